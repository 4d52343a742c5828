# ruff: noqa: E501  (verbatim log lines people posted are kept unwrapped)
"""Stalls the bundle's own lines measure, and quiet ranks that set no machine apart, on lines
posted in other reports than the corpora's:

- a run whose scheduler said RUNNING once, at its start, and whose processes went on logging
  (a TPU health poll, a token refresh) long after the last step, none of them ending, stalled:
  the last line logged is the bundle's latest word that the job still ran (rule 4); the same
  polls stopping a few seconds after the last step show no stall;
- a driver whose last lines are its cluster manager's account of nodes coming up (Ray's
  autoscaler status) is a program starting: with nothing after it, a run that never got going;
- a rank that went quiet while every rank waiting for it ran on the same machine sets one
  process apart from its neighbours, not one machine from the others: the hang names nobody;
  with the waiting ranks on another node the quiet rank's node is still implicated.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from two_nodes import TWO_NODES, at, log, steps

from trainwarden.attribution import attribute_bundle, endings

# a Cloud TPU estimator's preemption poll and its credentials refresh, each every 30 s while the
# program lives, as posted: https://github.com/tensorflow/tpu/issues/609
TPU_POLL = "W1120 13:39:39.796293 140681495885568 preempted_hook.py:91] TPUPollingThread found TPU tpuv3-5 in state READY, and health HEALTHY."
TOKEN_REFRESH = "I1120 13:40:09.865722 140681495885568 transport.py:157] Attempting refresh to obtain initial access_token"
# a one-machine LLaMA-Factory run whose ranks' all-reduce timed out, and the warning each
# rank prints at every checkpointed step, as posted: https://github.com/hiyouga/LlamaFactory/issues/7396
WATCHDOG = "[rank{r}]:[E321 02:07:08.414640780 ProcessGroupNCCL.cpp:607] [Rank {r}] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1580, OpType=ALLREDUCE, NumelIn=466119168, NumelOut=466119168, Timeout(ms)=600000) ran for 600067 milliseconds before timing out."
EVERY_STEP = "/opt/conda/envs/Llama_factory/lib/python3.11/site-packages/torch/utils/checkpoint.py:295: FutureWarning: `torch.cpu.amp.autocast(args...)` is deprecated. Please use `torch.amp.autocast('cpu', args...)` instead."


def _running_at_start() -> str:
    return json.dumps({"ts": at(0), "job_state": "RUNNING"}) + "\n"


def _polls(start: int, until: int) -> str:
    return log(*[(s, TPU_POLL if (s // 30) % 2 else TOKEN_REFRESH)
                 for s in range(start, until + 1, 30)])


def test_polls_long_after_the_last_step_are_a_stall_and_a_few_seconds_are_not(
    write_bundle: Callable[..., Path],
) -> None:
    stalled = write_bundle({
        "logs/node-1/rank-0.log": _polls(610, 1200),  # 60 ten-second steps' silence
        "metrics.jsonl": steps(600), "scheduler.jsonl": _running_at_start(),
    }, nodes=["node-1", "node-2"], ranks=TWO_NODES, name="stalled")
    result = attribute_bundle(stalled)
    assert (result.verdict, result.category, result.signature, result.implicated_nodes) == (
        "ambiguous", "hang", "no-progress", []), result.explanation
    assert "for 580.0s" in result.explanation  # from the last step to the last poll

    still_going = write_bundle({
        "logs/node-1/rank-0.log": _polls(610, 640),  # three steps' time: nothing shown
        "metrics.jsonl": steps(600), "scheduler.jsonl": _running_at_start(),
    }, nodes=["node-1", "node-2"], ranks=TWO_NODES, name="still-going")
    assert attribute_bundle(still_going).verdict == "no_failure"


def _one_quiet_rank(write_bundle: Callable[..., Path], ranks: dict[str, str], name: str) -> Path:
    files = {f"logs/{ranks[str(r)]}/rank-{r}.log": log((700, WATCHDOG.format(r=r))) for r in (0, 2, 3)}
    files[f"logs/{ranks['1']}/rank-1.log"] = log((95, EVERY_STEP))  # quiet from the wait's start
    files["metrics.jsonl"] = "".join(
        json.dumps({"ts": at(t), "node": ranks[str(r)], "rank": r, "name": "step", "value": t // 10}) + "\n"
        for t in range(0, 91, 10) for r in range(4))
    files["scheduler.jsonl"] = json.dumps({"ts": at(710), "job_state": "FAILED", "exit_code": 1}) + "\n"
    return write_bundle(files, nodes=sorted(set(ranks.values())), ranks=ranks, name=name)


def test_a_quiet_rank_among_its_own_machines_waiting_ranks_names_no_machine(
    write_bundle: Callable[..., Path],
) -> None:
    one_machine = {str(r): "a100-host" for r in range(4)}
    result = attribute_bundle(_one_quiet_rank(write_bundle, one_machine, "one-machine"))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "ambiguous", "hang", []), result.explanation

    apart = {"0": "node-2", "1": "node-1", "2": "node-2", "3": "node-2"}
    result = attribute_bundle(_one_quiet_rank(write_bundle, apart, "apart"))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "attributed", "hang", ["node-1"]), result.explanation


# `ray status` while a node of the cluster is still being set up, as posted (its time stamp
# the only time): https://github.com/ray-project/ray/issues/13586
RAY_STATUS = [
    "======== Autoscaler status: 2021-01-20 09:46:27.976555 ========",
    "Node status",
    "---------------------------------------------------------------",
    "Healthy:",
    " 1 anyscale.cpu.medium",
    "Pending:",
    " 172.31.31.155: anyscale.gpu.medium, setting up",
    "Recent failures:",
    " (no failures)",
]


def test_a_driver_printing_its_clusters_node_status_is_a_run_starting(
    write_bundle: Callable[..., Path],
) -> None:
    path = write_bundle({
        "logs/node-1/driver.log": log(*[(5, line) for line in RAY_STATUS]),
        "scheduler.jsonl": _running_at_start(),
    }, nodes=["node-1", "node-2"], ranks=TWO_NODES)
    result = attribute_bundle(path)
    assert (result.verdict, result.category, result.signature, result.implicated_nodes) == (
        "ambiguous", "hang", "never-got-going", []), result.explanation
    # each section of the status is the cluster coming up, whatever the node rows say
    assert all(endings.is_startup(line) for line in (RAY_STATUS[0], RAY_STATUS[5], RAY_STATUS[7]))
