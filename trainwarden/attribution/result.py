"""The attribution result: the docs/attribution.md contract, as pydantic models.

`AttributionResult.model_dump(mode="json")` is exactly what `warden attribute --json` prints and
what the attribute activity returns, so the field names here are the public contract.
"""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import BaseModel, Field, model_validator

from trainwarden.hostlists import compress, compress_ranks, expand, expand_ranks

Category = Literal[
    "gpu_hardware",
    "network",
    "node_failure",
    "storage",
    "oom",
    "user_code",
    "numerical",
    "hang",
    "straggler",
    "preemption",
    "unknown",
]
Verdict = Literal["attributed", "ambiguous", "no_failure"]

CATEGORIES: tuple[str, ...] = Category.__args__  # type: ignore[attr-defined]

# docs/attribution.md, "retryable by default". `unknown` is "playbook decides": we report False
# so that nothing retries on evidence we could not classify unless the playbook says so.
# how the supervisor's own stop of a job on a first sign begins its reason (a rank died, a fatal
# line appeared): the scheduler's CANCELLED that follows is the supervisor acting on a failure,
# never the owner stopping a run that was training
FIRST_SIGN_STOP = "first sign: "

RETRYABLE_BY_DEFAULT: dict[str, bool] = {
    "gpu_hardware": True,
    "network": True,
    "node_failure": True,
    "storage": True,
    "oom": False,
    "user_code": False,
    "numerical": True,
    "hang": True,
    "straggler": True,
    "preemption": True,
    "unknown": False,
}

# Categories whose evidence points at a machine (docs/attribution.md, "machine implicated?").
MACHINE_CATEGORIES: frozenset[str] = frozenset(
    {"gpu_hardware", "network", "node_failure", "storage", "straggler", "hang"}
)


class EvidenceLine(BaseModel):
    """One line of the bundle a person can open to check the verdict (1-based line number)."""

    file: str
    line: int
    text: str


class Initiating(BaseModel):
    """Where and when the initiating cause was first seen."""

    at: datetime | None = None
    node: str | None = None
    rank: int | None = None
    evidence: list[EvidenceLine] = Field(default_factory=list)


CASCADE_LISTED = 32  # nodes and ranks a cascade group lists one by one


class CascadeGroup(BaseModel):
    """Symptoms that followed the initiating cause, grouped by signature."""

    signature: str
    category: str
    nodes: list[str] = Field(
        default_factory=list, description="all of them, or a sample when node_hostlist is set"
    )
    ranks: list[int] = Field(
        default_factory=list, description="all of them, or a sample when rank_ranges is set"
    )
    count: int = 0
    node_hostlist: str | None = Field(
        default=None,
        exclude_if=lambda value: value is None,
        description="more than CASCADE_LISTED nodes: all of them as a Slurm hostlist",
    )
    rank_ranges: str | None = Field(
        default=None,
        exclude_if=lambda value: value is None,
        description="more than CASCADE_LISTED ranks: all of them as ranges (0-7,16-23)",
    )

    @model_validator(mode="after")
    def _compact_when_long(self) -> CascadeGroup:
        """A cascade over a whole job (every rank's watchdog) lists thousands of nodes and
        ranks: keep the first CASCADE_LISTED and the whole set compactly beside them."""
        if len(self.nodes) > CASCADE_LISTED and self.node_hostlist is None:
            self.node_hostlist = compress(self.nodes)
            self.nodes = self.nodes[:CASCADE_LISTED]
        if len(self.ranks) > CASCADE_LISTED and self.rank_ranges is None:
            self.rank_ranges = compress_ranks(self.ranks)
            self.ranks = self.ranks[:CASCADE_LISTED]
        return self

    def all_nodes(self) -> list[str]:
        return expand(self.node_hostlist) if self.node_hostlist else list(self.nodes)

    def all_ranks(self) -> list[int]:
        return expand_ranks(self.rank_ranges) if self.rank_ranges else list(self.ranks)


class AttributionResult(BaseModel):
    """What failed, where, and how sure we are (docs/attribution.md).

    `warnings` is an extra optional field (the contract allows extensions): lines or files of the
    bundle that were skipped because they could not be parsed. `recurrence` (also optional) is
    set only by the job's incident history, never by a bundle alone.
    """

    verdict: Verdict
    category: Category
    signature: str
    implicated_nodes: list[str] = Field(default_factory=list)
    initiating: Initiating = Field(default_factory=Initiating)
    cascading: list[CascadeGroup] = Field(default_factory=list)
    confidence: float = Field(ge=0.0, le=1.0)
    retryable: bool
    explanation: str
    warnings: list[str] = Field(default_factory=list)
    recurrence: RecurrenceEvidence | None = Field(
        default=None,
        description="set when the job's earlier incidents decided this one (docs/attribution.md); "
        "left out of the JSON otherwise, so a bundle alone answers exactly as before",
        exclude_if=lambda value: value is None,
    )


class RecurrenceEvidence(BaseModel):
    """The incidents of the job that made the case (trainwarden/attribution/recurrence.py):
    `same_node`, a node that failed first run after run; `moves`, the same failure on one node
    after another. Lists run oldest first and end with this incident."""

    kind: Literal["same_node", "moves"]
    node: str | None = None
    nodes: list[str] = Field(default_factory=list, description="who failed first, per run")
    incidents: list[str] = Field(default_factory=list)
    runs: list[int] = Field(default_factory=list)
    times: list[datetime | None] = Field(default_factory=list, description="each run's failure")
    phases: list[str | None] = Field(default_factory=list)
    signatures: list[str] = Field(default_factory=list)
    signature: str = Field(description="this incident's own evidence, before the rule")
    category: str
    confidence: float


AttributionResult.model_rebuild()
