"""A bad workflow input fails the workflow at once, naming the field and the rule: never a
workflow task that fails and retries while the workflow shows Running."""

from __future__ import annotations

from typing import Any

import pytest
from temporalio.client import WorkflowExecutionStatus, WorkflowFailureError
from temporalio.exceptions import ApplicationError
from wf_harness import Harness

JOB = {"name": "fake", "backend": "local", "nodes": 3}


@pytest.mark.parametrize(
    ("inp", "field", "rule"),
    [
        ({"job": JOB, "colour": "red"}, "colour", "Extra inputs are not permitted"),
        ({"job": {**JOB, "nodes": 0}}, "job.nodes", "greater than or equal to 1"),
        ({"job": {**JOB, "nodes": "three"}}, "job.nodes", "valid integer"),
        ({"job": {**JOB, "backend": "k8s"}}, "job.backend", "'local', 'slurm' or 'virtual'"),
        ({"job": {**JOB, "local": {"colour": 1}}}, "job.local.colour", "not permitted"),
        ({"playbook": "default"}, "job", "Field required"),
        ([1, 2], "(input)", "expected a JSON object"),
        (
            {"job": JOB, "tuning": {"continue_as_new_events": 1}},
            "tuning.continue_as_new_events",
            "greater than or equal to 20",
        ),
        (
            {"job": JOB, "tuning": {"monitor_lease_seconds": 1e300}},
            "tuning.monitor_lease_seconds",
            "less than or equal to 86400",
        ),
    ],
    ids=[
        "unknown-field",
        "zero-nodes",
        "wrong-type",
        "unknown-backend",
        "unknown-backend-option",
        "missing-job",
        "not-an-object",
        "tuning-out-of-range",
        "lease-too-large",
    ],
)
async def test_bad_input_fails_the_workflow_naming_field_and_rule(
    harness: Harness, inp: Any, field: str, rule: str
) -> None:
    handle = await harness.start_raw(inp)
    with pytest.raises(WorkflowFailureError) as failure:
        await handle.result()
    cause = failure.value.cause
    assert isinstance(cause, ApplicationError)
    assert cause.non_retryable and cause.type == "InvalidInput"
    if field != "(input)":
        assert f"{field}:" in cause.message
    assert rule in cause.message
    assert (await handle.describe()).status == WorkflowExecutionStatus.FAILED
    assert harness.world.calls == []  # nothing was started


async def test_a_client_cannot_set_carried_state(harness: Harness) -> None:
    from trainwarden.playbook.loader import load_playbook
    from trainwarden.supervision import SupervisorState

    forged = SupervisorState(playbook=load_playbook("default"), state="stopped")
    handle = await harness.start_raw({"job": JOB, "carried": forged.model_dump(mode="json")})
    with pytest.raises(WorkflowFailureError) as failure:
        await handle.result()
    assert "carried: set by continue-as-new only" in str(failure.value.cause)
    assert harness.world.calls == []
