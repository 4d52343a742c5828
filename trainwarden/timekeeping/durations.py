"""Durations as people write them in playbooks (``250ms``, ``30s``, ``1h30m``), held as seconds.

Playbooks are user-authored, so the parser is strict: a typo such as ``5 minutes`` must be an
error with a message saying what is accepted, never a silently wrong number.
"""

from __future__ import annotations

import math
import re
from typing import Annotated, Any

from pydantic import BeforeValidator, PlainSerializer, SerializationInfo, WithJsonSchema

UNIT_SECONDS: dict[str, float] = {"d": 86400.0, "h": 3600.0, "m": 60.0, "s": 1.0, "ms": 0.001}
_COMPONENT = re.compile(r"(\d+(?:\.\d+)?)(ms|d|h|m|s)")
_WHOLE = re.compile(r"(?:\d+(?:\.\d+)?(?:ms|d|h|m|s))+")
_NUMBER = re.compile(r"\d+(?:\.\d+)?")
ACCEPTED = (
    "a number of seconds, or numbers with units ms, s, m, h, d from largest to smallest "
    "(e.g. 250ms, 30s, 5m, 1h30m, 2d)"
)
# Any duration, anywhere: far below what timedelta and Temporal (int64 nanoseconds) hold, so a
# typo such as 99999999999d is an error here, not an overflow in a running workflow.
MAX_DURATION_SECONDS = 100 * 365 * 86400.0
# Context key for model_dump(context=...): serialise durations as text such as "1h30m".
HUMAN_DURATIONS = "human_durations"


def parse_duration(value: str | int | float) -> float:
    """Return ``value`` in seconds; raise ValueError saying what is accepted otherwise."""
    seconds = _parse(value)
    if seconds > MAX_DURATION_SECONDS:
        raise ValueError(
            f"invalid duration {value!r}: longer than the limit of 100 years "
            f"({MAX_DURATION_SECONDS:.0f}s)"
        )
    return seconds


def _parse(value: str | int | float) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float | str):
        raise ValueError(f"invalid duration {value!r}: expected {ACCEPTED}")
    if isinstance(value, int | float):
        try:
            seconds = float(value)
        except OverflowError:  # an int of hundreds of digits: a ValueError names the field
            raise ValueError(
                f"invalid duration: an integer of {len(str(abs(value)))} digits is too large"
            ) from None
        if not math.isfinite(seconds) or seconds < 0:
            raise ValueError(f"invalid duration {value!r}: must be a finite number >= 0")
        return seconds
    text = value.strip()
    if _NUMBER.fullmatch(text):
        seconds = float(text)  # "1e999" is inf, never an error
        if not math.isfinite(seconds):
            raise ValueError(f"invalid duration {value[:40]!r}: too large")
        return seconds
    if not _WHOLE.fullmatch(text):
        raise ValueError(f"invalid duration {value!r}: expected {ACCEPTED}")
    total = 0.0
    previous_unit_seconds = math.inf
    for number, unit in _COMPONENT.findall(text):
        unit_seconds = UNIT_SECONDS[unit]
        if unit_seconds >= previous_unit_seconds:
            raise ValueError(
                f"invalid duration {value!r}: each unit once, largest first (e.g. 1h30m)"
            )
        previous_unit_seconds = unit_seconds
        total += float(number) * unit_seconds
    if not math.isfinite(total):
        raise ValueError(f"invalid duration {value!r}: too large")
    return total


def format_duration(seconds: float) -> str:
    """Shortest text that ``parse_duration`` reads back as ``seconds`` (e.g. ``1h30m``)."""
    if isinstance(seconds, bool) or not math.isfinite(seconds) or seconds < 0:
        raise ValueError(f"cannot format duration {seconds!r}: must be a finite number >= 0")
    millis = round(seconds * 1000)
    if millis == 0 and seconds == 0:
        return "0s"
    if abs(millis / 1000 - seconds) > 1e-9 * max(1.0, seconds):
        return f"{seconds:.9f}".rstrip("0").rstrip(".") + "s"
    parts: list[str] = []
    remaining = millis
    for unit, unit_seconds in UNIT_SECONDS.items():
        unit_millis = round(unit_seconds * 1000)
        count, remaining = divmod(remaining, unit_millis)
        if count:
            parts.append(f"{count}{unit}")
    return "".join(parts) or "0s"


def _serialize_duration(seconds: float, info: SerializationInfo) -> float | str:
    context = info.context if isinstance(info.context, dict) else {}
    return format_duration(seconds) if context.get(HUMAN_DURATIONS) else seconds


def _validate_duration(value: Any) -> float:
    return parse_duration(value)


Duration = Annotated[
    float,
    BeforeValidator(_validate_duration),
    PlainSerializer(_serialize_duration),
    WithJsonSchema(
        {
            "anyOf": [
                {"type": "number", "minimum": 0},
                {"type": "string", "pattern": r"^(\d+(\.\d+)?(ms|d|h|m|s)?)+$"},
            ],
            "description": f"duration: {ACCEPTED}",
        }
    ),
]
"""Seconds as a float; accepts anything ``parse_duration`` accepts."""
