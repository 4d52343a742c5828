"""One scheduler query per cluster per poll interval, shared by every supervised job.

Sites rate-limit squeue/sacct, and a worker may supervise a thousand jobs on one cluster, so
``observe()`` never queries Slurm per job. Instead one ``SlurmWatcher`` per cluster (per
SLURM_CONF, per process) runs ``squeue --json --states=all`` and ``sinfo --json`` at most once per
poll interval and every caller within that interval reads the same cached snapshot. Concurrent
callers wait for the one refresh in flight instead of starting their own, and a failed refresh
(controller down) is cached for the interval too, so an outage does not turn into a query storm.
Comparing consecutive snapshots also gives the job and node state *changes* that evidence
bundles need (scheduler.jsonl).
"""

from __future__ import annotations

import threading
import time
from collections import deque
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, ClassVar

from trainwarden.activities.backends.base import BackendError
from trainwarden.activities.backends.slurm_parse import (
    SlurmJob,
    SlurmNode,
    job_from_squeue,
    node_from_sinfo,
)
from trainwarden.activities.backends.slurm_runner import SlurmRunner
from trainwarden.models import TERMINAL_STATES, BackendCommand

MAX_EVENTS_PER_OBJECT = 500


@dataclass(frozen=True)
class ClusterSnapshot:
    taken_at: datetime
    jobs: dict[str, SlurmJob]
    nodes: dict[str, SlurmNode]
    commands: list[BackendCommand]


@dataclass
class SlurmWatcher:
    """Cached, shared view of one cluster's jobs and nodes; see the module docstring."""

    runner: SlurmRunner
    poll_interval: float = 5.0
    queries: int = 0
    _snapshot: ClusterSnapshot | None = None
    _snapshot_monotonic: float = float("-inf")
    _error: BackendError | None = None
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)
    _job_events: dict[str, deque[dict[str, Any]]] = field(default_factory=dict, repr=False)
    _node_events: dict[str, deque[dict[str, Any]]] = field(default_factory=dict, repr=False)

    _registry: ClassVar[dict[tuple[str | None, tuple[str, ...]], SlurmWatcher]] = {}
    _registry_lock: ClassVar[threading.Lock] = threading.Lock()

    @classmethod
    def for_cluster(cls, runner: SlurmRunner, poll_interval: float = 5.0) -> SlurmWatcher:
        """The process-wide watcher of the cluster runner talks to (created on first use)."""
        key = (runner.slurm_conf, tuple(runner.command_prefix))
        with cls._registry_lock:
            watcher = cls._registry.get(key)
            if watcher is None:
                watcher = cls(runner=runner, poll_interval=poll_interval)
                cls._registry[key] = watcher
            else:
                watcher.poll_interval = min(watcher.poll_interval, poll_interval)
            return watcher

    def snapshot(self, max_age: float | None = None) -> ClusterSnapshot:
        """A snapshot at most max_age (default: the poll interval) seconds old."""
        max_age = self.poll_interval if max_age is None else max_age
        with self._lock:
            fresh = time.monotonic() - self._snapshot_monotonic <= max_age
            if fresh and self._error is not None:
                raise self._error
            if fresh and self._snapshot is not None:
                return self._snapshot
            return self._refresh()

    def invalidate(self) -> None:
        """Forget the cache, so the next snapshot() queries: this process changed the cluster."""
        with self._lock:
            self._snapshot_monotonic = float("-inf")

    def _refresh(self) -> ClusterSnapshot:
        self._snapshot_monotonic = time.monotonic()
        self.queries += 1
        try:
            jobs_data, jobs_cmd = self.runner.run_json(["squeue", "--json", "--states=all"])
            nodes_data, nodes_cmd = self.runner.run_json(["sinfo", "--json"])
        except BackendError as exc:
            self._error = exc
            raise
        self._error = None
        now = datetime.now(UTC)
        jobs = {j.job_id: j for j in map(job_from_squeue, jobs_data.get("jobs") or [])}
        nodes = {n.name: n for n in map(node_from_sinfo, nodes_data.get("nodes") or [])}
        self._record_changes(self._snapshot, jobs, nodes, now)
        self._snapshot = ClusterSnapshot(
            taken_at=now,
            jobs=jobs,
            nodes=nodes,
            commands=[_quiet(jobs_cmd.record), _quiet(nodes_cmd.record)],
        )
        return self._snapshot

    def _record_changes(
        self,
        previous: ClusterSnapshot | None,
        jobs: dict[str, SlurmJob],
        nodes: dict[str, SlurmNode],
        now: datetime,
    ) -> None:
        ts = now.isoformat(timespec="milliseconds")
        for job in jobs.values():
            old = previous.jobs.get(job.job_id) if previous else None
            key = (job.raw_state, job.reason, job.exit_code, job.restart_count)
            if old is None or key != (old.raw_state, old.reason, old.exit_code, old.restart_count):
                event: dict[str, Any] = {"ts": ts, "job_state": job.state}
                if job.exit_code is not None and job.state in TERMINAL_STATES:
                    event["exit_code"] = job.exit_code
                if job.reason:
                    event["reason"] = job.reason
                event["slurm_state"] = job.raw_state
                event["restart_count"] = job.restart_count
                self._events(self._job_events, job.job_id).append(event)
        for node in nodes.values():
            old_node = previous.nodes.get(node.name) if previous else None
            if old_node is None or (node.state, node.reason) != (old_node.state, old_node.reason):
                node_event: dict[str, Any] = {"ts": ts, "node": node.name, "node_state": node.state}
                if node.reason:
                    node_event["reason"] = node.reason
                self._events(self._node_events, node.name).append(node_event)

    @staticmethod
    def _events(store: dict[str, deque[dict[str, Any]]], key: str) -> deque[dict[str, Any]]:
        if key not in store:
            store[key] = deque(maxlen=MAX_EVENTS_PER_OBJECT)
        return store[key]

    def job_events(self, job_id: str) -> list[dict[str, Any]]:
        """State changes of a job seen by this process, oldest first."""
        with self._lock:
            return list(self._job_events.get(job_id, ()))

    def node_events(self, nodes: list[str]) -> list[dict[str, Any]]:
        with self._lock:
            events = [e for n in nodes for e in self._node_events.get(n, ())]
        return sorted(events, key=lambda e: e["ts"])


def _quiet(record: BackendCommand) -> BackendCommand:
    """Query output is large and read-only: keep the command line and exit code, not the JSON."""
    return record.model_copy(update={"output": ""})
