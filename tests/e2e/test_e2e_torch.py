"""End to end through the workflow with a real PyTorch program: the example torchrun DDP script
(examples/train_ddp.py, gloo on CPU) as a command job on the local cluster, the default
playbook (no checkpoint layout set in the Xid and SIGKILL tests: `auto` finds the DCP saves):
a sticky Xid while the newest checkpoints' DCP `.metadata` is corrupt (node excluded,
restarted from an older real DCP checkpoint), an exception in one rank (stopped), a hung node
(seen through the progress client, and through the program's log lines only), and a program
that writes only log lines healthy for several hang thresholds and then one of its ranks
SIGKILLed."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import sys
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from helpers_e2e import (
    actions_of,
    release_chaos_point,
    start_supervision,
    stop_supervision,
    wait_for_chaos_point,
    wait_sole_incident_recovered,
    wait_status,
)
from helpers_optional import skip_without
from temporalio.client import Client, WorkflowHistory

from trainwarden.localcluster.cluster import LocalCluster
from trainwarden.models import JobSpec, LocalJobOptions
from trainwarden.supervision import SupervisionTuning, SupervisorStatus

skip_without("torch", "numpy")
pytestmark = pytest.mark.torch

REPO = Path(__file__).resolve().parents[2]
EXAMPLE = REPO / "examples" / "train_ddp.py"


def torchrun_job(
    cluster: LocalCluster,
    name: str,
    *extra: str,
    collective_timeout: float = 2,
    env: dict[str, str] | None = None,
) -> JobSpec:
    """The command of examples/local-torchrun.json, with this venv's python."""
    python = str(Path(sys.executable).absolute())
    command = (
        f"{python} -m torch.distributed.run --nnodes $TRAINWARDEN_NNODES"
        " --node-rank $TRAINWARDEN_NODE_RANK --nproc-per-node 1"
        " --master-addr $MASTER_ADDR --master-port $MASTER_PORT --tee 3"
        f" {EXAMPLE} --steps 100000 --checkpoint-every 5 --step-seconds 0.1 {' '.join(extra)}"
    )
    return JobSpec(
        name=name,
        nodes=2,
        ranks_per_node=1,
        command=command,
        env={"OMP_NUM_THREADS": "1", **(env or {})},
        local=LocalJobOptions(
            cluster_dir=str(cluster.root), cluster_nodes=4, collective_timeout=collective_timeout
        ),
    )


def signal_rank(run_dir: Path, rank: int, sig: signal.Signals) -> tuple[int, datetime]:
    """Signal global rank ``rank``'s worker from outside (torchrun put RANK in its
    environment): its pid, and the outside clock when the signal was sent."""
    from trainwarden.localcluster.procs import processes_with_env

    [pid] = processes_with_env({"TRAINWARDEN_RUN_DIR": str(run_dir), "RANK": str(rank)})
    assert "train_ddp.py" in Path(f"/proc/{pid}/cmdline").read_text()
    at = datetime.now(UTC)
    os.kill(pid, sig)
    return pid, at


async def test_an_exception_in_the_torchrun_program_stops_it_without_exclusion(
    temporal_client: Client, worker: str, cluster: LocalCluster
) -> None:
    job = torchrun_job(cluster, "ddpbug", "--fail-at-step", "8", "--fail-rank", "1")
    params = {"checkpoint_layout": "dcp", "hang_threshold": "90s"}
    handle = await start_supervision(temporal_client, worker, job, params=params)
    status = await wait_status(handle, lambda s: s.state == "stopped", timeout=240, what="stop")
    inc = status.incidents[0]
    assert inc.attribution is not None and inc.attribution.category == "user_code"
    assert inc.attribution.implicated_nodes == [] and inc.excluded_nodes == []
    evidence = " ".join(ev.text for ev in inc.attribution.initiating.evidence)
    assert "ValueError: bad batch at step 8" in evidence
    # the traceback is in global rank 1's log, split out of node-2's torchrun output (one rank
    # per node: the node's whole output is that rank's, and not in the bundle a second time)
    assert {ev.file for ev in inc.attribution.initiating.evidence} == {"logs/node-2/rank-1.log"}
    assert actions_of(cluster, "exclude") == []
    assert [a["run"] for a in actions_of(cluster, "submit")] == [1]


async def test_a_hung_torchrun_node_is_detected_after_the_threshold_and_restarted(
    temporal_client: Client, worker: str, cluster: LocalCluster
) -> None:
    from trainwarden.localcluster.procs import run_processes

    # The launcher fires the fault when a status file shows step 6, so each step is written
    # (the client's default is at most one write a second, and one on entering a phase): node-2
    # stops at step 6 or 7, outside the step-10 save. Stopped inside it, the hang would be seen
    # only after the playbook's 30-minute checkpoint phase limit (a long save is not a hang).
    cluster.inject_fault("node-2", "hang", after_steps=6)
    threshold = 8.0
    params = {
        "checkpoint_layout": "dcp",
        # attribution calls a silent stall a hang once it lasts 5 s and 20 typical steps
        "hang_threshold": f"{threshold:g}s",
        # until a run's first step the start-up grace applies (torch start-up, the DCP load)
        "hang_threshold_initial": "120s",
    }
    job = torchrun_job(cluster, "ddphang", env={"TRAINWARDEN_PROGRESS_INTERVAL": "0"})
    handle = await start_supervision(temporal_client, worker, job, params=params)
    status = await wait_status(
        handle,
        lambda s: bool(s.incidents) and s.incidents[0].outcome == "recovered",
        timeout=300,
        what="recovery from the hang",
    )
    inc = status.incidents[0]
    assert inc.trigger == "hang"
    t = inc.timings
    assert t.failed_at is not None and t.detected_at is not None
    assert (t.detected_at - t.failed_at).total_seconds() >= threshold  # not before it
    assert inc.excluded_nodes == []  # every rank stopped together: no evidence against a node
    assert t.restored_step is not None and t.restored_step >= 5
    # the stopped (SIGSTOP) processes of run 1 were killed by the restart
    assert not run_processes(str(cluster.layout.run_dir("ddphang", 1)))
    await stop_supervision(handle)


async def test_a_hung_log_only_torchrun_node_is_detected_after_the_threshold_and_restarted(
    temporal_client: Client, worker: str, cluster: LocalCluster
) -> None:
    """A program that only prints its steps (no progress client, no status files); one node's
    processes stopped (SIGSTOP) from outside. The steps read from its output are the evidence's
    step metrics, so attribution sees a hang and the hang rule restarts it (without them it
    found `no_failure` and waited for an operator)."""
    from trainwarden.localcluster.procs import run_processes, signal_all

    name, threshold = "ddploghang", 8.0
    job = torchrun_job(cluster, name, "--no-progress-client")
    params = {
        "checkpoint_layout": "dcp",
        # attribution calls a silent stall a hang once it lasts 5 s and 20 typical steps
        "hang_threshold": f"{threshold:g}s",
        "hang_threshold_initial": "120s",  # torch start-up (and DCP load) on a busy machine
    }
    # a short lease: the status query's high_water_step is refreshed at each monitor's end
    tuning = SupervisionTuning(monitor_lease_seconds=1.0)
    handle = await start_supervision(temporal_client, worker, job, params=params, tuning=tuning)
    # past the first checkpoint (step 5), so the restart has one to resume from
    await wait_status(
        handle, lambda s: (s.high_water_step or 0) >= 7, timeout=180, what="a step past 5"
    )
    run1 = str(cluster.layout.run_dir(name, 1))
    stopped = run_processes(run1, "node-2")  # node-2's torchrun and its worker
    assert len(stopped) >= 2, stopped
    stopped_at = datetime.now(UTC)
    assert signal_all(stopped, signal.SIGSTOP) == len(stopped)

    inc = await wait_sole_incident_recovered(handle, timeout=240, what="recovery from the hang")
    assert inc.trigger == "hang" and inc.rule == "hang", inc
    assert inc.attribution is not None and inc.attribution.category == "hang", inc.attribution
    t = inc.timings
    assert t.failed_at is not None and t.detected_at is not None
    assert t.failed_at <= stopped_at + timedelta(seconds=1), t  # from the last step it printed
    assert (t.detected_at - t.failed_at).total_seconds() >= threshold  # not before the threshold
    assert inc.excluded_nodes == [] and actions_of(cluster, "exclude") == []
    assert [a["run"] for a in actions_of(cluster, "submit")] == [1, 2]
    assert t.restored_step is not None and t.restored_step % 5 == 0 and t.restored_step >= 5
    assert not run_processes(run1)  # the stopped processes of run 1 were killed by the restart
    # ... and trained past its pre-failure step, as its own log lines say
    assert t.high_water_step is not None and t.productive_at is not None
    run2 = cluster.layout.run_dir(name, 2) / "logs"
    rank0 = next(run2.glob("*/rank-0.log")).read_text()
    assert f" step {t.high_water_step + 1}/" in rank0
    await stop_supervision(handle)


async def test_a_log_only_torchrun_job_runs_past_its_hang_threshold_then_a_sigkilled_rank_is_seen_at_once(  # noqa: E501
    temporal_client: Client, worker: str, cluster: LocalCluster
) -> None:
    """A program that only prints its steps (no progress client) and saves DCP checkpoints as
    `iter_NNNNNNN/`, supervised with the default playbook and no checkpoint layout set: healthy
    for several hang thresholds without an incident; then one rank is SIGKILLed from outside.
    Detection must be the first sign: the process group and the launcher both wait 120 s for a
    dead peer. The restart is from its newest complete DCP checkpoint (layout `auto`)."""
    name, threshold = "ddpkill", 5.0
    job = torchrun_job(
        cluster,
        name,
        "--no-progress-client",
        "--pg-timeout",
        "120",
        "--checkpoint-name",
        "'iter_{step:07d}'",
        collective_timeout=120,
    )
    params = {
        "hang_threshold": f"{threshold}s",
        "hang_threshold_initial": "120s",  # torch start-up (and DCP load) on a busy machine
    }
    # a short lease: the status query's high_water_step is refreshed at each monitor's end
    tuning = SupervisionTuning(monitor_lease_seconds=1.0)
    handle = await start_supervision(temporal_client, worker, job, params=params, tuning=tuning)

    # healthy phase: at least three hang thresholds from the first step seen, progress advancing
    first = await wait_status(
        handle, lambda s: (s.high_water_step or 0) >= 1, timeout=180, what="a first step"
    )
    seen = [first.high_water_step]
    began = time.monotonic()
    while time.monotonic() - began < 3 * threshold or len(set(seen)) < 4:
        status = await handle.query("status", result_type=SupervisorStatus)
        assert status.incidents == [] and status.state == "supervising", status
        seen.append(status.high_water_step)
        await asyncio.sleep(0.5)
    assert seen == sorted(seen) and seen[-1] > seen[0], seen
    assert status.progress == "logs"  # the program's own lines; no status file was written
    run1 = cluster.layout.run_dir(name, 1)
    assert not (run1 / "status").exists() or not any((run1 / "status").iterdir())

    # rank 1 (node-2's only worker) killed from outside
    pid, killed_at = signal_rank(run1, 1, signal.SIGKILL)

    status = await wait_status(
        handle,
        lambda s: bool(s.incidents) and s.incidents[0].outcome == "recovered",
        timeout=240,
        what="recovery from the SIGKILL",
    )
    assert status.incident_total == 1 and len(status.incidents) == 1
    inc = status.incidents[0]
    assert inc.trigger == "failed" and inc.first_signs, inc  # seen while the job was RUNNING
    assert inc.actions[0].step == "stop_remaining_ranks", [a.step for a in inc.actions]
    # the fault's own time (torchrun's line about its dead worker), not the end of the run
    assert inc.timings.failed_at is not None
    assert inc.timings.failed_at >= killed_at - timedelta(milliseconds=10), inc.timings
    # seen as rank 1's own exit (torchrun's `failed (exitcode: -9) local_rank: 0` line, read
    # before torchrun tore down its rendezvous and exited), not as node-2's launcher exiting
    first = min(inc.first_signs, key=lambda f: f.at)
    assert (first.kind, first.rank, first.signal) == ("process_exit", 1, "SIGKILL"), first
    assert inc.timings.failed_at == first.at
    exits = json.loads((run1 / "exits.json").read_text())
    assert exits["rank-1"]["pid"] == pid, exits
    a = inc.attribution
    assert a is not None and a.category == "unknown" and a.signature == "torch-elastic-sigkill"
    assert a.initiating.node == "node-2" and a.initiating.rank == 1
    assert any("Signal 9 (SIGKILL)" in ev.text for ev in a.initiating.evidence), a
    assert inc.excluded_nodes == [] and actions_of(cluster, "exclude") == []
    # restarted once, from exactly the real DCP checkpoint that verification chose
    assert inc.checkpoint is not None and inc.checkpoint.usable and inc.checkpoint.location
    assert Path(inc.checkpoint.location, ".metadata").exists()
    assert Path(inc.checkpoint.location).name == f"iter_{inc.checkpoint.step:07d}"
    assert (inc.checkpoint.layout, inc.checkpoint.chosen_layout) == ("auto", "dcp")
    [dcp] = inc.checkpoint.layouts_found
    assert dcp.layout == "dcp" and dcp.count >= 1, inc.checkpoint.layouts_found
    t = inc.timings
    assert t.restored_step is not None and t.restored_step % 5 == 0 and t.restored_step >= 5
    assert [a["run"] for a in actions_of(cluster, "submit")] == [1, 2]
    [restart] = [a for a in actions_of(cluster, "submit") if a["run"] == 2]
    assert (restart["resume_path"], restart["resume_step"]) == (
        inc.checkpoint.location,
        t.restored_step,
    )
    # ... and trained past its pre-failure step, as its own log lines say
    assert t.high_water_step is not None and t.productive_at is not None
    run2 = cluster.layout.run_dir(name, 2) / "logs"
    log0 = next(run2.glob("*/rank-0.log"))
    # the other rank's line may be read first: rank 0's own line follows within a step or two
    past = f" step {t.high_water_step + 1}/"
    deadline = time.monotonic() + 30
    while past not in log0.read_text() and time.monotonic() < deadline:
        await asyncio.sleep(0.2)
    rank0 = log0.read_text()
    assert f"resumed from {inc.checkpoint.location} at step {t.restored_step}" in rank0
    assert past in rank0
    await stop_supervision(handle)


def _verification_results(history: WorkflowHistory) -> list[dict]:
    """Results of the verify_checkpoint activities, as the workflow history holds them."""
    found = []
    for event in history.events:
        if event.HasField("activity_task_completed_event_attributes"):
            for payload in event.activity_task_completed_event_attributes.result.payloads:
                result = json.loads(payload.data)
                if isinstance(result, dict) and "rejected" in result and "usable" in result:
                    found.append(result)
    return found


async def test_corrupt_dcp_metadata_of_the_newest_checkpoints_falls_back_to_an_older_one(
    temporal_client: Client,
    worker: str,
    cluster: LocalCluster,
    tw_home: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A sticky Xid on node-2 with no checkpoint layout set (the default playbook's `auto` finds
    the DCP saves): the node is excluded and the job restarted from a real DCP checkpoint. When
    the Xid hits, the newest checkpoint's `.metadata` is random bytes and the one before it is
    cut short: both are rejected and the job resumes from the third newest. (One torch job for
    the exclusion and the fallback: each costs a minute of the two cores.)"""
    from trainwarden.localcluster.procs import run_processes

    name = "ddpmeta"
    # hold verification (it starts at detection) until the checkpoints are broken
    monkeypatch.setenv("TRAINWARDEN_CHAOS_PAUSE", "verify_checkpoint.before=180")
    cluster.inject_fault("node-2", "xid", sticky=True, after_steps=17, xid=79)
    # no checkpoint layout set: the default playbook's `auto` recognises the DCP saves
    params = {"hang_threshold": "90s", "max_excluded_fraction": 0.5}
    handle = await start_supervision(
        temporal_client, worker, torchrun_job(cluster, name), params=params
    )
    await wait_for_chaos_point(tw_home, "verify_checkpoint.before", timeout=240)
    run1 = str(cluster.layout.run_dir(name, 1))
    for _ in range(600):  # no process of run 1 is left to finish a save (stopped at once)
        if not run_processes(run1):
            break
        await asyncio.sleep(0.1)
    assert not run_processes(run1)
    steps = sorted(cluster.layout.checkpoints(name).glob("step_*"))
    complete = [p for p in steps if (p / ".metadata").exists()]
    *_, older, previous, newest = complete
    # a save the Xid interrupted, if any (shards written, no .metadata)
    unfinished = [p for p in steps if p > newest and any(p.iterdir())]
    meta = newest / ".metadata"
    meta.write_bytes(os.urandom(meta.stat().st_size))
    cut = previous / ".metadata"
    cut.write_bytes(cut.read_bytes()[: cut.stat().st_size // 2])
    release_chaos_point(tw_home, "verify_checkpoint.before")

    status = await wait_status(
        handle,
        lambda s: bool(s.incidents) and s.incidents[0].outcome == "recovered",
        timeout=240,
        what="recovery from the older checkpoint",
    )
    assert len(status.incidents) == 1
    inc = status.incidents[0]
    assert inc.attribution is not None and inc.attribution.category == "gpu_hardware"
    assert inc.attribution.implicated_nodes == ["node-2"]
    assert any("Xid" in ev.text for ev in inc.attribution.initiating.evidence)
    assert inc.excluded_nodes == ["node-2"] and "node-2" not in status.handle.nodes
    step_of = {p: int(p.name.split("_")[1]) for p in steps}
    assert inc.checkpoint is not None and inc.checkpoint.usable
    assert (inc.checkpoint.layout, inc.checkpoint.chosen_layout) == ("auto", "dcp")
    assert inc.checkpoint.location == str(older) and inc.checkpoint.step == step_of[older]
    assert [(r.step, ".metadata unreadable" in r.reason) for r in inc.checkpoint.rejected] == [
        *((step_of[p], False) for p in reversed(unfinished)),
        (step_of[newest], True),
        (step_of[previous], True),
    ]
    t = inc.timings
    assert t.restored_step == step_of[older]
    assert t.high_water_step is not None and t.lost_steps == t.high_water_step - t.restored_step
    # the restart was given exactly the older checkpoint ...
    [restart] = [a for a in actions_of(cluster, "submit") if a["run"] == 2]
    assert (restart["resume_path"], restart["resume_step"]) == (str(older), step_of[older])
    # ... loaded it, and trained past the pre-failure step (its own log lines)
    assert t.productive_at is not None
    rank0 = next((cluster.layout.run_dir(name, 2) / "logs").glob("*/rank-0.log")).read_text()
    assert f"resumed from {older} at step {step_of[older]}\n" in rank0
    assert f" step {step_of[older] + 1}/" in rank0 and f" step {t.high_water_step + 1}/" in rank0
    # the rejections are in the workflow's own record, readable without the worker
    [verified] = _verification_results(await handle.fetch_history())
    reasons = {r["step"]: r["reason"] for r in verified["rejected"]}
    assert set(reasons) == {step_of[p] for p in (*unfinished, newest, previous)}
    for p in (newest, previous):
        assert ".metadata unreadable" in reasons[step_of[p]], reasons
    assert verified["location"] == str(older)
    await stop_supervision(handle)
