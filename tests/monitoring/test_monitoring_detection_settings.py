"""Detection settings travel from the playbook to the monitor as one model."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from trainwarden.activities.models import MonitorInput
from trainwarden.detection import detect_anomaly
from trainwarden.models import JobHandle, JobObservation, JobSpec, RankProgress
from trainwarden.playbook.loader import load_playbook
from trainwarden.playbook.schema import Detection

JOB = JobSpec(name="a")
HANDLE = JobHandle(backend="local", job_id="j")


def test_the_playbook_section_is_the_monitor_setting() -> None:
    detection = load_playbook("default", {"hang_threshold": "5m"}).playbook.detection
    inp = MonitorInput.model_validate(
        MonitorInput(job=JOB, handle=HANDLE, detection=detection).model_dump(mode="json")
    )
    assert inp.detection == detection and inp.detection.hang_threshold == 300


def test_a_monitor_scheduled_by_an_older_worker_keeps_its_settings() -> None:
    legacy = {
        "job": JOB.model_dump(mode="json"),
        "handle": HANDLE.model_dump(mode="json"),
        "poll_interval": 0.5,
        "hang_threshold": 6.0,
        "straggler": {"enabled": False, "min_ratio": 2.0, "min_samples": 5},
    }
    inp = MonitorInput.model_validate(legacy)
    assert (inp.detection.poll_interval, inp.detection.hang_threshold) == (0.5, 6.0)
    assert not inp.detection.straggler.enabled and inp.detection.straggler.min_ratio == 2.0


def test_hang_threshold_comes_from_the_settings() -> None:
    now = datetime(2026, 1, 1, tzinfo=UTC)
    obs = JobObservation(
        job_id="j",
        run=1,
        state="RUNNING",
        ranks=[RankProgress(rank=0, node="n1", step=5, at=now - timedelta(seconds=100))],
        observed_at=now,
    )
    assert detect_anomaly(obs, now, Detection()) is None  # the default: 120 s
    hang = detect_anomaly(obs, now, Detection(hang_threshold=60))
    assert hang is not None and hang.kind == "hang" and "threshold 60s" in hang.detail
