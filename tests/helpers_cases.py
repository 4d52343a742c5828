"""Shared by the case tests: a playbook edited to stop on GPU faults, and the CLI in-process."""

from __future__ import annotations

import io
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

from trainwarden.cli import main as warden_main

REPO = Path(__file__).resolve().parents[1]
CASES = REPO / "playbooks" / "tests"

# What the default playbook decides on a sticky Xid 79 on node-2 of a 3-node job.
STICKY_XID_EXPECT = {
    "verdict": "attributed",
    "category": "gpu_hardware",
    "rule": "faulty-machine",
    "steps": ["exclude", "verify_checkpoint", "restart"],
    "exclude": ["node-2"],
    "outcome": "restart",
}

GPU_STOP_RULE = """rules:
  - name: gpu-stop
    match:
      categories: [gpu_hardware]
    steps:
      - stop: {reason: "GPU fault: a person looks first"}
"""


def stop_on_gpu(dest: Path) -> Path:
    """The shipped default playbook with one rule put first: stop on any GPU fault."""
    text = (REPO / "playbooks" / "default.yaml").read_text()
    assert text.count("\nrules:\n") == 1
    path = dest / "stop-on-gpu.yaml"
    path.write_text(text.replace("\nrules:\n", "\n" + GPU_STOP_RULE, 1))
    return path


EXCLUDE_ANYWAY_RULE = """rules:
  - name: exclude-anyway
    match:
      categories: [{category}]
    steps:
      - exclude: {{reason: suspect}}
      - verify_checkpoint
      - restart
"""


def exclude_anyway(dest: Path, category: str) -> Path:
    """The shipped default playbook with one rule put first: on `category`, however sure the
    attribution is, exclude, verify and restart (its exclude step decides whom to take out)."""
    text = (REPO / "playbooks" / "default.yaml").read_text()
    path = dest / "exclude-anyway.yaml"
    rule = EXCLUDE_ANYWAY_RULE.format(category=category)
    path.write_text(text.replace("\nrules:\n", "\n" + rule, 1))
    return path


def warden(*args: str) -> tuple[int, str]:
    """`warden ARGS` in this process: (exit status, stdout + stderr)."""
    out = io.StringIO()
    with redirect_stdout(out), redirect_stderr(out):
        try:
            code = warden_main(list(args))
        except SystemExit as exc:
            code = int(exc.code or 0)
    return code, out.getvalue()
