"""Write DESIGN section 2 evidence bundles from what Slurm and the job left behind.

Logs: the job's stdout/stderr (``srun --label`` prefixes ``N:`` map lines to rank N, anything
else is the batch script's own output on the batch host), per-rank log files the job wrote into
its run directory, node kernel logs and slurmd logs where this process can read them. Every
line written starts with an ISO-8601 timestamp with zone, read from the line itself (ISO-8601,
syslog, glog, Python logging, dmesg; see trainwarden.attribution.timestamps); lines without one
(a traceback frame, the batch script's echo) take the previous line's.
"""

from __future__ import annotations

import json
import re
from collections import defaultdict
from collections.abc import Iterable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from trainwarden.attribution.timestamps import TimeContext, parse_line, parse_ts

SRUN_LABEL = re.compile(r"^\s*(\d+): ?(.*)$")
MAX_LOG_BYTES = 20 * 1024 * 1024


def parse_iso(text: str) -> datetime:
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


def iso(ts: datetime) -> str:
    return ts.astimezone(UTC).isoformat(timespec="milliseconds")


def read_lines(path: Path) -> list[str]:
    """The last MAX_LOG_BYTES of a text file, as lines; [] when unreadable."""
    try:
        with path.open("rb") as handle:
            handle.seek(0, 2)
            size = handle.tell()
            handle.seek(max(0, size - MAX_LOG_BYTES))
            data = handle.read()
    except OSError:
        return []
    return data.decode(errors="replace").splitlines()


def node_time_context(now: datetime | None = None) -> TimeContext:
    """Zone-less and year-less times on the cluster's nodes are read in this host's zone (the
    worker shares the cluster's clock and zone), relative to the collection time."""
    now = now or datetime.now(UTC)
    return TimeContext(tz=now.astimezone().tzinfo or UTC, reference=now)


def timestamped(
    lines: Iterable[str], default: datetime, ctx: TimeContext | None = None
) -> list[tuple[datetime, str]]:
    """(time, text) per line, the time read from the line itself in any format the attribution
    engine knows. A line without one takes the time of the line before it; lines before the
    first time in the file take that first time (so the head of an output file appended to by
    an earlier run stays with that run), and `default` only when no line has a time. A
    normalised ISO-8601 prefix is dropped from the text; the program's own timestamp in any
    other format stays in it, as the program wrote it."""
    ctx = ctx or node_time_context()
    out: list[tuple[datetime | None, str]] = []
    for line in lines:
        at, rest = parse_line(line, ctx)
        normalised = at is not None and parse_ts(line.partition(" ")[0]) is not None
        out.append((at, rest if normalised else line))
    first = next((at for at, _ in out if at is not None), default)
    current = first
    result: list[tuple[datetime, str]] = []
    for at, text in out:
        current = at or current
        result.append((current, text))
    return result


def split_job_output(
    lines: Iterable[str], ranks: dict[str, str], batch_host: str | None, start: datetime,
    ctx: TimeContext | None = None,
) -> dict[tuple[str, str], list[tuple[datetime, str]]]:
    """Job stdout -> {(node, "rank-N" | "batch"): [(ts, text)]} using srun --label prefixes."""
    labelled: list[tuple[str | None, str]] = []
    for line in lines:
        label = SRUN_LABEL.match(line)
        if label and label.group(1) in ranks:
            labelled.append((label.group(1), label.group(2)))
        else:
            labelled.append((None, line))
    times = timestamped((text for _, text in labelled), start, ctx)
    streams: dict[tuple[str, str], list[tuple[datetime, str]]] = defaultdict(list)
    for (rank, _), entry in zip(labelled, times, strict=True):
        if rank is not None:
            streams[(ranks[rank], f"rank-{rank}")].append(entry)
        else:
            streams[(batch_host or "batch", "batch")].append(entry)
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
