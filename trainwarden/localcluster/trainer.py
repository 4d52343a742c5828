"""A small data-parallel "training" program: one OS process per rank.

Each step sleeps ("compute"), then all-reduces through a file barrier in the shared run dir,
so a dead or hung peer makes the others time out exactly like an NCCL watchdog would.
Checkpoints use trainwarden's manifest layout. Runs under the local cluster's launcher or
under Slurm's srun (rank/world size/node come from RANK/WORLD_SIZE or SLURM_* variables).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import random
import sys
import time
from collections import deque
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NoReturn

from trainwarden.localcluster import tslog
from trainwarden.localcluster.checkpoint import (
    CheckpointStore,
    newest_complete_step,
    open_store,
    shard_bytes,
    shard_name,
    step_from_location,
    write_manifest,
)
from trainwarden.localcluster.firing import FiringFault, cuda_error_message, xid_kernel_line
from trainwarden.localcluster.fsutil import (
    StateFileError,
    append_jsonl,
    append_line,
    atomic_write_json,
    iso,
    read_json,
    utcnow,
)
from trainwarden.localcluster.layout import RunLayout

SLOW_FACTOR = 2.5
RECENT_STEPS = 32
BARRIER_POLL_SECONDS = 0.01
INIT_TIMEOUT = 120.0


@dataclass(frozen=True)
class TrainerConfig:
    """A rank's settings (parse_config). A dataclass, not a pydantic model: pydantic's import
    would be most of each rank's start, and the suite starts hundreds of ranks."""

    rank: int
    world_size: int
    node: str
    run_dir: Path
    checkpoint_uri: str
    local_rank: int = 0
    step_seconds: float = 0.2
    checkpoint_every: int = 10
    total_steps: int | None = None
    collective_timeout: float = 3.0
    resume_step: int | None = None
    resume_path: str | None = None
    kernel_log: Path | None = None
    watch_parent: bool = False
    attempt: str = "0"  # namespace of this attempt's collectives

    def __post_init__(self) -> None:
        if self.rank < 0 or self.world_size < 1:
            raise ValueError(f"rank {self.rank} of world size {self.world_size}: no such rank")


@dataclass
class StepPlan:
    """How faults shape one step: slowdown, or the way it breaks."""

    slowdown: float = 1.0
    xid: int | None = None
    xid_logged: bool = False
    hang: bool = False
    bad_batch: bool = False
    nan: bool = False


def cross_entropy(input_batch: int, target_batch: int, step: int) -> float:
    """A loss that decreases with the step (with a little deterministic noise)."""
    if input_batch != target_batch:
        raise ValueError(
            f"expected input batch_size ({input_batch}) to match target batch_size "
            f"({target_batch})."
        )
    noise = random.Random(step).uniform(-0.01, 0.01)
    return 0.6 + 2.4 * math.exp(-step / 150.0) + noise


class Trainer:
    def __init__(self, cfg: TrainerConfig):
        self.cfg = cfg
        self.run = RunLayout(cfg.run_dir)
        self.store: CheckpointStore = open_store(cfg.checkpoint_uri)
        self.seq = 0
        self.run_steps = 0
        self.first_step: tuple[int, str] | None = None
        # the checkpoint load, as trainwarden.progress reports it
        self.loaded: dict[str, Any] | None = None
        self.recent: deque[tuple[int, str]] = deque(maxlen=RECENT_STEPS)
        self.recent_seconds: deque[float] = deque(maxlen=8)
        self.parent = os.getppid()
        self._faults_mtime: tuple[int, int, int] | None = None
        self._faults: list[FiringFault] = []

    # -- faults ---------------------------------------------------------------------------
    def armed_faults(self) -> list[FiringFault]:
        """Faults the launcher armed for this run on this rank's node (re-read on change)."""
        try:
            stat = self.run.armed_faults.stat()
            mtime = (stat.st_mtime_ns, stat.st_size, stat.st_ino)
        except FileNotFoundError:
            return []
        if mtime != self._faults_mtime:
            try:  # bounded (fsutil.read_json): a FIFO or a huge file is refused, not read
                raw = read_json(self.run.armed_faults)
                if raw is None:
                    raise FileNotFoundError(self.run.armed_faults)
                self._faults = [FiringFault.from_record(f) for f in raw]
                self._faults_mtime = mtime
            except (KeyError, ValueError, TypeError, FileNotFoundError, StateFileError):
                # mid-write or malformed: keep what we had
                return [f for f in self._faults if f.node == self.cfg.node]
        return [f for f in self._faults if f.node == self.cfg.node]

    def firing(self) -> list[FiringFault]:
        now = utcnow()
        return [f for f in self.armed_faults() if f.due(self.run_steps, now)]

    def plan_step(self, step: int) -> StepPlan:
        """What the faults due on this node do to ``step`` (most do nothing until they fire)."""
        plan = StepPlan()
        designated = self.cfg.local_rank == 0  # single-GPU faults hit the node's first rank
        for fault in self.firing():
            if fault.kind == "slow":
                plan.slowdown = SLOW_FACTOR
            elif fault.kind == "xid":
                plan.xid = fault.xid
                kernel_log = self.cfg.kernel_log
                if kernel_log is not None and not plan.xid_logged and self.claims_xid_line(fault):
                    line = xid_kernel_line(fault.xid, self.cfg.local_rank, os.getpid())
                    append_line(kernel_log, f"{iso()} {line}")
                    plan.xid_logged = True
            elif fault.kind in ("hang", "user_code") and designated:
                plan.hang = plan.hang or fault.kind == "hang"
                plan.bad_batch = plan.bad_batch or fault.kind == "user_code"
            elif fault.kind == "nan":
                plan.nan = True
        return plan

    def claims_xid_line(self, fault: FiringFault) -> bool:
        """The node's first rank to fire an Xid writes the driver's line, once per node and
        run. Which rank of the node notices the armed fault first is a race: the first to die
        takes the node's other ranks with it, so it must not die without the line."""
        key = hashlib.sha256(f"{fault.armed_at} {fault.xid}".encode()).hexdigest()[:16]
        marker = self.run.dir / f"xid-logged-{self.cfg.node}-{key}"
        try:
            os.close(os.open(marker, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o644))
        except FileExistsError:
            return False
        except OSError:  # no run directory to mark: better a line too many than none
            pass
        return True

    def training_step(self, step: int, plan: StepPlan) -> tuple[float, float]:
        """One forward/backward ("compute"); returns (loss, compute seconds)."""
        started = time.monotonic()
        batch = self.next_batch(plan)
        loss = self.forward(step, batch, plan)
        self.backward(plan)
        time.sleep(max(0.0, self.cfg.step_seconds * plan.slowdown - (time.monotonic() - started)))
        return loss, time.monotonic() - started

    def next_batch(self, plan: StepPlan) -> tuple[int, int]:
        """(input batch size, target batch size); a hung dataloader never returns."""
        while plan.hang:
            self.check_parent()
            time.sleep(0.2)
        return (32, 16) if plan.bad_batch else (32, 32)

    def forward(self, step: int, batch: tuple[int, int], plan: StepPlan) -> float:
        loss = cross_entropy(*batch, step)
        if plan.nan:
            print(f"step {step} loss nan", flush=True)
            raise FloatingPointError(f"loss is NaN at step {step} (rank {self.cfg.rank})")
        return loss

    def backward(self, plan: StepPlan) -> None:
        if plan.xid is not None:
            time.sleep(0.3)  # the CUDA error surfaces a moment after the driver's Xid
            raise RuntimeError(cuda_error_message(plan.xid))

    def check_parent(self) -> None:
        """Exit if our launcher or its run directory is gone, so nothing leaks."""
        if self.cfg.watch_parent and (os.getppid() != self.parent or not self.run.spec.exists()):
            os._exit(143)

    # -- collectives ----------------------------------------------------------------------
    def collective(self, op: str, timeout: float | None = None) -> None:
        """A file-barrier all-reduce: announce our sequence number, wait for every peer."""
        timeout = self.cfg.collective_timeout if timeout is None else timeout
        self.seq += 1
        atomic_write_json(self.run.barrier(self.cfg.rank, self.cfg.attempt), self.seq)
        started = time.monotonic()
        waiting = set(range(self.cfg.world_size)) - {self.cfg.rank}
        while waiting:
            for peer in list(waiting):
                try:
                    if int(self.run.barrier(peer, self.cfg.attempt).read_text() or 0) >= self.seq:
                        waiting.discard(peer)
                except (FileNotFoundError, ValueError):
                    pass
            if not waiting:
                return
            elapsed = time.monotonic() - started
            if elapsed > timeout:
                self.watchdog_timeout(op, elapsed, timeout)
            self.check_parent()
            # poll fast while peers are about to arrive, then back off to spare the CPU
            time.sleep(BARRIER_POLL_SECONDS if elapsed < 0.5 else 5 * BARRIER_POLL_SECONDS)

    def watchdog_timeout(self, op: str, elapsed: float, timeout: float) -> NoReturn:
        r, seq = self.cfg.rank, self.seq
        timeout_ms = int(timeout * 1000)
        work = (
            f"WorkNCCL(SeqNum={seq}, OpType={op}, NumelIn=1, NumelOut=1, Timeout(ms)={timeout_ms})"
        )
        caught = (
            f"[Rank {r}] Watchdog caught collective operation timeout: {work} ran for "
            f"{int(elapsed * 1000)} milliseconds before timing out."
        )
        prefix = f"[rank{r}]:[E ProcessGroupNCCL.cpp"
        lines = [
            f"{prefix}:616] {caught}",
            f"{prefix}:1785] [PG 0 Rank {r}] Exception (either an error or timeout) detected "
            f"by watchdog at work: {seq}, last enqueued NCCL work: {seq}, last completed NCCL "
            f"work: {seq - 1}.",
            f"{prefix}:630] [Rank {r}] Some NCCL operations have failed or timed out. Due to the "
            "asynchronous nature of CUDA kernels, subsequent GPU operations might run on "
            "corrupted/incomplete data.",
            f"{prefix}:636] [Rank {r}] To avoid data inconsistency, we are taking the entire "
            "process down.",
            f"{prefix}:1595] [PG 0 Rank {r}] Process group watchdog thread terminated with "
            f"exception: {caught}",
            "terminate called after throwing an instance of 'c10::DistBackendError'",
            f"  what():  {caught}",
        ]
        sys.stderr.write("\n".join(lines) + "\n")
        sys.stderr.flush()
        os._exit(134)

    # -- checkpoints ----------------------------------------------------------------------
    def resume(self) -> int:
        """Load exactly the requested checkpoint, else the newest complete one, else step 0."""
        cfg = self.cfg
        if cfg.resume_path is None and cfg.resume_step is None:
            newest = newest_complete_step(self.store)
            if newest is None:
                print(f"no complete checkpoint in {cfg.checkpoint_uri}, starting from step 0")
                return 0
            return self.load(newest, self.store.location(newest))
        if cfg.resume_path is not None and cfg.resume_path.startswith("s3://"):
            step = cfg.resume_step or step_from_location(cfg.resume_path)
            if step is None:
                raise ValueError(f"cannot tell the step of checkpoint {cfg.resume_path}")
            return self.load(step, cfg.resume_path)
        if cfg.resume_path is not None:
            path = Path(cfg.resume_path)
            directory = path.parent if path.is_file() else path
            step = cfg.resume_step if cfg.resume_step is not None else step_from_location(str(path))
            if step is None:
                raise ValueError(f"cannot tell the step of checkpoint {cfg.resume_path}")
            return self.load(step, str(directory))
        assert cfg.resume_step is not None
        return self.load(cfg.resume_step, self.store.location(cfg.resume_step))

    def load(self, step: int, location: str) -> int:
        since, entered = iso(), time.monotonic()
        if location.startswith("s3://"):
            raw = self.store.read(step, shard_name(self.cfg.rank))
        else:
            raw = (Path(location) / shard_name(self.cfg.rank)).read_bytes()
        shard = json.loads(raw)
        if shard.get("step") != step:
            raise RuntimeError(
                f"checkpoint shard {location}/{shard_name(self.cfg.rank)} holds step "
                f"{shard.get('step')}, expected {step}"
            )
        self.loaded = {"since": since, "seconds": round(time.monotonic() - entered, 4)}
        print(f"resumed from checkpoint step {step} at {location}", flush=True)
        return step

    def save(self, step: int, loss: float) -> None:
        self.store.write(step, shard_name(self.cfg.rank), shard_bytes(step, self.cfg.rank, loss))
        self.collective("BARRIER")
        if self.cfg.rank == 0:
            write_manifest(self.store, step, self.cfg.world_size)
            print(f"saved checkpoint step {step} at {self.store.location(step)}", flush=True)

    # -- progress -------------------------------------------------------------------------
    def record(self, step: int, compute_seconds: float, loss: float) -> None:
        now = iso()
        if self.first_step is None:
            self.first_step = (step, now)
        self.recent.append((step, now))
        self.recent_seconds.append(round(compute_seconds, 4))
        base = {"ts": now, "node": self.cfg.node, "rank": self.cfg.rank}
        metrics = self.run.metrics(self.cfg.rank)
        append_jsonl(metrics, {**base, "name": "step", "value": step})
        append_jsonl(metrics, {**base, "name": "step_seconds", "value": round(compute_seconds, 4)})
        append_jsonl(metrics, {**base, "name": "loss", "value": round(loss, 4)})
        self.write_status(step, now)

    def write_status(self, step: int | None, at: str | None) -> None:
        atomic_write_json(
            self.run.status(self.cfg.rank),
            {
                "rank": self.cfg.rank,
                "node": self.cfg.node,
                "pid": os.getpid(),
                "step": step,
                "at": at,
                "run_steps": self.run_steps,
                "step_seconds": list(self.recent_seconds),
                "run_first_step": self.first_step[0] if self.first_step else None,
                "run_first_step_at": self.first_step[1] if self.first_step else None,
                "recent": [list(s) for s in self.recent],
                "load": self.loaded,
            },
        )

    def train(self) -> int:
        cfg = self.cfg
        step = self.resume()
        print(
            f"rank {cfg.rank}/{cfg.world_size} on {cfg.node} (local rank {cfg.local_rank}) "
            f"training from step {step}, checkpoint dir {cfg.checkpoint_uri}",
            flush=True,
        )
        self.write_status(step if step > 0 else None, None)
        # init_process_group: wait (long, like the real one) until every rank is up
        self.collective("ALLREDUCE", timeout=max(self.cfg.collective_timeout, INIT_TIMEOUT))
        while cfg.total_steps is None or step < cfg.total_steps:
            self.check_parent()
            loss, compute = self.training_step(step + 1, self.plan_step(step + 1))
            self.collective("ALLREDUCE")
            step += 1
            self.run_steps += 1
            print(f"step {step} loss {loss:.4f}", flush=True)
            self.record(step, compute, loss)
            if step % cfg.checkpoint_every == 0:
                self.save(step, loss)
        print(f"training finished at step {step}", flush=True)
        return 0


def _env_int(*names: str) -> int | None:
    for name in names:
        if os.environ.get(name):
            return int(os.environ[name])
    return None


def _env_str(*names: str) -> str | None:
    for name in names:
        if os.environ.get(name):
            return os.environ[name]
    return None


def _default_attempt() -> str:
    """TRAINWARDEN_ATTEMPT, else Slurm's job id and restart count, else "0"."""
    if os.environ.get("TRAINWARDEN_ATTEMPT"):
        return os.environ["TRAINWARDEN_ATTEMPT"]
    if os.environ.get("SLURM_JOB_ID"):
        return f"{os.environ['SLURM_JOB_ID']}.{os.environ.get('SLURM_RESTART_COUNT', '0')}"
    return "0"


def parse_config(argv: list[str] | None = None) -> TrainerConfig:
    """Arguments win over environment (RANK/WORLD_SIZE or SLURM_*, TRAINWARDEN_*)."""
    p = argparse.ArgumentParser(prog="python -m trainwarden.localcluster.trainer")
    p.add_argument("--rank", type=int, default=_env_int("RANK", "SLURM_PROCID"))
    p.add_argument("--world-size", type=int, default=_env_int("WORLD_SIZE", "SLURM_NTASKS"))
    p.add_argument("--local-rank", type=int, default=_env_int("LOCAL_RANK", "SLURM_LOCALID") or 0)
    p.add_argument("--node", default=_env_str("TRAINWARDEN_NODE", "SLURMD_NODENAME"))
    p.add_argument("--run-dir", default=_env_str("TRAINWARDEN_RUN_DIR"))
    p.add_argument("--checkpoint-uri", default=_env_str("TRAINWARDEN_CHECKPOINT_URI"))
    p.add_argument("--step-seconds", type=float, default=0.2)
    p.add_argument("--checkpoint-every", type=int, default=10)
    p.add_argument("--total-steps", type=int, default=None)
    p.add_argument("--collective-timeout", type=float, default=3.0)
    p.add_argument("--resume-step", type=int, default=_env_int("TRAINWARDEN_RESUME_STEP"))
    p.add_argument("--resume-path", default=_env_str("TRAINWARDEN_RESUME_PATH"))
    p.add_argument("--kernel-log", default=None)
    p.add_argument("--watch-parent", action="store_true")
    p.add_argument("--attempt", default=_default_attempt())
    args = p.parse_args(argv)
    required = ("rank", "world_size", "run_dir", "checkpoint_uri")
    missing = [name for name in required if getattr(args, name) is None]
    if missing:
        p.error("missing " + ", ".join("--" + m.replace("_", "-") for m in missing))
    values = {k: v for k, v in vars(args).items() if v is not None}
    values.setdefault("node", os.uname().nodename)
    values["run_dir"] = Path(values["run_dir"])
    if "kernel_log" in values:
        values["kernel_log"] = Path(values["kernel_log"])
    try:
        return TrainerConfig(**values)
    except ValueError as exc:
        p.error(str(exc))


def main(argv: list[str] | None = None) -> int:
    tslog.install()
    cfg = parse_config(argv)
    return Trainer(cfg).train()


if __name__ == "__main__":
    sys.exit(main())
