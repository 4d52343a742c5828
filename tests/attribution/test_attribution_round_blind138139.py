# ruff: noqa: E501  (verbatim log lines people posted are kept unwrapped)
"""Readings added on the misses of blind138 (MoE and the layers under large runs) and blind139
(recommendation, graph and science training): DeepEP's own timeouts are a hang's cascade, a
PaddlePaddle trainer's failed RPC to its parameter servers and DGL's failed socket transfer are
the network's (one report naming no end: nobody implicated), a py-spy dump taken long after the
steps stopped is a hang even with no scheduler record, and so is a gdb backtrace whose main thread
waits (blind148's MXNet run).

Every line is as posted at the URL above it, or quoted from the program's source where the
comment says so; the bundles around them are ours.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from two_nodes import TWO_NODES, at, log, steps

from trainwarden.attribution import attribute_bundle, load_catalogs
from trainwarden.attribution.bundle.matcher import matcher_for


def _best(text: str, stream: str = "rank-0") -> tuple[str, str] | None:
    """(id, category) of the signature the scanner gives the line, or None."""
    found = matcher_for(load_catalogs(), stream).best(text, text.lower())
    return (found[0].id, found[0].category) if found else None


def _verdict(path: Path) -> tuple[str, str, list[str]]:
    result = attribute_bundle(path)
    return result.verdict, result.category, result.implicated_nodes


FAILED = json.dumps({"ts": at(200), "job_state": "FAILED", "exit_code": 1}) + "\n"

DEEPEP_TIMEOUTS = [
    # https://github.com/sgl-project/sglang/issues/6017 (the CPU timeout's counters, all -1)
    "Global rank: 0, num_recv_tokens: -1, num_rdma_recv_tokens: -1",
    # https://github.com/sgl-project/sglang/issues/9582 (the title)
    "RuntimeError: DeepEP error: timeout (dispatch CPU)",
    # https://github.com/sgl-project/sglang/issues/6701 (an older release's words, the title)
    'High concurrency leads to "DeepEP error: CPU recv timeout"',
    # https://github.com/deepseek-ai/DeepEP/pull/181 (the kernels' own timeouts)
    "DeepEP dispatch NVL receiver timeout, channel: 0, RDMA: 0, nvl: 7, src RDMA: 1, src nvl: 1, start: 0, end: 0",
    "DeepEP dispatch forwarder timeout (RDMA meta), channel: 0, RDMA: 0, nvl: 7, src RDMA lane: 1, dst NVL: 1, meta: 0, 0, 0, 0",
]


@pytest.mark.parametrize("line", DEEPEP_TIMEOUTS)
def test_deepeps_own_timeouts_are_a_hangs_cascade(line: str) -> None:
    assert _best(line) == ("deepep-timeout", "hang")


def test_deepep_counters_still_unset_on_two_ranks_are_a_hang_naming_nobody(
        write_bundle: Callable[..., Path]) -> None:
    files = {f"logs/node-{r + 1}/rank-{r}.log": log((100, DEEPEP_TIMEOUTS[0].replace("rank: 0", f"rank: {r}")))
             for r in range(2)}
    files["scheduler.jsonl"] = FAILED
    assert _verdict(write_bundle(files, ranks=TWO_NODES)) == ("ambiguous", "hang", [])


def test_a_counter_that_arrived_is_no_timeout() -> None:
    # the same print with a count (a debug print of a dispatch that completed) is not the timeout
    assert _best("Global rank: 0, num_recv_tokens: 4096, num_rdma_recv_tokens: 2048") is None


PADDLE_RPC = [
    # https://github.com/PaddlePaddle/Paddle/issues/14930 (a fetch barrier's RPC, MPI cluster)
    "paddle.fluid.core.EnforceNotMet: internal error in RPCClient at [/paddle/paddle/fluid/operators/fetch_barrier_op.cc:43]",
    # https://github.com/PaddlePaddle/Paddle/issues/14319 (the title: a send barrier's RPC)
    "paddle.fluid.core.EnforceNotMet: internal error in RPCClient at [/paddle/paddle/fluid/operators/send_barrier_op.cc:47",
]


@pytest.mark.parametrize("line", PADDLE_RPC)
def test_a_paddle_trainers_failed_rpc_is_the_networks(line: str) -> None:
    assert _best(line) == ("paddle-rpc-client-failed", "network")


def test_one_trainers_failed_rpc_implicates_nobody(write_bundle: Callable[..., Path]) -> None:
    files = {"logs/node-1/rank-0.log": log((30, "step 3"), (100, PADDLE_RPC[0])),
             "scheduler.jsonl": FAILED}
    assert _verdict(write_bundle(files, ranks=TWO_NODES)) == ("ambiguous", "network", [])


# DGL's tcp_socket.cc (https://github.com/dmlc/dgl/blob/master/src/rpc/network/tcp_socket.cc):
# `LOG(ERROR) << "recv error: " << strerror(errno)` and `"send error: "`, under dmlc's logger
# (`[hh:mm:ss] file:line: message`); the line below is that format string filled in, not a
# posted line, and the check that aborts after it is socket_communicator.cc's, as DGL formats it
DGL_RECV = "[04:04:56] /opt/dgl/src/rpc/network/tcp_socket.cc:218: recv error: Resource temporarily unavailable"
DGL_SEND = "[04:04:56] /opt/dgl/src/rpc/network/tcp_socket.cc:200: send error: Bad file descriptor"
DGL_CHECK = "  what():  [04:04:56] /opt/dgl/src/rpc/network/socket_communicator.cc:282: Check failed: tmp != -1 (-1 vs. -1) :"


@pytest.mark.parametrize("line", [DGL_RECV, DGL_SEND])
def test_dgls_failed_socket_transfer_is_the_networks(line: str) -> None:
    assert _best(line) == ("dgl-socket-transfer-failed", "network")


def test_dgls_failed_receive_outranks_the_check_that_aborts_after_it(
        write_bundle: Callable[..., Path]) -> None:
    files = {"logs/node-1/rank-0.log": log(
        (100, DGL_RECV), (100, "terminate called after throwing an instance of 'dmlc::Error'"),
        (100, DGL_CHECK)),
        "scheduler.jsonl": FAILED}
    assert _verdict(write_bundle(files, ranks=TWO_NODES)) == ("ambiguous", "network", [])


# https://github.com/deepspeedai/DeepSpeed/issues/6524 (py-spy's dump of a stuck ZeRO-3 rank)
PY_SPY_DUMP = ['Thread 4888 (idle): "MainThread"',
               "    _engine_run_backward (torch/autograd/graph.py:769)",
               "Thread 8287 (active)",
               "    partition_grads (deepspeed/runtime/zero/stage3.py:1500)"]


@pytest.mark.parametrize(("dumped_at", "hung"), [(1230, True), (90, False)],
                         ids=["twenty-minutes-after", "a-minute-after"])
def test_a_dump_long_after_the_steps_stopped_is_a_hang_without_a_scheduler_record(
        write_bundle: Callable[..., Path], dumped_at: int, hung: bool) -> None:
    files = {"logs/node-1/rank-0.log": log((30, "step 3")),
             "logs/node-1/py-spy.log": log(*((dumped_at, t) for t in PY_SPY_DUMP)),
             "metrics.jsonl": steps(30)}
    result = attribute_bundle(write_bundle(files, ranks=TWO_NODES))
    assert (result.category == "hang") is hung
    if hung:
        assert (result.verdict, result.signature, result.implicated_nodes) == (
            "ambiguous", "stacks-dumped-while-stuck", [])


# https://github.com/apache/mxnet/issues/10123 (gdb's backtrace of a run hung in its first
# epoch: the main thread waits for a variable under pthread_cond_wait)
GDB_WAITING = [
    "#0  0x00007ffff77fe945 in pthread_cond_wait@@GLIBC_2.3.2 () from /lib64/libpthread.so.0",
    "#1  0x00007fffe8a29a6c in std::condition_variable::wait(std::unique_lock<std::mutex>&) () from /lib64/libstdc++.so.6",
    "#3  0x00007fff137c3fa2 in mxnet::engine::ThreadedEngine::WaitForVar (this=0x7ffebc001150, var=0xc9d9e4c8) at src/engine/threaded_engine.cc:384",
    "#4  0x00007fff13034e5e in mxnet::NDArray::WaitToWrite (this=0xc9bc74f0) at include/mxnet/./ndarray.h:361",
    "#5  0x00007fff131b5f50 in mxnet::NDArray::SyncCopyToCPU (this=0xc9bc74f0, data=0xc88bde50, size=32) at src/ndarray/ndarray.cc:1290",
    "#6  0x00007fff13809ac9 in MXNDArraySyncCopyToCPU (handle=0xc9bc74f0, data=0xc88bde50, size=32) at src/c_api/c_api.cc:261",
]
# https://github.com/apache/mxnet/issues/19994 (the same wait, glibc's futex frame innermost)
GDB_FUTEX = [
    "#0  0x0000007fa49bf2a4 in futex_wait_cancelable (private=<optimized out>, expected=0, futex_word=0x556f2ffce8) at ../sysdeps/unix/sysv/linux/futex-internal.h:88",
    "#1  0x0000007fa49bf2a4 in __pthread_cond_wait_common (abstime=0x0, mutex=0x556f2ffc90, cond=0x556f2ffcc0) at pthread_cond_wait.c:502",
    "#2  0x0000007fa49bf2a4 in __pthread_cond_wait (cond=0x556f2ffcc0, mutex=0x556f2ffc90) at pthread_cond_wait.c:655",
    "#3  0x0000007f9f31fb78 in std::condition_variable::wait(std::unique_lock<std::mutex>&) () at /usr/lib/aarch64-linux-gnu/libstdc++.so.6",
    "#4  0x0000007f747f06ec in mxnet::engine::ThreadedEngine::WaitForVar(mxnet::engine::Var*) () at /home/ubuntu/.cache/pypoetry/virtualenvs/g-R0-ACE-i-py3.7/lib/python3.7/site-packages/mxnet/libmxnet.so",
    "#5  0x0000007f7406f1d0 in mxnet::NDArray::WaitToWrite() const () at /home/ubuntu/.cache/pypoetry/virtualenvs/g-R0-ACE-i-py3.7/lib/python3.7/site-packages/mxnet/libmxnet.so",
]
# https://github.com/apache/mxnet/issues/18314 (a segfault: the innermost frame is where it
# faulted, taking a lock, not a wait)
GDB_FAULTED = [
    "#0  __GI___pthread_mutex_lock (mutex=0x2a) at ../nptl/pthread_mutex_lock.c:65",
    "#1  0x00007fff40d76349 in __gthread_mutex_lock (__mutex=0x2a) at /usr/include/x86_64-linux-gnu/c++/7/bits/gthr-default.h:748",
    "#2  0x00007fff40d9defe in std::mutex::lock (this=0x2a) at /usr/include/c++/7/bits/std_mutex.h:103",
    "#3  0x00007fff40db701e in std::lock_guard<std::mutex>::lock_guard (this=0x7fffffff99b0, __m=...) at /usr/include/c++/7/bits/std_mutex.h:162",
    "#4  0x00007fff40fa3f65 in mxnet::engine::ThreadedVar::ready_to_read (this=0xa) at ../src/engine/threaded_engine.cc:198",
    "#5  0x00007fff40fa1109 in mxnet::engine::ThreadedEngine::WaitForVar (this=0x55555752d8f0, var=0xa) at ../src/engine/threaded_engine.cc:382",
]


@pytest.mark.parametrize(("frames", "dumped_at", "hung"), [
    (GDB_WAITING, 1230, True), (GDB_FUTEX, 1230, True), (GDB_WAITING, 90, False),
    (GDB_FAULTED, 1230, False)],
    ids=["cond-wait-twenty-minutes-after", "futex-twenty-minutes-after", "a-minute-after",
         "faulted-not-waiting"])
def test_a_gdb_backtrace_whose_main_thread_waits_long_after_the_steps_stopped_is_a_hang(
        write_bundle: Callable[..., Path], frames: list[str], dumped_at: int, hung: bool) -> None:
    files = {"logs/node-1/rank-0.log": log((30, "step 3")),
             "logs/node-1/gdb.log": log(*((dumped_at, t) for t in ["(gdb) bt", *frames])),
             "metrics.jsonl": steps(30)}
    result = attribute_bundle(write_bundle(files, ranks=TWO_NODES))
    assert (result.category == "hang") is hung
    if hung:
        assert (result.verdict, result.signature, result.implicated_nodes) == (
            "ambiguous", "stacks-dumped-while-stuck", [])
