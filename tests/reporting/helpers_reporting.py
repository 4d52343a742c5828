"""Helpers for reporting tests: recorded histories replayed into reports, a short-duration
local job, and waiting on a workflow's status."""

from __future__ import annotations

import asyncio
import json
from datetime import UTC
from pathlib import Path

from temporalio.client import WorkflowHistory

from trainwarden.localcluster.cluster import LocalCluster
from trainwarden.models import JobSpec, LocalJobOptions
from trainwarden.reporting.report import JobReport, job_report
from trainwarden.supervision import SupervisorStatus
from workers.report import history_times, job_of_history, status_from_history

HISTORY_DIR = Path(__file__).resolve().parent.parent / "histories"
GOLDEN_DIR = Path(__file__).resolve().parent / "golden"
HISTORIES = sorted(HISTORY_DIR.glob("*.json"))
# short durations so a scenario runs in seconds (the shipped default playbook's params)
FAST_PARAMS = {
    "poll_interval": "0.5s",
    "hang_threshold": "10s",
    "heartbeat_timeout": "5s",
    "max_excluded_fraction": 0.34,
}


def local_job(cluster: LocalCluster, name: str) -> JobSpec:
    return JobSpec(
        name=name,
        nodes=3,
        ranks_per_node=2,
        local=LocalJobOptions(
            cluster_dir=str(cluster.root),
            cluster_nodes=4,
            step_seconds=0.1,
            checkpoint_every=5,
            collective_timeout=4.0,  # see tests/helpers_e2e.py job_spec
        ),
    )


async def wait_for(handle, predicate, timeout: float) -> SupervisorStatus:
    """Poll the status query until predicate holds."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    last = None
    while loop.time() < deadline:
        try:
            last = await handle.query("status", result_type=SupervisorStatus)
            if predicate(last):
                return last
        except Exception:  # noqa: BLE001 - the first workflow task may not have run yet
            pass
        await asyncio.sleep(0.25)
    raise AssertionError(f"timed out after {timeout}s; last status: {last}")


def load_history(path: Path) -> WorkflowHistory:
    return WorkflowHistory.from_json(path.stem, json.loads(path.read_text()))


async def report_of_history(path: Path) -> JobReport:
    """The report as of the history's last event; the window is the history's span."""
    history = load_history(path)
    status = await status_from_history(history)
    first, last, _closed = history_times(history)
    first, last = first.replace(tzinfo=UTC), last.replace(tzinfo=UTC)
    return job_report(
        status, window=(first, last), supervised=(first, last), job=job_of_history(history)
    )
