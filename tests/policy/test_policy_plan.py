"""The step interpreter: a rule's steps as typed decisions, decided one at a time as the workflow
asks for them (`next`, `Walk.done`, `after_verify`, `after_ledger`), and the same decisions as
the plan the shadow, `playbook test` and `diff` report: among them what follows a refused
exclusion, what a skipped one still reports, and the verification started at detection."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from trainwarden.attribution.result import AttributionResult, Initiating
from trainwarden.checkpoints.models import CheckpointVerdict
from trainwarden.nodes.models import BreakerView, ConsultDecision
from trainwarden.playbook.loader import load_playbook
from trainwarden.playbook.schema import Playbook
from trainwarden.playbook.steps import (
    ExcludeStep,
    NotifyStep,
    RestartStep,
    Step,
    StopStep,
    VerifyCheckpointStep,
    WaitForOperatorStep,
)
from trainwarden.policy import (
    EarlyVerifyDecision,
    ExcludeDecision,
    HandOverDecision,
    Interpreter,
    JobContext,
    NotifyDecision,
    ReportDecision,
    RestartDecision,
    StopDecision,
    VerifyDecision,
    Walk,
    after_ledger,
    decide,
    early_verify,
    plan_incident,
)
from trainwarden.policy.checkpoint import NO_CHECKPOINT
from trainwarden.policy.plan import describe

NOW = datetime(2026, 1, 1, 12, tzinfo=UTC)
GOOD = CheckpointVerdict(
    usable=True, step=40, location="/ck/step-40", layout="manifest", level="presence"
)
BAD = CheckpointVerdict(usable=False, step=None, layout="manifest", level="presence")


def gpu(nodes: tuple[str, ...] = ("node-2",), confidence: float = 0.95) -> AttributionResult:
    return AttributionResult(
        verdict="attributed",
        category="gpu_hardware",
        signature="xid-79",
        implicated_nodes=list(nodes),
        initiating=Initiating(node=nodes[0] if nodes else None),
        confidence=confidence,
        retryable=True,
        explanation="test",
    )


@pytest.fixture(scope="module")
def default() -> Playbook:
    return load_playbook("default").playbook


def policies(pb: Playbook, **kw: object) -> Playbook:
    return pb.model_copy(update={"policies": pb.policies.model_copy(update=kw)})


def walk(**ctx: object) -> Walk:
    return Walk(context=JobContext(**{"job_nodes": 4, "now": NOW, **ctx}))


def steps(*items: Step) -> list[Step]:
    return list(items)


# no node named: a rule without exclude reports nothing to the ledger first
ANONYMOUS = gpu(())


def test_the_workflow_loop_meets_the_decisions_of_the_plan(default: Playbook) -> None:
    """Asking `next`, carrying out, `done`: the decisions the plan lists, in its order."""
    rule = steps(ExcludeStep(), VerifyCheckpointStep(), RestartStep())
    interp = Interpreter(default, gpu(), rule)
    planned = interp.plan(walk(checkpoint=GOOD))
    assert [d.kind for d in planned] == ["exclude", "verify_checkpoint", "restart"]
    w = walk()
    seen = []
    while (d := interp.next(w)) is not None:
        seen.append(d)
        if isinstance(d, RestartDecision):
            break
        if isinstance(d, ExcludeDecision):
            w.context.excluded_nodes.update({n: "i1" for n in d.plan.nodes})
        w.done(d, GOOD if isinstance(d, VerifyDecision) else None)
    assert seen == planned
    exclude, _, restart = seen
    assert isinstance(exclude, ExcludeDecision) and exclude.plan.nodes == ["node-2"]
    assert isinstance(restart, RestartDecision)
    assert (restart.from_step, restart.location, restart.counted) == (40, "/ck/step-40", True)


def test_a_restart_without_a_verify_step_verifies_first_at_the_same_step(
    default: Playbook,
) -> None:
    interp = Interpreter(default, ANONYMOUS, steps(RestartStep()))
    w = walk()
    first = interp.next(w)
    assert isinstance(first, VerifyDecision) and first.implicit and first.at == 0
    w.done(first, GOOD)
    assert w.position == 0  # the restart is still to come
    assert isinstance(interp.next(w), RestartDecision)


def test_a_verdict_in_hand_is_not_verified_again(default: Playbook) -> None:
    """An operator resumes with [restart] after an earlier verification."""
    interp = Interpreter(default, ANONYMOUS, steps(RestartStep()))
    d = interp.next(Walk(context=walk().context, verified=True, verdict=GOOD))
    assert isinstance(d, RestartDecision) and d.from_step == 40


def test_the_restart_decision_carries_the_playbooks_requeue_priority(default: Playbook) -> None:
    """The workflow reads what a requeue asks the queue from the decision, not the playbook."""
    for priority in ("as_is", "top", "expedite"):
        interp = Interpreter(
            policies(default, requeue_priority=priority), ANONYMOUS, steps(RestartStep())
        )
        d = interp.next(Walk(context=walk().context, verified=True, verdict=GOOD))
        assert isinstance(d, RestartDecision) and d.requeue_priority == priority


def test_after_verify_stops_without_a_usable_checkpoint_unless_scratch_is_allowed(
    default: Playbook,
) -> None:
    stop = Interpreter(default, ANONYMOUS, []).after_verify(1, BAD).stop
    assert isinstance(stop, StopDecision) and stop.reason == NO_CHECKPOINT and stop.at == 1
    scratch = policies(default, on_no_checkpoint="restart_from_scratch")
    assert Interpreter(scratch, ANONYMOUS, []).after_verify(1, BAD).model_dump() == {
        "restored_step": 0,
        "stop": None,
    }
    assert Interpreter(default, ANONYMOUS, []).after_verify(1, GOOD).restored_step == 40
    plan = Interpreter(
        default, ANONYMOUS, steps(VerifyCheckpointStep(), NotifyStep(url="http://x"))
    )
    assert [d.kind for d in plan.plan(walk(checkpoint=BAD))] == ["verify_checkpoint", "stop"]


def test_no_checkpoint_location_is_a_stop_in_the_plan(default: Playbook) -> None:
    interp = Interpreter(default, ANONYMOUS, steps(VerifyCheckpointStep(), RestartStep()))
    planned = interp.plan(walk(has_checkpoint_location=False))
    assert isinstance(planned[0], VerifyDecision) and not planned[0].located
    assert isinstance(planned[-1], StopDecision)


def test_restart_budget_and_backoff(default: Playbook) -> None:
    pol = default.policies
    interp = Interpreter(default, ANONYMOUS, steps(RestartStep()))
    recent = [NOW - timedelta(seconds=10)] * pol.max_restarts
    w = Walk(context=walk(restarts=recent).context, verified=True, verdict=GOOD)
    stop = interp.next(w)
    assert isinstance(stop, StopDecision) and "restart budget exhausted" in stop.reason
    assert stop.note is None  # the state's reason is the budget's own
    w = Walk(context=walk(restarts=recent[:1]).context, verified=True, verdict=GOOD)
    restart = interp.next(w)
    assert isinstance(restart, RestartDecision)
    assert restart.backoff == min(pol.backoff.initial * pol.backoff.multiplier, pol.backoff.max)


def test_exclusion_limit_refusal_is_followed_by_a_hand_over(default: Playbook) -> None:
    """The interpreter, not the executor, decides that a refused exclusion goes to an operator:
    the refusal is carried out (recorded), then the next decision is the hand-over, at the same
    step, with the default resume steps; the steps after it never run."""
    rule = steps(ExcludeStep(), VerifyCheckpointStep(), RestartStep())
    interp = Interpreter(default, gpu(("node-1", "node-2", "node-3")), rule)
    refused, hand_over = interp.plan(walk())
    assert isinstance(refused, ExcludeDecision) and refused.plan.action == "refuse"
    assert isinstance(hand_over, HandOverDecision)
    assert (hand_over.at, hand_over.reason) == (0, refused.plan.reason)
    assert hand_over.steps == [VerifyCheckpointStep(), RestartStep()] and hand_over.note is None
    w = walk()
    first = interp.next(w)
    assert first == refused
    w.done(first)
    assert (w.refused, w.position) == (refused.plan.reason, 0)
    assert interp.next(w) == hand_over
    assert plan_incident(
        default, gpu(("node-1", "node-2", "node-3")), walk().context
    ).outcome == ("operator", refused.plan.reason)


def test_the_floor_lets_a_small_job_exclude_its_bad_node(default: Playbook) -> None:
    """min_excludable_nodes lets a 3-node job lose its bad node where the fraction alone
    refuses; a job large enough is planned the same either way. (One plan: the exclusion-floor
    patch is retired, no older history asks for the plan without the floor.)"""

    def plan(min_nodes: int, job_nodes: int) -> ExcludeDecision:
        pb = policies(default, max_excluded_fraction=0.25, min_excludable_nodes=min_nodes)
        decision = Interpreter(pb, gpu(), steps(ExcludeStep())).next(walk(job_nodes=job_nodes))
        assert isinstance(decision, ExcludeDecision)
        return decision

    assert plan(1, 3).plan.action == "exclude" and plan(1, 3).plan.nodes == ["node-2"]
    assert plan(0, 3).plan.action == "refuse"
    assert plan(1, 8).plan == plan(0, 8).plan


def test_a_skipped_exclusion_that_names_nodes_reports_them_in_its_place(
    default: Playbook,
) -> None:
    """Not sure enough to exclude: the step's decision is a report of the nodes it names to
    the ledger (the interpreter's, shown in the plan), then the steps go on after it."""
    rule = steps(ExcludeStep(reason="bad gpu"), VerifyCheckpointStep(), RestartStep())
    interp = Interpreter(default, gpu(confidence=0.3), rule)
    w = walk()
    report = interp.next(w)
    assert isinstance(report, ReportDecision) and not report.before_steps
    assert (report.at, report.nodes, report.why) == (0, ["node-2"], "bad gpu")
    assert report.skipped is not None and "confidence 0.30 below" in report.skipped
    w.done(report)
    assert (w.position, w.reported) == (1, False)
    assert isinstance(interp.next(w), VerifyDecision)
    planned = interp.plan(walk(checkpoint=GOOD))
    assert [d.kind for d in planned] == ["report", "verify_checkpoint", "restart"]
    assert describe(planned[0]) == f"exclude: skip: {report.skipped}; report node-2 to the " + (
        "node-health ledger"
    )
    d = decide(default, gpu(confidence=0.3), walk(checkpoint=GOOD).context)
    assert d.exclude == [] and d.outcome == "restart"
    # nothing named (all already out): a plain skip, nothing reported
    skip = interp.next(walk(excluded_nodes={"node-2": "i0"}))
    assert isinstance(skip, ExcludeDecision) and skip.plan.action == "skip"


def test_a_rule_without_exclude_reports_the_named_nodes_first(default: Playbook) -> None:
    interp = Interpreter(default, gpu(confidence=0.3), steps(RestartStep()))
    w = walk(excluded_nodes={"node-9": "i0"})
    report = interp.next(w)
    assert isinstance(report, ReportDecision) and report.nodes == ["node-2"]
    assert report.before_steps and report.skipped is None
    w.done(report)
    assert isinstance(interp.next(w), VerifyDecision)
    assert interp.next(walk(excluded_nodes={"node-2": "i0"})).kind == "verify_checkpoint"
    assert Interpreter(default, None, steps(RestartStep())).next(walk()).kind == (
        "verify_checkpoint"
    )


def test_wait_for_operator_hands_over_the_remaining_steps(default: Playbook) -> None:
    rule = steps(WaitForOperatorStep(timeout=600), RestartStep())
    (wait,) = Interpreter(default, ANONYMOUS, rule).plan(walk())
    assert isinstance(wait, HandOverDecision)
    assert (wait.reason, wait.timeout) == ("playbook waits for an operator", 600)
    assert wait.steps == [RestartStep()] and wait.steps[0] is not rule[1]


def test_notify_and_stop(default: Playbook) -> None:
    rule = steps(NotifyStep(url="http://hook"), StopStep(reason="user code"))
    notify, stop = Interpreter(default, ANONYMOUS, rule).plan(walk())
    assert isinstance(notify, NotifyDecision)
    assert isinstance(stop, StopDecision) and stop.reason == stop.note == "user code"


def test_plan_incident_hands_over_before_any_step_without_rule_or_in_recommend_mode(
    default: Playbook,
) -> None:
    ctx = walk().context
    none = plan_incident(default.model_copy(update={"rules": []}), gpu(), ctx)
    assert not none.runs_steps and none.outcome == ("operator", "no playbook rule matched")
    rec = plan_incident(policies(default, mode="recommend"), gpu(), ctx)
    (hand_over,) = rec.decisions
    assert isinstance(hand_over, HandOverDecision) and not rec.runs_steps
    assert hand_over.proposed_exclusion == ["node-2"] and hand_over.recommendation
    assert [s.kind for s in hand_over.steps] == rec.steps


def test_decide_is_the_plan_summed_up(default: Playbook) -> None:
    ctx = walk(checkpoint=GOOD).context
    plan = plan_incident(default, gpu(), ctx)
    d = decide(default, gpu(), ctx)
    assert d.outcome == plan.outcome[0] == "restart"
    assert d.exclude == plan.excluded() == ["node-2"]
    assert d.restart_from == 40 and d.reason == "restart from step 40"
    assert plan.describe()[1] == "exclude node-2 (limit 1)"


def test_early_verify_is_decided_by_the_policy_and_shown_first(default: Playbook) -> None:
    """Checkpoints are verified at detection in auto mode, for a job with a checkpoint location,
    when some rule verifies or restarts; the plan lists it before the rule's decisions."""
    early = early_verify(default, located=True)
    assert isinstance(early, EarlyVerifyDecision) and early.step == VerifyCheckpointStep()
    assert early_verify(default, located=False) is None
    assert early_verify(policies(default, mode="recommend"), located=True) is None
    stop_only = default.model_copy(
        update={"rules": [r.model_copy(update={"steps": [StopStep()]}) for r in default.rules]}
    )
    assert early_verify(stop_only, located=True) is None
    plan = plan_incident(default, gpu(), walk(checkpoint=GOOD).context)
    assert plan.early_verify == early
    assert plan.describe()[0] == (
        "at detection: verify the checkpoint alongside evidence and attribution"
    )
    unlocated = plan_incident(default, gpu(), walk(has_checkpoint_location=False).context)
    assert unlocated.early_verify is None and unlocated.describe()[0].startswith("exclude")
    no_rule = plan_incident(default.model_copy(update={"rules": []}), gpu(), walk().context)
    assert no_rule.early_verify is None  # nothing in the playbook verifies or restarts


def consult(
    decision: str, exclude: list[str], already_out: tuple[str, ...] = ()
) -> ConsultDecision:
    return ConsultDecision(
        decision=decision,  # type: ignore[arg-type]
        exclude=exclude,
        already_out=list(already_out),
        reason="breaker open" if decision == "refuse" else "ok",
        breaker=BreakerView(window=3600, limit=2, cluster_nodes=8, excluded_in_window=[]),
    )


def test_after_ledger() -> None:
    assert after_ledger("exclude", consult("refuse", [])).model_dump() == {
        "action": "hand_over",
        "nodes": [],
        "already_out": [],
        "reason": "node health: breaker open",
    }
    allowed = after_ledger("exclude", consult("allow", ["node-2"], ("node-3",)))
    assert (allowed.action, allowed.nodes, allowed.already_out) == (
        "exclude",
        ["node-2"],
        ["node-3"],
    )
    assert after_ledger("exclude", consult("already_out", [], ("node-2",))).action == "keep"
    assert after_ledger("report", consult("record_only", [])).action == "keep"
    quarantine = after_ledger("report", consult("quarantine", ["node-2"]))
    assert (quarantine.action, quarantine.nodes) == ("exclude", ["node-2"])
