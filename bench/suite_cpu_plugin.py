"""pytest plugin of bench/suite_cpu.py --per-test: each test's CPU, written to SUITE_CPU_DIR.

Per test, the pytest process's own CPU (all its threads: the Temporal worker and client run in
it) and that of the children it waited for. Children that outlive the test (a detached
launcher, torchrun's workers) are not in it: suite_cpu.py's process table has them. The
teardown after a worker's last test ends the session's fixtures, the Temporal dev server among
them, whose whole CPU arrives then as a waited-for child's: it is written as a row of its own,
`(last teardown, session fixtures included)`, not charged to that test.
"""

from __future__ import annotations

import os
import resource
import time
from collections.abc import Generator
from pathlib import Path

import pytest


def _cpu(who: int) -> float:
    usage = resource.getrusage(who)
    return usage.ru_utime + usage.ru_stime


Reading = tuple[float, float, float]  # own CPU, waited-for children's CPU, monotonic clock


def _now() -> Reading:
    return _cpu(resource.RUSAGE_SELF), _cpu(resource.RUSAGE_CHILDREN), time.monotonic()


def _write(nodeid: str, before: Reading, after: Reading) -> None:
    own, children, wall = (b - a for a, b in zip(before, after, strict=True))
    # when it began, on the wall clock: the worker's gaps between tests (suite_cpu.py)
    began = time.time() - (time.monotonic() - before[2])
    out = Path(os.environ["SUITE_CPU_DIR"], f"{os.environ.get('PYTEST_XDIST_WORKER', 'main')}.tsv")
    with out.open("a") as f:
        f.write(f"{nodeid}\t{own:.2f}\t{children:.2f}\t{wall:.2f}\t{began:.2f}\n")


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None) -> Generator[None]:
    before = _now()
    yield
    after = _now()
    session_end = item.stash.get(_SESSION_TEARDOWN, None)
    if session_end is not None:  # the last test: its own part, then the session's
        _write(item.nodeid, before, session_end[0])
        _write("(last teardown, session fixtures included)", *session_end)
    else:
        _write(item.nodeid, before, after)


_SESSION_TEARDOWN = pytest.StashKey[tuple[Reading, Reading]]()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_teardown(item: pytest.Item, nextitem: pytest.Item | None) -> Generator[None]:
    """With no next test, the teardown ends every fixture, the session's too."""
    before = _now()
    yield
    if nextitem is None:
        item.stash[_SESSION_TEARDOWN] = (before, _now())
