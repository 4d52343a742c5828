"""The node-health ledger's decisions, pure (no Temporal): breaker, reputation, staleness,
expiry and health-check scheduling."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from pydantic import ValidationError

from trainwarden.nodes import ConsultRequest, ExclusionReport, NodeHealthSettings, NodeLedger

T0 = datetime(2026, 12, 4, 12, 0, tzinfo=UTC)


def req(nodes: list[str], job: str, at: datetime = T0, **kw: object) -> ConsultRequest:
    fields: dict[str, object] = {
        "nodes": nodes,
        "job": job,
        "incident": f"{job}-inc-1",
        "confidence": 0.95,
        "category": "gpu_hardware",
        "signature": "xid-79",
        "at": at,
    }
    fields.update(kw)
    return ConsultRequest.model_validate(fields)


def test_breaker_refuses_the_exclusion_beyond_the_count_within_the_window() -> None:
    settings = NodeHealthSettings(max_excluded_count=2, max_excluded_fraction=1.0)
    ledger = NodeLedger(cluster="c", cluster_nodes=10)
    first = ledger.consult(req(["n1"], "a"), settings, T0)
    second = ledger.consult(req(["n2"], "b"), settings, T0 + timedelta(minutes=1))
    third = ledger.consult(req(["n3"], "c"), settings, T0 + timedelta(minutes=2))
    assert [first.decision, second.decision, third.decision] == ["allow", "allow", "refuse"]
    assert third.refused == ["n3"] and third.exclude == []
    assert "breaker open" in third.reason and "n1, n2" in third.reason
    assert ledger.nodes["n3"].state == "in_service"
    # the window slides: an hour after the first two, the third may go
    later = T0 + timedelta(minutes=61, seconds=1)
    assert ledger.consult(req(["n3"], "c", at=later), settings, later).decision == "allow"


def test_breaker_limit_by_fraction_of_the_cluster_never_below_one() -> None:
    settings = NodeHealthSettings(max_excluded_count=100, max_excluded_fraction=0.25)
    assert settings.breaker_limit(8) == 2
    assert settings.breaker_limit(3) == 1
    assert settings.breaker_limit(None) == 100
    assert NodeHealthSettings(max_excluded_count=0).breaker_limit(100) == 0


def test_a_cancelled_reservation_frees_the_breaker() -> None:
    settings = NodeHealthSettings(max_excluded_count=1)
    ledger = NodeLedger(cluster="c", cluster_nodes=10)
    assert ledger.consult(req(["n1"], "a"), settings, T0).decision == "allow"
    ledger.inform(
        ExclusionReport(nodes=["n1"], job="a", incident="a-inc-1", at=T0, done=False), settings, T0
    )
    assert ledger.nodes["n1"].state == "in_service"
    assert ledger.consult(req(["n2"], "b"), settings, T0).decision == "allow"


def test_reputation_quarantines_after_k_distinct_jobs_below_the_exclusion_threshold() -> None:
    settings = NodeHealthSettings(reputation_incidents=3)
    ledger = NodeLedger(cluster="c", cluster_nodes=10)
    low = {"confidence": 0.5, "intent": "report"}
    d1 = ledger.consult(req(["n2"], "a", **low), settings, T0)
    # the same job again (another incident, same run) does not count twice
    d1b = ledger.consult(req(["n2"], "a", incident="a-inc-2", **low), settings, T0)
    t1, t2, t3 = (T0 + timedelta(hours=h) for h in (1, 2, 3))
    d2 = ledger.consult(req(["n2"], "b", at=t1, **low), settings, t1)
    assert [d1.decision, d1b.decision, d2.decision] == ["record_only"] * 3
    assert "2 of 3" in d2.reason
    d3 = ledger.consult(req(["n2"], "c", at=t2, **low), settings, t2)
    assert d3.decision == "quarantine" and d3.exclude == ["n2"]
    assert {i.job for i in d3.evidence["n2"]} == {"a", "b", "c"}
    assert ledger.nodes["n2"].state == "quarantined"
    # a fourth job's incident on that node finds it already out
    d4 = ledger.consult(req(["n2"], "d", at=t3), settings, t3)
    assert d4.decision == "already_out" and d4.already_out == ["n2"] and d4.exclude == []


def test_reputation_forgets_incidents_outside_its_window_and_before_a_return() -> None:
    settings = NodeHealthSettings(reputation_incidents=2, reputation_window=3600)
    ledger = NodeLedger(cluster="c")
    low = {"confidence": 0.5, "intent": "report"}
    ledger.consult(req(["n2"], "a", **low), settings, T0)
    late = T0 + timedelta(hours=2)
    assert ledger.consult(req(["n2"], "b", at=late, **low), settings, late).decision == (
        "record_only"
    )
    ledger.consult(req(["n2"], "c", at=late, **low), settings, late)
    assert ledger.nodes["n2"].state == "quarantined"
    ledger.returned("n2", "health check passed", late)
    assert ledger.counted_incidents("n2", settings, late) == []
    assert ledger.nodes["n2"].state == "in_service"


def test_stale_events_are_recorded_and_change_nothing() -> None:
    settings = NodeHealthSettings(max_excluded_count=1, reputation_incidents=2)
    ledger = NodeLedger(cluster="c", cluster_nodes=10)
    now = T0 + timedelta(hours=3)
    decisions = [
        ledger.consult(req([f"n{i}"], f"job{i}", at=T0 + timedelta(seconds=i)), settings, now)
        for i in range(10)
    ]
    assert {d.decision for d in decisions} == {"stale"}
    assert ledger.stale_events == 10 and len(ledger.stale) == 10
    assert ledger.out_nodes() == [] and ledger.breaker(settings, now).excluded_in_window == []
    assert ledger.consult(req(["n1"], "fresh", at=now), settings, now).decision == "allow"


def test_an_event_from_the_future_counts_as_now() -> None:
    settings = NodeHealthSettings()
    ledger = NodeLedger(cluster="c")
    ledger.consult(req(["n1"], "a", at=T0 + timedelta(days=3)), settings, T0)
    assert ledger.nodes["n1"].implications[0].at == T0


def test_expiry_and_health_checks_are_scheduled_and_due() -> None:
    settings = NodeHealthSettings(
        expire_after=7200, health_check=["true"], health_check_after=60, health_check_every=30
    )
    ledger = NodeLedger(cluster="c")
    ledger.consult(req(["n1"], "a"), settings, T0)
    assert ledger.next_due(settings) == T0 + timedelta(seconds=60)
    assert ledger.due(settings, T0 + timedelta(seconds=59)) == []
    assert ledger.due(settings, T0 + timedelta(seconds=60)) == [("n1", "health_check")]
    ledger.check_failed("n1", "exit 1", settings, T0 + timedelta(seconds=60))
    assert ledger.next_due(settings) == T0 + timedelta(seconds=90)
    assert ledger.due(settings, T0 + timedelta(hours=2)) == [("n1", "expiry")]
    # a return that failed at expiry is tried again later, not at once
    ledger.check_failed("n1", "scontrol: unreachable", settings, T0 + timedelta(hours=2))
    assert ledger.due(settings, T0 + timedelta(hours=2)) == []
    assert ledger.next_due(settings) == T0 + timedelta(hours=2, seconds=30)
    view = ledger.view(settings, T0).nodes[0]
    assert view.returns_at == T0 + timedelta(hours=2, seconds=30) and view.checks_failed == 2


def test_inform_records_an_exclusion_made_without_consulting() -> None:
    settings = NodeHealthSettings(max_excluded_count=1)
    ledger = NodeLedger(cluster="c")
    ledger.inform(ExclusionReport(nodes=["n4"], job="op", incident="manual", at=T0), settings, T0)
    assert ledger.nodes["n4"].state == "excluded"
    assert ledger.consult(req(["n5"], "a"), settings, T0).decision == "refuse"


def test_requests_are_strict() -> None:
    with pytest.raises(ValidationError):
        req(["n1"], "a", confidence=1.5)
    with pytest.raises(ValidationError):
        req([], "a")
    with pytest.raises(ValidationError):
        req(["n1"], "a", at=datetime(2026, 1, 1))  # no time zone
    with pytest.raises(ValidationError):
        req(["../etc"], "a")
    with pytest.raises(ValidationError):
        NodeHealthSettings.model_validate({"breaker_window": "5 minutes"})
    assert NodeHealthSettings.model_validate({"breaker_window": "30m"}).breaker_window == 1800


def test_requests_from_an_attribution_result_carry_the_incidents_own_time() -> None:
    from trainwarden.attribution.result import AttributionResult
    from trainwarden.nodes.requests import consult_request, exclusion_report

    result = AttributionResult.model_validate(
        {
            "verdict": "attributed",
            "category": "gpu_hardware",
            "signature": "xid-79",
            "implicated_nodes": ["node-2"],
            "initiating": {
                "at": "2026-12-04T11:59:00Z",
                "node": "node-2",
                "evidence": [{"file": "logs/node-2/kernel.log", "line": 3, "text": "Xid 79"}],
            },
            "cascading": [],
            "confidence": 0.95,
            "retryable": True,
            "explanation": "GPU fell off the bus",
        }
    )
    request = consult_request(result, job="llm", run=2, incident="llm-3", now=T0)
    assert request.at == T0 - timedelta(minutes=1) and request.nodes == ["node-2"]
    assert request.evidence == ["Xid 79"] and request.run == 2
    report = exclusion_report(request, ["node-2"], at=T0, commands=["scontrol update ..."])
    ledger = NodeLedger(cluster="c")
    settings = NodeHealthSettings()
    assert ledger.consult(request, settings, T0).decision == "allow"
    assert ledger.inform(report, settings, T0)[0].state == "excluded"


def test_new_settings_reschedule_nodes_already_out() -> None:
    ledger = NodeLedger(cluster="c")
    ledger.consult(req(["n1"], "a"), NodeHealthSettings(expire_after=None), T0)
    assert ledger.next_due(NodeHealthSettings(expire_after=None)) is None
    later = T0 + timedelta(hours=1)
    checked = NodeHealthSettings(expire_after="2h", health_check=["true"], health_check_after=60)
    ledger.reschedule(checked, later)
    assert ledger.nodes["n1"].expires_at == T0 + timedelta(hours=2)
    assert ledger.next_due(checked) == later  # the check is overdue: now


def test_a_recurrence_counts_every_run_of_its_chain_towards_reputation() -> None:
    """node-2 failed first in runs 1 and 2 of job a (the recurrence found at incident 2), then
    job b implicates it once: three incidents of distinct runs quarantine it."""
    settings = NodeHealthSettings(reputation_incidents=3, max_excluded_count=5)
    ledger = NodeLedger(cluster="c", cluster_nodes=10)
    earlier = [{"incident": "a-inc-1", "run": 1, "at": T0 - timedelta(minutes=2)}]
    recurrence = req(
        ["node-2"], "a", incident="a-inc-2", run=2, signature="node-recurrence",
        category="node_failure", confidence=0.85, earlier=earlier,
    )
    assert ledger.consult(recurrence, settings, T0).decision == "allow"
    counted = ledger.counted_incidents("node-2", settings, T0)
    assert sorted((i.incident, i.run) for i in counted) == [("a-inc-1", 1), ("a-inc-2", 2)]
    assert ledger.consult(recurrence, settings, T0).decision == "already_out"  # a retry
    assert len(ledger.nodes["node-2"].implications) == 2
    assert ledger.nodes["node-2"].state == "excluded"  # 2 of 3: excluded, not quarantined
    later = T0 + timedelta(minutes=5)
    other = req(["node-2"], "b", at=later, confidence=0.5, intent="report")
    assert ledger.consult(other, settings, later).decision == "already_out"
    assert ledger.nodes["node-2"].state == "quarantined"
    assert "a/a-inc-1, a/a-inc-2, b/b-inc-1" in ledger.nodes["node-2"].reason


def test_earlier_incidents_must_carry_their_own_time() -> None:
    with pytest.raises(ValidationError, match="time zone"):
        req(["n1"], "a", earlier=[{"incident": "a-inc-0", "run": 1, "at": "2026-12-04T11:00"}])
