"""The supervision's lifecycle: the reducer `apply(state, incident, event)` over its table
(every supervisor state x every event x every incident outcome), the guard tables below it,
whether a resume reopens the waiting incident or opens a new one, and the drawing of the table
in docs/architecture.md."""

from __future__ import annotations

import re
import typing
from datetime import UTC, datetime
from pathlib import Path

import pytest

from trainwarden.lifecycle import (
    EVENTS,
    INCIDENT,
    INCIDENT_TRANSITIONS,
    KEEP,
    SUPERVISOR,
    SUPERVISOR_TRANSITIONS,
    TABLE,
    WAITING,
    Completed,
    DeadlineMissed,
    Detected,
    Event,
    HandOver,
    OperatorStop,
    OperatorTimeout,
    Productive,
    Restarted,
    Resumed,
    Started,
    Stopped,
    StopSignalled,
    Superseded,
    TransitionRefused,
    WatchFailed,
    apply,
    decide,
    diagram,
    markdown_table,
)
from trainwarden.playbook.loader import load_playbook
from trainwarden.playbook.steps import NotifyStep, RestartStep, Step, VerifyCheckpointStep
from trainwarden.policy import DEFAULT_RESUME_STEPS
from trainwarden.supervision import (
    Incident,
    IncidentOutcome,
    SupervisorState,
    SupervisorStateName,
)

STATES: tuple[SupervisorStateName, ...] = typing.get_args(SupervisorStateName)
OUTCOMES: tuple[IncidentOutcome, ...] = typing.get_args(IncidentOutcome)
DEADLINE = datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC)
OLD_DEADLINE = datetime(2026, 1, 1, tzinfo=UTC)
STEPS: tuple[Step, ...] = (VerifyCheckpointStep(rollback=1), RestartStep(reason="resumed"))
OLD_STEPS: list[Step] = [NotifyStep(url="http://hook")]
LOADED = load_playbook("default")


def sample(kind: type[Event]) -> Event:
    if kind is HandOver:
        return HandOver("refused", steps=STEPS, deadline=DEADLINE, note="incident 1: wait")
    if kind is Stopped:
        return Stopped("no checkpoint", note="incident 1: stop")
    if kind is OperatorStop:
        return OperatorStop("stopped by alice: drill", stopped="operator stop: drill")
    return kind(f"why {kind.__name__}")


def supervisor(state: SupervisorStateName) -> SupervisorState:
    return SupervisorState(
        playbook=LOADED,
        state=state,
        state_reason="before",
        pending_steps=[s.model_copy() for s in OLD_STEPS],
        operator_deadline=OLD_DEADLINE,
    )


def incident(outcome: IncidentOutcome) -> Incident:
    return Incident(
        id="w-i1", number=1, trigger="failed", outcome=outcome, outcome_reason="earlier"
    )


# ----------------------------------------------------------------------------- the guards
def test_the_guard_tables_cover_every_state_and_name_only_known_ones() -> None:
    for table, names in (
        (SUPERVISOR_TRANSITIONS, STATES),
        (INCIDENT_TRANSITIONS, OUTCOMES),
    ):
        assert set(table) == set(names)
        assert set().union(*table.values()) <= set(names)


def test_final_states_lead_nowhere() -> None:
    assert SUPERVISOR_TRANSITIONS["completed"] == frozenset()
    assert INCIDENT_TRANSITIONS["recovered"] == INCIDENT_TRANSITIONS["superseded"] == frozenset()
    assert not [key for key in TABLE if key[0] == "completed"]


def test_every_rule_stays_within_the_guard_tables() -> None:
    for (state, _), rule in TABLE.items():
        if rule.to != KEEP:
            assert SUPERVISOR.allows(state, rule.to)
        for before, after in rule.incident.items():
            assert before in OUTCOMES
            if after != KEEP:
                assert INCIDENT.allows(before, after)


def test_every_event_happens_somewhere_and_every_live_state_has_events() -> None:
    assert {event for _, event in TABLE} == set(EVENTS)
    assert {state for state, _ in TABLE} == set(STATES) - {"completed"}


@pytest.mark.parametrize(
    ("current", "to"),
    [
        ("completed", "recovering"),
        ("stopped", "supervising"),  # only a restart (in recovering) supervises again
        ("awaiting_operator", "supervising"),
        ("supervising", "starting"),
        ("starting", "recovering"),
    ],
)
def test_guard_refuses_undesigned_moves_naming_both_states(
    current: SupervisorStateName, to: SupervisorStateName
) -> None:
    with pytest.raises(TransitionRefused, match=f"supervisor state: {current} -> {to}"):
        SUPERVISOR.check(current, to)


# ----------------------------------------------------------------------------- exhaustive
@pytest.mark.parametrize("kind", EVENTS, ids=lambda e: e.__name__)
@pytest.mark.parametrize("state", STATES)
def test_every_state_x_event_x_incident(state: SupervisorStateName, kind: type[Event]) -> None:
    """Every combination: what TABLE lists happens exactly as listed, the rest is refused and
    changes nothing."""
    event = sample(kind)
    rule = TABLE.get((state, kind))
    for outcome in (None, *OUTCOMES):
        sup = supervisor(state)
        inc = incident(outcome) if outcome is not None else None
        before = (sup.model_dump(), inc.model_dump() if inc else None)
        listed = outcome is None or (rule is not None and outcome in rule.incident)
        allowed = rule is not None and (listed or rule.opens)
        if not allowed:
            with pytest.raises(TransitionRefused, match=f"lifecycle: {kind.__name__}"):
                apply(sup, inc, event)
            assert (sup.model_dump(), inc.model_dump() if inc else None) == before
            continue
        assert rule is not None
        t = apply(sup, inc, event)
        assert t == decide(supervisor(state), incident(outcome) if outcome else None, event)
        # the supervisor
        if rule.to == KEEP:
            assert (sup.state, sup.state_reason, t.moved) == (state, "before", False)
        else:
            assert (sup.state, sup.state_reason, t.moved) == (rule.to, event.state_reason, True)
        # the incident: moved as listed; or (a rule that opens one) left alone, a new one opens
        opens = rule.opens and (outcome is None or outcome not in rule.incident)
        assert t.opens_incident == opens
        if inc is not None and opens:
            assert (inc.outcome, inc.outcome_reason) == (outcome, "earlier")
            assert (t.outcome, t.outcome_reason) == (outcome, "earlier")
        elif inc is not None:
            assert outcome is not None
            target = rule.incident[outcome]
            assert inc.outcome == (outcome if target == KEEP else target) == t.outcome
            assert inc.outcome_reason == (event.incident_reason or "earlier") == t.outcome_reason
        else:
            assert t.outcome is None
        # the data bound to the state
        expected_steps = {
            "keep": OLD_STEPS,
            "clear": [],
            "default": list(DEFAULT_RESUME_STEPS),
            "event": list(STEPS),
        }[rule.steps]
        assert sup.pending_steps == expected_steps == t.pending_steps
        expected_deadline = {"keep": OLD_DEADLINE, "clear": None, "event": DEADLINE}[rule.deadline]
        assert sup.operator_deadline == expected_deadline == t.operator_deadline


# ----------------------------------------------------------------------------- the designed moves
def test_a_recovery_from_detection_to_productive() -> None:
    sup = supervisor("starting")
    apply(sup, None, Started("started on node-[1-4]"))
    assert (sup.state, sup.state_reason) == ("supervising", "started on node-[1-4]")
    first = incident("recovering")
    first.outcome_reason = None
    apply(sup, first, Detected("incident 1: failed: rank 3 exited"))
    assert (sup.state, first.outcome, first.outcome_reason) == ("recovering", "recovering", None)
    apply(sup, first, Restarted("incident 1: restarted, waiting for progress"))
    assert (sup.state, first.outcome) == ("supervising", "recovering")
    second = incident("recovering")
    apply(sup, first, Superseded("hang before productive training"))
    assert first.outcome == "superseded"
    apply(sup, second, Detected("incident 2: hang"))
    apply(sup, second, Restarted("incident 2: restarted"))
    t = apply(sup, second, Productive("step 41 passed"))
    assert (second.outcome, second.outcome_reason) == ("recovered", "step 41 passed")
    assert not t.moved
    apply(sup, None, Completed("job finished"))
    assert sup.state == "completed"
    with pytest.raises(TransitionRefused, match="Detected in completed is not allowed"):
        apply(sup, None, Detected("too late"))


def test_a_hand_over_waits_with_its_steps_and_deadline_and_a_resume_reopens() -> None:
    sup, inc = supervisor("recovering"), incident("recovering")
    sup.operator_deadline, sup.pending_steps = None, []
    apply(sup, inc, HandOver("exclusion limit", steps=STEPS, deadline=DEADLINE))
    assert (sup.state, sup.state_reason) == ("awaiting_operator", "exclusion limit")
    assert (inc.outcome, inc.outcome_reason) == ("awaiting_operator", "exclusion limit")
    assert (sup.pending_steps, sup.operator_deadline) == (list(STEPS), DEADLINE)
    assert sup.pending_steps[0] is not STEPS[0]  # a copy: the event's steps stay its own
    assert inc.outcome in WAITING
    t = apply(sup, inc, Resumed("approved by bob: go"))
    assert (sup.state, inc.outcome, inc.outcome_reason) == (
        "recovering",
        "recovering",
        "exclusion limit",  # the reason it waited stays on record
    )
    assert (sup.pending_steps, sup.operator_deadline, t.opens_incident) == ([], None, False)


@pytest.mark.parametrize("outcome", [None, *OUTCOMES])
def test_a_resume_reopens_the_waiting_incident_or_opens_a_new_one(
    outcome: IncidentOutcome | None,
) -> None:
    """The lifecycle, not the operator code, decides: `Resumed` is emitted with the job's last
    incident; a waiting one (awaiting_operator, stopped, deadline_missed) is reopened, any other
    (recovering, recovered, superseded) or none is left as it is and a new incident opens."""
    for state in ("awaiting_operator", "stopped"):
        sup = supervisor(state)
        last = incident(outcome) if outcome is not None else None
        t = apply(sup, last, Resumed("resumed by carol: fixed"))
        assert (sup.state, sup.state_reason) == ("recovering", "resumed by carol: fixed")
        assert t.opens_incident == (outcome not in WAITING)
        if last is not None:
            assert last.outcome == ("recovering" if outcome in WAITING else outcome)
            assert last.outcome_reason == "earlier"


def test_a_hand_over_without_steps_proposes_verify_and_restart() -> None:
    sup = supervisor("recovering")
    apply(sup, None, HandOver("restart_job failed: permission denied"))
    assert sup.pending_steps == list(DEFAULT_RESUME_STEPS)
    assert sup.pending_steps[0] is not DEFAULT_RESUME_STEPS[0]
    assert sup.operator_deadline is None


def test_nobody_answering_stops_the_job_and_an_operator_stop_proposes_the_default() -> None:
    sup, inc = supervisor("awaiting_operator"), incident("awaiting_operator")
    apply(sup, inc, OperatorTimeout("no operator answered in time: job stopped"))
    assert (sup.state, inc.outcome, sup.operator_deadline) == ("stopped", "stopped", None)
    assert sup.pending_steps == OLD_STEPS
    t = apply(sup, None, OperatorStop("stopped by alice: again", stopped="operator stop: again"))
    assert (t.state, t.moved, sup.state_reason) == ("stopped", True, "stopped by alice: again")
    assert sup.pending_steps == list(DEFAULT_RESUME_STEPS)
    running = incident("recovering")
    apply(supervisor("recovering"), running, OperatorStop("stopped by x: y", stopped="op: y"))
    assert (running.outcome, running.outcome_reason) == ("stopped", "op: y")


def test_the_productive_deadline_and_a_failed_watch_ask_an_operator() -> None:
    sup, inc = supervisor("supervising"), incident("recovering")
    apply(sup, inc, DeadlineMissed("not productive within 30m"))
    assert (sup.state, inc.outcome, inc.outcome_reason) == (
        "awaiting_operator",
        "deadline_missed",
        "not productive within 30m",
    )
    sup = supervisor("supervising")
    apply(sup, None, WatchFailed("cannot watch the job: gone"))
    assert (sup.state, sup.state_reason) == ("awaiting_operator", "cannot watch the job: gone")


def test_a_completed_job_leaves_its_open_incident_recovering_with_why() -> None:
    sup, inc = supervisor("supervising"), incident("recovering")
    apply(sup, inc, Completed("exit 0"))
    assert (sup.state, inc.outcome) == ("completed", "recovering")
    assert inc.outcome_reason == "job completed"


def test_stops_from_the_steps() -> None:
    sup, inc = supervisor("recovering"), incident("recovering")
    t = apply(sup, inc, StopSignalled("stopped by signal during recovery"))
    assert (sup.state, inc.outcome, t.moved) == ("recovering", "stopped", False)
    sup, inc = supervisor("recovering"), incident("recovering")
    apply(sup, inc, Stopped("no usable checkpoint", note="incident 1: no checkpoint"))
    assert (sup.state, sup.state_reason) == ("stopped", "incident 1: no checkpoint")
    assert (inc.outcome, inc.outcome_reason) == ("stopped", "no usable checkpoint")


def test_a_refusal_names_the_event_the_state_and_what_is_allowed() -> None:
    with pytest.raises(TransitionRefused, match=r"Restarted in stopped .*OperatorStop, Resumed"):
        apply(supervisor("stopped"), incident("recovering"), Restarted("x"))
    with pytest.raises(TransitionRefused, match="Productive for an incident recovered"):
        apply(supervisor("supervising"), incident("recovered"), Productive("x"))


# ----------------------------------------------------------------------------- the drawing
def test_the_architecture_page_draws_the_table() -> None:
    page = (Path(__file__).parents[2] / "docs" / "architecture.md").read_text()
    block = re.search(r"```mermaid\n(stateDiagram-v2\n.*?)\n```", page, re.S)
    assert block is not None, "docs/architecture.md: no mermaid stateDiagram"
    assert block.group(1) == diagram(), "regenerate with trainwarden.lifecycle.diagram()"
    assert markdown_table() in page, "regenerate with trainwarden.lifecycle.markdown_table()"
