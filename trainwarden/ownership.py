"""One supervision per job: who owns a job, as the backend records it.

The owner is the supervising workflow's id, recorded with the job in the backend's own state
(the local cluster's job record, Slurm's job comment) when a supervision submits or attaches,
and checked under the backend's lock when another asks. A recorded owner holds the job only
while its workflow is open: a closed one (terminated, failed, completed) can hold nothing, so
a new supervision then attaches to the running job. The record lives with the job and the
liveness check asks the Temporal server, so a worker crash loses neither.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class Owner:
    """The supervision asking to act on a job, and how to tell whether another supervision,
    recorded as the job's owner, is still running."""

    workflow_id: str
    is_active: Callable[[str], bool]

    def refuse(self, holder: str | None) -> bool:
        """Whether the job, held by `holder`, must be refused to this supervision."""
        return bool(holder) and holder != self.workflow_id and self.is_active(str(holder))


def already_supervised(job: str, where: str, holder: str | None) -> str:
    return (
        f"job {job} on {where} is already supervised by workflow {holder!r}; one supervision "
        "per job: end that one first (terminate it: the job keeps running and a new "
        "supervision attaches to it), or query its status"
    )
