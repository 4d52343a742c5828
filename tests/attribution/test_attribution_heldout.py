"""The held-out corpora of real incidents (tests/attribution/heldout.py): their integrity in
every run, and their scores: a spent corpus's in every run, a new one's once, on request (its
`score_env` set to 1, then `pytest tests/attribution/test_attribution_heldout.py -k score -s`)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from heldout import (
    CORPORA,
    HeldOut,
    builder_problems,
    citation_counts,
    citations_elsewhere,
    cited_lines_problems,
    incidents_elsewhere,
    label_problems,
    score,
    stamped_lines,
)

from trainwarden.attribution.result import CATEGORIES

BY_NAME = {c.name: c for c in CORPORA}


@pytest.mark.parametrize("corpus", CORPORA, ids=lambda c: c.name)
def test_every_copied_line_cites_a_public_source(corpus: HeldOut) -> None:
    """One test a corpus (not a case: with 2,800 cases the per-test cost was most of it)."""
    problems = {case: found for case in sorted(corpus.labels())
                if (found := cited_lines_problems(corpus, case))}
    assert problems == {}


@pytest.mark.parametrize("corpus", CORPORA, ids=lambda c: c.name)
def test_labels_are_valid(corpus: HeldOut) -> None:
    assert len(corpus.labels()) >= corpus.min_cases
    assert label_problems(corpus, set(CATEGORIES)) == []


@pytest.mark.parametrize("corpus", CORPORA, ids=lambda c: c.name)
def test_the_committed_bundles_are_what_the_builder_writes(
    corpus: HeldOut, tmp_path: Path
) -> None:
    assert builder_problems(corpus, tmp_path) == []


@pytest.mark.parametrize("corpus", CORPORA, ids=lambda c: c.name)
def test_no_report_is_cited_anywhere_else_in_the_repo(corpus: HeldOut) -> None:
    assert citations_elsewhere(corpus) == 0


@pytest.mark.parametrize("corpus", CORPORA, ids=lambda c: c.name)
def test_no_incident_is_also_in_another_corpus(corpus: HeldOut) -> None:
    """The citation check compares addresses; the same incident posted in two repositories has
    two. A line with its own time to the second found in another corpus is that incident."""
    assert incidents_elsewhere(corpus) == []


def test_a_line_is_one_incident_s_when_it_carries_its_own_time() -> None:
    log = "\n".join([
        # DeepSpeed's launcher (posted in deepspeedai/DeepSpeed#4889): its own time, kept
        "2024-01-08T16:13:56.462000Z [2024-01-08 16:13:56,462] [INFO] [multinode_runner.py:80:"
        "get_cmd] Running on the following workers: 192.168.3.100,192.168.3.101",
        # the kernel's through syslog (pytorch/pytorch#75642): kept
        "Apr 12 00:54:42 hostname kernel: [drm:amdgpu_job_timedout [amdgpu]] *ERROR* ring gfx",
        # a build path every copy of the library prints, with no time: not one incident's
        "/buildAgent/work/99bede84aa0a52c2/source/gpucommon/include/PxgCudaUtils.h (54) : "
        "internal error : SynchronizeStreams cuEventRecord failed",
        "2024-01-08T16:13:57Z Traceback (most recent call last):",  # only the writer's time
    ])
    assert stamped_lines(log) == {
        "[2024-01-08 16:13:56,462] [INFO] [multinode_runner.py:80:get_cmd] Running on the "
        "following workers: 192.168.3.100,192.168.3.101",
        "Apr 12 00:54:42 hostname kernel: [drm:amdgpu_job_timedout [amdgpu]] *ERROR* ring gfx",
    }


def test_a_citation_outside_a_corpus_is_counted_and_a_longer_number_is_not() -> None:
    blind3 = BY_NAME["blind3"]
    url = sorted(u for u in blind3.urls() if "github.com" in u and "/issues/" in u)[0]
    owner_name, number = url.removeprefix("https://github.com/").split("/issues/")
    texts = [
        ("tests/attribution/blind3/case/sources.json", url),  # its own: no citation
        ("docs/elsewhere.md", f"as seen in {url}#issuecomment-1"),
        ("playbooks/signatures/x.yaml", f"source: {owner_name}#{number}."),
        ("docs/other.md", f"{url}5 and {owner_name}#{number}0"),  # other reports
    ]
    counts = citation_counts([blind3, BY_NAME["blind4"]], texts)
    assert counts["blind4"] == 0
    assert counts["blind3"] >= 2
    assert citation_counts([blind3], texts[:1] + texts[3:]) == {"blind3": 0}


def test_a_report_cited_under_its_repository_s_other_name_is_counted() -> None:
    """GitHub redirects a renamed repository: deepspeedai/DeepSpeed#N is microsoft/DeepSpeed#N."""
    corpus, url = next(
        (c, u) for c in CORPORA for u in sorted(c.urls())
        if u.startswith("https://github.com/deepspeedai/DeepSpeed/issues/")
    )
    renamed = url.replace("deepspeedai/DeepSpeed", "microsoft/DeepSpeed")
    number = url.rsplit("/", 1)[1]
    texts = [("docs/a.md", renamed), ("docs/b.md", f"MICROSOFT/deepspeed#{number} again")]
    assert citation_counts([corpus], texts) == {corpus.name: 2}
    assert citation_counts([corpus], [("docs/c.md", renamed.replace("microsoft", "other"))]) == {
        corpus.name: 0}


@pytest.mark.parametrize("corpus", CORPORA, ids=lambda c: c.name)
def test_score_reaches_the_bar_and_blames_no_healthy_node(corpus: HeldOut) -> None:
    if corpus.score_env and os.environ.get(corpus.score_env) != "1":
        pytest.skip(f"held out: its one blind score is taken with {corpus.score_env}=1")
    right, blamed, misses = score(corpus)
    total = len(corpus.labels())
    print(f"\n{corpus.name}: {right}/{total} = {right / total:.3f} blamed_healthy={blamed}")
    for miss in misses:
        print("  miss:", miss)
    assert blamed == 0, misses
    assert right / total >= corpus.bar, misses


def test_a_line_s_own_time_with_an_offset_is_put_in_front_in_utc() -> None:
    """A builder's `Case.own` (a report's stamp like `2024-05-01 10:00:00+08:00`): converted to
    UTC, not relabelled; a stamp without an offset is UTC as it stands."""
    from datetime import UTC, datetime

    from realworld_build import Case

    case = Case("c", "no_failure", "unknown", [], ["n0"], {"0": "n0"},
                datetime(2024, 5, 1, tzinfo=UTC), "story")  # fmt: skip
    case.own("n0", "rank-0", "https://example.org/r", "2024-05-01T10:00:00+08:00", "a line")
    case.own("n0", "rank-0", "https://example.org/r", "2024-05-01T10:00:00", "b line")
    assert case.files["logs/n0/rank-0.log"] == [
        "2024-05-01T02:00:00.000000+00:00 a line",
        "2024-05-01T10:00:00.000000+00:00 b line",
    ]
