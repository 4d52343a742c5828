"""The workflow test layer: the real workflow on the session's Temporal server, activities
replaced by the scripted fakes of `wf_fakes.World`, one worker per test on its own task queue."""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator

import pytest_asyncio
from temporalio.client import Client
from temporalio.worker import Worker
from wf_fakes import World
from wf_harness import Harness

from trainwarden.workflows.supervise import SuperviseTrainingJob


@pytest_asyncio.fixture(loop_scope="session")
async def harness(temporal_client: Client) -> AsyncIterator[Harness]:
    world = World()
    task_queue = f"wf-{uuid.uuid4().hex[:8]}"
    async with Worker(
        temporal_client,
        task_queue=task_queue,
        workflows=[SuperviseTrainingJob],
        activities=world.activities(),
    ):
        harness = Harness(temporal_client, task_queue, world)
        try:
            yield harness
        finally:
            await harness.terminate_started()
