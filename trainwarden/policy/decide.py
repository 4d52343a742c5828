"""One incident's decision, as a pure function: the rule a playbook picks for an attribution
and what its steps would do in the job's situation (exclude whom, restart or stop, or hand over).

The supervising workflow calls `decide` for the rule it runs and records the decision in the
incident; `warden playbook test` and `diff` call the very same function on exported cases, and a
shadow playbook is evaluated with it next to the acting one. The steps themselves run in the
workflow through the same policy functions (`plan_exclusion`, `plan_restart`), so what is
decided here is what the workflow does, barring actions the cluster refuses.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, Field

from trainwarden.attribution.result import AttributionResult
from trainwarden.checkpoints.models import CheckpointVerdict
from trainwarden.playbook.schema import Playbook, effective_verdict, select_rule
from trainwarden.playbook.steps import (
    ExcludeStep,
    RestartStep,
    Step,
    StopStep,
    VerifyCheckpointStep,
    WaitForOperatorStep,
)
from trainwarden.policy.checkpoint import NO_CHECKPOINT, no_checkpoint_location
from trainwarden.policy.exclusion import ExclusionPlan, plan_exclusion
from trainwarden.policy.restart import plan_restart

Outcome = Literal["restart", "stop", "operator", "continue"]


class JobContext(BaseModel):
    """What the workflow knew about the job when it decided (kept small: it is in history)."""

    job_nodes: int = Field(ge=1, description="nodes the job asks for (the exclusion limit's base)")
    nodes: list[str] = Field(default_factory=list, description="the allocation, when known")
    ranks: dict[str, str] = Field(default_factory=dict, description="rank -> node, when known")
    excluded_nodes: dict[str, str] = Field(
        default_factory=dict, description="node -> incident, already excluded before this one"
    )
    restarts: list[datetime] = Field(
        default_factory=list, description="counted restarts before this incident"
    )
    restarts_used: int = 0
    now: datetime = Field(description="when the decision was taken (restart budget window)")
    has_checkpoint_location: bool = True
    checkpoint: CheckpointVerdict | None = Field(
        default=None, description="the verification's verdict; None: not known yet (usable)"
    )
    checkpoint_failed_to_load: bool = Field(
        default=False,
        description="the failed run died before its first step loading the checkpoint it was "
        "given (marked bad for the job)",
    )


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


def decide(
    playbook: Playbook,
    attribution: AttributionResult,
    ctx: JobContext,
    *,
    playbook_hash: str | None = None,
) -> Decision:
    """The decision of `playbook` on `attribution` in situation `ctx` (no I/O, no clocks)."""
    a = attribution
    rule = select_rule(
        playbook,
        verdict=a.verdict,
        category=a.category,
        confidence=a.confidence,
        retryable=a.retryable,
        checkpoint_failed_to_load=ctx.checkpoint_failed_to_load,
    )
    base: dict[str, Any] = {
        "playbook": playbook.name,
        "playbook_hash": playbook_hash,
        "verdict": a.verdict,
        "handled_as": effective_verdict(playbook, a.verdict, a.confidence),
        "category": a.category,
        "signature": a.signature,
        "confidence": a.confidence,
    }
    if rule is None:
        return Decision(
            **base, rule=None, steps=[], outcome="operator", reason="no playbook rule matched"
        )
    steps: list[str] = [s.kind for s in rule.steps]
    base["rule_index"] = next(i for i, r in enumerate(playbook.rules) if r is rule)
    if playbook.policies.mode == "recommend":
        return Decision(
            **base,
            rule=rule.name,
            steps=steps,
            exclude=_recommended_exclusion(playbook, a, ctx, rule.steps),
            outcome="operator",
            reason="recommend-only playbook: an operator carries it out",
        )
    start = Decision(**base, rule=rule.name, steps=steps, outcome="continue")
    return _run_steps(playbook, a, ctx, start, rule.steps)


def _recommended_exclusion(
    playbook: Playbook, a: AttributionResult, ctx: JobContext, steps: Sequence[Step]
) -> list[str]:
    step = next((s for s in steps if isinstance(s, ExcludeStep)), None)
    if step is None:
        return []
    plan = _exclusion(playbook, a, ctx.excluded_nodes, ctx.job_nodes, step)
    return list(plan.nodes) if plan.action == "exclude" else []


def _exclusion(
    playbook: Playbook,
    a: AttributionResult,
    excluded: Mapping[str, str],
    job_nodes: int,
    step: ExcludeStep,
) -> ExclusionPlan:
    return plan_exclusion(
        implicated=a.implicated_nodes,
        excluded=excluded,
        confidence=a.confidence,
        min_confidence=playbook.attribution.min_confidence,
        job_nodes=job_nodes,
        max_fraction=playbook.policies.max_excluded_fraction,
        min_nodes=playbook.policies.min_excludable_nodes,
        step_max=step.max_nodes,
    )


def _run_steps(
    playbook: Playbook, a: AttributionResult, ctx: JobContext, d: Decision, steps: Sequence[Step]
) -> Decision:
    """Follow the rule's steps as the workflow's step runner does, with every action assumed
    to succeed; the first that ends the incident's steps gives the outcome."""
    pol = playbook.policies
    excluded = dict(ctx.excluded_nodes)
    verified: CheckpointVerdict | None | bool = False  # False: not verified in these steps
    for step in steps:
        match step:
            case ExcludeStep():
                plan = _exclusion(playbook, a, excluded, ctx.job_nodes, step)
                if plan.action == "refuse":
                    return d.model_copy(update={"outcome": "operator", "reason": plan.reason})
                for node in plan.nodes if plan.action == "exclude" else []:
                    excluded[node] = "this incident"
                    d.exclude.append(node)
            case VerifyCheckpointStep() | RestartStep():
                if verified is False:
                    verified = _checkpoint(ctx)
                    usable = verified is None or verified.usable
                    if not usable and pol.on_no_checkpoint != "restart_from_scratch":
                        return d.model_copy(
                            update={
                                "outcome": "stop",
                                "reason": NO_CHECKPOINT,
                            }
                        )
                if isinstance(step, RestartStep):
                    restart = plan_restart(
                        pol, now=ctx.now, restarts=ctx.restarts, category=a.category
                    )
                    if not restart.allowed:
                        return d.model_copy(update={"outcome": "stop", "reason": restart.reason})
                    step_of = (
                        verified.step
                        if isinstance(verified, CheckpointVerdict) and verified.usable
                        else None
                    )
                    return d.model_copy(
                        update={
                            "outcome": "restart",
                            "restart_from": step_of,
                            "backoff": restart.backoff,
                            "reason": "restart"
                            + (f" from step {step_of}" if step_of is not None else ""),
                        }
                    )
            case StopStep(reason=reason):
                return d.model_copy(update={"outcome": "stop", "reason": reason})
            case WaitForOperatorStep(reason=reason):
                return d.model_copy(
                    update={"outcome": "operator", "reason": reason or "playbook waits"}
                )
            case _:
                continue  # notify and unknown kinds change nothing on the cluster
    return d


def _checkpoint(ctx: JobContext) -> CheckpointVerdict | None:
    """The verdict a verification gives: recorded, none (no location), or None (assumed)."""
    if not ctx.has_checkpoint_location:
        return no_checkpoint_location("manifest")
    return ctx.checkpoint


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
