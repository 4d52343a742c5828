"""Fault kinds the local cluster can inject: the fault table's validated models. The text each
one produces, and when an armed one is due, are in ``trainwarden.localcluster.firing``."""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Literal

from pydantic import BaseModel, Field

from trainwarden.localcluster.firing import DEFAULT_XID, fault_is_due
from trainwarden.localcluster.fsutil import iso

FaultKind = Literal["xid", "hang", "user_code", "node_loss", "slow", "nan"]
FAULT_KINDS: tuple[str, ...] = ("xid", "hang", "user_code", "node_loss", "slow", "nan")
MAX_AFTER_SECONDS = 30 * 86400.0


class Fault(BaseModel):
    """One fault in a node's fault table (``sticky`` ones recur on every run using the node)."""

    id: str = Field(default_factory=lambda: uuid.uuid4().hex[:12])
    node: str
    kind: FaultKind
    sticky: bool = False
    after_steps: int = Field(default=3, ge=0)
    after_seconds: float | None = Field(
        default=None, gt=0, le=MAX_AFTER_SECONDS, description="fire on time, not on steps"
    )
    job: str | None = Field(default=None, description="only runs of this job id claim it")
    # checked by ProgressSettings at injection (not imported here, to keep this module light)
    preset: str = Field(default="auto", description="progress preset for a command's lines")
    pattern: str | None = Field(default=None, description="progress pattern (named group step)")
    xid: int = DEFAULT_XID
    created_at: str = Field(default_factory=iso)


class ArmedFault(Fault):
    """A fault a run has claimed: fires once the run has completed ``fire_after`` steps, or
    at ``armed_at`` + ``after_seconds`` for a fault on time."""

    fire_after: int = Field(description="steps completed in this run before it fires")
    armed_at: str = Field(default_factory=iso)

    def due(self, steps: int, now: datetime) -> bool:
        """Whether it fires now, the run having completed ``steps`` (as counted at arming)."""
        return fault_is_due(self.after_seconds, self.armed_at, self.fire_after, steps, now)
