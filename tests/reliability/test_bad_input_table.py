"""Each kind of bad value in each input field of each workflow (SuperviseTrainingJob and the
cluster's NodeHealth) fails that workflow at once: status Failed, a non-retryable error of type
`InvalidInput` naming the field (`PlaybookError` naming the file and field for what is inside a
playbook file), no activity attempt beyond the first, nothing started. One real worker for the
module; each case is one workflow, all started at the outset (2 at a time). How long they took
is printed (`-s`), never asserted: the only clock is a generous bound on a broken test.

Kinds: NUL byte, 400-digit integer, symlink loop, FIFO, device, missing file, unsupported URI
scheme, uncompilable pattern, empty program, nesting past the door's depth, wrong type, unknown
field. tests/e2e/test_e2e_hostile_input.py runs a sample of these concurrently next to a
healthy supervision; tests/workflow/test_workflow_input*.py cover the model's rules.
"""

from __future__ import annotations

import asyncio
import os
import time
import uuid
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio
from helpers_e2e import failure_of
from temporalio.api.enums.v1 import EventType, WorkflowTaskFailedCause
from temporalio.client import Client, WorkflowExecutionStatus, WorkflowFailureError
from temporalio.exceptions import ApplicationError

from trainwarden.workers.main import build_worker

HUGE = int("9" * 400)
DOOR = frozenset({"InvalidInput"})
PLAYBOOK = frozenset({"PlaybookError"})
HEAD = "apiVersion: trainwarden/v1\nkind: Playbook\nname: hostile\n"
TAIL = "rules:\n  - name: all\n    steps: [stop]\n"
BAD_PATTERN = r"x{99999999999}(?P<step>\d+)"


class Files:
    """The hostile paths, made once for the module."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.loop = root / "loop"
        self.loop.symlink_to(self.loop)
        self.fifo = root / "fifo"
        os.mkfifo(self.fifo)
        self.device = "/dev/zero"
        self.missing = root / "missing" / "file"
        self.cluster = root / "cluster"
        self.pattern_playbook = root / "pattern.yaml"
        self.pattern_playbook.write_text(
            HEAD + 'params:\n  pattern: "it=(?P<step>\\\\d+)"\n'
            'progress:\n  pattern: "{{ pattern }}"\n' + TAIL
        )
        self.bad_pattern_playbook = root / "bad-pattern.yaml"
        self.bad_pattern_playbook.write_text(
            HEAD + 'progress:\n  pattern: "x{99999999999}(?P<step>\\\\d+)"\n' + TAIL
        )


@pytest.fixture(scope="module")
def files(tmp_path_factory: pytest.TempPathFactory) -> Files:
    return Files(tmp_path_factory.mktemp("bad-input"))


@pytest_asyncio.fixture(scope="module", loop_scope="session")
async def module_worker(temporal_client: Client, files: Files) -> AsyncIterator[str]:
    """One worker for every case of the module (its own home: nothing may reach a cluster)."""
    task_queue = f"bad-input-{uuid.uuid4().hex[:8]}"
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("TRAINWARDEN_HOME", str(files.root / "home"))
        async with build_worker(temporal_client, task_queue):
            yield task_queue


def job(files: Files, **fields: Any) -> dict[str, Any]:
    base: dict[str, Any] = {
        "name": "victim",
        "backend": "local",
        "nodes": 1,
        "ranks_per_node": 1,
        "local": {"cluster_dir": str(files.cluster)},
    }
    return {**base, **fields}


def local(files: Files, **fields: Any) -> dict[str, Any]:
    return job(files, local={"cluster_dir": str(files.cluster), **fields})


def slurm(**fields: Any) -> dict[str, Any]:
    return {"name": "victim", "backend": "slurm", "nodes": 1, "slurm": fields}


def deep(levels: int) -> dict[str, Any]:
    value: dict[str, Any] = {}
    for _ in range(levels):
        value = {"x": value}
    return value


# (id, field named in the failure, types accepted, input) -- the input built from Files
SUPERVISE: list[tuple[str, str, frozenset[str], Any]] = [
    ("name-nul", "job.name", DOOR, lambda f: {"job": job(f, name="a\0b")}),
    ("name-huge", "job.name", DOOR, lambda f: {"job": job(f, name=HUGE)}),
    ("backend-nul", "job.backend", DOOR, lambda f: {"job": job(f, backend="lo\0cal")}),
    ("backend-unknown", "job.backend", DOOR, lambda f: {"job": job(f, backend="k8s")}),
    ("nodes-huge", "job.nodes", DOOR, lambda f: {"job": job(f, nodes=HUGE)}),
    ("nodes-string", "job.nodes", DOOR, lambda f: {"job": job(f, nodes="three")}),
    ("ranks-huge", "job.ranks_per_node", DOOR, lambda f: {"job": job(f, ranks_per_node=HUGE)}),
    ("step-seconds-huge", "job.expected_step_seconds", DOOR,
     lambda f: {"job": job(f, expected_step_seconds=HUGE)}),
    ("unknown-job-field", "job.colour", DOOR, lambda f: {"job": job(f, colour="red")}),
    ("checkpoint-nul", "job.checkpoint_uri", DOOR,
     lambda f: {"job": job(f, checkpoint_uri="/ck\0pt")}),
    ("checkpoint-http", "job.checkpoint_uri", DOOR,
     lambda f: {"job": job(f, checkpoint_uri="http://store/ckpt")}),
    ("checkpoint-gs", "job.checkpoint_uri", DOOR,
     lambda f: {"job": job(f, checkpoint_uri="gs://bucket/ckpt")}),
    ("checkpoint-file-host", "job.checkpoint_uri", DOOR,
     lambda f: {"job": job(f, checkpoint_uri="file://host/ckpt")}),
    ("checkpoint-loop", "job.checkpoint_uri", DOOR,
     lambda f: {"job": job(f, checkpoint_uri=str(f.loop / "ckpt"))}),
    ("checkpoint-fifo", "job.checkpoint_uri", DOOR,
     lambda f: {"job": job(f, checkpoint_uri=f"file://{f.fifo}")}),
    ("checkpoint-device", "job.checkpoint_uri", DOOR,
     lambda f: {"job": job(f, checkpoint_uri=f.device)}),
    ("command-empty", "job.command", DOOR, lambda f: {"job": job(f, command=[""])}),
    ("command-blank-shell", "job.command", DOOR, lambda f: {"job": job(f, command="  ")}),
    ("command-nul", "job.command.1", DOOR, lambda f: {"job": job(f, command=["python", "\0"])}),
    ("command-huge", "job.command.0", DOOR, lambda f: {"job": job(f, command=[HUGE])}),
    ("workdir-nul", "job.workdir", DOOR, lambda f: {"job": job(f, workdir="/tmp\0")}),
    ("workdir-loop", "job.workdir", DOOR, lambda f: {"job": job(f, workdir=str(f.loop))}),
    ("workdir-fifo", "job.workdir", DOOR, lambda f: {"job": job(f, workdir=str(f.fifo))}),
    ("workdir-device", "job.workdir", DOOR, lambda f: {"job": job(f, workdir=f.device)}),
    ("workdir-missing", "job.workdir", DOOR, lambda f: {"job": job(f, workdir=str(f.missing))}),
    ("env-nul", "job.env.A", DOOR, lambda f: {"job": job(f, env={"A": "x\0"})}),
    ("env-huge", "job.env.A", DOOR, lambda f: {"job": job(f, env={"A": HUGE})}),
    ("env-bad-name", "job.env", DOOR, lambda f: {"job": job(f, env={"A B": "x"})}),
    ("cluster-dir-nul", "job.local.cluster_dir", DOOR,
     lambda f: {"job": local(f, cluster_dir="/tmp/\0")}),
    ("cluster-dir-loop", "job.local.cluster_dir", DOOR,
     lambda f: {"job": local(f, cluster_dir=str(f.loop / "x"))}),
    ("cluster-dir-fifo", "job.local.cluster_dir", DOOR,
     lambda f: {"job": local(f, cluster_dir=str(f.fifo))}),
    ("cluster-dir-device", "job.local.cluster_dir", DOOR,
     lambda f: {"job": local(f, cluster_dir=f.device)}),
    ("cluster-nodes-huge", "job.local.cluster_nodes", DOOR,
     lambda f: {"job": local(f, cluster_nodes=HUGE)}),
    ("step-huge", "job.local.step_seconds", DOOR, lambda f: {"job": local(f, step_seconds=HUGE)}),
    ("checkpoint-every-huge", "job.local.checkpoint_every", DOOR,
     lambda f: {"job": local(f, checkpoint_every=HUGE)}),
    ("total-steps-huge", "job.local.total_steps", DOOR,
     lambda f: {"job": local(f, total_steps=HUGE)}),
    ("collective-timeout-huge", "job.local.collective_timeout", DOOR,
     lambda f: {"job": local(f, collective_timeout=HUGE)}),
    ("script-nul", "job.slurm.script", DOOR, lambda f: {"job": slurm(script="/x\0")}),
    ("script-loop", "job.slurm.script", DOOR, lambda f: {"job": slurm(script=str(f.loop))}),
    ("script-fifo", "job.slurm.script", DOOR, lambda f: {"job": slurm(script=str(f.fifo))}),
    ("script-device", "job.slurm.script", DOOR, lambda f: {"job": slurm(script=f.device)}),
    ("script-missing", "job.slurm.script", DOOR,
     lambda f: {"job": slurm(script=str(f.missing))}),
    ("slurm-conf-fifo", "job.slurm.slurm_conf", DOOR,
     lambda f: {"job": slurm(job_id="1", slurm_conf=str(f.fifo))}),
    ("slurm-conf-loop", "job.slurm.slurm_conf", DOOR,
     lambda f: {"job": slurm(job_id="1", slurm_conf=str(f.loop))}),
    ("sbatch-args-nul", "job.slurm.sbatch_args.0", DOOR,
     lambda f: {"job": slurm(job_id="1", sbatch_args=["--x=\0"])}),
    ("slurm-job-id-pattern", "job.slurm.job_id", DOOR, lambda f: {"job": slurm(job_id="1;rm")}),
    ("partition-nul", "job.slurm.partition", DOOR,
     lambda f: {"job": slurm(job_id="1", partition="p\0")}),
    ("playbook-nul", "playbook", DOOR, lambda f: {"job": job(f), "playbook": "/tmp/p\0.yaml"}),
    ("playbook-empty", "playbook", DOOR, lambda f: {"job": job(f), "playbook": ""}),
    ("playbook-loop", "{loop}", PLAYBOOK, lambda f: {"job": job(f), "playbook": str(f.loop)}),
    ("playbook-fifo", "{fifo}", PLAYBOOK, lambda f: {"job": job(f), "playbook": str(f.fifo)}),
    ("playbook-device", "/dev/zero", PLAYBOOK,
     lambda f: {"job": job(f), "playbook": f.device}),
    ("playbook-missing", "{missing}", PLAYBOOK,
     lambda f: {"job": job(f), "playbook": str(f.missing)}),
    ("playbook-bad-pattern", "progress.pattern", PLAYBOOK,
     lambda f: {"job": job(f), "playbook": str(f.bad_pattern_playbook)}),
    ("shadow-nul", "shadow_playbook", DOOR, lambda f: {"job": job(f), "shadow_playbook": "a\0"}),
    ("shadow-loop", "shadow_playbook", DOOR,
     lambda f: {"job": job(f), "shadow_playbook": str(f.loop)}),
    ("shadow-fifo", "shadow_playbook", DOOR,
     lambda f: {"job": job(f), "shadow_playbook": str(f.fifo)}),
    ("params-huge", "params.hang_threshold", DOOR,
     lambda f: {"job": job(f), "params": {"hang_threshold": HUGE}}),
    ("params-nul", "params.hang_threshold", DOOR,
     lambda f: {"job": job(f), "params": {"hang_threshold": "5\0m"}}),
    ("params-key-nul", "params", DOOR, lambda f: {"job": job(f), "params": {"a\0": 1}}),
    ("params-deep", "params.x.x", DOOR, lambda f: {"job": job(f), "params": deep(40)}),
    ("params-unknown", "params.colour", PLAYBOOK,
     lambda f: {"job": job(f), "params": {"colour": "red"}}),
    ("params-duration-overflow", "hang_threshold", PLAYBOOK,
     lambda f: {"job": job(f), "params": {"hang_threshold": "99999999999d"}}),
    ("params-bad-pattern", "progress.pattern", PLAYBOOK,
     lambda f: {"job": job(f), "playbook": str(f.pattern_playbook),
                "params": {"pattern": BAD_PATTERN}}),
    ("shadow-params-huge", "shadow_params.x", DOOR,
     lambda f: {"job": job(f), "shadow_params": {"x": HUGE}}),
    ("tuning-lease-huge", "tuning.monitor_lease_seconds", DOOR,
     lambda f: {"job": job(f), "tuning": {"monitor_lease_seconds": HUGE}}),
    ("tuning-events-huge", "tuning.continue_as_new_events", DOOR,
     lambda f: {"job": job(f), "tuning": {"continue_as_new_events": HUGE}}),
    ("tuning-bytes-huge", "tuning.continue_as_new_bytes", DOOR,
     lambda f: {"job": job(f), "tuning": {"continue_as_new_bytes": HUGE}}),
    ("tuning-signals-huge", "tuning.continue_as_new_signals", DOOR,
     lambda f: {"job": job(f), "tuning": {"continue_as_new_signals": HUGE}}),
    ("carried", "carried", DOOR, lambda f: {"job": job(f), "carried": {"state": "stopped"}}),
    ("unknown-field", "colour", DOOR, lambda f: {"job": job(f), "colour": "red"}),
    ("not-an-object", "expected a JSON object", DOOR, lambda f: [1, 2]),
]  # fmt: skip


def cluster(**fields: Any) -> dict[str, Any]:
    return {"name": "table", "backend": "local", "cluster_dir": "/tmp/table", **fields}


NODE_HEALTH: list[tuple[str, str, frozenset[str], Any]] = [
    ("name-nul", "cluster.name", DOOR, lambda f: {"cluster": cluster(name="a\0")}),
    ("name-path", "cluster.name", DOOR, lambda f: {"cluster": cluster(name="../x")}),
    ("backend-unknown", "cluster.backend", DOOR, lambda f: {"cluster": cluster(backend="k8s")}),
    ("cluster-dir-nul", "cluster.cluster_dir", DOOR,
     lambda f: {"cluster": cluster(cluster_dir="/\0")}),
    ("cluster-nodes-huge", "cluster.cluster_nodes", DOOR,
     lambda f: {"cluster": cluster(cluster_nodes=HUGE)}),
    ("slurm-conf-nul", "cluster.slurm_conf", DOOR,
     lambda f: {"cluster": cluster(slurm_conf="/\0")}),
    ("health-check-empty", "settings.health_check", DOOR,
     lambda f: {"cluster": cluster(), "settings": {"health_check": [""]}}),
    ("health-check-nul", "settings.health_check", DOOR,
     lambda f: {"cluster": cluster(), "settings": {"health_check": ["check", "\0"]}}),
    ("window-huge", "settings.breaker_window", DOOR,
     lambda f: {"cluster": cluster(), "settings": {"breaker_window": HUGE}}),
    ("window-overflow", "settings.breaker_window", DOOR,
     lambda f: {"cluster": cluster(), "settings": {"breaker_window": "99999999999d"}}),
    ("fraction-huge", "settings.max_excluded_fraction", DOOR,
     lambda f: {"cluster": cluster(), "settings": {"max_excluded_fraction": HUGE}}),
    ("count-huge", "settings.max_excluded_count", DOOR,
     lambda f: {"cluster": cluster(), "settings": {"max_excluded_count": HUGE}}),
    ("timeout-huge", "settings.health_check_timeout", DOOR,
     lambda f: {"cluster": cluster(), "settings": {"health_check_timeout": HUGE}}),
    ("unknown-setting", "settings.colour", DOOR,
     lambda f: {"cluster": cluster(), "settings": {"colour": 1}}),
    ("events-huge", "continue_as_new_events", DOOR,
     lambda f: {"cluster": cluster(), "continue_as_new_events": HUGE}),
    ("events-low", "continue_as_new_events", DOOR,
     lambda f: {"cluster": cluster(), "continue_as_new_events": 1}),
    ("ledger-wrong-type", "ledger", DOOR, lambda f: {"cluster": cluster(), "ledger": [1]}),
    ("missing-cluster", "cluster", DOOR, lambda f: {"settings": {}}),
    ("deep", "settings.x", DOOR, lambda f: {"cluster": cluster(), "settings": deep(40)}),
    ("cluster-dir-loop", "cluster.cluster_dir", DOOR,
     lambda f: {"cluster": cluster(cluster_dir=str(f.loop / "x"))}),
    ("cluster-dir-fifo", "cluster.cluster_dir", DOOR,
     lambda f: {"cluster": cluster(cluster_dir=str(f.fifo))}),
    ("cluster-dir-device", "cluster.cluster_dir", DOOR,
     lambda f: {"cluster": cluster(cluster_dir=f.device)}),
    ("slurm-conf-fifo", "cluster.slurm_conf", DOOR,
     lambda f: {"cluster": cluster(backend="slurm", cluster_dir=None, slurm_conf=str(f.fifo))}),
    ("slurm-conf-missing", "cluster.slurm_conf", DOOR,
     lambda f: {"cluster": cluster(backend="slurm", cluster_dir=None,
                                   slurm_conf=str(f.missing))}),
]  # fmt: skip


class Outcome:
    """How one case's workflow ended: its failure, seconds from start to result, and what its
    history shows (failed workflow tasks, activity attempts)."""

    def __init__(self) -> None:
        self.failure: ApplicationError | None = None
        self.error: BaseException | None = None
        self.seconds = 0.0
        self.status: WorkflowExecutionStatus | None = None
        self.task_failures = 0
        self.task_failure_causes: list[str] = []  # cause and message of each, for the report
        self.attempts: set[int] = set()


async def _run(client: Client, task_queue: str, workflow: str, inp: Any, case: str) -> Outcome:
    out = Outcome()
    handle = await client.start_workflow(
        workflow, inp, id=f"bad-{case}-{uuid.uuid4().hex[:6]}", task_queue=task_queue
    )
    started = time.monotonic()
    try:
        # bounds a broken test only: a retried task or activity shows in the history below
        await asyncio.wait_for(handle.result(), timeout=120)
    except WorkflowFailureError as err:
        out.failure = failure_of(err)
    except BaseException as err:  # reported by the case's test
        out.error = err
    out.seconds = time.monotonic() - started
    out.status = (await handle.describe()).status
    history = await handle.fetch_history()
    for event in history.events:
        if event.event_type == EventType.EVENT_TYPE_WORKFLOW_TASK_FAILED:
            out.task_failures += 1
            attrs = event.workflow_task_failed_event_attributes
            out.task_failure_causes.append(
                f"{WorkflowTaskFailedCause.Name(attrs.cause)}: {attrs.failure.message[:300]}"
            )
        if event.event_type == EventType.EVENT_TYPE_ACTIVITY_TASK_STARTED:
            out.attempts.add(event.activity_task_started_event_attributes.attempt)
    return out


@pytest_asyncio.fixture(scope="module", loop_scope="session")
async def outcomes(
    temporal_client: Client, module_worker: str, files: Files
) -> dict[str, Outcome]:
    """Every case of the module, one workflow each, two at a time (a 2-core CI machine: more
    only adds contention); the tests below read their outcomes."""
    slots = asyncio.Semaphore(2)
    cases = [("SuperviseTrainingJob", c[0], c[3](files)) for c in SUPERVISE]
    cases += [("NodeHealth", c[0], c[3](files)) for c in NODE_HEALTH]

    async def one(workflow: str, case: str, inp: Any) -> Outcome:
        async with slots:
            return await _run(temporal_client, module_worker, workflow, inp, case)

    started = time.monotonic()
    results = await asyncio.gather(*(one(*c) for c in cases))
    took = time.monotonic() - started
    seconds = sorted(r.seconds for r in results)
    print(
        f"\nbad input: {len(results)} workflows, 2 at a time, all failed within {took:.1f}s; "
        f"start to Failed: median {seconds[len(seconds) // 2]:.2f}s, slowest {seconds[-1]:.2f}s"
    )
    return {f"{w}:{c}": r for (w, c, _), r in zip(cases, results, strict=True)}


def _failed_at_once(out: Outcome) -> ApplicationError:
    assert out.error is None, repr(out.error)
    assert out.status == WorkflowExecutionStatus.FAILED and out.failure is not None
    assert out.task_failures == 0, (
        f"a workflow task failed (and would be retried): {out.task_failure_causes}"
    )
    assert out.attempts <= {1}, "an activity was retried"
    assert out.failure.non_retryable
    return out.failure


@pytest.mark.parametrize(
    ("case", "field", "types", "build"), SUPERVISE, ids=[c[0] for c in SUPERVISE]
)
def test_supervise_input(
    outcomes: dict[str, Outcome],
    files: Files,
    case: str,
    field: str,
    types: frozenset[str],
    build: Any,
) -> None:
    failure = _failed_at_once(outcomes[f"SuperviseTrainingJob:{case}"])
    assert failure.type in types, failure
    named = field.format(loop=files.loop, fifo=files.fifo, missing=files.missing)
    assert named in failure.message, failure.message
    if failure.type == "InvalidInput":
        assert failure.message.startswith("invalid workflow input: "), failure.message
    assert "\n" not in failure.message
    assert not files.cluster.exists(), "the local cluster was used"


@pytest.mark.parametrize(
    ("case", "field", "types", "build"), NODE_HEALTH, ids=[c[0] for c in NODE_HEALTH]
)
def test_node_health_input(
    outcomes: dict[str, Outcome], case: str, field: str, types: frozenset[str], build: Any
) -> None:
    failure = _failed_at_once(outcomes[f"NodeHealth:{case}"])
    assert failure.type in types, failure
    assert f"invalid workflow input: {field}" in failure.message, failure.message

