"""Helpers for supervision tests on real Slurm: start the workflow, wait on its status, look at
the job through Slurm itself (never blocking the event loop the in-process worker runs on)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from helpers_e2e import start_supervision as supervise
from helpers_e2e import wait_status
from slurm_helpers import SlurmTestEnv, TrainerJob, wait_for
from temporalio.client import Client, WorkflowHandle

from trainwarden.activities.backends.slurm import SlurmBackend
from trainwarden.models import JobHandle, JobObservation, JobSpec
from trainwarden.supervision import Incident, SupervisorStatus

# The shipped default playbook with short durations (as tests/e2e FAST_PARAMS); the jobs here
# run on 2 nodes, so one excluded node is half of the job.
SLURM_FAST_PARAMS: dict[str, Any] = {
    "poll_interval": "0.5s",
    "hang_threshold": "8s",
    "heartbeat_timeout": "10s",
    "max_excluded_fraction": 0.5,
}


@dataclass
class TimeLimited:
    """The module's supervised job that Slurm's time limit ends (see conftest.py)."""

    job: TrainerJob
    handle: WorkflowHandle
    job_id: str


async def start_supervision(
    client: Client, task_queue: str, job: JobSpec, params: dict[str, Any] | None = None
) -> WorkflowHandle:
    return await supervise(client, task_queue, job, params={**SLURM_FAST_PARAMS, **(params or {})})


async def observe_until(
    backend: SlurmBackend,
    job_id: str,
    predicate: Callable[[JobObservation], bool],
    timeout: float = 30.0,
    what: str = "condition",
) -> JobObservation:
    """The job as Slurm and the trainer's files show it, polled in a thread."""
    handle = JobHandle(backend="slurm", job_id=job_id)
    return await asyncio.to_thread(wait_for, backend, handle, predicate, timeout, what)


async def stop_supervision(handle: WorkflowHandle) -> SupervisorStatus:
    """End a test's workflow the way an operator would (it also scancels the job)."""
    await handle.signal("stop", {"reason": "test over"})
    return await wait_status(handle, lambda s: s.state == "stopped", timeout=30, what="stopped")


def recovered(status: SupervisorStatus) -> bool:
    return bool(status.incidents) and status.incidents[0].outcome == "recovered"


def commands_run(incident: Incident, needle: str) -> list[str]:
    """Command lines run on the cluster (not skipped) in the incident's actions."""
    return [
        c.command
        for a in incident.actions
        for c in a.commands
        if needle in c.command and not c.skipped
    ]


def drain_reason(env: SlurmTestEnv, node: str) -> str | None:
    """The node's Reason= as `scontrol show node` prints it (None when it has none)."""
    shown = env.scontrol("-o", "show", "node", node).stdout
    if " Reason=" not in shown:
        return None
    return shown.split(" Reason=", 1)[1].split(" [", 1)[0].strip()


def node_state(env: SlurmTestEnv, node: str) -> str:
    shown = env.scontrol("-o", "show", "node", node).stdout
    return shown.split(" State=", 1)[1].split(" ", 1)[0]


def job_field(env: SlurmTestEnv, job_id: str, name: str) -> str:
    shown = env.scontrol("-o", "show", "job", job_id).stdout
    return shown.split(f" {name}=", 1)[1].split(" ", 1)[0]


async def settled_state(env: SlurmTestEnv, job_id: str, timeout: float = 30) -> str:
    """The job's JobState once it is no longer COMPLETING (a supervision may decide while the
    job's processes are still being cleaned up: first signs come before the job ends)."""
    deadline = time.monotonic() + timeout
    while (state := await asyncio.to_thread(job_field, env, job_id, "JobState")) == "COMPLETING":
        assert time.monotonic() < deadline, f"job {job_id} still COMPLETING after {timeout}s"
        await asyncio.sleep(0.2)
    return state
