"""What one pass over a bundle extracts for correlation: hits, streams, progress, events.

Memory stays bounded whatever the bundle holds: hits beyond the first few of a signature in a
file are only counted, step-time samples are a ring.
"""

from __future__ import annotations

import functools
import os
from collections import deque
from dataclasses import dataclass, field
from datetime import datetime

from trainwarden.attribution import flight_recorder
from trainwarden.attribution.bundle.job import JobInfo
from trainwarden.attribution.bundle.provenance import JobHosts
from trainwarden.attribution.catalog import Signature
from trainwarden.attribution.timestamps import TimeContext, first_time, parse_line
from trainwarden.untrusted.safeio import open_regular_sized, read_end_lines, read_regular_end

MAX_WARNINGS_PER_FILE = 3
STEP_SAMPLES_KEPT = 4096
HITS_KEPT_PER_SIGNATURE_AND_FILE = 50  # later ones are only counted: memory stays bounded


@dataclass(slots=True)
class Hit:
    """One line of evidence that matched a signature."""

    signature: Signature
    at: datetime
    node: str | None
    rank: int | None
    file: str
    line: int
    text: str
    peer: str | None = None  # the address the line names, resolved to `node` after reading
    reporter: str | None = None  # the node whose log holds the line (a peer line's `node` differs)
    # what the line is about, placed on a node after reading (not a report: the orchestrator or
    # the line itself says so): a host name or address (`host` group, an event's node), a pod
    host: str | None = None
    pod: str | None = None
    # the address of the node whose process wrote a line that another node's log relays (Ray's
    # driver prints its remote workers' output behind `(Name pid=N, ip=ADDR)`): the line is
    # that node's, placed after reading, and no node's when the address is not the job's
    origin: str | None = None
    # the prefixes that said which rank or node wrote a line of a stream of many (`torch
    # [rankN]`, `pdsh host:`; bundle/provenance.py); None when the line is its stream's own
    provenance: str | None = None


@dataclass(frozen=True)
class TimedEnd:
    """A stream file's last lines with their own times (StreamInfo.timed_end)."""

    lines: list[tuple[datetime | None, str]]
    whole: bool  # the lines reach back to the file's start


FIRST_TIME_BYTES = 8 << 20  # a stream's first time is looked for in this much of its head


@dataclass
class StreamInfo:
    """What a log file showed besides hits: its extent in time and size."""

    file: str
    node: str
    stream: str
    rank: int | None
    lines: int = 0
    last_at: datetime | None = None
    path: str | None = None  # where the file was read (its first time is read from there)
    ctx: TimeContext | None = field(default=None, repr=False)
    # the stream's last lines (endings.TAIL_LINES, each cut to endings.TAIL_CHARS), without
    # the normalised time: how it ended (a signal, a non-zero exit, a normal end)
    tail: tuple[str, ...] = ()
    tail_numbers: tuple[int, ...] = ()  # the 1-based line number of each line of `tail`
    # a kernel or daemon stream's first abnormal line (endings.is_abnormal), matched by a
    # signature or not: (line number, time, text) for the structure's witnesses
    abnormal: tuple[int, datetime, str] | None = None
    # correlation_common.only_forwarded_a_stop's answer, once asked (it may read the file)
    stop_forwarding_only: bool | None = field(default=None, repr=False, compare=False)
    # end_texts' answers by window: several readings of one traceback ending ask for the same end
    _ends: dict[int, list[str] | None] = field(default_factory=dict, repr=False, compare=False)
    _timed_ends: dict[int, TimedEnd | None] = field(default_factory=dict, repr=False,
                                                    compare=False)

    def text_of(self, raw: str) -> str:
        """A line of the stream's file as the program wrote it: the time stamp in front (in
        the stream's own format) taken off."""
        return parse_line(raw, self.ctx)[1] if self.ctx is not None else raw

    def end_texts(self, window: int) -> list[str] | None:
        """The whole lines of the file's last `window` bytes as the program wrote them (a first
        line the window cut into left out): where a crash left its stack, beyond the kept tail.
        None when the stream has no file or it cannot be read."""
        if window not in self._ends:
            self._ends[window] = self._read_end_texts(window)
        return self._ends[window]

    def timed_end(self, window: int) -> TimedEnd | None:
        """The whole lines of the file's last `window` bytes, each with its own time (None for
        a line without one) and its text as the program wrote it, and whether the window held
        the whole file: what a stream logged after a stall began, beyond the kept tail. None
        when the stream has no file, no time format, or cannot be read."""
        if window not in self._timed_ends:
            self._timed_ends[window] = self._read_timed_end(window)
        return self._timed_ends[window]

    def _read_timed_end(self, window: int) -> TimedEnd | None:
        if self.path is None or self.ctx is None:
            return None
        try:
            read = read_regular_end(self.path, window)
        except OSError:
            return None
        whole = len(read) < window  # the window reached back to the file's start
        raws = read.decode("utf-8", "replace").splitlines()
        ctx = self.ctx
        return TimedEnd([parse_line(raw, ctx) for raw in (raws if whole else raws[1:])], whole)

    def _read_end_texts(self, window: int) -> list[str] | None:
        if self.path is None:
            return None
        try:
            lines = read_end_lines(self.path, window)
        except OSError:
            return None
        return [self.text_of(line) for line in lines]

    @property
    def numbered_tail(self) -> list[tuple[int, str]]:
        """The stream's last lines, each with its 1-based line number."""
        return list(zip(self.tail_numbers, self.tail, strict=False))

    @functools.cached_property
    def first_at(self) -> datetime | None:
        """The time of the stream's first line that has one (within FIRST_TIME_LINES lines),
        read from the file when asked: nothing in correlation asks today, and a scan of a
        16,384-rank bundle does not parse 16,384 first lines for nothing."""
        if self.path is None:
            return None
        try:
            fd, size = open_regular_sized(self.path)
        except OSError:
            return None
        try:
            head = os.read(fd, min(size, FIRST_TIME_BYTES))
        except OSError:
            return None
        finally:
            os.close(fd)
        return first_time(head, self.ctx or TimeContext())


@dataclass
class RankProgress:
    """Per-rank training progress from metrics.jsonl."""

    node: str | None
    max_step: float | None = None
    max_step_at: datetime | None = None
    max_step_line: int = 0
    max_step_text: str = ""
    last_step: float | None = None  # the step recorded last, in the file's order
    last_at: datetime | None = None
    step_seconds: deque[tuple[datetime, float]] = field(
        default_factory=lambda: deque(maxlen=STEP_SAMPLES_KEPT)
    )
    # seconds per step between consecutive new steps: the pace of a rank that reports steps
    # but no step_seconds (a program's log lines, the progress client's step calls)
    step_pace: deque[tuple[datetime, float]] = field(
        default_factory=lambda: deque(maxlen=STEP_SAMPLES_KEPT)
    )


@dataclass
class SchedulerEvent:
    at: datetime
    line: int
    job_state: str | None
    node: str | None
    node_state: str | None
    exit_code: int | None
    reason: str | None


@dataclass
class BundleEvidence:
    """Everything correlation needs, extracted in one pass over the bundle."""

    job: JobInfo
    hits: list[Hit] = field(default_factory=list)
    overflow: dict[tuple[str, str, str | None, int | None], int] = field(default_factory=dict)
    streams: list[StreamInfo] = field(default_factory=list)
    progress: dict[int, RankProgress] = field(default_factory=dict)
    scheduler: list[SchedulerEvent] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    lines_read: int = 0
    bytes_read: int = 0
    addresses: dict[str, str] = field(default_factory=dict)  # learned: address -> node
    pods: dict[str, str] = field(default_factory=dict)  # learned: pod -> host it was placed on
    flight: flight_recorder.Finding | None = None  # from PyTorch Flight Recorder dumps
    stopped: dict[int, str] | None = None  # ranks with a stopped process -> node (None: unknown)
    # not from the bundle: how long the caller's monitor saw no progress before it declared
    # a hang (None: no hang was declared)
    stall_seen_seconds: float | None = None
    _kept: dict[tuple[str, str], int] = field(default_factory=dict)
    _hosts: JobHosts | None = field(default=None, repr=False)
    # what correlation derives from the hits once and asks for many times (the witnesses)
    derived: dict[str, object] = field(default_factory=dict)

    def add(self, hit: Hit) -> None:
        """Keep the first hits of each signature in each file; count the rest by origin."""
        key = (hit.signature.id, hit.file)
        kept = self._kept.get(key, 0)
        if kept < HITS_KEPT_PER_SIGNATURE_AND_FILE:
            self._kept[key] = kept + 1
            self.hits.append(hit)
        elif hit.signature.role != "warning":
            origin = (hit.signature.id, hit.signature.category, hit.node, hit.rank)
            self.overflow[origin] = self.overflow.get(origin, 0) + 1

    @property
    def hosts(self) -> JobHosts:
        """The names a line's host prefix may give a job node (built once, when first asked:
        a bundle of rank logs only never asks)."""
        if self._hosts is None:
            self._hosts = JobHosts(self.job)
        return self._hosts

    def skipped_lines(self, name: str, numbers: list[int], why: str) -> None:
        """One warning for the lines of `name` that were passed over, the first few named."""
        if not numbers:
            return
        shown = ", ".join(str(n) for n in numbers[:MAX_WARNINGS_PER_FILE])
        more = len(numbers) - MAX_WARNINGS_PER_FILE
        tail = f" and {more} more" if more > 0 else ""
        self.warnings.append(f"{name}: line {shown}{tail} skipped: {why}")
