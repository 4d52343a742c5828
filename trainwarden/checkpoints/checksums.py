"""The checksum level: stream every file of a candidate and compare it with a reference.

References are the manifest's sha256 or, on S3, the ETag when it is a content hash: the md5 of
a single-part upload, or for a multipart upload the md5 of its parts' md5s (part size from
the store, assumed uniform as every common uploader makes it; a part count that does not
fit means non-uniform parts, and the file counts as unreferenced rather than mismatched).
KMS/SSE-C ETags are no hash. Files with no reference are still read end to end, which at
least proves every byte is retrievable. Files are streamed in parallel threads.
"""

from __future__ import annotations

import hashlib
import time
from collections import Counter
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

from trainwarden.checkpoints.layouts.base import Candidate, ChecksumTarget
from trainwarden.checkpoints.store import CheckpointStore

MAX_PARALLEL_STREAMS = 8


@dataclass(slots=True)
class FileCheck:
    path: str
    outcome: str
    """'sha256', 'md5' (matched), 'sha256-mismatch', 'md5-mismatch', 'unreferenced', 'vanished'"""
    size: int
    note: str | None = None


@dataclass(slots=True)
class ChecksumReport:
    problem: str | None
    notes: list[str] = field(default_factory=list)
    bytes_streamed: int = 0
    seconds: float = 0.0


def verify_checksums(
    store: CheckpointStore,
    candidate: Candidate,
    targets: list[ChecksumTarget],
    progress: Callable[[str], None] | None = None,
) -> ChecksumReport:
    started = time.perf_counter()
    checks: list[FileCheck] = []
    with ThreadPoolExecutor(max_workers=max(1, min(MAX_PARALLEL_STREAMS, len(targets)))) as pool:
        for result in pool.map(lambda t: _check_file(store, candidate, t), targets):
            checks.append(result)
            if progress:  # called on the caller's thread: Temporal heartbeats need that
                progress(f"{candidate.label}: streamed {result.path}")
    seconds = time.perf_counter() - started
    streamed = sum(c.size for c in checks)
    for check in checks:
        if check.outcome == "sha256-mismatch":
            return ChecksumReport(
                f"manifest checksum mismatch for {check.path}", [], streamed, seconds
            )
        if check.outcome == "md5-mismatch":
            return ChecksumReport(f"ETag md5 mismatch for {check.path}", [], streamed, seconds)
        if check.outcome == "vanished":
            return ChecksumReport(
                f"{check.path} disappeared during verification", [], streamed, seconds
            )
    return ChecksumReport(None, [_summary(candidate, checks, streamed, seconds)], streamed, seconds)


def _check_file(store: CheckpointStore, candidate: Candidate, target: ChecksumTarget) -> FileCheck:
    try:
        stream = store.stream(candidate.key(target.path))
        sha256 = hashlib.sha256() if target.sha256 else None
        etag = EtagHasher(stream.part_size) if not target.sha256 and stream.etag else None
        size = 0
        for chunk in stream.chunks:
            if sha256:
                sha256.update(chunk)
            if etag:
                etag.update(chunk)
            size += len(chunk)
    except FileNotFoundError:
        return FileCheck(target.path, "vanished", 0)
    if sha256:
        ok = sha256.hexdigest() == target.sha256
        return FileCheck(target.path, "sha256" if ok else "sha256-mismatch", size)
    if etag and stream.etag:
        computed = etag.hexdigest()
        if computed.partition("-")[2] != stream.etag.partition("-")[2]:
            return FileCheck(target.path, "unreferenced", size, "non-uniform multipart parts")
        return FileCheck(target.path, "md5" if computed == stream.etag else "md5-mismatch", size)
    return FileCheck(target.path, "unreferenced", size, stream.unavailable_reason)


class EtagHasher:
    """Computes an S3 ETag while streaming: md5, or md5-of-part-md5s `-N` for multipart."""

    def __init__(self, part_size: int | None):
        self.part_size = part_size
        self.part_digests: list[bytes] = []
        self.current = hashlib.md5(usedforsecurity=False)
        self.filled = 0

    def update(self, chunk: bytes) -> None:
        if self.part_size is None:
            self.current.update(chunk)
            return
        view = memoryview(chunk)
        while view:
            take = min(len(view), self.part_size - self.filled)
            self.current.update(view[:take])
            self.filled += take
            view = view[take:]
            if self.filled == self.part_size:
                self.part_digests.append(self.current.digest())
                self.current, self.filled = hashlib.md5(usedforsecurity=False), 0

    def hexdigest(self) -> str:
        if self.part_size is None:
            return self.current.hexdigest()
        digests = self.part_digests + ([self.current.digest()] if self.filled else [])
        combined = hashlib.md5(b"".join(digests), usedforsecurity=False).hexdigest()
        return f"{combined}-{len(digests)}"


def _summary(candidate: Candidate, checks: list[FileCheck], streamed: int, seconds: float) -> str:
    counts = Counter(c.outcome for c in checks)
    parts = []
    if counts["sha256"]:
        parts.append(f"sha256 of {_files(counts['sha256'])} matches the manifest")
    if counts["md5"]:
        parts.append(f"{_files(counts['md5'])} match their S3 ETags (md5)")
    if counts["unreferenced"]:
        reasons = sorted(
            {c.note or "no reference checksum" for c in checks if c.outcome == "unreferenced"}
        )
        parts.append(
            f"{_files(counts['unreferenced'])} read in full with no checksum to compare "
            f"({'; '.join(reasons)})"
        )
    rate = streamed / seconds if seconds > 0 else 0.0
    return (
        f"{candidate.label}: {', '.join(parts) or 'no files to check'} "
        f"({human_bytes(streamed)} streamed in {seconds:.2f} s, {human_bytes(rate)}/s)"
    )


def _files(count: int) -> str:
    return f"{count} file{'' if count == 1 else 's'}"


def human_bytes(count: float) -> str:
    for unit in ("B", "kB", "MB", "GB"):
        if count < 1000:
            return f"{count:.0f} {unit}" if unit == "B" else f"{count:.1f} {unit}"
        count /= 1000
    return f"{count:.1f} TB"
