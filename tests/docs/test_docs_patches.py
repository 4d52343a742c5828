"""docs/architecture.md's table of patch ids ("Retiring patch branches") lists exactly the ids
the workflows branch on: every `workflow.patched("...")` and `workflow.deprecate_patch("...")`
under workflows/, each id in the file(s) the table's "where" names, and the counts its
sentence gives. A patch added, deprecated or removed without the table fails here."""

from __future__ import annotations

import ast
import re
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
WORKFLOWS = ROOT / "workflows"
PAGE = ROOT / "docs" / "architecture.md"
HEADING = "## Retiring patch branches"
CALLS = {"patched", "deprecate_patch"}


def _constants(tree: ast.Module) -> dict[str, str]:
    """Module-level ``NAME = "text"`` assignments."""
    found: dict[str, str] = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant):
            if isinstance(node.value.value, str):
                for target in node.targets:
                    if isinstance(target, ast.Name):
                        found[target.id] = node.value.value
    return found


def patch_calls() -> dict[str, list[Path]]:
    """id -> the files of its `workflow.patched`/`deprecate_patch` calls (one entry a call)."""
    trees = {path: ast.parse(path.read_text(), str(path)) for path in WORKFLOWS.rglob("*.py")}
    names: dict[str, str] = {}
    for tree in trees.values():
        names.update(_constants(tree))
    calls: dict[str, list[Path]] = defaultdict(list)
    for path, tree in trees.items():
        for node in ast.walk(tree):
            if not (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr in CALLS
                and isinstance(node.func.value, ast.Name)
                and node.func.value.id == "workflow"
            ):
                continue
            where = f"{path.relative_to(ROOT)}:{node.lineno}"
            assert len(node.args) == 1, f"{where}: a patch call with {len(node.args)} arguments"
            arg = node.args[0]
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                calls[arg.value].append(path)
            elif isinstance(arg, ast.Name) and arg.id in names:
                calls[names[arg.id]].append(path)
            else:
                unread = ast.unparse(arg)
                raise AssertionError(f"{where}: a patch id this test cannot read: {unread}")
    return dict(calls)


def table() -> tuple[str, dict[str, str]]:
    """(the section's text, id -> its "where" cell) from the section's first table."""
    text = PAGE.read_text()
    start = text.index(HEADING)
    end = text.find("\n## ", start + len(HEADING))
    section = text[start : end if end >= 0 else len(text)]
    rows: dict[str, str] = {}
    in_table = False
    for line in section.splitlines():
        if line.startswith("|"):
            in_table = True
            match = re.match(r"\| `([a-z0-9-]+)` \| ([^|]+) \|", line)
            if match:
                assert match.group(1) not in rows, f"{match.group(1)} twice in the table"
                rows[match.group(1)] = match.group(2)
        elif in_table:
            break
    return section, rows


def test_the_code_branches_on_patches() -> None:
    calls = patch_calls()
    # the reader's check: the ids the issue counted are there
    assert {"bad-checkpoint-progress-seen", "node-health", "floor-clocks"} <= set(calls)


def test_the_patch_table_lists_every_id_in_the_code() -> None:
    calls = patch_calls()
    _, rows = table()
    assert sorted(set(calls) - set(rows)) == [], "patch ids in workflows/ missing from the table"
    assert sorted(set(rows) - set(calls)) == [], "ids in the table no workflow branches on"


def test_each_row_names_the_files_of_its_calls() -> None:
    _, rows = table()
    for patch, files in patch_calls().items():
        for path in set(files):
            assert f"`{path.name}`" in rows[patch], (
                f"{patch}: the table's 'where' ({rows[patch].strip()}) does not name {path.name}"
            )


def test_the_counts_in_the_text_match() -> None:
    calls = patch_calls()
    section, _ = table()
    counted = re.search(r"\((\d+) ids at (\d+) `workflow\.patched` calls", section)
    assert counted is not None, "the section no longer says how many ids and calls"
    ids, branches = int(counted.group(1)), int(counted.group(2))
    assert (ids, branches) == (len(calls), sum(len(f) for f in calls.values()))
