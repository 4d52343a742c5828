"""Fixtures for the attribution tests: the committed corpus and a tiny bundle writer."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

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
