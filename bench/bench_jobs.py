"""The simulated-trainer job the local-backend benchmarks supervise (one shape for all of them)."""

from __future__ import annotations

from trainwarden.localcluster.cluster import LocalCluster
from trainwarden.models import JobSpec, LocalJobOptions


def simulated_job(cluster: LocalCluster, name: str, collective_timeout: float) -> JobSpec:
    """3 nodes x 2 ranks of the simulated trainer on a 4-node cluster (one spare), 0.1 s steps,
    a checkpoint every 5 steps."""
    return JobSpec(
        name=name,
        nodes=3,
        ranks_per_node=2,
        local=LocalJobOptions(
            cluster_dir=str(cluster.root),
            cluster_nodes=4,
            step_seconds=0.1,
            checkpoint_every=5,
            collective_timeout=collective_timeout,
        ),
    )
