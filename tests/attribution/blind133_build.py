"""Build the hundred-thirty-third blind corpus (tests/attribution/blind133/): the plain words
of a crash, 2023-2026.

    python tests/attribution/blind133_build.py

A held-out proxy for how attribution generalises to a twentieth unbiased sample of multi-GPU and
multi-node training runs that died, found by the words a user writes when a run dies
("crashed", "killed", "died", "exits with", "terminated", "core dumped", "segfault", "error
after N steps") in GitHub issue threads, any framework, launcher or scheduler. They were found
with the search tool's issue corpus (queries listed in blind133/README.md) and taken in the
order the searches returned them, skipping only reports without a copyable log line, reports
not about a multi-device training run and reports any other corpus or file of the repository
cites. It was assembled by one helper who read neither the engine nor its catalogs; the labels
were written before any engine ran on these bundles, and no report cited here is cited anywhere
else in the repository (test_attribution_heldout.py checks it).

Every log line is copied from the public report given next to it (host names, addresses, ids and
times as posted; a line the report wrapped stays wrapped; lines the search excerpt cut short left
out; trailing blanks dropped; markdown quote marks and stray backticks around a pasted block are
not part of a line). Ours is only the assembly, as in stacks_build.py: which node and stream a
line is filed under (and node names where the report gives none), an ISO-8601 time in front of
every line (taken from the line's own stamp where it has one), job.json, the scheduler events
and the per-rank step metrics. The labels follow DESIGN's taxonomy and the rules of the
realworld, stacks, frontier and blind READMEs (see blind133/README.md).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from stacks_build import Case, case_maker, remove_stale, write_split  # noqa: E402

ROOT = HERE / "blind133"
SPLIT = "blind133"

# ---- sources (one public report per incident) --------------------------------------------------
DEEPSPEED3645 = "https://github.com/deepspeedai/DeepSpeed/issues/3645"
OPENRLHF305 = "https://github.com/OpenRLHF/OpenRLHF/issues/305"
OPENRLHF187 = "https://github.com/OpenRLHF/OpenRLHF/issues/187"
LLAMAFACTORY3907 = "https://github.com/hiyouga/LlamaFactory/issues/3907"
FSDPQLORA47 = "https://github.com/AnswerDotAI/fsdp_qlora/issues/47"
FASTCHAT1066 = "https://github.com/lm-sys/FastChat/issues/1066"
ICEFALL1798 = "https://github.com/k2-fsa/icefall/issues/1798"
KOHYA2484 = "https://github.com/bmaltais/kohya_ss/issues/2484"
DIFFBIR94 = "https://github.com/XPixelGroup/DiffBIR/issues/94"
VERL1664 = "https://github.com/verl-project/verl/issues/1664"
PADDLEOCR13791 = "https://github.com/PaddlePaddle/PaddleOCR/issues/13791"
COLOSSALAI4353 = "https://github.com/hpcaitech/ColossalAI/issues/4353"
COLOSSALAI2433 = "https://github.com/hpcaitech/ColossalAI/issues/2433"
MSSWIFT9788 = "https://github.com/modelscope/ms-swift/issues/9788"
MSSWIFT5009 = "https://github.com/modelscope/ms-swift/issues/5009"
MSSWIFT591 = "https://github.com/modelscope/ms-swift/issues/591"
GLM130B117 = "https://github.com/zai-org/GLM-130B/issues/117"
ALPACA245 = "https://github.com/tatsu-lab/stanford_alpaca/issues/245"
CHINESELLAMA375 = "https://github.com/ymcui/Chinese-LLaMA-Alpaca/issues/375"
PHILSCHMID7 = "https://github.com/philschmid/deep-learning-pytorch-huggingface/issues/7"

TORCHRUN_BANNER = (
    "Setting OMP_NUM_THREADS environment variable for each process to be 1 in default, to avoid "
    "your system being overloaded, please further tune the variable for optimal performance in "
    "your application as needed."
)
RAY_DEAD_WORKER = (
    "The actor is dead because its worker process has died. Worker exit type: SYSTEM_ERROR "
    "Worker exit detail: Worker unexpectedly exits with a connection error code 2. End of file. "
    "There are some potential root causes. (1) The process is killed by SIGKILL by OOM killer due "
    "to high memory usage. (2) ray stop --force is called. (3) The worker is crashed unexpectedly "
    "due to SIGSEGV or other unexpected errors."
)

CASES: list[Case] = []


case = case_maker(CASES, SPLIT)


def build() -> None:
    build_launchers_and_ray()
    build_fsdp_and_fine_tuning()
    build_other_stacks()
    build_ms_swift_and_llm_scripts()


# ---- DeepSpeed launcher, OpenRLHF / verl on Ray --------------------------------------------------
def build_launchers_and_ray() -> None:
    # ---- DeepSpeed launcher, one node several GPUs: ctrl-C, then the sigkill handler raises ---
    node = "ds-node"
    c = case("b133-deepspeed-ctrl-c-sigkill-handler-nameerror", "attributed", "user_code", [],
             [node],
             "Training on a single node with several GPUs under the deepspeed launcher; the user "
             "stops it with ctrl-C and the launcher's own sigkill_handler raises a NameError "
             "(kill_cmd referenced before assignment) while killing the subprocesses: a bug in "
             "the launcher, not a machine. Lines as posted (node name, GPU count, step metrics "
             "and the CANCELLED state ours), ISO times ours, the first line's from its own "
             "stamp.",
             start="2023-05-30T20:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.job(0.0, "RUNNING")
    c.steps(1, 50, every=30.0)
    c.own(node, "launcher", DEEPSPEED3645, "2023-05-30 20:29:14.854",
          "[2023-05-30 20:29:14,854] [INFO] [launch.py:428:sigkill_handler] Killing subprocess "
          "19380")
    c.log(node, "launcher", DEEPSPEED3645,
          "    main()",
          '  File "/opt/conda/lib/python3.8/site-packages/deepspeed/launcher/runner.py", line 556, '
          "in main",
          "    result.wait()",
          '  File "/opt/conda/lib/python3.8/subprocess.py", line 1083, in wait',
          "    return self._wait(timeout=timeout)",
          '  File "/opt/conda/lib/python3.8/subprocess.py", line 1806, in _wait',
          "    (pid, sts) = self._try_wait(0)",
          '  File "/opt/conda/lib/python3.8/subprocess.py", line 1764, in _try_wait',
          "    (pid, sts) = os.waitpid(self.pid, wait_flags)",
          '  File "/opt/conda/lib/python3.8/site-packages/deepspeed/launcher/runner.py", line 548, '
          "in sigkill_handler",
          "    result_kill = subprocess.Popen(kill_cmd, env=env)",
          "NameError: free variable 'kill_cmd' referenced before assignment in enclosing scope",
          t=1755.0)
    c.job(1756.0, "CANCELLED", reason="ctrl-C by the user")

    # ---- OpenRLHF PPO on Ray: the critic actor dies after some steps ---------------------------
    node = "rlhf-node"
    c = case("b133-openrlhf-ray-ppo-critic-actor-died-after-steps", "ambiguous", "unknown", [],
             [node],
             "OpenRLHF PPO with Ray trains normally for some steps, then ppo_train's ray.get on "
             "the critic raises ActorDiedError: the CriticModelRayActor's worker process died "
             "(Ray lists OOM killer, ray stop or a crash as possible causes); the dead worker's "
             "own log is not in the thread. Lines as posted (node name, GPU count and step "
             "metrics ours; the raylet line after them, cut in the excerpt, left out), ISO "
             "times ours.",
             start="2024-05-24T09:35:31+00:00", scheduler="ray", ranks_per_node=8)
    c.job(0.0, "RUNNING")
    c.steps(1, 20, every=60.0, t0=60.0)
    c.log(node, "driver", OPENRLHF305,
          'File "/tmp/ray/session_2024-05-24_17-35-31_318483_337945/runtime_resources/'
          'working_dir_files/_ray_pkg_d887115d5fd5f465/openrlhf/trainer/ray/ppo_actor.py", line '
          "115, in ppo_train",
          "    status.update(ray.get(critic_status_ref))",
          "                  ^^^^^^^^^^^^^^^^^^^^^^^^^^",
          "           ^^^^^^^^^^^^^^^^^^^",
          "           ^^^^^^^^^^^^^^^^^^^^^",
          "                                  ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
          "ray.exceptions.ActorDiedError: The actor died unexpectedly before finishing this task.",
          "        class_name: CriticModelRayActor",
          "        actor_id: 66075e4f50cc9155208f189803000000",
          "        pid: 375881",
          "        namespace: f0753efe-aacc-438f-969d-afdc956dd354",
          "        ip: 0.0.0.0",
          RAY_DEAD_WORKER, t=1290.0)
    c.job(1300.0, "FAILED", exit_code=1)

    # ---- OpenRLHF PPO on Ray, 8x A100: an actor killed after the first episode -----------------
    node = "a100x8-docker"
    c = case("b133-openrlhf-ray-actor-killed-after-first-episode", "ambiguous", "oom", [],
             [node],
             "OpenRLHF PPO with Ray on 8x A100 (4 actors, 2 critics): after the experiences are "
             "collected and training starts, an actor's worker dies with Ray's generic message; "
             "the poster reports 537 GB of host memory in use while the docker container may "
             "request 500 GB at most, so a host-memory kill is the likely cause, but the bundle's "
             "line does not show it. The line as posted (node name and step metrics ours), ISO "
             "time ours.",
             start="2024-01-10T02:00:00+00:00", scheduler="ray", ranks_per_node=8)
    c.job(0.0, "RUNNING")
    c.steps(1, 10, every=60.0, t0=60.0)
    c.log(node, "driver", OPENRLHF187, RAY_DEAD_WORKER, t=700.0)
    c.job(710.0, "FAILED", exit_code=1)

    # ---- verl GRPO, Qwen2.5-VL 7B on 4 GPUs: a worker killed while saving step 60 --------------
    node = "verl-4gpu"
    c = case("b133-verl-qwen25vl-grpo-worker-died-while-saving-step-60", "ambiguous", "unknown",
             [], [node],
             "verl GRPO (run_qwen2_5_vl-7b.sh, model world size 4) runs ten hours to step 59 of "
             "60, prints its validation metrics and the ranks save the step-60 checkpoint; then "
             "the raylet reports a worker that died or was killed by an unexpected system error "
             "(that line is cut in the excerpt and left out). Nothing shown says why. Lines as "
             "posted (node name and step metrics ours), ISO times ours.",
             start="2025-05-24T00:00:00+00:00", scheduler="ray", ranks_per_node=4)
    c.job(0.0, "RUNNING")
    c.steps(1, 59, every=614.0)
    c.log(node, "driver", VERL1664,
          "(TaskRunner pid=1427758)  \"'val-aux/hiyouga/geometry3k/reward/mean@4': "
          '0.5500000007450581, "',
          "(TaskRunner pid=1427758)  \"'val-aux/hiyouga/geometry3k/reward/std@4': "
          '0.44999999925494194}")', t=36180.0)
    c.log(node, "rank-1", VERL1664,
          "(WorkerDict pid=1435285) [rank-1]: Saving model to /data/zhiyuan/repos/verl/checkpoints/"
          "verl_grpo_example_geo3k/qwen2_5_vl_7b_function_rm/global_step_60/actor/"
          "model_world_size_4_rank_1.pt [repeated 3x across cluster]",
          "(WorkerDict pid=1435285) [rank-1]: Saving optim to /data/zhiyuan/repos/verl/checkpoints/"
          "verl_grpo_example_geo3k/qwen2_5_vl_7b_function_rm/global_step_60/actor/"
          "optim_world_size_4_rank_1.pt [repeated 3x across cluster]",
          "(WorkerDict pid=1435285) [rank-1]: Saving extra_state to /data/zhiyuan/repos/verl/"
          "checkpoints/verl_grpo_example_geo3k/qwen2_5_vl_7b_function_rm/global_step_60/actor/"
          "extra_state_world_size_4_rank_1.pt [repeated 3x across cluster]", t=36200.0)
    c.log(node, "driver", VERL1664,
          "Training Progress:  98%|█████████▊| 59/60 [10:03:47<10:14, 614.03s/it]", t=36227.0)
    c.job(36300.0, "FAILED", exit_code=1)


# ---- FSDP / QLoRA fine-tuning
def build_fsdp_and_fine_tuning() -> None:
    # ---- LLaMA-Factory FSDP+QLoRA: rank 0 dies of a segfault at step 65 of 204 -----------------
    node = "lf-desktop"
    c = case("b133-llamafactory-fsdp-qlora-rank0-sigsegv-mid-training", "ambiguous", "unknown",
             [], [node],
             "LLaMA-Factory FSDP+QLoRA training through accelerate: at step 65 of 204 (39 "
             "minutes in) the agent sends SIGTERM to the other process and reports local rank 0 "
             "failed with exit code -11 (a segmentation fault), no Python traceback of the rank. "
             "No cause shown. Lines as posted (node name, GPU count and step metrics ours; the "
             "progress-bar line carrying the SIGTERM message left out), ISO times ours, the "
             "agent's from its own stamp.",
             start="2024-05-26T15:57:00+00:00", scheduler="static", ranks_per_node=2)
    c.job(0.0, "RUNNING")
    c.steps(1, 65, every=36.0)
    c.log(node, "rank-0", LLAMAFACTORY3907,
          "{'loss': 1.0392, 'grad_norm': 1.531546711921692, 'learning_rate': "
          "8.078577175829324e-05, 'epoch': 0.88}", t=2300.0)
    c.own(node, "launcher", LLAMAFACTORY3907, "2024-05-26 16:36:24.875",
          "E0526 16:36:24.875000 140417675919424 torch/distributed/elastic/multiprocessing/"
          "api.py:826] failed (exitcode: -11) local_rank: 0 (pid: 101091) of binary: "
          "/home/dead/Desktop/ml/lf-071/LLaMA-Factory/v/bin/python")
    c.log(node, "launcher", LLAMAFACTORY3907,
          "Traceback (most recent call last):",
          '  File "/home/dead/Desktop/ml/lf-071/LLaMA-Factory/v/bin/accelerate", line 8, in '
          "<module>",
          "    sys.exit(main())",
          "             ^^^^^^",
          '  File "/home/dead/Desktop/ml/lf-071/LLaMA-Factory/v/lib/python3.11/site-packages/'
          'accelerate/commands/accelerate_cli.py", line 46, in main',
          "    args.func(args)",
          '  File "/home/dead/Desktop/ml/lf-071/LLaMA-Factory/v/lib/python3.11/site-packages/'
          'accelerate/commands/launch.py", line 1069, in launch_command',
          "    multi_gpu_launcher(args)", t=2365.0)
    c.job(2366.0, "FAILED", exit_code=1)

    # ---- fsdp_qlora, Llama 70B on 2 GPUs: process 0 SIGKILLed while wrapping the model ---------
    node = "qlora-2gpu"
    c = case("b133-fsdp-qlora-llama70b-two-gpus-sigkill-while-wrapping", "ambiguous", "unknown",
             [], [node],
             "fsdp_qlora train.py with world size 2: after 31 minutes quantizing the 70B shards, "
             "rank 0 wraps the model with FSDP and applies activation checkpointing; the report's "
             "title says process 0 then terminated with signal SIGKILL, a line the thread's "
             "excerpt does not show. A kill with no cause in the bundle (host memory is the "
             "usual suspect). Lines as posted (node name and the FAILED state ours), ISO times "
             "ours.",
             start="2024-04-09T00:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.job(0.0, "RUNNING")
    c.log(node, "rank-0", FSDPQLORA47, "World size: 2", t=5.0)
    c.log(node, "rank-0", FSDPQLORA47,
          "Generating train split: 51760 examples [00:00, 76513.36 examples/s]",
          "Creating model 0",
          "Loading model 0", t=320.0)
    c.log(node, "rank-0", FSDPQLORA47,
          "Loading & Quantizing Model Shards: 100%|██████████| 15/15 [30:58<00:00, 123.93s/it]",
          "Rank 0: Model created: 1.479 GiB",
          "trainable params: 744,488,960 || all params: 69,721,137,152 || trainable%: "
          "1.0678095487411938",
          "Wrapping model w/ FSDP 0", t=2180.0)
    c.log(node, "rank-0", FSDPQLORA47,
          "Rank 0: Wrapped model: 5.822 GiB",
          "Applying activation checkpointing", t=2190.0)
    c.job(2250.0, "FAILED")

    # ---- FastChat Vicuna-7B FSDP on 8x V100S: killed ---------------------------------------------
    node = "v100s-x8"
    c = case("b133-fastchat-vicuna-8-v100s-fsdp-killed", "ambiguous", "unknown", [], [node],
             "FastChat's train.py with torchrun on 8 V100S 32G (FSDP full_shard, fp16) is "
             "'killed' as the title says; the output the thread shows ends in torchrun's banner "
             "and a transformers FutureWarning (the rest is cut). No cause shown. Lines as "
             "posted (node name and the FAILED state ours), ISO times ours.",
             start="2023-05-09T03:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.job(0.0, "RUNNING")
    c.log(node, "launcher", FASTCHAT1066,
          "WARNING:torch.distributed.run:",
          "*****************************************",
          TORCHRUN_BANNER,
          "*****************************************", t=2.0)
    c.log(node, "rank-0", FASTCHAT1066,
          "/data/anaconda3/lib/python3.9/site-packages/transformers/training_args.py:1388: "
          "FutureWarning: using `--fsdp_transformer_layer_cls_to_wrap` is deprecated. Use "
          "fsdp_config instead",
          "  warnings.warn(", t=20.0)
    c.job(300.0, "FAILED")

    # ---- DiffBIR stage 2 on two nodes of 4 A100: killed shortly after starting ------------------
    n0, n1 = "a100-node-0", "a100-node-1"
    c = case("b133-diffbir-two-nodes-ddp-killed-shortly-after-start", "ambiguous", "unknown", [],
             [n0, n1],
             "DiffBIR's ControlLDM training (PyTorch Lightning DDP, num_nodes 2, 4 A100 each, "
             "quoted by a commenter): shortly after starting, the process gets killed without an "
             "error; the output shown is the start-up configuration. No cause shown. Lines as "
             "posted (the quote marks of the comment not part of them; node names and the "
             "FAILED state ours), ISO times ours.",
             start="2024-03-28T10:00:00+00:00", scheduler="static", ranks_per_node=4)
    c.job(0.0, "RUNNING")
    c.log(n0, "rank-0", DIFFBIR94,
          "{'accelerator': 'ddp', 'precision': 32, 'gpus': [0, 1, 2, 3], 'num_nodes': 2, "
          "'default_root_dir': 'experiments/stage2', 'max_steps': 25001, 'val_check_interval': "
          "100, 'log_every_n_steps': 50, 'accumulate_grad_batches': 4}",
          "Global seed set to 231",
          "ControlLDM: Running in eps-prediction mode",
          "Setting up MemoryEfficientCrossAttention. Query dim is 320, context_dim is None and "
          "using 5 heads.",
          "Setting up MemoryEfficientCrossAttention. Query dim is 320, context_dim is 1024 and "
          "using 5 heads.",
          "Setting up MemoryEfficientCrossAttention. Query dim is 320, context_dim is None and "
          "using 5 heads.",
          "Setting up MemoryEfficientCrossAttention. Query dim is 320, context_dim is 1024 and "
          "using 5 heads.",
          "Setting up MemoryEfficientCrossAttention. Query dim is 640, context_dim is None and "
          "using 10 heads.",
          "Setting up MemoryEfficientCrossAttention. Query dim is 640, context_dim is 1024 and "
          "using 10 heads.", t=8.0)
    c.job(120.0, "FAILED")


# ---- icefall, kohya, PaddleOCR, ColossalAI ------------------------------------------------------
def build_other_stacks() -> None:
    # ---- icefall Zipformer on 2 GPUs: start-up lines only ---------------------------------------
    node = "runner-t2iavcpo-project-47789012-concurrent-0"
    c = case("b133-icefall-zipformer-two-gpu-training-issue", "ambiguous", "unknown", [], [node],
             "icefall Zipformer training with world size 2 (a CI runner container): the report, "
             "titled 'multi GPU training issue', shows rank 0's start-up lines (training started, "
             "device cuda:0) and nothing after them in the excerpt; what went wrong is not "
             "shown. Lines as posted (the host name from the logged env_info), ISO times from "
             "their own stamps.",
             start="2024-11-05T12:55:00+00:00", scheduler="static", ranks_per_node=2)
    c.job(0.0, "RUNNING")
    c.own(node, "rank-0", ICEFALL1798, "2024-11-05 12:55:26.724",
          "2024-11-05 12:55:26,724 INFO [train.py:1231] (0/2) Training will start from epoch : 1")
    c.own(node, "rank-0", ICEFALL1798, "2024-11-05 12:55:26.725",
          "2024-11-05 12:55:26,725 INFO [train.py:1243] (0/2) Training started")
    c.own(node, "rank-0", ICEFALL1798, "2024-11-05 12:55:26.726",
          "2024-11-05 12:55:26,726 INFO [train.py:1253] (0/2) Device: cuda:0")

    # ---- kohya sd-scripts through accelerate on 4 GPUs: local rank 0 exits with code 1 -----------
    node = "kohya-docker"
    c = case("b133-kohya-sdxl-multi-gpu-rank0-exitcode-1", "ambiguous", "unknown", [], [node],
             "kohya_ss SDXL training with accelerate multi-GPU (docker, Linux): right after the "
             "dataset is read, the elastic agent sends SIGTERM to three processes and reports "
             "local rank 0 failed with exit code 1; rank 0's own exception is not in the thread "
             "(the poster pasted only the end). Lines as posted (node name ours), ISO times ours, "
             "the agent's from their own stamps.",
             start="2024-05-10T14:44:00+00:00", scheduler="static", ranks_per_node=4)
    c.job(0.0, "RUNNING")
    for pid in (704, 705, 706):
        c.own(node, "launcher", KOHYA2484, "2024-05-10 14:45:50.157",
              "[2024-05-10 14:45:50,157] torch.distributed.elastic.multiprocessing.api: [WARNING] "
              f"Sending process {pid} closing signal SIGTERM")
    c.own(node, "launcher", KOHYA2484, "2024-05-10 14:45:50.223",
          "[2024-05-10 14:45:50,223] torch.distributed.elastic.multiprocessing.api: [ERROR] "
          "failed (exitcode: 1) local_rank: 0 (pid: 703) of binary: /usr/local/bin/python")
    c.log(node, "launcher", KOHYA2484,
          "Traceback (most recent call last):",
          '  File "/home/1000/.local/bin/accelerate", line 8, in <module>',
          "    sys.exit(main())",
          '  File "/home/1000/.local/lib/python3.10/site-packages/accelerate/commands/'
          'accelerate_cli.py", line 47, in main',
          "    args.func(args)",
          '  File "/home/1000/.local/lib/python3.10/site-packages/accelerate/commands/launch.py", '
          "line 1008, in launch_command",
          "    multi_gpu_launcher(args)", t=110.3)
    c.job(111.0, "FAILED", exit_code=1)

    # ---- PaddleOCR with paddle.distributed.launch, 2 trainers: both aborted ---------------------
    node = "paddle-host"
    c = case("b133-paddleocr-two-trainers-aborted", "ambiguous", "unknown", [], [node],
             "PaddleOCR training with paddle.distributed.launch, two trainers (devices 0 and 1): "
             "the launcher starts 2 processes and, as the title says, ends with 'ABORT!!! Out of "
             "all 2 trainers, the trainer process with rank=[0, 1] was aborted'; the workers' "
             "own logs are not in the excerpt. No cause shown. Lines as posted (node name ours), "
             "ISO times ours, the first from its own stamp.",
             start="2024-08-30T08:43:00+00:00", scheduler="static", ranks_per_node=2)
    c.job(0.0, "RUNNING")
    c.own(node, "launcher", PADDLEOCR13791, "2024-08-30 08:43:07.589",
          "INFO 2024-08-30 08:43:07,589 launch_utils.py:561] Local start 2 processes. First "
          "process distributed environment info (Only For Debug):")
    c.log(node, "launcher", PADDLEOCR13791,
          "    |                     PADDLE_TRAINERS_NUM                        2                "
          "      |",
          "    |                 PADDLE_WORLD_DEVICE_IDS                       0,1               "
          "      |", t=7.6)
    c.job(60.0, "FAILED", exit_code=1)

    # ---- ColossalAI booster, stable diffusion on several nodes: exits on SIGTERM, no log --------
    n0, n1 = "sd-node-0", "sd-node-1"
    c = case("b133-colossalai-sd-booster-multinode-exits-without-log", "ambiguous", "unknown", [],
             [n0, n1],
             "Stable-diffusion training with ColossalAI's booster API on several nodes is "
             "unstable: restarted unchanged, it sometimes trains, sometimes gets stuck at some "
             "step, sometimes exits without any error log after receiving SIGTERM. The lines "
             "shown are the start of training. No cause shown. Lines as posted (node names, "
             "node and GPU counts, step metrics and the FAILED state ours), ISO times ours, the "
             "first from its own stamp.",
             start="2023-07-31T02:50:00+00:00", scheduler="static", ranks_per_node=4)
    c.job(0.0, "RUNNING")
    c.own(n0, "rank-0", COLOSSALAI4353, "2023-07-31 02:53:39",
          "[07/31/23 02:53:39] INFO     colossalai - colossalai - INFO:")
    c.log(n0, "rank-0", COLOSSALAI4353,
          "                             /media/74nvme/research/stable-diffusion/text_img2im",
          "                             g/stable_diffusion_colossalai_trainer_sd_scripts.py",
          "                             :388 main",
          "                    INFO     colossalai - colossalai - INFO: ***** Running",
          "                             training *****", t=219.5)
    c.steps(1, 30, every=60.0, t0=240.0)
    c.job(2100.0, "FAILED")

    # ---- ColossalAI GPT-2 ZeRO-3 on 8 GPUs: found-inf warnings, then local rank 7 SIGKILLed ----
    node = "colossal-8gpu"
    c = case("b133-colossalai-gpt2-zero3-eight-gpus-rank7-sigkill", "ambiguous", "unknown", [],
             [node],
             "ColossalAI's GPT-2 example (gpt2_zero3.py) through colossalai run / torchrun on 8 "
             "GPUs: the sharded optimizer warns 'found inf' (loss 2580 at step 20 of 2839, 15 "
             "minutes in), then the agent reports local rank 7 failed with exit code -9 (title) "
             "and the run command fails. A SIGKILL with no cause shown. Lines as posted (node "
             "name and step metrics ours; the progress-bar line left out), ISO times ours.",
             start="2023-01-11T00:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.job(0.0, "RUNNING")
    c.steps(1, 20, every=45.0)
    c.log(node, "rank-0", COLOSSALAI2433,
          "WARNING  colossalai - ShardedOptimizerV2 - WARNING: found inf during ShardedOptimV2 "
          "step",
          "                    WARNING  colossalai - ShardedOptimizerV2 - WARNING: found inf "
          "during ShardedOptimV2 step", t=880.0)
    c.log(node, "launcher", COLOSSALAI2433,
          "Error: failed to run torchrun --nproc_per_node=8 --nnodes=1 --node_rank=0 "
          "--rdzv_backend=c10d --rdzv_endpoint=127.0.0.1:29500 --rdzv_id=colossalai-default-job "
          "train_gpt.py --config=gpt2_configs/gpt2_zero3.py --from_torch on 127.0.0.1", t=905.0)
    c.job(906.0, "FAILED", exit_code=1)


# ---- ms-swift, GLM-130B, Alpaca-style fine-tuning ------------------------------------------------
def build_ms_swift_and_llm_scripts() -> None:
    # ---- ms-swift SFT: the agent receives SIGHUP at step 482 of 672
    node = "swift-sft-host"
    c = case("b133-ms-swift-sft-sighup-at-step-482", "ambiguous", "unknown", [], [node],
             "ms-swift SFT through torchrun: six and a half hours in, after the evaluation at "
             "step 480 of 672, the elastic agent receives a death signal (1, SIGHUP: the "
             "session that started it hung up) and passes SIGHUP to the worker; the launcher "
             "then prints a traceback. An outside signal, no fault shown. Lines as posted (node "
             "name, GPU count and step metrics ours), ISO times ours, the agent's from their "
             "own stamps.",
             start="2026-07-22T14:43:00+00:00", scheduler="static", ranks_per_node=2)
    c.job(0.0, "RUNNING")
    c.steps(470, 482, every=48.9, t0=23000.0)
    c.log(node, "rank-0", MSSWIFT9788,
          "{'eval_loss': '3.055', 'eval_runtime': '41.2', 'eval_samples_per_second': '25.97', "
          "'eval_steps_per_second': '3.253', 'eval_token_acc': '0.4127', 'epoch': '2.143', "
          "'global_step/max_steps': '480/672', 'elapsed_time': '6h 31m 8s', 'remaining_time': "
          "'2h 36m 27s', 'memory(GiB)': '66.85', 'train_speed(s/it)': '48.89'}",
          "Train:  71%|███████▏  | 480/672 [6:31:08<2:23:20, 44.79s/it]", t=23468.0)
    c.own(node, "rank-0", MSSWIFT9788, "2026-07-22 21:16:14.716",
          "Train:  72%|███████▏  | 482/672 [6:32:43<2:52:41, 54.53s/it]W0722 21:16:14.716000 "
          "3681165 /appdata/zhangkailin/conda/envs/swift-sft/lib/python3.12/site-packages/torch/"
          "distributed/elastic/agent/server/api.py:739] Received 1 death signal, shutting down "
          "workers")
    c.own(node, "launcher", MSSWIFT9788, "2026-07-22 21:16:14.717",
          "W0722 21:16:14.717000 3681165 /appdata/zhangkailin/conda/envs/swift-sft/lib/"
          "python3.12/site-packages/torch/distributed/elastic/multiprocessing/api.py:1012] "
          "Sending process 3681211 closing signal SIGHUP")
    c.log(node, "launcher", MSSWIFT9788,
          "Traceback (most recent call last):",
          '  File "<frozen runpy>", line 198, in _run_module_as_main',
          '  File "<frozen runpy>", line 88, in _run_code', t=23594.8)
    c.job(23596.0, "FAILED", exit_code=1)

    # ---- ms-swift full SFT (DeepSpeed ZeRO-3) after an upgrade: rank 2's traceback ---------------
    node = "swift-zero3-host"
    c = case("b133-ms-swift-full-sft-rank2-traceback-after-upgrade", "attributed", "user_code",
             [], [node],
             "Full-parameter ms-swift SFT of DeepSeek-R1-Distill-Qwen-14B with DeepSpeed ZeRO-3 "
             "and packing; the thread is about an earlier run that hung after 50 epochs, and "
             "this run, with the upgraded ms-swift, fails with a Python traceback on rank 2 from "
             "sft_main (its last lines are cut in the excerpt and left out). An exception in "
             "the program. Lines as posted (node name and GPU count ours), ISO times from "
             "their own stamps (UTC+8 converted).",
             start="2025-07-17T03:20:00+00:00", scheduler="static", ranks_per_node=4)
    c.job(0.0, "RUNNING")
    for when, text in (
        ("2025-07-17 03:20:40.299361",
         "2025-07-17T11:20:40.299361236+08:00 [rank2]: Traceback (most recent call last):"),
        ("2025-07-17 03:20:40.299386",
         '2025-07-17T11:20:40.299386196+08:00 [rank2]: File "~/ms-swift/swift/cli/sft.py", line '
         "7, in <module>"),
        ("2025-07-17 03:20:40.299395",
         "2025-07-17T11:20:40.299395956+08:00 [rank2]: sft_main()"),
        ("2025-07-17 03:20:40.299402",
         '2025-07-17T11:20:40.299402436+08:00 [rank2]: File "~/ms-swift/swift/llm/train/sft.py",'
         " line 274, in sft_main"),
        ("2025-07-17 03:20:40.299409",
         "2025-07-17T11:20:40.299409316+08:00 [rank2]: return SwiftSft(args).main()"),
        ("2025-07-17 03:20:40.299415",
         "2025-07-17T11:20:40.299415796+08:00 [rank2]: ^^^^^^^^^^^^^^^^^^^^^"),
    ):
        c.own(node, "rank-2", MSSWIFT5009, when, text)
    c.job(50.0, "FAILED", exit_code=1)

    # ---- ms-swift Yi-6B SFT on 3x8 V100: a traceback at the same step 743 every time -------------
    nodes = ["v100-node-0", "v100-node-1", "v100-node-2"]
    c = case("b133-ms-swift-yi6b-sft-traceback-at-step-743", "attributed", "user_code", [],
             nodes,
             "ms-swift SFT of yi-6b-chat on a custom dataset mixed with tulu-v2 ('V100*8*3'): "
             "nine hours in, at step 743 of 3030, the run ends in a Python traceback from "
             "trainer.train, at the same step on every retry and on other machines, with no OOM "
             "found; the exception line itself is cut in the excerpt. A data-dependent exception "
             "in the program. Lines as posted (node names, the split into three nodes of 8 and "
             "step metrics ours), ISO times ours.",
             start="2024-03-23T00:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.job(0.0, "RUNNING")
    c.steps(735, 743, every=44.92, t0=31835.6)
    c.log(nodes[0], "rank-0", MSSWIFT591,
          "{'loss': 0.86012192, 'acc': 0.77332544, 'grad_norm': 0.27813789, 'learning_rate': "
          "8.43e-06, 'epoch': 0.73, 'global_step': 735}", t=31836.0)
    c.log(nodes[0], "rank-0", MSSWIFT591,
          "{'loss': 0.88135662, 'acc': 0.76727462, 'grad_norm': 0.42908424, 'learning_rate': "
          "8.41e-06, 'epoch': 0.73, 'global_step': 740}", t=32060.0)
    c.log(nodes[0], "rank-0", MSSWIFT591,
          "Train:  25%|██▍       | 743/3030 [8:56:35<28:32:10, 44.92s/it]Traceback (most recent "
          "call last):",
          '  File "/data/home/user/Test/lib/python3.9/site-packages/swift/cli/sft.py", line 5, in '
          "<module>",
          "    sft_main()",
          '  File "/data/home/user/Test/lib/python3.9/site-packages/swift/utils/run_utils.py", '
          "line 31, in x_main",
          "    result = llm_x(args, **kwargs)",
          '  File "/data/home/user/Test/lib/python3.9/site-packages/swift/llm/sft.py", line 229, '
          "in llm_sft",
          "    trainer.train(training_args.resume_from_checkpoint)",
          '  File "/data/home/user/Test/lib/python3.9/site-packages/swift/trainers/trainers.py", '
          "line 50, in train",
          "    super().train(*args, **kwargs)", t=32195.0)
    c.job(32200.0, "FAILED", exit_code=1)

    # ---- GLM-130B with 4-way model parallelism: one process dies loading its checkpoint shard ----
    node = "glm-4gpu"
    c = case("b133-glm130b-four-way-tp-process-dies-loading-checkpoint", "ambiguous", "unknown",
             [], [node],
             "GLM-130B 'distributed training' with torchrun, world size 4 and model-parallel "
             "size 4: every rank starts loading its mp_rank checkpoint shard, then the agent "
             "sends SIGTERM to three processes (52478, 52480, 52481) - the fourth had died; the "
             "agent's error line is cut in the excerpt and left out. No cause shown (loading "
             "130B shards on one host). Lines as posted (node name ours, one of the four "
             "identical 'No training data' lines under each rank), ISO times ours.",
             start="2023-04-06T06:00:00+00:00", scheduler="static", ranks_per_node=4)
    c.job(0.0, "RUNNING")
    c.log(node, "launcher", GLM130B117,
          "WARNING:torch.distributed.run:",
          "*****************************************",
          TORCHRUN_BANNER,
          "*****************************************", t=1.0)
    for rank in range(4):
        c.log(node, f"rank-{rank}", GLM130B117, "WARNING: No training data specified", t=10.0)
    c.log(node, "rank-0", GLM130B117,
          "using world size: 4 and model-parallel size: 4",
          "> padded vocab (size: 150528) with 0 dummy tokens (new size: 150528)",
          "> initializing model parallel with size 4",
          "> Set tokenizer as a icetk-glm-130B tokenizer! Now you can get_tokenizer() everywhere.",
          t=12.0)
    c.log(node, "rank-3", GLM130B117,
          "global rank 3 is loading checkpoint ./model_tp/49300/mp_rank_03_model_states.pt",
          t=20.0)
    c.log(node, "rank-2", GLM130B117,
          "global rank 2 is loading checkpoint ./model_tp/49300/mp_rank_02_model_states.ptglobal "
          "rank 0 is loading checkpoint ./model_tp/49300/mp_rank_00_model_states.pt", t=20.0)
    c.log(node, "rank-1", GLM130B117,
          "global rank 1 is loading checkpoint ./model_tp/49300/mp_rank_01_model_states.pt",
          t=20.0)
    c.log(node, "launcher", GLM130B117,
          "WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 52478 closing "
          "signal SIGTERM",
          "WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 52480 closing "
          "signal SIGTERM",
          "WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 52481 closing "
          "signal SIGTERM", t=120.0)
    c.job(121.0, "FAILED", exit_code=1)

    # ---- Alpaca re-training on T4s: local rank 0 fails with exit code -9 ------------------------
    node = "t4-machine"
    c = case("b133-alpaca-t4-gpus-rank0-exitcode-9", "ambiguous", "unknown", [], [node],
             "Re-training Alpaca with torchrun on a machine of Tesla T4 (15 GB) GPUs: the title "
             "reports local rank 0 failed with exit code -9 (SIGKILL); the thread shows the "
             "machine's nvidia-smi table (two T4 visible before the excerpt cuts it), not the "
             "run's output. A kill with no cause in the bundle. Lines as posted (node name, GPU "
             "count and the FAILED state ours), ISO times ours.",
             start="2023-04-25T08:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.log(node, "nvidia-smi", ALPACA245,
          "+-----------------------------------------------------------------------------+",
          "| NVIDIA-SMI 525.105.17   Driver Version: 525.105.17   CUDA Version: 12.0     |",
          "|-------------------------------+----------------------+----------------------+",
          "| GPU  Name        Persistence-M| Bus-Id        Disp.A | Volatile Uncorr. ECC |",
          "| Fan  Temp  Perf  Pwr:Usage/Cap|         Memory-Usage | GPU-Util  Compute M. |",
          "|                               |                      |               MIG M. |",
          "|===============================+======================+======================|",
          "|   0  Tesla T4            Off  | 00000000:00:1B.0 Off |                    0 |",
          "| N/A   24C    P0    25W /  70W |      2MiB / 15360MiB |      0%      Default |",
          "|                               |                      |                  N/A |",
          "+-------------------------------+----------------------+----------------------+",
          "|   1  Tesla T4            Off  | 00000000:00:1C.0 Off |                    0 |",
          "| N/A   25C    P0    24W /  70W |      2MiB / 15360MiB |      0%      Default |",
          "|                               |                      |                  N/A |",
          t=0.0)
    c.job(5.0, "RUNNING")
    c.job(300.0, "FAILED")

    # ---- Chinese-LLaMA-Alpaca 13B on 8 GPUs: local rank 0 exits with -7 (SIGBUS)
    node = "llama-8gpu"
    c = case("b133-chinese-llama-13b-eight-gpus-exitcode-7", "ambiguous", "unknown", [], [node],
             "Chinese-LLaMA-Alpaca 13B training script with torchrun: trains with 4 GPUs, but "
             "with 8 the agent reports local rank 0 failed with exit code -7 (SIGBUS) right "
             "after the dataset split is loaded from cache, no traceback of the rank. No cause "
             "shown. Lines as posted (the backtick opening the pasted block not part of the "
             "first; node name ours), ISO times ours, the first from its own stamp.",
             start="2023-05-18T14:20:00+00:00", scheduler="static", ranks_per_node=8)
    c.job(0.0, "RUNNING")
    c.own(node, "rank-0", CHINESELLAMA375, "2023-05-18 14:22:59",
          "05/18/2023 14:22:59 - WARNING - datasets.arrow_dataset - Loading cached split indices "
          "for dataset at /workspace/fumengen/works/Chinese-LLaMA-Alpaca/data/cache/cache_7b/"
          "test_245/train/cache-37f5bb9ea7f0a4d6.arrow and /workspace/fumengen/works/"
          "Chinese-LLaMA-Alpaca/data/cache/cache_7b/test_245/train/cache-3e74c0449552ea77.arrow")
    c.log(node, "launcher", CHINESELLAMA375,
          "WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 3567 closing "
          "signal SIGTERM",
          "WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 3570 closing "
          "signal SIGTERM",
          "ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: -7) local_rank: "
          "0 (pid: 3565) of binary:",
          "/workspace/fumengen/vir_fme/bin/python3.10",
          "Traceback (most recent call last):",
          '  File "/workspace/fumengen/vir_fme/bin/torchrun", line 8, in <module>',
          "    sys.exit(main())",
          '  File "/workspace/fumengen/vir_fme/lib/python3.10/site-packages/torch/distributed/'
          'elastic/multiprocessing/errors/__init__.py", line 346, in wrapper',
          "    return f(*args, **kwargs)", t=200.0)
    c.job(201.0, "FAILED", exit_code=1)

    # ---- Flan-T5-XXL with DeepSpeed on 8x A100: terminated, return code -7
    node = "a100x8"
    c = case("b133-flan-t5-xxl-eight-a100-deepspeed-return-code-7", "ambiguous", "unknown", [],
             [node],
             "Fine-tuning Flan-T5-XXL with the deepspeed launcher on 8 A100 (the tutorial's "
             "script): as soon as the GPUs start working the processes are terminated and the "
             "launcher exits with return code -7 (SIGBUS), no traceback, as the title and text "
             "say; the excerpt shows the launcher's first lines. No cause shown. Lines as "
             "posted (node name and the FAILED state ours), ISO times from their own stamps.",
             start="2023-02-24T18:10:00+00:00", scheduler="static", ranks_per_node=8)
    c.job(0.0, "RUNNING")
    c.own(node, "launcher", PHILSCHMID7, "2023-02-24 18:10:18.983",
          "[2023-02-24 18:10:18,983] [WARNING] [runner.py:186:fetch_hostfile] Unable to find "
          "hostfile, will proceed with training with local resources only.")
    c.own(node, "launcher", PHILSCHMID7, "2023-02-24 18:10:19.049",
          "[2023-02-24 18:10:19,049] [INFO] [runner.py:548:main] cmd = /home/aiops/xxxx/"
          ".miniconda3/envs/torch-py39/bin/python -u -m deepspeed.launcher.launch "
          "--world_info=eyJsb2NhbGhvc3QiOiBbMCwgMSwgMiwgMywgNCwgNSwgNiwgN119 "
          "--master_addr=127.0.0.1 --master_port=29500 --enable_each_rank_log=None "
          "run_seq2seq_deepspeed.py")
    c.job(120.0, "FAILED")


# ---- writing -----------------------------------------------------------------------------------
def main() -> None:
    build()
    remove_stale(ROOT, "b133-", CASES)
    write_split(CASES, SPLIT, ROOT)


if __name__ == "__main__":
    main()
