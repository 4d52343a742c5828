"""Evidence by structure: when no line names a cause outright, which node do independent
witnesses point at?

A witness is one source of evidence about one node: a report naming it from another machine
(a peer that disconnected, a lost daemon, a rank a stall warning lists as missing), an
orchestrator's event about it (Kubernetes, Ray, the scheduler's node state), its own kernel
or daemon logs holding abnormal lines while the application's lines only follow, its ranks
stopping behind the others, or its own first abnormal line coming before every other node's.
Witnesses are independent when they come from different sources (another reporting process,
the orchestrator, the node's system logs, the progress metrics); one source repeating itself
counts once.

A node is singled out only by two independent witnesses or more, with clearly more weight than
any other node: one witness is what a cascade also produces (the survivors' errors name the
first peer they lost, not the one that failed), so it never names a node alone.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from trainwarden.attribution.bundle import BundleEvidence, Hit

WINDOW = timedelta(seconds=300)  # witnesses this close to the failure are about it
TIE = timedelta(seconds=0.5)
MIN_WITNESSES = 2
MIN_WEIGHT = 1.75
RUNNER_UP_SHARE = 0.5  # the next node's weight must be under this share of the best's
WEIGHTS = {"named": 1.0, "orchestrator": 1.0, "progress": 1.0, "system": 0.75, "first": 0.5}
MAX_NAMED = 2  # reports naming a node count up to this many
ORCHESTRATOR_FILES = ("events.jsonl", "scheduler.jsonl")  # what the orchestrator says of a node


@dataclass(frozen=True)
class Witness:
    """One independent source of evidence about `node`."""

    node: str
    kind: str  # named | orchestrator | progress | system | first
    key: str  # the source: witnesses with one key are one witness
    what: str  # a few words for the explanation
    hit: Hit | None = None

    @property
    def weight(self) -> float:
        return WEIGHTS[self.kind]


@dataclass(frozen=True)
class Finding:
    """The node the witnesses single out, and how much each contributed."""

    node: str
    witnesses: list[Witness]
    weight: float

    def confidence(self) -> float:
        return min(0.8, 0.45 + 0.1 * self.weight)

    def explain(self) -> str:
        parts = []
        for w in self.witnesses:
            cite = f" [{w.hit.file}:{w.hit.line}]" if w.hit is not None else ""
            parts.append(f"{w.what}{cite} ({w.weight / self.weight:.0%})")
        return (f"{len(self.witnesses)} independent witnesses point at {self.node}: "
                f"{'; '.join(parts)}")


def gather(ev: BundleEvidence, at: datetime | None, behind_nodes: set[str]) -> list[Witness]:
    """Every witness about every job node near `at` (the failure's first sign; None: any
    time). `behind_nodes`: nodes whose ranks alone stopped (progress, processes, dumps)."""
    nodes = set(ev.job.nodes)
    out: dict[tuple[str, str], Witness] = {}
    for w in _line_witnesses(ev):  # the key is per node: one witness per source and node
        if at is None or w.hit is None or abs(w.hit.at - at) <= WINDOW:
            out.setdefault((w.node, w.key), w)
    for node in sorted(behind_nodes & nodes):
        out.setdefault((node, "progress"), Witness(node, "progress", "progress",
                                                   "its ranks alone stopped"))
    if "first_to_fail" not in ev.derived:  # once per bundle, like the lines' witnesses
        ev.derived["first_to_fail"] = _first_to_fail(ev, nodes)
    first = ev.derived["first_to_fail"]
    if isinstance(first, Hit) and first.node is not None:
        out.setdefault((first.node, "first"), Witness(
            first.node, "first", "first",
            f"its first error came before any other node's ({first.signature.id})", first))
    return sorted(out.values(), key=lambda w: (w.node, -w.weight, w.key))


def _line_witnesses(ev: BundleEvidence) -> list[Witness]:
    """The witnesses the bundle's lines hold, in time order: computed once per bundle (a
    peer-naming candidate of each of 16,384 ranks asks for them)."""
    cached = ev.derived.get("line_witnesses")
    if isinstance(cached, list):
        return cached
    nodes = set(ev.job.nodes)
    rank_of_file = {s.file: s.rank for s in ev.streams}
    found: list[Witness] = []
    for h in ev.hits:
        if h.signature.role == "address":
            continue
        named_rank = _names_another_rank(ev, h, rank_of_file)
        node = named_rank or h.node
        if node is None or node not in nodes:
            continue
        if h.peer is not None or named_rank is not None:
            if h.reporter and h.reporter != node:
                rank = rank_of_file.get(h.file)
                process = h.file if rank is None else str(rank)
                process += f":{h.signature.spec.program}" if h.signature.spec.program else ""
                found.append(Witness(node, "named", f"report:{h.reporter}:{process}",
                                     f"{h.reporter} names it ({h.signature.id})", h))
        elif h.host is not None or h.pod is not None or h.file in ORCHESTRATOR_FILES:
            found.append(Witness(node, "orchestrator", "orchestrator",
                                 f"an orchestrator event ({h.signature.id})", h))
        elif (rank_of_file.get(h.file) is None and h.file.startswith("logs/")
              and h.reporter == node):
            stream = h.file.rsplit("/", 1)[-1].removesuffix(".log")
            found.append(Witness(node, "system", "system",
                                 f"its own {stream} log ({h.signature.id})", h))
    ev.derived["line_witnesses"] = found
    return found


def single_out(witnesses: list[Witness]) -> Finding | None:
    """The node two or more independent witnesses point at, with clearly more weight than
    any other; None when no node is singled out."""
    by_node: dict[str, list[Witness]] = {}
    for w in witnesses:
        by_node.setdefault(w.node, []).append(w)
    scored = []
    for node, ws in by_node.items():
        named = [w for w in ws if w.kind == "named"][:MAX_NAMED]
        kept = named + [w for w in ws if w.kind != "named"]
        scored.append((sum(w.weight for w in kept), node, kept))
    scored.sort(key=lambda s: -s[0])
    if not scored:
        return None
    weight, node, kept = scored[0]
    if len(kept) < MIN_WITNESSES or weight < MIN_WEIGHT:
        return None
    if len(scored) > 1 and scored[1][0] >= RUNNER_UP_SHARE * weight:
        return None
    return Finding(node, sorted(kept, key=lambda w: -w.weight), weight)


def _names_another_rank(ev: BundleEvidence, h: Hit,
                        rank_of_file: dict[str, int | None]) -> str | None:
    """The node of the rank a line names when that rank is another node's (a stall warning
    listing a missing rank): the line is a report about that node."""
    if h.rank is None or h.reporter is None or h.peer is not None:
        return None
    node = ev.job.rank_node(h.rank)
    if node is None or node == h.reporter or rank_of_file.get(h.file) == h.rank:
        return None
    return node


def _first_to_fail(ev: BundleEvidence, nodes: set[str]) -> Hit | None:
    """The first abnormal line a node logged about itself, when it came before every other
    node's by more than clock tolerance. Collective timeouts are left out: the first rank to
    time out is the one that waited longest, a healthy one."""
    firsts: dict[str, Hit] = {}
    for h in ev.hits:
        if (h.node not in nodes or h.peer is not None or h.reporter != h.node
                or h.signature.role in ("address", "warning")
                or (h.signature.role == "cascade" and h.signature.category == "hang")):
            continue
        if h.node is not None and h.node not in firsts:
            firsts[h.node] = h
    ordered = sorted(firsts.values(), key=lambda h: h.at)
    if len(ordered) < 2 or ordered[1].at - ordered[0].at <= TIE:
        return None
    return ordered[0]
