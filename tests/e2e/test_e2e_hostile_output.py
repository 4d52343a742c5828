"""Hostile job output end to end: a job on a shared worker prints the lines that used to freeze
the worker (`step` and 65,000 spaces against the generic preset, a 12 KB line repeating
`WorkNCCL(`, a 1 MB line for the leading-`.*` signatures) and then fails, so its output is
followed and attributed; a healthy supervision on the same worker answers its status query
all along. Before, one such line held the GIL for 36 s to minutes."""

from __future__ import annotations

import asyncio
import sys

from helpers_e2e import job_spec, start_supervision, stop_supervision, wait_status
from temporalio.client import Client

from trainwarden.localcluster.cluster import LocalCluster
from trainwarden.models import JobSpec, LocalJobOptions
from trainwarden.supervision import SupervisorStatus

NOISY = r"""
import sys, time
lines = ["step" + " " * 65000, "[Rank 0] " + "WorkNCCL(" * 1400, "store " * 170000]
for _ in range(3):
    for line in lines:
        print(line, flush=True)
    time.sleep(1)
sys.exit(1)
"""


async def test_pathological_lines_do_not_starve_a_healthy_supervision(
    temporal_client: Client, worker: str, cluster: LocalCluster
) -> None:
    healthy = await start_supervision(temporal_client, worker, job_spec(cluster, "calm"))
    await wait_status(healthy, lambda s: s.state == "supervising", timeout=60, what="start")
    noisy_job = JobSpec(
        name="noisy",
        nodes=1,
        ranks_per_node=1,
        command=[sys.executable, "-c", NOISY],
        local=LocalJobOptions(cluster_dir=str(cluster.root), cluster_nodes=4),
    )
    noisy = await start_supervision(temporal_client, worker, noisy_job)
    answered = 0

    async def keep_asking() -> None:
        nonlocal answered
        while True:  # each answer within 10 s, as the earlier hostile-playbook test asks
            status = await asyncio.wait_for(
                healthy.query("status", result_type=SupervisorStatus), timeout=10
            )
            assert status.state == "supervising"
            answered += 1
            await asyncio.sleep(0.5)

    asker = asyncio.create_task(keep_asking())
    try:
        status = await wait_status(
            noisy, lambda s: bool(s.incidents) and s.incidents[0].attribution is not None,
            timeout=120, what="the noisy job's attributed incident",
        )  # fmt: skip
        assert not asker.done(), asker.exception()
        assert answered >= 3
        assert status.incidents[0].attribution.verdict in ("attributed", "ambiguous")
    finally:
        asker.cancel()
        await stop_supervision(noisy)
        await stop_supervision(healthy)
