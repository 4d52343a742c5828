# ruff: noqa: E501  (verbatim log lines people posted are kept unwrapped)
"""GPU errors that the runtimes' own documentation gives to the program: a HIP code object
missing for the GPU's architecture (the build's mismatch with the device, as CUDA's
no-kernel-image), an operation CUDA or HIP forbid while a stream is captured into a graph, and
torch.save's writer failing to create the checkpoint file and an object-store transfer command
failing (the storage, as torch.save's other write failures are).

Each line was posted publicly (the URL above it). The bundle test holds the one condition of
the loader's rule: the runtime goes on after a module without a code object, so the line counts
only when the program went no further.
"""

from __future__ import annotations

import pytest
from two_nodes import at as _at
from two_nodes import log as _log
from two_nodes import steps as _steps

from trainwarden.attribution import Catalog, attribute_bundle
from trainwarden.attribution.bundle.matcher import matcher_for
from trainwarden.attribution.endings import is_program_error, is_startup, shows_progress


def _best(catalog: Catalog, text: str, stream: str = "rank-0") -> tuple[str, str] | None:
    """(id, category) of the signature the scanner gives the line, or None."""
    found = matcher_for(catalog, stream).best(text, text.lower())
    return (found[0].id, found[0].category) if found else None


# (line as posted, signature, category); the URL above each is where it was posted
POSTED = [
    # https://github.com/lamikr/rocm_sdk_builder/issues/246 (a 7800 XT, gfx1101, SDK built for gfx1100)
    (":3:hip_platform.cpp         :703 : 3169198286 us: [pid:9111  tid:0x79a41865cb80] init: Returned hipErrorNoBinaryForGpu : continue parsing remaining modules", "hip-no-code-object", "user_code"),
    (":1:hip_fatbin.cpp           :272 : 3169198443 us: [pid:9111  tid:0x79a41865cb80] Cannot find CO in the bundle /opt/rocm_sdk_612/lib/libmagma.so for ISA: amdgcn-amd-amdhsa--gfx1101", "hip-no-code-object", "user_code"),
    # https://github.com/ROCm/tensorflow-upstream/issues/1800 (the title)
    ("\"hipErrorNoBinaryForGpu: Unable to find code object for all current devices!\"", "hip-no-code-object", "user_code"),
    # https://github.com/InternLM/lmdeploy/issues/2544
    ("RuntimeError: CUDA error: operation not permitted when stream is capturing", "cuda-graph-capture-misuse", "user_code"),
    # https://github.com/NVlabs/instant-ngp/issues/795
    ("cudaDeviceSynchronize() failed with error operation not permitted when stream is capturing", "cuda-graph-capture-misuse", "user_code"),
    # https://github.com/NVIDIA/TensorRT/issues/3011
    ("[05/25/2023-20:44:13] [E] Error[1]: [executionContext.cpp::handleTrainStationRunnerPhase1::146] Error Code 1: Cuda Runtime (operation not permitted when stream is capturing)", "cuda-graph-capture-misuse", "user_code"),
    # the GPU's error containment (CUDA_ERROR_CONTAINED): gpu_hardware, under the threshold
    # https://github.com/daydreamlive/scope/issues/749
    ("torch.AcceleratorError: CUDA error: Invalid access of peer GPU memory over nvlink or a hardware error", "cuda-error-contained", "gpu_hardware"),
    # https://github.com/ultralytics/ultralytics/issues/24536
    ("[rank5]: RuntimeError: CUDA error: Invalid access of peer GPU memory over nvlink or a hardware error", "cuda-error-contained", "gpu_hardware"),
    # torch.save's writer could not create the file in a directory that exists
    # https://github.com/yiqingxyq/Eider/issues/9
    ("RuntimeError: File ./chkpt/EIDER_bert_eider_test_best.pt cannot be opened.", "torch-save-write-failed", "storage"),
    # an object-store transfer the program ran as a command failed (a run's upload to its bucket)
    # https://github.com/ai2cm/fv3net/issues/1239
    ("subprocess.CalledProcessError: Command '['gsutil', '-m', 'rsync', '-r', '-e', '/tmp/tmp.9wPv241Vbx/post_processed', 'gs://vcm-ml-experiments/spencerc/2021-05-28/n2f-25km-all-climate-rf-no-winds-fixed-ml-unperturbed-seed-1/fv3gfs_run']' returned non-zero exit status 1.", "object-store-command-failed", "storage"),
]


@pytest.mark.parametrize(("line", "signature", "category"), POSTED)
def test_posted_lines_get_their_signature(catalog, line, signature, category) -> None:
    assert _best(catalog, line) == (signature, category), line


FAILED = [{"ts": _at(200), "job_state": "FAILED", "exit_code": 1}]
# https://github.com/lamikr/rocm_sdk_builder/issues/246
NO_CO = ":1:hip_fatbin.cpp           :272 : 3169198443 us: [pid:9111  tid:0x79a41865cb80] Cannot find CO in the bundle /opt/rocm_sdk_612/lib/libmagma.so for ISA: amdgcn-amd-amdhsa--gfx1101"


def test_a_missing_code_object_is_the_programs_only_when_it_went_no_further(bundle) -> None:
    """The loader's line at start, then no step: the build does not fit this GPU (user_code,
    nobody implicated). The same line followed by steps on both ranks is a library the program
    did not need: the loader went on, so it explains nothing of a later failure."""
    stopped = attribute_bundle(bundle({
        "logs/node-1/rank-0.log": _log((5, NO_CO)),
        "logs/node-2/rank-1.log": _log((5, NO_CO)),
    }, FAILED))
    assert (stopped.verdict, stopped.category, stopped.implicated_nodes) == ("attributed", "user_code", [])

    went_on = attribute_bundle(bundle({
        "metrics.jsonl": _steps(150),
        "logs/node-1/rank-0.log": _log((5, NO_CO), (100, "step 10 loss 2.31")),
        "logs/node-2/rank-1.log": _log((5, NO_CO), (100, "step 10 loss 2.30")),
    }, FAILED, name="went-on"))
    assert went_on.signature != "hip-no-code-object", went_on


# A program's exception behind the prefixes its output carries: a Python logging record's
# (`%(asctime)s - %(name)s - %(levelname)s - `, the format of the logging HOWTO,
# https://docs.python.org/3/howto/logging.html, whose example prints `2005-03-19 15:10:26,618 -
# simple_example - DEBUG - debug message`) and torch elastic's tee header
# (`[{name}{local_rank}]:`, torch/distributed/elastic/multiprocessing/tail_log.py, `[0]:` for a
# role with no name). The lines below compose those documented prefixes with CPython's own words.
@pytest.mark.parametrize("line", [
    "2005-03-19 15:10:26,618 - simple_example - ERROR - Traceback (most recent call last):",
    "2005-03-19 15:10:26,618 - simple_example - INFO - [rank0]: ZeroDivisionError: division by zero",
    "[0]:Traceback (most recent call last):",
    "[0]:ZeroDivisionError: division by zero",
])
def test_a_programs_exception_behind_a_logging_or_tee_prefix_is_its_own(line) -> None:
    assert is_program_error(line), line


@pytest.mark.parametrize("line", [
    # a logged record about an error is not an uncaught exception, nor is a prefix alone
    "2005-03-19 15:10:26,618 - simple_example - ERROR - download failed, retrying",
    "[0]: time      : 2024-03-20_10:03:00",
])
def test_a_logged_error_record_is_not_an_exception(line) -> None:
    assert not is_program_error(line), line


# https://github.com/treeverse/dvc/issues/5204 (an upload to S3 through boto3's transfer manager)
S3_UPLOAD_FRAMES = [
    "Traceback (most recent call last):",
    '  File "/home/abhi/.local/lib/python3.8/site-packages/boto3/s3/transfer.py", line 279, in upload_file',
    "    future.result()",
    '  File "/home/abhi/.local/lib/python3.8/site-packages/s3transfer/futures.py", line 106, in result',
    "    return self._coordinator.result()",
    '  File "/home/abhi/.local/lib/python3.8/site-packages/s3transfer/futures.py", line 265, in result',
    "    raise self._exception",
]


def test_a_traceback_cut_off_in_an_object_store_transfer_is_storage(bundle) -> None:
    """A rank's output that ends inside a traceback whose deepest frame is the S3 transfer
    manager's lost the store's exception: the upload of the job's data raised (storage, nobody
    implicated). Cut off in the program's own frames instead, it stays the program's error."""
    lines = [(100, "step 10 loss 2.31")] + [(130, t) for t in S3_UPLOAD_FRAMES]
    store = attribute_bundle(bundle({
        "metrics.jsonl": _steps(100),
        "logs/node-1/rank-0.log": _log(*lines),
        "logs/node-2/rank-1.log": _log((100, "step 10 loss 2.30")),
    }, FAILED))
    assert (store.verdict, store.category, store.implicated_nodes) == ("attributed", "storage", [])
    assert store.signature == "object-store-transfer-cut-off"

    # the Python tutorial's traceback (https://docs.python.org/3/tutorial/errors.html), cut off
    own_frames = ["Traceback (most recent call last):", '  File "<stdin>", line 1, in <module>']
    own = attribute_bundle(bundle({
        "metrics.jsonl": _steps(100),
        "logs/node-1/rank-0.log": _log((100, "step 10 loss 2.31"), *[(130, t) for t in own_frames]),
        "logs/node-2/rank-1.log": _log((100, "step 10 loss 2.30")),
    }, FAILED, name="own-frames"))
    assert own.category != "storage", own


def test_start_up_lines_that_name_a_step_or_a_save_are_no_progress() -> None:
    """T5X's train.py logs `Saving checkpoint before the training loop starts.` before its first
    step (https://github.com/google-research/t5x/blob/main/t5x/train.py): start-up, not a
    checkpoint of training done; a checkpoint saved later still shows progress."""
    assert not shows_progress("Saving checkpoint before the training loop starts.")
    assert is_startup("Saving checkpoint before the training loop starts.")
    # nccl-tests' header names the message-size step it will sweep, no training step
    # https://github.com/tinygrad/open-gpu-kernel-modules/issues/45
    assert not shows_progress("# nThread 1 nGpus 2 minBytes 8 maxBytes 2147483648 step: 2(factor) warmup iters: 2 iters: 10 agg iters: 1 validation: 1 graph: 0")
    # Hugging Face Trainer's save during training (transformers/trainer.py,
    # https://github.com/huggingface/transformers/blob/main/src/transformers/trainer.py)
    assert shows_progress("Saving model checkpoint to /tmp/out/checkpoint-500")


def test_a_contained_device_error_is_the_hardwares_but_names_no_machine(bundle) -> None:
    """CUDA documents CUDA_ERROR_CONTAINED as an invalid peer access over NVLink or a hardware
    error: gpu_hardware, ambiguous (not surely, and not which part), nobody implicated."""
    result = attribute_bundle(bundle({
        "metrics.jsonl": _steps(100),
        "logs/node-1/rank-0.log": _log((100, "step 10 loss 2.31")),
        # https://github.com/ultralytics/ultralytics/issues/24536
        "logs/node-2/rank-1.log": _log((100, "step 10 loss 2.30"), (130, "[rank5]: RuntimeError: CUDA error: Invalid access of peer GPU memory over nvlink or a hardware error")),
    }, FAILED))
    assert (result.verdict, result.category, result.implicated_nodes) == ("ambiguous", "gpu_hardware", [])
