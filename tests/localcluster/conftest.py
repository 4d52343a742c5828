"""Fixtures for the local cluster tests: a throwaway cluster per test, fast trainer settings,
and a teardown that kills everything and checks no process leaked."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from helpers_e2e import WAIT_SCALE

from trainwarden.localcluster import LocalCluster
from trainwarden.models import LocalJobOptions


def processes_mentioning(text: str) -> list[int]:
    """Live (non-zombie) processes whose command line contains text."""
    found = []
    for proc in Path("/proc").iterdir():
        if not proc.name.isdigit():
            continue
        try:
            cmdline = (proc / "cmdline").read_bytes().replace(b"\0", b" ").decode()
            state = (proc / "stat").read_text().rsplit(")", 1)[1].split()[0]
        except (FileNotFoundError, ProcessLookupError, PermissionError, IndexError):
            continue
        if text in cmdline and state not in ("Z", "X"):
            found.append(int(proc.name))
    return found


def wait_for(predicate: Callable[[], Any], timeout: float = 15.0, interval: float = 0.05) -> Any:
    """Poll until predicate returns something truthy; fail the test on timeout."""
    timeout *= WAIT_SCALE  # the bound only; the wait ends on the condition
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(interval)
    raise AssertionError(f"condition not met within {timeout}s: {predicate}")


@pytest.fixture
def cluster_root(tmp_path: Path) -> Iterator[Path]:
    root = tmp_path / "cluster"
    yield root
    LocalCluster(root).kill_all()
    wait_for(lambda: not processes_mentioning(str(root)), timeout=10)


@pytest.fixture
def cluster(cluster_root: Path) -> LocalCluster:
    return LocalCluster(cluster_root, nodes=4)


@pytest.fixture
def fast() -> LocalJobOptions:
    """Short steps and a short collective timeout so cascades show up in about a second."""
    return LocalJobOptions(step_seconds=0.05, checkpoint_every=5, collective_timeout=1.0)


@pytest.fixture
def submit(cluster: LocalCluster, fast: LocalJobOptions) -> Callable[..., Any]:
    """Submit a job with test defaults; keyword arguments override them."""
    counter = {"n": 0}

    def run(name: str = "job", **overrides: Any):
        counter["n"] += 1
        params: dict[str, Any] = {
            "nodes": 3,
            "ranks_per_node": 2,
            "options": fast,
            "checkpoint_uri": str(cluster.layout.checkpoints(name)),
            "exclude": [],
            "resume_step": None,
            "resume_path": None,
            "key": f"test-submit-{counter['n']}",
        }
        params.update(overrides)
        return cluster.submit(name, **params)

    return run


def run_log(cluster: LocalCluster, job_id: str, rank: int) -> str:
    handle = cluster.handle(job_id)
    node = handle.ranks[str(rank)]
    path = cluster.layout.run_dir(job_id.removeprefix("local-"), handle.run)
    return (path / "logs" / node / f"rank-{rank}.log").read_text()


def terminal(cluster: LocalCluster, job_id: str):
    """The observation once the current run has ended (for wait_for)."""
    obs = cluster.observe(job_id)
    return obs if obs.state not in ("PENDING", "RUNNING") else None


@pytest.fixture
def lc() -> SimpleNamespace:
    """Helper functions for tests (fixtures, because tests dirs are not packages)."""
    return SimpleNamespace(
        wait_for=wait_for,
        run_log=run_log,
        terminal=terminal,
        processes_mentioning=processes_mentioning,
    )
