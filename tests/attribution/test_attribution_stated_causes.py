# ruff: noqa: E501  (verbatim log lines people posted are kept unwrapped)
"""What a message says its cause is decides, not its loudest word (issue 43, blind3 round 5):
a scheduler's "preempted (node failure)" is a node failure; Ray's list of *possible* causes of a
raylet's death (OOM killer, SIGSEGV) is none of them; Open MPI's "peer process has unexpectedly
disconnected" is, by its own help text, the peer process's failure of unknown cause, not the
network's; iproute2's `rdma link` showing a port `state DOWN` is a port down. Each line was
posted publicly (the URL beside it)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from trainwarden.attribution import Catalog, attribute_bundle
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
    # https://github.com/RLinf/RLinf/issues/624 (a dead worker's detail, whole): the death
    ("The actor is dead because its worker process has died. Worker exit type: SYSTEM_ERROR Worker exit detail: Worker unexpectedly exits with a connection error code 2. End of file. There are some potential root causes. (1) The process is killed by SIGKILL by OOM killer due to high memory usage. (2) ray stop --force is called. (3) The worker is crashed unexpectedly due to SIGSEGV or other unexpected errors.",
     ("ray-actor-died", "unknown")),
    # the same detail wrapped at a terminal's width (the split ours): its guesses are a warning,
    # never a segfault report
    ("e worker is crashed unexpectedly due to SIGSEGV or other unexpected errors.",
     ("ray-worker-possible-causes", "unknown")),
    # later Ray's wording, written from the raylet's format string (src/ray/raylet/node_manager.cc,
    # https://github.com/ray-project/ray/blob/master/src/ray/raylet/node_manager.cc), wrapped the same way
    ("ray stop --force was called, or (3) the worker crashed unexpectedly due to SIGSEGV or another unexpected error.",
     ("ray-worker-possible-causes", "unknown")),
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


@pytest.mark.parametrize(("line", "want"), [
    # OpenPBS's own functional test of node_fail_requeue (pbs_Rrecord_resources_used.py) expects
    # this server message; the vnode name here is ours
    ("11/06/2019 14:54:53  S    Job requeued, execution node node0027 down", ("pbs-requeued-node-down", "node_failure")),
    # LSF's termination reason for a job removed because its execution host went unavailable
    ("TERM_REMOVE_HUNG_JOB: Job removed from LSF", ("lsf-host-unavailable", "node_failure")),
    # Slurm's own line stays Slurm's (names no node; scheduler events say which)
    ("slurmstepd: error: *** JOB 2600365 ON gpu-2-17 CANCELLED AT 2014-11-25T07:00:50 DUE TO NODE FAILURE ***", ("slurm-node-failure", "node_failure")),
    # a preemption with no stated failure stays a preemption
    ("Job deleted at request of root@mskcc-fe1.local", ("pbs-deleted", "preemption")),
])
def test_every_scheduler_s_node_failure_wording(catalog: Catalog, line: str, want: tuple[str, str]) -> None:
    assert _best(catalog, line) == want


def _job(write_bundle: Callable[..., Path], nodes: list[str], logs: dict[str, str],
         name: str) -> tuple[str, str, list[str]]:
    """A job on `nodes` (one rank each) that stepped, then failed; `logs` maps a node's log
    file (under logs/) to its lines."""
    ranks = {str(i): n for i, n in enumerate(nodes)}
    steps = [{"ts": f"2026-01-01T00:0{s // 60}:{s % 60:02d}Z", "node": n, "rank": int(r),
              "name": "step", "value": s} for r, n in ranks.items() for s in range(1, 60, 10)]
    files = {"metrics.jsonl": "".join(json.dumps(m) + "\n" for m in steps),
             "scheduler.jsonl": json.dumps({"ts": "2026-01-01T00:30:00Z", "job_state": "FAILED",
                                            "exit_code": 1}) + "\n",
             **{f"logs/{rel}": text for rel, text in logs.items()}}
    job = {"job_id": name, "scheduler": "pbs", "nodes": nodes, "ranks": ranks}
    result = attribute_bundle(write_bundle(files, job=job, name=name))
    return result.verdict, result.category, sorted(result.implicated_nodes)


def test_a_torque_mail_saying_node_failure_blames_the_node_that_ran_the_job(write_bundle) -> None:
    # cbio-cluster#188's mail (another job than the corpus's), filed under its exec host
    mail = "".join(f"2026-01-01T00:20:00Z {line}\n" for line in (
        "PBS Job Id: 2598356.mskcc-fe1.local", "Job Name:   QLOGIN", "Exec host:  gpu-2-17/11",
        "job deleted", "Job deleted at request of root@mskcc-fe1.local",
        "job preempted (node failure)"))
    assert _job(write_bundle, ["gpu-2-17"], {"gpu-2-17/pbs-mail.log": mail}, "torque") == (
        "attributed", "node_failure", ["gpu-2-17"])
    # the same operator's delete without a stated cause is a stop, nobody blamed
    plain = "2026-01-01T00:20:00Z Job deleted at request of root@mskcc-fe1.local\n"
    verdict, category, nodes = _job(write_bundle, ["gpu-2-17"], {"gpu-2-17/pbs-mail.log": plain},
                                    "qdel")
    assert (category, nodes) == ("preemption", [])


def test_a_raylet_terminated_with_only_possible_causes_is_unknown_and_blames_nobody(write_bundle) -> None:
    # ray#31119's notice, as the driver printed it on the head node
    notice = ("2026-01-01T00:20:00Z 2023-02-24 04:30:19,237 WARNING worker.py:1851 -- Raylet is terminated: "
              "ip=10.0.0.2, id=abc3bfd36381a1e890104187b695fe0f938fbfc60e80ac16f9bf12c2. Termination is "
              "unexpected. Possible reasons include: (1) SIGKILL by the user or system OOM killer, (2) Invalid "
              "memory access from Raylet causing SIGSEGV or SIGBUS, (3) Other termination signals. Last 20 "
              "lines of the Raylet logs:\n")
    assert _job(write_bundle, ["10.0.0.1", "10.0.0.2"], {"10.0.0.1/driver.log": notice}, "ray") == (
        "ambiguous", "unknown", [])


def test_an_rdma_port_down_on_a_failed_job_is_that_node_s_network(write_bundle) -> None:
    # `rdma link` output as blktests' thread quotes it: one port DOWN on node-b
    down = "2026-01-01T00:20:00Z link mlx5_1/1 state DOWN physical_state DISABLED netdev enp33s0f1np1\n"
    assert _job(write_bundle, ["node-a", "node-b"], {"node-b/rdma-link.log": down}, "rdma") == (
        "attributed", "network", ["node-b"])
    up = "2026-01-01T00:20:00Z link mlx5_0/1 state ACTIVE physical_state LINK_UP netdev enp33s0f0np0\n"
    verdict, category, nodes = _job(write_bundle, ["node-a", "node-b"], {"node-b/rdma-link.log": up},
                                    "rdma-up")
    assert nodes == []


def test_an_mpi_peer_that_hung_up_is_unknown_not_the_network(write_bundle) -> None:
    # ompi#9797's help text as Open MPI prints it, naming the peer host
    text = "".join(f"2026-01-01T00:20:00Z {line}\n" for line in (
        "An MPI communication peer process has unexpectedly disconnected.  This",
        "usually indicates a failure in the peer process (e.g., a crash or",
        "otherwise exiting without calling MPI_FINALIZE first).",
        "  Local host: node-a", "  Local PID:  4113", "  Peer host:  node-b"))
    verdict, category, nodes = _job(write_bundle, ["node-a", "node-b"], {"node-a/rank-0.log": text},
                                    "mpi")
    assert (category, nodes) == ("unknown", [])
