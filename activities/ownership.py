"""The supervision an activity acts for, as a backend's `Owner` (trainwarden/ownership.py):
its workflow id, and a look at the Temporal server for whether another one is still open."""

from __future__ import annotations

import asyncio

from temporalio import activity
from temporalio.client import Client, WorkflowExecutionStatus
from temporalio.service import RPCError, RPCStatusCode

from trainwarden.activities.backends.base import BackendError
from trainwarden.ownership import Owner

DESCRIBE_TIMEOUT = 30.0


async def workflow_open(client: Client, workflow_id: str) -> bool:
    """Whether the workflow's latest run is open; False when the server has no such workflow."""
    try:
        desc = await client.get_workflow_handle(workflow_id).describe()
    except RPCError as err:
        if err.status == RPCStatusCode.NOT_FOUND:
            return False
        raise BackendError(
            "unreachable", f"cannot ask the server about workflow {workflow_id!r}: {err}"
        ) from err
    return desc.status == WorkflowExecutionStatus.RUNNING


def current_owner() -> Owner:
    """For an activity whose backend call runs in a worker thread: `is_active` asks the server
    on the activity's event loop and waits for the answer in the thread."""
    client, loop = activity.client(), asyncio.get_running_loop()

    def is_active(workflow_id: str) -> bool:
        future = asyncio.run_coroutine_threadsafe(workflow_open(client, workflow_id), loop)
        return future.result(timeout=DESCRIBE_TIMEOUT)

    return Owner(workflow_id=activity.info().workflow_id or "", is_active=is_active)
