"""Build the seventy-second blind corpus (tests/attribution/blind72/): RL post-training of LLMs.

    python tests/attribution/blind72_build.py

A held-out proxy for issue 43's question ("stacks and failures described nowhere") on one theme:
reinforcement-learning post-training of language models across many GPUs and nodes as reported
in 2024-2026 (verl, slime, OpenRLHF, TRL's GRPO trainer with a vLLM server, SkyRL, prime-rl,
ms-swift, lmm-r1, and their rollout engines vLLM and SGLang beside the trainers, weight sync,
Ray actors, colocated memory). Reports were found with the `search` tool (GitHub issue threads)
with the queries listed in blind72/README.md, and taken in the order the searches returned them,
skipping only reports without a copyable log line, reports off the theme, and reports any other
corpus or file of the repository cites. It was assembled by one helper who read neither the
engine nor its catalogs; the labels were written before any engine ran on these bundles, and no
report cited here is cited anywhere else in the repository (test_attribution_heldout.py checks
it).

Every log line is copied from the public report given next to it (host names, addresses, pids and
times as posted; a code block's indent and trailing blanks dropped). Ours is only the assembly, as
in stacks_build.py: which node and stream a line is filed under, node names where the report gives
none, an ISO-8601 time in front of every line (taken from the line's own stamp where it has one,
the year from the report's date), job.json, the scheduler states and the per-rank step metrics.
The labels follow DESIGN's taxonomy and the rules of the spent corpora's READMEs (see
blind72/README.md).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from stacks_build import Case, case_maker, remove_stale, write_split  # noqa: E402

ROOT = HERE / "blind72"
SPLIT = "blind72"

# ---- sources (one public report per incident), in the order the searches returned them --------
LMMR1_71 = "https://github.com/TideDra/lmm-r1/issues/71"
ORLHF398 = "https://github.com/OpenRLHF/OpenRLHF/issues/398"
SGL4096 = "https://github.com/sgl-project/sglang/issues/4096"
OPENR1_568 = "https://github.com/huggingface/open-r1/issues/568"
TRL3561 = "https://github.com/huggingface/trl/issues/3561"
SIMPLEAR24 = "https://github.com/wdrink/SimpleAR/issues/24"
PHIL83 = "https://github.com/philschmid/deep-learning-pytorch-huggingface/issues/83"
SLIME1562 = "https://github.com/THUDM/slime/issues/1562"
SLIME1829 = "https://github.com/THUDM/slime/issues/1829"
ORLHF949 = "https://github.com/OpenRLHF/OpenRLHF/issues/949"
RECALL54 = "https://github.com/Agent-RL/ReCall/issues/54"
SLIME953 = "https://github.com/THUDM/slime/issues/953"
TTRL12 = "https://github.com/PRIME-RL/TTRL/issues/12"
VERL3412 = "https://github.com/verl-project/verl/issues/3412"
SWIFT5297 = "https://github.com/modelscope/ms-swift/issues/5297"
PRIMERL417 = "https://github.com/PrimeIntellect-ai/prime-rl/pull/417"
ORLHF335 = "https://github.com/OpenRLHF/OpenRLHF/pull/335"
ORLHF536 = "https://github.com/OpenRLHF/OpenRLHF/pull/536"
VERL472 = "https://github.com/verl-project/verl/issues/472"
VERL2950 = "https://github.com/verl-project/verl/issues/2950"
SKYRL1343 = "https://github.com/NovaSky-AI/SkyRL/issues/1343"
OPENR1_478 = "https://github.com/huggingface/open-r1/issues/478"
AGENTR1_4 = "https://github.com/AgentR1/Agent-R1/issues/4"

CASES: list[Case] = []

case = case_maker(CASES, SPLIT)
RAY = "ray"
STATIC = "static"


def build() -> None:
    build_memory()
    build_weight_sync_and_rollout()
    build_program_errors()
    build_worker_deaths_and_completed()
    build_late_hang()
    build_placement()


# ---- device and host memory ----------------------------------------------------------------------
def build_memory() -> None:
    node = "lmm-r1-head"
    c = case("b72-lmmr1-ray-job-llmrayactor-host-oom", "attributed", "oom", [], [node],
             "lmm-r1 (OpenRLHF fork) submitted as a Ray job with vLLM engines in sleep mode: the "
             "job fails with exit code 1, its last logs list the LLMRayActor processes by memory "
             "and Ray's out-of-memory advice (host memory, the report's title). Lines as posted "
             "(own times where printed), node name ours.",
             start="2025-04-24T18:00:00+00:00", scheduler=RAY, ranks_per_node=8)
    c.steps(1, 10, every=120.0)
    for text in [
        "2025-04-24 18:57:03,337 ERR cli.py:71 -- ^[[31m---------------------------------------"
        "^[[39m",
        "2025-04-24 18:57:03,337 ERR cli.py:72 -- ^[[31mJob 'raysubmit_LKFSP4hfiq2xPuz6' failed"
        "^[[39m",
        "2025-04-24 18:57:03,337 ERR cli.py:73 -- ^[[31m---------------------------------------"
        "^[[39m",
        "2025-04-24 18:57:03,337 INFO cli.py:86 -- Status message: Job entrypoint command failed "
        "with exit code 1, last available logs (truncated to 20,000 chars):",
    ]:
        c.own(node, "ray-job", LMMR1_71, "2025-04-24T18:57:03.337000", text)
    c.log(node, "ray-job", LMMR1_71,
          "95412   14.05   ray::LLMRayActor",
          "95410   13.86   ray::LLMRayActor",
          "95414   13.85   ray::LLMRayActor",
          "95411   13.61   ray::LLMRayActor",
          "95415   13.49   ray::LLMRayActor",
          "95409   13.43   ray::LLMRayActor",
          "Refer to the documentation on how to address the out of memory issue: "
          "https://docs.ray.io/en/latest/ray-core/scheduling/ray-oom-prevention.html. Consider "
          "provisioning more memory on this node or reducing task parallelism by requesting more "
          "CPUs per task. Set max_restarts and max_task_retries to enable retry when the task "
          "crashes due to OOM. To adjust the kill threshold, set the environment variable "
          "`RAY_memory_usage_threshold` when starting Ray. To disable worker killing, set the "
          "environment variable `RAY_memory_monitor_refresh_ms` to zero.", t=3423.337)
    c.job(3424.0, "FAILED", exit_code=1)

    node = "a100-40g-host"
    c = case("b72-openrlhf-ppo-rank7-cuda-oom", "attributed", "oom", [], [node],
             "OpenRLHF PPO (DeepSpeed launcher) on eight A100 40G: rank 7 raises "
             "torch.cuda.OutOfMemoryError and the launcher kills its subprocess. Lines as posted, "
             "node name ours, the OOM line set just before the launcher's own time.",
             start="2024-08-02T01:00:00+00:00", scheduler=STATIC, ranks_per_node=8)
    c.steps(1, 10, every=140.0)
    c.log(node, "train", ORLHF398,
          "[rank7]: torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 112.00 MiB. "
          "GPU 7 has a total capacity of 39.39 GiB of which 14.00 MiB is free. Process 1117993 has "
          "39.36 GiB memory in use. Of the allocated memory 38.34 GiB is allocated by PyTorch, and "
          "385.64 MiB is reserved by PyTorch but unallocated. If reserved but unallocated memory "
          "is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid "
          "fragmentation.  See documentation for Memory Management  "
          "(https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)", t=1499.0)
    c.own(node, "train", ORLHF398, "2024-08-02T01:24:59.694000",
          "[2024-08-02 01:24:59,694] [INFO] [launch.py:319:sigkill_handler] Killing subprocess "
          "33131")
    c.job(1501.0, "FAILED", exit_code=1)

    node = "10.20.49.141"
    c = case("b72-verl-dapo-ray-node-low-on-memory", "attributed", "oom", [], [node],
             "verl DAPO recipe: Ray kills a rollout worker because the node is running low on "
             "host memory (four generate_sequences workers at about 56 GB each). Lines as posted, "
             "times ours.", start="2025-08-10T10:00:00+00:00", scheduler=RAY, ranks_per_node=4)
    c.steps(1, 5, every=300.0)
    c.log(node, "main_ppo", VERL2950,
          "ray.exceptions.OutOfMemoryError: Task was killed due to the node running low on memory.",
          "Memory on the node (IP: 10.20.49.141, ID: "
          "4748aa6d1bc114b8bf58822d0b162796a1d36a79dee5c167c9bf91f5) where the task (actor ID: "
          "9e43ace6a1234e13df7b456b01000000, name=8szhVkWorkerDict_0:3:WorkerDict.__init__, "
          "pid=4100606, memory used=56.57GB) was running was 246.41GB / 251.54GB (0.979583), which "
          "exceeds the memory usage threshold of 0.95. Ray killed this worker (ID: "
          "c9e16e95ed0c9707dcde91d19343981acdcd5808faec8c16c1c9fa0f) because it was the most "
          "recently scheduled task; to see more information about memory usage on this node, use "
          "`ray logs raylet.out -ip 10.20.49.141`. To see the logs of the worker, use `ray logs "
          "worker-c9e16e95ed0c9707dcde91d19343981acdcd5808faec8c16c1c9fa0f*out -ip 10.20.49.141. "
          "Top 10 memory users:",
          "PID     MEM(GB) COMMAND",
          "4100606 56.57   ray::WorkerDict.actor_rollout_generate_sequences",
          "4100605 56.36   ray::WorkerDict.actor_rollout_generate_sequences",
          "4100604 56.13   ray::WorkerDict.actor_rollout_generate_sequences",
          "4099200 55.73   ray::WorkerDict.actor_rollout_generate_sequences", t=1600.0)
    c.job(1605.0, "FAILED", exit_code=1)


# ---- weight sync, rollout engines, collectives --------------------------------------------------
def build_weight_sync_and_rollout() -> None:
    node = "sglang-node0"
    c = case("b72-sglang-weight-update-group-store-get-failed", "ambiguous", "network", [],
             [node],
             "An SGLang server joined to a trainer's weight-update process group: the processes "
             "hang after the group is initialised, then the scheduler raises DistBackendError "
             "(store->get failed to format addr, unknown family=0) at the group's barrier. Lines "
             "as posted (own times, the year from the report), node name ours.",
             start="2025-03-05T03:40:00+00:00", scheduler=STATIC, ranks_per_node=8)
    c.job(0.0, "RUNNING")
    for rank, when in [("0", "235035"), ("3", "242042"), ("4", "248035"), ("1", "254027"),
                       ("7", "254133"), ("6", "255065"), ("2", "259029")]:
        c.own(node, "sglang", SGL4096, f"2025-03-05T03:55:35.{when}",
              f"0: [rank{rank}]:[W305 03:55:35.{when}"
              + {"0": "264", "3": "106", "4": "369", "1": "455", "7": "292", "6": "857",
                 "2": "653"}[rank] + " socket.cpp:462] [c10d]")
    c.own(node, "sglang", SGL4096, "2025-03-05T03:55:55",
          "0: [2025-03-05 03:55:55 TP0] Scheduler hit an exception: Traceback (most recent call "
          "last):")
    c.log(node, "sglang", SGL4096,
          '0:   File "/sgl-workspace/sglang/python/sglang/srt/model_executor/model_runner.py", '
          "line 463, in init_weights_update_group",
          "0:     dist.barrier(group=self._model_update_group, device_ids=[self.gpu_id])",
          '0:   File "/usr/local/lib/python3.10/dist-packages/torch/distributed/c10d_logger.py", '
          "line 83, in wrapper",
          "0:     return func(*args, **kwargs)",
          '0:   File "/usr/local/lib/python3.10/dist-packages/torch/distributed/'
          'distributed_c10d.py", line 4159, in barrier',
          "0:     work = group.barrier(opts=opts)",
          "0: torch.distributed.DistBackendError: [1] is setting up NCCL communicator and "
          "retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but "
          "store->get('0') got error: failed to format addr, unknown family=0", t=955.0)

    node = "open-r1-host"
    c = case("b72-openr1-trl-vllm-client-server-not-up", "ambiguous", "hang", [], [node],
             "open-r1 GRPO with TRL's vLLM client: the trainer only repeats that the vLLM server "
             "is not up yet and never starts a step. No error, no rank shown stopping first. "
             "Lines as posted, node name and times ours.",
             start="2025-04-01T08:00:00+00:00", scheduler=STATIC, ranks_per_node=7)
    c.job(0.0, "RUNNING")
    for i in range(4):
        c.log(node, "train", OPENR1_568,
              "INFO - trl.extras.vllm_client - Server is not up yet. Retrying in 2.0 seconds...",
              t=60.0 + 2.0 * i)

    node = "134.100.9.210"
    c = case("b72-slime-rollout-generate-timeout-error", "ambiguous", "hang", [], [node],
             "slime: the rollout generation stops at 40 of 64 and train.py's ray.get on "
             "RolloutManager.generate raises RayTaskError(TimeoutError). Nothing shows which "
             "engine stalled. Lines as posted (the stored copy ends inside the last line), times "
             "ours.", start="2026-02-09T10:00:00+00:00", scheduler=RAY, ranks_per_node=8)
    c.steps(1, 10, every=300.0)
    c.log(node, "train", SLIME1562,
          "Rollout generation:  62%|██████▎   | 40/64 [04:51<02:52,  7.19s/it]", t=3291.0)
    c.log(node, "train", SLIME1562,
          "Traceback (most recent call last):",
          '  File "/export/home/pan/slime/train.py", line 100, in <module>',
          "    train(args)",
          '  File "/export/home/pan/slime/train.py", line 69, in train',
          "    rollout_data_ref = ray.get(rollout_manager.generate.remote(rollout_id))",
          '  File "/export/home/pan/micromamba/envs/slime/lib/python3.12/site-packages/ray/'
          '_private/worker.py", line 1015, in get_objects',
          "    raise value.as_instanceof_cause()",
          "ray.exceptions.RayTaskError(TimeoutError): ray::RolloutManager.generate() "
          "(pid=1694029, ip=134.100.9.210, actor_id=d937ea7a", t=3900.0)
    c.job(3905.0, "FAILED", exit_code=1)

    node = "10.81.10.44"
    c = case("b72-openrlhf-32b-ppo-broadcast-watchdog-timeout", "ambiguous", "hang", [], [node],
             "OpenRLHF PPO of a 32B model with 32k generation: rank 3's watchdog catches a "
             "BROADCAST that ran 600 s and takes the process down. No rank shown stopping first. "
             "Lines as posted (own times, the year from the report), node as posted.",
             start="2025-04-08T08:00:00+00:00", scheduler=RAY, ranks_per_node=8)
    c.steps(1, 10, every=600.0)
    c.own(node, "actor", ORLHF949, "2025-04-08T10:01:52.863815",
          "(ActorModelRayActor pid=118633, ip=10.81.10.44) [rank3]:[E408 10:01:52.863815648 "
          "ProcessGroupNCCL.cpp:695] [Rank 3] To avoid data inconsistency, we are taking the "
          "entire process down.")
    c.own(node, "actor", ORLHF949, "2025-04-08T10:01:52.865193",
          "(ActorModelRayActor pid=118633, ip=10.81.10.44) [rank3]:[E408 10:01:52.865193330 "
          "ProcessGroupNCCL.cpp:1895] [PG ID 1 PG GUID 1 Rank 3] Process group watchdog thread "
          "terminated with exception: [Rank 3] Watchdog caught collective operation timeout: "
          "WorkNCCL(SeqNum=147619, OpType=BROADCAST, NumelIn=32, NumelOut=32, "
          "Timeout(ms)=600000) ran for 600010 milliseconds before timing out.")
    c.log(node, "actor", ORLHF949,
          "(ActorModelRayActor pid=118633, ip=10.81.10.44) Exception raised from checkTimeout at "
          "/pytorch/torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:632 (most recent call "
          "first):", t=7312.9)
    c.job(7320.0, "FAILED", exit_code=1)

    node = "job-hvjmrsm8sqf4r2h5q2tl-worker-0"
    c = case("b72-openrlhf-vllm-update-weight-ibv-modify-qp-timeout", "ambiguous", "network",
             [], [node],
             "OpenRLHF with LoRA and vLLM, multi-node: while broadcasting weights to the vLLM "
             "engine, NCCL warns that ibv_modify_qp failed (connection timed out) and vLLM's "
             "update_weight errors. No peer shown at fault. Lines as posted (own times, the year "
             "from the report).", start="2024-06-30T06:00:00+00:00", scheduler=RAY,
             ranks_per_node=8)
    c.job(0.0, "RUNNING")
    c.steps(1, 5, every=100.0)
    c.log(node, "vllm", ORLHF335,
          "(LLMRayActor pid=1112, ip=172.26.5.7) update weight: model.embed_tokens.weight, dtype: "
          "torch.bfloat16, shape: torch.Size([128256, 8192])",
          "(LLMRayActor pid=1112, ip=172.26.5.7) job-hvjmrsm8sqf4r2h5q2tl-worker-0:1112:13532 [0] "
          "ibvwrap.c:160 NCCL WARN Call to ibv_modify_qp failed with error Connection timed out",
          t=611.0)
    c.log(node, "vllm", ORLHF335,
          "(LLMRayActor pid=1112, ip=172.26.5.7) ERROR 06-30 06:10:12 worker_base.py:145] Error "
          "executing method update_weight. This might cause deadlock in distributed execution.",
          "(LLMRayActor pid=1112, ip=172.26.5.7) ERROR 06-30 06:10:12 worker_base.py:145] "
          "Traceback (most recent call last):",
          '(LLMRayActor pid=1112, ip=172.26.5.7) ERROR 06-30 06:10:12 worker_base.py:145]   File '
          '"/usr/local/lib/python3.10/dist-packages/vllm/worker/worker_base.py", line 137, in '
          "execute_method",
          "(LLMRayActor pid=1112, ip=172.26.5.7) ERROR 06-30 06:10:12 worker_base.py:145]     "
          "return executor(*args, **kwargs)", t=612.0, note="own time printed inside the line")

    node = "b200-node"
    c = case("b72-slime-fp8-rollout-sglang-illegal-memory-access", "attributed", "user_code", [],
             [node],
             "slime RL of Qwen3-30B-A3B with FP8 rollout on B200: right after the weight update "
             "and the first prefill batch, the SGLang engine's NCCL watchdog terminates with CUDA "
             "error: an illegal memory access. Lines as posted (own times), node name ours.",
             start="2025-11-25T07:50:00+00:00", scheduler=RAY, ranks_per_node=8)
    c.steps(1, 3, every=200.0)
    c.log(node, "train", SLIME953,
          "Update weights:  98%|█████████▊| 112/114 [00:14<00:00, 15.93it/s]",
          "Update weights: 100%|██████████| 114/114 [00:14<00:00,  7.86it/s]", t=708.0)
    c.own(node, "train", SLIME953, "2025-11-25T08:01:49",
          "(MegatronTrainRayActor pid=52559) [2025-11-25 08:01:49] memory_utils.py:41 - [Rank 0] "
          "Memory-Usage after update_weights: {'gpu': '0', 'total_GB': 178.36, 'free_GB': 154.74, "
          "'used_GB': 23.62, 'allocated_GB': 25.14, 'reserved_GB': 30.44}")
    c.own(node, "train", SLIME953, "2025-11-25T08:01:51",
          '(SGLangEngine pid=45268) [2025-11-25 08:01:51] INFO:     172.22.135.172:42196 - "POST '
          '/resume_memory_occupation HTTP/1.1" 200 OK')
    c.own(node, "train", SLIME953, "2025-11-25T08:01:51",
          "(MegatronTrainRayActor pid=52559) [2025-11-25 08:01:51] timer.py:32 - Timer "
          "update_weights end (elapsed: 15.8s)")
    c.own(node, "train", SLIME953, "2025-11-25T08:01:51",
          '(SGLangEngine pid=45268) [2025-11-25 08:01:51] INFO:     172.22.135.172:42202 - "POST '
          '/resume_memory_occupation HTTP/1.1" 200 OK')
    c.log(node, "train", SLIME953,
          "Rollout generation:   0%|          | 0/480 [00:00<?, ?it/s]", t=711.5)
    c.own(node, "train", SLIME953, "2025-11-25T08:01:52",
          "(SGLangEngine pid=45268) [2025-11-25 08:01:52 TP0 EP0] Prefill batch, #new-seq: 9, "
          "#new-token: 1208, #cached-token: 0, token usage: 0.00, #running-req: 0, #queue-req: 0,")
    c.own(node, "train", SLIME953, "2025-11-25T08:01:55.745961",
          "(SGLangEngine pid=45268) [rank7]:[E1125 08:01:55.745961858 ProcessGroupNCCL.cpp:2068] "
          "[PG ID 2 PG GUID 3 Rank 7] Process group watchdog thread terminated with exception: "
          "CUDA error: an illegal memory access was encountered")
    c.job(720.0, "FAILED", exit_code=1)

    node = "recall-host"
    c = case("b72-recall-verl-vllm-rollout-illegal-memory-access", "attributed", "user_code", [],
             [node],
             "ReCall (verl GRPO with vLLM rollout): vLLM's model runner fails an execution with "
             "CUDA error: an illegal memory access and the job ends in Hydra's 'Error executing "
             "job'. Lines as posted (own times, the year from the report), node name ours.",
             start="2025-04-29T17:00:00+00:00", scheduler=RAY, ranks_per_node=8)
    c.steps(1, 10, every=90.0)
    for text in [
        "INFO 04-29 17:17:36 model_runner_base.py:120] Writing input of failed execution to "
        "/tmp/err_execute_model_input_20250429-171736.pkl...",
        "WARNING 04-29 17:17:36 model_runner_base.py:143] Failed to pickle inputs of failed "
        "execution: CUDA error: an illegal memory access was encountered",
        "WARNING 04-29 17:17:36 model_runner_base.py:143] Compile with `TORCH_USE_CUDA_DSA` to "
        "enable device-side assertions.",
    ]:
        c.own(node, "main_ppo", RECALL54, "2025-04-29T17:17:36", text)
    c.job(1060.0, "FAILED", exit_code=1)

    node = "10.141.3.2"
    c = case("b72-ttrl-verl-generate-sequences-runtime-error", "attributed", "user_code", [],
             [node],
             "TTRL (verl) on eight L40S: just before training starts, the rollout's "
             "generate_sequences raises RayTaskError(RuntimeError) inside vLLM's sampler (the "
             "report's title: CUDA illegal memory access). Lines as posted, times ours.",
             start="2025-05-26T09:00:00+00:00", scheduler=RAY, ranks_per_node=8)
    c.log(node, "main_ppo", TTRL12,
          "ray.exceptions.RayTaskError(RuntimeError): ray::WorkerDict.actor_rollout_generate_"
          "sequences() (pid=1033325, ip=10.141.3.2, actor_id=2043fdf32e4922deaa07336301000000, "
          "repr=<verl.single_controller.ray.base.WorkerDict object at 0x152d31e92b10>)",
          '  File "/homes/khattar/miniconda3/envs/ttrl2/lib/python3.11/site-packages/vllm/worker/'
          'model_runner.py", line 1708, in execute_model',
          "    output: SamplerOutput = self.model.sample(",
          '  File "/homes/khattar/miniconda3/envs/ttrl2/lib/python3.11/site-packages/vllm/'
          'model_executor/models/qwen2.py", line 433, in sample',
          "    next_tokens = self.sampler(logits, sampling_metadata)", t=240.0)
    c.job(245.0, "FAILED", exit_code=1)


# ---- exceptions of the program or its environment ------------------------------------------------
def build_program_errors() -> None:
    node = "grpo-client"
    c = case("b72-trl-grpo-server-get-world-size-404", "attributed", "user_code", [], [node],
             "TRL GRPO in server mode (client TRL 0.18.1 against a vLLM 0.9 server): the client's "
             "init_communicator gets 404 Not Found for get_world_size. Line as posted, node name "
             "and times ours.", start="2025-06-10T05:00:00+00:00", scheduler=STATIC,
             ranks_per_node=4)
    c.log(node, "train", TRL3561, "get_world_size 404 Not Found", t=40.0)
    c.job(42.0, "FAILED", exit_code=1)

    node = "simplear-host"
    c = case("b72-simplear-trl-vllm-serve-invalid-choice", "attributed", "user_code", [], [node],
             "SimpleAR's GRPO setup: `trl vllm-serve` is refused by the installed TRL CLI "
             "(invalid choice), so the rollout server never starts. Lines as posted (own times, "
             "the year from the report), node name ours.",
             start="2025-05-19T17:20:00+00:00", scheduler=STATIC)
    c.log(node, "vllm-serve", SIMPLEAR24,
          "CUDA_VISIBLE_DEVICES=0 trl vllm-serve --model "
          "/share/project/code/SimpleAR/ckpts/SimpleAR-0.5B-SFT", t=50.0)
    c.own(node, "vllm-serve", SIMPLEAR24, "2025-05-19T17:20:54.153000",
          "[2025-05-19 17:20:54,153] [INFO] [real_accelerator.py:203:get_accelerator] Setting "
          "ds_accelerator to cuda (auto detect)")
    c.log(node, "vllm-serve", SIMPLEAR24,
          "[WARNING]  async_io requires the dev libaio .so object and headers but these were not "
          "found.", t=54.2)
    c.own(node, "vllm-serve", SIMPLEAR24, "2025-05-19T17:20:56",
          "INFO 05-19 17:20:56 __init__.py:190] Automatically detected platform cuda.")
    c.log(node, "vllm-serve", SIMPLEAR24, "usage: trl",
          "TRL CLI: error: argument command: invalid choice: 'vllm-serve' (choose from 'chat', "
          "'dpo', 'env', 'grpo', 'kto', 'sft')", t=56.5)
    c.job(57.0, "FAILED", exit_code=2)

    node = "slime-head"
    c = case("b72-slime-retool-eval-traceback", "attributed", "user_code", [], [node],
             "slime's retool example (Qwen3-4B RL): train.py fails in ray.get on the rollout "
             "manager's eval with a traceback through its own code (the report's title names "
             "the failing expression in its reward code). Lines as posted (the stored copy ends "
             "before the exception line), node name and times ours.",
             start="2026-04-13T06:00:00+00:00", scheduler=RAY, ranks_per_node=4)
    c.log(node, "train", SLIME1829,
          "Traceback (most recent call last):",
          '  File "/root/slime/train.py", line 106, in <module>',
          "    train(args)",
          '  File "/root/slime/train.py", line 66, in train',
          "    ray.get(rollout_manager.eval.remote(rollout_id))",
          '  File "/usr/local/lib/python3.12/dist-packages/ray/_private/auto_init_hook.py", line '
          "22, in auto_init_wrapper",
          "    return fn(*args, **kwargs)", t=420.0)
    c.job(425.0, "FAILED", exit_code=1)

    node = "npu-host"
    c = case("b72-verl-megatron-npu-args-not-initialized", "attributed", "user_code", [], [node],
             "verl GRPO with the Megatron backend on NPU (MindSpeed): building the worker raises "
             "AssertionError: args is not initialized. Lines as posted (indent of the block "
             "kept), node name and times ours.",
             start="2025-09-08T10:00:00+00:00", scheduler=RAY, ranks_per_node=8)
    c.log(node, "main_ppo", VERL3412,
          "    self.worker_dict[key] = user_defined_cls(",
          '  File "/home/heyuhang/verl-x-ascend-heyuhang/workspace/nightly-0908/verl/verl/workers/'
          'megatron_workers.py", line 180, in __init__',
          '    repatch(self.config.actor.megatron.get("override_transformer_config", {}))',
          '  File "/workspace/MindSpeed/mindspeed/megatron_adaptor.py", line 63, in repatch',
          "    full_args = get_full_args()",
          '  File "/workspace/MindSpeed/mindspeed/args_utils.py", line 58, in get_full_args',
          "    full_args = get_args()",
          '  File "/home/heyuhang/verl-x-ascend-heyuhang/workspace/nightly-0908/verl/megatron/'
          'training/global_vars.py", line 25, in get_args',
          "    _ensure_var_is_initialized(_GLOBAL_ARGS, 'args')",
          '  File "/home/heyuhang/verl-x-ascend-heyuhang/workspace/nightly-0908/verl/megatron/'
          'training/global_vars.py", line 247, in _ensure_var_is_initialized',
          "    assert var is not None, '{} is not initialized.'.format(name)",
          "AssertionError: args is not initialized.", t=90.0)
    c.job(95.0, "FAILED", exit_code=1)

    node = "swift-32b-host"
    c = case("b72-msswift-gspo-end-free-pointer-not-allocated", "attributed", "user_code", [],
             [node],
             "ms-swift GRPO/GSPO of a 32B model, 246 of 248 steps after 43 hours: the trainer "
             "prints its last and best checkpoints and then aborts with c10::Error 'Trying to "
             "free a pointer not allocated here' from the CUDA pluggable allocator; the final "
             "checkpoint is not saved. Lines as posted (own times, the year from the report), "
             "node name ours; the step metrics ours (one point per ten steps).",
             start="2025-08-05T20:37:25+00:00", scheduler=STATIC, ranks_per_node=2)
    c.steps(1, 24, every=6395.0)
    c.log(node, "train", SWIFT5297,
          "{'train_runtime': 157317.8608, 'train_samples_per_second': 0.017, "
          "'train_steps_per_second': 0.002, 'train_loss': 0.01490604, 'epoch': 0.99, "
          "'global_step/max_steps': '246/248', 'percentage': '99.19%', 'elapsed_time': '1d 19h "
          "41m 57s', 'remaining_time': '21m 19s'}",
          "Train:  99%|█████████▉| 246/248 [43:41:57<21:19, 639.50s/it]", t=157570.0)
    for text in [
        "INFO 08-07 16:23:41 [sft.py:160] last_model_checkpoint: /xxx/workspace/subspace/ms-swift/"
        "output/train/math_script_32B/stage_1_gspo_sft_low_lr_datav1_bs4_0805/"
        "v1-20250805-203725/checkpoint-200",
        "INFO 08-07 16:23:41 [sft.py:161] best_model_checkpoint: /xxx/workspace/subspace/ms-swift/"
        "output/train/math_script_32B/stage_1_gspo_sft_low_lr_datav1_bs4_0805/"
        "v1-20250805-203725/checkpoint-100",
    ]:
        c.own(node, "train", SWIFT5297, "2025-08-07T16:23:41", text)
    c.log(node, "train", SWIFT5297,
          "terminate called after throwing an instance of 'c10::Error'",
          "  what():  Trying to free a pointer not allocated here",
          "Exception raised from raw_delete at /pytorch/torch/csrc/cuda/"
          "CUDAPluggableAllocator.cpp:151 (most recent call first):", t=157577.0)
    c.job(157580.0, "FAILED", exit_code=134)

    node = "172.26.5.7"
    c = case("b72-openrlhf-noset-visible-devices-update-weight-error", "attributed", "user_code",
             [], [node],
             "OpenRLHF with RAY_EXPERIMENTAL_NOSET_CUDA_VISIBLE_DEVICES=1 set on NVIDIA GPUs (a "
             "maintainer's test of a change): vLLM's update_weight fails in the weight broadcast "
             "to the engine. Lines as posted (the stored copy ends before the exception line; "
             "own times, the year from the report), node name ours.",
             start="2024-11-28T02:19:27+00:00", scheduler=RAY, ranks_per_node=4)
    for text in [
        "(LLMRayActor pid=43469) ERROR 11-28 02:28:01 worker_base.py:466] Error executing method "
        "update_weight. This might cause deadlock in distributed execution.",
        "(LLMRayActor pid=43469) ERROR 11-28 02:28:01 worker_base.py:466] Traceback (most recent "
        "call last):",
        '(LLMRayActor pid=43469) ERROR 11-28 02:28:01 worker_base.py:466]   File "/home/jianh/'
        '.local/lib/python3.10/site-packages/vllm/worker/worker_base.py", line 458, in '
        "execute_method",
        "(LLMRayActor pid=43469) ERROR 11-28 02:28:01 worker_base.py:466]     return "
        "executor(*args, **kwargs)",
        "(LLMRayActor pid=43469) ERROR 11-28 02:28:01 worker_base.py:466]     "
        "torch.distributed.broadcast(weight, 0, group=self._model_update_group)",
    ]:
        c.own(node, "vllm", ORLHF536, "2024-11-28T02:28:01", text)
    c.job(535.0, "FAILED", exit_code=1)

    node = "skyrl-host"
    c = case("b72-skyrl-vllm-ray-backend-reserved-env-var", "attributed", "user_code", [],
             [node],
             "SkyRL's gsm8k example with vLLM on the Ray backend: the engine core asserts that a "
             "reserved Ray env var is set, and engine initialisation fails. Lines as posted (own "
             "time, the year from the report), node name ours.",
             start="2026-03-18T23:20:00+00:00", scheduler=RAY, ranks_per_node=4)
    c.own(node, "train", SKYRL1343, "2026-03-18T23:23:32",
          "(EngineCore_DP0 pid=1279235) ERROR 03-18 23:23:32 [core.py:1006] AssertionError: The "
          "env var, __RAY_WORKER_PROCESS_SETUP_HOOK_ENV_VAR, is not permitted because it is "
          "reserved for the internal use.")
    c.log(node, "train", SKYRL1343,
          "RuntimeError: Engine core initialization failed. See root cause above. Failed core "
          "proc(s): {}", t=213.0)
    c.job(215.0, "FAILED", exit_code=1)


# ---- worker deaths with no cause shown, a run that completed -------------------------------------
def build_worker_deaths_and_completed() -> None:
    node = "grpo-3b-host"
    c = case("b72-philschmid-mini-grpo-server-not-up-then-crash", "ambiguous", "unknown", [],
             [node],
             "The mini-GRPO countdown recipe launched with accelerate on three processes: the "
             "trainer waits for a vLLM server that is not up, and the poster says training then "
             "crashed; no error is shown. Lines as posted, node name and times ours.",
             start="2025-06-06T09:00:00+00:00", scheduler=STATIC, ranks_per_node=3)
    c.log(node, "train", PHIL83,
          "accelerate launch --num_processes 3 --config_file configs/accelerate_configs/"
          "deepspeed_zero3.yaml scripts/run_r1_grpo.py --config "
          "receipes/grpo-qwen-2.5-3b-deepseek-r1-countdown.yaml", t=0.0)
    c.log(node, "train", PHIL83,
          "INFO:trl.extras.vllm_client:Server is not up yet. Retrying in 2.0 seconds...", t=60.0)
    c.log(node, "train", PHIL83,
          "INFO:trl.extras.vllm_client:Server is not up yet. Retrying in 2.0 seconds...", t=62.0)
    c.job(70.0, "FAILED", exit_code=1)

    node = "10.0.0.1"
    c = case("b72-verl-grpo-worker-died-connection-error-code-2", "ambiguous", "unknown", [],
             [node],
             "verl GRPO: a Ray worker exits with SYSTEM_ERROR (connection error code 2, end of "
             "file); Ray lists OOM killer, ray stop or a crash as possible causes and the actor is "
             "dead. Nothing shows which. Lines as posted, times ours.",
             start="2025-03-01T10:00:00+00:00", scheduler=RAY, ranks_per_node=8)
    c.steps(1, 10, every=60.0)
    c.log(node, "main_ppo", VERL472,
          "A worker died or was killed while executing a task by an unexpected system error. To "
          "troubleshoot the problem, check the logs for the dead worker. RayTask ID: "
          "ffffffffffffffff308b51161c6df986f5e8ce0502000000 Worker ID: "
          "ecb9585c3a722865f339a86d7d9ae9abb131b502d1452edadee7b0e3 Node ID: "
          "ed9580448251cc916430246358f4b61106db8cf2a06ff38a04a51eb1 Worker IP address: 10.0.0.1 "
          "Worker port: 10074 Worker PID: 27499 Worker exit type: SYSTEM_ERROR Worker exit detail: "
          "Worker unexpectedly exits with a connection error code 2. End of file. There are some "
          "potential root causes. (1) The process is killed by SIGKILL by OOM killer due to high "
          "memory usage. (2) ray stop --force is called. (3) The worker is crashed unexpectedly "
          "due to SIGSEGV or other unexpected errors.",
          "Error executing job with overrides: "
          "['algorithm.adv_estimator=grpo......trainer.total_epochs=1']",
          "The actor is dead because its worker process has died. Worker exit type: SYSTEM_ERROR "
          "Worker exit detail: Worker unexpectedly exits with a connection error code 2. End of "
          "file. There are some potential root causes. (1) The process is killed by SIGKILL by "
          "OOM killer due to high memory usage. (2) ray stop --force is called. (3) The worker is "
          "crashed unexpectedly due to SIGSEGV or other unexpected errors.",
          "The actor never ran - it was cancelled before it started running.", t=630.0)
    c.job(635.0, "FAILED", exit_code=1)

    node = "prime-rl-dev"
    c = case("b72-primerl-training-finished-destroy-pg-warning", "no_failure", "unknown", [],
             [node],
             "prime-rl debug training on one rank: 'Training finished, exiting ...', then "
             "PyTorch warns that destroy_process_group() was not called. The run completed. Lines "
             "as posted (own times, the year from the report), node name ours; COMPLETED ours.",
             start="2025-06-16T21:29:00+00:00", scheduler=STATIC)
    c.steps(1, 10, every=2.0, t0=12.0)
    c.own(node, "train", PRIMERL417, "2025-06-16T21:29:11",
          "06-16 21:29:11 [TRAIN] [Rank 0] [INFO] [train.py:100] start training on 1 rank(s)")
    c.own(node, "train", PRIMERL417, "2025-06-16T21:29:32",
          "06-16 21:29:32 [TRAIN] [Rank 0] [INFO] [train.py:535] Training finished, exiting ...")
    c.own(node, "train", PRIMERL417, "2025-06-16T21:29:32",
          "06-16 21:29:32 [TRAIN] [Rank 0] [INFO] [train.py:536] Max memory: 12.08 GB")
    c.own(node, "train", PRIMERL417, "2025-06-16T21:29:33.762196",
          "[rank0]:[W616 21:29:33.762196891 ProcessGroupNCCL.cpp:1496] Warning: WARNING: "
          "destroy_process_group() was not called before program exit, which can leak resources. "
          "For more info, please see https://pytorch.org/docs/stable/distributed.html#shutdown "
          "(function operator())")
    c.job(34.0, "COMPLETED", exit_code=0)


def build_late_hang() -> None:
    node = "open-r1-8gpu"
    c = case("b72-openr1-grpo-8gpu-watchdog-stuck-midway", "ambiguous", "hang", [], [node],
             "open-r1 GRPO on eight GPUs gets stuck midway: rank 0's ProcessGroupNCCL watchdog "
             "reports it got stuck for 480 seconds without progress. No rank shown stopping "
             "first. Line as posted (own time, the year from the report), node name ours.",
             start="2025-03-05T23:00:00+00:00", scheduler=STATIC, ranks_per_node=8)
    c.steps(1, 20, every=200.0)
    c.own(node, "train", OPENR1_478, "2025-03-06T00:30:11.701177",
          "[rank0]:[E306 00:30:11.701177518 ProcessGroupNCCL.cpp:1484] [PG ID 0 PG GUID "
          "0(default_pg) Rank 0] ProcessGroupNCCL's watchdog got stuck for 480 seconds without "
          "making progress in monitoring enqueued collectives. This typically indicates a "
          "NCCL/CUDA API (e.g., CudaEventDestroy) hang blocking the watchdog, and could be "
          "triggered by another thread holding the GIL inside a CUDA api (for example, "
          "CudaEventDestroy), or other deadlock-prone behaviors.If you suspect the watchdog is "
          "not actually stuck and a longer timeout would help, you can either increase the "
          "timeout (TORCH_NCCL_HEARTBEAT_TIMEOUT_SEC) to a larger value or disable the heartbeat "
          "monitor (TORCH_NCCL_ENABLE_MONITORING=0).If either of aforementioned helps, feel free "
          "to file an issue to PyTorch about the short timeout or false positive abort; "
          "otherwise, please attempt to debug the hang.")
    c.job(5411.0, "FAILED", exit_code=1)


def build_placement() -> None:
    node = "a100-cloud"
    c = case("b72-agentr1-ppo-no-node-type-fulfills-8-gpu-request", "attributed", "user_code", [],
             [node],
             "Agent-R1 (verl) PPO script on one rented A100: Ray's autoscaler reports that no "
             "node type can fulfil the request for 8 CPUs and 8 GPUs (the script asks for more "
             "GPUs per node than the machine has), so the workers never start. Line as posted, "
             "node name and times ours.", start="2025-03-16T10:00:00+00:00", scheduler=RAY)
    c.job(0.0, "RUNNING")
    c.log(node, "main_ppo", AGENTR1_4,
          "(autoscaler +4m3s) Error: No available node types can fulfill resource request "
          "defaultdict(<class 'float'>, {'CPU': 8.0, 'GPU': 8.0}). Add suitable node types to "
          "this cluster to resolve this issue.", t=243.0)


# ---- writing -----------------------------------------------------------------------------------
def main() -> None:
    build()
    remove_stale(ROOT, "b72-", CASES)
    write_split(CASES, SPLIT, ROOT)


if __name__ == "__main__":
    main()
