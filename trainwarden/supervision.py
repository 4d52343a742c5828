"""The supervision workflow's public data: its input, signals, status query and result.

Pure pydantic (no Temporal), so the CLI, `warden report` and tests read the same shapes the
workflow writes to history (docs/supervision.md and 5).
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from trainwarden.attribution.recurrence import FailureSummary
from trainwarden.attribution.result import AttributionResult
from trainwarden.cases.evidence import EvidenceBundleRef
from trainwarden.checkpoints.models import CheckpointVerdict
from trainwarden.models import MAX_PATH_CHARS, BackendCommand, FirstSign, JobHandle, JobSpec
from trainwarden.playbook.loader import LoadedPlaybook
from trainwarden.playbook.steps import Step
from trainwarden.policy.badcheckpoint import BadCheckpoint
from trainwarden.policy.decide import Decision, JobContext
from trainwarden.policy.plan import Plan
from trainwarden.timekeeping.floorclocks import ColdStart, StepTime
from trainwarden.timekeeping.timing import IncidentTimings

SupervisorStateName = Literal[
    "starting", "supervising", "recovering", "awaiting_operator", "stopped", "completed"
]
IncidentOutcome = Literal[
    "recovering",  # actions taken, waiting for productive training
    "recovered",  # training passed its pre-failure step again
    "stopped",  # playbook, budget or operator stopped the job
    "awaiting_operator",  # recommend-only mode, wait_for_operator, or a limit reached
    "deadline_missed",  # productive training not reached within the playbook's deadline
    "superseded",  # another failure happened before this one was recovered
]


class SignalRequest(BaseModel):
    """Payload of the `stop` and `resume` signals; unknown fields are rejected."""

    model_config = ConfigDict(extra="forbid")

    reason: str = Field(min_length=1, max_length=2000)
    sender: str | None = Field(default=None, max_length=200)


class NodeCommand(SignalRequest):
    """Payload of the `exclude` and `return_node` updates."""

    node: str = Field(
        min_length=1, max_length=200, pattern=r"^[A-Za-z0-9][A-Za-z0-9._-]*$"
    )


class ModeCommand(SignalRequest):
    """Payload of the `set_mode` update."""

    mode: Literal["auto", "recommend"]


class OperatorResult(BaseModel):
    """What an accepted operator update did (its answer to the caller)."""

    update: str
    outcome: str
    sender: str | None = None
    state: SupervisorStateName
    state_reason: str | None = None
    mode: str
    excluded_nodes: dict[str, str]
    commands: list[BackendCommand] = Field(default_factory=list)


class SignalRecord(BaseModel):
    name: str
    at: datetime
    accepted: bool
    reason: str | None = None
    sender: str | None = None
    error: str | None = None
    outcome: str | None = None
    via: Literal["signal", "update"] = "signal"
    detail: dict[str, Any] = Field(
        default_factory=dict, description="an update's other fields (node, mode)"
    )



def trim_signal_records(records: list[SignalRecord], keep: int) -> None:
    """Keep at most `keep` records, dropping the oldest refused ones first: an accepted signal
    is a decision (stop, resume) that status and reports must still show after a flood of
    refused ones; refused ones stay counted in `rejected_signals`."""
    while len(records) > keep:
        refused = next((i for i, r in enumerate(records) if not r.accepted), 0)
        del records[refused]


class ActionRecord(BaseModel):
    """One playbook step as executed: what was done to the cluster and how long it took."""

    step: str
    started_at: datetime
    finished_at: datetime | None = None
    ok: bool = True
    summary: str = ""
    commands: list[BackendCommand] = Field(default_factory=list)

    @property
    def seconds(self) -> float | None:
        if self.finished_at is None:
            return None
        return round((self.finished_at - self.started_at).total_seconds(), 3)


class NodeHealthNote(BaseModel):
    """What the cluster's node-health ledger answered when this incident consulted it."""

    decision: str
    reason: str
    nodes: list[str] = Field(default_factory=list, description="the nodes asked about")
    exclude: list[str] = Field(default_factory=list)
    already_out: list[str] = Field(default_factory=list)


class ShadowDecision(BaseModel):
    """What the shadow playbook would have done on an incident (never executed)."""

    decision: Decision
    agrees: bool
    differences: list[str] = Field(default_factory=list, description="acting vs shadow")
    plan: Plan | None = Field(
        default=None, description="its decisions, step by step (None: recorded before plans were)"
    )


class Incident(BaseModel):
    id: str
    number: int
    trigger: str = Field(description="what the monitor saw: failed, hang, straggler, ...")
    observed: str = Field(default="", description="job state, exit code and reason when seen")
    first_signs: list[FirstSign] = Field(
        default_factory=list, description="what was seen while the job still ran (earliest first)"
    )
    run: int = 1
    stall_seen_seconds: float | None = Field(
        default=None, description="a hang: the monitor saw no progress this long (attribution's)"
    )
    attribution: AttributionResult | None = None
    failure: FailureSummary | None = Field(
        default=None,
        description="which node and rank failed first, in which phase, with which signature: "
        "what later incidents' attribution sees of this one (evidence across restarts)",
    )
    evidence: EvidenceBundleRef | None = Field(
        default=None, description="the evidence bundle and its durable copy in the store"
    )
    context: JobContext | None = Field(
        default=None, description="what the workflow knew about the job when it decided"
    )
    decision: Decision | None = Field(
        default=None, description="the acting playbook's decision (trainwarden.policy.decide)"
    )
    shadow: ShadowDecision | None = Field(
        default=None, description="the shadow playbook's decision, recorded and never executed"
    )
    rule: str | None = None
    planned_steps: list[str] = Field(default_factory=list)
    recommendation: str | None = None
    actions: list[ActionRecord] = Field(default_factory=list)
    excluded_nodes: list[str] = Field(default_factory=list)
    node_health: NodeHealthNote | None = None
    checkpoint: CheckpointVerdict | None = None
    bad_checkpoint: BadCheckpoint | None = Field(
        default=None,
        description="the checkpoint the failed run was started from and died loading (before "
        "its first step): marked bad for this job, later verifications skip it",
    )
    resumes: int = Field(default=0, description="times an operator resumed this incident")
    step_time: StepTime | None = Field(
        default=None, description="the failed run's measured step time (the floor's rate)"
    )
    checkpoint_load_seconds: float | None = Field(
        default=None, description="the restarted run's checkpoint load, as its program reported it"
    )
    outcome: IncidentOutcome = "recovering"
    outcome_reason: str | None = None
    timings: IncidentTimings = Field(default_factory=IncidentTimings)


class SupervisionTuning(BaseModel):
    """Knobs of the workflow itself (not of the recovery policy, which is the playbook's)."""

    model_config = ConfigDict(extra="forbid")

    monitor_lease_seconds: float = Field(
        default=3600.0,
        gt=0,
        le=86400.0,
        description="a healthy monitor activity returns after this long (at most a day)",
    )
    continue_as_new_events: int = Field(
        default=2000,
        ge=20,
        le=40_000,
        description="continue-as-new once history has this many events (the server's hard "
        "limit is 51,200)",
    )
    continue_as_new_bytes: int = Field(
        default=4_000_000,
        ge=100_000,
        le=40_000_000,
        description="... or this many bytes (the server's hard limit is 50 MB)",
    )
    continue_as_new_signals: int = Field(
        default=24,
        ge=1,
        le=10_000,
        description="... or once a run has taken this many signals: keep it at most half the "
        "server's `history.maximumSignalsPerExecution` (48 on the servers the product starts), "
        "which refuses any more in that run",
    )


class SuperviseInput(BaseModel):
    """Workflow input: `temporal workflow start --input '{"job": {...}, "playbook": "default"}'`."""

    model_config = ConfigDict(extra="forbid")

    job: JobSpec
    playbook: str = Field(
        default="default",
        min_length=1,
        max_length=MAX_PATH_CHARS,
        description="shipped playbook name or a file path",
    )
    shadow_playbook: str | None = Field(
        default=None,
        min_length=1,
        max_length=MAX_PATH_CHARS,
        description="a second playbook evaluated on every incident next to the acting one; "
        "its decisions are recorded, never executed",
    )
    shadow_params: dict[str, Any] | None = Field(
        default=None, description="the shadow playbook's param overrides; None: `params`"
    )
    params: dict[str, Any] = Field(default_factory=dict, description="playbook param overrides")
    tuning: SupervisionTuning = Field(default_factory=SupervisionTuning)
    carried: SupervisorState | None = Field(
        default=None, description="set by continue-as-new only; users leave it out"
    )


class SupervisorState(BaseModel):
    """Everything the workflow knows; carried across continue-as-new."""

    state: SupervisorStateName = "starting"
    state_reason: str | None = None
    playbook: LoadedPlaybook
    shadow_playbook: LoadedPlaybook | None = None
    handle: JobHandle | None = None
    restarts: list[datetime] = Field(default_factory=list, description="counted restarts")
    restart_count: int = 0
    excluded_nodes: dict[str, str] = Field(default_factory=dict, description="node -> incident")
    incidents: list[Incident] = Field(default_factory=list)
    incident_total: int = 0
    high_water_step: int | None = None
    bad_checkpoints: list[BadCheckpoint] = Field(
        default_factory=list,
        description="checkpoints a run died loading: skipped by verification (newest kept)",
    )
    signals: list[SignalRecord] = Field(default_factory=list)
    rejected_signals: int = 0
    pending_steps: list[Step] = Field(
        default_factory=list, description="steps to run when an operator resumes"
    )
    operator_deadline: datetime | None = Field(
        default=None, description="wait_for_operator: stop the job if nobody answers by then"
    )
    resume_count: int = 0
    stop_count: int = 0
    runs_of_workflow: int = Field(default=1, description="1 + continue-as-new count")
    progress_source: str | None = Field(
        default=None,
        description="where the monitor last read progress from (status, logs, none)",
    )
    started_at: datetime | None = None
    cold_start: ColdStart | None = Field(
        default=None, description="the job's first run: process start -> first step (measured)"
    )

    def fit_to(self, max_bytes: int) -> int:
        """Drop the oldest signal records, then the oldest finished incidents, until the state
        serializes to at most `max_bytes` (it is carried across continue-as-new, one payload
        the server refuses above its blob limit); the counts (`rejected_signals`,
        `incident_total`) stay. Returns how many records were dropped."""
        dropped = 0
        while len(self.model_dump_json().encode()) > max_bytes:
            older = self.incidents[:-1]  # the newest may be in hand
            if self.signals:
                trim_signal_records(self.signals, len(self.signals) * 3 // 4)
            elif older:
                del self.incidents[: max(1, len(older) // 4)]
            else:
                return dropped
            dropped += 1
        return dropped

    def to_status(self, workflow_id: str, job: str) -> SupervisorStatus:
        """What the `status` query answers (also rebuilt from replayed histories by reports)."""
        pb = self.playbook.playbook
        return SupervisorStatus(
            workflow_id=workflow_id,
            job=job,
            state=self.state,
            state_reason=self.state_reason,
            playbook=pb.name,
            playbook_version=pb.version,
            playbook_hash=self.playbook.content_hash,
            shadow_playbook=self.shadow_playbook.playbook.name if self.shadow_playbook else None,
            shadow_playbook_hash=(
                self.shadow_playbook.content_hash if self.shadow_playbook else None
            ),
            mode=pb.policies.mode,
            restarts_used=self.restart_count,
            max_restarts=pb.policies.max_restarts,
            excluded_nodes=dict(self.excluded_nodes),
            handle=self.handle,
            high_water_step=self.high_water_step,
            incidents=list(self.incidents),
            incident_total=self.incident_total,
            signals=list(self.signals),
            rejected_signals=self.rejected_signals,
            runs_of_workflow=self.runs_of_workflow,
            cold_start=self.cold_start,
            progress=(
                "no progress source: hang detection off"
                if self.progress_source == "none"
                else self.progress_source
            ),
        )


class SupervisorStatus(BaseModel):
    """Answer of the `status` query and the workflow result."""

    workflow_id: str
    job: str
    state: SupervisorStateName
    state_reason: str | None = None
    playbook: str
    playbook_version: str | None = None
    playbook_hash: str
    shadow_playbook: str | None = None
    shadow_playbook_hash: str | None = None
    mode: str
    restarts_used: int
    max_restarts: int
    excluded_nodes: dict[str, str]
    handle: JobHandle | None = None
    high_water_step: int | None = None
    incidents: list[Incident]
    incident_total: int
    signals: list[SignalRecord]
    rejected_signals: int
    runs_of_workflow: int
    progress: str | None = Field(
        default=None, description="progress source, or that hang detection is off for lack of one"
    )
    cold_start: ColdStart | None = Field(
        default=None, description="the job's first run: process start -> first step (measured)"
    )


SuperviseInput.model_rebuild()
