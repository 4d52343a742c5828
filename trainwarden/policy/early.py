"""Whether checkpoint verification starts at detection, alongside evidence and attribution.

Verification only reads, so starting it before the rule is known changes nothing but the time a
restart waits for it (time-to-action). The workflow starts it when `early_verify` says so; the
plan the tools show lists it first (`Plan.early_verify`).
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from trainwarden.playbook.schema import Playbook
from trainwarden.playbook.steps import VerifyCheckpointStep

# the step kinds whose rule uses a verdict: an explicit verification, or a restart's own
USES_VERDICT = frozenset({"verify_checkpoint", "restart"})


class EarlyVerifyDecision(BaseModel):
    """Verify at detection with the request of `step` (a plain `verify_checkpoint`). A
    verification whose request is the same uses its verdict; one with other options (checksums,
    rollback) runs its own and this one is cancelled, as is an unused one when the incident's
    steps are done."""

    kind: Literal["early_verify"] = "early_verify"
    step: VerifyCheckpointStep = Field(default_factory=VerifyCheckpointStep)

    def describe(self) -> str:
        return "at detection: verify the checkpoint alongside evidence and attribution"


def early_verify(playbook: Playbook, *, located: bool) -> EarlyVerifyDecision | None:
    """Only in auto mode, for a job with a checkpoint location, when some rule verifies or
    restarts (a recommend-only playbook acts on nothing before an operator does)."""
    kinds = {step.kind for rule in playbook.rules for step in rule.steps}
    if not located or playbook.policies.mode != "auto" or not kinds & USES_VERDICT:
        return None
    return EarlyVerifyDecision()
