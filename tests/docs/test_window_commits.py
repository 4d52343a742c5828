"""The supported window's commits and dates (tests/histories/window.toml) are the repository's:
the floor's commit exists and was made at the time the file gives, and each patch id was added by
the commit the file names, at its time. The window's promises (which runs replay) rest on these
dates, and they were copied from git by hand; a wrong one would move the floor silently.

Needs the repository's history: a checkout without it (an sdist, a shallow clone) skips, saying
so."""

from __future__ import annotations

import shutil
import subprocess
from datetime import datetime
from functools import cache
from pathlib import Path

import pytest
from helpers_replay import load_window

ROOT = Path(__file__).resolve().parents[2]
# Where patch ids are defined: the workflows (and, before the layout settled, the domain package).
CODE = ("workflows", "trainwarden")


def _git(*args: str) -> str:
    return subprocess.run(["git", "-C", str(ROOT), *args], check=True, capture_output=True,
                          text=True).stdout.strip()


@cache
def _history_missing() -> str | None:
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        return "not a git checkout"
    if _git("rev-parse", "--is-shallow-repository") == "true":
        return "a shallow clone: the window's commits may be cut off"
    return None


@pytest.fixture(autouse=True)
def _needs_history() -> None:
    reason = _history_missing()
    if reason:
        pytest.skip(f"the window's commits cannot be checked: {reason}")


def _committed_at(commit: str) -> datetime:
    return datetime.fromisoformat(_git("show", "-s", "--format=%cI", commit))


def _same_commit(a: str, b: str) -> bool:
    return _git("rev-parse", f"{a}^{{commit}}") == _git("rev-parse", f"{b}^{{commit}}")


def test_the_floor_is_a_commit_at_its_time() -> None:
    window = load_window()
    assert _committed_at(window.floor_commit) == window.floor_at


@pytest.mark.parametrize("patch_id", sorted(load_window().patches))
def test_each_patch_was_added_by_its_commit_at_its_time(patch_id: str) -> None:
    patch = load_window().patches[patch_id]
    adding = _git("log", "--reverse", "--format=%H", f'-S"{patch_id}"', "--", *CODE).splitlines()
    assert adding, f"{patch_id}: no commit ever added it to {CODE}"
    assert _same_commit(adding[0], patch.added), (
        f"{patch_id}: window.toml says {patch.added}, git says {adding[0][:7]}")
    assert _committed_at(patch.added) == patch.added_at
