"""parse_duration / format_duration / the Duration pydantic type."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pydantic import BaseModel, ValidationError

from trainwarden.timekeeping.durations import (
    HUMAN_DURATIONS,
    Duration,
    format_duration,
    parse_duration,
)


@pytest.mark.parametrize(
    ("text", "seconds"),
    [
        ("250ms", 0.25),
        ("30s", 30.0),
        ("5m", 300.0),
        ("1h30m", 5400.0),
        ("2d", 172800.0),
        ("1.5h", 5400.0),
        ("1m30s500ms", 90.5),
        (" 45s ", 45.0),
        ("0", 0.0),
        ("12", 12.0),
        (7, 7.0),
        (0.5, 0.5),
    ],
)
def test_parse_accepts_numbers_and_unit_strings(text: str | float, seconds: float) -> None:
    assert parse_duration(text) == pytest.approx(seconds)


@pytest.mark.parametrize(
    "bad", ["5 minutes", "-1s", "abc", "", "1x", "30m1h", "5m5m", "1h 30m", -1, True, None]
)
def test_parse_rejects_with_message_saying_what_is_accepted(bad: object) -> None:
    with pytest.raises(ValueError) as excinfo:
        parse_duration(bad)  # type: ignore[arg-type]
    message = str(excinfo.value)
    assert "invalid duration" in message
    assert any(word in message for word in ("e.g. 250ms", "largest first", ">= 0"))


@pytest.mark.parametrize("bad", [float("nan"), float("inf")])
def test_parse_rejects_non_finite_numbers(bad: float) -> None:
    with pytest.raises(ValueError):
        parse_duration(bad)


@pytest.mark.parametrize(
    ("seconds", "text"),
    [(0, "0s"), (0.25, "250ms"), (30, "30s"), (5400, "1h30m"), (90061.5, "1d1h1m1s500ms")],
)
def test_format_is_short_and_readable(seconds: float, text: str) -> None:
    assert format_duration(seconds) == text


@given(st.floats(min_value=0, max_value=10**9, allow_nan=False, allow_infinity=False))
def test_format_round_trips_through_parse(seconds: float) -> None:
    assert parse_duration(format_duration(seconds)) == pytest.approx(seconds, rel=1e-9, abs=1e-9)


class _Timed(BaseModel):
    timeout: Duration


def test_duration_type_validates_and_serialises() -> None:
    model = _Timed.model_validate({"timeout": "1h30m"})
    assert model.timeout == 5400.0
    assert model.model_dump(mode="json") == {"timeout": 5400.0}
    assert model.model_dump(mode="json", context={HUMAN_DURATIONS: True}) == {"timeout": "1h30m"}
    assert _Timed.model_validate(model.model_dump()) == model
    with pytest.raises(ValidationError, match="invalid duration '5 minutes'"):
        _Timed.model_validate({"timeout": "5 minutes"})
