"""bench/attribution.py builds a valid large-shape bundle and scores corpora."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from trainwarden.attribution import attribute_bundle

BENCH = Path(__file__).resolve().parents[2] / "bench" / "attribution.py"


def _bench_module():
    spec = importlib.util.spec_from_file_location("tw_bench_attribution", BENCH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_bench_bundle_is_attributed(tmp_path: Path) -> None:
    bundle = _bench_module().build_bundle(tmp_path / "b", size_mib=4, nodes=4, ranks_per_node=2)
    result = attribute_bundle(bundle)
    assert (result.signature, result.implicated_nodes) == ("xid-79", ["node-3"])
    assert {g.signature for g in result.cascading} == {"nccl-watchdog-timeout"}


def test_bench_scores_a_corpus(corpus_dir: Path, capsys) -> None:
    assert _bench_module().score_corpus(corpus_dir) == 0
    out = capsys.readouterr().out
    assert "accuracy: " in out and "blamed_healthy: 0" in out
