"""`warden goodput project`: ETTR of a long run at scale, trainwarden and a compared launcher side
by side, from measured per-fault clocks and a fleet description (docs/goodput.md)."""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ValidationError
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from trainwarden.projection.inputs import load_fleet, load_profiles
from trainwarden.projection.model import Fleet
from trainwarden.projection.simulate import LOSS_BUCKETS, LauncherProjection, project
from trainwarden.timekeeping.durations import format_duration, parse_duration
from trainwarden.untrusted.validation import first_error

_FLEET_FLAGS: tuple[tuple[str, Any, str], ...] = (
    ("--gpus", int, "GPUs of the job (default 16384)"),
    ("--gpus-per-node", int, "default 8"),
    ("--failures-per-1000-node-days", float, "default 6.5 (Meta's research clusters)"),
    ("--days", float, "length of the run (default 30)"),
    ("--checkpoint-interval", parse_duration, "training between saves (default 15m)"),
    ("--checkpoint-save", parse_duration, "blocking time per save (default 30s)"),
    ("--cold-start", parse_duration, "process start -> first step at this scale (default 5m)"),
    ("--checkpoint-load", parse_duration, "restore time at this scale (default 2m)"),
    ("--human-response", parse_duration, "a person's response time (default 1h)"),
    ("--spare-nodes", int, "healthy nodes standing by (default 64)"),
    ("--repair", parse_duration, "an excluded node is back after (default 2d)"),
)


class ProjectionReport(BaseModel):
    fleet: Fleet
    nodes: int
    mttf_hours: float
    optimal_checkpoint_interval: float
    launchers: list[LauncherProjection]


def register_cli(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    goodput = subparsers.add_parser("goodput", help="goodput at scale")
    commands = goodput.add_subparsers(dest="goodput_command", required=True)
    proj = commands.add_parser(
        "project",
        help="project ETTR over a long run at scale, trainwarden and another launcher",
        description="Monte Carlo over failures as a Poisson process; see docs/goodput.md.",
    )
    proj.add_argument("--fleet", type=Path, help="YAML/JSON of fleet fields (and a mix)")
    proj.add_argument(
        "--costs", type=Path, action="append", default=[], help="YAML/JSON per-fault costs"
    )
    proj.add_argument(
        "--incidents",
        type=Path,
        action="append",
        default=[],
        help="`warden report --json` output: trainwarden's measured clocks per fault kind",
    )
    proj.add_argument("--compare", default="torchrun", help="the other launcher (default torchrun)")
    proj.add_argument("--runs", type=int, default=100, help="simulated runs (default 100)")
    proj.add_argument("--seed", type=int, default=0)
    proj.add_argument("--json", action="store_true")
    for flag, kind, helptext in _FLEET_FLAGS:
        proj.add_argument(flag, type=kind, default=None, help=helptext)
    proj.set_defaults(func=run_project)


def _fail(message: str) -> int:
    sys.stderr.write(f"warden: error: {message}\n")
    return 2


def build_report(args: argparse.Namespace) -> ProjectionReport:
    overrides = {
        flag[2:].replace("-", "_"): getattr(args, flag[2:].replace("-", "_"))
        for flag, _, _ in _FLEET_FLAGS
    }
    fleet = load_fleet(args.fleet, overrides)
    profiles = load_profiles(args.costs, args.incidents)
    names = ["trainwarden", args.compare] if args.compare != "trainwarden" else ["trainwarden"]
    missing = [n for n in names if n not in profiles]
    if missing:
        raise ValueError(f"unknown launcher {missing[0]!r}: known {sorted(profiles)}")
    mttf = 1.0 / fleet.failure_rate
    return ProjectionReport(
        fleet=fleet,
        nodes=fleet.nodes,
        mttf_hours=round(fleet.mttf_hours, 4),
        optimal_checkpoint_interval=round(math.sqrt(2 * fleet.checkpoint_save * mttf), 1),
        launchers=[project(fleet, profiles[n], runs=args.runs, seed=args.seed) for n in names],
    )


def run_project(args: argparse.Namespace) -> int:
    if args.runs < 1 or args.runs > 10_000:
        return _fail("--runs must be between 1 and 10000")
    try:
        report = build_report(args)
    except (OSError, yaml.YAMLError) as exc:
        return _fail(f"cannot read input: {str(exc).splitlines()[0]}")
    except ValidationError as exc:
        return _fail(first_error(exc, "input"))
    except ValueError as exc:
        return _fail(str(exc).splitlines()[0])
    if args.json:
        print(json.dumps(report.model_dump(mode="json"), indent=2))
        return 0
    print_projection(Console(), report)
    return 0


def _pct(x: float) -> str:
    return f"{x * 100:.2f} %"


def _d(seconds: float) -> str:
    return format_duration(round(seconds, 3))


def print_projection(console: Console, r: ProjectionReport) -> None:
    f = r.fleet
    console.print(
        f"[bold]{f.gpus} GPUs[/] ({r.nodes} nodes of {f.gpus_per_node}), "
        f"{f.failures_per_1000_node_days:g} failures per 1,000 node-days: MTTF "
        f"{r.mttf_hours:.2f} h; {f.days:g} days; checkpoint every {_d(f.checkpoint_interval)} "
        f"(save {_d(f.checkpoint_save)}; Young's interval sqrt(2 x save x MTTF) = "
        f"{_d(r.optimal_checkpoint_interval)}); cold start {_d(f.cold_start)}, load "
        f"{_d(f.checkpoint_load)}; a person responds in {_d(f.human_response)}; "
        f"{f.spare_nodes} spare nodes, repair {_d(f.repair)}"
    )
    table = Table(title=f"projected over {r.launchers[0].runs} simulated runs", box=None)
    table.add_column("")
    for lp in r.launchers:
        table.add_column(escape(lp.launcher), justify="right")
    rows: list[tuple[str, list[str]]] = [
        ("ETTR (mean)", [_pct(lp.ettr) for lp in r.launchers]),
        (
            "ETTR 5th-95th percentile",
            [f"{_pct(lp.ettr_p05)}-{_pct(lp.ettr_p95)}" for lp in r.launchers],
        ),
        ("ETTR closed form (no spare shortage)", [_pct(lp.closed_form_ettr) for lp in r.launchers]),
        ("failures per run", [f"{lp.failures:.1f}" for lp in r.launchers]),
    ]
    for bucket, meaning in LOSS_BUCKETS.items():
        rows.append((f"lost: {meaning}", [_pct(lp.loss_share[bucket]) for lp in r.launchers]))
    for label, cells in rows:
        table.add_row(escape(label), *cells)
    console.print(table)

    kinds = Table(title="by fault kind: response, own overhead per fault, wall time lost", box=None)
    kinds.add_column("fault kind")
    kinds.add_column("share", justify="right")
    kinds.add_column("sticky")
    for lp in r.launchers:
        kinds.add_column(escape(lp.launcher), justify="right")
    for kind, share in zip(f.mix, f.shares(), strict=True):
        cells = []
        for lp in r.launchers:
            cost = lp.responses[kind.name]
            overhead = float(cost["detect"]) + float(cost["decide"]) + float(cost["act"])
            cells.append(
                f"{cost['response']} {overhead:.0f}s {_pct(lp.loss_share_by_kind[kind.name])}"
            )
        kinds.add_row(
            escape(kind.name), f"{share * 100:.1f} %", "yes" if kind.sticky else "no", *cells
        )
    console.print(kinds)
    for lp in r.launchers:
        lost = 1.0 - lp.ettr
        own = lp.loss_share["supervisor_overhead"]
        console.print(
            f"{escape(lp.launcher)}: its own overhead costs {own * 100:.2f} points of ETTR "
            f"({own / lost * 100 if lost else 0:.1f} % of the loss); recomputation, restart and "
            f"load {(lp.loss_share['recomputation'] + lp.loss_share['restart']) * 100:.2f} points; "
            f"waiting for people and spares "
            f"{(lp.loss_share['human_response'] + lp.loss_share['spare_wait']) * 100:.2f} points"
        )
    if len(r.launchers) == 2:
        a, b = r.launchers
        console.print(
            f"{escape(a.launcher)} - {escape(b.launcher)}: "
            f"{(a.ettr - b.ettr) * 100:+.2f} points of ETTR"
        )
