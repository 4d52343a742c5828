"""The playbook document: pydantic models (unknown keys are errors) and rule selection.

Everything here is pure and deterministic so the Temporal workflow can call ``select_rule``
directly; loading files, rendering templates and reporting line numbers live in ``loader``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Any, Literal, get_args

from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    JsonValue,
    ValidationInfo,
    field_validator,
    model_validator,
)
from pydantic_core import PydanticCustomError

from trainwarden.attribution.result import Category as AttributionCategory
from trainwarden.attribution.result import Verdict as AttributionVerdict
from trainwarden.checkpoints.models import BUILTIN_LAYOUTS, CustomLayout
from trainwarden.nodes.settings import NodeHealthSettings
from trainwarden.playbook.problems import did_you_mean
from trainwarden.playbook.steps import (
    STEP_KINDS,
    ExcludeStep,
    RestartStep,
    Step,
    StopStep,
    VerifyCheckpointStep,
    WaitForOperatorStep,
)
from trainwarden.progresslog.settings import ProgressSettings
from trainwarden.timekeeping.durations import Duration

__all__ = [
    "API_VERSION",
    "BUILTIN_LAYOUTS",
    "CATEGORIES",
    "MACHINE_FREE_CATEGORIES",
    "STEP_KINDS",
    "VERDICTS",
    "Attribution",
    "Backoff",
    "Category",
    "CheckpointSettings",
    "CustomLayout",
    "Detection",
    "ExcludeStep",
    "Playbook",
    "Policies",
    "ProgressSettings",
    "RestartStep",
    "Rule",
    "RuleMatch",
    "Step",
    "StopStep",
    "StragglerDetection",
    "Verdict",
    "VerifyCheckpointStep",
    "WaitForOperatorStep",
    "select_rule",
]

API_VERSION = "trainwarden/v1"
# the taxonomy of docs/attribution.md, defined once, by the attribution result
CategoryName = AttributionCategory
VerdictName = AttributionVerdict
CATEGORIES: tuple[str, ...] = get_args(CategoryName)
VERDICTS: tuple[str, ...] = get_args(VerdictName)
# docs/attribution.md: categories whose failures implicate no machine, so excluding is pointless.
MACHINE_FREE_CATEGORIES: frozenset[str] = frozenset(
    {"oom", "user_code", "numerical", "preemption", "unknown"}
)


def _one_of(allowed: tuple[str, ...], what: str) -> Callable[[Any], Any]:
    """A before-validator giving 'unknown X (did you mean ...)' instead of a long enum dump."""

    def check(value: Any) -> Any:
        if isinstance(value, str) and value not in allowed:
            raise PydanticCustomError(
                f"unknown_{what}",
                "unknown {what} {value}{hint}; known: {known}",
                {
                    "what": what,
                    "value": repr(value),
                    "hint": did_you_mean(value, allowed),
                    "known": ", ".join(allowed),
                },
            )
        return value

    return check


Category = Annotated[CategoryName, BeforeValidator(_one_of(CATEGORIES, "category"))]
Verdict = Annotated[VerdictName, BeforeValidator(_one_of(VERDICTS, "verdict"))]
Fraction = Annotated[float, Field(ge=0, le=1)]


class Section(BaseModel):
    """Base of every playbook part: unknown keys are errors (typos must not be ignored)."""

    model_config = ConfigDict(extra="forbid", allow_inf_nan=False)


class StragglerDetection(Section):
    enabled: bool = True
    min_ratio: float = Field(
        default=1.5,
        gt=1,
        le=1000,
        description="a node this many times slower than the median straggles",
    )
    min_samples: int = Field(
        default=10, ge=1, le=100_000, description="steps observed before judging"
    )


class Detection(Section):
    """poll_interval must be below heartbeat_timeout: the monitor heartbeats once per poll."""

    poll_interval: Duration = Field(
        default=2.0, gt=0, le=3600, description="below heartbeat_timeout; at most 1h"
    )
    hang_threshold: Duration = Field(
        default=120.0, gt=0, le=7 * 86400, description="no step progress for this; at most 7d"
    )
    heartbeat_timeout: Duration = Field(
        default=30.0,
        gt=0,
        le=3600,
        validate_default=True,
        description="the heartbeat timeout of the supervision's activities (the monitor and "
        "the long-running actions): one missed by this long is restarted; at most 1h",
    )
    signatures: list[str] = Field(
        default_factory=list,
        max_length=100,
        description="signature catalogs: a shipped name (nvidia-xid -> "
        "playbooks/signatures/nvidia-xid.yaml) or a path relative to the playbook file",
    )
    straggler: StragglerDetection = Field(default_factory=StragglerDetection)

    @field_validator("heartbeat_timeout")
    @classmethod
    def _poll_below_heartbeat(cls, heartbeat: float, info: ValidationInfo) -> float:
        poll = info.data.get("poll_interval")
        if poll is not None and poll >= heartbeat:
            raise ValueError(
                f"heartbeat_timeout ({heartbeat:g}s) must be above poll_interval ({poll:g}s): "
                "the monitor heartbeats once per poll, so every attempt would time out"
            )
        return heartbeat

    @field_validator("signatures")
    @classmethod
    def _catalogs_named(cls, refs: list[str]) -> list[str]:
        for ref in refs:
            if not ref.strip():
                raise ValueError("a signature catalog reference must not be empty")
        return refs


class Attribution(Section):
    evidence_window: Duration = Field(
        default=900.0,
        gt=0,
        le=7 * 86400,
        description="evidence collected from this long before the failure",
    )
    min_confidence: Fraction = Field(
        default=0.7, description="an 'attributed' verdict below this is handled as 'ambiguous'"
    )
    recurrence_runs: int = Field(
        default=2,
        ge=0,
        le=100,
        description="a node that failed first in this many consecutive runs is implicated, and "
        "the same weak failure on another node each run is the program's (0: off; at most 100)",
    )


class RuleMatch(Section):
    """Conditions that must all hold; an omitted condition matches anything."""

    categories: list[Category] | None = None
    verdicts: list[Verdict] | None = None
    min_confidence: float | None = Field(default=None, allow_inf_nan=False)
    retryable: bool | None = None
    checkpoint_failed_to_load: bool | None = Field(
        default=None,
        description="true: only when the failed run died before its first step, loading the "
        "checkpoint it was given (that checkpoint is then marked bad for the job)",
    )

    @field_validator("min_confidence")
    @classmethod
    def _confidence_reachable(cls, value: float | None) -> float | None:
        if value is not None and value > 1:
            raise ValueError(
                f"min_confidence {value} > 1: confidence is 0..1, so this rule can never match"
            )
        if value is not None and value < 0:
            raise ValueError(f"min_confidence {value} < 0: confidence is 0..1")
        return value

    @property
    def is_catch_all(self) -> bool:
        return (
            self.categories is None
            and self.verdicts is None
            and not self.min_confidence
            and self.retryable is None
            and self.checkpoint_failed_to_load is None
        )

    def matches(
        self,
        *,
        verdict: str,
        category: str,
        confidence: float,
        retryable: bool,
        checkpoint_failed_to_load: bool = False,
    ) -> bool:
        wanted = self.checkpoint_failed_to_load
        return (
            (self.categories is None or category in self.categories)
            and (self.verdicts is None or verdict in self.verdicts)
            and (self.min_confidence is None or confidence >= self.min_confidence)
            and (self.retryable is None or retryable == self.retryable)
            and (wanted is None or checkpoint_failed_to_load == wanted)
        )


class Rule(Section):
    name: str = Field(min_length=1)
    match: RuleMatch = Field(
        default_factory=RuleMatch, description="omitted: matches every incident"
    )
    steps: list[Step] = Field(min_length=1, max_length=100)


class Backoff(Section):
    initial: Duration = Field(default=0.0, le=86400, description="at most 1d")
    multiplier: float = Field(default=2.0, ge=1, le=100)
    max: Duration = Field(default=300.0, le=86400, description="at most 1d")


class Policies(Section):
    mode: Literal["auto", "recommend"] = Field(
        default="auto",
        description="recommend: attribute and record the recommended steps, act only when an "
        "operator resumes",
    )
    max_restarts: int = Field(
        default=3, ge=0, le=10_000, description="restarts allowed per restart_window"
    )
    restart_window: Duration = Field(default=3600.0, gt=0, le=365 * 86400)
    backoff: Backoff = Field(default_factory=Backoff)
    max_excluded_fraction: Fraction = Field(default=0.25, description="of the job's nodes")
    min_excludable_nodes: int = Field(
        default=1,
        ge=0,
        le=4096,
        description="the exclusion limit is never below this many nodes, so a small job can "
        "trade its bad node for a spare (without a usable spare the restart is refused and the "
        "incident goes to an operator)",
    )
    productive_deadline: Duration = Field(
        default=1800.0,
        gt=0,
        le=7 * 86400,
        description="time allowed from failure to productive training",
    )
    on_no_checkpoint: Literal["stop", "restart_from_scratch"] = "stop"
    count_preemptions: bool = Field(
        default=False, description="false: preemptions do not use up max_restarts"
    )
    requeue_priority: Literal["as_is", "top", "expedite"] = Field(
        default="as_is",
        description="a restart that puts the job back in the queue (Slurm): as_is; top = "
        "`scontrol top JOB`, else `scontrol update jobid=JOB nice=-10000` (an operator's right "
        "or SchedulerParameters=enable_user_top); expedite = Slurm >= 25.11's "
        "--requeue=expedite (submit the job with it), top on an older Slurm",
    )


class CheckpointSettings(Section):
    layout: str = Field(
        default="auto",
        description="auto (each checkpoint directory as its content shows: dcp, megatron or "
        "manifest), manifest, dcp, megatron or a custom_layouts name",
    )
    checksums: bool = False
    custom_layouts: list[CustomLayout] = Field(default_factory=list)

    @model_validator(mode="after")
    def _layout_known(self) -> CheckpointSettings:
        names = [layout.name for layout in self.custom_layouts]
        duplicates = sorted({n for n in names if names.count(n) > 1})
        if duplicates:
            raise ValueError(f"custom layout names must be unique: {', '.join(duplicates)}")
        known = (*BUILTIN_LAYOUTS, *names)
        if self.layout not in known:
            raise PydanticCustomError(
                "unknown_layout",
                "unknown checkpoint layout {layout}{hint}; known: {known}",
                {
                    "layout": repr(self.layout),
                    "hint": did_you_mean(self.layout, known),
                    "known": ", ".join(known),
                },
            )
        return self


def _version_text(value: Any) -> Any:
    """``version: 1.2`` is a float in YAML; users mean the text."""
    if isinstance(value, int | float) and not isinstance(value, bool):
        return str(value)
    return value


class Playbook(Section):
    model_config = ConfigDict(extra="forbid", allow_inf_nan=False, populate_by_name=True)

    api_version: Literal["trainwarden/v1"] = Field(alias="apiVersion")
    kind: Literal["Playbook"]
    name: str = Field(min_length=1, max_length=200)
    version: Annotated[str | None, BeforeValidator(_version_text)] = None
    description: str | None = None
    params: dict[str, JsonValue] = Field(
        default_factory=dict, description="template defaults, after overrides: the effective ones"
    )
    detection: Detection = Field(default_factory=Detection)
    attribution: Attribution = Field(default_factory=Attribution)
    rules: list[Rule] = Field(default_factory=list, max_length=1000)
    policies: Policies = Field(default_factory=Policies)
    checkpoint: CheckpointSettings = Field(default_factory=CheckpointSettings)
    cluster: NodeHealthSettings = Field(
        default_factory=NodeHealthSettings,
        description="cluster-wide breaker, node reputation, return to service (docs/nodes.md)",
    )
    progress: ProgressSettings = Field(
        default_factory=ProgressSettings,
        description="how progress is read from the job (output lines, status files) and the "
        "start-up and phase limits of hang detection",
    )

    def rule_named(self, name: str) -> Rule | None:
        return next((rule for rule in self.rules if rule.name == name), None)


def effective_verdict(playbook: Playbook, verdict: str, confidence: float) -> str:
    """An 'attributed' verdict below attribution.min_confidence is handled as 'ambiguous'."""
    if verdict == "attributed" and confidence < playbook.attribution.min_confidence:
        return "ambiguous"
    return verdict


def select_rule(
    playbook: Playbook,
    *,
    verdict: str,
    category: str,
    confidence: float,
    retryable: bool,
    checkpoint_failed_to_load: bool = False,
) -> Rule | None:
    """The first rule matching an attribution result, or None (the incident waits for an
    operator). Pure: no I/O, no clocks, so it is safe inside a Temporal workflow."""
    handled_as = effective_verdict(playbook, verdict, confidence)
    for rule in playbook.rules:
        if rule.match.matches(
            verdict=handled_as,
            category=category,
            confidence=confidence,
            retryable=retryable,
            checkpoint_failed_to_load=checkpoint_failed_to_load,
        ):
            return rule
    return None
