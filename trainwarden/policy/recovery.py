"""Prose and step lists of the recovery itself: recommendations, resumes, deadlines."""

from __future__ import annotations

from collections.abc import Sequence

from trainwarden.attribution.result import AttributionResult
from trainwarden.playbook.steps import RestartStep, Step, VerifyCheckpointStep

# What an operator's `resume` runs when nothing else is pending (copy them: models are mutable).
DEFAULT_RESUME_STEPS: tuple[Step, ...] = (VerifyCheckpointStep(), RestartStep())


def default_resume_steps() -> list[Step]:
    """A fresh copy of DEFAULT_RESUME_STEPS."""
    return [s.model_copy(deep=True) for s in DEFAULT_RESUME_STEPS]


def resume_steps(pending: Sequence[Step]) -> list[Step]:
    """Steps a resume carries out: the pending ones, always ending in a restart."""
    steps = [s.model_copy(deep=True) for s in pending] or default_resume_steps()
    if not any(isinstance(s, RestartStep) for s in steps):
        steps += default_resume_steps()
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
