"""`warden` imports only the module of the command it runs (trainwarden/cli.py): the table that
says which module registers which command must match what the modules register, or a command
would be missing from its own command line."""

from __future__ import annotations

import importlib
import subprocess
import sys

import pytest

from trainwarden import cli


def test_each_domain_module_registers_exactly_its_command() -> None:
    for command, module in cli.DOMAIN_COMMANDS.items():
        parser = cli._Parser(prog="warden")
        sub = parser.add_subparsers(dest="command")
        importlib.import_module(module).register_cli(sub)
        assert set(sub.choices) == {command}, module


@pytest.mark.parametrize("command", sorted(cli.DOMAIN_COMMANDS))
def test_a_domain_command_parses_with_its_module_alone(command: str) -> None:
    parser = cli.build_parser([command, "--help"])
    choices = parser._subparsers._group_actions[0].choices  # type: ignore[union-attr]
    assert command in choices
    assert not set(choices) & (set(cli.DOMAIN_COMMANDS) - {command})


def test_help_without_a_command_lists_every_command() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "trainwarden.cli", "--help"], capture_output=True, text=True
    )
    assert out.returncode == 0, out.stderr
    for command in (*cli.DOMAIN_COMMANDS, "demo", "worker", "start", "report", "incident"):
        assert command in out.stdout, command


def test_playbook_lint_does_not_import_the_other_commands() -> None:
    probe = (
        "import sys; from trainwarden import cli\n"
        "try:\n    cli.main(['playbook', 'lint', 'default'])\nexcept SystemExit:\n    pass\n"
        "print(sorted(m for m in cli.DOMAIN_COMMANDS.values() if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip().splitlines()[-1] == "['trainwarden.cases.commands']"
