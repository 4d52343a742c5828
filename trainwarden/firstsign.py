"""First signs of a fault while the job still runs (pure; the backends gather the raw facts).

When one GPU dies its peers sit in a collective until their watchdog fires, so waiting for the
job to fail costs the whole collective timeout. The first sign comes much earlier: the process
of the rank (or the node's launcher) exits, a fatal line (catalog `fatal: true`) appears in a
node's kernel log or a rank's output, or the scheduler takes a node out of service. Each is a
detection in its own right, timed by its own clock (the exit time, the line's own timestamp),
never by a later verdict of a launcher or scheduler.
"""

from __future__ import annotations

import signal
from collections.abc import Sequence
from datetime import datetime

from trainwarden.attribution.catalog import Catalog, Signature
from trainwarden.attribution.timestamps import TimeContext, parse_line
from trainwarden.models import FirstSign
from trainwarden.untrusted import linear_re


def signal_name(exit_status: int | None) -> str | None:
    """The signal of a shell-convention exit status (128 + N), e.g. 137 -> SIGKILL."""
    if exit_status is None or exit_status <= 128 or exit_status > 128 + 64:
        return None
    try:
        return signal.Signals(exit_status - 128).name
    except ValueError:
        return f"signal {exit_status - 128}"


def process_exit(
    at: datetime, node: str | None, rank: int | None, exit_status: int, what: str = "rank"
) -> FirstSign:
    """A rank (or node launcher: what="node launcher") that exited non-zero while RUNNING."""
    sig = signal_name(exit_status)
    who = f"{what} {rank}" if rank is not None else what
    how = f"killed by {sig} (exit {exit_status})" if sig else f"exited with status {exit_status}"
    return FirstSign(
        kind="process_exit",
        at=at,
        node=node,
        rank=rank,
        exit_status=exit_status,
        signal=sig,
        detail=f"{who} on {node or '?'} {how}",
    )


def node_down(
    at: datetime, node: str, state: str, reason: str = "", bound: bool = False
) -> FirstSign:
    why = f": {reason}" if reason else ""
    return FirstSign(
        kind="node_down", at=at, node=node, bound=bound, detail=f"{node} {state}{why}"
    )


class FatalMatcher:
    """The catalog's fatal signatures, with a cheap keyword prefilter per line."""

    def __init__(self, catalog: Catalog) -> None:
        self.signatures: list[Signature] = sorted(
            (s for s in catalog.signatures if s.spec.fatal and s.role == "initiating"),
            key=lambda s: (-s.spec.priority, s.order),
        )
        self.keywords = tuple({k for s in self.signatures for k in s.keywords})

    def match(self, line: str, stream: str) -> Signature | None:
        line = linear_re.clip(line)  # patterns see a bounded part of a line
        lowered = line.lower()
        if not any(k in lowered for k in self.keywords):
            return None
        for sig in self.signatures:
            if sig.applies_to(stream) and sig.regex.search(line):
                return sig
        return None

    def sign(
        self,
        line: str,
        stream: str,
        node: str | None,
        rank: int | None,
        seen_at: datetime,
        ctx: TimeContext | None = None,
    ) -> FirstSign | None:
        """The first sign one line gives, timed by the line's own timestamp (else by when it
        was read, recorded as a bound)."""
        sig = self.match(line, stream)
        if sig is None:
            return None
        at, text = parse_line(line, ctx or TimeContext(reference=seen_at))
        where = f"rank {rank} on {node}" if rank is not None else f"{node or '?'} {stream}"
        return FirstSign(
            kind="fatal_line",
            at=at or seen_at,
            bound=at is None,
            node=node,
            rank=rank,
            signature=sig.id,
            detail=f"{sig.id} in {where}: {text.strip()[:200]}",
        )


def earliest(signs: Sequence[FirstSign]) -> FirstSign | None:
    """The sign to time the fault by: the earliest, exact times before bounds on a tie."""
    return min(signs, key=lambda s: (s.at, s.bound)) if signs else None


def summary(signs: Sequence[FirstSign]) -> str:
    """One line for the incident: the earliest sign first, then how many others."""
    first = earliest(signs)
    if first is None:
        return ""
    more = len(signs) - 1
    return f"first sign while RUNNING: {first.detail}" + (
        f" (+{more} more sign{'s' if more > 1 else ''})" if more else ""
    )
