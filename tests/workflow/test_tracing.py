"""Traces (workers/tracing.py, docs/tracing.md): a real recovery on the local simulated cluster,
supervised by a real worker built with tracing on, leaves one trace holding the incident's
steps as spans, carrying the job and the incident; without OTEL_* nothing is turned on."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import textwrap
from collections.abc import AsyncIterator
from typing import TYPE_CHECKING, Any

import pytest
import pytest_asyncio
from helpers_e2e import WAIT_SCALE, job_spec, start_supervision, wait_recovered_once
from temporalio.client import Client

from trainwarden.config import WorkerTuning
from trainwarden.localcluster.cluster import LocalCluster
from trainwarden.workers import tracing
from trainwarden.workers.main import build_worker

if TYPE_CHECKING:
    from opentelemetry.sdk.trace import ReadableSpan
    from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

# Imported only by the tests that need it (not at collection: the extra is optional).
needs_otel = pytest.mark.skipif(
    not tracing.extra_installed(), reason="the `otel` extra is not installed"
)

# The incident's steps (docs/tracing.md), as Temporal's spans name the activities that do them.
MONITOR = "RunActivity:monitor_job"
EVIDENCE = "RunActivity:collect_evidence"
ATTRIBUTE = "RunActivity:attribute_incident"
EXCLUDE = "RunActivity:exclude_nodes"
VERIFY = "RunActivity:verify_checkpoint"
RESTART = "RunActivity:restart_job"


@pytest_asyncio.fixture(loop_scope="session")
async def traced_worker(
    temporal_client: Client, task_queue: str
) -> AsyncIterator[tuple[str, InMemorySpanExporter]]:
    from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

    exporter = InMemorySpanExporter()
    tracing.enable({}, exporters=[exporter])
    try:
        assert tracing.enabled()
        # The session's client carries no plugin: the worker gets tracing's own. No workflow
        # cache: every workflow task replays the history so far, which the spans must survive
        # (none twice), and no workflow is left in a cache when the worker stops (one left
        # there, such as the cluster's node-health ledger, is closed by the garbage collector
        # later, in whatever context that runs: OpenTelemetry logs "Failed to detach context").
        tuning = WorkerTuning(max_cached_workflows=0)
        async with build_worker(temporal_client, task_queue, tuning=tuning):
            yield task_queue, exporter
    finally:
        tracing.disable()
        exporter.shutdown()


def _attrs(span: ReadableSpan) -> dict[str, Any]:
    return dict(span.attributes or {})


def _start(span: ReadableSpan) -> int:
    assert span.start_time is not None
    return span.start_time


@needs_otel
async def test_a_recovery_is_one_trace_of_its_steps_with_job_and_incident(
    temporal_client: Client,
    traced_worker: tuple[str, InMemorySpanExporter],
    cluster: LocalCluster,
) -> None:
    task_queue, exporter = traced_worker
    cluster.inject_fault("node-2", "xid", sticky=True, after_steps=8, xid=79)
    # a job that ends: the supervision completes, and with it the trace's root span
    job = job_spec(cluster, "traced", total_steps=40)
    handle = await start_supervision(temporal_client, task_queue, job)
    status = await wait_recovered_once(handle, cluster, "node-2")
    incident = status.incidents[0].id
    await asyncio.wait_for(handle.result(), timeout=60 * WAIT_SCALE)

    spans = list(exporter.get_finished_spans())
    steps = (EVIDENCE, ATTRIBUTE, EXCLUDE, VERIFY, RESTART)
    of_incident = [s for s in spans if _attrs(s).get(tracing.INCIDENT) == incident]
    names = {s.name for s in of_incident}
    assert set(steps) <= names, sorted(names)
    # one trace: the workflow's, holding every step of the incident and its detection
    traces = {s.context.trace_id for s in of_incident if s.context is not None}
    assert len(traces) == 1, traces
    (trace_id,) = traces
    trace = sorted(
        (s for s in spans if s.context is not None and s.context.trace_id == trace_id),
        key=_start,
    )
    trigger = status.incidents[0].trigger
    detect = f"Detect:{trigger}"
    # the workflow's own span, ended with the supervision, is the trace's root
    (run,) = [s for s in trace if s.name == "RunWorkflow:SuperviseTrainingJob"]
    assert run.parent is None and _attrs(run)[tracing.JOB] == job.name, _attrs(run)
    assert _attrs(run)["temporalWorkflowID"] == handle.id
    workflow_side = [s for s in trace if s.name.startswith(("StartActivity:", "Detect:"))]
    assert {s.parent.span_id for s in workflow_side if s.parent is not None} == {
        run.context.span_id
    }
    # every step a span, with the job and the incident, in the order the recovery took them
    first: dict[str, ReadableSpan] = {}
    for span in trace:
        if span.name in (detect, *steps) and _attrs(span).get(tracing.INCIDENT) == incident:
            first.setdefault(span.name, span)
    assert set(first) == {detect, *steps}, sorted(first)
    for span in first.values():
        assert _attrs(span)[tracing.JOB] == job.name, (span.name, _attrs(span))
    assert _attrs(first[detect])[tracing.DETECTION] == trigger
    ordered = [s.name for s in sorted(first.values(), key=_start)]
    # the checkpoint is verified early, beside evidence and attribution (docs/tracing.md); the
    # rest is detect -> evidence -> attribute -> exclude -> restart
    assert [n for n in ordered if n != VERIFY] == [detect, EVIDENCE, ATTRIBUTE, EXCLUDE, RESTART]
    assert ordered.index(detect) < ordered.index(VERIFY) < ordered.index(RESTART), ordered
    # the detect step is the monitor's detection: its span ran into it, with the job
    monitors = [
        s for s in trace if s.name == MONITOR and _attrs(s).get(tracing.DETECTION) == trigger
    ]
    detecting = [s for s in monitors if _start(s) <= _start(first[detect]) <= (s.end_time or 0)]
    assert len(detecting) == 1, [(_start(s), s.end_time) for s in monitors]
    assert _attrs(detecting[0])[tracing.JOB] == job.name
    for span in [*first.values(), *detecting]:
        assert _attrs(span)["temporalWorkflowID"] == handle.id, (span.name, _attrs(span))
    # the Temporal side of each step: scheduled by the workflow in the same trace
    scheduled = {s.name for s in trace if s.name.startswith("StartActivity:")}
    for step in (MONITOR, *steps):
        assert step.replace("RunActivity:", "StartActivity:") in scheduled, step


def test_tracing_is_asked_for_by_the_standard_environment() -> None:
    assert not tracing.tracing_requested({})
    assert not tracing.tracing_requested({"OTEL_SERVICE_NAME": "warden"})
    assert tracing.tracing_requested({"OTEL_EXPORTER_OTLP_ENDPOINT": "http://collector:4318"})
    assert tracing.tracing_requested({"OTEL_EXPORTER_OTLP_TRACES_ENDPOINT": "http://c:4318"})
    assert tracing.tracing_requested({"OTEL_TRACES_EXPORTER": "console"})
    assert not tracing.tracing_requested({"OTEL_TRACES_EXPORTER": "none"})
    assert not tracing.tracing_requested(
        {"OTEL_TRACES_EXPORTER": "none", "OTEL_EXPORTER_OTLP_ENDPOINT": "http://collector:4318"}
    )
    assert not tracing.tracing_requested(
        {"OTEL_SDK_DISABLED": "true", "OTEL_EXPORTER_OTLP_ENDPOINT": "http://collector:4318"}
    )
    assert not tracing.tracing_requested(
        {"OTEL_SDK_DISABLED": "TRUE", "OTEL_TRACES_EXPORTER": "otlp"}
    )


# A worker process as `warden worker` builds it, with or without OTEL_* in its environment:
# which plugins its client and worker get, and whether OpenTelemetry was imported at all.
_PROBE = textwrap.dedent(
    """
    import asyncio, json, sys
    from trainwarden.config import TemporalSettings
    from trainwarden.workers.client import connect
    from trainwarden.workers.main import build_worker
    from trainwarden.workers import tracing

    async def main():
        client = await connect(TemporalSettings.from_env(address=sys.argv[1]), timeout=30)
        worker = build_worker(client, "tracing-probe")
        print(json.dumps({
            "client": [p.name() for p in client.config()["plugins"]],
            "worker": sorted(p.name() for p in worker._plugins),
            "enabled": tracing.enabled(),
            "imported": sorted(m for m in sys.modules if m.split(".")[0] == "opentelemetry"),
        }))

    asyncio.run(main())
    """
)


def _probe(address: str, **otel_env: str) -> dict[str, Any]:
    import json

    env = {k: v for k, v in os.environ.items() if not k.startswith("OTEL_")}
    env.update(otel_env)
    out = subprocess.run(
        [sys.executable, "-c", _PROBE, address],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    result: dict[str, Any] = json.loads(out.stdout.strip().splitlines()[-1])
    return result


def test_without_otel_environment_nothing_is_enabled_nor_imported(temporal_address: str) -> None:
    off = _probe(temporal_address)
    assert off == {"client": [], "worker": [], "enabled": False, "imported": []}
    disabled = _probe(
        temporal_address,
        OTEL_SDK_DISABLED="true",
        OTEL_EXPORTER_OTLP_ENDPOINT="http://127.0.0.1:9",
    )
    assert disabled == off


@needs_otel
def test_with_otel_environment_the_worker_process_traces(temporal_address: str) -> None:
    on = _probe(temporal_address, OTEL_TRACES_EXPORTER="console")
    names = ["OpenTelemetryPlugin", tracing.PLUGIN_NAME]
    assert on["client"] == names  # the worker inherits them from its client, once
    assert on["worker"] == sorted(names)
    assert on["enabled"] is True
    assert "opentelemetry.sdk.trace" in on["imported"]


def test_traces_asked_for_without_the_extra_warn_and_change_nothing(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    assert not tracing.enabled()
    monkeypatch.setattr(tracing, "extra_installed", lambda: False)
    with caplog.at_level("WARNING", logger="trainwarden.tracing"):
        assert tracing.client_plugins({"OTEL_TRACES_EXPORTER": "otlp"}) == []
    assert "install trainwarden's `otel` extra" in caplog.text
    assert not tracing.enabled()
