"""Which cluster a job runs on, as the node-health workflow names it (``nodes-<cluster>``).

Jobs on the same cluster must meet in the same workflow, so the name derives from what
identifies the cluster to its backend: the local cluster's directory, Slurm's configuration.
"""

from __future__ import annotations

import hashlib
import os
import re
from typing import Literal

from pydantic import BaseModel, Field

from trainwarden.models import JobSpec, LocalJobOptions, SlurmJobOptions

WORKFLOW_PREFIX = "nodes-"
_UNSAFE = re.compile(r"[^A-Za-z0-9._-]")


def _digest(text: str) -> str:
    return hashlib.sha1(text.encode()).hexdigest()[:10]


class ClusterRef(BaseModel):
    """Enough to reach the cluster's backend without a job (to return nodes to service)."""

    name: str = Field(pattern=r"^[A-Za-z0-9][A-Za-z0-9._-]*$", max_length=200)
    backend: Literal["local", "slurm", "virtual"]
    cluster_dir: str | None = None
    cluster_nodes: int = 4
    slurm_conf: str | None = None

    @property
    def workflow_id(self) -> str:
        return workflow_id_for(self.name)

    def job_spec(self) -> JobSpec:
        """A stand-in job for ``activities.registry.backend_for``: same cluster, no job."""
        return JobSpec(
            name=f"nodes-{self.name}"[:200],
            backend=self.backend,
            local=LocalJobOptions(cluster_dir=self.cluster_dir, cluster_nodes=self.cluster_nodes),
            slurm=SlurmJobOptions(slurm_conf=self.slurm_conf) if self.backend == "slurm" else None,
        )


def workflow_id_for(cluster: str) -> str:
    return WORKFLOW_PREFIX + _UNSAFE.sub("_", cluster)


def cluster_ref_for(job: JobSpec, home: str | None = None) -> ClusterRef:
    """local/virtual: ``local`` for ~/.trainwarden/local, else ``local-<hash of the
    directory>`` (the directory defaults to HOME/local, HOME being $TRAINWARDEN_HOME);
    slurm: ``slurm`` for the default configuration, else ``slurm-<hash of SLURM_CONF>``."""
    if job.backend == "slurm":
        conf = (job.slurm.slurm_conf if job.slurm else None) or os.environ.get("SLURM_CONF")
        name = f"slurm-{_digest(os.path.abspath(conf))}" if conf else "slurm"
        return ClusterRef(name=name, backend="slurm", slurm_conf=conf)
    home = home or os.environ.get("TRAINWARDEN_HOME") or os.path.expanduser("~/.trainwarden")
    default = os.path.join(home, job.backend)
    local = job.local or LocalJobOptions()  # set for every local and virtual job
    cluster_dir = os.path.abspath(os.path.expanduser(local.cluster_dir or default))
    usual = os.path.abspath(os.path.expanduser(f"~/.trainwarden/{job.backend}"))
    name = job.backend if cluster_dir == usual else f"{job.backend}-{_digest(cluster_dir)}"
    return ClusterRef(
        name=name,
        backend=job.backend,
        cluster_dir=cluster_dir,
        cluster_nodes=local.cluster_nodes,
    )
