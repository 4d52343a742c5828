"""A hang implicates a rank as the one that stopped only on positive evidence.

Absence is not evidence: a rank whose log lacks a timeout line may have logged the watchdog's
take-down, a failed transport call, or only start-up lines. A rank counts as stopped when its
own output went quiet inside the wait its peers report (or the metrics show it behind), and a
job the scheduler still reports RUNNING long after its last step is a hang even when the
bundle has no collection time. The log lines are as posted:
- the watchdog lines: https://github.com/sgl-project/sglang/issues/1693 and
  https://github.com/modelscope/DiffSynth-Studio/issues/458
- NCCL's error-return traces out of its socket code:
  https://github.com/NVIDIA/nccl-tests/issues/188
"""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

from trainwarden.attribution import attribute_bundle, endings

# sglang#1693: rank 1's watchdog timeout, then rank 4's take-down a millisecond later
TIMEOUT_RANK_1 = (
    "2024-10-16T03:31:38.928019Z [rank1]:[E1016 03:31:38.928019586 ProcessGroupNCCL.cpp:607] "
    "[Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=9141, "
    "OpType=_ALLGATHER_BASE, NumelIn=19008, NumelOut=152064, Timeout(ms)=600000) ran for "
    "600071 milliseconds before timing out."
)
TAKE_DOWN_RANK_4 = (
    "2024-10-16T03:31:38.929246Z [rank4]:[E1016 03:31:38.929246900 ProcessGroupNCCL.cpp:627] "
    "[Rank 4] To avoid data inconsistency, we are taking the entire process down."
)
# DiffSynth-Studio#458: the watchdog's consequence, with no wait reported
ASYNC_RANK_0 = (
    "2025-03-18T07:39:53.792790Z [rank0]:[E318 07:39:53.792790830 ProcessGroupNCCL.cpp:630] "
    "[Rank 4] Some NCCL operations have failed or timed out. Due to the asynchronous nature "
    "of CUDA kernels, subsequent GPU operations might run on corrupted/incomplete data."
)
# nccl-tests#188: failed calls traced out of NCCL's socket transport
SOCKET_RETURNS = [
    "user:16899:16961 [0] NCCL INFO misc/socket.cc:561 -> 3",
    "user:16899:16961 [0] NCCL INFO misc/socket.cc:586 -> 3",
    "user:16899:16961 [0] NCCL INFO transport/net_socket.cc:378 -> 3",
]
TWO_NODES = {str(r): f"node-{r // 4 + 1}" for r in range(8)}
RANK_1 = ("rank-1.log", TIMEOUT_RANK_1)
RANK_0 = ("rank-0.log", ASYNC_RANK_0)


def _peers(write_bundle: Callable[..., Path], waiting: tuple[str, str], other: str) -> Path:
    """Ranks 0-3 on node-1, 4-7 on node-2: `waiting` = (its file, its timeout line) on
    node-1, `other` the whole output of rank 4 on node-2."""
    file, line = waiting
    return write_bundle({f"logs/node-1/{file}": line + "\n", "logs/node-2/rank-4.log": other},
                        nodes=["node-1", "node-2"], ranks=TWO_NODES)


def _verdict(bundle: Path) -> tuple[str, str, list[str]]:
    result = attribute_bundle(bundle)
    return result.verdict, result.category, result.implicated_nodes


def test_a_rank_that_logged_the_watchdogs_take_down_did_not_stop(
    write_bundle: Callable[..., Path],
) -> None:
    bundle = _peers(write_bundle, RANK_1, TAKE_DOWN_RANK_4 + "\n")
    result = attribute_bundle(bundle)
    assert (result.verdict, result.category, result.implicated_nodes) == ("ambiguous", "hang", [])
    assert "never timed out" not in result.explanation


def test_a_rank_whose_output_stops_inside_the_wait_is_the_one_that_stopped(
    write_bundle: Callable[..., Path],
) -> None:
    quiet = "2024-10-16T03:21:30.000000Z step 9140 loss 1.8271\n"  # 8 s before the wait began
    bundle = _peers(write_bundle, RANK_1, quiet)
    result = attribute_bundle(bundle)
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "attributed", "hang", ["node-2"])  # fmt: skip
    assert "went quiet" in result.explanation


def test_a_rank_that_only_logged_at_start_up_is_not_shown_to_have_stopped(
    write_bundle: Callable[..., Path],
) -> None:
    start_up = "2024-10-16T01:02:03.000000Z [rank4] initialized process group, world size 8\n"
    bundle = _peers(write_bundle, RANK_1, start_up)
    assert _verdict(bundle) == ("ambiguous", "hang", [])


def test_ranks_that_failed_in_the_transport_are_the_networks_sign_not_a_stop(
    write_bundle: Callable[..., Path],
) -> None:
    failed = "".join(f"2025-03-18T07:39:52.500000Z {line}\n" for line in SOCKET_RETURNS)
    bundle = _peers(write_bundle, RANK_0, failed)
    result = attribute_bundle(bundle)
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "ambiguous", "network", [])  # fmt: skip
    assert result.signature == "transport-error-return"
    assert any("socket.cc" in e.text for e in result.initiating.evidence)


def test_without_a_reported_wait_a_quiet_rank_alone_implicates_nobody(
    write_bundle: Callable[..., Path],
) -> None:
    quiet = "2025-03-18T07:29:50.000000Z step 610 loss 0.42\n"
    bundle = _peers(write_bundle, RANK_0, quiet)
    assert _verdict(bundle) == ("ambiguous", "hang", [])


def test_the_words_the_rules_read() -> None:
    assert endings.is_transport_failure(SOCKET_RETURNS[2])
    assert endings.is_error_return("NCCL INFO init.cc:1234 -> 2")
    assert not endings.is_error_return("NCCL INFO Channel 00/0 : 11[3] -> 12[4] via P2P/IPC/read")
    assert not endings.is_error_return("NCCL INFO enqueue.cc:100 -> 0")
    assert endings.waited_seconds(TIMEOUT_RANK_1) == 600.0
    assert endings.waited_seconds("Timed out waiting 4000ms for recv operation") == 4.0
    assert endings.waited_seconds(ASYNC_RANK_0) is None


# ---- a job still running long after its last step -------------------------------------------
def _steps(start: datetime, every_s: float, count: int) -> str:
    rows = [{"ts": (start + timedelta(seconds=i * every_s)).isoformat(),
             "node": f"node-{r // 2 + 1}", "rank": r, "name": "step", "value": i + 1}
            for i in range(count) for r in range(4)]  # fmt: skip
    return "".join(json.dumps(row) + "\n" for row in rows)


def _running(at: datetime) -> str:
    return json.dumps({"ts": at.isoformat(), "job_state": "RUNNING"}) + "\n"


START = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)


def test_running_two_hours_after_the_last_step_is_a_hang_without_a_collection_time(
    write_bundle: Callable[..., Path],
) -> None:
    files = {"metrics.jsonl": _steps(START, 20, 3),
             "scheduler.jsonl": _running(START + timedelta(hours=2))}  # fmt: skip
    result = attribute_bundle(write_bundle(files))
    assert (result.verdict, result.category, result.implicated_nodes) == ("ambiguous", "hang", [])
    assert result.signature == "no-progress"


def test_running_a_few_steps_after_the_last_step_is_no_failure(
    write_bundle: Callable[..., Path],
) -> None:
    files = {"metrics.jsonl": _steps(START, 20, 3),
             "scheduler.jsonl": _running(START + timedelta(seconds=140))}  # fmt: skip
    assert _verdict(write_bundle(files)) == ("no_failure", "unknown", [])


def test_one_step_each_needs_half_an_hour_of_stall(write_bundle: Callable[..., Path]) -> None:
    ten_minutes = {"metrics.jsonl": _steps(START, 20, 1),
                   "scheduler.jsonl": _running(START + timedelta(minutes=10))}  # fmt: skip
    assert _verdict(write_bundle(ten_minutes, name="short")) == ("no_failure", "unknown", [])
    two_hours = {"metrics.jsonl": _steps(START, 20, 1),
                 "scheduler.jsonl": _running(START + timedelta(hours=2))}  # fmt: skip
    assert _verdict(write_bundle(two_hours, name="long")) == ("ambiguous", "hang", [])


# mmdetection's own progress lines, each with its logger's time, as posted:
# https://github.com/open-mmlab/mmdetection/issues/4090
MMDET_PROGRESS = [
    "2020-11-11 18:28:51,400 - mmdet - INFO - Epoch [1][2300/29317]\tlr: 2.000e-02, eta: 1 day, 16:14:54, time: 0.394, data_time: 0.009, memory: 3946, loss_rpn_cls: 0.0973, loss_rpn_bbox: 0.0872, loss_cls: 0.4807, acc: 89.8252, loss_bbox: 0.3237, loss: 0.9889",  # noqa: E501
    "2020-11-11 18:29:10,815 - mmdet - INFO - Epoch [1][2350/29317]\tlr: 2.000e-02, eta: 1 day, 16:11:19, time: 0.388, data_time: 0.009, memory: 3946, loss_rpn_cls: 0.0918, loss_rpn_bbox: 0.0765, loss_cls: 0.4659, acc: 90.2236, loss_bbox: 0.3173, loss: 0.9516",  # noqa: E501
]
# mmdet's evaluation notice (mmdet/datasets/coco.py, print_log(f'Evaluating {metric}...'))
EVALUATING = "Evaluating bbox..."
MMDET_START = datetime(2020, 11, 11, 18, 28, 51, 400000, tzinfo=UTC)


def _mmdet_bundle(write_bundle: Callable[..., Path], last_line_at: datetime, name: str) -> Path:
    """Steps every 19.4 s up to the second progress line, its lines logged then, and one
    line more at `last_line_at` under a RUNNING written at the start."""
    lines = [(MMDET_START, MMDET_PROGRESS[0]), (MMDET_START + timedelta(seconds=19.415),
                                                 MMDET_PROGRESS[1]), (last_line_at, EVALUATING)]
    log = "".join(f"{at.isoformat()} {text}\n" for at, text in lines)
    return write_bundle({"metrics.jsonl": _steps(MMDET_START - timedelta(seconds=19.4), 19.4, 3),
                         "scheduler.jsonl": _running(MMDET_START - timedelta(minutes=30)),
                         "logs/node-1/rank-0.log": log}, name=name)


def test_lines_after_the_progress_the_metrics_recorded_are_the_clock_of_a_hang(
    write_bundle: Callable[..., Path],
) -> None:
    """The stream's progress lines are no newer than the metrics' last step: its later lines
    say the processes were alive then, with no step for 15 minutes (a hang); a run still
    logging a few seconds on stays no failure."""
    later = _mmdet_bundle(write_bundle, MMDET_START + timedelta(minutes=15), "later")
    result = attribute_bundle(later)
    assert (result.verdict, result.category, result.implicated_nodes) == ("ambiguous", "hang", [])
    assert result.signature == "no-progress"
    soon = _mmdet_bundle(write_bundle, MMDET_START + timedelta(seconds=25), "soon")
    assert _verdict(soon) == ("no_failure", "unknown", [])


def _mmdet_ahead_of_metrics(write_bundle: Callable[..., Path], last_line_at: datetime,
                            name: str) -> Path:
    """The same lines, the metrics' last step ten minutes before the first of them (a
    collector that stopped reporting): the run's progress is in its lines, timed."""
    lines = [(MMDET_START, MMDET_PROGRESS[0]), (MMDET_START + timedelta(seconds=19.415),
                                                 MMDET_PROGRESS[1]), (last_line_at, EVALUATING)]
    log = "".join(f"{at.isoformat()} {text}\n" for at, text in lines)
    return write_bundle({"metrics.jsonl": _steps(MMDET_START - timedelta(minutes=11), 19.4, 3),
                         "scheduler.jsonl": _running(MMDET_START - timedelta(minutes=30)),
                         "logs/node-1/rank-0.log": log}, name=name)


def test_progress_lines_newer_than_the_metrics_are_where_a_stall_is_measured_from(
    write_bundle: Callable[..., Path],
) -> None:
    """Progress lines newer than the metrics' last step, each timed: the stall runs from the
    newest of them, and the later lines are the clock (an hour on: a hang); a line a few
    seconds on (or the metrics' older step alone) shows no stall."""
    later = _mmdet_ahead_of_metrics(write_bundle, MMDET_START + timedelta(hours=1), "later")
    result = attribute_bundle(later)
    assert (result.verdict, result.category, result.implicated_nodes) == ("ambiguous", "hang", [])
    assert result.signature == "no-progress"
    assert "training last logged at" in result.explanation
    soon = _mmdet_ahead_of_metrics(write_bundle, MMDET_START + timedelta(seconds=40), "soon")
    assert _verdict(soon) == ("no_failure", "unknown", [])


# ---- a pod in phase Failed ----------------------------------------------------------------------
# a watch event as the Kubernetes API sends it (type and object; the pod phase values are the
# pod lifecycle's: Pending, Running, Succeeded, Failed, Unknown), logged by a job's master
POD_FAILED = ('2026-03-01T09:05:00.000000Z watch event {"type": "MODIFIED", "object": {"kind": '
              '"Pod", "metadata": {"name": "job-worker-0"}, "status": {"phase": "Failed"}}}')
PODS = ["job-master", "job-worker-0", "job-worker-1"]
POD_RANKS = {"0": "job-master", "1": "job-worker-0", "2": "job-worker-1"}


def _pod_steps(worker_0_until: datetime) -> str:
    rows = []
    at = START
    while at <= START + timedelta(minutes=6):
        rows.append({"ts": at.isoformat(), "node": "job-worker-1", "rank": 2, "name": "step",
                     "value": int((at - START).total_seconds())})
        if at <= worker_0_until:
            rows.append({"ts": at.isoformat(), "node": "job-worker-0", "rank": 1, "name": "step",
                         "value": int((at - START).total_seconds())})
        at += timedelta(seconds=1)
    return "".join(json.dumps(row) + "\n" for row in rows)


def test_a_pod_in_phase_failed_is_a_failure_of_unknown_cause(
    write_bundle: Callable[..., Path],
) -> None:
    files = {"logs/job-master/master.log": POD_FAILED + "\n",
             "metrics.jsonl": _pod_steps(START + timedelta(minutes=4, seconds=50))}  # fmt: skip
    result = attribute_bundle(write_bundle(files, nodes=PODS, ranks=POD_RANKS))
    # the other worker trained on past the line: the failed pod's own ranks did not
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "ambiguous", "unknown", [])  # fmt: skip


def test_a_failed_pod_whose_ranks_trained_on_was_replaced(
    write_bundle: Callable[..., Path],
) -> None:
    files = {"logs/job-master/master.log": POD_FAILED + "\n",
             "metrics.jsonl": _pod_steps(START + timedelta(minutes=6))}  # fmt: skip
    assert _verdict(write_bundle(files, nodes=PODS, ranks=POD_RANKS)) == (
        "no_failure", "unknown", [])


def test_pod_phase_failed_ends_a_stream_in_its_usual_shapes() -> None:
    for line in ("Got event MODIFIED, phase Failed for pod: job-worker-0",
                 "pod job-worker-0 phase: Failed", '"status": {"phase": "Failed"}'):
        assert endings.ending_of((line,), program=False)[0] == "fatal", line
    assert endings.ending_of(('"status": {"phase": "Running"}',), program=False)[0] is None


# https://github.com/huggingface/transformers/issues/26724: the first collective (SeqNum=1) of a
# Trainer run that never left 0 % times out on rank 0
FIRST_COLLECTIVE_RANK_0 = (
    "2023-10-11T08:31:02.000000Z [E ProcessGroupNCCL.cpp:915] [Rank 0] NCCL watchdog thread "
    "terminated with exception: [Rank 0] Watchdog caught collective operation timeout: "
    "WorkNCCL(SeqNum=1, OpType=ALLGATHER, NumelIn=1, NumelOut=8, Timeout(ms)=1800000) ran for "
    "1800522 milliseconds before timing out."
)
# the Trainer's own banner before its first step (transformers' trainer.py, `_inner_training_loop`)
TRAINER_BANNER = "2023-10-11T08:01:05.000000Z ***** Running training *****\n"


def test_a_quiet_rank_of_a_run_that_never_trained_is_not_shown_to_have_stopped(
    write_bundle: Callable[..., Path],
) -> None:
    """No step anywhere and nothing of training in the quiet rank's lines: it may still be
    starting (preparing its data under a longer timeout of its own) when its peers' first
    collective runs out; with a step behind its last line it is the one that stopped."""
    bundle = _peers(write_bundle, ("rank-0.log", FIRST_COLLECTIVE_RANK_0), TRAINER_BANNER)
    assert _verdict(bundle) == ("ambiguous", "hang", [])
    trained = TRAINER_BANNER + "2023-10-11T08:01:06.000000Z step 1 loss 2.0514\n"
    bundle = write_bundle({"logs/node-1/rank-0.log": FIRST_COLLECTIVE_RANK_0 + "\n",
                           "logs/node-2/rank-4.log": trained},
                          nodes=["node-1", "node-2"], ranks=TWO_NODES, name="trained")
    assert _verdict(bundle) == ("attributed", "hang", ["node-2"])
