"""The streams of one run of a local-cluster job, written as an evidence bundle (docs/
evidence-bundle.md) by the shared trainwarden.attribution.bundle.BundleWriter.

Files are streamed and trimmed (a time window plus a cap on lines per file), never loaded
whole, so collecting evidence of a long run stays cheap.
"""

from __future__ import annotations

import heapq
import json
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from trainwarden.attribution.bundle import BundleWriter
from trainwarden.attribution.bundle.budget import LogSource, RankLogTails
from trainwarden.localcluster.fsutil import atomic_write_bytes, iso, parse_iso, read_json
from trainwarden.localcluster.layout import ClusterLayout, RunLayout
from trainwarden.localcluster.procs import rank_process_states
from trainwarden.progresslog.rankprefix import split_rank
from trainwarden.untrusted.safeio import capped_lines

MAX_LOG_LINES = 20_000
MAX_METRIC_LINES = 50_000


def _since_text(since: datetime | None) -> str | None:
    """Our timestamps are all UTC ISO strings, so a string compare is a time compare."""
    if since is None:
        return None
    if since.tzinfo is None:
        since = since.replace(tzinfo=UTC)
    return iso(since.astimezone(UTC))


def _lines_since(path: Path, since: str | None) -> Iterator[str]:
    """Lines of a file at or after ``since`` (see _since)."""
    try:
        yield from _since(capped_lines(path), since)
    except OSError:  # missing, not a regular file, a symlink out of its directory
        return


def _since(lines: Iterable[str], since: str | None) -> Iterator[str]:
    """Lines at or after ``since``; untimestamped continuation lines follow their predecessor."""
    keep = since is None
    for line in lines:
        stamp = line.split(" ", 1)[0]
        if since is not None and stamp[:4].isdigit() and "T" in stamp:
            keep = stamp >= since
        if keep:
            yield line


def _metric_lines(run: RunLayout, ranks: list[int], since: str | None) -> Iterator[str]:
    """Per-rank metric files merged in time order (each file is already ordered)."""
    streams = [_lines_since_json(run.metrics(rank), since) for rank in ranks]
    return (line for _, line in heapq.merge(*streams))


def _status_step_lines(run: RunLayout, ranks: dict[int, str], since: str | None) -> Iterator[str]:
    """A command's ranks write no metrics files: their status files' recent steps are the
    "step" metrics (what attribution needs to tell a silent hang from a healthy job)."""
    records: list[tuple[str, str]] = []
    for rank, node in ranks.items():
        status = read_json(run.status(rank), {}) or {}
        for item in status.get("recent") or []:
            try:
                step, at = int(item[0]), str(item[1])
            except (TypeError, ValueError, IndexError):
                continue
            if since is None or at >= since:
                record = {"ts": at, "node": node, "rank": rank, "name": "step", "value": step}
                records.append((at, json.dumps(record) + "\n"))
    return (line for _, line in sorted(records))


def _unranked(
    lines: Iterable[str], node_rank: int, per_node: int, ranks: set[int]
) -> Iterator[str]:
    """Lines of a command's node output that carry no rank prefix of the node (the others are
    in the ranks' own logs already: evidence is not counted twice)."""
    for line in lines:
        _, _, text = line.partition(" ")
        if split_rank(text.rstrip("\n"), node_rank, per_node)[0] not in ranks:
            yield line


def _process_lines(run: RunLayout, spec: dict[str, Any], ranks: dict[int, str]) -> Iterator[str]:
    """The state of each rank's processes at the run's first sign, if one was seen, then of
    those alive now (docs/evidence-bundle.md): a hang's stopped rank shows as ``T``."""
    yield from capped_lines(run.processes_at_first_sign) if _exists(run) else ()
    yield from _live_process_lines(run, spec, ranks)


def _exists(run: RunLayout) -> bool:
    return run.processes_at_first_sign.is_file()


def snapshot_processes(run: RunLayout, spec: dict[str, Any]) -> bool:
    """Record the rank processes' states when a first sign is seen, once per run: the stop
    that follows it kills them all (a SIGSTOPped rank too) before evidence is collected, and
    a rank stopped while its peers died of their collective timeout is the hang's cause."""
    if _exists(run):
        return False
    ranks = {int(r): n for r, n in spec["ranks"].items()}
    lines = "".join(line + "\n" for line in _live_process_lines(run, spec, ranks))
    atomic_write_bytes(run.processes_at_first_sign, lines.encode())
    return True


def _live_process_lines(
    run: RunLayout, spec: dict[str, Any], ranks: dict[int, str]
) -> Iterator[str]:
    """The state of each rank's live processes now."""
    own = {} if spec.get("command") else (read_json(run.pids, {}) or {})
    pids = {int(r): int(p) for r, p in own.items()}
    now = iso()
    for rank, pid, state in rank_process_states(spec.get("run_dir", str(run.dir)), pids):
        if rank in ranks:
            record = {"ts": now, "node": ranks[rank], "rank": rank, "pid": pid, "state": state}
            yield json.dumps(record)


def _lines_since_json(path: Path, since: str | None) -> Iterator[tuple[str, str]]:
    try:
        for line in capped_lines(path):
            try:
                ts = json.loads(line)["ts"]
            except (json.JSONDecodeError, KeyError, TypeError):
                continue
            if since is None or ts >= since:
                yield ts, line
    except OSError:
        return


def write_bundle(
    layout: ClusterLayout,
    run: RunLayout,
    spec: dict[str, Any],
    dest: Path,
    since: datetime | None,
    log_metrics: Callable[[datetime], list[dict[str, Any]]] | None = None,
) -> Path:
    """The run's bundle through the shared BundleWriter: this run's files only, node kernel
    logs from the run's creation (or `since`, if later) on. `log_metrics(window)`: step
    metrics from the steps a command printed, for one that writes no status files either."""
    created = parse_iso(spec["created_at"])
    window = max(since, created) if since is not None else created
    if window.tzinfo is None:
        window = window.replace(tzinfo=UTC)
    since_text = _since_text(since)
    writer = BundleWriter(dest, window_start=window, max_lines=MAX_LOG_LINES)
    ranks = {int(r): n for r, n in spec["ranks"].items()}
    writer.jsonl_lines("scheduler.jsonl", _lines_since(run.scheduler, None))
    writer.max_lines = MAX_METRIC_LINES
    if spec.get("command"):
        metrics = list(_status_step_lines(run, ranks, since_text))
        if not metrics and log_metrics is not None:  # a program that only prints its progress
            metrics = [json.dumps(m) + "\n" for m in log_metrics(window)]
        writer.jsonl_lines("metrics.jsonl", metrics)
    else:
        writer.jsonl_lines("metrics.jsonl", _metric_lines(run, sorted(ranks), since_text))
    writer.max_lines = MAX_LOG_LINES
    notes = _write_rank_logs(writer, run, spec, ranks, since_text)
    writer.jsonl_lines("processes.jsonl", _process_lines(run, spec, ranks))
    kernel_since = _since_text(window)
    for node in spec["nodes"]:
        tail = deque(_lines_since(layout.kernel_log(node), kernel_since), maxlen=MAX_LOG_LINES)
        writer.log_lines(node, "kernel", tail, created)
    return writer.finish(
        {
            "job_id": spec["job_id"],
            "scheduler": "local",
            "nodes": spec["nodes"],
            "ranks": {str(r): n for r, n in sorted(ranks.items())},
            "expected_step_seconds": None
            if spec.get("command")
            else spec["options"]["step_seconds"],
            "name": spec["name"],
            "run": spec["run"],
            "created_at": spec["created_at"],
            "collection_notes": notes,
        }
    )


def _write_rank_logs(
    writer: BundleWriter, run: RunLayout, spec: dict[str, Any], ranks: dict[int, str],
    since: str | None,
) -> list[str]:
    """Each rank's log, and a command's node output where a node runs several ranks (its lines
    of no rank), within the bundle's rank log budget (trainwarden.attribution.bundle.budget);
    returns the collection notes (what was cut, what could not be read)."""
    streams: list[tuple[str, str, set[int], int]] = []  # node, stream, the node's ranks, index
    sources: list[LogSource] = []
    for rank, node in ranks.items():
        streams.append((node, f"rank-{rank}", set(), 0))
        sources.append(LogSource(run.rank_log(node, rank)))
    for index, node in enumerate(spec["nodes"]):
        node_ranks = {r for r, n in ranks.items() if n == node}
        if spec.get("command") and len(node_ranks) > 1:  # the node's lines of no rank
            streams.append((node, "node", node_ranks, index))
            sources.append(LogSource(run.dir / "logs" / node / "node.log", len(node_ranks)))
    tails = RankLogTails(sources, writer.window_start)
    created = parse_iso(spec["created_at"])
    for (node, stream, node_ranks, index), (_, lines, _) in zip(streams, tails, strict=True):
        kept: Iterable[str] = _since(lines, since)
        if node_ranks:
            kept = _unranked(kept, index, spec["ranks_per_node"], node_ranks)
        writer.log_lines(node, stream, deque(kept, maxlen=MAX_LOG_LINES), created)
    return tails.notes()
