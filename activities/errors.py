"""Turns domain errors into Temporal application errors with the right retry behaviour.

A scheduler or store outage is retried with backoff (supervision pauses, it does not fail);
a permission or validation problem is not retried and reaches the workflow as a clear error.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from temporalio.exceptions import ApplicationError

from trainwarden.activities.backends.base import BackendError


@contextmanager
def classified_errors() -> Iterator[None]:
    try:
        yield
    except BackendError as err:
        raise ApplicationError(
            err.message,
            {"kind": err.kind, "commands": [c.model_dump(mode="json") for c in err.commands]},
            type=f"Backend.{err.kind}",
            non_retryable=not err.retryable,
        ) from err
