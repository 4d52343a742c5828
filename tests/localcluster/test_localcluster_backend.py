"""LocalBackend implements the Backend protocol on the local cluster."""

from __future__ import annotations

from pathlib import Path

import pytest

from trainwarden.activities.backends.base import Backend, BackendError, CheckpointRef
from trainwarden.activities.backends.local import LocalBackend
from trainwarden.localcluster import LocalCluster
from trainwarden.models import JobSpec, LocalJobOptions


@pytest.fixture
def backend(cluster_root: Path) -> LocalBackend:
    return LocalBackend(cluster_root)


@pytest.fixture
def job() -> JobSpec:
    return JobSpec(
        name="demo",
        nodes=3,
        ranks_per_node=2,
        local=LocalJobOptions(step_seconds=0.05, checkpoint_every=5, collective_timeout=1.0),
    )


def test_backend_supervision_cycle(backend: LocalBackend, job: JobSpec, cluster_root, lc, tmp_path):
    as_protocol: Backend = backend
    cluster = LocalCluster(cluster_root)
    cluster.inject_fault("node-2", "xid", sticky=True, after_steps=7)
    handle, commands = as_protocol.start(job, key="wf-1:start")
    assert handle.backend == "local" and handle.job_id == "local-demo"
    assert handle.checkpoint_uri == str(cluster_root / "checkpoints" / "demo")
    assert backend.start(job, key="wf-1:start")[0].run == 1

    failed = lc.wait_for(lambda: (o := backend.observe(handle)).state == "FAILED" and o)
    assert failed.step == 7
    bundle = backend.collect_evidence(handle, tmp_path / "evidence", since=None)
    assert (bundle / "logs" / "node-2" / "kernel.log").read_text().count("NVRM: Xid") == 1

    excluded = backend.exclude(handle, ["node-2"], "xid-79", key="inc-1:exclude")
    assert [c.skipped for c in excluded] == [False]
    assert backend.exclude(handle, ["node-2"], "xid-79", key="inc-1:exclude")[0].skipped
    location = str(Path(handle.checkpoint_uri) / "step_00000005")
    new, _ = backend.restart(
        handle, ["node-2"], CheckpointRef(step=5, location=location), key="inc-1:restart"
    )
    assert new.run == 2 and "node-2" not in new.nodes
    resumed = lc.wait_for(lambda: (o := backend.observe(new)).run_first_step and o)
    assert resumed.run_first_step == 6 and resumed.state == "RUNNING"
    assert f"resumed from checkpoint step 5 at {location}" in lc.run_log(cluster, new.job_id, 0)
    assert backend.restart(handle, ["node-2"], None, key="inc-1:restart")[0].run == 2

    stopped = backend.stop(new, "done", key="wf-1:stop")
    assert not stopped[0].skipped and backend.observe(new).state == "CANCELLED"
    back = backend.return_to_service(["node-2"], "repaired", key="ops-1")
    assert not back[0].skipped and cluster.excluded() == {}
    actions = [(c["action"], c["key"]) for c in cluster.commands() if c["action"] != "inject_fault"]
    assert actions == [
        ("submit", "wf-1:start"),
        ("exclude", "inc-1:exclude:node-2"),
        ("submit", "inc-1:restart"),
        ("stop", "wf-1:stop"),
        ("return_to_service", "ops-1:node-2"),
    ]


def test_backend_errors_have_kinds(backend: LocalBackend, job: JobSpec, cluster_root):
    from trainwarden.models import JobHandle

    ghost = JobHandle(backend="local", job_id="local-ghost")
    with pytest.raises(BackendError) as err:
        backend.observe(ghost)
    assert err.value.kind == "unknown_job" and not err.value.retryable
    with pytest.raises(BackendError) as err:
        backend.exclude(ghost, ["node-99"], "x", key="k")
    assert err.value.kind == "invalid_node"
    with pytest.raises(BackendError) as err:
        backend.start(job.model_copy(update={"nodes": 5}), key="too-big")
    assert err.value.kind == "invalid_request" and "insufficient_nodes" in err.value.message


def test_job_cluster_dir_wins(tmp_path, job: JobSpec, lc):
    own = tmp_path / "own-cluster"
    backend = LocalBackend(tmp_path / "default-cluster")
    spec = job.model_copy(
        update={"local": job.local.model_copy(update={"cluster_dir": str(own), "cluster_nodes": 3})}
    )
    try:
        handle, _ = backend.start(spec, key="s")
        assert handle.checkpoint_uri == str(own / "checkpoints" / "demo")
        assert LocalCluster(own).node_names == ["node-1", "node-2", "node-3"]
        lc.wait_for(lambda: backend.observe(handle).step)
    finally:
        LocalCluster(own).kill_all()
    assert not lc.processes_mentioning(str(own))
