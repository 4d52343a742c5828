"""Lines an accelerator host prints that do not, alone, name a broken device: TensorFlow's CUDA
probe on a host without a GPU, and Xid 109 (a context-switch timeout NVIDIA's table traces to
the driver or the application as well as to the GPU)."""

from __future__ import annotations

import pytest

from trainwarden.attribution import Catalog


def _best(catalog: Catalog, line: str, stream: str = "rank-0"):
    matched = [s for s in catalog.for_stream(stream) if s.regex.search(line)]
    assert matched, line
    return max(matched, key=lambda s: s.spec.priority)


@pytest.mark.parametrize("line", [
    # https://github.com/nyx-ai/stylegan2-flax-tpu/issues/8 (Colab TPU runtime, JAX)
    "2022-12-22 13:40:59.434952: E external/org_tensorflow/tensorflow/compiler/xla/stream_executor/"
    "cuda/cuda_driver.cc:267] failed call to cuInit: CUDA_ERROR_NO_DEVICE: no CUDA-capable device "
    "is detected",
    # https://github.com/tensorflow/models/issues/9059 (Colab TPU runtime, TF object detection)
    "2020-08-06 09:35:46.349674: E tensorflow/stream_executor/cuda/cuda_driver.cc:314] failed call "
    "to cuInit: CUDA_ERROR_NO_DEVICE: no CUDA-capable device is detected",
])
def test_tensorflows_cuda_probe_on_a_host_without_a_gpu_is_only_a_warning(
    catalog: Catalog, line: str,
) -> None:
    sig = _best(catalog, line)
    assert (sig.id, sig.role, sig.spec.implicates_node) == (
        "tf-cuinit-no-device-probe", "warning", False)


def test_a_program_that_needs_the_missing_gpu_still_reads_as_no_device(catalog: Catalog) -> None:
    # https://github.com/kh-kim/simple-nmt/issues/12 (PyTorch asked for CUDA on a TPU runtime)
    line = ("THCudaCheck FAIL file=/pytorch/aten/src/THC/THCGeneral.cpp line=47 error=100 : "
            "no CUDA-capable device is detected")
    assert _best(catalog, line).id == "cuda-no-device"


@pytest.mark.parametrize("line", [
    # https://github.com/madMAx43v3r/chia-gigahorse/issues/74 (a CUDA program on an RTX 4080)
    "[10900.272611] NVRM: Xid (PCI:0000:0b:00): 109, pid=11263, name=Renderer, Ch 00000020, "
    "errorString CTX SWITCH TIMEOUT, Info 0xac00d",
    # https://github.com/NVIDIA/open-gpu-kernel-modules/issues/502 (triaged as a driver bug)
    "[ 7839.537911] NVRM: Xid (PCI:0000:26:00): 109, pid=55914, name=re8.exe, Ch 00000046, "
    "errorString CTX SWITCH TIMEOUT, Info 0x2c02c",
    # https://github.com/NVIDIA/open-gpu-kernel-modules/issues/1146 (newer driver's wording)
    "Sep 18 20:07:01 NVRM: Xid (PCI:0000:02:00): 109, pid=8494,   name=RenderThread, "
    "channel 0x0000000d, CTX SWITCH TIMEOUT, Info 0x14c011",
])
def test_xid_109_implicates_nobody(catalog: Catalog, line: str) -> None:
    sig = _best(catalog, line, "kernel")
    assert (sig.id, sig.category, sig.spec.implicates_node) == ("xid-109", "unknown", False)
    reported = catalog.by_id("xid-109-reported")
    assert reported is not None
    assert (reported.category, reported.spec.implicates_node) == ("unknown", False)


@pytest.mark.parametrize("line", [
    # https://github.com/PaddlePaddle/Paddle/issues/56395 (Kunlun K200, Paddle's allocator)
    "OSError: (External) XPU API return wrong value[-705], no enough memory",
    # https://github.com/PaddlePaddle/Paddle/pull/27974 (Paddle's message for an XPU allocation)
    "ResourceExhaustedError: Out of memory error on XPU, Cannot allocate 1.5GB memory on XPU.",
])
def test_a_kunlun_xpu_allocation_failure_is_oom(catalog: Catalog, line: str) -> None:
    sig = _best(catalog, line)
    assert (sig.category, sig.spec.implicates_node) == ("oom", False)


@pytest.mark.parametrize("line", [
    # https://github.com/tensorflow/tpu/issues/456 (ResNet18 on a TPU: an XLA shape check)
    "Compilation failure: RET_CHECK failure (third_party/tensorflow/compiler/xla/service/"
    "hlo_instruction.cc:1982) ShapeUtil::CompatibleIgnoringFpPrecision(shape(), "
    "new_producer->shape())",
    # https://github.com/tensorflow/tpu/issues/176 (an op the TPU cannot run)
    "InvalidArgumentError (see above for traceback): Compilation failure: Detected unsupported "
    "operations when trying to compile graph",
])
def test_a_tpu_compile_failure_is_the_programs(catalog: Catalog, line: str) -> None:
    sig = _best(catalog, line)
    assert (sig.id, sig.category, sig.spec.implicates_node) == (
        "tpu-compilation-failed", "user_code", False)


def test_a_tpu_compile_that_ran_out_of_hbm_is_oom(catalog: Catalog) -> None:
    # a line written here in XLA's words (its HBM message, as xla-device-oom reads it)
    line = ("Compilation failure: Ran out of memory in memory space hbm. Used 20.5G of 16.00G hbm. "
            "Exceeded hbm capacity by 4.5G.")
    assert _best(catalog, line).category == "oom"


def test_a_moore_threads_context_reset_implicates_nobody(catalog: Catalog) -> None:
    # https://github.com/MooreThreads/torch_musa/issues/22 (an MTT S-series GPU under torch_musa)
    line = "GPU fault (1: Guilty Lockup) detected when processing kick"
    sig = _best(catalog, line, "kernel")
    assert (sig.id, sig.category, sig.spec.implicates_node) == (
        "mtgpu-context-lockup-reset", "unknown", False)


@pytest.mark.parametrize("line", [
    # https://github.com/googlecolab/colabtools/issues/1886 (Keras fit on a Colab TPU)
    "UnavailableError: {{function_node __inference_train_function_34573}} failed to connect to "
    "all addresses",
    # https://github.com/tensorflow/tensorflow/issues/39099 (Cloud TPU, tf-nightly)
    "UnavailableError: failed to connect to all addresses",
])
def test_tensorflows_unreachable_tpu_worker_is_grpcs_not_the_programs(
    catalog: Catalog, line: str,
) -> None:
    sig = _best(catalog, line)
    assert (sig.id, sig.category, sig.role) == ("grpc-failed-to-connect", "unknown", "cascade")


@pytest.mark.parametrize("line", [
    # https://github.com/facebookresearch/detectron2/issues/2580 (older runtime's wording)
    "RuntimeError: CUDA error: all CUDA-capable devices are busy or unavailable",
    # https://github.com/pytorch/pytorch/issues/100691 (newer runtime's wording, two T4s)
    "RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable",
])
def test_a_gpu_held_by_other_work_is_the_jobs_placement_not_hardware(
    catalog: Catalog, line: str,
) -> None:
    sig = _best(catalog, line)
    assert (sig.id, sig.category, sig.spec.implicates_node) == (
        "cuda-devices-unavailable", "user_code", False)


@pytest.mark.parametrize("line", [
    # https://github.com/fal-ai/fal/pull/478 (an out-of-memory that "could sometimes look like")
    'RuntimeError: NVML_SUCCESS == r INTERNAL ASSERT FAILED at "../c10/cuda/'
    'CUDACachingAllocator.cpp":830, please report a bug to PyTorch. ',
    # https://github.com/pytorch/pytorch/issues/123834 (training, after 18853 iterations)
    'RuntimeError: NVML_SUCCESS == r INTERNAL ASSERT FAILED at "/opt/pytorch/pytorch/c10/cuda/'
    'CUDACachingAllocator.cpp":830, please report a bug to PyTorch.',
])
def test_the_allocators_nvml_assert_is_an_out_of_memory(catalog: Catalog, line: str) -> None:
    sig = _best(catalog, line)
    assert (sig.id, sig.category) == ("cuda-oom-other-words", "oom")


def test_a_vgpu_limits_refusal_before_the_traceback_it_caused_is_the_out_of_memory(
    write_bundle,
) -> None:
    # HAMi-core's refusal as posted in https://github.com/Project-HAMi/HAMi/issues/1003; before
    # HAMi-core's PR #56 the refused allocation returned -1, not CUDA_ERROR_OUT_OF_MEMORY
    # (https://github.com/Project-HAMi/HAMi-core/issues/55), which PyTorch raises as `CUDA
    # error: unrecognized error code` from the backward pass (its frames as torch's
    # _tensor.py and autograd/graph.py print them). The traceback's words (`GPU` in a source
    # line, `CUDA error` in the exception) are the program stopping, not its start-up going on.
    from trainwarden.attribution import attribute_bundle

    lines = [
        "[HAMI-core ERROR (pid:25 thread=139892685178688 allocator.c:53)]: Device 0 OOM "
        "27147995136 / 25757220864",
        "Traceback (most recent call last):",
        '  File "/data/train.py", line 69, in <module>',
        "    run_on_gpu()",
        '  File "/opt/conda/lib/python3.11/site-packages/torch/_tensor.py", line 581, in backward',
        "    torch.autograd.backward(",
        '  File "/opt/conda/lib/python3.11/site-packages/torch/autograd/graph.py", line 825, in '
        "_engine_run_backward",
        "    return Variable._execution_engine.run_backward(  # Calls into the C++ engine to run "
        "the backward pass",
        "RuntimeError: CUDA error: unrecognized error code",
        "Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.",
    ]
    steps = "".join(
        f'{{"ts": "2025-04-14T10:00:{i:02d}+00:00", "node": "pod-a", "rank": 0, "name": "step", '
        f'"value": {i}}}\n' for i in range(1, 30))
    bundle = write_bundle({
        "logs/pod-a/rank-0.log": "".join(f"2025-04-14T10:01:00+00:00 {line}\n" for line in lines),
        "metrics.jsonl": steps,
        "scheduler.jsonl": '{"ts": "2025-04-14T10:01:02+00:00", "job_state": "FAILED"}\n',
    }, nodes=["pod-a"], ranks={"0": "pod-a"})
    result = attribute_bundle(bundle)
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "attributed", "oom", [])
    assert result.signature == "cuda-oom-other-words"


@pytest.mark.parametrize("line", [
    # https://github.com/wenet-e2e/wenet/issues/700 (torch's warning; the run went on training)
    "/data/home/miniconda3/envs/wenet/lib/python3.8/site-packages/torch/cuda/__init__.py:52: "
    "UserWarning: CUDA initialization: CUDA driver initialization failed, you might not have a "
    "CUDA gpu. (Triggered internally at  /opt/conda/conda-bld/pytorch_1631630839582/work/c10/"
    "cuda/CUDAFunctions.cpp:115.)",
    # https://github.com/ErlerPhilipp/points2surf/issues/17 (raised by torch._C._cuda_init)
    "RuntimeError: CUDA driver initialization failed, you might not have a CUDA gpu.",
])
def test_a_cuda_driver_that_would_not_initialize_names_no_device(
    catalog: Catalog, line: str,
) -> None:
    sig = _best(catalog, line)
    assert (sig.id, sig.category, sig.spec.implicates_node) == (
        "cuda-driver-init-failed", "unknown", False)


def test_both_ranks_of_one_host_failing_cuda_initialization_blame_no_node(write_bundle) -> None:
    # The warning each forked rank printed (as torch prints it, c10/cuda/CUDAFunctions.cpp), on
    # one host whose program had just reported its GPU available: the driver could not be set
    # up in those processes, which shows no broken device.
    from trainwarden.attribution import attribute_bundle

    warn = ("2024-01-01T00:00:02+00:00 [W CUDAFunctions.cpp:109] Warning: CUDA initialization: "
            "CUDA driver initialization failed, you might not have a CUDA gpu. "
            "(function operator())\n")
    bundle = write_bundle({
        "logs/host-a/rank-0.log": "2024-01-01T00:00:01+00:00 GPU available: True (cuda), used: "
                                  "True\n" + warn,
        "logs/host-a/rank-1.log": warn,
        "scheduler.jsonl": '{"ts": "2024-01-01T00:00:05+00:00", "job_state": "FAILED"}\n',
    }, nodes=["host-a"], ranks={"0": "host-a", "1": "host-a"})
    result = attribute_bundle(bundle)
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "ambiguous", "unknown", [])
    assert result.signature == "cuda-driver-init-failed"


@pytest.mark.parametrize("line", [
    # https://github.com/NVIDIA-NeMo/Speech/issues/8637 (DataLoader workers > 0; a destructor's
    # c10::Error); https://github.com/CompVis/latent-diffusion/issues/17 posts the same line
    "  what():  CUDA error: initialization error",
    # https://github.com/filipradenovic/cnnimageretrieval-pytorch/issues/21 (its title's line:
    # older torch's words, raised from a DataLoader worker)
    "RuntimeError: CUDA error (3): initialization error",
])
def test_a_cuda_call_failing_initialization_in_a_running_process_is_the_programs(
    catalog: Catalog, line: str,
) -> None:
    sig = _best(catalog, line)
    assert (sig.id, sig.category, sig.spec.implicates_node) == (
        "cuda-call-initialization-error", "user_code", False)


def test_a_c10_error_of_cuda_initialization_that_aborted_the_rank_is_user_code(
    write_bundle,
) -> None:
    # The abort as posted in https://github.com/NVIDIA-NeMo/Speech/issues/8637 (a forked
    # DataLoader worker touching CUDA; it trains with num_workers=0): nobody implicated.
    from trainwarden.attribution import attribute_bundle

    bundle = write_bundle({
        "logs/host-a/rank-0.log": "".join([
            "2024-01-01T00:00:02+00:00 terminate called after throwing an instance of "
            "'c10::Error'\n",
            "2024-01-01T00:00:02+00:00   what():  CUDA error: initialization error\n",
            "2024-01-01T00:00:02+00:00 CUDA kernel errors might be asynchronously reported at "
            "some other API call, so the stacktrace below might be incorrect.\n"]),
        "scheduler.jsonl": '{"ts": "2024-01-01T00:00:05+00:00", "job_state": "FAILED", '
                           '"exit_code": 134}\n',
    }, nodes=["host-a"], ranks={"0": "host-a", "1": "host-a"})
    result = attribute_bundle(bundle)
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "attributed", "user_code", []), result.explanation
    assert result.signature == "cuda-call-initialization-error"
