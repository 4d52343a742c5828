"""Where a command's CPU goes, counted by the kernel: every process on the machine sampled from
/proc twice a second while the command runs, grouped by what it is, and the machine's busy,
idle and steal time from /proc/stat around it.

`/usr/bin/time` around `make test` undercounts by about a third: it sees only the processes
that were waited for, and the local cluster's launchers and ranks and torchrun's workers
outlive their parents. This counts them all (docs/benchmarks.md, *Where the suite's CPU goes*).
A process that lives less than half a second between two samples is missed; the kernel count
above the table has it. Processes not started by the command (another session's) are counted
too: run it on a quiet machine. With ``--per-test``, pytest's own CPU and that of the children
it waited for is also written per test (bench/suite_cpu_plugin.py) and summed per file.
Asserts nothing.

    .venv/bin/python bench/suite_cpu.py -- ./.ci/run                # a fresh clone's CI run
    .venv/bin/python bench/suite_cpu.py --per-test -- make test
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
import threading
import time
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

HZ = os.sysconf("SC_CLK_TCK")
STAT_FIELDS = ("user", "nice", "system", "idle", "iowait", "irq", "softirq", "steal")

# First match wins: the torch processes before the generic `python` ones, and a process whose
# arguments only mention a pytest temporary directory is not a pytest worker.
KINDS: list[tuple[str, re.Pattern[str]]] = [
    (kind, re.compile(pattern))
    for kind, pattern in [
        ("torchrun agents", r"torch\.distributed\.run|bin/torchrun"),
        ("ranks of the torch programs (examples/, bench/)", r"train_ddp\.py|versus_worker\.py"),
        ("the torch attribution generator", r"fixtures_gen/"),
        ("simulated trainer ranks", r"localcluster\.trainer"),
        ("simulated launchers", r"localcluster\.(command_)?launcher"),
        ("Temporal dev servers", r"temporal\S* server start-dev"),
        ("pip", r"-m pip |bin/pip"),
        ("mypy", r"mypy|scripts/typecheck\.py"),
        ("`warden worker` processes", r"warden worker|workers\.main"),
        ("`warden` commands", r"bin/warden|trainwarden\.cli"),
        ("Slurm daemons and commands", r"slurm|munged|\bsrun\b|\bsbatch\b|\bscontrol\b"),
        ("moto (S3)", r"moto"),
        ("pytest-xdist workers (tests in process)", r"exec\(eval\(sys\.stdin\.readline"),
        ("pytest (the controller)", r"bin/pytest"),
    ]
]


def kind_of(cmdline: str) -> str:
    return next((kind for kind, pattern in KINDS if pattern.search(cmdline)), "other")


@dataclass
class Seen:
    """One process: its command line, and the CPU ticks it spent while sampled."""

    cmdline: str
    ticks: int = 0


class Sampler:
    """The CPU each process (pid and start time) spent while sampled, with its command line: a
    process already running at the first sample counts from there, not from its start."""

    def __init__(self) -> None:
        self.seen: dict[tuple[int, int], Seen] = {}
        self.baseline: dict[tuple[int, int], int] = {}
        self.first = True
        self.stop = threading.Event()

    def sample(self) -> None:
        for name in os.listdir("/proc"):
            if not name.isdigit():
                continue
            try:
                raw = Path(f"/proc/{name}/stat").read_text(errors="replace")
                fields = raw[raw.rindex(")") + 2 :].split()
                cpu, start = int(fields[11]) + int(fields[12]), int(fields[19])
                key = (int(name), start)
                if key not in self.seen:
                    cmd = Path(f"/proc/{name}/cmdline").read_bytes()
                    self.seen[key] = Seen(cmd.replace(b"\0", b" ").decode(errors="replace"))
                if self.first:
                    self.baseline[key] = cpu
                entry = self.seen[key]
                entry.ticks = max(entry.ticks, cpu - self.baseline.get(key, 0))
            except (OSError, ValueError, IndexError):
                continue  # gone between listing and reading
        self.first = False

    def run(self) -> None:
        while not self.stop.is_set():
            self.sample()
            self.stop.wait(0.5)

    def by_kind(self) -> dict[str, tuple[int, float]]:
        totals: dict[str, list[float]] = defaultdict(lambda: [0, 0.0])
        for entry in self.seen.values():
            kind = kind_of(entry.cmdline)
            totals[kind][0] += 1
            totals[kind][1] += entry.ticks / HZ
        return {k: (int(n), s) for k, (n, s) in totals.items()}


def machine_times() -> dict[str, float]:
    first = Path("/proc/stat").read_text().splitlines()[0].split()[1:]
    return {name: int(v) / HZ for name, v in zip(STAT_FIELDS, first, strict=False)}


def per_file(prof_dir: Path) -> list[tuple[str, float, float, float, int]]:
    files: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0, 0.0, 0])
    for path in prof_dir.glob("*.tsv"):
        for line in path.read_text().splitlines():
            nodeid, own, children, wall, _began = line.split("\t")
            entry = files[nodeid.split("::")[0]]
            entry[0] += float(own)
            entry[1] += float(children)
            entry[2] += float(wall)
            entry[3] += 1
    return sorted(
        ((f, o, c, w, int(n)) for f, (o, c, w, n) in files.items()), key=lambda r: -(r[1] + r[2])
    )


def per_worker(prof_dir: Path, started: float) -> list[tuple[str, int, float, float, float]]:
    """Per pytest process: its tests, when its first test began and its last ended (s after the
    command started), and the time inside tests; the rest of that span is waiting between
    tests (the next unit's hand-out, a session fixture's teardown outside any test)."""
    rows = []
    for path in sorted(prof_dir.glob("*.tsv")):
        spans = []
        for line in path.read_text().splitlines():
            nodeid, _own, _children, wall, began = line.split("\t")
            if not nodeid.startswith("("):  # the session's last teardown is not a test
                spans.append((float(began) - started, float(wall)))
        if spans:
            first = min(b for b, _ in spans)
            last = max(b + w for b, w in spans)
            rows.append((path.stem, len(spans), first, last, sum(w for _, w in spans)))
    return rows


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    p.add_argument("--per-test", action="store_true", help="also CPU per test file (pytest)")
    p.add_argument("--top", type=int, default=25, help="test files to print with --per-test")
    p.add_argument("command", nargs="+", help="the command to run (after --)")
    args = p.parse_args()

    env = dict(os.environ)
    prof_dir = Path(tempfile.mkdtemp(prefix="suite-cpu-"))
    if args.per_test:
        bench = str(Path(__file__).resolve().parent)
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [bench, env.get("PYTHONPATH")]))
        env["PYTEST_ADDOPTS"] = f"{env.get('PYTEST_ADDOPTS', '')} -p suite_cpu_plugin".strip()
        env["SUITE_CPU_DIR"] = str(prof_dir)

    sampler = Sampler()
    thread = threading.Thread(target=sampler.run, daemon=True)
    before, started, started_at = machine_times(), time.monotonic(), time.time()
    thread.start()
    rc = subprocess.run(args.command, env=env, check=False).returncode
    wall = time.monotonic() - started
    after = machine_times()
    sampler.stop.set()
    thread.join()

    spent = {k: after[k] - before[k] for k in STAT_FIELDS}
    busy = sum(spent.values()) - spent["idle"] - spent["iowait"] - spent["steal"]
    cores = os.cpu_count() or 1
    print(f"\n{' '.join(args.command)}: exit {rc}, {wall:.0f} s of wall time")
    print(
        f"machine: {busy:.0f} s of CPU busy ({busy / (wall * cores):.0%} of {cores} cores),"
        f" idle {spent['idle']:.0f} s, iowait {spent['iowait']:.0f} s, steal {spent['steal']:.0f} s"
    )
    kinds = sampler.by_kind()
    print("\n| what | processes | CPU s |\n|---|---:|---:|")
    for kind, (count, cpu) in sorted(kinds.items(), key=lambda kv: -kv[1][1]):
        print(f"| {kind} | {count} | {cpu:.0f} |")
    count, cpu = sum(n for n, _ in kinds.values()), sum(c for _, c in kinds.values())
    print(f"| all sampled | {count} | {cpu:.0f} |")
    if args.per_test:
        rows = per_file(prof_dir)
        print("\n| test file | tests | own CPU s | waited-for children s | wall s |")
        print("|---|---:|---:|---:|---:|")
        for f, own, children, w, n in rows[: args.top]:
            print(f"| {f} | {n} | {own:.1f} | {children:.1f} | {w:.0f} |")
        print("\n| pytest process | tests | first test at s | last ended at s | in tests s"
              " | between s |")
        print("|---|---:|---:|---:|---:|---:|")
        for name, n, first, last, inside in per_worker(prof_dir, started_at):
            between = last - first - inside
            print(f"| {name} | {n} | {first:.0f} | {last:.0f} | {inside:.0f} | {between:.0f} |")
    return rc


if __name__ == "__main__":
    sys.exit(main())
