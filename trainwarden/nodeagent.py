"""`warden node-agent`: one small process per node that publishes fatal events as they happen.

On a Slurm site the worker cannot see a node's kernel log cheaply (reading it means an ssh or
srun per node per poll), so each node watches its own: the kernel log (a file, followed
incrementally, or `journalctl -k -f`), and the GPUs' health where `nvidia-smi` exists (skipped
cleanly where it does not). Lines matching a fatal catalog signature (`fatal: true`) are
published as one JSON line each (a `FirstSign`) to

    RUN_ROOT/node-events/NODE.jsonl

on the shared filesystem the backend already uses for job output. Each file has exactly one
writer (its node's agent) and is only appended to, so no locking crosses nodes; the backend
follows each file of the job's nodes from an offset (one stat per node per poll), keeping only
events at or after the job's start. See the README ("Node agent") for why a file and not an
endpoint.

The agent also touches its file every `--heartbeat` seconds. A node that loses power or its
kernel takes its agent with it: the worker reads an agent silent for longer than
TRAINWARDEN_NODE_AGENT_SILENCE seconds, on a node whose ranks stopped too, as the node lost.
"""

from __future__ import annotations

import argparse
import logging
import os
import queue
import shutil
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterable
from datetime import UTC, datetime
from pathlib import Path

from trainwarden.attribution.catalog import load_catalogs
from trainwarden.dumpable import make_undumpable
from trainwarden.firstsign import FatalMatcher
from trainwarden.models import FirstSign
from trainwarden.progresslog.fatal import FatalFollower
from trainwarden.untrusted.paths import safe_part

EVENTS_DIR = "node-events"
JOURNALD = ["journalctl", "-k", "-f", "-n", "0", "-o", "short-iso-precise", "--no-pager"]
log = logging.getLogger("trainwarden.nodeagent")
NVIDIA_SMI = ["nvidia-smi", "--query-gpu=index,pci.bus_id,ecc.errors.uncorrected.volatile.total",
              "--format=csv,noheader"]


def events_path(run_root: Path, node: str) -> Path:
    return run_root / EVENTS_DIR / f"{safe_part(node)}.jsonl"


def publish(path: Path, signs: Iterable[FirstSign]) -> int:
    """Append events, one JSON line each (one write per line: O_APPEND keeps lines whole)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    count = 0
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        for sign in signs:
            os.write(fd, (sign.model_dump_json() + "\n").encode())
            count += 1
    finally:
        os.close(fd)
    return count


def _now() -> datetime:
    return datetime.now(UTC)


class GpuHealth:
    """`nvidia-smi` where it exists: a GPU it cannot reach, or a new uncorrectable ECC error,
    becomes a line the fatal signatures recognise (gpu-lost, ecc-uncorrectable)."""

    def __init__(self, command: list[str] | None = None) -> None:
        self.command = command or NVIDIA_SMI
        self.available = shutil.which(self.command[0]) is not None
        self.ecc: dict[str, int] = {}

    def lines(self) -> list[str]:
        if not self.available:
            return []
        try:
            done = subprocess.run(self.command, capture_output=True, text=True, timeout=20)
        except (OSError, subprocess.TimeoutExpired) as exc:
            return [f"nvidia-smi failed: {exc}"]
        text = (done.stdout + done.stderr).strip()
        if done.returncode != 0:
            return [line for line in text.splitlines() if line.strip()]
        out = []
        for row in text.splitlines():
            parts = [p.strip() for p in row.split(",")]
            if len(parts) < 3 or not parts[2].isdigit():
                continue
            count, before = int(parts[2]), self.ecc.get(parts[1])
            self.ecc[parts[1]] = count
            if before is not None and count > before:
                out.append(f"GPU {parts[0]} ({parts[1]}): uncorrectable ECC errors {before} -> "
                           f"{count}")
        return out


class NodeAgent:
    def __init__(
        self,
        node: str,
        run_root: Path,
        kernel_log: str,
        gpu: GpuHealth | None = None,
        catalogs: list[str | Path] | None = None,
    ) -> None:
        self.node = node
        self.out = events_path(run_root, node)
        self.matcher = FatalMatcher(load_catalogs(catalogs))
        # lines from the agent's start on (to the second: many logs stamp no finer), so a
        # restarted agent does not publish the node's history again
        self.started = _now().replace(microsecond=0)
        self.gpu = gpu
        self.lines: queue.Queue[str] = queue.Queue()
        self.journal: subprocess.Popen[str] | None = None
        self.follower: FatalFollower | None = None
        if kernel_log == "journald":
            self._start_journal()
        elif kernel_log:
            self.follower = FatalFollower(
                Path(kernel_log), None, fatal=self.matcher, stream="kernel", node=node,
                not_before=self.started,
            )

    def _start_journal(self) -> None:
        self.journal = subprocess.Popen(
            JOURNALD, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True
        )

        def pump() -> None:
            assert self.journal is not None and self.journal.stdout is not None
            for line in self.journal.stdout:
                self.lines.put(line.rstrip("\n"))

        threading.Thread(target=pump, daemon=True).start()

    def poll(self, check_gpu: bool = False) -> int:
        """Publish what appeared since the last poll; return how many events."""
        signs: list[FirstSign] = []
        if self.follower is not None:
            self.follower.poll()
            signs += self.follower.found
            self.follower.found.clear()
        while not self.lines.empty():
            sign = self.matcher.sign(self.lines.get(), "kernel", self.node, None, _now())
            if sign is not None:
                signs.append(sign)
        if check_gpu and self.gpu is not None:
            now = _now()
            for line in self.gpu.lines():
                sign = self.matcher.sign(line, "kernel", self.node, None, now)
                if sign is not None:
                    signs.append(sign.model_copy(update={"bound": True, "at": now}))
        return publish(self.out, signs) if signs else 0

    def heartbeat(self) -> None:
        """Touch the events file: its modification time tells the worker this node is alive
        (a node that lost power takes its agent with it; the worker then sees the silence)."""
        self.out.parent.mkdir(parents=True, exist_ok=True)
        os.close(os.open(self.out, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644))
        os.utime(self.out)

    def close(self) -> None:
        if self.journal is not None:
            self.journal.terminate()
            self.journal.wait(timeout=5)


def run(args: argparse.Namespace) -> int:
    make_undumpable(process="the node agent")  # jobs here cannot read its environ or memory
    run_root = args.run_root or os.environ.get("TRAINWARDEN_RUN_ROOT")
    if not run_root:
        sys.stderr.write("warden: error: node-agent: --run-root or TRAINWARDEN_RUN_ROOT is required"
                         "\n")
        return 2
    node = args.node or os.environ.get("SLURMD_NODENAME") or socket.gethostname().split(".")[0]
    kernel_log = args.kernel_log or (
        "journald" if shutil.which("journalctl") else "/var/log/kern.log"
    )
    gpu = GpuHealth() if args.gpu_interval > 0 else None
    if gpu is not None and not gpu.available:
        log.info("node-agent %s: no nvidia-smi here, GPU health checks off", node)
    agent = NodeAgent(node, Path(run_root), kernel_log, gpu)
    log.info("node-agent %s: following %s -> %s", node, kernel_log, agent.out)
    next_gpu = next_beat = 0.0
    try:
        while True:
            now = time.monotonic()
            if now >= next_beat:
                agent.heartbeat()
                next_beat = now + args.heartbeat
            check = gpu is not None and gpu.available and now >= next_gpu
            if check:
                next_gpu = now + args.gpu_interval
            agent.poll(check_gpu=check)
            if args.once:
                return 0
            time.sleep(args.interval)
    except KeyboardInterrupt:
        return 0
    finally:
        agent.close()


def register_cli(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = subparsers.add_parser("node-agent", help="publish this node's fatal events (Slurm sites)")
    p.add_argument("--node", default=None, help="node name (default $SLURMD_NODENAME, hostname)")
    p.add_argument("--run-root", default=None, help="shared run root ($TRAINWARDEN_RUN_ROOT)")
    p.add_argument(
        "--kernel-log", default=None,
        help="a kernel log file, or 'journald' (default: journald where journalctl exists)",
    )
    p.add_argument("--interval", type=float, default=0.5, help="seconds between polls")
    p.add_argument("--gpu-interval", type=float, default=10.0, help="nvidia-smi every N s; 0 off")
    p.add_argument(
        "--heartbeat", type=float, default=5.0,
        help="touch the events file every N s (the worker reads a silent agent on a node whose "
        "ranks stopped too as the node lost)",
    )  # fmt: skip
    p.add_argument("--once", action="store_true", help="one poll, then exit")
    p.set_defaults(func=run)
