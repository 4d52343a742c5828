"""processes.jsonl of a bundle: the state of each rank's processes when evidence was
collected (a backend that can see them writes it; docs/evidence-bundle.md)."""

from __future__ import annotations

import json
from pathlib import Path

STOPPED = ("T", "t")  # stopped by a signal (SIGSTOP, SIGTSTP) / by a tracer


def stopped_ranks(bundle: Path, nodes: dict[int, str]) -> dict[int, str] | None:
    """Ranks with a stopped process, to their node; None when the bundle has no process
    states (nothing is known, which is not the same as nothing stopped)."""
    path = bundle / "processes.jsonl"
    if not path.is_file():
        return None
    stopped: dict[int, str] = {}
    with path.open(encoding="utf-8", errors="replace") as handle:
        for line in handle:
            try:
                record = json.loads(line)
                rank, state = int(record["rank"]), str(record["state"])
            except (ValueError, KeyError, TypeError):
                continue
            if state in STOPPED and rank in nodes:
                stopped[rank] = nodes[rank]
    return stopped
