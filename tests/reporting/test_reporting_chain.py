"""A report reads the same across continue-as-new: the incident of the first run is still there
after several runs, the goodput window starts at the first run, and a report of a run's saved
history (replayed) agrees with the live one."""

from __future__ import annotations

import asyncio
import uuid

from helpers_e2e import FAST_PARAMS, job_spec, wait_status
from temporalio.client import Client

from trainwarden.localcluster.cluster import LocalCluster
from trainwarden.reporting.report import job_report
from trainwarden.supervision import SuperviseInput, SupervisionTuning
from trainwarden.workers.report import build_reports, fetch_status, status_from_history


async def test_report_follows_continue_as_new_chain(
    temporal_client: Client, worker: str, cluster: LocalCluster
) -> None:
    cluster.inject_fault("node-2", "xid", sticky=True, after_steps=12, xid=79)
    handle = await temporal_client.start_workflow(
        "SuperviseTrainingJob",
        SuperviseInput(
            job=job_spec(cluster, "chain"),
            params=FAST_PARAMS,
            tuning=SupervisionTuning(monitor_lease_seconds=1.0, continue_as_new_events=20),
        ),
        id=f"supervise-chain-{uuid.uuid4().hex[:6]}",
        task_queue=worker,
    )
    first_run = (await handle.describe()).run_id
    recovered = await wait_status(
        handle, lambda s: bool(s.incidents) and s.incidents[0].outcome == "recovered", 90
    )
    runs = recovered.runs_of_workflow
    status = await wait_status(handle, lambda s: s.runs_of_workflow >= max(3, runs + 2), 60)
    assert (await handle.describe()).run_id != first_run

    live, started, closed = await fetch_status(temporal_client, handle.id)
    assert closed is None and live.runs_of_workflow >= 3
    first_desc = await temporal_client.get_workflow_handle(handle.id, run_id=first_run).describe()
    assert started == first_desc.start_time
    (report,) = await build_reports(temporal_client, [handle.id], None)
    inc = report.incidents[0]
    assert inc.category == "gpu_hardware" and inc.outcome == "recovered"
    assert inc.timings == status.incidents[0].timings
    assert report.goodput is not None and report.goodput.window_start == started
    # the floor's measurements, recorded in the first run, are carried across continue-as-new
    # (the step time measured before the failure, not the trainer's configured 0.1 s)
    assert inc.floor is not None and inc.lost_steps is not None
    step_time = status.incidents[0].step_time
    assert status.cold_start is not None and status.cold_start.run == 1
    assert step_time is not None and step_time.run == 1 and step_time.seconds >= 0.1
    parts = {p.name: p for p in inc.floor.parts}
    assert parts["recomputation"].source.startswith(f"{inc.lost_steps} lost steps x")
    assert "measured: run 1" in parts["recomputation"].source
    assert parts["recomputation"].seconds == round(inc.lost_steps * step_time.seconds, 6)
    assert parts["cold_start"].seconds == status.cold_start.seconds
    assert inc.floor.floor_seconds is not None and inc.floor.ratio is not None

    # a closed run's own history (the latest continued-as-new one), replayed, tells the same
    query = f"WorkflowId = '{handle.id}' AND ExecutionStatus = 'ContinuedAsNew'"
    for _ in range(20):  # visibility is eventually consistent
        closed_runs = [ex async for ex in temporal_client.list_workflows(query)]
        if len(closed_runs) >= runs + 1:
            break
        await asyncio.sleep(0.25)
    assert len(closed_runs) >= runs + 1
    latest = max(closed_runs, key=lambda ex: ex.start_time)
    history = await temporal_client.get_workflow_handle(
        handle.id, run_id=latest.run_id
    ).fetch_history()
    replayed = await status_from_history(history)
    assert replayed.incidents and replayed.incidents[0].id == inc.id
    assert job_report(replayed).incidents[0].timings.failed_at == inc.timings.failed_at

    await handle.signal("stop", {"reason": "test over"})
    await wait_status(handle, lambda s: s.state == "stopped", 30)
