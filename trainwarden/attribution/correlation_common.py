"""What correlate.py and its rule modules share: the thresholds and windows more than one of them
applies, a candidate (`Candidate`), the job's last progress and typical step, and the builders
of a result and its evidence lines.

Its own module so the rule modules (hangs.py, stall_clocks.py, stopped_ranks.py, set_aside.py,
without_candidates.py, corroboration.py, program_endings.py) and
correlate.py import these from one place without importing each other in a circle.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from trainwarden.attribution import endings
from trainwarden.attribution.bundle import BundleEvidence, Hit, SchedulerEvent, StreamInfo
from trainwarden.attribution.result import (
    RETRYABLE_BY_DEFAULT,
    AttributionResult,
    CascadeGroup,
    Category,
    EvidenceLine,
    Initiating,
    Verdict,
)
from trainwarden.attribution.timestamps import parse_line
from trainwarden.untrusted.safeio import read_regular_end

TIE = timedelta(seconds=0.5)
PEER_WINDOW_SECONDS = 300.0  # a peer's own fault this close to the report corroborates it
# NCCL's "remote process exited or there was a network error" and "unhandled system error" do
# not tell a network failure from a peer that died: never a first sign of the network
NOT_NETWORK_SIGNS = frozenset({"nccl-remote-error", "nccl-system-error"})
DEFER_WINDOW = timedelta(seconds=120)
CLOSE_RUNNER_UP = timedelta(seconds=10)
SURVIVAL_GRACE_SECONDS = 10.0
MAX_GRACE_SECONDS = 365 * 86400.0
MAX_EVIDENCE = 5
# ABORTED: a job stopped before its end by a scheduler or tracker that words it so (Volcano's
# job phase `Aborted`, ClearML's `USER ABORTED`), read as ended short of completing, as CANCELLED
FAILED_JOB_STATES = frozenset({"FAILED", "NODE_FAIL", "CANCELLED", "TIMEOUT", "PREEMPTED",
                               "ABORTED"})


@dataclass
class Candidate:
    """An initiating-role hit, with the instant it is ordered by."""

    hit: Hit
    at: datetime
    node_in_job: bool = True
    corroborated: bool = True  # a peer named by one report: only with corroboration

    @property
    def machine(self) -> str | None:
        """The node this candidate implicates: its signature implicates the node it was seen
        on (or the peer it names, when corroborated), and that node is one of the job's (a
        stray log directory implicates nothing)."""
        if self.hit.signature.spec.implicates_node and self.node_in_job and self.corroborated:
            return self.hit.node
        return None


def final_job_state(ev: BundleEvidence) -> SchedulerEvent | None:
    """The scheduler's last word on the job's state, if it said any."""
    return next((e for e in reversed(ev.scheduler) if e.job_state), None)


def program_streams(ev: BundleEvidence) -> list[StreamInfo]:
    """The job's own output streams that logged something dated: ranks, launchers, the
    program's unranked logs; not a node's kernel or daemon logs, nor a launcher's log that
    holds nothing but its passing the job's stop on to the workers (only_forwarded_a_stop)."""
    return [s for s in ev.streams
            if s.tail and s.last_at is not None and not endings.is_system_stream(s.stream)
            and not only_forwarded_a_stop(s)]


STOP_FORWARDING_BYTES = 32 * 1024  # of a stream's end, read to see all of a short stream


def first_running(ev: BundleEvidence) -> SchedulerEvent | None:
    """The scheduler's first report of the job running (None: it never made one)."""
    return next((e for e in ev.scheduler if e.job_state == "RUNNING"), None)


def only_forwarded_a_stop(stream: StreamInfo) -> bool:
    """Every line of the stream is a launcher passing a stop signal on to a worker (torch
    elastic's `Sending process 23767 closing signal SIGINT`, endings.forwards_a_stop): the
    echo of the owner's interrupt or cancel, written as the run was stopped, not output of the
    run. A stream longer than its kept tail is read from the file (a short one only:
    endings.TAIL_SCAN lines at most), once: the answer is kept on the stream; False when it
    cannot be read."""
    if stream.stop_forwarding_only is None:
        stream.stop_forwarding_only = _only_forwarded_a_stop(stream)
    return stream.stop_forwarding_only


def _only_forwarded_a_stop(stream: StreamInfo) -> bool:
    if not stream.tail or not all(endings.forwards_a_stop(line) for line in stream.tail):
        return False
    if stream.lines <= len(stream.tail):
        return True
    if stream.path is None or stream.ctx is None or stream.lines > endings.TAIL_SCAN:
        return False
    try:
        read = read_regular_end(stream.path, STOP_FORWARDING_BYTES)
    except OSError:
        return False
    if len(read) >= STOP_FORWARDING_BYTES:
        return False
    lines = [parse_line(raw, stream.ctx)[1] for raw in read.decode("utf-8", "replace").splitlines()]
    return all(endings.forwards_a_stop(line) for line in lines if line.strip())


def stream_ending(stream: StreamInfo) -> str | None:
    """How a stream's last lines end (endings.ending_of): "fatal", "normal" or None."""
    return endings.ending_of(stream.tail, program=stream.rank is not None)[0]


def survival_grace(ev: BundleEvidence) -> timedelta:
    """How long after a line training must go on for the line not to have stopped it: five
    typical steps, at least SURVIVAL_GRACE_SECONDS (at most a year: a step time a program
    reported absurdly must not overflow the arithmetic)."""
    seconds = max(SURVIVAL_GRACE_SECONDS, 5 * typical_step_seconds(ev))
    return timedelta(seconds=min(seconds, MAX_GRACE_SECONDS))


def last_progress_at(ev: BundleEvidence, node: str | None = None) -> datetime | None:
    """The last step completed by any rank, or by a rank of `node` (None: no such rank
    reports a step)."""
    return max((p.max_step_at for p in ev.progress.values()
                if p.max_step_at and (node is None or p.node == node)), default=None)


def step_intervals(ev: BundleEvidence) -> list[float]:
    """Every step time the metrics show: reported step_seconds, else the reported steps' pace."""
    samples = [v for p in ev.progress.values() for _, v in p.step_seconds]
    return samples or [v for p in ev.progress.values() for _, v in p.step_pace]


def typical_step_seconds(ev: BundleEvidence) -> float:
    """The median step time: reported step_seconds, else the pace of the reported steps (a
    program that reports only steps; without it a 1 s default would ask a 0.1 s-step job to
    stall 20 s before a hang counts, longer than a short hang threshold)."""
    samples = sorted(step_intervals(ev))
    return samples[len(samples) // 2] if samples else 1.0


def progress_evidence_lines(ev: BundleEvidence, node: str) -> list[EvidenceLine]:
    """The metrics.jsonl lines of `node`'s ranks' last steps (two at most): when they stopped."""
    out = []
    for _rank, prog in sorted(ev.progress.items()):
        if prog.node == node and prog.max_step is not None and prog.max_step_line:
            out.append(EvidenceLine(
                file="metrics.jsonl", line=prog.max_step_line,
                text=prog.max_step_text,
            ))
    return out[:2]


def cascade_groups(
    hits: list[Hit], overflow: dict[tuple[str, str, str | None, int | None], int] | None = None
) -> list[CascadeGroup]:
    """Hits and counted overflow by signature; each group's nodes and ranks gathered in sets
    (a 2,048-node job's watchdog timeouts are 16,384 hits of one signature)."""
    counts: dict[tuple[str, str], int] = {}
    nodes: dict[tuple[str, str], set[str]] = {}
    ranks: dict[tuple[str, str], set[int]] = {}

    def tally(key: tuple[str, str], node: str | None, rank: int | None, count: int) -> None:
        if key not in counts:
            counts[key], nodes[key], ranks[key] = 0, set(), set()
        counts[key] += count
        if node:
            nodes[key].add(node)
        if rank is not None:
            ranks[key].add(rank)

    for h in hits:
        tally((h.signature.id, h.signature.category), h.node, h.rank, 1)
    for (sig, cat, node, rank), n in (overflow or {}).items():
        tally((sig, cat), node, rank, n)
    return [CascadeGroup(signature=key[0], category=key[1], nodes=sorted(nodes[key]),
                         ranks=sorted(ranks[key]), count=counts[key]) for key in counts]


def attribution_result(
    verdict: Verdict, category: Category, signature: str, implicated: list[str],
    at: datetime | None, evidence: list[EvidenceLine], cascading: list[CascadeGroup],
    confidence: float, explanation: str, node: str | None = None, rank: int | None = None,
) -> AttributionResult:
    """A rule's verdict as a result, its confidence clamped and retryable its category's default."""
    return AttributionResult(
        verdict=verdict,
        category=category,
        signature=signature,
        implicated_nodes=implicated,
        initiating=Initiating(at=at, node=node, rank=rank, evidence=evidence),
        cascading=cascading,
        confidence=clamp_confidence(confidence),
        retryable=RETRYABLE_BY_DEFAULT[category],
        explanation=explanation,
    )


def evidence_line(hit: Hit) -> EvidenceLine:
    """A hit as the result's evidence line (its text cut to 500 characters)."""
    return EvidenceLine(file=hit.file, line=hit.line, text=hit.text[:500])


def citation(hit: Hit) -> str:
    """A hit's `file:line`, to cite it in an explanation."""
    return f"{hit.file}:{hit.line}"


def stream_for_file(ev: BundleEvidence, file: str) -> StreamInfo | None:
    """The stream a line's file is (None: the line is no log file's, e.g. scheduler.jsonl)."""
    return next((s for s in ev.streams if s.file == file), None)


def time_text(at: datetime | None) -> str:
    """An instant as an explanation writes it (ISO 8601; `?` when unknown)."""
    return at.isoformat() if at else "?"


def clamp_confidence(value: float) -> float:
    """A confidence as results carry it: within 0.05..0.99, two decimals."""
    return round(min(0.99, max(0.05, value)), 2)
