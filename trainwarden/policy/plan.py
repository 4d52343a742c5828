"""The step interpreter: a playbook rule's steps turned into typed decisions with their
arguments, one place for the workflow that carries them out and for the tools that only report
them (shadow playbook, `warden playbook test` and `diff`).

The workflow asks `Interpreter.next` what to do now, carries it out, moves the `Walk` on with
what happened (`Walk.done`, the job's excluded nodes and clock) and asks again. What an action's
result means is decided here too, by `Interpreter.after_verify` (a checkpoint verdict) and
`trainwarden.policy.exclusion.after_ledger` (the node-health ledger's answer); so is what follows
a refused exclusion (a hand-over, the next decision after it) and what a skipped one still does
(a report of the named nodes to the ledger, in its place). `Interpreter.plan` walks the same
functions to the end with every action assumed to succeed: the plan the tools show is the one
the workflow follows, barring what the cluster refuses.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Annotated, Any, Literal

from pydantic import BaseModel, Field

from trainwarden.attribution.result import AttributionResult
from trainwarden.checkpoints.models import CheckpointVerdict
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
from trainwarden.policy.checkpoint import no_checkpoint_location, no_checkpoint_reason
from trainwarden.policy.context import JobContext
from trainwarden.policy.early import EarlyVerifyDecision
from trainwarden.policy.exclusion import ExclusionPlan, plan_exclusion
from trainwarden.policy.recovery import default_resume_steps
from trainwarden.policy.restart import plan_restart

Outcome = Literal["restart", "stop", "operator", "continue"]
WAIT_REASON = "playbook waits for an operator"


class Walk(BaseModel):
    """Where a run of steps stands. `context` is the job as of now (the workflow refreshes its
    excluded nodes and clock before each decision); the rest is what the steps did so far."""

    context: JobContext
    position: int = Field(default=0, description="steps done")
    verified: bool = Field(default=False, description="a checkpoint verdict is in hand")
    verdict: CheckpointVerdict | None = Field(
        default=None, description="the verdict in hand; None once verified: assumed usable"
    )
    reported: bool = Field(
        default=False, description="the ledger was told of the named nodes (rules without exclude)"
    )
    refused: str | None = Field(
        default=None, description="an exclude step was refused: why (an operator decides next)"
    )

    def done(self, decision: StepDecision, verdict: CheckpointVerdict | None = None) -> None:
        """Move on past a decision carried out (`verdict`: a verification's)."""
        if isinstance(decision, ReportDecision) and decision.before_steps:
            self.reported = True
            return
        if isinstance(decision, ExcludeDecision) and decision.plan.action == "refuse":
            self.refused = decision.plan.reason
            return  # the hand-over follows, at the same step
        if isinstance(decision, VerifyDecision):
            self.verified, self.verdict = True, verdict
            if decision.implicit:
                return  # the restart it precedes is still to come
        self.position = decision.at + 1


class _Decision(BaseModel):
    at: int = Field(description="the step's position in the rule (or the resumed steps)")


class ReportDecision(_Decision):
    """Tell the cluster's ledger which nodes the incident named without excluding them (their
    reputation); a quarantine answer excludes them all the same. Before the steps of a rule that
    excludes nothing, or in place of an exclude step that skips nodes it names (the attribution
    is not sure enough)."""

    kind: Literal["report"] = "report"
    nodes: list[str]
    skipped: str | None = Field(
        default=None,
        description="the exclude step it stands in for: why that step excludes nothing "
        "(None: the report before the steps)",
    )
    why: str | None = Field(default=None, description="the exclude step's reason")

    @property
    def before_steps(self) -> bool:
        return self.skipped is None


class ExcludeDecision(_Decision):
    kind: Literal["exclude"] = "exclude"
    plan: ExclusionPlan
    named: list[str] = Field(description="implicated nodes not excluded yet")
    why: str | None = Field(default=None, description="the step's reason")


class VerifyDecision(_Decision):
    kind: Literal["verify_checkpoint"] = "verify_checkpoint"
    step: VerifyCheckpointStep | None = Field(description="None: the default verification")
    implicit: bool = Field(default=False, description="a restart's, before it (no verify step)")
    located: bool = Field(description="the job has a checkpoint location (else: none to verify)")


class RestartDecision(_Decision):
    kind: Literal["restart"] = "restart"
    backoff: float = 0.0
    counted: bool = Field(default=True, description="counts against the restart budget")
    from_step: int | None = Field(default=None, description="the usable checkpoint's step")
    location: str | None = None
    requeue_priority: Literal["as_is", "top", "expedite"] = Field(
        default="as_is", description="policies.requeue_priority: what a requeue asks the queue"
    )


class StopDecision(_Decision):
    kind: Literal["stop"] = "stop"
    reason: str
    note: str | None = Field(
        default=None, description="for the state's reason, after the incident (None: `reason`)"
    )


class HandOverDecision(_Decision):
    """Wait for an operator, whose `resume` (or `approve`) carries out `steps`."""

    kind: Literal["hand_over"] = "hand_over"
    reason: str
    note: str | None = None
    steps: list[Step] = Field(default_factory=default_resume_steps)
    timeout: float | None = Field(default=None, description="stop the job if nobody answers")
    recommendation: str | None = Field(default=None, description="recommend-only: the proposal")
    proposed_exclusion: list[str] = Field(default_factory=list, description="recommend-only")


class NotifyDecision(_Decision):
    kind: Literal["notify"] = "notify"
    step: NotifyStep


class SkipDecision(_Decision):
    """A step kind this version does not know: nothing unsafe is done."""

    kind: Literal["skip"] = "skip"
    step_kind: str


StepDecision = Annotated[
    ReportDecision
    | ExcludeDecision
    | VerifyDecision
    | RestartDecision
    | StopDecision
    | HandOverDecision
    | NotifyDecision
    | SkipDecision,
    Field(discriminator="kind"),
]


class CheckpointOutcome(BaseModel):
    """What a verification's verdict means: the step restored, or a stop."""

    restored_step: int | None = None
    stop: StopDecision | None = None


class Plan(BaseModel):
    """An incident's decisions in order; the last ends the steps unless the outcome is
    `continue` (the steps end without a restart, a stop or an operator)."""

    rule: str | None
    rule_index: int | None = None
    steps: list[str] = Field(default_factory=list, description="the rule's step kinds")
    early_verify: EarlyVerifyDecision | None = Field(
        default=None, description="the verification started at detection, before the rule"
    )
    decisions: list[StepDecision] = Field(default_factory=list)
    runs_steps: bool = Field(
        default=True, description="False: handed over before any step (no rule, recommend-only)"
    )

    @property
    def outcome(self) -> tuple[Outcome, str]:
        last = self.decisions[-1] if self.decisions else None
        match last:
            case RestartDecision(from_step=step):
                return "restart", "restart" + (f" from step {step}" if step is not None else "")
            case StopDecision(reason=reason):
                return "stop", reason
            case HandOverDecision(reason=reason):
                return "operator", reason
        return "continue", ""

    def restart(self) -> RestartDecision | None:
        """The restart the plan ends with, if it does."""
        last = self.decisions[-1] if self.decisions else None
        return last if isinstance(last, RestartDecision) else None

    def excluded(self) -> list[str]:
        """The nodes the plan takes out (or proposes to, recommend-only)."""
        nodes: list[str] = []
        for d in self.decisions:
            if isinstance(d, ExcludeDecision) and d.plan.action == "exclude":
                nodes += d.plan.nodes
            elif isinstance(d, HandOverDecision):
                nodes += d.proposed_exclusion
        return nodes

    def describe(self) -> list[str]:
        """One line per decision, for people (the verification at detection first)."""
        early = [self.early_verify.describe()] if self.early_verify is not None else []
        return early + [describe(d) for d in self.decisions]


def ends(decision: StepDecision) -> bool:
    """Whether the steps end with this decision (restart, stop, hand-over)."""
    return isinstance(decision, RestartDecision | StopDecision | HandOverDecision)


def describe(d: StepDecision) -> str:
    match d:
        case ReportDecision(nodes=nodes, skipped=None):
            return f"report {', '.join(nodes)} to the node-health ledger"
        case ReportDecision(nodes=nodes, skipped=skipped):
            return f"exclude: skip: {skipped}; report {', '.join(nodes)} to the node-health ledger"
        case ExcludeDecision(plan=plan) if plan.action == "exclude":
            return f"exclude {', '.join(plan.nodes)} (limit {plan.limit})"
        case ExcludeDecision(plan=plan):
            return f"exclude: {plan.action}: {plan.reason}"
        case VerifyDecision(step=step, implicit=implicit):
            opts = step.model_dump(exclude={"kind"}, exclude_defaults=True) if step else {}
            what = "verify the checkpoint" + (" (before the restart)" if implicit else "")
            return what + (f" {opts}" if opts else "")
        case RestartDecision(from_step=step, backoff=backoff):
            src = f"step {step}" if step is not None else "the newest verified checkpoint"
            return f"restart from {src}" + (f" after {backoff:g}s" if backoff else "")
        case StopDecision(reason=reason):
            return f"stop: {reason}"
        case HandOverDecision(reason=reason):
            return f"hand over to an operator: {reason}"
        case NotifyDecision():
            return "notify"
        case SkipDecision(step_kind=kind):
            return f"skip unsupported step {kind}"
    return d.kind


@dataclass(frozen=True)
class Interpreter:
    """The decisions of `steps` (a rule's, or those an operator resumes) for one incident."""

    playbook: Playbook
    attribution: AttributionResult | None
    steps: Sequence[Step]
    params: Mapping[str, Any] = field(default_factory=dict)
    ref: str | None = None  # the playbook as the workflow input named it (messages)

    def next(self, walk: Walk) -> StepDecision | None:
        """What to do now; None when the steps are done."""
        i = walk.position
        if walk.refused is not None:  # the exclusion limit: an operator decides
            return HandOverDecision(at=i, reason=walk.refused)
        if i == 0 and not walk.reported and self.attribution is not None:
            if not any(isinstance(s, ExcludeStep) for s in self.steps) and self._named(walk):
                return ReportDecision(at=0, nodes=self._named(walk))
        if i >= len(self.steps):
            return None
        ctx, pol = walk.context, self.playbook.policies
        match self.steps[i]:
            case ExcludeStep() as step:
                exclude = self.exclusion(walk, i, step)
                if exclude.plan.action == "skip" and exclude.named:
                    # not sure enough to exclude the nodes it names: the ledger hears of them
                    return ReportDecision(
                        at=i, nodes=exclude.named, skipped=exclude.plan.reason, why=step.reason
                    )
                return exclude
            case VerifyCheckpointStep() as step:
                return VerifyDecision(at=i, step=step, located=ctx.has_checkpoint_location)
            case RestartStep() if not walk.verified:
                return VerifyDecision(
                    at=i, step=None, implicit=True, located=ctx.has_checkpoint_location
                )
            case RestartStep():
                a = self.attribution
                plan = plan_restart(
                    pol, now=ctx.now, restarts=ctx.restarts, category=a.category if a else None
                )
                if not plan.allowed:
                    return StopDecision(at=i, reason=plan.reason)
                v = walk.verdict if walk.verdict is not None and walk.verdict.usable else None
                return RestartDecision(
                    at=i,
                    backoff=plan.backoff,
                    counted=plan.counted,
                    from_step=v.step if v else None,
                    location=v.location if v else None,
                    requeue_priority=pol.requeue_priority,
                )
            case StopStep(reason=reason):
                return StopDecision(at=i, reason=reason, note=reason)
            case WaitForOperatorStep(reason=reason, timeout=timeout):
                reason = reason or WAIT_REASON
                rest = [s.model_copy(deep=True) for s in self.steps[i + 1 :]]
                return HandOverDecision(
                    at=i, reason=reason, note=reason, steps=rest, timeout=timeout or None
                )
            case NotifyStep() as step:
                return NotifyDecision(at=i, step=step)
            case step:
                return SkipDecision(at=i, step_kind=step.kind)

    def exclusion(self, walk: Walk, i: int, step: ExcludeStep) -> ExcludeDecision:
        """The exclude step's plan: the job-wide limit, floored by min_excludable_nodes."""
        a, pb = self.attribution, self.playbook
        excluded = walk.context.excluded_nodes

        plan = plan_exclusion(
            implicated=a.implicated_nodes if a else [],
            excluded=excluded,
            confidence=a.confidence if a else 0.0,
            min_confidence=pb.attribution.min_confidence,
            job_nodes=walk.context.job_nodes,
            max_fraction=pb.policies.max_excluded_fraction,
            min_nodes=pb.policies.min_excludable_nodes,
            step_max=step.max_nodes,
        )
        return ExcludeDecision(at=i, plan=plan, named=self._named(walk), why=step.reason)

    def after_verify(self, at: int, verdict: CheckpointVerdict | None) -> CheckpointOutcome:
        """A verification's verdict (None: assumed usable): the step restored, or a stop when
        nothing is usable and the playbook does not allow restarting from scratch."""
        if verdict is None or verdict.usable:
            return CheckpointOutcome(restored_step=verdict.step if verdict else None)
        if self.playbook.policies.on_no_checkpoint == "restart_from_scratch":
            return CheckpointOutcome(restored_step=0)
        reason = no_checkpoint_reason(verdict, dict(self.params), self.ref or self.playbook.name)
        return CheckpointOutcome(stop=StopDecision(at=at, reason=reason, note=reason))

    def plan(self, walk: Walk) -> list[StepDecision]:
        """The decisions from `walk` on, every action assumed to succeed (a verification gives
        the context's checkpoint verdict; the ledger allows every exclusion)."""
        walk = walk.model_copy(deep=True)
        out: list[StepDecision] = []
        while (d := self.next(walk)) is not None:
            out.append(d)
            if ends(d):
                break
            verdict = None
            if isinstance(d, VerifyDecision):
                verdict = walk.context.checkpoint if d.located else no_checkpoint_location(
                    self.playbook.checkpoint.layout
                )
                stop = self.after_verify(d.at, verdict).stop
                if stop is not None:
                    out.append(stop)
                    break
            if isinstance(d, ExcludeDecision) and d.plan.action == "exclude":
                for node in d.plan.nodes:
                    walk.context.excluded_nodes[node] = "this incident"
            walk.done(d, verdict)
        return out

    def _named(self, walk: Walk) -> list[str]:
        a = self.attribution
        excluded = walk.context.excluded_nodes
        return [n for n in a.implicated_nodes if n not in excluded] if a else []
