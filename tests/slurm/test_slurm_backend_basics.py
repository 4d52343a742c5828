"""SlurmBackend on a real private Slurm: submit, observe, watcher sharing, drain, errors."""

from __future__ import annotations

import shlex
import threading

import pytest
from slurm_helpers import SlurmTestEnv, wait_for

from trainwarden.activities.backends.base import BackendError
from trainwarden.activities.backends.slurm import SlurmBackend
from trainwarden.models import JobHandle, JobObservation

pytestmark = pytest.mark.slurm


def test_cluster_starts_with_all_nodes_idle(slurm_env: SlurmTestEnv) -> None:
    # how fast is a figure (printed), not a bound: a loaded machine starts it more slowly
    print(f"private Slurm cluster started in {slurm_env.start_seconds:.1f}s")
    states = slurm_env.cluster.node_states()
    assert sorted(states) == ["node1", "node2", "node3", "node4"]


def test_trainer_job_runs_across_nodes_and_reports_per_rank_progress(
    slurm_env: SlurmTestEnv,
) -> None:
    backend = slurm_env.backend()
    job = slurm_env.trainer_job("progress", nodes=2, ranks_per_node=2)
    handle, commands = backend.start(job.spec, key="progress/start")
    assert commands[0].command.startswith("sbatch ")
    assert commands[0].exit_code == 0 and handle.job_id in commands[0].output

    obs = wait_for(backend, handle, lambda o: (o.step or 0) >= 3 and len(o.ranks) == 4, 30,
                   "4 ranks past step 3")  # fmt: skip
    assert obs.state == "RUNNING"
    assert len(obs.nodes) == 2
    assert {r.node for r in obs.ranks} == set(obs.nodes)
    assert sorted(r.rank for r in obs.ranks) == [0, 1, 2, 3]
    assert obs.run_first_step == 1 and obs.run_first_step_at is not None
    later = wait_for(backend, handle, lambda o: (o.step or 0) > obs.step, 10, "more steps")
    assert later.recent_steps and later.recent_steps[-1][0] >= later.step - 1

    # the same key again: the submission is found, not repeated
    again, commands = backend.start(job.spec, key="progress/start")
    assert again.job_id == handle.job_id
    assert commands[0].skipped

    stopped = backend.stop(handle, "test over", key="progress/stop")
    assert stopped[-1].command == f"scancel {handle.job_id}"
    obs = wait_for(backend, handle, lambda o: o.state == "CANCELLED", 15, "CANCELLED")
    assert backend.stop(handle, "again", key="progress/stop")[-1].skipped
    # once the controller forgets the job (MinJobAge), jobcomp/filetxt still has its end
    finished = backend.completed_job_record(handle.job_id)
    assert finished is not None and finished.state == "CANCELLED"
    assert finished.nodes == obs.nodes


def test_watcher_makes_one_query_per_interval_for_all_jobs(slurm_env: SlurmTestEnv) -> None:
    backends = [slurm_env.backend() for _ in range(3)]
    watcher = backends[0].watcher
    assert all(b.watcher is watcher for b in backends)  # one watcher per cluster per process
    watcher.poll_interval = 30.0  # an interval far longer than this test
    handles = []
    for i in range(3):
        job = slurm_env.trainer_job(f"watch{i}", nodes=1, ranks_per_node=1)
        handles.append(backends[i].start(job.spec, key=f"watch/{i}")[0])
    watcher.snapshot(max_age=0)
    before_queries, before_commands = watcher.queries, watcher.runner.count

    errors: list[BaseException] = []

    def poll(i: int) -> None:
        try:
            for _ in range(20):
                backends[i % 3].observe(handles[i % 3])
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=poll, args=(i,)) for i in range(9)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    # 180 observe() calls for 3 jobs within one interval: no scheduler query at all
    assert watcher.queries == before_queries
    assert watcher.runner.count == before_commands
    watcher.poll_interval = 0.5


def test_drain_is_recorded_idempotent_and_respects_other_drains(slurm_env: SlurmTestEnv) -> None:
    backend = slurm_env.backend(max_excluded_nodes=2)
    job = slurm_env.trainer_job("drain", nodes=1, ranks_per_node=1)
    handle, _ = backend.start(job.spec, key="drain/start")

    commands = backend.exclude(handle, ["node3"], "inc-7 xid-79", key="inc-7/exclude")
    drain = [c for c in commands if c.command.startswith("scontrol update nodename=node3")]
    assert len(drain) == 1 and drain[0].exit_code == 0 and not drain[0].skipped
    shown = slurm_env.scontrol("-o", "show", "node", "node3").stdout
    assert "DRAIN" in shown and "Reason=trainwarden: inc-7 xid-79" in shown

    retried = backend.exclude(handle, ["node3"], "inc-7 xid-79", key="inc-7/exclude")
    assert [c.skipped for c in retried if "nodename=node3" in c.command] == [True]

    slurm_env.scontrol("update", "nodename=node2", "state=drain", "reason=bad fan (ops)")
    others = backend.exclude(handle, ["node2"], "inc-8 xid-48", key="inc-8/exclude")
    note = next(c for c in others if "nodename=node2" in c.command)
    assert note.skipped and "bad fan (ops)" in note.output and "not overwritten" in note.output
    assert "Reason=bad fan (ops)" in slurm_env.scontrol("-o", "show", "node", "node2").stdout

    with pytest.raises(BackendError) as limit:
        backend.exclude(handle, ["node1", "node2", "node4"], "inc-9", key="inc-9/exclude")
    assert limit.value.kind == "invalid_request" and "limit" in limit.value.message

    # back in service: ours only, unless an operator forces it
    back = backend.return_to_service(["node3", "node2"], "healthy", key="inc-7/rts")
    assert [(c.command.split()[2], c.skipped) for c in back if "state=resume" in c.command] == [
        ("nodename=node3", False),
        ("nodename=node2", True),
    ]
    assert "DRAIN" not in slurm_env.scontrol("-o", "show", "node", "node3").stdout
    forced = backend.return_to_service(["node2"], "operator says so", key="op/rts", force=True)
    assert not forced[-1].skipped and forced[-1].exit_code == 0
    assert "DRAIN" not in slurm_env.scontrol("-o", "show", "node", "node2").stdout


def test_nodes_drained_together_are_one_command_with_a_hostlist(
    slurm_env: SlurmTestEnv,
) -> None:
    backend = slurm_env.backend()
    job = slurm_env.trainer_job("drain-many", nodes=1, ranks_per_node=1)
    handle, _ = backend.start(job.spec, key="drain-many/start")
    commands = backend.exclude(handle, ["node3", "node4"], "inc-3 xid-79", key="inc-3/x")
    (drain,) = [c for c in commands if "state=drain" in c.command]
    assert shlex.split(drain.command)[:4] == [
        "scontrol",
        "update",
        "nodename=node[3-4]",
        "state=drain",
    ]
    assert drain.exit_code == 0
    for node in ("node3", "node4"):
        shown = slurm_env.scontrol("-o", "show", "node", node).stdout
        assert "DRAIN" in shown and "Reason=trainwarden: inc-3 xid-79" in shown


def test_failed_health_check_keeps_node_drained(slurm_env: SlurmTestEnv) -> None:
    backend = slurm_env.backend(health_check=["test", "{node}", "=", "node-never"])
    job = slurm_env.trainer_job("health", nodes=1, ranks_per_node=1)
    handle, _ = backend.start(job.spec, key="health/start")
    backend.exclude(handle, ["node4"], "inc-3 xid-79", key="inc-3/exclude")
    commands = backend.return_to_service(["node4"], "try", key="inc-3/rts")
    assert commands[-2].command == "test node4 = node-never" and commands[-2].exit_code == 1
    assert commands[-1].skipped and "health check" in commands[-1].output
    assert "DRAIN" in slurm_env.scontrol("-o", "show", "node", "node4").stdout


def test_errors_are_classified(slurm_env: SlurmTestEnv) -> None:
    backend = slurm_env.backend()
    from trainwarden.models import JobHandle

    with pytest.raises(BackendError) as unknown:
        backend.observe(JobHandle(backend="slurm", job_id="987654"))
    assert unknown.value.kind == "unknown_job" and not unknown.value.retryable
    assert "Invalid job id specified" in unknown.value.commands[-1].output

    with pytest.raises(BackendError) as bogus_node:
        backend.runner.run(["scontrol", "update", "nodename=bogus9", "state=drain", "reason=x"])
    assert bogus_node.value.kind == "invalid_node"
    job = slurm_env.trainer_job("errors", nodes=1, ranks_per_node=1)
    handle, _ = backend.start(job.spec, key="errors/start")
    with pytest.raises(BackendError) as excluded_bogus:
        backend.exclude(handle, ["bogus9"], "inc-1", key="inc-1/exclude")
    assert excluded_bogus.value.kind == "invalid_node"

    unprivileged = slurm_env.backend(command_prefix=["runuser", "-u", "nobody", "--"])
    with pytest.raises(BackendError) as denied:
        unprivileged.exclude(handle, ["node1"], "inc-2", key="inc-2/exclude")
    assert denied.value.kind == "permission_denied"
    assert denied.value.commands[-1].command.startswith("runuser -u nobody -- scontrol update")


def test_controller_outage_is_unreachable_and_retryable(slurm_env: SlurmTestEnv) -> None:
    backend = slurm_env.backend(poll_interval=0.2)
    job = slurm_env.trainer_job("outage", nodes=1, ranks_per_node=1)
    handle, _ = backend.start(job.spec, key="outage/start")
    # RUNNING is the batch script; its srun step still has to confirm the allocation with the
    # controller, and fails if it is down by then: wait until the step trains (a step reported)
    before = wait_for(
        backend, handle, lambda o: o.state == "RUNNING" and o.step is not None, 30, "a step"
    )
    slurm_env.cluster.stop_controller()
    try:
        backend.watcher.invalidate()
        with pytest.raises(BackendError) as down:
            backend.observe(handle)
        assert down.value.kind == "unreachable" and down.value.retryable
        with pytest.raises(BackendError) as drain_down:
            backend.exclude(handle, ["node1"], "inc-5", key="inc-5/exclude")
        assert drain_down.value.kind == "unreachable"
        # 22.05 says "Unexpected message received for job N" here; the runner pings to tell
        with pytest.raises(BackendError) as requeue_down:
            backend.runner.run(["scontrol", "requeue", handle.job_id])
        assert requeue_down.value.kind == "unreachable"
        assert "controller DOWN" in requeue_down.value.message
    finally:
        slurm_env.cluster.start_controller()
    # the controller comes back with its saved state: the job is still there and running
    obs = wait_for(
        backend,
        handle,
        lambda o: o.state == "RUNNING" and (o.step or 0) > (before.step or 0),
        30,
        "RUNNING and training after restart",
    )
    assert obs.job_id == handle.job_id and obs.run == before.run


def test_for_job_configures_from_the_job_and_environment(
    slurm_env: SlurmTestEnv, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TRAINWARDEN_SLURM_RUN_ROOT", str(slurm_env.run_root))
    monkeypatch.setenv("TRAINWARDEN_SLURM_RESTART_VIA", "resubmit")
    job = slurm_env.trainer_job("forjob", nodes=1, ranks_per_node=1)
    backend = SlurmBackend.for_job(job.spec)
    assert backend.runner.slurm_conf == slurm_env.conf
    assert backend.run_root == slurm_env.run_root and backend.restart_via == "resubmit"
    assert backend.watcher is slurm_env.backend().watcher
    handle, _ = backend.start(job.spec, key="forjob/start")
    # the job's own options are kept with it, for a restart by a backend that served others
    other = SlurmBackend(slurm_conf=slurm_env.conf, run_root=slurm_env.run_root)
    assert other.spec_of(handle) == job.spec


def _ended(backend: SlurmBackend, handle: JobHandle, what: str) -> JobObservation:
    return wait_for(backend, handle, lambda o: o.state in {"FAILED", "COMPLETED"}, 90, what)


def test_a_step_slurm_refuses_is_launched_again_but_a_program_that_ran_is_not(
    slurm_env: SlurmTestEnv,
) -> None:
    """deploy/slurm/trainer_job.sh retries a launch only when no task of it started."""
    backend = slurm_env.backend()
    # A step on a node outside the allocation: slurmctld refuses it before any task starts,
    # through the same "Unable to create step" path as a transient refusal under load.
    refused = slurm_env.trainer_job("refused", nodes=1, ranks_per_node=1,
                                    extra_sbatch=["--nodelist=node1"])  # fmt: skip
    assert refused.spec.slurm is not None
    args = refused.spec.slurm.sbatch_args
    at = next(i for i, a in enumerate(args) if a.startswith("--export="))
    args[at] += ",TRAINWARDEN_NODELIST=node2"
    # A program that starts and fails at once (its own argument parser refuses a flag).
    ran = slurm_env.trainer_job("ran-and-failed", nodes=1, ranks_per_node=1,
                                trainer_args="--no-such-flag")  # fmt: skip

    first, _ = backend.start(refused.spec, key="refused/start")
    second, _ = backend.start(ran.spec, key="ran/start")
    assert _ended(backend, first, "the refused job ended").state == "FAILED"
    assert _ended(backend, second, "the failing program ended").state == "FAILED"

    out = (refused.work / f"slurm-{first.job_id}.out").read_text()
    assert out.count("srun: error: Unable to create step for job") == 3, out
    assert "launch 1 of 3 refused" in out and "launch 2 of 3 refused" in out, out
    assert "launch 3 of 3 refused" not in out, out
    out = (ran.work / f"slurm-{second.job_id}.out").read_text()
    assert "--no-such-flag" in out and "Unable to create step" not in out, out
    assert "refused" not in out, out
