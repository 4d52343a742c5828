"""Verification of configured "marker file written last" layouts (CustomLayout)."""

from __future__ import annotations

from trainwarden.checkpoints.layouts.base import (
    Candidate,
    ChecksumTarget,
    Discovery,
    Inspection,
    Listing,
    newest_first,
)
from trainwarden.checkpoints.models import CustomLayout
from trainwarden.checkpoints.store import CheckpointStore, StoredObject


class MarkerLayout:
    def __init__(self, definition: CustomLayout):
        self.definition = definition
        self.name = definition.name
        self._pattern = definition.pattern

    def discover(self, listing: Listing, store: CheckpointStore) -> Discovery:
        """Each object belongs to its shallowest ancestor directory matching the regex."""
        verdicts: dict[str, int | None] = {}
        groups: dict[str, dict[str, StoredObject]] = {}
        steps: dict[str, int] = {}
        for obj in listing.objects:
            parts = obj.key.split("/")
            for depth in range(1, len(parts)):
                directory = "/".join(parts[:depth])
                if directory not in verdicts:
                    verdicts[directory] = self._step_of(directory)
                step = verdicts[directory]
                if step is not None:
                    groups.setdefault(directory, {})["/".join(parts[depth:])] = obj
                    steps[directory] = step
                    break
        candidates = [
            Candidate(steps[d], d, files, f"step {steps[d]}") for d, files in groups.items()
        ]
        return Discovery(newest_first(candidates))

    def _step_of(self, directory: str) -> int | None:
        match = self._pattern.fullmatch(directory)
        if not match:
            return None
        raw = match.groupdict().get("step") or match.group(1)
        return int(raw) if raw is not None and raw.isdigit() else None

    def inspect(self, store: CheckpointStore, candidate: Candidate) -> Inspection:
        marker = self.definition.marker
        if marker not in candidate.files:
            return Inspection(f"marker {marker} missing (save not finished)")
        return Inspection(
            None,
            [ChecksumTarget(path) for path in sorted(candidate.files)],
            [f"{candidate.label}: marker {marker} present ({len(candidate.files)} files)"],
        )
