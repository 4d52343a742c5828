# ruff: noqa: E501  (verbatim log lines people posted are kept unwrapped)
"""Endings an excerpt leaves half-shown: Hydra's short report of a configured target's
exception (its class left out), a traceback whose message was printed above its frames and
whose header fell out, and a line that keeps one space after its time was taken off.

Every line below was posted publicly (the URL above it).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from trainwarden.attribution import attribute_bundle
from trainwarden.attribution.endings import is_program_error

# https://github.com/SeanNaren/deepspeech.pytorch/issues/694 (Hydra, HYDRA_FULL_ERROR unset)
HYDRA = [
    "Error executing job with overrides: ['+configs=commonvoice']",
    "Error in call to target 'pytorch_lightning.trainer.trainer.Trainer':",
    "TypeError(\"__init__() got an unexpected keyword argument 'num_processes'\")",
    "full_key: trainer",
]
# https://github.com/SeanNaren/deepspeech.pytorch/issues/647 (the frames of the same kind of
# error, its message printed first as a posted excerpt does)
MESSAGE = "__init__() got an unexpected keyword argument 'prefix'"
FRAMES = [
    '  File "train.py", line 21, in hydra_main',
    "    train(cfg=cfg)",
    '  File "/home/aims/deepspeech2_v2/deepspeech.pytorch/deepspeech_pytorch/training.py", line 25, in train',
    "    checkpoint_callback = FileCheckpointHandler(",
    '  File "/home/aims/deepspeech2_v2/deepspeech.pytorch/deepspeech_pytorch/checkpoint.py", line 16, in __init__',
    "    super().__init__(",
]


def _at(second: int) -> str:
    return f"2026-01-01T00:00:{second:02d}Z"


@pytest.fixture
def bundle(write_bundle: Callable[..., Path]) -> Callable[[list[str]], Path]:
    def write(lines: list[str]) -> Path:
        text = "".join(f"{_at(1)} {line}\n" for line in lines)
        return write_bundle({
            "logs/node-1/rank-0.log": text,
            "scheduler.jsonl": json.dumps({"ts": _at(9), "job_state": "FAILED", "exit_code": 1}) + "\n",
        }, ranks={"0": "node-1"})
    return write


def test_hydras_call_to_target_line_is_the_programs_exception() -> None:
    assert is_program_error(HYDRA[1])
    assert not is_program_error(HYDRA[0])  # the job's header alone names no exception


@pytest.mark.parametrize("indent", ["", " "])
def test_a_rank_ending_in_hydras_report_is_user_code(bundle, indent: str) -> None:
    """One space left before a line (what remains when its own time was cut off) is no
    frame's indentation: the report stays the stream's last word."""
    result = attribute_bundle(bundle([indent + line for line in HYDRA]))
    assert (result.verdict, result.category, result.signature) == (
        "attributed", "user_code", "program-error-ending")
    assert result.implicated_nodes == []


def test_frames_under_their_message_end_in_the_programs_error(bundle) -> None:
    result = attribute_bundle(bundle([MESSAGE, *FRAMES]))
    assert (result.verdict, result.category, result.signature) == (
        "attributed", "user_code", "program-error-ending")


@pytest.mark.parametrize("above", [
    [],  # frames alone: nothing says what raised
    # the run's own logging going on above them, in the logging module's default format
    # (https://docs.python.org/3/howto/logging.html, its first example)
    ["WARNING:root:Watch out!"],
])
def test_frames_without_a_bare_message_stay_unexplained(bundle, above: list[str]) -> None:
    result = attribute_bundle(bundle([*above, *FRAMES]))
    assert result.category != "user_code"
    assert result.implicated_nodes == []



# torch.multiprocessing.spawn's wrapper before PyTorch 1.9: `Exception:` with an empty line, its
# message the child's traceback. https://github.com/pytorch/pytorch/issues/14390 (the excerpt
# as stored ends in the child's frames, inside DataLoader's iterator)
SPAWN_WRAPPER = [
    "Traceback (most recent call last):",
    '  File "/private/home/tengli/pytorch_fork_example/examples/imagenet/main.py", line 133, in main',
    "    args=(ngpus_per_node, args)",
    '  File "/private/home/tengli/pytorch/torch/multiprocessing/spawn.py", line 103, in join',
    "    raise Exception(msg)",
    "Exception:",
    "",
    "-- Process 5 terminated with the following error:",
    "Traceback (most recent call last):",
    '  File "/private/home/tengli/pytorch/torch/multiprocessing/spawn.py", line 11, in _wrap',
    "    fn(i, *args)",
    '  File "/private/home/tengli/pytorch_fork_example/examples/imagenet/main.py", line 301, in train',
    "    for i, (input, target) in enumerate(train_loader):",
    '  File "/private/home/tengli/pytorch/torch/utils/data/dataloader.py", line 827, in __iter__',
    "    return _DataLoaderIter(self)",
    '  File "/private/home/tengli/pytorch/torch/utils/data/dataloader.py", line 561, in __init__',
]


def test_spawns_empty_exception_line_is_no_cause_the_childs_traceback_is_read(bundle) -> None:
    """The wrapper's line names no error; the child's frames, cut off in the program's data
    loading here, are what the program's error is read from (as a rank's cut-off traceback)."""
    result = attribute_bundle(bundle(SPAWN_WRAPPER))
    assert (result.verdict, result.category, result.signature) == (
        "attributed", "user_code", "program-error-ending")
    assert "spawn-process-raised" in result.explanation  # named as a warning, not a cause
