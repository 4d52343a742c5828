"""Recovery playbooks: user-authored YAML saying what to do about each kind of failure.

``load_playbook`` reads and validates one (reporting file:line:field problems),
``select_rule`` picks the rule for an attribution result, ``lint_playbook`` adds semantic
checks; ``commands.register_cli`` adds ``warden playbook lint|render``.
"""

from trainwarden.playbook.lint import lint_playbook
from trainwarden.playbook.loader import LoadedPlaybook, load_playbook
from trainwarden.playbook.problems import PlaybookError, Problem
from trainwarden.playbook.schema import Playbook, Rule, Step, effective_verdict, select_rule
from trainwarden.shipped import playbook_dir

__all__ = [
    "LoadedPlaybook",
    "Playbook",
    "PlaybookError",
    "Problem",
    "Rule",
    "Step",
    "effective_verdict",
    "lint_playbook",
    "load_playbook",
    "playbook_dir",
    "select_rule",
]
