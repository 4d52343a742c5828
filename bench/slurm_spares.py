"""A restart on a busy cluster: spare nodes inside the allocation versus requeue (issue 31).

    .venv/bin/python bench/slurm_spares.py [--runs 5] [--filler 20] [--cap 90] [--json]

Starts a private Slurm cluster of 6 nodes (deploy/slurm/localslurm.py), a Temporal dev server
and an in-process trainwarden worker, then for each arm, ``--runs`` times (a fresh job each
time): supervises deploy/slurm/trainer_job.sh on 4 nodes (1 rank each, 0.2 s steps, a checkpoint
every 5) with the shipped default playbook (short durations), and once it trains:

1. makes the cluster busy: every idle node is taken by a competing job of lower priority
   (``sbatch --nice=1000 --exclusive``, sleeping ``--filler`` seconds: on this cluster that is
   the queue a requeued job waits in; on a real one it is everything else queued);
2. injects a sticky Xid 79 on the job's last node (every run placed there fails);
3. waits for productive training again (past the pre-failure step), at most ``--cap`` s.

Arms: ``spares`` (job.slurm.spare_nodes 1: the allocation is 5 nodes, a fault is recovered by a
new step on the spare) and ``requeue`` (no spare: drain, requeue with the node excluded, wait
in the queue behind the filler). Prints per arm: time-to-action, time in queue (the incident's,
and the outside clock: squeue polled every 0.2 s from PENDING to RUNNING), time-to-productive,
and the runs never productive within the cap. Figures only, no assertions.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from datetime import UTC, datetime
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "bench"))

from bench_jobs import local_server, status_of  # noqa: E402
from slurm_recovery import load_localslurm  # noqa: E402
from temporalio.client import Client, WorkflowHandle  # noqa: E402

from trainwarden.activities.backends.slurm import SlurmBackend  # noqa: E402
from trainwarden.models import JobHandle, JobSpec, SlurmJobOptions  # noqa: E402
from trainwarden.supervision import SuperviseInput, SupervisorStatus  # noqa: E402
from trainwarden.workers.main import build_worker  # noqa: E402

SCRIPT = REPO / "deploy" / "slurm" / "trainer_job.sh"
NODES = 6
JOB_NODES = 4
PARAMS = {
    "poll_interval": "0.5s",
    "hang_threshold": "10s",
    "heartbeat_timeout": "10s",
    "max_excluded_fraction": 0.25,
}


class Cluster:
    def __init__(self, base: Path) -> None:
        self.base = base
        self.slurm = load_localslurm().LocalSlurmCluster(base / "cluster", node_count=NODES)

    def run(self, *argv: str, check: bool = True) -> str:
        return subprocess.run(
            argv, env=self.slurm.env, capture_output=True, text=True, check=check
        ).stdout

    def job(self, job_id: str) -> dict[str, str]:
        out = self.run("scontrol", "-o", "show", "job", job_id, check=False)
        return dict(f.split("=", 1) for f in out.split() if "=" in f)

    def idle(self) -> list[str]:
        out = self.run("sinfo", "-h", "-N", "-o", "%N %t")
        return sorted({n for n, s in (ln.split() for ln in out.splitlines()) if s == "idle"})

    def fill(self, seconds: float) -> list[str]:
        ids = []
        for node in self.idle():
            ids.append(self.run(
                "sbatch", "--parsable", "--exclusive", "--nice=1000", f"--nodelist={node}",
                "--job-name=competing", f"--output={self.base}/competing-%j.out",
                f"--wrap=sleep {seconds}",
            ).strip())  # fmt: skip
        return ids

    def reset(self) -> None:
        ids = self.run("squeue", "-h", "-o", "%i").split()
        if ids:
            self.run("scancel", *ids, check=False)
        for node in self.slurm.nodes:
            self.run("scontrol", "update", f"nodename={node}", "state=resume", check=False)
        self.slurm.wait_idle(timeout=60)


def job_spec(base: Path, name: str, spares: int) -> tuple[JobSpec, Path]:
    work = base / "jobs" / name
    work.mkdir(parents=True)
    export = "--export=" + ",".join([
        "PATH", f"TRAINWARDEN_PYTHON={sys.executable}", f"TRAINWARDEN_PYTHONPATH={REPO}",
        "TRAINWARDEN_TRAINER_ARGS=--step-seconds 0.2 --checkpoint-every 5 "
        "--collective-timeout 10",
        f"TRAINWARDEN_FAULTS={work / 'faults.json'}",
    ])  # fmt: skip
    args = ["--ntasks-per-node=1", f"--output={work}/slurm-%j.out", f"--chdir={work}", export]
    if not spares:
        args.insert(0, f"--nodes={JOB_NODES}")
    spec = JobSpec(
        name=name,
        backend="slurm",
        nodes=JOB_NODES,
        ranks_per_node=1,
        checkpoint_uri=str(work / "checkpoints"),
        slurm=SlurmJobOptions(script=str(SCRIPT), sbatch_args=args, spare_nodes=spares),
    )
    return spec, work


async def wait(handle: WorkflowHandle, pred, timeout: float) -> SupervisorStatus | None:
    deadline = time.monotonic() + timeout
    last = None
    while time.monotonic() < deadline:
        last = await status_of(handle)
        if last is not None and pred(last):
            return last
        await asyncio.sleep(0.2)
    return None


async def one_run(
    client: Client, queue: str, cluster: Cluster, arm: str, n: int, args: argparse.Namespace
) -> dict:
    run_root = Path(os.environ["TRAINWARDEN_SLURM_RUN_ROOT"])
    spec, work = job_spec(
        cluster.base, f"{arm}-{n}-{uuid.uuid4().hex[:4]}", 1 if arm == "spares" else 0
    )
    handle = await client.start_workflow(
        "SuperviseTrainingJob",
        SuperviseInput(job=spec, playbook="default", params=PARAMS),
        id=f"bench-{spec.name}",
        task_queue=queue,
    )
    status = await wait(handle, lambda s: s.handle is not None, 60)
    assert status is not None and status.handle is not None
    job_id = status.handle.job_id
    backend = SlurmBackend(slurm_conf=str(cluster.slurm.conf_path), run_root=run_root)
    job = JobHandle(backend="slurm", job_id=job_id)
    deadline = time.monotonic() + 90
    obs = backend.observe(job)
    while (obs.step or 0) < 8 and time.monotonic() < deadline:
        await asyncio.sleep(0.3)
        obs = await asyncio.to_thread(backend.observe, job)
    fillers = cluster.fill(args.filler)
    bad = sorted(obs.nodes)[-1]  # the training step's nodes (never the spare)
    fault = {"id": f"xid-{bad}", "node": bad, "kind": "xid", "sticky": True, "xid": 79,
             "fire_after": 2}  # fmt: skip
    (work / "faults.json").write_text(json.dumps([fault]))
    for run_dir in (run_root / job_id).glob("[0-9]*"):
        if (run_dir / "status").is_dir():
            (run_dir / "faults.json").write_text(json.dumps([fault]))
    # the outside clock of the queue: squeue's state every 0.2 s
    queued_seen = running_seen = None
    cap_at = time.monotonic() + args.cap
    final = None
    while time.monotonic() < cap_at:
        state = cluster.job(job_id).get("JobState")
        now = datetime.now(UTC)
        if state == "PENDING" and queued_seen is None:
            queued_seen = now
        if state == "RUNNING" and queued_seen is not None and running_seen is None:
            running_seen = now
        s = await status_of(handle)
        if s and s.incidents and s.incidents[0].timings.productive_at is not None:
            final = s
            break
        await asyncio.sleep(0.2)
    s = final or await status_of(handle)
    inc = s.incidents[0] if s and s.incidents else None
    t = inc.timings if inc else None
    outside = (running_seen - queued_seen).total_seconds() if queued_seen and running_seen else None
    restart = next((a.summary for a in inc.actions if a.step == "restart"), "") if inc else ""
    if "no requeue" in restart:  # a new step inside the allocation: never in the queue
        queue = 0.0 if t is None or t.time_in_queue is None else t.time_in_queue
        outside = 0.0 if queued_seen is None else outside
    else:
        queue = t.time_in_queue if t else None
    result = {
        "arm": arm,
        "run": n,
        "job_id": job_id,
        "bad": bad,
        "productive": final is not None,
        "time_to_action": t.time_to_action if t else None,
        "time_in_queue": queue,
        "time_in_queue_outside": outside,
        "time_to_productive": t.time_to_productive_training if t else None,
        "restart": restart,
        "fillers": len(fillers),
    }
    try:
        await handle.signal("stop", {"reason": "bench run over"})
        await wait(handle, lambda st: st.state == "stopped", 30)
    finally:
        cluster.reset()
    return result


def summary(rows: list[dict], key: str) -> str:
    values = [r[key] for r in rows if r[key] is not None]
    if not values:
        return "n/a"
    return (
        f"median {statistics.median(values):.2f}s (" + ", ".join(f"{v:.2f}" for v in values) + ")"
    )


async def main_async(args: argparse.Namespace) -> dict:
    base = Path(tempfile.mkdtemp(prefix="tw-spares-"))
    base.chmod(0o755)
    os.environ["TRAINWARDEN_SLURM_RUN_ROOT"] = str(base / "runs")
    os.environ["TRAINWARDEN_SLURM_POLL_SECONDS"] = "0.5"
    cluster = Cluster(base)
    cluster.slurm.start()
    os.environ["SLURM_CONF"] = str(cluster.slurm.conf_path)
    _, env = await local_server("tw-spares-home-")
    rows: list[dict] = []
    try:
        queue = f"bench-spares-{uuid.uuid4().hex[:6]}"
        async with build_worker(env.client, queue):
            for arm in args.arms:
                for n in range(1, args.runs + 1):
                    row = await one_run(env.client, queue, cluster, arm, n, args)
                    print(json.dumps(row), flush=True)
                    rows.append(row)
    finally:
        await env.shutdown()
        cluster.slurm.stop()
    return {"runs": args.runs, "filler_seconds": args.filler, "cap_seconds": args.cap, "rows": rows}


def print_text(result: dict) -> None:
    print(
        f"\nbusy cluster: competing jobs sleep {result['filler_seconds']:g}s on every idle node; "
        f"cap {result['cap_seconds']:g}s; {result['runs']} run(s) per arm"
    )
    for arm in ("spares", "requeue"):
        rows = [r for r in result["rows"] if r["arm"] == arm]
        if not rows:
            continue
        never = sum(1 for r in rows if not r["productive"])
        print(f"\n{arm}:")
        print(f"  time-to-action      {summary(rows, 'time_to_action')}")
        print(f"  time in queue       {summary(rows, 'time_in_queue')} (incident)")
        print(f"  time in queue       {summary(rows, 'time_in_queue_outside')} (squeue, outside)")
        print(f"  time-to-productive  {summary(rows, 'time_to_productive')}")
        print(f"  never productive within the cap: {never} of {len(rows)}")
        print(f"  restart: {rows[0]['restart'][-120:]}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--filler", type=float, default=20.0, help="competing jobs' seconds")
    parser.add_argument("--cap", type=float, default=90.0, help="productive within (seconds)")
    parser.add_argument("--arms", nargs="+", default=["spares", "requeue"],
                        choices=["spares", "requeue"])  # fmt: skip
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    result = asyncio.run(main_async(args))
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        print_text(result)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
