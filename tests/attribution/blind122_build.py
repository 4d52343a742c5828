"""Build the hundred-and-twenty-second blind corpus (tests/attribution/blind122/): the classic
case at larger scale.

    python tests/attribution/blind122_build.py

A held-out proxy for how attribution generalises to the classic case at larger scale: multi-node
training with PyTorch (DDP, FSDP, DeepSpeed, Megatron-LM, torchtitan, Accelerate) and NCCL on
NVIDIA GPUs across four or more nodes or 32 or more GPUs, under Slurm, torchrun, mpirun, pdsh, PBS
or Kubernetes, as GitHub issue and pull-request threads show them. They were found with the search
tool's issue corpus (queries listed in blind122/README.md) and taken in the order the searches
returned them, skipping only reports without a copyable log line, reports not about a training
run, runs below the theme's scale (or whose scale the report does not give) and reports any other
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
realworld, stacks, frontier and blind READMEs (see blind122/README.md).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from stacks_build import Case, case_maker, remove_stale, write_split  # noqa: E402

ROOT = HERE / "blind122"
SPLIT = "blind122"

# ---- sources (one public report per incident) --------------------------------------------------
TORCHTITAN1570 = "https://github.com/pytorch/torchtitan/issues/1570"
DEEPSPEED5539 = "https://github.com/deepspeedai/DeepSpeed/issues/5539"
DEEPSPEED5022 = "https://github.com/deepspeedai/DeepSpeed/issues/5022"
GPTNEOX734 = "https://github.com/EleutherAI/gpt-neox/issues/734"
PYTORCH76913 = "https://github.com/pytorch/pytorch/issues/76913"
K8STESTER454 = "https://github.com/aws/aws-k8s-tester/pull/454"
WENET2511 = "https://github.com/wenet-e2e/wenet/issues/2511"
ACCELERATE3413 = "https://github.com/huggingface/accelerate/issues/3413"
MEGATRON1371 = "https://github.com/NVIDIA/Megatron-LM/issues/1371"
MEGATRON1861 = "https://github.com/NVIDIA/Megatron-LM/issues/1861"

CASES: list[Case] = []


case = case_maker(CASES, SPLIT)


def build() -> None:
    build_torchtitan_and_megatron()
    build_deepspeed_and_accelerate()
    build_ddp_and_launchers()


# ---- torchtitan, Megatron-LM ---------------------------------------------------------------------
def build_torchtitan_and_megatron() -> None:
    # ---- torchtitan DeepSeek-V3 671B on a [4, 16, 4] mesh (256 H100): the job errors out -------
    nodes = [f"h100-node-{i:02d}" for i in range(32)]
    c = case("b122-torchtitan-dsv3-671b-256-gpu-mesh-errors-out", "ambiguous", "unknown", [],
             nodes,
             "torchtitan DeepSeek-V3 671B (fp8, MoE) with the mesh ['dp_shard_mod_ep', "
             "'dp_shard_in_ep', 'tp'] = [4, 16, 4], 256 H100 GPUs: rank 0 loads the tokenizer "
             "and builds the model, then torchrun reports torchtitan.train FAILED "
             "(ChildFailedError, root cause cut in the excerpt). The report's title says the "
             "configuration errors out; the lines do not say why. Lines as posted (the "
             "launcher's traceback indented as posted; node names, 32 nodes of 8 GPUs and the "
             "stream of the launcher ours), ISO times from the rank-0 lines' own stamps, the "
             "launcher's ours.",
             start="2025-08-14T06:33:00+00:00", scheduler="slurm", ranks_per_node=8)
    for when, text in (
            ("2025-08-14 06:33:21.267", "[rank0]:[titan] 2025-08-14 06:33:21,267 - root - INFO - "
             "Loading tokenizer from tokenizer.json"),
            ("2025-08-14 06:33:21.491", "[rank0]:[titan] 2025-08-14 06:33:21,491 - root - INFO - "
             "Preparing c4_test dataset from tests/assets/c4_test"),
            ("2025-08-14 06:33:21.520", "[rank0]:[titan] 2025-08-14 06:33:21,520 - root - INFO - "
             "Building deepseek_v3 671B with DeepSeekV3ModelArgs(_enforced='This field is used "
             "to enforce all fields have defaults.', max_batch_size=8, max_seq_len=4096, "
             "dtype='fp8', vocab_size=129280, dim=7168, inter_dim=18432, moe_inter_dim=2048, "
             "n_layers=61, n_dense_layers=3, n_heads=128, norm_eps=1e-05, "
             "moe_args=MoEArgs(num_experts=256, num_shared_experts=1, score_func='sigmoid', "
             "route_norm=True, route_scale=2.5, score_before_experts=False, top_k=8, "
             "use_grouped_mm=True, load_balance_coeff=0.001), n_expert_groups=8, "
             "n_limited_groups=4, q_lora_rank=1536, kv_lora_rank=512, qk_nope_head_dim=128, "
             "qk_rope_head_dim=64, v_head_dim=128, use_flex_attn=False, attn_mask_type='causal', "
             "original_seq_len=4096, rope_theta=10000.0, rope_factor=40, beta_fast=32, "
             "beta_slow=1, mscale=1.0)"),
            ("2025-08-14 06:33:22.298", "[rank0]:[titan] 2025-08-14 06:33:22,298 - root - INFO - "
             "CUDA capacity: NVIDIA H100 80GB HBM3 with 79.10GiB memory"),
            ("2025-08-14 06:33:22.615", "[rank0]:[titan] 2025-08-14 06:33:22,615 - root - INFO - "
             "Total parameter count: dense 14,456,871,936, sparse 656,569,532,416, active "
             "37,552,282,624")):
        c.own(nodes[0], "rank-0", TORCHTITAN1570, when, text)
    venv = "/home/ubuntu/code/thirdparty/torchtitan-dev/.venv/lib/python3.12/site-packages/torch"
    c.log(nodes[0], "launcher", TORCHTITAN1570,
          f'  File "{venv}/distributed/elastic/multiprocessing/errors/__init__.py", line 357, in '
          "wrapper",
          "    return f(*args, **kwargs)",
          "           ^^^^^^^^^^^^^^^^^^",
          f'  File "{venv}/distributed/run.py", line 936, in main',
          "    run(args)",
          f'  File "{venv}/distributed/run.py", line 927, in run',
          "    elastic_launch(",
          f'  File "{venv}/distributed/launcher/api.py", line 157, in __call__',
          "    return launch_agent(self._config, self._entrypoint, list(args))",
          "           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
          f'  File "{venv}/distributed/launcher/api.py", line 294, in launch_agent',
          "    raise ChildFailedError(",
          "torch.distributed.elastic.multiprocessing.errors.ChildFailedError:",
          "============================================================",
          "torchtitan.train FAILED",
          "------------------------------------------------------------",
          "Failures:",
          "  <NO_OTHER_FAILURES>",
          "------------------------------------------------------------",
          "Root Cause (first observed failure):",
          "[0]:", t=95.0)
    c.job(96.0, "FAILED", exit_code=1)

    # ---- Megatron-LM GPT-3 175B example on 16 nodes: EADDRINUSE on the rendezvous port --------
    nodes = [f"node-{i:02d}" for i in range(1, 17)]
    c = case("b122-megatron-gpt3-16-nodes-master-port-eaddrinuse", "attributed", "user_code", [],
             nodes,
             "Megatron-LM's GPT-3 '175B' example adapted to a 16-node Slurm job (8 tasks and 8 "
             "GPUs a node, NODE_RANK=${SLURM_PROCID}, MASTER_PORT=12341, torchrun in a "
             "container): the server socket fails to listen on the port, EADDRINUSE, whatever "
             "port is chosen. Several launchers of the job's own script bind the same "
             "rendezvous port on the first node; a launch configuration error, before any "
             "step. The message as the poster pasted it in the text (the words after it, "
             "'Traceback (most recent call last): changing ports is not helping', left out); "
             "node names, the node and stream ours; ISO time ours.",
             start="2025-01-31T09:00:00+00:00", scheduler="slurm", ranks_per_node=8)
    c.log(nodes[0], "launcher", MEGATRON1371,
          "RuntimeError: The server socket has failed to listen on any local network address. "
          "port: 12341, useIpv6: 0, code: -98, name: EADDRINUSE, message: address already in use",
          t=35.0)
    c.job(40.0, "FAILED", exit_code=1)

    # ---- Megatron-LM: rank 36 starts its distributed checkpoint save, a segfault follows ------
    nodes = [f"megatron-node-{i}" for i in range(5)]
    c = case("b122-megatron-dist-checkpoint-save-rank-36-then-segfault", "ambiguous", "unknown",
             [], nodes,
             "Megatron-Core distributed checkpointing (torch_dist) on a multi-node job of at "
             "least 40 ranks: the DEBUG lines of the state-dict saver on the node of rank 36 "
             "(pids 54741-54744) begin the save; the report says customers occasionally hit a "
             "segmentation fault while saving, not reproducible, and the segfault itself is not "
             "in the excerpt. Lines as posted, filed under one stream of that node (five nodes "
             "of 8 GPUs, node names, stream and step metrics ours); ISO times from their own "
             "stamps.",
             start="2025-09-25T18:30:00+00:00", scheduler="slurm", ranks_per_node=8)
    c.steps(1, 60, every=60.0)
    for when, pid, msg in (
            ("19:31:25.855", "54741", "rank: 36, starting state dict save"),
            ("19:31:25.857", "54744", "verifying reuse of global metadata"),
            ("19:31:25.857", "54744", "loaded global metadata reuse verification: no loaded "
             "plans passed"),
            ("19:31:25.858", "54743", "verifying reuse of global metadata"),
            ("19:31:25.858", "54743", "loaded global metadata reuse verification: no loaded "
             "plans passed"),
            ("19:31:25.858", "54742", "verifying reuse of global metadata"),
            ("19:31:25.858", "54742", "loaded global metadata reuse verification: no loaded "
             "plans passed")):
        stamp = when.replace(".", ",")
        c.own(nodes[4], "train", MEGATRON1861, f"2025-09-25 {when}",
              f"[2025-09-25 {stamp}] [{pid}] [DEBUG] "
              f"[megatron.core.dist_checkpointing.strategies.state_dict_saver] {msg}")
    c.job(3700.0, "FAILED")


# ---- DeepSpeed, Accelerate -----------------------------------------------------------------------
def build_deepspeed_and_accelerate() -> None:
    # ---- ZeRO-3 generate at the end of an epoch, 64 ranks on Kubernetes: all-gather times out --
    nodes = [f"t-20240517230118-grg2t-worker-{i}" for i in range(8)]
    w1 = nodes[1]
    c = case("b122-deepspeed-zero3-generate-64-ranks-allgather-timeout", "ambiguous", "hang", [],
             nodes,
             "DeepSpeed ZeRO-3 training of 64 ranks (8 Kubernetes workers of 8 GPUs) gathers "
             "the parameters to run Hugging Face generate() at the end of an epoch; on one "
             "worker rank 15 (local rank 7) reports its _ALLGATHER_BASE timed out after 2 hours, "
             "its NCCL service threads see local rank 7's connection close and the "
             "communicator aborts. Only that worker's view is shown: nothing says which rank "
             "stopped first. Lines as posted (the other worker names after the posted "
             "worker-1's pattern, the rank streams, the step metrics and the epoch end ours), "
             "ISO times ours.",
             start="2024-05-17T23:10:00+00:00", scheduler="kubernetes", ranks_per_node=8)
    c.steps(1, 60, every=100.0)
    c.log(w1, "rank-15", DEEPSPEED5539,
          "[E ProcessGroupNCCL.cpp:475] [Rank 15] Watchdog caught collective operation timeout: "
          "WorkNCCL(SeqNum=96383, OpType=_ALLGATHER_BASE, NumelIn=88200, NumelOut=5644800, "
          "Timeout(ms)=7200000) ran for 7200520 milliseconds before timing out.", t=13200.0)
    for rank, pid, tid, local in ((8, "5123", "5271", "0"), (10, "5125", "5269", "2"),
                                  (12, "5127", "5272", "4"), (14, "5129", "5270", "6"),
                                  (15, "5130", "5275", "7")):
        c.log(w1, f"rank-{rank}", DEEPSPEED5539,
              f"t-20240517230118-grg2t-worker-1:{pid}:{tid} [{local}] NCCL INFO [Service thread] "
              "Connection closed by localRank 7", t=13200.2)
    c.log(w1, "rank-15", DEEPSPEED5539,
          "t-20240517230118-grg2t-worker-1:5130:5206 [0] NCCL INFO comm 0x738ea950 rank 15 "
          "nranks 64 cudaDev 7 busId e4000 - Abort COMPLETE",
          "[E ProcessGroupNCCL.cpp:489] Some NCCL operations have failed or timed out. Due to "
          "the asynchronous nature of CUDA kernels, subsequent GPU operations might run on "
          "corrupted/incomplete data.", t=13200.4)
    c.job(13230.0, "FAILED")

    # ---- ZeRO-2/3 on 4 nodes of 8 V100: the job fails, node-0's topology dump shown -----------
    nodes = ["node-0", "node-1", "node-2", "node-3"]
    c = case("b122-deepspeed-zero-4x8-v100-job-fails-topology-dump-only", "ambiguous", "unknown",
             [], nodes,
             "DeepSpeed ZeRO stage 2/3 training on 4 nodes of 8 V100 32GB (DeepSpeed newer than "
             "0.9.5, torch 1.13.1): the job fails; the poster says node3 failed with CUDA out of "
             "memory, but the lines posted under that sentence are node-0's NCCL topology "
             "dump, nothing that shows the failure. Lines as posted (the comment's six-space "
             "indentation dropped; node-1 to node-3 named after node-0, the rank streams, step "
             "metrics and failure time ours), ISO times ours.",
             start="2024-01-31T08:00:00+00:00", scheduler="pdsh", ranks_per_node=8)
    c.log("node-0", "rank-3", DEEPSPEED5022,
          "node-0:2874:7128 [3] NCCL INFO === System : maxBw 1.2 totalBw 132.0 ===",
          "node-0:2874:7128 [3] NCCL INFO CPU/0 (1/1/2)",
          "node-0:2874:7128 [3] NCCL INFO + PCI[5000.0] - NIC/0",
          "node-0:2874:7128 [3] NCCL INFO                 + NET[1.2] - NET/0 (0/0/1.250000)",
          "node-0:2874:7128 [3] NCCL INFO + PCI[12.0] - GPU/100000 (0)",
          "node-0:2874:7128 [3] NCCL INFO               + NVL[44.0] - GPU/400000",
          "node-0:2874:7128 [3] NCCL INFO               + NVL[44.0] - GPU/200000",
          "node-0:2874:7128 [3] NCCL INFO               + NVL[22.0] - GPU/300000",
          "node-0:2874:7128 [3] NCCL INFO               + NVL[22.0] - GPU/700000",
          "node-0:2874:7128 [3] NCCL INFO + PCI[12.0] - GPU/200000 (1)",
          "node-0:2874:7128 [3] NCCL INFO               + NVL[44.0] - GPU/100000", t=30.0)
    c.steps(1, 12, every=25.0, t0=60.0)
    c.job(400.0, "FAILED", exit_code=1)

    # ---- Accelerate + DeepSpeed on 4 H100 machines: resuming, a peer closes the connection ----
    n0, n1, n2, n3 = "10.3.0.43", "10.3.0.42", "10.3.0.41", "machine-3"
    c = case("b122-accelerate-4x8-h100-resume-connection-closed-by-peer", "ambiguous", "network",
             [], [n0, n1, n2, n3],
             "Accelerate (DeepSpeed, pdsh launcher) on 4 machines of 8 H100 (32 processes, main "
             "process 10.3.0.43): resuming from a checkpoint, rank 22 on 10.3.0.41 gets "
             "ncclRemoteError, its socket closed by the remote peer dgxh100-sapphire-ib0, and "
             "rank 8 on 10.3.0.42 prints a traceback (cut in the excerpt). One report about a "
             "peer, which no line ties to a machine of the job. Lines as posted with their pdsh "
             "host prefix (the first, cut at its start, and its wrapped end left out; trailing "
             "blanks dropped; the fourth machine's name, the split of ranks and the streams "
             "ours), ISO times ours.",
             start="2025-02-25T09:00:00+00:00", scheduler="pdsh", ranks_per_node=8)
    c.log(n2, "rank-22", ACCELERATE3413,
          "10.3.0.41: [rank22]: ncclRemoteError: A call failed possibly due to a network error or "
          "a remote process exiting prematurely.",
          "10.3.0.41: [rank22]: Last error:",
          "10.3.0.41: [rank22]: socketProgress: Connection closed by remote peer "
          "dgxh100-sapphire-ib0<40484>", t=180.0)
    c.log(n1, "rank-8", ACCELERATE3413,
          "10.3.0.42: [rank8]: Traceback (most recent call last):",
          '10.3.0.42: [rank8]:   File "/home/keshav/fa_llm/src/fast_llm.py", line 196, in '
          "<module>",
          "10.3.0.42: [rank8]:     main()", t=180.5)
    c.job(190.0, "FAILED", exit_code=1)


# ---- DDP and launchers: pdsh, PBS, mpirun on Kubernetes, torchrun ------------------------------
def build_ddp_and_launchers() -> None:
    # ---- GPT-NeoX on Kubernetes (4 nodes of 8 A100): pdsh cannot ssh into the workers ----------
    nodes = ["6dca91c32bfd", "172.17.0.2", "172.17.0.3", "gpt-neox-node-4"]
    c = case("b122-gpt-neox-k8s-4x8-a100-pdsh-ssh-permission-denied", "attributed", "user_code",
             [], nodes,
             "GPT-NeoX 13B meant for 4 Kubernetes nodes of 8 A100, launched with deepy.py from "
             "the repository's Docker image: pdsh on the launcher container cannot log in to "
             "the workers (publickey,password permission denied, ssh exit code 255), so no "
             "training process starts. The containers' ssh set-up, an environment error of the "
             "job. Lines as posted (the last, cut in the excerpt, left out; the fourth node's "
             "name and the stream ours), ISO times ours.",
             start="2022-12-19T08:00:00+00:00", scheduler="kubernetes", ranks_per_node=8)
    c.log("6dca91c32bfd", "launcher", GPTNEOX734,
          "172.17.0.2: Permission denied, please try again.",
          "172.17.0.3: Permission denied, please try again.",
          "172.17.0.2: Permission denied, please try again.",
          "172.17.0.3: Permission denied, please try again.",
          "172.17.0.2: mchorse@172.17.0.2: Permission denied (publickey,password).",
          "pdsh@6dca91c32bfd: 172.17.0.2: ssh exited with exit code 255",
          "172.17.0.3: mchorse@172.17.0.3: Permission denied (publickey,password).", t=12.0)
    c.job(15.0, "FAILED", exit_code=255)

    # ---- CosmicTagger on 384 Polaris nodes (1536 ranks): init_process_group fails -------------
    nodes = [f"polaris-node-{i:03d}" for i in range(384)]
    c = case("b122-cosmictagger-384-nodes-init-process-group-fails", "ambiguous", "unknown", [],
             nodes,
             "The CosmicTagger PyTorch benchmark runs on up to 256 Polaris nodes (1024 ranks); "
             "on 384 nodes (1536 ranks, 4 A100 a node) it fails most of the time in "
             "torch.distributed.init_process_group (the report's title: TCPStore 'Connection "
             "reset by peer'; that last frame and error cut in the excerpt). Nothing in the "
             "lines says why. Lines as posted (node names, the stream of rank 0 and the PBS "
             "scheduler ours), ISO times ours.",
             start="2022-05-05T16:00:00+00:00", scheduler="pbs", ranks_per_node=4)
    home = "/home/ranand/bare_metal_Cosmic_tagger/CosmicTagger"
    c.log(nodes[0], "rank-0", PYTORCH76913,
          "Set the environment variable HYDRA_FULL_ERROR=1 for a complete stack trace.",
          "Error executing job with overrides: ['data.data_directory=/lus/grand/projects/Polaris/"
          "CosmicTagger/data/', 'run.minibatch_size=1536', 'run.id=at-2022-05-05_384nodes', "
          "'run.iterations=10', 'data.downsample=0']",
          "Traceback (most recent call last):",
          f'  File "{home}/bin/exec.py", line 254, in main',
          "    s = exec(cfg)",
          f'  File "{home}/bin/exec.py", line 47, in __init__',
          "    self.train()",
          f'  File "{home}/bin/exec.py", line 100, in train',
          "    self.make_trainer()",
          f'  File "{home}/bin/exec.py", line 181, in make_trainer',
          "    self.trainer = distributed_trainer.distributed_trainer(self.args)",
          f'  File "{home}/src/utils/torch/distributed_trainer.py", line 139, in __init__',
          "    torch.distributed.init_process_group(", t=320.0)
    c.job(330.0, "FAILED", exit_code=1)

    # ---- BERT training as an MPIJob on 4 nodes of 8 GPUs: NCCL connects 32 ranks -------------
    nodes = [f"bert-mpi-training-worker-{i}" for i in range(4)]
    c = case("b122-bert-mpijob-4-nodes-32-ranks-nccl-connects", "no_failure", "unknown", [],
             nodes,
             "The pull request adding a BERT end-to-end training task to aws-k8s-tester shows "
             "its MPIJob on 4 workers of 8 GPUs: every rank's NCCL communicator is set up "
             "(nRanks 32 nNodes 4) and the intra-node P2P channels connect. Offered with the "
             "merged image as the working run; nothing failed. Lines as posted with mpirun's "
             "[1,rank]<stdout> prefix, filed under the rank they name (step metrics and the "
             "COMPLETED state ours), ISO times ours.",
             start="2024-06-20T10:00:00+00:00", scheduler="kubernetes", ranks_per_node=8)
    w = "bert-mpi-training-worker-"
    init = (
        (14, 1, "[1,14]<stdout>:bert-mpi-training-worker-1:27:571 [6] NCCL INFO comm "
                "0x55e5f0da8fc0 rank 14 nRanks 32 nNodes 4 localRanks 8 localRank 6 MNNVL 0"),
        (31, 3, "[1,31]<stdout>:bert-mpi-training-worker-3:28:570 [7] NCCL INFO comm "
                "0x558a2e4d59c0 rank 31 nRanks 32 nNodes 4 localRanks 8 localRank 7 MNNVL 0"),
        (31, 3, "[1,31]<stdout>:bert-mpi-training-worker-3:28:570 [7] NCCL INFO Trees [0] "
                "28/-1/-1->31->30 [1] 28/-1/-1->31->30"),
        (2, 0, "[1,2]<stdout>:bert-mpi-training-worker-0:23:576 [2] NCCL INFO comm "
               "0x5653dbf7d100 rank 2 nRanks 32 nNodes 4 localRanks 8 localRank 2 MNNVL 0"),
        (2, 0, "[1,2]<stdout>:bert-mpi-training-worker-0:23:576 [2] NCCL INFO Trees [0] "
               "1/-1/-1->2->3 [1] 1/-1/-1->2->3"),
        (2, 0, "[1,2]<stdout>:bert-mpi-training-worker-0:23:576 [2] NCCL INFO P2P Chunksize set "
               "to 131072"),
        (5, 0, "[1,5]<stdout>:bert-mpi-training-worker-0:26:574 [5] NCCL INFO comm "
               "0x564c64f91780 rank 5 nRanks 32 nNodes 4 localRanks 8 localRank 5 MNNVL 0"),
        (5, 0, "[1,5]<stdout>:bert-mpi-training-worker-0:26:574 [5] NCCL INFO Trees [0] "
               "6/-1/-1->5->1 [1] 6/-1/-1->5->1"),
        (5, 0, "[1,5]<stdout>:bert-mpi-training-worker-0:26:574 [5] NCCL INFO P2P Chunksize set "
               "to 131072"),
        (14, 1, "[1,14]<stdout>:bert-mpi-training-worker-1:27:571 [6] NCCL INFO Trees [0] "
                "15/-1/-1->14->13 [1] 15/-1/-1->14->13"),
        (14, 1, "[1,14]<stdout>:bert-mpi-training-worker-1:27:571 [6] NCCL INFO P2P Chunksize "
                "set to 131072"))
    for i, (rank, worker, text) in enumerate(init):
        c.log(f"{w}{worker}", f"rank-{rank}", K8STESTER454, text, t=40.0 + i * 0.01)
    channels = (
        (6, 0, "27:575 [6] NCCL INFO Channel 00/1 : 6[6] -> 1[1] via P2P/indirect/5[5]"),
        (31, 3, "28:570 [7] NCCL INFO Channel 00/1 : 31[7] -> 24[0] via P2P/indirect/28[4]"),
        (23, 2, "28:569 [7] NCCL INFO Channel 00/1 : 23[7] -> 17[1] via P2P/indirect/21[5]"),
        (7, 0, "28:571 [7] NCCL INFO Channel 00/1 : 7[7] -> 2[2] via P2P/indirect/3[3]"),
        (22, 2, "27:568 [6] NCCL INFO Channel 00/1 : 22[6] -> 17[1] via P2P/indirect/21[5]"),
        (5, 0, "26:574 [5] NCCL INFO Channel 00/1 : 5[5] -> 2[2] via P2P/indirect/1[1]"),
        (23, 2, "28:569 [7] NCCL INFO Channel 00/1 : 23[7] -> 18[2] via P2P/indirect/19[3]"),
        (21, 2, "26:570 [5] NCCL INFO Channel 00/1 : 21[5] -> 18[2] via P2P/indirect/17[1]"),
        (31, 3, "28:570 [7] NCCL INFO Channel 00/1 : 31[7] -> 25[1] via P2P/indirect/29[5]"),
        (6, 0, "27:575 [6] NCCL INFO Channel 00/1 : 6[6] -> 3[3] via P2P/indirect/2[2]"),
        (14, 1, "27:571 [6] NCCL INFO Channel 00/1 : 14[6] -> 11[3] via P2P/indirect/10[2]"))
    for i, (rank, worker, text) in enumerate(channels):
        c.log(f"{w}{worker}", f"rank-{rank}", K8STESTER454,
              f"[1,{rank}]<stdout>:{w}{worker}:{text}", t=41.0 + i * 0.01)
    c.steps(1, 50, every=4.0, t0=60.0)
    c.job(270.0, "COMPLETED", exit_code=0)

    # ---- WeNet conformer u2++ on 4 machines of 4 GPUs: the job ends in a watchdog timeout ------
    nodes = [f"job-2046325-339461780-{i}" for i in range(4)]
    h0 = nodes[0]
    c = case("b122-wenet-4-machines-16-gpus-socket-transport-job-fails", "ambiguous", "unknown",
             [], nodes,
             "WeNet v3.0.1 conformer u2++ training on 4 machines: with 2 GPUs a machine it "
             "trains, with 4 a machine (16 GPUs) it fails; the title speaks of a watchdog "
             "collective timeout, but the lines posted show only the NCCL start on the first "
             "machine (no net plugin, no libibverbs: socket transport over eth0). Lines as "
             "posted (the next, cut in the excerpt, left out; the other machine names after the "
             "first's pattern, the rank streams and the failure time ours), ISO times from "
             "their own stamps.",
             start="2024-04-30T23:29:00+00:00", scheduler="static", ranks_per_node=4)
    for rank, text in (
            (0, "job-2046325-339461780-0:305:305 [0] NCCL INFO NET/Plugin : Plugin load "
                "(libnccl-net.so) returned 2 : libnccl-net.so: cannot open shared object file: "
                "No such file or directory"),
            (0, "job-2046325-339461780-0:305:305 [0] NCCL INFO Bootstrap : Using "
                "eth0:10.241.101.227<0>"),
            (1, "job-2046325-339461780-0:306:306 [1] NCCL INFO cudaDriverVersion 11070"),
            (0, "job-2046325-339461780-0:305:305 [0] NCCL INFO NET/Plugin : No plugin found, "
                "using internal implementation"),
            (1, "job-2046325-339461780-0:306:306 [1] NCCL INFO Bootstrap : Using "
                "eth0:10.241.101.227<0>"),
            (1, "job-2046325-339461780-0:306:306 [1] NCCL INFO NET/Plugin : Plugin load "
                "(libnccl-net.so) returned 2 : libnccl-net.so: cannot open shared object file: "
                "No such file or directory"),
            (1, "job-2046325-339461780-0:306:306 [1] NCCL INFO NET/Plugin : No plugin found, "
                "using internal implementation"),
            (1, "job-2046325-339461780-0:306:324 [1] NCCL INFO Failed to open "
                "libibverbs.so[.1]")):
        c.own(h0, f"rank-{rank}", WENET2511, "2024-04-30 23:29:35",
              f"2024/04/30 23:29:35 {text}")
    c.job(2000.0, "FAILED")


# ---- writing -----------------------------------------------------------------------------------
def main() -> None:
    build()
    remove_stale(ROOT, "b122-", CASES)
    write_split(CASES, SPLIT, ROOT)


if __name__ == "__main__":
    main()
