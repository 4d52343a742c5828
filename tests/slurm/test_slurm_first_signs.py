"""First signs on the real local Slurm: one `warden node-agent` per simulated node follows the
node's kernel log and publishes fatal events to the shared run root (and beats, so a node that
dies is seen by its silence); srun's own task-exit lines in the job's output show a rank that
died. The trainer's collective timeout is 60 s, so a test passes only if the fault was acted on
before any watchdog fired; the step runs without --kill-on-bad-exit where a rank dies, so the
job stays RUNNING and only the first sign can end it early."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from slurm_helpers import SlurmTestEnv
from slurm_workflow_helpers import observe_until, recovered, start_supervision, stop_supervision
from slurm_workflow_helpers import wait_status as wait_wf
from temporalio.client import Client

from trainwarden.attribution.timestamps import parse_ts
from trainwarden.localcluster.firing import xid_kernel_line
from trainwarden.localcluster.fsutil import append_line, iso
from trainwarden.localcluster.procs import slurm_trainer_ranks
from trainwarden.supervision import Incident, SupervisorStatus

pytestmark = [pytest.mark.slurm]
NODES = ("node1", "node2", "node3", "node4")
PATIENT = "--step-seconds 0.2 --checkpoint-every 5 --collective-timeout 60"


class Agents:
    """One agent per node, as a prolog or a systemd unit would start it on a real cluster."""

    def __init__(self, env: SlurmTestEnv) -> None:
        self.env = env
        self.procs: dict[str, subprocess.Popen[str]] = {}

    def start(self, node: str) -> None:
        kernel = self.env.node_root / node / "kernel.log"
        kernel.parent.mkdir(parents=True, exist_ok=True)
        kernel.touch()
        proc = subprocess.Popen(
            [sys.executable, "-m", "trainwarden.cli", "node-agent", "--node", node,
             "--run-root", str(self.env.run_root), "--kernel-log", str(kernel),
             "--interval", "0.2", "--heartbeat", "0.5", "--gpu-interval", "0"],
            stderr=subprocess.PIPE,  # it logs to stderr
            text=True,
        )  # fmt: skip
        assert proc.stderr is not None and "node-events" in proc.stderr.readline()
        self.procs[node] = proc

    def stop_all(self) -> None:
        for proc in self.procs.values():
            proc.terminate()
        for proc in self.procs.values():
            proc.wait(timeout=10)


@pytest.fixture(scope="module")
def node_agents(slurm_supervision: SlurmTestEnv) -> Iterator[Agents]:
    agents = Agents(slurm_supervision)
    with pytest.MonkeyPatch.context() as patch:
        # the worker's reading of a silent agent (its heartbeat is 0.5 s here)
        patch.setenv("TRAINWARDEN_NODE_AGENT_SILENCE", "3")
        try:
            for node in NODES:
                agents.start(node)
            yield agents
        finally:
            agents.stop_all()


async def test_xid_seen_by_the_node_agent_and_acted_on_before_the_watchdog(
    temporal_client: Client, slurm_worker: str, slurm_supervision: SlurmTestEnv, node_agents
) -> None:
    env = slurm_supervision
    job = env.trainer_job(
        "fs-xid", nodes=2, ranks_per_node=2, trainer_args=PATIENT, extra_sbatch=["-x", "node4"]
    )
    # as an NCCL job does: the step goes on when the node's ranks die, their peers wait in the
    # collective (60 s). With srun's --kill-on-bad-exit the job ended 0.3 s after the Xid line,
    # a race with the node agent's event that the job's end sometimes won (no first sign)
    spec = job.spec.model_copy(
        update={"env": {**job.spec.env, "TRAINWARDEN_KILL_ON_BAD_EXIT": "0"}}
    )
    handle = await start_supervision(temporal_client, slurm_worker, spec)
    status = await wait_wf(handle, lambda s: s.handle is not None, what="job started")
    assert status.handle is not None
    job_id = status.handle.job_id
    obs = await observe_until(env.backend(), job_id, lambda o: (o.step or 0) >= 6, 40, "step 6")
    bad = sorted(obs.nodes)[-1]
    armed = datetime.now(UTC)
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
    # (the node's log is the session's: an earlier test's Xid on that node may be in it too)
    lines = (env.node_root / bad / "kernel.log").read_text().splitlines()
    written = next(
        at
        for line in lines
        if ": 79, " in line and (at := parse_ts(line.split(" ", 1)[0])) and at >= armed
    )
    assert inc.timings.failed_at is not None
    assert abs((inc.timings.failed_at - written).total_seconds()) <= 1.0
    out = (job.work / f"slurm-{job_id}.out").read_text()
    assert "Watchdog caught collective operation timeout" not in out
    await stop_supervision(handle)


def _parent(pid: int) -> int:
    return int(Path(f"/proc/{pid}/stat").read_text().rsplit(") ", 1)[1].split()[1])


async def _supervised_and_progressing(
    client: Client, task_queue: str, env: SlurmTestEnv, name: str
) -> tuple[object, str, dict[int, tuple[int, str]]]:
    job = env.trainer_job(name, nodes=2, ranks_per_node=2, trainer_args=PATIENT)
    # the step goes on when a rank dies: its peers wait in their collective (60 s)
    spec = job.spec.model_copy(update={"env": {"TRAINWARDEN_KILL_ON_BAD_EXIT": "0"}})
    handle = await start_supervision(client, task_queue, spec)
    status = await wait_wf(handle, lambda s: s.handle is not None, what="job started")
    assert status.handle is not None
    job_id = status.handle.job_id
    await observe_until(env.backend(), job_id, lambda o: (o.step or 0) >= 6, 40, "step 6")
    ranks = slurm_trainer_ranks(job_id)
    assert sorted(ranks) == [0, 1, 2, 3], ranks
    return handle, job_id, ranks


def _acted(status: SupervisorStatus) -> bool:
    """Acted on and attributed (the incident's clock is set with the attribution)."""
    t = status.incidents[0].timings if status.incidents else None
    return t is not None and None not in (t.action_at, t.failed_at)


def _decided(status: SupervisorStatus) -> bool:
    return bool(status.incidents) and status.incidents[0].outcome != "recovering"


def _no_watchdog(env: SlurmTestEnv, job_id: str) -> None:
    out = next((env.root / "jobs").glob(f"*/slurm-{job_id}.out")).read_text()
    assert "Watchdog caught collective operation timeout" not in out


def _close(at: datetime | None, outside: datetime, slack: float = 1.0) -> bool:
    return at is not None and abs((at - outside).total_seconds()) <= slack


async def test_sigkilled_rank_seen_in_srun_line_and_acted_on_before_the_watchdog(
    temporal_client: Client, slurm_worker: str, slurm_supervision: SlurmTestEnv, node_agents
) -> None:
    env = slurm_supervision
    handle, job_id, ranks = await _supervised_and_progressing(
        temporal_client, slurm_worker, env, "fs-kill"
    )
    pid, node = ranks[1]
    killed_at = datetime.now(UTC)
    os.kill(pid, signal.SIGKILL)

    status = await wait_wf(handle, _decided, timeout=120, what="the incident's outcome")

    assert len(status.incidents) == 1
    inc: Incident = status.incidents[0]
    first = inc.first_signs[0]
    assert (first.kind, first.rank, first.node) == ("process_exit", 1, node)
    assert first.signal == "SIGKILL"
    assert "srun: Killed" in first.detail
    assert inc.actions and inc.actions[0].step == "stop_remaining_ranks", inc.model_dump_json()
    assert inc.attribution is not None and "SIGKILL" in inc.attribution.explanation
    # srun's line has no time of its own: the output file's time at the read that found it,
    # an upper bound, after the kill (the kernel's file clock may trail by a tick)
    assert first.bound and first.at >= killed_at - timedelta(milliseconds=50), first
    assert _close(first.at, killed_at), first
    # the incident's clock: that bound, or the evidence's time for the same line (the bundle
    # gives an untimed line the time of the timestamped line before it)
    assert _close(inc.timings.failed_at, killed_at), inc.timings
    _no_watchdog(env, job_id)
    await stop_supervision(handle)


async def test_lost_node_seen_by_its_silent_agent_and_acted_on_before_the_watchdog(
    temporal_client: Client, slurm_worker: str, slurm_supervision: SlurmTestEnv,
    node_agents: Agents,
) -> None:  # fmt: skip
    env = slurm_supervision
    handle, job_id, ranks = await _supervised_and_progressing(
        temporal_client, slurm_worker, env, "fs-node"
    )
    bad = ranks[3][1]
    on_bad = [pid for pid, node in ranks.values() if node == bad]
    # the node loses power: its slurmd, the step's slurmstepd, its ranks and its agent at once
    # (Slurm itself would mark it DOWN only after SlurmdTimeout, 30 s here, and a ping)
    victims = [env.cluster.pids[f"slurmd-{bad}"], _parent(on_bad[0]), *on_bad,
               node_agents.procs[bad].pid]  # fmt: skip
    lost_at = datetime.now(UTC)
    for pid in victims:
        os.kill(pid, signal.SIGKILL)
    # the kills take a moment (under load, tens of ms): a rank still alive until its own kill
    # may step after lost_at, and the agent may beat after it (seen under stress-ng)
    lost_by = datetime.now(UTC)
    try:
        status = await wait_wf(handle, _acted, timeout=60, what="first action")
        inc = status.incidents[0]
        first = inc.first_signs[0]
        assert (first.kind, first.node) == ("node_down", bad), inc.first_signs
        assert "node agent silent" in first.detail
        assert inc.actions[0].step == "stop_remaining_ranks"
        # timed by the node's last sign of life: its last step or heartbeat before the loss
        assert inc.timings.failed_at is not None and inc.timings.failed_at <= lost_by
        assert _close(inc.timings.failed_at, lost_at), inc.timings
        _no_watchdog(env, job_id)
    finally:  # power back: the node's slurmd and agent return
        node_agents.procs[bad].wait(timeout=10)
        env.cluster.start_node(bad)
        node_agents.start(bad)
    status = await wait_wf(handle, recovered, timeout=120, what="recovery")
    assert len(status.incidents) == 1
    inc = status.incidents[0]
    # nothing in the bundle comes from a node that lost power: the sign names the node
    assert inc.attribution is not None and inc.attribution.category == "node_failure"
    assert inc.attribution.implicated_nodes == [bad] and inc.excluded_nodes == [bad]
    assert [a.step for a in inc.actions[:2]] == ["stop_remaining_ranks", "exclude"]
    assert status.handle is not None and bad not in status.handle.nodes
    await stop_supervision(handle)


async def test_warning_and_application_xids_on_a_progressing_job_start_no_recovery(
    temporal_client: Client, slurm_worker: str, slurm_supervision: SlurmTestEnv, node_agents
) -> None:
    env = slurm_supervision
    job = env.trainer_job("fs-warn", nodes=2, ranks_per_node=1, trainer_args=PATIENT)
    handle = await start_supervision(temporal_client, slurm_worker, job.spec)
    status = await wait_wf(handle, lambda s: s.handle is not None, what="job started")
    assert status.handle is not None
    job_id = status.handle.job_id
    backend = env.backend()
    obs = await observe_until(backend, job_id, lambda o: (o.step or 0) >= 4, 40, "step 4")
    for node, xid in zip(sorted(obs.nodes), (63, 13), strict=True):
        append_line(env.node_root / node / "kernel.log", f"{iso()} {xid_kernel_line(xid, 0, 4242)}")
    later = (obs.step or 0) + 25  # 5 s of steps: many polls of the agents and the monitor
    await observe_until(backend, job_id, lambda o: (o.step or 0) >= later, 40, f"step {later}")

    status = await handle.query("status", result_type=SupervisorStatus)
    assert status.incidents == [] and status.state == "supervising"
    # the same line from a fatal Xid does start recovery (so the check above can fail)
    node = sorted(obs.nodes)[0]
    append_line(env.node_root / node / "kernel.log", f"{iso()} {xid_kernel_line(79, 0, 4242)}")
    status = await wait_wf(handle, lambda s: bool(s.incidents), timeout=60, what="incident")
    assert status.incidents[0].first_signs[0].signature == "xid-79"
    await stop_supervision(handle)
