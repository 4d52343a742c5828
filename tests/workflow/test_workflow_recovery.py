"""Recovery decisions of the real workflow, with the shipped default playbook and its real
durations (5 min backoff cap, 1 h restart window, 4 h operator timeout, 30 min productive
deadline); a duration is shortened only in the one test that is about it."""

from __future__ import annotations

import asyncio

from helpers_e2e import record_history
from temporalio.client import WorkflowHandle
from wf_fakes import attribution
from wf_harness import Harness


async def timers(handle: WorkflowHandle) -> tuple[list[int], int]:
    """(durations in seconds of the timers started, number of timers cancelled)."""
    history = await handle.fetch_history()
    started = [
        e.timer_started_event_attributes.start_to_fire_timeout.seconds
        for e in history.events
        if e.HasField("timer_started_event_attributes")
    ]
    cancelled = sum(1 for e in history.events if e.HasField("timer_canceled_event_attributes"))
    return started, cancelled


async def test_small_job_trades_its_bad_node_for_the_spare_then_refuses_a_second(
    harness: Harness,
) -> None:
    world = harness.world
    world.events = ["failed", "failed"]
    world.attributions = [attribution(nodes=("node-2",)), attribution(nodes=("node-3",))]
    handle = await harness.start(nodes=3)  # README: 3 nodes on a 4-node cluster
    status = await harness.wait(
        handle, lambda s: s.state == "awaiting_operator", "second exclusion refused"
    )
    assert [e.nodes for e in world.called("exclude_nodes")] == [["node-2"]]
    (restart,) = world.called("restart_job")
    assert restart.exclude == ["node-2"]
    assert status.handle is not None and "node-2" not in status.handle.nodes
    assert status.handle.nodes == ["node-1", "node-3", "node-4"]  # on the spare
    assert status.excluded_nodes == {"node-2": status.incidents[0].id}
    assert "exclusion limit of 1 node(s) (0.25 of 3)" in (status.state_reason or "")
    refused = status.incidents[1].actions[-1]
    assert refused.step == "exclude" and not refused.ok
    assert status.incidents[1].outcome == "awaiting_operator"
    # the committed one, recorded before node-health, replays old branches: keep it (window.toml)
    await record_history(handle, "exclusion_floor")


async def test_stop_during_a_five_minute_backoff_cuts_it_short(harness: Harness) -> None:
    world = harness.world
    world.fail("hang")
    # the backoff is what this test is about: start it at the default cap (5 min)
    handle = await harness.start(params={"backoff_initial": "5m"})
    await harness.wait(
        handle,
        lambda s: (
            bool(s.incidents) and any(a.step == "verify_checkpoint" for a in s.incidents[0].actions)
        ),
        "verified, now backing off",
    )
    started, _ = await timers(handle)
    assert 300 in started
    await handle.signal("stop", {"reason": "maintenance"})
    status = await harness.wait(handle, lambda s: s.state == "stopped", "stopped")
    assert world.called("restart_job") == []
    assert len(world.called("stop_job")) == 1
    assert status.incidents[0].outcome == "stopped"
    assert status.incidents[0].outcome_reason == "stopped by signal during backoff"
    _, cancelled = await timers(handle)
    assert cancelled >= 1


async def test_resume_carries_out_the_recommended_steps(harness: Harness) -> None:
    world = harness.world
    world.events = ["failed"]
    handle = await harness.start(playbook="recommend-only")
    status = await harness.wait(handle, lambda s: s.state == "awaiting_operator", "recommend")
    assert status.incidents[0].recommendation == (
        "rule faulty-machine: exclude -> verify_checkpoint -> restart (exclude node-2)"
    )
    assert world.called("exclude_nodes") == [] and world.called("restart_job") == []
    await handle.signal("resume", {"reason": "go ahead", "sender": "ops"})
    status = await harness.wait(
        handle, lambda s: s.state == "supervising" and s.restarts_used == 1, "resumed"
    )
    assert [e.nodes for e in world.called("exclude_nodes")] == [["node-2"]]
    assert world.called("restart_job")[0].exclude == ["node-2"]
    resume = next(r for r in status.signals if r.name == "resume")
    assert resume.outcome == "resumed: restarted as run 2"


async def test_restart_budget_is_kept_across_continue_as_new(harness: Harness) -> None:
    world = harness.world
    world.fail("hang", times=5)
    handle = await harness.start(tuning={"continue_as_new_events": 20})
    status = await harness.wait(handle, lambda s: s.state == "stopped", "budget exhausted")
    assert status.runs_of_workflow >= 3  # continued as new after each restart
    assert status.restarts_used == 3
    assert len(world.called("restart_job")) == 3
    assert status.state_reason == "restart budget exhausted: 3 restarts within 3600s (max 3)"
    assert status.incidents[-1].outcome == "stopped"
    assert world.events == ["failed"]  # the fifth failure never happened: the job was stopped


async def test_productive_deadline_missed_hands_over_to_an_operator(harness: Harness) -> None:
    world = harness.world
    world.fail("hang")
    handle = await harness.start(params={"productive_deadline": "1s"})
    status = await harness.wait(handle, lambda s: s.state == "awaiting_operator", "deadline")
    assert len(world.called("restart_job")) == 1
    assert status.incidents[0].outcome == "deadline_missed"
    assert status.state_reason == "not productive within 1s of the failure"


async def test_default_productive_deadline_is_thirty_minutes(harness: Harness) -> None:
    world = harness.world
    world.fail("hang")
    handle = await harness.start()
    await harness.wait(handle, lambda s: s.restarts_used == 1, "restarted")
    await harness.until(lambda: len(world.called("monitor_job")) >= 2, "watch for productive")
    started, _ = await timers(handle)
    assert any(1700 <= t <= 1800 for t in started), started  # the 30 min deadline


async def test_restart_after_a_failure_seen_before_any_step_watches_past_the_checkpoint(
    harness: Harness,
) -> None:
    """The scripted failure shows no step (found in the same poll as the run's first steps):
    the new run is watched for training past the checkpoint restored (step 10), where before
    it was watched for no step at all and never became productive."""
    world = harness.world
    world.fail("hang")
    handle = await harness.start()
    status = await harness.wait(handle, lambda s: s.restarts_used == 1, "restarted")
    await harness.until(lambda: len(world.called("monitor_job")) >= 2, "watch for productive")
    watching = world.called("monitor_job")[-1]
    assert watching.handle.run == 2 and watching.report_resumed
    assert (watching.productive_step, watching.productive_seen) == (10, False)
    timings = status.incidents[0].timings
    assert timings.high_water_step is None and timings.restored_step == 10


async def test_operator_timeout_stops_the_job(harness: Harness) -> None:
    world = harness.world
    world.fail("unknown")
    handle = await harness.start(params={"operator_timeout": "1s"})
    status = await harness.wait(handle, lambda s: s.state == "stopped", "operator timeout")
    assert status.state_reason == "no operator answered in time: job stopped"
    assert len(world.called("stop_job")) == 1
    assert status.incidents[0].outcome == "stopped"
    assert status.incidents[0].rule == "ask-operator"


async def test_default_operator_timeout_is_four_hours_and_a_stop_ends_the_wait(
    harness: Harness,
) -> None:
    world = harness.world
    world.fail("unknown")
    handle = await harness.start()
    await harness.wait(handle, lambda s: s.state == "awaiting_operator", "waiting")
    started, _ = await timers(handle)
    assert 4 * 3600 in started
    await handle.signal("stop", {"reason": "not worth it"})
    status = await harness.wait(handle, lambda s: s.state == "stopped", "stopped")
    assert status.state_reason == "stopped by operator: not worth it"


async def test_signal_storm_during_recovery_changes_nothing_but_the_record(
    harness: Harness,
) -> None:
    world = harness.world
    world.fail("hang")
    world.gates["collect_evidence"] = gate = asyncio.Event()
    handle = await harness.start(tuning={"continue_as_new_events": 100})
    await harness.until(lambda: bool(world.called("collect_evidence")), "collecting evidence")
    bad = [("bogus", {"reason": "x"}), ("stop", {"reason": ""}), ("resume", {"why": "extra"})]
    # 45: within the 48 signals the server lets a run take (no continue-as-new mid-recovery;
    # past 48 the senders are refused: tests/workflow/test_workflow_signal_flood.py)
    await asyncio.gather(
        *(handle.signal(name, payload) for _ in range(12) for name, payload in bad),
        *(handle.signal("resume", {"reason": "storm"}) for _ in range(9)),
    )
    gate.set()
    status = await harness.wait(
        handle,
        lambda s: s.state == "supervising" and s.restarts_used == 1 and s.runs_of_workflow >= 2,
        "recovered and continued as new",
    )
    assert len(world.called("restart_job")) == 1
    assert world.called("stop_job") == []
    assert status.rejected_signals == 36
    assert len(status.signals) <= 50
    assert any(r.outcome == "ignored: already supervising" for r in status.signals)


async def test_signals_alone_trigger_continue_as_new_while_watching(harness: Harness) -> None:
    world = harness.world
    handle = await harness.start(tuning={"continue_as_new_events": 40})
    await harness.wait(handle, lambda s: s.state == "supervising", "watching")
    await asyncio.gather(*(handle.signal("bogus", {"reason": "x"}) for _ in range(40)))
    status = await harness.wait(handle, lambda s: s.runs_of_workflow >= 2, "continued as new")
    assert status.rejected_signals == 40
    # the watch was cut short and started anew in the new run
    await harness.until(lambda: len(world.called("monitor_job")) >= 2, "a new watch")
    assert world.called("restart_job") == []
