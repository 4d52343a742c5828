"""Hostile input end to end. Hostile playbooks on a shared worker: each fails its own
workflow at once (status Failed, a PlaybookError naming file and line) while a healthy
supervision on the same worker keeps answering its status query. Before, a FIFO playbook
path froze the worker's event loop and a template bomb kept it busy for minutes."""

from __future__ import annotations

import asyncio
import os
import uuid
from pathlib import Path

import pytest
from helpers_e2e import FAST_PARAMS, job_spec, start_supervision, stop_supervision, wait_status
from temporalio.client import Client, WorkflowExecutionStatus, WorkflowFailureError
from temporalio.common import WorkflowIDReusePolicy
from temporalio.exceptions import ActivityError, ApplicationError

from trainwarden.localcluster.cluster import LocalCluster
from trainwarden.playbook.sandbox import MAX_VALUE_CHARS
from trainwarden.supervision import SuperviseInput, SupervisorStatus
from trainwarden.untrusted.paths import safe_part

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


async def test_workflow_id_with_dot_dot_keeps_its_bundle_inside_home(
    temporal_client: Client, worker: str, cluster: LocalCluster, tw_home: Path
) -> None:
    """The incident bundle of workflow `../../escape` lands under <home>/incidents, escaped;
    before, <home>/incidents/../../escape-i1/bundle was removed and written outside home."""
    outside = tw_home.parent
    victim = outside / "escape-i1" / "bundle"
    victim.mkdir(parents=True)
    (victim / "keep.txt").write_text("not yours")
    before = {p for p in outside.rglob("*") if tw_home not in p.parents and p != tw_home}

    cluster.inject_fault("node-2", "xid", sticky=True, after_steps=8, xid=79)
    inp = SuperviseInput(
        job=job_spec(cluster, "escape"), playbook="default", params=dict(FAST_PARAMS)
    )
    handle = await temporal_client.start_workflow(
        "SuperviseTrainingJob", inp, id="../../escape", task_queue=worker,
        id_reuse_policy=WorkflowIDReusePolicy.ALLOW_DUPLICATE,
    )  # fmt: skip
    try:
        status = await wait_status(
            handle, lambda s: bool(s.incidents) and s.incidents[0].attribution is not None,
            timeout=120, what="an attributed incident",
        )  # fmt: skip
        assert status.incidents[0].id == "../../escape-i1"
    finally:
        await stop_supervision(handle)
    after = {p for p in outside.rglob("*") if tw_home not in p.parents and p != tw_home}
    assert after == before
    assert (victim / "keep.txt").read_text() == "not yours"
    assert (tw_home / "incidents" / safe_part("../../escape-i1") / "bundle" / "job.json").is_file()
