"""The two state machines of supervision, as data: the supervisor's state and an incident's
outcome, with the transitions allowed between their states.

The workflow changes either only through `move_supervisor` and `move_incident`, which refuse a
transition the table does not list: a refused move is a bug in the workflow (it fails the
workflow task, so the workflow waits for a fixed worker instead of recording a state no one
designed). Pure: no Temporal, unit-tested in tests/policy/test_policy_lifecycle.py.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Generic, TypeVar

from trainwarden.supervision import (
    Incident,
    IncidentOutcome,
    SupervisorState,
    SupervisorStateName,
)

S = TypeVar("S", bound=str)

SUPERVISOR_TRANSITIONS: Mapping[SupervisorStateName, frozenset[SupervisorStateName]] = {
    # the playbook is loaded; the job is being submitted
    "starting": frozenset({"supervising"}),
    # watching a healthy job (or one restarted, waiting for it to be productive)
    "supervising": frozenset({"recovering", "awaiting_operator", "stopped", "completed"}),
    # an incident's steps run; a second incident may follow one whose steps did not restart
    "recovering": frozenset(
        {"recovering", "supervising", "awaiting_operator", "stopped", "completed"}
    ),
    # waiting for `resume`/`approve`, a `stop`, or the operator deadline
    "awaiting_operator": frozenset({"recovering", "stopped"}),
    # the job is stopped: `resume` recovers; a second `stop` confirms it
    "stopped": frozenset({"recovering", "stopped"}),
    # the job finished: nothing follows
    "completed": frozenset(),
}

# Where an incident may go. recovered and superseded are final; the waiting outcomes
# (awaiting_operator, stopped, deadline_missed) are reopened by an operator's resume, and a
# failed action or a stop may still change them.
WAITING: frozenset[IncidentOutcome] = frozenset(
    {"awaiting_operator", "stopped", "deadline_missed"}
)
INCIDENT_TRANSITIONS: Mapping[IncidentOutcome, frozenset[IncidentOutcome]] = {
    "recovering": frozenset(
        {"recovered", "stopped", "awaiting_operator", "deadline_missed", "superseded"}
    ),
    "awaiting_operator": frozenset({"recovering", "stopped", "awaiting_operator"}),
    "stopped": frozenset({"recovering", "stopped", "awaiting_operator"}),
    "deadline_missed": frozenset({"recovering", "stopped", "awaiting_operator"}),
    "recovered": frozenset(),
    "superseded": frozenset(),
}


class TransitionRefused(RuntimeError):
    """A move the state machine does not allow (a bug in the caller, not bad input)."""


class StateMachine(Generic[S]):
    """A named table of allowed transitions."""

    def __init__(self, name: str, transitions: Mapping[S, frozenset[S]]) -> None:
        self.name = name
        self.transitions = transitions

    def allows(self, current: S, to: S) -> bool:
        return to in self.transitions.get(current, frozenset())

    def check(self, current: S, to: S) -> S:
        """`to`, or TransitionRefused naming both states and what `current` may become."""
        if not self.allows(current, to):
            allowed = ", ".join(sorted(self.transitions.get(current, frozenset()))) or "nothing"
            raise TransitionRefused(
                f"{self.name}: {current} -> {to} is not allowed (from {current}: {allowed})"
            )
        return to


SUPERVISOR = StateMachine[SupervisorStateName]("supervisor state", SUPERVISOR_TRANSITIONS)
INCIDENT = StateMachine[IncidentOutcome]("incident outcome", INCIDENT_TRANSITIONS)


def move_supervisor(state: SupervisorState, to: SupervisorStateName, reason: str) -> None:
    """The one way to change the supervisor's state (with the reason status shows)."""
    state.state = SUPERVISOR.check(state.state, to)
    state.state_reason = reason


def move_incident(inc: Incident, to: IncidentOutcome, reason: str | None = None) -> None:
    """The one way to change an incident's outcome; `reason` None keeps the one it has."""
    inc.outcome = INCIDENT.check(inc.outcome, to)
    if reason is not None:
        inc.outcome_reason = reason


def is_waiting(outcome: IncidentOutcome) -> bool:
    """An outcome an operator's resume reopens."""
    return outcome in WAITING
