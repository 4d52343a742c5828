"""Telling trainwarden how training advances, in one line (standard library only).

    from trainwarden import progress

    for step in range(start, total):
        train_one_step()
        progress.step(step)
        if step % 1000 == 0:
            with progress.phase("checkpoint"):   # a long save is not a hang
                save_checkpoint(step)

Outside supervision (no `TRAINWARDEN_RUN_DIR` in the environment) every call does nothing.
Under supervision each rank writes `$TRAINWARDEN_RUN_DIR/status/rank-<RANK>.json` atomically
(a temporary file renamed over the old one); the format is documented in docs/progress.md.
A failure to write is reported once on stderr and never raised into the training program.
This module must import nothing outside the standard library: it runs inside the user's job.
"""

from __future__ import annotations

import atexit
import json
import os
import socket
import sys
import threading
import time
from collections import deque
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from typing import Any

__all__ = ["phase", "step"]

FORMAT_VERSION = 1
RECENT_STEPS = 32
_RANK_VARIABLES = ("RANK", "SLURM_PROCID", "OMPI_COMM_WORLD_RANK", "PMI_RANK", "LOCAL_RANK")


def _rank() -> int:
    for name in _RANK_VARIABLES:
        value = os.environ.get(name, "").strip()
        if value.isdigit():
            return int(value)
    return 0


def _now() -> str:
    return datetime.now(UTC).isoformat()


class _Reporter:
    """The one writer of this process's status file."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._pid: int | None = None

    def _reset(self) -> None:
        """Fresh state for this process (also after a fork: a child is a new rank)."""
        run_dir = os.environ.get("TRAINWARDEN_RUN_DIR", "").strip()
        self._pid = os.getpid()
        self.enabled = bool(run_dir)
        self.rank = _rank()
        self.path = os.path.join(run_dir, "status", f"rank-{self.rank}.json") if run_dir else ""
        self.node = (
            os.environ.get("TRAINWARDEN_NODE")
            or os.environ.get("SLURMD_NODENAME")
            or socket.gethostname()
        )
        interval = os.environ.get("TRAINWARDEN_PROGRESS_INTERVAL", "1")
        try:
            self.min_interval = max(0.0, float(interval))
        except ValueError:
            self.min_interval = 1.0
        self.step: int | None = None
        self.at: str | None = None
        self.first: tuple[int, str] | None = None
        self.recent: deque[tuple[int, str]] = deque(maxlen=RECENT_STEPS)
        self.seconds: deque[float] = deque(maxlen=8)
        self.phases: list[tuple[str, str, float]] = []
        self.load: dict[str, Any] | None = None  # the last `load` phase: {"since", "seconds"}
        self.last_step_clock: float | None = None
        self.last_write_clock = float("-inf")
        self.pending = False
        self.warned = False

    def _ready(self) -> bool:
        if self._pid != os.getpid():
            self._reset()
        return self.enabled

    def record_step(self, n: int) -> None:
        with self._lock:
            if not self._ready():
                return
            clock = time.monotonic()
            now = _now()
            if self.last_step_clock is not None and n != self.step:
                self.seconds.append(round(clock - self.last_step_clock, 4))
            self.last_step_clock = clock
            self.step, self.at = n, now
            if self.first is None:
                self.first = (n, now)
            if not self.recent or self.recent[-1][0] != n:
                self.recent.append((n, now))
            self.pending = True
            if self.first == (n, now) or clock - self.last_write_clock >= self.min_interval:
                self._write(clock)

    def enter(self, name: str) -> None:
        with self._lock:
            if self._ready():
                self.phases.append((name, _now(), time.monotonic()))
                self._write(time.monotonic())

    def leave(self) -> None:
        with self._lock:
            if self._ready() and self.phases:
                name, since, entered = self.phases.pop()
                clock = time.monotonic()
                if name == "load":  # the checkpoint load, for the floor of a restart
                    self.load = {"since": since, "seconds": round(clock - entered, 4)}
                self._write(clock)

    def flush(self) -> None:
        with self._lock:
            if self._pid == os.getpid() and self.enabled and self.pending:
                self._write(time.monotonic())

    def _document(self) -> dict[str, Any]:
        current = self.phases[-1] if self.phases else None
        return {
            "version": FORMAT_VERSION,
            "rank": self.rank,
            "node": self.node,
            "pid": os.getpid(),
            "step": self.step,
            "at": self.at,
            "step_seconds": list(self.seconds),
            "run_first_step": self.first[0] if self.first else None,
            "run_first_step_at": self.first[1] if self.first else None,
            "recent": [list(item) for item in self.recent],
            "phase": {"name": current[0], "since": current[1]} if current else None,
            "load": self.load,
        }

    def _write(self, clock: float) -> None:
        """Atomic: readers see the old file or the new one, never a half-written one."""
        temporary = f"{self.path}.{os.getpid()}.tmp"
        try:
            os.makedirs(os.path.dirname(self.path), exist_ok=True)
            with open(temporary, "w", encoding="utf-8") as f:
                json.dump(self._document(), f, separators=(",", ":"))
            os.replace(temporary, self.path)
        except OSError as exc:
            if not self.warned:
                self.warned = True
                print(f"trainwarden.progress: cannot write {self.path}: {exc}", file=sys.stderr)
            return
        self.last_write_clock = clock
        self.pending = False


_reporter = _Reporter()
atexit.register(lambda: _reporter.flush())


def step(n: int) -> None:
    """Training completed step `n` (call once per step, from any rank that trains)."""
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"progress.step expects a step number >= 0, got {n!r}")
    _reporter.record_step(n)


@contextmanager
def phase(name: str) -> Iterator[None]:
    """Code that may run long without completing steps (checkpoint save or load, evaluation):
    while inside, the playbook's `progress.phase_limits[name]` applies instead of the hang
    threshold."""
    if not isinstance(name, str) or not name:
        raise ValueError("progress.phase expects a non-empty name")
    _reporter.enter(name)
    try:
        yield
    finally:
        _reporter.leave()


def flush() -> None:
    """Write the newest step now (steps are written at most once per
    `TRAINWARDEN_PROGRESS_INTERVAL` seconds, default 1)."""
    _reporter.flush()
