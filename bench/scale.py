"""How far one worker goes: N concurrent supervised healthy jobs, one worker process.

For each N it starts a fresh Temporal dev server and one worker process, supervises N jobs on
the *virtual* backend (no trainer processes: observing a job costs microseconds, so what is
measured is the supervisor - worker, workflows, Temporal server - not a simulated trainer),
measures CPU and memory over a window, then injects a fault into a few jobs and measures the
detection latency. Prints figures; asserts nothing.

    .venv/bin/python bench/scale.py --jobs 1,100,300,1000 --window 60 [--first-signs]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from temporalio.client import Client
from temporalio.contrib.pydantic import pydantic_data_converter

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from trainwarden.activities.backends.virtual import VirtualBackend  # noqa: E402
from trainwarden.config import SEARCH_ATTRIBUTES, temporal_binary  # noqa: E402
from trainwarden.models import JobSpec, LocalJobOptions  # noqa: E402
from trainwarden.supervision import (  # noqa: E402
    SuperviseInput,
    SupervisionTuning,
    SupervisorStatus,
)
from trainwarden.workers.devserver import dev_server_args  # noqa: E402

TICKS = os.sysconf("SC_CLK_TCK")
PROBE_LEASE = 5.0


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS  # utime + stime


def rss_mib(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


async def wait_connect(address: str) -> Client:
    for _ in range(300):
        try:
            return await Client.connect(address, data_converter=pydantic_data_converter)
        except Exception:
            await asyncio.sleep(0.2)
    raise RuntimeError(f"no server at {address}")


async def run_one(n: int, window: float, faults: int, poll: str, home: Path) -> dict:
    port = free_port()
    address = f"127.0.0.1:{port}"
    args = [temporal_binary(), "server", "start-dev", "--headless", "--ip", "127.0.0.1",
            "--port", str(port), "--log-level", "error"]
    for name, kind in SEARCH_ATTRIBUTES.items():
        args += ["--search-attribute", f"{name}={kind}"]
    args += dev_server_args()
    server = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    client = await wait_connect(address)
    env = {
        **os.environ,
        "TEMPORAL_ADDRESS": address,
        "TRAINWARDEN_HOME": str(home),
        # every supervised job holds one monitor activity: slots for all of them, plus actions
        "TRAINWARDEN_MAX_CONCURRENT_ACTIVITIES": str(n + 50),
        "TRAINWARDEN_MAX_CACHED_WORKFLOWS": str(max(1000, n + 50)),
    }
    worker = subprocess.Popen(
        [sys.executable, "-m", "trainwarden.workers.main"], cwd=REPO, env=env,
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    vroot = home / "virtual"
    try:
        handles = []
        started = time.monotonic()
        for i in range(n):
            job = JobSpec(
                name=f"scale-{n}-{i}", backend="virtual", nodes=4, ranks_per_node=1,
                local=LocalJobOptions(cluster_dir=str(vroot), step_seconds=1.0),
            )
            # job 0 probes history growth: its monitor returns every PROBE_LEASE seconds
            tuning = SupervisionTuning(monitor_lease_seconds=PROBE_LEASE if i == 0 else 3600)
            inp = SuperviseInput(job=job, params={"poll_interval": poll}, tuning=tuning)
            handles.append(await client.start_workflow(
                "SuperviseTrainingJob", inp, id=f"supervise-{job.name}", task_queue="trainwarden"
            ))
        query = 'SupervisorState="supervising"'
        while (await client.count_workflows(query)).count < n:
            if time.monotonic() - started > 600:
                raise RuntimeError(f"only some of {n} jobs reached supervising in 10 minutes")
            await asyncio.sleep(1)
        ramp = time.monotonic() - started
        await asyncio.sleep(5)  # let the start-up burst pass
        h0 = await handles[0].fetch_history()
        w0, s0, t0 = cpu_seconds(worker.pid), cpu_seconds(server.pid), time.monotonic()
        await asyncio.sleep(window)
        w1, s1, t1 = cpu_seconds(worker.pid), cpu_seconds(server.pid), time.monotonic()
        elapsed = t1 - t0
        # growth of the probe job's history: events and bytes per monitor lease, which with the
        # default lease of 1 h is per job-hour of healthy supervision
        h1 = await handles[0].fetch_history()
        leases = elapsed / PROBE_LEASE
        hist_events = (len(h1.events) - len(h0.events)) / leases
        hist_bytes = (len(h1.to_json()) - len(h0.to_json())) / leases

        backend = VirtualBackend(vroot)
        victims = handles[-faults:]
        before = {h.id: len((await h.fetch_history()).events) for h in victims}
        for h in victims:
            job_id = f"virtual-{h.id.removeprefix('supervise-')}"
            step = backend.observe(backend._handle(backend._load(job_id))).ranks[0].step
            backend.inject_fault(job_id, "vnode-2", at_step=(step or 0) + 2)
        latencies: dict[str, float] = {}
        for _ in range(240):
            for h in victims:
                if h.id in latencies:
                    continue
                s = await h.query("status", result_type=SupervisorStatus)
                if s.incidents and s.incidents[0].timings.time_to_detect is not None:
                    latencies[h.id] = s.incidents[0].timings.time_to_detect
            if len(latencies) == len(victims):
                break
            await asyncio.sleep(0.25)
        await asyncio.sleep(3)
        incident_events = [len((await h.fetch_history()).events) - before[h.id] for h in victims]
        latencies = list(latencies.values())  # type: ignore[assignment]
        return {
            "jobs": n,
            "ramp_s": round(ramp, 1),
            "worker_cpu_pct_core": round(100 * (w1 - w0) / elapsed, 2),
            "server_cpu_pct_core": round(100 * (s1 - s0) / elapsed, 2),
            "worker_cpu_s_per_job_hour": round((w1 - w0) / n / (elapsed / 3600), 3),
            "server_cpu_s_per_job_hour": round((s1 - s0) / n / (elapsed / 3600), 3),
            "worker_rss_mib": round(rss_mib(worker.pid), 1),
            "server_rss_mib": round(rss_mib(server.pid), 1),
            "detect_median_s": round(statistics.median(latencies), 2) if latencies else None,
            "detect_p90_s": round(sorted(latencies)[int(0.9 * (len(latencies) - 1))], 2)
            if latencies else None,
            "history_events_per_job_hour": round(hist_events, 1),
            "history_bytes_per_job_hour": round(hist_bytes),
            "history_events_per_incident": statistics.median(incident_events)
            if incident_events else None,
        }
    finally:
        for proc in (worker, server):
            proc.terminate()
            try:
                proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                proc.kill()


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", default="1,100,300,1000")
    parser.add_argument("--window", type=float, default=60.0, help="seconds of measurement")
    parser.add_argument("--faults", type=int, default=10, help="faults injected per N")
    parser.add_argument("--poll", default="2s", help="playbook poll_interval")
    parser.add_argument(
        "--first-signs", action="store_true",
        help="each observation also pays the Slurm backend's first-sign work (followed output, "
        "srun lines, node agents' files)",
    )  # fmt: skip
    args = parser.parse_args()
    if args.first_signs:  # the worker process inherits it (activities/backends/virtual.py)
        os.environ["TRAINWARDEN_VIRTUAL_FIRST_SIGNS"] = "1"
    print(f"first-sign triggers: {'on' if args.first_signs else 'off'}", flush=True)
    rows = []
    for n in [int(x) for x in args.jobs.split(",")]:
        with tempfile.TemporaryDirectory(prefix="tw-scale-") as home:
            row = await run_one(n, args.window, args.faults, args.poll, Path(home))
        rows.append(row)
        print(json.dumps(row), flush=True)
    base = next((r for r in rows if r["jobs"] == 1), rows[0])
    print(f"{'jobs':>6} {'worker%core':>12} {'server%core':>12} {'wCPUs/job-h':>12} "
          f"{'sCPUs/job-h':>12} {'wRSS MiB':>9} {'detect s':>9} {'ratio':>6} {'ev/job-h':>9}")
    for r in rows:
        ratio = (r["detect_median_s"] / base["detect_median_s"]
                 if r["detect_median_s"] and base["detect_median_s"] else float("nan"))
        print(f"{r['jobs']:>6} {r['worker_cpu_pct_core']:>12} {r['server_cpu_pct_core']:>12} "
              f"{r['worker_cpu_s_per_job_hour']:>12} {r['server_cpu_s_per_job_hour']:>12} "
              f"{r['worker_rss_mib']:>9} {r['detect_median_s']!s:>9} {ratio:>6.2f} "
              f"{r['history_events_per_job_hour']:>9}")


if __name__ == "__main__":
    asyncio.run(main())
