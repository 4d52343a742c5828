"""The incident report of one supervised job: what `warden report` prints and its --json.

Built from a SupervisorStatus (the `status` query, the workflow result, or a replayed history),
so it reads the same whether the workflow runs, completed or continued-as-new.
"""

from __future__ import annotations

import statistics
from datetime import datetime

from pydantic import BaseModel, Field

from trainwarden.models import BackendCommand, JobSpec
from trainwarden.policy.badcheckpoint import bad_checkpoint_note
from trainwarden.policy.decide import Decision
from trainwarden.reporting.badput import BUCKET_NAMES, Bucket, incident_badput
from trainwarden.reporting.floor import (
    FloorMeasurements,
    IncidentFloor,
    incident_floor,
    measurements_for,
)
from trainwarden.reporting.goodput import Goodput, job_goodput
from trainwarden.supervision import (
    Incident,
    NodeHealthNote,
    ShadowDecision,
    SignalRecord,
    SupervisorStatus,
)
from trainwarden.timekeeping.timing import IncidentTimings


class ActionLine(BaseModel):
    step: str
    started_at: datetime
    finished_at: datetime | None
    seconds: float | None
    ok: bool
    summary: str
    commands: list[BackendCommand]


class IncidentReport(BaseModel):
    id: str
    number: int
    trigger: str
    outcome: str
    outcome_reason: str | None
    verdict: str | None
    category: str | None
    signature: str | None
    confidence: float | None
    evidence: str | None = Field(description="first initiating evidence line, file:line: text")
    explanation: str | None
    implicated_nodes: list[str]
    excluded_nodes: list[str]
    node_health: NodeHealthNote | None = Field(
        default=None, description="the cluster's node-health decision on this incident's nodes"
    )
    actions: list[ActionLine]
    checkpoint_step: int | None
    checkpoint_location: str | None
    bad_checkpoint: str | None = Field(
        default=None,
        description="the checkpoint the failed run died loading, marked bad for this job",
    )
    rejected_checkpoints: list[str] = Field(
        default_factory=list, description="newer checkpoints verification passed over, and why"
    )
    lost_steps: int | None
    timings: IncidentTimings
    badput_seconds: dict[str, float]
    badput_complete: bool
    badput: list[Bucket] = Field(description="the buckets' time intervals, for timelines")
    floor: IncidentFloor | None = Field(
        default=None, description="time-to-productive against its floor (reporting/floor.py)"
    )
    decision: Decision | None = Field(default=None, description="the acting playbook's decision")
    shadow: ShadowDecision | None = Field(
        default=None, description="what the shadow playbook would have done (not executed)"
    )


class Totals(BaseModel):
    incidents: int = Field(description="all incidents ever, including ones no longer kept")
    incidents_in_report: int
    recovered: int
    restarts: int
    excluded_nodes: list[str]
    lost_steps: int
    median_time_to_action: float | None
    median_time_to_productive_training: float | None
    max_time_to_productive_training: float | None
    badput_seconds: dict[str, float]


class ShadowTotals(BaseModel):
    """Shadow mode over a job: how often the shadow playbook would have decided otherwise."""

    playbook: str
    playbook_hash: str | None
    evaluated: int = Field(description="incidents the shadow playbook was evaluated on")
    disagreements: int = Field(description="of those, where it would have decided otherwise")


class JobReport(BaseModel):
    workflow_id: str
    job: str
    state: str
    state_reason: str | None
    playbook: str
    playbook_hash: str
    runs_of_workflow: int
    incidents: list[IncidentReport]
    totals: Totals
    goodput: Goodput | None = None
    nodes: dict[str, list[str]] = Field(
        default_factory=dict, description="node -> the incidents that implicated or excluded it"
    )
    operator: list[SignalRecord] = Field(
        default_factory=list, description="operator signals and updates, with their senders"
    )
    shadow: ShadowTotals | None = Field(default=None, description="with a shadow playbook only")


def incident_report(inc: Incident, floor_inputs: FloorMeasurements | None = None) -> IncidentReport:
    a = inc.attribution
    ev = a.initiating.evidence[0] if a and a.initiating.evidence else None
    bad = incident_badput(inc)
    ck = inc.checkpoint
    return IncidentReport(
        id=inc.id,
        number=inc.number,
        trigger=inc.trigger,
        outcome=inc.outcome,
        outcome_reason=inc.outcome_reason,
        verdict=a.verdict if a else None,
        category=a.category if a else None,
        signature=a.signature if a else None,
        confidence=a.confidence if a else None,
        evidence=f"{ev.file}:{ev.line}: {ev.text.strip()}" if ev else None,
        explanation=a.explanation if a else None,
        implicated_nodes=list(a.implicated_nodes) if a else [],
        excluded_nodes=list(inc.excluded_nodes),
        node_health=inc.node_health,
        actions=[
            ActionLine(
                step=act.step,
                started_at=act.started_at,
                finished_at=act.finished_at,
                seconds=act.seconds,
                ok=act.ok,
                summary=act.summary,
                commands=act.commands,
            )
            for act in inc.actions
        ],
        checkpoint_step=ck.step if ck and ck.usable else None,
        checkpoint_location=ck.location if ck and ck.usable else None,
        bad_checkpoint=bad_checkpoint_note(inc.bad_checkpoint) if inc.bad_checkpoint else None,
        rejected_checkpoints=[r.reason for r in ck.rejected] if ck else [],
        lost_steps=inc.timings.lost_steps,
        timings=inc.timings,
        badput_seconds={b.name: b.seconds for b in bad.buckets},
        badput_complete=bad.complete,
        badput=bad.buckets,
        floor=incident_floor(inc, bad, floor_inputs or FloorMeasurements()),
        decision=inc.decision,
        shadow=inc.shadow,
    )


def _median(values: list[float | None]) -> float | None:
    known = [v for v in values if v is not None]
    return round(statistics.median(known), 3) if known else None


def job_report(
    status: SupervisorStatus,
    *,
    window: tuple[datetime, datetime] | None = None,
    supervised: tuple[datetime, datetime | None] | None = None,
    job: JobSpec | None = None,
) -> JobReport:
    """window and supervised (start, close-or-None) give the goodput; without them none.
    job (the workflow input's JobSpec) gives the floor its declared step time when none was
    measured."""
    incidents = [
        incident_report(i, measurements_for(i, status.incidents[:k], status.cold_start, job))
        for k, i in enumerate(status.incidents)
    ]
    ttp = [i.timings.time_to_productive_training for i in incidents]
    totals = Totals(
        incidents=status.incident_total,
        incidents_in_report=len(incidents),
        recovered=sum(1 for i in incidents if i.outcome == "recovered"),
        restarts=status.restarts_used,
        excluded_nodes=sorted(status.excluded_nodes),
        lost_steps=sum(i.lost_steps or 0 for i in incidents),
        median_time_to_action=_median([i.timings.time_to_action for i in incidents]),
        median_time_to_productive_training=_median(ttp),
        max_time_to_productive_training=max((v for v in ttp if v is not None), default=None),
        badput_seconds={
            name: round(sum(i.badput_seconds[name] for i in incidents), 6) for name in BUCKET_NAMES
        },
    )
    goodput = None
    if window is not None and supervised is not None:
        goodput = job_goodput(
            status,
            window_start=window[0],
            window_end=window[1],
            supervised_from=supervised[0],
            supervised_to=supervised[1],
        )
    return JobReport(
        workflow_id=status.workflow_id,
        job=status.job,
        state=status.state,
        state_reason=status.state_reason,
        playbook=status.playbook,
        playbook_hash=status.playbook_hash,
        runs_of_workflow=status.runs_of_workflow,
        incidents=incidents,
        totals=totals,
        goodput=goodput,
        nodes=incidents_by_node(incidents),
        operator=list(status.signals),
        shadow=(
            ShadowTotals(
                playbook=status.shadow_playbook,
                playbook_hash=status.shadow_playbook_hash,
                evaluated=sum(1 for i in incidents if i.shadow is not None),
                disagreements=sum(1 for i in incidents if i.shadow and not i.shadow.agrees),
            )
            if status.shadow_playbook
            else None
        ),
    )


def incidents_by_node(incidents: list[IncidentReport]) -> dict[str, list[str]]:
    """Links each node to the incidents that named it (implicated, excluded, or asked the
    cluster about): the bridge between `warden report` and `warden nodes`."""
    out: dict[str, list[str]] = {}
    for inc in incidents:
        asked = inc.node_health.nodes if inc.node_health else []
        for node in dict.fromkeys([*inc.implicated_nodes, *inc.excluded_nodes, *asked]):
            out.setdefault(node, []).append(inc.id)
    return dict(sorted(out.items()))
