"""Verification of PyTorch Distributed Checkpoint (DCP) step directories.

A DCP save writes `__<rank>_<n>.distcp` shards, then `.metadata` last (rank 0, after a
barrier), so a missing `.metadata` means the save did not finish. Complete = `.metadata`
decodes and every shard it names is present, non-empty and long enough for the byte ranges
it lists. A `.metadata` that cannot be decoded (random bytes, cut short, over the size limit,
hostile) rejects the checkpoint: `dcp.load` would fail on it too, so verification moves on to
the older one.
"""

from __future__ import annotations

import re

from trainwarden.checkpoints.dcp_metadata import (
    MAX_METADATA_BYTES,
    DcpMetadataError,
    decode_dcp_metadata,
)
from trainwarden.checkpoints.layouts.base import (
    Candidate,
    ChecksumTarget,
    Discovery,
    Inspection,
    Listing,
    newest_first,
    root_as_candidate,
)
from trainwarden.checkpoints.layouts.steps import step_of
from trainwarden.checkpoints.store import CheckpointStore, ObjectRefusedError

METADATA_NAME = ".metadata"
SHARD_NAME = re.compile(r"^__(\d+)_(\d+)\.distcp$")


class DcpLayout:
    name = "dcp"

    def discover(self, listing: Listing, store: CheckpointStore) -> Discovery:
        candidates = []
        for dir_name, files in listing.children.items():
            step = step_of(dir_name)
            if step is not None:
                candidates.append(Candidate(step, dir_name, files, f"step {step}"))
        if not candidates and (
            METADATA_NAME in listing.root_files or any(map(SHARD_NAME.match, listing.root_files))
        ):
            root = root_as_candidate(listing, store, step_of, "step")
            if root:
                return Discovery([root], notes=[f"{store.uri} is itself a checkpoint directory"])
        return Discovery(newest_first(candidates))

    def inspect(self, store: CheckpointStore, candidate: Candidate) -> Inspection:
        return inspect_dcp_files(store, candidate)


def inspect_dcp_files(store: CheckpointStore, candidate: Candidate, subdir: str = "") -> Inspection:
    """Check one DCP checkpoint stored at `subdir` inside the candidate directory."""
    prefix = f"{subdir}/" if subdir else ""
    files = {
        path[len(prefix) :]: obj for path, obj in candidate.files.items() if path.startswith(prefix)
    }
    metadata = files.get(METADATA_NAME)
    if metadata is None:
        return Inspection(f"{prefix}{METADATA_NAME} missing (save not finished)")
    if metadata.size == 0:
        return Inspection(f"zero-size {prefix}{METADATA_NAME}")
    if metadata.size > MAX_METADATA_BYTES:
        return Inspection(
            f"{prefix}{METADATA_NAME} is {metadata.size} bytes, over the "
            f"{MAX_METADATA_BYTES} byte limit: not read"
        )
    try:
        spans = decode_dcp_metadata(
            store.read_bytes(candidate.key(prefix + METADATA_NAME), MAX_METADATA_BYTES)
        )
    except FileNotFoundError:
        return Inspection(f"{prefix}{METADATA_NAME} disappeared during verification")
    except ObjectRefusedError as exc:  # grew past the limit since it was listed, or a FIFO
        return Inspection(f"{prefix}{METADATA_NAME} refused: {exc}")
    except DcpMetadataError as exc:
        return Inspection(f"{prefix}{METADATA_NAME} unreadable ({exc}): cannot be loaded")
    needed: dict[str, int] = {}
    for span in spans:
        needed[span.relative_path] = max(
            needed.get(span.relative_path, 0), span.offset + span.length
        )
    for path in sorted(needed, key=_shard_order):
        obj = files.get(path)
        if obj is None:
            return Inspection(f"shard {prefix}{path} missing (named in {METADATA_NAME})")
        if obj.size == 0:
            return Inspection(f"zero-size shard {prefix}{path}")
        if obj.size < needed[path]:
            return Inspection(
                f"shard {prefix}{path} truncated: {obj.size} bytes, {METADATA_NAME} needs "
                f"{needed[path]}"
            )
    return Inspection(
        None,
        [ChecksumTarget(prefix + path) for path in sorted(needed, key=_shard_order)],
        [
            f"{candidate.label}: {prefix}{METADATA_NAME} decoded ({len(spans)} items); all "
            f"{len(needed)} shards it names present, non-empty and long enough"
        ],
    )


def _shard_order(path: str) -> tuple[int, int, str]:
    match = SHARD_NAME.match(path)
    return (int(match.group(1)), int(match.group(2)), path) if match else (1 << 30, 0, path)
