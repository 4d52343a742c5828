"""A hang on the local backend whose cause is visible: one rank's process SIGSTOPped from
outside (its peers then wait in the collective). The hang's evidence records each rank
process's state, and attribution names the stopped rank (issue 20)."""

from __future__ import annotations

import json
import os
import signal
from pathlib import Path

from helpers_e2e import actions_of, job_spec, start_supervision, stop_supervision, wait_status
from temporalio.client import Client

from trainwarden.localcluster.cluster import LocalCluster
from trainwarden.supervision import SupervisionTuning


async def test_a_sigstopped_rank_is_named_as_the_hang_s_initiating_rank(
    temporal_client: Client, worker: str, cluster: LocalCluster
) -> None:
    name = "stoprank"
    # the peers wait for the stopped rank far longer than the hang threshold (10 s): a hang
    job = job_spec(cluster, name, collective_timeout=120.0)
    # a short lease: the status query's high_water_step is refreshed at each monitor's end
    tuning = SupervisionTuning(monitor_lease_seconds=1.0)
    handle = await start_supervision(
        temporal_client, worker, job, tuning=tuning
    )
    # past the first checkpoint (every 5 steps): stopped before it, the job has nothing to restart
    # from and the default playbook stops it instead (seen once on a loaded machine)
    await wait_status(handle, lambda s: (s.high_water_step or 0) >= 7, what="a checkpoint")
    run1 = cluster.layout.run_dir(name, 1)
    spec = json.loads((run1 / "spec.json").read_text())
    pid = json.loads((run1 / "pids.json").read_text())["3"]
    os.kill(pid, signal.SIGSTOP)

    status = await wait_status(
        handle,
        lambda s: bool(s.incidents) and s.incidents[0].outcome == "recovered",
        timeout=120,
        what="recovery from the stopped rank",
    )
    inc = status.incidents[0]
    assert inc.trigger == "hang" and status.incident_total == 1, inc
    a = inc.attribution
    assert a is not None and (a.category, a.signature) == ("hang", "stopped-process"), a
    assert (a.initiating.node, a.initiating.rank) == (spec["ranks"]["3"], 3), a
    assert "rank(s) 0, 1, 2, 4, 5 wait for it" in a.explanation, a.explanation
    # the evidence says so: rank 3's process in state T, the others not stopped
    assert inc.evidence is not None
    records = [json.loads(x) for x in Path(inc.evidence.path, "processes.jsonl").open()]
    states = {r["rank"]: r["state"] for r in records}
    assert states[3] == "T" and sorted(states) == [0, 1, 2, 3, 4, 5], records
    assert all(s != "T" for r, s in states.items() if r != 3), records
    # a hang excludes nothing; the restart replaced the stopped process
    assert inc.excluded_nodes == [] and actions_of(cluster, "exclude") == []
    assert not Path(f"/proc/{pid}").exists() or "Z" in Path(f"/proc/{pid}/stat").read_text()
    await stop_supervision(handle)
