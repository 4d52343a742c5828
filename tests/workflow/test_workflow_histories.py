"""Retired patches (docs/architecture.md, "Retiring patch branches"; tests/histories/window.toml):
their old branches are gone, so today's workflow takes the new one even where every
`workflow.patched` answers False (what code from before a patch would have done), and a new run
records each retired id's marker as deprecated, so a worker that still has `patched` for it (a
rollback inside the window) replays the run through the new branch."""

from __future__ import annotations

import json

import pytest
import temporalio.workflow
from helpers_replay import load_window
from temporalio.api.history.v1 import HistoryEvent
from wf_harness import Harness


def patch_markers(events: list[HistoryEvent]) -> dict[str, bool]:
    """id -> deprecated, for each patch marker in a history."""
    found: dict[str, bool] = {}
    for e in events:
        if not e.HasField("marker_recorded_event_attributes"):
            continue
        attrs = e.marker_recorded_event_attributes
        if attrs.marker_name != "core_patch":
            continue
        data = json.loads(attrs.details["patch-data"].payloads[0].data)
        found[data["id"]] = data["deprecated"]
    return found


def retired() -> set[str]:
    window = load_window()
    return {p.id for p in window.patches.values() if p.stage == "deprecated"}


async def test_a_refused_restart_hands_over_with_every_patch_answering_false(
    harness: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Before failed-action-to-operator a refused restart failed the workflow; that branch is
    gone: the incident goes to an operator, and the retired ids' markers are deprecated ones."""
    monkeypatch.setattr(temporalio.workflow, "patched", lambda patch_id: False)
    world = harness.world
    world.events = ["failed"]
    world.restart_error = "job fake needs 4 nodes, 3 of 4 are usable; unusable: node-2 (excluded)"
    handle = await harness.start(nodes=4)
    status = await harness.wait(
        handle, lambda s: s.state == "awaiting_operator", "the refused restart handed over"
    )
    assert "needs 4 nodes" in (status.state_reason or "")
    assert [e.nodes for e in world.called("exclude_nodes")] == [["node-2"]]
    # the early verification (verify-checkpoint-during-attribution) ran at detection
    assert world.called("verify_checkpoint")
    markers = patch_markers((await handle.fetch_history()).events)
    assert markers == dict.fromkeys(retired(), True), markers

