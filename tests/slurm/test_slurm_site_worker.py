"""A Slurm site's deployment (deploy/slurm-host), end to end on the private Slurm cluster: the
built wheel installed by the site's install script into a fresh venv outside the checkout;
`warden worker` and one `warden node-agent` per node started exactly as their systemd units say
(ExecStart, with the unit's environment file edited as a site edits it); supervision started
with the `temporal` CLI; the trainer run by the installed package. A sticky Xid 79 on one node:
the node is drained and the job trains again, without the node."""

from __future__ import annotations

import asyncio
import json
import random
import signal
import socket
import subprocess
import time
import urllib.request
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers_systemd import service_launch, site_env_file
from slurm_helpers import REPO, SlurmTestEnv
from slurm_workflow_helpers import (
    SLURM_FAST_PARAMS,
    drain_reason,
    observe_until,
    recovered,
    stop_supervision,
    wait_status,
)
from temporalio.client import Client

from trainwarden.activities.backends.slurm import SlurmBackend

pytestmark = [pytest.mark.slurm]
HOST = REPO / "deploy" / "slurm-host"
NODES = ("node1", "node2", "node3", "node4")


def _free_port() -> int:
    """A free port below the kernel's ephemeral range (32768-60999 by default): one the kernel
    handed out for bind(0) could be handed out again to another test's server before the
    worker binds it (the site tests of two Slurm releases run at once)."""
    rng = random.Random()
    while True:
        port = rng.randrange(20000, 32000)
        with socket.socket() as s:
            try:
                s.bind(("127.0.0.1", port))
            except OSError:
                continue
            return port


class Services:
    """Processes started as systemd would start the units; stopped as systemd stops them."""

    def __init__(self, venv: Path, logs: Path) -> None:
        self.venv, self.logs = venv, logs
        self.procs: list[subprocess.Popen[bytes]] = []
        self.pending: list[tuple[str, subprocess.Popen[bytes], Path, str]] = []

    def start(self, unit: str, env_file: Path, home: Path, ready: str) -> None:
        argv, env, cwd = service_launch(
            HOST / unit,
            env_file,
            {"/opt/trainwarden/.venv": self.venv, "/var/lib/trainwarden": home},
            HOME=str(home), USER="root", LOGNAME="root",
        )  # fmt: skip
        log = self.logs / f"{env_file.stem}.log"
        with log.open("wb") as out:
            proc = subprocess.Popen(argv, env=env, cwd=cwd, stdout=out, stderr=subprocess.STDOUT)
        self.procs.append(proc)
        self.pending.append((unit, proc, log, ready))

    def wait_ready(self, timeout: float = 90) -> None:
        """Every service started has printed its ready line (they start side by side)."""
        deadline = time.monotonic() + timeout
        for unit, proc, log, ready in self.pending:
            while ready not in log.read_text():
                assert proc.poll() is None, f"{unit} exited {proc.returncode}:\n{log.read_text()}"
                assert time.monotonic() < deadline, f"{unit} not ready:\n{log.read_text()}"
                time.sleep(0.2)
        self.pending.clear()

    def stop(self) -> None:
        for proc in self.procs:
            proc.send_signal(signal.SIGTERM)
        for proc in self.procs:
            try:
                proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


@pytest.fixture
def services(site_venv_bin: Path, tmp_path: Path) -> Iterator[Services]:
    logs = tmp_path / "logs"
    logs.mkdir()
    started = Services(site_venv_bin.parent, logs)
    try:
        yield started
    finally:
        started.stop()


async def test_site_worker_drains_the_faulty_node_and_the_job_trains_again(
    temporal_client: Client,
    temporal_address: str,
    slurm_env: SlurmTestEnv,
    site_venv_bin: Path,
    services: Services,
    tmp_path: Path,
) -> None:
    env = slurm_env
    run_root, home = tmp_path / "runs", tmp_path / "var-lib-trainwarden"
    home.mkdir()
    site, metrics = f"site-{uuid.uuid4().hex[:8]}", _free_port()
    for node in NODES:  # one agent per compute node, each following its node's kernel log
        kernel = run_root / "nodes" / node / "kernel.log"
        kernel.parent.mkdir(parents=True)
        kernel.touch()
        agent_env = site_env_file(
            HOST / "node-agent.env", tmp_path / f"node-agent-{node}.env",
            TRAINWARDEN_RUN_ROOT=str(run_root), TRAINWARDEN_KERNEL_LOG=str(kernel),
            SLURMD_NODENAME=node, PATH=env.cluster.path,
        )  # fmt: skip
        services.start("trainwarden-node-agent.service", agent_env, tmp_path, "node-events")
    worker_env = site_env_file(
        HOST / "worker.env", tmp_path / "worker.env",
        TEMPORAL_ADDRESS=temporal_address, TRAINWARDEN_SITE=site, TRAINWARDEN_HOME=str(home),
        SLURM_CONF=env.conf, TRAINWARDEN_SLURM_RUN_ROOT=str(run_root),
        TRAINWARDEN_SLURM_POLL_SECONDS="0.5", TRAINWARDEN_METRICS_PORT=str(metrics),
        PATH=env.cluster.path,  # the release under test, as a site's env file names its Slurm
    )  # fmt: skip
    services.start("trainwarden-worker.service", worker_env, home, "worker on")
    await asyncio.to_thread(services.wait_ready)

    # the job as a user describes it: the cluster is the worker's (no slurm_conf), the trainer
    # is the installed package's (no checkout on its path)
    job = env.trainer_job(
        "site", nodes=2, ranks_per_node=2, python=str(site_venv_bin / "python"), pythonpath=None
    )
    spec = job.spec.model_copy(
        update={"slurm": job.spec.slurm.model_copy(update={"slurm_conf": None})}  # type: ignore[union-attr]
    )
    workflow_id = f"supervise-{site}"
    started = await asyncio.to_thread(
        subprocess.run,
        [str(site_venv_bin / "temporal"), "workflow", "start", "--type", "SuperviseTrainingJob",
         "--task-queue", f"trainwarden-{site}", "--workflow-id", workflow_id,
         "--address", temporal_address, "--input",
         json.dumps({"job": spec.model_dump(mode="json", exclude_none=True),
                     "playbook": "default", "params": SLURM_FAST_PARAMS})],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert started.returncode == 0, started.stderr
    handle = temporal_client.get_workflow_handle(workflow_id)
    status = await wait_status(handle, lambda s: s.handle is not None, 60, "job started")
    assert status.handle is not None
    job_id = status.handle.job_id
    backend = SlurmBackend(slurm_conf=env.conf, run_root=run_root, poll_interval=0.5)
    obs = await observe_until(backend, job_id, lambda o: (o.step or 0) >= 6, 60, "step 6")
    bad = sorted(obs.nodes)[-1]
    job.arm_fault(bad, kind="xid", xid=79, fire_after=2)
    job.arm_in_run(run_root / job_id / "0")

    status = await wait_status(handle, recovered, timeout=120, what="recovery")

    inc = status.incidents[0]
    assert inc.attribution is not None
    assert (inc.attribution.signature, inc.attribution.implicated_nodes) == ("xid-79", [bad])
    assert inc.excluded_nodes == [bad]
    assert drain_reason(env, bad) == f"trainwarden: {inc.id} xid-79"
    restored = inc.timings.restored_step
    assert restored is not None
    again = await observe_until(
        backend, job_id,
        lambda o: o.state == "RUNNING" and (o.step or 0) > restored + 2, 60, "training again",
    )  # fmt: skip
    assert bad not in again.nodes and len(again.nodes) == 2
    assert again.run_first_step == restored + 1
    # the agent started from its unit published the Xid of the faulty node
    events = (run_root / "node-events" / f"{bad}.jsonl").read_text()
    assert "xid-79" in events
    # the worker that acted is the one started from its unit (its own metrics)
    with urllib.request.urlopen(f"http://127.0.0.1:{metrics}/metrics", timeout=10) as page:
        assert "trainwarden_exclusions_total 1.0" in page.read().decode()
    await stop_supervision(handle)
