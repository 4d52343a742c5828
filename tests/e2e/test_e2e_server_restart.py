"""The Temporal server itself restarted in the middle of an incident: supervision carries on
when it is back, from its persisted state (dev server with a SQLite file)."""

from __future__ import annotations

import asyncio
import socket
import subprocess
from pathlib import Path

import pytest
from helpers_e2e import (
    job_spec,
    start_supervision,
    stop_supervision,
    wait_for_chaos_point,
    wait_recovered_once,
)
from temporalio.client import Client
from temporalio.contrib.pydantic import pydantic_data_converter

from trainwarden.config import SEARCH_ATTRIBUTES, temporal_binary
from trainwarden.localcluster.cluster import LocalCluster
from trainwarden.workers.devserver import dev_server_args
from trainwarden.workers.main import build_worker


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class PersistentDevServer:
    """`temporal server start-dev --db-filename`: state survives a restart."""

    def __init__(self, db: Path, log: Path):
        self.db, self.log, self.port = db, log, _free_port()
        self.proc: subprocess.Popen | None = None

    @property
    def address(self) -> str:
        return f"127.0.0.1:{self.port}"

    async def start(self) -> None:
        args = [
            temporal_binary(),
            "server",
            "start-dev",
            "--headless",
            "--ip",
            "127.0.0.1",
            "--port",
            str(self.port),
            "--db-filename",
            str(self.db),
            "--log-level",
            "error",
            *dev_server_args(),
        ]
        if not self.db.exists():  # registered once; persisted in the database afterwards
            for name, kind in SEARCH_ATTRIBUTES.items():
                args += ["--search-attribute", f"{name}={kind}"]
        self.proc = subprocess.Popen(args, stdout=self.log.open("ab"), stderr=subprocess.STDOUT)
        for _ in range(150):
            try:
                await Client.connect(self.address)
                return
            except Exception:
                await asyncio.sleep(0.2)
        raise RuntimeError(f"dev server on {self.address} did not start; see {self.log}")

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            self.proc.wait(timeout=20)


async def test_server_restart_mid_incident_supervision_carries_on(
    cluster: LocalCluster, tw_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    server = PersistentDevServer(tw_home / "temporal.db", tw_home / "server.log")
    await server.start()
    try:
        client = await Client.connect(server.address, data_converter=pydantic_data_converter)
        monkeypatch.setenv("TRAINWARDEN_CHAOS_PAUSE", "exclude_nodes.after=6")
        async with build_worker(client, "restart-test"):
            cluster.inject_fault("node-2", "xid", sticky=True, after_steps=8, xid=79)
            handle = await start_supervision(client, "restart-test", job_spec(cluster, "srv"))
            await wait_for_chaos_point(tw_home, "exclude_nodes.after")
            server.stop()
            await asyncio.sleep(3)
            await server.start()
            monkeypatch.delenv("TRAINWARDEN_CHAOS_PAUSE")
            await wait_recovered_once(
                handle, cluster, "node-2", what="recovery after the server restart"
            )
            await stop_supervision(handle)
    finally:
        server.stop()
