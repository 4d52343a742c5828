"""``warden playbook lint`` and ``warden playbook render``.

The ``playbook`` command itself, with ``test`` and ``diff`` (which run cases through a playbook),
is assembled by trainwarden.cases.commands: cases sit above the playbook and use it, so the
playbook adds its own two commands to the group and knows nothing of cases. ``--json`` prints
one JSON document on stdout, failures included (docs/cli.md)."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from rich.console import Console
from rich.syntax import Syntax

from trainwarden.playbook.lint import lint_playbook
from trainwarden.playbook.loader import load_playbook
from trainwarden.playbook.overrides import UsageError, add_set_option, parse_overrides
from trainwarden.playbook.problems import PlaybookError

__all__ = ["UsageError", "add_playbook_commands", "parse_overrides"]

EXIT_OK = 0
EXIT_INPUT_ERROR = 2
JSON_HELP = "print one JSON document on stdout (docs/cli.md)"


def add_playbook_commands(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add ``lint`` and ``render`` to the ``warden playbook`` group."""
    lint = commands.add_parser(
        "lint",
        help="report every problem in playbooks as FILE:LINE: FIELD: MESSAGE",
        description="Check playbooks (files or shipped names such as 'default'). Exit status 2 "
        "when any has an error; warnings alone exit 0.",
    )
    lint.add_argument("files", nargs="+", metavar="FILE")
    add_set_option(lint)
    lint.add_argument("--json", action="store_true", help=JSON_HELP)
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


def _stderr() -> Console:
    return Console(stderr=True, highlight=False, soft_wrap=True)


def emit_json(command: str, code: int, **fields: Any) -> int:
    """Print ``command``'s one JSON document (``ok``, ``exit_code``, ``fields``); ``code``."""
    document = {"command": command, "ok": code == EXIT_OK, "exit_code": code, **fields}
    sys.stdout.write(json.dumps(document, indent=2, default=str) + "\n")
    return code


def json_error(command: str, code: int, message: str, **fields: Any) -> int:
    """A failure in JSON mode: the JSON document on stdout, the one line on stderr."""
    sys.stderr.write(f"warden: error: {message}\n")
    return emit_json(command, code, error=message, **fields)


def run_lint(args: argparse.Namespace) -> int:
    console = Console(highlight=False, soft_wrap=True)
    try:
        overrides = parse_overrides(args.overrides)
    except UsageError as exc:
        if args.json:
            return json_error("playbook lint", EXIT_INPUT_ERROR, str(exc))
        _stderr().print(f"error: {exc}", markup=False)
        return EXIT_INPUT_ERROR
    if args.json:
        return _lint_json(args.files, overrides)
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


def _lint_json(files: list[str], overrides: dict[str, Any]) -> int:
    reports = []
    for file in files:
        problems = lint_playbook(file, overrides or None)
        errors = sum(1 for p in problems if p.is_error)
        reports.append(
            {
                "file": file,
                "ok": errors == 0,
                "errors": errors,
                "warnings": len(problems) - errors,
                "problems": [p.model_dump(mode="json") for p in problems],
            }
        )
    code = EXIT_OK if all(r["ok"] for r in reports) else EXIT_INPUT_ERROR
    return emit_json("playbook lint", code, files=reports)


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" + ("" if n == 1 else "s")


def run_render(args: argparse.Namespace) -> int:
    try:
        overrides = parse_overrides(args.overrides)
    except UsageError as exc:
        if args.json:
            return json_error("playbook render", EXIT_INPUT_ERROR, str(exc))
        _stderr().print(f"error: {exc}", markup=False)
        return EXIT_INPUT_ERROR
    try:
        loaded = load_playbook(args.file, overrides or None)
    except PlaybookError as exc:
        if args.json:
            return playbook_error_json("playbook render", exc)
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


def playbook_error_json(command: str, exc: PlaybookError) -> int:
    for problem in exc.problems:
        sys.stderr.write(f"{problem}\n")
    first = str(exc.problems[0]) if exc.problems else str(exc)
    return emit_json(
        command,
        EXIT_INPUT_ERROR,
        error=first,
        problems=[p.model_dump(mode="json") for p in exc.problems],
    )
