# ruff: noqa: E501  (verbatim log lines people posted are kept unwrapped)
"""A rank left behind (left_behind.py): in a job still running, one node's ranks completed no
step for a hang's length while a rank of another node trained on. Workers that train
independently (parameter servers, TensorFlowOnSpark) do not wait for each other, so the one
that stopped is where the job is stuck: `attributed` `hang`, its node. A rank whose own output
ended (its share done), ranks that all stopped together, and a job no longer running are not
this reading.

The progress lines are TensorFlowOnSpark's MNIST example's as posted in
https://github.com/yahoo/TensorFlowOnSpark/issues/168 (`step: 500 accuracy: ...`), the steps
and times ours.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from two_nodes import TWO_NODES, at, log
from two_nodes import job_state as _state

from trainwarden.attribution import attribute_bundle

# https://github.com/yahoo/TensorFlowOnSpark/issues/168 (a worker's progress line)
PROGRESS = "2017-12-20T20:49:08.735024 step: 500 accuracy: 0.959999978542"


def _steps(rank: int, until: int, every: int = 10) -> str:
    return "".join(json.dumps({"ts": at(t), "node": f"node-{rank + 1}", "rank": rank,
                               "name": "step", "value": t // every}) + "\n"
                   for t in range(0, until + 1, every))


def _bundle(write_bundle: Callable[..., Path], stuck_until: int, state: str = "RUNNING",
            stuck_last: str = PROGRESS, name: str = "bundle") -> Path:
    return write_bundle({
        "logs/node-1/rank-0.log": log((600, PROGRESS)),
        "logs/node-2/rank-1.log": log((stuck_until, stuck_last)),
        "metrics.jsonl": _steps(0, 600) + _steps(1, stuck_until),
        "scheduler.jsonl": _state(0, "RUNNING") + (_state(605, state) if state != "RUNNING" else ""),
    }, ranks=TWO_NODES, name=name)


def test_the_worker_that_stopped_while_its_peer_trained_on_is_the_hang(write_bundle) -> None:
    result = attribute_bundle(_bundle(write_bundle, 200))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "attributed", "hang", ["node-2"]), result.explanation
    assert result.signature == "rank-left-behind"


def test_a_worker_whose_output_ended_normally_is_not_waited_on(write_bundle) -> None:
    result = attribute_bundle(_bundle(write_bundle, 200, stuck_last="Training completed",
                                      name="done"))
    assert result.signature != "rank-left-behind", result.explanation
    assert "node-2" not in result.implicated_nodes


def test_a_worker_a_few_steps_behind_is_no_hang(write_bundle) -> None:
    result = attribute_bundle(_bundle(write_bundle, 590, name="close"))
    assert result.verdict == "no_failure", result.explanation


def test_a_job_that_completed_is_no_hang(write_bundle) -> None:
    result = attribute_bundle(_bundle(write_bundle, 200, state="COMPLETED", name="completed"))
    assert result.signature != "rank-left-behind", result.explanation
    assert result.implicated_nodes == [], result.explanation


def test_peers_training_on_after_the_jobs_last_line_are_an_elastic_job_going_on(
    write_bundle,
) -> None:
    """An elastic job (Horovod elastic, torch elastic) drops a worker it lost or was told to
    remove and trains on: the others' steps go on past the last line the job logged, so
    nothing shows the job waiting for the worker that stopped. No hang, nobody implicated."""
    bundle = write_bundle({
        "logs/node-1/rank-0.log": log((210, PROGRESS)),
        "logs/node-2/rank-1.log": log((200, PROGRESS)),
        "metrics.jsonl": _steps(0, 600) + _steps(1, 200),
        "scheduler.jsonl": _state(0, "RUNNING"),
    }, ranks=TWO_NODES, name="elastic")
    result = attribute_bundle(bundle)
    assert result.signature != "rank-left-behind", result.explanation
    assert result.implicated_nodes == [], result.explanation
