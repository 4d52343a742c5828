"""Build the hundred-and-thirty-seventh blind corpus (tests/attribution/blind137/): the classic
case once more, under Slurm, 2021-2026.

    python tests/attribution/blind137_build.py

A held-out proxy for how attribution generalises to PyTorch training (DDP, FSDP, DeepSpeed,
Lightning and Fabric, Hugging Face Accelerate, metaseq, ESPnet) with NCCL on several GPUs or
several nodes launched by Slurm (`sbatch`, `srun`, `salloc`), as GitHub issue threads show them.
They were found with the search tool's issue corpus (queries listed in blind137/README.md) and
taken in the order the searches returned them, skipping only reports without a copyable log line,
reports not about a multi-device training run, reports not run under Slurm, 2020 and older reports
and reports any other corpus or file of the repository cites (as a URL or as `owner/name#N`,
under any name of its repository). It was assembled by one helper who read neither the engine nor
its catalogs; the labels were written before any engine ran on these bundles, and no report cited
here is cited anywhere else in the repository (test_attribution_heldout.py checks it).

Every log line is copied from the public report given next to it (host names, addresses, ids and
times as posted; a line the report wrapped stays wrapped; lines the search excerpt cut short left
out; trailing blanks dropped; a markdown quote marker in front of a pasted line is not part of the
line). Ours is only the assembly, as in stacks_build.py: which node and stream a line is filed
under (and node names where the report gives none), an ISO-8601 time in front of every line (taken
from the line's own stamp where it has one), job.json, the scheduler events and the per-rank step
metrics. The labels follow DESIGN's taxonomy and the rules of the realworld, stacks, frontier and
blind READMEs (see blind137/README.md).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from stacks_build import Case, case_maker, remove_stale, write_split  # noqa: E402

ROOT = HERE / "blind137"
SPLIT = "blind137"

# ---- sources (one public report per incident) --------------------------------------------------
HYDRA231 = "https://github.com/ashleve/lightning-hydra-template/issues/231"
LIGHTNING17228 = "https://github.com/Lightning-AI/pytorch-lightning/issues/17228"
HYDRA596 = "https://github.com/ashleve/lightning-hydra-template/issues/596"
METASEQ52 = "https://github.com/facebookresearch/metaseq/issues/52"
LIGHTNING17066 = "https://github.com/Lightning-AI/pytorch-lightning/issues/17066"
PTDIST18 = "https://github.com/tczhangzhi/pytorch-distributed/issues/18"
LIGHTNING19883 = "https://github.com/Lightning-AI/pytorch-lightning/issues/19883"
DEEPSPEED3489 = "https://github.com/deepspeedai/DeepSpeed/issues/3489"
FASTCLIP1 = "https://github.com/Optimization-AI/FastCLIP/issues/1"
ESPNET4531 = "https://github.com/espnet/espnet/issues/4531"
COOKBOOK491 = "https://github.com/meta-llama/llama-cookbook/issues/491"
PRISMATIC39 = "https://github.com/TRI-ML/prismatic-vlms/issues/39"
ATMOREP77 = "https://github.com/clessig/atmorep/issues/77"
ALIGNN182 = "https://github.com/usnistgov/alignn/issues/182"

CASES: list[Case] = []


case = case_maker(CASES, SPLIT)


def build() -> None:
    build_lightning()
    build_torchrun_and_launchers()
    build_deepspeed_and_others()


# ---- Lightning and Fabric under sbatch / srun --------------------------------------------------
def build_lightning() -> None:
    # ---- lightning-hydra-template on 4 GPUs from sbatch: stuck at the DDP init step ------------
    node = "slurm-gpu-node"
    c = case("b137-lightning-hydra-sbatch-4gpu-ddp-init-stuck", "ambiguous", "hang", [], [node],
             "The lightning-hydra-template MNIST example with trainer.gpus=4 and the ddp "
             "accelerator, started as a Slurm job with `sbatch srun.sh`, stops at the init step "
             "of DDP: the last line is Lightning's 'Multi-processing is handled by Slurm.' and "
             "nothing follows, no error. Which process stopped is not shown. Lines as posted "
             "(node name, the rank stream and the rank count ours; the next line, cut in the "
             "excerpt, left out), ISO times from their own stamps (zone ours: UTC).",
             start="2021-12-19T17:50:00+00:00", scheduler="slurm", ranks_per_node=4)
    c.job(1.0, "RUNNING")
    for when, text in (
        ("2021-12-19 17:50:02.938", "[2021-12-19 17:50:02,938][src.utils.utils][INFO] - "
         "Disabling python warnings! <config.ignore_warnings=True>"),
        ("2021-12-19 17:50:02.983", "[2021-12-19 17:50:02,983][src.train][INFO] - Instantiating "
         "datamodule <src.datamodules.mnist_datamodule.MNISTDataModule>"),
        ("2021-12-19 17:50:02.989", "[2021-12-19 17:50:02,989][src.train][INFO] - Instantiating "
         "model <src.models.mnist_model.MNISTLitModel>"),
        ("2021-12-19 17:50:03.012", "[2021-12-19 17:50:03,012][src.train][INFO] - Instantiating "
         "callback <pytorch_lightning.callbacks.ModelCheckpoint>"),
        ("2021-12-19 17:50:03.014", "[2021-12-19 17:50:03,014][src.train][INFO] - Instantiating "
         "callback <pytorch_lightning.callbacks.EarlyStopping>"),
        ("2021-12-19 17:50:03.015", "[2021-12-19 17:50:03,015][src.train][INFO] - Instantiating "
         "callback <pytorch_lightning.callbacks.RichModelSummary>"),
        ("2021-12-19 17:50:03.015", "[2021-12-19 17:50:03,015][src.train][INFO] - Instantiating "
         "callback <pytorch_lightning.callbacks.RichProgressBar>"),
        ("2021-12-19 17:50:03.016", "[2021-12-19 17:50:03,016][src.train][INFO] - Instantiating "
         "logger <pytorch_lightning.loggers.tensorboard.TensorBoardLogger>"),
        ("2021-12-19 17:50:03.017", "[2021-12-19 17:50:03,017][src.train][INFO] - Instantiating "
         "trainer <pytorch_lightning.Trainer>"),
        ("2021-12-19 17:50:03.095", "[2021-12-19 17:50:03,095][pytorch_lightning.utilities."
         "distributed][INFO] - Multi-processing is handled by Slurm."),
    ):
        c.own(node, "rank-0", HYDRA231, when, text)

    # ---- Fabric on four Slurm nodes (32 ranks): hangs at fabric.launch() -----------------------
    nodes = ["compute-permanent-node-801", "compute-permanent-node-869",
             "compute-permanent-node-583", "compute-permanent-node-752"]
    c = case("b137-fabric-four-nodes-32-ranks-hang-at-launch", "ambiguous", "hang", [], nodes,
             "Lightning Fabric on four Slurm nodes with 8 GPUs each (32 ranks) hangs at "
             "fabric.launch() when the nodes come in the order sbatch lists them: ranks print "
             "'Initializing distributed' and nothing follows, no error; the thread ties it to "
             "how the node list is ordered. No rank is shown stopping first. Lines as posted "
             "(the split of ranks over the nodes in SLURM_NODELIST order, the streams and the "
             "year of the glog stamps ours; the line after rank 19's, cut in the excerpt, left "
             "out), ISO times from the lines' own stamps where they have one.",
             start="2023-04-11T01:28:00+00:00", scheduler="slurm", ranks_per_node=8)
    c.job(1.0, "RUNNING")
    c.log(nodes[0], "sbatch", LIGHTNING17228, "SLURM_NODELIST in sbatch",
          "compute-permanent-node-801,compute-permanent-node-869,compute-permanent-node-583,"
          "compute-permanent-node-752", t=4.0)
    for when, thread in (("01:28:05.820399", "139934585009984"),
                         ("01:28:05.830992", "140313237600064"),
                         ("01:28:05.836308", "140190379489088"),
                         ("01:28:05.842156", "139834860619584"),
                         ("01:28:05.820408", "139805815334720"),
                         ("01:28:05.820411", "140254645638976"),
                         ("01:28:05.820414", "140681562302272"),
                         ("01:28:05.820474", "140266930190144"),
                         ("01:28:05.820590", "140401730049856"),
                         ("01:28:05.830717", "139651106867008"),
                         ("01:28:05.830717", "140062394136384")):
        c.own(nodes[0], "fabric", LIGHTNING17228, f"2023-04-11 {when}",
              f"I0411 {when} {thread} github_fabric.py:11] 1: "
              "compute-permanent-node-[583,752,801,869]")
    for rank, when_a, when_b, thread in ((6, "01:28:10.345465", "01:28:10.345892",
                                          "140656298329920"),
                                         (1, "01:28:10.347674", "01:28:10.348047",
                                          "140492815607616"),
                                         (4, "01:28:10.348870", "01:28:10.349262",
                                          "140065187370816"),
                                         (3, "01:28:10.350788", "01:28:10.351154",
                                          "140087875577664")):
        node = nodes[rank // 8]
        c.own(node, f"rank-{rank}", LIGHTNING17228, f"2023-04-11 {when_a}",
              f"I0411 {when_a} {thread} github_fabric.py:15] 3: "
              "compute-permanent-node-[583,752,801,869]")
        c.log(node, f"rank-{rank}", LIGHTNING17228,
              f"INFO: Initializing distributed: GLOBAL_RANK: {rank}, MEMBER: {rank + 1}/32",
              t=float(when_a[6:]) + 0.0000005)
        c.own(node, f"rank-{rank}", LIGHTNING17228, f"2023-04-11 {when_b}",
              f"I0411 {when_b} {thread} distributed.py:244] Initializing distributed: "
              f"GLOBAL_RANK: {rank}, MEMBER: {rank + 1}/32")
    c.own(nodes[2], "rank-19", LIGHTNING17228, "2023-04-11 01:28:10.378894",
          "I0411 01:28:10.378894 140254645638976 github_fabric.py:15] 3: "
          "compute-permanent-node-[583,752,801,869]")
    c.log(nodes[2], "rank-19", LIGHTNING17228,
          "INFO: Initializing distributed: GLOBAL_RANK: 19, MEMBER: 20/32", t=10.378895)

    # ---- lightning-hydra-template, multi-GPU DDP from sbatch: stuck, a client socket warning ---
    node = "slurm-gpu-node"
    c = case("b137-lightning-hydra-multigpu-ddp-client-socket-ip6-localhost", "ambiguous",
             "hang", [], [node],
             "Training with lightning-hydra-template on several GPUs with DDP, submitted to "
             "Slurm, is stuck; the one line the report gives is c10d's client socket failing to "
             "connect to [ip6-localhost] (errno 99). Nothing says which process stopped or why. "
             "The line as posted (node name, GPU count and the stream ours), ISO time ours.",
             start="2023-08-20T10:00:00+00:00", scheduler="slurm", ranks_per_node=2)
    c.job(1.0, "RUNNING")
    c.log(node, "rank-1", HYDRA596,
          "The client socket has failed to connect to [ip6-localhost]:24355 (errno: 99 - Cannot "
          "assign requested address)", t=60.0)

    # ---- Lightning DDP with torchdata from S3 on a Slurm node: training freezes, no error ------
    node = "ip-26-0-128-136"
    c = case("b137-lightning-ddp-torchdata-s3-training-freezes", "ambiguous", "hang", [], [node],
             "A Lightning DDP job on a Slurm cluster reading its data with torchdata from an S3 "
             "bucket freezes: 'No Error is thrown' (the same with webdataset). The posted NCCL "
             "lines are rank 1's ring setup (P2P/IPC channels to rank 0) and nothing after. "
             "Lines as posted (the rank count and stream ours; the line after channel 06, cut in "
             "the excerpt, left out), ISO times ours.",
             start="2023-03-13T10:00:00+00:00", scheduler="slurm", ranks_per_node=2)
    c.job(1.0, "RUNNING")
    c.log(node, "rank-1", LIGHTNING17066,
          "ip-26-0-128-136:3266268:3266537 [1] NCCL INFO Setting affinity for GPU 3 to "
          "3f000000,00003f00",
          "ip-26-0-128-136:3266268:3266537 [1] NCCL INFO Trees [0] -1/-1/-1->1->0 [1] "
          "-1/-1/-1->1->0 [2] -1/-1/-1->1->0 [3] -1/-1/-1->1->0 [4] -1/-1/-1->1->0 [5] "
          "-1/-1/-1->1->0 [6] -1/-1/-1->1->0 [7] -1/-1/-1->1->0 [8] -1/-1/-1->1->0 [9] "
          "-1/-1/-1->1->0 [10] -1/-1/-1->1->0 [11] -1/-1/-1->1->0 [12] -1/-1/-1->1->0 [13] "
          "-1/-1/-1->1->0 [14] -1/-1/-1->1->0 [15] -1/-1/-1->1->0 [16] -1/-1/-1->1->0 [17] "
          "-1/-1/-1->1->0 [18] -1/-1/-1->1->0 [19] -1/-1/-1->1->0 [20] -1/-1/-1->1->0 [21] "
          "-1/-1/-1->1->0 [22] -1/-1/-1->1->0 [23] -1/-1/-1->1->0",
          *(f"ip-26-0-128-136:3266268:3266537 [1] NCCL INFO Channel {ch:02d}/0 : 1[201d0] -> "
            "0[201c0] via P2P/IPC/read" for ch in range(7)), t=30.0)

    # ---- Lightning on 2 A40s of one Slurm node in apptainer: stalls after registration ---------
    node = "slurm-a40-node"
    c = case("b137-lightning-apptainer-two-a40-stall-after-registration", "ambiguous", "hang",
             [], [node],
             "Lightning 2.2 training of a CIFAR-10 model on 2 A40 GPUs of one Slurm node (and "
             "on several nodes), the environment in an apptainer container: both ranks print "
             "'Initializing distributed' and the NCCL backend, then training does not start "
             "while the job keeps running. No error and no rank named. Lines as posted (node "
             "name and the split over rank streams ours; the line after 'distributed_backend', "
             "cut in the excerpt, left out), ISO times ours.",
             start="2024-05-20T09:00:00+00:00", scheduler="slurm", ranks_per_node=2)
    c.job(1.0, "RUNNING")
    c.log(node, "rank-0", LIGHTNING19883,
          "==> slurm-cifar-lit-2GPU-10065210.err <==",
          "HPU available: False, using: 0 HPUs",
          "/opt/conda/envs/__apptainer__/lib/python3.11/site-packages/lightning/pytorch/trainer/"
          "connectors/logger_connector/logger_connector.py:75: Starting from v1.9.0, "
          "`tensorboardX` has been removed as a dependency of the `lightning.pytorch` package, "
          "due to potential conflicts with other packages in the ML ecosystem. For this reason, "
          "`logger=True` will use `CSVLogger` as the default logger, unless the `tensorboard` or "
          "`tensorboardX` packages are found. Please `pip install lightning[extra]` or one of "
          "them to enable TensorBoard support by default",
          "You are using a CUDA device ('NVIDIA A40') that has Tensor Cores. To properly utilize "
          "them, you should set `torch.set_float32_matmul_precision('medium' | 'high')` which "
          "will trade-off precision for performance. For more details, read "
          "https://pytorch.org/docs/stable/generated/torch.set_float32_matmul_precision.html"
          "#torch.set_float32_matmul_precision",
          "Initializing distributed: GLOBAL_RANK: 0, MEMBER: 1/2", t=20.0)
    c.log(node, "rank-1", LIGHTNING19883,
          "Initializing distributed: GLOBAL_RANK: 1, MEMBER: 2/2", t=20.5)
    c.log(node, "rank-0", LIGHTNING19883,
          "----------------------------------------------------------------------------------"
          "------------------",
          "distributed_backend=nccl", t=21.0)


# ---- torchrun / srun / mp.spawn launches -------------------------------------------------------
def build_torchrun_and_launchers() -> None:
    # ---- srun -N1 -n2 of a script that itself spawns a process per GPU: a worker fails ---------
    node = "pai-worker1"
    c = case("b137-pytorch-distributed-srun-two-tasks-spawn-worker-fails", "attributed",
             "user_code", [], [node],
             "The pytorch-distributed example's Slurm script started with `srun -N1 -n2 --gres "
             "gpu:2`: each of the two Slurm tasks spawns one process per GPU (mp.spawn), and "
             "after a while process 1 terminates with an error the main process re-raises "
             "(ProcessRaisedException); the report's title is a store-barrier timeout with "
             "world_size=2 and worker_count=4, twice the processes expected. The job's launch, "
             "not a machine. Lines as posted (the streams ours; the child's last lines, cut in "
             "the excerpt, left out), ISO times ours.",
             start="2022-01-06T09:00:00+00:00", scheduler="slurm", ranks_per_node=2)
    c.job(1.0, "RUNNING")
    c.log(node, "shell", PTDIST18,
          "root@pai-worker1:/home/Data/exports/pytorch-distributed# srun -N1 -n2 --gres gpu:2  "
          "python distributed_slurm_main.py --dist-file dist_file", t=0.5)
    c.log(node, "rank-0", PTDIST18,
          "Traceback (most recent call last):",
          '  File "distributed_slurm_main.py", line 420, in <module>',
          "    main()",
          '  File "distributed_slurm_main.py", line 131, in main',
          "    mp.spawn(main_worker, nprocs=ngpus_per_node, args=(ngpus_per_node, args))",
          '  File "/usr/local/lib/python3.8/dist-packages/torch/multiprocessing/spawn.py", line '
          "230, in spawn",
          "    return start_processes(fn, args, nprocs, join, daemon, start_method='spawn')",
          '  File "/usr/local/lib/python3.8/dist-packages/torch/multiprocessing/spawn.py", line '
          "188, in start_processes",
          "    while not context.join():",
          '  File "/usr/local/lib/python3.8/dist-packages/torch/multiprocessing/spawn.py", line '
          "150, in join",
          "    raise ProcessRaisedException(msg, error_index, failed_process.pid)",
          "torch.multiprocessing.spawn.ProcessRaisedException:",
          "-- Process 1 terminated with the following error:",
          "Traceback (most recent call last):",
          '  File "/usr/local/lib/python3.8/dist-packages/torch/multiprocessing/spawn.py", line '
          "59, in _wrap",
          "    fn(i, *args)", t=1805.0)
    c.job(1810.0, "FAILED", exit_code=1)

    # ---- llama-recipes FSDP on two Slurm nodes via srun torchrun: rank 7's traceback -----------
    n0, n1 = "slurm-node-0", "slurm-node-1"
    c = case("b137-llama-recipes-two-nodes-fsdp-rank7-traceback", "attributed", "user_code", [],
             [n0, n1],
             "llama-recipes FSDP + LoRA fine-tuning on two Slurm nodes with 4 GPUs each, "
             "started with `srun torchrun --nnodes 2 --nproc_per_node 4 ... finetuning.py`: "
             "rank 7 raises from the program's entry point through fire; the thread is about "
             "the launch command (--nnodes missing from the example). An exception in the "
             "program at start, before any step; its last lines, cut in the excerpt, left out. "
             "Lines as posted (node names ours; the quote marker in front of the first line "
             "dropped), ISO times ours.",
             start="2024-05-09T10:00:00+00:00", scheduler="slurm", ranks_per_node=4)
    c.job(1.0, "RUNNING")
    c.log(n1, "rank-7", COOKBOOK491,
          '[rank7]:   File "/opt/hpcaas/.mounts/fs-0f5a75f2b23e4bb75/yuchaogu/projects_llm/'
          'try_llm/llama-recipes/recipes/finetuning/finetuning.py", line 8, in <module>',
          "[rank7]:     fire.Fire(main)",
          '[rank7]:   File "/data/home/yuchaogu/miniconda3/envs/llama_recipes2/lib/python3.10/'
          'site-packages/fire/core.py", line 143, in Fire',
          "[rank7]:     component_trace = _Fire(component, args, parsed_flag_args, context, "
          "name)",
          '[rank7]:   File "/data/home/yuchaogu/miniconda3/envs/llama_recipes2/lib/python3.10/'
          'site-packages/fire/core.py", line 477, in _Fire',
          "[rank7]:     component, remaining_args = _CallAndUpdateTrace(",
          '[rank7]:   File "/data/home/yuchaogu/miniconda3/envs/llama_recipes2/lib/python3.10/'
          'site-packages/fire/core.py", line 693, in _CallAndUpdateTrace', t=45.0)
    c.job(50.0, "FAILED", exit_code=1)

    # ---- prismatic-vlms on two nodes, srun torchrun with 8 tasks a node: duplicate GPU ---------
    n0, n1 = "slurm-node-0", "slurm-node-1"
    c = case("b137-prismatic-two-nodes-srun-torchrun-duplicate-gpu", "attributed", "user_code",
             [], [n0, n1],
             "prismatic-vlms pretraining on two Slurm nodes with 8 GPUs each: the sbatch script "
             "asks for 8 tasks a node and runs `srun torchrun --nproc_per_node=8` in each, so "
             "NCCL finds two ranks on one GPU ('Duplicate GPU detected : rank 2 and rank 10'). "
             "The launch configuration, not a machine. The line as posted (node names and the "
             "stream ours), ISO time ours.",
             start="2024-06-17T10:00:00+00:00", scheduler="slurm", ranks_per_node=8)
    c.job(1.0, "RUNNING")
    c.log(n1, "rank-10", PRISMATIC39,
          "Duplicate GPU detected : rank 2 and rank 10 both on CUDA device 50000", t=40.0)
    c.job(45.0, "FAILED", exit_code=1)

    # ---- atmorep on two Levante nodes: NCCL invalid usage, duplicate GPU -----------------------
    n0, n1 = "levante-gpu-0", "levante-gpu-1"
    c = case("b137-atmorep-levante-two-nodes-duplicate-gpu", "attributed", "user_code", [],
             [n0, n1],
             "atmorep's train.py on two nodes of DKRZ Levante (4 GPUs each, sbatch with 4 tasks "
             "a node and CUDA_VISIBLE_DEVICES=0,1,2,3 exported for every task) crashes on every "
             "rank with NCCL invalid usage: 'Duplicate GPU detected : rank 3 and rank 0'. The "
             "job's device assignment, not a machine. Lines as posted (the '3:' is srun's task "
             "label; node names and the stream ours), ISO times ours.",
             start="2024-12-18T10:00:00+00:00", scheduler="slurm", ranks_per_node=4)
    c.job(1.0, "RUNNING")
    c.log(n0, "rank-3", ATMOREP77,
          "torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/"
          "NCCLUtils.hpp:317, invalid usage (run with NCCL_DEBUG=WARN for details), NCCL version "
          "2.21.5",
          "3: ncclInvalidUsage: This usually reflects invalid usage of NCCL library.",
          "3: Last error:",
          "3: Duplicate GPU detected : rank 3 and rank 0 both on CUDA device 3000", t=50.0)
    c.job(55.0, "FAILED", exit_code=1)

    # ---- alignn on one Slurm node with 2 GPUs via torchrun: the error is not shown -------------
    node = "gpu011"
    c = case("b137-alignn-iitk-two-gpu-torchrun-error-not-shown", "ambiguous", "unknown", [],
             [node],
             "ALIGNN training (formation energy) on one node of a Slurm cluster with 2 GPUs, "
             "started with `torchrun --nproc_per_node=2` from an sbatch script: the job prints "
             "its Slurm environment, both processes print world_size 2, torchrun starts, and "
             "'the error' follows, cut in the excerpt. What failed is not shown. Lines as posted "
             "(the streams ours; the torchrun line's trailing blank dropped), ISO times ours or "
             "from the lines' own stamps.",
             start="2025-04-08T03:35:00+00:00", scheduler="slurm", ranks_per_node=2)
    c.job(1.0, "RUNNING")
    c.log(node, "batch", ALIGNN182,
          "==========================================",
          "SLURM_CLUSTER_NAME = iitk-cluster",
          "SLURM_JOB_ACCOUNT = pool_koushik",
          "SLURM_JOB_ID = 589420",
          "SLURM_JOB_NAME = full_gpu_node",
          "SLURM_JOB_NODELIST = gpu011",
          "SLURM_JOB_USER = divijg22",
          "SLURM_JOB_UID = 15926",
          "SLURM_JOB_PARTITION = gpu",
          "SLURM_TASK_PID = 17473",
          "SLURM_SUBMIT_DIR = /scratch/divijg22/ALIGNN/two_nodes",
          "SLURM_CPUS_ON_NODE = 40",
          "SLURM_NTASKS = 40",
          "SLURM_TASK_PID = 17473",
          "==========================================", t=2.0)
    c.log(node, "rank-0", ALIGNN182, "world_size 2", t=20.0)
    c.log(node, "rank-1", ALIGNN182, "world_size 2", t=20.0)
    c.log(node, "torchrun", ALIGNN182,
          "W407 03:35:32.736645 139705528403776 torch/distributed/run.py:779]", t=32.7)
    c.own(node, "torchrun", ALIGNN182, "2025-04-08 03:35:32.736645",
          "W0408 03:35:32.736645 139705528403776 torch/distributed/run.py:779] "
          "*****************************************")
    c.job(60.0, "FAILED")


# ---- DeepSpeed, metaseq, ESPnet and a CLIP trainer ---------------------------------------------
def build_deepspeed_and_others() -> None:
    # ---- DeepSpeed launcher on two Slurm nodes: only the launcher's start is shown -------------
    n0, n1 = "ng30905", "ng31103"
    c = case("b137-deepspeed-two-nodes-slurm-launcher-then-module-not-found", "ambiguous",
             "unknown", [], [n0, n1],
             "Training with the deepspeed launcher on two Slurm nodes (srun of a script that "
             "writes a hostfile and calls deepspeed): the report is titled ModuleNotFoundError "
             "and blames the Python virtual environment not being available on every node, but "
             "the posted lines are only the launcher's start on both nodes (world info, 16 "
             "ranks, NCCL settings); the error itself is not in the excerpt. Lines as posted "
             "(the stream ours; the last line, cut in the excerpt, left out), ISO times from "
             "their own stamps.",
             start="2023-05-03T10:46:00+00:00", scheduler="slurm", ranks_per_node=8)
    c.job(1.0, "RUNNING")
    for node, when, text in (
        (n0, "2023-05-03 10:46:23.766", "ng30905: [2023-05-03 10:46:23,766] [INFO] "
         "[launch.py:161:main] global_rank_mapping=defaultdict(<class 'list'>, {'ng30905': [0, "
         "1, 2, 3, 4, 5, 6, 7], 'ng31103': [8, 9, 10, 11, 12, 13, 14, 15]})"),
        (n0, "2023-05-03 10:46:23.766", "ng30905: [2023-05-03 10:46:23,766] [INFO] "
         "[launch.py:162:main] dist_world_size=16"),
        (n0, "2023-05-03 10:46:23.766", "ng30905: [2023-05-03 10:46:23,766] [INFO] "
         "[launch.py:164:main] Setting CUDA_VISIBLE_DEVICES=0,1,2,3,4,5,6,7"),
        (n1, "2023-05-03 10:46:23.909", "ng31103: [2023-05-03 10:46:23,909] [INFO] "
         "[launch.py:135:main] 1 NCCL_BLOCKING_WAIT=1"),
        (n1, "2023-05-03 10:46:23.909", "ng31103: [2023-05-03 10:46:23,909] [INFO] "
         "[launch.py:135:main] 1 NCCL_IB_DISABLE=1"),
        (n1, "2023-05-03 10:46:23.909", "ng31103: [2023-05-03 10:46:23,909] [INFO] "
         "[launch.py:135:main] 1 NCCL_DEBUG=INFO"),
        (n1, "2023-05-03 10:46:23.909", "ng31103: [2023-05-03 10:46:23,909] [INFO] "
         "[launch.py:135:main] 1 NCCL_SOCKET_IFNAME=eth0"),
        (n1, "2023-05-03 10:46:23.909", "ng31103: [2023-05-03 10:46:23,909] [INFO] "
         "[launch.py:142:main] WORLD INFO DICT: {'ng30905': [0, 1, 2, 3, 4, 5, 6, 7], 'ng31103': "
         "[0, 1, 2, 3, 4, 5, 6, 7]}"),
        (n1, "2023-05-03 10:46:23.909", "ng31103: [2023-05-03 10:46:23,909] [INFO] "
         "[launch.py:148:main] nnodes=2, num_local_procs=8, node_rank=1"),
        (n1, "2023-05-03 10:46:23.909", "ng31103: [2023-05-03 10:46:23,909] [INFO] "
         "[launch.py:161:main] global_rank_mapping=defaultdict(<class 'list'>, {'ng30905': [0, "
         "1, 2, 3, 4, 5, 6, 7], 'ng31103': [8, 9, 10, 11, 12, 13, 14, 15]})"),
        (n1, "2023-05-03 10:46:23.909", "ng31103: [2023-05-03 10:46:23,909] [INFO] "
         "[launch.py:162:main] dist_world_size=16"),
    ):
        c.own(node, "deepspeed-launcher", DEEPSPEED3489, when, text)
    c.job(60.0, "FAILED")

    # ---- metaseq at 2048 ranks: the store-based barrier times out with 1792 workers ------------
    n0, n541 = "metaseq-node-0", "metaseq-node-541"
    c = case("b137-metaseq-2048-ranks-store-barrier-timeout", "ambiguous", "unknown", [],
             [n0, n541],
             "metaseq jobs at world_size=2048 on a Slurm cluster: initialising a process group "
             "times out in the store-based barrier after 30 minutes with only 1792 of 2048 "
             "workers checked in, and the jobs then stay alive holding their nodes. Which "
             "workers never arrived, and why, is not shown. The lines as posted (the two node "
             "names, the rank ids of the second node and the stream ours; the job's other 254 "
             "nodes left out), ISO times ours.",
             start="2022-05-06T08:00:00+00:00", scheduler="slurm", ranks_per_node=8)
    c.ranks = {**{str(r): n0 for r in range(8)}, **{str(4328 + r): n541 for r in range(8)}}
    c.job(1.0, "RUNNING")
    c.log(n541, "rank-4330", METASEQ52,
          "    raise RuntimeError(",
          "RuntimeError: Timed out initializing process group in store based barrier on rank: "
          "4330, for key: store_based_barrier_key:522 (world_size=2048, worker_count=1792, "
          "timeout=0:30:00)", t=1830.0)

    # ---- FastCLIP on two H100 nodes: NCCL communicator setup fails in an all_gather ------------
    n0, n1 = "h100-node-0", "h100-node-1"
    c = case("b137-fastclip-two-h100-nodes-nccl-comm-allgather-frames", "ambiguous", "unknown",
             [], [n0, n1],
             "FastCLIP v3 training started with srun from an sbatch script, meant for two H100 "
             "nodes with 4 GPUs each, fails: the posted C++ frames show ProcessGroupNCCL "
             "creating its communicator (getNCCLComm) inside an all_gather. The error message "
             "itself is not in the excerpt. Lines as posted (node names, the rank and the stream "
             "ours; the next frame, cut in the excerpt, left out), ISO times ours.",
             start="2024-07-09T12:00:00+00:00", scheduler="slurm", ranks_per_node=4)
    c.job(1.0, "RUNNING")
    lib = "/home/mmahdid/.conda/envs/fastclip/lib/python3.11/site-packages/torch/lib"
    c.log(n0, "rank-0", FASTCLIP1,
          "frame #9: c10d::ProcessGroupNCCL::getNCCLComm(std::string const&, std::vector<c10::"
          "Device, std::allocator<c10::Device> > const&, c10d::OpType, int, bool) + 0x22b "
          f"(0x1543bb5ab4db in {lib}/libtorch_cuda.so)",
          "frame #10: c10d::ProcessGroupNCCL::allgather(std::vector<std::vector<at::Tensor, "
          "std::allocator<at::Tensor> >, std::allocator<std::vector<at::Tensor, std::allocator<"
          "at::Tensor> > > >&, std::vector<at::Tensor, std::allocator<at::Tensor> >&, c10d::"
          f"AllgatherOptions const&) + 0xb5c (0x1543bb5c18dc in {lib}/libtorch_cuda.so)",
          f"frame #11: <unknown function> + 0x583a31d (0x1543f60c531d in {lib}/libtorch_cpu.so)",
          f"frame #12: <unknown function> + 0x5844218 (0x1543f60cf218 in {lib}/libtorch_cpu.so)",
          f"frame #13: <unknown function> + 0x4e893cc (0x1543f57143cc in {lib}/libtorch_cpu.so)",
          f"frame #14: <unknown function> + 0x1a08a88 (0x1543f2293a88 in {lib}/libtorch_cpu.so)",
          t=120.0)
    c.job(125.0, "FAILED")

    # ---- ESPnet librispeech on two single-GPU instances under Slurm: frames of a failure -------
    n0, n1 = "oracle-gpu-0", "oracle-gpu-1"
    c = case("b137-espnet-two-instances-slurm-nccl-unique-id-frames", "ambiguous", "unknown", [],
             [n0, n1],
             "ESPnet2 librispeech ASR training (stage 11) in distributed mode through Slurm on "
             "two instances with one V100 each: the jobs start on both machines and use GPU "
             "memory, then fail after some time; the report's title is rank 1 timing out while "
             "fetching rank 0's ncclUniqueId from the c10d store. The excerpt only shows the "
             "Python interpreter's C frames of the failing process. Lines as posted (node names "
             "and the rank stream ours; the next frame, cut in the excerpt, left out), ISO times "
             "ours.",
             start="2022-07-24T10:00:00+00:00", scheduler="slurm", ranks_per_node=1)
    c.job(1.0, "RUNNING")
    py = "/home/ec2-user/SageMaker/espnet_env1/envs/espnet_env1/bin/python3"
    c.log(n1, "rank-1", ESPNET4531,
          *(f"frame #{n}: <unknown function> + {off} ({addr} in {py})" for n, off, addr in (
              (24, "0x198709", "0x559e09166709"), (25, "0xfe73d", "0x559e090cc73d"),
              (26, "0x198559", "0x559e09166559"), (27, "0xff300", "0x559e090cd300"),
              (28, "0x196fe3", "0x559e09164fe3"), (29, "0x198709", "0x559e09166709"),
              (30, "0xfe73d", "0x559e090cc73d"), (31, "0x231418", "0x559e091ff418"),
              (32, "0xfe088", "0x559e090cc088"))), t=1860.0)
    c.job(1870.0, "FAILED")


# ---- writing -----------------------------------------------------------------------------------
def main() -> None:
    build()
    remove_stale(ROOT, "b137-", CASES)
    write_split(CASES, SPLIT, ROOT)


if __name__ == "__main__":
    main()
