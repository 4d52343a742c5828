"""Evidence across the incidents of one job: a failure that recurs on the same node, or moves.

One failure whose only evidence is a generic error (`CUDA error: unspecified launch failure`,
a rank killed by a signal) is rightly ambiguous. The same node failing first run after run,
often at start-up while the other nodes came up and waited, is the signature of a sticky node
fault even when no hardware line says why (the node's kernel log not collected, the driver
silent). And the same failure moving from node to node is not a node fault at all, but the
program or its configuration.

`apply_recurrence` refines one incident's attribution with the job's recent incidents
(`FailureSummary`, oldest first), after the engine has read the incident's own bundle; the
workflow passes them in `AttributeInput.recurrence`. Without them (`warden attribute BUNDLE`)
nothing changes. Pure: no I/O, no clocks.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Literal

from pydantic import BaseModel, Field

from trainwarden.attribution.result import (
    MACHINE_CATEGORIES,
    RETRYABLE_BY_DEFAULT,
    AttributionResult,
    RecurrenceEvidence,
)

Phase = Literal["startup", "training", "checkpoint"]

# The node's own lines name these machine faults; anything else recurring is a node fault.
NAMED_MACHINE = ("gpu_hardware", "network", "storage", "node_failure")
# Causes in the program itself: settled when the evidence is confident about them.
PROGRAM = frozenset({"oom", "user_code", "numerical"})
NOT_A_FAILURE = frozenset({"preemption"})
SAME_NODE_SIGNATURE = "node-recurrence"
MOVING_SIGNATURE = "failure-moves-between-nodes"
BASE_CONFIDENCE = 0.8  # at exactly `runs` runs: the default playbook's exclusion threshold
STEP_CONFIDENCE = 0.05  # each further run, and a start-up failure while the others came up
MAX_CONFIDENCE = 0.95
MAX_RECENT = 20  # summaries the workflow passes (the rule never needs more than `runs`)


class FailureContext(BaseModel):
    """What the workflow saw of the current incident besides its bundle."""

    incident: str
    run: int = Field(ge=0)
    trigger: str = "failed"
    phase: Phase | None = Field(
        default=None, description="where the failed run was: None when progress is not visible"
    )
    node: str | None = Field(default=None, description="the node of the earliest first sign")
    rank: int | None = None
    alone: bool = Field(
        default=False,
        description="only this node's ranks had failed when the failure was seen: the other "
        "nodes came up and waited",
    )
    nodes: list[str] = Field(
        default_factory=list, description="the run's allocation (a node outside is never named)"
    )


class FailureSummary(BaseModel):
    """One past incident as the rule sees it (kept on the incident, carried with it)."""

    incident: str
    run: int = Field(ge=0)
    trigger: str = "failed"
    at: datetime | None = None
    node: str | None = Field(default=None, description="the node that failed first")
    rank: int | None = None
    phase: Phase | None = None
    signature: str = Field(description="the incident's own evidence (not a recurrence's id)")
    category: str
    verdict: str
    confidence: float
    implicated: list[str] = Field(default_factory=list)
    alone: bool = False
    recurrence: str | None = Field(
        default=None, description="same_node / moves when the rule decided this incident"
    )


class RecurrenceInput(BaseModel):
    """The attribute activity's optional input: the rule's settings and the job's incidents."""

    runs: int = Field(default=2, ge=0, le=100, description="k; 0 turns the rule off")
    min_confidence: float = Field(
        default=0.7, ge=0, le=1, description="the playbook's: below it an attribution is weak"
    )
    current: FailureContext
    recent: list[FailureSummary] = Field(default_factory=list, max_length=MAX_RECENT)


def summarize(result: AttributionResult, ctx: FailureContext) -> FailureSummary:
    """The current incident, for later incidents' rule (its own evidence, not the rule's)."""
    rec = result.recurrence
    return FailureSummary(
        incident=ctx.incident,
        run=ctx.run,
        trigger=ctx.trigger,
        at=result.initiating.at,
        node=ctx.node or result.initiating.node,
        rank=ctx.rank if ctx.node else result.initiating.rank,
        phase=ctx.phase,
        signature=rec.signature if rec else result.signature,
        category=rec.category if rec else result.category,
        verdict=result.verdict,
        confidence=result.confidence,
        implicated=list(result.implicated_nodes),
        alone=ctx.alone,
        recurrence=rec.kind if rec else None,
    )


def apply_recurrence(result: AttributionResult, inp: RecurrenceInput) -> AttributionResult:
    """The attribution with the job's recent incidents taken into account (docs/attribution.md,
    "Evidence across restarts"); `result` itself when they change nothing."""
    if inp.runs < 1:
        return result
    now = summarize(result, inp.current)
    if not _counts(now) or _settled(now, inp.min_confidence):
        return result
    chain = _failures([*inp.recent, now])
    same = _same_node(chain)
    in_job = not inp.current.nodes or now.node in inp.current.nodes
    if now.node is not None and in_job and len(same) >= inp.runs:
        return _implicate(result, now, same, inp)
    moving = _moving(chain, inp.min_confidence)
    if len(moving) >= inp.runs and len({s.node for s in moving[-inp.runs :]}) > 1:
        return _program(result, now, moving, inp)
    return result


# ------------------------------------------------------------------------------- the rule
def _counts(s: FailureSummary) -> bool:
    """A failure of a run (a straggler, a preemption or no failure is not one)."""
    return (
        s.trigger not in ("straggler",)
        and s.verdict != "no_failure"
        and s.category not in NOT_A_FAILURE
    )


def _settled(s: FailureSummary, min_confidence: float) -> bool:
    """The incident's own evidence named a machine, or a cause in the program, surely."""
    if s.recurrence is not None:
        return True
    sure = s.verdict == "attributed" and s.confidence >= min_confidence
    return sure and (bool(s.implicated) or s.category in PROGRAM)


def _failures(summaries: Sequence[FailureSummary]) -> list[FailureSummary]:
    """Failed runs, oldest first, one incident per run (its last)."""
    by_run: dict[int, FailureSummary] = {}
    for s in summaries:
        if _counts(s):
            by_run.pop(s.run, None)
            by_run[s.run] = s
    return list(by_run.values())


def _same_node(chain: list[FailureSummary]) -> list[FailureSummary]:
    """The newest runs in a row whose first failure was on the newest run's node."""
    node = chain[-1].node
    out: list[FailureSummary] = []
    for s in reversed(chain):
        if node is None or s.node != node:
            break
        out.append(s)
    return out[::-1]


def _moving(chain: list[FailureSummary], min_confidence: float) -> list[FailureSummary]:
    """The newest runs in a row that failed the same weak way on a known node, the newest on
    another node than the run before it."""
    last = chain[-1]
    if len(chain) < 2 or last.node is None or chain[-2].node == last.node:
        return []
    out: list[FailureSummary] = []
    for s in reversed(chain):
        weak = not _settled(s, min_confidence)
        if s.node is None or not weak or s.signature != last.signature:
            break
        out.append(s)
    return out[::-1]


def _confidence(runs: int, k: int, startup_alone: bool) -> float:
    grown = BASE_CONFIDENCE + STEP_CONFIDENCE * (runs - k + (1 if startup_alone else 0))
    return round(min(MAX_CONFIDENCE, grown), 2)


def _evidence(kind: str, chain: list[FailureSummary], now: FailureSummary) -> RecurrenceEvidence:
    return RecurrenceEvidence(
        kind=kind,  # type: ignore[arg-type]
        node=now.node if kind == "same_node" else None,
        nodes=[s.node or "?" for s in chain],
        incidents=[s.incident for s in chain],
        runs=[s.run for s in chain],
        times=[s.at for s in chain],
        phases=[s.phase for s in chain],
        signatures=[s.signature for s in chain],
        signature=now.signature,
        category=now.category,
        confidence=now.confidence,
    )


def _chain_text(chain: list[FailureSummary]) -> str:
    return ", ".join(
        f"run {s.run} ({s.incident}: {s.signature} on {s.node or '?'}"
        + (f" at {s.phase.replace('startup', 'start-up')}" if s.phase else "")
        + ")"
        for s in chain
    )


def _implicate(
    result: AttributionResult, now: FailureSummary, chain: list[FailureSummary],
    inp: RecurrenceInput,
) -> AttributionResult:
    node = now.node
    assert node is not None
    named = [s.category for s in reversed(chain) if s.category in NAMED_MACHINE]
    category = named[0] if named else "node_failure"
    startup_alone = now.phase == "startup" and now.alone
    confidence = max(result.confidence, _confidence(len(chain), inp.runs, startup_alone))
    waited = " while the other nodes came up and waited" if startup_alone else ""
    explanation = (
        f"{node} failed first in {len(chain)} consecutive runs ({_chain_text(chain)}), this "
        f"time {_phase_words(now.phase)}{waited}: a fault that stays with the node, though no "
        f"line names it ({category}; its own evidence: {now.signature}, confidence "
        f"{now.confidence:.2f})."
    )
    return result.model_copy(
        update={
            "verdict": "attributed",
            "category": category,
            "signature": SAME_NODE_SIGNATURE,
            "implicated_nodes": [node],
            "confidence": confidence,
            "retryable": RETRYABLE_BY_DEFAULT[category],
            "explanation": explanation,
            "recurrence": _evidence("same_node", chain, now),
        }
    )


def _program(
    result: AttributionResult, now: FailureSummary, chain: list[FailureSummary],
    inp: RecurrenceInput,
) -> AttributionResult:
    nodes = list(dict.fromkeys(s.node or "?" for s in chain))
    explanation = (
        f"the same failure ({now.signature}) ended {len(chain)} consecutive runs, first on "
        f"{', '.join(nodes)} in turn ({_chain_text(chain)}): it moves with the program, not "
        "with a machine; the program or its configuration is at fault, no node is implicated."
    )
    return result.model_copy(
        update={
            "verdict": "attributed",
            "category": "user_code",
            "signature": MOVING_SIGNATURE,
            "implicated_nodes": [],
            "confidence": _confidence(len(chain), inp.runs, False),
            "retryable": False,
            "explanation": explanation,
            "recurrence": _evidence("moves", chain, now),
        }
    )


def _phase_words(phase: str | None) -> str:
    return {
        "startup": "at start-up, before the first step",
        "training": "in training",
        "checkpoint": "while saving a checkpoint",
    }.get(phase or "", "in a phase not known")


assert set(NAMED_MACHINE) <= MACHINE_CATEGORIES
