"""The worker process keeps its secrets from the jobs it starts.

On the local backend a job runs as the worker's own user, and any process of that user may read
another's `/proc/<pid>/environ` (and memory) unless that process is marked non-dumpable. The
worker therefore marks itself non-dumpable at start (workers/main.py); the node agent does the
same (trainwarden/nodeagent.py). The mechanism lives in trainwarden.dumpable, beside the domain,
so the node agent (which activities import) needs nothing of the worker; see there and
docs/reliability.md (*What a job can see*).
"""

from __future__ import annotations

from trainwarden.dumpable import (
    DUMPABLE_ENV,
    PR_GET_DUMPABLE,
    PR_SET_DUMPABLE,
    is_dumpable,
    make_undumpable,
)

__all__ = ["DUMPABLE_ENV", "PR_GET_DUMPABLE", "PR_SET_DUMPABLE", "is_dumpable", "make_undumpable"]
