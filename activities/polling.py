"""One polling loop per backend and poll interval in a worker process, shared by every monitor.

With a loop per supervised job, a worker watching a thousand jobs wakes up a thousand times per
poll interval (timers spread over the interval), and those wake-ups, not the observations, were
most of its CPU. Here each monitor activity registers a `Watch` and sleeps on a future; one
`PollGroup` task per (backend, poll interval) observes all its jobs in one pass per interval
(backends that block are observed in one thread hop per pass, not one per job) and wakes a
monitor only when its job has something the workflow must see. Evaluation is the monitor's own
pure function, so what is reported is exactly what a monitor polling alone would report.

A backend that can tell when a job's state changed (``wake_paths``: files on this host, see
activities/wakeups.py) gets that job looked at once on a change, between passes: a rank's exit
is seen within milliseconds, not at the next pass, and the interval is unchanged.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from trainwarden.activities import wakeups
from trainwarden.activities.backends.base import Backend
from trainwarden.models import JobHandle, JobObservation

Evaluate = Callable[[JobObservation], Any]


@dataclass(eq=False)
class Watch:
    """One monitor's registration: evaluate(observation) returns None (nothing to report) or
    the result that wakes the monitor."""

    handle: JobHandle
    evaluate: Evaluate
    future: asyncio.Future[Any]
    group: PollGroup
    step: int | None = None  # the newest step seen (observations themselves are not kept)
    polls: int = 0
    wakes: list[wakeups.Registration] = field(default_factory=list)


@dataclass(eq=False)
class PollGroup:
    backend: Backend
    interval: float
    watches: set[Watch] = field(default_factory=set)
    task: asyncio.Task[None] | None = None
    poked: set[Watch] = field(default_factory=set)  # to look at before the next pass
    woken: asyncio.Event = field(default_factory=asyncio.Event)

    def poke(self, w: Watch) -> None:
        """Look at this job now (its state changed), without waiting for the next pass."""
        if w in self.watches and not w.future.done():
            self.poked.add(w)
            self.woken.set()

    def _pass(self, batch: list[Watch]) -> list[tuple[Watch, Any, BaseException | None]]:
        """Observe and evaluate each job; return only what must wake a monitor. Pure apart
        from the backend's reads, so it may run in a thread; observations are not kept (a
        thousand of them per pass would only feed the garbage collector)."""
        wake: list[tuple[Watch, Any, BaseException | None]] = []
        for w in batch:
            try:
                obs = self.backend.observe(w.handle)
                w.step, w.polls = obs.step, w.polls + 1
                event = w.evaluate(obs)
            except Exception as err:
                wake.append((w, None, err))
                continue
            if event is not None:
                wake.append((w, event, None))
        return wake

    async def run(self) -> None:
        inline = getattr(self.backend, "inline_observe", False)
        next_pass = time.monotonic()
        while self.watches:
            if time.monotonic() >= next_pass:  # every job, once per interval
                next_pass = time.monotonic() + self.interval
                batch = [w for w in self.watches if not w.future.done()]
            else:  # only the jobs whose state changed
                batch = [w for w in self.poked if w in self.watches and not w.future.done()]
            self.poked.clear()
            self.woken.clear()
            wake = self._pass(batch) if inline else await asyncio.to_thread(self._pass, batch)
            for w, event, err in wake:
                self.watches.discard(w)
                if w.future.done():
                    continue
                if err is not None:
                    w.future.set_exception(err)
                else:
                    w.future.set_result(event)
            if self.poked:
                continue
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(
                    self.woken.wait(), timeout=max(0.0, next_pass - time.monotonic())
                )


_groups: dict[tuple[int, float], PollGroup] = {}


def watch(backend: Backend, interval: float, handle: JobHandle, evaluate: Evaluate) -> Watch:
    """Register a job with the shared loop for (backend, interval); its first look is at the
    loop's next pass. Call `unwatch` when done (also on cancellation)."""
    loop = asyncio.get_running_loop()
    key = (id(backend), interval)
    group = _groups.get(key)
    if group is None or group.task is None or group.task.done():
        group = _groups[key] = PollGroup(backend=backend, interval=interval)
    w = Watch(handle=handle, evaluate=evaluate, future=loop.create_future(), group=group)
    group.watches.add(w)
    paths = getattr(backend, "wake_paths", None)
    for directory, names in paths(handle) if paths is not None else ():
        reg = wakeups.add(directory, names, lambda: group.poke(w))
        if reg is not None:
            w.wakes.append(reg)
    if group.task is None:
        # a fresh context: the loop must not inherit the registering activity's context
        group.task = loop.create_task(group.run(), context=contextvars.Context())
    return w


def unwatch(w: Watch) -> None:
    w.group.watches.discard(w)
    w.group.poked.discard(w)
    for reg in w.wakes:
        wakeups.remove(reg)
    w.wakes.clear()
    if not w.future.done():
        w.future.cancel()


def watched_jobs() -> int:
    """How many monitors are registered in this process (for tests)."""
    return sum(len(g.watches) for g in _groups.values())
