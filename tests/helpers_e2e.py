"""Helpers for tests that supervise jobs (start a supervised job, wait on its status); on
sys.path for every test directory through tests/conftest.py."""

from __future__ import annotations

import asyncio
import json
import os
import sys
import time
import uuid
from collections.abc import Callable
from pathlib import Path

from temporalio.client import Client, WorkflowFailureError, WorkflowHandle
from temporalio.exceptions import ActivityError, ApplicationError
from temporalio.service import RPCError

from trainwarden.localcluster.cluster import LocalCluster
from trainwarden.models import JobSpec, LocalJobOptions
from trainwarden.supervision import Incident, SuperviseInput, SupervisionTuning, SupervisorStatus

HISTORY_DIR = Path(__file__).resolve().parent / "histories"

# Short durations so each scenario runs in seconds; the playbook is the shipped default.
FAST_PARAMS = {
    "poll_interval": "0.5s",
    "hang_threshold": "10s",
    "heartbeat_timeout": "5s",
    "max_excluded_fraction": 0.34,
}


# Every wait here ends on the event it waits for; its bound only decides when to give up. On a
# loaded machine (CI's 2 cores, pytest-xdist workers, stress-ng) the same events come 2-3x later,
# so the bounds written in the tests are scaled (TRAINWARDEN_TEST_WAIT_SCALE, default 2).
WAIT_SCALE = float(os.environ.get("TRAINWARDEN_TEST_WAIT_SCALE", "2"))


def job_spec(cluster: LocalCluster, name: str, **local: object) -> JobSpec:
    # collective_timeout: long enough that a rank descheduled on a loaded 2-core machine is not
    # a false collective timeout (a failure with only cascade evidence); with the launcher's
    # grace (+2 s) still below FAST_PARAMS' hang_threshold, so a fault is seen as a failure
    options = {"step_seconds": 0.1, "checkpoint_every": 5, "collective_timeout": 4.0, **local}
    return JobSpec(
        name=name,
        nodes=3,
        ranks_per_node=2,
        local=LocalJobOptions(cluster_dir=str(cluster.root), cluster_nodes=4, **options),
    )


async def start_supervision(
    client: Client,
    task_queue: str,
    job: JobSpec,
    playbook: str = "default",
    params: dict | None = None,
    tuning: SupervisionTuning | None = None,
) -> WorkflowHandle:
    base = FAST_PARAMS if playbook in ("default", "recommend-only") else {}
    inp = SuperviseInput(
        job=job,
        playbook=playbook,
        params={**base, **(params or {})},
        tuning=tuning or SupervisionTuning(),
    )
    return await client.start_workflow(
        "SuperviseTrainingJob",
        inp,
        id=f"supervise-{job.name}-{uuid.uuid4().hex[:6]}",
        task_queue=task_queue,
    )


async def wait_status(
    handle: WorkflowHandle,
    predicate: Callable[[SupervisorStatus], bool],
    timeout: float = 60.0,
    what: str = "condition",
) -> SupervisorStatus:
    """Poll the status query until predicate holds; fail with the last status otherwise."""
    timeout *= WAIT_SCALE
    deadline = time.monotonic() + timeout
    last: SupervisorStatus | None = None
    while time.monotonic() < deadline:
        try:
            last = await handle.query("status", result_type=SupervisorStatus)
        except Exception:
            last = None
        if last is not None and predicate(last):
            return last
        await asyncio.sleep(0.25)
    dump = last.model_dump_json(indent=1)[:12000] if last else "no status"
    await dump_for_debugging(handle, last)
    raise AssertionError(f"timed out after {timeout}s waiting for {what}; last status: {dump}")


async def dump_for_debugging(handle: WorkflowHandle, last: SupervisorStatus | None) -> None:
    """With TRAINWARDEN_TEST_DUMP_DIR set, a wait that gives up leaves the workflow's full
    status and history there (the assertion shows only the status's start): what a failure
    seen only under load needs to be understood afterwards."""
    where = os.environ.get("TRAINWARDEN_TEST_DUMP_DIR")
    if not where:
        return
    out = Path(where)
    out.mkdir(parents=True, exist_ok=True)
    (out / f"{handle.id}.status.json").write_text(last.model_dump_json(indent=1) if last else "")
    history = await handle.fetch_history()
    (out / f"{handle.id}.history.json").write_text(history.to_json())


async def record_history(handle: WorkflowHandle, name: str) -> Path:
    """With TRAINWARDEN_RECORD_HISTORIES=1, save the workflow's history for the replay test
    (committed under tests/histories); otherwise the committed one must exist (the replay test
    replays it), and nothing is written."""
    path = HISTORY_DIR / f"{name}.json"
    if os.environ.get("TRAINWARDEN_RECORD_HISTORIES"):
        history = await handle.fetch_history()
        HISTORY_DIR.mkdir(exist_ok=True)
        path.write_text(json.dumps(json.loads(history.to_json()), indent=None) + "\n")
    assert path.exists(), (
        f"no committed history {path}: record it with TRAINWARDEN_RECORD_HISTORIES=1, commit it"
    )
    return path


def release_chaos_point(home: Path, point: str) -> None:
    """End a worker's pause at chaos point `point` now (see activities/chaos.py)."""
    (home / "chaos" / f"{point}.release").write_text("go")


def actions_of(cluster: LocalCluster, action: str) -> list[dict]:
    return [c for c in cluster.commands() if c.get("action") == action]


async def wait_for_chaos_point(home: Path, point: str, timeout: float = 90.0) -> None:
    """Wait until a worker paused at chaos point `point` (see activities/chaos.py)."""
    marker = home / "chaos" / f"{point}.reached"
    timeout *= WAIT_SCALE
    deadline = time.monotonic() + timeout
    while not marker.exists():
        if time.monotonic() > deadline:
            raise AssertionError(f"no worker reached chaos point {point} within {timeout}s")
        await asyncio.sleep(0.1)


def incident_recovered(s: SupervisorStatus) -> bool:
    """Incident 1 is recovered: what most recovery tests wait for."""
    return bool(s.incidents) and s.incidents[0].outcome == "recovered"


async def wait_sole_incident_recovered(
    handle: WorkflowHandle, timeout: float, what: str
) -> Incident:
    """Wait until incident 1 is recovered and check it is the job's only incident."""
    status = await wait_status(handle, incident_recovered, timeout=timeout, what=what)
    assert status.incident_total == 1 and len(status.incidents) == 1, status.incidents
    return status.incidents[0]


async def wait_recovered_once(
    handle: WorkflowHandle, cluster: LocalCluster, node: str, what: str = "recovery"
) -> SupervisorStatus:
    """Wait until incident 1 is recovered, then check the cluster's own record of commands:
    `node` excluded exactly once and exactly one restart (run 2)."""
    status = await wait_status(handle, incident_recovered, timeout=120, what=what)
    assert status.excluded_nodes == {node: status.incidents[0].id}
    excludes = actions_of(cluster, "exclude")
    assert len(excludes) == 1, excludes
    assert [c["run"] for c in actions_of(cluster, "submit")] == [1, 2]
    return status


# The server refuses signals past its per-run limit (workers/devserver.py SERVER_LIMITS) until
# the workflow continues as new.
SIGNALS_REFUSED = "exceeded workflow execution limit for signal events"


async def signal_taken(handle: WorkflowHandle, name: str, payload: object) -> None:
    """Send a signal as a careful sender does: again while the server refuses it because the
    run took its share of signals (the next run takes it)."""
    deadline = time.monotonic() + 60
    while True:
        try:
            return await handle.signal(name, payload)
        except RPCError as err:
            if SIGNALS_REFUSED not in str(err) or time.monotonic() > deadline:
                raise
        await asyncio.sleep(0.05)


async def stop_supervision(handle: WorkflowHandle) -> SupervisorStatus:
    await handle.signal("stop", {"reason": "test over"})
    return await wait_status(handle, lambda s: s.state == "stopped", what="stopped")


async def warden(
    *args: str, env: dict[str, str] | None = None, columns: int = 200
) -> tuple[int, str]:
    """The real CLI in a subprocess (off this event loop, which also runs the test's worker)."""
    proc = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "trainwarden.cli",
        *args,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
        env={**os.environ, "COLUMNS": str(columns), **(env or {})},
    )
    out, _ = await proc.communicate()
    return proc.returncode or 0, out.decode()


def failure_of(err: WorkflowFailureError) -> ApplicationError:
    """The application error that failed a workflow: its own, or its failed activity's."""
    cause: BaseException | None = err.cause
    if isinstance(cause, ActivityError):
        cause = cause.cause
    assert isinstance(cause, ApplicationError), repr(err.cause)
    return cause
