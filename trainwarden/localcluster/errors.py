"""The one exception type of the local cluster, with a machine-readable kind."""

from __future__ import annotations


class LocalClusterError(Exception):
    """kind: "insufficient_nodes", "unknown_job", "invalid_node", "invalid_request"."""

    def __init__(self, kind: str, message: str):
        super().__init__(f"{kind}: {message}")
        self.kind = kind
        self.message = message
