# ruff: noqa: E501  (verbatim log lines people posted are kept unwrapped)
"""Failure classes the seventh and eighth blind corpora showed the engine missing, each read the
way its project documents it, on lines people posted in other reports than those corpora's:

- NCCL's socket closed by its peer in the words of NCCL 2.3 and before (`WARN Connection
  closed by remote peer`, no peer named): a failed connection, nobody implicated;
- the EFA provider unable to register memory or grow its registered buffer pools (`Unable to
  register MR: Cannot allocate memory`): its locked-memory or device limit, the fabric's
  resources, not the host's RAM: network, nobody implicated;
- a multi-host TPU slice's runtime given fewer worker addresses than the slice has hosts
  (`Expected 4 worker addresses, got 1`: launched on one host of a pod): the job's launch,
  user_code, even inside the runtime's `UNKNOWN:` status;
- torch.distributed.elastic's RendezvousConnectionError ("the connection to a rendezvous
  backend has failed"): a failed connection naming no end, the network, nobody implicated;
  its other rendezvous errors (closed, timed out) stay what they were;
- a connection failure that training went on well past was not a symptom of the failure (as
  an error training survived is not its cause);
- the user's CANCELLED of a run still training when it came is its owner's stop, no failure.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from line_reading import best_id as _best
from two_nodes import TWO_NODES, at, log, steps
from two_nodes import job_state as _state

from trainwarden.attribution import Catalog, attribute_bundle
from trainwarden.attribution.result import FIRST_SIGN_STOP

# (stream, posted line, the signature it reads as, where it was posted)
REAL_LINES = [
    ("rank-0", '    "message": "RendezvousConnectionError: The connection to the C10d store has failed. See inner exception for details.",',
     "torch-rendezvous-connection", "https://github.com/pytorch/pytorch/issues/67547"),
    ("rank-0", "torch.distributed.elastic.rendezvous.api.RendezvousConnectionError: The connection to the C10d store has failed. See inner exception for details.",
     "torch-rendezvous-connection", "https://github.com/wenet-e2e/wekws/issues/172"),
    # NCCL's socket closed by its peer, in words that name no peer (NCCL 2.3's socket.h has no
    # `NCCL` prefix nor address)
    ("rank-0", "NCCL WARN socketProgress: Connection closed by remote peer",
     "nccl-socket-closed-by-peer", "https://github.com/NVIDIA/nccl/issues/1486"),
    ("rank-0", "WARN Connection closed by remote peer ",
     "nccl-socket-closed-by-peer", "https://github.com/horovod/horovod/issues/666"),
    # the EFA provider's memory registration failing: its locked-memory or device limit
    ("rank-0", "libfabric:15409:1705531788::efa:mr:efa_mr_reg_impl():850<warn> Unable to register MR: Cannot allocate memory",
     "efa-registration-failed", "https://github.com/ofiwg/libfabric/issues/9739"),
    ("rank-0", "EFA internal error: (4112) Failure to post internal receive buffers",
     "efa-registration-failed", "https://github.com/awslabs/awsome-distributed-ai/issues/647"),
    # a multi-host TPU slice's runtime started with one host's address: the job's launch
    ("rank-0", "RuntimeError: Bad StatusOr access: UNKNOWN: TPU initialization failed: Invalid --2a886c8_slice_builder_worker_addresses specified. Expected 4 worker addresses, got 1.",
     "tpu-slice-worker-addresses", "https://github.com/huggingface/transformers/issues/28204"),
    ("rank-0", "Throws an error `Invalid --2a886c8_slice_builder_worker_addresses specified. Expected 4 worker addresses, got 1.`",
     "tpu-slice-worker-addresses", "https://github.com/huggingface/transformers/issues/30330"),
    # the XRT-era runtime's words for the same launch (a v3-64 pod started from one host)
    ("rank-0", "  (0) Internal: Invalid system configuration: 2x4 host topology with 0 missing hosts, but 1 hosts in total.",
     "tpu-slice-worker-addresses", "https://github.com/pytorch/xla/issues/3042"),
]

# Lines near those failures that are not them: (stream, line, signature it must not read as)
NOT_THESE = [
    # a rendezvous closed (an agent left it, or it ran out of restarts) is no failed connection
    ("rank-0", "torch.distributed.elastic.rendezvous.api.RendezvousClosedError",
     "torch-rendezvous-connection"),
    ("rank-0", "torch.distributed.elastic.rendezvous.api.RendezvousTimeoutError",
     "torch-rendezvous-connection"),
    # a registration that worked (libfabric's info line)
    ("rank-0", "libfabric:23671:1753871169::efa:mr:efa_mr_reg_impl():835<info> Registered memory of size 75497472 for ibv pd 0x638d3f682120, total mr reg size 1149239424, mr reg count 2",
     "efa-registration-failed"),
]

# https://github.com/NVIDIA/nccl/issues/193 (a peer's socket reset in the middle of training)
RESET = "worker0-0d9gnb:15:91 [3] include/socket.h 398 NCCL WARN Call to write failed : Connection reset by peer."


@pytest.mark.parametrize(("stream", "text", "expected", "url"), REAL_LINES,
                         ids=[f"{i}-{e}" for i, (_, _, e, _) in enumerate(REAL_LINES)])
def test_a_posted_line_reads_as_its_projects_docs_say(
    catalog: Catalog, stream: str, text: str, expected: str, url: str,
) -> None:
    assert url.startswith("https://")
    assert _best(catalog, stream, text) == expected


@pytest.mark.parametrize(("stream", "text", "not_this"), NOT_THESE,
                         ids=[f"{i}-not-{e}" for i, (_, _, e) in enumerate(NOT_THESE)])
def test_a_line_beside_the_failure_is_not_read_as_it(
    catalog: Catalog, stream: str, text: str, not_this: str,
) -> None:
    assert _best(catalog, stream, text) != not_this


def test_a_rendezvous_connection_error_is_the_networks_nobody_implicated(
    write_bundle: Callable[..., Path],
) -> None:
    path = write_bundle({
        "logs/node-1/rank-0.log": log((5, "INFO:torch.distributed.elastic.agent.server.api:[default] Rendezvous'ing worker group"),
                                      (40, REAL_LINES[1][1])),
        "logs/node-2/rank-1.log": log((5, "INFO:torch.distributed.elastic.agent.server.api:[default] Rendezvous'ing worker group")),
        "scheduler.jsonl": _state(45, "FAILED"),
    }, ranks=TWO_NODES)
    result = attribute_bundle(path)
    assert (result.verdict, result.category, result.implicated_nodes) == ("ambiguous", "network", [])
    assert result.signature == "torch-rendezvous-connection"


def test_a_socket_closed_with_no_peer_named_is_the_networks_nobody_implicated(
    write_bundle: Callable[..., Path],
) -> None:
    path = write_bundle({
        "logs/node-1/rank-0.log": log((40, REAL_LINES[3][1])),
        "logs/node-2/rank-1.log": log((30, "step 3")),
        "metrics.jsonl": steps(30), "scheduler.jsonl": _state(45, "FAILED"),
    }, ranks=TWO_NODES)
    result = attribute_bundle(path)
    assert (result.verdict, result.category, result.implicated_nodes) == ("ambiguous", "network", [])


def test_a_reset_training_went_on_past_then_a_users_cancel_is_no_failure(
    write_bundle: Callable[..., Path],
) -> None:
    path = write_bundle({
        "logs/node-1/rank-0.log": log((20, RESET), (300, "step 30")),
        "logs/node-2/rank-1.log": log((300, "step 30")),
        "metrics.jsonl": steps(300), "scheduler.jsonl": _state(305, "CANCELLED"),
    }, ranks=TWO_NODES)
    result = attribute_bundle(path)
    assert result.verdict == "no_failure", result.explanation
    assert "CANCELLED" in result.explanation and "connection-reset" in result.explanation


def test_a_reset_the_run_stopped_at_stays_the_networks(
    write_bundle: Callable[..., Path],
) -> None:
    # the same line, but no step after it: it is the first sign of the failure
    path = write_bundle({
        "logs/node-1/rank-0.log": log((20, RESET)),
        "logs/node-2/rank-1.log": log((20, "step 2")),
        "metrics.jsonl": steps(20), "scheduler.jsonl": _state(305, "FAILED"),
    }, ranks=TWO_NODES)
    result = attribute_bundle(path)
    assert (result.verdict, result.category, result.implicated_nodes) == ("ambiguous", "network", [])


def test_a_cancel_long_after_the_steps_stopped_is_not_read_as_no_failure(
    write_bundle: Callable[..., Path],
) -> None:
    # steps stopped at 20 s; the user cancelled ten minutes later: the run had stopped first
    path = write_bundle({
        "logs/node-1/rank-0.log": log((20, RESET), (25, "step 2")),
        "logs/node-2/rank-1.log": log((25, "step 2")),
        "metrics.jsonl": steps(20), "scheduler.jsonl": _state(620, "CANCELLED"),
    }, ranks=TWO_NODES)
    result = attribute_bundle(path)
    assert result.verdict != "no_failure", result.explanation



def test_the_supervisors_cancel_on_a_first_sign_is_no_owners_stop(
    write_bundle: Callable[..., Path],
) -> None:
    """trainwarden cancels a job whose rank died while the others still train: that CANCELLED
    (its reason begins with FIRST_SIGN_STOP) is the supervisor acting on a failure; a user's
    cancel of the same training run is its owner's stop."""
    def cancelled(reason: str, name: str) -> Path:
        event = {"ts": at(21), "job_state": "CANCELLED", "reason": reason}
        return write_bundle({"logs/node-1/rank-0.log": log((5, "step 1")),
                             "metrics.jsonl": steps(20),
                             "scheduler.jsonl": json.dumps(event) + "\n"},
                            ranks=TWO_NODES, name=name)

    supervisor = (f"{FIRST_SIGN_STOP}rank 1 on node-2 killed by SIGKILL (exit 137); the other "
                  "ranks would only wait for their watchdog")
    assert attribute_bundle(cancelled(supervisor, "first-sign")).verdict == "ambiguous"
    assert attribute_bundle(cancelled("cancelled by the user", "user")).verdict == "no_failure"

# https://github.com/layumi/Person_reID_baseline_pytorch/issues/365: a DataLoader thread's death
THREAD_TRACEBACK = [
    "Exception in thread Thread-1:",
    "Traceback (most recent call last):",
    '  File "/home/chutao@1/anaconda3/envs/pytorch1.7/lib/python3.8/threading.py", line 932, in _bootstrap_inner',
    "    self.run()",
    '  File "/home/chutao@1/anaconda3/envs/pytorch1.7/lib/python3.8/site-packages/torch/utils/data/_utils/pin_memory.py", line 28, in _pin_memory_loop',
    "    idx, data = r",
    "ValueError: not enough values to unpack (expected 2, got 0)",
]


def _thread_death_bundle(write_bundle: Callable[..., Path], state: str, name: str) -> Path:
    # steps every 10 s until 100 s; the thread dies at 105 s; the bundle is collected at 59 min
    job = {"job_id": "j1", "scheduler": "local", "nodes": ["node-1", "node-2"],
           "ranks": TWO_NODES, "collected_at": at(3540)}
    return write_bundle({
        "logs/node-1/rank-0.log": log(*((105, line) for line in THREAD_TRACEBACK)),
        "logs/node-2/rank-1.log": log((100, "step 10")),
        "metrics.jsonl": steps(100), "scheduler.jsonl": _state(0 if state == "RUNNING" else 110, state),
    }, job=job, name=name)


def test_a_background_threads_exception_while_the_job_still_runs_is_not_the_programs_fault(
    write_bundle: Callable[..., Path],
) -> None:
    result = attribute_bundle(_thread_death_bundle(write_bundle, "RUNNING", "running"))
    assert (result.verdict, result.category, result.implicated_nodes) == ("ambiguous", "hang", [])
    assert "background thread" in result.explanation


def test_the_same_exception_when_the_job_failed_stays_the_programs(
    write_bundle: Callable[..., Path],
) -> None:
    result = attribute_bundle(_thread_death_bundle(write_bundle, "FAILED", "failed"))
    assert result.category == "user_code", result.explanation


def test_efa_registration_failing_is_the_fabrics_not_an_oom_and_implicates_nobody(
    write_bundle: Callable[..., Path],
) -> None:
    path = write_bundle({
        "logs/node-1/rank-0.log": log((40, REAL_LINES[4][1])),
        "logs/node-2/rank-1.log": log((30, "step 3")),
        "metrics.jsonl": steps(30), "scheduler.jsonl": _state(45, "FAILED"),
    }, ranks=TWO_NODES)
    result = attribute_bundle(path)
    assert (result.verdict, result.category, result.implicated_nodes) == ("ambiguous", "network", [])


def test_a_tpu_pod_launched_on_one_host_is_the_jobs_launch_not_a_relayed_runtime_status(
    write_bundle: Callable[..., Path],
) -> None:
    path = write_bundle({
        "logs/node-1/rank-0.log": log((5, REAL_LINES[6][1])),
        "scheduler.jsonl": _state(10, "FAILED"),
    }, ranks=TWO_NODES)
    result = attribute_bundle(path)
    assert (result.verdict, result.category, result.implicated_nodes) == ("attributed", "user_code", [])
