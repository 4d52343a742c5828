"""Checkpoints that killed the run they were given to: bad for this job, skipped from then on.

A checkpoint can pass every presence and checksum test and still fail to load (garbage in a
shard, a format the program no longer reads). Verification cannot see that; the run that dies
before its first step can. Restarting from the same checkpoint again would only spend the
restart budget, so the next verification skips it and falls back to an older one.
"""

from __future__ import annotations

from collections.abc import Sequence

from pydantic import BaseModel, Field

from trainwarden.checkpoints.models import RejectedCheckpoint
from trainwarden.models import FirstSign, JobObservation

MAX_BAD_CHECKPOINTS = 20


class BadCheckpoint(BaseModel):
    """A checkpoint a run of this job died loading."""

    step: int
    location: str
    run: int = Field(description="the run that was started from it and died before its first step")
    incident: int = Field(description="the incident that marked it bad")

    @property
    def reason(self) -> str:
        return f"failed to load in run {self.run}"

    def as_skip(self) -> RejectedCheckpoint:
        """How a verification request names it (see verify_checkpoints' `skip`)."""
        return RejectedCheckpoint(step=self.step, location=self.location, reason=self.reason)


class StartedFrom(BaseModel):
    """The checkpoint a run was restarted from (None fields: started from scratch)."""

    step: int | None = None
    location: str | None = None


def progress_visible(source: str | None, high_water_step: int | None) -> bool:
    """Whether this job's runs show their steps (so one that died before its first step is
    seen to have). The last observation's source alone is not enough: a run that died at
    start-up, its ranks killed before any wrote a status file or a step line, reads `none`
    (most often on a loaded machine, where start-up is slow). A step seen before, in any run,
    says the job has a source all the same."""
    return source != "none" or high_water_step is not None


def program_seen(obs: JobObservation, signs: Sequence[FirstSign]) -> bool:
    """Whether any rank of the run was seen at all: a status, or a rank's own exit or line.
    A run whose launcher was refused before any rank started (Slurm's `srun: error: Unable to
    create step for job N: Memory required by task is not available`, met on busy clusters) never
    read its checkpoint, so it says nothing about it."""
    return bool(obs.ranks) or bool(obs.rank_count) or any(s.rank is not None for s in signs)


def bad_checkpoint(
    *,
    trigger: str,
    run: int,
    reached_first_step: bool,
    started_from: StartedFrom | None,
    incident: int,
    progress_visible: bool = True,
) -> BadCheckpoint | None:
    """The checkpoint to mark bad for this job, or None.

    Only a run that died (`failed`; a hang or a straggler is not a load failure) before its
    first step, and that was given a checkpoint, blames that checkpoint. A job with no progress
    source (`progress_visible` False) never shows a first step, so nothing is blamed."""
    if not progress_visible:
        return None
    if trigger != "failed" or reached_first_step or started_from is None:
        return None
    if started_from.step is None or not started_from.location:
        return None
    return BadCheckpoint(
        step=started_from.step, location=started_from.location, run=run, incident=incident
    )


def remember_bad(known: list[BadCheckpoint], bad: BadCheckpoint) -> list[BadCheckpoint]:
    """`known` with `bad` added (once per location), the newest MAX_BAD_CHECKPOINTS kept."""
    kept = [b for b in known if (b.step, b.location) != (bad.step, bad.location)]
    return [*kept, bad][-MAX_BAD_CHECKPOINTS:]


def bad_checkpoint_note(bad: BadCheckpoint) -> str:
    """One line for the incident's record and the report."""
    return (
        f"checkpoint step {bad.step} at {bad.location} marked bad for this job: "
        f"{bad.reason} (died before its first step); the next restart falls back to an older one"
    )
