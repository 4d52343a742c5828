"""Chaos: workers SIGKILLed at each point of a recovery, and two workers at once. The
cluster's own record of commands must show exactly one exclusion and one restart."""

from __future__ import annotations

import signal
from pathlib import Path

import pytest
from helpers_e2e import (
    actions_of,
    job_spec,
    record_history,
    start_supervision,
    stop_supervision,
    wait_for_chaos_point,
    wait_recovered_once,
    wait_status,
)
from temporalio.client import Client
from workerproc import start_worker_process, stop_processes

from trainwarden.localcluster.cluster import LocalCluster

KILL_POINTS = [
    "collect_evidence.before",  # detected, nothing done yet
    "exclude_nodes.after",  # the drain ran, the activity did not report back
    "verify_checkpoint.before",  # excluded, verifying
    "restart_job.after",  # the new run was submitted, the activity did not report back
]


@pytest.mark.parametrize("point", KILL_POINTS)
async def test_worker_sigkilled_at_each_recovery_point_acts_exactly_once(
    point: str,
    temporal_client: Client,
    temporal_address: str,
    task_queue: str,
    cluster: LocalCluster,
    tw_home: Path,
) -> None:
    log = tw_home / "worker.log"
    first = start_worker_process(
        temporal_address, task_queue, tw_home, log, TRAINWARDEN_CHAOS_PAUSE=f"{point}=60"
    )
    second = None
    try:
        cluster.inject_fault("node-2", "xid", sticky=True, after_steps=8, xid=79)
        handle = await start_supervision(temporal_client, task_queue, job_spec(cluster, "chaos"))
        await wait_for_chaos_point(tw_home, point)
        first.send_signal(signal.SIGKILL)
        first.wait(timeout=10)

        second = start_worker_process(temporal_address, task_queue, tw_home, log)
        status = await wait_status(
            handle,
            lambda s: bool(s.incidents) and s.incidents[0].outcome == "recovered",
            timeout=120,
            what=f"recovery after a kill at {point}",
        )
        assert status.excluded_nodes == {"node-2": status.incidents[0].id}
        assert status.restarts_used == 1
        excludes = actions_of(cluster, "exclude")
        assert len(excludes) == 1, excludes
        assert [c["run"] for c in actions_of(cluster, "submit")] == [1, 2]
        assert status.incidents[0].timings.ordered()
        await stop_supervision(handle)
        if point == "exclude_nodes.after":  # an activity retried by another worker, for replay
            await record_history(handle, "worker_crash")
    finally:
        stop_processes(first, second)


async def test_two_workers_at_once_act_once(
    temporal_client: Client,
    temporal_address: str,
    task_queue: str,
    cluster: LocalCluster,
    tw_home: Path,
) -> None:
    log = tw_home / "worker.log"
    workers = [start_worker_process(temporal_address, task_queue, tw_home, log) for _ in range(2)]
    try:
        cluster.inject_fault("node-3", "xid", sticky=True, after_steps=8, xid=74)
        handle = await start_supervision(temporal_client, task_queue, job_spec(cluster, "twins"))
        await wait_recovered_once(handle, cluster, "node-3", what="recovery")
        await stop_supervision(handle)
    finally:
        stop_processes(*workers)


async def test_backend_outage_pauses_recovery_and_supervision_survives(
    temporal_client: Client, worker: str, cluster: LocalCluster, tw_home: Path
) -> None:
    cluster.inject_fault("node-2", "xid", sticky=True, after_steps=8, xid=79)
    handle = await start_supervision(temporal_client, worker, job_spec(cluster, "outage"))
    await wait_status(handle, lambda s: s.state == "supervising", what="supervising")
    cluster.set_outage(12)  # the controller goes away before the fault; back in 12 s
    await wait_recovered_once(handle, cluster, "node-2", what="recovery after the outage")
    # the outage was retried with backoff, visibly, not hidden: the monitor attempts failed
    history = await handle.fetch_history()
    failures = [
        e
        for e in history.events
        if e.HasField("activity_task_started_event_attributes")
        and e.activity_task_started_event_attributes.attempt > 1
    ]
    assert failures, "activities were retried during the outage"
    await stop_supervision(handle)
