"""Signals under stress: a flood of bad payloads, stop/resume racing an automatic restart, and
a playbook file changed while its job runs."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from helpers_e2e import (
    SIGNALS_REFUSED,
    actions_of,
    job_spec,
    release_chaos_point,
    signal_taken,
    start_supervision,
    wait_for_chaos_point,
    wait_recovered_once,
    wait_status,
)
from temporalio.client import Client
from temporalio.service import RPCError

from trainwarden.localcluster.cluster import LocalCluster
from trainwarden.playbook.loader import load_playbook
from trainwarden.playbook.schema import select_rule
from trainwarden.supervision import SupervisorStatus
from trainwarden.workers.devserver import SERVER_BLOB_LIMIT_BYTES


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
    # in bursts of 20, each signal sent again while the run has taken its 48 (the server's
    # per-run limit) until the workflow continued as new
    sends = [signal_taken(handle, "stop", bad[i % len(bad)]) for i in range(1000)]
    for i in range(0, len(sends), 20):
        await asyncio.gather(*sends[i : i + 20])
    # the real stop too: the last burst may have filled the run before it continued as new
    await signal_taken(handle, "stop", {"reason": "the one real stop", "sender": "bob"})
    status = await wait_status(handle, lambda s: s.state == "stopped", timeout=90, what="stop")
    assert status.rejected_signals == 1000
    assert len(status.signals) <= 50, "the signal record is bounded"
    assert status.signals[-1].accepted and status.signals[-1].sender == "bob"
    assert status.state_reason == "stopped by bob: the one real stop"


async def test_burst_of_oversized_signals_leaves_the_job_supervised(
    temporal_client: Client, worker: str, cluster: LocalCluster
) -> None:
    """35 signals of 1.5 MB and 100 just under the server's blob limit, all at once, against a
    real job on one worker (before the server limits: 52 MB of history, the run terminated by
    the server, the job unsupervised). The server refuses the oversized ones and what a run
    cannot take; status answers throughout; the job's fault is still recovered once, and a
    valid stop still stops it once."""
    cluster.inject_fault("node-2", "xid", sticky=False, after_steps=60)
    handle = await start_supervision(temporal_client, worker, job_spec(cluster, "burst"))
    await wait_status(handle, lambda s: s.state == "supervising", what="supervising")
    burst = asyncio.gather(
        *(handle.signal("stop", {"reason": "x" * 1_500_000}) for _ in range(35)),
        *(handle.signal("stop", {"reason": "x" * (SERVER_BLOB_LIMIT_BYTES - 4096)})
          for _ in range(100)),
        return_exceptions=True,
    )
    answered = 0
    while not burst.done():
        status = await handle.query("status", result_type=SupervisorStatus)
        assert status.state in ("supervising", "recovering"), status.state
        answered += 1
    sent = await burst
    refused = [r for r in sent if isinstance(r, BaseException)]
    blob = [r for r in refused if "Blob data size exceeds limit" in str(r)]
    assert len(blob) == 35
    assert all(isinstance(r, RPCError) for r in refused)
    assert all(SIGNALS_REFUSED in str(r) for r in refused if r not in blob)
    taken = len(sent) - len(refused)
    print(f"e2e burst: {taken} taken, {len(refused)} refused, status answered {answered} times")
    # the job is still supervised: its fault is recovered once (one exclusion, one restart)
    status = await wait_recovered_once(handle, cluster, "node-2", what="recovery after burst")
    status = await wait_status(
        handle, lambda s: s.rejected_signals == taken, timeout=60, what="every signal recorded"
    )
    await handle.signal("stop", {"reason": "the one real stop", "sender": "bob"})
    status = await wait_status(handle, lambda s: s.state == "stopped", timeout=60, what="stop")
    assert status.state_reason == "stopped by bob: the one real stop"
    # the recovery's first-sign stop of the failed run 1, then this stop of run 2, once
    operator_stops = [c for c in actions_of(cluster, "stop") if "operator stop" in c["command"]]
    assert [c["run"] for c in operator_stops] == [2], operator_stops
    assert len(actions_of(cluster, "submit")) == 2
    desc = await handle.describe()
    assert desc.status is not None and desc.status.name == "RUNNING"


async def test_stop_and_resume_racing_an_automatic_restart(
    temporal_client: Client, worker: str, cluster: LocalCluster, tw_home: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # hold the automatic recovery before its restart until both signals are in the workflow
    monkeypatch.setenv("TRAINWARDEN_CHAOS_PAUSE", "verify_checkpoint.before=120")
    cluster.inject_fault("node-2", "xid", sticky=False, after_steps=8)
    handle = await start_supervision(temporal_client, worker, job_spec(cluster, "race"))
    await wait_for_chaos_point(tw_home, "verify_checkpoint.before")
    monkeypatch.delenv("TRAINWARDEN_CHAOS_PAUSE")
    # sent back to back while the automatic recovery runs: the last word is resume
    await handle.signal("stop", {"reason": "race stop"})
    await handle.signal("resume", {"reason": "race resume"})
    await wait_status(
        handle,
        lambda s: [r.reason for r in s.signals if r.accepted] == ["race stop", "race resume"],
        what="both signals recorded",
    )
    release_chaos_point(tw_home, "verify_checkpoint.before")
    status = await wait_status(
        handle,
        lambda s: s.state == "supervising" and s.incidents[-1].outcome == "recovered",
        timeout=90,
        what="back to supervising",
    )
    # the stop came before the automatic restart, so only the resume restarted the job
    assert status.restarts_used == 1
    submits = actions_of(cluster, "submit")
    assert len(submits) == 2
    outcomes = {r.reason: r.outcome for r in status.signals}
    assert outcomes["race stop"] == "job stopped"
    assert outcomes["race resume"] == "resumed: restarted as run 2"
    live = [r for r in cluster.jobs() if cluster.observe(r).state == "RUNNING"]
    assert len(live) == 1, "exactly one live run of the job"
    # the other order: the last word is stop; the resume before it is dropped, never acted on
    await handle.signal("resume", {"reason": "late resume"})
    await handle.signal("stop", {"reason": "final stop"})
    status = await wait_status(handle, lambda s: s.state == "stopped", what="stopped")
    assert status.state_reason.endswith("final stop")
    late = next(r for r in status.signals if r.reason == "late resume")
    assert late.accepted and late.outcome is None
    history = await handle.fetch_history()
    signal_at = max(
        i for i, e in enumerate(history.events)
        if e.HasField("workflow_execution_signaled_event_attributes")
    )
    scheduled_after = [
        e.activity_task_scheduled_event_attributes.activity_type.name
        for e in history.events[signal_at:]
        if e.HasField("activity_task_scheduled_event_attributes")
    ]
    assert scheduled_after == ["stop_job"], "after the last signal: one stop, no restart"
    assert len(actions_of(cluster, "submit")) == len(submits)


async def test_running_workflow_keeps_its_playbook_version(
    temporal_client: Client, worker: str, cluster: LocalCluster, tmp_path: Path
) -> None:
    source = Path(load_playbook("default").source_path).read_text()
    path = tmp_path / "mine.yaml"
    path.write_text(source)
    params = {"poll_interval": "0.5s", "hang_threshold": "10s", "heartbeat_timeout": "5s",
              "max_excluded_fraction": 0.34}
    started_hash = load_playbook(str(path), params).content_hash
    cluster.inject_fault("node-2", "xid", sticky=True, after_steps=8)
    handle = await start_supervision(
        temporal_client, worker, job_spec(cluster, "pbchange"), playbook=str(path), params=params
    )
    await wait_status(handle, lambda s: s.state == "supervising", what="supervising")
    # an operator edits the file: from now on new supervisions would stop on GPU faults
    edited_source = source.replace("name: default", "name: edited", 1).replace(
        "  - name: faulty-machine\n",
        "  - name: stop-on-gpu\n    match: {categories: [gpu_hardware]}\n    steps: [stop]\n"
        "  - name: faulty-machine\n",
        1,
    )
    path.write_text(edited_source)
    edited = load_playbook(str(path), params)
    assert edited.content_hash != started_hash
    rule = select_rule(
        edited.playbook, verdict="attributed", category="gpu_hardware", confidence=0.95,
        retryable=True,
    )
    assert rule is not None and [s.kind for s in rule.steps] == ["stop"], "the edit stops"
    status = await wait_status(
        handle, lambda s: bool(s.incidents) and s.incidents[0].outcome == "recovered",
        timeout=90, what="recovery under the original playbook",
    )
    assert status.playbook == "default"
    assert status.playbook_hash == started_hash
    assert status.restarts_used == 1
    assert status.incidents[0].rule == "faulty-machine"  # not the edited file's stop-on-gpu
    await handle.signal("stop", {"reason": "test over"})
    await wait_status(handle, lambda s: s.state == "stopped", what="stopped")
