"""Write DESIGN section 2 evidence bundles from what Slurm and the job left behind.

Logs: the job's stdout/stderr (``srun --label`` prefixes ``N:`` map lines to rank N, anything
else is the batch script's own output on the batch host), per-rank log files the job wrote into
its run directory, node kernel logs and slurmd logs where this process can read them. Every
line written starts with an ISO-8601 timestamp with zone; lines without one (the batch script's
echo) inherit the previous line's, or the run's start time.
"""

from __future__ import annotations

import json
import re
from collections import defaultdict
from collections.abc import Iterable, Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from trainwarden.safeio import capped_lines

ISO_PREFIX = re.compile(
    r"^(\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:?\d{2}))\s?(.*)$"
)
SLURM_LOG_PREFIX = re.compile(r"^\[(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?)\]\s?(.*)$")
SRUN_LABEL = re.compile(r"^\s*(\d+): ?(.*)$")
MAX_LOG_BYTES = 20 * 1024 * 1024


def parse_iso(text: str) -> datetime:
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


def iso(ts: datetime) -> str:
    return ts.astimezone(UTC).isoformat(timespec="milliseconds")


def read_lines(path: Path, roots: tuple[Path, ...] | None = None) -> list[str]:
    """The last MAX_LOG_BYTES of a text file, as lines (each cut at MAX_LINE_BYTES); [] when
    unreadable, not a regular file, or a symlink out of ``roots`` (default: its directory)."""
    try:
        return [
            line.rstrip("\n")
            for line in capped_lines(path, roots=roots, max_bytes=MAX_LOG_BYTES)
        ]
    except OSError:
        return []


def timestamped(lines: Iterable[str], default: datetime) -> Iterator[tuple[datetime, str]]:
    """(timestamp, text) per line; lines without a timestamp inherit the previous one."""
    current = default
    for line in lines:
        match = ISO_PREFIX.match(line)
        if match:
            try:
                current = parse_iso(match.group(1).replace(" ", "T"))
                yield current, match.group(2)
                continue
            except ValueError:
                pass
        yield current, line


def slurm_log_lines(lines: Iterable[str], default: datetime) -> Iterator[tuple[datetime, str]]:
    """slurmd/slurmctld lines ``[2026-12-02T13:35:40.123] text`` are local time without zone."""
    current = default
    for line in lines:
        match = SLURM_LOG_PREFIX.match(line)
        if match:
            current = datetime.fromisoformat(match.group(1)).astimezone()
            yield current, match.group(2)
        else:
            yield current, line


def split_job_output(
    lines: Iterable[str], ranks: dict[str, str], batch_host: str | None, start: datetime
) -> dict[tuple[str, str], list[tuple[datetime, str]]]:
    """Job stdout -> {(node, "rank-N" | "batch"): [(ts, text)]} using srun --label prefixes."""
    streams: dict[tuple[str, str], list[tuple[datetime, str]]] = defaultdict(list)
    last = start
    for line in lines:
        label = SRUN_LABEL.match(line)
        if label and label.group(1) in ranks:
            rank = label.group(1)
            ts, text = next(timestamped([label.group(2)], last))
            streams[(ranks[rank], f"rank-{rank}")].append((ts, text))
        else:
            ts, text = next(timestamped([line], last))
            streams[(batch_host or "batch", "batch")].append((ts, text))
        last = ts
    return streams


def write_log(path: Path, entries: Iterable[tuple[datetime, str]], since: datetime | None) -> int:
    """Append entries at or after since; returns how many lines were written."""
    kept = [(ts, text) for ts, text in entries if since is None or ts >= since]
    if not kept:
        return 0
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("a") as handle:
        for ts, text in kept:
            handle.write(f"{iso(ts)} {text}\n")
    return len(kept)


def write_jsonl(path: Path, records: Iterable[dict[str, Any]]) -> None:
    with path.open("w") as handle:
        for record in records:
            handle.write(json.dumps(record, sort_keys=True) + "\n")


def read_jsonl(path: Path, since: datetime | None) -> list[dict[str, Any]]:
    records = []
    for line in read_lines(path):
        try:
            record = json.loads(line)
        except json.JSONDecodeError:
            continue
        if since is not None:
            try:
                if parse_iso(str(record.get("ts"))) < since:
                    continue
            except ValueError:
                continue
        records.append(record)
    return records
