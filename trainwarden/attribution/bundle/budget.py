"""How much of a job's rank logs a bundle takes (docs/evidence-bundle.md, "Rank log budget").

A job of 2,048 nodes x 8 ranks leaves 16,384 rank logs; taking 20 MiB of each would make a
bundle of hundreds of GiB that takes minutes to write, redact and attribute. So every backend
reads its rank logs through here: the newest bytes of each file, up to a share of a total
budget (the total divided among the files that have something in the window, a file that
needs less than its share leaving the rest to the others), never above a per-rank cap and never
below a floor that still holds a traceback. A file not written since the window started is not
opened at all (its stream is written empty: looked, nothing in the window). What was cut is
said in the bundle's ``collection_notes``.
"""

from __future__ import annotations

import os
import re
import stat
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from trainwarden.untrusted.safeio import CUT_MARK, MAX_LINE_BYTES, open_regular_sized

TOTAL_ENV = "TRAINWARDEN_RANK_LOG_BUDGET"
PER_RANK_ENV = "TRAINWARDEN_RANK_LOG_CAP"
FLOOR_ENV = "TRAINWARDEN_RANK_LOG_FLOOR"
_SIZE = re.compile(r"^\s*(\d+)\s*(|B|K|KB|KIB|M|MB|MIB|G|GB|GIB)\s*$", re.IGNORECASE)
_UNIT = {"": 1, "B": 1, "K": 1 << 10, "M": 1 << 20, "G": 1 << 30}


def parse_size(text: str, name: str) -> int:
    """Bytes from ``12345``, ``64KiB``, ``20M``, ``1GiB`` (units are binary); ValueError
    naming the setting otherwise."""
    found = _SIZE.match(text)
    if found is None:
        raise ValueError(f"{name}={text!r}: not a size (bytes, or a number with KiB, MiB or GiB)")
    return int(found.group(1)) * _UNIT[found.group(2)[:1].upper()]


def _mib(size: int) -> str:
    if size % (1 << 20) == 0:
        return f"{size >> 20} MiB"
    if size % (1 << 10) == 0:
        return f"{size >> 10} KiB"
    return f"{size / (1 << 20):.1f} MiB"


@dataclass(frozen=True)
class LogBudget:
    """Bytes of rank logs one bundle takes. Defaults: 128 MiB in all (a 2,048 x 8 job's
    evidence written, redacted and attributed within 20 s of CPU here), 20 MiB per rank (what a
    file could hold before), 8 KiB floor (128 MiB over 16,384 ranks; a Python traceback or an
    NCCL watchdog's error with its C++ frames is 2-6 KiB). With more files than total / floor
    every file keeps the floor, so the total may be exceeded by at most files x floor."""

    total: int = 128 << 20
    per_rank: int = 20 << 20
    floor: int = 8 << 10

    def __post_init__(self) -> None:
        if min(self.total, self.per_rank, self.floor) < 1 or self.floor > self.per_rank:
            raise ValueError(f"rank log budget: total {self.total}, per rank {self.per_rank} and "
                             f"floor {self.floor} must be positive, the floor at most the cap")

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> LogBudget:
        """The worker's settings (TRAINWARDEN_RANK_LOG_BUDGET, _CAP, _FLOOR), defaults where
        unset; ValueError naming the variable when one is not a size."""
        env = os.environ if env is None else env
        default = cls()
        values = {}
        for key, name in (("total", TOTAL_ENV), ("per_rank", PER_RANK_ENV), ("floor", FLOOR_ENV)):
            raw = env.get(name, "").strip()
            values[key] = parse_size(raw, name) if raw else getattr(default, key)
        return cls(**values)

    def describe(self) -> str:
        return (f"{_mib(self.total)} in all, {_mib(self.per_rank)} per rank, "
                f"at least {_mib(self.floor)} each")


@dataclass(frozen=True)
class LogSource:
    """One file of rank output: a rank's own log (``ranks`` 1) or a job's output carrying
    ``ranks`` ranks' lines (``srun --label``), whose cap and floor are that many ranks'."""

    path: Path
    ranks: int = 1
    roots: tuple[Path, ...] | None = None


def shares(sizes: Sequence[tuple[int, int]], budget: LogBudget) -> list[int]:
    """Bytes to keep of each (size, ranks): max-min fair division of the total (a file needing
    less than its share leaves the rest to the larger ones), each rank's share clamped to
    [floor, per_rank]."""
    kept = [0] * len(sizes)
    left, weight = budget.total, sum(ranks for _, ranks in sizes)
    for i in sorted(range(len(sizes)), key=lambda i: sizes[i][0] / sizes[i][1]):
        size, ranks = sizes[i]
        per = min(max(left // weight, budget.floor), budget.per_rank) if weight else 0
        kept[i] = min(size, per * ranks)
        left, weight = max(0, left - kept[i]), weight - ranks
    return kept


@dataclass
class _Tally:
    files: int = 0
    untouched: int = 0
    cut: int = 0
    present: int = 0
    kept: int = 0
    unreadable: list[str] = field(default_factory=list)


class RankLogTails:
    """Iterate (source, lines, last written) over ``sources`` within ``budget``: lines of the
    newest bytes kept (newline-less, each cut at MAX_LINE_BYTES with a visible mark), [] for a
    file untouched since ``window_start`` (never opened), missing or unreadable. ``notes()``
    after the iteration: the cut, and the files that could not be read."""

    def __init__(self, sources: Sequence[LogSource], window_start: datetime | None,
                 budget: LogBudget | None = None):
        self.budget = budget or LogBudget.from_env()
        self.tally = _Tally(files=len(sources))
        self._reals: dict[str, str] = {}
        since = window_start.timestamp() if window_start is not None else None
        found = [self._stat(source, since) for source in sources]
        keeps = shares([(size, s.ranks) for s, (size, _) in zip(sources, found, strict=True)],
                       self.budget)
        self._plan: list[tuple[LogSource, int, int, datetime | None]] = [
            (source, size, keep, mtime)
            for source, (size, mtime), keep in zip(sources, found, keeps, strict=True)
        ]

    def _stat(self, source: LogSource, since: float | None) -> tuple[int, datetime | None]:
        """(bytes present in the window, last write): 0 for a file untouched since the window
        started (a stat, no open), missing, not a regular file or resolving out of its roots."""
        try:
            st = os.lstat(source.path)
            link = stat.S_ISLNK(st.st_mode)
            if link:
                st = os.stat(source.path)
        except FileNotFoundError:
            return 0, None
        except OSError as exc:
            self.tally.unreadable.append(f"{source.path}: {exc.strerror or exc}")
            return 0, None
        if since is not None and st.st_mtime < since:
            self.tally.untouched += 1
            return 0, None
        mtime = datetime.fromtimestamp(st.st_mtime, tz=UTC)
        if not stat.S_ISREG(st.st_mode):
            self.tally.unreadable.append(f"{source.path}: not a regular file, not read")
            return 0, mtime
        if not self._inside(source, link):
            self.tally.unreadable.append(f"{source.path}: resolves out of its directory, "
                                         "not read")
            return 0, mtime
        return st.st_size, mtime

    def _inside(self, source: LogSource, link: bool) -> bool:
        """Whether the file resolves under its roots (default: its own directory). Directories'
        real paths are asked once each (a job's 16,384 files sit in 2,048 folders)."""
        parent = self._real(os.path.dirname(os.path.abspath(source.path)))
        roots = [self._real(str(root)) for root in source.roots or ()] or [parent]
        real = os.path.realpath(source.path) if link else os.path.join(
            parent, os.path.basename(source.path))
        return any(real == root or real.startswith(root.rstrip("/") + "/") for root in roots)

    def _real(self, directory: str) -> str:
        real = self._reals.get(directory)
        if real is None:
            real = self._reals[directory] = os.path.realpath(directory)
        return real

    def __iter__(self) -> Iterator[tuple[LogSource, list[str], datetime | None]]:
        for source, size, keep, mtime in self._plan:
            if size == 0 or keep == 0:
                yield source, [], mtime
                continue
            self.tally.present += size
            try:
                lines, read = _tail_lines(source, keep)
            except OSError as exc:
                self.tally.unreadable.append(f"{source.path}: {exc.strerror or exc}")
                yield source, [], mtime
                continue
            self.tally.kept += read
            self.tally.cut += keep < size
            yield source, lines, mtime

    def notes(self) -> list[str]:
        """collection_notes lines: the cut (when any), then the files not read."""
        t, notes = self.tally, []
        if t.cut:
            notes.append(
                f"rank output cut to the rank log budget ({self.budget.describe()}): "
                f"{t.cut:,} of {t.files:,} files kept only their newest bytes, {t.kept:,} "
                f"bytes kept of {t.present:,} present in the window")
        notes += [f"rank log {text}" for text in t.unreadable]
        return notes


def _tail_lines(source: LogSource, keep: int) -> tuple[list[str], int]:
    """The last ``keep`` bytes of the file as lines, the first partial line dropped (unless it
    is all there is); only those bytes are read. Returns (lines, bytes read)."""
    fd, size = open_regular_sized(source.path)
    try:
        start = max(0, size - keep - 1)  # one byte more: is the first line whole?
        data = os.pread(fd, size - start, start)
    finally:
        os.close(fd)
    if start > 0:
        cut = data.find(b"\n")
        data = data[cut + 1:] if 0 <= cut < len(data) - 1 else data[1:]
    text = data.decode("utf-8", errors="replace")
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return [ln if len(ln) * 4 <= MAX_LINE_BYTES else _cut(ln) for ln in lines], len(data)


def _cut(line: str) -> str:
    """A line of more than MAX_LINE_BYTES cut there, with a visible mark (as safeio does)."""
    raw = line.encode()
    if len(raw) <= MAX_LINE_BYTES:
        return line
    head = raw[:MAX_LINE_BYTES].decode("utf-8", errors="ignore")
    return head + CUT_MARK.format(MAX_LINE_BYTES)
