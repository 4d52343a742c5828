"""Every warden command that opens a Temporal client, run against an address where nothing
listens: one line on stderr naming that address, exit status 2, no traceback; and it leaves
without the interpreter's finalisation (temporalio/sdk-python#300 can abort it), its output
intact. The failed connect opens the client's native runtime as a real one would; an atexit hook
shows whether finalisation ran.
"""

from __future__ import annotations

import asyncio
import os
import socket
import subprocess
import sys
import uuid
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest
from temporalio.client import Client

FINALISED = "interpreter finalised"
RUN_CLI = (
    "import atexit, sys\n"
    f"atexit.register(print, {FINALISED!r})\n"
    "from trainwarden.cli import main\n"
    "sys.exit(main(sys.argv[1:]))\n"
)


@pytest.fixture
def dead_address() -> Iterator[str]:
    """A local port that is bound but not listening: every connection is refused at once."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        yield f"127.0.0.1:{sock.getsockname()[1]}"


def warden(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", RUN_CLI, *args],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        env={**os.environ, **(env or {})},
    )


@pytest.mark.parametrize(
    "argv",
    [
        ["report", "wf-1", "--address", "DEAD"],
        ["report", "--all", "--address", "DEAD"],
        ["nodes", "--address", "DEAD"],
        ["incident", "export", "wf-1", "-o", "OUT", "--address", "DEAD"],
        ["worker", "--address", "DEAD"],
        ["demo"],  # uses the server TEMPORAL_ADDRESS names instead of starting one
    ],
    ids=["report", "report-all", "nodes", "incident-export", "worker", "demo"],
)
def test_an_unreachable_server_is_one_line_naming_it(
    argv: list[str], dead_address: str, tmp_path: Path
) -> None:
    swap = {"DEAD": dead_address, "OUT": str(tmp_path / "case")}
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    env = {"TEMPORAL_ADDRESS": dead_address, "TMPDIR": str(scratch)}
    done = warden(*(swap.get(a, a) for a in argv), env=env)
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr
    (line,) = done.stderr.splitlines()  # written before the hard exit
    assert line.startswith(f"warden: error: cannot reach Temporal at {dead_address}: ")
    assert "Connection refused" in line and "{" not in line  # the reason, not the SDK's dump
    # what to do about it: demo has no --address, it can start a server of its own
    if argv[0] == "demo":
        assert "unset TEMPORAL_ADDRESS" in line and "--address" not in line
        assert list(scratch.iterdir()) == []  # no empty demo directory left behind
    else:
        assert "set --address or TEMPORAL_ADDRESS" in line
    assert FINALISED not in done.stdout


@pytest.mark.parametrize("fault", ["unknown profile", "missing CA file"])
def test_a_connection_setting_that_cannot_be_used_is_one_line(
    fault: str, dead_address: str, tmp_path: Path
) -> None:
    config = tmp_path / "temporal.toml"
    config.write_text(f'[profile.default]\naddress = "{dead_address}"\n')
    env = {"TEMPORAL_CONFIG_FILE": str(config)}
    if fault == "unknown profile":
        env["TEMPORAL_PROFILE"], needle = "nope", "nope"
    else:
        missing = tmp_path / "ca.pem"
        env["TEMPORAL_TLS_SERVER_CA_CERT_PATH"], needle = str(missing), str(missing)
    done = warden("incident", "export", "wf-1", "-o", str(tmp_path / "case"), env=env)
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr
    (line,) = done.stderr.splitlines()
    assert line.startswith("warden: error: ") and needle in line


def test_other_commands_finalise_as_usual() -> None:
    done = warden("playbook", "lint", "default")
    assert done.returncode == 0, done.stderr
    assert "default: OK" in done.stdout and done.stdout.rstrip().endswith(FINALISED)


@pytest.fixture
async def other_workflow(temporal_client: Client) -> AsyncIterator[str]:
    """A running workflow of another type (no worker polls its queue)."""
    handle = await temporal_client.start_workflow(
        "NotASupervisor", id=f"other-{uuid.uuid4().hex[:8]}", task_queue=f"none-{uuid.uuid4()}"
    )
    yield handle.id
    await handle.terminate()


@pytest.mark.parametrize("command", [["report"], ["incident", "export"]], ids=" ".join)
@pytest.mark.parametrize("which", ["missing", "other type"])
async def test_a_workflow_that_is_no_supervised_job_is_one_line_naming_it(
    command: list[str],
    which: str,
    temporal_client: Client,
    temporal_address: str,
    other_workflow: str,
    tmp_path: Path,
) -> None:
    wf_id = other_workflow if which == "other type" else f"missing-{uuid.uuid4().hex[:8]}"
    out = ["-o", str(tmp_path / "case")] if command[0] == "incident" else []
    server = ["--address", temporal_address, "--namespace", temporal_client.namespace]
    done = await asyncio.to_thread(warden, *command, wf_id, *out, *server)
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr
    (line,) = done.stderr.splitlines()
    assert line.startswith(f"warden: error: {wf_id}: ")
    assert not (tmp_path / "case").exists()


def test_the_worker_module_run_directly_says_the_same_line(dead_address: str) -> None:
    """`python -m workers.main` is `warden worker`: the same one line, not a traceback."""
    done = subprocess.run(
        [sys.executable, "-m", "trainwarden.workers.main"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        env={**os.environ, "TEMPORAL_ADDRESS": dead_address},
    )
    assert done.returncode == 2, done.stderr
    (line,) = done.stderr.splitlines()
    assert line.startswith(f"warden: error: cannot reach Temporal at {dead_address}: ")
