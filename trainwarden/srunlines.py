"""srun's own lines in a Slurm job's output: first signs while the job is still RUNNING.

srun reports each task that ends badly the moment slurmstepd tells it, as one line in the job's
output, long before the job leaves RUNNING when the step goes on without it (no
``--kill-on-bad-exit``: its peers wait in a collective for their watchdog):

    srun: error: node25: task 11: Killed
    srun: error: node1: tasks 0-1: Exited with exit code 2
    srun: error: sdumont6156: task 0: Out Of Memory
    srun: error: Node failure on node2

srun prints the same task lines when Slurm itself ends the step: a preemption, ``scancel``, the
time limit, a node failure (``*** JOB 3 ON node1 CANCELLED AT ... DUE TO PREEMPTION ***``), and
the peers that ``--kill-on-bad-exit`` terminates after a first death. Those are not faults of
a rank, so a task line is a first sign only when it comes before every such end-of-step line of
the run, and a task ended by SIGTERM/SIGINT/SIGHUP never is (the signals Slurm ends steps with,
also during a preemption's grace time, when no banner may precede them). The backend also checks
with a fresh scheduler query that Slurm was not ending the job (the controller marks a job
preempted, cancelled or timed out before its signals reach the tasks).

With ``--kill-on-bad-exit`` srun ends the step itself the moment a task dies (its
``_step_signal: Terminating StepId`` line comes with the task's): the job fails within a second,
and that failure is detected as any other; the lines count as first signs where the peers would
otherwise wait for their watchdog.

srun stamps no time on its lines: a sign is timed by the output file's modification time at the
read that found it, an upper bound (`bound`), within milliseconds of the exit when nothing else
was written after it.
"""

from __future__ import annotations

import signal
from dataclasses import dataclass, field
from datetime import datetime

import hostlist

from trainwarden.firstsign import node_down, process_exit
from trainwarden.models import FirstSign
from trainwarden.progresslog.follower import StreamFollower
from trainwarden.untrusted import linear_re

_TASKS = linear_re.compile(
    r"^srun: error: (?P<node>\S+): tasks? (?P<tasks>[0-9,\-\[\]]+): (?P<how>.+?)\s*$"
)
_EXIT = linear_re.compile(r"^Exited with exit code (\d+)$")
_NODE_FAILURE = linear_re.compile(r"^srun: error: Node failure on (?P<node>\S+)\s*$")
_KILL_ON_BAD_EXIT = linear_re.compile(r"^srun: launch/slurm: _step_signal: Terminating StepId")
_ENDING = linear_re.compile(
    r"\*\*\* (?:JOB|STEP) \S+ ON \S+ CANCELLED AT"
    r"|^srun: (?:Job step aborted|forcing job termination|got SIGCONT|Force Terminated"
    r"|Cancelled pending job step|launch/slurm: _step_signal: Terminating)"
)
ENDING_SIGNALS = frozenset({signal.SIGTERM, signal.SIGINT, signal.SIGHUP})
OOM_STATUS = 128 + signal.SIGKILL  # srun's "Out Of Memory": the OOM killer's SIGKILL
MAX_SIGNS = 20


def _signals_by_text() -> dict[str, int]:
    """strsignal's words (what srun prints: "Killed", "Segmentation fault") -> signal number."""
    out: dict[str, int] = {}
    for sig in signal.Signals:
        text = signal.strsignal(sig)
        if text:
            out.setdefault(text.lower(), int(sig))
    return out


SIGNAL_TEXT = _signals_by_text()


def exit_status(how: str) -> int | None:
    """srun's wording of a task's end -> shell-convention status (128 + signal); None when
    it is not a fault of the task (an ending signal) or unknown."""
    found = _EXIT.match(how)
    if found:
        return int(found.group(1)) or None
    if how.lower() == "out of memory":
        return OOM_STATUS
    sig = SIGNAL_TEXT.get(how.lower())
    if sig is None or sig in ENDING_SIGNALS:
        return None
    return 128 + sig


def is_ending(line: str) -> bool:
    """A line of Slurm ending the step (cancel, preemption, time limit, node failure, srun's
    --kill-on-bad-exit): task lines after it are the cascade."""
    return bool(_ENDING.search(line))


def parse(line: str, at: datetime, per_task: int = 1) -> list[FirstSign]:
    """The first signs one srun line gives (timed `at`, an upper bound). With several ranks per
    srun task (one torchrun per node) a task is a node's launcher, not a rank."""
    found = _TASKS.match(line)
    if found:
        status = exit_status(found.group("how"))
        if status is None:
            return []
        node = found.group("node")
        tasks = hostlist.expand_hostlist(f"[{found.group('tasks').strip('[]')}]")
        signs = []
        for task in tasks[:MAX_SIGNS]:
            if per_task > 1:
                sign = process_exit(at, node, None, status, f"node launcher (srun task {task})")
            else:
                sign = process_exit(at, node, int(task), status, what="task")
            signs.append(sign.model_copy(update={"bound": True, "detail": f"{sign.detail} "
                                                 f"(srun: {found.group('how')})"}))
        return signs
    failed = _NODE_FAILURE.match(line)
    if failed:
        return [node_down(at, failed.group("node"), "failed", "srun: node failure", bound=True)]
    return []


@dataclass(slots=True)
class SrunFollower(StreamFollower):
    """A job's output followed for srun's task-exit and node-failure lines of one run. A line
    counts only once the run's own lines began (srun's lines carry no time, so an earlier
    run's cannot be told apart otherwise) and before Slurm began ending the step."""

    ended: bool = False
    srun_ends: bool = False
    per_task: int = 1
    found: list[FirstSign] = field(default_factory=list)

    def _feed(self, data: bytes, at: datetime) -> bool:
        """srun with --kill-on-bad-exit answers a task's death with `Terminating StepId` at
        once (written with it, so read with it): srun ends the step itself, the job's end
        follows within a second and brings the scheduler's verdict, and stopping the job
        ahead of it would only race srun. Task lines read together with it count for nothing."""
        before = len(self.found)
        self.srun_ends = False
        changed = StreamFollower._feed(self, data, at)  # slots dataclass: no bare super()
        if self.srun_ends:
            del self.found[before:]
        return changed

    def _line(self, line: str, at: datetime) -> bool:
        line = linear_re.clip(line)  # RE2 patterns on a bounded part of the line
        if _KILL_ON_BAD_EXIT.match(line):
            self.srun_ends = True
        if self.since is not None:
            ours = self._this_runs(line, self.since)
            if not ours or self.since is not None:
                return False  # not known yet to be this run's
        if self.ended or len(self.found) >= MAX_SIGNS:
            return False
        if is_ending(line):
            self.ended = True
            return False
        signs = parse(line, at, self.per_task)
        self.found.extend(signs)
        return bool(signs)
