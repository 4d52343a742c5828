"""Build the seventy-sixth blind corpus (tests/attribution/blind76/): less-travelled trainers.

    python tests/attribution/blind76_build.py

A held-out measure of how attribution generalises to training codebases and frameworks outside
the mainstream (not plain Megatron, DeepSpeed, the Transformers Trainer or Lightning): Levanter
and Marin's Grug, EasyLM, EasyDeL, MaxText, T5X, mesh-transformer-jax, Alpa, torchtitan, torchft,
Colossal-AI, LitGPT, OLMo, Composer / llm-foundry and MosaicML diffusion, Fast-LLM, Bagua,
DistDGL and decentralised hivemind trainers (Gensyn's RL swarm), on multi-device or multi-node
runs. Reports were found with the `search` tool (GitHub issue threads; one pages search gave
nothing usable) with the queries listed in blind76/README.md, and taken in the order the searches
returned them, skipping only reports without a copyable log line, reports not about a training
run, and reports any other corpus or file of the repository cites (or that are the same incident
as one it cites). It was assembled by one helper who read neither the engine nor its catalogs; the
labels were written before any engine ran on these bundles, and no report cited here is cited
anywhere else in the repository (test_attribution_heldout.py checks it).

Every log line is copied from the public report given next to it (host names, addresses, pids and
times as posted; a code block's fence and indent dropped, a line the report wrapped stays
wrapped, a line the stored copy cut short left out). Ours is only the assembly, as in
stacks_build.py: which node and stream a line is filed under, node names where the report gives
none, an ISO-8601 time in front of every line (taken from the line's own stamp where it has one,
noted in sources.json; the year from the report's date where the stamp has none), job.json, the
scheduler states and the per-rank step metrics (one point per rank every ten steps). The labels
follow DESIGN's taxonomy and the rules of the spent corpora's READMEs (see blind76/README.md).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from realworld_build import OWN_TIME  # noqa: E402
from stacks_build import Case, case_maker, remove_stale, write_split  # noqa: E402

ROOT = HERE / "blind76"
SPLIT = "blind76"

# ---- sources (one public report per incident), in the order the searches returned them --------
LEVANTER584 = "https://github.com/marin-community/levanter/issues/584"
MARIN3693 = "https://github.com/marin-community/marin/issues/3693"
COLOSSALAI2642 = "https://github.com/hpcaitech/ColossalAI/issues/2642"
OLMO552 = "https://github.com/allenai/OLMo/issues/552"
OLMO788 = "https://github.com/allenai/OLMo/issues/788"
T5X340 = "https://github.com/google-research/t5x/issues/340"
EASYDEL71 = "https://github.com/erfanzar/EasyDeL/issues/71"
TORCHTITAN620 = "https://github.com/pytorch/torchtitan/issues/620"
ALPA957 = "https://github.com/alpa-projects/alpa/issues/957"
ALPA944 = "https://github.com/alpa-projects/alpa/issues/944"
BAGUA653 = "https://github.com/BaguaSys/bagua/issues/653"
DGL3388 = "https://github.com/dmlc/dgl/issues/3388"
LITGPT640 = "https://github.com/Lightning-AI/litgpt/issues/640"
MOSAICDIFFUSION140 = "https://github.com/mosaicml/diffusion/issues/140"
TORCHFT30 = "https://github.com/meta-pytorch/torchft/issues/30"
EASYLM14 = "https://github.com/young-geng/EasyLM/issues/14"
XLA18214 = "https://github.com/openxla/xla/issues/18214"
FASTLLM59 = "https://github.com/ServiceNow/Fast-LLM/issues/59"
COLOSSALAI4537 = "https://github.com/hpcaitech/ColossalAI/issues/4537"
LLMFOUNDRY1736 = "https://github.com/mosaicml/llm-foundry/issues/1736"
MTJ43 = "https://github.com/kingoflolz/mesh-transformer-jax/issues/43"
MTJ158 = "https://github.com/kingoflolz/mesh-transformer-jax/issues/158"
MTJ202 = "https://github.com/kingoflolz/mesh-transformer-jax/issues/202"
DGL2560 = "https://github.com/dmlc/dgl/issues/2560"
RLSWARM348 = "https://github.com/gensyn-ai/rl-swarm/issues/348"

SLURM, STATIC, RAY, TPU = "slurm", "static", "ray", "gce-tpu-vm"

CASES: list[Case] = []

case = case_maker(CASES, SPLIT)


def steps(c: Case, first: int, last: int, every: float, t0: float = 0.0,
          stride: int = 10) -> Case:
    """Step metrics for every rank, one point every `stride` steps and the last step (ours: the
    reports show no per-rank step series)."""
    points = sorted({s for s in range(first, last + 1) if s % stride == 0} | {first, last})
    for step in points:
        for rank, node in c.ranks.items():
            c.metrics.append({"ts": c.at(t0 + (step - first) * every), "node": node,
                              "rank": int(rank), "name": "step", "value": step})
    return c


def build() -> None:
    build_hangs()
    build_launcher_exits()
    build_program_errors()
    build_memory()
    build_numerics()


# ---- hangs ---------------------------------------------------------------------------------------
def build_hangs() -> None:
    # ---- Levanter, Llama 7B on a TPU v5e-16: one or two steps, then nothing ------------------
    n0, n1, n2 = "34.16.228.1", "34.16.214.62", "34.125.52.64"
    c = case("b76-levanter-v5e16-llama7b-hang-after-two-steps", "ambiguous", "hang", [],
             [n0, n1, n2],
             "Levanter training Llama 7B on a TPU v5e-16 slice: evaluation finishes, one or two "
             "training steps run, then the run hangs (TPU runtime logging on). The hosts' last "
             "lines are flash-attention dry runs and memory-space-assignment options; no host or "
             "rank is shown stopping first. Lines as posted (the hosts' addresses as the launcher "
             "prefixed them; the fourth host's lines were not posted), ISO times from their own "
             "stamps; the step metrics and the later RUNNING state ours.",
             start="2024-05-15T20:01:00+00:00", scheduler=TPU, ranks_per_node=4)
    c.job(0.0, "RUNNING")
    c.own(n0, "train", LEVANTER584, "2024-05-15 20:03:24",
          "34.16.228.1: 2024-05-15T20:03:24 - 3 - levanter.eval - eval.py:120 - INFO :: eval "
          "loss: 11.185")
    c.own(n0, "train", LEVANTER584, "2024-05-15 20:03:24",
          "34.16.228.1: 2024-05-15T20:03:24 - 3 - levanter.eval - eval.py:131 - INFO ::  loss: "
          "11.185")
    c.own(n1, "train", LEVANTER584, "2024-05-15 20:03:26.569316",
          "34.16.214.62: I0515 20:03:26.569316  343449 flash_attention.cc:1908] successfully "
          "finished dry run")
    c.own(n0, "train", LEVANTER584, "2024-05-15 20:03:26.569367",
          "train:   0%|          | 2/100000 [00:46<644:59:38, 23.22s/it, loss=11.2]I0515 "
          "20:03:26.569367  443369 flash_attention.cc:1872] number of matches: 0")
    c.own(n2, "train", LEVANTER584, "2024-05-15 20:03:26.569430",
          "34.125.52.64: I0515 20:03:26.569430  443369 flash_attention.cc:1908] successfully "
          "finished dry run")
    c.own(n1, "train", LEVANTER584, "2024-05-15 20:03:26.571009",
          "34.16.214.62: I0515 20:03:26.571009  353969 memory_space_assignment_util.cc:241] "
          "Sliced prefetch options: go/debugonly")
    c.log(n1, "train", LEVANTER584, "34.16.214.62: max_slices: 4",
          "34.16.214.62: min_bytes: 1048576",
          "34.16.214.62: all_slice_time_permutations_threshold: 4", t=146.572)
    steps(c, 1, 2, every=23.0, t0=120.0)
    c.job(2100.0, "RUNNING")

    # ---- Bagua on two nodes: rank 8 stuck creating its communicator ---------------------------
    n0, n1 = "bagua-node-0", "bagua-node-1"
    c = case("b76-bagua-two-nodes-stuck-creating-communicator", "ambiguous", "hang", [],
             [n0, n1],
             "Bagua data-parallel training across two nodes of eight GPUs (NCCL 2.10.3) blocks: "
             "with LOG_LEVEL=DEBUG, rank 8 logs that it is creating its communicator but never "
             "that the communicator was initialised; single-node runs work. Nothing shows which "
             "rank or node stopped first. Line as posted (its own ISO time; node names and the "
             "stream ours); the RUNNING states ours.",
             start="2022-11-21T12:39:30+00:00", scheduler=STATIC, ranks_per_node=8)
    c.job(0.0, "RUNNING")
    c.log(n1, "rank-8", BAGUA653,
          "2022-11-21T12:40:23.673510Z DEBUG bagua_core_internal::communicators: creating "
          "communicator, nccl_unique_id AgCwgcCQEwk" + "A" * 160 + "=, rank 8, nranks 16, "
          "device_id 0, "
          "stream_ptr 94639511762624", note=OWN_TIME)
    c.job(1900.0, "RUNNING")


# ---- launcher exits and crashes with no reason given ---------------------------------------------
def build_launcher_exits() -> None:
    # ---- Colossal-AI launcher, PromptCLUE fine-tuning on four GPUs: rank 0 exit code 1 ---------
    node = "ecs-06308145"
    c = case("b76-colossalai-promptclue-rank0-exitcode-1", "ambiguous", "unknown", [], [node],
             "`colossalai run` fine-tuning PromptCLUE with the LAMB optimizer on four GPUs of one "
             "host: torchrun's summary names rank 0 as root cause with exit code 1 and no error "
             "file or traceback, and the Colossal-AI launcher reports a bad command exit code. "
             "Nothing in the bundle says why rank 0 exited. Lines as posted (the very long "
             "'Command:' line left out), ISO times ours from the summary's own time.",
             start="2023-02-08T16:30:00+00:00", scheduler=STATIC, ranks_per_node=4)
    for text in ("-----------------------------------------------------------",
                 "Root Cause (first observed failure):",
                 "[0]:",
                 "  time      : 2023-02-08_16:36:51",
                 "  host      : ecs-06308145",
                 "  rank      : 0 (local_rank: 0)",
                 "  exitcode  : 1 (pid: 2062900)",
                 "  error_file: <N/A>",
                 "  traceback : To enable traceback see: "
                 "https://pytorch.org/docs/stable/elastic/errors.html",
                 "============================================================"):
        c.own(node, "launcher", COLOSSALAI2642, "2023-02-08 16:36:51", text)
    c.log(node, "launcher", COLOSSALAI2642,
          "Error: failed to run torchrun --nproc_per_node=4 --nnodes=1 --node_rank=0 "
          "--rdzv_backend=c10d --rdzv_endpoint=127.0.0.1:29500 --rdzv_id=colossalai-default-job "
          "seq2seq_colossalai_PromptCLUE_Finetuning.py --config config.py --optimizer lamb on "
          "127.0.0.1, is localhost: True, exception: Encountered a bad command exit code!",
          t=412.0)
    c.job(413.0, "FAILED", exit_code=1)

    # ---- T5X prompt tuning of T5-XXL on a TPU v3-32 pod: the process aborts --------------------
    nodes = [f"t5x-v3-32-worker-{i}" for i in range(4)]
    c = case("b76-t5x-xxl-v3-32-aborted-core-dumped", "ambiguous", "unknown", [], nodes,
             "T5X prompt tuning of T5 1.1 XXL on a TPU Pod v3-32 (model-parallel submesh 4x4x1x2) "
             "resumed at step 1,100,000: the train loop begins and ends its first ten-step "
             "chunk, then the shell reports the python process Aborted (core dumped). The thread "
             "speaks of a segmentation fault, but the bundle shows only the abort. Lines as "
             "posted (worker names ours), ISO times from the glog stamps (the year from the "
             "report's date).",
             start="2022-03-10T16:50:00+00:00", scheduler=TPU, ranks_per_node=1)
    w0 = nodes[0]
    c.own(w0, "train", T5X340, "2022-03-10 16:52:49.820298",
          "W0310 16:52:49.820298 140510105828416 adafactor.py:345] Since rank of parameter "
          "encoder/prompt/prompt/prompt 2 is less than or equal to 2, the factorization method "
          "falls back to heuristics and the provided factor rule (<FactorDim.NONE: None>, "
          "<FactorDim.NONE: None>) is ignored.")
    c.own(w0, "train", T5X340, "2022-03-10 16:54:01.224571",
          "^[[6~^[[6~I0310 16:54:01.224571 140510105828416 train.py:456] Epoch 1100 of 1101")
    for stamp, text in (
            ("16:54:01.224764", "I0310 16:54:01.224764 140510105828416 train.py:462] BEGIN Train "
                                "loop."),
            ("16:54:01.224818", "I0310 16:54:01.224818 140510105828416 train.py:467] Training "
                                "for 10 steps."),
            ("16:54:01.226046", "I0310 16:54:01.226046 140497868457728 logging_writer.py:48] "
                                "[1100000] collection=train timing/compilation_seconds=87.301567"),
            ("16:54:01.230673", "I0310 16:54:01.230673 140510105828416 trainer.py:491] Training: "
                                "step 1100000"),
            ("16:54:01.635557", "I0310 16:54:01.635557 140510105828416 train.py:490] END Train "
                                "loop.")):
        c.own(w0, "train", T5X340, f"2022-03-10 {stamp}", text)
    c.log(w0, "train", T5X340,
          "./train_yelp_xxl.sh: line 34: 12024 Aborted                 (core dumped) python3 -m "
          "t5x.train --gin_search_paths=\"${T5X_DIR},${FLAXFORMER_DIR},${PROMPT_DIR}\" "
          "--gin_file=\"prompt_tuning/configs/models/t5_1_1_xxl_prompt.gin\" "
          "--gin_file=\"prompt_tuning/configs/runs/prompt_finetune.gin\" "
          "--gin.MODEL_DIR=\"'${MODEL_DIR}'\" "
          "--gin.partitioning.PjitPartitioner.model_parallel_submesh=\"(4, 4, 1, 2)\" "
          "--gin.BATCH_SIZE=\"16\" --gin.MIXTURE_OR_TASK_NAME=\"'yelp'\" "
          "--gin.MIXTURE_OR_TASK_MODULE=\"'task_dir.mytasks'\" "
          "--gin.TASK_FEATURE_LENGTHS=\"{'inputs': 512, 'targets': 8}\"", t=243.0)
    c.job(244.0, "FAILED", exit_code=134)

    # ---- torchtitan Llama 3 8B on one workstation: rank 1 exit code 1, traceback cut ----------
    node = "trx50-TRX50-AERO-D"
    c = case("b76-torchtitan-llama3-8b-rank1-exitcode-1", "ambiguous", "unknown", [], [node],
             "torchtitan training Llama 3 8B with FSDP2 on a multi-GPU workstation, retried with "
             "batch size 1 and full activation checkpointing: torchrun's summary names rank 1 as "
             "root cause with exit code 1 and an error file, its traceback cut off after the "
             "first line in the stored copy. The poster speaks of out-of-memory, but the bundle "
             "shows no error message. Lines as posted (the cut line left out), ISO times ours "
             "from the summary's own time.",
             start="2024-10-16T11:10:00+00:00", scheduler=STATIC, ranks_per_node=2)
    for text in ("============================================================",
                 "train.py FAILED",
                 "------------------------------------------------------------",
                 "Failures:",
                 "  <NO_OTHER_FAILURES>",
                 "------------------------------------------------------------",
                 "Root Cause (first observed failure):",
                 "[0]:",
                 "  time      : 2024-10-16_11:13:21",
                 "  host      : trx50-TRX50-AERO-D",
                 "  rank      : 1 (local_rank: 1)",
                 "  exitcode  : 1 (pid: 238568)",
                 "  error_file: /tmp/torchelastic_ln6u9u9e/none__669dvmg/attempt_0/1/error.json",
                 "  traceback : Traceback (most recent call last):"):
        c.own(node, "launcher", TORCHTITAN620, "2024-10-16 11:13:21", text)
    c.job(202.0, "FAILED", exit_code=1)

    # ---- MosaicML diffusion (Composer), SD-2 VAE step: rank 0 crashes with exit code -11 -------
    node = "sd2-train-host"
    c = case("b76-mosaic-diffusion-sd2-rank0-exit-minus-11", "ambiguous", "unknown", [], [node],
             "MosaicML diffusion training of SD-2 (the VAE encoder step) with the Composer "
             "launcher: callbacks are instantiated, the run is named, and the launcher reports "
             "that rank 0 crashed with exit code -11 (a segmentation fault), with no other "
             "information. Lines as posted (the node name ours; the quoted launcher line from "
             "the report's text), ISO times from their own stamps where they have one.",
             start="2024-05-07T09:39:30+00:00", scheduler=STATIC, ranks_per_node=8)
    c.log(node, "rank-0", MOSAICDIFFUSION140,
          "Instantiating logger <composer.loggers.wandb_logger.WandBLogger>", t=14.0)
    c.own(node, "rank-0", MOSAICDIFFUSION140, "2024-05-07 09:39:45.349",
          "[2024-05-07 09:39:45,349][composer.algorithms.low_precision_groupnorm."
          "low_precision_groupnorm][INFO] - Successfully replaced 61 instances of GroupNorm with "
          "LowPrecisionGroupNorm")
    c.own(node, "rank-0", MOSAICDIFFUSION140, "2024-05-07 09:39:45.379",
          "[2024-05-07 09:39:45,379][composer.algorithms.low_precision_layernorm."
          "low_precision_layernorm][INFO] - Successfully replaced 48 instances of LayerNorm with "
          "LowPrecisionLayerNorm")
    c.log(node, "rank-0", MOSAICDIFFUSION140,
          "Instantiating callbacks <composer.callbacks.speed_monitor.SpeedMonitor>",
          "Instantiating callbacks <composer.callbacks.lr_monitor.LRMonitor>",
          "Instantiating callbacks <composer.callbacks.memory_monitor.MemoryMonitor>",
          "Instantiating callbacks <composer.callbacks.runtime_estimator.RuntimeEstimator>",
          "Instantiating callbacks <composer.callbacks.OptimizerMonitor>",
          "start to train........",
          "[W Utils.hpp:135] Warning: Environment variable NCCL_ASYNC_ERROR_HANDLING is "
          "deprecated; use TORCH_NCCL_ASYNC_ERROR_HANDLING instead (function getCvarInt)",
          t=15.385)
    c.own(node, "rank-0", MOSAICDIFFUSION140, "2024-05-07 09:39:45.388",
          "[2024-05-07 09:39:45,388][composer.utils.reproducibility][INFO] - Setting seed to 17")
    c.own(node, "rank-0", MOSAICDIFFUSION140, "2024-05-07 09:39:45.572",
          "[2024-05-07 09:39:45,572][composer.trainer.trainer][INFO] - Run name: "
          "1715045985-burrowing-goshawk")
    c.log(node, "launcher", MOSAICDIFFUSION140,
          "ERROR:composer.cli.launcher:Rank 0 crashed with exit code -11.", t=40.0)
    c.job(42.0, "FAILED", exit_code=1)

    # ---- mesh-transformer-jax on a TPU v3-128: Ray connections closed, then abort ---------------
    node = "v3-128-host-0"
    c = case("b76-mesh-transformer-jax-v3-128-ray-connection-closed-abort", "ambiguous",
             "unknown", [], [node],
             "mesh-transformer-jax's train.py for a TPU v3-128 (Ray-driven, started from inside "
             "the TPU VM): Ray's import thread, log printer and error listener each report that "
             "the connection was closed by the server, and the process is Aborted (core "
             "dumped). The poster later ran it from a separate VM; the bundle shows no cause. "
             "Lines as posted (the node name ours), ISO times from their own stamps.",
             start="2021-11-25T17:10:00+00:00", scheduler=RAY, ranks_per_node=1)
    for stamp, text in (
            ("17:15:42.251", "2021-11-25 17:15:42,251 ERROR import_thread.py:88 -- ImportThread: "
                             "Connection closed by server."),
            ("17:15:42.252", "2021-11-25 17:15:42,252 ERROR worker.py:465 -- print_logs: "
                             "Connection closed by server."),
            ("17:15:42.255", "2021-11-25 17:15:42,255 ERROR worker.py:1125 -- "
                             "listen_error_messages_raylet: Connection closed by server.")):
        c.own(node, "driver", MTJ158, f"2021-11-25 {stamp}", text)
    c.log(node, "driver", MTJ158, "Aborted (core dumped)", t=342.3)
    c.job(343.0, "FAILED", exit_code=134)


# ---- exceptions of the program or its environment ------------------------------------------------
def build_program_errors() -> None:
    # ---- Marin Grug 1.5B on a v6e-8 with block checkpoint offload: TPU check failed -----------
    node = "v6e-8-host"
    c = case("b76-marin-grug-v6e8-offload-sublane-check-failed", "attributed", "user_code", [],
             [node],
             "Marin's Grug 1.5B (Levanter) on a TPU v6e-8 crashes repeatably before any train-step "
             "metric when LEVANTER_GRUG_BLOCK_CHECKPOINT=offload is set: a fatal check in the TPU "
             "runtime's async dynamic-index emitter (sublane slicing size not a multiple of the "
             "update chunk). The same configuration without offload trains stably. A program "
             "configuration the runtime cannot compile, not a machine. Line as posted (the node "
             "name ours), ISO time ours.",
             start="2026-03-15T10:00:00+00:00", scheduler=TPU, ranks_per_node=1)
    c.log(node, "train", MARIN3693,
          "async_dynamic_index_emitter.cc:584] Check failed: intermediate_calc.slice_size % "
          "intermediate_calc.update_detail.num_sublanes_per_chunk == 0 (1 vs. 0) Sublane slicing "
          "size not multiple of update chunk sublane size.", t=95.0)
    c.job(97.0, "FAILED", exit_code=134)

    # ---- EasyDeL on a TPU v3-32: every host's trainer raises TypeError ------------------------
    nodes = [f"v3-32-worker-{i}" for i in range(4)]
    c = case("b76-easydel-v3-32-trainer-config-typeerror", "attributed", "user_code", [], nodes,
             "EasyDeL's CausalLanguageModelTrainer on a TPU v3-32 (four hosts): building the "
             "trainer fails on every host with TypeError ('NoneType' object is not subscriptable) "
             "because configs_to_init_model_class was not passed. A program error before any "
             "step. Lines as posted (which host printed which copy is ours; the second copy cut "
             "short in the stored report), ISO times ours.",
             start="2023-12-20T09:00:00+00:00", scheduler=TPU, ranks_per_node=1)
    frames = ["Traceback (most recent call last):",
              '  File "/root/train.py", line 94, in <module>',
              "    trainer = CausalLanguageModelTrainer(",
              '  File "/usr/local/lib/python3.10/dist-packages/EasyDel/trainer/'
              'causal_language_model_trainer.py", line 233, in __init__',
              "    self.init_functions()",
              '  File "/usr/local/lib/python3.10/dist-packages/EasyDel/trainer/'
              'causal_language_model_trainer.py", line 305, in init_functions']
    c.log(nodes[0], "train", EASYDEL71,
          "Warning : In case of using finetune = True and Passing checkpoint_path = None you "
          "should pass parametersin train function",
          "Time For configure dataloaders (ms) : 0.278472900390625", *frames,
          "    self.model, self.tx, self.scheduler, self.config = self.configure_model()",
          '  File "/usr/local/lib/python3.10/dist-packages/EasyDel/trainer/'
          'causal_language_model_trainer.py", line 381, in configure_model',
          '    if not hasattr(self.arguments.configs_to_init_model_class["config"], '
          '"get_partition_rules"):',
          "TypeError: 'NoneType' object is not subscriptable", t=64.0)
    c.log(nodes[1], "train", EASYDEL71, *frames, t=64.2)
    c.job(66.0, "FAILED", exit_code=1)

    # ---- Alpa ShardParallel, LLaMA 13B: XLA check failed in a mesh worker, SIGABRT ------------
    node = "alpa-gpu-host"
    c = case("b76-alpa-shardparallel-gpu-executable-check-failed", "attributed", "user_code", [],
             [node],
             "Alpa 0.2.3 training LLaMA 13B with ShardParallel on a Ray cluster of GPUs: a "
             "MeshHostWorker's XLA GPU executable fails its check that constant info is not "
             "empty (resolving constant globals) and the worker receives SIGABRT. A fatal check "
             "in the framework's compiled program, not a machine fault. Lines as posted (the "
             "stack line cut short in the stored copy left out; the node name ours), ISO times "
             "from their own stamps.",
             start="2023-07-08T00:50:00+00:00", scheduler=RAY, ranks_per_node=8)
    c.own(node, "mesh-host-worker", ALPA944, "2023-07-08 01:00:54.519514",
          "(MeshHostWorker pid=595449) 2023-07-08 01:00:54.519514: F external/org_tensorflow/"
          "tensorflow/compiler/xla/service/gpu/gpu_executable.cc:459] Check failed: "
          "!info.content.empty()")
    c.own(node, "mesh-host-worker", ALPA944, "2023-07-08 01:00:54",
          "(MeshHostWorker pid=595449) *** SIGABRT received at time=1688778054 on cpu 149 ***")
    c.log(node, "mesh-host-worker", ALPA944,
          "(MeshHostWorker pid=595449) PC: @     0x7f41ad5cd03b  (unknown)  raise",
          "(MeshHostWorker pid=595449)     @     0x7f41ad5cd0c0       4016  (unknown)",
          "(MeshHostWorker pid=595449)     @     0x7f10a9fae28e        752  "
          "xla::gpu::GpuExecutable::ResolveConstantGlobals()",
          "(MeshHostWorker pid=595449)     @     0x7f10ab561864       2784  "
          "xla::gpu::GpuExecutable::ExecuteAsyncOnStreamImpl()",
          "(MeshHostWorker pid=595449)     @     0x7f10ab5631bf        128  "
          "xla::gpu::GpuExecutable::ExecuteAsyncOnStream()", t=654.6)
    c.job(660.0, "FAILED", exit_code=1)

    # ---- Alpa on two A100: IndexError from an absl bounds check in train_step ------------------
    node = "10.233.115.148"
    c = case("b76-alpa-llama-flax-train-step-indexerror", "attributed", "user_code", [], [node],
             "A Flax LLaMA trained with Alpa 0.2.3 on a Ray cluster with two A100 80GB: after "
             "connecting to the cluster, the first train_step raises IndexError (an "
             "`InlinedVector::at` bounds check). A program or library error at the first step. "
             "Lines as posted (the progress bar line left out; the final exception as the report "
             "states it), ISO times from their own stamps where they have one.",
             start="2023-09-24T12:29:30+00:00", scheduler=RAY, ranks_per_node=2)
    c.own(node, "driver", ALPA957, "2023-09-24 12:29:49.782",
          "2023-09-24 12:29:49,782 INFO worker.py:1342 -- Connecting to existing Ray cluster at "
          "address: 10.233.115.148:6379...")
    c.own(node, "driver", ALPA957, "2023-09-24 12:29:49.795",
          "2023-09-24 12:29:49,795 INFO worker.py:1528 -- Connected to Ray cluster.")
    c.log(node, "driver", ALPA957,
          "Traceback (most recent call last):",
          '  File "./Trainer/train_ray_batch.py", line 149, in <module>',
          "    main()",
          '  File "./Trainer/train_ray_batch.py", line 139, in main',
          "    state, loss = train_step(state, seq, seq_mask, labels, labels_mask)",
          '  File "/home/mpi/.local/lib/python3.8/site-packages/jax/_src/traceback_util.py", '
          "line 162, in reraise_with_filtered_traceback",
          "    return fun(*args, **kwargs)",
          "IndexError: `InlinedVector::at(size_type) const` failed bounds check", t=21.0)
    c.job(23.0, "FAILED", exit_code=1)

    # ---- DistDGL GraphSAGE: the server fails to bind its port ('error: Success') --------------
    node = "distdgl-machine-0"
    c = case("b76-distdgl-graphsage-failed-bind-error-success", "attributed", "user_code", [],
             [node],
             "Distributed GraphSAGE training with DistDGL's launch tool (ogb-product, ip_config): "
             "the trainer starts, warns that several interfaces have no IP address, and the RPC "
             "layer fails to bind its port 34567 ('error: Success'; maintainers point to server "
             "processes left over from an earlier run). The job's own environment, not a "
             "machine. Lines as posted (the error line as the report quotes it; the node name "
             "ours), ISO times ours (the glog-style clock inside the error line).",
             start="2021-09-29T14:49:00+00:00", scheduler=STATIC, ranks_per_node=1)
    c.log(node, "trainer", DGL3388,
          "The number of OMP threads per trainer is set to 36",
          "cleanupu process runs",
          "Using backend: pytorch",
          "Namespace(batch_size=1000, batch_size_eval=100000, dataset=None, dropout=0.5, "
          "eval_every=5, fan_out='10,25', graph_name='ogb-product', id=None, "
          "ip_config='ip_config.txt', local_rank=0, log_every=20, lr=0.003, n_classes=None, "
          "num_clients=None, num_epochs=3, num_gpus=-1, num_hidden=16, num_layers=2, "
          "part_config=None, standalone=False)",
          "Warning! Interface: enp94s0f0 ",
          "IP address not available for interface.",
          "Warning! Interface: enp94s0f1d1 ",
          "IP address not available for interface.",
          "Warning! Interface: eno2 ",
          "IP address not available for interface.", t=14.0)
    c.log(node, "trainer", DGL3388,
          "[14:49:15] /opt/dgl/src/rpc/network/tcp_socket.cc:76: Failed bind on <my_ip_addr>:34567 "
          ", error: Success", t=15.0)
    c.job(17.0, "FAILED", exit_code=1)

    # ---- LitGPT pretraining on four L4: FSDP assertion about grad_fn ---------------------------
    node = "gersonkroiz-gpu"
    c = case("b76-litgpt-openwebtext-four-l4-fsdp-grad-fn-assertion", "attributed", "user_code",
             [], [node],
             "lit-gpt's pretrain/openwebtext.py on four NVIDIA L4 (also seen on A100s), torch "
             "2.1.0 and Lightning 2.1.0rc0: training on four devices stops on an FSDP assertion "
             "that the grad_fn is needed to register the post-backward hook. A program or "
             "framework error. Line as posted (the node name ours), ISO time ours.",
             start="2023-10-13T10:00:00+00:00", scheduler=STATIC, ranks_per_node=4)
    c.log(node, "rank-0", LITGPT640,
          "AssertionError: The `grad_fn` is needed to access the `AccumulateGrad` and register "
          "the post-backward hook", t=75.0)
    c.job(78.0, "FAILED", exit_code=1)

    # ---- torchft lighthouse: its port is already in use ---------------------------------------
    node = "torchft-devbox"
    c = case("b76-torchft-lighthouse-address-already-in-use", "attributed", "user_code", [],
             [node],
             "Starting torchft's lighthouse (min_replicas 1) for the README's fault-tolerant "
             "replica-group training: the lighthouse cannot bind its default port (RuntimeError: "
             "Address already in use, os error 98), so no replica group can form a quorum. The "
             "job's own environment. Lines as posted (the shell command left out; the node name "
             "ours), ISO times ours.",
             start="2024-12-10T08:00:00+00:00", scheduler=STATIC, ranks_per_node=1)
    c.log(node, "lighthouse", TORCHFT30,
          "Traceback (most recent call last):",
          '  File "/home/tiger/.local/bin/torchft_lighthouse", line 8, in <module>',
          "    sys.exit(lighthouse_main())",
          "             ^^^^^^^^^^^^^^^^^",
          "RuntimeError: Address already in use (os error 98)", t=2.0)
    c.job(3.0, "FAILED", exit_code=1)

    # ---- MaxText Llama 2 7B with FSDP over eight GPUs: Invalid opaque object size --------------
    node = "maxtext-a100-node"
    c = case("b76-maxtext-fsdp8-invalid-opaque-object-size", "attributed", "user_code", [],
             [node],
             "MaxText training of Llama 2 7B (cuDNN flash attention, FSDP over eight A100/H100 in "
             "the JAX-Toolbox container) crashes at its first train step with RuntimeError: "
             "Invalid opaque object size, after an XLA change; every multi-GPU MaxText run hit "
             "it. A software regression in the program's stack, not a machine. Lines as posted "
             "(blank lines dropped; the node name ours), ISO times ours.",
             start="2024-10-11T10:00:00+00:00", scheduler=STATIC, ranks_per_node=8)
    c.log(node, "train", XLA18214,
          "Per train step:",
          " Total TFLOPs: 377.53 ",
          " split as 86.02% learnable weight flops and 13.98% attention flops",
          "jax.errors.SimplifiedTraceback: For simplicity, JAX has removed its internal frames "
          "from the traceback of the following exception. Set JAX_TRACEBACK_FILTERING=off to "
          "include these.",
          "The above exception was the direct cause of the following exception:",
          "Traceback (most recent call last):",
          '  File "/opt/maxtext/MaxText/train.py", line 776, in <module>',
          "    app.run(main)",
          '  File "/usr/local/lib/python3.10/dist-packages/absl/app.py", line 308, in run',
          "    _run_main(main, args)",
          '  File "/usr/local/lib/python3.10/dist-packages/absl/app.py", line 254, in _run_main',
          "    sys.exit(main(argv))",
          '  File "/opt/maxtext/MaxText/train.py", line 772, in main',
          "    train_loop(config)",
          '  File "/opt/maxtext/MaxText/train.py", line 666, in train_loop',
          "    state, metrics = p_train_step(state, example_batch, nextrng)",
          "RuntimeError: Invalid opaque object size", t=130.0)
    c.job(133.0, "FAILED", exit_code=1)

    # ---- llm-foundry on two Leonardo nodes: the node signal file is already gone ---------------
    n0, n1 = "leonardo-node-0", "leonardo-node-1"
    c = case("b76-llm-foundry-multinode-signal-file-not-found", "attributed", "user_code", [],
             [n0, n1],
             "llm-foundry (release v0.17.1) training on two nodes of the Leonardo cluster: while "
             "building the tokenizer, rank 0 removes the node's signal file and fails with "
             "FileNotFoundError because the file is already gone (the signal-file name is not "
             "shared correctly across ranks on multi-node runs); single-node runs start fine. A "
             "program bug. Lines as posted (node names ours), ISO times ours.",
             start="2025-03-07T10:00:00+00:00", scheduler=SLURM, ranks_per_node=4)
    c.log(n0, "rank-0", LLMFOUNDRY1736,
          "[rank0]: Traceback (most recent call last):",
          '[rank0]:   File "/leonardo/home/userexternal/lmoroni0/__Work/llm-foundry/scripts/train/'
          'train.py", line 9, in <module>',
          "[rank0]:     train_from_yaml(yaml_path, args_list)",
          '[rank0]:   File "/leonardo/home/userexternal/lmoroni0/__Work/llm-foundry/llmfoundry/'
          'command_utils/train.py", line 662, in train_from_yaml',
          "[rank0]:     return train(yaml_cfg)",
          "[rank0]:            ^^^^^^^^^^^^^^^",
          '[rank0]:   File "/leonardo/home/userexternal/lmoroni0/__Work/llm-foundry/llmfoundry/'
          'command_utils/train.py", line 366, in train',
          "[rank0]:     tokenizer = build_tokenizer(tokenizer_name, tokenizer_kwargs)",
          "[rank0]:                 ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
          '[rank0]:   File "/leonardo/home/userexternal/lmoroni0/__Work/llm-foundry/llmfoundry/'
          'utils/builders.py", line 545, in build_tokenizer',
          "[rank0]:     os.remove(signal_file_path)",
          "[rank0]: FileNotFoundError: [Errno 2] No such file or directory: "
          "'._signal_file_node0_KfmwNg'", t=48.0)
    c.job(55.0, "FAILED", exit_code=1)

    # ---- mesh-transformer-jax on a TPU v3-8: Ray actor TypeError (missing 'loops') -------------
    node = "10.164.0.9"
    c = case("b76-mesh-transformer-jax-v3-8-train-actor-typeerror", "attributed", "user_code", [],
             [node],
             "mesh-transformer-jax's train.py on a TPU v3-8 with JAX 0.2.16 (the repository pins "
             "0.2.12): the NetworkRunner Ray actor starts the JAX runtime and fails with "
             "TypeError: __new__() missing 1 required positional argument: 'loops' (a library "
             "version mismatch). A program/environment error. Lines as posted, ISO times from "
             "their own stamps where they have one.",
             start="2021-07-09T12:10:00+00:00", scheduler=RAY, ranks_per_node=1)
    c.log(node, "network-runner", MTJ43,
          "(pid=9454, ip=10.164.0.9) jax runtime initialization starting", t=110.0)
    c.own(node, "network-runner", MTJ43, "2021-07-09 12:11:59.794",
          "2021-07-09 12:11:59,794 ERROR worker.py:78 -- Unhandled error (suppress with "
          "RAY_IGNORE_UNHANDLED_ERRORS=1): ray::NetworkRunner.run() (pid=9454, ip=10.164.0.9)")
    c.log(node, "network-runner", MTJ43,
          '  File "python/ray/_raylet.pyx", line 501, in ray._raylet.execute_task',
          '  File "python/ray/_raylet.pyx", line 451, in '
          "ray._raylet.execute_task.function_executor",
          '  File "/home/paramjeetsingh80/.local/lib/python3.8/site-packages/ray/_private/'
          'function_manager.py", line 563, in actor_method_executor',
          "    return method(__ray_actor, *args, **kwargs)",
          '  File "/home/paramjeetsingh80/mesh-transformer-jax/mesh_transformer/train_actor.py", '
          "line 24, in run",
          "TypeError: __new__() missing 1 required positional argument: 'loops'", t=119.8)
    c.job(125.0, "FAILED", exit_code=1)

    # ---- mesh-transformer-jax device_train on a TPU VM: libtpu lacks an entry point ------------
    node = "tpu-vm-v3-8"
    c = case("b76-mesh-transformer-jax-tpu-embedding-engine-not-available", "attributed",
             "user_code", [], [node],
             "mesh-transformer-jax's device_train.py fine-tuning GPT-J 6B on a TPU VM (jax "
             "0.2.12 with jaxlib 0.3.0): TensorFlow's TPU library init fails fatally because "
             "TpuEmbeddingEngine_WriteParameters is not available in the installed library, and "
             "the process aborts. A version mismatch in the job's environment. Lines as posted "
             "(the node name ours), ISO time from its own stamp.",
             start="2022-02-23T17:34:00+00:00", scheduler=TPU, ranks_per_node=1)
    c.own(node, "train", MTJ202, "2022-02-23 17:35:25.749201",
          "2022-02-23 17:35:25.749201: F external/org_tensorflow/tensorflow/core/tpu/"
          "tpu_library_init_fns.inc:104] TpuEmbeddingEngine_WriteParameters not available in "
          "this library.")
    c.log(node, "train", MTJ202, "Aborted (core dumped)", t=86.0)
    c.job(87.0, "FAILED", exit_code=134)

    # ---- DistDGL train_dist.py: cannot bind to the configured address (errno 99) --------------
    node = "dgl-v100-machine"
    c = case("b76-distdgl-train-dist-cannot-bind-errno-99", "attributed", "user_code", [],
             [node],
             "DistDGL's train_dist.py (DGL 0.5.3, PyTorch 1.7.1, V100): the RPC layer fails to "
             "bind the address given in the IP configuration (errno 99, cannot assign requested "
             "address) and raises DGLError: Cannot bind. The job's configuration, not a "
             "machine. Lines as posted (address masked as posted; blank line dropped; the node "
             "name ours), ISO times ours (the clock inside the error line).",
             start="2021-01-23T11:33:00+00:00", scheduler=STATIC, ranks_per_node=1)
    c.log(node, "server", DGL2560,
          "/opt/dgl/src/rpc/network/tcp_socket.cc:69: Failed bind on 16x.1xx.1xx.1xx:3026 "
          ",errno=99",
          "dgl._ffi.base.DGLError: [11:33:22] /opt/dgl/src/rpc/network/socket_communicator.cc:"
          "197: Cannot bind to 16x.1xx.1xx.1xx:3026", t=22.0)
    c.job(24.0, "FAILED", exit_code=1)

    # ---- Gensyn RL swarm (hivemind) GRPO trainer: NameError during training --------------------
    node = "swarm-peer"
    c = case("b76-rl-swarm-hivemind-grpo-nameerror", "attributed", "user_code", [], [node],
             "A peer of Gensyn's RL swarm (hivemind_exp GRPO trainer joining a decentralised "
             "swarm over a hivemind DHT) joins round 849 and fails at stage 0 with 'Exception "
             "during training': NameError, is_torch_version not defined (a dependency version "
             "mismatch). A program/environment error on this peer. Lines as posted (the final "
             "exception as the report's title gives it; the node name ours), ISO times from the "
             "runner's own start time.",
             start="2025-06-22T06:41:00+00:00", scheduler=STATIC, ranks_per_node=1)
    c.own(node, "trainer", RLSWARM348, "2025-06-22 06:41:18",
          "INFO:hivemind_exp.runner.grpo_runner:Starting training 2025-06-22 06:41:18 for 1 "
          "epochs")
    c.log(node, "trainer", RLSWARM348,
          "INFO:hivemind_exp.trainer.hivemind_grpo_trainer:hibernating gentle bat:\U0001f41d "
          "Joining round: 849 starting at stage: 0",
          "INFO:hivemind_exp.trainer.hivemind_grpo_trainer:hibernating gentle bat:\U0001f4c8 "
          "Training round: 849 stage: 0",
          "ERROR:hivemind_exp.trainer.hivemind_grpo_trainer:hibernating gentle bat:Exception "
          "during training",
          "Traceback (most recent call last):",
          '  File "/root/rl-swarm/hivemind_exp/trainer/hivemind_grpo_trainer.py", line 338, in '
          "train",
          "    self._train()",
          '  File "/root/rl-swarm/hivemind_exp/trainer/gensyn/testnet_grpo_trainer.py", line 33, '
          "in _train",
          "    self.follower_train()",
          '  File "/root/rl-swarm/hivemind_exp/trainer/hivemind_grpo_trainer.py", line 306, in '
          "follower_train",
          "    self.train_stages(round_num, stage, is_coordinator=False)",
          '  File "/root/rl-swarm/hivemind_exp/trainer/gensyn/testnet_grpo_trainer.py", line 29, '
          "in train_stages",
          "    super().train_stages(round_num, start_stage, is_coordinator)",
          '  File "/root/rl-swarm/hivemind_exp/trainer/hivemind_grpo_trainer.py", line 181, in '
          "train_stages",
          "    self.train_stage_and_save(trainer, train_dataset)",
          '  File "/root/rl-swarm/hivemind_exp/trainer/gensyn/testnet_grpo_trainer.py", line 9, '
          "in train_stage_and_save",
          "    super().train_stage_and_save(trainer, train_dataset)",
          "NameError: name 'is_torch_version' is not defined. Did you mean: 'torch_version'?",
          t=25.0)
    c.job(30.0, "FAILED", exit_code=1)

    # ---- OLMo: a data generator thread fails after step 75 --------------------------------------
    node = "olmo-node-0"
    c = case("b76-olmo-data-thread-failed-after-step-75", "attributed", "user_code", [], [node],
             "OLMo pretraining with its own trainer (scripts/train.py under torchrun): step 75 "
             "logs normally, then rank 0 logs an uncaught OLMoThreadError, generator thread "
             "'data thread 3' failed, and the run stops. An exception in the program's data "
             "loading. Lines as posted (the node name ours), ISO times from their own stamps "
             "(the metric lines take the time of the line before them).",
             start="2024-04-18T16:00:00+00:00", scheduler=SLURM, ranks_per_node=4)
    steps(c, 1, 75, every=151.0, t0=3.0)
    c.own(node, "rank-0", OLMO552, "2024-04-18 19:06:17",
          "[2024-04-18 19:06:17] INFO     [olmo.train:816, rank=0] [step=75/739328]")
    c.log(node, "rank-0", OLMO552,
          "    train/CrossEntropyLoss=7.417",
          "    train/Perplexity=1,664",
          "    throughput/total_tokens=314,572,800",
          "    throughput/device/tokens_per_second=9,407",
          "    throughput/device/batches_per_second=0.0022", t=11177.0)
    c.own(node, "rank-0", OLMO552, "2024-04-18 19:10:41",
          "[2024-04-18 19:10:41] CRITICAL [olmo.util:158, rank=0] Uncaught OLMoThreadError: "
          "generator thread data thread 3 failed")
    c.job(11450.0, "FAILED", exit_code=1)


# ---- memory --------------------------------------------------------------------------------------
def build_memory() -> None:
    # ---- OLMo on 64 LUMI nodes: an OOM kill while saving the first checkpoint -----------------
    n0, n1 = "nid005143", "nid006190"
    c = case("b76-olmo-lumi-64-nodes-checkpoint-oom-kill", "attributed", "oom", [], [n0, n1],
             "Continued OLMo training on LUMI scaled to 64 nodes (global batch 512): training "
             "runs to step 50, starts saving the first checkpoint (model and optimizer state), "
             "and slurmstepd detects an oom_kill event in the step: some tasks were OOM killed "
             "(the poster names nid006190). Host memory, nobody implicated. Lines as posted (two "
             "of the 64 nodes in job.json; the slurmstepd line filed under the first node), ISO "
             "times from their own stamps.",
             start="2025-01-20T10:00:00+00:00", scheduler=SLURM, ranks_per_node=8)
    steps(c, 1, 50, every=35.72, t0=0.0)
    out = "out"
    c.own(n0, out, OLMO788, "2025-01-20 10:29:10.590",
          "nid005143:0 out: 2025-01-20 10:29:10.590        nid005143:0     olmo.train:967  INFO"
          "    [step=50/65355,epoch=0]")
    c.log(n0, out, OLMO788,
          "nid005143:0 out:     train/masked_instances_local_rank=0",
          "nid005143:0 out:     optim/total_grad_norm=0.3484",
          "nid005143:0 out:     train/CrossEntropyLoss=2.633",
          "nid005143:0 out:     train/Perplexity=13.91",
          "nid005143:0 out:     train/ZLoss=0.0035",
          "nid005143:0 out:     throughput/total_tokens=104,857,600",
          "nid005143:0 out:     throughput/total_training_Gflops=684,340,122",
          "nid005143:0 out:     throughput/total_training_log_Gflops=20.34",
          "nid005143:0 out:     throughput/device/tokens_per_second=174.8",
          "nid005143:0 out:     throughput/device/batches_per_second=0.0427",
          "nid005143:0 out:     System/Peak GPU Memory (MB)=42,394", t=1750.59)
    c.own(n0, out, OLMO788, "2025-01-20 10:29:11.183",
          "nid005143:0 out: 2025-01-20 10:29:11.183        nid005143:0     olmo.train:1259 INFO"
          "    Saving checkpoint...")
    c.own(n0, out, OLMO788, "2025-01-20 10:29:11.786",
          "nid005143:0 out: 2025-01-20 10:29:11.786        nid005143:0     olmo.checkpoint:1922"
          "    INFO    Saving model and optim state...")
    c.log(n0, "slurm", OLMO788,
          "slurmstepd: error: Detected 1 oom_kill event in StepId=9178265.0. Some of the step "
          "tasks have been OOM Killed.", t=1790.0)
    c.job(1795.0, "FAILED", exit_code=137)

    # ---- EasyLM, LLaMA 13B on a TPU v3-8: every core fails to allocate 625 MiB ----------------
    node = "tpu-v3-8-vm"
    c = case("b76-easylm-13b-v3-8-resource-exhausted", "attributed", "oom", [], [node],
             "EasyLM training LLaMA 13B on a TPU v3-8: execution fails on the device ordinals "
             "with RESOURCE_EXHAUSTED, failing to allocate 625 MiB on each TPU core. Device "
             "memory, nobody implicated. Lines as posted (each wrapped in two as the report "
             "wrapped them; the last, cut short, left out; the node name ours), ISO times from "
             "their own stamps.",
             start="2023-04-06T07:35:00+00:00", scheduler=TPU, ranks_per_node=1)
    for stamp, ordinal in (("07:42:51.278258", 7), ("07:42:51.278359", 1),
                           ("07:42:51.278403", 3), ("07:42:51.278439", 2),
                           ("07:42:51.278486", 0)):
        c.own(node, "train", EASYLM14, f"2023-04-06 {stamp}",
              f"2023-04-06 {stamp}: E external/org_tensorflow/tensorflow/compiler/xla/pjrt/"
              "pjrt_stream_executor_client.cc:2153] Execution of replica 0 failed: RE")
        c.log(node, "train", EASYLM14,
              "SOURCE_EXHAUSTED: Failed to allocate request for 625.00MiB (655360000B) on device "
              f"ordinal {ordinal}", t=471.0 + float(stamp[6:]) - 51.0)
    c.job(480.0, "FAILED", exit_code=1)

    # ---- Colossal-AI Gemini benchmark, LLaMA 2 7B on eight A100: CUDA out of memory ------------
    node = "a100x8-host"
    c = case("b76-colossalai-llama2-7b-gemini-benchmark-cuda-oom", "attributed", "oom", [],
             [node],
             "Colossal-AI's LLaMA 2 7B benchmark script with the Gemini plugin (batch 16, "
             "sequence 4096, gradient checkpointing) on eight A100 80GB: after the booster "
             "initialises, ranks run out of CUDA memory trying to allocate 32 GiB. Device "
             "memory, nobody implicated. Lines as posted (the interleaved error line filed under "
             "rank 6, whose GPU it names first; the next, cut short, left out; the node name "
             "ours), ISO times ours.",
             start="2023-08-29T10:00:00+00:00", scheduler=STATIC, ranks_per_node=8)
    c.log(node, "rank-0", COLOSSALAI4537,
          "args: Namespace(config='7b', plugin='gemini', batch_size=16, num_steps=5, "
          "ignore_steps=2, grad_checkpoint=True, max_length=4096, warmup_ratio=0.8, "
          "memory_limit=None, xformers=False, shard_param_frac=1.0, offload_optim_frac=0.0, "
          "offload_param_frac=0.0, tp=4, pp=2, mbs=1, zero=0)",
          "Model params: 6.28 B",
          "Booster init max CUDA memory: 3770.59 MB",
          "Booster init max CPU memory: 7838.21 MB", t=95.0)
    c.log(node, "rank-6", COLOSSALAI4537,
          "torch.cuda.OutOfMemoryErrortorch.cuda: torch.cuda.OutOfMemoryError.OutOfMemoryError: "
          "CUDA out of memory. Tried to allocate 32.00 GiB (GPU 6; 79.20 GiB total capacity; "
          "54.76 GiB already allocated; 22.56 GiB free; 55.44 GiB reserved in total by PyTorch) "
          "If reserved memory is >> allocated memory try setting max_split_size_mb to avoid "
          "fragmentation.  See documentation for Memory Management and PYTORCH_CUDA_ALLOC_CONF: ",
          t=130.0)
    c.job(135.0, "FAILED", exit_code=1)


# ---- numerics ------------------------------------------------------------------------------------
def build_numerics() -> None:
    # ---- Fast-LLM, Mistral 7B with sequence-tensor parallelism: NaNs from the first layer ------
    node = "fast-llm-node"
    c = case("b76-fast-llm-mistral-7b-stp-nans-layer-0", "attributed", "numerical", [], [node],
             "Fast-LLM training Mistral 7B with sequence-tensor parallelism (stp 2, "
             "debug_tensor_parallel on) on eight GPUs: right after training starts, ranks report "
             "tensor-parallel mismatches with tens of millions of NaNs detected locally in layer "
             "0's forward pass. NaNs, nobody implicated. Lines as posted (each filed under the "
             "rank it names; the last, cut short, left out; the node name ours), ISO times from "
             "their own stamps.",
             start="2024-11-21T00:09:00+00:00", scheduler=SLURM, ranks_per_node=8)
    for stamp, rank, text in (
            ("00:09:48.767", 0, "After initial setup:  allocated 21,552.57 MiB | max allocated "
                                "21,552.57 MiB | reserved 21,558.00 MiB | max reserved "
                                "21,558.00 MiB | global max reserved 21,558.00 MiB"),
            ("00:09:48.767", 0, "Initializing Training data iterator from sample 0..."),
            ("00:09:49.272", 0, "Training ..."),
            ("00:09:49.915", 0, "running build_ext"),
            ("00:09:49.926", 4, "running build_ext"),
            ("00:09:49.937", 7, "running build_ext"),
            ("00:09:49.938", 6, "running build_ext"),
            ("00:09:50.014", 3, "running build_ext"),
            ("00:09:50.014", 2, "running build_ext"),
            ("00:09:50.022", 5, "running build_ext"),
            ("00:09:50.094", 1, "running build_ext"),
            ("00:10:00.178", 1, "MISMATCH layer 0 fw 31,297,822 / 33,554,432 [31,297,822 nans "
                                "detected locally]"),
            ("00:10:00.184", 0, "MISMATCH layer 0 fw 31,297,822 / 33,554,432 [31,297,822 nans "
                                "detected locally]"),
            ("00:10:00.198", 2, "MISMATCH layer 0 fw 31,157,872 / 33,554,432 [31,157,872 nans "
                                "detected locally]")):
        posted = stamp.replace(".", ",")
        c.own(node, f"rank-{rank}", FASTLLM59, f"2024-11-21 {stamp}",
              f"2024-11-21 {posted} [Rank {rank}] {text}")


# ---- writing -------------------------------------------------------------------------------------
def main() -> None:
    build()
    remove_stale(ROOT, "b76-", CASES)
    write_split(CASES, SPLIT, ROOT)


if __name__ == "__main__":
    main()
