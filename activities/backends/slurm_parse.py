"""Turn Slurm 22.05 command output (``--json`` and ``scontrol -o``) into small typed records.

Only the fields the backend uses are kept, so a Slurm upgrade that adds fields changes nothing.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime
from typing import Any

import hostlist
from pydantic import BaseModel, Field

# Slurm job states -> trainwarden JobState (models.JobState). Anything not listed is PENDING-like
# (CONFIGURING, REQUEUED, RESIZING, SUSPENDED...) until it settles.
JOB_STATE_MAP: dict[str, str] = {
    "PENDING": "PENDING",
    "REQUEUED": "PENDING",
    "REQUEUE_HOLD": "PENDING",
    "REQUEUE_FED": "PENDING",
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


def from_epoch(value: Any) -> datetime | None:
    if isinstance(value, int | float) and value > 0:
        return datetime.fromtimestamp(value, UTC)
    return None


def decode_exit(raw: int | None) -> tuple[int | None, int | None]:
    """22.05 JSON ``exit_code`` is the raw wait status: (exit code, signal)."""
    if raw is None:
        return None, None
    return (raw >> 8) & 0xFF, raw & 0x7F


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
    excluded_nodes: list[str] = Field(default_factory=list)
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


def _expand_output_path(path: str | None, job_id: str, node: str | None) -> str | None:
    """The %j/%N/%u... patterns squeue --json leaves in StdOut paths (scontrol expands them)."""
    if not path:
        return None
    return path.replace("%j", job_id).replace("%A", job_id).replace("%N", node or "%N")


def job_from_squeue(item: dict[str, Any]) -> SlurmJob:
    job_id = str(item["job_id"])
    resources = item.get("job_resources") or {}
    allocated = [n["nodename"] for n in resources.get("allocated_nodes") or [] if "nodename" in n]
    nodes = allocated or expand_nodes(item.get("nodes"))
    exit_code, signal = decode_exit(item.get("exit_code"))
    batch_host = item.get("batch_host") or None
    std_out = _expand_output_path(item.get("standard_output"), job_id, batch_host)
    return SlurmJob(
        job_id=job_id,
        name=item.get("name") or "",
        raw_state=item.get("job_state") or "PENDING",
        reason=_reason(item.get("state_reason")),
        exit_code=exit_code,
        signal=signal,
        nodes=nodes,
        batch_host=batch_host,
        tasks=item.get("tasks"),
        tasks_per_node=item.get("tasks_per_node") or None,
        restart_count=item.get("restart_cnt") or 0,
        requeue=bool(item.get("requeue", True)),
        excluded_nodes=expand_nodes(item.get("excluded_nodes")),
        partition=item.get("partition"),
        comment=item.get("comment") or "",
        user=item.get("user_name") or None,
        account=item.get("account") or None,
        work_dir=item.get("current_working_directory"),
        command=item.get("command"),
        std_out=std_out,
        std_err=_expand_output_path(item.get("standard_error"), job_id, batch_host) or std_out,
        submit_time=from_epoch(item.get("submit_time")),
        start_time=from_epoch(item.get("start_time")),
        end_time=from_epoch(item.get("end_time")),
    )


def node_from_sinfo(item: dict[str, Any]) -> SlurmNode:
    raw = item.get("state") or "unknown"
    flags = list(item.get("state_flags") or [])
    return SlurmNode(
        name=item["name"],
        state=node_state(raw, flags),
        raw_state=raw,
        flags=flags,
        reason=_reason(item.get("reason")),
        reason_user=item.get("reason_set_by_user") or None,
        reason_at=from_epoch(item.get("reason_changed_at")),
    )


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
