"""How a pydantic ValidationError is told to a person: its first problem, as ``where: msg``.

One error is enough to fix the input and run again; the rest of pydantic's list is noise in a
one-line message.
"""

from __future__ import annotations

from pydantic import ValidationError


def first_error(exc: ValidationError, whole: str) -> str:
    """``"expect.steps.0: Input should be a valid string"``; `whole` names the location when
    the problem is the input as a whole (an empty pydantic `loc`)."""
    err = exc.errors()[0]
    where = ".".join(str(p) for p in err["loc"]) or whole
    return f"{where}: {err['msg']}"
