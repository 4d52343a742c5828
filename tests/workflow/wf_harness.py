"""Drives one supervised fake job through the real workflow: start it with the JSON a client
would send, query its status until a condition holds, signal it."""

from __future__ import annotations

import asyncio
import contextlib
import time
import uuid
from collections.abc import AsyncIterator, Callable
from typing import Any

from helpers_e2e import WAIT_SCALE
from temporalio.client import Client, WorkflowHandle
from temporalio.service import RPCError
from temporalio.worker import Worker
from wf_fakes import World

from trainwarden.supervision import SupervisorStatus
from trainwarden.workflows.supervise import SuperviseTrainingJob


class Harness:
    def __init__(self, client: Client, task_queue: str, world: World) -> None:
        self.client = client
        self.task_queue = task_queue
        self.world = world
        self.started: list[str] = []

    async def start(
        self,
        nodes: int = 3,
        playbook: str = "default",
        params: dict[str, Any] | None = None,
        tuning: dict[str, Any] | None = None,
    ) -> WorkflowHandle:
        """Start supervision of a fake job; the input is the JSON a client would send."""
        inp: dict[str, Any] = {
            "job": {"name": "fake", "backend": "local", "nodes": nodes, "ranks_per_node": 2},
            "playbook": playbook,
            "params": params or {},
        }
        if tuning:
            inp["tuning"] = tuning
        return await self.start_raw(inp)

    async def start_raw(self, inp: Any) -> WorkflowHandle:
        handle = await self.client.start_workflow(
            "SuperviseTrainingJob",
            inp,
            id=f"wf-test-{uuid.uuid4().hex[:8]}",
            task_queue=self.task_queue,
        )
        self.started.append(handle.id)
        return handle

    async def terminate_started(self) -> None:
        """Close every chain this test started, so the worker's shutdown waits on no workflow
        task and no watching activity (a failed flood test once left one that held the
        teardown for good)."""
        for workflow_id in self.started:
            handle = self.client.get_workflow_handle(workflow_id)
            with contextlib.suppress(RPCError):  # already closed
                await handle.terminate("test over")

    async def wait(
        self,
        handle: WorkflowHandle,
        predicate: Callable[[SupervisorStatus], bool],
        what: str,
        timeout: float = 30.0,
    ) -> SupervisorStatus:
        """Query status until predicate holds. The timeout only bounds a broken test: nothing
        here waits for wall-clock time to pass, every step is driven by events."""
        timeout *= WAIT_SCALE  # the bound only; the wait ends on the condition
        deadline = time.monotonic() + timeout
        last: SupervisorStatus | None = None
        while time.monotonic() < deadline:
            last = await handle.query("status", result_type=SupervisorStatus)
            if predicate(last):
                return last
            await asyncio.sleep(0.05)
        dump = last.model_dump_json(indent=1)[:3000] if last else "none"
        raise AssertionError(f"never reached in {timeout}s: {what}; last status: {dump}")

    async def signal(self, handle: WorkflowHandle, name: str, payload: Any) -> None:
        await handle.signal(name, payload)

    async def until(self, condition: Callable[[], bool], what: str, timeout: float = 30.0) -> None:
        """Wait for something the fakes record (e.g. an activity called)."""
        timeout *= WAIT_SCALE  # the bound only; the wait ends on the condition
        deadline = time.monotonic() + timeout
        while not condition():
            if time.monotonic() > deadline:
                raise AssertionError(f"never reached in {timeout}s: {what}")
            await asyncio.sleep(0.05)


@contextlib.asynccontextmanager
async def own_world(client: Client) -> AsyncIterator[Harness]:
    """A fake world of its own, with its own worker on its own task queue (the `harness`
    fixture's). A test that runs the workflow twice takes one per run: a terminated run's
    activities may still be running, or only start, after the terminate returns (its
    `exclude_nodes` once completed under load after the next run had reset the world, so the
    next run began with node-2 already out). On leaving, the started runs are terminated and
    the worker's shutdown cancels and waits for their activities, so nothing of one run
    reaches another's world."""
    world = World()
    task_queue = f"wf-{uuid.uuid4().hex[:8]}"
    async with Worker(
        client,
        task_queue=task_queue,
        workflows=[SuperviseTrainingJob],
        activities=world.activities(),
    ):
        harness = Harness(client, task_queue, world)
        try:
            yield harness
        finally:
            await harness.terminate_started()
