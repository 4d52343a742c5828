"""What shows that a run stopped, and where: waits the run outlasted, a silence after the
program's last progress line, a kernel oops right before the job failed.

A Horovod stall warning on a run that still trains is a lagging rank, not a hang: Horovod's
stall inspector warns once a tensor waited past its check time (60 s), well before its shutdown
time; while the job still runs and no rank stalled longer than a hang takes, the run is slowed
(`ambiguous straggler`); once the steps stopped for that long it is a hang. Lines from
horovod/horovod#2564.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from trainwarden.attribution import attribute_bundle

WARNING = ("[2020-12-30 16:35:15.181832: W /tmp/pip-req-build-12flcl_u/horovod/common/"
           "stall_inspector.cc:105] One or more tensors were submitted to be reduced, gathered "
           "or broadcasted by subset of ranks and are waiting for remainder of ranks for more "
           "than 60 seconds. This may indicate that different ranks are trying to submit "
           "different tensors or that only subset of ranks is submitting tensors, which will "
           "cause deadlock.\n")
MISSING = ("1: [DistributedGradientTape_Allreduce/cond_163/then/_1304/DistributedGradientTape_"
           "Allreduce/cond_163/HorovodAllreduce_AddN_103_0]\n")


@pytest.mark.parametrize(("last_step_s", "warned", "want"), [
    (300, "00:02:20", ("ambiguous", "straggler", [])),  # steps every 10 s go on past it
    (120, "00:02:20", ("ambiguous", "straggler", [])),  # 20 s after the last step
    (120, "00:09:00", ("ambiguous", "hang", [])),  # no step for 420 s (a hang takes 200 s)
])
def test_a_stall_warning_on_a_running_job_is_a_lagging_rank_until_the_steps_stop(
    write_bundle: Callable[..., Path], last_step_s: int, warned: str,
    want: tuple[str, str, list[str]],
) -> None:
    steps = [{"ts": f"2026-01-01T00:{s // 60:02d}:{s % 60:02d}Z", "node": node, "rank": rank,
              "name": "step", "value": s // 10}
             for rank, node in ((0, "node-1"), (1, "node-2"))
             for s in range(10, last_step_s + 1, 10)]
    at = f"2026-01-01T{warned}Z"
    files = {
        "logs/node-1/rank-0.log": f"{at} {WARNING}{at} {MISSING}",
        "metrics.jsonl": "".join(json.dumps(m) + "\n" for m in steps),
        "scheduler.jsonl": json.dumps({"ts": "2026-01-01T00:00:00Z", "job_state": "RUNNING"})
        + "\n",
    }
    result = attribute_bundle(write_bundle(files, ranks={"0": "node-1", "1": "node-2"}))
    assert (result.verdict, result.category, result.implicated_nodes) == want


# sglang#1693: a collective's own timeout ran out (ProcessGroupNCCL's watchdog then takes the
# process down): that wait was given up on, so it is a hang however recent the last step was.
WATCHDOG = ("[rank1]:[E1016 03:31:38.928019586 ProcessGroupNCCL.cpp:607] [Rank 1] Watchdog "
            "caught collective operation timeout: WorkNCCL(SeqNum=9141, OpType=_ALLGATHER_BASE, "
            "NumelIn=19008, NumelOut=152064, Timeout(ms)=600000) ran for 600071 milliseconds "
            "before timing out.\n")


@pytest.mark.parametrize(("line", "want"), [
    (WARNING, ("ambiguous", "straggler", [])),
    (WATCHDOG, ("ambiguous", "hang", [])),
])
def test_a_collective_timeout_that_ran_out_on_a_running_job_is_a_hang_not_a_lagging_rank(
    write_bundle: Callable[..., Path], line: str, want: tuple[str, str, list[str]],
) -> None:
    steps = [{"ts": f"2026-01-01T00:{s // 60:02d}:{s % 60:02d}Z", "node": node, "rank": rank,
              "name": "step", "value": s // 10}
             for rank, node in ((0, "node-1"), (1, "node-2")) for s in range(10, 121, 10)]
    files = {
        "logs/node-1/rank-0.log": f"2026-01-01T00:02:20Z {line}",
        "metrics.jsonl": "".join(json.dumps(m) + "\n" for m in steps),
        "scheduler.jsonl": json.dumps({"ts": "2026-01-01T00:00:00Z", "job_state": "RUNNING"})
        + "\n",
    }
    result = attribute_bundle(write_bundle(files, ranks={"0": "node-1", "1": "node-2"}))
    assert (result.verdict, result.category, result.implicated_nodes) == want


# huggingface/accelerate#233 ("Stuck at the start of the training"): nvidia-smi's table is the
# only output; the program itself printed nothing before its owner cancelled it.
SMI_ROWS = (
    "| NVIDIA-SMI 440.118.02   Driver Version: 440.118.02   CUDA Version: 10.2     |",
    "|   0  Tesla T4            Off  | 00000000:21:01.0 Off |                    0 |",
    "| N/A   56C    P0    41W /  70W |   2566MiB / 15109MiB |    100%      Default |",
)


@pytest.mark.parametrize(("cancelled", "want"), [
    ("00:20:00", ("ambiguous", "hang", [])),  # silent 20 min: longer than a collective timeout
    ("00:04:00", ("ambiguous", "unknown", [])),  # stopped while it may still have been starting
])
def test_a_run_whose_program_never_logged_cancelled_after_long_silence_is_a_hang(
    write_bundle: Callable[..., Path], cancelled: str, want: tuple[str, str, list[str]],
) -> None:
    states = [("00:00:00", "RUNNING"), (cancelled, "CANCELLED")]
    files = {
        "logs/node-1/nvidia-smi.log": "".join(f"2026-01-01T00:03:00Z {row}\n" for row in SMI_ROWS),
        "scheduler.jsonl": "".join(json.dumps({"ts": f"2026-01-01T{at}Z", "job_state": state})
                                   + "\n" for at, state in states),
    }
    result = attribute_bundle(write_bundle(files, ranks={"0": "node-1"}))
    assert (result.verdict, result.category, result.implicated_nodes) == want


# NVIDIA/nccl-tests#26 (all_reduce_perf's result rows as posted, each indented by its own
# column width): a program whose every line is indented keeps no tail (the tail passes over
# indented lines, as over a stack's frames) and is still dated by its last line
INDENTED_ROWS = (
    "           8             2   float     sum     4.43    0.00    0.00  0e+00"
    "     0.31    0.03    0.00  0e+00",
    "          16             4   float     sum     4.34    0.00    0.00  0e+00"
    "     0.31    0.05    0.00  0e+00",
)


@pytest.mark.parametrize(("cancelled", "want"), [
    ("00:40:00", ("ambiguous", "hang", [])),  # silent 37 min: longer than a collective timeout
    ("00:05:00", ("ambiguous", "unknown", [])),  # stopped two minutes after its last line
])
def test_a_program_whose_lines_are_all_indented_cancelled_after_long_silence_is_a_hang(
    write_bundle: Callable[..., Path], cancelled: str, want: tuple[str, str, list[str]],
) -> None:
    files = {
        "logs/node-1/rank-0.log": "".join(f"2026-01-01T00:03:00Z {row}\n" for row in INDENTED_ROWS),
        "scheduler.jsonl": json.dumps({"ts": f"2026-01-01T{cancelled}Z", "job_state": "CANCELLED"})
        + "\n",
    }
    result = attribute_bundle(write_bundle(files, ranks={"0": "node-1"}))
    assert (result.verdict, result.category, result.implicated_nodes) == want, result.explanation


# A Go test driver waiting on a training job, then its owner's Ctrl-C: Go's testing package's
# own format for a test it starts (src/testing/testing.go, `=== RUN   %s`), the terminal's echo
# of the interrupt (`^C`, ECHOCTL, termios(3)) and Go's os.ProcessState string for a child that
# SIGINT ended (src/os/exec_posix.go, `"signal: " + status.Signal().String()`), the test's name
# ours: the lines at the echo are the stop itself, and the silence before them is the run's.
GO_TEST_RUN = "=== RUN   TestTrainingJob"
GO_INTERRUPTED = "^Csignal: interrupt"


@pytest.mark.parametrize(("interrupted", "want"), [
    ("00:40:00", ("ambiguous", "hang", [])),  # nothing for 39 min before the interrupt
    ("00:04:00", ("ambiguous", "unknown", [])),  # interrupted three minutes after its line
])
def test_an_interrupt_echoed_long_after_the_programs_last_line_is_a_hang(
    write_bundle: Callable[..., Path], interrupted: str, want: tuple[str, str, list[str]],
) -> None:
    cancelled = f"{interrupted[:6]}01"
    files = {
        "logs/node-1/tester.log": f"2026-01-01T00:01:00Z {GO_TEST_RUN}\n"
        f"2026-01-01T{interrupted}Z {GO_INTERRUPTED}\n",
        "scheduler.jsonl": json.dumps({"ts": f"2026-01-01T{cancelled}Z", "job_state": "CANCELLED"})
        + "\n",
    }
    result = attribute_bundle(write_bundle(files, ranks={"0": "node-1"}))
    assert (result.verdict, result.category, result.implicated_nodes) == want, result.explanation


# torch elastic's agent passing its owner's Ctrl-C on to the workers, in the words of torch's own
# format string (torch/distributed/elastic/multiprocessing/api.py, SubprocessContext._close:
# `Sending process %s closing signal %s`; the glog-style prefix as the agent's logger prints it;
# the pids ours): the echo of the stop, written as the run was stopped, is no line of the program.
FORWARDED = ("W0101 {at}.690000 4242 torch/distributed/elastic/multiprocessing/api.py:897] "
             "Sending process {pid} closing signal SIGINT\n")
STARTED = "I0101 {at}.000000 4242 torch/distributed/run.py:800] Using nproc_per_node=2.\n"


@pytest.mark.parametrize(("cancelled", "before", "workers", "want"), [
    ("00:20:00", None, 2, ("ambiguous", "hang", [])),  # nothing but the stop in 20 min running
    ("00:20:00", None, 8, ("ambiguous", "hang", [])),  # more lines than a stream's kept tail
    ("00:04:00", None, 2, ("ambiguous", "unknown", [])),  # stopped while it may still start
    # the launcher's own line a moment before the stop: no silence to measure
    ("00:20:00", "00:19:50", 2, ("ambiguous", "unknown", [])),
    ("00:20:00", "00:19:50", 8, ("ambiguous", "unknown", [])),
])
def test_a_launchers_forwarding_of_the_stop_is_no_program_output(
    write_bundle: Callable[..., Path], cancelled: str, before: str | None, workers: int,
    want: tuple[str, str, list[str]],
) -> None:
    stop = f"{cancelled[:3]}{int(cancelled[3:5]) - 1:02d}:59"  # a second before the CANCELLED
    log = "".join(f"2026-01-01T{stop}Z " + FORWARDED.format(at=stop, pid=pid)
                  for pid in range(4300, 4300 + workers))
    if before is not None:
        log = f"2026-01-01T{before}Z " + STARTED.format(at=before) + log
    states = [("00:00:00", "RUNNING"), (cancelled, "CANCELLED")]
    files = {
        "logs/node-1/launcher.log": log,
        "scheduler.jsonl": "".join(json.dumps({"ts": f"2026-01-01T{t}Z", "job_state": state})
                                   + "\n" for t, state in states),
    }
    ranks = {str(rank): "node-1" for rank in range(workers)}
    result = attribute_bundle(write_bundle(files, ranks=ranks))
    assert (result.verdict, result.category, result.implicated_nodes) == want


# A detectron2-style trainer's own progress lines, as posted in
# Megvii-BaseDetection/BorderDet#18 (training that went no further).
PROGRESS = ("[09/29 16:12:01 pods.utils.dump.events]: eta: 1 day, 4:25:07  iter: 40/360000  "
            "total_loss: 4.962  loss_cls: 1.094  loss_box_reg: 1.000  loss_centerness: 0.678  "
            "loss_border_cls: 2.172  loss_border_reg: 0.000    time: 0.2848  data_time: 0.0023  "
            "lr: 0.000100  max_mem: 3971M\n")


@pytest.mark.parametrize(("cancelled", "want"), [
    ("02:00:00", ("ambiguous", "hang", [])),  # silent for about two hours after its progress
    ("00:05:00", ("ambiguous", "unknown", [])),  # five minutes: not yet a hang without steps
])
def test_a_cancel_long_after_the_programs_last_progress_line_is_a_hang(
    write_bundle: Callable[..., Path], cancelled: str, want: tuple[str, str, list[str]],
) -> None:
    files = {
        "logs/node-1/rank-0.log": f"2026-01-01T00:01:00Z {PROGRESS}",
        "scheduler.jsonl": json.dumps({"ts": f"2026-01-01T{cancelled}Z",
                                       "job_state": "CANCELLED", "exit_code": 130}) + "\n",
    }
    result = attribute_bundle(write_bundle(files, nodes=["node-1"], ranks={"0": "node-1"}))
    assert (result.verdict, result.category, result.implicated_nodes) == want


# The kernel's oops as posted in NVIDIA/open-gpu-kernel-modules#1107.
OOPS = "BUG: kernel NULL pointer dereference, address: 0000000000000030"


@pytest.mark.parametrize(("failed", "want"), [
    ("00:01:40", ("attributed", "node_failure", ["node-1"])),  # the job failed 40 s later
    ("00:30:00", ("ambiguous", "unknown", [])),  # half an hour later: not what ended it
])
def test_a_kernel_oops_right_before_the_job_failed_is_the_nodes_without_step_data(
    write_bundle: Callable[..., Path], failed: str, want: tuple[str, str, list[str]],
) -> None:
    files = {
        "logs/node-1/kernel.log": f"2026-01-01T00:01:00Z {OOPS}\n",
        "scheduler.jsonl": json.dumps({"ts": f"2026-01-01T{failed}Z", "job_state": "FAILED",
                                       "exit_code": 1}) + "\n",
    }
    result = attribute_bundle(write_bundle(files, nodes=["node-1"], ranks={"0": "node-1"}))
    assert (result.verdict, result.category, result.implicated_nodes) == want
