"""BundleWriter: the one writer of evidence bundles; what it writes the reader reads back."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

from trainwarden.attribution import attribute_bundle
from trainwarden.attribution.bundle import BundleWriter, load_job
from trainwarden.attribution.timestamps import TimeContext

T0 = datetime(2024, 12, 3, 10, 0, tzinfo=UTC)


def test_writer_normalises_times_and_keeps_the_window(tmp_path) -> None:
    writer = BundleWriter(tmp_path / "b", window_start=T0,
                          ctx=TimeContext(tz=UTC, reference=T0 + timedelta(hours=1)))
    written = writer.log_lines("node-2", "kernel", [
        "Dec  3 09:59:00 node-2 kernel: NVRM: Xid (PCI:0000:3b:00): 79, old run",  # before
        "Dec  3 10:00:05 node-2 kernel: NVRM: Xid (PCI:0000:3b:00): 79, pid=1, name=python, "
        "GPU has fallen off the bus.",
    ], default=T0)
    writer.log_lines("node-1", "rank-0", [
        "[rank0]:[E1203 10:00:09.000000 7 ProcessGroupNCCL.cpp:616] [Rank 0] Watchdog caught "
        "collective operation timeout: WorkNCCL(SeqNum=1, OpType=ALLREDUCE) ran for 600000 "
        "milliseconds before timing out.",
        "Traceback (most recent call last):",
    ], default=T0)
    writer.jsonl("scheduler.jsonl", [
        {"ts": "2024-12-03T10:00:20Z", "job_state": "FAILED", "exit_code": 1},
        {"ts": "2024-12-03T09:00:00Z", "job_state": "RUNNING"},  # another run: dropped
    ])
    bundle = writer.finish({"job_id": "j", "scheduler": "test", "nodes": ["node-1", "node-2"],
                            "ranks": {"0": "node-1", "1": "node-2"}},
                           collected_at=T0 + timedelta(minutes=1))
    assert written == 1
    kernel = (bundle / "logs/node-2/kernel.log").read_text().splitlines()
    assert kernel == ["2024-12-03T10:00:05.000Z Dec  3 10:00:05 node-2 kernel: NVRM: Xid "
                      "(PCI:0000:3b:00): 79, pid=1, name=python, GPU has fallen off the bus."]
    rank = (bundle / "logs/node-1/rank-0.log").read_text().splitlines()
    assert [line[:24] for line in rank] == ["2024-12-03T10:00:09.000Z"] * 2
    events = [json.loads(x) for x in (bundle / "scheduler.jsonl").read_text().splitlines()]
    assert [e["job_state"] for e in events] == ["FAILED"]
    job = load_job(bundle)
    assert (job.window_start, job.collected_at) == (T0, T0 + timedelta(minutes=1))
    result = attribute_bundle(bundle)
    assert (result.signature, result.implicated_nodes) == ("xid-79", ["node-2"])


def test_writer_caps_streams_to_their_newest_lines(tmp_path) -> None:
    writer = BundleWriter(tmp_path / "b", max_lines=3)
    writer.log("n", "rank-0", [(T0 + timedelta(seconds=i), f"line {i}") for i in range(10)])
    writer.jsonl_lines("metrics.jsonl", (json.dumps({"ts": "x", "i": i}) for i in range(10)))
    text = (tmp_path / "b/logs/n/rank-0.log").read_text().splitlines()
    assert [t.split(" ", 1)[1] for t in text] == ["line 7", "line 8", "line 9"]
    assert len((tmp_path / "b/metrics.jsonl").read_text().splitlines()) == 3
