"""Time-to-productive against its floor: the least any supervisor could have taken.

An interruption cannot end sooner than the program needs to start (cold start: process start to
first step, as on the job's first run), to load its checkpoint, and to redo the steps lost since
that checkpoint at the rate it trained before the failure. That sum is the floor of the incident;
everything else in time-to-productive is the recovery's own cost, named by part from the badput
buckets (detection, attribution, exclusion, verification, scheduling, start-up beyond the floor,
recomputation beyond the floor).

Only measured or declared quantities are used. A part that was not recorded stays None and the
floor is then incomplete: the report gives the known parts, and the ratio only as the bound the
measurements allow (the floor's start-up part can never exceed the restart's measured start-up,
running_at -> resumed_at, so time-to-productive / (restart start-up + recomputation floor) is a
lower bound of the ratio).
"""

from __future__ import annotations

from pydantic import BaseModel, Field

from trainwarden.models import JobSpec
from trainwarden.reporting.badput import IncidentBadput
from trainwarden.supervision import Incident
from trainwarden.timekeeping.floorclocks import ColdStart, StepTime

FLOOR_PARTS = ("cold_start", "checkpoint_load", "recomputation")
# The rest of time-to-productive, by part: name -> the badput buckets it is made of.
OVERHEAD_PARTS: dict[str, tuple[str, ...]] = {
    "detection": ("detection",),
    "attribution": ("diagnosis",),
    "exclusion": ("exclusion",),
    "verification": ("checkpoint_verification",),
    "scheduling": ("other", "scheduler_wait"),
    "start-up": ("startup",),  # minus cold start and load
    "recomputation": ("recomputation",),  # minus the recomputation floor
}


class Measured(BaseModel):
    """One quantity with where it came from; seconds None: not recorded (unknown)."""

    seconds: float | None = None
    source: str


class FloorMeasurements(BaseModel):
    """What the floor is computed from, besides the incident's own timings.

    cold_start: process start -> first completed step on the job's first run.
    step_seconds: wall seconds per step before the failure.
    checkpoint_load: the restore itself, when the program reports it; otherwise it is derived as
    restart start-up (running_at -> resumed_at) minus cold start.
    """

    cold_start: Measured = Field(
        default_factory=lambda: Measured(
            source="not recorded: needs the first run's process start and first-step times"
        )
    )
    step_seconds: Measured = Field(
        default_factory=lambda: Measured(
            source="not recorded: needs the wall seconds per step before the failure"
        )
    )
    checkpoint_load: Measured = Field(
        default_factory=lambda: Measured(source="not reported by the program")
    )


class FloorPart(BaseModel):
    name: str
    seconds: float | None = Field(description="None: unknown (not recorded)")
    source: str


class IncidentFloor(BaseModel):
    parts: list[FloorPart] = Field(description="cold_start, checkpoint_load, recomputation")
    floor_seconds: float | None = Field(description="sum of the parts; None if any is unknown")
    known_floor_seconds: float = Field(description="sum of the known parts (a lower bound)")
    floor_at_most_seconds: float | None = Field(
        description="restart start-up + recomputation floor: the floor cannot be larger"
    )
    time_to_productive: float | None
    ratio: float | None = Field(description="time_to_productive / floor, when both are known")
    ratio_at_least: float | None = Field(
        description="time_to_productive / floor_at_most: a bound when the floor is incomplete"
    )
    overhead: dict[str, float | None] = Field(
        description="time-to-productive beyond the floor by part (OVERHEAD_PARTS); None unknown"
    )
    overhead_seconds: float | None = Field(description="time_to_productive - floor")


def measurements_of_job(job: JobSpec | None) -> FloorMeasurements:
    """What is known today without a measured rate: the job's declared step time, if any.

    The step time is declared (job.expected_step_seconds) or, on the local backend, the
    simulated trainer's configured step time; neither is measured, and the source says so.
    """
    m = FloorMeasurements()
    if job is None:
        return m
    if job.expected_step_seconds:
        m.step_seconds = Measured(
            seconds=job.expected_step_seconds,
            source="declared: job.expected_step_seconds (not measured)",
        )
    elif job.backend == "local" and job.local is not None and job.command is None:
        m.step_seconds = Measured(
            seconds=job.local.step_seconds,
            source="configured: job.local.step_seconds of the simulated trainer (not measured)",
        )
    return m


def _step_source(st: StepTime, where: str) -> str:
    return (
        f"measured{where}: run {st.run} up to step {st.until_step}, {st.method} "
        f"over {st.steps} step(s)"
    )


def measurements_for(
    inc: Incident,
    earlier: list[Incident],
    cold: ColdStart | None,
    job: JobSpec | None = None,
) -> FloorMeasurements:
    """What the workflow measured for this incident (trainwarden.timekeeping.floorclocks): the
    job's cold start, the failed run's step time (else the newest earlier incident's; else the
    declared one), the restarted run's checkpoint load when its program reported it."""
    m = measurements_of_job(job)
    if cold is not None:
        m.cold_start = Measured(
            seconds=cold.seconds,
            source=f"measured: run {cold.run}, process start -> first step {cold.first_step}",
        )
    if inc.step_time is not None:
        st = inc.step_time
        m.step_seconds = Measured(seconds=st.seconds, source=_step_source(st, ""))
    else:
        before = next((i for i in reversed(earlier) if i.step_time is not None), None)
        if before is not None and before.step_time is not None:
            where = f" at incident {before.number}"
            m.step_seconds = Measured(
                seconds=before.step_time.seconds, source=_step_source(before.step_time, where)
            )
    if inc.checkpoint_load_seconds is not None:
        m.checkpoint_load = Measured(
            seconds=inc.checkpoint_load_seconds,
            source="measured: the restarted program's `load` phase (slowest rank)",
        )
    return m


def _r(value: float | None) -> float | None:
    return None if value is None else round(value, 6)


def incident_floor(inc: Incident, bad: IncidentBadput, m: FloorMeasurements) -> IncidentFloor:
    """The floor of one incident and the rest of its time-to-productive by part."""
    t = inc.timings
    b = {bucket.name: bucket.seconds for bucket in bad.buckets}
    restart_startup = b["startup"] if t.resumed_at is not None else None
    cold = m.cold_start.seconds
    if m.checkpoint_load.seconds is not None:
        load = FloorPart(
            name="checkpoint_load",
            seconds=m.checkpoint_load.seconds,
            source=m.checkpoint_load.source,
        )
    elif cold is not None and restart_startup is not None:
        load = FloorPart(
            name="checkpoint_load",
            seconds=max(0.0, restart_startup - cold),
            source="derived: restart start-up (running_at -> resumed_at) minus cold start",
        )
    else:
        why = "needs the cold start" if cold is None else "the job did not start again"
        load = FloorPart(
            name="checkpoint_load",
            seconds=None,
            source=f"{m.checkpoint_load.source}; not derivable: {why}",
        )
    lost = t.lost_steps
    step = m.step_seconds.seconds
    if lost is not None and step is not None:
        recompute = FloorPart(
            name="recomputation",
            seconds=lost * step,
            source=f"{lost} lost steps x {step:g}s per step ({m.step_seconds.source})",
        )
    else:
        missing = "lost steps not recorded" if lost is None else m.step_seconds.source
        recompute = FloorPart(name="recomputation", seconds=None, source=missing)
    parts = [
        FloorPart(name="cold_start", seconds=cold, source=m.cold_start.source),
        load,
        recompute,
    ]
    known = sum(p.seconds for p in parts if p.seconds is not None)
    complete = all(p.seconds is not None for p in parts)
    floor = known if complete else None
    at_most = (
        restart_startup + recompute.seconds
        if restart_startup is not None and recompute.seconds is not None
        else None
    )
    if floor is not None and at_most is not None:
        at_most = max(at_most, floor)  # a directly measured load may exceed the derived bound
    ttp = t.time_to_productive_training if bad.complete else None

    startup_floor = (cold + load.seconds) if cold is not None and load.seconds is not None else None
    overhead: dict[str, float | None] = {}
    for name, buckets in OVERHEAD_PARTS.items():
        spent = sum(b[k] for k in buckets)
        if name == "start-up":
            known_part = startup_floor is not None and t.resumed_at is not None
            overhead[name] = _r(spent - startup_floor) if known_part else None  # type: ignore[operator]
        elif name == "recomputation":
            known_part = recompute.seconds is not None and bad.complete
            overhead[name] = _r(spent - recompute.seconds) if known_part else None  # type: ignore[operator]
        else:
            overhead[name] = _r(spent)
    return IncidentFloor(
        parts=[p.model_copy(update={"seconds": _r(p.seconds)}) for p in parts],
        floor_seconds=_r(floor),
        known_floor_seconds=round(known, 6),
        floor_at_most_seconds=_r(at_most),
        time_to_productive=ttp,
        ratio=round(ttp / floor, 3) if ttp is not None and floor else None,
        ratio_at_least=round(ttp / at_most, 3) if ttp is not None and at_most else None,
        overhead=overhead,
        overhead_seconds=_r(ttp - floor) if ttp is not None and floor is not None else None,
    )


def _secs(value: float | None) -> str:
    return "unknown" if value is None else f"{value:.2f}s"


def floor_lines(f: IncidentFloor) -> list[str]:
    """Two or three lines for the text report: the floor, the ratio, the rest by part."""
    parts = " + ".join(f"{p.name.replace('_', ' ')} {_secs(p.seconds)}" for p in f.parts)
    total = _secs(f.floor_seconds) if f.floor_seconds is not None else "incomplete"
    lines = [f"  floor: {parts} = {total}"]
    for p in f.parts:  # where each part came from: measured, derived, declared or unknown
        lines.append(f"    {p.name.replace('_', ' ')}: {p.source}")
    if f.time_to_productive is None:
        lines.append("  time-to-productive vs floor: not productive yet")
    elif f.ratio is not None:
        lines.append(f"  time-to-productive {f.time_to_productive:.2f}s = {f.ratio:.2f}x the floor")
    elif f.ratio_at_least is not None:
        lines.append(
            f"  time-to-productive {f.time_to_productive:.2f}s >= {f.ratio_at_least:.2f}x the "
            f"floor (floor at most {f.floor_at_most_seconds:.2f}s: restart start-up + "
            "recomputation floor)"
        )
    if f.time_to_productive is None:  # parts not reached yet are not 'unknown'
        rest = ", ".join(f"{k} {_secs(v)}" for k, v in f.overhead.items() if v)
        lines.append(f"  beyond the floor so far: {rest or 'nothing'}")
    else:
        rest = ", ".join(f"{k} {_secs(v)}" for k, v in f.overhead.items())
        total_over = "" if f.overhead_seconds is None else f" = {f.overhead_seconds:.2f}s"
        lines.append(f"  beyond the floor: {rest}{total_over}")
    return lines


def floor_summary(f: IncidentFloor) -> str:
    """One line for pictures: the floor's parts and the ratio (or its bound)."""
    parts = " + ".join(f"{p.name.replace('_', ' ')} {_secs(p.seconds)}" for p in f.parts)
    if f.ratio is not None:
        return f"floor {f.floor_seconds:.2f}s ({parts}): time-to-productive {f.ratio:.2f}x"
    if f.ratio_at_least is not None:
        return (
            f"floor at most {f.floor_at_most_seconds:.2f}s ({parts}): time-to-productive "
            f">= {f.ratio_at_least:.2f}x"
        )
    return f"floor: {parts}"
