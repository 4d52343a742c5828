"""How fast this machine's cores are right now: fixed pieces of the test suite's kind of work,
timed in CPU seconds (median of repeats).

The same suite took 1,873 s of CPU on 2026-12-06 00:00-03:00 and 1,041 s the same day at 03:30
(docs/benchmarks.md, *The same suite on a slower and a faster machine*): the cores of this
2-core VM are not always equally fast, and CPU seconds do not show it (no steal time is
reported). Run this beside a suite time, before and after, to tell a slower machine from slower
code. Each piece is a process of its own, as in the suite: a bare interpreter, `import torch`
(about a third of the suite's CPU is in processes that import it), pydantic models (the
playbook and status models), and a pure-Python loop. Asserts nothing.

    .venv/bin/python bench/machine_speed.py --repeat 5
"""

from __future__ import annotations

import argparse
import importlib.util
import resource
import statistics
import subprocess
import sys

PIECES: dict[str, str] = {
    "bare interpreter start": "pass",
    "pure-Python loop (2e7 additions)": "s = 0\nfor i in range(20_000_000):\n    s += i",
    "import trainwarden.supervision (pydantic models)": "import trainwarden.supervision",
    "import torch": "import torch",
}


def child_cpu_seconds(code: str) -> float:
    """CPU (user + system) of one fresh interpreter running ``code``."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run([sys.executable, "-c", code], check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    p.add_argument("--repeat", type=int, default=5)
    args = p.parse_args()
    for name, code in PIECES.items():
        if code == "import torch" and importlib.util.find_spec("torch") is None:
            print(f"{name:52s} skipped (torch is not installed)")
            continue
        child_cpu_seconds(code)  # warm: bytecode and the page cache
        runs = [child_cpu_seconds(code) for _ in range(args.repeat)]
        print(
            f"{name:52s} median {statistics.median(runs):6.3f} s CPU"
            f"  (min {min(runs):.3f}, max {max(runs):.3f}, {args.repeat} runs)"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
