"""``warden cluster ...``: look at and poke the local simulated cluster from a shell."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable
from typing import Any

from rich.console import Console
from rich.table import Table

from trainwarden.localcluster.cluster import LocalCluster
from trainwarden.localcluster.errors import LocalClusterError
from trainwarden.localcluster.faults import FAULT_KINDS
from trainwarden.localcluster.fsutil import iso
from trainwarden.models import TERMINAL_STATES, JobObservation
from trainwarden.progresslog.presets import PRESETS

Handler = Callable[[argparse.Namespace], int]


def _guarded(handler: Handler) -> Handler:
    """Input errors become one line on stderr and exit status 2."""

    def run(args: argparse.Namespace) -> int:
        try:
            return handler(args)
        except LocalClusterError as err:
            print(f"warden cluster: {err}", file=sys.stderr)
            return 2
        except OSError as err:
            print(f"warden cluster: cannot use cluster directory: {err}", file=sys.stderr)
            return 2

    return run


def _cluster(args: argparse.Namespace) -> LocalCluster:
    return LocalCluster(args.root)


def _observations(cluster: LocalCluster) -> list[JobObservation]:
    found = []
    for job_id in cluster.jobs():
        try:
            found.append(cluster.observe(job_id))
        except LocalClusterError:
            continue
    return found


def cmd_status(args: argparse.Namespace) -> int:
    cluster = _cluster(args)
    excluded, down, faults = cluster.excluded(), cluster.down(), cluster.faults()
    jobs = _observations(cluster)
    if args.json:
        print(
            json.dumps(
                {
                    "root": str(cluster.root),
                    "nodes": cluster.node_names,
                    "excluded": excluded,
                    "down": down,
                    "faults": faults,
                    "jobs": [
                        {
                            **j.model_dump(mode="json"),
                            "armed_faults": cluster.armed_faults(j.job_id),
                        }
                        for j in jobs
                    ],
                },
                indent=2,
            )
        )
        return 0
    console = Console()
    nodes = Table(title=f"local cluster {cluster.root}")
    for column in ("node", "state", "jobs", "pending faults"):
        nodes.add_column(column)
    for node in cluster.node_names:
        if node in down:
            state = f"[red]down[/red] ({down[node]})"
        elif node in excluded:
            state = f"[yellow]excluded[/yellow] ({excluded[node]})"
        else:
            state = "[green]up[/green]"
        running = [j.job_id for j in jobs if j.state not in TERMINAL_STATES and node in j.nodes]
        pending = [
            f"{f['kind']}{' (sticky)' if f['sticky'] else ''} {_when(f)}"
            + (f" for {f['job']}" if f.get("job") else "")
            for f in faults.get(node, [])
        ]
        nodes.add_row(node, state, ", ".join(running) or "-", "; ".join(pending) or "-")
    console.print(nodes)
    table = Table(title="jobs")
    for column in ("job", "run", "state", "step", "nodes", "since", "reason", "armed faults"):
        table.add_column(column, overflow="fold")
    for job in jobs:
        table.add_row(
            job.job_id,
            str(job.run),
            job.state,
            "-" if job.step is None else str(job.step),
            ",".join(job.nodes),
            job.state_since.strftime("%H:%M:%SZ") if job.state_since else "-",
            job.reason or "",
            "; ".join(_armed(f) for f in cluster.armed_faults(job.job_id)) or "-",
        )
    console.print(table if jobs else "no jobs")
    return 0


def _when(fault: dict[str, Any]) -> str:
    if fault.get("after_seconds") is not None:
        return f"{fault['after_seconds']:g}s after a run arms it"
    return f"after {fault['after_steps']} steps"


def _armed(fault: dict[str, Any]) -> str:
    """One armed fault of a run: fired, or how far its count is."""
    what = f"{fault['kind']} on {fault['node']}"
    if fault.get("fired_at"):
        return f"{what}: fired at {fault['fired_at']}"
    if fault.get("steps") is not None:
        return f"{what}: {fault['steps']} of {fault['fire_after']} steps counted"
    return f"{what}: {_when(fault)}"


def cmd_inject(args: argparse.Namespace) -> int:
    cluster = _cluster(args)
    fault, notes = cluster.inject_fault(
        args.node,
        args.kind,
        sticky=args.sticky,
        after_steps=args.after_steps,
        after_seconds=args.after_seconds,
        xid=args.xid,
        job=args.job,
        preset=args.progress_preset,
        pattern=args.progress_pattern,
    )
    sticky = "sticky " if args.sticky else ""
    detail = f" (Xid {args.xid})" if args.kind == "xid" else ""
    runs = f"a run of {fault.job}" if fault.job else "a run using it"
    when = (
        f"{fault.after_seconds:g}s after {runs} arms it"
        if fault.after_seconds is not None
        else f"after {fault.after_steps} steps of {runs}"
    )
    Console(highlight=False, soft_wrap=True).print(
        f"injected {sticky}[bold]{args.kind}[/bold]{detail} fault on {args.node}: fires {when}"
    )
    for note in notes:
        print(f"note: {note}")
    return 0


def cmd_clear(args: argparse.Namespace) -> int:
    _cluster(args).clear_faults(args.node)
    Console().print(f"cleared faults on {args.node or 'all nodes'}")
    return 0


def cmd_return(args: argparse.Namespace) -> int:
    key = f"cli-return-{args.node}-{iso()}-{os.getpid()}"
    command = _cluster(args).return_to_service(args.node, args.reason, key)
    Console().print(command.output)
    return 0


def cmd_check(args: argparse.Namespace) -> int:
    """The local cluster's node health check: exit 0 when healthy, 1 with the reasons."""
    problems = _cluster(args).health(args.node)
    print(f"{args.node}: {'; '.join(problems) if problems else 'healthy'}")
    return 1 if problems else 0


def cmd_outage(args: argparse.Namespace) -> int:
    _cluster(args).set_outage(args.seconds)
    Console().print(f"cluster controller unreachable for {args.seconds:g}s")
    return 0


def cmd_kill_all(args: argparse.Namespace) -> int:
    _cluster(args).kill_all()
    Console().print("killed every process of the local cluster")
    return 0


def register_cli(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``cluster`` command group to the warden CLI."""
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument(
        "--root",
        default=None,
        help="cluster directory (default $TRAINWARDEN_LOCAL_ROOT or ~/.trainwarden/local)",
    )
    group = subparsers.add_parser("cluster", help="the local simulated cluster")
    commands = group.add_subparsers(dest="cluster_command", metavar="COMMAND", required=True)

    status = commands.add_parser("status", parents=[common], help="nodes, exclusions, faults, jobs")
    status.add_argument("--json", action="store_true", help="machine-readable output")
    status.set_defaults(func=_guarded(cmd_status))

    inject = commands.add_parser("inject", parents=[common], help="inject a fault on a node")
    inject.add_argument("node")
    inject.add_argument("--kind", required=True, choices=FAULT_KINDS)
    inject.add_argument("--sticky", action="store_true", help="recur on every run on the node")
    when = inject.add_mutually_exclusive_group()
    when.add_argument(
        "--after-steps",
        type=int,
        default=None,
        help="fire after N steps of a run (default 3); a command job's steps come from any "
        "rank's status file or output lines",
    )
    when.add_argument(
        "--after-seconds", type=float, default=None, help="fire S seconds after a run arms it"
    )
    inject.add_argument("--job", default=None, help="only this job's runs (its node must be in it)")
    inject.add_argument(
        "--progress-preset",
        default="auto",
        choices=("auto", *PRESETS),
        help="how a command's output lines show steps (as the playbook's progress.preset)",
    )
    inject.add_argument(
        "--progress-pattern",
        default=None,
        help="regex with a named group `step` (as the playbook's progress.pattern)",
    )
    inject.add_argument("--xid", type=int, default=79, help="Xid code for --kind xid")
    inject.set_defaults(func=_guarded(cmd_inject))

    clear = commands.add_parser("clear", parents=[common], help="remove pending faults")
    clear.add_argument("node", nargs="?", default=None)
    clear.set_defaults(func=_guarded(cmd_clear))

    back = commands.add_parser("return", parents=[common], help="return a node to service")
    back.add_argument("node")
    back.add_argument("--reason", required=True)
    back.set_defaults(func=_guarded(cmd_return))

    check = commands.add_parser(
        "check", parents=[common], help="health check of a node (exit 0 healthy, 1 not)"
    )
    check.add_argument("node")
    check.set_defaults(func=_guarded(cmd_check))

    outage = commands.add_parser(
        "outage", parents=[common], help="simulate a controller outage (backend unreachable)"
    )
    outage.add_argument("--seconds", type=float, required=True)
    outage.set_defaults(func=_guarded(cmd_outage))

    kill = commands.add_parser("kill-all", parents=[common], help="kill every cluster process")
    kill.set_defaults(func=_guarded(cmd_kill_all))
