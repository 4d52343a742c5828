"""Linux inotify events, decoded from the bytes read off an inotify descriptor (pure).

Why: a supervisor that only polls sees a dead rank at its next poll (up to a whole poll interval
after the fault; torchrun, waiting on its children, sees it at once). Where the job's state is a
file the supervisor can watch (the local cluster's ``exits.json`` and ``state.json``, replaced
atomically on every change), a change wakes the monitor's poll for that job at once, and a
healthy job, which writes neither, costs nothing. The system calls are made in
``activities/wakeups.py``; this module only knows the event layout and masks.

Layout (``inotify(7)``): ``struct inotify_event { int wd; uint32_t mask; uint32_t cookie;
uint32_t len; char name[len]; }`` in native byte order, ``name`` NUL-padded.
"""

from __future__ import annotations

import struct
from typing import NamedTuple

IN_CLOSE_WRITE = 0x00000008
IN_MOVED_TO = 0x00000080
IN_CREATE = 0x00000100
IN_DELETE_SELF = 0x00000400
IN_Q_OVERFLOW = 0x00004000
IN_IGNORED = 0x00008000
IN_ONLYDIR = 0x01000000
IN_NONBLOCK = 0o4000
IN_CLOEXEC = 0o2000000

# A state file replaced with a rename (atomic writes) arrives as IN_MOVED_TO; one written in
# place is closed after writing.
CHANGED = IN_MOVED_TO | IN_CLOSE_WRITE

_HEADER = struct.Struct("=iIII")


class Event(NamedTuple):
    wd: int
    mask: int
    name: str

    @property
    def overflow(self) -> bool:
        """The kernel dropped events: every watcher must look for itself."""
        return bool(self.mask & IN_Q_OVERFLOW)

    @property
    def gone(self) -> bool:
        """The watch ended (its directory was removed, or it was removed)."""
        return bool(self.mask & IN_IGNORED)


def parse_events(buf: bytes) -> list[Event]:
    """Every complete event in ``buf`` (a read returns whole events; a short tail is dropped)."""
    events: list[Event] = []
    offset = 0
    while offset + _HEADER.size <= len(buf):
        wd, mask, _cookie, length = _HEADER.unpack_from(buf, offset)
        start = offset + _HEADER.size
        if start + length > len(buf):
            break
        name = buf[start : start + length].split(b"\0", 1)[0].decode(errors="replace")
        events.append(Event(wd, mask, name))
        offset = start + length
    return events


def wanted(event: Event, names: frozenset[str]) -> bool:
    """Whether ``event`` is a change of one of ``names`` in its watched directory (an overflow
    counts for every watcher)."""
    return event.overflow or (bool(event.mask & CHANGED) and event.name in names)
