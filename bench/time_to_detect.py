"""Time-to-detect and time-to-action per fault kind, with the collective timeout far away.

    .venv/bin/python bench/time_to_detect.py [--faults 5] [--poll 1.0] [--hang 10]
                                             [--collective-timeout 600] [--kinds xid,sigkill]
                                             [--backends local,slurm]

On the local backend (real Temporal dev server, in-process worker, real trainer processes, the
shipped default playbook), each fault runs in its own supervised job on its own cluster: an Xid
79 that kills its rank, a rank SIGKILLed from outside, a node lost, a user-code exception, a
hang. Printed per kind: median and p95 of time_to_detect (detected_at - failed_at) and
time_to_action (action_at - failed_at) from the incident's own clocks, next to the poll interval,
the ratio of the detection median to the collective timeout, and for the SIGKILL the same
figure by an outside clock (the kill). Nothing is asserted: these are figures to read.

With `--backends slurm` (run it under `flock /tmp/slurm-tests.lock`) the same faults run on a
private 4-node Slurm cluster (bench/bench_slurm.py: a node agent per node, the trainer under
srun without --kill-on-bad-exit, 2 nodes x 2 ranks): the Xid is seen by the node agent, the
SIGKILL and the exception by srun's task-exit line, the node loss (slurmd, slurmstepd, ranks
and agent SIGKILLed) by the agent's silence (3 s here, heartbeat 0.5 s), the hang by its
threshold.

Detection at the first sign makes every kind but the hang independent of the collective
timeout: the goal is time_to_detect <= poll + 1 s (hang: hang threshold + one poll).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import signal
import statistics
import sys
import time
import uuid
from datetime import UTC, datetime
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "bench"))

from bench_jobs import local_server, pct, simulated_job, wait  # noqa: E402
from bench_slurm import SlurmBench  # noqa: E402
from temporalio.client import Client  # noqa: E402

from trainwarden.localcluster.cluster import LocalCluster  # noqa: E402
from trainwarden.localcluster.fsutil import read_json  # noqa: E402
from trainwarden.localcluster.layout import RunLayout  # noqa: E402
from trainwarden.models import JobHandle  # noqa: E402
from trainwarden.supervision import SuperviseInput, SupervisorStatus  # noqa: E402
from trainwarden.workers.main import build_worker  # noqa: E402

KINDS = ("xid", "sigkill", "node_loss", "user_code", "hang")
BACKENDS = ("local", "slurm")
AFTER_STEPS = 6


async def progressing(cluster: LocalCluster, job_id: str, steps: int) -> None:
    while True:
        if job_id in cluster.jobs():
            obs = cluster.observe(job_id)
            if obs.state == "RUNNING" and (obs.step or 0) >= steps:
                return
        await asyncio.sleep(0.05)


async def one_fault(
    client: Client, tq: str, home: Path, kind: str, n: int, args: argparse.Namespace
) -> dict:
    cluster = LocalCluster(home / f"{kind}-{n}", nodes=4)
    name = f"{kind.replace('_', '')}{n}"
    job = simulated_job(cluster, name, args.collective_timeout)
    params = {
        "poll_interval": f"{args.poll}s",
        "hang_threshold": f"{args.hang}s",
        "heartbeat_timeout": "10s",
    }
    if kind in ("xid", "node_loss", "user_code", "hang"):
        node = {"xid": "node-2", "node_loss": "node-3", "user_code": "node-3", "hang": "node-1"}
        cluster.inject_fault(node[kind], kind, after_steps=AFTER_STEPS, xid=79)
    handle = await client.start_workflow(
        "SuperviseTrainingJob",
        SuperviseInput(job=job, params=params),
        id=f"supervise-{name}-{uuid.uuid4().hex[:6]}",
        task_queue=tq,
    )
    outside: datetime | None = None
    if kind == "sigkill":
        await progressing(cluster, f"local-{name}", AFTER_STEPS)
        pid = int(read_json(RunLayout(cluster.layout.run_dir(name, 1)).pids)["1"])
        outside = datetime.now(UTC)
        os.kill(pid, signal.SIGKILL)
    row = await measured(handle, kind, outside, args)
    cluster.kill_all()
    return row


def _acted(s: SupervisorStatus) -> bool:
    return bool(s.incidents) and None not in (
        s.incidents[0].timings.action_at,
        s.incidents[0].timings.failed_at,
    )


async def measured(handle, kind: str, outside: datetime | None, args) -> dict:
    """The fault's incident clocks, once it was acted on; then supervision stopped."""
    s = await wait(handle, _acted, args.hang + 120)
    inc = s.incidents[0]
    t = inc.timings
    row = {
        "backend": args.backend,
        "kind": kind,
        "trigger": inc.trigger,
        "category": inc.attribution.category if inc.attribution else None,
        "first_sign": inc.first_signs[0].detail if inc.first_signs else None,
        "failed_at_source": t.failed_at_source,
        "time_to_detect": t.time_to_detect,
        "time_to_action": t.time_to_action,
        "outside_detect": (
            round((t.detected_at - outside).total_seconds(), 3)
            if outside and t.detected_at
            else None
        ),
        "incidents": len(s.incidents),
    }
    if os.environ.get("TTD_DEBUG"):
        row["attribution"] = inc.attribution.model_dump(mode="json") if inc.attribution else None
    await handle.signal("stop", {"reason": "bench"})
    await wait(handle, lambda s: s.state == "stopped", 60)
    return row


async def one_slurm_fault(
    client: Client, tq: str, bench: SlurmBench, kind: str, n: int, args: argparse.Namespace
) -> dict:
    spec, work = bench.job(f"{kind.replace('_', '')}{n}", args.collective_timeout)
    params = {"poll_interval": f"{args.poll}s", "hang_threshold": f"{args.hang}s",
              "heartbeat_timeout": "10s", "max_excluded_fraction": 0.5}  # fmt: skip
    handle = await client.start_workflow(
        "SuperviseTrainingJob",
        SuperviseInput(job=spec, params=params),
        id=f"supervise-{spec.name}-{uuid.uuid4().hex[:6]}",
        task_queue=tq,
    )
    s = await wait(handle, lambda s: s.handle is not None, 60)
    assert s.handle is not None
    job_id = s.handle.job_id
    backend = bench.backend()
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        obs = await asyncio.to_thread(
            backend.observe, JobHandle(backend="slurm", job_id=job_id)
        )
        if obs.state == "RUNNING" and (obs.step or 0) >= AFTER_STEPS:
            break
        await asyncio.sleep(0.1)
    ranks = bench.ranks(job_id)
    outside: datetime | None = None
    if kind == "sigkill":
        outside = datetime.now(UTC)
        os.kill(ranks[1][0], signal.SIGKILL)
    elif kind == "node_loss":
        outside = datetime.now(UTC)
        await asyncio.to_thread(bench.power_off, job_id, ranks[3][1])
    else:
        bench.arm(work, job_id, ranks[2][1], kind)
    row = await measured(handle, kind, outside, args)
    await asyncio.to_thread(bench.clean)
    return row


def summarize(rows: list[dict], args: argparse.Namespace) -> None:
    print(
        f"{args.backend} backend: poll interval {args.poll}s, hang threshold {args.hang}s, "
        f"collective timeout {args.collective_timeout:g}s, {args.faults} faults per kind"
    )
    print(
        f"{'kind':10} {'detect med':>10} {'p95':>7} {'action med':>10} {'p95':>7} "
        f"{'ratio':>7} {'outside':>8}  first sign / trigger"
    )
    for kind in args.kinds:
        mine = [r for r in rows if r["kind"] == kind]
        if not mine:
            continue
        det = [r["time_to_detect"] for r in mine if r["time_to_detect"] is not None]
        act = [r["time_to_action"] for r in mine if r["time_to_action"] is not None]
        out = [r["outside_detect"] for r in mine if r["outside_detect"] is not None]
        med = statistics.median(det)
        print(
            f"{kind:10} {med:10.3f} {pct(det, 0.95):7.3f} {statistics.median(act):10.3f} "
            f"{pct(act, 0.95):7.3f} {med / args.collective_timeout:7.4f} "
            f"{(f'{statistics.median(out):.3f}' if out else '-'):>8}  "
            f"{mine[0]['trigger']}/{mine[0]['category']}: "
            f"{(mine[0]['first_sign'] or mine[0]['failed_at_source'])[:70]}"
        )
    extra = [r for r in rows if r["incidents"] != 1]
    print(f"faults with more than one incident: {len(extra)}")


async def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--faults", type=int, default=5)
    p.add_argument("--poll", type=float, default=1.0)
    p.add_argument("--hang", type=float, default=10.0, help="hang threshold, seconds")
    p.add_argument("--collective-timeout", type=float, default=600.0)
    p.add_argument("--kinds", default=",".join(KINDS))
    p.add_argument("--json", action="store_true", help="also print every fault as JSON")
    p.add_argument("--backends", default="local", help="local, slurm or local,slurm")
    args = p.parse_args()
    args.kinds = [k for k in args.kinds.split(",") if k]
    backends = [b for b in args.backends.split(",") if b in BACKENDS]
    home, env = await local_server("tw-ttd-")
    tq = f"ttd-{uuid.uuid4().hex[:6]}"
    rows: dict[str, list[dict]] = {b: [] for b in backends}
    try:
        async with build_worker(env.client, tq):
            for args.backend in backends:
                await run_backend(env.client, tq, home, rows[args.backend], args)
    finally:
        await env.shutdown()
    for args.backend in backends:
        summarize(rows[args.backend], args)


async def run_backend(
    client: Client, tq: str, home: Path, rows: list[dict], args: argparse.Namespace
) -> None:
    bench = SlurmBench(args.poll) if args.backend == "slurm" else None
    if bench is not None:
        await asyncio.to_thread(bench.__enter__)
    try:
        for kind in args.kinds:
            for n in range(args.faults):
                if bench is not None:
                    rows.append(await one_slurm_fault(client, tq, bench, kind, n, args))
                else:
                    rows.append(await one_fault(client, tq, home, kind, n, args))
                if args.json:
                    print(json.dumps(rows[-1]), flush=True)
    finally:
        if bench is not None:
            await asyncio.to_thread(bench.__exit__, None, None, None)


if __name__ == "__main__":
    asyncio.run(main())
