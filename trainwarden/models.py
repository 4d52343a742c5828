"""Shared domain models: the job being supervised and what a backend reports about it.

These are pydantic v2 models so the same objects travel through Temporal (pydantic data
converter), the CLI's JSON output and the tests without hand-written (de)serialisation.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import datetime
from typing import Annotated, Any, Literal, NamedTuple

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    SerializerFunctionWrapHandler,
    ValidationError,
    model_serializer,
    model_validator,
)

from trainwarden.hostlists import compress, expand

JobState = Literal[
    "PENDING", "RUNNING", "COMPLETED", "FAILED", "CANCELLED", "TIMEOUT", "PREEMPTED", "NODE_FAIL"
]
TERMINAL_STATES: frozenset[str] = frozenset(
    {"COMPLETED", "FAILED", "CANCELLED", "TIMEOUT", "PREEMPTED", "NODE_FAIL"}
)


class StrictModel(BaseModel):
    """Base for inputs: unknown fields are errors, so typos in user JSON are caught."""

    model_config = ConfigDict(extra="forbid")


MAX_PATH_CHARS = 4096
MAX_SBATCH_ARGS = 256
MAX_ARG_CHARS = 4096


class LocalJobOptions(StrictModel):
    """Settings of the simulated trainer on the local cluster (the embedded default backend)."""

    cluster_dir: str | None = Field(
        default=None,
        max_length=MAX_PATH_CHARS,
        description="state directory of the local cluster; default ~/.trainwarden/local",
    )
    cluster_nodes: int = Field(default=4, ge=1, le=64)
    step_seconds: float = Field(default=0.2, gt=0, le=60)
    checkpoint_every: int = Field(default=10, ge=1, le=1_000_000)
    total_steps: int | None = Field(
        default=None, ge=1, le=1_000_000_000, description="None: train until stopped"
    )
    collective_timeout: float = Field(
        default=3.0,
        gt=0,
        le=3600,
        description="seconds a rank (or, for a command, a node) may outlive the first failure "
        "before the run is ended",
    )


MAX_COMMAND_ARGS = 4096
MAX_COMMAND_CHARS = 131_072
MAX_ENV_VARS = 1024
MAX_ENV_VALUE_CHARS = 32_768
ENV_NAME = r"^[A-Za-z_][A-Za-z0-9_]*$"
# set by trainwarden for every job (docs/job-environment.md); job.env cannot override them
RESERVED_ENV = frozenset(
    {
        "MASTER_ADDR",
        "MASTER_PORT",
        *(
            f"TRAINWARDEN_{name}"
            for name in (
                "JOB",
                "JOB_NAME",
                "NODE",
                "NODE_RANK",
                "NNODES",
                "NPROC_PER_NODE",
                "WORLD_SIZE",
                "RUN",
                "RUN_DIR",
                "RUN_ROOT",
                "CHECKPOINT_URI",
                "RESUME_STEP",
                "RESUME_PATH",
            )
        ),
    }
)


def _check_command(value: list[str] | str | None) -> list[str] | str | None:
    if value is None:
        return None
    if not value or (isinstance(value, str) and not value.strip()):
        raise ValueError("empty; give the program to run")
    if isinstance(value, list) and not value[0].strip():
        raise ValueError("the program (first argument) is empty")
    args = [value] if isinstance(value, str) else value
    if any("\0" in a for a in args):
        raise ValueError("contains a NUL byte, which no program argument can carry")
    if isinstance(value, list) and len(value) > MAX_COMMAND_ARGS:
        raise ValueError(f"more than {MAX_COMMAND_ARGS} arguments")
    size = len(value) if isinstance(value, str) else sum(len(a) for a in value)
    if size > MAX_COMMAND_CHARS:
        raise ValueError(f"longer than {MAX_COMMAND_CHARS} characters")
    return value


def _check_env(value: dict[str, str]) -> dict[str, str]:
    for name, text in value.items():
        if not re.match(ENV_NAME, name):
            raise ValueError(f"{name!r} is not a variable name ([A-Za-z_][A-Za-z0-9_]*)")
        if name in RESERVED_ENV:
            raise ValueError(f"{name} is set by trainwarden for every job")
        if len(text) > MAX_ENV_VALUE_CHARS or "\0" in text:
            raise ValueError(f"{name}: value longer than {MAX_ENV_VALUE_CHARS} characters or NUL")
    return value


Command = Annotated[
    list[str] | str | None,
    AfterValidator(_check_command),
    Field(
        description="None: the simulated trainer; a list runs without a shell ($NAME expanded "
        "from the job's environment); a string runs under /bin/sh -c"
    ),
]
def _no_nul(value: str | None) -> str | None:
    if value is not None and "\0" in value:
        raise ValueError("contains a NUL byte, which no path can carry")
    return value


# checkpoint stores there are (activities/checkpoint_stores.py, localcluster/checkpoint.py)
CHECKPOINT_SCHEMES = ("s3", "file")


def _check_checkpoint_uri(value: str | None) -> str | None:
    """Only what a checkpoint store can open: ``s3://bucket/prefix``, ``file:///path`` or a
    path; refused here, not at the first checkpoint verification of a running job."""
    if value is None:
        return None
    _no_nul(value)
    if not value.strip():
        raise ValueError("empty; leave it out for the backend's default")
    if "://" not in value:
        return value
    scheme, _, rest = value.partition("://")
    if scheme not in CHECKPOINT_SCHEMES:
        raise ValueError(
            f"unsupported scheme {scheme[:20]!r}: use s3://bucket/prefix, file:///path or a path"
        )
    host = rest.split("/", 1)[0]
    if scheme == "s3" and not host:
        raise ValueError("s3:// without a bucket name")
    if scheme == "file" and host:
        raise ValueError(
            f"file:// with host {host[:100]!r}: only local paths (file:///path) are supported"
        )
    return value


Workdir = Annotated[str | None, Field(max_length=MAX_PATH_CHARS), AfterValidator(_no_nul)]
JobEnv = Annotated[dict[str, str], AfterValidator(_check_env), Field(max_length=MAX_ENV_VARS)]


class JobProgram(StrictModel):
    """The user's program: ``command`` (argument list, or one shell string run by /bin/sh),
    its working directory and extra environment (docs/job-environment.md)."""

    command: Command = None
    workdir: Workdir = None
    env: JobEnv = Field(default_factory=dict)


class SlurmJobOptions(StrictModel):
    """Settings of a job on a Slurm cluster."""

    script: str | None = Field(
        default=None, max_length=MAX_PATH_CHARS, description="batch script to sbatch"
    )
    sbatch_args: list[Annotated[str, Field(max_length=MAX_ARG_CHARS)]] = Field(
        default_factory=list, max_length=MAX_SBATCH_ARGS
    )
    job_id: str | None = Field(
        default=None, pattern=r"^[0-9]+(_[0-9]+)?$", description="attach to this existing job id"
    )
    slurm_conf: str | None = Field(default=None, max_length=MAX_PATH_CHARS)
    partition: str | None = Field(default=None, max_length=200)
    spare_nodes: int = Field(
        default=0,
        ge=0,
        le=1024,
        description="nodes the allocation holds beyond job.nodes; the training runs as a step "
        "on job.nodes of them and a fault is recovered by a new step on a spare, inside the "
        "same allocation (docs/slurm.md, Spare nodes)",
    )

    @model_validator(mode="after")
    def _spares_fit(self) -> SlurmJobOptions:
        if not self.spare_nodes:
            return self
        if self.job_id:
            raise ValueError(
                "spare_nodes: an adopted job (job_id) keeps the allocation it was given; "
                "submit it with slurm.script to have spares"
            )
        for arg in self.sbatch_args:
            flag = arg.split("=", 1)[0]
            if flag in ("--nodes", "-N", "--ntasks", "-n") or re.match(r"^-[Nn]\d", arg):
                raise ValueError(
                    f"sbatch_args: {arg!r} with spare_nodes: the allocation is job.nodes + "
                    "spare_nodes nodes and each step runs job.ranks_per_node tasks per node; "
                    "set job.nodes and job.ranks_per_node (or --ntasks-per-node) instead"
                )
        return self


BackendName = Literal["local", "slurm", "virtual"]


class BackendKind(NamedTuple):
    """One row of the backend table: where a job of this backend keeps its options."""

    options_field: Literal["local", "slurm"]
    options: type[StrictModel]
    program_fields: frozenset[str]  # which of job.command / job.workdir / job.env it honours
    description: str


BACKENDS: dict[str, BackendKind] = {
    "local": BackendKind(
        "local",
        LocalJobOptions,
        frozenset({"command", "workdir", "env"}),
        "local cluster: the simulated trainer or job.command",
    ),
    "slurm": BackendKind(
        "slurm",
        SlurmJobOptions,
        frozenset({"workdir", "env"}),
        "Slurm: slurm.script or slurm.job_id; job.env is exported, job.workdir is --chdir",
    ),
    "virtual": BackendKind(
        "local", LocalJobOptions, frozenset(), "virtual: no processes (scale tests)"
    ),
}


def _default_local_block(value: Any) -> bool:
    """Whether ``value`` is what older versions wrote as the ``local`` block of any job."""
    if value is None:
        return True
    try:
        return LocalJobOptions.model_validate(value) == LocalJobOptions()
    except ValidationError:
        return False  # reported as the invalid field it is by the field's own validation


class JobSpec(StrictModel):
    """The training job a workflow supervises."""

    name: str = Field(min_length=1, max_length=200, pattern=r"^[A-Za-z0-9][A-Za-z0-9._-]*$")
    backend: BackendName = Field(
        default="local",
        description="a row of BACKENDS: local simulated cluster, Slurm, or virtual",
    )
    nodes: int = Field(default=3, ge=1, le=4096)
    ranks_per_node: int = Field(default=2, ge=1, le=64)
    checkpoint_uri: Annotated[str | None, AfterValidator(_check_checkpoint_uri)] = Field(
        default=None,
        max_length=MAX_PATH_CHARS,
        description="s3://bucket/prefix, file:///path or a path; default: the backend's own",
    )
    expected_step_seconds: float | None = Field(default=None, gt=0, le=86_400)
    command: Command = None
    workdir: Workdir = None
    env: JobEnv = Field(default_factory=dict)
    local: LocalJobOptions | None = Field(
        default=None, description="options of the local and virtual backends (default filled in)"
    )
    slurm: SlurmJobOptions | None = Field(default=None, description="options of the slurm backend")

    @model_validator(mode="before")
    @classmethod
    def _legacy_local_block(cls, data: Any) -> Any:
        """Earlier versions wrote a default ``local`` block into every job, Slurm ones too;
        such input (README examples, recorded histories) still decodes."""
        if isinstance(data, dict) and data.get("backend") == "slurm" and "local" in data:
            if _default_local_block(data["local"]):
                data = {k: v for k, v in data.items() if k != "local"}
        return data

    @model_validator(mode="after")
    def _options_fit_backend(self) -> JobSpec:
        kind = BACKENDS[self.backend]
        for name in ("local", "slurm"):
            if name != kind.options_field and getattr(self, name) is not None:
                raise ValueError(f"{name}: not an option of backend {self.backend!r}")
        if getattr(self, kind.options_field) is None and kind.options is LocalJobOptions:
            self.local = LocalJobOptions()
        for name in ("command", "workdir", "env"):
            if getattr(self, name) and name not in kind.program_fields:
                raise ValueError(
                    f"{name}: not used by backend {self.backend!r} ({kind.description})"
                )
        return self

    @property
    def program(self) -> JobProgram:
        return JobProgram(command=self.command, workdir=self.workdir, env=self.env)


# a list longer than this is written compactly in payloads (a hostlist, a rank layout)
LONG_LIST = 64
MAX_OBSERVED_RANKS = 64  # ranks an observation carries in a payload (JobObservation.bounded)


def block_layout(nodes: list[str], ranks: dict[str, str]) -> int | None:
    """R when ``ranks`` maps rank r to ``nodes[r // R]`` for every rank (the usual layout:
    R ranks on each node in node order), else None."""
    if not nodes or not ranks or len(ranks) % len(nodes):
        return None
    per = len(ranks) // len(nodes)
    for r, node in enumerate(n for n in nodes for _ in range(per)):
        if ranks.get(str(r)) != node:
            return None
    return per


def expand_node_hostlist(data: Any) -> Any:
    """Payload -> model: a ``node_hostlist`` (see compact_nodes) back into ``nodes``."""
    if isinstance(data, dict) and "node_hostlist" in data:
        data = dict(data)
        text = data.pop("node_hostlist")
        if text:
            data["nodes"] = expand(text)
    return data


def compact_nodes(data: dict[str, Any], nodes: list[str]) -> dict[str, Any]:
    """Model -> payload: more than LONG_LIST ``nodes`` are written as ``node_hostlist``
    (``nodes`` empty there) when the hostlist reads back to the same list."""
    if len(nodes) > LONG_LIST:
        text = compress(nodes)
        if expand(text) == nodes:
            data["nodes"], data["node_hostlist"] = [], text
    return data


class JobHandle(BaseModel):
    """Identifies one job on a backend, and which run (attempt) of it is current.

    In payloads (history, the status query) a long ``nodes`` list is written as
    ``node_hostlist`` (``gpu[0001-2048]``) and a long ``ranks`` map whose ranks sit R to a node
    in node order as ``ranks_per_node`` (``nodes``/``ranks`` are then empty there); both read
    back to the full lists, and payloads written before read as they were."""

    backend: str
    job_id: str
    run: int = 1
    nodes: list[str] = Field(default_factory=list)
    ranks: dict[str, str] = Field(default_factory=dict, description="rank -> node")
    checkpoint_uri: str | None = None
    started_at: datetime | None = None
    step: int = Field(
        default=0, description="Slurm spares: the training step within the allocation, from 0"
    )
    restart_via: Literal["in_allocation", "requeue", "resubmit"] | None = Field(
        default=None, description="how the restart that made this run was done"
    )
    restart_note: str | None = Field(
        default=None, description="why that way (e.g. why a job with spares was requeued)"
    )
    queued_at: datetime | None = Field(
        default=None, description="when the restarted job went back to the scheduler's queue"
    )

    @model_validator(mode="before")
    @classmethod
    def _expand_compact(cls, data: Any) -> Any:
        if not isinstance(data, dict) or not (
            "node_hostlist" in data or "ranks_per_node" in data
        ):
            return data
        data = expand_node_hostlist(data)
        per = data.pop("ranks_per_node", None)
        if per:
            nodes = data.get("nodes") or []
            data["ranks"] = {
                str(i * per + k): node for i, node in enumerate(nodes) for k in range(per)
            }
        return data

    @model_serializer(mode="wrap")
    def _compact_when_long(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        data = handler(self)
        if len(self.ranks) > LONG_LIST and (per := block_layout(self.nodes, self.ranks)):
            data["ranks"], data["ranks_per_node"] = {}, per
        return compact_nodes(data, self.nodes)


class RankProgress(BaseModel):
    rank: int
    node: str
    step: int | None = None
    at: datetime | None = None
    step_seconds: list[float] = Field(default_factory=list, description="recent, oldest first")
    phase: str | None = Field(default=None, description="`progress.phase(name)` the rank is in")
    phase_since: datetime | None = None
    load_seconds: float | None = Field(
        default=None, description="this process's checkpoint load (its `load` phase), seconds"
    )


class FirstSign(BaseModel):
    """A fault seen while the job is still RUNNING, before any launcher or scheduler verdict:
    a rank or node launcher exited, a fatal line appeared, a node left service."""

    kind: Literal["process_exit", "fatal_line", "node_down"]
    at: datetime = Field(description="the sign's own time: exit time, the line's timestamp")
    node: str | None = None
    rank: int | None = None
    detail: str = ""
    exit_status: int | None = None
    signal: str | None = Field(default=None, description="e.g. SIGKILL, when killed by one")
    signature: str | None = Field(default=None, description="fatal_line: the catalog id")
    bound: bool = Field(
        default=False, description="`at` is only an upper bound (the line had no own time)"
    )


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
    first_signs: list[FirstSign] = Field(
        default_factory=list, description="faults seen while RUNNING (trainwarden.firstsign)"
    )
    progress_source: str = Field(
        default="unknown",
        description="where progress was read: 'status' (status files), 'logs' (output lines), "
        "'status+logs', 'none' (no source: hang detection off), 'unknown' (not reported)",
    )
    rank_count: int | None = Field(
        default=None,
        exclude_if=lambda value: value is None,
        description="ranks observed in all, when `ranks` holds only a sample (see bounded)",
    )

    def bounded(
        self, named: Iterable[int | None] = (), keep: int = MAX_OBSERVED_RANKS
    ) -> JobObservation:
        """This observation with at most ``keep`` ranks, for a payload (16,384 ranks would be
        megabytes): the ``named`` ranks (a first sign's), then the ranks that decide what a
        workflow reads (the newest step, the newest progress, the slowest checkpoint load, the
        oldest progress), then the lowest ranks. ``step``, ``checkpoint_load_seconds`` and
        the newest progress read the same from the sample; ``rank_count`` keeps the total."""
        if len(self.ranks) <= keep:
            return self
        wanted = dict.fromkeys(r for r in named if r is not None)
        timed = [r for r in self.ranks if r.at is not None]
        stepped = [r for r in timed if r.step is not None]
        loaded = [r for r in self.ranks if r.load_seconds is not None]
        for group, key in (
            (stepped, lambda r: (r.step, r.at)),
            (timed, lambda r: r.at),
            (loaded, lambda r: r.load_seconds),
        ):
            if group:
                wanted[max(group, key=key).rank] = None
        if timed:
            wanted[min((r.at, r.rank) for r in timed if r.at is not None)[1]] = None
        for r in self.ranks:
            if len(wanted) >= keep:
                break
            wanted.setdefault(r.rank, None)
        chosen = set(list(wanted)[:keep])
        sample = [r for r in self.ranks if r.rank in chosen]
        return self.model_copy(update={"ranks": sample, "rank_count": len(self.ranks)})

    @model_validator(mode="before")
    @classmethod
    def _expand_hostlist(cls, data: Any) -> Any:
        return expand_node_hostlist(data)

    @model_serializer(mode="wrap")
    def _compact_when_long(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        return compact_nodes(handler(self), self.nodes)

    @property
    def step(self) -> int | None:
        steps = [r.step for r in self.ranks if r.step is not None]
        return max(steps) if steps else None

    @property
    def checkpoint_load_seconds(self) -> float | None:
        """The run's checkpoint load as its ranks reported it: the slowest rank's (training
        starts when the last rank has loaded)."""
        loads = [r.load_seconds for r in self.ranks if r.load_seconds is not None]
        return max(loads) if loads else None


class BackendCommand(BaseModel):
    """One thing done to the cluster, as history should show it."""

    command: str
    exit_code: int = 0
    output: str = ""
    at: datetime | None = None
    skipped: bool = Field(default=False, description="not run: state showed it was already done")
