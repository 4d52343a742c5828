"""A followed file whose lines are matched against the catalogs' fatal signatures (the
progress followers' offsets, rotation and truncation handling, reused): first signs of a fault
in a rank's output or a node's kernel log, each timed by the line's own timestamp."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

from trainwarden.firstsign import FatalMatcher
from trainwarden.models import FirstSign
from trainwarden.progresslog.follower import StreamFollower

MAX_SIGNS = 20
"""Signs kept per file: the earliest decides, the rest are context."""


@dataclass(slots=True)
class FatalFollower(StreamFollower):
    """A followed file whose lines are matched against the fatal signatures."""

    fatal: FatalMatcher | None = None
    stream: str = "output"
    node: str | None = None
    not_before: datetime | None = None
    found: list[FirstSign] = field(default_factory=list)

    def _line(self, line: str, at: datetime) -> bool:
        if self.fatal is None or len(self.found) >= MAX_SIGNS:
            return False
        sign = self.fatal.sign(line, self.stream, self.node, self.rank, at)
        if sign is None or (self.not_before is not None and sign.at < self.not_before):
            return False
        self.found.append(sign)
        return True
