"""The real supervision workflow on the real local Slurm: SuperviseTrainingJob with the shipped
default playbook (short durations), an in-process worker, and deploy/slurm/trainer_job.sh
running the trainer under srun on node1..node4. Faults are injected through the trainer's
sticky fault table, so a faulty node stays faulty on every run placed on it."""

from __future__ import annotations

import asyncio
import json
import subprocess
from datetime import UTC, datetime

import pytest
from slurm_helpers import SlurmTestEnv, TrainerJob
from slurm_workflow_helpers import (
    TimeLimited,
    commands_run,
    drain_reason,
    job_field,
    node_state,
    observe_until,
    recovered,
    settled_state,
    start_supervision,
    stop_supervision,
    wait_status,
)
from temporalio.client import Client, WorkflowHandle

from trainwarden.activities.backends.slurm_parse import compress_nodes
from trainwarden.models import JobSpec, SlurmJobOptions
from trainwarden.supervision import Incident, SupervisorStatus

# the time-limited supervision starts first and runs alongside the other tests, on node4 only
pytestmark = [pytest.mark.slurm, pytest.mark.usefixtures("time_limited_supervision")]
AWAY_FROM_NODE4 = ["-x", "node4"]

TIMINGS = (
    "failed_at",
    "detected_at",
    "attributed_at",
    "action_at",
    "running_at",
    "resumed_at",
    "productive_at",
)


async def arm_sticky_fault(
    env: SlurmTestEnv, job: TrainerJob, job_id: str, kind: str = "xid", xid: int = 79
) -> str:
    """Once the job trains (and has a checkpoint), make one of its nodes faulty; returns it."""
    backend = env.backend()
    obs = await observe_until(backend, job_id, lambda o: (o.step or 0) >= 6, 40, "step 6")
    bad = sorted(obs.nodes)[-1]
    job.arm_fault(bad, kind=kind, xid=xid, fire_after=2)
    job.arm_in_run(env.run_root / job_id / "0")
    return bad


def assert_recovered_without(env: SlurmTestEnv, status: SupervisorStatus, bad: str) -> Incident:
    """The common end state of a sticky GPU fault recovered by drain + requeue."""
    inc = status.incidents[0]
    assert inc.attribution is not None
    assert (inc.attribution.category, inc.attribution.signature) == ("gpu_hardware", "xid-79")
    assert inc.attribution.implicated_nodes == [bad]
    assert inc.rule == "faulty-machine"
    assert inc.excluded_nodes == [bad] and status.excluded_nodes == {bad: inc.id}
    # the node is drained with trainwarden's reason, as Slurm itself reports it
    assert "DRAIN" in node_state(env, bad)
    assert drain_reason(env, bad) == f"trainwarden: {inc.id} xid-79"
    # exactly one drain and one requeue, all on record in the incident
    assert commands_run(inc, "state=drain") == [
        f"scontrol update nodename={bad} state=drain 'reason=trainwarden: {inc.id} xid-79'"
    ]
    assert len(commands_run(inc, "requeuehold")) == 1
    assert len(commands_run(inc, "sbatch")) == 0
    # resumed from the verified checkpoint, beyond the pre-failure step
    t = inc.timings
    assert inc.checkpoint is not None and inc.checkpoint.usable
    assert t.restored_step == inc.checkpoint.step and t.restored_step is not None
    assert t.high_water_step is not None and t.restored_step <= t.high_water_step
    assert t.lost_steps == t.high_water_step - t.restored_step
    for name in TIMINGS:
        assert getattr(t, name) is not None, name
    assert t.ordered(), t
    assert 0 <= t.time_to_action < t.time_to_productive_training
    assert status.restarts_used == 1 and status.state == "supervising"
    return inc


async def test_sticky_gpu_fault_drained_requeued_and_productive_again(
    temporal_client: Client, slurm_worker: str, slurm_supervision: SlurmTestEnv
) -> None:
    env = slurm_supervision
    job = env.trainer_job("wf-sticky", nodes=2, ranks_per_node=2, extra_sbatch=AWAY_FROM_NODE4)
    handle = await start_supervision(temporal_client, slurm_worker, job.spec)
    status = await wait_status(handle, lambda s: s.handle is not None, what="job started")
    assert status.handle is not None
    job_id = status.handle.job_id
    bad = await arm_sticky_fault(env, job, job_id)

    status = await wait_status(handle, recovered, timeout=90, what="recovery")

    inc = assert_recovered_without(env, status, bad)
    # the job's FAILED, or first (24.11 on: srun reports the task's exit before the job ends)
    assert inc.trigger == "failed"
    assert "FAILED" in inc.observed or "exited with status 1" in inc.observed, inc.observed
    assert any("Xid" in e.text for e in inc.attribution.initiating.evidence)  # type: ignore[union-attr]
    assert status.handle is not None and status.handle.job_id == job_id  # requeued, same id
    assert status.handle.run == 2
    assert bad not in status.handle.nodes and len(status.handle.nodes) == 2
    # Slurm's view: requeued once, with the node excluded, running on two other nodes
    assert job_field(env, job_id, "Restarts") == "1"
    # the node excluded for the fault joins the job's own exclusion (-x node4)
    assert job_field(env, job_id, "ExcNodeList") == compress_nodes(sorted({bad, "node4"}))
    backend = env.backend()
    now = await observe_until(backend, job_id, lambda o: o.state == "RUNNING", 10, "running")
    assert bad not in now.nodes and len(now.nodes) == 2
    assert now.run_first_step == inc.timings.restored_step + 1  # type: ignore[operator]
    out = (job.work / f"slurm-{job_id}.out").read_text()
    assert f"resumed from checkpoint step {inc.timings.restored_step}" in out
    await stop_supervision(handle)


async def test_preemption_restarts_without_drain_and_without_using_the_budget(
    temporal_client: Client, slurm_worker: str, slurm_supervision: SlurmTestEnv
) -> None:
    env = slurm_supervision
    job = env.trainer_job("wf-preempt", nodes=1, ranks_per_node=2, extra_sbatch=AWAY_FROM_NODE4)
    # no restart budget at all: only a restart that does not count can happen
    handle = await start_supervision(
        temporal_client, slurm_worker, job.spec, params={"max_restarts": 0}
    )
    status = await wait_status(handle, lambda s: s.handle is not None, what="job started")
    assert status.handle is not None
    job_id = status.handle.job_id
    backend = env.backend()
    obs = await observe_until(backend, job_id, lambda o: (o.step or 0) >= 6, 40, "step 6")
    node = obs.nodes[0]
    await asyncio.to_thread(
        subprocess.run,
        ["sbatch", "--partition=urgent", "--nodes=1", f"--nodelist={node}", "--exclusive",
         "--output=/dev/null", "--wrap=sleep 60"],
        env=env.cluster.env, check=True, capture_output=True,
    )  # fmt: skip

    status = await wait_status(handle, recovered, timeout=60, what="recovery after preemption")

    inc = status.incidents[0]
    assert "PREEMPTED" in inc.observed
    assert inc.attribution is not None and inc.attribution.category == "preemption"
    assert inc.attribution.implicated_nodes == [] and inc.rule == "preempted"
    assert inc.excluded_nodes == [] and status.excluded_nodes == {}
    assert commands_run(inc, "state=drain") == []
    assert all("DRAIN" not in node_state(env, n) for n in env.cluster.nodes)
    assert len(commands_run(inc, "requeuehold")) == 1
    assert status.restarts_used == 1 and status.max_restarts == 0
    assert status.state == "supervising"
    t = inc.timings
    assert all(getattr(t, name) is not None for name in TIMINGS), t
    assert t.ordered(), t
    assert job_field(env, job_id, "Restarts") == "1"
    now = await observe_until(backend, job_id, lambda o: o.state == "RUNNING", 10, "running")
    assert node not in now.nodes  # the preemptor still holds it
    await stop_supervision(handle)


async def test_user_code_failure_stops_without_drain_or_requeue(
    temporal_client: Client, slurm_worker: str, slurm_supervision: SlurmTestEnv
) -> None:
    env = slurm_supervision
    job = env.trainer_job("wf-usercode", nodes=2, ranks_per_node=1, extra_sbatch=AWAY_FROM_NODE4)
    handle = await start_supervision(temporal_client, slurm_worker, job.spec)
    status = await wait_status(handle, lambda s: s.handle is not None, what="job started")
    assert status.handle is not None
    job_id = status.handle.job_id
    await arm_sticky_fault(env, job, job_id, kind="user_code")

    status = await wait_status(handle, lambda s: s.state == "stopped", timeout=60, what="stop")

    inc = status.incidents[0]
    assert inc.attribution is not None and inc.attribution.category == "user_code"
    assert inc.attribution.implicated_nodes == []
    assert "ValueError" in inc.attribution.initiating.evidence[0].text
    assert inc.rule == "training-code-error"
    assert inc.outcome == "stopped" and inc.outcome_reason
    assert inc.outcome_reason in (status.state_reason or "")
    assert "the training program failed" in (status.state_reason or "")
    assert status.restarts_used == 0 and status.excluded_nodes == {}
    # stop; first the healthy ranks at once where the raise is seen as a first sign (25.11 and
    # 26.05's srun report the task's exit before the job ends)
    steps = [a.step for a in inc.actions]
    assert steps[-1:] == ["stop"] and set(steps[:-1]) <= {"stop_remaining_ranks"}, steps
    assert commands_run(inc, "drain") == [] and commands_run(inc, "requeue") == []
    assert commands_run(inc, "sbatch") == []
    assert all("DRAIN" not in node_state(env, n) for n in env.cluster.nodes)
    # ended by the program's raise; or, after a first-sign stop, by the stop's scancel
    ended = {"FAILED", "CANCELLED"} if "stop_remaining_ranks" in steps else {"FAILED"}
    assert await settled_state(env, job_id) in ended, steps
    assert job_field(env, job_id, "Restarts") == "0"


# On one release: the controller's restart is tested on each release by test_slurm_recovery
# (the backend's commands, where the releases differ); through the workflow it costs a
# minute of waiting on 24.11 (Slurm's purge interval, noted there) for the same workflow code.
@pytest.mark.release_slot(0)
async def test_controller_restart_mid_incident_pauses_recovery_then_recovers(
    temporal_client: Client, slurm_worker: str, slurm_supervision: SlurmTestEnv
) -> None:
    env = slurm_supervision
    job = env.trainer_job("wf-ctld", nodes=2, ranks_per_node=1, extra_sbatch=AWAY_FROM_NODE4)
    # a backoff before the restart, so the outage below falls between drain and requeue
    handle = await start_supervision(
        temporal_client, slurm_worker, job.spec, params={"backoff_initial": "2s"}
    )
    status = await wait_status(handle, lambda s: s.handle is not None, what="job started")
    assert status.handle is not None
    job_id = status.handle.job_id
    bad = await arm_sticky_fault(env, job, job_id)

    await wait_status(
        handle,
        lambda s: bool(s.incidents) and any(a.step == "exclude" for a in s.incidents[0].actions),
        timeout=60,
        what="the drain",
    )
    await asyncio.to_thread(env.cluster.stop_controller)
    outage_started = datetime.now(UTC)
    try:
        await asyncio.sleep(6)  # the restart's attempts meet a dead controller meanwhile
        during = await handle.query("status", result_type=SupervisorStatus)
        assert during.state == "recovering", during.state_reason
        assert during.restarts_used == 0
    finally:
        # the controller may answer before start_controller returns: the outage ends when the
        # start begins, not when the call comes back
        outage_ended = datetime.now(UTC)
        await asyncio.to_thread(env.cluster.start_controller)
    back_at = datetime.now(UTC)

    # (on 24.11 about a minute of it is Slurm's: see test_slurm_recovery.py's controller restart)
    status = await wait_status(handle, recovered, timeout=90, what="recovery after the outage")

    inc = assert_recovered_without(env, status, bad)
    restart = next(a for a in inc.actions if a.step == "restart")
    assert restart.started_at <= back_at and restart.finished_at is not None
    assert restart.finished_at >= outage_ended, "the requeue went through only after the outage"
    assert inc.timings.action_at is not None and inc.timings.action_at <= outage_started
    assert job_field(env, job_id, "Restarts") == "1"
    await stop_supervision(handle)


async def test_attach_to_a_job_submitted_outside_trainwarden(
    temporal_client: Client, slurm_worker: str, slurm_supervision: SlurmTestEnv
) -> None:
    env = slurm_supervision
    job = env.trainer_job("wf-outside", nodes=2, ranks_per_node=1, extra_sbatch=AWAY_FROM_NODE4)
    options = job.spec.slurm
    assert options is not None
    export = next(a for a in options.sbatch_args if a.startswith("--export="))
    export += f",TRAINWARDEN_RUN_ROOT={env.run_root},TRAINWARDEN_CHECKPOINT_URI={job.checkpoints}"
    resources = [a for a in options.sbatch_args if not a.startswith("--export=")]
    argv = ["sbatch", "--parsable", *resources, "--open-mode=append", export, str(options.script)]
    submitted = await asyncio.to_thread(
        subprocess.run, argv, env=env.cluster.env, check=True, capture_output=True, text=True
    )
    job_id = submitted.stdout.strip()

    spec = JobSpec(
        name=job.spec.name,
        backend="slurm",
        nodes=2,
        ranks_per_node=1,
        checkpoint_uri=str(job.checkpoints),
        slurm=SlurmJobOptions(job_id=job_id, slurm_conf=env.conf),
    )
    handle = await start_supervision(temporal_client, slurm_worker, spec)
    status = await wait_status(handle, lambda s: s.handle is not None, what="attached")
    assert status.handle is not None and status.handle.job_id == job_id
    assert not any(c.startswith("sbatch") for c in await start_commands(handle))
    bad = await arm_sticky_fault(env, job, job_id)

    status = await wait_status(handle, recovered, timeout=90, what="recovery")

    assert_recovered_without(env, status, bad)
    assert status.handle is not None and status.handle.job_id == job_id
    assert job_field(env, job_id, "Restarts") == "1"
    await stop_supervision(handle)


async def test_time_limit_restarts_without_drain_and_without_using_the_budget(
    temporal_client: Client, time_limited_supervision: TimeLimited, slurm_supervision: SlurmTestEnv
) -> None:
    env = slurm_supervision
    handle, job_id = time_limited_supervision.handle, time_limited_supervision.job_id
    # Slurm enforces time limits every 30s: the 1-minute job ends 60-90s after it started
    status = await wait_status(handle, recovered, timeout=150, what="recovery after TIMEOUT")

    inc = status.incidents[0]
    assert "TIMEOUT" in inc.observed
    assert inc.attribution is not None and inc.attribution.category == "preemption"
    assert inc.attribution.implicated_nodes == [] and inc.rule == "preempted"
    assert inc.excluded_nodes == [] and status.excluded_nodes == {}
    assert commands_run(inc, "state=drain") == []
    assert "DRAIN" not in node_state(env, "node4")
    assert len(commands_run(inc, "requeuehold")) == 1
    assert status.restarts_used == 1 and status.max_restarts == 0
    t = inc.timings
    assert all(getattr(t, name) is not None for name in TIMINGS), t
    assert t.ordered(), t
    assert t.restored_step is not None and t.restored_step > 0
    assert job_field(env, job_id, "Restarts") == "1"


async def start_commands(handle: WorkflowHandle) -> list[str]:
    """Command lines the start activity ran (its result is the first completed activity after
    load_playbook in the workflow history)."""
    history = await handle.fetch_history()
    for event in history.events:
        if event.HasField("activity_task_completed_event_attributes"):
            for payload in event.activity_task_completed_event_attributes.result.payloads:
                result = json.loads(payload.data)
                if "handle" in result:
                    return [c["command"] for c in result.get("commands", [])]
    raise AssertionError("no start activity result in the history")
