"""Inputs and outputs of every activity: one pydantic model in, one out."""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, Field, model_validator

from trainwarden.activities.backends.base import CheckpointRef
from trainwarden.attribution.recurrence import RecurrenceInput
from trainwarden.cases.evidence import EvidenceBundleRef as EvidenceBundleRef
from trainwarden.checkpoints.models import RejectedCheckpoint
from trainwarden.models import BackendCommand, FirstSign, JobHandle, JobObservation, JobSpec
from trainwarden.playbook.schema import Detection
from trainwarden.progresslog.settings import ProgressSettings


class LoadPlaybookInput(BaseModel):
    ref: str
    params: dict[str, Any] = Field(default_factory=dict)


class StartJobInput(BaseModel):
    job: JobSpec
    key: str


class JobActionResult(BaseModel):
    """What a mutating activity did; `commands` is the exact record of cluster commands."""

    handle: JobHandle | None = None
    summary: str
    commands: list[BackendCommand] = Field(default_factory=list)
    nodes: list[str] = Field(default_factory=list)


LEGACY_DETECTION_FIELDS = ("poll_interval", "hang_threshold", "straggler")


class MonitorInput(BaseModel):
    job: JobSpec
    handle: JobHandle
    detection: Detection = Field(
        default_factory=Detection, description="the playbook's detection section, as loaded"
    )
    lease_seconds: float = Field(
        default=3600.0, description="return after this long even if healthy (bounds one attempt)"
    )
    report_running: bool = False
    report_resumed: bool = False
    report_first_step: bool = Field(
        default=False,
        description="report 'first_step' once the run is RUNNING past its first step (the job's "
        "first run: its cold start, for the floor)",
    )
    productive_step: int | None = Field(
        default=None, description="report 'productive' once a step beyond this completes"
    )
    productive_seen: bool = Field(
        default=True,
        description="productive_step is the step reached before the failure; False: that was "
        "never seen, and productive_step is the restored checkpoint's step",
    )
    progress: ProgressSettings = Field(
        default_factory=ProgressSettings,
        description="the playbook's `progress` section: output-line presets, start-up grace, "
        "phase limits",
    )

    @model_validator(mode="before")
    @classmethod
    def _scheduled_by_an_older_worker(cls, data: Any) -> Any:
        """A monitor scheduled before detection travelled as one model (flat poll_interval,
        hang_threshold, straggler) keeps its settings when a newer worker runs it."""
        if isinstance(data, dict) and "detection" not in data:
            data = dict(data)
            legacy = {k: data.pop(k, None) for k in LEGACY_DETECTION_FIELDS}
            data["detection"] = {k: v for k, v in legacy.items() if v is not None}
        return data


MonitorEventKind = Literal[
    "failed",
    "hang",
    "straggler",
    "completed",
    "running",
    "resumed",
    "productive",
    "lease_expired",
    "first_step",
]


class MonitorResult(BaseModel):
    kind: MonitorEventKind
    detected_at: datetime
    at: datetime | None = Field(
        default=None, description="when it happened, from the backend's own data"
    )
    detail: str = ""
    step: int | None = None
    high_water_step: int | None = None
    node: str | None = None
    observation: JobObservation
    polls: int = 0
    first_signs: list[FirstSign] = Field(
        default_factory=list, description="kind failed while RUNNING: what was seen, earliest first"
    )


class CollectEvidenceInput(BaseModel):
    job: JobSpec
    handle: JobHandle
    incident_id: str
    since: datetime | None = None


class AttributeInput(BaseModel):
    bundle_path: str
    catalogs: list[str] = Field(default_factory=list)
    since: datetime | None = None
    stall_seen_seconds: float | None = Field(
        default=None, description="the monitor saw no progress this long, then declared a hang"
    )
    recurrence: RecurrenceInput | None = Field(
        default=None,
        description="the job's recent incidents (evidence across restarts); None: this bundle "
        "alone, as `warden attribute` and inputs scheduled by older workers",
    )


class ExcludeInput(BaseModel):
    job: JobSpec
    handle: JobHandle
    nodes: list[str]
    reason: str
    key: str


class ReturnToServiceInput(BaseModel):
    job: JobSpec
    nodes: list[str]
    reason: str
    key: str


class VerifyCheckpointInput(BaseModel):
    uri: str
    layout: str = "manifest"
    checksums: bool = False
    fallback: bool = Field(default=True, description="take an older one if the newest is broken")
    rollback: int = Field(default=0, ge=0, description="skip this many newest good checkpoints")
    custom_layouts: list[dict[str, Any]] = Field(default_factory=list)
    endpoint_url: str | None = None
    skip: list[RejectedCheckpoint] = Field(
        default_factory=list,
        description="checkpoints bad for this job (failed to load): rejected with their reason",
    )


class RestartInput(BaseModel):
    job: JobSpec
    handle: JobHandle
    exclude: list[str]
    checkpoint: CheckpointRef | None = None
    key: str
    requeue_priority: str = Field(
        default="as_is", description="the playbook's policies.requeue_priority"
    )


class StopInput(BaseModel):
    job: JobSpec
    handle: JobHandle
    reason: str
    key: str
