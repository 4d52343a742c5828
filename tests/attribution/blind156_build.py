"""Build the hundred-fifty-sixth blind corpus (tests/attribution/blind156/): RL post-training
with an inference engine in the loop, 2025-2026.

    python tests/attribution/blind156_build.py

A held-out proxy for how attribution generalises to reinforcement-learning post-training runs
that keep a generation engine beside the trainer: verl (FSDP or Megatron with vLLM or SGLang
rollouts, agent loops, the fully-async recipe) and projects built on it (verl-tool, EnvFactory),
TRL's GRPO with `trl vllm-serve` and open-r1, OpenRLHF (lmm-r1), NeMo-RL with NeMo-Gym, SkyRL,
slime (Megatron to SGLang weight updates, also on Ascend NPUs) and a project built on it
(ThetaEvolve), ROLL and Pai-Megatron-Patch's ChatLearn GRPO, as GitHub issue and pull-request
threads show them. They were found with the search tool's issue corpus (queries listed in
blind156/README.md) and taken in the order the searches returned them, skipping only reports
without a copyable log line, reports not about a multi-device training run and reports any other
corpus or file of the repository cites. It was assembled by one helper who read neither the
engine nor its catalogs; the labels were written before any engine ran on these bundles, and no
report cited here is cited anywhere else in the repository (test_attribution_heldout.py checks
it).

Every log line is copied from the public report given next to it (host names, addresses, ids and
times as posted; a line the report wrapped stays wrapped; lines the search excerpt cut short left
out; trailing blanks dropped). Ours is only the assembly, as in stacks_build.py: which node and
stream a line is filed under (and node names where the report gives none), an ISO-8601 time in
front of every line (taken from the line's own stamp where it has one), job.json, the scheduler
events and the per-rank step metrics. The labels follow DESIGN's taxonomy and the rules of the
realworld, stacks, frontier and blind READMEs (see blind156/README.md).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from stacks_build import Case, case_maker, remove_stale, write_split  # noqa: E402

ROOT = HERE / "blind156"
SPLIT = "blind156"

# ---- sources (one public report per incident) --------------------------------------------------
VERLTOOL148 = "https://github.com/TIGER-AI-Lab/verl-tool/issues/148"
TRL2923 = "https://github.com/huggingface/trl/issues/2923"
OPENR1_658 = "https://github.com/huggingface/open-r1/issues/658"
SKYRL757 = "https://github.com/NovaSky-AI/SkyRL/issues/757"
NEMOGYM356 = "https://github.com/NVIDIA-NeMo/Gym/issues/356"
OPENR1_410 = "https://github.com/huggingface/open-r1/issues/410"
PAIMEGATRON626 = "https://github.com/alibaba/Pai-Megatron-Patch/issues/626"
SGLANG26032 = "https://github.com/sgl-project/sglang/issues/26032"
SLIME1514 = "https://github.com/THUDM/slime/issues/1514"
ROLL436 = "https://github.com/alibaba/ROLL/issues/436"
VERL2944 = "https://github.com/verl-project/verl/issues/2944"
VERL1037 = "https://github.com/verl-project/verl/pull/1037"
ENVFACTORY2 = "https://github.com/LARK-AI-Lab/EnvFactory/issues/2"
VERL4082 = "https://github.com/verl-project/verl/issues/4082"
VERL1769 = "https://github.com/verl-project/verl/pull/1769"
SLIME2280 = "https://github.com/THUDM/slime/issues/2280"
SLIME1391 = "https://github.com/THUDM/slime/issues/1391"
VERL3987 = "https://github.com/verl-project/verl/issues/3987"
LMMR1_9 = "https://github.com/TideDra/lmm-r1/issues/9"
VERL138 = "https://github.com/verl-project/verl/issues/138"

CASES: list[Case] = []


case = case_maker(CASES, SPLIT)


def build() -> None:
    build_verl()
    build_trl_and_openrlhf()
    build_slime_skyrl_nemo_and_others()


# ---- verl and projects built on it -------------------------------------------------------------
def build_verl() -> None:
    # ---- verl-tool GRPO with tool use: Ray kills a task, node low on memory --------------------
    node = "verltool-a100-node"
    c = case("b156-verltool-grpo-agent-task-killed-node-low-memory", "attributed", "oom", [],
             [node],
             "verl-tool GRPO (Qwen2.5-Math-1.5B, tool use, vLLM 0.11 rollouts) on 8 A100 80G "
             "with ~1TB RAM crashes after ~74-119 steps (4-6 hours): Ray kills a worker task "
             "because the node runs low on host memory (the poster sees a KernelActor using up to "
             "138GB, FSDP offloading on). The log snippet as posted (node name, GPU count per "
             "rank, step series and ISO time ours).",
             start="2026-02-04T16:00:17+00:00", scheduler="ray", ranks_per_node=8)
    c.steps(1, 80, every=180.0)
    c.log(node, "driver", VERLTOOL148,
          "ray.exceptions.RayTaskError(OutOfMemoryError): Task was killed due to the node running "
          "low on memory.", t=14460.0)
    c.job(14470.0, "FAILED", exit_code=1)

    # ---- verl agent loop with SGLang async rollout: triton finds no active driver -------------
    node = "verl-agent-node"
    c = case("b156-verl-agent-loop-sglang-async-zero-active-drivers", "attributed", "user_code",
             [], [node],
             "verl agent-loop training with tools (SGLang async rollout, FSDP, Qwen3-0.6B, DAPO "
             "settings) fails in the SGLang rollout: the TaskRunner reports triton's "
             "'0 active drivers' RuntimeError, an environment/library problem, before any step. "
             "The line as posted (node name and GPU count ours), ISO time ours.",
             start="2025-08-20T10:00:00+00:00", scheduler="ray", ranks_per_node=8)
    c.log(node, "driver", VERL2944,
          "(TaskRunner pid=54685) RuntimeError: 0 active drivers ([]). There should only be one.",
          t=150.0)
    c.job(155.0, "FAILED", exit_code=1)

    # ---- verl PR test run: SGLang multi-turn rollout, step 2 logs grad_norm nan ----------------
    node = "verl-sglang-pr-node"
    c = case("b156-verl-sglang-multiturn-pr-run-step2-grad-norm-nan", "attributed", "numerical",
             [], [node],
             "A contributor's test run of verl's SGLang async multi-turn rollout PR: the step-2 "
             "metrics line shows actor/grad_norm:nan (with pg_loss, kl and rewards otherwise "
             "ordinary). The first physical line of the wrapped metrics line as posted (its "
             "continuation, cut short in the excerpt, left out); node name, GPU count, step "
             "series and ISO time ours. The thread does not show how the run ended.",
             start="2025-04-20T10:00:00+00:00", scheduler="ray", ranks_per_node=8)
    c.job(0.0, "RUNNING")
    c.steps(1, 2, every=240.0)
    c.log(node, "driver", VERL1037,
          "(TaskRunner pid=362057) step:2 - global_seqlen/min:407422.000 - "
          "global_seqlen/max:440440.000 - global_seqlen/minmax_diff:33018.000 - "
          "global_seqlen/balanced_min:418815.000 - global_seqlen/balanced_max:418816.000 - "
          "global_seqlen/mean:418815.625 - actor/entropy_loss:0.218 - actor/kl_loss:0.000 - "
          "actor/kl_coef:0.001 - actor/pg_loss:0.006 - actor/pg_clipfrac:0.000 - "
          "actor/ppo_kl:0.000 - actor/pg_clipfrac_lower:0.000 - actor/grad_norm:nan - "
          "perf/mfu/actor:0.703 - perf/max_memory_allocated_gb:54.050 - "
          "perf/max_memory_reserved_gb:80.617 - perf/cpu_memory_used_gb:109.974 - "
          "actor/lr:0.000 - training/global_step:2.000 - training/epoch:0.000 - "
          "critic/score/mean:0.903 - critic/score/max:1.000 - critic/score/min:0.000 - "
          "critic/rewards/mean:0.903 - critic/rewards/max:1.000 - critic/rewards/min:0.000 - "
          "critic/advantages/mean:-0.001 - critic/advantages/max:1.436 - "
          "critic/advantages/min:-1.677 - critic/returns/mean:-0.001 - "
          "critic/returns/max:1.436 - critic/returns/min:-1.677 - response_length/mean:368.",
          t=485.0)

    # ---- EnvFactory (verl 0.6.1 + sglang 0.5.9): async server launch signature mismatch -------
    node = "envfactory-node"
    c = case("b156-envfactory-verl-sglang-async-launch-subprocesses-typeerror", "attributed",
             "user_code", [], [node],
             "EnvFactory's verl v0.6.1 multi-turn tool-calling GRPO (rollout.mode=async, SGLang "
             "HTTP server) on 8 GPUs fails at start: sglang 0.5.9 (pinned by the project) changed "
             "_launch_subprocesses()'s signature, so verl's async_sglang_server raises a "
             "TypeError. A version mismatch in the program's environment. Lines as posted (node "
             "name ours), ISO times ours.",
             start="2026-06-16T09:00:00+00:00", scheduler="ray", ranks_per_node=8)
    c.log(node, "driver", ENVFACTORY2,
          "TypeError: _launch_subprocesses() missing 3 required positional arguments:",
          "'init_tokenizer_manager_func', 'run_scheduler_process_func',",
          "and 'run_detokenizer_process_func'", t=90.0)
    c.job(95.0, "FAILED", exit_code=1)

    # ---- verl SGLang async mode: the TaskRunner actor died, no cause shown --------------------
    node = "verl-sglang-async-node"
    c = case("b156-verl-sglang-async-taskrunner-actor-died", "ambiguous", "unknown", [], [node],
             "verl with SGLang async rollout: the driver's ray.get on TaskRunner.run re-raises "
             "RayTaskError(ActorDiedError) for the TaskRunner (ip 10.21.175.69); why the actor "
             "died is not in the lines. Lines as posted with their own wall-clock prefix (UTC "
             "assumed; node name and GPU count ours).",
             start="2026-03-12T11:10:00+00:00", scheduler="ray", ranks_per_node=8,
             addresses={node: "10.21.175.69"})
    for text in (
        "[2026-03-12 11:17:34]     ray.get(runner.run.remote(config))",
        "[2026-03-12 11:17:34]   File \"/home/zhangkailin/.conda/envs/verl3/lib/python3.12/"
        "site-packages/ray/_private/auto_init_hook.py\", line 22, in auto_init_wrapper",
        "[2026-03-12 11:17:34]     return fn(*args, **kwargs)",
        "[2026-03-12 11:17:34]            ^^^^^^^^^^^^^^^^^^^",
        "[2026-03-12 11:17:34]   File \"/home/zhangkailin/.conda/envs/verl3/lib/python3.12/"
        "site-packages/ray/_private/client_mode_hook.py\", line 104, in wrapper",
        "[2026-03-12 11:17:34]     return func(*args, **kwargs)",
        "[2026-03-12 11:17:34]            ^^^^^^^^^^^^^^^^^^^^^",
        "[2026-03-12 11:17:34]   File \"/home/zhangkailin/.conda/envs/verl3/lib/python3.12/"
        "site-packages/ray/_private/worker.py\", line 2882, in get",
        "[2026-03-12 11:17:34]     values, debugger_breakpoint = worker.get_objects(object_refs, "
        "timeout=timeout)",
        "[2026-03-12 11:17:34]                                   "
        "^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
        "[2026-03-12 11:17:34]   File \"/home/zhangkailin/.conda/envs/verl3/lib/python3.12/"
        "site-packages/ray/_private/worker.py\", line 968, in get_objects",
        "[2026-03-12 11:17:34]     raise value.as_instanceof_cause()",
        "[2026-03-12 11:17:34] ray.exceptions.RayTaskError(ActorDiedError): ray::TaskRunner.run() "
        "(pid=3369646, ip=10.21.175.69, actor_id=0b280a78e9337f3e9dce5e8001000000, "
        "repr=<main_ppo.TaskRunner object at 0x7fdaa9b567b0>)",
    ):
        c.own(node, "driver", VERL4082, "2026-03-12 11:17:34", text)
    c.job(460.0, "FAILED", exit_code=1)

    # ---- verl PR test: SGLang async ChatScheduler run hangs at 0% on two H800 ----------------
    node = "verl-h800-pcie-node"
    c = case("b156-verl-sglang-async-chat-scheduler-hangs-two-gpus", "ambiguous", "hang", [],
             [node],
             "A contributor runs verl's function-reward e2e test with ENGINE=sglang "
             "ROLLOUT_MODE=async on 2 H800 PCIe GPUs: the run hangs at 'Training Progress: 0%' "
             "with GPU 0 at 100% utilisation and GPU 1 at 0%, both holding ~68GB; the vllm async "
             "backend runs the same script fine. The progress line (as posted, with its markdown "
             "emphasis) and the nvidia-smi rows as posted; node name and ISO times ours.",
             start="2025-06-19T08:00:00+00:00", scheduler="ray", ranks_per_node=2)
    c.job(0.0, "RUNNING")
    c.log(node, "driver", VERL1769,
          "**Training Progress:   0%|          | 0/1 [00:00<?, ?it/s]**", t=300.0)
    c.log(node, "nvidia-smi", VERL1769,
          "=========================================+======================+===="
          "==================|",
          "|   0  NVIDIA H800 PCIe               On  | 00000000:27:00.0 Off |   "
          "                 0 |",
          "| N/A   48C    P0              86W / 350W |  67802MiB / 81559MiB |   "
          " 100%      Default |",
          "|                                         |                      |   "
          "          Disabled |",
          "+-----------------------------------------+----------------------+---"
          "-------------------+",
          "|   1  NVIDIA H800 PCIe               On  | 00000000:B8:00.0 Off |   "
          "                 0 |",
          "| N/A   53C    P0              89W / 350W |  68642MiB / 81559MiB |   "
          "   0%      Default |",
          "|                                         |                      |   "
          "          Disabled |",
          "+-----------------------------------------+----------------------+---"
          "-------------------+",
          t=1800.0)

    # ---- verl fully-async recipe: the colocated WorkerDict dies in update_actor -------------
    node = "verl-fully-async-node"
    c = case("b156-verl-fully-async-update-actor-worker-died", "ambiguous", "unknown", [], [node],
             "verl's fully-async policy recipe with an 8192-token response length: the trainer's "
             "update_actor call fails because the colocated WorkerDict actor (pid 132182, "
             "172.16.2.252) died; the report's title says OOM, but the lines the excerpt shows "
             "stop before the worker's exit detail. Lines as posted (node name, GPU count and step "
             "series ours; start from the Ray session directory's time), ISO times ours.",
             start="2025-11-02T13:27:21+00:00", scheduler="ray", ranks_per_node=8,
             addresses={node: "172.16.2.252"})
    c.steps(1, 5, every=300.0, t0=300.0)
    c.log(node, "driver", VERL3987,
          "ray.exceptions.RayTaskError(ActorDiedError): ray::FullyAsyncTrainer.fit() (pid=131100, "
          "ip=172.16.2.252, actor_id=cacf5baae4c84d8505e41d5a0a000000, "
          "repr=<recipe.fully_async_policy.fully_async_trainer.FullyAsyncTrainer object at "
          "0x7fbe22327bb0>)",
          "  File \"/tmp/ray/session_2025-11-02_13-27-21_397096_26/runtime_resources/"
          "working_dir_files/_ray_pkg_c7d1668832fb5b15/recipe/fully_async_policy/"
          "fully_async_trainer.py\", line 261, in fit",
          "    batch, reward_extra_infos_dict = self._process_batch_common(",
          "  File \"/tmp/ray/session_2025-11-02_13-27-21_397096_26/runtime_resources/"
          "working_dir_files/_ray_pkg_c7d1668832fb5b15/recipe/fully_async_policy/ray_trainer.py\", "
          "line 460, in _process_batch_common",
          "    actor_output = self.actor_rollout_wg.update_actor(batch)",
          "  File \"/tmp/ray/session_2025-11-02_13-27-21_397096_26/runtime_resources/"
          "working_dir_files/_ray_pkg_c7d1668832fb5b15/verl/single_controller/ray/base.py\", "
          "line 48, in __call__",
          "    output = ray.get(output)",
          "ray.exceptions.ActorDiedError: The actor died unexpectedly before finishing this task.",
          "        class_name: create_colocated_worker_cls.<locals>.WorkerDict",
          "        actor_id: 1bc865d7417ba6d5182635e30a000000",
          "        pid: 132182",
          "        name: ra0GdtWorkerDict_0:1",
          "        namespace: 31d1e1ed-4eeb-4a83-b235-4847d56a68c7",
          "        ip: 172.16.2.252", t=1780.0)
    c.job(1790.0, "FAILED", exit_code=1)

    # ---- verl GRPO with n>1 on vllm 0.5.4: the driver's traceback after generation starts -----
    node = "verl-grpo-n5-node"
    c = case("b156-verl-grpo-vllm054-n-greater-than-one-error", "attributed", "user_code", [],
             [node],
             "verl GRPO with rollout n=5 on vllm==0.5.4: the workers build the vLLM rollout and "
             "start generating (batch size 64, n=5, max_tokens 16384) and the driver then fails "
             "with a traceback out of ray.get(main_task); the reporter ties it to n>1 with that "
             "vLLM version. The lines as posted (the post's '...' line left out; the traceback's "
             "end is beyond the excerpt); node name and GPU count ours, ISO times ours.",
             start="2025-01-26T10:00:00+00:00", scheduler="ray", ranks_per_node=8)
    c.log(node, "ray-workers", VERL138,
          "(WorkerDict pid=130211) After building vllm rollout, memory allocated (GB): "
          "88.94510173797607, memory reserved (GB): 96.142578125",
          "(WorkerDict pid=130211) After building sharding manager, memory allocated (GB): "
          "88.94510173797607, memory reserved (GB): 96.142578125", t=240.0)
    c.log(node, "driver", VERL138,
          "(main_task pid=129641) Using LocalLogger is deprecated. The constructor API will change",
          t=241.0)
    c.log(node, "ray-workers", VERL138,
          "(WorkerDict pid=130461) VLLM generating sequences with batch size 64",
          "(WorkerDict pid=130457) kwargs: {'n': 5, 'logprobs': 1, 'max_tokens': 16384, "
          "'detokenize': False, 'temperature': 1.0, 'top_k': -1, 'top_p': 1, 'ignore_eos': False} "
          "[repeated 4x across cluster]", t=242.0)
    c.log(node, "driver", VERL138,
          "Traceback (most recent call last):",
          "  File \"/mnt/fs/code/research/xingyao/2024_critic/verl/verl/trainer/"
          "main_ppo.py\", line "
          "101, in main",
          "    ray.get(main_task.remote(config))",
          "  File \"/home/xingyao/micromamba/envs/verl/lib/python3.10/site-packages/ray/_private/"
          "auto_init_hook.py\", line 21, in auto_init_wrapper",
          "    return fn(*args, **kwargs)",
          "  File \"/home/xingyao/micromamba/envs/verl/lib/python3.10/site-packages/ray/_private/"
          "client_mode_hook.py\", line 103, in wrapper",
          "    return func(*args, **kwargs)", t=300.0)
    c.job(305.0, "FAILED", exit_code=1)


# ---- TRL / open-r1 and OpenRLHF ----------------------------------------------------------------
def build_trl_and_openrlhf() -> None:
    # ---- TRL GRPO in server mode on two H100: the weight-sync reproduction completes ---------
    node = "h100x2-repro-node"
    c = case("b156-trl-vllm-serve-weight-sync-repro-completes", "no_failure", "unknown", [],
             [node],
             "A commenter's reproduction on current TRL main and vLLM 0.22: `tr"
             "l vllm-serve` on "
             "GPU 1 and GRPOTrainer(use_vllm=True, vllm_mode='server') on GPU 0 (Qwen2.5-0.5B) run "
             "3 optimisation steps, each with the NCCL weight sync, and exit 0 without the hang "
             "the issue was opened for. The script's two output lines as posted; node name, step "
             "series and ISO times ours.",
             start="2026-06-25T10:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(node, "launcher", TRL2923, "server ready after 140s", t=140.0)
    c.steps(1, 3, every=20.0, t0=160.0)
    c.log(node, "launcher", TRL2923, "GRPO_SERVER_TRAIN_OK steps=3   # exit 0, no hang", t=215.0)
    c.job(216.0, "COMPLETED", exit_code=0)

    # ---- open-r1 GRPO with trl vllm-serve: math_verify timeout, then ALLGATHER watchdog ------
    node = "openr1-grpo-node"
    c = case("b156-openr1-grpo-vllm-serve-allgather-watchdog-timeout", "ambiguous", "hang", [],
             [node],
             "open-r1 GRPO training against `trl vllm-serve` stalls after the server logs 'reset "
             "prefix cache': a math_verify reward timeout is printed (an exception ignored in a "
             "finalizer) and 30 minutes later ranks 1 and 2 time out in an _ALLGATHER_BASE "
             "(SeqNum 49296) that rank 0 never joined; nothing shows why. Lines as posted (node "
             "name, the three training ranks from the collective's sizes, step series ours; the "
             "year ours); the time of the math_verify lines ours, the watchdog lines' own.",
             start="2025-05-15T18:00:00+00:00", scheduler="static", ranks_per_node=3)
    c.steps(1, 699, every=60.0)
    c.log(node, "trainer", OPENR1_658,
          "Exception ignored in: <finalize object at 0x7f7d7b9bc920; dead>",
          "Traceback (most recent call last):",
          "  File \"/root/miniconda3/envs/open-r1/lib/python3.12/weakref.py\", line 585, in "
          "__call__",
          "    def __call__(self, _=None):",
          "  File \"/root/miniconda3/envs/open-r1/lib/python3.12/site-packages/math_verify/"
          "utils.py\", line 43, in handler",
          "    raise TimeoutError(\"Operation timed out!\")",
          "TimeoutError: Operation timed out!", t=41950.0)
    c.own(node, "rank-2", OPENR1_658, "2025-05-16 06:09:16.295666",
          "[rank2]:[E516 06:09:16.295666043 ProcessGroupNCCL.cpp:629] [Rank 2] Watchdog caught "
          "collective operation timeout: WorkNCCL(SeqNum=49296, OpType=_ALLGATHER_BASE, "
          "NumelIn=192, NumelOut=576, Timeout(ms)=1800000) ran for 1800076 milliseconds before "
          "timing out.")
    c.own(node, "rank-1", OPENR1_658, "2025-05-16 06:09:16.296189",
          "[rank1]:[E516 06:09:16.296189442 ProcessGroupNCCL.cpp:629] [Rank 1] Watchdog caught "
          "collective operation timeout: WorkNCCL(SeqNum=49296, OpType=_ALLGATHER_BASE, "
          "NumelIn=192, NumelOut=576, Timeout(ms)=1800000) ran for 1800030 milliseconds before "
          "timing out.")
    c.own(node, "rank-1", OPENR1_658, "2025-05-16 06:09:16.297295",
          "[rank1]:[E516 06:09:16.297295298 ProcessGroupNCCL.cpp:2168] [PG ID 0 PG GUID "
          "0(default_pg) Rank 1]  failure detected by watchdog at work sequence id: 49296 PG "
          "status: last enqueued work: 49296, last completed work: 49295")
    c.job(43800.0, "FAILED", exit_code=1)

    # ---- open-r1 GRPO on 7 processes: the required --dataset_name argument is missing --------
    node = "openr1-zero2-node"
    c = case("b156-openr1-grpo-seven-procs-missing-dataset-name", "attributed", "user_code", [],
             [node],
             "open-r1 GRPO launched with accelerate (DeepSpeed ZeRO-2 config, 7 processes, the "
             "eighth GPU left for vLLM) exits at once: grpo.py's argument parser requires "
             "--dataset_name, the elastic agent reports local_rank 0 failed with exit code 2 and "
             "the accelerate launcher's traceback follows. Lines as posted (node name ours; year "
             "ours for the glog stamp), ISO times ours except the stamped line's.",
             start="2025-02-24T04:30:00+00:00", scheduler="static", ranks_per_node=7)
    c.log(node, "rank-0", OPENR1_410,
          "grpo.py: error: the following arguments are required: --dataset_name/--dataset-name",
          t=83.0)
    c.own(node, "launcher", OPENR1_410, "2025-02-24 04:31:25.473",
          "E0224 04:31:25.473000 2096 site-packages/torch/distributed/elastic/multiprocessing/"
          "api.py:869] failed (exitcode: 2) local_rank: 0 (pid: 2332) of binary: "
          "/root/anaconda3/envs/r1/bin/python3")
    c.log(node, "launcher", OPENR1_410,
          "Traceback (most recent call last):",
          "  File \"/root/anaconda3/envs/r1/bin/accelerate\", line 10, in <module>",
          "    sys.exit(main())",
          "             ^^^^^^",
          "  File \"/root/anaconda3/envs/r1/lib/python3.11/site-packages/accelerate/commands/"
          "accelerate_cli.py\", line 48, in main",
          "    args.func(args)",
          "  File \"/root/anaconda3/envs/r1/lib/python3.11/site-packages/accelerate/commands/"
          "launch.py\", line 1182, in launch_command",
          "    deepspeed_launcher(args)",
          "  File \"/root/anaconda3/envs/r1/lib/python3.11/site-packages/accelerate/commands/"
          "launch.py\", line 861, in deepspeed_launcher",
          "    distrib_run.run(args)",
          "  File \"/root/anaconda3/envs/r1/lib/python3.11/site-packages/torch/d"
          "istributed/run.py\", "
          "line 910, in run",
          "    elastic_launch(", t=85.5)
    c.job(86.0, "FAILED", exit_code=1)

    # ---- lmm-r1 (OpenRLHF) RLOO: every LLMRayActor dies in its creation task ----------------
    node = "lmmr1-node"
    c = case("b156-lmmr1-rloo-llm-ray-actor-creation-task-error", "attributed", "user_code", [],
             [node],
             "lmm-r1's train_rloo_qwenvl2_5_math.sh (OpenRLHF with vLLM engines in Ray actors) "
             "run unchanged: while checkpoint shards load, each LLMRayActor (the vLLM engine) dies "
             "in its creation task inside vllm's config/LLM construction; the reporter calls it an "
             "import error. The program's environment. Lines as posted (node name and GPU count "
             "ours; the traceback's last lines are beyond the excerpt), ISO times ours.",
             start="2025-02-18T10:00:00+00:00", scheduler="ray", ranks_per_node=8)
    c.log(node, "vllm-engines", LMMR1_9,
          "Loading checkpoint shards:   0%|          | 0/2 [00:00<?, ?it/s]", t=55.0)
    c.log(node, "vllm-engines", LMMR1_9,
          "(LLMRayActor pid=4149112) Exception raised in creation task: The actor died because of "
          "an error raised in its creation task, ray::LLMRayActor.__init__() (pid=4149112, "
          "ip=0.0.0.0, actor_id=8c37e56a14ac194f1202949802000000, "
          "repr=<openrlhf.trainer.ray.vllm_engine.LLMRayActor object at 0x7edab46f43e0>) "
          "[repeated 7x across cluster]",
          "(LLMRayActor pid=4149112)            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ [repeated 7x "
          "across cluster]",
          "(LLMRayActor pid=4149112)            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ [repeated 7x "
          "across cluster]",
          "(LLMRayActor pid=4149112)   File \"/data/student007/miniconda3/envs/lmm-r1/lib/"
          "python3.12/site-packages/vllm/config.py\", line 364, in __init__ [repeated 21x across "
          "cluster]",
          "(LLMRayActor pid=4149112)     self.llm = LLM(*args, **kwargs) [repeated 7x across "
          "cluster]",
          "(LLMRayActor pid=4149112)                ^^^^^^^^^^^^^^^^^^^^ [repeated 7x across "
          "cluster]",
          "(LLMRayActor pid=4149112)   File \"/data/student007/miniconda3/envs/lmm-r1/lib/"
          "python3.12/site-packages/vllm/utils.py\", line 1051, in inner [repeated 7x across "
          "cluster]", t=60.0)
    c.job(70.0, "FAILED", exit_code=1)


# ---- slime, SkyRL, NeMo-RL, ROLL, ChatLearn ------------------------------------------------------
def build_slime_skyrl_nemo_and_others() -> None:
    # ---- SkyRL Text2SQL tutorial: FSDP policy worker's NCCL watchdog times out --------------
    node = "skyrl-sql-node"
    c = case("b156-skyrl-text2sql-fsdp-policy-watchdog-timeout", "ambiguous", "hang", [], [node],
             "Reproducing SkyRL's Text2SQL tutorial (run_skyrl_sql.sh): vLLM inference engines "
             "reset their prefix cache and go to sleep between steps; a later step's generation "
             "takes 1351s and post-processing finishes, then an FSDPPolicyWorkerBase's NCCL "
             "watchdog raises from checkTimeout. Which rank stopped is not shown. Lines as posted "
             "(their markdown indentation and colour codes kept; node name, GPU count, step "
             "series ours; the year for vLLM's stamps ours), the times of the watchdog frames "
             "ours, the others' own.",
             start="2025-12-10T02:30:00+00:00", scheduler="ray", ranks_per_node=4)
    c.steps(1, 7, every=1800.0)
    for when, text in (
        ("2025-12-10 02:42:26", "    [36m(VLLMInferenceEngine pid=4055488)[0m INFO 12-10 02:42:26 "
         "[block_pool.py:378] Successfully reset prefix cache"),
        ("2025-12-10 02:42:26", "    [36m(VLLMInferenceEngine pid=4055486)[0m INFO 12-10 02:42:26 "
         "[block_pool.py:378] Successfully reset prefix cache"),
        ("2025-12-10 02:42:28", "    [36m(RayWorkerWrapper pid=4056609)[0m INFO 12-10 02:42:28 "
         "[cumem.py:228] CuMemAllocator: sleep freed 28.99 GiB memory in total, of which 0.00 GiB "
         "is backed up in CPU and the rest 28.99 GiB is discarded directly."),
        ("2025-12-10 02:42:31", "    [36m(RayWorkerWrapper pid=4056609)[0m INFO 12-10 02:42:31 "
         "[gpu_worker.py:117] Sleep mode freed 29.76 GiB memory, 6.32 GiB memory is still in "
         "use."),
        ("2025-12-10 02:42:27", "    [36m(VLLMInferenceEngine pid=4055490)[0m INFO 12-10 02:42:27 "
         "[block_pool.py:378] Successfully reset prefix cache[32m [repeated 2x across "
         "cluster][0m"),
        ("2025-12-10 02:42:29", "    [36m(RayWorkerWrapper pid=4056462)[0m INFO 12-10 02:42:29 "
         "[cumem.py:228] CuMemAllocator: sleep freed 28.99 GiB memory in total, of which 0.00 GiB "
         "is backed up in CPU and the rest 28.99 GiB is discarded directly.[32m [repeated 7x "
         "across cluster][0m"),
        ("2025-12-10 02:42:33", "    [36m(VLLMInferenceEngine pid=4055486)[0m INFO 12-10 02:42:33 "
         "[executor_base.py:189] It took 6.969628 seconds to fall asleep."),
    ):
        c.own(node, "vllm-engines", SKYRL757, when, text)
    for when, text in (
        ("2025-12-10 06:25:25.544", "    [36m(skyrl_entrypoint pid=645566)[0m [32m2025-12-10 "
         "06:25:25.544[0m | [1m[32mINFO    [0m | [36mskyrl_train.trainer[0m:[36mtrain[0m:[36m209"
         "[0m - [1m[32mFinished: 'generate', time cost: 1351.50s[0m"),
        ("2025-12-10 06:25:35.049", "    [36m(skyrl_entrypoint pid=645566)[0m [32m2025-12-10 "
         "06:25:35.049[0m | [1m[32mINFO    [0m | [36mskyrl_train.trainer[0m:[36mtrain[0m:[36m230"
         "[0m - [1m[32mStarted: 'postprocess_generator_output'[0m"),
        ("2025-12-10 06:25:35.069", "    [36m(skyrl_entrypoint pid=645566)[0m [32m2025-12-10 "
         "06:25:35.069[0m | [1m[32mINFO    [0m | [36mskyrl_train.trainer[0m:[36m"
         "postprocess_generator_output[0m:[36m686[0m - [1m[32mreward/avg_pass_at_1: 0.0, "
         "reward/avg_raw_reward: -1.0[0m"),
        ("2025-12-10 06:25:35.079", "    [36m(skyrl_entrypoint pid=645566)[0m [32m2025-12-10 "
         "06:25:35.079[0m | [1m[32mINFO    [0m | [36mskyrl_train.trainer[0m:[36mtrain[0m:[36m230"
         "[0m - [1m[32mFinished: 'postprocess_generator_output', time cost: 0.03s[0m"),
    ):
        c.own(node, "driver", SKYRL757, when, text)
    c.log(node, "rank-0", SKYRL757,
          "    [36m(FSDPPolicyWorkerBase pid=4060712)[0m Exception raised from checkTimeout at "
          "/pytorch/torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:688 (most recent call first):",
          "    [36m(FSDPPolicyWorkerBase pid=4060712)[0m frame #0: c10::Error::Error("
          "c10::SourceLocation, std::__cxx11::basic_string<char, std::char_traits<char>, "
          "std::allocator<char> >) + 0x80 (0x7b38f837eeb0 in /home/ray/.cache/uv/builds-v0/"
          ".tmp722kel/lib/python3.12/site-packages/torch/lib/libc10.so)",
          "    [36m(FSDPPolicyWorkerBase pid=4060712)[0m frame #1: c10d::ProcessGroupNCCL::"
          "WorkNCCL::checkTimeout(std::optional<std::chrono::duration<long, std::ratio<1l, 1000l> "
          "> >) + 0x247 (0x7b09cae40147 in /home/ray/.cache/uv/builds-v0/.tmp722kel/lib/python3.12/"
          "site-packages/torch/lib/libtorch_cuda.so)",
          "    [36m(FSDPPolicyWorkerBase pid=4060712)[0m frame #2: c10d::Process"
          "GroupNCCL::Watchdog::"
          "runLoop() + 0x1591 (0x7b09cae43b61 in /home/ray/.cache/uv/builds-v0/.tmp722kel/lib/"
          "python3.12/site-packages/torch/lib/libtorch_cuda.so)",
          "    [36m(FSDPPolicyWorkerBase pid=4060712)[0m frame #3: c10d::Process"
          "GroupNCCL::Watchdog::"
          "run() + 0xd2 (0x7b09cae44ec2 in /home/ray/.cache/uv/builds-v0/.tmp722kel/lib/python3.12/"
          "site-packages/torch/lib/libtorch_cuda.so)", t=15940.0)
    c.job(15960.0, "FAILED", exit_code=1)

    # ---- NeMo-RL + NeMo-Gym tutorial config: DTensorPolicyWorker dies in its creation task ---
    node = "nemo-gym-node"
    c = case("b156-nemorl-gym-dtensor-policy-worker-creation-task-died", "attributed",
             "user_code", [], [node],
             "Following the NeMo RL + NeMo Gym training tutorial, the documented GRPO config "
             "(Qwen3-4B-Instruct, DAPO-17k) fails at setup: the driver's ray.get raises "
             "ActorDiedError because DTensorPolicyWorker rank 2 (10.65.6.13) died in its creation "
             "task - an error in the worker's __init__ under that config, listed among the "
             "tutorial's documentation bugs. Lines as posted (wrapped as posted, trailing blanks "
             "dropped; node name and GPU count ours), ISO times ours.",
             start="2025-11-25T09:00:00+00:00", scheduler="ray", ranks_per_node=8,
             addresses={node: "10.65.6.13"})
    c.log(node, "driver", NEMOGYM356,
          "File \"/opt/nemo_rl_venv/lib/python3.12/site-packages/ray/_private/worker.py\", line "
          "2882, in get" + " " * 90 + "values, debugger_breakpoint = "
          "worker.get_objects(object_refs, timeout=timeout)",
          "                                  ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
          "  File \"/opt/nemo_rl_venv/lib/python3.12/site-packages/ray/_private/worker.py\", line "
          "970, in get_objects",
          "    raise value" + " " * 168 + "ray.exceptions.ActorDiedError: The actor died "
          "because of an error raised in its "
          "creation task, ray::lm_policy-0-2:DTensorPolicyWorker.__init__() (pid=2791977, "
          "ip=10.65.6.13, actor_id=",
          "79f3b3f4160dc05408ac436e01000000, repr=DTensorPolicyWorker[rank=2])",
          "           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^", t=120.0)
    c.job(125.0, "FAILED", exit_code=1)

    # ---- Pai-Megatron-Patch ChatLearn GRPO (Qwen2.5 0.5B): only setup lines, then an error ----
    node = "pai-chatlearn-node"
    c = case("b156-pai-megatron-chatlearn-grpo-qwen25-05b-unclear-error", "ambiguous", "unknown",
             [], [node],
             "Pai-Megatron-Patch's run_grpo_qwen.sh example (ChatLearn, Megatron policy trainer, "
             "vLLM) for Qwen2.5-0.5B fails; the poster cannot tell what went wrong from the log, "
             "and the lines shown are the policy trainer's setup (tokenizer, tensorboard, parallel "
             "sizes, dataset index builder). Lines as posted (the first as posted without its "
             "opening parenthesis; the last, cut short, left out); node name and GPU count ours, "
             "ISO times ours.",
             start="2025-06-26T08:00:00+00:00", scheduler="ray", ranks_per_node=8)
    c.log(node, "policy-trainer", PAIMEGATRON626,
          "MegatronPolicyTrainer pid=1764, ip=x.x.x.x) > building NullTokenizer tokenizer ...",
          "(MegatronPolicyTrainer pid=1764, ip=x.x.x.x)  > padded vocab (size: 151937) with 0 "
          "dummy tokens (new size: 151937)",
          "(MegatronPolicyTrainer pid=1764, ip=x.x.x.x) > setting tensorboard ...",
          "(MegatronPolicyTrainer pid=1764, ip=x.x.x.x) WARNING: one_logger package is required to "
          "enable e2e metrics tracking. please go to https://confluence.nvidia.com/display/MLWFO/"
          "Package+Repositories for details to install it",
          "(MegatronPolicyTrainer pid=1764, ip=x.x.x.x) > initialized tensor model parallel with "
          "size 1",
          "(MegatronPolicyTrainer pid=1764, ip=x.x.x.x) > initialized pipeline model parallel with "
          "size 1",
          "(MegatronPolicyTrainer pid=1764, ip=x.x.x.x) > compiling dataset index builder ...",
          "(MegatronPolicyTrainer pid=1764, ip=x.x.x.x) make: Entering directory "
          "'/mnt/workspace/Pai-Megatron-Patch/backends/megatron/Megatron-LM-250328/megatron/core/"
          "datasets'",
          "(MegatronPolicyTrainer pid=1764, ip=x.x.x.x) make: Nothing to be done for 'default'.",
          t=60.0)
    c.job(180.0, "FAILED", exit_code=1)

    # ---- slime on Ascend NPUs (MoE): SGLang's online weight updates from the trainer ---------
    node = "slime-npu-node"
    c = case("b156-slime-npu-moe-sglang-weight-update-from-distributed", "ambiguous", "unknown",
             [], [node],
             "slime RL training on Ascend NPUs with an MoE model: the Megatron trai"
             "ner (7.150.10.22) "
             "pushes weights to the SGLang engine with update_weights_from_distributed; the "
             "report says the online update then fails in SGLang ('start out of range'), because "
             "process_weights_after_loading reshaped the weights - but that failure line is cut "
             "short in the excerpt and left out, so the bundle shows the accepted update requests "
             "and the trainer's progress only. Lines as posted (node name, device count and step "
             "series ours), times the SGLang lines' own, the trainer's ours.",
             start="2026-05-21T15:30:00+00:00", scheduler="ray", ranks_per_node=8,
             addresses={node: "7.150.10.22"})
    c.steps(1, 1, t0=1800.0)
    for port in ("41174", "41178", "41182"):
        c.own(node, "sglang-engine", SGLANG26032, "2026-05-21 16:07:40",
              f"(SGLangEngine pid=1493437) [2026-05-21 16:07:40] INFO:     7.150.10.22:{port} - "
              "\"POST /update_weights_from_distributed HTTP/1.1\" 200 OK")
    c.log(node, "rank-0", SGLANG26032,
          "(MegatronTrainRayActor pid=1521199)",
          "[slime-pp_0] Update weights: 8it [00:01,  5.46it/s]", t=2260.5)
    c.job(2330.0, "FAILED", exit_code=1)

    # ---- slime: after rollout generation the SGLang engine answers 500 to chat completions ---
    rollout, train = "slime-rollout-node", "slime-train-node"
    c = case("b156-slime-sglang-chat-completions-500-after-rollout", "ambiguous", "unknown", [],
             [train, rollout],
             "slime RL training: once rollout generation ends, the SGLang engine on "
             "11.251.213.106 answers some /v1/chat/completions requests from 11.251.218.253 with "
             "500 Internal Server Error and others with 200 OK, and the run then errors; why the "
             "server failed the requests is not in the lines. Lines as posted (node names and GPU "
             "counts ours), times their own.",
             start="2026-01-29T06:00:00+00:00", scheduler="ray", ranks_per_node=8,
             addresses={rollout: "11.251.213.106", train: "11.251.218.253"})
    for port, status in (("45400", "500 Internal Server Error"),
                         ("59208", "500 Internal Server Error"),
                         ("50426", "500 Internal Server Error"),
                         ("38540", "500 Internal Server Error"),
                         ("52558", "200 OK"), ("33526", "200 OK"), ("36660", "200 OK"),
                         ("39896", "200 OK")):
        c.own(rollout, "sglang-engine", SLIME1514, "2026-01-29 06:53:43",
              f"(SGLangEngine pid=720234, ip=11.251.213.106) [2026-01-29 06:53:43] INFO:     "
              f"11.251.218.253:{port} - \"POST /v1/chat/completions HTTP/1.1\" {status}")
    c.job(3300.0, "FAILED", exit_code=1)

    # ---- slime, Qwen3.5-35B-A3B with expert TP: SGLang rejects an ETP-sharded weight ----------
    node = "slime-qwen35-moe-node"
    c = case("b156-slime-qwen35-moe-etp-weight-update-exceeds-dimension", "attributed",
             "user_code", [], [node],
             "slime Qwen3.5-35B-A3B training with expert tensor parallelism: at the first online "
             "Megatron-to-SGLang weight update, SGLang rejects a 256-element expert shard sliced "
             "as a 512-element tensor (the TEGroupedLinear parameters lack tensor-parallel "
             "metadata in that Megatron-LM revision, so slime skips the ETP all-gather). A bug in "
             "the program's stack. Lines as posted (node name, GPU count and step series ours), "
             "ISO times ours.",
             start="2026-08-17T09:00:00+00:00", scheduler="ray", ranks_per_node=8)
    c.steps(1, 1, t0=540.0)
    c.log(node, "sglang-engine", SLIME2280,
          "Failed to update parameter online: start (256) + length (256) exceeds dimension size "
          "(256)..",
          "The full weights of the ModelRunner are partially updated. Please discard the whole "
          "weights.", t=600.0)
    c.job(620.0, "FAILED", exit_code=1)

    # ---- ThetaEvolve (slime): router's /generate answers 503 after 50+ steps on 8 H20 --------
    node = "thetaevolve-h20-node"
    c = case("b156-thetaevolve-slime-router-503-after-long-training", "ambiguous", "unknown", [],
             [node],
             "ThetaEvolve (built on slime) RL training of dpsk_distill_qwen3_8b on 8 H20s: after "
             "50+ steps the rollout's request to the SGLang router's /generate fails with 503 "
             "Service Unavailable (the router finds no available worker); resuming from "
             "checkpoints hits it again. What made the engines unavailable is not shown. Lines as "
             "posted (node name and step series ours), ISO times ours.",
             start="2026-01-11T00:00:00+00:00", scheduler="ray", ranks_per_node=8)
    c.steps(1, 52, every=600.0)
    c.log(node, "driver", SLIME1391,
          "httpx.HTTPStatusError: Server error '503 Service Unavailable' for url "
          "'http://26.104.43.34:3938/generate'",
          "For more information check: https://developer.mozilla.org/en-US/docs/"
          "Web/HTTP/Status/503",
          t=31500.0)
    c.job(31510.0, "FAILED", exit_code=1)

    # ---- ROLL RLVR: a resumed run crashes in DynamicSamplingScheduler.__init__ ---------------
    n1, n2 = "roll-node-1", "roll-node-2"
    c = case("b156-roll-rlvr-resume-dynamic-sampling-scheduler-crash", "attributed", "user_code",
             [], [n1, n2],
             "ROLL RLVR training (LoRA, DeepSpeed) resumed from a checkpoint crashes at once: "
             "DynamicSamplingScheduler.__init__ calls get_next_dataset_item() before its "
             "dataset_iter is initialised (the report lists it among several ROLL bugs found in "
             "large-scale runs). A bug in the program. The numbered log lines as posted (the "
             "sixth, cut short in the excerpt, left out); node names, node and GPU counts ours, "
             "ISO times ours.",
             start="2026-05-08T02:00:00+00:00", scheduler="ray", ranks_per_node=8)
    c.log(n1, "scheduler", ROLL436,
          "   1 (DynamicSamplingScheduler) Traceback (most recent call last):",
          "   2   File \".../roll/distributed/scheduler/generate_scheduler.py\", line 478, in "
          "__init__",
          "   3     self.get_next_dataset_item()",
          "   4   File \".../roll/distributed/scheduler/generate_scheduler.py\", line 727, in "
          "get_next_dataset_item",
          "   5     if self.dataset_iter is None:", t=45.0)
    c.job(50.0, "FAILED", exit_code=1)


# ---- writing -----------------------------------------------------------------------------------
def main() -> None:
    build()
    remove_stale(ROOT, "b156-", CASES)
    write_split(CASES, SPLIT, ROOT)


if __name__ == "__main__":
    main()
