"""Where everything lives under a local cluster's root directory (one place, so the cluster,
the launcher, the trainer and the CLI agree)::

    ROOT/cluster.json                 {"nodes": N}
    ROOT/exclusions.json              node -> {"reason", "key", "at"}   (the cluster's "drain")
    ROOT/down.json                    node -> {"reason", "at", "job_id"} (lost nodes)
    ROOT/faults.json                  node -> [fault, ...]              (the fault table)
    ROOT/actions.jsonl                every mutating operation, with its idempotency key
    ROOT/nodes/NODE/kernel.log        the node's kernel log (Xid lines)
    ROOT/checkpoints/JOB/             default checkpoint directory of a job
    ROOT/jobs/JOB/job.json            {"name", "job_id", "runs": current run number}
    ROOT/jobs/JOB/runs/N/             one run: spec.json, state.json, scheduler.jsonl,
                                      launcher.pid ("PID START"), pids.json,
                                      faults.json (armed), fault-counts.json,
                                      logs/NODE/rank-R.log, status/rank-R.json,
                                      metrics/rank-R.jsonl, barrier/ATTEMPT/rank-R
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from trainwarden.untrusted.paths import safe_part

ROOT_ENV = "TRAINWARDEN_LOCAL_ROOT"
JOB_ID_PREFIX = "local-"


def default_root() -> Path:
    """``$TRAINWARDEN_LOCAL_ROOT``, else ``$TRAINWARDEN_HOME/local``, else ``~/.trainwarden/local``.

    The same default the worker's backend registry uses, so the CLI sees the worker's cluster.
    """
    env = os.environ.get(ROOT_ENV)
    if env:
        return Path(env).expanduser()
    home = os.environ.get("TRAINWARDEN_HOME")
    return (Path(home).expanduser() if home else Path.home() / ".trainwarden") / "local"


def job_id_for(name: str) -> str:
    return f"{JOB_ID_PREFIX}{name}"


def name_for(job_id: str) -> str:
    return job_id.removeprefix(JOB_ID_PREFIX)


@dataclass(frozen=True)
class ClusterLayout:
    root: Path

    @property
    def lock(self) -> Path:
        return self.root / ".lock"

    @property
    def config(self) -> Path:
        return self.root / "cluster.json"

    @property
    def exclusions(self) -> Path:
        return self.root / "exclusions.json"

    @property
    def down(self) -> Path:
        return self.root / "down.json"

    @property
    def faults(self) -> Path:
        return self.root / "faults.json"

    @property
    def actions(self) -> Path:
        return self.root / "actions.jsonl"

    def kernel_log(self, node: str) -> Path:
        return self.root / "nodes" / safe_part(node) / "kernel.log"

    @property
    def jobs_dir(self) -> Path:
        return self.root / "jobs"

    def job_dir(self, name: str) -> Path:
        return self.jobs_dir / safe_part(name)

    def run_dir(self, name: str, run: int) -> Path:
        return self.job_dir(name) / "runs" / str(run)

    def checkpoints(self, name: str) -> Path:
        return self.root / "checkpoints" / safe_part(name)


@dataclass(frozen=True)
class RunLayout:
    """Files of one run (attempt) of a job."""

    dir: Path

    @property
    def spec(self) -> Path:
        return self.dir / "spec.json"

    @property
    def state(self) -> Path:
        return self.dir / "state.json"

    @property
    def scheduler(self) -> Path:
        return self.dir / "scheduler.jsonl"

    @property
    def pids(self) -> Path:
        return self.dir / "pids.json"

    @property
    def armed_faults(self) -> Path:
        return self.dir / "faults.json"

    @property
    def fault_counts(self) -> Path:
        """What a command run counted towards each armed fault, and when it fired."""
        return self.dir / "fault-counts.json"

    @property
    def exits(self) -> Path:
        """Failed processes of the run: key -> node, rank, exit_status, at (launcher)."""
        return self.dir / "exits.json"

    @property
    def cancel(self) -> Path:
        return self.dir / "cancel.json"

    @property
    def processes_at_first_sign(self) -> Path:
        """The rank processes' states when the run's first sign was seen (bundle.py)."""
        return self.dir / "processes-at-first-sign.jsonl"

    @property
    def launcher_log(self) -> Path:
        return self.dir / "launcher.log"

    def rank_log(self, node: str, rank: int) -> Path:
        return self.dir / "logs" / node / f"rank-{rank}.log"

    def status(self, rank: int) -> Path:
        return self.dir / "status" / f"rank-{rank}.json"

    def metrics(self, rank: int) -> Path:
        return self.dir / "metrics" / f"rank-{rank}.jsonl"

    def barrier(self, rank: int, attempt: str = "0") -> Path:
        """Per-attempt, so a requeued job reusing the directory never sees stale arrivals."""
        return self.dir / "barrier" / attempt / f"rank-{rank}"
