"""Honest clocks: when an incident's fault happened, and what the evidence says it was.

A fault's time is its first sign, by whatever means it was seen: a process's exit time, the own
timestamp of the first fatal line, the last progress before a hang. A launcher's or scheduler's
verdict (the job went FAILED) comes later, often by the whole collective timeout: used alone it
is only an upper bound, and the incident says so.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import NamedTuple

from trainwarden.attribution.result import AttributionResult, Initiating
from trainwarden.firstsign import earliest
from trainwarden.models import FirstSign, JobObservation

HANG_SOURCE = "last progress before the hang"
SOURCES = {
    "process_exit": "process exit",
    "fatal_line": "first fatal line's own timestamp",
    "node_down": "node left service",
}


class FailureTime(NamedTuple):
    at: datetime | None
    source: str
    bound: bool


def failure_time(
    trigger: str,
    event_at: datetime | None,
    detected_at: datetime,
    signs: Sequence[FirstSign],
    initiating_at: datetime | None,
) -> FailureTime:
    """The earliest trustworthy time of the fault (and what it is)."""
    candidates: list[FailureTime] = []
    first = earliest(signs)
    if first is not None:
        candidates.append(FailureTime(first.at, SOURCES[first.kind], first.bound))
    if initiating_at is not None:
        candidates.append(FailureTime(initiating_at, "initiating line's own timestamp", False))
    if event_at is not None:
        if trigger == "hang":
            candidates.append(FailureTime(event_at, HANG_SOURCE, False))
        elif trigger == "failed" and first is None:
            candidates.append(FailureTime(event_at, "scheduler verdict (upper bound)", True))
        elif first is None:
            candidates.append(FailureTime(event_at, f"{trigger} seen by the monitor", False))
    if not candidates:
        return FailureTime(detected_at, "detection time (upper bound)", True)
    return min(candidates, key=lambda c: (c.at, c.bound))


def last_step(obs: JobObservation) -> datetime | None:
    """When the run last completed a step (None before its first): a failed job's hang is
    timed by it, never by when the job entered its state (for a failed job, the verdict)."""
    return max((r.at for r in obs.ranks if r.at is not None), default=None)


def hang_cascade(
    trigger: str,
    when: FailureTime,
    result: AttributionResult,
    signs: Sequence[FirstSign],
    last_progress: datetime | None,
) -> FailureTime | None:
    """A job that died of a hang: a rank hung (stopped, deadlocked) and its peers' collective
    or watchdog timed out waiting for it, so they exited, or the launcher ended the job. Those
    deaths come a whole timeout after the fault; when the evidence says the cause is the hang
    (category ``hang`` after every other reading: no fatal line, no node lost, no rank killed
    by a signal alone), the fault is timed as a hang is, by the job's last progress before it
    (``last_step`` of the event's observation).
    None when ``when`` stands (another cause, a hang trigger already timed so, or no progress
    known before it)."""
    if trigger != "failed" or result.category != "hang" or last_progress is None:
        return None
    if any(s.kind != "process_exit" for s in signs):
        return None
    if when.at is not None and last_progress >= when.at:
        return None
    return FailureTime(last_progress, HANG_SOURCE, False)


def category_from_evidence(
    result: AttributionResult, signs: Sequence[FirstSign]
) -> AttributionResult:
    """A rank killed by a signal, with nothing else in the evidence, is not a hang: the peers'
    timeouts only followed it. Its category is `unknown`, naming the signal (an OOM-killer
    line would have made the attribution `oom` already)."""
    killed = [(s, s.signal) for s in signs if s.kind == "process_exit" and s.signal]
    others = [s for s in signs if s.kind != "process_exit"]
    if not killed or others or result.category not in ("hang", "unknown"):
        return result
    first, signal = min(killed, key=lambda k: k[0].at)
    if result.category == "unknown" and signal in result.explanation:
        return result
    explanation = (
        f"{first.detail}, with no other cause in the evidence: not a hang (the peers' "
        f"timeouts only follow it); category unknown ({first.signal})"
    )
    return result.model_copy(
        update={
            "category": "unknown",
            "verdict": "ambiguous" if result.verdict == "attributed" else result.verdict,
            "signature": result.signature if result.category == "unknown" else "killed-by-signal",
            "explanation": explanation,
            "retryable": False,
        }
    )


def names_the_stopped_rank(result: AttributionResult) -> bool:
    """An attributed hang that names the node of the rank that stopped (its process seen
    stopped, a rank gone quiet): evidence beyond any kill, so a peer that a signal took down
    after its collective timed out (gloo's timeout raised, then `terminate called without an
    active exception` as the interpreter exits: SIGABRT) is the hang's cascade, not its cause."""
    return (result.verdict == "attributed" and result.category == "hang"
            and bool(result.implicated_nodes))


def stall_seen_seconds(
    kind: str, last_progress: datetime | None, detected_at: datetime
) -> float | None:
    """How long the monitor saw no progress before it declared a hang (None: not a hang, or no
    progress was seen): the attribution takes a silent stall that long as a hang."""
    if kind != "hang" or last_progress is None:
        return None
    return max(0.0, (detected_at - last_progress).total_seconds())


NODE_LOST_CONFIDENCE = 0.9


def node_lost(result: AttributionResult, signs: Sequence[FirstSign]) -> AttributionResult | None:
    """A node that left service while the job ran (Slurm's DOWN, srun's "Node failure on",
    its node agent fallen silent with its ranks), with no other cause in the evidence: a
    node failure of that node, not a hang or an unknown (the bundle of a node that lost power
    holds nothing from it). None when the attribution stands as it is."""
    lost = [s for s in signs if s.kind == "node_down" and s.node]
    if not lost or result.category not in ("hang", "unknown"):
        return None
    if any(s.kind == "fatal_line" for s in signs):
        return None
    first = min(lost, key=lambda s: (s.at, s.bound))
    nodes = sorted({s.node for s in lost if s.node})
    return result.model_copy(
        update={
            "verdict": "attributed",
            "category": "node_failure",
            "signature": "node-lost",
            "implicated_nodes": nodes,
            "initiating": Initiating(at=first.at, node=first.node),
            "confidence": NODE_LOST_CONFIDENCE,
            "retryable": True,
            "explanation": f"{first.detail}: the node left service while the job ran, with no "
            f"other cause in the evidence (it was {result.category}: {result.explanation})",
        }
    )
