"""What the workflow knew about the job when it decided an incident (recorded with it)."""

from __future__ import annotations

from datetime import datetime

from pydantic import BaseModel, Field

from trainwarden.checkpoints.models import CheckpointVerdict


class JobContext(BaseModel):
    """What the workflow knew about the job when it decided (kept small: it is in history)."""

    job_nodes: int = Field(ge=1, description="nodes the job asks for (the exclusion limit's base)")
    nodes: list[str] = Field(default_factory=list, description="the allocation, when known")
    ranks: dict[str, str] = Field(default_factory=dict, description="rank -> node, when known")
    excluded_nodes: dict[str, str] = Field(
        default_factory=dict, description="node -> incident, already excluded before this one"
    )
    restarts: list[datetime] = Field(
        default_factory=list, description="counted restarts before this incident"
    )
    restarts_used: int = 0
    now: datetime = Field(description="when the decision was taken (restart budget window)")
    has_checkpoint_location: bool = True
    checkpoint: CheckpointVerdict | None = Field(
        default=None, description="the verification's verdict; None: not known yet (usable)"
    )
    checkpoint_failed_to_load: bool = Field(
        default=False,
        description="the failed run died before its first step loading the checkpoint it was "
        "given (marked bad for the job)",
    )
