"""The worker's health endpoints (docs/operations.md), on TRAINWARDEN_HEALTH_PORT:

    GET /livez   200 while the worker's event loop answers: a task on the loop stamps the time
                 every second; 503 once the stamp is older than TRAINWARDEN_LIVENESS_SECONDS
                 (default 15). /healthz is the same check.
    GET /readyz  200 once the worker is connected to Temporal and the server lists it among
                 the pollers of its task queue (workflow and activity tasks), while the loop is
                 live; 503 before, while draining on shutdown, and when the server no longer
                 sees it polling (re-checked every 10 s).

The answers come from a thread (the loop may be the thing that is stuck), but what they report
is what the loop last did: a wedged loop stops stamping, and /livez fails, where
prometheus_client's /metrics (served from a thread of its own) would still answer.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import threading
import time
from datetime import timedelta
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from temporalio.api.enums.v1 import TaskQueueKind, TaskQueueType
from temporalio.api.taskqueue.v1 import TaskQueue
from temporalio.api.workflowservice.v1 import DescribeTaskQueueRequest
from temporalio.client import Client
from temporalio.service import RPCError, RPCStatusCode
from temporalio.worker import Worker

from trainwarden.config import ConfigError

log = logging.getLogger("trainwarden.health")

PORT_ENV = "TRAINWARDEN_HEALTH_PORT"
LIVENESS_ENV = "TRAINWARDEN_LIVENESS_SECONDS"
# Test only: while this file exists, the loop is blocked (time.sleep on it): what /livez is for.
WEDGE_ENV = "TRAINWARDEN_TEST_WEDGE_FILE"
POLL_TYPES = (TaskQueueType.TASK_QUEUE_TYPE_WORKFLOW, TaskQueueType.TASK_QUEUE_TYPE_ACTIVITY)


class Health:
    """What the endpoints report; written on the loop, read by the server's threads (plain
    attribute reads and writes: no lock needed under the GIL)."""

    def __init__(self, live_within: float = 15.0, tick: float = 1.0) -> None:
        self.live_within = live_within
        self.tick = tick
        self.last_tick = time.monotonic()
        self.not_ready = "not connected to Temporal yet"
        self.tasks: list[asyncio.Task[None]] = []
        self.server: ThreadingHTTPServer | None = None

    # ------------------------------------------------------------------ the answers
    def live(self) -> tuple[bool, str]:
        age = time.monotonic() - self.last_tick
        if age > self.live_within:
            return False, f"event loop unresponsive for {age:.1f}s (bound {self.live_within:g}s)"
        return True, f"event loop answered {age:.1f}s ago"

    def ready(self) -> tuple[bool, str]:
        live, why = self.live()
        if not live:
            return False, why
        if self.not_ready:
            return False, self.not_ready
        return True, "connected and polling"

    # ------------------------------------------------------------------ on the loop
    def start(self, port: int, addr: str = "0.0.0.0") -> None:
        """Serve the endpoints from a thread and start stamping (call on the worker's loop)."""
        self.server = ThreadingHTTPServer((addr, port), _handler(self))
        self.server.daemon_threads = True
        threading.Thread(
            target=self.server.serve_forever, name="trainwarden-health", daemon=True
        ).start()
        self.tasks.append(asyncio.create_task(self._beat()))

    async def _beat(self) -> None:
        wedge = os.environ.get(WEDGE_ENV)
        while True:
            self.last_tick = time.monotonic()
            while wedge and os.path.exists(wedge):
                time.sleep(0.1)  # blocks the whole loop, on purpose (tests only)
            await asyncio.sleep(self.tick)

    def polling(self, client: Client, worker: Worker, task_queue: str) -> None:
        """The worker is started: ready once the server lists it among the task queue's
        pollers (re-checked every 10 s)."""
        self.not_ready = "connected; waiting for the server to see this worker polling"
        self.tasks.append(asyncio.create_task(self._watch(client, worker, task_queue)))

    def draining(self) -> None:
        self.not_ready = "shutting down: draining in-flight activities"
        for task in self.tasks[1:]:
            task.cancel()

    def stop(self) -> None:
        for task in self.tasks:
            task.cancel()
        if self.server is not None:
            self.server.shutdown()
            self.server.server_close()

    async def _watch(
        self, client: Client, worker: Worker, task_queue: str, every: float = 10.0
    ) -> None:
        identity = worker.config().get("identity") or client.identity
        while True:
            self.not_ready = await self._polling_gap(client, worker, task_queue, identity)
            await asyncio.sleep(0.5 if self.not_ready else every)

    @staticmethod
    async def _polling_gap(client: Client, worker: Worker, task_queue: str, identity: str) -> str:
        """Why the worker is not (yet) polling, "" if it is."""
        if not worker.is_running:
            return "worker not running"
        for kind in POLL_TYPES:
            request = DescribeTaskQueueRequest(
                namespace=client.namespace,
                task_queue=TaskQueue(name=task_queue, kind=TaskQueueKind.TASK_QUEUE_KIND_NORMAL),
                task_queue_type=kind,
            )
            try:
                described = await client.workflow_service.describe_task_queue(
                    request, timeout=timedelta(seconds=5)
                )
            except RPCError as err:
                if err.status == RPCStatusCode.PERMISSION_DENIED:  # not allowed to ask: the
                    return ""  # worker runs, which is all that can be known
                return f"cannot ask Temporal about task queue {task_queue}: {err.message}"
            if identity not in {p.identity for p in described.pollers}:
                what = TaskQueueType.Name(kind).removeprefix("TASK_QUEUE_TYPE_").lower()
                return f"not (yet) seen polling {task_queue} for {what} tasks"
        return ""


def _handler(health: Health) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            path = self.path.split("?")[0].rstrip("/")
            checks = {"/livez": health.live, "/healthz": health.live, "/readyz": health.ready}
            if path not in checks:
                self._answer(404, {"ok": False, "reason": "try /livez or /readyz"})
                return
            ok, reason = checks[path]()
            self._answer(200 if ok else 503, {"ok": ok, "reason": reason})

        def _answer(self, status: int, body: dict[str, Any]) -> None:
            data = (json.dumps(body) + "\n").encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, format: str, *args: Any) -> None:  # probes every few seconds
            pass

    return Handler


def health_from_env() -> Health | None:
    """Health served on TRAINWARDEN_HEALTH_PORT, if set (call on the worker's loop)."""
    port = os.environ.get(PORT_ENV)
    if not port:
        return None
    try:
        number, bound = int(port), float(os.environ.get(LIVENESS_ENV, "15"))
    except ValueError as err:
        raise ConfigError(f"{PORT_ENV} or {LIVENESS_ENV}: {err}") from err
    if not 0 < number < 65536 or not bound > 0:
        raise ConfigError(f"{PORT_ENV}={port!r} or {LIVENESS_ENV}: out of range")
    health = Health(live_within=bound)
    health.start(number)
    log.info("health on http://0.0.0.0:%s/livez and /readyz", port)
    return health
