"""Activities of the cluster's node-health ledger (workflows/node_health.py).

``consult_node_health`` and ``inform_node_health`` are what a supervision calls before and after
it excludes: each sends one Update to the cluster's ``nodes-<cluster>`` workflow with
update-with-start (the first caller starts it), through the worker's own client. The entity
workflow itself runs ``run_health_check`` (the site's command) and the backend's
``return_to_service`` activity.
"""

from __future__ import annotations

import asyncio
import gzip
import hashlib
import json
import os
import sys
import tempfile
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field
from temporalio import activity
from temporalio.client import WithStartWorkflowOperation, WorkflowUpdateFailedError
from temporalio.common import WorkflowIDConflictPolicy
from temporalio.exceptions import ApplicationError

from trainwarden.activities import evidence_store
from trainwarden.activities.errors import classified_errors, invalid_input
from trainwarden.activities.registry import backend_for
from trainwarden.models import BackendCommand, JobSpec
from trainwarden.nodes import (
    ConsultDecision,
    ConsultRequest,
    ExclusionReport,
    NodeHealthSettings,
    NodeLedger,
    NodeView,
)
from trainwarden.nodes.cluster import ClusterRef, cluster_ref_for
from trainwarden.nodes.models import LedgerArchive
from trainwarden.untrusted.input_paths import cluster_path_problem

WORKFLOW_TYPE = "NodeHealth"
MAX_OUTPUT = 2000


class NodeHealthInput(BaseModel):
    """Input of the NodeHealth workflow (and what it carries across continue-as-new)."""

    cluster: ClusterRef
    settings: NodeHealthSettings = Field(default_factory=NodeHealthSettings)
    ledger: NodeLedger | None = None
    continue_as_new_events: int = Field(default=2000, ge=100, le=50_000)


class ConsultNodeHealthInput(BaseModel):
    """job: the supervised job (names its cluster); settings: its playbook's ``cluster``
    section (used only if this call starts the cluster's workflow)."""

    job: JobSpec
    settings: NodeHealthSettings = Field(default_factory=NodeHealthSettings)
    request: ConsultRequest


class InformNodeHealthInput(BaseModel):
    job: JobSpec
    settings: NodeHealthSettings = Field(default_factory=NodeHealthSettings)
    report: ExclusionReport


MAX_ARCHIVE_ENTRIES = 400  # entries per archive_node_ledger call: its input stays small


class ArchiveLedgerInput(BaseModel):
    """What the ledger's compact state left out, to keep in the evidence store."""

    cluster: str
    entries: list[dict[str, Any]] = Field(max_length=MAX_ARCHIVE_ENTRIES)
    previous: str | None = Field(default=None, description="sha256 of the archive before")


class HealthCheckInput(BaseModel):
    node: str
    argv: list[str] = Field(min_length=1)
    timeout: float = Field(default=120.0, gt=0)
    slurm_conf: str | None = None


class HealthCheckResult(BaseModel):
    ok: bool
    command: BackendCommand


def cluster_size(job: JobSpec) -> int | None:
    """Nodes of the job's cluster, for the breaker's fraction (None when unknown)."""
    backend: Any = backend_for(job)
    if job.backend == "local":
        return len(backend.cluster(job=job).node_names)
    if job.backend == "slurm":
        size: int | None = backend.watcher.cluster_size()
        return size
    return None


def effective_settings(ref: ClusterRef, settings: NodeHealthSettings) -> NodeHealthSettings:
    """The local simulated cluster has a health check of its own (`warden cluster check`),
    used when the playbook names none."""
    if ref.backend != "local" or settings.health_check or ref.cluster_dir is None:
        return settings
    check = [sys.executable, "-m", "trainwarden.cli", "cluster", "check", "{node}"]
    return settings.model_copy(update={"health_check": [*check, "--root", ref.cluster_dir]})


async def _update(
    job: JobSpec, settings: NodeHealthSettings, update: str, arg: BaseModel, update_id: str
) -> Any:
    ref = cluster_ref_for(job)
    start: WithStartWorkflowOperation[Any, Any] = WithStartWorkflowOperation(
        WORKFLOW_TYPE,
        NodeHealthInput(cluster=ref, settings=effective_settings(ref, settings)),
        id=ref.workflow_id,
        task_queue=activity.info().task_queue,
        id_conflict_policy=WorkflowIDConflictPolicy.USE_EXISTING,
    )
    result_type = ConsultDecision if update == "consult" else list[NodeView]
    try:
        return await activity.client().execute_update_with_start_workflow(
            update,
            arg,
            start_workflow_operation=start,
            id=update_id[:400],
            result_type=result_type,
        )
    except WorkflowUpdateFailedError as err:  # rejected by the validator: bad input, no retry
        cause = err.cause.message if hasattr(err.cause, "message") else str(err.cause)
        raise ApplicationError(
            f"{ref.workflow_id} rejected {update}: {cause}",
            type="NodeHealth.rejected",
            non_retryable=True,
        ) from err


def _update_id(kind: str) -> str:
    """The same for every attempt of one activity (a retry after a lost reply gets the first
    result back instead of acting twice), different for every other call."""
    info = activity.info()
    return f"{kind}:{info.workflow_id}:{info.workflow_run_id}:{info.activity_id}"


@activity.defn
async def consult_node_health(inp: ConsultNodeHealthInput) -> ConsultDecision:
    """Ask the cluster's node-health workflow before excluding (or report an incident's
    nodes for reputation). The decision reserves what it allows: inform afterwards."""
    request = inp.request
    if request.cluster_nodes is None:
        try:
            size = await asyncio.to_thread(cluster_size, inp.job)
        except Exception as err:
            activity.logger.warning("cluster size unknown (%s); the ledger keeps the last", err)
        else:
            request = request.model_copy(update={"cluster_nodes": size})
    with classified_errors("consult_node_health", f"consult the cluster of {inp.job.name}"):
        decision: ConsultDecision = await _update(
            inp.job, inp.settings, "consult", request, _update_id("consult")
        )
    return decision


@activity.defn
async def inform_node_health(inp: InformNodeHealthInput) -> list[NodeView]:
    """Tell the cluster's node-health workflow what was excluded (done) or that a reserved
    exclusion was not carried out (done=false)."""
    with classified_errors("inform_node_health", f"inform the cluster of {inp.job.name}"):
        views: list[NodeView] = await _update(
            inp.job, inp.settings, "record_exclusion", inp.report, _update_id("inform")
        )
    return views


@activity.defn
async def check_cluster_input(ref: ClusterRef) -> None:
    """The paths a NodeHealth workflow's input names, checked once when it starts: a cluster
    directory through a symlink loop or naming a FIFO, a Slurm configuration that is missing or
    not a regular file fail the workflow at once (InvalidInput naming the field)."""
    with classified_errors("check_cluster_input", f"check the input of {ref.workflow_id}"):
        problem = await asyncio.to_thread(cluster_path_problem, ref.cluster_dir, ref.slurm_conf)
        if problem is not None:
            raise invalid_input(*problem)


@activity.defn
async def run_health_check(inp: HealthCheckInput) -> HealthCheckResult:
    """The site's health check for one node ({node} substituted); exit 0 = healthy. A check
    that cannot run or times out is a failed check, not an activity failure; an argv no
    program can take (a NUL byte) is HealthCheck.invalid, not retried."""
    with classified_errors("run_health_check", f"health check of {inp.node}"):
        return await _health_check(inp)


async def _health_check(inp: HealthCheckInput) -> HealthCheckResult:
    argv = [a.replace("{node}", inp.node) for a in inp.argv]
    env = dict(os.environ)
    if inp.slurm_conf:
        env["SLURM_CONF"] = inp.slurm_conf
    at = datetime.now(UTC)
    text = " ".join(argv)
    try:
        proc = await asyncio.create_subprocess_exec(
            *argv,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.STDOUT,
            stdin=asyncio.subprocess.DEVNULL,
            env=env,
        )
    except OSError as err:
        return HealthCheckResult(
            ok=False, command=BackendCommand(command=text, exit_code=127, output=str(err), at=at)
        )
    try:
        out, _ = await asyncio.wait_for(proc.communicate(), timeout=inp.timeout)
    except TimeoutError:
        proc.kill()
        await proc.wait()
        output = f"timed out after {inp.timeout:g}s"
        return HealthCheckResult(
            ok=False, command=BackendCommand(command=text, exit_code=-9, output=output, at=at)
        )
    code = proc.returncode if proc.returncode is not None else -1
    output = out.decode(errors="replace").strip()[-MAX_OUTPUT:]
    return HealthCheckResult(
        ok=code == 0, command=BackendCommand(command=text, exit_code=code, output=output, at=at)
    )


@activity.defn
async def archive_node_ledger(inp: ArchiveLedgerInput) -> LedgerArchive:
    """Write entries the node ledger left out of its state (older events, evidence lines,
    implications and records) to the evidence store as gzipped JSON lines, named by their
    sha256 (the same entries give the same file: a retried attempt writes it again)."""
    head = {"cluster": inp.cluster, "previous": inp.previous, "entries": len(inp.entries)}
    text = "\n".join(json.dumps(e, sort_keys=True) for e in [head, *inp.entries]) + "\n"
    data = gzip.compress(text.encode(), mtime=0)
    digest = hashlib.sha256(data).hexdigest()

    def store() -> str:
        with tempfile.TemporaryDirectory() as tmp:
            path = Path(tmp) / "ledger.jsonl.gz"
            path.write_bytes(data)
            return evidence_store.put(
                f"nodes-{inp.cluster}", path, name=f"ledger-{digest}.jsonl.gz"
            )

    with classified_errors("archive_node_ledger", f"archive the ledger of {inp.cluster}"):
        location = await asyncio.to_thread(store)
    times = [e["at"] for e in inp.entries if isinstance(e.get("at"), str)]
    return LedgerArchive(
        sha256=digest,
        location=location,
        entries=len(inp.entries),
        first_at=min(times) if times else None,
        last_at=max(times) if times else None,
        previous=inp.previous,
    )
