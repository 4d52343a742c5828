"""Small file primitives shared by the cluster, the launcher and the trainer.

Several processes (workers, the CLI, launchers, ranks) share one cluster directory, so every
state file is replaced atomically (tmp + rename) and read-modify-write goes under an fcntl lock.
"""

from __future__ import annotations

import contextlib
import errno
import fcntl
import json
import os
import random
import socket
import tempfile
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from trainwarden.localcluster.errors import LocalClusterError
from trainwarden.untrusted.bounded_data import DataError, loads_json
from trainwarden.untrusted.safeio import UnsafeFileError, read_regular_file, record_lines


def utcnow() -> datetime:
    return datetime.now(UTC)


def iso(ts: datetime | None = None) -> str:
    """ISO-8601 with milliseconds and an explicit zone, the format of every log line."""
    return (ts or utcnow()).isoformat(timespec="milliseconds")


def parse_iso(text: str) -> datetime:
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Write via a temp file in the same directory and rename, so readers never see half."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
        raise


def atomic_write_json(path: Path, value: Any) -> None:
    atomic_write_bytes(path, json.dumps(value, indent=1, sort_keys=True).encode())


MAX_STATE_BYTES = 16 * 1024 * 1024
"""A state file's cap: the largest (a run's spec, holding the job's command and environment)
comes from one workflow input, which the server caps far below this."""
MAX_STATE_LINE_BYTES = 1024 * 1024
"""One record of a JSONL state file (an action and its commands)."""
# what no retry changes: a path through a symlink loop, a socket, a part that is not a dir
_BROKEN_PATH = frozenset({errno.ELOOP, errno.ENXIO, errno.ENOTDIR, errno.EISDIR})


class StateFileError(LocalClusterError):
    """A state file that cannot be one: not a regular file (FIFO, device, socket), over
    MAX_STATE_BYTES (a sparse file counts the bytes read), nested too deeply, a symlink loop.
    Kind ``corrupt_state`` (not retried); the message names the file."""

    def __init__(self, path: Path, problem: str):
        super().__init__("corrupt_state", f"state file {path}: {problem}")


@contextlib.contextmanager
def _refusals(path: Path) -> Iterator[None]:
    """Opening or reading a state file: what cannot be one becomes a StateFileError."""
    try:
        yield
    except UnsafeFileError as err:  # FIFO, device, directory, too large: says which
        raise StateFileError(path, str(err).removeprefix(f"{path}: ")) from None
    except OSError as err:
        if err.errno not in _BROKEN_PATH:
            raise  # missing (callers' default), permission, I/O: as before
        raise StateFileError(path, os.strerror(err.errno or 0)) from None


def read_json(path: Path, default: Any = None) -> Any:
    """Read a JSON state file; a missing or (briefly) unreadable file gives ``default``. A file
    that cannot be a state file (StateFileError) is refused by reading at most
    MAX_STATE_BYTES of it, without blocking, and at most bounded_data.MAX_DEPTH levels deep:
    a clear error, never a MemoryError, RecursionError or a hang."""
    try:
        with _refusals(path):
            data = read_regular_file(path, MAX_STATE_BYTES)
    except FileNotFoundError:
        return default
    try:
        return loads_json(data)
    except json.JSONDecodeError:
        return default
    except DataError as err:
        raise StateFileError(path, str(err)) from None


def append_jsonl(path: Path, record: dict[str, Any]) -> None:
    """Append one line with a single write(2) on an O_APPEND fd: whole lines, even concurrently."""
    path.parent.mkdir(parents=True, exist_ok=True)
    line = (json.dumps(record, sort_keys=True) + "\n").encode()
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        os.write(fd, line)
    finally:
        os.close(fd)


def read_jsonl(path: Path) -> list[dict[str, Any]]:
    """Read a small JSONL file, skipping a torn last line. Bounded like read_json: a line over
    MAX_STATE_LINE_BYTES or nested too deeply, or a file that is not a regular file, is a
    StateFileError naming the file and line."""
    records: list[dict[str, Any]] = []
    try:
        with _refusals(path):
            for number, raw in record_lines(path, MAX_STATE_LINE_BYTES):
                if raw is None:
                    problem = f"longer than {MAX_STATE_LINE_BYTES} bytes"
                    raise StateFileError(path, f"line {number}: {problem}")
                try:
                    records.append(loads_json(raw))
                except json.JSONDecodeError:
                    continue
                except DataError as err:
                    raise StateFileError(path, f"line {number}: {err}") from None
    except FileNotFoundError:
        pass
    return records


def append_line(path: Path, text: str) -> None:
    """Append one timestamped-by-caller text line atomically (O_APPEND single write)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        os.write(fd, (text.rstrip("\n") + "\n").encode())
    finally:
        os.close(fd)


@contextlib.contextmanager
def locked(lock_path: Path) -> Iterator[None]:
    """Exclusive advisory lock shared by every process using the cluster directory."""
    lock_path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(lock_path, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        fcntl.flock(fd, fcntl.LOCK_UN)
        os.close(fd)


def process_start(pid: int) -> int | None:
    """When ``pid`` started (clock ticks since boot, /proc/PID/stat field 22); None if gone.

    With the pid it names one process for good: unlike the command line, it is there from
    fork on and does not change across exec (a process between fork and the end of its exec
    shows an empty /proc/PID/cmdline, for long under load)."""
    try:
        return int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[19])
    except (FileNotFoundError, ProcessLookupError, IndexError, ValueError, PermissionError):
        return None


def pid_alive(pid: int | None, marker: str | None = None, start: int | None = None) -> bool:
    """True if pid is a live (non-zombie) process that is ours: started at ``start`` (see
    process_start) when given, else with ``marker`` as a command line argument.

    Both guard against pid reuse: we only ever signal processes that are ours. Prefer
    ``start``: the marker is not visible until the process's exec has completed.
    """
    if not pid or pid <= 0:
        return False
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
        fields = stat.rsplit(")", 1)[1].split()
        if fields[0] in ("Z", "X"):
            return False
        if start is not None:
            return int(fields[19]) == start
        if marker is not None:
            args = Path(f"/proc/{pid}/cmdline").read_bytes().decode(errors="replace").split("\0")
            return marker in args
        return True
    except (FileNotFoundError, ProcessLookupError, IndexError, PermissionError):
        return False


# A run's MASTER_PORT comes from where the Slurm wrapper takes its own (20000-31986), below
# Linux's ephemeral ports (32768-60999): a port the kernel hands out for bind-to-0 is free when
# asked but may be any connection's source port a moment later, before torch binds it.
MASTER_PORTS = range(20000, 31987)


def free_port() -> int:
    """A TCP port free on this host right now (for a run's MASTER_PORT; fresh for every run)."""
    for port in random.SystemRandom().sample(MASTER_PORTS, len(MASTER_PORTS)):
        with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
            try:
                sock.bind(("127.0.0.1", port))
            except OSError:
                continue
            return port
    raise RuntimeError(f"no free port in {MASTER_PORTS}")
