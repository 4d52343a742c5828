"""The measured parts of an incident's floor, taken from the monitor's observations.

The floor of an interruption (trainwarden.reporting.floor) needs three quantities the incident's
own milestones do not give:

- cold start: process start -> first completed step, on the job's first run (recorded once per
  job, from the observation that first shows run 1 RUNNING with a completed step: the run's
  RUNNING-since is the moment the backend started its processes, run_first_step_at the end of
  its first step);
- the step time before the failure: from the failed run's own step timestamps in the
  observation that opened the incident (the median gap between consecutive completed steps, so
  a checkpoint save between two steps does not count as training pace; without per-step
  timestamps, the run's average since its first step);
- checkpoint load: measured when the program reports its `load` phase (the restarted run's
  status files), else derived in the report (restart start-up minus cold start).

Pure: the workflow calls these on monitor results; tests call them on built observations.
"""

from __future__ import annotations

import statistics
from datetime import datetime

from pydantic import BaseModel, Field, computed_field

from trainwarden.models import JobObservation


class ColdStart(BaseModel):
    """Process start to first step of one run (the job's first run)."""

    run: int
    started_at: datetime = Field(description="the run's RUNNING-since: its processes started")
    first_step: int
    first_step_at: datetime

    @computed_field  # type: ignore[prop-decorator]
    @property
    def seconds(self) -> float:
        return round((self.first_step_at - self.started_at).total_seconds(), 3)


class StepTime(BaseModel):
    """Wall seconds per step of one run before its failure, and how it was measured."""

    seconds: float
    run: int
    steps: int = Field(description="step gaps the figure is taken from")
    until_step: int
    method: str = Field(description="'median gap of consecutive steps' or 'run average'")


def cold_start_of(obs: JobObservation) -> ColdStart | None:
    """The cold start shown by an observation of a RUNNING run past its first step, else None
    (a finished or failed run's state_since is when it ended, not when it started)."""
    if obs.state != "RUNNING" or obs.state_since is None:
        return None
    if obs.run_first_step is None or obs.run_first_step_at is None:
        return None
    if obs.run_first_step_at < obs.state_since:
        return None  # a stale status file of an earlier process: not this run's first step
    return ColdStart(
        run=obs.run,
        started_at=obs.state_since,
        first_step=obs.run_first_step,
        first_step_at=obs.run_first_step_at,
    )


def step_time_of(obs: JobObservation) -> StepTime | None:
    """The pre-failure step time in the observation that opened an incident, else None."""
    steps = sorted(obs.recent_steps)
    gaps = [
        (t2 - t1).total_seconds()
        for (s1, t1), (s2, t2) in zip(steps, steps[1:], strict=False)
        if s2 == s1 + 1 and t2 >= t1
    ]
    if gaps:
        return StepTime(
            seconds=round(statistics.median(gaps), 4),
            run=obs.run,
            steps=len(gaps),
            until_step=steps[-1][0],
            method="median gap of consecutive steps",
        )
    newest = [(r.step, r.at) for r in obs.ranks if r.step is not None and r.at is not None]
    if obs.run_first_step is None or obs.run_first_step_at is None or not newest:
        return None
    step, at = max(newest)
    if step <= obs.run_first_step or at <= obs.run_first_step_at:
        return None
    gaps_total = step - obs.run_first_step
    return StepTime(
        seconds=round((at - obs.run_first_step_at).total_seconds() / gaps_total, 4),
        run=obs.run,
        steps=gaps_total,
        until_step=step,
        method="run average",
    )
