"""Layout `auto`: each checkpoint directory is verified as the layout its content shows.

A real program's checkpoints say what wrote them, so nobody needs to name a layout:
- Megatron: `latest_checkpointed_iteration.txt` at the root (then every `iter_*` and `release`
  directory is Megatron's), or `mp_rank_*` directories inside an `iter_*` one, or Megatron's
  own files (`common.pt`, `metadata.json`) beside a torch_dist `.metadata`;
- DCP: a step-named directory holding `.metadata`, `.metadata.tmp` or `__<rank>_<n>.distcp`
  (an unfinished save has shards and no `.metadata`: still DCP, and rejected as unfinished);
- manifest (trainwarden's own): `step_<N>` holding `manifest.json`, or holding nothing of the
  others (an unfinished manifest save: shards, manifest not yet written).
Step-named directories that match none are reported as `unrecognised`; other directories
(logs, configs) are ignored. Recognition uses the listing's names only: no extra I/O.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from trainwarden.checkpoints.layouts.base import (
    Candidate,
    Discovery,
    Inspection,
    Layout,
    Listing,
    newest_first,
)
from trainwarden.checkpoints.layouts.dcp import METADATA_NAME, SHARD_NAME, DcpLayout
from trainwarden.checkpoints.layouts.manifest import MANIFEST_STEP_DIR, ManifestLayout
from trainwarden.checkpoints.layouts.megatron import (
    ITER_DIR,
    POINTER_NAME,
    RANK_DIR,
    RELEASE,
    MegatronLayout,
)
from trainwarden.checkpoints.layouts.steps import step_of
from trainwarden.checkpoints.manifest import MANIFEST_NAME
from trainwarden.checkpoints.models import (
    CONCRETE_LAYOUTS,
    MAX_LISTED_DIRECTORIES,
    UNRECOGNISED,
    LayoutFound,
)
from trainwarden.checkpoints.store import CheckpointStore, StoredObject

ROOT = ""
"""The key of the root itself in `Recognition.by_dir`, when the URI names one checkpoint."""
MEGATRON_DIST_FILES = frozenset({"common.pt", "metadata.json"})
DCP_NAMES = frozenset({METADATA_NAME, f"{METADATA_NAME}.tmp"})


@dataclass(slots=True)
class Recognition:
    """Which layout each checkpoint directory holds (directory name -> layout name)."""

    by_dir: dict[str, str] = field(default_factory=dict)

    def dirs_of(self, layout: str) -> list[str]:
        return [d for d, found in self.by_dir.items() if found == layout]

    def found(self, store: CheckpointStore) -> list[LayoutFound]:
        """What history records: each layout with its directories, newest first."""
        result = []
        for layout in (*CONCRETE_LAYOUTS, UNRECOGNISED):
            dirs = sorted(self.dirs_of(layout), key=_newest_key, reverse=True)
            if dirs:
                result.append(
                    LayoutFound(
                        layout=layout,
                        count=len(dirs),
                        directories=[d or "." for d in dirs[:MAX_LISTED_DIRECTORIES]],
                        newest=store.location(dirs[0]) if dirs[0] else store.uri,
                    )
                )
        return result


def recognise(listing: Listing, root_name: str) -> Recognition:
    """Tell each top-level directory's layout from its files (and the root's, when the root
    holds one checkpoint itself and no step directories: `root_name` is its last part)."""
    pointer = POINTER_NAME in listing.root_files
    by_dir: dict[str, str] = {}
    for name, files in listing.children.items():
        layout = _layout_of(name, files, pointer)
        if layout is not None:
            by_dir[name] = layout
    if not by_dir:
        layout = _root_layout(listing, root_name)
        if layout is not None:
            by_dir[ROOT] = layout
    return Recognition(by_dir)


def _layout_of(name: str, files: dict[str, StoredObject], pointer: bool) -> str | None:
    top = {path for path in files if "/" not in path}
    subdirs = {path.split("/", 1)[0] for path in files if "/" in path}
    megatron_dir = bool(ITER_DIR.match(name)) or name == RELEASE
    if megatron_dir and (
        pointer
        or any(RANK_DIR.match(d) for d in subdirs)
        or (METADATA_NAME in top and top & MEGATRON_DIST_FILES)
    ):
        return "megatron"
    step_named = step_of(name) is not None
    if step_named and (top & DCP_NAMES or any(SHARD_NAME.match(p) for p in top)):
        return "dcp"
    if MANIFEST_STEP_DIR.match(name):
        return "manifest"
    return UNRECOGNISED if step_named else None


def _root_layout(listing: Listing, root_name: str) -> str | None:
    files = listing.root_files
    if ITER_DIR.match(root_name) and any(map(RANK_DIR.match, listing.children)):
        return "megatron"
    if set(files) & DCP_NAMES or any(map(SHARD_NAME.match, files)):
        return "dcp"
    if MANIFEST_NAME in files:
        return "manifest"
    return None


def _newest_key(directory: str) -> tuple[int, str]:
    step = step_of(directory)
    return (-1 if step is None else step, directory)


class AutoLayout:
    """Runs each built-in layout over its own directories and merges the candidates."""

    name = "auto"

    def __init__(self, recognition: Recognition) -> None:
        self.recognition = recognition
        self.layouts: dict[str, Layout] = {
            "manifest": ManifestLayout(),
            "dcp": DcpLayout(),
            "megatron": MegatronLayout(),
        }

    def discover(self, listing: Listing, store: CheckpointStore) -> Discovery:
        merged = Discovery([])
        found = 0
        for name, impl in self.layouts.items():
            dirs = self.recognition.dirs_of(name)
            if not dirs:
                continue
            found += 1
            part = impl.discover(_restricted(listing, dirs), store)
            for candidate in part.candidates:
                candidate.layout = name
            for candidate, _ in part.pre_rejected:
                candidate.layout = name
            merged.candidates.extend(part.candidates)
            merged.pre_rejected.extend(part.pre_rejected)
            merged.notes.extend(part.notes)
        if found > 1:  # a layout's own order (Megatron's release first) holds within one layout
            merged.candidates = newest_first(merged.candidates)
        return merged

    def inspect(self, store: CheckpointStore, candidate: Candidate) -> Inspection:
        return self.layouts[candidate.layout].inspect(store, candidate)


def _restricted(listing: Listing, dirs: list[str]) -> Listing:
    """The listing as one layout sees it: its own directories and the root's files (pointer
    files); the whole listing when the root itself is the checkpoint."""
    if dirs == [ROOT]:
        return listing
    children = {d: listing.children[d] for d in dirs}
    objects = [obj for files in children.values() for obj in files.values()]
    objects.extend(listing.root_files.values())
    return Listing(objects, children, dict(listing.root_files))
