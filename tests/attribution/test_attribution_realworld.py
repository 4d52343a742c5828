"""The real-world corpus: incidents assembled from log lines people posted publicly (issue 14).

Built by realworld_build.py; every copied line is cited in the bundle's sources.json. The bar:
at least 95 % right (verdict, category, implicated nodes) and no healthy node ever implicated.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pytest
from test_attribution_corpus import assert_bar

from trainwarden.attribution import attribute_bundle

REALWORLD = Path(__file__).resolve().parent / "realworld"
LABELS = json.loads((REALWORLD / "labels.json").read_text())
ACCURACY_FLOOR = 0.95
SOURCE = re.compile(r"^https://github\.com/[\w.-]+/[\w.-]+/(?:issues|pull)/\d+$")


def test_realworld_accuracy_and_no_healthy_node_blamed() -> None:
    assert_bar(REALWORLD, ACCURACY_FLOOR)


def test_realworld_corpus_covers_the_failure_classes_of_issue_14() -> None:
    assert len(LABELS) >= 30
    by_category = Counter(label["category"] for label in LABELS.values())
    for category, least in {"network": 5, "numerical": 6, "storage": 2, "gpu_hardware": 4,
                            "node_failure": 3}.items():
        assert by_category[category] >= least, category
    healthy = [n for n, label in LABELS.items() if label["verdict"] == "no_failure"]
    assert any("soft-lockup" in n for n in healthy) and any("hung-task" in n for n in healthy)
    # network cases where the reporter of the error is not the node implicated
    reporter_not_blamed = 0
    for name, label in LABELS.items():
        if label["category"] != "network":
            continue
        sources = json.loads((REALWORLD / name / "sources.json").read_text())["lines"]
        reporters = {f.split("/")[1] for f in sources if "completion" in _text(name, f)}
        reporter_not_blamed += bool(reporters - set(label["implicated_nodes"]))
    assert reporter_not_blamed >= 4


def test_every_failure_class_but_straggler_has_five_real_examples() -> None:
    """Issue 32: at least five real examples per class (bench/attribution.py names the classes
    below that as weak). No public report with per-rank step times was found for a straggler
    (docs/attribution.md), so that class is the one left weak."""
    by_category = Counter(label["category"] for label in LABELS.values())
    weak = {c for c in ("gpu_hardware", "network", "node_failure", "storage", "oom",
                        "user_code", "numerical", "hang", "preemption", "straggler")
            if by_category[c] < 5}
    assert weak == {"straggler"}


def test_the_untouched_split_shares_no_source_with_the_tuned_one_and_keeps_up() -> None:
    """Issue 32: a split never looked at while tuning; no public report feeds both splits; its
    score stays within 5 points of the tuned split's."""
    splits = {name: label.get("split") for name, label in LABELS.items()}
    assert set(splits.values()) == {"tuned", "untouched"}
    urls: dict[str, set[str]] = {"tuned": set(), "untouched": set()}
    for name, split in splits.items():
        cited = json.loads((REALWORLD / name / "sources.json").read_text())["lines"]
        urls[split] |= {entry[1] for entries in cited.values() for entry in entries}
    assert not urls["tuned"] & urls["untouched"]
    assert sum(s == "untouched" for s in splits.values()) >= 10
    correct: dict[str, list[bool]] = {"tuned": [], "untouched": []}
    for name, label in LABELS.items():
        result = attribute_bundle(REALWORLD / name)
        got = (result.verdict, result.category, sorted(result.implicated_nodes))
        correct[label["split"]].append(
            got == (label["verdict"], label["category"], sorted(label["implicated_nodes"])))
    tuned, untouched = (sum(v) / len(v) for v in (correct["tuned"], correct["untouched"]))
    assert untouched >= tuned - 0.05, (tuned, untouched)


def test_every_attributed_verdict_has_a_known_cause_and_the_confidence_for_it() -> None:
    for name in LABELS:
        result = attribute_bundle(REALWORLD / name)
        if result.verdict == "attributed":
            assert result.category != "unknown" and result.confidence >= 0.5, name
        if result.verdict == "ambiguous":
            assert result.implicated_nodes == [] and result.confidence <= 0.5, name


def _text(name: str, rel: str) -> str:
    return (REALWORLD / name / rel).read_text().lower()


@pytest.mark.parametrize("name", sorted(LABELS))
def test_every_copied_line_cites_a_public_source(name: str) -> None:
    sources = json.loads((REALWORLD / name / "sources.json").read_text())
    assert sources["story"]
    assert sources["lines"], "a real-world case must copy at least one public line"
    for rel, cited in sources["lines"].items():
        lines = (REALWORLD / name / rel).read_text().splitlines()
        for entry in cited:
            number, url = entry[0], entry[1]
            assert 1 <= number <= len(lines), (rel, number)
            assert SOURCE.match(url), url
    logged = {p.relative_to(REALWORLD / name).as_posix()
              for p in (REALWORLD / name / "logs").rglob("*.log")}
    assert logged == set(sources["lines"]), "every log file is made of cited lines"


@pytest.mark.parametrize("name", sorted(LABELS))
def test_explanations_never_print_negative_intervals(name: str) -> None:
    result = attribute_bundle(REALWORLD / name)
    assert not re.search(r"-\d+(?:\.\d+)?s\b", result.explanation), result.explanation
    for ev in result.initiating.evidence:
        line = (REALWORLD / name / ev.file).read_text().splitlines()[ev.line - 1]
        assert line.rstrip().endswith(ev.text)
