"""The clocks a stall is measured by, and the thresholds it is measured against.

When the bundle last shows the job running (`still_running_at`: its collection, the scheduler's
RUNNING, the job's own streams still logging), when its owner cancelled it
(`owner_cancelled_at`), the newest progress the ranks' own lines show beyond the metrics' last
step (`progress_lines_at`, `progress_lines_ending_at`), and how long no rank may complete a step
before a silent stall is a hang (`stall_needed_seconds`, `hang_seconds`, with STALL_* and
WATCHDOG_*). Apart from the readings that use them (hangs.py, stopped_ranks.py,
corroboration.py, left_behind.py, program_endings.py) so every rule measures a stall with the
same clock, and a change to one clock is one change.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from trainwarden.attribution import endings
from trainwarden.attribution.bundle import BundleEvidence, StreamInfo
from trainwarden.attribution.correlation_common import (
    final_job_state,
    last_progress_at,
    step_intervals,
    survival_grace,
    typical_step_seconds,
)
from trainwarden.attribution.result import FIRST_SIGN_STOP
from trainwarden.attribution.timestamps import TimeContext, parse_line

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
    training. The stream's last line, untimed in its text, has the stream's last time."""
    latest: datetime | None = None
    last = len(stream.tail) - 1
    for index, line in enumerate(stream.tail):
        if not endings.shows_progress(line):
            continue
        at, _ = parse_line(line, stream.ctx or TimeContext())
        if at is None and index == last:
            at = stream.last_at  # the stream's last line: its time is the stream's last
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
            # a rank (or a driver, a launcher) whose progress is in its lines: a clock only
            # when every progress line is timed, and then measured from the newest of them
            # (stalled_while_running)
            at = _progress_logged_at(stream)
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


def progress_lines_ending_at(ev: BundleEvidence) -> datetime | None:
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
