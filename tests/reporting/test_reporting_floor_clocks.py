"""The floor's measured parts: cold start and pre-failure step time from the monitor's
observations, the monitor's first-step event, and the floor each incident's report computes from
what the workflow recorded (trainwarden.timekeeping.floorclocks, trainwarden.reporting.floor)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from trainwarden.activities.models import MonitorInput
from trainwarden.activities.monitoring import evaluate
from trainwarden.models import FirstSign, JobHandle, JobObservation, JobSpec, RankProgress
from trainwarden.reporting.badput import incident_badput
from trainwarden.reporting.floor import floor_lines, incident_floor, measurements_for
from trainwarden.supervision import ActionRecord, Incident
from trainwarden.timekeeping.floorclocks import ColdStart, StepTime, cold_start_of, step_time_of
from trainwarden.timekeeping.timing import IncidentTimings

T0 = datetime(2026, 12, 4, 12, 0, tzinfo=UTC)


def _at(seconds: float) -> datetime:
    return T0 + timedelta(seconds=seconds)


def _obs(
    state: str = "RUNNING",
    since: float = 0.0,
    first: tuple[int, float] | None = (1, 6.0),
    recent: list[tuple[int, float]] | None = None,
    ranks: list[tuple[int, float]] | None = None,
    run: int = 1,
) -> JobObservation:
    return JobObservation(
        job_id="j",
        run=run,
        state=state,  # type: ignore[arg-type]
        state_since=_at(since),
        ranks=[RankProgress(rank=r, node="n1", step=s, at=_at(t)) for r, (s, t) in
               enumerate(ranks or [])],  # fmt: skip
        run_first_step=first[0] if first else None,
        run_first_step_at=_at(first[1]) if first else None,
        recent_steps=[(s, _at(t)) for s, t in recent or []],
        observed_at=_at(100),
    )


# ---- cold start ------------------------------------------------------------------------------


def test_cold_start_is_running_since_to_the_first_step() -> None:
    cold = cold_start_of(_obs(since=2.0, first=(1, 8.5)))
    assert cold == ColdStart(run=1, started_at=_at(2), first_step=1, first_step_at=_at(8.5))
    assert cold.seconds == 6.5


@pytest.mark.parametrize(
    "obs",
    [
        _obs(state="FAILED"),  # its state_since is when it failed, not when it started
        _obs(state="PENDING"),
        _obs(first=None),  # no step yet
        _obs(since=10.0, first=(1, 6.0)),  # a status file older than the run's start
    ],
)
def test_no_cold_start_unless_a_running_run_shows_its_first_step(obs: JobObservation) -> None:
    assert cold_start_of(obs) is None


# ---- step time --------------------------------------------------------------------------------


def test_step_time_is_the_median_gap_so_a_save_does_not_count_as_pace() -> None:
    # steps 18..23 every 0.2 s, a 1.5 s checkpoint save after step 20, a gap (22 -> 24) skipped
    recent = [(18, 10.0), (19, 10.2), (20, 10.4), (21, 11.9), (22, 12.1), (24, 12.9)]
    st = step_time_of(_obs(recent=recent))
    assert st is not None and st.seconds == pytest.approx(0.2)
    assert (st.steps, st.until_step, st.method) == (4, 24, "median gap of consecutive steps")


def test_without_step_timestamps_the_run_average_since_its_first_step() -> None:
    st = step_time_of(_obs(first=(41, 6.0), ranks=[(50, 9.6), (49, 9.2)]))
    assert st is not None and st.seconds == pytest.approx(3.6 / 9)
    assert (st.steps, st.until_step, st.method) == (9, 50, "run average")


def test_no_step_time_before_a_second_step() -> None:
    assert step_time_of(_obs(first=(1, 6.0), ranks=[(1, 6.0)])) is None
    assert step_time_of(_obs(first=None)) is None


# ---- the monitor's first-step event ----------------------------------------------------------


def _monitor(first_step: bool = True) -> MonitorInput:
    return MonitorInput(
        job=JobSpec(name="j"),
        handle=JobHandle(backend="local", job_id="j", run=1),
        report_first_step=first_step,
    )


def test_monitor_reports_the_first_step_only_when_asked() -> None:
    obs = _obs(since=1.0, first=(1, 4.0), ranks=[(3, 4.4)])
    event = evaluate(_monitor(), obs, _at(4.5))
    assert event is not None and event.kind == "first_step"
    assert event.at == _at(4) and event.step == 1 and "3.00s after start" in event.detail
    assert evaluate(_monitor(first_step=False), obs, _at(4.5)) is None
    assert evaluate(_monitor(), _obs(first=None), _at(4.5)) is None


def test_a_fault_in_the_same_observation_goes_before_the_first_step() -> None:
    obs = _obs(since=1.0, first=(1, 4.0), ranks=[(3, 4.4)])
    obs.first_signs = [FirstSign(kind="process_exit", at=_at(4.6), rank=1, signal="SIGKILL")]
    event = evaluate(_monitor(), obs, _at(4.7))
    assert event is not None and event.kind == "failed"
    assert cold_start_of(event.observation) is not None  # the workflow still records it


# ---- the floor from what the workflow recorded ----------------------------------------------


def _incident(number: int = 1, step_time: StepTime | None = None, load: float | None = None):
    """failed 0, detected 1, attributed 1.5, restart 2-2.2, running 3, first step 10.5,
    productive 12; 20 steps lost."""
    timings = IncidentTimings(
        failed_at=T0,
        detected_at=_at(1),
        attributed_at=_at(1.5),
        action_at=_at(1.2),
        running_at=_at(3),
        resumed_at=_at(10.5),
        productive_at=_at(12),
        high_water_step=60,
        restored_step=40,
    )
    actions = [ActionRecord(step="restart", started_at=_at(2), finished_at=_at(2.2))]
    return Incident(
        id=f"i{number}",
        number=number,
        trigger="failed",
        actions=actions,
        timings=timings,
        step_time=step_time,
        checkpoint_load_seconds=load,
    )


COLD = ColdStart(run=1, started_at=T0, first_step=1, first_step_at=_at(7))
STEP = StepTime(
    seconds=0.05, run=1, steps=31, until_step=60, method="median gap of consecutive steps"
)


def test_complete_floor_from_the_recorded_cold_start_step_time_and_load() -> None:
    inc = _incident(step_time=STEP, load=0.25)
    m = measurements_for(inc, [], COLD)
    f = incident_floor(inc, incident_badput(inc), m)
    parts = {p.name: p for p in f.parts}
    assert parts["cold_start"].seconds == 7.0 and "measured: run 1" in parts["cold_start"].source
    assert parts["checkpoint_load"].seconds == 0.25
    assert "load` phase" in parts["checkpoint_load"].source
    assert parts["recomputation"].seconds == pytest.approx(20 * 0.05)
    assert "20 lost steps x 0.05s" in parts["recomputation"].source
    assert f.floor_seconds == pytest.approx(7.0 + 0.25 + 1.0)
    assert f.ratio == pytest.approx(12 / 8.25, abs=1e-3)
    # restart start-up 7.5 s = cold start 7 + load 0.25 + 0.25 s only a restart pays
    assert f.overhead["start-up"] == pytest.approx(0.25)
    assert f.overhead["detection"] == pytest.approx(1.0)
    assert sum(f.overhead.values()) + f.floor_seconds == pytest.approx(12.0)
    text = "\n".join(floor_lines(f))
    assert "= 8.25s" in text and f"12.00s = {f.ratio:.2f}x the floor" in text
    for part in ("detection", "attribution", "exclusion", "verification", "scheduling", "start-up"):
        assert f"{part} " in text.split("beyond the floor:")[1]


def test_without_a_measured_load_it_is_derived_from_the_restart_start_up() -> None:
    inc = _incident(step_time=STEP)
    f = incident_floor(inc, incident_badput(inc), measurements_for(inc, [], COLD))
    load = {p.name: p for p in f.parts}["checkpoint_load"]
    assert load.seconds == pytest.approx(0.5) and load.source.startswith("derived")


def test_a_run_that_died_before_a_step_takes_the_previous_incidents_step_time() -> None:
    first = _incident(1, step_time=STEP)
    second = _incident(2)
    m = measurements_for(second, [first], COLD, JobSpec(name="j", expected_step_seconds=9.0))
    assert m.step_seconds.seconds == 0.05 and "at incident 1" in m.step_seconds.source
    # nothing measured at all: the declared step time, named as declared
    m = measurements_for(second, [], None, JobSpec(name="j", expected_step_seconds=9.0))
    assert m.step_seconds.seconds == 9.0 and "declared" in m.step_seconds.source
    assert m.cold_start.seconds is None and "not recorded" in m.cold_start.source
