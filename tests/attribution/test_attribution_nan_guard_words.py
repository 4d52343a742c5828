# ruff: noqa: E501  (verbatim log lines people posted are kept unwrapped)
"""A framework's NaN guard raising (detectron2's `FloatingPointError: Loss became infinite or
NaN`) and a multi-task model's named loss printed NaN (`loss_box_reg_stage0: tensor(nan, ...)`,
`loss_seg: nan`) are numerical failures, not the program's bug that a traceback's exception
usually is. The lines are ones people posted, in other reports than the corpora's."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from line_reading import best_id as _best
from two_nodes import TWO_NODES, log, steps
from two_nodes import job_state as _state

from trainwarden.attribution import Catalog, attribute_bundle

GUARD_TRACEBACK = [
    # https://github.com/prannaykaul/lvc/issues/20 (detectron2's _detect_anomaly raising)
    ('  File "xx/lvc/detectron2/engine/train_loop.py", line 254, in _detect_anomaly',
     "    raise FloatingPointError(",
     "FloatingPointError: Loss became infinite or NaN at iteration=1029!",
     "loss_dict = {'loss_box_reg_stage0': tensor(nan, device='cuda:0', grad_fn=<MeanBackward0>), 'loss_box_reg_stage1': tensor(nan, device='cuda:0', grad_fn=<MeanBackward0>), 'loss_box_reg_stage2': tensor(nan, device='cuda:0', grad_fn=<MeanBackward0>), 'data_time': 0.007915766909718513}"),
]

NAN_LINES = [
    ("FloatingPointError: Loss became infinite or NaN at iteration=20!",
     "https://github.com/qqlu/Entity/issues/6"),
    ("loss_dict = {'loss_box_reg_stage0': tensor(nan, device='cuda:0', grad_fn=<MeanBackward0>)}",
     "https://github.com/prannaykaul/lvc/issues/20"),
    ("cls_loss: 0.2528, cls_loss_aux: 0.2678, ptc_loss: 0.4553, ctc_loss: 1.0867, seg_loss: nan...",
     "https://github.com/rulixiang/ToCo/issues/3"),
    # OpenSplat's progress line prints the step's loss alone (`Step 10: 0.325584 (0%)`,
    # https://github.com/WebODM/OpenSplat/issues/182); here with the loss gone NaN
    ("Step 2310: nan (46%)", "https://github.com/WebODM/OpenSplat/blob/main/opensplat.cpp"),
]


@pytest.mark.parametrize(("text", "url"), NAN_LINES, ids=["d2-guard", "d2-loss-dict", "named-losses", "step-value"])
def test_a_nan_guard_or_named_loss_of_nan_is_a_nan_loss(catalog: Catalog, text: str, url: str) -> None:
    assert url.startswith("https://github.com/")
    assert _best(catalog, "rank-0", text) == "torch-nan-loss"
    finite = "loss_dict = {'loss_cls': tensor(0.6931, device='cuda:0'), 'loss_box_reg': tensor(0.2576)}"
    assert _best(catalog, "rank-0", finite) is None
    assert _best(catalog, "rank-0", "Step 10: 0.325584 (0%)") is None


def test_a_traceback_ending_in_the_nan_guard_is_numerical_with_nobody_implicated(
    write_bundle: Callable[..., Path],
) -> None:
    bundle = write_bundle({
        "logs/node-1/rank-0.log": log(*((101 + i, text) for i, text in enumerate(GUARD_TRACEBACK[0]))),
        "metrics.jsonl": steps(100),
        "scheduler.jsonl": _state(0, "RUNNING") + _state(130, "FAILED"),
    }, ranks=TWO_NODES, name="d2-guard")
    result = attribute_bundle(bundle)
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "attributed", "numerical", []), result.explanation


GUARDS = [
    ("InvalidArgumentError (see above for traceback): Nan in summary histogram for: D_X/fake",
     "https://github.com/vanhuyz/CycleGAN-TensorFlow/issues/68"),
    ("InvalidArgumentError: Nan in summary histogram for: conv2d/kernel_0 [Op:WriteHistogramSummary]",
     "https://github.com/tensorflow/models/issues/9986"),
    # the message torch.nn.utils.clip_grad_norm_(..., error_if_nonfinite=True) raises
    ("RuntimeError: The total norm of order 2.0 for gradients from `parameters` is non-finite, so it cannot be clipped. To disable this error and scale the gradients by the non-finite norm anyway, set `error_if_nonfinite=False`",
     "https://github.com/pytorch/pytorch/blob/main/torch/nn/utils/clip_grad.py"),
]


@pytest.mark.parametrize(("text", "url"), GUARDS, ids=["tf-histogram", "tf-histogram-eager", "clip-grad-norm"])
def test_a_frameworks_nonfinite_check_raising_is_numerical(catalog: Catalog, text: str, url: str) -> None:
    assert url.startswith("https://github.com/")
    assert _best(catalog, "rank-0", text) == "framework-nonfinite-guard"


def test_fast_llms_tensor_parallel_check_finding_nans_is_numerical(catalog: Catalog) -> None:
    """Fast-LLM's debug_tensor_parallel check (fast_llm/core/distributed.py, check_parallel_match)
    logs `MISMATCH {name} {num_mismatches:,} / {tensor.numel():,}`, with ` [{num_nans:,} nans
    detected locally]` only when the rank's own copy holds NaNs. The lines are written from that
    format string (https://github.com/ServiceNow/Fast-LLM/blob/main/fast_llm/core/distributed.py),
    behind the `%(asctime)s [Rank N] ` prefix Fast-LLM's logging puts on each line."""
    nans = "2025-04-01 17:20:03,112 [Rank 000] MISMATCH layer 3 bw 1,048,576 / 1,048,576 [1,048,576 nans detected locally]"
    assert _best(catalog, "rank-0", nans) == "fast-llm-nans-detected"
    # a mismatch between the ranks' copies without NaNs is a desync, not a numerical failure
    desync = "2025-04-01 17:20:03,112 [Rank 000] MISMATCH layer 3 bw 12 / 1,048,576"
    assert _best(catalog, "rank-0", desync) != "fast-llm-nans-detected"


# A sampler refusing probabilities that went NaN: NumPy's choice and torch.multinomial. The
# exception class (ValueError, RuntimeError) reads as the program's bug; the value is the
# training's NaN (`sampling-probabilities-nan`).
SAMPLER_NAN = [
    # a policy-gradient agent's action probabilities gone NaN
    ("ValueError: probabilities contain NaN", "https://github.com/numpy/numpy/issues/20431"),
    # Generator.choice's wording (numpy/random/_generator.pyx)
    ("ValueError: Probabilities contain NaN", "https://github.com/numpy/numpy/blob/main/numpy/random/_generator.pyx"),
    ("RuntimeError: probability tensor contains either `inf`, `nan` or element < 0",
     "https://github.com/YehLi/xmodaler/issues/48"),
    # the backticks lost where the post was rendered as Markdown
    ("RuntimeError: probability tensor contains either inf, nan or element < 0",
     "https://github.com/HUANGLIZI/VisionUnite/issues/1"),
    # the CPU kernel checks `val >= 0` first, which a NaN fails (Stable Baselines 3's PPO)
    ("RuntimeError: invalid multinomial distribution (encountering probability entry < 0)",
     "https://github.com/pytorch/pytorch/issues/47232"),
]


@pytest.mark.parametrize(("text", "url"), SAMPLER_NAN, ids=["numpy", "numpy-generator", "torch-cuda", "torch-cuda-plain", "torch-cpu"])
def test_a_sampler_refusing_nan_probabilities_is_numerical(catalog: Catalog, text: str, url: str) -> None:
    assert url.startswith("https://github.com/")
    assert _best(catalog, "rank-0", text) == "sampling-probabilities-nan"


def test_an_all_zero_distribution_is_not_read_as_a_nan() -> None:
    """`sum of probabilities <= 0` is an all-zero (often masked) distribution, the program's
    own as often as a NaN (https://github.com/salesforce/ALBEF/issues/18: fixed in the model's
    code); it stays with the traceback's reading."""
    from trainwarden.attribution.catalog import load_catalogs
    text = "RuntimeError: invalid multinomial distribution (sum of probabilities <= 0)"
    assert _best(load_catalogs(), "rank-0", text) != "sampling-probabilities-nan"


# https://github.com/kkweon/A3C-Tensorflow/issues/1 (an A3C worker thread, after an hour)
SAMPLER_TRACEBACK = (
    "Exception in thread thread_1:",
    "Traceback (most recent call last):",
    '  File "/usr/lib/python3.6/threading.py", line 916, in _bootstrap_inner',
    "    self.run()",
    '  File "<ipython-input-1-26d08f8f7a5a>", line 287, in choose_action',
    "    return np.random.choice(np.arange(self.output_dim) + 1, p=action)",
    '  File "mtrand.pyx", line 1144, in mtrand.RandomState.choice',
    "ValueError: probabilities contain NaN",
)


def test_a_traceback_ending_in_nan_probabilities_is_numerical_with_nobody_implicated(
    write_bundle: Callable[..., Path],
) -> None:
    bundle = write_bundle({
        "logs/node-1/rank-0.log": log(*((101 + i, text) for i, text in enumerate(SAMPLER_TRACEBACK))),
        "metrics.jsonl": steps(100),
        "scheduler.jsonl": _state(0, "RUNNING") + _state(130, "FAILED"),
    }, ranks=TWO_NODES, name="sampler-nan")
    result = attribute_bundle(bundle)
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "attributed", "numerical", []), result.explanation
    assert result.signature == "sampling-probabilities-nan"


# TRL's DPOTrainer logs the policy's log-probabilities, logits and implicit rewards beside the
# loss (trl/trainer/dpo_trainer.py, `metrics[f"{prefix}logps/chosen"]`, ...); the Trainer prints
# them as one dict per logging step, in this shape (huggingface/trl#1236 posts healthy ones):
DPO_HEALTHY = ("{'loss': 1.1507, 'learning_rate': 9.428571428571429e-05, 'rewards/chosen': 4.873177528381348, "
               "'rewards/rejected': 3.9558022022247314, 'rewards/accuracies': 0.5, 'rewards/margins': 0.9173754453659058, "
               "'logps/rejected': -270.8794860839844, 'logps/chosen': -335.8307189941406, 'logits/rejected': -2.731945037841797, "
               "'logits/chosen': -2.534651756286621, 'epoch': 0.09}")  # https://github.com/huggingface/trl/issues/1236
# The same dict with the forward pass gone NaN, as huggingface/trl#2553 ("DPO loss constant, logits
# chosen/rejected identical, and rewards nan") reports it: the values below are the Trainer's
# format of those keys with NaN in them (Python prints a float NaN as `nan`), not a copied line.
DPO_NAN = ("{'loss': 0.6931, 'learning_rate': 5e-06, 'rewards/chosen': nan, 'rewards/rejected': nan, "
           "'rewards/accuracies': 0.0, 'rewards/margins': nan, 'logps/rejected': nan, 'logps/chosen': nan, "
           "'logits/rejected': nan, 'logits/chosen': nan, 'epoch': 0.01}")


def test_a_preference_trainers_nan_logps_are_numerical(catalog: Catalog) -> None:
    assert _best(catalog, "rank-0", DPO_NAN) == "preference-logps-nan"
    assert _best(catalog, "rank-0", DPO_HEALTHY) is None
    assert _best(catalog, "rank-0", "{'eval_logps/chosen': nan, 'epoch': 0.2}") == "preference-logps-nan"


def test_a_dpo_run_logging_nan_rewards_is_numerical_even_without_a_job_state(
    write_bundle: Callable[..., Path],
) -> None:
    bundle = write_bundle({
        "logs/node-1/rank-0.log": log((101, DPO_HEALTHY), (131, DPO_NAN)),
    }, ranks=TWO_NODES, name="dpo-nan")
    result = attribute_bundle(bundle)
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "attributed", "numerical", []), result.explanation
    assert result.signature == "preference-logps-nan"
