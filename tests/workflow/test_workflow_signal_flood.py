"""A flood of oversized or many small signals against a supervising workflow: supervision goes
on (continued as new), nothing it knew is lost, and every run's history stays far below the
server's limits (50 MB, 51,200 events)."""

from __future__ import annotations

import asyncio

import pytest
from temporalio.client import WorkflowExecutionStatus, WorkflowHandle, WorkflowUpdateFailedError
from wf_harness import Harness

from trainwarden.supervision import SupervisorStatus


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


async def test_oversized_signal_flood_continues_as_new_and_loses_nothing(
    harness: Harness,
) -> None:
    handle, before = await _recovered_once(harness)
    watches = len(harness.world.called("monitor_job"))
    big = {"reason": "x" * 1_500_000}  # under the 2 MB payload limit, over the reason's 2000
    for n in range(1, 36):  # 52 MB in all: more than one history may hold
        await handle.signal("stop", big)
        # each one recorded before the next (see README: a burst faster than the workflow
        # can take its tasks ends on the server's own limits whatever the workflow does)
        await harness.wait(
            handle, lambda s, n=n: s.rejected_signals == before.rejected_signals + n, "recorded"
        )
    status = await _still_supervised(harness, handle, before, rejected=35, watches=watches)
    refused = [r for r in status.signals if r.name == "stop" and not r.accepted]
    assert refused and all("over the limit of 65536" in (r.error or "") for r in refused)
    runs = await _runs(harness, handle.id)
    print("oversized flood, runs (status, bytes, events):", runs)
    assert len(runs) >= 2, runs
    assert [r[0] for r in runs].count("RUNNING") == 1, runs
    assert {r[0] for r in runs} <= {"RUNNING", "CONTINUED_AS_NEW"}, runs
    assert max(r[1] for r in runs) < 20_000_000, runs  # the server terminates at 50 MB
    desc = await handle.describe()
    assert desc.status == WorkflowExecutionStatus.RUNNING


async def test_thousands_of_small_signals_continue_as_new_and_lose_nothing(
    harness: Harness,
) -> None:
    handle, before = await _recovered_once(harness)
    watches = len(harness.world.called("monitor_job"))
    kinds = [("bogus", {"reason": "x"}), ("stop", {"reason": ""}), ("resume", {"why": 1})]
    for start in range(0, 3000, 100):
        await asyncio.gather(
            *(handle.signal(*kinds[i % 3]) for i in range(start, start + 100))
        )
    status = await _still_supervised(harness, handle, before, rejected=3000, watches=watches)
    runs = await _runs(harness, handle.id)
    print("small flood, runs (status, bytes, events):", runs)
    assert len(runs) >= 2, runs
    assert {r[0] for r in runs} <= {"RUNNING", "CONTINUED_AS_NEW"}, runs
    # each run continued as new soon after its threshold (2,000 events by default; signals that
    # arrive while the workflow decides are added), far below the server's 51,200
    assert max(r[2] for r in runs) < 10_000, runs
    assert status.runs_of_workflow == len(runs)


async def test_oversized_stop_updates_leave_history_untouched(harness: Harness) -> None:
    """What senders should use instead: the `stop` Update's validator refuses the payload
    before anything is written, so history stays as it was (one update at a time: see
    README for a burst of them)."""
    handle, before = await _recovered_once(harness)
    size_before = (await _runs(harness, handle.id))[0][1]
    big = {"reason": "x" * 1_500_000}
    for _ in range(35):  # 52 MB in all
        with pytest.raises(WorkflowUpdateFailedError) as refused:
            await handle.execute_update("stop", big)
        assert "payload of 15000" in str(refused.value.cause)  # refused unread
        assert "over the limit of 65536" in str(refused.value.cause)
    status = await handle.query("status", result_type=SupervisorStatus)
    assert status.state == "supervising" and status.restarts_used == before.restarts_used
    assert harness.world.called("stop_job") == []
    runs = await _runs(harness, handle.id)
    assert len(runs) == 1 and runs[0][0] == "RUNNING", runs
    assert runs[0][1] - size_before < 100_000, runs  # no payload went into history
