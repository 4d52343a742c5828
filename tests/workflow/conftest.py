"""The workflow test layer: the real workflow on the session's Temporal server, activities
replaced by the scripted fakes of `wf_fakes.World`, one worker per test on its own task queue."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest_asyncio
from temporalio.client import Client
from wf_harness import Harness, own_world


@pytest_asyncio.fixture(loop_scope="session")
async def harness(temporal_client: Client) -> AsyncIterator[Harness]:
    async with own_world(temporal_client) as harness:
        yield harness
