"""A flood of oversized or many small signals (and Updates) against a supervising workflow,
one at a time or in a burst: supervision goes on (continued as new), nothing it knew is lost,
and every run's history stays far below the server's limits (50 MB, 51,200 events). The
session's server runs with the product's limits (workers/devserver.py SERVER_LIMITS): a payload
over 512 KiB is refused by the server, a run takes at most 48 signals."""

from __future__ import annotations

import asyncio
import time
import uuid
from datetime import timedelta

import pytest
from helpers_e2e import SIGNALS_REFUSED, signal_taken
from temporalio.api.common.v1 import Payloads, WorkflowExecution
from temporalio.api.enums.v1 import UpdateWorkflowExecutionLifecycleStage as Stage
from temporalio.api.update.v1 import Input, Meta, Request, WaitPolicy
from temporalio.api.workflowservice.v1 import UpdateWorkflowExecutionRequest
from temporalio.client import WorkflowHandle, WorkflowUpdateFailedError
from temporalio.service import RPCError
from wf_harness import Harness

from trainwarden.supervision import OperatorResult, SupervisorStatus
from trainwarden.workers.devserver import SERVER_BLOB_LIMIT_BYTES, SERVER_SIGNALS_PER_RUN

BLOB_REFUSED = "Blob data size exceeds limit"
UPDATES_REFUSED = "limit on total payload size of in-flight updates"
COMPLETED = Stage.UPDATE_WORKFLOW_EXECUTION_LIFECYCLE_STAGE_COMPLETED


async def _recovered_once(harness: Harness) -> tuple[WorkflowHandle, SupervisorStatus]:
    """A supervised job that lost node-2 and was restarted: state worth carrying."""
    harness.world.fail("gpu_hardware", nodes=("node-2",))
    handle = await harness.start(nodes=3)
    status = await harness.wait(
        handle,
        lambda s: s.state == "supervising" and s.restarts_used == 1,
        "restarted without node-2",
    )
    assert status.excluded_nodes.keys() == {"node-2"}
    # the restarted run is being watched before the test counts watches (the workflow starts
    # that monitor just after the status above: counted earlier, a loaded machine saw one more)
    await harness.until(
        lambda: any(c.handle.run == 2 for c in harness.world.called("monitor_job")),
        "watching run 2",
    )
    return handle, status


async def _runs(harness: Harness, workflow_id: str) -> list[tuple[str, int, int]]:
    """(status, history bytes, history events) of every run in the chain."""
    runs = []
    async for wf in harness.client.list_workflows(f"WorkflowId = '{workflow_id}'"):
        desc = await harness.client.get_workflow_handle(workflow_id, run_id=wf.run_id).describe()
        info = desc.raw_description.workflow_execution_info
        runs.append((desc.status.name, info.history_size_bytes, info.history_length))
    return runs


async def _still_supervised(
    harness: Harness, handle: WorkflowHandle, before: SupervisorStatus, rejected: int, watches: int
) -> SupervisorStatus:
    """`watches`: monitor activities started before the flood."""
    world = harness.world
    status = await harness.wait(
        handle,
        lambda s: s.rejected_signals == before.rejected_signals + rejected,
        "every signal recorded",
        timeout=120,
    )
    assert status.state == "supervising"
    assert status.runs_of_workflow >= 2
    assert status.restarts_used == before.restarts_used
    assert status.excluded_nodes == before.excluded_nodes
    assert [i.id for i in status.incidents] == [i.id for i in before.incidents]
    assert status.handle == before.handle
    assert len(status.signals) <= 50
    # a rejected payload is not kept: the carried state stays small
    assert len(status.model_dump_json()) < 200_000
    # the new run watches the job again; nothing was stopped or restarted by the flood
    await harness.until(lambda: len(world.called("monitor_job")) > watches, "watching again")
    assert world.called("stop_job") == []
    assert len(world.called("restart_job")) == 1
    return status


async def _answers_during(handle: WorkflowHandle, burst: asyncio.Future) -> tuple[int, int]:
    """(answered, not answered) status queries while the burst is under way. Every answer must
    show the supervision in place; a query the server dropped ("buffered query cleared, please
    retry", while it aborts updates) or that timed out is counted, not an error."""
    answered = dropped = 0
    while not burst.done():
        try:
            status = await handle.query(
                "status", result_type=SupervisorStatus, rpc_timeout=timedelta(seconds=10)
            )
        except RPCError:
            dropped += 1
            continue
        assert status.state in ("supervising", "stopping", "stopped"), status.state
        answered += 1
    return answered, dropped


async def test_oversized_signal_burst_is_refused_by_the_server(harness: Harness) -> None:
    """35 x 1.5 MB at once (52 MB, more than one history may hold): before the server's blob
    limit, they all entered history before the workflow could act and the server terminated
    the run, leaving the job unsupervised. Now each sender gets the server's error."""
    handle, before = await _recovered_once(harness)
    watches = len(harness.world.called("monitor_job"))
    size_before = (await _runs(harness, handle.id))[0][1]
    big = {"reason": "x" * 1_500_000}
    sent = await asyncio.gather(*(handle.signal("stop", big) for _ in range(35)),
                                return_exceptions=True)
    assert all(isinstance(r, RPCError) and BLOB_REFUSED in str(r) for r in sent), sent
    status = await handle.query("status", result_type=SupervisorStatus)
    assert status.rejected_signals == before.rejected_signals  # nothing reached the workflow
    assert status.state == "supervising" and status.handle == before.handle
    runs = await _runs(harness, handle.id)
    assert len(runs) == 1 and runs[0][0] == "RUNNING", runs
    assert runs[0][1] - size_before < 100_000, runs  # no payload went into history
    # the valid ones still act
    await handle.signal("stop", {"reason": "maintenance", "sender": "sre"})
    await harness.wait(handle, lambda s: s.state == "stopped", "stopped")
    assert len(harness.world.called("stop_job")) == 1
    assert len(harness.world.called("monitor_job")) == watches


async def test_burst_just_under_the_server_limit_continues_as_new_and_loses_nothing(
    harness: Harness,
) -> None:
    """200 signals just under the server's blob limit at once (100 MB), with one valid stop
    among them: a run takes at most 48 (24 MiB), the rest are refused to their senders; the
    workflow continues as new and the valid stop, resent if refused, acts once."""
    handle, before = await _recovered_once(harness)
    watches = len(harness.world.called("monitor_job"))
    big = {"reason": "x" * (SERVER_BLOB_LIMIT_BYTES - 4096)}
    sends = [handle.signal("stop", big) for _ in range(200)]
    sends.insert(100, handle.signal("stop", {"reason": "maintenance", "sender": "sre"}))
    burst = asyncio.gather(*sends, return_exceptions=True)
    answered, dropped = await _answers_during(handle, burst)
    sent = await burst
    refused = [r for r in sent if isinstance(r, BaseException)]
    assert all(isinstance(r, RPCError) and SIGNALS_REFUSED in str(r) for r in refused), refused
    assert refused  # more than one run takes: the server refused the rest to their senders
    valid_refused = isinstance(sent[100], BaseException)
    big_taken = 200 - len(refused) + (1 if valid_refused else 0)
    print(f"burst: {big_taken} of 200 taken, valid stop refused and resent: {valid_refused},"
          f" status answered {answered} times during it ({dropped} not)")
    if valid_refused:
        await signal_taken(handle, "stop", {"reason": "maintenance", "sender": "sre"})
    status = await harness.wait(
        handle,
        lambda s: (
            s.state == "stopped" and s.rejected_signals == before.rejected_signals + big_taken
        ),
        "stopped, every oversized signal recorded",
        timeout=120,
    )
    assert len(harness.world.called("stop_job")) == 1  # the one valid stop, once
    assert status.restarts_used == before.restarts_used
    assert status.excluded_nodes == before.excluded_nodes
    assert [i.id for i in status.incidents] == [i.id for i in before.incidents]
    stop = [r for r in status.signals if r.accepted and r.name == "stop"]
    assert [r.sender for r in stop] == ["sre"] and stop[0].outcome == "job stopped"
    # the job is supervised again after a resume
    await signal_taken(handle, "resume", {"reason": "maintenance over"})
    await harness.wait(handle, lambda s: s.state == "supervising", "resumed", timeout=60)
    await harness.until(lambda: len(harness.world.called("monitor_job")) > watches, "watching")
    runs = await _runs(harness, handle.id)
    print("burst under the limit, runs (status, bytes, events):", runs)
    assert len(runs) >= 2, runs
    assert [r[0] for r in runs].count("RUNNING") == 1, runs
    assert {r[0] for r in runs} <= {"RUNNING", "CONTINUED_AS_NEW"}, runs
    # 48 x 512 KiB of signals at most, plus the run's own events; the server terminates at 50 MB
    bound = SERVER_SIGNALS_PER_RUN * SERVER_BLOB_LIMIT_BYTES + 4_000_000
    assert bound < 30_000_000 and max(r[1] for r in runs) < bound, runs


async def test_many_small_signals_continue_as_new_and_lose_nothing(
    harness: Harness,
) -> None:
    handle, before = await _recovered_once(harness)
    watches = len(harness.world.called("monitor_job"))
    kinds = [("bogus", {"reason": "x"}), ("stop", {"reason": ""}), ("resume", {"why": 1})]
    for start in range(0, 600, 20):
        batch = range(start, start + 20)
        await asyncio.gather(*(signal_taken(handle, *kinds[i % 3]) for i in batch))
    status = await _still_supervised(harness, handle, before, rejected=600, watches=watches)
    runs = await _runs(harness, handle.id)
    for _ in range(100):  # the server's visibility list may lag the run that answered the query
        if len(runs) >= status.runs_of_workflow:
            break
        await asyncio.sleep(0.2)
        runs = await _runs(harness, handle.id)
    print("small flood, runs (status, bytes, events):", runs)
    assert len(runs) >= 2, runs
    assert {r[0] for r in runs} <= {"RUNNING", "CONTINUED_AS_NEW"}, runs
    # each run continued as new soon after its threshold (24 signals by default; the server
    # refuses more than 48 in a run), far below the server's 51,200 events
    assert max(r[2] for r in runs) < 1_000, runs
    assert status.runs_of_workflow == len(runs)


async def _update_once(
    harness: Harness, handle: WorkflowHandle, payload: object, name: str = "stop"
) -> None:
    """One Update request, not retried (the SDK's client retries a refusal for lack of
    resources, the in-flight limit, for about 16 s before raising it)."""
    converter = harness.client.data_converter.payload_converter
    await harness.client.workflow_service.update_workflow_execution(
        UpdateWorkflowExecutionRequest(
            namespace=harness.client.namespace,
            workflow_execution=WorkflowExecution(workflow_id=handle.id),
            request=Request(
                meta=Meta(update_id=str(uuid.uuid4())),
                input=Input(name=name, args=Payloads(payloads=converter.to_payloads([payload])))
            ),
            wait_policy=WaitPolicy(lifecycle_stage=COMPLETED),
        ),
        retry=False,
    )


async def test_oversized_stop_updates_leave_history_untouched(harness: Harness) -> None:
    """What senders should use instead, one at a time: an update over the server's in-flight
    limit (256 KiB) is refused by the server at once, one over the workflow's 64 KiB by the
    `stop` Update's validator; neither writes anything to history."""
    handle, before = await _recovered_once(harness)
    size_before = (await _runs(harness, handle.id))[0][1]
    for _ in range(35):  # 52 MB in all
        with pytest.raises(RPCError) as refused_by_server:
            await _update_once(harness, handle, {"reason": "x" * 1_500_000})
        assert UPDATES_REFUSED in str(refused_by_server.value)
    for _ in range(5):
        with pytest.raises(WorkflowUpdateFailedError) as refused:
            await handle.execute_update("stop", {"reason": "x" * 200_000})
        assert "payload of 20001" in str(refused.value.cause)  # refused unread
        assert "over the limit of 65536" in str(refused.value.cause)
    status = await handle.query("status", result_type=SupervisorStatus)
    assert status.state == "supervising" and status.restarts_used == before.restarts_used
    assert harness.world.called("stop_job") == []
    runs = await _runs(harness, handle.id)
    assert len(runs) == 1 and runs[0][0] == "RUNNING", runs
    assert runs[0][1] - size_before < 100_000, runs  # no payload went into history


async def test_burst_of_oversized_updates_leaves_supervision_running(harness: Harness) -> None:
    """35 updates of 1.5 MB and 35 of 200 KB, all at once: the server admits updates up to
    256 KiB in flight (so a refusal, which carries its request back, stays under the blob
    limit), the workflow's validator refuses the rest. Nothing enters history, nothing is
    stopped, status keeps answering and a valid stop still acts."""
    handle, before = await _recovered_once(harness)
    size_before = (await _runs(harness, handle.id))[0][1]
    started = time.monotonic()
    burst = asyncio.gather(
        *(_update_once(harness, handle, {"reason": "x" * 1_500_000}) for _ in range(35)),
        *(handle.execute_update("stop", {"reason": "x" * 200_000}) for _ in range(35)),
        return_exceptions=True,
    )
    answered, dropped = await _answers_during(handle, burst)
    assert answered > 0
    sent = await burst
    server = [r for r in sent if isinstance(r, RPCError)]
    workflow = [r for r in sent if isinstance(r, WorkflowUpdateFailedError)]
    assert workflow  # some reached the workflow's validator
    assert len(server) + len(workflow) == len(sent), sent
    # over the in-flight limit, or given up when the server dropped it ("aborted")
    assert all(
        any(m in str(r) for m in (UPDATES_REFUSED, "concurrent in-flight updates", "aborted"))
        for r in server
    ), {str(r) for r in server}
    # refused by the validator, or (under load) by the server when the worker's task did not
    # carry the update ("Workflow Update is rejected because it wasn't processed by worker")
    assert all(
        any(m in str(r.cause) for m in ("over the limit of 65536", "processed by worker"))
        for r in workflow
    ), {f"{r.cause!r}" for r in workflow}
    print(
        f"update burst: {len(server)} refused by the server, {len(workflow)} by the workflow,"
        f" in {time.monotonic() - started:.1f}s; status answered {answered} times during it"
        f" ({dropped} not)"
    )
    status = await harness.wait(handle, lambda s: s.state == "supervising", "answering")
    print(f"update burst: status answered {time.monotonic() - started:.1f}s after it began")
    assert status.restarts_used == before.restarts_used and status.handle == before.handle
    assert harness.world.called("stop_job") == []
    runs = await _runs(harness, handle.id)
    assert len(runs) == 1 and runs[0][0] == "RUNNING", runs
    assert runs[0][1] - size_before < 100_000, runs  # no payload went into history
    result = await handle.execute_update(
        "stop", {"reason": "maintenance", "sender": "sre"}, result_type=OperatorResult
    )
    assert result.state == "stopped", result
    await harness.wait(handle, lambda s: s.state == "stopped", "stopped")
    assert len(harness.world.called("stop_job")) == 1


async def test_concurrent_large_exclude_updates_cannot_end_the_supervision(
    harness: Harness,
) -> None:
    """Issue 28's burst: 12 concurrent `exclude` Updates of 1.9 MB. With Temporal's default
    20 MiB of in-flight update payloads the server admitted them and then terminated the
    workflow (the task answering them was too large); with the shipped limit each is refused to
    its sender, and the supervision, its history and its status are untouched."""
    handle, before = await _recovered_once(harness)
    size_before = (await _runs(harness, handle.id))[0][1]
    payload = {"node": "node-2", "reason": "x" * 1_900_000, "sender": "flood"}
    burst = asyncio.gather(
        *(_update_once(harness, handle, payload, name="exclude") for _ in range(12)),
        return_exceptions=True,
    )
    answered, _ = await _answers_during(handle, burst)
    sent = await burst
    assert answered > 0 and all(isinstance(r, RPCError) for r in sent), sent
    status = await harness.wait(handle, lambda s: s.state == "supervising", "answering")
    assert status.excluded_nodes == before.excluded_nodes
    runs = await _runs(harness, handle.id)
    assert len(runs) == 1 and runs[0][0] == "RUNNING", runs
    assert runs[0][1] - size_before < 100_000, runs  # no payload went into history
