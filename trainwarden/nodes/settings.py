"""Per-cluster settings of the node-health ledger (the playbook's ``cluster:`` section).

Held as seconds (``Duration`` parses ``30s``, ``1h``, ``2d``). One node-health workflow serves
every job on a cluster, so it keeps the settings it was started with (the first consulting
job's playbook) until it is restarted; see docs/nodes.md.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from trainwarden.timekeeping.durations import Duration

Fraction = Annotated[float, Field(ge=0, le=1)]
MAX_WINDOW = 30 * 86400.0  # 30 days: every window and duration here is at most this


class NodeHealthSettings(BaseModel):
    """The cluster-wide breaker, reputation and return-to-service policy."""

    model_config = ConfigDict(extra="forbid", allow_inf_nan=False)

    breaker_window: Duration = Field(
        default=3600.0,
        gt=0,
        le=MAX_WINDOW,
        description="sliding window of the breaker; events older than this when they arrive "
        "are recorded, not acted on",
    )
    max_excluded_fraction: Fraction = Field(
        default=0.1,
        description="at most this fraction of the cluster's nodes excluded within the window "
        "(never less than one node)",
    )
    max_excluded_count: int = Field(
        default=8, ge=0, le=100_000, description="and at most this many nodes (0: none)"
    )
    reputation_incidents: int = Field(
        default=3,
        ge=1,
        le=1000,
        description="a node implicated in this many incidents of distinct jobs or runs ...",
    )
    reputation_window: Duration = Field(
        default=86400.0, gt=0, le=MAX_WINDOW, description="... within this window is quarantined"
    )
    reputation_by: Literal["job", "run"] = Field(
        default="run", description="count distinct jobs, or distinct runs of jobs"
    )
    reputation_min_confidence: Fraction = Field(
        default=0.3, description="implications below this confidence do not count"
    )
    expire_after: Duration | None = Field(
        default=86400.0,
        ge=0,
        le=MAX_WINDOW,
        description="an excluded node returns to service after this long (null: never by time)",
    )
    health_check: list[str] = Field(
        default_factory=list,
        max_length=64,
        description="argv run by the worker, {node} substituted; exit 0 returns the node "
        "(e.g. ssh {node} /usr/local/bin/gpu-check, or srun -w {node} ...)",
    )
    health_check_after: Duration = Field(
        default=600.0, ge=0, le=MAX_WINDOW, description="first check this long after exclusion"
    )
    health_check_every: Duration = Field(
        default=600.0, gt=0, le=MAX_WINDOW, description="then again this often until it passes"
    )
    health_check_timeout: Duration = Field(default=120.0, gt=0, le=3600.0)

    @field_validator("health_check")
    @classmethod
    def _argv(cls, argv: list[str]) -> list[str]:
        if argv and not argv[0].strip():
            raise ValueError("the health check's program (first element) must not be empty")
        if any("\0" in arg for arg in argv):
            raise ValueError("contains a NUL byte, which no program argument can carry")
        return argv

    def breaker_limit(self, cluster_nodes: int | None) -> int:
        """Nodes that may be taken out within one window: the smaller of the count and the
        fraction of the cluster (at least one, so a small cluster can still lose a node)."""
        if cluster_nodes is None or cluster_nodes <= 0:
            return self.max_excluded_count
        by_fraction = max(1, int(self.max_excluded_fraction * cluster_nodes + 1e-9))
        return min(self.max_excluded_count, by_fraction)
