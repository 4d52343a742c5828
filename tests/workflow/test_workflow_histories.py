"""Histories of workflow code older than its patches, for the replay test: run today's workflow
with every `workflow.patched` answering False (what code before the patches did), on the fake
activities, and check it behaves as that code did. With TRAINWARDEN_RECORD_HISTORIES=1 the
history is (re)written to tests/histories/, where test_e2e_replay replays it through the
pre-patch branches."""

from __future__ import annotations

import pytest
import temporalio.workflow
from helpers_e2e import record_history
from temporalio.client import WorkflowFailureError
from temporalio.exceptions import ActivityError, ApplicationError
from wf_harness import Harness


async def test_refused_restart_failed_the_workflow_before_failed_action_to_operator(
    harness: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(temporalio.workflow, "patched", lambda patch_id: False)
    world = harness.world
    world.events = ["failed"]
    world.restart_error = "job fake needs 4 nodes, 3 of 4 are usable; unusable: node-2 (excluded)"
    handle = await harness.start(nodes=4)
    with pytest.raises(WorkflowFailureError) as failure:
        await handle.result()
    err = failure.value.cause
    assert isinstance(err, ActivityError) and isinstance(err.cause, ApplicationError)
    assert "needs 4 nodes" in err.cause.message
    assert [e.nodes for e in world.called("exclude_nodes")] == [["node-2"]]
    history = await handle.fetch_history()
    assert not any(e.HasField("marker_recorded_event_attributes") for e in history.events)
    await record_history(handle, "refused_action_prepatch")
