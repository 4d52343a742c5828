"""Build the ledger's requests from what a supervision has at hand (its incident's attribution),
so consulting and informing are a few lines in the workflow."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from trainwarden.attribution.result import AttributionResult
from trainwarden.nodes.models import ConsultRequest, EarlierIncident, ExclusionReport


def consult_request(
    result: AttributionResult,
    *,
    job: str,
    run: int,
    incident: str,
    now: datetime,
    nodes: list[str] | None = None,
    intent: Literal["exclude", "report"] = "exclude",
) -> ConsultRequest:
    """The incident's implicated nodes (or ``nodes``), stamped with the incident's own time
    (the initiating evidence; ``now`` only when attribution found none)."""
    return ConsultRequest(
        nodes=nodes if nodes is not None else list(result.implicated_nodes),
        job=job,
        run=run,
        incident=incident,
        confidence=result.confidence,
        category=result.category,
        signature=result.signature,
        at=result.initiating.at or now,
        intent=intent,
        evidence=[line.text[:500] for line in result.initiating.evidence[:5]],
        earlier=earlier_incidents(result, incident, run, now),
    )


def earlier_incidents(
    result: AttributionResult, incident: str, run: int, now: datetime
) -> list[EarlierIncident]:
    """A recurrence's other runs in which the node failed first (each its own implication)."""
    rec = result.recurrence
    if rec is None or rec.kind != "same_node":
        return []
    times = [*rec.times, *([None] * len(rec.runs))]
    return [
        EarlierIncident(incident=inc[:500], run=max(1, r), at=at or now)
        for inc, r, at in zip(rec.incidents, rec.runs, times, strict=False)
        if inc != incident
    ][-20:]


def exclusion_report(
    request: ConsultRequest,
    nodes: list[str],
    *,
    at: datetime,
    done: bool = True,
    reason: str = "",
    commands: list[str] | None = None,
) -> ExclusionReport:
    """What was done about a consulted incident (``done=False`` releases the reservation)."""
    return ExclusionReport(
        nodes=nodes,
        job=request.job,
        run=request.run,
        incident=request.incident,
        at=at,
        done=done,
        reason=reason[:1000],
        commands=[c[:1000] for c in (commands or [])][:20],
    )
