"""The recurrence rule (trainwarden/attribution/recurrence.py): evidence across the incidents of
one job. A node that fails first run after run is implicated though no line names a fault; the
same weak failure moving from node to node is the program's; one failure alone changes
nothing."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from trainwarden.attribution.recurrence import (
    MOVING_SIGNATURE,
    SAME_NODE_SIGNATURE,
    FailureContext,
    FailureSummary,
    RecurrenceInput,
    apply_recurrence,
    summarize,
)
from trainwarden.attribution.result import AttributionResult, Initiating

T0 = datetime(2026, 12, 5, 10, 0, tzinfo=UTC)
NODES = ["node-1", "node-2", "node-3"]


def cuda(node: str = "node-2", rank: int = 1, confidence: float = 0.42) -> AttributionResult:
    """What the engine says of `CUDA error: unspecified launch failure` alone."""
    return AttributionResult(
        verdict="attributed",
        category="unknown",
        signature="cuda-launch-failure",
        initiating=Initiating(at=T0, node=node, rank=rank),
        confidence=confidence,
        retryable=False,
        explanation="cuda-launch-failure on " + node,
    )


def past(
    n: int,
    node: str | None = "node-2",
    signature: str = "cuda-launch-failure",
    phase: str | None = "startup",
    **fields: object,
) -> FailureSummary:
    base: dict[str, object] = {
        "incident": f"job-i{n}",
        "run": n,
        "at": T0 + timedelta(minutes=n),
        "node": node,
        "rank": 1,
        "phase": phase,
        "signature": signature,
        "category": "unknown",
        "verdict": "attributed",
        "confidence": 0.42,
        "alone": True,
    }
    return FailureSummary.model_validate({**base, **fields})


def now(
    n: int, node: str | None = "node-2", phase: str | None = "startup", alone: bool = True
) -> FailureContext:
    return FailureContext(
        incident=f"job-i{n}", run=n, phase=phase, node=node, rank=1, alone=alone, nodes=NODES
    )


def inp(current: FailureContext, *recent: FailureSummary, runs: int = 2) -> RecurrenceInput:
    return RecurrenceInput(runs=runs, current=current, recent=list(recent))


def test_one_failure_alone_changes_nothing() -> None:
    result = cuda()
    assert apply_recurrence(result, inp(now(1))) == result


def test_a_node_failing_first_in_two_consecutive_runs_is_implicated_as_a_node_fault() -> None:
    out = apply_recurrence(cuda(), inp(now(2, phase="training", alone=False), past(1)))
    assert out.verdict == "attributed" and out.category == "node_failure"
    assert out.implicated_nodes == ["node-2"] and out.signature == SAME_NODE_SIGNATURE
    assert out.confidence == 0.8 and out.retryable
    rec = out.recurrence
    assert rec is not None and rec.kind == "same_node" and rec.node == "node-2"
    assert rec.incidents == ["job-i1", "job-i2"] and rec.runs == [1, 2]
    assert rec.signature == "cuda-launch-failure" and rec.confidence == 0.42
    assert "node-2 failed first in 2 consecutive runs" in out.explanation
    # the initiating evidence is still this incident's own lines
    assert out.initiating == cuda().initiating


def test_a_start_up_failure_while_the_others_came_up_is_stronger_evidence() -> None:
    alone = apply_recurrence(cuda(), inp(now(2, phase="startup", alone=True), past(1)))
    assert alone.confidence == 0.85
    assert "at start-up, before the first step while the other nodes came up" in (
        alone.explanation
    )
    not_alone = apply_recurrence(cuda(), inp(now(2, phase="startup", alone=False), past(1)))
    assert not_alone.confidence == 0.8


def test_confidence_grows_with_the_count() -> None:
    two = apply_recurrence(cuda(), inp(now(2, phase="training"), past(1)))
    three = apply_recurrence(cuda(), inp(now(3, phase="training"), past(1), past(2)))
    four = apply_recurrence(cuda(), inp(now(4, phase="training"), past(1), past(2), past(3)))
    assert two.confidence < three.confidence < four.confidence <= 0.95


def test_the_count_is_a_setting() -> None:
    assert apply_recurrence(cuda(), inp(now(2), past(1), runs=3)).recurrence is None
    three = apply_recurrence(cuda(), inp(now(3), past(1), past(2), runs=3))
    assert three.implicated_nodes == ["node-2"]
    assert apply_recurrence(cuda(), inp(now(2), past(1), runs=0)) == cuda()


def test_the_harness_sigkill_then_start_up_failures_implicate_the_node() -> None:
    """torchrun's SIGKILL of node-2's rank in training, then node-2's rank dying at start."""
    killed = past(1, signature="torch-elastic-sigkill", phase="training", confidence=0.55)
    out = apply_recurrence(cuda(), inp(now(2), killed))
    assert out.implicated_nodes == ["node-2"] and out.confidence >= 0.8
    assert out.recurrence is not None
    assert out.recurrence.signatures == ["torch-elastic-sigkill", "cuda-launch-failure"]


def test_a_category_the_lines_name_is_kept() -> None:
    nic = past(1, signature="ib-port-error", category="network", confidence=0.6)
    out = apply_recurrence(cuda(), inp(now(2), nic))
    assert out.category == "network" and out.implicated_nodes == ["node-2"]


def test_the_streak_is_broken_by_another_node_or_an_unknown_one() -> None:
    other = past(2, node="node-1", signature="torch-elastic-sigkill")
    assert apply_recurrence(cuda(), inp(now(3), past(1), other)).recurrence is None
    assert apply_recurrence(cuda(), inp(now(2), past(1, node=None))) == cuda()


def test_non_failures_do_not_break_the_streak_and_one_run_counts_once() -> None:
    preempted = past(2, category="preemption", signature="slurm-preempted", node="node-1")
    out = apply_recurrence(cuda(), inp(now(3), past(1), preempted))
    assert out.implicated_nodes == ["node-2"]
    same_run = past(2, incident="job-i2a", run=2)
    assert apply_recurrence(cuda(), inp(FailureContext(
        incident="job-i2b", run=2, node="node-2", nodes=NODES), same_run)).recurrence is None


def test_confident_evidence_is_left_alone() -> None:
    xid = AttributionResult(
        verdict="attributed",
        category="gpu_hardware",
        signature="xid-79",
        implicated_nodes=["node-2"],
        initiating=Initiating(at=T0, node="node-2"),
        confidence=0.99,
        retryable=True,
        explanation="xid-79",
    )
    assert apply_recurrence(xid, inp(now(2), past(1))) == xid
    bug = cuda().model_copy(update={"category": "user_code", "confidence": 0.9,
                                    "signature": "python-exception"})
    assert apply_recurrence(bug, inp(now(2), past(1))) == bug


def test_a_node_outside_the_allocation_is_never_named() -> None:
    ctx = now(2).model_copy(update={"nodes": ["node-1", "node-3"]})
    assert apply_recurrence(cuda(), inp(ctx, past(1))).implicated_nodes == []


def test_a_failure_moving_between_nodes_is_the_programs() -> None:
    out = apply_recurrence(cuda(node="node-2"), inp(now(2, node="node-2"), past(1, node="node-1")))
    assert out.verdict == "attributed" and out.category == "user_code"
    assert out.implicated_nodes == [] and out.signature == MOVING_SIGNATURE
    assert not out.retryable and out.confidence >= 0.8
    assert out.recurrence is not None and out.recurrence.kind == "moves"
    assert out.recurrence.nodes == ["node-1", "node-2"]
    assert "moves with the program" in out.explanation


def test_a_moving_failure_needs_the_same_signature_and_weak_evidence() -> None:
    other = past(1, node="node-1", signature="torch-elastic-sigkill")
    assert apply_recurrence(cuda(), inp(now(2), other)) == cuda()
    sure = past(1, node="node-1", implicated=["node-1"], confidence=0.85, category="node_failure")
    assert apply_recurrence(cuda(), inp(now(2), sure)) == cuda()


def test_after_an_exclusion_the_spare_failing_once_is_not_a_move() -> None:
    """node-2 excluded by the rule at run 2; the spare node-3 then fails once the same way."""
    decided = past(2, recurrence="same_node", implicated=["node-2"], confidence=0.85,
                   category="node_failure")
    assert apply_recurrence(cuda("node-3"), inp(now(3, node="node-3"), past(1), decided)) == cuda(
        "node-3"
    )


def test_the_summary_keeps_the_incidents_own_evidence() -> None:
    out = apply_recurrence(cuda(), inp(now(2), past(1)))
    s = summarize(out, now(2))
    assert s.signature == "cuda-launch-failure" and s.category == "unknown"
    assert s.recurrence == "same_node" and s.implicated == ["node-2"]
    assert s.node == "node-2" and s.phase == "startup" and s.alone


def test_the_chain_is_in_the_json_only_when_the_rule_decided() -> None:
    assert "recurrence" not in cuda().model_dump(mode="json")
    out = apply_recurrence(cuda(), inp(now(2), past(1)))
    data = out.model_dump(mode="json")
    assert data["recurrence"]["incidents"] == ["job-i1", "job-i2"]
    assert AttributionResult.model_validate(data) == out
