"""Fatal lines in a running job's output and its nodes' kernel logs, followed incrementally.

One `FatalLineTracker` per backend instance (so per worker) keeps, per job and run, one
follower per file (the progress followers of trainwarden.progresslog, so offsets, rotation and
truncation are handled once): each poll reads only what was appended. A line counts when a
fatal catalog signature (`fatal: true`) matches it and its own time is not before the run
started (a node's kernel log outlives runs). Lines are timed by their own timestamps.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from trainwarden.attribution.catalog import load_catalogs
from trainwarden.firstsign import FatalMatcher
from trainwarden.models import FirstSign
from trainwarden.progresslog import RunStart
from trainwarden.progresslog.fatal import FatalFollower
from trainwarden.srunlines import SrunFollower

MAX_JOBS = 10_000


@dataclass(frozen=True)
class Stream:
    """One file to follow: its name for the catalog (`kernel`, `rank-3`, `output`)."""

    path: Path
    stream: str
    node: str | None
    rank: int | None = None


class FatalLineTracker:
    def __init__(self, catalogs: list[str | Path] | None = None) -> None:
        self._catalogs = catalogs
        self._matcher: FatalMatcher | None = None
        self._lock = threading.Lock()
        self._runs: OrderedDict[str, tuple[int, dict[Path, FatalFollower]]] = OrderedDict()
        self._srun: OrderedDict[str, tuple[object, dict[Path, SrunFollower], dict[str, bool]]] = (
            OrderedDict()
        )

    def matcher(self) -> FatalMatcher:
        if self._matcher is None:
            self._matcher = FatalMatcher(load_catalogs(self._catalogs))
        return self._matcher

    def poll(
        self, job_id: str, run: int, streams: Iterable[Stream], not_before: datetime | None
    ) -> list[FirstSign]:
        """Every fatal line this run's files have shown so far (new output read only)."""
        matcher = self.matcher()
        with self._lock:
            current = self._runs.get(job_id)
            if current is None or current[0] != run:
                current = self._runs[job_id] = (run, {})
            self._runs.move_to_end(job_id)
            while len(self._runs) > MAX_JOBS:
                self._runs.popitem(last=False)
        followers = current[1]
        for s in streams:
            if s.path not in followers:
                followers[s.path] = FatalFollower(
                    s.path, s.rank, fatal=matcher, stream=s.stream, node=s.node,
                    not_before=not_before,
                )
        signs: list[FirstSign] = []
        for follower in list(followers.values()):
            follower.poll()
            signs.extend(follower.found)
        return signs

    def srun_signs(
        self,
        job_id: str,
        run: object,
        paths: Iterable[Path],
        start: RunStart,
        confirm: Callable[[], bool],
        per_task: int = 1,
    ) -> list[FirstSign]:
        """srun's task-exit and node-failure lines of this run so far (trainwarden.srunlines),
        each file read from where the last poll stopped. A task's exit counts only if
        `confirm()` (asked once per run, when the first one is read) says Slurm was not ending
        the job itself."""
        with self._lock:
            current = self._srun.get(job_id)
            if current is None or current[0] != run:
                current = self._srun[job_id] = (run, {}, {})
            self._srun.move_to_end(job_id)
            while len(self._srun) > MAX_JOBS:
                self._srun.popitem(last=False)
        followers = current[1]
        signs: list[FirstSign] = []
        for path in paths:
            if path not in followers:
                followers[path] = SrunFollower(path, since=start, per_task=per_task)
            followers[path].poll()
            signs.extend(followers[path].found)
        verdict = current[2]
        if any(s.kind == "process_exit" for s in signs) and "exits" not in verdict:
            verdict["exits"] = confirm()
        if not verdict.get("exits", False):
            signs = [s for s in signs if s.kind != "process_exit"]
        return signs

    def forget(self, job_id: str) -> None:
        with self._lock:
            self._runs.pop(job_id, None)
            self._srun.pop(job_id, None)
