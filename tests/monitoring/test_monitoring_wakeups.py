"""Wake-ups on state-file changes (trainwarden/inotify.py, activities/wakeups.py) and the shared
polling loop's look at one poked job between passes (activities/polling.py)."""

from __future__ import annotations

import asyncio
import struct
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from trainwarden import inotify
from trainwarden.activities import polling, wakeups
from trainwarden.activities.backends.virtual import VirtualBackend
from trainwarden.localcluster.fsutil import atomic_write_json
from trainwarden.models import JobHandle, JobObservation, JobSpec, LocalJobOptions

linux_only = pytest.mark.skipif(sys.platform != "linux", reason="inotify is Linux's")


def _event(wd: int, mask: int, name: bytes, pad: int = 0) -> bytes:
    raw = name + b"\0" * pad if name or pad else b""
    return struct.pack("=iIII", wd, mask, 0, len(raw)) + raw


def test_events_are_decoded_names_unpadded_and_a_torn_tail_dropped() -> None:
    buf = (
        _event(3, inotify.IN_MOVED_TO, b"exits.json", pad=6)
        + _event(4, inotify.IN_IGNORED, b"")
        + _event(3, inotify.IN_CLOSE_WRITE, b"state.json", pad=2)
    )
    events = inotify.parse_events(buf + _event(5, inotify.IN_MOVED_TO, b"x.json", 2)[:-3])
    assert events == [
        inotify.Event(3, inotify.IN_MOVED_TO, "exits.json"),
        inotify.Event(4, inotify.IN_IGNORED, ""),
        inotify.Event(3, inotify.IN_CLOSE_WRITE, "state.json"),
    ]
    assert events[1].gone and not events[0].gone


def test_only_changes_of_the_named_files_or_an_overflow_are_wanted() -> None:
    names = frozenset({"exits.json", "state.json"})
    assert inotify.wanted(inotify.Event(1, inotify.IN_MOVED_TO, "exits.json"), names)
    assert inotify.wanted(inotify.Event(1, inotify.IN_CLOSE_WRITE, "state.json"), names)
    # the temp file of an atomic write, another file, a creation alone: no news
    assert not inotify.wanted(inotify.Event(1, inotify.IN_CLOSE_WRITE, ".exits.json.x.tmp"), names)
    assert not inotify.wanted(inotify.Event(1, inotify.IN_MOVED_TO, "pids.json"), names)
    assert not inotify.wanted(inotify.Event(1, inotify.IN_CREATE, "exits.json"), names)
    assert inotify.wanted(inotify.Event(-1, inotify.IN_Q_OVERFLOW, ""), names)


async def until(condition: Callable[[], bool], what: str, timeout: float = 30.0) -> None:
    """Wait for a condition (the timeout only bounds a broken test; no timing is asserted)."""
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"never happened: {what}")
        await asyncio.sleep(0.01)


@linux_only
async def test_a_replaced_state_file_calls_back_other_files_do_not(tmp_path: Path) -> None:
    calls: list[str] = []
    reg = wakeups.add(tmp_path, frozenset({"state.json"}), lambda: calls.append("state"))
    assert reg is not None
    try:
        atomic_write_json(tmp_path / "pids.json", {"0": 1})
        (tmp_path / "notes.txt").write_text("x")
        atomic_write_json(tmp_path / "state.json", {"state": "RUNNING"})
        await until(lambda: calls, "the state file's change was seen")
        assert calls == ["state"]  # events arrive in order: the other files woke nobody
    finally:
        wakeups.remove(reg)
    atomic_write_json(tmp_path / "state.json", {"state": "FAILED"})
    await asyncio.sleep(0.2)
    assert calls == ["state"]  # removed: no more calls


@linux_only
async def test_a_directory_that_does_not_exist_is_polled_only(tmp_path: Path) -> None:
    assert wakeups.add(tmp_path / "missing", frozenset({"state.json"}), lambda: None) is None


class WakingBackend(VirtualBackend):
    """The virtual backend, with one state file per job to wake on, counting looks per job."""

    def __init__(self, root: Path) -> None:
        super().__init__(root)
        self.looks: dict[str, int] = {}

    def wake_paths(self, handle: JobHandle) -> list[tuple[Path, frozenset[str]]]:
        d = self.root / "wake" / handle.job_id
        d.mkdir(parents=True, exist_ok=True)
        return [(d, frozenset({"exits.json"}))]

    def observe(self, handle: JobHandle) -> JobObservation:
        self.looks[handle.job_id] = self.looks.get(handle.job_id, 0) + 1
        return super().observe(handle)


@linux_only
async def test_a_change_gets_its_job_looked_at_before_the_next_pass(tmp_path: Path) -> None:
    """An hour's interval: after the first pass, only a wake-up can make another look. It looks
    at the changed job only, and the monitor's evaluation decides what wakes the monitor."""
    backend = WakingBackend(tmp_path)
    handles = []
    for i in range(2):
        job = JobSpec(
            name=f"wake-{i}",
            backend="virtual",
            nodes=2,
            ranks_per_node=1,
            local=LocalJobOptions(cluster_dir=str(tmp_path), step_seconds=0.01),
        )
        handles.append(backend.start(job, f"start-{i}")[0])
    news = {h.job_id: False for h in handles}

    def evaluator(h: JobHandle) -> Callable[[JobObservation], str | None]:
        return lambda obs: "news" if news[h.job_id] else None

    watches = [polling.watch(backend, 3600.0, h, evaluator(h)) for h in handles]
    try:
        await until(lambda: all(w.polls == 1 for w in watches), "the first pass")
        target = handles[1]
        atomic_write_json(tmp_path / "wake" / target.job_id / "pids.json", {})  # not named
        atomic_write_json(tmp_path / "wake" / target.job_id / "exits.json", {})
        await until(lambda: watches[1].polls == 2, "a look at the changed job")
        assert not watches[1].future.done()  # looked at, nothing to report yet
        assert watches[0].polls == 1 and backend.looks[handles[0].job_id] == 1
        news[target.job_id] = True
        atomic_write_json(tmp_path / "wake" / target.job_id / "exits.json", {"1": {}})
        assert await asyncio.wait_for(watches[1].future, timeout=30) == "news"
        assert watches[0].polls == 1 and not watches[0].future.done()
    finally:
        for w in watches:
            polling.unwatch(w)
    assert all(not w.wakes for w in watches)
