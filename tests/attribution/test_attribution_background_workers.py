# ruff: noqa: E501  (verbatim log lines people posted are kept unwrapped)
"""batchgenerators' (nnU-Net's) `One or more background workers are no longer alive` is the
main process noticing its workers died, not their own error: like PyTorch's DataLoader worker
that `exited unexpectedly`, the cause is not shown (`ambiguous`, `unknown`), never `user_code`."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from two_nodes import TWO_NODES, log, steps
from two_nodes import job_state as _state

from trainwarden.attribution import attribute_bundle

# https://github.com/MECLabTUDA/Lifelong-nnUNet/issues/10 and https://github.com/ge-xing/SegMamba/issues/51
WORKERS_GONE = [
    "Exception in thread Thread-12:",
    "Traceback (most recent call last):",
    '  File "/root/miniconda3/envs/lab/lib/python3.9/site-packages/batchgenerators/dataloading/nondet_multi_threaded_augmenter.py", line 103, in results_loop',
    '    raise RuntimeError("One or more background workers are no longer alive. Exiting. Please check the "',
    "RuntimeError: One or more background workers are no longer alive. Exiting. Please check the print statements above for the actual error message",
]


def test_background_workers_gone_is_a_cause_not_shown(write_bundle: Callable[..., Path]) -> None:
    bundle = write_bundle({
        "logs/node-1/rank-0.log": log(*((101 + i, text) for i, text in enumerate(WORKERS_GONE))),
        "metrics.jsonl": steps(100),
        "scheduler.jsonl": _state(0, "RUNNING") + _state(130, "FAILED"),
    }, ranks=TWO_NODES, name="workers-gone")
    result = attribute_bundle(bundle)
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "ambiguous", "unknown", []), result.explanation
    assert result.signature == "dataloader-worker-exited"
