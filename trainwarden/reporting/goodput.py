"""Goodput over a window: productive time / wall time, per job and across jobs.

What is counted, explicitly:
- wall time: the part of the window during which the job was supervised (from the workflow's
  start to its close, or to the end of the window while it runs);
- badput: the union of the incident windows [failed_at, productive_at] clipped to the window.
  An incident not recovered yet (or never: stopped, awaiting an operator) counts until the end of
  supervised wall time, in the "unrecovered" bucket after its last milestone;
- productive time: wall time minus badput. The job's very first start-up (before any incident)
  is not measured by trainwarden and counts as productive.
Buckets of successive incidents are clipped at the next incident's failed_at, so overlapping
incidents are never counted twice.
"""

from __future__ import annotations

from datetime import datetime

from pydantic import BaseModel, Field, computed_field

from trainwarden.reporting.badput import BUCKET_NAMES, IncidentBadput, incident_badput
from trainwarden.reporting.intervals import Interval, clip, micros, total_micros, union
from trainwarden.supervision import SupervisorStatus

UNRECOVERED = "unrecovered"


class Goodput(BaseModel):
    window_start: datetime
    window_end: datetime
    wall_seconds: float
    productive_seconds: float
    badput_seconds: dict[str, float] = Field(description="bucket name -> seconds in the window")

    @computed_field  # type: ignore[prop-decorator]
    @property
    def goodput(self) -> float | None:
        if self.wall_seconds <= 0:
            return None
        return round(self.productive_seconds / self.wall_seconds, 6)


def job_goodput(
    status: SupervisorStatus,
    *,
    window_start: datetime,
    window_end: datetime,
    supervised_from: datetime,
    supervised_to: datetime | None,
) -> Goodput:
    """Goodput of one job in [window_start, window_end); supervised_to None: still running."""
    lo = max(window_start, supervised_from)
    hi = min(window_end, supervised_to or window_end)
    wall = micros(lo, hi)
    per_bucket = {name: 0 for name in (*BUCKET_NAMES, UNRECOVERED)}
    windows: list[Interval] = []
    incidents = [i for i in status.incidents if i.timings.failed_at is not None]
    incidents.sort(key=lambda i: i.timings.failed_at)  # type: ignore[arg-type, return-value]
    for n, inc in enumerate(incidents):
        bad: IncidentBadput = incident_badput(inc)
        assert bad.start is not None and bad.end is not None
        next_failure = incidents[n + 1].timings.failed_at if n + 1 < len(incidents) else None
        limit = min(hi, next_failure) if next_failure else hi
        for bucket in bad.buckets:
            per_bucket[bucket.name] += total_micros(clip(bucket.intervals, lo, limit))
        end = bad.end
        if not bad.complete:
            tail = Interval(start=bad.end, end=max(bad.end, limit))
            per_bucket[UNRECOVERED] += total_micros(clip([tail], lo, limit))
            end = max(bad.end, limit)
        windows.append(Interval(start=bad.start, end=min(end, limit)))
    bad_total = total_micros(clip(union(windows), lo, hi)) if hi > lo else 0
    return Goodput(
        window_start=window_start,
        window_end=window_end,
        wall_seconds=wall / 1e6,
        productive_seconds=max(0, wall - bad_total) / 1e6,
        badput_seconds={k: v / 1e6 for k, v in per_bucket.items()},
    )


def fleet_goodput(jobs: list[Goodput], window_start: datetime, window_end: datetime) -> Goodput:
    """Across jobs: summed productive time over summed wall time (job-seconds, not cluster)."""
    buckets = {name: 0.0 for name in (*BUCKET_NAMES, UNRECOVERED)}
    for g in jobs:
        for k, v in g.badput_seconds.items():
            buckets[k] = buckets.get(k, 0.0) + v
    return Goodput(
        window_start=window_start,
        window_end=window_end,
        wall_seconds=round(sum(g.wall_seconds for g in jobs), 6),
        productive_seconds=round(sum(g.productive_seconds for g in jobs), 6),
        badput_seconds={k: round(v, 6) for k, v in buckets.items()},
    )
