"""The long-running monitor: polls the backend, heartbeats, and returns only when something
the workflow must act on or record happens (so a healthy job adds almost nothing to history).

It keeps no state of its own that matters: hang detection uses the backend's step timestamps,
so a monitor restarted on another worker after a crash sees the same picture.
"""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime

from temporalio import activity

from activities.errors import classified_errors
from activities.models import MonitorInput, MonitorResult
from activities.registry import backend_for
from trainwarden.detection import detect_anomaly
from trainwarden.models import JobObservation


def _milestone(inp: MonitorInput, obs: JobObservation, now: datetime) -> MonitorResult | None:
    if inp.report_running and obs.state in ("RUNNING", "COMPLETED"):
        return MonitorResult(
            kind="running",
            detected_at=now,
            at=obs.state_since or now,
            observation=obs,
            detail=f"run {obs.run} running on {', '.join(obs.nodes)}",
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
    if inp.productive_step is not None and (obs.step or -1) > inp.productive_step:
        beyond = [(s, t) for s, t in obs.recent_steps if s > inp.productive_step]
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
            detail=f"step {step} passed pre-failure step {inp.productive_step}"
            + ("" if exact else " (crossing not observed exactly; upper bound)"),
        )
    return None


@activity.defn
async def monitor_job(inp: MonitorInput) -> MonitorResult:
    backend = backend_for(inp.job)
    info = activity.info()
    started = datetime.now(UTC)
    polls = 0
    straggler = (
        (inp.straggler.min_samples, inp.straggler.min_ratio) if inp.straggler.enabled else None
    )
    inline = getattr(backend, "inline_observe", False)
    # Heartbeat a few times per heartbeat timeout, not every poll: with thousands of monitors
    # the per-call cost (details encoding, a task) dominates the worker's CPU.
    hb_timeout = info.heartbeat_timeout.total_seconds() if info.heartbeat_timeout else 30.0
    hb_every = max(inp.poll_interval, hb_timeout / 4)
    last_hb = float("-inf")
    loop = asyncio.get_running_loop()
    while True:
        with classified_errors():
            if inline:
                obs = backend.observe(inp.handle)
            else:
                obs = await asyncio.to_thread(backend.observe, inp.handle)
        polls += 1
        now = datetime.now(UTC)
        if obs.run == inp.handle.run:
            event = _milestone(inp, obs, now)
            if event is None:
                anomaly = detect_anomaly(
                    obs, now, hang_threshold=inp.hang_threshold, straggler=straggler
                )
                if anomaly is not None:
                    event = MonitorResult(
                        kind=anomaly.kind,  # type: ignore[arg-type]
                        detected_at=now,
                        at=anomaly.at,
                        detail=anomaly.detail,
                        node=anomaly.node,
                        step=obs.step,
                        high_water_step=obs.step,
                        observation=obs,
                    )
            if event is not None:
                event.polls = polls
                event.high_water_step = obs.step
                return event
        # the lease ends after lease_seconds, or at once when this worker shuts down (SIGTERM):
        # the workflow then schedules the next monitor, which another worker picks up
        shutting_down = activity.is_worker_shutdown()
        if shutting_down or (now - started).total_seconds() >= inp.lease_seconds:
            return MonitorResult(
                kind="lease_expired",
                detected_at=now,
                observation=obs,
                polls=polls,
                step=obs.step,
                high_water_step=obs.step,
                detail="worker shutting down" if shutting_down else "healthy",
            )
        if loop.time() - last_hb >= hb_every:
            activity.heartbeat(polls, obs.step)
            last_hb = loop.time()
        await asyncio.sleep(inp.poll_interval)
