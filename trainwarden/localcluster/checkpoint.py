"""The simulated trainer's checkpoints, in trainwarden's manifest layout.

Layout: ``<dir>/step_<8 digits>/rank-<r>.pt`` plus ``manifest.json`` written last (atomically)
by rank 0; a step directory without a manifest is incomplete. Storage access goes through
``CheckpointStore`` so an S3 implementation can be swapped in without touching the trainer.
"""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path
from typing import Any, Protocol

from trainwarden.localcluster.fsutil import atomic_write_bytes, iso

MANIFEST_FORMAT = "trainwarden.manifest/v1"
MANIFEST_NAME = "manifest.json"
_STEP_DIR = re.compile(r"^step_(\d{8})$")


def step_dir_name(step: int) -> str:
    return f"step_{step:08d}"


def shard_name(rank: int) -> str:
    return f"rank-{rank}.pt"


class CheckpointStore(Protocol):
    """Where checkpoint bytes live; ``location`` strings are what restart/verify pass around."""

    def write(self, step: int, name: str, data: bytes) -> None: ...
    def read(self, step: int, name: str) -> bytes: ...
    def steps(self) -> list[int]: ...
    def location(self, step: int) -> str: ...


class DirectoryStore:
    """A checkpoint directory on a (shared) filesystem."""

    def __init__(self, root: str | Path):
        self.root = Path(root)

    def write(self, step: int, name: str, data: bytes) -> None:
        atomic_write_bytes(self.root / step_dir_name(step) / name, data)

    def read(self, step: int, name: str) -> bytes:
        return (self.root / step_dir_name(step) / name).read_bytes()

    def steps(self) -> list[int]:
        if not self.root.is_dir():
            return []
        found = [_STEP_DIR.match(p.name) for p in self.root.iterdir() if p.is_dir()]
        return sorted(int(m.group(1)) for m in found if m)

    def location(self, step: int) -> str:
        return str(self.root / step_dir_name(step))


class S3Store:
    """Checkpoints in an S3 bucket (boto3: credentials and endpoint from the standard chain,
    e.g. AWS_ENDPOINT_URL for an S3-compatible server)."""

    def __init__(self, uri: str):
        import boto3

        bucket, _, prefix = uri.removeprefix("s3://").partition("/")
        if not bucket:
            raise ValueError(f"checkpoint URI {uri!r} names no bucket")
        self.bucket, self.prefix = bucket, prefix.strip("/")
        self.client = boto3.client("s3")

    def _key(self, step: int, name: str) -> str:
        return "/".join(filter(None, [self.prefix, step_dir_name(step), name]))

    def write(self, step: int, name: str, data: bytes) -> None:
        # a PUT is atomic: readers see the whole object or none
        self.client.put_object(Bucket=self.bucket, Key=self._key(step, name), Body=data)

    def read(self, step: int, name: str) -> bytes:
        try:
            obj = self.client.get_object(Bucket=self.bucket, Key=self._key(step, name))
        except self.client.exceptions.NoSuchKey as err:
            raise FileNotFoundError(self._key(step, name)) from err
        return obj["Body"].read()

    def steps(self) -> list[int]:
        prefix = f"{self.prefix}/" if self.prefix else ""
        found: list[int] = []
        pages = self.client.get_paginator("list_objects_v2").paginate(
            Bucket=self.bucket, Prefix=prefix, Delimiter="/"
        )
        for page in pages:
            for common in page.get("CommonPrefixes", []):
                match = _STEP_DIR.match(common["Prefix"][len(prefix) :].rstrip("/"))
                if match:
                    found.append(int(match.group(1)))
        return sorted(found)

    def location(self, step: int) -> str:
        return f"s3://{self.bucket}/{self._key(step, '')}".rstrip("/")


def open_store(uri: str) -> CheckpointStore:
    """The store for a checkpoint URI: `s3://bucket/prefix` or a directory path."""
    if uri.startswith("s3://"):
        return S3Store(uri)
    if "://" in uri and not uri.startswith("file://"):
        raise ValueError(f"unsupported checkpoint URI {uri!r}: use s3://bucket/prefix or a path")
    return DirectoryStore(uri.removeprefix("file://"))


def shard_bytes(step: int, rank: int, loss: float, padding: int = 2048) -> bytes:
    """A rank's pretend model/optimizer state: the step and loss, plus padding for size."""
    body = {"step": step, "rank": rank, "loss": loss, "state": "x" * padding}
    return json.dumps(body).encode()


def write_manifest(store: CheckpointStore, step: int, world_size: int) -> dict[str, Any]:
    """Hash every rank's shard and write the manifest last, marking the step complete."""
    files = []
    for rank in range(world_size):
        data = store.read(step, shard_name(rank))
        digest = hashlib.sha256(data).hexdigest()
        files.append({"path": shard_name(rank), "size": len(data), "sha256": digest})
    manifest = {"format": MANIFEST_FORMAT, "step": step, "created_at": iso(), "files": files}
    store.write(step, MANIFEST_NAME, json.dumps(manifest, indent=1).encode())
    return manifest


def read_manifest(store: CheckpointStore, step: int) -> dict[str, Any] | None:
    try:
        manifest = json.loads(store.read(step, MANIFEST_NAME))
    except (FileNotFoundError, json.JSONDecodeError):
        return None
    if manifest.get("format") != MANIFEST_FORMAT or manifest.get("step") != step:
        return None
    found: dict[str, Any] = manifest
    return found


def newest_complete_step(store: CheckpointStore) -> int | None:
    """The newest step whose manifest exists (an incomplete step is never resumed from)."""
    for step in reversed(store.steps()):
        if read_manifest(store, step) is not None:
            return step
    return None


def step_from_location(path: str) -> int | None:
    """The step of a location such as ``.../step_00000010`` or its ``manifest.json``."""
    candidate = Path(path.removeprefix("s3://"))
    if candidate.name == MANIFEST_NAME:
        candidate = candidate.parent
    match = _STEP_DIR.match(candidate.name)
    return int(match.group(1)) if match else None
