"""The floor for detection-to-action: a chain of no-op activities with the same shape as the
supervisor's path (an activity notices something, returns; the workflow runs k more activities
one after another; the time is taken when the workflow starts the next one)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from temporalio import activity, workflow


@activity.defn
async def floor_detect() -> datetime:
    return datetime.now(UTC)


@activity.defn
async def floor_noop() -> None:
    return None


@workflow.defn
class FloorChain:
    @workflow.run
    async def run(self, k: int) -> float:
        opts = {"start_to_close_timeout": timedelta(seconds=30)}
        detected = await workflow.execute_activity(floor_detect, **opts)
        for _ in range(k):
            await workflow.execute_activity(floor_noop, **opts)
        return (workflow.now() - detected).total_seconds()
