"""Problems found in a playbook, each pointing at a file, line and field the user can fix."""

from __future__ import annotations

import difflib
import json
import re
from collections.abc import Iterable
from typing import Literal

from pydantic import BaseModel, field_validator

Severity = Literal["error", "warning"]
MAX_SHOWN_PATH = 12
MAX_SHOWN_KEY = 80
# \Z, not $: `$` also matches before a final newline, and a key '0\n' was shown raw
_PLAIN_KEY = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_-]*\Z")


class Problem(BaseModel):
    """One thing wrong with a playbook; ``str()`` is ``FILE:LINE: FIELD: MESSAGE``."""

    file: str
    line: int = 1
    field: str = ""
    message: str
    severity: Severity = "error"

    @field_validator("message")
    @classmethod
    def _one_line(cls, message: str) -> str:
        """Problems print one per line, so multi-line library messages are joined."""
        return " ".join(message.split())

    @field_validator("field")
    @classmethod
    def _escaped(cls, field: str) -> str:
        """A field path holds keys the user wrote: any control character is escaped (a key
        '0\n' must not start a new line in lint output or a failure message)."""
        return field if field.isprintable() else json.dumps(field)[1:-1]

    def __str__(self) -> str:
        prefix = "warning: " if self.severity == "warning" else ""
        return f"{self.file}:{self.line}: {self.field or '(document)'}: {prefix}{self.message}"

    @property
    def is_error(self) -> bool:
        return self.severity == "error"


class PlaybookError(Exception):
    """A playbook could not be loaded; ``problems`` lists every reason found, not just the first."""

    def __init__(self, problems: list[Problem]):
        self.problems = sorted(problems, key=lambda p: (p.file, p.line, p.field))
        super().__init__("\n".join(str(p) for p in self.problems) or "invalid playbook")


def did_you_mean(word: str, choices: Iterable[str]) -> str:
    """A ' (did you mean 'x'?)' hint for a misspelt name, or '' when nothing is close."""
    word = str(word)
    options = [c for c in choices if c != word]
    matches = difflib.get_close_matches(word, options, n=1, cutoff=0.6)
    if not matches and len(word) >= 2:
        matches = [c for c in options if c.lower().startswith(word.lower())][:1]
    return f" (did you mean {matches[0]!r}?)" if matches else ""


def shown_key(key: object) -> str:
    """A key the user wrote, quoted for a message: repr-escaped (one line), cut at
    MAX_SHOWN_KEY characters."""
    text = str(key)
    return repr(text[:MAX_SHOWN_KEY]) + ("..." if len(text) > MAX_SHOWN_KEY else "")


def format_field_path(path: Iterable[str | int]) -> str:
    """``("rules", 2, "steps", 0)`` -> ``rules[2].steps[0]``."""
    parts = list(path)
    text = ""
    for part in parts[:MAX_SHOWN_PATH]:
        if isinstance(part, int):
            text += f"[{part}]"
        elif not _PLAIN_KEY.match(part) or len(part) > MAX_SHOWN_KEY:  # quoted, escaped, cut
            cut = "..." if len(part) > MAX_SHOWN_KEY else ""
            text += f"[{json.dumps(part[:MAX_SHOWN_KEY])}{cut}]"
        else:
            text += f".{part}" if text else part
    return text + ("..." if len(parts) > MAX_SHOWN_PATH else "")
