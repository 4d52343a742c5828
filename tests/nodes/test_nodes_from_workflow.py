"""What a supervision does, from inside a workflow on a real worker: consult the cluster with
``consult_cluster`` (activity -> the worker's client -> update-with-start of ``nodes-<cluster>``)
and inform it with ``inform_cluster``. Two jobs on one local cluster share a bad node: the
first excludes it, the second finds it already out."""

from __future__ import annotations

import uuid
from datetime import timedelta

import pytest
from helpers_nodes import local_jobs, state
from pydantic import BaseModel
from temporalio import workflow
from temporalio.client import Client
from temporalio.worker import UnsandboxedWorkflowRunner, Worker

from trainwarden.activities.all import ALL_ACTIVITIES
from trainwarden.localcluster.cluster import LocalCluster
from trainwarden.models import JobSpec
from trainwarden.nodes import ConsultRequest, NodeHealthSettings
from trainwarden.nodes.cluster import cluster_ref_for
from trainwarden.nodes.models import ClusterNodesView
from trainwarden.nodes.requests import exclusion_report
from trainwarden.workflows.node_health import NodeHealthWorkflow, consult_cluster, inform_cluster

pytestmark = pytest.mark.asyncio(loop_scope="session")


class JobInput(BaseModel):
    job: JobSpec
    settings: NodeHealthSettings
    node: str


@workflow.defn(name="NodesTestJob")
class NodesTestJob:
    """The few lines a supervision adds around its exclude step."""

    @workflow.run
    async def run(self, inp: JobInput) -> str:
        request = ConsultRequest(
            nodes=[inp.node],
            job=inp.job.name,
            incident=f"{inp.job.name}-1",
            confidence=0.95,
            category="gpu_hardware",
            signature="xid-79",
            at=workflow.now() - timedelta(seconds=5),
        )
        decision = await consult_cluster(inp.job, inp.settings, request)
        if decision.exclude:  # here the supervision runs exclude_nodes, then:
            report = exclusion_report(request, decision.exclude, at=workflow.now())
            await inform_cluster(inp.job, inp.settings, report)
        return decision.decision


async def test_two_jobs_sharing_a_bad_node(
    temporal_client: Client, task_queue: str, cluster: LocalCluster
) -> None:
    jobs = local_jobs(cluster)
    settings = NodeHealthSettings(max_excluded_count=3)
    async with Worker(
        temporal_client,
        task_queue=task_queue,
        workflows=[NodesTestJob, NodeHealthWorkflow],
        activities=ALL_ACTIVITIES,
        workflow_runner=UnsandboxedWorkflowRunner(),
    ):
        outcomes = []
        for name in ("job-a", "job-b"):
            outcomes.append(
                await temporal_client.execute_workflow(
                    NodesTestJob.run,
                    JobInput(job=jobs(name), settings=settings, node="node-2"),
                    id=f"{name}-{uuid.uuid4().hex[:6]}",
                    task_queue=task_queue,
                )
            )
        handle = temporal_client.get_workflow_handle(cluster_ref_for(jobs("x")).workflow_id)
        view = await handle.query("nodes", result_type=ClusterNodesView)
    assert outcomes == ["allow", "already_out"]
    assert state(view) == {"node-2": "excluded"}
    node2 = view.nodes[0]
    assert node2.job == "job-a" and {i.job for i in node2.incidents} == {"job-a", "job-b"}
    assert [e.kind for e in node2.history] == ["implicated", "excluded", "excluded", "implicated"]
