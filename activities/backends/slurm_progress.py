"""Per-rank progress of a Slurm job, read from the trainer's files in the job's run directory.

The run directory convention shared with batch scripts: ``$TRAINWARDEN_RUN_ROOT/<job id>/
<restart count>`` (``$SLURM_JOB_ID/$SLURM_RESTART_COUNT``), so every run (attempt) of a requeued
job gets a fresh directory and its progress cannot be confused with the previous run's.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field

from trainwarden.activities.backends.slurm_wrapper import wrapper_banner
from trainwarden.models import JobObservation, RankProgress
from trainwarden.progresslog import RunStart
from trainwarden.progresslog.status import load_seconds_of, phase_of
from trainwarden.untrusted.bounded_data import loads_json
from trainwarden.untrusted.paths import ensure_under, safe_part
from trainwarden.untrusted.safeio import read_regular_file

MAX_STATUS_BYTES = 1 << 20
"""A status file (trainwarden.progress) is a few hundred bytes; the job writes it."""


def run_dir(run_root: Path, job_id: str, restart_count: int) -> Path:
    return ensure_under(run_root, run_root / safe_part(job_id) / str(int(restart_count)))


class RunProgress(BaseModel):
    ranks: list[RankProgress] = Field(default_factory=list)
    run_first_step: int | None = None
    run_first_step_at: datetime | None = None
    recent_steps: list[tuple[int, datetime]] = Field(default_factory=list)

    @property
    def rank_nodes(self) -> dict[str, str]:
        return {str(r.rank): r.node for r in sorted(self.ranks, key=lambda r: r.rank)}


def _parse_ts(value: Any) -> datetime | None:
    if not isinstance(value, str):
        return None
    try:
        return datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        return None


def read_progress(directory: Path) -> RunProgress:
    """Read status/rank-N.json files; a file being replaced or half-written is skipped."""
    ranks: list[RankProgress] = []
    firsts: list[tuple[int, datetime]] = []
    recent: dict[int, datetime] = {}
    for path in sorted((directory / "status").glob("rank-*.json")):
        try:
            status = loads_json(read_regular_file(path, MAX_STATUS_BYTES))
        except (OSError, ValueError):  # also a FIFO, a huge or deeply nested file
            continue
        phase, phase_since = phase_of(status)
        ranks.append(
            RankProgress(
                rank=int(status["rank"]),
                node=str(status.get("node") or ""),
                step=status.get("step"),
                at=_parse_ts(status.get("at")),
                step_seconds=[float(s) for s in status.get("step_seconds") or []],
                phase=phase,
                phase_since=phase_since,
                load_seconds=load_seconds_of(status),
            )
        )
        first_at = _parse_ts(status.get("run_first_step_at"))
        if status.get("run_first_step") is not None and first_at is not None:
            firsts.append((int(status["run_first_step"]), first_at))
        for step, at in status.get("recent") or []:
            ts = _parse_ts(at)
            if ts is not None:
                # a step is complete when the last rank finished it
                recent[int(step)] = max(recent.get(int(step), ts), ts)
    first = min(firsts) if firsts else (None, None)
    return RunProgress(
        ranks=sorted(ranks, key=lambda r: r.rank),
        run_first_step=first[0],
        run_first_step_at=first[1],
        recent_steps=sorted(recent.items())[-32:],
    )


def block_rank_layout(
    nodes: list[str], tasks: int | None, tasks_per_node: int | None, per_task: int = 1
) -> dict[str, str]:
    """Slurm's default block distribution: tasks 0..k-1 on the first node, and so on; each
    task starts ``per_task`` ranks (1 when a task is a rank, more when it is a launcher such as
    one torchrun per node), numbered task by task."""
    if not nodes:
        return {}
    per_node = tasks_per_node or (max(1, (tasks or len(nodes)) // len(nodes)))
    total = tasks or per_node * len(nodes)
    return {
        str(t * per_task + local): nodes[min(t // per_node, len(nodes) - 1)]
        for t in range(total)
        for local in range(per_task)
    }


def ranks_per_task(spec: tuple[int, int] | None, nodes: int, tasks: int | None) -> int:
    """How many ranks each srun task starts: the ranks of the job's spec (nodes x
    ranks_per_node) over Slurm's task count, when the job runs on the spec's number of nodes
    and they divide evenly; else 1, a task is a rank (a spec that does not describe the job,
    e.g. one adopted by id with the defaults, changes nothing)."""
    if spec is None or spec[0] != nodes or not tasks:
        return 1
    ranks = spec[0] * spec[1]
    return ranks // tasks if ranks > tasks and ranks % tasks == 0 else 1


def output_streams(job: Any) -> list[tuple[Path, int | None]]:
    """The job's output and error files (the same file when not split), followed for progress
    lines; lines carry no rank unless `srun --label` or PyTorch prefixes them."""
    paths = []
    for name in (getattr(job, "std_out", None), getattr(job, "std_err", None)):
        if name and name != "/dev/null" and Path(name) not in paths:
            paths.append(Path(name))
    return [(path, None) for path in paths]


SLURM_TIME_SLACK = timedelta(seconds=1)
"""Slurm reports start times in whole seconds (truncated)."""


def run_start(job: Any, obs: JobObservation, wrapped: bool) -> RunStart:
    """Where the current run of ``job`` begins in an output file that earlier jobs or runs may
    have written too (``--open-mode=append``, a resubmission): at the banner the wrapper
    (slurm_wrapper.py) prints first in every run it starts; for a job started without it,
    at Slurm's start time, to within its second; not started yet: nothing so far is its."""
    if job.state == "PENDING" or job.start_time is None:
        return RunStart(at=obs.observed_at)
    banner = wrapper_banner(job.job_id, job.restart_count) if wrapped else None
    return RunStart(at=job.start_time, slack=SLURM_TIME_SLACK, first_line=banner)
