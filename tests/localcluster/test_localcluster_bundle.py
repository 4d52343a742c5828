"""write_bundle produces the evidence layout of docs/evidence-bundle.md."""

from __future__ import annotations

import json
import re
from datetime import datetime

from trainwarden.localcluster import LocalCluster

TIMESTAMPED = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d) ")


def test_bundle_has_the_design_layout(cluster: LocalCluster, submit, lc, tmp_path):
    cluster.inject_fault("node-2", "xid", after_steps=3)
    handle, _ = submit()
    lc.wait_for(lambda: lc.terminal(cluster, handle.job_id))
    bundle = cluster.write_bundle(handle.job_id, tmp_path / "bundle")

    job = json.loads((bundle / "job.json").read_text())
    assert job["job_id"] == "local-job" and job["scheduler"] == "local"
    assert job["nodes"] == ["node-1", "node-2", "node-3"]
    assert job["ranks"] == {
        "0": "node-1",
        "1": "node-1",
        "2": "node-2",
        "3": "node-2",
        "4": "node-3",
        "5": "node-3",
    }
    assert job["expected_step_seconds"] == 0.05

    scheduler = [json.loads(x) for x in (bundle / "scheduler.jsonl").read_text().splitlines()]
    assert [e["job_state"] for e in scheduler] == ["RUNNING", "FAILED"]
    assert scheduler[-1]["exit_code"] == 1 and "node-2" in scheduler[-1]["reason"]
    assert all(datetime.fromisoformat(e["ts"]).tzinfo for e in scheduler)

    metrics = [json.loads(x) for x in (bundle / "metrics.jsonl").read_text().splitlines()]
    assert {m["name"] for m in metrics} >= {"step", "step_seconds"}
    assert [m["ts"] for m in metrics] == sorted(m["ts"] for m in metrics)
    assert {m["rank"] for m in metrics} == set(range(6))
    assert max(m["value"] for m in metrics if m["name"] == "step") == 3

    files = sorted(str(p.relative_to(bundle)) for p in (bundle / "logs").rglob("*.log"))
    assert files == sorted(
        [f"logs/node-{n}/kernel.log" for n in (1, 2, 3)]
        + [f"logs/{node}/rank-{r}.log" for r, node in job["ranks"].items()]
    )
    assert "NVRM: Xid" in (bundle / "logs/node-2/kernel.log").read_text()
    for path in (bundle / "logs").rglob("*.log"):
        assert all(TIMESTAMPED.match(line) for line in path.read_text().splitlines()), path


def test_bundle_since_trims_older_lines(cluster: LocalCluster, submit, fast, lc, tmp_path):
    handle, _ = submit(options=fast.model_copy(update={"total_steps": 40}))
    mid = lc.wait_for(lambda: (o := cluster.observe(handle.job_id)).step and o.step >= 20 and o)
    lc.wait_for(lambda: lc.terminal(cluster, handle.job_id), timeout=30)
    since = dict(mid.recent_steps)[20]
    bundle = cluster.write_bundle(handle.job_id, tmp_path / "b", since=since)
    steps = [
        int(m)
        for m in re.findall(r" step (\d+) loss", (bundle / "logs/node-1/rank-0.log").read_text())
    ]
    assert steps and min(steps) >= 20 and max(steps) == 40
    metrics = [json.loads(x) for x in (bundle / "metrics.jsonl").read_text().splitlines()]
    assert min(m["value"] for m in metrics if m["name"] == "step") >= 20


def test_rank_logs_over_the_budget_keep_their_newest_lines(
    cluster: LocalCluster, submit, fast, lc, tmp_path, monkeypatch
):
    """The shared rank log budget (trainwarden.attribution.bundle.budget): with 2 KiB for six
    ranks, each rank's log keeps its newest lines only, and job.json says so."""
    handle, _ = submit(options=fast.model_copy(update={"total_steps": 40}))
    lc.wait_for(lambda: lc.terminal(cluster, handle.job_id), timeout=30)
    monkeypatch.setenv("TRAINWARDEN_RANK_LOG_BUDGET", "2KiB")
    monkeypatch.setenv("TRAINWARDEN_RANK_LOG_FLOOR", "256")
    bundle = cluster.write_bundle(handle.job_id, tmp_path / "b")
    job = json.loads((bundle / "job.json").read_text())
    (note,) = job["collection_notes"]
    assert "6 of 6 files kept only their newest bytes" in note and "2 KiB in all" in note
    source = next(cluster.layout.jobs_dir.rglob("logs/node-1/rank-0.log")).read_text()
    kept = (bundle / "logs/node-1/rank-0.log").read_text().splitlines()
    assert 0 < len(kept) < len(source.splitlines())
    assert kept[-1].endswith(source.splitlines()[-1].split(" ", 1)[1])
    assert sum(len(x) + 1 for x in kept) < 1024  # 2 KiB / 6 ranks, each line re-dated
