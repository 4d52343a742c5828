"""The supported replay window (tests/histories/window.toml; docs/architecture.md, "Retiring
patch branches") and a replay that notes which branch every patch took, so the replay tests can
prove what the window promises: every committed history replays, each through the branches the
window says it covers."""

from __future__ import annotations

import base64
import json
import tomllib
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, Literal

import pytest
import temporalio.workflow
from temporalio.client import WorkflowHistory
from temporalio.contrib.pydantic import pydantic_data_converter
from temporalio.worker import Replayer

TESTS = Path(__file__).resolve().parent
WINDOW_FILE = TESTS / "histories" / "window.toml"
# Where each workflow's committed histories are.
HISTORY_DIRS = {
    "SuperviseTrainingJob": TESTS / "histories",
    "NodeHealth": TESTS / "nodes" / "histories",
}
Stage = Literal["patched", "deprecated", "removed"]
STAGES = ("patched", "deprecated", "removed")


@dataclass(frozen=True)
class Patch:
    id: str
    workflow: str
    added: str  # the commit that added it
    added_at: datetime
    stage: Stage


@dataclass(frozen=True)
class History:
    name: str
    workflow: str
    recorded_by: str
    new_branch: frozenset[str]  # ids whose `patched` answered True in this history
    old_branch: frozenset[str]  # ids whose `patched` answered False: pre-patch code it covers

    @property
    def path(self) -> Path:
        return HISTORY_DIRS[self.workflow] / f"{self.name}.json"


@dataclass(frozen=True)
class Window:
    floor_commit: str
    floor_at: datetime
    patches: dict[str, Patch]
    histories: dict[str, History]

    def of(self, workflow: str) -> list[History]:
        return [h for h in self.histories.values() if h.workflow == workflow]


def load_window() -> Window:
    data: dict[str, Any] = tomllib.loads(WINDOW_FILE.read_text())
    floor = data["floor"]
    patches = {
        pid: Patch(pid, p["workflow"], p["added"], p["added_at"], p["stage"])
        for pid, p in data["patches"].items()
    }
    histories = {
        name: History(
            name,
            h["workflow"],
            h["recorded_by"],
            frozenset(h.get("new_branch", [])),
            frozenset(h.get("old_branch", [])),
        )
        for name, h in data["histories"].items()
    }
    for p in patches.values():
        assert p.stage in STAGES, f"{p.id}: stage {p.stage!r} is none of {STAGES}"
    for h in histories.values():
        assert h.workflow in HISTORY_DIRS, f"{h.name}: unknown workflow {h.workflow}"
    return Window(floor["commit"], floor["at"], patches, histories)


def started_at(path: Path) -> datetime:
    """When the recorded run started: its first event's time."""
    first = json.loads(path.read_text())["events"][0]
    assert first["eventType"] == "EVENT_TYPE_WORKFLOW_EXECUTION_STARTED"
    return datetime.fromisoformat(first["eventTime"].replace("Z", "+00:00"))


def markers(path: Path) -> dict[str, bool]:
    """Patch id -> deprecated, for each patch marker a history recorded."""
    found: dict[str, bool] = {}
    for event in json.loads(path.read_text())["events"]:
        marker = event.get("markerRecordedEventAttributes")
        if marker and marker["markerName"] == "core_patch":
            payload = marker["details"]["patch-data"]["payloads"][0]["data"]
            data = json.loads(base64.b64decode(payload))
            found[data["id"]] = data["deprecated"]
    return found


@dataclass
class Replayed:
    failure: Exception | None
    answers: dict[str, set[bool]]  # patch id -> what `workflow.patched` answered
    deprecated: set[str]  # ids the code passed to `workflow.deprecate_patch`


async def replay_noting_patches(
    path: Path, workflow_cls: type, monkeypatch: pytest.MonkeyPatch, *, removed: bool = False
) -> Replayed:
    """Replay a committed history against today's code, noting each patch call (`removed`: as
    if every `deprecate_patch` call were deleted, the third stage)."""
    answers: dict[str, set[bool]] = {}
    deprecated: set[str] = set()
    patched, deprecate = temporalio.workflow.patched, temporalio.workflow.deprecate_patch

    def noting_patched(patch_id: str) -> bool:
        answer = patched(patch_id)
        answers.setdefault(patch_id, set()).add(answer)
        return answer

    def noting_deprecate(patch_id: str) -> None:
        deprecated.add(patch_id)
        if not removed:
            deprecate(patch_id)

    monkeypatch.setattr(temporalio.workflow, "patched", noting_patched)
    monkeypatch.setattr(temporalio.workflow, "deprecate_patch", noting_deprecate)
    history = WorkflowHistory.from_json(f"replay-{path.stem}", json.loads(path.read_text()))
    replayer = Replayer(
        workflows=[workflow_cls], data_converter=pydantic_data_converter, debug_mode=True
    )
    result = await replayer.replay_workflow(history, raise_on_replay_failure=False)
    return Replayed(result.replay_failure, answers, deprecated)


def check_replay(window: Window, history: History, replayed: Replayed) -> None:
    """The history replays, through exactly the branches the window says it covers, and never
    through a retired patch's old branch (there is none left to take)."""
    assert replayed.failure is None, f"{history.name} no longer replays: {replayed.failure}"
    new = {pid for pid, a in replayed.answers.items() if True in a}
    old = {pid for pid, a in replayed.answers.items() if False in a}
    assert sorted(new) == sorted(history.new_branch), f"{history.name}: new branches taken"
    assert sorted(old) == sorted(history.old_branch), f"{history.name}: old branches taken"
    for pid in set(replayed.answers) | replayed.deprecated:
        assert pid in window.patches, f"{pid} (in {history.name}) is not in window.toml"
    asked = {pid for pid in replayed.answers if window.patches[pid].stage != "patched"}
    assert not asked, f"retired patches still asked with workflow.patched: {sorted(asked)}"
    for pid in replayed.deprecated:
        assert window.patches[pid].stage == "deprecated", f"{pid}: deprecate_patch, not listed so"
