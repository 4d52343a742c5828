"""Writing a bundle (docs/evidence-bundle.md): the one writer every backend uses."""

from __future__ import annotations

import json
from collections import deque
from collections.abc import Iterable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from trainwarden.attribution import flight_recorder
from trainwarden.attribution.bundle.job import JobInfo
from trainwarden.attribution.timestamps import TimeContext, parse_ts, timestamped
from trainwarden.untrusted.paths import safe_part


class BundleWriter:
    """Writes a bundle (docs/evidence-bundle.md), the one writer every backend uses: a backend only
    supplies streams (raw log lines, scheduler events, metric records) and the job's shape.

    Every log line is written as `ISO-8601-with-zone SPACE text`, its time read from the line
    itself (trainwarden.attribution.timestamps); evidence before `window_start` (the start of
    this run, or of the incident's window) is dropped; a stream keeps at most `max_lines` of
    its newest lines. job.json records the window the bundle covers and when it was taken.
    """

    def __init__(self, dest: str | Path, window_start: datetime | None = None,
                 ctx: TimeContext | None = None, max_lines: int | None = None):
        self.dest = Path(dest)
        self.window_start = window_start
        self.ctx = ctx or TimeContext()
        self.max_lines = max_lines
        self.dest.mkdir(parents=True, exist_ok=True)
        self._folders: dict[str, str] = {}

    def log(self, node: str, stream: str, entries: Iterable[tuple[datetime, str]]) -> int:
        """Append (time, text) entries to logs/NODE/STREAM.log; returns lines written."""
        since = self.window_start
        kept: Iterable[tuple[datetime, str]] = (
            (at, text) for at, text in entries if since is None or at >= since)
        if self.max_lines is not None:
            kept = deque(kept, maxlen=self.max_lines)
        rendered = [f"{_iso_z(at)} {text.rstrip(chr(10))}\n" for at, text in kept]
        # an empty file says: looked, nothing in the window. Binary, str paths and each node's
        # folder made once: a job of 16,384 ranks has as many files (the per-file cost counts)
        with open(f"{self._folder(node)}/{safe_part(stream)}.log", "ab") as handle:
            handle.write("".join(rendered).encode("utf-8", errors="replace"))
        return len(rendered)

    def _folder(self, node: str) -> str:
        """logs/NODE, created on first use; names from a scheduler or a log never leave the
        bundle (trainwarden/untrusted/paths.py)."""
        folder = self._folders.get(node)
        if folder is None:
            path = self.dest / "logs" / safe_part(node)
            path.mkdir(parents=True, exist_ok=True)
            folder = self._folders[node] = str(path)
        return folder

    def log_lines(self, node: str, stream: str, lines: Iterable[str],
                  default: datetime) -> int:
        """Raw lines as a program wrote them (times in any known format, or none)."""
        return self.log(node, stream, timestamped(lines, default, self.ctx))

    def jsonl(self, name: str, records: Iterable[dict[str, Any]], windowed: bool = True) -> int:
        """scheduler.jsonl or metrics.jsonl: records (in the window unless `windowed` is
        False: a run's own scheduler events all belong to it), in time order."""
        since = self.window_start if windowed else None
        kept = [r for r in records
                if since is None or (_record_at(r) or since) >= since]
        kept.sort(key=lambda r: _record_at(r) or datetime.min.replace(tzinfo=UTC))
        return self.jsonl_lines(name, (json.dumps(r, sort_keys=True) for r in kept))

    def jsonl_lines(self, name: str, lines: Iterable[str]) -> int:
        """Serialised records a backend already filtered and ordered (its own files, copied
        without a parse on the detection-to-action path)."""
        tail = deque((line.rstrip("\n") for line in lines), maxlen=self.max_lines)
        with (self.dest / name).open("w") as handle:
            handle.writelines(line + "\n" for line in tail if line)
        return len(tail)

    def flight_recorder(self, rank: int, dump: dict[str, Any]) -> None:
        """A rank's Flight Recorder dump (trainwarden.attribution.flight_recorder.load_dump),
        kept as JSON lines so that evidence can cite an entry."""
        directory = self.dest / "flight_recorder"
        directory.mkdir(exist_ok=True)
        lines = flight_recorder.to_jsonl(dump)
        (directory / f"rank-{rank}.jsonl").write_text("".join(line + "\n" for line in lines))

    def flight_recorder_dir(self, directory: Path) -> list[str]:
        """Every Flight Recorder dump in `directory` (files named prefix + rank, as torch
        writes them); returns notes on files that are not readable dumps."""
        notes: list[str] = []
        if not directory.is_dir():
            return notes
        for path in sorted(p for p in directory.iterdir() if p.is_file()):
            rank = flight_recorder.rank_of(path)
            if rank is None:
                continue
            try:
                self.flight_recorder(rank, flight_recorder.load_dump(path))
            except (OSError, flight_recorder.DumpError) as exc:
                notes.append(f"flight recorder {path.name}: {exc}")
        return notes

    def finish(self, job: dict[str, Any], collected_at: datetime | None = None) -> Path:
        """Write job.json (validated against the reader's model) and return the bundle."""
        collected = collected_at or datetime.now(UTC)
        record = {"collected_at": _iso_z(collected), "window_end": _iso_z(collected), **job}
        if self.window_start is not None:
            record.setdefault("window_start", _iso_z(self.window_start))
        JobInfo.model_validate(record)  # a writer bug must not produce an unreadable bundle
        tmp = self.dest / "job.json.tmp"
        tmp.write_text(json.dumps(record, indent=2))
        tmp.replace(self.dest / "job.json")
        return self.dest


def _iso_z(at: datetime) -> str:
    return at.astimezone(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def _record_at(record: dict[str, Any]) -> datetime | None:
    raw = record.get("ts")
    return parse_ts(raw) if isinstance(raw, str) else None
