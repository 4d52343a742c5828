"""Build the hundred-and-fifteenth blind corpus (tests/attribution/blind115/): big-cluster training.

    python tests/attribution/blind115_build.py

A held-out proxy for how attribution generalises to large-model training on supercomputers and
big university or lab clusters (Slurm, PBS, srun / mpiexec / pdsh / torchrun launches; GPT-NeoX,
Megatron-DeepSpeed, Megatron-LM, DeepSpeed, Lightning, NeMo RL, ColossalAI and the programs people
run on such machines), as GitHub issue and pull-request threads show them. They were found with the
search tool's issue corpus (queries listed in blind115/README.md) and taken in the order the
searches returned them, skipping only reports without a copyable log line, reports not about a
multi-device training run and reports any other corpus or file of the repository cites. Most of
the theme's classic reports (LUMI, Frontier, Polaris, Perlmutter, JADE, Jean Zay) were already
cited; what is left is mostly the long tail those searches returned. It was assembled by one
helper who read neither the engine nor its catalogs; the labels were written before any engine
ran on these bundles, and no report cited here is cited anywhere else in the repository
(test_attribution_heldout.py checks it).

Every log line is copied from the public report given next to it (host names, addresses, ids and
times as posted; a line the report wrapped stays wrapped; lines the search excerpt cut short left
out; trailing blanks dropped; a markdown quote marker `> ` in front of a quoted log dropped). Ours
is only the assembly, as in stacks_build.py: which node and stream a line is filed under (and node
names where the report gives none), an ISO-8601 time in front of every line (taken from the line's
own stamp where it has one), job.json, the scheduler events and the per-rank step metrics. The
labels follow DESIGN's taxonomy and the rules of the realworld, stacks, frontier and blind READMEs
(see blind115/README.md).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from stacks_build import Case, case_maker, remove_stale, write_split  # noqa: E402

ROOT = HERE / "blind115"
SPLIT = "blind115"

# ---- sources (one public report per incident) --------------------------------------------------
NEOX940 = "https://github.com/EleutherAI/gpt-neox/issues/940"
MDS239 = "https://github.com/deepspeedai/Megatron-DeepSpeed/issues/239"
MDS201 = "https://github.com/deepspeedai/Megatron-DeepSpeed/issues/201"
DSE380 = "https://github.com/deepspeedai/DeepSpeedExamples/issues/380"
DS2788 = "https://github.com/deepspeedai/DeepSpeed/issues/2788"
DIFFDET39 = "https://github.com/ShoufaChen/DiffusionDet/issues/39"
TERRATORCH144 = "https://github.com/torchgeo/terratorch/issues/144"
PL19045 = "https://github.com/Lightning-AI/pytorch-lightning/issues/19045"
PL5155 = "https://github.com/Lightning-AI/pytorch-lightning/pull/5155"
NEOX482 = "https://github.com/EleutherAI/gpt-neox/issues/482"
TIMM1724 = "https://github.com/huggingface/pytorch-image-models/issues/1724"
VIOLET17 = "https://github.com/tsujuifu/pytorch_violet/issues/17"
XTUNER719 = "https://github.com/InternLM/xtuner/issues/719"
COLOSSAL4318 = "https://github.com/hpcaitech/ColossalAI/issues/4318"
ROCMPT669 = "https://github.com/ROCm/pytorch/issues/669"
NEMORL1844 = "https://github.com/NVIDIA-NeMo/RL/issues/1844"
TRL1405 = "https://github.com/huggingface/trl/issues/1405"
MLM1207 = "https://github.com/NVIDIA/Megatron-LM/issues/1207"
DS7319 = "https://github.com/deepspeedai/DeepSpeed/issues/7319"
SB2868 = "https://github.com/speechbrain/speechbrain/issues/2868"

CASES: list[Case] = []


case = case_maker(CASES, SPLIT)


def build() -> None:
    build_megatron_and_neox()
    build_deepspeed_launcher()
    build_lightning_and_torchrun()
    build_watchdogs_and_memory()


# ---- GPT-NeoX, Megatron-DeepSpeed, Megatron-LM -------------------------------------------------
def build_megatron_and_neox() -> None:
    # ---- GPT-NeoX tutorial run on two GPUs: the launcher reports return code -7 -----------------
    node = "neox-container"
    c = case("b115-gptneox-tutorial-two-gpus-return-code-minus-7", "ambiguous", "unknown", [],
             [node],
             "GPT-NeoX training run following the tutorial in its container (two ranks: the "
             "DeepSpeed config posted has train_batch_size 2, micro batch 1): right after the "
             "engine prints its config the DeepSpeed launcher kills both subprocesses and reports "
             "that rank 1 exited with return code -7 (SIGBUS). Nothing in the lines says why. "
             "Lines as posted (node name, streams and rank count ours), ISO times from their own "
             "stamps.",
             start="2023-05-17T11:24:30+00:00", scheduler="static", ranks_per_node=2)
    c.own(node, "rank-0", NEOX940, "2023-05-17 11:25:12.956",
          "[2023-05-17 11:25:12,956] [INFO] [engine.py:88:__init__] CONFIG: micro_batches=1 "
          "micro_batch_size=1")
    c.own(node, "launcher", NEOX940, "2023-05-17 11:25:13.053",
          "[2023-05-17 11:25:13,053] [INFO] [launch.py:318:sigkill_handler] Killing subprocess "
          "2420")
    c.own(node, "launcher", NEOX940, "2023-05-17 11:25:13.146",
          "[2023-05-17 11:25:13,146] [INFO] [launch.py:318:sigkill_handler] Killing subprocess "
          "2421")
    c.own(node, "launcher", NEOX940, "2023-05-17 11:25:13.146",
          "[2023-05-17 11:25:13,146] [ERROR] [launch.py:324:sigkill_handler] ['/usr/bin/python', "
          "'-u', 'train.py', '--local_rank=1', '--deepspeed_config', "
          "'eyJ0cmFpbl9iYXRjaF9zaXplIjogMiwgInRyYWluX21pY3JvX2JhdGNoX3NpemVfcGVyX2dwdSI6IDEsICJvcH"
          "RpbWl6ZXIiOiB7InR5cGUiOiAiQWRhbSIsICJwYXJhbXMiOiB7ImxyIjogMC4wMDA2LCAiYmV0YXMiOiBbMC45L"
          "CAwLjk5OV0sICJlcHMiOiAxZS0wOH19LCAiZnAzMl9hbGxyZWR1Y2UiOiB0cnVlLCAiZnAxNiI6IHsiZW5hYmxl"
          "ZCI6IHRydWUsICJ0eXBlIjogImJmbG9hdDE2IiwgImxvc3Nfc2NhbGUiOiAwLCAibG9zc19zY2FsZV93aW5kb3c"
          "iOiAxMDAwLCAiaHlzdGVyZXNpcyI6IDIsICJtaW5fbG9zc19zY2FsZSI6IDF9LCAiemVyb19vcHRpbWl6YXRpb2"
          "4iOiB7InN0YWdlIjogMCwgImFsbGdhdGhlcl9wYXJ0aXRpb25zIjogdHJ1ZSwgImFsbGdhdGhlcl9idWNrZXRfc"
          "2l6ZSI6IDUwMDAwMDAwMCwgIm92ZXJsYXBfY29tbSI6IHRydWUsICJyZWR1Y2Vfc2NhdHRlciI6IHRydWUsICJy"
          "ZWR1Y2VfYnVja2V0X3NpemUiOiA1MDAwMDAwMDAsICJjb250aWd1b3VzX2dyYWRpZW50cyI6IHRydWV9LCAid2F"
          "sbF9jbG9ja19icmVha2Rvd24iOiB0cnVlfQ==', '--megatron_config', "
          "'/workspace/megatron_config.json'] exits with return code = -7")
    c.job(45.0, "FAILED")

    # ---- Megatron-DeepSpeed Llama, TP=1/PP=2 on 4 x A100: indexSelectLargeIndex assertions ------
    node = "a100-x4-server"
    c = case("b115-megatron-deepspeed-llama-pp2-index-select-assertion", "attributed",
             "user_code", [], [node],
             "Megatron-DeepSpeed examples_deepspeed/pretrain_llama_distributed.sh with TP=1, PP=2, "
             "bf16 and ZeRO stage 0 on a 4 x A100 server fails in training: CUDA device-side "
             "assertions in indexSelectLargeIndex (srcIndex < srcSelectDimSize, an embedding index "
             "out of range) and a traceback through pretrain -> train -> train_step. The program's "
             "data or configuration, not a machine. The lines as quoted in the thread (quote "
             "marker dropped; the traceback's last frame, cut in the excerpt, left out); node "
             "name and which rank printed them ours, ISO times ours.",
             start="2024-06-01T09:00:00+00:00", scheduler="static", ranks_per_node=4)
    c.steps(1, 3, every=20.0, t0=60.0)
    for thread in ("124", "125", "126", "127"):
        c.log(node, "rank-3", MDS239,
              "/opt/pytorch/pytorch/aten/src/ATen/native/cuda/Indexing.cu:1146: "
              f"indexSelectLargeIndex: block: [420,0,0], thread: [{thread},0,0] Assertion srcIndex "
              "< srcSelectDimSize failed.", t=125.0)
    c.log(node, "rank-3", MDS239,
          "Traceback (most recent call last):",
          '  File "/Megatron-DeepSpeed/pretrain_gpt.py", line 354, in <module>',
          "    pretrain(train_valid_test_datasets_provider,",
          '  File "/Megatron-DeepSpeed/megatron/training.py", line 200, in pretrain',
          "    iteration = train(forward_step_func,",
          '  File "/Megatron-DeepSpeed/megatron/training.py", line 1137, in train',
          "    train_step(forward_step_func,", t=125.5)
    c.job(130.0, "FAILED", exit_code=1)

    # ---- Megatron-DeepSpeed on older AMD GPUs: a memory access fault at the first barrier ------
    node = "amd-gpu-node"
    c = case("b115-megatron-deepspeed-amd-memory-access-fault-first-barrier", "attributed",
             "user_code", [], [node],
             "Running Megatron-DeepSpeed jobs on a system with older AMD cards (an LLNL user "
             "answering 'Does Megatron-DeepSpeed run on AMD GPUs?'): a memory access fault during "
             "the first collective (dist.barrier()) after every process returned from "
             "init_process_group. PyTorch built with ROCm 5.5 avoided it (HSA_DISABLE_CACHE=1 "
             "too): a software fault, not one machine. The line as quoted (quote marker dropped); "
             "node name, rank count and stream ours, ISO time ours.",
             start="2023-08-25T10:00:00+00:00", scheduler="slurm", ranks_per_node=4)
    c.log(node, "rank-2", MDS201,
          "Memory access fault by GPU node-2 (Agent handle: 0x580db0) on address 0x18000. Reason: "
          "Page not present or supervisor privilege.", t=48.0)
    c.job(50.0, "FAILED", exit_code=134)

    # ---- GPT-NeoX quick start: 50 skipped iterations in a row due to overflow ------------------
    node = "neox-workstation"
    c = case("b115-gptneox-quickstart-50-overflow-iterations-exit", "attributed", "numerical",
             [], [node],
             "GPT-NeoX quick start (enron data, CharLevelTokenizer, deepy.py train.py): after the "
             "checkpoint global_step90000 is written, training exits with 'Skipped 50 iterations "
             "in a row due to Overflow'. fp16 loss-scale overflow, numerical. Lines as posted "
             "(the escaped '\\~' in the paths kept); node name, GPU count (not given) and step "
             "metrics ours, ISO times ours.",
             start="2021-12-15T08:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.steps(89900, 90040, every=35.0)
    c.log(node, "rank-0", NEOX482,
          "Traceback (most recent call last):",
          '  File "train.py", line 27, in <module>',
          "    pretrain(neox_args=neox_args)",
          '  File "\\~/gpt-neox/megatron/training.py", line 103, in pretrain',
          "    iteration = train(",
          '  File "\\~/gpt-neox/megatron/training.py", line 562, in train',
          "    overflow_monitor.check(skipped_iter)  # check for repeated overflow",
          '  File "\\~/gpt-neox/megatron/utils.py", line 353, in check',
          "    raise Exception(",
          "Exception: Skipped 50 iterations in a row due to Overflow - Exiting training.",
          t=4960.0)
    c.job(4965.0, "FAILED", exit_code=1)

    # ---- Megatron-LM LLaVA with PP=2 over two nodes, the frozen stage skipped: watchdog timeout -
    n0, n1 = "node-0", "node-1"
    c = case("b115-megatron-llava-pp2-frozen-stage-allreduce-watchdog", "ambiguous", "hang", [],
             [n0, n1],
             "A LLaVA-style model trained with Megatron-LM with pipeline parallel size 2 over two "
             "nodes (vision encoder, projector and half the LLM on one, the other half on the "
             "other); the LLM is frozen, and to avoid an empty optimizer the user skips the "
             "training process on the second node. Rank 0's watchdog then reports an ALLREDUCE "
             "(SeqNum 5) timed out after 600 s. Only the timeout shows in the lines. The line as "
             "posted; node names and rank count ours, ISO time from its own stamp.",
             start="2024-10-10T11:38:00+00:00", scheduler="static", ranks_per_node=8)
    c.own(n0, "rank-0", MLM1207, "2024-10-10 11:50:05.315197",
          "[rank0]:[E1010 11:50:05.315197062 ProcessGroupNCCL.cpp:565] [Rank 0] Watchdog caught "
          "collective operation timeout: WorkNCCL(SeqNum=5, OpType=ALLREDUCE, NumelIn=1, "
          "NumelOut=1, Timeout(ms)=600000) ran for 600013 milliseconds before timing out.")
    c.job(730.0, "FAILED", exit_code=1)


# ---- DeepSpeed launcher (pdsh / deepspeed) and ColossalAI's CLI --------------------------------
def build_deepspeed_launcher() -> None:
    # ---- DeepSpeed-Chat step 2 (reward model) exits with return code 1 -------------------------
    node = "dschat-gpu-host"
    c = case("b115-deepspeed-chat-step2-reward-model-return-code-1", "ambiguous", "unknown", [],
             [node],
             "DeepSpeed-Chat's example step 2 (reward model, opt-350m, ZeRO stage 0) under the "
             "deepspeed launcher: the launcher kills a subprocess and reports rank 1 exited with "
             "return code 1. The poster later guesses out of memory (a smaller model goes "
             "through); the lines give no cause. Lines as posted (node name, streams and rank "
             "count ours), ISO times from their own stamps.",
             start="2023-04-21T02:55:00+00:00", scheduler="static", ranks_per_node=2)
    c.own(node, "launcher", DSE380, "2023-04-21 03:07:23.960",
          "[2023-04-21 03:07:23,960] [INFO] [launch.py:428:sigkill_handler] Killing subprocess "
          "22610")
    c.own(node, "launcher", DSE380, "2023-04-21 03:07:25.713",
          "[2023-04-21 03:07:25,713] [ERROR] [launch.py:434:sigkill_handler] "
          "['/opt/conda/envs/ftchat/bin/python3.9', '-u', 'main.py', '--local_rank=1', "
          "'--data_path', 'Dahoas/rm-static', 'Dahoas/full-hh-rlhf', "
          "'Dahoas/synthetic-instruct-gptj-pairwise', 'yitingxie/rlhf-reward-datasets', "
          "'openai/webgpt_comparisons', 'stanfordnlp/SHP', '--data_split', '2,4,4', "
          "'--model_name_or_path', 'facebook/opt-350m', '--num_padding_at_beginning', '1', "
          "'--per_device_train_batch_size', '8', '--per_device_eval_batch_size', '8', "
          "'--max_seq_len', '512', '--learning_rate', '5e-5', '--weight_decay', '0.1', "
          "'--num_train_epochs', '1', '--gradient_accumulation_steps', '1', "
          "'--lr_scheduler_type', 'cosine', '--num_warmup_steps', '0', '--seed', '1234', "
          "'--zero_stage', '0', '--deepspeed', '--output_dir', "
          "'/mnt/disks/data-1/marvin/DeepSpeedExamples/applications/DeepSpeed-Chat/output/"
          "reward-models/350m'] exits with return code = 1")
    c.job(750.0, "FAILED", exit_code=1)

    # ---- HF Trainer + DeepSpeed ZeRO-2, models trained one after another: subprocesses killed --
    node = "ds-trainer-host"
    c = case("b115-deepspeed-sequential-trainers-subprocesses-killed", "ambiguous", "unknown",
             [], [node],
             "Several models trained one after another in one DeepSpeed (ZeRO stage 2) process "
             "group with the Hugging Face Trainer: the first split trains and evaluates, then "
             "while the next model's weights load the launcher kills its subprocesses; the "
             "excerpt shows no error. Lines as posted (the third 'Killing subprocess' line, cut "
             "in the excerpt, left out; blank line dropped); node name, streams and rank count "
             "ours, ISO times from their own stamps.",
             start="2023-02-03T02:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.steps(1, 40, every=100.0)
    for text in ("02/03/2023 03:17:08 - INFO - __main__ -   ***** test metrics *****",
                 "02/03/2023 03:17:08 - INFO - __main__ -     test_loss = 1.4941",
                 "02/03/2023 03:17:08 - INFO - __main__ -     test_runtime = 234.9303",
                 "02/03/2023 03:17:08 - INFO - __main__ -     test_samples_per_second = 1.822",
                 "02/03/2023 03:17:08 - INFO - __main__ -     test_steps_per_second = 0.017"):
        c.own(node, "rank-0", DS2788, "2023-02-03 03:17:08", text)
    c.own(node, "rank-0", DS2788, "2023-02-03 03:17:19",
          "02/03/2023 03:17:19 - WARNING - datasets.arrow_dataset -   Loading cached shuffled "
          "indices for dataset at data/cache/path")
    c.own(node, "rank-0", DS2788, "2023-02-03 03:17:19",
          "loading configuration file config.json from cache at config/cache/path")
    c.own(node, "rank-0", DS2788, "2023-02-03 03:17:19",
          "loading weights file pytorch_model.bin from models/")
    c.own(node, "launcher", DS2788, "2023-02-03 03:17:53.592",
          "[2023-02-03 03:17:53,592] [INFO] [launch.py:318:sigkill_handler] Killing subprocess "
          "143917")
    c.own(node, "launcher", DS2788, "2023-02-03 03:17:53.593",
          "[2023-02-03 03:17:53,593] [INFO] [launch.py:318:sigkill_handler] Killing subprocess "
          "143918")
    c.job(4690.0, "FAILED", exit_code=1)

    # ---- ColossalAI CLI over two nodes: both torchrun launches fail, both 'localhost' ----------
    n0, n1 = "192.168.0.64", "192.168.0.189"
    c = case("b115-colossalai-cli-two-nodes-launch-closed-file", "attributed", "user_code", [],
             [n0, n1],
             "The colossalai CLI launching a Llama 7B benchmark (ZeRO plugin, 8 GPUs per node) on "
             "two nodes: the CLI treats both hosts as localhost, the poster sees 'rank 8 and "
             "rank 0 both on CUDA device d000', and both torchrun launches fail with 'I/O "
             "operation on closed file'; plain torchrun works. The launcher's setup, before any "
             "step. Lines as posted (filed under the launching node's 'launcher' stream), ISO "
             "times ours.",
             start="2023-07-25T10:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.log(n0, "launcher", COLOSSAL4318,
          "Error: failed to run torchrun --nproc_per_node=8 --nnodes=2 --node_rank=0 "
          "--master_addr=192.168.0.64 --master_port=29500 benchmark.py -c 7b --plugin zero --zero "
          "1 -l 2048 -g -b 10 on 192.168.0.64, is localhost: True, exception: I/O operation on "
          "closed file",
          "Error: failed to run torchrun --nproc_per_node=8 --nnodes=2 --node_rank=1 "
          "--master_addr=192.168.0.64 --master_port=29500 benchmark.py -c 7b --plugin zero --zero "
          "1 -l 2048 -g -b 10 on 192.168.0.189, is localhost: True, exception: I/O operation on "
          "closed file", t=40.0)
    c.job(42.0, "FAILED", exit_code=1)

    # ---- DeepSpeed ZeRO-3, Qwen3-32B on 2 nodes x 8 H100: rank 10's traceback in the forward ---
    n0, n1 = "h100-node-0", "h100-node-1"
    c = case("b115-deepspeed-zero3-qwen3-32b-two-nodes-rank10-forward", "ambiguous", "oom", [],
             [n0, n1],
             "Training Qwen3-32B with DeepSpeed ZeRO stage 3 on two nodes of 8 H100: the report "
             "is titled out of memory, but the excerpt shows only rank 10's traceback frames in "
             "the Qwen3 MLP forward, without the final exception line. Lines as posted (the last "
             "frame, cut in the excerpt, left out); node names ours, ISO times ours.",
             start="2025-05-29T08:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.steps(1, 2, every=60.0, t0=300.0)
    c.log(n1, "rank-10", DS7319,
          '[rank10]:   File "/usr/local/lib/python3.12/dist-packages/torch/nn/modules/module.py", '
          "line 1736, in _wrapped_call_impl",
          "[rank10]:     return self._call_impl(*args, **kwargs)",
          "[rank10]:            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
          '[rank10]:   File "/usr/local/lib/python3.12/dist-packages/torch/nn/modules/module.py", '
          "line 1844, in _call_impl",
          "[rank10]:     return inner()",
          "[rank10]:            ^^^^^^^",
          '[rank10]:   File "/usr/local/lib/python3.12/dist-packages/torch/nn/modules/module.py", '
          "line 1790, in inner",
          "[rank10]:     result = forward_call(*args, **kwargs)",
          "[rank10]:              ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
          '[rank10]:   File "/usr/local/lib/python3.12/dist-packages/transformers/models/qwen3/'
          'modeling_qwen3.py", line 94, in forward',
          "[rank10]:     down_proj = self.down_proj(self.act_fn(self.gate_proj(x)) * "
          "self.up_proj(x))",
          "[rank10]:                                            ^^^^^^^^^^^^^^^^^",
          '[rank10]:   File "/usr/local/lib/python3.12/dist-packages/torch/nn/modules/module.py", '
          "line 1736, in _wrapped_call_impl",
          "[rank10]:     return self._call_impl(*args, **kwargs)",
          "[rank10]:            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
          '[rank10]:   File "/usr/local/lib/python3.12/dist-packages/torch/nn/modules/module.py", '
          "line 1844, in _call_impl", t=440.0)
    c.job(450.0, "FAILED", exit_code=1)


# ---- Lightning, Horovod, torch.distributed.launch / torchrun -----------------------------------
def build_lightning_and_torchrun() -> None:
    # ---- detectron2 (DiffusionDet) on 8 GPUs: an exception while saving a checkpoint -----------
    node = "det-8gpu"
    c = case("b115-diffusiondet-8gpu-exception-at-checkpoint-save", "ambiguous", "storage", [],
             [node],
             "DiffusionDet (detectron2) training on 8 GPUs: at iteration 4999 fvcore saves "
             "./output/model_0004999.pth and the train loop reports an exception; the report's "
             "title says an OSError when saving, but the traceback (cut in the excerpt) is not in "
             "the lines. Lines as posted; node name, rank count and step metrics ours, ISO times "
             "from their own stamps (year from the report's date).",
             start="2022-12-20T17:52:00+00:00", scheduler="static", ranks_per_node=8)
    c.steps(4900, 4999, every=0.28, t0=1409.0)
    c.own(node, "rank-0", DIFFDET39, "2022-12-20 18:16:09",
          "[12/20 18:16:09 d2.utils.events]:  eta: 19:46:55  iter: 4959  total_loss: 10.31  "
          "loss_ce: 0.8514  loss_bbox: 0.3865  loss_giou: 0.4012  loss_ce_0: 0.902  loss_bbox_0: "
          "0.4758  loss_giou_0: 0.4936  loss_ce_1: 0.8713  loss_bbox_1: 0.4325  loss_giou_1: "
          "0.4167  loss_ce_2: 0.8526  loss_bbox_2: 0.4106  loss_giou_2: 0.4151  loss_ce_3: 0.8237 "
          " loss_bbox_3: 0.409  loss_giou_3: 0.391  loss_ce_4: 0.8287  loss_bbox_4: 0.4046  "
          "loss_giou_4: 0.4085  time: 0.2815  data_time: 0.0115  lr: 2.5e-05  max_mem: 5418M")
    c.own(node, "rank-0", DIFFDET39, "2022-12-20 18:16:14",
          "[12/20 18:16:14 d2.utils.events]:  eta: 19:46:57  iter: 4979  total_loss: 9.924  "
          "loss_ce: 0.7974  loss_bbox: 0.3912  loss_giou: 0.3875  loss_ce_0: 0.8377  loss_bbox_0: "
          "0.4803  loss_giou_0: 0.448  loss_ce_1: 0.8489  loss_bbox_1: 0.3942  loss_giou_1: "
          "0.3934  loss_ce_2: 0.8181  loss_bbox_2: 0.4009  loss_giou_2: 0.3799  loss_ce_3: 0.7867 "
          " loss_bbox_3: 0.3836  loss_giou_3: 0.38  loss_ce_4: 0.7726  loss_bbox_4: 0.3905  "
          "loss_giou_4: 0.3784  time: 0.2814  data_time: 0.0108  lr: 2.5e-05  max_mem: 5418M")
    c.own(node, "rank-0", DIFFDET39, "2022-12-20 18:16:20",
          "[12/20 18:16:20 fvcore.common.checkpoint]: Saving checkpoint to "
          "./output/model_0004999.pth")
    c.own(node, "rank-0", DIFFDET39, "2022-12-20 18:16:20",
          "ERROR [12/20 18:16:20 d2.engine.train_loop]: Exception during training:")
    c.job(1465.0, "FAILED", exit_code=1)

    # ---- TerraTorch over two nodes x 4 GPUs (JSC): all processes register, the run works --------
    n0, n1 = "gpu-node-0", "gpu-node-1"
    c = case("b115-terratorch-two-nodes-eight-processes-registered", "no_failure", "unknown", [],
             [n0, n1],
             "A user of a Slurm supercomputer tries TerraTorch (Lightning) on 2 nodes with 4 GPUs "
             "each after modifying the submission script: 'it seems to have worked', with "
             "Lightning's banner that all 8 distributed processes registered. Nothing failed. "
             "Lines as quoted (quote marker dropped; the srun task prefix '0:' kept); node names, "
             "step metrics and the COMPLETED state ours, ISO times ours.",
             start="2024-10-16T09:00:00+00:00", scheduler="slurm", ranks_per_node=4)
    c.log(n0, "rank-0", TERRATORCH144,
          "0: ----------------------------------------------------------------------------------"
          "------------------",
          "0: distributed_backend=nccl",
          "0: All distributed processes registered. Starting with 8 processes",
          "0: ----------------------------------------------------------------------------------"
          "------------------", t=30.0)
    c.steps(1, 50, every=6.0, t0=40.0)
    c.job(400.0, "COMPLETED", exit_code=0)

    # ---- Lightning DDP + ModelCheckpoint: a hang, then frames of broadcast_object_list
    node = "ddp-node"
    c = case("b115-lightning-ddp-modelcheckpoint-hang-broadcast-frames", "ambiguous", "hang", [],
             [node],
             "Lightning 2.1 DDP training with a ModelCheckpoint callback hangs; with "
             "TORCH_DISTRIBUTED_DEBUG the run ends in a traceback through broadcast_object_list -> "
             "broadcast. The collective-mismatch message that follows is cut in the excerpt and "
             "left out, so the lines show only the frames of a stuck broadcast. Lines as posted; "
             "node name, the rank that printed them and step metrics ours, ISO times ours.",
             start="2023-11-28T10:00:00+00:00", scheduler="static", ranks_per_node=4)
    c.steps(1, 300, every=2.0)
    c.log(node, "rank-3", PL19045,
          '  File "/opt/conda/envs/moleculearn2/lib/python3.8/site-packages/torch/distributed/'
          'c10d_logger.py", line 47, in wrapper',
          "    return func(*args, **kwargs)",
          '  File "/opt/conda/envs/moleculearn2/lib/python3.8/site-packages/torch/distributed/'
          'distributed_c10d.py", line 2603, in broadcast_object_list',
          "    broadcast(object_sizes_tensor, src=src, group=group)",
          '  File "/opt/conda/envs/moleculearn2/lib/python3.8/site-packages/torch/distributed/'
          'c10d_logger.py", line 47, in wrapper',
          "    return func(*args, **kwargs)",
          '  File "/opt/conda/envs/moleculearn2/lib/python3.8/site-packages/torch/distributed/'
          'distributed_c10d.py", line 1906, in broadcast',
          "    work = default_pg.broadcast([tensor], opts)", t=2400.0)
    c.job(2410.0, "FAILED", exit_code=1)

    # ---- Lightning + Horovod: a checkpoint race makes ranks submit different tensors -----------
    node = "horovod-node"
    c = case("b115-lightning-horovod-checkpoint-race-stall-inspector", "ambiguous", "hang", [],
             [node],
             "A Lightning test run with Horovod (two ranks) while fixing a race in "
             "ModelCheckpoint's file existence check: Horovod's stall inspector warns every 60 s "
             "that ranks submitted different tensors (rank 0 waits in broadcast.bool.sz, rank 1 "
             "in the allreduces of the weights), a deadlock. Lines as posted (the third warning, "
             "cut in the excerpt, left out); node name and stream ours, ISO times from their own "
             "stamps.",
             start="2020-12-29T16:45:00+00:00", scheduler="mpi", ranks_per_node=2)
    c.steps(1, 10, every=10.0)
    warning = ("One or more tensors were submitted to be reduced, gathered or broadcasted by "
               "subset of ranks and are waiting for remainder of ranks for more than 60 seconds. "
               "This may indicate that different ranks are trying to submit different tensors or "
               "that only subset of ranks is submitting tensors, which will cause deadlock.")
    c.own(node, "rank-0", PL5155, "2020-12-29 16:50:57.724380",
          "[0]<stderr>:[2020-12-29 16:50:57.724380: W /tmp/pip-install-uk4q7bn5/horovod/horovod/"
          f"common/stall_inspector.cc:105] {warning}")
    c.own(node, "rank-0", PL5155, "2020-12-29 16:50:57.724380", "[0]<stderr>:Missing ranks:")
    c.own(node, "rank-0", PL5155, "2020-12-29 16:50:57.724380",
          "[0]<stderr>:0: [broadcast.bool.sz]")
    c.own(node, "rank-0", PL5155, "2020-12-29 16:51:57.726092",
          "[0]<stderr>:[2020-12-29 16:51:57.726092: W /tmp/pip-install-uk4q7bn5/horovod/horovod/"
          f"common/stall_inspector.cc:105] {warning}")
    c.own(node, "rank-0", PL5155, "2020-12-29 16:51:57.726092", "[0]<stderr>:Missing ranks:")
    c.own(node, "rank-0", PL5155, "2020-12-29 16:51:57.726092",
          "[0]<stderr>:0: [broadcast.bool.sz]")
    c.own(node, "rank-0", PL5155, "2020-12-29 16:51:57.726092",
          "[0]<stderr>:1: [allreduce.c_d1.bias, allreduce.c_d1.weight, allreduce.c_d1_bn.bias, "
          "allreduce.c_d1_bn.weight, allreduce.c_d2.bias, allreduce.c_d2.weight ...]")

    # ---- timm on PyTorch 2.0 with torch.distributed.launch: rank 1 exits with code 2 -----------
    node = "fredo-SYS-4028GR-TVRT-01-PD006"
    c = case("b115-timm-pytorch2-distributed-launch-rank1-exitcode-2", "ambiguous", "unknown", [],
             [node],
             "timm's distributed training launched with torch.distributed.launch after upgrading "
             "to PyTorch 2.0: the launcher's ChildFailedError names rank 1 with exit code 2 and "
             "nothing else; the thread is about PyTorch 2.0 breaking distributed training. The "
             "rank's own error is not in the excerpt. Lines as posted (host name from the "
             "failure record); rank count ours, ISO times ours (the failure record's own time).",
             start="2023-03-16T22:38:30+00:00", scheduler="static", ranks_per_node=2)
    c.own(node, "launcher", TIMM1724, "2023-03-16 22:39:06",
          "    return _run_code(code, main_globals, None,")
    for text in ('  File "/home/fredo/anaconda3/lib/python3.9/runpy.py", line 87, in _run_code',
                 "    exec(code, run_globals)",
                 '  File "/home/fredo/anaconda3/lib/python3.9/site-packages/torch/distributed/'
                 'launch.py", line 196, in <module>',
                 "    main()",
                 '  File "/home/fredo/anaconda3/lib/python3.9/site-packages/torch/distributed/'
                 'launch.py", line 192, in main',
                 "    launch(args)",
                 '  File "/home/fredo/anaconda3/lib/python3.9/site-packages/torch/distributed/'
                 'launch.py", line 177, in launch',
                 "    run(args)",
                 '  File "/home/fredo/anaconda3/lib/python3.9/site-packages/torch/distributed/'
                 'run.py", line 785, in run',
                 "    elastic_launch(",
                 '  File "/home/fredo/anaconda3/lib/python3.9/site-packages/torch/distributed/'
                 'launcher/api.py", line 134, in __call__',
                 "    return launch_agent(self._config, self._entrypoint, list(args))",
                 '  File "/home/fredo/anaconda3/lib/python3.9/site-packages/torch/distributed/'
                 'launcher/api.py", line 250, in launch_agent',
                 "    raise ChildFailedError(",
                 "torch.distributed.elastic.multiprocessing.errors.ChildFailedError:",
                 "============================================================",
                 "train.py FAILED",
                 "------------------------------------------------------------",
                 "Failures:",
                 "[1]:",
                 "  time      : 2023-03-16_22:39:06",
                 "  host      : fredo-SYS-4028GR-TVRT-01-PD006",
                 "  rank      : 1 (local_rank: 1)",
                 "  exitcode  : 2 (pid: 37881)"):
        c.own(node, "launcher", TIMM1724, "2023-03-16 22:39:06", text)
    c.job(40.0, "FAILED", exit_code=1)

    # ---- VIOLET pretraining on 4 GPUs: '--local-rank' not recognised by the script -------------
    node = "violet-4gpu"
    c = case("b115-violet-pretrain-unrecognized-local-rank-argument", "attributed", "user_code",
             [], [node],
             "VIOLET pretraining (main_pretrain.py) on 4 GPUs launched with "
             "torch.distributed.launch from a newer PyTorch: each of the four processes exits "
             "with an argparse error, 'unrecognized arguments: --local-rank=N', and the launcher "
             "reports local rank 0 failed with exit code 2. A program/launcher mismatch, before "
             "any step. Lines as posted (all in the launcher's combined output), node name ours, "
             "ISO times ours.",
             start="2023-11-14T09:00:00+00:00", scheduler="static", ranks_per_node=4)
    c.log(node, "launcher", VIOLET17,
          "usage: main_pretrain.py [-h] [--local_rank LOCAL_RANK]",
          "usage: main_pretrain.py [-h] [--local_rank LOCAL_RANK]",
          "usage: main_pretrain.py [-h] [--local_rank LOCAL_RANK]",
          "main_pretrain.py: error: unrecognized arguments: --local-rank=1",
          "main_pretrain.py: error: unrecognized arguments: --local-rank=0",
          "main_pretrain.py: error: unrecognized arguments: --local-rank=3",
          "usage: main_pretrain.py [-h] [--local_rank LOCAL_RANK]",
          "main_pretrain.py: error: unrecognized arguments: --local-rank=2",
          "ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: 2) local_rank: 0 "
          "(pid: 1499185) of binary: /bin/python", t=8.0)
    c.job(9.0, "FAILED", exit_code=1)

    # ---- xtuner QLoRA on 2 GPUs with DeepSpeed ZeRO-2: rank 1 waits on rank 0, rank 0 exits -----
    node = "xtuner-2gpu"
    c = case("b115-xtuner-two-gpus-monitored-barrier-rank0-exit", "ambiguous", "unknown", [],
             [node],
             "xtuner train of an InternLM2 1.8B QLoRA config with NPROC_PER_NODE=2 and "
             "deepspeed_zero2: rank 1 reached monitoredBarrier but got 'Connection closed by peer' "
             "from rank 0, and torchrun reports local rank 0 failed with exit code 1. Rank 0's "
             "own error is not in the excerpt. Lines as posted; node name ours, ISO times ours "
             "(torchrun's line from its own stamp, year from the report).",
             start="2024-05-26T10:58:00+00:00", scheduler="static", ranks_per_node=2)
    c.own(node, "rank-1", XTUNER719, "2024-05-26 11:02:25",
          "[rank1]: RuntimeError: Rank 1 successfully reached monitoredBarrier, but received "
          "errors while waiting for send/recv from rank 0. Please check rank 0 logs for faulty "
          "rank.")
    c.own(node, "rank-1", XTUNER719, "2024-05-26 11:02:25", "[rank1]:  Original exception:")
    c.own(node, "rank-1", XTUNER719, "2024-05-26 11:02:25",
          "[rank1]: [../third_party/gloo/gloo/transport/tcp/pair.cc:534] Connection closed by "
          "peer [192.168.239.202]:35230")
    c.own(node, "launcher", XTUNER719, "2024-05-26 11:02:25.394",
          "E0526 11:02:25.394000 139939038151872 torch/distributed/elastic/multiprocessing/"
          "api.py:826] failed (exitcode: 1) local_rank: 0 (pid: 7090) of binary: "
          "/root/.conda/envs/test/bin/python")
    for text in ("Traceback (most recent call last):",
                 '  File "/root/.conda/envs/test/bin/torchrun", line 8, in <module>',
                 "    sys.exit(main())",
                 '  File "/root/.conda/envs/test/lib/python3.10/site-packages/torch/distributed/'
                 'elastic/multiprocessing/errors/__init__.py", line 347, in wrapper',
                 "    return f(*args, **kwargs)",
                 '  File "/root/.conda/envs/test/lib/python3.10/site-packages/torch/distributed/'
                 'run.py", line 879, in main',
                 "    run(args)",
                 '  File "/root/.conda/envs/test/lib/python3.10/site-packages/torch/distributed/'
                 'run.py", line 870, in run',
                 "    elastic_launch(",
                 '  File "/root/.conda/envs/test/lib/python3.10/site-packages/torch/distributed/'
                 'launcher/api.py", line 132, in __call__',
                 "    return launch_agent(self._config, self._entrypoint, list(args))"):
        c.own(node, "launcher", XTUNER719, "2024-05-26 11:02:25.394", text)
    c.job(270.0, "FAILED", exit_code=1)

    # ---- ROCm PyTorch, BART fine-tuning with Lightning on several GPUs: trainer init fails ------
    node = "gfx906-host"
    c = case("b115-rocm-lightning-bart-multi-gpu-trainer-init-traceback", "ambiguous", "unknown",
             [], [node],
             "huggingface/transformers' BART summarization example (Lightning) with a user-built "
             "ROCm PyTorch wheel for gfx906 on several GPUs, resuming from a checkpoint: the "
             "traceback ends while Lightning parses the GPU ids in pl.Trainer(...); the final "
             "exception, cut in the excerpt, is left out. The poster says PyTorch cannot use "
             "several GPUs properly. Lines as posted; node name and rank count ours, ISO times "
             "ours.",
             start="2020-06-09T09:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.log(node, "rank-0", ROCMPT669,
          "Resume from checkpoint: ../../../../ckpt/hybrid/hybrid_epoch1.ckpt",
          "Initialize trainer...",
          "[W Module.cpp:455] Warning: Disabling benchmark mode for MIOpen is NOT supported. "
          "Overriding value to True (function operator())",
          "Traceback (most recent call last):",
          '  File "finetune.py", line 179, in <module>',
          "    main(args)",
          '  File "finetune.py", line 160, in main',
          "    trainer = generic_train(model, args)",
          '  File "/root/lds/transformers/examples/lightning_base.py", line 287, in generic_train',
          "    trainer = pl.Trainer(**train_params)",
          '  File "/root/anaconda3/envs/transformers/lib/python3.7/site-packages/pytorch_lightning/'
          'trainer/trainer.py", line 464, in __init__',
          "    self.data_parallel_device_ids = parse_gpu_ids(self.gpus)", t=25.0)
    c.job(26.0, "FAILED", exit_code=1)

    # ---- SpeechBrain on a national cluster via torch.distributed.launch: ChildFailedError -------
    node = "jz-gpu-node"
    c = case("b115-speechbrain-cluster-distributed-launch-child-failed", "ambiguous", "unknown",
             [], [node],
             "SpeechBrain train.py launched with torch.distributed.launch from a conda env on a "
             "national cluster's GPU node (paths under /linkhome/rech/): the launcher's traceback "
             "ends in ChildFailedError, train.py FAILED. The report is titled \"Override "
             "'local-rank' not found\" (a hyperparameter override the recipe rejects), which the "
             "lines do not show. Lines as posted (the rule after 'train.py FAILED', cut in the "
             "excerpt, left out); node name and rank count ours, ISO times ours.",
             start="2025-03-10T09:00:00+00:00", scheduler="slurm", ranks_per_node=2)
    c.log(node, "launcher", SB2868,
          '  File "/linkhome/rech/genlig01/ucu46wr/.conda/envs/s2p2/lib/python3.8/site-packages/'
          'torch/distributed/launch.py", line 208, in <module>',
          "    main()",
          '  File "/linkhome/rech/genlig01/ucu46wr/.conda/envs/s2p2/lib/python3.8/site-packages/'
          'typing_extensions.py", line 3252, in wrapper',
          "    return arg(*args, **kwargs)",
          '  File "/linkhome/rech/genlig01/ucu46wr/.conda/envs/s2p2/lib/python3.8/site-packages/'
          'torch/distributed/launch.py", line 204, in main',
          "    launch(args)",
          '  File "/linkhome/rech/genlig01/ucu46wr/.conda/envs/s2p2/lib/python3.8/site-packages/'
          'torch/distributed/launch.py", line 189, in launch',
          "    run(args)",
          '  File "/linkhome/rech/genlig01/ucu46wr/.conda/envs/s2p2/lib/python3.8/site-packages/'
          'torch/distributed/run.py", line 892, in run',
          "    elastic_launch(",
          '  File "/linkhome/rech/genlig01/ucu46wr/.conda/envs/s2p2/lib/python3.8/site-packages/'
          'torch/distributed/launcher/api.py", line 133, in __call__',
          "    return launch_agent(self._config, self._entrypoint, list(args))",
          '  File "/linkhome/rech/genlig01/ucu46wr/.conda/envs/s2p2/lib/python3.8/site-packages/'
          'torch/distributed/launcher/api.py", line 264, in launch_agent',
          "    raise ChildFailedError(",
          "torch.distributed.elastic.multiprocessing.errors.ChildFailedError:",
          "============================================================",
          "train.py FAILED", t=20.0)
    c.job(21.0, "FAILED", exit_code=1)


# ---- watchdog timeouts and runs that completed -------------------------------------------------
def build_watchdogs_and_memory() -> None:
    # ---- NeMo RL multi-node SFT example on 2 x 8 H100 under Slurm: completes, low MFU ----------
    n0, n1 = "h100-sft-0", "h100-sft-1"
    c = case("b115-nemo-rl-two-node-sft-llama-1b-completes-low-mfu", "no_failure", "unknown", [],
             [n0, n1],
             "NeMo RL's multi-node SFT example (Llama 3.2 1B) on a Slurm cluster, 2 nodes with 8 "
             "H100 each: the run finishes and prints its training results; the poster only asks "
             "why the reported TFLOPS/MFU are so low (every rank alike, no slow node named). Lines "
             "as posted (blank line dropped); node names, step metrics and the COMPLETED state "
             "ours, ISO times ours.",
             start="2026-01-29T09:00:00+00:00", scheduler="slurm", ranks_per_node=8)
    c.steps(1, 100, every=0.33, t0=120.0)
    c.log(n0, "rank-0", NEMORL1844,
          "📊 Training Results:",
          "  • Loss: 0.3411",
          "  • Training FLOPS: 132.47 TFLOPS (8.28 TFLOPS per rank)",
          "  • Training Model Floating Point Utilization: 0.84%",
          "⏱️  Timing:",
          "  • Total step time: 0.33s",
          "  • policy_training: 0.32s (99.5%)",
          "  • data_processing: 0.00s (0.4%)", t=155.0)
    c.job(160.0, "COMPLETED", exit_code=0)

    # ---- TRL DPO of Llama 2 70B: rank 3's watchdog takes the process down -----------------------
    node = "dpo-70b-node"
    c = case("b115-trl-dpo-llama2-70b-rank3-watchdog-timeout", "ambiguous", "hang", [], [node],
             "DPO training of Llama 2 70B with TRL and accelerate: rank 3's NCCL watchdog reports "
             "a collective timed out and takes the process down; no other error in the lines. "
             "Lines as posted (the poster's own lines end short, as they were pasted; the next "
             "rank's line, cut in the excerpt, left out); node name and rank count ours, ISO "
             "times ours.",
             start="2024-03-05T09:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.steps(1, 12, every=60.0, t0=300.0)
    c.log(node, "rank-3", TRL1405,
          "[rank3]:[E ProcessGroupNCCL.cpp:537] Some NCCL operations have failed or timed out. "
          "Due to the asynchronous nature of CUDA kernels, subseque.",
          "[rank3]:[E ProcessGroupNCCL.cpp:543] To avoid data inconsistency, we are taking the "
          "entire process down.",
          "[rank3]:[E ProcessGroupNCCL.cpp:1182] [Rank 3] NCCL watchdog thread terminated with "
          "exception: [Rank 3] Watchdog caught collective operation.",
          "Exception raised from checkTimeout at ../torch/csrc/distributed/c10d/"
          "ProcessGroupNCCL.cpp:525 (most recent call first):",
          "frame #0: c10::Error::Error(c10::SourceLocation, std::string) + 0x57 (0x7f33216ced87 "
          "in /home/ubuntu/.cache/pypoetry/virtualenvs/ft-zSqjAXBp)",
          "frame #1: c10d::ProcessGroupNCCL::WorkNCCL::checkTimeout(std::optional<std::chrono::"
          "duration<long, std::ratio<1l, 1000l> > >) + 0x1e6 (0x7f3)",
          "frame #2: c10d::ProcessGroupNCCL::workCleanupLoop() + 0x19d (0x7f3322879c3d in "
          "/home/ubuntu/.cache/pypoetry/virtualenvs/ft-zSqjAXBp-py3.9/li)",
          "frame #3: c10d::ProcessGroupNCCL::ncclCommWatchdog() + 0x119 (0x7f332287a839 in "
          "/home/ubuntu/.cache/pypoetry/virtualenvs/ft-zSqjAXBp-py3.9/l)",
          "frame #4: <unknown function> + 0xdbbf4 (0x7f336c58dbf4 in /home/ubuntu/miniconda3/"
          "envs/py39/bin/../lib/libstdc++.so.6)",
          "frame #5: <unknown function> + 0x76db (0x7f336e1c36db in /lib/x86_64-linux-gnu/"
          "libpthread.so.0)",
          "frame #6: clone + 0x3f (0x7f336d74761f in /lib/x86_64-linux-gnu/libc.so.6)",
          t=2770.0)
    c.job(2780.0, "FAILED", exit_code=1)


# ---- writing -----------------------------------------------------------------------------------
def main() -> None:
    build()
    remove_stale(ROOT, "b115-", CASES)
    write_split(CASES, SPLIT, ROOT)


if __name__ == "__main__":
    main()
