"""The cluster's NodeHealth workflow on the real dev server and a real worker: the consult and
inform activities (run with the test client, exactly as a supervision's worker runs them) start
``nodes-<cluster>`` by update-with-start; the ledger's decisions, return to service through the
local cluster's health check, and validators that reject without a history event."""

from __future__ import annotations

import asyncio
import gzip
import hashlib
import json
import os
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from helpers_nodes import Supervisions, local_jobs, state
from temporalio.client import Client, WorkflowUpdateFailedError
from temporalio.exceptions import ApplicationError

from trainwarden.activities.node_health import NodeHealthInput
from trainwarden.localcluster.cluster import LocalCluster
from trainwarden.nodes.cluster import cluster_ref_for

pytestmark = pytest.mark.asyncio(loop_scope="session")


async def test_breaker_refuses_the_nth_exclusion_within_the_window(
    temporal_client: Client, worker: str, cluster: LocalCluster
) -> None:
    sup = Supervisions(
        temporal_client,
        worker,
        local_jobs(cluster),
        max_excluded_count=2,
        max_excluded_fraction=1.0,
    )
    first = await sup.consult("job-a", ["node-1"])
    await sup.inform("job-a", ["node-1"], commands=["local-cluster exclude node-1"])
    second = await sup.consult("job-b", ["node-2"])
    third = await sup.consult("job-c", ["node-3"])
    assert [first.decision, second.decision, third.decision] == ["allow", "allow", "refuse"]
    assert third.refused == ["node-3"] and "breaker open" in third.reason
    assert third.breaker.cluster_nodes == 4  # the activity asked the cluster its size
    view = await sup.nodes()
    assert state(view) == {"node-1": "excluded", "node-2": "excluded", "node-3": "in_service"}
    assert view.breaker.excluded_in_window == ["node-1", "node-2"]
    # job-b could not exclude after all: its reservation is released, job-c may go now
    await sup.inform("job-b", ["node-2"], done=False, reason="exclude_nodes failed")
    assert (await sup.consult("job-c", ["node-3"], incident="job-c-2")).decision == "allow"
    await sup.record_history("breaker_refusal")  # today's first run (its input checked), for replay


async def test_a_retried_consult_gets_its_first_answer_and_reserves_once(
    temporal_client: Client, worker: str, cluster: LocalCluster
) -> None:
    sup = Supervisions(
        temporal_client, worker, local_jobs(cluster), max_excluded_count=2, max_excluded_fraction=1
    )
    first = await sup.consult("job-a", ["node-1"], activity_id="exclude-1")
    again = await sup.consult("job-a", ["node-1"], activity_id="exclude-1")  # a retry
    assert first == again and first.decision == "allow"
    assert (await sup.consult("job-b", ["node-2"])).decision == "allow"
    assert (await sup.consult("job-c", ["node-3"])).decision == "refuse"


async def test_reputation_quarantines_after_k_distinct_jobs(
    temporal_client: Client, worker: str, cluster: LocalCluster, temporal_address: str
) -> None:
    sup = Supervisions(temporal_client, worker, local_jobs(cluster), reputation_incidents=3)
    low = {"confidence": 0.55, "intent": "report"}
    decisions = [await sup.consult(job, ["node-2"], **low) for job in ("job-a", "job-b")]
    assert [d.decision for d in decisions] == ["record_only", "record_only"]
    third = await sup.consult("job-c", ["node-2"], **low)
    assert third.decision == "quarantine" and third.exclude == ["node-2"]
    assert sorted(i.job for i in third.evidence["node-2"]) == ["job-a", "job-b", "job-c"]
    # another job's incident on that node finds it already quarantined
    fourth = await sup.consult("job-d", ["node-2"])
    assert fourth.decision == "already_out" and fourth.already_out == ["node-2"]
    view = await sup.nodes()
    node2 = next(n for n in view.nodes if n.node == "node-2")
    assert node2.state == "quarantined" and "3 incidents" in node2.reason
    assert len(node2.incidents) == 4
    # the operator's view: `warden nodes` (table and JSON; without --cluster, every cluster)
    cluster_name = view.cluster
    table = await warden_nodes(temporal_address, "--cluster", cluster_name)
    assert "node-2" in table and "quarantined" in table and "job-c/job-c-incident-1" in table
    for _ in range(50):  # visibility lags a little behind
        listed = json.loads(await warden_nodes(temporal_address, "--json"))
        if any(v["cluster"] == cluster_name for v in listed):
            break
        await asyncio.sleep(0.2)
    mine = next(v for v in listed if v["cluster"] == cluster_name)
    assert [(n["node"], n["state"]) for n in mine["nodes"]] == [("node-2", "quarantined")]


async def warden_nodes(address: str, *args: str) -> str:
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "trainwarden.cli", "nodes", "--address", address, *args,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
        env={**os.environ, "COLUMNS": "250"},
    )  # fmt: skip
    out, err = await proc.communicate()
    assert proc.returncode == 0, err.decode()[-3000:]
    return out.decode()


async def test_a_burst_of_stale_events_changes_nothing(
    temporal_client: Client, worker: str, cluster: LocalCluster
) -> None:
    sup = Supervisions(
        temporal_client, worker, local_jobs(cluster), max_excluded_count=1, reputation_incidents=2
    )
    old = datetime.now(UTC) - timedelta(hours=2)
    burst = [
        await sup.consult(f"job-{i}", [f"node-{i % 4 + 1}"], at=old + timedelta(seconds=i))
        for i in range(8)
    ]
    assert {d.decision for d in burst} == {"stale"}
    view = await sup.nodes()
    assert view.stale_events == 8
    assert view.breaker.excluded_in_window == []
    assert all(n.state == "in_service" for n in view.nodes)
    assert (await sup.consult("job-fresh", ["node-1"])).decision == "allow"


async def test_quarantined_node_passes_its_health_check_and_returns(
    temporal_client: Client, worker: str, cluster: LocalCluster
) -> None:
    sup = Supervisions(  # no health_check: the local cluster's own, `warden cluster check`
        temporal_client,
        worker,
        local_jobs(cluster),
        health_check_after="0s",
        health_check_every="1s",
        expire_after=None,
    )
    cluster.inject_fault("node-2", "xid", sticky=True)
    decision = await sup.consult("job-a", ["node-2"])
    assert decision.decision == "allow"
    cluster.exclude("node-2", "trainwarden: job-a-incident-1 xid-79", "job-a-incident-1:exclude")
    await sup.inform("job-a", ["node-2"])
    view = await sup.wait_for(
        "a failed health check", lambda v: v.nodes and v.nodes[0].checks_failed >= 1
    )
    assert view.nodes[0].state == "excluded"
    assert "sticky xid fault pending" in view.nodes[0].history[-1].detail
    assert "node-2" in cluster.excluded()
    cluster.clear_faults("node-2")
    view = await sup.wait_for("node-2 back", lambda v: state(v) == {"node-2": "in_service"})
    assert "node-2" not in cluster.excluded()
    assert "health check passed" in view.nodes[0].history[-1].detail
    await sup.record_history("health_check_return")


async def test_an_exclusion_expires(
    temporal_client: Client, worker: str, cluster: LocalCluster
) -> None:
    sup = Supervisions(temporal_client, worker, local_jobs(cluster), expire_after="1s")
    assert (await sup.consult("job-a", ["node-3"])).decision == "allow"
    cluster.exclude("node-3", "trainwarden: job-a", "job-a-incident-1:exclude")
    await sup.inform("job-a", ["node-3"])
    view = await sup.wait_for("node-3 back", lambda v: state(v) == {"node-3": "in_service"})
    assert "expired" in view.nodes[0].history[-1].detail
    assert "node-3" not in cluster.excluded()


async def test_an_operator_changes_the_settings(
    temporal_client: Client, worker: str, cluster: LocalCluster
) -> None:
    sup = Supervisions(temporal_client, worker, local_jobs(cluster), expire_after=None)
    assert (await sup.consult("job-a", ["node-3"])).decision == "allow"
    cluster.exclude("node-3", "trainwarden: job-a", "job-a-incident-1:exclude")
    handle = temporal_client.get_workflow_handle(sup.workflow_id)
    with pytest.raises(WorkflowUpdateFailedError):  # validated like a playbook section
        await handle.execute_update(
            "configure", {"settings": {"expire_after": "soon"}, "reason": "x"}
        )
    settings = {"expire_after": "1s", "max_excluded_count": 5}
    applied = await handle.execute_update(
        "configure", {"settings": settings, "reason": "shorter", "sender": "ops"}
    )
    assert applied["expire_after"] == 1.0 and applied["max_excluded_count"] == 5
    await sup.wait_for(
        "node-3 back by the new expiry", lambda v: state(v)["node-3"] == "in_service"
    )
    assert "node-3" not in cluster.excluded()


async def test_invalid_updates_are_rejected_without_a_history_event(
    temporal_client: Client, worker: str, cluster: LocalCluster
) -> None:
    sup = Supervisions(temporal_client, worker, local_jobs(cluster))
    assert (await sup.consult("job-a", ["node-1"])).decision == "allow"
    handle = temporal_client.get_workflow_handle(sup.workflow_id)
    bad: list[tuple[str, str, dict[str, Any]]] = [
        ("bad-return", "return_node", {"node": "node-4", "reason": "in service already"}),
        ("bad-return-field", "return_node", {"node": "node-1", "reason": "x", "typo": 1}),
        (
            "bad-consult",
            "consult",
            {"nodes": ["node-2"], "job": "j", "incident": "i", "confidence": 2.0,
             "category": "gpu_hardware", "at": datetime.now(UTC).isoformat()},
        ),  # fmt: skip
        (
            "future-consult",
            "consult",
            {"nodes": ["node-2"], "job": "j", "incident": "i", "confidence": 0.9,
             "category": "gpu_hardware", "at": (datetime.now(UTC) + timedelta(days=1)).isoformat()},
        ),  # fmt: skip
        ("bad-inform", "record_exclusion", {"nodes": ["node-1"], "job": "j", "incident": "i",
                                            "at": datetime.now(UTC).isoformat(), "done": False}),
    ]  # fmt: skip
    for update_id, name, payload in bad:
        with pytest.raises(WorkflowUpdateFailedError):
            await handle.execute_update(name, payload, id=update_id)
    # through the activity a supervision calls: a clear, non-retryable error
    with pytest.raises(ApplicationError) as rejected:
        await sup.consult("job-b", ["node-2"], at=datetime.now(UTC) + timedelta(days=1))
    assert rejected.value.non_retryable and "wrong clock" in rejected.value.message
    good = await handle.execute_update(
        "return_node", {"node": "node-1", "reason": "fixed", "sender": "ops"}, id="good-return"
    )
    assert good["returned"] is True
    events = [e async for e in handle.fetch_history_events()]
    text = "\n".join(str(e) for e in events)
    assert "good-return" in text
    for update_id, _, _ in bad:
        assert update_id not in text, f"{update_id} left a history event"
    assert state(await sup.nodes()) == {"node-1": "in_service"}
    await sup.record_history("operator_return")


async def test_continue_as_new_carries_the_ledger(
    temporal_client: Client, worker: str, cluster: LocalCluster
) -> None:
    sup = Supervisions(temporal_client, worker, local_jobs(cluster), reputation_incidents=50)
    ref = cluster_ref_for(local_jobs(cluster)("any"))
    handle = await temporal_client.start_workflow(  # started small; consults use it as it is
        "NodeHealth",
        NodeHealthInput(cluster=ref, settings=sup.settings, continue_as_new_events=100),
        id=sup.workflow_id,
        task_queue=worker,
    )
    assert (await sup.consult("job-x", ["node-4"])).decision == "allow"
    first_run = (await handle.describe()).run_id
    for i in range(60):  # history limit is 100 events at the least
        await sup.consult(f"job-{i}", ["node-1"], intent="report", confidence=0.5)
    desc = await temporal_client.get_workflow_handle(sup.workflow_id).describe()
    assert desc.run_id != first_run
    view = await sup.nodes()
    assert state(view)["node-4"] == "excluded"
    node1 = next(n for n in view.nodes if n.node == "node-1")
    assert len(node1.incidents) == 50  # bounded, and carried over
    # what the compact state left out (older events, implications) is in the evidence store
    archive = view.archive
    assert archive is not None and archive.entries > 0
    lines = gzip.decompress(Path(archive.location).read_bytes()).decode().splitlines()
    assert hashlib.sha256(Path(archive.location).read_bytes()).hexdigest() == archive.sha256
    kept = [json.loads(line) for line in lines[1:]]
    assert len(kept) == archive.entries and {e["node"] for e in kept} == {"node-1"}
    assert "event" in {e["entry"] for e in kept}
    await sup.record_history("ledger_archive")  # a run that archived (node-ledger-archive)
