"""The result model serialises to exactly the docs/attribution.md shape."""

from __future__ import annotations

from datetime import UTC, datetime

from trainwarden.attribution import AttributionResult, CascadeGroup, EvidenceLine, Initiating
from trainwarden.attribution.result import CATEGORIES, RETRYABLE_BY_DEFAULT

DESIGN_KEYS = {
    "verdict", "category", "signature", "implicated_nodes", "initiating", "cascading",
    "confidence", "retryable", "explanation",
}


def test_json_shape_matches_design() -> None:
    result = AttributionResult(
        verdict="attributed",
        category="gpu_hardware",
        signature="xid-79",
        implicated_nodes=["node-2"],
        initiating=Initiating(
            at=datetime(2026, 1, 1, tzinfo=UTC), node="node-2", rank=None,
            evidence=[EvidenceLine(file="logs/node-2/kernel.log", line=3, text="NVRM: Xid")],
        ),
        cascading=[CascadeGroup(signature="nccl-watchdog-timeout", category="hang",
                                nodes=["node-1"], ranks=[0, 1], count=2)],
        confidence=0.9,
        retryable=True,
        explanation="x",
    )
    data = result.model_dump(mode="json")
    assert DESIGN_KEYS <= set(data) and set(data) - DESIGN_KEYS == {"warnings"}
    assert set(data["initiating"]) == {"at", "node", "rank", "evidence"}
    assert data["initiating"]["at"] == "2026-01-01T00:00:00Z"
    assert data["initiating"]["evidence"][0] == {
        "file": "logs/node-2/kernel.log", "line": 3, "text": "NVRM: Xid"
    }
    assert data["cascading"][0] == {
        "signature": "nccl-watchdog-timeout", "category": "hang", "nodes": ["node-1"],
        "ranks": [0, 1], "count": 2,
    }
    assert AttributionResult.model_validate(data) == result


def test_every_design_category_has_a_retry_default() -> None:
    assert set(RETRYABLE_BY_DEFAULT) == set(CATEGORIES)
    assert RETRYABLE_BY_DEFAULT["oom"] is False and RETRYABLE_BY_DEFAULT["user_code"] is False
    assert RETRYABLE_BY_DEFAULT["preemption"] is True
