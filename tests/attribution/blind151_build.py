"""Build the 151st blind corpus (tests/attribution/blind151/): the newest hardware and
communication stacks under training, 2025-2026.

    python tests/attribution/blind151_build.py

A held-out proxy for how attribution generalises to the newest training stacks: Blackwell (B200,
B300, GB200 NVL72), H200 and GH200 Grace-Hopper, CUDA 12.8+/13, NCCL 2.24+ (NVLS, the RAS
subsystem), NVSHMEM and DeepEP expert-parallel dispatch, torch symmetric memory and async TP,
multi-node NVLink, as GitHub issue and pull-request threads show them. They were found with the
search tool's issue corpus (queries listed in blind151/README.md) and taken in the order the
searches returned them, skipping only reports without a copyable log line, reports not about a
(multi-device or multi-node) training run, and reports any other corpus or file of the
repository cites. It was assembled by one helper who read neither the engine nor its catalogs;
the labels were written before any engine ran on these bundles, and no report cited here is
cited anywhere else in the repository (test_attribution_heldout.py checks it).

Every log line is copied from the public report given next to it (host names, addresses, ids and
times as posted; a line the report wrapped stays wrapped; lines the search excerpt cut short left
out; trailing blanks dropped). Ours is only the assembly, as in stacks_build.py: which node and
stream a line is filed under (and node names where the report gives none), an ISO-8601 time in
front of every line (taken from the line's own stamp where it has one), job.json, the scheduler
events and the per-rank step metrics. The labels follow DESIGN's taxonomy and the rules of the
realworld, stacks, frontier and blind READMEs (see blind151/README.md).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from stacks_build import Case, case_maker, remove_stale, write_split  # noqa: E402

ROOT = HERE / "blind151"
SPLIT = "blind151"

# ---- sources (one public report per incident) --------------------------------------------------
NCCL1730 = "https://github.com/NVIDIA/nccl/issues/1730"
NCCL1996 = "https://github.com/NVIDIA/nccl/issues/1996"
NEMORL4027 = "https://github.com/NVIDIA-NeMo/RL/issues/4027"
TORCHTITAN1185 = "https://github.com/pytorch/torchtitan/issues/1185"
MEGATRONLM1881 = "https://github.com/NVIDIA/Megatron-LM/issues/1881"
SKYPILOT8837 = "https://github.com/skypilot-org/skypilot/pull/8837"
OPENPI758 = "https://github.com/Physical-Intelligence/openpi/issues/758"
AXOLOTL3530 = "https://github.com/axolotl-ai-cloud/axolotl/issues/3530"
MBRIDGE1335 = "https://github.com/NVIDIA-NeMo/Megatron-Bridge/issues/1335"
AUTOMODEL3906 = "https://github.com/NVIDIA-NeMo/Automodel/issues/3906"
MBRIDGE2166 = "https://github.com/NVIDIA-NeMo/Megatron-Bridge/issues/2166"
MBRIDGE2053 = "https://github.com/NVIDIA-NeMo/Megatron-Bridge/issues/2053"
PAIMEGATRON693 = "https://github.com/alibaba/Pai-Megatron-Patch/issues/693"
MBRIDGE5811 = "https://github.com/NVIDIA-NeMo/Megatron-Bridge/issues/5811"

CASES: list[Case] = []


case = case_maker(CASES, SPLIT)


def nodes_named(prefix: str, count: int) -> list[str]:
    return [f"{prefix}{i:02d}" for i in range(count)]


def build() -> None:
    build_nccl_ras_and_symmetric_memory()
    build_blackwell_and_grace()
    build_deepep_nvshmem()
    build_hangs_and_unclear()


# ---- NCCL RAS, symmetric memory / async TP ------------------------------------------------------
def build_nccl_ras_and_symmetric_memory() -> None:
    # ---- 32 nodes x 8: a watchdog timeout on rank 118 while NCCL RAS reports all healthy -------
    nodes = nodes_named("node-", 32)
    c = case("b151-nccl-ras-healthy-while-rank-118-watchdog-timeout", "ambiguous", "hang", [],
             nodes,
             "A 32-node, 256-GPU training job polls NCCL 2.26.2's RAS subsystem for health; "
             "PyTorch's watchdog on rank 118 reports an ALLREDUCE that ran for 30 minutes, while "
             "the RAS report shows the one communicator RUNNING with no errors and no warnings. "
             "Nothing says which rank stopped first. Lines as posted (node names, the stream of "
             "the RAS output and the step metrics ours); the watchdog lines carry their own time "
             "(year ours), the RAS report's time is ours.",
             start="2025-06-03T17:00:00+00:00", scheduler="slurm", ranks_per_node=8)
    c.steps(1, 17, every=60.0)
    for when, text in (
        ("2025-06-03 17:48:01.005271",
         "[rank118]:[E603 17:48:01.005271823 ProcessGroupNCCL.cpp:632] [Rank 118] Watchdog caught "
         "collective operation timeout: WorkNCCL(SeqNum=2398459, OpType=ALLREDUCE, "
         "NumelIn=8652160, NumelOut=8652160, Timeout(ms)=1800000) ran for 1800068 milliseconds "
         "before timing out."),
        ("2025-06-03 17:48:01.005538",
         "[rank118]:[E603 17:48:01.005538748 ProcessGroupNCCL.cpp:2268] [PG ID 0 PG GUID "
         "0(default_pg) Rank 118]  failure detected by watchdog at work sequence id: 2398459 PG "
         "status: last enqueued work: 2398578, last completed work: 2398458"),
    ):
        c.own("node-14", "rank-118", NCCL1730, when, text)
    c.log("node-00", "ncclras", NCCL1730,
          "NCCL version 2.26.2 compiled with CUDA 12.4",
          "CUDA runtime version 12040, driver version 12040",
          "Job summary",
          "===========",
          "  Nodes  Processes         GPUs  Processes     GPUs",
          "(total)   per node  per process    (total)  (total)",
          "     32          8            1        256      256",
          "Communicators... (0.01s)",
          "=============",
          "Group     Comms     Nodes     Ranks     Ranks     Ranks    Status  Errors",
          "    #  in group  per comm  per node  per comm  in group",
          "    0         1        32         8       256       256   RUNNING      OK",
          "Errors",
          "======",
          "Warnings",
          "========", t=2890.0)
    c.job(2900.0, "FAILED", exit_code=1)

    # ---- NCCL 2.27.7: a segfault in the RAS thread crashes a training task ----------------------
    n0, n1 = "n125-011-039", "n125-011-040"
    c = case("b151-nccl-2-27-7-ras-thread-segfault", "attributed", "user_code", [], [n0, n1],
             "A multi-node training job on H100 with NCCL 2.27.7 (CUDA 12.4) crashes: a process "
             "catches SIGSEGV inside libnccl (the report traces it to the RAS code, which the job "
             "never queried; NCCL_RAS_ENABLE=0 avoids it). A library crash, not a machine. Lines "
             "as posted (the second node, the node and rank of the crashing process, the step "
             "metrics and all ISO times ours).",
             start="2026-01-20T08:00:00+00:00", scheduler="kubernetes", ranks_per_node=8)
    c.steps(1, 40, every=30.0)
    c.log(n0, "rank-0", NCCL1996,
          "[n125-011-039:288505:0:296459] Caught signal 11 (Segmentation fault: address not mapped "
          "to object at address 0x48)",
          "==== backtrace (tid: 296459) ====",
          " 0  /usr/lib/libucs.so.0(ucs_handle_error+0x2d4) [0x7fedc925c274]",
          " 1  /usr/lib/libucs.so.0(+0x2d44c) [0x7fedc925c44c]",
          " 2  /usr/lib/libucs.so.0(+0x2d61a) [0x7fedc925c61a]",
          " 3  /opt/tiger/nccl/lib/libnccl.so(+0x120057) [0x7ff1c18c1057]",
          " 4  /opt/tiger/nccl/lib/libnccl.so(+0x12209d) [0x7ff1c18c309d]",
          " 5  /opt/tiger/nccl/lib/libnccl.so(+0x125331) [0x7ff1c18c6331]",
          " 6  /opt/tiger/nccl/lib/libnccl.so(+0x122e70) [0x7ff1c18c3e70]",
          " 7  /usr/lib/x86_64-linux-gnu/libc.so.6(+0x89144) [0x7ff1c151e144]",
          " 8  /usr/lib/x86_64-linux-gnu/libc.so.6(+0x1097dc) [0x7ff1c159e7dc]", t=1190.0)
    c.job(1200.0, "FAILED", exit_code=139)

    # ---- torchtitan compile + selective AC + TP on 8 GPUs: symm_mem op missing -----------------
    node = "titan-8gpu"
    c = case("b151-torchtitan-tp-symm-mem-fused-op-missing", "attributed", "user_code", [],
             [node],
             "torchtitan llama3 debug model on 8 GPUs (DP2 TP4) with torch.compile, selective "
             "activation checkpointing and tensor parallel fails: the 'symm_mem' op namespace "
             "has no fused_all_gather_matmul (the async-TP symmetric-memory kernels). A "
             "program/library error before training. Lines as posted (node name ours), ISO "
             "times ours.",
             start="2025-05-13T09:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.log(node, "rank-0", TORCHTITAN1185,
          'File "/data/users/lty/pytorch/torch/_ops.py", line 1317, in __getattr__',
          "      raise AttributeError(",
          "  AttributeError: '_OpNamespace' 'symm_mem' object has no attribute "
          "'fused_all_gather_matmul'", t=70.0)
    c.job(75.0, "FAILED", exit_code=1)


# ---- Blackwell, GB200, GH200, H200 ---------------------------------------------------------------
def build_blackwell_and_grace() -> None:
    # ---- GB200 NVL72: two trays train deterministically; the iteration log as posted ------------
    t1, t2 = "gb200-tray-1", "gb200-tray-2"
    c = case("b151-megatron-gb200-nvl72-two-trays-training", "no_failure", "unknown", [],
             [t1, t2],
             "Megatron-LM training on GB200 NVL72, two trays of four GPUs, deterministic mode: "
             "the poster compares loss across runs within one rack and across two racks (bit "
             "for bit within each, different between them) and shows the iteration log. Nothing "
             "failed; the question is about reproducibility. The iteration line as posted, its "
             "own time in front; tray names, the rank it is filed under, the later step metrics "
             "and the COMPLETED state ours.",
             start="2025-10-22T16:59:00+00:00", scheduler="slurm", ranks_per_node=4)
    c.own(t2, "rank-7", MEGATRONLM1881, "2025-10-22 16:59:16",
          " [2025-10-22 16:59:16] iteration        1/73242187 | consumed samples:            8 | "
          "elapsed time per iteration (ms): 16442.7 | throughput per GPU (TFLOP/s/GPU): 1.8 | "
          "learning rate: 3.900183E-07 | global batch size:     8 | lm loss: 1.219037E+01 | "
          "seq_load_balancing_loss: 1.300237E+00 | loss scale: 1.0 | grad norm: 18.417 | number "
          "of skipped iterations:   0 | number of nan iterations:   0 |")
    c.steps(1, 100, every=0.4, t0=16.0)
    c.job(120.0, "COMPLETED", exit_code=0)

    # ---- GH200 (aarch64) Ray Train: torch wheel without NCCL -----------------------------------
    w1, w2 = "worker1", "worker2"
    c = case("b151-ray-train-gh200-torch-without-nccl", "attributed", "user_code", [], [w1, w2],
             "SkyPilot's distributed Ray Train example (Fashion-MNIST, TorchTrainer) on a Slurm "
             "cluster of GH200 (aarch64) nodes fails at start: 'Distributed package doesn't have "
             "NCCL built in' - the cu118 wheel index has only CPU builds for aarch64 (the pull "
             "request switches to cu126). The environment, not a machine. Lines as posted, "
             "wrapped as posted (the second worker's name ours), ISO times ours.",
             start="2026-02-11T10:00:00+00:00", scheduler="ray",
             addresses={w1: "10.0.3.25"})
    c.log(w1, "rank-0", SKYPILOT8837,
          "  (worker1, rank=0, pid=395293, ip=10.0.3.25) (TrainController pid=406127)     raise",
          "  RuntimeError(\"Distributed package doesn't have NCCL \" \"built in\")",
          "  (worker1, rank=0, pid=395293, ip=10.0.3.25) (TrainController pid=406127) "
          "RuntimeError: Distributed",
          "  package doesn't have NCCL built in",
          "  (worker1, rank=0, pid=395293, ip=10.0.3.25) Traceback (most recent call last):",
          "  (worker1, rank=0, pid=395293, ip=10.0.3.25)   File \"/root/sky_workdir/train.py\", "
          "line 154, in <module>",
          "  (worker1, rank=0, pid=395293, ip=10.0.3.25)     "
          "train_fashion_mnist(num_workers=args.num_workers,",
          "  use_gpu=True)",
          "  (worker1, rank=0, pid=395293, ip=10.0.3.25)   File \"/root/sky_workdir/train.py\", "
          "line 146, in",
          "  train_fashion_mnist",
          "  (worker1, rank=0, pid=395293, ip=10.0.3.25)     result = trainer.fit()", t=40.0)
    c.job(45.0, "FAILED", exit_code=1)

    # ---- 8x H200 (CUDA 12.8): openpi training fails only with all eight cards --------------------
    node = "h200-8gpu"
    c = case("b151-openpi-8x-h200-backward-dtype-mismatch", "attributed", "user_code", [],
             [node],
             "openpi's PyTorch training (torch 2.7.1, CUDA 12.8) on a machine with 8 H200: one to "
             "seven cards train, eight fail in loss.backward() with 'Expected Float, got "
             "BFloat16'. A program error, not a machine. Lines as posted (node name ours), ISO "
             "times ours.",
             start="2025-10-29T06:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.log(node, "rank-2", OPENPI758,
          "[rank2]: Traceback (most recent call last):",
          "[rank2]:   File \"/dahuafs/userdata/42464/projects/openpi/scripts/train_pytorch.py\", "
          "line 658, in <module>",
          "[rank2]:     main()",
          "[rank2]:   File \"/dahuafs/userdata/42464/projects/openpi/scripts/train_pytorch.py\", "
          "line 654, in main",
          "[rank2]:     train_loop(config)",
          "[rank2]:   File \"/dahuafs/userdata/42464/projects/openpi/scripts/train_pytorch.py\", "
          "line 566, in train_loop",
          "[rank2]:     loss.backward()",
          "[rank2]:   File \"/opt/conda/lib/python3.10/site-packages/torch/_tensor.py\", line 648, "
          "in backward",
          "[rank2]:     torch.autograd.backward(",
          "[rank2]:   File \"/opt/conda/lib/python3.10/site-packages/torch/autograd/__init__.py\", "
          "line 353, in backward",
          "[rank2]:     _engine_run_backward(",
          "[rank2]:   File \"/opt/conda/lib/python3.10/site-packages/torch/autograd/graph.py\", "
          "line 824, in _engine_run_backward",
          "[rank2]:     return Variable._execution_engine.run_backward(  # Calls into the C++ "
          "engine to run the backward pass",
          "[rank2]: RuntimeError: Expected Float, got BFloat16", t=210.0)
    c.job(220.0, "FAILED", exit_code=1)

    # ---- gpt-oss-20b (MXFP4) with axolotl on several GPUs: kernel layer missing ------------------
    node = "axolotl-host"
    c = case("b151-axolotl-gpt-oss-mxfp4-kernel-layer-missing", "attributed", "user_code", [],
             [node],
             "axolotl fine-tuning of gpt-oss-20b (MXFP4 experts) launched with accelerate on "
             "several GPUs fails while loading a hub kernel: layer CPUMegaBlocksMoeMLP not found "
             "in kernels-community/megablocks; torchrun stops the other rank. A maintainer later "
             "points at missing MXFP4 support. A program/library error. Lines as posted (an "
             "underline line left out; node name and GPU count ours; the GPU model is not "
             "given); the ISO times are the lines' own (year ours), the traceback's ours.",
             start="2026-04-03T16:20:00+00:00", scheduler="static", ranks_per_node=2)
    c.log(node, "rank-0", AXOLOTL3530,
          "[rank0]:   File \"/home/user/axolotl/venv/lib/python3.12/site-packages/kernels/layer/"
          "layer.py\", line 91, in load",
          "[rank0]:     return _get_kernel_layer(self, kernel)",
          "[rank0]:   File \"/home/user/axolotl/venv/lib/python3.12/site-packages/kernels/layer/"
          "layer.py\", line 388, in _get_kernel_layer",
          "[rank0]:     raise ValueError(f\"Layer `{repo.layer_name}` not found in kernel repo "
          "{repo}.\")",
          "[rank0]: ValueError: Layer `CPUMegaBlocksMoeMLP` not found in kernel repo "
          "`kernels-community/megablocks` (revision: main), layer `CPUMegaBlocksMoeMLP`.",
          t=333.0)
    c.own(node, "rank-0", AXOLOTL3530, "2026-04-03 16:25:34.244485",
          "[rank0]:[W403 16:25:34.244485540 ProcessGroupNCCL.cpp:1538] Warning: WARNING: "
          "destroy_process_group() was not called before program exit, which can leak "
          "resources. For more info, please see https://pytorch.org/docs/stable/"
          "distributed.html#shutdown (function operator())")
    c.own(node, "launcher", AXOLOTL3530, "2026-04-03 16:25:34.145",
          "W0403 16:25:34.145000 3362858 torch/distributed/elastic/multiprocessing/api.py:900] "
          "Sending process 3363262 closing signal SIGTERM")
    c.own(node, "launcher", AXOLOTL3530, "2026-04-03 16:25:34.509",
          "E0403 16:25:34.509000 3362858 torch/distributed/elastic/multiprocessing/api.py:874] "
          "failed (exitcode: 1) local_rank: 1 (pid: 3363263) of binary: /home/user/axolotl/venv/"
          "bin/python")
    c.job(336.0, "FAILED", exit_code=1)


# ---- NVSHMEM / DeepEP expert-parallel dispatch --------------------------------------------------
def build_deepep_nvshmem() -> None:
    # ---- NeMo RL: DeepEP pin x NVSHMEM 3.7.2, dispatch times out at the first forward ----------
    nodes = nodes_named("rl-node-", 4)
    c = case("b151-nemo-rl-deepep-pin-nvshmem-3-7-dispatch-timeout", "attributed", "user_code",
             [], nodes,
             "NeMo RL nightly (Gemma 4 26B, EP16/CP2, and two Qwen3.5 35B-A3B EP16 tests) "
             "fails in the first inter-node DeepEP dispatch with the 100-second CPU timeout. "
             "The report traces it to the dependency set: the pinned DeepEP commit with "
             "NVSHMEM 3.7.2, which the open requirement resolves to; a CUDA illegal memory "
             "access at cleanup follows downstream. Software, not a machine. The error line as "
             "posted (node names and count ours), ISO time ours.",
             start="2026-09-05T02:00:00+00:00", scheduler="ray", ranks_per_node=4)
    c.log("rl-node-00", "rank-0", NEMORL4027,
          "RuntimeError: DeepEP error: timeout (dispatch CPU)", t=520.0)
    c.job(540.0, "FAILED", exit_code=1)

    # ---- Megatron-Bridge DeepSeek V3 on 1024 H100: DeepEP CPU dispatch timeout ------------------
    nodes = nodes_named("h100-", 128)
    c = case("b151-megatron-bridge-dsv3-1024-gpu-deepep-dispatch-timeout", "ambiguous", "hang",
             [], nodes,
             "DeepSeek V3 pretraining with Megatron-Bridge's performance scripts on 1024 H100 "
             "(BF16 and FP8) fails with DeepEP's internode dispatch timing out on the CPU side "
             "(rank 428's traceback). The report gives no cause and no rank or node that "
             "stopped. Lines as posted (the underline lines of the traceback left out; node "
             "names, the step metrics and all ISO times ours).",
             start="2025-11-13T04:00:00+00:00", scheduler="slurm", ranks_per_node=8)
    c.steps(1, 3, every=60.0)
    c.log("h100-53", "rank-428", MBRIDGE1335,
          "[rank428]:   File \"/opt/venv/lib/python3.12/site-packages/deep_ep/buffer.py\", line "
          "376, in dispatch",
          "[rank428]:     return self.internode_dispatch(x, handle, num_tokens_per_rank, "
          "num_tokens_per_rdma_rank, is_token_in_rank, num_tokens_per_expert,",
          "[rank428]:   File \"/opt/venv/lib/python3.12/site-packages/deep_ep/buffer.py\", line "
          "581, in internode_dispatch",
          "[rank428]:     recv_src_meta, send_rdma_head, send_nvl_head, event = "
          "self.runtime.internode_dispatch(",
          "[rank428]: RuntimeError: DeepEP error: timeout (dispatch CPU)", t=290.0)
    c.job(300.0, "FAILED", exit_code=1)

    # ---- Automodel Step-3.5-Flash LoRA benchmark, 4 x 8 H100: DeepEP timeout with shipped config -
    nodes = nodes_named("automodel-", 4)
    c = case("b151-automodel-step35-lora-ep32-deepep-dispatch-timeout", "attributed",
             "user_code", [], nodes,
             "NeMo Automodel's Step-3.5-Flash LoRA benchmark config, run unmodified on 4 nodes x "
             "8 H100 (FSDP2, pp_size 1, ep_size 32, DeepEP dispatcher), fails deterministically "
             "in the first training iteration with DeepEP's CPU dispatch timeout; illegal memory "
             "access errors on other ranks follow as cascade. The report ties it to the shipped "
             "configuration. The error line as posted (node names ours), ISO time ours.",
             start="2026-09-16T10:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.log("automodel-00", "rank-0", AUTOMODEL3906,
          "RuntimeError: DeepEP error: timeout (dispatch CPU)", t=410.0)
    c.job(420.0, "FAILED", exit_code=1)

    # ---- Megatron-Bridge DeepSeek V3 determinism run: traceback in the MoE dispatch -------------
    nodes = nodes_named("dsv3-", 64)
    c = case("b151-megatron-bridge-dsv3-determinism-moe-dispatch-traceback", "ambiguous",
             "unknown", [], nodes,
             "DeepSeek V3 pretraining in Megatron-Bridge (25.11 container, determinism settings, "
             "H100) stops with tracebacks through the MoE token dispatcher's fused DeepEP "
             "dispatch; the report's title names a DeepEP CPU dispatch timeout, the lines shown "
             "end before the exception. Lines as posted, interleaved as posted (the underline "
             "lines left out; node names and count and all ISO times ours).",
             start="2026-02-01T03:00:00+00:00", scheduler="slurm", ranks_per_node=8)
    c.log("dsv3-55", "rank-446", MBRIDGE2166,
          "[rank446]:   Fil[rank390]: Traceback (most recent call last):",
          "[rank446]:     dispatched_tokens, dispatched_probs = layer.mlp.dispatch(local_tokens, "
          "probs)",
          "[rank446]:   File \"/opt/megatron-lm/megatron/core/transformer/moe/moe_layer.py\", line "
          "212, in dispatch",
          "[rank446]:     return self.token_dispatcher.token_dispatch(hidden_states, probs)",
          "[rank446]:   File \"/opt/megatron-lm/megatron/core/transformer/moe/"
          "token_dispatcher.py\", line 1477, in token_dispatch",
          "[rank446]:     self._comm_manager.dispatch(hidden_states, async_finish, "
          "allocate_on_comm_stream),",
          "[rank446]:   File \"/opt/megatron-lm/megatron/core/transformer/moe/"
          "token_dispatcher.py\", line 1195, in dispatch",
          "[rank446]:     fused_dispatch(",
          "[rank446]:     return FusedDispatch.apply(",
          "[rank446]:   File \"/usr/local/lib/python3.12/dist-packages/torch/autograd/"
          "function.py\", line 581, in apply", t=640.0)
    c.job(660.0, "FAILED", exit_code=1)


# ---- hangs and unclear failures on B200 / B300 / GB200 -----------------------------------------
def build_hangs_and_unclear() -> None:
    # ---- B300 DeepSeek V3 recipe: NCCL hang in the first iteration ------------------------------
    nodes = nodes_named("b300-", 32)
    c = case("b151-megatron-bridge-dsv3-b300-first-iteration-nccl-hang", "ambiguous", "hang",
             [], nodes,
             "Megatron-Bridge's DeepSeek V3 performance recipe on B300 hangs in the first "
             "iteration: the watchdog on global rank 218 (rank 13 of a pipeline-parallel group) "
             "reports a COALESCED collective with sequence number 1 never completing; the same "
             "recipe completes on B200. QA later classed it INFRA/HARDWARE without naming a "
             "machine. Lines as posted with their own time (year ours); node names and count "
             "ours.",
             start="2026-01-08T16:05:00+00:00", scheduler="slurm", ranks_per_node=8)
    for when, text in (
        ("2026-01-08 16:19:09.618225",
         "[rank218]:[E108 16:19:09.618225457 ProcessGroupNCCL.cpp:685] [Rank 13] Watchdog caught "
         "collective operation timeout: WorkNCCL(SeqNum=1, OpType=COALESCED, NumelIn=0, "
         "NumelOut=0, Timeout(ms)=600000) ran for 636397 milliseconds before timing out."),
        ("2026-01-08 16:19:09.618302",
         "[rank218]:[E108 16:19:09.618302713 ProcessGroupNCCL.cpp:2251] [PG ID 6 PG GUID "
         "623(PIPELINE_MODEL_PARALLEL_GROUP) Rank 13]  failure detected by watchdog at work "
         "sequence id: 1 PG status: last enqueued work: 1, last completed work: -1"),
        ("2026-01-08 16:19:09.618307",
         "[rank218]:[E108 16:19:09.618307745 ProcessGroupNCCL.cpp:732] Stack trace of the failed "
         "collective not found, potentially because FlightRecorder is disabled. You can enable "
         "it by setting TORCH_NCCL_TRACE_BUFFER_SIZE to a non-zero value."),
        ("2026-01-08 16:19:09.618325",
         "[rank218]:[E108 16:19:09.618325558 ProcessGroupNCCL.cpp:2583] [PG ID 6 PG GUID "
         "623(PIPELINE_MODEL_PARALLEL_GROUP) Rank 13] First PG on this rank to signal dumping."),
    ):
        c.own("b300-27", "rank-218", MBRIDGE2053, when, text)
    c.job(900.0, "FAILED", exit_code=1)

    # ---- Qwen3-Next on 8 B200 with Pai-Megatron-Patch: training stuck, 2-hour watchdog ----------
    node = "b200-node"
    c = case("b151-pai-megatron-qwen3-next-b200-stuck-watchdog", "ambiguous", "hang", [], [node],
             "Qwen3-Next training with Pai-Megatron-Patch on B200 gets stuck early: two hours "
             "later the watchdogs of ranks 5 and 6 report collectives (sequence number 9) of "
             "the tensor/context-parallel and expert groups timing out; nothing shows which "
             "rank stopped first. Lines as posted with the journal prefix and their own time "
             "(year ours); node name ours.",
             start="2025-10-22T01:10:00+00:00", scheduler="static", ranks_per_node=8)
    for rank, when, text in (
        ("6", "2025-10-22 03:18:42.006641",
         "Oct 22 03:18:42 [rank6]:[E1022 03:18:42.006641158 ProcessGroupNCCL.cpp:693] Stack trace "
         "of the failed collective not found, potentially because FlightRecorder is disabled. "
         "You can enable it by setting TORCH_NCCL_TRACE_BUFFER_SIZE to a non-zero value."),
        ("6", "2025-10-22 03:18:42.006667",
         "Oct 22 03:18:42 [rank6]:[E1022 03:18:42.006667918 ProcessGroupNCCL.cpp:2147] [PG ID 14 "
         "PG GUID 66(EXPERT_TENSOR_AND_MODEL_PARALLEL_GROUP) Rank 2] First PG on this rank to "
         "signal dumping."),
        ("5", "2025-10-22 03:18:42.064020",
         "Oct 22 03:18:42 [rank5]:[E1022 03:18:42.064020706 ProcessGroupNCCL.cpp:655] [Rank 1] "
         "Watchdog caught collective operation timeout: WorkNCCL(SeqNum=9, OpType=ALLREDUCE, "
         "NumelIn=512, NumelOut=512, Timeout(ms)=7200000) ran for 7200073 milliseconds before "
         "timing out."),
        ("5", "2025-10-22 03:18:42.064030",
         "Oct 22 03:18:42 [rank5]:[E1022 03:18:42.064030721 ProcessGroupNCCL.cpp:655] [Rank 1] "
         "Watchdog caught collective operation timeout: WorkNCCL(SeqNum=9, "
         "OpType=_ALLGATHER_BASE, NumelIn=512, NumelOut=2048, Timeout(ms)=7200000) ran for "
         "7200073 milliseconds before timing out."),
        ("5", "2025-10-22 03:18:42.064130",
         "Oct 22 03:18:42 [rank5]:[E1022 03:18:42.064130810 ProcessGroupNCCL.cpp:2299] [PG ID 11 "
         "PG GUID 53(TENSOR_AND_CONTEXT_PARALLEL_GROUP) Rank 1]  failure detected by watchdog at "
         "work sequence id: 9 PG status: last enqueued work: 9, last completed work: 8"),
    ):
        c.own(node, f"rank-{rank}", PAIMEGATRON693, when, text)
    c.job(7800.0, "FAILED", exit_code=1)

    # ---- GB200, GPT-OSS 20B at 72 GPUs: a missing-module error the poster calls false ----------
    nodes = nodes_named("gb200-", 18)
    c = case("b151-megatron-bridge-gb200-gptoss-72-gpu-false-module-error", "ambiguous",
             "unknown", [], nodes,
             "Megatron-Bridge's GPT-OSS 20B performance recipe fails on GB200 at 72 and 512 GPUs "
             "(8 GPUs and GB300 pass) with ModuleNotFoundError for "
             "megatron.bridge.utils.slurm_utils; the poster later writes that the missing module "
             "was a false error and the real one was buried in the log, which the report does "
             "not show. The line as posted (node names and count ours), ISO time ours.",
             start="2026-08-26T09:00:00+00:00", scheduler="slurm", ranks_per_node=4)
    c.log("gb200-00", "rank-0", MBRIDGE5811,
          "ModuleNotFoundError: No module named 'megatron.bridge.utils.slurm_utils'", t=180.0)
    c.job(190.0, "FAILED", exit_code=1)


# ---- writing -----------------------------------------------------------------------------------
def main() -> None:
    build()
    remove_stale(ROOT, "b151-", CASES)
    write_split(CASES, SPLIT, ROOT)


if __name__ == "__main__":
    main()
