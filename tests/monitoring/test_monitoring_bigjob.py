"""bench/bigjob.py's first-sign path at 256 nodes x 8 ranks, fast settings: the worker's own
polling loop and the monitor's evaluate on the virtual backend name the right node for an Xid
published by its agent, an srun task-exit line and a node agent gone silent."""

from __future__ import annotations

from helpers_bench import bench_module


def test_each_first_sign_names_its_node_at_256_nodes() -> None:
    bench = bench_module("bigjob")
    results = bench.detection(256, 8, poll=0.2, trials=1, silence=1.0, healthy=0.3)
    assert [r["kind"] for r in results] == ["xid", "rank exit", "silent node"]
    for r in results:
        assert r["event"] == "failed", r
        assert r["signed"] == [r["victim"]], r
