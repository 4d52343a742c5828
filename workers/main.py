"""The trainwarden worker process: hosts the supervision workflow and all activities."""

from __future__ import annotations

import asyncio
import logging
import signal
from datetime import timedelta

from temporalio.client import Client
from temporalio.worker import Worker

from activities.all import ALL_ACTIVITIES
from trainwarden.config import TemporalSettings
from workers.client import connect
from workflows.supervise import SuperviseTrainingJob

log = logging.getLogger("trainwarden.worker")


def build_worker(
    client: Client, task_queue: str, *, max_concurrent_activities: int = 200
) -> Worker:
    return Worker(
        client,
        task_queue=task_queue,
        workflows=[SuperviseTrainingJob],
        activities=ALL_ACTIVITIES,
        max_concurrent_activities=max_concurrent_activities,
        graceful_shutdown_timeout=timedelta(seconds=10),
    )


async def run_worker(settings: TemporalSettings | None = None) -> None:
    settings = settings or TemporalSettings.from_env()
    client = await connect(settings)
    worker = build_worker(client, settings.task_queue)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    log.info(
        "worker on %s namespace %s task queue %s",
        settings.address,
        settings.namespace,
        settings.task_queue,
    )
    async with worker:
        await stop.wait()


def main(
    address: str | None = None, namespace: str | None = None, task_queue: str | None = None
) -> int:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s %(message)s")
    settings = TemporalSettings.from_env(
        address=address, namespace=namespace, task_queue=task_queue
    )
    asyncio.run(run_worker(settings))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
