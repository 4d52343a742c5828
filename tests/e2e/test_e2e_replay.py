"""Replays every recorded history (tests/histories, committed) against the current workflow
code: a change that is not replay-safe fails here before it reaches running workflows."""

from __future__ import annotations

import json

import pytest
from helpers_e2e import HISTORY_DIR
from temporalio.client import WorkflowHistory
from temporalio.contrib.pydantic import pydantic_data_converter
from temporalio.worker import Replayer

from workflows.supervise import SuperviseTrainingJob

HISTORIES = sorted(HISTORY_DIR.glob("*.json"))


def test_histories_are_recorded() -> None:
    assert HISTORIES, f"no recorded histories in {HISTORY_DIR}"


@pytest.mark.parametrize("path", HISTORIES, ids=[p.stem for p in HISTORIES])
async def test_replay_recorded_history(path) -> None:
    data = json.loads(path.read_text())
    history = WorkflowHistory.from_json(f"replay-{path.stem}", data)
    replayer = Replayer(workflows=[SuperviseTrainingJob], data_converter=pydantic_data_converter)
    result = await replayer.replay_workflow(history, raise_on_replay_failure=True)
    assert result.replay_failure is None
