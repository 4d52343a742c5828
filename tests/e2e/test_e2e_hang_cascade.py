"""A hang that ends in its peers' collective timeout, on the real example program: one rank of
examples/train_ddp.py under torchrun (gloo on CPU) SIGSTOPped from outside, with a process-group
timeout far below the hang threshold. Its peer dies of the gloo timeout first, and that death is
the first sign trainwarden sees; the incident's failure time must still be the hang's, the last
progress before it, not the peer's death a whole timeout later (issue 20, honest clocks)."""

from __future__ import annotations

import json
import signal
from datetime import timedelta
from pathlib import Path

import pytest
from helpers_e2e import (
    actions_of,
    record_history,
    start_supervision,
    stop_supervision,
    wait_sole_incident_recovered,
    wait_status,
)
from helpers_optional import skip_without
from temporalio.client import Client
from test_e2e_torch import signal_rank, torchrun_job

from trainwarden.localcluster.cluster import LocalCluster
from trainwarden.localcluster.procs import run_processes
from trainwarden.supervision import SupervisionTuning

skip_without("torch")
pytestmark = pytest.mark.torch

PG_TIMEOUT = 8.0  # seconds: the peers' gloo collective gives up long before the hang threshold


async def test_a_stopped_rank_whose_peer_times_out_first_is_a_hang_timed_by_its_last_progress(
    temporal_client: Client, worker: str, cluster: LocalCluster
) -> None:
    name = "ddpcascade"
    # log lines only (no progress client), as the program of a site that knows nothing of us;
    # torchrun does not restart its workers, so the peer's death is a first sign at once
    job = torchrun_job(
        cluster, name, "--no-progress-client", "--pg-timeout", f"{PG_TIMEOUT:g}",
        collective_timeout=120,
    )
    params = {
        "checkpoint_layout": "dcp",
        "hang_threshold": "60s",  # far above the process-group timeout: the timeout comes first
        "hang_threshold_initial": "120s",  # torch start-up (and DCP load) on a busy machine
    }
    # a short lease: the status query's high_water_step is refreshed at each monitor's end
    tuning = SupervisionTuning(monitor_lease_seconds=1.0)
    handle = await start_supervision(temporal_client, worker, job, params=params, tuning=tuning)
    # past the first checkpoint (step 5), so the restart has one to resume from
    await wait_status(
        handle, lambda s: (s.high_water_step or 0) >= 7, timeout=180, what="a step past 5"
    )
    run1 = cluster.layout.run_dir(name, 1)
    # rank 1 (node-2's only worker) stopped from outside; its torchrun is left running
    _, stopped_at = signal_rank(run1, 1, signal.SIGSTOP)

    inc = await wait_sole_incident_recovered(
        handle, timeout=240, what="recovery from the stopped rank"
    )
    # seen through the peer's death (rank 0 exited at the gloo timeout), while RUNNING ...
    assert inc.trigger == "failed" and inc.first_signs, inc
    first = min(inc.first_signs, key=lambda f: f.at)
    # rank 0 raises gloo's timeout and exits 1, or, when a gloo thread is still alive as the
    # interpreter exits, aborts after it ("terminate called without an active exception",
    # exit -6: seen under stress-ng); either way the attribution below is the same
    assert (first.kind, first.rank) == ("process_exit", 0), first
    assert first.signal in (None, "SIGABRT"), first
    assert first.at >= stopped_at + timedelta(seconds=PG_TIMEOUT - 1), (first, stopped_at)
    # ... but the fault's time is the hang's: the last progress before it, by the outside clock
    t = inc.timings
    assert t.failed_at is not None and t.detected_at is not None
    assert abs((t.failed_at - stopped_at).total_seconds()) <= 1.0, (t, stopped_at)
    assert t.failed_at_source == "last progress before the hang", t
    assert not t.failed_at_bound, t
    assert (t.detected_at - t.failed_at).total_seconds() >= PG_TIMEOUT - 1, t
    # a hang, naming the stopped rank and its node; a hang excludes nothing
    a = inc.attribution
    assert a is not None and a.category == "hang", a
    assert (a.initiating.node, a.initiating.rank) == ("node-2", 1), a
    assert a.signature == "stopped-process" and "rank(s) 0 wait for it" in a.explanation, a
    # ... from the evidence: rank 1's process in state T when the peer's death was seen (the
    # stop that followed killed it before evidence was collected)
    assert inc.evidence is not None
    records = [json.loads(x) for x in Path(inc.evidence.path, "processes.jsonl").open()]
    assert {(r["rank"], r["state"]) for r in records if r["state"] == "T"} == {(1, "T")}, records
    assert inc.rule == "hang", inc.rule
    assert inc.excluded_nodes == [] and actions_of(cluster, "exclude") == []
    # restarted once from a real DCP checkpoint, and trained past the pre-failure step
    assert inc.checkpoint is not None and inc.checkpoint.usable and inc.checkpoint.location
    assert t.restored_step is not None and t.restored_step % 5 == 0 and t.restored_step >= 5
    assert [r["run"] for r in actions_of(cluster, "submit")] == [1, 2]
    assert not run_processes(str(run1))  # the stopped process was killed by the stop
    assert t.high_water_step is not None and t.productive_at is not None
    rank0 = next((cluster.layout.run_dir(name, 2) / "logs").glob("*/rank-0.log")).read_text()
    assert f"resumed from {inc.checkpoint.location} at step {t.restored_step}" in rank0
    assert f" step {t.high_water_step + 1}/" in rank0
    await stop_supervision(handle)
    await record_history(handle, "hang_cascade")  # the hang-cascade-clock patch, for replay
