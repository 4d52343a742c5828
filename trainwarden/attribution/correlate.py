"""Correlation: from hits to one initiating cause, its cascade, and a checkable explanation.

Rules (docs/attribution.md):
- initiating-role hits are candidates; cascade-role hits never implicate a node;
  warning-role hits (a pending row remap, a corrected ECC error) are never causes;
- candidates are ordered in time across nodes; the earliest wins, except that a symptom another
  cause also produces (`defers_to`: a CUDA error beside an Xid) yields to it on its node, and a
  machine fault beats a software error it cannot be told apart from in time;
- two machine faults on different nodes that time cannot order make the verdict `ambiguous`;
- errors the job kept training after are not causes (except NaN losses);
- with no candidate: collective timeouts make a `hang` (attributed only when the evidence
  shows which ranks stopped), then persistent slowness makes a `straggler`.

This module orders the candidates, applies deferral and builds the result; the rules it consults
live beside it: set_aside.py (the candidates set aside before ordering: survived, uncorroborated,
relayed, a thread's death, an ignored exception), without_candidates.py (what is read when no
candidate remains), hangs.py (hangs and stalls of a quiet job), stopped_ranks.py (which ranks
stopped first: a hang read from collective timeouts), stall_clocks.py (the clocks and thresholds
a stall is measured by), program_endings.py (how a program's streams ended, with tracebacks.py:
where a traceback a stream ends inside was cut off), corroboration.py (what a candidate needs to
count) and correlation_common.py (what they share).
"""

from __future__ import annotations

from collections import Counter
from datetime import datetime, timedelta

from trainwarden.attribution import witnesses
from trainwarden.attribution.bundle import BundleEvidence, Hit
from trainwarden.attribution.correlation_common import (
    CLOSE_RUNNER_UP,
    DEFER_WINDOW,
    MAX_EVIDENCE,
    TIE,
    Candidate,
    cascade_groups,
    citation,
    clamp_confidence,
    evidence_line,
    progress_evidence_lines,
    time_text,
)
from trainwarden.attribution.corroboration import peer_corroborated
from trainwarden.attribution.result import (
    RETRYABLE_BY_DEFAULT,
    AttributionResult,
    CascadeGroup,
    Category,
    Initiating,
    Verdict,
)
from trainwarden.attribution.set_aside import (
    generic,
    split_ignored,
    split_relayed,
    split_survived,
    split_thread_deaths,
    split_uncorroborated,
)
from trainwarden.attribution.stopped_ranks import node_fell_behind, ranks_behind, stalling_timeouts
from trainwarden.attribution.without_candidates import run_completed, without_candidates

__all__ = ["Candidate", "correlate"]

ATTRIBUTED_MIN = 0.5  # below this confidence (or category unknown) the verdict is ambiguous
AMBIGUOUS_MAX = 0.5
# the same machine fault on another node this close: a cause the nodes share (a host name the
# cluster cannot resolve, a switch, a power event), not one machine's
SHARED_FAULT_WINDOW = timedelta(seconds=120)


def correlate(ev: BundleEvidence) -> AttributionResult:
    hits = ev.hits
    warnings_seen = [h for h in hits if h.signature.role == "warning"]
    job_nodes = set(ev.job.nodes)
    candidates = [
        Candidate(h, _order_at(h, ev), h.node in job_nodes)
        for h in hits
        if h.signature.role == "initiating"
    ]
    for cand in candidates:
        if cand.hit.peer is not None and cand.hit.node is not None:
            cand.corroborated = peer_corroborated(ev, cand.hit.node, cand.at)
    candidates, survived = split_survived(ev, candidates)
    completed = run_completed(ev)
    outlived: list[Candidate] = []
    if completed is not None:  # the run completed: what it printed on the way did not stop it
        outlived = [c for c in candidates if c.hit.signature.category != "numerical"]
        candidates = [c for c in candidates if c.hit.signature.category == "numerical"]
    candidates, uncorroborated = split_uncorroborated(ev, candidates)
    ev.derived["uncorroborated"] = [c.hit for c in uncorroborated]
    candidates, relayed = split_relayed(ev, candidates)
    ev.derived["relayed"] = relayed
    candidates, threads = split_thread_deaths(ev, candidates)
    candidates, ignored = split_ignored(ev, candidates)
    candidates, deferred = _apply_deferral(candidates)
    candidates.sort(key=lambda c: (c.at, -c.hit.signature.spec.priority, c.hit.file, c.hit.line))
    timeouts = stalling_timeouts(ev)

    if timeouts:  # a weak error after the job already hung is a consequence, not a cause
        candidates = [c for c in candidates if not _after_hang(c, timeouts[0])]
    if not candidates:
        result = without_candidates(ev, timeouts)
    else:
        result = _from_candidates(ev, candidates, deferred)
    if survived:
        first_survived = survived[0].hit
        result.explanation += (
            f" {len(survived)} earlier error line(s) that training continued after, first "
            f"{first_survived.signature.id} [{citation(first_survived)}], are not counted as "
            "causes."
        )
    if outlived:
        first_out = outlived[0].hit
        result.explanation += (
            f" {len(outlived)} error line(s) the completed run outlived, first "
            f"{first_out.signature.id} [{citation(first_out)}], are not counted as causes."
        )
    if relayed and result.verdict != "no_failure":
        first_rel = relayed[0].hit
        result.explanation += (
            f" {len(relayed)} generic program error line(s), first {first_rel.signature.id} "
            f"[{citation(first_rel)}], relay what the runtime said beside them (a timeout, a lost "
            "peer, its own internal status) and are not counted as the program's fault."
        )
    if threads:
        first_thread = threads[0].hit
        result.explanation += (
            f" {len(threads)} generic error line(s) of a background thread, first "
            f"[{citation(first_thread)}], ended that thread only (Python's `Exception in thread "
            "NAME:`), and the job still runs: not counted as the program's fault."
        )
    if ignored:
        first_ignored = ignored[0].hit
        result.explanation += (
            f" {len(ignored)} generic error line(s) CPython printed as `Exception ignored in:` "
            f"or a library logged as caught, first [{citation(first_ignored)}] (a destructor's "
            "or finalizer's exception the interpreter ignored, an exception the library went "
            "on past), ended nothing: not counted as the program's fault."
        )
    if uncorroborated:
        ids = ", ".join(sorted({c.hit.signature.id for c in uncorroborated}))
        first_unc = uncorroborated[0].hit
        result.explanation += (
            f" {len(uncorroborated)} line(s) that are a failure only with corroboration ({ids}, "
            f"first [{citation(first_unc)}]) had none (the job did not fail, the node did not go "
            "down, training did not stop or had stalled long before the line, or the state "
            "cleared soon after: a link back up) and are not counted as causes."
        )
    if warnings_seen and result.verdict != "no_failure":
        warning_ids = sorted({h.signature.id for h in warnings_seen})
        result.explanation += f" Warnings not counted as causes: {', '.join(warning_ids)}."
    elif warnings_seen:
        first = warnings_seen[0]
        result.explanation += (
            f" {len(warnings_seen)} warning line(s) such as {first.signature.id} at "
            f"{citation(first)} are not failures."
        )
    # what the collector cut or could not read bounds what this verdict saw: say so with it
    result.warnings = list(ev.warnings) + [f"job.json: {n}" for n in ev.job.collection_notes]
    return _consistent(result)


def _consistent(result: AttributionResult) -> AttributionResult:
    """The verdict agrees with the confidence: `attributed` only for a known category at
    confidence ATTRIBUTED_MIN or more; anything weaker is `ambiguous` and implicates nobody."""
    if result.verdict == "attributed" and (
        result.category == "unknown" or result.confidence < ATTRIBUTED_MIN
    ):
        result.verdict = "ambiguous"
        if result.implicated_nodes:
            result.explanation += (f" Confidence {result.confidence:.2f} is too low to implicate "
                                   f"{', '.join(result.implicated_nodes)}.")
        result.implicated_nodes = []
        result.explanation += " The cause is not established: the verdict is ambiguous."
    if result.verdict == "ambiguous":
        result.confidence = min(result.confidence, AMBIGUOUS_MAX)
    return result


# ---- ordering ------------------------------------------------------------------------------
def _order_at(hit: Hit, ev: BundleEvidence) -> datetime:
    """When a scheduler marks a node DOWN it is late: the node died (or was taken back by its
    cloud, a preemption) at its last sign of life."""
    if (hit.file != "scheduler.jsonl" or not hit.node
            or hit.signature.category not in ("node_failure", "preemption")):
        return hit.at
    last = _last_activity(ev, hit.node)
    return min(hit.at, last) if last else hit.at


def _last_activity(ev: BundleEvidence, node: str) -> datetime | None:
    times = [s.last_at for s in ev.streams if s.node == node and s.last_at]
    times += [p.last_at for p in ev.progress.values() if p.node == node and p.last_at]
    return max(times) if times else None


def _apply_deferral(candidates: list[Candidate]) -> tuple[list[Candidate], list[Candidate]]:
    """Drop symptoms another candidate on the same node explains (`defers_to`)."""
    kept: list[Candidate] = []
    deferred: list[Candidate] = []
    for cand in candidates:
        spec = cand.hit.signature.spec
        if generic(cand.hit) and cand.hit.node is not None:
            # the runtime's own words for the failure (memory, a device, a link) beside the
            # program's generic exception explain it, whichever line came first
            if any(other.hit.node == cand.hit.node and not generic(other.hit)
                   and other.hit.signature.category not in ("unknown", "hang")
                   and abs(other.at - cand.at) <= DEFER_WINDOW for other in candidates):
                deferred.append(cand)
                continue
        explained = spec.defers_to and any(
            other.hit.node == cand.hit.node
            and other.hit.signature.category in spec.defers_to
            and spec.category not in other.hit.signature.spec.defers_to
            and abs(other.at - cand.at) <= DEFER_WINDOW
            for other in candidates
            if other is not cand and cand.hit.node is not None
        )
        (deferred if explained else kept).append(cand)
    return kept, deferred


def _death_reason_preempted(cand: Candidate, tie: list[Candidate]) -> bool:
    """A node's death whose report goes on, on its next line, to give the orchestrator's reason
    as a preemption (Ray's GCS under `The actor died because its node has died`: `the actor's
    node was preempted: <drain reason>`): the machine was taken on purpose, not at fault."""
    return cand.hit.signature.category == "node_failure" and any(
        c.hit.signature.category == "preemption"
        and c.hit.file == cand.hit.file
        and 0 < c.hit.line - cand.hit.line <= 2
        for c in tie
    )


def _after_hang(cand: Candidate, first_timeout: Hit) -> bool:
    spec = cand.hit.signature.spec
    weak = not spec.implicates_node and spec.confidence < 0.75 and spec.category != "preemption"
    return weak and cand.at > first_timeout.at + TIE


# ---- a cause was found -------------------------------------------------------------------
def _from_candidates(
    ev: BundleEvidence, candidates: list[Candidate], deferred: list[Candidate]
) -> AttributionResult:
    first = candidates[0]
    tie = [c for c in candidates if c.at - first.at <= TIE]
    machines = {c.machine for c in tie if c.machine}
    if len(machines) > 1:
        return _ambiguous_machines(ev, tie, candidates)
    machine_tie = [c for c in tie if c.machine and not _death_reason_preempted(c, tie)]
    if machine_tie:
        winner = machine_tie[0]
    else:
        winner = max(
            tie,
            key=lambda c: (
                c.hit.signature.category != "unknown",
                c.hit.signature.spec.confidence,
                -c.at.timestamp(),
            ),
        )
    sig = winner.hit.signature
    implicated = [winner.machine] if winner.machine else []
    same_cause = [
        c for c in candidates
        if c is not winner and c.hit.signature.id == sig.id and c.hit.node == winner.hit.node
    ]
    corroboration = [c for c in deferred if c.hit.node == winner.hit.node]
    evidence_hits = [winner.hit] + [c.hit for c in same_cause + corroboration]
    evidence = [evidence_line(h) for h in evidence_hits[:MAX_EVIDENCE]]
    if sig.category == "node_failure" and winner.hit.node:
        evidence += progress_evidence_lines(ev, winner.hit.node)
    used = {id(h) for h in evidence_hits}
    cascade_hits = [h for h in ev.hits if id(h) not in used and h.signature.role != "warning"]
    cascading = cascade_groups(cascade_hits, ev.overflow)

    shared = _same_fault_elsewhere(candidates, winner)
    shared_ids = {id(c) for c in shared}
    runner_up = next(  # a different cause close by: another category or another machine
        (c for c in candidates
         if c is not winner and id(c) not in shared_ids
         and abs(c.at - winner.at) <= CLOSE_RUNNER_UP
         and (c.hit.signature.category != sig.category
              or (c.machine is not None and c.machine != winner.machine))),
        None,
    )
    confidence = sig.spec.confidence
    if corroboration or same_cause:
        confidence += 0.03
    if cascading:
        confidence += 0.02
    if runner_up is not None:
        confidence -= 0.15
    if sig.category == "node_failure" and winner.hit.node:
        confidence += 0.05 if node_fell_behind(ev, winner.hit.node) else 0.0

    verdict: Verdict = "attributed"
    note = ""
    placed = (_placed_by_structure(ev, winner)
              if sig.category in ("node_failure", "network") and not implicated
              and not shared else None)
    if shared:
        verdict, implicated = "ambiguous", []
        confidence = min(confidence, 0.5)
        note = (f" The same error on {len(shared)} other node(s), first "
                f"{shared[0].machine} [{citation(shared[0].hit)}], within "
                f"{SHARED_FAULT_WINDOW.total_seconds():g}s: a cause they share, not one "
                "machine's; none is implicated.")
    elif placed is not None:
        implicated = [placed.node]
        confidence = max(confidence, placed.confidence())
        note = f" {placed.explain()}."
    elif sig.category == "node_failure" and not implicated:
        verdict = "ambiguous"
        note = " The job died with a node but no evidence names which node; none is implicated."
        confidence = min(confidence, 0.5)
    elif sig.category == "network" and not implicated:
        verdict = "ambiguous"
        note = (" The error names no peer this bundle can place on a node (or none at all), and "
                "the node reporting it is not the faulty one; none is implicated.")
        confidence = min(confidence, 0.5)
    what = sig.spec.description or sig.category.replace("_", " ")
    where = f" on {winner.hit.node}" if winner.hit.node else ""
    rank = f" (rank {winner.hit.rank})" if winner.hit.rank is not None else ""
    explanation = (
        f"{sig.id} ({what}){where}{rank} at {time_text(winner.at)} [{citation(winner.hit)}]"
        f"{_relayed_from(winner.hit)} is the earliest initiating error"
    )
    if winner.at != winner.hit.at:
        explanation += f" (last sign of life of {winner.hit.node} before the scheduler event)"
    explanation += _cascade_summary(cascading) + "."
    if corroboration:
        explanation += (
            f" {len(corroboration)} same-node symptom(s) such as "
            f"{corroboration[0].hit.signature.id} [{citation(corroboration[0].hit)}] "
            "are explained by it."
        )
    if runner_up is not None:
        explanation += (
            f" A different error, {runner_up.hit.signature.id} [{citation(runner_up.hit)}], is "
            f"{abs((runner_up.at - winner.at).total_seconds()):.1f}s "
            f"{'after' if runner_up.at >= winner.at else 'before'} it, so confidence is lower."
        )
    explanation += note
    if implicated:
        explanation += f" Implicated: {', '.join(implicated)}."
    category: Category = sig.category
    beside = _seen_beside(ev, winner) if generic(winner.hit) else None
    if beside is not None:  # the program's error may be that line's consequence
        verdict, category = "ambiguous", "unknown"
        explanation += (f" Its node's own {beside} near it may explain it, so the program is "
                        "not established as the cause.")
    return AttributionResult(
        verdict=verdict,
        category=category,
        signature=sig.id,
        implicated_nodes=implicated,
        initiating=Initiating(
            at=winner.at, node=winner.hit.node, rank=_evidence_rank(winner.hit, evidence_hits),
            evidence=evidence,
        ),
        cascading=cascading,
        confidence=clamp_confidence(confidence),
        retryable=RETRYABLE_BY_DEFAULT[category],
        explanation=explanation,
    )


def _seen_beside(ev: BundleEvidence, winner: Candidate) -> str | None:
    """What else the bundle says about a generic program error's node near it, which no
    signature read (an abnormal kernel or daemon line naming a link, a disk or a device; the
    scheduler marking the node down): a cause the program's words cannot be told from."""
    node = winner.hit.node
    if node is None:
        return None
    for w in witnesses.gather(ev, winner.at, set()):
        if (w.node == node and w.kind == "system" and w.line is not None
                and w.hit is None and _near(ev, w, winner.at)):
            return f"log [{w.line[0]}:{w.line[1]}]"
    for e in ev.scheduler:
        if (e.node == node and e.node_state in ("DOWN", "FAIL")
                and abs(e.at - winner.at) <= DEFER_WINDOW):
            return f"node state {e.node_state} [scheduler.jsonl:{e.line}]"
    return None


def _near(ev: BundleEvidence, w: witnesses.Witness, at: datetime) -> bool:
    """An unmatched system line (a witness's) within DEFER_WINDOW of `at`."""
    stream = next((s for s in ev.streams if w.line is not None and s.file == w.line[0]), None)
    return (stream is not None and stream.abnormal is not None
            and abs(stream.abnormal[1] - at) <= DEFER_WINDOW)


def _same_fault_elsewhere(candidates: list[Candidate], winner: Candidate) -> list[Candidate]:
    """The winner's machine fault, by the same signature, on other nodes of the job close in
    time (one each): the nodes share its cause, so none of them is singled out by it."""
    if winner.machine is None:
        return []
    found: dict[str, Candidate] = {}
    for c in candidates:
        if (c.machine is not None and c.machine != winner.machine
                and c.hit.signature.id == winner.hit.signature.id
                and abs(c.at - winner.at) <= SHARED_FAULT_WINDOW):
            found.setdefault(c.machine, c)
    return list(found.values())


def _placed_by_structure(ev: BundleEvidence, winner: Candidate) -> witnesses.Finding | None:
    """A machine fault whose line names no machine (or one without corroboration): the node
    independent witnesses single out, when they do. A network error's reporter is its healthy
    side: the structure may place the fault on its peer, never on the reporter alone."""
    behind = {n for n in (ev.job.rank_node(r) for r in ranks_behind(ev)) if n}
    behind |= set((ev.stopped or {}).values())
    found = witnesses.single_out(witnesses.gather(ev, winner.at, behind if len(behind) == 1
                                                  else set()))
    if found is None:
        return None
    if winner.hit.peer is not None and winner.hit.node not in (None, found.node):
        return None  # the error names another peer than the witnesses: no agreement
    return found


def _evidence_rank(winner: Hit, evidence_hits: list[Hit]) -> int | None:
    """The winner's own rank; for a node-level line (a kernel log's Xid) the one rank whose own
    output on that node corroborates it (that rank's GPU failed), None when several do."""
    if winner.rank is not None:
        return winner.rank
    ranks = {h.rank for h in evidence_hits if h.rank is not None and h.node == winner.node}
    return ranks.pop() if len(ranks) == 1 else None


def _ambiguous_machines(
    ev: BundleEvidence, tie: list[Candidate], candidates: list[Candidate]
) -> AttributionResult:
    machine_tie = [c for c in tie if c.machine]
    cats = Counter(c.hit.signature.category for c in machine_tie)
    category = cats.most_common(1)[0][0]
    by_node: dict[str, Candidate] = {}
    for c in machine_tie:
        by_node.setdefault(c.machine or "", c)
    cites = "; ".join(
        f"{c.hit.signature.id} on {node} [{citation(c.hit)}]" for node, c in sorted(by_node.items())
    )
    used = {id(c.hit) for c in by_node.values()}
    return AttributionResult(
        verdict="ambiguous",
        category=category,
        signature=machine_tie[0].hit.signature.id,
        implicated_nodes=[],
        initiating=Initiating(
            at=machine_tie[0].at,
            evidence=[evidence_line(c.hit) for c in by_node.values()][:MAX_EVIDENCE],
        ),
        cascading=cascade_groups(
            [h for h in ev.hits if id(h) not in used and h.signature.role != "warning"],
            ev.overflow,
        ),
        confidence=0.3,
        retryable=RETRYABLE_BY_DEFAULT[category],
        explanation=(
            f"Independent machine faults on {len(by_node)} nodes within "
            f"{TIE.total_seconds():g}s cannot be ordered: {cites}; no node is implicated."
        ),
    )


def _cascade_summary(cascading: list[CascadeGroup]) -> str:
    if not cascading:
        return ""
    total = sum(g.count for g in cascading)
    nodes = {n for g in cascading for n in g.nodes}
    top = ", ".join(g.signature for g in sorted(cascading, key=lambda g: -g.count)[:3])
    return f"; {total} later line(s) on {len(nodes)} node(s) are cascading ({top})"


def _relayed_from(hit: Hit) -> str:
    """How a line another node's stream holds was placed: the prefix that names its writer
    (bundle/provenance.py); empty for a line of its stream's own node."""
    parts = hit.file.split("/")
    holder = parts[1] if len(parts) == 3 and parts[0] == "logs" else None
    if hit.provenance is None or hit.reporter is None or hit.reporter == holder:
        return ""
    return f" (written on {hit.reporter}, as its {hit.provenance} prefix says)"
