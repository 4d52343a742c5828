"""The paths a job's input names, checked on the worker before the job is started.

Which fields of a job are paths, and what each must be, is the job's knowledge; how a path is
checked without reading it (a stat only, never a FIFO opened) is trainwarden.untrusted.input_paths'.
"""

from __future__ import annotations

import os

from trainwarden.models import JobSpec
from trainwarden.untrusted.input_paths import Check, first_path_problem


def _checkpoint_path(uri: str | None) -> str | None:
    """The local path of a checkpoint URI (None for s3:// and relative paths, which the
    backend places)."""
    if not uri:
        return None
    if uri.startswith("file://"):
        return uri[len("file://") :]
    return uri if os.path.isabs(uri) else None


def job_path_problem(job: JobSpec) -> tuple[str, str] | None:
    """(field, problem) of the first path field of ``job`` the worker cannot use: the local
    cluster's directory and the program's working directory (local jobs), the batch script and
    Slurm configuration (read by the worker), the checkpoint directory (verified by the
    worker)."""
    checks: list[Check] = [
        ("job.checkpoint_uri", _checkpoint_path(job.checkpoint_uri), "directory", False)
    ]
    if job.local is not None:
        checks.append(("job.local.cluster_dir", job.local.cluster_dir, "directory", False))
    if job.backend == "local":
        checks.append(("job.workdir", job.workdir, "directory", True))
    if job.slurm is not None:
        checks.append(("job.slurm.script", job.slurm.script, "file", True))
        checks.append(("job.slurm.slurm_conf", job.slurm.slurm_conf, "file", True))
    return first_path_problem(checks)
