"""Every activity the workflows call has a permanent error type and retries only an allowlist
(activities/errors.py); every retry policy of the workflows names every permanent type. The
real activities, run with a bad input through the SDK's activity environment, raise their
permanent error once, naming what is wrong (and never a secret)."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest
from temporalio import activity
from temporalio.client import WorkflowUpdateRPCTimeoutOrCancelledError
from temporalio.exceptions import ApplicationError
from temporalio.service import RPCError, RPCStatusCode
from temporalio.testing import ActivityEnvironment

from trainwarden.activities.all import ALL_ACTIVITIES
from trainwarden.activities.checkpoints import verify_checkpoint
from trainwarden.activities.errors import (
    PERMANENT_TYPES,
    classified_errors,
    retryable,
)
from trainwarden.activities.evidence import attribute_incident
from trainwarden.activities.jobs import start_job
from trainwarden.activities.models import AttributeInput, StartJobInput, VerifyCheckpointInput
from trainwarden.activities.node_health import HealthCheckInput, run_health_check
from trainwarden.activities.notify import NotifyInput, notify_webhook
from trainwarden.models import JobSpec
from trainwarden.playbook.steps import NotifyStep


def _name(fn: object) -> str:
    definition = activity._Definition.from_callable(fn)  # type: ignore[arg-type]
    assert definition is not None and definition.name
    return definition.name


def test_every_activity_the_worker_hosts_has_a_permanent_type() -> None:
    names = {_name(fn) for fn in ALL_ACTIVITIES}
    assert names == set(PERMANENT_TYPES), names ^ set(PERMANENT_TYPES)
    assert len(set(PERMANENT_TYPES.values())) == len(PERMANENT_TYPES)  # one type each


@pytest.mark.parametrize("name", sorted(PERMANENT_TYPES))
def test_outside_the_allowlist_each_activity_raises_its_permanent_type(name: str) -> None:
    with pytest.raises(ApplicationError) as err, classified_errors(name, f"{name} x"):
        raise ValueError("embedded null byte\nsecond line")
    assert err.value.type == PERMANENT_TYPES[name] and err.value.non_retryable
    assert err.value.message == f"{name} x: ValueError: embedded null byte second line"
    with pytest.raises(OSError), classified_errors(name, "x"):
        raise OSError(errno.ETIMEDOUT, "timed out")  # retried by the workflow's policy


CLOSING = "workflow update was aborted by closing workflow"


@pytest.mark.parametrize(
    ("exc", "again"),
    [
        (RPCError("down", RPCStatusCode.UNAVAILABLE, b""), True),
        (RPCError("slow", RPCStatusCode.DEADLINE_EXCEEDED, b""), True),
        (RPCError("busy", RPCStatusCode.RESOURCE_EXHAUSTED, b""), True),
        (RPCError("no", RPCStatusCode.PERMISSION_DENIED, b""), False),
        (RPCError("bad", RPCStatusCode.INVALID_ARGUMENT, b""), False),
        # the node-health workflow closed under an Update-with-Start (the server's text, seen
        # in a run of tests/slurm/test_slurm_first_signs.py): the next attempt lands on the next
        # run; any other NOT_FOUND is a refusal
        (RPCError(CLOSING, RPCStatusCode.NOT_FOUND, b""), True),
        (RPCError("workflow not found for ID: x", RPCStatusCode.NOT_FOUND, b""), False),
        (WorkflowUpdateRPCTimeoutOrCancelledError(), True),
        (ApplicationError("5xx", type="Notify.unreachable"), True),
        (ApplicationError("4xx", type="Notify.invalid", non_retryable=True), False),
    ],
)
def test_the_allowlist_covers_server_outages(exc: BaseException, again: bool) -> None:
    assert retryable(exc) is again


def test_quote_false_keeps_the_exception_message_out() -> None:
    with pytest.raises(ApplicationError) as err, classified_errors("notify_webhook", "n", False):
        raise ValueError("Invalid header value b'Bearer s3cr3t'")
    assert "s3cr3t" not in err.value.message and err.value.type == "Notify.invalid"


# -- the real activities, each with a bad input -------------------------------------------


async def test_start_job_refuses_a_fifo_workdir_naming_the_field(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "fifo")
    job = JobSpec(
        name="j", command=["true"], workdir=str(tmp_path / "fifo"),
        local={"cluster_dir": str(tmp_path / "cluster")},
    )  # fmt: skip
    with pytest.raises(ApplicationError) as err:
        await ActivityEnvironment().run(start_job, StartJobInput(job=job, key="k"))
    assert err.value.type == "InvalidInput" and err.value.non_retryable
    assert err.value.message.startswith("invalid workflow input: job.workdir: ")
    assert "is a FIFO, not a directory" in err.value.message
    assert not (tmp_path / "cluster").exists()  # nothing was submitted


async def test_a_health_check_no_program_can_take_is_not_retried() -> None:
    inp = HealthCheckInput(node="node-1", argv=["true", "a\0b"])
    with pytest.raises(ApplicationError) as err:
        await ActivityEnvironment().run(run_health_check, inp)
    assert err.value.type == "HealthCheck.invalid" and err.value.non_retryable
    assert "health check of node-1" in err.value.message


async def test_notify_refuses_a_header_it_cannot_send_without_quoting_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("TW_TEST_TOKEN", "Bearer s3cr3t\r\nX-Injected: 1")
    step = NotifyStep(url="http://127.0.0.1:9/hook", header_env={"Authorization": "TW_TEST_TOKEN"})
    with pytest.raises(ApplicationError) as err:
        await ActivityEnvironment().run(notify_webhook, NotifyInput(step=step, context={}))
    assert err.value.type == "Notify.invalid" and err.value.non_retryable
    assert "s3cr3t" not in err.value.message and "127.0.0.1:9" in err.value.message


async def test_verify_checkpoint_with_a_broken_custom_layout_is_not_retried(
    tmp_path: Path,
) -> None:
    inp = VerifyCheckpointInput(uri=str(tmp_path), layout="mine", custom_layouts=[{"x": 1}])
    with pytest.raises(ApplicationError) as err:
        await ActivityEnvironment().run(verify_checkpoint, inp)
    assert err.value.type == "VerifyCheckpoint.invalid" and err.value.non_retryable
    assert f"verify checkpoints at {tmp_path}" in err.value.message


async def test_attribution_with_a_catalog_that_is_a_fifo_is_not_retried(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "catalog.yaml")
    (tmp_path / "bundle").mkdir()
    inp = AttributeInput(
        bundle_path=str(tmp_path / "bundle"), catalogs=[str(tmp_path / "catalog.yaml")]
    )
    with pytest.raises(ApplicationError) as err:
        await ActivityEnvironment().run(attribute_incident, inp)
    assert err.value.type == "AttributeIncident.invalid" and err.value.non_retryable
    assert "catalog.yaml" in err.value.message and "CatalogError" in err.value.message
