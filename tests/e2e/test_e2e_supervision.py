"""Supervised recovery end to end: real Temporal dev server, real worker, real trainer processes
on the local simulated cluster, the shipped default playbook with short durations."""

from __future__ import annotations

from helpers_e2e import (
    actions_of,
    job_spec,
    record_history,
    start_supervision,
    wait_status,
)
from temporalio.client import Client

from trainwarden.localcluster.cluster import LocalCluster
from trainwarden.supervision import SupervisionTuning, SupervisorStatus


def _recovered(s: SupervisorStatus) -> bool:
    return bool(s.incidents) and s.incidents[0].outcome == "recovered"


async def test_sticky_xid_node_excluded_and_training_productive_again(
    temporal_client: Client, worker: str, cluster: LocalCluster
) -> None:
    cluster.inject_fault("node-2", "xid", sticky=True, after_steps=12, xid=79)
    handle = await start_supervision(temporal_client, worker, job_spec(cluster, "xid"))

    status = await wait_status(handle, _recovered, timeout=90, what="recovery")

    inc = status.incidents[0]
    assert inc.attribution is not None
    assert inc.attribution.verdict == "attributed"
    assert inc.attribution.category == "gpu_hardware"
    assert inc.attribution.implicated_nodes == ["node-2"]
    assert any("Xid" in ev.text for ev in inc.attribution.initiating.evidence)
    # the peers' watchdog timeouts are the cascade, not the cause, and blame no one
    assert inc.attribution.cascading
    assert inc.excluded_nodes == ["node-2"]
    assert status.excluded_nodes == {"node-2": inc.id}
    assert "node-2" not in status.handle.nodes
    assert status.handle.run == 2
    # restarted from the newest complete checkpoint (every 5 steps) before the failure
    t = inc.timings
    assert inc.checkpoint is not None and inc.checkpoint.usable
    assert t.restored_step == (t.high_water_step // 5) * 5
    assert t.lost_steps == t.high_water_step - t.restored_step
    for name in (
        "failed_at",
        "detected_at",
        "attributed_at",
        "action_at",
        "running_at",
        "resumed_at",
        "productive_at",
    ):
        assert getattr(t, name) is not None, name
    assert t.ordered(), t
    assert t.time_to_action < t.time_to_productive_training
    assert status.state == "supervising"
    assert status.restarts_used == 1
    # the cluster's own record: one exclusion, one restart (submit of run 2)
    assert len(actions_of(cluster, "exclude")) == 1
    assert [c["run"] for c in actions_of(cluster, "submit")] == [1, 2]
    await handle.signal("stop", {"reason": "test over"})
    await wait_status(handle, lambda s: s.state == "stopped", what="stopped")
    await record_history(handle, "sticky_xid")


async def test_user_code_crash_stops_without_exclusion_or_restart(
    temporal_client: Client, worker: str, cluster: LocalCluster
) -> None:
    cluster.inject_fault("node-3", "user_code", after_steps=6)
    handle = await start_supervision(temporal_client, worker, job_spec(cluster, "usercode"))

    status = await wait_status(handle, lambda s: s.state == "stopped", timeout=60, what="stop")

    inc = status.incidents[0]
    assert inc.attribution.category == "user_code"
    assert inc.attribution.implicated_nodes == []
    assert "ValueError" in inc.attribution.initiating.evidence[0].text
    assert inc.excluded_nodes == [] and status.excluded_nodes == {}
    assert status.restarts_used == 0
    assert inc.outcome == "stopped" and inc.outcome_reason
    assert "stop" in status.state_reason or inc.outcome_reason in status.state_reason
    assert actions_of(cluster, "exclude") == []
    assert len(actions_of(cluster, "submit")) == 1
    await record_history(handle, "user_code")


async def test_hang_detected_after_the_threshold_not_before(
    temporal_client: Client, worker: str, cluster: LocalCluster
) -> None:
    cluster.inject_fault("node-1", "hang", after_steps=5)
    job = job_spec(cluster, "hang", collective_timeout=120.0)
    handle = await start_supervision(temporal_client, worker, job)

    status = await wait_status(handle, lambda s: bool(s.incidents), timeout=60, what="incident")
    status = await wait_status(
        handle, lambda s: s.incidents[0].attribution is not None, timeout=30, what="attribution"
    )
    inc = status.incidents[0]
    assert inc.trigger == "hang"
    t = inc.timings
    # never before hang_threshold (10 s) has passed without progress; how soon after it is a
    # figure for bench/time_to_action.py, not a wall-clock bound for a loaded test machine
    assert t.time_to_detect is not None and t.time_to_detect >= 10.0, t
    assert "(threshold 10s)" in inc.observed
    assert inc.attribution.category == "hang"
    assert inc.attribution.implicated_nodes == []
    await handle.signal("stop", {"reason": "test over"})
    await wait_status(handle, lambda s: s.state == "stopped", what="stopped")


async def test_stop_mid_recovery_then_resume_restarts_once_and_bad_signals_are_rejected(
    temporal_client: Client, worker: str, cluster: LocalCluster
) -> None:
    cluster.inject_fault("node-2", "xid", sticky=False, after_steps=8)
    handle = await start_supervision(
        temporal_client, worker, job_spec(cluster, "stopresume"), params={"backoff_initial": "4s"}
    )
    # malformed payloads: wrong type, unknown field, huge string, not an object, unknown name
    await handle.signal("stop", {"reason": 42})
    await handle.signal("stop", {"reason": "x", "force": True})
    await handle.signal("resume", {"reason": "y" * 100_000})
    await handle.signal("stop", "please stop")
    await handle.signal("pause", {"reason": "no such signal"})
    status = await wait_status(
        handle, lambda s: s.state == "supervising", what="supervising despite bad signals"
    )
    assert status.rejected_signals == 5
    assert all(not r.accepted and r.error for r in status.signals)

    await wait_status(
        handle,
        lambda s: (
            s.state == "recovering"
            or any(a.step == "exclude" for i in s.incidents for a in i.actions)
        ),
        timeout=60,
        what="recovery",
    )
    await handle.signal("stop", {"reason": "maintenance window", "sender": "sre-oncall"})
    status = await wait_status(handle, lambda s: s.state == "stopped", timeout=30, what="stopped")
    assert status.restarts_used == 0, "the automatic restart must not run after stop"
    assert status.signals[-1].sender == "sre-oncall"

    await handle.signal("resume", {"reason": "node replaced"})
    status = await wait_status(
        handle, lambda s: s.incidents[-1].outcome == "recovered", timeout=60, what="resume"
    )
    assert status.restarts_used == 1
    submits = actions_of(cluster, "submit")
    assert [c["run"] for c in submits] == [1, 2], submits
    stop_signal = next(r for r in status.signals if r.sender == "sre-oncall")
    assert stop_signal.accepted and stop_signal.outcome == "job stopped"
    resume_signal = next(r for r in status.signals if r.reason == "node replaced")
    assert resume_signal.outcome == "resumed: restarted as run 2"
    assert status.rejected_signals == 5
    await handle.signal("stop", {"reason": "test over"})
    await wait_status(handle, lambda s: s.state == "stopped", what="stopped")
    await record_history(handle, "stop_resume")


async def test_restart_budget_exhausted_stops_with_clear_reason(
    temporal_client: Client, worker: str, cluster: LocalCluster
) -> None:
    # a sticky fault on a numerical problem: restarts do not help and are not excluded
    cluster.inject_fault("node-1", "nan", sticky=True, after_steps=12)
    handle = await start_supervision(
        temporal_client, worker, job_spec(cluster, "budget"), params={"max_restarts": 2}
    )
    status = await wait_status(handle, lambda s: s.state == "stopped", timeout=120, what="stop")
    assert status.restarts_used == 2
    assert "restart budget exhausted" in status.state_reason
    assert len(actions_of(cluster, "submit")) == 3
    assert status.incidents[-1].outcome == "stopped"
    await record_history(handle, "budget")


async def test_continue_as_new_carries_state_and_history_stays_small(
    temporal_client: Client, worker: str, cluster: LocalCluster
) -> None:
    cluster.inject_fault("node-2", "xid", sticky=True, after_steps=8, xid=79)
    handle = await start_supervision(
        temporal_client,
        worker,
        job_spec(cluster, "longlived"),
        tuning=SupervisionTuning(monitor_lease_seconds=1.0, continue_as_new_events=40),
    )
    status = await wait_status(
        handle, lambda s: _recovered(s) and s.runs_of_workflow >= 3, timeout=90, what="chain"
    )
    # the incident, the exclusion and the budget survived continue-as-new
    assert status.incidents[0].outcome == "recovered"
    assert status.excluded_nodes == {"node-2": status.incidents[0].id}
    assert status.restarts_used == 1
    latest = await temporal_client.get_workflow_handle(handle.id).fetch_history()
    assert len(latest.events) < 40 + 20, "each run's history stays bounded"
    assert len(actions_of(cluster, "exclude")) == 1
    await handle.signal("stop", {"reason": "test over"})
    await wait_status(handle, lambda s: s.state == "stopped", what="stopped")
