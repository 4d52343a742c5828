"""A refused action hands the incident to an operator; it never fails supervision.

A 4-node job on a 4-node cluster loses node-2 to a sticky Xid: the exclusion goes through, but
the restart is refused (3 usable nodes for a 4-node job, not retryable). Supervision must stay
up, waiting for an operator with the scheduler's own words in `status`, and a `stop` still works.
"""

from __future__ import annotations

from helpers_e2e import (
    actions_of,
    job_spec,
    record_history,
    start_supervision,
    stop_supervision,
    wait_status,
)
from temporalio.client import Client, WorkflowExecutionStatus

from trainwarden.localcluster.cluster import LocalCluster


async def test_restart_refused_for_lack_of_nodes_waits_for_an_operator(
    temporal_client: Client, worker: str, cluster: LocalCluster
) -> None:
    cluster.inject_fault("node-2", "xid", sticky=True, after_steps=8, xid=79)
    job = job_spec(cluster, "refused").model_copy(update={"nodes": 4})
    handle = await start_supervision(temporal_client, worker, job)
    status = await wait_status(
        handle, lambda s: s.state == "awaiting_operator", timeout=90, what="hand-over"
    )
    inc = status.incidents[0]
    assert inc.outcome == "awaiting_operator"
    assert inc.outcome_reason and "restart_job failed" in inc.outcome_reason
    assert "needs 4 nodes" in inc.outcome_reason, inc.outcome_reason
    assert status.state_reason == inc.outcome_reason
    assert status.excluded_nodes == {"node-2": inc.id}
    assert len(actions_of(cluster, "exclude")) == 1
    assert [c["run"] for c in actions_of(cluster, "submit")] == [1]
    assert (await handle.describe()).status == WorkflowExecutionStatus.RUNNING

    status = await stop_supervision(handle)
    assert status.signals[-1].outcome == "job stopped"
    assert (await handle.describe()).status == WorkflowExecutionStatus.RUNNING
    await record_history(handle, "refused_action")
