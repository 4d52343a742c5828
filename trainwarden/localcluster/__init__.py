"""The local simulated cluster: real OS processes, logs, checkpoints and failure cascades.

It is the embedded default backend (what ``warden demo`` and the end-to-end tests drive).
"""

from trainwarden.localcluster.cluster import LocalCluster
from trainwarden.localcluster.errors import LocalClusterError
from trainwarden.localcluster.faults import FAULT_KINDS, Fault

__all__ = ["FAULT_KINDS", "Fault", "LocalCluster", "LocalClusterError"]
