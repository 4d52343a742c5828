"""Hang detection with progress sources: none means off, the start-up grace, phase limits."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from trainwarden.activities.models import MonitorInput
from trainwarden.activities.monitoring import evaluate
from trainwarden.detection import NO_PROGRESS_SOURCE, detect_hang
from trainwarden.models import JobHandle, JobObservation, JobSpec, RankProgress
from trainwarden.progresslog import ProgressSettings

T0 = datetime(2026, 12, 4, 12, 0, tzinfo=UTC)


def observation(source: str, ranks: list[RankProgress], since: datetime = T0) -> JobObservation:
    return JobObservation(
        job_id="j", run=1, state="RUNNING", state_since=since, nodes=["n1", "n2"], ranks=ranks,
        observed_at=since, progress_source=source,
    )  # fmt: skip


def at(minutes: float) -> datetime:
    return T0 + timedelta(minutes=minutes)


def test_no_progress_source_is_never_a_hang():
    obs = observation("none", [RankProgress(rank=0, node="n1")])
    assert detect_hang(obs, at(600), hang_threshold=60) is None
    assert NO_PROGRESS_SOURCE == "no progress source: hang detection off"
    legacy = observation("unknown", [RankProgress(rank=0, node="n1")])  # a backend not saying
    assert detect_hang(legacy, at(2), hang_threshold=60).kind == "hang"


def test_startup_grace_until_the_first_step():
    starting = observation("logs", [RankProgress(rank=0, node="n1")])
    assert detect_hang(starting, at(9), hang_threshold=60, hang_threshold_initial=600) is None
    hang = detect_hang(starting, at(11), hang_threshold=60, hang_threshold_initial=600)
    assert hang.kind == "hang" and hang.detail.startswith("no step yet in this run for 660.0s")
    stepping = observation("logs", [RankProgress(rank=0, node="n1", step=3, at=at(9))])
    hang = detect_hang(stepping, at(11), hang_threshold=60, hang_threshold_initial=600)
    assert hang.kind == "hang" and hang.detail.startswith("no step completed for 120.0s")


def test_a_rank_in_a_limited_phase_is_not_hung_until_its_limit():
    limits = {"checkpoint": 1800.0}
    ranks = [
        RankProgress(rank=0, node="n1", step=10, at=at(0), phase="checkpoint", phase_since=at(0)),
        RankProgress(rank=1, node="n2", step=10, at=at(0)),
    ]
    obs = observation("status", ranks)
    assert detect_hang(obs, at(20), hang_threshold=60, phase_limits=limits) is None
    hang = detect_hang(obs, at(31), hang_threshold=60, phase_limits=limits)
    assert hang.kind == "hang" and hang.node == "n1"
    assert hang.detail.startswith("rank 0 in phase checkpoint for 1860.0s (limit 1800s)")
    unlisted = detect_hang(obs, at(20), hang_threshold=60, phase_limits={"eval": 3600.0})
    assert unlisted.kind == "hang"  # a phase without a limit does not extend the threshold


def test_monitor_passes_the_playbooks_progress_settings():
    handle = JobHandle(backend="local", job_id="j")
    settings = ProgressSettings(hang_threshold_initial="10m", phase_limits={"load": "30m"})
    inp = MonitorInput(job=JobSpec(name="j"), handle=handle, hang_threshold=60, progress=settings)
    starting = observation("logs", [RankProgress(rank=0, node="n1")])
    assert evaluate(inp, starting, at(9)) is None
    assert evaluate(inp, starting, at(11)).kind == "hang"
    loading = observation(
        "status", [RankProgress(rank=0, node="n1", phase="load", phase_since=at(1))]
    )
    assert evaluate(inp, loading, at(25)) is None
    default = MonitorInput(job=JobSpec(name="j"), handle=handle, hang_threshold=60)
    assert evaluate(default, starting, at(2)).kind == "hang"  # no grace unless configured
