"""How much time does the orchestration itself add between detecting a failure and acting?

    .venv/bin/python bench/time_to_action.py [--faults 9] [--poll 0.5] [--json]

On the local backend with a real Temporal dev server and an in-process worker, inject M faults
(NaN loss, recovered by verify_checkpoint + restart, nothing excluded) into one supervised job,
one after another, and print the median and p95 of
  (a) detection latency      time_to_detect = detected_at - failed_at
  (b) detection-to-action    action_at - detected_at
  (c) the floor for (b):     the same number of sequential no-op activities (k = the activities
                             the supervisor ran between detection and action), round-tripped on
                             the same server in the same run, started from an activity's clock
                             exactly like detected_at (bench/floor_workflow.py)
and last `ratio: R` = median(b) / median(c). `--explain` prints, per activity of the supervisor
and of the last floor chain, the time queued, working, back to the workflow and in the workflow.

Also printed: (d) the critical-path floor, a chain of only the activities the supervisor waited
for one after another (checkpoint verification starts at detection, alongside evidence
collection and attribution, so it is counted in k but is normally off the critical path), and
`ratio_critical_path` = median(b) / median(d), the stricter figure.

What it found (2 cores, shared): activities are dispatched eagerly (queued ~0 ms); each hop back
to the workflow is ~3 ms and each workflow task ~10 ms, the same for the supervisor as for the
floor. The first incident on a worker paid ~110-140 ms extra inside attribute_incident to compile
the signature catalogs and their matchers; the worker now precompiles them at start
(workers.main.warm_attribution_catalogs), which removed the outlier that set the p95. With
collect -> attribute -> verify -> restart in sequence the ratio sat around 1.5-1.9; verifying the
checkpoint concurrently with diagnosis (workflow.patched "verify-checkpoint-during-attribution")
took one round trip off the path. What remains above the critical-path floor is the
activities' real work (collect ~15-20 ms, attribute ~15 ms against ~5 ms for a no-op).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import uuid
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "bench"))

from bench_jobs import local_server, pct, simulated_job, wait  # noqa: E402
from floor_workflow import FloorChain, floor_detect, floor_noop  # noqa: E402
from temporalio.client import Client  # noqa: E402
from temporalio.worker import Worker  # noqa: E402

from trainwarden.localcluster.cluster import LocalCluster  # noqa: E402
from trainwarden.supervision import Incident, SuperviseInput  # noqa: E402
from trainwarden.workers.main import build_worker  # noqa: E402


def activities_before_action(inc: Incident) -> tuple[int, int]:
    """(k, k on the critical path): collect_evidence + attribute_incident + every action that
    finished before action_at; of those actions, only the ones started after attribution
    finished were waited for in sequence (an early checkpoint verification was not)."""
    t = inc.timings
    assert t.action_at is not None and t.attributed_at is not None
    done = [
        a
        for a in inc.actions
        if a.step != "notify" and a.finished_at is not None and a.finished_at <= t.action_at
    ]
    sequential = [a for a in done if a.started_at >= t.attributed_at]
    return 2 + len(done), 2 + len(sequential)


def explain_history(history) -> None:
    """Where detection-to-action goes: per activity after a monitor result, the time queued
    (scheduled -> started), working (started -> completed) and back in the workflow
    (completed -> the next workflow task started)."""
    events = history.events
    names: dict[int, str] = {}
    t = {}
    for ev in events:
        kind = ev.WhichOneof("attributes")
        at = ev.event_time.ToDatetime()
        if kind == "activity_task_scheduled_event_attributes":
            names[ev.event_id] = ev.activity_task_scheduled_event_attributes.activity_type.name
            t[ev.event_id] = {"scheduled": at}
        elif kind == "activity_task_started_event_attributes":
            t[ev.activity_task_started_event_attributes.scheduled_event_id]["started"] = at
        elif kind == "activity_task_completed_event_attributes":
            sid = ev.activity_task_completed_event_attributes.scheduled_event_id
            t[sid]["completed"] = at
            t[sid]["completed_id"] = ev.event_id
        elif kind == "workflow_task_started_event_attributes":
            for rec in t.values():
                if "completed" in rec and "next_wft" not in rec:
                    rec["next_wft"] = at
        elif kind == "workflow_task_completed_event_attributes":
            for rec in t.values():
                if "next_wft" in rec and "wft_done" not in rec:
                    rec["wft_done"] = at
    print("activity                 queued    working   to-workflow  in-workflow")
    for sid, rec in t.items():
        if names[sid] in ("monitor_job", "load_playbook", "start_job") and "completed" not in rec:
            continue

        def d(a: str, b: str, rec: dict = rec) -> str:
            return (
                f"{(rec[b] - rec[a]).total_seconds():8.3f}s"
                if a in rec and b in rec
                else "       -"
            )

        print(
            f"{names[sid]:24} {d('scheduled', 'started')} {d('started', 'completed')} "
            f"{d('completed', 'next_wft')}   {d('next_wft', 'wft_done')}"
        )


async def run(faults: int, poll: float, explain: bool = False) -> dict:
    home, env = await local_server("tw-bench-")
    cluster = LocalCluster(home / "local", nodes=4)
    client: Client = env.client
    tq = f"bench-{uuid.uuid4().hex[:6]}"
    try:
        async with (
            build_worker(client, tq),
            Worker(
                client,
                task_queue=f"{tq}-floor",
                workflows=[FloorChain],
                activities=[floor_detect, floor_noop],
            ),
        ):
            job = simulated_job(cluster, "bench", collective_timeout=2.0)
            params = {
                "poll_interval": f"{poll}s",
                "hang_threshold": "30s",
                "heartbeat_timeout": "10s",
                "max_restarts": faults + 1,
                "numerical_rollback": 0,
            }
            handle = await client.start_workflow(
                "SuperviseTrainingJob",
                SuperviseInput(job=job, params=params),
                id=f"supervise-bench-{uuid.uuid4().hex[:6]}",
                task_queue=tq,
            )
            detect, to_action, floor, critical = [], [], [], []
            for n in range(1, faults + 1):
                cluster.inject_fault("node-1", "nan", after_steps=8)
                s = await wait(
                    handle,
                    lambda s, n=n: (
                        len(s.incidents) >= n
                        and s.incidents[n - 1].outcome
                        in ("recovered", "stopped", "awaiting_operator")
                    ),
                    120,
                    every=0.2,
                )
                inc = s.incidents[n - 1]
                t = inc.timings
                if inc.outcome != "recovered" or t.action_at is None or t.detected_at is None:
                    raise SystemExit(f"bench: incident {n} not recovered: {inc.outcome_reason}")
                k, k_seq = activities_before_action(inc)
                detect.append(t.time_to_detect)
                to_action.append((t.action_at - t.detected_at).total_seconds())
                for chain, out in ((k_seq, critical), (k, floor)):
                    floor_handle = await client.start_workflow(
                        FloorChain.run,
                        chain,
                        id=f"floor-{uuid.uuid4().hex[:6]}",
                        task_queue=f"{tq}-floor",
                    )
                    out.append(await floor_handle.result())
                print(
                    f"incident {n}: detect {detect[-1]:.3f}s, detection-to-action "
                    f"{to_action[-1]:.3f}s, floor ({k} no-op activities) {floor[-1]:.3f}s, "
                    f"critical path ({k_seq}) {critical[-1]:.3f}s",
                    flush=True,
                )
            await handle.signal("stop", {"reason": "bench over"})
            if explain:
                explain_history(await handle.fetch_history())
                print("floor (last chain):")
                explain_history(await floor_handle.fetch_history())
    finally:
        cluster.kill_all()
        await env.shutdown()

    def stats(v: list[float]) -> dict:
        return {"median": round(statistics.median(v), 4), "p95": round(pct(v, 0.95), 4)}

    b, c, d = stats(to_action), stats(floor), stats(critical)
    return {
        "faults": faults,
        "poll_interval": poll,
        "detection": stats(detect),
        "detection_to_action": b,
        "floor": c,
        "critical_path_floor": d,
        "ratio_critical_path": round(b["median"] / d["median"], 3) if d["median"] > 0 else None,
        "ratio": round(b["median"] / c["median"], 3) if c["median"] > 0 else None,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--faults", type=int, default=9)
    parser.add_argument("--poll", type=float, default=0.5)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--explain", action="store_true", help="per-activity breakdown")
    args = parser.parse_args()
    if args.faults < 1:
        parser.error("--faults must be at least 1")
    res = asyncio.run(run(args.faults, args.poll, args.explain))
    if args.json:
        print(json.dumps(res, indent=2))
    for name in ("detection", "detection_to_action", "floor", "critical_path_floor"):
        print(f"{name}: median {res[name]['median']:.3f}s p95 {res[name]['p95']:.3f}s")
    print(f"ratio_critical_path: {res['ratio_critical_path']}")
    print(f"ratio: {res['ratio']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
