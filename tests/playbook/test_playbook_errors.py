"""Malformed playbooks report the right file, line and field - every problem, not the first."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from trainwarden.playbook import PlaybookError, Problem, lint_playbook, load_playbook

WritePlaybook = Callable[..., Path]  # the write_playbook fixture (conftest.py)

HEAD = """\
apiVersion: trainwarden/v1
kind: Playbook
name: broken
"""


def marked_line(path: Path, marker: str = "# <-") -> int:
    """1-based line of the line carrying ``marker`` (the line the problem must point at)."""
    lines = path.read_text().splitlines()
    return next(i for i, line in enumerate(lines, start=1) if marker in line)


def load_problems(path: Path) -> list[Problem]:
    with pytest.raises(PlaybookError) as excinfo:
        load_playbook(str(path))
    assert excinfo.value.problems, "PlaybookError must carry problems"
    return excinfo.value.problems


CASES = {
    "unknown key": (
        HEAD
        + """\
rules:
  - name: a
    steps: [restart]
    retries: 3  # <-
""",
        "rules[0].retries",
        "unknown key 'retries'",
    ),
    "unknown key with suggestion": (
        HEAD
        + """\
polices:  # <-
  max_restarts: 2
rules: []
""",
        "polices",
        "did you mean 'policies'",
    ),
    "bad duration": (
        HEAD
        + """\
detection:
  hang_threshold: 5 minutes  # <-
rules: []
""",
        "detection.hang_threshold",
        "invalid duration '5 minutes'",
    ),
    "unknown step name": (
        HEAD
        + """\
rules:
  - name: a
    steps:
      - verify_checkpoint
      - restrat  # <-
""",
        "rules[0].steps[1]",
        "unknown step 'restrat' (did you mean 'restart'?)",
    ),
    "unknown step in mapping form": (
        HEAD
        + """\
rules:
  - name: a
    steps:
      - exlude: {max_nodes: 1}  # <-
""",
        "rules[0].steps[0]",
        "did you mean 'exclude'",
    ),
    "wrong type in step option": (
        HEAD
        + """\
rules:
  - name: first
  - name: second
    steps:
      - restart
      - exclude:
          max_nodes: lots  # <-
""",
        "rules[1].steps[1].exclude.max_nodes",
        "valid integer",
    ),
    "wrong type of section": (
        HEAD
        + """\
policies: auto  # <-
rules: []
""",
        "policies",
        "valid dictionary",
    ),
    "wrong type of scalar": (
        HEAD
        + """\
policies:
  count_preemptions: sometimes  # <-
rules: []
""",
        "policies.count_preemptions",
        "valid boolean",
    ),
    "never-matching min_confidence": (
        HEAD
        + """\
rules:
  - name: a
    match:
      min_confidence: 1.5  # <-
    steps: [restart]
""",
        "rules[0].match.min_confidence",
        "can never match",
    ),
    "unknown category": (
        HEAD
        + """\
rules:
  - name: a
    match:
      categories: [oom, gpu]  # <-
    steps: [stop]
""",
        "rules[0].match.categories[1]",
        "unknown category 'gpu' (did you mean 'gpu_hardware'?)",
    ),
    "unknown verdict": (
        HEAD
        + """\
rules:
  - name: a
    match:
      verdicts:
        - atributed  # <-
    steps: [stop]
""",
        "rules[0].match.verdicts[0]",
        "did you mean 'attributed'",
    ),
    "undefined jinja param": (
        HEAD
        + """\
params:
  hang_threshold: 30s
detection:
  hang_threshold: "{{ hang_treshold }}"  # <-
rules: []
""",
        "detection.hang_threshold",
        "undefined param 'hang_treshold' (did you mean 'hang_threshold'?)",
    ),
    "jinja syntax error": (
        HEAD
        + """\
description: "{{ oops ( }}"  # <-
rules: []
""",
        "description",
        "template syntax error",
    ),
    "yaml syntax error": (
        HEAD
        + """\
rules:
  - name: a
    steps: [restart  # <-
  - name: b
""",
        "rules[0].steps[0]",
        "YAML syntax error",
    ),
    "yaml unclosed at end of file": (
        HEAD
        + """\
rules:
  - name: a
    steps:
      - exclude: {max_nodes: 1  # <-
      - restart
""",
        "rules[0].steps[0].exclude.max_nodes",
        "while parsing a flow mapping at line 7",
    ),
    "yaml bad indentation": (
        HEAD
        + """\
detection:
  poll_interval: 2s
   hang_threshold: 1m  # <-
""",
        "detection.poll_interval",
        "YAML syntax error",
    ),
    "duplicate key": (
        HEAD
        + """\
detection:
  poll_interval: 2s
  poll_interval: 3s  # <-
rules: []
""",
        "detection.poll_interval",
        "duplicate key 'poll_interval' (first at line 5)",
    ),
    "missing required key": (
        HEAD
        + """\
rules:
  - match: {categories: [oom]}  # <-
    steps: [stop]
""",
        "rules[0].name",
        "missing required key 'name'",
    ),
    "step with two keys": (
        HEAD
        + """\
rules:
  - name: a
    steps:
      - {exclude: {}, restart: {}}  # <-
""",
        "rules[0].steps[0]",
        "exactly one key",
    ),
    "custom layout regex without a group": (
        HEAD
        + """\
rules: []
checkpoint:
  layout: mine
  custom_layouts:
    - name: mine
      step_dir_regex: 'step_\\d+'  # <-
      marker: DONE
""",
        "checkpoint.custom_layouts[0].step_dir_regex",
        "exactly one capture group",
    ),
    "unknown checkpoint layout": (
        HEAD
        + """\
rules: []
checkpoint:  # <-
  layout: megatronn
""",
        "checkpoint",
        "did you mean 'megatron'",
    ),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_problem_points_at_file_line_and_field(case: str, write_playbook: WritePlaybook) -> None:
    text, field, message = CASES[case]
    path = write_playbook(text)
    problems = load_problems(path)
    expected_line = marked_line(path)
    hits = [p for p in problems if p.field == field and message in p.message]
    assert hits, f"no problem at {field} containing {message!r}: {[str(p) for p in problems]}"
    (hit,) = hits[:1]
    assert hit.file == str(path)
    assert hit.line == expected_line, str(hit)
    assert str(hit) == f"{path}:{expected_line}: {field}: {hit.message}"
    # lint reports the same problem
    assert any(str(p) == str(hit) for p in lint_playbook(str(path)))


def test_every_problem_is_reported_not_just_the_first(write_playbook: WritePlaybook) -> None:
    path = write_playbook(
        HEAD
        + """\
params: {n: 1}
detection:
  poll_interval: 5 minutes
  heartbeat_timeout: "{{ missing }}"
  signatures: [no-such-catalog]
rules:
  - name: a
    steps: [restrat, {exclude: {max_nodes: x}}]
bogus: true
"""
    )
    fields = {p.field for p in load_problems(path)}
    assert fields == {
        "detection.poll_interval",
        "detection.heartbeat_timeout",
        "detection.signatures[0]",
        "rules[0].steps[0]",
        "rules[0].steps[1].exclude.max_nodes",
        "bogus",
    }


def test_undefined_param_is_not_also_reported_as_a_type_error(
    write_playbook: WritePlaybook,
) -> None:
    path = write_playbook(HEAD + 'policies:\n  max_restarts: "{{ nope }}"\nrules: []\n')
    problems = load_problems(path)
    assert [p.field for p in problems] == ["policies.max_restarts"]
    assert "undefined param 'nope'" in problems[0].message


def test_step_written_in_canonical_form_maps_errors_to_its_line(
    write_playbook: WritePlaybook,
) -> None:
    path = write_playbook(
        HEAD
        + """\
rules:
  - name: a
    steps:
      - kind: exclude
        max_nodes: 0  # <-
"""
    )
    (problem,) = load_problems(path)
    assert problem.field == "rules[0].steps[0].exclude.max_nodes"
    assert problem.line == marked_line(path)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "empty playbook"),
        ("- just\n- a list\n", "YAML mapping"),
        ("apiVersion: trainwarden/v1\n---\nkind: Playbook\n", "single document"),
        ("kind: Playbook\na: !!python/object:os.system ls\n", "cannot read value"),
        ("kind: Playbook\na: &x [*x]\n", "refers to itself"),
        # a file that does not say it is a playbook is not quoted (it may be any file)
        ("a: !!python/object:os.system ls\n", "not a trainwarden playbook"),
    ],
)
def test_degenerate_documents(write_playbook: WritePlaybook, text: str, message: str) -> None:
    problems = load_problems(write_playbook(text))
    assert any(message in p.message for p in problems), [str(p) for p in problems]


def test_missing_file_and_non_utf8(tmp_path: Path) -> None:
    missing = tmp_path / "nope.yaml"
    (problem,) = load_problems(missing)
    assert problem.file == str(missing) and "cannot read playbook" in problem.message
    binary = tmp_path / "binary.yaml"
    binary.write_bytes(b"name: ok\nbad: \xff\xfe\n")
    (problem,) = load_problems(binary)
    assert problem.line == 2 and "not UTF-8" in problem.message


def test_missing_signature_catalog_points_at_its_entry(write_playbook: WritePlaybook) -> None:
    path = write_playbook(
        HEAD
        + """\
detection:
  signatures:
    - nccl
    - ncl  # <-
    - ./site/catalog.yaml
rules: []
"""
    )
    problems = load_problems(path)
    assert [p.field for p in problems] == ["detection.signatures[1]", "detection.signatures[2]"]
    assert problems[0].line == marked_line(path)
    assert "did you mean 'nccl'" in problems[0].message
    assert str(path.parent / "site" / "catalog.yaml") in problems[1].message


def test_odd_keys_are_quoted_in_the_field_path(write_playbook: WritePlaybook) -> None:
    path = write_playbook(HEAD + 'rules: []\ndetection:\n  "poll interval": 2s  # <-\n')
    (problem,) = load_problems(path)
    assert problem.field == 'detection["poll interval"]'
    assert problem.line == marked_line(path)


@pytest.mark.parametrize("key", ["0\n", "a\nb", "x\r", "tab\there", "\u2028", "k" * 1000])
def test_a_key_with_control_characters_stays_on_one_line(
    write_playbook: WritePlaybook, key: str
) -> None:
    """Fuzz finding: the YAML key '0\n' (written "0\\n") put a newline into the field path:
    `$` in the plain-key pattern also matches before a final newline. Keys are quoted and
    escaped (JSON in the field path, repr in the message) and long ones cut, in load, lint
    and an override of an unknown param alike."""
    quoted = key.encode("unicode_escape").decode().replace('"', '\\"')
    path = write_playbook(
        HEAD + f'"{quoted}": 1  # <-\nrules:\n  - name: all\n    "{quoted}": 2\n'
        "    steps: [stop]\n"
    )
    with pytest.raises(PlaybookError) as excinfo:
        load_playbook(str(path), {key: 1})
    problems = excinfo.value.problems
    assert len(problems) == 3 and len(str(excinfo.value).splitlines()) == 3
    linted = [p for p in lint_playbook(str(path)) if p.is_error]
    for problem in [*problems, *linted]:
        assert len(str(problem).splitlines()) == 1 and str(problem).isprintable(), str(problem)
        assert len(str(problem)) < 1000
    top, params, rule = sorted(problems, key=lambda p: p.field)
    assert top.field.startswith("[") and top.line == marked_line(path)
    assert params.field.startswith("params[") and rule.field.startswith("rules[0][")


@pytest.mark.parametrize(
    "text",
    [
        "root:$6$s3cretHash:19000:0:99999:7:::\ndaemon:*:19000:0:99999:7:::\n",  # /etc/shadow
        "aws_secret_access_key: s3cretHash\napiVersion: s3cretHash\n",  # a YAML mapping
        "[default]\ntoken = s3cretHash\n",  # an INI file
    ],
)
def test_a_file_that_is_not_a_playbook_is_never_quoted(tmp_path: Path, text: str) -> None:
    """A playbook path is a workflow input: naming any file the worker can read (or a symlink
    to one) must not put a word of it into the failure recorded in history."""
    secret = tmp_path / "secret"
    secret.write_text(text)
    link = tmp_path / "playbook.yaml"
    link.symlink_to(secret)
    problems = load_problems(link)
    assert problems and all("not a trainwarden playbook" in p.message for p in problems)
    for problem in problems:
        for word in ("s3cretHash", "root", "aws_secret", "token", "daemon"):
            assert word not in problem.message + problem.field, str(problem)
