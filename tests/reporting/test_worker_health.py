"""`warden worker` with TRAINWARDEN_HEALTH_PORT (workers/health.py, docs/operations.md): /readyz
fails until the worker is connected to Temporal and the server lists it among the task queue's
pollers, then passes; /livez fails while the worker's event loop is blocked (the test-only
TRAINWARDEN_TEST_WEDGE_FILE makes a task on the loop time.sleep), though the HTTP thread answers,
and passes again once the loop runs."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
import uuid
from pathlib import Path

from temporalio.api.enums.v1 import TaskQueueType
from temporalio.api.taskqueue.v1 import TaskQueue
from temporalio.api.workflowservice.v1 import DescribeTaskQueueRequest
from temporalio.client import Client


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _probe(url: str) -> tuple[int, dict]:
    try:
        with urllib.request.urlopen(url, timeout=3) as resp:
            return resp.status, json.loads(resp.read())
    except urllib.error.HTTPError as err:
        return err.code, json.loads(err.read())


async def probe(url: str) -> tuple[int, dict]:
    """Off this event loop: it also runs the relay the worker connects through."""
    return await asyncio.to_thread(_probe, url)


async def wait_probe(url: str, status: int, timeout: float) -> dict:
    deadline = time.monotonic() + timeout
    last: object = None
    while time.monotonic() < deadline:
        try:
            code, body = await probe(url)
            if code == status:
                return body
            last = (code, body)
        except OSError as err:  # not listening yet
            last = err
        await asyncio.sleep(0.2)
    raise AssertionError(f"{url} never answered {status} within {timeout}s; last: {last}")


class GatedRelay:
    """A TCP relay to the Temporal server that holds every connection until opened: while
    closed, the worker's connect waits (the port accepts, nothing answers)."""

    def __init__(self, target: str) -> None:
        host, port = target.rsplit(":", 1)
        self.target = (host, int(port))
        self.open = asyncio.Event()
        self.waiting = 0
        self.server: asyncio.Server | None = None
        self.tasks: set[asyncio.Task] = set()

    async def start(self) -> str:
        self.server = await asyncio.start_server(self._serve, "127.0.0.1", 0)
        return f"127.0.0.1:{self.server.sockets[0].getsockname()[1]}"

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.waiting += 1
        await self.open.wait()
        up_reader, up_writer = await asyncio.open_connection(*self.target)

        async def pipe(src: asyncio.StreamReader, dst: asyncio.StreamWriter) -> None:
            with contextlib.suppress(OSError, asyncio.CancelledError):
                while data := await src.read(65536):
                    dst.write(data)
                    await dst.drain()
            dst.close()

        for task in (pipe(reader, up_writer), pipe(up_reader, writer)):
            t = asyncio.create_task(task)
            self.tasks.add(t)
            t.add_done_callback(self.tasks.discard)

    async def close(self) -> None:
        if self.server is not None:
            self.server.close()
        for t in list(self.tasks):
            t.cancel()


async def test_worker_ready_only_when_polling_and_live_only_while_its_loop_runs(
    temporal_client: Client, temporal_address: str, tmp_path: Path
) -> None:
    relay = GatedRelay(temporal_address)
    address = await relay.start()
    port, wedge = _free_port(), tmp_path / "wedge"
    task_queue = f"tw-health-{uuid.uuid4().hex[:6]}"
    env = {
        **os.environ,
        "TRAINWARDEN_HEALTH_PORT": str(port),
        "TRAINWARDEN_LIVENESS_SECONDS": "2",
        "TRAINWARDEN_TEST_WEDGE_FILE": str(wedge),
    }
    log = (tmp_path / "worker.log").open("w")
    proc = subprocess.Popen(
        [sys.executable, "-m", "trainwarden.cli", "worker", "--address", address,
         "--task-queue", task_queue],
        env=env, stdout=log, stderr=subprocess.STDOUT,
    )  # fmt: skip
    live, ready = f"http://127.0.0.1:{port}/livez", f"http://127.0.0.1:{port}/readyz"
    try:
        # up, live, and not ready while its connection to Temporal is held
        await wait_probe(live, 200, timeout=60)
        deadline = time.monotonic() + 60
        while relay.waiting == 0:  # the worker is connecting
            assert time.monotonic() < deadline and proc.poll() is None, "worker never connected"
            await asyncio.sleep(0.1)
        for _ in range(5):
            code, body = await probe(ready)
            assert code == 503 and body == {"ok": False, "reason": "not connected to Temporal yet"}
            await asyncio.sleep(0.3)
        assert proc.poll() is None

        relay.open.set()
        await wait_probe(ready, 200, timeout=60)
        # what it claims: the server lists pollers on its task queue, of both kinds
        kinds = (TaskQueueType.TASK_QUEUE_TYPE_WORKFLOW, TaskQueueType.TASK_QUEUE_TYPE_ACTIVITY)
        for kind in kinds:
            described = await temporal_client.workflow_service.describe_task_queue(
                DescribeTaskQueueRequest(
                    namespace=temporal_client.namespace,
                    task_queue=TaskQueue(name=task_queue),
                    task_queue_type=kind,
                )
            )
            assert described.pollers, kind

        # the loop blocked: the HTTP thread still answers, and says so
        wedge.touch()
        body = await wait_probe(live, 503, timeout=15)
        assert body["reason"].startswith("event loop unresponsive for "), body
        code, _ = await probe(ready)
        assert code == 503
        wedge.unlink()
        await wait_probe(live, 200, timeout=15)
        await wait_probe(ready, 200, timeout=15)
    finally:
        with contextlib.suppress(FileNotFoundError):
            wedge.unlink()
        proc.send_signal(signal.SIGTERM)
        try:
            await asyncio.to_thread(proc.wait, 30)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.close()
        await relay.close()
    assert proc.returncode == 0, (tmp_path / "worker.log").read_text()[-3000:]
