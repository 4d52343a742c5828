"""Turns domain errors into Temporal application errors with the right retry behaviour.

A scheduler or store outage is retried with backoff (supervision pauses, it does not fail);
a permission or validation problem is not retried and reaches the workflow as a clear error.

What may be retried is an allowlist (`retryable`): an error the backend calls retryable, a
timeout or lost connection, an OS error of a kind that passes (I/O, busy, stale handle, out of
descriptors), a state file caught half-written. Anything else an activity raises is permanent:
it is raised once as the activity's own permanent error type (`PERMANENT_TYPES`), never retried
for minutes and then reported as "Activity task failed".
"""

from __future__ import annotations

import errno
import json
from collections.abc import Iterator
from contextlib import contextmanager

from temporalio.exceptions import ApplicationError

from trainwarden.activities.backends.base import BackendError

TRANSIENT_ERRNOS = frozenset(
    {
        errno.EIO,
        errno.EAGAIN,
        errno.EBUSY,
        errno.EINTR,
        errno.ESTALE,
        errno.ETIMEDOUT,
        errno.ECONNREFUSED,
        errno.ECONNRESET,
        errno.ECONNABORTED,
        errno.ENETUNREACH,
        errno.EHOSTUNREACH,
        errno.EMFILE,
        errno.ENFILE,
        errno.ENOMEM,
        errno.ENOSPC,
    }
)
# One permanent error type per activity that acts on user input; all are non-retryable.
PERMANENT_TYPES = {
    "load_playbook": "PlaybookError",
    "start_job": "StartJob.invalid",
    "exclude_nodes": "ExcludeNodes.invalid",
    "return_to_service": "ReturnToService.invalid",
    "restart_job": "RestartJob.invalid",
    "stop_job": "StopJob.invalid",
}


def retryable(exc: BaseException) -> bool:
    """Whether another attempt can succeed where this one failed (the allowlist)."""
    if isinstance(exc, BackendError):
        return exc.retryable
    if isinstance(exc, ApplicationError):
        return not exc.non_retryable
    if isinstance(exc, TimeoutError | ConnectionError | json.JSONDecodeError):
        return True
    if isinstance(exc, OSError):
        return exc.errno in TRANSIENT_ERRNOS
    return False


def permanent(activity: str, exc: BaseException, what: str) -> ApplicationError:
    """The activity's permanent error for `exc`: its type and a one-line reason (the exception's
    class and message cut short; never a file's content: callers pass what they checked)."""
    reason = " ".join(str(exc).split())[:300] or "no detail"
    return ApplicationError(
        f"{what}: {type(exc).__name__}: {reason}",
        {"activity": activity, "error": type(exc).__name__},
        type=PERMANENT_TYPES.get(activity, f"{activity}.invalid"),
        non_retryable=True,
    )


@contextmanager
def classified_errors(activity: str = "", what: str = "") -> Iterator[None]:
    """Backend errors keep their kind (`Backend.<kind>`); with an activity name, any other
    error outside the retry allowlist is that activity's permanent error."""
    try:
        yield
    except ApplicationError:
        raise  # already classified
    except BackendError as err:
        raise ApplicationError(
            err.message,
            {"kind": err.kind, "commands": [c.model_dump(mode="json") for c in err.commands]},
            type=f"Backend.{err.kind}",
            non_retryable=not err.retryable,
        ) from err
    except Exception as err:
        if not activity or retryable(err):
            raise
        raise permanent(activity, err, what or activity) from err
