"""A bundle as one reproducible archive (same files, same bytes, same sha256) and back."""

from __future__ import annotations

import gzip
import hashlib
import io
import tarfile
from pathlib import Path

MAX_ARCHIVE_BYTES = 512 * 1024 * 1024


def pack(bundle: Path) -> bytes:
    """tar.gz of the bundle directory: sorted names, no owners, no times (hash is content)."""
    raw = io.BytesIO()
    with tarfile.open(fileobj=raw, mode="w", format=tarfile.PAX_FORMAT) as tar:
        for path in sorted(p for p in bundle.rglob("*") if p.is_file() and not p.is_symlink()):
            info = tarfile.TarInfo(path.relative_to(bundle).as_posix())
            info.size, info.mode, info.mtime = path.stat().st_size, 0o644, 0
            with path.open("rb") as handle:
                tar.addfile(info, handle)
    return gzip.compress(raw.getvalue(), mtime=0)


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def unpack(data: bytes, dest: Path) -> None:
    """Into dest (created); members that would leave it, links and devices are refused."""
    dest.mkdir(parents=True, exist_ok=True)
    with tarfile.open(fileobj=io.BytesIO(data), mode="r:gz") as tar:
        tar.extractall(dest, filter="data")
