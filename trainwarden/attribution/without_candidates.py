"""What is read when no candidate remains: no initiating error names the cause.

`without_candidates` tries, in turn: waits a running job outlasted, connections that failed
before the job stalled (a network cascade), collective timeouts (a hang: hang_from_timeouts),
a silent stall or a quiet cancel (hangs.py and the rules beside it), stragglers, a run that
completed (`run_completed`: what it printed on the way is shutdown noise), a failure its
program's own endings explain (program_endings.py), and else no failure at all. correlate.py
asks `run_completed` too (the errors a completed run outlived). Apart from correlate.py so the
verdicts without an initiating error read in one place, apart from ordering the candidates and
building a result from the one that wins.
"""

from __future__ import annotations

from trainwarden.attribution import endings
from trainwarden.attribution.bundle import BundleEvidence, Hit
from trainwarden.attribution.correlation_common import (
    FAILED_JOB_STATES,
    MAX_EVIDENCE,
    NOT_NETWORK_SIGNS,
    TIE,
    attribution_result,
    cascade_groups,
    citation,
    evidence_line,
    final_job_state,
    last_progress_at,
    survival_grace,
)
from trainwarden.attribution.corroboration import program_went_on, shared_endpoint
from trainwarden.attribution.hangs import (
    cancelled_after_silence,
    cancelled_silent_after_progress,
    dumped_then_stopped,
    looked_at_after_stall,
    stalled_while_running,
    stopped_while_waiting,
    waits_outlasted,
)
from trainwarden.attribution.left_behind import rank_left_behind
from trainwarden.attribution.program_endings import failed_without_cause
from trainwarden.attribution.result import AttributionResult
from trainwarden.attribution.stall_clocks import owner_cancelled_at
from trainwarden.attribution.stopped_ranks import hang_from_timeouts, straggler_result
from trainwarden.attribution.straggler import find_stragglers
from trainwarden.attribution.tracker_exit import tracker_never_let_go
from trainwarden.untrusted import linear_re


def without_candidates(ev: BundleEvidence, timeouts: list[Hit]) -> AttributionResult:
    completed = run_completed(ev)
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
                   or stopped_while_waiting(ev)
                   or cancelled_after_silence(ev) or rank_left_behind(ev)
                   or looked_at_after_stall(ev))
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


def run_completed(ev: BundleEvidence) -> str | None:
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
