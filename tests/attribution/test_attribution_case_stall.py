"""A hang case exported from the workflow carries the stall the monitor saw, so `warden playbook
test` attributes its bundle as the workflow did: a silent stall shorter than 20 typical steps
(10 s steps here) is the hang of the stopped rank only with it."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import yaml
from helpers_cases import warden

CASE = {
    "apiVersion": "trainwarden/v1",
    "kind": "Case",
    "name": "slow-steps-hang",
    "detected_at": "2026-01-01T00:07:01Z",
    "stall_seen_seconds": 121.0,
    "context": {"job_nodes": 2, "now": "2026-01-01T00:07:02Z"},
    "expect": {"verdict": "attributed", "category": "hang", "rule": "hang"},
}


def test_the_monitors_stall_makes_the_case_a_hang(
    stalled_bundle: Callable[..., Path], tmp_path: Path
) -> None:
    bundle = stalled_bundle(10.0, 125)  # collected at 00:07:05, last step at 00:05:00
    told, alone = tmp_path / "cases" / "told", tmp_path / "cases" / "alone"
    for case, stall in ((told, 121.0), (alone, None)):
        shutil.copytree(bundle, case / "bundle")
        doc = {**CASE, "name": case.name, "stall_seen_seconds": stall}
        (case / "case.yaml").write_text(yaml.safe_dump({k: v for k, v in doc.items() if v}))
    code, out = warden("playbook", "test", "default", str(told))
    assert code == 0, out
    assert "ok    told: attributed hang (stopped-process)" in out, out
    code, out = warden("playbook", "test", "default", str(alone))
    assert code == 1, out
    assert "verdict: expected 'attributed', got 'no_failure'" in out, out
