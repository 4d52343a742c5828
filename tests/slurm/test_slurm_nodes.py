"""The cluster's NodeHealth workflow on the real private Slurm: a supervision's drain returns
to service when its exclusion expires (`scontrol update state=resume`), a drain someone else
made is never resumed, and the breaker refuses beyond its count."""

from __future__ import annotations

import pytest
from helpers_nodes import Supervisions, state
from slurm_helpers import SlurmTestEnv
from temporalio.client import Client

from trainwarden.models import JobHandle, JobSpec, SlurmJobOptions

pytestmark = pytest.mark.asyncio(loop_scope="session")


def node_line(env: SlurmTestEnv, node: str) -> str:
    return env.scontrol("-o", "show", "node", node).stdout


async def test_drain_breaker_and_return_leave_other_drains_alone(
    temporal_client: Client, slurm_worker: str, slurm_supervision: SlurmTestEnv
) -> None:
    env = slurm_supervision

    def job(name: str) -> JobSpec:
        return JobSpec(name=name, backend="slurm", slurm=SlurmJobOptions(slurm_conf=env.conf))

    sup = Supervisions(
        temporal_client,
        slurm_worker,
        job,
        max_excluded_count=2,
        max_excluded_fraction=1.0,
        expire_after="3s",
    )
    backend = env.backend()
    handle = JobHandle(backend="slurm", job_id="0")

    # job-a's incident on node1: allowed, drained by trainwarden, informed
    first = await sup.consult("job-a", ["node1"])
    assert first.decision == "allow" and first.breaker.cluster_nodes == 4
    drained = backend.exclude(handle, ["node1"], "job-a-incident-1 xid-79", key="a/exclude")
    await sup.inform("job-a", ["node1"], commands=[c.command for c in drained])
    assert "Reason=trainwarden: job-a-incident-1" in node_line(env, "node1")

    # node2 was drained by an operator; job-b's exclusion finds it so and says so
    env.scontrol("update", "nodename=node2", "state=drain", "reason=bad fan (ops)")
    assert (await sup.consult("job-b", ["node2"])).decision == "allow"
    skipped = backend.exclude(handle, ["node2"], "job-b-incident-1 xid-48", key="b/exclude")
    assert skipped[-1].skipped and "bad fan (ops)" in skipped[-1].output
    await sup.inform("job-b", ["node2"], commands=[c.output for c in skipped])

    # a third node within the window: the breaker refuses, nothing is drained
    third = await sup.consult("job-c", ["node3"])
    assert third.decision == "refuse" and "breaker open" in third.reason
    assert "DRAIN" not in node_line(env, "node3")

    # expiry: node1 resumed (trainwarden's drain), node2 left drained by its operator
    view = await sup.wait_for("both exclusions over", lambda v: "excluded" not in state(v).values())
    assert "DRAIN" not in node_line(env, "node1")
    line2 = node_line(env, "node2")
    assert "DRAIN" in line2 and "Reason=bad fan (ops)" in line2
    node2 = next(n for n in view.nodes if n.node == "node2")
    assert "not resumed" in node2.history[-1].detail
