"""How every trainwarden process logs (docs/operations.md): one handler on stderr, configured
once per process from the environment.

    TRAINWARDEN_LOG_FORMAT  text (default: "TIME LEVEL LOGGER MESSAGE", as always) or json
    TRAINWARDEN_LOG_LEVEL   DEBUG, INFO, WARNING, ERROR or CRITICAL

json writes one object per line: time (ISO 8601, UTC), level, logger, message; the workflow
and activity details the Temporal SDK's loggers put in a record's extras (`temporal_workflow`,
`temporal_activity`), flattened to workflow_id, run_id, workflow_type, activity, attempt,
task_queue; job and incident where known; an exception as one `exception` string field.

Where job and incident come from: a workflow's record is written on the workflow's own thread,
so the filter asks the running workflow (`temporalio.workflow.instance()`) for its job and its
open incident (or the incident of its own the record names); it remembers them per workflow id for
the records of that workflow's activities. `log_context(job=...)` sets them explicitly.

Standard library only, and temporalio imported only once a record carries its extras: the CLI
configures logging for every command, and each command pays for what this module imports.
"""

from __future__ import annotations

import contextlib
import contextvars
import json
import logging
import os
import sys
import traceback
from collections import OrderedDict
from collections.abc import Iterator, Mapping
from datetime import UTC, datetime
from typing import Any, TextIO

FORMAT_ENV = "TRAINWARDEN_LOG_FORMAT"
LEVEL_ENV = "TRAINWARDEN_LOG_LEVEL"
FORMATS = ("text", "json")
LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")
TEXT_FORMAT = "%(asctime)s %(levelname)s %(name)s %(message)s"

# What a LogRecord has of itself: everything else on it came in through `extra`.
_RECORD_ATTRS = frozenset(logging.makeLogRecord({}).__dict__) | {"message", "asctime"}
# The SDK's extras, flattened: (extra dict, its key) -> our field
_TEMPORAL_FIELDS = (
    ("temporal_workflow", "workflow_id", "workflow_id"),
    ("temporal_workflow", "run_id", "run_id"),
    ("temporal_workflow", "workflow_type", "workflow_type"),
    ("temporal_workflow", "attempt", "attempt"),
    ("temporal_workflow", "task_queue", "task_queue"),
    ("temporal_activity", "workflow_id", "workflow_id"),
    ("temporal_activity", "workflow_run_id", "run_id"),
    ("temporal_activity", "workflow_type", "workflow_type"),
    ("temporal_activity", "activity_type", "activity"),
    ("temporal_activity", "activity_id", "activity_id"),
    ("temporal_activity", "attempt", "attempt"),
    ("temporal_activity", "task_queue", "task_queue"),
)
_OPEN_INCIDENT = ("recovering", "awaiting_operator")

_context: contextvars.ContextVar[Mapping[str, Any] | None] = contextvars.ContextVar(
    "trainwarden_log_context", default=None
)


class LogConfigError(ValueError):
    """A TRAINWARDEN_LOG_* value this module does not know (one line, naming it)."""


@contextlib.contextmanager
def log_context(**fields: Any) -> Iterator[None]:
    """Fields (job=..., incident=...) on every record written inside this block."""
    token = _context.set({**(_context.get() or {}), **fields})
    try:
        yield
    finally:
        _context.reset(token)


def settings_from_env(
    env: Mapping[str, str] | None = None, default_level: str = "INFO"
) -> tuple[str, int]:
    """(format, level) from the environment; LogConfigError names a bad value."""
    env = os.environ if env is None else env
    fmt = env.get(FORMAT_ENV, "").strip().lower() or "text"
    if fmt not in FORMATS:
        raise LogConfigError(
            f"{FORMAT_ENV}={env[FORMAT_ENV]!r} is not a log format: use one of {', '.join(FORMATS)}"
        )
    name = env.get(LEVEL_ENV, "").strip().upper() or default_level
    name = {"WARN": "WARNING", "FATAL": "CRITICAL"}.get(name, name)
    if name not in LEVELS:
        raise LogConfigError(
            f"{LEVEL_ENV}={env[LEVEL_ENV]!r} is not a log level: use one of {', '.join(LEVELS)}"
        )
    return fmt, int(logging.getLevelName(name))


class _WorkflowContext:
    """Job and open incident per workflow id, as the workflow itself last told (bounded)."""

    def __init__(self, keep: int = 10_000) -> None:
        self.keep = keep
        self.known: OrderedDict[str, dict[str, str]] = OrderedDict()

    def remember(self, workflow_id: str, fields: dict[str, str]) -> None:
        self.known[workflow_id] = fields
        self.known.move_to_end(workflow_id)
        while len(self.known) > self.keep:
            self.known.popitem(last=False)

    def of(self, workflow_id: str) -> dict[str, str]:
        return dict(self.known.get(workflow_id, {}))


_workflows = _WorkflowContext()


def _from_running_workflow(record: logging.LogRecord) -> tuple[dict[str, str], dict[str, str]]:
    """(fields of `record`, fields of the workflow's activities from now on): its job, and the
    incident the record names, else its open incident; asked of the workflow whose thread
    writes the record (its own state)."""
    from temporalio import workflow

    try:
        instance = workflow.instance()
    except Exception:  # not on a workflow's thread after all
        return {}, {}
    now: dict[str, str] = {}
    job = getattr(getattr(getattr(instance, "inp", None), "job", None), "name", None)
    if isinstance(job, str):
        now["job"] = job
    current = getattr(instance, "current_state", None)
    try:
        state = current() if callable(current) else None
    except Exception:
        state = None
    incidents = list(getattr(state, "incidents", None) or [])
    if incidents and incidents[-1].outcome in _OPEN_INCIDENT:
        now["incident"] = incidents[-1].id
    fields = dict(now)
    named = {str(a) for a in (record.args if isinstance(record.args, tuple) else ())}
    for inc in reversed(incidents):
        if inc.id in named:
            fields["incident"] = inc.id
            break
    return fields, now


class TemporalContextFilter(logging.Filter):
    """Adds `trainwarden_context` (job, incident) to records of workflows and their activities,
    and to records written inside `log_context`. Never drops a record."""

    def filter(self, record: logging.LogRecord) -> bool:
        fields: dict[str, Any] = {}
        try:
            wf = getattr(record, "temporal_workflow", None)
            act = getattr(record, "temporal_activity", None)
            if isinstance(wf, Mapping) and wf.get("workflow_id"):
                fields, now = _from_running_workflow(record)
                if now:
                    _workflows.remember(str(wf["workflow_id"]), now)
            elif isinstance(act, Mapping) and act.get("workflow_id"):
                fields = _workflows.of(str(act["workflow_id"]))
        except Exception:  # context is a nicety; the record is written regardless
            pass
        fields.update(_context.get() or {})
        if fields:
            record.trainwarden_context = fields
        return True


class JsonFormatter(logging.Formatter):
    """One JSON object per line (see the module's docstring for the fields)."""

    def format(self, record: logging.LogRecord) -> str:
        out: dict[str, Any] = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(
                timespec="milliseconds"
            ).replace("+00:00", "Z"),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
        }
        for extra, key, field in _TEMPORAL_FIELDS:
            details = getattr(record, extra, None)
            if isinstance(details, Mapping) and details.get(key) is not None:
                out.setdefault(field, details[key])
        context = getattr(record, "trainwarden_context", None)
        if isinstance(context, Mapping):
            out.update(context)
        for key, value in record.__dict__.items():  # the caller's own extras
            if key not in _RECORD_ATTRS and key not in out and not key.startswith(
                ("temporal_", "trainwarden_context", "_")
            ):
                out[key] = value
        if record.exc_info:
            out["exception"] = "".join(traceback.format_exception(*record.exc_info)).rstrip()
        elif record.exc_text:
            out["exception"] = record.exc_text
        if record.stack_info:
            out["stack"] = record.stack_info
        return json.dumps(out, default=str, ensure_ascii=False)


_HANDLER_NAME = "trainwarden"


def configure_logging(
    *, service: bool = True, stream: TextIO | None = None, env: Mapping[str, str] | None = None
) -> str:
    """Configure the root logger once per process: one handler on stderr in the chosen format.
    Default level: INFO for services (worker, node agent), WARNING for one-shot commands (their
    output is on stdout; as quiet as they always were). Returns the format. Raises
    LogConfigError for a bad TRAINWARDEN_LOG_FORMAT or TRAINWARDEN_LOG_LEVEL."""
    fmt, level = settings_from_env(env, default_level="INFO" if service else "WARNING")
    root = logging.getLogger()
    for old in [h for h in root.handlers if h.get_name() == _HANDLER_NAME]:
        root.removeHandler(old)
    handler = logging.StreamHandler(stream or sys.stderr)
    handler.set_name(_HANDLER_NAME)
    handler.setFormatter(JsonFormatter() if fmt == "json" else logging.Formatter(TEXT_FORMAT))
    handler.addFilter(TemporalContextFilter())
    root.addHandler(handler)
    root.setLevel(level)
    return fmt


def configured_format() -> str | None:
    """The format configure_logging installed in this process, None if it did not run."""
    for handler in logging.getLogger().handlers:
        if handler.get_name() == _HANDLER_NAME:
            return "json" if isinstance(handler.formatter, JsonFormatter) else "text"
    return None


def ensure_logging(*, service: bool = True) -> str:
    """configure_logging unless this process did already (`warden` does, for every command);
    in JSON, the SDK's loggers stop repeating their details in the message text."""
    fmt = configured_format() or configure_logging(service=service)
    if fmt == "json":
        plain_temporal_messages()
    return fmt


def plain_temporal_messages() -> None:
    """In JSON: the SDK's loggers stop appending their details to the message text (they are
    fields already), and the SDK core's own log lines (Rust; on stderr in a format of its own
    by default) come through Python's logging (logger temporalio.core), so every line of the
    process's log is one of ours. Before the process creates its SDK runtime: the runtimes it
    creates afterwards (workers/metrics.py's too) take LoggingConfig.default, which is frozen,
    hence object.__setattr__."""
    from temporalio import activity, workflow
    from temporalio.runtime import LogForwardingConfig, LoggingConfig

    activity.logger.activity_info_on_message = False
    workflow.logger.workflow_info_on_message = False
    if LoggingConfig.default.forwarding is None:
        forwarding = LogForwardingConfig(logger=logging.getLogger("temporalio.core"))
        object.__setattr__(LoggingConfig.default, "forwarding", forwarding)
