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

from trainwarden.attribution import endings
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
    # a line no signature matched (a kernel or daemon stream's abnormal line): file, line, text
    line: tuple[str, int, str] | None = None

    @property
    def cite(self) -> str:
        if self.hit is not None:
            return f" [{self.hit.file}:{self.hit.line}]"
        return f" [{self.line[0]}:{self.line[1]}]" if self.line is not None else ""

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
            parts.append(f"{w.what}{w.cite} ({w.weight / self.weight:.0%})")
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
    for node, when, w in _abnormal_witnesses(ev):
        if node in nodes and (at is None or abs(when - at) <= WINDOW):
            out.setdefault((node, w.key), w)
    for node in sorted(behind_nodes & nodes):
        out.setdefault((node, "progress"), Witness(node, "progress", "progress",
                                                   "its ranks alone stopped"))
    if "first_to_fail" not in ev.derived:  # once per bundle, like the lines' witnesses
        ev.derived["first_to_fail"] = _first_to_fail(ev, nodes)
    first = ev.derived["first_to_fail"]
    if isinstance(first, Witness):
        out.setdefault((first.node, "first"), first)
    return sorted(out.values(), key=lambda w: (w.node, -w.weight, w.key))


def _system_key(stream: str, text: str) -> str:
    """One witness per program of a node's system logs: the kernel's driver and a daemon
    that saw the same link go down are two observers; the kernel's line in kern.log and in
    syslog is one."""
    return f"system:{endings.program_of(text) or stream}"


def _abnormal_witnesses(ev: BundleEvidence,
                        named_only: bool = True) -> list[tuple[str, datetime, Witness]]:
    """Each kernel or daemon stream's first abnormal line (error-level words, matched by a
    signature or not): a witness about the node whose log holds it when it names what failed
    (a link, a disk, a device: endings.subsystem_category); a routine error of nothing named
    (an ACPI notice, a unit that failed to start) is no witness. `named_only=False`: every
    abnormal line (for which node went abnormal first)."""
    found = []
    for s in ev.streams:
        if s.rank is not None or s.abnormal is None:
            continue
        line, when, text = s.abnormal
        if named_only and endings.subsystem_category(text) == "unknown":
            continue
        found.append((s.node, when, Witness(
            s.node, "system", _system_key(s.stream, text),
            f"its own {s.stream} log has an abnormal line", line=(s.file, line, text))))
    return found


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
              and h.reporter == node and h.provenance in (None, "syslog host")):
            # a rank's line a launcher relays (`[rank3]:`, `pdsh host:`) is that process's own
            # report, as in its rank stream: no system log of its node
            stream = h.file.rsplit("/", 1)[-1].removesuffix(".log")
            # a system log's lines are told apart by the program that wrote each (the kernel,
            # a daemon); any other unranked stream is one process's output, one witness
            key = (_system_key(stream, h.text) if endings.is_system_stream(stream)
                   else f"system:{stream}")
            found.append(Witness(node, "system", key,
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


def _first_to_fail(ev: BundleEvidence, nodes: set[str]) -> Witness | None:
    """The first abnormal line a node logged about itself (an error a signature matched, or
    a kernel or daemon line with error-level words no signature knows), when it came before
    every other node's by more than clock tolerance. Collective timeouts are left out: the
    first rank to time out is the one that waited longest, a healthy one."""
    firsts: dict[str, tuple[datetime, Witness]] = {}

    def keep(node: str, when: datetime, w: Witness) -> None:
        if node not in firsts or when < firsts[node][0]:
            firsts[node] = (when, w)

    for h in ev.hits:
        if (h.node not in nodes or h.peer is not None or h.reporter != h.node
                or h.signature.role in ("address", "warning")
                or (h.signature.role == "cascade" and h.signature.category == "hang")):
            continue
        if h.node is not None:
            keep(h.node, h.at, Witness(
                h.node, "first", "first",
                f"its first error came before any other node's ({h.signature.id})", h))
    for node, when, w in _abnormal_witnesses(ev, named_only=False):
        if node in nodes:
            keep(node, when, Witness(
                node, "first", "first", "its first abnormal line came before any other node's",
                line=w.line))
    ordered = sorted(firsts.values(), key=lambda f: f[0])
    if len(ordered) == 1:
        # no other node logged anything abnormal: first if they are seen, and if its line is
        # its own system logs' (a launcher's error on it is about the others)
        only = ordered[0][1]
        own = only.line is not None or (
            only.hit is not None and endings.is_system_stream(_stream_of(only.hit.file)))
        return only if own and len(nodes) > 1 and _others_seen(ev, only.node) else None
    if not ordered or ordered[1][0] - ordered[0][0] <= TIE:
        return None
    return ordered[0][1]


def _stream_of(file: str) -> str:
    return file.rsplit("/", 1)[-1].removesuffix(".log")


def _others_seen(ev: BundleEvidence, node: str) -> bool:
    """The bundle holds another node's logs or steps: its silence is evidence, not a gap."""
    return (any(s.node != node for s in ev.streams)
            or any(p.node != node for p in ev.progress.values()))
