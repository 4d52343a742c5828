"""The state carried across continue-as-new is one payload, which the servers the product
starts refuse over 512 KiB (workers/devserver.py): the workflow keeps it under 400 KB by
dropping the oldest records, never the incident in hand nor the counts."""

from __future__ import annotations

from datetime import UTC, datetime

from trainwarden.playbook.loader import load_playbook
from trainwarden.supervision import Incident, SignalRecord, SupervisorState, trim_signal_records
from trainwarden.workers.devserver import SERVER_BLOB_LIMIT_BYTES
from trainwarden.workflows.supervise.workflow import CARRIED_MAX_BYTES

NOW = datetime(2026, 1, 1, tzinfo=UTC)


def _state(incidents: int, signals: int, text: int) -> SupervisorState:
    """The largest records a client or a job can cause: long observed text, long reasons."""
    state = SupervisorState(playbook=load_playbook("default"), shadow_playbook=None)
    state.incidents = [
        Incident(id=f"i{n}", number=n, trigger="failed", observed="o" * text,
                 outcome="recovered" if n < incidents else "recovering")
        for n in range(1, incidents + 1)
    ]
    state.incident_total = incidents + 100
    state.signals = [
        SignalRecord(name="stop", at=NOW, accepted=False, reason="r" * 2000, error="e" * 300)
        for _ in range(signals)
    ]
    state.rejected_signals = 5000
    return state


def test_an_ordinary_state_is_carried_whole() -> None:
    state = _state(incidents=50, signals=50, text=500)
    before = state.model_dump_json()
    assert state.fit_to(CARRIED_MAX_BYTES) == 0
    assert state.model_dump_json() == before


def test_an_oversized_state_drops_its_oldest_records_first() -> None:
    state = _state(incidents=50, signals=50, text=10_000)
    assert len(state.model_dump_json()) > SERVER_BLOB_LIMIT_BYTES
    assert state.fit_to(CARRIED_MAX_BYTES) > 0
    assert len(state.model_dump_json().encode()) <= CARRIED_MAX_BYTES < SERVER_BLOB_LIMIT_BYTES
    assert state.signals == []  # signal records go first
    assert state.incidents[-1].id == "i50" and state.incidents[-1].outcome == "recovering"
    numbers = [i.number for i in state.incidents]
    assert numbers == list(range(51 - len(numbers), 51))  # the newest kept, in order
    assert state.incident_total == 150 and state.rejected_signals == 5000


def test_a_state_that_cannot_fit_keeps_the_incident_in_hand() -> None:
    state = _state(incidents=3, signals=0, text=CARRIED_MAX_BYTES)
    state.fit_to(CARRIED_MAX_BYTES)
    assert [i.id for i in state.incidents] == ["i3"]


def test_refused_signals_are_dropped_before_an_accepted_stop() -> None:
    """A stop taken early in a flood of refused signals is still in the records afterwards
    (a flood under CPU stress once pushed it out of the last 50, with its outcome)."""
    records = [SignalRecord(name="stop", at=NOW, accepted=False, error="too big")] * 10
    records = [*records, SignalRecord(name="stop", at=NOW, accepted=True, sender="sre")]
    records += [SignalRecord(name="stop", at=NOW, accepted=False, error="too big")] * 60
    trim_signal_records(records, 50)
    assert len(records) == 50
    assert [r.sender for r in records if r.accepted] == ["sre"]
    # with only accepted records left, the oldest go first
    accepted = [SignalRecord(name=f"s{n}", at=NOW, accepted=True) for n in range(5)]
    trim_signal_records(accepted, 3)
    assert [r.name for r in accepted] == ["s2", "s3", "s4"]
