"""Prose and step lists of the recovery itself: recommendations, resumes, deadlines."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from trainwarden.attribution.result import AttributionResult

# What an operator's `resume` runs when nothing else is pending.
DEFAULT_RESUME_STEPS: tuple[dict[str, Any], ...] = (
    {"kind": "verify_checkpoint"},
    {"kind": "restart"},
)


def resume_steps(pending: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """Steps a resume carries out: the pending ones, always ending in a restart."""
    steps = [dict(s) for s in pending] or [dict(s) for s in DEFAULT_RESUME_STEPS]
    if not any(s["kind"] == "restart" for s in steps):
        steps += [dict(s) for s in DEFAULT_RESUME_STEPS]
    return steps


def recommendation(rule: str, planned_steps: Sequence[str], implicated: Sequence[str]) -> str:
    """What a recommend-only playbook proposes for an incident."""
    text = f"rule {rule}: {' -> '.join(planned_steps)}"
    return text + (f" (exclude {', '.join(implicated)})" if implicated else "")


def deadline_reason(productive_deadline: float) -> str:
    return f"not productive within {productive_deadline:g}s of the failure"


def incident_summary(
    number: int, job: str, trigger: str, attribution: AttributionResult | None
) -> str:
    """One line about an incident, for notifications."""
    a = attribution
    return (
        f"incident {number} on {job}: "
        + (f"{a.category} ({a.signature})" if a else trigger)
        + (f", implicated {', '.join(a.implicated_nodes)}" if a and a.implicated_nodes else "")
    )
