"""Fatal events the node agents published (trainwarden/nodeagent.py), read cheaply.

One `NodeEventReader` per backend instance keeps an offset per node file, so each poll costs
one stat per node of the job and reads only new lines. Events before the job's start belong to
earlier jobs on the node and are skipped.
"""

from __future__ import annotations

import os
import threading
from datetime import UTC, datetime
from pathlib import Path

from pydantic import ValidationError

from trainwarden.models import FirstSign
from trainwarden.nodeagent import events_path

MAX_READ = 1024 * 1024
MAX_KEPT = 200


class NodeEventReader:
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._offsets: dict[Path, tuple[tuple[int, int], int]] = {}
        self._events: dict[Path, list[FirstSign]] = {}
        self._alive: dict[Path, datetime] = {}  # the agent's last heartbeat (file mtime)
        self._paths: dict[tuple[Path, str], Path] = {}  # one Path per node: built once

    def _path(self, run_root: Path, node: str) -> Path:
        path = self._paths.get((run_root, node))
        if path is None:
            if len(self._paths) > 100_000:
                self._paths.clear()
            path = self._paths[(run_root, node)] = events_path(run_root, node)
        return path

    def _poll(self, path: Path) -> list[FirstSign]:
        try:
            st = os.stat(path)
        except FileNotFoundError:
            return self._events.get(path, [])
        identity = (st.st_dev, st.st_ino)
        self._alive[path] = datetime.fromtimestamp(st.st_mtime, UTC)
        known, offset = self._offsets.get(path, (identity, 0))
        if known != identity or st.st_size < offset:
            offset, self._events[path] = 0, []  # replaced or truncated: read it afresh
        if st.st_size > offset:
            with open(path, "rb") as f:
                f.seek(max(offset, st.st_size - MAX_READ))
                data = f.read(st.st_size - offset)
            complete, _, _ = data.rpartition(b"\n")
            offset += len(complete) + (1 if complete else 0)
            kept = self._events.setdefault(path, [])
            for raw in complete.splitlines():
                try:
                    kept.append(FirstSign.model_validate_json(raw))
                except ValidationError:
                    continue  # a line this version cannot read is no first sign
            del kept[:-MAX_KEPT]
        self._offsets[path] = (identity, offset)
        return self._events.get(path, [])

    def silent(
        self,
        run_root: Path,
        nodes: list[str],
        since: datetime | None,
        now: datetime,
        silence: float,
    ) -> dict[str, datetime]:
        """Nodes whose agent beat during the job (at or after `since`) and has now been silent
        for more than `silence` seconds: node -> its last heartbeat. Read after `signs()`,
        whose stat of each file gives the heartbeat."""
        out: dict[str, datetime] = {}
        with self._lock:
            for node in nodes:
                last = self._alive.get(self._path(run_root, node))
                if last is None or (since is not None and last < since):
                    continue  # no agent there, or none alive during this job
                if (now - last).total_seconds() > silence:
                    out[node] = last
        return out

    def signs(self, run_root: Path, nodes: list[str], since: datetime | None) -> list[FirstSign]:
        """The job's nodes' events at or after `since` (the job's start)."""
        out: list[FirstSign] = []
        with self._lock:
            for node in nodes:
                for sign in self._poll(self._path(run_root, node)):
                    if since is None or sign.at >= since:
                        out.append(sign)
        return out
