"""The hang and stall rules: a job that stopped making progress without an error of its own.

Silent stalls (`stalled_while_running`), a failure after a silent stall, waits the job
outlasted, ranks that fell behind (stragglers), the flight recorder's account of a hang,
`hang_from_timeouts` itself and the stall thresholds they measure against. Apart from
correlate.py so the rules of when a quiet job is hung read in one place.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from trainwarden.attribution import endings, witnesses
from trainwarden.attribution.bundle import BundleEvidence, Hit, SchedulerEvent, StreamInfo
from trainwarden.attribution.correlation_common import (
    CLOSE_RUNNER_UP,
    MAX_EVIDENCE,
    MAX_GRACE_SECONDS,
    NOT_NETWORK_SIGNS,
    PEER_WINDOW_SECONDS,
    TIE,
    attribution_result,
    cascade_groups,
    citation,
    evidence_line,
    final_job_state,
    last_progress_at,
    program_streams,
    progress_evidence_lines,
    step_intervals,
    stream_ending,
    survival_grace,
    time_text,
    typical_step_seconds,
)
from trainwarden.attribution.result import (
    FIRST_SIGN_STOP,
    AttributionResult,
    CascadeGroup,
    Category,
    EvidenceLine,
)
from trainwarden.attribution.straggler import StragglerFinding
from trainwarden.attribution.timestamps import TimeContext, parse_line
from trainwarden.untrusted import linear_re

STALL_MIN_SECONDS = 5.0  # a silent stall shorter than this (or STALL_STEPS steps) is not a hang
STALL_STEPS = 20
# with no step interval to go by (one step each), a stall this long while the job still runs
# is a hang: longer than any checkpoint save or evaluation pass a job routinely makes
STALL_FLOOR_SECONDS = 1800.0
# a failure this long after the last step came from a watchdog, not a crash's prompt report:
# the shortest default collective timeout (ProcessGroupNCCL's kProcessGroupNCCLDefaultTimeout,
# 10 min; torch's default_pg_timeout is 30 min)
WATCHDOG_MIN_SECONDS = 600.0
# steps a silent stall ended by the scheduler's failure must span, when it is a watchdog's
# wait (WATCHDOG_MIN_SECONDS) but shorter than a hang's STALL_STEPS (steps of a minute or more)
WATCHDOG_STALL_STEPS = 5
# a collective's configured limit below this is no wait for a stuck peer: one ordinary
# collective's own work can take longer, so the run's configuration ended it
SHORTEST_REAL_LIMIT_SECONDS = 1.0

# A collective's own timeout that ran out: the runtime gave up on the wait (PyTorch's NCCL
# watchdog then takes the process down, "To avoid data inconsistency, we are taking the
# entire process down"), so unlike a stall check's warning about a wait still under way it
# never reads as a rank that merely lags.
TIMED_OUT_WAITS = frozenset({
    "nccl-watchdog-timeout", "nccl-async-timeout", "nccl-watchdog-hang-terminate",
    "gloo-timeout", "hccl-exec-timeout", "neuron-exec-timeout"})


def _progress_recorded(ev: BundleEvidence, stream: StreamInfo) -> bool:
    """Every line of the stream's last lines that shows training is timed no later than the
    last step the metrics record (within a step, STALL_MIN_SECONDS at least): its progress is
    the metrics' progress, and the lines it logged after are a live process's, not training.
    False when a progress line is untimed or newer (the run's progress is in its lines)."""
    shown = [line for line in stream.tail if endings.shows_progress(line)]
    if not shown:
        return True
    last_step = last_progress_at(ev)
    if last_step is None:
        return False
    slack = timedelta(seconds=max(STALL_MIN_SECONDS, typical_step_seconds(ev)))
    for line in shown:
        at, _ = parse_line(line, stream.ctx or TimeContext())
        if at is None or at > last_step + slack:
            return False
    return True


def _progress_logged_at(stream: StreamInfo) -> datetime | None:
    """The time of the newest line of the stream's last lines that shows training; None when
    one of them is untimed (its progress has no time to measure a stall from) or none shows
    training."""
    latest: datetime | None = None
    for line in stream.tail:
        if not endings.shows_progress(line):
            continue
        at, _ = parse_line(line, stream.ctx or TimeContext())
        if at is None:
            return None
        latest = at if latest is None else max(latest, at)
    return latest


def progress_lines_at(ev: BundleEvidence) -> datetime | None:
    """The newest progress a rank's own last lines show beyond the metrics' last step (a run
    whose progress is in its lines: `_progress_recorded` False), when every such line is timed;
    None otherwise. A stall is measured from it, as from a step the metrics record."""
    latest: datetime | None = None
    for stream in ev.streams:
        if stream.rank is None or not stream.tail or _progress_recorded(ev, stream):
            continue
        at = _progress_logged_at(stream)
        if at is None:
            return None
        latest = at if latest is None else max(latest, at)
    return latest


def still_running_at(ev: BundleEvidence) -> datetime | None:
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
    training in its last lines newer than the metrics' last step (a run whose progress is
    in its lines, not in the metrics: `_progress_recorded`).
    A node's own stream (an nvidia-smi snapshot, a kernel log) logged later is a clock too:
    it was read then, under the same RUNNING, with the job's own streams still open."""
    own = [s for s in ev.streams
           if s.tail and s.last_at is not None
           and not (s.rank is None and endings.is_system_stream(s.stream))]
    logged: datetime | None = None
    for stream in own:
        if endings.ending_of(stream.tail, program=stream.rank is not None)[0] is not None:
            return None
        if not _progress_recorded(ev, stream):
            # a rank whose progress is in its lines: a clock only when every progress line is
            # timed, and then measured from the newest of them (stalled_while_running)
            at = _progress_logged_at(stream) if stream.rank is not None else None
            if at is None:
                return None
            logged = at if logged is None else max(logged, at)
    system = [s for s in ev.streams if s.tail and s.last_at is not None and s not in own]
    now = max((s.last_at for s in own + system if s.last_at is not None), default=None)
    if logged is not None and (now is None or (now - logged).total_seconds() < hang_seconds(ev)):
        return None
    return now


def stall_needed_seconds(ev: BundleEvidence, typical: float) -> float:
    """How long no rank may complete a step before a silent stall is a hang: STALL_STEPS
    typical steps (at least STALL_MIN_SECONDS), STALL_FLOOR_SECONDS when the metrics show no
    step interval at all (one step each), or less when the monitor already saw a stall that
    long and declared the hang."""
    if step_intervals(ev):
        needed = max(STALL_MIN_SECONDS, STALL_STEPS * typical)
    else:
        needed = STALL_FLOOR_SECONDS
    if ev.stall_seen_seconds is not None:
        needed = min(needed, ev.stall_seen_seconds)
    return needed


def hang_seconds(ev: BundleEvidence) -> float:
    """How long no rank may complete a step before the run was stalled beyond doubt: a hang's
    length at the typical step (`stall_needed_seconds`), never less than the survival grace. A
    line logged later than this after the last step came after the stop."""
    return max(
        stall_needed_seconds(ev, typical_step_seconds(ev)), survival_grace(ev).total_seconds()
    )


def stalling_timeouts(ev: BundleEvidence) -> list[Hit]:
    """Collective timeouts after which no rank completed a step: the job really stopped.
    A timeout that training recovered from (a slow rendezvous at start) is only noise."""
    last_progress = last_progress_at(ev)
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


def _quiet_until_cancelled(ev: BundleEvidence) -> tuple[StreamInfo, float] | None:
    """The job's owner cancelled it, no step metrics, and none of the program's own streams
    ended: the stream that logged last and how many seconds it had been quiet at the cancel.
    None otherwise (the two cancelled-while-quiet rules below ask the same of a bundle)."""
    cancelled = owner_cancelled_at(ev)
    if cancelled is None or last_progress_at(ev) is not None:
        return None
    own = program_streams(ev)
    if not own or any(stream_ending(s) is not None for s in own):
        return None
    last = max(own, key=lambda s: s.last_at or cancelled)
    if last.last_at is None:
        return None
    return last, (cancelled - last.last_at).total_seconds()


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
_LIVE_STACK_DUMP_COMMAND = linear_re.compile(
    r'(?:^|[#$>]\s*)(?:sudo\s+)?py-spy\s+dump\b[^\n]*?(?:-p|--pid)[\s=]+\d+')


def dumped_then_stopped(ev: BundleEvidence) -> AttributionResult | None:
    """Someone dumped the stacks of the job's live processes (py-spy's thread headers) and
    the job's owner then cancelled it, or it still runs, with no error logged, no stream
    ending and no step after the dump: a hung run looked into before it was killed, read as
    a stall is (`ambiguous`, `hang`, nobody implicated: a dump shows where threads wait, not
    which rank stopped first). None otherwise."""
    if (owner_cancelled_at(ev) is None and still_running_at(ev) is None
            and not _failed_with_nothing_else(ev)):
        return None
    dumped = [(s, n, t) for s in ev.streams
              for n, t in s.numbered_tail
              if s.last_at is not None and (_LIVE_STACK_DUMP.search(t.strip())
                                            or _LIVE_STACK_DUMP_COMMAND.search(t.strip()))]
    if not dumped or any(stream_ending(s) is not None for s in ev.streams
                         if s.tail and not endings.is_system_stream(s.stream)):
        return None
    stream, line, text = dumped[0]
    last = last_progress_at(ev)
    if stream.last_at is None or (last is not None and last > stream.last_at):
        return None
    return attribution_result(
        "ambiguous", "hang", "stacks-dumped-while-stuck", [], stream.last_at,
        [EvidenceLine(file=stream.file, line=line, text=text[:500])], [], 0.4,
        f"The job hung: its processes' stacks were dumped [{stream.file}:{line}] with no error "
        "logged and no step after, before it was stopped or while it still ran; nothing shows "
        "which rank stopped, and no node is implicated.")


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
    line, text = last.tail_numbers[-1], last.tail[-1]
    return attribution_result(
        "ambiguous", "hang", "cancelled-after-silence", [], last.last_at,
        [EvidenceLine(file=last.file, line=line, text=text[:500])], [], 0.35,
        f"The job hung: its program's last line [{last.file}:{line}] came {silence:.0f}s before "
        "its owner cancelled it, with no error and no step recorded; nothing shows which rank "
        "stopped, and no node is implicated.")


def _cancelled_without_output(ev: BundleEvidence) -> AttributionResult | None:
    """The same silence when the program wrote no dated line at all (only a node's own tools
    did, such as nvidia-smi, or nothing) and no step was recorded: measured from when the
    scheduler first reported the job running to its owner's cancel. A run stuck before its
    first line for WATCHDOG_MIN_SECONDS or more is a hang (`ambiguous`, nobody implicated);
    a sooner cancel stays the stop alone. The caller has ruled out errors and node states."""
    cancelled = owner_cancelled_at(ev)
    if cancelled is None or last_progress_at(ev) is not None or program_streams(ev):
        return None
    started = next((e for e in ev.scheduler if e.job_state == "RUNNING"), None)
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


def owner_cancelled_at(ev: BundleEvidence) -> datetime | None:
    """When the job's owner cancelled it (the scheduler's last word is CANCELLED, not the
    supervisor's first-sign stop): the processes ran until then, so a stall before it is
    measured to it, as to the collection of a job still running (a hung run its owner
    killed). None when the last word is another state."""
    final = final_job_state(ev)
    if (final is None or final.job_state != "CANCELLED"
            or (final.reason or "").startswith(FIRST_SIGN_STOP)):
        return None
    return final.at


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
    recorded = _flight_recorder(ev, last_at, [])
    if recorded is not None:
        return recorded
    stopped = _stopped_process(
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
            and _waited_elsewhere(ev, behind_nodes[0], _ranks_ahead(ev, behind))):
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
    logged past the last step (something else was going on) or the failure came sooner."""
    last_at = last_progress_at(ev)
    if last_at is None:
        return None
    if _logged_past(ev, last_at):
        return None
    stall = (failed.at - last_at).total_seconds()
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


def _logged_past(ev: BundleEvidence, at: datetime) -> bool:
    """A stream of the program's (no system log) logged past `at` by more than the survival
    grace: something was still going on after the stall began."""
    grace = survival_grace(ev)
    return any(s.last_at is not None and s.last_at > at + grace
               for s in ev.streams if not endings.is_system_stream(s.stream))


def _progress_lines_ending_at(ev: BundleEvidence) -> datetime | None:
    """The newest progress the ranks' own lines show beyond the metrics' last step, when each
    such rank's output ends in a line showing training (its time the stream's last, however
    the line itself is stamped) or every progress line in it is timed; None otherwise."""
    latest: datetime | None = None
    for stream in ev.streams:
        if stream.rank is None or not stream.tail or _progress_recorded(ev, stream):
            continue
        at = (stream.last_at if endings.shows_progress(stream.tail[-1])
              else _progress_logged_at(stream))
        if at is None:
            return None
        latest = at if latest is None else max(latest, at)
    return latest


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
    logged = _progress_lines_ending_at(ev)
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
    return attribution_result(
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
    return attribution_result(
        "attributed", "hang", "flight-recorder-missing-rank", [node], at, evidence, cascading,
        0.8,
        f"Flight Recorder dumps: {len(found.waiting)} rank(s) wait in collective "
        f"#{found.seq} ({found.collective}) of process group {found.group} "
        f"[{waiting.file}:{waiting.line}]; rank(s) {missing} on {node} never entered it (last "
        f"collective #{last.seq}, {last.state} [{last.file}:{last.line}]). Implicated: {node}.",
        node=node, rank=found.missing[0].rank if len(found.missing) == 1 else None,
    )


def hang_from_timeouts(ev: BundleEvidence, timeouts: list[Hit]) -> AttributionResult:
    """Timeouts with nothing before them: which ranks stopped, if the evidence says so."""
    first = timeouts[0]
    cascading = cascade_groups([h for h in ev.hits if h.signature.role == "cascade"], ev.overflow)
    limit = endings.timeout_limit_seconds(first.text)
    if limit is not None and limit < SHORTEST_REAL_LIMIT_SECONDS:
        return attribution_result(
            "attributed", "user_code", first.signature.id, [], first.at, [evidence_line(first)],
            cascading, 0.6,
            f"The first collective timeout [{citation(first)}] ran out a limit the run set to "
            f"{limit * 1000:.0f} ms, shorter than one ordinary collective takes: the run's "
            "timeout setting ended it, not a stuck peer; no node is implicated.",
            node=first.node, rank=first.rank,
        )
    recorded = _flight_recorder(ev, first.at, cascading)
    if recorded is not None:
        return recorded
    stopped_process = _stopped_process(
        ev, first.at, [evidence_line(first)], cascading,
        f"The job hung: collective timeouts from {citation(first)} on with no earlier error",
    )
    if stopped_process is not None:
        return stopped_process
    timed_out = {h.rank for h in timeouts if h.rank is not None}
    quiet = _gone_silent(ev, timeouts) if timed_out else []
    # quiet within the wait the peers report: placed in time, it shows the rank stopped; with
    # no wait reported it is one witness among others (the independence rule), not a verdict
    placed = _wait_began(timeouts) is not None
    silent = quiet if placed else []
    behind = ranks_behind(ev)
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
        evidence = [evidence_line(first)] + progress_evidence_lines(ev, node)
        return attribution_result(
            "attributed", "hang", first.signature.id, [node], first.at, evidence[:MAX_EVIDENCE],
            cascading, 0.65,
            f"Collective timeouts from {citation(first)} on with no earlier error; "
            f"{' and '.join(why)}, all on {node}. Implicated: {node}.",
            node=node, rank=stopped[0] if len(stopped) == 1 else None,
        )
    what = (f"{len(timed_out) or len(timeouts)} rank(s) timed out in collectives, first "
            f"{first.signature.id} [{citation(first)}], with no earlier error")
    suspects = set(stopped_nodes) | (quiet_nodes if len(quiet_nodes) == 1 else set())
    found = witnesses.single_out(witnesses.gather(ev, first.at, suspects))
    if found is not None:
        return _by_structure(ev, found, "hang", first, cascading, what)
    failed_calls = _transport_failures(ev, first.at)
    if failed_calls:
        ranks = sorted({r for r, _ in failed_calls})
        return attribution_result(
            "ambiguous", "network", "transport-error-return", [], first.at,
            [line for _, line in failed_calls][:MAX_EVIDENCE], cascading, 0.4,
            f"{what}; rank(s) {', '.join(map(str, ranks))} logged failed calls out of the "
            f"runtime's transport code then, first [{failed_calls[0][1].file}:"
            f"{failed_calls[0][1].line}]: connections failed, and nothing names which end; "
            "no node is implicated.",
        )
    if not stopped and _no_wait_shown(ev, timeouts):
        return attribution_result(
            "ambiguous", "unknown", first.signature.id, [], first.at, [evidence_line(first)],
            cascading, 0.3,
            f"ProcessGroupNCCL reported failed or timed-out work [{citation(first)}] and took "
            "the process down, but no line names a timeout and nothing in the bundle is as old "
            f"as the shortest default collective timeout ({WATCHDOG_MIN_SECONDS:.0f}s) before "
            "it: nothing shows a wait that ran out. The job failed for a reason the bundle does "
            "not give; no node is implicated.")
    shown = " and nothing showing which rank stopped"
    if stopped and len(stopped_nodes) == 1 and len(stopped) < len(ev.job.ranks):
        shown = (f"; rank(s) {', '.join(map(str, stopped))} stopped, but every rank that "
                 f"waited for them ran on the same machine, {stopped_nodes[0]}: that sets a "
                 "process apart from its neighbours, not a machine from the others")
    return attribution_result(
        "ambiguous", "hang", first.signature.id, [], first.at, [evidence_line(first)], cascading,
        0.4,
        f"{what}{shown}; no node is implicated."
        + _weak_witnesses(ev, first.at, suspects),
    )


# WorkNCCL::handleException's message, logged before it takes the process down for any failed
# work (an NCCL error code as well as the watchdog's timeout): alone it does not say which
_EITHER_FAILED_OR_TIMED_OUT = linear_re.compile(
    r"(?i:Some NCCL operations have failed or timed out)")


def _no_wait_shown(ev: BundleEvidence, timeouts: list[Hit]) -> bool:
    """Every timeout read is ProcessGroupNCCL's `Some NCCL operations have failed or timed
    out` (logged for a failed work as well as a timed-out one), no other line of the bundle
    names a wait that ran out, no step was recorded, and nothing was logged as long before it
    as the shortest default collective timeout (WATCHDOG_MIN_SECONDS): no wait is shown, only
    that work failed (a collective that failed right as training began)."""
    if not all(_EITHER_FAILED_OR_TIMED_OUT.search(h.text) is not None for h in timeouts):
        return False
    if any(h.signature.category == "hang" and _EITHER_FAILED_OR_TIMED_OUT.search(h.text) is None
           for h in ev.hits):
        return False
    if last_progress_at(ev) is not None:
        return False  # steps were recorded: the stall rules read the wait from them
    first = min(h.at for h in timeouts)
    return all((first - s.first_at).total_seconds() < WATCHDOG_MIN_SECONDS
               for s in ev.streams if s.first_at is not None)


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
    slack = timedelta(seconds=max(PEER_WINDOW_SECONDS, 3 * typical_step_seconds(ev)))
    rank_of_file = {s.file: s.rank for s in ev.streams if s.rank is not None}
    complaining = {  # ranks whose own stream shows any error, timeout or not
        rank_of_file[h.file] for h in ev.hits
        if h.file in rank_of_file and h.signature.role != "warning"
    }
    # no step recorded anywhere: a quiet rank whose own lines never showed training may still
    # be starting (a dataset prepared under its own, longer timeout), not stopped
    untrained = last_progress_at(ev) is None
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
        for number, text in stream.numbered_tail:
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
    evidence = [evidence_line(h) for h in cited][:MAX_EVIDENCE] or [evidence_line(first)]
    unmatched = [w.line for w in found.witnesses if w.line is not None and w.kind == "system"]
    named = {endings.subsystem_category(text) for _, _, text in unmatched} - {"unknown"}
    if len(named) == 1:
        category = named.pop()
        evidence = ([EvidenceLine(file=f, line=n, text=t[:500]) for f, n, t in unmatched]
                    + evidence)[:MAX_EVIDENCE]
    return attribution_result(
        "attributed", category, "structural-witnesses", [node], first.at,
        evidence + progress_evidence_lines(ev, node)[:MAX_EVIDENCE - len(evidence)], cascading,
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


def straggler_result(ev: BundleEvidence, finding: StragglerFinding) -> AttributionResult:
    """The one straggler find_stragglers found, as the result that implicates its node."""
    confidence = 0.55 + 0.35 * finding.slow_fraction
    evidence: list[EvidenceLine] = []
    return attribution_result(
        "attributed", "straggler", "straggler-step-seconds", [finding.node],
        finding.first_slow_at, evidence, [], confidence,
        f"{finding.node} (ranks {', '.join(map(str, finding.ranks))}) took a median "
        f"{finding.node_median:.3g}s per step against its peers' {finding.peer_median:.3g}s, "
        f"slow in {finding.slow_fraction:.0%} of {finding.samples} step_seconds samples in "
        f"metrics.jsonl. Implicated: {finding.node}.",
        node=finding.node,
    )


# ---- helpers -------------------------------------------------------------------------------
def ranks_behind(ev: BundleEvidence) -> list[int]:
    """Ranks whose last completed step is clearly behind the others': two or more steps, or
    one step and a silence longer than three typical steps (not just reporting jitter)."""
    steps = {r: p for r, p in ev.progress.items() if p.max_step is not None and p.max_step_at}
    if len(steps) < 2:
        return []
    top = max(p.max_step for p in steps.values())  # type: ignore[type-var]
    top_at = max(p.max_step_at for p in steps.values() if p.max_step == top)  # type: ignore
    typical = typical_step_seconds(ev)
    behind = []
    for rank, prog in steps.items():
        gap = top - prog.max_step  # type: ignore[operator]
        silence = (top_at - prog.max_step_at).total_seconds()  # type: ignore[operator]
        if gap >= 2 or (gap >= 1 and silence > 3 * typical):
            behind.append(rank)
    return sorted(behind)


def node_fell_behind(ev: BundleEvidence, node: str) -> bool:
    """Every rank clearly behind the others runs on `node`: a sign its machine is the one."""
    behind = ranks_behind(ev)
    return bool(behind) and all(ev.job.rank_node(r) == node for r in behind)
