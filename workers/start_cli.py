"""`warden start WORKFLOW_ID --input JSON|@FILE [--replace]`: start a supervision, and say so
when its id is taken.

`temporal workflow start` answers a workflow id that is already running with exit 0 and the
running execution (temporalio/cli#192): the new input is silently unused, which is how a
playbook roll-out went nowhere. Here that is an error naming the running supervision, and
`--replace` is the roll-out: the running supervision is terminated by the server (a terminated
workflow runs no code, so the job is left as it is) and the new one, with the same id, attaches
to the running job.

`--json`: one JSON document on stdout, also when the start is refused (docs/cli.md).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from pathlib import Path
from typing import Any

from pydantic import ValidationError
from temporalio.client import Client
from temporalio.common import WorkflowIDConflictPolicy
from temporalio.exceptions import WorkflowAlreadyStartedError
from temporalio.service import RPCError

from trainwarden.supervision import SuperviseInput
from trainwarden.untrusted.door import input_problem
from trainwarden.untrusted.validation import first_error
from trainwarden.workers.client import connect, settings_of

WORKFLOW_TYPE = "SuperviseTrainingJob"
EXIT_FAILED = 1  # the server refused the start (an RPC error)
EXIT_INVALID = 2
EXIT_ID_TAKEN = 3


class StartRefused(Exception):
    """The input was not used; the message says why and what to do."""

    def __init__(self, message: str, code: int) -> None:
        super().__init__(message)
        self.code = code


def read_input(text: str) -> dict[str, Any]:
    """The workflow input from JSON text or `@file`, checked as the workflow will check it."""
    if text.startswith("@"):
        text = Path(text[1:]).read_text()
    try:
        value = json.loads(text)
    except json.JSONDecodeError as err:
        raise StartRefused(f"--input: not JSON: {err}", EXIT_INVALID) from None
    if not isinstance(value, dict):
        raise StartRefused("--input: expected a JSON object", EXIT_INVALID)
    problem = input_problem(value)
    if problem is None:
        try:
            SuperviseInput.model_validate(value)
        except ValidationError as err:
            problem = first_error(err, "(input)")
    if problem is not None:
        raise StartRefused(f"--input: {problem}", EXIT_INVALID)
    return value


async def start(
    client: Client, workflow_id: str, inp: dict[str, Any], task_queue: str, replace: bool
) -> str:
    """The run id of the started supervision; StartRefused when the id is running and
    `replace` is not set."""
    policy = (
        WorkflowIDConflictPolicy.TERMINATE_EXISTING if replace else WorkflowIDConflictPolicy.FAIL
    )
    try:
        handle = await client.start_workflow(
            WORKFLOW_TYPE, inp, id=workflow_id, task_queue=task_queue, id_conflict_policy=policy
        )
    except WorkflowAlreadyStartedError:
        desc = await client.get_workflow_handle(workflow_id).describe()
        raise StartRefused(
            f"supervision {workflow_id} is already running (run {desc.run_id}, started "
            f"{desc.start_time:%Y-%m-%d %H:%M:%SZ}); your input was NOT used. To replace it with "
            "this input (e.g. to roll out a changed playbook), add --replace: the running "
            "supervision is terminated, the job keeps running, and the new supervision attaches "
            "to it",
            EXIT_ID_TAKEN,
        ) from None
    return handle.result_run_id or ""


def main(args: argparse.Namespace) -> int:
    """`warden start`, from its parsed command line (trainwarden/cli.py)."""
    workflow_id: str = args.workflow_id
    replace: bool = args.replace
    as_json: bool = args.json
    settings = settings_of(args)  # --task-queue, when given, is settings.task_queue
    queue = settings.task_queue

    def fail(message: str, code: int) -> int:
        sys.stderr.write(f"warden: error: start: {message}\n")
        if as_json:
            _write_json(code, workflow_id=workflow_id, error=message)
        return code

    try:
        inp = read_input(args.input)

        async def run() -> str:
            client = await connect(settings)
            return await start(client, workflow_id, inp, queue, replace)

        run_id = asyncio.run(run())
    except StartRefused as err:
        return fail(str(err), err.code)
    except OSError as err:
        return fail(f"--input: {err.strerror or err}", EXIT_INVALID)
    except RPCError as err:
        return fail(err.message, EXIT_FAILED)
    if as_json:
        _write_json(
            0, workflow_id=workflow_id, run_id=run_id, task_queue=queue, replaced=replace
        )
        return 0
    verb = "replaced and started" if replace else "started"
    print(f"{verb} {workflow_id} (run {run_id}) on task queue {queue}")
    return 0


def _write_json(code: int, **fields: object) -> None:
    document = {"command": "start", "ok": code == 0, "exit_code": code, **fields}
    sys.stdout.write(json.dumps(document, indent=2) + "\n")
