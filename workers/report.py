"""`warden report WORKFLOW_ID` and `warden report --all --since 7d`: incidents, both clocks,
badput buckets and goodput of supervised jobs, read from Temporal.

The report reads the same whether the workflow runs, completed or continued-as-new:
- a running workflow answers the `status` query; a closed one is read from its result, which
  `handle.result()` follows along the continue-as-new chain to the last run;
- a workflow no worker answers for (or one that failed or was terminated) is read by replaying
  its history with the real workflow code (`status_from_history`); reports of saved histories
  are made the same way;
- the state keeps only the last 50 incidents (`incident_total` counts all). When some are
  missing, the earlier runs of the chain are listed with the visibility API and replayed, and
  their incidents are merged in by id, so a long-lived job's report still has every incident.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import re
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.table import Table
from temporalio import workflow
from temporalio.client import Client, WorkflowExecutionStatus, WorkflowHistory
from temporalio.contrib.pydantic import pydantic_data_converter
from temporalio.service import RPCError
from temporalio.worker import (
    ExecuteWorkflowInput,
    Interceptor,
    Replayer,
    WorkflowInboundInterceptor,
    WorkflowInterceptorClassInput,
)

from trainwarden.config import TemporalSettings
from trainwarden.models import JobSpec
from trainwarden.reporting.badput import BUCKET_BY_NAME
from trainwarden.reporting.floor import floor_lines
from trainwarden.reporting.goodput import fleet_goodput
from trainwarden.reporting.report import JobReport, job_report
from trainwarden.supervision import SuperviseInput, SupervisorStatus
from trainwarden.workers.client import connect, settings_of
from trainwarden.workflows.supervise import SuperviseTrainingJob

SUPERVISED_TYPE = "SuperviseTrainingJob"  # the workflow type every supervised job runs as
_SINCE = re.compile(r"^(\d+(?:\.\d+)?)([smhdw])$")
_UNIT = {"s": 1, "m": 60, "h": 3600, "d": 86400, "w": 604800}


class NotSupervised(ValueError):
    """The workflow is no SuperviseTrainingJob, or ended before it loaded its playbook: there is
    nothing to report or export (one line, exit status 2, as a workflow that does not exist)."""


# ----------------------------------------------------------------- status from a history
class _HoldInstance(Interceptor):
    """Keeps a reference to the replayed workflow instance so its state can be read after."""

    def __init__(self) -> None:
        self.instances: list[Any] = []

    def workflow_interceptor_class(
        self, input: WorkflowInterceptorClassInput
    ) -> type[WorkflowInboundInterceptor]:
        held = self.instances

        class Inbound(WorkflowInboundInterceptor):
            async def execute_workflow(self, input: ExecuteWorkflowInput) -> Any:
                held.append(workflow.instance())
                return await super().execute_workflow(input)

        return Inbound


def history_times(history: WorkflowHistory) -> tuple[datetime, datetime, bool]:
    """(first event time, last event time, closed?) of a history."""
    events = history.events
    closed = events[-1].WhichOneof("attributes") in {
        "workflow_execution_completed_event_attributes",
        "workflow_execution_failed_event_attributes",
        "workflow_execution_canceled_event_attributes",
        "workflow_execution_terminated_event_attributes",
        "workflow_execution_timed_out_event_attributes",
        "workflow_execution_continued_as_new_event_attributes",
    }
    return events[0].event_time.ToDatetime(), events[-1].event_time.ToDatetime(), closed


async def status_from_history(history: WorkflowHistory) -> SupervisorStatus:
    hold = _HoldInstance()
    replayer = Replayer(
        workflows=[SuperviseTrainingJob],
        data_converter=pydantic_data_converter,
        interceptors=[hold],
        # an offline replay: a slow activation on a busy machine is no deadlock
        debug_mode=True,
    )
    result = await replayer.replay_workflow(history, raise_on_replay_failure=True)
    del result
    if not hold.instances or not hold.instances[-1].supervising:
        raise NotSupervised(f"{history.workflow_id}: history ends before the playbook was loaded")
    status: SupervisorStatus = hold.instances[-1].status_for(history.workflow_id)
    return status


def job_of_history(history: WorkflowHistory) -> JobSpec | None:
    """The JobSpec of the workflow input (first event), or None if it cannot be read."""
    return _job_of_start_event(history.events[0]) if history.events else None


def _job_of_start_event(event: Any) -> JobSpec | None:
    if event.WhichOneof("attributes") != "workflow_execution_started_event_attributes":
        return None
    payloads = list(event.workflow_execution_started_event_attributes.input.payloads)
    try:
        (inp,) = pydantic_data_converter.payload_converter.from_payloads(
            payloads, [SuperviseInput]
        )
    except Exception:
        return None
    job: JobSpec = inp.job
    return job


async def fetch_job(client: Client, workflow_id: str) -> JobSpec | None:
    """The supervised JobSpec from the first event of the latest run's history."""
    handle = client.get_workflow_handle(workflow_id)
    try:
        async for event in handle.fetch_history_events(page_size=1):
            return _job_of_start_event(event)
    except RPCError:
        return None
    return None


def parse_since(text: str) -> timedelta:
    """'7d', '12h', '30m' -> timedelta; ValueError with a clear message otherwise."""
    m = _SINCE.match(text.strip())
    if not m:
        raise ValueError(f"--since {text!r}: use a number and a unit s, m, h, d or w, e.g. 7d")
    return timedelta(seconds=float(m.group(1)) * _UNIT[m.group(2)])


async def fetch_status(
    client: Client, workflow_id: str
) -> tuple[SupervisorStatus, datetime, datetime | None]:
    """(status, supervised since, closed at or None) of the latest run of workflow_id."""
    handle = client.get_workflow_handle(workflow_id, result_type=SupervisorStatus)
    desc = await handle.describe()
    if desc.workflow_type != SUPERVISED_TYPE:
        raise NotSupervised(f"{workflow_id}: a {desc.workflow_type} workflow, not a supervised job")
    closed = None if desc.status == WorkflowExecutionStatus.RUNNING else desc.close_time
    try:
        if closed is None:
            status = await handle.query(
                "status", result_type=SupervisorStatus, rpc_timeout=timedelta(seconds=10)
            )
        else:
            status = await handle.result()
    except Exception:
        status = await status_from_history(await handle.fetch_history())
    first = await _first_start(client, workflow_id, desc.start_time)
    if status.incident_total > len(status.incidents):
        status = await _with_earlier_incidents(client, workflow_id, status)
    return status, first, closed


async def _with_earlier_incidents(
    client: Client, workflow_id: str, status: SupervisorStatus
) -> SupervisorStatus:
    """Merge in incidents that only earlier runs of the continue-as-new chain still hold."""
    known = {i.id: i for i in status.incidents}
    query = f"WorkflowId = '{workflow_id}' AND ExecutionStatus = 'ContinuedAsNew'"
    async for ex in client.list_workflows(query):
        history = await client.get_workflow_handle(workflow_id, run_id=ex.run_id).fetch_history()
        earlier = await status_from_history(history)
        for inc in earlier.incidents:
            known.setdefault(inc.id, inc)
    incidents = sorted(known.values(), key=lambda i: i.number)
    return status.model_copy(update={"incidents": incidents})


async def _first_start(client: Client, workflow_id: str, fallback: datetime) -> datetime:
    """Start of the first run of the continue-as-new chain (visibility lists every run)."""
    earliest = fallback
    async for ex in client.list_workflows(f"WorkflowId = '{workflow_id}'"):
        if ex.start_time < earliest:
            earliest = ex.start_time
    return earliest


async def build_reports(
    client: Client, workflow_ids: list[str], since: timedelta | None
) -> list[JobReport]:
    now = datetime.now(UTC)
    reports = []
    for wid in workflow_ids:
        status, started, closed = await fetch_status(client, wid)
        window_start = now - since if since else started
        job = await fetch_job(client, wid)
        reports.append(
            job_report(status, window=(window_start, now), supervised=(started, closed), job=job)
        )
    return reports


async def list_supervised(client: Client, since: timedelta) -> list[str]:
    """Workflow ids of SuperviseTrainingJob runs open in the window (one per continue-as-new
    chain: runs closed as ContinuedAsNew are skipped, their successor is listed)."""
    cutoff = (datetime.now(UTC) - since).strftime("%Y-%m-%dT%H:%M:%SZ")
    query = (
        f"WorkflowType = '{SUPERVISED_TYPE}' AND ExecutionStatus != 'ContinuedAsNew' AND "
        f"(ExecutionStatus = 'Running' OR CloseTime > '{cutoff}')"
    )
    ids: list[str] = []
    async for ex in client.list_workflows(query):
        if ex.id not in ids:
            ids.append(ex.id)
    return sorted(ids)


def print_report(console: Console, report: JobReport) -> None:
    t = report.totals
    console.print(
        f"[bold]{escape(report.workflow_id)}[/] job {escape(report.job)}: [bold]{report.state}[/]"
        f" ({escape(report.state_reason or '')}); playbook {escape(report.playbook)} "
        f"{report.playbook_hash[:16]}; workflow runs {report.runs_of_workflow}"
    )
    for inc in report.incidents:
        console.print(
            f"\n[bold]incident {inc.number}[/] ({inc.trigger}) -> [bold]{inc.outcome}[/]"
            f" {escape(inc.outcome_reason or '')}"
        )
        if inc.category:
            console.print(
                f"  cause: {inc.verdict} {inc.category} ({inc.signature}), "
                f"confidence {inc.confidence:.2f}"
            )
        if inc.evidence:
            console.print(escape(f"  evidence: {inc.evidence[:200]}"))
        if inc.node_health is not None:
            nh = inc.node_health
            console.print(escape(f"  node health: {nh.decision}: {nh.reason[:300]}"))
        for act in inc.actions:
            secs = f"{act.seconds:.3f}s" if act.seconds is not None else "running"
            console.print(escape(f"  action {act.step} ({secs}): {act.summary}"))
            for cmd in act.commands:
                skipped = " (skipped: already done)" if cmd.skipped else ""
                console.print(escape(f"    $ {cmd.command}{skipped}"))
        if inc.shadow is not None:
            d = inc.shadow.decision
            verdict = (
                "agrees" if inc.shadow.agrees else "DISAGREES: " + "; ".join(inc.shadow.differences)
            )
            console.print(
                escape(
                    f"  shadow {d.playbook}: rule {d.rule}: {' -> '.join(d.steps) or 'no steps'}"
                    + (f" (exclude {', '.join(d.exclude)})" if d.exclude else "")
                    + f" => {d.outcome} (not executed); {verdict}"
                )
            )
        if inc.bad_checkpoint is not None:
            console.print(escape(f"  {inc.bad_checkpoint}"))
        if inc.checkpoint_step is not None:
            console.print(
                escape(
                    f"  checkpoint restored: step {inc.checkpoint_step} at "
                    f"{inc.checkpoint_location}"
                    + (
                        f" (passed over: {'; '.join(inc.rejected_checkpoints[:5])})"
                        if inc.rejected_checkpoints
                        else ""
                    )
                )
            )
        console.print(f"  lost steps: {inc.lost_steps}")
        tm = inc.timings
        if tm.failed_at is not None:
            bound = (
                " - an upper bound: the fault happened at or before it, so the durations "
                "below are lower bounds"
                if tm.failed_at_bound
                else ""
            )
            console.print(
                escape(f"  failed at {tm.failed_at.isoformat()} ({tm.failed_at_source}){bound}")
            )
        table = Table(show_header=True, box=None, padding=(0, 2))
        for col in (
            "time_to_detect",
            "time_to_action",
            "time_in_queue",
            "time_to_resume",
            "time_to_productive_training",
        ):
            table.add_column(col)
        table.add_row(
            *(
                _fmt(getattr(tm, c))
                for c in (
                    "time_to_detect",
                    "time_to_action",
                    "time_in_queue",
                    "time_to_resume",
                    "time_to_productive_training",
                )
            )
        )
        console.print(table)
        buckets = ", ".join(
            f"{BUCKET_BY_NAME[k].label} {v:.2f}s" for k, v in inc.badput_seconds.items() if v
        )
        console.print(
            f"  badput: {buckets or 'none'}"
            + ("" if inc.badput_complete else " (not productive yet)")
        )
        if inc.floor is not None:
            for line in floor_lines(inc.floor):
                console.print(escape(line))
    console.print(
        f"\n[bold]totals[/]: {t.incidents} incident(s) ({t.incidents_in_report} in report), "
        f"{t.recovered} recovered, {t.restarts} restart(s), excluded "
        f"{', '.join(t.excluded_nodes) or 'none'}, {t.lost_steps} lost steps; median "
        f"time-to-action {_fmt(t.median_time_to_action)}, median time-to-productive-training "
        f"{_fmt(t.median_time_to_productive_training)}"
    )
    for node, ids in report.nodes.items():
        console.print(escape(f"node {node}: incidents {', '.join(ids)}"))
    for op in report.operator:
        said = "accepted" if op.accepted else f"rejected: {op.error}"
        console.print(
            escape(
                f"operator {op.via} {op.name} by {op.sender or 'unnamed'} at "
                f"{op.at:%Y-%m-%d %H:%M:%S}: {op.reason or ''} -> {op.outcome or said}"
            )
        )
    if report.shadow is not None:
        sh = report.shadow
        console.print(
            escape(
                f"shadow playbook {sh.playbook} {(sh.playbook_hash or '')[:16]}: evaluated on "
                f"{sh.evaluated} incident(s), {sh.disagreements} disagreement(s)"
            )
        )
    if report.goodput is not None:
        g = report.goodput
        console.print(
            f"goodput {_pct(g.goodput)}: productive {g.productive_seconds:.1f}s of "
            f"{g.wall_seconds:.1f}s supervised in the window"
        )


def _fmt(seconds: float | None) -> str:
    return "-" if seconds is None else f"{seconds:.2f}s"


def _pct(value: float | None) -> str:
    return "n/a" if value is None else f"{value * 100:.1f}%"


async def _run(
    workflow_id: str | None, all_jobs: bool, since: timedelta | None, settings: TemporalSettings
) -> list[JobReport]:
    client = await connect(settings)
    if all_jobs:
        assert since is not None
        ids = await list_supervised(client, since)
    else:
        assert workflow_id is not None
        ids = [workflow_id]
    return await build_reports(client, ids, since)


def main(args: argparse.Namespace) -> int:
    """`warden report`, from its parsed command line (trainwarden/cli.py)."""
    workflow_id: str | None = args.workflow_id
    all_jobs: bool = args.all
    since: str | None = args.since
    if all_jobs == bool(workflow_id):
        sys.stderr.write("warden: error: give either WORKFLOW_ID or --all\n")
        return 2
    try:
        window = parse_since(since) if since else (timedelta(days=7) if all_jobs else None)
    except ValueError as err:
        sys.stderr.write(f"warden: error: {err}\n")
        return 2
    settings = settings_of(args)
    what = workflow_id or "supervised workflows"
    try:
        reports = asyncio.run(_run(workflow_id, all_jobs, window, settings))
    except RPCError as err:
        sys.stderr.write(f"warden: error: {what}: {err.message}\n")
        return 2
    except NotSupervised as err:
        sys.stderr.write(f"warden: error: {err}\n")
        return 2
    if args.timeline:
        from trainwarden.reporting.render import write_timelines

        for rep in reports:
            write_timelines(rep, Path(args.timeline))
    fleet = None
    if all_jobs and reports:
        goodputs = [r.goodput for r in reports if r.goodput is not None]
        fleet = fleet_goodput(goodputs, goodputs[0].window_start, goodputs[0].window_end)
    if args.json:
        dumped = [r.model_dump(mode="json") for r in reports]
        out: object
        if all_jobs:
            out = {"jobs": dumped, "fleet": fleet.model_dump(mode="json") if fleet else None}
        else:
            out = dumped[0]
        print(json.dumps(out, indent=2))
        return 0
    console = Console()
    for rep in reports:
        print_report(console, rep)
        console.print()
    if fleet is not None:
        console.print(
            f"[bold]across {len(reports)} job(s)[/]: goodput {_pct(fleet.goodput)} "
            f"({fleet.productive_seconds:.1f}s productive of {fleet.wall_seconds:.1f}s)"
        )
    elif all_jobs:
        console.print("no supervised jobs in the window")
    return 0
