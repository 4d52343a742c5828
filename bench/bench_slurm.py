"""The private Slurm cluster the Slurm column of bench/time_to_detect.py runs on: four nodes
(deploy/slurm/localslurm.py), one `warden node-agent` per node, the simulated trainer under
srun (deploy/slurm/trainer_job.sh, without --kill-on-bad-exit, so a rank's death leaves its
peers in their collective as under most launchers), and the faults injected from outside."""

from __future__ import annotations

import importlib.util
import json
import os
import signal
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from trainwarden.activities.backends.slurm import SlurmBackend
from trainwarden.localcluster.procs import slurm_trainer_ranks
from trainwarden.models import JobSpec, SlurmJobOptions

REPO = Path(__file__).resolve().parents[1]
SCRIPT = REPO / "deploy" / "slurm" / "trainer_job.sh"
NODES = ("node1", "node2", "node3", "node4")
AGENT_HEARTBEAT = 0.5
AGENT_SILENCE = 3.0


def _localslurm() -> Any:
    spec = importlib.util.spec_from_file_location("localslurm", REPO / "deploy/slurm/localslurm.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["localslurm"] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


class SlurmBench:
    def __init__(self, poll: float) -> None:
        self.base = Path(tempfile.mkdtemp(prefix="tw-ttd-slurm-"))
        self.base.chmod(0o755)
        self.cluster = _localslurm().LocalSlurmCluster(self.base / "cluster", node_count=4)
        self.run_root = self.base / "runs"
        self.agents: dict[str, subprocess.Popen[str]] = {}
        self.count = 0
        os.environ["TRAINWARDEN_SLURM_RUN_ROOT"] = str(self.run_root)
        os.environ["TRAINWARDEN_SLURM_POLL_SECONDS"] = str(poll)
        os.environ["TRAINWARDEN_NODE_AGENT_SILENCE"] = str(AGENT_SILENCE)

    def __enter__(self) -> SlurmBench:
        self.cluster.start()
        for node in NODES:
            self.start_agent(node)
        return self

    def __exit__(self, *exc: object) -> None:
        for proc in self.agents.values():
            proc.terminate()
            proc.wait(timeout=10)
        self.cluster.stop()

    def start_agent(self, node: str) -> None:
        kernel = self.run_root / "nodes" / node / "kernel.log"
        kernel.parent.mkdir(parents=True, exist_ok=True)
        kernel.touch()
        self.agents[node] = subprocess.Popen(
            [sys.executable, "-m", "trainwarden.cli", "node-agent", "--node", node,
             "--run-root", str(self.run_root), "--kernel-log", str(kernel), "--interval", "0.2",
             "--heartbeat", str(AGENT_HEARTBEAT), "--gpu-interval", "0"],
            stdout=subprocess.DEVNULL,
        )  # fmt: skip

    def job(self, name: str, collective_timeout: float) -> tuple[JobSpec, Path]:
        """2 nodes x 2 ranks, 0.2 s steps, a checkpoint every 5 steps."""
        self.count += 1
        work = self.base / "jobs" / f"{name}-{self.count}"
        work.mkdir(parents=True)
        args = f"--step-seconds 0.2 --checkpoint-every 5 --collective-timeout {collective_timeout}"
        export = ",".join(["PATH", f"TRAINWARDEN_PYTHON={sys.executable}",
                           f"TRAINWARDEN_PYTHONPATH={REPO}", f"TRAINWARDEN_TRAINER_ARGS={args}",
                           f"TRAINWARDEN_FAULTS={work / 'faults.json'}"])  # fmt: skip
        spec = JobSpec(
            name=f"{name}-{self.count}",
            backend="slurm",
            nodes=2,
            ranks_per_node=2,
            checkpoint_uri=str(work / "checkpoints"),
            env={"TRAINWARDEN_KILL_ON_BAD_EXIT": "0"},
            slurm=SlurmJobOptions(
                script=str(SCRIPT),
                sbatch_args=[f"--output={work}/slurm-%j.out", f"--chdir={work}",
                             f"--export={export}"],
                slurm_conf=str(self.cluster.conf_path),
            ),  # fmt: skip
        )
        return spec, work

    def backend(self) -> SlurmBackend:
        return SlurmBackend(slurm_conf=str(self.cluster.conf_path), run_root=self.run_root)

    def ranks(self, job_id: str) -> dict[int, tuple[int, str]]:
        """The job's trainer processes: global rank -> (pid, node)."""
        return slurm_trainer_ranks(job_id)

    def arm(self, work: Path, job_id: str, node: str, kind: str) -> None:
        fault = [{"id": f"{kind}-{node}", "node": node, "kind": kind, "sticky": True,
                  "xid": 79, "fire_after": 0}]  # fmt: skip
        (work / "faults.json").write_text(json.dumps(fault))
        (self.run_root / job_id / "0" / "faults.json").write_text(json.dumps(fault))

    def power_off(self, job_id: str, node: str) -> None:
        """slurmd, the step's slurmstepd, the node's ranks and its agent, at once."""
        ranks = [pid for pid, n in self.ranks(job_id).values() if n == node]
        stepd = int(Path(f"/proc/{ranks[0]}/stat").read_text().rsplit(") ", 1)[1].split()[1])
        for pid in [self.cluster.pids[f"slurmd-{node}"], stepd, *ranks, self.agents[node].pid]:
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        self.agents[node].wait(timeout=10)

    def clean(self) -> None:
        """Between faults: every job cancelled, lost nodes back, drains resumed."""
        for node in NODES:
            if self.agents[node].poll() is not None:
                self.cluster.start_node(node)
                self.start_agent(node)
        self.cluster.cancel_all_jobs(timeout=60)
        for node in NODES:
            subprocess.run(["scontrol", "update", f"nodename={node}", "state=resume"],
                           env=self.cluster.env, capture_output=True)  # fmt: skip
        self.cluster.wait_idle(timeout=60)
