"""The local cluster's JSON state files are read bounded (fsutil.read_json / read_jsonl): a
huge, sparse, FIFO, device or deeply nested state file is a clear error naming the file (kind
`corrupt_state`, not retried by the backend), never a MemoryError, a RecursionError or a hang.
A missing or half-written file still reads as its default."""

from __future__ import annotations

import os
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from trainwarden.activities.backends.base import BackendError
from trainwarden.activities.backends.local import LocalBackend
from trainwarden.localcluster.cluster import LocalCluster
from trainwarden.localcluster.fsutil import (
    MAX_STATE_BYTES,
    MAX_STATE_LINE_BYTES,
    StateFileError,
    read_json,
    read_jsonl,
)
from trainwarden.localcluster.layout import job_id_for
from trainwarden.models import JobHandle


def _in_thread(fn: Callable[[], Any]) -> BaseException | Any:
    """fn's result or exception; fails the test if fn blocks (a FIFO read would)."""
    out: list[Any] = []

    def run() -> None:
        try:
            out.append(fn())
        except BaseException as exc:  # handed to the test
            out.append(exc)

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(30)
    assert not worker.is_alive(), "the read blocked"
    return out[0]


def test_missing_and_half_written_files_read_as_the_default(tmp_path: Path) -> None:
    assert read_json(tmp_path / "none.json", {"d": 1}) == {"d": 1}
    (tmp_path / "torn.json").write_text('{"state": "RUN')
    assert read_json(tmp_path / "torn.json", {}) == {}
    (tmp_path / "ok.json").write_text('{"state": "RUNNING"}')
    assert read_json(tmp_path / "ok.json") == {"state": "RUNNING"}
    (tmp_path / "a.jsonl").write_text('{"a": 1}\n{"a": 2}\n{"a"')
    assert read_jsonl(tmp_path / "a.jsonl") == [{"a": 1}, {"a": 2}]
    assert read_jsonl(tmp_path / "none.jsonl") == []


def test_a_fifo_state_file_is_refused_without_blocking(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "state.json")
    err = _in_thread(lambda: read_json(tmp_path / "state.json", {}))
    assert isinstance(err, StateFileError) and err.kind == "corrupt_state"
    assert str(err) == f"corrupt_state: state file {tmp_path / 'state.json'}: a FIFO, only " \
        "regular files are read"
    os.mkfifo(tmp_path / "actions.jsonl")
    err = _in_thread(lambda: read_jsonl(tmp_path / "actions.jsonl"))
    assert isinstance(err, StateFileError) and "a FIFO" in str(err)


def test_a_device_state_file_is_refused(tmp_path: Path) -> None:
    (tmp_path / "state.json").symlink_to("/dev/zero")
    with pytest.raises(StateFileError, match="a character device"):
        read_json(tmp_path / "state.json")


def test_a_sparse_huge_state_file_is_refused_reading_at_most_the_cap(tmp_path: Path) -> None:
    path = tmp_path / "state.json"
    path.write_text('{"state": "RUNNING"}')
    os.truncate(path, 10 << 30)  # 10 GB, no disk used
    with pytest.raises(StateFileError, match=f"larger than the limit of {MAX_STATE_BYTES}"):
        read_json(path)
    lines = tmp_path / "actions.jsonl"
    lines.write_text('{"a": 1}\n')
    os.truncate(lines, 10 << 30)  # one line of 10 GB after the first
    with pytest.raises(StateFileError, match=f"line 2: longer than {MAX_STATE_LINE_BYTES}"):
        read_jsonl(lines)


def test_deep_nesting_is_a_clear_error_not_a_recursion_error(tmp_path: Path) -> None:
    path = tmp_path / "job.json"
    path.write_text("[" * 100_000 + "]" * 100_000)
    with pytest.raises(StateFileError, match=r"job\.json: JSON nested deeper than 64"):
        read_json(path)
    lines = tmp_path / "actions.jsonl"
    lines.write_text('{"a": 1}\n' + "[" * 5000 + "]" * 5000 + "\n")
    with pytest.raises(StateFileError, match="line 2: JSON nested deeper"):
        read_jsonl(lines)


def test_a_symlink_loop_is_refused(tmp_path: Path) -> None:
    loop = tmp_path / "state.json"
    loop.symlink_to(loop)
    with pytest.raises(StateFileError, match="symbolic links"):
        read_json(loop)


def test_through_the_backend_a_corrupt_job_file_is_a_permanent_refusal(tmp_path: Path) -> None:
    """What the monitor sees: Backend.invalid_request naming the file (not `unreachable`,
    which is retried), so the workflow hands the job to an operator at once."""
    root = tmp_path / "cluster"
    LocalCluster(root, nodes=2)
    job_dir = root / "jobs" / "j"
    job_dir.mkdir(parents=True)
    os.mkfifo(job_dir / "job.json")
    handle = JobHandle(backend="local", job_id=job_id_for("j"))
    err = _in_thread(lambda: LocalBackend(root).observe(handle))
    assert isinstance(err, BackendError) and not err.retryable
    assert err.kind == "invalid_request" and "corrupt_state: state file" in err.message
    assert "job.json: a FIFO" in err.message


def test_a_cluster_config_that_is_a_device_is_refused(tmp_path: Path) -> None:
    root = tmp_path / "cluster"
    root.mkdir()
    (root / "cluster.json").symlink_to("/dev/zero")
    with pytest.raises(StateFileError, match=r"cluster\.json: a character device"):
        LocalCluster(root, nodes=2)
