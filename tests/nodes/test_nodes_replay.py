"""Replays the recorded NodeHealth histories (tests/nodes/histories, committed) against the
current workflow code, inside the supported window (tests/histories/window.toml): a change that
is not replay-safe fails here before it reaches the long-lived ``nodes-<cluster>`` workflows."""

from __future__ import annotations

import pytest
from helpers_replay import (
    HISTORY_DIRS,
    check_replay,
    load_window,
    replay_noting_patches,
    started_at,
)

from trainwarden.workflows.node_health import NodeHealthWorkflow

WORKFLOW = "NodeHealth"
WINDOW = load_window()
HISTORIES = WINDOW.of(WORKFLOW)


def test_every_committed_history_is_in_the_window() -> None:
    found = sorted(p.stem for p in HISTORY_DIRS[WORKFLOW].glob("*.json"))
    assert found == sorted(h.name for h in HISTORIES), "list each history in window.toml"
    assert {"health_check_return", "operator_return"} <= set(found)


@pytest.mark.parametrize("history", HISTORIES, ids=lambda h: h.name)
def test_history_started_inside_the_window(history) -> None:
    assert started_at(history.path) >= WINDOW.floor_at


@pytest.mark.parametrize("history", HISTORIES, ids=lambda h: h.name)
async def test_replay_recorded_history(history, monkeypatch: pytest.MonkeyPatch) -> None:
    replayed = await replay_noting_patches(history.path, NodeHealthWorkflow, monkeypatch)
    check_replay(WINDOW, history, replayed)
