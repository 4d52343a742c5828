"""Property: any number or duration written into any bounded field either loads, with a value
a workflow can use (a timedelta, a C int), or fails lint and load naming that field and line."""

from __future__ import annotations

import math
from collections.abc import Callable
from datetime import timedelta
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from trainwarden.playbook import PlaybookError, lint_playbook, load_playbook

WritePlaybook = Callable[..., Path]
DURATIONS = [
    ("detection", "poll_interval"),
    ("detection", "hang_threshold"),
    ("detection", "heartbeat_timeout"),
    ("attribution", "evidence_window"),
    ("policies", "restart_window"),
    ("policies", "productive_deadline"),
    ("policies", "backoff", "initial"),
    ("policies", "backoff", "max"),
]
NUMBERS = [
    ("policies", "max_restarts"),
    ("policies", "max_excluded_fraction"),
    ("policies", "backoff", "multiplier"),
    ("attribution", "min_confidence"),
    ("detection", "straggler", "min_ratio"),
    ("detection", "straggler", "min_samples"),
]
values = st.one_of(
    st.integers(min_value=-(10**30), max_value=10**30),
    st.floats(allow_nan=True, allow_infinity=True),
    st.builds(
        lambda n, unit: f"{n}{unit}",
        st.integers(min_value=0, max_value=10**15),
        st.sampled_from(["ms", "s", "m", "h", "d", ""]),
    ),
    st.sampled_from(["1e300", "-1e300", ".inf", ".nan", "99999999999d", "1h99999999999m"]),
)


def _yaml(path: tuple[str, ...], value: object) -> str:
    text = value if isinstance(value, str) else repr(value)
    if isinstance(value, float) and not math.isfinite(value):
        text = {"nan": ".nan", "inf": ".inf", "-inf": "-.inf"}[repr(value)]
    lines = [f"{'  ' * depth}{key}:" for depth, key in enumerate(path)]
    lines[-1] += f" {text}"
    return "\n".join(lines) + "\n"


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(field=st.sampled_from(DURATIONS + NUMBERS), value=values)
def test_bounded_fields_load_usably_or_fail_naming_the_field(
    write_playbook: WritePlaybook, field: tuple[str, ...], value: object
) -> None:
    head = "apiVersion: trainwarden/v1\nkind: Playbook\nname: bounds\n"
    rules = "rules:\n  - name: all\n    steps: [stop]\n"
    path = write_playbook(head + _yaml(field, value) + rules)
    errors = [p for p in lint_playbook(str(path)) if p.is_error]
    dotted = ".".join(field)
    try:
        loaded = load_playbook(str(path))
    except PlaybookError as exc:
        assert errors, f"load failed but lint passed: {exc}"
        for problem in exc.problems:
            assert problem.line >= 4 and problem.field, problem
            # an error elsewhere can only be the poll/heartbeat pair this field is part of
            assert problem.field.startswith(dotted) or "heartbeat_timeout" in problem.field
        return
    assert not errors
    data = loaded.playbook.model_dump()
    for key in field:
        data = data[key]
    if field in DURATIONS:
        timedelta(seconds=data)  # fits what the workflow builds from it
        assert 0 <= data <= 365 * 86400
    else:
        assert math.isfinite(data) and abs(data) <= 100_000
