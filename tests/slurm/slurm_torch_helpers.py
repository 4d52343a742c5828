"""The example torchrun DDP program under the example batch script (examples/slurm/
torchrun.sbatch running examples/train_ddp.py, real torch, gloo on CPU) on the private Slurm
cluster, and faults done to it the way they happen to a real job: processes of one node killed
or stopped, a driver line in that node's kernel log, a checkpoint's `.metadata` overwritten."""

from __future__ import annotations

import os
import signal
import sys
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

from helpers_e2e import WAIT_SCALE
from slurm_helpers import REPO, SlurmTestEnv

from trainwarden.localcluster.firing import xid_kernel_line
from trainwarden.localcluster.procs import processes_with_env, signal_all
from trainwarden.models import JobSpec, SlurmJobOptions

EXAMPLE_SCRIPT = REPO / "examples" / "slurm" / "torchrun.sbatch"
STEP_SECONDS = 0.1
CHECKPOINT_EVERY = 10


def torchrun_job(
    env: SlurmTestEnv, name: str, work: Path, procs_per_node: int = 2, train_args: str = ""
) -> JobSpec:
    """2 nodes x `procs_per_node` ranks, one torchrun per node (srun --label). The program
    prints its progress and nothing else (`--no-progress-client`): trainwarden follows its
    own output lines. Kept off node4 so that a drained node always has a spare left."""
    args = (
        f"--no-progress-client --steps 100000 --checkpoint-every {CHECKPOINT_EVERY}"
        f" --step-seconds {STEP_SECONDS} {train_args}"
    )
    return JobSpec(
        name=name,
        backend="slurm",
        nodes=2,
        ranks_per_node=procs_per_node,
        checkpoint_uri=str(work / "ckpt"),
        env={
            "PYTHON": str(Path(sys.executable).absolute()),
            "TRAINWARDEN_EXAMPLES": str(REPO / "examples"),
            "PROCS_PER_NODE": str(procs_per_node),
            "TRAIN_ARGS": args.strip(),
            "OMP_NUM_THREADS": "1",
        },
        workdir=str(work),
        slurm=SlurmJobOptions(
            script=str(EXAMPLE_SCRIPT),
            sbatch_args=[f"--output={work}/slurm-%j.out"],
            slurm_conf=env.conf,
        ),
    )


def job_output(work: Path) -> str:
    return "\n".join(p.read_text(errors="replace") for p in sorted(work.glob("slurm-*.out")))


def newest_printed_step(work: Path) -> int:
    """The highest `step N/M` any rank printed so far (`0: [default1]:step 12/100000 | ...`)."""
    steps = [
        int(line.split("]:step ", 1)[1].split("/", 1)[0])
        for line in job_output(work).splitlines()
        if "]:step " in line and "/" in line.split("]:step ", 1)[1]
    ]
    return max(steps, default=0)


def run_processes(env: SlurmTestEnv, job_id: str, restart: int, **marks: str) -> list[int]:
    """Processes of one run of the job's training step (torchrun and its ranks): they carry
    the run's directory in their environment (the wrapper sets it), Slurm's SLURMD_NODENAME
    and torchrun's RANK, which select a node or a rank."""
    run_dir = str(env.run_root / job_id / str(restart))
    return processes_with_env({"TRAINWARDEN_RUN_DIR": run_dir, "SLURM_STEP_ID": "0", **marks})


def checkpoint_dirs(ckpt: Path) -> list[Path]:
    return sorted(ckpt.glob("step_*"))


def complete(path: Path) -> bool:
    """DCP writes `.metadata` last (rank 0, once every rank's shards are written)."""
    return (path / ".metadata").is_file()


def inject_xid(env: SlurmTestEnv, node: str, pids: list[int], xid: int = 79) -> str:
    """A GPU falling off the bus on `node`: the driver's line in the node's kernel log (where
    the backend reads it, docs/kernel-logs.md) and the node's processes die at once."""
    kernel = env.node_root / node / "kernel.log"
    kernel.parent.mkdir(parents=True, exist_ok=True)
    line = f"{datetime.now(UTC).isoformat()} {xid_kernel_line(xid, 0, pids[0] if pids else 1)}"
    with open(kernel, "a", encoding="utf-8") as fh:
        fh.write(line + "\n")
    signal_all(pids, signal.SIGKILL)
    return line


def corrupt_metadata(path: Path) -> None:
    """Random bytes over a DCP checkpoint's `.metadata`, same size (a torn or bit-rotted file)."""
    meta = path / ".metadata"
    meta.write_bytes(os.urandom(meta.stat().st_size))


def wait_until(
    predicate: Callable[[], bool], timeout: float, what: str, interval: float = 0.2
) -> None:
    timeout *= WAIT_SCALE  # the bound only; the wait ends on the condition
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return
        time.sleep(interval)
    raise AssertionError(f"timed out after {timeout}s waiting for {what}")
