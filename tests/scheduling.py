"""How the suite is spread over pytest-xdist workers (`-n N --dist loadgroup`, scripts/test.sh).

A unit of work goes to one worker whole. Units are:
- a shared group: tests that need one expensive thing made once per worker and must not meet a
  copy of it on another worker: each Slurm group gets a private Slurm cluster (free ports, its own
  directories), the wheel-install tests share one built wheel and venv;
- a single test of one of LONG_MODULES (tests of a minute or more, no module-scoped fixtures),
  so that the long end-to-end modules spread over every worker;
- otherwise a module (its module fixtures and caches are made once).

Units are handed out longest first (FIRST: the Slurm groups, with the two busiest in-process
modules between them so that their waits overlap work; then the tests of LONG_MODULES, then
the other HEAVY_MODULES), so that no worker is left alone with a long one at the end. The order
of the rest is the collection's.

xdist's own `loadgroup` reads `xdist_group` marks into a node id suffix that pytest 9 no longer
keeps (it sets `_nodeid`; pytest 9 reads `_id`), so the grouping is done here, in a scheduler of
the suite's own, from the node ids themselves.
"""

from __future__ import annotations

import functools
import re
from pathlib import Path

import pytest


def _slurm(*names: str) -> tuple[str, ...]:
    return tuple(f"tests/slurm/{name}.py" for name in names)


# Longest first. Each Slurm group starts its own cluster on the worker that takes it.
SHARED_GROUPS: dict[str, tuple[str, ...]] = {
    "slurm-torch": _slurm(
        "test_slurm_torch", "test_slurm_torch_workflow", "test_slurm_user_script"
    ),
    "slurm-site": _slurm(
        "test_slurm_site_worker",
        "test_slurm_recurrence",
        "test_slurm_evidence",
        "test_slurm_log_progress",
        "test_slurm_log_progress_workflow",
    ),
    "slurm-restarts": _slurm(
        "test_slurm_workflow", "test_slurm_recovery", "test_slurm_spares", "test_spare_steps"
    ),
    "slurm": ("tests/slurm/",),
    "install": (
        "tests/deploy/test_install_wheel.py",
        "tests/deploy/test_import_layers.py",
        "tests/deploy/test_slurm_host_files.py",
        "tests/deploy/test_types.py",
    ),
}
# Modules whose tests take a minute or more each: their tests are handed out right after the
# shared groups (longest module first).
LONG_MODULES = (
    "tests/e2e/test_e2e_chaos.py",
    "tests/e2e/test_e2e_torch.py",
    "tests/e2e/test_e2e_bad_checkpoint.py",
    "tests/bench/test_bench_versus.py",
    "tests/e2e/test_e2e_supervision.py",
    "tests/e2e/test_e2e_signals.py",
    "tests/attribution/test_attribution_torch_generator.py",
    "tests/deploy/test_deploy_image.py",
    "tests/e2e/test_e2e_cases.py",
    "tests/localcluster/test_localcluster_torch.py",
)
# Modules run whole on one worker whose tests are many or busy in process (Hypothesis, every
# held-out corpus, bursts of signals): handed out next, so that none is left for the end, when
# one worker would run it alone while the others are done.
HEAVY_MODULES = (
    "tests/attribution/test_attribution_keywords.py",
    "tests/attribution/test_attribution_heldout.py",
    "tests/workflow/test_workflow_signal_flood.py",
    "tests/localcluster/test_localcluster_faults.py",
    "tests/reporting/test_reporting_cli_exit.py",
    "tests/workflow/test_tracing.py",
)
_TESTS = Path(__file__).resolve().parent
_RELEASE = re.compile(r"\[(?:.*-)?slurm-(\d+\.\d+|missing)(?:-.*)?\]$")


@functools.cache
def _has_module_fixtures(module: str) -> bool:
    """A module with module- or class-scoped fixtures runs whole on one worker, long or not."""
    path = _TESTS.parent / module
    if not path.is_file():
        return False
    text = path.read_text(encoding="utf-8")
    return 'scope="module"' in text or 'scope="class"' in text


def release_of(nodeid: str) -> str | None:
    """The Slurm release a test on a private cluster runs against (``[slurm-24.11]``)."""
    found = _RELEASE.search(nodeid)
    return found[1] if found else None


def unit_of(nodeid: str) -> str:
    """The unit of work `nodeid` belongs to (a group's name, a module, or the test itself);
    a Slurm group is one unit per release, each with a cluster of that release."""
    for group, prefixes in SHARED_GROUPS.items():
        if nodeid.startswith(prefixes):
            release = release_of(nodeid)
            return f"{group}@{release}" if release else group
    module = nodeid.split("::", 1)[0]
    if module not in LONG_MODULES or _has_module_fixtures(module):
        return module
    return nodeid


# The first units handed out. The Slurm groups mostly wait (on slurmctld, a requeue, a
# controller's restart): four workers on four of them left a third of the two cores idle for
# the suite's first five minutes (docs/benchmarks.md). So the two busiest in-process modules
# come between them, to be taken by the first worker a torch group frees.
FIRST = (
    "slurm-torch",
    "slurm-restarts",
    HEAVY_MODULES[0],
    "slurm-site",
    HEAVY_MODULES[1],
    "slurm",
    "install",
)


def rank_of(nodeid: str) -> int:
    """Hand-out order: FIRST (the shared groups with two heavy modules between them), then long
    modules' tests, then the other heavy modules, then the rest."""
    unit = unit_of(nodeid).split("@")[0]
    module = nodeid.split("::", 1)[0]
    for key in (unit, module):
        if key in FIRST:
            return FIRST.index(key)
    if module in LONG_MODULES:
        return len(FIRST) + LONG_MODULES.index(module)
    if module in HEAVY_MODULES:
        return len(FIRST) + len(LONG_MODULES) + HEAVY_MODULES.index(module)
    return len(FIRST) + len(LONG_MODULES) + len(HEAVY_MODULES)


def distributed(config: pytest.Config) -> bool:
    # xdist's workers run with `dist` reset to "no" and `loadgroup` set instead
    return bool(getattr(config.option, "loadgroup", False)) or (
        config.getoption("dist", "no") == "loadgroup"
    )


def make_scheduler(config: pytest.Config, log: object) -> object | None:
    """A LoadScopeScheduling whose scopes are the units above, kept in collection order."""
    if config.getoption("dist") != "loadgroup":
        return None
    from xdist.scheduler import LoadScopeScheduling

    class UnitScheduling(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            return unit_of(nodeid)

    config.option.loadscopereorder = False  # keep the collection's order: long units first
    return UnitScheduling(config, log)  # type: ignore[arg-type]
