# ruff: noqa: E501  (verbatim log lines people posted are kept unwrapped)
"""A run whose training ended but whose process waits on its experiment tracker to let go:
the tracker's shutdown footer as the program's last lines, under the scheduler's RUNNING, is a
hang after training (`ambiguous`, `hang`, nobody implicated); the same footer under COMPLETED
is a normal end. And a named loss (`G_loss: nan`) printed NaN is a NaN loss. The lines are
ones people posted, in other reports than the corpora's."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from line_reading import best_id as _best
from two_nodes import TWO_NODES, log, steps
from two_nodes import job_state as _state

from trainwarden.attribution import Catalog, attribute_bundle

FOOTERS = [
    # https://github.com/wandb/wandb/issues/5601 (wandb.finish(): the upload spinner, then the tables)
    (["wandb: Waiting for W&B process to finish... (success).",
      "wandb: - 0.018 MB of 0.018 MB uploaded (0.000 MB deduped)",
      "wandb: \\ 0.018 MB of 0.018 MB uploaded (0.000 MB deduped)",
      "wandb: Run history:",
      "wandb:       epoch ▁▁▂▂▂▂▃▃▄▄▅▅▅▅▆▆▇▇▇▇█"],
     "https://github.com/wandb/wandb/issues/5601"),
    # https://github.com/wandb/wandb/issues/4441 (the process stuck on its last line)
    (["wandb: Waiting for W&B process to finish... (success)."],
     "https://github.com/wandb/wandb/issues/4441"),
]


def _bundle(write_bundle: Callable[..., Path], footer: list[str], state: str, name: str) -> Path:
    return write_bundle({
        "logs/node-1/rank-0.log": log(*((101 + i, text) for i, text in enumerate(footer))),
        "metrics.jsonl": steps(100),
        "scheduler.jsonl": _state(0, "RUNNING") + (_state(130, state) if state != "RUNNING" else ""),
    }, ranks=TWO_NODES, name=name)


@pytest.mark.parametrize(("footer", "url"), FOOTERS, ids=["upload-and-tables", "waiting"])
def test_a_trackers_footer_under_running_is_a_hang_and_under_completed_a_normal_end(
    write_bundle: Callable[..., Path], footer: list[str], url: str,
) -> None:
    assert url.startswith("https://github.com/wandb/")
    running = attribute_bundle(_bundle(write_bundle, footer, "RUNNING", "running"))
    assert (running.verdict, running.category, running.implicated_nodes) == (
        "ambiguous", "hang", []), running.explanation
    assert running.signature == "tracker-never-let-go"
    done = attribute_bundle(_bundle(write_bundle, footer, "COMPLETED", "done"))
    assert done.verdict == "no_failure", done.explanation


def test_a_footer_followed_by_a_traceback_is_not_a_tracker_hang(
    write_bundle: Callable[..., Path],
) -> None:
    footer = [*FOOTERS[1][0], "Traceback (most recent call last):", "RuntimeError: boom"]
    result = attribute_bundle(_bundle(write_bundle, footer, "RUNNING", "failed"))
    assert result.signature != "tracker-never-let-go"


# A named loss printed NaN (a GAN's generator or discriminator loss), as posted: the loss's own
# name ends in `_loss`, read as a bare `loss` is.
NAMED_NAN_LOSSES = [
    ("D_reg: 0.002352, D_reg_grad_norm: 0.001569, G_loss: nan",
     "https://github.com/adriansahlman/stylegan2_pytorch/issues/15"),
    ("discrim_loss nan", "https://github.com/zhysora/PSGan-Family/issues/10"),
]


@pytest.mark.parametrize(("text", "url"), NAMED_NAN_LOSSES, ids=["g-loss", "discrim-loss"])
def test_a_named_loss_printed_nan_is_a_nan_loss(catalog: Catalog, text: str, url: str) -> None:
    assert url.startswith("https://github.com/")
    assert _best(catalog, "rank-0", text) == "torch-nan-loss"
    assert _best(catalog, "rank-0", "discrim_loss 0.6931, G_loss: 1.2") is None
