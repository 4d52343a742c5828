"""One supervision per job, end to end on the local backend: a second workflow (another id) of
a supervised job is refused naming the first and leaves its run alone; `warden start` says when
an id is already running and the input was not used; the README's roll-out (`warden start
--replace` with a changed playbook) ends the old supervision and the new one attaches to the
running job without restarting it."""

from __future__ import annotations

import asyncio
import uuid

import pytest
from helpers_e2e import FAST_PARAMS, job_spec, stop_supervision, wait_status
from temporalio.client import Client, WorkflowExecutionStatus, WorkflowFailureError
from temporalio.exceptions import ActivityError, ApplicationError

from trainwarden.localcluster.cluster import LocalCluster
from trainwarden.supervision import SuperviseInput
from trainwarden.workers.start_cli import EXIT_ID_TAKEN, StartRefused, start


def _input(cluster: LocalCluster, name: str, playbook: str = "default") -> dict:
    job = job_spec(cluster, name)
    return SuperviseInput(job=job, playbook=playbook, params=dict(FAST_PARAMS)).model_dump(
        mode="json", exclude={"carried"}
    )


async def test_a_second_supervision_of_a_job_is_refused_naming_the_first(
    temporal_client: Client, worker: str, cluster: LocalCluster
) -> None:
    inp = _input(cluster, "onejob")
    first_id = f"supervise-onejob-{uuid.uuid4().hex[:6]}"
    await start(temporal_client, first_id, inp, worker, replace=False)
    first = temporal_client.get_workflow_handle(first_id)
    try:
        await wait_status(first, lambda s: s.state == "supervising", timeout=90, what="start")
        run_before = cluster.handle("local-onejob").run
        second = await temporal_client.start_workflow(
            "SuperviseTrainingJob", inp, id=f"other-{uuid.uuid4().hex[:6]}", task_queue=worker
        )
        with pytest.raises(WorkflowFailureError) as excinfo:
            await asyncio.wait_for(second.result(), timeout=120)
        cause = excinfo.value.cause
        assert isinstance(cause, ActivityError) and isinstance(cause.cause, ApplicationError)
        assert cause.cause.type == "Backend.already_supervised" and cause.cause.non_retryable
        assert f"already supervised by workflow {first_id!r}" in cause.cause.message
        assert cluster.handle("local-onejob").run == run_before  # nothing cancelled
        assert (await first.describe()).status == WorkflowExecutionStatus.RUNNING
    finally:
        await stop_supervision(first)


async def test_roll_out_replaces_the_supervision_and_attaches_to_the_running_job(
    temporal_client: Client, worker: str, cluster: LocalCluster
) -> None:
    workflow_id = f"supervise-rollout-{uuid.uuid4().hex[:6]}"
    first_run = await start(
        temporal_client, workflow_id, _input(cluster, "rollout"), worker, replace=False
    )
    handle = temporal_client.get_workflow_handle(workflow_id)
    await wait_status(handle, lambda s: s.state == "supervising", timeout=90, what="start")
    run = cluster.handle("local-rollout").run

    # the same id again with a different input: refused, saying the input was not used
    changed = _input(cluster, "rollout", playbook="recommend-only")
    with pytest.raises(StartRefused) as refused:
        await start(temporal_client, workflow_id, changed, worker, replace=False)
    assert refused.value.code == EXIT_ID_TAKEN
    assert "your input was NOT used" in str(refused.value) and "--replace" in str(refused.value)

    new_run_id = await start(temporal_client, workflow_id, changed, worker, replace=True)
    new = temporal_client.get_workflow_handle(workflow_id, run_id=new_run_id)
    try:
        status = await wait_status(
            new, lambda s: s.state == "supervising", timeout=90, what="the new supervision"
        )
        assert status.playbook == "recommend-only"
        assert cluster.handle("local-rollout").run == run  # attached, not restarted
        attach = [c for c in cluster.commands() if c.get("attached")]
        assert len(attach) == 1 and attach[0]["run"] == run
        old = temporal_client.get_workflow_handle(workflow_id, run_id=first_run)
        assert (await old.describe()).status == WorkflowExecutionStatus.TERMINATED
        assert not [c for c in cluster.commands() if c.get("action") == "stop"]
    finally:
        await stop_supervision(new)
