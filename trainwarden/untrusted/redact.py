"""Secret-looking values in log text, replaced before evidence enters history, bundles or
reports.

Training logs print environments and configs: a cloud key or an API token in a log line must
not be copied into an evidence bundle, an attribution result (workflow history) or a report.
``redact(text)`` is pure: the same text always gives the same result, the name of a setting
is kept (``HF_TOKEN=[REDACTED]``) so the line still reads, and only the secret goes.

Built in: AWS access key ids and ``aws_secret_access_key``/``aws_session_token`` values,
``Authorization: Bearer``/``Basic`` credentials, values of settings named ``*_TOKEN``,
``*_API_KEY``, ``*_SECRET``, ``*_PASSWORD`` (and ``*_ACCESS_KEY``), PEM private key blocks,
GitHub, Slack, Hugging Face and OpenAI-style tokens, Slack webhook URLs and passwords in URLs.
More patterns: ``TRAINWARDEN_REDACT_PATTERNS`` on the worker, one RE2 regex per line (linear
time over a bundle's text: trainwarden.untrusted.linear_re); a
pattern with a ``(?P<secret>...)`` group replaces only that group, else the whole match.
"""

from __future__ import annotations

import functools
import os
import re
from collections.abc import Sequence
from typing import Any

from trainwarden.untrusted import linear_re

MARK = "[REDACTED]"
PATTERNS_ENV = "TRAINWARDEN_REDACT_PATTERNS"
_SURROGATE = re.compile("[\ud800-\udfff]")  # Python's re: a surrogate is a character there

_KEY = (
    r"(?i)(?:secret_access_key|session_token|token|api_?key|secret|passw(?:or)?d|access_key"
    r"|private_key|credentials?)[\"']?[ \t]*[=:][ \t]*"
)
BUILTIN_PATTERNS: tuple[str, ...] = (
    # PEM private keys, whole block; a block cut off by the end of the text or line goes too
    r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----(?:.*?-----END (?:[A-Z0-9]+ )*PRIVATE KEY-----"
    r"|.*\z)",
    # AWS access key ids
    r"\b(?P<secret>(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA|ANVA|AIPA)[A-Z0-9]{16})\b",
    # KEY=value, KEY: value, "KEY": "value" for secret-looking setting names (quotes kept, so
    # JSON stays JSON)
    _KEY + r'"(?P<secret>[^"\r\n]+)"',
    _KEY + r"'(?P<secret>[^'\r\n]+)'",
    _KEY + r"(?P<secret>[^\s\"',;&]+)",
    # HTTP credentials
    r"(?i)\bauthorization[\"']?[ \t]*[:=][ \t]*[\"']?(?:(?:bearer|basic|token|digest)[ \t]+)?"
    r"(?P<secret>[A-Za-z0-9\-._~+/]+=*)",
    r"(?i)\bbearer[ \t]+(?P<secret>[A-Za-z0-9\-._~+/]{16,}=*)",
    # provider token formats
    r"\b(?P<secret>gh[pousr]_[A-Za-z0-9]{30,})\b",
    r"\b(?P<secret>github_pat_[A-Za-z0-9_]{20,})\b",
    r"\b(?P<secret>xox[abposre]-[A-Za-z0-9-]{10,})\b",
    r"(?P<secret>https://hooks\.slack\.com/services/[A-Za-z0-9/_-]+)",
    r"\b(?P<secret>hf_[A-Za-z0-9]{30,})\b",
    r"\b(?P<secret>sk-(?:proj-)?[A-Za-z0-9_-]{20,})\b",
    # user:password@host in URLs
    r"(?i)\b[a-z][a-z0-9+.-]*://[^\s:/@]+:(?P<secret>[^\s@/]+)@",
)


# One pass finds the lines worth the patterns. Each part below is what one built-in line
# pattern must hold where it matches (its own prefix, with the separator or length the pattern
# requires), so a line no part matches holds no built-in match; a throughput line's
# `tokens/s`, `num_input_tokens_seen` or `disk-` is not a candidate, `HF_TOKEN=` is.
_CANDIDATE_PARTS = (
    r"(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA|ANVA|AIPA)[A-Z0-9]{16}",
    r"(?i:token|api_?key|secret|passw(?:or)?d|access_key|private_key|credentials?)"
    r"[\"']?[ \t]*[=:]",
    r"(?i:authorization)[\"']?[ \t]*[:=]",
    r"(?i:bearer)[ \t]",
    r"\bgh[pousr]_[A-Za-z0-9]{30}",
    r"\bgithub_pat_[A-Za-z0-9_]{20}",
    r"\bxox[abposre]-[A-Za-z0-9-]{10}",
    r"https://hooks\.slack\.com/services/",
    r"\bhf_[A-Za-z0-9]{30}",
    r"\bsk-[A-Za-z0-9_-]{20}",
    # user:password@ in a URL; any "://" in a file's bytes (`redact_bytes`): RE2 reads bytes as
    # UTF-8, and a byte that is not UTF-8 matches no class there, where the text's escaped
    # byte matched `[^\s:/@]`. A line tried in vain costs a look; one missed would keep a secret.
    r"://[^\s:/@]+:[^\s@/]+@",
)
_CANDIDATE = linear_re.compile("|".join(_CANDIDATE_PARTS))
_CANDIDATE_BYTES = linear_re.compile("|".join((*_CANDIDATE_PARTS[:-1], "://")))
_PEM = linear_re.compile("(?s)" + BUILTIN_PATTERNS[0])


class Redactor:
    """Compiled patterns; ``redact`` is safe to call from many threads."""

    def __init__(self, extra: Sequence[str] = ()):
        self.extra = tuple(extra)
        self._line_patterns = [linear_re.compile(p) for p in BUILTIN_PATTERNS[1:]]
        self._extra = [linear_re.compile(p) for p in extra]

    def redact(self, text: str) -> str:
        if "-----BEGIN" in text:
            text = _sub_text(_PEM, text)
        text = self._redact_lines(text)
        for pattern in self._extra:
            text = _sub_text(pattern, text)
        return text

    def _redact_lines(self, text: str) -> str:
        data = text.encode("utf-8", "surrogatepass")  # round-trips any str, lone surrogates too
        cleaned = self.redact_line_bytes(data, _CANDIDATE)
        return text if cleaned is data else cleaned.decode("utf-8", "surrogatepass")

    def redact_line_bytes(self, data: bytes, candidate: linear_re.Regex = _CANDIDATE_BYTES
                          ) -> bytes:
        """The built-in line patterns over the candidate lines of ``data`` (the same object
        back when no line was a candidate): one scan of the bytes, only those lines decoded."""
        parts: list[bytes] = []
        done = 0
        found = candidate.span_from(data, 0)
        while found is not None:
            at = found[0]
            start = data.rfind(b"\n", 0, at) + 1
            end = data.find(b"\n", at)
            end = len(data) if end == -1 else end
            parts += [data[done:start], self._redact_line(data[start:end])]
            done = end
            found = candidate.span_from(data, end) if end < len(data) else None
        if not parts:
            return data
        parts.append(data[done:])
        return b"".join(parts)

    def _redact_line(self, raw: bytes) -> bytes:
        """One candidate line; a byte in it that is not UTF-8 is read as U+FFFD when the line
        changes (RE2 takes UTF-8 only: the line would otherwise stop the redaction)."""
        try:
            line = raw.decode("utf-8", "surrogatepass")
            cleaned = self._patterns_over(line)
        except UnicodeError:
            line = raw.decode("utf-8", "replace")
            cleaned = self._patterns_over(line)
        return raw if cleaned == line else cleaned.encode("utf-8", "surrogatepass")

    def _patterns_over(self, line: str) -> str:
        for pattern in self._line_patterns:
            line = _sub(pattern, line)
        return line


def _sub_text(pattern: linear_re.Regex, text: str) -> str:
    """A pattern over a whole text; bytes in it that are not UTF-8 (a file read with
    surrogateescape) are read as U+FFFD there: RE2 takes UTF-8 only."""
    try:
        return _sub(pattern, text)
    except UnicodeEncodeError:
        return _sub(pattern, _SURROGATE.sub("\ufffd", text))


def _sub(pattern: linear_re.Regex, text: str) -> str:
    if "secret" in pattern.groupindex:
        return pattern.sub(_replace_secret, text)
    return pattern.sub(MARK, text)


def _replace_secret(match: Any) -> str:
    start, end = match.span(match.re.groupindex["secret"])  # RE2 spans take numbers only
    whole: str = match.group(0)
    offset = match.start()
    return whole[: start - offset] + MARK + whole[end - offset :]


def configured_patterns(env: str | None = None) -> tuple[str, ...]:
    """Extra patterns from ``TRAINWARDEN_REDACT_PATTERNS`` (one regex per line); a pattern
    that does not compile is an error naming it, not a silently unredacted log."""
    extra_text = os.environ.get(PATTERNS_ENV, "") if env is None else env
    extra = [line for line in extra_text.splitlines() if line.strip()]
    for pattern in extra:
        problem = linear_re.error_of(pattern)
        if problem is not None:
            raise ValueError(f"{PATTERNS_ENV}: pattern {pattern!r}: {problem}")
    return tuple(extra)


@functools.lru_cache(maxsize=8)
def _redactor(extra: tuple[str, ...]) -> Redactor:
    return Redactor(extra)


def redact_bytes(data: bytes, extra_patterns: Sequence[str] | None = None) -> bytes:
    """A file's bytes with every secret-looking value replaced: what ``redact`` makes of its
    text (UTF-8, other bytes kept as they are), for a bundle file read once as bytes: only the
    candidate lines are decoded (the whole text when it holds a PEM block or extra patterns
    are configured: those apply across lines)."""
    extra = configured_patterns() if extra_patterns is None else tuple(extra_patterns)
    if extra or b"-----BEGIN" in data:
        text = data.decode("utf-8", "surrogateescape")
        cleaned = redact(text, extra)
        return data if cleaned == text else cleaned.encode("utf-8", "surrogateescape")
    return _redactor(()).redact_line_bytes(data)


def redact(text: str, extra_patterns: Sequence[str] | None = None) -> str:
    """``text`` with every secret-looking value replaced by ``[REDACTED]``: the built-in
    patterns plus ``extra_patterns`` (default: those configured on the worker)."""
    extra = configured_patterns() if extra_patterns is None else tuple(extra_patterns)
    return _redactor(extra).redact(text)
