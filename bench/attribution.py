"""Attribution benchmark and corpus scorer.

    python bench/attribution.py [--size-mib 1024] [--keep DIR]   # build a bundle, time it
    python bench/attribution.py --corpus [DIR ...] [--split S]    # accuracy over labels.json

The first form writes a bundle of about SIZE MiB of trainer and kernel logs (8 nodes x 8 ranks,
an Xid 79 on node-3 two thirds of the way in, watchdog timeouts on the peers after it, and
trigger-word noise that matches no signature), attributes it in a child process and prints
lines/s, MiB/s and the child's peak memory. The second prints, per corpus, accuracy and the number
of healthy nodes blamed for any directory of labelled bundles (labels.json: name -> verdict,
category, implicated_nodes); without a directory it scores the shipped corpora: the synthetic
one (tests/attribution/corpus), the real-world one (tests/attribution/realworld) and the one of
other stacks (tests/attribution/stacks: Kubernetes, Ray, JAX/XLA, MPI/UCX/EFA, ...). `--split`
scores one split only (`tuned` or `untouched`) of the corpora whose labels carry one.
"""

from __future__ import annotations

import argparse
import json
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from trainwarden.attribution.bundle import BundleReader  # noqa: E402
from trainwarden.attribution.correlate import correlate  # noqa: E402
from trainwarden.attribution.engine import attribute_bundle, default_catalog  # noqa: E402
from trainwarden.attribution.result import CATEGORIES  # noqa: E402

T0 = datetime(2026, 11, 30, 0, 0, tzinfo=UTC)
NOISE = [
    "eval | loss 2.3411 | error_rate 0.000 | nan_count=0 | timeout_ms=600000",
    "NCCL INFO NET/IB : Using [0]mlx5_0:1/IB ; OOB ib0:10.0.0.3<0>",
    "INFO dataloader worker 3 exited normally; no exception pending",
]


def build_bundle(root: Path, size_mib: int, nodes: int = 8, ranks_per_node: int = 8) -> Path:
    """Write a bundle of roughly size_mib MiB, streaming (never holding a file in memory)."""
    ranks = nodes * ranks_per_node
    job = {"job_id": "bench", "scheduler": "slurm",
           "nodes": [f"node-{n + 1}" for n in range(nodes)],
           "ranks": {str(r): f"node-{r // ranks_per_node + 1}" for r in range(ranks)}}
    root.mkdir(parents=True, exist_ok=True)
    (root / "job.json").write_text(json.dumps(job))
    per_file = size_mib * (1 << 20) // ranks
    line_bytes = 120
    lines_per_file = max(10, per_file // line_bytes)
    fail_at = int(lines_per_file * 0.66)
    step_s = 0.5
    for rank in range(ranks):
        node = f"node-{rank // ranks_per_node + 1}"
        path = root / "logs" / node / f"rank-{rank}.log"
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("w") as fh:
            batch: list[str] = []
            for i in range(lines_per_file):
                at = (T0 + timedelta(seconds=i * step_s)).isoformat().replace("+00:00", "Z")
                if i % 1000 == 7:
                    text = NOISE[i % len(NOISE)]
                else:
                    text = (f"[rank{rank}] step {i} | loss {2.0 + (i % 97) / 100:.4f} | lr 3.0e-04"
                            f" | {step_s:.3f} s/step | grad_norm 0.{i % 1000:03d} | tok/s 52311")
                batch.append(f"{at} {text}\n")
                if len(batch) >= 10000:
                    fh.writelines(batch)
                    batch.clear()
            if node != "node-3":
                at = (T0 + timedelta(seconds=fail_at * step_s + 600)).isoformat()
                batch.append(
                    f"{at} [Rank {rank}] Watchdog caught collective operation timeout: "
                    "WorkNCCL(SeqNum=42, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, "
                    "Timeout(ms)=600000) ran for 600031 milliseconds before timing out.\n")
            fh.writelines(batch)
    for n in range(nodes):
        node = f"node-{n + 1}"
        with (root / "logs" / node / "kernel.log").open("w") as fh:
            fh.write(f"{T0.isoformat()} Linux version 6.8.0-45-generic\n")
            if node == "node-3":
                at = (T0 + timedelta(seconds=fail_at * step_s)).isoformat()
                fh.write(f"{at} NVRM: Xid (PCI:0000:3b:00): 79, pid=4242, name=python3, "
                         "GPU has fallen off the bus.\n")
    return root


def attribute_only(bundle: Path) -> None:
    """Child-process mode: attribute and print timings as JSON (peak RSS read by the parent)."""
    catalog = default_catalog()
    started = time.perf_counter()
    evidence = BundleReader(bundle, catalog, None).read()
    result = correlate(evidence)
    elapsed = time.perf_counter() - started
    print(json.dumps({"seconds": elapsed, "lines": evidence.lines_read,
                      "bytes": evidence.bytes_read, "verdict": result.verdict,
                      "category": result.category, "signature": result.signature,
                      "implicated_nodes": result.implicated_nodes}))


def bench(size_mib: int, keep: Path | None) -> int:
    root = keep or Path(tempfile.mkdtemp(prefix="tw-bench-"))
    bundle = root / "bundle"
    try:
        started = time.perf_counter()
        build_bundle(bundle, size_mib)
        print(f"built {size_mib} MiB bundle in {time.perf_counter() - started:.1f}s at {bundle}")
        child = subprocess.run([sys.executable, __file__, "--attribute-only", str(bundle)],
                               check=True, capture_output=True, text=True)
        stats = json.loads(child.stdout)
        peak_mib = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
        secs = stats["seconds"]
        print(f"attributed: {stats['verdict']} {stats['category']} {stats['signature']} "
              f"{stats['implicated_nodes']}")
        print(f"lines: {stats['lines']}  seconds: {secs:.2f}  lines/s: {stats['lines'] / secs:,.0f}"
              f"  MiB/s: {stats['bytes'] / secs / (1 << 20):.1f}  peak memory: {peak_mib:.0f} MiB")
        return 0
    finally:
        if keep is None:
            shutil.rmtree(root, ignore_errors=True)


WEAK_CLASS = 5  # a class with fewer real examples than this is named as weak


def score_corpus(corpus: Path, split: str | None = None) -> int:
    """Accuracy and healthy nodes blamed; where labels carry a `split` (tuned / untouched),
    both splits side by side, per class. With `split`, only that split's bundles are attributed
    (the others are never opened)."""
    labels = json.loads((corpus / "labels.json").read_text())
    if split is not None:
        labels = {name: label for name, label in labels.items()
                  if label.get("split", "tuned") == split}
    if not labels:
        print(f"corpus: {corpus.name}  no bundles{f' in split {split}' if split else ''}")
        return 0
    correct = blamed = 0
    cells: dict[tuple[str, str], list[int]] = {}
    for name, label in sorted(labels.items()):
        result = attribute_bundle(corpus / name)
        wrongly = len(set(result.implicated_nodes) - set(label["implicated_nodes"]))
        blamed += wrongly
        got = (result.verdict, result.category, sorted(result.implicated_nodes))
        want = (label["verdict"], label["category"], sorted(label["implicated_nodes"]))
        correct += got == want
        cell = cells.setdefault((label["category"], label.get("split", "tuned")), [0, 0, 0])
        cell[0] += 1
        cell[1] += got == want
        cell[2] += wrongly
        if got != want:
            print(f"miss {name}: got {got} want {want}")
    print(f"corpus: {corpus.name}  bundles: {len(labels)}  "
          f"accuracy: {correct / len(labels):.3f}  blamed_healthy: {blamed}")
    if any("split" in label for label in labels.values()):
        print_splits(cells)
    return 0


def print_splits(cells: dict[tuple[str, str], list[int]]) -> None:
    """Per class: the tuned split's and the untouched split's scores, and the weak classes."""
    def fmt(cell: list[int] | None) -> str:
        if not cell or not cell[0]:
            return f"{'-':>16}"
        return f"{cell[1]:>3}/{cell[0]:<3} {cell[1] / cell[0]:>5.0%} b={cell[2]}"

    # tuned and untouched side by side, and any other split a corpus names (frontier: held out)
    splits = ["tuned", "untouched", *sorted({s for _, s in cells} - {"tuned", "untouched"})]
    print(f"  {'class':<14}" + "".join(f" {split:>16}" for split in splits))
    totals = {split: [0, 0, 0] for split in splits}
    weak = []
    for category in sorted(CATEGORIES):
        row = {split: cells.get((category, split)) for split in totals}
        for split, cell in row.items():
            if cell:
                totals[split] = [a + b for a, b in zip(totals[split], cell, strict=True)]
        print(f"  {category:<14}" + "".join(f" {fmt(row[split])}" for split in splits))
        if sum(cell[0] for cell in row.values() if cell) < WEAK_CLASS:
            weak.append(category)
    print(f"  {'all':<14}" + "".join(f" {fmt(totals[split])}" for split in splits))
    print(f"  weak classes (fewer than {WEAK_CLASS} real examples): {', '.join(weak) or 'none'}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size-mib", type=int, default=1024)
    parser.add_argument("--keep", type=Path, help="build the bundle here and keep it")
    parser.add_argument("--corpus", type=Path, nargs="*",
                        help="score directories of labelled bundles (default: both shipped)")
    parser.add_argument("--split", choices=("tuned", "untouched"),
                        help="with --corpus: score only this split")
    parser.add_argument("--attribute-only", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.attribute_only:
        attribute_only(args.attribute_only)
        return 0
    if args.corpus is not None:
        corpora = args.corpus or [REPO / "tests" / "attribution" / name
                                  for name in ("corpus", "realworld", "stacks")]
        for corpus in corpora:
            score_corpus(corpus, args.split)
        return 0
    return bench(args.size_mib, args.keep)


if __name__ == "__main__":
    sys.exit(main())
