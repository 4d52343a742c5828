"""The streams a Slurm evidence bundle is made of (trainwarden.attribution.bundle.BundleWriter
writes it) from what Slurm and the job left behind.

Logs: the job's stdout/stderr (``srun --label`` prefixes ``N:`` map lines to task N, the rank
itself or a launcher of several ranks: see ``split_job_output``; anything else is the batch
script's own output on the batch host), per-rank log files the job wrote into
its run directory, node kernel logs and slurmd logs where this process can read them. Every
line written starts with an ISO-8601 timestamp with zone, read from the line itself (ISO-8601,
syslog, glog, Python logging, dmesg; see trainwarden.attribution.timestamps); lines without one
(a traceback frame, the batch script's echo) take the previous line's.
"""

from __future__ import annotations

import json
import re
from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from trainwarden.attribution.bundle.budget import LogBudget, LogSource, RankLogTails
from trainwarden.attribution.bundle.writer import BundleWriter
from trainwarden.attribution.timestamps import TimeContext, timestamped
from trainwarden.progresslog.rankprefix import split_rank
from trainwarden.untrusted.safeio import capped_lines

SRUN_LABEL = re.compile(r"^\s*(\d+): ?(.*)$")
MAX_LOG_BYTES = 20 * 1024 * 1024
"""Node logs (kernel, slurmd) and the jobcomp file; rank output has its own budget."""
OutputSplit = Callable[[list[str], datetime], None]
"""Lines of a job output file and its last write -> the rank streams they are written to."""


def parse_iso(text: str) -> datetime:
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


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


def write_rank_logs(
    writer: BundleWriter, directory: Path, start: datetime,
    outputs: Sequence[Path] = (), split: OutputSplit | None = None, output_ranks: int = 1,
    budget: LogBudget | None = None,
) -> list[str]:
    """The job's rank output within the bundle's rank log budget (trainwarden.attribution.
    bundle.budget): its output files (``srun --label``: each carries every rank's lines and is
    handed to its ``split``) and the per-rank (per-stream) log files it wrote into its run
    directory, ``logs/<node>/<stream>.log``, each line dated from itself. An output file
    counts as ``output_ranks`` ranks' logs in the budget. Returns the collection notes: what
    was cut, what could not be read."""
    sources = [LogSource(path, ranks=max(1, output_ranks)) for path in outputs]
    run_logs = sorted((directory / "logs").glob("*/*.log"))
    sources += [LogSource(log, roots=(directory,)) for log in run_logs]
    tails = RankLogTails(sources, writer.window_start or start, budget)
    for source, lines, mtime in tails:
        at = max(mtime, start) if mtime is not None else start
        if source.path in outputs:
            if split is not None:
                split(lines, at)
        else:
            writer.log_lines(source.path.parent.name, source.path.stem, lines, at)
    return tails.notes()


def write_run_logs(writer: BundleWriter, directory: Path, start: datetime,
                   budget: LogBudget | None = None) -> list[str]:
    """The run directory's rank logs alone (write_rank_logs with no job output)."""
    return write_rank_logs(writer, directory, start, budget=budget)


def written_at(path: Path, floor: datetime) -> datetime:
    """When a file was last written (not before `floor`): the time of its lines when none of
    them carries one. Files are read after the fact, so this is the nearest to "the time the
    line was read" a collector has: the failure's last lines are dated when they were written,
    not at the run's start."""
    try:
        mtime = datetime.fromtimestamp(path.stat().st_mtime, tz=UTC)
    except OSError:
        return floor
    return max(mtime, floor)


def node_time_context(now: datetime | None = None) -> TimeContext:
    """Zone-less and year-less times on the cluster's nodes are read in this host's zone (the
    worker shares the cluster's clock and zone), relative to the collection time."""
    now = now or datetime.now(UTC)
    return TimeContext(tz=now.astimezone().tzinfo or UTC, reference=now)


def split_job_output(
    lines: Iterable[str], ranks: dict[str, str], batch_host: str | None, start: datetime,
    ctx: TimeContext | None = None, per_task: int = 1,
) -> dict[tuple[str, str], list[tuple[datetime, str]]]:
    """Job stdout -> {(node, "rank-N" | "launcher" | "batch"): [(ts, text)]}.

    ``ranks``: global rank -> node. ``srun --label`` prefixes a line with its task id N. When a
    task is a rank (``per_task`` 1) that is the rank, unless torch's ``[rankR]:`` says otherwise.
    When a task is a launcher of ``per_task`` ranks (one torchrun per node), torch's prefix
    names the rank (node-local ``[defaultL]:`` is rank N * per_task + L, see
    trainwarden.progresslog.rankprefix), and a line without one is the launcher's own, on the
    task's node. Anything else is the batch script's own output on the batch host."""
    labelled: list[tuple[tuple[str, str] | None, str]] = []
    for line in lines:
        labelled.append(_stream_of(line, ranks, per_task) or (None, line))
    times = timestamped((text for _, text in labelled), start, ctx)
    streams: dict[tuple[str, str], list[tuple[datetime, str]]] = defaultdict(list)
    for (where, _), entry in zip(labelled, times, strict=True):
        streams[where or (batch_host or "batch", "batch")].append(entry)
    return streams


def _stream_of(
    line: str, ranks: dict[str, str], per_task: int
) -> tuple[tuple[str, str], str] | None:
    """((node, stream), text after the srun label) of a labelled line; None for the batch's."""
    label = SRUN_LABEL.match(line)
    if label is None:
        return None
    task, text = int(label.group(1)), label.group(2)
    rank, _ = split_rank(text, task, per_task)
    if rank is None and per_task == 1:
        rank = task
    if rank is not None and str(rank) in ranks:
        return (ranks[str(rank)], f"rank-{rank}"), text
    node = ranks.get(str(task * per_task))
    if node is None:
        return None
    return (node, "launcher"), text


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
