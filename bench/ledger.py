"""The node ledger of a large site after a month: carried state and breaker decision time.

    python bench/ledger.py [--nodes 1000,10000] [--days 30] [--seed 30]

Drives the pure ``NodeLedger`` as the ``nodes-<cluster>`` workflow does (consult, inform,
returns when exclusions expire, prune every step, the archive of what the compact state leaves
out taken as the workflow takes it) through DAYS of failures at Meta's rate, 6.5 per 1,000
node-days (a fifth of them on 1 % of the nodes: bad machines recur), with two settings: the
defaults (reputation window one day) and a site that counts a month (reputation window 30
days). Prints for each: the JSON bytes of the workflow's carried state (its continue-as-new
input) against the 256 KiB goal and the server's 512 KiB limit, the nodes and events it holds,
the JSON bytes of the `nodes` query's answer at the end, and the CPU time of one breaker
decision (a consult) at the end, median of 50. Nothing is asserted; figures in docs/benchmarks.md.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from trainwarden.activities.node_health import NodeHealthInput  # noqa: E402
from trainwarden.nodes import (  # noqa: E402
    ConsultRequest,
    ExclusionReport,
    NodeHealthSettings,
    NodeLedger,
)
from trainwarden.nodes.cluster import ClusterRef  # noqa: E402

T0 = datetime(2026, 11, 1, tzinfo=UTC)
RATE = 6.5 / 1000  # failures per node-day (Meta)
GOAL = 256 << 10
LIMIT = 512 << 10
EVIDENCE = [
    "2026-11-03T04:05:06.789Z NVRM: Xid (PCI:0000:3b:00): 79, pid=4242, name=python3, GPU has "
    "fallen off the bus.",
    "2026-11-03T04:05:07.001Z [rank13] RuntimeError: CUDA error: unspecified launch failure",
]


def node_name(n: int) -> str:
    return f"gpu{n:05d}"


def simulate(
    nodes: int,
    days: float,
    settings: NodeHealthSettings,
    seed: int,
    archive: list[dict] | None = None,
) -> NodeLedger:
    """The ledger after ``days`` of failures; ``archive`` collects what it left out."""
    rng = random.Random(seed)
    ledger = NodeLedger(cluster="bench")
    bad = [node_name(n) for n in rng.sample(range(nodes), max(1, nodes // 100))]
    per_second = nodes * RATE / 86400
    now, end, number = T0, T0 + timedelta(days=days), 0
    while True:
        now += timedelta(seconds=rng.expovariate(per_second))
        if now >= end:
            return ledger
        for node, _how in ledger.due(settings, now):
            ledger.returned(node, "exclusion expired", now)
        ledger.prune(settings, now)
        number += 1
        node = rng.choice(bad) if rng.random() < 0.2 else node_name(rng.randrange(nodes))
        job = f"job-{rng.randrange(max(1, nodes // 64)):04d}"
        incident = f"supervise-{job}-{number}"
        decision = ledger.consult(
            ConsultRequest(nodes=[node], job=job, run=rng.randint(1, 9), incident=incident,
                           confidence=0.95, category="gpu_hardware", signature="xid-79",
                           at=now, evidence=EVIDENCE, cluster_nodes=nodes),
            settings, now)
        if decision.exclude:
            ledger.inform(
                ExclusionReport(nodes=decision.exclude, job=job, incident=incident, at=now,
                                commands=[f"scontrol update nodename={node} state=drain "
                                          f"reason='trainwarden: {incident} xid-79'"]),
                settings, now)
        spilled = ledger.take_spilled()  # the workflow archives these to the evidence store
        if archive is not None:
            archive += spilled


def decision_ms(ledger: NodeLedger, settings: NodeHealthSettings, nodes: int) -> float:
    now = T0 + timedelta(days=30, seconds=1)
    times = []
    for i in range(50):
        req = ConsultRequest(nodes=[node_name(i % nodes)], job="job-bench", incident=f"b-{i}",
                             confidence=0.95, category="gpu_hardware", signature="xid-79",
                             at=now, cluster_nodes=nodes)
        started = time.process_time()
        ledger.consult(req, settings, now)
        times.append(time.process_time() - started)
    return statistics.median(times) * 1000


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--nodes", default="1000,10000")
    parser.add_argument("--days", type=float, default=30)
    parser.add_argument("--seed", type=int, default=30)
    args = parser.parse_args()
    sites = {
        "defaults (reputation 1 day)": NodeHealthSettings(),
        "reputation 30 days": NodeHealthSettings(reputation_window=30 * 86400.0),
    }
    for nodes in (int(n) for n in args.nodes.split(",")):
        for label, settings in sites.items():
            started = time.process_time()
            ledger = simulate(nodes, args.days, settings, args.seed)
            took = time.process_time() - started
            carried = NodeHealthInput(
                cluster=ClusterRef(name="bench", backend="slurm", cluster_nodes=nodes),
                settings=settings, ledger=ledger,
            ).model_dump_json()
            size = len(carried.encode())
            view = ledger.view(settings, T0 + timedelta(days=args.days))
            query = len(view.model_dump_json().encode())
            events = sum(len(r.history) for r in ledger.nodes.values())
            implications = sum(len(r.implications) for r in ledger.nodes.values())
            print(f"{nodes:>6} nodes, {args.days:g} days, {label}: carried state {size:>9,} bytes "
                  f"({size / GOAL:.2f} x 256 KiB, {size / LIMIT:.2f} x the 512 KiB limit); "
                  f"{len(ledger.nodes)} nodes kept, {events} events, {implications} "
                  f"implications; `nodes` query {query:,} bytes ({query / GOAL:.2f} x 256 KiB, "
                  f"{len(view.nodes)} nodes listed); breaker decision "
                  f"{decision_ms(ledger, settings, nodes):.2f} ms CPU (median of 50); simulated "
                  f"in {took:.1f} s CPU")
    return 0


if __name__ == "__main__":
    sys.exit(main())
