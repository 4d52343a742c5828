"""docs/architecture.md's table of patch ids ("Retiring patch branches") lists exactly the ids
the workflows branch on, at the stage the code has them: `patched` (a `workflow.patched` call,
old branch kept), `deprecated` (a `workflow.deprecate_patch` call, old branch gone) or `removed`
(no call left); each id in the file(s) the table's "where" names, the counts its sentence gives,
and the stages and old-branch histories of the supported window (tests/histories/window.toml).
A patch added, deprecated or removed without the table fails here."""

from __future__ import annotations

import ast
import re
from collections import defaultdict
from pathlib import Path

from helpers_replay import load_window

ROOT = Path(__file__).resolve().parents[2]
WORKFLOWS = ROOT / "workflows"
PAGE = ROOT / "docs" / "architecture.md"
HEADING = "## Retiring patch branches"
CALLS = {"patched": "patched", "deprecate_patch": "deprecated"}
COLUMNS = ["id", "stage", "where", "what it guards", "old branch replayed by"]


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


def patch_calls() -> dict[tuple[str, str], list[Path]]:
    """(id, stage) -> the files of its `workflow.patched`/`deprecate_patch` calls (one entry a
    call)."""
    trees = {path: ast.parse(path.read_text(), str(path)) for path in WORKFLOWS.rglob("*.py")}
    names: dict[str, str] = {}
    for tree in trees.values():
        names.update(_constants(tree))
    calls: dict[tuple[str, str], list[Path]] = defaultdict(list)
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
            arg, stage = node.args[0], CALLS[node.func.attr]
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                calls[(arg.value, stage)].append(path)
            elif isinstance(arg, ast.Name) and arg.id in names:
                calls[(names[arg.id], stage)].append(path)
            else:
                unread = ast.unparse(arg)
                raise AssertionError(f"{where}: a patch id this test cannot read: {unread}")
    return dict(calls)


def code_stages() -> dict[str, str]:
    """id -> its stage in the code (an id both patched and deprecated is a mistake)."""
    stages: dict[str, str] = {}
    for patch, stage in patch_calls():
        assert stages.setdefault(patch, stage) == stage, f"{patch}: patched and deprecated"
    return stages


def table() -> tuple[str, dict[str, dict[str, str]]]:
    """(the section's text, id -> its row by column) from the section's first table."""
    text = PAGE.read_text()
    start = text.index(HEADING)
    end = text.find("\n## ", start + len(HEADING))
    section = text[start : end if end >= 0 else len(text)]
    rows: dict[str, dict[str, str]] = {}
    in_table = False
    for line in section.splitlines():
        if line.startswith("|"):
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if not in_table:
                assert cells == COLUMNS, f"the table's columns are {cells}, not {COLUMNS}"
            in_table = True
            match = re.fullmatch(r"`([a-z0-9-]+)`", cells[0])
            if match:
                assert match.group(1) not in rows, f"{match.group(1)} twice in the table"
                rows[match.group(1)] = dict(zip(COLUMNS, cells, strict=True))
        elif in_table:
            break
    return section, rows


def test_the_code_branches_on_patches() -> None:
    stages = code_stages()
    # the reader's check: the ids the issue counted are there
    assert {"bad-checkpoint-progress-seen", "node-health", "floor-clocks"} <= set(stages)


def test_the_patch_table_lists_every_id_at_its_stage_in_the_code() -> None:
    stages = code_stages()
    _, rows = table()
    assert sorted(set(stages) - set(rows)) == [], "patch ids in workflows/ missing from the table"
    for patch, row in rows.items():
        assert row["stage"] == stages.get(patch, "removed"), (
            f"{patch}: the table says {row['stage']}, the code has it "
            f"{stages.get(patch, 'removed (no call)')}"
        )


def test_each_row_names_the_files_of_its_calls() -> None:
    _, rows = table()
    for (patch, _stage), files in patch_calls().items():
        for path in set(files):
            assert f"`{path.name}`" in rows[patch]["where"], (
                f"{patch}: the table's 'where' ({rows[patch]['where']}) does not name {path.name}"
            )


def test_the_counts_in_the_text_match() -> None:
    calls = patch_calls()
    section, _ = table()
    counted = re.search(
        r"\((\d+) ids: (\d+) at (\d+) `workflow\.patched` calls,\s+"
        r"(\d+) at (\d+)\s+`workflow\.deprecate_patch` calls",
        section,
    )
    assert counted is not None, "the section no longer says how many ids and calls"
    said = tuple(int(n) for n in counted.groups())

    def at(stage: str) -> tuple[int, int]:
        mine = {k: v for k, v in calls.items() if k[1] == stage}
        return len(mine), sum(len(v) for v in mine.values())

    assert said == (len(code_stages()), *at("patched"), *at("deprecated"))


def test_the_table_is_the_supported_window() -> None:
    """Stages and old-branch histories as tests/histories/window.toml has them (which the replay
    tests prove against the committed histories)."""
    window = load_window()
    _, rows = table()
    assert sorted(rows) == sorted(window.patches), "the table and window.toml list other ids"
    for patch, row in rows.items():
        assert row["stage"] == window.patches[patch].stage, patch
        old = sorted(h.name for h in window.histories.values() if patch in h.old_branch)
        listed = sorted(re.findall(r"`([a-z0-9_]+)`", row["old branch replayed by"]))
        assert listed == old, f"{patch}: the table names {listed}, window.toml {old}"
