"""The checksum level: stream every file of a candidate and compare it with a reference.

References are the manifest's sha256 or, on S3, the ETag when it is a plain md5
(single-part upload, not KMS/SSE-C). Files with no reference are still read end to end,
which at least proves every byte is retrievable. Files are streamed in parallel threads.
"""

from __future__ import annotations

import hashlib
import time
from collections import Counter
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
    store: CheckpointStore, candidate: Candidate, targets: list[ChecksumTarget]
) -> ChecksumReport:
    started = time.perf_counter()
    with ThreadPoolExecutor(max_workers=max(1, min(MAX_PARALLEL_STREAMS, len(targets)))) as pool:
        checks = list(pool.map(lambda t: _check_file(store, candidate, t), targets))
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
        digest = hashlib.sha256() if target.sha256 else hashlib.md5(usedforsecurity=False)
        size = 0
        for chunk in stream.chunks:
            digest.update(chunk)
            size += len(chunk)
    except FileNotFoundError:
        return FileCheck(target.path, "vanished", 0)
    if target.sha256:
        ok = digest.hexdigest() == target.sha256
        return FileCheck(target.path, "sha256" if ok else "sha256-mismatch", size)
    if stream.md5:
        ok = digest.hexdigest() == stream.md5
        return FileCheck(target.path, "md5" if ok else "md5-mismatch", size)
    return FileCheck(target.path, "unreferenced", size, stream.md5_unavailable_reason)


def _summary(candidate: Candidate, checks: list[FileCheck], streamed: int, seconds: float) -> str:
    counts = Counter(c.outcome for c in checks)
    parts = []
    if counts["sha256"]:
        parts.append(f"sha256 of {counts['sha256']} files matches the manifest")
    if counts["md5"]:
        parts.append(f"md5 of {counts['md5']} files matches their S3 ETags")
    if counts["unreferenced"]:
        reasons = sorted(
            {c.note or "no reference checksum" for c in checks if c.outcome == "unreferenced"}
        )
        parts.append(
            f"{counts['unreferenced']} files read in full with no checksum to compare "
            f"({'; '.join(reasons)})"
        )
    rate = streamed / 1e6 / seconds if seconds > 0 else 0.0
    return (
        f"{candidate.label}: {', '.join(parts) or 'no files to check'} "
        f"({streamed / 1e6:.2f} MB streamed in {seconds:.2f} s, {rate:.1f} MB/s)"
    )
