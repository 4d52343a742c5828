"""Property: whatever a bundle holds, attribution returns a result or raises BundleError."""

from __future__ import annotations

import json
import shutil
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from trainwarden.attribution import AttributionResult, BundleError, attribute_bundle

REAL_TEXT = [
    "NVRM: Xid (PCI:0000:3b:00): 79, pid=1234, name=python, GPU has fallen off the bus.",
    "[Rank 3] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=42, OpType=ALLREDUCE)",
    "RuntimeError: CUDA error: an illegal memory access was encountered",
    "ValueError: bad", "loss nan", "Kernel panic - not syncing", "Out of memory: Killed process 1",
    "srun: error: Node failure on node-1", "  rank      : 1 (local_rank: 1)",
    "traceback : Signal 9 (SIGKILL) received by PID 7", "(?P<rank>", "\x00", "\ud800",
]
timestamps = st.one_of(
    st.sampled_from(["2026-01-01T00:00:00Z", "2026-01-01T00:00:00.123456789+05:30",
                     "2026-01-01T00:00:00", "[12.3]", "", "9999-12-31T23:59:59-23:59"]),
    st.text(max_size=12),
)
log_lines = st.builds(lambda ts, text: f"{ts} {text}", timestamps,
                      st.one_of(st.sampled_from(REAL_TEXT), st.text(max_size=60)))
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=10),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner,
                                                                 max_size=4),
    max_leaves=10,
)
jsonl_objects = st.one_of(
    st.fixed_dictionaries({"ts": timestamps}, optional={
        "job_state": st.sampled_from(["FAILED", "NODE_FAIL", "PREEMPTED", "x"]) | json_values,
        "node": st.sampled_from(["node-1", "node-2", "ghost"]) | json_values,
        "node_state": st.sampled_from(["DOWN", "DRAIN", "IDLE"]) | json_values,
        "rank": st.integers(-2, 5) | json_values,
        "name": st.sampled_from(["step", "step_seconds", "loss"]) | json_values,
        "value": st.floats() | st.integers() | json_values,
        "exit_code": json_values,
    }),
    json_values,
)
jobs = st.one_of(
    st.fixed_dictionaries({
        "job_id": st.text(max_size=5), "scheduler": st.just("local"),
        "nodes": st.lists(st.sampled_from(["node-1", "node-2", "node-3"]), max_size=3),
        "ranks": st.dictionaries(st.sampled_from(["0", "1", "2", "x"]),
                                 st.sampled_from(["node-1", "node-2"]), max_size=3),
    }, optional={"expected_step_seconds": st.floats() | st.none()}),
    json_values,
)


def _dump(value: object) -> str:
    return json.dumps(value, allow_nan=True)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    job=st.one_of(jobs.map(_dump), st.binary(max_size=40).map(lambda b: b.decode("latin-1"))),
    logs=st.dictionaries(
        st.sampled_from(["node-1/rank-0", "node-1/kernel", "node-2/rank-2", "node-9/other"]),
        st.lists(log_lines, max_size=8).map("\n".join) | st.binary(max_size=80), max_size=3),
    scheduler=st.lists(jsonl_objects.map(_dump) | st.text(max_size=20), max_size=6),
    metrics=st.lists(jsonl_objects.map(_dump) | st.text(max_size=20), max_size=8),
)
def test_random_bundles_never_raise_anything_but_bundle_error(job, logs, scheduler, metrics):
    root = Path(tempfile.mkdtemp(prefix="tw-prop-"))
    try:
        (root / "job.json").write_text(job, encoding="utf-8", errors="surrogateescape")
        for stream, content in logs.items():
            path = root / "logs" / f"{stream}.log"
            path.parent.mkdir(parents=True, exist_ok=True)
            if isinstance(content, bytes):
                path.write_bytes(content)
            else:
                path.write_text(content, encoding="utf-8", errors="surrogatepass")
        (root / "scheduler.jsonl").write_text("\n".join(scheduler), errors="surrogatepass")
        (root / "metrics.jsonl").write_text("\n".join(metrics), errors="surrogatepass")
        try:
            result = attribute_bundle(root)
        except BundleError as exc:
            assert "\n" not in str(exc)
            return
        assert isinstance(result, AttributionResult)
        json.dumps(result.model_dump(mode="json"))
    finally:
        shutil.rmtree(root)
