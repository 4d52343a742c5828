"""End to end through the workflow with a real PyTorch program: the example torchrun DDP script
(examples/train_ddp.py, gloo on CPU) as a command job on the local cluster; a sticky
Xid on one node; the node is excluded and the job restarts from a real DCP checkpoint."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from helpers_e2e import actions_of, start_supervision, stop_supervision, wait_status
from temporalio.client import Client

from trainwarden.localcluster.cluster import LocalCluster
from trainwarden.models import JobSpec, LocalJobOptions

pytest.importorskip("torch")
pytest.importorskip("numpy")
pytestmark = pytest.mark.torch

REPO = Path(__file__).resolve().parents[2]
EXAMPLE = REPO / "examples" / "train_ddp.py"


def torchrun_job(cluster: LocalCluster, name: str, *extra: str) -> JobSpec:
    """The command of examples/local-torchrun.json, with this venv's python."""
    python = str(Path(sys.executable).absolute())
    command = (
        f"{python} -m torch.distributed.run --nnodes $TRAINWARDEN_NNODES"
        " --node-rank $TRAINWARDEN_NODE_RANK --nproc-per-node 1"
        " --master-addr $MASTER_ADDR --master-port $MASTER_PORT --tee 3"
        f" {EXAMPLE} --steps 100000 --checkpoint-every 5 --step-seconds 0.1 {' '.join(extra)}"
    )
    return JobSpec(
        name=name,
        nodes=2,
        ranks_per_node=1,
        command=command,
        env={"OMP_NUM_THREADS": "1"},
        local=LocalJobOptions(cluster_dir=str(cluster.root), cluster_nodes=4, collective_timeout=2),
    )


async def test_xid_on_a_torchrun_job_excludes_the_node_and_resumes_from_a_dcp_checkpoint(
    temporal_client: Client, worker: str, cluster: LocalCluster
) -> None:
    cluster.inject_fault("node-2", "xid", sticky=True, after_steps=12, xid=79)
    params = {
        "checkpoint_layout": "dcp",
        "hang_threshold": "90s",  # torch start-up on a busy 2-core machine takes a while
        "max_excluded_fraction": 0.5,
    }
    handle = await start_supervision(
        temporal_client, worker, torchrun_job(cluster, "ddp"), params=params
    )
    status = await wait_status(
        handle,
        lambda s: bool(s.incidents) and s.incidents[0].outcome == "recovered",
        timeout=300,
        what="recovery of the torchrun job",
    )
    inc = status.incidents[0]
    assert inc.attribution is not None and inc.attribution.category == "gpu_hardware"
    assert inc.attribution.implicated_nodes == ["node-2"]
    assert any("Xid" in ev.text for ev in inc.attribution.initiating.evidence)
    assert inc.excluded_nodes == ["node-2"] and "node-2" not in status.handle.nodes
    assert inc.checkpoint is not None and inc.checkpoint.usable
    t = inc.timings
    assert t.restored_step is not None and t.restored_step % 5 == 0 and t.restored_step >= 5
    assert inc.checkpoint.location and Path(inc.checkpoint.location, ".metadata").exists()
    assert t.productive_at is not None  # training passed its pre-failure step again
    [restart] = [a for a in actions_of(cluster, "submit") if a["run"] == 2]
    assert restart["resume_path"] == inc.checkpoint.location
    assert restart["resume_step"] == t.restored_step
    run2 = cluster.layout.run_dir("ddp", 2) / "logs"
    rank0 = next(run2.glob("*/rank-0.log")).read_text()
    assert f"resumed from {inc.checkpoint.location} at step {t.restored_step}" in rank0
    assert f" step {t.restored_step + 1}/" in rank0
    await stop_supervision(handle)


async def test_an_exception_in_the_torchrun_program_stops_it_without_exclusion(
    temporal_client: Client, worker: str, cluster: LocalCluster
) -> None:
    job = torchrun_job(cluster, "ddpbug", "--fail-at-step", "8", "--fail-rank", "1")
    params = {"checkpoint_layout": "dcp", "hang_threshold": "90s"}
    handle = await start_supervision(temporal_client, worker, job, params=params)
    status = await wait_status(handle, lambda s: s.state == "stopped", timeout=240, what="stop")
    inc = status.incidents[0]
    assert inc.attribution is not None and inc.attribution.category == "user_code"
    assert inc.attribution.implicated_nodes == [] and inc.excluded_nodes == []
    evidence = " ".join(ev.text for ev in inc.attribution.initiating.evidence)
    assert "ValueError: bad batch at step 8" in evidence
    # the traceback is in global rank 1's log, split out of node-2's torchrun output (one rank
    # per node: the node's whole output is that rank's, and not in the bundle a second time)
    assert {ev.file for ev in inc.attribution.initiating.evidence} == {"logs/node-2/rank-1.log"}
    assert actions_of(cluster, "exclude") == []
    assert [a["run"] for a in actions_of(cluster, "submit")] == [1]


async def test_a_hung_torchrun_node_is_detected_after_the_threshold_and_restarted(
    temporal_client: Client, worker: str, cluster: LocalCluster
) -> None:
    from trainwarden.localcluster.procs import run_processes

    cluster.inject_fault("node-2", "hang", after_steps=8)
    # hang detection counts from the run's start until the first step: leave room for start-up
    params = {"checkpoint_layout": "dcp", "hang_threshold": "45s"}
    handle = await start_supervision(
        temporal_client, worker, torchrun_job(cluster, "ddphang"), params=params
    )
    status = await wait_status(
        handle,
        lambda s: bool(s.incidents) and s.incidents[0].outcome == "recovered",
        timeout=300,
        what="recovery from the hang",
    )
    inc = status.incidents[0]
    assert inc.trigger == "hang"
    t = inc.timings
    assert t.failed_at is not None and t.detected_at is not None
    assert (t.detected_at - t.failed_at).total_seconds() >= 45  # not before the threshold
    assert inc.excluded_nodes == []  # every rank stopped together: no evidence against a node
    assert t.restored_step is not None and t.restored_step >= 5
    # the stopped (SIGSTOP) processes of run 1 were killed by the restart
    assert not run_processes(str(cluster.layout.run_dir("ddphang", 1)))
    await stop_supervision(handle)
