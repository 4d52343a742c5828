"""The decision function the workflow, `playbook test` and shadow mode share: rule, exclusion
limits, restart budget, checkpoint, mode, each taken from the playbook."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from trainwarden.attribution.result import AttributionResult, Initiating
from trainwarden.checkpoints.models import CheckpointVerdict
from trainwarden.playbook.loader import load_playbook
from trainwarden.playbook.schema import Playbook
from trainwarden.policy.decide import JobContext, decide, differences, disagreements

NOW = datetime(2026, 1, 1, 12, tzinfo=UTC)


def result(
    category: str = "gpu_hardware", nodes: tuple[str, ...] = ("node-2",), **kw
) -> AttributionResult:
    return AttributionResult(
        verdict=kw.get("verdict", "attributed"),
        category=category,
        signature=f"sig-{category}",
        implicated_nodes=list(nodes),
        initiating=Initiating(node=nodes[0] if nodes else None),
        confidence=kw.get("confidence", 0.95),
        retryable=category not in ("oom", "user_code"),
        explanation="test",
    )


def ctx(**kw) -> JobContext:
    return JobContext(**{"job_nodes": 4, "now": NOW, **kw})


@pytest.fixture(scope="module")
def default() -> Playbook:
    return load_playbook("default").playbook


def variant(pb: Playbook, **policies) -> Playbook:
    return pb.model_copy(update={"policies": pb.policies.model_copy(update=policies)})


def test_gpu_fault_excludes_the_node_and_restarts_from_the_verified_step(default: Playbook) -> None:
    verdict = CheckpointVerdict(usable=True, step=40, layout="manifest", level="presence")
    d = decide(default, result(), ctx(checkpoint=verdict))
    assert (d.rule, d.steps, d.exclude, d.outcome) == (
        "faulty-machine",
        ["exclude", "verify_checkpoint", "restart"],
        ["node-2"],
        "restart",
    )
    assert d.restart_from == 40 and d.rule_index == 0


def test_exclusion_beyond_the_limit_goes_to_an_operator(default: Playbook) -> None:
    d = decide(
        default, result(nodes=("node-3",)), ctx(job_nodes=3, excluded_nodes={"node-2": "i1"})
    )
    assert d.outcome == "operator" and d.exclude == []
    assert "exclusion limit of 1 node(s)" in d.reason


def test_low_confidence_is_handled_as_ambiguous_and_excludes_nothing(default: Playbook) -> None:
    d = decide(default, result(confidence=0.5), ctx())
    assert d.handled_as == "ambiguous" and d.rule == "ambiguous" and d.exclude == []
    assert d.outcome == "restart"


def test_budget_spent_within_the_window_stops(default: Playbook) -> None:
    recent = [NOW - timedelta(minutes=m) for m in (1, 2, 3)]
    d = decide(default, result(), ctx(restarts=recent))
    assert d.outcome == "stop" and "restart budget exhausted" in d.reason
    old = [NOW - timedelta(hours=h) for h in (2, 3, 4)]
    assert decide(default, result(), ctx(restarts=old)).outcome == "restart"


def test_preemption_does_not_use_the_budget(default: Playbook) -> None:
    recent = [NOW - timedelta(minutes=m) for m in (1, 2, 3)]
    d = decide(default, result("preemption", ()), ctx(restarts=recent))
    assert d.rule == "preempted" and d.outcome == "restart"


def test_no_usable_checkpoint_stops_unless_scratch_is_allowed(default: Playbook) -> None:
    bad = CheckpointVerdict(usable=False, layout="manifest", level="presence")
    assert decide(default, result(), ctx(checkpoint=bad)).outcome == "stop"
    scratch = variant(default, on_no_checkpoint="restart_from_scratch")
    d = decide(scratch, result(), ctx(has_checkpoint_location=False))
    assert d.outcome == "restart" and d.restart_from is None


def test_user_code_stops_and_unknown_waits_for_an_operator(default: Playbook) -> None:
    assert decide(default, result("user_code", ()), ctx()).outcome == "stop"
    d = decide(default, result("unknown", ()), ctx())
    assert (d.rule, d.outcome) == ("ask-operator", "operator")


def test_recommend_mode_proposes_and_hands_over(default: Playbook) -> None:
    d = decide(variant(default, mode="recommend"), result(), ctx())
    assert d.outcome == "operator" and d.exclude == ["node-2"] and d.rule == "faulty-machine"


def test_no_rule_matching_hands_over(default: Playbook) -> None:
    d = decide(default.model_copy(update={"rules": []}), result(), ctx())
    assert (d.rule, d.steps, d.outcome) == (None, [], "operator")


def test_differences_name_each_field(default: Playbook) -> None:
    d = decide(default, result(), ctx())
    assert differences({"rule": "faulty-machine", "exclude": ["node-2"]}, d) == []
    assert differences({"outcome": "stop", "category": "network"}, d) == [
        "outcome: expected 'stop', got 'restart'",
        "category: expected 'network', got 'gpu_hardware'",
    ]
    other = decide(default, result("user_code", ()), ctx())
    assert "outcome: 'restart' -> 'stop'" in disagreements(d, other)
