"""What one poll of a Slurm cluster costs, with and without 20,000 other users' jobs in the queue.

    .venv/bin/python bench/slurm_poll.py [--prefix /opt/slurm-24.11] [--foreign 20000]
        [--supervised 1,4] [--repeat 15] [--json]

Starts a private cluster of one release (deploy/slurm/localslurm.py; default: the release first
on PATH) with MaxJobCount raised, submits the supervised jobs (running), then measures, before
and after ``--foreign`` held jobs of another user are put in the queue:

- the poll as trainwarden does it now: ``SlurmWatcher`` refreshes asking for the supervised jobs
  by id and their nodes (``squeue --jobs ... -O``, ``sinfo --nodes ... -O``); the supervised
  jobs are user nobody's (a worker's service user), the foreign ones user daemon's;
- the poll as it was before (``squeue --json --states=all`` and ``sinfo --json``, everything).

For each: the median and the spread of the wall time over ``--repeat`` polls, and the bytes the
commands printed. Figures only, no assertions (docs/benchmarks.md).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import shlex
import statistics
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from trainwarden.activities.backends.slurm_runner import SlurmRunner  # noqa: E402
from trainwarden.activities.backends.slurm_text import SEP  # noqa: E402
from trainwarden.activities.backends.slurm_watcher import SlurmWatcher  # noqa: E402


def load_localslurm() -> Any:
    spec = importlib.util.spec_from_file_location("localslurm", REPO / "deploy/slurm/localslurm.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["localslurm"] = module
    spec.loader.exec_module(module)
    return module


def timed(fn: Any, repeat: int) -> tuple[float, float, float, int]:
    """(median s, min s, max s, bytes of the last run)."""
    times, size = [], 0
    for _ in range(repeat):
        started = time.perf_counter()
        size = fn()
        times.append(time.perf_counter() - started)
    return statistics.median(times), min(times), max(times), size


def submit_foreign(env: dict[str, str], count: int, workdir: Path) -> float:
    """Held jobs of user daemon (uid 1), `count` of them, submitted 8 at a time; seconds."""
    argv = ["setpriv", "--reuid=1", "--regid=1", "--clear-groups", "sbatch", "--hold",
            "--parsable", "-o", "/dev/null", f"--chdir={workdir}", "-J", "someone-else",
            "--wrap", "true"]  # fmt: skip
    started = time.monotonic()

    def one(_: int) -> None:
        subprocess.run(argv, env=env, capture_output=True, check=True, timeout=120)

    with ThreadPoolExecutor(8) as pool:
        list(pool.map(one, range(count)))
    return time.monotonic() - started


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--prefix", type=Path, help="the Slurm installation (default: on PATH)")
    parser.add_argument("--foreign", type=int, default=20_000)
    parser.add_argument("--supervised", default="1,4", help="supervised job counts to poll for")
    parser.add_argument("--repeat", type=int, default=15)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    localslurm = load_localslurm()
    install = (
        localslurm.release_of(args.prefix) if args.prefix
        else localslurm.release_of(Path(localslurm.shutil.which("slurmctld")).parent.parent)
    )  # fmt: skip
    base = Path(tempfile.mkdtemp(prefix="tw-poll-"))
    base.chmod(0o755)
    cluster = localslurm.LocalSlurmCluster(
        base, node_count=4, install=install,
        extra_conf=[f"MaxJobCount={args.foreign + 10_000}", "MinJobAge=3600"],
    )  # fmt: skip
    counts = [int(c) for c in args.supervised.split(",")]
    results: dict[str, Any] = {"release": install.version, "foreign": args.foreign, "rows": []}
    cluster.start()
    try:
        env = cluster.env
        work = base / "work"
        work.mkdir(mode=0o777)
        supervised = [  # the worker's user: nobody (uid 0 would be "every user" to squeue)
            subprocess.run(
                ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups",
                 "sbatch", "--parsable", "-N1", "-n1", "-o", "/dev/null", f"--chdir={work}",
                 "--wrap", "sleep 3600"], env=env, capture_output=True, text=True, check=True,
            ).stdout.strip()
            for _ in range(max(counts))
        ]  # fmt: skip
        time.sleep(3)
        runner = SlurmRunner(slurm_conf=str(cluster.conf_path), extra_env={"PATH": cluster.path})

        def measure(label: str) -> None:
            for n in counts:
                watcher = SlurmWatcher(runner=runner, poll_interval=0)
                for job_id in supervised[:n]:
                    watcher.watch_job(job_id)
                watcher.snapshot(max_age=0)  # the release, once; the owner for --user

                def poll_now(w: SlurmWatcher = watcher) -> int:
                    w.snapshot(max_age=0)
                    return 0

                med, lo, hi, _ = timed(poll_now, args.repeat)
                size = _answer_bytes(watcher, runner)  # asked again, not timed
                results["rows"].append({"queue": label, "poll": f"text, {n} supervised",
                                        "median_s": med, "min_s": lo, "max_s": hi, "bytes": size})

            def poll_json() -> int:
                a = runner.run(["squeue", "--json", "--states=all"]).stdout
                b = runner.run(["sinfo", "--json"]).stdout
                return len(a.encode()) + len(b.encode())

            med, lo, hi, size = timed(poll_json, max(3, args.repeat // 3))
            results["rows"].append({"queue": label, "poll": "json, everything (before)",
                                    "median_s": med, "min_s": lo, "max_s": hi, "bytes": size})

        measure("supervised only")
        results["submit_seconds"] = submit_foreign(env, args.foreign, work)
        queued = subprocess.run(["squeue", "-h", "-o", "%i"], env=env, capture_output=True,
                                text=True).stdout.split()  # fmt: skip
        results["queued"] = len(queued)
        measure(f"+{args.foreign} foreign")
    finally:
        cluster.stop()
    if args.json:
        print(json.dumps(results, indent=2))
        return 0
    print(f"Slurm {results['release']}, {results['queued']} jobs queued at the end "
          f"({args.foreign} foreign submitted in {results['submit_seconds']:.0f} s)")
    print(f"{'queue':<20} {'poll':<28} {'median s':>9} {'min':>7} {'max':>7} {'bytes':>10}")
    for r in results["rows"]:
        print(f"{r['queue']:<20} {r['poll']:<28} {r['median_s']:9.3f} {r['min_s']:7.3f} "
              f"{r['max_s']:7.3f} {r['bytes']:10d}")
    return 0


def _answer_bytes(watcher: SlurmWatcher, runner: SlurmRunner) -> int:
    """Bytes the poll's commands print (the records keep none): each asked once more."""
    snap = watcher.snapshot(max_age=3600)
    total = 0
    for record in snap.commands:
        argv = [a.replace(r"\x1f", SEP) for a in shlex.split(record.command)]
        total += len(runner.query(argv).stdout.encode())
    return total


if __name__ == "__main__":
    os.environ.setdefault("PYTHONDONTWRITEBYTECODE", "1")
    sys.exit(main())
