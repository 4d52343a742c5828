"""Evidence across restarts, end to end on the local backend: real Temporal, worker and a small
command job (tests/e2e/recurjob.py) on 2 of 3 nodes, the default playbook. One node's rank dies
with `CUDA error: unspecified launch failure` and no kernel line says why:

- it dies again at every start: the second failure excludes it (the recurrence), the job runs
  on the spare and passes its pre-failure step;
- the failure moves to another node each run: no node is excluded, supervision stops with the
  reason (the program or its configuration), without spending the restart budget.
"""

from __future__ import annotations

import sys
from pathlib import Path

from helpers_e2e import (
    actions_of,
    record_history,
    start_supervision,
    stop_supervision,
    wait_status,
)
from temporalio.client import Client

from trainwarden.localcluster.cluster import LocalCluster
from trainwarden.models import JobSpec, LocalJobOptions
from trainwarden.nodes.cluster import cluster_ref_for
from trainwarden.nodes.models import ClusterNodesView, NodeView
from trainwarden.supervision import SupervisorStatus

PROGRAM = Path(__file__).resolve().parent / "recurjob.py"


def recur_job(cluster: LocalCluster, tmp: Path, name: str, **env: str) -> JobSpec:
    return JobSpec(
        name=name,
        nodes=2,
        ranks_per_node=1,
        command=[sys.executable, str(PROGRAM)],
        checkpoint_uri=str(tmp / f"{name}-ckpt"),
        env={"RECUR_FAIL_STEP": "7", **env},
        local=LocalJobOptions(cluster_dir=str(cluster.root), cluster_nodes=3),
    )


def _chain_done(s: SupervisorStatus) -> bool:
    return bool(s.incidents) and s.incidents[-1].outcome in ("recovered", "stopped") or (
        s.state == "stopped"
    )


async def test_a_node_failing_at_every_start_is_excluded_after_the_second_failure(
    temporal_client: Client, worker: str, tw_home: Path, tmp_path: Path
) -> None:
    cluster = LocalCluster(tw_home / "recur", nodes=3)
    try:
        job = recur_job(cluster, tmp_path, "recsticky", RECUR_MODE="sticky",
                        RECUR_BAD_NODE="node-2")
        handle = await start_supervision(temporal_client, worker, job)
        status = await wait_status(handle, _chain_done, timeout=120, what="recovery or a stop")

        assert status.state == "supervising", status.state_reason
        first, second = status.incidents
        # the first failure (in training) is rightly ambiguous: restarted on the same nodes
        assert first.attribution is not None and first.attribution.implicated_nodes == []
        assert first.attribution.signature == "cuda-launch-failure"
        assert first.failure is not None and first.failure.node == "node-2"
        assert first.failure.phase == "training" and first.excluded_nodes == []
        # the second, at start-up while node-1 waited: node-2 is implicated by the recurrence
        a = second.attribution
        assert a is not None and a.recurrence is not None, a
        assert a.category == "node_failure" and a.implicated_nodes == ["node-2"]
        assert a.confidence >= 0.8 and a.recurrence.incidents == [first.id, second.id]
        assert second.failure is not None and second.failure.phase == "startup"
        assert second.failure.alone
        assert second.rule == "faulty-machine" and second.excluded_nodes == ["node-2"]
        [exclude] = [x for x in second.actions if x.step == "exclude"]
        assert f"failed first in runs 1, 2: {first.id}, {second.id}" in exclude.summary
        # not the checkpoint's fault: the restart uses the newest one again
        assert second.bad_checkpoint is None and status.incidents[1].checkpoint is not None
        assert second.outcome == "recovered" and second.timings.productive_at is not None
        assert sorted(status.handle.nodes) == ["node-1", "node-3"]
        assert list(status.excluded_nodes) == ["node-2"]
        assert [c["node"] for c in actions_of(cluster, "exclude")] == ["node-2"]
        # the node ledger counts both runs towards node-2's reputation
        nodes = await _ledger_nodes(temporal_client, job)
        assert {i.incident for i in nodes["node-2"].incidents} == {first.id, second.id}
        await stop_supervision(handle)
        await record_history(handle, "node_recurrence")
    finally:
        cluster.kill_all()


async def test_a_failure_moving_between_nodes_excludes_nothing_and_stops_for_a_person(
    temporal_client: Client, worker: str, tw_home: Path, tmp_path: Path
) -> None:
    cluster = LocalCluster(tw_home / "recur", nodes=3)
    try:
        job = recur_job(cluster, tmp_path, "recmoving", RECUR_MODE="moving")
        handle = await start_supervision(temporal_client, worker, job)
        status = await wait_status(
            handle, lambda s: s.state == "stopped", timeout=120, what="a stop"
        )

        first, second = status.incidents
        assert first.failure is not None and second.failure is not None
        assert (first.failure.node, second.failure.node) == ("node-1", "node-2")
        a = second.attribution
        assert a is not None and a.recurrence is not None and a.recurrence.kind == "moves"
        assert a.category == "user_code" and a.implicated_nodes == []
        assert "moves with the program" in a.explanation
        assert second.failure.phase == "startup"  # so its checkpoint was not blamed either
        assert second.bad_checkpoint is None and status.incidents[1].context is not None
        assert not second.context.checkpoint_failed_to_load
        assert second.rule == "training-code-error" and second.outcome == "stopped"
        assert "same failure on another node each run" in (status.state_reason or "")
        assert status.excluded_nodes == {} and actions_of(cluster, "exclude") == []
        assert status.restarts_used == 1  # the budget (3) was not spent
    finally:
        cluster.kill_all()


async def _ledger_nodes(client: Client, job: JobSpec) -> dict[str, NodeView]:
    handle = client.get_workflow_handle(cluster_ref_for(job).workflow_id)
    view = await handle.query("nodes", result_type=ClusterNodesView)
    return {n.node: n for n in view.nodes}
