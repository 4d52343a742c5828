"""Corroboration: whether a candidate's own evidence is borne out by what else the bundle shows.

A signature's corroboration conditions (`corroboration_holds`: job_running, node_witnessed,
job_failed_soon and the older ones), whether the node logged on or the program stopped after the
report, and peer reports that name a node. Apart from correlate.py so what a candidate needs to
count reads in one place, separate from how candidates are ordered.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from trainwarden.attribution import crash_frames, endings, witnesses
from trainwarden.attribution.bundle import BundleEvidence, Hit, StreamInfo
from trainwarden.attribution.correlation_common import (
    DEFER_WINDOW,
    FAILED_JOB_STATES,
    PEER_WINDOW_SECONDS,
    Candidate,
    final_job_state,
    last_progress_at,
    stream_for_file,
    survival_grace,
    typical_step_seconds,
)
from trainwarden.attribution.stall_clocks import (
    hang_seconds,
    stall_needed_seconds,
    still_running_at,
)
from trainwarden.attribution.stopped_ranks import node_fell_behind, stalling_timeouts
from trainwarden.untrusted import linear_re

MIN_INDEPENDENT_REPORTS = 2
# a program that failed to start is silent within this long of its error (a rendezvous or
# collective timeout of the peers it left waiting may still print, up to 30 minutes later)
PROGRAM_STOP_WINDOW = timedelta(minutes=30)
HARDWARE_CATEGORIES = frozenset({"gpu_hardware", "network", "node_failure", "storage"})


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


def peer_corroborated(ev: BundleEvidence, node: str, at: datetime) -> bool:
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
    return node_fell_behind(ev, node)


def shared_endpoint(ev: BundleEvidence) -> tuple[str, list[Hit]] | None:
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


def corroboration_holds(ev: BundleEvidence, cand: Candidate, what: str) -> bool:
    """Whether the bundle shows `what`, one of the candidate's signature's corroboration terms."""
    final = final_job_state(ev)
    failed = final is not None and final.job_state in FAILED_JOB_STATES
    if what == "job_failed":
        return failed
    if what == "job_failed_uncut":
        return failed and not any(_ends_in_cut_traceback(s) for s in ev.streams
                                  if not endings.is_system_stream(s.stream))
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
    if what == "norm_not_recovered":
        return _norm_not_recovered(ev, cand.hit)
    if what == "multi_node_job":
        return len(set(ev.job.nodes)) > 1
    if what == "stack_names_code":
        node = cand.hit.node
        return any(crash_frames.end_names_code(s.path) for s in ev.streams
                   if (s.node == node if node is not None else s.file == cand.hit.file)
                   and not endings.is_system_stream(s.stream))
    # progress_stopped: no step completed well after the line, and the job did stop (it
    # failed, collectives timed out, or the bundle shows a stall); without step data nothing
    # shows that training stopped. A line logged when training had already been stalled
    # longer than a hang takes (`stall_needed_seconds`) came after the stop: it cannot be what
    # stopped it (a soft lockup printed as a hung run is killed)
    last_progress = last_progress_at(ev)
    if last_progress is None:
        return False
    grace = survival_grace(ev)
    stopped = failed or _job_running_stalled(ev) or bool(stalling_timeouts(ev))
    already_stalled = (cand.at - last_progress).total_seconds() > hang_seconds(ev)
    return last_progress <= cand.at + grace and stopped and not already_stalled


_CUT_WINDOW = 8192  # bytes: a stream's end, where a cut traceback's frames are


def _ends_in_cut_traceback(stream: StreamInfo) -> bool:
    """The stream's last lines are a Python traceback's header and nothing after it but
    indented lines (its frames and their source lines): cut before its exception line."""
    texts = [t for t in stream.end_texts(_CUT_WINDOW) or [] if t.strip()]
    header = next((i for i in range(len(texts) - 1, -1, -1)
                   if endings.TRACEBACK_HEADER.search(texts[i]) is not None), None)
    return header is not None and all(t.startswith((" ", "\t")) for t in texts[header + 1:])


def _program_stopped(ev: BundleEvidence, hit: Hit) -> bool:
    """The program that printed the line went no further: no step was recorded after it, its
    stream's last lines after it show no start-up or training, and the stream fell silent
    within PROGRAM_STOP_WINDOW. A job script's `module: command not found` in a prologue, or a
    missing optional library, is followed by the run starting and training: no cause."""
    if any(p.max_step_at and p.max_step_at > hit.at for p in ev.progress.values()):
        return False
    stream = stream_for_file(ev, hit.file)
    if stream is None:
        return True
    if stream.last_at is not None and stream.last_at - hit.at > PROGRAM_STOP_WINDOW:
        return False
    return not _went_on(stream, hit)


def program_went_on(ev: BundleEvidence, hit: Hit) -> bool:
    """The line's own stream shows its program going on after it: start-up or training among
    its last lines after the line (not the abort's or a launcher's report, nor another
    process's line amid a stack being printed)."""
    stream = stream_for_file(ev, hit.file)
    return stream is not None and _went_on(stream, hit)


def _went_on(stream: StreamInfo, hit: Hit) -> bool:
    after = [(n, text) for n, text in _after_launcher_report(stream, hit.line)
             if ABORT_REPORT.search(text) is None and REFUSAL_REPORT.search(text) is None]
    kept = set(stream.tail_numbers)
    # a traceback printed after the line is the program stopping: its frames' source lines and
    # its exception's words (`run_gpu_stress_test()  # 启动 GPU ...`, `RuntimeError: CUDA
    # error: ...`) name devices and start-up as often as not, and are no start-up of its own
    stack_from = next((n for n, text in after if endings.TRACEBACK_HEADER.search(text)), None)
    return any(endings.shows_progress(text)
               or (endings.is_startup(text) and not _amid_stack(n, kept, stream.lines)
                   and (stack_from is None or n < stack_from))
               for n, text in after)


def _amid_stack(n: int, kept: set[int], lines: int) -> bool:
    """Line n has indented lines on both sides, which the stream's tail passes over (a stack's
    frames and source lines, bundle/logscan.py): it was written while a stack was printed. A
    start-up line there is another process's, written into the one stream (mpirun's, a
    launcher's: several ranks printing their tracebacks at once), not the program going on
    past its error; a program that went on would not be printing its stack around it."""
    return n - 1 not in kept and n + 1 not in kept and 1 < n < lines


# a finite gradient norm as trainers log it (`grad_norm: 2.5099`, `'grad_norm': 37.75`,
# Megatron's `grad norm: 0.794`): training past a NaN norm's skipped step
_FINITE_NORM = linear_re.compile(r"(?i)\bgrad(?:ient)?[_ ]?norm['\"]?(?::|=| =) ?[-+]?\.?\d")


def _norm_not_recovered(ev: BundleEvidence, hit: Hit) -> bool:
    """A NaN/Inf gradient norm among its stream's last lines with no finite norm after it
    there: training went on (if at all) without recovering, unlike a mixed-precision
    scaler's skipped step, after which the norms are finite again. A run the scheduler
    reports COMPLETED finished training past it: a skipped step (mmcv's norm, averaged over
    a logging window, shows NaN when one step in it was skipped)."""
    final = final_job_state(ev)
    if final is not None and final.job_state == "COMPLETED":
        return False
    stream = stream_for_file(ev, hit.file)
    if stream is None or hit.line not in stream.tail_numbers:
        return False
    return not any(_FINITE_NORM.search(text) for n, text in stream.numbered_tail if n > hit.line)


# Open MPI's help text (opal_show_help) frames each message between rules of dashes; its own
# wrapped sentences ("did not launch the job ... rank 0; it may have occurred ...", `Node:`,
# `Executable:`) are the report, not the program going on. A help message is a dozen lines.
_HELP_RULE = linear_re.compile(r"^\s*-{20,}\s*$")
_HELP_LINES = 12


def _after_launcher_report(stream: StreamInfo, line: int) -> list[tuple[int, str]]:
    """The stream's tail lines after `line`, without the rest of a launcher's help message
    (its lines up to a closing rule of dashes at most _HELP_LINES lines on)."""
    rest = [(n, text) for n, text in stream.numbered_tail if n > line]
    closing = next((i for i, (n, text) in enumerate(rest)
                    if n - line <= _HELP_LINES and _HELP_RULE.search(text)), None)
    return rest if closing is None else rest[closing + 1:]


# the refusal's own words and the launcher's report of it, not the program going on: argparse's
# usage line and its `PROG: error: ...` that every other rank writes into the same stream
# (Lib/argparse.py: `print_usage`, then `error` writes `%(prog)s: error: %(message)s`; a usage
# naming `[--local_rank LOCAL_RANK]` reads as start-up), and torch elastic's report of the
# worker that exited (`failed (exitcode: 2) local_rank: 0 (pid: 1499185) of binary: ...`,
# torch/distributed/elastic/multiprocessing/api.py)
REFUSAL_REPORT = linear_re.compile(
    r"^\s*usage: [\w./-]+ \[-h\]|^\s*[\w./-]+: error: "
    r"|\bfailed \(exitcode: -?\d+\) local_rank: \d+")


# the abort's own report of the process it ends, not the program going on: glog's failure
# signal handler (`*** Aborted at 1679470813 (unix time) try "date -d @1679470813" if you are
# using GNU date ***`, `*** SIGABRT received at time=...`, its `PC: @ 0x...` and `@ 0x...`
# frames, src/signalhandler.cc) and a shell's word on the job it ran (fish's `Job 1, 'python
# main.py --config ...' terminated by signal SIGABRT`, bash's `Aborted (core dumped) python ...`)
ABORT_REPORT = linear_re.compile(
    # (each line perhaps behind Ray's prefix naming the worker that printed it, `(MeshHostWorker
    # pid=595449) `, python/ray/_private/log_monitor.py)
    r"^\s*(?:\([\w=., -]{0,80}?\bpid=\d+(?:, ip=[\d.]+)?\) +)?"
    r"(?:\*\*\* (?:Aborted at \d+|SIG[A-Z]+ )|(?:PC: )?@ +0x[0-9a-f]+)"
    r"|\bterminated by signal SIG[A-Z]+\b|^\s*Aborted \(core dumped\)"
    # a failed CHECK_OK's own second line, the status it got (`Non-OK-status: expr` then
    # `Status: INTERNAL: Failed to launch ROCm kernel: ...`), and glog's `*** Check failure
    # stack trace: ***` heading the frames (absl/log/check.h, glog's logging.cc)
    r"|^\s*Status: [A-Z_]+: |^\s*\*\*\* Check failure stack trace: \*\*\*"
    # MPICH/Intel MPI Hydra's banner on a rank it lost: `===...`, `=   BAD TERMINATION OF ONE
    # OF YOUR APPLICATION PROCESSES`, `=   RANK 2 PID 30362 RUNNING AT node2` (mpiexec.c)
    r"|^\s*=+\s*$|^\s*=\s{2,}\S")


def _job_failed_soon(ev: BundleEvidence, cand: Candidate) -> bool:
    """The scheduler reported the job FAILED (or NODE_FAIL) within DEFER_WINDOW after the line,
    and no step data shows training already stalled longer than a hang takes before it: the
    run ended right after the line, which without step metrics is all that shows training
    stopped there (a line logged while a long-hung run is killed is its aftermath)."""
    until = cand.at + DEFER_WINDOW
    if not any(e.job_state in ("FAILED", "NODE_FAIL") and cand.at <= e.at <= until
               for e in ev.scheduler):
        return False
    last = last_progress_at(ev)
    if last is None:
        return True
    return (cand.at - last).total_seconds() <= hang_seconds(ev)


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
    seen = still_running_at(ev)
    last = last_progress_at(ev)
    if seen is None or last is None:
        return False
    return (seen - last).total_seconds() >= stall_needed_seconds(ev, typical_step_seconds(ev))
