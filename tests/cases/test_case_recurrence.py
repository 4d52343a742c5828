"""A case keeps the job's earlier incidents (evidence across restarts), so `warden playbook test`
decides on it as the workflow did; the same bundle without them stays ambiguous."""

from __future__ import annotations

import shutil
from pathlib import Path

import yaml
from helpers_cases import CASES

from trainwarden.cases.case import run_case
from trainwarden.playbook.loader import load_playbook

CASE = CASES / "default" / "local-node-recurrence"


def test_the_recurrence_case_excludes_the_node() -> None:
    result = run_case(load_playbook("default"), CASE)
    assert result.matches, result.differences
    a = result.attribution
    assert a.recurrence is not None and a.recurrence.signature == "cuda-launch-failure"
    assert a.confidence == 0.85 and a.implicated_nodes == ["node-2"]


def test_without_the_earlier_incidents_the_bundle_is_ambiguous(tmp_path: Path) -> None:
    case = tmp_path / "alone"
    shutil.copytree(CASE, case)
    doc = yaml.safe_load((case / "case.yaml").read_text())
    del doc["recurrence"]
    (case / "case.yaml").write_text(yaml.safe_dump(doc))
    result = run_case(load_playbook("default"), case)
    assert result.attribution.signature == "cuda-launch-failure"
    assert result.attribution.implicated_nodes == [] and result.attribution.confidence < 0.7
    assert result.decision.rule == "ambiguous" and result.decision.exclude == []


def test_a_playbook_with_the_rule_off_restarts_on_the_same_nodes() -> None:
    result = run_case(load_playbook("default", {"recurrence_runs": 0}), CASE)
    assert result.decision.rule == "ambiguous"
    assert "exclude: expected ['node-2'], got []" in result.differences
