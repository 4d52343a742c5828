"""Two supervised jobs on one local cluster share a bad node (a sticky Xid 79 on node-2): both
fail on it, both consult the cluster's node-health workflow (`nodes-<cluster>`, started by the
first). One exclusion is carried out; the other job's incident finds the node already out and
restarts around it without a command of its own. Real dev server, worker, trainer processes."""

from __future__ import annotations

import asyncio

from helpers_e2e import actions_of, job_spec, record_history, start_supervision, wait_status
from temporalio.client import Client

from trainwarden.localcluster.cluster import LocalCluster
from trainwarden.nodes.cluster import cluster_ref_for
from trainwarden.nodes.models import ClusterNodesView
from trainwarden.supervision import SupervisorStatus


def _restarted(s: SupervisorStatus) -> bool:
    return s.restarts_used >= 1 and bool(s.incidents) and s.incidents[0].node_health is not None


async def test_second_job_finds_the_shared_bad_node_already_out(
    temporal_client: Client, worker: str, cluster: LocalCluster
) -> None:
    cluster.inject_fault("node-2", "xid", sticky=True, after_steps=12, xid=79)
    jobs = [job_spec(cluster, "shared-a"), job_spec(cluster, "shared-b")]
    handles = [await start_supervision(temporal_client, worker, job) for job in jobs]
    statuses = await asyncio.gather(
        *(wait_status(h, _restarted, timeout=150, what="restarted") for h in handles)
    )
    incidents = [s.incidents[0] for s in statuses]
    decisions = sorted(i.node_health.decision for i in incidents if i.node_health)
    assert decisions == ["allow", "already_out"], [i.node_health for i in incidents]
    for status, inc in zip(statuses, incidents, strict=True):
        assert inc.attribution is not None and inc.attribution.implicated_nodes == ["node-2"]
        assert status.excluded_nodes == {"node-2": inc.id}
        assert status.handle is not None and "node-2" not in status.handle.nodes
        # (a first sign may stop the failed run's remaining ranks before the exclusion)
        exclude = next(a for a in inc.actions if a.step == "exclude")
        assert "node health:" in exclude.summary
        assert [a.step for a in inc.actions if a.step != "stop_remaining_ranks"][0] == "exclude"
    excludes = actions_of(cluster, "exclude")
    assert [e["node"] for e in excludes] == ["node-2"]  # one command for both jobs
    decided = [
        (h, i, i.node_health.decision if i.node_health else "")
        for h, i in zip(handles, incidents, strict=True)
    ]
    second = next(h for h, _, d in decided if d == "already_out")
    first_inc = next(i for _, i, d in decided if d == "allow")
    assert first_inc.id in excludes[0]["reason"]  # the exclusion is the first job's

    ref = cluster_ref_for(jobs[0])
    view = await temporal_client.get_workflow_handle(ref.workflow_id).query(
        "nodes", result_type=ClusterNodesView
    )
    (node,) = [n for n in view.nodes if n.node == "node-2"]
    assert node.state == "excluded" and node.incident == first_inc.id
    assert {i.job for i in node.incidents} == {"shared-a", "shared-b"}
    for h in handles:
        await h.signal("stop", {"reason": "test over"})
    await wait_status(second, lambda s: s.state == "stopped", what="stopped")
    await record_history(second, "node_health_already_out")
