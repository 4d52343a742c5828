# ruff: noqa: E501  (verbatim log lines people posted are kept unwrapped)
"""Runs that never got going in stacks rule 5 did not know, and c10d's own server socket, on
lines posted in other reports than the corpora's:

- a parameter-server job's start-up (ps-lite's role and transport, BytePS's server engine), a
  TensorFlow Estimator worker building its model and session, and a config dump's batch size,
  then nothing: a run that never got going; the same lines collected two minutes on are a job
  still starting, and a header followed by the epochs' rows is a run training;
- a count of epochs in a config dump (`Num epoch: 20`) is no epoch reached;
- c10d's `DistNetworkError` for a server socket that failed to listen (its port held) is the
  address in use, not a connection that failed; a traceback's quoted code line naming a store
  and a timeout argument is no store timeout.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from two_nodes import TWO_NODES, at, job_state, log

from trainwarden.attribution import attribute_bundle, endings
from trainwarden.attribution.engine import default_catalog

# a TF 1.10 worker of one ps, one master and one worker, as posted (hangs after its last line):
# https://github.com/tensorflow/models/issues/6102
# (its master session line, a config, left out: the session's own start-up is what is read)
TF_WORKER = [
    "INFO:tensorflow:Running local_init_op.",
    "INFO:tensorflow:Done running local_init_op.",
]
# a BytePS server's start-up, as posted: https://github.com/bytedance/byteps/issues/270
BYTEPS_SERVER = [
    "[00:06:35] byteps/server/server.cc:430: BytePS server engine uses 16 threads, consider increasing BYTEPS_SERVER_ENGINE_THREAD for higher performance",
    "[00:06:35] byteps/server/server.cc:438: Enable engine scheduling for BytePS server",
    "[00:06:35] src/./zmq_van.h:61: BYTEPS_ZMQ_MAX_SOCKET set to 1024",
    "[00:06:35] src/./zmq_van.h:66: BYTEPS_ZMQ_NTHREADS set to 4",
    "[00:06:35] [src/van.cc:421: Bind to role=server, ip=xxxxxxx, port=48413, is_recovery=0",
]
# ChainerMN's MNIST example on Kubernetes, its header and first rows, as posted:
# https://github.com/everpeace/kube-openmpi/blob/master/chainermn-example/README.md
CHAINERMN_HEADER = [
    "==========================================",
    "Num process (COMM_WORLD): 2",
    "Using GPUs",
    "Using hierarchical communicator",
    "Num unit: 1000",
    "Num Minibatch-size: 100",
    "Num epoch: 20",
    "==========================================",
    "epoch       main/loss   validation/main/loss  main/accuracy  validation/main/accuracy  elapsed_time",
]
CHAINERMN_ROWS = [
    "1           0.224002    0.102322              0.9335         0.9695                    17.1341",
    "2           0.0733692   0.0672879             0.977967       0.9765                    24.7188",
    "3           0.0462234   0.0652903             0.985134       0.9795                    32.04",
    "4           0.0303526   0.0639791             0.990867       0.9805                    39.42",
    "5           0.0252077   0.079451              0.991667       0.9775                    46.8614",
]
# c10d's store server failing to bind, as posted: https://github.com/meta-pytorch/torchtune/issues/1025
PORT_HELD = "torch.distributed.DistNetworkError: The server socket has failed to listen on any local network address. The server socket has failed to bind to [::]:29500 (errno: 98 - Address already in use). The server socket has failed to bind to ?UNKNOWN? (errno: 98 - Address already in use)."
# the traceback above such an error, its frames quoting the code they passed through, as posted:
# https://github.com/intelligent-machine-learning/dlrover/issues/443
PORT_HELD_TRACEBACK = [
    "Traceback (most recent call last):",
    '  File "/usr/local/lib/python3.8/site-packages/torch/distributed/rendezvous.py", line 246, in _env_rendezvous_handler',
    "    store = _create_c10d_store(master_addr, master_port, rank, world_size, timeout)",
    '  File "/usr/local/lib/python3.8/site-packages/torch/distributed/rendezvous.py", line 177, in _create_c10d_store',
    "    return TCPStore(",
    "RuntimeError: The server socket has failed to listen on any local network address. The server socket has failed to bind to [::]:44796 (errno: 98 - Address already in use). The server socket has failed to bind to 0.0.0.0:44796 (errno: 98 - Address already in use).",
]


def _scheduler(*states: tuple[int, str]) -> str:
    return "".join(job_state(t, s) for t, s in states)


def _job(collected_after: int | None = None) -> dict[str, object]:
    job: dict[str, object] = {"job_id": "j1", "scheduler": "static", "nodes": ["node-1", "node-2"],
                              "ranks": TWO_NODES}
    if collected_after is not None:
        job["collected_at"] = at(collected_after)
    return job


@pytest.mark.parametrize("stream,lines", [
    ("rank-0.log", TF_WORKER),
    ("server.log", BYTEPS_SERVER),
    ("rank-0.log", CHAINERMN_HEADER),
], ids=["tf-estimator-worker", "byteps-server", "chainermn-header"])
def test_start_up_then_nothing_is_a_run_that_never_got_going(
    write_bundle: Callable[..., Path], stream: str, lines: list[str],
) -> None:
    path = write_bundle({f"logs/node-1/{stream}": log(*[(5, line) for line in lines]),
                         "scheduler.jsonl": _scheduler((0, "RUNNING"))}, job=_job())
    result = attribute_bundle(path)
    assert (result.verdict, result.category, result.signature, result.implicated_nodes) == (
        "ambiguous", "hang", "never-got-going", []), result.explanation


def test_the_same_start_up_collected_two_minutes_on_is_a_job_still_starting(
    write_bundle: Callable[..., Path],
) -> None:
    path = write_bundle({"logs/node-1/rank-0.log": log(*[(5, line) for line in TF_WORKER]),
                         "scheduler.jsonl": _scheduler((0, "RUNNING"))}, job=_job(125))
    assert attribute_bundle(path).verdict == "no_failure"


def test_a_header_followed_by_its_epochs_rows_is_a_run_training(
    write_bundle: Callable[..., Path],
) -> None:
    lines = CHAINERMN_HEADER + CHAINERMN_ROWS
    path = write_bundle({"logs/node-1/rank-0.log": log(*[(5 + i, line) for i, line in enumerate(lines)]),
                         "scheduler.jsonl": _scheduler((0, "RUNNING"))}, job=_job())
    assert attribute_bundle(path).verdict == "no_failure"


def test_a_count_of_epochs_in_a_config_dump_is_no_epoch_reached() -> None:
    assert not endings.shows_progress("Num epoch: 20")
    assert endings.shows_progress("Epoch 3/10")  # an epoch reached still is


@pytest.mark.parametrize("lines", [[PORT_HELD], PORT_HELD_TRACEBACK], ids=["class-line", "traceback"])
def test_c10d_server_socket_failing_to_listen_is_its_port_held_not_the_network(
    write_bundle: Callable[..., Path], lines: list[str],
) -> None:
    path = write_bundle({"logs/node-1/rank-0.log": log(*[(5, line) for line in lines]),
                         "scheduler.jsonl": _scheduler((0, "RUNNING"), (7, "FAILED"))}, job=_job())
    result = attribute_bundle(path)
    assert (result.verdict, result.category, result.signature) == (
        "attributed", "user_code", "address-in-use"), result.explanation


# a quoted code line under a traceback, naming a store and passing a timeout, as posted:
# https://github.com/deepspeedai/Megatron-DeepSpeed/issues/338; and torch's own line under
# new_group (_new_process_group_helper):
# https://github.com/pytorch/pytorch/blob/v1.13.1/torch/distributed/distributed_c10d.py
CODE_LINES = [
    "    _store_based_barrier(global_rank, default_store, timeout)",
    "    pg = ProcessGroupGloo(prefix_store, rank, world_size, timeout=timeout)",
]
# the barrier's own timeout, as posted: https://github.com/neu-vi/ezflow/issues/194
BARRIER_TIMEOUT = "RuntimeError: Timed out initializing process group in store based barrier on rank: 0, for key: store_based_barrier_key:1 (world_size=2, worker_count=1, timeout=0:30:00)"


def test_a_quoted_code_line_passing_a_timeout_is_no_store_timeout() -> None:
    store_timeout = default_catalog().by_id("c10d-store-timeout")
    assert store_timeout is not None
    assert not any(store_timeout.regex.search(line) for line in CODE_LINES)
    assert store_timeout.regex.search(BARRIER_TIMEOUT)  # a timeout said still is one
