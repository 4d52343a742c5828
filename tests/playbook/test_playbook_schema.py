"""Schema models: steps round-trip, shorthand forms, strictness, templating of values."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pydantic import TypeAdapter, ValidationError

from trainwarden.playbook import Playbook, Step
from trainwarden.playbook.schema import CustomLayout
from trainwarden.playbook.steps import STEP_KINDS, step_shorthand
from trainwarden.playbook.templating import TemplateProblem, referenced_names, render_value

STEP = TypeAdapter(Step)


@pytest.mark.parametrize(
    ("written", "kind", "options"),
    [
        ("restart", "restart", {}),
        ({"exclude": {"max_nodes": 1}}, "exclude", {"max_nodes": 1}),
        ({"exclude": None}, "exclude", {"max_nodes": None}),
        ({"stop": {"reason": "out of memory"}}, "stop", {"reason": "out of memory"}),
        ({"wait_for_operator": {"timeout": "30m"}}, "wait_for_operator", {"timeout": 1800.0}),
        (
            {"verify_checkpoint": {"checksums": True, "fallback": True}},
            "verify_checkpoint",
            {"checksums": True, "fallback": True},
        ),
        ({"kind": "exclude", "max_nodes": 2}, "exclude", {"max_nodes": 2}),
    ],
)
def test_step_forms(written: object, kind: str, options: dict) -> None:
    step = STEP.validate_python(written)
    assert step.kind == kind
    for name, value in options.items():
        assert getattr(step, name) == value


@pytest.mark.parametrize(
    ("written", "message"),
    [
        ("restrat", "did you mean 'restart'"),
        ({"exclude": {"max_nodes": 1}, "restart": None}, "exactly one key"),
        ({"exclude": 3}, "must be a mapping"),
        ({"exclude": {"kind": "restart"}}, "'kind' is not an option"),
        ({"stop": {"reason": "x", "force": True}}, "Extra inputs"),
        (42, "a step is a step name"),
    ],
)
def test_bad_steps(written: object, message: str) -> None:
    with pytest.raises(ValidationError, match=message):
        STEP.validate_python(written)


step_inputs = st.one_of(
    st.sampled_from(sorted(STEP_KINDS)),
    st.builds(lambda n, r: {"exclude": {"max_nodes": n, "reason": r}},
              st.none() | st.integers(1, 64), st.none() | st.text(max_size=10)),
    st.builds(lambda c, f, r: {"verify_checkpoint": {"checksums": c, "fallback": f, "rollback": r}},
              st.none() | st.booleans(), st.booleans(), st.integers(0, 5)),
    st.builds(lambda r: {"stop": {"reason": r}}, st.text(min_size=1, max_size=10)),
    st.builds(lambda t: {"wait_for_operator": {"timeout": t}},
              st.none() | st.floats(0, 1e6) | st.sampled_from(["30m", "1h30m", "250ms"])),
)  # fmt: skip


@given(step_inputs)
def test_step_dump_round_trips(written: object) -> None:
    step = STEP.validate_python(written)
    for mode in ("python", "json"):
        assert STEP.validate_python(step.model_dump(mode=mode)) == step
    assert STEP.validate_python(step_shorthand(step.model_dump(mode="json"))) == step


def test_playbook_dump_round_trips_by_alias_and_by_name() -> None:
    playbook = Playbook.model_validate(
        {
            "apiVersion": "trainwarden/v1",
            "kind": "Playbook",
            "name": "p",
            "version": 1.2,
            "rules": [{"name": "r", "steps": ["verify_checkpoint", "restart"]}],
            "checkpoint": {
                "layout": "mine",
                "custom_layouts": [{"name": "mine", "step_dir_regex": r"^s(\d+)$", "marker": "OK"}],
            },
        }
    )
    assert playbook.version == "1.2"
    for by_alias in (True, False):
        assert Playbook.model_validate(playbook.model_dump(by_alias=by_alias)) == playbook


@pytest.mark.parametrize(
    ("layout", "message"),
    [
        ({"name": "x", "step_dir_regex": r"^s\d+$", "marker": "OK"}, "exactly one capture group"),
        ({"name": "x", "step_dir_regex": r"^s(\d+$", "marker": "OK"}, "not a valid regular"),
        ({"name": "x", "step_dir_regex": r"^s(\d+)$", "marker": "../OK"}, "inside the step"),
        ({"name": "x", "step_dir_regex": r"^(s)(\d+)$", "marker": "OK"}, "named `step`"),
        ({"name": "dcp", "step_dir_regex": r"^s(\d+)$", "marker": "OK"}, "built-in layout"),
    ],
)
def test_custom_layout_checks(layout: dict, message: str) -> None:
    with pytest.raises(ValidationError, match=message):
        CustomLayout.model_validate(layout)


def test_custom_layouts_are_the_checkpoint_package_model() -> None:
    """One model, one set of rules: what the playbook accepts is what verification runs."""
    from trainwarden.checkpoints import CustomLayout as VerifierLayout

    assert CustomLayout is VerifierLayout
    layout = CustomLayout.model_validate(
        {"name": "x", "step_dir_regex": r"^(run\d+)/s(?P<step>\d+)$", "marker": "meta/OK"}
    )
    assert layout.marker == "meta/OK"


def test_nan_and_infinite_numbers_are_rejected() -> None:
    base = {"apiVersion": "trainwarden/v1", "kind": "Playbook", "name": "p"}
    for section in ({"policies": {"max_excluded_fraction": float("nan")}},
                    {"policies": {"backoff": {"multiplier": float("inf")}}}):  # fmt: skip
        with pytest.raises(ValidationError):
            Playbook.model_validate({**base, **section})


def test_single_expression_keeps_the_param_type() -> None:
    params = {"n": 3, "t": "30s", "flag": False, "nothing": None}
    assert render_value("{{ n }}", params) == 3
    assert render_value("  {{- n -}}  ", params) == 3
    assert render_value("{{ n * 2 }}", params) == 6
    assert render_value("{{ flag }}", params) is False
    assert render_value("{{ nothing }}", params) is None
    assert render_value("{{ t }}", params) == "30s"
    assert render_value("{{ n }}m", params) == "3m"
    assert render_value("{{ n }}{{ n }}", params) == "33"
    assert render_value("{% if flag %}a{% else %}b{% endif %}", params) == "b"
    assert render_value("plain text", params) == "plain text"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("{{ missing }}", "undefined param 'missing'"),
        ("x {{ missing }} y", "undefined param 'missing'"),
        ("{{ n.attr.deeper }}", "has no attribute .attr."),
        ("{{ n ( }}", "template syntax error"),
        ("{{ 1 / 0 }}", "ZeroDivisionError"),
        ("{{ ''.__class__.__mro__ }}", "template error"),
    ],
)
def test_template_errors(text: str, message: str) -> None:
    with pytest.raises(TemplateProblem, match=message):
        render_value(text, {"n": 1})


def test_referenced_names() -> None:
    assert referenced_names("{{ a }} and {{ b | default(c) }}") == {"a", "b", "c"}
    assert referenced_names("no template") == set()
    assert referenced_names("{{ broken ( }}") == set()
