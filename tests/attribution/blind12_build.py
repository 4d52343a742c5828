"""Build the twelfth blind corpus (tests/attribution/blind12/): incidents taken as they came.

    python tests/attribution/blind12_build.py

A held-out proxy for issue 43's question ("stacks and failures described nowhere"), aimed at
multi-node training failures reported against the schedulers and cluster tooling that sites and
clouds run: Slurm (srun / slurmstepd messages), LSF (jsrun on Summit), AWS ParallelCluster,
SageMaker, Azure ML, Google Cluster Toolkit, Kubernetes with Kubeflow's PyTorchJob, Ray clusters.
The reports are GitHub issue, pull-request and discussion threads found with the search tool's
`issues` and `pages` corpora ("slurmstepd error JOB CANCELLED DUE TO NODE FAILURE", "srun: error:
Node failure", "AWS ParallelCluster slurm training EFA error", "SageMaker training job
AlgorithmError", "GKE A3 multi-node NCCL TCPX", "Azure ML distributed training", "PBS / LSF
training error", ...), taken in the order the searches returned them, skipping only reports
without a copyable log line, reports not about a training run, and reports any other corpus or
file of the repository (or the other blind builders) cites. It was assembled by one helper who
read neither the engine nor its catalogs; the labels were written before any engine ran on these
bundles, and no report cited here is cited anywhere else in the repository
(test_attribution_heldout.py checks it).

Every log line is copied from the public report given next to it (host names, addresses, ids and
times as posted; a line the report wrapped stays wrapped). Ours is only the assembly, as in
stacks_build.py: which node and stream a line is filed under (node names where the report gives
none), an ISO-8601 time in front of every line (taken from the line's own stamp where it has one,
read as UTC), job.json, the scheduler events and the per-rank step metrics. The labels follow
DESIGN's taxonomy and the rules of the realworld, stacks, frontier and blind READMEs (see
blind12/README.md).
"""

from __future__ import annotations

import sys
from datetime import UTC, datetime
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from stacks_build import Case, case_maker, remove_stale, write_split  # noqa: E402

ROOT = HERE / "blind12"
SPLIT = "blind12"

# ---- sources (one public report per incident) --------------------------------------------------
TORCHMETRICS2300 = "https://github.com/Lightning-AI/torchmetrics/issues/2300"
ARJUNA21 = "https://github.com/ArjunaCluster/ArjunaUsers/issues/21"
ARJUNA46 = "https://github.com/ArjunaCluster/ArjunaUsers/issues/46"
PCLUSTER4265 = "https://github.com/aws/aws-parallelcluster/issues/4265"
DEEPSPEED61 = "https://github.com/deepspeedai/DeepSpeed/issues/61"
NCCL526 = "https://github.com/NVIDIA/nccl/issues/526"
OFINCCL24 = "https://github.com/aws/aws-ofi-nccl/issues/24"
ACE348 = "https://github.com/ai2cm/ace/issues/348"
SMEXAMPLES3444 = "https://github.com/aws/amazon-sagemaker-examples/issues/3444"
MSSWIFT3327 = "https://github.com/modelscope/ms-swift/issues/3327"
PYTORCH79388 = "https://github.com/pytorch/pytorch/issues/79388"
RAY18132 = "https://github.com/ray-project/ray/issues/18132"
PYTORCH130113 = "https://github.com/pytorch/pytorch/issues/130113"
PTEXAMPLES1279 = "https://github.com/pytorch/examples/issues/1279"
CLUSTERTOOLKIT3032 = "https://github.com/GoogleCloudPlatform/cluster-toolkit/issues/3032"
ACCELERATE2246 = "https://github.com/huggingface/accelerate/issues/2246"
NCCL651 = "https://github.com/NVIDIA/nccl/issues/651"
GRESEARCH146 = "https://github.com/google-research/google-research/issues/146"
OOBLECK19 = "https://github.com/SymbioticLab/Oobleck/issues/19"
PRIMERL3186 = "https://github.com/PrimeIntellect-ai/prime-rl/pull/3186"
NCCL851 = "https://github.com/NVIDIA/nccl/issues/851"
MPIOPERATOR297 = "https://github.com/kubeflow/mpi-operator/issues/297"
LIGHTNING20438 = "https://github.com/Lightning-AI/pytorch-lightning/issues/20438"
ACCELERATE3206 = "https://github.com/huggingface/accelerate/issues/3206"
K8STESTER467 = "https://github.com/aws/aws-k8s-tester/pull/467"

OWN = "(the time in front ours: the line's own, printed inside its text, read as UTC)"
ELASTIC_DOCS = "  traceback : To enable traceback see: https://pytorch.org/docs/stable/elastic/errors.html"
RULE = "============================================================"
DASHES = "------------------------------------------------------------"

CASES: list[Case] = []


case = case_maker(CASES, SPLIT)


def since(c: Case, when: str) -> float:
    """Seconds from the case's start to a time the report printed (read as UTC)."""
    return (datetime.fromisoformat(when).replace(tzinfo=UTC) - c.start).total_seconds()


def stamped(c: Case, node: str, stream: str, url: str, when: str, *lines: str) -> Case:
    """Lines sharing one time the report printed in (or right before) them."""
    return c.log(node, stream, url, *lines, t=since(c, when), note=OWN)


def sparse_steps(c: Case, first: int, last: int, every: float, t0: float) -> Case:
    """Step metrics, one point per rank per ten steps (and the last), to keep the corpus small."""
    points = list(range(first, last + 1, 10))
    if points[-1] != last:
        points.append(last)
    for step in points:
        c.steps(step, step, t0=t0 + (step - first) * every)
    return c


def build() -> None:
    build_slurm()
    build_cloud_clusters()
    build_kubernetes_and_ray()
    build_collectives()


# ---- Slurm, PBS-like HPC sites, LSF ------------------------------------------------------------
def build_slurm() -> None:
    # ---- Lightning on one Slurm node, 96 tasks asked for: the job is CANCELLED at init ---------
    node = "scn67-10g"
    c = case("b12-slurm-lightning-96-tasks-cancelled-at-init", "ambiguous", "unknown", [], [node],
             "PyTorch Lightning on one Slurm node with six GPUs and --ntasks-per-node=96: rank 0 "
             "initializes distributed as member 1 of 96, then slurmstepd reports the job "
             "CANCELLED, no reason given. Lines as posted (the job script's echo lines in the "
             "batch stream); ISO times ours, the cancellation's from its own stamp.",
             start="2023-08-31T17:55:00+00:00", scheduler="slurm", ranks_per_node=6)
    c.log(node, "batch", TORCHMETRICS2300, "Running on hosts: scn67-10g", "Running on 1 nodes.",
          "Running 96 tasks.", "Job id is 168885", t=2.0)
    c.log(node, "rank-0", TORCHMETRICS2300,
          "[rank: 0] Global seed set to 42",
          "GPU available: True (cuda), used: True",
          "TPU available: False, using: 0 TPU cores",
          "IPU available: False, using: 0 IPUs",
          "HPU available: False, using: 0 HPUs",
          "[rank: 0] Global seed set to 42",
          "Initializing distributed: GLOBAL_RANK: 0, MEMBER: 1/96", t=20.0)
    stamped(c, node, "rank-0", TORCHMETRICS2300, "2023-08-31 18:04:42",
            "slurmstepd: error: *** JOB 168885 ON scn67-10g CANCELLED AT 2023-08-31T18:04:42 ***")
    c.job(since(c, "2023-08-31 18:04:42"), "CANCELLED")

    # ---- Arjuna (Slurm): slurmstepd cannot exec the batch script on c002: node-local spool -----
    node = "c002"
    c = case("b12-slurm-batch-script-missing-in-node-spool-c002", "attributed", "storage", [node],
             [node],
             "A GPU training job on the Arjuna cluster fails at once: slurmstepd on c002 cannot "
             "execve the batch script, missing from the node's own /tmp/slurmd spool. The "
             "admins fixed such nodes by rebooting them. Line as posted, ISO time ours.",
             start="2021-08-31T10:00:00+00:00", scheduler="slurm", ranks_per_node=1)
    c.log(node, "batch", ARJUNA21,
          "slurmstepd: error: execve(): /tmp/slurmd/job2997814/slurm_script: No such file or "
          "directory", t=1.0)
    c.job(2.0, "FAILED")

    # ---- Arjuna again ten days later, on c004: the same spool file missing ---------------------
    node = "c004"
    c = case("b12-slurm-batch-script-missing-in-node-spool-c004", "attributed", "storage", [node],
             [node],
             "A GPU training job (TrainGPU.sh) on the Arjuna cluster fails at once on c004: "
             "slurmstepd cannot execve the batch script from the node's /tmp/slurmd spool; the "
             "admins reproduced it and said it is fixed once the nodes reboot. Line as quoted by "
             "the poster, ISO time ours.",
             start="2021-09-10T12:00:00+00:00", scheduler="slurm", ranks_per_node=1)
    c.log(node, "batch", ARJUNA46,
          "slurmstepd: error: execve(): /tmp/slurmd/job00089/slurm_script: No such file or "
          "directory", t=1.0)
    c.job(2.0, "FAILED")

    # ---- Summit (LSF, jsrun): BERT pretraining, every rank's set_device: invalid ordinal -------
    n0, n1 = "summit-node-a", "summit-node-b"
    c = case("b12-lsf-jsrun-summit-invalid-device-ordinal", "attributed", "user_code", [],
             [n0, n1],
             "Megatron BERT pretraining with DeepSpeed launched by jsrun on Summit (IBM WML CE): "
             "torch.cuda.set_device fails with CUDA runtime error 101, invalid device ordinal, "
             "in initialize_distributed: the launch gives the process a device index it cannot "
             "see. Lines as posted (node names and the ranks they are filed under ours), ISO times "
             "ours.",
             start="2020-02-14T09:00:00+00:00", scheduler="lsf", ranks_per_node=6)
    c.log(n0, "rank-1", DEEPSPEED61,
          "THCudaCheck FAIL file=/opt/anaconda/conda-bld/pytorch-base_1571884578074/work/torch/"
          "csrc/cuda/Module.cpp line=38 error=101 : invalid device ordinal",
          "Traceback (most recent call last):",
          '  File "pretrain_bert.py", line 581, in <module>',
          "    main()",
          '  File "pretrain_bert.py", line 518, in main',
          "    initialize_distributed(args)",
          '  File "pretrain_bert.py", line 441, in initialize_distributed',
          "    torch.cuda.set_device(device)",
          '  File "/ccs/proj/bif120/deepforce/virtualenvs/ibm_wml_ce-1.6.2-2/lib/python3.6/'
          'site-packages/torch/cuda/__init__.py", line 280, in set_device',
          "    torch._C._cuda_setDevice(device)",
          "RuntimeError: cuda runtime error (101) : invalid device ordinal at /opt/anaconda/"
          "conda-bld/pytorch-base_1571884578074/work/torch/csrc/cuda/Module.cpp:38", t=30.0)
    c.log(n0, "rank-2", DEEPSPEED61,
          "THCudaCheck FAIL file=/opt/anaconda/conda-bld/pytorch-base_1571884578074/work/torch/"
          "csrc/cuda/Module.cpp line=38 error=101 : invalid device ordinal", t=30.2)
    c.job(40.0, "FAILED")

    # ---- Perlmutter (Slurm), four GPUs: three ranks' all-reduce times out in epoch 3 -----------
    node = "perlmutter-gpu-node"
    c = case("b12-perlmutter-epoch3-allreduce-timeout-three-ranks", "ambiguous", "hang", [],
             [node],
             "ACE training on four GPUs of one Perlmutter node (Slurm, regular queue) dies at the "
             "end of an epoch's training step: ranks 3, 2 and 1 report the same all-reduce "
             "(SeqNum 1132079) timed out after 30 minutes; rank 0 reports nothing. Other jobs of "
             "the same commit got past this point. Lines as posted (the node name ours; the last "
             "line, cut short in the report, left out), ISO times ours, the first from its own "
             "stamp.",
             start="2024-05-07T13:00:00+00:00", scheduler="slurm", ranks_per_node=4)
    sparse_steps(c, 1, 300, 34.0, 60.0)
    stamped(c, node, "rank-0", ACE348, "2024-05-07 15:51:09.140",
            "2024-05-07 15:51:09,140 - root - INFO - Starting training step on epoch 3")
    for rank, ran in (("3", "1800035"), ("2", "1800558"), ("1", "1800946")):
        c.log(node, f"rank-{rank}", ACE348,
              f"[E ProcessGroupNCCL.cpp:457] [Rank {rank}] Watchdog caught collective operation "
              "timeout: WorkNCCL(SeqNum=1132079, OpType=ALLREDUCE, NumelIn=304640, "
              f"NumelOut=304640, Timeout(ms)=1800000) ran for {ran} milliseconds before timing "
              "out.", t=since(c, "2024-05-07 16:21:40") + int(rank) * 0.001)
    c.log(node, "rank-1", ACE348,
          "[E ProcessGroupNCCL.cpp:471] Some NCCL operations have failed or timed out. Due to the "
          "asynchronous nature of CUDA kernels, subsequent GPU operations might run on "
          "corrupted/incomplete data.", t=since(c, "2024-05-07 16:21:41"))
    c.job(since(c, "2024-05-07 16:22:00"), "FAILED")

    # ---- Slurm, three nodes: torchrun's c10d store unreachable from a worker node -------------
    n0, n1, n2 = "slurm-bm-13", "slurm-node-b", "slurm-node-c"
    c = case("b12-slurm-three-nodes-torchrun-store-connect-timeout", "ambiguous", "network", [],
             [n0, n1, n2],
             "torchrun (c10d rendezvous, endpoint the first node of the Slurm allocation) on three "
             "nodes of eight GPUs: a worker node's agent times out after 60 s connecting to the "
             "store on slurm-bm-13:29500 and no training starts. Lines as posted in a comment "
             "(the other nodes' names and the stream ours), ISO times ours.",
             start="2022-08-26T09:00:00+00:00", scheduler="slurm", ranks_per_node=8)
    c.log(n1, "agent", PYTORCH79388,
          "Traceback (most recent call last):",
          '  File "/home/.conda/envs/TIL/lib/python3.7/site-packages/torch/distributed/elastic/'
          'rendezvous/c10d_rendezvous_backend.py", line 156, in _create_tcp_store',
          "    host, port, is_master=is_server, timeout=timedelta(seconds=read_timeout)",
          "TimeoutError: The client socket has timed out after 60s while trying to connect to "
          "(slurm-bm-13, 29500).", t=75.0)
    c.job(80.0, "FAILED")

    # ---- Slurm node155, three GPUs: every rank exits 1, no traceback in the summary ------------
    node = "node155"
    c = case("b12-slurm-node155-three-ranks-exit-1-at-init", "ambiguous", "unknown", [], [node],
             "A DDP test on three GPUs of one Slurm node (node155; two GPUs work): NCCL starts "
             "its communicators, then torchrun reports ranks 0, 1 and 2 all exiting with code 1 "
             "at the same second, no traceback recorded. Lines as posted, ISO times ours from "
             "the summary's own times.",
             start="2024-07-10T14:43:00+00:00", scheduler="slurm", ranks_per_node=3)
    for rank, text in (
            ("0", "node155:3054645:3054693 [0] NCCL INFO comm 0x737b390 rank 0 nranks 3 cudaDev 0 "
                  "nvmlDev 0 busId 1000 commId 0xb5fe2776bc06e6f7 - Init START"),
            ("2", "node155:3054647:3054696 [2] NCCL INFO comm 0x823d3d0 rank 2 nranks 3 cudaDev 2 "
                  "nvmlDev 2 busId 41000 commId 0xb5fe2776bc06e6f7 - Init START"),
            ("1", "node155:3054646:3054695 [1] NCCL INFO comm 0x8092e40 rank 1 nranks 3 cudaDev 1 "
                  "nvmlDev 1 busId 23000 commId 0xb5fe2776bc06e6f7 - Init START")):
        c.log(node, f"rank-{rank}", PYTORCH130113, text, t=80.0 + int(rank) * 0.001)
    stamped(c, node, "launcher", PYTORCH130113, "2024-07-10 14:44:36",
            "torch.distributed.elastic.multiprocessing.errors.ChildFailedError:", RULE,
            "temp.py FAILED", DASHES, "Failures:", "[1]:", "  time      : 2024-07-10_14:44:36",
            "  host      : node155", "  rank      : 1 (local_rank: 1)",
            "  exitcode  : 1 (pid: 3054646)", "  error_file: <N/A>", ELASTIC_DOCS, "[2]:",
            "  time      : 2024-07-10_14:44:36", "  host      : node155",
            "  rank      : 2 (local_rank: 2)", "  exitcode  : 1 (pid: 3054647)",
            "  error_file: <N/A>", ELASTIC_DOCS, DASHES, "Root Cause (first observed failure):",
            "[0]:", "  time      : 2024-07-10_14:44:36", "  host      : node155",
            "  rank      : 0 (local_rank: 0)", "  exitcode  : 1 (pid: 3054645)",
            "  error_file: <N/A>", ELASTIC_DOCS, RULE)
    c.job(since(c, "2024-07-10 14:44:40"), "FAILED", exit_code=1)

    # ---- MIT SuperCloud (Slurm), two nodes: the multinode example's rank 0 exits 1 ------------
    n0, n1 = "d-9-11-1", "supercloud-node-b"
    c = case("b12-supercloud-multinode-example-rank0-exit-1", "ambiguous", "unknown", [],
             [n0, n1],
             "PyTorch's multinode DDP tutorial on two nodes of MIT SuperCloud (Slurm, LLGrid): the "
             "agent on d-9-11-1 reports its rank 0 failed with exit code 1 and no other failure; "
             "no traceback of the program is shown. Lines as posted (the interleaved frame lines "
             "as they came; the second node's name ours), ISO times ours from the summary's own "
             "time.",
             start="2024-07-24T11:38:00+00:00", scheduler="slurm", ranks_per_node=1)
    stamped(c, n0, "launcher", PTEXAMPLES1279, "2024-07-24 11:39:43",
            '  File "/state/partition1/llgrid/pkg/anaconda/anaconda3-2023a/lib/python3.9/'
            'site-packages/torch/distributed/launcher/api.py", line 246, in launch_agent',
            "    raise ChildFailedError(", "    raise ChildFailedError(",
            "torch.distributed.elastic.multiprocessing.errors.ChildFailedError:", RULE,
            "/home/gridsan/rmehta/potential_function/multi_tutorial.py FAILED", DASHES,
            "Failures:", "  <NO_OTHER_FAILURES>", DASHES, "Root Cause (first observed failure):",
            "[0]:", "  time      : 2024-07-24_11:39:43",
            "  host      : d-9-11-1.supercloud.mit.edu", "  rank      : 0 (local_rank: 0)",
            "  exitcode  : 1 (pid: 2870757)", "  error_file: <N/A>", ELASTIC_DOCS, RULE)
    c.job(since(c, "2024-07-24 11:39:50"), "FAILED", exit_code=1)

    # ---- Slurm, accelerate on two nodes: the main process port already in use ------------------
    n0, n1 = "qgpu2008", "qgpu2018"
    c = case("b12-slurm-accelerate-master-port-in-use", "attributed", "user_code", [], [n0, n1],
             "accelerate launch on two Slurm nodes (qgpu2008, qgpu2018), two GPUs each: the c10d "
             "server socket cannot bind its port 12211 (errno 98, address already in use, on "
             "every randomly picked port), NCCL then starts and the job fails as soon as the "
             "processes communicate. Lines as posted (the launcher stream and the ranks the NCCL "
             "lines are filed under ours), ISO times ours.",
             start="2023-12-12T10:00:00+00:00", scheduler="slurm", ranks_per_node=2)
    c.log(n0, "launcher", ACCELERATE2246,
          "[W socket.cpp:436] [c10d] The server socket has failed to bind to [::]:12211 (errno: "
          "98 - Address already in use).",
          "[W socket.cpp:436] [c10d] The server socket has failed to bind to 0.0.0.0:12211 "
          "(errno: 98 - Address already in use).",
          "[E socket.cpp:472] [c10d] The server socket has failed to listen on any local network "
          "address.", t=5.0)
    c.log(n0, "rank-0", ACCELERATE2246,
          "qgpu2008:21283:21283 [0] NCCL INFO Bootstrap : Using ib0:172.41.212.8<0>",
          "qgpu2008:21283:21283 [0] NCCL INFO NET/Plugin : Plugin load (libnccl-net.so) returned "
          "2 : libnccl-net.so: cannot open shared object file: No such file or directory",
          "qgpu2008:21283:21283 [0] NCCL INFO NET/Plugin : No plugin found, using internal "
          "implementation", t=60.0)
    c.log(n1, "rank-2", ACCELERATE2246,
          "qgpu2018:59523:59523 [0] NCCL INFO cudaDriverVersion 12000", t=60.1)
    c.log(n1, "rank-3", ACCELERATE2246,
          "qgpu2018:59525:59525 [1] NCCL INFO cudaDriverVersion 12000", t=60.2)
    c.log(n0, "rank-0", ACCELERATE2246,
          "qgpu2008:21283:21283 [0] NCCL INFO cudaDriverVersion 12000", t=60.3)
    c.log(n1, "rank-2", ACCELERATE2246,
          "qgpu2018:59522:59522 [0] NCCL INFO cudaDriverVersion 12000", t=60.4)
    c.log(n0, "rank-0", ACCELERATE2246, "NCCL version 2.18.6+cuda11.8", t=60.5)
    c.log(n1, "rank-3", ACCELERATE2246,
          "qgpu2018:59524:59524 [1] NCCL INFO cudaDriverVersion 12000", t=60.6)
    c.log(n0, "rank-1", ACCELERATE2246,
          "qgpu2008:21284:21284 [1] NCCL INFO cudaDriverVersion 12000", t=60.7)
    c.log(n1, "rank-2", ACCELERATE2246,
          "qgpu2018:59523:59523 [0] NCCL INFO Bootstrap : Using ib0:172.41.212.18<0>", t=60.8)
    c.log(n1, "rank-3", ACCELERATE2246,
          "qgpu2018:59525:59525 [1] NCCL INFO Bootstrap : Using ib0:172.41.212.18<0>", t=60.9)
    c.log(n0, "rank-1", ACCELERATE2246,
          "qgpu2008:21284:21284 [1] NCCL INFO Bootstrap : Using ib0:172.41.212.8<0>", t=61.0)
    c.log(n1, "rank-2", ACCELERATE2246,
          "qgpu2018:59522:59522 [0] NCCL INFO Bootstrap : Using ib0:172.41.212.18<0>", t=61.1)
    c.job(90.0, "FAILED")

    # ---- Slurm, four nodes of two ROCm GPUs: RCCL's CUDA call fails, invalid device pointer ---
    nodes = [f"rocm-node-{i}" for i in range(4)]
    c = case("b12-slurm-rocm-two-gpus-per-node-invalid-device-pointer", "attributed",
             "user_code", [], nodes,
             "Lightning's BoringModel with DDP on four Slurm nodes of two ROCm GPUs "
             "(--ntasks-per-node=2): with one GPU per node it trains; with two per node rank 7's "
             "communicator fails, NCCL's (RCCL's) unhandled CUDA error 'invalid device pointer', "
             "the same on every attempt: the job's GPU stack, not a machine. Lines as posted "
             "(node names ours), ISO times ours.",
             start="2024-11-22T10:00:00+00:00", scheduler="slurm", ranks_per_node=2)
    c.log(nodes[3], "rank-7", LIGHTNING20438,
          "[rank7]: torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/"
          "c10d/ProcessGroupNCCL.cpp:1970, unhandled cuda error, NCCL version 2.17.1",
          "[rank7]: ncclUnhandledCudaError: Call to CUDA function failed.",
          "[rank7]: Last error:",
          "[rank7]: Cuda failure 'invalid device pointer'", t=50.0)
    c.job(60.0, "FAILED")

    # ---- MareNostrum 5 (Slurm), accelerate's multi-node NLP example: rank 0 exits 1 ------------
    n0, n1 = "as01r1b03", "bsc-node-b"
    c = case("b12-slurm-accelerate-nlp-example-rank0-exit-1", "ambiguous", "unknown", [],
             [n0, n1],
             "accelerate's complete_nlp_example.py on two nodes of a Slurm supercomputer (BSC), "
             "multi-node and multi-GPU, in a container: the launcher on as01r1b03 reports its "
             "rank 0 failed with exit code 1, no other failure, no traceback of the program. "
             "Lines as posted (the second node's name ours), ISO times ours from the summary's "
             "own time.",
             start="2024-11-02T21:01:00+00:00", scheduler="slurm", ranks_per_node=4)
    stamped(c, n0, "launcher", ACCELERATE3206, "2024-11-02 21:03:02",
            '  File "/usr/local/lib/python3.12/dist-packages/accelerate/commands/launch.py", line '
            "1159, in launch_command",
            "    multi_gpu_launcher(args)",
            '  File "/usr/local/lib/python3.12/dist-packages/accelerate/commands/launch.py", line '
            "793, in multi_gpu_launcher",
            "    distrib_run.run(args)",
            '  File "/usr/local/lib/python3.12/dist-packages/torch/distributed/run.py", line 910, '
            "in run",
            "    elastic_launch(",
            '  File "/usr/local/lib/python3.12/dist-packages/torch/distributed/launcher/api.py", '
            "line 138, in __call__",
            "    return launch_agent(self._config, self._entrypoint, list(args))",
            "           " + "^" * 56,
            '  File "/usr/local/lib/python3.12/dist-packages/torch/distributed/launcher/api.py", '
            "line 269, in launch_agent",
            "    raise ChildFailedError(",
            "torch.distributed.elastic.multiprocessing.errors.ChildFailedError:", RULE,
            "complete_nlp_example.py FAILED", DASHES, "Failures:", "  <NO_OTHER_FAILURES>",
            DASHES, "Root Cause (first observed failure):", "[0]:",
            "  time      : 2024-11-02_21:03:02", "  host      : as01r1b03.bsc.mn",
            "  rank      : 0 (local_rank: 0)", "  exitcode  : 1 (pid: 2414397)",
            "  error_file: <N/A>", ELASTIC_DOCS)
    c.job(since(c, "2024-11-02 21:03:10"), "FAILED", exit_code=1)


# ---- AWS ParallelCluster, SageMaker, Google Cluster Toolkit, GCP, Azure -----------------------
def build_cloud_clusters() -> None:
    # ---- ParallelCluster workshop: the p4d compute node fails under the preprocess step --------
    node = "compute-dy-p4d24xlarge-1"
    c = case("b12-parallelcluster-p4d-node-failure-allocation-revoked", "attributed",
             "node_failure", [node], [node],
             "The distributed-ML workshop on AWS ParallelCluster (Slurm, a dynamic p4d.24xlarge "
             "queue): the first step, srun --exclusive -n 1 preprocess.sh, is force-terminated "
             "because of a node failure on compute-dy-p4d24xlarge-1 and the allocation is "
             "revoked. Lines as posted, ISO times ours; the NODE_FAIL state ours from srun's "
             "words.",
             start="2022-08-11T15:00:00+00:00", scheduler="slurm", ranks_per_node=1)
    c.log(node, "srun", PCLUSTER4265, "srun: Force Terminated job 1",
          "srun: error: Node failure on compute-dy-p4d24xlarge-1",
          "srun: error: Job allocation 1 has been revoked", t=420.0)
    c.job(421.0, "NODE_FAIL")

    # ---- ParallelCluster, sixteen p4d nodes: NCCL init over AWS Libfabric never completes ------
    nodes = [f"compute-st-p4d24xlarge-{i}" for i in range(1, 17)]
    c = case("b12-parallelcluster-16-p4d-hang-during-nccl-init", "ambiguous", "hang", [], nodes,
             "A 16-node, 128-process job on ParallelCluster p4d.24xlarge nodes (EFA, AWS "
             "Libfabric): every node passes nvidia-smi and SSH, a single node gets past "
             "initialisation, but on 16 nodes NCCL's init prints its network choice and then "
             "nothing more. Lines as posted (each prefixed by its host, as the launcher printed "
             "them), ISO times ours.",
             start="2021-06-21T08:00:00+00:00", scheduler="slurm", ranks_per_node=8)
    for text, t in (
            ("compute-st-p4d24xlarge-3: compute-st-p4d24xlarge-3:2406:2406 [7] NCCL INFO Using "
             "network AWS Libfabric", 40.0),
            ("compute-st-p4d24xlarge-3: compute-st-p4d24xlarge-3:2405:2405 [6] NCCL INFO Using "
             "network AWS Libfabric", 40.1),
            ("compute-st-p4d24xlarge-12: compute-st-p4d24xlarge-12:2402:2402 [3] NCCL INFO "
             "NET/OFI Selected Provider is efa", 40.2),
            ("compute-st-p4d24xlarge-12: compute-st-p4d24xlarge-12:2402:2402 [3] NCCL INFO "
             "NET/Plugin: Failed to find ncclCollNetPlugin_v4 symbol.", 40.3),
            ("compute-st-p4d24xlarge-12: compute-st-p4d24xlarge-12:2402:2402 [3] NCCL INFO Using "
             "network AWS Libfabric", 40.4),
            ("compute-st-p4d24xlarge-12: compute-st-p4d24xlarge-12:2404:2404 [5] NCCL INFO "
             "Bootstrap : Using ens32:10.10.5.16<0>", 40.5),
            ("compute-st-p4d24xlarge-12: compute-st-p4d24xlarge-12:2404:2404 [5] NCCL INFO "
             "NET/OFI Running on P4d platform, Setting NCCL_TOPO_FILE environment variable to "
             "/usr/local/share/aws-ofi-nccl/xml/p4d-24xl-topo.xml", 40.6),
            ("compute-st-p4d24xlarge-7: compute-st-p4d24xlarge-7:2403:2403 [4] NCCL INFO "
             "Bootstrap : Using ens32:10.10.5.228<0>", 40.7)):
        c.log(nodes[0], "launcher", NCCL526, text, t=t)
    c.job(0.0, "RUNNING")

    # ---- Horovod over EFA, four nodes: one process cannot open its libfabric address vector ----
    hosts = ["ip-172-32-38-1", "ip-172-32-34-121", "ip-172-32-45-165", "ip-172-32-36-209"]
    c = case("b12-horovod-efa-ofi-open-av-invalid-argument", "attributed", "user_code", [], hosts,
             "Horovod with NCCL over EFA (aws-ofi-nccl) on four 8-GPU instances: the rings are "
             "being built when local rank 7 on ip-172-32-45-165 fails to open its libfabric "
             "address vector (fi_av_open: RC -22, invalid argument) and the multi-node job hangs. "
             "Lines as posted (mpirun's [1,N] rank tags kept; the mapping of ranks to hosts read "
             "from the lines), ISO times ours.",
             start="2019-09-13T06:00:00+00:00", scheduler="mpi", ranks_per_node=8)
    for i, text in enumerate((
            "[1,26]<stdout>:ip-172-32-36-209:8716:9558 [2] NCCL INFO Ring 00 : 26[2] -> 30[6] via "
            "P2P/IPC",
            "[1,25]<stdout>:ip-172-32-36-209:8715:9546 [1] NCCL INFO Ring 00 : 25[1] -> 27[3] via "
            "P2P/IPC",
            "[1,29]<stdout>:ip-172-32-36-209:8719:9555 [5] NCCL INFO Ring 00 : 29[5] -> 31[7] via "
            "P2P/IPC",
            "[1,28]<stdout>:ip-172-32-36-209:8718:9563 [4] NCCL INFO Ring 00 : 28[4] -> 29[5] via "
            "P2P/IPC",
            "[1,27]<stdout>:ip-172-32-36-209:8717:9550 [3] NCCL INFO Ring 00 : 27[3] -> 26[2] via "
            "P2P/IPC",
            "[1,7]<stdout>:ip-172-32-38-1:21471:22316 [7] NCCL INFO Ring 00 : 7 -> 8 [send] via "
            "NET/AWS Libfabric/0",
            "[1,15]<stdout>:ip-172-32-34-121:70560:71394 [7] NCCL INFO Ring 00 : 15 -> 16 [send] "
            "via NET/AWS Libfabric/0",
            "[1,30]<stdout>:ip-172-32-36-209:8720:9567 [6] NCCL INFO Ring 00 : 30[6] -> 28[4] via "
            "P2P/IPC",
            "[1,23]<stdout>:ip-172-32-45-165:72593:73427 [7] NCCL INFO Ring 00 : 23 -> 24 [send] "
            "via NET/AWS Libfabric/0",
            "[1,31]<stdout>:ip-172-32-36-209:8800:9549 [7] NCCL INFO NET/OFI No NIC info for dev 0",
            "[1,31]<stdout>:ip-172-32-36-209:8800:9549 [7] NCCL INFO include/net.h:24 -> 2",
            "[1,23]<stdout>:",
            "[1,23]<stdout>:ip-172-32-45-165:72593:73427 [7] create_nccl_ofi_component:459 NCCL "
            "WARN NET/OFI Couldn't open AV. RC: -22, ERROR: Invalid argument")):
        rank = int(text.split(",", 1)[1].split("]", 1)[0])
        c.log(hosts[rank // 8], f"rank-{rank}", OFINCCL24, text, t=50.0 + i * 0.01)
    c.job(0.0, "RUNNING")

    # ---- SageMaker: the training job fails, ExecuteUserScriptError, no cause printed ----------
    c = case("b12-sagemaker-training-job-execute-user-script-error", "ambiguous", "unknown", [],
             ["algo-1"],
             "A PyTorch training job on SageMaker (cluster-eames-) fails; the notebook's "
             "estimator.fit() raises UnexpectedStatusException with reason AlgorithmError: "
             "ExecuteUserScriptError, the user script having exited non-zero for a reason this "
             "log does not show. Lines as posted from the launching side (the client stream and "
             "its node ours; the command line the report cut short left out), ISO times ours, "
             "the first from its own stamp.",
             start="2022-06-02T16:40:00+00:00", scheduler="sagemaker", ranks_per_node=1)
    stamped(c, "sagemaker-client", "launcher", SMEXAMPLES3444, "2022-06-02 17:28:14",
            "2022-06-02 17:28:14 Failed - Training job failed",
            "ProfilerReport-1654189943: Stopping",
            "Traceback (most recent call last):",
            '  File "code/EamesJointEmbedding/src/eames_joint_embedding/train/trigger_train.py", '
            "line 89, in <module>",
            "    launch_training(config, wait)",
            '  File "code/EamesJointEmbedding/src/eames_joint_embedding/train/trigger_train.py", '
            "line 68, in launch_training",
            '    estimator.fit(config["inputs"], wait=wait)',
            '  File "/opt/conda/lib/python3.6/site-packages/sagemaker/estimator.py", line 682, in '
            "fit",
            "    self.latest_training_job.wait(logs=logs)",
            '  File "/opt/conda/lib/python3.6/site-packages/sagemaker/estimator.py", line 1625, in '
            "wait",
            "    self.sagemaker_session.logs_for_job(self.job_name, wait=True, log_type=logs)",
            '  File "/opt/conda/lib/python3.6/site-packages/sagemaker/session.py", line 3681, in '
            "logs_for_job",
            '    self._check_job_status(job_name, description, "TrainingJobStatus")',
            '  File "/opt/conda/lib/python3.6/site-packages/sagemaker/session.py", line 3245, in '
            "_check_job_status",
            "    actual_status=status,",
            "sagemaker.exceptions.UnexpectedStatusException: Error for Training job "
            "cluster-eames-: Failed. Reason: AlgorithmError: ExecuteUserScriptError:")
    c.job(since(c, "2022-06-02 17:28:14"), "FAILED")

    # ---- Google Cluster Toolkit, A3 high (Slurm): NCCL connect refused during group init -------
    n0, n1 = "a3-node-0", "a3-node-1"
    c = case("b12-cluster-toolkit-a3-tcpx-connect-refused-at-init", "ambiguous", "network", [],
             [n0, n1],
             "Jobs on an A3 High Slurm cluster built from Google's Cluster Toolkit blueprint (the "
             "latest NVIDIA driver installed over the image's) die with NCCL timeouts during "
             "group initialisation, NCCL's connects to its peers refused; GPUDirect-TCPX's plugin "
             "and receive daemon are suspected. Line as posted (node names and the rank ours), "
             "ISO time ours.",
             start="2024-09-13T09:00:00+00:00", scheduler="slurm", ranks_per_node=8)
    c.log(n1, "rank-8", CLUSTERTOOLKIT3032,
          "NCCL INFO Call to connect returned Connection refused, retrying", t=45.0)
    c.job(1900.0, "FAILED")

    # ---- GCP, four A100 nodes with FastSocket: intermittent 10-20 s stalls, training goes on ---
    nodes = [f"a100-4-4-0-train{i}" for i in range(4)]
    c = case("b12-gcp-four-a100-nodes-fastsocket-stalls-run-continues", "no_failure", "unknown",
             [], nodes,
             "TensorFlow training on four GCP A100 nodes of four GPUs (gVNIC, FastSocket NCCL "
             "plugin, a collocated placement group): some runs stall 10-20 s between steps, with "
             "two CPU cores busy, then carry on; nothing fails. Lines as posted (train0's NCCL "
             "init; the other nodes' names ours), ISO times ours; the step metrics ours, with the "
             "stalls.",
             start="2022-03-16T10:00:00+00:00", scheduler="kubernetes", ranks_per_node=4)
    c.log(nodes[0], "rank-0", NCCL651,
          "a100-4-4-0-train0:1:439 [0] NCCL INFO Bootstrap : Using ens8:10.128.0.107<0>",
          "a100-4-4-0-train0:1:439 [0] NCCL INFO NET/FastSocket : Tx CPU start: -2",
          "a100-4-4-0-train0:1:439 [0] NCCL INFO NET/FastSocket : Rx CPU start: -2",
          "a100-4-4-0-train0:1:439 [0] NCCL INFO NET/FastSocket : Flow placement enabled.",
          "a100-4-4-0-train0:1:439 [0] NCCL INFO NET/FastSocket : queue skip: 0",
          "a100-4-4-0-train0:1:439 [0] NCCL INFO NET/FastSocket : Using [0]ens8:10.128.0.107<0>",
          "a100-4-4-0-train0:1:439 [0] NCCL INFO NET/FastSocket plugin initialized",
          "a100-4-4-0-train0:1:439 [0] NCCL INFO NET/Plugin: Failed to find ncclCollNetPlugin_v4 "
          "symbol.", t=30.0)
    sparse_steps(c, 1, 200, 2.0, 60.0)
    sparse_steps(c, 201, 210, 2.0, 475.0)
    sparse_steps(c, 211, 600, 2.0, 510.0)
    c.job(0.0, "RUNNING")

    # ---- GCP TPU v3-8: ALBERT pretraining idles after an outfeed, the TPU reported healthy -----
    node = "gorilla-alb-vm"
    c = case("b12-gcp-tpu-albert-pretraining-idles-tpu-healthy", "ambiguous", "hang", [], [node],
             "ALBERT xLarge pretraining on one Cloud TPU v3-8: after the outfeed of iteration "
             "(19, 420) the estimator prints only the preemption hook's polls, the TPU READY and "
             "HEALTHY every 30 s, and token refreshes; training idles. Lines as posted (the VM's "
             "name ours; the last line, cut short in the report, left out), ISO times ours from "
             "the glog stamps (year from the report's date).",
             start="2019-11-24T06:00:00+00:00", scheduler="static", ranks_per_node=1)
    sparse_steps(c, 1, 80, 45.0, 60.0)
    for when, lines in (
            ("2019-11-24 07:17:32.024375",
             ("W1124 07:17:32.024375 139978646746880 preempted_hook.py:91] TPUPollingThread found "
              "TPU b'gorilla-alb-tpu' in state READY, and health HEALTHY.",
              "INFO:tensorflow:Outfeed finished for iteration (19, 420)")),
            ("2019-11-24 07:17:48.304604",
             ("I1124 07:17:48.304604 139978655139584 tpu_estimator.py:279] Outfeed finished for "
              "iteration (19, 420)",)),
            ("2019-11-24 07:18:02.091745",
             ("I1124 07:18:02.091745 139978646746880 transport.py:157] Attempting refresh to "
              "obtain initial access_token",
              "WARNING:tensorflow:TPUPollingThread found TPU b'gorilla-alb-tpu' in state READY, "
              "and health HEALTHY.")),
            ("2019-11-24 07:18:02.247168",
             ("W1124 07:18:02.247168 139978646746880 preempted_hook.py:91] TPUPollingThread found "
              "TPU b'gorilla-alb-tpu' in state READY, and health HEALTHY.",)),
            ("2019-11-24 07:18:32.311644",
             ("I1124 07:18:32.311644 139978646746880 transport.py:157] Attempting refresh to "
              "obtain initial access_token",
              "WARNING:tensorflow:TPUPollingThread found TPU b'gorilla-alb-tpu' in state READY, "
              "and health HEALTHY.")),
            ("2019-11-24 07:18:32.362884",
             ("W1124 07:18:32.362884 139978646746880 preempted_hook.py:91] TPUPollingThread found "
              "TPU b'gorilla-alb-tpu' in state READY, and health HEALTHY.",)),
            ("2019-11-24 07:19:02.426864",
             ("I1124 07:19:02.426864 139978646746880 transport.py:157] Attempting refresh to "
              "obtain initial access_token",
              "WARNING:tensorflow:TPUPollingThread found TPU b'gorilla-alb-tpu' in state READY, "
              "and health HEALTHY."))):
        stamped(c, node, "rank-0", GRESEARCH146, when, *lines)
    c.job(0.0, "RUNNING")


# ---- Kubernetes (PyTorchJob, MPIJob), Ray clusters, Azure ML ----------------------------------
def build_kubernetes_and_ray() -> None:
    # ---- PyTorchJob, eight nodes of eight A100: one GPU out of memory near step 330 -----------
    job = "qwen2-5vl-3b-pretrain-transcribe-20m-bs-zero3-52zfi"
    nodes = [f"{job}-master-0"] + [f"{job}-worker-{i}" for i in range(7)]
    c = case("b12-pytorchjob-8x8-a100-one-gpu-cuda-oom-step-330", "attributed", "oom", [], nodes,
             "Full SFT of Qwen2.5-VL-3B with ms-swift and DeepSpeed ZeRO-2 as a master/worker job "
             "on eight pods of eight A100 80GB (torchrun --nnodes=8): around step 330, every "
             "time, rank 62 (GPU 6 of the last worker) runs out of CUDA memory allocating 19.14 "
             "GiB and the whole job fails. Line as posted (copied up to where the stored report "
             "text ends, before the documentation link), ISO times ours; the step metrics ours.",
             start="2025-02-28T02:00:00+00:00", scheduler="kubernetes", ranks_per_node=8)
    sparse_steps(c, 1, 330, 10.0, 120.0)
    c.log(nodes[7], "rank-62", MSSWIFT3327,
          "[rank62]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 19.14 GiB. GPU "
          "6 has a total capacity of 79.33 GiB of which 8.35 GiB is free. Including non-PyTorch "
          "memory, this process has 70.97 GiB memory in use. Of the allocated memory 68.65 GiB "
          "is allocated by PyTorch, and 853.04 MiB is reserved by PyTorch but unallocated. If "
          "reserved but unallocated memory is large try setting "
          "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See "
          "documentation for Memory Management", t=120.0 + 330 * 10.0 + 4.0, note=(
              "copied up to where the stored text of the report ends"))
    c.job(120.0 + 331 * 10.0, "FAILED")

    # ---- Ray cluster: XGBoost-Ray training, an actor dead, a worker node crashed ---------------
    n0, n1 = "ray-172-31-123-64", "ray-172-31-118-130"
    c = case("b12-ray-xgboost-actor-died-worker-node-crashed", "ambiguous", "node_failure", [],
             [n0, n1],
             "XGBoost-Ray training on a Ray cluster (the release test's script): one training "
             "finishes on 172.31.123.64, then on 172.31.118.130 the elastic check finds 7 of 8 "
             "actors alive and a train() call raises; the dashboard showed one of the worker "
             "nodes had crashed, a node these lines do not name. Lines as posted (from the "
             "driver's output, each with Ray's pid/ip prefix; node names ours from the ips), ISO "
             "times ours from the lines' own stamps.",
             start="2021-08-26T14:10:00+00:00", scheduler="ray", ranks_per_node=1)
    stamped(c, n0, "driver", RAY18132, "2021-08-26 14:12:24.190",
            "(pid=38440, ip=172.31.123.64) 2021-08-26 14:12:24,190   INFO main.py:1412 -- "
            "[RayXGBoost] Finished XGBoost training on training data with total N=7,500,000 in "
            "103.18 seconds (97.71 pure XGBoost training time).",
            "(pid=38440, ip=172.31.123.64) Total time taken: 103.18901228904724",
            "(pid=38440, ip=172.31.123.64) Final validation error: 0.1979")
    stamped(c, n0, "driver", RAY18132, "2021-08-26 14:13:17.067",
            "(pid=40067, ip=172.31.118.130) 2021-08-26 14:13:17,067  INFO elastic.py:156 -- Actor "
            "status: 7 alive, 1 dead (8 total)")
    stamped(c, n0, "driver", RAY18132, "2021-08-26 14:13:22.073",
            "(pid=40067, ip=172.31.118.130) 2021-08-26 14:13:22,073  WARNING main.py:1381 -- "
            "Caught exception: ray::_RemoteRayXGBoostActor.train() (pid=40018, "
            "ip=172.31.118.130)",
            '(pid=40067, ip=172.31.118.130)   File "/home/ray/anaconda3/lib/python3.7/'
            'site-packages/xgboost/training.py", line 235, in train')

    # ---- MPIJob (Kubeflow MPI operator): Horovod Keras MNIST completes, worker pods linger -----
    pods = ["tf2-keras-mnist-mpi-gpu-worker-0", "tf2-keras-mnist-mpi-gpu-worker-1"]
    c = case("b12-mpijob-horovod-keras-mnist-completes-workers-linger", "no_failure", "unknown",
             [], pods,
             "Horovod's TensorFlow 2 Keras MNIST example as an MPIJob on two one-GPU (K80) worker "
             "pods: the launcher creates the TensorFlow device and starts its 24 epochs, the "
             "MPIJob reaches Completed, but the worker pods keep showing Running (an operator "
             "clean-up issue, not a training failure). Lines as posted from the launcher pod's "
             "log (its node and stream ours), ISO times ours from their own stamps; the epoch "
             "metrics and the COMPLETED state ours from the report's title.",
             start="2020-11-26T09:42:00+00:00", scheduler="kubernetes", ranks_per_node=1)
    launcher = "tf2-keras-mnist-mpi-gpu-launcher-8jlf6"
    stamped(c, launcher, "launcher", MPIOPERATOR297, "2020-11-26 09:43:12.652446",
            "2020-11-26 09:43:12.652446: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:"
            "981] successful NUMA node read from SysFS had negative value (-1), but there must be "
            "at least one NUMA node, so returning NUMA node zero")
    stamped(c, launcher, "launcher", MPIOPERATOR297, "2020-11-26 09:43:12.654295",
            "2020-11-26 09:43:12.654295: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:"
            "981] successful NUMA node read from SysFS had negative value (-1), but there must be "
            "at least one NUMA node, so returning NUMA node zero")
    stamped(c, launcher, "launcher", MPIOPERATOR297, "2020-11-26 09:43:12.656028",
            "2020-11-26 09:43:12.656028: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1241] "
            "Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 10798 "
            "MB memory) -> physical GPU (device: 0, name: Tesla K80, pci bus id: 0000:00:1b.0, "
            "compute capability: 3.7)",
            "Epoch 1/24")
    stamped(c, launcher, "launcher", MPIOPERATOR297, "2020-11-26 09:43:14.498415",
            "2020-11-26 09:43:14.498415: I tensorflow/stream_executor/platform/default/"
            "dso_loader.cc:44] Successfully opened dynamic library libcublas.so.10")
    stamped(c, launcher, "launcher", MPIOPERATOR297, "2020-11-26 09:43:14.527299",
            "2020-11-26 09:43:14.527299: I tensorflow/stream_executor/platform/default/"
            "dso_loader.cc:44] Successfully opened dynamic library libcublas.so.10")
    stamped(c, launcher, "launcher", MPIOPERATOR297, "2020-11-26 09:43:14.687915",
            "2020-11-26 09:43:14.687915: I tensorflow/stream_executor/platform/default/"
            "dso_loader.cc:44] Successfully opened dynamic library libcudnn.so.7")
    c.steps(1, 24, every=20.0, t0=since(c, "2020-11-26 09:43:35"))
    c.job(since(c, "2020-11-26 09:51:40"), "COMPLETED", exit_code=0)

    # ---- EKS, MPIJob: the BERT end-to-end training test on four p3.16xlarge completes ---------
    pods = [f"bert-mpi-training-worker-{i}" for i in range(4)]
    c = case("b12-eks-mpijob-bert-e2e-training-completes", "no_failure", "unknown", [], pods,
             "The end-to-end BERT training test of an EKS test suite, an MPIJob on four "
             "p3.16xlarge nodes (32 ranks): every rank reports its training time (about 10 s) and "
             "throughput, and the job completes. Lines as posted from the master pod's log "
             "(mpirun's [1,N] rank tags kept; the worker pods' names ours, ranks mapped eight to "
             "a pod; the last line, cut short in the report, left out), ISO times ours; the step "
             "metrics and the COMPLETED state ours.",
             start="2024-08-07T10:00:00+00:00", scheduler="kubernetes", ranks_per_node=8)
    c.steps(1, 10, every=1.0, t0=60.0)
    for i, (rank, secs, rate) in enumerate((
            (31, "10.09", "9.91"), (29, "10.05", "9.95"), (28, "10.09", "9.91"),
            (25, "10.04", "9.96"), (27, "10.10", "9.90"), (20, "10.09", "9.91"),
            (3, "10.07", "9.93"), (0, "10.03", "9.97"))):
        c.log(pods[rank // 8], f"rank-{rank}", K8STESTER467,
              f"[1,{rank}]<stdout>:Process {rank} - Training time: {secs} seconds",
              f"[1,{rank}]<stdout>:Process {rank} - Throughput: {rate} samples/second",
              t=71.0 + i * 0.01)
    c.log(pods[2], "rank-23", K8STESTER467,
          "[1,23]<stdout>:Process 23 - Training time: 10.04 seconds", t=71.1)
    c.job(80.0, "COMPLETED", exit_code=0)

    # ---- Azure ML cluster, DDP: training reaches its end, NCCL's service thread warns ----------
    n0, n1 = "3a742b5dcfec4b4b8658b52b96a0c2d3000000", "aml-node-1"
    c = case("b12-azureml-ddp-run-ends-service-thread-warnings", "no_failure", "unknown", [],
             [n0, n1],
             "DDP training (PyTorch, NCCL) as an Azure ML job on a GPU compute cluster: epoch 5 "
             "runs to 94 %, the script prints its end time, and only then NCCL's proxy service "
             "thread reports a connection closed by local rank -1 and unknown commands. Lines as "
             "posted (blank lines between them left out; the second node's name ours; the last "
             "line, cut short in the report, left out), ISO times ours, the end's from its own "
             "time (the date from the report's).",
             start="2023-05-19T03:00:00+00:00", scheduler="azureml", ranks_per_node=4)
    sparse_steps(c, 1, 450, 18.0, 60.0)
    epoch = []
    for done in ("1600/246000 (10%)", "3200/246000 (21%)", "4800/246000 (31%)",
                 "6400/246000 (42%)", "8000/246000 (52%)", "9600/246000 (62%)",
                 "11200/246000 (73%)", "12800/246000 (83%)", "14400/246000 (94%)"):
        epoch += ["epoch is: 5 and train loss is 0.0",
                  f"Train Epoch: 5 [{done}] Loss: 0.000000000000000"]
    c.log(n0, "rank-0", NCCL851, *epoch, "epoch is: 5 and train loss is 0.0",
          t=since(c, "2023-05-19 05:19:20"))
    stamped(c, n0, "rank-0", NCCL851, "2023-05-19 05:19:29.147170",
            "end: 05:19:29.147170", "63f59200-0c4f-43f2-84ea-3cb136c4f7bc",
            "3a742b5dcfec4b4b8658b52b96a0c2d3000000:39:302 [0] NCCL INFO [Service thread] "
            "Connection closed by localRank -1",
            "3a742b5dcfec4b4b8658b52b96a0c2d3000000:39:302 [0] proxy.cc:1111 NCCL WARN [Service "
            "thread] Unknown command 66326 from localRank -1",
            "3a742b5dcfec4b4b8658b52b96a0c2d3000000:39:302 [0] proxy.cc:1111 NCCL WARN [Service "
            "thread] Unknown command 66326 from localRank -1")
    c.job(since(c, "2023-05-19 05:19:40"), "COMPLETED", exit_code=0)


# ---- collective timeouts and store errors on clusters -------------------------------------------
def build_collectives() -> None:
    # ---- Oobleck on GPU nodes: rank 1 cannot get the NCCL unique id from the store ------------
    n0, n1 = "oobleck-node-0", "oobleck-node-1"
    c = case("b12-multinode-allreduce-store-get-socket-timeout", "ambiguous", "network", [],
             [n0, n1],
             "Training a model with Oobleck on several GPU nodes: the first all-reduce of rank 1 "
             "sets up its NCCL communicator, asks the c10d store for rank 0's unique id and gets "
             "a socket timeout. Lines as posted (node names and the rank's node ours), ISO times "
             "ours.",
             start="2023-08-01T10:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(n1, "rank-1", OOBLECK19,
          '  File "/root/miniconda3/envs/oobleck/lib/python3.10/site-packages/torch/distributed/'
          'distributed_c10d.py", line 1687, in all_reduce',
          "    work = group.allreduce([tensor], opts)",
          "RuntimeError: [1] is setting up NCCL communicator and retrieving ncclUniqueId from [0] "
          "via c10d key-value store by key '0', but store->get('0') got error: Socket Timeout",
          "Exception raised from recvBytes at /opt/conda/conda-bld/pytorch_1678411187366/work/"
          "torch/csrc/distributed/c10d/Utils.hpp:604 (most recent call first):",
          "frame #0: c10::Error::Error(c10::SourceLocation, std::string) + 0x57 (0x7f21e191c4d7 "
          "in /root/miniconda3/envs/oobleck/lib/python3.10/site-packages/torch/lib/libc10.so)",
          "frame #1: c10::detail::torchCheckFail(char const*, char const*, unsigned int, char "
          "const*) + 0x68 (0x7f21e18e6434 in /root/miniconda3/envs/oobleck/lib/python3.10/"
          "site-packages/torch/lib/libc10.so)",
          "frame #2: c10d::TCPStore::doWait(c10::ArrayRef<std::string>, std::chrono::duration"
          "<long, std::ratio<1l, 1000l> >) + 0xd8 (0x7f2225153248 in /root/miniconda3/envs/"
          "oobleck/lib/python3.10/site-packages/torch/lib/libtorch_cpu.so)",
          "frame #3: c10d::TCPStore::doGet(std::string const&) + 0x22 (0x7f2225153ef2 in "
          "/root/miniconda3/envs/oobleck/lib/python3.10/site-packages/torch/lib/libtorch_cpu.so)",
          t=400.0)
    c.job(410.0, "FAILED")

    # ---- prime-rl on Slurm: rank 13's expert-parallel all-to-all times out, rank 0 dumps -------
    n0, n1 = "laguna-node-0", "laguna-node-1"
    c = case("b12-slurm-moe-alltoall-timeout-rank13-dump-signal", "ambiguous", "hang", [],
             [n0, n1],
             "A compiled full-scale prime-rl run (Slurm job 1643, Laguna MoE) fails in its first "
             "real training step: rank 13's expert-parallel all-to-all (SeqNum 1438) times out "
             "after 600 s in backward, and rank 0 receives the flight recorder's dump signal "
             "from rank 13. Nothing shows which rank never entered the collective. Lines as "
             "posted (node names ours; the stack the report elides left out), ISO times ours "
             "from the lines' own stamps (year from the comment's date).",
             start="2026-08-04T22:40:00+00:00", scheduler="slurm", ranks_per_node=8)
    sparse_steps(c, 1, 1, 1.0, 900.0)
    rest = "/home/daniel/git/prime-rl-laguna-upstream/.venv/lib/python3.12/site-packages/torch"
    stamped(c, n1, "rank-13", PRIMERL3186, "2026-08-04 23:05:54.516665",
            "[rank13]:[E804 23:05:54.516665906 ProcessGroupNCCL.cpp:689] [Rank 1] Watchdog caught "
            "collective operation timeout: WorkNCCL(SeqNum=1438, OpType=ALLTOALL_BASE, "
            "NumelIn=195004416, NumelOut=195004416, Timeout(ms)=600000) ran for 600093 "
            "milliseconds before timing out.",
            "[rank13]:[E804 23:05:54.517045067 ProcessGroupNCCL.cpp:2303] [PG ID 3 PG GUID "
            "d03ba143833c6bf31b072ffdb22f1745957fcbfb Rank 1]  failure detected by watchdog at "
            "work sequence id: 1438 PG status: last enqueued work: 1441, last completed work: "
            "1437",
            "[rank13]:[E804 23:05:54.518322344 ProcessGroupNCCL.cpp:733] Stack trace of the "
            "failed collective: ",
            f"#0 all_to_all_single from {rest}/distributed/distributed_c10d.py:4829",
            f"#1 wrapper from {rest}/distributed/c10d_logger.py:83",
            f"#2 forward from {rest}/distributed/nn/functional.py:430",
            f"#3 apply from {rest}/autograd/function.py:596",
            f"#4 backward from {rest}/distributed/nn/functional.py:446")
    stamped(c, n0, "rank-0", PRIMERL3186, "2026-08-04 23:05:54.816499",
            "[rank0]:[E804 23:05:54.816499929 ProcessGroupNCCL.cpp:1849] [PG ID 0 PG GUID "
            "0(default_pg) Rank 0] Observed flight recorder dump signal from another rank via "
            "TCPStore.",
            "[rank0]:[E804 23:05:54.817424543 ProcessGroupNCCL.cpp:1914] [PG ID 0 PG GUID "
            "0(default_pg) Rank 0] Received a dump signal due to a collective timeout from  rank "
            "13 and we will try our best to dump the debug info. Last enqueued NCCL work: 1261, "
            "last completed NCCL work: 1259.This is most likely caused by incorrect usages of "
            "collectives, e.g., wrong sizes used across ranks, the order of collectives is not "
            "same for all ranks or the scheduled collective, for some reason, didn't run. "
            "Additionally, this can be caused by GIL deadlock or other reasons such as network "
            "errors or bugs in the communications library (e.g. NCCL), etc. ",
            "[rank0]:[E804 23:05:54.818690144 ProcessGroupNCCL.cpp:1628] [PG ID 0 PG GUID "
            "0(default_pg) Rank 0] ProcessGroupNCCL preparing to dump debug info. Include stack "
            "trace: 1, only active collectives: 0")
    c.job(since(c, "2026-08-04 23:06:30"), "FAILED")


# ---- writing -----------------------------------------------------------------------------------
def main() -> None:
    build()
    remove_stale(ROOT, "b12-", CASES)
    write_split(CASES, SPLIT, ROOT)


if __name__ == "__main__":
    main()
