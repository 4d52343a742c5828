"""`warden checkpoint verify URI [--layout ...]`: which checkpoint a restart would use, and why.

Exit status: 0 a usable checkpoint exists, 1 none is usable, 2 usage or store error.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import yaml
from pydantic import TypeAdapter, ValidationError
from rich.console import Console
from rich.markup import escape

from trainwarden.checkpoints.models import (
    AUTO_LAYOUT,
    BUILTIN_LAYOUTS,
    CheckpointVerdict,
    CustomLayout,
)
from trainwarden.checkpoints.store import CheckpointStoreError
from trainwarden.checkpoints.verify import UnknownLayoutError, verify_checkpoints

EXIT_USABLE, EXIT_NONE_USABLE, EXIT_ERROR = 0, 1, 2


def register_cli(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    checkpoint = subparsers.add_parser("checkpoint", help="inspect training checkpoints")
    commands = checkpoint.add_subparsers(dest="checkpoint_command", required=True)
    verify = commands.add_parser(
        "verify",
        help="find the newest complete checkpoint and say why newer ones are unusable",
        description="Exit 0 when a usable checkpoint exists, 1 when none is, 2 on errors.",
    )
    verify.add_argument("uri", metavar="URI", help="s3://bucket/prefix, file:///path or a path")
    verify.add_argument(
        "--layout",
        default=AUTO_LAYOUT,
        help=f"{' | '.join(BUILTIN_LAYOUTS)} | the name of a layout from --layouts-file "
        "(default: auto, each directory as its content shows)",
    )
    verify.add_argument(
        "--checksums", action="store_true", help="also stream every file of the chosen checkpoint"
    )
    verify.add_argument("--json", action="store_true", help="print the verdict as JSON")
    verify.add_argument(
        "--max-step", type=int, metavar="N", help="ignore checkpoints newer than step N"
    )
    verify.add_argument("--endpoint-url", help="S3-compatible endpoint (default: AWS / env)")
    verify.add_argument(
        "--layouts-file",
        type=Path,
        help="YAML/JSON list of custom layouts: [{name, step_dir_regex, marker}]",
    )
    verify.set_defaults(func=run_verify)


def load_custom_layouts(path: Path) -> list[CustomLayout]:
    """A YAML or JSON file: a list of layouts, or {"layouts": [...]}."""
    document = yaml.safe_load(path.read_text())
    if isinstance(document, dict) and "layouts" in document:
        document = document["layouts"]
    return TypeAdapter(list[CustomLayout]).validate_python(document)


def run_verify(args: argparse.Namespace) -> int:
    from trainwarden.activities.checkpoint_stores import (
        open_store,  # lazily: trainwarden/ has no I/O deps
    )

    try:
        custom = load_custom_layouts(args.layouts_file) if args.layouts_file else None
    except (OSError, yaml.YAMLError, ValidationError) as exc:
        return _fail(f"cannot read layouts file {args.layouts_file}: {_first_line(exc)}")
    try:
        store = open_store(args.uri, endpoint_url=args.endpoint_url)
        verdict = verify_checkpoints(
            store,
            args.layout,
            checksums=args.checksums,
            custom_layouts=custom,
            max_step=args.max_step,
        )
    except UnknownLayoutError as exc:
        return _fail(str(exc))
    except CheckpointStoreError as exc:
        return _fail(f"cannot verify {args.uri}: {exc}")
    if args.json:
        print(verdict.model_dump_json(indent=2))
    else:
        print_verdict(verdict, Console(highlight=False, soft_wrap=True))
    return EXIT_USABLE if verdict.usable else EXIT_NONE_USABLE


def print_verdict(verdict: CheckpointVerdict, console: Console) -> None:
    where = escape(verdict.uri or "")
    if verdict.usable:
        console.print(
            f"[bold green]usable:[/] step {verdict.step} at {escape(verdict.location or '')} "
            f"({verdict.chosen_layout or verdict.layout}, {verdict.level})"
        )
    elif verdict.candidates == 0:
        kind = "any known layout" if verdict.layout == AUTO_LAYOUT else f"layout {verdict.layout}"
        console.print(f"[bold red]no checkpoints[/] of {kind} under {where}")
    else:
        console.print(
            f"[bold red]no usable checkpoint[/] under {where}: all {verdict.candidates} "
            f"{'' if verdict.layout == AUTO_LAYOUT else verdict.layout + ' '}checkpoints checked "
            "are incomplete"
        )
    if not verdict.usable:
        for other in verdict.other_layouts():
            console.print(
                f"[bold yellow]{other.count} {other.layout} checkpoint director"
                f"{'ies' if other.count != 1 else 'y'}[/] there (newest "
                f"{escape(other.newest)}): run with --layout {other.layout} (or auto)"
            )
    if verdict.rejected:
        heading = "rejected newer checkpoints" if verdict.usable else "rejected checkpoints"
        console.print(f"[bold]{heading} ({len(verdict.rejected)}):[/]")
        for rejected in verdict.rejected:
            console.print(
                f"  [yellow]{escape(rejected.reason)}[/]  [dim]{escape(rejected.location)}[/]"
            )
    for line in verdict.checked:
        console.print(f"  [dim]checked:[/] {escape(line)}")
    console.print(
        f"  [dim]{verdict.listing_calls} listing calls, {verdict.bytes_read} bytes read, "
        f"{verdict.seconds:.2f} s"
        + (f", {verdict.throughput_mb_s} MB/s[/]" if verdict.throughput_mb_s else "[/]")
    )


def _first_line(exc: Exception) -> str:
    return " ".join(str(exc).split())[:300]


def _fail(message: str) -> int:
    print(f"warden checkpoint verify: error: {' '.join(message.split())}", file=sys.stderr)
    return EXIT_ERROR
