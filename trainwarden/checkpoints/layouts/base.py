"""What every layout provides to the verifier, and the one-pass listing they all share."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Protocol

from trainwarden.checkpoints.store import CheckpointStore, StoredObject


@dataclass(slots=True)
class Listing:
    """The result of the single listing pass, grouped by top-level directory."""

    objects: list[StoredObject]
    children: dict[str, dict[str, StoredObject]]
    """top-level directory name -> {path inside it: object}"""
    root_files: dict[str, StoredObject]

    @classmethod
    def build(cls, objects: Iterable[StoredObject]) -> Listing:
        all_objects: list[StoredObject] = []
        children: dict[str, dict[str, StoredObject]] = {}
        root_files: dict[str, StoredObject] = {}
        for obj in objects:
            all_objects.append(obj)
            head, sep, rest = obj.key.partition("/")
            if sep:
                children.setdefault(head, {})[rest] = obj
            else:
                root_files[head] = obj
        return cls(all_objects, children, root_files)


@dataclass(slots=True)
class Candidate:
    """One checkpoint directory found in the listing."""

    step: int
    dir: str
    """Directory relative to the store root ('' for the root itself)."""
    files: dict[str, StoredObject]
    """Objects under the directory, keyed by path relative to it."""
    label: str
    """How reasons name it, e.g. 'step 30' or 'iter 30'."""
    layout: str = ""
    """The layout that found it, when `auto` mixes several."""

    def key(self, path: str) -> str:
        return f"{self.dir}/{path}" if self.dir else path


@dataclass(slots=True)
class ChecksumTarget:
    """A file the checksum level streams, and the reference it is compared with."""

    path: str
    """Relative to the candidate directory."""
    sha256: str | None = None
    """Expected sha256 (manifest); None: use the store's md5 (S3 ETag) when it has one."""


@dataclass(slots=True)
class Inspection:
    """Presence-level result for one candidate."""

    problem: str | None
    checksum_targets: list[ChecksumTarget] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


@dataclass(slots=True)
class Discovery:
    """Candidates a layout found, newest first, plus those it rejected without inspection."""

    candidates: list[Candidate]
    pre_rejected: list[tuple[Candidate, str]] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


class Layout(Protocol):
    name: str

    def discover(self, listing: Listing, store: CheckpointStore) -> Discovery:
        """Find checkpoint directories in the listing (no extra I/O beyond tiny reads)."""
        ...

    def inspect(self, store: CheckpointStore, candidate: Candidate) -> Inspection:
        """Presence-level check: listed names and sizes plus small metadata files only."""
        ...


def root_as_candidate(
    listing: Listing, store: CheckpointStore, step_of_name: Callable[[str], int | None], label: str
) -> Candidate | None:
    """The root itself as the only candidate, when the URI names one checkpoint directory
    (e.g. `.../step_00000030`): lets a caller verify exactly the checkpoint it will load."""
    step = step_of_name(store.uri.rstrip("/").rsplit("/", 1)[-1])
    if step is None:
        return None
    return Candidate(step, "", {obj.key: obj for obj in listing.objects}, f"{label} {step}")


def newest_first(candidates: Iterable[Candidate]) -> list[Candidate]:
    return sorted(candidates, key=lambda c: (c.step, c.dir), reverse=True)
