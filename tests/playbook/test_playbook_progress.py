"""The playbook's `progress` section: schema, lint warnings at their lines, shipped default."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from trainwarden.playbook import lint_playbook
from trainwarden.playbook.loader import load_playbook

WritePlaybook = Callable[..., Path]

HEAD = """\
apiVersion: trainwarden/v1
kind: Playbook
name: progress
rules:
  - name: rest
    steps: [wait_for_operator]
detection:
  hang_threshold: 5m
"""


def test_default_playbook_recognises_every_preset_with_a_startup_grace() -> None:
    playbook = load_playbook("default").playbook
    assert playbook.progress.preset == "auto" and playbook.progress.pattern is None
    assert playbook.progress.hang_threshold_initial == 600
    assert playbook.progress.phase_limits == {"checkpoint": 1800, "load": 1800, "eval": 3600}
    narrowed = load_playbook("default", {"progress_preset": "megatron"}).playbook
    assert narrowed.progress.preset == "megatron"


def test_limits_below_the_hang_threshold_are_warned_at_their_line(
    write_playbook: WritePlaybook,
) -> None:
    path = write_playbook(
        HEAD
        + """\
progress:
  hang_threshold_initial: 1m  # <-initial
  phase_limits:
    checkpoint: 30s  # <-phase
"""
    )
    problems = lint_playbook(str(path))
    lines = path.read_text().splitlines()
    by_text = {p.message.split(" (")[0]: p for p in problems}
    initial = by_text["hang_threshold_initial"]
    assert initial.severity == "warning" and "<-initial" in lines[initial.line - 1]
    phase = by_text["phase 'checkpoint' limit"]
    assert "<-phase" in lines[phase.line - 1]


@pytest.mark.parametrize(
    ("section", "message"),
    [
        ("progress:\n  pattern: 'it=(\\d+)'\n", "named group `step`"),
        ("progress:\n  preset: keras\n", "preset"),
        ("progress:\n  phase_limits: {checkpoint: 40d}\n", "at most 30d"),
        ("progress:\n  unknown_key: 1\n", "unknown_key"),
    ],
)
def test_invalid_progress_sections_are_errors(
    write_playbook: WritePlaybook, section: str, message: str
) -> None:
    problems = lint_playbook(str(write_playbook(HEAD + section)))
    errors = [p for p in problems if p.severity == "error"]
    assert errors and any(message in (p.message + p.field) for p in errors), problems
