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

from trainwarden.attribution import load_catalogs
from trainwarden.attribution.bundle.matcher import matcher_for
from trainwarden.attribution.catalog import MAX_TRIGGERS


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

    # 25 texts a shape per run, fresh each run (the suite's busiest in-process module at 40)
    @settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
    @given(strategy)
    def check(text: str) -> None:
        if sig.regex.search(text):
            assert any(k in text.lower() for k in sig.keywords), (sig.id, text)

    check()


def test_every_stream_class_scans_with_the_keyword_automaton(catalog) -> None:
    """The reader's hot loop is one Aho-Corasick DFA over every keyword of the stream's
    signatures (bundle/matcher.py), however many; the merged triggers, at most MAX_TRIGGERS
    of them, are only the prefilter of the fallback without the wheel, and still cover every
    keyword of every stream class the catalogs name, ``events`` and ``launcher`` included."""
    streams = {glob.replace("*", "0") for s in catalog.signatures for glob in s.spec.streams}
    for stream in sorted(streams | {"rank-0", "kernel", "health", "scheduler", "events"}):
        matcher = matcher_for(catalog, stream)
        assert matcher.automaton is not None, stream
        missed = [k for k in matcher.keywords if matcher.candidate_starts(k.encode()) != [0]]
        assert not missed, (stream, missed[:5])
        assert len(matcher.triggers) <= MAX_TRIGGERS, (stream, len(matcher.triggers))
        assert all(any(t.decode() in k for t in matcher.triggers) for k in matcher.keywords)
