"""The storage interface checkpoint verification runs against, and its classified errors.

Verification only needs four things from storage: one recursive listing (names, sizes, ETags),
small reads (manifests, DCP `.metadata`, pointer files), streamed reads for checksums, and
writes for the checkpoint writers. Implementations (S3, filesystem) live in
`activities/checkpoint_stores.py` so this package stays free of I/O libraries.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Literal, Protocol

StoreErrorKind = Literal["access_denied", "not_found", "unreachable", "invalid_uri", "other"]


MAX_SMALL_OBJECT_BYTES = 64 << 20
"""Default cap of `read_bytes`: manifests, pointers and metadata are small; a checkpoint
directory is written by the job, so a 10 GB sparse `manifest.json` must not be read whole."""


class ObjectRefusedError(Exception):
    """An object read whole held more bytes than the reader's cap, or is not a regular file
    (a FIFO or device where a file was listed): a verdict on the object, not a store failure."""


class CheckpointStoreError(Exception):
    """The store itself failed (outage, permissions, missing bucket/path, bad URI).

    This is never a verdict on a checkpoint: callers must not treat it as "no usable
    checkpoint", because restarting from an older step after a transient outage loses work.
    """

    def __init__(self, kind: StoreErrorKind, message: str):
        super().__init__(f"{kind}: {message}")
        self.kind: StoreErrorKind = kind
        self.message = message

    @property
    def retryable(self) -> bool:
        return self.kind in ("unreachable", "other")


@dataclass(frozen=True, slots=True)
class StoredObject:
    """One listed object. A slotted dataclass, not pydantic: listings hold ~10^5 of these."""

    key: str
    """Path relative to the store's root, '/'-separated."""
    size: int
    etag: str | None = None
    """S3 ETag without quotes; None on filesystems."""


@dataclass(slots=True)
class StoreStats:
    """I/O counters, so a verdict can say what verification cost (thread-safe)."""

    listing_calls: int = 0
    bytes_read: int = 0
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False, compare=False)

    def add_listing_call(self) -> None:
        with self._lock:
            self.listing_calls += 1

    def add_bytes(self, n: int) -> None:
        with self._lock:
            self.bytes_read += n


@dataclass(slots=True)
class ObjectStream:
    """A streamed read plus the reference checksum the store holds for the object."""

    chunks: Iterator[bytes]
    etag: str | None = None
    """S3 ETag to compare with when it is a content hash: a plain md5 (single-part upload) or
    `<md5 of part md5s>-<parts>` (multipart, with `part_size` set); None when there is no
    usable reference (filesystems, SSE-KMS/SSE-C objects)."""
    part_size: int | None = None
    """Size of every part but the last, for a multipart ETag."""
    unavailable_reason: str | None = None


class CheckpointStore(Protocol):
    """A checkpoint root: an S3 prefix or a directory."""

    uri: str
    """Root URI without a trailing slash, e.g. `s3://bucket/run1` or `file:///ckpt/run1`."""
    stats: StoreStats

    def list_objects(self) -> Iterator[StoredObject]:
        """Every object under the root, recursively, in one paginated pass."""
        ...

    def read_bytes(self, key: str, max_bytes: int = MAX_SMALL_OBJECT_BYTES) -> bytes:
        """A whole (small) object. Raises FileNotFoundError if it is gone, ObjectRefusedError
        when it holds more than max_bytes (at most max_bytes + 1 are read)."""
        ...

    def stream(self, key: str, chunk_size: int = 8 << 20) -> ObjectStream:
        """A streamed read of a (large) object. Raises FileNotFoundError if it is gone."""
        ...

    def write_bytes(self, key: str, data: bytes) -> None:
        """Create or replace an object (for checkpoint writers, tests and benchmarks)."""
        ...

    def location(self, key: str) -> str:
        """The URI of a key or directory under the root."""
        ...
