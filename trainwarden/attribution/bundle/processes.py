"""processes.jsonl of a bundle: the state of each rank's processes when evidence was
collected (a backend that can see them writes it; docs/evidence-bundle.md)."""

from __future__ import annotations

from pathlib import Path

from trainwarden.untrusted.bounded_data import loads_json
from trainwarden.untrusted.safeio import record_lines

STOPPED = ("T", "t")  # stopped by a signal (SIGSTOP, SIGTSTP) / by a tracer


def stopped_ranks(bundle: Path, nodes: dict[int, str]) -> dict[int, str] | None:
    """Ranks with a stopped process, to their node; None when the bundle has no process
    states (nothing is known, which is not the same as nothing stopped). Lines are read one
    at a time, each bounded (safeio.record_lines), nesting bounded (bounded_data)."""
    path = bundle / "processes.jsonl"
    if not path.is_file():
        return None
    stopped: dict[int, str] = {}
    try:
        for _, raw in record_lines(path):
            if not raw:
                continue
            try:
                record = loads_json(raw.decode("utf-8", "replace"))
                rank, state = int(record["rank"]), str(record["state"])
            except (ValueError, KeyError, TypeError):  # DataError, JSON errors: ValueError
                continue
            if state in STOPPED and rank in nodes:
                stopped[rank] = nodes[rank]
    except OSError:
        return None
    return stopped
