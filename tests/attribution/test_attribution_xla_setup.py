# ruff: noqa: E501  (log lines are kept unwrapped)
"""XLA's and TensorFlow's own words for a build or install that does not fit the node, and for
their own fatal checks: a FATAL line of TensorFlow's logger (`<date> <time>: F <file>:<line>]`,
tsl/platform/default/logging.cc) is a native fatal check (user_code) once the process went no
further, and glog's failure signal handler's report after it (`*** Aborted at ... if you are
using GNU date ***`, src/signalhandler.cc) is no start-up; CUDA's documented errors for an
image or PTX the driver cannot load, and cuDNN that cannot be set up at all, are the job's
environment (user_code); the same cuDNN status met mid-run stays undetermined. (Also the
JVM's `GC overhead limit exceeded`: out of memory.)

The build and install lines (SETUP) are lines users posted (the report above each); the FATAL
check, glog report and rendezvous lines are still written in the format their program's source
prints (the URL above them).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from trainwarden.attribution import Catalog, attribute_bundle
from trainwarden.attribution.bundle.matcher import matcher_for


def _best(catalog: Catalog, text: str) -> tuple[str, str] | None:
    found = matcher_for(catalog, "rank-0").best(text, text.lower())
    return (found[0].id, found[0].category) if found else None


SETUP = [
    # https://github.com/yerfor/GeneFacePlusPlus/issues/192 (cudaErrorUnsupportedPtxVersion, 222, as torch raises it)
    ("RuntimeError: CUDA error: the provided PTX was compiled with an unsupported toolchain.", "cuda-no-kernel-image"),
    # https://github.com/jax-ml/jax/issues/18572 (CUDA_ERROR_INVALID_IMAGE, 200, as XLA's PJRT client reports it)
    ("2023-11-17 07:58:13.935802: E external/xla/xla/pjrt/pjrt_stream_executor_client.cc:2461] Execution of replica 0 failed: INTERNAL: Failed to load in-memory CUBIN (compiled for a different GPU?).: CUDA_ERROR_INVALID_IMAGE: device kernel image is invalid", "cuda-no-kernel-image"),
    # https://github.com/tensorflow/tensorflow/issues/111958 (LLVM's NVPTX back end refusing the target, as XLA compiles it)
    ("LLVM ERROR: PTX version 8.5 does not support target 'sm_120' (or 'sm_120a'). Minimum required PTX version is 8.7", "cuda-no-kernel-image"),
    # https://github.com/tensorflow/tensorflow/issues/39264 (the stream executor's CudnnSupport::Init)
    ("E tensorflow/stream_executor/cuda/cuda_dnn.cc:329] Could not create cudnn handle: CUDNN_STATUS_INTERNAL_ERROR", "cudnn-handle-create-failed"),
]


@pytest.mark.parametrize(("line", "signature"), SETUP)
def test_a_build_or_install_that_does_not_fit_is_the_environment(catalog: Catalog, line: str, signature: str) -> None:
    assert _best(catalog, line) == (signature, "user_code")


def test_a_cudnn_status_met_mid_run_stays_undetermined(catalog: Catalog) -> None:
    """Not the handle's creation: a kernel that failed after set-up is cuda.yaml's unknown."""
    found = _best(catalog, "RuntimeError: cuDNN error: CUDNN_STATUS_INTERNAL_ERROR")
    assert found is not None and found[1] == "unknown"


@pytest.mark.parametrize("line", [
    # https://github.com/openxla/xla/blob/main/xla/tsl/platform/default/logging.cc (FATAL: `F`)
    "2024-01-02 03:04:05.678901: F external/xla/xla/service/gpu/gpu_executable.cc:575] Check failed: !info.content.empty()",
    "2024-01-02 03:04:05.678901: F tensorflow/core/kernels/data/iterator_ops.cc:101] Non-OK-status: status status: INTERNAL: failed",
])
def test_tensorflows_fatal_line_is_a_native_fatal_check(catalog: Catalog, line: str) -> None:
    assert _best(catalog, line) == ("native-fatal-check", "user_code")


def test_tensorflows_error_line_is_no_fatal_check(catalog: Catalog) -> None:
    found = _best(catalog, "2024-01-02 03:04:05.678901: E external/xla/xla/service/gpu/gpu_executable.cc:575] Check OK: not implemented yet")
    assert found is None or found[0] != "native-fatal-check"


def _at(second: int) -> str:
    return f"2026-01-01T00:00:{second:02d}Z"


def test_the_aborts_own_report_after_a_fatal_check_is_no_start_up(write_bundle: Callable[..., Path]) -> None:
    """glog's handler prints `... if you are using GNU date ***` and the shell names the
    command it ran (`--config`): words a start-up holds, yet the process had stopped."""
    bundle = write_bundle({
        "logs/node-1/rank-0.log": "".join([
            f"{_at(1)} 2026-01-01 00:00:01.000001: F external/xla/xla/python/xla.cc:227] Check failed: stream_device != nullptr (0 vs. nullptr)\n",
            f'{_at(1)} *** Aborted at 1767225601 (unix time) try "date -d @1767225601" if you are using GNU date ***\n',
            f"{_at(1)} PC: @                0x0 (unknown)\n",
            f"{_at(2)} fish: Job 1, 'python train.py --config configs/base.yaml' terminated by signal SIGABRT (Abort)\n"]),
        "scheduler.jsonl": json.dumps({"ts": _at(5), "job_state": "FAILED", "exit_code": 134}) + "\n",
    }, nodes=["node-1"], ranks={"0": "node-1"})
    result = attribute_bundle(bundle)
    assert (result.verdict, result.category, result.implicated_nodes) == ("attributed", "user_code", [])
    assert result.signature == "native-fatal-check"


# https://github.com/openxla/xla/blob/main/xla/service/rendezvous.cc (its stuck warning's format)
def test_xlas_rendezvous_stuck_warning_is_a_hang(catalog: Catalog) -> None:
    line = ("2025-03-04 05:06:07.080910: E external/xla/xla/service/rendezvous.cc:38] This thread has been waiting for "
            "`acquire clique for rank 1; clique=devices=[0,1]; stream=0` for 20 seconds and may be stuck. "
            "Expected 2 threads to join the rendezvous, but not all of them arrived on time.")
    assert _best(catalog, line) == ("xla-rendezvous-stuck", "hang")


# https://docs.oracle.com/javase/8/docs/technotes/guides/troubleshoot/memleaks002.html (the JVM's OutOfMemoryError detail)
def test_the_jvms_gc_overhead_limit_is_out_of_memory(catalog: Catalog) -> None:
    line = 'Exception in thread "main" java.lang.OutOfMemoryError: GC overhead limit exceeded'
    found = _best(catalog, line)
    assert found is not None and found[1] == "oom"
    assert _best(catalog, "task runner error: GC overhead limit exceeded") == ("out-of-memory-general", "oom")


def test_tt_xlas_refusal_of_an_executable_for_other_devices_is_the_programs(catalog: Catalog) -> None:
    """tt-xla's PJRT plugin refusing to run an executable compiled for one device on two: the
    program's mesh or sharding disagrees with the devices, no machine's fault. The line as
    posted in tenstorrent/tt-xla's examples/pytorch/llama_generate.py (its docstring's log,
    https://github.com/tenstorrent/tt-xla/blob/main/examples/pytorch/llama_generate.py); the
    format is LoadedExecutableInstance::execute's DLOG_F(ERROR) in
    src/common/pjrt_implementation/loaded_executable_instance.cc."""
    line = ("2025-09-12 16:28:23.098 (   7.605s) [        66FFD640]loaded_executable_insta:99     ERR| Requested number of devices to run the executable on (2) doesn't match the compiler estimated number of devices (1)")
    assert _best(catalog, line) == ("tt-xla-device-count-mismatch", "user_code")
    assert _best(catalog, "2025-09-12 16:28:23.098 (   7.605s) [        66FFD640]      error_instance.cc:49       1| ErrorInstance::PJRT_Error_Message") is None


def test_xlas_hlo_verifier_rejecting_a_shape_is_the_programs(catalog: Catalog, write_bundle: Callable[..., Path]) -> None:
    """XLA's HLO verifier finding an instruction's shape unlike the one its operands infer
    (ShapeVerifier::CheckShape in xla/service/hlo_verifier.cc: "Expected instruction to have
    shape equal to %s, actual shape is %s:\\n%s"): a compile error of the program's stack, the
    same on every machine. The line as posted (TensorFlow's XLA compile of the same check) in
    https://github.com/tensorflow/tensorflow/issues/53685"""
    line = "  (0) Internal: Expected instruction to have shape equal to (s64[40960]{0}, s64[40960]{0}), actual shape is (s64[<=40960]{0}, s64[<=40960]{0}):"
    assert _best(catalog, line) == ("xla-hlo-verifier-shape", "user_code")
    bundle = write_bundle({
        "logs/gpu-1/rank-0.log": "".join(f"2022-01-07T10:00:00+00:00 {text}\n" for text in (
            "tensorflow.python.framework.errors_impl.InternalError: 2 root error(s) found.", line,
            "Failed after pipeline-start")),
        "scheduler.jsonl": json.dumps({"ts": "2022-01-07T10:00:01+00:00", "job_state": "FAILED", "exit_code": 1}) + "\n",
    }, nodes=["gpu-1"], ranks={"0": "gpu-1"})
    result = attribute_bundle(bundle)
    assert (result.verdict, result.category, result.signature) == ("attributed", "user_code", "xla-hlo-verifier-shape")
    assert result.implicated_nodes == []
