"""One supervision per Slurm job name (activities/backends/slurm_owner.py), without a cluster:
the owner record under the run root, and which live job a new supervision attaches to. The
submit and attach paths themselves run in the Slurm workflow tests."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from trainwarden.activities.backends.base import BackendError
from trainwarden.activities.backends.slurm_owner import KEY_COMMENT_PREFIX, SlurmOwners, live_job
from trainwarden.activities.backends.slurm_parse import SlurmJob
from trainwarden.ownership import Owner

KEYED = f"{KEY_COMMENT_PREFIX}wf:start"


def _job(job_id: str, name: str, state: str, comment: str = KEYED) -> SlurmJob:
    return SlurmJob(job_id=job_id, name=name, raw_state=state, comment=comment)


def test_live_job_is_the_newest_unfinished_trainwarden_job_of_the_name() -> None:
    jobs = [
        _job("7", "llm", "COMPLETED"),
        _job("9", "llm", "RUNNING"),
        _job("12", "llm", "PENDING"),
        _job("15", "llm", "RUNNING", comment="someone else's"),
        _job("20", "other", "RUNNING"),
    ]
    found = live_job(jobs, "llm")
    assert found is not None and found.job_id == "12"
    assert live_job([_job("7", "llm", "CANCELLED by 0")], "llm") is None


def test_the_owner_record_refuses_another_open_supervision(tmp_path: Path) -> None:
    owners = SlurmOwners(tmp_path, "the test cluster")
    open_workflows = {"wf-a", "wf-b"}
    with owners.claim("llm", Owner("wf-a", open_workflows.__contains__)) as record:
        record("41")
    with pytest.raises(BackendError) as refused, owners.claim(
        "llm", Owner("wf-b", open_workflows.__contains__)
    ):
        pass
    assert refused.value.kind == "already_supervised"
    assert "supervised by workflow 'wf-a'" in refused.value.message
    open_workflows.discard("wf-a")  # closed: holds nothing
    with owners.claim("llm", Owner("wf-b", open_workflows.__contains__)) as record:
        record("41")


def test_concurrent_claims_of_one_name_are_serialised(tmp_path: Path) -> None:
    owners = SlurmOwners(tmp_path, "the test cluster")
    open_workflows = {f"wf-{i}" for i in range(4)}
    won: list[str] = []

    def claim(i: int) -> None:
        try:
            with owners.claim("llm", Owner(f"wf-{i}", open_workflows.__contains__)) as record:
                record(str(i))
                won.append(f"wf-{i}")
        except BackendError:
            pass

    threads = [threading.Thread(target=claim, args=(i,)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(won) == 1
