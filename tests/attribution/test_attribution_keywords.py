"""Property: the keyword prefilter never hides a line a shipped signature would match.

Hypothesis generates text from each signature's own regex; every generated line the regex
matches must contain one of the signature's keywords (derived or hand-written).
"""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.errors import InvalidArgument

from trainwarden.attribution import Catalog, load_catalogs


def _one_per_shape(signatures):
    """One signature per pattern shape: the generated catalog's entries differ only in the
    number they match (xid-8, xid-11, ...) and share their keywords, so one of each shape
    exercises the prefilter for all of them."""
    seen: dict[tuple[str, tuple[str, ...]], object] = {}
    for sig in signatures:
        seen.setdefault((re.sub(r"\d+", "N", sig.spec.pattern), sig.keywords), sig)
    return list(seen.values())


SIGNATURES = _one_per_shape(load_catalogs().signatures)
ASCII = st.characters(codec="ascii", exclude_categories=("Cc",))


@pytest.mark.parametrize("sig", SIGNATURES, ids=[s.id for s in SIGNATURES])
def test_keywords_cover_every_match(sig) -> None:
    try:
        strategy = st.from_regex(sig.spec.pattern, fullmatch=False, alphabet=ASCII)
    except (InvalidArgument, re.error, NotImplementedError) as exc:  # pragma: no cover
        pytest.skip(f"hypothesis cannot generate from this pattern: {exc}")

    @settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
    @given(strategy)
    def check(text: str) -> None:
        if sig.regex.search(text):
            assert any(k in text.lower() for k in sig.keywords), (sig.id, text)

    check()


def test_shipped_triggers_stay_on_the_fast_path(catalog) -> None:
    """The Aho-Corasick scan over all triggers at once is the reader's hot loop; above about a
    hundred patterns ahocorasick_rs leaves its SIMD prefilter and the scan takes 1.5x as long
    (bench/attribution.py). New signatures should reuse existing trigger words ("net/ib",
    "error", "nan") in their keywords where they can."""
    for stream in ("rank-0", "kernel", "health"):
        triggers = Catalog.triggers_for(catalog.for_stream(stream))
        assert len(triggers) <= 99, (stream, len(triggers))
