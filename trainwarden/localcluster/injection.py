"""A fault checked against the runs it would hit, before it goes into a node's table.

A fault that can never fire as asked is refused with the reason (a ``LocalClusterError``):
a node outside the job named, a kind the job's program cannot be given (a user's command gets
xid, hang and node_loss only: the other kinds happen inside the simulated trainer). What
cannot be known yet is said instead:
a command that has shown no progress so far may still show some (its first step can take a
while), so a fault counting its steps is accepted with a note.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from trainwarden.localcluster.command_launcher import COMMAND_FAULT_KINDS
from trainwarden.localcluster.fsutil import read_json
from trainwarden.localcluster.layout import RunLayout
from trainwarden.models import TERMINAL_STATES

if TYPE_CHECKING:
    from trainwarden.localcluster.faults import Fault


@dataclass(frozen=True)
class Target:
    """The current run of a job a fault would hit."""

    job_id: str
    run: int
    state: str
    nodes: list[str]
    command: bool
    run_dir: Path

    @property
    def ended(self) -> bool:
        return self.state in TERMINAL_STATES


def target(run: RunLayout, spec: dict[str, Any]) -> Target:
    state = (read_json(run.state, {}) or {}).get("state", "PENDING")
    return Target(
        job_id=spec["job_id"],
        run=int(spec["run"]),
        state=state,
        nodes=list(spec["nodes"]),
        command=bool(spec.get("command")),
        run_dir=run.dir,
    )


def refusal(fault: Fault, named: Target | None, running: list[Target]) -> str | None:
    """Why ``fault`` can never fire as asked, or None. ``named``: the job given with it;
    ``running``: the runs on its node that have not ended (when no job is named)."""
    if named is not None:
        if fault.node not in named.nodes:
            return (
                f"{fault.node} is not in {named.job_id} (run {named.run} is on "
                f"{', '.join(named.nodes)}): the fault would never fire"
            )
        hit = [named]
    else:
        hit = running
    commands = [t for t in hit if t.command]
    if fault.kind not in COMMAND_FAULT_KINDS and commands and len(commands) == len(hit):
        return (
            f"a {fault.kind} fault needs the simulated trainer, and {commands[0].job_id} on "
            f"{fault.node} runs its own command: it gets {', '.join(COMMAND_FAULT_KINDS)} only"
        )
    return None


def progress_shown(found: Target, preset: str = "auto", pattern: str | None = None) -> bool:
    """Whether a command's run has shown any progress so far: a rank's status file, or a
    step line in a node's output (the monitor's presets and follower, last 64 KiB)."""
    from trainwarden.progresslog import LineMatcher, LogProgress

    run = RunLayout(found.run_dir)
    if (run.dir / "status").is_dir() and any((run.dir / "status").glob("rank-*.json")):
        return True
    logs = LogProgress(LineMatcher(preset, pattern))
    for node in found.nodes:
        logs.follow(run.dir / "logs" / node / "node.log")
    logs.poll()
    return logs.has_source


def notes(fault: Fault, hit: list[Target]) -> list[str]:
    """What the person injecting should know about when ``fault`` fires on ``hit``."""
    said = []
    for found in hit:
        if found.ended:
            said.append(
                f"{found.job_id}'s run {found.run} has ended ({found.state}): the fault waits "
                f"for a run that uses {fault.node}"
            )
        elif (
            found.command
            and fault.after_seconds is None
            and fault.after_steps > 0
            and not progress_shown(found, fault.preset, fault.pattern)
        ):
            said.append(
                f"{found.job_id} has shown no progress in run {found.run} yet (no status file, "
                f"no step line matched by {describe_matcher(fault)}): the fault fires once it "
                f"shows {fault.after_steps} steps; --after-seconds fires on time"
            )
    return said


def describe_matcher(fault: Fault) -> str:
    return f"pattern {fault.pattern!r}" if fault.pattern else f"preset {fault.preset}"
