"""Build the sixty-eighth blind corpus (tests/attribution/blind68/): AMD Instinct training.

    python tests/attribution/blind68_build.py

A held-out proxy for issue 43's question ("stacks and failures described nowhere"), aimed at one
theme: training (and RL with a vLLM rollout) on AMD Instinct accelerators (MI210, MI250X, MI300X,
MI300A) with ROCm, RCCL, hipBLASLt, the amdgpu driver, PyTorch, torchtune, TransformerEngine,
verl, TRL/open-r1 and JAX, as reported in 2023-2025. Reports were found with the `search` tool
(GitHub issue threads) and taken in the order the searches returned them, skipping only reports
without a copyable log line, reports off the theme (serving-only, consumer GPUs) and reports any
other corpus or file of the repository cites. It was assembled by one helper who read neither the
engine nor its catalogs; the labels were written before any engine ran on these bundles, and no
report cited here is cited anywhere else in the repository (test_attribution_heldout.py checks
it).

Every log line is copied from the public report given next to it (host names, addresses, ids and
times as posted; a markdown quote marker in front of a posted line is not part of the line). Ours
is only the assembly, as in stacks_build.py: which node and stream a line is filed under, an
ISO-8601 time in front of every line (taken from the line's own stamp where it has one), job.json,
the scheduler events and the per-rank step metrics. The labels follow DESIGN's taxonomy and the
rules of the realworld, stacks, frontier and blind READMEs (see blind68/README.md).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from stacks_build import Case, case_maker, remove_stale, write_split  # noqa: E402

ROOT = HERE / "blind68"
SPLIT = "blind68"

# ---- sources (one public report per incident) --------------------------------------------------
RCCL1026 = "https://github.com/ROCm/rccl/issues/1026"
VERL1471 = "https://github.com/verl-project/verl/issues/1471"
TORCHTUNE2586 = "https://github.com/meta-pytorch/torchtune/issues/2586"
ROCM3579 = "https://github.com/ROCm/legacy-rocm-build/issues/3579"
RCCL1728 = "https://github.com/ROCm/rccl/issues/1728"
OPENR1_482 = "https://github.com/huggingface/open-r1/issues/482"
ROCMJAX247 = "https://github.com/ROCm/jax/issues/247"
ROCM4688 = "https://github.com/ROCm/legacy-rocm-build/issues/4688"
ROCMTE74 = "https://github.com/ROCm/TransformerEngine/issues/74"
ROCMLIBS3550 = "https://github.com/ROCm/rocm-libraries/issues/3550"
VERL666 = "https://github.com/verl-project/verl/issues/666"
VERL1575 = "https://github.com/verl-project/verl/issues/1575"
DEEPSPEED5274 = "https://github.com/deepspeedai/DeepSpeed/issues/5274"
MILABENCH397 = "https://github.com/mila-iqia/milabench/pull/397"
TORCHTITAN3051 = "https://github.com/pytorch/torchtitan/issues/3051"

CASES: list[Case] = []


case = case_maker(CASES, SPLIT)


def build() -> None:
    build_collectives()
    build_program_errors()
    build_rl()
    build_driver()


# ---- RCCL and the collectives ------------------------------------------------------------------
def build_collectives() -> None:
    # ---- RCCL on two bardpeak MI250X nodes: startup warnings, then the run fails: ambiguous ----
    n0, n1 = "g1064", "mi250x-node-2"
    c = case("b68-rccl-mi250x-two-nodes-startup-warnings-only", "ambiguous", "unknown", [],
             [n0, n1],
             "A two-node RCCL run on bardpeak nodes (4 MI250X each, 4 GCDs used per node) fails "
             "with what the poster calls a connection error at startup; the log as posted shows "
             "only RCCL's bootstrap line and its startup warnings (amd_iommu, iommu=pt, "
             "HSA_FORCE_FINE_GRAIN_PCIE missing). The error itself is not in the bundle. Lines "
             "as posted on ROCm/rccl (the second node name ours), ISO times ours.",
             start="2023-12-20T09:00:00+00:00", scheduler="slurm", ranks_per_node=4)
    c.log(n0, "rank-0", RCCL1026,
          "g1064:11143:11143 [0] NCCL INFO Bootstrap : Using bond0:10.64.4.21<0>",
          "g1064:11143:11143 [0] NCCL INFO NET/Plugin : No plugin found (librccl-net.so), using "
          "internal implementation",
          "g1064:11143:11143 [0] /long_pathname_so_that_rpms_can_package_the_debug_info/src/"
          "extlibs/rccl/build/src/init.cpp:120 NCCL WARN Missing \"amd_iommu=on\" from kernel "
          "command line which can lead to system instablity or hang!",
          "g1064:11143:11143 [0] /long_pathname_so_that_rpms_can_package_the_debug_info/src/"
          "extlibs/rccl/build/src/init.cpp:122 NCCL WARN Missing \"iommu=pt\" from kernel "
          "command line which can lead to system instablity or hang!",
          "g1064:11143:11143 [0] /long_pathname_so_that_rpms_can_package_the_debug_info/src/"
          "extlibs/rccl/build/src/init.cpp:126 NCCL WARN Missing \"HSA_FORCE_FINE_GRAIN_PCIE=1\" "
          "from environment which can lead to low RCCL performance, system instablity or hang!",
          t=12.0)
    c.job(40.0, "FAILED", exit_code=1)

    # ---- RCCL on 4 MI300X: all ranks fail in all_reduce, no reverse path: user_code ----------
    node = "mi300x-4gpu"
    c = case("b68-rccl-mi300x-allreduce-no-reverse-path", "attributed", "user_code", [], [node],
             "Training on one node with four MI300X: every rank fails in its first dist.all_reduce "
             "with DistBackendError, ncclInternalError 'Failed to find reverse path from remNode "
             "0/200000 nlinks 3 to node 0/700000' (RCCL's topology search on this machine). The "
             "poster shows rank 2's lines and says all four ranks fail the same way. Lines as "
             "posted on ROCm/rccl (the node name ours), ISO times ours.",
             start="2025-06-05T08:00:00+00:00", scheduler="static", ranks_per_node=4)
    c.log(node, "rank-2", RCCL1728,
          "[rank2]: Traceback (most recent call last):",
          "[rank2]:   File \"/scratch/amlt_code/train/train.py\", line 424, in <module>",
          "[rank2]:     train()",
          "[rank2]:   File \"/scratch/amlt_code/train/train.py\", line 410, in train",
          "[rank2]:     dist.all_reduce(mean_prob, op=dist.ReduceOp.SUM)",
          "[rank2]:   File \"/scratch/amlt_code/venv_bd/lib/python3.11/site-packages/torch/"
          "distributed/c10d_logger.py\", line 83, in wrapper",
          "[rank2]:     return func(*args, **kwargs)",
          "[rank2]:            ^^^^^^^^^^^^^^^^^^^^^",
          "[rank2]:   File \"/scratch/amlt_code/venv_bd/lib/python3.11/site-packages/torch/"
          "distributed/distributed_c10d.py\", line 2501, in all_reduce",
          "[rank2]:     work = group.allreduce([tensor], opts)",
          "[rank2]:            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
          "[rank2]: torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/"
          "c10d/NCCLUtils.hpp:317, internal error - please report this issue to the NCCL "
          "developers, NCCL version 2.20.5",
          "[rank2]: ncclInternalError: Internal check failed.",
          "[rank2]: Last error:",
          "[rank2]: Failed to find reverse path from remNode 0/200000 nlinks 3 to node 0/700000",
          t=95.0)
    c.job(100.0, "FAILED", exit_code=1)


# ---- exceptions in the program or its environment ----------------------------------------------
def build_program_errors() -> None:
    # ---- torchtune llama-4 full finetune on MI300: fused AdamW step raises: user_code ---------
    node = "mi300-node"
    c = case("b68-torchtune-llama4-mi300-fused-adamw-step", "attributed", "user_code", [], [node],
             "torchtune full_finetune_distributed of Llama 4 on one MI300 node: with "
             "torch.optim.AdamW and fused=True, rank 0's optimizer step raises (the stack goes "
             "from recipe.train through self._optimizer.step into torch/optim/adam.py). Lines as "
             "posted on torchtune (the node name ours), ISO times ours; the step metrics ours.",
             start="2025-04-25T10:00:00+00:00", scheduler="slurm", ranks_per_node=8)
    c.log(node, "rank-0", TORCHTUNE2586,
          "[rank0]:   File \"/mnt/vast/home/zhe/inf2-training/3rdparty/torchtune/torchtune/config/"
          "_parse.py\", line 99, in wrapper",
          "[rank0]:     sys.exit(recipe_main(conf))",
          "[rank0]:   File \"/mnt/vast/home/zhe/inf2-training/3rdparty/torchtune/recipes/"
          "full_finetune_distributed.py\", line 1089, in recipe_main",
          "[rank0]:     recipe.train()",
          "[rank0]:   File \"/mnt/vast/home/zhe/inf2-training/3rdparty/torchtune/recipes/"
          "full_finetune_distributed.py\", line 960, in train",
          "[rank0]:     self._optimizer.step()",
          "[rank0]:   File \"/mnt/vast/home/zhe/inf2-training/.venv/lib/python3.10/site-packages/"
          "torch/optim/lr_scheduler.py\", line 131, in wrapper",
          "[rank0]:     return func.__get__(opt, opt.__class__)(*args, **kwargs)",
          "[rank0]:   File \"/mnt/vast/home/zhe/inf2-training/.venv/lib/python3.10/site-packages/"
          "torch/optim/optimizer.py\", line 504, in wrapper",
          "[rank0]:     out = func(*args, **kwargs)",
          "[rank0]:   File \"/mnt/vast/home/zhe/inf2-training/.venv/lib/python3.10/site-packages/"
          "torch/optim/optimizer.py\", line 79, in _use_grad",
          "[rank0]:     ret = func(self, *args, **kwargs)",
          "[rank0]:   File \"/mnt/vast/home/zhe/inf2-training/.venv/lib/python3.10/site-packages/"
          "torch/optim/adam.py\", line 262, in step",
          "[rank0]:     adam(",
          t=240.0)
    c.job(250.0, "FAILED", exit_code=1)

    # ---- PEFT fine-tuning on MI250X: bitsandbytes native library cannot load: user_code ------
    node = "mi250x-host"
    c = case("b68-mi250x-peft-bitsandbytes-native-library-missing", "attributed", "user_code", [],
             [node],
             "A LoRA fine-tuning on an MI250X (ROCm 6.2.0 container): get_peft_model fails to load "
             "the bitsandbytes native library (no libbitsandbytes_hip.so, then OSError for "
             "libbitsandbytes_cpu.so) and bitsandbytes reports 'CUDA Setup failed despite CUDA "
             "being available'. Lines as posted on ROCm/ROCm (the node name ours), ISO times "
             "ours.",
             start="2024-08-14T09:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(node, "rank-0", ROCM3579,
          "Could not find the bitsandbytes CUDA binary at PosixPath('/var/lib/jenkins/"
          "bitsandbytes/bitsandbytes/libbitsandbytes_hip.so')",
          "Could not load bitsandbytes native library: /var/lib/jenkins/bitsandbytes/bitsandbytes/"
          "libbitsandbytes_cpu.so: cannot open shared object file: No such file or directory",
          "Traceback (most recent call last):",
          "  File \"/var/lib/jenkins/bitsandbytes/bitsandbytes/cextension.py\", line 124, in "
          "<module>",
          "    lib = get_native_library()",
          "  File \"/var/lib/jenkins/bitsandbytes/bitsandbytes/cextension.py\", line 104, in "
          "get_native_library",
          "    dll = ct.cdll.LoadLibrary(str(binary_path))",
          "  File \"/opt/conda/envs/py_3.9/lib/python3.9/ctypes/__init__.py\", line 460, in "
          "LoadLibrary",
          "    return self._dlltype(name)",
          "  File \"/opt/conda/envs/py_3.9/lib/python3.9/ctypes/__init__.py\", line 382, in "
          "__init__",
          "    self._handle = _dlopen(self._name, mode)",
          "OSError: /var/lib/jenkins/bitsandbytes/bitsandbytes/libbitsandbytes_cpu.so: cannot "
          "open shared object file: No such file or directory",
          "CUDA Setup failed despite CUDA being available. Please run the following command to "
          "get more information:",
          "python -m bitsandbytes",
          t=30.0)
    c.job(35.0, "FAILED", exit_code=1)

    # ---- JAX PINN on MI250x: XLA cannot launch its redzone kernel (hipError 303): user_code ---
    node = "mi250x-jax"
    c = case("b68-jax-mi250x-rocm-kernel-launch-check-failure", "attributed", "user_code", [],
             [node],
             "Training a PINN with the ROCm build of JAX on an MI250x: during GEMM autotuning XLA "
             "fails a check, 'Failed to launch ROCm kernel: RepeatBufferKernel ... "
             "hipError_t(303)', and aborts with a check-failure stack trace. Lines as posted on "
             "ROCm/jax (the node name ours), ISO times from their own stamps where they have one.",
             start="2025-02-28T15:58:00+00:00", scheduler="slurm", ranks_per_node=1)
    c.own(node, "rank-0", ROCMJAX247, "2025-02-28 15:59:06.281591",
          "2025-02-28 15:59:06.281591: W external/xla/xla/service/gpu/autotuning/"
          "gemm_fusion_autotuner.cc:1035] Compiling 113 configs for 27 fusions on a single thread.")
    c.own(node, "rank-0", ROCMJAX247, "2025-02-28 15:59:16.766740",
          "F0228 15:59:16.766740  124342 stream_executor_util.cc:515] Non-OK-status: kernel->"
          "Launch(se::ThreadDim(threads_per_block, 1, 1), se::BlockDim(blocks_per_grid, 1, 1), "
          "stream, buffer, host_buffer_bytes, static_cast<int64_t>(buffer.size()))")
    c.log(node, "rank-0", ROCMJAX247,
          "Status: INTERNAL: Failed to launch ROCm kernel: RepeatBufferKernel with block "
          "dimensions: 256x1x1: hipError_t(303)",
          "*** Check failure stack trace: ***",
          "    @     0x152a0e493d54  absl::lts_20230802::log_internal::LogMessage::SendToLog()",
          "    @     0x152a0e4936f4  absl::lts_20230802::log_internal::LogMessage::Flush()",
          "    @     0x152a0e4941b9  absl::lts_20230802::log_internal::LogMessageFatal::"
          "~LogMessageFatal()",
          "    @     0x152a0ae00837  xla::gpu::InitializeTypedBuffer<>()",
          "    @     0x152a0adfb0af  xla::primitive_util::FloatingPointTypeSwitch<>()",
          "    @     0x152a0adf94c3  xla::gpu::InitializeBuffer()",
          "    @     0x152a0adf5634  stream_executor::RedzoneAllocator::CreateBuffer()",
          t=76.8)
    c.job(78.0, "FAILED", exit_code=134)

    # ---- TransformerEngine fused attention (CK backend) on MI300X: invalid device function ---
    node = "mi300x-te"
    c = case("b68-te-mi300x-ck-fused-attn-invalid-device-function", "attributed", "user_code", [],
             [node],
             "GPT-2 training with ROCm TransformerEngine on one MI300X: with the CK "
             "fused-attention backend the forward pass raises 'HIP runtime error: invalid "
             "device function' from composable_kernel's hip_check_error (the poster works "
             "around it by disabling the CK backend). Lines as posted on ROCm/TransformerEngine "
             "(the node name ours), ISO times ours.",
             start="2024-10-15T12:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(node, "rank-0", ROCMTE74,
          "  File \"/opt/conda/envs/py_3.10/lib/python3.10/site-packages/transformer_engine/"
          "pytorch/attention.py\", line 4383, in forward",
          "    output = FusedAttnFunc.apply(",
          "  File \"/opt/conda/envs/py_3.10/lib/python3.10/site-packages/torch/autograd/"
          "function.py\", line 575, in apply",
          "    return super().apply(*args, **kwargs)  # type: ignore[misc]",
          "  File \"/opt/conda/envs/py_3.10/lib/python3.10/site-packages/transformer_engine/"
          "pytorch/attention.py\", line 3732, in forward",
          "    out_ret, aux_ctx_tensors = fused_attn_fwd(",
          "  File \"/opt/conda/envs/py_3.10/lib/python3.10/site-packages/transformer_engine/"
          "pytorch/cpp_extensions/fused_attn.py\", line 1035, in fused_attn_fwd",
          "    output_tensors = tex.fused_attn_fwd(",
          "RuntimeError: HIP runtime error: invalid device function. /workspace/TransformerEngine/"
          "transformer_engine/common/ck_fused_attn/../../../3rdparty/composable_kernel/include/"
          "ck_tile/host/hip_check_error.hpp: 18in function: hip_check_error",
          t=60.0)
    c.job(62.0, "FAILED", exit_code=1)

    # ---- batched matmul on MI300: HIPBLAS_STATUS_NOT_SUPPORTED for a huge batch: user_code ----
    node = "mi300-host"
    c = case("b68-mi300-batched-matmul-hipblas-not-supported", "attributed", "user_code", [],
             [node],
             "A model on an MI300 (ROCm 6.4.3) flattens 18,670,176 3x3 by 3x1 products into one "
             "torch.matmul, which raises 'HIPBLAS_STATUS_NOT_SUPPORTED'. The poster's own debug "
             "prints come first. Lines as posted on ROCm/rocm-libraries (the node name ours), "
             "ISO times ours.",
             start="2025-12-25T10:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(node, "rank-0", ROCMLIBS3550,
          "[HIPBLAS DEBUG] Original intrinsics shape: torch.Size([1, 98, 378, 504, 3, 3]), dtype: "
          "torch.float32",
          "[HIPBLAS DEBUG] Original coordinates shape: torch.Size([1, 98, 378, 504, 3]), dtype: "
          "torch.float32",
          "[HIPBLAS DEBUG] Flattened K shape: torch.Size([18670176, 3, 3]), dtype: torch.float32",
          "[HIPBLAS DEBUG] Flattened C shape: torch.Size([18670176, 3, 1]), dtype: torch.float32",
          "[HIPBLAS DEBUG] Batch dimensions B: torch.Size([1, 98, 378, 504]), Total N: 18670176",
          "    ray_directions = torch.matmul(K, C).squeeze(-1)  # (N, 3) - uses 2D GEMM",
          "                     ^^^^^^^^^^^^^^^^^^",
          "RuntimeError: CUDA error: HIPBLAS_STATUS_NOT_SUPPORTED when calling "
          "`HIPBLAS_STATUS_NOT_SUPPORTED`",
          t=45.0)
    c.job(47.0, "FAILED", exit_code=1)

    # ---- axolotl with DeepSpeed ZeRO-2 on MI210: CPUAdam op JIT build raises: user_code --------
    node = "mi210-host"
    c = case("b68-axolotl-mi210-zero2-cpu-adam-jit-load", "attributed", "user_code", [], [node],
             "axolotl fine-tuning with DeepSpeed ZeRO-2 (CPU optimizer offload) on AMD MI210 "
             "(gfx90a, ROCm 6.0): accelerate's _prepare_deepspeed builds DeepSpeedCPUAdam and the "
             "CPUAdamBuilder JIT load raises on rank 14 (the thread: the builder is hard-coded to "
             "CUDA). ZeRO-1 works. Lines as posted on DeepSpeed (the node name ours; the stack as "
             "posted is cut), ISO times ours.",
             start="2024-03-14T10:00:00+00:00", scheduler="static", ranks_per_node=16)
    c.log(node, "rank-14", DEEPSPEED5274,
          "[rank14]:   File \"/home/ehartford/miniconda3/envs/axolotl/lib/python3.12/site-packages/"
          "accelerate/accelerator.py\", line 1598, in _prepare_deepspeed",
          "[rank14]:     optimizer = DeepSpeedCPUAdam(optimizer.param_groups, **defaults)",
          "[rank14]:                 ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
          "[rank14]:   File \"/home/ehartford/miniconda3/envs/axolotl/lib/python3.12/site-packages/"
          "deepspeed-0.14.1+535a908f-py3.12.egg/deepspeed/ops/adam/cpu_adam.py\", line 94, in "
          "__init__",
          "[rank14]:     self.ds_opt_adam = CPUAdamBuilder().load()",
          "[rank14]:                        ^^^^^^^^^^^^^^^^^^^^^^^",
          "[rank14]:   File \"/home/ehartford/miniconda3/envs/axolotl/lib/python3.12/site-packages/"
          "deepspeed-0.14.1+535a908f-py3.12.egg/deepspeed/ops/op_builder/builder.py\", line 479, "
          "in load",
          "[rank14]:     return self.jit_load(verbose)",
          "[rank14]:            ^^^^^^^^^^^^^^^^^^^^^^",
          t=120.0)
    c.job(125.0, "FAILED", exit_code=1)

    # ---- milabench timm (focalnet) on AMD: HSA hardware exception, launch failure: ambiguous ----
    node = "amd-bench-node"
    c = case("b68-milabench-focalnet-hsa-exception-launch-failure", "ambiguous", "unknown", [],
             [node],
             "milabench's timm benchmark (FocalNet training) on an AMD Instinct node: a queue "
             "aborts with HSA_STATUS_ERROR_EXCEPTION (an HSAIL operation resulted in a hardware "
             "exception, code 0x1016) and the training loop then sees 'HIP warning: unspecified "
             "launch failure' at loss.item(). Nothing in the bundle says what faulted. Lines as "
             "posted on milabench (milabench's JSON event lines; the node name ours), ISO times "
             "ours; the step metrics ours.",
             start="2026-05-14T09:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.steps(1, 30, every=10.0)
    c.log(node, "rank-0", MILABENCH397,
          '{"event": "line", "data": "VGPU(0x3b363240) Queue(0x773528db4000) is idle\\n", '
          '"pipe": "stdout"}',
          '{"event": "line", "data": ":0:rocdevice.cpp            :3586: 92087492418 us:  '
          'Callback: Queue 0x772c40900000 aborting with error : HSA_STATUS_ERROR_EXCEPTION: An '
          'HSAIL operation resulted in a hardware exception. code: 0x1016\\n", "pipe": "stderr"}',
          '{"event": "line", "data": "/home/amd/milabench/benchmarks/timm/pytorch-image-models/'
          'train.py:1043: UserWarning: HIP warning: unspecified launch failure (Triggered '
          'internally at /app/pytorch/aten/src/ATen/hip/impl/HIPGuardImplMasqueradingAsCUDA.h:83.'
          ')\\n", "pipe": "stderr"}',
          '{"event": "line", "data": "  losses_m.update(loss.item() * accum_steps, input.size(0))'
          '\\n", "pipe": "stderr"}',
          t=296.0)
    c.job(300.0, "FAILED", exit_code=1)

    # ---- torchtitan 8-GPU test on MI300X: DCP load's gather_object unpickles nothing: user_code -
    node = "linux-rocm-gfx942-8"
    c = case("b68-torchtitan-mi300x-dcp-load-eoferror", "attributed", "user_code", [], [node],
             "torchtitan's 8-GPU feature test on an MI300X runner (ROCm 7.1): the second "
             "loss_compare run loads the step-0 checkpoint and dcp.load's planner gather_object "
             "fails to unpickle one rank's payload, 'EOFError: Ran out of input'. Lines as posted "
             "on torchtitan (the node name ours, after the runner label), ISO times ours; the "
             "step metrics ours.",
             start="2026-04-21T06:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.steps(1, 10, every=6.0)
    c.log(node, "rank-0", TORCHTITAN3051,
          "File \"torch/distributed/checkpoint/state_dict_loader.py:295\" in _load_state_dict",
          "File \"torch/distributed/checkpoint/utils.py:135\" in gather_object",
          "File \"torch/distributed/distributed_c10d.py:3364\" in _tensor_to_object",
          "  return _unpickler(io.BytesIO(buf)).load()",
          "EOFError: Ran out of input",
          t=95.0)
    c.job(100.0, "FAILED", exit_code=1)


# ---- RL with a vLLM rollout --------------------------------------------------------------------
def build_rl() -> None:
    # ---- verl PPO on an MI300 cluster: main_ppo raises at start (stack cut): user_code ----------
    node = "mi300-cluster-0"
    c = case("b68-verl-mi300-main-ppo-traceback-at-start", "attributed", "user_code", [], [node],
             "verl PPO with the default ROCm docker on an MI300 cluster (HIP_VISIBLE_DEVICES and "
             "RAY_EXPERIMENTAL_NOSET_HIP_VISIBLE_DEVICES set): main_ppo raises through hydra "
             "before training starts; the stack as posted is cut before its last frame. Lines as "
             "posted on verl (the node name ours), ISO times ours.",
             start="2025-05-10T10:00:00+00:00", scheduler="ray", ranks_per_node=8)
    c.log(node, "driver", VERL1471,
          "Traceback (most recent call last):",
          "  File \"<frozen runpy>\", line 198, in _run_module_as_main",
          "  File \"<frozen runpy>\", line 88, in _run_code",
          "  File \"/scratch/amlt_code/verl/trainer/main_ppo.py\", line 175, in <module>",
          "    main()",
          "  File \"/usr/local/lib/python3.12/dist-packages/hydra/main.py\", line 94, in "
          "decorated_main",
          "    _run_hydra(",
          "  File \"/usr/local/lib/python3.12/dist-packages/hydra/_internal/utils.py\", line 394, "
          "in _run_hydra",
          "    _run_app(",
          "  File \"/usr/local/lib/python3.12/dist-packages/hydra/_internal/utils.py\", line 457, "
          "in _run_app",
          "    run_and_report(",
          "  File \"/usr/local/lib/python3.12/dist-packages/hydra/_internal/utils.py\", line 223, "
          "in run_and_report",
          "    raise ex",
          "  File \"/usr/local/lib/python3.12/dist-packages/hydra/_internal/utils.py\", line 220, "
          "in run_and_report",
          "    return func()",
          "           ^^^^^^",
          "  File \"/usr/local/lib/python3.12/dist-packages/hydra/_internal/utils.py\", line 458, "
          "in <lambda>",
          "    lambda: hydra.run(",
          "            ^^^^^^^^^^",
          t=70.0)
    c.job(75.0, "FAILED", exit_code=1)

    # ---- verl with vLLM 0.7.3 on AMD: building the rollout (sleep mode) raises: user_code ------
    node = "amd-verl-node"
    c = case("b68-verl-amd-vllm-rollout-init-sleep-mode", "attributed", "user_code", [], [node],
             "verl on AMD GPUs after upgrading to vLLM 0.7.3 (ROCm 6.2.2 build): init_model's "
             "_build_rollout creates the vLLM LLM for the rollout and the engine-config step "
             "raises (the thread is titled 'Sleep mode is not supported for AMD devices'). Lines "
             "as posted on verl (the node name ours), ISO times ours.",
             start="2025-03-19T10:00:00+00:00", scheduler="ray", ranks_per_node=8)
    c.log(node, "worker", VERL666,
          "  File \"/workspace/verl/verl/single_controller/ray/base.py\", line 419, in func",
          "    return getattr(self.worker_dict[key], name)(*args, **kwargs)",
          "  File \"/workspace/verl/verl/single_controller/base/decorator.py\", line 404, in inner",
          "    return func(*args, **kwargs)",
          "  File \"/workspace/verl/verl/workers/fsdp_workers.py\", line 413, in init_model",
          "    self.rollout, self.rollout_sharding_manager = self._build_rollout()",
          "  File \"/workspace/verl/verl/workers/fsdp_workers.py\", line 324, in _build_rollout",
          "    rollout = vLLMRollout(model_path=local_path,",
          "  File \"/workspace/verl/verl/workers/rollout/vllm_rollout/vllm_rollout_spmd.py\", line "
          "100, in __init__",
          "    self.inference_engine = LLM(",
          "  File \"/usr/local/lib/python3.10/dist-packages/vllm-0.7.3.dev0+g0408efc6.d20250313."
          "rocm622-py3.10-linux-x86_64.egg/vllm/utils.py\", line 1051, in inner",
          "    return fn(*args, **kwargs)",
          "  File \"/usr/local/lib/python3.10/dist-packages/vllm-0.7.3.dev0+g0408efc6.d20250313."
          "rocm622-py3.10-linux-x86_64.egg/vllm/entrypoints/llm.py\", line 242, in __init__",
          "    self.llm_engine = self.engine_class.from_engine_args(",
          "  File \"/usr/local/lib/python3.10/dist-packages/vllm-0.7.3.dev0+g0408efc6.d20250313."
          "rocm622-py3.10-linux-x86_64.egg/vllm/engine/llm_engine.py\", line 481, in "
          "from_engine_args",
          "    engine_config = engine_args.create_engine_config(usage_context)",
          t=150.0)
    c.job(155.0, "FAILED", exit_code=1)

    # ---- Search-R1 (verl) on 8 MI210: no HIP GPUs visible to the worker: user_code -------------
    node = "mi210x8"
    c = case("b68-verl-mi210-no-hip-gpus-available", "attributed", "user_code", [], [node],
             "Search-R1 (verl PPO with a vLLM rollout) on eight MI210 with ROCm 6.3.4: the "
             "worker's torch._C._cuda_init() raises 'No HIP GPUs are available' (the poster "
             "traces it to Ray and vLLM both managing the visible devices). Lines as posted on "
             "verl (the node name ours), ISO times ours.",
             start="2025-05-19T10:00:00+00:00", scheduler="ray", ranks_per_node=8)
    c.log(node, "worker", VERL1575,
          "torch._C._cuda_init()",
          "RuntimeError: No HIP GPUs are available",
          t=40.0)
    c.job(42.0, "FAILED", exit_code=1)

    # ---- open-r1 GRPO with vLLM on 8 MI300X: vLLM loads, then training hangs: ambiguous hang ---
    node = "mi300x-grpo"
    c = case("b68-openr1-grpo-vllm-mi300x-hangs-at-train-start", "ambiguous", "hang", [], [node],
             "open-r1 GRPO (accelerate, ZeRO-2, seven training processes plus vLLM on the eighth "
             "MI300X): vLLM starts and loads the checkpoint shards, then the run hangs as training "
             "starts; nothing is printed and no rank is shown stopping first (without vLLM the "
             "same run trains). Lines as posted on open-r1 (the node name ours), ISO times from "
             "the first line's own stamp, the others ours; the cancellation ours.",
             start="2025-03-05T22:10:00+00:00", scheduler="static", ranks_per_node=7)
    c.own(node, "vllm", OPENR1_482, "2025-03-05 22:18:56",
          "INFO 03-05 22:18:56 weight_utils.py:251] Using model weights format ['*.safetensors']")
    c.log(node, "vllm", OPENR1_482,
          "Loading safetensors checkpoint shards:   0% Completed | 0/4 [00:00<?, ?it/s]",
          "Loading safetensors checkpoint shards:  25% Completed | 1/4 [00:02<00:07,  2.34s/it]",
          "Loading safetensors checkpoint shards:  50% Completed | 2/4 [00:05<00:05,  2.53s/it]",
          t=541.0)
    c.job(4200.0, "CANCELLED")


# ---- the amdgpu driver -------------------------------------------------------------------------
def build_driver() -> None:
    # ---- MI300A: all GPU code hangs, PSP command fails in dmesg, power cycle: gpu_hardware -----
    node = "mi300a-node"
    c = case("b68-mi300a-psp-perfmon-command-failed-node-hung", "attributed", "gpu_hardware",
             [node], [node],
             "On an MI300A system all GPU code and rocminfo hang; a normal reboot does not "
             "recover the GPUs and the node has to be powered off. After the crash any attempt to "
             "talk to the driver logs that the PSP gfx command CONFIG_SQ_PERFMON failed. Line as "
             "posted on ROCm/ROCm (the node name ours), ISO time from its own stamp; the job and "
             "node states ours.",
             start="2025-04-22T13:00:00+00:00", scheduler="slurm", ranks_per_node=4)
    c.steps(1, 20, every=120.0)
    c.own(node, "dmesg", ROCM4688, "2025-04-22 14:05:42",
          "[Tue Apr 22 14:05:42 2025] amdgpu 0000:c1:00.0: amdgpu: psp gfx command "
          "CONFIG_SQ_PERFMON(0x46) failed and response status is (0x100)")
    c.job(3960.0, "FAILED", exit_code=1)


# ---- writing -----------------------------------------------------------------------------------
def main() -> None:
    build()
    remove_stale(ROOT, "b68-", CASES)
    write_split(CASES, SPLIT, ROOT)


if __name__ == "__main__":
    main()
