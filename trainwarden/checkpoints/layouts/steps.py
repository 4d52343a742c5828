"""Recognising step directory names used by common trainers."""

from __future__ import annotations

import re

STEP_DIR = re.compile(
    r"^(?:(?:global[_-]?)?step|checkpoint|ckpt|iter(?:ation)?|epoch)?[_-]?(\d+)$", re.IGNORECASE
)
"""`step_N`, `step-N`, `stepN`, `checkpoint-N`, `global_step_N`, `ckpt_N`, `iter_N`, `N`..."""


def step_of(dir_name: str) -> int | None:
    """The step a directory name denotes, or None if it is not a step directory."""
    match = STEP_DIR.match(dir_name)
    return int(match.group(1)) if match else None
