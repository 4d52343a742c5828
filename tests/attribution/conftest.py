"""Fixtures for the attribution tests: the committed corpus and a tiny bundle writer."""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from two_nodes import TWO_NODES

from trainwarden.attribution import Catalog, load_catalogs

CORPUS_DIR = Path(__file__).resolve().parent / "corpus"


@pytest.fixture(scope="session")
def corpus_dir() -> Path:
    return CORPUS_DIR


@pytest.fixture(scope="session")
def catalog() -> Catalog:
    return load_catalogs()


@pytest.fixture
def write_bundle(tmp_path: Path) -> Callable[..., Path]:
    """Write a bundle from plain data: files maps relative path -> text (or bytes)."""

    def write(
        files: dict[str, str | bytes],
        nodes: list[str] | None = None,
        ranks: dict[str, str] | None = None,
        name: str = "bundle",
        job: dict | None = None,
    ) -> Path:
        root = tmp_path / name
        root.mkdir()
        nodes = nodes or ["node-1", "node-2"]
        ranks = ranks or {"0": "node-1", "1": "node-1", "2": "node-2", "3": "node-2"}
        if job is None:
            job = {"job_id": "j1", "scheduler": "local", "nodes": nodes, "ranks": ranks}
        if job != {}:
            (root / "job.json").write_text(json.dumps(job))
        for rel, content in files.items():
            path = root / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            if isinstance(content, bytes):
                path.write_bytes(content)
            else:
                path.write_text(content)
        return root

    return write


@pytest.fixture
def stalled_bundle(write_bundle: Callable[..., Path]) -> Callable[..., Path]:
    """A bundle where two ranks report 30 steps of step_s (no step_seconds), then none for
    stall_s; rank 1's process is stopped when the bundle is collected."""

    def write(step_s: float, stall_s: float, name: str = "bundle") -> Path:
        start = datetime(2026, 1, 1, tzinfo=UTC)
        steps = [
            {"ts": (start + timedelta(seconds=i * step_s)).isoformat(), "node": f"node-{r + 1}",
             "rank": r, "name": "step", "value": i}
            for i in range(1, 31) for r in range(2)
        ]  # fmt: skip
        collected = start + timedelta(seconds=30 * step_s + stall_s)
        states = [{"ts": collected.isoformat(), "node": f"node-{r + 1}",
                   "rank": r, "pid": 100 + r, "state": "T" if r == 1 else "S"} for r in range(2)]
        job = {"job_id": "j1", "scheduler": "local", "nodes": ["node-1", "node-2"],
               "ranks": {"0": "node-1", "1": "node-2"},
               "collected_at": collected.isoformat()}  # fmt: skip
        files = {
            "metrics.jsonl": "".join(json.dumps(m) + "\n" for m in steps),
            "processes.jsonl": "".join(json.dumps(s) + "\n" for s in states),
            "scheduler.jsonl": json.dumps({"ts": start.isoformat(), "job_state": "RUNNING"}) + "\n",
        }
        return write_bundle(files, job=job, name=name)

    return write


@pytest.fixture
def bundle(write_bundle: Callable[..., Path]) -> Callable[..., Path]:
    """A bundle of the two-node job of two_nodes.py from its files and, optionally, the
    scheduler's events (a module with a `bundle` fixture of its own keeps its own)."""

    def write(files: dict[str, str], scheduler: list[dict] | None = None,
              name: str = "bundle") -> Path:
        if scheduler is not None:
            files = {**files, "scheduler.jsonl": "".join(json.dumps(e) + "\n" for e in scheduler)}
        return write_bundle(files, ranks=TWO_NODES, name=name)

    return write
