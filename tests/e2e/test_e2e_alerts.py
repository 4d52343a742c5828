"""The shipped alert rules in a real Prometheus (Debian's `prometheus` binary) scraping a real
worker process: a supervision driven into awaiting_operator fires TrainwardenAwaitingOperator,
seen through Prometheus's HTTP API. The operator-wait threshold is shortened the way a site
overrides it (docs/alerts.md#thresholds): a rule file of its own next to the shipped one."""

from __future__ import annotations

import asyncio
import json
import shutil
import socket
import subprocess
import time
import urllib.request
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

import pytest
import pytest_asyncio
import yaml
from helpers_e2e import WAIT_SCALE, job_spec, start_supervision, stop_supervision, wait_status
from temporalio.client import Client
from workerproc import start_worker_process, stop_processes

from trainwarden.localcluster.cluster import LocalCluster
from trainwarden.nodes.cluster import cluster_ref_for

REPO = Path(__file__).resolve().parents[2]
RULES = REPO / "deploy" / "prometheus" / "trainwarden-alerts.yaml"
ALERT = "TrainwardenAwaitingOperator"
OVERRIDE = {
    "groups": [
        {
            "name": "site-thresholds",
            "rules": [
                {
                    "record": "trainwarden_alert_threshold",
                    "expr": "vector(2)",
                    "labels": {"alert": ALERT},
                }
            ],
        }
    ]
}


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _prometheus_binary() -> str:
    binary = shutil.which("prometheus")
    if binary is None:
        pytest.fail("prometheus is not installed: `make system` installs it", pytrace=False)
    return binary


def _api(base: str, path: str) -> Any:
    with urllib.request.urlopen(base + path, timeout=5) as resp:
        body = json.load(resp)
    assert body["status"] == "success", body
    return body["data"]


async def _until(what: str, timeout: float, probe: Any) -> Any:
    """Call probe (off the event loop, which also serves the test) until it returns a value."""
    deadline = time.monotonic() + timeout * WAIT_SCALE
    last: Any = None
    while time.monotonic() < deadline:
        try:
            found = await asyncio.to_thread(probe)
        except OSError as err:  # Prometheus still starting
            last = err
        else:
            if found:
                return found
            last = found
        await asyncio.sleep(0.5)
    raise AssertionError(f"timed out waiting for {what}; last: {last}")


@dataclass
class Watched:
    """A real worker process on task_queue, scraped by a real Prometheus at base."""

    base: str
    task_queue: str

    def alerts(self, name: str, **labels: str) -> list[dict[str, Any]]:
        return [
            a
            for a in _api(self.base, "/api/v1/alerts")["alerts"]
            if a["labels"]["alertname"] == name
            and all(a["labels"].get(k) == v for k, v in labels.items())
        ]

    async def firing(self, name: str, timeout: float = 60, **labels: str) -> dict[str, Any]:
        def probe() -> list[dict[str, Any]]:
            return [a for a in self.alerts(name, **labels) if a["state"] == "firing"]

        [alert] = await _until(f"{name} firing for {labels}", timeout, probe)
        return alert

    async def value(self, query: str) -> float:
        """The one sample of an instant query, once there is one."""

        def probe() -> list[dict[str, Any]]:
            return _api(self.base, "/api/v1/query?" + urlencode({"query": query}))["result"]

        [sample] = await _until(query, 60, probe)
        return float(sample["value"][1])


@pytest_asyncio.fixture(loop_scope="session")
async def watched(
    temporal_address: str, task_queue: str, tw_home: Path, tmp_path: Path
) -> AsyncIterator[Watched]:
    binary = _prometheus_binary()
    metrics_port, sdk_port, web_port = _free_port(), _free_port(), _free_port()
    override = tmp_path / "site-thresholds.yaml"
    override.write_text(yaml.safe_dump(OVERRIDE))
    config = tmp_path / "prometheus.yml"
    config.write_text(
        yaml.safe_dump(
            {
                "global": {"scrape_interval": "1s", "evaluation_interval": "1s"},
                "rule_files": [str(RULES), str(override)],
                "scrape_configs": [
                    {
                        "job_name": "trainwarden-worker",
                        "static_configs": [{"targets": [f"127.0.0.1:{metrics_port}"]}],
                    }
                ],
            }
        )
    )
    check = subprocess.run(
        ["promtool", "check", "config", str(config)], capture_output=True, text=True, timeout=60
    )
    assert check.returncode == 0, check.stdout + check.stderr
    worker = start_worker_process(
        temporal_address,
        task_queue,
        tw_home,
        tw_home / "worker.log",
        TRAINWARDEN_METRICS_PORT=str(metrics_port),
        TRAINWARDEN_SDK_METRICS_PORT=str(sdk_port),
        TRAINWARDEN_METRICS_POLL_SECONDS="1",
    )
    prometheus = subprocess.Popen(
        [
            binary,
            f"--config.file={config}",
            f"--storage.tsdb.path={tmp_path / 'data'}",
            f"--web.listen-address=127.0.0.1:{web_port}",
        ],
        stdout=(tmp_path / "prometheus.log").open("wb"),
        stderr=subprocess.STDOUT,
    )
    base = f"http://127.0.0.1:{web_port}"
    try:

        def worker_up() -> bool:
            targets = _api(base, "/api/v1/targets")["activeTargets"]
            return any(t["health"] == "up" for t in targets)

        await _until("Prometheus to scrape the worker", 60, worker_up)
        yield Watched(base, task_queue)
    finally:
        prometheus.terminate()
        try:
            prometheus.wait(timeout=10)
        except subprocess.TimeoutExpired:
            prometheus.kill()
        stop_processes(worker)


async def test_awaiting_operator_alert_fires_in_a_real_prometheus(
    temporal_client: Client, watched: Watched, cluster: LocalCluster
) -> None:
    cluster.inject_fault("node-2", "xid", sticky=True, after_steps=8, xid=79)
    started = time.time()
    handle = await start_supervision(
        temporal_client, watched.task_queue, job_spec(cluster, "alert"), playbook="recommend-only"
    )
    try:
        assert await asyncio.to_thread(watched.alerts, ALERT, workflow_id=handle.id) == []
        status = await wait_status(
            handle, lambda s: s.state == "awaiting_operator", timeout=60, what="awaiting_operator"
        )
        awaiting_seen = time.time()
        assert status.incidents[0].outcome == "awaiting_operator"

        alert = await watched.firing(ALERT, workflow_id=handle.id)
        assert alert["labels"]["training_job"] == "alert"
        assert alert["labels"]["severity"] == "warning"
        assert float(alert["value"]) > 2
        runbook = alert["annotations"]["runbook_url"]
        assert runbook.endswith("docs/alerts.md#trainwardenawaitingoperator")
        # the gauge behind it: since when, as the history says
        query = f'trainwarden_awaiting_operator_since_seconds{{workflow_id="{handle.id}"}}'
        assert started < await watched.value(query) <= awaiting_seen

        await stop_supervision(handle)

        def cleared() -> bool:
            return watched.alerts(ALERT, workflow_id=handle.id) == []

        await _until(f"{ALERT} to clear once the supervision stopped", 30, cleared)
    finally:
        await handle.signal("stop", {"reason": "test over"})


async def test_budget_spent_and_the_breaker_full_fire_with_the_nodes_held_out(
    temporal_client: Client, watched: Watched, cluster: LocalCluster
) -> None:
    """No restart allowed: the bad node is excluded (the cluster's ledger: 1 of 4 nodes out, the
    breaker's one exclusion used), then the job stops with its restart budget spent."""
    job = job_spec(cluster, "budget")
    cluster_name = cluster_ref_for(job).name
    cluster.inject_fault("node-2", "xid", sticky=True, after_steps=8, xid=79)
    handle = await start_supervision(
        temporal_client, watched.task_queue, job, params={"max_restarts": 0}
    )
    try:
        status = await wait_status(handle, lambda s: s.state == "stopped", timeout=90, what="stop")
        assert "restart budget exhausted" in (status.state_reason or "")
        assert list(status.excluded_nodes) == ["node-2"]

        alert = await watched.firing("TrainwardenRestartBudgetSpent", workflow_id=handle.id)
        assert alert["labels"]["training_job"] == "budget"
        assert await watched.value(f'trainwarden_cluster_nodes{{cluster="{cluster_name}"}}') == 4
        out = f'trainwarden_cluster_nodes_out{{cluster="{cluster_name}",state="excluded"}}'
        assert await watched.value(out) == 1
        alert = await watched.firing("TrainwardenBreakerRefusing", cluster=cluster_name)
        assert alert["annotations"]["summary"].endswith(f"(cluster {cluster_name})")
    finally:
        await handle.signal("stop", {"reason": "test over"})
