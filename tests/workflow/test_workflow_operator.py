"""Nodes across jobs and operator updates, on the real workflow with fake activities (the fake
node-health activities hold the real pure ledger): the cluster breaker hands an incident to an
operator, who excludes by update; a node already out is not excluded again; invalid updates
are rejected with no history event; approve, set_mode, stop and resume as updates."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime
from typing import Any

import pytest
from helpers_e2e import record_history
from temporalio.client import WorkflowHandle, WorkflowUpdateFailedError
from wf_fakes import attribution
from wf_harness import Harness

from trainwarden.config import temporal_binary
from trainwarden.nodes import ExclusionReport, NodeHealthSettings
from trainwarden.nodes.requests import consult_request
from trainwarden.supervision import OperatorResult


def out_by_another_job(harness: Harness, node: str, cluster_nodes: int | None = None) -> None:
    """The cluster's ledger already holds `node` out, excluded by another job just now."""
    ledger = harness.world.ledger
    if cluster_nodes is not None:
        ledger.cluster_nodes = cluster_nodes
    report = ExclusionReport(
        nodes=[node], job="other-job", incident="other-job-i1", at=datetime.now(UTC)
    )
    ledger.inform(report, NodeHealthSettings(), datetime.now(UTC))


async def update(handle: WorkflowHandle, name: str, payload: Any) -> OperatorResult:
    return await handle.execute_update(name, payload, result_type=OperatorResult)


async def update_events(handle: WorkflowHandle) -> int:
    history = await handle.fetch_history()
    return sum(
        1
        for e in history.events
        if e.HasField("workflow_execution_update_accepted_event_attributes")
        or e.HasField("workflow_execution_update_rejected_event_attributes")
    )


async def test_breaker_refuses_then_the_operator_excludes_and_approves(harness: Harness) -> None:
    world = harness.world
    out_by_another_job(harness, "node-4", cluster_nodes=4)  # limit: 1 node of 4 per hour
    world.fail("gpu_hardware", nodes=("node-2",))
    handle = await harness.start(nodes=3)
    status = await harness.wait(handle, lambda s: s.state == "awaiting_operator", "refused")
    inc = status.incidents[0]
    assert inc.node_health is not None and inc.node_health.decision == "refuse"
    assert "cluster breaker open" in (status.state_reason or "")
    assert inc.actions[-1].step == "exclude" and "cluster breaker open" in inc.actions[-1].summary
    assert not inc.actions[-1].ok
    assert world.called("exclude_nodes") == [] and world.called("restart_job") == []

    res = await update(
        handle, "exclude", {"node": "node-2", "reason": "Xid 79, I checked", "sender": "alice"}
    )
    assert res.excluded_nodes == {"node-2": inc.id}
    assert res.outcome.startswith("excluded node-2 for incident 1")
    assert [e.nodes for e in world.called("exclude_nodes")] == [["node-2"]]
    (informed,) = world.called("inform_node_health")
    assert informed.report.done and informed.report.sender == "alice"
    assert world.ledger.nodes["node-2"].state == "excluded"  # the ledger knows it is out

    res = await update(handle, "approve", {"reason": "go on", "sender": "alice"})
    assert res.outcome == "approved: restarted as run 2"
    assert world.called("restart_job")[0].exclude == ["node-2"]
    status = await harness.wait(handle, lambda s: s.state == "supervising", "supervising")
    ops = [(r.name, r.via, r.sender) for r in status.signals]
    assert ops == [("exclude", "update", "alice"), ("approve", "update", "alice")]
    assert status.signals[0].detail == {"node": "node-2"}
    await record_history(handle, "breaker_refused")  # node-health patch and updates, for replay


async def test_a_node_already_out_is_excluded_without_commands(harness: Harness) -> None:
    world = harness.world
    out_by_another_job(harness, "node-2")
    world.fail("gpu_hardware", nodes=("node-2",))
    handle = await harness.start(nodes=3)
    status = await harness.wait(handle, lambda s: s.restarts_used == 1, "restarted")
    inc = status.incidents[0]
    assert inc.node_health is not None and inc.node_health.decision == "already_out"
    assert inc.excluded_nodes == ["node-2"]
    assert world.called("exclude_nodes") == [] and world.called("inform_node_health") == []
    assert world.called("restart_job")[0].exclude == ["node-2"]


@pytest.mark.parametrize(
    ("name", "payload", "error"),
    [
        ("exclude", {"node": "node-9", "reason": "x"}, "unknown node node-9"),
        ("exclude", {"node": "node-2", "reason": "x", "extra": 1}, "extra: Extra inputs"),
        ("exclude", {"node": "node-2", "reason": "x" * 2001}, "reason: String should have"),
        ("exclude", {"node": "../etc", "reason": "x"}, "node: String should match"),
        ("return_node", {"node": "node-2", "reason": "x"}, "not excluded by this job"),
        ("set_mode", {"mode": "yolo", "reason": "x"}, "mode: Input should be"),
        ("resume", {"reason": "x"}, "nothing to resume"),
        ("approve", {"reason": "x"}, "nothing to approve"),
        ("stop", "not an object", "invalid stop"),
    ],
)
async def test_invalid_updates_are_rejected_without_a_history_event(
    harness: Harness, name: str, payload: Any, error: str
) -> None:
    wanted = "supervising"
    if name == "exclude":  # an exclusion needs an incident: one that waits for an operator
        harness.world.fail("unknown")
        wanted = "awaiting_operator"
    handle = await harness.start(nodes=3)
    await harness.wait(handle, lambda s: s.state == wanted, wanted)
    before = len((await handle.fetch_history()).events)
    with pytest.raises(WorkflowUpdateFailedError) as err:
        await update(handle, name, payload)
    assert error in str(err.value.cause)
    assert await update_events(handle) == 0
    # nothing but workflow-task bookkeeping may follow (the server may persist a speculative
    # task under load); no signal, update or activity came of the rejected update
    added = (await handle.fetch_history()).events[before:]
    assert [e for e in added if not e.HasField("workflow_task_scheduled_event_attributes")
            and not e.HasField("workflow_task_started_event_attributes")
            and not e.HasField("workflow_task_completed_event_attributes")] == []
    status = await handle.query("status")
    assert status["signals"] == []
    assert harness.world.called("exclude_nodes") == []


async def test_approve_in_recommend_mode_runs_the_proposed_steps(harness: Harness) -> None:
    world = harness.world
    world.events = ["failed"]
    handle = await harness.start(playbook="recommend-only")
    await harness.wait(handle, lambda s: s.state == "awaiting_operator", "recommend")
    assert world.called("exclude_nodes") == []
    res = await update(handle, "approve", {"reason": "looks right", "sender": "bob"})
    assert res.outcome == "approved: restarted as run 2"
    assert list(res.excluded_nodes) == ["node-2"]
    assert [e.nodes for e in world.called("exclude_nodes")] == [["node-2"]]
    (consult,) = world.called("consult_node_health")
    assert consult.request.nodes == ["node-2"] and consult.request.intent == "exclude"
    with pytest.raises(WorkflowUpdateFailedError) as err:
        await update(handle, "approve", {"reason": "again"})
    assert "nothing to approve" in str(err.value.cause)


async def test_set_mode_to_recommend_holds_the_next_incident_for_approval(
    harness: Harness,
) -> None:
    world = harness.world
    world.gates["monitor_job"] = gate = asyncio.Event()  # the failure comes after set_mode
    world.fail("gpu_hardware", nodes=("node-2",))
    handle = await harness.start(nodes=3)
    await harness.until(lambda: bool(world.called("monitor_job")), "watching")
    res = await update(handle, "set_mode", {"mode": "recommend", "reason": "watch", "sender": "c"})
    assert res.mode == "recommend" and res.outcome.startswith("mode auto -> recommend")
    gate.set()
    status = await harness.wait(handle, lambda s: s.state == "awaiting_operator", "held")
    assert status.mode == "recommend"
    assert status.incidents[0].recommendation is not None
    assert world.called("exclude_nodes") == [] and world.called("restart_job") == []
    res = await update(handle, "set_mode", {"mode": "auto", "reason": "fine again"})
    assert res.mode == "auto"
    res = await update(handle, "approve", {"reason": "carry on"})
    assert res.outcome == "approved: restarted as run 2"


async def test_stop_and_resume_as_updates(harness: Harness) -> None:
    world = harness.world
    handle = await harness.start(nodes=3)
    await harness.wait(handle, lambda s: s.state == "supervising", "supervising")
    res = await update(handle, "stop", {"reason": "maintenance", "sender": "dana"})
    assert res.state == "stopped" and res.outcome == "job stopped"
    assert len(world.called("stop_job")) == 1
    res = await update(handle, "resume", {"reason": "done", "sender": "dana"})
    assert res.outcome == "resumed: restarted as run 2" and res.state == "supervising"
    assert len(world.called("restart_job")) == 1
    await handle.signal("stop", {"reason": "the signal still works"})
    status = await harness.wait(handle, lambda s: s.state == "stopped", "stopped by signal")
    assert [(r.name, r.via) for r in status.signals] == [
        ("stop", "update"),
        ("resume", "update"),
        ("stop", "signal"),
    ]


async def temporal_cli(address: str, *args: str) -> tuple[int, str]:
    """The `temporal` CLI as an operator runs it (off this event loop, which runs the worker)."""
    proc = await asyncio.create_subprocess_exec(
        temporal_binary(),
        *args,
        "--address",
        address,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
    )
    out, _ = await proc.communicate()
    return proc.returncode or 0, out.decode(errors="replace")


async def test_exclude_from_the_temporal_cli(harness: Harness, temporal_address: str) -> None:
    world = harness.world
    out_by_another_job(harness, "node-4", cluster_nodes=4)
    world.fail("gpu_hardware", nodes=("node-2",))
    handle = await harness.start(nodes=3)
    await harness.wait(handle, lambda s: s.state == "awaiting_operator", "refused")
    wid = ["workflow", "update", "execute", "--workflow-id", handle.id, "--name", "exclude"]
    code, out = await temporal_cli(
        temporal_address, *wid, "--input", '{"node": "node-7", "reason": "typo"}'
    )
    assert code != 0 and "unknown node node-7" in out, out
    assert await update_events(handle) == 0
    payload = '{"node": "node-2", "reason": "Xid 79 twice", "sender": "cli-op"}'
    code, out = await temporal_cli(temporal_address, *wid, "--input", payload)
    assert code == 0, out
    assert "excluded node-2 for incident 1" in out
    assert [e.nodes for e in world.called("exclude_nodes")] == [["node-2"]]
    status = await handle.query("status")
    (op,) = status["signals"]
    assert (op["name"], op["via"], op["sender"]) == ("exclude", "update", "cli-op")


async def test_low_confidence_incidents_build_reputation_until_quarantine(
    harness: Harness,
) -> None:
    world = harness.world
    now = datetime.now(UTC)
    for job in ("job-x", "job-y"):  # two other jobs' incidents already named node-2
        request = consult_request(
            attribution(confidence=0.5), job=job, run=1, incident=f"{job}-i1", now=now,
            intent="report",
        )
        assert world.ledger.consult(request, NodeHealthSettings(), now).decision == "record_only"
    world.events = ["failed"]
    world.attributions = [attribution(nodes=("node-2",), confidence=0.75)]  # below 0.8
    handle = await harness.start(nodes=3)
    status = await harness.wait(handle, lambda s: s.restarts_used == 1, "restarted")
    inc = status.incidents[0]
    assert inc.rule == "probable-machine-fault"  # a rule that does not exclude
    assert inc.node_health is not None and inc.node_health.decision == "quarantine"
    (consult,) = world.called("consult_node_health")
    assert consult.request.intent == "report" and consult.request.nodes == ["node-2"]
    assert [e.nodes for e in world.called("exclude_nodes")] == [["node-2"]]
    assert world.called("restart_job")[0].exclude == ["node-2"]
    assert world.ledger.nodes["node-2"].state == "quarantined"
    assert "quarantined by reputation" in inc.actions[0].summary


async def test_one_low_confidence_incident_is_only_recorded(harness: Harness) -> None:
    world = harness.world
    world.events = ["failed"]
    world.attributions = [attribution(nodes=("node-2",), confidence=0.75)]
    handle = await harness.start(nodes=3)
    status = await harness.wait(handle, lambda s: s.restarts_used == 1, "restarted")
    inc = status.incidents[0]
    assert inc.node_health is not None and inc.node_health.decision == "record_only"
    assert world.called("exclude_nodes") == []
    assert world.called("restart_job")[0].exclude == []
    assert world.ledger.nodes["node-2"].state == "in_service"


async def test_updates_carry_across_continue_as_new(harness: Harness) -> None:
    handle = await harness.start(nodes=3, tuning={"continue_as_new_events": 40})
    await harness.wait(handle, lambda s: s.state == "supervising", "supervising")
    modes = ["recommend", "auto"] * 8
    results = [
        await update(handle, "set_mode", {"mode": mode, "reason": f"flip {i}", "sender": "e"})
        for i, mode in enumerate(modes)
    ]
    assert [r.mode for r in results] == modes  # every update answered, none lost
    await update(handle, "set_mode", {"mode": "recommend", "reason": "last"})
    status = await harness.wait(handle, lambda s: s.runs_of_workflow >= 2, "continued as new")
    assert status.mode == "recommend"  # the mode is carried
    assert [r.reason for r in status.signals][-1] == "last"


async def test_a_failed_exclusion_releases_the_cluster_reservation(harness: Harness) -> None:
    world = harness.world
    world.exclude_error = "scontrol: Access/permission denied"
    world.fail("gpu_hardware", nodes=("node-2",))
    handle = await harness.start(nodes=3)
    status = await harness.wait(handle, lambda s: s.state == "awaiting_operator", "handed over")
    assert "permission denied" in (status.state_reason or "")
    (informed,) = world.called("inform_node_health")
    assert not informed.report.done and "permission denied" in informed.report.reason
    assert world.ledger.nodes["node-2"].state == "in_service"  # the reservation is released
    assert status.excluded_nodes == {}
