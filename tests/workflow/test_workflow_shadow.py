"""Shadow mode in the real workflow (fake activities): the shadow playbook's decision, with its
plan step by step, is in history (a local activity's marker), the status and the report; the
cluster sees exactly what it sees without a shadow. A test that runs twice gives each run a
world of its own (`own_world`): a terminated run's activities may still reach the world after
the terminate returns."""

from __future__ import annotations

import json
from pathlib import Path

from helpers_cases import stop_on_gpu
from temporalio.client import Client, WorkflowFailureError
from wf_harness import Harness, own_world

from trainwarden.reporting.report import job_report


def _recovering(s) -> bool:
    return bool(s.incidents) and any(a.step == "restart" for a in s.incidents[0].actions)


async def _run(harness: Harness, shadow: str | None) -> tuple[object, list[str]]:
    """One run on `harness`'s world, which must be fresh: nobody excluded from its cluster."""
    world = harness.world
    assert world.calls == [] and world.excluded == []
    world.fail("gpu_hardware", nodes=("node-2",))
    inp = {
        "job": {"name": "fake", "backend": "local", "nodes": 4, "ranks_per_node": 2},
        "playbook": "default",
    }
    if shadow:
        inp["shadow_playbook"] = shadow
    handle = await harness.start_raw(inp)
    status = await harness.wait(handle, _recovering, "restarted")
    await handle.terminate("test over")
    cluster_calls = [n for n, _ in world.calls if n in ("exclude_nodes", "restart_job", "stop_job")]
    return (handle, status), cluster_calls


async def test_shadow_decision_recorded_and_never_executed(
    temporal_client: Client, tmp_path: Path
) -> None:
    # a world each: leaving `own_world` ends the first run's activities before the second starts
    async with own_world(temporal_client) as first:
        (_, plain), plain_calls = await _run(first, None)
    async with own_world(temporal_client) as harness:
        (handle, status), shadow_calls = await _run(harness, str(stop_on_gpu(tmp_path)))
    assert shadow_calls == plain_calls == ["exclude_nodes", "restart_job"]
    assert [e.nodes for e in harness.world.called("exclude_nodes")] == [["node-2"]]
    assert plain.incidents[0].shadow is None and plain.shadow_playbook is None
    inc = status.incidents[0]
    assert inc.decision is not None and inc.decision.rule == "faulty-machine"
    assert inc.shadow is not None and not inc.shadow.agrees
    d = inc.shadow.decision
    assert (d.playbook, d.rule, d.steps, d.outcome) == ("default", "gpu-stop", ["stop"], "stop")
    assert "rule: 'faulty-machine' -> 'gpu-stop'" in inc.shadow.differences
    # the plan the shadow would carry out: verify at detection (the fake job has a checkpoint
    # location), tell the node-health ledger of node-2 (its rule excludes nothing), stop
    plan = inc.shadow.plan
    assert plan is not None and plan.early_verify is not None
    assert [x.kind for x in plan.decisions] == ["report", "stop"]
    assert plan.describe()[1] == "report node-2 to the node-health ledger"
    assert plan.describe()[-1] == "stop: GPU fault: a person looks first"
    assert status.shadow_playbook == "default" and status.shadow_playbook_hash
    # in history: the local activity's marker carries the shadow decision
    history = await handle.fetch_history()
    markers = [
        e.marker_recorded_event_attributes
        for e in history.events
        if e.HasField("marker_recorded_event_attributes")
    ]
    payloads = [
        json.loads(p.data)
        for m in markers
        for p in m.details["result"].payloads
        if m.details.get("result")
    ]
    assert [p["decision"]["rule"] for p in payloads] == ["gpu-stop"]
    assert [[x["kind"] for x in p["plan"]["decisions"]] for p in payloads] == [["report", "stop"]]
    report = job_report(status)
    assert report.shadow is not None
    assert (report.shadow.evaluated, report.shadow.disagreements) == (1, 1)


async def test_a_shadow_that_agrees_is_counted_without_disagreement(harness: Harness) -> None:
    (_, status), _ = await _run(harness, "default")
    shadow = status.incidents[0].shadow
    assert shadow is not None and shadow.agrees and shadow.differences == []
    assert shadow.plan is not None
    assert [x.kind for x in shadow.plan.decisions] == ["exclude", "verify_checkpoint", "restart"]
    assert job_report(status).shadow.disagreements == 0


async def test_a_bad_shadow_playbook_fails_the_workflow_naming_the_field(
    harness: Harness, tmp_path: Path
) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("apiVersion: trainwarden/v1\nkind: Playbook\nname: x\nrules: 3\n")
    handle = await harness.start_raw(
        {
            "job": {"name": "fake", "backend": "local", "nodes": 3, "ranks_per_node": 2},
            "playbook": "default",
            "shadow_playbook": str(bad),
        }
    )
    try:
        await handle.result()
    except WorkflowFailureError as err:
        cause = err.cause
    else:
        raise AssertionError("a bad shadow playbook must fail the workflow")
    assert cause.type == "InvalidInput" and cause.non_retryable
    assert cause.message.startswith("invalid workflow input: shadow_playbook: invalid playbook")
    assert "bad.yaml" in cause.message
    assert harness.world.called("start_job") == []
