"""Build the thirteenth blind corpus (tests/attribution/blind13/): incidents taken as they came.

    python tests/attribution/blind13_build.py

A held-out proxy for issue 43's question ("stacks and failures described nowhere"), aimed at the
post-training and fine-tuning of large models on several GPUs or nodes, as people reported it in
2025 and 2026: reinforcement-learning frameworks (verl and EasyR1, OpenRLHF and its forks, TRL,
NeMo-Aligner, slime, SkyRL) with their Ray, vLLM and SGLang parts, and fine-tuning frameworks
(ms-swift, torchtune, Axolotl, Unsloth under LLaMA-Factory, R1-V's GRPO trainer). The reports are
GitHub issue and pull-request threads found with the search tool's `issues` corpus (its `pages`
corpus held no post with copyable lines for this theme), taken in the order the searches returned
them, skipping only reports without a copyable log line (screenshots, prose, the error line cut
off), reports not about a run on several GPUs, reports older than 2025, and reports any other
corpus or file of the repository (or the other blind builders) cites. It was assembled by one
helper who read neither the engine nor its catalogs; the labels were written before any engine
ran on these bundles, and no report cited here is cited anywhere else in the repository
(test_attribution_heldout.py checks it).

Every log line is copied from the public report given next to it (host names, addresses, ids and
times as posted; a line the report wrapped stays wrapped). Ours is only the assembly, as in
stacks_build.py: which node and stream a line is filed under, an ISO-8601 time in front of every
line (taken from the line's own stamp where it has one), job.json, the scheduler events and the
per-rank step metrics. The labels follow DESIGN's taxonomy and the rules of the realworld, stacks,
frontier and blind READMEs (see blind13/README.md).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from stacks_build import Case, case_maker, remove_stale, write_split  # noqa: E402

ROOT = HERE / "blind13"
SPLIT = "blind13"

# ---- sources (one public report per incident) --------------------------------------------------
VERL595 = "https://github.com/verl-project/verl/issues/595"
VERL1526 = "https://github.com/verl-project/verl/issues/1526"
OPENRLHF1193 = "https://github.com/OpenRLHF/OpenRLHF/issues/1193"
SKYRL87 = "https://github.com/NovaSky-AI/SkyRL/issues/87"
MSSWIFT7879 = "https://github.com/modelscope/ms-swift/issues/7879"
R1V44 = "https://github.com/StarsfieldAI/R1-V/pull/44"
LMMR1_43 = "https://github.com/TideDra/lmm-r1/issues/43"
SKYRL24 = "https://github.com/NovaSky-AI/SkyRL/issues/24"
VERL2987 = "https://github.com/verl-project/verl/issues/2987"
MSSWIFT6107 = "https://github.com/modelscope/ms-swift/issues/6107"
COOKBOOK898 = "https://github.com/meta-llama/llama-cookbook/pull/898"
TORCHTUNE2561 = "https://github.com/meta-pytorch/torchtune/issues/2561"
ALIGNER541 = "https://github.com/NVIDIA/NeMo-Aligner/issues/541"
VERL4921 = "https://github.com/verl-project/verl/issues/4921"
VERL2189 = "https://github.com/verl-project/verl/issues/2189"
VERL1986 = "https://github.com/verl-project/verl/issues/1986"
TORCHTUNE2856 = "https://github.com/meta-pytorch/torchtune/issues/2856"
AXOLOTL3294 = "https://github.com/axolotl-ai-cloud/axolotl/issues/3294"
UNSLOTH2584 = "https://github.com/unslothai/unsloth/issues/2584"
SLIME1998 = "https://github.com/THUDM/slime/issues/1998"
TRL3408 = "https://github.com/huggingface/trl/issues/3408"
MSSWIFT5409 = "https://github.com/modelscope/ms-swift/issues/5409"
MSSWIFT9191 = "https://github.com/modelscope/ms-swift/issues/9191"
MSSWIFT4306 = "https://github.com/modelscope/ms-swift/issues/4306"
MSSWIFT6962 = "https://github.com/modelscope/ms-swift/issues/6962"
MSSWIFT8506 = "https://github.com/modelscope/ms-swift/issues/8506"
MSSWIFT6083 = "https://github.com/modelscope/ms-swift/issues/6083"
SLIME1487 = "https://github.com/THUDM/slime/issues/1487"
EASYR1_12 = "https://github.com/hiyouga/EasyR1/issues/12"

WORKER_DIED = ("(raylet) A worker died or was killed while executing a task by an unexpected "
               "system error. To troubleshoot the problem, check the logs for the dead worker. ")
CAUSES = ("Worker exit type: SYSTEM_ERROR Worker exit detail: Worker unexpectedly exits with a "
          "connection error code 2. End of file. There are some potential root causes. (1) The "
          "process is killed by SIGKILL by OOM killer due to high memory usage. (2) ray stop "
          "--force is called. (3) The worker is crashed unexpectedly due to SIGSEGV or other "
          "unexpected errors.")
SOCKET_HOST = ("socket.cpp:204] [c10d] The hostname of the client socket cannot be retrieved. "
               "err=-3")
DTENSOR = ("got mixed torch.Tensor and DTensor, need to convert all torch.Tensor to DTensor "
           "before calling distributed operators!")

CASES: list[Case] = []


case = case_maker(CASES, SPLIT)


def steps(c: Case, last: int, every: float, t0: float = 0.0) -> None:
    """Per-rank step metrics for steps 1..last, one point per rank every ten steps (and at the
    first and last step) to keep the corpus small; ours, as in the other corpora."""
    for step in sorted({1, last, *range(10, last + 1, 10)}):
        c.steps(step, step, t0=t0 + (step - 1) * every)


def build() -> None:
    build_rl_frameworks()
    build_rl_workers_and_engines()
    build_fine_tuning()
    build_collective_timeouts()
    build_stalls()


# ---- reinforcement-learning frameworks: start-up and rollout engines ---------------------------
def build_rl_frameworks() -> None:
    # ---- verl GRPO via ray job submit on two nodes: the register-center actor is missing -------
    n0, n1 = "ray-head-33-145-115-169", "ray-worker-1"
    c = case("b13-verl-ray-submit-register-center-actor-missing", "attributed", "user_code", [],
             [n0, n1],
             "verl GRPO submitted with `ray job submit` to a Ray cluster of two nodes started by "
             "the job's own run.sh: main_task fails in init_workers on an AssertionError, the "
             "worker group's register-center actor not found among the named actors, before any "
             "step. The job's own setup, not a machine. Lines as posted (node names ours), ISO "
             "times ours.",
             start="2025-03-14T08:00:00+00:00", scheduler="ray", ranks_per_node=8)
    c.log(n0, "driver", VERL595,
          "ray.exceptions.RayTaskError(AssertionError): ray::main_task() (pid=7125, "
          "ip=33.145.115.169)",
          'File "/workspace/bin/verl/trainer/main_ppo.py", line 164, in main_task',
          "trainer.init_workers()",
          'File "/workspace/bin/verl/trainer/ppo/ray_trainer.py", line 762, in init_workers',
          "wg_dict = self.ray_worker_group_cls(resource_pool=resource_pool, "
          "ray_cls_with_init=worker_dict_cls)",
          'File "/workspace/bin/verl/single_controller/ray/base.py", line 217, in __init__',
          "self._init_with_resource_pool(resource_pool=resource_pool,",
          'File "/workspace/bin/verl/single_controller/ray/base.py", line 294, in '
          "_init_with_resource_pool",
          'assert register_center_actor is not None, f"failed to get register_center_actor: '
          '{self.name_prefix}_register_center in {list_named_actors(all_namespaces=True)}"',
          "AssertionError: failed to get register_center_actor: zL5aNK_register_center in "
          "[{'name': '_ray_internal_job_actor_raysubmit_r4R4XZt1Sp2Yufsq', 'namespace': "
          "'SUPERVISOR_ACTOR_RAY_NAMESPACE'}]", t=95.0)
    c.job(100.0, "FAILED", exit_code=1)

    # ---- verl PPO on two SageMaker instances: stuck inside the critic's FSDP wrap: hang --------
    n0, n1 = "algo-1", "algo-2"
    c = case("b13-verl-sagemaker-two-nodes-ppo-freezes-in-fsdp", "ambiguous", "hang", [],
             [n0, n1],
             "verl multi-node PPO on two SageMaker instances (P4 or G6, eight GPUs each) with a "
             "Ray cluster both nodes joined: the workers print their model-loading warnings and "
             "the run then freezes inside the critic's FSDP wrap (the poster sees 'Before critic "
             "FSDP' and never 'After'). No error, no rank shown stopping first. Lines as posted "
             "(the Ray status stamp the only time; node names ours), ISO times ours; the "
             "scheduler's last word is RUNNING.",
             start="2025-05-14T09:45:00+00:00", scheduler="ray", ranks_per_node=8)
    c.job(0.0, "RUNNING")
    c.own(n0, "driver", VERL1526, "2025-05-14 09:45:24.329919",
          "======== Autoscaler status: 2025-05-14 09:45:24.329919 ========")
    c.log(n0, "driver", VERL1526, "Active:", " 1 node_xxxx", " 1 node_xxxx", "Pending:",
          " (no pending nodes)", "Recent failures:", " (no failures)", t=24.4)
    c.log(n1, "worker", VERL1526,
          "#033[36m(WorkerDict pid=519, ip=xxxx)#033[0m You are attempting to use Flash "
          "Attention 2.0 with a model not initialized on GPU. Make sure to move the model to GPU "
          "after initializing it on CPU with `model.to('cuda')`.", t=180.0)
    c.log(n0, "worker", VERL1526,
          "#033[36m(WorkerDict pid=21527)#033[0m Some weights of Qwen2ForTokenClassification were "
          "not initialized from the model checkpoint at /opt/ml/input/data/model_ckpt and are "
          "newly initialized: ['score.bias', 'score.weight']",
          "#033[36m(WorkerDict pid=21527)#033[0m You should probably TRAIN this model on a "
          "down-stream task to be able to use it for predictions and inference.", t=185.0)

    # ---- OpenRLHF asynchronous training with vLLM 0.16: the engine's collective_rpc fails ------
    node = "openrlhf-host"
    c = case("b13-openrlhf-async-vllm016-collective-rpc-failed", "attributed", "user_code", [],
             [node],
             "OpenRLHF asynchronous training with vLLM 0.16.0 or newer: the vLLM engine core in an "
             "LLMRayActor fails a collective_rpc call (the maintainer's notice: update OpenRLHF to "
             "0.9.5). A version mismatch of the job's own packages. Lines as posted (the node name "
             "ours; the caret lines left out), ISO times ours from their own stamps (the year "
             "from the post).",
             start="2026-03-05T00:00:00+00:00", scheduler="ray", ranks_per_node=8)
    steps(c, 20, every=60.0, t0=300.0)
    prefix = ("(LLMRayActor pid=585804) (EngineCore_DP0 pid=586112) ERROR 03-05 00:25:45 "
              "[core.py:1094]")
    for text in (
            " Invocation of collective_rpc method failed",
            " Traceback (most recent call last):",
            '   File "/home/jianh/.local/lib/python3.12/site-packages/vllm/v1/engine/core.py", '
            "line 1091, in _handle_client_request",
            "     result = method(*self._convert_msgspec_args(method, args))",
            '   File "/home/jianh/.local/lib/python3.12/site-packages/vllm/v1/engine/core.py", '
            "line 657, in collective_rpc",
            "     return self.model_executor.collective_rpc(method, timeout, args, kwargs)"):
        c.own(node, "vllm-engine", OPENRLHF1193, "2026-03-05 00:25:45", prefix + text)
    c.job(1560.0, "FAILED", exit_code=1)

    # ---- SkyRL multi-turn GRPO tutorial: vLLM engines die at creation on NCCL's system error ----
    node = "skyrl-172-29-150-136"
    c = case("b13-skyrl-vllm-engine-init-nccl-unhandled-system-error", "ambiguous", "unknown",
             [], [node],
             "SkyRL's multi-turn GRPO Text2SQL tutorial with asynchronous vLLM inference engines: "
             "the engines' creation tasks die on 'NCCL error: unhandled system error' (repeated "
             "across the cluster) before any training step. NCCL's generic system error names no "
             "device, link or peer. Lines as posted (the node name ours), ISO times ours, the "
             "Ray error's from its own stamp.",
             start="2025-07-14T23:00:00+00:00", scheduler="ray", ranks_per_node=4)
    c.log(node, "inference-engine", SKYRL87,
          '(AsyncVLLMInferenceEngine pid=31037)     raise RuntimeError(f"NCCL error: '
          '{error_str}") [repeated 4x across cluster]',
          "(AsyncVLLMInferenceEngine pid=31037) RuntimeError: NCCL error: unhandled system error "
          "(run with NCCL_DEBUG=INFO for details) [repeated 4x across cluster]", t=251.0)
    c.own(node, "inference-engine", SKYRL87, "2025-07-14 23:04:11.453",
          "(AsyncVLLMInferenceEngine pid=31037) 2025-07-14 23:04:11,453    ERROR worker.py:420 "
          "-- Unhandled error (suppress with 'RAY_IGNORE_UNHANDLED_ERRORS=1'): "
          "ray::RayWorkerWrapper.execute_method() (pid=17335, ip=172.29.150.136, "
          "actor_id=f9d65f3c335240221d07784a02000000, repr=<vllm.executor.ray_utils."
          "RayWorkerWrapper object at 0x71ac9e8a3fe0>) [repeated 3x across cluster]")
    c.log(node, "inference-engine", SKYRL87,
          "(AsyncVLLMInferenceEngine pid=31036) Exception raised in creation task: The actor "
          "died because of an error raised in its creation task, "
          "ray::AsyncVLLMInferenceEngine.__init__() (pid=31036, ip=172.29.150.136, "
          "actor_id=50a21a6dce3b550522723a8201000000, repr=<skyrl_train.inference_engines.vllm."
          "vllm_engine.AsyncVLLMInferenceEngine object at 0x7a5039329df0>)",
          '(AsyncVLLMInferenceEngine pid=31036)   File "/home/ray/anaconda3/lib/python3.12/'
          'concurrent/futures/_base.py", line 456, in result',
          "(AsyncVLLMInferenceEngine pid=31036)     return self.__get_result()", t=252.0)
    c.job(260.0, "FAILED", exit_code=1)

    # ---- ms-swift GRPO with a vLLM rollout server on another node: the trainer stalls: hang -----
    n0, n1 = "node1-rollout", "node2-trainer"
    c = case("b13-msswift-grpo-rollout-server-init-communicator-stall", "ambiguous", "hang", [],
             [n0, n1],
             "ms-swift GRPO of Qwen3-32B: `swift rollout` serves vLLM (tensor parallel 2) on "
             "node 1, `swift rlhf` trains on node 2 and connects to it; the server answers the "
             "health, world-size and init_communicator calls, its vLLM workers load NCCL, and the "
             "trainer then sits stuck (the poster's words). No error line of the trainer, no rank "
             "shown stopping first. Lines as posted (node names ours), ISO times ours from their "
             "glog stamps (the year from the post); the scheduler's last word is RUNNING.",
             start="2026-01-22T20:04:00+00:00", scheduler="static", ranks_per_node=2)
    c.job(0.0, "RUNNING")
    c.log(n0, "rollout", MSSWIFT7879,
          "INFO:     Application startup complete.",
          "INFO:     Uvicorn running on http://0.0.0.0:8000 (Press CTRL+C to quit)",
          'INFO:     172.18.127.130:60808 - "GET /health/ HTTP/1.1" 200 OK',
          'INFO:     172.18.127.130:60810 - "GET /get_world_size/ HTTP/1.1" 200 OK',
          'INFO:     172.18.127.130:60812 - "POST /init_communicator/ HTTP/1.1" 200 OK', t=78.0)
    c.own(n0, "rollout", MSSWIFT7879, "2026-01-22 20:05:19.749124",
          "[rank1]:[W122 20:05:19.749124012 " + SOCKET_HOST)
    c.own(n0, "rollout", MSSWIFT7879, "2026-01-22 20:05:19.749490",
          "[rank0]:[W122 20:05:19.749490853 " + SOCKET_HOST)
    c.own(n0, "rollout", MSSWIFT7879, "2026-01-22 20:05:19",
          "(VllmWorker rank=1 pid=11606) INFO 01-22 20:05:19 [utils.py:990] Found nccl from "
          "library libnccl.so.2")
    c.own(n0, "rollout", MSSWIFT7879, "2026-01-22 20:05:19",
          "(VllmWorker rank=1 pid=11606) INFO 01-22 20:05:19 [pynccl.py:69] vLLM is using "
          "nccl==2.21.5")

    # ---- R1-V's GRPO trainer with vLLM on several nodes: an attribute missing: user_code --------
    n0, n1 = "29.127.65.230", "r1v-node-1"
    c = case("b13-r1v-grpo-vllm-trainer-last-loaded-step-attribute", "attributed", "user_code",
             [], [n0, n1],
             "R1-V's Qwen2-VL GRPO trainer with vLLM (pull request under test, trl 0.15.0.dev0) "
             "launched on several nodes: rank 0 on 29.127.65.230 raises AttributeError, the "
             "trainer having no '_last_loaded_step'. A program bug. Lines as posted (the host "
             "prefix the launcher's; the second node's name ours), ISO times ours.",
             start="2025-02-10T09:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.steps(1, 1, t0=200.0)
    pre = "29.127.65.230: [rank0]: "
    c.log(n0, "rank-0", R1V44,
          pre + '  File "/my_workspace/R1-V/src/open-r1-multimodal/src/open_r1/grpo.py", line '
          "206, in <module>",
          pre + "    main(script_args, training_args, model_args)",
          pre + '  File "/my_workspace/R1-V/src/open-r1-multimodal/src/open_r1/grpo.py", line '
          "195, in main",
          pre + "    trainer.train()",
          pre + '  File "/root/miniconda3/envs/r1v/lib/python3.12/site-packages/transformers/'
          'trainer.py", line 2185, in train',
          pre + "    return inner_training_loop(",
          pre + "if self.state.global_step != self._last_loaded_step:",
          pre + "^^^^^^^^^^^^^^^^^^^^^^^",
          pre + "AttributeError: 'Qwen2VLGRPOVLLMTrainer' object has no attribute "
          "'_last_loaded_step'", t=230.0)
    c.job(240.0, "FAILED", exit_code=1)

    # ---- lmm-r1 (OpenRLHF) colocated: vLLM's wake_up runs out of device memory: oom -------------
    node = "lmm-r1-host"
    c = case("b13-lmmr1-vllm-wake-up-cuda-out-of-memory", "attributed", "oom", [], [node],
             "lmm-r1 (an OpenRLHF fork) with colocated models and vLLM sleep mode, 3B/7B models: "
             "when the actor wakes the vLLM engines up, the cumem allocator reports CUDA out of "
             "memory in the actor and in the LLM actors (repeated across the cluster). The "
             "maintainer: waking up takes more memory, lower the vLLM memory share. Lines as "
             "posted (the node name ours), ISO times ours.",
             start="2025-03-18T10:00:00+00:00", scheduler="ray", ranks_per_node=4)
    c.steps(1, 10, every=90.0, t0=120.0)
    c.log(node, "actor", LMMR1_43,
          '(ActorModelRayActor pid=348952)   File "/usr/local/lib/python3.10/dist-packages/vllm/'
          'device_allocator/cumem.py", line 207, in wake_up',
          "(ActorModelRayActor pid=348952)     create_and_map(handle)",
          '(ActorModelRayActor pid=348952)   File "/usr/local/lib/python3.10/dist-packages/vllm/'
          'device_allocator/cumem.py", line 75, in create_and_map',
          "(ActorModelRayActor pid=348952)     python_create_and_map(*allocation_handle)",
          "(ActorModelRayActor pid=348952) RuntimeError: CUDA Error: out of memory at "
          "/workspace/csrc/cumem_allocator.cpp:62", t=1000.0)
    c.log(node, "vllm-engine", LMMR1_43,
          "(LLMRayActor pid=347860) CUDA Error: out of memory at "
          "/workspace/csrc/cumem_allocator.cpp:62 [repeated 3x across cluster]", t=1000.5)
    c.job(1010.0, "FAILED", exit_code=1)


# ---- reinforcement learning: Ray workers and actors dying, engines failing ---------------------
def build_rl_workers_and_engines() -> None:
    # ---- SkyRL Qwen3-14B: an hour of rollouts, stuck, then a Ray worker dies: unknown -----------
    node = "skyrl-10-110-234-208"
    c = case("b13-skyrl-qwen3-14b-rollouts-worker-died", "ambiguous", "unknown", [], [node],
             "SkyRL reproduction with Qwen3-14B and skyrl-openhands: after about an hour of "
             "training the run sits in its rollouts for about another hour, then the raylet "
             "reports a worker died with SYSTEM_ERROR (connection error code 2; OOM killer, ray "
             "stop or a crash listed as possible causes) and the job errors out. Nothing in the "
             "bundle says which. Lines as posted (the node name ours), ISO times ours from the "
             "rollout lines' clock (the date from the post).",
             start="2025-06-18T20:55:00+00:00", scheduler="ray", ranks_per_node=8)
    c.steps(1, 6, every=600.0, t0=60.0)
    for when, text in (
            ("22:03:14", "(WorkerDict pid=54152) 22:03:14 - openhands:INFO: codeact.py:1054 - "
             "[iterative__dvc-2231, 1] [1082s] Evaluation still running, waiting..."),
            ("22:03:44", "(WorkerDict pid=54152) 22:03:44 - openhands:INFO: codeact.py:1054 - "
             "[iterative__dvc-2231, 1] [1113s] Evaluation still running, waiting... [repeated "
             "2x across cluster]"),
            ("22:03:47", "(WorkerDict pid=53697) 22:03:47 - openhands:INFO: codeact.py:1050 - "
             "[python__mypy-11824, 4] Evaluation process completed after 61.809834480285645 "
             "seconds"),
            ("22:03:48", "(WorkerDict pid=53697) 22:03:48 - openhands:INFO: codeact.py:1071 - "
             "[python__mypy-11824, 4] Grading answer...")):
        c.own(node, "worker", SKYRL24, f"2025-06-18 {when}", text)
    c.log(node, "raylet", SKYRL24,
          WORKER_DIED + "RayTask ID: ffffffffffffffffee7095f02044d9fdca632c6e01000000 Worker ID: "
          "359c5be389fc905de1aed5493f5a009e3ab416e0a495a94626088e97 Node ID: "
          "c796fa36420eeae0b8b3672aa5d793c0ee5e5fd5d9a78f5f18fc46be Worker IP address: "
          "10.110.234.208 Worker port: 38101 Worker PID: 54274 " + CAUSES, t=8100.0)
    c.job(8110.0, "FAILED", exit_code=1)

    # ---- verl agent loop with SGLang: a colocated WorkerDict actor dies in wake_up: unknown -----
    node = "verl-100-96-31-18"
    c = case("b13-verl-agent-loop-sglang-wake-up-actor-died", "ambiguous", "unknown", [], [node],
             "verl agent-loop training with SGLang async rollout: the AsyncSglangServer's wake_up "
             "fails because the colocated WorkerDict actor died unexpectedly, and the raylet "
             "reports that worker (pid 909447) exited with SYSTEM_ERROR (connection error code "
             "2; OOM killer, ray stop or a crash listed as possible causes). What killed it the "
             "bundle does not say. Lines as posted (the node name ours), ISO times ours.",
             start="2025-08-09T10:00:00+00:00", scheduler="ray", ranks_per_node=8)
    c.steps(1, 10, every=120.0, t0=300.0)
    c.log(node, "task-runner", VERL2987,
          "(TaskRunner pid=892962) Unhandled error (suppress with "
          "'RAY_IGNORE_UNHANDLED_ERRORS=1'): ray::AsyncSglangServer.wake_up() (pid=913710, "
          "ip=100.96.31.18, actor_id=41dbf51b81646e07dae7109901000000, repr=<verl.workers.rollout"
          ".sglang_rollout.async_sglang_server.AsyncSglangServer object at 0x7aa787490940>)",
          '(TaskRunner pid=892962)   File "/export/apps/python/3.10/lib/python3.10/concurrent/'
          'futures/_base.py", line 458, in result',
          "(TaskRunner pid=892962)     return self.__get_result()",
          '(TaskRunner pid=892962)   File "/export/apps/python/3.10/lib/python3.10/concurrent/'
          'futures/_base.py", line 403, in __get_result',
          "(TaskRunner pid=892962)     raise self._exception",
          '(TaskRunner pid=892962)   File "/home/jobuser/additional_sources/verl/verl/workers/'
          'rollout/sglang_rollout/async_sglang_server.py", line 71, in wake_up',
          "(TaskRunner pid=892962)     ray.get(futures)",
          "(TaskRunner pid=892962) ray.exceptions.ActorDiedError: The actor died unexpectedly "
          "before finishing this task.",
          "(TaskRunner pid=892962) \tclass_name: create_colocated_worker_cls.<locals>.WorkerDict",
          "(TaskRunner pid=892962) \tactor_id: 26112883fcf1df750a93627c01000000",
          "(TaskRunner pid=892962) \tpid: 909447",
          "(TaskRunner pid=892962) \tname: gxgUtgWorkerDict_0:1", t=1490.0)
    c.log(node, "raylet", VERL2987,
          WORKER_DIED + "RayTask ID: ffffffffffffffff26112883fcf1df750a93627c01000000 Worker ID: "
          "5a99776210c1e55677254183f9f6d529a6f8743b91de95c71c8b1fa7 Node ID: "
          "15378de0f92800be5b731c682f1edc25c61fcbd5848584993efe6fda Worker IP address: "
          "100.96.31.18 Worker port: 42283 Worker PID: 909447 " + CAUSES, t=1491.0)
    c.job(1500.0, "FAILED", exit_code=1)

    # ---- verl GRPO of Qwen3-4B-Thinking: the raylet reports a worker died: unknown --------------
    node = "verl-10-29-214-5"
    c = case("b13-verl-qwen3-4b-grpo-raylet-worker-died", "ambiguous", "unknown", [], [node],
             "verl GRPO of Qwen3-4B-Thinking-2507 with a custom reward function: the raylet "
             "reports a worker died with SYSTEM_ERROR (connection error code 2; the OOM killer, "
             "ray stop or a crash listed as common causes) and the job errors out. Nothing in the "
             "bundle says which. Lines as posted (the address as the thread stores it, a link; "
             "the node name ours), ISO times ours.",
             start="2026-01-14T09:00:00+00:00", scheduler="ray", ranks_per_node=8)
    c.steps(1, 5, every=150.0, t0=240.0)
    c.log(node, "raylet", VERL4921,
          WORKER_DIED + "Lease ID: 040000004df23df1c4466bfcf1f86ab519e79fed2f82725d6b933c9952b58ea6"
          " Worker ID: cd7df84926662bde505bd4864a9431db7b743478d4d69e9935bce20d Node ID: "
          "6b5f36c96b4f115d27145e878466cc677eb7ef28d9677dfb1563c9e7 Worker IP address: "
          "[10.29.214.5](http://10.29.214.5/) Worker port: 43447 Worker PID: 87687 Worker exit "
          "type: SYSTEM_ERROR Worker exit detail: Worker unexpectedly exits with a connection "
          "error code 2. End of file. Some common causes include: (1) the process was killed by "
          "the OOM killer due to high memory usage, (2) ray stop --force was called, or (3) the "
          "worker crashed unexpectedly due to SIGSEGV or another unexpected error.", t=1000.0)
    c.job(1010.0, "FAILED", exit_code=1)

    # ---- verl SGLang multi-turn GRPO: an actor dies after every first epoch: unknown ------------
    node = "verl-33-103-193-204"
    c = case("b13-verl-sglang-multiturn-actor-died-after-first-epoch", "ambiguous", "unknown",
             [], [node],
             "verl GRPO of Qwen2.5-3B-Instruct with SGLang multi-turn rollouts: after the first "
             "epoch trains, the raylet reports a worker died with SYSTEM_ERROR (connection error "
             "code 2; OOM killer, ray stop or a crash listed as possible causes), every time. "
             "Nothing in the bundle says which. Lines as posted (the node name ours), ISO times "
             "ours.",
             start="2025-06-25T10:00:00+00:00", scheduler="ray", ranks_per_node=8)
    steps(c, 30, every=60.0, t0=200.0)
    c.log(node, "raylet", VERL2189,
          WORKER_DIED + "RayTask ID: ffffffffffffffff9afdd2e3ddd8a5f428b8254501000000 Worker ID: "
          "ef40762fa19a756411f289b01976984a04a3e70879e0bdd21f750f2b Node ID: "
          "e76e1ea40f1fd2d1aa98c86c76d0c8ea4ed24647fb43bd872e0960f8 Worker IP address: "
          "33.103.193.204 Worker port: 35233 Worker PID: 122894 " + CAUSES, t=2000.0)
    c.job(2010.0, "FAILED", exit_code=1)

    # ---- verl GRPO finishes training, then a worker is reported dead: no failure ----------------
    node = "verl-159-226-47-239"
    c = case("b13-verl-grpo-finished-worker-sigterm-at-exit", "no_failure", "unknown", [], [node],
             "verl GRPO of a 1.3B model: training finishes, and only then the raylet reports a "
             "worker that exited by a signal (SystemExit, exit code 1, a SIGTERM) as an "
             "unexpected system error. The run completed. Lines as posted (wrapped as in the "
             "report; the node name ours), ISO times ours; the step metrics and the COMPLETED "
             "state ours.",
             start="2025-06-12T08:00:00+00:00", scheduler="ray", ranks_per_node=2)
    steps(c, 50, every=30.0, t0=120.0)
    c.log(node, "raylet", VERL1986,
          WORKER_DIED + "RayTask ID: ffffffffffffffffa8df3c",
          "1bbc276f698d90910201000000 Worker ID: 9d833d182fc6bb9c0643f127a46bd27ea6af23e4bc8d9218"
          "a510b93b Node ID: 5c5eb7520e42bfae86e76d31123010bf0a6fb2de02454ec8207794ea Worker IP "
          "address: 159.226.47",
          ".239 Worker port: 38191 Worker PID: 870287 Worker exit type: SYSTEM_ERROR Worker exit "
          "detail: Worker exits unexpectedly by a signal. SystemExit is raised (sys.exit is "
          "called). Exit code: 1. ",
          "The process receives a SIGTERM. ", t=1630.0)
    c.job(1640.0, "COMPLETED", exit_code=0)

    # ---- slime: an SGLang rollout server dies capturing CUDA graphs: user_code -----------------
    node = "slime-host"
    c = case("b13-slime-sglang-cuda-graph-custom-allreduce-invalid-argument", "attributed",
             "user_code", [], [node],
             "A slime RL job with SGLang rollout servers fails while SGLang captures CUDA graphs: "
             "the custom all-reduce kernel's runtime check reports 'CUDA error: invalid argument', "
             "SGLang reports the capture failed, and slime's SGLangEngine.init raises 'Server "
             "process terminated unexpectedly' before rollout or training starts. A kernel's "
             "error in the job's own stack. Lines as posted (the node name ours), ISO times ours.",
             start="2026-05-31T09:00:00+00:00", scheduler="ray", ranks_per_node=8)
    c.log(node, "sglang", SLIME1998,
          "RuntimeError: Runtime check failed at /sgl-workspace/sglang/python/sglang/jit_kernel/"
          "include/sgl_kernel/distributed/custom_all_reduce.cuh:37: CUDA error: invalid argument",
          "Exception: Capture cuda graph failed", t=140.0)
    c.log(node, "driver", SLIME1998,
          "ray::SGLangEngine.init()",
          'File "/root/slime/backends/sglang_utils/sglang_engine.py", line 95, in '
          "_wait_server_healthy",
          '    raise Exception("Server process terminated unexpectedly.")',
          "Exception: Server process terminated unexpectedly.", t=145.0)
    c.job(150.0, "FAILED", exit_code=1)

    # ---- TRL GRPO with colocated vLLM: collective_rpc fails on NCCL's unhandled cuda error ------
    node = "trl-grpo-host"
    c = case("b13-trl-grpo-vllm-collective-rpc-nccl-unhandled-cuda-error", "ambiguous",
             "unknown", [], [node],
             "TRL 0.17 GRPO with vLLM 0.8.5 and PEFT: the vLLM engine core's collective_rpc fails "
             "on 'NCCL error: unhandled cuda error' right after loading NCCL. NCCL's generic CUDA "
             "error names no device or cause. Lines as posted (the poster's elision of the "
             "traceback left out; the node name ours), ISO times ours from their own stamps.",
             start="2025-05-16T09:55:00+00:00", scheduler="static", ranks_per_node=2)
    for text in ("INFO 05-16 09:57:41 [utils.py:1055] Found nccl from library libnccl.so.2",
                 "INFO 05-16 09:57:41 [pynccl.py:69] vLLM is using nccl==2.21.5",
                 "ERROR 05-16 09:57:41 [core.py:459] Invocation of collective_rpc method failed",
                 "ERROR 05-16 09:57:41 [core.py:459] RuntimeError: NCCL error: unhandled cuda "
                 "error (run with NCCL_DEBUG=INFO for details)"):
        c.own(node, "vllm-engine", TRL3408, "2025-05-16 09:57:41", text)
    c.job(170.0, "FAILED", exit_code=1)


# ---- fine-tuning frameworks ---------------------------------------------------------------------
def build_fine_tuning() -> None:
    # ---- ms-swift Megatron SFT of Qwen3-VL-235B on two machines: an IB registration fails -------
    n0, n1 = "a100-node-0", "iv-ydin754tmoxjd1twgixh"
    c = case("b13-msswift-megatron-sft-ibv-reg-mr-nccl-error-2", "ambiguous", "network", [],
             [n0, n1],
             "ms-swift Megatron SFT of Qwen3-VL-235B-A22B on A100 machines (NCCL 2.27.3, torch "
             "2.8): ranks 11 and 10 fail in a coalesced reduce-scatter with 'NCCL Error 2: "
             "unhandled system error', and NCCL on iv-ydin754tmoxjd1twgixh warns that "
             "ibv_reg_mr_iova2 (registering memory with the InfiniBand device) failed with "
             "'Invalid argument', the error passed up through its IB transport. An RDMA error, "
             "not shown to be the device's fault rather than its set-up. Lines as posted (the "
             "post's quote marks left out; the first node's name ours, ranks 10 and 11 taken to "
             "be on the named host), ISO times ours, the NCCL warning's from its own stamp.",
             start="2025-10-13T10:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.log(n1, "rank-11", MSSWIFT6107,
          '[rank11]:   File "/home/shared/conda/lib/python3.11/site-packages/torch/distributed/'
          'distributed_c10d.py", line 2634, in _coalescing_manager',
          "[rank11]:     work = group.reduce_scatter_tensor_coalesced(outputs, inputs, "
          "reduce_opts)",
          "[rank11]: RuntimeError: NCCL Error 2: unhandled system error (run with "
          "NCCL_DEBUG=INFO for details)", t=773.0)
    c.log(n1, "rank-10", MSSWIFT6107,
          "[rank10]:     with stream_context, _coalescing_manager(communication_group, "
          "async_ops=async_op) as cm:",
          '[rank10]:   File "/home/shared/conda/lib/python3.11/contextlib.py", line 144, in '
          "__exit__",
          "[rank10]:     next(self.gen)",
          '[rank10]:   File "/home/shared/conda/lib/python3.11/site-packages/torch/distributed/'
          'distributed_c10d.py", line 2634, in _coalescing_manager',
          "[rank10]:     work = group.reduce_scatter_tensor_coalesced(outputs, inputs, "
          "reduce_opts)",
          "[rank10]: RuntimeError: NCCL Error 2: unhandled system error (run with "
          "NCCL_DEBUG=INFO for details)", t=773.2)
    c.own(n1, "nccl", MSSWIFT6107, "2025-10-13 10:12:54",
          "[2025-10-13 10:12:54] iv-ydin754tmoxjd1twgixh:1458548:1480527 [0] misc/ibvwrap.cc:182 "
          "NCCL WARN Call to ibv_reg_mr_iova2 failed with error Invalid argument")
    c.log(n1, "nccl", MSSWIFT6107,
          "iv-ydin754tmoxjd1twgixh:1458548:1480527 [0] NCCL INFO transport/net_ib.cc:1872 -> 2",
          "iv-ydin754tmoxjd1twgixh:1458548:1480527 [0] NCCL INFO transport/net_ib.cc:1920 -> 2",
          "iv-ydin754tmoxjd1twgixh:1458548:1480527 [0] NCCL INFO transport/net.cc:853 -> 2",
          "iv-ydin754tmoxjd1twgixh:1458555:1480516 [7] NCCL INFO comm 0x5be8ea20 rank 7 nRanks 8 "
          "nNodes 2 localRanks 4 localRank 3 MNNVL 0", t=774.5)
    c.job(780.0, "FAILED", exit_code=1)

    # ---- torchtune full fine-tune in a llama-cookbook notebook: rank 0 exits 1, no traceback ----
    node = "ip-10-0-98-55.us-west-2.compute.internal"
    c = case("b13-torchtune-full-finetune-distributed-rank0-exit-1", "ambiguous", "unknown", [],
             [node],
             "A llama-cookbook notebook fine-tuning Llama Guard with torchtune's "
             "full_finetune_distributed recipe on one eight-GPU host: the launcher reports the "
             "recipe FAILED, rank 0 exiting with code 1, no error file and no traceback. What "
             "made it exit the bundle does not say. Lines as posted, ISO times ours (the root "
             "cause's from its own stamp).",
             start="2025-03-18T17:20:00+00:00", scheduler="static", ranks_per_node=8)
    c.log(node, "launcher", COOKBOOK898,
          '  File "/home/ubuntu/anaconda3/envs/recipe/lib/python3.12/site-packages/torch/'
          'distributed/launcher/api.py", line 269, in launch_agent',
          "    raise ChildFailedError(",
          "torch.distributed.elastic.multiprocessing.errors.ChildFailedError: ",
          "============================================================",
          "/home/ubuntu/anaconda3/envs/recipe/lib/python3.12/site-packages/recipes/"
          "full_finetune_distributed.py FAILED",
          "------------------------------------------------------------",
          "Failures:",
          "  <NO_OTHER_FAILURES>",
          "------------------------------------------------------------",
          "Root Cause (first observed failure):",
          "[0]:", t=408.5)
    c.own(node, "launcher", COOKBOOK898, "2025-03-18 17:26:49", "  time      : 2025-03-18_17:26:49")
    c.log(node, "launcher", COOKBOOK898,
          "  host      : ip-10-0-98-55.us-west-2.compute.internal",
          "  rank      : 0 (local_rank: 0)",
          "  exitcode  : 1 (pid: 868841)",
          "  error_file: <N/A>",
          "  traceback : To enable traceback see: https://pytorch.org/docs/stable/elastic/"
          "errors.html",
          "============================================================", t=409.5)
    c.job(411.0, "FAILED", exit_code=1)

    # ---- torchtune LoRA recipe on two 4090s: the recipe has no world_size: user_code ------------
    node = "two-4090-host"
    c = case("b13-torchtune-lora-distributed-no-world-size-attribute", "attributed", "user_code",
             [], [node],
             "torchtune's lora_finetune_distributed recipe (llama3_1/8B_lora) started with `tune "
             "run --nproc_per_node 2` on two RTX 4090: the model and optimizer initialise, then "
             "rank 1 fails with AttributeError, the recipe object having no 'world_size'. A "
             "program bug. Lines as posted (the node name ours), ISO times ours (the start from "
             "the log file's epoch name).",
             start="2025-04-04T20:31:22+00:00", scheduler="static", ranks_per_node=2)
    c.log(node, "rank-0", TORCHTUNE2561,
          "Writing logs to outputs/llama3_1_8b_it_dist/logs/log_1743798682.txt",
          "FSDP is enabled. Instantiating model and loading checkpoint on Rank 0 ...",
          "Instantiating model and loading checkpoint took 3.21 secs",
          "Memory stats after model init:",
          "\tGPU peak memory allocation: 8.49 GiB",
          "\tGPU peak memory reserved: 8.64 GiB",
          "\tGPU peak memory active: 8.49 GiB",
          "Optimizer is initialized.",
          "Loss is initialized.", t=6.0)
    c.log(node, "rank-1", TORCHTUNE2561,
          "[rank1]: Traceback (most recent call last):",
          "AttributeError: 'LoRAFinetuneRecipeDistributed' object has no attribute 'world_size'",
          t=7.0)
    c.job(9.0, "FAILED", exit_code=1)

    # ---- NeMo-Aligner PPO on two Slurm nodes: UCX cannot connect, then a segfault on import -----
    n0, n1 = "gcp5-sdc-3", "gcp5-sdc-4"
    c = case("b13-nemo-aligner-multinode-ucx-connect-refused-segfault", "ambiguous", "network",
             [], [n0, n1],
             "NeMo-Aligner's PPOTrainer imported in a Slurm job of more than one node: on "
             "gcp5-sdc-3 UCX's connect to 169.254.4.6 is refused, Open MPI's UCX layer cannot "
             "reach rank 0, and the process segfaults (signal 11) during the import. A single "
             "refused connection, no peer shown at fault. Lines as posted (the second node's name "
             "ours), ISO times ours, the UCX error's from its own epoch stamp.",
             start="2025-04-30T22:15:00+00:00", scheduler="slurm", ranks_per_node=8)
    c.log(n0, "rank-0", ALIGNER541,
          "pynemo/0 50  python(PyImport_ImportModuleLevelObject+0x395) [0x5fdd75]",
          "pynemo/0 51  python(_PyEval_EvalFrameDefault+0x5b9c) [0x5dc4dc]",
          "pynemo/0 52  python(PyEval_EvalCode+0x15b) [0x5d58eb]",
          "pynemo/0 =================================", t=51.0)
    c.own(n0, "rank-0", ALIGNER541, "2025-04-30 22:15:51.812265",
          "pynemo/0 [1746051351.812265] [gcp5-sdc-3:1950659:0]            sock.c:334  UCX  ERROR"
          "   connect(fd=168, dest_addr=169.254.4.6:52595) failed: Connection refused")
    c.log(n0, "rank-0", ALIGNER541,
          "pynemo/0 [gcp5-sdc-3:1950659] pml_ucx.c:424  Error: ucp_ep_create(proc=0) failed: "
          "Destination is unreachable",
          "pynemo/0 [gcp5-sdc-3:1950659] pml_ucx.c:477  Error: Failed to resolve UCX endpoint "
          "for rank 0",
          "pynemo/0 [gcp5-sdc-3:1950659:0:1950659] Caught signal 11 (Segmentation fault: address "
          "not mapped to object at address 0x300073726fd2)",
          "pynemo/0 ==== backtrace (tid:1950659) ====",
          "pynemo/0  0  /opt/hpcx/ucx/lib/libucs.so.0(ucs_handle_error+0x2e4) [0x7dbfbfb08654]",
          t=52.0)
    c.job(60.0, "FAILED", exit_code=139)

    # ---- torchtune LoRA of Llama 4 on eight GPUs: DTensor mixed with a Tensor: user_code ------
    node = "llama4-8gpu-host"
    c = case("b13-torchtune-llama4-lora-mixed-tensor-dtensor", "attributed", "user_code", [],
             [node],
             "torchtune's lora_finetune_distributed recipe fine-tuning Llama 4 on eight GPUs: in "
             "the loss step the ranks raise 'aten.mm.default: got mixed torch.Tensor and "
             "DTensor'. A program bug. Lines as posted (the node name ours), ISO times ours.",
             start="2025-07-01T10:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.log(node, "rank-1", TORCHTUNE2856,
          '[rank1]:   File "/home/ubuntu/miniconda3/envs/py310/lib/python3.10/site-packages/torch/'
          'distributed/tensor/_dispatch.py", line 452, in _try_replicate_spec_for_scalar_tensor',
          "[rank1]:     raise RuntimeError(",
          "[rank1]: RuntimeError: aten.mm.default: " + DTENSOR, t=95.0)
    c.log(node, "rank-7", TORCHTUNE2856,
          "[rank7]: Traceback (most recent call last):",
          '[rank7]:   File "/home/ubuntu/torchtune/recipes/lora_finetune_distributed.py", line '
          "1013, in <module>",
          "[rank7]:     sys.exit(recipe_main())",
          '[rank7]:   File "/home/ubuntu/torchtune/torchtune/config/_parse.py", line 99, in '
          "wrapper",
          "[rank7]:     sys.exit(recipe_main(conf))",
          '[rank7]:   File "/home/ubuntu/torchtune/recipes/lora_finetune_distributed.py", line '
          "1008, in recipe_main",
          "[rank7]:     recipe.train()",
          '[rank7]:   File "/home/ubuntu/torchtune/recipes/lora_finetune_distributed.py", line '
          "818, in train",
          "[rank7]:     current_loss = self._loss_step(batch) * current_num_tokens",
          '[rank7]:   File "/home/ubuntu/torchtune/recipes/lora_finetune_distributed.py", line '
          "923, in _loss_step",
          "[rank7]:     loss = self._loss_fn(weight, outputs, labels)", t=95.5)
    c.job(100.0, "FAILED", exit_code=1)

    # ---- Axolotl LoRA with FSDP2: merging the LoRA weights fails on DTensor copies: user_code ---
    node = "axolotl-train-1"
    c = case("b13-axolotl-fsdp2-lora-merge-mixed-tensor-dtensor", "attributed", "user_code", [],
             [node],
             "Axolotl LoRA training with FSDP2 in a Docker Compose service: merging the LoRA "
             "weights fails, every parameter copy raising 'aten.copy_.default: got mixed "
             "torch.Tensor and DTensor'. A program bug. Lines as posted (the container prefix "
             "theirs, taken as the node's name), ISO times ours; the GPU count ours.",
             start="2025-12-01T10:00:00+00:00", scheduler="static", ranks_per_node=2)
    steps(c, 20, every=30.0, t0=60.0)
    pre = "axolotl-train-1  |      While copying the parameter named "
    for name, model, ckpt in (
            ("v_proj.lora_B", "[1024, 32]", "[1024, 32]"),
            ("o_proj.lora_A", "[32, 12288]", "[32, 12288]"),
            ("o_proj.lora_B", "[4096, 32]", "[4096, 32]")):
        c.log(node, "rank-0", AXOLOTL3294,
              pre + f'"base_model.model.model.layers.13._checkpoint_wrapped_module.self_attn.'
              f'{name}.default.weight", whose dimensions in the model are torch.Size({model}) '
              f"and whose dimensions in the checkpoint are torch.Size({ckpt}), an exception "
              f"occurred : ('aten.copy_.default: {DTENSOR}',).", t=700.0)
    c.job(710.0, "FAILED", exit_code=1)

    # ---- LLaMA-Factory with Unsloth on several GPUs: importing unsloth fails: user_code ---------
    node = "autodl-host"
    c = case("b13-llamafactory-unsloth-multi-gpu-no-backend-for-cpu", "attributed", "user_code",
             [], [node],
             "LLaMA-Factory fine-tuning Qwen3 with Unsloth acceleration on several GPUs (one GPU "
             "works): loading the model imports unsloth, whose PatchFastRL fails on rank 0 with "
             "'No backend type associated with device type cpu'. A program/library error. Lines "
             "as posted (the node name ours), ISO times ours.",
             start="2025-05-20T10:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.log(node, "rank-0", UNSLOTH2584,
          '[rank0]:   File "/root/autodl-tmp/LLaMA-Factory/src/llamafactory/model/loader.py", '
          "line 141, in load_model",
          "[rank0]:     model = load_unsloth_pretrained_model(config, model_args)",
          '[rank0]:   File "/root/autodl-tmp/LLaMA-Factory/src/llamafactory/model/model_utils/'
          'unsloth.py", line 51, in load_unsloth_pretrained_model',
          "[rank0]:     from unsloth import FastLanguageModel  # type: ignore",
          '[rank0]:   File "/root/miniconda3/lib/python3.12/site-packages/unsloth/__init__.py", '
          "line 247, in <module>",
          "[rank0]:     from .models import *",
          '[rank0]:   File "/root/miniconda3/lib/python3.12/site-packages/unsloth/models/'
          '__init__.py", line 15, in <module>',
          "[rank0]:     from .llama     import FastLlamaModel",
          '[rank0]:   File "/root/miniconda3/lib/python3.12/site-packages/unsloth/models/llama.py"'
          ", line 2757, in <module>",
          "[rank0]:     PatchFastRL(FastLanguageModel = FastLlamaModel)",
          "[rank0]: RuntimeError: No backend type associated with device type cpu", t=40.0)
    c.job(45.0, "FAILED", exit_code=1)


# ---- collective timeouts in fine-tuning and GRPO runs ------------------------------------------
def build_collective_timeouts() -> None:
    # ---- ms-swift training on eight GPUs: all-reduce watchdogs after 137k collectives: hang -----
    node = "swift-8gpu-host"
    c = case("b13-msswift-allreduce-watchdog-after-137k-collectives", "ambiguous", "hang", [],
             [node],
             "ms-swift training on one host of eight GPUs runs long (137 thousand collectives), "
             "then ranks 7 and 5 report all-reduce watchdog timeouts at neighbouring sequence "
             "numbers (137429 and 137430, ten-minute timeout) and rank 3 follows. No rank is "
             "shown stopping first. Lines as posted (wrapped as in the report), ISO times ours "
             "from their glog stamps (the year from the post).",
             start="2025-08-15T08:00:00+00:00", scheduler="static", ranks_per_node=8)
    steps(c, 66, every=900.0)
    for rank, when, lines in (
            (7, "2025-08-16 00:34:01.184200",
             ("[rank7]:[E816 00:34:01.184200712 ProcessGroupNCCL.cpp:2168] [PG ID 1 PG GUID 1 "
              "Rank 7]  failure detected by watchdog at work sequence id: 137429 PG status: last "
              "enqueue",
              "d work: 137429, last completed work: 137428",
              "[rank7]:[E816 00:34:01.184237972 ProcessGroupNCCL.cpp:667] Stack trace of the "
              "failed collective not found, potentially because FlightRecorder is disabled. You "
              "can enabl",
              "e it by setting TORCH_NCCL_TRACE_BUFFER_SIZE to a non-zero value.")),
            (5, "2025-08-16 00:34:01.333566",
             ("[rank5]:[E816 00:34:01.333566386 ProcessGroupNCCL.cpp:629] [Rank 5] Watchdog "
              "caught collective operation timeout: WorkNCCL(SeqNum=137430, OpType=ALLREDUCE, "
              "NumelIn=3106",
              "28352, NumelOut=310628352, Timeout(ms)=600000) ran for 600060 milliseconds before "
              "timing out.",
              "[rank5]:[E816 00:34:01.333737433 ProcessGroupNCCL.cpp:2168] [PG ID 1 PG GUID 1 "
              "Rank 5]  failure detected by watchdog at work sequence id: 137430 PG status: last "
              "enqueue",
              "d work: 137430, last completed work: 137429",
              "[rank5]:[E816 00:34:01.333752041 ProcessGroupNCCL.cpp:667] Stack trace of the "
              "failed collective not found, potentially because FlightRecorder is disabled. You "
              "can enabl",
              "e it by setting TORCH_NCCL_TRACE_BUFFER_SIZE to a non-zero value."))):
        for text in lines:
            c.own(node, f"rank-{rank}", MSSWIFT5409, when, text)
    c.job(59700.0, "FAILED", exit_code=1)

    # ---- ms-swift full SFT of GLM-5 on 64 machines: rank 11's watchdog stuck 480 s: hang -------
    nodes = [f"glm5-node-{i:02d}" for i in range(64)]
    c = case("b13-msswift-glm5-64-machines-watchdog-stuck-480s", "ambiguous", "hang", [], nodes,
             "Full-parameter SFT of GLM-5 with ms-swift on 64 machines (140 GB per GPU, 8k "
             "length): after a padding-free warning, rank 11's ProcessGroupNCCL watchdog reports "
             "it got stuck for 480 seconds without progress (a NCCL/CUDA API hang or a "
             "deadlock, it says) and dumps debug info; rank 9 reports the same. No rank is shown "
             "stopping first. Lines as posted (node names ours, rank 11 on the second), ISO times "
             "ours from their glog stamps (the year from the post).",
             start="2026-04-23T18:45:00+00:00", scheduler="static", ranks_per_node=8)
    c.job(0.0, "RUNNING")
    c.log(nodes[0], "rank-0", MSSWIFT9191,
          "[WARNING:swift] template.padding_free(True) != args.padding_free(False), syncing "
          "template.padding_free to False.", t=300.0)
    c.own(nodes[1], "rank-11", MSSWIFT9191, "2026-04-23 18:59:02.199810",
          "[rank11]:[E423 18:59:02.199810045 ProcessGroupNCCL.cpp:1890] [PG ID 0 PG GUID "
          "0(default_pg) Rank 11] ProcessGroupNCCL's watchdog got stuck for 480 seconds without "
          "making progress in monitoring enqueued collectives. This typically indicates a "
          "NCCL/CUDA API (e.g., CudaEventDestroy) hang blocking the watchdog, and could be "
          "triggered by another thread holding the GIL inside a CUDA api (for example, "
          "CudaEventDestroy), or other deadlock-prone behaviors.If you suspect the watchdog is "
          "not actually stuck and a longer timeout would help, you can either increase the "
          "timeout (TORCH_NCCL_HEARTBEAT_TIMEOUT_SEC) to a larger value or disable the heartbeat "
          "monitor (TORCH_NCCL_ENABLE_MONITORING=0).If either of aforementioned helps, feel free "
          "to file an issue to PyTorch about the short timeout or false positive abort; "
          "otherwise, please attempt to debug the hang.")
    c.own(nodes[1], "rank-11", MSSWIFT9191, "2026-04-23 18:59:02.200171",
          "[rank11]:[E423 18:59:02.200171886 ProcessGroupNCCL.cpp:1606] [PG ID 0 PG GUID "
          "0(default_pg) Rank 11] ProcessGroupNCCL preparing to dump debug info. Include stack "
          "trace: 1, only active collectives: 0")

    # ---- ms-swift GRPO async mode, three training GPUs: rank 1's all-gather times out: hang -----
    node = "swift-grpo-4gpu-host"
    c = case("b13-msswift-grpo-async-allgather-timeout-rank1", "ambiguous", "hang", [], [node],
             "ms-swift GRPO in async mode on one host: `swift rollout` on one GPU, `swift rlhf` "
             "training on three; rank 1's watchdog reports its all-gather (SeqNum 131) timed out "
             "after 30 minutes and takes the process down. No rank is shown stopping first. "
             "Lines as posted (the first line's lost bracket as posted; the node name ours), ISO "
             "times ours from their glog stamps (the year from the post).",
             start="2025-05-21T18:00:00+00:00", scheduler="static", ranks_per_node=3)
    c.steps(1, 12, every=120.0, t0=300.0)
    for when, text in (
            ("2025-05-21 19:04:22.127741",
             "rank1]:[E521 19:04:22.127741941 ProcessGroupNCCL.cpp:616] [Rank 1] Watchdog caught "
             "collective operation timeout: WorkNCCL(SeqNum=131, OpType=_ALLGATHER_BASE, "
             "NumelIn=8, NumelOut=24, Timeout(ms)=1800000) ran for 1800022 milliseconds before "
             "timing out."),
            ("2025-05-21 19:04:22.155606",
             "[rank1]:[E521 19:04:22.155606022 ProcessGroupNCCL.cpp:1785] [PG ID 0 PG GUID "
             "0(default_pg) Rank 1] Exception (either an error or timeout) detected by watchdog "
             "at work: 131, last enqueued NCCL work: 131, last completed NCCL work: 130."),
            ("2025-05-21 19:04:23.802884",
             "[rank1]:[E521 19:04:23.802884296 ProcessGroupNCCL.cpp:1834] [PG ID 0 PG GUID "
             "0(default_pg) Rank 1] Timeout at NCCL work: 131, last enqueued NCCL work: 131, last "
             "completed NCCL work: 130."),
            ("2025-05-21 19:04:23.802922",
             "[rank1]:[E521 19:04:23.802922636 ProcessGroupNCCL.cpp:630] [Rank 1] Some NCCL "
             "operations have failed or timed out. Due to the asynchronous nature of CUDA "
             "kernels, subsequent GPU operations might run on corrupted/incomplete data."),
            ("2025-05-21 19:04:23.802936",
             "[rank1]:[E521 19:04:23.802936264 ProcessGroupNCCL.cpp:636] [Rank 1] To avoid data "
             "inconsistency, we are taking the entire process down.")):
        c.own(node, "rank-1", MSSWIFT4306, when, text)
    c.job(3870.0, "FAILED", exit_code=1)


# ---- RL runs that stop making progress without an error ----------------------------------------
def build_stalls() -> None:
    # ---- ms-swift Megatron GRPO on four nodes: vLLM falls asleep and never wakes: hang ----------
    nodes = [f"grpo-node-{i}" for i in range(4)]
    c = case("b13-msswift-megatron-grpo-vllm-asleep-after-5-hours", "ambiguous", "hang", [],
             nodes,
             "Multi-node GRPO of Qwen3-Omni-30B with ms-swift's Megatron backend and colocated "
             "vLLM on four training nodes of eight GPUs (a fifth node serves the reward model): "
             "after about five hours of normal steps the colocated vLLM engines fall asleep once "
             "more, the trainer logs one memory-cleanup line and then nothing; the processes stay "
             "alive with GPU utilisation at zero. No error, no rank shown stopping first. Lines as "
             "posted (node names ours), ISO times ours from their own stamps (the year from the "
             "post); the scheduler's last word is RUNNING.",
             start="2025-12-08T14:50:00+00:00", scheduler="static", ranks_per_node=8)
    c.job(0.0, "RUNNING")
    steps(c, 33, every=540.0, t0=300.0)
    c.own(nodes[0], "rank-0", MSSWIFT6962, "2025-12-08 19:50:16",
          "INFO 12-08 19:50:16 [worker.py:152] Sleep mode freed 23.72 GiB memory, 29.27 GiB "
          "memory is still in use.")
    c.own(nodes[0], "rank-0", MSSWIFT6962, "2025-12-08 19:50:16",
          "INFO 12-08 19:50:16 [executor_base.py:211] It took 1.060974 seconds to fall asleep.")
    c.log(nodes[0], "rank-0", MSSWIFT6962,
          "[INFO:swift] Memory cleanup attempt 1: Freed 0.00 GB reserved, 0.00 GB allocated",
          t=18017.0)

    # ---- ms-swift GRPO of Qwen3.5 stuck after step 105 of 219: idle threads dumped: hang --------
    node = "qwen35-grpo-host"
    c = case("b13-msswift-qwen35-grpo-stuck-after-step-105", "ambiguous", "hang", [], [node],
             "ms-swift GRPO of Qwen3.5 gets stuck after step 105 of 219; the poster's py-spy "
             "dump shows idle queue-feeder and async-output threads. No error, no rank shown "
             "stopping first. Lines as posted (the node name, the GPU count and the date ours), "
             "ISO times ours; the scheduler's last word is RUNNING.",
             start="2026-03-10T08:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.job(0.0, "RUNNING")
    steps(c, 105, every=60.0, t0=120.0)
    c.log(node, "py-spy", MSSWIFT8506,
          'Thread 61130 (idle): "QueueFeederThread"',
          "    wait (threading.py:327)",
          "    _feed (multiprocessing/queues.py:231)",
          "    run (threading.py:982)",
          "    _bootstrap_inner (threading.py:1045)",
          "    _bootstrap (threading.py:1002)",
          'Thread 61590 (idle): "WorkerAsyncOutput_0"',
          "    _worker (concurrent/futures/thread.py:81)",
          "    run (threading.py:982)",
          "    _bootstrap_inner (threading.py:1045)",
          "    _bootstrap (threading.py:1002)", t=9000.0)

    # ---- ms-swift GRPO with LoRA, colocated vLLM: stuck in the rollout after step 56: hang ------
    node = "swift-colocate-host"
    c = case("b13-msswift-grpo-lora-colocate-stuck-in-rollout-step-56", "ambiguous", "hang", [],
             [node],
             "ms-swift GRPO with LoRA and colocated vLLM: step 56 of 2290 logs after 1h41m, the "
             "vLLM prefix cache is reset for the next rollout, and the run then stays stuck in "
             "the rollout stage. No error, no rank shown stopping first. Lines as posted (the "
             "node name and GPU count ours), ISO times ours from the logged elapsed time and "
             "vLLM's stamps (the year from the post); the scheduler's last word is RUNNING.",
             start="2025-10-10T15:24:41+00:00", scheduler="static", ranks_per_node=8)
    c.job(0.0, "RUNNING")
    steps(c, 56, every=109.0, t0=110.0)
    c.own(node, "rank-0", MSSWIFT6083, "2025-10-10 17:06:35",
          "{'loss': 0.04116132, 'grad_norm': 0.06237533, 'learning_rate': 9.99e-06, 'reward': "
          "0.96875, 'reward_std': 1.06768155, 'frac_reward_zero_std': 0.0, "
          "'rewards/ResponseOneRewardRulesAll/mean': 0.96875, "
          "'rewards/ResponseOneRewardRulesAll/std': 1.00741303, 'completions/mean_length': "
          "919.03125, 'completions/min_length': 250.0, 'completions/max_length': 2501.0, "
          "'completions/clipped_ratio': 0.046875, 'kl': 0.00049519, 'clip_ratio': 0.0, 'epoch': "
          "0.12, 'global_step/max_steps': '56/2290', 'percentage': '2.45%', 'elapsed_time': '1h "
          "41m 55s', 'remaining_time': '2d 19h 46m 19s', 'memory(GiB)': 65.09, "
          "'train_speed(iter/s)': 0.009156}")
    c.own(node, "rank-0", MSSWIFT6083, "2025-10-10 17:06:36",
          "Train:   2%|█▌                                                             | "
          "56/2290 [1:41:55<93:10:01, 150.14s/it]INFO 10-10 17:06:36 [block_pool.py:292] "
          "Successfully reset prefix cache")
    c.own(node, "rank-0", MSSWIFT6083, "2025-10-10 17:06:36",
          "INFO 10-10 17:06:36 [block_pool.py:292] Successfully reset prefix cache")

    # ---- slime on eight B200: the actor starts training after rollout 9 and never ends: hang ----
    node = "b200-host"
    c = case("b13-slime-b200-actor-train-never-ends-after-rollout", "ambiguous", "hang", [],
             [node],
             "slime multi-turn RL on eight B200 GPUs (context parallel 4, tensor parallel 2): "
             "after rollout 9 the Megatron train actor logs its rollout statistics and 'Timer "
             "actor_train start', and from then on only the SGLang engines' metrics polls "
             "appear; training never finishes the step. No error, no rank shown stopping first. "
             "Lines as posted (the post's quote marks left out; the node name ours), ISO times "
             "ours from their own stamps; the scheduler's last word is RUNNING.",
             start="2026-03-24T05:30:00+00:00", scheduler="ray", ranks_per_node=8)
    c.job(0.0, "RUNNING")
    c.steps(1, 9, every=420.0, t0=180.0)
    train = "(MegatronTrainRayActor pid=19450) [2026-03-24 06:36:50] "
    for text in (
            train + "data.py:212 - multi_turn 9: {'multi_turn/raw_response_length/"
            "response_length_mean': 3698.67578125, 'multi_turn/raw_response_length/"
            "response_length_max': 10692.0, 'multi_turn/raw_response_length/response_length_min':"
            " 342.0, 'multi_turn/raw_response_length/response_length_clip_ratio': 0.96484375, "
            "'multi_turn/wo_obs_response_length/response_length_mean': 1369.04296875, "
            "'multi_turn/wo_obs_response_length/response_length_max': 5005.0, "
            "'multi_turn/wo_obs_response_length/response_length_min': 209.0}",
            train + "data.py:212 - passrate 9: {'passrate/pass@1': 0.3125, 'passrate/pass@2': "
            "0.5033482142857143, 'passrate/pass@4': 0.7424107142857143, 'passrate/pass@8': 1.0}",
            train + "timer.py:24 - Timer actor_train start"):
        c.own(node, "train-actor", SLIME1487, "2026-03-24 06:36:50", text)
    for when, port in (("06:36:52", "41646"), ("06:37:07", "57206"), ("06:37:22", "46008")):
        c.own(node, "sglang", SLIME1487, f"2026-03-24 {when}",
              f"(SGLangEngine pid=17467) [2026-03-24 {when}] INFO:     172.17.0.11:{port} - "
              '"GET /metrics HTTP/1.1" 200 OK [repeated 4x across cluster]')

    # ---- EasyR1 GRPO of Qwen2.5-VL-3B: everything stops after the models load: hang -------------
    node = "a800-host"
    c = case("b13-easyr1-qwen25vl-grpo-hangs-after-ref-model-init", "ambiguous", "hang", [],
             [node],
             "EasyR1 (a verl fork) GRPO of Qwen2.5-VL-3B on geometry3k with A800 GPUs: the "
             "WorkerDict loads the model and prints its FSDP wrap policy, and after the "
             "reference model initialises the whole program hangs. No error, no rank shown "
             "stopping first. Lines as posted (the node name and GPU count ours), ISO times ours; "
             "the scheduler's last word is RUNNING.",
             start="2025-02-24T16:15:00+00:00", scheduler="ray", ranks_per_node=8)
    c.job(0.0, "RUNNING")
    c.log(node, "worker", EASYR1_12,
          "(WorkerDict pid=38977) NCCL version 2.21.5+cuda12.4",
          "(WorkerDict pid=38977) Qwen2_5_VLForConditionalGeneration contains 3.75B parameters",
          "(WorkerDict pid=38977) After init from huggingface model, memory allocated (GB): 0.0, "
          "memory reserved (GB): 0.0.",
          "(WorkerDict pid=38977) FSDP wrap policy: functools.partial(<function "
          "transformer_auto_wrap_policy at 0x7f99cf81d080>, transformer_layer_cls={<class "
          "'transformers.models.qwen2_5_vl.modeling_qwen2_5_vl.Qwen2_5_VLVisionBlock'>, <class "
          "'transformers.models.qwen2_5_vl.modeling_qwen2_5_vl.Qwen2_5_VLDecoderLayer'>}).",
          t=330.0)


# ---- writing -----------------------------------------------------------------------------------
def main() -> None:
    build()
    remove_stale(ROOT, "b13-", CASES)
    write_split(CASES, SPLIT, ROOT)


if __name__ == "__main__":
    main()
