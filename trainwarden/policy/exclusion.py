"""Which implicated machines an `exclude` step takes out of service, and when it must refuse."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Literal

from pydantic import BaseModel, Field

from trainwarden.nodes.models import ConsultDecision


class ExclusionPlan(BaseModel):
    """The decision of one `exclude` step.

    skip: nothing to do (not sure enough, or nothing new implicated); the steps go on.
    refuse: the job-wide limit would be exceeded; the incident goes to an operator.
    exclude: take `nodes` out of service.
    """

    action: Literal["skip", "refuse", "exclude"]
    nodes: list[str] = Field(default_factory=list)
    limit: int = Field(description="nodes this job may have excluded at most, in total")
    reason: str


def exclusion_limit(
    *, job_nodes: int, max_fraction: float, min_nodes: int, already: int, step_max: int | None
) -> int:
    """Total excluded nodes allowed: a fraction of the job's nodes, but never fewer than
    `min_nodes` (so a 3-node job may lose its one bad node to a spare), further bounded by the
    step's own `max_nodes` for this incident."""
    limit = max(math.floor(max_fraction * job_nodes + 1e-9), min_nodes)
    if step_max is not None:
        limit = min(limit, already + step_max)
    return limit


def plan_exclusion(
    *,
    implicated: Sequence[str],
    excluded: Mapping[str, str],
    confidence: float,
    min_confidence: float,
    job_nodes: int,
    max_fraction: float,
    min_nodes: int,
    step_max: int | None,
) -> ExclusionPlan:
    """Decide an `exclude` step from the attribution and what is already excluded."""
    wanted = [n for n in implicated if n not in excluded]
    limit = exclusion_limit(
        job_nodes=job_nodes,
        max_fraction=max_fraction,
        min_nodes=min_nodes,
        already=len(excluded),
        step_max=step_max,
    )
    if confidence < min_confidence:
        return ExclusionPlan(
            action="skip",
            limit=limit,
            reason=f"not excluding {wanted or 'anything'}: confidence "
            f"{confidence:.2f} below {min_confidence:.2f}",
        )
    if not wanted:
        return ExclusionPlan(
            action="skip", limit=limit, reason="no machine implicated: nothing to exclude"
        )
    if len(excluded) + len(wanted) > limit:
        return ExclusionPlan(
            action="refuse",
            nodes=wanted,
            limit=limit,
            reason=f"excluding {', '.join(wanted)} would exceed the exclusion limit of {limit} "
            f"node(s) ({max_fraction:g} of {job_nodes}); "
            f"already excluded: {', '.join(excluded) or 'none'}",
        )
    return ExclusionPlan(action="exclude", nodes=wanted, limit=limit, reason="")


class LedgerOutcome(BaseModel):
    """What the cluster's node-health ledger's answer means for an exclusion.

    exclude: take `nodes` out of the job (after a quarantine, or the allowed ones).
    keep: nothing to run (the answer recorded, or every node already out for every job).
    hand_over: the ledger's breaker refused (or the request was stale): an operator decides.
    """

    action: Literal["exclude", "keep", "hand_over"]
    nodes: list[str] = Field(default_factory=list)
    already_out: list[str] = Field(
        default_factory=list, description="out for every job: this job's restart avoids them too"
    )
    reason: str = ""


def after_ledger(intent: Literal["exclude", "report"], answer: ConsultDecision) -> LedgerOutcome:
    """`exclude`: the step asked to exclude the nodes; `report`: it only told the ledger of
    nodes it would not exclude itself (not sure enough, or a rule that does not exclude)."""
    if intent == "report":
        if answer.decision == "quarantine":
            return LedgerOutcome(action="exclude", nodes=list(answer.exclude))
        return LedgerOutcome(action="keep")
    if answer.decision in ("refuse", "stale"):
        return LedgerOutcome(action="hand_over", reason=f"node health: {answer.reason}")
    return LedgerOutcome(
        action="exclude" if answer.exclude else "keep",
        nodes=list(answer.exclude),
        already_out=list(answer.already_out),
    )
