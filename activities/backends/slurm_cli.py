"""``warden slurm ...``: the operator's manual path for nodes trainwarden drained.

    warden slurm nodes [--slurm-conf F] [--json]        nodes, states, reasons, who drained them
    warden slurm resume NODE... --reason R [--force] [--health-check CMD]

``resume`` returns nodes to service through the same backend code the workflow uses, so it
checks state first, refuses nodes drained by someone else unless ``--force`` (the operator
says so), and runs the health check (``{node}`` substituted) before resuming.
"""

from __future__ import annotations

import argparse
import json
import shlex
import sys
from typing import Any

from rich.console import Console
from rich.table import Table
from rich.text import Text

from trainwarden.activities.backends.base import BackendError
from trainwarden.activities.backends.slurm import DRAIN_REASON_PREFIX, SlurmBackend


def register_cli(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    slurm = subparsers.add_parser("slurm", help="Slurm nodes trainwarden drained: list, resume")
    commands = slurm.add_subparsers(dest="slurm_command", required=True)

    nodes = commands.add_parser("nodes", help="node states and drain reasons")
    nodes.add_argument("--slurm-conf", help="slurm.conf of the cluster (default: $SLURM_CONF)")
    nodes.add_argument("--json", action="store_true", help="machine-readable output")
    nodes.set_defaults(func=cmd_nodes)

    resume = commands.add_parser("resume", help="return drained nodes to service")
    resume.add_argument("nodes", nargs="+", metavar="NODE")
    resume.add_argument("--reason", required=True, help="why (recorded in the command output)")
    resume.add_argument(
        "--force", action="store_true", help="also nodes drained by others; no health check"
    )
    resume.add_argument("--health-check", help="command that must pass first, {node} = node")
    resume.add_argument("--slurm-conf", help="slurm.conf of the cluster (default: $SLURM_CONF)")
    resume.add_argument("--json", action="store_true", help="machine-readable output")
    resume.set_defaults(func=cmd_resume)


def _fail(message: str, status: int) -> int:
    print(f"warden slurm: {message}", file=sys.stderr)
    return status


def cmd_nodes(args: argparse.Namespace) -> int:
    backend = SlurmBackend(slurm_conf=args.slurm_conf, poll_interval=0)
    try:
        nodes = backend.watcher.all_nodes()
    except BackendError as exc:
        return _fail(exc.message, 2 if exc.kind != "unreachable" else 1)
    rows: list[dict[str, Any]] = [
        {
            "node": n.name,
            "state": n.state,
            "slurm_state": "+".join([n.raw_state.upper(), *n.flags]),
            "reason": n.reason,
            "by_trainwarden": (n.reason or "").startswith(DRAIN_REASON_PREFIX),
            "reason_set_by": n.reason_user,
        }
        for n in sorted(nodes.values(), key=lambda n: n.name)
    ]
    if args.json:
        print(json.dumps(rows, indent=2))
        return 0
    table = Table("node", "state", "reason", "set by")
    for row in rows:
        style = "yellow" if row["by_trainwarden"] else None
        table.add_row(row["node"], row["state"], row["reason"] or "", row["reason_set_by"] or "",
                      style=style)  # fmt: skip
    Console().print(table)
    return 0


def cmd_resume(args: argparse.Namespace) -> int:
    try:
        check = shlex.split(args.health_check) if args.health_check else None
    except ValueError as exc:
        return _fail(f"--health-check: {exc}", 2)
    backend = SlurmBackend(slurm_conf=args.slurm_conf, poll_interval=0, health_check=check)
    try:
        commands = backend.return_to_service(
            args.nodes, args.reason, key=f"manual/{args.reason}", force=args.force
        )
    except BackendError as exc:
        return _fail(exc.message, 1 if exc.kind == "unreachable" else 2)
    if args.json:
        print(json.dumps([c.model_dump(mode="json") for c in commands], indent=2))
    else:
        console = Console()
        for c in commands:
            if c.skipped:
                line = Text.assemble(("skipped ", "yellow"), f"{c.command}: {c.output}")
            elif "state=resume" in c.command:
                line = Text.assemble(("done ", "green"), c.command)
            elif c.exit_code != 0:
                line = Text.assemble(
                    (f"failed ({c.exit_code}) ", "red"), f"{c.command}: {c.output}"
                )
            else:
                continue
            console.print(line, soft_wrap=True)
    try:
        states, _ = backend.node_states(args.nodes)
    except BackendError as exc:
        return _fail(exc.message, 1)
    still_out = [n for n, s in states.items() if s.state == "DRAIN" or s.is_down]
    if still_out:
        return _fail(f"still out of service: {', '.join(still_out)}", 1)
    return 0
