"""The ledger's carried state stays bounded whatever the site's size: a compact summary per
node in the workflow, everything it leaves out handed over for the evidence store, decisions
unchanged."""

from __future__ import annotations

import gzip
import hashlib
import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from helpers_bench import bench_module
from temporalio.testing import ActivityEnvironment

from trainwarden.activities.node_health import (
    ArchiveLedgerInput,
    NodeHealthInput,
    archive_node_ledger,
)
from trainwarden.nodes import ConsultRequest, NodeHealthSettings, NodeLedger
from trainwarden.nodes.cluster import ClusterRef
from trainwarden.nodes.models import NodeEvent, NodeRecord

T0 = datetime(2026, 11, 1, tzinfo=UTC)
MONTH = NodeHealthSettings(reputation_window=30 * 86400.0)


def carried(ledger: NodeLedger, settings: NodeHealthSettings, nodes: int) -> int:
    ref = ClusterRef(name="site", backend="slurm", cluster_nodes=nodes)
    return len(NodeHealthInput(cluster=ref, settings=settings, ledger=ledger).model_dump_json())


def test_a_month_at_metas_rate_is_a_small_state_and_nothing_is_lost() -> None:
    bench = bench_module("ledger")
    archive: list[dict] = []
    ledger = bench.simulate(2000, 30, MONTH, seed=7, archive=archive)
    size = carried(ledger, MONTH, 2000)
    assert size < 64 << 10, size  # about 390 incidents in the month
    # every implication is in the state or the archive; nodes back in service for a day are
    # only in the archive, nodes out are all in the state
    kept = {r.node for r in ledger.nodes.values()}
    implicated = {e["node"] for e in archive if e["entry"] == "implication"}
    assert implicated - kept, "returned nodes' implications are archived"
    records = [e for e in archive if e["entry"] == "record"]
    assert records, "nodes a day back in service leave the state"
    assert all(not r.out or r.history for r in ledger.nodes.values())
    events = sum(len(r.history) for r in ledger.nodes.values())
    archived_events = sum(1 for e in archive if e["entry"] == "event") + sum(
        len(e.get("history", [])) for e in records)
    assert events + archived_events >= 3 * len(implicated)  # implicated, excluded, returned


def consult(ledger: NodeLedger, node: str, job: str, at: datetime, run: int = 1) -> str:
    req = ConsultRequest(nodes=[node], job=job, run=run, incident=f"{job}-{run}",
                         confidence=0.95, category="gpu_hardware", signature="xid-79", at=at,
                         evidence=["NVRM: Xid 79 " + "x" * 300], intent="report")
    return ledger.consult(req, MONTH, at).decision


def test_reputation_counts_the_same_after_evidence_and_history_are_archived() -> None:
    ledger = NodeLedger(cluster="site")
    at = T0
    assert consult(ledger, "gpu00001", "job-a", at) == "record_only"
    ledger.prune(MONTH, at + timedelta(days=2))  # evidence and old events leave the state
    rec = ledger.nodes["gpu00001"]
    assert rec.history == [] and all(not i.evidence for i in rec.implications)
    assert any(e["entry"] == "evidence" for e in ledger.take_spilled())
    assert consult(ledger, "gpu00001", "job-b", at + timedelta(days=3)) == "record_only"
    assert consult(ledger, "gpu00001", "job-c", at + timedelta(days=3, hours=1)) == "quarantine"


def test_fit_to_leaves_idle_records_out_first_and_keeps_nodes_out() -> None:
    ledger = NodeLedger(cluster="site")
    settings = NodeHealthSettings(max_excluded_count=100, max_excluded_fraction=1.0)
    for n in range(10):
        node, at = f"gpu{n:05d}", T0 + timedelta(minutes=n)
        req = ConsultRequest(nodes=[node], job=f"j{n}", incident=f"i{n}", confidence=0.95,
                             category="gpu_hardware", at=at)
        assert ledger.consult(req, settings, at).decision == "allow"
    for n in range(10, 1500):  # back in service, nothing counting: what fit_to may leave out
        at = T0 + timedelta(minutes=n)
        ledger.nodes[f"gpu{n:05d}"] = NodeRecord(
            node=f"gpu{n:05d}", since=at, counted_from=at,
            history=[NodeEvent(at=at, kind="returned", detail="exclusion expired after 86400s")])
    ledger.take_spilled()
    assert len(ledger.model_dump_json()) > 256 << 10
    dropped = ledger.fit_to(64 << 10, T0 + timedelta(days=3))
    assert dropped and len(ledger.model_dump_json()) <= 64 << 10
    assert ledger.out_nodes() == [f"gpu{n:05d}" for n in range(10)]
    left_out = ledger.take_spilled()
    assert {e["entry"] for e in left_out} == {"record"}
    assert len(left_out) + len(ledger.nodes) == 1500
    assert "gpu01499" in ledger.nodes and "gpu00010" not in ledger.nodes  # oldest out first


@pytest.mark.asyncio
async def test_the_archive_is_content_addressed_in_the_evidence_store(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TRAINWARDEN_EVIDENCE_STORE", str(tmp_path))
    entries = [{"node": "gpu00001", "kind": "event", "at": "2026-11-01T00:00:00Z",
                "detail": "returned"}]
    env = ActivityEnvironment()
    first = await env.run(archive_node_ledger,
                          ArchiveLedgerInput(cluster="site", entries=entries, previous="ab"))
    again = await env.run(archive_node_ledger,
                          ArchiveLedgerInput(cluster="site", entries=entries, previous="ab"))
    assert first == again and first.entries == 1 and first.previous == "ab"
    data = Path(first.location).read_bytes()
    assert Path(first.location).parent == tmp_path / "nodes-site"
    assert hashlib.sha256(data).hexdigest() == first.sha256
    head, line = (json.loads(x) for x in gzip.decompress(data).decode().splitlines())
    assert head["previous"] == "ab" and line == entries[0]
