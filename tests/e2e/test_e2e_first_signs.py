"""Detection at the first sign, end to end: real Temporal, worker and trainer processes, the
default playbook, and a collective timeout of 60 s. No peer ever reaches its watchdog here: a
test passes only if the fault was seen (and acted on) by its first sign. Every incident clock is
compared with an outside clock (the kill, the fault's own kernel line) within 1 s."""

from __future__ import annotations

import asyncio
import os
import signal
from datetime import UTC, datetime

from helpers_e2e import (
    WAIT_SCALE,
    actions_of,
    job_spec,
    record_history,
    start_supervision,
    stop_supervision,
    wait_status,
)
from temporalio.client import Client, WorkflowHandle

from trainwarden.attribution.timestamps import parse_ts
from trainwarden.localcluster.cluster import LocalCluster
from trainwarden.localcluster.errors import LocalClusterError
from trainwarden.localcluster.firing import xid_kernel_line
from trainwarden.localcluster.fsutil import append_line, iso, read_json
from trainwarden.localcluster.layout import RunLayout
from trainwarden.supervision import Incident, SupervisorStatus

PATIENT = {"collective_timeout": 60.0}
WATCHDOG_TEXT = "Watchdog caught collective operation timeout"


def _recovered(s: SupervisorStatus) -> bool:
    return bool(s.incidents) and s.incidents[0].outcome == "recovered"


def _run1(cluster: LocalCluster, name: str) -> RunLayout:
    return RunLayout(cluster.layout.run_dir(name, 1))


def _no_watchdog_fired(cluster: LocalCluster, name: str) -> None:
    logs = sorted((_run1(cluster, name).dir / "logs").rglob("*.log"))
    assert logs
    for log in logs:
        assert WATCHDOG_TEXT not in log.read_text(), log


def _close(a: datetime | None, b: datetime) -> bool:
    return a is not None and abs((a - b).total_seconds()) <= 1.0


async def _recovered_at_first_sign(
    handle: WorkflowHandle, cluster: LocalCluster, name: str, category: str, excluded: list[str]
) -> Incident:
    """Recovered from one incident, opened by a first sign, whose first action stopped the
    remaining ranks before any of them reached its watchdog."""
    status = await wait_status(handle, _recovered, timeout=120, what="recovery")
    inc = status.incidents[0]
    assert inc.trigger == "failed" and inc.first_signs, inc
    assert inc.actions[0].step == "stop_remaining_ranks", [a.step for a in inc.actions]
    assert inc.timings.action_at == inc.actions[0].started_at
    assert inc.timings.ordered(), inc.timings
    assert inc.attribution is not None and inc.attribution.category == category
    assert inc.excluded_nodes == excluded
    _no_watchdog_fired(cluster, name)
    assert len(status.incidents) == 1  # the hang clock did not count the same fault again
    return inc


async def _progressing(cluster: LocalCluster, name: str, steps: int = 6) -> None:
    for _ in range(int(240 * WAIT_SCALE)):
        try:
            obs = cluster.observe(f"local-{name}")
        except LocalClusterError as err:  # not submitted yet: its directory comes before its run
            if err.kind != "unknown_job":
                raise
        else:
            if obs.state == "RUNNING" and (obs.step or 0) >= steps:
                return
        await asyncio.sleep(0.25)
    raise AssertionError(f"{name} never made {steps} steps")


async def test_xid_detected_by_its_line_and_acted_on_before_the_watchdog(
    temporal_client: Client, worker: str, cluster: LocalCluster
) -> None:
    cluster.inject_fault("node-2", "xid", after_steps=8, xid=79)
    job = job_spec(cluster, "fsxid", **PATIENT)
    handle = await start_supervision(temporal_client, worker, job)

    inc = await _recovered_at_first_sign(handle, cluster, "fsxid", "gpu_hardware", ["node-2"])

    assert [a.step for a in inc.actions[:2]] == ["stop_remaining_ranks", "exclude"]
    # outside clock: the driver's own Xid line in node-2's kernel log
    line = cluster.layout.kernel_log("node-2").read_text().splitlines()[0]
    written = parse_ts(line.split(" ", 1)[0])
    assert _close(inc.timings.failed_at, written), (inc.timings, line)
    assert not inc.timings.failed_at_bound
    await stop_supervision(handle)


async def test_sigkilled_rank_is_unknown_naming_the_signal_not_a_hang(
    temporal_client: Client, worker: str, cluster: LocalCluster
) -> None:
    name = "fskill"
    handle = await start_supervision(temporal_client, worker, job_spec(cluster, name, **PATIENT))
    await _progressing(cluster, name)
    pid = int(read_json(_run1(cluster, name).pids)["1"])
    killed_at = datetime.now(UTC)
    os.kill(pid, signal.SIGKILL)

    inc = await _recovered_at_first_sign(handle, cluster, name, "unknown", [])

    assert inc.first_signs[0].signal == "SIGKILL" and inc.first_signs[0].rank == 1
    assert "SIGKILL" in inc.attribution.explanation
    assert _close(inc.timings.failed_at, killed_at), inc.timings
    assert inc.timings.failed_at_source == "process exit"
    assert [c["run"] for c in actions_of(cluster, "submit")] == [1, 2]
    await stop_supervision(handle)
    await record_history(handle, "first_sign_kill")


async def test_node_loss_excludes_the_node_before_the_watchdog(
    temporal_client: Client, worker: str, cluster: LocalCluster
) -> None:
    cluster.inject_fault("node-3", "node_loss", after_steps=8)
    job = job_spec(cluster, "fsnode", **PATIENT)
    handle = await start_supervision(temporal_client, worker, job)

    status = await wait_status(handle, _recovered, timeout=120, what="recovery")

    # The simulated node is DOWN 0.5 s after its ranks die, so the monitor sees either first
    # (the ranks' exits while RUNNING, or the run's NODE_FAIL): both long before any watchdog.
    inc = status.incidents[0]
    assert len(status.incidents) == 1
    assert inc.attribution is not None and inc.attribution.category == "node_failure"
    assert inc.excluded_nodes == ["node-3"]
    _no_watchdog_fired(cluster, "fsnode")
    if inc.first_signs:
        assert inc.actions[0].step == "stop_remaining_ranks"
    # outside clock: the launcher's record of killing the node's ranks (within 50 ms)
    exits = read_json(_run1(cluster, "fsnode").exits)
    killed = min(parse_ts(e["at"]) for e in exits.values())
    assert _close(inc.timings.failed_at, killed), (inc.timings, exits)
    assert inc.timings.ordered(), inc.timings
    await stop_supervision(handle)


async def test_warning_xid_lines_on_a_progressing_job_start_no_recovery(
    temporal_client: Client, worker: str, cluster: LocalCluster
) -> None:
    name = "fswarn"
    handle = await start_supervision(temporal_client, worker, job_spec(cluster, name, **PATIENT))
    await _progressing(cluster, name)
    for node, xid in (("node-1", 63), ("node-2", 13)):
        append_line(cluster.layout.kernel_log(node), f"{iso()} {xid_kernel_line(xid, 0, 4242)}")
    before = cluster.observe(f"local-{name}").step or 0
    await _progressing(cluster, name, steps=before + 30)  # a few polls of the monitor later

    status = await handle.query("status", result_type=SupervisorStatus)
    assert status.incidents == [] and status.state == "supervising"
    # the same lines from a fatal Xid do start recovery (so the check above can fail)
    append_line(cluster.layout.kernel_log("node-1"), f"{iso()} {xid_kernel_line(79, 0, 4242)}")
    status = await wait_status(handle, lambda s: bool(s.incidents), timeout=60, what="incident")
    assert status.incidents[0].first_signs[0].signature == "xid-79"
    await stop_supervision(handle)
