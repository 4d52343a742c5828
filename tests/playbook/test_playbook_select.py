"""select_rule: the first matching rule wins; low-confidence attributions count as ambiguous."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trainwarden.playbook import Playbook, load_playbook, select_rule
from trainwarden.playbook.schema import CATEGORIES, VERDICTS


@pytest.fixture(scope="module")
def default() -> Playbook:
    return load_playbook("default").playbook


@pytest.mark.parametrize(
    ("verdict", "category", "confidence", "retryable", "rule"),
    [
        ("attributed", "gpu_hardware", 0.95, True, "faulty-machine"),
        ("attributed", "network", 0.8, True, "faulty-machine"),
        ("attributed", "node_failure", 0.9, True, "faulty-machine"),
        ("attributed", "straggler", 0.9, True, "faulty-machine"),
        ("attributed", "storage", 0.9, True, "faulty-machine"),
        ("attributed", "gpu_hardware", 0.75, True, "probable-machine-fault"),
        ("attributed", "gpu_hardware", 0.5, True, "ambiguous"),  # below min_confidence 0.7
        ("attributed", "preemption", 0.99, True, "preempted"),
        ("attributed", "numerical", 0.9, True, "numerical-instability"),
        ("attributed", "oom", 0.9, False, "out-of-memory"),
        ("attributed", "user_code", 0.9, False, "training-code-error"),
        ("attributed", "hang", 0.8, True, "hang"),
        ("ambiguous", "hang", 0.3, True, "hang"),
        ("ambiguous", "network", 0.4, True, "ambiguous"),
        ("ambiguous", "oom", 0.4, False, "ambiguous"),
        ("attributed", "unknown", 0.9, True, "ask-operator"),
        ("no_failure", "unknown", 1.0, True, "ask-operator"),
    ],
)
def test_default_playbook_routes_incidents(
    default: Playbook, verdict: str, category: str, confidence: float, retryable: bool, rule: str
) -> None:
    chosen = select_rule(
        default, verdict=verdict, category=category, confidence=confidence, retryable=retryable
    )
    assert chosen is not None and chosen.name == rule


def test_default_steps_per_rule(default: Playbook) -> None:
    steps = {rule.name: [s.kind for s in rule.steps] for rule in default.rules}
    assert steps["faulty-machine"] == ["exclude", "verify_checkpoint", "restart"]
    assert steps["hang"] == ["verify_checkpoint", "restart"]
    assert steps["ambiguous"] == ["verify_checkpoint", "restart"]
    assert steps["out-of-memory"] == ["stop"]
    numerical = default.rule_named("numerical-instability")
    assert numerical is not None
    verify = numerical.steps[0]
    assert verify.kind == "verify_checkpoint" and verify.fallback and verify.rollback == 1


def _playbook(rules: list[dict]) -> Playbook:
    return Playbook.model_validate(
        {"apiVersion": "trainwarden/v1", "kind": "Playbook", "name": "t", "rules": rules}
    )


def test_first_match_wins_and_retryable_is_matched() -> None:
    playbook = _playbook(
        [
            {"name": "not-retryable", "match": {"retryable": False}, "steps": ["stop"]},
            {"name": "confident", "match": {"min_confidence": 0.9}, "steps": ["restart"]},
            {"name": "rest", "steps": ["wait_for_operator"]},
        ]
    )

    def pick(confidence: float, retryable: bool) -> str | None:
        rule = select_rule(
            playbook,
            verdict="attributed",
            category="network",
            confidence=confidence,
            retryable=retryable,
        )
        return rule.name if rule else None

    assert pick(0.95, False) == "not-retryable"
    assert pick(0.95, True) == "confident"
    assert pick(0.9, True) == "confident"
    assert pick(0.8, True) == "rest"


def test_no_matching_rule_gives_none() -> None:
    playbook = _playbook([{"name": "oom", "match": {"categories": ["oom"]}, "steps": ["stop"]}])
    assert (
        select_rule(
            playbook, verdict="attributed", category="network", confidence=1.0, retryable=True
        )
        is None
    )


@given(
    verdict=st.sampled_from(VERDICTS),
    category=st.sampled_from(CATEGORIES),
    confidence=st.floats(min_value=0, max_value=1),
    retryable=st.booleans(),
)
def test_default_playbook_always_has_an_answer_and_is_deterministic(
    default: Playbook, verdict: str, category: str, confidence: float, retryable: bool
) -> None:
    playbook = default
    kwargs = {
        "verdict": verdict,
        "category": category,
        "confidence": confidence,
        "retryable": retryable,
    }
    first = select_rule(playbook, **kwargs)
    assert first is not None
    assert select_rule(playbook, **kwargs) == first
    if any(s.kind == "exclude" for s in first.steps):
        # only confident, attributed, machine-implicating faults ever exclude
        assert verdict == "attributed" and confidence >= 0.8
        assert category in {"gpu_hardware", "network", "node_failure", "straggler", "storage"}
