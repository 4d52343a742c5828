"""Slurm's job and node records as small typed values, and ``scontrol -o`` one-liners.

The poll's text queries (``squeue -O`` / ``sinfo -O``) are read in slurm_text.py; both end in
these records. Only the fields the backend uses are kept, so a release that adds fields changes
nothing (docs/slurm.md, *Slurm releases*).
"""

from __future__ import annotations

import re
from datetime import UTC, datetime

import hostlist
from pydantic import BaseModel, Field

# Slurm job states -> trainwarden JobState (models.JobState). Anything not listed is PENDING-like
# (CONFIGURING, REQUEUED, RESIZING, SUSPENDED...) until it settles.
JOB_STATE_MAP: dict[str, str] = {
    "PENDING": "PENDING",
    "REQUEUED": "PENDING",
    "REQUEUE_HOLD": "PENDING",
    "REQUEUE_FED": "PENDING",
    "EXPEDITING": "PENDING",  # 25.11: requeued with --requeue=expedite, about to run again
    "RESV_DEL_HOLD": "PENDING",
    "STOPPED": "PENDING",
    "CONFIGURING": "PENDING",
    "SUSPENDED": "PENDING",
    "RUNNING": "RUNNING",
    # COMPLETING: the job's processes are being cleaned up (it ended, or was just requeued);
    # not RUNNING, or a requeue would look like the new run had started on the old nodes
    "COMPLETING": "PENDING",
    "STAGE_OUT": "RUNNING",
    "SIGNALING": "RUNNING",
    "RESIZING": "RUNNING",
    "COMPLETED": "COMPLETED",
    "FAILED": "FAILED",
    "OUT_OF_MEMORY": "FAILED",
    "BOOT_FAIL": "NODE_FAIL",
    "NODE_FAIL": "NODE_FAIL",
    "CANCELLED": "CANCELLED",
    "REVOKED": "CANCELLED",  # a federated sibling's copy
    "DEADLINE": "TIMEOUT",
    "TIMEOUT": "TIMEOUT",
    "PREEMPTED": "PREEMPTED",
    "SPECIAL_EXIT": "FAILED",
}


def job_state(raw: str) -> str:
    """Map a Slurm job state (``CANCELLED by 0`` included) onto trainwarden's JobState."""
    base = raw.split()[0].split("+")[0].upper() if raw else "PENDING"
    return JOB_STATE_MAP.get(base, "PENDING")


def node_state(raw_state: str, flags: list[str]) -> str:
    """Map a Slurm node state and flags onto the bundle's IDLE|ALLOCATED|MIXED|DOWN|DRAIN|FAIL."""
    flags_upper = {f.upper() for f in flags}
    base = raw_state.upper().rstrip("*~#%$@!^-")
    if "FAIL" in flags_upper or base == "FAIL":
        return "FAIL"
    if "DRAIN" in flags_upper or base.startswith("DRAIN"):
        return "DRAIN"  # whatever else it is, nothing is scheduled there until resumed
    if base in {"DOWN", "UNKNOWN", "FUTURE"}:
        return "DOWN"  # NOT_RESPONDING alone is not: Slurm pings a resumed node, for example
    return {"IDLE": "IDLE", "ALLOCATED": "ALLOCATED", "MIXED": "MIXED"}.get(base, "IDLE")


def expand_nodes(spec: str | None) -> list[str]:
    """``node[1-3],gpu7`` -> [node1, node2, node3, gpu7]; Slurm's "(null)"/"" -> []."""
    if not spec or spec in {"(null)", "None", "N/A"}:
        return []
    hosts: list[str] = hostlist.expand_hostlist(spec)
    return hosts


def compress_nodes(nodes: list[str]) -> str:
    return hostlist.collect_hostlist(sorted(set(nodes))) if nodes else ""


class SlurmJob(BaseModel):
    """What one scheduler query says about a job."""

    job_id: str
    name: str = ""
    raw_state: str
    reason: str | None = None
    exit_code: int | None = None
    signal: int | None = None
    nodes: list[str] = Field(default_factory=list)
    batch_host: str | None = None
    tasks: int | None = None
    tasks_per_node: int | None = None
    restart_count: int = 0
    requeue: bool = True
    # None: not in this record (squeue prints ExcNodes from 24.11 on); ``scontrol show job``
    # always has it
    excluded_nodes: list[str] | None = Field(default_factory=list)
    partition: str | None = None
    comment: str = ""
    user: str | None = None
    account: str | None = None
    work_dir: str | None = None
    command: str | None = None
    std_out: str | None = None
    std_err: str | None = None
    submit_time: datetime | None = None
    start_time: datetime | None = None
    end_time: datetime | None = None

    @property
    def state(self) -> str:
        return job_state(self.raw_state)


class SlurmNode(BaseModel):
    name: str
    state: str
    raw_state: str
    flags: list[str] = Field(default_factory=list)
    reason: str | None = None
    reason_user: str | None = None
    reason_at: datetime | None = None

    @property
    def is_down(self) -> bool:
        """Really down: not just UNKNOWN while slurmds re-register after a controller restart."""
        raw = self.raw_state.upper()
        return raw.startswith(("DOWN", "FAIL")) or self.state == "FAIL"


def _reason(value: str | None) -> str | None:
    return None if not value or value in {"None", "(null)"} else value


def expand_output_path(path: str | None, job_id: str, node: str | None) -> str | None:
    """The %j/%A/%N patterns an unexpanded StdOut path keeps (squeue before 25.11 prints them
    as submitted; ``scontrol show job`` expands them)."""
    if not path or path in {"(null)", "N/A"}:
        return None
    return path.replace("%j", job_id).replace("%A", job_id).replace("%N", node or "%N")


_KV = re.compile(r"(\S+?)=(.*?)(?=\s+\S+?=|$)")


def parse_scontrol_record(text: str) -> dict[str, str]:
    """``scontrol -o show job|node`` one-liner -> {key: value}; values may contain spaces."""
    return {m.group(1): m.group(2).strip() for m in _KV.finditer(text.strip())}


def _scontrol_time(value: str | None) -> datetime | None:
    if not value or value in {"Unknown", "None", "N/A"}:
        return None
    try:
        return datetime.fromisoformat(value).astimezone(UTC)
    except ValueError:
        return None


def job_from_scontrol(text: str) -> SlurmJob:
    rec = parse_scontrol_record(text)
    exit_code, _, signal = rec.get("ExitCode", "").partition(":")
    tasks_per_node = rec.get("NtasksPerN:B:S:C", "").split(":")[0]
    return SlurmJob(
        job_id=rec["JobId"],
        name=rec.get("JobName", ""),
        raw_state=rec.get("JobState", "PENDING"),
        reason=_reason(rec.get("Reason")),
        exit_code=int(exit_code) if exit_code.isdigit() else None,
        signal=int(signal) if signal.isdigit() else None,
        nodes=expand_nodes(rec.get("NodeList")),
        batch_host=_reason(rec.get("BatchHost")),
        tasks=int(rec["NumTasks"]) if rec.get("NumTasks", "").isdigit() else None,
        tasks_per_node=int(tasks_per_node) if tasks_per_node.isdigit() else None,
        restart_count=int(rec.get("Restarts", "0") or 0),
        requeue=rec.get("Requeue", "1") == "1",
        excluded_nodes=expand_nodes(rec.get("ExcNodeList")),
        partition=rec.get("Partition"),
        comment=_reason(rec.get("Comment")) or "",
        user=_reason(rec.get("UserId", "").split("(", 1)[0]),
        account=_reason(rec.get("Account")),
        work_dir=rec.get("WorkDir"),
        command=rec.get("Command"),
        std_out=_reason(rec.get("StdOut")),
        std_err=_reason(rec.get("StdErr")),
        submit_time=_scontrol_time(rec.get("SubmitTime")),
        start_time=_scontrol_time(rec.get("StartTime")),
        end_time=_scontrol_time(rec.get("EndTime")),
    )
