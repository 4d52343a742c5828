"""Acting on a first sign: the job is still RUNNING but a rank died, a fatal line appeared or a
node left service. The remaining ranks would only wait in a collective until their watchdog
fires, so the first recovery step is to stop them; exclusion and restart then start at once.
Also the incident's honest clock (trainwarden.timekeeping.clocks)."""

from __future__ import annotations

from temporalio import workflow

from trainwarden.workflows.supervise.core import Supervision, key

with workflow.unsafe.imports_passed_through():
    from trainwarden.activities.jobs import stop_job
    from trainwarden.activities.models import MonitorResult, StopInput
    from trainwarden.attribution.result import FIRST_SIGN_STOP, AttributionResult
    from trainwarden.supervision import Incident
    from trainwarden.timekeeping.clocks import (
        category_from_evidence,
        failure_time,
        hang_cascade,
        last_step,
        names_the_stopped_rank,
        node_lost,
    )

PATCH_STOP_AT_FIRST_SIGN = "stop-at-first-sign"
PATCH_NODE_LOST = "node-lost-is-node-failure"
PATCH_HANG_CASCADE = "hang-cascade-clock"
PATCH_NAMED_HANG = "named-hang-outlives-a-kill"
STEP = "stop_remaining_ranks"


def record_signs(inc: Incident, event: MonitorResult) -> None:
    """What was seen, on the incident (the event's earliest sign is its failure time)."""
    inc.first_signs = list(event.first_signs)


async def stop_remaining_ranks(sup: Supervision, inc: Incident, event: MonitorResult) -> None:
    """The implicit first step of a first-sign incident (auto mode only: a recommend-only
    playbook acts on nothing until an operator resumes)."""
    if not event.first_signs or sup.playbook.policies.mode != "auto":
        return
    if not workflow.patched(PATCH_STOP_AT_FIRST_SIGN):
        return
    first = event.first_signs[0]
    reason = f"{FIRST_SIGN_STOP}{first.detail}; the other ranks would only wait for their watchdog"
    started = workflow.now()
    sup.mark_action(inc)
    handle = sup.job
    res = await sup.action(
        stop_job,
        StopInput(job=sup.inp.job, handle=handle, reason=reason, key=key(inc, STEP)),
        f"stop the remaining ranks of {handle.job_id}: {first.detail}",
    )
    sup.record_action(inc, STEP, started, res=res)


def apply_clocks(
    inc: Incident, event: MonitorResult, result: AttributionResult
) -> AttributionResult:
    """failed_at from the fault's first sign, and the category the evidence supports; a job
    that died of a hang (its peers' collective timed out) is timed by its last progress.
    Returns the attribution it set on the incident."""
    when = failure_time(
        event.kind, event.at, event.detected_at, event.first_signs, result.initiating.at
    )
    t = inc.timings
    t.failed_at, t.failed_at_source, t.failed_at_bound = when.at, when.source, when.bound
    lost = node_lost(result, event.first_signs)
    if lost is not None and workflow.patched(PATCH_NODE_LOST):
        inc.attribution = lost  # the playbook's rule then excludes the node
        return lost
    attributed = category_from_evidence(result, event.first_signs)
    if (attributed is not result and names_the_stopped_rank(result)
            and workflow.patched(PATCH_NAMED_HANG)):
        attributed = result  # the hang names the rank that stopped: the kill was its cascade
    inc.attribution = attributed
    hung = hang_cascade(
        event.kind, when, attributed, event.first_signs, last_step(event.observation)
    )
    if hung is not None and workflow.patched(PATCH_HANG_CASCADE):
        t.failed_at, t.failed_at_source, t.failed_at_bound = hung.at, hung.source, hung.bound
    return attributed
