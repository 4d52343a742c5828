"""A real private Slurm cluster for the session per Slurm release, and helpers to run the
trainer on it.

Every test that uses the cluster runs once per release chosen by ``--slurm-release`` (default:
every release installed on this host, slurm_releases.py): Debian 12's 22.05 and the releases
`scripts/install-system.sh` builds. The cluster (munged, slurmctld, slurmd for node1..node4 on
127.0.0.1) is started under a temp dir by deploy/slurm/localslurm.py with that release's
commands first on PATH (the worker's Slurm backend finds them there, as at a site); everything
it started is stopped by PID at the end. Nothing is installed here: a missing release fails in
one line naming the command that installs it.
"""

from __future__ import annotations

import asyncio
import shutil
import subprocess
import tempfile
import time
import uuid
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio
from slurm_helpers import SlurmTestEnv, localslurm
from slurm_releases import chosen_releases, release_id
from slurm_workflow_helpers import TimeLimited, start_supervision, wait_status
from temporalio.client import Client
from temporalio.service import RPCError

from trainwarden.models import JobSpec, SlurmJobOptions
from trainwarden.nodes.cluster import cluster_ref_for
from trainwarden.workers.main import build_worker


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """Each test on the cluster, once per chosen release (its id: ``[slurm-24.11]``)."""
    if "slurm_env" in metafunc.fixturenames:
        releases = chosen_releases(metafunc.config.getoption("slurm_release"))
        slot = metafunc.definition.get_closest_marker("release_slot")
        if slot is not None and releases:
            # one of the chosen releases, not each: scenarios of real torch under Slurm cost a
            # minute of two cores each, so a module's scenarios are spread over the releases
            releases = [releases[slot.args[0] % len(releases)]]
        metafunc.parametrize(
            "slurm_install", releases or [None], indirect=True, scope="session",
            ids=[release_id(r) for r in releases] or ["slurm-missing"],
        )  # fmt: skip


@pytest.fixture(scope="session")
def slurm_install(request: pytest.FixtureRequest) -> Any:
    install = request.param
    localslurm.require_installed(install)  # one line naming the install command
    return install


@pytest.fixture(scope="session")
def slurm_env(
    tmp_path_factory: pytest.TempPathFactory, slurm_install: Any
) -> Iterator[SlurmTestEnv]:
    root = tmp_path_factory.mktemp(release_id(slurm_install))
    # world-readable, so tests can run Slurm commands as an unprivileged user too
    cluster_dir = Path(tempfile.mkdtemp(prefix="trainwarden-slurm-"))
    cluster_dir.chmod(0o755)
    # the Slurm groups run their clusters at once on this host: no job id in two of them
    cluster = localslurm.LocalSlurmCluster(
        cluster_dir, node_count=4, distinct_job_ids=True, install=slurm_install
    )
    started = time.monotonic()
    # the release's commands first on PATH for the worker's backend, as a site's env file does
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("PATH", cluster.path)
        try:
            cluster.start()
        except BaseException:
            cluster.stop()
            raise
        env = SlurmTestEnv(cluster=cluster, root=root, start_seconds=time.monotonic() - started)
        try:
            yield env
        finally:
            cluster.stop()
            shutil.rmtree(cluster_dir, ignore_errors=True)


@pytest.fixture(autouse=True)
def clean_cluster(request: pytest.FixtureRequest) -> Iterator[None]:
    """After each test: cancel its jobs and resume every drained node."""
    yield
    if "slurm_env" not in request.fixturenames:
        return
    env: SlurmTestEnv = request.getfixturevalue("slurm_env")
    if not env.cluster.controller_responds():
        env.cluster.start_controller()
    out = subprocess.run(
        ["squeue", "-h", "-o", "%i"], env=env.cluster.env, capture_output=True, text=True
    ).stdout.split()
    doomed = [j for j in out if j not in env.protected_jobs]
    if doomed:
        subprocess.run(["scancel", *doomed], env=env.cluster.env, check=False)
    for node, state in env.cluster.node_states().items():
        if state.startswith(("drain", "drng", "down", "fail")):
            env.scontrol("update", f"nodename={node}", "state=resume", check=False)
    env.cluster.wait_idle(timeout=30)  # e.g. slurmds re-registering after a controller restart


@pytest.fixture(scope="module")
def slurm_supervision(
    slurm_env: SlurmTestEnv, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[SlurmTestEnv]:
    """Environment of the worker's Slurm backend (activities/registry.py creates it once per
    slurm.conf from these variables): the session's run root, a short poll, and a fresh
    trainwarden home for the module's evidence bundles."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("TRAINWARDEN_HOME", str(tmp_path_factory.mktemp("tw-home")))
        patch.setenv("TRAINWARDEN_SLURM_RUN_ROOT", str(slurm_env.run_root))
        patch.setenv("TRAINWARDEN_SLURM_POLL_SECONDS", "0.5")
        patch.delenv("TRAINWARDEN_SLURM_RESTART_VIA", raising=False)
        yield slurm_env


@pytest_asyncio.fixture(scope="module", loop_scope="session")
async def slurm_worker(
    temporal_client: Client, slurm_supervision: SlurmTestEnv
) -> AsyncIterator[str]:
    """An in-process trainwarden worker (real workflow, real activities) on its own queue,
    shared by a module's tests so that a long supervision can run alongside them."""
    task_queue = f"tw-slurm-{uuid.uuid4().hex[:8]}"
    # The cluster's node-health workflow (nodes-<cluster>) runs on the queue of the worker that
    # first consulted it; every module here has its own queue, so a module starts and ends with
    # none left (an earlier module's would wait for a worker that is gone).
    await end_node_health(temporal_client, slurm_supervision.conf)
    try:
        async with build_worker(temporal_client, task_queue):
            yield task_queue
    finally:
        await end_node_health(temporal_client, slurm_supervision.conf)


@pytest_asyncio.fixture(autouse=True, loop_scope="session")
async def fresh_node_health(request: pytest.FixtureRequest) -> AsyncIterator[None]:
    """After each test that used the cluster and a Temporal server: no node-health ledger left
    (like clean_cluster's resumed drains), so the cluster breaker's 1 h window does not carry one
    test's exclusions into the next test's decisions."""
    yield
    if "slurm_env" in request.fixturenames and "temporal_client" in request.fixturenames:
        env: SlurmTestEnv = request.getfixturevalue("slurm_env")
        await end_node_health(request.getfixturevalue("temporal_client"), env.conf)


async def end_node_health(client: Client, slurm_conf: str) -> None:
    job = JobSpec(name="cluster", backend="slurm", slurm=SlurmJobOptions(slurm_conf=slurm_conf))
    handle = client.get_workflow_handle(cluster_ref_for(job).workflow_id)
    try:
        await handle.terminate("the test module that used it is over")
    except RPCError:
        pass  # none running


@pytest_asyncio.fixture(scope="module", loop_scope="session")
async def time_limited_supervision(
    temporal_client: Client, slurm_worker: str, slurm_supervision: SlurmTestEnv
) -> AsyncIterator[TimeLimited]:
    """A supervised trainer job with Slurm's shortest time limit (1 minute), started before
    the module's other tests so that waiting for its TIMEOUT overlaps them. It runs alone on
    node4 in the partition nothing preempts; no restart budget at all (max_restarts 0)."""
    env = slurm_supervision
    job = env.trainer_job(
        "wf-timelimit",
        nodes=1,
        ranks_per_node=1,
        extra_sbatch=["--time=1", "--nodelist=node4", "--partition=urgent"],
    )
    handle = await start_supervision(
        temporal_client, slurm_worker, job.spec, params={"max_restarts": 0}
    )
    status = await wait_status(handle, lambda s: s.handle is not None, what="job started")
    assert status.handle is not None
    job_id = status.handle.job_id
    env.protected_jobs.add(job_id)
    try:
        yield TimeLimited(job=job, handle=handle, job_id=job_id)
    finally:
        env.protected_jobs.discard(job_id)
        try:
            await handle.signal("stop", {"reason": "module over"})
            await wait_status(handle, lambda s: s.state == "stopped", 30, "stopped")
        finally:
            await asyncio.to_thread(
                subprocess.run, ["scancel", job_id], env=env.cluster.env, check=False
            )
