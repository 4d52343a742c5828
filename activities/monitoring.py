"""The long-running monitor: polls the backend, heartbeats, and returns only when something
the workflow must act on or record happens (so a healthy job adds almost nothing to history).

It keeps no state of its own that matters: hang detection uses the backend's step timestamps,
so a monitor restarted on another worker after a crash sees the same picture.
"""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime

from temporalio import activity

from trainwarden.activities import polling
from trainwarden.activities.errors import classified_errors
from trainwarden.activities.models import MonitorInput, MonitorResult
from trainwarden.activities.registry import backend_for
from trainwarden.detection import NO_PROGRESS_SOURCE, detect_anomaly
from trainwarden.hostlists import brief
from trainwarden.models import JobObservation
from trainwarden.timekeeping.floorclocks import cold_start_of

MAX_SIGNS = 10
"""First signs kept on a monitor event (and so on its incident); the detail counts them all."""


def _milestone(inp: MonitorInput, obs: JobObservation, now: datetime) -> MonitorResult | None:
    if inp.report_running and obs.state in ("RUNNING", "COMPLETED"):
        return MonitorResult(
            kind="running",
            detected_at=now,
            at=obs.state_since or now,
            observation=obs,
            detail=f"run {obs.run} running on {brief(obs.nodes)}",
        )
    if inp.report_resumed and obs.run_first_step is not None:
        return MonitorResult(
            kind="resumed",
            detected_at=now,
            at=obs.run_first_step_at,
            step=obs.run_first_step,
            observation=obs,
            detail=f"first step after restart: {obs.run_first_step}",
        )
    cold = cold_start_of(obs) if inp.report_first_step else None
    if cold is not None:
        return MonitorResult(
            kind="first_step",
            detected_at=now,
            at=cold.first_step_at,
            step=cold.first_step,
            observation=obs,
            detail=f"run {obs.run}: first step {cold.first_step} {cold.seconds:.2f}s after start",
        )
    if inp.productive_step is not None and (obs.step or -1) > inp.productive_step:
        beyond = [(s, t) for s, t in obs.recent_steps if s > inp.productive_step]
        step: int | None
        if beyond:
            step, at = min(beyond)
            exact = step == inp.productive_step + 1
        else:  # polled too rarely to see the crossing: the newest step is an upper bound
            step, at, exact = obs.step, max(r.at for r in obs.ranks if r.at), False
        return MonitorResult(
            kind="productive",
            detected_at=now,
            at=at,
            step=step,
            observation=obs,
            detail=_passed(step, inp.productive_step, inp.productive_seen)
            + ("" if exact else " (crossing not observed exactly; upper bound)"),
        )
    return None


def _passed(step: int | None, mark: int, seen: bool) -> str:
    if seen:
        return f"step {step} passed pre-failure step {mark}"
    return (
        f"step {step} passed restored checkpoint step {mark} (the step reached before the "
        "failure was not seen)"
    )


def evaluate(inp: MonitorInput, obs: JobObservation, now: datetime) -> MonitorResult | None:
    """What one observation means for this monitor: a milestone, an anomaly, or nothing."""
    if obs.run != inp.handle.run:
        return None
    event = _milestone(inp, obs, now)
    # the first step is only a measurement: a fault in the same observation goes first
    anomaly = (
        detect_anomaly(obs, now, inp.detection, inp.progress)
        if event is None or event.kind == "first_step"
        else None
    )
    if anomaly is not None:
        event = MonitorResult(
            kind=anomaly.kind,  # type: ignore[arg-type]
            detected_at=now,
            at=anomaly.at,
            detail=anomaly.detail,
            node=anomaly.node,
            step=obs.step,
            observation=obs,
            # the earliest few: a thousand ranks dying at once must not bloat the history
            first_signs=sorted(anomaly.signs, key=lambda s: (s.at, s.bound))[:MAX_SIGNS],
        )
    if event is None:
        return None
    event.high_water_step = obs.step
    return event


@activity.defn
async def monitor_job(inp: MonitorInput) -> MonitorResult:
    """What _watch found, its observation bounded to a sample of ranks (a payload in history:
    16,384 ranks' progress would be megabytes), first-sign ranks kept."""
    event = await _watch(inp)
    event.observation = event.observation.bounded(s.rank for s in event.first_signs)
    return event


async def _watch(inp: MonitorInput) -> MonitorResult:
    """Returns the first thing worth recording, or `lease_expired` after lease_seconds (or at
    once on worker shutdown). The first look is immediate; later ones come from the shared
    polling loop of this worker (activities/polling.py), which wakes this monitor only when
    evaluate() has something to say."""
    what = f"watch {inp.handle.job_id} run {inp.handle.run}"
    with classified_errors("monitor_job", what):
        backend = backend_for(inp.job)
        configure = getattr(backend, "configure_progress", None)
        if configure is not None:  # backends that read progress from the job's output
            configure(inp.handle.job_id, inp.progress)
    info = activity.info()
    loop = asyncio.get_running_loop()
    lease_end = loop.time() + inp.lease_seconds
    # Heartbeat a few times per heartbeat timeout, not every poll: with thousands of monitors
    # the per-call cost (details encoding, a task) dominates the worker's CPU.
    hb_timeout = info.heartbeat_timeout.total_seconds() if info.heartbeat_timeout else 30.0
    hb_every = max(inp.detection.poll_interval, hb_timeout / 3)

    async def observe() -> JobObservation:
        with classified_errors("monitor_job", what):
            if getattr(backend, "inline_observe", False):
                return backend.observe(inp.handle)
            return await asyncio.to_thread(backend.observe, inp.handle)

    obs = await observe()
    event = evaluate(inp, obs, datetime.now(UTC))
    if event is not None:
        event.polls = 1
        return event
    note = NO_PROGRESS_SOURCE if obs.progress_source == "none" else ""

    w = polling.watch(
        backend,
        inp.detection.poll_interval,
        inp.handle,
        lambda o: evaluate(inp, o, datetime.now(UTC)),
    )
    shutdown = asyncio.ensure_future(activity.wait_for_worker_shutdown())
    try:
        while True:
            activity.heartbeat(w.polls + 1, obs.step if w.step is None else w.step, note)
            timeout = min(hb_every, lease_end - loop.time())
            await asyncio.wait(
                {w.future, shutdown},
                timeout=max(0.0, timeout),
                return_when=asyncio.FIRST_COMPLETED,
            )
            if w.future.done():
                with classified_errors("monitor_job", what):
                    found: MonitorResult = w.future.result()
                found.polls = w.polls + 1
                return found
            # the lease ends after lease_seconds, or at once when this worker shuts down
            # (SIGTERM): the workflow then schedules the next monitor, which another worker
            # picks up
            if shutdown.done() or loop.time() >= lease_end:
                polling.unwatch(w)
                last = await observe()
                event = evaluate(inp, last, datetime.now(UTC))
                if event is not None:
                    event.polls = w.polls + 2
                    return event
                return MonitorResult(
                    kind="lease_expired",
                    detected_at=datetime.now(UTC),
                    observation=last,
                    polls=w.polls + 2,
                    step=last.step,
                    high_water_step=last.step,
                    detail=_healthy(last, shutdown.done()),
                )
    finally:
        polling.unwatch(w)
        shutdown.cancel()


def _healthy(obs: JobObservation, shutting_down: bool) -> str:
    detail = "worker shutting down" if shutting_down else "healthy"
    return f"{detail}; {NO_PROGRESS_SOURCE}" if obs.progress_source == "none" else detail
