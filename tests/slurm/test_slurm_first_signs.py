"""First signs on the real local Slurm: one `warden node-agent` per simulated node follows the
node's kernel log and publishes fatal events to the shared run root; the backend's observe
reads them. The trainer's collective timeout is 60 s, so the test passes only if the Xid was
acted on before any watchdog fired."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator

import pytest
from slurm_helpers import SlurmTestEnv
from slurm_workflow_helpers import observe_until, recovered, start_supervision, stop_supervision
from slurm_workflow_helpers import wait_status as wait_wf
from temporalio.client import Client

from trainwarden.attribution.timestamps import parse_ts

pytestmark = [pytest.mark.slurm]
NODES = ("node1", "node2", "node3", "node4")
PATIENT = "--step-seconds 0.2 --checkpoint-every 5 --collective-timeout 60"


@pytest.fixture(scope="module")
def node_agents(slurm_supervision: SlurmTestEnv) -> Iterator[None]:
    """One agent per node, as a prolog or a systemd unit would start it on a real cluster."""
    env = slurm_supervision
    procs = []
    for node in NODES:
        kernel = env.node_root / node / "kernel.log"
        kernel.parent.mkdir(parents=True, exist_ok=True)
        kernel.touch()
        proc = subprocess.Popen(
            [sys.executable, "-m", "trainwarden.cli", "node-agent", "--node", node,
             "--run-root", str(env.run_root), "--kernel-log", str(kernel),
             "--interval", "0.2", "--gpu-interval", "0"],
            stdout=subprocess.PIPE,
            text=True,
        )  # fmt: skip
        procs.append(proc)
    try:
        for proc in procs:
            assert proc.stdout is not None and "node-events" in proc.stdout.readline()
        yield
    finally:
        for proc in procs:
            proc.terminate()
        for proc in procs:
            proc.wait(timeout=10)


async def test_xid_seen_by_the_node_agent_and_acted_on_before_the_watchdog(
    temporal_client: Client, slurm_worker: str, slurm_supervision: SlurmTestEnv, node_agents
) -> None:
    env = slurm_supervision
    job = env.trainer_job(
        "fs-xid", nodes=2, ranks_per_node=2, trainer_args=PATIENT, extra_sbatch=["-x", "node4"]
    )
    handle = await start_supervision(temporal_client, slurm_worker, job.spec)
    status = await wait_wf(handle, lambda s: s.handle is not None, what="job started")
    assert status.handle is not None
    job_id = status.handle.job_id
    obs = await observe_until(env.backend(), job_id, lambda o: (o.step or 0) >= 6, 40, "step 6")
    bad = sorted(obs.nodes)[-1]
    job.arm_fault(bad, kind="xid", xid=79, fire_after=2)
    job.arm_in_run(env.run_root / job_id / "0")

    status = await wait_wf(handle, recovered, timeout=120, what="recovery")

    inc = status.incidents[0]
    assert inc.first_signs and inc.first_signs[0].signature == "xid-79"
    assert inc.first_signs[0].node == bad
    assert inc.actions[0].step == "stop_remaining_ranks"
    assert inc.attribution is not None and inc.attribution.category == "gpu_hardware"
    assert inc.excluded_nodes == [bad]
    # outside clock: the driver line's own time in the node's kernel log
    lines = (env.node_root / bad / "kernel.log").read_text().splitlines()
    xid = next(line for line in lines if ": 79, " in line)
    written = parse_ts(xid.split(" ", 1)[0])
    assert written is not None and inc.timings.failed_at is not None
    assert abs((inc.timings.failed_at - written).total_seconds()) <= 1.0
    out = (job.work / f"slurm-{job_id}.out").read_text()
    assert "Watchdog caught collective operation timeout" not in out
    await stop_supervision(handle)
