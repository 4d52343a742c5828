"""Held-out probe of issue 30: a bundle of 2,048 nodes x 8 ranks in torchtitan's log format.

    python bench/probe_titan.py [--nodes 2048] [--ranks 8] [--mib 192] [--runs 3] [--keep DIR]

Written outside the project's generators (bench/bigjob.py, tests/attribution): the lines are in
the exact shapes real trainers print, each taken from a public log and cited below, with this
script's own numbers. Checks, printed as PASS/FAIL (exit 1 if any fails):

1. redaction (trainwarden.untrusted.redact, CPU, best of 3): each trainer's throughput line at
   least half the speed of plain lines;
2. the right node: `attribute_bundle` on NODES x RANKS rank logs (every rank's watchdog timeout
   after one node's GPU fell off the bus) names that node and only it;
3. the per-file cost: the same MIB as NODES x RANKS rank logs and as 64 (8 x 8), each attributed
   RUNS times in a child process (CPU seconds of attribute_bundle alone): median ratio <= 3.

The machine may be shared: CPU time, not wall clock; medians of RUNS runs, each run's figures
printed.
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

# torchtitan's step line (pytorch/torchtitan, trainer metrics), as printed by rank 0 of a run in
# https://github.com/pytorch/torchtitan/pull/3393 :
#   [rank0]:[titan] 2026-05-18 16:04:46,338 - root - INFO - step: 14  loss:  3.24405
#   grad_norm:  0.8319  memory:  9.46GiB(64.99%)  tps: 7,282  tflops: 0.52  mfu: 0.17%
# (one line; torchrun's --tee prefix `[rankN]:`, two spaces between fields).
TITAN = ("[rank{rank}]:[titan] {local} - root - INFO - step: {step:2d}  loss: {loss:8.5f}  "
         "grad_norm: {gnorm:7.4f}  memory: {mem:5.2f}GiB({pct:.2f}%)  tps: {tps:,}  "
         "tflops: {tflops:.2f}  mfu: {mfu:.2f}%")
# Megatron-LM's iteration line, from https://github.com/epfLLM/Megatron-LLM/issues/11 :
MEGATRON = (" iteration {step:8d}/  250000 | consumed samples: {samples:12d} | elapsed time per "
            "iteration (ms): {ms:.1f} | learning rate: 1.507E-05 | global batch size:  1024 | "
            "lm loss: {loss:E} | loss scale: 1.0 | grad norm: {gnorm:.3f} | number of skipped "
            "iterations:   0 | number of nan iterations:   0 |")
# HF Trainer's log dict with its logger prefix, from
# https://github.com/huggingface/transformers/pull/9613 :
HF = ("[INFO|trainer_tf.py:398] {local} >> {{'loss': {loss:.7f}, 'learning_rate': 4.891304e-05, "
      "'epoch': {epoch}, 'step': {step}}}")
PLAIN = "step {step} loss {loss:.4f}"
# the PyTorch NCCL watchdog's line (ProcessGroupNCCL.cpp) and the kernel's Xid line as dmesg
# prints them (https://docs.nvidia.com/deploy/xid-errors/ : Xid 79, GPU has fallen off the bus)
WATCHDOG = ("[rank{rank}]:[E{md} {hms}.{us:06d} ProcessGroupNCCL.cpp:632] [Rank {rank}] Watchdog "
            "caught collective operation timeout: WorkNCCL(SeqNum=2841, OpType=ALLREDUCE, "
            "NumelIn=262144, NumelOut=262144, Timeout(ms)=600000) ran for 600015 milliseconds "
            "before timing out.")
XID = ("NVRM: Xid (PCI:0000:{bus:02x}:00): 79, pid='<unknown>', name=<unknown>, GPU has fallen "
       "off the bus.")

START = datetime(2026, 12, 1, 6, 0, tzinfo=UTC)
STEP = 1.12  # seconds per step in the cited run


def stamp(at: datetime) -> str:
    """The time an evidence bundle puts before every line (docs/evidence-bundle.md)."""
    return at.isoformat(timespec="milliseconds").replace("+00:00", "Z")


def local(at: datetime) -> str:
    """Python logging's asctime, as torchtitan and transformers print it."""
    return at.strftime("%Y-%m-%d %H:%M:%S,") + f"{at.microsecond // 1000:03d}"


def titan_line(rank: int, step: int, rng: random.Random) -> str:
    at = START + timedelta(seconds=step * STEP + rng.random() / 50)
    return stamp(at) + " " + TITAN.format(
        rank=rank, local=local(at), step=step, loss=3.0 + rng.random(),
        gnorm=0.5 + rng.random() / 2, mem=9.46, pct=64.99, tps=rng.randrange(7200, 7400),
        tflops=0.52, mfu=0.17) + "\n"


def write_bundle(root: Path, nodes: int, ranks: int, mib: int, seed: int = 30) -> str:
    """The bundle; returns the node whose GPU fell off the bus."""
    rng = random.Random(seed)
    names = [f"nid{n:06d}" for n in range(1000, 1000 + nodes)]
    bad = names[rng.randrange(nodes)]
    root.mkdir(parents=True)
    total = nodes * ranks
    (root / "job.json").write_text(json.dumps({
        "job_id": "probe-titan", "scheduler": "slurm", "nodes": names,
        "ranks": {str(r): names[r // ranks] for r in range(total)}}))
    sample = titan_line(0, 10, rng)
    steps = max(5, (mib << 20) // total // len(sample))
    fell = START + timedelta(seconds=steps * STEP + 0.4)
    timeout = fell + timedelta(seconds=600)
    for n, node in enumerate(names):
        folder = root / "logs" / node
        folder.mkdir(parents=True)
        kernel = f"{stamp(START)} Linux version 6.8.0-49-generic (buildd@lcy02-amd64-028)\n"
        if node == bad:
            kernel += f"{stamp(fell)} {XID.format(bus=0x1b + 0x20 * rng.randrange(4))}\n"
        (folder / "kernel.log").write_text(kernel)
        for rank in range(n * ranks, (n + 1) * ranks):
            body = [titan_line(rank, step, rng) for step in range(1, steps + 1)]
            body.append(stamp(timeout) + " " + WATCHDOG.format(
                rank=rank, md=timeout.strftime("%m%d"), hms=timeout.strftime("%H:%M:%S"),
                us=rng.randrange(10**6)) + "\n")
            (folder / f"rank-{rank}.log").write_text("".join(body))
    return bad


def redaction(mb: float = 4.0) -> list[tuple[str, float]]:
    from trainwarden.untrusted.redact import redact

    rng = random.Random(3)
    at = START
    shapes = {
        "plain": lambda s: PLAIN.format(step=s, loss=2.5),
        "torchtitan": lambda s: TITAN.format(rank=3, local=local(at), step=s, loss=3.2, gnorm=0.8,
                                             mem=9.46, pct=64.99, tps=7282, tflops=0.52,
                                             mfu=0.17),
        "megatron": lambda s: MEGATRON.format(step=s, samples=s * 1024, ms=139113.4, loss=2.37,
                                              gnorm=0.811),
        "hf-trainer": lambda s: HF.format(local=local(at), loss=0.6347228, epoch=0.0869, step=s),
    }
    speeds = []
    for name, shape in shapes.items():
        lines, size = [], 0
        while size < mb * 1e6:
            line = f"{stamp(at)} {shape(rng.randrange(10**5))}\n"
            lines.append(line)
            size += len(line)
        text = "".join(lines)
        best = min(_cpu(redact, text) for _ in range(3))
        speeds.append((name, size / 1e6 / best))
    return speeds


def _cpu(fn, *args) -> float:
    started = time.process_time()
    fn(*args)
    return time.process_time() - started


def child(bundle: Path) -> None:
    from trainwarden.attribution.engine import attribute_bundle, default_catalog

    catalog = default_catalog()
    cpu = time.process_time()
    result = attribute_bundle(bundle, catalog)
    print(json.dumps({"cpu": time.process_time() - cpu, "nodes": result.implicated_nodes,
                      "signature": result.signature}))


def attribute(bundle: Path) -> dict:
    out = subprocess.run([sys.executable, __file__, "--child", str(bundle)], check=True,
                         capture_output=True, text=True)
    return json.loads(out.stdout)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--nodes", type=int, default=2048)
    parser.add_argument("--ranks", type=int, default=8)
    parser.add_argument("--mib", type=int, default=192)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--keep", type=Path)
    parser.add_argument("--child", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child)
        return 0
    failed = False

    def check(ok: bool, text: str) -> None:
        nonlocal failed
        failed |= not ok
        print(f"{'PASS' if ok else 'FAIL'}  {text}", flush=True)

    speeds = redaction()
    plain = speeds[0][1]
    for name, speed in speeds[1:]:
        check(speed >= plain / 2, f"redaction {name:10s} {speed:7.1f} MB/s = "
              f"{speed / plain:.2f} x plain ({plain:.1f} MB/s)")
    root = args.keep or Path(tempfile.mkdtemp(prefix="tw-probe-titan-"))
    try:
        many, few = root / "many", root / "few"
        bad = write_bundle(many, args.nodes, args.ranks, args.mib)
        bad_few = write_bundle(few, 8, 8, args.mib)
        many_cpu, few_cpu = [], []
        for run in range(args.runs):
            m, f = attribute(many), attribute(few)
            many_cpu.append(m["cpu"])
            few_cpu.append(f["cpu"])
            print(f"  run {run + 1}: {args.nodes * args.ranks} rank logs {m['cpu']:.2f} s CPU "
                  f"{m['nodes']}, 64 rank logs {f['cpu']:.2f} s CPU {f['nodes']}, ratio "
                  f"{m['cpu'] / f['cpu']:.2f}", flush=True)
            if run == 0:
                check(m["nodes"] == [bad], f"right node among {args.nodes} x {args.ranks}: "
                      f"{m['signature']} {m['nodes']} (the GPU fell off the bus on {bad})")
                check(f["nodes"] == [bad_few], f"right node among 8 x 8: {f['nodes']}")
        ratio = statistics.median(many_cpu) / statistics.median(few_cpu)
        check(ratio <= 3, f"attribution of {args.mib} MiB: {args.nodes * args.ranks} rank logs "
              f"{statistics.median(many_cpu):.2f} s CPU vs 64 rank logs "
              f"{statistics.median(few_cpu):.2f} s (medians of {args.runs}): ratio {ratio:.2f} "
              f"(goal <= 3)")
    finally:
        if args.keep is None:
            shutil.rmtree(root, ignore_errors=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
