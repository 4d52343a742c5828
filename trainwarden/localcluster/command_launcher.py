"""The launcher of a run of a user's command (``job.command``) on the local cluster.

The command runs once per node of the allocation, each in its own session and process group,
with the job's environment (trainwarden.jobenv plus the per-node variables of
docs/job-environment.md). Each node's output is read line by line, timestamped, kept whole in
``logs/NODE/node.log`` and split per global rank into ``logs/NODE/rank-R.log`` by the prefixes
launchers put on lines (trainwarden.progresslog.rankprefix). The launcher carries out the faults
a user's program cannot simulate itself: ``xid`` (the driver's kernel line on the node, then
SIGKILL of the node's processes), ``hang`` (SIGSTOP) and ``node_loss`` (SIGKILL, node DOWN).
"""

from __future__ import annotations

import codecs
import os
import re
import shlex
import signal
import subprocess
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

from trainwarden.jobenv import job_environment
from trainwarden.localcluster.fsutil import append_line, atomic_write_json, iso, utcnow
from trainwarden.localcluster.launcher import PACKAGE_PARENT, Launcher
from trainwarden.localcluster.procs import run_processes, signal_all
from trainwarden.localcluster.torchrunlines import torchrun_without_restarts, worker_failure
from trainwarden.progresslog.rankprefix import split_rank

if TYPE_CHECKING:  # pydantic and the followers are imported once a fault is armed
    from trainwarden.localcluster.faults import ArmedFault, Fault
    from trainwarden.progresslog import LogProgress

COMMAND_FAULT_KINDS: tuple[str, ...] = ("xid", "hang", "node_loss")
"""The fault kinds the launcher carries out on a user's command; the others (a bad batch, a
slow step, a NaN loss) happen inside the simulated trainer and need its cooperation."""
READER_JOIN_SECONDS = 2.0
MAX_LINE_CHARS = 65_536
MASTER_ADDR = "127.0.0.1"
_VAR = re.compile(r"\$(?:\{(?P<braced>[A-Za-z_][A-Za-z0-9_]*)\}|(?P<plain>[A-Za-z_][A-Za-z0-9_]*))")


def expand(arg: str, env: dict[str, str]) -> str:
    """``$NAME`` / ``${NAME}`` of the job's environment in one argument of a list command
    (no shell runs for a list, so trainwarden expands them); unknown names stay as written."""

    def value(match: re.Match[str]) -> str:
        name = match.group("braced") or match.group("plain")
        return env.get(name, match.group(0))

    return _VAR.sub(value, arg)


def node_environment(spec: dict[str, Any], node: str, node_rank: int) -> dict[str, str]:
    """The environment of one node's process (docs/job-environment.md)."""
    own = {
        "TRAINWARDEN_JOB": spec["name"],
        "TRAINWARDEN_NODE": node,
        "TRAINWARDEN_NODE_RANK": str(node_rank),
        "TRAINWARDEN_NNODES": str(len(spec["nodes"])),
        "TRAINWARDEN_NPROC_PER_NODE": str(spec["ranks_per_node"]),
        "TRAINWARDEN_WORLD_SIZE": str(len(spec["ranks"])),
        "MASTER_ADDR": MASTER_ADDR,
        "MASTER_PORT": str(spec["master_port"]),
        "TRAINWARDEN_RUN": str(spec["run"]),
        "TRAINWARDEN_RUN_DIR": spec["run_dir"],
        "TRAINWARDEN_CHECKPOINT_URI": spec["checkpoint_uri"],
        "PYTHONUNBUFFERED": "1",
    }
    if spec.get("resume_step") is not None and spec.get("resume_path"):
        own["TRAINWARDEN_RESUME_STEP"] = str(spec["resume_step"])
        own["TRAINWARDEN_RESUME_PATH"] = spec["resume_path"]
    user = dict(spec.get("env") or {})
    # the stdlib-only progress client (trainwarden.progress) is importable, after the user's path
    own["PYTHONPATH"] = os.pathsep.join(filter(None, [user.get("PYTHONPATH"), PACKAGE_PARENT]))
    return job_environment(os.environ, user, own)


def command_argv(command: list[str] | str, env: dict[str, str]) -> list[str]:
    if isinstance(command, str):
        return ["/bin/sh", "-c", command]
    return [expand(arg, env) for arg in command]


def start_node_process(
    argv: list[str], workdir: str, env: dict[str, str]
) -> subprocess.Popen[bytes]:
    """One node's process: its own session and process group, output to one pipe."""
    return subprocess.Popen(
        argv,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        stdin=subprocess.DEVNULL,
        cwd=workdir,
        env=env,
        start_new_session=True,
    )


def output_lines(stream: IO[bytes], max_chars: int = MAX_LINE_CHARS) -> Iterator[str]:
    """Lines as they arrive: a progress bar's carriage returns end lines too (tqdm redraws
    one line with ``\\r``), and a line longer than ``max_chars`` is cut in pieces, so memory stays
    bounded whatever the program writes."""
    pending = ""
    fd = stream.fileno()
    decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
    while True:
        chunk = os.read(fd, 65536)
        if not chunk:
            break
        pending += decoder.decode(chunk)
        *lines, pending = re.split(r"\r\n|\n|\r", pending)
        for line in lines:
            for start in range(0, len(line), max_chars):
                yield line[start : start + max_chars]
        while len(pending) > max_chars:
            yield pending[:max_chars]
            pending = pending[max_chars:]
    if pending:
        yield pending


class CommandLauncher(Launcher):
    """``self.procs`` is keyed by node rank (one process group per node), not by rank."""

    def __init__(self, run_dir: Path):
        super().__init__(run_dir)
        self.nodes: list[str] = list(self.spec["nodes"])
        self.readers: dict[int, threading.Thread] = {}
        self.stopped: set[int] = set()
        self.log_progress: dict[tuple[str, str | None], LogProgress] = {}
        self.counts: dict[str, dict[str, Any]] = {}  # fault id -> what note_count wrote
        # torchrun's worker-failed line is a first sign only where torchrun will not restart
        self.torchrun_final = torchrun_without_restarts(
            self.spec["command"], node_environment(self.spec, self.nodes[0], 0)
        ) if self.nodes else False

    def units_on(self, node: str) -> list[int]:
        return [i for i, n in enumerate(self.nodes) if n == node]

    def node_ranks(self, node_rank: int) -> dict[int, str]:
        node = self.nodes[node_rank]
        return {r: n for r, n in self.ranks.items() if n == node}

    # -- processes ------------------------------------------------------------------------
    def spawn(self) -> None:
        workdir = self.spec.get("workdir") or self.spec["run_dir"]
        for index, node in enumerate(self.nodes):
            env = node_environment(self.spec, node, index)
            (self.run.dir / "logs" / node).mkdir(parents=True, exist_ok=True)
            argv = command_argv(self.spec["command"], env)
            try:
                proc = start_node_process(argv, workdir, env)
            except OSError as err:  # not found, not executable: a failed node, as a shell has it
                message = f"trainwarden: cannot start {argv[0]!r} on {node}: {err}"
                argv = ["/bin/sh", "-c", 'echo "$0" >&2; exit 127', message]
                proc = start_node_process(argv, self.spec["run_dir"], env)
            self.procs[index] = proc
            reader = threading.Thread(
                target=self.copy_output, args=(index, proc.stdout), daemon=True
            )
            reader.start()
            self.readers[index] = reader
        atomic_write_json(self.run.pids, {str(i): p.pid for i, p in self.procs.items()})

    def copy_output(self, node_rank: int, stream: IO[bytes] | None) -> None:
        """Timestamp each line; the node's whole output, and each rank's own lines apart."""
        if stream is None:
            return
        node = self.nodes[node_rank]
        ranks = self.node_ranks(node_rank)
        per_node = self.spec["ranks_per_node"]
        only = next(iter(ranks)) if len(ranks) == 1 else None
        node_log = self.run.dir / "logs" / node / "node.log"
        with open(node_log, "a", encoding="utf-8") as whole:
            files: dict[int, IO[str]] = {}
            try:
                for line in output_lines(stream):
                    stamp = iso()
                    whole.write(f"{stamp} {line}\n")
                    whole.flush()
                    if self.torchrun_final:
                        self.note_worker_failure(node_rank, line, stamp)
                    rank, text = split_rank(line, node_rank, per_node)
                    if rank not in ranks:
                        rank, text = only, line
                    if rank is None:
                        continue
                    if rank not in files:
                        path = self.run.rank_log(node, rank)
                        files[rank] = open(path, "a", encoding="utf-8")
                    files[rank].write(f"{stamp} {text}\n")
                    files[rank].flush()
            finally:
                for handle in files.values():
                    handle.close()

    def note_worker_failure(self, node_rank: int, line: str, stamp: str) -> None:
        """torchrun's ``failed (exitcode: N) local_rank: L`` line: that rank's exit, timed on
        the line's arrival, a second before torchrun itself exits (torchrunlines.py)."""
        failure = worker_failure(line)
        if failure is None or failure.exit_status == 0:
            return
        if self.terminate_requested or self.run.cancel.exists():
            return  # trainwarden's own stop: not a fault
        ranks = sorted(self.node_ranks(node_rank))
        if failure.local_rank >= len(ranks):
            return
        rank = ranks[failure.local_rank]
        entry = {"node": self.nodes[node_rank], "rank": rank, "what": "rank",
                 "exit_status": failure.exit_status, "at": stamp, "pid": failure.pid}
        self.write_exit(f"rank-{rank}", entry)

    def signal_node(self, node_rank: int, sig: signal.Signals) -> int:
        """Every process of the node: its process group while the leader is ours, plus any
        process that left the group but carries the node's environment marks."""
        proc = self.procs[node_rank]
        sent = 0
        if proc.poll() is None:
            try:
                os.killpg(proc.pid, sig)
                sent += 1
            except ProcessLookupError:
                pass
        node = self.nodes[node_rank]
        return sent + signal_all(run_processes(self.spec["run_dir"], node), sig)

    def kill(self, ranks: list[int], sig: signal.Signals = signal.SIGKILL) -> None:
        for node_rank in ranks:
            self.signal_node(node_rank, sig)

    def kill_all_and_reap(self) -> None:
        super().kill_all_and_reap()
        self.join_readers()

    def join_readers(self) -> None:
        for reader in self.readers.values():
            reader.join(timeout=READER_JOIN_SECONDS)

    def reap(self) -> None:
        for index, proc in self.procs.items():
            if index not in self.exits and proc.poll() is not None:
                self.readers[index].join(timeout=READER_JOIN_SECONDS)
        super().reap()

    def exit_owner(self, key: int) -> dict[str, Any]:
        """One process per node: the node's launcher (torchrun, the user's command)."""
        return {"node": self.nodes[key], "rank": None, "what": "node launcher"}

    def fail(self) -> None:
        assert self.first_failure is not None
        index, status, _ = self.first_failure
        node = self.nodes[index]
        self.set_state(
            "FAILED",
            exit_code=status,
            reason=f"NonZeroExitCode: node {index} ({node}) exited with status {status}",
            first_failed_node=node,
        )

    # -- faults ---------------------------------------------------------------------------
    fault_kinds = COMMAND_FAULT_KINDS

    def job_steps(self, preset: str = "auto", pattern: str | None = None) -> int:
        """Steps the job completed in this run by any source it has: any rank's status file
        (trainwarden.progress), any node's output lines (read by the monitor's presets and
        follower). A program whose rank 0 alone prints its steps counts for every node."""
        from trainwarden.progresslog import LineMatcher, LogProgress

        logs = self.log_progress.get((preset, pattern))
        if logs is None:
            logs = LogProgress(LineMatcher(preset, pattern))
            for node in self.nodes:
                logs.follow(self.run.dir / "logs" / node / "node.log")
            self.log_progress[(preset, pattern)] = logs
        logs.poll()
        return max(self.run_steps(list(self.ranks)), logs.advanced())

    def claim_steps(self, fault: Fault) -> int:
        return self.job_steps(fault.preset, fault.pattern)

    def fire_faults(self) -> None:
        """xid, hang and node_loss, once due by the job's steps (job_steps) or on time."""
        pending = [f for f in self.armed() if f.id not in self.fired and f.node in self.nodes]
        if not pending:
            return
        now = utcnow()
        counted: dict[tuple[str, str | None], int] = {}
        for fault in pending:
            source = (fault.preset, fault.pattern)
            if fault.after_seconds is None and source not in counted:
                counted[source] = self.job_steps(*source)
            steps = counted.get(source, 0)
            if not fault.due(steps, now):
                self.note_count(fault, steps, None)
                continue
            self.fired.add(fault.id)
            self.note_count(fault, steps, iso())
            index = self.nodes.index(fault.node)
            if fault.kind == "xid":
                from trainwarden.localcluster.firing import xid_kernel_line

                pid = self.procs[index].pid
                line = xid_kernel_line(fault.xid, 0, pid)
                append_line(self.layout.kernel_log(fault.node), f"{iso()} {line}")
                self.signal_node(index, signal.SIGKILL)
            elif fault.kind == "hang":
                self.signal_node(index, signal.SIGSTOP)
                self.stopped.add(index)
            elif fault.kind == "node_loss":
                self.lose_node(fault.node)

    def note_count(self, fault: ArmedFault, steps: int, fired_at: str | None) -> None:
        """What the run counted towards each armed fault, and when it fired
        (``warden cluster status`` shows it): written when it changes."""
        entry = {
            "node": fault.node,
            "kind": fault.kind,
            "steps": steps if fault.after_seconds is None else None,
            "fire_after": fault.fire_after if fault.after_seconds is None else None,
            "after_seconds": fault.after_seconds,
            "armed_at": fault.armed_at,
            "fired_at": fired_at,
        }
        if self.counts.get(fault.id) != entry:
            self.counts[fault.id] = entry
            atomic_write_json(self.run.fault_counts, self.counts)


def describe(command: list[str] | str) -> str:
    """The command as one line for the submit record."""
    return command if isinstance(command, str) else shlex.join(command)
