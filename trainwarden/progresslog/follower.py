"""Following ranks' output files incrementally and keeping the latest step each one shows.

A `StreamFollower` remembers, per file, the offset read up to, the file's identity (device and
inode) and an unfinished last line. Each `poll` reads only what was appended since (at most
`max_read` bytes: when more arrived, the older part is skipped, since only the newest step
matters), so the cost per poll follows the output rate, never the log's size. A file that got
shorter was truncated and is read again from its start; one with a new identity was rotated
(the new file is read from its start). A newly followed file is read from its last
`initial_tail` bytes only.

Lines end at `\\n` or `\\r` (tqdm redraws its bar with `\\r`). A line is only matched once it is
complete, so a half-written `step: 12` is never read as step 1. The time of a step is the file's
modification time at the read that found it: exact when the step line was the last one written,
later otherwise, so a hang is never reported early.

Lines may carry the global rank that wrote them (`[rank3]:` from PyTorch, `3: ` from
`srun --label` when each task is one rank); such steps count for that rank, others for the
stream's own rank (None: the whole job, e.g. a Slurm output file without labels). When each
srun task is a launcher of `per_task` ranks (one torchrun per node), `N: [defaultL]:` is global
rank N * per_task + L (trainwarden.progresslog.rankprefix); torchrun's `[defaultL]:` alone is
a node-local number, so it does not name a rank.

A run's progress comes only from what that run wrote, also when its output file is appended
across runs (Slurm's `--open-mode=append`, a resubmitted job writing where its predecessor
did). Given the run's start (`RunStart`), a follower skips a file not modified since then when
it first looks at it, and skips lines up to the run's own first line if it names one, else
lines whose own timestamp (ISO 8601 with a zone, at the start of the line after any rank
prefix) is before the start plus its uncertainty (Slurm's start times are whole seconds). The
first line known to be the run's ends the check, so the cost stays on the first lines of a run.
"""

from __future__ import annotations

import os
import re
import threading
from collections import deque
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path

from trainwarden.progresslog.presets import SPECIFICITY, LineMatcher, StepMatch
from trainwarden.progresslog.rankprefix import split_rank
from trainwarden.untrusted import linear_re

INITIAL_TAIL = 64 * 1024
MAX_READ = 4 * 1024 * 1024
RECENT_STEPS = 32
"""Steps kept per rank (one per read that found any), for the evidence's step metrics."""
MAX_LINE = 64 * 1024
"""An unfinished line longer than this is dropped (a progress line is short)."""
_RANK_PREFIX = re.compile(r"^\s*(?:\[rank(\d+)\]:|(\d+): )")
_STAMP = re.compile(
    r"\s*\[?(\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d(?:[.,]\d+)?(?:Z|[+-]\d\d:?\d\d))"
)


@dataclass(frozen=True, slots=True)
class RunStart:
    """When a run started: ``at``, known to within ``slack`` after it; ``first_line``: text
    the run's first output line contains (a launcher's banner), if it writes one."""

    at: datetime
    slack: timedelta = timedelta(0)
    first_line: str | None = None


def line_time(line: str, start: int = 0) -> datetime | None:
    """The zoned ISO 8601 timestamp a line starts with (from ``start``), else None."""
    found = _STAMP.match(line, start)
    if found is None:
        return None
    try:
        return datetime.fromisoformat(found.group(1).replace(",", ".").replace(" ", "T"))
    except ValueError:
        return None


def line_rank(line: str, per_task: int = 1) -> int | None:
    """The global rank a line's launcher prefixes name (see the module docstring), or None."""
    prefix = _RANK_PREFIX.match(line)
    if prefix is None:
        return None
    if prefix.group(1) is not None:
        return int(prefix.group(1))
    task = int(prefix.group(2))
    rank, _ = split_rank(line[prefix.end() :], task, per_task)
    if rank is not None:
        return rank
    return task if per_task == 1 else None  # else the launcher's own line: no rank's


@dataclass(slots=True)
class RankStep:
    """The latest step seen for one rank (or for the job: rank None), and when."""

    step: int
    at: datetime


@dataclass(slots=True)
class StreamFollower:
    """One output file followed incrementally."""

    path: Path
    rank: int | None = None
    matcher: LineMatcher = field(default_factory=LineMatcher)
    offset: int = -1
    identity: tuple[int, int] | None = None
    partial: bytes = b""
    steps: dict[int | None, RankStep] = field(default_factory=dict)
    seen: dict[int | None, int] = field(default_factory=dict)
    first: RankStep | None = None
    level: int = 0
    largest_total: int = 0
    bytes_read: int = 0
    matched: bool = False
    since: RunStart | None = None
    """The run's start: earlier output is not this run's (None: every line is; see above)."""
    per_task: int = 1
    """Ranks each `srun --label` task starts (see above)."""
    recent: dict[int | None, deque[RankStep]] = field(default_factory=dict)
    """Per rank its newest steps, the last one of each read (a read dates all it finds)."""
    baseline: dict[int | None, int] = field(default_factory=dict)
    """Per rank the first step line read (a baseline: see `_line`)."""

    def poll(self) -> bool:
        """Read what was appended; return whether any rank's step changed."""
        if self.offset >= 0 and self.identity is not None:
            try:  # the common case, nothing appended: one stat, no open
                st = os.stat(self.path)
            except FileNotFoundError:
                return False
            if (st.st_dev, st.st_ino) == self.identity and st.st_size == self.offset:
                return False
        try:
            with open(self.path, "rb") as f:
                st = os.fstat(f.fileno())
                identity = (st.st_dev, st.st_ino)
                start = self._start(identity, st.st_size)
                if self.offset < 0 and self.since is not None:
                    if datetime.fromtimestamp(st.st_mtime, UTC) < self.since.at:
                        start = st.st_size  # nothing in it was written by this run
                        self.since = None
                if start >= st.st_size:
                    self.offset = start
                    return False
                f.seek(start)
                data = f.read(st.st_size - start)
        except FileNotFoundError:
            return False
        self.bytes_read += len(data)
        self.offset = start + len(data)
        at = datetime.fromtimestamp(st.st_mtime, UTC)
        return self._feed(data, at)

    def _start(self, identity: tuple[int, int], size: int) -> int:
        """Where to read from now: the saved offset, or a fresh start after a rotation,
        truncation, first look or too large a backlog (dropping the unfinished line then)."""
        fresh = self.offset < 0
        if fresh or self.identity != identity or size < self.offset:
            self.identity, self.partial = identity, b""
            start = 0 if not fresh else max(0, size - INITIAL_TAIL)
        else:
            start = self.offset
        if size - start > MAX_READ:
            start = size - MAX_READ
        if start > 0 and (fresh or start != self.offset):
            self.partial = b"\x00"  # mid-line: the first piece is not a whole line
        return start

    def _feed(self, data: bytes, at: datetime) -> bool:
        # two C passes; `re.split` on [\r\n] held the GIL ~0.5 s per 4 MB read
        pieces = (self.partial + data).replace(b"\r", b"\n").split(b"\n")
        tail = pieces.pop()
        self.partial = tail if len(tail) <= MAX_LINE else b"\x00"
        if pieces and pieces[0].startswith(b"\x00"):
            pieces[0] = b""
        changed = False
        for raw in pieces:
            if raw:  # only what patterns may see is decoded (a UTF-8 character: <= 4 bytes)
                text = raw[: 4 * linear_re.MAX_MATCH_CHARS].decode("utf-8", "replace")
                changed |= self._line(linear_re.clip(text), at)
        return changed

    def _line(self, line: str, at: datetime) -> bool:
        if self.since is not None and not self._this_runs(line, self.since):
            return False
        found = self.matcher.match(line)
        if found is None or not self._counts(found):
            return False
        self.matched = True
        named = line_rank(line, self.per_task)
        rank = self.rank if named is None else named
        previous = self.seen.get(rank)
        self.seen[rank] = found.step
        if previous is None:
            self.baseline[rank] = found.step
        # the first step line is a baseline, also at a run's start: "training from step 5"
        # or "resumed from checkpoint step 5" name a step the run did not complete
        if previous is None or previous == found.step:
            return False
        self.steps[rank] = RankStep(found.step, at)
        if self.first is None:
            self.first = self.steps[rank]
        recent = self.recent.setdefault(rank, deque(maxlen=RECENT_STEPS))
        if recent and recent[-1].at == at:
            recent.pop()
        recent.append(self.steps[rank])
        return True

    def _this_runs(self, line: str, start: RunStart) -> bool:
        """Whether a line read before any known to be the run's is the run's; the first that
        is known to be ends the check (output is appended in order)."""
        if start.first_line is not None:
            if start.first_line in line:
                self.since = None
            return False
        prefix = _RANK_PREFIX.match(line)
        stamp = line_time(line, prefix.end() if prefix else 0)
        if stamp is None:
            return True  # cannot tell: counted, as without a start
        if stamp < start.at + start.slack:
            return False  # an earlier run's, or not known to be this one's
        self.since = None
        return True

    def continue_from(self, other: StreamFollower) -> None:
        """Read on from where ``other`` (the same file, followed for an earlier run) stopped."""
        self.offset, self.identity, self.partial = other.offset, other.identity, other.partial

    def skip_to_end(self) -> None:
        """Follow only what is written from now on."""
        try:
            st = os.stat(self.path)
        except FileNotFoundError:
            return
        self.offset, self.identity, self.partial = st.st_size, (st.st_dev, st.st_ino), b""

    def _counts(self, found: StepMatch) -> bool:
        """Vaguer lines are ignored once the stream has shown a precise one, and a progress
        bar with a smaller total than the training bar's (an evaluation bar) is not a step."""
        level = SPECIFICITY.get(found.preset, 2)
        if level < self.level:
            return False
        self.level = level
        if found.preset == "hf-trainer" and found.total is not None:
            if found.total < self.largest_total:
                return False
            self.largest_total = found.total
        return True


@dataclass(slots=True)
class LogProgress:
    """All output streams of one run of a job: `poll` them all, then read per-rank steps."""

    matcher: LineMatcher = field(default_factory=LineMatcher)
    streams: dict[Path, StreamFollower] = field(default_factory=dict)
    lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    def follow(
        self, path: Path, rank: int | None = None, since: RunStart | None = None, per_task: int = 1
    ) -> None:
        """Follow ``path`` from now on; ``since``: the run's start, ``per_task``: ranks per
        srun task (see module docstring)."""
        if path not in self.streams:
            self.streams[path] = StreamFollower(
                path, rank, self.matcher, since=since, per_task=per_task
            )

    def poll(self) -> int:
        """Read every stream's new output; return the bytes read by this poll."""
        before = self.bytes_read
        for stream in self.streams.values():
            stream.poll()
        return self.bytes_read - before

    @property
    def bytes_read(self) -> int:
        return sum(s.bytes_read for s in self.streams.values())

    @property
    def first(self) -> RankStep | None:
        """The earliest step counted as progress over every stream."""
        firsts = [s.first for s in self.streams.values() if s.first is not None]
        return min(firsts, key=lambda f: f.at) if firsts else None

    @property
    def has_source(self) -> bool:
        """Whether any stream has shown a progress line."""
        return any(s.matched for s in self.streams.values())

    def advanced(self) -> int:
        """The most steps any rank (or stream of no rank) went past the first step line it
        showed: the steps the run completed as its output tells them."""
        return max(
            (
                max(0, step - stream.baseline[rank])
                for stream in self.streams.values()
                for rank, step in stream.seen.items()
            ),
            default=0,
        )

    def recent(self) -> dict[int | None, list[RankStep]]:
        """Each rank's newest steps over every stream, oldest first."""
        merged: dict[int | None, list[RankStep]] = {}
        for stream in self.streams.values():
            for rank, steps in stream.recent.items():
                merged.setdefault(rank, []).extend(steps)
        return {
            rank: sorted(steps, key=lambda s: (s.at, s.step))[-RECENT_STEPS:]
            for rank, steps in merged.items()
        }

    def steps(self) -> dict[int | None, RankStep]:
        """The newest step per rank over every stream (None: lines naming no rank)."""
        merged: dict[int | None, RankStep] = {}
        for stream in self.streams.values():
            for rank, seen in stream.steps.items():
                if rank not in merged or seen.at > merged[rank].at:
                    merged[rank] = seen
        return merged
