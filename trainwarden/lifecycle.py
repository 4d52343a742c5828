"""The supervision's lifecycle: what happens next, decided in one place.

The workflow reports what happened as an **event** (`Detected`, `Restarted`, `Productive`,
`HandOver`, `Stopped`, ...) and `apply(state, incident, event)` answers with one `Transition`
that sets together everything bound to the supervisor's state: the state and its reason, the
incident's outcome and its reason, `pending_steps` (what an operator's `resume` runs) and
`operator_deadline`, and whether the event is for a new incident (a resume with none waiting:
`Transition.opens_incident`). The workflow writes none of them itself.

What each event does in each supervisor state is `TABLE`, data keyed by (state, event type);
a combination it does not list is refused with `TransitionRefused` (a bug in the workflow: it
fails the workflow task, so the workflow waits for a fixed worker instead of recording a state
no one designed). Below it, two guard tables say which moves of the supervisor's state and of
an incident's outcome exist at all (`SUPERVISOR_TRANSITIONS`, `INCIDENT_TRANSITIONS`); every
rule of `TABLE` stays within them. docs/architecture.md draws `TABLE` (`diagram()`,
`markdown_table()`; a test keeps the page in step). Pure: no Temporal, unit-tested in
tests/policy/test_policy_lifecycle.py.
"""

from __future__ import annotations

import typing
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import ClassVar, Generic, Literal, TypeVar

from trainwarden.playbook.steps import Step
from trainwarden.policy.recovery import default_resume_steps
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

SUPERVISOR_STATES: tuple[SupervisorStateName, ...] = typing.get_args(SupervisorStateName)
INCIDENT_OUTCOMES: tuple[IncidentOutcome, ...] = typing.get_args(IncidentOutcome)


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


# ----------------------------------------------------------------------------- events
@dataclass(frozen=True)
class Event:
    """What happened. `reason` is shown as the supervisor's state reason and recorded as the
    incident's outcome reason unless an event says otherwise."""

    reason: str
    summary: ClassVar[str] = ""

    @property
    def state_reason(self) -> str:
        return self.reason

    @property
    def incident_reason(self) -> str | None:
        """None: the incident keeps the reason it has."""
        return self.reason


@dataclass(frozen=True)
class Started(Event):
    summary = "the job was submitted"


@dataclass(frozen=True)
class Detected(Event):
    summary = "a failure, hang or straggler opened an incident (the new one)"

    @property
    def incident_reason(self) -> str | None:
        return None


@dataclass(frozen=True)
class Superseded(Event):
    summary = "a new incident before the open one was productive"


@dataclass(frozen=True)
class Restarted(Event):
    summary = "the job restarted: waiting for productive training"

    @property
    def incident_reason(self) -> str | None:
        return None  # acted on, waiting for productive training


@dataclass(frozen=True)
class Productive(Event):
    summary = "training passed its pre-failure step"


@dataclass(frozen=True)
class Completed(Event):
    summary = "the job finished (an open incident is never productive again)"

    @property
    def incident_reason(self) -> str | None:
        return "job completed"


@dataclass(frozen=True)
class HandOver(Event):
    """Wait for an operator: `resume` runs `steps` (None: verify and restart), a deadline stops
    the job when nobody answers by then; `note` is the supervisor's reason (None: `reason`)."""

    steps: Sequence[Step] | None = None
    deadline: datetime | None = None
    note: str | None = None
    summary = "an operator decides: refused action, failed action, wait_for_operator"

    @property
    def state_reason(self) -> str:
        return self.note or self.reason


@dataclass(frozen=True)
class Stopped(Event):
    """The playbook stopped the job (a stop step, no usable checkpoint)."""

    note: str | None = None
    summary = "the playbook stopped the job"

    @property
    def state_reason(self) -> str:
        return self.note or self.reason


@dataclass(frozen=True)
class StopSignalled(Event):
    summary = "a stop signal cut the incident's steps short (the stop itself follows)"


@dataclass(frozen=True)
class OperatorStop(Event):
    """An operator's `stop`: `reason` for the supervisor, `stopped` for the incident (when
    there was a job to stop for it)."""

    stopped: str = ""
    summary = "an operator stopped the job"

    @property
    def incident_reason(self) -> str | None:
        return self.stopped


@dataclass(frozen=True)
class OperatorTimeout(Event):
    summary = "nobody answered by the operator deadline: the job is stopped"


@dataclass(frozen=True)
class Resumed(Event):
    """Emitted with the job's last incident: a waiting one is reopened, any other (or none)
    is left alone and the transition opens a new incident for the resumed steps."""

    summary = (
        "an operator's resume or approve: the pending steps run, for the waiting incident "
        "or a new one"
    )

    @property
    def incident_reason(self) -> str | None:
        return None  # reopened: the reason it waited stays on record


@dataclass(frozen=True)
class DeadlineMissed(Event):
    summary = "not productive within the productive deadline"


@dataclass(frozen=True)
class WatchFailed(Event):
    summary = "the monitor could not watch the job"


EVENTS: tuple[type[Event], ...] = (
    Started,
    Detected,
    Superseded,
    Restarted,
    Productive,
    Completed,
    HandOver,
    Stopped,
    StopSignalled,
    OperatorStop,
    OperatorTimeout,
    Resumed,
    DeadlineMissed,
    WatchFailed,
)


# ----------------------------------------------------------------------------- the table
Keep = Literal["keep"]
KEEP: Keep = "keep"
StepsRule = Literal["keep", "clear", "event", "default"]
DeadlineRule = Literal["keep", "clear", "event"]


@dataclass(frozen=True)
class Rule:
    """What one event does in one supervisor state.

    `to`: the supervisor's next state (shown: log, details, search attribute), "keep": it does
    not move. `incident`: the incident's outcome -> its next outcome ("keep": the outcome
    stays, its reason may change); an incident in an outcome not listed is refused, and an
    event with no incident (None) leaves incidents alone. `steps`: pending_steps kept, cleared,
    the event's (None: the default resume steps) or the default. `deadline`: operator_deadline
    kept, cleared or the event's. `opens`: an incident in an outcome `incident` does not list
    (or no incident) is not refused but left alone, and the transition opens a new incident
    (`Transition.opens_incident`; it starts `recovering`)."""

    to: SupervisorStateName | Keep
    incident: Mapping[IncidentOutcome, IncidentOutcome | Keep] = field(default_factory=dict)
    steps: StepsRule = "keep"
    deadline: DeadlineRule = "keep"
    opens: bool = False


_OPEN: tuple[IncidentOutcome, ...] = (
    "recovering",
    "awaiting_operator",
    "stopped",
    "deadline_missed",
)
# a resume reopens a waiting incident (any other, or none: a new one opens, Rule.opens)
_REOPEN: Mapping[IncidentOutcome, IncidentOutcome | Keep] = {
    "awaiting_operator": "recovering",
    "stopped": "recovering",
    "deadline_missed": "recovering",
}

# event -> (the supervisor states it may happen in, what it does there)
_RULES: Mapping[type[Event], tuple[tuple[SupervisorStateName, ...], Rule]] = {
    Started: (("starting",), Rule(to="supervising")),
    Detected: (("supervising", "recovering"), Rule(to="recovering", incident={"recovering": KEEP})),
    Superseded: (
        ("supervising", "recovering"),
        Rule(to=KEEP, incident={"recovering": "superseded"}),
    ),
    Restarted: (("recovering",), Rule(to="supervising", incident={"recovering": KEEP})),
    Productive: (
        ("supervising", "recovering"),
        Rule(to=KEEP, incident={"recovering": "recovered"}),
    ),
    Completed: (
        ("supervising", "recovering"),
        Rule(to="completed", incident={"recovering": KEEP}),
    ),
    HandOver: (
        ("recovering",),
        Rule(
            to="awaiting_operator",
            incident={o: "awaiting_operator" for o in _OPEN},
            steps="event",
            deadline="event",
        ),
    ),
    Stopped: (("recovering",), Rule(to="stopped", incident={"recovering": "stopped"})),
    StopSignalled: (("recovering",), Rule(to=KEEP, incident={"recovering": "stopped"})),
    OperatorStop: (
        ("supervising", "recovering", "awaiting_operator", "stopped"),
        Rule(
            to="stopped", incident={"recovering": "stopped"}, steps="default", deadline="clear"
        ),
    ),
    OperatorTimeout: (
        ("awaiting_operator",),
        Rule(to="stopped", incident={o: "stopped" for o in _OPEN}, deadline="clear"),
    ),
    Resumed: (
        ("awaiting_operator", "stopped"),
        # a waiting incident is reopened; otherwise a new incident opens
        Rule(to="recovering", incident=_REOPEN, steps="clear", deadline="clear", opens=True),
    ),
    DeadlineMissed: (
        ("supervising", "recovering"),
        Rule(to="awaiting_operator", incident={"recovering": "deadline_missed"}),
    ),
    WatchFailed: (("supervising", "recovering"), Rule(to="awaiting_operator")),
}

TABLE: Mapping[tuple[SupervisorStateName, type[Event]], Rule] = {
    (state, event): rule
    for event, (states, rule) in _RULES.items()
    for state in SUPERVISOR_STATES
    if state in states
}


@dataclass(frozen=True)
class Transition:
    """Everything an event changes, decided together: the values after it."""

    event: str
    state: SupervisorStateName
    state_reason: str | None
    moved: bool  # the supervisor moved (perhaps to the same state): show it
    outcome: IncidentOutcome | None  # None: no incident
    outcome_reason: str | None
    pending_steps: list[Step]
    operator_deadline: datetime | None
    opens_incident: bool = False  # the event is for a new incident (the given one untouched)


def decide(state: SupervisorState, incident: Incident | None, event: Event) -> Transition:
    """The transition `event` makes from `state` (and `incident`, when it concerns one);
    TransitionRefused for a combination `TABLE` does not list. Changes nothing."""
    kind = type(event)
    rule = TABLE.get((state.state, kind))
    if rule is None:
        allowed = ", ".join(e.__name__ for e in EVENTS if (state.state, e) in TABLE) or "nothing"
        raise TransitionRefused(
            f"lifecycle: {kind.__name__} in {state.state} is not allowed "
            f"(in {state.state}: {allowed})"
        )
    to, state_reason, moved = state.state, state.state_reason, False
    if rule.to != KEEP:
        to = SUPERVISOR.check(state.state, rule.to)
        state_reason, moved = event.state_reason, True
    outcome: IncidentOutcome | None = None
    outcome_reason: str | None = None
    target = rule.incident.get(incident.outcome) if incident is not None else None
    opens = rule.opens and target is None
    if incident is not None and opens:  # left alone: the event is for a new incident
        outcome, outcome_reason = incident.outcome, incident.outcome_reason
    elif incident is not None:
        if target is None:
            listed = ", ".join(sorted(rule.incident)) or "no incident"
            raise TransitionRefused(
                f"lifecycle: {kind.__name__} for an incident {incident.outcome} is not allowed "
                f"(for: {listed})"
            )
        outcome = incident.outcome
        if target != KEEP:
            outcome = INCIDENT.check(incident.outcome, target)
        outcome_reason = event.incident_reason or incident.outcome_reason
    steps = list(state.pending_steps)
    if rule.steps == "clear":
        steps = []
    elif rule.steps == "default" or (rule.steps == "event" and _steps(event) is None):
        steps = default_resume_steps()
    elif rule.steps == "event":
        steps = [s.model_copy(deep=True) for s in _steps(event) or ()]
    deadline = state.operator_deadline
    if rule.deadline == "clear":
        deadline = None
    elif rule.deadline == "event":
        deadline = event.deadline if isinstance(event, HandOver) else None
    return Transition(
        event=kind.__name__,
        state=to,
        state_reason=state_reason,
        moved=moved,
        outcome=outcome,
        outcome_reason=outcome_reason,
        pending_steps=steps,
        operator_deadline=deadline,
        opens_incident=opens,
    )


def _steps(event: Event) -> Sequence[Step] | None:
    return event.steps if isinstance(event, HandOver) else None


def apply(state: SupervisorState, incident: Incident | None, event: Event) -> Transition:
    """The one writer of the lifecycle: decide the transition, then set it (nothing is
    changed when it is refused)."""
    t = decide(state, incident, event)
    state.state, state.state_reason = t.state, t.state_reason
    state.pending_steps = t.pending_steps
    state.operator_deadline = t.operator_deadline
    if incident is not None:
        assert t.outcome is not None  # decided for this incident
        incident.outcome, incident.outcome_reason = t.outcome, t.outcome_reason
    return t


# ----------------------------------------------------------------------------- drawing
def diagram() -> str:
    """TABLE as a mermaid stateDiagram of the supervisor's state (docs/architecture.md)."""
    lines = ["stateDiagram-v2", "    [*] --> starting"]
    for state in SUPERVISOR_STATES:
        for event in EVENTS:
            rule = TABLE.get((state, event))
            if rule is not None:
                to = state if rule.to == KEEP else rule.to
                lines.append(f"    {state} --> {to}: {event.__name__}")
    lines.append("    completed --> [*]")
    return "\n".join(lines)


def markdown_table() -> str:
    """TABLE per event: where it may happen and what it sets (docs/architecture.md)."""

    def incident(rule: Rule) -> str:
        moves = [f"{o} (kept)" if to == KEEP else f"{o} -> {to}" for o, to in rule.incident.items()]
        if rule.opens:
            moves.append("any other or none: left alone, a new incident opens (recovering)")
        return ", ".join(moves) or "-"

    rows = [
        "| event | in supervisor states | supervisor -> | incident outcome | pending_steps "
        "| operator_deadline |",
        "|---|---|---|---|---|---|",
    ]
    for event in EVENTS:
        states = [s for s in SUPERVISOR_STATES if (s, event) in TABLE]
        rule = TABLE[(states[0], event)]
        rows.append(
            f"| `{event.__name__}`: {event.summary} | {', '.join(states)} | {rule.to} "
            f"| {incident(rule)} | {rule.steps} | {rule.deadline} |"
        )
    return "\n".join(rows)
