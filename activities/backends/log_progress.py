"""Progress read from a job's own output, merged into the backend's observation.

One `LogProgressTracker` per backend instance (so per worker): it keeps a `LogProgress` per job
and run across polls and monitor leases, so every poll reads only new output. The monitor
hands it the playbook's progress settings (`configure`); without them every preset is used.
A backend calls `apply` in `observe` with the run's output files and whether status files
exist; the observation comes back with log-derived steps where the status files say less, and
with `progress_source` set ("none": hang detection off for lack of progress).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Iterable
from datetime import datetime
from pathlib import Path
from typing import Any

from trainwarden.models import JobObservation, RankProgress
from trainwarden.progresslog import LineMatcher, LogProgress, ProgressSettings, RunStart

MAX_JOBS = 10_000
"""Jobs whose followers are kept (least recently observed dropped first)."""


class LogProgressTracker:
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._settings: dict[str, ProgressSettings] = {}
        self._runs: OrderedDict[str, tuple[int, LogProgress]] = OrderedDict()

    def configure(self, job_id: str, settings: ProgressSettings) -> None:
        """Use these settings for the job from now on (a change starts its followers afresh)."""
        with self._lock:
            if self._settings.get(job_id) != settings:
                self._settings.pop(job_id, None)
                self._settings[job_id] = settings  # newest last: the oldest are dropped first
                self._runs.pop(job_id, None)
            while len(self._settings) > MAX_JOBS:
                self._settings.pop(next(iter(self._settings)))

    def _follower(self, job_id: str, run: int) -> tuple[LogProgress, LogProgress | None] | None:
        """This run's followers (new ones on a new run), and the previous run's if just
        replaced; None when the job's settings turn reading logs off."""
        with self._lock:
            settings = self._settings.get(job_id, ProgressSettings())
            if not settings.from_logs:
                return None
            current = self._runs.get(job_id)
            previous = None
            if current is None or current[0] != run:
                previous = current[1] if current is not None else None
                fresh = LogProgress(LineMatcher(settings.preset, settings.pattern))
                self._runs[job_id] = current = (run, fresh)
            self._runs.move_to_end(job_id)
            while len(self._runs) > MAX_JOBS:
                self._runs.popitem(last=False)
            return current[1], previous

    def apply(
        self,
        obs: JobObservation,
        streams: Iterable[tuple[Path, int | None]],
        status_ranks: set[int],
        rank_nodes: dict[str, str] | None = None,
        since: RunStart | None = None,
        per_task: int = 1,
    ) -> JobObservation:
        """Poll the run's output and merge what it shows into `obs` (changed in place).

        `status_ranks`: ranks with a status file in this run. Their status files are precise,
        so logs are not read at all when every rank has one (the simulated trainer, programs
        using `trainwarden.progress`). `since`: when the run started (or a time before which
        it had certainly not), for output files that earlier runs or jobs wrote too.
        `per_task`: ranks each `srun --label` task starts (trainwarden.progresslog.follower)."""
        from_logs = False
        covered = bool(obs.ranks) and all(r.rank in status_ranks for r in obs.ranks)
        found = None if covered else self._follower(obs.job_id, obs.run)
        if found is not None:
            progress, previous = found
            with progress.lock:  # the first look of a monitor may overlap the polling loop's
                for path, rank in streams:
                    if path not in progress.streams:
                        progress.follow(path, rank, since, per_task)
                        if previous is not None and path in previous.streams:
                            # the same file across runs (a requeued Slurm job's output): only
                            # what the new run writes belongs to it. A run that starts with a
                            # banner is read on from where the previous run's reading stopped
                            # up to it (the banner may already be written: skipping to the end
                            # would miss it, and with it every line of the run)
                            old = previous.streams[path]
                            if since is not None and since.first_line and old.offset >= 0:
                                progress.streams[path].continue_from(old)
                            else:
                                progress.streams[path].skip_to_end()
                    # known once the job has its nodes (a pending job's first look has not)
                    progress.streams[path].per_task = per_task
                progress.poll()
                from_logs = progress.has_source
                merge_steps(obs, progress, status_ranks, rank_nodes or {})
        sources = [name for name, on in (("status", bool(status_ranks)), ("logs", from_logs)) if on]
        obs.progress_source = "+".join(sources) or "none"
        return obs

    def step_metrics(self, job_id: str, rank_nodes: dict[str, str]) -> list[dict[str, Any]]:
        """The steps the job's current run showed in its output, as an evidence bundle's step
        metrics (docs/evidence-bundle.md): per rank its recent steps and the seconds per step
        between them. Attribution needs them to tell a silent hang from a healthy job when the
        program writes neither metrics nor status files."""
        with self._lock:
            current = self._runs.get(job_id)
        if current is None:
            return []
        progress = current[1]
        with progress.lock:
            recent = progress.recent()
        records: list[dict[str, Any]] = []
        for line_rank, steps in recent.items():
            rank = line_rank if line_rank is not None else 0  # as merge_steps counts them
            node = rank_nodes.get(str(rank), "")
            for before, step in zip([None, *steps], steps, strict=False):
                where = {"ts": step.at.isoformat(), "node": node, "rank": rank}
                records.append({**where, "name": "step", "value": step.step})
                if before is not None and step.step > before.step:
                    seconds = (step.at - before.at).total_seconds() / (step.step - before.step)
                    records.append({**where, "name": "step_seconds", "value": round(seconds, 6)})
        return sorted(records, key=lambda r: r["ts"])

    def evidence_metrics(
        self, job_id: str, rank_nodes: dict[str, str], window: datetime, *, running: bool
    ) -> list[dict[str, Any]]:
        """`step_metrics` from `window` on, for the bundle of a job whose program only prints
        its progress (no metrics nor status files: the backend checks), on every backend.

        Only while the job still runs (a stall: the steps tell a silent hang). Not after a
        failure: its lines carry no times of their own (dated by the line before, maybe the
        run's start), so steps read later would make its error look like one that training
        went on after."""
        if not running:
            return []
        return [
            m
            for m in self.step_metrics(job_id, rank_nodes)
            if datetime.fromisoformat(m["ts"]) >= window
        ]

    def forget(self, job_id: str) -> None:
        with self._lock:
            self._runs.pop(job_id, None)
            self._settings.pop(job_id, None)


def merge_steps(
    obs: JobObservation, progress: LogProgress, status_ranks: set[int], rank_nodes: dict[str, str]
) -> None:
    """Log steps for the ranks without a status file; steps on lines naming no rank count for
    the lowest rank (the job as a whole advanced) when no rank has a status file."""
    by_rank = {r.rank: r for r in obs.ranks}
    for rank, seen in progress.steps().items():
        if rank is None:
            if status_ranks:
                continue
            rank = min(by_rank) if by_rank else 0
        if rank in status_ranks:
            continue
        entry = by_rank.get(rank)
        if entry is None:
            node = rank_nodes.get(str(rank)) or (obs.nodes[0] if obs.nodes else "")
            entry = by_rank[rank] = RankProgress(rank=rank, node=node)
            obs.ranks.append(entry)
        if entry.at is None or seen.at > entry.at:
            entry.step, entry.at = seen.step, seen.at
    obs.ranks.sort(key=lambda r: r.rank)
    first = progress.first
    if not status_ranks and obs.run_first_step is None and first is not None:
        obs.run_first_step, obs.run_first_step_at = first.step, first.at
