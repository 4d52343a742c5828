"""One job of 2,048 nodes x 8 ranks: redaction, attribution and payload sizes at that scale.

    python bench/bigjob.py [--nodes 2048] [--ranks 8] [--size-mib 1024] [--ratio-mib 192]
                           [--keep DIR]

Prints (nothing asserted; figures in docs/benchmarks.md):
- redaction MB/s on the throughput lines of each progress preset's tool (and lines with
  "token" words) next to plain lines, and each one's share of the plain speed;
- evidence-to-verdict for NODES x RANKS rank logs holding SIZE MiB, through the activities'
  own code in a child process: the Slurm backend writes the rank logs of the run directory into
  a bundle, `seal_bundle` redacts every file in place and archives it for the evidence store
  (tar.gz, sha256, stored), `_attribute` attributes it; CPU and wall seconds of each step, the
  load average, peak memory of the child and the node named;
- the per-file cost: the same RATIO MiB as NODES x RANKS rank logs and as 64 (8 x 8), attributed
  in child processes; CPU seconds of each and their ratio;
- the size in bytes of the attribution result and of an incident and a status payload of the
  job (the job handle names every node and rank) against the 256 KiB goal.

Rank logs are written in the throughput-line formats of the presets (Megatron, torchtitan, HF
Trainer, Lightning, a generic `step ... tok/sec` line), one in 1,000 lines trigger-word noise, a
collective watchdog timeout at the end of every rank's log and one Xid 79 in one node's kernel
log. Times are CPU seconds where the machine is shared (wall clock beside them).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from trainwarden.untrusted.redact import redact  # noqa: E402

T0 = datetime(2026, 11, 30, 0, 0, tzinfo=UTC)
STEP_SECONDS = 0.5
GOAL_BYTES = 256 << 10
RANK = "\x00R"  # replaced by the rank number in each file

# one line shape per preset (the tools' own throughput lines; tests/progress/real_lines.py
# cites the originals), {i} the step
SHAPES = {
    "megatron": " [2024-04-06 02:59:36] iteration {i:>8}/  250000 | consumed samples:  5504 | "
    "elapsed time per iteration (ms): 5444.9 | throughput per GPU (TFLOP/s/GPU): 239.8 | "
    "learning rate: 8.600000E-06 | global batch size:   128 | lm loss: 1.825991E+00 | "
    "loss scale: 1.0 | grad norm: 1.426 | number of skipped iterations:   0 |",
    "torchtitan": "[rank" + RANK + "]:[titan] 2026-02-24 19:46:19,145 - root - INFO - step: {i:>3}"
    "  loss:  7.07623  grad_norm: 46.5000  memory: 66.91GiB(37.51%)  tps: 10,007  "
    "tflops: 313.36  mfu: 13.93%",
    "hf-trainer": "{{'loss': 2.6031, 'grad_norm': 1.8801486492156982, 'learning_rate': 5e-07, "
    "'epoch': 2.24, 'num_input_tokens_seen': {i}, 'train_runtime': 252.007, "
    "'train_tokens_per_second': 78016.894}}",
    "hf-trainer-bar": "  8%|" + "█" * 13 + " " * 30 + "| {i}/24128 [1:52:09<20:27:23,  3.33s/it]",
    "lightning": "Epoch 1:  51%|" + "█" * 39 + " " * 38 + "| {i}/197 [00:21<00:20,  4.70it/s, "
    "loss=1.32, v_num=0, val_loss=1.590]",
    "generic": "step {i:05d}/21400 (0.02%) | loss: 8.893647 | lrm: 1.00 | dt: 989.44ms | "
    "tok/sec: 529,882 | tokens/s per GPU: 66,235 | mfu: 74.13",
}
PLAIN = "[rank" + RANK + "] step {i} | loss 2.3141 | lr 3.0e-04 | 0.512 s/step | grad_norm 0.433"
NOISE = [
    "eval | loss 2.3411 | error_rate 0.000 | nan_count=0 | timeout_ms=600000",
    "NCCL INFO NET/IB : Using [0]mlx5_0:1/IB ; OOB ib0:10.0.0.3<0>",
    "INFO dataloader worker 3 exited normally; no exception pending",
]


def _iso(seconds: float) -> str:
    return (T0 + timedelta(seconds=seconds)).isoformat(timespec="milliseconds").replace(
        "+00:00", "Z")


def node_name(n: int) -> str:
    return f"gpu{n + 1:04d}"


def rank_template(lines: int) -> str:
    """One rank's log (RANK for its number): the preset shapes in turn, noise 1 in 1,000."""
    shapes = list(SHAPES.values())
    out = []
    for i in range(lines):
        text = NOISE[i % len(NOISE)] if i % 1000 == 7 else shapes[i % len(shapes)].format(i=i)
        out.append(f"{_iso(i * STEP_SECONDS)} {text}\n")
    return "".join(out)


def build_bundle(root: Path, nodes: int, ranks_per_node: int, size_mib: int) -> Path:
    """A bundle of nodes x ranks_per_node rank logs holding about size_mib MiB in all."""
    ranks = nodes * ranks_per_node
    names = [node_name(n) for n in range(nodes)]
    bad = names[nodes * 2 // 3]
    root.mkdir(parents=True, exist_ok=True)
    job = {"job_id": "bigjob", "scheduler": "slurm", "nodes": names,
           "ranks": {str(r): names[r // ranks_per_node] for r in range(ranks)}}
    (root / "job.json").write_text(json.dumps(job))
    sample = rank_template(50)
    lines = max(20, int(size_mib * (1 << 20) / ranks / (len(sample.encode()) / 50)))
    template = rank_template(lines)
    xid_at = lines * STEP_SECONDS + 1
    for n, node in enumerate(names):
        folder = root / "logs" / node
        folder.mkdir(parents=True, exist_ok=True)
        kernel = f"{_iso(0)} Linux version 6.8.0-45-generic\n"
        if node == bad:
            kernel += (f"{_iso(xid_at)} NVRM: Xid (PCI:0000:3b:00): 79, pid=4242, "
                       "name=python3, GPU has fallen off the bus.\n")
        (folder / "kernel.log").write_text(kernel)
        for rank in range(n * ranks_per_node, (n + 1) * ranks_per_node):
            watchdog = (f"{_iso(xid_at + 600)} [Rank {rank}] Watchdog caught collective "
                        "operation timeout: WorkNCCL(SeqNum=42, OpType=ALLREDUCE, NumelIn=1, "
                        "NumelOut=1, Timeout(ms)=600000) ran for 600031 milliseconds before "
                        "timing out.\n")
            (folder / f"rank-{rank}.log").write_text(
                template.replace(RANK, str(rank)) + watchdog)
    return root


def redaction_speeds(mb: float = 8.0) -> None:
    print("redaction (CPU time, best of 3):")
    plain_speed = None
    for name, shape in [("plain", PLAIN), *SHAPES.items()]:
        line = f"{_iso(0)} {shape.replace(RANK, '3')}\n"
        text = "".join(line.format(i=i) for i in range(int(mb * 1e6 / len(line.encode()))))
        size = len(text.encode()) / 1e6
        best = min(_cpu(redact, text, ()) for _ in range(3))
        speed = size / best
        plain_speed = plain_speed or speed
        print(f"  {name:15s} {speed:8.1f} MB/s  {speed / plain_speed:5.2f} x plain")


def _cpu(fn, *args) -> float:
    started = time.process_time()
    fn(*args)
    return time.process_time() - started


class Steps:
    """CPU, wall and system (kernel: file creation, reads) seconds of each step of a child's
    work, in order."""

    def __init__(self) -> None:
        self.times: dict[str, tuple[float, float, float]] = {}
        self._at = self._now()

    @staticmethod
    def _now() -> tuple[float, float, float]:
        return time.process_time(), time.perf_counter(), os.times().system

    def done(self, name: str) -> None:
        now = self._now()
        self.times[name] = tuple(b - a for a, b in zip(self._at, now, strict=True))
        self._at = now


def verdict_child(source: Path) -> dict:
    """The product's own path from a job's rank logs to the verdict, as the workflow's two
    activities run it: collect_evidence (the Slurm backend's writing of the rank logs the job
    left in its run directory into a bundle; then `seal_bundle`: every file redacted in place
    and the bundle archived for the evidence store, stored, hashed) and attribute_incident
    (`_attribute`: catalogs loaded, the bundle attributed, the result redacted). Not in it:
    the Slurm backend's scontrol/sacct queries, job output and node logs (none here)."""
    from trainwarden.activities import evidence_store
    from trainwarden.activities.backends.slurm_evidence import node_time_context, write_run_logs
    from trainwarden.activities.evidence import _attribute, seal_bundle
    from trainwarden.activities.models import AttributeInput
    from trainwarden.attribution.bundle import BundleWriter
    from trainwarden.attribution.bundle.budget import LogBudget

    work = source.parent / "worker"
    os.environ[evidence_store.STORE_ENV] = str(work / "store")
    dest = work / "incidents" / "supervise-bigjob-i1" / "bundle"
    steps = Steps()
    writer = BundleWriter(dest, window_start=T0 - timedelta(seconds=1),
                          ctx=node_time_context())
    budget = LogBudget.from_env()
    notes = write_run_logs(writer, source, T0, budget)
    writer.finish({**json.loads((source / "job.json").read_text()), "collection_notes": notes})
    steps.done("write")
    ref = seal_bundle(dest, "supervise-bigjob-i1", dest.parent / ".bundle.tar.gz.new")
    steps.done("seal")
    result = _attribute(AttributeInput(bundle_path=str(dest)))
    steps.done("attribute")
    assert ref.stored_at is not None, ref.store_error
    return {
        "steps": steps.times, "files": ref.files, "bytes": ref.bytes,
        "source_bytes": sum(p.stat().st_size for p in (source / "logs").glob("*/*.log")),
        "budget": budget.describe(), "notes": notes,
        "archive_bytes": os.stat(ref.stored_at).st_size,
        "peak_mib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
        "verdict": result.verdict, "category": result.category,
        "implicated_nodes": result.implicated_nodes,
        "result": result.model_dump(mode="json"),
    }


def child(bundle: Path, verdict: bool) -> None:
    """Child-process mode: the verdict path (above), or attribution of a bundle alone; JSON
    figures on stdout."""
    if verdict:
        print(json.dumps(verdict_child(bundle)))
        return
    from trainwarden.attribution.engine import attribute_bundle, default_catalog

    catalog = default_catalog()
    wall, cpu = time.perf_counter(), time.process_time()
    result = attribute_bundle(bundle, catalog)
    print(json.dumps({
        "wall": time.perf_counter() - wall, "cpu": time.process_time() - cpu,
        "peak_mib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
        "verdict": result.verdict, "category": result.category,
        "implicated_nodes": result.implicated_nodes,
        "result": result.model_dump(mode="json"),
    }))


def run_child(bundle: Path, verdict: bool = False) -> dict:
    args = [sys.executable, __file__, "--child", str(bundle)]
    out = subprocess.run(args + (["--verdict"] if verdict else []), check=True,
                         capture_output=True, text=True)
    return json.loads(out.stdout)


def print_verdict(stats: dict, nodes: int, ranks: int) -> None:
    """Each step's CPU and wall seconds, and the goal's sums (judged on CPU: the machine is
    shared, so wall clock depends on the other sessions' load)."""
    steps = stats["steps"]
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    print(f"evidence to verdict, {nodes} x {ranks} ranks, "
          f"{stats['source_bytes'] / (1 << 20):.0f} MiB of logs in the run directory; the bundle "
          f"kept {stats['bytes'] / (1 << 20):.0f} MiB in {stats['files']:,} files (archive "
          f"{stats['archive_bytes'] / (1 << 20):.0f} MiB), load average {load}:")
    print(f"  rank log budget: {stats['budget']}")
    for note in stats["notes"]:
        print(f"  collection note: {note}")
    labels = {"write": "collect: the Slurm backend writes the run's rank logs into the bundle",
              "seal": "collect: redaction + archive + store (seal_bundle)",
              "attribute": "attribute_incident (_attribute)"}
    for name, (cpu, wall, system) in steps.items():
        print(f"  {labels[name]:70s} {cpu:6.1f} s CPU {wall:6.1f} s wall"
              f" ({system:.1f} s of the CPU in the kernel)")
    for label, names in (("redaction + archive + attribution", ("seal", "attribute")),
                         ("all of it", tuple(steps))):
        cpu, wall = (sum(steps[n][i] for n in names) for i in (0, 1))
        print(f"  {label:70s} {cpu:6.1f} s CPU {wall:6.1f} s wall (goal 20 s)")
    print(f"  peak memory {stats['peak_mib']:.0f} MiB (goal 1 GiB); {stats['verdict']} "
          f"{stats['category']} {stats['implicated_nodes']}")


SERVER_LIMITS = "the product's servers: warn 256 KiB, refuse 512 KiB (workers/devserver.py)"


def payloads(result: dict, nodes: int, ranks_per_node: int) -> dict[str, object]:
    """Every payload of one incident of the job as the workflow writes it to history (activity
    inputs and results, the incident, the status query answer, the state carried across
    continue-as-new), built as the workflow builds them."""
    from trainwarden.activities.models import (
        AttributeInput,
        CollectEvidenceInput,
        ExcludeInput,
        JobActionResult,
        MonitorInput,
        MonitorResult,
        RestartInput,
    )
    from trainwarden.attribution.result import AttributionResult
    from trainwarden.models import (
        BackendCommand,
        FirstSign,
        JobHandle,
        JobObservation,
        JobSpec,
        RankProgress,
    )
    from trainwarden.playbook.loader import load_playbook
    from trainwarden.supervision import Incident, SupervisorState
    from trainwarden.workflows.supervise.core import MAX_KEPT_INCIDENTS as MAX_KEPT

    names = [node_name(n) for n in range(nodes)]
    now = T0 + timedelta(hours=1)
    job = JobSpec(name="bigjob", backend="slurm", nodes=nodes, ranks_per_node=ranks_per_node)
    handle = JobHandle(backend="slurm", job_id="4242", nodes=names,
                       ranks={str(r): names[r // ranks_per_node]
                              for r in range(nodes * ranks_per_node)})
    attribution = AttributionResult.model_validate(result)
    bad = attribution.implicated_nodes or [names[0]]
    ranks = [RankProgress(rank=r, node=names[r // ranks_per_node], step=1000 + r % 3,
                          at=now - timedelta(seconds=r % 7), step_seconds=[0.5] * 8)
             for r in range(nodes * ranks_per_node)]
    observation = JobObservation(job_id="4242", run=1, state="RUNNING", nodes=names,
                                 ranks=ranks, observed_at=now, progress_source="logs",
                                 recent_steps=[(1000 + i, now) for i in range(8)])
    sign = FirstSign(kind="fatal_line", at=now, node=bad[0], rank=0, signature="xid-79",
                     detail="NVRM: Xid (PCI:0000:3b:00): 79, GPU has fallen off the bus.")
    monitored = MonitorResult(kind="failed", detected_at=now, at=now, node=bad[0],
                              observation=observation, first_signs=[sign], step=1002)
    bounded = monitored.model_copy(
        update={"observation": observation.bounded(s.rank for s in monitored.first_signs)})
    drain = BackendCommand(command=f"scontrol update nodename={','.join(bad)} state=drain "
                           "reason='trainwarden: gpu_hardware xid-79'", at=now)
    incident = Incident(id="supervise-bigjob-1", number=1, trigger="failed",
                        first_signs=[sign], attribution=attribution, excluded_nodes=bad)
    loaded = load_playbook("default")
    state = SupervisorState(state="recovering", playbook=loaded, handle=handle,
                            incidents=[incident], incident_total=1,
                            excluded_nodes={n: incident.id for n in bad})
    return {
        "monitor input": MonitorInput(job=job, handle=handle),
        "monitor result, full observation (before)": monitored,
        "monitor result": bounded,
        "collect_evidence input": CollectEvidenceInput(job=job, handle=handle,
                                                       incident_id=incident.id, since=T0),
        "attribute input": AttributeInput(bundle_path="/var/lib/trainwarden/evidence/x"),
        "attribution result": attribution,
        "exclude input": ExcludeInput(job=job, handle=handle, nodes=bad, reason="xid-79",
                                      key="k"),
        "exclude result": JobActionResult(summary="excluded", commands=[drain], nodes=bad),
        "restart input": RestartInput(job=job, handle=handle, exclude=bad, key="k"),
        "restart result": JobActionResult(handle=handle.model_copy(update={"run": 2}),
                                          summary="restarted", commands=[drain]),
        "incident": incident,
        "job handle": handle,
        "status query": state.to_status("supervise-bigjob", "bigjob"),
        f"status query, {MAX_KEPT} incidents kept": state.model_copy(
            update={"incidents": [incident] * MAX_KEPT}).to_status("supervise-bigjob", "bigjob"),
        "carried state (continue-as-new)": state,
    }


def payload_sizes(result: dict, nodes: int, ranks_per_node: int) -> None:
    print(f"payload sizes (JSON bytes; goal 256 KiB; {SERVER_LIMITS}):")
    for label, model in payloads(result, nodes, ranks_per_node).items():
        size = len(model.model_dump_json())  # type: ignore[attr-defined]
        verdict = "over the server's limit" if size > 2 * GOAL_BYTES else (
            "over the goal" if size > GOAL_BYTES else "ok")
        print(f"  {label:42s} {size:>10,} bytes  {size / GOAL_BYTES:6.3f} x 256 KiB  {verdict}")
    names = [node_name(n) for n in range(nodes)]
    from trainwarden.hostlists import compress
    print(f"exclusion commands: sbatch --exclude of all {nodes} nodes "
          f"{len('--exclude=' + compress(names))} chars (as a list "
          f"{len('--exclude=' + ','.join(names)):,}); scontrol update of one node "
          f"{len('scontrol update nodename=' + names[0] + ' state=drain')} chars")


HEARTBEATS = r"""
import os, sys, time
paths, stop, every = sys.argv[1].split("\n"), sys.argv[2], float(sys.argv[3])
while True:
    quiet = set(open(stop).read().split()) if os.path.exists(stop) else set()
    for path in paths:
        if os.path.basename(path)[: -len(".jsonl")] not in quiet:
            os.utime(path)
    if paths and not os.path.exists(stop + ".ready"):
        open(stop + ".ready", "w").close()
        print("beat", flush=True)
    time.sleep(every)
"""


def detection(nodes: int, ranks_per_node: int, poll: float, trials: int,
              silence: float, healthy: float = 2.5) -> list[dict]:
    """The worker's first-sign path on the virtual backend (no processes; the Slurm backend's
    per-poll work: every node agent's events file stat'ed and read, the job's output followed
    for fatal and srun task-exit lines, agent silence), driven by the worker's own shared
    polling loop and the monitor's evaluate: time from the fault's write to the monitor's
    event, and CPU per poll while healthy. The Temporal round trip and the node agent's own
    poll of its kernel log are not in these figures."""
    import asyncio
    import random

    from trainwarden.activities import polling
    from trainwarden.activities.backends import virtual
    from trainwarden.activities.models import MonitorInput
    from trainwarden.activities.monitoring import evaluate
    from trainwarden.attribution.catalog import load_catalogs
    from trainwarden.firstsign import FatalMatcher
    from trainwarden.models import JobSpec
    from trainwarden.nodeagent import events_path, publish
    from trainwarden.playbook.schema import Detection

    os.environ[virtual.FIRST_SIGNS_ENV] = "1"
    os.environ[virtual.AGENT_SILENCE_ENV] = str(silence)
    root = Path(tempfile.mkdtemp(prefix="tw-bigjob-detect-"))
    backend = virtual.VirtualBackend(root)
    matcher = FatalMatcher(load_catalogs(None))
    rng = random.Random(30)
    stop = root / "quiet"

    def inject(kind: str, handle) -> str:
        victim = handle.nodes[rng.randrange(len(handle.nodes))]
        if kind == "xid":  # what the node agent publishes on the kernel's Xid line
            line = ("NVRM: Xid (PCI:0000:3b:00): 79, pid=4242, name=python3, GPU has fallen "
                    "off the bus.")
            sign = matcher.sign(line, "kernel", victim, None, datetime.now(UTC))
            publish(events_path(root, victim), [sign])
        elif kind == "rank exit":  # srun's line when one task exits
            rank = rng.randrange(len(handle.ranks))
            victim = handle.ranks[str(rank)]
            with open(backend._output(handle.job_id), "a") as out:
                out.write(f"srun: error: {handle.ranks[str(rank)]}: task {rank}: Exited with "
                          "exit code 1\n")
        else:  # the node's agent stops beating
            stop.write_text(victim)
        return victim

    results: list[dict] = []

    async def run() -> None:
        polled: list[float] = []
        for kind in ("xid", "rank exit", "silent node"):
            times = []
            for trial in range(trials):
                stop.unlink(missing_ok=True)
                Path(f"{stop}.ready").unlink(missing_ok=True)
                job = JobSpec(name=f"big-{kind.replace(' ', '-')}-{trial}", backend="virtual",
                              nodes=nodes, ranks_per_node=ranks_per_node)
                handle, _ = backend.start(job, key=f"{job.name}/start")
                paths = "\n".join(str(events_path(root, n)) for n in handle.nodes)
                every = min(1.0, silence / 3)
                beats = subprocess.Popen([sys.executable, "-c", HEARTBEATS, paths, str(stop),
                                          str(every)], stdout=subprocess.PIPE, text=True)
                try:
                    assert beats.stdout is not None  # every agent alive before the job is looked at
                    await asyncio.to_thread(beats.stdout.readline)
                    inp = MonitorInput(job=job, handle=handle,
                                       detection=Detection(poll_interval=poll))
                    cpu = [0.0, 0]

                    def look(obs, inp=inp, cpu=cpu):
                        started = time.process_time()
                        found = evaluate(inp, obs, datetime.now(UTC))
                        cpu[0] += time.process_time() - started
                        return found

                    w = polling.watch(backend, poll, handle, look)
                    cpu_before = time.process_time()
                    await asyncio.sleep(healthy + rng.uniform(2 * poll, 3 * poll))
                    if w.future.done():
                        raise RuntimeError(f"healthy job reported {w.future.result().kind}")
                    healthy_polls = w.polls
                    polled.append((time.process_time() - cpu_before) / max(1, healthy_polls))
                    at = time.perf_counter()
                    victim = inject(kind, handle)
                    event = await asyncio.wait_for(w.future, timeout=silence + 10 * poll + 30)
                    took = time.perf_counter() - at
                    right = event.node == victim or any(
                        s.node == victim for s in event.first_signs)
                    times.append(took)
                    results.append({"kind": kind, "seconds": took, "victim": victim,
                                    "event": event.kind, "node": event.node,
                                    "signed": sorted({s.node for s in event.first_signs})})
                    print(f"  {kind:12s} trial {trial + 1}: {event.kind} after {took:6.2f} s "
                          f"({'right node' if right else 'WRONG node ' + str(event.node)})",
                          flush=True)
                finally:
                    polling.unwatch(w)
                    beats.terminate()
                    beats.wait()
            extra = f" (silence threshold {silence:g} s in it)" if kind == "silent node" else ""
            print(f"time-to-detect, {kind}: median {statistics.median(times):.2f} s, max "
                  f"{max(times):.2f} s at a {poll:g} s poll{extra}", flush=True)
        per = statistics.median(polled)
        print(f"worker CPU while healthy, {nodes} x {ranks_per_node}: {per * 1000:.0f} ms per "
              f"poll (median of {len(polled)} jobs), {per / poll * 100:.1f} % of one core at a "
              f"{poll:g} s poll (goal < 25 %)", flush=True)

    try:
        asyncio.run(run())
    finally:
        shutil.rmtree(root, ignore_errors=True)
    return results


PARTS = ("redaction", "verdict", "ratio", "payloads", "detect")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--nodes", type=int, default=2048)
    parser.add_argument("--ranks", type=int, default=8)
    parser.add_argument("--size-mib", type=int, default=1024)
    parser.add_argument("--ratio-mib", type=int, default=192)
    parser.add_argument("--parts", default=",".join(PARTS),
                        help=f"comma-separated, of {', '.join(PARTS)} (default all)")
    parser.add_argument("--poll", type=float, default=2.0, help="detect: poll interval, s")
    parser.add_argument("--trials", type=int, default=3, help="detect: faults of each kind")
    parser.add_argument("--silence", type=float, default=5.0,
                        help="detect: agent silence that counts as a lost node, s")
    parser.add_argument("--keep", type=Path, default=None)
    parser.add_argument("--child", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--verdict", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child, args.verdict)
        return 0
    parts = set(args.parts.split(","))
    if unknown := parts - set(PARTS):
        parser.error(f"--parts: unknown {', '.join(sorted(unknown))}")
    if "redaction" in parts:
        redaction_speeds()
    root = args.keep or Path(tempfile.mkdtemp(prefix="tw-bigjob-"))
    try:
        stats = None
        if "verdict" in parts:
            big = build_bundle(root / "big" / "run", args.nodes, args.ranks, args.size_mib)
            stats = run_child(big, verdict=True)
            print_verdict(stats, args.nodes, args.ranks)
            shutil.rmtree(root / "big")
        if "ratio" in parts:
            many = run_child(build_bundle(root / "many", args.nodes, args.ranks, args.ratio_mib),
                             )
            few = run_child(build_bundle(root / "few", 8, 8, args.ratio_mib))
            print(f"attribution of {args.ratio_mib} MiB: {args.nodes * args.ranks} rank logs "
                  f"{many['cpu']:.2f} s CPU ({many['wall']:.2f} s wall) "
                  f"{many['implicated_nodes']}; 64 rank logs {few['cpu']:.2f} s CPU "
                  f"({few['wall']:.2f} s wall) {few['implicated_nodes']}; ratio "
                  f"{many['cpu'] / few['cpu']:.2f} (wall {many['wall'] / few['wall']:.2f})")
            stats = stats or many
        if "detect" in parts:
            detection(args.nodes, args.ranks, args.poll, args.trials, args.silence)
        if "payloads" in parts:
            if stats is None:  # a small bundle of the same shape: the result's size is alike
                small = build_bundle(root / "small", args.nodes, args.ranks, 16)
                stats = run_child(small)
            payload_sizes(stats["result"], args.nodes, args.ranks)
    finally:
        if args.keep is None:
            shutil.rmtree(root, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
