"""A real Slurm backend, driven through Slurm's own commands (22.05 to 26.05: docs/slurm.md).

- start: ``sbatch`` the user's script (or attach to an existing job id).
- observe: from the shared per-cluster ``SlurmWatcher`` snapshot (one squeue + one sinfo per
  poll interval for every supervised job) plus the trainer's status files in the run dir.
- exclude: ``scontrol update nodename=X state=drain reason="trainwarden: ..."``; a node already
  drained by someone else is reported and left alone.
- restart: ``scontrol requeuehold`` + ``update ExcNodeList`` + ``release`` (same job id), or
  resubmission with ``sbatch --exclude --export`` when the job cannot be requeued. The verified
  checkpoint reaches the job as TRAINWARDEN_RESUME_STEP / TRAINWARDEN_RESUME_PATH: exported by
  sbatch on resubmission, and for a requeue (Slurm keeps a job's submit-time environment and
  ``scontrol update`` cannot change it) written to ``$TRAINWARDEN_RUN_ROOT/$SLURM_JOB_ID/
  resume.env``, which the wrapper submitted around the user's unchanged script sources
  (``slurm_wrapper.py``); a job adopted by id must source it itself (``RESUME_SNIPPET``).

Every command goes through ``SlurmRunner`` and comes back as ``BackendCommand`` records; failures
are ``BackendError`` kinds (unreachable / permission_denied / unknown_job / invalid_node /
invalid_request).
"""

from __future__ import annotations

import getpass
import json
import os
import re
import shlex
import tempfile
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any, Literal

from trainwarden import firstsign
from trainwarden.activities.backends.base import BackendError, CheckpointRef
from trainwarden.activities.backends.fatal_lines import FatalLineTracker, Stream
from trainwarden.activities.backends.kernel_logs import KernelLogSource
from trainwarden.activities.backends.log_progress import LogProgressTracker
from trainwarden.activities.backends.node_events import NodeEventReader
from trainwarden.activities.backends.slurm_evidence import (
    node_time_context,
    read_jsonl,
    read_lines,
    split_job_output,
    write_rank_logs,
)
from trainwarden.activities.backends.slurm_owner import KEY_COMMENT_PREFIX, SlurmOwners, live_job
from trainwarden.activities.backends.slurm_parse import (
    SlurmJob,
    SlurmNode,
    compress_nodes,
    job_from_scontrol,
    parse_scontrol_record,
)
from trainwarden.activities.backends.slurm_processes import (
    PROBE_TIMEOUT,
    probe_argv,
    process_records,
)
from trainwarden.activities.backends.slurm_progress import (
    block_rank_layout,
    output_streams,
    ranks_per_task,
    read_progress,
    run_dir,
    run_start,
)
from trainwarden.activities.backends.slurm_runner import SlurmRunner
from trainwarden.activities.backends.slurm_spares import (
    StepState,
    check_step_script,
    pick_nodes,
    read_step,
    step_run_dir,
    steps_dir,
    write_go,
)
from trainwarden.activities.backends.slurm_submit import (
    flag_in,
    has_flag,
    original_sbatch_args,
    script_directives,
)
from trainwarden.activities.backends.slurm_text import decode_jobs, squeue_mine_argv
from trainwarden.activities.backends.slurm_watcher import SlurmWatcher
from trainwarden.activities.backends.slurm_wrapper import (
    MAX_SCRIPT_BYTES,
    is_wrapper,
    wrapper_banner,
    write_wrapper,
)
from trainwarden.attribution.bundle import BundleWriter
from trainwarden.hostlists import compress
from trainwarden.jobenv import SLURM_EXPORT
from trainwarden.models import (
    TERMINAL_STATES,
    BackendCommand,
    FirstSign,
    JobHandle,
    JobObservation,
    JobSpec,
    SlurmJobOptions,
)
from trainwarden.ownership import Owner
from trainwarden.progresslog import ProgressSettings
from trainwarden.untrusted.paths import ensure_under, safe_part
from trainwarden.untrusted.safeio import UnsafeFileError, read_regular_text

DRAIN_REASON_PREFIX = "trainwarden:"
AGENT_SILENCE_ENV = "TRAINWARDEN_NODE_AGENT_SILENCE"
DEFAULT_AGENT_SILENCE = "15"  # s: three of the agent's default 5 s heartbeats
BUNDLE_JOB_STATES = frozenset({"RUNNING", *TERMINAL_STATES})  # scheduler.jsonl job states
RESUME_FILE = "resume.env"
FIRST_SIGN_STOP = ":stop_remaining_ranks"  # key suffix of the workflow's stop at a first sign

# Lines a batch script runs before its srun so a requeued run resumes the verified checkpoint.
RESUME_SNIPPET = (
    'TW_RESUME="$TRAINWARDEN_RUN_ROOT/$SLURM_JOB_ID/resume.env"\n'
    'if [ -f "$TW_RESUME" ]; then set -a; . "$TW_RESUME"; set +a; fi\n'
)


def default_run_root() -> Path:
    """$TRAINWARDEN_SLURM_RUN_ROOT, else $TRAINWARDEN_HOME/slurm, else ~/.trainwarden/slurm.

    Must be on a filesystem shared with the compute nodes: the trainer writes its status there.
    """
    if os.environ.get("TRAINWARDEN_SLURM_RUN_ROOT"):
        return Path(os.environ["TRAINWARDEN_SLURM_RUN_ROOT"])
    home = os.environ.get("TRAINWARDEN_HOME") or str(Path.home() / ".trainwarden")
    return Path(home) / "slurm"


# What a Slurm job gets from the worker's environment (sbatch --export without ALL: these
# names, the SLURM_* variables, the job's own `--export=NAME[=value]` names and trainwarden's
# TRAINWARDEN_* settings; never the worker's credentials).
DEFAULT_EXPORT: tuple[str, ...] = SLURM_EXPORT  # the job environment's pass-through list
ADOPT_USERS_ENV = "TRAINWARDEN_SLURM_USER"
ADOPT_ACCOUNTS_ENV = "TRAINWARDEN_SLURM_ACCOUNT"


def export_list(user_args: list[str]) -> list[str]:
    """The variables a submission exports: DEFAULT_EXPORT plus what the job names in its own
    ``--export=`` (``NONE`` drops the defaults); ``ALL`` is refused."""
    names = list(DEFAULT_EXPORT)
    for arg in user_args:
        if not arg.startswith("--export="):
            continue
        items = [i for i in arg.removeprefix("--export=").split(",") if i]
        if "ALL" in items:
            raise BackendError(
                "invalid_request",
                "--export=ALL would give the job the worker's whole environment (Temporal and "
                "cloud credentials); name the variables the job needs instead: "
                f"--export=NAME,NAME=value ({', '.join(DEFAULT_EXPORT)} "
                "and SLURM_* are always passed)",
            )
        names = [] if "NONE" in items else list(DEFAULT_EXPORT)
        names += [i for i in items if i != "NONE"]
    return names


def _names(value: str | None) -> list[str]:
    return [v.strip() for v in (value or "").split(",") if v.strip()]


def _key_file_name(key: str) -> str:
    return re.sub(r"[^A-Za-z0-9._-]", "_", key)[:150] + ".json"


def _zone_name(now: datetime) -> str:
    """This host's UTC offset now, as job.json's `timezone` (zone-less times in the bundle's
    raw text were read in it)."""
    offset = now.astimezone().strftime("%z")
    return f"{offset[:3]}:{offset[3:]}" if offset else "UTC"


def _now() -> datetime:
    return datetime.now(UTC)


class SlurmBackend:
    """The Backend protocol (activities/backends/base.py) on a real Slurm cluster."""

    name = "slurm"

    def __init__(
        self,
        options: SlurmJobOptions | None = None,
        *,
        slurm_conf: str | None = None,
        run_root: str | Path | None = None,
        poll_interval: float = 5.0,
        max_excluded_nodes: int | None = None,
        restart_via: Literal["requeue", "resubmit"] = "requeue",
        kernel_log: str | None = None,
        health_check: list[str] | None = None,
        command_prefix: list[str] | None = None,
        command_timeout: float = 60.0,
        adopt_users: list[str] | None = None,
        adopt_accounts: list[str] | None = None,
    ):
        """kernel_log: where each node's kernel log is (activities/backends/kernel_logs.py): a
        path template with ``{node}`` readable here, ``journald``, or ``cmd:COMMAND`` (default:
        RUN_ROOT/nodes/{node}/kernel.log, where deploy/slurm/trainer_job.sh's trainer writes
        it). health_check: argv template (``{node}`` substituted) that must succeed
        before a node drained by trainwarden is resumed. adopt_users/adopt_accounts: an
        existing job (``slurm.job_id``) is adopted only when it belongs to one of these users
        (default ``$TRAINWARDEN_SLURM_USER``, else the worker's own user) or accounts
        (default ``$TRAINWARDEN_SLURM_ACCOUNT``, comma-separated)."""
        self.options = options or SlurmJobOptions()
        conf = slurm_conf or self.options.slurm_conf or os.environ.get("SLURM_CONF")
        self.runner = SlurmRunner(
            slurm_conf=conf, command_prefix=list(command_prefix or []), timeout=command_timeout
        )
        self.watcher = SlurmWatcher.for_cluster(self.runner, poll_interval)
        self._logs = LogProgressTracker()  # progress from the job's output files
        self._spec_shapes: dict[str, tuple[int, int]] = {}  # job id -> spec nodes, ranks/node
        self._spares: dict[str, tuple[int, int]] = {}  # job id -> spec's spares, nodes
        self._node_events = NodeEventReader()  # fatal events of the node agents
        self._fatal = FatalLineTracker()  # fatal lines in the job's output
        self.run_root = Path(run_root) if run_root else default_run_root()
        self.max_excluded_nodes = max_excluded_nodes
        self.restart_via = restart_via
        self.kernel_log = (
            kernel_log
            or os.environ.get("TRAINWARDEN_SLURM_KERNEL_LOG")
            or str(self.run_root / "nodes" / "{node}" / "kernel.log")
        )
        self.kernel_source = KernelLogSource.parse(self.kernel_log) if self.kernel_log else None
        self.health_check = health_check
        self.adopt_users = (
            adopt_users
            if adopt_users is not None
            else _names(os.environ.get(ADOPT_USERS_ENV)) or [getpass.getuser()]
        )
        self.adopt_accounts = (
            adopt_accounts
            if adopt_accounts is not None
            else _names(os.environ.get(ADOPT_ACCOUNTS_ENV))
        )
        self._config: dict[str, str] | None = None

    @classmethod
    def for_job(cls, job: JobSpec) -> SlurmBackend:
        """The backend for a job's cluster, configured from the job and the environment
        (TRAINWARDEN_SLURM_RUN_ROOT, TRAINWARDEN_SLURM_POLL_SECONDS,
        TRAINWARDEN_SLURM_KERNEL_LOG, TRAINWARDEN_SLURM_RESTART_VIA). One instance may serve
        every job on that cluster: per-job options are remembered by job id at start()."""
        via = os.environ.get("TRAINWARDEN_SLURM_RESTART_VIA", "requeue")
        return cls(
            job.slurm,
            poll_interval=float(os.environ.get("TRAINWARDEN_SLURM_POLL_SECONDS", "5")),
            restart_via="resubmit" if via == "resubmit" else "requeue",
        )

    # --- per-job options -----------------------------------------------------------------

    def _spec_path(self, job_id: str) -> Path:
        return self.job_root(job_id) / "trainwarden-job.json"

    def remember(self, job_id: str, job: JobSpec) -> None:
        """Keep the job's spec with its run dirs: a restart (maybe in another worker) needs
        the script and sbatch options of *this* job, not of the first job this backend saw."""
        path = self._spec_path(job_id)
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(".tmp")
        tmp.write_text(job.model_dump_json(indent=2))
        tmp.replace(path)

    def spec_of(self, handle: JobHandle) -> JobSpec:
        try:
            return JobSpec.model_validate_json(self._spec_path(handle.job_id).read_text())
        except (OSError, ValueError):
            return JobSpec(
                name=f"job-{handle.job_id}",
                backend="slurm",
                checkpoint_uri=handle.checkpoint_uri,
                slurm=self.options,
            )

    # --- lookups -------------------------------------------------------------------------

    def find_job(self, job_id: str, fresh: bool = False) -> tuple[SlurmJob, list[BackendCommand]]:
        """From the shared snapshot (the job is asked for in every poll from now on); a job not
        in it (new, or old) by ``scontrol show job``. A record of the job that Slurm printed
        but that does not decode is this job's error (``undecodable``), no other job's."""
        self.watcher.watch_job(job_id)
        snapshot = self.watcher.snapshot(max_age=0 if fresh else None)
        job = snapshot.jobs.get(job_id)
        if job is not None:
            return job, []
        if job_id in snapshot.skipped:
            raise BackendError(
                "undecodable",
                f"Slurm's record of job {job_id} could not be read: {snapshot.skipped[job_id]}",
                commands=list(snapshot.commands),
            )
        return self.show_job(job_id)

    def show_job(self, job_id: str) -> tuple[SlurmJob, list[BackendCommand]]:
        """``scontrol show job``; a job the controller has purged (MinJobAge) is looked up in
        the jobcomp/filetxt records before it is declared unknown."""
        try:
            result = self.runner.run(["scontrol", "-o", "show", "job", job_id])
        except BackendError as exc:
            if exc.kind == "unknown_job":
                finished = self.completed_job_record(job_id)
                if finished is not None:
                    return finished, exc.commands
            raise
        line = next((ln for ln in result.stdout.splitlines() if ln.startswith("JobId=")), None)
        if line is None:
            raise BackendError(
                "unknown_job", f"no record of job {job_id}", commands=[result.record]
            )
        return job_from_scontrol(line), [result.record]

    def node_states(self, nodes: list[str]) -> tuple[dict[str, SlurmNode], list[BackendCommand]]:
        """Fresh node states (mutations must check state first), invalid names rejected."""
        states, record = self.watcher.query_nodes(nodes)
        unknown = [n for n in nodes if n not in states]
        if unknown:
            raise BackendError(
                "invalid_node",
                f"Invalid node name specified: {', '.join(unknown)} (not in sinfo)",
                commands=[record],
            )
        self.watcher.watch_nodes(nodes)
        return states, [record]

    def my_jobs(self) -> list[SlurmJob]:
        """Every job of the worker's Slurm user (``squeue --me``), to find one by key or name."""
        result = self.runner.query(squeue_mine_argv())
        return list(decode_jobs(result.stdout).jobs.values())

    def find_job_by_key(self, key: str) -> SlurmJob | None:
        comment = f"{KEY_COMMENT_PREFIX}{key}"
        matches = [j for j in self.my_jobs() if j.comment == comment]
        return max(matches, key=lambda j: int(j.job_id)) if matches else None

    def job_root(self, job_id: str) -> Path:
        """The job's directory under the run root; a job id from outside (``slurm.job_id``)
        never names a path outside it."""
        return ensure_under(self.run_root, self.run_root / safe_part(job_id))

    def run_dir_of(self, job: SlurmJob) -> Path:
        base = run_dir(self.run_root, job.job_id, job.restart_count)
        step = self.step_of(job)
        return step_run_dir(base, step.step) if step is not None else base

    # --- spare nodes (activities/backends/slurm_spares.py) -----------------------------------

    def spares_of(self, job_id: str) -> int:
        """job.slurm.spare_nodes of the spec the job was started with (0 without one)."""
        return self._spare_shape(job_id)[0]

    def _spare_shape(self, job_id: str) -> tuple[int, int]:
        if job_id not in self._spares:
            try:
                spec = JobSpec.model_validate_json(self._spec_path(job_id).read_text())
            except (OSError, ValueError):
                return 0, 0
            if len(self._spares) >= 10_000:
                self._spares.clear()
            spares = spec.slurm.spare_nodes if spec.slurm else 0
            self._spares[job_id] = (spares, spec.nodes)
        return self._spares[job_id]

    def step_of(self, job: SlurmJob) -> StepState | None:
        """The current training step of a job with spares (None: no spares, or none yet)."""
        if not self.spares_of(job.job_id):
            return None
        return read_step(steps_dir(self.run_root, job.job_id, job.restart_count))

    def as_step(self, job: SlurmJob) -> SlurmJob:
        """A running job with spares as its training step: the step's nodes and tasks (the
        spares are not the job's ranks)."""
        step = self.step_of(job) if job.state == "RUNNING" else None
        spares, need = self._spare_shape(job.job_id)
        if step is None and spares and job.state == "RUNNING":  # the wrapper's first choice
            step = StepState(step=0, nodes=job.nodes[:need], started_at=job.start_time or _now())
        if step is None or not step.nodes:
            return job
        per_node = job.tasks_per_node or (
            max(1, (job.tasks or len(job.nodes)) // max(1, len(job.nodes)))
        )
        update = {"nodes": step.nodes, "tasks": per_node * len(step.nodes)}
        if step.step:  # a later step: its own start, so nothing of the failed one is its
            update["start_time"] = step.started_at
        return job.model_copy(update=update)

    def ranks_of(self, job: SlurmJob) -> dict[str, str]:
        progress = read_progress(self.run_dir_of(job))
        if progress.ranks and job.state == "RUNNING":
            return progress.rank_nodes
        return block_rank_layout(job.nodes, job.tasks, job.tasks_per_node, self.per_task(job))

    def per_task(self, job: SlurmJob) -> int:
        """Ranks each srun task of the job starts (several under one torchrun per node), from
        the spec it was started with; 1 for a job without one."""
        if job.job_id not in self._spec_shapes:
            try:
                spec = JobSpec.model_validate_json(self._spec_path(job.job_id).read_text())
            except (OSError, ValueError):
                return 1
            if len(self._spec_shapes) >= 10_000:  # a long-lived worker: keep it bounded
                self._spec_shapes.clear()
            self._spec_shapes[job.job_id] = (spec.nodes, spec.ranks_per_node)
        return ranks_per_task(self._spec_shapes[job.job_id], len(job.nodes), job.tasks)

    def handle_for(self, job: SlurmJob, run: int, checkpoint_uri: str | None) -> JobHandle:
        job = self.as_step(job)
        return JobHandle(
            backend=self.name,
            job_id=job.job_id,
            run=run,
            nodes=job.nodes,
            ranks=self.ranks_of(job) if job.nodes else {},
            checkpoint_uri=checkpoint_uri,
            started_at=job.start_time,
        )

    # --- start ---------------------------------------------------------------------------

    def start(
        self, job: JobSpec, key: str, owner: Owner | None = None
    ) -> tuple[JobHandle, list[BackendCommand]]:
        """Submit (or adopt `slurm.job_id`); with an owner, one supervision per job name
        (activities/backends/slurm_owner.py): refused while another open one holds it, and a
        live job of that name is attached to rather than submitted again."""
        if owner is None:
            return self._start(job, key)
        owners = SlurmOwners(self.run_root, f"the Slurm cluster of run root {self.run_root}")
        with owners.claim(job.name, owner) as record:
            if not (job.slurm or self.options).job_id and self.find_job_by_key(key) is None:
                live = live_job(self.my_jobs(), job.name)
                if live is not None:
                    record(live.job_id)
                    self.remember(live.job_id, job)
                    attached = BackendCommand(
                        command=f"squeue --me --name={job.name}",
                        skipped=True,
                        output=f"attached to job {live.job_id} ({live.state}); nothing submitted",
                        at=_now(),
                    )
                    return self.handle_for(live, 1, job.checkpoint_uri), [attached]
            handle, commands = self._start(job, key)
            record(handle.job_id)
            return handle, commands

    def _start(self, job: JobSpec, key: str) -> tuple[JobHandle, list[BackendCommand]]:
        options = job.slurm or self.options
        if options.job_id:
            found, commands = self.find_job(options.job_id, fresh=True)
            self.check_adoptable(found, commands)
            self.remember(found.job_id, job)
            return self.handle_for(found, 1, job.checkpoint_uri), commands
        if not options.script:
            raise BackendError("invalid_request", "slurm job needs either script or job_id")
        existing = self.find_job_by_key(key)
        if existing is not None:
            skipped = BackendCommand(
                command=f"sbatch {options.script}",
                skipped=True,
                output=f"job {existing.job_id} already submitted with key {key}",
                at=_now(),
            )
            return self.handle_for(existing, 1, job.checkpoint_uri), [skipped]
        job_id, record = self.submit(job, options, key, exclude=[], checkpoint=None)
        self.remember(job_id, job)
        self.watcher.invalidate()
        found, commands = self.find_job(job_id, fresh=True)
        return self.handle_for(found, 1, job.checkpoint_uri), [record, *commands]

    def check_adoptable(self, job: SlurmJob, commands: list[BackendCommand]) -> None:
        """Only a job of the configured user or account is adopted: supervision stops and
        requeues what it adopts, so adopting someone else's job would be acting on it."""
        if job.user in self.adopt_users or (job.account and job.account in self.adopt_accounts):
            return
        allowed = f"user {', '.join(self.adopt_users)}"
        if self.adopt_accounts:
            allowed += f" or account {', '.join(self.adopt_accounts)}"
        raise BackendError(
            "permission_denied",
            f"will not adopt Slurm job {job.job_id}: it belongs to user {job.user or '?'} "
            f"(account {job.account or '?'}), not to the configured {allowed} "
            f"(set {ADOPT_USERS_ENV} / {ADOPT_ACCOUNTS_ENV} on the worker)",
            commands,
        )

    def submit(
        self,
        job: JobSpec,
        options: SlurmJobOptions,
        key: str,
        exclude: list[str],
        checkpoint: CheckpointRef | None,
        script: str | None = None,
    ) -> tuple[str, BackendCommand]:
        """sbatch the script; the key in --comment makes a retried submission findable."""
        export = {
            **job.env,  # the job's own variables (docs/job-environment.md)
            "TRAINWARDEN_RUN_ROOT": str(self.run_root),
            "TRAINWARDEN_JOB_NAME": job.name,
        }
        if job.checkpoint_uri:
            export["TRAINWARDEN_CHECKPOINT_URI"] = job.checkpoint_uri
        if checkpoint is not None:
            export["TRAINWARDEN_RESUME_STEP"] = str(checkpoint.step)
            export["TRAINWARDEN_RESUME_PATH"] = checkpoint.location
        bad = [f"{k}={v}" for k, v in export.items() if "," in v]
        if bad:
            raise BackendError("invalid_request", f"--export values cannot hold commas: {bad}")
        self.run_root.mkdir(parents=True, exist_ok=True)
        argv = [
            "sbatch",
            "--parsable",
            f"--job-name={job.name}",
            f"--comment={KEY_COMMENT_PREFIX}{key}",
        ]
        if options.partition:
            argv.append(f"--partition={options.partition}")
        if not any(a.startswith("--open-mode") for a in options.sbatch_args):
            argv.append("--open-mode=append")  # a requeued run must not truncate the evidence
        user_export = export_list(options.sbatch_args)
        argv += [a for a in options.sbatch_args if not a.startswith("--export=")]
        script_path = script or str(options.script)
        given = [*script_directives(Path(script_path)), *options.sbatch_args]
        if job.workdir and not has_flag(given, "--chdir", "-D"):
            argv.append(f"--chdir={job.workdir}")
        if options.spare_nodes:
            try:
                text = read_regular_text(Path(script_path), MAX_SCRIPT_BYTES)
            except (OSError, UnsafeFileError) as exc:
                raise BackendError("invalid_request", f"batch script {exc}", []) from exc
            check_step_script(text, script_path)
            argv.append(f"--nodes={job.nodes + options.spare_nodes}")  # beats an #SBATCH -N
            export["TRAINWARDEN_STEP_NODES"] = str(job.nodes)
        elif not has_flag(given, "--nodes", "-N"):
            argv.append(f"--nodes={job.nodes}")
        if not has_flag(given, "--ntasks-per-node", "--ntasks", "-n"):
            argv.append(f"--ntasks-per-node={job.ranks_per_node}")
        if exclude:
            argv.append(f"--exclude={compress_nodes(exclude)}")
        ours = [f"{k}={v}" for k, v in export.items()]
        argv.append("--export=" + ",".join([*user_export, *ours]))
        try:
            wrapper = write_wrapper(
                Path(script_path), self.run_root / "scripts", key, spares=options.spare_nodes > 0
            )
        except UnsafeFileError as exc:  # a device, a FIFO, a huge file: refused, not retried
            raise BackendError("invalid_request", f"batch script {exc}", []) from exc
        argv.append(str(wrapper))
        result = self.runner.run(argv)
        job_id = result.stdout.strip().split(";")[0]
        if not job_id.isdigit():
            raise BackendError(
                "invalid_request", f"sbatch printed no job id: {result.stdout!r}", [result.record]
            )
        return job_id, result.record

    # --- observe -------------------------------------------------------------------------

    def observe(self, handle: JobHandle) -> JobObservation:
        found, _ = self.find_job(handle.job_id)
        step = self.step_of(found) if found.state == "RUNNING" else None
        job = self.as_step(found)
        snapshot_nodes = self.watcher.snapshot().nodes
        progress = read_progress(self.run_dir_of(job))
        events = self.watcher.job_events(job.job_id)
        # Slurm's own times where they are exact; else when this process first saw the state
        if job.state == "RUNNING" and job.start_time:
            state_since: datetime | None = job.start_time
        elif job.state in TERMINAL_STATES and job.end_time:
            state_since = job.end_time
        else:
            state_since = datetime.fromisoformat(events[-1]["ts"]) if events else None
        state, exit_code, reason = job.state, job.exit_code, job.reason
        if step is not None:  # a job with spares: its training step is what runs or failed
            if step.next_ordered:
                state, reason = "PENDING", f"step {step.step + 1} ordered in the allocation"
                state_since = step.ended_at or state_since
            elif step.ended_at is not None and step.exit_code:
                state, exit_code, state_since = "FAILED", step.exit_code, step.ended_at
                reason = f"step {step.step} exited {step.exit_code}; the allocation waits"
        down = [n for n in job.nodes if n in snapshot_nodes and snapshot_nodes[n].is_down]
        obs = JobObservation(
            job_id=job.job_id,
            run=handle.run,
            state=state,  # type: ignore[arg-type]
            state_since=state_since,
            exit_code=exit_code if state in TERMINAL_STATES else None,
            reason=reason,
            nodes=job.nodes,
            down_nodes=down,
            ranks=progress.ranks,
            run_first_step=progress.run_first_step,
            run_first_step_at=progress.run_first_step_at,
            recent_steps=progress.recent_steps,
            observed_at=_now(),
        )
        status = {r.rank for r in progress.ranks}
        # an output file may hold earlier jobs' and runs' lines: only this run's count
        start = run_start(job, obs, is_wrapper(job.command, self.run_root / "scripts"))
        if step is not None and step.step:  # a later step in the same allocation
            banner = wrapper_banner(job.job_id, job.restart_count, step.step)
            start = type(start)(at=step.started_at, first_line=banner)
        per_task = self.per_task(job)
        layout = progress.rank_nodes or block_rank_layout(
            job.nodes, job.tasks, job.tasks_per_node, per_task
        )
        obs = self._logs.apply(obs, output_streams(job), status, layout, start, per_task)
        if state == "RUNNING":  # first signs: node agents' events, nodes out of service
            obs.first_signs = self._node_events.signs(self.run_root, job.nodes, job.start_time)
            outputs = [Stream(path, "output", None) for path, _ in output_streams(job)]
            obs.first_signs += self._fatal.poll(job.job_id, handle.run, outputs, job.start_time)
            obs.first_signs += [
                firstsign.node_down(obs.observed_at, n, "DOWN", "slurm node state", bound=True)
                for n in down
            ]
            obs.first_signs += self._fatal.srun_signs(
                job.job_id, (handle.run, job.restart_count),
                [path for path, _ in output_streams(job)], start,
                lambda: self._not_ended_by_slurm(job), per_task,
            )  # fmt: skip
            obs.first_signs += self._lost_nodes(job, obs)
        return obs

    def _not_ended_by_slurm(self, job: SlurmJob) -> bool:
        """Asked once a run, on its first srun task-exit line: a fresh query shows the job
        still running (or failed by its own exit), not being preempted, cancelled, timed out
        or requeued. Slurm's controller changes the job's state before its signals reach the
        tasks, so a task line read before this query was no ending of Slurm's."""
        try:
            fresh, _ = self.find_job(job.job_id, fresh=True)
        except BackendError:
            return False
        base = fresh.raw_state.split()[0].split("+")[0].upper() if fresh.raw_state else ""
        if fresh.restart_count != job.restart_count:
            return False
        return base in {"RUNNING", "FAILED", "OUT_OF_MEMORY"} or (
            base == "COMPLETING" and fresh.reason == "NonZeroExitCode"
        )

    def _lost_nodes(self, job: SlurmJob, obs: JobObservation) -> list[FirstSign]:
        """Nodes whose node agent fell silent (trainwarden/nodeagent.py heartbeats) while their
        ranks stopped too: the node is gone (power, kernel, network), long before Slurm's
        SlurmdTimeout marks it DOWN. Timed by the node's last sign of life (its agent's last
        heartbeat or its ranks' last step, whichever is later), as a hang by its last step."""
        silence = float(os.environ.get(AGENT_SILENCE_ENV, DEFAULT_AGENT_SILENCE))
        silent = self._node_events.silent(
            self.run_root, job.nodes, job.start_time, obs.observed_at, silence
        )
        signs = []
        for node, beat in silent.items():
            steps = [r.at for r in obs.ranks if r.node == node and r.at is not None]
            if not steps:
                continue  # no progress known for the node: an agent's silence alone proves nothing
            last = max(beat, *steps)
            if (obs.observed_at - last).total_seconds() <= silence:
                continue  # its ranks went on: the agent died, not the node
            signs.append(firstsign.node_down(
                last, node, "lost",
                f"its node agent silent since {_iso(beat)} and its ranks' last step at "
                f"{_iso(max(steps))} (last sign of life)",
            ))  # fmt: skip
        return signs

    def configure_progress(self, job_id: str, settings: ProgressSettings) -> None:
        """The playbook's progress settings for this job (the monitor passes them)."""
        self._logs.configure(job_id, settings)

    # --- evidence ------------------------------------------------------------------------

    def collect_evidence(self, handle: JobHandle, dest: Path, since: datetime | None) -> Path:
        """docs/evidence-bundle.md bundle of the job's current run (its latest allocation) only: the
        output file is appended to across requeues and node logs span many jobs, so nothing
        before this run's start (or `since`, if later) is kept."""
        job, _ = self.show_job(handle.job_id)
        job = self.as_step(job)
        directory = self.run_dir_of(job)
        progress = read_progress(directory)
        per_task = self.per_task(job)
        ranks = progress.rank_nodes or block_rank_layout(
            job.nodes, job.tasks, job.tasks_per_node, per_task
        )
        # a job being stopped (a first sign's stop comes before the evidence) lists only the
        # nodes still completing: the run's own status files name every node it ran on
        nodes = sorted(set(job.nodes) | set(progress.rank_nodes.values())) or sorted(
            set(ranks.values())
        )
        start = job.start_time or handle.started_at or _now()
        if start > _now():  # pending: Slurm shows the *expected* start time
            start = job.submit_time or _now()
        run_start = start - timedelta(seconds=1)
        window = max(since, run_start) if since else run_start
        collected = _now()
        writer = BundleWriter(dest, window_start=window, ctx=node_time_context(collected))
        writer.jsonl("scheduler.jsonl", self._scheduler_events(job, nodes, window))
        metric_files = sorted((directory / "metrics").glob("rank-*.jsonl"))
        metrics = [m for p in metric_files for m in read_jsonl(p, window)]
        if not metrics and not progress.ranks:  # a program that only prints its progress
            metrics = self._logs.evidence_metrics(
                job.job_id, ranks, window, running=job.state == "RUNNING"
            )
        writer.jsonl("metrics.jsonl", metrics)
        def split(lines: list[str], at: datetime) -> None:
            streams = split_job_output(lines, ranks, job.batch_host, at, writer.ctx, per_task)
            for (node, stream), entries in streams.items():
                writer.log(node, stream, entries)

        outputs = [Path(p) for p in sorted({p for p in (job.std_out, job.std_err) if p})]
        notes = write_rank_logs(writer, directory, start, outputs, split, len(ranks))
        notes += self._write_node_logs(writer, nodes, start, collected)
        if job.state == "RUNNING":  # a hang: which rank's process is stopped, read on the nodes
            notes += self._write_process_states(writer, job, ranks, per_task, collected)
        # TORCH_NCCL_DEBUG_INFO_TEMP_FILE=$TRAINWARDEN_RUN_DIR/flight_recorder/rank_ in the job
        notes += writer.flight_recorder_dir(directory / "flight_recorder")
        return writer.finish({
            "job_id": job.job_id,
            "scheduler": "slurm",
            "nodes": nodes,
            "ranks": ranks,
            "timezone": _zone_name(collected),
            "collection_notes": notes,
            "slurm": {
                "state": job.raw_state,
                "exit_code": job.exit_code,
                "signal": job.signal,
                "reason": job.reason,
                "restart_count": job.restart_count,
                "batch_host": job.batch_host,
                "std_out": job.std_out,
                "std_err": job.std_err,
                "run_dir": str(directory),
            },
        }, collected_at=collected)

    def _write_process_states(
        self,
        writer: BundleWriter,
        job: SlurmJob,
        ranks: dict[str, str],
        per_task: int,
        at: datetime,
    ) -> list[str]:
        """processes.jsonl of a running job (activities/backends/slurm_processes.py); a
        collection note instead when the nodes could not be asked."""
        argv = probe_argv(job.job_id, job.nodes)
        result = self.runner.run(argv, check=False, timeout=PROBE_TIMEOUT)
        if not result.ok:
            first = (result.record.output.splitlines() or ["no output"])[0]
            return [f"process states not read (exit {result.record.exit_code}): {first}"]
        records = process_records(result.stdout, ranks, per_task, at)
        writer.jsonl("processes.jsonl", records, windowed=False)
        return []

    def _scheduler_events(self, job: SlurmJob, nodes: list[str], since: datetime
    ) -> list[dict[str, Any]]:
        events = [
            e
            for e in self.watcher.job_events(job.job_id)
            if _at(e) >= since and e["job_state"] in BUNDLE_JOB_STATES
        ]
        if job.start_time and not any(e["job_state"] == "RUNNING" for e in events):
            if job.start_time >= since:
                events.append({"ts": _iso(job.start_time), "job_state": "RUNNING"})
        if job.state in TERMINAL_STATES and not any(e["job_state"] == job.state for e in events):
            final: dict[str, Any] = {"ts": _iso(job.end_time or _now()), "job_state": job.state}
            if job.exit_code is not None:
                final["exit_code"] = job.exit_code
            if job.reason:
                final["reason"] = job.reason
            events.append(final)
        node_events = [e for e in self.watcher.node_events(nodes) if _at(e) >= since]
        self.watcher.watch_nodes(nodes)
        try:
            current, _ = self.watcher.query_nodes(nodes)
        except BackendError:
            current = {}
        for node in nodes:  # each node's state now, unless the last change already says it
            if node not in current:
                continue
            last = next((e for e in reversed(node_events) if e["node"] == node), None)
            state, reason = current[node].state, current[node].reason
            if last is None or (last["node_state"], last.get("reason")) != (state, reason):
                entry = {"ts": _iso(_now()), "node": node, "node_state": state}
                if reason:
                    entry["reason"] = reason
                node_events.append(entry)
        return sorted(events + node_events, key=lambda e: e["ts"])

    def _write_node_logs(
        self, writer: BundleWriter, nodes: list[str], start: datetime, until: datetime
    ) -> list[str]:
        """Kernel log (from the configured source) and slurmd log of each node of the run;
        returns notes on the sources that could not be read."""
        notes: list[str] = []
        since = writer.window_start or start
        for node in nodes:
            if self.kernel_source is not None:
                lines, note = self.kernel_source.read(node, since, until)
                if note:
                    notes.append(f"kernel log of {node}: {note}")
                writer.log_lines(node, "kernel", lines, start)
            slurmd_log = self.slurmd_log_template()
            if slurmd_log:
                node_dir = safe_part(node)  # a node name from Slurm never leaves its directory
                path = Path(slurmd_log.replace("%n", node_dir).replace("%h", node_dir))
                writer.log_lines(node, "slurmd", read_lines(path), start)
        return notes

    def cluster_config(self) -> dict[str, str]:
        """``scontrol show config`` as {key: value}, asked once per backend (it rarely changes)."""
        if self._config is None:
            result = self.runner.run(["scontrol", "show", "config"], check=False)
            if not result.ok:
                return {}
            found = re.findall(r"^(\S+)\s+=\s+(.*?)\s*$", result.stdout, re.MULTILINE)
            self._config = dict(found)
        return self._config

    def slurmd_log_template(self) -> str | None:
        value = self.cluster_config().get("SlurmdLogFile", "")
        return value if value.startswith("/") else None

    def completed_job_record(self, job_id: str) -> SlurmJob | None:
        """The job's last record in the jobcomp/filetxt file, once the controller forgot it."""
        config = self.cluster_config()
        if config.get("JobCompType") != "jobcomp/filetxt" or not config.get("JobCompLoc"):
            return None
        prefix = f"JobId={job_id} "
        lines = [ln for ln in read_lines(Path(config["JobCompLoc"])) if ln.startswith(prefix)]
        if not lines:
            return None
        record = parse_scontrol_record(lines[-1])
        record.setdefault("JobName", record.get("Name", ""))
        return job_from_scontrol(" ".join(f"{k}={v}" for k, v in record.items()))

    # --- exclusion -----------------------------------------------------------------------

    def exclude(
        self, handle: JobHandle, nodes: list[str], reason: str, key: str
    ) -> list[BackendCommand]:
        """Drain nodes with a trainwarden reason; checks state first, so a retry is a no-op."""
        nodes = list(dict.fromkeys(nodes))
        if not nodes:
            return []
        states, commands = self.node_states(nodes)
        if self.max_excluded_nodes is not None:
            job, job_cmds = self.show_job(handle.job_id)  # ExcNodeList is scontrol's
            commands += job_cmds
            total = set(job.excluded_nodes or []) | set(nodes)
            if len(total) > self.max_excluded_nodes:
                raise BackendError(
                    "invalid_request",
                    f"excluding {compress_nodes(sorted(total))} would exceed the limit of "
                    f"{self.max_excluded_nodes} excluded nodes for job {job.job_id}",
                    commands=commands,
                )
        text = (
            reason if reason.startswith(DRAIN_REASON_PREFIX) else f"{DRAIN_REASON_PREFIX} {reason}"
        )
        plain: list[str] = []
        for node in nodes:
            state = states[node]
            drain = f"scontrol update nodename={node} state=drain reason={shlex.quote(text)}"
            if state.state == "DRAIN" or "DRAIN" in state.flags:
                ours = (state.reason or "").startswith(DRAIN_REASON_PREFIX)
                note = (
                    f"{node} already {state.state} by trainwarden ({state.reason}); "
                    "not drained again"
                    if ours
                    else f"{node} already {state.state} by {state.reason_user or 'someone else'}: "
                    f"{state.reason or 'no reason'}; left as is, reason not overwritten"
                )
                commands.append(BackendCommand(command=drain, skipped=True, output=note, at=_now()))
                continue
            if not state.reason or state.state not in {"DOWN", "FAIL"}:
                plain.append(node)  # (25.11 keeps an old reason on a node back in service)
                continue
            # DOWN/FAIL with Slurm's or someone's reason: keep it visible
            node_reason = f"{text} (was {state.state}: {state.reason})"
            result = self.runner.run(
                ["scontrol", "update", f"nodename={node}", "state=drain", f"reason={node_reason}"]
            )
            commands.append(result.record)
        if plain:  # one command for all with the same reason, the nodes as a hostlist
            result = self.runner.run(
                ["scontrol", "update", f"nodename={compress(plain)}", "state=drain",
                 f"reason={text}"]
            )
            commands.append(result.record)
        self.watcher.invalidate()
        return commands

    def return_to_service(
        self, nodes: list[str], reason: str, key: str, force: bool = False
    ) -> list[BackendCommand]:
        """Resume nodes trainwarden drained, once the health check passes.

        force (the operator's manual path) also resumes nodes drained by others and skips
        the health check.
        """
        nodes = list(dict.fromkeys(nodes))
        if not nodes:
            return []
        states, commands = self.node_states(nodes)
        for node in nodes:
            state = states[node]
            resume = f"scontrol update nodename={node} state=resume"
            if state.state not in {"DRAIN", "DOWN", "FAIL"} and "DRAIN" not in state.flags:
                commands.append(BackendCommand(
                    command=resume, skipped=True, at=_now(),
                    output=f"{node} is {state.state}: already in service",
                ))  # fmt: skip
                continue
            ours = (state.reason or "").startswith(DRAIN_REASON_PREFIX)
            if not ours and not force:
                commands.append(BackendCommand(
                    command=resume, skipped=True, at=_now(),
                    output=f"{node} drained by {state.reason_user or 'someone else'} "
                    f"({state.reason}); not resumed without an operator's force",
                ))  # fmt: skip
                continue
            if self.health_check and not force:
                check = self.runner.run(
                    [a.format(node=node) for a in self.health_check], check=False
                )
                commands.append(check.record)
                if not check.ok:
                    commands.append(BackendCommand(
                        command=resume, skipped=True, at=_now(),
                        output=f"{node} failed its health check; left drained",
                    ))  # fmt: skip
                    continue
            commands.append(
                self.runner.run(["scontrol", "update", f"nodename={node}", "state=resume"]).record
            )
        self.watcher.invalidate()
        return commands

    # --- restart / stop ------------------------------------------------------------------

    def restart(
        self,
        handle: JobHandle,
        exclude: list[str],
        checkpoint: CheckpointRef | None,
        key: str,
        requeue_priority: str = "as_is",
    ) -> tuple[JobHandle, list[BackendCommand]]:
        """Requeue (same job id) when Slurm allows it, else cancel and resubmit; a job with
        spares gets a new step inside its allocation instead while a spare is left.
        requeue_priority: the playbook's policies.requeue_priority (after a requeue)."""
        marker = self.job_root(handle.job_id) / "restarts" / _key_file_name(key)
        if marker.exists():
            done = json.loads(marker.read_text())
            job, commands = self.find_job(done["job_id"], fresh=True)
            if done["via"] == "in_allocation" and job.restart_count == done["restart_count"]:
                return self._step_handle(job, handle, done["step"], commands, done.get("note"))
            if done["via"] == "requeue" and job.restart_count <= done["restart_count"]:
                pass  # marker written but the requeue never happened: do it now
            else:
                if job.raw_state.startswith("PENDING") and job.reason == "JobHeldUser":
                    commands.append(self.runner.run(["scontrol", "release", job.job_id]).record)
                skipped = BackendCommand(
                    command=f"restart {handle.job_id}", skipped=True, at=_now(),
                    output=f"already restarted with key {key} as job {job.job_id}",
                )  # fmt: skip
                return self._restarted(job, handle, checkpoint), [skipped, *commands]
        job, commands = self.find_job(handle.job_id, fresh=True)
        if job.excluded_nodes is None:  # squeue's record: the job's ExcNodeList is scontrol's
            job, more = self.show_job(handle.job_id)
            commands += more
        excluded = sorted(set(exclude) | set(job.excluded_nodes or []))
        if excluded:
            self.node_states(excluded)  # invalid_node before touching the job
        why = None
        if self.spares_of(job.job_id):
            done, why = self._in_allocation(job, handle, exclude, checkpoint, marker)
            if done is not None:
                return done[0], commands + done[1]
        if self.restart_via == "requeue" and job.requeue:
            try:
                restarted, more = self._requeue(job, handle, excluded, checkpoint, marker, commands)
                more += self._jump_queue(job, requeue_priority)
                return self._noted(restarted, "requeue", why, more), more
            except BackendError as exc:
                if exc.kind not in {"unknown_job", "invalid_request"}:
                    raise
                # Slurm would not requeue it (purged, not a batch job...): resubmit instead
                marker.unlink(missing_ok=True)
                commands += exc.commands
        restarted, more = self._resubmit(job, handle, excluded, checkpoint, key, marker, commands)
        return self._noted(restarted, "resubmit", why, more), more

    def _jump_queue(self, job: SlurmJob, priority: str) -> list[BackendCommand]:
        """What the site permits to shorten a requeued job's wait (policies.requeue_priority);
        failures are recorded, never fatal: the job is requeued either way."""
        if priority == "as_is":
            return []
        commands: list[BackendCommand] = []
        if priority == "expedite":
            why = self._expedite_refused(job)
            if why is None:
                return [BackendCommand(
                    command=f"requeue {job.job_id} expedited", skipped=True, at=_now(),
                    output="the job was submitted with --requeue=expedite and the site allows "
                    "it (enable_expedited_requeue): Slurm requeues it at top priority itself",
                )]  # fmt: skip
            commands.append(BackendCommand(
                command="scontrol --version", at=_now(), output=f"{why}; scontrol top instead",
            ))  # fmt: skip
        top = self.runner.run(["scontrol", "top", job.job_id], check=False)
        commands.append(top.record)
        if not top.ok:  # e.g. priority/basic: a negative nice does it (an operator's right)
            nice = ["scontrol", "update", f"jobid={job.job_id}", "nice=-10000"]
            commands.append(self.runner.run(nice, check=False).record)
        return commands

    def _expedite_refused(self, job: SlurmJob) -> str | None:
        """Why Slurm will not expedite this job's requeue itself (None: it will). It takes a
        25.11 release (read from the cluster, never assumed), the site's
        ``SlurmctldParameters=enable_expedited_requeue`` and the job's own
        ``--requeue=expedite`` (in its sbatch options or its script's #SBATCH lines)."""
        release = self.watcher.release()
        if release is None or not release.has_expedite:
            return f"Slurm {release or '(release unknown)'}: no --requeue=expedite before 25.11"
        params = self.cluster_config().get("SlurmctldParameters", "")
        if "enable_expedited_requeue" not in params.split(","):
            return f"Slurm {release}: expedited requeues not enabled (SlurmctldParameters)"
        spec = self.spec_of(JobHandle(backend=self.name, job_id=job.job_id, run=1))
        options = spec.slurm or self.options
        given = list(options.sbatch_args)
        if options.script:
            given += script_directives(Path(options.script))
        if "--requeue=expedite" not in given:
            return f"Slurm {release}: job {job.job_id} was not submitted with --requeue=expedite"
        return None

    @staticmethod
    def _noted(
        handle: JobHandle, via: str, why: str | None, commands: list[BackendCommand]
    ) -> JobHandle:
        """The handle of a requeued or resubmitted job: how, why (a job with spares), and when
        it went back to the queue (the release or sbatch that put it there)."""
        verb = "release" if via == "requeue" else "sbatch"
        queued = [c.at for c in commands if c.command.startswith(f"scontrol {verb}")]
        queued += [c.at for c in commands if c.command.startswith(verb) and not c.skipped]
        return handle.model_copy(update={
            "restart_via": via,
            "restart_note": f"{via}d: {why}" if why else None,
            "queued_at": next((at for at in reversed(queued) if at is not None), None),
        })  # fmt: skip

    def _in_allocation(
        self,
        job: SlurmJob,
        handle: JobHandle,
        exclude: list[str],
        checkpoint: CheckpointRef | None,
        marker: Path,
    ) -> tuple[tuple[JobHandle, list[BackendCommand]] | None, str | None]:
        """A new training step on the healthy nodes plus spares, inside the same allocation:
        ((handle, commands), None), or (None, why it must requeue instead)."""
        if job.state != "RUNNING":
            return None, f"the allocation is gone (job {job.raw_state}{_why(job.reason)})"
        states = self.watcher.snapshot(max_age=0).nodes
        host = states.get(job.batch_host or "")
        if host is not None and host.is_down:  # drained only: its batch shell still runs steps
            return None, f"the batch host {host.name} is {host.raw_state}: the allocation ends"
        directory = steps_dir(self.run_root, job.job_id, job.restart_count)
        step = read_step(directory)
        if step is None:
            return None, "no training step of this allocation was started by trainwarden's wrapper"
        out = {n for n in job.nodes if n in states and (states[n].is_down or _drained(states[n]))}
        bad = set(exclude) | out
        need = len(step.nodes) or self.spec_of(handle).nodes
        nodes = pick_nodes(job.nodes, step.nodes, bad, need)
        if nodes is None:
            lost = sorted(bad & set(job.nodes))
            return None, (
                f"no spare left in the allocation: {len(job.nodes)} nodes, "
                f"{compress_nodes(lost)} out, {need} needed"
            )
        spares = sorted(set(nodes) - set(step.nodes))
        note = f"in the allocation on spare {compress_nodes(spares)}: same job, no requeue"
        marker.parent.mkdir(parents=True, exist_ok=True)
        marker.write_text(json.dumps({
            "via": "in_allocation", "job_id": job.job_id, "restart_count": job.restart_count,
            "step": step.step + 1, "note": note,
        }))  # fmt: skip
        go = write_go(directory, step.step + 1, nodes, checkpoint)
        commands = [BackendCommand(
            command=f"write {go}", at=_now(),
            output=f"step {step.step + 1} ordered on {compress_nodes(nodes)}",
        )]  # fmt: skip
        if step.ended_at is None:  # still running (a hang): end it, the wrapper goes on
            commands += self._cancel_steps(job.job_id)
        self.watcher.invalidate()
        return self._step_handle(job, handle, step.step + 1, commands, note), None

    def _step_handle(
        self,
        job: SlurmJob,
        handle: JobHandle,
        step: int,
        commands: list[BackendCommand],
        note: str | None,
    ) -> tuple[JobHandle, list[BackendCommand]]:
        restarted = self._restarted(job, handle, None).model_copy(update={
            "step": step, "restart_via": "in_allocation", "restart_note": note,
        })  # fmt: skip
        return restarted, commands

    def _cancel_steps(self, job_id: str) -> list[BackendCommand]:
        """scancel the job's own srun steps, never its batch step: the allocation stays."""
        listed = self.runner.run(["squeue", "-h", "-s", "-j", job_id, "-o", "%i"], check=False)
        steps = [
            s for s in listed.stdout.split() if s.split(".")[-1].isdigit() and s.startswith(job_id)
        ]
        commands = [listed.record]
        if steps:
            commands.append(self.runner.run(["scancel", *steps], check=False).record)
        return commands

    def _requeue(
        self,
        job: SlurmJob,
        handle: JobHandle,
        excluded: list[str],
        checkpoint: CheckpointRef | None,
        marker: Path,
        commands: list[BackendCommand],
    ) -> tuple[JobHandle, list[BackendCommand]]:
        marker.parent.mkdir(parents=True, exist_ok=True)
        marker.write_text(
            json.dumps({"via": "requeue", "job_id": job.job_id, "restart_count": job.restart_count})
        )
        self._write_resume_file(job.job_id, checkpoint)
        if job.state == "PENDING":
            held = self.runner.run(["scontrol", "hold", job.job_id], check=False)
            commands.append(held.record)
            if not held.ok:  # no longer pending (ended since it was read): requeue it instead
                commands.append(self.runner.run(["scontrol", "requeuehold", job.job_id]).record)
        else:
            commands.append(self.runner.run(["scontrol", "requeuehold", job.job_id]).record)
        if excluded:
            update = ["scontrol", "update", f"jobid={job.job_id}",
                      f"ExcNodeList={compress_nodes(excluded)}"]  # fmt: skip
            commands.append(self.runner.run(update).record)
        commands.append(self.runner.run(["scontrol", "release", job.job_id]).record)
        self.watcher.invalidate()
        requeued, more = self.find_job(job.job_id, fresh=True)
        return self._restarted(requeued, handle, checkpoint), commands + more

    def _resubmit(
        self,
        job: SlurmJob,
        handle: JobHandle,
        excluded: list[str],
        checkpoint: CheckpointRef | None,
        key: str,
        marker: Path,
        commands: list[BackendCommand],
    ) -> tuple[JobHandle, list[BackendCommand]]:
        existing = self.find_job_by_key(key)
        if existing is None:
            try:  # fresh: a failed requeue attempt may have left it held
                job, more = self.find_job(job.job_id, fresh=True)
                commands += more
            except BackendError as exc:
                if exc.kind != "unknown_job":
                    raise
            if job.state not in TERMINAL_STATES:
                commands.append(self.runner.run(["scancel", job.job_id]).record)
            spec = self.spec_of(handle)
            options = (spec.slurm or self.options).model_copy(update={"job_id": None})
            script = options.script
            if not script:
                script = self._saved_batch_script(job.job_id, commands)
                given = options.sbatch_args
                original = [a for a in original_sbatch_args(job) if not flag_in(a, given)]
                options = options.model_copy(update={"sbatch_args": [*original, *given]})
            spec = spec.model_copy(update={"slurm": options})
            new_id, record = self.submit(spec, options, key, excluded, checkpoint, script)
            self.remember(new_id, spec)
            commands.append(record)
        else:
            new_id = existing.job_id
        marker.parent.mkdir(parents=True, exist_ok=True)
        marker.write_text(json.dumps({"via": "resubmit", "job_id": new_id, "restart_count": 0}))
        self.watcher.invalidate()
        new_job, more = self.find_job(new_id, fresh=True)
        return self._restarted(new_job, handle, checkpoint), commands + more

    def _saved_batch_script(self, job_id: str, commands: list[BackendCommand]) -> str:
        """A job submitted outside trainwarden: resubmit the script Slurm kept for it."""
        fd, path = tempfile.mkstemp(prefix=f"job-{job_id}-", suffix=".sh", dir=self.run_root)
        os.close(fd)
        os.unlink(path)
        commands.append(self.runner.run(["scontrol", "write", "batch_script", job_id, path]).record)
        return path

    def _write_resume_file(self, job_id: str, checkpoint: CheckpointRef | None) -> None:
        path = self.job_root(job_id) / RESUME_FILE
        path.parent.mkdir(parents=True, exist_ok=True)
        if checkpoint is None:
            path.unlink(missing_ok=True)
            return
        tmp = path.with_suffix(".tmp")
        tmp.write_text(
            f"TRAINWARDEN_RESUME_STEP={checkpoint.step}\n"
            f"TRAINWARDEN_RESUME_PATH={shlex.quote(checkpoint.location)}\n"
        )
        tmp.replace(path)

    def _restarted(
        self, job: SlurmJob, handle: JobHandle, checkpoint: CheckpointRef | None
    ) -> JobHandle:
        return JobHandle(
            backend=self.name,
            job_id=job.job_id,
            run=handle.run + 1,
            nodes=[],
            ranks={},
            checkpoint_uri=handle.checkpoint_uri,
            started_at=None,
        )

    def stop(self, handle: JobHandle, reason: str, key: str) -> list[BackendCommand]:
        job, commands = self.find_job(handle.job_id, fresh=True)
        if key.endswith(FIRST_SIGN_STOP) and job.state == "RUNNING" and self.spares_of(job.job_id):
            # the remaining ranks of a job with spares: end the training step, keep the
            # allocation (its wrapper waits for the next step)
            commands += self._cancel_steps(job.job_id)
            self.watcher.invalidate()
            return commands
        if job.state in TERMINAL_STATES:
            commands.append(BackendCommand(
                command=f"scancel {job.job_id}", skipped=True, at=_now(),
                output=f"job {job.job_id} already {job.raw_state}",
            ))  # fmt: skip
            return commands
        commands.append(self.runner.run(["scancel", job.job_id]).record)
        self.watcher.invalidate()
        return commands


def _why(reason: str | None) -> str:
    return f", {reason}" if reason and reason != "None" else ""


def _drained(node: SlurmNode) -> bool:
    return node.state == "DRAIN" or "DRAIN" in node.flags


def _iso(ts: datetime) -> str:
    return ts.astimezone(UTC).isoformat(timespec="milliseconds")


def _at(event: dict[str, Any]) -> datetime:
    return datetime.fromisoformat(event["ts"])


__all__ = ["RESUME_SNIPPET", "SlurmBackend", "parse_scontrol_record"]
