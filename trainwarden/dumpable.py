"""A process keeps its environment and memory from the other processes of its user.

Any process of a user may read another's `/proc/<pid>/environ`, `/proc/<pid>/mem` and `maps`, or
attach a debugger to it, unless that process is marked non-dumpable (prctl PR_SET_DUMPABLE 0):
its /proc files then belong to root, and only CAP_SYS_PTRACE (root) reads them. The worker
(workers/main.py) and the node agent (trainwarden/nodeagent.py) mark themselves at start, as the
jobs they start or sit beside run as their user (docs/reliability.md, *What a job can see*).

The flag is reset by exec, so the launchers and jobs they start are ordinary processes (which get
a scrubbed environment anyway: trainwarden.jobenv); a fork without exec keeps it. The mark also
means no core dump and no py-spy/gdb attach without root; TRAINWARDEN_WORKER_DUMPABLE=1 keeps
both the worker and the node agent dumpable for such debugging (docs/job-environment.md).
"""

from __future__ import annotations

import ctypes
import logging
import os
import sys
from collections.abc import Mapping

PR_GET_DUMPABLE = 3
PR_SET_DUMPABLE = 4
DUMPABLE_ENV = "TRAINWARDEN_WORKER_DUMPABLE"

log = logging.getLogger(__name__)


def _prctl(option: int, value: int = 0) -> int:
    libc = ctypes.CDLL(None, use_errno=True)
    return int(libc.prctl(option, value, 0, 0, 0))


def make_undumpable(
    environ: Mapping[str, str] | None = None, *, process: str = "the worker"
) -> bool:
    """Mark this process non-dumpable (Linux); False when not done (other OS, opted out)."""
    env = os.environ if environ is None else environ
    if env.get(DUMPABLE_ENV) == "1":
        log.warning("%s=1: %s stays dumpable; processes of its user can read its secrets",
                    DUMPABLE_ENV, process)  # fmt: skip
        return False
    if not sys.platform.startswith("linux"):
        return False
    if _prctl(PR_SET_DUMPABLE, 0) != 0:
        log.warning("prctl(PR_SET_DUMPABLE, 0) failed for %s: errno %d", process,
                    ctypes.get_errno())  # fmt: skip
        return False
    return True


def is_dumpable() -> bool:
    return sys.platform.startswith("linux") and _prctl(PR_GET_DUMPABLE) == 1
