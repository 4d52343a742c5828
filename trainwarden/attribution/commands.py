"""`warden attribute BUNDLE [--json]`: the attribution engine on the command line."""

from __future__ import annotations

import argparse
import json
import sys
from datetime import datetime

from rich.console import Console
from rich.table import Table

from trainwarden.attribution.bundle import BundleError
from trainwarden.attribution.catalog import CatalogError, load_catalogs
from trainwarden.attribution.engine import attribute_bundle
from trainwarden.attribution.result import AttributionResult
from trainwarden.attribution.timestamps import parse_ts


def register_cli(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the `attribute` subcommand to the `warden` CLI."""
    parser = subparsers.add_parser(
        "attribute",
        help="attribute the failure evidenced by a bundle",
        description="Read an evidence bundle (docs/evidence-bundle.md) and print which failure, on "
        "which machine, with the evidence lines. Exit 0 for any verdict.",
    )
    parser.add_argument("bundle", metavar="BUNDLE", help="evidence bundle directory")
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    parser.add_argument(
        "--since", metavar="TS", help="ignore evidence before this ISO-8601 instant (with zone)"
    )
    parser.add_argument(
        "--catalog",
        metavar="PATH",
        action="append",
        help="signature catalog file or directory (repeatable); default: the shipped ones",
    )
    parser.set_defaults(func=run_attribute)


def run_attribute(args: argparse.Namespace) -> int:
    since: datetime | None = None
    if args.since:
        since = parse_ts(args.since)
        if since is None:
            return _fail(f"--since: not an ISO-8601 timestamp with zone: {args.since!r}")
    try:
        catalog = load_catalogs(args.catalog) if args.catalog else None
        result = attribute_bundle(args.bundle, catalog, since=since)
    except (BundleError, CatalogError) as exc:
        return _fail(str(exc))
    if args.json:
        print(json.dumps(result.model_dump(mode="json"), indent=2))
    else:
        render(result, Console())
    return 0


def _fail(message: str) -> int:
    print(f"warden attribute: {message}", file=sys.stderr)
    return 2


def render(result: AttributionResult, console: Console) -> None:
    """Human-readable result: verdict line, evidence with file:line, cascade table."""
    colour = {"attributed": "red", "ambiguous": "yellow", "no_failure": "green"}[result.verdict]
    nodes = ", ".join(result.implicated_nodes) or "none"
    console.print(
        f"[bold {colour}]{result.verdict}[/]  category=[bold]{result.category}[/]  "
        f"signature={result.signature}  confidence={result.confidence:.2f}  "
        f"retryable={'yes' if result.retryable else 'no'}  implicated: [bold]{nodes}[/]",
        highlight=False,
    )
    console.print(result.explanation, highlight=False, markup=False)
    init = result.initiating
    if init.evidence:
        console.print("[bold]Initiating evidence[/]")
        for line in init.evidence:
            console.print(f"  {line.file}:{line.line}  ", end="", highlight=False)
            console.print(line.text, highlight=False, markup=False)
    if result.cascading:
        table = Table(title="Cascading", title_justify="left")
        for column in ("signature", "category", "nodes", "ranks", "count"):
            table.add_column(column)
        for group in result.cascading:
            table.add_row(
                group.signature,
                group.category,
                group.node_hostlist or ", ".join(group.nodes),
                group.rank_ranges or ", ".join(map(str, group.ranks)),
                str(group.count),
            )
        console.print(table)
    for warning in result.warnings:
        console.print(f"[yellow]warning:[/] {warning}", highlight=False)
