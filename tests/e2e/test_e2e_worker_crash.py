"""A worker SIGKILLed in the middle of a recovery: a new worker finishes it, and the cluster's
own record shows exactly one exclusion and one restart."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

from helpers_e2e import actions_of, job_spec, record_history, start_supervision, wait_status
from temporalio.client import Client

from trainwarden.localcluster.cluster import LocalCluster

REPO = Path(__file__).resolve().parents[2]


def _start_worker(address: str, task_queue: str, home: Path, log: Path) -> subprocess.Popen:
    env = {
        **os.environ,
        "TEMPORAL_ADDRESS": address,
        "TRAINWARDEN_TASK_QUEUE": task_queue,
        "TRAINWARDEN_HOME": str(home),
    }
    return subprocess.Popen(
        [sys.executable, "-m", "workers.main"],
        cwd=REPO,
        env=env,
        stdout=log.open("ab"),
        stderr=subprocess.STDOUT,
    )


async def test_worker_killed_mid_recovery_recovers_once(
    temporal_client: Client,
    temporal_address: str,
    task_queue: str,
    cluster: LocalCluster,
    tw_home: Path,
) -> None:
    log = tw_home / "worker.log"
    first = _start_worker(temporal_address, task_queue, tw_home, log)
    second = None
    try:
        cluster.inject_fault("node-3", "xid", sticky=True, after_steps=10, xid=48)
        handle = await start_supervision(
            temporal_client,
            task_queue,
            job_spec(cluster, "crash"),
            params={"backoff_initial": "3s"},
        )
        # kill the worker once the exclusion has been carried out and the restart is pending
        await wait_status(
            handle,
            lambda s: bool(s.incidents) and "node-3" in s.excluded_nodes,
            timeout=90,
            what="exclusion",
        )
        first.send_signal(signal.SIGKILL)
        first.wait(timeout=10)
        assert actions_of(cluster, "exclude"), "the exclusion ran before the kill"

        second = _start_worker(temporal_address, task_queue, tw_home, log)
        status = await wait_status(
            handle,
            lambda s: s.incidents[0].outcome == "recovered",
            timeout=120,
            what="recovery by the second worker",
        )
        assert status.excluded_nodes == {"node-3": status.incidents[0].id}
        assert status.restarts_used == 1
        assert len(actions_of(cluster, "exclude")) == 1
        assert [c["run"] for c in actions_of(cluster, "submit")] == [1, 2]
        assert status.incidents[0].timings.ordered()
        await handle.signal("stop", {"reason": "test over"})
        await wait_status(handle, lambda s: s.state == "stopped", what="stopped")
        await record_history(handle, "worker_crash")
    finally:
        for proc in (first, second):
            if proc is not None and proc.poll() is None:
                proc.kill()
                proc.wait(timeout=10)
