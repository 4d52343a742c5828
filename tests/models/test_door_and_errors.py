"""The door (trainwarden/untrusted/door.py, the models' field rules) and the retry allowlist of
activities (activities/errors.py): what is refused at once, naming the field, and what an
activity may retry."""

from __future__ import annotations

import errno
import json

import pytest
from pydantic import ValidationError
from temporalio.exceptions import ApplicationError

from trainwarden.activities.backends.base import BackendError
from trainwarden.activities.errors import classified_errors, retryable
from trainwarden.models import JobSpec
from trainwarden.supervision import SuperviseInput
from trainwarden.untrusted.door import MAX_DEPTH, input_problem

JOB = {"name": "j", "backend": "local"}


@pytest.mark.parametrize(
    ("value", "where"),
    [
        ({"job": {**JOB, "command": ["python", "a\0"]}}, "job.command.1: contains a NUL byte"),
        ({"job": {**JOB, "env": {"A": "\0"}}}, "job.env.A: contains a NUL byte"),
        ({"job": JOB, "playbook": "p\0"}, "playbook: contains a NUL byte"),
        ({"job": JOB, "params": {"x": 10**400}}, "params.x: an integer of 401 digits"),
        ({"job": JOB, "params": {"x": -(10**20)}}, "params.x: an integer of 21 digits"),
        ({"job": JOB, "params": {"x\0": 1}}, "params: a key contains a NUL byte"),
    ],
)
def test_the_door_names_the_field(value: dict, where: str) -> None:
    problem = input_problem(value)
    assert problem is not None and problem.startswith(where), problem


def test_the_door_passes_ordinary_input_and_the_carried_state() -> None:
    assert input_problem({"job": JOB, "params": {"hang_threshold": "5m", "n": 2**53}}) is None
    assert input_problem({"job": JOB, "carried": {"log": "binary \0 excerpt"}}) is None
    deep: dict = {}
    node = deep
    for _ in range(MAX_DEPTH + 2):
        node["x"] = {}
        node = node["x"]
    assert "nested deeper" in (input_problem({"job": JOB, "params": deep}) or "")


@pytest.mark.parametrize(
    ("fields", "where", "rule"),
    [
        ({"command": [""]}, "command", "program (first argument) is empty"),
        ({"command": ["  ", "x"]}, "command", "program (first argument) is empty"),
        ({"command": "echo \0"}, "command", "NUL byte"),
        ({"checkpoint_uri": "http://store/x"}, "checkpoint_uri", "unsupported scheme 'http'"),
        ({"checkpoint_uri": "gs://b/x"}, "checkpoint_uri", "unsupported scheme 'gs'"),
        ({"checkpoint_uri": "file://host/x"}, "checkpoint_uri", "only local paths"),
        ({"checkpoint_uri": "file://localhost/x"}, "checkpoint_uri", "only local paths"),
        ({"checkpoint_uri": "s3:///x"}, "checkpoint_uri", "without a bucket"),
        ({"checkpoint_uri": " "}, "checkpoint_uri", "empty"),
        ({"checkpoint_uri": "/c\0"}, "checkpoint_uri", "NUL byte"),
        ({"workdir": "/w\0"}, "workdir", "NUL byte"),
    ],
)
def test_job_fields_that_cannot_work_are_refused(fields: dict, where: str, rule: str) -> None:
    with pytest.raises(ValidationError) as err:
        JobSpec.model_validate({**JOB, **fields})
    (problem,) = err.value.errors()
    assert problem["loc"][0] == where and rule in problem["msg"]


@pytest.mark.parametrize("uri", ["s3://bucket/prefix", "file:///ckpt", "/ckpt/run1", "rel/dir"])
def test_checkpoint_uris_a_store_opens_are_accepted(uri: str) -> None:
    assert JobSpec.model_validate({**JOB, "checkpoint_uri": uri}).checkpoint_uri == uri


def test_playbook_paths_are_bounded() -> None:
    with pytest.raises(ValidationError, match="playbook"):
        SuperviseInput.model_validate({"job": JOB, "playbook": "x" * 5000})
    with pytest.raises(ValidationError, match="playbook"):
        SuperviseInput.model_validate({"job": JOB, "playbook": ""})


@pytest.mark.parametrize(
    ("exc", "again"),
    [
        (BackendError("unreachable", "down"), True),
        (BackendError("invalid_request", "no"), False),
        (TimeoutError(), True),
        (ConnectionResetError(), True),
        (OSError(errno.EIO, "I/O error"), True),
        (OSError(errno.ESTALE, "stale"), True),
        (json.JSONDecodeError("half written", "{", 1), True),
        (OSError(errno.ELOOP, "loop"), False),
        (OSError(errno.ENOENT, "missing"), False),
        (ValueError("embedded null byte"), False),
        (RuntimeError("Symlink loop"), False),
        (OverflowError("int too large"), False),
        (TypeError("bad"), False),
    ],
)
def test_only_the_allowlist_is_retried(exc: BaseException, again: bool) -> None:
    assert retryable(exc) is again


def test_an_error_outside_the_allowlist_is_the_activitys_permanent_error() -> None:
    with pytest.raises(ApplicationError) as err, classified_errors("start_job", "start job j"):
        raise RuntimeError("Symlink loop from '/x'")
    assert err.value.type == "StartJob.invalid" and err.value.non_retryable
    assert err.value.message == "start job j: RuntimeError: Symlink loop from '/x'"
    with pytest.raises(OSError), classified_errors("start_job", "start job j"):
        raise OSError(errno.EIO, "I/O error")  # retried by the activity's policy
    with pytest.raises(ApplicationError) as err, classified_errors("start_job"):
        raise BackendError("already_supervised", "held by wf-a")
    assert err.value.type == "Backend.already_supervised" and err.value.non_retryable


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ('{"job": {"name": "a\\u0000b"}}', "--input: job.name: contains a NUL byte"),
        ('{"job": {"name": "j", "command": [""]}}', "--input: job.command"),
        ("[1]", "--input: expected a JSON object"),
        ("{", "--input: not JSON"),
    ],
)
def test_warden_start_checks_the_input_as_the_workflow_will(text: str, says: str) -> None:
    from trainwarden.workers.start_cli import EXIT_INVALID, StartRefused, read_input

    with pytest.raises(StartRefused) as refused:
        read_input(text)
    assert refused.value.code == EXIT_INVALID and says in str(refused.value)


def test_warden_start_refuses_bad_input_before_connecting() -> None:
    """The command itself (it leaves through os._exit, so in a process of its own)."""
    import subprocess
    import sys

    done = subprocess.run(
        [sys.executable, "-m", "trainwarden.cli", "start", "supervise-x", "--address",
         "127.0.0.1:1", "--input", '{"job": {"name": "a\\u0000b"}}'],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert done.returncode == 2, done.stderr
    assert "warden: error: start: --input: job.name: contains a NUL byte" in done.stderr
