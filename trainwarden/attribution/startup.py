"""A run that never got going: output, then nothing, and no step ever.

A bundle whose ranks printed their banners, a config dump, the collective library's set-up lines or
the first lines of an epoch and then stopped, with no step recorded, no progress line anywhere, no
failure line and no normal end, holds no error for the catalogs and no stall for the step metrics
to measure (there is no last step to measure from). Read line by line it is `no_failure`; read as a
whole it is a run that hung before training began: a rendezvous that never completed, a node that
never joined, a collective's set-up that never finished. Nothing in it says which rank held the
others, so it is `ambiguous`, `hang`, nobody implicated (docs/attribution.md, rule 5). The same
holds when the scheduler's record of its stop is all that says it failed (a user's CANCELLED, a
TIMEOUT at the time limit, at least a stall after the last line): it stopped a run that had hung;
and a FAILED with nothing else to say so, recorded at least that stall after the last line (a
watchdog's or the launcher's end of a run that hung, its own line not kept).

What stays `no_failure`: a bundle whose only output is a listing (the orchestrator's pods, the
scheduler's queue: a job still pending never started), a run that completed (the
scheduler's COMPLETED, a stream's normal end), a run whose metrics hold any step (unless every
rank's output began after the last one: a later attempt, a restarted worker, that never got
going again), a run whose
output shows training under way anywhere in the part read (a loss, a rate, a step of a total:
endings.shows_progress), and a bundle the supervisor collected while the job was still
starting (its collection time less than the stall the rules ask for after the last line).
"""

from __future__ import annotations

import os
from datetime import datetime

from trainwarden.attribution import endings
from trainwarden.attribution.bundle import BundleEvidence, Hit, SchedulerEvent, StreamInfo
from trainwarden.attribution.correlation_common import final_job_state
from trainwarden.attribution.result import (
    RETRYABLE_BY_DEFAULT,
    AttributionResult,
    EvidenceLine,
    Initiating,
)
from trainwarden.attribution.stall_clocks import STALL_FLOOR_SECONDS, WATCHDOG_MIN_SECONDS
from trainwarden.attribution.timestamps import TimeContext, parse_line
from trainwarden.untrusted import linear_re
from trainwarden.untrusted.safeio import open_regular_sized

SIGNATURE = "never-got-going"
CONFIDENCE = 0.4  # ambiguous: at most 0.5 (docs/attribution.md, rule 3)
EVIDENCE_LINES = 5  # the last line of this many streams is cited
STREAM_BYTES = 256 * 1024  # of each stream's end, looked through for training under way
TOTAL_BYTES = 32 * 1024 * 1024  # read in all; a bundle of more output is not judged here
NODES_NAMED = 8  # in the explanation
# the scheduler's stop of a job that had not failed by itself: a user's cancel, its time limit
STOPPED_STATES = frozenset({"CANCELLED", "TIMEOUT"})
# a failure with nothing but itself to say so, recorded at least a collective watchdog's shortest
# default wait after the last line (_silent_long_enough): a collective's watchdog or the launcher
# ending a run that hung, as hangs.py's failed-after-silent-stall reads it after the last step;
# sooner, it stays unexplained
LATE_FAILED_STATES = frozenset({"FAILED"})


def never_got_going(
    ev: BundleEvidence, found: AttributionResult, since: datetime | None = None
) -> AttributionResult | None:
    """`ambiguous hang` for a run that never trained and never ended, read as `no_failure`
    (or as the scheduler's stop alone: a user's CANCELLED, a TIMEOUT); None: the reading
    stands. `since`: the incident's evidence window (a restarted run's log files still hold
    the earlier run's training, which says nothing of this run)."""
    trained_until = max((t for p in ev.progress.values() for t in (p.max_step_at, p.last_at)
                         if t is not None), default=None)
    final = final_job_state(ev)
    stopped = final is not None and final.job_state in STOPPED_STATES | LATE_FAILED_STATES
    if found.verdict != "no_failure" and not (stopped and _only_the_stop(ev)):
        return None
    if final is not None and final.job_state == "COMPLETED":
        return None
    listed = [s for s in ev.streams if s.tail and _listing(s)]
    if listed and all(endings.pod_listing_status(line) in ("", "Completed", "Succeeded")
                      for s in listed for line in s.tail):
        return None  # the orchestrator lists every pod of the job completed
    own = [s for s in ev.streams
           if s.tail and not (s.rank is None and endings.is_system_stream(s.stream))
           and s not in listed]
    if not own or any(endings.ending_of(s.tail, program=s.rank is not None)[0] is not None
                      for s in own):
        return None  # a normal end, or a death the reading below already weighed
    if not all(_quiet_program(s) for s in own):
        return None  # a daemon's or a controller's log, or a table of a run's numbers
    if trained_until is not None:
        # steps were recorded: only a later attempt can have never got going, every rank's
        # output begun after the last step (a worker restarted, its earlier output gone)
        restart = _restarted_after(own, trained_until)
        if restart is None:
            return None
        since = max(since, restart) if since is not None else restart
    last_at = max((s.last_at for s in own if s.last_at), default=None)
    end = final.at if stopped and final is not None else ev.job.collected_at
    window = max((t for t in (since, ev.job.window_start) if t is not None), default=None)
    if not _silent_long_enough(ev, last_at, end) or _trained(own, window):
        return None
    restarted = (trained_until, since) if trained_until is not None and since is not None else None
    return _result(ev, own, final, stopped, last_at, found, restarted)


# a row of numbers (a trainer's per-epoch report: Chainer's PrintReport, `1  0.224  0.102
# 0.9335  0.9695  17.13`): the run training, in a table with its header printed once
_TABLE_ROW = linear_re.compile(r"^\s*\d+(?:\s+-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?){2,}\s*$")
# a Go service's own log record (klog/glog's `I0310 07:15:48.550224 1 file.go:47] ...`): a
# controller, the kubelet, an operator, not the training program (whose native glog lines name
# .cc files)
_GO_SERVICE_RECORD = linear_re.compile(r"^[IWEF]\d{4} \d\d:\d\d:\d\d\.\d+ +\d+ [\w./-]+\.go:\d+\]")


# a scheduler's account of pods it could not place yet (Kubernetes' FailedScheduling event,
# `0/4 nodes are available: 4 Insufficient nvidia.com/gpu`; a gang scheduler's PodGroup
# condition, `PodSchedulingErrors: Resources were found for 5 pods while 17 are required`):
# a job waiting for resources, not a program that started
_PENDING_PLACEMENT = linear_re.compile(
    r"\b(?:FailedScheduling|Unschedulable|PodSchedulingErrors|Insufficient [\w./-]+"
    r"|\d+/\d+ nodes are available)\b")


def _quiet_program(stream: StreamInfo) -> bool:
    """The stream may be a program that never trained: not another thing's account (a Go
    service's records: a controller's, the kubelet's, a device plugin's; a scheduler's pods it
    could not place yet), and its last lines show it starting (a rank's place, a banner, the
    collective library's set-up), or show neither a daemon's or a device's error (a BMC's
    `PSU 2 input lost`) nor training in a table of numbers."""
    if any(_GO_SERVICE_RECORD.search(line) is not None
           or _PENDING_PLACEMENT.search(line) is not None for line in stream.tail):
        return False
    if any(endings.is_startup(line) for line in stream.tail):
        return True
    return not any(endings.is_abnormal(line) or _TABLE_ROW.search(line) is not None
                   for line in stream.tail)


def _restarted_after(own: list[StreamInfo], trained_until: datetime) -> datetime | None:
    """When every stream is a rank's output that began after the last recorded step and ends
    joining the job's collective group (endings.is_joining: done once, at a process's start),
    the time the earliest began (the later attempt's start); None otherwise: output of the
    training itself, a live process's polls, or a stream that is no rank's (a launcher's, a
    listing) say nothing of a restart."""
    starts = [s.first_at for s in own if s.rank is not None]
    if len(starts) != len(own) or any(t is None or t <= trained_until for t in starts):
        return None
    if not all(any(endings.is_joining(line) for line in s.tail) for s in own):
        return None  # a poll, a warning: a live process's output, not a process joining again
    return min(t for t in starts if t is not None)


def _listing(stream: StreamInfo) -> bool:
    """The stream is a listing, not a program's output: the orchestrator's of the job's pods
    (`kubectl get pods`: which pods run or completed, never that a program started), the
    scheduler's of its queue (`squeue`: a job it lists as pending never started) or a
    launcher's status of the job's tasks (NeMo-Run's `experiment.status()`)."""
    if stream.rank is not None:
        return False
    if any(all(is_row(line) for line in stream.tail) for is_row in (_pod_row, _queue_row)):
        return True
    return all(_task_status_row(line) for line in stream.tail) and any(
        _TASK_STATE.search(line) is not None for line in stream.tail)


def _task_status_row(line: str) -> bool:
    return _TASK_STATUS_ROW.search(line) is not None


def _pod_row(line: str) -> bool:
    return endings.pod_listing_status(line) is not None


def _queue_row(line: str) -> bool:
    return _QUEUE_ROW.search(line) is not None


# a row of Slurm's queue as `squeue` lists it by default (JOBID PARTITION NAME USER ST TIME
# NODES NODELIST(REASON), its state one of the man page's JOB STATE CODES: `1020391 gpu2080ti
# pythonjo rnath PD 0:00 1 (Resources)`): the scheduler's account of the job, no program's output
_QUEUE_ROW = linear_re.compile(
    r"^\s*\d+(?:_\S+)?\s+\S+\s+\S+\s+\S+\s+(?:BF|CA|CD|CF|CG|DL|F|NF|OOM|PD|PR|R|RD|RF|RH|RQ|RS"
    r"|RV|SI|SE|SO|ST|S|TO)\s+(?:\d+-)?\d+(?::\d\d){1,2}\s+\d+\s+\S")


# NeMo-Run's status of an experiment's tasks (`experiment.status()`, `nemorun experiment status`:
# `Experiment Status for ID`, then for each task `Task 0: NAME` and its `- Status: RUNNING`,
# `- Executor: ...`, `- Job id: ...`, `- Local Directory: ...`; the execution guide's sample,
# NVIDIA/NeMo-Run docs/source/guides/execution.md): the launcher's account of the job's state,
# polled, no program's output
_TASK_STATUS_ROW = linear_re.compile(
    r"^\s*(?:Experiment Status for \S+|Task \d+: \S.*|- (?:Status|Executor|Job id"
    r"|Local Directory): .*)?\s*$")
_TASK_STATE = linear_re.compile(r"^\s*- Status: \S")


def _only_the_stop(ev: BundleEvidence) -> bool:
    """Nothing but the scheduler's record of the job's own state says it failed: no log line
    or event was read as a cause or a symptom (a warning aside, or a line that is a failure
    only with corroboration and had none: DeepSpeed's `Unable to find hostfile` on a one-node
    job, its normal start), and no node changed state."""
    if any(e.node_state for e in ev.scheduler):
        return False
    dropped = ev.derived.get("uncorroborated")
    set_aside = ({id(h) for h in dropped if isinstance(h, Hit)} if isinstance(dropped, list)
                 else set())
    return all((h.file == "scheduler.jsonl" and h.node is None) or h.signature.role == "warning"
               or id(h) in set_aside for h in ev.hits)


def _silent_long_enough(ev: BundleEvidence, last_at: datetime | None,
                        end: datetime | None) -> bool:
    """How long the silence lasted is known when the bundle says when it ended: the
    scheduler's stop (a user's cancel, a time limit) or the supervisor's collection
    (collected_at). It must be the stall the rules ask for (STALL_FLOOR_SECONDS with no step
    interval to go by, or what the monitor saw before declaring the hang): a job cancelled or
    collected while still starting did not hang. A FAILED that is all that says the job failed
    needs WATCHDOG_MIN_SECONDS, the shortest default collective timeout: so late a failure is a
    watchdog's end of a run that hung (as stalled-then-failed reads it after the last step),
    not a crash's prompt report. A bundle with neither (a report assembled by
    hand, the job still RUNNING) says nothing of how long, only that the silence was final."""
    if end is None:
        return True
    if last_at is None:
        return False
    needed = STALL_FLOOR_SECONDS
    final = final_job_state(ev)
    if final is not None and final.job_state in LATE_FAILED_STATES and end == final.at:
        needed = WATCHDOG_MIN_SECONDS
    if ev.stall_seen_seconds is not None:
        needed = min(needed, ev.stall_seen_seconds)
    return (end - last_at).total_seconds() >= needed


def _trained(streams: list[StreamInfo], since: datetime | None) -> bool:
    """Any stream's kept tail, or the end of its file (from `since` on), shows training under
    way; a bundle too large to look through counts as one that did (its reading stays)."""
    # the kept tail holds no times: with a window, the file's own (timed) end is read instead
    if any(endings.shows_progress(line) for s in streams
           if since is None or s.path is None for line in s.tail):
        return True
    budget = TOTAL_BYTES
    for stream in streams:
        block = _end_of(stream, min(STREAM_BYTES, budget))
        if block is None:
            return True
        budget -= len(block)
        text = block.decode("utf-8", "replace")
        if since is not None:
            text = _from(text, since, stream.ctx or TimeContext())
        if endings.shows_progress(text):
            return True
        if budget <= 0:
            return True
    return False


def _from(text: str, since: datetime, ctx: TimeContext) -> str:
    """The lines of `text` at or after `since` (a line without a time takes the one before)."""
    lines = text.splitlines()
    current: datetime | None = None
    for number, line in enumerate(lines):
        at, _ = parse_line(line, ctx)
        current = at or current
        if current is not None and current >= since:
            return "\n".join(lines[number:])
    return ""


def _end_of(stream: StreamInfo, limit: int) -> bytes | None:
    """The last `limit` bytes of the stream's file (b"" when it was not read from a file);
    None when it cannot be read or is larger than the budget left."""
    if stream.path is None:
        return b""
    try:
        fd, size = open_regular_sized(stream.path)
    except OSError:
        return None
    try:
        if size > limit and limit < STREAM_BYTES:
            return None
        os.lseek(fd, max(0, size - limit), os.SEEK_SET)
        return os.read(fd, limit)
    except OSError:
        return None
    finally:
        os.close(fd)


def _result(
    ev: BundleEvidence, own: list[StreamInfo], final: SchedulerEvent | None, stopped: bool,
    last_at: datetime | None, found: AttributionResult,
    restarted: tuple[datetime, datetime] | None = None,
) -> AttributionResult:
    latest = sorted(own, key=lambda s: (s.last_at.timestamp() if s.last_at else 0.0, s.file),
                    reverse=True)
    evidence = [EvidenceLine(file=s.file, line=s.tail_numbers[-1] if s.tail_numbers else s.lines,
                             text=s.tail[-1][:500]) for s in latest[:EVIDENCE_LINES]]
    last_words = []
    for node in ev.job.nodes[:NODES_NAMED]:
        mine = [s for s in latest if s.node == node]
        if not mine:
            last_words.append(f"{node} printed nothing")
            continue
        s = mine[0]
        line = s.tail_numbers[-1] if s.tail_numbers else s.lines
        last_words.append(f"{node} last printed {s.tail[-1][:160]!r} [{s.file}:{line}]")
    more = len(ev.job.nodes) - NODES_NAMED
    if more > 0:
        last_words.append(f"and {more} more node(s)")
    if final is None:
        ended = "the run did not end (no job state was recorded, no stream ends normally)"
    elif stopped:
        silence = (f" {(final.at - last_at).total_seconds():.0f}s after the last line"
                   if last_at is not None else "")
        ended = (f"the run did not end by itself (the scheduler stopped it: {final.job_state} "
                 f"[scheduler.jsonl:{final.line}]{silence}; no stream ends normally)")
    else:
        ended = (f"the run did not end (the scheduler's latest word on the job is "
                 f"{final.job_state} [scheduler.jsonl:{final.line}], no stream ends normally)")
    going = ("The run never got going: no step was ever recorded (no step metric, no progress "
             "line)")
    if restarted is not None:
        going = (f"The run's later attempt never got going: the last step was recorded at "
                 f"{restarted[0].isoformat()}, every rank's output begins after it (from "
                 f"{restarted[1].isoformat()}: a restart) and shows no step")
    return AttributionResult(
        verdict="ambiguous",
        category="hang",
        signature=SIGNATURE,
        implicated_nodes=[],
        initiating=Initiating(at=last_at, evidence=evidence),
        cascading=list(found.cascading),
        confidence=CONFIDENCE,
        retryable=RETRYABLE_BY_DEFAULT["hang"],
        explanation=(
            f"{going}, {ended}, and its output "
            f"stops before any training shows: {'; '.join(last_words)}. No line says why (a "
            "rendezvous that never completed, a node that never joined, a collective's set-up "
            "that never finished) and nothing shows which rank held the others, so no node is "
            f"implicated. Read line by line: {found.explanation}"
        ),
        warnings=list(found.warnings),
    )
