"""Evidence across restarts, the workflow's side: what the attribute activity is told about the
job's recent incidents, and what each incident leaves for the next (its `failure` summary).

The rule itself is pure and lives with attribution (trainwarden/attribution/recurrence.py);
here only the workflow's knowledge is gathered: which node failed first (its first sign), in
which phase of the run, whether the other nodes had come up.
"""

from __future__ import annotations

from collections.abc import Sequence

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from trainwarden.activities.models import MonitorResult
    from trainwarden.attribution.recurrence import (
        MAX_RECENT,
        FailureContext,
        FailureSummary,
        Phase,
        RecurrenceInput,
        summarize,
    )
    from trainwarden.firstsign import earliest
    from trainwarden.models import JobHandle
    from trainwarden.playbook.schema import Playbook
    from trainwarden.supervision import Incident

# Changes to running code (workflow.patched ids; histories recorded before them replay unchanged).
PATCH_RECURRENCE = "incident-recurrence"


def failure_context(inc: Incident, event: MonitorResult, handle: JobHandle) -> FailureContext:
    """Where the current incident's run stood when it failed, from the monitor's event."""
    obs = event.observation
    first = earliest(event.first_signs)
    nodes = list(obs.nodes or handle.nodes)
    signed = {s.node for s in event.first_signs if s.node}
    alone = first is not None and first.node is not None and signed == {first.node}
    return FailureContext(
        incident=inc.id,
        run=inc.run,
        trigger=event.kind,
        phase=_phase(event, first.rank if first else None),
        node=first.node if first else None,
        rank=first.rank if first else None,
        alone=alone and len(nodes) > 1,
        nodes=nodes,
    )


def _phase(event: MonitorResult, rank: int | None) -> Phase | None:
    """start-up (no step yet in this run), checkpoint (the failing rank was saving one) or
    training; None when the job shows no progress (no first step could ever be seen)."""
    obs = event.observation
    if obs.progress_source == "none":
        return None
    if rank is not None and any(r.rank == rank and r.phase == "checkpoint" for r in obs.ranks):
        return "checkpoint"
    return "startup" if obs.run_first_step is None else "training"


def recurrence_input(
    pb: Playbook, incidents: Sequence[Incident], ctx: FailureContext
) -> RecurrenceInput | None:
    """The attribute activity's view of the job's earlier incidents (None: the rule is off)."""
    runs = pb.attribution.recurrence_runs
    if runs < 1 or not workflow.patched(PATCH_RECURRENCE):
        return None
    earlier = [s for inc in incidents if inc.id != ctx.incident if (s := summary_of(inc))]
    return RecurrenceInput(
        runs=runs,
        min_confidence=pb.attribution.min_confidence,
        current=ctx,
        recent=earlier[-MAX_RECENT:],
    )


def summary_of(inc: Incident) -> FailureSummary | None:
    """An incident's summary; one recorded before it was kept is rebuilt from its attribution
    and first signs (its phase then unknown)."""
    if inc.failure is not None:
        return inc.failure
    if inc.attribution is None:
        return None
    first = earliest(inc.first_signs)
    ctx = FailureContext(
        incident=inc.id,
        run=inc.run,
        trigger=inc.trigger,
        node=first.node if first else None,
        rank=first.rank if first else None,
    )
    return summarize(inc.attribution, ctx)
