"""`warden worker` with TRAINWARDEN_METRICS_PORT serves one /metrics with trainwarden's metrics,
the supervised-jobs gauge from the visibility API, and the Temporal SDK's own metrics; the
Grafana dashboard only queries metrics that endpoint really serves."""

from __future__ import annotations

import asyncio
import json
import os
import re
import signal
import socket
import subprocess
import sys
import time
import urllib.request
import uuid
from pathlib import Path

import pytest
from temporalio.client import Client, WorkflowFailureError

from trainwarden.models import JobSpec
from trainwarden.supervision import SuperviseInput

DASHBOARD = Path(__file__).resolve().parents[2] / "deploy" / "grafana" / "trainwarden.json"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _scrape(url: str, deadline: float, wanted: str) -> str:
    text = ""
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(url, timeout=2) as resp:
                text = resp.read().decode()
            if wanted in text:
                return text
        except OSError:
            pass
        time.sleep(0.3)
    raise AssertionError(f"{wanted} never appeared at {url}; last scrape:\n{text[:2000]}")


async def test_worker_endpoint_serves_trainwarden_and_sdk_metrics(
    temporal_client: Client, temporal_address: str, tmp_path: Path
) -> None:
    port, sdk_port = _free_port(), _free_port()
    env = {
        **os.environ,
        "TRAINWARDEN_METRICS_PORT": str(port),
        "TRAINWARDEN_SDK_METRICS_PORT": str(sdk_port),
    }
    task_queue = f"tw-endpoint-{uuid.uuid4().hex[:6]}"
    log = (tmp_path / "worker.log").open("w")
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "trainwarden.cli",
            "worker",
            "--address",
            temporal_address,
            "--task-queue",
            task_queue,
        ],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=log,
    )
    try:
        deadline = time.monotonic() + 30
        url = f"http://127.0.0.1:{port}/metrics"
        text = _scrape(url, deadline, 'trainwarden_supervised_jobs{state="supervising"}')
        _scrape(url, deadline, "temporal_")  # the SDK's exporter, re-exposed
        # traffic for the SDK's task metrics: a supervision whose playbook does not exist
        # fails in its first activity (non-retryable), so the workflow fails at once
        handle = await temporal_client.start_workflow(
            "SuperviseTrainingJob",
            SuperviseInput(job=JobSpec(name="endpoint"), playbook="no-such-playbook"),
            id=f"supervise-endpoint-{uuid.uuid4().hex[:6]}",
            task_queue=task_queue,
        )
        with pytest.raises(WorkflowFailureError):
            await asyncio.wait_for(handle.result(), timeout=20)
        text = _scrape(url, deadline, "temporal_activity_execution_failed")
        served = set(re.findall(r"^([a-zA-Z_:][a-zA-Z0-9_:]*)", text, re.MULTILINE))
        served |= set(re.findall(r"^# TYPE (\S+)", text, re.MULTILINE))
        families = {re.sub(r"_(bucket|sum|count|total|created)$", "", n) for n in served}
        assert {"trainwarden_incidents", "trainwarden_time_to_action_seconds"} <= families
    finally:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.close()
    dashboard = json.loads(DASHBOARD.read_text())
    exprs = [t["expr"] for p in dashboard["panels"] for t in p.get("targets", [])]
    queried = {m for e in exprs for m in re.findall(r"\b(trainwarden_\w+|temporal_\w+)", e)}
    missing = sorted(
        q
        for q in queried
        if q not in served and re.sub(r"_(bucket|sum|count|total)$", "", q) not in families
    )
    assert not missing, f"dashboard queries metrics the worker does not serve: {missing}"
