"""Build the hundred-and-thirty-sixth blind corpus (tests/attribution/blind136/): a twenty-first
unbiased sample of 2025-2026 distributed training reports, newest first.

    python tests/attribution/blind136_build.py

A held-out proxy for how attribution generalises to whatever people posted in 2025 and 2026
about a multi-GPU or multi-node training run that failed, stalled or misbehaved: any framework,
launcher, scheduler or hardware (torchrun, accelerate, DeepSpeed, FSDP, Ray with verl, slime and
ms-swift, TRL with vLLM, torchtitan, mmengine, JAX on GB200, ezpz on Intel XPU, Lightning), as
GitHub issue and pull-request threads show them. They were found with plain queries to the search
tool's issue corpus (queries listed in blind136/README.md) and taken in the order the searches
returned them, skipping only reports without a copyable log line, reports not about a multi-device
training run, reports from before 2025 and reports any other corpus or file of the repository
cites. It was assembled by one helper who read neither the engine nor its catalogs; the labels
were written before any engine ran on these bundles, and no report cited here is cited anywhere
else in the repository (test_attribution_heldout.py checks it).

Every log line is copied from the public report given next to it (host names, addresses, ids and
times as posted; a line the report wrapped stays wrapped; lines the search excerpt cut short left
out; trailing blanks dropped). Ours is only the assembly, as in stacks_build.py: which node and
stream a line is filed under (and node names where the report gives none), an ISO-8601 time in
front of every line (taken from the line's own stamp where it has one), job.json, the scheduler
events and the per-rank step metrics. The labels follow DESIGN's taxonomy and the rules of the
realworld, stacks, frontier and blind READMEs (see blind136/README.md).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from stacks_build import Case, case_maker, remove_stale, write_split  # noqa: E402

ROOT = HERE / "blind136"
SPLIT = "blind136"

# ---- sources (one public report per incident) --------------------------------------------------
FLAGEMBEDDING1549 = "https://github.com/FlagOpen/FlagEmbedding/issues/1549"
ACCELERATE3511 = "https://github.com/huggingface/accelerate/issues/3511"
MSSWIFT2715 = "https://github.com/modelscope/ms-swift/issues/2715"
LLAMAFACTORY8082 = "https://github.com/hiyouga/LlamaFactory/issues/8082"
SLIME148 = "https://github.com/THUDM/slime/issues/148"
MSSWIFT6535 = "https://github.com/modelscope/ms-swift/issues/6535"
EZPZ214 = "https://github.com/saforem2/ezpz/issues/214"
TRL3128 = "https://github.com/huggingface/trl/issues/3128"
MSSWIFT5894 = "https://github.com/modelscope/ms-swift/issues/5894"
VERL4376 = "https://github.com/verl-project/verl/issues/4376"
VERL383 = "https://github.com/verl-project/verl/issues/383"
VERL2355 = "https://github.com/verl-project/verl/issues/2355"
DEEPSPEED7568 = "https://github.com/deepspeedai/DeepSpeed/issues/7568"
TRL3375 = "https://github.com/huggingface/trl/issues/3375"
CODETR215 = "https://github.com/Sense-X/Co-DETR/issues/215"
MARIN7956 = "https://github.com/marin-community/marin/issues/7956"
TORCHTITAN1232 = "https://github.com/pytorch/torchtitan/issues/1232"
DIFFUSIONPLANNER65 = "https://github.com/ZhengYinan-AIR/Diffusion-Planner/issues/65"
ZSSEG35 = "https://github.com/MendelXu/zsseg.baseline/issues/35"
RFDETR903 = "https://github.com/roboflow/rf-detr/issues/903"

CASES: list[Case] = []


case = case_maker(CASES, SPLIT)


def build() -> None:
    build_launchers()
    build_rl_stacks()
    build_tracebacks_and_hangs()
    build_runs_that_went_on()


# ---- torchrun / accelerate / DeepSpeed launchers -----------------------------------------------
def build_launchers() -> None:
    # ---- FlagEmbedding finetune under torchrun: local rank 0 dies with exit code -11 -----------
    node = "flagembedding-host"
    c = case("b136-flagembedding-torchrun-local-rank-0-exitcode-minus-11", "ambiguous", "unknown",
             [], [node],
             "An embedding finetune launched with torchrun fails: the elastic agent reports local "
             "rank 0 failed with exit code -11 (a segmentation fault) and raises ChildFailedError; "
             "no traceback of the rank itself is shown. The report gives neither the device count "
             "nor the cause. Lines as posted (node name and a second rank ours); the agent line's "
             "ISO time from its own stamp (read as UTC, year from the report), the others ours.",
             start="2025-11-19T08:20:00+00:00", scheduler="static", ranks_per_node=2)
    c.steps(1, 3, every=60.0)
    c.own(node, "launcher", FLAGEMBEDDING1549, "2025-11-19 08:26:02.715000",
          "E1119 08:26:02.715000 28705 site-packages/torch/distributed/elastic/multiprocessing/"
          "api.py:882] failed (exitcode: -11) local_rank: 0 (pid: 28773) of binary: "
          "/app/anaconda3/envs/py312/bin/python3.12")
    c.log(node, "launcher", FLAGEMBEDDING1549,
          "Traceback (most recent call last):",
          '  File "/app/anaconda3/envs/py312/bin/torchrun", line 7, in <module>',
          "    sys.exit(main())",
          "             ^^^^^^",
          '  File "/app/anaconda3/envs/py312/lib/python3.12/site-packages/torch/distributed/'
          'elastic/multiprocessing/errors/__init__.py", line 357, in wrapper',
          "    return f(*args, **kwargs)",
          "           ^^^^^^^^^^^^^^^^^^",
          '  File "/app/anaconda3/envs/py312/lib/python3.12/site-packages/torch/distributed/'
          'run.py", line 936, in main',
          "    run(args)",
          '  File "/app/anaconda3/envs/py312/lib/python3.12/site-packages/torch/distributed/'
          'run.py", line 927, in run',
          "    elastic_launch(",
          '  File "/app/anaconda3/envs/py312/lib/python3.12/site-packages/torch/distributed/'
          'launcher/api.py", line 156, in __call__',
          "    return launch_agent(self._config, self._entrypoint, list(args))",
          '  File "/app/anaconda3/envs/py312/lib/python3.12/site-packages/torch/distributed/'
          'launcher/api.py", line 293, in launch_agent',
          "    raise ChildFailedError(",
          "torch.distributed.elastic.multiprocessing.errors.ChildFailedError:",
          "========================================================", t=362.8)
    c.job(363.0, "FAILED", exit_code=1)

    # ---- CogKit video diffusion, 8 nodes x 8 GPUs, accelerate + DeepSpeed: rank 0 traceback ----
    nodes = [f"cogkit-node-{i}" for i in range(8)]
    c = case("b136-accelerate-8-nodes-deepspeed-prepare-traceback", "ambiguous", "oom", [], nodes,
             "CogKit video diffusion training moved from one node of 8 GPUs to 8 nodes of 8 GPUs "
             "with accelerate and DeepSpeed ZeRO-2 (same batch size); the poster reports a CUDA "
             "out-of-memory error on the multi-node run only. Rank 0's traceback runs from "
             "trainer.fit through accelerator.prepare into deepspeed.initialize; the excerpt cuts "
             "it before the exception, so the out-of-memory message is not among the lines. "
             "Lines as posted (node names ours), ISO times ours.",
             start="2025-04-17T14:00:00+00:00", scheduler="slurm", ranks_per_node=8)
    c.log(nodes[0], "rank-0", ACCELERATE3511,
          "[rank0]: Traceback (most recent call last):",
          '[rank0]:   File "/gpfs/u/scratch/LMCG/LMCGhazh/yanghan/embodied_o1/CogKit/src/'
          'train.py", line 26, in <module>',
          "[rank0]:     main()",
          '[rank0]:   File "/gpfs/u/scratch/LMCG/LMCGhazh/yanghan/embodied_o1/CogKit/src/'
          'train.py", line 22, in main',
          "[rank0]:     trainer.fit()",
          '[rank0]:   File "/gpfs/u/scratch/LMCG/LMCGhazh/yanghan/embodied_o1/CogKit/src/cogkit/'
          'finetune/base/base_trainer.py", line 446, in fit',
          "[rank0]:     self.prepare_for_training()",
          '[rank0]:   File "/gpfs/u/scratch/LMCG/LMCGhazh/yanghan/embodied_o1/CogKit/src/cogkit/'
          'finetune/base/base_trainer.py", line 272, in prepare_for_training',
          "[rank0]:     ) = self.accelerator.prepare(",
          '[rank0]:   File "/gpfs/u/home/LMCG/LMCGhazh/scratch/miniconda3x86/envs/cogvideo/lib/'
          'python3.10/site-packages/accelerate/accelerator.py", line 1392, in prepare',
          "[rank0]:     result = self._prepare_deepspeed(*args)",
          '[rank0]:   File "/gpfs/u/home/LMCG/LMCGhazh/scratch/miniconda3x86/envs/cogvideo/lib/'
          'python3.10/site-packages/accelerate/accelerator.py", line 1953, in _prepare_deepspeed',
          "[rank0]:     engine, optimizer, _, lr_scheduler = ds_initialize(**kwargs)",
          '[rank0]:   File "/gpfs/u/home/LMCG/LMCGhazh/scratch/miniconda3x86/envs/cogvideo/lib/'
          'python3.10/site-packages/deepspeed/__init__.py", line 193, in initialize', t=240.0)
    c.job(250.0, "FAILED", exit_code=1)

    # ---- ms-swift on several machines: every rank prints init_distributed, then nothing --------
    n0, n1 = "swift-node-0", "swift-node-1"
    c = case("b136-msswift-multi-machine-stuck-after-init-distributed", "ambiguous", "hang", [],
             [n0, n1],
             "A commenter on an ms-swift thread about multi-machine fine-tuning says their own "
             "multi-machine, multi-card training is stuck: the ranks print DeepSpeed's "
             "init_distributed line and nothing follows, no error. Which rank or machine stalls "
             "is not shown. The seven lines as posted, spread over ranks and two machines by us "
             "(the split, node names and rank count ours); ISO times from the lines' own stamps "
             "(read as UTC).",
             start="2025-03-18T10:15:00+00:00", scheduler="static", ranks_per_node=4)
    stamps = ["10:21:52,520", "10:21:52,528", "10:21:52,534", "10:21:52,549", "10:21:52,646",
              "10:21:52,659", "10:21:52,700"]
    for rank, stamp in enumerate(stamps):
        node = n0 if rank < 4 else n1
        c.own(node, f"rank-{rank}", MSSWIFT2715, "2025-03-18 " + stamp.replace(",", "."),
              f"[2025-03-18 {stamp}] [INFO] [comm.py:652:init_distributed] cdb=None")
    c.job(0.0, "RUNNING")

    # ---- LLaMA-Factory Qwen2.5-7B finetune: only ChildFailedError is posted --------------------
    node = "llamafactory-host"
    c = case("b136-llamafactory-qwen25-7b-childfailederror-only", "ambiguous", "unknown", [],
             [node],
             "Fine-tuning Qwen2.5-7B with LLaMA-Factory under torchrun ends in ChildFailedError; "
             "the lines above it are in a screenshot, and the maintainer notes many causes can "
             "lead to it. The poster later finds that earlier processes had not exited, so GPU "
             "memory was short. The one line as posted (node name and rank count ours), ISO time "
             "ours.",
             start="2025-05-16T09:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.log(node, "launcher", LLAMAFACTORY8082,
          "torch.distributed.elastic.multiprocessing.errors.ChildFailedError", t=120.0)
    c.job(121.0, "FAILED", exit_code=1)

    # ---- TRL SFT with FSDP on 8 GPUs: only torchrun's warnings before the cut ------------------
    node = "bolt-n3qcihdxk5-pjgdv65r5s"
    c = case("b136-trl-sft-fsdp-8-gpus-fails-only-launcher-warnings", "ambiguous", "unknown", [],
             [node],
             "TRL's SFT example for Qwen2-0.5B works with DDP but fails with FSDP (full_shard "
             "auto_wrap, gradient checkpointing) on 8 GPUs of one machine. The excerpt shows "
             "torchrun's OMP_NUM_THREADS warning and then a message about FSDP full shard and "
             "gradient checkpointing that it cuts short; the error itself is not among the lines. "
             "Lines as posted (the host from the posted shell prompt), ISO times from the lines' "
             "own stamps (read as UTC, year from the report).",
             start="2025-04-27T17:25:00+00:00", scheduler="static", ranks_per_node=8)
    for text in ("W0427 17:25:15.316000 573410 site-packages/torch/distributed/run.py:793]",
                 "W0427 17:25:15.316000 573410 site-packages/torch/distributed/run.py:793] "
                 "*****************************************",
                 "W0427 17:25:15.316000 573410 site-packages/torch/distributed/run.py:793] Setting "
                 "OMP_NUM_THREADS environment variable for each process to be 1 in default, to "
                 "avoid your system being overloaded, please further tune the variable for optimal "
                 "performance in your application as needed.",
                 "W0427 17:25:15.316000 573410 site-packages/torch/distributed/run.py:793] "
                 "*****************************************"):
        c.own(node, "launcher", TRL3375, "2025-04-27 17:25:15.316000", text)
    c.job(60.0, "FAILED", exit_code=1)

    # ---- ezpz fsdp_tp on two Sunspot XPU nodes: ur_die after four clean steps ------------------
    n0, n1 = "sunspot-node-0", "sunspot-node-1"
    c = case("b136-ezpz-two-xpu-nodes-fsdp-ur-die-after-four-steps", "attributed", "user_code", [],
             [n0, n1],
             "ezpz's fsdp_tp example (agpt-2b, 24 ranks, 12 per node) on two Sunspot Intel XPU "
             "nodes (PBS job 12473020) trains four clean steps, then dies in "
             "'ur_die: urEventWait must not be called for an internal event' with SIGABRT; one "
             "node with 12 ranks is clean. The maintainer later finds the cause in how the run "
             "shards: a flat FSDP group spanning both nodes fails, HSDP that keeps the shard "
             "group inside a node passes, on the same nodes. The job's own configuration, not a "
             "machine. The line as posted (node names, the rank it is filed under and the exit "
             "code ours), ISO times ours.",
             start="2026-08-11T12:00:00+00:00", scheduler="pbs", ranks_per_node=12,
             job_id="12473020")
    c.steps(1, 4, every=20.0)
    c.log(n0, "rank-0", EZPZ214,
          "ur_die: urEventWait must not be called for an internal event", t=95.0)
    c.job(100.0, "FAILED", exit_code=134)


# ---- RL post-training stacks: Ray, verl, slime, ms-swift, TRL with vLLM -----------------------
def build_rl_stacks() -> None:
    # ---- slime on 4 H100: Ray job fails, GPU counts left at 8 in the script --------------------
    node = "h100x4-host"
    c = case("b136-slime-ray-job-failed-gpu-count-left-at-8", "attributed", "user_code", [],
             [node],
             "slime's Qwen3-4B quick start on a fresh 4xH100 machine: the Ray job fails with "
             "'Job entrypoint command failed with exit code 1' and the actors' sglang import "
             "traceback. The poster finds the cause: --num-gpus and --actor-num-gpus-per-node "
             "were left at 8 in the script. A configuration error of the job. Lines as posted "
             "(node name ours; rank count from the report), ISO times ours.",
             start="2025-08-08T10:00:00+00:00", scheduler="ray", ranks_per_node=4)
    c.log(node, "ray-job", SLIME148,
          "---------------------------------------",
          "Job 'raysubmit_58TRJUbPYiZ4YT36' failed",
          "---------------------------------------",
          "Status message: Job entrypoint command failed with exit code 1, last available logs "
          "(truncated to 20,000 chars):",
          "(TemporaryActor pid=22969)     from sglang.srt.managers.scheduler import "
          "run_scheduler_process [repeated 2x across cluster]",
          '(TemporaryActor pid=22969)   File "/sgl-workspace/sglang/python/sglang/srt/managers/'
          'scheduler.py", line 37, in <module> [repeated 2x across cluster]',
          "(TemporaryActor pid=22969)     from sglang.srt.configs.model_config import ModelConfig "
          "[repeated 2x across cluster]", t=180.0)
    c.job(181.0, "FAILED", exit_code=1)

    # ---- ms-swift multimodal GRPO with FSDP: the vLLM rollout server fails loading weights ------
    trainer, rollout = "swift-trainer-node", "swift-rollout-node"
    c = case("b136-msswift-grpo-fsdp-rollout-server-load-weights-fails", "attributed", "user_code",
             [], [trainer, rollout],
             "ms-swift's multimodal GRPO recipe switched from DeepSpeed ZeRO-3 to FSDP: the "
             "external vLLM rollout server (two data-parallel engines) fails in collective_rpc "
             "while TRL's vllm_serve update_named_param loads the trainer's weights into "
             "Qwen2.5-VL. The maintainers label it an enhancement (FSDP not supported there). The "
             "program's stack, not a machine. Lines as posted (node names, the split into a "
             "trainer and a rollout node and the rank count ours); ISO times from the lines' own "
             "stamps (read as UTC, year from the report).",
             start="2025-11-10T18:30:00+00:00", scheduler="static", ranks_per_node=4)
    c.steps(1, 2, every=120.0, stop={rollout: 0})
    dp1 = "(EngineCore_DP1 pid=459055) ERROR 11-10 18:40:51 [core.py:790]"
    dp0 = "(EngineCore_DP0 pid=458979) ERROR 11-10 18:40:51 [core.py:790]"
    venv = "/mnt/shared_ru.ml.SZ-4_000086/nurdinov/gigavision-ms-swift-train/.pdm_venv_3_11/lib/"
    for text in (f"{dp1} Invocation of collective_rpc method failed",
                 f"{dp1} Traceback (most recent call last):",
                 f'{dp1}   File "{venv}python3.11/site-packages/vllm/v1/engine/core.py", line 787, '
                 "in _handle_client_request",
                 f"{dp1}     result = method(*self._convert_msgspec_args(method, args))",
                 f'{dp1}   File "{venv}python3.11/site-packages/vllm/v1/engine/core.py", line 423, '
                 "in collective_rpc",
                 f"{dp0}     answer = run_method(self.driver_worker, method, args, kwargs)",
                 f'{dp0}   File "{venv}python3.11/site-packages/vllm/utils/__init__.py", line '
                 "3060, in run_method",
                 f"{dp0}     return func(*args, **kwargs)",
                 f'{dp0}   File "{venv}python3.11/site-packages/trl/scripts/vllm_serve.py", line '
                 "152, in update_named_param",
                 f"{dp0}     self.model_runner.model.load_weights(weights=[(name, weight)])",
                 f'{dp0}   File "{venv}python3.11/site-packages/vllm/model_executor/models/'
                 'qwen2_5_vl.py", line 1246, in load_weights'):
        c.own(rollout, "vllm-serve", MSSWIFT6535, "2025-11-10 18:40:51", text)
    c.job(700.0, "FAILED", exit_code=1)

    # ---- TRL GRPO under accelerate launch: vLLM engine init in the trainer fails (OOM title) ----
    node = "trl-grpo-host"
    c = case("b136-trl-grpo-accelerate-vllm-init-kv-cache-traceback", "ambiguous", "oom", [],
             [node],
             "TRL GRPO training launched with accelerate: rank 0 fails while GRPOTrainer builds "
             "its vLLM engine (LLM(...) -> _initialize_kv_caches -> initialize_cache). The title "
             "says out of memory and the poster notes the 7B model loads alone in vLLM; the "
             "excerpt cuts the traceback before its exception, so no out-of-memory line is shown. "
             "Lines as posted (node name and rank count ours; caret lines left out), ISO times "
             "ours.",
             start="2025-03-21T08:00:00+00:00", scheduler="static", ranks_per_node=2)
    site = "/opt/conda/lib/python3.11/site-packages/"
    c.log(node, "rank-0", TRL3128,
          f'[rank0]:   File "{site}trl/trainer/grpo_trainer.py", line 404, in __init__',
          "[rank0]:     self.llm = LLM(",
          f'[rank0]:   File "{site}vllm/utils.py", line 1051, in inner',
          "[rank0]:     return fn(*args, **kwargs)",
          f'[rank0]:   File "{site}vllm/entrypoints/llm.py", line 242, in __init__',
          "[rank0]:     self.llm_engine = self.engine_class.from_engine_args(",
          f'[rank0]:   File "{site}vllm/engine/llm_engine.py", line 484, in from_engine_args',
          "[rank0]:     engine = cls(",
          f'[rank0]:   File "{site}vllm/engine/llm_engine.py", line 276, in __init__',
          "[rank0]:     self._initialize_kv_caches()",
          f'[rank0]:   File "{site}vllm/engine/llm_engine.py", line 429, in _initialize_kv_caches',
          "[rank0]:     self.model_executor.initialize_cache(num_gpu_blocks, num_cpu_blocks)",
          t=150.0)
    c.job(155.0, "FAILED", exit_code=1)

    # ---- ms-swift GRPO (Qwen2.5-VL, vLLM rollout) fails after a while; title says OOM ----------
    node = "swift-grpo-host"
    c = case("b136-msswift-grpo-after-a-while-vllm-rotary-traceback", "ambiguous", "oom", [],
             [node],
             "ms-swift GRPO training of a Qwen2.5-VL model with vLLM rollout fails after running "
             "for a while (title: CUDA out of memory). The posted traceback goes through vLLM's "
             "Qwen2.5-VL vision rotary embedding into flash-attn's triton kernel; the excerpt cuts "
             "it before the exception. Lines as posted (node name, the rank they are filed under "
             "and the rank count ours; the report's date is not in the excerpt, its number places "
             "it in 2025), ISO times ours.",
             start="2025-09-20T08:00:00+00:00", scheduler="static", ranks_per_node=4)
    c.steps(1, 40, every=60.0)
    env = "/root/miniconda3/envs/ms-swift/lib/python3.10/site-packages/"
    c.log(node, "rank-0", MSSWIFT5894,
          f'  File "{env}torch/nn/modules/module.py", line 1739, in _wrapped_call_impl',
          "    return self._call_impl(*args, **kwargs)",
          f'  File "{env}torch/nn/modules/module.py", line 1750, in _call_impl',
          "    return forward_call(*args, **kwargs)",
          f'  File "{env}vllm/model_executor/models/qwen2_5_vl.py", line 301, in forward',
          "    q = apply_rotary_pos_emb_vision(q,",
          f'  File "{env}vllm/model_executor/models/qwen2_vl.py", line 241, in '
          "apply_rotary_pos_emb_vision",
          "    output = apply_rotary_emb(t_, cos, sin).type_as(t)",
          f'  File "{env}flash_attn/layers/rotary.py", line 121, in apply_rotary_emb',
          "    return ApplyRotaryEmb.apply(",
          f'  File "{env}torch/autograd/function.py", line 575, in apply',
          "    return super().apply(*args, **kwargs)  # type: ignore[misc]",
          f'  File "{env}flash_attn/layers/rotary.py", line 51, in forward',
          "    out = apply_rotary(",
          f'  File "{env}flash_attn/ops/triton/rotary.py", line 149, in apply_rotary', t=2410.0)
    c.job(2420.0, "FAILED", exit_code=1)

    # ---- verl PPO quick start (nightly image): a colocated worker dies in init_model -----------
    node = "172.24.0.4"
    c = case("b136-verl-ppo-quickstart-worker-died-in-init-model", "ambiguous", "unknown", [],
             [node],
             "verl's PPO quick start in the nightly Docker image fails in init_model: Ray reports "
             "ActorDiedError, the colocated WorkerDict's process exited with a connection error "
             "(OOM killer, ray stop or a crash such as SIGSEGV, Ray says). Nothing shows which. "
             "Still unsolved in the thread. Lines as posted (node named after the posted address; "
             "rank count ours), ISO times ours.",
             start="2025-12-01T09:00:00+00:00", scheduler="ray", ranks_per_node=2)
    c.log(node, "driver", VERL4376,
          "ray.exceptions.ActorDiedError: The actor died unexpectedly before finishing this task.",
          "        class_name: create_colocated_worker_cls.<locals>.WorkerDict",
          "        actor_id: f4cbecf777ffc9fcc007af1f01000000",
          "        pid: 85317",
          "        name: EhPsXXWorkerDict_0:0",
          "        namespace: 5f15d9c8-33a5-4d0e-87cb-70a732187e6f",
          "        ip: 172.24.0.4",
          "The actor is dead because its worker process has died. Worker exit type: SYSTEM_ERROR "
          "Worker exit detail: Worker unexpectedly exits with a connection error code 2. End of "
          "file. Some common causes include: (1) the process was killed by the OOM killer due to "
          "high memory usage, (2) ray stop --force was called, or (3) the worker crashed "
          "unexpectedly due to SIGSEGV or another unexpected error.",
          "Set the environment variable HYDRA_FULL_ERROR=1 for a complete stack trace.", t=300.0)
    c.job(301.0, "FAILED", exit_code=1)

    # ---- verl main_ppo: the driver's traceback of an ActorDiedError (title), cut early ---------
    node = "verl-ppo-host"
    c = case("b136-verl-main-ppo-driver-traceback-actor-died", "ambiguous", "unknown", [], [node],
             "A verl PPO run fails with ray.exceptions.ActorDiedError (the title); the posted "
             "driver traceback runs from main_ppo through hydra and the excerpt cuts it before "
             "the worker's own error, so why the actor died is not shown. Lines as posted (node "
             "name and rank count ours; caret lines left out), ISO times ours.",
             start="2025-02-25T10:00:00+00:00", scheduler="ray", ranks_per_node=8)
    hydra = "/home/tiger/.pyenv/versions/3.11.2/lib/python3.11/site-packages/hydra/"
    c.log(node, "driver", VERL383,
          "Traceback (most recent call last):",
          '  File "<frozen runpy>", line 198, in _run_module_as_main',
          '  File "<frozen runpy>", line 88, in _run_code',
          '  File "/opt/tiger/verl/verl/trainer/main_ppo.py", line 130, in <module>',
          "    main()",
          f'  File "{hydra}main.py", line 94, in decorated_main',
          "    _run_hydra(",
          f'  File "{hydra}_internal/utils.py", line 394, in _run_hydra',
          "    _run_app(",
          f'  File "{hydra}_internal/utils.py", line 457, in _run_app',
          "    run_and_report(",
          f'  File "{hydra}_internal/utils.py", line 223, in run_and_report',
          "    raise ex",
          f'  File "{hydra}_internal/utils.py", line 220, in run_and_report',
          "    return func()",
          f'  File "{hydra}_internal/utils.py", line 458, in <lambda>',
          "    lambda: hydra.run(",
          f'  File "{hydra}_internal/hydra.py", line 132, in run',
          "    _ = ret.return_value", t=420.0)
    c.job(421.0, "FAILED", exit_code=1)

    # ---- verl geo3k multiturn example: worker process died; driver traceback with stamps -------
    node = "verl-geo3k-host"
    c = case("b136-verl-geo3k-multiturn-worker-process-died", "ambiguous", "unknown", [], [node],
             "verl's qwen2.5-3b_geo3k_multiturn example fails: the title says the actor is dead "
             "because its worker process died; the posted lines are the driver's traceback from "
             "main_ppo through hydra, each with its container timestamp, cut before the error. "
             "Why the worker died is not shown. Lines as posted (node name and rank count ours); "
             "ISO times from the lines' own stamps.",
             start="2025-07-03T14:00:00+00:00", scheduler="ray", ranks_per_node=8)
    pkgs = "/usr/local/lib/python3.10/dist-packages/hydra/"
    for stamp, text in (
            ("565839352", "Traceback (most recent call last):"),
            ("565849390", '  File "/usr/lib/python3.10/runpy.py", line 196, in '
                          "_run_module_as_main"),
            ("565921620", "    return _run_code(code, main_globals, None,"),
            ("565926120", '  File "/usr/lib/python3.10/runpy.py", line 86, in _run_code'),
            ("565954064", "    exec(code, run_globals)"),
            ("565956639", '  File "/ml-engine/code/611c59514eeee150a79527f9ac2f99dcab4d02eb/verl/'
                          'trainer/main_ppo.py", line 262, in <module>'),
            ("566011775", "    main()"),
            ("566014250", f'  File "{pkgs}main.py", line 94, in decorated_main'),
            ("566044679", "    _run_hydra("),
            ("566046979", f'  File "{pkgs}_internal/utils.py", line 394, in _run_hydra'),
            ("566101055", "    _run_app("),
            ("566102736", f'  File "{pkgs}_internal/utils.py", line 457, in _run_app'),
            ("566154714", "    run_and_report("),
            ("566156376", f'  File "{pkgs}_internal/utils.py", line 223, in run_and_report'),
            ("566192279", "    raise ex")):
        c.own(node, "driver", VERL2355, f"2025-07-03T14:20:51.{stamp[:6]}+00:00",
              f"2025-07-03T14:20:51.{stamp}Z {text}")
    c.job(1260.0, "FAILED", exit_code=1)


# ---- tracebacks and hangs in the training step -------------------------------------------------
def build_tracebacks_and_hangs() -> None:
    # ---- DeepSpeed ZeRO + fp16 + scheduler on 4 GPUs: hangs; with DETAIL debug rank 0 raises ----
    node = "deepspeed-4gpu-host"
    c = case("b136-deepspeed-zero-fp16-scheduler-step-traceback", "attributed", "user_code", [],
             [node],
             "A DeepSpeed reproducer (bug1.py) with an LR scheduler, fp16 and ZeRO optimization "
             "hangs on 4 GPUs; run with TORCH_DISTRIBUTED_DEBUG=DETAIL, rank 0 raises inside "
             "model_engine.step() -> ZeRO stage 1/2's scaled_global_norm. An exception in the "
             "program's library stack; the excerpt cuts the traceback before its final line. "
             "Lines as posted (node name ours), ISO times ours.",
             start="2025-09-20T09:00:00+00:00", scheduler="static", ranks_per_node=4)
    c.steps(1, 3, every=5.0)
    ds = "/home/yanzhen/miniconda3/envs/deepspeed/lib/python3.10/site-packages/deepspeed/runtime/"
    c.log(node, "rank-0", DEEPSPEED7568,
          "[rank0]: Traceback (most recent call last):",
          '[rank0]:   File "/home/yanzhen/distributed_test/deepspeed-test/bug1.py", line 121, in '
          "<module>",
          "[rank0]:     main()",
          '[rank0]:   File "/home/yanzhen/distributed_test/deepspeed-test/bug1.py", line 114, in '
          "main",
          "[rank0]:     model_engine.step()",
          f'[rank0]:   File "{ds}engine.py", line 2490, in step',
          "[rank0]:     self._take_model_step(lr_kwargs)",
          f'[rank0]:   File "{ds}engine.py", line 2385, in _take_model_step',
          "[rank0]:     self.optimizer.step()",
          f'[rank0]:   File "{ds}zero/stage_1_and_2.py", line 2028, in step',
          "[rank0]:     scaled_global_grad_norm = self.scaled_global_norm()",
          f'[rank0]:   File "{ds}zero/stage_1_and_2.py", line 1960, in scaled_global_norm',
          "[rank0]:     norm_groups.append(self.get_grad_norm_direct(self.averaged_gradients[i], "
          "self.params_in_partition[i]))", t=16.0)
    c.job(20.0, "FAILED", exit_code=1)

    # ---- Co-DETR (mmengine) on 8 GPUs: rank 6's traceback in the forward pass, OOM title -------
    node = "codetr-host"
    c = case("b136-codetr-mmengine-rank6-forward-traceback-oom-title", "ambiguous", "oom", [],
             [node],
             "Co-DETR training with mmengine on several GPUs (rank 6 shown) fails in the training "
             "loop's forward pass; the title is torch.OutOfMemoryError: CUDA out of memory, but "
             "the excerpt cuts rank 6's traceback before its exception line. Lines as posted "
             "(node name and the count of 8 GPUs ours), ISO times ours.",
             start="2025-05-05T08:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.steps(1, 5, every=30.0)
    mm = "/home/wh1234_/.conda/envs/openmmlab/lib/python3.8/site-packages/mmengine/"
    c.log(node, "rank-6", CODETR215,
          "[rank6]: Traceback (most recent call last):",
          '[rank6]:   File "tools/train.py", line 121, in <module>',
          "[rank6]:     main()",
          '[rank6]:   File "tools/train.py", line 117, in main',
          "[rank6]:     runner.train()",
          f'[rank6]:   File "{mm}runner/runner.py", line 1777, in train',
          "[rank6]:     model = self.train_loop.run()  # type: ignore",
          f'[rank6]:   File "{mm}runner/loops.py", line 98, in run',
          "[rank6]:     self.run_epoch()",
          f'[rank6]:   File "{mm}runner/loops.py", line 115, in run_epoch',
          "[rank6]:     self.run_iter(idx, data_batch)",
          f'[rank6]:   File "{mm}runner/loops.py", line 131, in run_iter',
          "[rank6]:     outputs = self.runner.model.train_step(",
          f'[rank6]:   File "{mm}model/wrappers/distributed.py", line 121, in train_step',
          "[rank6]:     losses = self._run_forward(data, mode='loss')",
          f'[rank6]:   File "{mm}model/wrappers/distributed.py", line 161, in _run_forward',
          "[rank6]:     results = self(**data, mode=mode)", t=140.0)
    c.job(150.0, "FAILED", exit_code=1)

    # ---- marin grug MoE on 512 GB200 GPUs: one rank's CUDA_ERROR_ILLEGAL_INSTRUCTION -----------
    nodes = [f"gb200-node-{i:03d}" for i in range(128)]
    bad = nodes[77]
    c = case("b136-marin-512-gb200-one-rank-illegal-instruction-gang-abort", "ambiguous", "unknown",
             [], nodes,
             "An 8-rack GB200 JAX training job (marin's grug MoE, 128 nodes x 4 GPUs = 512 ranks, "
             "cluster cw-us-east-08a): a single rank hits a device-side CUDA_ERROR_ILLEGAL_"
             "INSTRUCTION, its CUDA context is destroyed, it reaches JAX's shutdown barrier alone, "
             "the barrier times out about 5 minutes later and all 512 ranks abort. Seen on nine "
             "runs, three commits and at least six different physical nodes, at steps 2 to 161: "
             "not tied to a node, commit or configuration; the cause is still open. The lines as "
             "posted; node names, which node and rank they are filed under (one run's) and the "
             "step it stopped at ours; ISO times ours.",
             start="2026-08-04T06:00:00+00:00", scheduler="kubernetes", ranks_per_node=4)
    c.steps(38, 40, every=10.0, t0=380.0)
    c.log(bad, "rank-309", MARIN7956,
          "jax.errors.JaxRuntimeError: INTERNAL: Failed to retrieve branch_index value on stream "
          "0x…:",
          "  CUDA error: Could not synchronize CUDA stream:",
          "  CUDA_ERROR_ILLEGAL_INSTRUCTION: an illegal instruction was encountered", t=405.0)
    c.job(710.0, "FAILED", exit_code=1)

    # ---- Diffusion-Planner DDP: unused parameters ----------------------------------------------
    node = "diffusion-planner-host"
    c = case("b136-diffusion-planner-ddp-unused-parameters", "attributed", "user_code", [],
             [node],
             "Diffusion-Planner training under DDP stops with 'Expected to have finished "
             "reduction in the prior iteration': parameters not used in the loss. A commenter "
             "confirms find_unused_parameters=True fixes it. An exception in the program. The "
             "line as posted, with the quotes it was posted in (node name and rank count ours), "
             "ISO time ours.",
             start="2025-08-04T08:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.steps(1, 1, every=10.0)
    c.log(node, "rank-0", DIFFUSIONPLANNER65,
          '"RuntimeError: Expected to have finished reduction in the prior iteration before '
          "starting a new one. This error indicates that your module has parameters that were "
          "not used in producing loss. You can enable unused parameter detection by passing the "
          "keyword argument `find_unused_parameters=True` to "
          '`torch.nn.parallel.DistributedDataParallel`"', t=25.0)
    c.job(30.0, "FAILED", exit_code=1)

    # ---- zsseg.baseline multi-GPU training: unused parameters ----------------------------------
    node = "zsseg-host"
    c = case("b136-zsseg-multi-gpu-ddp-unused-parameters", "attributed", "user_code", [], [node],
             "zsseg.baseline training on several GPUs fails with DDP's 'Expected to have finished "
             "reduction in the prior iteration' error (parameters not used in producing the "
             "loss). An exception in the program. The line as posted (node name and rank count "
             "ours), ISO time ours.",
             start="2025-06-02T08:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.steps(1, 1, every=10.0)
    c.log(node, "rank-0", ZSSEG35,
          "RuntimeError: Expected to have finished reduction in the prior iteration before "
          "starting a new one. This error indicates that your module has parameters that were "
          "not used in producing loss. You can enable unused parameter detection by (1) passing "
          "the keyword argument `find_unused_parameters=True` to "
          "`torch.nn.parallel.DistributedDataParallel`; (2) making sure all `forward` function "
          "outputs participate in calculating loss. If you already have done the above two "
          "steps, then the distributed data parallel module wasn't able to locate the output "
          "tensors in the return value of your module's `forward` function. Please include the "
          "loss function and the structure of the return value of `forward` of your module when "
          "reporting this issue (e.g. list, dict, iterable).", t=25.0)
    c.job(30.0, "FAILED", exit_code=1)


# ---- runs that went on -------------------------------------------------------------------------
def build_runs_that_went_on() -> None:
    # ---- torchtitan Llama 3 70B, PP=16 over 2 nodes: loss logged as -1, training goes on -------
    n0, n1 = "titan-node-0", "titan-node-1"
    c = case("b136-torchtitan-pp16-two-nodes-loss-logged-minus-one", "no_failure", "unknown", [],
             [n0, n1],
             "torchtitan Llama 3 70B with pipeline_parallel_degree 16 over 2 nodes of 8 GPUs: "
             "rank 0 logs loss -1.0000 at every step although LOG_RANK=0,15 is set (the loss "
             "lives on the last pipeline stage); the steps go on at a steady pace. A logging "
             "question, not a failure. Lines as posted (node names ours), ISO times from the "
             "lines' own stamps (read as UTC).",
             start="2025-05-28T21:11:00+00:00", scheduler="static", ranks_per_node=8)
    c.steps(1, 4, every=61.0, t0=157.8)
    for when, text in (
            ("21:11:37.626", "Trainer is initialized with local batch size 2, global batch size "
                             "2, sequence length 4096, total steps 10 (warmup 2)."),
            ("21:11:37.626", "Training starts at step 1."),
            ("21:13:37.816", "step:  1  loss: -1.0000  memory: 36.90GiB(46.63%)  tps: 4  "
                             "tflops: 0.90  mfu: 0.29%"),
            ("21:13:37.816", "Synchronizing and adjusting timeout for all ProcessGroups to "
                             "0:01:40"),
            ("21:14:39.054", "step:  2  loss: -1.0000  memory: 42.78GiB(54.06%)  tps: 8  "
                             "tflops: 1.81  mfu: 0.58%"),
            ("21:15:40.293", "step:  3  loss: -1.0000  memory: 42.78GiB(54.06%)  tps: 8  "
                             "tflops: 1.81  mfu: 0.58%"),
            ("21:16:41.533", "step:  4  loss: -1.0000  memory: 42.78GiB(54.06%)  tps: 8  "
                             "tflops: 1.81  mfu: 0.58%")):
        c.own(n0, "rank-0", TORCHTITAN1232, f"2025-05-28 {when}",
              f"[rank0]:[titan] 2025-05-28 {when.replace('.', ',')} - root - INFO - {text}")
    c.job(0.0, "RUNNING")

    # ---- RF-DETR multi-GPU on Windows (Lightning): validation runs, the poster reports it works -
    node = "rfdetr-windows-host"
    c = case("b136-rfdetr-windows-multi-gpu-lightning-validation-runs", "no_failure", "unknown",
             [], [node],
             "RF-DETR training on several GPUs on Windows through PyTorch Lightning: the thread "
             "asks why multi-GPU fails there; in the excerpt the run reaches validation, prints "
             "its per-class metrics and Lightning's advice to log with sync_dist, and the poster "
             "confirms multi-GPU works on Windows and the issue is resolved. Lines as posted "
             "(node name and rank count ours; the report's date is not in the excerpt, the "
             "repository's issues start in 2025), ISO times ours.",
             start="2026-01-15T08:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.steps(1, 20, every=30.0)
    c.log(node, "rank-0", RFDETR903,
          "│ gap_ok │   0.0000 │ 0.0000 │ 0.0000 │    0.0000 │ 0.0000 │",
          r"C:\Users\software\anaconda3\envs\rf_detr\lib\site-packages\pytorch_lightning\trainer"
          r"\connectors\logger_connector\result.py:433: It is recommended to use "
          "`self.log('val/AP/gap_ok', ..., sync_dist=True)` when logging on epoch level in "
          "distributed setting to accumulate the metric across devices.", t=610.0)
    c.job(0.0, "RUNNING")


# ---- writing -----------------------------------------------------------------------------------
def main() -> None:
    build()
    remove_stale(ROOT, "b136-", CASES)
    write_split(CASES, SPLIT, ROOT)


if __name__ == "__main__":
    main()
