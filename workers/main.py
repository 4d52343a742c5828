"""The trainwarden worker process: hosts the supervision workflow and all activities."""

from __future__ import annotations

import argparse
import asyncio
import gc
import logging
import os
import signal
import sys
from datetime import timedelta

from temporalio.client import Client
from temporalio.worker import Worker

from trainwarden.activities.all import ALL_ACTIVITIES
from trainwarden.config import TUNING_ENV, TemporalSettings, WorkerTuning
from trainwarden.logconfig import ensure_logging
from trainwarden.workers.client import connect, settings_of
from trainwarden.workers.hardening import make_undumpable
from trainwarden.workers.health import health_from_env
from trainwarden.workers.metrics import MetricsInterceptor, serve_metrics, track_jobs_by_state
from trainwarden.workers.tracing import worker_plugins
from trainwarden.workflows.node_health import NodeHealthWorkflow
from trainwarden.workflows.supervise import SuperviseTrainingJob

log = logging.getLogger("trainwarden.worker")


def warm_attribution_catalogs(playbook: str = "default") -> None:
    """Compile the playbook's signature catalogs and their log matchers now (cached per
    process, ~200 ms), by attributing a one-line bundle: otherwise the first incident a worker
    attributes pays for it between detection and action (bench/time_to_action.py)."""
    import json
    import tempfile
    from pathlib import Path

    from trainwarden.attribution.catalog import load_catalogs
    from trainwarden.attribution.engine import attribute_bundle
    from trainwarden.playbook.loader import load_playbook

    try:
        catalog = load_catalogs(load_playbook(playbook).signature_catalogs)
        with tempfile.TemporaryDirectory(prefix="tw-warmup-") as tmp:
            bundle = Path(tmp)
            job = {"job_id": "warmup", "scheduler": "local", "nodes": ["n1"], "ranks": {"0": "n1"}}
            (bundle / "job.json").write_text(json.dumps(job))
            logs = bundle / "logs" / "n1"
            logs.mkdir(parents=True)
            for stream in ("kernel", "rank-0", "daemon"):
                (logs / f"{stream}.log").write_text("2026-01-01T00:00:00Z warm-up\n")
            attribute_bundle(bundle, catalog)
    except Exception as err:
        log.warning("cannot precompile signature catalogs of %s: %s", playbook, err)


def tune_gc() -> None:
    """A worker supervising a thousand jobs holds a large, long-lived heap (cached workflows);
    with CPython's default thresholds the full collections that rescan it were a third of the
    worker's CPU at that scale (bench/scale.py). Freeze what start-up created (modules,
    compiled catalogs: never garbage) and collect the young generation less often."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(10_000, 10, 10)


def build_worker(
    client: Client,
    task_queue: str,
    *,
    max_concurrent_activities: int | None = None,
    tuning: WorkerTuning | None = None,
) -> Worker:
    tuning = tuning or WorkerTuning()
    warm_attribution_catalogs()
    if max_concurrent_activities is not None:
        tuning = tuning.model_copy(update={"max_concurrent_activities": max_concurrent_activities})
    return Worker(
        client,
        task_queue=task_queue,
        workflows=[SuperviseTrainingJob, NodeHealthWorkflow],
        activities=ALL_ACTIVITIES,
        max_concurrent_activities=tuning.max_concurrent_activities,
        max_concurrent_workflow_tasks=tuning.max_concurrent_workflow_tasks,
        max_cached_workflows=tuning.max_cached_workflows,
        graceful_shutdown_timeout=timedelta(seconds=tuning.graceful_shutdown_seconds),
        interceptors=[MetricsInterceptor()],
        plugins=worker_plugins(client),  # traces, when on (workers/tracing.py)
    )


async def run_worker(
    settings: TemporalSettings | None = None, tuning: WorkerTuning | None = None
) -> None:
    """Run until SIGINT/SIGTERM, then drain: stop polling, give in-flight activities
    `graceful_shutdown_seconds` to finish (cancelled after that; Temporal retries them on
    another worker), and exit 0, so a rolling update loses no work."""
    settings = settings or TemporalSettings.from_env()
    tuning = tuning or WorkerTuning.from_env()
    metrics_port = os.environ.get("TRAINWARDEN_METRICS_PORT")
    if metrics_port:  # before connecting: it installs the SDK runtime's Prometheus exporter
        serve_metrics(int(metrics_port))
        log.info("metrics on http://0.0.0.0:%s/metrics", metrics_port)
    health = health_from_env()  # /livez and /readyz on TRAINWARDEN_HEALTH_PORT
    client = await connect(settings)
    tracker = asyncio.create_task(track_jobs_by_state(client)) if metrics_port else None
    worker = build_worker(client, settings.task_queue, tuning=tuning)
    tune_gc()
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    log.info("worker on %s; %s", settings.describe(), tuning.model_dump())
    async with worker:
        if health is not None:  # ready once the server sees it polling
            health.polling(client, worker, settings.task_queue)
        await stop.wait()
        if health is not None:
            health.draining()
        log.info(
            "shutdown requested: draining in-flight activities (up to %ss)",
            tuning.graceful_shutdown_seconds,
        )
    if tracker is not None:
        tracker.cancel()
    if health is not None:
        health.stop()
    log.info("worker stopped")


def main(args: argparse.Namespace) -> int:
    """`warden worker`, from its parsed command line (trainwarden/cli.py)."""
    ensure_logging()  # TRAINWARDEN_LOG_FORMAT, TRAINWARDEN_LOG_LEVEL (trainwarden/logconfig.py)
    make_undumpable()  # jobs of this user (local backend) cannot read its environment or memory
    tuning = WorkerTuning.from_env(**{field: getattr(args, field) for field in TUNING_ENV})
    asyncio.run(run_worker(settings_of(args), tuning))
    return 0


if __name__ == "__main__":  # `python -m workers.main`: what `warden worker` does, errors too
    from trainwarden.cli import main as warden

    raise SystemExit(warden(["worker", *sys.argv[1:]]))
