"""Checkpoint verification: find the newest complete checkpoint on S3 or a filesystem.

Pure domain code; the I/O implementations of CheckpointStore live in
`activities/checkpoint_stores.py`.
"""

from trainwarden.checkpoints.manifest import write_manifest_checkpoint
from trainwarden.checkpoints.models import (
    CheckpointVerdict,
    CustomLayout,
    LayoutSpec,
    RejectedCheckpoint,
)
from trainwarden.checkpoints.store import CheckpointStore, CheckpointStoreError, StoredObject
from trainwarden.checkpoints.verify import UnknownLayoutError, verify_checkpoints

__all__ = [
    "CheckpointStore",
    "CheckpointStoreError",
    "CheckpointVerdict",
    "CustomLayout",
    "LayoutSpec",
    "RejectedCheckpoint",
    "StoredObject",
    "UnknownLayoutError",
    "verify_checkpoints",
    "write_manifest_checkpoint",
]
