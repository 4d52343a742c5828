"""One scheduler query per kind per cluster per poll interval, shared by every supervised job.

Sites rate-limit squeue/sinfo, and a worker may supervise a thousand jobs on one cluster, so
``observe()`` never queries Slurm per job. Instead one ``SlurmWatcher`` per cluster (per
SLURM_CONF, per process) asks, at most once per poll interval, for exactly what is supervised:
the watched jobs by id (``squeue --jobs``) and the nodes they hold or that were excluded
(``sinfo --nodes``), in Slurm's stable text form (slurm_text.py). The rest of the queue is
never asked for, so 20,000 foreign jobs cost the poll nothing (bench/slurm_poll.py). A job or
node not asked for since ``WATCH_TTL`` polls is dropped from the query.

Every caller within an interval reads the same cached snapshot; concurrent callers wait for the
one refresh in flight; a failed refresh (controller down, a timeout) is cached for the interval
too, so an outage does not turn into a query storm, and it is an error ("unknown"), never an
empty cluster. A line that does not decode is skipped and listed in ``snapshot.skipped``: only
the job it belongs to fails (``find_job``), not every job on the cluster. Comparing consecutive
snapshots also gives the job and node state *changes* that evidence bundles need
(scheduler.jsonl).
"""

from __future__ import annotations

import threading
import time
from collections import deque
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, ClassVar

from trainwarden.activities.backends.base import BackendError
from trainwarden.activities.backends.slurm_parse import SlurmJob, SlurmNode, compress_nodes
from trainwarden.activities.backends.slurm_release import SlurmRelease
from trainwarden.activities.backends.slurm_runner import SlurmRunner
from trainwarden.activities.backends.slurm_text import (
    Decoded,
    decode_jobs,
    decode_nodes,
    sinfo_argv,
    squeue_argv,
)
from trainwarden.models import TERMINAL_STATES, BackendCommand

MAX_EVENTS_PER_OBJECT = 500
WATCH_TTL = 60  # polls (and at least WATCH_TTL_MIN_SECONDS) a job or node stays asked for
WATCH_TTL_MIN_SECONDS = 300.0
CLUSTER_SIZE_TTL = 600.0


@dataclass(frozen=True)
class ClusterSnapshot:
    taken_at: datetime
    jobs: dict[str, SlurmJob]
    nodes: dict[str, SlurmNode]
    commands: list[BackendCommand]
    # job id / node name (or line number) -> why its line did not decode
    skipped: dict[str, str] = field(default_factory=dict)
    release: SlurmRelease | None = None


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
    _watched_jobs: dict[str, float] = field(default_factory=dict, repr=False)
    _watched_nodes: dict[str, float] = field(default_factory=dict, repr=False)
    _release: SlurmRelease | None = None
    _release_read: bool = False
    _size: tuple[float, int | None] | None = None

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

    def watch_job(self, job_id: str) -> None:
        """Ask for this job in every poll from now on (until WATCH_TTL polls without asking)."""
        with self._lock:
            self._watched_jobs[job_id] = time.monotonic()

    def watch_nodes(self, nodes: list[str]) -> None:
        """Ask for these nodes too (excluded ones, whose state the ledger follows)."""
        now = time.monotonic()
        with self._lock:
            for node in nodes:
                self._watched_nodes[node] = now

    def release(self) -> SlurmRelease | None:
        """The cluster's release (``scontrol --version``), read once; None if it cannot tell."""
        with self._lock:
            return self._read_release()

    def _read_release(self) -> SlurmRelease | None:
        if not self._release_read:
            result = self.runner.run(["scontrol", "--version"], check=False)
            self._release = SlurmRelease.parse(result.stdout) if result.ok else None
            self._release_read = result.ok
        return self._release

    def all_nodes(self) -> dict[str, SlurmNode]:
        """Every node of the cluster (``warden slurm nodes``, the cluster's size): not part of
        the poll."""
        result = self.runner.query(sinfo_argv(None))
        return decode_nodes(result.stdout).nodes

    def cluster_size(self) -> int | None:
        """How many nodes the cluster has (the breaker's fraction), asked at most every
        CLUSTER_SIZE_TTL seconds: it changes with the hardware, not with the poll."""
        now = time.monotonic()
        with self._lock:
            if self._size is not None and now - self._size[0] < CLUSTER_SIZE_TTL:
                return self._size[1]
        try:
            size = len(self.all_nodes()) or None
        except BackendError:
            return None
        with self._lock:
            self._size = (now, size)
        return size

    def query_nodes(self, nodes: list[str]) -> tuple[dict[str, SlurmNode], BackendCommand]:
        """These nodes now (a name Slurm does not know is absent from the answer)."""
        result = self.runner.query(sinfo_argv(compress_nodes(nodes)))
        found = decode_nodes(result.stdout).nodes
        return {n: found[n] for n in nodes if n in found}, _quiet(result.record)

    def _asked_for(self) -> tuple[list[str], list[str]]:
        ttl = max(WATCH_TTL * self.poll_interval, WATCH_TTL_MIN_SECONDS)
        now = time.monotonic()
        for watched in (self._watched_jobs, self._watched_nodes):
            for key in [k for k, at in watched.items() if now - at > ttl]:
                del watched[key]
        jobs = sorted(self._watched_jobs, key=lambda j: (len(j), j))
        return jobs, sorted(self._watched_nodes)

    def _refresh(self) -> ClusterSnapshot:
        self._snapshot_monotonic = time.monotonic()
        self.queries += 1
        job_ids, extra_nodes = self._asked_for()
        commands: list[BackendCommand] = []
        jobs: dict[str, SlurmJob] = {}
        nodes: dict[str, SlurmNode] = {}
        skipped: dict[str, str] = {}
        try:
            if job_ids:
                decoded = self._query_jobs(job_ids, commands)
                jobs, skipped = decoded.jobs, decoded.skipped
            held = {n for j in jobs.values() for n in j.nodes} | set(extra_nodes)
            if held:
                result = self.runner.query(sinfo_argv(compress_nodes(sorted(held))))
                commands.append(_quiet(result.record))
                decoded = decode_nodes(result.stdout)
                nodes = decoded.nodes
                skipped |= {f"node {k}": v for k, v in decoded.skipped.items()}
        except BackendError as exc:
            self._error = exc
            raise
        self._error = None
        now = datetime.now(UTC)
        self._record_changes(self._snapshot, jobs, nodes, now)
        self._snapshot = ClusterSnapshot(
            taken_at=now, jobs=jobs, nodes=nodes, commands=commands, skipped=skipped,
            release=self._read_release(),
        )  # fmt: skip
        return self._snapshot

    def _query_jobs(self, job_ids: list[str], commands: list[BackendCommand]) -> Decoded:
        previous = self._snapshot.jobs if self._snapshot else {}
        owners = {previous[j].user if j in previous else None for j in job_ids}
        one_owner = owners.pop() if len(owners) == 1 else None
        result = self.runner.query(squeue_argv(job_ids, one_owner), check=False)
        commands.append(_quiet(result.record))
        if result.ok:
            return decode_jobs(result.stdout)
        error = self.runner.error_for(result)
        if error.kind == "unknown_job" and len(job_ids) == 1:
            return Decoded()  # the one job asked for is gone: find_job looks further
        raise error

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
