"""Through the real workflow on the private Slurm cluster, with the example batch script
unchanged (examples/slurm/torchrun.sbatch: one torchrun per node under srun --label) running
the example DDP program with real torch (gloo, CPU), 2 nodes x 2 ranks. The program prints its
progress and writes DCP checkpoints; trainwarden sees its progress only in those lines.

Two jobs, each through several phases of one life:
- healthy for several hang thresholds with no incident; then an Xid on one node while the
  newest checkpoint's `.metadata` is corrupt: the node is drained, the job requeued from the
  older checkpoint, and training passes its pre-failure step;
- one rank stopped (SIGSTOP): a hang, detected only after the threshold, restarted without a
  drain; then a rank raises (user code): stopped, nothing drained.

Each job runs on one of the chosen Slurm releases (`release_slot`), the first on the newest of
two, the second on the oldest: with two releases both see a torch job through the workflow, at
half the suite's cost of running both jobs on each (the release's own commands are tested on
every release by the other modules here).
"""

from __future__ import annotations

import asyncio
import signal
from datetime import timedelta
from pathlib import Path

import pytest
from helpers_optional import skip_without
from slurm_helpers import SlurmTestEnv
from slurm_torch_helpers import (
    CHECKPOINT_EVERY,
    checkpoint_dirs,
    complete,
    corrupt_metadata,
    inject_xid,
    job_output,
    newest_printed_step,
    run_processes,
    torchrun_job,
    wait_until,
)
from slurm_workflow_helpers import (
    commands_run,
    drain_reason,
    job_field,
    node_state,
    observe_until,
    recovered,
    settled_state,
    start_supervision,
    stop_supervision,
    wait_status,
)
from temporalio.client import Client

from trainwarden.localcluster.procs import signal_all
from trainwarden.models import JobObservation
from trainwarden.supervision import SupervisorStatus

skip_without("torch", "numpy")
pytestmark = [pytest.mark.slurm, pytest.mark.torch]

# Attribution calls a silent stall a hang once it lasts 5 s and 20 typical steps (0.1 s here):
# the threshold leaves room for steps four times as slow on a loaded machine.
HANG = 8.0
PARAMS = {
    "checkpoint_layout": "dcp",
    "hang_threshold": f"{HANG:g}s",
    # torch's start-up (imports, rendezvous) on a loaded 2-core machine: no step yet is no hang
    "hang_threshold_initial": "120s",
}
START_TIMEOUT = 240  # submission to the first step of a run, on a busy machine


def incidents(status: SupervisorStatus) -> str:
    """What each incident was and what became of it (for assertion messages)."""
    return "\n".join(
        str((i.trigger, i.observed, i.run, i.timings.failed_at, i.timings.detected_at,
             i.attribution and (i.attribution.category, i.attribution.signature,
                                i.attribution.explanation), i.rule, i.outcome))
        for i in status.incidents
    )  # fmt: skip


def trains_from_logs(o: JobObservation, step: int = 1) -> bool:
    return o.state == "RUNNING" and o.progress_source == "logs" and (o.step or 0) >= step


@pytest.mark.release_slot(1)
async def test_healthy_then_xid_with_a_corrupt_newest_checkpoint(
    temporal_client: Client, slurm_worker: str, slurm_supervision: SlurmTestEnv, tmp_path: Path
) -> None:
    env = slurm_supervision
    spec = torchrun_job(env, "ddp-xid", tmp_path)
    handle = await start_supervision(temporal_client, slurm_worker, spec, params=PARAMS)
    status = await wait_status(handle, lambda s: s.handle is not None, what="job started")
    assert status.handle is not None
    job_id = status.handle.job_id
    backend = env.backend()
    first = await observe_until(backend, job_id, trains_from_logs, START_TIMEOUT, "first step")

    # (d) healthy, nothing but log lines, for several hang thresholds: no incident
    healthy_from = first.observed_at
    several = timedelta(seconds=3 * HANG)
    last = await observe_until(
        backend,
        job_id,
        lambda o: trains_from_logs(o) and o.observed_at - healthy_from >= several,
        60,
        "three hang thresholds of training",
    )
    assert (last.step or 0) > (first.step or 0)
    assert {r.rank for r in last.ranks} == {0, 1, 2, 3}  # every rank's own lines, by global rank
    status = await handle.query("status", result_type=SupervisorStatus)
    assert status.state == "supervising" and status.incidents == [], status.model_dump_json(
        indent=1, exclude={"incidents": {"__all__": {"context", "decision"}}}
    )[:8000]

    # (a) + (e): an Xid on one node, at a moment the newest checkpoint's .metadata is corrupt.
    # The whole run is stopped for the instant it takes, so that no save is under way.
    bad = sorted(last.nodes)[-1]
    ckpt = Path(spec.checkpoint_uri or "")
    everyone = run_processes(env, job_id, 0)
    while True:
        await asyncio.to_thread(
            wait_until, lambda: len([p for p in checkpoint_dirs(ckpt) if complete(p)]) >= 2,
            60, "two complete checkpoints",
        )  # fmt: skip
        signal_all(everyone, signal.SIGSTOP)
        dirs = checkpoint_dirs(ckpt)
        if all(complete(p) for p in dirs):
            break
        signal_all(everyone, signal.SIGCONT)  # a save under way: let it finish, try again
        await asyncio.to_thread(wait_until, lambda: all(complete(p) for p in checkpoint_dirs(ckpt)),
                                30, "the save to finish")  # fmt: skip
    newest, older = dirs[-1], dirs[-2]
    corrupt_metadata(newest)
    pre_failure = newest_printed_step(tmp_path)
    xid_line = inject_xid(env, bad, run_processes(env, job_id, 0, SLURMD_NODENAME=bad))
    signal_all(everyone, signal.SIGCONT)

    status = await wait_status(handle, recovered, timeout=START_TIMEOUT, what="recovery")

    inc = status.incidents[0]
    assert inc.attribution is not None
    assert (inc.attribution.category, inc.attribution.signature) == ("gpu_hardware", "xid-79")
    assert inc.attribution.implicated_nodes == [bad]
    # the driver's line as it was written into the node's kernel log (after its timestamp)
    assert xid_line.split(" ", 1)[1] in [e.text for e in inc.attribution.initiating.evidence]
    assert inc.excluded_nodes == [bad]
    assert drain_reason(env, bad) == f"trainwarden: {inc.id} xid-79"
    assert len(commands_run(inc, "state=drain")) == 1 and len(commands_run(inc, "requeuehold")) == 1
    # the newest checkpoint is rejected for its .metadata; the older one is restored
    assert inc.checkpoint is not None and inc.checkpoint.usable
    assert inc.checkpoint.location == str(older)
    assert [(r.location, ".metadata" in r.reason) for r in inc.checkpoint.rejected] == [
        (str(newest), True)
    ]
    t = inc.timings
    step = t.restored_step
    assert step is not None and step == int(older.name.split("_")[1])
    assert t.high_water_step is not None and t.high_water_step >= pre_failure > step
    assert t.productive_at is not None and t.ordered(), t
    assert status.handle is not None and bad not in status.handle.nodes
    assert job_field(env, job_id, "Restarts") == "1"
    # the requeued run loaded exactly that checkpoint and trained on from it, past the failure
    # (seen by a new observer: the one above followed the first run)
    now = await observe_until(env.backend(), job_id, lambda o: trains_from_logs(o, pre_failure + 1),
                              60, "beyond the failure")  # fmt: skip
    assert bad not in now.nodes and now.run_first_step == step + 1
    out = job_output(tmp_path)
    assert f"resumed from {older} at step {step}" in out
    await stop_supervision(handle)


FAIL_AT = 60  # far enough that the first run is stopped (hung) before it gets there
# A rank's exception ends the job through torchrun (the other ranks wait in their all-reduce
# until their agents stop them): on a loaded machine that took 8.4 s, and an 8 s threshold then
# saw a hang before the failure. The threshold here is above that propagation time.
HANG_THEN_RAISE = 20.0


@pytest.mark.release_slot(0)
async def test_hung_rank_then_an_exception_in_the_program(
    temporal_client: Client, slurm_worker: str, slurm_supervision: SlurmTestEnv, tmp_path: Path
) -> None:
    env = slurm_supervision
    fail = f"--fail-at-step {FAIL_AT} --fail-rank 3"
    spec = torchrun_job(env, "ddp-hang", tmp_path, train_args=fail)
    params = {**PARAMS, "hang_threshold": f"{HANG_THEN_RAISE:g}s"}
    handle = await start_supervision(temporal_client, slurm_worker, spec, params=params)
    status = await wait_status(handle, lambda s: s.handle is not None, what="job started")
    assert status.handle is not None
    job_id = status.handle.job_id
    backend = env.backend()
    seen = await observe_until(
        backend, job_id, lambda o: trains_from_logs(o, CHECKPOINT_EVERY + 2), START_TIMEOUT,
        "a step past the first checkpoint",
    )  # fmt: skip

    # (c) one rank stops (SIGSTOP): the others wait for it in their next all-reduce
    stopped = run_processes(env, job_id, 0, RANK="2")
    assert len(stopped) == 1
    signal_all(stopped, signal.SIGSTOP)
    seen_progress = max(r.at for r in seen.ranks if r.at is not None)

    status = await wait_status(
        handle, lambda s: bool(s.incidents) and s.incidents[0].timings.action_at is not None,
        timeout=60, what="the hang acted on",
    )  # fmt: skip
    hang = status.incidents[0]
    assert hang.trigger == "hang", incidents(status)
    assert hang.attribution is not None and hang.attribution.category == "hang"
    # named by its process state, read on the nodes while the job ran (torchrun's RANK)
    a = hang.attribution
    assert (a.signature, a.initiating.rank) == ("stopped-process", 2), a.explanation
    assert a.implicated_nodes == [a.initiating.node] and a.initiating.node in seen.nodes
    t = hang.timings
    assert t.failed_at is not None and t.detected_at is not None
    assert (t.detected_at - t.failed_at).total_seconds() >= HANG_THEN_RAISE  # not before it
    assert t.failed_at >= seen_progress - timedelta(seconds=1)  # counted from the last step
    assert t.high_water_step is not None and t.high_water_step < FAIL_AT

    # (b) restarted; the requeued run trains on until rank 3 raises: the program's own error
    status = await wait_status(handle, lambda s: s.state == "stopped", timeout=START_TIMEOUT,
                               what="stopped for the program's exception")  # fmt: skip
    assert [i.trigger for i in status.incidents] == ["hang", "failed"], incidents(status)
    hang, bug = status.incidents
    assert hang.outcome == "recovered" and hang.excluded_nodes == [] and hang.rule == "hang"
    assert len(commands_run(hang, "requeuehold")) == 1
    assert bug.attribution is not None and bug.attribution.category == "user_code"
    assert bug.attribution.implicated_nodes == [] and bug.excluded_nodes == []
    # stop; first the healthy ranks at once where the raise is seen as a first sign (25.11's
    # srun reports the task's exit before the job ends)
    steps = [a.step for a in bug.actions]
    assert bug.rule == "training-code-error" and steps[-1:] == ["stop"], steps
    assert set(steps[:-1]) <= {"stop_remaining_ranks"}, steps
    evidence = bug.attribution.initiating.evidence
    assert any(f"ValueError: bad batch at step {FAIL_AT}" in e.text for e in evidence)
    # the traceback is global rank 3's, the second rank of the second node's torchrun
    nodes = status.handle.nodes if status.handle else []
    assert {e.file for e in evidence if "ValueError" in e.text} == {
        f"logs/{sorted(nodes)[-1]}/rank-3.log"
    }
    assert status.excluded_nodes == {} and status.restarts_used == 1
    for inc in status.incidents:
        assert commands_run(inc, "state=drain") == []
    assert all("DRAIN" not in node_state(env, n) for n in env.cluster.nodes)
    # ended by the program's raise; or, after a first-sign stop, by the stop's scancel
    ended = {"FAILED", "CANCELLED"} if "stop_remaining_ranks" in steps else {"FAILED"}
    assert await settled_state(env, job_id) in ended, steps
    # the stopped rank of the first run went with it
    assert run_processes(env, job_id, 0) == []
