"""Canonical forms of a validated playbook: the content hash and the rendered YAML.

The hash covers the rendered, validated playbook (so other params give another hash) and is
what workflow history records to say exactly which policy acted.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

import yaml

from trainwarden.playbook.schema import Playbook
from trainwarden.playbook.steps import step_shorthand
from trainwarden.timekeeping.durations import HUMAN_DURATIONS


def canonical_json(playbook: Playbook) -> str:
    """Sorted-key, compact JSON of the playbook with durations in seconds."""
    data = playbook.model_dump(mode="json", by_alias=True)
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def content_hash(playbook: Playbook) -> str:
    """sha256 (hex) of ``canonical_json``."""
    return hashlib.sha256(canonical_json(playbook).encode("utf-8")).hexdigest()


def _drop_none(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _drop_none(v) for k, v in value.items() if v is not None}
    if isinstance(value, list):
        return [_drop_none(v) for v in value]
    return value


def playbook_yaml_data(playbook: Playbook) -> dict[str, Any]:
    """The playbook as users write it: durations as text, steps in shorthand, no nulls."""
    data = playbook.model_dump(mode="json", by_alias=True, context={HUMAN_DURATIONS: True})
    params = data.pop("params")
    data = _drop_none(data)
    for rule in data.get("rules", []):
        rule["steps"] = [step_shorthand(step) for step in rule["steps"]]
    ordered = {key: data[key] for key in ("apiVersion", "kind", "name") if key in data}
    for key in ("version", "description"):
        if key in data:
            ordered[key] = data[key]
    ordered["params"] = params
    ordered.update({key: value for key, value in data.items() if key not in ordered})
    return ordered


class _PlaybookDumper(yaml.SafeDumper):
    """Lists of plain values on one line (``categories: [oom, user_code]``), as people write."""


def _represent_list(dumper: yaml.SafeDumper, items: list[Any]) -> yaml.Node:
    flat = all(not isinstance(item, dict | list) for item in items)
    return dumper.represent_sequence("tag:yaml.org,2002:seq", items, flow_style=flat or None)


_PlaybookDumper.add_representer(list, _represent_list)


def to_yaml(playbook: Playbook) -> str:
    """YAML that loads back to an equal playbook (no templates left: values are rendered)."""
    return yaml.dump(
        playbook_yaml_data(playbook),
        Dumper=_PlaybookDumper,
        sort_keys=False,
        allow_unicode=True,
        width=100,
        default_flow_style=False,
    )
