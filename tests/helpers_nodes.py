"""Tests of the cluster's NodeHealth workflow: call the consult/inform activities exactly as a
supervision's worker runs them (real client, real dev server, real worker on the test's queue),
for several jobs on one cluster."""

from __future__ import annotations

import asyncio
import dataclasses
import json
import os
import uuid
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from temporalio.client import Client
from temporalio.testing import ActivityEnvironment

from trainwarden.activities.node_health import (
    ConsultNodeHealthInput,
    InformNodeHealthInput,
    consult_node_health,
    inform_node_health,
)
from trainwarden.localcluster.cluster import LocalCluster
from trainwarden.models import JobSpec, LocalJobOptions
from trainwarden.nodes import ConsultDecision, ConsultRequest, ExclusionReport, NodeHealthSettings
from trainwarden.nodes.cluster import cluster_ref_for
from trainwarden.nodes.models import ClusterNodesView

JobFactory = Callable[[str], JobSpec]
NODE_HISTORY_DIR = Path(__file__).resolve().parent / "nodes" / "histories"


def local_jobs(cluster: LocalCluster) -> JobFactory:
    def job(name: str) -> JobSpec:
        options = LocalJobOptions(cluster_dir=str(cluster.root), cluster_nodes=4)
        return JobSpec(name=name, local=options)

    return job


def activity_env(
    client: Client, task_queue: str, activity_id: str | None = None
) -> ActivityEnvironment:
    """One activity call: its own activity id, as each call of a workflow has (the same id
    stands for a retry of that call)."""
    env = ActivityEnvironment(client=client)
    env.info = dataclasses.replace(
        env.info, task_queue=task_queue, activity_id=activity_id or uuid.uuid4().hex[:12]
    )
    return env


def state(view: ClusterNodesView) -> dict[str, str]:
    return {n.node: n.state for n in view.nodes}


class Supervisions:
    """Calls the activities as supervisions of several jobs on one cluster would."""

    def __init__(self, client: Client, task_queue: str, jobs: JobFactory, **settings: Any):
        self.task_queue = task_queue
        self.client = client
        self.jobs = jobs
        self.settings = NodeHealthSettings.model_validate(settings)
        self.workflow_id = cluster_ref_for(jobs("any")).workflow_id

    async def consult(
        self, job: str, nodes: list[str], activity_id: str | None = None, **fields: Any
    ) -> ConsultDecision:
        request = {
            "nodes": nodes,
            "job": job,
            "incident": f"{job}-incident-1",
            "confidence": 0.95,
            "category": "gpu_hardware",
            "signature": "xid-79",
            "at": datetime.now(UTC),
            **fields,
        }
        inp = ConsultNodeHealthInput(
            job=self.jobs(job),
            settings=self.settings,
            request=ConsultRequest.model_validate(request),
        )
        env = activity_env(self.client, self.task_queue, activity_id)
        return await env.run(consult_node_health, inp)

    async def inform(self, job: str, nodes: list[str], **fields: Any) -> None:
        report = {"nodes": nodes, "job": job, "incident": f"{job}-incident-1"}
        report.update({"at": datetime.now(UTC), **fields})
        inp = InformNodeHealthInput(
            job=self.jobs(job),
            settings=self.settings,
            report=ExclusionReport.model_validate(report),
        )
        await activity_env(self.client, self.task_queue).run(inform_node_health, inp)

    async def nodes(self) -> ClusterNodesView:
        handle = self.client.get_workflow_handle(self.workflow_id)
        return await handle.query("nodes", result_type=ClusterNodesView)

    async def wait_for(self, what: str, ok: Callable[[ClusterNodesView], bool]) -> ClusterNodesView:
        for _ in range(600):
            view = await self.nodes()
            if ok(view):
                return view
            await asyncio.sleep(0.1)
        raise AssertionError(f"never: {what}; last: {view.model_dump_json(indent=1)}")

    async def record_history(self, name: str) -> Path:
        """Save the NodeHealth workflow's history for tests/nodes/test_nodes_replay.py
        (written when missing, or again with TRAINWARDEN_RECORD_HISTORIES set)."""
        history = await self.client.get_workflow_handle(self.workflow_id).fetch_history()
        NODE_HISTORY_DIR.mkdir(exist_ok=True)
        path = NODE_HISTORY_DIR / f"{name}.json"
        if os.environ.get("TRAINWARDEN_RECORD_HISTORIES") or not path.exists():
            path.write_text(json.dumps(json.loads(history.to_json()), indent=None) + "\n")
        return path
