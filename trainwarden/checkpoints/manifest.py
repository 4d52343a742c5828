"""trainwarden's own checkpoint format: shards plus a `manifest.json` written last.

`<root>/step_<step:08d>/<files...>` and `manifest.json`:
`{"format": "trainwarden.manifest/v1", "step": 10, "created_at": "<iso>",
  "files": [{"path": "rank-0.pt", "size": 123, "sha256": "<hex>"}]}`.
Because the manifest is written after every shard, its presence marks a finished save.
"""

from __future__ import annotations

import hashlib
import os
from datetime import UTC, datetime
from pathlib import Path, PurePosixPath
from typing import Final, Literal

from pydantic import BaseModel, Field, field_validator

from trainwarden.checkpoints.store import CheckpointStore

MANIFEST_FORMAT: Final = "trainwarden.manifest/v1"
MANIFEST_NAME = "manifest.json"


def step_dir_name(step: int) -> str:
    return f"step_{step:08d}"


class ManifestFile(BaseModel):
    path: str = Field(min_length=1)
    size: int = Field(ge=0)
    sha256: str = Field(pattern=r"^[0-9a-f]{64}$")

    @field_validator("path")
    @classmethod
    def _inside_step_dir(cls, path: str) -> str:
        parts = PurePosixPath(path).parts
        if path.startswith("/") or ".." in parts or path == MANIFEST_NAME:
            raise ValueError(f"file path {path!r} must be inside the step directory")
        return path


class Manifest(BaseModel):
    format: Literal["trainwarden.manifest/v1"] = MANIFEST_FORMAT
    step: int = Field(ge=0)
    created_at: datetime
    files: list[ManifestFile]


def build_manifest(step: int, files: dict[str, bytes]) -> Manifest:
    return Manifest(
        step=step,
        created_at=datetime.now(UTC),
        files=[
            ManifestFile(path=path, size=len(data), sha256=hashlib.sha256(data).hexdigest())
            for path, data in sorted(files.items())
        ],
    )


def write_manifest_checkpoint(
    store_or_dir: CheckpointStore | str | os.PathLike[str], step: int, files: dict[str, bytes]
) -> str:
    """Write one checkpoint: every shard first, the manifest last. Returns its location.

    `store_or_dir` is a CheckpointStore or a local directory (the checkpoint root). The
    location is the store's URI of the step directory, or its absolute path for a directory.
    """
    manifest = build_manifest(step, files)
    body = manifest.model_dump_json(indent=1).encode()
    step_dir = step_dir_name(step)
    if isinstance(store_or_dir, str | os.PathLike):
        return _write_to_directory(Path(store_or_dir), step_dir, files, body)
    for path, data in sorted(files.items()):
        store_or_dir.write_bytes(f"{step_dir}/{path}", data)
    store_or_dir.write_bytes(f"{step_dir}/{MANIFEST_NAME}", body)
    return store_or_dir.location(step_dir)


def _write_to_directory(root: Path, step_dir: str, files: dict[str, bytes], body: bytes) -> str:
    target = root / step_dir
    for path, data in sorted(files.items()):
        _write_durably(target / path, data)
    _write_durably(target / MANIFEST_NAME, body)
    return str(target.absolute())


def _write_durably(path: Path, data: bytes) -> None:
    """Write via a temporary name and rename, so a crash never leaves a half-written file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.tmp")
    with open(tmp, "wb") as handle:
        handle.write(data)
        handle.flush()
        os.fsync(handle.fileno())
    os.replace(tmp, path)
