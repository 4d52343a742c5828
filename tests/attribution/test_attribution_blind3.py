"""The third blind corpus (tests/attribution/blind3/): integrity always, the score on request.

The integrity tests hold the corpus to its own rules: every log line and orchestrator event is
cited, labels are valid for DESIGN's taxonomy, the committed bundles are exactly what
blind3_build.py writes, and no report cited here is cited anywhere else in the repository (a
catalog or test tuned on one of these posts would spoil the held-out score).

The score is taken once, through the CLI contract (`warden attribute BUNDLE --json`):

    TRAINWARDEN_BLIND3_SCORE=1 pytest tests/attribution/test_attribution_blind3.py -k score -s
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from datetime import datetime
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import blind3_build  # noqa: E402
from stacks_build import write  # noqa: E402

ROOT = HERE / "blind3"
REPO = HERE.parent.parent
OWN_PATHS = ("tests/attribution/blind3/", "tests/attribution/blind3_build.py",
             "tests/attribution/test_attribution_blind3.py")

VERDICTS = {"attributed", "ambiguous", "no_failure"}
CATEGORIES = {"gpu_hardware", "network", "node_failure", "storage", "oom", "user_code",
              "numerical", "hang", "straggler", "preemption", "unknown"}
BAR = 0.85


def _labels() -> dict[str, dict]:
    return json.loads((ROOT / "labels.json").read_text())


def _bundles() -> list[Path]:
    return sorted(p for p in ROOT.iterdir() if p.is_dir())


def _source_urls() -> set[str]:
    return {value for name, value in vars(blind3_build).items()
            if name.isupper() and isinstance(value, str) and value.startswith("https://")}


def test_every_bundle_has_a_label_and_every_label_a_bundle() -> None:
    assert {p.name for p in _bundles()} == set(_labels())
    assert len(_labels()) >= 20


def test_labels_are_valid_for_the_taxonomy() -> None:
    for name, label in _labels().items():
        job = json.loads((ROOT / name / "job.json").read_text())
        assert label["split"] == "blind3", name
        assert label["verdict"] in VERDICTS, name
        assert label["category"] in CATEGORIES, name
        assert set(label["implicated_nodes"]) <= set(job["nodes"]), name
        if label["verdict"] != "attributed":
            assert label["implicated_nodes"] == [], name
        if label["verdict"] == "no_failure":
            assert label["category"] == "unknown", name
        if label["category"] in {"oom", "user_code", "numerical", "preemption", "unknown"}:
            assert label["implicated_nodes"] == [], name


def test_every_log_line_and_event_is_cited() -> None:
    urls = _source_urls()
    for bundle in _bundles():
        cited = json.loads((bundle / "sources.json").read_text())
        assert cited["story"], bundle.name
        files = {p.relative_to(bundle).as_posix() for p in (bundle / "logs").rglob("*.log")}
        if (bundle / "events.jsonl").exists():
            files.add("events.jsonl")
        assert files == set(cited["lines"]), bundle.name
        for rel in files:
            lines = (bundle / rel).read_text().splitlines()
            entries = cited["lines"][rel]
            assert [e[0] for e in entries] == list(range(1, len(lines) + 1)), (bundle.name, rel)
            assert all(e[1] in urls for e in entries), (bundle.name, rel)


def test_every_log_line_starts_with_a_zoned_iso_time() -> None:
    for bundle in _bundles():
        for log in (bundle / "logs").rglob("*.log"):
            for line in log.read_text().splitlines():
                stamp = line.split(" ", 1)[0].replace("Z", "+00:00")
                assert datetime.fromisoformat(stamp).tzinfo is not None, (log, line)


def test_committed_bundles_are_what_the_builder_writes(tmp_path: Path) -> None:
    blind3_build.CASES.clear()
    blind3_build.build()
    for c in blind3_build.CASES:
        write(c, tmp_path)
        built = {p.relative_to(tmp_path / c.name): p.read_bytes()
                 for p in (tmp_path / c.name).rglob("*") if p.is_file()}
        committed = {p.relative_to(ROOT / c.name): p.read_bytes()
                     for p in (ROOT / c.name).rglob("*") if p.is_file()}
        assert built == committed, c.name
        assert _labels()[c.name] == {"verdict": c.verdict, "category": c.category,
                                     "implicated_nodes": c.implicated, "split": "blind3"}
    assert {c.name for c in blind3_build.CASES} == set(_labels())


def _repo_files() -> list[Path]:
    out = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard"],
                         cwd=REPO, capture_output=True, text=True, check=True).stdout
    return [REPO / rel for rel in out.splitlines()
            if not rel.startswith(OWN_PATHS) and (REPO / rel).is_file()]


def test_no_report_cited_here_is_cited_anywhere_else() -> None:
    urls = _source_urls()
    assert len(urls) == len(_labels())
    found: list[tuple[str, str]] = []
    for path in _repo_files():
        try:
            text = path.read_text(errors="ignore")
        except OSError:
            continue
        for url in urls:
            at = text.find(url)
            while at != -1:
                end = at + len(url)
                if end == len(text) or not text[end].isalnum():  # .../issues/12 is not .../123
                    found.append((url, str(path.relative_to(REPO))))
                    break
                at = text.find(url, end)
    assert found == []


# ---- the score: once, on request ---------------------------------------------------------------
@pytest.mark.skipif(os.environ.get("TRAINWARDEN_BLIND3_SCORE") != "1",
                    reason="held out: set TRAINWARDEN_BLIND3_SCORE=1 for the one scoring run")
def test_blind3_score() -> None:
    warden = Path(sys.executable).parent / "warden"
    right = 0
    healthy_blamed: list[tuple[str, list[str]]] = []
    labels = _labels()
    for name, label in sorted(labels.items()):
        out = subprocess.run([str(warden), "attribute", str(ROOT / name), "--json"],
                             capture_output=True, text=True, check=True).stdout
        got = json.loads(out)
        ok = (got["verdict"] == label["verdict"] and got["category"] == label["category"]
              and sorted(got["implicated_nodes"]) == sorted(label["implicated_nodes"]))
        right += ok
        blamed = sorted(set(got["implicated_nodes"]) - set(label["implicated_nodes"]))
        if blamed:
            healthy_blamed.append((name, blamed))
        print(f"{'ok ' if ok else 'BAD'} {name}: want {label['verdict']}/{label['category']}"
              f"/{label['implicated_nodes']} got {got['verdict']}/{got['category']}"
              f"/{got['implicated_nodes']} ({got.get('signature')})")
    print(f"blind3: {right}/{len(labels)} right, healthy nodes blamed: {healthy_blamed}")
    assert healthy_blamed == []
    assert right / len(labels) >= BAR
