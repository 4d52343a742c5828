"""The restart plan: budget per window, preemptions not counted, exponential backoff."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from trainwarden.playbook.schema import Backoff, Policies
from trainwarden.policy import plan_restart, restart_summary

NOW = datetime(2026, 1, 1, 12, 0, tzinfo=UTC)


def policies(**kw) -> Policies:
    return Policies(
        max_restarts=3,
        restart_window=3600,
        backoff=Backoff(initial=10, multiplier=2, max=300),
        **kw,
    )


def ago(*minutes: float) -> list[datetime]:
    return [NOW - timedelta(minutes=m) for m in minutes]


def test_first_restart_waits_the_initial_backoff() -> None:
    p = plan_restart(policies(), now=NOW, restarts=[], category="gpu_hardware")
    assert (p.allowed, p.counted, p.backoff) == (True, True, 10)


def test_backoff_doubles_per_recent_restart_up_to_the_max() -> None:
    assert plan_restart(policies(), now=NOW, restarts=ago(5, 6), category="hang").backoff == 40
    many = policies().model_copy(update={"max_restarts": 100})
    assert plan_restart(many, now=NOW, restarts=ago(*range(1, 10)), category="hang").backoff == 300


def test_budget_exhausted_within_the_window() -> None:
    p = plan_restart(policies(), now=NOW, restarts=ago(1, 2, 3), category="gpu_hardware")
    assert not p.allowed
    assert p.reason == "restart budget exhausted: 3 restarts within 3600s (max 3)"


def test_restarts_outside_the_window_do_not_count() -> None:
    p = plan_restart(policies(), now=NOW, restarts=ago(61, 62, 63), category="gpu_hardware")
    assert p.allowed and p.backoff == 10


def test_preemptions_are_not_counted_by_default() -> None:
    p = plan_restart(policies(), now=NOW, restarts=ago(1, 2, 3), category="preemption")
    assert p.allowed and not p.counted
    counting = policies(count_preemptions=True)
    assert not plan_restart(counting, now=NOW, restarts=ago(1, 2, 3), category="preemption").allowed


def test_default_backoff_is_none() -> None:
    assert plan_restart(Policies(), now=NOW, restarts=ago(1), category=None).backoff == 0


def test_restart_summary() -> None:
    assert restart_summary("job-1", 10, ["node-3", "node-2"]) == (
        "restart job-1 from step 10 excluding node-2, node-3"
    )
    assert restart_summary("job-1", None, []) == "restart job-1 from scratch"
