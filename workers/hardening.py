"""The worker process keeps its secrets from the jobs it starts.

On the local backend a job runs as the worker's own user, and any process of that user may read
another's `/proc/<pid>/environ` (and memory) unless that process is marked non-dumpable. The
worker therefore marks itself non-dumpable at start (prctl PR_SET_DUMPABLE 0): its environment
(TEMPORAL_API_KEY, AWS keys, ...) and memory are then readable only with CAP_SYS_PTRACE (root).
The flag is not inherited across exec, so the launchers and jobs it starts are ordinary
processes, which get a scrubbed environment anyway (trainwarden.jobenv). It also means no core
dump of the worker and no py-spy/gdb attach without root; TRAINWARDEN_WORKER_DUMPABLE=1 keeps
the worker dumpable for such debugging (docs/job-environment.md).
"""

from __future__ import annotations

import ctypes
import logging
import os
import sys

PR_GET_DUMPABLE = 3
PR_SET_DUMPABLE = 4
DUMPABLE_ENV = "TRAINWARDEN_WORKER_DUMPABLE"

log = logging.getLogger(__name__)


def _prctl(option: int, value: int = 0) -> int:
    libc = ctypes.CDLL(None, use_errno=True)
    return int(libc.prctl(option, value, 0, 0, 0))


def make_undumpable(environ: dict[str, str] | None = None) -> bool:
    """Mark this process non-dumpable (Linux); False when not done (other OS, opted out)."""
    env = os.environ if environ is None else environ
    if env.get(DUMPABLE_ENV) == "1":
        log.warning("%s=1: the worker stays dumpable; jobs of its user can read its secrets",
                    DUMPABLE_ENV)
        return False
    if not sys.platform.startswith("linux"):
        return False
    if _prctl(PR_SET_DUMPABLE, 0) != 0:
        log.warning("prctl(PR_SET_DUMPABLE, 0) failed: errno %d", ctypes.get_errno())
        return False
    return True


def is_dumpable() -> bool:
    return sys.platform.startswith("linux") and _prctl(PR_GET_DUMPABLE) == 1
