"""``LocalBackend``: the Backend protocol on top of the local simulated cluster.

Plain Python (no Temporal): activities call it from a thread pool. Cluster errors become
``BackendError`` kinds so the workflow knows whether to retry.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from datetime import datetime
from functools import partial
from pathlib import Path
from typing import Any, TypeVar

from trainwarden.activities.backends.base import BackendError, CheckpointRef
from trainwarden.activities.backends.fatal_lines import FatalLineTracker, Stream
from trainwarden.activities.backends.log_progress import LogProgressTracker
from trainwarden.localcluster import LocalCluster, LocalClusterError
from trainwarden.localcluster.layout import ClusterLayout, RunLayout, default_root, name_for
from trainwarden.models import (
    BackendCommand,
    JobHandle,
    JobObservation,
    JobSpec,
    LocalJobOptions,
)
from trainwarden.ownership import Owner
from trainwarden.progresslog import ProgressSettings

T = TypeVar("T")

# LocalClusterError kind -> BackendError kind (see activities/backends/base.py).
ERROR_KINDS = {
    "unknown_job": "unknown_job",
    "invalid_node": "invalid_node",
    "invalid_request": "invalid_request",
    "insufficient_nodes": "invalid_request",
    "unreachable": "unreachable",
    "already_supervised": "already_supervised",
}


def _call(action: Callable[[], T]) -> T:
    try:
        return action()
    except LocalClusterError as err:
        kind = ERROR_KINDS.get(err.kind, "invalid_request")
        message = err.message if kind == err.kind else f"{err.kind}: {err.message}"
        raise BackendError(kind, message) from err
    except PermissionError as err:
        raise BackendError("permission_denied", str(err)) from err
    except OSError as err:
        raise BackendError("unreachable", f"local cluster state not accessible: {err}") from err


class LocalBackend:
    """The embedded default backend.

    ``root`` is the cluster directory used for jobs whose spec names none (default: see
    ``layout.default_root``) and ``nodes`` its size (None: as created). A job's own
    ``local.cluster_dir`` wins at ``start``; handle-only calls use the directory remembered from
    ``start``, else ``root`` (so use one backend per cluster directory, as the registry does).
    """

    name = "local"

    def __init__(self, root: str | Path | None = None, nodes: int | None = None):
        self.root = (Path(root).expanduser() if root is not None else default_root()).resolve()
        self.nodes = nodes
        self._roots: dict[str, Path] = {}
        self._logs = LogProgressTracker()
        self._fatal = FatalLineTracker()

    def cluster(self, handle: JobHandle | None = None, job: JobSpec | None = None) -> LocalCluster:
        if job is not None:
            options = job.local or LocalJobOptions()
            root = Path(options.cluster_dir).expanduser() if options.cluster_dir else self.root
            cluster = LocalCluster(root, nodes=options.cluster_nodes)
        else:
            root = self._roots.get(handle.job_id, self.root) if handle is not None else self.root
            cluster = LocalCluster(root, nodes=self.nodes if root == self.root else None)
        outage = cluster.outage_until()
        if outage is not None:  # the simulated controller is down (`warden cluster outage`)
            raise LocalClusterError("unreachable", f"cluster controller unreachable until {outage}")
        return cluster

    def default_checkpoint_uri(self, cluster: LocalCluster, job_name: str) -> str:
        """Created up front, so "no checkpoint yet" is an empty directory, not a missing one
        (a missing directory is reported as an error: it may be an unmounted filesystem)."""
        path = cluster.layout.checkpoints(job_name)
        path.mkdir(parents=True, exist_ok=True)
        return str(path)

    def start(
        self, job: JobSpec, key: str, owner: Owner | None = None
    ) -> tuple[JobHandle, list[BackendCommand]]:
        """Submit the job, or attach to its running run when no other open supervision holds
        it (trainwarden/ownership.py)."""

        def submit() -> tuple[JobHandle, list[BackendCommand]]:
            cluster = self.cluster(job=job)
            handle, commands = cluster.submit(
                job.name,
                nodes=job.nodes,
                ranks_per_node=job.ranks_per_node,
                options=job.local or LocalJobOptions(),
                checkpoint_uri=job.checkpoint_uri or self.default_checkpoint_uri(cluster, job.name),
                exclude=[],
                resume_step=None,
                resume_path=None,
                key=key,
                program=job.program,
                owner=owner.workflow_id if owner else None,
                refuse_owner=owner.refuse if owner else None,
                attach=owner is not None,
            )
            self._roots[handle.job_id] = cluster.root
            return handle, commands

        return _call(submit)

    def observe(self, handle: JobHandle) -> JobObservation:
        def look() -> JobObservation:
            cluster = self.cluster(handle)
            obs = cluster.observe(handle.job_id)
            run = RunLayout(cluster.layout.run_dir(name_for(obs.job_id), obs.run))
            # a rank with a step time has a status file; stat only the others
            status = {r.rank for r in obs.ranks if r.at is not None or run.status(r.rank).exists()}
            obs = self._logs.apply(obs, output_streams(run, obs), status)
            if obs.state == "RUNNING":  # first signs: fatal lines while the job still runs
                streams = fatal_streams(run, obs, cluster.layout.kernel_log)
                since = handle.started_at if handle.run == obs.run else obs.state_since
                obs.first_signs += self._fatal.poll(obs.job_id, obs.run, streams, since)
            if obs.state == "RUNNING" and obs.first_signs:  # before the stop kills them all
                cluster.snapshot_processes(handle.job_id)
            return obs

        return _call(look)

    def wake_paths(self, handle: JobHandle) -> list[tuple[Path, frozenset[str]]]:
        """The run's files whose change is news (activities/wakeups.py): ``exits.json`` (a
        rank or a node's launcher exited, written within 50 ms of it) and ``state.json`` (the
        run started or ended). Paths only: no I/O here."""
        root = self._roots.get(handle.job_id, self.root)
        run = RunLayout(ClusterLayout(root).run_dir(name_for(handle.job_id), handle.run))
        return [(run.dir, frozenset({run.exits.name, run.state.name}))]

    def configure_progress(self, job_id: str, settings: ProgressSettings) -> None:
        """The playbook's progress settings for this job (the monitor passes them)."""
        self._logs.configure(job_id, settings)

    def collect_evidence(self, handle: JobHandle, dest: Path, since: datetime | None) -> Path:
        def collect() -> Path:
            cluster = self.cluster(handle)
            obs = cluster.observe(handle.job_id)
            ranks = {str(r.rank): r.node for r in obs.ranks}
            running = obs.state == "RUNNING"

            def from_logs(window: datetime) -> list[dict[str, Any]]:
                # a command that prints its steps and writes no status files: the steps read
                # from its output (the same as on Slurm), so a silent hang is seen as one
                return self._logs.evidence_metrics(obs.job_id, ranks, window, running=running)

            return cluster.write_bundle(handle.job_id, dest, since, from_logs)

        return _call(collect)

    def exclude(
        self, handle: JobHandle, nodes: list[str], reason: str, key: str
    ) -> list[BackendCommand]:
        cluster = _call(lambda: self.cluster(handle))
        return [_call(partial(cluster.exclude, n, reason, f"{key}:{n}")) for n in nodes]

    def return_to_service(self, nodes: list[str], reason: str, key: str) -> list[BackendCommand]:
        cluster = _call(lambda: self.cluster())
        return [
            _call(partial(cluster.return_to_service, n, reason, f"{key}:{n}")) for n in nodes
        ]

    def restart(
        self,
        handle: JobHandle,
        exclude: list[str],
        checkpoint: CheckpointRef | None,
        key: str,
    ) -> tuple[JobHandle, list[BackendCommand]]:
        """A new run avoiding ``exclude``, loading exactly ``checkpoint`` when one is given."""

        def resubmit() -> tuple[JobHandle, list[BackendCommand]]:
            cluster = self.cluster(handle)
            new_handle, commands = cluster.restart(
                handle.job_id,
                exclude=exclude,
                resume_step=checkpoint.step if checkpoint else None,
                resume_path=checkpoint.location if checkpoint else None,
                key=key,
            )
            self._roots[new_handle.job_id] = cluster.root
            return new_handle, commands

        return _call(resubmit)

    def stop(self, handle: JobHandle, reason: str, key: str) -> list[BackendCommand]:
        return _call(lambda: self.cluster(handle).stop(handle.job_id, reason, key))

    def job_name(self, handle: JobHandle) -> str:
        return name_for(handle.job_id)


def fatal_streams(
    run: RunLayout, obs: JobObservation, kernel_log: Callable[[str], Path]
) -> Iterator[Stream]:
    """The run's output and its nodes' kernel logs, named as the catalogs' streams."""
    nodes = {r.rank: r.node for r in obs.ranks}
    for path, rank in output_streams(run, obs):
        node = nodes.get(rank) if rank is not None else path.parent.name
        yield Stream(path, f"rank-{rank}" if rank is not None else "output", node, rank)
    for node in obs.nodes:
        yield Stream(kernel_log(node), "kernel", node)


def output_streams(run: RunLayout, obs: JobObservation) -> Iterator[tuple[Path, int | None]]:
    """Each node's whole output (`logs/NODE/node.log`) where the launcher keeps one, else
    the node's per-rank logs."""
    for node in obs.nodes:
        whole = run.dir / "logs" / node / "node.log"
        if whole.exists():
            yield whole, None
            continue
        for r in obs.ranks:
            if r.node == node:
                yield run.rank_log(node, r.rank), r.rank
