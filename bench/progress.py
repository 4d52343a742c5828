"""The cost of following progress from logs: N supervised jobs whose ranks' output grows.

A writer process appends to every job's output files at a realistic rate (each job: `--nodes`
node logs, each getting one Megatron-style progress line of ~300 bytes per step plus
`--noise` other lines of ~120 bytes, at `--step-seconds` per step), while this process follows
them exactly as a backend does (activities/backends/log_progress.py: one LogProgressTracker,
`apply` per job per poll, status files absent so every stream is read). Prints the follower's
CPU share of one core (process CPU time / wall time, writer excluded) and the bytes read per
poll. Asserts nothing.

    .venv/bin/python bench/progress.py --jobs 1000 --window 30
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from trainwarden.activities.backends.log_progress import LogProgressTracker  # noqa: E402
from trainwarden.models import JobObservation, RankProgress  # noqa: E402

LINE = (
    " [{ts}] iteration {step:8d}/  500000 | consumed samples: {samples:12d} | elapsed time per "
    "iteration (ms): 1444.9 | throughput per GPU (TFLOP/s/GPU): 239.8 | learning rate: "
    "8.600000E-06 | global batch size:   128 | lm loss: 1.825991E+00 | loss scale: 1.0 | "
    "grad norm: 1.426 | number of skipped iterations:   0 | number of nan iterations:   0 |\n"
)
NOISE = "[{ts}] [INFO] data loader worker 3: prefetched shard 000{step} (12.3 MB, 0.41 s)\n"


def paths(root: Path, jobs: int, nodes: int) -> list[list[Path]]:
    return [[root / f"job-{j}" / f"node-{n}.log" for n in range(nodes)] for j in range(jobs)]


def write_loop(root: str, jobs: int, nodes: int, step_seconds: float, noise: int, stop) -> None:
    """Append one step's output to every file per `step_seconds`, spread over the interval."""
    files = [p for job in paths(Path(root), jobs, nodes) for p in job]
    step = 0
    while not stop.is_set():
        started = time.monotonic()
        step += 1
        ts = datetime.now(UTC).strftime("%Y-%m-%d %H:%M:%S")
        chunk = "".join(NOISE.format(ts=ts, step=step) for _ in range(noise))
        chunk += LINE.format(ts=ts, step=step, samples=step * 128)
        for path in files:
            with open(path, "a") as f:
                f.write(chunk)
        time.sleep(max(0.0, step_seconds - (time.monotonic() - started)))


def observation(job: int, nodes: int) -> JobObservation:
    names = [f"node-{n}" for n in range(nodes)]
    return JobObservation(
        job_id=f"job-{job}",
        run=1,
        state="RUNNING",
        nodes=names,
        ranks=[RankProgress(rank=n, node=name) for n, name in enumerate(names)],
        observed_at=datetime.now(UTC),
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--jobs", type=int, default=1000)
    parser.add_argument("--nodes", type=int, default=2, help="output files per job")
    parser.add_argument("--step-seconds", type=float, default=2.0)
    parser.add_argument("--noise", type=int, default=2, help="other lines per step per file")
    parser.add_argument("--poll", type=float, default=2.0, help="poll interval (seconds)")
    parser.add_argument("--window", type=float, default=30.0, help="measured seconds")
    parser.add_argument("--history-kb", type=int, default=512, help="log size before start")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix="tw-bench-progress-") as tmp:
        root = Path(tmp)
        job_paths = paths(root, args.jobs, args.nodes)
        history = LINE.format(ts="2026-01-01 00:00:00", step=0, samples=0)
        history *= max(1, args.history_kb * 1024 // len(history))
        for job in job_paths:
            job[0].parent.mkdir(parents=True)
            for path in job:
                path.write_text(history)
        stop = multiprocessing.Event()
        writer = multiprocessing.Process(
            target=write_loop,
            args=(tmp, args.jobs, args.nodes, args.step_seconds, args.noise, stop),
        )
        writer.start()
        try:
            tracker = LogProgressTracker()
            streams = [[(p, None) for p in job] for job in job_paths]

            def one_pass() -> tuple[int, float, float, int]:
                wall, cpu = time.perf_counter(), time.process_time()
                before = sum(t[1].bytes_read for t in tracker._runs.values())
                advanced = 0
                for j in range(args.jobs):
                    obs = tracker.apply(observation(j, args.nodes), streams[j], set())
                    advanced += obs.step is not None
                read = sum(t[1].bytes_read for t in tracker._runs.values()) - before
                return read, time.perf_counter() - wall, time.process_time() - cpu, advanced

            first_read, first_wall, first_cpu, _ = one_pass()
            reads, walls, cpus = [], [], []
            started_wall, started_cpu = time.perf_counter(), time.process_time()
            advanced = 0
            while time.perf_counter() - started_wall < args.window:
                begin = time.perf_counter()
                read, wall, cpu, advanced = one_pass()
                reads.append(read)
                walls.append(wall)
                cpus.append(cpu)
                time.sleep(max(0.0, args.poll - (time.perf_counter() - begin)))
            total_wall = time.perf_counter() - started_wall
            total_cpu = time.process_time() - started_cpu
        finally:
            stop.set()
            writer.join()

    streams_n = args.jobs * args.nodes
    growth = (len(LINE) + 60 + args.noise * (len(NOISE) + 10)) / args.step_seconds
    print(f"jobs {args.jobs}, output files {streams_n}, poll every {args.poll:g}s, "
          f"output ~{growth:.0f} B/s per file ({growth * streams_n / 1e6:.2f} MB/s in all)")
    print(f"first pass (tail of {args.history_kb} KiB logs): read {first_read / 1e6:.1f} MB, "
          f"{first_wall:.2f}s wall, {first_cpu:.2f}s CPU")  # fmt: skip
    print(f"steady state over {total_wall:.0f}s, {len(reads)} polls:")
    print(f"  CPU share of one core: {100 * total_cpu / total_wall:.1f} %")
    print(f"  per poll: bytes read median {statistics.median(reads) / 1e3:.0f} kB "
          f"(max {max(reads) / 1e3:.0f} kB), {statistics.median(reads) / streams_n:.0f} B "
          f"per file; pass {statistics.median(walls) * 1e3:.0f} ms wall, "
          f"{statistics.median(cpus) * 1e3:.0f} ms CPU")  # fmt: skip
    print(f"  jobs seen advancing in the last poll: {advanced} of {args.jobs}")


if __name__ == "__main__":
    main()
