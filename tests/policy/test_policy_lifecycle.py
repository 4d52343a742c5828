"""The supervisor's and an incident's state machines: the tables hold every state, the moves the
workflow makes are allowed, the others are refused with both states named."""

from __future__ import annotations

import typing

import pytest

from trainwarden.lifecycle import (
    INCIDENT,
    INCIDENT_TRANSITIONS,
    SUPERVISOR,
    SUPERVISOR_TRANSITIONS,
    TransitionRefused,
    is_waiting,
    move_incident,
    move_supervisor,
)
from trainwarden.playbook.loader import load_playbook
from trainwarden.supervision import (
    Incident,
    IncidentOutcome,
    SupervisorState,
    SupervisorStateName,
)


def test_the_tables_cover_every_state_and_name_only_known_ones() -> None:
    for table, names in (
        (SUPERVISOR_TRANSITIONS, typing.get_args(SupervisorStateName)),
        (INCIDENT_TRANSITIONS, typing.get_args(IncidentOutcome)),
    ):
        assert set(table) == set(names)
        assert set().union(*table.values()) <= set(names)


def test_final_states_lead_nowhere() -> None:
    assert SUPERVISOR_TRANSITIONS["completed"] == frozenset()
    assert INCIDENT_TRANSITIONS["recovered"] == INCIDENT_TRANSITIONS["superseded"] == frozenset()


@pytest.mark.parametrize(
    ("current", "to"),
    [
        ("starting", "supervising"),  # the job started
        ("supervising", "recovering"),  # an incident
        ("recovering", "supervising"),  # restarted
        ("recovering", "recovering"),  # an incident after steps that did not restart
        ("recovering", "awaiting_operator"),  # refused exclusion, recommend-only, wait
        ("supervising", "awaiting_operator"),  # productive deadline missed, cannot watch
        ("awaiting_operator", "recovering"),  # resume / approve
        ("awaiting_operator", "stopped"),  # nobody answered in time, operator stop
        ("stopped", "stopped"),  # a second stop
        ("stopped", "recovering"),  # resume
        ("supervising", "completed"),
    ],
)
def test_the_workflows_supervisor_moves_are_allowed(
    current: SupervisorStateName, to: SupervisorStateName
) -> None:
    assert SUPERVISOR.check(current, to) == to


@pytest.mark.parametrize(
    ("current", "to"),
    [
        ("completed", "recovering"),
        ("completed", "supervising"),
        ("stopped", "supervising"),  # only a restart (in recovering) supervises again
        ("awaiting_operator", "supervising"),
        ("supervising", "starting"),
        ("starting", "recovering"),
    ],
)
def test_other_supervisor_moves_are_refused_naming_both_states(
    current: SupervisorStateName, to: SupervisorStateName
) -> None:
    with pytest.raises(TransitionRefused, match=f"supervisor state: {current} -> {to}"):
        SUPERVISOR.check(current, to)


def test_move_supervisor_changes_state_and_reason_or_nothing() -> None:
    state = SupervisorState(playbook=load_playbook("default"))
    move_supervisor(state, "supervising", "started on node-1")
    assert (state.state, state.state_reason) == ("supervising", "started on node-1")
    move_supervisor(state, "completed", "done")
    with pytest.raises(TransitionRefused, match="from completed: nothing"):
        move_supervisor(state, "recovering", "incident 2")
    assert (state.state, state.state_reason) == ("completed", "done")


def test_incident_moves() -> None:
    inc = Incident(id="w-i1", number=1, trigger="failed")
    assert inc.outcome == "recovering"
    move_incident(inc, "awaiting_operator", "exclusion limit")
    assert is_waiting(inc.outcome)
    move_incident(inc, "recovering")  # an operator resumes: the reason stays on record
    assert (inc.outcome, inc.outcome_reason) == ("recovering", "exclusion limit")
    move_incident(inc, "recovered", "step 41 passed")
    assert (inc.outcome, inc.outcome_reason) == ("recovered", "step 41 passed")
    for to in typing.get_args(IncidentOutcome):
        with pytest.raises(TransitionRefused, match=f"incident outcome: recovered -> {to}"):
            move_incident(inc, to)


@pytest.mark.parametrize("waiting", ["awaiting_operator", "stopped", "deadline_missed"])
def test_a_waiting_incident_reopens_but_is_never_superseded_or_recovered(
    waiting: IncidentOutcome,
) -> None:
    assert INCIDENT.allows(waiting, "recovering")
    assert not INCIDENT.allows(waiting, "superseded")
    assert not INCIDENT.allows(waiting, "recovered")
