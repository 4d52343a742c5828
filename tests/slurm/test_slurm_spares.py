"""Spare nodes inside the allocation (job.slurm.spare_nodes, docs/slurm.md) on the real local
Slurm: a fault is recovered by a new training step on a spare, same job id and no requeue; with
no spare left the job is requeued and the incident says why; a batch script whose srun cannot be
given the step's node list is refused at submission."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers_e2e import FAST_PARAMS
from helpers_e2e import start_supervision as supervise
from slurm_helpers import SlurmTestEnv, wait_for
from slurm_workflow_helpers import (
    SLURM_FAST_PARAMS,
    commands_run,
    job_field,
    node_state,
    observe_until,
    recovered,
    start_supervision,
    stop_supervision,
    wait_status,
)
from temporalio.client import Client

from trainwarden.activities.backends.base import BackendError
from trainwarden.models import JobSpec, SlurmJobOptions
from trainwarden.shipped import playbook_dir
from trainwarden.supervision import Incident

pytestmark = pytest.mark.slurm


def restart_summary(inc: Incident) -> str:
    return next(a.summary for a in inc.actions if a.step == "restart")


async def supervise_and_fault(
    client: Client,
    queue: str,
    env: SlurmTestEnv,
    name: str,
    nodes: int,
    before=None,
    playbook: Path | None = None,
):
    """A supervised trainer job with one spare; once it trains, its last step node turns
    faulty (sticky Xid 79). ``before(step_nodes, allocation)`` runs just before the fault."""
    job = env.trainer_job(name, nodes=nodes, ranks_per_node=1, spare_nodes=1)
    if playbook is None:
        handle = await start_supervision(client, queue, job.spec)
    else:
        params = {**FAST_PARAMS, **SLURM_FAST_PARAMS}
        handle = await supervise(client, queue, job.spec, str(playbook), params)
    status = await wait_status(handle, lambda s: s.handle is not None, what="job started")
    job_id = status.handle.job_id  # type: ignore[union-attr]
    backend = env.backend()
    obs = await observe_until(backend, job_id, lambda o: (o.step or 0) >= 6, 40, "step 6")
    allocation = env.scontrol("show", "hostnames", job_field(env, job_id, "NodeList")).stdout
    assert len(allocation.split()) == nodes + 1 and len(obs.nodes) == nodes
    if before is not None:
        before(obs.nodes, allocation.split())
    bad = sorted(obs.nodes)[-1]
    job.arm_fault(bad, fire_after=2)
    job.arm_in_run(env.run_root / job_id / "0")
    return handle, job, job_id, obs, bad


async def test_fault_restarts_on_a_spare_in_the_same_allocation(
    temporal_client: Client, slurm_worker: str, slurm_supervision: SlurmTestEnv
) -> None:
    env = slurm_supervision
    handle, job, job_id, before, bad = await supervise_and_fault(
        temporal_client, slurm_worker, env, "spare-ok", nodes=2
    )
    status = await wait_status(handle, recovered, timeout=60, what="recovery on the spare")

    inc = status.incidents[0]
    assert inc.excluded_nodes == [bad] and "DRAIN" in node_state(env, bad)
    # same job, same allocation: Slurm never requeued it and nothing was resubmitted
    assert status.handle is not None and status.handle.job_id == job_id
    assert status.handle.step == 1 and status.handle.restart_via == "in_allocation"
    assert job_field(env, job_id, "Restarts") == "0"
    assert commands_run(inc, "requeuehold") == [] and commands_run(inc, "sbatch") == []
    assert "same job, no requeue" in restart_summary(inc)
    now = await observe_until(env.backend(), job_id, lambda o: o.step is not None, 10, "step")
    assert bad not in now.nodes and len(now.nodes) == 2
    assert set(before.nodes) - {bad} < set(now.nodes)  # the healthy node stayed, a spare joined
    assert inc.timings.restored_step is not None
    assert now.run_first_step == inc.timings.restored_step + 1
    assert inc.timings.requeued_at is None and inc.timings.time_in_queue is None
    await stop_supervision(handle)


async def test_requeued_with_the_reason_when_no_spare_is_left(
    temporal_client: Client, slurm_worker: str, slurm_supervision: SlurmTestEnv, tmp_path: Path
) -> None:
    env = slurm_supervision
    default = (playbook_dir() / "default.yaml").read_text()
    playbook = tmp_path / "expedite.yaml"  # asks for expedite: Slurm 22.05 falls back to top
    playbook.write_text(
        default.replace(
            "count_preemptions: false", "count_preemptions: false\n  requeue_priority: expedite", 1
        )
    )

    def drain_spare(step_nodes: list[str], allocation: list[str]) -> None:
        spare = next(n for n in allocation if n not in step_nodes)
        env.scontrol("update", f"nodename={spare}", "state=drain", "reason=test: maintenance")

    handle, job, job_id, _, bad = await supervise_and_fault(
        temporal_client,
        slurm_worker,
        env,
        "spare-gone",
        nodes=1,
        before=drain_spare,
        playbook=playbook,
    )
    status = await wait_status(handle, recovered, timeout=60, what="recovery by requeue")

    inc = status.incidents[0]
    assert status.handle is not None and status.handle.job_id == job_id
    assert status.handle.restart_via == "requeue"
    assert len(commands_run(inc, "requeuehold")) == 1
    assert job_field(env, job_id, "Restarts") == "1"
    summary = restart_summary(inc)
    assert "requeued: no spare left in the allocation" in summary, summary
    assert inc.timings.requeued_at is not None and inc.timings.time_in_queue is not None
    assert inc.timings.time_in_queue >= 0
    # the playbook's requeue_priority: no --requeue=expedite before Slurm 25.11, so top
    assert commands_run(inc, "scontrol --version") == ["scontrol --version"]
    assert commands_run(inc, f"scontrol top {job_id}") == [f"scontrol top {job_id}"]
    assert bad not in status.handle.nodes
    await stop_supervision(handle)


def test_a_script_whose_srun_takes_no_node_list_is_refused(
    slurm_env: SlurmTestEnv, tmp_path: Path
) -> None:
    script = tmp_path / "train.sbatch"
    script.write_text(
        "#!/bin/bash\n#SBATCH --time=5\nset -eu\nsrun --label \\\n  python3 train.py\n"
    )
    spec = JobSpec(
        name="spare-refused",
        backend="slurm",
        nodes=2,
        ranks_per_node=1,
        slurm=SlurmJobOptions(script=str(script), spare_nodes=1, slurm_conf=slurm_env.conf),
    )
    with pytest.raises(BackendError) as caught:
        slurm_env.backend().start(spec, key="spare-refused/start")
    assert caught.value.kind == "invalid_request"
    message = str(caught.value)
    assert f"{script}:4: this srun cannot be given the step's node list" in message
    assert '--nodelist="$TRAINWARDEN_NODELIST"' in message
    assert slurm_env.cluster.node_states()  # nothing was submitted:
    assert "spare-refused" not in slurm_env.scontrol("show", "jobs").stdout


def test_a_running_step_is_replaced_inside_the_allocation(
    slurm_env: SlurmTestEnv, tmp_path: Path
) -> None:
    """A restart while the step still runs (a hang): the next step is ordered first, then the
    running one cancelled; the wrapper starts the next on the healthy node plus the spare."""
    script = tmp_path / "hang.sbatch"
    script.write_text('#!/bin/bash\nsrun --nodelist="$TRAINWARDEN_NODELIST" sleep 300\n')
    spec = JobSpec(
        name="spare-hang",
        backend="slurm",
        nodes=2,
        ranks_per_node=1,
        slurm=SlurmJobOptions(
            script=str(script), spare_nodes=1, slurm_conf=slurm_env.conf,
            sbatch_args=[f"--chdir={tmp_path}", f"--output={tmp_path}/out-%j.txt"],
        ),
    )  # fmt: skip
    backend = slurm_env.backend()
    handle, _ = backend.start(spec, key="spare-hang/start")
    started = slurm_env.run_root / handle.job_id / "steps" / "0" / "started-0.json"
    wait_for(backend, handle, lambda o: started.exists(), 30, "step 0")
    # observed after the step began: the wait's own observation may be from just before it
    # (PENDING, no nodes: seen on a fast machine)
    first = wait_for(backend, handle, lambda o: len(o.nodes) == 2, 10, "the step's nodes")
    assert len(first.nodes) == 2  # the step's nodes, not the allocation's three
    restarted, commands = backend.restart(handle, [first.nodes[-1]], None, "spare-hang/restart")
    ran = [c.command for c in commands]
    assert any(c.startswith("write ") and c.endswith("go-1.env") for c in ran)
    assert any(c.startswith(f"scancel {handle.job_id}.") for c in ran), ran
    assert restarted.job_id == handle.job_id and restarted.step == 1
    assert restarted.restart_via == "in_allocation"
    now = wait_for(
        backend, restarted, lambda o: o.state == "RUNNING" and first.nodes[-1] not in o.nodes,
        30, "step 1",
    )  # fmt: skip
    assert first.nodes[0] in now.nodes and len(now.nodes) == 2
    assert job_field(slurm_env, handle.job_id, "Restarts") == "0"
    # a retry of the same restart is a no-op: no third step
    again, more = backend.restart(handle, [first.nodes[-1]], None, "spare-hang/restart")
    assert again.step == 1 and not any(c.command.startswith("write ") for c in more)
