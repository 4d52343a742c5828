"""Evidence across restarts on real Slurm: the user's batch script runs a small program
(tests/e2e/recurjob.py) with `srun --label` on 2 of the 4 nodes; the program on one node fails
with `CUDA error: unspecified launch failure` in training, then at every start, and no kernel
line says why. The second failure drains that node, once, and requeues the job, which trains
again on another node."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from slurm_helpers import SlurmTestEnv
from slurm_workflow_helpers import (
    commands_run,
    drain_reason,
    node_state,
    start_supervision,
    stop_supervision,
    wait_status,
)
from temporalio.client import Client

from trainwarden.models import JobSpec, SlurmJobOptions
from trainwarden.supervision import SupervisorStatus

pytestmark = pytest.mark.slurm

PROGRAM = Path(__file__).resolve().parents[1] / "e2e" / "recurjob.py"
SCRIPT = """#!/bin/bash
#SBATCH --requeue
set -eu
export SLURM_EXPORT_ENV=ALL
srun --label --kill-on-bad-exit=0 {python} {program}
"""


def recur_job(env: SlurmTestEnv, tmp: Path) -> JobSpec:
    work = tmp / "recur"
    work.mkdir()
    work.chmod(0o777)
    script = work / "train.sbatch"
    script.write_text(SCRIPT.format(python=sys.executable, program=PROGRAM))
    export = f"--export=PATH,RECUR_MODE=sticky,RECUR_BAD_NODE=auto,RECUR_STATE={work}"
    return JobSpec(
        name="slurm-recur",
        backend="slurm",
        nodes=2,
        ranks_per_node=1,
        checkpoint_uri=str(work / "ckpt"),
        slurm=SlurmJobOptions(
            script=str(script),
            sbatch_args=[
                "--nodes=2",
                "--ntasks-per-node=1",
                f"--output={work}/slurm-%j.out",
                f"--chdir={work}",
                export + ",RECUR_FAIL_STEP=7",
            ],
            slurm_conf=env.conf,
        ),
    )


def _excluded_and_back(s: SupervisorStatus) -> bool:
    return len(s.incidents) >= 2 and s.incidents[1].outcome in ("recovered", "stopped") or (
        s.state == "stopped"
    )


async def test_a_node_failing_at_every_start_is_drained_once_and_the_job_requeued(
    temporal_client: Client, slurm_worker: str, slurm_supervision: SlurmTestEnv, tmp_path: Path
) -> None:
    env = slurm_supervision
    job = recur_job(env, tmp_path)
    handle = await start_supervision(temporal_client, slurm_worker, job)
    status = await wait_status(handle, _excluded_and_back, timeout=150, what="the recurrence")

    assert status.state == "supervising", status.state_reason
    first, second = status.incidents[:2]
    bad = (tmp_path / "recur" / "bad-node").read_text()
    assert first.excluded_nodes == [] and first.failure is not None
    assert first.failure.node == bad
    a = second.attribution
    assert a is not None and a.recurrence is not None, a
    assert a.implicated_nodes == [bad] and a.category == "node_failure"
    assert second.failure is not None and second.failure.phase == "startup"
    assert second.excluded_nodes == [bad] and list(status.excluded_nodes) == [bad]
    # drained once, with trainwarden's reason, and requeued (no resubmission)
    drains = [c for inc in status.incidents for c in commands_run(inc, "state=drain")]
    assert drains == [
        f"scontrol update nodename={bad} state=drain "
        f"'reason=trainwarden: {second.id} node-recurrence'"
    ]
    assert "DRAIN" in node_state(env, bad)
    assert drain_reason(env, bad) == f"trainwarden: {second.id} node-recurrence"
    assert len(commands_run(second, "requeuehold")) == 1
    assert not commands_run(second, "sbatch")
    assert second.outcome == "recovered" and second.timings.productive_at is not None
    assert status.handle is not None and bad not in status.handle.nodes
    await stop_supervision(handle)
