"""Replays the recorded NodeHealth histories (tests/nodes/histories, committed) against the
current workflow code: a change that is not replay-safe fails here before it reaches the
long-lived ``nodes-<cluster>`` workflows."""

from __future__ import annotations

import json

import pytest
from helpers_nodes import NODE_HISTORY_DIR
from temporalio.client import WorkflowHistory
from temporalio.contrib.pydantic import pydantic_data_converter
from temporalio.worker import Replayer

from trainwarden.workflows.node_health import NodeHealthWorkflow

HISTORIES = sorted(NODE_HISTORY_DIR.glob("*.json"))


def test_histories_are_recorded() -> None:
    assert {p.stem for p in HISTORIES} >= {"health_check_return", "operator_return"}


@pytest.mark.parametrize("path", HISTORIES, ids=[p.stem for p in HISTORIES])
async def test_replay_recorded_history(path) -> None:
    history = WorkflowHistory.from_json(f"replay-{path.stem}", json.loads(path.read_text()))
    replayer = Replayer(
        workflows=[NodeHealthWorkflow], data_converter=pydantic_data_converter, debug_mode=True
    )
    result = await replayer.replay_workflow(history, raise_on_replay_failure=True)
    assert result.replay_failure is None
