"""A checkpoint that verifies but does not load: the restarted run dies loading it before its
first step, the checkpoint is marked bad for the job, and the next restart falls back to the
older one and trains (local cluster, simulated trainer, real workflow and worker)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers_e2e import (
    job_spec,
    record_history,
    release_chaos_point,
    start_supervision,
    wait_for_chaos_point,
    wait_status,
    warden,
)
from temporalio.client import Client

from trainwarden.localcluster.cluster import LocalCluster

GAVE_UP = ("stopped", "awaiting_operator", "completed")


async def test_checkpoint_that_fails_to_load_is_marked_bad_and_skipped(
    temporal_client: Client,
    temporal_address: str,
    worker: str,
    cluster: LocalCluster,
    tw_home: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # hold the first verification until the newest checkpoint's shard is garbage of the same
    # size: presence checks (names, sizes) pass, the trainer's load does not
    monkeypatch.setenv("TRAINWARDEN_CHAOS_PAUSE", "verify_checkpoint.before=120")
    job = job_spec(cluster, "badload")
    ckpt_root = cluster.layout.checkpoints("badload")
    cluster.inject_fault("node-2", "xid", sticky=True, after_steps=13, xid=79)
    handle = await start_supervision(temporal_client, worker, job)  # the default playbook
    await wait_for_chaos_point(tw_home, "verify_checkpoint.before")
    newest = sorted(ckpt_root.glob("step_*"))[-1]
    broken_step = int(newest.name.split("_")[1])
    shard = newest / "rank-1.pt"
    shard.write_bytes(b"\x00" * shard.stat().st_size)
    release_chaos_point(tw_home, "verify_checkpoint.before")

    status = await wait_status(  # or the supervision gave up: then say why at once
        handle,
        lambda s: any(i.bad_checkpoint and i.outcome == "recovered" for i in s.incidents)
        or s.state in GAVE_UP,
        timeout=150,
        what="a bad checkpoint marked and the job productive again",
    )
    assert status.state not in GAVE_UP, [status.state_reason, status.incidents]
    first, second = status.incidents[0], status.incidents[-1]
    assert first.checkpoint is not None and first.checkpoint.step == broken_step  # it verified
    bad = second.bad_checkpoint
    assert bad is not None and bad.step == broken_step
    assert bad.location == first.checkpoint.location and bad.run == second.run
    assert second.checkpoint is not None and second.checkpoint.usable
    assert second.checkpoint.step < broken_step
    assert [(r.step, r.reason.endswith(f"failed to load in run {bad.run}")) for r in
            second.checkpoint.rejected] == [(broken_step, True)]
    # the load failure's traceback is the program's (user_code), which the default playbook
    # stops on, except when the run died loading its checkpoint
    assert second.decision is not None and second.decision.rule == "checkpoint-failed-to-load"
    assert second.timings.restored_step == second.checkpoint.step
    assert status.handle is not None and status.handle.run == second.run + 1

    env = {"TEMPORAL_ADDRESS": temporal_address}
    code, out = await warden("report", handle.id, env=env, columns=400)
    assert code == 0, out
    assert f"checkpoint step {broken_step} at {bad.location} marked bad" in out
    assert f"failed to load in run {bad.run}" in out
    code, out = await warden("report", handle.id, "--json", env=env)
    assert code == 0, out
    doc = json.loads(out)
    reports = doc[0]["incidents"] if isinstance(doc, list) else doc["incidents"]
    marked = [i for i in reports if i.get("bad_checkpoint")]
    assert len(marked) == 1 and f"step {broken_step}" in marked[0]["bad_checkpoint"]
    await handle.signal("stop", {"reason": "test over"})
    await wait_status(handle, lambda s: s.state == "stopped", what="stopped")
    await record_history(handle, "bad_checkpoint")  # the bad-checkpoint-fallback patch, for replay
