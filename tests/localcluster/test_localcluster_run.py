"""Healthy runs, checkpoints, resume and submit semantics of the local cluster."""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

import pytest

from trainwarden.checkpoints.manifest import Manifest
from trainwarden.localcluster import LocalCluster, LocalClusterError

TIMESTAMPED = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d) ")


def test_healthy_run_progresses_and_writes_complete_manifest_checkpoints(
    cluster: LocalCluster, submit, fast, lc
):
    handle, commands = submit(options=fast.model_copy(update={"total_steps": 12}))
    assert handle.job_id == "local-job" and handle.run == 1
    assert handle.nodes == ["node-1", "node-2", "node-3"]
    assert handle.ranks == {
        "0": "node-1",
        "1": "node-1",
        "2": "node-2",
        "3": "node-2",
        "4": "node-3",
        "5": "node-3",
    }
    assert len(commands) == 1 and not commands[0].skipped

    running = lc.wait_for(lambda: (o := cluster.observe(handle.job_id)).step and o.step >= 3 and o)
    assert running.state == "RUNNING"
    assert running.run_first_step == 1 and running.run_first_step_at is not None
    assert all(r.step_seconds and min(r.step_seconds) >= 0.05 for r in running.ranks)

    done = lc.wait_for(lambda: lc.terminal(cluster, handle.job_id))
    assert done.state == "COMPLETED" and done.exit_code == 0
    assert done.step == 12 and all(r.step == 12 for r in done.ranks)
    steps = [s for s, _ in done.recent_steps]
    assert steps == list(range(1, 13))
    times = [t for _, t in done.recent_steps]
    assert times == sorted(times)

    ckpt = Path(handle.checkpoint_uri)
    assert sorted(p.name for p in ckpt.iterdir()) == ["step_00000005", "step_00000010"]
    for step in (5, 10):
        step_dir = ckpt / f"step_{step:08d}"
        manifest = json.loads((step_dir / "manifest.json").read_text())
        Manifest.model_validate(manifest)  # the checkpoint verifier's own model of the format
        assert manifest["format"] == "trainwarden.manifest/v1" and manifest["step"] == step
        assert [f["path"] for f in manifest["files"]] == [f"rank-{r}.pt" for r in range(6)]
        for entry in manifest["files"]:
            data = (step_dir / entry["path"]).read_bytes()
            assert entry["size"] == len(data)
            assert entry["sha256"] == hashlib.sha256(data).hexdigest()
            assert json.loads(data)["step"] == step

    log = lc.run_log(cluster, handle.job_id, 3)
    assert "step 12 loss " in log and "training finished at step 12" in log
    assert all(TIMESTAMPED.match(line) for line in log.splitlines())
    losses = [float(m) for m in re.findall(r"step \d+ loss ([0-9.]+)", log)]
    assert losses[-1] < losses[0]


def test_resume_loads_exactly_the_given_checkpoint(cluster: LocalCluster, submit, fast, lc):
    small = {"nodes": 2, "ranks_per_node": 1}
    handle, _ = submit(options=fast.model_copy(update={"total_steps": 10}), **small)
    lc.wait_for(lambda: lc.terminal(cluster, handle.job_id))
    step5 = str(Path(handle.checkpoint_uri) / "step_00000005")

    again, _ = submit(
        options=fast.model_copy(update={"total_steps": 7}),
        resume_step=5,
        resume_path=step5,
        **small,
    )
    assert again.run == 2
    done = lc.wait_for(lambda: lc.terminal(cluster, handle.job_id))
    assert done.state == "COMPLETED" and done.step == 7
    assert done.run_first_step == 6
    for rank in range(2):
        assert f"resumed from checkpoint step 5 at {step5}" in lc.run_log(
            cluster, again.job_id, rank
        )


def test_resume_without_a_reference_takes_newest_complete_checkpoint(
    cluster: LocalCluster, submit, fast, lc
):
    small = {"nodes": 2, "ranks_per_node": 1}
    handle, _ = submit(options=fast.model_copy(update={"total_steps": 10}), **small)
    lc.wait_for(lambda: lc.terminal(cluster, handle.job_id))
    # An incomplete (manifest-less) newer checkpoint must be ignored.
    partial = Path(handle.checkpoint_uri) / "step_00000015"
    partial.mkdir()
    (partial / "rank-0.pt").write_text('{"step": 15}')

    submit(options=fast.model_copy(update={"total_steps": 12}), **small)
    done = lc.wait_for(lambda: lc.terminal(cluster, handle.job_id))
    assert done.state == "COMPLETED" and done.run_first_step == 11
    assert "resumed from checkpoint step 10 at" in lc.run_log(cluster, handle.job_id, 0)


def test_fresh_job_starts_from_step_zero(cluster: LocalCluster, submit, fast, lc):
    handle, _ = submit(options=fast.model_copy(update={"total_steps": 2}), nodes=1)
    done = lc.wait_for(lambda: lc.terminal(cluster, handle.job_id))
    log = lc.run_log(cluster, handle.job_id, 0)
    assert done.state == "COMPLETED" and done.run_first_step == 1, (done, log)
    assert "no complete checkpoint in" in log


def test_submit_is_idempotent_by_key(cluster: LocalCluster, submit, lc):
    first, _ = submit(key="incident-1:restart")
    second, commands = submit(key="incident-1:restart")
    assert second.run == first.run == 1
    assert commands[0].skipped and "incident-1:restart" in commands[0].output
    lc.wait_for(lambda: cluster.observe(first.job_id).state == "RUNNING")
    submits = [c for c in cluster.commands() if c["action"] == "submit"]
    assert len(submits) == 1 and submits[0]["key"] == "incident-1:restart"
    launchers = lc.processes_mentioning("trainwarden.localcluster.launcher " + str(cluster.root))
    assert len(launchers) == 1


def test_new_run_kills_the_previous_one(cluster: LocalCluster, submit, lc):
    first, _ = submit(nodes=2)
    lc.wait_for(lambda: (cluster.observe(first.job_id).step or 0) >= 2)
    old_run_dir = str(cluster.layout.run_dir("job", 1))
    second, commands = submit(nodes=2)
    assert second.run == 2
    assert [c.command.split()[1] for c in commands] == ["cancel", "submit"]
    assert not lc.processes_mentioning(old_run_dir + " ") and not lc.processes_mentioning(
        old_run_dir + "\n"
    )
    state = json.loads((Path(old_run_dir) / "state.json").read_text())
    assert state["state"] == "CANCELLED"
    lc.wait_for(lambda: (cluster.observe(first.job_id).step or 0) >= 1)


def test_submit_without_enough_usable_nodes_is_a_clear_error(cluster: LocalCluster, submit):
    cluster.exclude("node-2", "bad gpu", key="ex-1")
    with pytest.raises(LocalClusterError) as err:
        submit(nodes=4, exclude=["node-4"])
    assert err.value.kind == "insufficient_nodes"
    assert "node-2" in err.value.message and "node-4" in err.value.message
    assert not [c for c in cluster.commands() if c["action"] == "submit"]


def test_placement_skips_excluded_nodes(cluster: LocalCluster, submit):
    cluster.exclude("node-1", "bad gpu", key="ex-1")
    handle, _ = submit(nodes=2, exclude=["node-3"])
    assert handle.nodes == ["node-2", "node-4"]
    assert handle.ranks == {"0": "node-2", "1": "node-2", "2": "node-4", "3": "node-4"}


def test_unknown_job_is_reported(cluster: LocalCluster):
    with pytest.raises(LocalClusterError) as err:
        cluster.observe("local-nope")
    assert err.value.kind == "unknown_job"
