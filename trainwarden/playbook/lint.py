"""Semantic checks on a playbook beyond its schema: rules that can never match, steps that
cannot have an effect, missing catch-alls, unused params.

Errors make a playbook unusable (``warden playbook lint`` exits 2); warnings point at
things that are legal but most likely not what the author meant.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import ValidationError

from trainwarden.playbook.loader import Analysis, analyse
from trainwarden.playbook.problems import Problem
from trainwarden.playbook.schema import MACHINE_FREE_CATEGORIES, Rule, RuleMatch
from trainwarden.playbook.templating import referenced_names


def lint_playbook(path: str, overrides: dict[str, Any] | None = None) -> list[Problem]:
    """Every problem in the playbook at ``path`` (or shipped name), errors and warnings,
    ordered by line."""
    analysis = analyse(path, overrides)
    rules = _valid_rules(analysis)
    _check_rule_names(analysis, rules)
    _check_reachability(analysis, rules)
    for index, rule in rules:
        _check_steps(analysis, index, rule)
    if analysis.document is not None and isinstance(analysis.document.data, dict):
        _check_catch_all(analysis, rules)
        _check_unused_params(analysis)
    if analysis.playbook is not None:
        _check_duplicate_catalogs(analysis)
        _check_progress(analysis)
        backoff = analysis.playbook.policies.backoff
        if backoff.max < backoff.initial:
            analysis.problem(
                ("policies", "backoff", "max"),
                "backoff.max is below backoff.initial, so every wait is backoff.max",
                "warning",
            )
    return sorted(analysis.problems, key=lambda p: (p.line, p.field, p.message))


def _valid_rules(analysis: Analysis) -> list[tuple[int, Rule]]:
    """Rules to check: all of a valid playbook, else those that validate on their own."""
    if analysis.playbook is not None:
        return list(enumerate(analysis.playbook.rules))
    document = analysis.document
    if document is None or not isinstance(document.data, dict):
        return []
    raw_rules = document.data.get("rules")
    if not isinstance(raw_rules, list):
        return []
    valid: list[tuple[int, Rule]] = []
    for index, raw in enumerate(raw_rules):
        try:
            valid.append((index, Rule.model_validate(raw)))
        except ValidationError:
            continue
    return valid


def _check_rule_names(analysis: Analysis, rules: list[tuple[int, Rule]]) -> None:
    first: dict[str, int] = {}
    for index, rule in rules:
        if rule.name in first:
            line = analysis.line_of(("rules", first[rule.name], "name"), key=False)
            analysis.problem(
                ("rules", index, "name"),
                f"duplicate rule name {rule.name!r} (first at line {line}); "
                "history and reports name rules, so names must be unique",
                key=False,
            )
        else:
            first[rule.name] = index


def _covers(earlier: RuleMatch, later: RuleMatch) -> bool:
    """True when every incident ``later`` matches is matched by ``earlier`` too."""

    def superset(a: Sequence[str] | None, b: Sequence[str] | None) -> bool:
        return a is None or (b is not None and set(b) <= set(a))

    return (
        superset(earlier.categories, later.categories)
        and superset(earlier.verdicts, later.verdicts)
        and (earlier.min_confidence or 0.0) <= (later.min_confidence or 0.0)
        and (earlier.retryable is None or earlier.retryable == later.retryable)
        and (
            earlier.checkpoint_failed_to_load is None
            or earlier.checkpoint_failed_to_load == later.checkpoint_failed_to_load
        )
    )


def _check_reachability(analysis: Analysis, rules: list[tuple[int, Rule]]) -> None:
    for position, (index, rule) in enumerate(rules):
        match = rule.match
        if match.categories == [] or match.verdicts == []:
            empty = "categories" if match.categories == [] else "verdicts"
            analysis.problem(
                ("rules", index, "match", empty),
                f"rule {rule.name!r} can never match: an empty {empty} list matches nothing "
                "(leave the key out to match any)",
            )
            continue
        if (
            match.verdicts is not None
            and set(match.verdicts) == {"no_failure"}
            and match.categories is not None
            and "unknown" not in match.categories
        ):
            analysis.problem(
                ("rules", index, "match"),
                f"rule {rule.name!r} can never match: a no_failure verdict has no failure "
                f"category, but the rule requires {', '.join(match.categories)}",
            )
            continue
        for earlier_index, earlier in rules[:position]:
            if _covers(earlier.match, match):
                line = analysis.line_of(("rules", earlier_index))
                why = (
                    "matches every incident"
                    if earlier.match.is_catch_all
                    else "matches every incident this rule matches"
                )
                analysis.problem(
                    ("rules", index),
                    f"rule {rule.name!r} can never match: rule {earlier.name!r} "
                    f"(line {line}) comes first and {why}",
                )
                break


def _check_steps(analysis: Analysis, index: int, rule: Rule) -> None:
    categories = rule.match.categories
    verified = False
    restarted = False
    for step_index, step in enumerate(rule.steps):
        at = ("rules", index, "steps", step_index)
        if step.kind == "exclude":
            machine_free = sorted(set(categories or ()) & MACHINE_FREE_CATEGORIES)
            if machine_free:
                analysis.problem(
                    at,
                    f"exclude has no effect for {', '.join(machine_free)}: these categories "
                    "implicate no machine",
                    "warning",
                )
            if restarted:
                analysis.problem(
                    at,
                    "exclude after restart: the restarted run may already be on the node",
                    "warning",
                )
        elif step.kind == "verify_checkpoint":
            verified = True
        elif step.kind == "restart":
            restarted = True
            if not verified:
                analysis.problem(
                    at,
                    "restart without a verify_checkpoint step before it in this rule: the job "
                    "would restart from a checkpoint nobody verified",
                    "warning",
                )
        if step.kind == "stop" and step_index + 1 < len(rule.steps):
            analysis.problem(
                ("rules", index, "steps", step_index + 1),
                "steps after stop never run",
                "warning",
            )
            break


def _check_catch_all(analysis: Analysis, rules: list[tuple[int, Rule]]) -> None:
    if any(rule.match.is_catch_all for _, rule in rules):
        return
    assert analysis.document is not None
    written = analysis.document.data.get("rules")
    if written is not None and (not isinstance(written, list) or len(written) != len(rules)):
        return  # rules are invalid (already reported); one of them may be the catch-all
    analysis.problem(
        ("rules",),
        "no catch-all rule (a rule without match): an incident no rule matches would wait "
        "for an operator",
        "warning",
    )


def _check_unused_params(analysis: Analysis) -> None:
    assert analysis.document is not None
    params = analysis.document.data.get("params")
    if not isinstance(params, dict):
        return
    used: set[str] = set()
    for text in analysis.document.template_texts.values():
        used |= referenced_names(text)
    for name in params:
        if name not in used:
            analysis.problem(
                ("params", name),
                f"param {name!r} is not used by any template in this playbook",
                "warning",
            )


def _check_duplicate_catalogs(analysis: Analysis) -> None:
    assert analysis.playbook is not None
    seen: set[str] = set()
    for index, ref in enumerate(analysis.playbook.detection.signatures):
        if ref in seen:
            analysis.problem(
                ("detection", "signatures", index),
                f"signature catalog {ref!r} is listed twice",
                "warning",
                key=False,
            )
        seen.add(ref)


def _check_progress(analysis: Analysis) -> None:
    """Limits that cannot do what they say: a start-up grace or phase limit below the plain
    hang threshold makes detection stricter there, not more lenient."""
    assert analysis.playbook is not None
    progress = analysis.playbook.progress
    hang = analysis.playbook.detection.hang_threshold
    initial = progress.hang_threshold_initial
    if initial is not None and initial < hang:
        analysis.problem(
            ("progress", "hang_threshold_initial"),
            f"hang_threshold_initial ({initial:g}s) is below detection.hang_threshold "
            f"({hang:g}s): start-up would be judged more strictly than training",
            "warning",
        )
    for name, limit in progress.phase_limits.items():
        if limit < hang:
            analysis.problem(
                ("progress", "phase_limits", name),
                f"phase {name!r} limit ({limit:g}s) is below detection.hang_threshold "
                f"({hang:g}s): the phase would be judged more strictly than training",
                "warning",
            )
    if not progress.from_logs and progress.pattern is not None:
        analysis.problem(
            ("progress", "pattern"),
            "pattern is unused: from_logs is false, so output lines are not read",
            "warning",
        )
