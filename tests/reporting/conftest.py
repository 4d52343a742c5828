"""Fixtures for reporting tests that need a running supervisor: a fresh local cluster and
trainwarden home per test, and an in-process worker on a task queue of its own."""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest
import pytest_asyncio
from temporalio.client import Client

from trainwarden.localcluster.cluster import LocalCluster
from workers.main import build_worker


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
