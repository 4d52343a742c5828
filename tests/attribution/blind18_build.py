"""Build the eighteenth blind corpus (tests/attribution/blind18/): the newest reports, as they came.

    python tests/attribution/blind18_build.py

A held-out proxy for issue 43's question ("stacks and failures described nowhere"), aimed at the
newest multi-GPU and multi-node training failures: reports posted in 2026, or failing that in the
second half of 2025, on the newest stacks (PyTorch 2.8 and later, CUDA 12.8, DeepSpeed deepcompile,
FSDP2, Ray-based RL trainers such as verl and ChatLearn, Megatron-Core). They were found with the
search tool's issue and page corpora ("NCCL error multi-node training B200 2026", "GB200 NCCL
watchdog timeout torch 2.8", "verl vLLM RL training multi-node crash", "DeepSpeed 0.17 multi-node
training error CUDA 12.8", "FSDP2 multi-node training NCCL timeout torch 2.9", ...) and taken in the
order the searches returned them, skipping only reports older than mid-2025, reports without a
copyable log line, reports not about training, and reports any other corpus or file of the
repository (or the other blind builder) cites. It was assembled by one helper who read neither the
engine nor its catalogs; the labels were written before any engine ran on these bundles, and no
report cited here is cited anywhere else in the repository (test_attribution_heldout.py checks it).

Every log line is copied from the public report given next to it (host names, addresses, ids and
times as posted; a line the report wrapped stays wrapped). Ours is only the assembly, as in
stacks_build.py: which node and stream a line is filed under, an ISO-8601 time in front of every
line (taken from the line's own stamp where it has one), job.json, the scheduler events and the
per-rank step metrics. The labels follow DESIGN's taxonomy and the rules of the realworld, stacks,
frontier and blind READMEs (see blind18/README.md).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from stacks_build import Case, case_maker, remove_stale, write_split  # noqa: E402

ROOT = HERE / "blind18"
SPLIT = "blind18"

# ---- sources (one public report per incident) --------------------------------------------------
AXOLOTL3476 = "https://github.com/axolotl-ai-cloud/axolotl/issues/3476"
DEEPSPEED7487 = "https://github.com/deepspeedai/DeepSpeed/issues/7487"
CHATLEARN392 = "https://github.com/alibaba/ChatLearn/issues/392"
VERL4242 = "https://github.com/verl-project/verl/issues/4242"
FLOWGRPO171 = "https://github.com/yifan123/flow_grpo/issues/171"
OMINIKONTEXT22 = "https://github.com/Saquib764/omini-kontext/issues/22"
MSSWIFT7270 = "https://github.com/modelscope/ms-swift/issues/7270"
MEMORYVLA20 = "https://github.com/shihao1895/MemoryVLA/issues/20"
MSSWIFT6877 = "https://github.com/modelscope/ms-swift/issues/6877"
MSSWIFT6927 = "https://github.com/modelscope/ms-swift/issues/6927"
VERL5414 = "https://github.com/verl-project/verl/issues/5414"
JANUSVLN22 = "https://github.com/MIV-XJTU/JanusVLN/issues/22"
PHI3VISION41 = "https://github.com/2U1/Phi3-Vision-Finetune/issues/41"
DEEPSPEED7653 = "https://github.com/deepspeedai/DeepSpeed/issues/7653"
OPENRLHF1194 = "https://github.com/OpenRLHF/OpenRLHF/issues/1194"
LLAMAFACTORY9656 = "https://github.com/hiyouga/LlamaFactory/issues/9656"
LLAMAFACTORY10440 = "https://github.com/hiyouga/LlamaFactory/issues/10440"
MBRIDGE926 = "https://github.com/NVIDIA-NeMo/Megatron-Bridge/issues/926"
MBRIDGE650 = "https://github.com/NVIDIA-NeMo/Megatron-Bridge/issues/650"
CORTEX17 = "https://github.com/qibin0506/Cortex/issues/17"
MEGATRON1880 = "https://github.com/NVIDIA/Megatron-LM/issues/1880"
MEGATRON1874 = "https://github.com/NVIDIA/Megatron-LM/issues/1874"
VERL6549 = "https://github.com/verl-project/verl/issues/6549"
LLAMAFACTORY8968 = "https://github.com/hiyouga/LlamaFactory/issues/8968"

STACK_NOT_FOUND = ("Stack trace of the failed collective not found, potentially because "
                   "FlightRecorder is disabled. You can enable it by setting "
                   "TORCH_NCCL_TRACE_BUFFER_SIZE to a non-zero value.")

CASES: list[Case] = []


case = case_maker(CASES, SPLIT)


def build() -> None:
    build_collectives()
    build_watchdog_timeouts()
    build_ray_trainers()
    build_program_and_memory()
    build_launchers()


# ---- collectives -------------------------------------------------------------------------------
def build_collectives() -> None:
    # ---- axolotl FSDP2 + cpu_ram_efficient_loading: rank 1's scatter times out: hang -----------
    node = "axolotl-gpu-host"
    c = case("b18-axolotl-fsdp2-ram-efficient-scatter-timeout", "ambiguous", "hang", [], [node],
             "QLoRA fine-tuning of GLM-4.7-Flash with axolotl, FSDP2 and cpu_ram_efficient_loading "
             "(March 2026): the trainer starts, and 31 minutes later rank 1's watchdog reports "
             "that its 13th collective, a scatter, ran 30 minutes without completing and takes "
             "the process down. No rank is shown stopping first. Lines as posted (wrapped as in "
             "the report; the node name ours), ISO times ours from their own stamps (the glog "
             "stamps' year ours).",
             start="2026-03-07T04:58:00+00:00", scheduler="static", ranks_per_node=2)
    c.own(node, "rank-0", AXOLOTL3476, "2026-03-07 04:58:42.954",
          "[2026-03-07 04:58:42,954] [INFO] [axolotl.train] Pre-saving adapter config to "
          "./outputs/glm4.7-flash-qlora-fsdp-out...")
    c.own(node, "rank-0", AXOLOTL3476, "2026-03-07 04:58:43.363",
          "[2026-03-07 04:58:43,363] [INFO] [axolotl.train] Starting trainer...")
    for text in (
            "[rank1]:[E307 05:30:20.036611330 ProcessGroupNCCL.cpp:744] [Rank 1] Some NCCL "
            "operations have failed or timed out. Due to the asynchronous nature of CUDA kernels, "
            "subsequent GPU operations m",
            "ight run on corrupted/incomplete data.",
            "[rank1]:[E307 05:30:20.036665163 ProcessGroupNCCL.cpp:758] [Rank 1] To avoid data "
            "inconsistency, we are taking the entire process down.",
            "[rank1]:[E307 05:30:20.039566920 ProcessGroupNCCL.cpp:2057] [PG ID 0 PG GUID "
            "0(default_pg) Rank 1] Process group watchdog thread terminated with exception: "
            "[Rank 1] Watchdog caught collectiv",
            "e operation timeout: WorkNCCL(SeqNum=13, OpType=SCATTER, NumelIn=384, NumelOut=0, "
            "Timeout(ms)=1800000) ran for 1800085 milliseconds before timing out.",
            "Exception raised from checkTimeout at /pytorch/torch/csrc/distributed/c10d/"
            "ProcessGroupNCCL.cpp:686 (most recent call first):"):
        c.own(node, "rank-1", AXOLOTL3476, "2026-03-07 05:30:20.036", text)
    c.job(1945.0, "FAILED")


# ---- watchdog timeouts in the newest RL and VLM stacks -----------------------------------------
def build_watchdog_timeouts() -> None:
    # ---- ms-swift GRPO of Qwen3-VL: six slow steps, then four ranks time out together: hang ----
    node = "qwen3vl-grpo-host"
    c = case("b18-msswift-qwen3vl-grpo-slow-steps-allreduce-timeout", "ambiguous", "hang", [],
             [node],
             "GRPO training of Qwen3-VL with ms-swift (December 2025) takes hours per step; "
             "after six steps in almost eleven hours, ranks 0-3 all report the same all-reduce "
             "(SeqNum 1236) timed out after ten minutes and rank 0 is told to dump its debug "
             "info. No rank is shown stopping first. Lines as posted (the node name ours), ISO "
             "times ours from their glog stamps (the year ours); the step metrics ours.",
             start="2025-12-02T00:10:00+00:00", scheduler="static", ranks_per_node=4)
    c.steps(1, 6, every=6400.0, t0=600.0)
    c.own(node, "rank-0", MSSWIFT6877, "2025-12-02 11:06:56.320",
          "Train:   0%|          | 6/15000 [10:46:01<23855:30:25, 5727.61s/it][rank0]:[E1202 "
          "11:06:56.320643155 ProcessGroupNCCL.cpp:683] [Rank 0] Watchdog caught collective "
          "operation timeout: WorkNCCL(SeqNum=1236, OpType=ALLREDUCE, NumelIn=16515072, "
          "NumelOut=16515072, Timeout(ms)=600000) ran for 600043 milliseconds before timing "
          "out.")
    for rank, nanos, ran in ((1, "348742890", 600077), (2, "382614623", 600094),
                             (3, "406819086", 600094)):
        c.own(node, f"rank-{rank}", MSSWIFT6877, f"2025-12-02 11:06:56.{nanos[:3]}",
              f"[rank{rank}]:[E1202 11:06:56.{nanos} ProcessGroupNCCL.cpp:683] [Rank {rank}] "
              "Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1236, "
              "OpType=ALLREDUCE, NumelIn=16515072, NumelOut=16515072, Timeout(ms)=600000) ran "
              f"for {ran} milliseconds before timing out.")
    c.own(node, "rank-0", MSSWIFT6877, "2025-12-02 11:06:57.640",
          "[rank0]:[E1202 11:06:57.640667771 ProcessGroupNCCL.cpp:1858] [PG ID 0 PG GUID "
          "0(default_pg) Rank 0] Received a dump signal due to a collective timeout from this "
          "local rank and we will try our best to dump the debug info. Last enqueued NCCL work: "
          "185, last completed NCCL work: 185.This is most likely caused by incorrect usages of "
          "collectives, e.g., wrong sizes used across ranks, the order of collectives is not "
          "same for all ranks or the scheduled collective, for some reason, didn't run. "
          "Additionally, this can be caused by GIL deadlock or other reasons such as network "
          "errors or bugs in the communications library (e.g. NCCL), etc.")
    c.job(39480.0, "FAILED")

    # ---- ms-swift GRPO after a full SFT of Qwen3-VL: step 5559 of 9008, then a timeout: hang ---
    node = "qwen3vl-sft-grpo-host"
    c = case("b18-msswift-qwen3vl-grpo-allreduce-timeout-at-step-5559", "ambiguous", "hang", [],
             [node],
             "GRPO training of a fully fine-tuned Qwen3-VL with ms-swift (December 2025) runs "
             "5559 of 9008 steps in 9.5 hours, then rank 0's watchdog reports a two-element "
             "all-reduce (SeqNum 434159) timed out after ten minutes, with no flight-recorder "
             "stack. No rank is shown stopping first. Lines as posted (the node name ours), ISO "
             "times ours from the glog stamps (the year ours); the step metrics ours.",
             start="2025-12-06T11:28:50+00:00", scheduler="static", ranks_per_node=8)
    for step in range(100, 5559, 100):
        c.steps(step, step, t0=(step - 1) * 6.19)
    c.log(node, "rank-0", MSSWIFT6927,
          "Train:  62%|██████▏   | 5559/9008 [9:33:11<5:18:51,  5.55s/it]", t=34391.0)
    for stamp, text in (
            ("852621435", "ProcessGroupNCCL.cpp:685] [Rank 0] Watchdog caught collective "
             "operation timeout: WorkNCCL(SeqNum=434159, OpType=ALLREDUCE, NumelIn=2, "
             "NumelOut=2, Timeout(ms)=600000) ran for 600013 milliseconds before timing out."),
            ("858423203", "ProcessGroupNCCL.cpp:2252] [PG ID 5 PG GUID 15 Rank 0]  failure "
             "detected by watchdog at work sequence id: 434159 PG status: last enqueued work: "
             "434159, last completed work: 434158"),
            ("858446367", "ProcessGroupNCCL.cpp:732] " + STACK_NOT_FOUND),
            ("858509006", "ProcessGroupNCCL.cpp:2584] [PG ID 5 PG GUID 15 Rank 0] First PG on "
             "this rank to signal dumping.")):
        c.own(node, "rank-0", MSSWIFT6927, f"2025-12-06 21:12:01.{stamp[:3]}",
              f"[rank0]:[E1206 21:12:01.{stamp} {text}")
    c.job(35000.0, "FAILED")

    # ---- verl on the vLLM 0.16 Qwen3.5 image, Qwen3-Next: an all-to-all times out: hang -------
    node = "verl-qwen3next-host"
    c = case("b18-verl-qwen3next-sp-alltoall-timeout", "ambiguous", "hang", [], [node],
             "verl training of Qwen3-Next in the vllm016 Qwen3.5 image (February 2026): rank 7's "
             "watchdog reports an all-to-all in the sequence-parallel mesh (SeqNum 262) ran 30 "
             "minutes without completing, and rank 0 picks up the dump signal from another rank. "
             "No rank is shown stopping first. Lines as posted (the node name ours), ISO times "
             "ours from the glog stamps (the year ours).",
             start="2026-02-26T15:00:00+00:00", scheduler="ray", ranks_per_node=8)
    c.steps(1, 3, every=300.0, t0=1200.0)
    pid7 = "(WorkerDict pid=3934735) [rank7]:[E226 16:00:37."
    for nanos, text in (
            ("342220332", "ProcessGroupNCCL.cpp:685] [Rank 1] Watchdog caught collective "
             "operation timeout: WorkNCCL(SeqNum=262, OpType=ALLTOALL, NumelIn=4493312, "
             "NumelOut=4493312, Timeout(ms)=1800000) ran for 1800082 milliseconds before timing "
             "out."),
            ("342550291", "ProcessGroupNCCL.cpp:2252] [PG ID 2 PG GUID 6(mesh_sp) Rank 1]  "
             "failure detected by watchdog at work sequence id: 262 PG status: last enqueued "
             "work: 265, last completed work: 261"),
            ("342559100", "ProcessGroupNCCL.cpp:732] " + STACK_NOT_FOUND),
            ("342606426", "ProcessGroupNCCL.cpp:2584] [PG ID 2 PG GUID 6(mesh_sp) Rank 1] First "
             "PG on this rank to signal dumping.")):
        c.own(node, "rank-7", VERL5414, f"2026-02-26 16:00:37.{nanos[:3]}",
              pid7 + nanos + " " + text)
    c.own(node, "rank-0", VERL5414, "2026-02-26 16:00:37.807",
          "(WorkerDict pid=3934728) [rank0]:[E226 16:00:37.807344500 ProcessGroupNCCL.cpp:1806] "
          "[PG ID 0 PG GUID 0(default_pg) Rank 0] Observed flight recorder dump signal from "
          "another rank via TCPStore.")
    c.job(3700.0, "FAILED")

    # ---- JanusVLN training: rank 5's all-gather times out after 30 minutes: hang ---------------
    node = "janusvln-gpu-host"
    c = case("b18-janusvln-rank5-allgather-timeout", "ambiguous", "hang", [], [node],
             "JanusVLN training on eight GPUs (December 2025): rank 5's watchdog reports that "
             "an all-gather (SeqNum 18590) ran 30 minutes without completing and terminates its "
             "thread. No rank is shown stopping first. Lines as posted (the node name ours), ISO "
             "times ours from the glog stamp (the year ours).",
             start="2025-12-30T12:00:00+00:00", scheduler="static", ranks_per_node=8)
    for step in range(10, 1800, 50):
        c.steps(step, step, t0=step * 10.0)
    for text in (
            "[rank5]:[E1230 17:23:36.183261415 ProcessGroupNCCL.cpp:1595] [PG ID 0 PG GUID "
            "0(default_pg) Rank 5] Process group watchdog thread terminated with exception: "
            "[Rank 5] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=18590, "
            "OpType=_ALLGATHER_BASE, NumelIn=4194304, NumelOut=33554432, Timeout(ms)=1800000) "
            "ran for 1800062 milliseconds before timing out.",
            "Exception raised from checkTimeout at ../torch/csrc/distributed/c10d/"
            "ProcessGroupNCCL.cpp:618 (most recent call first):",
            "frame #0: c10::Error::Error(c10::SourceLocation, std::string) + 0x96 "
            "(0x7fef3dd6c446 in /vepfs/miniconda3/envs/memvln/lib/python3.9/site-packages/"
            "torch/lib/libc10.so)"):
        c.own(node, "rank-5", JANUSVLN22, "2025-12-30 17:23:36.183", text)
    c.job(19430.0, "FAILED")


# ---- Ray-based RL trainers ---------------------------------------------------------------------
def build_ray_trainers() -> None:
    # ---- ChatLearn GRPO (Megatron-Core + SGLang): the run dies setting up its engine: unknown ---
    node = "pai-mega-host"
    c = case("b18-chatlearn-mcore-sglang-grpo-setup-actor-died", "ambiguous", "unknown", [],
             [node],
             "GRPO training of Qwen3-Next with ChatLearn's Megatron-Core + SGLang script (October "
             "2025) crashes while the engine sets up its models: the driver's traceback runs "
             "from the GRPO entry point into grouping the distributed actors by data-parallel "
             "rank, and the poster reports a Ray ActorDiedError whose worker exited with "
             "SYSTEM_ERROR (connection error code 2), triggered by nothing they did. Why the "
             "worker died is not shown. Lines as posted (the node name ours; the traceback as far "
             "as the stored report shows it), ISO times ours.",
             start="2025-10-29T09:00:00+00:00", scheduler="ray", ranks_per_node=8)
    c.log(node, "driver", CHATLEARN392,
          "Traceback (most recent call last):",
          '  File "/pai-mega/ChatLearn/chatlearn/entrypoint.py", line 121, in run',
          "    self._run_algorithm(algo_args)",
          '  File "/pai-mega/ChatLearn/chatlearn/entrypoint.py", line 103, in _run_algorithm',
          "    instance.run()",
          '  File "/pai-mega/ChatLearn/chatlearn/algorithm/grpo.py", line 351, in run',
          "    engine.learn()",
          '  File "/pai-mega/ChatLearn/chatlearn/runtime/engine.py", line 445, in learn',
          "    self.setup()",
          '  File "/pai-mega/ChatLearn/chatlearn/runtime/engine.py", line 295, in setup',
          "    executor.update_models(self.remote_models)",
          '  File "/pai-mega/ChatLearn/chatlearn/runtime/executor.py", line 106, in '
          "update_models",
          "    dist_model.group_dist_actors_by_dp_rank()",
          '  File "/pai-mega/ChatLearn/chatlearn/runtime/dist_actor.py", line 485, in '
          "group_dist_actors_by_dp_rank",
          "    replica.group_dist_actors_by_dp_rank()", t=240.0)
    c.job(245.0, "FAILED", exit_code=1)

    # ---- verl GRPO on eight RTX 5090 under Slurm: the owner's node "has crashed": unknown ------
    node = "slurm-5090-node"
    c = case("b18-verl-grpo-5090-owner-node-crashed", "ambiguous", "unknown", [], [node],
             "verl GRPO training with vLLM rollout on one Slurm node of eight RTX 5090 (CUDA "
             "12.8, ray 2.52, November 2025): Ray starts a local instance and, before the first "
             "iteration, an actor dies because its owner died, the owner's node reported as "
             "crashed (the poster traces it to the Ray dashboard agent failing). Nothing shows "
             "the machine itself failing. Lines as posted (the node name ours), ISO times ours "
             "from the first line's own stamp.",
             start="2025-11-23T10:34:00+00:00", scheduler="slurm", ranks_per_node=8)
    c.own(node, "driver", VERL4242, "2025-11-23 10:34:55.610",
          "2025-11-23 10:34:55,610\tINFO worker.py:2014 -- Started a local Ray instance. View the "
          "dashboard at 127.0.0.1:8265")
    c.log(node, "driver", VERL4242,
          "The actor is dead because its owner has died. Owner Id: "
          "01000000ffffffffffffffffffffffffffffffffffffffffffffffff Owner Ip address: "
          "10.254.32.19 Owner worker exit type: SYSTEM_ERROR Worker exit detail: Owner's node "
          "has crashed.", t=130.0)
    c.job(135.0, "FAILED", exit_code=1)

    # ---- flow_grpo Qwen-Image on several nodes: the store on rank 0's host goes away: unknown --
    n0, n1 = "10.4.40.114", "10.4.40.45"
    c = case("b18-flowgrpo-qwenimage-multinode-store-closed-at-save", "ambiguous", "unknown", [],
             [n0, n1],
             "Multi-node flow_grpo training of Qwen-Image with FSDP (October 2025) fails when it "
             "saves a checkpoint: rank 6 (on 10.4.40.45) loses the TCP store it reads from "
             "10.4.40.114 (0 bytes, connection closed) inside save_fsdp_checkpoint's state_dict, "
             "and rank 4 is told this may mean an application crash on rank 0 or a network set-up "
             "issue. Rank 0's own end is not shown. Lines as posted (node names from the posted "
             "addresses, four ranks per node ours), ISO times ours from the glog stamp (the year "
             "ours).",
             start="2025-10-29T20:00:00+00:00", scheduler="static", ranks_per_node=4)
    c.steps(1, 30, every=200.0)
    c.own(n1, "rank-6", FLOWGRPO171, "2025-10-29 21:48:36.943",
          "[rank6]:[W1029 21:48:36.943037776 TCPStore.cpp:138] [c10d] recvValueWithTimeout "
          "failed on SocketImpl(fd=65, addr=[::ffff:10.4.40.45]:60856, "
          "remote=[::ffff:10.4.40.114]:19001): Failed to recv, got 0 bytes. Connection was "
          "likely closed. Did the remote server shutdown or crash?")
    c.own(n1, "rank-6", FLOWGRPO171, "2025-10-29 21:48:36.943",
          "Exception raised from recvBytes at /pytorch/torch/csrc/distributed/c10d/"
          "Utils.hpp:682 (most recent call first):")
    c.own(n1, "rank-4", FLOWGRPO171, "2025-10-29 21:48:37.000",
          "[rank4]: . This may indicate a possible application crash on rank 0 or a network set "
          "up issue.")
    for text in (
            "[rank6]: Traceback (most recent call last):",
            '[rank6]:   File "/home/tione/notebook/lwh/rl/github/flow_grpo/scripts/'
            'train_qwenimage.py", line 966, in <module>',
            "[rank6]:     app.run(main)",
            '[rank6]:   File "/home/tione/notebook/conda_env/miniforge3/envs/lwh_grpo/lib/'
            'python3.10/site-packages/absl/app.py", line 316, in run',
            "[rank6]:     _run_main(main, args)",
            '[rank6]:   File "/home/tione/notebook/conda_env/miniforge3/envs/lwh_grpo/lib/'
            'python3.10/site-packages/absl/app.py", line 261, in _run_main',
            "[rank6]:     sys.exit(main(argv))",
            '[rank6]:   File "/home/tione/notebook/lwh/rl/github/flow_grpo/scripts/'
            'train_qwenimage.py", line 628, in main',
            "[rank6]:     save_fsdp_checkpoint(config.save_dir, transformer, global_step, rank)",
            '[rank6]:   File "/home/tione/notebook/lwh/rl/github/flow_grpo/../flow_grpo/'
            'flow_grpo/fsdp_utils.py", line 100, in save_fsdp_checkpoint',
            "[rank6]:     state_dict = model.state_dict()",
            '[rank6]:   File "/home/tione/notebook/conda_env/miniforge3/envs/lwh_grpo/lib/'
            'python3.10/site-packages/torch/nn/modules/module.py", line 2256, in state_dict',
            "[rank6]:     hook(self, prefix, keep_vars)"):
        c.own(n1, "rank-6", FLOWGRPO171, "2025-10-29 21:48:37.000", text)
    c.job(6530.0, "FAILED", exit_code=1)


# ---- the program and memory --------------------------------------------------------------------
def build_program_and_memory() -> None:
    # ---- DeepSpeed deepcompile + ZeRO-3 on three H800: CUDA failure 700 in forward: user_code --
    node = "h800-host"
    c = case("b18-deepspeed-deepcompile-zero3-cuda-failure-700", "attributed", "user_code", [],
             [node],
             "Loss-verification training with DeepSpeed ZeRO-3 and deepcompile on three H800 "
             "(PyTorch 2.7.1, CUDA 12.8, August 2025) fails in the first forward pass: rank 2's "
             "traceback runs from the script's model call into DeepSpeed's engine and the "
             "compiled module, and the poster reports a CUDA failure 700 (illegal memory access) "
             "that ZeRO-2 with deepcompile and ZeRO-3 with torch.compile do not show. A fault of "
             "the software stack, not of a machine. Lines as posted (the node name ours; the "
             "traceback as far as the stored report shows it), ISO times ours from the config "
             "line's own stamp.",
             start="2025-08-14T17:36:30+00:00", scheduler="static", ranks_per_node=3)
    c.own(node, "rank-0", DEEPSPEED7487, "2025-08-14 17:37:56.190",
          "[2025-08-14 17:37:56,190] [INFO] [config.py:684:__init__] Config mesh_device None "
          "world_size = 3")
    for text in (
            "[rank2]: Traceback (most recent call last):",
            '[rank2]:   File "/hpfs/syh/ds_verify_loss/verify_loss.py", line 344, in <module>',
            "[rank2]:     main()",
            '[rank2]:   File "/hpfs/syh/ds_verify_loss/verify_loss.py", line 239, in main',
            "[rank2]:     outputs = model(input_ids=input_ids, attention_mask=attention_mask, "
            "labels=input_ids, use_cache=False)",
            '[rank2]:   File "/hpfs/syh/envs/flux-12.8/lib/python3.10/site-packages/torch/nn/'
            'modules/module.py", line 1751, in _wrapped_call_impl',
            "[rank2]:     return self._call_impl(*args, **kwargs)",
            '[rank2]:   File "/hpfs/syh/envs/flux-12.8/lib/python3.10/site-packages/torch/nn/'
            'modules/module.py", line 1762, in _call_impl',
            "[rank2]:     return forward_call(*args, **kwargs)",
            '[rank2]:   File "/hpfs/syh/envs/flux-12.8/lib/python3.10/site-packages/deepspeed/'
            'utils/nvtx.py", line 20, in wrapped_fn',
            "[rank2]:     ret_val = func(*args, **kwargs)",
            '[rank2]:   File "/hpfs/syh/envs/flux-12.8/lib/python3.10/site-packages/deepspeed/'
            'runtime/engine.py", line 2109, in forward',
            "[rank2]:     loss = self.module(*inputs, **kwargs)",
            '[rank2]:   File "/hpfs/syh/envs/flux-12.8/lib/python3.10/site-packages/torch/nn/'
            'modules/module.py", line 1749, in _wrapped_call_impl',
            "[rank2]:     return self._compiled_call_impl(*args, **kwargs)  # type: "
            "ignore[misc]"):
        c.log(node, "rank-2", DEEPSPEED7487, text, t=130.0)
    c.job(135.0, "FAILED", exit_code=1)

    # ---- omini-kontext LoRA on several 80 GB GPUs: rank 2 out of memory in forward: oom --------
    node = "kontext-gpu-host"
    c = case("b18-ominikontext-multigpu-lora-rank2-cuda-oom", "attributed", "oom", [], [node],
             "FLUX Kontext LoRA training (omini-kontext) on several 80 GB GPUs: single-GPU "
             "training works, the multi-GPU run fails with rank 2 out of CUDA memory in a LoRA "
             "linear layer's forward (40 MiB asked, 24.5 MiB free of 79.18 GiB). Lines as posted "
             "(the OOM line as far as the stored report shows it; the node name ours), ISO times "
             "ours.",
             start="2025-08-20T10:00:00+00:00", scheduler="static", ranks_per_node=4)
    for text in (
            "[rank2]:     return self._call_impl(*args, **kwargs)",
            "[rank2]:            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
            '[rank2]:   File "/usr/local/lib/python3.11/site-packages/torch/nn/modules/'
            'module.py", line 1762, in _call_impl',
            "[rank2]:     return forward_call(*args, **kwargs)",
            "[rank2]:            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
            '[rank2]:   File "/usr/local/lib/python3.11/site-packages/peft/tuners/lora/'
            'layer.py", line 727, in forward',
            "[rank2]:     result = result + lora_B(lora_A(dropout(x))) * scaling",
            "[rank2]:                       ^^^^^^^^^^^^^^^^^^^^^^^^^^",
            '[rank2]:   File "/usr/local/lib/python3.11/site-packages/torch/nn/modules/'
            'module.py", line 1751, in _wrapped_call_impl',
            "[rank2]:     return self._call_impl(*args, **kwargs)",
            "[rank2]:            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
            '[rank2]:   File "/usr/local/lib/python3.11/site-packages/torch/nn/modules/'
            'module.py", line 1762, in _call_impl',
            "[rank2]:     return forward_call(*args, **kwargs)",
            "[rank2]:            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
            '[rank2]:   File "/usr/local/lib/python3.11/site-packages/torch/nn/modules/'
            'linear.py", line 125, in forward',
            "[rank2]:     return F.linear(input, self.weight, self.bias)",
            "[rank2]:            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
            "[rank2]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 40.00 MiB. "
            "GPU 2 has a total capacity of 79.18 GiB of which 24.50 MiB is free. Process 1 has "
            "79"):
        c.log(node, "rank-2", OMINIKONTEXT22, text, t=95.0)
    c.job(100.0, "FAILED", exit_code=1)

    # ---- ms-swift Megatron GRPO with GPT-OSS: the rollout server's weight loader fails: user_code
    node = "gptoss-grpo-host"
    c = case("b18-msswift-gptoss-grpo-rollout-weight-loader-kwarg", "attributed", "user_code", [],
             [node],
             "Megatron GRPO training of GPT-OSS with ms-swift and a vLLM rollout server (January "
             "2026): on the first update_flattened_params the rollout engine's collective_rpc "
             "fails because GPT-OSS's weight loader is handed an unexpected keyword argument "
             "('weight_name'). A version mismatch in the program's stack. Lines as posted (the "
             "node name and the stream ours; caret lines left out), ISO times ours from the "
             "engine's own stamps (the year ours).",
             start="2026-01-02T11:20:00+00:00", scheduler="static", ranks_per_node=8)
    venv = ("/home/jovyan/workspace/chanwoo/omniverse-pipeline/venv/think_megatron_train_dev/lib/"
            "python3.11/site-packages/vllm/v1/engine/")
    c.log(node, "rollout-server", MSSWIFT7270,
          'INFO:     127.0.0.1:43474 - "POST /update_flattened_params/ HTTP/1.1" 200 OK', t=856.0)
    engine = "(EngineCore_DP0 pid=292664) ERROR 01-02 11:34:17 [core.py:780] "
    for text in ("Invocation of collective_rpc method failed",
                 "Traceback (most recent call last):",
                 f'  File "{venv}core.py", line 777, in _handle_client_request',
                 "    result = method(*self._convert_msgspec_args(method, args))",
                 f'  File "{venv}core.py", line 416, in collective_rpc',
                 "    return self.model_executor.collective_rpc(method, timeout, args,"):
        c.own(node, "rollout-server", MSSWIFT7270, "2026-01-02 11:34:17.000", engine + text)
    c.log(node, "rollout-server", MSSWIFT7270,
          f'  File "{venv}llm_engine.py", line 362, in collective_rpc',
          "    return self.engine_core.collective_rpc(method, timeout, args, kwargs)",
          f'  File "{venv}core_client.py", line 749, in collective_rpc',
          '    return self.call_utility("collective_rpc", method, timeout, args,',
          f'  File "{venv}core_client.py", line 697, in call_utility',
          "    return future.result()",
          '  File "/opt/conda/lib/python3.11/concurrent/futures/_base.py", line 456, in result',
          "    return self.__get_result()",
          '  File "/opt/conda/lib/python3.11/concurrent/futures/_base.py", line 401, in '
          "__get_result",
          "    raise self._exception",
          "Exception: Call to collective_rpc method failed: default_weight_loader() got an "
          "unexpected keyword argument 'weight_name'", t=858.0)
    c.job(870.0, "FAILED", exit_code=1)

    # ---- Phi-3 Vision fine-tuning, ZeRO-3 on several GPUs: ranks gather different shapes -------
    node = "phi3v-gpu-host"
    c = case("b18-phi3vision-zero3-collective-mismatch", "attributed", "user_code", [], [node],
             "Phi-3 Vision fine-tuning on mixed-modality data with DeepSpeed ZeRO-3 on several "
             "GPUs (October 2025): at the first step rank 0 stops on a detected mismatch between "
             "collectives (rank 0 all-gathers 256 elements, rank 1 2048). The program feeds the "
             "ranks different modalities; ZeRO-2 trains. Lines as posted (the node name ours), "
             "ISO times ours.",
             start="2025-10-02T08:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.log(node, "rank-0", PHI3VISION41,
          "Parameter Offload: Total persistent parameters: 538624 in 314 params", t=60.0)
    c.log(node, "rank-0", PHI3VISION41,
          "[rank0]: RuntimeError: Detected mismatch between collectives on ranks. Rank 0 is "
          "running collective: CollectiveFingerPrint(SequenceNumber=2373, "
          "OpType=_ALLGATHER_BASE, TensorShape=[256], TensorDtypes=BFloat16, "
          "TensorDeviceTypes=TensorOptions(dtype=float (default), device=cuda, layout=Strided "
          "(default), requires_grad=false (default), pinned_memory=false (default), "
          "memory_format=(nullopt))), but Rank 1 is running collective: "
          "CollectiveFingerPrint(SequenceNumber=2373, OpType=_ALLGATHER_BASE, "
          "TensorShape=[2048], TensorDtypes=BFloat16, TensorDeviceTypes=TensorOptions(dtype=float "
          "(default), device=cuda, layout=Strided (default), requires_grad=false (default), "
          "pinned_memory=false (default), memory_format=(nullopt))).Collectives differ in the "
          "following aspects:   Tensor Tensor shapes: 256vs 2048", t=75.0)
    c.job(80.0, "FAILED", exit_code=1)

    # ---- DeepSpeed ZeRO-1 with a bf16 communication type: fails in the gradient all-reduce -----
    node = "ds-zero1-host"
    c = case("b18-deepspeed-zero1-bf16-comm-dtype-reduce-error", "attributed", "user_code", [],
             [node],
             "A small DeepSpeed test with ZeRO-1 and communication_data_type bf16 (late 2025) "
             "logs three steps' losses, then rank 0 raises a RuntimeError inside the engine's "
             "gradient all-reduce (reduce_gradients). A bug of the framework under this "
             "configuration. Lines as posted (the traceback as far as the stored report shows "
             "it; the node name ours), ISO times ours.",
             start="2025-11-05T10:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.steps(0, 2, every=2.0, t0=20.0)
    c.log(node, "rank-0", DEEPSPEED7653,
          "Step 0 | Loss = 2.2888", "Step 1 | Loss = 2.2945", "Step 2 | Loss = 2.3084", t=25.0)
    ds = "/home/yanzhen/miniconda3/envs/deepspeed/lib/python3.10/site-packages/deepspeed/"
    c.log(node, "rank-0", DEEPSPEED7653,
          "[rank0]: Traceback (most recent call last):",
          '[rank0]:   File "/home/yanzhen/distributed_test/deepspeed-test/bug3.py", line 97, in '
          "<module>",
          "[rank0]:     main()",
          '[rank0]:   File "/home/yanzhen/distributed_test/deepspeed-test/bug3.py", line 88, in '
          "main",
          "[rank0]:     model_engine.backward(loss)",
          f'[rank0]:   File "{ds}utils/nvtx.py", line 20, in wrapped_fn',
          "[rank0]:     ret_val = func(*args, **kwargs)",
          f'[rank0]:   File "{ds}runtime/engine.py", line 2357, in backward',
          "[rank0]:     self._backward_epilogue()",
          f'[rank0]:   File "{ds}runtime/engine.py", line 2288, in _backward_epilogue',
          "[rank0]:     self.allreduce_gradients()",
          f'[rank0]:   File "{ds}utils/nvtx.py", line 20, in wrapped_fn',
          "[rank0]:     ret_val = func(*args, **kwargs)",
          f'[rank0]:   File "{ds}runtime/engine.py", line 2245, in allreduce_gradients',
          t=27.0)
    c.job(30.0, "FAILED", exit_code=1)

    # ---- OpenRLHF 0.9.5 training Qwen3.5: an illegal memory access on a stream sync: user_code -
    node = "openrlhf-qwen35-host"
    c = case("b18-openrlhf-qwen35-illegal-memory-access", "attributed", "user_code", [], [node],
             "RL training of Qwen3.5 with OpenRLHF 0.9.5 (March 2026) fails with a CUDA illegal "
             "memory access surfacing at a stream synchronize; the maintainers trace it to a "
             "transformers bug for the model and fix it in the framework. An application fault, "
             "not a machine's. Lines as posted (the node name ours), ISO times ours.",
             start="2026-03-16T09:00:00+00:00", scheduler="ray", ranks_per_node=8)
    c.log(node, "driver", OPENRLHF1194,
          '  File "/data/conda_envs/openrlhf-9.5/lib/python3.12/site-packages/torch/cuda/'
          'streams.py", line 245, in synchronize',
          "    super().synchronize()",
          "torch.AcceleratorError: CUDA error: an illegal memory access was encountered",
          "Search for `cudaErrorIllegalAddress' in https://docs.nvidia.com/cuda/cuda-runtime-api/"
          "group__CUDART__TYPES.html for more information.",
          "CUDA kernel errors might be asynchronously reported at some other API call, so the "
          "stacktrace below might be incorrect.",
          "For debugging consider passing CUDA_LAUNCH_BLOCKING=1",
          "Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.", t=600.0)
    c.job(610.0, "FAILED", exit_code=1)


# ---- launchers ---------------------------------------------------------------------------------
def build_launchers() -> None:
    # ---- MemoryVLA on eight A100 (PAI-DLC): torchrun reports local rank 0 killed (-9): unknown --
    node = "dlc1mtq58q0821ib-master-0"
    c = case("b18-memoryvla-dlc-rank0-sigkill-at-step-2465", "ambiguous", "unknown", [], [node],
             "MemoryVLA training on the Bridge data with eight A100 in a PAI-DLC job (March "
             "2026) runs 2465 global steps in almost three hours; then torchrun sends SIGTERM to "
             "the other workers and reports local rank 0 failed with exit code -9 (SIGKILL). "
             "What killed it is not shown. Lines as posted (the last cut where the report's "
             "traceback starts), ISO times ours from their own stamps.",
             start="2026-03-30T16:33:00+00:00", scheduler="kubernetes", ranks_per_node=8)
    for step in range(10, 2461, 100):
        c.steps(step, step, t0=10.0 + (step - 1) * 4.17)
    pids = (73, 74, 75, 76, 78)
    stamps = ("19:24:35,966", "19:24:35,967", "19:24:35,970", "19:24:35,972", "19:24:35,973")
    for pid, stamp in zip(pids, stamps, strict=True):
        c.own(node, "launcher", MEMORYVLA20, "2026-03-30 " + stamp.replace(",", "."),
              f"[dlc1mtq58q0821ib-master-0] [2026-03-30 {stamp}] torch.distributed.elastic."
              f"multiprocessing.api: [WARNING] Sending process {pid} the closing signal SIGTERM")
    c.own(node, "launcher", MEMORYVLA20, "2026-03-30 19:24:42.731",
          "[dlc1mtq58q0821ib-master-0] [2026-03-30 19:24:42,731] torch.distributed.elastic."
          "multiprocessing.api: [ERROR] failed (exitcode: -9) for binary located at "
          "/mnt/data/miniconda3/envs/memvla/bin/python3.10 with local_rank: 0 (process ID: 71)")
    c.job(10305.0, "FAILED", exit_code=1)

    # ---- LLaMA-Factory on several GPUs: torchrun's summary only, no root cause shown: unknown --
    node = "autodl-gpu-host"
    c = case("b18-llamafactory-childfailed-no-other-failures", "ambiguous", "unknown", [], [node],
             "LLaMA-Factory training with torchrun (December 2025) ends with the launcher's "
             "ChildFailedError summary for launcher.py (no other failures); the posted log shows "
             "no error from the worker itself. Why the worker failed is not shown. Lines as "
             "posted (caret lines and the summary's cut-off tail left out; the node name ours), "
             "ISO times ours.",
             start="2025-12-23T09:00:00+00:00", scheduler="static", ranks_per_node=2)
    lib = "/root/miniconda3/lib/python3.12/site-packages/torch/distributed/"
    c.log(node, "launcher", LLAMAFACTORY9656,
          "Traceback (most recent call last):",
          '  File "/root/miniconda3/bin/torchrun", line 8, in <module>',
          "    sys.exit(main())",
          f'  File "{lib}elastic/multiprocessing/errors/__init__.py", line 355, in wrapper',
          "    return f(*args, **kwargs)",
          f'  File "{lib}run.py", line 919, in main',
          "    run(args)",
          f'  File "{lib}run.py", line 910, in run',
          "    elastic_launch(",
          f'  File "{lib}launcher/api.py", line 138, in __call__',
          "    return launch_agent(self._config, self._entrypoint, list(args))",
          f'  File "{lib}launcher/api.py", line 269, in launch_agent',
          "    raise ChildFailedError(",
          "torch.distributed.elastic.multiprocessing.errors.ChildFailedError:",
          "============================================================",
          "/root/autodl-tmp/LLaMA-Factory-main/src/llamafactory/launcher.py FAILED",
          "------------------------------------------------------------",
          "Failures:",
          "  <NO_OTHER_FAILURES>", t=180.0)
    c.job(185.0, "FAILED", exit_code=1)

    # ---- LLaMA-Factory fine-tuning Qwen3.5 with flash-attention 2: illegal memory: user_code ---
    node = "lmf-qwen35-host"
    c = case("b18-llamafactory-qwen35-fa2-rank3-backward-illegal-memory", "attributed",
             "user_code", [], [node],
             "Fine-tuning Qwen3.5 with LLaMA-Factory and flash-attention 2 on several GPUs "
             "(April 2026; the same with torch 2.7, 2.9 and 2.11): at the first step rank 3 "
             "fails in the activation-checkpointing backward, and the poster reports an illegal "
             "memory access in every environment; the issue is marked solved in software. An "
             "application fault. Lines as posted (the traceback as far as the stored report "
             "shows it; the node name ours), ISO times ours.",
             start="2026-04-27T08:00:00+00:00", scheduler="static", ranks_per_node=4)
    env = "/root/miniconda3/envs/lmf2/lib/python3.12/site-packages/torch/"
    c.log(node, "rank-3", LLAMAFACTORY10440,
          "                                | 0/375 [00:00<?, ?it/s][rank3]: Traceback (most "
          "recent call last):",
          f'[rank3]:   File "{env}random.py", line 213, in fork_rng',
          "[rank3]:     yield",
          f'[rank3]:   File "{env}utils/checkpoint.py", line 308, in backward',
          "[rank3]:     outputs = ctx.run_function(*detached_inputs)",
          f'[rank3]:   File "{env}nn/modules/module.py", line 1779, in _wrapped_call_impl',
          "[rank3]:     return self._call_impl(*args, **kwargs)",
          f'[rank3]:   File "{env}nn/modules/module.py", line 1885, in _call_impl',
          "[rank3]:     return inner()", t=95.0)
    c.log(node, "rank-3", LLAMAFACTORY10440,
          "[rank3]: During handling of the above exception, another exception occurred:",
          "[rank3]: Traceback (most recent call last):",
          '[rank3]:   File "/workspace/LlamaFactory/src/llamafactory/launcher.py", line 185, in '
          "<module>",
          "[rank3]:     run_exp()",
          '[rank3]:   File "/workspace/LlamaFactory/src/llamafactory/train/tuner.py", line 137, '
          "in run_exp",
          '[rank3]:     _training_function(config={"args": args, "callbacks": callbacks})',
          t=96.0)
    c.job(100.0, "FAILED", exit_code=1)

    # ---- Megatron-Bridge on four H100 PCIe: checkpoint save, a remote process exited: unknown --
    node = "h100-pcie-host"
    c = case("b18-megatron-bridge-pcie-ckpt-save-remote-exited", "ambiguous", "unknown", [],
             [node],
             "Qwen3-8B pretraining with Megatron-Bridge (NeMo 25.09, NCCL 2.27.3) on four H100 "
             "PCIe GPUs with tensor parallelism 4 (October 2025): when it saves the checkpoint, "
             "a rank fails with NCCL's 'remote process exited or there was a network error' (the "
             "poster also saw an EOFError; four NVLink H200 do not fail). What ended the remote "
             "process is not shown. Lines as posted (the node name ours), ISO times ours.",
             start="2025-10-13T10:00:00+00:00", scheduler="static", ranks_per_node=4)
    c.steps(1, 20, every=3.0, t0=60.0)
    c.log(node, "rank-1", MBRIDGE926,
          "torch.distributed.DistBackendError: NCCL error in: /opt/pytorch/pytorch/torch/csrc/"
          "distributed/c10d/NCCLUtils.cpp:77, remote process exited or there was a network "
          "error, NCCL version 2.27.3", t=140.0)
    c.job(150.0, "FAILED", exit_code=1)

    # ---- Megatron-Bridge Nemotron-H 8B with TP comm overlap: MPI_Init_thread fails: user_code --
    node = "nemotronh-gpu-host"
    c = case("b18-megatron-bridge-tp-overlap-mpi-init-error", "attributed", "user_code", [],
             [node],
             "Nemotron-H 8B pretraining with Megatron-Bridge and torchrun on eight GPUs "
             "(September 2025): with the recipe's default tensor-parallel communication overlap "
             "the job stops at start-up in MPI_Init_thread on a NULL communicator (MPI errors are "
             "fatal), rank 0's traceback in the script's pretrain call; without the overlap it "
             "runs. The program's configuration and environment. Lines as posted (the node name "
             "ours), ISO times ours.",
             start="2025-09-15T10:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.log(node, "rank-0", MBRIDGE650,
          "*** An error occurred in MPI_Init_thread",
          "*** on a NULL communicator",
          "*** MPI_ERRORS_ARE_FATAL (processes in this communicator will now abort,",
          "***    and potentially your MPI job)", t=45.0)
    c.log(node, "rank-0", MBRIDGE650,
          "[rank0]: Traceback (most recent call last):",
          '[rank0]:   File "/workspace/script.py", line 98, in <module>',
          "[rank0]:     main()",
          '[rank0]:   File "/workspace/script.py", line 94, in main',
          "[rank0]:     pretrain(config=cfg, forward_step_func=forward_step)", t=46.0)
    c.job(50.0, "FAILED", exit_code=1)

    # ---- Cortex stage-1 training resumes, then rank 2 loses the local store: unknown -----------
    node = "youwei-workstation"
    c = case("b18-cortex-resume-store-connection-reset", "ambiguous", "unknown", [], [node],
             "Cortex stage-1 pretraining resumed from a checkpoint on one multi-GPU machine "
             "(September 2025): every rank restores its step counters (global step 50498), then "
             "three and a half minutes later rank 2 loses the local TCP store (connection reset "
             "by peer) and the run does not start. What ended the store's host process is not "
             "shown. Lines as posted (one restore line per rank; the node name ours), ISO times "
             "ours from their own stamps.",
             start="2025-09-01T21:14:00+00:00", scheduler="static", ranks_per_node=4)
    for rank in range(4):
        c.own(node, f"rank-{rank}", CORTEX17, "2025-09-01 21:15:36.000",
              "[2025-09-01 21:15:36] restore steps_dict = {'global_steps': 50498, 'cur_lr': "
              "4e-05, 'lr_steps': 16831, 'cosine_annealing_base_lr': 0.002, 't_cur': 10714, "
              "'cycle': 0}")
    c.own(node, "rank-2", CORTEX17, "2025-09-01 21:19:02.185",
          "[rank2]:[W901 21:19:02.185931323 TCPStore.cpp:125] [c10d] recvValue failed on "
          "SocketImpl(fd=52, addr=[localhost]:40718, remote=[localhost]:29500): Connection reset "
          "by peer")
    c.own(node, "rank-2", CORTEX17, "2025-09-01 21:19:02.185",
          "Exception raised from recvBytes at /pytorch/torch/csrc/distributed/c10d/"
          "Utils.hpp:679 (most recent call first):")
    c.job(320.0, "FAILED", exit_code=1)

    # ---- Megatron (ms-swift) QAT run: local rank 0 ends with SIGSEGV (-11) mid-training: unknown
    node = "qat-gpu-host"
    c = case("b18-megatron-qat-rank0-sigsegv-mid-training", "ambiguous", "unknown", [], [node],
             "Megatron training of Qwen2.5-7B through ms-swift in a QAT environment (December "
             "2025): an iteration is logged (lm loss 1.42, grad norm 13.6, nothing skipped or "
             "NaN), then torchrun sends SIGTERM to the other worker and reports local rank 0 "
             "failed with exit code -11 (SIGSEGV). What crashed is not shown. Lines as posted "
             "(the failed line wrapped as in the report; the node name ours), ISO times ours "
             "from the glog stamps (the year ours).",
             start="2025-12-23T05:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.steps(1, 20, every=50.0, t0=30.0)
    c.log(node, "rank-0", MEGATRON1880,
          " | learning rate: 5.333333E-06 | global batch size:     4 | lm loss: 1.420515E+00 | "
          "loss scale: 1.0 | grad norm: 13.636 | number of skipped iterations:   0 | number of "
          "nan iterations:   0 |", t=1000.0)
    c.own(node, "launcher", MEGATRON1880, "2025-12-23 05:17:58.996",
          "W1223 05:17:58.996000 3304089 site-packages/torch/distributed/elastic/multiprocessing/"
          "api.py:908] Sending process 3304210 closing signal SIGTERM")
    c.own(node, "launcher", MEGATRON1880, "2025-12-23 05:18:02.971",
          "E1223 05:18:02.971000 3304089 site-packages/torch/distributed/elastic/multiprocessing/"
          "api.py:882] failed (exitcode: -11) local_rank: 0 (pid: 3304209) of binary: "
          "/root/miniconda")
    c.own(node, "launcher", MEGATRON1880, "2025-12-23 05:18:02.971",
          "3/envs/qat-env/bin/python3.12")
    c.job(1090.0, "FAILED", exit_code=1)

    # ---- Megatron-LM profiling run: after validation, an abort at exit (-6): unknown ----------
    node = "megatron-profile-host"
    c = case("b18-megatron-profiling-pure-virtual-abort-after-validation", "ambiguous",
             "unknown", [], [node],
             "A Megatron-LM run with profiling (October 2025) logs its validation loss at "
             "iteration 150, warns that destroy_process_group() was not called before exit, "
             "prints 'pure virtual method called' and 'terminate called without an active "
             "exception', and torchrun reports local rank 0 failed with exit code -6 five "
             "minutes later. The bundle does not show whether the run's iterations were done or "
             "what aborted it. Lines as posted (the node name ours; the traceback that follows "
             "left out), ISO times ours from the glog stamps (the year ours).",
             start="2025-10-19T07:40:00+00:00", scheduler="static", ranks_per_node=2)
    c.steps(10, 150, every=14.0, t0=60.0)
    c.log(node, "rank-0", MEGATRON1874,
          "WARNING:megatron.core.rerun_state_machine:Setting RerunStateMachine mode "
          "RerunMode.DISABLED",
          "-----------------------------------------------------------------------------------"
          "------------------------",
          " validation loss at iteration 150 on test set | lm loss value: 1.177732E+01 | lm loss "
          "PPL: 1.302641E+05 |",
          "-----------------------------------------------------------------------------------"
          "------------------------", t=2140.0)
    for rank, stamp in ((0, "397556647"), (1, "418489772")):
        c.own(node, f"rank-{rank}", MEGATRON1874, f"2025-10-19 08:16:22.{stamp[:3]}",
              f"[rank{rank}]:[W1019 08:16:22.{stamp} ProcessGroupNCCL.cpp:1477] Warning: "
              "WARNING: destroy_process_group() was not called before program exit, which can "
              "leak resources. For more info, please see https://pytorch.org/docs/stable/"
              "distributed.html#shutdown (function operator())")
    c.own(node, "rank-0", MEGATRON1874, "2025-10-19 08:16:25.280",
          "[rank0]:[W1019 08:16:25.280921748 observer.cpp:116] Warning: Leaked callback handle: "
          "1 (function operator())")
    c.log(node, "rank-0", MEGATRON1874,
          "pure virtual method called",
          "terminate called without an active exception", t=2186.0)
    c.own(node, "launcher", MEGATRON1874, "2025-10-19 08:21:39.599",
          "E1019 08:21:39.599000 3036 torch/distributed/elastic/multiprocessing/api.py:874] "
          "failed (exitcode: -6) local_rank: 0 (pid: 3042) of binary: /usr/bin/python")
    c.job(2510.0, "FAILED", exit_code=1)

    # ---- verl (vLLM + FSDP2) training Qwen3.5 on A40s, torch 2.11/CUDA 13: illegal memory -----
    node = "dell-node"
    c = case("b18-verl-qwen35-fsdp2-forward-illegal-memory", "attributed", "user_code", [],
             [node],
             "verl training of Qwen3.5 9B/27B with vLLM 0.20 rollout and FSDP2 on A40 GPUs "
             "(torch 2.11 + CUDA 13.0, June 2026): the actor's forward through verl's Qwen3.5 "
             "patch into the transformers decoder layers fails with an illegal memory access, "
             "as the report's title says. An application fault in the software stack. Lines as "
             "posted (caret lines left out; the traceback as far as the stored report shows "
             "it), ISO times ours.",
             start="2026-06-01T08:00:00+00:00", scheduler="ray", ranks_per_node=8)
    pkgs = "/usr/local/lib/python3.12/dist-packages/"
    c.log(node, "actor", VERL6549,
          "    return forward_call(*args, **kwargs)",
          '  File "/workspace/verl/verl/models/transformers/qwen3_5.py", line 175, in '
          "qwen3_5_base_forward",
          "    return self.language_model(",
          f'  File "{pkgs}torch/nn/modules/module.py", line 1779, in _wrapped_call_impl',
          "    return self._call_impl(*args, **kwargs)",
          f'  File "{pkgs}torch/nn/modules/module.py", line 1790, in _call_impl',
          "    return forward_call(*args, **kwargs)",
          f'  File "{pkgs}transformers/utils/generic.py", line 917, in wrapper',
          "    output = func(self, *args, **kwargs)",
          f'  File "{pkgs}transformers/utils/output_capturing.py", line 253, in wrapper',
          "    outputs = func(self, *args, **kwargs)",
          f'  File "{pkgs}transformers/models/qwen3_5/modeling_qwen3_5.py", line 1372, in '
          "forward",
          "    hidden_states = decoder_layer(", t=420.0)
    c.job(430.0, "FAILED", exit_code=1)

    # ---- LLaMA-Factory pretraining on eight B200: rank 6 fails in the first barrier: unknown ---
    node = "b200-node"
    c = case("b18-llamafactory-8xb200-rank6-first-barrier", "ambiguous", "unknown", [], [node],
             "LLaMA-Factory pretraining on eight B200 GPUs (2025): rank 6 fails in the first "
             "barrier (main_process_first while loading the dataset); the poster reports that "
             "CUDA initialization failed. The stored traceback ends in the barrier call; what "
             "failed on the machine is not shown. Lines as posted (caret lines left out; the "
             "node name ours), ISO times ours.",
             start="2025-08-20T09:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.log(node, "rank-6", LLAMAFACTORY8968,
          "[rank6]:     run_pt(model_args, data_args, training_args, finetuning_args, callbacks)",
          '[rank6]:   File "/workspace/LLaMA-Factory/src/llamafactory/train/pt/workflow.py", '
          "line 46, in run_pt",
          '[rank6]:     dataset_module = get_dataset(template, model_args, data_args, '
          'training_args, stage="pt", **tokenizer_module)',
          '[rank6]:   File "/workspace/LLaMA-Factory/src/llamafactory/data/loader.py", line 303, '
          "in get_dataset",
          '[rank6]:     with training_args.main_process_first(desc="load dataset", local=(not '
          "data_args.data_shared_file_system)):",
          '[rank6]:   File "/usr/lib/python3.11/contextlib.py", line 137, in __enter__',
          "[rank6]:     return next(self.gen)",
          '[rank6]:   File "/usr/local/lib/python3.11/dist-packages/transformers/'
          'training_args.py", line 2505, in main_process_first',
          "[rank6]:     dist.barrier()",
          '[rank6]:   File "/usr/local/lib/python3.11/dist-packages/torch/distributed/'
          'c10d_logger.py", line 81, in wrapper',
          "[rank6]:     return func(*args, **kwargs)",
          '[rank6]:   File "/usr/local/lib/python3.11/dist-packages/torch/distributed/'
          'distributed_c10d.py", line 4687, in barrier',
          "[rank6]:     work = group.barrier(opts=opts)", t=75.0)
    c.job(80.0, "FAILED", exit_code=1)


# ---- writing -----------------------------------------------------------------------------------
def main() -> None:
    build()
    remove_stale(ROOT, "b18-", CASES)
    write_split(CASES, SPLIT, ROOT)


if __name__ == "__main__":
    main()
