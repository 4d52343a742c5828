"""Helpers for reporting tests: recorded histories replayed into reports. (The short-duration
local job and waiting on a workflow's status are tests/helpers_e2e.py's.)"""

from __future__ import annotations

import json
from datetime import UTC
from pathlib import Path

from temporalio.client import WorkflowHistory

from trainwarden.reporting.report import JobReport, job_report
from trainwarden.workers.report import history_times, job_of_history, status_from_history

HISTORY_DIR = Path(__file__).resolve().parent.parent / "histories"
GOLDEN_DIR = Path(__file__).resolve().parent / "golden"
HISTORIES = sorted(HISTORY_DIR.glob("*.json"))


def load_history(path: Path) -> WorkflowHistory:
    return WorkflowHistory.from_json(path.stem, json.loads(path.read_text()))


async def report_of_history(path: Path) -> JobReport:
    """The report as of the history's last event; the window is the history's span."""
    history = load_history(path)
    status = await status_from_history(history)
    first, last, _closed = history_times(history)
    first, last = first.replace(tzinfo=UTC), last.replace(tzinfo=UTC)
    return job_report(
        status, window=(first, last), supervised=(first, last), job=job_of_history(history)
    )
