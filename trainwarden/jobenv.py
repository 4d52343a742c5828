"""The environment a job's processes get: their own, never the worker's.

A worker holds credentials (Temporal API keys and TLS material, cloud keys for checkpoint
stores, webhook tokens). None of it may leak into a user's training program, which can print,
log or upload its environment. So a job gets exactly:

1. the variables named in ``PASS_THROUGH`` (and those starting with a ``PASS_THROUGH_PREFIXES``
   entry) from the environment that launches it: what a shell needs to find programs, files
   and the locale;
2. ``job.env``, the variables the user asked for (which may name a credential on purpose);
3. trainwarden's own ``TRAINWARDEN_*`` / ``MASTER_*`` variables (docs/job-environment.md),
   which win over both.

Anything else (``TEMPORAL_*``, ``AWS_*``, ``*_API_KEY``, ``SSL_CERT_FILE`` ...) is dropped.
"""

from __future__ import annotations

from collections.abc import Mapping

PASS_THROUGH: tuple[str, ...] = (
    "PATH",
    "HOME",
    "USER",
    "LOGNAME",
    "SHELL",
    "LANG",
    "LANGUAGE",
    "TZ",
    "TMPDIR",
    "TERM",
)
PASS_THROUGH_PREFIXES: tuple[str, ...] = ("LC_",)
# Slurm's `sbatch --export=` takes names, not prefixes: the pass-through list plus LC_ALL
SLURM_EXPORT: tuple[str, ...] = (*PASS_THROUGH, "LC_ALL")


def passed_through(base: Mapping[str, str]) -> dict[str, str]:
    """The part of ``base`` every job inherits (see module docstring)."""
    return {
        key: value
        for key, value in base.items()
        if key in PASS_THROUGH or key.startswith(PASS_THROUGH_PREFIXES)
    }


def job_environment(
    base: Mapping[str, str], user: Mapping[str, str] | None, own: Mapping[str, str]
) -> dict[str, str]:
    """Pass-through variables of ``base``, then the job's ``user`` env, then trainwarden's own."""
    env = passed_through(base)
    env.update(user or {})
    env.update(own)
    return env
