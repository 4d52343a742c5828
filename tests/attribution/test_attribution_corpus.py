"""Accuracy over the labelled corpus; no healthy node may ever be blamed.

The corpus (see corpus/README.md) mixes hand-designed bundles (syn-*), bundles recorded from
real torch.distributed runs with injected faults (torch-*) and from the project's simulated
cluster (sim-*).
"""

from __future__ import annotations

import json
from pathlib import Path

from trainwarden.attribution import attribute_bundle
from trainwarden.attribution.result import CATEGORIES

ACCURACY_FLOOR = 0.95


def score(corpus: Path) -> tuple[float, int, list[str]]:
    labels = json.loads((corpus / "labels.json").read_text())
    correct, blamed_healthy, misses = 0, 0, []
    for name, label in sorted(labels.items()):
        result = attribute_bundle(corpus / name)
        blamed_healthy += len(set(result.implicated_nodes) - set(label["implicated_nodes"]))
        got = (result.verdict, result.category, sorted(result.implicated_nodes))
        want = (label["verdict"], label["category"], sorted(label["implicated_nodes"]))
        if got == want:
            correct += 1
        else:
            misses.append(f"{name}: got {got}, want {want}")
    return correct / len(labels), blamed_healthy, misses


def assert_bar(corpus: Path, floor: float = ACCURACY_FLOOR) -> None:
    """Accuracy at or above `floor` and not one healthy node implicated."""
    accuracy, blamed_healthy, misses = score(corpus)
    print(f"\n{corpus.name}: accuracy={accuracy:.3f} blamed_healthy={blamed_healthy}")
    for miss in misses:
        print("  miss:", miss)
    assert blamed_healthy == 0
    assert accuracy >= floor


def test_corpus_accuracy_and_no_healthy_node_blamed(corpus_dir: Path) -> None:
    assert_bar(corpus_dir)


def test_corpus_is_broad(corpus_dir: Path) -> None:
    labels = json.loads((corpus_dir / "labels.json").read_text())
    assert len(labels) >= 40
    assert {label["category"] for label in labels.values()} == set(CATEGORIES)
    assert {label["verdict"] for label in labels.values()} == {
        "attributed", "ambiguous", "no_failure"}
    assert any(name.startswith("torch-") for name in labels), "real torch bundles missing"
    assert any(name.startswith("sim-") for name in labels), "simulator bundles missing"
    for name in labels:
        assert (corpus_dir / name / "job.json").is_file(), name


def test_every_cited_line_is_in_the_bundle(corpus_dir: Path) -> None:
    labels = json.loads((corpus_dir / "labels.json").read_text())
    for name in labels:
        result = attribute_bundle(corpus_dir / name)
        for ev in result.initiating.evidence:
            line = (corpus_dir / name / ev.file).read_text().splitlines()[ev.line - 1]
            assert line.rstrip().endswith(ev.text), (name, ev)
