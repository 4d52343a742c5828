"""Every warden command that opens a Temporal client leaves without the interpreter's
finalisation (temporalio/sdk-python#300 can abort it), with its exit status and output intact.

The commands run against an address where nothing listens, which opens the client's native
runtime as a real connection would; an atexit hook shows whether finalisation ran.
"""

from __future__ import annotations

import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

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


def warden(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", RUN_CLI, *args],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


@pytest.mark.parametrize(
    ("argv", "status", "said"),
    [
        (["report", "wf-1"], 2, "warden: error: cannot read wf-1 at "),
        (["report", "--all"], 2, "warden: error: cannot read supervised workflows at "),
        (["nodes"], 2, "warden: error: cannot read nodes at "),
        (["incident", "export", "wf-1", "-o", "OUT"], 1, "Connection refused"),
        (["worker"], 1, "Connection refused"),
    ],
    ids=["report", "report-all", "nodes", "incident-export", "worker"],
)
def test_a_client_command_skips_finalisation(
    argv: list[str], status: int, said: str, dead_address: str, tmp_path: Path
) -> None:
    argv = [str(tmp_path / "case") if a == "OUT" else a for a in argv]
    done = warden(*argv, "--address", dead_address)
    assert done.returncode == status, done.stderr
    assert said in done.stderr  # written before the hard exit
    assert FINALISED not in done.stdout


def test_other_commands_finalise_as_usual() -> None:
    done = warden("playbook", "lint", "default")
    assert done.returncode == 0, done.stderr
    assert "default: OK" in done.stdout and done.stdout.rstrip().endswith(FINALISED)
