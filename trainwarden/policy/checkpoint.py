"""Where a job's checkpoints are and what verifying them asks for."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field

from trainwarden.checkpoints.models import CheckpointVerdict, RejectedCheckpoint
from trainwarden.models import JobHandle, JobSpec
from trainwarden.playbook.schema import CheckpointSettings
from trainwarden.playbook.steps import VerifyCheckpointStep


class VerifyRequest(BaseModel):
    """What to verify (the fields of the verify_checkpoint activity's input)."""

    uri: str
    layout: str
    checksums: bool
    fallback: bool = True
    rollback: int = 0
    custom_layouts: list[dict[str, Any]] = Field(default_factory=list)
    skip: list[RejectedCheckpoint] = Field(
        default_factory=list, description="checkpoints bad for this job, rejected unread"
    )


def checkpoint_location(job: JobSpec, handle: JobHandle | None) -> str | None:
    """The job spec's checkpoint location, else the one the backend reported, else None."""
    return job.checkpoint_uri or (handle.checkpoint_uri if handle else None)


def verify_request(
    uri: str,
    settings: CheckpointSettings,
    step: VerifyCheckpointStep | None,
    skip: list[RejectedCheckpoint] | None = None,
) -> VerifyRequest:
    """A `verify_checkpoint` step's request; None: the implicit one before a restart."""
    step = step or VerifyCheckpointStep()
    return VerifyRequest(
        uri=uri,
        layout=settings.layout,
        checksums=settings.checksums if step.checksums is None else step.checksums,
        fallback=step.fallback,
        rollback=step.rollback,
        custom_layouts=[c.model_dump() for c in settings.custom_layouts],
        skip=list(skip or []),
    )


def no_checkpoint_location(layout: str) -> CheckpointVerdict:
    """The verdict when the job has no checkpoint location at all."""
    return CheckpointVerdict(
        usable=False,
        step=None,
        location=None,
        layout=layout,
        level="presence",
        checked=["job has no checkpoint location"],
        rejected=[],
        candidates=0,
        listing_calls=0,
        bytes_read=0,
        seconds=0.0,
        throughput_mb_s=None,
    )


def verify_summary(verdict: CheckpointVerdict) -> str:
    """One line about a verification: the checkpoint chosen and the newer ones rejected."""
    # each reason already names its checkpoint ("step 30: shard rank-1.pt missing")
    rejected = "; ".join(r.reason for r in verdict.rejected[:5])
    text = (
        f"checkpoint step {verdict.step} at {verdict.location}"
        if verdict.usable
        else "no usable checkpoint"
    )
    return text + (f" (rejected newer: {rejected})" if rejected else "")


NO_CHECKPOINT = "no usable checkpoint and the playbook does not allow restarting from scratch"
LAYOUT_PARAM = "checkpoint_layout"
"""The shipped playbooks' param that sets `checkpoint.layout`."""


def no_checkpoint_reason(
    verdict: CheckpointVerdict, params: dict[str, Any], playbook_ref: str
) -> str:
    """Why the incident stops without a checkpoint, and what the user can set to fix it when
    the checkpoints there are of another layout than the one looked for."""
    others = verdict.other_layouts()
    if others:
        found = others[0]
        listed = ", ".join(found.directories[:3]) + (", ..." if found.count > 3 else "")
        return (
            f"{NO_CHECKPOINT}: the playbook's checkpoint layout is {verdict.layout}, but "
            f"{found.count} {found.layout} checkpoint director"
            f"{'ies are' if found.count != 1 else 'y is'} under {verdict.uri} ({listed}; "
            f"newest {found.newest}); "
            + _layout_setting(found.layout, verdict.layout, params, playbook_ref)
        )
    unknown = verdict.unrecognised()
    if unknown is not None and verdict.candidates == 0:
        return (
            f"{NO_CHECKPOINT}: {unknown.count} step director"
            f"{'ies' if unknown.count != 1 else 'y'} under {verdict.uri} "
            f"hold{'' if unknown.count != 1 else 's'} no known checkpoint layout (newest "
            f"{unknown.newest}); describe yours in the playbook's checkpoint.custom_layouts "
            "and set checkpoint.layout to its name"
        )
    return NO_CHECKPOINT


def _layout_setting(layout: str, current: str, params: dict[str, Any], ref: str) -> str:
    if params.get(LAYOUT_PARAM) == current:
        return (
            f'set the param {LAYOUT_PARAM} to {layout} (workflow input "params": '
            f'{{"{LAYOUT_PARAM}": "{layout}"}}), or to auto to recognise each directory\'s layout'
        )
    return (
        f"set checkpoint.layout: {layout} in playbook {ref}, or auto to recognise each "
        "directory's layout"
    )
