# ruff: noqa: E501  (verbatim log lines people posted are kept unwrapped)
"""ProcessGroupNCCL's watchdog names the work whose wait ran out, `Timeout at NCCL work: N,
last enqueued NCCL work: N, last completed NCCL work: N.`, before its `Watchdog caught
collective operation timeout`; a bundle that kept only that line still shows the collective
timeout, a hang's cascade naming nobody."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from line_reading import best_id
from two_nodes import TWO_NODES, at, log, steps

from trainwarden.attribution import Catalog, attribute_bundle

WORK_TIMEOUTS = [
    # https://github.com/NVIDIA/nccl/issues/1504
    "[rank1]:[E1103 07:34:57.460801783 ProcessGroupNCCL.cpp:1834] [PG ID 0 PG GUID 0(default_pg) Rank 1] Timeout at NCCL work: 1, last enqueued NCCL work: 1, last completed NCCL work: -1.",
    # https://github.com/NVIDIA/nccl/issues/1610
    "[rank12]:[E218 04:54:23.314069184 ProcessGroupNCCL.cpp:1844] [PG ID 13 PG GUID 143 Rank 0] Timeout at NCCL work: 87, last enqueued NCCL work: 87, last completed NCCL work: 86.",
]


@pytest.mark.parametrize("line", WORK_TIMEOUTS, ids=["default-pg", "subgroup"])
def test_the_watchdogs_timeout_at_nccl_work_is_a_hang_naming_nobody(
        catalog: Catalog, write_bundle: Callable[..., Path], line: str) -> None:
    assert best_id(catalog, "rank-0.log", line) == "nccl-watchdog-timeout"
    root = write_bundle({"logs/node-1/rank-0.log": log((30, "step 3"), (40, line)),
                         "logs/node-2/rank-1.log": log((30, "step 3"), (40, line)),
                         "metrics.jsonl": steps(30),
                         "scheduler.jsonl": json.dumps({"ts": at(59), "job_state": "FAILED",
                                                        "exit_code": 1}) + "\n"},
                        ranks=TWO_NODES)
    result = attribute_bundle(root)
    assert (result.verdict, result.category, result.implicated_nodes) == ("ambiguous", "hang", [])


# https://github.com/yahoo/CaffeOnSpark/issues/23 (nvidia-smi -q read on a job that hangs)
NVSMI = ["==============NVSMI LOG==============",
         "Driver Version                      : 352.79"]


@pytest.mark.parametrize(("read_at", "verdict"), [(3000, ("ambiguous", "hang")),
                                                  (60, ("no_failure", "unknown"))],
                         ids=["long-after-the-last-step", "just-after-it"])
def test_a_nodes_snapshot_under_running_dates_the_stall(
        write_bundle: Callable[..., Path], read_at: int, verdict: tuple[str, str]) -> None:
    # no collection time, the scheduler's RUNNING written at the start, no program stream:
    # the node's nvidia-smi snapshot is the bundle's only clock after the last step
    root = write_bundle({"logs/node-1/nvidia-smi.log": log(*((read_at, t) for t in NVSMI)),
                         "metrics.jsonl": steps(30),
                         "scheduler.jsonl": json.dumps({"ts": at(0), "job_state": "RUNNING"})
                         + "\n"}, ranks=TWO_NODES)
    result = attribute_bundle(root)
    assert (result.verdict, result.category) == verdict
    assert result.implicated_nodes == []


PY_SPY_DUMPS = [
    # https://github.com/deepspeedai/DeepSpeed/issues/6524
    ['Thread 4888 (idle): "MainThread"',
     "    _engine_run_backward (torch/autograd/graph.py:769)",
     "Thread 8287 (active)",
     "    partition_grads (deepspeed/runtime/zero/stage3.py:1500)"],
    # https://github.com/huggingface/accelerate/issues/3104
    ['Thread 42 (idle): "MainThread"',
     "    backward (torch/autograd/__init__.py:266)",
     'Thread 928 (idle): "Thread-1"',
     "    wait (threading.py:324)"],
]


@pytest.mark.parametrize("dump", PY_SPY_DUMPS, ids=["deepspeed-zero3", "accelerate"])
def test_stacks_dumped_before_the_owners_cancel_are_a_hang_naming_nobody(
        write_bundle: Callable[..., Path], dump: list[str]) -> None:
    def cancelled(with_dump: bool, name: str) -> tuple[str, str, list[str]]:
        files = {"logs/node-1/rank-0.log": log((30, "step 3")),
                 "metrics.jsonl": steps(30),
                 "scheduler.jsonl": json.dumps({"ts": at(59), "job_state": "CANCELLED"}) + "\n"}
        if with_dump:
            files["logs/node-1/py-spy.log"] = log(*((50, t) for t in dump))
        result = attribute_bundle(write_bundle(files, ranks=TWO_NODES, name=name))
        return result.verdict, result.category, result.implicated_nodes

    assert cancelled(True, "dumped") == ("ambiguous", "hang", [])
    assert cancelled(False, "not-dumped")[1] != "hang"


# the operator's own command dumping a live process's stacks, as py-spy's README gives it
# (https://github.com/benfred/py-spy#dump: `py-spy dump --pid 12345`), typed at a root shell's
# prompt (the prompt ours); the bundle kept that line and not the dump's output
PY_SPY_COMMAND = "root@node-1:/workspace# py-spy dump --pid 12345"


@pytest.mark.parametrize(("state", "error", "hung"), [
    ("FAILED", None, True), ("CANCELLED", None, True),
    ("FAILED", "RuntimeError: CUDA error: an illegal memory access was encountered", False),
], ids=["failed", "cancelled", "failed-with-an-error"])
def test_an_operators_py_spy_dump_command_is_a_look_into_a_stuck_run(
        write_bundle: Callable[..., Path], state: str, error: str | None, hung: bool) -> None:
    # the command alone (its output not kept) on a job that then failed with nothing else in
    # the bundle, or that its owner cancelled: a hang naming nobody; an error the program
    # logged is its own failure, not read so
    files = {"logs/node-1/py-spy.log": log((50, PY_SPY_COMMAND)),
             "metrics.jsonl": steps(30),
             "scheduler.jsonl": json.dumps({"ts": at(59), "job_state": state}) + "\n"}
    if error is not None:
        files["logs/node-1/rank-0.log"] = log((55, error))
    result = attribute_bundle(write_bundle(files, ranks=TWO_NODES))
    assert (result.category == "hang") is hung
    if hung:
        assert (result.verdict, result.signature, result.implicated_nodes) == (
            "ambiguous", "stacks-dumped-while-stuck", [])


# glog's failure signal handler on a stop signal (src/signalhandler.cc: DumpStackFrameInfo's
# `PC: @ <addr> <symbol>`, DumpSignalInfo's `*** SIGTERM (@0x...) received by PID N (TID 0x...)
# from PID M; stack trace: ***`, then a `    @ <addr> <symbol>` line a frame): quoted from its
# format, with the frames of a process stuck in Open MPI's progress loop as gdb showed them in
# https://github.com/open-mpi/ompi/issues/3256 (poll, opal_progress, ompi_request_wait_completion)
def _stop_signal_stack(innermost: str) -> list[str]:
    return [f"PC: @     0x35f4adf343 {innermost}",
            "*** SIGTERM (@0x3f400004fc2) received by PID 20421 (TID 0x7f3cb2844700) from PID "
            "20418; stack trace: ***",
            f"    @     0x35f4adf343 {innermost}",
            "    @     0x2aaaac067c8a opal_progress",
            "    @     0x2aaaab01f02b ompi_request_wait_completion"]


@pytest.mark.parametrize(("state", "innermost", "hung"), [
    ("CANCELLED", "poll", True), ("FAILED", "poll", False),
], ids=["cancelled-in-a-wait", "failed"])
def test_a_stop_signals_stack_waiting_in_a_poll_on_a_cancelled_job_is_a_hang(
        write_bundle: Callable[..., Path], state: str, innermost: str, hung: bool) -> None:
    # the owner's stop found the process polling inside Open MPI's progress loop, no step
    # after: a stuck run stopped by hand, as a stack dumped before the stop; a job that failed
    # is not read so (what failed it is not this stack)
    files = {"logs/node-1/rank-0.log": log(*((50, t) for t in _stop_signal_stack(innermost))),
             "metrics.jsonl": steps(30),
             "scheduler.jsonl": json.dumps({"ts": at(59), "job_state": state}) + "\n"}
    result = attribute_bundle(write_bundle(files, ranks=TWO_NODES))
    assert (result.signature == "stopped-while-waiting") is hung
    if hung:
        assert (result.verdict, result.category, result.implicated_nodes) == (
            "ambiguous", "hang", [])


def test_a_stop_signals_stack_in_the_programs_own_code_is_no_wait(
        write_bundle: Callable[..., Path]) -> None:
    # the same stop on a process busy in its own computation shows no wait
    files = {"logs/node-1/rank-0.log": log(*((50, t) for t in [
                 "PC: @     0x7f3c9777791b caffe2::Operator<>::Run()",
                 "*** SIGTERM (@0x3f400004fc2) received by PID 20421 (TID 0x7f3cb2844700) from "
                 "PID 20418; stack trace: ***",
                 "    @     0x7f3c9777791b caffe2::Operator<>::Run()"])),
             "metrics.jsonl": steps(30),
             "scheduler.jsonl": json.dumps({"ts": at(59), "job_state": "CANCELLED"}) + "\n"}
    result = attribute_bundle(write_bundle(files, ranks=TWO_NODES))
    assert result.signature != "stopped-while-waiting"


def test_a_job_the_scheduler_reports_aborted_ended_short_of_completing(
        write_bundle: Callable[..., Path]) -> None:
    # Volcano's job phase `Aborted`, ClearML's aborted task (which its server also sets when a
    # process stops reporting, https://github.com/clearml/clearml/issues/159): not a clean end
    root = write_bundle({"logs/node-1/rank-0.log": log((30, "step 3")),
                         "metrics.jsonl": steps(30),
                         "scheduler.jsonl": json.dumps({"ts": at(59), "job_state": "ABORTED"})
                         + "\n"}, ranks=TWO_NODES)
    result = attribute_bundle(root)
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "ambiguous", "unknown", [])


# https://github.com/NVIDIA/nccl/issues/257 (all_reduce_perf that hangs after its header)
ALL_REDUCE_PERF = [
    "# nThread 1 nGpus 4 minBytes 8 maxBytes 268435456 step: 2(factor) warmup iters: 5 iters: 20 validation: 1",
    "#   Rank  0 Pid  15833 on jupyter-vmarkovtsev device  0 [0x02] GeForce GTX 1080 Ti",
]


@pytest.mark.parametrize(("cancelled_at", "hung"), [(1500, True), (120, False)],
                         ids=["silent-25-minutes", "silent-2-minutes"])
def test_an_owners_cancel_long_after_the_program_went_silent_is_a_hang(
        write_bundle: Callable[..., Path], cancelled_at: int, hung: bool) -> None:
    root = write_bundle({"logs/node-1/rank-0.log": log(*((1, t) for t in ALL_REDUCE_PERF)),
                         "scheduler.jsonl": json.dumps({"ts": at(cancelled_at),
                                                        "job_state": "CANCELLED"}) + "\n"},
                        ranks={"0": "node-1"})
    result = attribute_bundle(root)
    assert (result.category == "hang") is hung
    assert result.verdict == "ambiguous" and result.implicated_nodes == []


# The watchdog's report as torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp writes it
# (checkTimeout: `Watchdog caught collective operation timeout: ` + WorkNCCL's operator<<,
# `WorkNCCL(SeqNum=N, OpType=OP, NumelIn=N, NumelOut=N, Timeout(ms)=N)`, then ` ran for N
# milliseconds before timing out.`), written from that format with a limit the run set to 1 ms
# (https://github.com/pytorch/pytorch/blob/main/torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp);
# the default-limit line is as posted in https://github.com/XPixelGroup/BasicSR/issues/737
SHORT_LIMIT = "[rank1]:[E502 12:01:35.100000000 ProcessGroupNCCL.cpp:632] [Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=1) ran for 90 milliseconds before timing out."
DEFAULT_LIMIT = "[rank1]:[E626 06:24:44.903881913 ProcessGroupNCCL.cpp:616] [Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=808, OpType=ALLREDUCE, NumelIn=9801523, NumelOut=9801523, Timeout(ms)=600000) ran for 600020 milliseconds before timing out."


@pytest.mark.parametrize(("line", "verdict"), [
    (SHORT_LIMIT, ("attributed", "user_code")),
    (DEFAULT_LIMIT, ("ambiguous", "hang")),
], ids=["limit-of-1ms", "default-limit"])
def test_a_collective_limit_under_a_second_is_the_runs_setting_not_a_hang(
        write_bundle: Callable[..., Path], line: str, verdict: tuple[str, str]) -> None:
    """A limit under a second is shorter than one ordinary collective takes: the run's timeout
    setting ended it (a test proving the knob, a unit slip), not a peer that stopped."""
    root = write_bundle({"logs/node-1/rank-0.log": log((30, "step 3"), (40, line)),
                         "logs/node-2/rank-1.log": log((30, "step 3"), (40, line)),
                         "metrics.jsonl": steps(30),
                         "scheduler.jsonl": json.dumps({"ts": at(59), "job_state": "FAILED",
                                                        "exit_code": 1}) + "\n"},
                        ranks=TWO_NODES)
    result = attribute_bundle(root)
    assert (result.verdict, result.category, result.implicated_nodes) == (*verdict, [])


# A rank still preparing its data when its peers' wait ran out: the dataset's tokenizing bar,
# as posted in https://github.com/hiyouga/LlamaFactory/issues/2424 ("Tokenization fails after 30
# min on really big datasets"; the bar's padding shortened), had run 29:55 when the
# ALLREDUCE its peers waited in ran out its 1800000 ms. The data preparation outlasted the
# job's own distributed timeout: `user_code`, nobody implicated.
TOKENIZING_AT_TIMEOUT = (
    "Running tokenizer on dataset:   9%|███████▊     | 280000/2969526 [29:55<4:48:08, 155.57 examples/s][E ProcessGroupNCCL.cpp:475] [Rank 2] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=2, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=1800000) ran for 1800328 milliseconds before timing out."
)
PEER_TIMEOUT = "[E ProcessGroupNCCL.cpp:475] [Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=2, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=1800000) ran for 1800572 milliseconds before timing out."
# the same report's bar of a rank that had only begun (its padding shortened): far shorter
# than the wait, it does not show the preparation outlasted it
TOKENIZING_EARLY = "Running tokenizer on dataset:   0%|     | 0/2969526 [00:00<?, ? examples/s]"


def _preparing(write_bundle: Callable[..., Path], name: str, bar: str | None,
               timeout: str) -> Path:
    first = [(1790, bar)] if bar is not None else []
    return write_bundle({"logs/node-1/rank-0.log": log(*first, (1800, timeout)),
                         "logs/node-2/rank-1.log": log((1800, PEER_TIMEOUT)),
                         "scheduler.jsonl": json.dumps({"ts": at(1830), "job_state": "FAILED",
                                                        "exit_code": 1}) + "\n"},
                        ranks=TWO_NODES, name=name)


def test_a_timeout_while_a_rank_still_tokenized_for_as_long_is_the_jobs_setup(
        write_bundle: Callable[..., Path]) -> None:
    result = attribute_bundle(_preparing(write_bundle, "outlasted", None, TOKENIZING_AT_TIMEOUT))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "attributed", "user_code", [])
    assert "preparing its data" in result.explanation


def test_a_short_setup_bar_before_the_timeout_leaves_it_a_hang(
        write_bundle: Callable[..., Path]) -> None:
    result = attribute_bundle(_preparing(write_bundle, "early", TOKENIZING_EARLY, PEER_TIMEOUT))
    assert (result.verdict, result.category, result.implicated_nodes) == ("ambiguous", "hang", [])
