"""A job runs as the worker's user on the local backend (and as the node agent's neighbour on a
Slurm node); it must read neither the worker's nor the node agent's environment or memory
through /proc/<pid>/environ and /proc/<pid>/mem. Every probe here runs as an unprivileged user
(setpriv, uid 65534), as do the processes it probes: the tests run as root, and root
(CAP_SYS_PTRACE) reads anything. Each denial has its control: the same probe against the same
process left dumpable (TRAINWARDEN_WORKER_DUMPABLE=1) reads the secret, so the tests can fail."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import sysconfig
import tempfile
import uuid
from pathlib import Path

import pytest

from trainwarden.workers.hardening import is_dumpable, make_undumpable

SECRET_VALUE = "s3cr3t-of-the-worker"
SECRET = {"AWS_SECRET_ACCESS_KEY": SECRET_VALUE}
NOBODY = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
# The venv's interpreter may resolve into root's home (pyenv), where uid 65534 cannot exec it
# again; the system's own 3.11 with this process's sys.path runs the same code.
SITE = sysconfig.get_paths()["purelib"]
PYTHON = next((p for p in ("/usr/bin/python3.11",) if os.access(p, os.X_OK)), sys.executable)

# The probe a hostile job would run: reads PID's environ, then its stack through its mem file
# (where the environment strings live), and says for each whether the secret was there or why
# it could not read. Printed as one JSON line.
PROBE = r"""
import json, sys
def probe(pid, secret):
    out = {}
    try:
        with open(f"/proc/{pid}/environ", "rb") as f:
            out["environ"] = "SECRET" if secret in f.read() else "read, no secret"
    except OSError as e:
        out["environ"] = type(e).__name__
    try:
        with open(f"/proc/{pid}/mem", "rb") as mem:
            with open(f"/proc/{pid}/maps") as maps:
                stack = [l for l in maps if l.rstrip().endswith("[stack]")][0]
            lo, hi = (int(x, 16) for x in stack.split()[0].split("-"))
            mem.seek(lo)
            out["mem"] = "SECRET" if secret in mem.read(hi - lo) else "read, no secret"
    except OSError as e:
        out["mem"] = type(e).__name__
    return out
if __name__ == "__main__":
    print(json.dumps({p: probe(p, sys.argv[1].encode()) for p in sys.argv[2:]}), flush=True)
"""

# A "worker" that marks itself non-dumpable (or not), then starts a "job" as the local backend
# does (a child of the worker, same user) that probes it.
WORKER = r"""
import os, subprocess, sys
from trainwarden.workers.hardening import make_undumpable
print("marked" if make_undumpable() else "dumpable", flush=True)
job = [sys.executable, "-c", sys.argv[1], sys.argv[2], str(os.getpid())]
print(subprocess.run(job, capture_output=True, text=True, check=True).stdout, flush=True)
"""

# Starts the real `warden worker` (connected to Temporal) and `warden node-agent` as this user,
# waits until both are running, then probes them (as their parent, so that a Yama ptrace scope
# of 1 cannot be what denies the control).
REAL = r"""
import json, os, subprocess, sys, time
from pathlib import Path
address, task_queue, run_root, probe_src = sys.argv[1:5]
ns = {}
exec(probe_src, ns)
warden = [sys.executable, "-m", "trainwarden.cli"]
wlog, alog = open("worker.log", "w+"), open("agent.log", "w+")
worker = subprocess.Popen(warden + ["worker", "--address", address, "--task-queue", task_queue],
                          stdout=wlog, stderr=subprocess.STDOUT)
Path("kern.log").touch()
agent = subprocess.Popen(warden + ["node-agent", "--node", "n1", "--run-root", run_root,
                                   "--kernel-log", "kern.log", "--gpu-interval", "0"],
                         stdout=alog, stderr=subprocess.STDOUT)
events = Path(run_root, "node-events", "n1.jsonl")
try:
    deadline = time.monotonic() + 60
    while not ("worker on" in Path("worker.log").read_text() and events.exists()):
        if worker.poll() is not None or agent.poll() is not None or time.monotonic() > deadline:
            sys.exit("not started:\n" + Path("worker.log").read_text()[-2000:]
                     + Path("agent.log").read_text()[-2000:])
        time.sleep(0.2)
    found = {name: ns["probe"](p.pid, sys.argv[5].encode())
             for name, p in (("worker", worker), ("agent", agent))}
    print(json.dumps(found), flush=True)
finally:
    for p in (worker, agent):
        p.terminate()
        p.wait(timeout=30)
"""


def _as_nobody(args: list[str], extra_env: dict[str, str], timeout: float = 120) -> str:
    if os.geteuid() != 0 or shutil.which("setpriv") is None:
        pytest.skip("needs root to switch to an unprivileged user with setpriv")
    with tempfile.TemporaryDirectory() as cwd:
        os.chmod(cwd, 0o777)
        # this venv's packages (and its editable install's finder) for every interpreter below
        Path(cwd, "sitecustomize.py").write_text(f"import site\nsite.addsitedir({SITE!r})\n")
        env = {"PATH": os.environ["PATH"], "PYTHONPATH": cwd, "HOME": cwd, **SECRET, **extra_env}
        done = subprocess.run(
            [*NOBODY, PYTHON, "-c", *args],
            capture_output=True, text=True, env=env, cwd=cwd, timeout=timeout,
        )  # fmt: skip
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    return done.stdout


def _job_probes_its_worker(extra_env: dict[str, str]) -> tuple[str, dict[str, str]]:
    marked, found = _as_nobody([WORKER, PROBE, SECRET_VALUE], extra_env).split("\n", 1)
    (result,) = json.loads(found).values()
    return marked, result


def test_a_job_of_the_workers_user_cannot_read_its_environment_or_memory() -> None:
    marked, found = _job_probes_its_worker({})
    assert marked == "marked"
    assert found == {"environ": "PermissionError", "mem": "PermissionError"}


def test_without_the_mark_it_could_which_is_why_it_is_set() -> None:
    """The same job against its worker left dumpable: it reads the secret (the leak)."""
    marked, found = _job_probes_its_worker({"TRAINWARDEN_WORKER_DUMPABLE": "1"})
    assert marked == "dumpable"
    assert found["environ"] == "SECRET"
    yama = Path("/proc/sys/kernel/yama/ptrace_scope")
    if not yama.exists() or yama.read_text().strip() == "0":  # else a child may not read mem
        assert found["mem"] == "SECRET"


def _probe_real_processes(
    temporal_address: str, extra_env: dict[str, str]
) -> dict[str, dict[str, str]]:
    with tempfile.TemporaryDirectory() as run_root:
        os.chmod(run_root, 0o777)
        args = [REAL, temporal_address, f"tw-secrets-{uuid.uuid4().hex[:6]}", run_root, PROBE]
        out = _as_nobody([*args, SECRET_VALUE], extra_env, timeout=180)
    found: dict[str, dict[str, str]] = json.loads(out.strip().splitlines()[-1])
    return found


def test_the_real_worker_and_node_agent_keep_their_secrets(temporal_address: str) -> None:
    """`warden worker` and `warden node-agent` as they run, probed by a process of their user."""
    found = _probe_real_processes(temporal_address, {})
    denied = {"environ": "PermissionError", "mem": "PermissionError"}
    assert found == {"worker": denied, "agent": denied}


def test_the_real_processes_left_dumpable_give_their_secrets_away(temporal_address: str) -> None:
    found = _probe_real_processes(temporal_address, {"TRAINWARDEN_WORKER_DUMPABLE": "1"})
    leaked = {"environ": "SECRET", "mem": "SECRET"}
    assert found == {"worker": leaked, "agent": leaked}


def test_the_mark_applies_to_this_process() -> None:
    script = "from trainwarden.workers.hardening import *; make_undumpable(); print(is_dumpable())"
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=60, check=True
    )
    assert done.stdout.strip() == "False"
    assert is_dumpable() and make_undumpable({"TRAINWARDEN_WORKER_DUMPABLE": "1"}) is False
