"""Where the time of one interruption went: named badput buckets from recorded timestamps only.

The buckets partition [failed_at, end] where end is productive_at (or, for an incident not
recovered yet, the last milestone reached), so they add up exactly to
time_to_productive_training. Milestones recorded out of order (evidence clocks vs the worker's
clock) are clamped to the one before, never reordered or guessed.
"""

from __future__ import annotations

from datetime import datetime

from pydantic import BaseModel, Field, computed_field

from trainwarden.reporting.intervals import Interval, clip, micros, subtract, total_micros
from trainwarden.supervision import ActionRecord, Incident


class BucketSpec(BaseModel):
    name: str
    label: str
    meaning: str
    goodput_badput: str = Field(description="the ml-goodput-measurement BadputType it maps onto")
    color: str


BUCKETS: tuple[BucketSpec, ...] = (
    BucketSpec(
        name="detection",
        label="detection",
        meaning="failed_at -> detected_at: the failure happened, nobody knew yet",
        goodput_badput="INFRASTRUCTURE_RECOVERY_FROM_DISRUPTION",
        color="#d62728",
    ),
    BucketSpec(
        name="diagnosis",
        label="diagnosis",
        meaning="detected_at -> attributed_at: evidence collection and attribution",
        goodput_badput="INFRASTRUCTURE_RECOVERY_FROM_DISRUPTION",
        color="#ff7f0e",
    ),
    BucketSpec(
        name="exclusion",
        label="exclusion",
        meaning="duration of the exclude actions (drain/cordon the implicated nodes)",
        goodput_badput="INFRASTRUCTURE_RECOVERY_FROM_DISRUPTION",
        color="#8c564b",
    ),
    BucketSpec(
        name="checkpoint_verification",
        label="checkpoint verification",
        meaning="duration of the verify_checkpoint actions",
        goodput_badput="UNPRODUCTIVE_CHECKPOINT_RESTORE_TIME",
        color="#9467bd",
    ),
    BucketSpec(
        name="other",
        label="other/orchestration",
        meaning="attributed_at -> restart call, not spent in an action: workflow scheduling, "
        "restart backoff, waiting for an operator",
        goodput_badput="OTHER",
        color="#7f7f7f",
    ),
    BucketSpec(
        name="scheduler_wait",
        label="scheduler wait",
        meaning="restart call started -> running_at: resubmission and queueing",
        goodput_badput="INFRASTRUCTURE_RECOVERY_FROM_DISRUPTION",
        color="#e377c2",
    ),
    BucketSpec(
        name="startup",
        label="start-up + checkpoint load",
        meaning="running_at -> resumed_at: program start-up and checkpoint restore",
        goodput_badput="PROGRAM_STARTUP + UNPRODUCTIVE_CHECKPOINT_RESTORE_TIME",
        color="#17becf",
    ),
    BucketSpec(
        name="recomputation",
        label="recomputation of lost steps",
        meaning="resumed_at -> productive_at: redoing the steps after the restored checkpoint",
        goodput_badput="WASTED_PROGRESS_FROM_DISRUPTION",
        color="#bcbd22",
    ),
)
BUCKET_NAMES: tuple[str, ...] = tuple(b.name for b in BUCKETS)
BUCKET_BY_NAME: dict[str, BucketSpec] = {b.name: b for b in BUCKETS}


class Bucket(BaseModel):
    name: str
    intervals: list[Interval] = Field(default_factory=list)

    @computed_field  # type: ignore[prop-decorator]
    @property
    def seconds(self) -> float:
        return total_micros(self.intervals) / 1e6


class IncidentBadput(BaseModel):
    incident_id: str
    start: datetime | None = Field(description="failed_at")
    end: datetime | None = Field(description="productive_at, or the last milestone reached")
    complete: bool = Field(description="productive training was reached")
    buckets: list[Bucket]
    clamped: list[str] = Field(
        default_factory=list, description="milestones recorded before the previous one"
    )

    @computed_field  # type: ignore[prop-decorator]
    @property
    def total_seconds(self) -> float:
        return sum(total_micros(b.intervals) for b in self.buckets) / 1e6

    def seconds(self, name: str) -> float:
        return next(b.seconds for b in self.buckets if b.name == name)


def _restart_action(actions: list[ActionRecord]) -> ActionRecord | None:
    restarts = [a for a in actions if a.step == "restart"]
    return restarts[-1] if restarts else None


def incident_badput(inc: Incident) -> IncidentBadput:
    """Split the incident's interruption into the BUCKETS (see the module docstring)."""
    t = inc.timings
    buckets = {name: Bucket(name=name) for name in BUCKET_NAMES}
    if t.failed_at is None:
        return IncidentBadput(
            incident_id=inc.id, start=None, end=None, complete=False, buckets=list(buckets.values())
        )
    restart = _restart_action(inc.actions)
    chain: list[tuple[str, datetime | None]] = [
        ("failed_at", t.failed_at),
        ("detected_at", t.detected_at),
        ("attributed_at", t.attributed_at),
        ("restart_started", restart.started_at if restart else None),
        ("running_at", t.running_at),
        ("resumed_at", t.resumed_at),
        ("productive_at", t.productive_at),
    ]
    clamped: list[str] = []
    marks: list[tuple[str, datetime]] = []
    cursor = t.failed_at
    for name, at in chain:
        if at is None:
            continue
        if at < cursor:
            clamped.append(name)
            at = cursor
        marks.append((name, at))
        cursor = at
    end = cursor
    complete = marks[-1][0] == "productive_at"
    if not complete:  # actions after the last milestone (exclude, stop) still cost time
        finished = [
            a.finished_at for a in inc.actions if a.finished_at is not None and a.step != "notify"
        ]
        end = max([end, *finished])
    segments = list(zip(marks, marks[1:], strict=False))
    if end > marks[-1][1]:
        segments.append((marks[-1], ("tail", end)))
    for (_, a), (b_name, b) in segments:
        if b_name in ("restart_started", "tail"):
            _split_actions(inc.actions, Interval(start=a, end=b), buckets)
        else:
            buckets[_BUCKET_ENDING_AT[b_name]].intervals.append(Interval(start=a, end=b))
    result = IncidentBadput(
        incident_id=inc.id,
        start=t.failed_at,
        end=end,
        complete=complete,
        buckets=list(buckets.values()),
        clamped=clamped,
    )
    if total_micros([i for b in result.buckets for i in b.intervals]) != micros(t.failed_at, end):
        raise AssertionError(f"badput buckets of {inc.id} do not partition its interruption")
    return result


_BUCKET_ENDING_AT = {
    "detected_at": "detection",
    "attributed_at": "diagnosis",
    "running_at": "scheduler_wait",
    "resumed_at": "startup",
    "productive_at": "recomputation",
}


def _split_actions(
    actions: list[ActionRecord], window: Interval, buckets: dict[str, Bucket]
) -> None:
    """Exclusion and verification actions inside window get their buckets; the rest is other."""
    taken: list[Interval] = []
    for kind, bucket in (
        ("exclude", "exclusion"),
        ("verify_checkpoint", "checkpoint_verification"),
    ):
        spans = [
            Interval(start=a.started_at, end=a.finished_at)
            for a in actions
            if a.step == kind and a.finished_at is not None
        ]
        mine = [
            piece
            for span in clip(spans, window.start, window.end)
            for piece in subtract(span, taken)
        ]
        buckets[bucket].intervals.extend(mine)
        taken.extend(mine)
    buckets["other"].intervals.extend(subtract(window, taken))
