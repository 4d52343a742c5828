"""Where a node's kernel log is, and how to read the part of it an incident needs.

One setting per cluster (`TRAINWARDEN_SLURM_KERNEL_LOG` or the backend's `kernel_log`), in one of
three forms:

- a path template with `{node}`: `/var/log/kern.log` read where the worker can see it, or
  `/shared/nodes/{node}/kernel.log` on a shared filesystem;
- `journald`: `journalctl -k -o short-iso-precise` for the window, run on the node through
  `TRAINWARDEN_NODE_EXEC` (default `ssh -o BatchMode=yes {node}`);
- `cmd:` and a command line run on the worker, with `{node}`, `{since}`, `{until}` (ISO-8601)
  and `{since_epoch}`, `{until_epoch}` substituted, e.g.
  `cmd:ssh {node} dmesg -T` or
  `cmd:srun --overlap -w {node} -N1 journalctl -k --since @{since_epoch}`.

Whatever the form, the lines come back as the node wrote them; the caller reads their times
(any format of trainwarden.attribution.timestamps) and keeps the run's window only. Reading
never fails the collection: an unreachable node yields no lines and a note.
"""

from __future__ import annotations

import os
import shlex
import subprocess
from datetime import datetime
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, Field

from trainwarden.activities.backends.slurm_evidence import read_lines
from trainwarden.untrusted.paths import safe_part

DEFAULT_NODE_EXEC = "ssh -o BatchMode=yes -o ConnectTimeout=5 {node}"
JOURNALD = ("journalctl -k -o short-iso-precise --no-pager --since=@{since_epoch} "
            "--until=@{until_epoch}")
MAX_OUTPUT_BYTES = 20 * 1024 * 1024


class KernelLogSource(BaseModel):
    """A parsed kernel-log setting."""

    kind: Literal["file", "journald", "command"]
    path: str | None = Field(default=None, description="file: template with {node}")
    command: str | None = Field(default=None, description="command: template run on the worker")
    node_exec: str = Field(default=DEFAULT_NODE_EXEC, description="journald: how to reach a node")
    timeout: float = Field(default=20.0, gt=0, le=300)

    @classmethod
    def parse(cls, setting: str, node_exec: str | None = None) -> KernelLogSource:
        text = setting.strip()
        exec_template = node_exec or os.environ.get("TRAINWARDEN_NODE_EXEC") or DEFAULT_NODE_EXEC
        if text == "journald":
            return cls(kind="journald", node_exec=exec_template)
        if text.startswith("cmd:"):
            return cls(kind="command", command=text[4:].strip())
        return cls(kind="file", path=text)

    def argv(self, node: str, since: datetime, until: datetime) -> list[str]:
        """The command line for a node and window (journald and command sources)."""
        values = {"node": node, "since": since.isoformat(), "until": until.isoformat(),
                  "since_epoch": str(int(since.timestamp())),
                  "until_epoch": str(int(until.timestamp()) + 1)}
        if self.kind == "journald":
            template = f"{self.node_exec} {JOURNALD}"
        else:
            template = self.command or ""
        return [part.format(**values) for part in shlex.split(template)]

    def read(self, node: str, since: datetime, until: datetime) -> tuple[list[str], str | None]:
        """(lines, note): the node's kernel log lines, and why there are none when that is so."""
        if self.kind == "file":
            path = Path((self.path or "").format(node=safe_part(node)))
            if not path.is_file():
                return [], f"{path}: not readable here"
            return read_lines(path), None
        argv = self.argv(node, since, until)
        try:
            done = subprocess.run(argv, capture_output=True, timeout=self.timeout, check=False)
        except (OSError, subprocess.TimeoutExpired) as exc:
            return [], f"{shlex.join(argv)}: {exc}"
        if done.returncode != 0:
            err = done.stderr.decode(errors="replace").strip().splitlines()
            return [], f"{shlex.join(argv)}: exit {done.returncode} {err[-1] if err else ''}"
        out = done.stdout[-MAX_OUTPUT_BYTES:].decode(errors="replace")
        return [line for line in out.splitlines() if not line.startswith("-- ")], None
