"""Shared domain models: the job being supervised and what a backend reports about it.

These are pydantic v2 models so the same objects travel through Temporal (pydantic data
converter), the CLI's JSON output and the tests without hand-written (de)serialisation.
"""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

JobState = Literal[
    "PENDING", "RUNNING", "COMPLETED", "FAILED", "CANCELLED", "TIMEOUT", "PREEMPTED", "NODE_FAIL"
]
TERMINAL_STATES: frozenset[str] = frozenset(
    {"COMPLETED", "FAILED", "CANCELLED", "TIMEOUT", "PREEMPTED", "NODE_FAIL"}
)


class StrictModel(BaseModel):
    """Base for inputs: unknown fields are errors, so typos in user JSON are caught."""

    model_config = ConfigDict(extra="forbid")


class LocalJobOptions(StrictModel):
    """Settings of the simulated trainer on the local cluster (the embedded default backend)."""

    cluster_dir: str | None = Field(
        default=None,
        description="state directory of the local cluster; default ~/.trainwarden/local",
    )
    cluster_nodes: int = Field(default=4, ge=1, le=64)
    step_seconds: float = Field(default=0.2, gt=0, le=60)
    checkpoint_every: int = Field(default=10, ge=1)
    total_steps: int | None = Field(default=None, ge=1, description="None: train until stopped")
    collective_timeout: float = Field(
        default=3.0,
        gt=0,
        description="seconds a rank waits in a collective before its watchdog fires",
    )


class SlurmJobOptions(StrictModel):
    """Settings of a job on a Slurm cluster."""

    script: str | None = Field(default=None, description="batch script to sbatch")
    sbatch_args: list[str] = Field(default_factory=list)
    job_id: str | None = Field(default=None, description="attach to this existing job id")
    slurm_conf: str | None = None
    partition: str | None = None


class JobSpec(StrictModel):
    """The training job a workflow supervises."""

    name: str = Field(min_length=1, max_length=200, pattern=r"^[A-Za-z0-9][A-Za-z0-9._-]*$")
    backend: Literal["local", "slurm", "virtual"] = Field(
        default="local",
        description="local simulated cluster, Slurm, or virtual (no processes; for scale tests)",
    )
    nodes: int = Field(default=3, ge=1, le=4096)
    ranks_per_node: int = Field(default=2, ge=1, le=64)
    checkpoint_uri: str | None = Field(
        default=None, description="s3://bucket/prefix or a path; default: the backend's own"
    )
    expected_step_seconds: float | None = None
    local: LocalJobOptions = Field(default_factory=LocalJobOptions)
    slurm: SlurmJobOptions | None = None


class JobHandle(BaseModel):
    """Identifies one job on a backend, and which run (attempt) of it is current."""

    backend: str
    job_id: str
    run: int = 1
    nodes: list[str] = Field(default_factory=list)
    ranks: dict[str, str] = Field(default_factory=dict, description="rank -> node")
    checkpoint_uri: str | None = None
    started_at: datetime | None = None


class RankProgress(BaseModel):
    rank: int
    node: str
    step: int | None = None
    at: datetime | None = None
    step_seconds: list[float] = Field(default_factory=list, description="recent, oldest first")
    phase: str | None = Field(default=None, description="`progress.phase(name)` the rank is in")
    phase_since: datetime | None = None


class JobObservation(BaseModel):
    """One poll of the backend: everything detection needs, cheap to produce."""

    job_id: str
    run: int
    state: JobState
    state_since: datetime | None = None
    exit_code: int | None = None
    reason: str | None = None
    nodes: list[str] = Field(default_factory=list)
    down_nodes: list[str] = Field(default_factory=list)
    ranks: list[RankProgress] = Field(default_factory=list)
    run_first_step: int | None = Field(default=None, description="first step completed in this run")
    run_first_step_at: datetime | None = None
    recent_steps: list[tuple[int, datetime]] = Field(
        default_factory=list, description="(step, completed at) of this run's latest steps"
    )
    observed_at: datetime
    progress_source: str = Field(
        default="unknown",
        description="where progress was read: 'status' (status files), 'logs' (output lines), "
        "'status+logs', 'none' (no source: hang detection off), 'unknown' (not reported)",
    )

    @property
    def step(self) -> int | None:
        steps = [r.step for r in self.ranks if r.step is not None]
        return max(steps) if steps else None


class BackendCommand(BaseModel):
    """One thing done to the cluster, as history should show it."""

    command: str
    exit_code: int = 0
    output: str = ""
    at: datetime | None = None
    skipped: bool = Field(default=False, description="not run: state showed it was already done")
