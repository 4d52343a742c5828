"""Decisions the workflow used to take by itself, now the interpreter's and the lifecycle's, on
the real workflow with fake activities: an exclude step not sure enough to exclude still tells
the node-health ledger of the nodes it names (and the steps go on); an operator's resume with no
incident waiting opens a new one for the verify-and-restart it runs."""

from __future__ import annotations

from pathlib import Path

from helpers_cases import exclude_anyway
from wf_fakes import attribution
from wf_harness import Harness


async def test_an_exclude_step_not_sure_enough_reports_the_named_nodes(
    harness: Harness, tmp_path: Path
) -> None:
    playbook = exclude_anyway(tmp_path, "gpu_hardware")
    world = harness.world
    world.events = ["failed"]
    world.attributions = [attribution(nodes=("node-2",), confidence=0.5)]  # below 0.7
    handle = await harness.start(nodes=4, playbook=str(playbook))
    status = await harness.wait(handle, lambda s: s.restarts_used == 1, "restarted")
    inc = status.incidents[0]
    assert inc.rule == "exclude-anyway" and inc.decision is not None
    assert (inc.decision.exclude, inc.decision.outcome) == ([], "restart")
    (consult,) = world.called("consult_node_health")
    assert consult.request.intent == "report" and consult.request.nodes == ["node-2"]
    assert world.called("exclude_nodes") == []
    assert inc.node_health is not None and inc.node_health.decision == "record_only"
    exclude = inc.actions[0]
    assert exclude.step == "exclude" and exclude.ok
    assert exclude.summary.startswith(
        "not excluding ['node-2']: confidence 0.50 below 0.70; node health: record_only"
    )
    assert [a.step for a in inc.actions][1:] == ["verify_checkpoint", "restart"]


async def test_a_resume_with_no_incident_waiting_opens_one(harness: Harness) -> None:
    handle = await harness.start(nodes=3)
    await harness.wait(handle, lambda s: s.state == "supervising", "supervising")
    await harness.signal(handle, "stop", {"reason": "maintenance", "sender": "ops"})
    stopped = await harness.wait(handle, lambda s: s.state == "stopped", "stopped")
    assert stopped.incidents == []
    await harness.signal(handle, "resume", {"reason": "maintenance over", "sender": "ops"})
    status = await harness.wait(handle, lambda s: s.restarts_used == 1, "restarted")
    (inc,) = status.incidents
    assert (inc.trigger, inc.observed, inc.resumes) == (
        "operator_resume",
        "resume: maintenance over",
        1,
    )
    assert inc.outcome == "recovering" and status.state == "supervising"
    assert [a.step for a in inc.actions] == ["verify_checkpoint", "restart"]
