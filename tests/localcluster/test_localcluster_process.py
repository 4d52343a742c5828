"""Process lifecycle: detached launchers, stop, kill_all, the action record."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

from trainwarden.localcluster import LocalCluster
from trainwarden.localcluster.fsutil import pid_alive, process_start
from trainwarden.localcluster.procs import wait_while

REPO = str(Path(__file__).resolve().parents[2])


def test_launcher_survives_the_submitting_process_being_killed(cluster_root: Path, lc):
    script = textwrap.dedent(
        f"""
        import json, sys, time
        from trainwarden.localcluster import LocalCluster
        from trainwarden.models import LocalJobOptions
        cluster = LocalCluster({str(cluster_root)!r})
        handle, _ = cluster.submit(
            "survivor", nodes=2, ranks_per_node=1,
            options=LocalJobOptions(step_seconds=0.05, collective_timeout=1.0),
            checkpoint_uri={str(cluster_root / "ckpt")!r}, exclude=[], resume_step=None,
            resume_path=None, key="k")
        print(json.dumps(handle.model_dump(mode="json")), flush=True)
        time.sleep(600)
        """
    )
    env = {**os.environ, "PYTHONPATH": REPO}
    worker = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, env=env)
    try:
        handle = json.loads(worker.stdout.readline())
    finally:
        worker.send_signal(signal.SIGKILL)
        worker.wait()
        worker.stdout.close()
    cluster = LocalCluster(cluster_root)
    before = lc.wait_for(lambda: cluster.observe(handle["job_id"]).step)
    lc.wait_for(lambda: (cluster.observe(handle["job_id"]).step or 0) >= before + 5)
    assert cluster.observe(handle["job_id"]).state == "RUNNING"


def test_stop_kills_every_process_and_is_idempotent(cluster: LocalCluster, submit, lc):
    handle, _ = submit()
    lc.wait_for(lambda: (cluster.observe(handle.job_id).step or 0) >= 2)
    run_dir = str(cluster.layout.run_dir("job", 1))
    assert len(lc.processes_mentioning(run_dir)) == 7  # launcher + 6 ranks

    commands = cluster.stop(handle.job_id, "operator request", key="stop-1")
    assert len(commands) == 1 and not commands[0].skipped
    obs = cluster.observe(handle.job_id)
    assert obs.state == "CANCELLED" and obs.reason == "operator request"
    assert not lc.processes_mentioning(run_dir)

    replay = cluster.stop(handle.job_id, "operator request", key="stop-1")
    assert replay[0].skipped
    again = cluster.stop(handle.job_id, "another", key="stop-2")
    assert again[0].skipped and "already ended (CANCELLED)" in again[0].output
    stops = [c for c in cluster.commands() if c["action"] == "stop"]
    assert [c["key"] for c in stops] == ["stop-1"]


def test_kill_all_leaves_no_processes(cluster: LocalCluster, submit, lc):
    submit("a", nodes=2)
    submit("b", nodes=2)
    lc.wait_for(lambda: cluster.observe("local-a").step and cluster.observe("local-b").step)
    cluster.kill_all()
    assert not lc.processes_mentioning(str(cluster.root))
    assert cluster.observe("local-a").state == "CANCELLED"
    assert cluster.observe("local-b").state == "CANCELLED"


def test_ranks_exit_when_their_launcher_is_killed(cluster: LocalCluster, submit, lc):
    handle, _ = submit(nodes=2)
    lc.wait_for(lambda: cluster.observe(handle.job_id).step)
    run_dir = cluster.layout.run_dir("job", 1)
    os.kill(int((run_dir / "launcher.pid").read_text().split()[0]), signal.SIGKILL)
    lc.wait_for(lambda: not lc.processes_mentioning(str(run_dir)), timeout=5)
    obs = cluster.observe(handle.job_id)
    assert obs.state == "FAILED" and obs.reason == "launcher process lost"


def test_a_process_is_ours_from_the_moment_it_is_started_until_it_ends():
    """Between fork and the end of exec a child's command line is empty (often still when
    Popen returns): identity by start time holds from the start, and ends with the process."""
    for _ in range(20):
        child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)", "MARK"])
        start = process_start(child.pid)
        try:
            assert start is not None and pid_alive(child.pid, "MARK", start)
            assert not pid_alive(child.pid, "MARK", start + 1)  # same pid, another process
        finally:
            child.kill()
            child.wait()
        assert not pid_alive(child.pid, "MARK", start)


def test_a_run_is_not_lost_while_its_launcher_is_still_starting(cluster: LocalCluster, submit):
    """Right after submit/restart the launcher may not have finished its exec (its command
    line is still empty): observe must see a live run, not "launcher process lost"."""
    handle, _ = submit(nodes=1, ranks_per_node=1)
    assert cluster.observe(handle.job_id).state in ("PENDING", "RUNNING")
    for n in range(3):
        handle, _ = cluster.restart(
            handle.job_id, exclude=[], resume_step=None, resume_path=None, key=f"restart-{n}"
        )
        obs = cluster.observe(handle.job_id)
        assert obs.run == n + 2 and obs.state in ("PENDING", "RUNNING"), obs.reason


def test_commands_record_one_entry_per_action(cluster: LocalCluster, submit, lc):
    handle, _ = submit(key="inc-1:start")
    cluster.exclude("node-4", "xid-79", key="inc-1:exclude:node-4")
    cluster.exclude("node-4", "xid-79", key="inc-1:exclude:node-4")  # a retried activity
    skipped = cluster.exclude("node-4", "again", key="inc-2:exclude:node-4")
    assert skipped.skipped and "inc-1:exclude:node-4" in skipped.output
    cluster.restart(handle.job_id, exclude=[], resume_step=None, resume_path=None, key="inc-1:r")
    cluster.restart(handle.job_id, exclude=[], resume_step=None, resume_path=None, key="inc-1:r")
    cluster.inject_fault("node-1", "slow")
    cluster.clear_faults()
    back = cluster.return_to_service("node-4", "repaired", key="rts-1")
    assert not back.skipped and cluster.excluded() == {}
    assert cluster.return_to_service("node-4", "repaired", key="rts-2").skipped
    cluster.stop(handle.job_id, "done", key="inc-1:stop")

    actions = [(c["action"], c["key"]) for c in cluster.commands()]
    assert actions[:3] == [
        ("submit", "inc-1:start"),
        ("exclude", "inc-1:exclude:node-4"),
        ("submit", "inc-1:r"),
    ]
    assert [a for a, _ in actions[3:]] == [
        "inject_fault",
        "clear_faults",
        "return_to_service",
        "stop",
    ]
    assert all(c["at"] for c in cluster.commands())


class WorkerKilled(Exception):
    """Stands in for the worker process dying at a chosen point of a call."""


def test_submit_interrupted_before_it_was_recorded_is_completed_by_the_retry(
    cluster: LocalCluster, submit, lc, monkeypatch
):
    def die(*args, **kwargs):
        raise WorkerKilled

    with monkeypatch.context() as patch:
        patch.setattr(LocalCluster, "_start_launcher", die)
        try:
            submit(key="inc-1:restart")
        except WorkerKilled:
            pass
    handle, commands = submit(key="inc-1:restart")
    assert handle.run == 1 and not commands[-1].skipped
    lc.wait_for(lambda: cluster.observe(handle.job_id).step)
    assert [c["run"] for c in cluster.commands() if c["action"] == "submit"] == [1]


def test_exclusion_interrupted_before_it_was_recorded_is_recorded_by_the_retry(
    cluster: LocalCluster, monkeypatch
):
    import trainwarden.localcluster.cluster as cluster_module

    def die(*args, **kwargs):
        raise WorkerKilled

    with monkeypatch.context() as patch:
        patch.setattr(cluster_module, "record_action", die)
        try:
            cluster.exclude("node-2", "xid-79", key="inc-1:exclude")
        except WorkerKilled:
            pass
    assert cluster.excluded() == {"node-2": "xid-79"}
    retry = cluster.exclude("node-2", "xid-79", key="inc-1:exclude")
    assert not retry.skipped
    assert [c["key"] for c in cluster.commands() if c["action"] == "exclude"] == ["inc-1:exclude"]


def test_processes_exit_when_the_cluster_directory_is_removed(cluster: LocalCluster, submit, lc):
    import shutil

    handle, _ = submit(nodes=2)
    lc.wait_for(lambda: cluster.observe(handle.job_id).step)
    run_dir = cluster.layout.run_dir("job", 1)
    shutil.rmtree(cluster.layout.job_dir("job"), ignore_errors=True)  # ranks still writing
    lc.wait_for(lambda: not lc.processes_mentioning(str(run_dir)), timeout=10)


def test_waiting_for_a_process_ends_at_its_exit_or_at_the_limit():
    """wait_while (the stop's wait for a run's launcher): returns once the process is gone,
    also for a process that is not our child (no waitpid possible), and at the limit when the
    check never turns False (a readable pidfd of an exited process must not make it spin)."""
    child = subprocess.Popen([sys.executable, "-c", "import sys; sys.stdin.read()"],
                             stdin=subprocess.PIPE)
    assert child.stdin is not None
    child.stdin.close()  # it exits by itself once it reads the end of its input
    wait_while(child.pid, lambda: pid_alive(child.pid), seconds=60)
    assert not pid_alive(child.pid)
    child.wait()
    calls = []

    def never_done() -> bool:
        calls.append(1)
        return True

    zombie = subprocess.Popen([sys.executable, "-c", "pass"])
    os.waitid(os.P_PID, zombie.pid, os.WEXITED | os.WNOWAIT)  # exited, not reaped: its pidfd
    wait_while(zombie.pid, never_done, seconds=0.3, step=0.05)  # is readable from the start
    zombie.wait()
    assert 2 <= len(calls) <= 10  # it checked about every step (6 of them), never in a spin
