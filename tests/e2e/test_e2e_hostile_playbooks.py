"""Hostile playbooks on a shared worker: each fails its own workflow at once (status Failed,
a PlaybookError naming file and line) while a healthy supervision on the same worker keeps
answering its status query. Before, a FIFO playbook path froze the worker's event loop and a
template bomb kept it busy for minutes."""

from __future__ import annotations

import asyncio
import os
import uuid
from pathlib import Path

import pytest
from helpers_e2e import job_spec, start_supervision, stop_supervision, wait_status
from temporalio.client import Client, WorkflowExecutionStatus, WorkflowFailureError
from temporalio.exceptions import ActivityError, ApplicationError

from trainwarden.localcluster.cluster import LocalCluster
from trainwarden.playbook.sandbox import MAX_VALUE_CHARS
from trainwarden.supervision import SupervisorStatus

HEAD = "apiVersion: trainwarden/v1\nkind: Playbook\nname: hostile\n"
TAIL = "rules:\n  - name: all\n    steps: [stop]\n"


def _hostile_playbooks(directory: Path) -> dict[str, tuple[Path, str]]:
    """name -> (path, text the error must contain)."""
    fifo = directory / "fifo.yaml"
    os.mkfifo(fifo)
    bomb = directory / "bomb.yaml"
    bomb.write_text(HEAD + "description: \"{{ 'a' * 10**9 }}\"\n" + TAIL)
    loops = directory / "loops.yaml"
    loops.write_text(
        HEAD + 'description: "{% for i in range(100000) %}{% for j in range(100000) %}'
        '{% endfor %}{% endfor %}"\n' + TAIL
    )
    chunk = MAX_VALUE_CHARS // 2
    big = directory / "big.yaml"
    big.write_text(
        HEAD + TAIL + "extra:\n"
        + "".join(f"  x{i}: \"{{{{ 'y' * {chunk} }}}}\"\n" for i in range(6))
    )
    duration = directory / "duration.yaml"
    duration.write_text(HEAD + "detection:\n  hang_threshold: 99999999999d\n" + TAIL)
    return {
        "fifo": (fifo, f"{fifo}:1: (document): cannot read"),
        "string bomb": (bomb, f"{bomb}:4: description: template limit"),
        "loop bomb": (loops, f"{loops}:4: description: template limit"),
        "3 MB rendered": (big, "characters in total"),
        "out-of-range duration": (duration, f"{duration}:5: detection.hang_threshold"),
    }


async def _failure_of(client: Client, task_queue: str, job_name: str, playbook: Path) -> str:
    from trainwarden.models import JobSpec

    handle = await client.start_workflow(
        "SuperviseTrainingJob",
        {"job": JobSpec(name=job_name).model_dump(mode="json"), "playbook": str(playbook)},
        id=f"hostile-{uuid.uuid4().hex[:8]}",
        task_queue=task_queue,
    )
    with pytest.raises(WorkflowFailureError) as excinfo:
        await asyncio.wait_for(handle.result(), timeout=60)
    assert (await handle.describe()).status == WorkflowExecutionStatus.FAILED
    cause = excinfo.value.cause
    assert isinstance(cause, ActivityError)
    assert isinstance(cause.cause, ApplicationError)
    assert cause.cause.type == "PlaybookError" and cause.cause.non_retryable
    return cause.cause.message


async def test_bad_playbooks_fail_their_own_workflow_while_a_healthy_one_answers(
    temporal_client: Client, worker: str, cluster: LocalCluster, tmp_path: Path
) -> None:
    healthy = await start_supervision(temporal_client, worker, job_spec(cluster, "healthy"))
    await wait_status(healthy, lambda s: s.state == "supervising", timeout=60, what="start")
    try:
        for name, (path, expected) in _hostile_playbooks(tmp_path).items():
            message = await _failure_of(temporal_client, worker, "victim", path)
            assert expected in message, f"{name}: {message}"
            status = await asyncio.wait_for(
                healthy.query("status", result_type=SupervisorStatus), timeout=10
            )
            assert status.state == "supervising", name
    finally:
        await stop_supervision(healthy)
