# ruff: noqa: E501  (verbatim log lines people posted are kept unwrapped)
"""Two conventions the spent corpora disagreed on, settled once for every corpus from what the
programs' own messages and documentation say, on lines posted in other reports than theirs:

- NCCL's "unhandled system error" (ncclSystemError, "A call to the system failed": a socket,
  malloc, an external library or a device) as the only sign of a failure is of unknown cause;
  the network only when the bundle's own lines show a socket or link failing. NCCL's remote
  error ("a network error or a remote process exiting") stays the network's between machines;
  on one machine, where no network joins the ranks, it is a peer that exited, of unknown cause;
- shared memory: /dev/shm full (NCCL's segment that could not be created or fallocated, a
  DataLoader worker whose bus error PyTorch explains as shared memory) is `oom`, /dev/shm being
  a tmpfs in the host's memory; a worker killed by a signal PyTorch names alone (SIGKILL, a
  bare SIGBUS) is of unknown cause unless the OOM killer's line is there.

A verbs call NCCL's wrapper reports refused (`Call to ibv_create_cq failed`) is the network's,
nobody implicated, and so is NCCL's proxy failing a transport's Connect. A connect() that
timed out (ETIMEDOUT: no answer from the far end) is the network's, not a wait
of the program's; and c10::Error's `Exception raised from checkTimeout at ...ProcessGroupNCCL.cpp`: the one function
that throws the watchdog's collective timeout, a hang's cascade when a copy lost the message.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from line_reading import best_id as _best
from two_nodes import TWO_NODES, at, log, steps

from trainwarden.attribution import Catalog, attribute_bundle

# https://github.com/NVIDIA/nccl/issues/875
SYSTEM_ERROR = "RuntimeError: NCCL error in: /home/builder/mc3/envs/pytorch-build/envs/pytorch-build/conda-bld/pytorch_1673601922403/work/torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1191, unhandled system error, NCCL version 2.10.3"
SYSTEM_ERROR_HELP = "ncclSystemError: System call (e.g. socket, malloc) or external library call failed or device error."
# https://github.com/NVIDIA/nccl/issues/425
SYSTEM_ERROR_BARE = "Runtime error: NCCL Error unhandled system error test.cu:43"
# https://github.com/NVIDIA/nccl/issues/975
CONNECT_ABORTED = "n122-246-085:12251:12400 [5] misc/socket.cc:483 NCCL WARN socketStartConnect: Connect to fe80::966d:ae03:a2:8cf0%ib1<17943> failed : Software caused connection abort"
# https://github.com/PaddlePaddle/Paddle/issues/55987
SHM_FALLOCATE = "196d1db4e5fe:15374:15374 [3] include/shm.h:28 NCCL WARN Call to posix_fallocate failed : No space left on device"
# https://github.com/hkchengrex/STCN/issues/132
BUS_ERROR_SHM = "RuntimeError: DataLoader worker (pid 46794) is killed by signal: Bus error. It is possible that dataloader's workers are out of shared memory. Please try to raise your shared memory limit."
# https://github.com/XPixelGroup/BasicSR/issues/59
BUS_ERROR_BARE = "DataLoader worker (pid 20991) is killed by signal: Bus error. Details are lost due to multiprocessing. Rerunning with num_workers=0 may give better error trace."
# https://github.com/hezhangsprinter/DCPDN/issues/12, https://github.com/gemcollector/RL-ViGen/issues/17
WORKER_KILLED = [
    "RuntimeError: DataLoader worker (pid 19597) is killed by signal: Killed.",
    "RuntimeError: DataLoader worker (pid 22358) is killed by signal: Killed.",
]
# a worker that died of another signal, strsignal()'s name for it (torch/csrc/DataLoader.cpp):
# https://github.com/pytorch/pytorch/issues/80594 (SIGABRT), https://github.com/MhLiao/DB/issues/94
# (SIGSEGV)
WORKER_ABORTED = "RuntimeError: DataLoader worker (pid 22822) is killed by signal: Aborted."
WORKER_SEGFAULT = "RuntimeError: DataLoader worker (pid 25902) is killed by signal: Segmentation fault"
# https://github.com/NVIDIA/nccl/pull/1618 (NCCL retrying a connect() that timed out)
CONNECT_TIMED_OUT = "[03/16][2025-02-25 15:46:48,390] [misc/socket.cc:551] [s11gn1268:pid=3987720] NCCL INFO socketPollConnect: connect returned Connection timed out, retrying (1/34) after sleep for 100 msec"
# NCCL's verbs wrapper refused by the device: https://github.com/NVIDIA/nccl/issues/1129,
# https://github.com/NVIDIA/nccl/issues/562, https://github.com/NVIDIA/nccl-tests/issues/227
IBV_CALL_FAILED = [
    "node08:6561:6561 [0] misc/ibvwrap.cc:280 NCCL WARN Call to ibv_create_qp failed",
    "hai-a100-3:3778851:3779883 [4] ibvwrap.c:130 NCCL WARN Call to ibv_create_qp failed",
    "ai-worker01:5771:5783 [0] ibvwrap.c:160 NCCL WARN Call to ibv_modify_qp failed with error Connection timed out",
]
# NCCL's proxy failing a transport's Connect: https://github.com/NVIDIA/nccl-tests/issues/111,
# https://github.com/NVIDIA/nccl/issues/952
PROXY_CONNECT_FAILED = [
    "us1-shopee-ai-worker-live-10-67-208-67:406794:406838 [0] proxy.cc:1040 NCCL WARN [Proxy Service 8] Failed to execute operation Connect from rank 8, retcode 2",
    "<cluster_name>:922:1158 [3] proxy.cc:1485 NCCL WARN [Service thread] Error encountered progressing operation=Connect, res=2, closing connection",
    # https://github.com/dmlc/xgboost/issues/7982 (the caller's side of the failed Connect)
    "ip-172-31-12-104:28056:17126 [0] proxy.cc:808 NCCL WARN Proxy Call to rank 3 failed (Connect)",
    # PyTorch relaying NCCL's last error after `Last error:`: no posted line found outside a
    # held-out corpus; written in the format of torch/csrc/distributed/c10d/NCCLUtils.cpp
    # (https://github.com/pytorch/pytorch/blob/main/torch/csrc/distributed/c10d/NCCLUtils.cpp)
    "ncclInternalError: Internal check failed. Last error: Proxy Call to rank 1 failed (Connect)",
    "Proxy Call to rank 1 failed (Connect)",
]
# https://github.com/PaddlePaddle/Paddle/issues/55987: no verbs library, NCCL goes on over sockets
NO_VERBS_LIBRARY = "196d1db4e5fe:15374:15374 [3] misc/ibvwrap.cc:63 NCCL WARN Failed to open libibverbs.so[.1]"
# https://github.com/huggingface/open-r1/issues/620 (the timeout's message lost, its frame kept)
CHECK_TIMEOUT = "Exception raised from checkTimeout at /pytorch/torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:632 (most recent call first):"
CHECK_TIMEOUT_FRAME = "frame #1: c10d::ProcessGroupNCCL::WorkNCCL::checkTimeout(std::optional<std::chrono::duration<long, std::ratio<1l, 1000l> > >) + 0x2b4 (0x7f5a4441bc74 in /home/tanhuajie/miniconda3/envs/openr1/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so)"
# https://github.com/jpata/particleflow/issues/390: the watchdog's rethrow, of any error
WATCHDOG_RETHROW = "Exception raised from ncclCommWatchdog at ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1521 (most recent call first):"
# the kernel's own format (mm/oom_kill.c, https://github.com/torvalds/linux/blob/master/mm/oom_kill.c)
OOM_KILLER = "kernel: Out of memory: Killed process 4242 (python) total-vm:98765432kB, anon-rss:87654321kB, file-rss:0kB, shmem-rss:0kB, UID:0 pgtables:123456kB oom_score_adj:0"


def _failed() -> str:
    return json.dumps({"ts": at(59), "job_state": "FAILED", "exit_code": 1}) + "\n"


def _attribute(write_bundle: Callable[..., Path], files: dict[str, str]) -> tuple[str, str, list[str]]:
    root = write_bundle({"logs/node-2/rank-1.log": log((30, "step 3")), **files,
                         "metrics.jsonl": steps(30), "scheduler.jsonl": _failed()},
                        ranks=TWO_NODES)
    result = attribute_bundle(root)
    return result.verdict, result.category, result.implicated_nodes


@pytest.mark.parametrize("lines", [[SYSTEM_ERROR, SYSTEM_ERROR_HELP], [SYSTEM_ERROR_BARE]],
                         ids=["c10d-with-ncclsystemerror-help", "bare"])
def test_ncclsystemerror_alone_is_of_unknown_cause(
        write_bundle: Callable[..., Path], lines: list[str]) -> None:
    # NCCL's own help text names a socket among the calls that may fail: not the network shown
    rank0 = log(*((40, text) for text in lines))
    assert _attribute(write_bundle, {"logs/node-1/rank-0.log": rank0}) == (
        "ambiguous", "unknown", [])


def test_ncclsystemerror_after_a_failed_connect_is_the_networks(
        write_bundle: Callable[..., Path]) -> None:
    rank0 = log((39, CONNECT_ABORTED), (40, SYSTEM_ERROR), (40, SYSTEM_ERROR_HELP))
    assert _attribute(write_bundle, {"logs/node-1/rank-0.log": rank0}) == (
        "ambiguous", "network", [])


def test_nccls_shm_segment_that_could_not_be_fallocated_is_memory_not_storage(
        catalog: Catalog, write_bundle: Callable[..., Path]) -> None:
    assert _best(catalog, "rank-0.log", SHM_FALLOCATE) == "shm-exhausted"
    rank0 = log((40, SHM_FALLOCATE), (41, SYSTEM_ERROR))
    assert _attribute(write_bundle, {"logs/node-1/rank-0.log": rank0}) == (
        "attributed", "oom", [])


def test_a_bus_error_pytorch_explains_as_shared_memory_is_oom(
        write_bundle: Callable[..., Path]) -> None:
    rank0 = log((40, BUS_ERROR_SHM))
    assert _attribute(write_bundle, {"logs/node-1/rank-0.log": rank0}) == (
        "attributed", "oom", [])


@pytest.mark.parametrize("line", [BUS_ERROR_BARE, *WORKER_KILLED, WORKER_ABORTED, WORKER_SEGFAULT],
                         ids=["bare-bus-error", "killed-1", "killed-2", "aborted", "segfault"])
def test_a_worker_killed_by_a_signal_named_alone_is_of_unknown_cause(
        write_bundle: Callable[..., Path], line: str) -> None:
    assert _attribute(write_bundle, {"logs/node-1/rank-0.log": log((40, line))}) == (
        "ambiguous", "unknown", [])


@pytest.mark.parametrize("line", [WORKER_ABORTED, WORKER_SEGFAULT], ids=["aborted", "segfault"])
def test_any_signal_pytorch_names_for_a_dead_worker_is_the_killed_worker_reading(
        catalog: Catalog, line: str) -> None:
    # the message names the signal only; the worker's own error, if any, is elsewhere
    assert _best(catalog, "rank-0.log", line) == "dataloader-worker-killed"


def test_a_worker_killed_beside_the_oom_killers_line_is_oom(
        write_bundle: Callable[..., Path]) -> None:
    assert _attribute(write_bundle, {
        "logs/node-1/kernel.log": log((39, OOM_KILLER)),
        "logs/node-1/rank-0.log": log((40, WORKER_KILLED[0])),
    })[1] == "oom"


def test_c10_errors_raised_from_checktimeout_is_the_watchdogs_collective_timeout(
        catalog: Catalog, write_bundle: Callable[..., Path]) -> None:
    assert _best(catalog, "rank-0.log", CHECK_TIMEOUT) == "nccl-watchdog-timeout"
    assert _best(catalog, "rank-0.log", WATCHDOG_RETHROW) != "nccl-watchdog-timeout"
    rank0 = log((40, CHECK_TIMEOUT), (40, CHECK_TIMEOUT_FRAME))
    assert _attribute(write_bundle, {"logs/node-1/rank-0.log": rank0}) == (
        "ambiguous", "hang", [])


def test_a_connect_that_timed_out_is_the_network_not_a_wait(
        catalog: Catalog, write_bundle: Callable[..., Path]) -> None:
    assert _best(catalog, "rank-0.log", CONNECT_TIMED_OUT) == "connection-reset"
    rank0 = log((40, CONNECT_TIMED_OUT), (41, CONNECT_TIMED_OUT))
    assert _attribute(write_bundle, {"logs/node-1/rank-0.log": rank0}) == (
        "ambiguous", "network", [])


@pytest.mark.parametrize("line", IBV_CALL_FAILED[2:], ids=["modify-qp"])
def test_a_verbs_call_the_device_refused_is_the_networks_nobody_implicated(
        catalog: Catalog, write_bundle: Callable[..., Path], line: str) -> None:
    assert _best(catalog, "rank-0.log", line) == "nccl-ibv-call-failed"
    assert _best(catalog, "rank-0.log", NO_VERBS_LIBRARY) != "nccl-ibv-call-failed"
    assert _attribute(write_bundle, {"logs/node-1/rank-0.log": log((40, line))}) == (
        "ambiguous", "network", [])


@pytest.mark.parametrize("line", PROXY_CONNECT_FAILED,
                         ids=["proxy-service", "service-thread", "proxy-call", "torch-relay", "torch-relay-own-line"])
def test_nccls_proxy_failing_a_transports_connect_is_the_networks_nobody_implicated(
        catalog: Catalog, write_bundle: Callable[..., Path], line: str) -> None:
    assert _best(catalog, "rank-0.log", line) == "nccl-proxy-connect-failed"
    assert _attribute(write_bundle, {"logs/node-1/rank-0.log": log((40, line))}) == (
        "ambiguous", "network", [])


# https://github.com/NVIDIA/nccl/issues/1141 (NCCL's remote error in PyTorch's words, its title)
REMOTE_ERROR = "torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1333, remote process exited or there was a network error, NCCL version 2.18.6"


def test_nccls_remote_error_on_one_machine_is_a_peer_that_exited(
        write_bundle: Callable[..., Path]) -> None:
    one = {"0": "node-1", "1": "node-1"}
    root = write_bundle({"logs/node-1/rank-0.log": log((40, REMOTE_ERROR)),
                         "logs/node-1/rank-1.log": log((30, "step 3")),
                         "scheduler.jsonl": _failed()},
                        nodes=["node-1"], ranks=one)
    result = attribute_bundle(root)
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "ambiguous", "unknown", [])


def test_nccls_remote_error_between_machines_stays_the_networks(
        write_bundle: Callable[..., Path]) -> None:
    assert _attribute(write_bundle, {"logs/node-1/rank-0.log": log((40, REMOTE_ERROR))}) == (
        "ambiguous", "network", [])
