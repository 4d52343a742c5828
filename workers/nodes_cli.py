"""`warden nodes [--cluster C] [--json]`: the machines each cluster's NodeHealth workflow holds
out of service, why (the incidents as evidence), and when they return."""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from datetime import datetime, timedelta

from rich.console import Console
from rich.markup import escape
from rich.table import Table
from temporalio.client import Client, WorkflowQueryFailedError
from temporalio.service import RPCError, RPCStatusCode

from trainwarden.nodes.cluster import WORKFLOW_PREFIX, workflow_id_for
from trainwarden.nodes.models import ClusterNodesView
from trainwarden.workers.client import connect, settings_of

QUERY_TIMEOUT = timedelta(seconds=10)
QUERY = "WorkflowType = 'NodeHealth' AND ExecutionStatus = 'Running'"


async def cluster_views(
    client: Client, cluster: str | None
) -> tuple[list[ClusterNodesView], list[str]]:
    """One view per cluster (the named one, or every running NodeHealth workflow), and one
    problem line per workflow that could not be queried (e.g. no worker polls its queue)."""
    if cluster is not None:
        ids = [workflow_id_for(cluster)]
    else:
        ids = sorted({wf.id async for wf in client.list_workflows(QUERY)})
    # concurrently: a ledger whose worker is gone answers only at the query timeout, and
    # one such ledger must not multiply the wait for every other cluster
    answers = await asyncio.gather(*(_view(client, wf_id) for wf_id in ids))
    views = [a for a in answers if isinstance(a, ClusterNodesView)]
    problems = [a for a in answers if isinstance(a, str)]
    return views, problems


async def _view(client: Client, wf_id: str) -> ClusterNodesView | str | None:
    """The cluster's view, a problem line, or None for a ledger that is gone."""
    try:
        handle = client.get_workflow_handle(wf_id)
        view: ClusterNodesView = await handle.query(
            "nodes", result_type=ClusterNodesView, rpc_timeout=QUERY_TIMEOUT
        )
        return view
    except RPCError as err:
        if err.status == RPCStatusCode.NOT_FOUND:
            return None
        return f"{wf_id}: {err.message}"
    except WorkflowQueryFailedError as err:
        return f"{wf_id}: {err}"


def _when(at: datetime | None) -> str:
    return at.strftime("%Y-%m-%d %H:%M:%SZ") if at else "-"


def render(views: list[ClusterNodesView], console: Console) -> None:
    for view in views:
        b = view.breaker
        console.print(
            f"[bold]{escape(view.cluster)}[/bold] ({WORKFLOW_PREFIX}{escape(view.cluster)}): "
            f"breaker {len(b.excluded_in_window)} of {b.limit} node(s) out within "
            f"{b.window:g}s ({escape(', '.join(b.excluded_in_window) or 'none')}); "
            f"cluster size {b.cluster_nodes or 'unknown'}; stale events {view.stale_events}"
        )
        table = Table(show_lines=False)
        for column in ("node", "state", "reason", "incidents", "since", "returns"):
            table.add_column(column)
        for node in view.nodes:
            incidents = "\n".join(
                f"{i.job}/{i.incident} {i.category} {i.signature} ({i.confidence:.2f})"
                for i in node.incidents
            )
            returns = (
                f"{_when(node.returns_at)} ({node.returns_by})"
                if node.returns_at
                else (node.returns_by or "-")
            )
            if node.checks_failed:
                returns += f", {node.checks_failed} check(s) failed"
            table.add_row(
                escape(node.node),
                node.state,
                escape(node.reason or "-"),
                escape(incidents or "-"),
                _when(node.since),
                escape(returns),
            )
        console.print(table if view.nodes else "no node implicated in any incident")


def main(args: argparse.Namespace) -> int:
    """`warden nodes`, from its parsed command line (trainwarden/cli.py)."""
    cluster: str | None = args.cluster
    settings = settings_of(args)

    async def run() -> tuple[list[ClusterNodesView], list[str]]:
        return await cluster_views(await connect(settings), cluster)

    try:
        views, problems = asyncio.run(run())
    except RPCError as err:
        sys.stderr.write(f"warden: error: nodes: {err.message}\n")
        return 2
    for problem in problems:
        sys.stderr.write(f"warden: warning: cannot query {problem}\n")
    if cluster is not None and problems:
        return 2
    if args.json:
        print(json.dumps([v.model_dump(mode="json") for v in views], indent=2))
        return 0
    console = Console()
    if not views:
        what = f"cluster {cluster}" if cluster else "any cluster"
        console.print(f"no node-health workflow for {what} yet: no incident has implicated a node")
        return 0
    render(views, console)
    return 0
