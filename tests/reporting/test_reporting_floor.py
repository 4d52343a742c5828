"""Time-to-productive against its floor: the arithmetic on incidents with known milestones."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from trainwarden.models import JobSpec, LocalJobOptions
from trainwarden.reporting.badput import incident_badput
from trainwarden.reporting.floor import (
    OVERHEAD_PARTS,
    FloorMeasurements,
    Measured,
    floor_lines,
    incident_floor,
    measurements_of_job,
)
from trainwarden.supervision import ActionRecord, Incident
from trainwarden.timekeeping.timing import IncidentTimings

T0 = datetime(2026, 12, 4, 12, 0, tzinfo=UTC)


def _at(seconds: float) -> datetime:
    return T0 + timedelta(seconds=seconds)


def _incident(productive: bool = True, lost: int = 10) -> Incident:
    """failed 0, detected 2, attributed 2.5, exclude 2.5-3, verify 3-3.5, restart call 4,
    running 5, first step 9, productive 10 (if reached); high-water 20."""
    timings = IncidentTimings(
        failed_at=T0,
        detected_at=_at(2),
        attributed_at=_at(2.5),
        action_at=_at(2.5),
        running_at=_at(5),
        resumed_at=_at(9),
        productive_at=_at(10) if productive else None,
        high_water_step=20,
        restored_step=20 - lost,
    )
    actions = [
        ActionRecord(step="exclude", started_at=_at(2.5), finished_at=_at(3)),
        ActionRecord(step="verify_checkpoint", started_at=_at(3), finished_at=_at(3.5)),
        ActionRecord(step="restart", started_at=_at(4), finished_at=_at(4.2)),
    ]
    return Incident(id="i1", number=1, trigger="failed", actions=actions, timings=timings)


def _floor(inc: Incident, m: FloorMeasurements):
    return incident_floor(inc, incident_badput(inc), m)


def _measured(cold: float | None = None, step: float | None = None, load: float | None = None):
    m = FloorMeasurements()
    if cold is not None:
        m.cold_start = Measured(seconds=cold, source="test")
    if step is not None:
        m.step_seconds = Measured(seconds=step, source="test")
    if load is not None:
        m.checkpoint_load = Measured(seconds=load, source="test")
    return m


def test_complete_floor_ratio_and_parts_add_up() -> None:
    f = _floor(_incident(), _measured(cold=3.0, step=0.07))
    parts = {p.name: p.seconds for p in f.parts}
    # load derived: restart start-up (9 - 5 = 4) minus cold start 3
    assert parts == {"cold_start": 3.0, "checkpoint_load": 1.0, "recomputation": 0.7}
    assert f.floor_seconds == pytest.approx(4.7)
    assert f.time_to_productive == 10.0
    assert f.ratio == pytest.approx(10.0 / 4.7, abs=1e-3)
    assert f.overhead == pytest.approx(
        {
            "detection": 2.0,
            "attribution": 0.5,
            "exclusion": 0.5,
            "verification": 0.5,
            "scheduling": 1.5,  # other 3.5 -> 4 plus scheduler wait 4 -> 5
            "start-up": 0.0,  # load derived from the start-up: nothing left over
            "recomputation": 0.3,  # 10 lost steps took 1.0s, the floor says 0.7s
        }
    )
    assert set(f.overhead) == set(OVERHEAD_PARTS)
    assert f.overhead_seconds == pytest.approx(10.0 - 4.7)
    assert sum(f.overhead.values()) + f.floor_seconds == pytest.approx(f.time_to_productive)


def test_measured_load_leaves_restart_only_start_up_as_overhead() -> None:
    f = _floor(_incident(), _measured(cold=3.0, step=0.1, load=0.25))
    assert {p.name: p.seconds for p in f.parts}["checkpoint_load"] == 0.25
    assert f.floor_seconds == pytest.approx(3.0 + 0.25 + 1.0)
    assert f.overhead["start-up"] == pytest.approx(4.0 - 3.25)
    assert f.overhead["recomputation"] == pytest.approx(0.0)
    assert sum(f.overhead.values()) + f.floor_seconds == pytest.approx(10.0)


def test_unknown_cold_start_gives_no_floor_and_a_bound_on_the_ratio() -> None:
    f = _floor(_incident(), _measured(step=0.1))
    parts = {p.name: p for p in f.parts}
    assert parts["cold_start"].seconds is None and "not recorded" in parts["cold_start"].source
    assert parts["checkpoint_load"].seconds is None
    assert f.floor_seconds is None and f.ratio is None and f.overhead_seconds is None
    assert f.known_floor_seconds == pytest.approx(1.0)
    # floor <= restart start-up (4) + recomputation floor (1): ratio >= 10 / 5
    assert f.floor_at_most_seconds == pytest.approx(5.0)
    assert f.ratio_at_least == pytest.approx(2.0)
    assert f.overhead["start-up"] is None
    assert f.overhead["detection"] == pytest.approx(2.0)
    text = "\n".join(floor_lines(f))
    assert "cold start unknown" in text and ">= 2.00x the floor" in text


def test_no_step_rate_leaves_recomputation_unknown() -> None:
    f = _floor(_incident(), _measured(cold=3.0))
    parts = {p.name: p.seconds for p in f.parts}
    assert parts["recomputation"] is None and parts["checkpoint_load"] == 1.0
    assert f.floor_seconds is None and f.ratio is None and f.ratio_at_least is None
    assert f.overhead["recomputation"] is None


def test_not_productive_has_a_floor_but_no_ratio() -> None:
    f = _floor(_incident(productive=False, lost=4), _measured(cold=3.0, step=0.5))
    assert f.floor_seconds == pytest.approx(3.0 + 1.0 + 2.0)
    assert f.time_to_productive is None and f.ratio is None
    assert f.overhead["recomputation"] is None
    assert "not productive yet" in "\n".join(floor_lines(f))


def test_step_time_of_the_job_is_declared_not_measured() -> None:
    declared = measurements_of_job(JobSpec(name="j", expected_step_seconds=1.5))
    assert declared.step_seconds.seconds == 1.5
    assert "declared" in declared.step_seconds.source
    local = measurements_of_job(JobSpec(name="j", local=LocalJobOptions(step_seconds=0.3)))
    assert local.step_seconds.seconds == 0.3 and "configured" in local.step_seconds.source
    slurm = measurements_of_job(JobSpec(name="j", backend="slurm"))
    assert slurm.step_seconds.seconds is None
    assert measurements_of_job(None).cold_start.seconds is None
