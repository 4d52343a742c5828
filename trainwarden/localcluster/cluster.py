"""``LocalCluster``: a small simulated cluster of real OS processes under one directory.

Nodes are names; a job run is a detached launcher plus one trainer process per rank. All
state lives in files (see layout.py) so workers, the CLI and launchers share one cluster;
every mutating call is idempotent by key and recorded in actions.jsonl.
"""

from __future__ import annotations

import os
import shlex
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any

from trainwarden import firstsign
from trainwarden.jobenv import job_environment
from trainwarden.localcluster import bundle
from trainwarden.localcluster.command_launcher import describe
from trainwarden.localcluster.errors import LocalClusterError
from trainwarden.localcluster.faults import FAULT_KINDS, Fault
from trainwarden.localcluster.fsutil import (
    append_jsonl,
    atomic_write_bytes,
    atomic_write_json,
    free_port,
    iso,
    locked,
    parse_iso,
    pid_alive,
    process_start,
    read_json,
    read_jsonl,
    utcnow,
)
from trainwarden.localcluster.layout import (
    ClusterLayout,
    RunLayout,
    default_root,
    job_id_for,
    name_for,
)
from trainwarden.localcluster.procs import run_processes, wait_while
from trainwarden.localcluster.state import (
    down_nodes,
    exclusions,
    fault_table,
    find_action,
    record_action,
    save_fault_table,
)
from trainwarden.models import (
    TERMINAL_STATES,
    BackendCommand,
    FirstSign,
    JobHandle,
    JobObservation,
    JobProgram,
    LocalJobOptions,
    RankProgress,
)
from trainwarden.ownership import already_supervised
from trainwarden.progresslog.status import load_seconds_of, phase_of

if TYPE_CHECKING:
    from trainwarden.localcluster import injection

DEFAULT_NODES = 4
RECENT_STEPS = 32
STOP_WAIT_SECONDS = 5.0
PACKAGE_PARENT = str(Path(__file__).resolve().parents[2])


def _dt(text: str | None) -> datetime | None:
    return parse_iso(text) if text else None


def _replayed(record: dict[str, Any]) -> BackendCommand:
    """What a repeated call with an already used key returns: the earlier command, not redone."""
    return BackendCommand(
        command=record.get("command", record.get("action", "")),
        output=f"already done at {record['at']} under key {record['key']}; not repeated",
        at=_dt(record.get("at")),
        skipped=True,
    )


class LocalCluster:
    """The embedded default backend's cluster (see module docstring)."""

    def __init__(self, root: str | Path | None = None, nodes: int | None = None):
        self.root = (Path(root).expanduser() if root is not None else default_root()).resolve()
        self.layout = ClusterLayout(self.root)
        self.root.mkdir(parents=True, exist_ok=True)
        with locked(self.layout.lock):
            config = read_json(self.layout.config, None)
            if config is None or (nodes is not None and config.get("nodes") != nodes):
                config = {"nodes": nodes or DEFAULT_NODES, "updated_at": iso()}
                atomic_write_json(self.layout.config, config)
        self._nodes = int(config["nodes"])

    @property
    def node_names(self) -> list[str]:
        return [f"node-{i}" for i in range(1, self._nodes + 1)]

    # -- jobs and runs --------------------------------------------------------------------
    def _job_meta(self, name: str) -> dict[str, Any] | None:
        meta: dict[str, Any] | None = read_json(self.layout.job_dir(name) / "job.json", None)
        return meta

    def _current(self, job_id: str) -> tuple[RunLayout, dict[str, Any]]:
        name = name_for(job_id)
        meta = self._job_meta(name)
        if not meta or not meta.get("runs"):
            raise LocalClusterError("unknown_job", f"no job {job_id!r} on cluster {self.root}")
        run = RunLayout(self.layout.run_dir(name, int(meta["runs"])))
        spec = read_json(run.spec, None)
        if spec is None:
            raise LocalClusterError("unknown_job", f"run {meta['runs']} of {job_id} has no spec")
        return run, spec

    def _handle(self, spec: dict[str, Any]) -> JobHandle:
        return JobHandle(
            backend="local",
            job_id=spec["job_id"],
            run=spec["run"],
            nodes=spec["nodes"],
            ranks=spec["ranks"],
            checkpoint_uri=spec["checkpoint_uri"],
            started_at=_dt(spec["created_at"]),
        )

    def handle(self, job_id: str) -> JobHandle:
        """The handle of the job's current run."""
        return self._handle(self._current(job_id)[1])

    def jobs(self) -> list[str]:
        """Job ids known to this cluster."""
        if not self.layout.jobs_dir.is_dir():
            return []
        return sorted(job_id_for(p.name) for p in self.layout.jobs_dir.iterdir() if p.is_dir())

    def unavailable(self, extra: list[str] | None = None) -> dict[str, str]:
        """node -> why it cannot take work (excluded, down, or excluded by the caller)."""
        why = {n: f"excluded: {v.get('reason', '')}" for n, v in exclusions(self.layout).items()}
        why.update({n: f"down: {v.get('reason', '')}" for n, v in down_nodes(self.layout).items()})
        for node in extra or []:
            why.setdefault(node, "excluded by request")
        return why

    def submit(
        self,
        name: str,
        *,
        nodes: int,
        ranks_per_node: int,
        options: LocalJobOptions,
        checkpoint_uri: str,
        exclude: list[str],
        resume_step: int | None,
        resume_path: str | None,
        key: str,
        program: JobProgram | None = None,
        owner: str | None = None,
        refuse_owner: Callable[[str | None], bool] | None = None,
        attach: bool = False,
    ) -> tuple[JobHandle, list[BackendCommand]]:
        """Start a new run of job ``name`` on the first free nodes; idempotent by key.

        ``program``: the user's command, workdir and env; without a command the run is the
        simulated trainer (one process per rank). ``owner``: the supervision asking, recorded
        in the job's record; ``refuse_owner(holder)`` says whether the recorded owner still
        holds the job (checked under the job's lock, so two supervisions cannot both pass).
        ``attach``: a job whose current run is alive is taken over as it runs, not restarted."""
        if nodes < 1 or ranks_per_node < 1:
            raise LocalClusterError("invalid_request", "nodes and ranks_per_node must be >= 1")
        if program is not None and program.workdir and not Path(program.workdir).is_dir():
            raise LocalClusterError(
                "invalid_request", f"workdir {program.workdir!r} is not a directory on this cluster"
            )
        job_dir = self.layout.job_dir(name)
        job_dir.mkdir(parents=True, exist_ok=True)
        with locked(job_dir / ".lock"):
            prior = find_action(self.layout, key, "submit")
            if prior is not None:
                if prior.get("job_id") != job_id_for(name):
                    raise LocalClusterError(
                        "invalid_request", f"key {key!r} already submitted {prior.get('job_id')}"
                    )
                run = RunLayout(self.layout.run_dir(name, int(prior["run"])))
                return self._handle(read_json(run.spec)), [_replayed(prior)]
            number = self._latest_run_number(name)
            latest = RunLayout(self.layout.run_dir(name, number)) if number else None
            if latest is not None and (read_json(latest.spec, {}) or {}).get("key") == key:
                # a submission interrupted (e.g. its worker killed) before it was recorded
                return self._launch_and_record(latest, read_json(latest.spec), [])
            holder = (self._job_meta(name) or {}).get("owner")
            if owner is not None and refuse_owner is not None and refuse_owner(holder):
                raise LocalClusterError(
                    "already_supervised", already_supervised(name, f"cluster {self.root}", holder)
                )
            if attach and latest is not None and self._alive(latest):
                return self._attach(latest, key, owner)
            why = self.unavailable(exclude)
            free = [n for n in self.node_names if n not in why]
            if len(free) < nodes:
                blocked = ", ".join(f"{n} ({w})" for n, w in sorted(why.items())) or "none"
                raise LocalClusterError(
                    "insufficient_nodes",
                    f"job {name} needs {nodes} nodes, {len(free)} of {self._nodes} are usable; "
                    f"unusable: {blocked}",
                )
            commands: list[BackendCommand] = []
            if latest is not None:
                stopped = self._stop_run(latest, f"superseded by run {number + 1}")
                if stopped is not None:
                    commands.append(stopped)
            number += 1
            placed = free[:nodes]
            spec = {
                "job_id": job_id_for(name),
                "name": name,
                "run": number,
                "nodes": placed,
                "ranks": {
                    str(r): placed[r // ranks_per_node] for r in range(nodes * ranks_per_node)
                },
                "ranks_per_node": ranks_per_node,
                "options": options.model_dump(),
                **(program or JobProgram()).model_dump(),
                "master_port": free_port(),
                "checkpoint_uri": checkpoint_uri,
                "resume_step": resume_step,
                "resume_path": resume_path,
                "cluster_root": str(self.root),
                "run_dir": str(self.layout.run_dir(name, number)),
                "key": key,
                "owner": owner,
                "created_at": iso(),
            }
            run = RunLayout(Path(spec["run_dir"]))
            run.dir.mkdir(parents=True, exist_ok=False)
            atomic_write_json(run.state, {"state": "PENDING", "since": spec["created_at"]})
            atomic_write_json(run.spec, spec)  # from here on the run exists (see above)
            return self._launch_and_record(run, spec, commands)

    def _alive(self, run: RunLayout) -> bool:
        """The run is still going: not in a final state and its launcher running."""
        state = (read_json(run.state, {}) or {}).get("state", "PENDING")
        return state not in TERMINAL_STATES and self._launcher_alive(run)

    def _attach(
        self, run: RunLayout, key: str, owner: str | None
    ) -> tuple[JobHandle, list[BackendCommand]]:
        """Take over the running run for `owner`: nothing submitted or stopped; recorded under
        `key` so a retried start finds it."""
        spec = read_json(run.spec)
        meta = self._job_meta(spec["name"]) or {"name": spec["name"], "job_id": spec["job_id"]}
        previous = meta.get("owner")
        if owner:
            meta["owner"] = owner
        atomic_write_json(self.layout.job_dir(spec["name"]) / "job.json", meta)
        command = f"local-cluster attach {spec['job_id']} --run {spec['run']}"
        record = record_action(
            self.layout,
            {
                "action": "submit",
                "key": key,
                "job_id": spec["job_id"],
                "run": spec["run"],
                "nodes": spec["nodes"],
                "attached": True,
                "command": command,
            },
        )
        output = f"attached to run {spec['run']} of {spec['job_id']}, running on " + ", ".join(
            spec["nodes"]
        )
        if previous and previous != owner:
            output += f" (supervised before by {previous}, no longer running)"
        return self._handle(spec), [
            BackendCommand(command=command, output=output, at=_dt(record["at"]), skipped=True)
        ]

    def _latest_run_number(self, name: str) -> int:
        runs = self.layout.job_dir(name) / "runs"
        if not runs.is_dir():
            return 0
        numbers = [int(p.name) for p in runs.iterdir() if p.name.isdigit()]
        return max((n for n in numbers if (runs / str(n) / "spec.json").exists()), default=0)

    def _launch_and_record(
        self, run: RunLayout, spec: dict[str, Any], commands: list[BackendCommand]
    ) -> tuple[JobHandle, list[BackendCommand]]:
        """Start the run's launcher (unless already started), point the job at the run, and
        record the submission; each step is safe to repeat after an interruption."""
        pid = self._launcher_pid(run) or self._start_launcher(run)
        meta = self._job_meta(spec["name"]) or {"name": spec["name"], "job_id": spec["job_id"]}
        meta["runs"] = spec["run"]
        if spec.get("owner"):
            meta["owner"] = spec["owner"]
        atomic_write_json(self.layout.job_dir(spec["name"]) / "job.json", meta)
        command = self._submit_command(spec)
        record = record_action(
            self.layout,
            {
                "action": "submit",
                "key": spec["key"],
                "job_id": spec["job_id"],
                "run": spec["run"],
                "nodes": spec["nodes"],
                "launcher_pid": pid,
                "command": command,
                "resume_step": spec["resume_step"],
                "resume_path": spec["resume_path"],
            },
        )
        commands.append(
            BackendCommand(
                command=command,
                output=f"run {spec['run']} of {spec['job_id']} on {', '.join(spec['nodes'])} "
                f"(launcher pid {pid})",
                at=_dt(record["at"]),
            )
        )
        return self._handle(spec), commands

    @staticmethod
    def _submit_command(spec: dict[str, Any]) -> str:
        words = [
            "local-cluster",
            "submit",
            spec["name"],
            *(["--command", describe(spec["command"])] if spec.get("command") else []),
            "--nodes",
            ",".join(spec["nodes"]),
            "--ranks-per-node",
            str(spec["ranks_per_node"]),
        ]
        if spec["resume_step"] is not None:
            words += ["--resume-step", str(spec["resume_step"])]
        if spec["resume_path"]:
            words += ["--resume-path", spec["resume_path"]]
        return shlex.join(words)

    def _start_launcher(self, run: RunLayout) -> int:
        """A detached launcher (own session): it outlives the process that submitted it.

        It gets the job environment's pass-through part only (trainwarden.jobenv): the
        worker's credentials never reach it nor, through it, the job."""
        env = job_environment(os.environ, None, {"PYTHONPATH": PACKAGE_PARENT})
        with run.launcher_log.open("ab") as log:
            proc = subprocess.Popen(
                [sys.executable, "-m", "trainwarden.localcluster.launcher", str(run.dir)],
                stdout=log,
                stderr=subprocess.STDOUT,
                stdin=subprocess.DEVNULL,
                cwd=run.dir,
                env=env,
                start_new_session=True,
            )
        # the pid and its start time: the launcher's identity from now on (see _launcher_alive)
        start = process_start(proc.pid)
        atomic_write_bytes(run.dir / "launcher.pid", f"{proc.pid} {start or ''}".strip().encode())
        return proc.pid

    def restart(
        self,
        job_id: str,
        *,
        exclude: list[str],
        resume_step: int | None,
        resume_path: str | None,
        key: str,
    ) -> tuple[JobHandle, list[BackendCommand]]:
        """A new run of the job with the same shape as its current one."""
        _, spec = self._current(job_id)
        return self.submit(
            spec["name"],
            nodes=len(spec["nodes"]),
            ranks_per_node=spec["ranks_per_node"],
            options=LocalJobOptions.model_validate(spec["options"]),
            checkpoint_uri=spec["checkpoint_uri"],
            exclude=exclude,
            resume_step=resume_step,
            resume_path=resume_path,
            key=key,
            program=JobProgram(
                command=spec.get("command"), workdir=spec.get("workdir"), env=spec.get("env") or {}
            ),
        )

    # -- stopping -------------------------------------------------------------------------
    @staticmethod
    def _launcher_id(run: RunLayout) -> tuple[int, int | None] | None:
        """The launcher's pid and start time from launcher.pid ("PID START"; older runs wrote
        only the pid); None before the launcher is started."""
        try:
            words = (run.dir / "launcher.pid").read_text().split()
            return int(words[0]), int(words[1]) if len(words) > 1 else None
        except (FileNotFoundError, ValueError, IndexError):
            return None

    def _launcher_pid(self, run: RunLayout) -> int | None:
        launcher = self._launcher_id(run)
        return launcher[0] if launcher else None

    def _launcher_running(self, run: RunLayout, pid: int) -> bool:
        """Whether the launcher ``pid`` of ``run`` is still alive: by its start time when
        recorded (reliable from the moment it is started), else by its command line."""
        launcher = self._launcher_id(run)
        start = launcher[1] if launcher and launcher[0] == pid else None
        return pid_alive(pid, str(run.dir), start)

    def _run_pids(self, run: RunLayout) -> list[int]:
        """The launcher first, then the ranks it spawned."""
        launcher = self._launcher_pid(run)
        ranks = [int(p) for p in (read_json(run.pids, {}) or {}).values()]
        return ([launcher] if launcher else []) + ranks

    def _live_pids(self, run: RunLayout) -> list[int]:
        """The run's own processes: launcher and trainers by command line, and every process
        of a user's command by the environment it inherited (procs.py)."""
        launcher = self._launcher_pid(run)
        pids = [
            p
            for p in self._run_pids(run)
            if (self._launcher_running(run, p) if p == launcher else pid_alive(p, str(run.dir)))
        ]
        if (read_json(run.spec, {}) or {}).get("command"):
            pids += [p for p in run_processes(str(run.dir)) if p not in pids]
        return pids

    def _stop_run(self, run: RunLayout, reason: str) -> BackendCommand | None:
        """Kill every process of a run and make sure it ends CANCELLED; None if nothing ran."""
        state = read_json(run.state, {}) or {}
        live = self._live_pids(run)
        if not live and state.get("state") in TERMINAL_STATES:
            return None
        atomic_write_json(run.cancel, {"reason": reason, "at": iso()})
        launcher = self._launcher_pid(run)
        if launcher and launcher in live:
            os.kill(launcher, signal.SIGTERM)
            wait_while(
                launcher, lambda: self._launcher_running(run, launcher), STOP_WAIT_SECONDS
            )
        for pid in self._live_pids(run):
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        state = read_json(run.state, {}) or {}
        if state.get("state") not in TERMINAL_STATES:
            now = iso()
            state.update(state="CANCELLED", since=now, ended_at=now, reason=reason)
            atomic_write_json(run.state, state)
            append_jsonl(run.scheduler, {"ts": now, "job_state": "CANCELLED", "reason": reason})
        spec = read_json(run.spec, {}) or {}
        return BackendCommand(
            command=shlex.join(
                [
                    "local-cluster",
                    "cancel",
                    spec.get("job_id", "?"),
                    "--run",
                    str(spec.get("run", "?")),
                    "--reason",
                    reason,
                ]
            ),
            output=f"killed {len(live)} process(es) of run {spec.get('run')}",
            at=utcnow(),
        )

    def stop(self, job_id: str, reason: str, key: str) -> list[BackendCommand]:
        """Cancel the current run (all its processes); idempotent by key and by state."""
        run, spec = self._current(job_id)
        with locked(self.layout.job_dir(spec["name"]) / ".lock"):
            prior = find_action(self.layout, key, "stop")
            if prior is not None:
                return [_replayed(prior)]
            command = self._stop_run(run, reason)
            if command is None:
                state = (read_json(run.state, {}) or {}).get("state")
                return [
                    BackendCommand(
                        command=f"local-cluster cancel {job_id}",
                        output=f"run {spec['run']} of {job_id} already ended ({state})",
                        at=utcnow(),
                        skipped=True,
                    )
                ]
            record_action(
                self.layout,
                {
                    "action": "stop",
                    "key": key,
                    "job_id": job_id,
                    "run": spec["run"],
                    "reason": reason,
                    "command": command.command,
                },
            )
            return [command]

    def kill_all(self) -> None:
        """Kill every process this cluster started (test teardown); runs end CANCELLED."""
        if not self.layout.jobs_dir.is_dir():
            return
        for runs in self.layout.jobs_dir.glob("*/runs"):
            for run_dir in runs.iterdir():
                self._stop_run(RunLayout(run_dir), "cluster kill_all")

    # -- observing ------------------------------------------------------------------------
    def observe(self, job_id: str) -> JobObservation:
        """One cheap poll: the run's state file and one small status file per rank."""
        run, spec = self._current(job_id)
        state = read_json(run.state, {}) or {}
        job_state = state.get("state", "PENDING")
        reason = state.get("reason")
        since = state.get("since")
        if job_state not in TERMINAL_STATES and not self._launcher_alive(run):
            time.sleep(0.05)  # the launcher may have just written its final state
            state = read_json(run.state, {}) or {}
            job_state, reason, since = state.get("state"), state.get("reason"), state.get("since")
            if job_state not in TERMINAL_STATES:
                job_state, reason, since = "FAILED", "launcher process lost", iso()
        ranks: list[RankProgress] = []
        recent: dict[int, str] = {}
        first: tuple[int, str] | None = None
        for rank_text, node in spec["ranks"].items():
            rank = int(rank_text)
            status = read_json(run.status(rank), {}) or {}
            phase, phase_since = phase_of(status)
            ranks.append(
                RankProgress(
                    rank=rank,
                    node=node,
                    step=status.get("step"),
                    at=_dt(status.get("at")),
                    step_seconds=status.get("step_seconds", []),
                    phase=phase,
                    phase_since=phase_since,
                    load_seconds=load_seconds_of(status),
                )
            )
            if status.get("run_first_step") is not None:
                candidate = (status["run_first_step"], status["run_first_step_at"])
                first = candidate if first is None or candidate < first else first
            for step, at in status.get("recent", []):
                if step not in recent or at > recent[step]:  # done when the last rank is
                    recent[step] = at
        ranks.sort(key=lambda r: r.rank)
        latest = sorted(recent.items())[-RECENT_STEPS:]
        signs = self._first_signs(run, spec) if job_state == "RUNNING" else []
        return JobObservation(
            job_id=job_id,
            run=spec["run"],
            state=job_state,
            state_since=_dt(since),
            exit_code=state.get("exit_code"),
            reason=reason,
            nodes=spec["nodes"],
            down_nodes=state.get("down_nodes", []),
            ranks=ranks,
            run_first_step=first[0] if first else None,
            run_first_step_at=_dt(first[1]) if first else None,
            recent_steps=[(step, parse_iso(at)) for step, at in latest],
            observed_at=utcnow(),
            first_signs=signs,
        )

    def _first_signs(self, run: RunLayout, spec: dict[str, Any]) -> list[FirstSign]:
        """What the run shows of a fault while RUNNING: failed processes (with their exit
        times, from the launcher) and its nodes going down or excluded since it started."""
        signs = [
            firstsign.process_exit(
                parse_iso(e["at"]), e.get("node"), e.get("rank"), int(e["exit_status"]),
                e.get("what", "rank"),
            )
            for e in (read_json(run.exits, {}) or {}).values()
        ]
        started = parse_iso(spec["created_at"])
        for state, table in (("DOWN", down_nodes(self.layout)), ("DRAIN", exclusions(self.layout))):
            for node, entry in table.items():
                at = _dt(entry.get("at"))
                if node in spec["nodes"] and at is not None and at >= started:
                    signs.append(firstsign.node_down(at, node, state, entry.get("reason", "")))
        return signs

    def _launcher_alive(self, run: RunLayout) -> bool:
        pid = self._launcher_pid(run)
        return pid is None or self._launcher_running(run, pid)  # None: being submitted right now

    def snapshot_processes(self, job_id: str) -> bool:
        """The current run's rank process states at its first sign (bundle.snapshot_processes);
        False when already recorded."""
        run, spec = self._current(job_id)
        return bundle.snapshot_processes(run, spec)

    def write_bundle(
        self,
        job_id: str,
        dest: str | Path,
        since: datetime | None = None,
        log_metrics: Callable[[datetime], list[dict[str, Any]]] | None = None,
    ) -> Path:
        """The evidence bundle (docs/evidence-bundle.md) of the job's current run
        (`log_metrics`: see bundle.write_bundle)."""
        run, spec = self._current(job_id)
        return bundle.write_bundle(self.layout, run, spec, Path(dest), since, log_metrics)

    # -- nodes ----------------------------------------------------------------------------
    def _check_node(self, node: str) -> None:
        if node not in self.node_names:
            raise LocalClusterError(
                "invalid_node",
                f"{node!r} is not a node of this cluster ({', '.join(self.node_names)})",
            )

    def exclude(self, node: str, reason: str, key: str) -> BackendCommand:
        """Put a node on the cluster's exclusion list (its "drain"); idempotent."""
        self._check_node(node)
        command = shlex.join(["local-cluster", "exclude", node, "--reason", reason])
        with locked(self.layout.lock):
            prior = find_action(self.layout, key, "exclude")
            if prior is not None:
                return _replayed(prior)
            current = exclusions(self.layout)
            by = current.get(node)
            if by is not None and by.get("key") != key:
                return BackendCommand(
                    command=command,
                    output=f"{node} already excluded at {by.get('at')} under key "
                    f"{by.get('key')} (reason: {by.get('reason')}); nothing to do",
                    at=utcnow(),
                    skipped=True,
                )
            if by is None:  # (else: excluded under this key but not recorded: interrupted)
                current[node] = {"reason": reason, "key": key, "at": iso()}
                atomic_write_json(self.layout.exclusions, current)
            record = record_action(
                self.layout,
                {
                    "action": "exclude",
                    "key": key,
                    "node": node,
                    "reason": reason,
                    "command": command,
                },
            )
        return BackendCommand(command=command, output=f"{node} excluded", at=_dt(record["at"]))

    def return_to_service(self, node: str, reason: str, key: str) -> BackendCommand:
        """Take a node off the exclusion list and mark it up again; idempotent."""
        self._check_node(node)
        command = shlex.join(["local-cluster", "return", node, "--reason", reason])
        with locked(self.layout.lock):
            prior = find_action(self.layout, key, "return_to_service")
            if prior is not None:
                return _replayed(prior)
            current, down = exclusions(self.layout), down_nodes(self.layout)
            if node not in current and node not in down:
                return BackendCommand(
                    command=command,
                    output=f"{node} is already in service",
                    at=utcnow(),
                    skipped=True,
                )
            was = [w for w, table in (("excluded", current), ("down", down)) if node in table]
            current.pop(node, None)
            down.pop(node, None)
            atomic_write_json(self.layout.exclusions, current)
            atomic_write_json(self.layout.down, down)
            record = record_action(
                self.layout,
                {
                    "action": "return_to_service",
                    "key": key,
                    "node": node,
                    "reason": reason,
                    "command": command,
                },
            )
        return BackendCommand(
            command=command,
            output=f"{node} back in service (was {', '.join(was)})",
            at=_dt(record["at"]),
        )

    def health(self, node: str) -> list[str]:
        """What is wrong with a node (empty: healthy): the simulated cluster's health check.
        A node is unhealthy while a fault is pending in its table (a sticky one recurs on
        every run) or while it is down."""
        self._check_node(node)
        faults = fault_table(self.layout).get(node, [])
        problems = [f"{'sticky ' if f.sticky else ''}{f.kind} fault pending" for f in faults]
        down = down_nodes(self.layout).get(node)
        if down is not None:
            problems.append(f"down: {down.get('reason', '')}")
        return problems

    def excluded(self) -> dict[str, str]:
        return {node: v.get("reason", "") for node, v in exclusions(self.layout).items()}

    def down(self) -> dict[str, str]:
        return {node: v.get("reason", "") for node, v in down_nodes(self.layout).items()}

    # -- faults ---------------------------------------------------------------------------
    def inject_fault(
        self,
        node: str,
        kind: str,
        *,
        sticky: bool = False,
        after_steps: int | None = None,
        xid: int = 79,
        after_seconds: float | None = None,
        job: str | None = None,
        preset: str = "auto",
        pattern: str | None = None,
    ) -> tuple[Fault, list[str]]:
        """Add a fault to a node's table; runs on the node arm it within a fraction of a second.

        It fires after ``after_steps`` steps of a run (default 3), or ``after_seconds`` after a
        run arms it; ``job``: only that job's runs claim it; ``preset`` / ``pattern``: how a
        command's output lines are read for its steps. A fault that can never fire as asked
        is refused (injection.refusal); returns the fault and what the caller should know."""
        from pydantic import ValidationError

        from trainwarden.localcluster import injection
        from trainwarden.progresslog import ProgressSettings

        self._check_node(node)
        if kind not in FAULT_KINDS:
            raise LocalClusterError(
                "invalid_request", f"unknown fault kind {kind!r}; one of {', '.join(FAULT_KINDS)}"
            )
        if after_steps is not None and after_seconds is not None:
            raise LocalClusterError(
                "invalid_request", "give after_steps or after_seconds, not both"
            )
        steps = (0 if after_seconds is not None else 3) if after_steps is None else after_steps
        try:
            # the playbook's own checks
            ProgressSettings.model_validate({"preset": preset, "pattern": pattern})
            fault = Fault.model_validate(
                {
                    "node": node,
                    "kind": kind,
                    "sticky": sticky,
                    "after_steps": steps,
                    "after_seconds": after_seconds,
                    "job": None if job is None else job_id_for(name_for(job)),
                    "preset": preset,
                    "pattern": pattern,
                    "xid": xid,
                }
            )
        except ValidationError as err:
            first = err.errors()[0]
            field = ".".join(str(part) for part in first["loc"]) or "fault"
            raise LocalClusterError("invalid_request", f"{field}: {first['msg']}") from None
        named = injection.target(*self._current(fault.job)) if fault.job else None
        running = [] if named else self._running_on(node)
        why = injection.refusal(fault, named, running)
        if why is not None:
            raise LocalClusterError("invalid_request", why)
        with locked(self.layout.lock):
            table = fault_table(self.layout)
            table.setdefault(node, []).append(fault)
            save_fault_table(self.layout, table)
            record_action(
                self.layout,
                {
                    "action": "inject_fault",
                    "key": f"fault-{fault.id}",
                    "node": node,
                    "fault": fault.model_dump(),
                    "command": f"local-cluster inject {node} {kind}",
                },
            )
        return fault, injection.notes(fault, [named] if named else running)

    def _running_on(self, node: str) -> list[injection.Target]:
        """The current runs on ``node`` that have not ended."""
        from trainwarden.localcluster import injection

        found = []
        for job_id in self.jobs():
            try:
                hit = injection.target(*self._current(job_id))
            except LocalClusterError:
                continue
            if node in hit.nodes and not hit.ended:
                found.append(hit)
        return found

    def armed_faults(self, job_id: str) -> list[dict[str, Any]]:
        """The faults the job's current run armed, with what it counted towards each and
        when it fired (a command's run records that; the simulated trainer's does not)."""
        run, _ = self._current(job_id)
        counts = read_json(run.fault_counts, {}) or {}
        return [
            {**fault, **counts.get(fault["id"], {})}
            for fault in read_json(run.armed_faults, []) or []
        ]

    def clear_faults(self, node: str | None = None) -> None:
        if node is not None:
            self._check_node(node)
        with locked(self.layout.lock):
            table = fault_table(self.layout)
            cleared = {n: fs for n, fs in table.items() if node is None or n == node}
            for n in cleared:
                table.pop(n)
            save_fault_table(self.layout, table)
            record_action(
                self.layout,
                {
                    "action": "clear_faults",
                    "key": f"clear-{iso()}-{os.getpid()}",
                    "node": node,
                    "cleared": sum(len(fs) for fs in cleared.values()),
                    "command": "local-cluster clear" + (f" {node}" if node else ""),
                },
            )

    def set_outage(self, seconds: float) -> None:
        """Simulate a controller outage: backend calls fail as unreachable for `seconds`."""
        until = datetime.now(UTC) + timedelta(seconds=seconds)
        atomic_write_json(self.root / "outage.json", {"until": until.isoformat()})

    def outage_until(self) -> datetime | None:
        raw = read_json(self.root / "outage.json", None)
        if not raw:
            return None
        until = datetime.fromisoformat(raw["until"])
        return until if until > datetime.now(UTC) else None

    def faults(self) -> dict[str, list[dict[str, Any]]]:
        """node -> faults waiting in its table (consumed non-sticky ones are gone)."""
        return {n: [f.model_dump() for f in fs] for n, fs in fault_table(self.layout).items()}

    def commands(self) -> list[dict[str, Any]]:
        """The cluster's own record of every mutating operation (actions.jsonl)."""
        return read_jsonl(self.layout.actions)
