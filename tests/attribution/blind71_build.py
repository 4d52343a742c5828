"""Build the seventy-first blind corpus (tests/attribution/blind71/): NVIDIA's training stack.

    python tests/attribution/blind71_build.py

A held-out proxy for issue 43's question ("stacks and failures described nowhere"), themed on
NVIDIA's large-model training stack: Megatron-LM / Megatron-Core, Megatron-Bridge, NeMo 2 and
NeMo-Run, TransformerEngine, NVRx (nvidia-resiliency-ext), dist-checkpointing, on H100/GB200 under
Slurm (pyxis) or containers. Reports were found with the `search` tool (GitHub issue threads) with
the queries listed in blind71/README.md, taken in the order the searches returned them, skipping
only reports without a copyable log line, reports off the theme, and reports any other corpus or
file of the repository cites. It was assembled by one helper who read neither the engine nor its
catalogs; the labels were written before any engine ran on these bundles, and no report cited here
is cited anywhere else in the repository (test_attribution_heldout.py checks it).

Every log line is copied from the public report given next to it (host names, addresses, pids and
times as posted; a code block's indent, enclosing backticks or quotes dropped). Ours is only the
assembly, as in stacks_build.py: which node and stream a line is filed under, node names where the
report gives none, an ISO-8601 time in front of every line (taken from the line's own stamp where
it has one), job.json, the scheduler states and the per-rank step metrics. The labels follow
DESIGN's taxonomy and the rules of the spent corpora's READMEs (see blind71/README.md).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from stacks_build import Case, case_maker, remove_stale, write_split  # noqa: E402

ROOT = HERE / "blind71"
SPLIT = "blind71"

# ---- sources (one public report per incident), in the order the searches returned them --------
MLM792 = "https://github.com/NVIDIA/Megatron-LM/issues/792"
MBR771 = "https://github.com/NVIDIA-NeMo/Megatron-Bridge/issues/771"
MLM525 = "https://github.com/NVIDIA/Megatron-LM/issues/525"
SWIFT8306 = "https://github.com/modelscope/ms-swift/issues/8306"
NEMO14829 = "https://github.com/NVIDIA-NeMo/Speech/issues/14829"
MBR1901 = "https://github.com/NVIDIA-NeMo/Megatron-Bridge/issues/1901"
TEFL56 = "https://github.com/flagos-ai/TransformerEngine-FL/issues/56"
PYXIS107 = "https://github.com/NVIDIA/pyxis/issues/107"
PYXIS4 = "https://github.com/NVIDIA/pyxis/issues/4"
NFL73 = "https://github.com/NVIDIA/NeMo-Framework-Launcher/issues/73"
CLOUDAI486 = "https://github.com/NVIDIA/cloudai/pull/486"
COSMOS69 = "https://github.com/NVIDIA/cosmos/issues/69"
NVRX6 = "https://github.com/NVIDIA/nvidia-resiliency-ext/issues/6"
NEMO13996 = "https://github.com/NVIDIA-NeMo/Speech/issues/13996"
MLM119 = "https://github.com/NVIDIA/Megatron-LM/issues/119"
DLMS4 = "https://github.com/JinjieNi/dlms-are-super-data-learners/issues/4"
AREAL176 = "https://github.com/areal-project/AReaL/issues/176"
MLC795 = "https://github.com/mlcommons/training/issues/795"
MLM818 = "https://github.com/NVIDIA/Megatron-LM/issues/818"
MBR3500 = "https://github.com/NVIDIA-NeMo/Megatron-Bridge/issues/3500"
ENROOT83 = "https://github.com/NVIDIA/enroot/issues/83"
TE994 = "https://github.com/NVIDIA/TransformerEngine/issues/994"
MLM2422 = "https://github.com/NVIDIA/Megatron-LM/issues/2422"

CASES: list[Case] = []

case = case_maker(CASES, SPLIT)
STATIC = "static"
SLURM = "slurm"


def build() -> None:
    build_device_oom()
    build_launch_and_environment()
    build_nccl_and_network()
    build_program_errors()
    build_crashes()
    build_late_additions()


# ---- device OOM: oom, nobody ---------------------------------------------------------------------
def build_device_oom() -> None:
    node = "cw-dfw-h100-001-132-026"
    c = case("b71-bridge-llama3-8b-fp8-nccl-cuda-oom", "attributed", "oom", [], [node],
             "Megatron-Bridge llama3 8B FP8 on one H100 node: setup finishes, training starts, "
             "and NCCL on every local rank warns of a CUDA 'out of memory' failure. Lines as "
             "posted (an opening backtick dropped); the stamped lines keep their own time.",
             start="2025-09-24T16:14:00+00:00", scheduler=SLURM, ranks_per_node=8)
    c.log(node, "train", MBR771, "> finished creating GPT datasets ...",
          "[after dataloaders are built] datetime: 2025-09-24 16:15:24", "done with setup ...",
          "(min, max) time across ranks (ms):",
          "model-and-optimizer-setup ......................: (15102.03, 15102.30)",
          "train/valid/test-data-iterators-setup ..........: (118.87, 152.37)",
          "Training ...", "Setting rerun_state_machine.current_iteration to 0...", t=84.0)
    for rank, pid, tid in (("0", "2999605", "3004403"), ("4", "3000032", "3004399"),
                           ("3", "2999784", "3004405"), ("7", "2999535", "3004401"),
                           ("6", "2999880", "3004393"), ("1", "2999722", "3004395")):
        c.own(node, "train", MBR771, "2025-09-24T16:15:28",
              f"[2025-09-24 16:15:28] {node}:{pid}:{tid} [{rank}] include/alloc.h:228 NCCL WARN "
              "Cuda failure 2 'out of memory'")
    c.job(120.0, "FAILED", exit_code=1)

    node = "v100-host"
    c = case("b71-megatron-gpt2-large-v100-cuda-oom", "attributed", "oom", [], [node],
             "Megatron-LM GPT-2 large (774M) on one V100-32GB: CUDA out of memory. Line as posted "
             "(enclosing quotes dropped), node name and times ours.",
             start="2023-09-29T10:00:00+00:00", scheduler=STATIC)
    c.log(node, "train", MLM525,
          "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 786.00 MiB (GPU 0; "
          "31.74 GiB total capacity; 28.82 GiB already allocated; 577.12 MiB free; 29.97 GiB "
          "reserved in total by PyTorch) If reserved memory is >> allocated memory try setting "
          "max_split_size_mb to avoid fragmentation.  See documentation for Memory Management and "
          "PYTORCH_CUDA_ALLOC_CONF", t=60.0)
    c.job(62.0, "FAILED", exit_code=1)

    nodes = [f"gb200-n{i:03d}" for i in range(32)]
    c = case("b71-bridge-llama405b-gb200-nccl-cuda-oom", "attributed", "oom", [], nodes,
             "Megatron-Bridge Llama3.1-405B performance script on GB200 (4 GPUs a node): rank 112 "
             "fails an NCCL call with CUDA failure 2 'out of memory'; rank 125 prints a traceback. "
             "Lines as posted; node names (rank 112 on the 29th node, 125 on the 32nd) and times "
             "ours.", start="2026-01-10T08:00:00+00:00", scheduler=SLURM, ranks_per_node=4)
    c.log(nodes[28], "train", MBR1901,
          "[rank112]: torch.distributed.DistBackendError: NCCL error in: "
          "/opt/pytorch/pytorch/torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:3694, unhandled "
          "cuda error (run with NCCL_DEBUG=INFO for details), NCCL version 2.28.3",
          "[rank112]: ncclUnhandledCudaError: Call to CUDA function failed.",
          "[rank112]: Last error:", "[rank112]: Cuda failure 2 'out of memory'", t=300.0)
    c.log(nodes[31], "train", MBR1901, "[rank125]: Traceback (most recent call last):", t=301.0)
    c.job(320.0, "FAILED", exit_code=1)

    node = "llama3-node"
    c = case("b71-megatron-llama3-8k-oom-traceback", "attributed", "oom", [], [node],
             "Megatron-LM pretrain_gpt.py for LLaMA3 (seq 8192) on one node: the reporter gets a "
             "CUDA out of memory error; the posted traceback (ranks' output interleaved) is in "
             "train(). Lines as posted, node name and times ours.",
             start="2025-01-10T09:00:00+00:00", scheduler=STATIC, ranks_per_node=8)
    c.log(node, "train", MLM818, "Traceback (most recent call last):",
          'File "/workspace/Megatron-LM/pretrain_gpt.py", line 278, in <module>',
          "return self._call_impl(*args, **kwargs)pretrain(",
          'File "/workspace/Megatron-LM/megatron/training/training.py", line 376, in pretrain',
          "iteration, num_floating_point_operations_so_far = train(",
          'File "/workspace/Megatron-LM/megatron/training/training.py", line 1432, in train',
          "result = forward_call(*args, **kwargs)",
          'File "/workspace/Megatron-LM/megatron/core/tensor_parallel/layers.py", line 943, in '
          "forward", t=150.0)
    c.job(160.0, "FAILED", exit_code=1)

    nodes = [f"gb300-n{i:02d}" for i in range(4)]
    c = case("b71-bridge-nemotron3-super-gb300-cuda-graphs-oom", "attributed", "oom", [], nodes,
             "Megatron-Bridge Nemotron-3-Super pretraining on GB300 (NVFP4, EP=64, CUDA Graphs): "
             "the run OOMs, per the report; the posted traceback of rank 9 is in "
             "TransformerEngine's grouped linear forward. Lines as posted (caret lines dropped), "
             "node names (rank 9 on the third node) and times ours.",
             start="2026-05-01T10:00:00+00:00", scheduler=SLURM, ranks_per_node=4)
    c.log(nodes[2], "train", MBR3500,
          "[rank9]:     out = super().forward(x, m_splits, "
          "is_first_microbatch=_is_first_microbatch)",
          '[rank9]:   File "/opt/venv/lib/python3.12/site-packages/transformer_engine/pytorch/'
          'jit.py", line 67, in wrapper',
          "[rank9]:     return disabled_f(*args, **kwargs)",
          '[rank9]:   File "/opt/venv/lib/python3.12/site-packages/transformer_engine/pytorch/'
          'module/grouped_linear.py", line 1013, in forward',
          "[rank9]:     out = linear_fn(*autograd_ctx, inp, non_tensor_args, *weight_tensors, "
          "*bias_tensors)",
          '[rank9]:   File "/opt/venv/lib/python3.12/site-packages/transformer_engine/pytorch/'
          'module/grouped_linear.py", line 193, in forward', t=400.0)
    c.job(410.0, "FAILED", exit_code=1)


# ---- launch failures and environment under Slurm / pyxis / containers ----------------------------
def build_launch_and_environment() -> None:
    nodes = ["nemo-slurm-node-1", "nemo-slurm-node-2"]
    c = case("b71-nemo-run-pmix-step-launch-failed", "ambiguous", "unknown", [], nodes,
             "NeMo-Run's generated Slurm script (srun --mpi=pmix, Pyxis/Enroot, NeMo 25.07) for "
             "multi-node Qwen3 pretraining: the step aborts before it is launched, 'task 0 launch "
             "failed: Unspecified error'. Lines as posted, node names and times ours.",
             start="2025-09-27T10:00:00+00:00", scheduler=SLURM, ranks_per_node=8)
    c.log(nodes[0], "srun", NEMO14829,
          "srun: StepId=<id>.0 aborted before step completely launched.",
          "srun: error: task 0 launch failed: Unspecified error", t=40.0)
    c.job(42.0, "FAILED", exit_code=1)

    nodes = ["n1", "n2", "n3"]
    c = case("b71-pyxis-multinode-task-launch-socket-timeout", "ambiguous", "unknown", [], nodes,
             "A three-node MPI job in a pyxis container under Slurm 22.05: the image is imported, "
             "then task launch fails on all three nodes (socket timed out on n1, no such process "
             "on n2 and n3) and the step is aborted. Lines as posted (the job's .e file), times "
             "ours.", start="2023-03-14T12:00:00+00:00", scheduler=SLURM, ranks_per_node=3)
    c.log("n1", "job-96", PYXIS107,
          "pyxis: imported docker image: docker://hpcreid/openmpi:230130",
          "srun: error: slurm_receive_msgs: [[n1.mytestdomain]:6818] failed: Socket timed out on "
          "send/recv operation",
          "srun: error: Task launch for StepId=96.0 failed on node n2: No such process",
          "srun: error: Task launch for StepId=96.0 failed on node n3: No such process",
          "srun: error: Task launch for StepId=96.0 failed on node n1: Socket timed out on "
          "send/recv operation",
          "srun: error: Application launch failed: Socket timed out on send/recv operation",
          "srun: Job step aborted", t=90.0)
    c.job(95.0, "FAILED", exit_code=1)

    node = "pyxis-compute"
    c = case("b71-pyxis-runtime-dir-mkdir-failed", "attributed", "user_code", [], [node],
             "srun with --container-image: task 0 launch fails at plugin initialization; slurmd's "
             "log on the compute node says pyxis could not create its runtime directory under "
             "/run. Lines as posted; slurmd lines keep their own time, node name ours.",
             start="2019-09-24T10:09:00+00:00", scheduler=SLURM)
    c.log(node, "srun", PYXIS4, "srun: job xxxx queued and waiting for resources",
          "srun: job xxxx has been allocated resources", t=60.0)
    for text in ("[2019-09-24T10:10:06.901] [321.0] error: pyxis: couldn't mkdir "
                 "/run/pyxis/100005: No such file or directory",
                 "[2019-09-24T10:10:06.901] [321.0] error: spank: required plugin spank_pyxis.so: "
                 "init_post_opt() failed with rc=-1",
                 "[2019-09-24T10:10:06.901] [321.0] error: Plugin stack initialization failed."):
        c.own(node, "slurmd", PYXIS4, "2019-09-24T10:10:06.901", text)
    c.log(node, "srun", PYXIS4, "srun: error: task 0 launch failed: Plugin initialization failed",
          t=67.0)
    c.job(68.0, "FAILED", exit_code=1)

    node = "nemo-launcher-node"
    c = case("b71-nemo-launcher-srun-container-image-unrecognized", "attributed", "user_code", [],
             [node],
             "NeMo-Megatron-Launcher's download_gpt3_pile job on a one-node 8xA100 Slurm 19.05: "
             "srun does not recognise --container-image (pyxis not loaded). Lines as posted (the "
             "job's .err file), node name and times ours.",
             start="2023-06-08T09:00:00+00:00", scheduler=SLURM, ranks_per_node=8)
    c.log(node, "download-err", NFL73, "srun: unrecognized option '--container-image'",
          "srun: unrecognized option '--container-image'",
          'Try "srun --help" for more information', t=3.0)
    c.job(4.0, "FAILED", exit_code=1)


# ---- NCCL / network ------------------------------------------------------------------------------
def build_nccl_and_network() -> None:
    node = "megatron-distopt-node"
    c = case("b71-megatron-distopt-odd-dp-nccl-system-error", "ambiguous", "network", [], [node],
             "Megatron-LM with the distributed optimizer and an odd data-parallel size: ranks fail "
             "in a pipeline recv with NCCL 'unhandled system error'; the last error is the proxy "
             "service failing a Connect. Lines as posted (indent dropped), node name and times "
             "ours.",
             start="2024-04-22T10:00:00+00:00", scheduler=STATIC, ranks_per_node=6)
    c.log(node, "train", MLM792,
          "torch.distributed.DistBackendError: NCCL error in: "
          "../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1691, unhandled system error (run "
          "with NCCL_DEBUG=INFO for details), NCCL version 2.19.3",
          "ncclSystemError: System call (e.g. socket, malloc) or external library call failed or "
          "device error.", "Last error:", "return pg.recv([tensor], group_src_rank, tag)",
          "[Proxy Service 2] Failed to execute operation Connect from rank 2, retcode 3", t=95.0)
    c.job(100.0, "FAILED", exit_code=1)

    nodes = [f"ib-node-{i}" for i in range(4)]
    c = case("b71-nemo-gemma2-sft-nccl-no-net-id-0", "ambiguous", "network", [], nodes,
             "NeMo 25.04 container, Gemma 2 SFT on four IB nodes (32 processes): right after all "
             "processes register, NCCL warns it cannot find NET with id 0 and multi-node training "
             "fails. Lines as posted, node names and times ours.",
             start="2025-06-24T10:00:00+00:00", scheduler=SLURM, ranks_per_node=8)
    c.log(nodes[0], "train", NEMO13996,
          "-" * 100, "distributed_backend=nccl",
          "All distributed processes registered. Starting with 32 processes", t=50.0)
    c.log(nodes[0], "train", NEMO13996, "graph/topo.h:230 NCCL WARN Could not find NET with id 0",
          t=55.0)
    c.job(60.0, "FAILED", exit_code=1)


# ---- exceptions in the program or its environment ----------------------------------------------
def build_program_errors() -> None:
    node = "h100-8x"
    c = case("b71-te-fl-fp8-dtype-cast-error", "attributed", "user_code", [], [node],
             "TransformerEngine-FL's FP8 Quickstart on an H100 container: RuntimeError casting a "
             "DType to transformer_engine::DType. Line as posted, node name and times ours.",
             start="2026-03-26T10:00:00+00:00", scheduler=STATIC)
    c.log(node, "train", TEFL56,
          "RuntimeError: Unable to cast Python instance of type &lt;num 'DType'&gt; to C++ type "
          "'transformer_engine::DType'", t=20.0)
    c.job(21.0, "FAILED", exit_code=1)

    node = "cosmos-node"
    c = case("b71-cosmos-nemo-post-training-missing-key", "attributed", "user_code", [], [node],
             "Cosmos autoregressive post-training through NeMo's llm.api.train: loading the "
             "distributed checkpoint fails with a missing key. Lines as posted (the RuntimeError "
             "is the report's title), node name and times ours.",
             start="2025-01-20T10:00:00+00:00", scheduler=STATIC, ranks_per_node=8)
    c.log(node, "train", COSMOS69,
          '[rank0]:   File "/ossfs/workspace/yuhu.yh/code/Cosmos/cosmos1/models/autoregressive/'
          'nemo/post_training/general.py", line 136, in <module>',
          "[rank0]:     main(args)",
          '[rank0]:   File "/ossfs/workspace/yuhu.yh/code/Cosmos/nemo/collections/llm/api.py", '
          "line 106, in train",
          "[rank0]:     trainer.fit(model, data)",
          "RuntimeError: Missing key in checkpoint state_dict: "
          "module.decoder.layers.self_attention.q_layernorm._extra_state/shard_0_16.", t=120.0)
    c.job(125.0, "FAILED", exit_code=1)

    node = "mega-host"
    c = case("b71-megatron-gpt-dataset-does-not-exist", "attributed", "user_code", [], [node],
             "Megatron-LM pretrain_gpt.py: the data prefix does not exist, and building the "
             "datasets raises AttributeError. Lines as posted (backticks dropped), node name and "
             "times ours.", start="2021-07-15T10:00:00+00:00", scheduler=STATIC)
    c.log(node, "train", MLM119, "Dataset does not exist: /data/openwebtext/subset-01",
          "Path should be a basename that both .idx and .bin can be appended to get full "
          "filenames.", " > finished creating indexed dataset in 0.000021 seconds",
          "Traceback (most recent call last):",
          'File "/mega/Megatron-LM/pretrain_gpt.py", line 124, in <module>',
          "AttributeError: 'NoneType' object has no attribute 'sizes'", t=45.0)
    c.job(46.0, "FAILED", exit_code=1)

    node = "dlms-node"
    c = case("b71-megatron-dist-ckpt-load-plan-traceback", "attributed", "user_code", [], [node],
             "A Megatron-based diffusion-LM trainer loading a distributed checkpoint: ranks fail "
             "in dist_checkpointing's create_local_plan (missing keys, per the report). Lines as "
             "posted, node name and times ours.",
             start="2025-11-19T10:00:00+00:00", scheduler=STATIC, ranks_per_node=4)
    c.log(node, "train", DLMS4, "[rank3]: Traceback (most recent call last): (RANK 2)",
          '[rank3]:   File "/usr/local/lib/python3.12/dist-packages/torch/distributed/checkpoint/'
          'utils.py", line 164, in reduce_scatter',
          "[rank3]:     local_data = map_fun()",
          '[rank3]:   File "/workspace/home/dLLM/dLLM/SuperLearner/mega-dlms/megatron/core/'
          'dist_checkpointing/strategies/torch.py", line 548, in create_local_plan',
          "[rank3]:     return super().create_local_plan()", t=90.0)
    c.job(95.0, "FAILED", exit_code=1)

    node = "mlperf-llama3-node"
    c = case("b71-nemo-llama3-build-data-index-traceback", "attributed", "user_code", [], [node],
             "MLPerf Llama3 pretraining with NeMo: the build_data_index step fails in Megatron "
             "Core's blended dataset builder. Lines as posted (trailing blanks dropped), node name "
             "and times ours.", start="2025-05-28T10:00:00+00:00", scheduler=SLURM)
    c.log(node, "data_index", MLC795,
          'data_index/0 [default0]:[rank0]:   File "/opt/megatron-lm/megatron/core/datasets/'
          'blended_megatron_dataset_builder.py", line 126, in build',
          "data_index/0 [default0]:[rank0]:     datasets = self._build_blended_dataset_splits()",
          'data_index/0 [default0]:[rank0]:   File "/opt/megatron-lm/megatron/core/datasets/'
          'blended_megatron_dataset_builder.py", line 259, in _build_blended_dataset_splits',
          "data_index/0 [default0]:[rank0]:     blended_datasets[i] = "
          "self._build_megatron_dataset_splits(",
          'data_index/0 [default0]:[rank0]:   File "/opt/megatron-lm/megatron/core/datasets/'
          'blended_megatron_dataset_builder.py", line 417, in _build_megatron_dataset_splits',
          "data_index/0 [default0]:[rank0]:     low_level_dataset = "
          "self.cls.build_low_level_dataset(dataset_path, self.config)", t=30.0)
    c.job(32.0, "FAILED", exit_code=1)


# ---- crashes with no cause given, NaN grad norm --------------------------------------------------
def build_crashes() -> None:
    node = "swift-megatron-node"
    c = case("b71-swift-megatron-ckpt-save-segfault", "ambiguous", "unknown", [], [node],
             "ms-swift with the Megatron backend training Qwen3.5-27B: saving the second "
             "checkpoint (optimizer and RNG state) segfaults in the zip writer's crc32. Lines as "
             "posted (indent dropped), node name and times ours.",
             start="2026-03-12T08:00:00+00:00", scheduler=STATIC, ranks_per_node=8)
    c.steps(1, 200, every=10.0)
    c.log(node, "train", SWIFT8306, "!!!!!!! Segfault encountered !!!!!!!",
          'File "./signal/../sysdeps/unix/sysv/linux/x86_64/libc_sigaction.c", line 0, in '
          "0x00007fed7cfcb51f",
          'File "<unknown>", line 0, in crc32_16bytes(void const*, unsigned long, unsigned int)',
          'File "<unknown>", line 0, in mz_crc32',
          'File "<unknown>", line 0, in mz_zip_writer_add_mem_ex_v2', t=2005.0)
    c.job(2010.0, "FAILED", exit_code=139)

    node = "dgxa100"
    c = case("b71-nvrx-ft-ddp-test-bus-error", "ambiguous", "unknown", [], [node],
             "nvidia-resiliency-ext's fault-tolerance DDP test in an NGC PyTorch container on a "
             "DGX A100: after the first CHECK TRAIN line both processes catch signal 7 (Bus "
             "error). Lines as posted (indent dropped), times ours.",
             start="2024-11-08T10:00:00+00:00", scheduler=STATIC, ranks_per_node=2)
    c.log(node, "train", NVRX6,
          "CHECK TRAIN epoch:    0 iter:     0 loss: 23.894926071166992 input: tensor([6044., "
          "9399., 4919.,  429.,  337.,  981.,  784., 5592.],", "device='cuda:0')",
          "[dgxa100:1034 :0:1034] Caught signal 7 (Bus error: nonexistent physical address)",
          "[dgxa100:1035 :0:1035] Caught signal 7 (Bus error: nonexistent physical address)",
          t=30.0)
    c.job(35.0, "FAILED", exit_code=1)

    node = "areal-node"
    c = case("b71-areal-megatron-ckpt-save-traceback", "ambiguous", "unknown", [], [node],
             "AReaL RL training with the Megatron backend on one 8-GPU node: a step that should "
             "checkpoint updates the model, then Hydra reports 'Error executing job' and a "
             "traceback whose exception the report's excerpt does not show. Lines as posted; the "
             "two stamped lines keep their own time, node name ours.",
             start="2025-07-15T08:00:00+00:00", scheduler=STATIC, ranks_per_node=8)
    c.own(node, "master", AREAL176, "2025-07-15T08:10:13.178",
          "(MasterWorker pid=4648) 20250715-08:10:13.178 worker INFO: The next step is epoch 1/5 "
          "step 6/1119 (global step 6). Should checkpoint? True. Should save? False. Should run "
          "evaluation? False. Is the first step in epoch? False. Is the last step in epoch? False.")
    c.own(node, "master", AREAL176, "2025-07-15T08:11:44.260",
          "(ModelWorker pid=4649) 20250715-08:11:44.260 Megatron Backend INFO: Model name "
          "ModelName(role='actor', replica_id=0), Pipeline rank 0. Update success? True. Grad "
          "Norm: 0.4510480761528015. Current loss scale: tensor([8192.], device='cuda:0'). "
          "Learning rate: [2e-05, 2e-05].")
    c.log(node, "master", AREAL176,
          "Error executing job with overrides: ['n_nodes=1', 'n_gpus_per_node=8', "
          "'allocation_mode=sglang.d4p1m1+d2p2m1', "
          "'cluster.fileroot=/home/users/seasponge/areal_experiments', "
          "'actor.type._class=qwen2', "
          "'actor.path=/ssd1/models/huggingface.co/Qwen/Qwen2.5-7B-Instruct/', "
          "'ref.type._class=qwen2', "
          "'ref.path=/ssd1/models/huggingface.co/Qwen/Qwen2.5-7B-Instruct/', "
          "'dataset.path=/home/users/seasponge/dapo-math-17k-areal.jsonl', "
          "'dataset.train_bs_n_seqs=16', 'group_size=8', 'ppo.gen.max_new_tokens=4096', "
          "'ppo.ppo_n_minibatches=2', 'actor_train.mb_spec.max_tokens_per_mb=32768', "
          "'actor_inf.mb_spec.max_tokens_per_mb=32768', 'max_concurrent_rollouts=16', "
          "'max_head_offpolicyness=4']", "Traceback (most recent call last):", t=706.0)
    c.job(710.0, "FAILED", exit_code=1)

    nodes = [f"h100-node-{i}" for i in range(8)]
    nodes[5] = "cw-dfw-h100-002-295-026"
    c = case("b71-nemo2-llama70b-nan-local-grad-norm", "attributed", "numerical", [], nodes,
             "NeMo 2.0 Llama3 70B on H100 nodes via cloudai: ranks 40, 42 and 43 on node "
             "cw-dfw-h100-002-295-026 report NaN in the local grad norm before the data-parallel "
             "collective. Lines as posted; the other node names and times ours.",
             start="2025-04-16T10:00:00+00:00", scheduler=SLURM, ranks_per_node=8)
    for rank, dev in (("40", "0"), ("42", "2"), ("43", "3")):
        c.log(nodes[5], "train", CLOUDAI486,
              f"Unexpected error: Rank {rank}, node cw-dfw-h100-002-295-026, device {dev}, "
              "iteration -1: Unexpected result nan (message='found NaN in local grad norm for "
              "bucket #0 in backward pass before data-parallel communication collective')",
              t=240.0)
    c.job(250.0, "FAILED", exit_code=1)


# ---- a second round of searches: storage, userbuffers, a checkpoint hang ------------------------
def build_late_additions() -> None:
    node = "slurm-gpu-node"
    c = case("b71-pyxis-import-no-space-left-on-device", "attributed", "storage", [], [node],
             "srun --container-image=nvcr.io/nvidia/pytorch:20.12-py3: pyxis fails to import the "
             "image because creating the squashfs under /run/pyxis runs out of space. Lines as "
             "posted (bold markers dropped), node name and times ours.",
             start="2021-06-11T10:00:00+00:00", scheduler=SLURM)
    c.log(node, "srun", ENROOT83, "pyxis: importing docker image ...",
          "slurmstepd: error: pyxis: child 52574 failed with error code: 1",
          "slurmstepd: error: pyxis: failed to import docker image",
          "slurmstepd: error: pyxis: printing contents of log file ...",
          "slurmstepd: error: pyxis:     [INFO] Querying registry for permission grant",
          "slurmstepd: error: pyxis:     [INFO] Authenticating with user: $oauthtoken",
          "slurmstepd: error: pyxis:     [INFO] Using credentials from file: "
          "/shared/home/cycleadmin/.config/enroot/.credentials",
          "slurmstepd: error: pyxis:     [INFO] Authentication succeeded",
          "slurmstepd: error: pyxis:     [INFO] Fetching image manifest list",
          "slurmstepd: error: pyxis:     [INFO] Fetching image manifest",
          "slurmstepd: error: pyxis:     [INFO] Found all layers in cache",
          "slurmstepd: error: pyxis:     [INFO] Extracting image layers...",
          "slurmstepd: error: pyxis:     [INFO] Converting whiteouts...",
          "slurmstepd: error: pyxis:     [INFO] Creating squashfs filesystem...",
          "slurmstepd: error: pyxis:     Write failed because No space left on device",
          "slurmstepd: error: pyxis:     FATAL ERROR:Failed to write to output filesystem",
          t=180.0)
    c.job(185.0, "FAILED", exit_code=1)

    node = "te-ub-node"
    c = case("b71-te-userbuffers-tp-overlap-init-nccl-error", "attributed", "user_code", [],
             [node],
             "Megatron-DeepSpeed pretrain_gpt.py with TransformerEngine's TP comm overlap "
             "(userbuffers), tensor-parallel size 4 of world size 8: userbuffers initialisation "
             "fails with an NCCL error in userbuffers-host.cpp (the same run with TP 8 trains). "
             "Lines as posted, node name and times ours.",
             start="2024-07-08T10:00:00+00:00", scheduler="ssh", ranks_per_node=8)
    c.log(node, "train", TE994,
          "Failed, NCCL error TransformerEngine_official/transformer_engine/pytorch/csrc/"
          "userbuffers/userbuffers-host.cpp:223 ''",
          "!!! [UB] Create UbufP2PCommOverlap Communicator",
          "UB_TIMEOUT is set to 110 sec, 217800000000 cycles, freq: 1980000khz", t=70.0)
    c.job(75.0, "FAILED", exit_code=1)

    node = "mcore-async-node"
    c = case("b71-megatron-async-save-blocked", "ambiguous", "hang", [], [node],
             "Megatron checkpointing in async_save mode blocks: the shard files exist with no "
             "data, and py-spy shows the main thread waiting to join the async save process. No "
             "rank is shown stopping first. Lines as posted (indent dropped), node name and "
             "times ours.", start="2025-11-28T12:00:00+00:00", scheduler=STATIC, ranks_per_node=8)
    c.steps(1, 100, every=10.0)
    c.job(0.0, "RUNNING")
    c.log(node, "py-spy", MLM2422, 'Thread 36380 (idle): "MainThread"',
          "poll (multiprocessing/popen_fork.py:27)", "wait (multiprocessing/popen_fork.py:43)",
          "join (multiprocessing/process.py:149)",
          "close (core/dist_checkpointing/strategies/async_utils.py:248)",
          "is_current_async_call_done (core/dist_checkpointing/strategies/async_utils.py:236)",
          "maybe_finalize_async_calls (core/dist_checkpointing/strategies/async_utils.py:537)",
          "save (core/dist_checkpointing/strategies/base.py:228)",
          "save (core/dist_checkpointing/strategies/fully_parallel.py:95)",
          "save (core/dist_checkpointing/serialization.py:396)", t=4200.0)


# ---- writing -----------------------------------------------------------------------------------
def main() -> None:
    build()
    remove_stale(ROOT, "b71-", CASES)
    write_split(CASES, SPLIT, ROOT)


if __name__ == "__main__":
    main()
