"""How a pydantic ValidationError is told to a person: the project's one formatter.

Every problem is ``where: rule``: the field's dotted path (or a word for the input as a whole,
when pydantic's `loc` is empty) and pydantic's rule. Most callers say only the first problem
(`first_error`): one is enough to fix the input and run again, the rest of pydantic's list is
noise in a one-line message; a workflow's input says a few (`describe`). The playbook loader,
which places each problem at its file's line, takes the rule alone (`rule`), in its own words.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import ValidationError
from pydantic_core import ErrorDetails

VALUE_ERROR = "Value error, "


def where(loc: Sequence[Any], whole: str) -> str:
    """``"expect.steps.0"``; `whole` when the problem is the input as a whole (empty `loc`)."""
    return ".".join(str(part) for part in loc) or whole


def rule(error: ErrorDetails, *, plain: bool = True) -> str:
    """What is wrong. `plain`: pydantic's words ("Field required", "Value error, needs a
    step"), which messages and docs quote. Not plain (a playbook's problems): a missing key is
    named, a validator's "Value error, " is dropped and a scalar input is shown (got ...)."""
    message = str(error["msg"])
    if plain:
        return message
    kind, loc = error["type"], error["loc"]
    if kind == "missing":
        return f"missing required key {loc[-1]!r}" if loc else "missing required key"
    message = message.removeprefix(VALUE_ERROR)
    if kind in {"value_error", "unknown_step"} or "input" not in error:
        return message
    value = error["input"]
    if isinstance(value, dict | list) or kind.startswith("unknown_"):
        return message
    return f"{message} (got {value!r})"


def problem(error: ErrorDetails, whole: str) -> str:
    """One problem as ``where: rule``, in pydantic's words."""
    return f"{where(error['loc'], whole)}: {rule(error)}"


def describe(exc: ValidationError, whole: str, limit: int) -> str:
    """The first `limit` problems, joined with "; ", and how many more:
    ``"job.nodes: Input should be greater than or equal to 1; and 2 more"``."""
    errors = exc.errors(include_url=False)
    more = len(errors) - limit
    told = "; ".join(problem(e, whole) for e in errors[:limit])
    return told + (f"; and {more} more" if more > 0 else "")


def first_error(exc: ValidationError, whole: str) -> str:
    """``"expect.steps.0: Input should be a valid string"``; `whole` names the location when
    the problem is the input as a whole (an empty pydantic `loc`). The others go unsaid."""
    return problem(exc.errors(include_url=False)[0], whole)
