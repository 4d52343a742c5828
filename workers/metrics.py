"""The worker's Prometheus endpoint: recovery metrics plus the Temporal SDK's own metrics.

Where the numbers come from: a workflow interceptor reads the supervisor's state (the same
SupervisorState the `status` query answers) each time the workflow starts an activity, and counts
what changed since it last looked. It is replay-safe: while the SDK replays history (cache
eviction, another worker taking over) it only updates what it has seen, and a continued-as-new run
starts from the state it carries, so nothing is counted twice. Supervised jobs by state come from
the visibility API (search attribute SupervisorState), so they are right across many workers;
so are the gauges the alert rules need (deploy/prometheus, docs/alerts.md): since when each
supervision awaits an operator (the history event that set SupervisorState), which stopped ones
spent their restart budget (their `status`), and each cluster's nodes held out and breaker room
(the `nodes` query of its NodeHealth workflow).
The Temporal SDK exports its metrics through its runtime's Prometheus exporter on a private port;
this endpoint re-exposes them, so one scrape gets both.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from prometheus_client import REGISTRY, CollectorRegistry, Counter, Gauge, Histogram
from prometheus_client.core import Metric
from prometheus_client.parser import text_string_to_metric_families
from prometheus_client.registry import Collector
from temporalio import workflow
from temporalio.api.common.v1 import Payload, WorkflowExecution
from temporalio.api.workflowservice.v1 import GetWorkflowExecutionHistoryReverseRequest
from temporalio.client import Client
from temporalio.worker import (
    ExecuteWorkflowInput,
    Interceptor,
    StartActivityInput,
    WorkflowInboundInterceptor,
    WorkflowInterceptorClassInput,
    WorkflowOutboundInterceptor,
)

from trainwarden.config import TemporalSettings

log = logging.getLogger("trainwarden.metrics")

CLOCK_BUCKETS = (1, 2, 5, 10, 20, 30, 60, 120, 300, 600, 1200, 1800, 3600, 7200)
CLOCKS = ("time_to_detect", "time_to_action", "time_to_resume", "time_to_productive_training")
STATES = ("starting", "supervising", "recovering", "awaiting_operator", "stopped", "completed")

INCIDENTS = Counter(
    "trainwarden_incidents", "Attributed incidents by failure category", ["category", "verdict"]
)
ACTIONS = Counter("trainwarden_actions", "Recovery actions taken by step kind", ["step", "ok"])
RESTARTS = Counter("trainwarden_restarts", "Job restarts by the supervisor")
EXCLUSIONS = Counter("trainwarden_exclusions", "Nodes taken out of service")
CLOCK_HISTOGRAMS = {
    name: Histogram(
        f"trainwarden_{name}_seconds",
        f"{name.replace('_', ' ')} of incidents (docs/supervision.md)",
        ["category"],
        buckets=CLOCK_BUCKETS,
    )
    for name in CLOCKS
}
JOBS_BY_STATE = Gauge(
    "trainwarden_supervised_jobs", "Running supervision workflows by SupervisorState", ["state"]
)
BREAKER_REFUSALS = Counter(
    "trainwarden_breaker_refusals", "Exclusions the cluster breaker refused (docs/nodes.md)"
)
# `training_job`, not `job`: Prometheus puts its scrape job in `job`
AWAITING_SINCE = Gauge(
    "trainwarden_awaiting_operator_since_seconds",
    "Unix time each running supervision began awaiting an operator",
    ["workflow_id", "training_job"],
)
BUDGET_SPENT = Gauge(
    "trainwarden_restart_budget_spent",
    "1 for each running supervision stopped because its restart budget is spent",
    ["workflow_id", "training_job"],
)
CLUSTER_NODES = Gauge(
    "trainwarden_cluster_nodes", "Nodes of each cluster (its NodeHealth ledger)", ["cluster"]
)
CLUSTER_NODES_OUT = Gauge(
    "trainwarden_cluster_nodes_out", "Nodes held out of service", ["cluster", "state"]
)
BREAKER_ROOM = Gauge(
    "trainwarden_cluster_breaker_room",
    "Exclusions the cluster breaker still allows in its window (0: it refuses)",
    ["cluster"],
)
POLL_SECONDS = "TRAINWARDEN_METRICS_POLL_SECONDS"


class _Seen:
    """What this worker has already counted for one workflow run."""

    def __init__(self) -> None:
        self.attributed: set[str] = set()
        self.actions: set[tuple[str, int]] = set()
        self.clocks: set[tuple[str, str]] = set()
        self.excluded: set[str] = set()
        self.refused: set[str] = set()


def observe_state(state: Any, seen: _Seen, *, emit: bool) -> None:
    """Count what changed in a SupervisorState since `seen`; emit=False only records it."""
    if state is None:
        return
    for inc in state.incidents:
        category = inc.attribution.category if inc.attribution else "unknown"
        if inc.attribution is not None and inc.id not in seen.attributed:
            seen.attributed.add(inc.id)
            if emit:
                INCIDENTS.labels(category, inc.attribution.verdict).inc()
        for n, act in enumerate(inc.actions):  # counted once finished (notify ends later)
            if act.finished_at is None or (inc.id, n) in seen.actions:
                continue
            seen.actions.add((inc.id, n))
            if emit:
                ACTIONS.labels(act.step, str(act.ok).lower()).inc()
                if act.step == "restart" and act.ok:
                    RESTARTS.inc()
        health = inc.node_health
        if health is not None and health.decision == "refuse" and inc.id not in seen.refused:
            seen.refused.add(inc.id)
            if emit:
                BREAKER_REFUSALS.inc()
        for clock in CLOCKS:
            value = getattr(inc.timings, clock)
            if value is not None and (inc.id, clock) not in seen.clocks:
                seen.clocks.add((inc.id, clock))
                if emit:
                    CLOCK_HISTOGRAMS[clock].labels(category).observe(value)
    new_nodes = set(state.excluded_nodes) - seen.excluded
    if emit and new_nodes:
        EXCLUSIONS.inc(len(new_nodes))
    seen.excluded |= new_nodes


def _state_of(instance: Any) -> Any:
    """The supervisor state of a SuperviseTrainingJob instance (None for other workflows)."""
    current = getattr(instance, "current_state", None)
    return current() if callable(current) else None


class MetricsInterceptor(Interceptor):
    """Worker interceptor that turns supervisor state changes into the counters above."""

    def workflow_interceptor_class(
        self, input: WorkflowInterceptorClassInput
    ) -> type[WorkflowInboundInterceptor]:
        return _Inbound


class _Inbound(WorkflowInboundInterceptor):
    def init(self, outbound: WorkflowOutboundInterceptor) -> None:
        self.seen = _Seen()
        super().init(_Outbound(outbound, self.seen))

    async def execute_workflow(self, input: ExecuteWorkflowInput) -> Any:
        # a continued-as-new run carries incidents the previous run already counted
        observe_state(_state_of(workflow.instance()), self.seen, emit=False)
        return await super().execute_workflow(input)


class _Outbound(WorkflowOutboundInterceptor):
    def __init__(self, next: WorkflowOutboundInterceptor, seen: _Seen) -> None:
        super().__init__(next)
        self.seen = seen

    def start_activity(self, input: StartActivityInput) -> workflow.ActivityHandle[Any]:
        try:
            state = _state_of(workflow.instance())
            with workflow.unsafe.sandbox_unrestricted():
                observe_state(state, self.seen, emit=not workflow.unsafe.is_replaying())
        except Exception:
            log.exception("metrics: cannot observe supervisor state")
        return super().start_activity(input)


class SdkMetricsProxy(Collector):
    """Re-exposes the Temporal SDK runtime's Prometheus exporter (a private local port)."""

    def __init__(self, url: str) -> None:
        self.url = url

    def collect(self) -> Iterator[Metric]:
        try:
            with urllib.request.urlopen(self.url, timeout=2) as resp:
                text = resp.read().decode()
        except OSError:
            return
        yield from text_string_to_metric_families(text)


async def track_jobs_by_state(
    client: Client, interval: float | None = None, task_queue: str | None = None
) -> None:
    """Keep JOBS_BY_STATE and the alerting gauges current until cancelled (every
    TRAINWARDEN_METRICS_POLL_SECONDS, default 15). The alerting gauges cover the workflows of
    task_queue (default: the worker's, from the environment), so each site's workers report
    their own site's jobs and clusters."""
    interval = interval or float(os.environ.get(POLL_SECONDS, "15"))
    if task_queue is None:
        task_queue = TemporalSettings.from_env().task_queue
    tracker = _Tracker(client, task_queue)
    while True:
        for state in STATES:
            query = (
                "WorkflowType = 'SuperviseTrainingJob' AND ExecutionStatus = 'Running' AND "
                f"SupervisorState = '{state}'"
            )
            try:
                count = await client.count_workflows(query)
                JOBS_BY_STATE.labels(state).set(count.count)
            except Exception as err:
                log.warning("metrics: cannot count %s workflows: %s", state, err)
        for track in (tracker.awaiting, tracker.budget_spent, tracker.clusters):
            try:
                await track()
            except Exception as err:
                log.warning("metrics: %s: %s", track.__name__, err)
        await asyncio.sleep(interval)


MAX_LISTED = 1000  # workflows of one kind looked at per poll
RPC_TIMEOUT = timedelta(seconds=5)  # one unanswered query (no worker for it) delays no other


def _keyword(payload: Payload | None) -> Any:
    return json.loads(payload.data) if payload is not None and payload.data else None


class _Tracker:
    """The alerting gauges; answers per workflow run are cached while it stays in that state."""

    def __init__(self, client: Client, task_queue: str) -> None:
        self.client = client
        self.task_queue = task_queue
        self.since: dict[tuple[str, str], float] = {}
        self.spent: dict[tuple[str, str], bool] = {}

    async def _listed(self, workflow_type: str, state: str | None = None) -> list[Listed]:
        query = (
            f"WorkflowType = '{workflow_type}' AND ExecutionStatus = 'Running' AND "
            f"TaskQueue = '{self.task_queue}'"
        ) + (f" AND SupervisorState = '{state}'" if state else "")
        found = []
        async for wf in self.client.list_workflows(
            query, limit=MAX_LISTED, rpc_timeout=RPC_TIMEOUT
        ):
            job = (wf.search_attributes.get("TrainingJob") or [""])[0]
            found.append(Listed(wf.id, wf.run_id or "", str(job)))
        return found

    async def _each(self, listed: list[Listed], answer: Any) -> dict[Listed, Any]:
        """answer(wf) for every listed workflow, at once; a workflow that cannot answer (its
        worker gone, a query timing out) is left out and asked again next time."""

        async def one(wf: Listed) -> Any:
            try:
                return await answer(wf)
            except Exception as err:
                log.info("metrics: %s: %s", wf.workflow_id, err)
                return None

        answers = await asyncio.gather(*(one(wf) for wf in listed))
        return {wf: a for wf, a in zip(listed, answers, strict=True) if a is not None}

    async def awaiting(self) -> None:
        listed = await self._listed("SuperviseTrainingJob", "awaiting_operator")

        async def since(wf: Listed) -> float | None:
            if wf.key in self.since:
                return self.since[wf.key]
            found = await awaiting_since(self.client, wf.workflow_id, wf.run_id)
            return found.timestamp() if found else None

        answers = await self._each(listed, since)
        self.since = {wf.key: value for wf, value in answers.items()}
        AWAITING_SINCE.clear()
        for wf, value in answers.items():
            AWAITING_SINCE.labels(wf.workflow_id, wf.job).set(value)

    async def budget_spent(self) -> None:
        listed = await self._listed("SuperviseTrainingJob", "stopped")

        async def spent(wf: Listed) -> bool:
            if wf.key in self.spent:
                return self.spent[wf.key]
            handle = self.client.get_workflow_handle(wf.workflow_id, run_id=wf.run_id)
            status = await handle.query("status", result_type=dict, rpc_timeout=RPC_TIMEOUT)
            return "restart budget exhausted" in str(status.get("state_reason") or "")

        answers = await self._each(listed, spent)
        self.spent = {wf.key: value for wf, value in answers.items()}
        BUDGET_SPENT.clear()
        for wf, value in answers.items():
            if value:
                BUDGET_SPENT.labels(wf.workflow_id, wf.job).set(1)

    async def clusters(self) -> None:
        async def nodes_of(wf: Listed) -> Any:
            handle = self.client.get_workflow_handle(wf.workflow_id, run_id=wf.run_id)
            return await handle.query("nodes", result_type=dict, rpc_timeout=RPC_TIMEOUT)

        views = await self._each(await self._listed("NodeHealth"), nodes_of)
        CLUSTER_NODES.clear()
        CLUSTER_NODES_OUT.clear()
        BREAKER_ROOM.clear()
        for view in views.values():
            cluster, breaker = view["cluster"], view["breaker"]
            if breaker.get("cluster_nodes") is not None:
                CLUSTER_NODES.labels(cluster).set(breaker["cluster_nodes"])
            for state in ("excluded", "quarantined"):
                out = sum(1 for n in view["nodes"] if n["state"] == state)
                CLUSTER_NODES_OUT.labels(cluster, state).set(out)
            room = max(0, breaker["limit"] - len(breaker["excluded_in_window"]))
            BREAKER_ROOM.labels(cluster).set(room)


@dataclass(frozen=True)
class Listed:
    workflow_id: str
    run_id: str
    job: str

    @property
    def key(self) -> tuple[str, str]:
        return (self.workflow_id, self.run_id)


async def awaiting_since(
    client: Client, workflow_id: str, run_id: str, max_runs: int = 10
) -> datetime | None:
    """When the supervision began awaiting an operator: the oldest of the newest unbroken
    series of events that set SupervisorState to awaiting_operator, read from the end of its
    history, through the runs continue-as-new chained while it waited. None: not awaiting."""
    since: datetime | None = None
    for _ in range(max_runs):
        token, previous_run = b"", ""
        while True:
            resp = await client.workflow_service.get_workflow_execution_history_reverse(
                GetWorkflowExecutionHistoryReverseRequest(
                    namespace=client.namespace,
                    execution=WorkflowExecution(workflow_id=workflow_id, run_id=run_id),
                    maximum_page_size=200,
                    next_page_token=token,
                ),
                timeout=RPC_TIMEOUT,
            )
            for event in resp.history.events:
                started = event.HasField("workflow_execution_started_event_attributes")
                if started:
                    attrs = event.workflow_execution_started_event_attributes
                    fields = attrs.search_attributes.indexed_fields
                    previous_run = attrs.continued_execution_run_id
                elif event.HasField("upsert_workflow_search_attributes_event_attributes"):
                    upsert = event.upsert_workflow_search_attributes_event_attributes
                    fields = upsert.search_attributes.indexed_fields
                else:
                    continue
                state = _keyword(fields.get("SupervisorState"))
                if state is None:
                    if started:
                        return since
                    continue
                if state != "awaiting_operator":
                    return since
                since = event.event_time.ToDatetime(tzinfo=UTC)
            token = resp.next_page_token
            if not token:
                break
        if not previous_run:
            return since
        run_id = previous_run
    return since


def registry() -> CollectorRegistry:
    return REGISTRY


def serve_metrics(port: int, addr: str = "0.0.0.0", sdk_port: int | None = None) -> None:
    """Start /metrics on port; the SDK's exporter listens on 127.0.0.1:sdk_port (port + 1).

    Must run before the Temporal client connects: it installs the default SDK runtime.
    """
    from prometheus_client import start_http_server
    from temporalio.runtime import PrometheusConfig, Runtime, TelemetryConfig

    sdk_port = sdk_port or int(os.environ.get("TRAINWARDEN_SDK_METRICS_PORT", port + 1))
    runtime = Runtime(
        telemetry=TelemetryConfig(metrics=PrometheusConfig(bind_address=f"127.0.0.1:{sdk_port}"))
    )
    Runtime.set_default(runtime, error_if_already_set=False)
    REGISTRY.register(SdkMetricsProxy(f"http://127.0.0.1:{sdk_port}/metrics"))
    start_http_server(port, addr=addr)
