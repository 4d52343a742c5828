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
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from datetime import datetime, timedelta

from trainwarden.attribution import crash_frames, endings, witnesses
from trainwarden.attribution.bundle import BundleEvidence, Hit, SchedulerEvent, StreamInfo
from trainwarden.attribution.result import (
    FIRST_SIGN_STOP,
    RETRYABLE_BY_DEFAULT,
    AttributionResult,
    CascadeGroup,
    Category,
    EvidenceLine,
    Initiating,
    Verdict,
)
from trainwarden.attribution.straggler import StragglerFinding, find_stragglers
from trainwarden.untrusted import linear_re
from trainwarden.untrusted.safeio import read_regular_end

TIE = timedelta(seconds=0.5)
ATTRIBUTED_MIN = 0.5  # below this confidence (or category unknown) the verdict is ambiguous
AMBIGUOUS_MAX = 0.5
PEER_WINDOW_SECONDS = 300.0  # a peer's own fault this close to the report corroborates it
MIN_INDEPENDENT_REPORTS = 2
# NCCL's "remote process exited or there was a network error" and "unhandled system error" do
# not tell a network failure from a peer that died: never a first sign of the network
NOT_NETWORK_SIGNS = frozenset({"nccl-remote-error", "nccl-system-error"})
DEFER_WINDOW = timedelta(seconds=120)
# the same machine fault on another node this close: a cause the nodes share (a host name the
# cluster cannot resolve, a switch, a power event), not one machine's
SHARED_FAULT_WINDOW = timedelta(seconds=120)
# a program that failed to start is silent within this long of its error (a rendezvous or
# collective timeout of the peers it left waiting may still print, up to 30 minutes later)
PROGRAM_STOP_WINDOW = timedelta(minutes=30)
CLOSE_RUNNER_UP = timedelta(seconds=10)
SURVIVAL_GRACE_SECONDS = 10.0
MAX_GRACE_SECONDS = 365 * 86400.0
# a stop announced ahead of time (a spot reclaim: AWS gives 2 min, Google 30 s, Azure's
# Terminate 5 min by default): the job trains on until then, and the notice is still the cause
NOTICE_SECONDS = 300.0
STALL_MIN_SECONDS = 5.0  # a silent stall shorter than this (or STALL_STEPS steps) is not a hang
STALL_STEPS = 20
# with no step interval to go by (one step each), a stall this long while the job still runs
# is a hang: longer than any checkpoint save or evaluation pass a job routinely makes
STALL_FLOOR_SECONDS = 1800.0
# a failure this long after the last step came from a watchdog, not a crash's prompt report:
# the shortest default collective timeout (ProcessGroupNCCL's kProcessGroupNCCLDefaultTimeout,
# 10 min; torch's default_pg_timeout is 30 min)
WATCHDOG_MIN_SECONDS = 600.0
MAX_EVIDENCE = 5
HARDWARE_CATEGORIES = frozenset({"gpu_hardware", "network", "node_failure", "storage"})
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
# a wait that ran out, as an event a program reports (not a setting: `timeout=1800`,
# `--start-timeout`): `timed out`, `deadline exceeded`, `a collective timeout`, or an exception
# class named for it (TimeoutError, torch elastic's RendezvousTimeoutError, Ray's
# GetTimeoutError)
WAIT_RAN_OUT = linear_re.compile(
    r"(?i:\b(?:timed|times) out\b|\bdeadline[ _]exceeded\b|\b(?:a|an|the) (?:\w+ )?time-?out\b)"
    r"|[A-Za-z]*Timeout(?:Error|Exception)\b")

FAILED_JOB_STATES = frozenset({"FAILED", "NODE_FAIL", "CANCELLED", "TIMEOUT", "PREEMPTED"})


@dataclass
class Candidate:
    """An initiating-role hit, with the instant it is ordered by."""

    hit: Hit
    at: datetime
    node_in_job: bool = True
    corroborated: bool = True  # a peer named by one report: only with corroboration

    @property
    def machine(self) -> str | None:
        """The node this candidate implicates: its signature implicates the node it was seen
        on (or the peer it names, when corroborated), and that node is one of the job's (a
        stray log directory implicates nothing)."""
        if self.hit.signature.spec.implicates_node and self.node_in_job and self.corroborated:
            return self.hit.node
        return None


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
            cand.corroborated = _peer_corroborated(ev, cand.hit.node, cand.at)
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
    candidates, deferred = _apply_deferral(candidates)
    candidates.sort(key=lambda c: (c.at, -c.hit.signature.spec.priority, c.hit.file, c.hit.line))
    timeouts = _stalling_timeouts(ev)

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
            f"{first_survived.signature.id} [{_cite(first_survived)}], are not counted as causes."
        )
    if outlived:
        first_out = outlived[0].hit
        result.explanation += (
            f" {len(outlived)} error line(s) the completed run outlived, first "
            f"{first_out.signature.id} [{_cite(first_out)}], are not counted as causes."
        )
    if relayed and result.verdict != "no_failure":
        first_rel = relayed[0].hit
        result.explanation += (
            f" {len(relayed)} generic program error line(s), first {first_rel.signature.id} "
            f"[{_cite(first_rel)}], relay what the runtime said beside them (a timeout, a lost "
            "peer, its own internal status) and are not counted as the program's fault."
        )
    if threads:
        first_thread = threads[0].hit
        result.explanation += (
            f" {len(threads)} generic error line(s) of a background thread, first "
            f"[{_cite(first_thread)}], ended that thread only (Python's `Exception in thread "
            "NAME:`), and the job still runs: not counted as the program's fault."
        )
    if uncorroborated:
        ids = ", ".join(sorted({c.hit.signature.id for c in uncorroborated}))
        first_unc = uncorroborated[0].hit
        result.explanation += (
            f" {len(uncorroborated)} line(s) that are a failure only with corroboration ({ids}, "
            f"first [{_cite(first_unc)}]) had none (the job did not fail, the node did not go "
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
            f"{_cite(first)} are not failures."
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


# ---- independent reports -------------------------------------------------------------------
def _reports_naming(ev: BundleEvidence, node: str) -> dict[tuple[str | None, str], Hit]:
    """Lines of other machines that name `node` as the far end of a failing connection, one per
    independent reporter (its node and process: rank, else log file)."""
    out: dict[tuple[str | None, str], Hit] = {}
    for h in ev.hits:
        if h.peer is None or h.node != node or h.signature.role in ("warning", "address"):
            continue
        if h.reporter == node:
            continue
        key = (h.reporter, f"{h.rank if h.rank is not None else h.file}"
               f"{':' + h.signature.spec.program if h.signature.spec.program else ''}")
        out.setdefault(key, h)
    return out


def _peer_corroborated(ev: BundleEvidence, node: str, at: datetime) -> bool:
    """A peer named by one report is a hint; it is implicated only with corroboration: another
    independent report naming it, its own machine fault, the scheduler marking it down, its
    ranks stopping behind the others, or its processes stopped."""
    if len(_reports_naming(ev, node)) >= 2:
        return True
    window = timedelta(seconds=PEER_WINDOW_SECONDS)
    for h in ev.hits:
        spec = h.signature.spec
        if (h.reporter == node and h.peer is None and spec.implicates_node
                and h.signature.role in ("initiating", "warning")
                and h.signature.category in HARDWARE_CATEGORIES and abs(h.at - at) <= window):
            return True
    if any(e.node == node and e.node_state in ("DOWN", "FAIL") and e.at >= at - window
           for e in ev.scheduler):
        return True
    if node in set((ev.stopped or {}).values()):
        return True
    # structure: an orchestrator's event about the peer, or its own system logs, near the report
    if any(w.node == node and w.kind in ("orchestrator", "system")
           for w in witnesses.gather(ev, at, set())):
        return True
    return _fell_behind(ev, node)


def _shared_endpoint(ev: BundleEvidence) -> tuple[str, list[Hit]] | None:
    """The one job node that failing connections of MIN_INDEPENDENT_REPORTS or more independent
    reporters name (and no other node as often): the evidence of agreement."""
    named = sorted({h.node for h in ev.hits if h.peer is not None and h.node is not None})
    counts = {n: _reports_naming(ev, n) for n in named}
    ranked = sorted(counts.items(), key=lambda kv: -len(kv[1]))
    if not ranked or len(ranked[0][1]) < MIN_INDEPENDENT_REPORTS:
        return None
    if len(ranked) > 1 and len(ranked[1][1]) == len(ranked[0][1]):
        return None
    node, reports = ranked[0]
    return node, sorted(reports.values(), key=lambda h: (h.at, h.file, h.line))


# ---- ordering ------------------------------------------------------------------------------
def _split_survived(
    ev: BundleEvidence, candidates: list[Candidate]
) -> tuple[list[Candidate], list[Candidate]]:
    """Errors the job kept training after (steps completed well past them) did not stop it,
    e.g. a logged-and-retried upload traceback. NaN losses are exempt: training on NaN goes on
    silently, which is exactly the damage. A stop announced for a job the scheduler reports
    COMPLETED (a spot notice near the end of a run) never came."""
    last_progress = _last_progress(ev)
    completed = _scheduler_completed(ev)
    if last_progress is None and not completed:
        return candidates, []
    grace = _survival_grace(ev)
    kept: list[Candidate] = []
    survived: list[Candidate] = []
    for cand in sorted(candidates, key=lambda c: c.at):
        # a machine's fault is survived only if that machine's own ranks trained on: the
        # others may go on without it (an elastic job, a Ray worker group that shrank)
        own = _last_progress(ev, cand.machine) if cand.machine else None
        last = own if own is not None else last_progress
        wait = grace
        if cand.hit.signature.category == "preemption":
            wait = max(grace, timedelta(seconds=NOTICE_SECONDS))
        lasted = cand.hit.signature.category != "numerical" and (
            (completed and cand.hit.signature.category == "preemption")
            or (last is not None and last > cand.at + wait))
        (survived if lasted else kept).append(cand)
    return kept, survived


def final_job_state(ev: BundleEvidence) -> SchedulerEvent | None:
    """The scheduler's last word on the job's state, if it said any."""
    return next((e for e in reversed(ev.scheduler) if e.job_state), None)


def _scheduler_completed(ev: BundleEvidence) -> bool:
    """The scheduler's last word on the job is COMPLETED (and no non-zero exit code)."""
    final = final_job_state(ev)
    return final is not None and final.job_state == "COMPLETED" and not final.exit_code


def _survival_grace(ev: BundleEvidence) -> timedelta:
    """How long after a line training must go on for the line not to have stopped it: five
    typical steps, at least SURVIVAL_GRACE_SECONDS (at most a year: a step time a program
    reported absurdly must not overflow the arithmetic)."""
    seconds = max(SURVIVAL_GRACE_SECONDS, 5 * _typical_step_seconds(ev))
    return timedelta(seconds=min(seconds, MAX_GRACE_SECONDS))


def _last_progress(ev: BundleEvidence, node: str | None = None) -> datetime | None:
    """The last step completed by any rank, or by a rank of `node` (None: no such rank
    reports a step)."""
    return max((p.max_step_at for p in ev.progress.values()
                if p.max_step_at and (node is None or p.node == node)), default=None)


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
        ok = not needs or any(_corroborates(ev, cand, what) for what in needs)
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


def _corroborates(ev: BundleEvidence, cand: Candidate, what: str) -> bool:
    final = final_job_state(ev)
    failed = final is not None and final.job_state in FAILED_JOB_STATES
    if what == "job_failed":
        return failed
    if what == "node_down":
        return cand.hit.node is not None and any(
            e.node == cand.hit.node and e.node_state in ("DOWN", "FAIL") and e.at >= cand.at
            for e in ev.scheduler
        )
    if what == "node_logged":
        return _node_logged(ev, cand.hit.node, cand.at)
    if what == "job_running":
        return not any(e.job_state in FAILED_JOB_STATES | {"COMPLETED"} and e.at <= cand.at
                       for e in ev.scheduler)
    if what == "node_witnessed":
        return _node_witnessed(ev, cand)
    if what == "job_failed_soon":
        return _job_failed_soon(ev, cand)
    if what == "program_stopped":
        return _program_stopped(ev, cand.hit)
    if what == "stack_names_code":
        node = cand.hit.node
        return any(crash_frames.end_names_code(s.path) for s in ev.streams
                   if (s.node == node if node is not None else s.file == cand.hit.file)
                   and not endings.is_system_stream(s.stream))
    # progress_stopped: no step completed well after the line, and the job did stop (it
    # failed, collectives timed out, or the bundle shows a stall); without step data nothing
    # shows that training stopped. A line logged when training had already been stalled
    # longer than a hang takes (`_stall_needed`) came after the stop: it cannot be what
    # stopped it (a soft lockup printed as a hung run is killed)
    last_progress = _last_progress(ev)
    if last_progress is None:
        return False
    grace = _survival_grace(ev)
    stopped = failed or _job_running_stalled(ev) or bool(_stalling_timeouts(ev))
    already_stalled = (cand.at - last_progress).total_seconds() > max(
        _stall_needed(ev, _typical_step_seconds(ev)), grace.total_seconds())
    return last_progress <= cand.at + grace and stopped and not already_stalled


def _program_stopped(ev: BundleEvidence, hit: Hit) -> bool:
    """The program that printed the line went no further: no step was recorded after it, its
    stream's last lines after it show no start-up or training, and the stream fell silent
    within PROGRAM_STOP_WINDOW. A job script's `module: command not found` in a prologue, or a
    missing optional library, is followed by the run starting and training: no cause."""
    if any(p.max_step_at and p.max_step_at > hit.at for p in ev.progress.values()):
        return False
    stream = _stream_for(ev, hit.file)
    if stream is None:
        return True
    if stream.last_at is not None and stream.last_at - hit.at > PROGRAM_STOP_WINDOW:
        return False
    after = (text for n, text in zip(stream.tail_numbers, stream.tail, strict=False)
             if n > hit.line and ABORT_REPORT.search(text) is None)
    return not any(endings.is_startup(text) or endings.shows_progress(text) for text in after)


# the abort's own report of the process it ends, not the program going on: glog's failure
# signal handler (`*** Aborted at 1679470813 (unix time) try "date -d @1679470813" if you are
# using GNU date ***`, `*** SIGABRT received at time=...`, its `PC: @ 0x...` and `@ 0x...`
# frames, src/signalhandler.cc) and a shell's word on the job it ran (fish's `Job 1, 'python
# main.py --config ...' terminated by signal SIGABRT`, bash's `Aborted (core dumped) python ...`)
ABORT_REPORT = linear_re.compile(
    r"^\s*\*\*\* (?:Aborted at \d+|SIG[A-Z]+ )|^\s*(?:PC: )?@ +0x[0-9a-f]+"
    r"|\bterminated by signal SIG[A-Z]+\b|^\s*Aborted \(core dumped\)")


def _job_failed_soon(ev: BundleEvidence, cand: Candidate) -> bool:
    """The scheduler reported the job FAILED (or NODE_FAIL) within DEFER_WINDOW after the line,
    and no step data shows training already stalled longer than a hang takes before it: the
    run ended right after the line, which without step metrics is all that shows training
    stopped there (a line logged while a long-hung run is killed is its aftermath)."""
    until = cand.at + DEFER_WINDOW
    if not any(e.job_state in ("FAILED", "NODE_FAIL") and cand.at <= e.at <= until
               for e in ev.scheduler):
        return False
    last = _last_progress(ev)
    if last is None:
        return True
    stalled = (cand.at - last).total_seconds()
    return stalled <= max(_stall_needed(ev, _typical_step_seconds(ev)),
                          _survival_grace(ev).total_seconds())


def _node_witnessed(ev: BundleEvidence, cand: Candidate) -> bool:
    """Another line a signature read on the line's node, in any of its streams (a program's
    device error, the kernel's), within DEFER_WINDOW before or after it: something besides the
    line itself saw the node's device fail."""
    node = cand.hit.node
    if node is None:
        return False
    return any(h.node == node and h.signature.id != cand.hit.signature.id
               and abs(h.at - cand.at) <= DEFER_WINDOW for h in ev.hits)


def _node_logged(ev: BundleEvidence, node: str | None, at: datetime) -> bool:
    """`node`'s own kernel or daemon logs hold an abnormal line, or a line a signature read,
    within DEFER_WINDOW of `at`: the machine's own account beside what a runtime saw. A line
    the catalog itself reads as undetermined (category unknown: NVIDIA's Xid 8, an Intel
    engine reset that worked) is no account of a fault of the machine."""
    if node is None:
        return False
    system = {s.file for s in ev.streams
              if s.node == node and endings.is_system_stream(s.stream)}
    undetermined = {(h.file, h.line) for h in ev.hits
                    if h.file in system and h.signature.category == "unknown"}
    if any(s.abnormal is not None and abs(s.abnormal[1] - at) <= DEFER_WINDOW
           and (s.file, s.abnormal[0]) not in undetermined
           for s in ev.streams if s.file in system):
        return True
    return any(h.file in system and h.signature.category != "unknown"
               and abs(h.at - at) <= DEFER_WINDOW for h in ev.hits)


def _job_running_stalled(ev: BundleEvidence) -> bool:
    """The bundle was taken while no rank was completing steps (a stall in progress)."""
    seen = _still_running_at(ev)
    last = _last_progress(ev)
    if seen is None or last is None:
        return False
    return (seen - last).total_seconds() >= _stall_needed(ev, _typical_step_seconds(ev))


def _still_running_at(ev: BundleEvidence) -> datetime | None:
    """The latest instant the bundle shows the job still running: when it was collected, the
    scheduler's latest word when that is RUNNING (a bundle without a collection time), or,
    under that RUNNING, the last line the job's own streams logged while none of them ended
    (`_still_logging_at`); None when the scheduler's latest word is another state, or nothing
    says."""
    final = final_job_state(ev)
    if final is not None and final.job_state != "RUNNING":
        return None
    times = [ev.job.collected_at, final.at if final is not None else None]
    if final is not None:
        times.append(_still_logging_at(ev))
    return max((t for t in times if t is not None), default=None)


def _still_logging_at(ev: BundleEvidence) -> datetime | None:
    """The last instant the job's own streams (not a node's system log) logged, when none of
    them ended (normally or in a death) and none of their last lines shows training: the
    processes were alive then (a health poll, a metrics scrape, a stack dump of idle threads)
    while no rank completed a step. The scheduler's RUNNING is often written once, at the
    start; the bundle's own lines are then its only clock. None: a stream ended, or shows
    training in its last lines (a run whose progress is in its lines, not in the metrics)."""
    own = [s for s in ev.streams
           if s.tail and s.last_at is not None
           and not (s.rank is None and endings.is_system_stream(s.stream))]
    for stream in own:
        if endings.ending_of(stream.tail, program=stream.rank is not None)[0] is not None:
            return None
        if any(endings.shows_progress(text) for text in stream.tail):
            return None
    return max((s.last_at for s in own if s.last_at is not None), default=None)


def _stall_needed(ev: BundleEvidence, typical: float) -> float:
    """How long no rank may complete a step before a silent stall is a hang: STALL_STEPS
    typical steps (at least STALL_MIN_SECONDS), STALL_FLOOR_SECONDS when the metrics show no
    step interval at all (one step each), or less when the monitor already saw a stall that
    long and declared the hang."""
    if _step_intervals(ev):
        needed = max(STALL_MIN_SECONDS, STALL_STEPS * typical)
    else:
        needed = STALL_FLOOR_SECONDS
    if ev.stall_seen_seconds is not None:
        needed = min(needed, ev.stall_seen_seconds)
    return needed


def _step_intervals(ev: BundleEvidence) -> list[float]:
    """Every step time the metrics show: reported step_seconds, else the reported steps' pace."""
    samples = [v for p in ev.progress.values() for _, v in p.step_seconds]
    return samples or [v for p in ev.progress.values() for _, v in p.step_pace]


def _typical_step_seconds(ev: BundleEvidence) -> float:
    """The median step time: reported step_seconds, else the pace of the reported steps (a
    program that reports only steps; without it a 1 s default would ask a 0.1 s-step job to
    stall 20 s before a hang counts, longer than a short hang threshold)."""
    samples = sorted(_step_intervals(ev))
    return samples[len(samples) // 2] if samples else 1.0


def _stalling_timeouts(ev: BundleEvidence) -> list[Hit]:
    """Collective timeouts after which no rank completed a step: the job really stopped.
    A timeout that training recovered from (a slow rendezvous at start) is only noise."""
    last_progress = _last_progress(ev)
    return [
        h for h in ev.hits
        if h.signature.role == "cascade" and h.signature.category == "hang"
        and (last_progress is None or h.at > last_progress) and not _carries_nccl_error(ev, h)
    ]


def _carries_nccl_error(ev: BundleEvidence, hit: Hit) -> bool:
    """ProcessGroupNCCL's `Some NCCL operations have failed or timed out` is logged for a
    failed work as well as a timed-out one, and the exception it then rethrows says which: an
    NCCL error code's text (`NCCL error: unhandled system error`, `ncclRemoteError`) on the
    same stream within CLOSE_RUNNER_UP is a failure, not a wait that ran out."""
    if hit.signature.id != "nccl-async-timeout":
        return False
    return any(h.file == hit.file and h.signature.id in NOT_NETWORK_SIGNS
               and hit.at <= h.at <= hit.at + CLOSE_RUNNER_UP for h in ev.hits)



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
    if _still_running_at(ev) is None:
        return candidates, []
    kept: list[Candidate] = []
    threads: list[Candidate] = []
    for cand in candidates:
        (threads if _generic(cand.hit) and _in_thread(ev, cand.hit) else kept).append(cand)
    return kept, threads


def _in_thread(ev: BundleEvidence, hit: Hit) -> bool:
    """The traceback the line ends (in its stream's kept tail) is a non-main thread's."""
    stream = _stream_for(ev, hit.file)
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
    stream = _stream_for(ev, hit.file)
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
    evidence = [_line(h) for h in evidence_hits[:MAX_EVIDENCE]]
    if sig.category == "node_failure" and winner.hit.node:
        evidence += _progress_evidence(ev, winner.hit.node)
    used = {id(h) for h in evidence_hits}
    cascade_hits = [h for h in ev.hits if id(h) not in used and h.signature.role != "warning"]
    cascading = _group(cascade_hits, ev.overflow)

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
        confidence += 0.05 if _fell_behind(ev, winner.hit.node) else 0.0

    verdict: Verdict = "attributed"
    note = ""
    placed = (_placed_by_structure(ev, winner)
              if sig.category in ("node_failure", "network") and not implicated
              and not shared else None)
    if shared:
        verdict, implicated = "ambiguous", []
        confidence = min(confidence, 0.5)
        note = (f" The same error on {len(shared)} other node(s), first "
                f"{shared[0].machine} [{_cite(shared[0].hit)}], within "
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
        f"{sig.id} ({what}){where}{rank} at {_ts(winner.at)} [{_cite(winner.hit)}]"
        f"{_relayed_from(winner.hit)} is the earliest initiating error"
    )
    if winner.at != winner.hit.at:
        explanation += f" (last sign of life of {winner.hit.node} before the scheduler event)"
    explanation += _cascade_summary(cascading) + "."
    if corroboration:
        explanation += (
            f" {len(corroboration)} same-node symptom(s) such as "
            f"{corroboration[0].hit.signature.id} [{_cite(corroboration[0].hit)}] "
            "are explained by it."
        )
    if runner_up is not None:
        explanation += (
            f" A different error, {runner_up.hit.signature.id} [{_cite(runner_up.hit)}], is "
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
        confidence=_clamp(confidence),
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
    behind = {n for n in (ev.job.rank_node(r) for r in _ranks_behind(ev)) if n}
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
        f"{c.hit.signature.id} on {node} [{_cite(c.hit)}]" for node, c in sorted(by_node.items())
    )
    used = {id(c.hit) for c in by_node.values()}
    return AttributionResult(
        verdict="ambiguous",
        category=category,
        signature=machine_tie[0].hit.signature.id,
        implicated_nodes=[],
        initiating=Initiating(
            at=machine_tie[0].at, evidence=[_line(c.hit) for c in by_node.values()][:MAX_EVIDENCE]
        ),
        cascading=_group(
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
    slow = _waits_outlasted(ev)
    if completed is None and slow is not None:
        return slow
    if completed is None:  # after a normal end, timeouts and lost peers are shutdown noise
        network = _network_cascade(ev, timeouts)
        if network is not None:
            return network
        if timeouts:
            return _hang(ev, timeouts)
        stalled = _stalled(ev) or _cancelled_silent_after_progress(ev)
        if stalled is not None:
            return stalled
    stragglers = find_stragglers(ev.progress, ev.job.expected_step_seconds)
    if len(stragglers) == 1:
        return _straggler(ev, stragglers[0])
    # a symptom training went on well past was not one of the failure (as a survived error)
    others = [h for h in ev.hits if h.signature.role == "cascade" and not _trained_past(ev, h)]
    final_state = final_job_state(ev)
    failed = (final_state is not None and final_state.job_state in FAILED_JOB_STATES
              and not _cancelled_while_training(ev, final_state))
    if len(stragglers) > 1:
        nodes = ", ".join(sorted(s.node for s in stragglers))
        cascading = _group(others, ev.overflow)
        return _result("ambiguous", "straggler", "straggler", [], None, [], cascading, 0.3,
                       f"Several nodes ({nodes}) are persistently slower than their peers; "
                       "no single straggler is implicated.")
    if completed is not None:
        noise = ""
        if others:
            noise = (f" {len(others)} later line(s) such as {others[0].signature.id} "
                     f"[{_cite(others[0])}] are shutdown noise after it, not a failure.")
        return _result("no_failure", "unknown", "none", [], None, [], _group(others, ev.overflow),
                       0.85, f"The run ended normally: {completed}.{noise}")
    failure = _failed_without_cause(ev, others, final_state if failed else None)
    if failure is not None:
        return failure
    stop = ""
    if final_state is not None and _cancelled_while_training(ev, final_state):
        stop = (f" The scheduler's CANCELLED [scheduler.jsonl:{final_state.line}] stopped a run "
                "still training: its owner's stop, not a failure.")
    past = [h for h in ev.hits if h.signature.role == "cascade" and _trained_past(ev, h)]
    if past:
        stop += (f" {len(past)} symptom line(s) training went on well past, first "
                 f"{past[0].signature.id} [{_cite(past[0])}], are not counted.")
    return _result("no_failure", "unknown", "none", [], None, [], [], 0.9,
                   f"No failure evidence in {ev.lines_read} log lines, "
                   f"{len(ev.scheduler)} scheduler events and the metrics.{stop}")


def _cancelled_silent_after_progress(ev: BundleEvidence) -> AttributionResult | None:
    """No step metrics, but the program's own streams last showed training (a loss, an
    iteration), none of them ended, and they stayed silent for longer than a hang takes
    without step data (STALL_FLOOR_SECONDS) before the owner cancelled the job: the hung run
    its owner killed, read as with step metrics (`ambiguous`, `hang`, nobody implicated).
    None with step metrics (`_stalled` reads those), or when anything else fits."""
    cancelled = _owner_cancelled_at(ev)
    if cancelled is None or _last_progress(ev) is not None:
        return None
    own = [s for s in ev.streams
           if s.tail and s.last_at is not None and not endings.is_system_stream(s.stream)]
    if not own or any(endings.ending_of(s.tail, program=s.rank is not None)[0] is not None
                      for s in own):
        return None
    last = max(own, key=lambda s: s.last_at or cancelled)
    shown = [(n, t) for n, t in zip(last.tail_numbers, last.tail, strict=False)
             if endings.shows_progress(t)]
    if not shown or last.last_at is None:
        return None
    stall = (cancelled - last.last_at).total_seconds()
    if stall < STALL_FLOOR_SECONDS:
        return None
    line, text = shown[-1]
    return _result(
        "ambiguous", "hang", "silent-after-progress", [], last.last_at,
        [EvidenceLine(file=last.file, line=line, text=text[:500])], [], 0.4,
        f"The job hung: its program last showed training [{last.file}:{line}] and then logged "
        f"nothing for {stall:.0f}s until its owner cancelled it; nothing shows which rank "
        "stopped, and no node is implicated.")


def _waits_outlasted(ev: BundleEvidence) -> AttributionResult | None:
    """Ranks reported waiting on peers (a hang-category wait: Horovod's stall check warns once
    a tensor waited past its 60 s check time, before any shutdown) on a job the scheduler
    still reports running, and no stall longer than a hang takes: the run is slowed by a
    rank that lags, not hung. `ambiguous`, `straggler`: the lagging rank's machine is not
    shown at fault (it may just do more work). None without step data or such a wait."""
    final = final_job_state(ev)
    seen = _still_running_at(ev)
    last = _last_progress(ev)
    waits = [h for h in ev.hits
             if h.signature.role == "cascade" and h.signature.category == "hang"]
    if final is None or seen is None or last is None or not waits:
        return None
    needed = max(_stall_needed(ev, _typical_step_seconds(ev)),
                 _survival_grace(ev).total_seconds())
    if (max(seen, max(h.at for h in waits)) - last).total_seconds() >= needed:
        return None
    return _result(
        "ambiguous", "straggler", "waits-outlasted", [], waits[0].at, [_line(waits[0])],
        _group(waits[1:], ev.overflow), 0.3,
        f"Ranks waited on a peer [{_cite(waits[0])}] while the job still runs and no rank "
        f"stalled longer than a hang takes ({needed:.0f}s): a lagging rank slows the run; "
        "nothing shows its machine at fault, and no node is implicated.")


def _trained_past(ev: BundleEvidence, hit: Hit) -> bool:
    """Steps went on well past the line (the survival grace) on the ranks of the machine whose
    log holds it (any rank's, when that machine reports no steps): it did not stop the run."""
    own = _last_progress(ev, hit.reporter) if hit.reporter else None
    last = own if own is not None else _last_progress(ev)
    return last is not None and last > hit.at + _survival_grace(ev)


def _owner_cancelled_at(ev: BundleEvidence) -> datetime | None:
    """When the job's owner cancelled it (the scheduler's last word is CANCELLED, not the
    supervisor's first-sign stop): the processes ran until then, so a stall before it is
    measured to it, as to the collection of a job still running (a hung run its owner
    killed). None when the last word is another state."""
    final = final_job_state(ev)
    if (final is None or final.job_state != "CANCELLED"
            or (final.reason or "").startswith(FIRST_SIGN_STOP)):
        return None
    return final.at


def _cancelled_while_training(ev: BundleEvidence, final: SchedulerEvent) -> bool:
    """The user's CANCELLED of a run whose steps went on until the cancel (within the survival
    grace of it): its owner stopped a run that was training, which is no failure of the run.
    The supervisor's own cancel on a first sign (a rank died) is no owner's stop."""
    if final.job_state != "CANCELLED" or (final.reason or "").startswith(FIRST_SIGN_STOP):
        return False
    last = _last_progress(ev)
    return last is not None and last >= final.at - _survival_grace(ev)


def _failed_without_cause(
    ev: BundleEvidence, others: list[Hit], failed: SchedulerEvent | None
) -> AttributionResult | None:
    """The bundle shows a failure no initiating signature explains (None: it shows none):
    cascade lines, the scheduler's failed state, a stream that ends in a death (a signal, a
    non-zero exit, the program's fatal words), or generic program errors that only relayed the
    runtime. The structure may still single out a node (its system logs went abnormal first),
    or the program's own error be the only thing there is (user_code); otherwise ambiguous."""
    ended = _fatal_endings(ev)
    relayed = ev.derived.get("relayed")
    relayed_hits = [c.hit for c in relayed] if isinstance(relayed, list) else []
    if not (others or failed or ended or relayed_hits):
        return None
    structural = _abnormal_first(ev)
    if structural is not None:
        return structural
    if ended and not others and not relayed_hits:  # a FAILED state is what an exception makes
        program = _program_ending(ev, ended)
        if program is not None:
            return program
    state = ""
    if failed is not None:
        code = "" if failed.exit_code is None else f", exit code {failed.exit_code}"
        state = (f" The scheduler reports {failed.job_state}{code} "
                 f"[scheduler.jsonl:{failed.line}].")
    timed_out = ev.derived.get("relayed_timeout")
    if isinstance(timed_out, Hit) and not others:
        return _result(
            "ambiguous", "hang", timed_out.signature.id, [], timed_out.at,
            [_line(timed_out)], [], 0.4,
            f"The program's error [{_cite(timed_out)}] relays a wait that ran out, in the "
            "runtime's own words at the end of its output; nothing shows which rank "
            "stopped, and no node is implicated." + state)
    if failed is not None and not (others or relayed_hits or ended):
        silent = _failed_after_silent_stall(ev, failed, state)
        if silent is not None:
            return silent
    waited = _wait_ran_out(ev, others, relayed_hits, ended, state)
    if waited is not None:
        return waited
    first = others[0] if others else (relayed_hits[0] if relayed_hits else None)
    if first is not None and first.signature.id in NOT_NETWORK_SIGNS and all(
            h.signature.category in ("network", "unknown") for h in others):
        # NCCL's system or remote error is all there is: NCCL defines the remote error as a
        # network error or a peer that left, the system error as any failed system call
        # (socket, malloc, a library, a device: types.html), so that one is the network only
        # when the bundle's own lines show it (a socket or link error); nobody is implicated
        shown = first.signature.id != "nccl-system-error" or any(
            h.signature.category == "network" and h.signature.id not in NOT_NETWORK_SIGNS
            for h in others)
        return _result(
            "ambiguous", "network" if shown else "unknown", first.signature.id, [], first.at,
            [_line(first)],
            _group(others, ev.overflow), 0.35,
            f"No initiating error; NCCL reports a failed system or network call "
            f"[{_cite(first)}], which may also be a peer that exited; nothing shows which, and "
            "no node is implicated." + state)
    seen = (f" Only cascading or relayed symptoms were found, first {first.signature.id} at "
            f"[{_cite(first)}]." if first else "")
    evidence = [_line(first)] if first else []
    ending = ""
    if ended:
        stream, text = ended[0]
        line = _tail_line(stream, text)
        ending = (f" {len(ended)} stream(s) end abnormally, first [{stream.file}:{line}]: "
                  f"{text[:200]!r}.")
        if not evidence:
            evidence = [EvidenceLine(file=stream.file, line=line, text=text)]
    at = first.at if first else (ended[0][0].last_at if ended else None)
    return _result("ambiguous", "unknown", "unclassified", [], at,
                   evidence, _group(others, ev.overflow), 0.2,
                   "No initiating error matches any signature." + seen + ending + state)


def _says_wait_ran_out(text: str) -> bool:
    """The line reports a wait that ran out, in words or by its exception's class."""
    return WAIT_RAN_OUT.search(text) is not None


def _wait_ran_out(
    ev: BundleEvidence, others: list[Hit], relayed: list[Hit],
    ended: list[tuple[StreamInfo, str]], state: str,
) -> AttributionResult | None:
    """A failed job whose only sign is the programs' own last lines saying a wait ran out (a
    collective's timeout, a deadline, an exception class named for it) in words no catalog
    holds: a peer that never arrived or a rank that stopped, and nothing shows which: `hang`,
    nobody implicated (docs/attribution.md, rule 5). A line a signature read keeps the
    signature's category (a coordination service's barrier timeout is a relay of unknown
    cause: a task crashed, was never scheduled or was late)."""
    if relayed or others:
        return None
    waits = [s for s in ev.streams if s.tail and not endings.is_system_stream(s.stream)
             and _says_wait_ran_out(s.tail[-1])]
    if not waits or any(stream not in waits for stream, _ in ended):
        return None
    waits.sort(key=lambda s: (s.last_at.timestamp() if s.last_at else 0.0, s.file))
    lines = [EvidenceLine(file=s.file, line=_tail_line(s, s.tail[-1]), text=s.tail[-1][:500])
             for s in waits][:MAX_EVIDENCE]
    return _result(
        "ambiguous", "hang", "wait-ran-out", [], waits[0].last_at, lines, [], 0.4,
        f"No initiating error; {len(waits)} stream(s) end with a wait that ran out, first "
        f"[{lines[0].file}:{lines[0].line}], in words no signature knows: a peer that never "
        "arrived or a rank that stopped, and nothing shows which; no node is implicated."
        + state)


def _tail_line(stream: StreamInfo, text: str) -> int:
    """The line number of `text`, one of the stream's last lines (its last line's if unknown)."""
    for number, line in zip(stream.tail_numbers, stream.tail, strict=False):
        if line == text:
            return number
    return stream.lines


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


def _fatal_endings(ev: BundleEvidence) -> list[tuple[StreamInfo, str]]:
    """Streams (a rank's output, a launcher's or the batch system's log; not a kernel or
    system log) whose last lines report a death: a signal, a non-zero exit, a fatal error."""
    found = []
    grace = _survival_grace(ev)
    for stream in ev.streams:
        if stream.rank is None and endings.is_system_stream(stream.stream):
            continue  # a kernel or system log ends with whatever it logged last
        kind, line = endings.ending_of(stream.tail, program=stream.rank is not None)
        if kind is None and stream.rank is not None:
            line = _cut_off_traceback(stream.tail) or _file_ends_in_frames(stream)
            kind = "fatal" if line is not None else None
        if kind != "fatal" or line is None:
            continue
        if stream.rank is not None:
            own = ev.progress.get(stream.rank)
            trained = own.max_step_at if own is not None else None
        else:  # a launcher's report of a death the job trained well past (an elastic restart)
            named = _job_node_named(ev, line)  # a death of one node's process (a pod)
            if named is not None:  # counts as survived only if that node's ranks trained on
                trained = _last_progress(ev, named)
            else:
                trained = _last_progress(ev)
        if trained is not None and stream.last_at is not None and trained > stream.last_at + grace:
            continue  # steps completed well after the stream's last line: it did not end the run
        found.append((stream, line))
    found.sort(key=lambda f: (f[0].last_at.timestamp() if f[0].last_at else float("inf"),
                              f[0].file))
    return found


# a Python traceback's frame (`File "x.py", line 12, in f`; faulthandler's dump of a live
# process's stacks writes `line 12 in f`, no comma, and is no exception) and the lines a frame
# shows under it (its source line, the carets of 3.11+); behind torch elastic's tee prefix,
# TailLog's `[{name}{local_rank}]:`: `[rank0]:`, `[default0]:`, or `[0]:` for an unnamed role;
# behind pdsh's `host: ` (DeepSpeed's and GPT-NeoX's multi-node runner prefixes each line with
# the host that printed it)
TRACEBACK_FRAME = linear_re.compile(
    r'^(?:\[(?:rank|default)?\d+\]: *|[\w.-]+: +)?\s*File "[^"\n]+", line \d+, in \S')
# a device's or a communication library's own failure on the stream: a lower layer the
# program called, not the program (a device lost, NCCL's/BKCL's/HCCL's error-level lines)
RUNTIME_FAULT = linear_re.compile(
    r"(?i:device[_ ]lost\b|\bNative API failed\b|\bNCCL WARN\b|\bHCCL[_ ]E"
    r"|\[(?:ERR|ERROR|WARN)\]\[(?:BKCL|HCCL|NCCL|RCCL|CNCL|XCCL)\]|\bcuda(?:Error| error)\b"
    # PyTorch's legacy THC check of a CUDA call (`THCudaCheck FAIL file=... error=30 : unknown
    # error`, THCGeneral's THCudaCheck macro) and the exception it raised (`cuda runtime error
    # (30) : unknown error`): a CUDA error under the program, as `CUDA error:` is
    r"|\bTHCudaCheck FAIL\b|\bcuda runtime error \(\d+\)"
    # gRPC's own status of a failed call, as its core library formats the error it carries
    # (`{"created":...,"description":"EOF",...,"grpc_status":14}`): the transport under the
    # program failed (grpc/doc/statuscodes.md; 0 is OK)
    r"|\"grpc_status\": ?[1-9])")
# CPython's faulthandler reporting the process's own segmentation fault: a crash, not an
# exception of the program (python-segfault reads it, as the program's only when a stack on
# its node names code; docs/attribution.md, the segfault convention)
_FAULTHANDLER_SEGFAULT = linear_re.compile(r"\bFatal Python error: Segmentation fault\b")


def _cut_off_traceback(tail: tuple[str, ...]) -> str | None:
    """The first frame of a Python traceback the stream ends inside, cut off before its
    exception line (the frames are the program's own call chain into where it raised): the
    output a stopped process left. None when the stream goes on past its frames."""
    frames = _open_frames(tail)
    return tail[frames[0]] if frames else None


def _open_frames(tail: tuple[str, ...]) -> list[int]:
    """Indexes of the traceback frames the stream ends inside (none when it goes on past
    its last frame by more than the frame's own source line and carets)."""
    frames = [i for i, line in enumerate(tail) if TRACEBACK_FRAME.search(line) is not None]
    if not frames or len(tail) - frames[-1] > 3:
        return []
    return frames


# the deepest frame of a cut-off traceback inside a communication layer (torch.distributed,
# a collective library's bindings): the exception it lost is most likely the communication's
# (a timeout, a peer gone), so the cut-off traceback is not counted as the program's.
# DistributedDataParallel's constructor is one too: its work is collectives across the
# process group (verifying parameter shapes, broadcasting the module's state; PyTorch's
# torch/nn/parallel/distributed.py), unlike its forward, which runs the program's module.
COMMUNICATION_FRAME = linear_re.compile(
    r'(?i:File "[^"\n]*(?:[/\\]distributed[/\\]|distributed_c10d|nccl|gloo|collective)[^"\n]*"'
    r'|File "[^"\n]*[/\\]nn[/\\]parallel[/\\]distributed\.py", line \d+, in __init__)')


# the deepest frame of a cut-off traceback inside an object-store client's transfer code
# (boto3's S3 transfer and s3transfer, google-cloud-storage's blob transfers, gcsfs, s3fs,
# azure-storage-blob): the exception it lost was the store's, raised by the upload or
# download of the job's data, as a failed transfer command is (storage.yaml)
OBJECT_STORE_FRAME = linear_re.compile(
    r'File "[^"\n]*[/\\](?:s3transfer|boto3[/\\]s3|google[/\\]cloud[/\\]storage|gcsfs|s3fs'
    r'|azure[/\\]storage[/\\]blob)[/\\][^"\n]*"')


def _cut_off_in_communication(stream: StreamInfo) -> bool:
    """The stream ends inside a traceback (its exception line cut off) whose deepest frame
    is a communication layer's. The tail passes over indented frames, so the deepest one is
    read from the end of the file itself (only for a stream that ends the run this way)."""
    return _cut_off_in(stream, COMMUNICATION_FRAME)


def _cut_off_in(stream: StreamInfo, layer: linear_re.Regex) -> bool:
    """The stream ends inside a traceback whose deepest frame is the given layer's."""
    frames = _open_frames(stream.tail)
    if frames:
        return layer.search(stream.tail[frames[-1]]) is not None
    if not stream.tail or not stream.tail[-1].endswith("Traceback (most recent call last):"):
        return False  # the stream went on past its traceback's header: not cut off
    last = _last_frame_in_file(stream)
    return last is not None and layer.search(last) is not None


def _last_frame_in_file(stream: StreamInfo, window: int = 8192) -> str | None:
    if stream.path is None:
        return None
    try:
        block = read_regular_end(stream.path, window).decode("utf-8", "replace")
    except OSError:
        return None
    for line in reversed(block.splitlines()):
        at = line.find('File "')
        if at >= 0 and TRACEBACK_FRAME.search(line[at:]) is not None:
            return line[at:]
    return None


# glog's ERROR or FATAL line (`E1113 02:34:53.065978 3280271 file.cc:258] ...`, its
# `[IWEF]mmdd hh:mm:ss.uuuuuu threadid file:line]` prefix, behind a launcher's `[-]` tag):
# a native layer under the program logging its own failure
_NATIVE_ERROR_LOG = linear_re.compile(
    r"(?:^|\]|\s)[EF]\d{4} \d\d:\d\d:\d\d\.\d+ +\d+ [^\s\]]+:\d+\]")

# a logging record below error level (`[WARNING]:`, ` - INFO - `, `W1113 ...`): the run
# logging on, not an exception's message printed above its frames
_LOG_RECORD_BELOW_ERROR = linear_re.compile(
    r"(?:\[|\b)(?:DEBUG|INFO|WARN|WARNING|NOTICE)(?:\]|\b)|^[IW]\d{4} \d\d:\d\d:\d\d")


def _file_ends_in_frames(stream: StreamInfo, window: int = 8192) -> str | None:
    """The deepest frame of a Python traceback the rank's file ends inside when its header
    and message fell out of the kept lines (a posted excerpt of frames only, a message
    printed above its frames): the tail passes over indented frames, so the file's own end
    is read. None when the file goes on past its last frame by more than the frame's source
    line and carets, or when that frame is a communication layer's (rule 5's cut-off).
    Only with a line kept above the frames (the message a posted excerpt puts first) and no
    native runtime's own error among the kept lines (glog's `E1113 02:34:53.065978 pid
    file.rs:258]`): frames alone, or under a native layer's failure, stay of unknown cause."""
    if stream.path is None or not stream.tail:
        return None
    if any(_NATIVE_ERROR_LOG.search(line) is not None for line in stream.tail):
        return None
    if _LOG_RECORD_BELOW_ERROR.search(stream.tail[-1]) is not None:
        return None  # the line above is the run's own logging going on, not the message
    try:
        block = read_regular_end(stream.path, window).decode("utf-8", "replace")
    except OSError:
        return None
    lines = [line for line in block.splitlines() if line.strip()]
    for line in reversed(lines[-3:]):
        at = line.find('File "')
        if at >= 0 and TRACEBACK_FRAME.search(line[at:]) is not None:
            frame = line[at:]
            return None if COMMUNICATION_FRAME.search(frame) is not None else frame
    return None


def _job_node_named(ev: BundleEvidence, text: str) -> str | None:
    """The one job node a line names as a whole word (a pod or host name), longest first:
    `worker-1` is not read inside `worker-10`."""
    for node in sorted(ev.job.nodes, key=len, reverse=True):
        at = text.find(node)
        while at >= 0:
            before = text[at - 1] if at > 0 else " "
            after = text[at + len(node)] if at + len(node) < len(text) else " "
            if not (before.isalnum() or before in "_.-") and not (
                    after.isalnum() or after in "_-"):
                return node
            at = text.find(node, at + 1)
    return None


def _program_ending(
    ev: BundleEvidence, ended: list[tuple[StreamInfo, str]]
) -> AttributionResult | None:
    """A rank's output that ends with the program's own failure (an uncaught exception,
    Go's panic, the JVM's or C++'s) on a stack no catalog knows, with nothing else about any
    node (no orchestrator event, no kernel or daemon line, no node state): user_code."""
    program = [(s, t) for s, t in ended if s.rank is not None and (
        endings.is_program_error(t) or TRACEBACK_FRAME.search(t) is not None)
        and _FAULTHANDLER_SEGFAULT.search(t) is None]
    if not program or len(program) != len(ended):
        return None
    if witnesses.gather(ev, None, set()) or any(e.node_state for e in ev.scheduler):
        return None
    if any(RUNTIME_FAULT.search(line) is not None for s, _ in program for line in s.tail):
        return None  # a device or a communication library failed under the program
    if any(_cut_off_in_communication(s) for s, _ in program):
        return None  # rule 5: the exception a communication call raised was cut off
    stream, text = program[0]
    line = _tail_line(stream, text)
    if all(_cut_off_in(s, OBJECT_STORE_FRAME) for s, _ in program):
        return _result(
            "attributed", "storage", "object-store-transfer-cut-off", [], stream.last_at,
            [EvidenceLine(file=stream.file, line=line, text=text)], [], 0.5,
            f"Rank {stream.rank}'s output ends inside a traceback cut off in an object-store "
            f"client's transfer [{stream.file}:{line}]: the upload or download of the job's "
            "data raised; the store's error itself was not kept.", node=stream.node,
            rank=stream.rank,
        )
    return _result(
        "attributed", "user_code", "program-error-ending", [], stream.last_at,
        [EvidenceLine(file=stream.file, line=line, text=text)], [], 0.55,
        f"Rank {stream.rank}'s output ends with the program's own error [{stream.file}:"
        f"{line}]: {text[:200]!r}; no signature knows this stack and nothing else "
        "(kernel, device, scheduler, orchestrator) explains it.", node=stream.node,
        rank=stream.rank,
    )


def _abnormal_first(ev: BundleEvidence) -> AttributionResult | None:
    """No signature names the cause, but a node's kernel or daemon logs went abnormal before
    any other node's and a second independent witness agrees (witnesses.single_out): that
    node, with the category its lines' subsystem names (a link, its own disk, a device)."""
    abnormal = sorted(((s.abnormal[1], s.file, s) for s in ev.streams
                       if s.abnormal is not None and s.node in ev.job.nodes),
                      key=lambda a: (a[0], a[1]))
    if not abnormal:
        return None
    at, _, first_stream = abnormal[0]
    found = witnesses.single_out(witnesses.gather(ev, at, set()))
    if found is None:
        return None
    lines = [w.line for w in found.witnesses if w.line is not None]
    lines += [(w.hit.file, w.hit.line, w.hit.text) for w in found.witnesses if w.hit is not None]
    named = {endings.subsystem_category(text) for _, _, text in lines} - {"unknown"}
    category: Category = named.pop() if len(named) == 1 else "unknown"
    evidence = [EvidenceLine(file=f, line=n, text=t[:500]) for f, n, t in lines][:MAX_EVIDENCE]
    return _result(
        "attributed", category, "structural-first-abnormal", [found.node], at, evidence, [],
        found.confidence(),
        f"No signature matches; {found.node}'s own logs went abnormal first "
        f"[{first_stream.file}:{first_stream.abnormal[0] if first_stream.abnormal else 0}]; "
        f"{found.explain()}. Implicated: {found.node}.", node=found.node,
    )


def _network_cascade(ev: BundleEvidence, timeouts: list[Hit]) -> AttributionResult | None:
    """No initiating error, but connections failed before the job stalled (or as it died):
    the network is the first sign. Several independent reports naming one end implicate that
    node; one report, or reports that agree on no end, implicate nobody."""
    before = timeouts[0].at + TIE if timeouts else None
    failed = [h for h in ev.hits if h.signature.role == "cascade"
              and h.signature.category == "network" and h.signature.id not in NOT_NETWORK_SIGNS
              and (before is None or h.at <= before) and not _trained_past(ev, h)]
    if not failed:
        return None
    if timeouts:
        # Which ranks stopped is the stronger evidence when it is known from the processes or
        # Flight Recorder, or when the connections failed no earlier than the timeouts (within
        # clock tolerance): then they are the peers of ranks that timed out and exited.
        strong = ev.flight is not None or bool(ev.stopped)
        clearly_first = any(h.at < timeouts[0].at - TIE for h in failed)
        if strong or not clearly_first:
            hang = _hang(ev, timeouts)
            if hang.verdict == "attributed":
                return hang
    cascading = _group([h for h in ev.hits if h.signature.role == "cascade"], ev.overflow)
    shared = _shared_endpoint(ev)
    if shared is not None:
        node, reports = shared
        first = reports[0]
        cites = ", ".join(f"[{_cite(h)}]" for h in reports[:MAX_EVIDENCE])
        return _result(
            "attributed", "network", first.signature.id, [node], first.at,
            [_line(h) for h in reports[:MAX_EVIDENCE]], cascading, 0.7,
            f"No initiating error; {len(reports)} independent reporters' connections to "
            f"{node} failed ({cites}){' before the collectives timed out' if timeouts else ''}: "
            f"their agreement implicates it. Implicated: {node}.", node=node,
        )
    first = failed[0]
    return _result(
        "ambiguous", "network", first.signature.id, [], first.at, [_line(first)], cascading,
        0.45,
        f"No initiating error; connections failed first, from {first.signature.id} "
        f"[{_cite(first)}] on{', before the collectives timed out' if timeouts else ''}, and "
        "no end of them is named by independent reports; no node is implicated.",
    )


def _stalled(ev: BundleEvidence) -> AttributionResult | None:
    """A job still running whose ranks all stopped completing steps long before the bundle
    was collected, with no error logged: a silent hang (e.g. a deadlock before any watchdog)."""
    collected = _still_running_at(ev) or _owner_cancelled_at(ev)
    if collected is None:
        return None
    done = [(p.max_step_at, rank, p) for rank, p in ev.progress.items() if p.max_step_at]
    if not done:
        return None
    last_at, _, last = max(done, key=lambda d: d[0])
    stall = (collected - last_at).total_seconds()
    typical = _typical_step_seconds(ev)
    if stall < _stall_needed(ev, typical):
        return None
    evidence = [EvidenceLine(file="metrics.jsonl", line=last.max_step_line,
                             text=last.max_step_text)] if last.max_step_line else []
    recorded = _flight_recorder(ev, last_at, [])
    if recorded is not None:
        return recorded
    stopped = _stopped_process(
        ev, last_at, evidence, [], f"The job hung: no rank completed a step for {stall:.1f}s"
    )
    if stopped is not None:
        return stopped
    behind = _ranks_behind(ev)
    behind_nodes = sorted({ev.job.rank_node(r) or "" for r in behind} - {""})
    logged = next((s for s in ev.streams if s.last_at == collected), None)
    said = (f"its streams' last line, [{logged.file}:{logged.lines}], under the scheduler's "
            "RUNNING" if logged is not None and collected != ev.job.collected_at
            else "the bundle's latest word on it")
    what = (f"no rank completed a step for {stall:.1f}s while the job still ran ({said}, "
            f"{_ts(collected)}) "
            f"(last step {last.max_step:g} at {_ts(last_at)} [metrics.jsonl:{last.max_step_line}], "
            f"typical step {typical:.2f}s) and no error was logged")
    if (len(behind_nodes) == 1 and len(behind) < len(ev.job.ranks)
            and _waited_elsewhere(ev, behind_nodes[0], _ranks_ahead(ev, behind))):
        node = behind_nodes[0]
        return _result(
            "attributed", "hang", "no-progress", [node], last_at,
            (evidence + _progress_evidence(ev, node))[:MAX_EVIDENCE], [], 0.6,
            f"The job hung: {what}; rank(s) {', '.join(map(str, behind))} stopped at an "
            f"earlier step, all on {node}. Implicated: {node}.", node=node,
        )
    apart = "every rank stopped at the same step, so nothing shows which rank is at fault"
    if len(behind_nodes) == 1 and len(behind) < len(ev.job.ranks):
        apart = (f"rank(s) {', '.join(map(str, behind))} stopped at an earlier step, but every "
                 f"rank ahead of them ran on the same machine, {behind_nodes[0]}: that sets a "
                 "process apart from its neighbours, not a machine from the others")
    return _result(
        "ambiguous", "hang", "no-progress", [], last_at, evidence, [], 0.5,
        f"The job hung: {what}; {apart}, and no node is implicated.",
    )


def _failed_after_silent_stall(
    ev: BundleEvidence, failed: SchedulerEvent, state: str
) -> AttributionResult | None:
    """A job whose ranks all stopped completing steps, whose streams then logged nothing, and
    which the scheduler reports failed longer after the last step than a hang takes: the
    stall is all the bundle shows (a collective's watchdog ending a hung run is the usual
    such failure, its own line not kept), read as a stall is while the job still runs or
    when its owner cancels it: `ambiguous`, `hang`, nobody implicated. None when any stream
    logged past the last step (something else was going on) or the failure came sooner."""
    last_at = _last_progress(ev)
    if last_at is None:
        return None
    grace = _survival_grace(ev)
    if any(s.last_at is not None and s.last_at > last_at + grace
           for s in ev.streams if not endings.is_system_stream(s.stream)):
        return None
    stall = (failed.at - last_at).total_seconds()
    if stall < max(_stall_needed(ev, _typical_step_seconds(ev)), grace.total_seconds(),
                   WATCHDOG_MIN_SECONDS):
        return None
    last = max((p for p in ev.progress.values() if p.max_step_at),
               key=lambda p: p.max_step_at or last_at)
    evidence = [EvidenceLine(file="metrics.jsonl", line=last.max_step_line,
                             text=last.max_step_text)] if last.max_step_line else []
    return _result(
        "ambiguous", "hang", "stalled-then-failed", [], last_at, evidence, [], 0.4,
        f"The job hung: no rank completed a step for {stall:.1f}s before it failed (last step "
        f"{last.max_step:g} at {_ts(last_at)}) and nothing was logged in between; nothing "
        "shows which rank stopped, and no node is implicated." + state)


def _stopped_process(
    ev: BundleEvidence,
    at: datetime,
    evidence: list[EvidenceLine],
    cascading: list[CascadeGroup],
    seen: str,
) -> AttributionResult | None:
    """A hang where the processes of exactly one node's ranks (not all ranks) are stopped
    (state T in processes.jsonl, e.g. SIGSTOP): those ranks hung, the others wait for them
    in the collective (or timed out in it). None stopped, or on several nodes: this says
    nothing. ``seen``: what showed the hang (the stall, the peers' timeouts)."""
    stopped = ev.stopped or {}
    nodes = sorted(set(stopped.values()))
    if len(nodes) != 1 or len(stopped) >= len(ev.job.ranks):
        return None
    node, ranks = nodes[0], sorted(stopped)
    waiting = sorted(int(r) for r in ev.job.ranks if str(r).isdigit() and int(r) not in stopped)
    return _result(
        "attributed", "hang", "stopped-process", [node], at, evidence, cascading, 0.8,
        f"{seen}; the process of rank(s) {', '.join(map(str, ranks))} on {node} is stopped "
        f"(state T [processes.jsonl]); rank(s) {', '.join(map(str, waiting))} wait for it "
        f"in the collective. Implicated: {node}.",
        node=node, rank=ranks[0] if len(ranks) == 1 else None,
    )


def _flight_recorder(
    ev: BundleEvidence, at: datetime | None, cascading: list[CascadeGroup]
) -> AttributionResult | None:
    """A hang whose Flight Recorder dumps show the ranks that never entered the collective the
    others wait in: those ranks' node, when they are all on one node (and not every rank)."""
    found = ev.flight
    if found is None:
        return None
    nodes = sorted({ev.job.rank_node(w.rank) or "" for w in found.missing} - {""})
    if len(nodes) != 1 or len(found.missing) >= len(ev.job.ranks):
        return None
    node = nodes[0]
    missing = ", ".join(str(w.rank) for w in found.missing)
    waiting = found.waiting[0]
    last = found.missing[0]
    evidence = [EvidenceLine(file=w.file, line=w.line, text=w.text[:500])
                for w in [waiting, *found.missing]][:MAX_EVIDENCE]
    return _result(
        "attributed", "hang", "flight-recorder-missing-rank", [node], at, evidence, cascading,
        0.8,
        f"Flight Recorder dumps: {len(found.waiting)} rank(s) wait in collective "
        f"#{found.seq} ({found.collective}) of process group {found.group} "
        f"[{waiting.file}:{waiting.line}]; rank(s) {missing} on {node} never entered it (last "
        f"collective #{last.seq}, {last.state} [{last.file}:{last.line}]). Implicated: {node}.",
        node=node, rank=found.missing[0].rank if len(found.missing) == 1 else None,
    )


def _hang(ev: BundleEvidence, timeouts: list[Hit]) -> AttributionResult:
    """Timeouts with nothing before them: which ranks stopped, if the evidence says so."""
    first = timeouts[0]
    cascading = _group([h for h in ev.hits if h.signature.role == "cascade"], ev.overflow)
    recorded = _flight_recorder(ev, first.at, cascading)
    if recorded is not None:
        return recorded
    stopped_process = _stopped_process(
        ev, first.at, [_line(first)], cascading,
        f"The job hung: collective timeouts from {_cite(first)} on with no earlier error",
    )
    if stopped_process is not None:
        return stopped_process
    timed_out = {h.rank for h in timeouts if h.rank is not None}
    quiet = _gone_silent(ev, timeouts) if timed_out else []
    # quiet within the wait the peers report: placed in time, it shows the rank stopped; with
    # no wait reported it is one witness among others (the independence rule), not a verdict
    placed = _wait_began(timeouts) is not None
    silent = quiet if placed else []
    behind = _ranks_behind(ev)
    stopped = sorted(set(behind) | set(silent)) if behind or silent else []
    stopped_nodes = sorted({ev.job.rank_node(r) or "" for r in stopped} - {""})
    quiet_nodes = {ev.job.rank_node(r) or "" for r in quiet} - {""}
    if (stopped and len(stopped_nodes) == 1 and len(stopped) < len(ev.job.ranks)
            and _waited_elsewhere(ev, stopped_nodes[0], timed_out | _ranks_ahead(ev, behind))):
        node = stopped_nodes[0]
        why = []
        if silent:
            why.append(f"rank(s) {', '.join(map(str, silent))} went quiet before the wait "
                       f"ran out, with no error, while {len(timed_out)} peer rank(s) timed out")
        if behind:
            why.append(f"rank(s) {', '.join(map(str, sorted(behind)))} stopped at an earlier step")
        evidence = [_line(first)] + _progress_evidence(ev, node)
        return _result(
            "attributed", "hang", first.signature.id, [node], first.at, evidence[:MAX_EVIDENCE],
            cascading, 0.65,
            f"Collective timeouts from {_cite(first)} on with no earlier error; "
            f"{' and '.join(why)}, all on {node}. Implicated: {node}.",
            node=node, rank=stopped[0] if len(stopped) == 1 else None,
        )
    what = (f"{len(timed_out) or len(timeouts)} rank(s) timed out in collectives, first "
            f"{first.signature.id} [{_cite(first)}], with no earlier error")
    suspects = set(stopped_nodes) | (quiet_nodes if len(quiet_nodes) == 1 else set())
    found = witnesses.single_out(witnesses.gather(ev, first.at, suspects))
    if found is not None:
        return _by_structure(ev, found, "hang", first, cascading, what)
    failed_calls = _transport_failures(ev, first.at)
    if failed_calls:
        ranks = sorted({r for r, _ in failed_calls})
        return _result(
            "ambiguous", "network", "transport-error-return", [], first.at,
            [line for _, line in failed_calls][:MAX_EVIDENCE], cascading, 0.4,
            f"{what}; rank(s) {', '.join(map(str, ranks))} logged failed calls out of the "
            f"runtime's transport code then, first [{failed_calls[0][1].file}:"
            f"{failed_calls[0][1].line}]: connections failed, and nothing names which end; "
            "no node is implicated.",
        )
    shown = " and nothing showing which rank stopped"
    if stopped and len(stopped_nodes) == 1 and len(stopped) < len(ev.job.ranks):
        shown = (f"; rank(s) {', '.join(map(str, stopped))} stopped, but every rank that "
                 f"waited for them ran on the same machine, {stopped_nodes[0]}: that sets a "
                 "process apart from its neighbours, not a machine from the others")
    return _result(
        "ambiguous", "hang", first.signature.id, [], first.at, [_line(first)], cascading, 0.4,
        f"{what}{shown}; no node is implicated."
        + _weak_witnesses(ev, first.at, suspects),
    )


def _waited_elsewhere(ev: BundleEvidence, node: str, waiting: set[int]) -> bool:
    """Some rank that kept going (it timed out waiting, or completed later steps) ran on
    another node than `node`. Ranks stopping while ranks of their own machine wait for them
    set one process apart from its neighbours, not one machine from the others: with every
    waiting rank on the same node (a job of one node), the stop and the timeouts it caused are
    all there is, and that cascade names no machine (docs/attribution.md, rule 4)."""
    return any((ev.job.rank_node(r) or node) != node for r in waiting)


def _ranks_ahead(ev: BundleEvidence, behind: list[int]) -> set[int]:
    """The ranks reporting steps that are not behind the others (none when none is behind)."""
    if not behind:
        return set()
    return {r for r in ev.progress if r not in behind}


def _gone_silent(ev: BundleEvidence, timeouts: list[Hit]) -> list[int]:
    """Ranks whose own output shows they stopped while their peers waited for them: the
    stream logged up to then (it exists, and its last line falls within the wait the first
    timeout reports, or a few typical steps before it, when it reports one), went quiet before
    the peers' wait ran out, and its last lines hold no error, abort or failed transport call.
    A rank that logged anything at or after the timeouts (the watchdog's take-down, an abort)
    or failed in transport then was not silent; a rank whose partial log merely lacks a
    timeout line, or that only ever logs at start-up (no step recorded, none in its own last
    lines), is not shown to have stopped."""
    first = timeouts[0]
    began = _wait_began(timeouts)
    slack = timedelta(seconds=max(PEER_WINDOW_SECONDS, 3 * _typical_step_seconds(ev)))
    rank_of_file = {s.file: s.rank for s in ev.streams if s.rank is not None}
    complaining = {  # ranks whose own stream shows any error, timeout or not
        rank_of_file[h.file] for h in ev.hits
        if h.file in rank_of_file and h.signature.role != "warning"
    }
    # no step recorded anywhere: a quiet rank whose own lines never showed training may still
    # be starting (a dataset prepared under its own, longer timeout), not stopped
    untrained = _last_progress(ev) is None
    silent = set()
    for stream in ev.streams:
        if (stream.rank is None or stream.lines == 0 or stream.last_at is None
                or stream.rank in complaining):
            continue
        if untrained and not any(endings.shows_progress(t) for t in stream.tail):
            continue
        if stream.last_at >= first.at - TIE:
            continue  # alive when the peers' wait ran out
        if began is not None and stream.last_at < began - slack:
            continue  # quiet long before the wait began: it logs little, not a stop
        if any(endings.is_abnormal(t) or endings.is_error_return(t)
               or endings.ending_of((t,))[0] == "fatal" for t in stream.tail):
            continue  # it failed too (a transport call, an abort), it did not go quiet
        silent.add(stream.rank)
    return sorted(silent)


def _wait_began(timeouts: list[Hit]) -> datetime | None:
    """When the peers began the wait that timed out, from the first timeout that reports how
    long it had waited (None: none says)."""
    for hit in timeouts:
        waited = endings.waited_seconds(hit.text)
        if waited is not None:
            return hit.at - timedelta(seconds=min(waited, MAX_GRACE_SECONDS))
    return None


def _transport_failures(ev: BundleEvidence, at: datetime) -> list[tuple[int, EvidenceLine]]:
    """Ranks whose last lines, logged no later than the first timeout (clock tolerance
    aside), trace an error returned out of the runtime's transport code (NCCL's socket or IB
    code): (rank, the first such line), earliest stream first."""
    found: list[tuple[datetime, int, EvidenceLine]] = []
    for stream in ev.streams:
        if stream.rank is None or stream.last_at is None or stream.last_at > at + TIE:
            continue
        for number, text in zip(stream.tail_numbers, stream.tail, strict=False):
            if endings.is_transport_failure(text):
                found.append((stream.last_at, stream.rank,
                              EvidenceLine(file=stream.file, line=number, text=text[:500])))
                break
    return [(rank, line) for _, rank, line in sorted(found, key=lambda f: (f[0], f[1]))]


def _by_structure(
    ev: BundleEvidence, found: witnesses.Finding, category: Category, first: Hit,
    cascading: list[CascadeGroup], what: str,
) -> AttributionResult:
    """A cause no line names outright, placed on the node independent witnesses single out;
    when the node's own unmatched system lines name what failed (a link, its disk, a device),
    that is the category (a hang whose cause is its link going down is the network's)."""
    node = found.node
    cited = [w.hit for w in found.witnesses if w.hit is not None]
    evidence = [_line(h) for h in cited][:MAX_EVIDENCE] or [_line(first)]
    unmatched = [w.line for w in found.witnesses if w.line is not None and w.kind == "system"]
    named = {endings.subsystem_category(text) for _, _, text in unmatched} - {"unknown"}
    if len(named) == 1:
        category = named.pop()
        evidence = ([EvidenceLine(file=f, line=n, text=t[:500]) for f, n, t in unmatched]
                    + evidence)[:MAX_EVIDENCE]
    return _result(
        "attributed", category, "structural-witnesses", [node], first.at,
        evidence + _progress_evidence(ev, node)[:MAX_EVIDENCE - len(evidence)], cascading,
        found.confidence(),
        f"{what}; {found.explain()}. Implicated: {node}.", node=node,
    )


def _weak_witnesses(ev: BundleEvidence, at: datetime, behind: set[str]) -> str:
    """What the structure shows when it singles out nobody (one witness is not enough)."""
    seen = witnesses.gather(ev, at, behind)
    if not seen:
        return ""
    nodes = sorted({w.node for w in seen})
    return (f" Witnesses found ({len(seen)}, about {', '.join(nodes)}) do not single out a "
            "node: one witness alone is what a cascade also produces.")


def _straggler(ev: BundleEvidence, finding: StragglerFinding) -> AttributionResult:
    confidence = 0.55 + 0.35 * finding.slow_fraction
    evidence: list[EvidenceLine] = []
    return _result(
        "attributed", "straggler", "straggler-step-seconds", [finding.node],
        finding.first_slow_at, evidence, [], confidence,
        f"{finding.node} (ranks {', '.join(map(str, finding.ranks))}) took a median "
        f"{finding.node_median:.3g}s per step against its peers' {finding.peer_median:.3g}s, "
        f"slow in {finding.slow_fraction:.0%} of {finding.samples} step_seconds samples in "
        f"metrics.jsonl. Implicated: {finding.node}.",
        node=finding.node,
    )


# ---- helpers -------------------------------------------------------------------------------
def _ranks_behind(ev: BundleEvidence) -> list[int]:
    """Ranks whose last completed step is clearly behind the others': two or more steps, or
    one step and a silence longer than three typical steps (not just reporting jitter)."""
    steps = {r: p for r, p in ev.progress.items() if p.max_step is not None and p.max_step_at}
    if len(steps) < 2:
        return []
    top = max(p.max_step for p in steps.values())  # type: ignore[type-var]
    top_at = max(p.max_step_at for p in steps.values() if p.max_step == top)  # type: ignore
    typical = _typical_step_seconds(ev)
    behind = []
    for rank, prog in steps.items():
        gap = top - prog.max_step  # type: ignore[operator]
        silence = (top_at - prog.max_step_at).total_seconds()  # type: ignore[operator]
        if gap >= 2 or (gap >= 1 and silence > 3 * typical):
            behind.append(rank)
    return sorted(behind)


def _fell_behind(ev: BundleEvidence, node: str) -> bool:
    behind = _ranks_behind(ev)
    return bool(behind) and all(ev.job.rank_node(r) == node for r in behind)


def _progress_evidence(ev: BundleEvidence, node: str) -> list[EvidenceLine]:
    out = []
    for _rank, prog in sorted(ev.progress.items()):
        if prog.node == node and prog.max_step is not None and prog.max_step_line:
            out.append(EvidenceLine(
                file="metrics.jsonl", line=prog.max_step_line,
                text=prog.max_step_text,
            ))
    return out[:2]


def _group(
    hits: list[Hit], overflow: dict[tuple[str, str, str | None, int | None], int] | None = None
) -> list[CascadeGroup]:
    """Hits and counted overflow by signature; each group's nodes and ranks gathered in sets
    (a 2,048-node job's watchdog timeouts are 16,384 hits of one signature)."""
    counts: dict[tuple[str, str], int] = {}
    nodes: dict[tuple[str, str], set[str]] = {}
    ranks: dict[tuple[str, str], set[int]] = {}

    def tally(key: tuple[str, str], node: str | None, rank: int | None, count: int) -> None:
        if key not in counts:
            counts[key], nodes[key], ranks[key] = 0, set(), set()
        counts[key] += count
        if node:
            nodes[key].add(node)
        if rank is not None:
            ranks[key].add(rank)

    for h in hits:
        tally((h.signature.id, h.signature.category), h.node, h.rank, 1)
    for (sig, cat, node, rank), n in (overflow or {}).items():
        tally((sig, cat), node, rank, n)
    return [CascadeGroup(signature=key[0], category=key[1], nodes=sorted(nodes[key]),
                         ranks=sorted(ranks[key]), count=counts[key]) for key in counts]


def _cascade_summary(cascading: list[CascadeGroup]) -> str:
    if not cascading:
        return ""
    total = sum(g.count for g in cascading)
    nodes = {n for g in cascading for n in g.nodes}
    top = ", ".join(g.signature for g in sorted(cascading, key=lambda g: -g.count)[:3])
    return f"; {total} later line(s) on {len(nodes)} node(s) are cascading ({top})"


def _result(
    verdict: Verdict, category: Category, signature: str, implicated: list[str],
    at: datetime | None, evidence: list[EvidenceLine], cascading: list[CascadeGroup],
    confidence: float, explanation: str, node: str | None = None, rank: int | None = None,
) -> AttributionResult:
    return AttributionResult(
        verdict=verdict,
        category=category,
        signature=signature,
        implicated_nodes=implicated,
        initiating=Initiating(at=at, node=node, rank=rank, evidence=evidence),
        cascading=cascading,
        confidence=_clamp(confidence),
        retryable=RETRYABLE_BY_DEFAULT[category],
        explanation=explanation,
    )


def _line(hit: Hit) -> EvidenceLine:
    return EvidenceLine(file=hit.file, line=hit.line, text=hit.text[:500])


def _cite(hit: Hit) -> str:
    return f"{hit.file}:{hit.line}"


def _relayed_from(hit: Hit) -> str:
    """How a line another node's stream holds was placed: the prefix that names its writer
    (bundle/provenance.py); empty for a line of its stream's own node."""
    parts = hit.file.split("/")
    holder = parts[1] if len(parts) == 3 and parts[0] == "logs" else None
    if hit.provenance is None or hit.reporter is None or hit.reporter == holder:
        return ""
    return f" (written on {hit.reporter}, as its {hit.provenance} prefix says)"


def _stream_for(ev: BundleEvidence, file: str) -> StreamInfo | None:
    """The stream a line's file is (None: the line is no log file's, e.g. scheduler.jsonl)."""
    return next((s for s in ev.streams if s.file == file), None)


def _ts(at: datetime | None) -> str:
    return at.isoformat() if at else "?"


def _clamp(value: float) -> float:
    return round(min(0.99, max(0.05, value)), 2)
