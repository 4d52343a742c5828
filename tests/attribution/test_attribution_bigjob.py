"""A job of many nodes: the right node named among 2,048 rank logs, every watchdog counted, and
the per-class shortcuts (signatures, matcher, keyword index) giving what the plain rules give."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers_bench import bench_module

from trainwarden.activities.evidence import _redact_file
from trainwarden.attribution import attribute_bundle
from trainwarden.attribution.bundle.matcher import matcher_for
from trainwarden.attribution.engine import default_catalog


def test_right_node_among_256_nodes_x_8_ranks(tmp_path: Path) -> None:
    bench = bench_module("bigjob")
    bundle = bench.build_bundle(tmp_path / "b", nodes=256, ranks_per_node=8, size_mib=8)
    before = {p: p.read_bytes() for p in bundle.rglob("*.log")}
    assert len(before) == 256 * 8 + 256
    for path in before:  # as collect_evidence does: throughput lines hold no secret
        _redact_file(str(path))
    assert all(p.read_bytes() == data for p, data in before.items())

    result = attribute_bundle(bundle)
    bad = bench.node_name(256 * 2 // 3)
    assert (result.signature, result.implicated_nodes) == ("xid-79", [bad])
    (watchdogs,) = [g for g in result.cascading if g.signature == "nccl-watchdog-timeout"]
    assert watchdogs.count == 256 * 8
    assert watchdogs.all_ranks() == list(range(256 * 8))
    nodes = watchdogs.all_nodes()
    assert len(nodes) == 256 and nodes == sorted(nodes)
    assert watchdogs.node_hostlist == "gpu[0001-0256]" and watchdogs.rank_ranges == "0-2047"
    assert len(result.model_dump_json()) < 8 << 10  # a payload in history: bounded


STREAMS = ["rank-0", "rank-16383", "kernel", "scheduler", "metrics", "slurmd", "health", "x"]


@pytest.mark.parametrize("stream", STREAMS)
def test_signatures_of_a_stream_class_are_those_that_apply(stream: str) -> None:
    catalog = default_catalog()
    plain = sorted(
        (s for s in catalog.signatures if s.applies_to(stream)),
        key=lambda s: (-s.spec.priority, s.order),
    )
    assert catalog.for_stream(stream) == plain


def test_streams_of_one_class_share_one_matcher() -> None:
    catalog = default_catalog()
    assert matcher_for(catalog, "rank-1") is matcher_for(catalog, "rank-16383")
    assert matcher_for(catalog, "rank-1") is not matcher_for(catalog, "scheduler")


LINES = [
    "[Rank 5] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=42, "
    "OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=600000) ran for 600031 milliseconds "
    "before timing out.",
    "eval | loss 2.3411 | error_rate 0.000 | nan_count=0 | timeout_ms=600000",
    "NCCL INFO NET/IB : Using [0]mlx5_0:1/IB ; OOB ib0:10.0.0.3<0>",
    "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB",
    "NVRM: Xid (PCI:0000:3b:00): 79, pid=4242, name=python3, GPU has fallen off the bus.",
    "RuntimeError: NCCL error: unhandled system error, NCCL version 2.18.1",
    "step 3 loss nan",
]


@pytest.mark.parametrize("stream", ["rank-0", "kernel"])
def test_keyword_index_picks_what_trying_every_signature_picks(stream: str) -> None:
    matcher = matcher_for(default_catalog(), stream)
    assert matcher.automaton is not None
    for line in LINES:
        low = line.lower()
        expected = next(
            (
                s
                for s in matcher.signatures
                if any(k in low for k in s.keywords) and s.regex.search(line)
            ),
            None,
        )
        found = matcher.best(line, low)
        assert (found[0] if found else None) == expected, line


def test_held_out_torchtitan_bundle_names_the_node(tmp_path: Path) -> None:
    """bench/probe_titan.py's bundle (torchtitan's step lines, PyTorch's watchdog line after
    one node's GPU fell off the bus), at 256 x 8: the node is named and only it; every rank's
    timeout counted by its own rank (the line's `rank` group takes no part after torchrun's
    `[rankN]:` prefix: the rank is the stream's), though one shape answers them all."""
    probe = bench_module("probe_titan")
    bad = probe.write_bundle(tmp_path / "b", nodes=256, ranks=8, mib=4)
    result = attribute_bundle(tmp_path / "b")
    assert (result.signature, result.implicated_nodes) == ("xid-79", [bad])
    (watchdogs,) = [g for g in result.cascading if g.signature == "nccl-watchdog-timeout"]
    assert watchdogs.count == 256 * 8
    assert watchdogs.all_ranks() == list(range(256 * 8))
    assert len(watchdogs.all_nodes()) == 256
    assert len(result.model_dump_json()) < 8 << 10


THROUGHPUT_LINES = [
    *(shape.replace("\x00R", "3").format(i=41) for shape in bench_module("bigjob").SHAPES.values()),
    "[rank0]:[titan] 2026-05-18 16:04:46,338 - root - INFO - step: 14  loss:  3.24405  "
    "grad_norm:  0.8319  memory:  9.46GiB(64.99%)  tps: 7,282  tflops: 0.52  mfu: 0.17%",
    " iteration      201/  250000 | consumed samples:       205824 | elapsed time per "
    "iteration (ms): 139113.4 | learning rate: 1.507E-05 | global batch size:  1024 | lm loss: "
    "2.373574E+00 | loss scale: 1.0 | grad norm: 0.811 | number of skipped iterations:   0 |",
]


def test_throughput_lines_are_not_candidates() -> None:
    """The trainers' throughput lines hold no keyword of a rank log's signatures, so none goes
    through the per-line path (the merged triggers `time`, `memory` were on half of them); a
    failure line among them still is one."""
    matcher = matcher_for(default_catalog(), "rank-0")
    text = "".join(f"2026-12-01T06:00:{i:02d}Z {line}\n" for i, line in
                   enumerate(THROUGHPUT_LINES)).lower().encode()
    assert matcher.candidate_starts(text) == []
    failing = text + f"2026-12-01T06:01:00Z {LINES[0]}\n".lower().encode()
    assert matcher.candidate_starts(failing) == [len(text)]
