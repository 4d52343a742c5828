"""Checkpoint verification before any restart: finds the newest complete checkpoint."""

from __future__ import annotations

from temporalio import activity
from temporalio.exceptions import ApplicationError

from trainwarden.activities.chaos import chaos_point
from trainwarden.activities.checkpoint_stores import open_store
from trainwarden.activities.errors import classified_errors
from trainwarden.activities.heartbeat import in_thread_with_heartbeat
from trainwarden.activities.models import VerifyCheckpointInput
from trainwarden.checkpoints.models import CheckpointVerdict, CustomLayout, RejectedCheckpoint
from trainwarden.checkpoints.store import CheckpointStoreError
from trainwarden.checkpoints.verify import verify_checkpoints


def _verify(inp: VerifyCheckpointInput) -> CheckpointVerdict:
    store = open_store(inp.uri, endpoint_url=inp.endpoint_url)
    custom = [CustomLayout.model_validate(c) for c in inp.custom_layouts] or None
    verdict = verify_checkpoints(
        store, inp.layout, checksums=inp.checksums, custom_layouts=custom, skip=inp.skip
    )
    if verdict.usable and not inp.fallback and verdict.rejected:
        # the playbook forbids falling back: a broken newest checkpoint means none is usable
        newest = verdict.rejected[0]
        return verdict.model_copy(
            update={
                "usable": False,
                "step": None,
                "location": None,
                "checked": [
                    *verdict.checked,
                    f"fallback disabled: newest (step {newest.step}) "
                    f"is broken, older step {verdict.step} not used",
                ],
            }
        )
    skipped: list[RejectedCheckpoint] = []
    for _ in range(inp.rollback):
        if not verdict.usable or verdict.step is None:
            break
        skipped.append(
            RejectedCheckpoint(
                step=verdict.step,
                location=verdict.location or "",
                reason=f"step {verdict.step}: complete, but skipped by rollback "
                f"({inp.rollback} newest good checkpoint(s) may hold bad weights)",
            )
        )
        verdict = verify_checkpoints(
            store,
            inp.layout,
            checksums=inp.checksums,
            custom_layouts=custom,
            max_step=verdict.step - 1,
            skip=inp.skip,
        )
    if skipped:
        verdict = verdict.model_copy(
            update={"rejected": sorted([*skipped, *verdict.rejected], key=lambda r: -r.step)}
        )
    return verdict


@activity.defn
async def verify_checkpoint(inp: VerifyCheckpointInput) -> CheckpointVerdict:
    await chaos_point("verify_checkpoint.before")
    with classified_errors("verify_checkpoint", f"verify checkpoints at {inp.uri}"):
        try:
            return await in_thread_with_heartbeat(_verify, inp)
        except CheckpointStoreError as err:
            # an outage is retried with backoff; a denied or missing store is not a corrupt
            # checkpoint
            raise ApplicationError(
                str(err),
                type=f"CheckpointStore.{err.kind}",
                non_retryable=err.kind != "unreachable",
            ) from err
