"""OpenTelemetry traces of the worker and its client, from the standard OTEL_* environment.

Off unless both hold: the `otel` extra is installed (opentelemetry-sdk, the OTLP exporters) and
the environment asks for traces (OTEL_TRACES_EXPORTER other than `none`, or an
OTEL_EXPORTER_OTLP_[TRACES_]ENDPOINT; OTEL_SDK_DISABLED=true turns it off). When off, nothing
of OpenTelemetry is imported and the client and the worker are built as before.

When on, the client carries temporalio's `OpenTelemetryPlugin` (with Temporal's own spans:
StartWorkflow, RunWorkflow, StartActivity, RunActivity:<name>, ...) and trainwarden's plugin,
whose interceptors put the supervised job and the incident on those spans (`trainwarden.job`,
`trainwarden.incident`): the workflow sends them with each activity it schedules (a header),
the activity sets them on its RunActivity span. An incident's steps are then one trace:
RunWorkflow:SuperviseTrainingJob and, under it, the monitor, the evidence, the attribution, the
exclusion, the checkpoint verification and the restart. docs/tracing.md."""

from __future__ import annotations

import importlib.util
import logging
import os
import threading
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

import temporalio.activity
import temporalio.api.common.v1
import temporalio.converter
import temporalio.worker
import temporalio.workflow
from temporalio.client import Client
from temporalio.plugin import SimplePlugin

if TYPE_CHECKING:  # the `otel` extra's types; never imported at run time from here
    from opentelemetry.sdk.trace.export import SpanExporter
    from temporalio.contrib.opentelemetry import ReplaySafeTracerProvider

log = logging.getLogger("trainwarden.tracing")

JOB = "trainwarden.job"
INCIDENT = "trainwarden.incident"
DETECTION = "trainwarden.detection"  # on a monitor's span: what it detected (failed, hang, ...)
HEADER = "trainwarden-trace"  # {"job": ..., "incident": ...}, workflow -> activity
PLUGIN_NAME = "trainwarden.TracingAttributes"


class TracingUnavailable(RuntimeError):
    """Traces were asked for but cannot be produced (extra missing, a foreign provider)."""


def tracing_requested(env: Mapping[str, str] | None = None) -> bool:
    """Whether the standard OTEL_* environment asks for traces."""
    env = os.environ if env is None else env
    if env.get("OTEL_SDK_DISABLED", "").strip().lower() == "true":
        return False
    exporters = _exporter_names(env)
    if exporters is not None:
        return bool(exporters)
    return bool(
        env.get("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT", "").strip()
        or env.get("OTEL_EXPORTER_OTLP_ENDPOINT", "").strip()
    )


def _exporter_names(env: Mapping[str, str]) -> list[str] | None:
    """OTEL_TRACES_EXPORTER as a list (None: not set; []: `none`)."""
    raw = env.get("OTEL_TRACES_EXPORTER", "").strip().lower()
    if not raw:
        return None
    names = [n.strip() for n in raw.split(",") if n.strip()]
    return [] if "none" in names else names


def extra_installed() -> bool:
    """The `otel` extra (the SDK, temporalio's contrib module's requirement) is importable."""
    try:
        return importlib.util.find_spec("opentelemetry.sdk.trace") is not None
    except ModuleNotFoundError:  # no `opentelemetry` namespace at all
        return False


_lock = threading.Lock()
_provider: ReplaySafeTracerProvider | None = None
_enabled = False


def enabled() -> bool:
    """Tracing is on in this process (enable() succeeded and disable() was not called)."""
    return _enabled


def enable(
    env: Mapping[str, str] | None = None, *, exporters: Sequence[SpanExporter] = ()
) -> None:
    """Turn tracing on in this process: the global tracer provider is temporalio's replay-safe
    one (set once per process; reused if already set, e.g. by an earlier call), with a span
    processor per exporter: `exporters` given (exported at once, as tests want), else those the
    environment names (batched). Raises TracingUnavailable when it cannot."""
    global _provider, _enabled
    if not extra_installed():
        raise TracingUnavailable(
            "OpenTelemetry is not installed: install trainwarden's `otel` extra "
            "(pip install 'trainwarden[otel]')"
        )
    import opentelemetry.trace
    from opentelemetry.sdk.resources import Resource
    from opentelemetry.sdk.trace.export import BatchSpanProcessor, SimpleSpanProcessor
    from temporalio.contrib.opentelemetry import (
        ReplaySafeTracerProvider,
        create_tracer_provider,
    )

    env = os.environ if env is None else env
    with _lock:
        if _provider is None:
            current = opentelemetry.trace.get_tracer_provider()
            if isinstance(current, ReplaySafeTracerProvider):
                _provider = current
            elif isinstance(current, opentelemetry.trace.ProxyTracerProvider):
                # OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES override this default
                resource = Resource.create({"service.name": "trainwarden"})
                provider = create_tracer_provider(resource=resource)
                opentelemetry.trace.set_tracer_provider(provider)
                _provider = provider
            else:
                raise TracingUnavailable(
                    f"this process's global tracer provider is a {type(current).__name__}; "
                    "Temporal's tracing needs temporalio.contrib.opentelemetry's "
                    "create_tracer_provider()"
                )
        if exporters:
            for exporter in exporters:
                _provider.add_span_processor(SimpleSpanProcessor(exporter))
        else:
            for exporter in _exporters_from_env(env):
                _provider.add_span_processor(BatchSpanProcessor(exporter))
        _enabled = True


def disable() -> None:
    """New clients and workers of this process get no tracing (the provider stays: OpenTelemetry
    sets it once per process); spans still buffered are flushed."""
    global _enabled
    with _lock:
        _enabled = False
        if _provider is not None:
            _provider.force_flush()


def _exporters_from_env(env: Mapping[str, str]) -> list[SpanExporter]:
    """The exporters OTEL_TRACES_EXPORTER names (default `otlp`), the OTLP one over the protocol
    OTEL_EXPORTER_OTLP_[TRACES_]PROTOCOL names (default http/protobuf, as the specification
    says). Each exporter reads its own OTEL_EXPORTER_OTLP_* settings (endpoint, headers, ...)."""
    out: list[SpanExporter] = []
    for name in _exporter_names(env) or ["otlp"]:
        if name == "otlp":
            protocol = (
                env.get("OTEL_EXPORTER_OTLP_TRACES_PROTOCOL")
                or env.get("OTEL_EXPORTER_OTLP_PROTOCOL")
                or "http/protobuf"
            ).strip()
            if protocol == "grpc":
                from opentelemetry.exporter.otlp.proto.grpc.trace_exporter import (
                    OTLPSpanExporter as GrpcExporter,
                )

                out.append(GrpcExporter())
            elif protocol in ("http/protobuf", "http/json"):
                from opentelemetry.exporter.otlp.proto.http.trace_exporter import (
                    OTLPSpanExporter as HttpExporter,
                )

                out.append(HttpExporter())
            else:
                raise TracingUnavailable(f"OTLP protocol {protocol!r} is not supported")
        elif name == "console":
            from opentelemetry.sdk.trace.export import ConsoleSpanExporter

            out.append(ConsoleSpanExporter())
        else:
            log.warning("OTEL_TRACES_EXPORTER: unknown exporter %r ignored", name)
    return out


def plugins() -> list[SimplePlugin]:
    """Temporal's OpenTelemetryPlugin with its spans, then trainwarden's attribute plugin (in
    this order: its interceptors run inside Temporal's spans)."""
    from temporalio.contrib.opentelemetry import OpenTelemetryPlugin

    return [OpenTelemetryPlugin(add_temporal_spans=True), AttributesPlugin()]


def client_plugins(env: Mapping[str, str] | None = None) -> list[SimplePlugin]:
    """Plugins for Client.connect: tracing's when the environment asks for it (turning it on in
    this process the first time), else none. Traces asked for but impossible are a warning:
    the worker runs untraced rather than not at all."""
    if not tracing_requested(env):
        return []
    if not _enabled:
        try:
            enable(env)
        except TracingUnavailable as err:
            log.warning("OTEL_* asks for traces, but: %s", err)
            return []
        log.info("traces: OpenTelemetry from the OTEL_* environment")
    return plugins()


def worker_plugins(client: Client) -> list[SimplePlugin]:
    """Plugins for a Worker: tracing's when it is on in this process and the client does not
    carry them already (a worker inherits its client's plugins)."""
    if not _enabled:
        return []
    if any(p.name() == PLUGIN_NAME for p in client.config()["plugins"]):
        return []
    return plugins()


# --- the job and the incident on the spans ---------------------------------------------------


def _ids_from_input(arg: Any) -> dict[str, str]:
    """The job and the incident an activity's input names: `job.name`, `incident_id`, or the
    incident of an idempotency key (`<incident id>/<resumes>:<action>`)."""
    ids: dict[str, str] = {}
    job = getattr(arg, "job", None)
    name = getattr(job, "name", None)
    if isinstance(name, str):
        ids["job"] = name
    incident = getattr(arg, "incident_id", None)
    key = getattr(arg, "key", None)
    if isinstance(incident, str) and incident:
        ids["incident"] = incident
    elif isinstance(key, str) and "/" in key:
        ids["incident"] = key.split("/", 1)[0]
    return ids


def _open_incident() -> Any:
    """The running supervision's open (recovering) incident, or None."""
    wf = temporalio.workflow.instance()
    state = getattr(getattr(wf, "sup", None), "state", None)
    incidents = getattr(state, "incidents", None) or []
    if incidents and getattr(incidents[-1], "outcome", None) == "recovering":
        return incidents[-1]
    return None


def _ids_from_workflow() -> dict[str, str]:
    """The supervised job and its open incident, read from the running workflow (read only:
    nothing here changes what the workflow does)."""
    ids: dict[str, str] = {}
    wf = temporalio.workflow.instance()
    name = getattr(getattr(getattr(wf, "inp", None), "job", None), "name", None)
    if isinstance(name, str):
        ids["job"] = name
    inc = _open_incident()
    if inc is not None:
        ids["incident"] = str(inc.id)
    return ids


def _set_on_current_span(ids: Mapping[str, str]) -> None:
    import opentelemetry.trace

    span = opentelemetry.trace.get_current_span()
    if "job" in ids:
        span.set_attribute(JOB, ids["job"])
    if "incident" in ids:
        span.set_attribute(INCIDENT, ids["incident"])
    if "detection" in ids:
        span.set_attribute(DETECTION, ids["detection"])


# What a monitor returns when it detected an interruption (the workflow then opens an incident).
DETECTIONS = ("failed", "hang", "straggler")


class _ActivityInbound(temporalio.worker.ActivityInboundInterceptor):
    async def execute_activity(self, input: temporalio.worker.ExecuteActivityInput) -> Any:
        try:
            ids: dict[str, str] = {}
            for arg in input.args[:1]:
                ids.update(_ids_from_input(arg))
            header = input.headers.get(HEADER)
            if header is not None:
                sent = temporalio.converter.PayloadConverter.default.from_payloads([header])[0]
                if isinstance(sent, dict):
                    ids.update({k: str(v) for k, v in sent.items() if isinstance(k, str)})
            _set_on_current_span(ids)
        except Exception as err:  # telemetry never fails an activity
            activity_type = temporalio.activity.info().activity_type
            log.debug("no trace attributes for %s: %s", activity_type, err)
        result = await self.next.execute_activity(input)
        kind = getattr(result, "kind", None)
        if kind in DETECTIONS and hasattr(result, "detected_at"):  # a monitor's detection
            _set_on_current_span({"detection": str(kind)})
        return result


class _WorkflowOutbound(temporalio.worker.WorkflowOutboundInterceptor):
    def __init__(self, next: temporalio.worker.WorkflowOutboundInterceptor) -> None:
        super().__init__(next)
        self._detected: set[str] = set()  # incidents whose Detect span this run emitted

    def _with_ids(
        self, args: Sequence[Any], headers: Mapping[str, temporalio.api.common.v1.Payload]
    ) -> Mapping[str, temporalio.api.common.v1.Payload]:
        try:
            ids = _ids_from_workflow()
            self._detect_span(ids)
            for arg in args[:1]:
                for k, v in _ids_from_input(arg).items():
                    ids.setdefault(k, v)
        except Exception as err:  # telemetry never fails a workflow task
            temporalio.workflow.logger.debug("no trace attributes: %s", err)
            return headers
        if not ids:
            return headers
        payload = temporalio.converter.PayloadConverter.default.to_payloads([ids])[0]
        return {**headers, HEADER: payload}

    def _detect_span(self, ids: Mapping[str, str]) -> None:
        """The first activity the workflow schedules for a new incident (its early checkpoint
        verification, its evidence) comes with the incident's detect step: a span
        `Detect:<trigger>` from the monitor's detection to the incident's opening, carrying
        the job, the incident and what was detected (the monitor's own span ended before the
        incident had an id). Replay-safe: temporalio's tracer ends no span while replaying."""
        inc = _open_incident()
        if inc is None or inc.id in self._detected:
            return
        self._detected.add(inc.id)
        import opentelemetry.trace

        detected = getattr(getattr(inc, "timings", None), "detected_at", None)
        now = temporalio.workflow.time_ns()
        info = temporalio.workflow.info()
        start = int(detected.timestamp() * 1e9) if detected is not None else now
        span = opentelemetry.trace.get_tracer(__name__).start_span(
            f"Detect:{inc.trigger}",
            start_time=min(start, now),
            attributes={
                "temporalWorkflowID": info.workflow_id,  # as Temporal's own spans
                "temporalRunID": info.run_id,
                **({JOB: ids["job"]} if "job" in ids else {}),
                INCIDENT: str(inc.id),
                DETECTION: str(inc.trigger),
            },
        )
        span.end(end_time=now)

    def start_activity(
        self, input: temporalio.worker.StartActivityInput
    ) -> temporalio.workflow.ActivityHandle[Any]:
        input.headers = self._with_ids(input.args, input.headers)
        return self.next.start_activity(input)

    def start_local_activity(
        self, input: temporalio.worker.StartLocalActivityInput
    ) -> temporalio.workflow.ActivityHandle[Any]:
        input.headers = self._with_ids(input.args, input.headers)
        return self.next.start_local_activity(input)


class _WorkflowInbound(temporalio.worker.WorkflowInboundInterceptor):
    def init(self, outbound: temporalio.worker.WorkflowOutboundInterceptor) -> None:
        self.next.init(_WorkflowOutbound(outbound))

    async def execute_workflow(self, input: temporalio.worker.ExecuteWorkflowInput) -> Any:
        ids = _ids_from_workflow()
        if ids:
            _set_on_current_span(ids)  # RunWorkflow:<type>: the job supervised
        return await self.next.execute_workflow(input)


class AttributesInterceptor(temporalio.worker.Interceptor):
    """Puts the job and the incident on Temporal's workflow and activity spans."""

    def intercept_activity(
        self, next: temporalio.worker.ActivityInboundInterceptor
    ) -> temporalio.worker.ActivityInboundInterceptor:
        return _ActivityInbound(next)

    def workflow_interceptor_class(
        self, input: temporalio.worker.WorkflowInterceptorClassInput
    ) -> type[temporalio.worker.WorkflowInboundInterceptor]:
        return _WorkflowInbound


class AttributesPlugin(SimplePlugin):
    def __init__(self) -> None:
        super().__init__(PLUGIN_NAME, interceptors=[AttributesInterceptor()])
