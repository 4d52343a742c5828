"""Recovery steps a playbook rule sequences, as a discriminated union on ``kind``.

In YAML a step is a bare name (``- restart``) or a one-key mapping
(``- exclude: {max_nodes: 1}``); both are normalised to ``{"kind": ..., **options}`` before
validation, which is also what ``model_dump`` produces, so dumps round-trip.
To add a step kind (e.g. ``notify``, ``return_to_service``): define a model with a
``kind: Literal[...]`` field and add it to ``Step`` below; names, suggestions and lint follow.
"""

from __future__ import annotations

import typing
from typing import Annotated, Any, Literal

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, model_validator
from pydantic_core import PydanticCustomError

from trainwarden.playbook.problems import did_you_mean
from trainwarden.timekeeping.durations import Duration


class StepBase(BaseModel):
    model_config = ConfigDict(extra="forbid", allow_inf_nan=False)


class ExcludeStep(StepBase):
    """Take the attribution's implicated nodes out of service (never nodes on cascade evidence)."""

    kind: Literal["exclude"] = "exclude"
    max_nodes: int | None = Field(
        default=None,
        ge=1,
        le=100_000,
        description="at most this many nodes per incident; None: all implicated nodes "
        "(always bounded by policies.max_excluded_fraction)",
    )
    reason: str | None = Field(default=None, description="recorded with the exclusion")


class VerifyCheckpointStep(StepBase):
    """Find the newest checkpoint that verifies; the restart that follows loads exactly it."""

    kind: Literal["verify_checkpoint"] = "verify_checkpoint"
    checksums: bool | None = Field(
        default=None, description="verify file checksums; None: use checkpoint.checksums"
    )
    fallback: bool = Field(
        default=True, description="when the newest checkpoint fails verification, try older ones"
    )
    rollback: int = Field(
        default=0,
        ge=0,
        le=1000,
        description="skip this many newest checkpoints that verify (numerical faults: the "
        "newest may already hold diverged weights)",
    )


class RestartStep(StepBase):
    """Restart the job (from the verified checkpoint, avoiding excluded nodes)."""

    kind: Literal["restart"] = "restart"
    reason: str | None = None


class StopStep(StepBase):
    """Stop the job and all automatic recovery; later steps of the rule do not run."""

    kind: Literal["stop"] = "stop"
    reason: str = Field(default="stopped by playbook", min_length=1)


class WaitForOperatorStep(StepBase):
    """Pause recovery until an operator sends ``resume`` or ``stop``."""

    kind: Literal["wait_for_operator"] = "wait_for_operator"
    timeout: Duration | None = Field(
        default=None,
        le=365 * 86400,
        description="stop the job when nobody answers within this (at most 365d); None: wait",
    )
    reason: str | None = None


class NotifyStep(StepBase):
    """POST a jinja2-templated body to a webhook (Slack, PagerDuty, ...). It never blocks
    recovery: the workflow starts it and goes on with the next step; failures are retried and
    then only recorded."""

    kind: Literal["notify"] = "notify"
    url: str | None = Field(
        default=None, description="webhook URL; it is stored in workflow history, so prefer url_env"
    )
    url_env: str | None = Field(
        default="TRAINWARDEN_NOTIFY_URL",
        pattern=r"^[A-Za-z_][A-Za-z0-9_]*$",
        description="worker environment variable holding the URL (keeps secrets out of history)",
    )
    template: str | None = Field(
        default=None,
        description="body template file: a shipped name (playbooks/notify/<name>.j2, e.g. "
        "slack.json) or a path on the worker; None and no body: a JSON summary",
    )
    body: str | None = Field(
        default=None,
        description="inline body template; note the playbook's own {{ param }} rendering runs "
        "first, so wrap incident fields in {% raw %}...{% endraw %}",
    )
    headers: dict[str, str] = Field(default_factory=dict)
    header_env: dict[str, str] = Field(
        default_factory=dict, description="header name -> worker env var holding its value"
    )
    secret_env: dict[str, str] = Field(
        default_factory=dict,
        description="template variable -> worker env var, e.g. routing_key: PD_ROUTING_KEY",
    )
    timeout: Duration = Field(default=10.0, gt=0, le=300, description="per attempt; at most 5m")
    retries: int = Field(default=3, ge=0, le=20, description="attempts after the first")

    @model_validator(mode="after")
    def _one_body(self) -> NotifyStep:
        if self.template is not None and self.body is not None:
            raise ValueError("give a notify step either template or body, not both")
        if self.url is None and self.url_env is None:
            raise ValueError("a notify step needs url or url_env")
        return self


STEP_MODELS: tuple[type[StepBase], ...] = (
    ExcludeStep,
    VerifyCheckpointStep,
    RestartStep,
    StopStep,
    WaitForOperatorStep,
    NotifyStep,
)
STEP_KINDS: dict[str, type[StepBase]] = {
    typing.get_args(model.model_fields["kind"].annotation)[0]: model for model in STEP_MODELS
}
_SHAPE = (
    "a step is a step name (e.g. '- restart') or a mapping with exactly one key, the step "
    "name, whose value holds its options (e.g. '- exclude: {max_nodes: 1}')"
)


def _unknown_step(name: str) -> PydanticCustomError:
    return PydanticCustomError(
        "unknown_step",
        "unknown step {name}{hint}; known steps: {known}",
        {
            "name": repr(name),
            "hint": did_you_mean(name, STEP_KINDS),
            "known": ", ".join(STEP_KINDS),
        },
    )


def normalize_step(value: Any) -> Any:
    """Turn the YAML shorthand forms into ``{"kind": name, **options}``."""
    if isinstance(value, BaseModel):
        return value
    if isinstance(value, str):
        if value not in STEP_KINDS:
            raise _unknown_step(value)
        return {"kind": value}
    if isinstance(value, dict):
        if "kind" in value:
            if isinstance(value["kind"], str) and value["kind"] not in STEP_KINDS:
                raise _unknown_step(value["kind"])
            return value
        if len(value) != 1:
            raise PydanticCustomError("step_shape", _SHAPE)
        ((name, options),) = value.items()
        if not isinstance(name, str) or name not in STEP_KINDS:
            raise _unknown_step(str(name))
        if options is None:
            return {"kind": name}
        if not isinstance(options, dict):
            raise PydanticCustomError(
                "step_options",
                "options of step {name} must be a mapping of option: value, not {type}",
                {"name": repr(name), "type": type(options).__name__},
            )
        if "kind" in options:
            raise PydanticCustomError("step_options", "'kind' is not an option of a step")
        return {"kind": name, **options}
    raise PydanticCustomError("step_shape", _SHAPE)


Step = Annotated[
    ExcludeStep | VerifyCheckpointStep | RestartStep | StopStep | WaitForOperatorStep | NotifyStep,
    Field(discriminator="kind"),
    BeforeValidator(normalize_step),
]
"""One recovery step; add new kinds to this union and to STEP_MODELS."""


def step_shorthand(step: dict[str, Any]) -> str | dict[str, Any]:
    """The YAML shorthand of a dumped step: ``restart`` or ``{"exclude": {"max_nodes": 1}}``.

    Options that are None are left out: every optional option defaults to None.
    """
    options = {k: v for k, v in step.items() if k != "kind" and v is not None}
    return {step["kind"]: options} if options else step["kind"]
