"""What travels to and from the node-health ledger: requests, decisions, and node views.

Requests are strict (unknown fields are errors): they arrive as Temporal Update payloads from
supervisions and operators, and a typo must be rejected, never recorded.
"""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    SerializerFunctionWrapHandler,
    StringConstraints,
    model_serializer,
)

from trainwarden.attribution.result import Category
from trainwarden.nodes.settings import NodeHealthSettings

NodeName = Annotated[
    str, StringConstraints(min_length=1, max_length=200, pattern=r"^[A-Za-z0-9][A-Za-z0-9._-]*$")
]
Label = Annotated[str, StringConstraints(min_length=1, max_length=500)]
NodeState = Literal["in_service", "excluded", "quarantined"]
Decision = Literal["allow", "quarantine", "already_out", "refuse", "record_only", "stale"]


def _aware(at: datetime) -> datetime:
    if at.tzinfo is None:
        raise ValueError("needs a time zone (e.g. 2026-12-04T15:00:00Z)")
    return at


AwareTime = Annotated[datetime, AfterValidator(_aware)]


def _distinct(nodes: list[str]) -> list[str]:
    return list(dict.fromkeys(nodes))


NodeList = Annotated[list[NodeName], Field(min_length=1, max_length=64), AfterValidator(_distinct)]


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", allow_inf_nan=False)


class ConsultRequest(Strict):
    """A supervision asks before it excludes (intent exclude), or reports an incident that
    implicated nodes it will not exclude (intent report: low confidence); both count towards
    the nodes' reputation."""

    nodes: NodeList
    job: Label
    run: int = Field(default=1, ge=1)
    incident: Label
    confidence: float = Field(ge=0, le=1)
    category: Category
    signature: str = Field(default="", max_length=200)
    at: AwareTime = Field(description="when the incident happened (its own time, not now)")
    intent: Literal["exclude", "report"] = "exclude"
    evidence: list[Annotated[str, StringConstraints(max_length=500)]] = Field(
        default_factory=list, max_length=5, description="initiating evidence lines"
    )
    cluster_nodes: int | None = Field(default=None, ge=1, le=1_000_000)
    sender: str | None = Field(default=None, max_length=200)
    earlier: list[EarlierIncident] = Field(
        default_factory=list,
        max_length=20,
        description="the job's earlier incidents in which these nodes failed first (the "
        "recurrence that implicated them): each counts towards their reputation too",
    )


class EarlierIncident(Strict):
    """One earlier incident of a recurrence (same job, its own run and time)."""

    incident: Label
    run: int = Field(default=1, ge=1)
    at: AwareTime


class Implication(BaseModel):
    """One incident that named a node: the evidence behind its reputation."""

    job: str
    run: int
    incident: str
    at: datetime
    confidence: float
    category: str
    signature: str = ""
    evidence: list[str] = Field(default_factory=list)

    @model_serializer(mode="wrap")
    def _compact(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        return _without_defaults(self, handler(self))


class BreakerView(BaseModel):
    window: float
    limit: int
    cluster_nodes: int | None
    excluded_in_window: list[str]

    @property
    def room(self) -> int:
        return max(0, self.limit - len(self.excluded_in_window))


class ConsultDecision(BaseModel):
    """allow / quarantine: exclude ``exclude`` now (reserved: inform with record_exclusion,
    done or not). already_out: every node is out already, nothing to run. refuse: the breaker
    is open, hand the incident to an operator. record_only: counted for reputation, nothing
    to do. stale: older than the breaker window on arrival; recorded, not acted on."""

    decision: Decision
    exclude: list[str] = Field(default_factory=list)
    already_out: list[str] = Field(default_factory=list)
    refused: list[str] = Field(default_factory=list)
    reason: str
    evidence: dict[str, list[Implication]] = Field(
        default_factory=dict, description="per node: the incidents behind a quarantine"
    )
    breaker: BreakerView


class ExclusionReport(Strict):
    """After acting: what was excluded (done) or what a reserved exclusion did not do."""

    nodes: NodeList
    job: Label
    run: int = Field(default=1, ge=1)
    incident: Label
    at: AwareTime
    done: bool = True
    reason: str = Field(default="", max_length=1000)
    commands: list[Annotated[str, StringConstraints(max_length=1000)]] = Field(
        default_factory=list, max_length=20
    )
    sender: str | None = Field(default=None, max_length=200)


class ReturnRequest(Strict):
    node: NodeName
    reason: Label
    sender: str | None = Field(default=None, max_length=200)


class ConfigureRequest(Strict):
    """An operator changes the cluster's settings (otherwise those of the first playbook)."""

    settings: NodeHealthSettings
    reason: Label
    sender: str | None = Field(default=None, max_length=200)


class NodeEvent(BaseModel):
    """One entry of a node's recent history (shown by `warden nodes --json`)."""

    at: datetime
    kind: Literal[
        "implicated", "excluded", "quarantined", "cancelled", "returned", "check_failed", "stale"
    ]
    detail: str
    job: str | None = None
    incident: str | None = None


_NO_DEFAULT = object()
_DEFAULTS: dict[type[BaseModel], dict[str, Any]] = {}


def _without_defaults(model: BaseModel, data: dict[str, Any]) -> dict[str, Any]:
    """A payload of ``model`` without the fields at their defaults (read back the same): the
    ledger carries thousands of records across continue-as-new, most of them mostly empty."""
    defaults = _DEFAULTS.get(type(model))
    if defaults is None:  # once per class: pydantic's get_default inspects the factory
        defaults = _DEFAULTS[type(model)] = {
            name: _NO_DEFAULT if f.is_required() else f.get_default(call_default_factory=True)
            for name, f in type(model).model_fields.items()
        }
    return {
        k: v
        for k, v in data.items()
        if defaults.get(k, _NO_DEFAULT) is _NO_DEFAULT or getattr(model, k) != defaults[k]
    }


class NodeRecord(BaseModel):
    """What the ledger knows of one node."""

    node: str
    state: NodeState = "in_service"
    reason: str = ""
    since: datetime | None = None
    job: str | None = None
    incident: str | None = None
    implications: list[Implication] = Field(default_factory=list)
    counted_from: datetime | None = Field(
        default=None, description="implications before this (its last return) no longer count"
    )
    expires_at: datetime | None = None
    next_check_at: datetime | None = None
    checks_failed: int = 0
    history: list[NodeEvent] = Field(default_factory=list)

    @property
    def out(self) -> bool:
        return self.state != "in_service"

    @model_serializer(mode="wrap")
    def _compact(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        return _without_defaults(self, handler(self))


class NodeView(BaseModel):
    node: str
    state: NodeState
    reason: str
    since: datetime | None
    job: str | None
    incident: str | None
    incidents: list[Implication]
    returns_at: datetime | None = Field(description="the next expiry or health check, if any")
    returns_by: Literal["expiry", "health_check", "operator"] | None
    checks_failed: int
    history: list[NodeEvent]


class LedgerArchive(BaseModel):
    """One archive of what the ledger's compact state left out (older node events, evidence
    lines, implications that no longer count, records of nodes long back in service), in the
    evidence store; each names the one before it, so the newest reaches them all."""

    sha256: str
    location: str
    entries: int
    first_at: datetime | None = None
    last_at: datetime | None = None
    previous: str | None = Field(default=None, description="sha256 of the archive before")


class ClusterNodesView(BaseModel):
    """The `nodes` query: every node the ledger knows, and the breaker's state."""

    cluster: str
    breaker: BreakerView
    nodes: list[NodeView]
    stale_events: int = 0
    archive: LedgerArchive | None = Field(
        default=None,
        exclude_if=lambda value: value is None,
        description="the newest archive of the nodes' full history (older events, evidence)",
    )


ConsultRequest.model_rebuild()
