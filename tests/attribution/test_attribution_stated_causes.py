# ruff: noqa: E501  (verbatim log lines people posted are kept unwrapped)
"""What a message says its cause is decides, not its loudest word (issue 43, blind3 round 5):
a scheduler's "preempted (node failure)" is a node failure; Ray's list of *possible* causes of a
raylet's death (OOM killer, SIGSEGV) is none of them; Open MPI's "peer process has unexpectedly
disconnected" is, by its own help text, the peer process's failure of unknown cause, not the
network's; iproute2's `rdma link` showing a port `state DOWN` is a port down. Each line was
posted publicly (the URL beside it)."""

from __future__ import annotations

import pytest

from trainwarden.attribution import Catalog
from trainwarden.attribution.bundle.matcher import matcher_for


def _best(catalog: Catalog, text: str) -> tuple[str, str] | None:
    found = matcher_for(catalog, "rank-0").best(text, text.lower())
    return (found[0].id, found[0].category) if found else None


@pytest.mark.parametrize(("line", "want"), [
    # https://github.com/cBio/cbio-cluster/issues/188 (Torque/Moab mail and checkjob)
    ("job preempted (node failure)", ("batch-job-node-failure", "node_failure")),
    ("Message[1] job cancelled - job preempted (node failure)", ("batch-job-node-failure", "node_failure")),
    # https://github.com/ray-project/ray/issues/31119
    ("2023-02-24 04:30:19,237 WARNING worker.py:1851 -- Raylet is terminated: ip=192.168.207.5, id=abc3bfd36381a1e890104187b695fe0f938fbfc60e80ac16f9bf12c2. Termination is unexpected. Possible reasons include: (1) SIGKILL by the user or system OOM killer, (2) Invalid memory access from Raylet causing SIGSEGV or SIGBUS, (3) Other termination signals. Last 20 lines of the Raylet logs:",
     ("ray-raylet-terminated-unexpectedly", "unknown")),
    # the same notice wrapped: its list of guesses is a warning, never a segfault report
    ("OOM killer, (2) Invalid memory access from Raylet causing SIGSEGV or SIGBUS, (3) Other termination signals. Last 20 lines of the Raylet logs:",
     ("ray-raylet-possible-causes", "unknown")),
    # https://github.com/open-mpi/ompi/issues/9797
    ("An MPI communication peer process has unexpectedly disconnected.  This", ("mpi-peer-process-hung-up", "unknown")),
    # blktests' multipath-over-rdma thread on linux-block (2022-10, `rdma link` output quoted)
    ("link mlx5_1/1 state DOWN physical_state DISABLED netdev enp33s0f1np1", ("ib-port-down-tool", "network")),
])
def test_a_stated_cause_decides(catalog: Catalog, line: str, want: tuple[str, str]) -> None:
    assert _best(catalog, line) == want


@pytest.mark.parametrize("line", [
    # healthy lines from the same reports
    "Exec host:  gpu-2-17/11",  # cbio-cluster#188
    "link mlx5_0/1 state ACTIVE physical_state LINK_UP netdev enp33s0f0np0",  # blktests thread
    "Segmentation fault (core dumped)",  # a real segfault stays one
])
def test_healthy_or_other_lines_are_not_read_as_these(catalog: Catalog, line: str) -> None:
    got = _best(catalog, line)
    assert got is None or got[0] not in {"batch-job-node-failure", "ray-raylet-terminated-unexpectedly",
                                         "mpi-peer-process-hung-up", "ib-port-down-tool"}
    if line.startswith("Segmentation"):
        assert got == ("python-segfault", "user_code")
