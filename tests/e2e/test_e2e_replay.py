"""Replays every committed supervision history (tests/histories) against the current workflow
code and proves the supported window (tests/histories/window.toml, docs/architecture.md
"Retiring patch branches"): each history started inside it, replays, and takes exactly the
patch branches the window lists for it; every patch is at the stage the window's floor calls
for. A change that is not replay-safe fails here before it reaches running workflows."""

from __future__ import annotations

import pytest
from helpers_replay import (
    HISTORY_DIRS,
    check_replay,
    load_window,
    markers,
    replay_noting_patches,
    started_at,
)

from trainwarden.workflows.supervise import SuperviseTrainingJob

WORKFLOW = "SuperviseTrainingJob"
WINDOW = load_window()
HISTORIES = WINDOW.of(WORKFLOW)


def test_every_committed_history_is_in_the_window() -> None:
    """A history added without its entry, or an entry whose file went missing, fails here
    instead of shrinking the test."""
    found = sorted(p.stem for p in HISTORY_DIRS[WORKFLOW].glob("*.json"))
    assert found == sorted(h.name for h in HISTORIES), "list each history in window.toml"


@pytest.mark.parametrize("history", HISTORIES, ids=lambda h: h.name)
def test_history_started_inside_the_window(history) -> None:
    assert started_at(history.path) >= WINDOW.floor_at, (
        f"{history.name} started before the window's floor: re-record it "
        f"({history.recorded_by}, TRAINWARDEN_RECORD_HISTORIES=1) or remove it"
    )


@pytest.mark.parametrize("history", HISTORIES, ids=lambda h: h.name)
async def test_replay_recorded_history(history, monkeypatch: pytest.MonkeyPatch) -> None:
    replayed = await replay_noting_patches(history.path, SuperviseTrainingJob, monkeypatch)
    check_replay(WINDOW, history, replayed)


def test_patches_older_than_the_window_are_retired() -> None:
    """A patch added at or before the floor has no pre-patch run left in the window: retired
    (deprecated, then removed). A later one may still meet a run started before it: patched."""
    for patch in WINDOW.patches.values():
        older = patch.added_at <= WINDOW.floor_at
        assert (patch.stage != "patched") == older, (
            f"{patch.id} (added {patch.added_at:%Y-%m-%d %H:%M}) is {patch.stage}, but the "
            f"floor is {WINDOW.floor_at:%Y-%m-%d %H:%M}"
        )


def test_each_stage_is_replayed_as_temporal_requires() -> None:
    """No history takes a retired id's old branch; a deprecated id is replayed from a run that
    recorded it deprecated (and, where one is committed, from one that recorded it patched:
    `verify-checkpoint-during-attribution`, `exclusion-floor`); a removed id has no `patched`
    marker left in the window (a deprecated marker replays without a call)."""
    retired = {p.id for p in WINDOW.patches.values() if p.stage != "patched"}
    for history in WINDOW.histories.values():
        assert not history.old_branch & retired, history.name
    recorded = [markers(h.path) for h in WINDOW.histories.values()]
    for patch in WINDOW.patches.values():
        flags = {m[patch.id] for m in recorded if patch.id in m}
        if patch.stage == "deprecated":
            assert True in flags, f"{patch.id}: no run recorded it deprecated ({flags})"
        if patch.stage == "removed":
            assert False not in flags, f"{patch.id} removed, but a run recorded it patched"



async def test_a_deprecated_call_can_go_once_no_run_recorded_it_patched(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Why removal waits for the floor to pass the deprecation: with the `deprecate_patch` calls
    deleted, a run that recorded the retired ids only as deprecated markers (today's code) still
    replays, and one that recorded a retired id's `patched` marker does not."""
    deprecated = {p.id for p in WINDOW.patches.values() if p.stage == "deprecated"}
    recorded = {h.name: markers(h.path) for h in HISTORIES}
    only_deprecated = next(
        h for h in HISTORIES if deprecated <= {i for i, d in recorded[h.name].items() if d}
    )
    with_patched = next(
        h for h in HISTORIES if any(recorded[h.name].get(i) is False for i in deprecated)
    )
    replayed = await replay_noting_patches(
        only_deprecated.path, SuperviseTrainingJob, monkeypatch, removed=True
    )
    assert replayed.failure is None, only_deprecated.name
    replayed = await replay_noting_patches(
        with_patched.path, SuperviseTrainingJob, monkeypatch, removed=True
    )
    assert "Non-deprecated patch marker" in str(replayed.failure), with_patched.name
