"""One supervision per job on the local backend: the owner is recorded in the job's record and
checked under the job's lock; a closed owner's running job is attached to, not restarted."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from trainwarden.activities.backends.base import BackendError
from trainwarden.activities.backends.local import LocalBackend
from trainwarden.localcluster import LocalCluster
from trainwarden.models import JobSpec, LocalJobOptions
from trainwarden.ownership import Owner


@pytest.fixture
def backend(cluster_root: Path) -> LocalBackend:
    return LocalBackend(cluster_root)


@pytest.fixture
def job() -> JobSpec:
    options = LocalJobOptions(step_seconds=0.05)
    return JobSpec(name="shared", nodes=2, ranks_per_node=1, local=options)


def owner(workflow_id: str, open_workflows: set[str]) -> Owner:
    return Owner(workflow_id, lambda other: other in open_workflows)


def test_a_second_supervision_is_refused_naming_the_first(backend, job, cluster_root):
    open_workflows = {"wf-a", "wf-b"}
    handle, _ = backend.start(job, "wf-a:start-1", owner("wf-a", open_workflows))
    with pytest.raises(BackendError) as refused:
        backend.start(job, "wf-b:start-1", owner("wf-b", open_workflows))
    assert refused.value.kind == "already_supervised" and not refused.value.retryable
    assert "already supervised by workflow 'wf-a'" in refused.value.message
    cluster = LocalCluster(cluster_root)
    assert cluster.handle(handle.job_id).run == 1  # nothing submitted, nothing cancelled
    assert backend.observe(handle).state in ("PENDING", "RUNNING")
    backend.stop(handle, "test over", "wf-a:stop")


def test_after_the_owner_closed_a_new_supervision_attaches_to_the_running_job(backend, job):
    open_workflows = {"wf-a"}
    first, _ = backend.start(job, "wf-a:start-1", owner("wf-a", open_workflows))
    open_workflows.discard("wf-a")  # terminated: the job keeps running
    open_workflows.add("wf-b")
    second, commands = backend.start(job, "wf-b:start-1", owner("wf-b", open_workflows))
    assert second.run == first.run == 1 and commands[0].skipped
    assert "attached to run 1" in commands[0].output and "wf-a" in commands[0].output
    # a retried start of the new supervision finds its attachment, the old owner is refused now
    assert backend.start(job, "wf-b:start-1", owner("wf-b", open_workflows))[0].run == 1
    open_workflows.add("wf-a")
    with pytest.raises(BackendError, match="supervised by workflow 'wf-b'"):
        backend.start(job, "wf-a:start-2", owner("wf-a", open_workflows))
    backend.stop(second, "test over", "wf-b:stop")


def test_the_same_id_restarted_attaches_and_a_stopped_job_gets_a_new_run(backend, job):
    open_workflows = {"wf-a"}
    first, _ = backend.start(job, "wf-a:start-1", owner("wf-a", open_workflows))
    again, commands = backend.start(job, "wf-a:start-2", owner("wf-a", open_workflows))
    assert again.run == 1 and commands[0].skipped  # roll-out under the same id
    backend.stop(first, "stopped", "wf-a:stop")
    fresh, commands = backend.start(job, "wf-a:start-3", owner("wf-a", open_workflows))
    assert fresh.run == 2 and not commands[-1].skipped
    backend.stop(fresh, "test over", "wf-a:stop-2")


def test_two_supervisions_starting_at_once_get_one_job(backend, job):
    open_workflows = {f"wf-{i}" for i in range(4)}
    results: list[object] = []

    def start(i: int) -> None:
        try:
            results.append(backend.start(job, f"wf-{i}:start-1", owner(f"wf-{i}", open_workflows)))
        except BackendError as err:
            results.append(err)

    threads = [threading.Thread(target=start, args=(i,)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    started = [r for r in results if isinstance(r, tuple)]
    refused = [r for r in results if isinstance(r, BackendError)]
    assert len(started) == 1 and len(refused) == 3
    assert all(r.kind == "already_supervised" for r in refused)
    backend.stop(started[0][0], "test over", "wf:stop")
