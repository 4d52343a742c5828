"""A rank reads the armed faults without pydantic (trainwarden.localcluster.firing): it must read
every record the fault models read, with their defaults, and fire at the same moment."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

import pytest

from trainwarden.localcluster.faults import ArmedFault
from trainwarden.localcluster.firing import FiringFault

RECORDS: list[dict[str, Any]] = [
    # what the Slurm tests' batch script copies into a run: only what it needs
    {"id": "xid-node2", "node": "node2", "kind": "xid", "sticky": True, "xid": 79, "fire_after": 2},
    {"node": "node1", "kind": "hang", "fire_after": 3},
    {"node": "node1", "kind": "xid", "fire_after": 0},
    # what the launcher writes: every field of the model
    ArmedFault(node="node3", kind="slow", fire_after=1, after_seconds=2.5).model_dump(mode="json"),
    ArmedFault(node="node4", kind="xid", xid=48, fire_after=7).model_dump(mode="json"),
]


@pytest.mark.parametrize("record", RECORDS)
def test_a_rank_reads_what_the_model_reads_and_fires_with_it(record: dict[str, Any]) -> None:
    model = ArmedFault.model_validate(record)
    fault = FiringFault.from_record(record)
    assert (fault.node, fault.kind, fault.xid, fault.fire_after, fault.after_seconds) == (
        model.node,
        model.kind,
        model.xid,
        model.fire_after,
        model.after_seconds,
    )
    if "armed_at" in record:
        assert fault.armed_at == model.armed_at
    armed = datetime.fromisoformat(model.armed_at.replace("Z", "+00:00"))
    for steps in range(0, 10):
        for later in (0.0, 1.0, 3.0):
            now = armed + timedelta(seconds=later)
            assert fault.due(steps, now) == model.due(steps, now), (steps, later)


@pytest.mark.parametrize(
    "record",
    [
        {"kind": "xid", "fire_after": 1},
        {"node": "n", "fire_after": 1},
        {"node": "n", "kind": "xid"},
        {"node": "n", "kind": "xid", "fire_after": "soon"},
        {"node": "n", "kind": "xid", "fire_after": 1, "armed_at": "yesterday"},
        "not a record",
    ],
)
def test_a_record_that_is_not_one_is_refused(record: Any) -> None:
    """What the trainer catches (and then keeps the faults it had: trainer.armed_faults)."""
    with pytest.raises((KeyError, TypeError, ValueError)):
        FiringFault.from_record(record)
