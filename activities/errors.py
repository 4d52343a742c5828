"""Turns errors into Temporal application errors with the right retry behaviour, for every
activity the workflows call.

A scheduler, store or server outage is retried with backoff (supervision pauses, it does not
fail); a permission or validation problem is not retried and reaches the workflow as a clear
error.

What may be retried is an allowlist (`retryable`): an error the backend calls retryable, a
timeout or lost connection, an OS error of a kind that passes (I/O, busy, stale handle, out of
descriptors), a state file caught half-written, a Temporal server that did not answer.
Anything else an activity raises is permanent: it is raised once as the activity's own
permanent error type (`PERMANENT_TYPES`), never retried for minutes and then reported as
"Activity task failed". The workflows' retry policies list every non-retryable type
(`NON_RETRYABLE_TYPES`), so the policy is right even where an activity forgot to mark one.
"""

from __future__ import annotations

import errno
import json
from collections.abc import Iterator
from contextlib import contextmanager

from temporalio.client import WorkflowUpdateRPCTimeoutOrCancelledError
from temporalio.exceptions import ApplicationError
from temporalio.service import RPCError, RPCStatusCode

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
# A Temporal server (node-health Updates go through the worker's client) that is down, slow,
# busy or failing over answers with these; every other status is a refusal.
TRANSIENT_RPC = frozenset(
    {
        RPCStatusCode.UNAVAILABLE,
        RPCStatusCode.DEADLINE_EXCEEDED,
        RPCStatusCode.RESOURCE_EXHAUSTED,
        RPCStatusCode.ABORTED,
        RPCStatusCode.CANCELLED,
        RPCStatusCode.INTERNAL,
        RPCStatusCode.UNKNOWN,
    }
)
# One permanent error type per activity the workflows call; all are non-retryable.
PERMANENT_TYPES = {
    "load_playbook": "PlaybookError",
    "start_job": "StartJob.invalid",
    "monitor_job": "MonitorJob.invalid",
    "collect_evidence": "CollectEvidence.invalid",
    "attribute_incident": "AttributeIncident.invalid",
    "exclude_nodes": "ExcludeNodes.invalid",
    "return_to_service": "ReturnToService.invalid",
    "verify_checkpoint": "VerifyCheckpoint.invalid",
    "restart_job": "RestartJob.invalid",
    "stop_job": "StopJob.invalid",
    "notify_webhook": "Notify.invalid",
    "consult_node_health": "ConsultNodeHealth.invalid",
    "inform_node_health": "InformNodeHealth.invalid",
    "run_health_check": "HealthCheck.invalid",
    "archive_node_ledger": "ArchiveNodeLedger.invalid",
    "check_cluster_input": "CheckClusterInput.invalid",
    "evaluate_shadow": "EvaluateShadow.invalid",
}
# A workflow input field that only the worker can check (a path that loops, a FIFO where a
# directory belongs): the same type the workflow's door uses, naming the field.
INVALID_INPUT = "InvalidInput"
# BackendError kinds no retry can fix (`unreachable` is the one that passes).
BACKEND_PERMANENT_KINDS = (
    "permission_denied",
    "unknown_job",
    "invalid_node",
    "invalid_request",
    "insufficient_nodes",
    "already_supervised",
    "undecodable",
)
# The other non-retryable types activities raise, each for a cause of its own.
OTHER_PERMANENT_TYPES = (
    INVALID_INPUT,
    "BundleError",  # attribute_incident: the bundle cannot be read (names the file)
    "ValidationError",  # a pydantic model refused a value (the SDK names it by class)
    "NodeHealth.rejected",  # the cluster's workflow refused the Update (validator)
    "CheckpointStore.access_denied",
    "CheckpointStore.not_found",
    "CheckpointStore.invalid_uri",
    "CheckpointStore.other",
    *(f"Backend.{kind}" for kind in BACKEND_PERMANENT_KINDS),
)
NON_RETRYABLE_TYPES: tuple[str, ...] = tuple(
    sorted({*PERMANENT_TYPES.values(), *OTHER_PERMANENT_TYPES})
)
# What each activity retries, beyond the common allowlist of `retryable` (docs/reliability.md).
RETRIED = {
    "verify_checkpoint": "CheckpointStore.unreachable (a store outage)",
    "notify_webhook": "Notify.unreachable (connection errors, 5xx and 429 answers)",
    "consult_node_health": "a Temporal server that did not answer (RPC unavailable, deadline)",
    "inform_node_health": "a Temporal server that did not answer (RPC unavailable, deadline)",
}


def retryable(exc: BaseException) -> bool:
    """Whether another attempt can succeed where this one failed (the allowlist)."""
    if isinstance(exc, BackendError):
        return exc.retryable
    if isinstance(exc, ApplicationError):
        return not exc.non_retryable
    if isinstance(exc, RPCError):
        return exc.status in TRANSIENT_RPC or _update_aborted_by_closing(exc)
    if isinstance(exc, WorkflowUpdateRPCTimeoutOrCancelledError):
        return True
    if isinstance(exc, TimeoutError | ConnectionError | json.JSONDecodeError):
        return True
    if isinstance(exc, OSError):
        return exc.errno in TRANSIENT_ERRNOS
    return False


def _update_aborted_by_closing(exc: RPCError) -> bool:
    """An Update-with-Start that reached the node-health workflow as it closed (it continued as
    new, or was terminated) is aborted with NOT_FOUND; the same call again lands on the new run,
    or starts one. Newer servers retry it once themselves (temporalio/temporal#7921)."""
    return exc.status == RPCStatusCode.NOT_FOUND and "aborted by closing workflow" in exc.message


def one_line(text: str, limit: int = 300) -> str:
    """A message kept on one line and short (a key or a path may hold a newline)."""
    return " ".join(text.split())[:limit]


def permanent(
    activity: str, exc: BaseException, what: str, quote: bool = True
) -> ApplicationError:
    """The activity's permanent error for `exc`: its type and a one-line reason (the exception's
    class and message cut short; never a file's content: callers pass what they checked).
    quote=False leaves the exception's message out (it may hold a secret header or URL)."""
    reason = (one_line(str(exc)) or "no detail") if quote else "details not shown"
    return ApplicationError(
        f"{one_line(what, 400)}: {type(exc).__name__}: {reason}",
        {"activity": activity, "error": type(exc).__name__},
        type=PERMANENT_TYPES.get(activity, f"{activity}.invalid"),
        non_retryable=True,
    )


def refuse(activity: str, message: str) -> ApplicationError:
    """The activity's permanent error for a problem it found itself (not an exception)."""
    return ApplicationError(
        one_line(message, 4000),
        {"activity": activity},
        type=PERMANENT_TYPES.get(activity, f"{activity}.invalid"),
        non_retryable=True,
    )


def invalid_input(field: str, problem: str) -> ApplicationError:
    """A workflow input field found unusable by an activity (a path only the worker sees):
    `invalid workflow input: <field>: <problem>`, like the door's."""
    return ApplicationError(
        f"invalid workflow input: {field}: {one_line(problem, 1000)}",
        {"field": field},
        type=INVALID_INPUT,
        non_retryable=True,
    )


@contextmanager
def classified_errors(activity: str = "", what: str = "", quote: bool = True) -> Iterator[None]:
    """Backend errors keep their kind (`Backend.<kind>`); with an activity name, any other
    error outside the retry allowlist is that activity's permanent error (see `permanent`)."""
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
        raise permanent(activity, err, what or activity, quote) from err
