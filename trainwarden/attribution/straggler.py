"""Straggler detection from per-rank `step_seconds` with robust statistics.

A node is a straggler when most of its samples sit above its peers' median by a margin that
one slow sample or a noisy peer cannot produce: peers' median plus max(4 * MAD-sigma, 25%).
"""

from __future__ import annotations

import statistics
from dataclasses import dataclass
from datetime import datetime

from trainwarden.attribution.bundle import RankProgress

MIN_SAMPLES = 5
MIN_SLOW_FRACTION = 0.6
MIN_RELATIVE_MARGIN = 0.25
MAD_SIGMAS = 4.0
MAD_TO_SIGMA = 1.4826


@dataclass
class StragglerFinding:
    node: str
    slow_fraction: float
    node_median: float
    peer_median: float
    samples: int
    first_slow_at: datetime | None
    ranks: list[int]


def find_stragglers(
    progress: dict[int, RankProgress], expected_step_seconds: float | None = None
) -> list[StragglerFinding]:
    """Nodes persistently slower than their peers (empty when there is no clear outlier)."""
    by_node: dict[str, list[tuple[datetime, float]]] = {}
    ranks_of: dict[str, list[int]] = {}
    for rank, prog in progress.items():
        if prog.node is None or not prog.step_seconds:
            continue
        by_node.setdefault(prog.node, []).extend(prog.step_seconds)
        ranks_of.setdefault(prog.node, []).append(rank)
    if len(by_node) < 2:
        return []
    findings: list[StragglerFinding] = []
    for node, samples in by_node.items():
        if len(samples) < MIN_SAMPLES:
            continue
        peers = [v for other, s in by_node.items() if other != node for _, v in s]
        if len(peers) < MIN_SAMPLES:
            continue
        peer_median = statistics.median(peers)
        mad = statistics.median(abs(v - peer_median) for v in peers) * MAD_TO_SIGMA
        threshold = peer_median + max(MAD_SIGMAS * mad, MIN_RELATIVE_MARGIN * peer_median)
        values = [v for _, v in samples]
        slow = [(at, v) for at, v in sorted(samples) if v > threshold]
        fraction = len(slow) / len(values)
        node_median = statistics.median(values)
        if fraction < MIN_SLOW_FRACTION or node_median <= threshold:
            continue
        if expected_step_seconds and node_median <= expected_step_seconds * 1.1:
            continue  # within the job's own expectation: the peers are merely fast
        findings.append(
            StragglerFinding(
                node=node,
                slow_fraction=fraction,
                node_median=node_median,
                peer_median=peer_median,
                samples=len(values),
                first_slow_at=slow[0][0] if slow else None,
                ranks=sorted(ranks_of[node]),
            )
        )
    return findings
