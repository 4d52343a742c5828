"""The virtual backend (used by bench/scale.py) through the real workflow: a fault is
detected and attributed like on a real cluster, and with no checkpoint the job is stopped."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

from helpers_e2e import start_supervision, wait_status
from temporalio.client import Client

from trainwarden.activities.backends.virtual import VirtualBackend
from trainwarden.models import JobHandle, JobObservation, JobSpec, LocalJobOptions


async def wait_for_steps(
    backend: VirtualBackend, handle: JobHandle, timeout: float = 60.0
) -> JobObservation:
    """The job's first observation that shows a completed step."""
    deadline = time.monotonic() + timeout
    while True:
        obs = backend.observe(handle)
        if obs.step is not None:
            return obs
        if time.monotonic() > deadline:
            raise AssertionError(f"no step completed within {timeout}s: {obs}")
        await asyncio.sleep(0.2)


async def test_virtual_job_fault_detected_and_attributed(
    temporal_client: Client, worker: str, tw_home: Path
) -> None:
    root = tw_home / "virtual"
    job = JobSpec(
        name="v1", backend="virtual", nodes=4, ranks_per_node=2,
        local=LocalJobOptions(cluster_dir=str(root), step_seconds=0.2),
    )
    handle = await start_supervision(temporal_client, worker, job)
    await wait_status(handle, lambda s: s.state == "supervising", what="supervising")
    backend = VirtualBackend(root)
    status = await wait_status(handle, lambda s: s.handle is not None, what="a job handle")
    obs = await wait_for_steps(backend, status.handle)
    assert obs.step is not None
    backend.inject_fault("virtual-v1", "vnode-3", at_step=obs.step + 5)
    status = await wait_status(handle, lambda s: s.state == "stopped", timeout=60, what="stop")
    inc = status.incidents[0]
    assert inc.attribution.category == "gpu_hardware"
    assert inc.attribution.implicated_nodes == ["vnode-3"]
    # detected after the fault, from the backend's own fault time (no wall-clock bound)
    assert inc.timings.time_to_detect is not None and inc.timings.time_to_detect >= 0
    assert inc.timings.failed_at is not None and inc.timings.failed_at <= inc.timings.detected_at
    assert "no usable checkpoint" in inc.outcome_reason
