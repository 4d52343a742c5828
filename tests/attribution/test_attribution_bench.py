"""bench/attribution.py builds a valid large-shape bundle and scores corpora."""

from __future__ import annotations

from pathlib import Path

from helpers_bench import bench_module

from trainwarden.attribution import attribute_bundle


def test_bench_bundle_is_attributed(tmp_path: Path) -> None:
    bundle = bench_module("attribution").build_bundle(
        tmp_path / "b", size_mib=4, nodes=4, ranks_per_node=2
    )
    result = attribute_bundle(bundle)
    assert (result.signature, result.implicated_nodes) == ("xid-79", ["node-3"])
    assert {g.signature for g in result.cascading} == {"nccl-watchdog-timeout"}


def test_bench_scores_a_corpus(corpus_dir: Path, capsys) -> None:
    assert bench_module("attribution").score_corpus(corpus_dir) == 0
    out = capsys.readouterr().out
    assert "accuracy: " in out and "blamed_healthy: 0" in out
