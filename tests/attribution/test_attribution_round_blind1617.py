# ruff: noqa: E501  (verbatim log lines people posted are kept unwrapped)
"""Relays of a collective library's connection and crashes without a named stack, read the way PyTorch's source says, on
lines people posted in other reports than the corpora's:

- gloo's monitored barrier on a rank other than 0 that `received errors while waiting for
  send/recv from rank 0` (ProcessGroupGloo::monitoredBarrier) relays rank 0's error: the job
  failed, cause and place not given, `ambiguous`, `unknown`, nobody implicated;
- c10d's TCPStore client before socket.cpp (tcputil::connect in Utils.cpp, torch 1.10 and older)
  saying `connect() timed out` never reached the store's host: a failed connection, `network`,
  like socket.cpp's `client socket has timed out ... while trying to connect`;
- a segmentation fault is the program's (user_code) only when a stack on its node names code;
  bare addresses, `(unknown)` frames, the C library's or CPython's interpreter frames name
  nothing: `ambiguous`, `unknown` (the held-out corpora's labels, seven to none).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from line_reading import best_id as _best
from two_nodes import TWO_NODES, at, log, steps

from trainwarden.attribution import attribute_bundle, crash_frames, endings
from trainwarden.attribution.engine import default_catalog

# as posted: https://github.com/pytorch/pytorch/issues/121606 and
# https://github.com/HorizonRobotics/RoboOrchardLab/issues/33
MONITORED_BARRIER = [
    "RuntimeError: Rank 2 successfully reached monitoredBarrier, but received errors while waiting for send/recv from rank 0. Please check rank 0 logs for faulty rank.",
    "RuntimeError: Rank 1 successfully reached monitoredBarrier, but received errors while waiting for send/recv from rank 0. Please check rank 0 logs for faulty rank.",
]
# tcputil::connect's deadline, as posted in https://github.com/pytorch/pytorch/pull/26364
CONNECT_TIMED_OUT = [
    "terminate called after throwing an instance of 'std::runtime_error'",
    "  what():  connect() timed out",
    "Aborted (core dumped)",
]


def _job() -> dict[str, object]:
    return {"job_id": "j1", "scheduler": "static", "nodes": ["node-1", "node-2"], "ranks": TWO_NODES}


@pytest.mark.parametrize("line", MONITORED_BARRIER, ids=["pytorch-121606", "roboorchard-33"])
def test_gloo_monitored_barrier_errors_from_rank_0_are_a_relay_of_unknown_cause(
    write_bundle: Callable[..., Path], line: str,
) -> None:
    assert _best(default_catalog(), "rank-1", line) == "gloo-monitored-barrier-peer-errors"
    # the ranks trained, then rank 1's barrier reported rank 0's errors a few steps on
    path = write_bundle({"metrics.jsonl": steps(100),
                         "logs/node-2/rank-1.log": log((150, line))}, job=_job())
    result = attribute_bundle(path)
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "ambiguous", "unknown", []), result.explanation


def test_tcputil_connect_timing_out_is_a_failed_connection(
    write_bundle: Callable[..., Path],
) -> None:
    assert _best(default_catalog(), "rank-0", CONNECT_TIMED_OUT[1]) == "connection-reset"
    scheduler = "".join(json.dumps({"ts": at(t), "job_state": s, **({"exit_code": 1} if s == "FAILED" else {})}) + "\n"
                        for t, s in ((0, "RUNNING"), (70, "FAILED")))
    path = write_bundle({"logs/node-2/rank-1.log": log(*[(65, line) for line in CONNECT_TIMED_OUT]),
                         "scheduler.jsonl": scheduler}, job=_job())
    result = attribute_bundle(path)
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "ambiguous", "network", []), result.explanation


# glog's failure handler under Paddle, as posted. Frames of bare addresses only:
# https://github.com/PaddlePaddle/Serving/issues/1396
SEGV_UNNAMED = [
    "W0923 16:54:47.455102  3006 init.cc:217] *** Aborted at 1632387287 (unix time) try \"date -d @1632387287\" if you are using GNU date ***",
    "W0923 16:54:47.456691  3006 init.cc:217] PC: @                0x0 (unknown)",
    "W0923 16:54:47.459455  3006 init.cc:217] *** SIGSEGV (@0x55c64a38f320) received by PID 3006 (TID 0x7fb8c3c090c0) from PID 1245246240; stack trace: ***",
    "W0923 16:54:47.460755  3006 init.cc:217]     @     0x7fb8c3048980 (unknown)",
    "W0923 16:54:47.461793  3006 init.cc:217]     @     0x55c64a38f320 (unknown)",
    "Segmentation fault (core dumped)",
]
# unknown frames under CPython's interpreter loop: https://github.com/PaddlePaddle/PGL/issues/99
SEGV_INTERPRETER = [
    "W0702 12:33:15.150092  3068 init.cc:224] *** SIGSEGV (@0x558e0a54bca0) received by PID 3068 (TID 0x7f4da11da740) from PID 173325472; stack trace: ***",
    "W0702 12:33:15.152169  3068 init.cc:224]     @     0x7f4da0dc45f0 (unknown)",
    "W0702 12:33:15.153133  3068 init.cc:224]     @     0x7f4d5e96b892 (unknown)",
    "W0702 12:33:15.154742  3068 init.cc:224]     @     0x558e04472c94 _PyMethodDef_RawFastCallKeywords",
    "W0702 12:33:15.155993  3068 init.cc:224]     @     0x558e044de5be _PyEval_EvalFrameDefault",
]
# a stack naming the library the program called (OpenCV's warpAffine):
# https://github.com/PaddlePaddle/PaddleOCR/issues/1210
SEGV_NAMED = [
    "W1120 09:43:20.045521 207564800 init.cc:234] *** SIGSEGV (@0x110) received by PID 14665 (TID 0x70000c5f3000) stack trace: ***",
    "W1120 09:43:20.045671 207564800 init.cc:234]     @     0x7fff708665fd _sigtramp",
    "W1120 09:43:20.045800 207564800 init.cc:234]     @     0x7fff70624b2b dispatch_apply_f",
    "W1120 09:43:20.046893 207564800 init.cc:234]     @        0x11bb3b2f2 cv::parallel_for_()",
    "W1120 09:43:20.047261 207564800 init.cc:234]     @        0x11bf43911 cv::hal::warpAffine()",
]


def test_a_frame_names_code_only_with_a_function_of_its_own() -> None:
    assert not any(crash_frames.frame_names_code(line) for line in SEGV_UNNAMED + SEGV_INTERPRETER)
    assert crash_frames.frame_names_code(SEGV_NAMED[3])
    assert not crash_frames.frame_names_code("[gn:1] [20] /usr/lib64/libc.so.6(__libc_start_main+0xf5)[0x2aaaabb7c445]")


@pytest.mark.parametrize("lines,expected", [
    (SEGV_UNNAMED, ("ambiguous", "unknown")),
    (SEGV_INTERPRETER + ["Segmentation fault (core dumped)"], ("ambiguous", "unknown")),
    (SEGV_NAMED + ["Segmentation fault (core dumped)"], ("attributed", "user_code")),
], ids=["serving-1396-addresses", "pgl-99-interpreter", "paddleocr-1210-opencv"])
def test_a_segfault_is_the_programs_only_when_its_stack_names_code(
    write_bundle: Callable[..., Path], lines: list[str], expected: tuple[str, str],
) -> None:
    scheduler = "".join(json.dumps({"ts": at(t), "job_state": s, **({"exit_code": 139} if s == "FAILED" else {})}) + "\n"
                        for t, s in ((0, "RUNNING"), (70, "FAILED")))
    path = write_bundle({"logs/node-1/rank-0.log": log(*[(65, line) for line in lines]),
                         "scheduler.jsonl": scheduler}, job=_job())
    result = attribute_bundle(path)
    assert (result.verdict, result.category, result.implicated_nodes) == (*expected, []), result.explanation


# `kubectl get pods` of a TF elastic job whose workers never started, as posted:
# https://github.com/intelligent-machine-learning/dlrover/issues/1121
POD_LISTING = [
    "NAME                                           READY   STATUS    RESTARTS   AGE",
    "deepctr-auto-scale-edljob-chief-0              1/1     Running   0          130m",
    "deepctr-auto-scale-edljob-evaluator-0          1/1     Running   0          130m",
    "deepctr-auto-scale-edljob-ps-0                 1/1     Running   0          130m",
]
# a TF worker's start-up, then nothing, as posted: https://github.com/tensorflow/models/issues/6102
TF_WORKER = ["INFO:tensorflow:Running local_init_op.", "INFO:tensorflow:Done running local_init_op."]


@pytest.mark.parametrize("status,expected", [("Running", "ambiguous"), ("Completed", "no_failure")],
                         ids=["pods-running", "pods-completed"])
def test_the_orchestrators_pod_listing_is_no_program_output(
    write_bundle: Callable[..., Path], status: str, expected: str,
) -> None:
    # the same rows with STATUS Completed: kubectl's word for a pod whose containers all exited 0
    listing = [line.replace("Running  ", status)[: len(line)] if "1/1" in line else line
               for line in POD_LISTING]
    path = write_bundle({"logs/node-1/rank-0.log": log(*[(5, line) for line in TF_WORKER]),
                         "logs/node-1/kubectl.log": log(*[(600, line) for line in listing])}, job=_job())
    result = attribute_bundle(path)
    assert result.verdict == expected, result.explanation
    if expected == "ambiguous":
        assert (result.category, result.signature) == ("hang", "never-got-going")
    assert endings.pod_listing_status(listing[1]) == status


# ProcessGroupNCCL's watchdog line, torch 1.x wording, as posted:
# https://github.com/WongKinYiu/yolov7/issues/714; the NCCL error its exception then carries,
# as posted: https://github.com/NVIDIA/nccl/issues/1657
FAILED_OR_TIMED_OUT = "[E ProcessGroupNCCL.cpp:341] Some NCCL operations have failed or timed out. Due to the asynchronous nature of CUDA kernels, subsequent GPU operations might run on corrupted/incomplete data. To avoid this inconsistency, we are taking the entire process down."
CARRIED_ERROR = "NCCL error: unhandled system error"
# the same watchdog line for a real timeout, as posted: https://github.com/MCG-NJU/MOTIP/issues/52
TIMED_OUT = [
    "[rank6]:[E421 01:04:29.968839188 ProcessGroupNCCL.cpp:630] [Rank 6] Some NCCL operations have failed or timed out. Due to the asynchronous nature of CUDA kernels, subsequent GPU operations might run on corrupted/incomplete data.",
    "[rank6]:[E421 01:04:29.998765386 ProcessGroupNCCL.cpp:1595] [PG ID 0 PG GUID 0(default_pg) Rank 6] Process group watchdog thread terminated with exception: [Rank 6] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=93201, OpType=BROADCAST, NumelIn=106240, NumelOut=106240, Timeout(ms)=600000) ran for 600080 milliseconds before timing out.",
]


@pytest.mark.parametrize("lines,category", [
    ([FAILED_OR_TIMED_OUT, CARRIED_ERROR], "unknown"),
    (TIMED_OUT, "hang"),
], ids=["carries-an-nccl-error", "a-timeout"])
def test_the_watchdogs_failed_or_timed_out_is_what_its_exception_says(
    write_bundle: Callable[..., Path], lines: list[str], category: str,
) -> None:
    scheduler = "".join(json.dumps({"ts": at(t), "job_state": s, **({"exit_code": 1} if s == "FAILED" else {})}) + "\n"
                        for t, s in ((0, "RUNNING"), (130, "FAILED")))
    path = write_bundle({"metrics.jsonl": steps(100), "scheduler.jsonl": scheduler,
                         "logs/node-1/rank-0.log": log(*[(120, line) for line in lines])}, job=_job())
    result = attribute_bundle(path)
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "ambiguous", category, []), result.explanation


# a start-up line logged well before it (ours)
JOINED = "[rank0] initialized process group, world size 2"


@pytest.mark.parametrize("lines,category", [
    ([(1000, FAILED_OR_TIMED_OUT)], "unknown"),
    ([(200, JOINED), (1000, FAILED_OR_TIMED_OUT)], "hang"),
    ([(1000, line) for line in TIMED_OUT], "hang"),
], ids=["alone-nothing-older", "a-wait-long-enough-possible", "a-timeout-named"])
def test_failed_or_timed_out_alone_with_no_wait_shown_is_no_hang(
    write_bundle: Callable[..., Path], lines: list[tuple[int, str]], category: str,
) -> None:
    """No step recorded: the either-or line with nothing logged as long before it as the
    shortest default collective timeout (600 s) and no line naming a timeout shows only work
    that failed (`unknown`); output older than that, or a named timeout, keeps the hang."""
    scheduler = "".join(json.dumps({"ts": at(t), "job_state": s, **({"exit_code": 1} if s == "FAILED" else {})}) + "\n"
                        for t, s in ((0, "RUNNING"), (1005, "FAILED")))
    path = write_bundle({"scheduler.jsonl": scheduler, "logs/node-1/rank-0.log": log(*lines)}, job=_job())
    result = attribute_bundle(path)
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "ambiguous", category, []), result.explanation


# NCCL's set-up as a process joins its group, as posted:
# https://github.com/huggingface/accelerate/issues/2183
NCCL_JOINING = [
    "axon:5020:5091 [1] NCCL INFO Failed to open libibverbs.so[.1]",
    "axon:5020:5091 [1] NCCL INFO NET/Socket : Using [0]enp1s0f0:10.144.220.24<0>",
    "axon:5020:5091 [1] NCCL INFO Using network Socket",
]


@pytest.mark.parametrize("lines,starts_at,expected", [
    (NCCL_JOINING, 160, "ambiguous"),
    (NCCL_JOINING, 50, "no_failure"),
    (TF_WORKER, 160, "no_failure"),
], ids=["joining-after-the-last-step", "joining-while-training", "no-joining-line"])
def test_a_rank_restarted_after_the_last_step_that_only_starts_up_never_got_going(
    write_bundle: Callable[..., Path], lines: list[str], starts_at: int, expected: str,
) -> None:
    # both ranks stepped until 100 s; rank 1's output holds only start-up from `starts_at` on:
    # NCCL joining its group after the last step is a later attempt that never trained; before
    # it, the run that did; other start-up words (a TF session's) show no process joining again
    path = write_bundle({"metrics.jsonl": steps(100),
                         "logs/node-2/rank-1.log": log(*[(starts_at + i, line) for i, line in enumerate(lines)])},
                        job=_job())
    result = attribute_bundle(path)
    assert result.verdict == expected, result.explanation
    if expected == "ambiguous":
        assert (result.category, result.signature, result.implicated_nodes) == ("hang", "never-got-going", [])
