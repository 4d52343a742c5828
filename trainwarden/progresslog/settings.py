"""How a job's progress is read: the playbook's `progress` section, also the monitor's input."""

from __future__ import annotations

import re

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from trainwarden.progresslog.presets import PresetName
from trainwarden.timekeeping.durations import Duration
from trainwarden.untrusted import linear_re

MAX_DURATION = 30 * 86400.0
DEFAULT_PHASE_LIMITS = {"checkpoint": 1800.0, "load": 1800.0, "eval": 3600.0}


class ProgressSettings(BaseModel):
    """Progress sources and hang limits beyond `detection.hang_threshold`.

    The job's output is matched line by line by `preset` (`auto`: every preset) or by
    `pattern` (an RE2 regular expression, see trainwarden.untrusted.linear_re, with a named group
    `step`; it replaces the presets).
    Status files written by `trainwarden.progress` are always read as well.
    """

    model_config = ConfigDict(extra="forbid", allow_inf_nan=False, frozen=True)

    preset: PresetName = Field(
        default="auto",
        description="megatron, torchtitan, hf-trainer, lightning, generic, or auto (all)",
    )
    pattern: str | None = Field(
        default=None, max_length=1000, description="RE2 regex with a named group `step`"
    )
    from_logs: bool = Field(default=True, description="read progress from the ranks' output")
    hang_threshold_initial: Duration | None = Field(
        default=None,
        gt=0,
        le=MAX_DURATION,
        description="start-up grace: no step yet in this run for this long is a hang "
        "(imports, data and checkpoint loading); unset: detection.hang_threshold",
    )
    phase_limits: dict[str, Duration] = Field(
        default_factory=lambda: dict(DEFAULT_PHASE_LIMITS),
        description="a rank inside `progress.phase(name)` is hung only after this long",
    )

    @field_validator("pattern")
    @classmethod
    def _step_group(cls, pattern: str | None) -> str | None:
        if pattern is None:
            return None
        try:
            compiled = linear_re.compile(pattern)
        except linear_re.PatternError as exc:  # also a huge repeat count or deep nesting
            raise ValueError(str(exc)) from None
        if "step" not in compiled.groupindex:
            raise ValueError("needs a named group `step`, e.g. 'it=(?P<step>\\d+)'")
        return pattern

    @field_validator("phase_limits")
    @classmethod
    def _bounded(cls, limits: dict[str, float]) -> dict[str, float]:
        for name, seconds in limits.items():
            if not re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,63}", name):
                raise ValueError(f"phase name {name!r}: letters, digits, '_', '.', '-' only")
            if not 0 < seconds <= MAX_DURATION:
                raise ValueError(f"phase {name}: limit must be > 0 and at most 30d")
        return limits

    @model_validator(mode="after")
    def _one_source_rule(self) -> ProgressSettings:
        if self.pattern is not None and self.preset != "auto":
            raise ValueError("give either `preset` or `pattern`, not both")
        return self
