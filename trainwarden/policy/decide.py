"""One incident's decision, as a pure function: the rule a playbook picks for an attribution
and the plan of its steps in the job's situation (exclude whom, restart or stop, or hand over).

`plan_incident` selects the rule and asks the step interpreter (`trainwarden.policy.plan`) for
its decisions; `decide` sums the plan up as the `Decision` recorded in the incident. The
supervising workflow carries out the very same decisions step by step, so what is decided here
is what the workflow does, barring actions the cluster refuses. `warden playbook test` and
`diff` call these functions on exported cases, and a shadow playbook is evaluated with them next
to the acting one.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel, Field

from trainwarden.attribution.result import AttributionResult
from trainwarden.playbook.schema import Playbook, effective_verdict, select_rule
from trainwarden.playbook.steps import ExcludeStep
from trainwarden.policy.context import JobContext
from trainwarden.policy.early import early_verify
from trainwarden.policy.plan import (
    HandOverDecision,
    Interpreter,
    Outcome,
    Plan,
    Walk,
)
from trainwarden.policy.recovery import recommendation

__all__ = ["Decision", "JobContext", "decide", "differences", "disagreements", "plan_incident"]
NO_RULE = "no playbook rule matched"
RECOMMEND_ONLY = "recommend-only playbook: send `resume` to carry it out"


class Decision(BaseModel):
    """What a playbook decides for one incident. `outcome`: where its steps end (restart, stop,
    operator: handed to a person, continue: the steps end without either)."""

    playbook: str
    playbook_hash: str | None = None
    verdict: str
    handled_as: str = Field(description="the verdict after attribution.min_confidence")
    category: str
    signature: str
    confidence: float
    rule: str | None
    rule_index: int | None = Field(default=None, description="the rule's position (from 0)")
    steps: list[str]
    exclude: list[str] = Field(default_factory=list, description="nodes the exclude step takes")
    restart_from: int | None = Field(default=None, description="checkpoint step, if known")
    backoff: float = 0.0
    outcome: Outcome
    reason: str = ""

    def essentials(self) -> dict[str, object]:
        """The fields a test case's `expect:` names."""
        return {
            "verdict": self.verdict,
            "category": self.category,
            "rule": self.rule,
            "steps": list(self.steps),
            "exclude": sorted(self.exclude),
            "outcome": self.outcome,
        }


def plan_incident(
    playbook: Playbook,
    attribution: AttributionResult,
    ctx: JobContext,
    *,
    params: Mapping[str, Any] | None = None,
    ref: str | None = None,
) -> Plan:
    """The plan of `playbook` for `attribution` in situation `ctx` (no I/O, no clocks): the
    first matching rule's steps as decisions, or a hand-over (no rule, recommend-only)."""
    a = attribution
    rule = select_rule(
        playbook,
        verdict=a.verdict,
        category=a.category,
        confidence=a.confidence,
        retryable=a.retryable,
        checkpoint_failed_to_load=ctx.checkpoint_failed_to_load,
    )
    early = early_verify(playbook, located=ctx.has_checkpoint_location)
    if rule is None:
        hand_over = HandOverDecision(at=0, reason=NO_RULE, note=NO_RULE)
        return Plan(rule=None, early_verify=early, decisions=[hand_over], runs_steps=False)
    index = next(i for i, r in enumerate(playbook.rules) if r is rule)
    kinds: list[str] = [s.kind for s in rule.steps]
    steps = Interpreter(playbook, a, rule.steps, params=params or {}, ref=ref)
    plan = Plan(rule=rule.name, rule_index=index, steps=kinds, early_verify=early)
    walk = Walk(context=ctx.model_copy(deep=True))
    if playbook.policies.mode == "recommend":
        at, step = next(
            ((i, s) for i, s in enumerate(rule.steps) if isinstance(s, ExcludeStep)), (0, None)
        )
        first = steps.exclusion(walk, at, step) if step is not None else None
        proposed = first.plan.nodes if first and first.plan.action == "exclude" else []
        text = recommendation(rule.name, kinds, a.implicated_nodes)
        hand_over = HandOverDecision(
            at=0,
            reason=RECOMMEND_ONLY,
            note=text,
            steps=[s.model_copy(deep=True) for s in rule.steps],
            recommendation=text,
            proposed_exclusion=list(proposed),
        )
        return plan.model_copy(update={"decisions": [hand_over], "runs_steps": False})
    return plan.model_copy(update={"decisions": steps.plan(walk)})


def decide(
    playbook: Playbook,
    attribution: AttributionResult,
    ctx: JobContext,
    *,
    playbook_hash: str | None = None,
    params: Mapping[str, Any] | None = None,
    ref: str | None = None,
) -> Decision:
    """The decision of `playbook` on `attribution` in situation `ctx`: its plan, summed up."""
    plan = plan_incident(playbook, attribution, ctx, params=params, ref=ref)
    return decision_of(playbook, attribution, plan, playbook_hash)


def decision_of(
    playbook: Playbook, a: AttributionResult, plan: Plan, playbook_hash: str | None = None
) -> Decision:
    """The `Decision` recorded in the incident (its shape is in history: keep it)."""
    outcome, reason = plan.outcome
    restart = plan.restart()
    return Decision(
        playbook=playbook.name,
        playbook_hash=playbook_hash,
        verdict=a.verdict,
        handled_as=effective_verdict(playbook, a.verdict, a.confidence),
        category=a.category,
        signature=a.signature,
        confidence=a.confidence,
        rule=plan.rule,
        rule_index=plan.rule_index,
        steps=list(plan.steps),
        exclude=plan.excluded(),
        restart_from=restart.from_step if restart else None,
        backoff=restart.backoff if restart else 0.0,
        outcome=outcome,
        reason=reason,
    )


def differences(expected: Mapping[str, object], decision: Decision) -> list[str]:
    """`field: expected X, got Y` for each field `expected` names that the decision differs on."""
    got = decision.essentials()
    out = []
    for field, want in expected.items():
        if field not in got:
            continue
        have = got[field]
        if field == "exclude" and isinstance(want, list):
            want = sorted(want)
        if want != have:
            out.append(f"{field}: expected {want!r}, got {have!r}")
    return out


def disagreements(acting: Decision, other: Decision) -> list[str]:
    """`field: A -> B` for each essential field two decisions differ on (acting first)."""
    a, b = acting.essentials(), other.essentials()
    return [f"{k}: {a[k]!r} -> {b[k]!r}" for k in a if a[k] != b[k]]
