"""The local backend's observation takes progress from the ranks' output when there are no
status files, says "none" when there is neither, and reads no logs when status files cover
every rank. The run directory is laid out as the local cluster's launcher lays it out."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

from trainwarden.activities.backends.local import LocalBackend
from trainwarden.localcluster.fsutil import iso
from trainwarden.progresslog import ProgressSettings

sys.path.insert(0, str(Path(__file__).parent))
from real_lines import STEP_LINES

TITAN = STEP_LINES[2][2]  # "... step:  5  loss: ..."


def make_run(root: Path, name: str) -> Path:
    """jobs/NAME/job.json and runs/1/{spec,state}.json of a RUNNING 2-node x 1-rank job."""
    job = root / "jobs" / name
    run = job / "runs" / "1"
    (run / "logs" / "node-1").mkdir(parents=True)
    (run / "logs" / "node-2").mkdir(parents=True)
    (job / "job.json").write_text(json.dumps({"name": name, "job_id": f"local-{name}", "runs": 1}))
    spec = {"run": 1, "nodes": ["node-1", "node-2"], "ranks": {"0": "node-1", "1": "node-2"},
            "created_at": iso()}
    (run / "spec.json").write_text(json.dumps(spec))
    (run / "state.json").write_text(json.dumps({"state": "RUNNING", "since": iso()}))
    return run


def titan(step: int) -> str:
    return TITAN.replace("step:  5", f"step:  {step}") + "\n"


def handle_for(backend: LocalBackend, name: str):
    from trainwarden.models import JobHandle

    return JobHandle(backend="local", job_id=f"local-{name}")


def test_progress_from_rank_logs_only(tmp_path):
    backend = LocalBackend(root=tmp_path)
    run = make_run(tmp_path, "logsonly")
    handle = handle_for(backend, "logsonly")
    obs = backend.observe(handle)
    assert obs.progress_source == "none" and obs.step is None
    log = run / "logs" / "node-1" / "rank-0.log"
    log.write_text(titan(1))
    assert backend.observe(handle).progress_source == "logs"  # a source, no step counted yet
    with log.open("a") as f:
        f.write(titan(2) + titan(3))
    obs = backend.observe(handle)
    assert obs.progress_source == "logs" and obs.step == 3
    rank0 = next(r for r in obs.ranks if r.rank == 0)
    assert rank0.at is not None and obs.run_first_step == 2  # 1 was the baseline


def test_node_log_is_preferred_and_preset_narrowing_applies(tmp_path):
    backend = LocalBackend(root=tmp_path)
    run = make_run(tmp_path, "nodelog")
    handle = handle_for(backend, "nodelog")
    backend.configure_progress(handle.job_id, ProgressSettings(preset="megatron"))
    (run / "logs" / "node-2" / "node.log").write_text(titan(1) + titan(2))
    assert backend.observe(handle).progress_source == "none"  # torchtitan lines, megatron preset
    backend.configure_progress(handle.job_id, ProgressSettings(preset="torchtitan"))
    with (run / "logs" / "node-2" / "node.log").open("a") as f:
        f.write(titan(3))
    obs = backend.observe(handle)
    assert obs.progress_source == "logs" and obs.step == 3


def test_status_files_on_every_rank_mean_no_log_reading(tmp_path, monkeypatch):
    backend = LocalBackend(root=tmp_path)
    run = make_run(tmp_path, "client")
    handle = handle_for(backend, "client")
    (run / "status").mkdir()
    for rank, node in ((0, "node-1"), (1, "node-2")):
        status = {"rank": rank, "node": node, "step": 7, "at": iso(), "recent": []}
        (run / "status" / f"rank-{rank}.json").write_text(json.dumps(status))
        (run / "logs" / node / f"rank-{rank}.log").write_text(titan(1) + titan(2))
    from trainwarden.progresslog import follower

    def no_reading(self):
        raise AssertionError("logs read for progress although status files cover every rank")

    # progress only: the first-sign follower reads rank logs for fatal lines regardless
    monkeypatch.setattr(follower.LogProgress, "poll", no_reading)
    obs = backend.observe(handle)
    assert obs.progress_source == "status" and obs.step == 7


def test_a_new_run_on_the_same_output_file_reads_only_its_own_lines(tmp_path):
    """A requeued Slurm job appends to the same output file: the old run's lines are not
    progress of the new run."""
    from datetime import UTC, datetime

    from trainwarden.activities.backends.log_progress import LogProgressTracker
    from trainwarden.models import JobObservation

    out = tmp_path / "slurm-9.out"
    out.write_text(titan(1) + titan(2) + titan(3))
    tracker = LogProgressTracker()

    def observe(run: int) -> JobObservation:
        obs = JobObservation(job_id="9", run=run, state="RUNNING", nodes=["n1"],
                             observed_at=datetime.now(UTC))  # fmt: skip
        return tracker.apply(obs, [(out, None)], set(), {"0": "n1"})

    assert observe(1).step == 3
    with out.open("a") as f:
        f.write(titan(4))  # the first run's last line, then it is requeued
    assert observe(1).step == 4
    second = observe(2)
    assert second.step is None and second.run_first_step is None
    with out.open("a") as f:
        f.write(titan(3) + titan(4) + titan(5))  # resumed from a checkpoint at step 2
    second = observe(2)
    assert second.step == 5 and second.run_first_step == 4 and second.ranks[0].node == "n1"


def test_a_requeued_run_whose_banner_is_written_before_the_first_look_is_read(tmp_path):
    """The Slurm wrapper's banner starts each run: when the new run has written it (and its
    first steps) before the tracker first looks at that run, its lines still count, and the
    previous run's last lines in between do not."""
    from datetime import UTC, datetime

    from trainwarden.activities.backends.log_progress import LogProgressTracker
    from trainwarden.models import JobObservation
    from trainwarden.progresslog import RunStart

    out = tmp_path / "slurm-9.out"
    out.write_text("trainwarden: job 9 run 1 on n1\n" + titan(1) + titan(2) + titan(3))
    tracker = LogProgressTracker()

    def observe(run: int) -> JobObservation:
        obs = JobObservation(job_id="9", run=run, state="RUNNING", nodes=["n1"],
                             observed_at=datetime.now(UTC))  # fmt: skip
        since = RunStart(at=datetime(2026, 1, 1, tzinfo=UTC),
                         first_line=f"trainwarden: job 9 run {run} on ")  # fmt: skip
        return tracker.apply(obs, [(out, None)], set(), {"0": "n1"}, since)

    assert observe(1).step == 3
    with out.open("a") as f:  # the first run's last step, its end, the second run: all unseen
        f.write(titan(4) + "Received 15 death signal\n" + "trainwarden: job 9 run 2 on n1\n")
        f.write(titan(2) + titan(3))  # resumed from a checkpoint at step 1
    second = observe(2)
    assert second.step == 3 and second.run_first_step == 3


def test_the_local_backend_reads_what_the_client_writes(tmp_path, monkeypatch):
    """trainwarden.progress writing into a local run directory: step, node and phase arrive
    in the local backend's observation (the reader and the writer agree on the format)."""
    from trainwarden import progress

    backend = LocalBackend(root=tmp_path / "cluster")
    run = make_run(tmp_path / "cluster", "withclient")
    handle = handle_for(backend, "withclient")
    for rank, node in ((0, "node-1"), (1, "node-2")):
        monkeypatch.setenv("TRAINWARDEN_RUN_DIR", str(run))
        monkeypatch.setenv("RANK", str(rank))
        monkeypatch.setenv("TRAINWARDEN_NODE", node)
        monkeypatch.setattr(progress, "_reporter", progress._Reporter())
        progress.step(41)
        progress.step(42)
        progress.flush()
        if rank == 1:
            with progress.phase("checkpoint"):
                obs = backend.observe(handle)
    assert obs.progress_source == "status" and obs.step == 42
    assert [(r.rank, r.node, r.step) for r in obs.ranks] == [(0, "node-1", 42), (1, "node-2", 42)]
    assert obs.ranks[1].phase == "checkpoint" and obs.ranks[0].phase is None
    assert obs.run_first_step == 41


def test_steps_from_output_become_step_metrics_for_the_evidence(tmp_path):
    """A program that only prints: the steps its output showed, per global rank, and the
    seconds per step between reads, in the bundle's metrics format."""
    from datetime import UTC, datetime

    from trainwarden.activities.backends.log_progress import LogProgressTracker
    from trainwarden.models import JobObservation

    log = tmp_path / "slurm-9.out"
    tracker = LogProgressTracker()
    nodes = {"0": "node1", "1": "node1", "2": "node2", "3": "node2"}
    start = datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC).timestamp()
    pending = JobObservation(job_id="9", run=1, state="PENDING", observed_at=datetime.now(UTC))
    tracker.apply(pending, [(log, None)], set(), {}, per_task=1)  # no nodes yet: no shape
    for second, (first, last) in enumerate(((1, 2), (3, 6))):
        with log.open("a") as f:
            f.writelines(f"1: [default1]:{titan(s)}" for s in range(first, last + 1))
        os.utime(log, (start + second, start + second))
        obs = JobObservation(job_id="9", run=1, state="RUNNING", observed_at=datetime.now(UTC))
        tracker.apply(obs, [(log, None)], set(), nodes, per_task=2)
    assert [r.rank for r in obs.ranks] == [3] and obs.ranks[0].node == "node2"
    metrics = tracker.step_metrics("9", nodes)
    assert [(m["name"], m["value"]) for m in metrics] == [
        ("step", 2), ("step", 6), ("step_seconds", 0.25)
    ]
    assert {(m["node"], m["rank"]) for m in metrics} == {("node2", 3)}
    assert tracker.step_metrics("unknown", nodes) == []


def test_a_local_command_that_only_prints_its_steps_has_them_in_its_evidence(
    tmp_path, monkeypatch
):
    """The local backend's bundle of a running command job with no status files: the steps its
    output showed are the step metrics, so a stall is attributed as a hang (not `no_failure`).
    Once the run has ended they are left out: a failed run's lines carry no times of their
    own, so steps read later would make its error look like one training went on after."""
    from datetime import UTC, datetime, timedelta

    from trainwarden.attribution import attribute_bundle
    from trainwarden.localcluster.cluster import LocalCluster

    monkeypatch.setattr(LocalCluster, "_launcher_alive", lambda self, run: True)
    backend = LocalBackend(root=tmp_path)
    run = make_run(tmp_path, "printer")
    handle = handle_for(backend, "printer")
    spec = json.loads((run / "spec.json").read_text())
    created = datetime.now(UTC) - timedelta(minutes=10)
    spec.update(job_id=handle.job_id, name="printer", command="train", ranks_per_node=1,
                created_at=iso(created))  # fmt: skip
    (run / "spec.json").write_text(json.dumps(spec))
    log = run / "logs" / "node-1" / "node.log"
    stalled_since = (datetime.now(UTC) - timedelta(minutes=2)).timestamp()
    for second, (first, last) in enumerate(((1, 2), (3, 6))):
        with log.open("a") as f:
            f.writelines(titan(s) for s in range(first, last + 1))
        os.utime(log, (stalled_since + second, stalled_since + second))
        obs = backend.observe(handle)
    assert obs.state == "RUNNING" and obs.progress_source == "logs" and obs.step == 6

    def metrics(bundle: Path) -> list[tuple[str, float, str, int]]:
        lines = (bundle / "metrics.jsonl").read_text().splitlines()
        return [(m["name"], m["value"], m["node"], m["rank"]) for m in map(json.loads, lines)]

    bundle = backend.collect_evidence(handle, tmp_path / "b1", since=None)
    assert metrics(bundle) == [
        ("step", 2, "node-1", 0), ("step", 6, "node-1", 0), ("step_seconds", 0.25, "node-1", 0)
    ]
    result = attribute_bundle(bundle)
    assert result.category == "hang" and result.signature == "no-progress", result
    # only what is in the evidence window
    later = datetime.fromtimestamp(stalled_since + 1, UTC)
    assert metrics(backend.collect_evidence(handle, tmp_path / "b2", since=later)) == [
        ("step", 6, "node-1", 0), ("step_seconds", 0.25, "node-1", 0)
    ]
    # the run ended: no step metrics from its lines
    (run / "state.json").write_text(json.dumps({"state": "FAILED", "since": iso()}))
    assert metrics(backend.collect_evidence(handle, tmp_path / "b3", since=None)) == []
