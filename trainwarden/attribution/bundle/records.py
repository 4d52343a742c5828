"""The JSON-lines streams of a bundle: scheduler.jsonl (states, exit codes, reasons) and
metrics.jsonl (each rank's steps and step times, other metrics matched like log lines).

A line that is not a JSON object with a `ts` is skipped with one warning per file.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from typing import Any

from trainwarden.attribution.bundle.evidence import (
    BundleEvidence,
    Hit,
    RankProgress,
    SchedulerEvent,
)
from trainwarden.attribution.bundle.matcher import matcher_for
from trainwarden.attribution.catalog import Catalog
from trainwarden.attribution.timestamps import parse_ts
from trainwarden.untrusted.bounded_data import DataError, loads_json
from trainwarden.untrusted.safeio import record_lines


def read_scheduler(
    ev: BundleEvidence, bundle: Path, catalog: Catalog, since: datetime | None
) -> None:
    """scheduler.jsonl: the job's and nodes' states, and the hits their rendering matches."""
    matcher = matcher_for(catalog, "scheduler")
    for number, obj, at, raw in json_lines(ev, bundle, "scheduler.jsonl", since):
        event = SchedulerEvent(
            at=at,
            line=number,
            job_state=_opt_str(obj.get("job_state")),
            node=_opt_str(obj.get("node")),
            node_state=_opt_str(obj.get("node_state")),
            exit_code=obj["exit_code"] if type(obj.get("exit_code")) is int else None,
            reason=_opt_str(obj.get("reason")),
        )
        ev.scheduler.append(event)
        text = _render_scheduler(event)
        found = matcher.best(text, text.lower()) if text else None
        if found:
            node = event.node if event.node in ev.job.nodes else None
            ev.add(Hit(found[0], at, node, None, "scheduler.jsonl", number, raw))


def read_metrics(
    ev: BundleEvidence, bundle: Path, catalog: Catalog, since: datetime | None
) -> None:
    """metrics.jsonl: each rank's progress (step, step_seconds), and hits on other metrics."""
    matcher = matcher_for(catalog, "metrics")
    for number, obj, at, raw in json_lines(ev, bundle, "metrics.jsonl", since):
        name, value = obj.get("name"), obj.get("value")
        if not isinstance(name, str) or not isinstance(value, int | float):
            continue
        if isinstance(value, bool):  # JSON true/false: not a number here
            continue
        rank = obj.get("rank") if type(obj.get("rank")) is int else None
        node = _opt_str(obj.get("node"))
        if rank is not None and name in ("step", "step_seconds"):
            prog = ev.progress.get(rank)
            if prog is None:
                prog = ev.progress[rank] = RankProgress(node or ev.job.rank_node(rank))
            prog.last_at = at if prog.last_at is None else max(prog.last_at, at)
            if name == "step" and math.isfinite(value):
                if prog.max_step is None or value > prog.max_step:
                    if prog.max_step is not None and prog.max_step_at and at > prog.max_step_at:
                        pace = (at - prog.max_step_at).total_seconds() / (value - prog.max_step)
                        prog.step_pace.append((at, pace))
                    prog.max_step, prog.max_step_at = value, at
                    prog.max_step_line, prog.max_step_text = number, raw
                elif value == prog.max_step and prog.max_step_at and at < prog.max_step_at:
                    prog.max_step_at = at
                elif (prog.max_step_at and at > prog.max_step_at and prog.last_step is not None
                      and prog.last_step < value < prog.max_step):
                    # the counter went back and counts up again: the run restarted from a
                    # checkpoint (an elastic restart, Ray Train's restore) and trains on, so
                    # the rank's progress is the restarted count's (a step recorded once
                    # out of order is no restart)
                    prog.max_step, prog.max_step_at = value, at
                    prog.max_step_line, prog.max_step_text = number, raw
                prog.last_step = value
            elif name == "step_seconds" and math.isfinite(value) and value >= 0:
                prog.step_seconds.append((at, float(value)))
            continue
        if name in ("step", "step_seconds"):
            continue
        text = f"metric {name}={_fmt_value(value)}"
        found = matcher.best(text, text.lower())
        if found:
            node_ok = node if node in ev.job.nodes else None
            ev.add(Hit(found[0], at, node_ok, rank, "metrics.jsonl", number, raw))


def json_lines(
    ev: BundleEvidence, bundle: Path, name: str, since: datetime | None
) -> Iterator[tuple[int, dict[str, Any], datetime, str]]:
    """(line number, object, ts, raw line) of each valid line of a JSONL stream."""
    path = bundle / name
    if not path.is_file():
        return
    bad: list[int] = []
    try:
        for number, raw in record_lines(path):
            if raw is None:  # over MAX_RECORD_BYTES: never read whole
                bad.append(number)
                continue
            if not raw.strip():
                continue
            try:
                obj = loads_json(raw.decode("utf-8"))
            except (UnicodeDecodeError, json.JSONDecodeError, DataError):
                bad.append(number)
                continue
            raw_ts = obj.get("ts") if isinstance(obj, dict) else None
            at = parse_ts(raw_ts) if isinstance(raw_ts, str) else None
            if at is None:
                bad.append(number)
                continue
            if since is not None and at < since:
                continue
            yield number, obj, at, raw.decode("utf-8").strip()
    except OSError as exc:
        ev.warnings.append(f"{name}: cannot read ({exc.strerror or exc}), skipped")
    ev.skipped_lines(name, bad, "not a JSON object with ts")


def _opt_str(value: object) -> str | None:
    return value if isinstance(value, str) else None


def _fmt_value(value: float) -> str:
    if isinstance(value, float) and math.isnan(value):
        return "nan"
    if isinstance(value, float) and math.isinf(value):
        return "inf" if value > 0 else "-inf"
    return repr(value)


def _render_scheduler(event: SchedulerEvent) -> str:
    parts: list[str] = []
    if event.node is not None:
        parts.append(f"node={event.node}")
    if event.node_state is not None:
        parts.append(f"node_state={event.node_state}")
    if event.job_state is not None:
        parts.append(f"job_state={event.job_state}")
    if event.exit_code is not None:
        parts.append(f"exit_code={event.exit_code}")
    if event.reason:
        parts.append(f"reason={event.reason}")
    return " ".join(parts)
