"""Worker processes for tests that kill them (SIGKILL) or run several at once."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def start_worker_process(
    address: str, task_queue: str, home: Path, log: Path, **env: str
) -> subprocess.Popen:
    full_env = {
        **os.environ,
        "TEMPORAL_ADDRESS": address,
        "TRAINWARDEN_TASK_QUEUE": task_queue,
        "TRAINWARDEN_HOME": str(home),
        **env,
    }
    return subprocess.Popen(
        [sys.executable, "-m", "trainwarden.workers.main"],
        cwd=REPO,
        env=full_env,
        stdout=log.open("ab"),
        stderr=subprocess.STDOUT,
    )


def stop_processes(*procs: subprocess.Popen | None) -> None:
    for proc in procs:
        if proc is not None and proc.poll() is None:
            proc.kill()
            proc.wait(timeout=10)
