"""Build the thirty-second blind corpus (tests/attribution/blind32/): large-model training on GPUs.

    python tests/attribution/blind32_build.py

A held-out proxy for issue 43's question ("stacks and failures described nowhere"), aimed at
large-model pre-training and its neighbours with PyTorch and NCCL on NVIDIA GPUs, under Slurm,
torchrun or Kubernetes, 2024-2026, as users reported it publicly: Megatron-LM / Megatron-Core,
Megatron-Bridge and NeMo 2, TransformerEngine (FP8), torchtitan (and torchforge's TitanTrainer),
nanotron, FSDP2, OLMo, DeepSpeed (ZeRO-3, Ulysses), MegaBlocks, Lightning with torchao float8,
axolotl (FSDP / ZeRO-3), the miles and VLM-R1 trainers on Megatron and DeepSpeed. The reports were
found with symptom searches of the stored issue threads ("torchtitan NCCL watchdog timeout
multi-node slurm", "Megatron-LM multi-node training CUDA out of memory error log", "DeepSpeed
ZeRO-3 multi-node pretraining NCCL timeout ALLGATHER slurm srun", "TransformerEngine FP8 training
error CUDA illegal memory access multi-node", "OLMo-core training crash error traceback torchrun
multi-node", ...; the corpus README lists them all). The reports were taken in the order the
searches returned them, skipping reports without a copyable log line (screenshots, prose, error
lines cut off) and reports any other corpus or file of the repository cites. It was assembled by
one helper who read neither the engine nor its catalogs; the labels were written before any engine
ran on these bundles, and no report cited here is cited anywhere else in the repository
(test_attribution_heldout.py checks it).

Every log line is copied from the public report given next to it (host names, addresses, ids and
times as posted; a line the report wrapped stays wrapped; trailing padding spaces dropped). Ours
is only the assembly, as in stacks_build.py: which node and stream a line is filed under, an
ISO-8601 time in front of every line (taken from the line's own stamp where it has one), job.json,
the scheduler events and the per-rank step metrics. The labels follow DESIGN's taxonomy and the
rules of the realworld, stacks, frontier and blind READMEs (see blind32/README.md).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from stacks_build import Case, case_maker, remove_stale, write_split  # noqa: E402

ROOT = HERE / "blind32"
SPLIT = "blind32"

# ---- sources (one public report per incident) --------------------------------------------------
MLM1509 = "https://github.com/NVIDIA/Megatron-LM/issues/1509"
DS6705 = "https://github.com/deepspeedai/DeepSpeed/issues/6705"
DS5008 = "https://github.com/deepspeedai/DeepSpeed/pull/5008"
TT1681 = "https://github.com/pytorch/torchtitan/issues/1681"
OLMO706 = "https://github.com/allenai/OLMo/issues/706"
VLMR1_257 = "https://github.com/om-ai-lab/VLM-R1/issues/257"
VLMR1_109 = "https://github.com/om-ai-lab/VLM-R1/issues/109"
MEGABLOCKS62 = "https://github.com/databricks/megablocks/issues/62"
NEMO14919 = "https://github.com/NVIDIA-NeMo/Speech/issues/14919"
NEMO9146 = "https://github.com/NVIDIA-NeMo/Speech/issues/9146"
MILES308 = "https://github.com/radixark/miles/issues/308"
DS7672 = "https://github.com/deepspeedai/DeepSpeed/issues/7672"
BRIDGE824 = "https://github.com/NVIDIA-NeMo/Megatron-Bridge/issues/824"
TE941 = "https://github.com/NVIDIA/TransformerEngine/issues/941"
MLM1525 = "https://github.com/NVIDIA/Megatron-LM/issues/1525"
AXOLOTL1717 = "https://github.com/axolotl-ai-cloud/axolotl/issues/1717"
FORGE568 = "https://github.com/meta-pytorch/torchforge/issues/568"
THINKER28 = "https://github.com/zhangquanchen/3DThinker/issues/28"
PT138715 = "https://github.com/pytorch/pytorch/issues/138715"
GKE383 = "https://github.com/GoogleCloudPlatform/ai-infra-cluster-provisioning/issues/383"
NANOTRON121 = "https://github.com/huggingface/nanotron/issues/121"
MLM4342 = "https://github.com/NVIDIA/Megatron-LM/issues/4342"
PT156535 = "https://github.com/pytorch/pytorch/issues/156535"

CASES: list[Case] = []


case = case_maker(CASES, SPLIT)


def build() -> None:
    build_collective_timeouts_and_hangs()
    build_program_errors()
    build_memory()
    build_exits_without_reason()


# ---- collective timeouts and hangs ---------------------------------------------------------------
def build_collective_timeouts_and_hangs() -> None:
    # ---- DeepSpeed BERT pre-training, two machines: rank 1's all-reduce times out at 99% -------
    n0, n1 = "bert-master", "202.197.0.170"
    c = case("b32-deepspeed-bert-pretrain-rank1-allreduce-timeout", "ambiguous", "hang", [],
             [n0, n1],
             "DeepSpeed's BERT pre-training example (ds_train_bert_nvidia_data_bsz32k_seq512) "
             "across machines launched through the DeepSpeed launcher (pdsh prefixes): at 99% of "
             "the epoch (step 23054 of 23316) rank 1 on 202.197.0.170 reports all-reduce SeqNum "
             "395 timed out after 10 minutes and takes its process down. No rank is shown "
             "stopping first. Lines as posted (the master's node name ours), ISO times ours from "
             "their glog stamps (the year ours).",
             start="2024-11-01T14:30:00+00:00", scheduler="static", ranks_per_node=1)
    c.steps(23000, 23054, every=0.36, t0=8565.6)
    c.own(n1, "rank-1", DS6705, "2024-11-01 17:03:05.823968",
          "99%|█████████▉| 23054/23316 [2:22:47<01:34,  2.79it/s][rank1]:[E1101 "
          "17:03:05.823968890 ProcessGroupNCCL.cpp:607] [Rank 1] Watchdog caught collective "
          "operation timeout: WorkNCCL(SeqNum=395, OpType=ALLREDUCE, NumelIn=336234306, "
          "NumelOut=336234306, Timeout(ms)=600000) ran for 600083 milliseconds before timing out.")
    for stamp, text in (
            ("825934", "202.197.0.170: [rank1]:[E1101 17:03:05.825934647 "
             "ProcessGroupNCCL.cpp:1664] [PG 1 Rank 1] Exception (either an error or timeout) "
             "detected by watchdog at work: 395, last enqueued NCCL work: 395, last completed "
             "NCCL work: 394."),
            ("825965", "202.197.0.170: [rank1]:[E1101 17:03:05.825965173 "
             "ProcessGroupNCCL.cpp:1709] [PG 1 Rank 1] Timeout at NCCL work: 395, last enqueued "
             "NCCL work: 395, last completed NCCL work: 394."),
            ("825984", "202.197.0.170: [rank1]:[E1101 17:03:05.825984408 "
             "ProcessGroupNCCL.cpp:621] [Rank 1] Some NCCL operations have failed or timed out. "
             "Due to the asynchronous nature of CUDA kernels, subsequent GPU operations might run "
             "on corrupted/incomplete data."),
            ("826126", "202.197.0.170: [rank1]:[E1101 17:03:05.826126608 "
             "ProcessGroupNCCL.cpp:627] [Rank 1] To avoid data inconsistency, we are taking the "
             "entire process down.")):
        c.own(n1, "rank-1", DS6705, f"2024-11-01 17:03:05.{stamp}", text)
    c.job(9200.0, "FAILED", exit_code=1)

    # ---- DeepSpeed ZeRO-3 (delayed reduce-scatter branch): five ranks' all-gathers time out ----
    node = "zero3-host"
    c = case("b32-deepspeed-zero3-allgather-base-timeout-five-ranks", "ambiguous", "hang", [],
             [node],
             "Training with DeepSpeed ZeRO-3 on eight GPUs of one machine while testing the "
             "delayed reduce-scatter pull request (a commenter's run): at step 270 of 9847 "
             "DeepSpeed invalidates its trace cache, then ranks 1, 7, 2, 3 and 5 report the same "
             "_ALLGATHER_BASE (SeqNum 211067) timed out after 30 minutes. Nothing shows which rank "
             "stopped first. Lines as posted (the node name ours), ISO times ours.",
             start="2024-01-25T08:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.steps(261, 270, every=1.24, t0=338.8)
    c.log(node, "rank-0", DS5008,
          "  3%|▎         | 270/9847 [05:50<3:17:42,  1.24s/it]Invalidate trace cache @ step 1: "
          "expected module 25, but got module 323", t=350.0)
    for rank, ran in ((1, "1800001"), (7, "1800385"), (2, "1800559"), (3, "1800561"),
                      (5, "1800566")):
        c.log(node, f"rank-{rank}", DS5008,
              f"[E ProcessGroupNCCL.cpp:467] [Rank {rank}] Watchdog caught collective operation "
              "timeout: WorkNCCL(SeqNum=211067, OpType=_ALLGATHER_BASE, NumelIn=2359296, "
              f"NumelOut=18874368, Timeout(ms)=1800000) ran for {ran} milliseconds before timing "
              "out.", t=2151.0 + rank * 0.01)
    c.job(2160.0, "FAILED", exit_code=1)

    # ---- torchtitan DeepSeek with PP=2 on four Slurm nodes: NCCL socket message truncated ------
    nodes = ["nid001097", "titan-node-1", "titan-node-2", "titan-node-3"]
    c = case("b32-torchtitan-pp2-multinode-socket-message-truncated-hang", "ambiguous", "hang",
             [], nodes,
             "torchtitan training DeepSeek with PP=2, FSDP shard 2 and TP=4 on four nodes of four "
             "A100 each (Slurm, the nid host names of a Cray system): the run hangs whenever "
             "PP >= 2, after NCCL's socket transport warns that a message from peer 10.249.23.66 "
             "was truncated (8 bytes instead of 4; NCCL suggests a collective size or setting "
             "mismatch between ranks). No rank is shown stopping first. Lines as posted (the "
             "other nodes' names ours), ISO times ours from the line's own stamp; the run is "
             "not shown ending.",
             start="2025-09-01T21:00:00+00:00", scheduler="slurm", ranks_per_node=4)
    c.job(0.0, "RUNNING")
    c.steps(1, 3, every=60.0, t0=600.0)
    c.own(nodes[0], "rank-0", TT1681, "2025-09-01 21:12:17",
          "[2025-09-01 21:12:17] nid001097:5838:6020 [0] transport/net_socket.cc:561 NCCL WARN "
          "NET/Socket : peer 10.249.23.66<41138> message truncated : receiving 8 bytes instead "
          "of 4. If you believe your socket network is in a healthy state, there may be a "
          "mismatch in collective sizes or environment settings (e.g. NCCL_PROTO, NCCL_ALGO) "
          "between ranks")
    c.log(nodes[0], "rank-0", TT1681,
          "nid001097:5838:6020 [0] NCCL INFO transport/net.cc:1393 -> 5", t=737.0)

    # ---- VLM-R1 GRPO on eight GPUs: rank 6's watchdog stuck for 480 seconds ---------------------
    node = "vlmr1-8gpu"
    c = case("b32-vlmr1-rank6-watchdog-stuck-480s-terminating", "ambiguous", "hang", [], [node],
             "VLM-R1 (GRPO training on DeepSpeed) on eight GPUs of one machine: rank 6's "
             "ProcessGroupNCCL watchdog got stuck for 480 seconds without progress in monitoring "
             "its collectives, dumps debug info and, eight minutes later, terminates the process. "
             "No rank is shown stopping first. Lines as posted, wrapped as in the report (the "
             "node name ours), ISO times ours from their glog stamps (the year ours).",
             start="2025-04-29T12:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.steps(1, 40, every=150.0)
    c.own(node, "rank-6", VLMR1_257, "2025-04-29 13:55:49.384372",
          "[rank6]:[E429 13:55:49.384372190 ProcessGroupNCCL.cpp:1743] [PG ID 0 PG GUID "
          "0(default_pg) Rank 6] ProcessGroupNCCL'")
    c.log(node, "rank-6", VLMR1_257,
          "s watchdog got stuck for 480 seconds without making progress in monitoring enqueued "
          "collectives. This typically indi",
          "cates a NCCL/CUDA API (e.g., CudaEventDestroy) hang blocking the watchdog, and could "
          "be triggered by another thread",
          "holding the GIL inside a CUDA api (for example, CudaEventDestroy), or other "
          "deadlock-prone behaviors.If you suspect",
          "the watchdog is not actually stuck and a longer timeout would help, you can either "
          "increase the timeout (TORCH_NCCL_",
          "HEARTBEAT_TIMEOUT_SEC) to a larger value or disable the heartbeat monitor "
          "(TORCH_NCCL_ENABLE_MONITORING=0).If either",
          " of aforementioned helps, feel free to file an issue to PyTorch about the short "
          "timeout or false positive abort; oth",
          "erwise, please attempt to debug the hang.", t=6949.385)
    c.own(node, "rank-6", VLMR1_257, "2025-04-29 13:55:49.384620",
          "[rank6]:[E429 13:55:49.384620373 ProcessGroupNCCL.cpp:1533] [PG ID 0 PG GUID "
          "0(default_pg) Rank 6] ProcessGroupNCCL")
    c.log(node, "rank-6", VLMR1_257, "preparing to dump debug info. Include stack trace: 1",
          t=6949.385)
    c.own(node, "rank-6", VLMR1_257, "2025-04-29 14:03:49.385461",
          "[rank6]:[F429 14:03:49.385461578 ProcessGroupNCCL.cpp:1554] [PG ID 0 PG GUID "
          "0(default_pg) Rank 6] [PG ID 0 PG GUID")
    c.log(node, "rank-6", VLMR1_257,
          "0(default_pg) Rank 6] Terminating the process after attempting to dump debug info, "
          "due to ProcessGroupNCCL", t=7429.386)
    c.job(7440.0, "FAILED", exit_code=1)

    # ---- VLM-R1 on several GPUs: rank 2's all-gather times out after 30 minutes ---------------
    node = "vlmr1-host"
    c = case("b32-vlmr1-rank2-allgather-base-timeout", "ambiguous", "hang", [], [node],
             "VLM-R1 training on several GPUs of one machine: rank 2's watchdog reports "
             "_ALLGATHER_BASE SeqNum 3399 (8 elements in, 32 out, so four ranks) timed out after "
             "30 minutes and takes the process down. No rank is shown stopping first. Lines as "
             "posted, wrapped as in the report (its first line, with a pager's marker in it, "
             "left out; the node name ours), ISO times ours from their glog stamps (the year "
             "ours).",
             start="2025-03-03T13:00:00+00:00", scheduler="static", ranks_per_node=4)
    c.steps(1, 30, every=60.0)
    c.log(node, "rank-2", VLMR1_109, "onsistency, we are taking the entire process down.",
          t=8537.208)
    c.own(node, "rank-2", VLMR1_109, "2025-03-03 15:22:17.210116",
          "[rank2]:[E303 15:22:17.210116508 ProcessGroupNCCL.cpp:1895] [PG ID 0 PG GUID "
          "0(defaul")
    c.log(node, "rank-2", VLMR1_109,
          "t_pg) Rank 2] Process group watchdog thread terminated with exception: [Rank 2] Watch",
          "dog caught collective operation timeout: WorkNCCL(SeqNum=3399, "
          "OpType=_ALLGATHER_BASE",
          ", NumelIn=8, NumelOut=32, Timeout(ms)=1800000) ran for 1800062 milliseconds before ti",
          "ming out.", t=8537.211)
    c.job(8545.0, "FAILED", exit_code=1)

    # ---- 3DThinker stage 1 on four GPUs with DeepSpeed: hangs, then an all-gather timeout -------
    node = "thinker-4gpu"
    c = case("b32-3dthinker-zero3-four-gpus-allgather-timeout", "ambiguous", "hang", [], [node],
             "3DThinker stage-1 training with DeepSpeed (ZeRO-3 parameter offload) on four GPUs "
             "(one GPU trains fine): the dataset loads, training hangs and then crashes with an "
             "_ALLGATHER_BASE (SeqNum 1902) collective timeout. No rank is shown stopping first. "
             "Lines as posted (the timeout as the poster quoted it, elided by them; the node name "
             "and the stream ours), ISO times ours.",
             start="2026-03-17T02:00:00+00:00", scheduler="static", ranks_per_node=4)
    c.log(node, "rank-0", THINKER28,
          "Loaded 10000 samples from ../../data/data_output3d_begin_10k_resized_GPT.jsonl",
          "Parameter Offload: Total persistent parameters: 781236 in 424 params", t=90.0)
    c.steps(1, 20, every=12.0, t0=120.0)
    c.log(node, "rank-0", THINKER28,
          "Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1902, "
          "OpType=_ALLGATHER_BASE, ...)", t=2150.0)
    c.job(2160.0, "FAILED", exit_code=1)

    # ---- NeMo 2 llama3_8b_64k on two H20 machines: stuck at training start -----------------------
    n0, n1 = "h20-node-0", "h20-node-1"
    c = case("b32-nemo2-llama3-8b-64k-two-h20-stuck-at-start", "ambiguous", "hang", [], [n0, n1],
             "NeMo 2 `nemo llm pretrain --factory llama3_8b_64k(num_nodes=2)` on two H20 machines: "
             "rank 0 sets up the distributed optimizer and prints the model summary, then the run "
             "stays stuck at the training start stage with no error. No rank is shown stopping "
             "first. Lines as posted (node names ours), ISO times ours from the NeMo stamp; the "
             "run is not shown ending.",
             start="2025-10-13T13:20:00+00:00", scheduler="static", ranks_per_node=8)
    c.job(0.0, "RUNNING")
    c.own(n0, "rank-0", NEMO14919, "2025-10-13 13:29:27",
          "[NeMo I 2025-10-13 13:29:27 utils:661] Setting up optimizer with config "
          "OptimizerConfig(optimizer='adam', lr=0.0003, min_lr=None, decoupled_lr=None, "
          "decoupled_min_lr=None, weight_decay=0.1, fp8_recipe='delayed', fp16=False, bf16=True, "
          "reuse_grad_buf_for_mxfp8_param_ag=False, params_dtype=torch.bfloat16, "
          "use_precision_aware_optimizer=False, store_param_remainders=True, "
          "main_grads_dtype=torch.float32, main_params_dtype=torch.float32, "
          "exp_avg_dtype=torch.float32, exp_avg_sq_dtype=torch.float32, loss_scale=None, "
          "initial_loss_scale=4294967296, min_loss_scale=1.0, loss_scale_window=1000, "
          "hysteresis=2, adam_beta1=0.9, adam_beta2=0.95, adam_eps=1e-05, sgd_momentum=0.9, "
          "use_distributed_optimizer=True, overlap_param_gather_with_optimizer_step=False, "
          "optimizer_cpu_offload=False, optimizer_offload_fraction=0.0, "
          "use_torch_optimizer_for_cpu_offload=False, overlap_cpu_optimizer_d2h_h2d=False, "
          "pin_cpu_grads=True, pin_cpu_params=True, clip_grad=1.0, log_num_zeros_in_grad=False, "
          "barrier_with_L1_time=False, timers=None, config_logger_dir='')")
    c.log(n0, "rank-0", NEMO14919, "  | Name   | Type | Params | Mode  | FLOPs", t=567.5)

    # ---- NeMo llama2 SFT with pp_size > 1 on two Slurm nodes: hangs -----------------------------
    n0, n1 = "nemo-slurm-node-0", "nemo-slurm-node-1"
    c = case("b32-nemo-llama2-pp2-two-nodes-hang", "ambiguous", "hang", [], [n0, n1],
             "NeMo megatron_gpt_sft (llama2) on a Slurm cluster, two nodes of eight GPUs, "
             "hangs when pipeline parallelism is above 1 (a commenter's run in the thread): the "
             "log shows the configuration being printed and nothing after it. No rank is shown "
             "stopping first. Lines as posted (node names ours), ISO times ours from the NeMo "
             "stamp; the run is not shown ending.",
             start="2024-05-23T11:05:00+00:00", scheduler="slurm", ranks_per_node=8)
    c.job(0.0, "RUNNING")
    c.own(n0, "rank-0", NEMO9146, "2024-05-23 11:06:21",
          "[NeMo I 2024-05-23 11:06:21 megatron_gpt_sft:176]")
    c.log(n0, "rank-0", NEMO9146,
          "    name: megatron_gpt_sft",
          "    trainer:",
          "      devices:8",
          "      accelerator:gpu",
          "      num_nodes:2", t=81.0)


# ---- exceptions in the program or its environment -----------------------------------------------
def build_program_errors() -> None:
    # ---- MegaBlocks dMoE on 8x8 A100: illegal memory access in padded_gather's backward ------
    nodes = [f"a100-node-{i}" for i in range(8)]
    c = case("b32-megablocks-dmoe-64-gpus-illegal-memory-access", "attributed", "user_code", [],
             nodes,
             "MegaBlocks dMoE training (its Megatron fork) on 8x8 A100 GPUs: the backward pass of "
             "padded_scatter, in the padded_gather kernel, raises CUDA error: an illegal memory "
             "access was encountered; the poster sees it frequently. A fault of the program's "
             "kernels, not of a machine. Lines as posted (node names and the rank ours), ISO "
             "times ours.",
             start="2023-12-14T06:00:00+00:00", scheduler="slurm", ranks_per_node=8)
    c.steps(1, 30, every=20.0)
    c.log(nodes[0], "rank-0", MEGABLOCKS62,
          'File "/home/workspace/megablocks/megatron/training.py", line 455, in train_step',
          "    losses_reduced = forward_backward_func(",
          '  File "/home/workspace/megablocks/megatron/core/pipeline_parallel/schedules.py", line '
          "331, in forward_backward_no_pipelining",
          "    backward_step(grad_scaler, input_tensor, output_tensor,",
          '  File "/home/workspace/megablocks/megatron/core/pipeline_parallel/schedules.py", line '
          "257, in backward_step",
          "    custom_backward(output_tensor[0], output_tensor_grad[0])",
          '  File "/home/workspace/megablocks/megatron/core/pipeline_parallel/schedules.py", line '
          "154, in custom_backward",
          "    Variable._execution_engine.run_backward(",
          '  File "/anaconda3/envs/moe/lib/python3.10/site-packages/torch/autograd/function.py", '
          "line 274, in apply",
          "    return user_fn(self, *args)",
          '  File "/anaconda3/envs/moe/lib/python3.10/site-packages/stk/backend/autocast.py", '
          "line 36, in decorate_bwd",
          "    return bwd(*args, **kwargs)",
          '  File "/anaconda3/envs/moe/lib/python3.10/site-packages/megablocks/ops/'
          'padded_scatter.py", line 40, in backward',
          "    dgrad = kernels.padded_gather(",
          '  File "/anaconda3/envs/moe/lib/python3.10/site-packages/megablocks/backend/'
          'kernels.py", line 118, in padded_gather',
          "    output_rows = padded_bins[-1].cpu().item()",
          "RuntimeError: CUDA error: an illegal memory access was encountered", t=590.0)
    c.job(600.0, "FAILED", exit_code=1)

    # ---- miles RL on Megatron-Core: illegal memory access reading the CUDA RNG state ------------
    node = "miles-h100-host"
    c = case("b32-miles-megatron-illegal-memory-access-rng-state", "attributed", "user_code", [],
             [node],
             "The miles trainer on Megatron-Core (Ray session of 2025-12-11): in the transformer "
             "block's forward, forking the CUDA RNG tracker fails with torch.AcceleratorError: "
             "CUDA error: an illegal memory access was encountered (asynchronously reported). A "
             "kernel fault of the program, not a machine. Lines as posted (the node name ours), "
             "ISO times ours.",
             start="2025-12-11T06:00:00+00:00", scheduler="ray", ranks_per_node=8)
    c.steps(1, 12, every=45.0)
    c.log(node, "rank-0", MILES308,
          '  File "/root/Megatron-LM/megatron/core/transformer/transformer_block.py", line 564, '
          "in forward",
          "    with rng_context, outer_fp8_context:",
          "         ^^^^^^^^^^^",
          '  File "/usr/lib/python3.12/contextlib.py", line 158, in __exit__',
          "    self.gen.throw(value)",
          '  File "/root/Megatron-LM/megatron/core/tensor_parallel/random.py", line 224, in fork',
          "    self.states_[name] = _get_cuda_rng_state(graph_safe=self.use_cudagraphable_rng)",
          '  File "/root/Megatron-LM/megatron/core/tensor_parallel/random.py", line 55, in '
          "_get_cuda_rng_state",
          "    return torch.cuda.random.get_rng_state(device=device)",
          '  File "/usr/local/lib/python3.12/dist-packages/torch/cuda/random.py", line 43, in '
          "get_rng_state",
          "    return default_generator.get_state()",
          "torch.AcceleratorError: CUDA error: an illegal memory access was encountered",
          "CUDA kernel errors might be asynchronously reported at some other API call, so the "
          "stacktrace below might be incorrect.",
          "For debugging consider passing CUDA_LAUNCH_BLOCKING=1", t=560.0)
    c.job(570.0, "FAILED", exit_code=1)

    # ---- DeepSpeed Ulysses with sp_size < world_size: IndexError in the all-gather's backward ---
    node = "ulysses-host"
    c = case("b32-deepspeed-ulysses-sp-smaller-than-world-index-error", "attributed",
             "user_code", [], [node],
             "DeepSpeed Ulysses (UlyssesSPAttentionHF) with sequence_parallel_size smaller than "
             "the world size: the backward of torch's _AllGather indexes the gradient tuple with "
             "the global rank and raises IndexError: tuple index out of range. A program error, "
             "not a machine. Lines as posted (the node name ours), ISO times ours.",
             start="2025-11-05T03:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.log(node, "rank-4", DS7672,
          " self.loss_scaler.backward(loss.float(), retain_graph=retain_graph)",
          '  File "/opt/conda/lib/python3.10/site-packages/deepspeed/runtime/fp16/loss_scaler.py",'
          " line 65, in backward",
          "    scaled_loss.backward(retain_graph=retain_graph)",
          '  File "/opt/conda/lib/python3.10/site-packages/torch/_tensor.py", line 522, in '
          "backward",
          "    torch.autograd.backward(",
          '  File "/opt/conda/lib/python3.10/site-packages/torch/autograd/__init__.py", line 266, '
          "in backward",
          "    Variable._execution_engine.run_backward(  # Calls into the C++ engine to run the "
          "backward pass",
          '  File "/opt/conda/lib/python3.10/site-packages/torch/autograd/function.py", line 289, '
          "in apply",
          "    return user_fn(self, *args)",
          '  File "/opt/conda/lib/python3.10/site-packages/torch/distributed/nn/functional.py", '
          "line 343, in backward",
          "    gx = torch.empty_like(grad_outputs[rank])",
          "IndexError: tuple index out of range", t=75.0)
    c.job(80.0, "FAILED", exit_code=1)

    # ---- Megatron-Bridge Llama3 70B FP8 recipe on GB200: Float8Tensor has no main_grad ---------
    nodes = [f"gb200-node-{i:02d}" for i in range(8)]
    c = case("b32-megatron-bridge-llama3-70b-fp8-gb200-no-main-grad", "attributed", "user_code",
             [], nodes,
             "Megatron-Bridge's default Llama3 70B recipe with FP8 on GB200 (four GPUs a node): "
             "in the backward of TransformerEngine's Linear, rank 9 raises AttributeError: "
             "'Float8Tensor' object has no attribute 'main_grad' (rank 28's traceback "
             "interleaved). A program/configuration error, not a machine. Lines as posted (the "
             "interleaved, garbled line left out; node names ours), ISO times ours.",
             start="2025-09-30T08:00:00+00:00", scheduler="slurm", ranks_per_node=4)
    c.log(nodes[7], "rank-28", BRIDGE824,
          '[rank28]:   File "/opt/Megatron-Bridge/src/megatron/bridge/training/train.py", line '
          "520, in train_step",
          "[rank28]:     losses_reduced = forward_backward_func(",
          "[rank28]:                      ^^^^^^^^^^^^^^^^^^^^^^",
          '[rank28]:   File "/opt/megatron-lm/megatron/core/pipeline_parallel/schedules.py", line '
          "615, in forward_backward_no_pipelining",
          "[rank28]:     backward_step(",
          '[rank28]:   File "/opt/megatron-lm/megatron/core/pipeline_parallel/schedules.py", line '
          "471, in backward_step",
          "[rank28]:     custom_backward(output_tensor[0], output_tensor_grad[0])", t=310.0)
    c.log(nodes[2], "rank-9", BRIDGE824,
          '[rank9]:   File "/usr/local/lib/python3.12/dist-packages/torch/autograd/function.py", '
          "line 307, in apply",
          "[rank9]:     return user_fn(self, *args)",
          "[rank9]:            ^^^^^^^^^^^^^^^^^^^^",
          '[rank9]:   File "/opt/venv/lib/python3.12/site-packages/transformer_engine/pytorch/'
          'module/linear.py", line 930, in backward',
          "[rank9]:     list(weight.main_grad.shape),",
          "[rank9]:          ^^^^^^^^^^^^^^^^",
          "[rank9]: AttributeError: 'Float8Tensor' object has no attribute 'main_grad'", t=310.1)
    c.job(320.0, "FAILED", exit_code=1)

    # ---- Megatron-LM with TransformerEngine main: rmsnorm backward fails, _Map_base::at --------
    node = "megatron-te-host"
    c = case("b32-megatron-te-main-rmsnorm-bwd-map-base-at", "attributed", "user_code", [],
             [node],
             "Plain Megatron-LM training with pipeline parallelism after updating "
             "TransformerEngine to its main branch: the backward of TE's RMSNorm (tex.rmsnorm_bwd) "
             "raises IndexError: _Map_base::at. A library/program error, not a machine. Lines as "
             "posted (the node name ours), ISO times ours.",
             start="2024-06-18T05:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.log(node, "rank-0", TE941,
          '  File "/megatron/training/training.py", line 277, in pretrain',
          "    iteration, num_floating_point_operations_so_far = train(",
          '  File "/megatron/training/training.py", line 1039, in train',
          "    train_step(forward_step_func,",
          '  File "/megatron/training/training.py", line 552, in train_step',
          "    losses_reduced = forward_backward_func(",
          '  File "/megatron/core/pipeline_parallel/schedules.py", line 1423, in '
          "forward_backward_pipelining_without_interleaving",
          "    input_tensor_grad = backward_step(",
          '  File "/megatron/core/pipeline_parallel/schedules.py", line 299, in backward_step',
          "    custom_backward(output_tensor[0], output_tensor_grad[0])",
          '  File "/megatron/core/pipeline_parallel/schedules.py", line 142, in custom_backward',
          "    Variable._execution_engine.run_backward(",
          '  File "/usr/local/lib/python3.10/dist-packages/torch/autograd/function.py", line 289, '
          "in apply",
          "    return user_fn(self, *args)",
          '  File "/usr/local/lib/python3.10/dist-packages/transformer_engine/pytorch/module/'
          'rmsnorm.py", line 68, in backward',
          "    dxmat, dgamma = tex.rmsnorm_bwd(",
          "IndexError: _Map_base::at", t=140.0)
    c.job(150.0, "FAILED", exit_code=1)

    # ---- Lightning FSDP + torchao float8 + torch.compile: inductor's size assertion -------------
    node = "vasiliy-devgpu"
    c = case("b32-lightning-fsdp-float8-compile-inductor-size-assertion", "attributed",
             "user_code", [], [node],
             "A toy training loop with PyTorch Lightning's FSDPStrategy, torchao.float8 and "
             "torch.compile (reproduced on one GPU): inductor's generated code fails "
             "assert_size_stride with AssertionError: expected size 4096==1024. A program/"
             "compiler error, not a machine. Lines as posted (the node name ours), ISO times ours.",
             start="2024-10-23T15:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(node, "rank-0", PT138715,
          '[rank0]:   File "/home/vasiliy/.conda/envs/pt_nightly_20241006/lib/python3.11/'
          'site-packages/torch/_inductor/utils.py", line 2006, in run',
          "[rank0]:     return model(new_inputs)",
          "[rank0]:            ^^^^^^^^^^^^^^^^^",
          '[rank0]:   File "/tmp/torchinductor_vasiliy/fa/'
          'cfaqkfhrkudjkifn56nrhhs4x5oj3sbazifq3nq6k3yzqnshktcm.py", line 559, in call',
          "[rank0]:     assert_size_stride(primals_2, (1024, 1024), (1024, 1))",
          "[rank0]: AssertionError: expected size 4096==1024, stride 1024==1024 at dim=0",
          t=45.0)
    c.job(50.0, "FAILED", exit_code=1)

    # ---- Megatron-LM llama2 on GKE A3 (tcpx): a critical Xid at initialisation -----------------
    pod = "megatron-example-0"
    c = case("b32-megatron-gke-a3-tcpx-critical-xid-at-init", "attributed", "user_code", [],
             [pod],
             "The Megatron-LM llama2 sample workload on GKE a3-highgpu-8g nodes with the tcpx "
             "stack, after the poster removed the /dev/dmabuf_import_helper volume mount from "
             "the example's template: the pod reports a critical Xid on GPU 00000000:04:00.0 and "
             "pretrain_gpt.py fails in initialize_megatron (the thread's title: an illegal memory "
             "access). The poster's own change to the networking stack's setup, no faulty GPU "
             "named. Lines as posted (the pod name ours), ISO times ours.",
             start="2024-10-24T09:00:00+00:00", scheduler="kubernetes", ranks_per_node=8)
    c.log(pod, "rank-0", GKE383,
          "GPU 00000000:04:00.0: Detected Critical Xid Error",
          "Traceback (most recent call last):",
          '  File "/workspace/Megatron-LM/pretrain_gpt.py", line 220, in <module>',
          "    pretrain(train_valid_test_datasets_provider,",
          '  File "/workspace/Megatron-LM/megatron/training/training.py", line 190, in pretrain',
          "    initialize_megatron(extra_args_provider=extra_args_provider,", t=70.0)
    c.job(80.0, "FAILED", exit_code=1)

    # ---- nanotron's tiny-llama example with torchrun: the config's data stages rejected --------
    node = "nanotron-2gpu"
    c = case("b32-nanotron-example-config-data-stages-assertion", "attributed", "user_code", [],
             [node],
             "nanotron's examples/config_tiny_llama.yaml started with torchrun "
             "--nproc_per_node=2: building the DistributedTrainer, the config's __post_init__ "
             "asserts that a training stage must start at 1 in data_stages, before any step. A "
             "configuration error of the job, not a machine. Lines as posted (the node name "
             "ours), ISO times ours.",
             start="2024-03-29T04:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.log(node, "rank-0", NANOTRON121,
          "Traceback (most recent call last):",
          '  File "/root/nanotron/run_train.py", line 156, in <module>',
          "    trainer = DistributedTrainer(config_file)",
          '  File "/root/nanotron/src/nanotron/trainer.py", line 127, in __init__',
          "    self.config = get_config_from_file(",
          '  File "/root/nanotron/src/nanotron/config/config.py", line 432, in '
          "get_config_from_file",
          "    config = get_config_from_dict(",
          '  File "/root/nanotron/src/nanotron/config/config.py", line 393, in '
          "get_config_from_dict",
          "    return from_dict(",
          '  File "/usr/local/lib/python3.10/dist-packages/dacite/core.py", line 81, in from_dict',
          "    instance = data_class(**init_values)",
          '  File "<string>", line 14, in __init__',
          '  File "/root/nanotron/src/nanotron/config/config.py", line 336, in __post_init__',
          "    assert all(",
          "AssertionError: You must have a training stage starting at 1 in the config's "
          "data_stages", t=25.0)
    c.job(30.0, "FAILED", exit_code=1)

    # ---- Megatron-Core MoE functional test: expert DP not divisible by the DistOpt shards ------
    node = "gb200-ci-node"
    c = case("b32-megatron-core-moe-test-expert-dp-not-divisible", "attributed", "user_code", [],
             [node],
             "A Megatron-Core MoE functional test (8 experts, expert parallel 2, several "
             "distributed-optimizer instances) on one GB200 node in CI: "
             "initialize_model_parallel asserts that the expert data parallel size is divisible "
             "by the partial DistOpt shard factor, at initialisation. A configuration error, "
             "not a machine. Lines as posted (the node name ours), ISO times ours.",
             start="2026-04-16T09:00:00+00:00", scheduler="static", ranks_per_node=4)
    c.log(node, "rank-0", MLM4342,
          'File "/opt/megatron-lm/megatron/training/initialize.py", line 341, in '
          "_initialize_distributed",
          "    mpu.initialize_model_parallel(",
          'File "/opt/megatron-lm/megatron/core/parallel_state.py", line 1248, in '
          "initialize_model_parallel",
          "    expert_data_parallel_size % num_distributed_optimizer_instances == 0",
          "AssertionError: Expert data parallel size should be divisible by partial DistOpt "
          "shard factor", t=40.0)
    c.job(45.0, "FAILED", exit_code=1)

    # ---- the FSDP2 tutorial model: the unsharded embedding meets DTensors ----------------------
    node = "fsdp2-host"
    c = case("b32-fsdp2-tutorial-mixed-tensor-dtensor-embedding", "attributed", "user_code", [],
             [node],
             "Emulating PyTorch's FSDP2 example: in the forward pass the embedding layer, left "
             "unsharded, meets DTensors and rank 1 fails with 'got mixed torch.Tensor and "
             "DTensor'. A program error, not a machine. Lines as posted (the traceback before "
             "the message, as the thread gives both; the node name ours), ISO times ours.",
             start="2025-06-21T16:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.log(node, "rank-1", PT156535,
          '[rank1]:   File "/home/danikiyasseh/anaconda3/envs/suave2/lib/python3.11/site-packages/'
          'torch/nn/modules/module.py", line 1751, in _wrapped_call_impl',
          "[rank1]:     return self._call_impl(*args, **kwargs)",
          "[rank1]:            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
          '[rank1]:   File "/home/danikiyasseh/anaconda3/envs/suave2/lib/python3.11/site-packages/'
          'torch/nn/modules/module.py", line 1762, in _call_impl',
          "[rank1]:     return forward_call(*args, **kwargs)",
          "[rank1]:            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
          '[rank1]:   File "/home/danikiyasseh/anaconda3/envs/suave2/lib/python3.11/site-packages/'
          'torch/nn/modules/sparse.py", line 190, in forward',
          "[rank1]:     return F.embedding(",
          "got mixed torch.Tensor and DTensor, need to convert all torch.Tensor to DTensor "
          "before calling distributed operators!", t=35.0)
    c.job(40.0, "FAILED", exit_code=1)


# ---- device memory -----------------------------------------------------------------------------
def build_memory() -> None:
    # ---- Megatron-LM 0.11 on H20, loading the optimizer state: NCCL and cuBLAS out of memory ----
    node = "TENCENT64"
    c = case("b32-megatron-load-optim-h20-nccl-cublas-oom", "attributed", "oom", [], [node],
             "Megatron-LM 0.11 (PyTorch 2.5.1, NCCL 2.21.5) on H20 GPUs: with --no-load-optim "
             "memory use is about 60%; loading the optimizer state, NCCL's allocations on "
             "devices 0 and 7 fail with Cuda failure 2 'out of memory' and cuBLAS handle "
             "creation fails with CUBLAS_STATUS_ALLOC_FAILED. Device memory, nobody implicated. "
             "Lines as posted, ISO times ours.",
             start="2025-03-28T02:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.log(node, "rank-0", MLM1509,
          "TENCENT64:47604:53083 [0] include/alloc.h:103 NCCL WARN Cuda failure 2 'out of memory'",
          "TENCENT64:47604:53083 [0] include/alloc.h:206 NCCL WARN Failed to CUDA calloc async "
          "24 bytes", t=240.0)
    c.log(node, "rank-7", MLM1509,
          "TENCENT64:47611:53081 [7] include/alloc.h:103 NCCL WARN Cuda failure 2 'out of memory'",
          "TENCENT64:47611:53081 [7] include/alloc.h:206 NCCL WARN Failed to CUDA calloc async 4 "
          "bytes", t=240.1)
    c.log(node, "rank-0", MLM1509,
          "RuntimeError: CUDA error: CUBLAS_STATUS_ALLOC_FAILED when calling "
          "`cublasCreate(handle)`", t=240.2)
    c.job(250.0, "FAILED", exit_code=1)

    # ---- axolotl 70B on four 3090s with FSDP / ZeRO-3: rank 1 out of memory loading -------------
    node = "axolotl-4x3090"
    c = case("b32-axolotl-70b-four-3090-rank1-cuda-oom", "attributed", "oom", [], [node],
             "axolotl training a 70B model on four 24 GB RTX 3090 with FSDP or DeepSpeed ZeRO-3 "
             "(both fail): while the model is moved to the GPU (bitsandbytes' to()), rank 1 runs "
             "out of GPU memory (60.31 MiB free of 23.68 GiB). Device memory, nobody implicated. "
             "Lines as posted (the caret line left out; the node name ours), ISO times ours.",
             start="2024-06-25T10:00:00+00:00", scheduler="static", ranks_per_node=4)
    c.log(node, "rank-1", AXOLOTL1717,
          '[rank1]:   File "/home/administrator/miniconda3/envs/axolotl/lib/python3.11/'
          'site-packages/torch/nn/modules/module.py", line 1159, in convert',
          "[rank1]:     return t.to(",
          "[rank1]:            ^^^^^",
          '[rank1]:   File "/home/administrator/miniconda3/envs/axolotl/lib/python3.11/'
          'site-packages/bitsandbytes/nn/modules.py", line 330, in to',
          "[rank1]:     super().to(device=device, dtype=dtype, non_blocking=non_blocking),",
          "[rank1]: torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 112.00 MiB. "
          "GPU  has a total capacity of 23.68 GiB of which 60.31 MiB is free. Including "
          "non-PyTorch memory, this process has 23.61 GiB memory in use. Of the allocated memory "
          "23.15 GiB is allocated by PyTorch, and 64.54 MiB is reserved by PyTorch but "
          "unallocated. If reserved but unallocated memory is large try setting "
          "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See "
          "documentation for Memory Management  "
          "(https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)", t=420.0)
    c.job(430.0, "FAILED", exit_code=1)


# ---- processes exiting for reasons not shown ---------------------------------------------------
def build_exits_without_reason() -> None:
    # ---- OLMo-1B on 8 A800 with torchrun: rank 5 exits with code 1 after ~10 minutes -----------
    node = "ubuntu"
    c = case("b32-olmo-1b-eight-a800-rank5-exitcode-1", "ambiguous", "unknown", [], [node],
             "OLMo-1B pre-training with the official config on eight A800 (torchrun "
             "--nproc_per_node=8): the first steps log normally, then after about ten minutes "
             "the elastic launcher reports rank 5 (local rank 5) failed with exit code 1 and no "
             "error file. Nothing in the bundle says why it exited. Lines as posted, ISO times "
             "ours from their own stamps.",
             start="2024-08-18T12:25:40+00:00", scheduler="static", ranks_per_node=8)
    c.steps(1, 6, every=73.0, t0=73.0)
    for when, head, body in (
            ("2024-08-18 12:26:53", "[2024-08-18 12:26:53] INFO     [olmo.train:966, rank=0] "
             "[step=1/739328,epoch=0]",
             ("    optim/total_grad_norm=9.355", "    train/CrossEntropyLoss=11.35",
              "    train/Perplexity=84,618", "    throughput/total_tokens=4,194,304",
              "    throughput/total_training_Gflops=6,215,264",
              "    throughput/total_training_log_Gflops=15.64",
              "    System/Peak GPU Memory (MB)=42,083")),
            ("2024-08-18 12:28:06", "[2024-08-18 12:28:06] INFO     [olmo.train:966, rank=0] "
             "[step=2/739328,epoch=0]",
             ("    optim/total_grad_norm=59.20", "    train/CrossEntropyLoss=10.57",
              "    train/Perplexity=38,880", "    throughput/total_tokens=8,388,608",
              "    throughput/total_training_Gflops=12,430,528",
              "    throughput/total_training_log_Gflops=16.34",
              "    throughput/device/tokens_per_second=20,592",
              "    throughput/device/batches_per_second=0.0393",
              "    System/Peak GPU Memory (MB)=43,259"))):
        c.own(node, "rank-0", OLMO706, when, head)
        t = 73.0 if when.endswith("26:53") else 146.0
        c.log(node, "rank-0", OLMO706, *body, t=t)
    c.log(node, "launcher", OLMO706,
          '  File "/home/cde/anaconda3/envs/env_olmo_py311/lib/python3.11/site-packages/torch/'
          'distributed/launcher/api.py", line 263, in launch_agent',
          "    raise ChildFailedError(",
          "torch.distributed.elastic.multiprocessing.errors.ChildFailedError:",
          "============================================================",
          "scripts/train.py FAILED",
          "------------------------------------------------------------",
          "Failures:",
          "  <NO_OTHER_FAILURES>",
          "------------------------------------------------------------",
          "Root Cause (first observed failure):",
          "[0]:",
          "  time      : 2024-08-18_12:33:57",
          "  host      : ubuntu",
          "  rank      : 5 (local_rank: 5)",
          "  exitcode  : 1 (pid: 1227467)",
          "  error_file: <N/A>",
          "  traceback : To enable traceback see: "
          "https://pytorch.org/docs/stable/elastic/errors.html",
          "============================================================", t=497.5)
    c.job(500.0, "FAILED", exit_code=1)

    # ---- Megatron-LM with PP across two nodes: local rank 0 exits with -6 ----------------------
    n0, n1 = "pp-node-0", "pp-node-1"
    c = case("b32-megatron-multinode-pp-local-rank0-exitcode-minus-6", "ambiguous", "unknown",
             [], [n0, n1],
             "Megatron-LM pretrain_gpt.py with pipeline parallelism (transformer_engine, "
             "distributed checkpoint format) across two nodes in an NGC 25.02 container: the "
             "elastic agent reports local rank 0 failed with exit code -6 (an abort) and raises "
             "ChildFailedError. Nothing in the bundle says what aborted. Lines as posted (the "
             "caret lines left out; node names ours), ISO times ours from the agent's glog stamp "
             "(the year ours).",
             start="2025-04-10T10:40:00+00:00", scheduler="static", ranks_per_node=8)
    c.own(n0, "launcher", MLM1525, "2025-04-10 10:47:58.118000",
          "E0410 10:47:58.118000 55867 torch/distributed/elastic/multiprocessing/api.py:870] "
          "failed (exitcode: -6) local_rank: 0 (pid: 56003) of binary: /usr/bin/python")
    c.log(n0, "launcher", MLM1525,
          "Traceback (most recent call last):",
          '  File "/usr/local/bin/torchrun", line 33, in <module>',
          "    sys.exit(load_entry_point('torch==2.7.0a0+ecf3bae40a.nv25.2', 'console_scripts', "
          "'torchrun')())",
          '  File "/usr/local/lib/python3.12/dist-packages/torch/distributed/elastic/'
          'multiprocessing/errors/__init__.py", line 355, in wrapper',
          "    return f(*args, **kwargs)",
          '  File "/usr/local/lib/python3.12/dist-packages/torch/distributed/run.py", line 918, '
          "in main",
          "    run(args)",
          '  File "/usr/local/lib/python3.12/dist-packages/torch/distributed/run.py", line 909, '
          "in run",
          "    elastic_launch(",
          '  File "/usr/local/lib/python3.12/dist-packages/torch/distributed/launcher/api.py", '
          "line 139, in __call__",
          "    return launch_agent(self._config, self._entrypoint, list(args))",
          '  File "/usr/local/lib/python3.12/dist-packages/torch/distributed/launcher/api.py", '
          "line 270, in launch_agent",
          "    raise ChildFailedError(",
          "torch.distributed.elastic.multiprocessing.errors.ChildFailedError:", t=478.2)
    c.job(480.0, "FAILED", exit_code=1)

    # ---- torchforge on torchtitan: the TitanTrainer fails saving a checkpoint at step 747 -------
    node = "forge-host"
    c = case("b32-torchforge-titan-trainer-checkpoint-save-failed-step-747", "ambiguous",
             "unknown", [], [node],
             "torchforge (GRPO on Monarch) with torchtitan's TitanTrainer: at step 747 the "
             "trainer actor fails while saving a checkpoint (checkpointer.save, dcp_save) and "
             "Monarch's supervision reports the mesh failure. The error itself (the thread's "
             "title: write_end_of_file's 'unexpected pos 704 vs 598') is not among the lines "
             "shown. Lines as posted (the node name ours), ISO times ours from the Monarch "
             "line's own stamp and zone.",
             start="2025-11-13T02:00:00-08:00", scheduler="static", ranks_per_node=2)
    c.steps(740, 747, every=2.5, t0=2070.0)
    c.log(node, "rank-0", FORGE568,
          "[-]E1113 02:34:53.065978 3280271 monarch_hyperactor/src/v1/actor_mesh.rs:258] "
          "unhandled event reached unhandled_fault_hook: MeshFailure(rank=0, "
          "event=unix:@ak6Az95WJcyetAbV0PLSll1L,trainer_0_1AbmPUkCRGSa,TitanTrainer_17UqrV1aoBh9"
          "[0]: failed: did not handle supervision event at 2025-11-13 02:34:52.480453559 -08:00: "
          "(caused by: unix:@ak6Az95WJcyetAbV0PLSll1L,trainer_0_1AbmPUkCRGSa,"
          "TitanTrainer_17UqrV1aoBh9[1]: failed: serving unix:@ak6Az95WJcyetAbV0PLSll1L,"
          "trainer_0_1AbmPUkCRGSa,TitanTrainer_17UqrV1aoBh9[1]: processing error: Traceback "
          "(most recent call last):",
          '  File "/home/kaiwu/.conda/envs/forge/lib/python3.12/site-packages/monarch/_src/actor/'
          'actor_mesh.py", line 935, in handle',
          "    result = await the_method(*args, **kwargs)",
          '  File "/home/kaiwu/work/kaiwu/forge/src/forge/actors/trainer/titan.py", line 187, in '
          "train_step",
          "    self.engine.checkpointer.save(",
          '  File "/home/kaiwu/.conda/envs/forge/lib/python3.12/site-packages/torch/utils/'
          '_contextlib.py", line 120, in decorate_context',
          "    return func(*args, **kwargs)",
          '  File "/home/kaiwu/.conda/envs/forge/lib/python3.12/site-packages/torchtitan/'
          'components/checkpoint.py", line 521, in save',
          "    self.dcp_save(", t=2093.065978)
    c.job(2100.0, "FAILED", exit_code=1)


# ---- writing -----------------------------------------------------------------------------------
def main() -> None:
    build()
    remove_stale(ROOT, "b32-", CASES)
    write_split(CASES, SPLIT, ROOT)


if __name__ == "__main__":
    main()
