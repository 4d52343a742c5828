"""The worker's Prometheus endpoint: recovery metrics plus the Temporal SDK's own metrics.

Where the numbers come from: a workflow interceptor reads the supervisor's state (the same
SupervisorState the `status` query answers) each time the workflow starts an activity, and counts
what changed since it last looked. It is replay-safe: while the SDK replays history (cache
eviction, another worker taking over) it only updates what it has seen, and a continued-as-new run
starts from the state it carries, so nothing is counted twice. Supervised jobs by state come from
the visibility API (search attribute SupervisorState), so they are right across many workers.
The Temporal SDK exports its metrics through its runtime's Prometheus exporter on a private port;
this endpoint re-exposes them, so one scrape gets both.
"""

from __future__ import annotations

import asyncio
import logging
import os
import urllib.request
from collections.abc import Iterator
from typing import Any

from prometheus_client import REGISTRY, CollectorRegistry, Counter, Gauge, Histogram
from prometheus_client.core import Metric
from prometheus_client.parser import text_string_to_metric_families
from prometheus_client.registry import Collector
from temporalio import workflow
from temporalio.client import Client
from temporalio.worker import (
    ExecuteWorkflowInput,
    Interceptor,
    StartActivityInput,
    WorkflowInboundInterceptor,
    WorkflowInterceptorClassInput,
    WorkflowOutboundInterceptor,
)

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


class _Seen:
    """What this worker has already counted for one workflow run."""

    def __init__(self) -> None:
        self.attributed: set[str] = set()
        self.actions: set[tuple[str, int]] = set()
        self.clocks: set[tuple[str, str]] = set()
        self.excluded: set[str] = set()


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


async def track_jobs_by_state(client: Client, interval: float = 15.0) -> None:
    """Keep JOBS_BY_STATE current from the visibility API until cancelled."""
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
        await asyncio.sleep(interval)


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
