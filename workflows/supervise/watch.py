"""Watching the job: one long-running heartbeating monitor activity at a time, and what its
events mean for the open incident (running again, resumed, productive, completed)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

from temporalio import workflow
from temporalio.exceptions import ActivityError

from trainwarden.workflows.supervise.core import Supervision, cancel, cause
from trainwarden.workflows.supervise.options import monitor_options

with workflow.unsafe.imports_passed_through():
    from trainwarden.activities.models import MonitorInput, MonitorResult
    from trainwarden.activities.monitoring import monitor_job
    from trainwarden.lifecycle import Completed, DeadlineMissed, Productive, WatchFailed
    from trainwarden.policy import deadline_reason
    from trainwarden.supervision import Incident
    from trainwarden.timekeeping.floorclocks import cold_start_of

# Changes to running code (workflow.patched ids; histories recorded before them replay unchanged).
PATCH_FLOOR_CLOCKS = "floor-clocks"


def floor_clocks_on() -> bool:
    """Record the floor's measurements (cold start, step time, checkpoint load): new state, and a
    monitor that returns once more on the job's first run, so it is patched."""
    return workflow.patched(PATCH_FLOOR_CLOCKS)


def wants_cold_start(sup: Supervision, pending: Incident | None) -> bool:
    """The job's first run, no incident yet, cold start not recorded."""
    return (
        pending is None
        and sup.state.cold_start is None
        and sup.state.incident_total == 0
        and sup.job.run == 1
        and floor_clocks_on()
    )


def monitor_input(sup: Supervision, pending: Incident | None) -> MonitorInput:
    # an activity's input only (no command added or reordered): no patch needed for replay
    productive: tuple[int | None, bool] = (None, True)
    if pending is not None and pending.timings.productive_at is None:
        productive = pending.timings.productive_after()
    return MonitorInput(
        job=sup.inp.job,
        handle=sup.job,
        detection=sup.playbook.detection,
        progress=sup.playbook.progress,
        lease_seconds=sup.inp.tuning.monitor_lease_seconds,
        report_running=bool(pending and pending.timings.running_at is None),
        report_resumed=bool(pending and pending.timings.resumed_at is None),
        report_first_step=wants_cold_start(sup, pending),
        productive_step=productive[0],
        productive_seen=productive[1],
    )


async def watch_once(sup: Supervision, interrupted: Callable[[], bool]) -> MonitorResult | None:
    """One monitor activity; None when a signal (`interrupted`) or the productive deadline cut
    it short, or it could not watch (then an operator is asked)."""
    pending = sup.pending_incident()
    inp = monitor_input(sup, pending)
    what = "watch for productive training" if pending else "watch training"
    handle = workflow.start_activity(
        monitor_job,
        inp,
        **monitor_options(inp.lease_seconds, sup.playbook.detection.heartbeat_timeout),
        summary=f"{what}: {inp.handle.job_id} run {inp.handle.run}",
    )
    timeout = sup.deadline_remaining(pending)
    try:
        await workflow.wait_condition(lambda: handle.done() or interrupted(), timeout=timeout)
    except TimeoutError:
        await cancel(handle)
        assert pending is not None  # only an open incident has a deadline
        missed = deadline_reason(sup.playbook.policies.productive_deadline)
        sup.emit(pending, DeadlineMissed(missed))
        return None
    if not handle.done():
        await cancel(handle)
        return None
    try:
        result: MonitorResult = await handle
        return result
    except ActivityError as err:
        sup.emit(None, WatchFailed(f"cannot watch the job: {cause(err)}"))
        return None


EventMeaning = Literal["recorded", "incident"]


def apply_event(sup: Supervision, event: MonitorResult) -> EventMeaning:
    """Record what a monitor event says (progress, the open incident's clocks, the job's
    completion); "incident" when it is a failure, hang or straggler for the playbook."""
    s = sup.state
    if event.observation.progress_source != "unknown":
        s.progress_source = event.observation.progress_source
    if event.high_water_step is not None:
        s.high_water_step = max(s.high_water_step or 0, event.high_water_step)
    pending = sup.pending_incident()
    kind = event.kind
    if wants_cold_start(sup, pending):  # from whichever event first shows it
        s.cold_start = cold_start_of(event.observation)
    if kind in ("lease_expired", "first_step"):
        return "recorded"
    if kind == "completed":
        sup.emit(pending, Completed(event.detail))  # an open incident stays `recovering`
        return "recorded"
    if kind not in ("running", "resumed", "productive"):
        return "incident"
    if pending is None:
        return "recorded"
    t = pending.timings
    if kind == "running":
        t.running_at = event.at
        obs = event.observation
        if s.handle is not None and obs.nodes and not s.handle.nodes:
            # a requeued Slurm job gets its new allocation only now: show it in status
            s.handle = s.handle.model_copy(
                update={"nodes": obs.nodes, "started_at": obs.state_since}
            )
    elif kind == "resumed":
        t.resumed_at = event.at
        if floor_clocks_on():
            pending.checkpoint_load_seconds = event.observation.checkpoint_load_seconds
        if t.running_at is None:
            t.running_at = event.observation.state_since
    else:
        t.productive_at = event.at
        sup.emit(pending, Productive(event.detail))
        workflow.logger.info(
            "incident %s recovered: time_to_action=%ss time_to_productive_training=%ss",
            pending.id,
            t.time_to_action,
            t.time_to_productive_training,
        )
    return "recorded"
