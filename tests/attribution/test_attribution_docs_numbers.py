"""Numbers docs/attribution.md states about the shipped catalogs stay true: they are read from
the catalogs here, so a catalog that grows fails this test until the page says so."""

from __future__ import annotations

import re
from pathlib import Path

from trainwarden.attribution.bundle.matcher import matcher_for
from trainwarden.attribution.catalog import load_catalogs

DOC = Path(__file__).resolve().parents[2] / "docs" / "attribution.md"


def test_the_scan_speed_section_counts_the_keywords_of_a_rank_stream() -> None:
    stated = re.search(r"\((\d[\d,]*) on a rank stream\)", DOC.read_text(encoding="utf-8"))
    assert stated is not None, "docs/attribution.md no longer states the rank-stream keywords"
    keywords = matcher_for(load_catalogs(), "rank-0").keywords
    assert int(stated.group(1).replace(",", "")) == len(keywords)
