"""Finds the backend for a job. Backends are cached per process so that one Slurm watcher
serves every supervised job on a cluster (one scheduler query per poll, not one per job)."""

from __future__ import annotations

import os
import threading
from pathlib import Path

from activities.backends.base import Backend
from trainwarden.models import JobSpec

_lock = threading.Lock()
_cache: dict[tuple[str, str], Backend] = {}


def trainwarden_home() -> Path:
    return Path(os.environ.get("TRAINWARDEN_HOME", Path.home() / ".trainwarden"))


def backend_for(job: JobSpec) -> Backend:
    if job.backend == "local":
        root = job.local.cluster_dir or str(trainwarden_home() / "local")
        cache_key = ("local", f"{root}:{job.local.cluster_nodes}")
    elif job.backend == "virtual":
        cache_key = ("virtual", job.local.cluster_dir or str(trainwarden_home() / "virtual"))
    else:
        conf = (job.slurm.slurm_conf if job.slurm else None) or os.environ.get("SLURM_CONF", "")
        cache_key = ("slurm", conf)
    with _lock:
        backend = _cache.get(cache_key)
        if backend is None:
            backend = _create(job)
            _cache[cache_key] = backend
        return backend


def _create(job: JobSpec) -> Backend:
    if job.backend == "local":
        from activities.backends.local import LocalBackend

        root = job.local.cluster_dir or str(trainwarden_home() / "local")
        return LocalBackend(root=root, nodes=job.local.cluster_nodes)
    if job.backend == "virtual":
        from activities.backends.virtual import VirtualBackend

        return VirtualBackend(job.local.cluster_dir or trainwarden_home() / "virtual")
    from activities.backends.slurm import SlurmBackend

    return SlurmBackend.for_job(job)
