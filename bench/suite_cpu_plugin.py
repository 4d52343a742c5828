"""pytest plugin of bench/suite_cpu.py --per-test: each test's CPU, written to SUITE_CPU_DIR.

Per test, the pytest process's own CPU (all its threads: the Temporal worker and client run in
it) and that of the children it waited for. Children that outlive the test (a detached
launcher, torchrun's workers) are not in it: suite_cpu.py's process table has them.
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


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None) -> Generator[None]:
    own, children = _cpu(resource.RUSAGE_SELF), _cpu(resource.RUSAGE_CHILDREN)
    started = time.monotonic()
    yield
    own = _cpu(resource.RUSAGE_SELF) - own
    children = _cpu(resource.RUSAGE_CHILDREN) - children
    out = Path(os.environ["SUITE_CPU_DIR"], f"{os.environ.get('PYTEST_XDIST_WORKER', 'main')}.tsv")
    with out.open("a") as f:
        f.write(f"{item.nodeid}\t{own:.2f}\t{children:.2f}\t{time.monotonic() - started:.2f}\n")
