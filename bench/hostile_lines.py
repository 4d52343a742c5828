"""Time of the pathological output lines of issue 28, and what the rest of the process gets
meanwhile: Python's `re` (the engine used before) against the shipped matchers (RE2 through
trainwarden.untrusted.linear_re, each line cut at MAX_MATCH_CHARS).

For each case it prints the seconds one match takes and how often a second thread, which only
sleeps 1 ms in a loop (a stand-in for the worker's event loop answering a status query), got
to run during it, as a share of its rate when nothing else runs. `re` holds the GIL for the
whole match, so that share drops to ~0; RE2 releases it. Old-engine sizes are smaller where
the issue's full sizes take minutes (`--full` runs them). Asserts nothing.

    .venv/bin/python bench/hostile_lines.py [--full]
"""

from __future__ import annotations

import argparse
import re
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from trainwarden.attribution import load_catalogs  # noqa: E402
from trainwarden.attribution.bundle.matcher import matcher_for  # noqa: E402
from trainwarden.progresslog.follower import StreamFollower  # noqa: E402
from trainwarden.progresslog.presets import LineMatcher  # noqa: E402
from trainwarden.untrusted import linear_re  # noqa: E402

GENERIC = r"(?i)\b(?:global[ _])?(?:step|iteration|iter)\s*[:=]?\s*(\d+)(?:\s*/\s*(\d+))?"
NCCL = (
    r"Watchdog caught collective operation timeout|(?:\[Rank (?P<rank>\d+)\] )?.*WorkNCCL\(.*\)"
    r" ran for \d+ milliseconds before timing out"
)
DOTSTAR = r"(?i)(?:TCPStore|store).*(?:timed? ?out|Timeout)|Socket Timeout|wait timeout after \d+ms"


class Ticker:
    """A thread that sleeps 1 ms in a loop and counts how often it woke."""

    def __init__(self) -> None:
        self.count = 0
        self.stop = False
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _run(self) -> None:
        while not self.stop:
            self.count += 1
            time.sleep(0.001)

    def rate(self, fn: Callable[[], object]) -> tuple[float, float]:
        """(seconds fn took, ticks per second meanwhile)."""
        before, started = self.count, time.perf_counter()
        fn()
        took = time.perf_counter() - started
        return took, (self.count - before) / took


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--full", action="store_true", help="old engine at the issue's sizes")
    args = parser.parse_args()
    ticker = Ticker()
    _, idle = ticker.rate(lambda: time.sleep(1.0))
    print(f"ticker alone: {idle:.0f} wake-ups/s")
    sig_matcher = matcher_for(load_catalogs(), "rank-0")
    preset = LineMatcher("generic")
    old_spaces = 65_000 if args.full else 2_000
    old_nccl = 12_000 if args.full else 1_500
    old_dotstar = 1_000_000 if args.full else 10_000

    def nccl_line(size: int) -> str:
        return "[Rank 0] " + "WorkNCCL(" * (size // 9)

    def dotstar_line(size: int) -> str:
        return "store " * (size // 6)

    def old(pattern: str, text: str) -> Callable[[], object]:
        compiled = re.compile(pattern)
        return lambda: compiled.search(text)

    def uncut(pattern: str, text: str) -> Callable[[], object]:
        compiled, data = linear_re.compile(pattern), text.encode()  # bytes: no re-encoding
        return lambda: compiled.search(data)

    def new_preset(text: str) -> Callable[[], object]:
        return lambda: preset.match(text)

    def new_catalog(text: str) -> Callable[[], object]:
        low = text.lower()
        return lambda: sig_matcher.best(text, low)

    cases: list[tuple[str, Callable[[], object]]] = [
        (f"re   generic preset, 'step' + {old_spaces:,} spaces",
         old(GENERIC, "step" + " " * old_spaces)),
        ("RE2  generic preset, 'step' + 65,000 spaces", new_preset("step" + " " * 65_000)),
        ("RE2  generic preset, 'step' + 10,000,000 spaces",
         new_preset("step" + " " * 10_000_000)),
        (f"re   NCCL watchdog, {old_nccl:,} B of 'WorkNCCL('", old(NCCL, nccl_line(old_nccl))),
        ("RE2  catalog, 12,000 B of 'WorkNCCL('", new_catalog(nccl_line(12_000))),
        ("RE2  catalog, 10,000,000 B of 'WorkNCCL('", new_catalog(nccl_line(10**7))),
        (f"re   store-timeout (leading .*), {old_dotstar:,} B line",
         old(DOTSTAR, dotstar_line(old_dotstar))),
        ("RE2  catalog, 1,000,000 B line of 'store '", new_catalog(dotstar_line(10**6))),
        # without the cut: RE2's own time on a long text, with the GIL released
        ("RE2  uncut store-timeout, 50,000,000 B line", uncut(DOTSTAR, dotstar_line(5 * 10**7))),
        ("RE2  uncut NCCL watchdog, 50,000,000 B line", uncut(NCCL, nccl_line(5 * 10**7))),
    ]
    hostile = Path(tempfile.mkdtemp()) / "rank-0.log"
    hostile.write_text(("step" + " " * 65_000 + "\n") * 64)  # 4 MB: one poll's most
    follower = StreamFollower(hostile)
    follower.offset, follower.identity = 0, None
    cases.append(("RE2  one progress poll of 4 MB of those lines", follower.poll))
    for name, fn in cases:
        took, rate = ticker.rate(fn)
        print(f"{name:<52} {took * 1000:10.2f} ms   other thread ran {100 * rate / idle:5.1f} %")
    ticker.stop = True


if __name__ == "__main__":
    main()
