"""The state of a running Slurm job's rank processes, read on its own nodes: the
``processes.jsonl`` of its evidence bundle (docs/evidence-bundle.md), so a hang is named by the
rank whose process is stopped, as on the local backend.

One ``srun --jobid J --overlap`` step with one task per node runs a short Python program there
(``python3`` on the nodes, nothing of trainwarden's): it lists the processes of job J's steps on
its own node (``SLURM_JOB_ID``, ``SLURMD_NODENAME`` and ``SLURM_STEP_ID`` in their environment,
its own step left out) with their state from ``/proc/PID/stat`` and their rank: ``RANK`` where
a launcher such as torchrun set it, else the srun task's ``SLURM_PROCID`` when each task is one
rank. Reading another process's environment needs the job's user (or root): the worker runs
the Slurm commands as the user that submits the jobs.
"""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any

from trainwarden.hostlists import compress

PROBE = r"""
import json, os
job, me = os.environ["SLURM_JOB_ID"], os.environ.get("SLURMD_NODENAME")
own = os.environ.get("SLURM_STEP_ID")
for pid in os.listdir("/proc"):
    if not pid.isdigit():
        continue
    try:
        with open(f"/proc/{pid}/environ", "rb") as f:
            env = dict(
                kv.split("=", 1) for kv in f.read().decode("utf-8", "replace").split("\0")
                if "=" in kv
            )
        with open(f"/proc/{pid}/stat") as f:
            state = f.read().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        continue
    step = env.get("SLURM_STEP_ID")
    if env.get("SLURM_JOB_ID") != job or env.get("SLURMD_NODENAME") != me:
        continue
    if step is None or step == own:
        continue
    print(json.dumps({"node": me, "pid": int(pid), "state": state, "step": step,
                      "rank": env.get("RANK"), "task": env.get("SLURM_PROCID")}))
"""
PROBE_TIMEOUT = 15.0


def probe_argv(job_id: str, nodes: list[str]) -> list[str]:
    """One task on each of the job's nodes, sharing the job's CPUs (``--overlap``)."""
    return [
        "srun",
        f"--jobid={job_id}",
        "--overlap",
        f"--nodelist={compress(nodes)}",
        f"--nodes={len(nodes)}",
        f"--ntasks={len(nodes)}",
        "--ntasks-per-node=1",
        "--quiet",
        "python3",
        "-c",
        PROBE,
    ]


def process_records(
    output: str, ranks: dict[str, str], per_task: int, at: datetime
) -> list[dict[str, Any]]:
    """processes.jsonl records from the probe's output: one per process of a rank of the job
    (``ranks``: global rank -> node). A node whose processes carry ``RANK`` (a launcher's
    workers) counts only those; elsewhere a task is a rank only when each task is one."""
    seen: list[dict[str, Any]] = []
    for line in output.splitlines():
        try:
            found = json.loads(line)
            seen.append({**found, "pid": int(found["pid"]), "state": str(found["state"])})
        except (ValueError, KeyError, TypeError):
            continue
    launched = {p["node"] for p in seen if p.get("rank") is not None}
    records = []
    for p in seen:
        if p["node"] in launched:
            label = p.get("rank")
        else:
            label = p.get("task") if per_task == 1 else None
        rank = str(label) if label is not None else None
        if rank is None or ranks.get(rank) != p["node"]:
            continue
        records.append(
            {"ts": at.isoformat(), "node": p["node"], "rank": int(rank), "pid": p["pid"],
             "state": p["state"]}
        )  # fmt: skip
    return sorted(records, key=lambda r: (r["rank"], r["pid"]))
