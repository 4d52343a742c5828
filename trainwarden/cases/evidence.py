"""Where an incident's evidence bundle is kept: the reference recorded in history."""

from __future__ import annotations

from pydantic import BaseModel, Field


class EvidenceBundleRef(BaseModel):
    """The collect_evidence activity's result: the bundle on the worker and its durable copy."""

    path: str = Field(description="the bundle directory on the worker that collected it")
    files: int
    bytes: int
    stored_at: str | None = Field(
        default=None, description="the archive in the evidence store (a path or s3:// URI)"
    )
    sha256: str | None = Field(default=None, description="sha256 of the stored archive")
    store_error: str | None = Field(
        default=None, description="why the bundle could not be stored (recovery went on)"
    )
