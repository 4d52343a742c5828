"""Verification of trainwarden's manifest layout (see trainwarden.checkpoints.manifest)."""

from __future__ import annotations

import re

from pydantic import ValidationError

from trainwarden.checkpoints.layouts.base import (
    Candidate,
    ChecksumTarget,
    Discovery,
    Inspection,
    Listing,
    newest_first,
    root_as_candidate,
)
from trainwarden.checkpoints.manifest import MANIFEST_NAME, Manifest
from trainwarden.checkpoints.store import CheckpointStore, ObjectRefusedError
from trainwarden.untrusted.validation import first_error

MANIFEST_STEP_DIR = re.compile(r"^step_(\d+)$")


def _manifest_step(name: str) -> int | None:
    match = MANIFEST_STEP_DIR.match(name)
    return int(match.group(1)) if match else None


class ManifestLayout:
    name = "manifest"

    def discover(self, listing: Listing, store: CheckpointStore) -> Discovery:
        candidates = []
        for dir_name, files in listing.children.items():
            match = MANIFEST_STEP_DIR.match(dir_name)
            if match:
                step = int(match.group(1))
                candidates.append(Candidate(step, dir_name, files, f"step {step}"))
        if not candidates and MANIFEST_NAME in listing.root_files:
            root = root_as_candidate(listing, store, _manifest_step, "step")
            if root:
                return Discovery([root], notes=[f"{store.uri} is itself a checkpoint directory"])
        return Discovery(newest_first(candidates))

    def inspect(self, store: CheckpointStore, candidate: Candidate) -> Inspection:
        listed = candidate.files.get(MANIFEST_NAME)
        if listed is None:
            return Inspection(f"{MANIFEST_NAME} missing (save not finished)")
        try:
            manifest = Manifest.model_validate_json(store.read_bytes(candidate.key(MANIFEST_NAME)))
        except FileNotFoundError:
            return Inspection(f"{MANIFEST_NAME} disappeared during verification")
        except ObjectRefusedError as exc:
            return Inspection(f"{MANIFEST_NAME} refused: {exc}")
        except ValidationError as exc:
            return Inspection(f"{MANIFEST_NAME} invalid at {first_error(exc, 'document')}")
        if manifest.step != candidate.step:
            return Inspection(
                f"{MANIFEST_NAME} says step {manifest.step}, directory {candidate.dir} "
                f"is step {candidate.step}"
            )
        for entry in manifest.files:
            obj = candidate.files.get(entry.path)
            if obj is None:
                return Inspection(f"shard {entry.path} missing")
            if obj.size != entry.size:
                return Inspection(
                    f"shard {entry.path} has {obj.size} bytes, manifest says {entry.size}"
                )
        return Inspection(
            None,
            [ChecksumTarget(entry.path, entry.sha256) for entry in manifest.files],
            [
                f"{candidate.label}: {MANIFEST_NAME} valid; all {len(manifest.files)} files "
                "present with the sizes it lists"
            ],
        )
