"""The shared polling loop (activities/polling.py): one pass per interval for all jobs of a
backend, a monitor woken only for its own job, errors handed to that job's monitor alone."""

from __future__ import annotations

import asyncio
import dataclasses
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from temporalio.testing import ActivityEnvironment

from trainwarden.activities import polling
from trainwarden.activities.backends.base import BackendError
from trainwarden.activities.backends.virtual import VirtualBackend
from trainwarden.activities.models import MonitorInput, MonitorResult
from trainwarden.activities.monitoring import evaluate, monitor_job
from trainwarden.models import JobHandle, JobObservation, JobSpec, LocalJobOptions
from trainwarden.playbook.schema import Detection

INTERVAL = 0.05


class CountingBackend(VirtualBackend):
    """The virtual backend, counting observations and failing for one job on demand."""

    def __init__(self, root: Path) -> None:
        super().__init__(root)
        self.observed = 0
        self.broken: set[str] = set()

    def observe(self, handle: JobHandle) -> JobObservation:
        self.observed += 1
        if handle.job_id in self.broken:
            raise BackendError("unreachable", "controller down")
        return super().observe(handle)


def _jobs(backend: CountingBackend, n: int) -> list[MonitorInput]:
    out = []
    for i in range(n):
        job = JobSpec(
            name=f"poll-{i}",
            backend="virtual",
            nodes=3,
            ranks_per_node=1,
            local=LocalJobOptions(cluster_dir=str(backend.root), step_seconds=0.01),
        )
        handle, _ = backend.start(job, f"start-{i}")
        detection = Detection(poll_interval=INTERVAL, hang_threshold=60)
        out.append(MonitorInput(job=job, handle=handle, detection=detection))
    return out


async def until(condition: Callable[[], bool], what: str, timeout: float = 30.0) -> None:
    """Wait for a condition (the timeout only bounds a broken test; no timing is asserted)."""
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"never happened: {what}")
        await asyncio.sleep(INTERVAL / 2)


def _watch(backend: CountingBackend, inp: MonitorInput) -> polling.Watch:
    return polling.watch(
        backend, INTERVAL, inp.handle, lambda o: evaluate(inp, o, datetime.now(UTC))
    )


async def test_one_pass_per_interval_and_only_the_failed_job_wakes(tmp_path: Path) -> None:
    backend = CountingBackend(tmp_path)
    inputs = _jobs(backend, 20)
    started = time.monotonic()
    watches = [_watch(backend, inp) for inp in inputs]
    try:
        await until(lambda: backend.observed >= 3 * 20, "three passes")
        elapsed = time.monotonic() - started
        assert polling.watched_jobs() == 20
        assert not any(w.future.done() for w in watches)
        passes = backend.observed / 20
        # one observation per job per pass; never more than one pass per interval (+1 for the
        # first): a slow machine makes fewer passes, never more
        assert backend.observed % 20 == 0 and passes <= elapsed / INTERVAL + 1
        assert all(w.polls == passes for w in watches)

        victim = inputs[7]
        step = backend.observe(victim.handle).step or 0
        backend.inject_fault(victim.handle.job_id, "vnode-2", at_step=step + 1)
        event: MonitorResult = await asyncio.wait_for(watches[7].future, timeout=30)
        assert event.kind == "failed" and "vnode-2" in event.detail
        seen = backend.observed
        await until(lambda: backend.observed >= seen + 2 * 19, "two more passes")
        assert [i for i, w in enumerate(watches) if w.future.done()] == [7]
        assert polling.watched_jobs() == 19  # the woken watch left the loop
    finally:
        for w in watches:
            polling.unwatch(w)
    assert polling.watched_jobs() == 0


async def test_an_observation_error_fails_only_that_monitor(tmp_path: Path) -> None:
    backend = CountingBackend(tmp_path)
    inputs = _jobs(backend, 3)
    watches = [_watch(backend, inp) for inp in inputs]
    try:
        backend.broken.add(inputs[1].handle.job_id)
        with pytest.raises(BackendError, match="controller down"):
            await asyncio.wait_for(watches[1].future, timeout=30)
        polls = watches[0].polls
        await until(lambda: watches[0].polls >= polls + 2, "the others polled on")
        assert not watches[0].future.done() and not watches[2].future.done()
    finally:
        for w in watches:
            polling.unwatch(w)


async def test_unwatch_cancels_and_the_loop_ends_when_nobody_watches(tmp_path: Path) -> None:
    backend = CountingBackend(tmp_path)
    (inp,) = _jobs(backend, 1)
    w = _watch(backend, inp)
    await until(lambda: w.polls >= 1, "a first pass")
    group = w.group
    polling.unwatch(w)
    assert w.future.cancelled()
    await until(lambda: group.task is not None and group.task.done(), "the loop ended")
    seen = backend.observed
    await asyncio.sleep(INTERVAL * 3)
    assert backend.observed == seen  # no loop polls for nobody


async def test_monitor_wakes_on_the_loops_news_not_on_its_heartbeat_timer(
    tmp_path: Path,
) -> None:
    """monitor_job itself (in an activity context, no server): with a heartbeat every 100 s,
    a failure found by the shared loop must end the activity at once, not at the next
    heartbeat."""
    backend = CountingBackend(tmp_path)
    (inp,) = _jobs(backend, 1)
    detection = inp.detection.model_copy(update={"poll_interval": 0.1})
    inp = inp.model_copy(update={"detection": detection, "lease_seconds": 600})
    env = ActivityEnvironment()
    env.info = dataclasses.replace(env.info, heartbeat_timeout=timedelta(seconds=300))
    task = asyncio.ensure_future(env.run(monitor_job, inp))
    await until(lambda: polling.watched_jobs() == 1, "the monitor joined the shared loop")
    assert not task.done()
    step = backend.observe(inp.handle).step or 0
    backend.inject_fault(inp.handle.job_id, "vnode-3", at_step=step + 1)
    event: MonitorResult = await asyncio.wait_for(task, timeout=30)
    assert event.kind == "failed" and "vnode-3" in event.detail
    assert event.polls >= 2  # the first look and at least one pass of the shared loop
    assert polling.watched_jobs() == 0
