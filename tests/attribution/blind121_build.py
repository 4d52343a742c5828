"""Build the hundred-and-twenty-first blind corpus (tests/attribution/blind121/): a seventeenth
unbiased sample of 2024-2026 reports found by plain words naming a symptom, any stack.

    python tests/attribution/blind121_build.py

A held-out measure of how attribution generalises to what people actually post when a multi-GPU
or multi-node training run goes wrong: reports of 2024-2026 found with the search tool's issue
corpus by plain words naming a symptom ("NCCL error during training", "CUDA error during
training", "out of memory multi gpu training", "training freezes", "loss becomes nan
distributed", "worker exited unexpectedly", "connection refused training", "segmentation fault
training" and variants of them; every query is listed in blind121/README.md), taken strictly in
the order the searches returned them, whatever their stack. Skipped were only reports without a
copyable log line, reports not about a multi-device or multi-node training run, reports from
before 2024 and reports any other corpus or file of the repository already cites. It was
assembled by one helper who read neither the engine nor its catalogs; the labels were written
before any engine ran on these bundles, and no report cited here is cited anywhere else in the
repository (test_attribution_heldout.py checks it).

Every log line is copied from the public report given next to it (host names, addresses, ids and
times as posted; a line the report wrapped stays wrapped; lines the search excerpt cut short left
out; trailing blanks dropped). Ours is only the assembly, as in stacks_build.py: which node and
stream a line is filed under (and node names where the report gives none), an ISO-8601 time in
front of every line (taken from the line's own stamp where it has one), job.json, the scheduler
events and the per-rank step metrics. The labels follow DESIGN's taxonomy and the rules of the
realworld, stacks, frontier and blind READMEs (see blind121/README.md).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from stacks_build import Case, case_maker, remove_stale, write_split  # noqa: E402

ROOT = HERE / "blind121"
SPLIT = "blind121"

# ---- sources (one public report per incident, in the order the searches returned them) --------
COPTIM10 = "https://github.com/kyleliang919/C-Optim/issues/10"
AMPHION167 = "https://github.com/open-mmlab/Amphion/issues/167"
ULTRALYTICS17404 = "https://github.com/ultralytics/ultralytics/issues/17404"
VERL3800 = "https://github.com/verl-project/verl/issues/3800"
LLAMAFACTORY7300 = "https://github.com/hiyouga/LlamaFactory/issues/7300"
SYNTHEFY86 = "https://github.com/Synthefy/synthefy-nori/pull/86"
IPEX646 = "https://github.com/intel/intel-extension-for-pytorch/issues/646"
LLAMAFACTORY5155 = "https://github.com/hiyouga/LlamaFactory/issues/5155"
LLAMAFACTORY9290 = "https://github.com/hiyouga/LlamaFactory/issues/9290"
OUMI2055 = "https://github.com/oumi-ai/oumi/issues/2055"
LLAMAFACTORY3237 = "https://github.com/hiyouga/LlamaFactory/issues/3237"
VERL2197 = "https://github.com/verl-project/verl/issues/2197"
ZEROSEARCH11 = "https://github.com/Alibaba-NLP/ZeroSearch/issues/11"
REXOMNI110 = "https://github.com/IDEA-Research/Rex-Omni/issues/110"
MSSWIFT4388 = "https://github.com/modelscope/ms-swift/issues/4388"
LLAMAFACTORY9134 = "https://github.com/hiyouga/LlamaFactory/issues/9134"
PYTORCH118666 = "https://github.com/pytorch/pytorch/issues/118666"
LIGHTNING19598 = "https://github.com/Lightning-AI/pytorch-lightning/issues/19598"
LIGHTNING20054 = "https://github.com/Lightning-AI/pytorch-lightning/issues/20054"
LLAMAFACTORY5769 = "https://github.com/hiyouga/LlamaFactory/issues/5769"

CASES: list[Case] = []


case = case_maker(CASES, SPLIT)


def build() -> None:
    build_nccl_and_launch()
    build_memory_and_storage()
    build_hangs()
    build_tracebacks()


# ---- NCCL set-up, launchers, connections -------------------------------------------------------
def build_nccl_and_launch() -> None:
    # ---- torchrun, 8 GPUs: rank 4 times out fetching the NCCL unique id from rank 0 ------------
    node = "c-optim-8gpu-host"
    c = case("b121-c-optim-torchrun-8gpu-nccluniqueid-store-socket-timeout", "ambiguous",
             "unknown", [], [node],
             "Pre-training a 350M LLaMA with torchrun on eight GPUs of one machine fails before "
             "any step: rank 4, setting up its NCCL communicator, times out reading rank 0's "
             "ncclUniqueId from the c10d store (Socket Timeout); single-GPU runs work. Nothing "
             "says why rank 0 did not publish it. Lines as posted (the frames the excerpt cut "
             "left out; node name and stream ours), ISO times ours.",
             start="2025-08-12T09:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.log(node, "rank-4", COPTIM10,
          "RuntimeError: [4] is setting up NCCL communicator and retrieving ncclUniqueId from [0] "
          "via c10d key-value store by key '0', but store->get('0') got error: Socket Timeout",
          "Exception raised from doWait at /opt/conda/conda-bld/pytorch_1695392020195/work/torch/"
          "csrc/distributed/c10d/TCPStore.cpp:445 (most recent call first):", t=620.0)
    c.job(625.0, "FAILED", exit_code=1)

    # ---- Amphion FastSpeech2 on three GPUs: every rank dies with SIGSEGV ------------------------
    host = "iv-ycucodpkaowuxjsftsvp"
    c = case("b121-amphion-fastspeech2-3gpu-every-rank-sigsegv", "ambiguous", "unknown", [],
             [host],
             "FastSpeech2 training with Amphion on three GPUs (cuda_devices 1,2,3): torchrun's "
             "ChildFailedError lists all three ranks dead at the same second with signal 11 "
             "(SIGSEGV); one GPU trains fine. Nothing says where the processes crashed. The "
             "launcher's summary as posted (host name as posted, the stream ours), ISO times "
             "from the summary's own time.",
             start="2024-03-27T14:40:00+00:00", scheduler="static", ranks_per_node=3)
    c.log(host, "torchrun", AMPHION167,
          "torch.distributed.elastic.multiprocessing.errors.ChildFailedError:",
          "Failures:",
          "[1]:",
          "  time      : 2024-03-27_14:52:55",
          f"  host      : {host}",
          "  rank      : 1 (local_rank: 1)",
          "  exitcode  : -11 (pid: 45620)",
          "  error_file: <N/A>",
          "  traceback : Signal 11 (SIGSEGV) received by PID 45620",
          "[2]:",
          "  time      : 2024-03-27_14:52:55",
          f"  host      : {host}",
          "  rank      : 2 (local_rank: 2)",
          "  exitcode  : -11 (pid: 45621)",
          "  error_file: <N/A>",
          "  traceback : Signal 11 (SIGSEGV) received by PID 45621",
          "Root Cause (first observed failure):",
          "[0]:",
          "  time      : 2024-03-27_14:52:55",
          f"  host      : {host}",
          "  rank      : 0 (local_rank: 0)",
          "  exitcode  : -11 (pid: 45619)",
          "  error_file: <N/A>",
          "  traceback : Signal 11 (SIGSEGV) received by PID 45619", t=775.0)
    c.job(776.0, "FAILED", exit_code=1)

    # ---- accelerate + DeepSpeed: the c10d store's connection reset at init ----------------------
    node = "ml-v3-host"
    c = case("b121-deepspeed-accelerate-init-tcpstore-connection-reset", "ambiguous", "network",
             [], [node],
             "A Hugging Face Trainer run with accelerate and DeepSpeed fails while the processes "
             "rendezvous: two ranks' tracebacks, interleaved as posted, run through "
             "init_distributed into the TCPStore, and the report's title gives the error, "
             "torch.distributed.DistNetworkError: Connection reset by peer. A peer closing the "
             "store connection, reported once, with nothing saying why. Lines as posted (the "
             "error line as the report's title gives it, the line the excerpt cut left out; "
             "node name and rank count ours), ISO times ours.",
             start="2024-01-30T10:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.log(node, "rank-0", PYTORCH118666,
          '  File "/opt/conda/envs/ml_v3/lib/python3.10/site-packages/torch/distributed/'
          'distributed_c10d.py", line 1177, in init_process_group',
          "    self.distributed_state = PartialState(timeout=timedelta(seconds=self.ddp_timeout))",
          '  File "/opt/conda/envs/ml_v3/lib/python3.10/site-packages/accelerate/state.py", line '
          "187, in __init__",
          "    dist.init_distributed(dist_backend=self.backend, auto_mpi_discovery=False, "
          "**kwargs)",
          '  File "/opt/conda/envs/ml_v3/lib/python3.10/site-packages/deepspeed/comm/comm.py", '
          "line 670, in init_distributed",
          "    store, rank, world_size = next(rendezvous_iterator)",
          '  File "/opt/conda/envs/ml_v3/lib/python3.10/site-packages/torch/distributed/'
          'rendezvous.py", line 246, in _env_rendezvous_handler',
          "    store = _create_c10d_store(master_addr, master_port, rank, world_size, timeout, "
          "use_libuv)",
          "    cdb = TorchBackend(dist_backend, timeout, init_method, rank, world_size)  File "
          '"/opt/conda/envs/ml_v3/lib/python3.10/site-packages/torch/distributed/rendezvous.py", '
          "line 174, in _create_c10d_store",
          '  File "/opt/conda/envs/ml_v3/lib/python3.10/site-packages/deepspeed/comm/torch.py", '
          "line 120, in __init__",
          "    return TCPStore(",
          "    self.init_process_group(backend, timeout, init_method, rank, world_size)",
          t=45.0)
    c.log(node, "rank-0", PYTORCH118666,
          "torch.distributed.DistNetworkError: Connection reset by peer", t=45.1,
          note="the error line as the report's title gives it")
    c.job(46.0, "FAILED", exit_code=1)

    # ---- ultralytics DDP on two vGPU L40 profiles: only the start-up lines shown -----------------
    node = "l40-vgpu-host"
    c = case("b121-ultralytics-two-l40-vgpus-ddp-startup-only", "ambiguous", "unknown", [],
             [node],
             "YOLO11 segmentation training with ultralytics over torch.distributed.run on two "
             "GPUs of different sizes (NVIDIA L40-48C and L40-24C vGPU profiles): the poster "
             "gets errors with two GPUs, not with one, but the posted excerpt stops at the "
             "start-up lines (the AMP line it cut left out; blank lines dropped). Nothing in "
             "the bundle says what failed. Lines as posted (node name and stream ours), ISO "
             "times ours.",
             start="2024-11-08T09:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.log(node, "rank-0", ULTRALYTICS17404,
          "WARNING:__main__:",
          "Setting OMP_NUM_THREADS environment variable for each process to be 1 in default, to "
          "avoid your system being overloaded, please further tune the variable for optimal "
          "performance in your application as needed.",
          "New https://pypi.org/project/ultralytics/8.3.28 available 😃 Update with 'pip install "
          "-U ultralytics'",
          "Ultralytics 8.3.27 🚀 Python-3.10.15 torch-2.5.1 CUDA:0 (NVIDIA L40-48C, 48851MiB)",
          " " * 49 + "CUDA:1 (NVIDIA L40-24C, 24326MiB)",
          "Overriding model.yaml nc=80 with nc=3",
          "Transferred 705/711 items from pretrained weights",
          "Freezing layer 'model.23.dfl.conv.weight'", t=12.0)
    c.job(30.0, "FAILED", exit_code=1)


# ---- memory, storage, numerics -----------------------------------------------------------------
def build_memory_and_storage() -> None:
    # ---- IPEX FSDP on two XPU nodes: the maintainer's run at step 498 ---------------------------
    n0, n1 = "xpu-node-0", "xpu-node-1"
    c = case("b121-ipex-fsdp-two-xpu-nodes-step-498-memory-steady", "no_failure", "unknown", [],
             [n0, n1],
             "The thread about FSDP raising ZE_RESULT_ERROR_OUT_OF_DEVICE_MEMORY on several "
             "Intel GPU nodes: the turn in the excerpt prints, for thirteen ranks of a 24-rank "
             "run, their memory at step 498 - the same peak and current memory on every rank, "
             "no error. A run still training (the last, cut line left out). Lines as posted "
             "(node names, the split of ranks, the rank streams, date and step metrics ours), "
             "ISO times ours.",
             start="2024-06-10T10:00:00+00:00", scheduler="pbs", ranks_per_node=12)
    c.steps(1, 498, every=1.0)
    for rank in (3, 5, 7, 9, 11, 12, 14, 16, 18, 20, 22, 17, 21):
        c.log(n0 if rank < 12 else n1, f"rank-{rank}", IPEX646,
              f"[rank={rank}]: step=498 memory peak_mem_GiB=5.0420355796813965, "
              "current_mem_GiB=1.3751473426818848", t=497.5)
    c.job(0.0, "RUNNING")

    # ---- LLaMA-Factory LoRA on two 4090s: saving the checkpoint, the disk is full ---------------
    node = "dual-4090-workstation"
    c = case("b121-llamafactory-two-4090-lora-save-storage-full", "attributed", "storage",
             [node], [node],
             "LoRA fine-tuning of Qwen2-7B with LLaMA-Factory on two RTX 4090 of one machine "
             "(save_steps 100, output under the working directory's saves/): saving fails, "
             "safetensors cannot serialize - StorageFull, no space left on device. The "
             "machine's own disk full. The error line as the report's title gives it (node "
             "name, the step it failed at and the step metrics ours), ISO time ours (the run's "
             "start from its output directory's name).",
             start="2024-08-12T02:51:43+00:00", scheduler="static", ranks_per_node=2)
    c.steps(1, 100, every=6.0)
    c.log(node, "rank-0", LLAMAFACTORY5155,
          "safetensors_rust.SafetensorError: Error while serializing: IoError(Os { code: 28, "
          'kind: StorageFull, message: "No space left on device" })', t=600.0,
          note="the error line as the report's title gives it")
    c.job(610.0, "FAILED", exit_code=1)

    # ---- ZeroSearch GRPO on two GPUs: GPU 0 already holds another process's 30 GiB --------------
    node = "three-gpu-host"
    c = case("b121-zerosearch-grpo-two-gpus-cuda-oom-gpu0-shared", "attributed", "oom", [],
             [node],
             "GRPO training with ZeroSearch (verl) on two GPUs of a three-GPU machine whose "
             "first GPU also runs the local simulation server: training stops with a CUDA out "
             "of memory on GPU 0, where another process holds 30.51 GiB. A device "
             "out-of-memory. The line as posted (node name, rank count and stream ours), ISO "
             "time ours.",
             start="2025-05-15T08:00:00+00:00", scheduler="ray", ranks_per_node=2)
    c.log(node, "rank-0", ZEROSEARCH11,
          "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 148.00 MiB. GPU 0 has a "
          "total capacity of 31.60 GiB of which 87.44 MiB is free. Process 441650 has 30.51 GiB "
          "memory in use. Process 449657 has 1022.00 MiB memory in use. Of the allocated memory "
          "594.01 MiB is allocated by PyTorch, and 5.99 MiB is reserved by PyTorch but "
          "unallocated. If reserved but unallocated memory is large try setting "
          "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See "
          "documentation for Memory Management  "
          "(https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)", t=240.0)
    c.job(245.0, "FAILED", exit_code=1)

    # ---- Rex-Omni GRPO on two A6000: the sharding manager's memory prints -----------------------
    node = "a6000-pair"
    c = case("b121-rex-omni-grpo-two-a6000-sharding-manager-memory", "ambiguous", "unknown",
             [], [node],
             "GRPO training of Rex-Omni (verl) on two 48 GB A6000: the poster says GPU memory "
             "blows up at some point and the program ends, but the lines posted are the "
             "worker's sampling parameters and the sharding manager's memory prints of one "
             "rollout (27-38 GB of 47.53 GB), no error (the first line, cut at its start, and "
             "the last, cut short, left out). Lines as posted (node name and streams ours), "
             "ISO times ours.",
             start="2025-12-11T08:00:00+00:00", scheduler="ray", ranks_per_node=2)
    c.steps(1, 12, every=120.0)
    c.log(node, "worker", REXOMNI110,
          "(WorkerDict pid=81106) Sampling params: {'max_tokens': 4096, 'detokenize': False, "
          "'logit_bias': {151655: -100}, 'skip_special_tokens': False, 'n': 8, 'temperature': "
          "1.0, 'top_p': 0.99, 'top_k': -1, 'seed': 1, 'ignore_eos': False}.",
          "(WorkerDict pid=80859) Before state_dict() in sharding manager: 27.33 GB / 47.53 GB.",
          "(WorkerDict pid=80859) After state_dict() in sharding manager: 37.92 GB / 47.53 GB.",
          "(WorkerDict pid=80859) After sync model weights in sharding manager: 37.92 GB / "
          "47.53 GB.",
          "(WorkerDict pid=80859) After del state_dict and empty_cache in sharding manager: "
          "27.33 GB / 47.53 GB.",
          "(WorkerDict pid=80859) Before vllm offload in sharding manager: 23.76 GB / 47.53 GB.",
          "(WorkerDict pid=80859) After vllm offload in sharding manager: 20.73 GB / 47.53 GB.",
          t=1330.0)
    c.job(1500.0, "FAILED", exit_code=1)


# ---- runs that stop progressing ----------------------------------------------------------------
def build_hangs() -> None:
    # ---- LLaMA-Factory on two machines: the barrier warnings, then nothing ----------------------
    n0, n1 = "master-node", "worker-node"
    c = case("b121-llamafactory-two-machines-stuck-loading-dataset", "ambiguous", "hang", [],
             [n0, n1],
             "Multi-machine LLaMA-Factory pre-training: the master node loads the dataset, "
             "ranks warn that they use their GPU for the barrier as the device is unknown, and "
             "training stays stuck there. No error, nothing saying which rank stopped. Lines as "
             "posted from the master node (the last, cut line left out; the worker's name, the "
             "rank split and streams ours), ISO times from their own stamps.",
             start="2025-03-14T15:05:00+00:00", scheduler="static", ranks_per_node=8)
    c.own(n0, "rank-0", LLAMAFACTORY7300, "2025-03-14 15:13:57",
          "[INFO|2025-03-14 15:13:57] llamafactory.data.template:143 >> Add <|im_end|> to stop "
          "words.")
    c.own(n0, "rank-0", LLAMAFACTORY7300, "2025-03-14 15:13:57.001",
          "[INFO|2025-03-14 15:13:57] llamafactory.data.loader:143 >> Loading dataset "
          "task1_pretrain_dataset.json...")
    for rank, nanos in ((4, "652048951"), (1, "664629474"), (3, "665366133")):
        c.own(n0, f"rank-{rank}", LLAMAFACTORY7300, f"2025-03-14 15:13:57.{nanos[:6]}",
              f"[rank{rank}]:[W314 15:13:57.{nanos} "
              f"ProcessGroupNCCL.cpp:4115] [PG ID 0 PG GUID 0 Rank {rank}]  using GPU {rank} to "
              "perform barrier as devices used by this process are currently unknown. This can "
              "potentially cause a hang if this rank to GPU mapping is incorrect.Specify "
              "device_ids in barrier() to force use of a particular device,or call "
              "init_process_group() with a device_id.")
    c.job(0.0, "RUNNING")

    # ---- DDP on four GPUs: the post-eval broadcast times out after 60 minutes -------------------
    node = "ddp-4gpu-host"
    c = case("b121-synthefy-ddp-4gpu-post-eval-broadcast-watchdog-timeout", "ambiguous", "hang",
             [], [node],
             "A four-GPU DDP training run aborts mid-validation: the NCCL watchdog catches a "
             "BROADCAST that ran for 3600001 ms and the process gets SIGABRT. The pull request "
             "explains that validation runs on rank 0 alone while the other ranks wait in the "
             "post-eval broadcast; the bundle shows only the timeout. Lines as posted (as the "
             "pull request abridges them; node name, the rank they are filed under and step "
             "metrics ours), ISO times ours.",
             start="2026-07-22T18:00:00+00:00", scheduler="static", ranks_per_node=4)
    c.steps(1, 400, every=9.0)
    c.log(node, "rank-1", SYNTHEFY86,
          "Watchdog caught collective operation timeout: WorkNCCL(... OpType=BROADCAST ...)",
          "ran for 3600001 ms before timing out  ->  Signal 6 (SIGABRT)", t=7200.0)
    c.job(7210.0, "FAILED", exit_code=134)

    # ---- LLaMA-Factory over Ray, Qwen3-Next-80B: rank 19's allgather times out ------------------
    n0, n1 = "172.44.17.164", "172.44.17.165"
    c = case("b121-llamafactory-ray-qwen3-next-allgather-watchdog-timeout", "ambiguous", "hang",
             [], [n0, n1],
             "Multi-node SFT of Qwen3-Next-80B-A3B-Thinking with LLaMA-Factory over Ray: training "
             "starts, the progress bar stays at 0/84, and after 30 minutes rank 19's watchdog "
             "catches an _ALLGATHER_BASE timeout (repeated on two workers); other Qwen3 models "
             "train on the same set-up. No initiating error, nothing saying which rank stopped. "
             "Lines as posted, wrapped as the poster wrapped them (the split of ranks and "
             "streams ours), ISO times ours, the watchdog's from its own stamp.",
             start="2025-10-16T06:15:00+00:00", scheduler="ray", ranks_per_node=16)
    c.log(n0, "rank-0", LLAMAFACTORY9290,
          "(RayTrainWorker pid=9940, ip=172.44.17.164)",
          "[INFO|trainer.py:2528] >> Number of trainable parameters = 79,674,391,296",
          "0%|          | 0/84 [00:00<?, ?it/s]", t=280.0)
    for text in ("(RayTrainWorker pid=364, ip=172.44.17.165) [rank19]:",
                 "[E1016 06:52:29.641158254 ProcessGroupNCCL.cpp:1895]",
                 "[PG ID 0 PG GUID 0(default_pg) Rank 19] Process group watchdog thread "
                 "terminated with exception:",
                 "[Rank 19] Watchdog caught collective operation timeout:",
                 "WorkNCCL(SeqNum=298389, OpType=_ALLGATHER_BASE, NumelIn=32768, "
                 "NumelOut=1048576, Timeout(ms)=1800000)",
                 "ran for 1800036 milliseconds before timing out.",
                 "[repeated 2x across cluster]"):
        c.own(n1, "rank-19", LLAMAFACTORY9290, "2025-10-16 06:52:29.641158", text)
    c.job(2260.0, "FAILED", exit_code=1)

    # ---- oumi, Qwen3-Coder-30B LoRA: only the model summary posted -----------------------------
    node = "oumi-gpu-host"
    c = case("b121-oumi-qwen3-coder-30b-peft-parameter-summary", "ambiguous", "unknown", [],
             [node],
             "Training Qwen3-Coder-30B-A3B-Instruct with oumi (PEFT) ends in an NCCL timeout, "
             "the report's title says; the lines of the excerpt we could copy are rank 0's "
             "model parameter summary, nothing after it (the rich log lines whose padding the "
             "excerpt does not let us copy exactly, and the last, possibly cut line, left out). "
             "Nothing in the bundle says what failed. Lines as posted (node name, rank count and "
             "stream ours), ISO times ours.",
             start="2025-11-25T07:50:00+00:00", scheduler="static", ranks_per_node=8)
    c.log(node, "rank-0", OUMI2055,
          "                             Model Parameters Summary:",
          "                             🔢 Total     parameters: 31,362,594,816",
          "                             🔗 Embedding parameters: 311,164,928", t=436.0)
    c.job(2300.0, "FAILED", exit_code=1)

    # ---- LLaMA-Factory, Qwen MoE with ZeRO-3 on several A800 machines: rank 7 times out ---------
    n0, n1 = "real-30", "a800-node-2"
    c = case("b121-llamafactory-qwen-moe-zero3-rank7-allgather-timeout", "ambiguous", "hang", [],
             [n0, n1],
             "Multi-machine ZeRO-3 training of a Qwen MoE model with LLaMA-Factory on A800s, "
             "memory near 80 GB: training gets stuck and rank 7's watchdog catches an "
             "_ALLGATHER_BASE timeout after 30 minutes, the process is taken down and a local "
             "NCCL service thread sees rank 7's connection close. No initiating error, nothing "
             "saying which rank stopped first. Lines as posted (host name real-30 as posted, "
             "the second machine's name, the split of ranks and streams ours), ISO times ours.",
             start="2024-04-11T08:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.steps(1, 120, every=30.0)
    c.log(n0, "rank-7", LLAMAFACTORY3237,
          "RuntimeError: NCCL communicator was aborted on rank 7.  Original reason for failure "
          "was: [Rank 7] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=323081, "
          "OpType=_ALLGATHER_BASE, Timeout(ms)=1800000) ran for 1800951 milliseconds before "
          "timing out.",
          "[E ProcessGroupNCCL.cpp:455] Some NCCL operations have failed or timed out. Due to "
          "the asynchronous nature of CUDA kernels, subsequent GPU operations might run on "
          "corrupted/incomplete data.",
          "[E ProcessGroupNCCL.cpp:460] To avoid data inconsistency, we are taking the entire "
          "process down.",
          "terminate called after throwing an instance of 'std::runtime_error'",
          "  what():  [Rank 7] Watchdog caught collective operation timeout: "
          "WorkNCCL(SeqNum=323081, OpType=_ALLGATHER_BASE, Timeout(ms)=1800000) ran for 1800951 "
          "milliseconds before timing out.", t=5400.0)
    c.log(n0, "rank-4", LLAMAFACTORY3237,
          "real-30:158:537 [4] NCCL INFO [Service thread] Connection closed by localRank 7",
          t=5400.2)
    c.job(5410.0, "FAILED", exit_code=1)


# ---- tracebacks without their final error line -------------------------------------------------
def build_tracebacks() -> None:
    # ---- verl, Qwen2.5-VL on several machines: FSDP wrapping syncs module params ----------------
    n0, n1 = "verl-head", "verl-worker-1"
    c = case("b121-verl-qwen25vl-multinode-fsdp-sync-params-traceback", "ambiguous", "unknown",
             [], [n0, n1],
             "Multi-machine verl training of Qwen2.5-VL fails while FSDP wraps the model: the "
             "TaskRunner's traceback runs through _recursive_wrap into "
             "_sync_module_params_and_buffers, and the excerpt cuts it before the error. Nothing "
             "says what failed. Lines as posted (node names, GPU count, date and stream ours), "
             "ISO times ours.",
             start="2025-10-20T10:00:00+00:00", scheduler="ray", ranks_per_node=8)
    wrap = "/usr/local/lib/python3.10/dist-packages/torch/distributed/fsdp/wrap.py"
    c.log(n0, "driver", VERL3800,
          f'(TaskRunner pid=135050)   File "{wrap}", line 545, in _recursive_wrap',
          "(TaskRunner pid=135050)     wrapped_child, num_wrapped_params = _recursive_wrap(",
          f'(TaskRunner pid=135050)   File "{wrap}", line 545, in _recursive_wrap',
          "(TaskRunner pid=135050)     wrapped_child, num_wrapped_params = _recursive_wrap(",
          f'(TaskRunner pid=135050)   File "{wrap}", line 563, in _recursive_wrap',
          "(TaskRunner pid=135050)     return _wrap(module, wrapper_cls, **kwargs), "
          "nonwrapped_numel",
          f'(TaskRunner pid=135050)   File "{wrap}", line 492, in _wrap',
          "(TaskRunner pid=135050)     return wrapper_cls(module, **kwargs)",
          '(TaskRunner pid=135050)   File "/usr/local/lib/python3.10/dist-packages/torch/'
          'distributed/fsdp/fully_sharded_data_parallel.py", line 509, in __init__',
          "(TaskRunner pid=135050)     _init_param_handle_from_module(",
          '(TaskRunner pid=135050)   File "/usr/local/lib/python3.10/dist-packages/torch/'
          'distributed/fsdp/_init_utils.py", line 629, in _init_param_handle_from_module',
          "(TaskRunner pid=135050)     _sync_module_params_and_buffers(", t=180.0)
    c.job(185.0, "FAILED", exit_code=1)

    # ---- verl, Qwen3-235B on Megatron: the driver's traceback out of ray.get -------------------
    n0, n1 = "verl-megatron-head", "verl-megatron-worker"
    c = case("b121-verl-qwen3-235b-megatron-driver-traceback", "ambiguous", "unknown", [],
             [n0, n1],
             "PPO training of Qwen3-235B with verl's Megatron backend on several nodes (tp 2, ep "
             "8, pp 4, offload): the poster says the terminal stops at the NCCL version line and "
             "an NCCL timeout follows ten minutes later; the driver's traceback posted ends in "
             "ray.get re-raising a remote error that the excerpt cuts. Nothing in the bundle "
             "says what failed. Lines as posted (trailing blanks dropped, the cut line left out; "
             "node names and stream ours), ISO times ours (the start from the Ray session's "
             "name).",
             start="2025-06-25T16:07:55+00:00", scheduler="ray", ranks_per_node=8)
    pkg = ("/tmp/ray/session_2025-06-25_16-07-55_116840_1621800/runtime_resources/"
           "working_dir_files/_ray_pkg_9cd4cbac0ca4af56/verl/trainer/main_ppo.py")
    ray = "/usr/local/lib/python3.10/dist-packages/ray/_private"
    c.log(n0, "driver", VERL2197,
          "Traceback (most recent call last):",
          f'File "{pkg}", line 31, in main',
          "run_ppo(config)",
          f'File "{pkg}", line 54, in run_ppo',
          "ray.get(runner.run.remote(config))",
          f'File "{ray}/auto_init_hook.py", line 21, in auto_init_wrapper',
          "return fn(*args, **kwargs)",
          f'File "{ray}/client_mode_hook.py", line 103, in wrapper',
          "return func(*args, **kwargs)",
          f'File "{ray}/worker.py", line 2822, in get',
          "values, debugger_breakpoint = worker.get_objects(object_refs, timeout=timeout)",
          f'File "{ray}/worker.py", line 930, in get_objects',
          "raise value.as_instanceof_cause()", t=780.0)
    c.job(785.0, "FAILED", exit_code=1)

    # ---- ms-swift GRPO of Qwen3-1.7B on 8 GPUs: rank 1's traceback after a few iterations -------
    node = "swift-8gpu-host"
    c = case("b121-ms-swift-qwen3-grpo-8gpu-rank1-traceback", "ambiguous", "unknown", [], [node],
             "GRPO training of Qwen3-1.7B with ms-swift on one machine with eight GPUs: the "
             "poster sees GPU memory grow each iteration and run out after two or three; the "
             "error posted is rank 1's traceback from the swift CLI into trainer.train, cut "
             "before its error. Nothing in the bundle says what failed. Lines as posted (the "
             "first with the stray backtick it was posted with; node name and step metrics "
             "ours), ISO times ours.",
             start="2025-05-27T09:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.steps(1, 3, every=300.0)
    site = "/home/yuyaxiong/anaconda3/envs/ms_swift_cuda124/lib/python3.10/site-packages/swift"
    c.log(node, "rank-1", MSSWIFT4388,
          "`[rank1]: Traceback (most recent call last):",
          f'[rank1]:   File "{site}/cli/rlhf.py", line 5, in <module>',
          "[rank1]:     rlhf_main()",
          f'[rank1]:   File "{site}/llm/train/rlhf.py", line 173, in rlhf_main',
          "[rank1]:     return SwiftRLHF(args).main()",
          f'[rank1]:   File "{site}/llm/base.py", line 47, in main',
          "[rank1]:     result = self.run()",
          f'[rank1]:   File "{site}/llm/train/sft.py", line 151, in run',
          "[rank1]:     return self.train(trainer)",
          f'[rank1]:   File "{site}/llm/train/sft.py", line 211, in train',
          "[rank1]:     trainer.train(trainer.args.resume_from_checkpoint)", t=900.0)
    c.job(905.0, "FAILED", exit_code=1)

    # ---- LLaMA-Factory, DeepSeek-V3 on 14 x 8 A800: only an environment line posted -------------
    nodes = [f"a800-node-{i:02d}" for i in range(14)]
    c = case("b121-llamafactory-deepseek-v3-14-nodes-error-not-shown", "ambiguous", "unknown",
             [], nodes,
             "Training DeepSeek-V3 with LLaMA-Factory and DeepSpeed on fourteen machines of "
             "eight A800 each (launched over ssh, NCCL over sockets, IB disabled) fails, the "
             "title says; the only log line in the excerpt is DeepSpeed's accelerator line "
             "printed with the system info. Nothing says what failed. The line as posted (node "
             "names and stream ours), ISO time from its own stamp.",
             start="2025-09-15T10:55:00+00:00", scheduler="static", ranks_per_node=8)
    c.own(nodes[0], "rank-0", LLAMAFACTORY9134, "2025-09-15 10:58:30.976",
          "[2025-09-15 10:58:30,976] [INFO] [real_accelerator.py:222:get_accelerator] Setting "
          "ds_accelerator to cuda (auto detect)")
    c.job(900.0, "FAILED", exit_code=1)

    # ---- Lightning DDP with DataLoader workers: a worker killed by SIGABRT ----------------------
    node = "lightning-ddp-host"
    c = case("b121-lightning-ddp-dataloader-worker-killed-by-abort", "ambiguous", "unknown", [],
             [node],
             "Lightning DDP training with DataLoader workers (a reduced script of the poster's "
             "model, CUDA error in the title) fails: a DataLoader worker is killed by signal: "
             "Aborted, and the error surfaces through trainer.fit. Nothing says why the worker "
             "aborted. Lines as posted (caret lines, blank lines and the cut lines left out; "
             "node name, GPU count and stream ours), ISO times ours.",
             start="2024-03-05T10:00:00+00:00", scheduler="static", ranks_per_node=2)
    venv = "/workspace/venvs/py311_torch/lib/python3.11/site-packages"
    script = "/workspace/password_researches/password-models/test_ddp_dataloader.py"
    c.log(node, "rank-0", LIGHTNING19598,
          f'  File "{venv}/torch/utils/data/_utils/signal_handling.py", line 66, in handler',
          "    _error_if_any_worker_fails()",
          "RuntimeError: DataLoader worker (pid 246611) is killed by signal: Aborted.",
          "The above exception was the direct cause of the following exception:",
          "Traceback (most recent call last):",
          f'  File "{script}", line 53, in <module>',
          "    main()",
          f'  File "{script}", line 50, in main',
          "    trainer.fit(model, train_loader, val_loader)  # passing only the train_loader is "
          "fine",
          f'  File "{venv}/pytorch_lightning/trainer/trainer.py", line 544, in fit',
          "    call._call_and_handle_interrupt(",
          f'  File "{venv}/pytorch_lightning/trainer/call.py", line 43, in '
          "_call_and_handle_interrupt",
          "    return trainer.strategy.launcher.launch(trainer_fn, *args, trainer=trainer, "
          "**kwargs)", t=40.0)
    c.job(42.0, "FAILED", exit_code=1)

    # ---- Lightning DDP with DataLoader workers: the crash's native frames -----------------------
    node = "lightning-ddp-box"
    c = case("b121-lightning-ddp-dataloader-workers-crash-native-frames", "ambiguous", "unknown",
             [], [node],
             "Lightning DDP training with more than zero DataLoader workers crashes; the excerpt "
             "shows the end of the native stack the crash printed (Python interpreter frames "
             "#47-#59, the cut last frame left out) and not the error itself. Nothing says what "
             "failed. Lines as posted (node name, GPU count and stream ours), ISO times ours.",
             start="2024-07-08T10:00:00+00:00", scheduler="slurm", ranks_per_node=2)
    py = "/homedir/envs/envname/bin/python"
    c.log(node, "rank-0", LIGHTNING20054,
          f"frame #47: _PyEval_EvalFrameDefault + 0x72c (0x5557111bbc5c in {py})",
          f"frame #48: _PyFunction_Vectorcall + 0x6c (0x5557111cba2c in {py})",
          f"frame #49: _PyEval_EvalFrameDefault + 0x72c (0x5557111bbc5c in {py})",
          f"frame #50: _PyFunction_Vectorcall + 0x6c (0x5557111cba2c in {py})",
          f"frame #51: _PyEval_EvalFrameDefault + 0x320 (0x5557111bb850 in {py})",
          f"frame #52: _PyFunction_Vectorcall + 0x6c (0x5557111cba2c in {py})",
          f"frame #53: _PyEval_EvalFrameDefault + 0x320 (0x5557111bb850 in {py})",
          f"frame #54: _PyFunction_Vectorcall + 0x6c (0x5557111cba2c in {py})",
          f"frame #55: <unknown function> + 0x144208 (0x5557111cb208 in {py})",
          f"frame #56: _PyObject_CallMethodIdObjArgs + 0x169 (0x5557111d9419 in {py})",
          f"frame #57: <unknown function> + 0x75187 (0x5557110fc187 in {py})",
          f"frame #58: _PyEval_EvalFrameDefault + 0x3e3b (0x5557111bf36b in {py})",
          f"frame #59: <unknown function> + 0x1d7c60 (0x55571125ec60 in {py})", t=65.0)
    c.job(66.0, "FAILED")

    # ---- LLaMA-Factory distributed training: rank 3's native frames -----------------------------
    node = "llamafactory-4gpu-host"
    c = case("b121-llamafactory-4gpu-rank3-native-frames-barrier", "ambiguous", "unknown", [],
             [node],
             "Distributed LLaMA-Factory training on one machine; the report is titled with the "
             "barrier warning ('using GPU 0 to perform barrier as devices used by this process "
             "are currently unknown'), and the excerpt shows rank 3's native stack frames "
             "#17-#26 (the cut frame left out), not its error. Nothing says what failed. Lines "
             "as posted (node name, GPU count and stream ours), ISO times ours.",
             start="2024-10-21T09:00:00+00:00", scheduler="static", ranks_per_node=4)
    lib = "/home/user/enter/envs/train/lib/python3.10/site-packages/torch/lib"
    env = "/home/user/enter/envs/train/bin/python"
    c.log(node, "rank-3", LLAMAFACTORY5769,
          f"[rank3]: frame #17: <unknown function> + 0x55afad9 (0x7fd87d11cad9 in "
          f"{lib}/libtorch_cpu.so)",
          f"[rank3]: frame #18: <unknown function> + 0x1a8c3f8 (0x7fd8795f93f8 in "
          f"{lib}/libtorch_cpu.so)",
          f"[rank3]: frame #19: <unknown function> + 0x5fa2a74 (0x7fd87db0fa74 in "
          f"{lib}/libtorch_cpu.so)",
          f"[rank3]: frame #20: <unknown function> + 0x5fa3805 (0x7fd87db10805 in "
          f"{lib}/libtorch_cpu.so)",
          f"[rank3]: frame #21: <unknown function> + 0xdf7358 (0x7fd88d597358 in "
          f"{lib}/libtorch_python.so)",
          f"[rank3]: frame #22: <unknown function> + 0x4cb474 (0x7fd88cc6b474 in "
          f"{lib}/libtorch_python.so)",
          f"[rank3]: frame #23: {env}() [0x4fcaf7]",
          f"[rank3]: frame #24: _PyObject_MakeTpCall + 0x25b (0x4f657b in {env})",
          f"[rank3]: frame #25: {env}() [0x50861f]",
          f"[rank3]: frame #26: _PyEval_EvalFrameDefault + 0x13b2 (0x4ee722 in {env})", t=95.0)
    c.job(96.0, "FAILED", exit_code=1)


# ---- writing -----------------------------------------------------------------------------------
def main() -> None:
    build()
    remove_stale(ROOT, "b121-", CASES)
    write_split(CASES, SPLIT, ROOT)


if __name__ == "__main__":
    main()
