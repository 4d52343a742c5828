"""lint_playbook: semantic checks beyond the schema, errors vs warnings, each at its line."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from trainwarden.playbook import Problem, lint_playbook

WritePlaybook = Callable[..., Path]  # the write_playbook fixture (conftest.py)

HEAD = """\
apiVersion: trainwarden/v1
kind: Playbook
name: linted
"""
CATCH_ALL = """\
  - name: rest
    steps: [wait_for_operator]
"""


def marked_line(path: Path, marker: str) -> int:
    lines = path.read_text().splitlines()
    return next(i for i, line in enumerate(lines, start=1) if marker in line)


def find(problems: list[Problem], text: str) -> Problem:
    hits = [p for p in problems if text in p.message]
    assert len(hits) == 1, f"{text!r} in {[str(p) for p in problems]}"
    return hits[0]


def test_valid_playbook_lints_clean(valid_playbook: Path) -> None:
    assert lint_playbook(str(valid_playbook)) == []


def test_rule_after_catch_all_never_matches(write_playbook: WritePlaybook) -> None:
    path = write_playbook(
        HEAD
        + "rules:\n"
        + CATCH_ALL
        + """\
  - name: late  # <-
    match: {categories: [oom]}
    steps: [stop]
"""
    )
    problem = find(lint_playbook(str(path)), "can never match")
    assert problem.is_error
    assert problem.field == "rules[1]"
    assert problem.line == marked_line(path, "# <-")
    assert "'rest' (line 5)" in problem.message and "matches every incident" in problem.message


def test_rule_shadowed_by_an_earlier_superset(write_playbook: WritePlaybook) -> None:
    path = write_playbook(
        HEAD
        + """\
rules:
  - name: broad
    match: {categories: [gpu_hardware, network], min_confidence: 0.5}
    steps: [verify_checkpoint, restart]
  - name: narrow  # <-
    match: {categories: [network], verdicts: [attributed], min_confidence: 0.9}
    steps: [exclude, verify_checkpoint, restart]
  - name: not-shadowed
    match: {categories: [network, oom]}
    steps: [verify_checkpoint, restart]
"""
        + CATCH_ALL
    )
    problems = lint_playbook(str(path))
    problem = find(problems, "can never match")
    assert problem.field == "rules[1]" and problem.line == marked_line(path, "# <-")
    assert "rule 'broad'" in problem.message


def test_lower_confidence_rule_after_higher_one_is_reachable(
    write_playbook: WritePlaybook,
) -> None:
    path = write_playbook(
        HEAD
        + """\
rules:
  - name: sure
    match: {categories: [network], min_confidence: 0.9}
    steps: [exclude, verify_checkpoint, restart]
  - name: unsure
    match: {categories: [network]}
    steps: [verify_checkpoint, restart]
"""
        + CATCH_ALL
    )
    assert lint_playbook(str(path)) == []


def test_no_failure_verdict_with_failure_category_never_matches(
    write_playbook: WritePlaybook,
) -> None:
    path = write_playbook(
        HEAD
        + """\
rules:
  - name: odd
    match:  # <-
      verdicts: [no_failure]
      categories: [gpu_hardware]
    steps: [restart]
"""
        + CATCH_ALL
    )
    problem = find(lint_playbook(str(path)), "can never match")
    assert problem.is_error and problem.field == "rules[0].match"
    assert problem.line == marked_line(path, "# <-")


def test_empty_match_list_never_matches(write_playbook: WritePlaybook) -> None:
    path = write_playbook(
        HEAD
        + "rules:\n  - name: none\n    match: {categories: []}\n    steps: [stop]\n"
        + CATCH_ALL
    )
    problem = find(lint_playbook(str(path)), "empty categories list")
    assert problem.is_error and problem.field == "rules[0].match.categories"


def test_exclude_for_machine_free_categories_is_a_warning(write_playbook: WritePlaybook) -> None:
    path = write_playbook(
        HEAD
        + """\
rules:
  - name: oom
    match: {categories: [oom, gpu_hardware]}
    steps:
      - exclude  # <-
      - verify_checkpoint
      - restart
"""
        + CATCH_ALL
    )
    problem = find(lint_playbook(str(path)), "implicate no machine")
    assert problem.severity == "warning"
    assert problem.field == "rules[0].steps[0]" and problem.line == marked_line(path, "# <-")
    assert str(problem).endswith(f"rules[0].steps[0]: warning: {problem.message}")


def test_missing_catch_all_is_a_warning(write_playbook: WritePlaybook) -> None:
    path = write_playbook(
        HEAD + "rules:  # <-\n  - name: oom\n    match: {categories: [oom]}\n    steps: [stop]\n"
    )
    (problem,) = lint_playbook(str(path))
    assert problem.severity == "warning" and "no catch-all rule" in problem.message
    assert problem.field == "rules" and problem.line == marked_line(path, "# <-")


def test_duplicate_rule_names_are_errors(write_playbook: WritePlaybook) -> None:
    path = write_playbook(
        HEAD
        + """\
rules:
  - name: same
    match: {categories: [oom]}
    steps: [stop]
  - name: same  # <-
    match: {categories: [user_code]}
    steps: [stop]
"""
        + CATCH_ALL
    )
    problem = find(lint_playbook(str(path)), "duplicate rule name")
    assert problem.is_error and problem.field == "rules[1].name"
    assert problem.line == marked_line(path, "# <-") and "first at line 5" in problem.message


def test_step_order_warnings(write_playbook: WritePlaybook) -> None:
    path = write_playbook(
        HEAD
        + """\
rules:
  - name: a
    steps:
      - restart  # <- restart
      - exclude  # <- exclude
      - stop
      - verify_checkpoint  # <- after stop
"""
    )
    problems = lint_playbook(str(path))
    assert all(p.severity == "warning" for p in problems)
    unverified = find(problems, "restart without a verify_checkpoint")
    assert unverified.line == marked_line(path, "# <- restart")
    assert find(problems, "exclude after restart").line == marked_line(path, "# <- exclude")
    assert find(problems, "steps after stop").line == marked_line(path, "# <- after stop")


def test_unused_param_is_a_warning(write_playbook: WritePlaybook) -> None:
    path = write_playbook(
        HEAD
        + """\
params:
  used: 3
  unused: 5  # <-
policies: {max_restarts: "{{ used }}"}
rules:
"""
        + CATCH_ALL
    )
    (problem,) = lint_playbook(str(path))
    assert problem.severity == "warning" and problem.field == "params.unused"
    assert problem.line == marked_line(path, "# <-")


def test_missing_catalog_is_reported(write_playbook: WritePlaybook) -> None:
    path = write_playbook(
        HEAD + "detection:\n  signatures: [nvidia-xid, nvidia-xdi]  # <-\nrules:\n" + CATCH_ALL
    )
    (problem,) = lint_playbook(str(path))
    assert problem.field == "detection.signatures[1]" and "did you mean 'nvidia-xid'" in (
        problem.message
    )
    assert problem.line == marked_line(path, "# <-")


def test_semantic_checks_still_run_when_another_rule_is_invalid(
    write_playbook: WritePlaybook,
) -> None:
    path = write_playbook(
        HEAD
        + "rules:\n"
        + CATCH_ALL
        + """\
  - name: late
    steps: [restart]
  - name: broken
    steps: [restrat]
"""
    )
    problems = lint_playbook(str(path))
    assert find(problems, "unknown step 'restrat'").field == "rules[2].steps[0]"
    assert find(problems, "rule 'late' can never match").field == "rules[1]"


def test_problems_are_ordered_by_line(write_playbook: WritePlaybook) -> None:
    path = write_playbook(
        HEAD + "rules:\n  - name: x\n    steps: [restrat]\npolicies: {mode: manual}\nbogus: 1\n"
    )
    lines = [p.line for p in lint_playbook(str(path))]
    assert lines == sorted(lines) and len(lines) == 3


def test_duplicate_catalog_is_a_warning(write_playbook: WritePlaybook) -> None:
    path = write_playbook(
        HEAD + "detection:\n  signatures:\n    - nccl\n    - nccl  # <-\nrules:\n" + CATCH_ALL
    )
    (problem,) = lint_playbook(str(path))
    assert problem.severity == "warning" and "listed twice" in problem.message
    assert problem.line == marked_line(path, "# <-")
