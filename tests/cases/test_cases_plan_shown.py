"""`warden playbook test -v` (and `--json`) show every decision the interpreter takes, among them
the ones the workflow used to take by itself: the verification started at detection, the
hand-over after an exclusion the job's limit refuses, and the report to the node-health ledger
of nodes an exclude step is not sure enough to take out."""

from __future__ import annotations

import json
from pathlib import Path

from helpers_cases import CASES, exclude_anyway, warden

STICKY = str(CASES / "default" / "local-sticky-xid79")  # 3-node job, Xid 79 on node-2
RECURRENCE = str(CASES / "default" / "local-node-recurrence")  # node_failure, confidence 0.85

def plan_lines(out: str) -> list[str]:
    """The numbered plan lines of `-v`, without their numbers."""
    lines = [x.strip() for x in out.splitlines()]
    return [x.split(". ", 1)[1] for x in lines if x[:1].isdigit() and ". " in x]


def test_a_refused_exclusion_is_followed_by_the_hand_over_in_the_plan() -> None:
    unfloored = ("--set", "min_excludable_nodes=0")
    code, out = warden("playbook", "test", "-v", "default", STICKY, *unfloored)
    assert code == 1, out  # the case expects the restart
    refusal = "excluding node-2 would exceed the exclusion limit of 0 node(s) (0.25 of 3)"
    assert plan_lines(out) == [
        "at detection: verify the checkpoint alongside evidence and attribution",
        f"exclude: refuse: {refusal}; already excluded: none",
        f"hand over to an operator: {refusal}; already excluded: none",
    ], out
    assert "outcome: expected 'restart', got 'operator'" in out
    code, text = warden("playbook", "test", "--json", "default", STICKY, *unfloored)
    (case,) = json.loads(text)["cases"]
    assert case["plan"][-1].startswith("hand over to an operator: excluding node-2")


def test_a_skipped_exclusion_reports_the_nodes_it_names(tmp_path: Path) -> None:
    playbook = exclude_anyway(tmp_path, "node_failure")
    code, out = warden(
        "playbook", "test", "-v", str(playbook), RECURRENCE, "--set", "min_confidence=0.9"
    )
    assert "rule: expected 'faulty-machine', got 'exclude-anyway'" in out, out
    assert plan_lines(out)[1:] == [
        "exclude: skip: not excluding ['node-2']: confidence 0.85 below 0.90; "
        "report node-2 to the node-health ledger",
        "verify the checkpoint",
        "restart from the newest verified checkpoint",
    ], out
    assert code == 1


def test_a_recommend_only_playbook_verifies_nothing_at_detection() -> None:
    case = CASES / "recommend-only" / "rw-xid79-syslog-kern-log"
    code, out = warden("playbook", "test", "-v", "recommend-only", str(case))
    assert code == 0, out
    (line,) = plan_lines(out)
    assert line.startswith("hand over to an operator: recommend-only playbook")
