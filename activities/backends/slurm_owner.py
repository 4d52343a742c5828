"""One supervision per Slurm job name (trainwarden/ownership.py).

The owner of each job name is recorded in ``<run root>/owners/<name>.json``, read and written
under one lock file there: the run root is the directory the site's workers and jobs share, so
two workers starting supervisions of one job at once are serialised by it. A job of that name
still queued or running with trainwarden's key comment is what a new supervision attaches to,
once no other open supervision holds the name.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from trainwarden.activities.backends.base import BackendError
from trainwarden.activities.backends.slurm_parse import SlurmJob
from trainwarden.localcluster.fsutil import atomic_write_json, locked, read_json
from trainwarden.models import TERMINAL_STATES
from trainwarden.ownership import Owner, already_supervised
from trainwarden.untrusted.paths import safe_part

KEY_COMMENT_PREFIX = "trainwarden-key="  # the key comment of every job trainwarden submits


class SlurmOwners:
    def __init__(self, run_root: Path, cluster: str) -> None:
        self.dir = run_root / "owners"
        self.cluster = cluster

    @contextmanager
    def claim(self, name: str, owner: Owner) -> Iterator[Callable[[str], None]]:
        """Under the lock: refuse when another open supervision holds `name`; yields a function
        recording `owner` with the job id it submitted or attached to."""
        self.dir.mkdir(parents=True, exist_ok=True)
        path = self.dir / f"{safe_part(name)}.json"
        with locked(self.dir / ".lock"):
            holder = (read_json(path, {}) or {}).get("owner")
            if owner.refuse(holder):
                raise BackendError(
                    "already_supervised", already_supervised(name, self.cluster, holder)
                )

            def record(job_id: str) -> None:
                atomic_write_json(path, {"owner": owner.workflow_id, "job_id": job_id})

            yield record


def live_job(jobs: list[SlurmJob], name: str) -> SlurmJob | None:
    """The newest job named `name` that trainwarden submitted and that has not ended."""
    live = [
        j
        for j in jobs
        if j.name == name
        and j.comment.startswith(KEY_COMMENT_PREFIX)
        and j.state not in TERMINAL_STATES
    ]
    return max(live, key=lambda j: int(j.job_id.split("_")[0])) if live else None
