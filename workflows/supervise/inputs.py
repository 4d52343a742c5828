"""Decoding what clients send (workflow input, signals) inside the workflow, so a bad value is
answered with the field and the rule instead of a workflow task that fails forever."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError
from temporalio import workflow
from temporalio.common import RawValue

with workflow.unsafe.imports_passed_through():
    from trainwarden.supervision import SignalRecord, SignalRequest, SuperviseInput
    from trainwarden.untrusted.door import input_problem
    from trainwarden.untrusted.validation import describe

SIGNALS = ("stop", "resume")
# The largest request payload worth decoding: a reason of 2,000 and a sender of 200 characters,
# every one escaped (\uXXXX), fit well within it. Anything larger is refused unread.
MAX_REQUEST_BYTES = 64 * 1024


def check_size(raw: RawValue) -> None:
    """ValueError for a payload too large to be a request (not decoded: cheap to refuse)."""
    size = len(raw.payload.data)
    if size > MAX_REQUEST_BYTES:
        raise ValueError(
            f"payload of {size} bytes is over the limit of {MAX_REQUEST_BYTES}; "
            "send stop/resume as Updates, whose validators keep it out of history"
        )


def validation_message(err: ValidationError, limit: int = 5) -> str:
    """'job.nodes: Input should be greater than or equal to 1; ...' (field path and rule; the
    project's one formatter, `trainwarden.untrusted.validation.describe`)."""
    return describe(err, "(input)", limit)


def _payload_value(raw: RawValue) -> Any:
    return workflow.payload_converter().from_payload(raw.payload, Any)


M = TypeVar("M", bound=BaseModel)


def decode_input(raw: RawValue) -> tuple[SuperviseInput | None, str | None]:
    """(input, None) or (None, what is wrong with it)."""
    return decode_model(raw, SuperviseInput, ("carried",))


def decode_model(
    raw: RawValue, model: type[M], carried: tuple[str, ...]
) -> tuple[M | None, str | None]:
    """A workflow's input through the door and its model: (input, None) or (None, what is
    wrong with it, naming the field); `carried`: the fields continue-as-new fills."""
    try:
        value = _payload_value(raw)
    except Exception as err:
        return None, f"not a JSON object: {one_line(err)}"
    if not isinstance(value, dict):
        return None, f"expected a JSON object, got {type(value).__name__}"
    problem = input_problem(value, carried)
    if problem is not None:
        return None, problem
    try:
        return model.model_validate(value), None
    except ValidationError as err:
        return None, validation_message(err)


def decode_signal(
    name: str, args: Sequence[RawValue], now: datetime
) -> tuple[SignalRecord, SignalRequest | None]:
    """The record of a signal and its request, or None with the record's error set."""
    record = SignalRecord(name=name[:100], at=now, accepted=False)
    try:
        if name not in SIGNALS:
            raise ValueError(f"unknown signal {name[:100]!r}; use 'stop' or 'resume'")
        if len(args) != 1:
            raise ValueError(f"expected one JSON object argument, got {len(args)}")
        check_size(args[0])
        req = SignalRequest.model_validate(_payload_value(args[0]))
    except Exception as err:
        record.error = one_line(err)
        return record, None
    record.accepted, record.reason, record.sender = True, req.reason, req.sender
    return record, req


def one_line(err: BaseException) -> str:
    return " ".join(str(err).split())[:300]
