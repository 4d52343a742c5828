"""`warden playbook lint|render` through the argparse tree register_cli builds."""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable
from pathlib import Path

import pytest
import yaml

from trainwarden.cases.commands import register_cli
from trainwarden.playbook import load_playbook
from trainwarden.playbook.commands import parse_overrides

WritePlaybook = Callable[..., Path]  # the write_playbook fixture (conftest.py)


def warden(*argv: str) -> int:
    parser = argparse.ArgumentParser(prog="warden")
    register_cli(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(list(argv))
    return args.func(args)


def test_lint_ok_files_exit_0(valid_playbook: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert warden("playbook", "lint", str(valid_playbook), "default") == 0
    out = capsys.readouterr().out.splitlines()
    assert out == [f"{valid_playbook}: OK", "default: OK"]


def test_lint_prints_problems_and_exits_2_on_errors(
    write_playbook: WritePlaybook, valid_playbook: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = write_playbook(
        "apiVersion: trainwarden/v1\nkind: Playbook\nname: b\n"
        "rules:\n  - name: a\n    match: {categories: [oom]}\n    steps: [stopp]\n"
        "  - name: b\n    steps: [restart]\n",
        name="bad.yaml",
    )
    assert warden("playbook", "lint", str(bad), str(valid_playbook)) == 2
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith(f"{bad}:7: rules[0].steps[0]: unknown step 'stopp'")
    assert out[1].startswith(f"{bad}:9: rules[1].steps[0]: warning: restart without")
    assert f"{bad}: 1 error, 1 warning" in out
    assert out[-1] == f"{valid_playbook}: OK"


def test_lint_warnings_only_exit_0(
    write_playbook: WritePlaybook, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write_playbook(
        "apiVersion: trainwarden/v1\nkind: Playbook\nname: w\n"
        "rules:\n  - name: a\n    match: {categories: [oom]}\n    steps: [stop]\n"
    )
    assert warden("playbook", "lint", str(path)) == 0
    assert capsys.readouterr().out.splitlines()[-1] == f"{path}: OK (1 warning)"


def test_render_prints_valid_yaml_with_hash(capsys: pytest.CaptureFixture[str]) -> None:
    assert warden("playbook", "render", "default", "--set", "max_restarts=9") == 0
    out = capsys.readouterr().out
    expected = load_playbook("default", {"max_restarts": 9})
    assert f"# content_hash: {expected.content_hash}" in out
    document = yaml.safe_load(out)
    assert document["policies"]["max_restarts"] == 9
    assert document["detection"]["hang_threshold"] == "2m"
    assert document["rules"][0]["steps"][0] == {"exclude": {"max_nodes": 1}}


def test_render_json(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ("playbook", "render", "default", "--set", "hang_threshold=5s", "--json")
    assert warden(*argv) == 0
    document = json.loads(capsys.readouterr().out)
    assert document["playbook"]["detection"]["hang_threshold"] == 5.0
    assert document["params"]["hang_threshold"] == "5s"
    assert (
        document["content_hash"] == load_playbook("default", {"hang_threshold": "5s"}).content_hash
    )


def test_render_invalid_playbook_exits_2_with_problems_on_stderr(
    write_playbook: WritePlaybook, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write_playbook("apiVersion: trainwarden/v1\nkind: Playbook\nname: x\nbogus: 1\n")
    assert warden("playbook", "render", str(path)) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.strip() == f"{path}:4: bogus: " + (
        "unknown key 'bogus'; allowed keys here: apiVersion, kind, name, version, "
        "description, params, detection, attribution, rules, policies, checkpoint, cluster, "
        "progress"
    )


@pytest.mark.parametrize("command", ["render", "lint", "test"])
def test_bad_set_is_a_one_line_usage_error(
    command: str, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """Every playbook command that takes --set reads it the same way (one shared option)."""
    cases = [str(tmp_path)] if command == "test" else []
    assert warden("playbook", command, "default", *cases, "--set", "novalue") == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err == ["error: --set expects NAME=VALUE, got 'novalue'"]


def test_unknown_param_in_set_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert warden("playbook", "render", "default", "--set", "nope=1") == 2
    assert "override of unknown param 'nope'" in capsys.readouterr().err


def test_set_values_are_yaml_scalars() -> None:
    assert parse_overrides(["a=5", "b=0.5", "c=true", "d=30s", "e=", "f=null", "g=[1, 2]"]) == {
        "a": 5,
        "b": 0.5,
        "c": True,
        "d": "30s",
        "e": "",
        "f": None,
        "g": "[1, 2]",
    }
    assert parse_overrides(["x=a=b"]) == {"x": "a=b"}


def test_missing_subcommand_is_a_usage_error() -> None:
    with pytest.raises(SystemExit) as excinfo:
        warden("playbook")
    assert excinfo.value.code == 2
