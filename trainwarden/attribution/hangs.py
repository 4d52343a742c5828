"""The hang and stall rules for a job that went quiet: it stopped making progress without an
error of its own and no collective timeout says which rank stopped.

Silent stalls (`stalled_while_running`), a failure after a silent stall or after the ranks'
own progress lines (`failed_after_silent_stall`, `failed_after_silent_progress`), a run its
owner cancelled while it sat silent (`cancelled_silent_after_progress`,
`cancelled_after_silence`), stacks dumped before it was stopped (`dumped_then_stopped`), a
stop signal's stack that shows the process waiting (`stopped_while_waiting`) and
waits the job outlasted (`waits_outlasted`). Apart from correlate.py so the rules of when a
quiet job is hung read in one place; the clocks and thresholds they measure with are in
stall_clocks.py, and what places a hang on a node (and the hang read from collective
timeouts) in stopped_ranks.py.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from trainwarden.attribution import endings
from trainwarden.attribution.bundle import BundleEvidence, SchedulerEvent, StreamInfo
from trainwarden.attribution.correlation_common import (
    MAX_EVIDENCE,
    attribution_result,
    cascade_groups,
    citation,
    evidence_line,
    final_job_state,
    first_running,
    last_progress_at,
    program_streams,
    progress_evidence_lines,
    stream_ending,
    survival_grace,
    time_text,
    typical_step_seconds,
)
from trainwarden.attribution.result import AttributionResult, EvidenceLine
from trainwarden.attribution.stall_clocks import (
    STALL_FLOOR_SECONDS,
    WATCHDOG_MIN_SECONDS,
    WATCHDOG_STALL_STEPS,
    hang_seconds,
    owner_cancelled_at,
    progress_lines_at,
    progress_lines_ending_at,
    stall_needed_seconds,
    still_running_at,
)
from trainwarden.attribution.stopped_ranks import (
    flight_recorder_result,
    ranks_ahead,
    ranks_behind,
    stopped_process_result,
    waited_elsewhere,
)
from trainwarden.attribution.timestamps import TimeContext, parse_line
from trainwarden.untrusted import linear_re
from trainwarden.untrusted.safeio import read_regular_end

# A collective's own timeout that ran out: the runtime gave up on the wait (PyTorch's NCCL
# watchdog then takes the process down, "To avoid data inconsistency, we are taking the
# entire process down"), so unlike a stall check's warning about a wait still under way it
# never reads as a rank that merely lags.
TIMED_OUT_WAITS = frozenset({
    "nccl-watchdog-timeout", "nccl-async-timeout", "nccl-watchdog-hang-terminate",
    "gloo-timeout", "hccl-exec-timeout", "neuron-exec-timeout"})


# how long a death's own lines take to print (a launcher's summary, the shell's report): lines
# within it before the death are the death's, not the program going on
DEATH_SPAN = timedelta(seconds=60)


def logged_between(stream: StreamInfo, after: datetime, before: datetime,
                   window: int = 8192) -> bool:
    """A line of the stream (read from the file's end) is timed after `after` and before
    `before`: the stream showed life in between."""
    if stream.last_at is None or stream.last_at <= after:
        return False
    end = stream.timed_end(window)
    return end is not None and any(at is not None and after < at < before
                                   for at, _ in end.lines)


def _quiet_until_cancelled(ev: BundleEvidence) -> tuple[StreamInfo, float] | None:
    """The job's owner cancelled it, no step metrics, and none of the program's own streams
    ended: the stream that logged last and how many seconds it had been quiet at the cancel.
    None otherwise (the two cancelled-while-quiet rules below ask the same of a bundle)."""
    cancelled = owner_cancelled_at(ev)
    if cancelled is None or last_progress_at(ev) is not None:
        return None
    own = program_streams(ev) or _indented_only(ev)
    if not own or any(stream_ending(s) is not None for s in own):
        return None
    last = max(own, key=lambda s: s.last_at or cancelled)
    if last.last_at is None:
        return None
    alive = _before_interrupt_echo(last) or last.last_at
    return last, (cancelled - alive).total_seconds()


# the terminal's echo of its operator's Ctrl-C at a line's start (`^C`, ECHOCTL, termios(3)),
# whatever the interrupted program printed after it on that line (Go's `signal: interrupt`,
# os.ProcessState's string for a child ended by SIGINT; Python's `Traceback`)
_INTERRUPT_ECHO = linear_re.compile(r"^\^C")
# the same echo heading Python's traceback of the interrupt: program_endings.py's
# interrupted-after-stall reads those (the frames show where the run waited)
_PYTHON_INTERRUPT = linear_re.compile(r"^(?:\^C)+\s*(?:Traceback|KeyboardInterrupt)\b")


def _before_interrupt_echo(stream: StreamInfo) -> datetime | None:
    """When a stream whose last lines hold the terminal's echo of an interrupt (`^C`) last
    showed life before it: the time of its last timed line before the echo (the lines at the
    echo and after are the stop itself, printed as the run was stopped). None without one."""
    if not any(_INTERRUPT_ECHO.search(t.strip()) for t in stream.tail):
        return None
    if any(_PYTHON_INTERRUPT.search(t.strip()) for t in stream.tail):
        return None
    end = stream.timed_end(_STACK_WINDOW)
    if end is None:
        return None
    before: datetime | None = None
    for at, text in end.lines:
        if _INTERRUPT_ECHO.search(text.strip()) is not None:
            return before
        before = at or before
    return None


def _indented_only(ev: BundleEvidence) -> list[StreamInfo]:
    """The program's streams whose every line is indented (a table of its devices, a test's
    result header), when no stream of the program's kept a tail: the kept tail passes over
    indented lines as over a stack's frames, and the output is still dated by its last line."""
    return [s for s in ev.streams
            if not s.tail and s.lines and s.last_at is not None
            and not endings.is_system_stream(s.stream)]


def _file_last_line(stream: StreamInfo) -> str:
    """The text of the stream file's last line (its time read off), empty when unreadable."""
    if stream.path is None:
        return ""
    try:
        block = read_regular_end(stream.path, 4096).decode("utf-8", "replace")
    except OSError:
        return ""
    lines = [line for line in block.splitlines() if line.strip()]
    if not lines:
        return ""
    return parse_line(lines[-1], stream.ctx or TimeContext())[1].strip()


def cancelled_silent_after_progress(ev: BundleEvidence) -> AttributionResult | None:
    """No step metrics, but the program's own streams last showed training (a loss, an
    iteration), none of them ended, and they stayed silent for longer than a hang takes
    without step data (STALL_FLOOR_SECONDS) before the owner cancelled the job: the hung run
    its owner killed, read as with step metrics (`ambiguous`, `hang`, nobody implicated).
    None with step metrics (`stalled_while_running` reads those), or when anything else fits."""
    quiet = _quiet_until_cancelled(ev)
    if quiet is None:
        return None
    last, stall = quiet
    shown = [(n, t) for n, t in last.numbered_tail if endings.shows_progress(t)]
    if not shown or last.last_at is None or stall < STALL_FLOOR_SECONDS:
        return None
    line, text = shown[-1]
    return attribution_result(
        "ambiguous", "hang", "silent-after-progress", [], last.last_at,
        [EvidenceLine(file=last.file, line=line, text=text[:500])], [], 0.4,
        f"The job hung: its program last showed training [{last.file}:{line}] and then logged "
        f"nothing for {stall:.0f}s until its owner cancelled it; nothing shows which rank "
        "stopped, and no node is implicated.")


# py-spy's `dump` header for each thread of a live process, `Thread 4939 (idle): "MainThread"`
# (py-spy/src/dump.rs: the thread id, idle or active, with `+gil` when it holds the GIL; an
# unnamed native thread's header ends there, `Thread 8287 (active)`)
_LIVE_STACK_DUMP = linear_re.compile(
    r'^Thread (?:\d+|0x[0-9A-Fa-f]+) \((?:idle|active)(?:\+gil)?\)(?:: "|$)')
# the operator's own command at a shell prompt dumping a live process's stacks, `py-spy dump
# --pid 12345` (`-p`; py-spy's README, "dump" shows the current call stack of each thread of a
# running program): the same look into a stuck process when its output was not kept
# gdb's backtrace of a live process whose innermost frame waits, `#0  0x00003fffac2cdd60 in
# pthread_cond_wait@@GLIBC_2.17 () at /lib64/libpthread.so.0` (gdb's frame line, `#N  ADDR in
# FUNCTION (ARGS) at FILE`, the address left out for an inlined frame; gdb's manual,
# "Backtraces"): a thread blocked on a condition variable, a futex, a semaphore or a poll, as a
# framework's main thread sits waiting for a variable or a collective that never completes. A
# crashed process's innermost frame is the signal's (raise, abort, the faulting function) instead
_WAITING_GDB_FRAME = linear_re.compile(
    r'^#0\s+(?:0x[0-9A-Fa-f]+\s+in\s+)?(?:__GI_)?_*(?:pthread_cond_\w*wait\w*'
    r'|pthread_(?:clock)?join\w*|(?:do_)?futex_\w*wait\w*|lll_lock_wait\w*'
    r'|(?:new_)?sem_\w*wait\w*|epoll_wait|poll|ppoll|nanosleep|clock_nanosleep\w*)\b')
_LIVE_STACK_DUMP_COMMAND = linear_re.compile(
    r'(?:^|[#$>]\s*)(?:sudo\s+)?py-spy\s+dump\b[^\n]*?(?:-p|--pid)[\s=]+\d+')


def dumped_then_stopped(ev: BundleEvidence) -> AttributionResult | None:
    """Someone dumped the stacks of the job's live processes (py-spy's thread headers, or a
    gdb backtrace whose main thread waits) and
    the job's owner then cancelled it, or it still runs, with no error logged, no stream
    ending and no step after the dump: a hung run looked into before it was killed, read as
    a stall is (`ambiguous`, `hang`, nobody implicated: a dump shows where threads wait, not
    which rank stopped first). A bundle with no scheduler record at all counts too when the
    dump came a watchdog's wait or more after the last step: the dump itself shows the
    processes alive and stopped. None otherwise."""
    unrecorded = not ev.scheduler and _nothing_read(ev)
    if (owner_cancelled_at(ev) is None and still_running_at(ev) is None
            and not _failed_with_nothing_else(ev) and not unrecorded):
        return None
    dumped = [(s, n, t) for s in ev.streams
              for n, t in s.numbered_tail
              if s.last_at is not None and (_LIVE_STACK_DUMP.search(t.strip())
                                            or _LIVE_STACK_DUMP_COMMAND.search(t.strip()))]
    dumped += [(s, n, t) for s in ev.streams if s.last_at is not None
               for n, t in _waiting_backtrace(s)]
    if not dumped or any(stream_ending(s) is not None for s in ev.streams
                         if s.tail and not endings.is_system_stream(s.stream)):
        return None
    stream, line, text = dumped[0]
    last = last_progress_at(ev)
    if stream.last_at is None or (last is not None and last > stream.last_at):
        return None
    if unrecorded and (last is None
                       or (stream.last_at - last).total_seconds() < WATCHDOG_MIN_SECONDS):
        return None  # no scheduler word: only a dump well after the steps stopped says stuck
    return attribution_result(
        "ambiguous", "hang", "stacks-dumped-while-stuck", [], stream.last_at,
        [EvidenceLine(file=stream.file, line=line, text=text[:500])], [], 0.4,
        f"The job hung: its processes' stacks were dumped [{stream.file}:{line}] with no error "
        "logged and no step after, before it was stopped or while it still ran; nothing shows "
        "which rank stopped, and no node is implicated.")


# a gdb frame line, `#3  0x00003fff6a3e1d10 in mxnet::...` (`#N  FUNCTION (...)` when inlined)
_GDB_FRAME = linear_re.compile(r'^#\d+\s+(?:0x[0-9A-Fa-f]+\s+in\s+)?\S')
_BACKTRACE_WINDOW = 8192  # bytes: a backtrace's innermost frames, well beyond the kept tail


def _waiting_backtrace(stream: StreamInfo) -> list[tuple[int, str]]:
    """The innermost frame of the last thread of a gdb backtrace that ends the stream, as
    (line number, text), when that frame waits (_WAITING_GDB_FRAME); [] otherwise. gdb prints
    `thread apply all bt` highest thread first, so the last thread is thread 1, the main one."""
    if not stream.tail or not _GDB_FRAME.search(stream.tail[-1].strip()):
        return []
    texts = stream.end_texts(_BACKTRACE_WINDOW) or []
    for back, text in enumerate(reversed(texts)):
        if text.strip().startswith("#0 ") or text.strip().startswith("#0\t"):
            if _WAITING_GDB_FRAME.search(text.strip()):
                return [(stream.lines - back, text)]
            return []
    return []


# glog's failure signal handler (src/signalhandler.cc) on a stop signal, the stack of the
# thread it interrupted after it: `*** SIGTERM (@0x3f400004fc2) received by PID 20421 (TID
# 0x7f3cb2844700) from PID 20418; stack trace: ***`, after `PC: @     0x7f3cb215f70d __poll`
# (the instruction the signal interrupted) and before the frames `    @     0x... opal_progress`
_STOP_SIGNAL_STACK = linear_re.compile(
    r'\*\*\* SIG(?:TERM|INT) \(@0x[0-9A-Fa-f]+\) received by PID \d+\b[^\n]*stack trace')
# an innermost frame of a thread that waits: polling its sockets or a condition, or a
# communication library's progress loop or request wait (Open MPI's opal_progress and
# ompi_request_default_wait_all)
_WAITING_FRAME = linear_re.compile(
    r'^\s*(?:PC:\s*)?@\s+0x[0-9A-Fa-f]+\s+(?:__poll|poll|epoll_wait|__select|select|'
    r'pthread_cond_(?:timed)?wait\S*|sched_yield|opal_progress|\w*_request\w*_wait\w*)\s*$')
_INNERMOST_FRAMES = 6


def stopped_while_waiting(ev: BundleEvidence) -> AttributionResult | None:
    """The job's owner cancelled it, and the stop signal's stack (glog's failure handler)
    shows the interrupted thread waiting (a poll, a condition, a communication library's
    progress loop) with no step after it: a stuck run stopped by hand, read as a stack
    dumped before the stop is (`ambiguous`, `hang`, nobody implicated: the stack shows where
    the process waited, not which rank stopped first). None otherwise."""
    if owner_cancelled_at(ev) is None:
        return None
    last = last_progress_at(ev)
    for stream in ev.streams:
        tail = stream.numbered_tail
        for i, (line, text) in enumerate(tail):
            if _STOP_SIGNAL_STACK.search(text) is None:
                continue
            # glog's `PC: @ 0x... __poll` just before the header is where the signal found
            # the thread; the stack's innermost frames follow the header
            frames = [t for _, t in tail[max(0, i - 2):i + 1 + _INNERMOST_FRAMES]]
            if not any(_WAITING_FRAME.search(f) for f in frames):
                continue
            if stream.last_at is None or (last is not None and last > stream.last_at):
                return None
            return attribution_result(
                "ambiguous", "hang", "stopped-while-waiting", [], stream.last_at,
                [EvidenceLine(file=stream.file, line=line, text=text[:500])], [], 0.4,
                f"The job hung: its owner stopped it and the stop signal's stack "
                f"[{stream.file}:{line}] shows the process waiting, with no step after; "
                "nothing shows which rank stopped, and no node is implicated.")
    return None


def _failed_with_nothing_else(ev: BundleEvidence) -> bool:
    """The scheduler's last word is that the job failed and no signature read anything (a
    warning aside): the dump is all the bundle kept of the run before it failed, so what
    killed the stuck process (a collective's timeout, its owner) was not kept."""
    final = final_job_state(ev)
    return (final is not None and final.job_state == "FAILED"
            and _nothing_read(ev))


def _nothing_read(ev: BundleEvidence) -> bool:
    """No signature read anything in the bundle, a warning aside."""
    return not any(h.signature.role != "warning" for h in ev.hits)


def cancelled_after_silence(ev: BundleEvidence) -> AttributionResult | None:
    """No step metrics, no error or symptom read anywhere (a warning aside), no stream ended,
    and the program's own streams had logged nothing for longer than the shortest default
    collective timeout (WATCHDOG_MIN_SECONDS) when its owner cancelled the job: the run its
    owner gave up on while it sat silent, a hang (`ambiguous`, nobody implicated). A cancel
    sooner after the last line (a run stopped while it was still starting or printing) stays
    the scheduler's stop alone. None otherwise."""
    if not _nothing_read(ev) or any(e.node_state for e in ev.scheduler):
        return None
    quiet = _quiet_until_cancelled(ev)
    if quiet is None:
        return _cancelled_without_output(ev)
    if quiet[0].last_at is None or quiet[1] < WATCHDOG_MIN_SECONDS:
        return None
    last, silence = quiet
    line, text = ((last.tail_numbers[-1], last.tail[-1]) if last.tail
                  else (last.lines, _file_last_line(last)))
    echo = ("" if _before_interrupt_echo(last) is None else
            " (its echo of the owner's interrupt, `^C`, and what it printed at the stop aside)")
    return attribution_result(
        "ambiguous", "hang", "cancelled-after-silence", [], last.last_at,
        [EvidenceLine(file=last.file, line=line, text=text[:500])], [], 0.35,
        f"The job hung: its program's last line [{last.file}:{line}] came {silence:.0f}s before "
        f"its owner cancelled it{echo}, with no error and no step recorded; nothing shows which "
        "rank stopped, and no node is implicated.")


def _cancelled_without_output(ev: BundleEvidence) -> AttributionResult | None:
    """The same silence when the program wrote no dated line at all (only a node's own tools
    did, such as nvidia-smi, or nothing) and no step was recorded: measured from when the
    scheduler first reported the job running to its owner's cancel. A run stuck before its
    first line for WATCHDOG_MIN_SECONDS or more is a hang (`ambiguous`, nobody implicated);
    a sooner cancel stays the stop alone. The caller has ruled out errors and node states."""
    cancelled = owner_cancelled_at(ev)
    if cancelled is None or last_progress_at(ev) is not None or program_streams(ev):
        return None
    started = first_running(ev)
    final = final_job_state(ev)
    if (started is None or final is None
            or (cancelled - started.at).total_seconds() < WATCHDOG_MIN_SECONDS):
        return None
    silence = (cancelled - started.at).total_seconds()
    return attribution_result(
        "ambiguous", "hang", "cancelled-after-silence", [], started.at, [], [], 0.3,
        f"The job hung: its program logged nothing in the {silence:.0f}s between the scheduler's "
        f"RUNNING [scheduler.jsonl:{started.line}] and its owner's cancel "
        f"[scheduler.jsonl:{final.line}], with no error and no step recorded; nothing shows "
        "which rank stopped, and no node is implicated.")


def looked_at_after_stall(ev: BundleEvidence) -> AttributionResult | None:
    """No scheduler record at all, no signature read anything (a warning aside), no stream of
    the program's ended, and the bundle's latest line came a watchdog's wait or more after the
    last step (WATCHDOG_MIN_SECONDS, and WATCHDOG_STALL_STEPS typical steps unless a hang's
    length is shorter), no training shown after that step: someone looked at the run then (a
    node's nvidia-smi snapshot, a bandwidth test, a debugger's backtrace of the process, the
    program's own idle lines) and no step had come: the run had stopped making progress,
    read as a stall is (`ambiguous`, `hang`, nobody implicated). A bundle without a
    scheduler's word does not say the job still ran; so long a silence of the steps before a
    later line is what it shows. None otherwise."""
    if ev.scheduler or not _nothing_read(ev):
        return None
    last = last_progress_at(ev)
    if last is None:
        return None
    logged = progress_lines_at(ev)
    if logged is not None and logged > last:
        last = logged  # the ranks' own lines show training after the metrics' last step
    if any(stream_ending(s) is not None for s in ev.streams
           if s.tail and not endings.is_system_stream(s.stream)):
        return None
    dated = [s for s in ev.streams if s.last_at is not None and s.tail]
    if not dated:
        return None
    latest = max(dated, key=lambda s: s.last_at or last)
    if latest.last_at is None or any(endings.shows_progress(t) for t in latest.tail):
        return None
    if _GDB_FRAME.search(latest.tail[-1].strip()) and not _waiting_backtrace(latest):
        return None  # a debugger's backtrace of a process that faulted, not of one waiting
    typical = typical_step_seconds(ev)
    needed = max(WATCHDOG_MIN_SECONDS,
                 min(hang_seconds(ev), WATCHDOG_STALL_STEPS * typical))
    stall = (latest.last_at - last).total_seconds()
    if stall < needed:
        return None
    line, text = latest.tail_numbers[-1], latest.tail[-1]
    return attribution_result(
        "ambiguous", "hang", "stalled-before-later-line", [], last,
        [EvidenceLine(file=latest.file, line=line, text=text[:500])], [], 0.35,
        f"The job hung: no rank completed a step (or logged training) for {stall:.0f}s before "
        f"the bundle's latest line [{latest.file}:{line}], with no error logged and no stream "
        "ended; nothing shows which rank stopped, and no node is implicated.")


def waits_outlasted(ev: BundleEvidence) -> AttributionResult | None:
    """Ranks reported waiting on peers (a hang-category wait: Horovod's stall check warns once
    a tensor waited past its 60 s check time, before any shutdown) on a job the scheduler
    still reports running, and no stall longer than a hang takes: the run is slowed by a
    rank that lags, not hung. `ambiguous`, `straggler`: the lagging rank's machine is not
    shown at fault (it may just do more work). None without step data or such a wait, or
    when a collective's own timeout ran out (TIMED_OUT_WAITS): that wait was given up on."""
    final = final_job_state(ev)
    seen = still_running_at(ev)
    last = last_progress_at(ev)
    waits = [h for h in ev.hits
             if h.signature.role == "cascade" and h.signature.category == "hang"]
    if (final is None or seen is None or last is None or not waits
            or any(h.signature.id in TIMED_OUT_WAITS for h in waits)):
        return None
    needed = hang_seconds(ev)
    if (max(seen, max(h.at for h in waits)) - last).total_seconds() >= needed:
        return None
    return attribution_result(
        "ambiguous", "straggler", "waits-outlasted", [], waits[0].at, [evidence_line(waits[0])],
        cascade_groups(waits[1:], ev.overflow), 0.3,
        f"Ranks waited on a peer [{citation(waits[0])}] while the job still runs and no rank "
        f"stalled longer than a hang takes ({needed:.0f}s): a lagging rank slows the run; "
        "nothing shows its machine at fault, and no node is implicated.")


def stalled_while_running(ev: BundleEvidence) -> AttributionResult | None:
    """A job still running whose ranks all stopped completing steps long before the bundle
    was collected, with no error logged: a silent hang (e.g. a deadlock before any watchdog)."""
    collected = still_running_at(ev) or owner_cancelled_at(ev)
    if collected is None:
        return None
    done = [(p.max_step_at, rank, p) for rank, p in ev.progress.items() if p.max_step_at]
    if not done:
        return None
    last_at, _, last = max(done, key=lambda d: d[0])
    step_at = last_at
    progress_logged = progress_lines_at(ev)
    if progress_logged is not None and progress_logged > last_at:
        last_at = progress_logged  # the ranks' own lines show training after the metrics' last step
    stall = (collected - last_at).total_seconds()
    typical = typical_step_seconds(ev)
    if stall < stall_needed_seconds(ev, typical):
        return None
    evidence = [EvidenceLine(file="metrics.jsonl", line=last.max_step_line,
                             text=last.max_step_text)] if last.max_step_line else []
    recorded = flight_recorder_result(ev, last_at, [])
    if recorded is not None:
        return recorded
    stopped = stopped_process_result(
        ev, last_at, evidence, [], f"The job hung: no rank completed a step for {stall:.1f}s"
    )
    if stopped is not None:
        return stopped
    behind = ranks_behind(ev)
    behind_nodes = sorted({ev.job.rank_node(r) or "" for r in behind} - {""})
    logged = next((s for s in ev.streams if s.last_at == collected), None)
    said = (f"its streams' last line, [{logged.file}:{logged.lines}], under the scheduler's "
            "RUNNING" if logged is not None and collected != ev.job.collected_at
            else "the bundle's latest word on it")
    what = (f"no rank completed a step for {stall:.1f}s while the job still ran ({said}, "
            f"{time_text(collected)}) "
            f"(last step {last.max_step:g} at {time_text(step_at)} "
            f"[metrics.jsonl:{last.max_step_line}]"
            + (f", training last logged at {time_text(last_at)}" if last_at != step_at else "")
            + f", typical step {typical:.2f}s) and no error was logged")
    if (len(behind_nodes) == 1 and len(behind) < len(ev.job.ranks)
            and waited_elsewhere(ev, behind_nodes[0], ranks_ahead(ev, behind))):
        node = behind_nodes[0]
        return attribution_result(
            "attributed", "hang", "no-progress", [node], last_at,
            (evidence + progress_evidence_lines(ev, node))[:MAX_EVIDENCE], [], 0.6,
            f"The job hung: {what}; rank(s) {', '.join(map(str, behind))} stopped at an "
            f"earlier step, all on {node}. Implicated: {node}.", node=node,
        )
    apart = "every rank stopped at the same step, so nothing shows which rank is at fault"
    if len(behind_nodes) == 1 and len(behind) < len(ev.job.ranks):
        apart = (f"rank(s) {', '.join(map(str, behind))} stopped at an earlier step, but every "
                 f"rank ahead of them ran on the same machine, {behind_nodes[0]}: that sets a "
                 "process apart from its neighbours, not a machine from the others")
    return attribution_result(
        "ambiguous", "hang", "no-progress", [], last_at, evidence, [], 0.5,
        f"The job hung: {what}; {apart}, and no node is implicated.",
    )


def failed_after_silent_stall(
    ev: BundleEvidence, failed: SchedulerEvent, state: str
) -> AttributionResult | None:
    """A job whose ranks all stopped completing steps, whose streams then logged nothing, and
    which the scheduler reports failed longer after the last step than a hang takes: the
    stall is all the bundle shows (a collective's watchdog ending a hung run is the usual
    such failure, its own line not kept), read as a stall is while the job still runs or
    when its owner cancels it: `ambiguous`, `hang`, nobody implicated. None when any stream
    logged past the last step (something else was going on) or the failure came sooner;
    lines printed in the death's span before a failure that names no reason of its own are
    the death's report, not something going on (`_went_on`)."""
    last_at = last_progress_at(ev)
    if last_at is None:
        return None
    stacks = _only_stacks_past(ev, last_at)
    if stacks is None:
        # more than stacks after the stall: still silent when all of it is the death's own
        # report, printed in its span before a failure that names no reason of its own
        if failed.reason or _went_on(ev, last_at, failed.at):
            return None
        stacks = failed.at
    # the stall lasted until the failure, or until the stacks a stopped run left began
    stall = (min(stacks, failed.at) - last_at).total_seconds()
    # a hang's length at the pace, or, for steps so slow that a hang's STALL_STEPS of them
    # outlast a collective's watchdog, the watchdog's shortest default wait once it spans
    # WATCHDOG_STALL_STEPS steps: the watchdog ends the hung run before a hang's length passes
    needed = min(hang_seconds(ev),
                 max(WATCHDOG_MIN_SECONDS, WATCHDOG_STALL_STEPS * typical_step_seconds(ev)))
    if stall < max(needed, WATCHDOG_MIN_SECONDS):
        return None
    last = max((p for p in ev.progress.values() if p.max_step_at),
               key=lambda p: p.max_step_at or last_at)
    evidence = [EvidenceLine(file="metrics.jsonl", line=last.max_step_line,
                             text=last.max_step_text)] if last.max_step_line else []
    return attribution_result(
        "ambiguous", "hang", "stalled-then-failed", [], last_at, evidence, [], 0.4,
        f"The job hung: no rank completed a step for {stall:.1f}s before it failed (last step "
        f"{last.max_step:g} at {time_text(last_at)}) and nothing was logged in between; nothing "
        "shows which rank stopped, and no node is implicated." + state)


# a line of a Python stack as a process prints it when it is stopped: a traceback's header,
# frames (`File "x.py", line 3, in f`; faulthandler's `File "x.py", line 3 in f`, no comma,
# Python/traceback.c's dump_frame) and faulthandler's thread header (`Thread 0x00007f13c65f5400
# (most recent call first):`, `Current thread 0x...`, `Stack (most recent call first):`), behind
# TailLog's `[rank0]:` prefix (torch elastic's); under a frame, its indented source line and
# carets, and blank lines between threads
_STACK_PREFIX = r'^(?:\[(?:rank|default)?\d+\]: *)?'
_STACK_HEAD = linear_re.compile(
    _STACK_PREFIX + r'(?:\s*File "[^"\n]+", line \d+,? in \S'
    r'|Traceback \(most recent call last\):|(?:Current thread|Thread) 0x[0-9A-Fa-f]+ '
    r'\(most recent call first\):|Stack \(most recent call first\):)')
_STACK_BODY = linear_re.compile(_STACK_PREFIX + r'(?:$|\s)')
_STACK_WINDOW = 16384  # of a stream's end, read for the lines it logged after a stall began


def _only_stacks_past(ev: BundleEvidence, at: datetime) -> datetime | None:
    """When no stream of the program's logged past `at` (beyond the survival grace) but the
    stacks a stopped process prints (a traceback cut before its exception, faulthandler's
    dump of its threads): the time the first of those lines was logged, or the far future
    when nothing was logged past `at` at all. None when anything else was logged past it, or
    when the stream's end read does not reach back to `at` (what it logged is not known)."""
    grace = survival_grace(ev)
    began: datetime | None = None
    for stream in ev.streams:
        if endings.is_system_stream(stream.stream):
            continue
        if stream.last_at is None or stream.last_at <= at + grace:
            continue
        end = stream.timed_end(_STACK_WINDOW)
        if end is None:
            return None
        reached = end.whole  # the whole file: it reaches back to its start
        stack = False  # inside a stack printed after the stall: its source lines belong to it
        when: datetime | None = None
        for stamped, text in end.lines:
            when = stamped or when  # a line without a time of its own takes the one before
            if when is None or when <= at + grace:
                reached = reached or when is not None
                continue
            if _STACK_HEAD.search(text) is not None:
                stack = True
                began = when if began is None else min(began, when)
            elif not (stack and _STACK_BODY.search(text) is not None):
                return None  # something else went on after the stall began
        if not reached:
            return None
    return began if began is not None else datetime.max.replace(tzinfo=at.tzinfo)


def _logged_past(ev: BundleEvidence, at: datetime) -> bool:
    """A stream of the program's (no system log) logged past `at` by more than the survival
    grace: something was still going on after the stall began."""
    grace = survival_grace(ev)
    return any(s.last_at is not None and s.last_at > at + grace
               for s in ev.streams if not endings.is_system_stream(s.stream))


def _went_on(ev: BundleEvidence, after: datetime, failed_at: datetime,
             window: int = 8192) -> bool:
    """A stream of the program's logged past `after` (by more than the survival grace) other
    than the death's own report: a line before the death's span (DEATH_SPAN) ahead of the
    failure, or within it the program's own error (an exception line). Lines within the span
    and none of those are the account of the death (torch elastic's failure summary, its
    `error_file: <N/A>` and `traceback : To enable traceback see` rows; a traceback's frames
    cut before its exception, a hung run's teardown as `_torn_down_after_stall` in
    program_endings.py reads it), not the program going on."""
    since = after + survival_grace(ev)
    for s in ev.streams:
        if endings.is_system_stream(s.stream) or s.last_at is None or s.last_at <= since:
            continue
        if logged_between(s, since, failed_at - DEATH_SPAN):
            return True
        end = s.timed_end(window)
        if end is None:
            return True
        for at, text in end.lines:
            if at is not None and at > since and endings.is_program_error(text):
                return True
    return False


def failed_after_silent_progress(
    ev: BundleEvidence, failed: SchedulerEvent, state: str
) -> AttributionResult | None:
    """The ranks' own lines showed training (a loss, an iteration of a total) after the last
    step the metrics record, then no stream logged anything, and the scheduler reports the job
    failed at least STALL_FLOOR_SECONDS (torch's default_pg_timeout) after that progress line:
    a run that hung mid-epoch, ended by a collective's watchdog whose line was not kept, read
    as `failed_after_silent_stall` reads a failure long after the last step (`ambiguous`,
    `hang`, nobody implicated). The metrics' pace is not the lines' (a step per epoch, a
    progress line every few iterations), so the stall is measured from the line against the
    floor a stall without step intervals needs. None when any stream logged past that line."""
    if last_progress_at(ev) is None:
        return None
    logged = progress_lines_ending_at(ev)
    if logged is None:
        return None
    if _logged_past(ev, logged):
        return None
    stall = (failed.at - logged).total_seconds()
    if stall < STALL_FLOOR_SECONDS:
        return None
    shown = [(s, n, t) for s in ev.streams if s.rank is not None
             for n, t in s.numbered_tail if endings.shows_progress(t)]
    evidence = [EvidenceLine(file=s.file, line=n, text=t[:500]) for s, n, t in shown[-1:]]
    return attribution_result(
        "ambiguous", "hang", "stalled-then-failed", [], logged, evidence, [], 0.4,
        f"The job hung: its ranks last showed training at {time_text(logged)}, after the "
        f"metrics' last step, and nothing was logged in the {stall:.1f}s before it failed; "
        "nothing shows which rank stopped, and no node is implicated." + state)
