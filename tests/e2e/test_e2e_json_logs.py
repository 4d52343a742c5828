"""A worker process with TRAINWARDEN_LOG_FORMAT=json through a whole recovery (sticky Xid 79 on
node-2: detect, attribute, exclude, verify, restart): every line of its log (stdout and stderr
together) is one JSON object, and the supervision's records carry its workflow id, run id, job
and incident (docs/operations.md)."""

from __future__ import annotations

import json
import signal
import socket
from pathlib import Path

from helpers_e2e import job_spec, start_supervision, stop_supervision, wait_recovered_once
from temporalio.client import Client
from workerproc import start_worker_process, stop_processes

from trainwarden.localcluster.cluster import LocalCluster


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


async def test_worker_json_log_parses_line_by_line_through_a_recovery(
    temporal_client: Client,
    temporal_address: str,
    task_queue: str,
    cluster: LocalCluster,
    tw_home: Path,
) -> None:
    log = tw_home / "worker.log"
    worker = start_worker_process(
        temporal_address, task_queue, tw_home, log,
        TRAINWARDEN_LOG_FORMAT="json", TRAINWARDEN_LOG_LEVEL="INFO",
        # as deployed: metrics (its own SDK runtime) and health endpoints on
        TRAINWARDEN_METRICS_PORT=str(_free_port()), TRAINWARDEN_SDK_METRICS_PORT=str(_free_port()),
        TRAINWARDEN_HEALTH_PORT=str(_free_port()),
    )  # fmt: skip
    try:
        cluster.inject_fault("node-2", "xid", sticky=True, after_steps=8, xid=79)
        job = job_spec(cluster, "jsonlog")
        handle = await start_supervision(temporal_client, task_queue, job)
        status = await wait_recovered_once(handle, cluster, "node-2", what="recovery")
        incident = status.incidents[0].id
        await stop_supervision(handle)
        worker.send_signal(signal.SIGTERM)  # drains and exits: its last lines written
        assert worker.wait(timeout=60) == 0
    finally:
        stop_processes(worker)

    lines = log.read_text().splitlines()
    records = []
    for n, line in enumerate(lines, 1):
        try:
            record = json.loads(line)
        except json.JSONDecodeError as err:
            bad = f"line {n} of the worker's log is not JSON ({err}): {line!r}"
            raise AssertionError(bad) from None
        assert isinstance(record, dict), line
        assert {"time", "level", "logger", "message"} <= record.keys(), line
        assert record["time"].endswith("Z"), line
        assert "\n" not in record["message"], line
        records.append(record)
    assert any(r["message"] == "worker stopped" for r in records)
    assert any(r["message"].startswith("metrics on ") for r in records)
    assert any(r["message"].startswith("health on ") for r in records)

    ours = [r for r in records if r.get("workflow_id") == handle.id]
    assert ours, f"no record with workflow_id {handle.id} in {len(records)} records"
    for r in ours:
        assert r["run_id"] and r["job"] == "jsonlog", r
        assert "{'attempt'" not in r["message"] and "'workflow_id'" not in r["message"], r
    with_incident = [r for r in ours if r.get("incident") == incident]
    assert with_incident, f"no record with incident {incident}: {[r['message'] for r in ours]}"
    # the records of the incident tell its story: attributed, then recovered
    told = " | ".join(r["message"] for r in with_incident)
    assert "xid-79" in told and "recovered" in told, told
    assert any(r["message"].startswith("state recovering") for r in with_incident), told
