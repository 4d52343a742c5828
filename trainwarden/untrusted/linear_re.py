r"""Regular expressions over a job's output: time linear in the text, and bounded text.

Python's `re` backtracks, and holds the GIL for a whole match: one line a job printed
(`step` and 65,000 spaces against the generic progress preset, a 12 KB line repeating
`WorkNCCL(` against an NCCL signature) took a worker's every thread for seconds to minutes.
Every pattern applied to job output (progress presets, a playbook's `progress.pattern`,
signature catalogs, srun's lines, redaction) is compiled here by RE2 (google-re2): it matches
in time linear in the text, and the binding releases the GIL while it does. On top of that, a
pattern sees at most MAX_MATCH_CHARS of one line (`clip`); text shown from such a line carries
a mark where it was cut (`shown`).

Syntax is RE2's (https://github.com/google/re2/wiki/Syntax): Python's, without look-around,
backreferences, atomic or possessive groups and conditionals, and `\z` for Python's `\Z`. A
pattern RE2 cannot compile is refused with PatternError (lint, catalog loading, settings).
"""

from __future__ import annotations

import re
from typing import Any, TypeAlias

import re2

MaybeNone: TypeAlias = Any
"""A group's text, or None when the group did not take part: typed as typeshed types
`re.Match.group` (`str | Any`), so a group the pattern always fills needs no None check."""

MAX_MATCH_CHARS = 4096
"""What a pattern sees of one line: a step or a failure is told in its first few hundred."""
CUT_MARK = " [... line cut by trainwarden at {} characters]"

_OPTIONS = re2.Options()
_OPTIONS.log_errors = False  # the error goes into PatternError, not to stderr


class PatternError(ValueError):
    """A pattern RE2 cannot compile; the message says why (and hints at Python-only syntax)."""


class Match:
    """One match: `group`, `groupdict`, `groups`, `span`, `start`, `end` as in `re`."""

    __slots__ = ("_data", "_spans", "re")

    def __init__(self, regex: Regex, data: bytes, spans: list[tuple[int, int]]):
        self.re, self._data, self._spans = regex, data, spans

    def _index(self, group: int | str) -> int:
        return self.re.groupindex[group] if isinstance(group, str) else group

    def group(self, group: int | str = 0) -> str | MaybeNone:
        start, end = self._spans[self._index(group)]
        return None if start < 0 else self._data[start:end].decode("utf-8", "replace")

    def named(self, name: str) -> str | None:
        """Group `name`'s text; None when the pattern has no such group or it took no part."""
        index = self.re.groupindex.get(name)
        if index is None:
            return None
        start, end = self._spans[index]
        return None if start < 0 else self._data[start:end].decode("utf-8", "replace")

    def groups(self) -> tuple[str | MaybeNone, ...]:
        return tuple(self.group(i) for i in range(1, len(self._spans)))

    def groupdict(self) -> dict[str, str | MaybeNone]:
        return {name: self.group(index) for name, index in self.re.groupindex.items()}

    def span(self, group: int | str = 0) -> tuple[int, int]:
        """Character offsets (RE2 reports bytes; text beyond ASCII is counted back)."""
        start, end = self._spans[self._index(group)]
        if start < 0:
            return (-1, -1)
        before = len(self._data[:start].decode("utf-8", "replace"))
        return before, before + len(self._data[start:end].decode("utf-8", "replace"))

    def over(self, data: bytes) -> Match:
        """This match's group spans over other bytes of the same length: the match of a
        pattern that cannot tell digits apart on a line that differs only in its digits."""
        return Match(self.re, data, self._spans)

    def start(self, group: int | str = 0) -> int:
        return self.span(group)[0]

    def end(self, group: int | str = 0) -> int:
        return self.span(group)[1]


class Regex:
    """A pattern compiled by RE2. `search` and `match` call RE2 once on the UTF-8 bytes and
    build a small Match (google-re2's own wrapper costs ~7x RE2's match on a short line, which
    the progress follower pays on every step line); `sub` is google-re2's.

    The fast path calls google-re2's private RE2 object (`_Regexp._regexp`, `re2._Anchor`);
    a release without them gets the same matches through the public `search`/`match` (and
    their Match's `span`), slower (`fast` says which)."""

    __slots__ = ("_compiled", "_groups", "_raw", "_start", "_unanchored", "groupindex", "pattern")

    def __init__(self, pattern: str, compiled: Any):
        self.pattern = pattern
        self._compiled = compiled
        self._groups: int = compiled.groups
        self.groupindex = dict(compiled.groupindex)
        # the RE2 object: Match(anchor, bytes, pos, endpos) -> the groups' byte spans
        self._raw: Any = None
        self._unanchored: Any = None
        self._start: Any = None
        private = _private_api(compiled)
        if private is not None:
            self._raw, self._unanchored, self._start = private

    @property
    def fast(self) -> bool:
        """Whether matching goes through google-re2's private RE2 object."""
        return self._raw is not None

    def _spans(self, data: bytes, pos: int, anchored: bool) -> Any:
        """The groups' byte spans of the first match at or after `pos` (at `pos` only when
        `anchored`), None when there is none."""
        if self._raw is not None:
            anchor = self._start if anchored else self._unanchored
            spans = self._raw.Match(anchor, data, pos, len(data))
            return None if spans[0][0] < 0 else spans
        find = self._compiled.match if anchored else self._compiled.search
        found = find(data, pos, len(data))
        return None if found is None else [found.span(i) for i in range(self._groups + 1)]

    def _run(self, anchored: bool, text: str | bytes) -> Match | None:
        data = text.encode("utf-8", "surrogatepass") if isinstance(text, str) else text
        spans = self._spans(data, 0, anchored)
        return None if spans is None else Match(self, data, spans)

    def search(self, text: str | bytes) -> Match | None:
        return self._run(False, text)

    def match(self, text: str | bytes) -> Match | None:
        return self._run(True, text)

    def sub(self, repl: Any, text: str, count: int = 0) -> str:
        replaced: str = self._compiled.sub(repl, text, count)
        return replaced

    def span_from(self, data: bytes, pos: int) -> tuple[int, int] | None:
        """Byte span of the first match in `data` at or after byte `pos`: one scan of a whole
        text for its few matches (redaction's candidate lines), without a Match each."""
        spans = self._spans(data, pos, False)
        return None if spans is None else (spans[0][0], spans[0][1])


def _private_api(compiled: Any) -> tuple[Any, Any, Any] | None:
    """google-re2's private RE2 object of `compiled` and its two anchors, or None when this
    release of google-re2 lacks them (then the public API serves)."""
    anchor = getattr(re2, "_Anchor", None)
    raw = getattr(compiled, "_regexp", None)
    unanchored = getattr(anchor, "UNANCHORED", None)
    start = getattr(anchor, "ANCHOR_START", None)
    if raw is None or unanchored is None or start is None or not hasattr(raw, "Match"):
        return None
    return raw, unanchored, start


MAX_REPEAT = 1000
"""RE2's largest repetition count."""
_REPEAT = re.compile(r"(?<!\\)\{(\d+)(?:,(\d*))?\}")


def compile(pattern: str) -> Regex:
    """`pattern` compiled by RE2; PatternError when RE2 refuses it, or when it repeats more
    than MAX_REPEAT times (RE2 would read `x{99999}` as literal text, Python as a repeat: the
    author meant a repeat, and it would never match)."""
    for found in _REPEAT.finditer(pattern[:100_000]):
        counts = [int(n) for n in found.groups() if n and len(n) < 8] or [MAX_REPEAT + 1]
        if max(counts) > MAX_REPEAT or any(n and len(n) >= 8 for n in found.groups()):
            raise PatternError(
                f"not a valid RE2 regular expression: repetition {found.group(0)[:20]} is over "
                f"RE2's limit of {MAX_REPEAT}"
            )
    try:
        return Regex(pattern, re2.compile(pattern, _OPTIONS))
    except (re2.error, OverflowError, RecursionError, ValueError, TypeError) as exc:
        raise PatternError(_explain(exc)) from None


def error_of(pattern: str) -> str | None:
    """Why `pattern` does not compile, or None when it does."""
    try:
        compile(pattern)
    except PatternError as exc:
        return str(exc)
    return None


def _explain(exc: Exception) -> str:
    reason = exc.args[0] if exc.args else exc
    if isinstance(reason, bytes):
        reason = reason.decode("utf-8", "replace")
    hint = ""
    if any(op in str(reason) for op in ("(?<", "(?=", "(?!", "(?>", "(?P", "\\Z", "\\1")):
        hint = " (RE2 syntax: no look-around, backreferences or atomic groups; \\z for \\Z)"
    return f"not a valid RE2 regular expression: {reason}{hint}"


def clip(line: str) -> str:
    """The part of `line` a pattern sees."""
    return line if len(line) <= MAX_MATCH_CHARS else line[:MAX_MATCH_CHARS]


def shown(line: str) -> str:
    """`line` as text to show: cut where patterns stop seeing it, the cut marked."""
    if len(line) <= MAX_MATCH_CHARS:
        return line
    return line[:MAX_MATCH_CHARS] + CUT_MARK.format(MAX_MATCH_CHARS)
