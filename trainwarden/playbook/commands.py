"""``warden playbook lint`` and ``warden playbook render`` (``test`` and ``diff``: cases)."""

from __future__ import annotations

import argparse
import json
import sys

from rich.console import Console
from rich.syntax import Syntax

from trainwarden.cases.commands import add_case_commands
from trainwarden.playbook.lint import lint_playbook
from trainwarden.playbook.loader import load_playbook
from trainwarden.playbook.overrides import UsageError, add_set_option, parse_overrides
from trainwarden.playbook.problems import PlaybookError

__all__ = ["UsageError", "parse_overrides", "register_cli"]

EXIT_OK = 0
EXIT_INPUT_ERROR = 2


def register_cli(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add ``playbook lint`` and ``playbook render`` to the ``warden`` CLI."""
    playbook = subparsers.add_parser(
        "playbook", help="check and render recovery playbooks", description=__doc__
    )
    commands = playbook.add_subparsers(dest="playbook_command", metavar="COMMAND", required=True)

    lint = commands.add_parser(
        "lint",
        help="report every problem in playbooks as FILE:LINE: FIELD: MESSAGE",
        description="Check playbooks (files or shipped names such as 'default'). Exit status 2 "
        "when any has an error; warnings alone exit 0.",
    )
    lint.add_argument("files", nargs="+", metavar="FILE")
    add_set_option(lint)
    lint.set_defaults(func=run_lint)

    render = commands.add_parser(
        "render",
        help="print the rendered, validated playbook and its content hash",
        description="Render a playbook's templates with its params (and --set overrides), "
        "validate it and print the result as YAML (or JSON) with its content hash.",
    )
    render.add_argument("file", metavar="FILE")
    add_set_option(render)
    render.add_argument("--json", action="store_true", help="print JSON instead of YAML")
    render.set_defaults(func=run_render)
    add_case_commands(commands)  # test, diff


def _stderr() -> Console:
    return Console(stderr=True, highlight=False, soft_wrap=True)


def run_lint(args: argparse.Namespace) -> int:
    console = Console(highlight=False, soft_wrap=True)
    try:
        overrides = parse_overrides(args.overrides)
    except UsageError as exc:
        _stderr().print(f"error: {exc}", markup=False)
        return EXIT_INPUT_ERROR
    status = EXIT_OK
    for file in args.files:
        problems = lint_playbook(file, overrides or None)
        errors = [p for p in problems if p.is_error]
        for problem in problems:
            console.print(str(problem), style="red" if problem.is_error else "yellow", markup=False)
        warnings = len(problems) - len(errors)
        if errors:
            status = EXIT_INPUT_ERROR
            console.print(
                f"{file}: {_count(len(errors), 'error')}, {_count(warnings, 'warning')}",
                style="bold red",
                markup=False,
            )
        else:
            extra = f" ({_count(warnings, 'warning')})" if warnings else ""
            console.print(f"{file}: OK{extra}", style="green", markup=False)
    return status


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" + ("" if n == 1 else "s")


def run_render(args: argparse.Namespace) -> int:
    try:
        overrides = parse_overrides(args.overrides)
    except UsageError as exc:
        _stderr().print(f"error: {exc}", markup=False)
        return EXIT_INPUT_ERROR
    try:
        loaded = load_playbook(args.file, overrides or None)
    except PlaybookError as exc:
        for problem in exc.problems:
            _stderr().print(str(problem), markup=False)
        return EXIT_INPUT_ERROR
    if args.json:
        document = loaded.model_dump(mode="json", by_alias=True, exclude={"rendered_yaml"})
        sys.stdout.write(json.dumps(document, indent=2) + "\n")
        return EXIT_OK
    header = (
        f"# playbook {loaded.playbook.name} from {loaded.source_path}\n"
        f"# source_sha256: {loaded.source_sha256}\n"
        f"# content_hash: {loaded.content_hash}\n"
    )
    text = header + loaded.rendered_yaml
    console = Console(soft_wrap=True)
    if console.is_terminal:
        console.print(Syntax(text, "yaml", background_color="default"))
    else:
        sys.stdout.write(text)
    return EXIT_OK
