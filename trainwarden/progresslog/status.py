"""Reading the `phase` of a status file written by `trainwarden.progress` (docs/progress.md)."""

from __future__ import annotations

from datetime import datetime
from typing import Any


def phase_of(status: dict[str, Any]) -> tuple[str | None, datetime | None]:
    """(phase name, since) of a rank's status document; (None, None) outside any phase or when
    the field is missing or malformed (older writers)."""
    phase = status.get("phase")
    if not isinstance(phase, dict) or not isinstance(phase.get("name"), str):
        return None, None
    since = phase.get("since")
    at = None
    if isinstance(since, str):
        try:
            at = datetime.fromisoformat(since.replace("Z", "+00:00"))
        except ValueError:
            at = None
    return phase["name"][:64], at


def load_seconds_of(status: dict[str, Any]) -> float | None:
    """Seconds this rank spent in its last `load` phase (its checkpoint load), None when it
    reported none or the field is missing or malformed (older writers)."""
    load = status.get("load")
    seconds = load.get("seconds") if isinstance(load, dict) else None
    if isinstance(seconds, bool) or not isinstance(seconds, int | float) or seconds < 0:
        return None
    return float(seconds)
