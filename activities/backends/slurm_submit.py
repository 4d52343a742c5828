"""sbatch options: what a batch script already asks for, and how to resubmit a job alike."""

from __future__ import annotations

import shlex
from pathlib import Path

from trainwarden.activities.backends.slurm_parse import SlurmJob
from trainwarden.activities.backends.slurm_wrapper import MAX_SCRIPT_BYTES
from trainwarden.untrusted.safeio import read_regular_text


def script_directives(script: Path) -> list[str]:
    """The options of a batch script's leading ``#SBATCH`` lines (sbatch stops at the first
    command, so do we)."""
    try:
        lines = read_regular_text(script, MAX_SCRIPT_BYTES).splitlines()
    except OSError:
        return []
    options: list[str] = []
    for line in lines[1:] if lines and lines[0].startswith("#!") else lines:
        stripped = line.strip()
        if stripped.startswith("#SBATCH"):
            try:
                options += shlex.split(stripped.removeprefix("#SBATCH"), comments=True)
            except ValueError:
                continue
        elif stripped and not stripped.startswith("#"):
            break
    return options


def has_flag(args: list[str], *flags: str) -> bool:
    """Whether args set any of flags, in any of sbatch's spellings (-N2, -N 2, --nodes=2)."""
    for arg in args:
        for flag in flags:
            if arg == flag or arg.startswith(flag + "="):
                return True
            if not flag.startswith("--") and arg.startswith(flag) and len(arg) > len(flag):
                return True
    return False


def original_sbatch_args(job: SlurmJob) -> list[str]:
    """Resources of a job submitted outside trainwarden, to resubmit its saved script alike.

    Slurm keeps the script but not the submit-time environment: pass that in sbatch_args.
    """
    args = []
    if job.nodes:
        args.append(f"--nodes={len(job.nodes)}")
    if job.tasks_per_node:
        args.append(f"--ntasks-per-node={job.tasks_per_node}")
    elif job.tasks:
        args.append(f"--ntasks={job.tasks}")
    if job.partition:
        args.append(f"--partition={job.partition}")
    if job.work_dir:
        args.append(f"--chdir={job.work_dir}")
    if job.std_out:
        args.append(f"--output={job.std_out}")
    if job.std_err and job.std_err != job.std_out:
        args.append(f"--error={job.std_err}")
    return args


def flag_in(arg: str, given: list[str]) -> bool:
    flag = arg.split("=", 1)[0]
    return any(g == flag or g.startswith(flag + "=") for g in given)
