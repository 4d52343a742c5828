"""Which lines of a stream are worth a regex, and the best signature of each.

A multi-pattern automaton over the catalog's keywords finds the few candidate lines; only
those are matched against the signatures' regexes, best first.
"""

from __future__ import annotations

from typing import Any

from trainwarden import linear_re
from trainwarden.attribution.catalog import Catalog, Signature

try:  # accelerator: Aho-Corasick (Rust) over all keywords at once, ~0.5 GB/s
    from ahocorasick_rs import BytesAhoCorasick as _Automaton

    BytesAhoCorasick: type[_Automaton] | None = _Automaton
except ImportError:  # pragma: no cover - fallback where the wheel is missing: one find per keyword
    BytesAhoCorasick = None


def matcher_for(catalog: Catalog, stream: str) -> Matcher:
    """One matcher per class of streams (Catalog.stream_class), kept with the (cached)
    catalog: a bundle of 16,384 rank logs builds it once."""
    globs = catalog.stream_class(stream)
    key = ("matcher", BytesAhoCorasick is not None, globs)
    if key not in catalog.cache:
        catalog.cache[key] = Matcher(catalog.for_class(globs))
    matcher: Matcher = catalog.cache[key]
    return matcher


class Matcher:
    """Finds candidate lines of one stream kind and the best signature of each."""

    def __init__(self, signatures: list[Signature]):
        self.signatures = signatures
        self.triggers = Catalog.triggers_for(signatures)
        self.keywords = tuple(sorted({k for s in signatures for k in s.keywords}))
        # keyword -> positions (best first) of the signatures that list it: a candidate line
        # is checked only against the signatures whose keywords it holds
        self.holders: dict[str, list[int]] = {}
        for pos, sig in enumerate(signatures):
            for k in sig.keywords:
                self.holders.setdefault(k, []).append(pos)
        self.automaton: _Automaton | None = None
        self.keyword_automaton: _Automaton | None = None
        if BytesAhoCorasick is not None and self.triggers:
            self.automaton = BytesAhoCorasick(list(self.triggers))
            self.keyword_automaton = BytesAhoCorasick([k.encode() for k in self.keywords])

    def candidate_starts(self, low: bytes) -> list[int]:
        """Start offsets of lines in `low` (lower-cased block) holding any trigger."""
        starts: set[int] = set()
        if self.automaton is not None:
            line_end = -1
            for _, pos, _ in self.automaton.find_matches_as_indexes(low):
                if pos <= line_end:
                    continue  # this line is already a candidate
                starts.add(low.rfind(b"\n", 0, pos) + 1)
                nl = low.find(b"\n", pos)
                line_end = len(low) if nl == -1 else nl
        else:
            for trig in self.triggers:
                pos = low.find(trig)
                while pos != -1:
                    starts.add(low.rfind(b"\n", 0, pos) + 1)
                    nl = low.find(b"\n", pos)
                    if nl == -1:
                        break
                    pos = low.find(trig, nl)
        return sorted(starts)

    def has_keyword(self, low: str) -> bool:
        """The line holds a keyword of some signature (a trigger, merged to keep the automaton
        small, may be only part of one)."""
        return any(k in low for k in self.keywords)

    def best(self, text: str, low: str) -> tuple[Signature, Any] | None:
        """The best signature matching `text` (`low` lower-cased): only those whose keywords
        the line holds are tried, best first; patterns see only what linear_re.clip leaves of
        the line."""
        text, low = linear_re.clip(text), linear_re.clip(low)
        if self.keyword_automaton is not None:
            found = self.keyword_automaton.find_matches_as_indexes(low.encode(), overlapping=True)
            present = {self.keywords[i] for i, _, _ in found}
        else:
            present = {k for k in self.keywords if k in low}
        if not present:
            return None  # no keyword of any signature: nothing can match
        for pos in sorted({p for k in present for p in self.holders[k]}):
            sig = self.signatures[pos]
            match = sig.regex.search(text)
            if match:
                return sig, match
        return None
