"""``warden playbook lint`` and ``warden playbook render`` (``test`` and ``diff``: cases).

``--json`` on lint, render, test and diff prints one JSON document on stdout, failures included
(``ok``, ``exit_code``, and ``error`` when the command could not do its work); exit statuses as
without it (docs/cli.md)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.syntax import Syntax

from trainwarden.cases.case import CaseError, find_cases, run_case
from trainwarden.cases.commands import add_case_commands
from trainwarden.cases.commands import run_diff as run_diff_text
from trainwarden.cases.commands import run_test as run_test_text
from trainwarden.playbook.lint import lint_playbook
from trainwarden.playbook.loader import LoadedPlaybook, load_playbook
from trainwarden.playbook.overrides import UsageError, add_set_option, parse_overrides
from trainwarden.playbook.problems import PlaybookError

__all__ = ["UsageError", "parse_overrides", "register_cli"]

EXIT_OK = 0
EXIT_MISMATCH = 1
EXIT_INPUT_ERROR = 2
JSON_HELP = "print one JSON document on stdout (docs/cli.md)"


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
    add_case_commands(commands)  # test, diff
    for name, func in (("test", run_test), ("diff", run_diff)):
        commands.choices[name].add_argument("--json", action="store_true", help=JSON_HELP)
        commands.choices[name].set_defaults(func=func)


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
            return _playbook_error_json("playbook render", exc)
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


def _playbook_error_json(command: str, exc: PlaybookError) -> int:
    for problem in exc.problems:
        sys.stderr.write(f"{problem}\n")
    first = str(exc.problems[0]) if exc.problems else str(exc)
    return emit_json(
        command,
        EXIT_INPUT_ERROR,
        error=first,
        problems=[p.model_dump(mode="json") for p in exc.problems],
    )


def _load_json(
    command: str, ref: str, overrides: list[str] | None = None
) -> LoadedPlaybook | int:
    """The playbook, or (in JSON mode) the exit status of the error document printed."""
    try:
        return load_playbook(ref, parse_overrides(overrides or []) or None)
    except UsageError as exc:
        return json_error(command, EXIT_INPUT_ERROR, str(exc))
    except PlaybookError as exc:
        return _playbook_error_json(command, exc)


def _playbook_json(loaded: LoadedPlaybook, ref: str) -> dict[str, Any]:
    return {"ref": ref, "name": loaded.playbook.name, "content_hash": loaded.content_hash}


def run_test(args: argparse.Namespace) -> int:
    """``playbook test``: the cases' text report, or with --json one document (same exits:
    0 all match, 1 a mismatch, 2 unusable input)."""
    if not args.json:
        return run_test_text(args)
    loaded = _load_json("playbook test", args.playbook, args.overrides)
    if isinstance(loaded, int):
        return loaded
    results: list[dict[str, Any]] = []
    for case_dir in find_cases(args.cases):
        try:
            result = run_case(loaded, case_dir)
        except CaseError as exc:
            results.append({"path": str(case_dir), "status": "unusable", "error": str(exc)})
            continue
        results.append(
            {
                "case": result.case,
                "path": result.path,
                "status": "match" if result.matches else "mismatch",
                "differences": result.differences,
                "decision": {**result.decision.essentials(), "reason": result.decision.reason},
                "plan": result.plan.describe(),
            }
        )
    counts = {
        status: sum(1 for r in results if r["status"] == status)
        for status in ("match", "mismatch", "unusable")
    }
    if counts["unusable"]:
        code = EXIT_INPUT_ERROR
    else:
        code = EXIT_MISMATCH if counts["mismatch"] else EXIT_OK
    return emit_json(
        "playbook test",
        code,
        playbook=_playbook_json(loaded, args.playbook),
        total=len(results),
        **counts,
        cases=results,
    )


def run_diff(args: argparse.Namespace) -> int:
    """``playbook diff``: the changed decisions as a table, or with --json one document (exit
    0, or 2 on unusable input)."""
    if not args.json:
        return run_diff_text(args)
    old = _load_json("playbook diff", args.old)
    if isinstance(old, int):
        return old
    new = _load_json("playbook diff", args.new)
    if isinstance(new, int):
        return new
    cases = find_cases(args.cases)
    changed: list[dict[str, Any]] = []
    for case_dir in cases:
        try:
            before, after = run_case(old, case_dir), run_case(new, case_dir)
        except CaseError as exc:
            return json_error("playbook diff", EXIT_INPUT_ERROR, str(exc), path=str(case_dir))
        a, b = before.decision.essentials(), after.decision.essentials()
        fields = {k: {"old": a[k], "new": b[k]} for k in a if a[k] != b[k]}
        if fields:
            changed.append(
                {
                    "case": before.case,
                    "path": str(Path(case_dir)),
                    "fields": fields,
                    "plan": {"old": before.plan.describe(), "new": after.plan.describe()},
                }
            )
    return emit_json(
        "playbook diff",
        EXIT_OK,
        old=_playbook_json(old, args.old),
        new=_playbook_json(new, args.new),
        cases=len(cases),
        changed=changed,
    )
