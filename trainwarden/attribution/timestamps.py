"""Parsing the ISO-8601 timestamps that start every bundle line (DESIGN section 2)."""

from __future__ import annotations

import re
from datetime import datetime

_LONG_FRACTION = re.compile(r"(\.\d{6})\d+")


def parse_ts(value: str) -> datetime | None:
    """An aware datetime, or None when `value` is not ISO-8601 with a zone.

    Accepts `Z`, `+HH:MM`, `+HHMM` and fractions longer than microseconds (journald and
    Go-style nanoseconds are truncated, not rejected).
    """
    if len(value) < 16 or not value[:4].isdigit():
        return None
    try:
        parsed = datetime.fromisoformat(value)
    except ValueError:
        trimmed = _LONG_FRACTION.sub(r"\1", value, count=1)
        if trimmed == value:
            return None
        try:
            parsed = datetime.fromisoformat(trimmed)
        except ValueError:
            return None
    return parsed if parsed.tzinfo is not None else None
