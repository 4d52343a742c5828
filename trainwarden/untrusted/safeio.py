"""Reading files that someone else controls: only regular files, never blocking, bounded.

A path a user hands us may be a FIFO (``open`` blocks until a writer comes), a device
(``/dev/zero`` never ends), a symlink out of the directory it should stay in, or a log with
one 300 MB line. Everything the product reads from such places goes through here.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from pathlib import Path
from typing import BinaryIO

from trainwarden.untrusted.paths import PathEscapeError, ensure_under

MAX_LINE_BYTES = 64 * 1024
MAX_READ_BYTES = 32 * 1024 * 1024
CUT_MARK = " [... line cut by trainwarden at {} bytes]"
_CHUNK = 1024 * 1024


class UnsafeFileError(OSError):
    """The path is not a regular file we may read (FIFO, device, escaping symlink, too big)."""


class FileTooLargeError(UnsafeFileError):
    """A regular file with more bytes than the reader's cap (counted on the bytes read: a
    sparse file's or a growing file's stat says nothing)."""


def _kind(mode: int) -> str:
    for test, name in (
        (stat.S_ISFIFO, "a FIFO"),
        (stat.S_ISCHR, "a character device"),
        (stat.S_ISBLK, "a block device"),
        (stat.S_ISSOCK, "a socket"),
        (stat.S_ISDIR, "a directory"),
    ):
        if test(mode):
            return name
    return "not a regular file"


def open_regular(path: str | os.PathLike[str], roots: tuple[Path, ...] = ()) -> int:
    """An fd of ``path`` opened read-only without blocking; raise UnsafeFileError unless it
    is a regular file (and, with ``roots``, resolves under one of them)."""
    if roots:
        real = Path(os.path.realpath(path))
        if not any(_under(real, root) for root in roots):
            where = ", ".join(map(str, roots))
            raise UnsafeFileError(f"{path}: resolves to {real}, outside {where}")
    fd, _ = open_regular_sized(path)
    try:
        os.set_blocking(fd, True)
    except BaseException:
        os.close(fd)
        raise
    return fd


def open_regular_sized(path: str | os.PathLike[str]) -> tuple[int, int]:
    """(fd, size in bytes at open) of ``path`` opened read-only; UnsafeFileError unless it is a
    regular file. The fd keeps O_NONBLOCK, which means nothing to a regular file's reads: a
    reader of thousands of small files (the rank logs of a big job) saves the two fcntl calls
    of open_regular."""
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise UnsafeFileError(f"{path}: {_kind(st.st_mode)}, only regular files are read")
    except BaseException:
        os.close(fd)
        raise
    return fd, st.st_size


def _under(path: Path, root: Path) -> bool:
    try:
        ensure_under(os.path.realpath(root), path)
    except PathEscapeError:
        return False
    return True


def read_regular_file(path: str | os.PathLike[str], max_bytes: int) -> bytes:
    """The whole file; UnsafeFileError when it is not a regular file (FIFO, device, socket,
    directory), FileTooLargeError when it holds more than max_bytes (at most max_bytes + 1
    are ever read)."""
    fd = open_regular(path)
    with os.fdopen(fd, "rb") as handle:
        data = handle.read(max_bytes + 1)
    if len(data) > max_bytes:
        raise FileTooLargeError(f"{path}: larger than the limit of {max_bytes} bytes, not read")
    return data


def read_regular_end(path: str | os.PathLike[str], limit: int) -> bytes:
    """The last ``limit`` bytes of a regular file (all of a smaller one); UnsafeFileError
    (an OSError) when it is not a regular file: a stream's end, where a crash left its stack."""
    fd, size = open_regular_sized(path)
    try:
        os.lseek(fd, max(0, size - limit), os.SEEK_SET)
        return os.read(fd, limit)
    finally:
        os.close(fd)


def read_end_lines(path: str | os.PathLike[str], limit: int) -> list[str]:
    """The whole lines of a regular file's last ``limit`` bytes, decoded as UTF-8 (undecodable
    bytes replaced): a first line the limit cut into is left out. OSError as read_regular_end."""
    read = read_regular_end(path, limit)
    lines = read.decode("utf-8", "replace").splitlines()
    return lines[1:] if len(read) >= limit else lines


def read_regular_text(path: str | os.PathLike[str], max_bytes: int) -> str:
    """read_regular_file decoded as UTF-8 (undecodable bytes replaced)."""
    return read_regular_file(path, max_bytes).decode("utf-8", errors="replace")


MAX_RECORD_BYTES = 1024 * 1024
"""One line of a JSONL file (a scheduler event, a metric, a process state) is far smaller."""


def record_lines(
    path: str | os.PathLike[str], max_line_bytes: int = MAX_RECORD_BYTES
) -> Iterator[tuple[int, bytes | None]]:
    """(1-based number, bytes) of each line of a regular file, read line by line with no line
    held beyond `max_line_bytes`. An over-long line (a sparse file's gigabytes of zeros) is
    yielded as None and ends the reading: finding its end could mean reading gigabytes, and
    no writer of records produces one. Raises like open_regular."""
    fd = open_regular(path)
    with os.fdopen(fd, "rb") as handle:
        number = 0
        while True:
            line = handle.readline(max_line_bytes + 1)
            if not line:
                return
            number += 1
            if len(line) > max_line_bytes:
                yield number, None
                return
            yield number, line


def capped_lines(
    path: str | os.PathLike[str],
    *,
    roots: tuple[Path, ...] | None = None,
    max_bytes: int = MAX_READ_BYTES,
    max_line_bytes: int = MAX_LINE_BYTES,
) -> Iterator[str]:
    """Lines of a log file (text, newline kept), for evidence: a regular file under ``roots``
    (default: the directory it is in; symlinks may point anywhere inside them, not out), only
    its last ``max_bytes`` read, each line cut at ``max_line_bytes`` with a visible mark. A
    missing file yields nothing; any other unreadable file raises OSError (UnsafeFileError
    for a FIFO, device or escaping symlink), and callers decide whether to skip it."""
    if roots is None:
        roots = (Path(os.path.abspath(path)).parent,)
    try:
        fd = open_regular(path, roots)
    except FileNotFoundError:
        return
    with os.fdopen(fd, "rb") as handle:
        size = os.fstat(handle.fileno()).st_size
        if size > max_bytes:
            handle.seek(size - max_bytes)
            _skip_line(handle)  # the first line read is only the end of one
        yield from _lines(handle, max_line_bytes)


def _skip_line(handle: BinaryIO) -> None:
    while True:
        rest = handle.readline(_CHUNK)
        if not rest or rest.endswith(b"\n"):
            return


def _lines(handle: BinaryIO, max_line_bytes: int) -> Iterator[str]:
    read = handle.readline
    while True:
        line = read(max_line_bytes)
        if not line:
            return
        if len(line) >= max_line_bytes and not line.endswith(b"\n"):
            _skip_line(handle)  # the rest of the over-long line, never held in memory
            line = line + CUT_MARK.format(max_line_bytes).encode() + b"\n"
        elif not line.endswith(b"\n"):
            line += b"\n"
        yield line.decode("utf-8", errors="replace")

