"""Wake a monitor's poll when its job's state files change, instead of at the next poll.

A backend that keeps a job's state in files on this host (the local cluster: the run's
``exits.json``, written within 50 ms of a rank's or a launcher's exit, and ``state.json``) names
them through ``wake_paths(handle)``; one inotify descriptor per worker process watches their
directories and calls back on a change of a named file (trainwarden/inotify.py decodes the
events). The poll interval is unchanged: a wake only adds a look at that one job, at once, so a
dead rank is seen within milliseconds of its exit instead of up to one poll interval later, and
a healthy job, which changes none of those files, costs nothing.

Anything unavailable (not Linux, no inotify, the watch limit reached, the directory gone) leaves
plain polling in place: ``add`` then returns None.
"""

from __future__ import annotations

import asyncio
import contextlib
import ctypes
import ctypes.util
import logging
import os
import weakref
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from trainwarden import inotify

log = logging.getLogger(__name__)
READ_BYTES = 65536


@dataclass(eq=False)
class Registration:
    """One caller's interest in some names of one watched directory."""

    wd: int
    names: frozenset[str]
    callback: Callable[[], None]


@dataclass(eq=False)
class Waker:
    """One inotify descriptor on one event loop; callbacks run on that loop."""

    loop: asyncio.AbstractEventLoop
    fd: int
    libc: ctypes.CDLL
    by_wd: dict[int, set[Registration]] = field(default_factory=dict)

    def add(
        self, directory: Path, names: frozenset[str], callback: Callable[[], None]
    ) -> Registration | None:
        flags = inotify.CHANGED | inotify.IN_ONLYDIR
        wd = self.libc.inotify_add_watch(self.fd, os.fsencode(directory), flags)
        if wd < 0:
            err = ctypes.get_errno()
            log.debug("no inotify watch on %s: %s", directory, os.strerror(err))
            return None
        reg = Registration(wd, names, callback)
        self.by_wd.setdefault(wd, set()).add(reg)
        return reg

    def remove(self, reg: Registration) -> None:
        regs = self.by_wd.get(reg.wd)
        if regs is None:
            return
        regs.discard(reg)
        if not regs:
            del self.by_wd[reg.wd]
            self.libc.inotify_rm_watch(self.fd, reg.wd)  # an already gone watch: EINVAL, fine

    def on_readable(self) -> None:
        while True:
            try:
                buf = os.read(self.fd, READ_BYTES)
            except BlockingIOError:
                return
            except OSError as err:  # the descriptor broke: stop waking, polling goes on
                log.warning("inotify read failed, wake-ups off: %s", err)
                self.loop.remove_reader(self.fd)
                return
            if not buf:
                return
            for event in inotify.parse_events(buf):
                self._dispatch(event)

    def _dispatch(self, event: inotify.Event) -> None:
        if event.overflow:
            regs = [r for rs in self.by_wd.values() for r in rs]
        else:
            regs = list(self.by_wd.get(event.wd, ()))
        for reg in regs:
            if inotify.wanted(event, reg.names):
                reg.callback()
        if event.gone:
            self.by_wd.pop(event.wd, None)


_wakers: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, Waker | None] = (
    weakref.WeakKeyDictionary()
)


def _waker() -> Waker | None:
    loop = asyncio.get_running_loop()
    if loop in _wakers:
        return _wakers[loop]
    waker = None
    name = ctypes.util.find_library("c")
    with contextlib.suppress(OSError, AttributeError):
        libc = ctypes.CDLL(name or "libc.so.6", use_errno=True)
        fd = libc.inotify_init1(inotify.IN_NONBLOCK | inotify.IN_CLOEXEC)
        if fd >= 0:
            waker = Waker(loop=loop, fd=fd, libc=libc)
            loop.add_reader(fd, waker.on_readable)
            weakref.finalize(loop, os.close, fd)
    _wakers[loop] = waker
    return waker


def add(
    directory: Path, names: frozenset[str], callback: Callable[[], None]
) -> Registration | None:
    """Call ``callback`` (on this event loop) whenever one of ``names`` in ``directory`` is
    written or replaced; None when that cannot be watched (poll only)."""
    waker = _waker()
    return waker.add(directory, names, callback) if waker is not None else None


def remove(reg: Registration | None) -> None:
    if reg is None:
        return
    waker = _wakers.get(asyncio.get_running_loop())
    if waker is not None:
        waker.remove(reg)
