"""Productive training again after a restart when the step reached before the failure was never
seen (the failure found in the same poll as the run's first steps): past the checkpoint
restored, the most the job is known to have reached. Without it the incident waited for its
productive deadline while the new run trained (a chaos test under load)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from trainwarden.activities.models import MonitorInput
from trainwarden.activities.monitoring import evaluate
from trainwarden.models import JobHandle, JobObservation, JobSpec, RankProgress
from trainwarden.timekeeping.timing import IncidentTimings

T0 = datetime(2026, 12, 5, 17, 27, tzinfo=UTC)


def test_pre_failure_step_first_then_restored_checkpoint_then_nothing() -> None:
    assert IncidentTimings(high_water_step=13, restored_step=5).productive_after() == (13, True)
    assert IncidentTimings(restored_step=5).productive_after() == (5, False)
    assert IncidentTimings(restored_step=0).productive_after() == (0, False)  # from scratch
    assert IncidentTimings().productive_after() == (None, True)  # not restarted yet


def _run2(*steps: int) -> JobObservation:
    at = [T0 + timedelta(seconds=s / 10) for s in steps]
    return JobObservation(
        job_id="local-chaos", run=2, state="RUNNING", state_since=T0, observed_at=T0,
        ranks=[RankProgress(rank=0, node="node-1", step=steps[-1], at=at[-1])],
        run_first_step=steps[0], run_first_step_at=at[0], progress_source="status",
        recent_steps=list(zip(steps, at, strict=True)),
    )  # fmt: skip


def test_training_past_the_restored_checkpoint_is_productive_when_no_step_was_seen() -> None:
    mark, seen = IncidentTimings(restored_step=5).productive_after()
    inp = MonitorInput(
        job=JobSpec(name="chaos"), handle=JobHandle(backend="local", job_id="local-chaos", run=2),
        productive_step=mark, productive_seen=seen,
    )  # fmt: skip
    event = evaluate(inp, _run2(6, 7, 8), T0 + timedelta(seconds=2))
    assert event is not None and event.kind == "productive" and event.step == 6
    assert event.detail == (
        "step 6 passed restored checkpoint step 5 (the step reached before the failure was not "
        "seen)"
    )
    assert evaluate(inp, _run2(4, 5), T0) is None  # not past it yet
    known = inp.model_copy(update={"productive_step": 13, "productive_seen": True})
    assert evaluate(known, _run2(6, 7, 8), T0) is None
    event = evaluate(known, _run2(12, 13, 14), T0)
    assert event is not None and event.detail == "step 14 passed pre-failure step 13"
