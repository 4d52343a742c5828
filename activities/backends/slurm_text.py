"""The poll's queries in Slurm's stable text form (``squeue -O``, ``sinfo -O``), and their decoding.

Why text and not ``--json``: the JSON shapes change with every data_parser version (numbers
became ``{"set", "infinite", "number"}`` objects in 23.02, ``job_state`` a list in 23.11, the
``sinfo`` rows in 23.02...), and 22.05's ``squeue --json`` ignores every filter, so it prints
every user's jobs. ``-O`` fields by name read the same from 22.05 to 26.05, honour ``--jobs`` and
``--nodes``, and cost a few hundred bytes a job (docs/slurm.md, *Slurm releases*).

Each field ends with the ASCII unit separator (0x1f), never in a name, path or comment a user
can type in; times are asked for as epoch seconds (``SLURM_TIME_FORMAT=%s``). A line that does
not decode is skipped and reported by job id or node name, never the whole answer.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import PurePosixPath
from typing import TypeVar

from pydantic import ValidationError

from trainwarden.activities.backends.slurm_parse import (
    SlurmJob,
    SlurmNode,
    expand_nodes,
    expand_output_path,
    node_state,
)

R = TypeVar("R")
SEP = "\x1f"
# What a site's environment must not change in a query's answer: the time format (ours is
# epoch seconds), and squeue/sinfo defaults that filter or reformat (SQUEUE_PARTITION,
# SQUEUE_STATES, SINFO_PARTITION, SQUEUE_FORMAT2...).
QUERY_ENV = {"SLURM_TIME_FORMAT": "%s"}
QUERY_ENV_DROPPED_PREFIXES = ("SQUEUE_", "SINFO_")

# squeue -O field names (the same names from 22.05 to 26.05; ExcNodes only from 24.11, so it is
# not asked: ``scontrol show job`` gives it where it is needed, before an exclusion).
JOB_FIELDS = (
    "JobID",
    "Name",
    "State",
    "Reason",
    "exit_code",
    "NodeList",
    "BatchHost",
    "NumTasks",
    "RestartCnt",
    "Requeue",
    "Partition",
    "UserName",
    "Account",
    "WorkDir",
    "Command",
    "STDOUT",
    "STDERR",
    "SubmitTime",
    "StartTime",
    "EndTime",
    "Comment",  # last: the one free-text field a user fills in
)
NODE_FIELDS = ("NodeList", "StateComplete", "Reason", "User", "Timestamp")
NULLS = frozenset({"", "(null)", "N/A", "n/a", "Unknown", "None", "none"})


def _format(fields: tuple[str, ...]) -> str:
    # "Name:SEP": width 0 (printed whole, never cut to 20 characters) and SEP as the suffix
    return ",".join(f"{name}:{SEP}" for name in fields)


def squeue_argv(job_ids: list[str], user: str | None = None) -> list[str]:
    """The supervised jobs by id, in every state. One id is Slurm's single-job RPC; with
    several, ``--user`` (when they all have one owner) keeps the controller from packing other
    users' jobs for the answer."""
    argv = ["squeue", "--noheader", "--states=all", f"--jobs={','.join(job_ids)}"]
    if user and len(job_ids) > 1:
        argv.append(f"--user={user}")
    return [*argv, "--Format", _format(JOB_FIELDS)]


def squeue_mine_argv() -> list[str]:
    """Every job of the worker's own Slurm user (``--me``: the controller packs no one else's),
    to find a job by its key or name at submission."""
    return ["squeue", "--noheader", "--states=all", "--me", "--Format", _format(JOB_FIELDS)]


def sinfo_argv(nodes: str | None) -> list[str]:
    """One line per node (and partition: deduplicated when read) of ``nodes`` (a hostlist
    expression; None: every node)."""
    argv = ["sinfo", "--noheader", "--Node"]
    if nodes is not None:
        argv.append(f"--nodes={nodes}")
    return [*argv, "--Format", _format(NODE_FIELDS)]


@dataclass
class Decoded:
    """What an answer held: the records, and the lines that did not decode (by the job id or
    node name they begin with, or their line number)."""

    jobs: dict[str, SlurmJob] = field(default_factory=dict)
    nodes: dict[str, SlurmNode] = field(default_factory=dict)
    skipped: dict[str, str] = field(default_factory=dict)


def _fields(line: str, count: int) -> list[str] | None:
    parts = line.split(SEP)
    if len(parts) == count + 1 and parts[-1].strip() == "":
        return [p.strip() for p in parts[:-1]]
    return None


def _value(text: str) -> str | None:
    return None if text in NULLS else text


def _epoch(text: str) -> datetime | None:
    if not text.isdigit() or int(text) <= 0:
        return None  # "Unknown", "N/A", or a site format we did not ask for
    return datetime.fromtimestamp(int(text), UTC)


def _int(text: str) -> int | None:
    return int(text) if text.isdigit() else None


def decode_exit(text: str) -> tuple[int | None, int | None]:
    """squeue's exit_code: ``code:signal`` from 23.02 on; 22.05 printed the raw wait status
    (``256`` for exit 1, ``9`` for SIGKILL); empty while Slurm has none (NO_VAL)."""
    code, colon, sig = text.partition(":")
    if colon:
        return _int(code), _int(sig)
    raw = _int(text)
    if raw is None:
        return None, None
    return (raw >> 8) & 0xFF, raw & 0x7F


def job_from_line(parts: list[str]) -> SlurmJob:
    row = dict(zip(JOB_FIELDS, parts, strict=True))
    job_id = row["JobID"]
    if not job_id or not job_id.replace("_", "").isdigit():
        raise ValueError(f"JobID {job_id!r} is not a job id")
    if not row["State"] or not row["State"].replace("_", "").isalpha():
        raise ValueError(f"State {row['State']!r} is not a job state")
    exit_code, signal = decode_exit(row["exit_code"])
    batch_host = _value(row["BatchHost"])
    work_dir = _value(row["WorkDir"])
    std_out = _absolute(expand_output_path(row["STDOUT"], job_id, batch_host), work_dir)
    std_err = _absolute(expand_output_path(row["STDERR"], job_id, batch_host), work_dir)
    requeue = row["Requeue"].lower()
    return SlurmJob(
        job_id=job_id,
        name=row["Name"],
        raw_state=row["State"],
        reason=_value(row["Reason"]),
        exit_code=exit_code,
        signal=signal,
        nodes=expand_nodes(row["NodeList"]),
        batch_host=batch_host,
        tasks=_int(row["NumTasks"]),
        restart_count=_int(row["RestartCnt"]) or 0,
        requeue=requeue not in {"0", "no", "false"},
        excluded_nodes=None,
        partition=_value(row["Partition"]),
        comment=_value(row["Comment"]) or "",
        user=_value(row["UserName"]),
        account=_value(row["Account"]),
        work_dir=work_dir,
        command=_value(row["Command"]),
        std_out=std_out,
        std_err=std_err or std_out,
        submit_time=_epoch(row["SubmitTime"]),
        start_time=_epoch(row["StartTime"]),
        end_time=_epoch(row["EndTime"]),
    )


def _absolute(path: str | None, work_dir: str | None) -> str | None:
    """25.11 prints a default output path as submitted (``slurm-%j.out``): relative to the
    job's working directory."""
    if path and work_dir and not PurePosixPath(path).is_absolute():
        return str(PurePosixPath(work_dir) / path)
    return path


def node_from_line(parts: list[str]) -> SlurmNode:
    row = dict(zip(NODE_FIELDS, parts, strict=True))
    if not row["NodeList"] or not row["StateComplete"]:
        raise ValueError("no node name or state")
    # StateComplete: the base state, then its flags: "idle+drain", "down*+not_responding"
    base, *flags = row["StateComplete"].split("+")
    return SlurmNode(
        name=row["NodeList"],
        state=node_state(base, flags),
        raw_state=base.lower(),
        flags=[f.upper() for f in flags],
        reason=_value(row["Reason"]),
        reason_user=_value(row["User"]),
        reason_at=_epoch(row["Timestamp"]),
    )


def _records(
    stdout: str, fields: tuple[str, ...], parse: Callable[[list[str]], R], skipped: dict[str, str]
) -> Iterator[R]:
    """The records of the lines that decode; each other line goes to skipped, named by its first
    field (a job id, a node name) or its line number, with why."""
    for number, line in enumerate(stdout.splitlines(), 1):
        if not line.strip():
            continue
        where = line.split(SEP, 1)[0].strip() or f"line {number}"
        parts = _fields(line, len(fields))
        if parts is None:
            skipped[where] = f"{line.count(SEP)} fields, {len(fields)} expected"
            continue
        try:
            yield parse(parts)
        except (ValueError, ValidationError) as exc:
            skipped[where] = _short(exc)


def decode_jobs(stdout: str) -> Decoded:
    decoded = Decoded()
    for job in _records(stdout, JOB_FIELDS, job_from_line, decoded.skipped):
        decoded.jobs[job.job_id] = job
    return decoded


def decode_nodes(stdout: str) -> Decoded:
    decoded = Decoded()
    for node in _records(stdout, NODE_FIELDS, node_from_line, decoded.skipped):
        decoded.nodes.setdefault(node.name, node)  # one line per partition: the same node
    return decoded


def _short(exc: Exception) -> str:
    text = str(exc).splitlines()
    return text[0][:200] if text else type(exc).__name__
