"""NodeHealth: one long-lived entity workflow per cluster, id ``nodes-<cluster>``.

Every supervision on the cluster consults it before excluding a node and informs it after
(Updates ``consult`` and ``record_exclusion``, sent with update-with-start by
activities/node_health.py), so the cluster-wide breaker and node reputation see all jobs.
Operators return nodes with the ``return_node`` Update; the query ``nodes`` lists them. The
workflow returns excluded nodes to service when their exclusion expires or their health check
passes. Decisions are the pure ``NodeLedger``'s; this class only schedules and does I/O through
activities. It continues as new by history length (checked after every update too). The state
it carries is the ledger's compact summary per node; what that leaves out (older events,
evidence lines, implications that no longer count) goes to the evidence store
(``archive_node_ledger``, its sha256 in history) before the state outgrows CARRY_BYTES.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from pydantic import BaseModel, Field
from temporalio import workflow
from temporalio.common import RawValue
from temporalio.exceptions import ActivityError, ApplicationError

from trainwarden.workflows.supervise.inputs import decode_model
from trainwarden.workflows.supervise.options import (
    NODE_RETURN_RETRY,
    node_health_options,
    node_input_check_options,
)

with workflow.unsafe.imports_passed_through():
    from trainwarden.activities.jobs import return_to_service
    from trainwarden.activities.models import JobActionResult, ReturnToServiceInput
    from trainwarden.activities.node_health import (
        MAX_ARCHIVE_ENTRIES,
        ArchiveLedgerInput,
        ConsultNodeHealthInput,
        HealthCheckInput,
        HealthCheckResult,
        InformNodeHealthInput,
        NodeHealthInput,
        archive_node_ledger,
        check_cluster_input,
        consult_node_health,
        effective_settings,
        inform_node_health,
        run_health_check,
    )
    from trainwarden.models import BackendCommand, JobSpec
    from trainwarden.nodes import (
        ConsultDecision,
        ConsultRequest,
        ExclusionReport,
        NodeHealthSettings,
        NodeLedger,
        NodeView,
        ReturnRequest,
    )
    from trainwarden.nodes.cluster import ClusterRef
    from trainwarden.nodes.models import ClusterNodesView, ConfigureRequest

MAX_CLOCK_AHEAD = timedelta(hours=1)
# Changes to running code (workflow.patched ids; histories recorded before replay unchanged).
PATCH_ARCHIVE = "node-ledger-archive"
CARRY_BYTES = 192 * 1024  # the ledger fitted to this before continue-as-new (server: 512 KiB)
ARCHIVE_AT = MAX_ARCHIVE_ENTRIES  # archive once this many entries were left out
# The first run checks the paths its input names on a worker (an activity: new commands).
PATCH_CHECK_INPUT_PATHS = "node-health-input-paths"

async def consult_cluster(
    job: JobSpec, settings: NodeHealthSettings, request: ConsultRequest
) -> ConsultDecision:
    """From any workflow (a supervision): ask the job's cluster before excluding."""
    return await workflow.execute_activity(
        consult_node_health,
        ConsultNodeHealthInput(job=job, settings=settings, request=request),
        **node_health_options(),
        summary=f"consult cluster on {', '.join(request.nodes)} ({request.intent})"[:200],
    )


async def inform_cluster(
    job: JobSpec, settings: NodeHealthSettings, report: ExclusionReport
) -> list[NodeView]:
    """From any workflow (a supervision): tell the job's cluster what was excluded."""
    done = "excluded" if report.done else "not excluded"
    return await workflow.execute_activity(
        inform_node_health,
        InformNodeHealthInput(job=job, settings=settings, report=report),
        **node_health_options(),
        summary=f"inform cluster: {', '.join(report.nodes)} {done}"[:200],
    )


class ReturnResult(BaseModel):
    """What returning one node did: the backend's commands (skipped ones say why)."""

    node: str
    returned: bool
    detail: str
    commands: list[BackendCommand] = Field(default_factory=list)


@workflow.defn(name="NodeHealth")
class NodeHealthWorkflow:
    @workflow.init
    def __init__(self, raw: RawValue) -> None:
        # decoded here, not by the SDK: a bad input fails the workflow naming the field
        # instead of failing its task over and over (the ledger is continue-as-new's own)
        inp, self.input_error = decode_model(raw, NodeHealthInput, ("ledger",))
        self.inp = inp or NodeHealthInput(cluster=ClusterRef(name="invalid", backend="virtual"))
        self.settings = self.inp.settings
        self.ledger = self.inp.ledger or NodeLedger(cluster=self.inp.cluster.name)
        self.wake = False
        self.waiting_for: datetime | None = None

    def _refuse_if_invalid(self) -> None:
        """Every update's validator: nothing is recorded by a workflow whose input is bad."""
        if self.input_error is not None:
            raise ValueError(f"invalid workflow input: {self.input_error}")

    # ------------------------------------------------------------------------- updates
    @workflow.update(name="consult")
    def consult(self, req: ConsultRequest) -> ConsultDecision:
        decision = self.ledger.consult(req, self.settings, workflow.now())
        self._after_update()
        return decision

    @consult.validator
    def _validate_consult(self, req: ConsultRequest) -> None:
        """Each event carries its own time: one far ahead of ours means a wrong clock, and
        acting on it would keep the node's evidence fresh forever."""
        self._refuse_if_invalid()
        ahead = req.at - workflow.now()
        if ahead > MAX_CLOCK_AHEAD:
            raise ValueError(
                f"at {req.at.isoformat()} is {ahead.total_seconds():.0f}s in the future "
                f"(more than {MAX_CLOCK_AHEAD.total_seconds():.0f}s): a wrong clock?"
            )

    @workflow.update(name="record_exclusion")
    def record_exclusion(self, report: ExclusionReport) -> list[NodeView]:
        views = self.ledger.inform(report, self.settings, workflow.now())
        self._after_update()
        return views

    @record_exclusion.validator
    def _validate_record(self, report: ExclusionReport) -> None:
        self._refuse_if_invalid()
        if not report.done and not report.reason.strip():
            raise ValueError("an exclusion that was not done needs a reason")

    @workflow.update(name="return_node")
    async def return_node(self, req: ReturnRequest) -> ReturnResult:
        sender = f" ({req.sender})" if req.sender else ""
        result = await self._return(req.node, f"operator{sender}: {req.reason}")
        self._after_update()
        return result

    @return_node.validator
    def _validate_return(self, req: ReturnRequest) -> None:
        self._refuse_if_invalid()
        why = self.ledger.why_not_returnable(req.node)
        if why is not None:
            raise ValueError(why)

    @workflow.update(name="configure")
    def configure(self, req: ConfigureRequest) -> NodeHealthSettings:
        """Replace the cluster's settings (kept across continue-as-new); returns them."""
        self.settings = effective_settings(self.inp.cluster, req.settings)
        self.ledger.reschedule(self.settings, workflow.now())
        sender = f" by {req.sender}" if req.sender else ""
        workflow.logger.info("settings changed%s: %s", sender, req.reason)
        self._after_update()
        return self.settings

    @configure.validator
    def _validate_configure(self, req: ConfigureRequest) -> None:
        self._refuse_if_invalid()

    @workflow.query(name="nodes")
    def nodes(self) -> ClusterNodesView:
        return self.ledger.view(self.settings, workflow.now())

    # ------------------------------------------------------------------------- main loop
    @workflow.run
    async def run(self, raw: RawValue) -> None:
        if self.input_error is not None:
            raise ApplicationError(
                f"invalid workflow input: {self.input_error}",
                type="InvalidInput",
                non_retryable=True,
            )
        if self.inp.ledger is None and workflow.patched(PATCH_CHECK_INPUT_PATHS):
            await workflow.execute_activity(
                check_cluster_input,
                self.inp.cluster,
                **node_input_check_options(),
                summary=f"check the input of {self.inp.cluster.workflow_id}",
            )
        while True:
            now = workflow.now()
            self.ledger.prune(self.settings, now)
            for node, how in self.ledger.due(self.settings, now):
                await self._return_if_healthy(node, how)
            if self.ledger.spilled >= ARCHIVE_AT:
                await self._archive()
            if self._should_continue_as_new():
                await workflow.wait_condition(workflow.all_handlers_finished)
                self.ledger.fit_to(CARRY_BYTES, workflow.now())
                await self._archive()
                workflow.continue_as_new(self._carry())
            due = self.ledger.next_due(self.settings)
            self.waiting_for, self.wake = due, False
            timeout = None if due is None else (due - workflow.now()).total_seconds()
            if timeout is not None and timeout <= 0:
                continue
            try:
                await workflow.wait_condition(
                    lambda: self.wake,
                    timeout=timeout,
                    timeout_summary="next expiry or health check" if timeout else None,
                )
            except TimeoutError:
                pass

    async def _return_if_healthy(self, node: str, how: str) -> None:
        rec = self.ledger.nodes.get(node)
        if rec is None or not rec.out:
            return
        if how == "health_check":
            try:
                check: HealthCheckResult = await workflow.execute_activity(
                    run_health_check,
                    HealthCheckInput(
                        node=node,
                        argv=self.settings.health_check,
                        timeout=self.settings.health_check_timeout,
                        slurm_conf=self.inp.cluster.slurm_conf,
                    ),
                    start_to_close_timeout=timedelta(
                        seconds=self.settings.health_check_timeout + 30
                    ),
                    retry_policy=NODE_RETURN_RETRY,
                    summary=f"health check {node}",
                )
            except ActivityError as err:  # never fails the cluster's workflow: try later
                detail = f"health check could not run: {err.cause or err}"
                self.ledger.check_failed(node, detail, self.settings, workflow.now())
                return
            if not check.ok:
                detail = f"health check failed (exit {check.command.exit_code}): "
                self.ledger.check_failed(
                    node, detail + check.command.output[-300:], self.settings, workflow.now()
                )
                return
            await self._return(node, f"health check passed: {check.command.command}")
        else:
            await self._return(
                node, f"exclusion expired after {self.settings.expire_after or 0:g}s"
            )

    async def _return(self, node: str, reason: str) -> ReturnResult:
        rec = self.ledger.nodes[node]
        since = rec.since
        key = f"{workflow.info().workflow_id}:return:{node}:{since.isoformat() if since else ''}"
        try:
            res: JobActionResult = await workflow.execute_activity(
                return_to_service,
                ReturnToServiceInput(
                    job=self.inp.cluster.job_spec(), nodes=[node], reason=reason, key=key
                ),
                start_to_close_timeout=timedelta(minutes=5),
                heartbeat_timeout=timedelta(seconds=30),
                retry_policy=NODE_RETURN_RETRY,
                summary=f"return {node} to service: {reason}"[:200],
            )
        except ActivityError as err:
            detail = f"return to service failed: {err.cause or err}"
            if rec.out and rec.since == since:
                self.ledger.check_failed(node, detail, self.settings, workflow.now())
            return ReturnResult(node=node, returned=False, detail=detail)
        outputs = "; ".join(c.output for c in res.commands if c.output)
        detail = f"{reason} ({outputs})" if outputs else reason
        if rec.out and rec.since == since:  # not returned meanwhile by someone else
            self.ledger.returned(node, detail, workflow.now())
        return ReturnResult(node=node, returned=True, detail=detail, commands=res.commands)

    async def _archive(self) -> None:
        """What the compact state left out, to the evidence store in bounded chunks (each an
        activity whose result, the archive's sha256, is in history)."""
        entries = self.ledger.take_spilled()
        if not entries or not workflow.patched(PATCH_ARCHIVE):
            return  # a run recorded before the archive: its state was not compacted then
        for start in range(0, len(entries), MAX_ARCHIVE_ENTRIES):
            chunk = entries[start : start + MAX_ARCHIVE_ENTRIES]
            previous = self.ledger.archive.sha256 if self.ledger.archive else None
            try:
                ref = await workflow.execute_activity(
                    archive_node_ledger,
                    ArchiveLedgerInput(cluster=self.inp.cluster.name, entries=chunk,
                                       previous=previous),
                    start_to_close_timeout=timedelta(minutes=2),
                    retry_policy=NODE_RETURN_RETRY,
                    summary=f"archive {len(chunk)} ledger entries",
                )
            except ActivityError as err:  # never fails the cluster's workflow
                workflow.logger.warning("ledger archive not written: %s", err.cause or err)
                return
            self.ledger.archived(ref)

    # ------------------------------------------------------------------------- helpers
    def _after_update(self) -> None:
        """Re-plan the timer when the next due time moved; check history size on every
        update (docs/supervision.md)."""
        if self.ledger.next_due(self.settings) != self.waiting_for:
            self.wake = True
        if self._should_continue_as_new() or self.ledger.spilled >= ARCHIVE_AT:
            self.wake = True

    def _should_continue_as_new(self) -> bool:
        info = workflow.info()
        return (
            info.is_continue_as_new_suggested()
            or info.get_current_history_length() > self.inp.continue_as_new_events
        )

    def _carry(self) -> NodeHealthInput:
        return self.inp.model_copy(update={"ledger": self.ledger, "settings": self.settings})
