"""Half-open time intervals in integer microseconds, so bucket sums add up exactly."""

from __future__ import annotations

from datetime import datetime

from pydantic import BaseModel, computed_field


class Interval(BaseModel):
    start: datetime
    end: datetime

    @computed_field  # type: ignore[prop-decorator]
    @property
    def seconds(self) -> float:
        return micros(self.start, self.end) / 1e6


def micros(start: datetime, end: datetime) -> int:
    """Non-negative length of [start, end) in whole microseconds."""
    delta = end - start
    return max(0, (delta.days * 86_400 + delta.seconds) * 1_000_000 + delta.microseconds)


def total_micros(intervals: list[Interval]) -> int:
    return sum(micros(i.start, i.end) for i in intervals)


def clip(intervals: list[Interval], lo: datetime, hi: datetime) -> list[Interval]:
    """The parts of intervals inside [lo, hi)."""
    out: list[Interval] = []
    for i in intervals:
        start, end = max(i.start, lo), min(i.end, hi)
        if end > start:
            out.append(Interval(start=start, end=end))
    return out


def union(intervals: list[Interval]) -> list[Interval]:
    """Merge overlapping intervals (sorted result)."""
    merged: list[Interval] = []
    for i in sorted(intervals, key=lambda x: x.start):
        if merged and i.start <= merged[-1].end:
            if i.end > merged[-1].end:
                merged[-1] = Interval(start=merged[-1].start, end=i.end)
        else:
            merged.append(Interval(start=i.start, end=i.end))
    return merged


def subtract(base: Interval, holes: list[Interval]) -> list[Interval]:
    """base minus holes, as a list of intervals."""
    out: list[Interval] = []
    cursor = base.start
    for h in union(clip(holes, base.start, base.end)):
        if h.start > cursor:
            out.append(Interval(start=cursor, end=h.start))
        cursor = max(cursor, h.end)
    if base.end > cursor:
        out.append(Interval(start=cursor, end=base.end))
    return out
