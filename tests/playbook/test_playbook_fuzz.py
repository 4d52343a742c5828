"""Property: no input text makes load_playbook (or lint) fail with anything but PlaybookError."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from trainwarden.playbook import LoadedPlaybook, PlaybookError, lint_playbook, load_playbook

REPO = Path(__file__).resolve().parents[2]
DEFAULT_LINES = (REPO / "playbooks" / "default.yaml").read_text().splitlines()
VOCABULARY = [
    "apiVersion", "kind", "name", "version", "description", "params", "detection",
    "attribution", "rules", "policies", "checkpoint", "match", "steps", "categories",
    "verdicts", "min_confidence", "retryable", "exclude", "restart", "stop",
    "verify_checkpoint", "wait_for_operator", "max_nodes", "timeout", "reason", "mode",
    "max_restarts", "backoff", "poll_interval", "signatures", "layout", "custom_layouts",
    "step_dir_regex", "marker", "trainwarden/v1", "Playbook", "oom", "gpu_hardware",
    "attributed", "5m", "5 minutes", "{{ x }}", "{{ max_restarts }}", "{% if %}", "<<", "*a",
]  # fmt: skip
# PLAYBOOK_FUZZ_EXAMPLES=2000 for a longer hunt; CI keeps the default short.
FUZZ_SETTINGS = settings(
    max_examples=int(os.environ.get("PLAYBOOK_FUZZ_EXAMPLES", "100")),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**20), max_value=10**20),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=20),
    st.sampled_from(VOCABULARY),
)
structures = st.recursive(
    scalars,
    lambda children: st.one_of(
        st.lists(children, max_size=5),
        st.dictionaries(st.one_of(st.sampled_from(VOCABULARY), st.text(max_size=8)), children,
                        max_size=6),
    ),
    max_leaves=40,
)  # fmt: skip
yamlish_text = st.lists(
    st.one_of(
        st.sampled_from(VOCABULARY),
        st.sampled_from([":", " ", "  ", "\n", "- ", "[", "]", "{", "}", ",", "&a ", "!!", "'",
                         '"', "#", "|", ">", "?", "*", "%", "@", "\t", "---\n", "\x00"]),
        st.text(max_size=5),
    ),
    max_size=60,
).map("".join)  # fmt: skip


@st.composite
def mutated_default(draw: st.DrawFn) -> str:
    """The shipped playbook with some lines deleted, duplicated, swapped or garbled."""
    lines = list(DEFAULT_LINES)
    for _ in range(draw(st.integers(min_value=1, max_value=4))):
        index = draw(st.integers(min_value=0, max_value=len(lines) - 1))
        action = draw(st.sampled_from(["delete", "duplicate", "garble", "indent", "replace"]))
        if action == "delete":
            del lines[index]
        elif action == "duplicate":
            lines.insert(index, lines[index])
        elif action == "indent":
            lines[index] = " " + lines[index]
        elif action == "replace":
            lines[index] = draw(yamlish_text)
        else:
            cut = draw(st.integers(min_value=0, max_value=len(lines[index])))
            lines[index] = lines[index][:cut] + draw(yamlish_text) + lines[index][cut:]
        if not lines:
            break
    return "\n".join(lines) + "\n"


def check_never_crashes(path: Path, text: str) -> None:
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    # YAML's line breaks (its marks count them): NEL and the Unicode separators too
    line_count = len(re.findall("\r\n|[\n\r\x85\u2028\u2029]", text)) + 1
    try:
        loaded = load_playbook(str(path))
    except PlaybookError as exc:
        assert exc.problems
        for problem in exc.problems:
            assert problem.is_error
            assert 1 <= problem.line <= line_count + 1, str(problem)
            assert "\n" not in str(problem)
    else:
        assert isinstance(loaded, LoadedPlaybook)
    for problem in lint_playbook(str(path)):
        assert 1 <= problem.line <= line_count + 1, str(problem)


@pytest.fixture
def target(tmp_path: Path) -> Path:
    return tmp_path / "fuzz.yaml"


@FUZZ_SETTINGS
@given(text=yamlish_text)
def test_random_yamlish_text(target: Path, text: str) -> None:
    check_never_crashes(target, text)


@FUZZ_SETTINGS
@given(data=structures)
def test_random_structures_dumped_to_yaml(target: Path, data: object) -> None:
    check_never_crashes(target, yaml.safe_dump(data, allow_unicode=True))


@FUZZ_SETTINGS
@given(data=st.dictionaries(st.sampled_from(VOCABULARY), structures, max_size=8))
def test_random_playbook_shaped_mappings(target: Path, data: dict) -> None:
    base = {"apiVersion": "trainwarden/v1", "kind": "Playbook", "name": "fuzz"}
    check_never_crashes(target, yaml.safe_dump({**base, **data}, allow_unicode=True))


@FUZZ_SETTINGS
@given(text=mutated_default())
def test_mutated_default_playbook(target: Path, text: str) -> None:
    check_never_crashes(target, text)
