"""Signals under stress: a flood of bad payloads, stop/resume racing an automatic restart, and
a playbook file changed while its job runs."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from helpers_e2e import (
    actions_of,
    job_spec,
    start_supervision,
    wait_for_chaos_point,
    wait_status,
)
from temporalio.client import Client

from trainwarden.localcluster.cluster import LocalCluster
from trainwarden.playbook.loader import load_playbook


async def test_flood_of_signals_rejected_nothing_lost(
    temporal_client: Client, worker: str, cluster: LocalCluster
) -> None:
    handle = await start_supervision(temporal_client, worker, job_spec(cluster, "flood"))
    await wait_status(handle, lambda s: s.state == "supervising", what="supervising")
    bad = [
        {"reason": 1},
        {"reasons": "typo"},
        {"reason": ""},
        ["not", "an", "object"],
        {"reason": "z" * 5000},
    ]
    sends = [handle.signal("stop", bad[i % len(bad)]) for i in range(1000)]
    for i in range(0, len(sends), 100):
        await asyncio.gather(*sends[i : i + 100])
    await handle.signal("stop", {"reason": "the one real stop", "sender": "bob"})
    status = await wait_status(handle, lambda s: s.state == "stopped", timeout=90, what="stop")
    assert status.rejected_signals == 1000
    assert len(status.signals) <= 50, "the signal record is bounded"
    assert status.signals[-1].accepted and status.signals[-1].sender == "bob"
    assert status.state_reason == "stopped by bob: the one real stop"


async def test_stop_and_resume_racing_an_automatic_restart(
    temporal_client: Client, worker: str, cluster: LocalCluster, tw_home: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # hold the automatic recovery just before its restart, and signal right then
    monkeypatch.setenv("TRAINWARDEN_CHAOS_PAUSE", "verify_checkpoint.before=2")
    cluster.inject_fault("node-2", "xid", sticky=False, after_steps=8)
    handle = await start_supervision(temporal_client, worker, job_spec(cluster, "race"))
    await wait_for_chaos_point(tw_home, "verify_checkpoint.before")
    monkeypatch.delenv("TRAINWARDEN_CHAOS_PAUSE")
    # sent back to back while the automatic recovery runs: the last word is resume
    await handle.signal("stop", {"reason": "race stop"})
    await handle.signal("resume", {"reason": "race resume"})
    status = await wait_status(
        handle,
        lambda s: s.state == "supervising" and s.incidents[-1].outcome == "recovered",
        timeout=90,
        what="back to supervising",
    )
    submits = actions_of(cluster, "submit")
    # every run submitted after run 1 is accounted for by a counted restart
    assert len(submits) == 1 + status.restarts_used
    assert status.restarts_used in (1, 2)
    live = [r for r in cluster.jobs() if cluster.observe(r).state == "RUNNING"]
    assert len(live) == 1, "exactly one live run of the job"
    # the other order: the last word is stop, and it sticks
    await handle.signal("resume", {"reason": "late resume"})
    await handle.signal("stop", {"reason": "final stop"})
    status = await wait_status(handle, lambda s: s.state == "stopped", what="stopped")
    await asyncio.sleep(2)
    status = await wait_status(handle, lambda s: True, what="status")
    assert status.state == "stopped" and status.state_reason.endswith("final stop")
    assert len(actions_of(cluster, "submit")) == len(submits), "no restart after the stop"


async def test_running_workflow_keeps_its_playbook_version(
    temporal_client: Client, worker: str, cluster: LocalCluster, tmp_path: Path
) -> None:
    source = Path(load_playbook("default").source_path).read_text()
    path = tmp_path / "mine.yaml"
    path.write_text(source)
    params = {"poll_interval": "0.5s", "hang_threshold": "6s", "heartbeat_timeout": "5s",
              "max_excluded_fraction": 0.34}
    started_hash = load_playbook(str(path), params).content_hash
    cluster.inject_fault("node-2", "xid", sticky=True, after_steps=8)
    handle = await start_supervision(
        temporal_client, worker, job_spec(cluster, "pbchange"), playbook=str(path), params=params
    )
    await wait_status(handle, lambda s: s.state == "supervising", what="supervising")
    # an operator edits the file: from now on new supervisions would stop on GPU faults
    path.write_text(source.replace("name: default", "name: edited"))
    assert load_playbook(str(path), params).content_hash != started_hash
    status = await wait_status(
        handle, lambda s: bool(s.incidents) and s.incidents[0].outcome == "recovered",
        timeout=90, what="recovery under the original playbook",
    )
    assert status.playbook == "default"
    assert status.playbook_hash == started_hash
    assert status.restarts_used == 1
    await handle.signal("stop", {"reason": "test over"})
    await wait_status(handle, lambda s: s.state == "stopped", what="stopped")
