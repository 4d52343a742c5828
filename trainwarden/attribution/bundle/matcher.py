"""Which lines of a stream are worth a regex, and the best signature of each.

A multi-pattern automaton over the catalog's keywords finds the few candidate lines; only
those are matched against the signatures' regexes, best first.
"""

from __future__ import annotations

import functools
from typing import Any, cast

from trainwarden.attribution.catalog import Catalog, Signature
from trainwarden.untrusted import linear_re

try:  # accelerator: Aho-Corasick (Rust) over all keywords at once, ~0.4 GB/s as a DFA
    from ahocorasick_rs import BytesAhoCorasick as _Automaton
    from ahocorasick_rs import Implementation

    BytesAhoCorasick: type[_Automaton] | None = _Automaton
except ImportError:  # pragma: no cover - fallback where the wheel is missing: one find per trigger
    BytesAhoCorasick = None


SEEN_LINES = 4096
"""Lines (and line shapes) whose answer a matcher remembers (each at most
linear_re.MAX_MATCH_CHARS long)."""
_ZEROS = bytes.maketrans(b"123456789", b"000000000")  # a line's shape: every digit a 0
_PER_LINE = object()  # a shape some digit-telling signature may match: answered line by line
_UNSEEN = object()


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
        self.keywords = tuple(sorted({k for s in signatures for k in s.keywords}))
        # keyword -> positions (best first) of the signatures that list it: a candidate line
        # is checked only against the signatures whose keywords it holds
        self.holders: dict[str, list[int]] = {}
        for pos, sig in enumerate(signatures):
            for k in sig.keywords:
                self.holders.setdefault(k, []).append(pos)
        self._holders_at = [self.holders[k] for k in self.keywords]  # by automaton index
        # the answer for a line seen before: every rank of a big job prints the same lines
        # (an NCCL or library notice, a warning), each a keyword automaton pass and several
        # regex searches otherwise; cleared when full, so bounded
        self._seen: dict[str, tuple[Signature, Any] | None] = {}
        # ... and for a line shape (digits as 0) when no signature that tells digits apart can
        # be tried on it: every rank's watchdog timeout, with its own rank, time and sequence
        # numbers, is one shape (the spans of the shape's match are the line's)
        self._shapes: dict[bytes, tuple[Signature, Any] | None | object] = {}
        self._digit_keywords = tuple({k.encode().translate(_ZEROS) for k in self.keywords
                                      if any(c in "0123456789" for c in k)})
        # The automaton looks for the keywords themselves, built as a DFA (a few MB, ~10 ms):
        # as fast as the merged triggers' automaton (~0.3 GB/s here) and a line is a candidate
        # only if it holds a whole keyword. The merged triggers (`time`, `memory`) are on the
        # throughput lines of Megatron, HF Trainer and torchtitan, so half of such a log went
        # through the per-line path for nothing; they remain the fallback's prefilter.
        self.automaton: _Automaton | None = None
        if BytesAhoCorasick is not None and self.keywords:
            self.automaton = BytesAhoCorasick([k.encode() for k in self.keywords],
                                              implementation=Implementation.DFA)

    def candidate_starts(self, low: bytes) -> list[int]:
        """Start offsets, in order, of the lines in `low` (lower-cased block) holding any
        keyword (any trigger without the automaton: a superset, checked by has_keyword and
        best)."""
        if self.automaton is not None:
            starts: list[int] = []
            line_end = -1
            # keywords hold no newline, so a line holding one yields at least one
            # non-overlapping match, and matches come in order
            for _, pos, _ in self.automaton.find_matches_as_indexes(low):
                if pos <= line_end:
                    continue  # this line is already a candidate
                starts.append(low.rfind(b"\n", 0, pos) + 1)
                line_end = low.find(b"\n", pos)
                if line_end == -1:
                    break
            return starts
        found: set[int] = set()
        for trig in self.triggers:
            pos = low.find(trig)
            while pos != -1:
                found.add(low.rfind(b"\n", 0, pos) + 1)
                nl = low.find(b"\n", pos)
                if nl == -1:
                    break
                pos = low.find(trig, nl)
        return sorted(found)

    @functools.cached_property
    def triggers(self) -> tuple[bytes, ...]:
        """The fallback's prefilter (Catalog.triggers_for): merged only when needed, as the
        merge costs more than the automaton's construction."""
        return Catalog.triggers_for(self.signatures)

    def has_keyword(self, low: str) -> bool:
        """The line holds a keyword of some signature (a trigger, merged to keep the automaton
        small, may be only part of one)."""
        return any(k in low for k in self.keywords)

    def best(self, text: str, low: str) -> tuple[Signature, Any] | None:
        """The best signature matching `text` (`low` lower-cased): only those whose keywords
        the line holds are tried, best first; patterns see only what linear_re.clip leaves of
        the line."""
        text, low = linear_re.clip(text), linear_re.clip(low)
        data = text.encode("utf-8", "surrogatepass")
        shape = data.translate(_ZEROS)
        known = self._shapes.get(shape, _UNSEEN)
        if known is _PER_LINE:
            return self._line_answer(text, low)
        if known is not _UNSEEN:
            if known is None:
                return None
            sig, match = cast("tuple[Signature, Any]", known)  # the shape's answer
            return sig, match.over(data)
        tried = self._tried(low)
        found = self._first_match(text, tried)
        if len(self._shapes) >= SEEN_LINES:
            self._shapes.clear()
        if self._shape_decides(low, tried):
            # kept over the shape itself (the key): the memo holds no copy of the line
            self._shapes[shape] = None if found is None else (found[0], found[1].over(shape))
        else:
            self._shapes[shape] = _PER_LINE
            self._remember(text, found)
        return found

    def _shape_decides(self, low: str, tried: set[int]) -> bool:
        """Whether every line of this line's shape gets this line's answer: no signature that
        tells digits apart (Signature.digit_blind) can be tried on any of them. The signatures
        tried on such a line are those whose digit-free keywords this line holds (`tried`) and
        those with a keyword holding digits that, digits as 0, is in the shape."""
        if self._digit_keywords:
            low_shape = low.encode("utf-8", "surrogatepass").translate(_ZEROS)
            if any(k in low_shape for k in self._digit_keywords):
                return False
        return all(self.signatures[pos].digit_blind for pos in tried)

    def _line_answer(self, text: str, low: str) -> tuple[Signature, Any] | None:
        if text in self._seen:
            return self._seen[text]
        found = self._first_match(text, self._tried(low))
        self._remember(text, found)
        return found

    def _remember(self, text: str, found: tuple[Signature, Any] | None) -> None:
        if len(self._seen) >= SEEN_LINES:
            self._seen.clear()
        self._seen[text] = found

    def _tried(self, low: str) -> set[int]:
        """Positions of the signatures whose keywords `low` holds: the only ones that can
        match it."""
        if self.automaton is not None:
            holders = self._holders_at
            return {p for i, _, _ in self.automaton.find_matches_as_indexes(
                low.encode(), overlapping=True) for p in holders[i]}
        return {p for k in self.keywords if k in low for p in self.holders[k]}

    def _first_match(self, text: str, tried: set[int]) -> tuple[Signature, Any] | None:
        # no keyword of any signature: nothing can match
        for pos in sorted(tried):
            sig = self.signatures[pos]
            match = sig.regex.search(text)
            if match:
                return sig, match
        return None
