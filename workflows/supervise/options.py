"""Every activity's timeouts and retry policy, in one place.

Each retry policy ends: an attempt limit, and the error types that can never succeed by
retrying (a bad playbook, a refused cluster action, a missing checkpoint store). Outages
(`Backend.unreachable`, `CheckpointStore.unreachable`) are retried with backoff until the limit;
then the workflow hands the incident to an operator (or fails, before the job was started).
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from temporalio import workflow
from temporalio.common import RetryPolicy

with workflow.unsafe.imports_passed_through():
    from trainwarden.activities.errors import NON_RETRYABLE_TYPES

# Errors no retry can fix: every activity's permanent type, InvalidInput, the backend's and the
# checkpoint store's refusals (activities/errors.py). Activities also mark them non_retryable;
# naming them here keeps the policy correct even for an activity that forgets to.
NON_RETRYABLE = list(NON_RETRYABLE_TYPES)


def _backoff(attempts: int, max_interval: float, non_retryable: list[str]) -> RetryPolicy:
    """Exponential backoff from 1 s, doubling up to max_interval seconds, `attempts` at most."""
    return RetryPolicy(
        initial_interval=timedelta(seconds=1),
        backoff_coefficient=2.0,
        maximum_interval=timedelta(seconds=max_interval),
        maximum_attempts=attempts,
        non_retryable_error_types=non_retryable,
    )


ACTION_TIMEOUT = timedelta(minutes=30)
ACTION_RETRY = _backoff(30, 60, NON_RETRYABLE)  # ~25 min of outage, then an operator decides
LOAD_PLAYBOOK_TIMEOUT = timedelta(seconds=60)
LOAD_PLAYBOOK_RETRY = _backoff(10, 60, NON_RETRYABLE)
MONITOR_RETRY = RetryPolicy(
    initial_interval=timedelta(seconds=1),
    maximum_interval=timedelta(seconds=30),
    maximum_attempts=50,  # attempts count only when a worker ran them (crashes, timeouts)
    non_retryable_error_types=NON_RETRYABLE,
)
MONITOR_GRACE = timedelta(seconds=300)  # beyond the lease: time for the last poll to return
# The cluster's node-health workflow (consult before excluding, inform after): one quick Update.
# An outage of the server or worker is retried a bounded number of times, then the incident
# goes to an operator; a request its validator rejected (bad input) is not retried.
NODE_HEALTH_TIMEOUT = timedelta(seconds=60)
NODE_HEALTH_RETRY = _backoff(10, 30, NON_RETRYABLE)
# The node-health workflow's own activities (health check, return to service): a few attempts,
# then the node is tried again at its next check.
NODE_RETURN_RETRY = _backoff(5, 60, NON_RETRYABLE)
NODE_INPUT_CHECK_TIMEOUT = timedelta(seconds=60)

def load_playbook_options() -> dict[str, Any]:
    return {"start_to_close_timeout": LOAD_PLAYBOOK_TIMEOUT, "retry_policy": LOAD_PLAYBOOK_RETRY}


def action_options(heartbeat_timeout: float) -> dict[str, Any]:
    """A mutating or verifying activity. It heartbeats while it works, so a worker dying
    mid-action is noticed within the heartbeat timeout and the action retried (safely: the
    backend checks its idempotency key) on another worker."""
    return {
        "start_to_close_timeout": ACTION_TIMEOUT,
        "heartbeat_timeout": timedelta(seconds=heartbeat_timeout),
        "retry_policy": ACTION_RETRY,
    }


def node_health_options() -> dict[str, Any]:
    """consult_node_health and inform_node_health."""
    return {"start_to_close_timeout": NODE_HEALTH_TIMEOUT, "retry_policy": NODE_HEALTH_RETRY}


def node_input_check_options() -> dict[str, Any]:
    """check_cluster_input: a stat or two, once when a NodeHealth workflow starts."""
    return {"start_to_close_timeout": NODE_INPUT_CHECK_TIMEOUT, "retry_policy": NODE_RETURN_RETRY}


def monitor_options(lease_seconds: float, heartbeat_timeout: float) -> dict[str, Any]:
    """The long-running monitor: one attempt lasts at most its lease."""
    return {
        "start_to_close_timeout": timedelta(seconds=lease_seconds) + MONITOR_GRACE,
        "heartbeat_timeout": timedelta(seconds=heartbeat_timeout),
        "retry_policy": MONITOR_RETRY,
    }


def notify_options(timeout: float, retries: int) -> dict[str, Any]:
    """A webhook: `retries` attempts after the first, then only recorded."""
    return {
        "start_to_close_timeout": timedelta(seconds=timeout),
        "retry_policy": RetryPolicy(
            initial_interval=timedelta(seconds=1),
            maximum_interval=timedelta(seconds=30),
            maximum_attempts=retries + 1,
            non_retryable_error_types=NON_RETRYABLE,
        ),
    }


def shadow_options() -> dict[str, Any]:
    """The shadow playbook's evaluation: a pure local activity, quick or broken."""
    return {
        "start_to_close_timeout": timedelta(seconds=30),
        "retry_policy": RetryPolicy(maximum_attempts=3, non_retryable_error_types=NON_RETRYABLE),
    }
