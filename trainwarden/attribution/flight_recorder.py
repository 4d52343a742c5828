"""PyTorch Flight Recorder dumps: which rank never entered the collective the others wait in.

With `TORCH_NCCL_DUMP_ON_TIMEOUT=1`, each rank of a job that hits a collective timeout writes
its ring buffer of recent collectives to `$TORCH_NCCL_DEBUG_INFO_TEMP_FILE<rank>` (a pickle of
plain containers: `version`, `pg_config`, `entries`; each entry has `process_group` (name,
desc), `collective_seq_id`, `profiling_name` such as `nccl:all_reduce`, `state` scheduled,
started or completed, ...). A hang seen from the healthy ranks is "stuck in collective #S of
group G"; the rank to look at is the one whose last collective in G is before S: it never
got there.

Dumps are written by the job's own processes, so they are never unpickled with the stdlib's
full unpickler: only plain containers and scalars are accepted (a dump that asks for anything
else is refused). In a bundle they are kept as JSON lines, `flight_recorder/rank-N.jsonl`: a
first line `{"version", "pg_config"}`, then one entry per line, so evidence cites a line.
"""

from __future__ import annotations

import io
import json
import pickle
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from trainwarden.untrusted.bounded_data import loads_json
from trainwarden.untrusted.safeio import read_regular_file, record_lines

MAX_DUMP_BYTES = 64 << 20
_RANK_SUFFIX = re.compile(r"(\d+)(?:\.\w+)?$")
KEPT_FIELDS = ("record_id", "process_group", "collective_seq_id", "p2p_seq_id", "op_id",
               "profiling_name", "state", "time_created_ns", "time_discovered_started_ns",
               "time_discovered_completed_ns", "timeout_ms", "input_sizes", "output_sizes",
               "is_p2p")


class DumpError(Exception):
    """A file that is not a readable Flight Recorder dump."""


class _PlainUnpickler(pickle.Unpickler):
    """Unpickles dicts, lists, tuples, strings, numbers and None; refuses every global."""

    def find_class(self, module: str, name: str) -> Any:
        raise DumpError(f"refused: the dump references {module}.{name}")


def load_dump(path: Path) -> dict[str, Any]:
    """A dump as torch wrote it (pickle, or the JSON form of the control-plane handler)."""
    try:  # at most MAX_DUMP_BYTES + 1 read; a FIFO or device refused
        data = read_regular_file(path, MAX_DUMP_BYTES)
    except OSError as exc:
        raise DumpError(f"{path.name}: {exc}") from exc
    try:
        if data[:1] in (b"{", b"["):
            dump = loads_json(data)
        else:
            dump = _PlainUnpickler(io.BytesIO(data)).load()
    except DumpError:
        raise
    except Exception as exc:
        raise DumpError(f"{path.name}: not a Flight Recorder dump ({exc})") from exc
    if not isinstance(dump, dict) or not isinstance(dump.get("entries"), list):
        raise DumpError(f"{path.name}: no 'entries' list")
    return dump


def rank_of(path: Path) -> int | None:
    """The rank a dump file is for: torch appends it to the configured prefix."""
    found = _RANK_SUFFIX.search(path.name)
    return int(found.group(1)) if found else None


def to_jsonl(dump: dict[str, Any]) -> list[str]:
    """The bundle form: a header line, then the fields of each entry that analysis and a
    person need (stack frames dropped: they can be large)."""
    header = {"version": dump.get("version"), "pg_config": dump.get("pg_config") or {}}
    lines = [json.dumps(header, sort_keys=True, default=str)]
    for entry in dump["entries"]:
        if isinstance(entry, dict):
            kept = {k: entry[k] for k in KEPT_FIELDS if k in entry}
            lines.append(json.dumps(kept, sort_keys=True, default=str))
    return lines


@dataclass(frozen=True)
class Waiting:
    """Where one rank is: its last collective in a group, and whether it finished."""

    rank: int
    seq: int
    state: str
    name: str
    file: str
    line: int
    text: str


@dataclass(frozen=True)
class Finding:
    """The collective the job is stuck in and the ranks that never entered it."""

    group: str
    seq: int
    collective: str
    missing: list[Waiting]
    waiting: list[Waiting]


def read_bundle_dumps(bundle: Path) -> dict[int, list[tuple[int, dict[str, Any], str]]]:
    """rank -> [(line number, entry, raw line)] from flight_recorder/rank-N.jsonl."""
    out: dict[int, list[tuple[int, dict[str, Any], str]]] = {}
    directory = bundle / "flight_recorder"
    if not directory.is_dir():
        return out
    for path in sorted(directory.glob("rank-*.jsonl")):
        rank = rank_of(path.with_suffix(""))
        if rank is None:
            continue
        entries = []
        try:
            for number, line in record_lines(path):
                raw = line.decode("utf-8", "replace") if line else ""
                try:
                    obj = loads_json(raw)
                except ValueError:  # not JSON, too deep, or over the line cap
                    continue
                if isinstance(obj, dict) and "collective_seq_id" in obj:
                    entries.append((number, obj, raw.strip()))
        except OSError:
            continue
        out[rank] = entries
    return out


def find_missing(dumps: dict[int, list[tuple[int, dict[str, Any], str]]]) -> Finding | None:
    """The earliest unfinished collective some ranks wait in, and the ranks of its group
    whose last collective is older (they never entered it). None when the dumps do not say."""
    per_group: dict[str, dict[int, Waiting]] = {}
    for rank, entries in dumps.items():
        for number, entry, raw in entries:
            if entry.get("is_p2p") or not isinstance(entry.get("collective_seq_id"), int):
                continue
            group = _group(entry)
            seq = entry["collective_seq_id"]
            last = per_group.setdefault(group, {}).get(rank)
            if last is None or seq >= last.seq:
                per_group[group][rank] = Waiting(
                    rank, seq, str(entry.get("state", "")), str(entry.get("profiling_name", "")),
                    f"flight_recorder/rank-{rank}.jsonl", number, raw)
    best: Finding | None = None
    for group, by_rank in per_group.items():
        stuck = [w for w in by_rank.values() if w.state != "completed"]
        if not stuck:
            continue
        seq = min(w.seq for w in stuck)
        waiting = sorted((w for w in stuck if w.seq == seq), key=lambda w: w.rank)
        missing = sorted((w for w in by_rank.values() if w.seq < seq), key=lambda w: w.rank)
        if missing and (best is None or seq < best.seq):
            best = Finding(group, seq, waiting[0].name, missing, waiting)
    return best


def _group(entry: dict[str, Any]) -> str:
    pg = entry.get("process_group")
    if isinstance(pg, list | tuple) and pg:
        return str(pg[0])
    return str(pg)
