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

from typing import Any

import re2

MAX_MATCH_CHARS = 4096
"""What a pattern sees of one line: a step or a failure is told in its first few hundred."""
CUT_MARK = " [... line cut by trainwarden at {} characters]"

Regex = Any
"""A compiled RE2 pattern: `search`, `match`, `fullmatch`, `sub`, `groupindex` as in `re`."""

_OPTIONS = re2.Options()
_OPTIONS.log_errors = False  # the error goes into PatternError, not to stderr


class PatternError(ValueError):
    """A pattern RE2 cannot compile; the message says why (and hints at Python-only syntax)."""


def compile(pattern: str) -> Regex:
    """`pattern` compiled by RE2; PatternError when RE2 refuses it."""
    try:
        return re2.compile(pattern, _OPTIONS)
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
