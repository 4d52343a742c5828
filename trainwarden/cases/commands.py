"""The ``warden playbook`` command: its ``lint`` and ``render`` (trainwarden.playbook.commands),
``test PLAYBOOK CASE_DIR...`` and ``diff OLD NEW --cases DIR`` (here: they run cases through a
playbook, and cases sit above the playbook, so the group is assembled here).

Exit status of `test`: 0 every case matches its `expect:`, 1 some case does not (the difference
named), 2 unusable input (a playbook or case that cannot be read, the file named). `diff`: 0, or
2 on unusable input. ``--json`` on each prints one JSON document on stdout, failures included,
with the same exit statuses (docs/cli.md).
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from trainwarden.cases.case import CaseError, CaseResult, find_cases, run_case
from trainwarden.playbook.commands import (
    JSON_HELP,
    add_playbook_commands,
    emit_json,
    json_error,
    playbook_error_json,
)
from trainwarden.playbook.loader import LoadedPlaybook, load_playbook
from trainwarden.playbook.overrides import UsageError, add_set_option, parse_overrides
from trainwarden.playbook.problems import PlaybookError

EXIT_OK, EXIT_MISMATCH, EXIT_INPUT = 0, 1, 2
PLAYBOOK_DESCRIPTION = (
    "Check, render and test recovery playbooks. --json on lint, render, test and diff prints one "
    "JSON document on stdout, failures included (ok, exit_code, and error when the command could "
    "not do its work); exit statuses as without it (docs/cli.md)."
)


def register_cli(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add ``playbook`` (lint, render, test, diff) to the ``warden`` CLI."""
    playbook = subparsers.add_parser(
        "playbook", help="check and render recovery playbooks", description=PLAYBOOK_DESCRIPTION
    )
    commands = playbook.add_subparsers(dest="playbook_command", metavar="COMMAND", required=True)
    add_playbook_commands(commands)
    test = commands.add_parser(
        "test",
        help="run exported incidents (cases) through a playbook and compare with expect:",
        description="Attribute each case's bundle and decide with PLAYBOOK exactly as the "
        "workflow would (no cluster touched); compare with the case's expect: block. Exit 0 "
        "all match, 1 a mismatch, 2 unusable input.",
    )
    test.add_argument("playbook", metavar="PLAYBOOK")
    test.add_argument("cases", nargs="+", metavar="CASE_DIR", help="a case, or a dir of cases")
    test.add_argument("--verbose", "-v", action="store_true", help="every decision in full")
    add_set_option(
        test, help_text="override a param of PLAYBOOK (as in `playbook render`); repeatable"
    )
    test.add_argument("--json", action="store_true", help=JSON_HELP)
    test.set_defaults(func=run_test)

    diff = commands.add_parser(
        "diff",
        help="the cases whose decision changes between two playbooks, side by side",
        description="Decide every case with OLD and with NEW; list the cases that change.",
    )
    diff.add_argument("old", metavar="OLD")
    diff.add_argument("new", metavar="NEW")
    diff.add_argument("--cases", required=True, action="append", metavar="DIR")
    diff.add_argument("--json", action="store_true", help=JSON_HELP)
    diff.set_defaults(func=run_diff)


def _load(ref: str, err: Console, overrides: list[str] | None = None) -> LoadedPlaybook | None:
    try:
        return load_playbook(ref, parse_overrides(overrides or []) or None)
    except UsageError as exc:
        err.print(f"error: {exc}", markup=False)
        return None
    except PlaybookError as exc:
        for problem in exc.problems:
            err.print(str(problem), markup=False)
        return None


def _stderr() -> Console:
    return Console(stderr=True, highlight=False, soft_wrap=True)


def _summary(r: CaseResult) -> str:
    d = r.decision
    text = f"{d.verdict} {d.category} ({d.signature}) -> rule {d.rule}: " + (
        " -> ".join(d.steps) or "no steps"
    )
    if d.exclude:
        text += f" (exclude {', '.join(d.exclude)})"
    return text + f" => {d.outcome}"


def run_test(args: argparse.Namespace) -> int:
    if args.json:
        return _test_json(args)
    out, err = Console(highlight=False, soft_wrap=True), _stderr()
    loaded = _load(args.playbook, err, args.overrides)
    if loaded is None:
        return EXIT_INPUT
    passed = failed = broken = 0
    for case_dir in find_cases(args.cases):
        try:
            result = run_case(loaded, case_dir)
        except CaseError as exc:
            broken += 1
            out.print(f"[bold red]ERROR[/] {escape(str(case_dir))}: {escape(str(exc))}")
            continue
        if result.matches:
            passed += 1
            out.print(f"[green]ok[/]    {escape(result.case)}: {escape(_summary(result))}")
        else:
            failed += 1
            out.print(
                f"[bold red]FAIL[/]  {escape(result.case)}: "
                + escape("; ".join(result.differences))
            )
        if args.verbose:
            out.print(escape(f"      {_summary(result)}: {result.decision.reason}"))
            for i, line in enumerate(result.plan.describe(), 1):
                out.print(escape(f"      {i}. {line}"))
    total = passed + failed + broken
    out.print(
        f"{loaded.playbook.name} ({loaded.content_hash[:12]}): {total} case(s), {passed} match, "
        f"{failed} mismatch, {broken} unusable"
    )
    if broken:
        return EXIT_INPUT
    return EXIT_MISMATCH if failed else EXIT_OK


def run_diff(args: argparse.Namespace) -> int:
    if args.json:
        return _diff_json(args)
    out, err = Console(highlight=False, soft_wrap=True), _stderr()
    old, new = _load(args.old, err), _load(args.new, err)
    if old is None or new is None:
        return EXIT_INPUT
    table = Table(title=f"decisions that change: {args.old} -> {args.new}", show_lines=True)
    for col in ("case", "field", Path(args.old).name, Path(args.new).name):
        table.add_column(col, overflow="fold")
    cases = find_cases(args.cases)
    changed: list[str] = []
    for case_dir in cases:
        try:
            before, after = run_case(old, case_dir), run_case(new, case_dir)
        except CaseError as exc:
            err.print(f"warden: error: {exc}", markup=False)
            return EXIT_INPUT
        a, b = before.decision.essentials(), after.decision.essentials()
        fields = [k for k in a if a[k] != b[k]]
        if not fields:
            continue
        changed.append(f"changed {before.case}: {', '.join(fields)}")
        for i, k in enumerate(fields):
            table.add_row(before.case if i == 0 else "", k, _cell(a[k]), _cell(b[k]))
        table.add_row("", "plan", _steps(before.plan.describe()), _steps(after.plan.describe()))
    if changed:
        out.print(table)
    for line in changed:
        out.print(line, markup=False)
    out.print(f"{len(changed)} of {len(cases)} case(s) change")
    return EXIT_OK


def _steps(lines: list[str]) -> str:
    return "\n".join(f"{i}. {line}" for i, line in enumerate(lines, 1)) or "-"


def _cell(value: object) -> str:
    if isinstance(value, list):
        return ", ".join(map(str, value)) or "-"
    return "-" if value is None else str(value)


def _load_json(
    command: str, ref: str, overrides: list[str] | None = None
) -> LoadedPlaybook | int:
    """The playbook, or (in JSON mode) the exit status of the error document printed."""
    try:
        return load_playbook(ref, parse_overrides(overrides or []) or None)
    except UsageError as exc:
        return json_error(command, EXIT_INPUT, str(exc))
    except PlaybookError as exc:
        return playbook_error_json(command, exc)


def _playbook_json(loaded: LoadedPlaybook, ref: str) -> dict[str, Any]:
    return {"ref": ref, "name": loaded.playbook.name, "content_hash": loaded.content_hash}


def _test_json(args: argparse.Namespace) -> int:
    """``playbook test --json``: the exits of the text report."""
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
        code = EXIT_INPUT
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


def _diff_json(args: argparse.Namespace) -> int:
    """``playbook diff --json``: the changed decisions, field by field."""
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
            return json_error("playbook diff", EXIT_INPUT, str(exc), path=str(case_dir))
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
