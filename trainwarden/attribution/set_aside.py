"""The candidates set aside before ordering: initiating lines that are not the cause.

Errors the job kept training after (`split_survived`), failures only with corroboration that
had none or cleared soon after (`split_uncorroborated`), generic program errors that relay the
runtime's own words (`split_relayed`), that ended a background thread of a job still running
(`split_thread_deaths`) or that CPython printed and ignored (`split_ignored`), and what a
generic program error is (`generic`). correlate.py applies them in turn and names what each
set aside in its explanation. Apart from correlate.py so what does not count as a cause reads
in one place, apart from how the candidates left are ordered.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta

from trainwarden.attribution import endings
from trainwarden.attribution.bundle import BundleEvidence, Hit
from trainwarden.attribution.correlation_common import (
    Candidate,
    final_job_state,
    last_progress_at,
    stream_for_file,
    survival_grace,
)
from trainwarden.attribution.corroboration import corroboration_holds
from trainwarden.attribution.stall_clocks import still_running_at
from trainwarden.untrusted import linear_re

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


def split_survived(
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


def split_uncorroborated(
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


def generic(hit: Hit) -> bool:
    """A generic program error (GENERIC_PRIORITY): the program says it failed, not why."""
    sig = hit.signature
    return sig.category == "user_code" and sig.spec.priority <= GENERIC_PRIORITY


def split_relayed(
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
        if not generic(hit):
            kept.append(cand)
            continue
        near = [h for h in ev.hits if h.file == hit.file and abs(h.at - hit.at) <= RELAY_WINDOW]
        runtime = any(
            h.signature.role == "cascade" and h.signature.category in ("hang", "network")
            and (h.rank == hit.rank or h.rank is None or hit.rank is None) for h in near
        ) or any(generic(h) and any(s in h.text for s in RUNTIME_STATUS) for h in near)
        if not runtime and _report_timed_out(ev, hit):
            runtime = True
            ev.derived["relayed_timeout"] = hit
        (relayed if runtime else kept).append(cand)
    return kept, relayed


def split_thread_deaths(
    ev: BundleEvidence, candidates: list[Candidate]
) -> tuple[list[Candidate], list[Candidate]]:
    """Generic program errors whose traceback is headed `Exception in thread NAME:` (Python's
    threading.excepthook): the exception ended that thread, not the process. While the job
    still runs (the scheduler's latest word RUNNING, or none) it did not stop the run: what
    stopped it is for the rest of the bundle to say (a stall, a hang)."""
    if still_running_at(ev) is None:
        return candidates, []
    return _set_aside(candidates, lambda hit: _in_thread(ev, hit))


def split_ignored(
    ev: BundleEvidence, candidates: list[Candidate]
) -> tuple[list[Candidate], list[Candidate]]:
    """Generic program errors whose traceback CPython headed `Exception ignored in:` (the
    default sys.unraisablehook: a destructor's or finalizer's exception, printed and not
    raised), or that a library logged as caught beside its traceback (endings.HANDLED_REPORT):
    they ended nothing, whatever the job's state; what did is for the rest of the bundle to
    say."""
    return _set_aside(candidates, lambda hit: _is_ignored(ev, hit))


def _set_aside(
    candidates: list[Candidate], aside: Callable[[Hit], bool]
) -> tuple[list[Candidate], list[Candidate]]:
    """The candidates kept, and the generic program errors `aside` names, set aside."""
    kept: list[Candidate] = []
    set_aside: list[Candidate] = []
    for cand in candidates:
        (set_aside if generic(cand.hit) and aside(cand.hit) else kept).append(cand)
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
