"""Incident timing math (docs/supervision.md).

Timestamps come from evidence (log lines, scheduler events, step metrics) or from the workflow's
deterministic clock; durations are derived, never stored separately, so they cannot disagree.
A milestone not reached yet stays None: no duration is guessed.
"""

from __future__ import annotations

from datetime import datetime

from pydantic import BaseModel, Field, computed_field


def seconds_between(start: datetime | None, end: datetime | None) -> float | None:
    if start is None or end is None:
        return None
    return round((end - start).total_seconds(), 3)


class IncidentTimings(BaseModel):
    failed_at: datetime | None = None
    failed_at_source: str = Field(
        default="", description="what failed_at is: process exit, fatal line, last progress..."
    )
    failed_at_bound: bool = Field(
        default=False,
        description="failed_at is only an upper bound (e.g. a scheduler's verdict): the fault "
        "happened at or before it, so durations from it are lower bounds",
    )
    detected_at: datetime | None = None
    attributed_at: datetime | None = None
    action_at: datetime | None = None
    requeued_at: datetime | None = Field(
        default=None,
        description="the restart put the job back in the scheduler's queue (requeue or "
        "resubmission) at this time; None for a restart inside the allocation (spare nodes)",
    )
    running_at: datetime | None = None
    resumed_at: datetime | None = None
    productive_at: datetime | None = None
    high_water_step: int | None = None
    restored_step: int | None = None

    @computed_field  # type: ignore[prop-decorator]
    @property
    def time_to_detect(self) -> float | None:
        return seconds_between(self.failed_at, self.detected_at)

    @computed_field  # type: ignore[prop-decorator]
    @property
    def time_to_action(self) -> float | None:
        return seconds_between(self.failed_at, self.action_at)

    @computed_field  # type: ignore[prop-decorator]
    @property
    def time_in_queue(self) -> float | None:
        """requeued -> running: the wait in the scheduler's queue, kept apart from start-up
        (Slurm's start time is whole seconds, truncated: a start in the second of the requeue
        reads 0)."""
        waited = seconds_between(self.requeued_at, self.running_at)
        return None if waited is None else max(0.0, waited)

    @computed_field  # type: ignore[prop-decorator]
    @property
    def time_to_resume(self) -> float | None:
        return seconds_between(self.failed_at, self.resumed_at)

    @computed_field  # type: ignore[prop-decorator]
    @property
    def time_to_productive_training(self) -> float | None:
        return seconds_between(self.failed_at, self.productive_at)

    @computed_field  # type: ignore[prop-decorator]
    @property
    def lost_steps(self) -> int | None:
        """Progress made after the restored checkpoint and thrown away by the restart."""
        if self.high_water_step is None or self.restored_step is None:
            return None
        return max(0, self.high_water_step - self.restored_step)

    def productive_after(self) -> tuple[int | None, bool]:
        """The step past which training is productive again, and whether it is the
        step the job had reached before the failure (True). When the supervision never saw that
        step (the failure was found in the same poll as the run's first steps, or before any
        progress showed), the checkpoint restored is the most the job is known to have reached:
        training past it counts (False). (None, True) while neither is known: nothing is
        productive yet."""
        if self.high_water_step is not None:
            return self.high_water_step, True
        if self.restored_step is not None:
            return self.restored_step, False
        return None, True

    def ordered(self) -> bool:
        """True when every reached milestone comes no earlier than the one before it. Acting
        may precede attribution (on a first sign the remaining ranks are stopped at once), so
        attribution and action are each ordered after detection, not after one another."""

        def chain(*seq: datetime | None) -> bool:
            reached = [t for t in seq if t is not None]
            return all(a <= b for a, b in zip(reached, reached[1:], strict=False))

        return chain(self.failed_at, self.detected_at, self.attributed_at) and chain(
            self.failed_at,
            self.detected_at,
            self.action_at,
            self.running_at,
            self.resumed_at,
            self.productive_at,
        )
