# ruff: noqa: E501  (verbatim log lines people posted are kept unwrapped)
"""The program's own failures and its environment, read the way each project documents them, on
lines people posted in other reports than the corpora's:

- a gradient norm of NaN the training did not recover from (the program went no further after
  it) is numerical; the same norm followed by finite ones is a skipped mixed-precision step.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from line_reading import best_id as _best
from two_nodes import TWO_NODES, at, log, steps

from trainwarden.attribution import Catalog, attribute_bundle

# (stream, posted line, the signature it reads as, where it was posted)
REAL_LINES = [
    ("rank-0", "{'loss': 0.0, 'grad_norm': nan, 'learning_rate': 9.773696745450087e-06, 'epoch': 0.53}",
     "grad-norm-nan-unrecovered", "https://github.com/AnswerDotAI/ModernBERT/issues/233"),
    ("rank-0", "10/30 22:19:57 - mmengine - INFO - Epoch(train) [1][240/735]  lr: 1.9813e-04  eta: 2:44:49  time: 2.8874  data_time: 0.0042  memory: 10762  loss: 2.5128  grad_norm: nan",
     "grad-norm-nan-unrecovered", "https://github.com/InternLM/xtuner/issues/187"),
]

# https://github.com/InternLM/xtuner/issues/187: the norms before the NaN (finite: no failure)
FINITE_NORM = "10/30 22:19:28 - mmengine - INFO - Epoch(train) [1][230/735]  lr: 1.9828e-04  eta: 2:45:16  time: 2.8833  data_time: 0.0040  memory: 10762  loss: 2.7682  grad_norm: 2.5099"


@pytest.mark.parametrize(("stream", "text", "expected", "url"), REAL_LINES,
                         ids=[f"{i}-{e}" for i, (_, _, e, _) in enumerate(REAL_LINES)])
def test_a_posted_line_reads_as_its_projects_docs_say(
    catalog: Catalog, stream: str, text: str, expected: str, url: str,
) -> None:
    assert url.startswith("https://")
    assert _best(catalog, stream, text) == expected


def test_a_finite_grad_norm_is_no_failure_line(catalog: Catalog) -> None:
    assert _best(catalog, "rank-0", FINITE_NORM) is None


def _state(second: int, state: str) -> str:
    record: dict[str, object] = {"ts": at(second), "job_state": state}
    if state == "FAILED":
        record["exit_code"] = 1
    return json.dumps(record) + "\n"


@pytest.mark.parametrize("line", [text for _, text, _, _ in REAL_LINES])
def test_a_nan_grad_norm_training_stopped_at_is_numerical(
    write_bundle: Callable[..., Path], line: str,
) -> None:
    path = write_bundle({
        "logs/node-1/rank-0.log": log((20, FINITE_NORM), (40, line)),
        "logs/node-2/rank-1.log": log((20, FINITE_NORM)),
        "metrics.jsonl": steps(40), "scheduler.jsonl": _state(300, "FAILED"),
    }, ranks=TWO_NODES)
    result = attribute_bundle(path)
    assert (result.verdict, result.category, result.implicated_nodes) == ("attributed", "numerical", [])
    assert result.signature == "grad-norm-nan-unrecovered"


def test_a_nan_grad_norm_followed_by_finite_ones_is_a_skipped_step(
    write_bundle: Callable[..., Path],
) -> None:
    # the same NaN, then training logs finite norms again: the scaler skipped one step
    path = write_bundle({
        "logs/node-1/rank-0.log": log((40, REAL_LINES[1][1]), (70, FINITE_NORM), (100, FINITE_NORM)),
        "logs/node-2/rank-1.log": log((100, FINITE_NORM)),
        "metrics.jsonl": steps(100), "scheduler.jsonl": _state(100, "RUNNING"),
    }, ranks=TWO_NODES)
    result = attribute_bundle(path)
    assert result.verdict == "no_failure", result.explanation
