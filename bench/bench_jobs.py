"""What the local-backend benchmarks (time_to_detect, time_to_action) share: the simulated-trainer
job they supervise, the dev server they run it on, waiting on its status, and percentiles."""

from __future__ import annotations

import asyncio
import os
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from temporalio.client import WorkflowHandle
from temporalio.contrib.pydantic import pydantic_data_converter
from temporalio.testing import WorkflowEnvironment

from trainwarden.config import temporal_binary
from trainwarden.localcluster.cluster import LocalCluster
from trainwarden.models import JobSpec, LocalJobOptions
from trainwarden.supervision import SupervisorStatus
from trainwarden.workers.devserver import (
    DEV_SERVER_STARTUP_TIMEOUT,
    dev_server_args,
    search_attribute_keys,
)


def simulated_job(cluster: LocalCluster, name: str, collective_timeout: float) -> JobSpec:
    """3 nodes x 2 ranks of the simulated trainer on a 4-node cluster (one spare), 0.1 s steps,
    a checkpoint every 5 steps."""
    return JobSpec(
        name=name,
        nodes=3,
        ranks_per_node=2,
        local=LocalJobOptions(
            cluster_dir=str(cluster.root),
            cluster_nodes=4,
            step_seconds=0.1,
            checkpoint_every=5,
            collective_timeout=collective_timeout,
        ),
    )


async def local_server(prefix: str) -> tuple[Path, WorkflowEnvironment]:
    """A fresh TRAINWARDEN_HOME (a new temporary directory) and a Temporal dev server with the
    product's search attributes and server limits; the caller shuts the server down."""
    home = Path(tempfile.mkdtemp(prefix=prefix))
    os.environ["TRAINWARDEN_HOME"] = str(home)
    env = await WorkflowEnvironment.start_local(
        dev_server_existing_path=temporal_binary(),
        search_attributes=search_attribute_keys(),
        data_converter=pydantic_data_converter,
        dev_server_extra_args=dev_server_args(),
        dev_server_startup_timeout=DEV_SERVER_STARTUP_TIMEOUT,
    )
    return home, env


async def status_of(handle: WorkflowHandle) -> SupervisorStatus | None:
    try:
        return await handle.query("status", result_type=SupervisorStatus)
    except Exception:
        return None


async def wait(
    handle: WorkflowHandle,
    predicate: Callable[[SupervisorStatus], bool],
    timeout: float,
    every: float = 0.1,
) -> SupervisorStatus:
    """Poll the status query every `every` seconds until `predicate` holds; a benchmark that
    times out stops with the last status."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        s = await status_of(handle)
        if s is not None and predicate(s):
            return s
        await asyncio.sleep(every)
    raise SystemExit(f"bench: timed out; last status: {await status_of(handle)}")


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))]
