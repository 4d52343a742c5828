"""The one place Slurm commands are run: records every command and classifies its failures.

Everything the Slurm backend does to (or asks of) the cluster goes through ``SlurmRunner.run`` so
that history shows exactly what was run, with exit code and trimmed output, and so that failures
become ``BackendError`` kinds the workflow can act on (retry ``unreachable``, stop on the rest).
"""

from __future__ import annotations

import os
import shlex
import subprocess
import threading
from dataclasses import dataclass, field
from datetime import UTC, datetime

from trainwarden.activities.backends.base import BackendError
from trainwarden.activities.backends.slurm_text import (
    QUERY_ENV,
    QUERY_ENV_DROPPED_PREFIXES,
    SEP,
)
from trainwarden.models import BackendCommand

MAX_RECORDED_OUTPUT = 2000

# (substring of Slurm's message, kind); first match wins, so specific messages come first.
FAILURE_PATTERNS: tuple[tuple[str, str], ...] = (
    ("invalid job id specified", "unknown_job"),
    ("invalid node name specified", "invalid_node"),
    ("unable to contact slurm controller", "unreachable"),
    ("slurm_receive_msg", "unreachable"),
    ("socket timed out", "unreachable"),
    ("connection refused", "unreachable"),
    ("zero bytes were transmitted", "unreachable"),
    ("access/permission denied", "permission_denied"),
    ("permission denied", "permission_denied"),
    ("protocol authentication error", "permission_denied"),
    ("invalid user id", "permission_denied"),
)


def classify_failure(text: str) -> str:
    """The BackendError kind for a Slurm command's error output."""
    lowered = text.lower()
    for needle, kind in FAILURE_PATTERNS:
        if needle in lowered:
            return kind
    return "invalid_request"


def trim_output(text: str, limit: int = MAX_RECORDED_OUTPUT) -> str:
    """Keep the head and tail of long output: history needs what happened, not megabytes."""
    text = text.strip()
    if len(text) <= limit:
        return text
    half = limit // 2
    return f"{text[:half]}\n... [{len(text) - limit} characters trimmed] ...\n{text[-half:]}"


@dataclass
class CommandResult:
    """Full output of one command, plus the record history keeps of it."""

    record: BackendCommand
    stdout: str
    stderr: str

    @property
    def ok(self) -> bool:
        return self.record.exit_code == 0


@dataclass
class SlurmRunner:
    """Runs Slurm client commands against one cluster (SLURM_CONF set) and records them.

    command_prefix lets a site run the commands through e.g. ``sudo -u slurmadmin`` (and lets
    tests run them as an unprivileged user).
    """

    slurm_conf: str | None = None
    command_prefix: list[str] = field(default_factory=list)
    timeout: float = 60.0
    extra_env: dict[str, str] = field(default_factory=dict)
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)
    count: int = 0

    @property
    def env(self) -> dict[str, str]:
        env = {**os.environ, **self.extra_env}
        if self.slurm_conf:
            env["SLURM_CONF"] = self.slurm_conf
        return env

    def query(self, argv: list[str], check: bool = True) -> CommandResult:
        """A read-only squeue/sinfo query in the text form slurm_text.py decodes: epoch times,
        and none of the site's SQUEUE_*/SINFO_* defaults (a partition filter, a format)."""
        env = {k: v for k, v in self.env.items() if not k.startswith(QUERY_ENV_DROPPED_PREFIXES)}
        result = self.run(argv, check=check, env={**env, **QUERY_ENV})
        # the field separator, readable in history
        result.record.command = result.record.command.replace(SEP, "\\x1f")
        return result

    def run(
        self,
        argv: list[str],
        check: bool = True,
        timeout: float | None = None,
        env: dict[str, str] | None = None,
    ) -> CommandResult:
        """Run argv (within `timeout`, default the runner's); with check, raise a classified
        BackendError when it fails."""
        timeout = timeout or self.timeout
        full = [*self.command_prefix, *argv]
        at = datetime.now(UTC)
        with self._lock:
            self.count += 1
        try:
            proc = subprocess.run(
                full,
                env=env or self.env,
                capture_output=True,
                text=True,
                timeout=timeout,
                stdin=subprocess.DEVNULL,
            )
            code, stdout, stderr = proc.returncode, proc.stdout, proc.stderr
        except FileNotFoundError:
            code, stdout, stderr = 127, "", f"{full[0]}: command not found (is Slurm installed?)"
        except subprocess.TimeoutExpired as exc:
            code = 124
            stdout = _text(exc.stdout)
            stderr = _text(exc.stderr) + f"\ntimed out after {timeout:.0f}s (socket timed out)"
        record = BackendCommand(
            command=shlex.join(full),
            exit_code=code,
            output=trim_output("\n".join(s for s in (stdout.strip(), stderr.strip()) if s)),
            at=at,
        )
        result = CommandResult(record=record, stdout=stdout, stderr=stderr)
        if check and not result.ok:
            raise self.error_for(result)
        return result

    def error_for(self, result: CommandResult, text: str | None = None) -> BackendError:
        message = (text or result.stderr or result.stdout).strip() or "failed without output"
        if result.record.exit_code == 127:
            kind = "invalid_request"
        else:
            kind = classify_failure(message)
        commands = [result.record]
        last_line = message.splitlines()[-1] if message else message
        if kind == "invalid_request" and result.record.exit_code != 127:
            # 22.05 hides a down controller behind e.g. "Unexpected message received for job"
            ping = self.run(["scontrol", "ping"], check=False)
            commands.append(ping.record)
            if not ping.ok or "DOWN" in ping.stdout:
                kind = "unreachable"
                last_line += " (scontrol ping: controller DOWN)"
        return BackendError(kind, f"`{result.record.command}`: {last_line}", commands=commands)


def _text(value: bytes | str | None) -> str:
    if value is None:
        return ""
    return value.decode(errors="replace") if isinstance(value, bytes) else value
