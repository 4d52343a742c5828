"""torchrun's own line for a failed worker, as a first sign while its launcher still runs.

torchrun (torch 2.13, ``torch/distributed/elastic/multiprocessing/api.py``) logs, within its
monitor interval of a worker's death and before it tears down the rest of the node and its
rendezvous (about a second more on a small machine, measured for issue 20):

    failed (exitcode: -9) local_rank: 1 (pid: 22065) of binary: /usr/bin/python3

With ``--max-restarts N > 0`` torchrun restarts its workers after that line, so the line is a
fault's first sign only when torchrun will not restart: the job's command runs torchrun itself
(``torchrun`` or ``python -m torch.distributed.run``) and neither ``--max-restarts`` nor
``PET_MAX_RESTARTS`` asks for a restart (torchrun's default is 0). A wrapper script that hides
its torchrun arguments gives no such sign (its launcher's exit still does).
"""

from __future__ import annotations

import re
import shlex
from typing import NamedTuple

WORKER_FAILED = re.compile(
    r"failed \(exitcode: (?P<code>-?\d+)\) local_rank: (?P<local>\d+) \(pid: (?P<pid>\d+)\)"
    r" of binary: "
)
_RESTARTS = ("--max-restarts", "--max_restarts")
_TORCHRUN = ("torchrun", "torch.distributed.run", "torch.distributed.launch")


class WorkerFailure(NamedTuple):
    exit_status: int  # shell convention: killed by signal N -> 128 + N
    local_rank: int
    pid: int


def worker_failure(line: str) -> WorkerFailure | None:
    match = WORKER_FAILED.search(line)
    if match is None:
        return None
    code = int(match.group("code"))
    status = 128 - code if code < 0 else code
    return WorkerFailure(status, int(match.group("local")), int(match.group("pid")))


def torchrun_without_restarts(command: list[str] | str, env: dict[str, str]) -> bool:
    """True when the command is torchrun and will not restart its workers."""
    try:
        argv = shlex.split(command) if isinstance(command, str) else list(command)
    except ValueError:
        return False
    if not any(a.rsplit("/", 1)[-1] in _TORCHRUN for a in argv):
        return False
    values = [env.get("PET_MAX_RESTARTS", "0")]
    for i, arg in enumerate(argv):
        name, eq, value = arg.partition("=")
        if name in _RESTARTS:
            values.append(value if eq else (argv[i + 1] if i + 1 < len(argv) else ""))
    try:
        return all(int(v) == 0 for v in values)
    except ValueError:
        return False  # a variable or anything unreadable: it may restart
