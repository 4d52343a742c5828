"""Time a sticky-GPU-fault recovery on a private real Slurm cluster, backend only (no workflow).

    .venv/bin/python bench/slurm_recovery.py [--nodes 4] [--poll 1.0] [--json] [--keep]

Starts the cluster of deploy/slurm/localslurm.py, runs deploy/slurm/trainer_job.sh on 2 nodes,
makes one node fault (Xid 79, sticky), then does what a playbook would: detect by polling
observe(), collect evidence and attribute it, drain the node, requeue with it excluded and the
newest checkpoint, and waits for the first step and the first step past the pre-failure
high-water mark. Prints
DESIGN section 5 timings. The scheduler cost (commands run) is printed too.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import shutil
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from activities.backends.base import CheckpointRef  # noqa: E402
from activities.backends.slurm import SlurmBackend  # noqa: E402
from trainwarden.attribution.engine import attribute_bundle  # noqa: E402
from trainwarden.localcluster.checkpoint import newest_complete_step, open_store  # noqa: E402
from trainwarden.models import JobObservation, JobSpec, SlurmJobOptions  # noqa: E402


def load_localslurm():
    spec = importlib.util.spec_from_file_location("localslurm", REPO / "deploy/slurm/localslurm.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["localslurm"] = module
    assert spec.loader
    spec.loader.exec_module(module)
    return module


def poll(backend, handle, predicate, timeout: float, interval: float) -> JobObservation:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        obs = backend.observe(handle)
        if predicate(obs):
            return obs
        time.sleep(interval)
    raise TimeoutError("condition not reached")


def run(nodes: int, poll_seconds: float, keep: bool = False) -> dict:
    localslurm = load_localslurm()
    base = Path(tempfile.mkdtemp(prefix="tw-slurm-bench-"))
    cluster = localslurm.LocalSlurmCluster(base / "cluster", node_count=nodes)
    t0 = time.monotonic()
    cluster.start()
    cluster_start = time.monotonic() - t0
    try:
        backend = SlurmBackend(
            slurm_conf=str(cluster.conf_path), run_root=base / "runs", poll_interval=poll_seconds
        )
        work = base / "job"
        work.mkdir()
        faults = work / "faults.json"
        export = ",".join([
            "--export=ALL", f"TRAINWARDEN_PYTHON={sys.executable}",
            f"TRAINWARDEN_PYTHONPATH={REPO}", f"TRAINWARDEN_FAULTS={faults}",
            "TRAINWARDEN_TRAINER_ARGS=--step-seconds 0.2 --checkpoint-every 5",
        ])  # fmt: skip
        spec = JobSpec(
            name="bench", backend="slurm", nodes=2, ranks_per_node=2,
            checkpoint_uri=str(work / "ckpt"),
            slurm=SlurmJobOptions(
                script=str(REPO / "deploy/slurm/trainer_job.sh"),
                sbatch_args=[f"--output={work}/slurm-%j.out", export],
            ),
        )  # fmt: skip
        handle, _ = backend.start(spec, key="bench/start")
        obs = poll(backend, handle, lambda o: (o.step or 0) >= 12, 60, poll_seconds)
        bad = obs.nodes[-1]
        faults.write_text(json.dumps([{"node": bad, "kind": "xid", "xid": 79, "sticky": True,
                                       "fire_after": 0}]))  # fmt: skip
        run_dir = base / "runs" / handle.job_id / "0"
        (run_dir / "faults.json").write_text(faults.read_text())
        failed = poll(backend, handle, lambda o: o.state == "FAILED", 60, poll_seconds)
        detected_at = datetime.now(UTC)
        high_water = max(r.step or 0 for r in failed.ranks)
        kernel = (base / "runs" / "nodes" / bad / "kernel.log").read_text().splitlines()
        failed_at = datetime.fromisoformat(kernel[-1].split(" ", 1)[0])
        bundle = backend.collect_evidence(handle, base / "bundle", since=None)
        verdict = attribute_bundle(bundle)
        attributed_at = datetime.now(UTC)
        if verdict.implicated_nodes != [bad]:
            raise RuntimeError(f"attribution did not implicate {bad}: {verdict.explanation}")
        action_at = datetime.now(UTC)
        backend.exclude(handle, [bad], "bench xid-79", key="bench/exclude")
        store = open_store(str(work / "ckpt"))
        step = newest_complete_step(store)
        assert step is not None
        checkpoint = CheckpointRef(step=step, location=store.location(step))
        new, _ = backend.restart(handle, [bad], checkpoint, key="bench/restart")
        running = poll(backend, new, lambda o: o.state == "RUNNING", 120, poll_seconds)
        running_at = running.observed_at
        resumed = poll(backend, new, lambda o: o.run_first_step is not None, 120, poll_seconds)
        productive = poll(backend, new, lambda o: (o.step or 0) > high_water, 120, poll_seconds)

        def since(ts: datetime) -> float:
            return round((ts - failed_at).total_seconds(), 2)

        return {
            "cluster_start_seconds": round(cluster_start, 2),
            "poll_interval": poll_seconds,
            "faulty_node": bad,
            "signature": verdict.signature,
            "time_to_detect": since(detected_at),
            "time_to_attribute": since(attributed_at),
            "time_to_action": since(action_at),
            "time_to_running": since(running_at),
            "time_to_resume": since(resumed.run_first_step_at),
            "time_to_productive_training": since(productive.observed_at),
            "lost_steps": high_water - step,
            "slurm_commands_run": backend.runner.count,
            "scheduler_queries": backend.watcher.queries,
        }
    finally:
        cluster.stop()
        if keep:
            print(f"kept {base} (bundle in {base / 'bundle'})", file=sys.stderr)
        else:
            shutil.rmtree(base, ignore_errors=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--nodes", type=int, default=4)
    parser.add_argument("--poll", type=float, default=1.0)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--keep", action="store_true", help="keep the cluster dir and bundle")
    args = parser.parse_args()
    result = run(args.nodes, args.poll, args.keep)
    if args.json:
        print(json.dumps(result))
    else:
        for key, value in result.items():
            print(f"{key:32} {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
