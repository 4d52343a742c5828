"""The detached per-run launcher: ``python -m trainwarden.localcluster.launcher RUN_DIR``.

It plays the node daemons and scheduler of a small cluster for one run: spawns the rank
processes with their logs, arms faults from the cluster's fault table, kills a lost node's
processes, and records job and node state transitions in scheduler.jsonl and state.json.
It runs in its own session so it survives the worker that submitted it.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from trainwarden.jobenv import job_environment
from trainwarden.localcluster.fsutil import (
    append_jsonl,
    atomic_write_json,
    iso,
    locked,
    read_json,
    utcnow,
)
from trainwarden.localcluster.layout import ClusterLayout, RunLayout
from trainwarden.localcluster.state import claim_faults, down_nodes

if TYPE_CHECKING:
    from trainwarden.localcluster.faults import ArmedFault, Fault

POLL_SECONDS = 0.05
FAULT_POLL_SECONDS = 0.25
NODE_DOWN_DELAY = 0.5
FAILURE_GRACE_EXTRA = 2.0
PACKAGE_PARENT = str(Path(__file__).resolve().parents[2])


def trainer_command(spec: dict[str, Any], rank: int, node: str, local_rank: int) -> list[str]:
    opts = spec["options"]
    layout = ClusterLayout(Path(spec["cluster_root"]))
    cmd = [
        sys.executable,
        "-m",
        "trainwarden.localcluster.trainer",
        "--rank",
        str(rank),
        "--world-size",
        str(len(spec["ranks"])),
        "--local-rank",
        str(local_rank),
        "--node",
        node,
        "--run-dir",
        spec["run_dir"],
        "--checkpoint-uri",
        spec["checkpoint_uri"],
        "--step-seconds",
        str(opts["step_seconds"]),
        "--checkpoint-every",
        str(opts["checkpoint_every"]),
        "--collective-timeout",
        str(opts["collective_timeout"]),
        "--kernel-log",
        str(layout.kernel_log(node)),
        "--watch-parent",
    ]
    if opts.get("total_steps"):
        cmd += ["--total-steps", str(opts["total_steps"])]
    if spec.get("resume_step") is not None:
        cmd += ["--resume-step", str(spec["resume_step"])]
    if spec.get("resume_path"):
        cmd += ["--resume-path", spec["resume_path"]]
    return cmd


def steps_done(status: dict[str, Any]) -> int:
    """Steps a rank completed in this run, from its status file (0 if it says nothing)."""
    if status.get("run_steps") is not None:
        return int(status["run_steps"])
    step, first = status.get("step"), status.get("run_first_step")
    return int(step) - int(first) + 1 if step is not None and first is not None else 0


def exit_status(returncode: int) -> int:
    """Shell convention: killed by signal N -> 128 + N."""
    return 128 - returncode if returncode < 0 else returncode


class Launcher:
    def __init__(self, run_dir: Path):
        self.run = RunLayout(run_dir)
        self.spec: dict[str, Any] = read_json(self.run.spec)
        self.layout = ClusterLayout(Path(self.spec["cluster_root"]))
        self.ranks: dict[int, str] = {int(r): n for r, n in self.spec["ranks"].items()}
        self.procs: dict[int, subprocess.Popen[bytes]] = {}
        self.exits: dict[int, int] = {}
        self.first_failure: tuple[int, int, float] | None = None  # rank, status, monotonic
        self.node_losses: dict[str, float] = {}  # node -> when its DOWN becomes visible
        self.fired: set[str] = set()
        self.state: dict[str, Any] = read_json(self.run.state, {}) or {}
        self.exits_lock = threading.Lock()
        self.terminate_requested = False
        self.woken = threading.Event()  # set by SIGTERM: the loop acts on it at once

    # -- state ----------------------------------------------------------------------------
    def set_state(self, state: str, **fields: Any) -> None:
        now = iso()
        self.state.update(state=state, since=now, launcher_pid=os.getpid(), **fields)
        if state != "RUNNING" and state != "PENDING":
            self.state["ended_at"] = now
        line: dict[str, Any] = {"ts": now, "job_state": state}
        for name in ("exit_code", "reason"):
            if fields.get(name) is not None:
                line[name] = fields[name]
        # The event first: whoever sees the new state (observe) must find its event too.
        append_jsonl(self.run.scheduler, line)
        atomic_write_json(self.run.state, self.state)

    def node_event(self, node: str, node_state: str, reason: str) -> None:
        event = {"ts": iso(), "node": node, "node_state": node_state, "reason": reason}
        append_jsonl(self.run.scheduler, event)

    # -- processes ------------------------------------------------------------------------
    def spawn(self) -> None:
        env = job_environment(
            os.environ,
            self.spec.get("env"),
            {
                "PYTHONPATH": PACKAGE_PARENT,
                "PYTHONUNBUFFERED": "1",
                "TRAINWARDEN_RUN_DIR": self.spec["run_dir"],
            },
        )
        local_index: dict[str, int] = {}
        for rank, node in sorted(self.ranks.items()):
            local_rank = local_index.get(node, 0)
            local_index[node] = local_rank + 1
            log = self.run.rank_log(node, rank)
            log.parent.mkdir(parents=True, exist_ok=True)
            with log.open("ab") as out:
                self.procs[rank] = subprocess.Popen(
                    trainer_command(self.spec, rank, node, local_rank),
                    stdout=out,
                    stderr=subprocess.STDOUT,
                    stdin=subprocess.DEVNULL,
                    env=env,
                )
        atomic_write_json(self.run.pids, {str(r): p.pid for r, p in self.procs.items()})

    def kill(self, ranks: list[int], sig: signal.Signals = signal.SIGKILL) -> None:
        for rank in ranks:
            proc = self.procs[rank]
            if proc.poll() is None:
                try:
                    proc.send_signal(sig)
                except ProcessLookupError:
                    pass

    def kill_all_and_reap(self) -> None:
        self.kill(list(self.procs), signal.SIGKILL)
        for proc in self.procs.values():
            try:
                proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                pass

    def reap(self) -> None:
        for rank, proc in self.procs.items():
            if rank in self.exits:
                continue
            code = proc.poll()
            if code is None:
                continue
            self.exits[rank] = exit_status(code)
            if self.exits[rank] != 0:
                self.record_exit(rank, self.exits[rank])
                if self.first_failure is None:
                    self.first_failure = (rank, self.exits[rank], time.monotonic())

    def exit_owner(self, key: int) -> dict[str, Any]:
        """Who a process of ``self.procs`` is: here one rank."""
        return {"node": self.ranks[key], "rank": key, "what": "rank"}

    def record_exit(self, key: int, status: int) -> None:
        """A failed process's exit and its time (reaped within POLL_SECONDS of it), for the
        backend's first-sign detection while the job is still RUNNING (run/exits.json)."""
        if self.terminate_requested or self.run.cancel.exists():
            return  # killed by the cancellation itself: not a sign of a fault
        self.write_exit(str(key), {**self.exit_owner(key), "exit_status": status, "at": iso()})

    def write_exit(self, name: str, entry: dict[str, Any]) -> None:
        """One entry of run/exits.json (output readers write too: one writer at a time)."""
        with self.exits_lock:
            exits = read_json(self.run.exits, {}) or {}
            exits[name] = entry
            atomic_write_json(self.run.exits, exits)

    # -- faults ---------------------------------------------------------------------------
    def run_steps(self, ranks: list[int]) -> int:
        return max((steps_done(read_json(self.run.status(r), {}) or {}) for r in ranks), default=0)

    def units_on(self, node: str) -> list[int]:
        """Keys of ``self.procs`` running on ``node`` (here: its ranks)."""
        return [r for r, n in self.ranks.items() if n == node]

    def fault_steps(self, fault: ArmedFault) -> int:
        """Steps that count towards ``fault``: here those of the ranks on its node (the
        simulated trainer's ranks advance together)."""
        return self.run_steps([r for r, n in self.ranks.items() if n == fault.node])

    def claim_steps(self, fault: Fault) -> int:
        """Steps the run completed so far, from which ``fault``, claimed now, counts."""
        return self.run_steps(list(self.ranks))

    fault_kinds: tuple[str, ...] | None = None
    """Fault kinds a run of this launcher carries out (None: every kind)."""

    def fire_faults(self) -> None:
        """Faults the launcher itself carries out (the trainer fires the others)."""
        self.node_loss_due()

    def claim(self) -> None:
        nodes = sorted(set(self.ranks.values()))
        claim_faults(
            self.layout,
            self.run,
            nodes,
            self.claim_steps,
            job_id=self.spec["job_id"],
            kinds=self.fault_kinds,
        )

    def armed(self) -> list[ArmedFault]:
        """The faults this run claimed. Without any (the usual case) the fault models, and
        pydantic with them, are never imported: a launcher reaches its ranks' start sooner."""
        raws = read_json(self.run.armed_faults, []) or []
        if not raws:
            return []
        from trainwarden.localcluster.faults import ArmedFault

        return [ArmedFault.model_validate(raw) for raw in raws]

    def node_loss_due(self) -> None:
        for fault in self.armed():
            if fault.kind != "node_loss" or fault.id in self.fired:
                continue
            if fault.due(self.fault_steps(fault), utcnow()):
                self.fired.add(fault.id)
                self.lose_node(fault.node)

    def lose_node(self, node: str) -> None:
        """Kill the node's processes; its DOWN shows NODE_DOWN_DELAY later (as a node agent
        that stops answering is noticed)."""
        self.kill(self.units_on(node), signal.SIGKILL)
        self.node_losses[node] = time.monotonic() + NODE_DOWN_DELAY

    def node_down(self, node: str) -> None:
        reason = "Not responding"
        self.node_event(node, "DOWN", reason)
        with locked(self.layout.lock):
            down = down_nodes(self.layout)
            down[node] = {"reason": reason, "at": iso(), "job_id": self.spec["job_id"]}
            atomic_write_json(self.layout.down, down)
        self.state.setdefault("down_nodes", [])
        if node not in self.state["down_nodes"]:
            self.state["down_nodes"].append(node)

    # -- main loop ------------------------------------------------------------------------
    def finish_cancelled(self) -> None:
        request = read_json(self.run.cancel, {}) or {}
        for node in self.node_losses:  # a lost node stays lost when its job is cancelled
            self.node_down(node)
        self.kill_all_and_reap()
        self.set_state("CANCELLED", reason=request.get("reason", "cancelled"), exit_code=None)

    def loop(self) -> int:
        grace = float(self.spec["options"]["collective_timeout"]) + FAILURE_GRACE_EXTRA
        next_fault_poll = 0.0
        while True:
            if not self.run.spec.exists():  # cluster directory removed: nothing to report to
                self.kill_all_and_reap()
                return 1
            if self.terminate_requested or self.run.cancel.exists():
                self.finish_cancelled()
                return 0
            now = time.monotonic()
            if now >= next_fault_poll:
                self.claim()
                next_fault_poll = now + FAULT_POLL_SECONDS
            self.fire_faults()
            self.reap()
            lost = [n for n, at in self.node_losses.items() if now >= at]
            if lost:
                for node in lost:
                    self.node_down(node)
                self.kill_all_and_reap()
                self.reap()
                self.set_state("NODE_FAIL", exit_code=1, reason=f"NodeFail: {', '.join(lost)} DOWN")
                return 0
            if len(self.exits) == len(self.procs) and not self.node_losses:
                if self.first_failure is None:
                    self.set_state("COMPLETED", exit_code=0, reason=None)
                else:
                    self.fail()
                return 0
            if self.first_failure and now - self.first_failure[2] > grace and not self.node_losses:
                self.kill_all_and_reap()
                self.reap()
                self.fail()
                return 0
            self.woken.wait(POLL_SECONDS)

    def fail(self) -> None:
        assert self.first_failure is not None
        rank, status, _ = self.first_failure
        node = self.ranks[rank]
        self.set_state(
            "FAILED",
            exit_code=status,
            reason=f"NonZeroExitCode: rank {rank} on {node} exited with status {status}",
            first_failed_rank=rank,
        )

    def main(self) -> int:
        signal.signal(signal.SIGTERM, self._on_term)
        signal.signal(signal.SIGHUP, signal.SIG_IGN)
        self.claim()
        self.spawn()
        self.set_state(
            "RUNNING",
            exit_code=None,
            reason=None,
            started_at=iso(),
            pids={str(r): p.pid for r, p in self.procs.items()},
        )
        try:
            return self.loop()
        except BaseException:
            self.kill_all_and_reap()
            raise

    def _on_term(self, signum: int, frame: object) -> None:
        self.terminate_requested = True
        self.woken.set()


def main(argv: list[str] | None = None) -> int:
    args = argv if argv is not None else sys.argv[1:]
    if len(args) != 1:
        print("usage: python -m trainwarden.localcluster.launcher RUN_DIR", file=sys.stderr)
        return 2
    run_dir = Path(args[0])
    if (read_json(RunLayout(run_dir).spec, {}) or {}).get("command"):
        from trainwarden.localcluster.command_launcher import CommandLauncher

        return CommandLauncher(run_dir).main()
    return Launcher(run_dir).main()


if __name__ == "__main__":
    sys.exit(main())
