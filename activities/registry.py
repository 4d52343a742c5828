"""Finds the backend for a job. Backends are cached per process so that one Slurm watcher
serves every supervised job on a cluster (one scheduler query per poll, not one per job).

``FACTORIES`` is the one table of backends (their option models are in
``trainwarden.models.BACKENDS``): per backend, the cache key of the cluster a job runs on and
how to create the backend for it.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple

from trainwarden.activities.backends.base import Backend
from trainwarden.models import BACKENDS, JobSpec, LocalJobOptions

_lock = threading.Lock()
_cache: dict[tuple[str, str], Backend] = {}


def trainwarden_home() -> Path:
    return Path(os.environ.get("TRAINWARDEN_HOME", Path.home() / ".trainwarden"))


def _local_options(job: JobSpec) -> LocalJobOptions:
    return job.local or LocalJobOptions()


def _local_root(job: JobSpec) -> str:
    return _local_options(job).cluster_dir or str(trainwarden_home() / "local")


def _create_local(job: JobSpec) -> Backend:
    from trainwarden.activities.backends.local import LocalBackend

    return LocalBackend(root=_local_root(job), nodes=_local_options(job).cluster_nodes)


def _virtual_root(job: JobSpec) -> str:
    return _local_options(job).cluster_dir or str(trainwarden_home() / "virtual")


def _create_virtual(job: JobSpec) -> Backend:
    from trainwarden.activities.backends.virtual import VirtualBackend

    return VirtualBackend(_virtual_root(job))


def _slurm_cluster(job: JobSpec) -> str:
    return (job.slurm.slurm_conf if job.slurm else None) or os.environ.get("SLURM_CONF", "")


def _create_slurm(job: JobSpec) -> Backend:
    from trainwarden.activities.backends.slurm import SlurmBackend

    return SlurmBackend.for_job(job)


class BackendFactory(NamedTuple):
    cluster: Callable[[JobSpec], str]
    create: Callable[[JobSpec], Backend]


FACTORIES: dict[str, BackendFactory] = {
    "local": BackendFactory(
        lambda job: f"{_local_root(job)}:{_local_options(job).cluster_nodes}", _create_local
    ),
    "virtual": BackendFactory(_virtual_root, _create_virtual),
    "slurm": BackendFactory(_slurm_cluster, _create_slurm),
}
assert set(FACTORIES) == set(BACKENDS), "every backend of the job model has a factory"


def backend_for(job: JobSpec) -> Backend:
    factory = FACTORIES[job.backend]
    cache_key = (job.backend, factory.cluster(job))
    with _lock:
        backend = _cache.get(cache_key)
        if backend is None:
            backend = factory.create(job)
            _cache[cache_key] = backend
        return backend
