"""Find the processes of a command job's run by the environment they were started with.

A user's command forks freely (torchrun, its workers, data-loader processes, a shell), so pids
recorded at spawn time are not enough to stop a run. Every process of a command run inherits
``TRAINWARDEN_RUN_DIR`` (and ``TRAINWARDEN_NODE``), which ``/proc/PID/environ`` shows for the
life of the process: that marks exactly our processes, also after pid reuse.
"""

from __future__ import annotations

import contextlib
import os
import select
import signal
import time
from collections.abc import Callable
from pathlib import Path


def processes_with_env(marks: dict[str, str]) -> list[int]:
    """Live processes (of this user) whose start-up environment holds all of ``marks``."""
    wanted = [f"{k}={v}".encode() for k, v in marks.items()]
    found: list[int] = []
    me = os.getpid()
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit() or int(entry.name) == me:
            continue
        try:
            stat = (entry / "stat").read_text()
            if stat.rsplit(")", 1)[1].split()[0] in ("Z", "X"):
                continue
            env = (entry / "environ").read_bytes().split(b"\0")
        except (FileNotFoundError, ProcessLookupError, PermissionError, IndexError, OSError):
            continue
        if all(w in env for w in wanted):
            found.append(int(entry.name))
    return found


def run_processes(run_dir: str, node: str | None = None) -> list[int]:
    """The live processes of one run of a command job (on one node, if given)."""
    marks = {"TRAINWARDEN_RUN_DIR": run_dir}
    if node is not None:
        marks["TRAINWARDEN_NODE"] = node
    return processes_with_env(marks)


def signal_all(pids: list[int], sig: signal.Signals) -> int:
    """Send ``sig`` to each pid; returns how many were still there to receive it."""
    sent = 0
    for pid in pids:
        try:
            os.kill(pid, sig)
            sent += 1
        except ProcessLookupError:
            pass
    return sent


def wait_while(pid: int, alive: Callable[[], bool], seconds: float, step: float = 0.05) -> None:
    """Return once ``alive()`` is False or ``seconds`` have passed. Between checks it waits on
    the process's pidfd (Linux 5.3+), which its exit makes readable, so the caller learns of
    the exit at once instead of at the next check; elsewhere it checks every ``step``."""
    deadline = time.monotonic() + seconds
    fd = None
    with contextlib.suppress(OSError, AttributeError):
        fd = os.pidfd_open(pid)
    try:
        while alive() and (left := deadline - time.monotonic()) > 0:
            if fd is None:
                time.sleep(min(step, left))
            elif select.select([fd], [], [], min(step, left))[0]:
                os.close(fd)  # it exited: never wait on it again (alive() has the last word)
                fd = None
    finally:
        if fd is not None:
            os.close(fd)


def rank_process_states(run_dir: str, pids: dict[int, int]) -> list[tuple[int, int, str]]:
    """(rank, pid, state) of each live process of a run that belongs to a rank: by its
    ``RANK`` (torchrun's workers and their children) or as the rank's own process of
    ``pids`` (the simulated trainer). The state is /proc/PID/stat's letter: ``T`` is a
    process stopped by a signal (SIGSTOP), what a hang's evidence needs to name its rank."""
    by_pid = {pid: rank for rank, pid in pids.items()}
    found: list[tuple[int, int, str]] = []
    for pid in run_processes(run_dir):
        try:
            state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
            env = Path(f"/proc/{pid}/environ").read_bytes().split(b"\0")
        except (OSError, IndexError):
            continue
        rank = next((v[5:] for v in env if v.startswith(b"RANK=")), None)
        if rank is not None and rank.isdigit():
            found.append((int(rank), pid, state))
        elif pid in by_pid:
            found.append((by_pid[pid], pid, state))
    return sorted(found)


def slurm_trainer_ranks(job_id: str) -> dict[int, tuple[int, str]]:
    """The simulated trainer's processes of a Slurm job on this host (the private cluster of
    the tests and benches): global rank -> (pid, node)."""
    found: dict[int, tuple[int, str]] = {}
    for pid in processes_with_env({"SLURM_JOB_ID": job_id}):
        try:
            environ = Path(f"/proc/{pid}/environ").read_bytes().split(b"\0")
            cmdline = Path(f"/proc/{pid}/cmdline").read_bytes()
        except OSError:
            continue
        env = dict(e.decode(errors="replace").split("=", 1) for e in environ if b"=" in e)
        if b"localcluster.trainer" in cmdline:
            found[int(env["SLURM_PROCID"])] = (pid, env["SLURMD_NODENAME"])
    return found
