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
live beside it: hangs.py (hangs and stalls), program_endings.py (how a program's streams ended,
with tracebacks.py: where a traceback a stream ends inside was cut off), corroboration.py (what
a candidate needs to count) and correlation_common.py (what they share).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from datetime import datetime, timedelta

from trainwarden.attribution import endings, witnesses
from trainwarden.attribution.bundle import BundleEvidence, Hit
from trainwarden.attribution.correlation_common import (
    CLOSE_RUNNER_UP,
    DEFER_WINDOW,
    FAILED_JOB_STATES,
    MAX_EVIDENCE,
    NOT_NETWORK_SIGNS,
    TIE,
    Candidate,
    attribution_result,
    cascade_groups,
    citation,
    clamp_confidence,
    evidence_line,
    final_job_state,
    last_progress_at,
    progress_evidence_lines,
    stream_for_file,
    survival_grace,
    time_text,
)
from trainwarden.attribution.corroboration import (
    corroboration_holds,
    peer_corroborated,
    program_went_on,
    shared_endpoint,
)
from trainwarden.attribution.hangs import (
    STALL_FLOOR_SECONDS,
    cancelled_after_silence,
    cancelled_silent_after_progress,
    dumped_then_stopped,
    hang_from_timeouts,
    node_fell_behind,
    owner_cancelled_at,
    ranks_behind,
    stalled_while_running,
    stalling_timeouts,
    still_running_at,
    straggler_result,
    waits_outlasted,
)
from trainwarden.attribution.left_behind import rank_left_behind
from trainwarden.attribution.program_endings import failed_without_cause
from trainwarden.attribution.result import (
    RETRYABLE_BY_DEFAULT,
    AttributionResult,
    CascadeGroup,
    Category,
    Initiating,
    Verdict,
)
from trainwarden.attribution.straggler import find_stragglers
from trainwarden.attribution.tracker_exit import tracker_never_let_go
from trainwarden.untrusted import linear_re

__all__ = ["STALL_FLOOR_SECONDS", "Candidate", "correlate", "final_job_state"]

ATTRIBUTED_MIN = 0.5  # below this confidence (or category unknown) the verdict is ambiguous
AMBIGUOUS_MAX = 0.5
# the same machine fault on another node this close: a cause the nodes share (a host name the
# cluster cannot resolve, a switch, a power event), not one machine's
SHARED_FAULT_WINDOW = timedelta(seconds=120)
# a stop announced ahead of time (a spot reclaim: AWS gives 2 min, Google 30 s, Azure's
# Terminate 5 min by default): the job trains on until then, and the notice is still the cause
NOTICE_SECONDS = 300.0
# a user_code signature this low is a generic program error (a Python exception's last line, a
# Ray task's re-raise): the program's words that it failed, knowing nothing of the stack
GENERIC_PRIORITY = 20
RELAY_WINDOW = timedelta(seconds=10)  # one error report: its lines are printed together
# a runtime's own status for a broken invariant of its own (absl::StatusCode, as XLA, TF, JAX
# and the Neuron and TPU runtimes report it), or a collective library's own error report that
# the exception carries (c10d's `NCCL error in: FILE:LINE, ...`, torch_npu's `[ERROR] HCCL
# error in: FILE:LINE`), or TensorFlow's Python class for the INTERNAL status
# (`errors_impl.InternalError: 2 root error(s) found.`, whose root errors follow it): the
# runtime failed, the program did not
RUNTIME_STATUS = (
    "INTERNAL:", "UNKNOWN:", "DATA_LOSS:", "NCCL error in:", "HCCL error in:",
    "errors_impl.InternalError:",
)

# Python's threading.excepthook heads a thread's uncaught exception with this line
THREAD_HEADER = linear_re.compile(r"^Exception in thread [^\n]{1,200}:\s*$")
TRACEBACK_LINES = 200  # a traceback's header is looked for this far above its exception line


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
    candidates, survived = _split_survived(ev, candidates)
    completed = _completed(ev)
    outlived: list[Candidate] = []
    if completed is not None:  # the run completed: what it printed on the way did not stop it
        outlived = [c for c in candidates if c.hit.signature.category != "numerical"]
        candidates = [c for c in candidates if c.hit.signature.category == "numerical"]
    candidates, uncorroborated = _split_uncorroborated(ev, candidates)
    candidates, relayed = _split_relayed(ev, candidates)
    ev.derived["relayed"] = relayed
    candidates, threads = _split_thread_deaths(ev, candidates)
    candidates, ignored = _split_ignored(ev, candidates)
    candidates, deferred = _apply_deferral(candidates)
    candidates.sort(key=lambda c: (c.at, -c.hit.signature.spec.priority, c.hit.file, c.hit.line))
    timeouts = stalling_timeouts(ev)

    if timeouts:  # a weak error after the job already hung is a consequence, not a cause
        candidates = [c for c in candidates if not _after_hang(c, timeouts[0])]
    if not candidates:
        result = _without_candidates(ev, timeouts)
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
            f" {len(ignored)} generic error line(s) CPython printed as `Exception ignored in:`, "
            f"first [{citation(first_ignored)}] (a destructor's or finalizer's exception the "
            "interpreter ignored), ended nothing: not counted as the program's fault."
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
def _split_survived(
    ev: BundleEvidence, candidates: list[Candidate]
) -> tuple[list[Candidate], list[Candidate]]:
    """Errors the job kept training after (steps completed well past them) did not stop it,
    e.g. a logged-and-retried upload traceback. NaN losses are exempt: training on NaN goes on
    silently, which is exactly the damage. A stop announced for a job the scheduler reports
    COMPLETED (a spot notice near the end of a run) never came."""
    last_progress = last_progress_at(ev)
    completed = _scheduler_completed(ev)
    if last_progress is None and not completed:
        return candidates, []
    grace = survival_grace(ev)
    kept: list[Candidate] = []
    survived: list[Candidate] = []
    for cand in sorted(candidates, key=lambda c: c.at):
        # a machine's fault is survived only if that machine's own ranks trained on: the
        # others may go on without it (an elastic job, a Ray worker group that shrank)
        own = last_progress_at(ev, cand.machine) if cand.machine else None
        last = own if own is not None else last_progress
        wait = grace
        if cand.hit.signature.category == "preemption":
            wait = max(grace, timedelta(seconds=NOTICE_SECONDS))
        lasted = cand.hit.signature.category != "numerical" and (
            (completed and cand.hit.signature.category == "preemption")
            or (last is not None and last > cand.at + wait))
        (survived if lasted else kept).append(cand)
    return kept, survived


def _scheduler_completed(ev: BundleEvidence) -> bool:
    """The scheduler's last word on the job is COMPLETED (and no non-zero exit code)."""
    final = final_job_state(ev)
    return final is not None and final.job_state == "COMPLETED" and not final.exit_code


def _split_uncorroborated(
    ev: BundleEvidence, candidates: list[Candidate]
) -> tuple[list[Candidate], list[Candidate]]:
    """Signatures that are failures only with corroboration (catalog `corroboration`, e.g. a
    kernel soft lockup: the node often recovers) need one of the listed conditions, and a
    state the node soon left again (catalog `cleared_by`: a link back up) is none."""
    kept: list[Candidate] = []
    dropped: list[Candidate] = []
    for cand in candidates:
        needs = cand.hit.signature.spec.corroboration
        ok = not needs or any(corroboration_holds(ev, cand, what) for what in needs)
        (kept if ok and not _cleared(ev, cand) else dropped).append(cand)
    return kept, dropped


def _cleared(ev: BundleEvidence, cand: Candidate) -> bool:
    """A line of one of the signature's `cleared_by` on the same node at most `cleared_within`
    seconds later undoes it: a link that came back up was a flap, not the failure."""
    spec = cand.hit.signature.spec
    if not spec.cleared_by or cand.hit.node is None:
        return False
    until = cand.at + timedelta(seconds=spec.cleared_within)
    return any(h.signature.id in spec.cleared_by and h.node == cand.hit.node
               and cand.at <= h.at <= until for h in ev.hits)


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
        if _generic(cand.hit) and cand.hit.node is not None:
            # the runtime's own words for the failure (memory, a device, a link) beside the
            # program's generic exception explain it, whichever line came first
            if any(other.hit.node == cand.hit.node and not _generic(other.hit)
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


def _generic(hit: Hit) -> bool:
    """A generic program error (GENERIC_PRIORITY): the program says it failed, not why."""
    sig = hit.signature
    return sig.category == "user_code" and sig.spec.priority <= GENERIC_PRIORITY


def _split_relayed(
    ev: BundleEvidence, candidates: list[Candidate]
) -> tuple[list[Candidate], list[Candidate]]:
    """Generic program errors that only relay what the runtime said in the same report (same
    file, within RELAY_WINDOW): a collective's timeout or a lost peer (cascade lines of the
    same process: the same rank, or a line whose rank is not known, in a stream of many ranks'
    lines), or the runtime's own internal status in the exception's text. Their cause
    is the runtime's, not the program's: they are not user_code candidates."""
    kept: list[Candidate] = []
    relayed: list[Candidate] = []
    for cand in candidates:
        hit = cand.hit
        if not _generic(hit):
            kept.append(cand)
            continue
        near = [h for h in ev.hits if h.file == hit.file and abs(h.at - hit.at) <= RELAY_WINDOW]
        runtime = any(
            h.signature.role == "cascade" and h.signature.category in ("hang", "network")
            and (h.rank == hit.rank or h.rank is None or hit.rank is None) for h in near
        ) or any(_generic(h) and any(s in h.text for s in RUNTIME_STATUS) for h in near)
        if not runtime and _report_timed_out(ev, hit):
            runtime = True
            ev.derived["relayed_timeout"] = hit
        (relayed if runtime else kept).append(cand)
    return kept, relayed


def _split_thread_deaths(
    ev: BundleEvidence, candidates: list[Candidate]
) -> tuple[list[Candidate], list[Candidate]]:
    """Generic program errors whose traceback is headed `Exception in thread NAME:` (Python's
    threading.excepthook): the exception ended that thread, not the process. While the job
    still runs (the scheduler's latest word RUNNING, or none) it did not stop the run: what
    stopped it is for the rest of the bundle to say (a stall, a hang)."""
    if still_running_at(ev) is None:
        return candidates, []
    return _set_aside(candidates, lambda hit: _in_thread(ev, hit))


def _split_ignored(
    ev: BundleEvidence, candidates: list[Candidate]
) -> tuple[list[Candidate], list[Candidate]]:
    """Generic program errors whose traceback CPython headed `Exception ignored in:` (the
    default sys.unraisablehook: a destructor's or finalizer's exception, printed and not
    raised): they ended nothing, whatever the job's state; what did is for the rest of the
    bundle to say."""
    return _set_aside(candidates, lambda hit: _is_ignored(ev, hit))


def _set_aside(
    candidates: list[Candidate], aside: Callable[[Hit], bool]
) -> tuple[list[Candidate], list[Candidate]]:
    """The candidates kept, and the generic program errors `aside` names, set aside."""
    kept: list[Candidate] = []
    set_aside: list[Candidate] = []
    for cand in candidates:
        (set_aside if _generic(cand.hit) and aside(cand.hit) else kept).append(cand)
    return kept, set_aside


def _is_ignored(ev: BundleEvidence, hit: Hit) -> bool:
    """The traceback the line ends (in its stream's kept tail) is one CPython ignored."""
    stream = stream_for_file(ev, hit.file)
    if stream is None:
        return False
    at = next((i for i, n in enumerate(stream.tail_numbers) if n == hit.line), None)
    return at is not None and endings.in_ignored_traceback(stream.tail, at)


def _in_thread(ev: BundleEvidence, hit: Hit) -> bool:
    """The traceback the line ends (in its stream's kept tail) is a non-main thread's."""
    stream = stream_for_file(ev, hit.file)
    if stream is None:
        return False
    head = hit.text[:100]
    at = next((i for i, line in enumerate(stream.tail) if line.startswith(head)), None)
    if at is None:
        return False
    for i in range(at - 1, max(-1, at - TRACEBACK_LINES), -1):
        if stream.tail[i].startswith("Traceback (most recent call last)"):
            return i > 0 and THREAD_HEADER.search(stream.tail[i - 1]) is not None
    return False


def _report_timed_out(ev: BundleEvidence, hit: Hit) -> bool:
    """The generic error ends its stream, and it or the lines below it (its report) say a wait
    ran out in the runtime's own words (a socket, a collective, a deadline): a hang relayed."""
    stream = stream_for_file(ev, hit.file)
    if stream is None or stream.last_at is None or stream.last_at - hit.at > RELAY_WINDOW:
        return False
    head = hit.text[:100]
    at = next((i for i, line in enumerate(stream.tail) if line.startswith(head)), None)
    if at is None:
        return False
    return any(endings.says_timed_out(line) for line in stream.tail[at:])


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
    machine_tie = [c for c in tie if c.machine]
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
    beside = _seen_beside(ev, winner) if _generic(winner.hit) else None
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


# ---- no initiating error -------------------------------------------------------------------
def _without_candidates(ev: BundleEvidence, timeouts: list[Hit]) -> AttributionResult:
    completed = _completed(ev)
    slow = waits_outlasted(ev)
    if completed is None and slow is not None:
        return slow
    if completed is None:  # after a normal end, timeouts and lost peers are shutdown noise
        network = _network_cascade(ev, timeouts)
        if network is not None:
            return network
        if timeouts:
            return hang_from_timeouts(ev, timeouts)
        stalled = (stalled_while_running(ev) or cancelled_silent_after_progress(ev)
                   or tracker_never_let_go(ev) or dumped_then_stopped(ev)
                   or cancelled_after_silence(ev) or rank_left_behind(ev))
        if stalled is not None:
            return stalled
    stragglers = find_stragglers(ev.progress, ev.job.expected_step_seconds)
    if len(stragglers) == 1:
        return straggler_result(ev, stragglers[0])
    # a symptom training went on well past was not one of the failure (as a survived error)
    others = [h for h in ev.hits if h.signature.role == "cascade" and not _trained_past(ev, h)]
    final_state = final_job_state(ev)
    failed = (final_state is not None and final_state.job_state in FAILED_JOB_STATES
              and not _cancelled_while_training(ev))
    if len(stragglers) > 1:
        nodes = ", ".join(sorted(s.node for s in stragglers))
        cascading = cascade_groups(others, ev.overflow)
        return attribution_result("ambiguous", "straggler", "straggler", [], None, [], cascading,
                                  0.3,
                                  f"Several nodes ({nodes}) are persistently slower than their "
                                  "peers; no single straggler is implicated.")
    if completed is not None:
        noise = ""
        if others:
            noise = (f" {len(others)} later line(s) such as {others[0].signature.id} "
                     f"[{citation(others[0])}] are shutdown noise after it, not a failure.")
        return attribution_result("no_failure", "unknown", "none", [], None, [],
                                  cascade_groups(others, ev.overflow), 0.85,
                                  f"The run ended normally: {completed}.{noise}")
    failure = failed_without_cause(ev, others, final_state if failed else None)
    if failure is not None:
        return failure
    stop = ""
    if final_state is not None and _cancelled_while_training(ev):
        stop = (f" The scheduler's CANCELLED [scheduler.jsonl:{final_state.line}] stopped a run "
                "still training: its owner's stop, not a failure.")
    past = [h for h in ev.hits if h.signature.role == "cascade" and _trained_past(ev, h)]
    if past:
        stop += (f" {len(past)} symptom line(s) training went on well past, first "
                 f"{past[0].signature.id} [{citation(past[0])}], are not counted.")
    return attribution_result("no_failure", "unknown", "none", [], None, [], [], 0.9,
                              f"No failure evidence in {ev.lines_read} log lines, "
                              f"{len(ev.scheduler)} scheduler events and the metrics.{stop}")


def _trained_past(ev: BundleEvidence, hit: Hit) -> bool:
    """Steps went on well past the line (the survival grace) on the ranks of the machine whose
    log holds it (any rank's, when that machine reports no steps): it did not stop the run."""
    own = last_progress_at(ev, hit.reporter) if hit.reporter else None
    last = own if own is not None else last_progress_at(ev)
    return last is not None and last > hit.at + survival_grace(ev)


def _cancelled_while_training(ev: BundleEvidence) -> bool:
    """The user's CANCELLED of a run whose steps went on until the cancel (within the survival
    grace of it): its owner stopped a run that was training, which is no failure of the run.
    The supervisor's own cancel on a first sign (a rank died) is no owner's stop."""
    cancelled = owner_cancelled_at(ev)
    last = last_progress_at(ev)
    return cancelled is not None and last is not None and last >= cancelled - survival_grace(ev)


def _completed(ev: BundleEvidence) -> str | None:
    """How the bundle shows the run ended normally (None: it does not): the scheduler's
    COMPLETED with exit code 0, or, with no job state, every rank's output ending with its
    run's normal end (endings.ending_of)."""
    final = final_job_state(ev)
    if final is not None:
        if final.job_state == "COMPLETED" and not final.exit_code:
            return f"the scheduler reports COMPLETED [scheduler.jsonl:{final.line}]"
        return None
    ranks = [s for s in ev.streams if s.rank is not None and s.tail]
    if not ranks:
        return None
    for stream in ranks:
        if endings.ending_of(stream.tail)[0] != "normal":
            return None
    return (f"every rank's output ends with its run's normal end, e.g. "
            f"{ranks[0].tail[-1][:200]!r} [{ranks[0].file}:{ranks[0].lines}]")


def _network_cascade(ev: BundleEvidence, timeouts: list[Hit]) -> AttributionResult | None:
    """No initiating error, but connections failed before the job stalled (or as it died):
    the network is the first sign. Several independent reports naming one end implicate that
    node; one report, or reports that agree on no end, implicate nobody."""
    before = timeouts[0].at + TIE if timeouts else None
    failed = [h for h in ev.hits if h.signature.role == "cascade"
              and h.signature.category == "network" and h.signature.id not in NOT_NETWORK_SIGNS
              and (before is None or h.at <= before) and not _trained_past(ev, h)
              and not _connect_retried_past(ev, h)]
    if not failed:
        return None
    if timeouts:
        # Which ranks stopped is the stronger evidence when it is known from the processes or
        # Flight Recorder, or when the connections failed no earlier than the timeouts (within
        # clock tolerance): then they are the peers of ranks that timed out and exited.
        strong = ev.flight is not None or bool(ev.stopped)
        clearly_first = any(h.at < timeouts[0].at - TIE for h in failed)
        if strong or not clearly_first:
            hang = hang_from_timeouts(ev, timeouts)
            if hang.verdict == "attributed":
                return hang
    cascading = cascade_groups([h for h in ev.hits if h.signature.role == "cascade"], ev.overflow)
    shared = shared_endpoint(ev)
    if shared is not None:
        node, reports = shared
        first = reports[0]
        cites = ", ".join(f"[{citation(h)}]" for h in reports[:MAX_EVIDENCE])
        return attribution_result(
            "attributed", "network", first.signature.id, [node], first.at,
            [evidence_line(h) for h in reports[:MAX_EVIDENCE]], cascading, 0.7,
            f"No initiating error; {len(reports)} independent reporters' connections to "
            f"{node} failed ({cites}){' before the collectives timed out' if timeouts else ''}: "
            f"their agreement implicates it. Implicated: {node}.", node=node,
        )
    first = failed[0]
    return attribution_result(
        "ambiguous", "network", first.signature.id, [], first.at, [evidence_line(first)], cascading,
        0.45,
        f"No initiating error; connections failed first, from {first.signature.id} "
        f"[{citation(first)}] on{', before the collectives timed out' if timeouts else ''}, and "
        "no end of them is named by independent reports; no node is implicated.",
    )


# c10d's warning that one attempt of a client's connect failed (socket.cpp's SocketConnectOp logs
# `[W socket.cpp:697] [c10d] The client socket has failed to connect to [host]:port (errno: ...)`
# at warning level and retries until its timeout; the error-level `failed to connect to any
# network address` is its giving up)
_CONNECT_RETRY = linear_re.compile(
    r"^\[W[^\]]*socket\.cpp:\d+\] \[c10d\] The client socket has failed to connect to ")


def _connect_retried_past(ev: BundleEvidence, hit: Hit) -> bool:
    """A client's connect attempt c10d logged as a warning (it retries) after which the same
    process went on (start-up or training in its stream): the retry connected, no failure."""
    return _CONNECT_RETRY.search(hit.text) is not None and program_went_on(ev, hit)


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
