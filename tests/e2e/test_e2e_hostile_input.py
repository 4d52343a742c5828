"""Hostile workflow input, round 2: each bad value in each input field fails its own workflow
at once, non-retryable, naming the field (`InvalidInput` at the door; the activity's permanent
error, e.g. `PlaybookError` naming file and field, for what only I/O can find), and nothing of a
file that is not a playbook is quoted; a healthy supervision on the same worker answers its
status query throughout. All cases run at once, one workflow each."""

from __future__ import annotations

import asyncio
import os
import uuid
from pathlib import Path
from typing import Any

import pytest
from helpers_e2e import failure_of, job_spec, start_supervision, stop_supervision, wait_status
from temporalio.api.enums.v1 import EventType
from temporalio.client import Client, WorkflowExecutionStatus, WorkflowFailureError
from temporalio.exceptions import ApplicationError

from trainwarden.localcluster.cluster import LocalCluster
from trainwarden.supervision import SupervisorStatus

HEAD = "apiVersion: trainwarden/v1\nkind: Playbook\nname: hostile\n"
TAIL = "rules:\n  - name: all\n    steps: [stop]\n"
HUGE = int("9" * 400)
SECRET = "root:$6$s3cr3tHashThatMustNotLeak:19000:0:99999:7:::"


def _cases(job: dict[str, Any], tmp: Path) -> dict[str, tuple[dict[str, Any], set[str], str]]:
    """name -> (workflow input, failure types accepted, text the failure must contain)."""
    loop_a, loop_b = tmp / "loop-a.yaml", tmp / "loop-b.yaml"
    loop_a.symlink_to(loop_b)
    loop_b.symlink_to(loop_a)
    regex = tmp / "regex.yaml"
    regex.write_text(HEAD + 'progress:\n  pattern: "x{99999999999}(?P<step>\\\\d+)"\n' + TAIL)
    shadow = tmp / "shadow"
    shadow.write_text(SECRET + "\ndaemon:*:19000:0:99999:7:::\n")
    secret_link = tmp / "playbook.yaml"
    secret_link.symlink_to(shadow)
    door = {"InvalidInput"}

    def with_job(**fields: Any) -> dict[str, Any]:
        return {"job": {**job, **fields}}

    def with_local(**fields: Any) -> dict[str, Any]:
        return with_job(local={**job["local"], **fields})

    return {
        "empty program": (with_job(command=[""]), door, "job.command"),
        "NUL in an argument": (with_job(command=["python", "a\0b"]), door, "job.command.1"),
        "NUL in a shell command": (with_job(command="echo \0"), door, "job.command"),
        "http checkpoint": (with_job(checkpoint_uri="http://x/ckpt"), door, "job.checkpoint_uri"),
        "file:// host": (with_job(checkpoint_uri="file://h/ckpt"), door, "job.checkpoint_uri"),
        "NUL in checkpoint": (with_job(checkpoint_uri="/ck\0pt"), door, "job.checkpoint_uri"),
        "NUL in workdir": (with_job(workdir="/tmp\0"), door, "job.workdir"),
        "NUL in env": (with_job(env={"A": "x\0"}), door, "job.env.A"),
        "NUL in cluster_dir": (with_local(cluster_dir="/tmp/\0"), door, "job.local.cluster_dir"),
        "NUL in job name": (with_job(name="a\0b"), door, "job.name"),
        "400-digit nodes": (with_job(nodes=HUGE), door, "job.nodes"),
        "NUL in playbook": ({"job": job, "playbook": "/tmp/p\0.yaml"}, door, "playbook"),
        "NUL in shadow": ({"job": job, "shadow_playbook": "a\0"}, door, "shadow_playbook"),
        "400-digit duration param": (
            {"job": job, "params": {"hang_threshold": HUGE}}, door, "params.hang_threshold"
        ),
        "400-digit shadow param": (
            {"job": job, "shadow_params": {"x": HUGE}}, door, "shadow_params.x"
        ),
        "400-digit tuning": (
            {"job": job, "tuning": {"monitor_lease_seconds": HUGE}},
            door,
            "tuning.monitor_lease_seconds",
        ),
        "playbook symlink loop": (
            {"job": job, "playbook": str(loop_a)}, {"PlaybookError"}, f"{loop_a}:1: (document)"
        ),
        "uncompilable progress.pattern": (
            {"job": job, "playbook": str(regex)}, {"PlaybookError"}, f"{regex}:5: progress.pattern"
        ),
        "a symlink to a secret file": (
            {"job": job, "playbook": str(secret_link)},
            {"PlaybookError"},
            "not a trainwarden playbook",
        ),
    }


async def _attempts(client: Client, workflow_id: str) -> list[int]:
    """The attempt number of every activity the workflow started (all 1 when none retried)."""
    history = await client.get_workflow_handle(workflow_id).fetch_history()
    return [
        e.activity_task_started_event_attributes.attempt
        for e in history.events
        if e.event_type == EventType.EVENT_TYPE_ACTIVITY_TASK_STARTED
    ]


async def _run_case(
    client: Client, task_queue: str, inp: dict[str, Any], slots: asyncio.Semaphore | None = None
) -> tuple[str, ApplicationError]:
    async with slots or asyncio.Semaphore(1):
        workflow_id = f"hostile2-{uuid.uuid4().hex[:8]}"
        handle = await client.start_workflow(
            "SuperviseTrainingJob", inp, id=workflow_id, task_queue=task_queue
        )
        with pytest.raises(WorkflowFailureError) as excinfo:
            # bounds a broken test only: a retried activity shows as an attempt above 1
            await asyncio.wait_for(handle.result(), timeout=300)
    assert (await handle.describe()).status == WorkflowExecutionStatus.FAILED
    return handle.id, failure_of(excinfo.value)


async def test_each_bad_value_fails_its_workflow_at_once_naming_the_field(
    temporal_client: Client, worker: str, cluster: LocalCluster, tmp_path: Path
) -> None:
    healthy = await start_supervision(temporal_client, worker, job_spec(cluster, "healthy"))
    await wait_status(healthy, lambda s: s.state == "supervising", timeout=60, what="start")
    job = job_spec(cluster, "victim").model_dump(mode="json")
    cases = _cases(job, tmp_path)
    answers: list[str] = []
    done = asyncio.Event()

    async def keep_asking() -> None:
        while not done.is_set():
            status = await asyncio.wait_for(
                healthy.query("status", result_type=SupervisorStatus), timeout=60
            )
            answers.append(status.state)
            await asyncio.sleep(0.2)

    asker = asyncio.create_task(keep_asking())
    slots = asyncio.Semaphore(6)  # concurrent, yet within a 2-core CI machine's means
    try:
        results = await asyncio.gather(
            *(_run_case(temporal_client, worker, inp, slots) for inp, _, _ in cases.values())
        )
    finally:
        done.set()
        await asker
    try:
        for (name, (_, types, expected)), (workflow_id, failure) in zip(
            cases.items(), results, strict=True
        ):
            assert failure.type in types and failure.non_retryable, f"{name}: {failure}"
            assert expected in failure.message, f"{name}: {failure.message}"
            assert SECRET.split(":")[1] not in failure.message, name
            assert set(await _attempts(temporal_client, workflow_id)) <= {1}, name
        assert answers and set(answers) == {"supervising"}
    finally:
        await stop_supervision(healthy)
    assert not [n for n in cluster.jobs() if "victim" in n]  # no bad input started anything


async def test_a_cluster_dir_that_cannot_resolve_fails_start_once(
    temporal_client: Client, worker: str, cluster: LocalCluster, tmp_path: Path
) -> None:
    """Past the door, the worker checks the paths the input names before submitting: here a
    cluster directory through a symlink loop is InvalidInput naming the field (before: retried
    for about 25 minutes)."""
    loop = tmp_path / "loop"
    os.symlink(loop, loop)
    job = job_spec(cluster, "unresolvable").model_dump(mode="json")
    job["local"]["cluster_dir"] = str(loop / "x")
    workflow_id, failure = await _run_case(temporal_client, worker, {"job": job})
    assert failure.non_retryable and failure.type == "InvalidInput"
    assert failure.message.startswith("invalid workflow input: job.local.cluster_dir: ")
    assert "runs through a symlink loop" in failure.message
    assert set(await _attempts(temporal_client, workflow_id)) <= {1}


