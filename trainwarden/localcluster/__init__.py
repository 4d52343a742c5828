"""The local simulated cluster: real OS processes, logs, checkpoints and failure cascades.

It is the embedded default backend (what ``warden demo`` and the end-to-end tests drive).
Exports are loaded lazily so the trainer and launcher processes start fast.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from trainwarden.localcluster.cluster import LocalCluster
    from trainwarden.localcluster.errors import LocalClusterError
    from trainwarden.localcluster.faults import FAULT_KINDS, Fault

__all__ = ["FAULT_KINDS", "Fault", "LocalCluster", "LocalClusterError"]

_HOMES = {
    "LocalCluster": "trainwarden.localcluster.cluster",
    "LocalClusterError": "trainwarden.localcluster.errors",
    "FAULT_KINDS": "trainwarden.localcluster.faults",
    "Fault": "trainwarden.localcluster.faults",
}


def __getattr__(name: str) -> Any:
    if name in _HOMES:
        return getattr(import_module(_HOMES[name]), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
