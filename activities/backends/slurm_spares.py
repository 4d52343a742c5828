"""Spare nodes inside a Slurm allocation (``job.slurm.spare_nodes``, docs/slurm.md).

The allocation holds job.nodes + k nodes; the training is a step (the user's script, whose
``srun`` takes ``--nodelist="$TRAINWARDEN_NODELIST"``) on job.nodes of them. The wrapper
(slurm_wrapper.py, ``SPARES_LOOP``) runs the user's script once per step and, when a step
fails, waits for trainwarden's decision in the allocation's steps directory:

- ``started-G.json`` / ``ended-G.json`` (the wrapper): when step G began on which nodes, and when
  it ended with which exit code;
- ``go-G.env`` (trainwarden): start step G on ``TRAINWARDEN_NODELIST`` from the verified
  checkpoint (``TRAINWARDEN_RESUME_STEP`` / ``TRAINWARDEN_RESUME_PATH``).

Same job id, no requeue, no queue. This module holds the file protocol, the choice of the next
step's nodes and the check that a batch script's srun can be given a node list.
"""

from __future__ import annotations

import json
import re
import shlex
from datetime import datetime
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from trainwarden.activities.backends.base import BackendError, CheckpointRef
from trainwarden.untrusted.paths import ensure_under, safe_part

STEPS_DIR = "steps"
NODELIST_VAR = "TRAINWARDEN_NODELIST"
FIX = (
    f'start the training with srun --nodelist="${NODELIST_VAR}" (the step\'s nodes; the '
    "wrapper also sets SLURM_NNODES / SLURM_NTASKS to the step's size), or set "
    "job.slurm.spare_nodes to 0 (docs/slurm.md, Spare nodes)"
)


class StepState(BaseModel):
    """The newest training step of one run of the allocation, as its files show it."""

    step: int
    nodes: list[str]
    started_at: datetime
    ended_at: datetime | None = None
    exit_code: int | None = None
    next_ordered: bool = False  # trainwarden already wrote go-(step+1).env


def steps_dir(run_root: Path, job_id: str, restart_count: int) -> Path:
    return ensure_under(
        run_root, run_root / safe_part(job_id) / STEPS_DIR / str(int(restart_count))
    )


def step_run_dir(run_dir: Path, step: int) -> Path:
    """TRAINWARDEN_RUN_DIR of a step: the run's own for step 0, a sibling for later ones."""
    return run_dir if step == 0 else run_dir.with_name(f"{run_dir.name}-s{int(step)}")


def _json(path: Path) -> dict[str, Any] | None:
    try:
        data = json.loads(path.read_text())
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) else None


def read_step(directory: Path) -> StepState | None:
    """The newest step the wrapper started there (None: no step file yet, or no spares)."""
    numbers = []
    for path in directory.glob("started-*.json"):
        tail = path.stem.removeprefix("started-")
        if tail.isdigit():
            numbers.append(int(tail))
    for step in sorted(numbers, reverse=True):
        started = _json(directory / f"started-{step}.json")
        if started is None:
            continue  # being written
        try:
            at = datetime.fromisoformat(str(started["at"]).replace("Z", "+00:00"))
        except (KeyError, ValueError):
            continue
        nodes = [n for n in str(started.get("nodes", "")).split(",") if n]
        state = StepState(step=step, nodes=nodes, started_at=at)
        ended = _json(directory / f"ended-{step}.json")
        if ended is not None:
            try:
                state.ended_at = datetime.fromisoformat(str(ended["at"]).replace("Z", "+00:00"))
                state.exit_code = int(ended["exit_code"])
            except (KeyError, ValueError, TypeError):
                pass
        state.next_ordered = (directory / f"go-{step + 1}.env").exists()
        return state
    return None


def write_go(
    directory: Path, step: int, nodes: list[str], checkpoint: CheckpointRef | None
) -> Path:
    """Order step ``step`` on ``nodes`` (atomically: the wrapper polls for the file)."""
    lines = [f"{NODELIST_VAR}={','.join(nodes)}"]
    if checkpoint is not None:
        lines += [
            f"TRAINWARDEN_RESUME_STEP={checkpoint.step}",
            f"TRAINWARDEN_RESUME_PATH={shlex.quote(checkpoint.location)}",
        ]
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / f"go-{int(step)}.env"
    tmp = path.with_suffix(".tmp")
    tmp.write_text("\n".join(lines) + "\n")
    tmp.replace(path)
    return path


def pick_nodes(
    allocation: list[str], current: list[str], bad: set[str], need: int
) -> list[str] | None:
    """The next step's nodes: the current step's healthy ones (in place, so ranks keep their
    nodes), then spares in allocation order; None when the allocation has too few left."""
    keep = [n for n in current if n not in bad and n in allocation]
    spares = [n for n in allocation if n not in bad and n not in keep]
    chosen = (keep + spares)[:need]
    return chosen if len(chosen) == need else None


_SRUN = re.compile(r"(^|[\s;&|(`]|\$\()srun(\s|$)")


def logical_lines(text: str) -> list[tuple[int, str]]:
    """(first line number, line with backslash continuations joined), comments dropped."""
    out: list[tuple[int, str]] = []
    pending, start = "", 0
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.rstrip()
        if not pending:
            start = number
            if line.lstrip().startswith("#"):
                continue
        if line.endswith("\\"):
            pending += line[:-1] + " "
            continue
        out.append((start, pending + line))
        pending = ""
    if pending:
        out.append((start, pending))
    return out


def check_step_script(text: str, name: str) -> None:
    """Refuse, naming the line, a batch script whose training srun cannot be given the step's
    node list: with spares the allocation is larger than the training, so an srun without
    ``--nodelist="$TRAINWARDEN_NODELIST"`` would run on every node, spares included."""
    sruns = [(n, line) for n, line in logical_lines(text) if _SRUN.search(line)]
    if not sruns:
        raise BackendError(
            "invalid_request",
            f"{name}: job.slurm.spare_nodes needs the batch script to run its training as an "
            f"srun step, and it has no srun; {FIX}",
        )
    for number, line in sruns:
        if NODELIST_VAR not in line:
            raise BackendError(
                "invalid_request",
                f"{name}:{number}: this srun cannot be given the step's node list "
                f"({line.strip()[:120]!r}); {FIX}",
            )


__all__ = [
    "STEPS_DIR",
    "StepState",
    "check_step_script",
    "pick_nodes",
    "read_step",
    "step_run_dir",
    "steps_dir",
    "write_go",
]
