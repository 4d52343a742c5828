"""linear_re's fast path reaches into google-re2's private RE2 object (`_Regexp._regexp`,
`re2._Anchor`); a google-re2 release without them must give the same matches through the public
API. Here linear_re sees such a release: its `re2` is a view of the real module without
`_Anchor`, whose `compile` answers objects that have only the public `search`/`match`/`sub`/
`groups`/`groupindex` (the real module stays whole: google-re2 itself uses `_Anchor`)."""

from __future__ import annotations

import types
from typing import Any

import pytest
import re2

from trainwarden.progresslog.presets import LineMatcher
from trainwarden.untrusted import linear_re

PATTERNS = [
    r"step[ =:]*(?P<step>\d+)",
    r"(?P<a>x)?(?P<b>y)",  # a group that takes no part
    r"^Xid \(PCI:(?P<pci>[^)]*)\): (?P<code>\d+)",
    r"ü+(?P<tail>\w*)",  # beyond ASCII: byte spans counted back to characters
    r"a*",  # empty matches
    r"(?i)nccl\s+(timeout|error)",
]
TEXTS = [
    "step 12 loss 0.5",
    "it=3 step=40",
    "y",
    "xy and y",
    "Xid (PCI:0000:3b:00): 79, pid=1234",
    "  Xid (PCI:0000:3b:00): 79",
    "grüüüße üüx",
    "",
    "bbb aaa",
    "NCCL   Timeout at rank 3",
    "no match here",
    "line \udcff with a lone surrogate",
]


class PublicOnly:
    """A compiled pattern as a google-re2 without the private names would hand it out."""

    __slots__ = ("_inner", "calls")

    def __init__(self, inner: Any) -> None:
        self._inner, self.calls = inner, 0

    @property
    def groups(self) -> int:
        return int(self._inner.groups)

    @property
    def groupindex(self) -> Any:
        return self._inner.groupindex

    def search(self, text: Any, pos: Any = None, endpos: Any = None) -> Any:
        self.calls += 1
        return self._inner.search(text, pos, endpos)

    def match(self, text: Any, pos: Any = None, endpos: Any = None) -> Any:
        self.calls += 1
        return self._inner.match(text, pos, endpos)

    def sub(self, repl: Any, text: Any, count: int = 0) -> Any:
        return self._inner.sub(repl, text, count)


def _observed(regex: linear_re.Regex) -> list[Any]:
    seen: list[Any] = []
    for text in TEXTS:
        for found in (regex.search(text), regex.match(text)):
            if found is None:
                seen.append(None)
                continue
            seen.append(
                (
                    found.group(0),
                    found.groups(),
                    found.groupdict(),
                    [found.span(i) for i in range(len(found.groups()) + 1)],
                )
            )
        data = text.encode("utf-8", "surrogatepass")
        seen.append([regex.span_from(data, pos) for pos in range(len(data) + 1)])
        try:
            seen.append(regex.sub("<>", text))
        except UnicodeEncodeError:  # google-re2's own sub, either way
            seen.append("refused")
    return seen


def _hide_private(
    monkeypatch: pytest.MonkeyPatch, *, anchor_only: bool = False
) -> list[PublicOnly]:
    """linear_re's `re2` without `_Anchor` (and, unless `anchor_only`, compiling to public-only
    objects); the PublicOnly objects made so far."""
    made: list[PublicOnly] = []

    def compile_public(pattern: Any, options: Any = None) -> Any:
        compiled = re2.compile(pattern, options)
        if anchor_only:
            return compiled
        made.append(PublicOnly(compiled))
        return made[-1]

    public = {k: v for k, v in vars(re2).items() if k != "_Anchor"}
    view = types.SimpleNamespace(**{**public, "compile": compile_public})
    assert not hasattr(view, "_Anchor")
    monkeypatch.setattr(linear_re, "re2", view)
    return made


@pytest.fixture
def public_only(monkeypatch: pytest.MonkeyPatch) -> list[PublicOnly]:
    return _hide_private(monkeypatch)


def test_the_installed_google_re2_takes_the_fast_path() -> None:
    assert all(linear_re.compile(p).fast for p in PATTERNS)


@pytest.mark.parametrize("pattern", PATTERNS)
def test_without_the_private_names_the_public_api_gives_the_same_matches(
    pattern: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    expected = _observed(linear_re.compile(pattern))
    made = _hide_private(monkeypatch)
    fallback = linear_re.compile(pattern)
    assert not fallback.fast
    assert _observed(fallback) == expected
    assert made[0].calls > 0  # the matches above really came through the public API


def test_only_the_missing_anchor_is_enough_to_fall_back(monkeypatch: pytest.MonkeyPatch) -> None:
    _hide_private(monkeypatch, anchor_only=True)
    regex = linear_re.compile(PATTERNS[0])
    assert not regex.fast
    found = regex.search("it=3 step=40")
    assert found is not None and found.group("step") == "40"


def test_a_progress_pattern_reads_steps_through_the_fallback(public_only: list[PublicOnly]) -> None:
    matcher = LineMatcher(pattern=r"it=(?P<step>\d+)")
    found = matcher.match("x" * 10 + "it=7")
    assert found is not None and found.step == 7
    assert matcher.match("x" * linear_re.MAX_MATCH_CHARS + "it=7") is None  # still cut
    assert public_only and sum(p.calls for p in public_only) > 0
    with pytest.raises(linear_re.PatternError):
        linear_re.compile(r"(?<=a)b")  # refused as before
