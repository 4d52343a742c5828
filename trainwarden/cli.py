"""The `warden` command line (README).

Subcommands of the domain packages register themselves; commands that need a Temporal worker
(`demo`, `worker`) or client (`report`) import that code only when they run, so the domain
package stays free of worker code.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
import traceback
from collections.abc import Collection, Sequence
from typing import NoReturn

from trainwarden import __version__
from trainwarden.config import ConfigError, TemporalUnreachable

# The top-level command each domain module registers (register_cli), so that a command imports
# its own module only: every module imported costs each `warden` run its import (together about
# 0.8 s of CPU). tests/models/test_cli_commands.py checks the table against the modules.
DOMAIN_COMMANDS: dict[str, str] = {
    "playbook": "trainwarden.playbook.commands",
    "attribute": "trainwarden.attribution.commands",
    "checkpoint": "trainwarden.activities.checkpoint_cli",
    "cluster": "trainwarden.localcluster.commands",
    "goodput": "trainwarden.projection.commands",
    "slurm": "trainwarden.activities.backends.slurm_cli",
    "node-agent": "trainwarden.nodeagent",
}


class _Parser(argparse.ArgumentParser):
    """Usage errors as one clear line on stderr, exit status 2."""

    def error(self, message: str) -> None:  # type: ignore[override]
        sys.stderr.write(f"warden: error: {message}\n")
        raise SystemExit(2)


def _demo(args: argparse.Namespace) -> int:
    demo = importlib.import_module("trainwarden.workers.demo")
    status: int = demo.main(timeout=args.timeout, keep_server=args.keep_server)
    return status


def _worker(args: argparse.Namespace) -> int:
    worker = importlib.import_module("trainwarden.workers.main")
    status: int = worker.main(
        address=args.address,
        namespace=args.namespace,
        task_queue=args.task_queue,
        profile=args.profile,
        config_file=args.config_file,
        max_concurrent_activities=args.max_concurrent_activities,
        max_concurrent_workflow_tasks=args.max_concurrent_workflow_tasks,
        max_cached_workflows=args.max_cached_workflows,
        graceful_shutdown_seconds=args.graceful_shutdown_seconds,
    )
    return status


def _report(args: argparse.Namespace) -> int:
    report = importlib.import_module("trainwarden.workers.report")
    status: int = report.main(
        args.workflow_id,
        as_json=args.json,
        address=args.address,
        namespace=args.namespace,
        all_jobs=args.all,
        since=args.since,
        timeline_dir=args.timeline,
    )
    return status


def _nodes(args: argparse.Namespace) -> int:
    nodes = importlib.import_module("trainwarden.workers.nodes_cli")
    status: int = nodes.main(
        args.cluster, as_json=args.json, address=args.address, namespace=args.namespace
    )
    return status


def _start(args: argparse.Namespace) -> int:
    start = importlib.import_module("trainwarden.workers.start_cli")
    status: int = start.main(
        args.workflow_id,
        args.input,
        replace=args.replace,
        task_queue=args.task_queue,
        address=args.address,
        namespace=args.namespace,
    )
    return status


def _incident_export(args: argparse.Namespace) -> int:
    export = importlib.import_module("trainwarden.workers.export")
    status: int = export.main(
        args.workflow_id,
        incident=args.incident,
        out=args.out,
        address=args.address,
        namespace=args.namespace,
    )
    return status


def _domain_modules(argv: Sequence[str] | None, own: Collection[str]) -> list[str]:
    """The domain modules a command line needs: its command's own, none for one of ``own``
    (the commands this module registers), every one when no command is named (help, a usage
    error)."""
    words = list(sys.argv[1:] if argv is None else argv)
    command = next((word for word in words if not word.startswith("-")), None)
    if command in DOMAIN_COMMANDS:
        return [DOMAIN_COMMANDS[command]]
    if command in own:
        return []
    return list(DOMAIN_COMMANDS.values())


def build_parser(argv: Sequence[str] | None = None) -> argparse.ArgumentParser:
    """The parser for ``argv`` (default: this process's): with the domain commands it names, or
    all of them when it names none."""
    parser = _Parser(prog="warden", description="trainwarden: keep multi-node training alive")
    parser.add_argument("--version", action="version", version=f"warden {__version__}")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)

    demo = sub.add_parser("demo", help="run the embedded default end to end")
    demo.add_argument("--timeout", type=float, default=150.0, help="seconds to wait for recovery")
    demo.add_argument("--keep-server", action="store_true", help="keep the dev server at the end")
    demo.set_defaults(func=_demo, temporal_client=True)

    for name, func, helptext in (
        ("worker", _worker, "run a worker (task queue trainwarden)"),
        ("report", _report, "report the incidents of a supervised job"),
    ):
        p = sub.add_parser(name, help=helptext)
        if name == "report":
            p.add_argument("workflow_id", nargs="?", default=None)
            p.add_argument("--json", action="store_true")
            p.add_argument("--all", action="store_true", help="every supervised job (visibility)")
            p.add_argument("--since", default=None, help="goodput window, e.g. 7d (--all: 7d)")
            p.add_argument("--timeline", default=None, metavar="DIR", help="write PNG + HTML")
        else:
            p.add_argument("--task-queue", default=None, help="env TRAINWARDEN_TASK_QUEUE or _SITE")
            p.add_argument("--profile", default=None, help="CLI profile (env TEMPORAL_PROFILE)")
            p.add_argument("--config-file", default=None, help="env TEMPORAL_CONFIG_FILE")
            for flag, kind in (
                ("--max-concurrent-activities", int),
                ("--max-concurrent-workflow-tasks", int),
                ("--max-cached-workflows", int),
                ("--graceful-shutdown-seconds", float),
            ):
                env = "TRAINWARDEN_" + flag[2:].upper().replace("-", "_")
                p.add_argument(flag, type=kind, default=None, help=f"env {env}")
        p.add_argument("--address", default=None, help="Temporal address (env TEMPORAL_ADDRESS)")
        p.add_argument("--namespace", default=None, help="namespace (env TEMPORAL_NAMESPACE)")
        p.set_defaults(func=func, temporal_client=True)

    nodes = sub.add_parser("nodes", help="nodes held out of service, per cluster, and why")
    nodes.add_argument("--cluster", default=None, help="one cluster (default: every cluster)")
    nodes.add_argument("--json", action="store_true")
    nodes.add_argument("--address", default=None, help="Temporal address (env TEMPORAL_ADDRESS)")
    nodes.add_argument("--namespace", default=None, help="namespace (env TEMPORAL_NAMESPACE)")
    nodes.set_defaults(func=_nodes, temporal_client=True)

    start = sub.add_parser(
        "start", help="start supervising a job; refuses a workflow id already running"
    )
    start.add_argument("workflow_id", metavar="WORKFLOW_ID", help="e.g. supervise-llm7b")
    start.add_argument(
        "--input", required=True, metavar="JSON|@FILE", help="workflow input (docs/supervision.md)"
    )
    start.add_argument(
        "--replace",
        action="store_true",
        help="terminate a running supervision of this id and start this one (the job keeps "
        "running; the new supervision attaches to it): how to roll out a changed playbook",
    )
    start.add_argument("--task-queue", default=None, help="env TRAINWARDEN_TASK_QUEUE or _SITE")
    start.add_argument("--address", default=None, help="Temporal address (env TEMPORAL_ADDRESS)")
    start.add_argument("--namespace", default=None, help="namespace (env TEMPORAL_NAMESPACE)")
    start.set_defaults(func=_start, temporal_client=True)

    incident = sub.add_parser("incident", help="incidents of supervised jobs as test cases")
    inc_sub = incident.add_subparsers(dest="incident_command", required=True)
    export = inc_sub.add_parser(
        "export",
        help="write an incident as a test case (case.yaml + bundle/) for `playbook test`",
    )
    export.add_argument("workflow_id", metavar="WORKFLOW_ID")
    export.add_argument("--incident", type=int, default=None, metavar="N", help="default: last")
    export.add_argument("-o", "--out", required=True, metavar="DIR")
    export.add_argument("--address", default=None, help="Temporal address (env TEMPORAL_ADDRESS)")
    export.add_argument("--namespace", default=None, help="namespace (env TEMPORAL_NAMESPACE)")
    export.set_defaults(func=_incident_export, temporal_client=True)

    for module in _domain_modules(argv, own=set(sub.choices)):
        importlib.import_module(module).register_cli(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser(argv)
    args = parser.parse_args(argv)
    client = getattr(args, "temporal_client", False)  # set by the commands that open one
    try:
        code = int(args.func(args) or 0)
    except KeyboardInterrupt:
        code = 130
    except (ConfigError, TemporalUnreachable) as err:  # where Temporal is, or that it is not
        sys.stderr.write(f"warden: error: {err}\n")
        code = 2
    except Exception:
        if not client:
            raise
        traceback.print_exc()
        code = 1
    if client:
        _exit_without_finalising(code)
    return code


def _exit_without_finalising(code: int) -> NoReturn:
    """Leave a command that opened a Temporal client without the interpreter's finalisation.

    The client's native runtime sometimes aborts it (temporalio/sdk-python#300:
    "PyGILState_Release ... finalizing", exit -6, after the command's output was written); a
    finished command has nothing left to clean up but its output buffers.
    """
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)


if __name__ == "__main__":
    raise SystemExit(main())
