"""Through the real workflow on real Slurm: a job that only prints progress lines, and a job
that prints nothing, each run for several hang thresholds without an incident."""

from __future__ import annotations

import asyncio

import pytest
from slurm_helpers import SlurmTestEnv
from slurm_workflow_helpers import start_supervision, stop_supervision, wait_status
from temporalio.client import Client
from test_slurm_log_progress import LINE, script_job

from trainwarden.supervision import SupervisorStatus

pytestmark = pytest.mark.slurm

HANG = 2.0
PARAMS = {"hang_threshold": f"{HANG:g}s", "poll_interval": "0.5s"}


@pytest.mark.parametrize(
    "body",
    [
        f"for i in $(seq 1 400); do printf '{LINE}\\n' $i; sleep 0.3; done\n",
        "echo starting up\nsleep 120\n",
    ],
    ids=["log-lines-only", "no-progress-source"],
)
async def test_healthy_job_without_status_files_has_no_incident(
    temporal_client: Client, slurm_worker: str, slurm_supervision: SlurmTestEnv, body: str
) -> None:
    name = "wf-logs" if "printf" in body else "wf-silent"
    spec = script_job(slurm_supervision, name, body)
    handle = await start_supervision(temporal_client, slurm_worker, spec, params=PARAMS)
    await wait_status(handle, lambda s: s.state == "supervising" and s.handle is not None,
                      timeout=60, what="running")  # fmt: skip
    await asyncio.sleep(5 * HANG)  # several hang thresholds, polled every 0.5 s
    status = await handle.query("status", result_type=SupervisorStatus)
    assert status.state == "supervising" and status.incidents == [], status
    await stop_supervision(handle)
