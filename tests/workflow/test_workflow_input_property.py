"""Property: whatever a client sends as workflow input (mutations of a valid input, playbook
params, a playbook file) either validates, and the workflow reaches `supervising`, or fails the
workflow naming a field: status Failed, never a workflow task that fails and retries."""

from __future__ import annotations

import asyncio
import copy
import re
import time
import uuid
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, seed, settings
from hypothesis import event as count_outcome
from hypothesis import strategies as st
from temporalio.api.enums.v1 import EventType
from temporalio.client import WorkflowExecutionStatus, WorkflowHandle
from wf_harness import Harness

from trainwarden.supervision import SupervisorStatus

ROOT = Path(__file__).resolve().parents[2]
VALID: dict[str, Any] = {
    "job": {"name": "fake", "backend": "local", "nodes": 3, "ranks_per_node": 2},
    "playbook": "default",
    "params": {},
}
FIELDS = [
    ("job", "name"),
    ("job", "backend"),
    ("job", "nodes"),
    ("job", "ranks_per_node"),
    ("job", "expected_step_seconds"),
    ("job", "checkpoint_uri"),
    ("job", "local"),
    ("tuning", "monitor_lease_seconds"),
    ("tuning", "continue_as_new_events"),
    ("tuning", "continue_as_new_bytes"),
    ("tuning", "continue_as_new_signals"),
    ("params",),
    ("job",),
]
PARAMS = yaml.safe_load((ROOT / "playbooks" / "default.yaml").read_text())["params"]
# a playbook problem is reported as "<file>:<line>: <field>: <rule>"
PLAYBOOK_FIELD = r"\.yaml:\d+: [A-Za-z_][\w.\[\]]*: "

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**18), max_value=10**18),
    st.floats(allow_nan=False, allow_infinity=False),
    st.sampled_from([1e300, -1e300, 0, -1, 2**31, 2**63 - 1]),
    st.sampled_from(["99999999999d", "1h99999999999m", "-5s", "1e300", "", "k8s", "slurm"]),
    st.text(max_size=20),
    st.integers(min_value=1000, max_value=300_000).map(lambda n: "x" * n),  # huge strings
)
garbage = st.recursive(
    scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=3), st.dictionaries(st.text(max_size=5), inner, max_size=3)
    ),
    max_leaves=8,
)
unknown_key = st.from_regex(r"[a-z][a-z_]{0,12}", fullmatch=True)


def _set(inp: dict[str, Any], path: tuple[str, ...], value: Any) -> dict[str, Any]:
    node = inp
    for part in path[:-1]:
        node = node.setdefault(part, {})
    node[path[-1]] = value
    return inp


@st.composite
def cases(draw: st.DrawFn) -> tuple[Any, str]:
    """(workflow input, regex the failure message must match if it fails)."""
    inp = copy.deepcopy(VALID)
    kind = draw(
        st.sampled_from(["value", "unknown", "param", "missing", "not-object", "yaml", "in-range"])
    )
    if kind == "in-range":  # values inside the bounds: these must validate
        _set(inp, ("job", "nodes"), draw(st.integers(min_value=1, max_value=4096)))
        _set(inp, ("tuning", "monitor_lease_seconds"), draw(st.floats(1, 86400)))
        name = draw(st.sampled_from(sorted(PARAMS)))
        inp["params"] = {name: PARAMS[name]}
        return inp, "$^"
    if kind == "value":
        path = draw(st.sampled_from(FIELDS))
        # a playbook quotes a param name that is not plain: params["a b"] (problems.py)
        return _set(inp, path, draw(garbage)), re.escape(".".join(path)) + r"[.:\[]"
    if kind == "unknown":
        where = draw(st.sampled_from([(), ("job",), ("job", "local"), ("tuning",)]))
        key = draw(unknown_key)
        known = {"job", "playbook", "params", "tuning", "carried", "shadow_playbook"}
        path = (*where, key)
        if key in known or key in VALID["job"] or key in PARAMS:
            return inp, "$^"  # a known name: not a mutation; must validate
        if where == ("job", "local"):
            inp["job"]["local"] = {}
        return _set(inp, path, draw(garbage)), re.escape(".".join(path)) + r"[.:]"
    if kind == "param":
        name = draw(st.one_of(st.sampled_from(sorted(PARAMS)), unknown_key))
        inp["params"] = {name: draw(garbage)}
        return inp, PLAYBOOK_FIELD
    if kind == "missing":
        del inp[draw(st.sampled_from(["job"]))]
        return inp, r"job: Field required"
    if kind == "not-object":
        value = draw(st.one_of(st.lists(scalars, max_size=3), scalars))
        return value, r"expected a JSON object"
    # a playbook file written here: the default with one field set to garbage, or no mapping
    doc = yaml.safe_load((ROOT / "playbooks" / "default.yaml").read_text())
    section = draw(st.sampled_from(["detection", "policies", "progress", "checkpoint", "params"]))
    key = draw(st.one_of(st.sampled_from(sorted(doc[section])), unknown_key))
    doc[section][key] = draw(garbage)
    if draw(st.booleans()) and draw(st.booleans()):
        doc = draw(st.lists(scalars, max_size=2))  # not a mapping at all
    inp["playbook"] = yaml.safe_dump(doc)  # written to a file by the test
    return inp, r"\.yaml:\d+: "


async def _outcome(harness: Harness, handle: WorkflowHandle) -> tuple[str, str]:
    """('supervising', '') or ('failed', message), waiting on events, bounded for a broken test."""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        desc = await handle.describe()
        if desc.status == WorkflowExecutionStatus.FAILED:
            async for event in handle.fetch_history_events():
                if event.event_type == EventType.EVENT_TYPE_WORKFLOW_EXECUTION_FAILED:
                    failure = event.workflow_execution_failed_event_attributes.failure
                    parts = []
                    while failure is not None and failure.message:
                        parts.append(failure.message)
                        failure = failure.cause if failure.HasField("cause") else None
                    return "failed", " | ".join(parts)
        if desc.status != WorkflowExecutionStatus.RUNNING:
            return str(desc.status), ""
        status = await handle.query("status", result_type=SupervisorStatus)
        if status.state == "supervising":
            return "supervising", ""
        await _no_task_failures(handle)
        await asyncio.sleep(0.1)
    raise AssertionError("neither supervising nor failed")


async def _no_task_failures(handle: WorkflowHandle) -> None:
    async for event in handle.fetch_history_events():
        assert event.event_type != EventType.EVENT_TYPE_WORKFLOW_TASK_FAILED, (
            event.workflow_task_failed_event_attributes
        )


@seed(21)
@settings(
    max_examples=40,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(case=cases())
async def test_any_input_validates_or_fails_naming_a_field(
    harness: Harness, tmp_path_factory: pytest.TempPathFactory, case: tuple[Any, str]
) -> None:
    inp, field = case
    if isinstance(inp, dict) and "\n" in str(inp.get("playbook")):
        path = tmp_path_factory.mktemp("playbook") / f"pb-{uuid.uuid4().hex[:8]}.yaml"
        path.write_text(inp["playbook"])
        inp = {**inp, "playbook": str(path)}
    handle = await harness.start_raw(inp)
    outcome, message = await _outcome(harness, handle)
    count_outcome(outcome)
    await _no_task_failures(handle)
    started = [c for c in harness.world.called("start_job") if c.key.startswith(handle.id)]
    if field == "$^":
        assert outcome == "supervising", (outcome, message[:1000])
    if outcome == "supervising":
        assert len(started) == 1
        await handle.terminate("property example done")
        return
    assert outcome == "failed", (outcome, inp if len(repr(inp)) < 2000 else repr(inp)[:2000])
    assert re.search(field, message), (field, message[:1000])
    assert started == []  # nothing was started for an input that fails
