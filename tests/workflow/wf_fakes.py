"""Scripted fakes of every activity, registered under the real activity names (as Temporal's
samples do), so the real workflow runs against the dev server with no cluster, no trainer and
no files: each test states what the world does and checks what the workflow decided.

The monitor returns the scripted events one per call and, when none is left, watches a healthy
job (heartbeating) until the workflow cancels it. `gates` hold an activity until the test opens
them, to put the workflow in a known place (e.g. in the middle of a recovery)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from temporalio import activity
from temporalio.exceptions import ApplicationError

from trainwarden.activities.all import ALL_ACTIVITIES
from trainwarden.activities.models import (
    AttributeInput,
    CollectEvidenceInput,
    EvidenceBundleRef,
    ExcludeInput,
    JobActionResult,
    LoadPlaybookInput,
    MonitorInput,
    MonitorResult,
    RestartInput,
    StartJobInput,
    StopInput,
    VerifyCheckpointInput,
)
from trainwarden.activities.node_health import (
    ArchiveLedgerInput,
    ConsultNodeHealthInput,
    HealthCheckInput,
    HealthCheckResult,
    InformNodeHealthInput,
)
from trainwarden.activities.node_health import check_cluster_input as real_check_cluster_input
from trainwarden.activities.notify import NotifyInput, NotifyResult
from trainwarden.activities.playbooks import load_playbook as real_load_playbook
from trainwarden.activities.shadow import evaluate_shadow as real_evaluate_shadow
from trainwarden.attribution.result import AttributionResult, Initiating
from trainwarden.checkpoints.models import CheckpointVerdict, RejectedCheckpoint
from trainwarden.models import BackendCommand, JobHandle, JobObservation
from trainwarden.nodes import ConsultDecision, NodeLedger, NodeView
from trainwarden.nodes.models import LedgerArchive


def attribution(
    category: str = "gpu_hardware",
    nodes: tuple[str, ...] = ("node-2",),
    verdict: str = "attributed",
    confidence: float = 0.95,
) -> AttributionResult:
    return AttributionResult(
        verdict=verdict,
        category=category,
        signature=f"fake-{category}",
        implicated_nodes=list(nodes),
        initiating=Initiating(node=nodes[0] if nodes else None),
        confidence=confidence,
        retryable=category not in ("user_code", "oom"),
        explanation=f"scripted {category}",
    )


@dataclass
class World:
    """What the fake cluster does, and the record of what the workflow asked of it."""

    nodes: int = 4
    events: list[str] = field(default_factory=list)  # monitor event kinds, in order
    attributions: list[AttributionResult] = field(default_factory=list)
    restart_error: str | None = None
    exclude_error: str | None = None  # the backend refuses exclusions with this message
    gates: dict[str, asyncio.Event] = field(default_factory=dict)
    calls: list[tuple[str, Any]] = field(default_factory=list)
    excluded: list[str] = field(default_factory=list)
    run: int = 1
    # checkpoint steps in the store (None: every verification answers step 10); when set,
    # verification honours the request's skip list as the real one does
    checkpoints: list[int] | None = None
    # verification itself (e.g. the real one on real files); it takes precedence when set
    verify: Callable[[VerifyCheckpointInput], CheckpointVerdict] | None = None
    # the cluster's node-health ledger: the real pure logic, without its entity workflow
    ledger: NodeLedger = field(default_factory=lambda: NodeLedger(cluster="local"))

    def fail(
        self, category: str = "gpu_hardware", nodes: tuple[str, ...] = (), times: int = 1
    ) -> None:
        """Script `times` failures that attribution puts down to `category` on `nodes`."""
        self.events = ["failed"] * times
        self.attributions = [attribution(category=category, nodes=nodes)]

    def verdict(self, inp: VerifyCheckpointInput) -> CheckpointVerdict:
        """The newest of `checkpoints` not in the request's skip list (those are rejected)."""
        skip = {(s.step, s.location): s.reason for s in inp.skip}
        rejected: list[RejectedCheckpoint] = []
        for step in sorted(self.checkpoints or [], reverse=True):
            location = f"{inp.uri}/step-{step}"
            if (step, location) in skip:
                reason = f"step {step}: {skip[step, location]}"
                rejected.append(RejectedCheckpoint(step=step, location=location, reason=reason))
                continue
            return CheckpointVerdict(
                usable=True,
                step=step,
                location=location,
                layout=inp.layout,
                level="presence",
                rejected=rejected,
            )
        return CheckpointVerdict(
            usable=False, layout=inp.layout, level="presence", rejected=rejected
        )

    def called(self, name: str) -> list[Any]:
        return [arg for n, arg in self.calls if n == name]

    async def _gate(self, name: str) -> None:
        gate = self.gates.get(name)
        if gate is not None:
            while not gate.is_set():
                activity.heartbeat()
                await asyncio.sleep(0.05)

    def _handle(self, job: Any, run: int) -> JobHandle:
        free = [f"node-{i}" for i in range(1, self.nodes + 1) if f"node-{i}" not in self.excluded]
        return JobHandle(
            backend=job.backend,
            job_id=f"fake-{job.name}",
            run=run,
            nodes=free[: job.nodes],
            checkpoint_uri="/fake/checkpoints",
        )

    def activities(self) -> list[Callable[..., Any]]:
        world = self

        @activity.defn(name="load_playbook")
        async def load_playbook(inp: LoadPlaybookInput) -> Any:
            return await real_load_playbook(inp)

        @activity.defn(name="start_job")
        async def start_job(inp: StartJobInput) -> JobActionResult:
            world.calls.append(("start_job", inp))
            handle = world._handle(inp.job, 1)
            return JobActionResult(handle=handle, summary="started", nodes=handle.nodes)

        @activity.defn(name="monitor_job")
        async def monitor_job(inp: MonitorInput) -> MonitorResult:
            world.calls.append(("monitor_job", inp))
            await world._gate("monitor_job")
            if world.events:
                kind = world.events.pop(0)
                now = datetime.now(UTC)
                obs = JobObservation(
                    job_id=inp.handle.job_id, run=inp.handle.run, state="FAILED", observed_at=now
                )
                return MonitorResult(
                    kind=kind, detected_at=now, at=now, detail=f"scripted {kind}", observation=obs
                )
            while True:  # a healthy job: watch until cancelled
                activity.heartbeat()
                await asyncio.sleep(0.1)

        @activity.defn(name="collect_evidence")
        async def collect_evidence(inp: CollectEvidenceInput) -> EvidenceBundleRef:
            world.calls.append(("collect_evidence", inp))
            await world._gate("collect_evidence")
            return EvidenceBundleRef(path="/fake/bundle", files=3, bytes=100)

        @activity.defn(name="attribute_incident")
        async def attribute_incident(inp: AttributeInput) -> AttributionResult:
            world.calls.append(("attribute_incident", inp))
            if len(world.attributions) > 1:
                return world.attributions.pop(0)
            return world.attributions[0] if world.attributions else attribution()

        @activity.defn(name="exclude_nodes")
        async def exclude_nodes(inp: ExcludeInput) -> JobActionResult:
            world.calls.append(("exclude_nodes", inp))
            if world.exclude_error:
                raise ApplicationError(
                    world.exclude_error, type="Backend.permission_denied", non_retryable=True
                )
            world.excluded.extend(inp.nodes)
            return JobActionResult(summary=f"excluded {', '.join(inp.nodes)}")

        @activity.defn(name="return_to_service")
        async def return_to_service(inp: Any) -> JobActionResult:
            return JobActionResult(summary="returned")

        @activity.defn(name="verify_checkpoint")
        async def verify_checkpoint(inp: VerifyCheckpointInput) -> CheckpointVerdict:
            world.calls.append(("verify_checkpoint", inp))
            if world.verify is not None:
                return await asyncio.to_thread(world.verify, inp)
            if world.checkpoints is not None:
                return world.verdict(inp)
            return CheckpointVerdict(
                usable=True,
                step=10,
                location=f"{inp.uri}/step-10",
                layout=inp.layout,
                level="presence",
            )

        @activity.defn(name="restart_job")
        async def restart_job(inp: RestartInput) -> JobActionResult:
            world.calls.append(("restart_job", inp))
            if world.restart_error:
                raise ApplicationError(
                    world.restart_error, type="Backend.insufficient_nodes", non_retryable=True
                )
            world.run = inp.handle.run + 1
            handle = world._handle(inp.job, world.run)
            return JobActionResult(handle=handle, summary=f"restarted as run {world.run}")

        @activity.defn(name="stop_job")
        async def stop_job(inp: StopInput) -> JobActionResult:
            world.calls.append(("stop_job", inp))
            return JobActionResult(summary=f"stopped: {inp.reason}")

        @activity.defn(name="notify_webhook")
        async def notify_webhook(inp: NotifyInput) -> NotifyResult:
            world.calls.append(("notify_webhook", inp))
            return NotifyResult(status=200, bytes_sent=10, target="https://hooks.example")

        @activity.defn(name="consult_node_health")
        async def consult_node_health(inp: ConsultNodeHealthInput) -> ConsultDecision:
            world.calls.append(("consult_node_health", inp))
            return world.ledger.consult(inp.request, inp.settings, datetime.now(UTC))

        @activity.defn(name="inform_node_health")
        async def inform_node_health(inp: InformNodeHealthInput) -> list[NodeView]:
            world.calls.append(("inform_node_health", inp))
            return world.ledger.inform(inp.report, inp.settings, datetime.now(UTC))

        @activity.defn(name="run_health_check")
        async def run_health_check(inp: HealthCheckInput) -> HealthCheckResult:
            world.calls.append(("run_health_check", inp))
            at = datetime.now(UTC)
            return HealthCheckResult(ok=True, command=BackendCommand(command="true", at=at))

        @activity.defn(name="archive_node_ledger")
        async def archive_node_ledger(inp: ArchiveLedgerInput) -> LedgerArchive:
            world.calls.append(("archive_node_ledger", inp))
            return LedgerArchive(sha256="0" * 64, location="fake", entries=len(inp.entries),
                                 previous=inp.previous)

        evaluate_shadow = real_evaluate_shadow  # pure: the real one (a local activity)
        check_cluster_input = real_check_cluster_input  # a stat or two: the real one

        fakes = {name: fn for name, fn in locals().items() if callable(fn) and name != "world"}
        # one fake per real activity, under the real name: a new activity needs a fake here
        return [fakes[real.__name__] for real in ALL_ACTIVITIES]
