"""Prometheus metrics scraped over HTTP after a real injected incident (dev server, worker,
local cluster): the counts are those of the incident, and replaying its history adds nothing."""

from __future__ import annotations

import asyncio
import json
import socket
import subprocess
import sys
import time
import urllib.request
import uuid
from datetime import timedelta
from pathlib import Path

import pytest
from helpers_e2e import FAST_PARAMS, job_spec, wait_status
from prometheus_client import start_http_server
from prometheus_client.parser import text_string_to_metric_families
from temporalio.client import Client
from temporalio.contrib.pydantic import pydantic_data_converter
from temporalio.worker import Replayer

from trainwarden.localcluster.cluster import LocalCluster
from trainwarden.supervision import SuperviseInput
from trainwarden.workers.metrics import MetricsInterceptor
from trainwarden.workers.report import list_supervised
from trainwarden.workflows.supervise import SuperviseTrainingJob

_PORT: list[int] = []


def _metrics_url() -> str:
    if not _PORT:
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        start_http_server(port, addr="127.0.0.1")
        _PORT.append(port)
    return f"http://127.0.0.1:{_PORT[0]}/metrics"


def scrape() -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    with urllib.request.urlopen(_metrics_url(), timeout=5) as resp:
        text = resp.read().decode()
    return {
        (s.name, tuple(sorted(s.labels.items()))): s.value
        for fam in text_string_to_metric_families(text)
        for s in fam.samples
    }


def value(samples: dict, name: str, **labels: str) -> float:
    return samples.get((name, tuple(sorted(labels.items()))), 0.0)


async def test_metrics_count_one_sticky_xid_incident_and_replay_adds_nothing(
    temporal_client: Client,
    temporal_address: str,
    worker: str,
    cluster: LocalCluster,
    tmp_path: Path,
) -> None:
    before = scrape()
    cluster.inject_fault("node-2", "xid", sticky=True, after_steps=12, xid=79)
    job = job_spec(cluster, "metrics")
    handle = await temporal_client.start_workflow(
        "SuperviseTrainingJob",
        SuperviseInput(job=job, params=FAST_PARAMS),
        id=f"supervise-metrics-{uuid.uuid4().hex[:6]}",
        task_queue=worker,
    )
    await wait_status(
        handle, lambda s: bool(s.incidents) and s.incidents[0].outcome == "recovered", 90
    )
    # counted when the workflow next starts an activity (the monitor, right after productive):
    # scrape until the last clock is in (the timeout only bounds a broken test)
    clock = ("trainwarden_time_to_productive_training_seconds_count", "gpu_hardware")
    deadline = time.monotonic() + 60
    while True:
        after = scrape()
        counted = value(after, clock[0], category=clock[1]) - value(
            before, clock[0], category=clock[1]
        )
        if counted >= 1 or time.monotonic() > deadline:
            break
        await asyncio.sleep(0.2)

    def delta(name: str, **labels: str) -> float:
        return value(after, name, **labels) - value(before, name, **labels)

    assert delta("trainwarden_incidents_total", category="gpu_hardware", verdict="attributed") == 1
    assert delta("trainwarden_actions_total", step="exclude", ok="true") == 1
    assert delta("trainwarden_actions_total", step="verify_checkpoint", ok="true") == 1
    assert delta("trainwarden_actions_total", step="restart", ok="true") == 1
    assert delta("trainwarden_restarts_total") == 1
    assert delta("trainwarden_exclusions_total") == 1
    for clock in (
        "time_to_detect",
        "time_to_action",
        "time_to_resume",
        "time_to_productive_training",
    ):
        assert delta(f"trainwarden_{clock}_seconds_count", category="gpu_hardware") == 1, clock
    assert delta("trainwarden_time_to_action_seconds_sum", category="gpu_hardware") > 0

    await handle.signal("stop", {"reason": "test over"})
    await wait_status(handle, lambda s: s.state == "stopped", 30)
    history = await handle.fetch_history()
    replay_before = scrape()
    replayer = Replayer(
        workflows=[SuperviseTrainingJob],
        data_converter=pydantic_data_converter,
        interceptors=[MetricsInterceptor()],
        # an offline replay: a slow activation on a busy machine is no deadlock
        debug_mode=True,
    )
    result = await replayer.replay_workflow(history)
    assert result.replay_failure is None
    replay_after = scrape()
    counted = {k: v for k, v in replay_after.items() if k[0].startswith("trainwarden_")}
    assert counted == {k: v for k, v in replay_before.items() if k[0].startswith("trainwarden_")}

    # the same workflow through `warden report` (a real subprocess against the same server),
    # waited for off the event loop: this loop also runs the test's worker
    out = await asyncio.to_thread(
        subprocess.run,
        [
            sys.executable,
            "-m",
            "trainwarden.cli",
            "report",
            handle.id,
            "--json",
            "--address",
            temporal_address,
            "--timeline",
            str(tmp_path),
        ],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert out.returncode == 0, out.stderr
    report = json.loads(out.stdout)
    inc = report["incidents"][0]
    assert inc["category"] == "gpu_hardware" and inc["excluded_nodes"] == ["node-2"]
    assert sum(inc["badput_seconds"].values()) == pytest.approx(
        inc["timings"]["time_to_productive_training"], abs=5e-4
    )
    assert report["goodput"]["wall_seconds"] > 0
    floor = inc["floor"]  # the floor per incident, with run 1's measured cold start
    parts = {p["name"]: p["seconds"] for p in floor["parts"]}
    assert parts["cold_start"] is not None and parts["cold_start"] > 0
    assert floor["floor_seconds"] is not None and floor["floor_seconds"] >= parts["cold_start"]
    # the lost steps at the measured pre-failure step time (the trainer's 0.1 s, slower
    # under load), and the floor is the sum of its parts
    assert parts["recomputation"] >= inc["lost_steps"] * 0.1 * 0.9
    assert floor["floor_seconds"] == pytest.approx(sum(parts.values()), abs=2e-3)
    assert floor["ratio"] == pytest.approx(
        inc["timings"]["time_to_productive_training"] / floor["floor_seconds"], abs=2e-3
    )
    assert (tmp_path / f"{handle.id}-i1.png").stat().st_size > 10_000
    for _ in range(40):  # visibility lags a moment behind
        if handle.id in await list_supervised(temporal_client, timedelta(hours=1)):
            break
        await asyncio.sleep(0.25)
    else:
        raise AssertionError(f"{handle.id} not listed by --all")
