"""``--set NAME=VALUE``: the param overrides every playbook command takes, defined once."""

from __future__ import annotations

import argparse
from typing import Any

import yaml

SET_HELP = "override a param (VALUE is read as a YAML scalar); repeatable"


class UsageError(Exception):
    pass


def add_set_option(parser: argparse.ArgumentParser, help_text: str = SET_HELP) -> None:
    """Add the repeatable ``--set NAME=VALUE`` option (collected in ``args.overrides``)."""
    parser.add_argument(
        "--set",
        dest="overrides",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help=help_text,
    )


def parse_overrides(items: list[str]) -> dict[str, Any]:
    """``["max_restarts=5", "hang_threshold=30s"]`` -> ``{"max_restarts": 5, ...}``."""
    overrides: dict[str, Any] = {}
    for item in items:
        name, sep, text = item.partition("=")
        name = name.strip()
        if not sep or not name:
            raise UsageError(f"--set expects NAME=VALUE, got {item!r}")
        try:
            value = yaml.safe_load(text) if text.strip() else ""
        except yaml.YAMLError:
            value = text
        if isinstance(value, dict | list) or not _json_scalar(value):
            value = text  # not a plain scalar: keep the text as written
        overrides[name] = value
    return overrides


def _json_scalar(value: Any) -> bool:
    return value is None or isinstance(value, str | int | float | bool)
