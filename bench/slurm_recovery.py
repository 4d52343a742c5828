"""Time sticky-GPU-fault recoveries on a private real Slurm cluster, against plain Slurm requeue.

    .venv/bin/python bench/slurm_recovery.py [--nodes 4] [--poll 1.0] [--faults 3]
        [--budget 60] [--spare 1] [--plain-fault both] [--json] [--keep]

Starts the cluster of deploy/slurm/localslurm.py once, then:

1. trainwarden, ``--faults`` times (a fresh job each time): runs deploy/slurm/trainer_job.sh on
   2 nodes, makes one of its nodes fault (Xid 79, sticky: every run placed there fails at its
   first step), then does what a playbook would, backend only (no workflow): detect by polling
   observe(), collect evidence and attribute it, drain the node, requeue with it excluded and the
   newest checkpoint, and wait for the first step and the first step past the pre-failure
   high-water mark. Prints docs/supervision.md timings per fault, and the median and all values of
   time-to-action and time-to-productive-training. Between faults the node is "repaired": its
   fault is disarmed, the job cancelled and the node resumed. The last job is left training
   until ``--budget`` seconds after its failure.
2. plain Slurm, for the same budget: the same job submitted with ``sbatch --requeue`` and the
   same sticky fault on one node. Slurm requeues by itself only on a *node* failure, not when the
   job fails, so a watcher stands in for "requeue on failure": whenever the job is FAILED it runs
   ``scontrol requeue JOBID`` - nothing drains or excludes the node, nothing attributes, and the
   job resumes from its newest checkpoint as the trainer does on its own. Done twice by
   default: with the fault on the job's lowest-numbered node (Slurm's cons_tres picks the
   lowest-numbered free nodes first, so a requeue comes back to it) and on its last node.

During both budget runs the cluster is made busy: all but ``--spare`` idle nodes besides the
job's 2 are held by exclusive filler jobs (``sbatch --wrap "sleep"``), so where a requeued job
lands is not decided by a half-empty test cluster (with 2 idle spares plain Slurm tends to
move off the failed nodes only because they are still completing when it requeues).

Productive time over the budget = (highest step reached by the end of the budget - the
pre-failure high-water mark) x the step time; printed for both, with their ratio, and how many
requeues plain Slurm burnt landing on the bad node again. The scheduler cost (commands run) is
printed too. Figures only, no assertions.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import shutil
import statistics
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from trainwarden.activities.backends.base import CheckpointRef  # noqa: E402
from trainwarden.activities.backends.slurm import SlurmBackend  # noqa: E402
from trainwarden.attribution.engine import attribute_bundle  # noqa: E402
from trainwarden.localcluster.checkpoint import newest_complete_step, open_store  # noqa: E402
from trainwarden.models import (  # noqa: E402
    TERMINAL_STATES,
    JobHandle,
    JobObservation,
    JobSpec,
    SlurmJobOptions,
)

STEP_SECONDS = 0.2
WARMUP_STEP = 12  # the fault is armed once the job has reached this step


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


def job_spec(work: Path, name: str, extra_sbatch: list[str] | None = None) -> JobSpec:
    export = ",".join([
        "--export=ALL", f"TRAINWARDEN_PYTHON={sys.executable}",
        f"TRAINWARDEN_PYTHONPATH={REPO}", f"TRAINWARDEN_FAULTS={work / 'faults.json'}",
        f"TRAINWARDEN_TRAINER_ARGS=--step-seconds {STEP_SECONDS} --checkpoint-every 5",
    ])  # fmt: skip
    return JobSpec(
        name=name, backend="slurm", nodes=2, ranks_per_node=2,
        checkpoint_uri=str(work / "ckpt"),
        slurm=SlurmJobOptions(
            script=str(REPO / "deploy/slurm/trainer_job.sh"),
            sbatch_args=[f"--output={work}/slurm-%j.out", export, *(extra_sbatch or [])],
        ),
    )  # fmt: skip


def kernel_log(base: Path, node: str) -> Path:
    return base / "runs" / "nodes" / node / "kernel.log"


def line_count(path: Path) -> int:
    return len(path.read_text().splitlines()) if path.exists() else 0


def arm_fault(backend: SlurmBackend, handle: JobHandle, work: Path, bad: str) -> int:
    """Sticky Xid 79 on bad (every later run there too); returns the kernel log's line count."""
    skip = line_count(kernel_log(backend.run_root.parent, bad))
    faults = work / "faults.json"
    faults.write_text(json.dumps([{"node": bad, "kind": "xid", "xid": 79, "sticky": True,
                                   "fire_after": 0}]))  # fmt: skip
    job, _ = backend.find_job(handle.job_id, fresh=True)
    (backend.run_dir_of(job) / "faults.json").write_text(faults.read_text())
    return skip


def failure_time(base: Path, node: str, skip: int, fallback: datetime) -> datetime:
    """The first kernel line the fault wrote (its Xid), else fallback."""
    path = kernel_log(base, node)
    lines = path.read_text().splitlines()[skip:] if path.exists() else []
    return datetime.fromisoformat(lines[0].split(" ", 1)[0]) if lines else fallback


def recover_once(
    backend: SlurmBackend, base: Path, index: int, poll_seconds: float, budget: float = 0.0
) -> tuple[dict, JobHandle, str]:
    """One sticky fault, recovered as a playbook would; returns (figures, new handle, bad node).

    With budget > 0 the job keeps training until budget seconds after the failure, and the
    productive time over that budget is measured as for the baseline."""
    work = base / f"job-{index}"
    work.mkdir()
    tag = f"bench/{index}"
    handle, _ = backend.start(job_spec(work, f"bench-{index}"), key=f"{tag}/start")
    obs = poll(backend, handle, lambda o: (o.step or 0) >= WARMUP_STEP, 60, poll_seconds)
    bad = obs.nodes[-1 - index % len(obs.nodes)]
    skip = arm_fault(backend, handle, work, bad)
    failed = poll(backend, handle, lambda o: o.state == "FAILED", 60, poll_seconds)
    detected_at = datetime.now(UTC)
    high_water = max(r.step or 0 for r in failed.ranks)
    failed_at = failure_time(base, bad, skip, detected_at)
    bundle = backend.collect_evidence(handle, base / f"bundle-{index}", since=None)
    verdict = attribute_bundle(bundle)
    attributed_at = datetime.now(UTC)
    if verdict.implicated_nodes != [bad]:
        raise RuntimeError(f"attribution did not implicate {bad}: {verdict.explanation}")
    action_at = datetime.now(UTC)
    backend.exclude(handle, [bad], "bench xid-79", key=f"{tag}/exclude")
    store = open_store(str(work / "ckpt"))
    step = newest_complete_step(store)
    assert step is not None
    checkpoint = CheckpointRef(step=step, location=store.location(step))
    new, _ = backend.restart(handle, [bad], checkpoint, key=f"{tag}/restart")
    running = poll(backend, new, lambda o: o.state == "RUNNING", 120, poll_seconds)
    running_at = running.observed_at
    resumed = poll(backend, new, lambda o: o.run_first_step is not None, 120, poll_seconds)
    productive = poll(backend, new, lambda o: (o.step or 0) > high_water, 120, poll_seconds)

    def since(ts: datetime) -> float:
        return round((ts - failed_at).total_seconds(), 2)

    result = {
        "faulty_node": bad,
        "signature": verdict.signature,
        "time_to_detect": since(detected_at),
        "time_to_attribute": since(attributed_at),
        "time_to_action": since(action_at),
        "time_to_running": since(running_at),
        "time_to_resume": since(resumed.run_first_step_at),
        "time_to_productive_training": since(productive.observed_at),
        "lost_steps": high_water - step,
    }
    if budget > 0:
        end = failed_at + timedelta(seconds=budget)
        reached = productive.step or 0
        while datetime.now(UTC) < end:
            time.sleep(min(poll_seconds, max(0.0, (end - datetime.now(UTC)).total_seconds())))
            reached = max(reached, backend.observe(new).step or 0)
        job, _ = backend.find_job(new.job_id, fresh=True)
        result["budget"] = productive_figures(
            budget, high_water, reached, requeues=job.restart_count,
            on_bad=0, runs=[{"restart": 1, "nodes": job.nodes}], bad=bad,
            how="drain + requeue with ExcNodeList and the verified checkpoint",
        )  # fmt: skip
    return result, new, bad


def productive_figures(
    budget: float, high_water: int, reached: int, requeues: int, on_bad: int, runs: list,
    bad: str, how: str,
) -> dict:  # fmt: skip
    steps = max(0, reached - high_water)
    return {
        "how": how,
        "budget_seconds": budget,
        "faulty_node": bad,
        "pre_failure_high_water": high_water,
        "highest_step_at_budget_end": reached,
        "productive_steps": steps,
        "productive_seconds": round(steps * STEP_SECONDS, 2),
        "productive_fraction": round(steps * STEP_SECONDS / budget, 3),
        "requeues": requeues,
        "requeued_runs_started": sum(1 for r in runs if r["restart"] > 0),
        "requeues_on_bad_node": on_bad,
        "runs": runs,
    }


def repair(backend: SlurmBackend, handle: JobHandle, bad: str, work: Path, cluster) -> None:
    """Between faults: disarm the fault, end the job, resume the drained node."""
    (work / "faults.json").write_text("[]")
    backend.stop(handle, "bench round done", key=f"bench/stop/{handle.job_id}")
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        job, _ = backend.find_job(handle.job_id, fresh=True)
        if job.state in TERMINAL_STATES:
            break
        time.sleep(0.3)
    backend.return_to_service([bad], "bench: repaired", key=f"bench/resume/{handle.job_id}")
    cluster.wait_idle(timeout=60)


def plain_requeue(
    backend: SlurmBackend, base: Path, poll_seconds: float, budget: float, which: str
) -> dict:
    """The same job under ``sbatch --requeue``, requeued on every failure, nothing excluded.

    which: the fault goes on the job's "first" node (lowest-numbered: the one Slurm's node
    selection here picks first) or its "last"."""
    work = base / f"baseline-{which}"
    work.mkdir()
    spec = job_spec(work, f"bench-plain-{which}", ["--requeue"])
    handle, _ = backend.start(spec, key=f"bench/plain/{which}")
    obs = poll(backend, handle, lambda o: (o.step or 0) >= WARMUP_STEP, 60, poll_seconds)
    bad = obs.nodes[0] if which == "first" else obs.nodes[-1]
    skip = arm_fault(backend, handle, work, bad)
    failed = poll(backend, handle, lambda o: o.state == "FAILED", 60, poll_seconds)
    high_water = max(r.step or 0 for r in failed.ranks)
    failed_at = failure_time(base, bad, skip, datetime.now(UTC))
    end = failed_at + timedelta(seconds=budget)
    runs: dict[int, list[str]] = {0: list(failed.nodes)}
    requeued: set[int] = set()
    reached = high_water
    while datetime.now(UTC) < end:
        job, _ = backend.find_job(handle.job_id)
        if job.state == "RUNNING" or job.state in TERMINAL_STATES:
            runs.setdefault(job.restart_count, list(job.nodes))
        if job.state == "RUNNING":
            reached = max(reached, backend.observe(handle).step or 0)
        if job.state == "FAILED" and job.restart_count not in requeued:
            backend.runner.run(["scontrol", "requeue", job.job_id])
            requeued.add(job.restart_count)
            backend.watcher.invalidate()
            continue
        time.sleep(min(poll_seconds, max(0.0, (end - datetime.now(UTC)).total_seconds())))
    on_bad = sum(1 for restart, nodes in runs.items() if restart > 0 and bad in nodes)
    result = productive_figures(
        budget, high_water, reached, requeues=len(requeued), on_bad=on_bad,
        runs=[{"restart": r, "nodes": n} for r, n in sorted(runs.items())], bad=bad,
        how="sbatch --requeue; on FAILED `scontrol requeue JOBID`, no exclusion",
    )  # fmt: skip
    finally_cancel(backend, handle, work)
    return result


def finally_cancel(backend: SlurmBackend, handle: JobHandle, work: Path) -> None:
    """End a baseline job and wait for its nodes to be free again."""
    (work / "faults.json").write_text("[]")
    backend.stop(handle, "bench baseline done", key=f"bench/stop/{handle.job_id}")
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if backend.find_job(handle.job_id, fresh=True)[0].state in TERMINAL_STATES:
            break
        time.sleep(0.3)


def hold_nodes(backend: SlurmBackend, cluster, count: int, base: Path) -> list[str]:
    """Fill the highest-numbered nodes with exclusive sleep jobs, so the budget runs see a
    cluster with only ``--spare`` idle nodes besides the job's (a busy cluster, not an empty one).
    """
    ids = []
    for node in cluster.nodes[len(cluster.nodes) - count :]:
        argv = ["sbatch", "--parsable", "--exclusive", f"--nodelist={node}", "--job-name=filler",
                f"--output={base}/filler-%j.out", "--wrap=sleep 3600"]  # fmt: skip
        ids.append(backend.runner.run(argv).stdout.strip().split(";")[0])
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        states = [backend.find_job(i, fresh=True)[0].state for i in ids]
        if all(state == "RUNNING" for state in states):
            break
        time.sleep(0.3)
    return ids


def median_and_all(rounds: list[dict], key: str) -> dict:
    values = [r[key] for r in rounds]
    return {"median": round(statistics.median(values), 2), "all": values}


def run(
    nodes: int,
    poll_seconds: float,
    keep: bool = False,
    faults: int = 3,
    budget: float = 60.0,
    spare: int = 1,
    plain_faults: tuple[str, ...] = ("first", "last"),
) -> dict:
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
        rounds = []
        fillers: list[str] = []
        for index in range(max(1, faults)):
            last = index == max(1, faults) - 1
            if last and budget > 0:
                fillers = hold_nodes(backend, cluster, max(0, nodes - 2 - spare), base)
            result, handle, bad = recover_once(
                backend, base, index, poll_seconds, budget if last else 0.0
            )
            rounds.append(result)
            if not last or budget > 0:
                repair(backend, handle, bad, base / f"job-{index}", cluster)
        summary: dict = {
            "cluster_start_seconds": round(cluster_start, 2),
            "poll_interval": poll_seconds,
            "faults": len(rounds),
        }
        if len(rounds) == 1:
            summary.update({k: v for k, v in rounds[0].items() if k != "budget"})
        summary["rounds"] = [{k: v for k, v in r.items() if k != "budget"} for r in rounds]
        for key in ("time_to_action", "time_to_productive_training"):
            summary[key + "_over_faults"] = median_and_all(rounds, key)
        if budget > 0:
            tw = rounds[-1]["budget"]
            same: dict = {"spare_nodes": spare, "held_by_filler_jobs": len(fillers),
                          "trainwarden": tw}  # fmt: skip
            for which in plain_faults:
                plain = plain_requeue(backend, base, poll_seconds, budget, which)
                same[f"plain_requeue_{which}"] = plain
                same[f"productive_ratio_vs_{which}"] = (
                    round(tw["productive_seconds"] / plain["productive_seconds"], 2)
                    if plain["productive_seconds"] > 0
                    else None
                )
            if fillers:
                backend.runner.run(["scancel", *fillers])
            summary["same_budget"] = same
        summary["slurm_commands_run"] = backend.runner.count
        summary["scheduler_queries"] = backend.watcher.queries
        summary["bench_seconds"] = round(time.monotonic() - t0, 1)
        return summary
    finally:
        cluster.stop()
        if keep:
            print(f"kept {base} (bundles in {base}/bundle-N)", file=sys.stderr)
        else:
            shutil.rmtree(base, ignore_errors=True)


def print_text(result: dict) -> None:
    for key in ("cluster_start_seconds", "poll_interval", "faults"):
        print(f"{key:32} {result[key]}")
    for i, r in enumerate(result["rounds"], 1):
        print(f"\n-- trainwarden, fault {i} of {result['faults']} (seconds from the Xid line)")
        for key, value in r.items():
            print(f"{key:32} {value}")
    print(f"\n-- trainwarden over {result['faults']} faults")
    for key in ("time_to_action", "time_to_productive_training"):
        stats = result[key + "_over_faults"]
        print(f"{key:32} median {stats['median']}  all {stats['all']}")
    same = result.get("same_budget")
    if same:
        tw = same["trainwarden"]
        plains = [k.removeprefix("plain_requeue_") for k in same if k.startswith("plain_requeue_")]
        print(f"\n-- same budget: {tw['budget_seconds']:g} s from the first failure, sticky "
              f"Xid 79 on one node, step time {STEP_SECONDS} s, {same['spare_nodes']} idle "
              f"spare node(s), {same['held_by_filler_jobs']} held by filler jobs")  # fmt: skip
        heads = "".join(f"{'plain, ' + w + ' node':>20}" for w in plains)
        print(f"{'':28} {'trainwarden':>14}{heads}")
        for key in ("faulty_node", "pre_failure_high_water", "highest_step_at_budget_end",
                    "productive_steps", "productive_seconds", "productive_fraction",
                    "requeues", "requeued_runs_started", "requeues_on_bad_node"):  # fmt: skip
            cells = "".join(f"{same['plain_requeue_' + w][key]!s:>20}" for w in plains)
            print(f"{key:28} {tw[key]!s:>14}{cells}")
        for w in plains:
            ratio = same[f"productive_ratio_vs_{w}"]
            shown = (
                ratio if ratio is not None else "inf (plain requeue made no productive progress)"
            )
            print(f"productive ratio trainwarden / plain ({w} node faulty): {shown}")
        for w in plains:
            runs = same["plain_requeue_" + w]["runs"]
            print(
                f"plain ({w}) placements: "
                + ", ".join(f"run {r['restart']}: {','.join(r['nodes'])}" for r in runs)
            )
        print(f"trainwarden: {tw['how']}")
        if plains:
            print(f"plain:       {same['plain_requeue_' + plains[0]]['how']}")
    print()
    for key in ("slurm_commands_run", "scheduler_queries", "bench_seconds"):
        print(f"{key:32} {result[key]}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--nodes", type=int, default=4)
    parser.add_argument("--poll", type=float, default=1.0)
    parser.add_argument("--faults", type=int, default=3, help="trainwarden recoveries to time")
    parser.add_argument(
        "--budget", type=float, default=60.0,
        help="seconds after the failure over which productive time is compared (0: skip)",
    )  # fmt: skip
    parser.add_argument(
        "--spare", type=int, default=1,
        help="idle nodes besides the job's 2 during the budget runs; the rest run filler jobs",
    )  # fmt: skip
    parser.add_argument(
        "--plain-fault", choices=["first", "last", "both"], default="both",
        help="baseline: fault on the job's lowest-numbered node, its last, or one run of each",
    )  # fmt: skip
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--keep", action="store_true", help="keep the cluster dir and bundles")
    args = parser.parse_args()
    plain = ("first", "last") if args.plain_fault == "both" else (args.plain_fault,)
    result = run(args.nodes, args.poll, args.keep, args.faults, args.budget, args.spare, plain)
    if args.json:
        print(json.dumps(result))
    else:
        print_text(result)
    return 0


if __name__ == "__main__":
    sys.exit(main())
