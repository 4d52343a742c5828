"""Fixtures for playbook tests: writing playbook files and a small valid playbook."""

from __future__ import annotations

import textwrap
from collections.abc import Callable
from pathlib import Path

import pytest

VALID_PLAYBOOK = """\
apiVersion: trainwarden/v1
kind: Playbook
name: small
params:
  hang: 30s
  restarts: 2
detection:
  hang_threshold: "{{ hang }}"
rules:
  - name: machine
    match: {categories: [gpu_hardware], verdicts: [attributed]}
    steps:
      - exclude: {max_nodes: 1}
      - verify_checkpoint
      - restart
  - name: operator
    steps: [wait_for_operator]
policies:
  max_restarts: "{{ restarts }}"
"""

WritePlaybook = Callable[..., Path]


@pytest.fixture
def write_playbook(tmp_path: Path) -> WritePlaybook:
    """Write (dedented) playbook text to a file in tmp_path and return its path."""

    def write(text: str, name: str = "playbook.yaml") -> Path:
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text), encoding="utf-8")
        return path

    return write


@pytest.fixture
def valid_playbook(write_playbook: WritePlaybook) -> Path:
    return write_playbook(VALID_PLAYBOOK)
