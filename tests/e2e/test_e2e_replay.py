"""Replays every recorded history (tests/histories, committed) against the current workflow
code: a change that is not replay-safe fails here before it reaches running workflows."""

from __future__ import annotations

import json

import pytest
from helpers_e2e import HISTORY_DIR
from temporalio.client import WorkflowHistory
from temporalio.contrib.pydantic import pydantic_data_converter
from temporalio.worker import Replayer

from trainwarden.workflows.supervise import SuperviseTrainingJob

# Every committed history, by name: one that goes missing fails here instead of shrinking the
# test. refused_action_prepatch replays the pre-patch branch of failed-action-to-operator (and
# of verify-checkpoint-during-attribution); refused_action the patched branches of both;
# exclusion_floor the patched branch of exclusion-floor; first_sign_kill the patched branch of
# stop-at-first-sign (every other history is of an incident with no first sign);
# bad_checkpoint the patched branch of bad-checkpoint-fallback (a run died loading its checkpoint);
# floor_clocks the patched branch of floor-clocks (the first run's first-step event, the recorded
# cold start, step time and checkpoint load; every other history replays it unpatched);
# hang_cascade the patched branch of hang-cascade-clock (a stopped rank's peer died of its
# collective timeout, timed by the last progress before the hang); node_recurrence the patched
# branch of incident-recurrence (a node failing first in two runs, excluded by the second).
COMMITTED = (
    "bad_checkpoint",
    "budget",
    "breaker_refused",
    "exclusion_floor",
    "first_sign_kill",
    "floor_clocks",
    "hang_cascade",
    "node_health_already_out",
    "node_recurrence",
    "recommend_only",
    "refused_action",
    "refused_action_prepatch",
    "shadow_playbook",
    "sticky_xid",
    "stop_resume",
    "user_code",
    "worker_crash",
)


def test_no_uncommitted_history_lies_around() -> None:
    found = sorted(p.stem for p in HISTORY_DIR.glob("*.json"))
    assert found == sorted(COMMITTED), "add a new history to COMMITTED (or remove the file)"


@pytest.mark.parametrize("name", COMMITTED)
async def test_replay_recorded_history(name: str) -> None:
    path = HISTORY_DIR / f"{name}.json"
    assert path.exists(), f"committed history {path} is missing"
    data = json.loads(path.read_text())
    history = WorkflowHistory.from_json(f"replay-{path.stem}", data)
    replayer = Replayer(
        workflows=[SuperviseTrainingJob], data_converter=pydantic_data_converter, debug_mode=True
    )
    result = await replayer.replay_workflow(history, raise_on_replay_failure=True)
    assert result.replay_failure is None
