"""Checkpoint verification before any restart: finds the newest complete checkpoint."""

from __future__ import annotations

from temporalio import activity
from temporalio.exceptions import ApplicationError

from activities.checkpoint_stores import open_store
from activities.heartbeat import in_thread_with_heartbeat
from activities.models import VerifyCheckpointInput
from trainwarden.checkpoints.verify import CheckpointVerdict, verify_checkpoints


def _verify(inp: VerifyCheckpointInput) -> CheckpointVerdict:
    from trainwarden.checkpoints.models import CustomLayout

    store = open_store(inp.uri, endpoint_url=inp.endpoint_url)
    custom = [CustomLayout.model_validate(c) for c in inp.custom_layouts] or None
    return verify_checkpoints(store, inp.layout, checksums=inp.checksums, custom_layouts=custom)


@activity.defn
async def verify_checkpoint(inp: VerifyCheckpointInput) -> CheckpointVerdict:
    from trainwarden.checkpoints.store import CheckpointStoreError

    try:
        return await in_thread_with_heartbeat(_verify, inp)
    except CheckpointStoreError as err:
        # an outage is retried with backoff; a denied or missing store is not a corrupt checkpoint
        raise ApplicationError(
            str(err), type=f"CheckpointStore.{err.kind}", non_retryable=err.kind != "unreachable"
        ) from err
