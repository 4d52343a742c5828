"""A job of two nodes with one rank each, for tests that read a few posted lines as a bundle:
times a second apart from 2026-01-01T00:00Z, log lines at those times, and a step every ten
seconds on both ranks."""

from __future__ import annotations

import json

TWO_NODES = {"0": "node-1", "1": "node-2"}


def at(second: int) -> str:
    return f"2026-01-01T00:{second // 60:02d}:{second % 60:02d}Z"


def log(*lines: tuple[int, str]) -> str:
    return "".join(f"{at(s)} {text}\n" for s, text in lines)


def steps(until: int, every: int = 10) -> str:
    return "".join(json.dumps({"ts": at(t), "node": f"node-{r + 1}", "rank": r, "name": "step",
                               "value": t // every}) + "\n"
                   for t in range(0, until + 1, every) for r in range(2))


def job_state(second: int, state: str) -> str:
    """A scheduler.jsonl line: the job's state at that second (a FAILED job exits with 1)."""
    record: dict[str, object] = {"ts": at(second), "job_state": state}
    if state == "FAILED":
        record["exit_code"] = 1
    return json.dumps(record) + "\n"
