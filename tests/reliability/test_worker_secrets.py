"""A job the local backend starts runs as the worker's user; it must not read the worker's
secrets from /proc/<worker pid>/environ. Run as an unprivileged user (setpriv), as a real worker
and its jobs would be: a root reader has CAP_SYS_PTRACE and reads anything."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile

import pytest

from trainwarden.workers.hardening import is_dumpable, make_undumpable

# The "worker": marks itself non-dumpable (or not), then starts a "job" as the same user that
# tries to read the worker's environment.
WORKER = r"""
import os, subprocess, sys
from trainwarden.workers.hardening import make_undumpable
print("marked" if make_undumpable() else "dumpable", flush=True)
job = ["/bin/sh", "-c", "cat /proc/$PPID/environ"]
done = subprocess.run(job, capture_output=True, text=True)
print("JOB READ:", done.stdout.replace(chr(0), " ") or "nothing", done.stderr[-200:], flush=True)
"""
SECRET = "AWS_SECRET_ACCESS_KEY=s3cr3t-of-the-worker"


def _run_unprivileged(extra_env: dict[str, str]) -> str:
    if os.geteuid() != 0 or shutil.which("setpriv") is None:
        pytest.skip("needs root to switch to an unprivileged user with setpriv")
    env = {"PATH": os.environ["PATH"], "PYTHONPATH": os.pathsep.join(sys.path), **extra_env}
    name, value = SECRET.split("=", 1)
    env[name] = value
    with tempfile.TemporaryDirectory() as cwd:
        os.chmod(cwd, 0o777)
        done = subprocess.run(
            ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups",
             sys.executable, "-c", WORKER],
            capture_output=True, text=True, env=env, cwd=cwd, timeout=120,
        )  # fmt: skip
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout


def test_a_job_of_the_workers_user_cannot_read_its_environment() -> None:
    out = _run_unprivileged({})
    assert out.startswith("marked")
    assert "s3cr3t-of-the-worker" not in out and "Permission denied" in out


def test_without_the_mark_it_could_which_is_why_it_is_set() -> None:
    """The same setup with the worker left dumpable: the job reads the secret (the leak)."""
    out = _run_unprivileged({"TRAINWARDEN_WORKER_DUMPABLE": "1"})
    assert out.startswith("dumpable") and "s3cr3t-of-the-worker" in out


def test_the_mark_applies_to_this_process() -> None:
    script = "from trainwarden.workers.hardening import *; make_undumpable(); print(is_dumpable())"
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=60, check=True
    )
    assert done.stdout.strip() == "False"
    assert is_dumpable() and make_undumpable({"TRAINWARDEN_WORKER_DUMPABLE": "1"}) is False
