"""Nodes across jobs: the cluster-wide exclusion breaker, node reputation and return to service.

Pure domain logic (pydantic models and functions, no Temporal, no clocks of their own): the
node-health entity workflow (workflows/node_health.py) holds one ``NodeLedger`` per cluster and
passes ``workflow.now()`` in, so every decision is deterministic and unit-testable.
"""

from trainwarden.nodes.ledger import NodeLedger
from trainwarden.nodes.models import (
    ConsultDecision,
    ConsultRequest,
    ExclusionReport,
    NodeView,
    ReturnRequest,
)
from trainwarden.nodes.settings import NodeHealthSettings

__all__ = [
    "ConsultDecision",
    "ConsultRequest",
    "ExclusionReport",
    "NodeHealthSettings",
    "NodeLedger",
    "NodeView",
    "ReturnRequest",
]
