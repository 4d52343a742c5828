"""events.jsonl: what an orchestrator (Kubernetes, Ray) said about the job's pods, nodes and
workers, read as evidence like the logs.

Each event is rendered as the line `kubectl get events` prints for it (`TYPE REASON kind/name
MESSAGE`), so one catalog entry reads an event whether it comes from this file or as text in a
log stream. Which node an event is about is not the node of any log: it is the event's `node`,
a Node's own name, or where its pod was placed (placed after reading, with the addresses).
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from trainwarden.attribution.bundle.eventtext import render
from trainwarden.attribution.bundle.evidence import BundleEvidence, Hit
from trainwarden.attribution.bundle.logscan import learn_place, pod_name
from trainwarden.attribution.bundle.matcher import matcher_for
from trainwarden.attribution.bundle.records import json_lines
from trainwarden.attribution.catalog import Catalog

EVENTS_FILE = "events.jsonl"
EVENTS_STREAM = "events"  # the stream name catalog entries list to apply to events.jsonl
MAX_FIELD_CHARS = 1024  # a name, node, kind or reason longer than this is not one


def read_events(
    ev: BundleEvidence, bundle: Path, catalog: Catalog, since: datetime | None
) -> None:
    """events.jsonl: the hits its events' renderings match, and where its pods were placed."""
    matcher = matcher_for(catalog, EVENTS_STREAM)
    unnamed: list[int] = []
    for number, obj, at, raw in json_lines(ev, bundle, EVENTS_FILE, since):
        kind = _field(obj.get("kind"))
        name = _field(obj.get("name"))
        reason = _field(obj.get("reason"))
        node = _field(obj.get("node"))
        if not reason or not name:
            unnamed.append(number)
            continue
        is_pod, is_node = kind.lower() == "pod", kind.lower() == "node"
        if is_pod and node:
            ev.pods.setdefault(name, node)
        text = render(_field(obj.get("type")), reason, kind, name, obj.get("message"))
        found = matcher.best(text, text.lower())
        if found is None:
            continue
        sig, match = found
        if sig.role == "address":  # a placement (`Scheduled`): learned, not evidence
            learn_place(ev, None, match)
            continue
        host = node or (name if is_node else None) or match.named("host")
        pod = None if host else (name if is_pod else match.named("pod"))
        ev.add(Hit(sig, at, None, None, EVENTS_FILE, number, raw[:4096], host=host,
                   pod=pod_name(pod)))
    ev.skipped_lines(EVENTS_FILE, unnamed, "an event needs a `name` and a `reason`")


def _field(value: object) -> str:
    """A string field of an event, '' when absent, not a string, or too long to be one."""
    return value.strip() if isinstance(value, str) and len(value) <= MAX_FIELD_CHARS else ""
