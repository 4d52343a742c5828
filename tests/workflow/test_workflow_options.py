"""Every activity the workflow runs has a retry policy that ends and names what it never
retries, and all of them are set in one module."""

from __future__ import annotations

from pathlib import Path

from temporalio.common import RetryPolicy

from trainwarden.activities.errors import NON_RETRYABLE_TYPES
from trainwarden.workflows.supervise import options

PACKAGE = Path(options.__file__).parent


def test_every_retry_policy_has_an_attempt_limit_and_non_retryable_types() -> None:
    policies = [
        options.load_playbook_options()["retry_policy"],
        options.action_options(30)["retry_policy"],
        options.monitor_options(3600, 30)["retry_policy"],
        options.notify_options(10, 3)["retry_policy"],
        options.shadow_options()["retry_policy"],
        options.node_health_options()["retry_policy"],
        options.node_input_check_options()["retry_policy"],
        options.NODE_RETURN_RETRY,  # the NodeHealth workflow's own activities
    ]
    for policy in policies:
        assert isinstance(policy, RetryPolicy)
        assert policy.maximum_attempts > 0
        # every activity's permanent type and every refusal (activities/errors.py)
        assert set(NON_RETRYABLE_TYPES) <= set(policy.non_retryable_error_types or [])
    assert {"InvalidInput", "PlaybookError", "NodeHealth.rejected", "ValidationError"} <= set(
        NON_RETRYABLE_TYPES
    )
    assert options.notify_options(10, 3)["retry_policy"].maximum_attempts == 4


def test_activity_options_are_set_only_in_the_options_module() -> None:
    for path in PACKAGE.glob("*.py"):
        if path.name == "options.py":
            continue
        text = path.read_text()
        for word in ("retry_policy=", "start_to_close_timeout=", "heartbeat_timeout=timedelta"):
            assert word not in text, f"{path.name} sets {word} (use workflows.supervise.options)"
