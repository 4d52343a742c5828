"""The cluster-wide persistent state: exclusion list, down nodes, fault table, action record.

Every read-modify-write happens under the cluster lock (callers hold ``locked(layout.lock)``
around the functions that say so), so workers, the CLI and launchers can share one cluster.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import TYPE_CHECKING, Any

from trainwarden.localcluster.fsutil import (
    append_jsonl,
    atomic_write_json,
    iso,
    locked,
    read_json,
    read_jsonl,
)
from trainwarden.localcluster.layout import ClusterLayout, RunLayout

if TYPE_CHECKING:
    from trainwarden.localcluster.faults import ArmedFault, Fault


def exclusions(layout: ClusterLayout) -> dict[str, dict[str, Any]]:
    """node -> {"reason", "key", "at"} of the cluster's own drain list."""
    return read_json(layout.exclusions, {}) or {}


def down_nodes(layout: ClusterLayout) -> dict[str, dict[str, Any]]:
    """node -> {"reason", "at", "job_id"} of nodes lost (until returned to service)."""
    return read_json(layout.down, {}) or {}


def fault_table(layout: ClusterLayout) -> dict[str, list[Fault]]:
    from trainwarden.localcluster.faults import Fault  # pydantic: see claim_faults

    raw = read_json(layout.faults, {}) or {}
    return {node: [Fault.model_validate(f) for f in faults] for node, faults in raw.items()}


def save_fault_table(layout: ClusterLayout, table: dict[str, list[Fault]]) -> None:
    """Caller holds the cluster lock."""
    atomic_write_json(
        layout.faults, {n: [f.model_dump() for f in fs] for n, fs in table.items() if fs}
    )


def record_action(layout: ClusterLayout, record: dict[str, Any]) -> dict[str, Any]:
    """Append one mutating operation to actions.jsonl (the backend's record of commands)."""
    full = {"at": iso(), **record}
    append_jsonl(layout.actions, full)
    return full


def find_action(layout: ClusterLayout, key: str, action: str) -> dict[str, Any] | None:
    """The ``action`` done earlier under idempotency ``key``, if any (caller holds the lock)."""
    for record in read_jsonl(layout.actions):
        if record.get("key") == key and record.get("action") == action:
            return record
    return None


def claim_faults(
    layout: ClusterLayout,
    run: RunLayout,
    nodes: list[str],
    run_steps: Callable[[Fault], int],
    job_id: str | None = None,
    kinds: Collection[str] | None = None,
) -> bool:
    """Arm the faults of ``nodes`` for this run; returns True if anything new was armed.
    ``run_steps(fault)``: the steps the run completed so far, as counted for that fault.

    Non-sticky faults are consumed (removed from the table) when a run claims them; sticky
    ones stay and are armed once by every run that places ranks on the node. A fault meant for
    another job (``Fault.job``), or of a kind this run cannot carry out (``kinds``; None: any),
    is left in the table for a run that can.

    Nothing in the table for ``nodes`` (the usual case): returns at once, without the lock and
    without the fault models, so a launcher starting a run does not wait for pydantic's import.
    """
    table = read_json(layout.faults, {}) or {}
    if not any(table.get(node) for node in nodes):
        return False
    from trainwarden.localcluster.faults import ArmedFault

    armed = [ArmedFault.model_validate(f) for f in read_json(run.armed_faults, []) or []]
    armed_ids = {f.id for f in armed}
    with locked(layout.lock):
        table = fault_table(layout)
        new: list[ArmedFault] = []
        for node in nodes:
            keep: list[Fault] = []
            for fault in table.get(node, []):
                ours = fault.job in (None, job_id) and (kinds is None or fault.kind in kinds)
                if ours and fault.id not in armed_ids:
                    new.append(
                        ArmedFault(
                            **fault.model_dump(), fire_after=run_steps(fault) + fault.after_steps
                        )
                    )
                if fault.sticky or not ours:
                    keep.append(fault)
            if node in table:
                table[node] = keep
        if not new:
            return False
        save_fault_table(layout, table)
        atomic_write_json(run.armed_faults, [f.model_dump() for f in armed + new])
    return True
