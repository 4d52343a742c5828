"""Timestamp every line a process writes, as log collectors on real clusters do.

docs/evidence-bundle.md requires each log line to start with an ISO-8601 timestamp; wrapping
stdout/stderr (and the excepthook) makes tracebacks follow the rule too.
"""

from __future__ import annotations

import sys
import traceback
from types import TracebackType
from typing import TextIO

from trainwarden.localcluster.fsutil import iso


class TimestampedStream:
    """A text stream that prefixes each complete line with the current time."""

    def __init__(self, target: TextIO):
        self._target = target
        self._partial = ""

    def write(self, text: str) -> int:
        data = self._partial + text
        *lines, self._partial = data.split("\n")
        if lines:
            stamp = iso()
            self._target.write("".join(f"{stamp} {line}\n" for line in lines))
            self._target.flush()
        return len(text)

    def flush(self) -> None:
        if self._partial:
            self.write("\n")
        self._target.flush()

    def isatty(self) -> bool:
        return False

    def fileno(self) -> int:
        return self._target.fileno()


def _excepthook(kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
    sys.stderr.write("".join(traceback.format_exception(kind, value, tb)))
    sys.stderr.flush()


def install() -> None:
    """Route stdout, stderr and uncaught tracebacks through timestamping."""
    # sys.__stdout__ is None only in an interpreter started without standard streams
    if not isinstance(sys.stdout, TimestampedStream) and sys.__stdout__ is not None:
        sys.stdout = TimestampedStream(sys.__stdout__)
    if not isinstance(sys.stderr, TimestampedStream) and sys.__stderr__ is not None:
        sys.stderr = TimestampedStream(sys.__stderr__)
    sys.excepthook = _excepthook
