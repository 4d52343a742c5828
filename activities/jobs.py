"""Activities that act on the cluster: start, exclude, return to service, restart, stop.

Each passes an idempotency key to the backend, which checks the cluster's own state first,
so a retry after a worker crash never drains twice or restarts twice.
"""

from __future__ import annotations

import asyncio
from typing import Any

from temporalio import activity

from trainwarden.activities.chaos import chaos_point
from trainwarden.activities.errors import classified_errors, invalid_input
from trainwarden.activities.heartbeat import in_thread_with_heartbeat
from trainwarden.activities.job_paths import job_path_problem
from trainwarden.activities.models import (
    ExcludeInput,
    JobActionResult,
    RestartInput,
    ReturnToServiceInput,
    StartJobInput,
    StopInput,
)
from trainwarden.activities.ownership import current_owner
from trainwarden.activities.registry import backend_for
from trainwarden.hostlists import brief


@activity.defn
async def start_job(inp: StartJobInput) -> JobActionResult:
    with classified_errors("start_job", f"start job {inp.job.name}"):
        # the paths the input names, checked before anything is submitted (InvalidInput)
        bad_path = await asyncio.to_thread(job_path_problem, inp.job)
        if bad_path is not None:
            raise invalid_input(*bad_path)
        backend = backend_for(inp.job)
        handle, commands = await in_thread_with_heartbeat(
            backend.start, inp.job, inp.key, current_owner()
        )
    return JobActionResult(
        handle=handle,
        summary=f"job {handle.job_id} run {handle.run} on {brief(handle.nodes)}",
        commands=commands,
        nodes=handle.nodes,
    )


@activity.defn
async def exclude_nodes(inp: ExcludeInput) -> JobActionResult:
    backend = backend_for(inp.job)
    with classified_errors("exclude_nodes", f"exclude {brief(inp.nodes)}"):
        commands = await in_thread_with_heartbeat(
            backend.exclude, inp.handle, inp.nodes, inp.reason, inp.key
        )
    await chaos_point("exclude_nodes.after")
    done = [c for c in commands if not c.skipped]
    return JobActionResult(
        summary=f"excluded {brief(inp.nodes)} ({len(done)} commands run, "
        f"{len(commands) - len(done)} already in place)",
        commands=commands,
        nodes=inp.nodes,
    )


@activity.defn
async def return_to_service(inp: ReturnToServiceInput) -> JobActionResult:
    backend = backend_for(inp.job)
    with classified_errors("return_to_service", f"return {brief(inp.nodes)} to service"):
        commands = await in_thread_with_heartbeat(
            backend.return_to_service, inp.nodes, inp.reason, inp.key
        )
    return JobActionResult(
        summary=f"returned {brief(inp.nodes)} to service", commands=commands, nodes=inp.nodes
    )


@activity.defn
async def restart_job(inp: RestartInput) -> JobActionResult:
    backend = backend_for(inp.job)
    with classified_errors("restart_job", f"restart {inp.handle.job_id}"):
        args: tuple[Any, ...] = (inp.handle, inp.exclude, inp.checkpoint, inp.key)
        if inp.requeue_priority != "as_is" and backend.name == "slurm":  # a queue to jump
            args += (inp.requeue_priority,)
        handle, commands = await in_thread_with_heartbeat(backend.restart, *args)
    await chaos_point("restart_job.after")
    source = (
        f"checkpoint step {inp.checkpoint.step} ({inp.checkpoint.location})"
        if inp.checkpoint
        else "scratch"
    )
    return JobActionResult(
        handle=handle,
        summary=f"restarted {handle.job_id} as run {handle.run} on {brief(handle.nodes)} "
        f"from {source}" + (f" ({handle.restart_note})" if handle.restart_note else ""),
        commands=commands,
        nodes=handle.nodes,
    )


@activity.defn
async def stop_job(inp: StopInput) -> JobActionResult:
    backend = backend_for(inp.job)
    with classified_errors("stop_job", f"stop {inp.handle.job_id}"):
        commands = await in_thread_with_heartbeat(backend.stop, inp.handle, inp.reason, inp.key)
    return JobActionResult(summary=f"stopped {inp.handle.job_id}: {inp.reason}", commands=commands)
