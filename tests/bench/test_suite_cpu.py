"""bench/suite_cpu.py: what kind of process each command line is (the first pattern that
matches wins), and a process's CPU as the sampler reads it from /proc."""

from __future__ import annotations

import subprocess
import sys

import pytest
from helpers_bench import bench_module

suite_cpu = bench_module("suite_cpu")

VENV = "/tmp/fc1/.venv/bin/python"
TMP = "/tmp/pytest-of-root/pytest-2/popen-gw1/test_x0"


@pytest.mark.parametrize(
    ("cmdline", "kind"),
    [
        # torchrun's agent names the script it runs: it is an agent, not a rank
        (
            f"{VENV} -m torch.distributed.run --nnodes 2 --node-rank 0 --nproc-per-node 1"
            " --tee 3 /tmp/fc1/examples/train_ddp.py --steps 12",
            "torchrun agents",
        ),
        (f"{VENV} -u /tmp/fc1/examples/train_ddp.py --steps 12", "ranks of the torch programs"),
        (f"{VENV} -m trainwarden.localcluster.trainer --run-dir {TMP}/run", "simulated trainer"),
        (f"{VENV} -m trainwarden.localcluster.launcher {TMP}/home", "simulated launchers"),
        # a pytest temporary directory in the arguments does not make it pytest
        (f"{VENV} -u -c import sys;exec(eval(sys.stdin.readline()))", "pytest-xdist workers"),
        (f"{TMP}/venv/bin/warden worker --address 127.0.0.1:7233", "`warden worker`"),
        (f"{TMP}/venv/bin/python -m pip install {TMP}/trainwarden.whl", "pip"),
        ("/usr/sbin/slurmd -D -N node-1 -f /tmp/x/slurm.conf", "Slurm"),
        ("/bin/sleep 5", "other"),
    ],
)
def test_kind_of_a_command_line(cmdline: str, kind: str) -> None:
    assert suite_cpu.kind_of(cmdline).startswith(kind)


SPIN = (
    "import sys, time\nt = time.process_time()\n"
    "while time.process_time() - t < float(sys.argv[1]): pass\n"
    "print('spun', flush=True)\ntime.sleep(60)"
)


def spinner(seconds: float) -> subprocess.Popen[str]:
    """A child that spends ``seconds`` of CPU, says so, then sleeps."""
    return subprocess.Popen(
        [sys.executable, "-c", SPIN, str(seconds)], stdout=subprocess.PIPE, text=True
    )


def counted(sampler: object, pid: int) -> float:
    seen = sampler.seen  # type: ignore[attr-defined]
    return sum(v.ticks for (p, _), v in seen.items() if p == pid) / suite_cpu.HZ


def test_a_process_counts_only_the_cpu_it_spends_while_sampled() -> None:
    before, during = spinner(0.5), None
    try:
        assert before.stdout is not None and before.stdout.readline() == "spun\n"
        sampler = suite_cpu.Sampler()
        sampler.sample()  # the first sample: `before` has spent its 0.5 s already
        during = spinner(0.4)
        assert during.stdout is not None and during.stdout.readline() == "spun\n"
        sampler.sample()
        assert counted(sampler, before.pid) < 0.1
        assert 0.35 <= counted(sampler, during.pid) < 1.0
    finally:
        for proc in (before, during):
            if proc is not None:
                proc.kill()
                proc.wait()


def test_a_workers_span_and_its_waits_between_tests(tmp_path) -> None:
    """Per pytest process: first test's start and last test's end after the command started,
    time inside tests; the session's last-teardown row is no test."""
    (tmp_path / "gw0.tsv").write_text(
        "tests/a.py::t1\t1.0\t0.0\t4.00\t1010.00\n"
        "tests/a.py::t2\t1.0\t0.0\t2.00\t1020.00\n"
        "(last teardown, session fixtures included)\t0.0\t5.0\t3.00\t1022.00\n"
    )
    [(name, tests, first, last, inside)] = suite_cpu.per_worker(tmp_path, started=1000.0)
    assert (name, tests, first, last, inside) == ("gw0", 2, 10.0, 22.0, 6.0)
    assert suite_cpu.per_file(tmp_path)[0][0] == "(last teardown, session fixtures included)"
