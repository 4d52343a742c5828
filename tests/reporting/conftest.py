"""Fixtures for reporting tests: recorded histories replayed into reports, and (for the metrics
test) a fresh local cluster plus an in-process worker on its own task queue."""

from __future__ import annotations

import json
import uuid
from collections.abc import AsyncIterator, Iterator
from datetime import UTC
from pathlib import Path

import pytest
import pytest_asyncio
from temporalio.client import Client, WorkflowHistory

from trainwarden.localcluster.cluster import LocalCluster
from trainwarden.reporting.report import JobReport, job_report
from workers.history_status import history_times, status_from_history
from workers.main import build_worker

HISTORY_DIR = Path(__file__).resolve().parent.parent / "histories"
GOLDEN_DIR = Path(__file__).resolve().parent / "golden"
HISTORIES = sorted(HISTORY_DIR.glob("*.json"))


def load_history(path: Path) -> WorkflowHistory:
    return WorkflowHistory.from_json(path.stem, json.loads(path.read_text()))


async def report_of_history(path: Path) -> JobReport:
    """The report as of the history's last event; the window is the history's span."""
    history = load_history(path)
    status = await status_from_history(history)
    first, last, _closed = history_times(history)
    first, last = first.replace(tzinfo=UTC), last.replace(tzinfo=UTC)
    return job_report(status, window=(first, last), supervised=(first, last))


@pytest.fixture
def rep_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("TRAINWARDEN_HOME", str(home))
    return home


@pytest.fixture
def rep_cluster(rep_home: Path) -> Iterator[LocalCluster]:
    c = LocalCluster(rep_home / "local", nodes=4)
    yield c
    c.kill_all()


@pytest_asyncio.fixture(loop_scope="session")
async def rep_worker(temporal_client: Client) -> AsyncIterator[str]:
    task_queue = f"tw-rep-{uuid.uuid4().hex[:8]}"
    async with build_worker(temporal_client, task_queue):
        yield task_queue
