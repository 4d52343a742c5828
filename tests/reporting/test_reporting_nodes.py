"""`warden report` links incidents to nodes and lists operator actions with their senders:
built from histories the tests recorded (a breaker refusal that an operator excluded past and
approved by update; a second job that found its bad node already out)."""

from __future__ import annotations

from helpers_reporting import HISTORY_DIR, report_of_history
from rich.console import Console

from trainwarden.workers.report import print_report


async def test_report_of_an_operator_exclusion_after_the_breaker_refused() -> None:
    report = await report_of_history(HISTORY_DIR / "breaker_refused.json")
    (inc,) = report.incidents
    assert inc.node_health is not None and inc.node_health.decision == "refuse"
    assert report.nodes == {"node-2": [inc.id]}
    ops = [(o.via, o.name, o.sender, o.accepted) for o in report.operator]
    assert ops == [("update", "exclude", "alice", True), ("update", "approve", "alice", True)]
    assert report.operator[1].outcome == "approved: restarted as run 2"
    console = Console(record=True, width=200)
    print_report(console, report)
    text = console.export_text()
    assert "node health: refuse: cluster breaker open" in text
    assert f"node node-2: incidents {inc.id}" in text
    assert "operator update exclude by alice" in text


async def test_report_of_a_node_already_out() -> None:
    report = await report_of_history(HISTORY_DIR / "node_health_already_out.json")
    inc = report.incidents[0]
    assert inc.node_health is not None and inc.node_health.decision == "already_out"
    assert inc.excluded_nodes == ["node-2"]
    assert report.nodes["node-2"][0] == inc.id
    assert inc.actions[0].commands == []  # nothing run: the other job's exclusion holds
