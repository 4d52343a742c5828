"""The interface every scheduler backend implements (local simulated cluster, Slurm, ...).

Methods are synchronous and do blocking I/O; activities call them from a thread pool.
Every mutating method takes an idempotency ``key`` (incident id + action) and must check the
cluster's state first, so an activity retried after a worker crash does not act twice.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Protocol

from pydantic import BaseModel

from trainwarden.models import BackendCommand, JobHandle, JobObservation, JobSpec
from trainwarden.ownership import Owner


class CheckpointRef(BaseModel):
    """A checkpoint the job must load on restart: exactly what was verified."""

    step: int
    location: str


class BackendError(Exception):
    """A classified backend failure.

    kind: "unreachable" (retry with backoff), "permission_denied", "unknown_job",
    "invalid_node", "invalid_request", "already_supervised", "undecodable" (the scheduler's
    record of the job could not be read) (do not retry).
    """

    def __init__(self, kind: str, message: str, commands: list[BackendCommand] | None = None):
        super().__init__(f"{kind}: {message}")
        self.kind = kind
        self.message = message
        self.commands = commands or []

    @property
    def retryable(self) -> bool:
        return self.kind == "unreachable"


class Backend(Protocol):
    name: str

    def start(
        self, job: JobSpec, key: str, owner: Owner | None = None
    ) -> tuple[JobHandle, list[BackendCommand]]:
        """Submit the job (or attach to an existing one); idempotent by key."""
        ...

    def observe(self, handle: JobHandle) -> JobObservation:
        """One cheap poll of the job's state and per-rank progress."""
        ...

    def collect_evidence(self, handle: JobHandle, dest: Path, since: datetime | None) -> Path:
        """Write an evidence bundle (docs/evidence-bundle.md) for the current run into dest."""
        ...

    def exclude(
        self, handle: JobHandle, nodes: list[str], reason: str, key: str
    ) -> list[BackendCommand]:
        """Take nodes out of service (drain / cordon / local exclusion list)."""
        ...

    def return_to_service(
        self, nodes: list[str], reason: str, key: str
    ) -> list[BackendCommand]: ...

    def restart(
        self,
        handle: JobHandle,
        exclude: list[str],
        checkpoint: CheckpointRef | None,
        key: str,
    ) -> tuple[JobHandle, list[BackendCommand]]:
        """Stop what is left of the current run and start a new one avoiding exclude."""
        ...

    def stop(self, handle: JobHandle, reason: str, key: str) -> list[BackendCommand]: ...
