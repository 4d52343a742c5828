"""Injected faults produce real failures and real cascades on the local cluster."""

from __future__ import annotations

import json
import re
import statistics
import time

from trainwarden.localcluster import LocalCluster
from trainwarden.localcluster.trainer import SLOW_FACTOR

WATCHDOG = re.compile(
    r"\[Rank (\d+)\] Watchdog caught collective operation timeout: WorkNCCL\(SeqNum=\d+, "
    r"OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout\(ms\)=1000\) ran for \d+ milliseconds "
    r"before timing out\."
)


def kernel_log(cluster: LocalCluster, node: str) -> str:
    path = cluster.layout.kernel_log(node)
    return path.read_text() if path.exists() else ""


def scheduler_events(cluster: LocalCluster, run: int, name: str = "job") -> list[dict]:
    path = cluster.layout.run_dir(name, run) / "scheduler.jsonl"
    return [json.loads(line) for line in path.read_text().splitlines()]


def test_xid_kills_the_nodes_ranks_and_peers_time_out(cluster: LocalCluster, submit, lc):
    cluster.inject_fault("node-2", "xid", after_steps=3, xid=79)
    handle, _ = submit()
    done = lc.wait_for(lambda: lc.terminal(cluster, handle.job_id))
    assert done.state == "FAILED" and done.exit_code == 1
    assert "rank 2 on node-2" in done.reason or "rank 3 on node-2" in done.reason
    assert done.step == 3  # the fault fired after three steps of the run

    kernel = kernel_log(cluster, "node-2")
    assert re.search(
        r"^\S+ NVRM: Xid \(PCI:0000:[0-9a-f]{2}:00\): 79, pid=\d+, name=python, "
        r"GPU has fallen off the bus\.$",
        kernel,
        re.M,
    )
    assert kernel_log(cluster, "node-1") == ""
    for rank in (2, 3):
        log = lc.run_log(cluster, handle.job_id, rank)
        assert "Traceback (most recent call last):" in log
        assert "RuntimeError: CUDA error: unspecified launch failure" in log
        assert not WATCHDOG.search(log)
    for rank in (0, 1, 4, 5):
        match = WATCHDOG.search(lc.run_log(cluster, handle.job_id, rank))
        assert match and int(match.group(1)) == rank
        assert "Some NCCL operations have failed or timed out" in lc.run_log(
            cluster, handle.job_id, rank
        )
    states = [e["job_state"] for e in scheduler_events(cluster, 1) if "job_state" in e]
    assert states == ["RUNNING", "FAILED"]
    assert cluster.faults() == {}  # a non-sticky fault is consumed by the run it hit


def test_xid_text_follows_the_code(cluster: LocalCluster, submit, lc):
    cluster.inject_fault("node-1", "xid", after_steps=1, xid=48)
    handle, _ = submit(nodes=2)
    lc.wait_for(lambda: lc.terminal(cluster, handle.job_id))
    assert "48, pid=" in kernel_log(cluster, "node-1")
    assert "double bit error (DBE)" in kernel_log(cluster, "node-1")
    assert "uncorrectable ECC error encountered" in lc.run_log(cluster, handle.job_id, 0)


def test_sticky_fault_recurs_on_restart_until_the_node_is_excluded(
    cluster: LocalCluster, submit, lc
):
    cluster.inject_fault("node-2", "xid", sticky=True, after_steps=2)
    first, _ = submit()
    assert lc.wait_for(lambda: lc.terminal(cluster, first.job_id)).state == "FAILED"

    again, _ = cluster.restart(
        first.job_id, exclude=[], resume_step=None, resume_path=None, key="restart-1"
    )
    assert "node-2" in again.nodes
    assert lc.wait_for(lambda: lc.terminal(cluster, first.job_id)).state == "FAILED"
    assert kernel_log(cluster, "node-2").count("NVRM: Xid") == 2

    cluster.exclude("node-2", "xid-79", key="exclude-1")
    third, _ = cluster.restart(
        first.job_id, exclude=[], resume_step=None, resume_path=None, key="restart-2"
    )
    assert third.nodes == ["node-1", "node-3", "node-4"]
    healthy = lc.wait_for(lambda: (o := cluster.observe(first.job_id)).run_first_step and o)
    lc.wait_for(lambda: (cluster.observe(first.job_id).step or 0) >= healthy.run_first_step + 4)
    assert cluster.observe(first.job_id).state == "RUNNING"
    assert kernel_log(cluster, "node-2").count("NVRM: Xid") == 2
    assert len(cluster.faults()["node-2"]) == 1  # sticky: still in the table


def test_node_loss_ends_the_run_node_fail_with_a_down_event(cluster: LocalCluster, submit, lc):
    cluster.inject_fault("node-3", "node_loss", after_steps=2)
    handle, _ = submit()
    done = lc.wait_for(lambda: lc.terminal(cluster, handle.job_id))
    assert done.state == "NODE_FAIL" and done.down_nodes == ["node-3"]
    events = scheduler_events(cluster, 1)
    down = [e for e in events if e.get("node_state") == "DOWN"]
    assert [e["node"] for e in down] == ["node-3"]
    job_states = [e["job_state"] for e in events if "job_state" in e]
    assert job_states[-1] == "NODE_FAIL"  # the node's DOWN event may be written after it
    assert down[0]["ts"] <= events[-1]["ts"]
    for rank in (4, 5):  # SIGKILLed: no error of their own
        assert "Traceback" not in lc.run_log(cluster, handle.job_id, rank)
    assert cluster.down() == {"node-3": "Not responding"}

    again, _ = cluster.restart(
        handle.job_id, exclude=[], resume_step=None, resume_path=None, key="r1"
    )
    assert "node-3" not in again.nodes
    cluster.return_to_service("node-3", "replaced PSU", key="rts-1")
    assert cluster.down() == {}


def test_hang_stops_progress_without_any_error(cluster: LocalCluster, submit, fast, lc):
    patient = fast.model_copy(update={"collective_timeout": 60.0})
    cluster.inject_fault("node-1", "hang", after_steps=3)
    handle, _ = submit(options=patient)
    lc.wait_for(lambda: cluster.observe(handle.job_id).step == 3)
    time.sleep(1.0)
    obs = cluster.observe(handle.job_id)
    assert obs.state == "RUNNING" and obs.step == 3
    for rank in range(6):
        log = lc.run_log(cluster, handle.job_id, rank)
        assert "Traceback" not in log and "Watchdog" not in log and "Error" not in log
    assert kernel_log(cluster, "node-1") == ""


def test_user_code_exception_fails_one_rank(cluster: LocalCluster, submit, lc):
    cluster.inject_fault("node-2", "user_code", after_steps=2)
    handle, _ = submit()
    done = lc.wait_for(lambda: lc.terminal(cluster, handle.job_id))
    assert done.state == "FAILED" and "rank 2 on node-2" in done.reason
    log = lc.run_log(cluster, handle.job_id, 2)
    last = [line.split(" ", 1)[1] for line in log.splitlines() if "Error" in line][-1]
    assert last == "ValueError: expected input batch_size (32) to match target batch_size (16)."
    assert "Traceback" not in lc.run_log(cluster, handle.job_id, 3)
    assert WATCHDOG.search(lc.run_log(cluster, handle.job_id, 3))


def test_nan_loss_raises(cluster: LocalCluster, submit, lc):
    cluster.inject_fault("node-1", "nan", after_steps=2)
    handle, _ = submit(nodes=2)
    done = lc.wait_for(lambda: lc.terminal(cluster, handle.job_id))
    assert done.state == "FAILED"
    log = lc.run_log(cluster, handle.job_id, 0)
    assert "step 3 loss nan" in log and "FloatingPointError: loss is NaN at step 3" in log


def test_slow_node_is_a_straggler(cluster: LocalCluster, submit, lc):
    cluster.inject_fault("node-2", "slow", after_steps=0)
    handle, _ = submit()
    obs = lc.wait_for(lambda: (o := cluster.observe(handle.job_id)).step and o.step >= 4 and o)
    # the median step: a load on the machine adds the same delay to every node's steps (a
    # ratio of means failed under stress-ng: 0.126 s against 0.077), so the slow node is told
    # by what it adds, (SLOW_FACTOR - 1) x 0.05 s a step, most of it seen
    by_node = {r.node: statistics.median(r.step_seconds) for r in obs.ranks}
    added = (SLOW_FACTOR - 1) * 0.05
    for healthy in ("node-1", "node-3"):
        assert by_node["node-2"] - by_node[healthy] > 0.6 * added, by_node
    assert obs.state == "RUNNING"


def test_fault_injected_while_running_fires_during_the_run(cluster: LocalCluster, submit, lc):
    handle, _ = submit()
    lc.wait_for(lambda: (cluster.observe(handle.job_id).step or 0) >= 4)
    cluster.inject_fault("node-1", "xid", after_steps=2)
    done = lc.wait_for(lambda: lc.terminal(cluster, handle.job_id))
    assert done.state == "FAILED" and done.step >= 6
    assert "NVRM: Xid" in kernel_log(cluster, "node-1")


def test_clear_faults_removes_pending_ones(cluster: LocalCluster):
    cluster.inject_fault("node-1", "xid", sticky=True)
    cluster.inject_fault("node-2", "slow")
    cluster.clear_faults("node-1")
    assert list(cluster.faults()) == ["node-2"]
    cluster.clear_faults()
    assert cluster.faults() == {}
