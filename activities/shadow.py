"""Evaluating the shadow playbook on an incident (a local activity: its result is recorded in
history as a marker, so what the shadow would have done is kept without running it)."""

from __future__ import annotations

from pydantic import BaseModel
from temporalio import activity

from trainwarden.activities.errors import classified_errors
from trainwarden.attribution.result import AttributionResult
from trainwarden.playbook.schema import Playbook
from trainwarden.policy.decide import (
    Decision,
    JobContext,
    decision_of,
    disagreements,
    plan_incident,
)
from trainwarden.supervision import ShadowDecision


class ShadowInput(BaseModel):
    playbook: Playbook
    playbook_hash: str
    attribution: AttributionResult
    context: JobContext
    acting: Decision


@activity.defn
async def evaluate_shadow(inp: ShadowInput) -> ShadowDecision:
    """Pure and quick: the shadow's decision on the same attribution and context, and its
    plan step by step (what the interpreter decides: hand-overs, reports, early verify)."""
    with classified_errors("evaluate_shadow", f"shadow playbook {inp.playbook.name}"):
        plan = plan_incident(inp.playbook, inp.attribution, inp.context)
        decision = decision_of(inp.playbook, inp.attribution, plan, inp.playbook_hash)
        diffs = disagreements(inp.acting, decision)
    return ShadowDecision(decision=decision, agrees=not diffs, differences=diffs, plan=plan)
