"""Hostile playbooks: paths that block, template bombs, oversized renders, numbers without
bounds. Each must end in a clear error naming file, line and field, never a hang."""

from __future__ import annotations

import argparse
import os
import threading
from collections.abc import Callable
from pathlib import Path

import pytest

from trainwarden.cases.commands import register_cli
from trainwarden.playbook.lint import lint_playbook
from trainwarden.playbook.loader import MAX_LOADED_BYTES, PlaybookError, load_playbook
from trainwarden.playbook.sandbox import MAX_OUTPUT_CHARS, MAX_VALUE_CHARS, render_budget
from trainwarden.playbook.templating import TemplateProblem, render_value

WritePlaybook = Callable[..., Path]
HEAD = "apiVersion: trainwarden/v1\nkind: Playbook\nname: hostile\n"
TAIL = "rules:\n  - name: all\n    steps: [stop]\n"



def warden(*argv: str) -> int:
    parser = argparse.ArgumentParser(prog="warden")
    register_cli(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(list(argv))
    return args.func(args)


BOMBS = {
    "string multiplication": "{{ 'a' * 10**9 }}",
    "nested range loops": (
        "{% for i in range(100000) %}{% for j in range(100000) %}{% endfor %}{% endfor %}"
    ),
    "nested loops under the range cap": (
        "{% for i in range(10000) %}{% for j in range(10000) %}{% endfor %}{% endfor %}"
    ),
    "list multiplication": "{{ [1] * 10**9 }}",
    "padding filter": "{{ 'x' | center(999999999) }}",
    "percent width": "{{ '%0999999999d' % 1 }}",
    "format width": "{{ '{:>999999999}'.format(1) }}",
    "replace amplification": "{{ ('a' * 100000) | replace('a', 'b' * 100000) }}",
    "join amplification": "{{ range(10000) | join('x' * 10000) }}",
    "str.join amplification": "{{ ('a' * 100000).join(range(10000) | map('string')) }}",
    "doubling by concatenation": (
        "{% set ns = namespace(s='x' * 100000) %}{% for i in range(40) %}"
        "{% set ns.s = ns.s ~ ns.s %}{% endfor %}{{ ns.s | length }}"
    ),
    "block capture": (
        "{% set x %}{% for i in range(10000) %}{{ 'a' * 100000 }}{% endfor %}{% endset %}"
        "{{ x | length }}"
    ),
    "recursive macro": (
        "{% macro m(d) %}{% for i in range(10) %}{{ m(d + 1) if d < 9 }}{% endfor %}"
        "{% endmacro %}{{ m(0) }}"
    ),
    "integer power tower": "{{ (10 ** 1000) ** 1000 }}",
    "batch fill": "{{ [1] | batch(10**9, 0) | list }}",
    "tojson indent": "{{ {'a': 1} | tojson(indent=10**9) }}",
}


@pytest.mark.parametrize("template", BOMBS.values(), ids=BOMBS.keys())
def test_template_bombs_are_refused_by_a_named_limit(template: str) -> None:
    with render_budget(), pytest.raises(TemplateProblem, match="template limit"):
        render_value(template, {})


@pytest.mark.parametrize("template", ["{{ 'a' * 10**9 }}", BOMBS["nested range loops"]])
def test_bomb_in_a_playbook_names_file_line_and_field(
    write_playbook: WritePlaybook, template: str
) -> None:
    path = write_playbook(HEAD + f'description: "{template}"\n' + TAIL)
    with pytest.raises(PlaybookError) as excinfo:
        load_playbook(str(path))
    (problem,) = excinfo.value.problems
    assert (problem.file, problem.line, problem.field) == (str(path), 4, "description")
    assert "template limit" in problem.message


def test_time_budget_spent_is_reported_once(write_playbook: WritePlaybook) -> None:
    loop = BOMBS["nested loops under the range cap"]
    path = write_playbook(HEAD + "".join(f'x{i}: "{loop}"\n' for i in range(3)) + TAIL)
    problems = lint_playbook(str(path))
    limit = [p for p in problems if "template limit" in p.message]
    skipped = [p for p in problems if "not rendered" in p.message]
    assert len(limit) == 1 and limit[0].line == 4
    assert len(skipped) == 2 and all("x0" in p.message for p in skipped)


def test_ordinary_templates_still_render() -> None:
    with render_budget():
        assert render_value("{{ n * 2 }}s", {"n": 5}) == "10s"
        assert render_value("{{ n }}", {"n": 5}) == 5
        assert render_value("{% for i in range(3) %}{{ i }}{% endfor %}", {}) == "012"
        assert render_value("{{ [1, 2] | join(',') }}-{{ 'a' ~ n }}", {"n": 1}) == "1,2-a1"
        assert render_value("{{ '%s-%d' % ('a', 3) }} {{ '{}x'.format(2) }}", {}) == "a-3 2x"


def test_rendered_playbook_over_the_cap_fails(write_playbook: WritePlaybook) -> None:
    """About 3 MB rendered from a small file: each value is under the per-value limit, the
    playbook as a whole is not."""
    chunk = MAX_VALUE_CHARS // 2
    values = "".join(f'  x{i}: "{{{{ \'y\' * {chunk} }}}}"\n' for i in range(6))
    path = write_playbook(HEAD + "params:\n  n: 1\ndescription: d\n" + TAIL + "extra:\n" + values)
    problems = [p for p in lint_playbook(str(path)) if "limit" in p.message]
    assert problems, "a 3 MB rendered playbook must be refused"
    assert any(f"exceed {MAX_OUTPUT_CHARS} characters" in p.message for p in problems)
    assert all(p.field.startswith("extra.x") for p in problems)


def test_loaded_playbook_over_the_history_cap_fails(write_playbook: WritePlaybook) -> None:
    """No templates at all: a literal description just under the file limit renders to a
    loaded playbook (playbook + rendered YAML) over the history cap."""
    text = "z" * (MAX_LOADED_BYTES // 2 + 1000)
    path = write_playbook(HEAD + f"description: {text}\n" + TAIL)
    with pytest.raises(PlaybookError) as excinfo:
        load_playbook(str(path))
    problems = excinfo.value.problems
    assert any(f"over the limit of {MAX_LOADED_BYTES} bytes" in str(p) for p in problems)
    lint = lint_playbook(str(path))
    assert any("rendered playbook is" in p.message and p.is_error for p in lint)


def test_fifo_playbook_fails_at_once_without_blocking(tmp_path: Path) -> None:
    fifo = tmp_path / "playbook.yaml"
    os.mkfifo(fifo)
    outcome: list[BaseException] = []

    def load() -> None:
        try:
            load_playbook(str(fifo))
        except BaseException as exc:
            outcome.append(exc)

    thread = threading.Thread(target=load, daemon=True)
    thread.start()
    thread.join(timeout=30)
    if thread.is_alive():  # unblock the reader so the test process can end
        os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
        pytest.fail("loading a FIFO playbook blocked")
    (error,) = outcome
    assert isinstance(error, PlaybookError)
    assert "a FIFO, only regular files are read" in str(error)


@pytest.mark.parametrize("kind", ["directory", "device"])
def test_non_regular_playbook_paths_are_refused(tmp_path: Path, kind: str) -> None:
    path = str(tmp_path) if kind == "directory" else "/dev/zero"
    with pytest.raises(PlaybookError) as excinfo:
        load_playbook(path)
    assert f"a {kind if kind == 'directory' else 'character device'}" in str(excinfo.value)


def test_lint_cli_on_fifo_and_bombs(
    tmp_path: Path, write_playbook: WritePlaybook, capsys: pytest.CaptureFixture[str]
) -> None:
    fifo = tmp_path / "fifo.yaml"
    os.mkfifo(fifo)
    bomb = write_playbook(HEAD + f'description: "{BOMBS["nested range loops"]}"\n' + TAIL)
    assert warden("playbook", "lint", str(fifo), str(bomb)) == 2
    out = capsys.readouterr().out
    assert f"{fifo}:1: (document): cannot read" in out and "a FIFO" in out
    assert f"{bomb}:4: description: template limit: range()" in out


def test_catalog_that_is_not_a_mapping_is_a_lint_error(write_playbook: WritePlaybook) -> None:
    write_playbook("- just\n- a list\n", name="cat.yaml")
    path = write_playbook(HEAD + "detection:\n  signatures: [./cat.yaml]\n" + TAIL)
    (problem,) = lint_playbook(str(path))
    assert (problem.line, problem.field) == (5, "detection.signatures[0]")
    assert "invalid signature catalog" in problem.message and "mapping" in problem.message
    with pytest.raises(PlaybookError):
        load_playbook(str(path))


def test_catalog_fifo_is_refused(tmp_path: Path, write_playbook: WritePlaybook) -> None:
    os.mkfifo(tmp_path / "cat.yaml")
    path = write_playbook(HEAD + "detection:\n  signatures: [./cat.yaml]\n" + TAIL)
    problems = lint_playbook(str(path))
    assert any("signatures[0]" in p.field for p in problems)


@pytest.mark.parametrize(
    ("section", "field", "value", "line"),
    [
        ("detection", "poll_interval", "99999999999d", 5),
        ("detection", "hang_threshold", "99999999999d", 5),
        ("attribution", "evidence_window", "400d", 5),
        ("policies", "productive_deadline", "8d", 5),
        ("policies", "max_restarts", "1e300", 5),
        ("policies", "max_restarts", "99999999999999999999", 5),
        ("detection", "straggler", "{min_ratio: 1.0e+300}", 5),
        ("policies", "backoff", "{multiplier: 1.0e+300}", 5),
        ("policies", "backoff", "{max: 2d}", 5),
    ],
)
def test_numbers_and_durations_have_upper_bounds(
    write_playbook: WritePlaybook, section: str, field: str, value: str, line: int
) -> None:
    path = write_playbook(HEAD + f"{section}:\n  {field}: {value}\n" + TAIL)
    problems = [p for p in lint_playbook(str(path)) if p.is_error]
    assert problems, f"{section}.{field}: {value} must be refused"
    assert all(p.line == line and p.field.startswith(f"{section}.{field}") for p in problems)


def test_poll_interval_must_be_below_heartbeat_timeout(write_playbook: WritePlaybook) -> None:
    both = "detection:\n  poll_interval: 40s\n  heartbeat_timeout: 30s\n"
    path = write_playbook(HEAD + both + TAIL)
    (problem,) = lint_playbook(str(path))
    assert (problem.line, problem.field) == (6, "detection.heartbeat_timeout")
    assert "above poll_interval (40s)" in problem.message
    ok = write_playbook(HEAD + "detection:\n  poll_interval: 5s\n  heartbeat_timeout: 30s\n" + TAIL)
    assert not [p for p in lint_playbook(str(ok)) if p.is_error]
