"""Recognising a training step in one line of a program's output.

Each preset knows the progress line of one tool; `auto` (the default) tries them all, most
specific first. Patterns are RE2 (trainwarden.untrusted.linear_re: linear time) and see at most the
first linear_re.MAX_MATCH_CHARS characters of a line. A line yields a `StepMatch`: the step,
the total when the line shows one, and the preset's specificity, which lets a follower ignore
vaguer lines once a stream has shown a precise one (a Lightning run's sanity-check bar must not
override its epoch bar).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from trainwarden.untrusted import linear_re

PresetName = Literal["auto", "megatron", "torchtitan", "hf-trainer", "lightning", "generic"]
PRESETS: tuple[str, ...] = ("megatron", "torchtitan", "lightning", "hf-trainer", "generic")

_MEGATRON = linear_re.compile(r"\biteration\s+(\d+)\s*/\s*(\d+)\s*\|")
_TORCHTITAN = linear_re.compile(r"\bstep:\s*(\d+)\s+loss:")
_LIGHTNING = linear_re.compile(r"\bEpoch (\d+):\s+\d+%[^\[\d]*(\d+)/(\d+) \[")
_TQDM = linear_re.compile(r"\d%\|[^|\[]*\|\s*(\d+)/(\d+) \[")
_GENERIC = linear_re.compile(
    r"(?i)\b(?:global[ _])?(?:step|iteration|iter)\s*[:=]?\s*(\d+)(?:\s*/\s*(\d+))?"
)
"""`step 12`, `step=12`, `Step 12/500`, `STEP: 0/406`, `iteration 12`, `global step 9`; not
`step.` or a step word followed by anything but a separator and digits."""

SPECIFICITY = {"megatron": 2, "torchtitan": 2, "lightning": 2, "hf-trainer": 1, "generic": 0}


@dataclass(frozen=True, slots=True)
class StepMatch:
    step: int
    total: int | None
    preset: str


def _megatron(line: str) -> StepMatch | None:
    m = _MEGATRON.search(line)
    return StepMatch(int(m.group(1)), int(m.group(2)), "megatron") if m else None


def _torchtitan(line: str) -> StepMatch | None:
    m = _TORCHTITAN.search(line)
    return StepMatch(int(m.group(1)), None, "torchtitan") if m else None


def _lightning(line: str) -> StepMatch | None:
    """Lightning's bar counts batches within an epoch: the step is epoch x batches + batch."""
    m = _LIGHTNING.search(line)
    if not m:
        return None
    epoch, batch, total = int(m.group(1)), int(m.group(2)), int(m.group(3))
    return StepMatch(epoch * total + batch, None, "lightning")


def _hf_trainer(line: str) -> StepMatch | None:
    m = _TQDM.search(line)
    return StepMatch(int(m.group(1)), int(m.group(2)), "hf-trainer") if m else None


def _generic(line: str) -> StepMatch | None:
    m = _GENERIC.search(line)
    if not m:
        return None
    return StepMatch(int(m.group(1)), int(m.group(2)) if m.group(2) else None, "generic")


_EXTRACTORS = {
    "megatron": _megatron,
    "torchtitan": _torchtitan,
    "lightning": _lightning,
    "hf-trainer": _hf_trainer,
    "generic": _generic,
}


class LineMatcher:
    """Finds the step in a line by a preset (or `auto`: all, most specific first), or by a
    user's regular expression with a named group `step` (and optionally `total`)."""

    def __init__(self, preset: str = "auto", pattern: str | None = None):
        self._pattern = linear_re.compile(pattern) if pattern else None
        if self._pattern is None and preset != "auto" and preset not in _EXTRACTORS:
            raise ValueError(f"unknown progress preset {preset!r}")
        self._order = list(PRESETS) if preset == "auto" else [preset]

    def match(self, line: str) -> StepMatch | None:
        line = linear_re.clip(line)
        if self._pattern is not None:
            m = self._pattern.search(line)
            if not m or m.group("step") is None or not m.group("step").isdigit():
                return None
            total = m.groupdict().get("total")
            return StepMatch(int(m.group("step")), int(total) if total else None, "pattern")
        if not _maybe_progress(line):
            return None
        for name in self._order:
            found = _EXTRACTORS[name](line)
            if found is not None:
                return found
        return None


_CHEAP = ("iter", "step", "Step", "STEP", "Iter", "ITER", "%|", "% ")


def _maybe_progress(line: str) -> bool:
    """Most output lines carry no step: skip the regexes for them."""
    return any(word in line for word in _CHEAP)
