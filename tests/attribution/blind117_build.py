"""Build the hundred-and-seventeenth blind corpus (tests/attribution/blind117/): multi-node runs.

    python tests/attribution/blind117_build.py

A fifteenth unbiased sample of multi-node training runs: reports of any year where the job
spanned two or more machines (torchrun / torch.distributed.launch, DeepSpeed with a hostfile,
Horovod and mpirun, Megatron-LM, Ray on Slurm, Lightning pods, Determined), as GitHub issue and
pull-request threads show them. They were found with the search tool's issue corpus by plain
words (queries listed in blind117/README.md) and taken in the order the searches returned them,
skipping only reports without a copyable log line, reports not about a multi-node training run
and reports any other corpus or file of the repository cites. It was assembled by one helper who
read neither the engine nor its catalogs; the labels were written before any engine ran on these
bundles, and no report cited here is cited anywhere else in the repository
(test_attribution_heldout.py checks it).

Every log line is copied from the public report given next to it (host names, addresses, ids and
times as posted; a line the report wrapped stays wrapped; lines the search excerpt cut short left
out; blank lines and trailing blanks dropped). Ours is only the assembly, as in stacks_build.py:
which node and stream a line is filed under (and node names where the report gives none), an
ISO-8601 time in front of every line (taken from the line's own stamp where it has one), job.json,
the scheduler events and the per-rank step metrics. The labels follow DESIGN's taxonomy and the
rules of the realworld, stacks, frontier and blind READMEs (see blind117/README.md).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from stacks_build import Case, case_maker, remove_stale, write_split  # noqa: E402

ROOT = HERE / "blind117"
SPLIT = "blind117"

# ---- sources (one public report per incident, in the order the searches returned them) ---------
HOROVOD208 = "https://github.com/horovod/horovod/issues/208"
LDM219 = "https://github.com/CompVis/latent-diffusion/issues/219"
FAIRSEQ2329 = "https://github.com/facebookresearch/fairseq/issues/2329"
PYSOT88 = "https://github.com/STVIR/pysot/issues/88"
ACCELERATE412 = "https://github.com/huggingface/accelerate/issues/412"
DSEXAMPLES381 = "https://github.com/deepspeedai/DeepSpeedExamples/issues/381"
DSEXAMPLES575 = "https://github.com/deepspeedai/DeepSpeedExamples/issues/575"
DEEPSPEED3624 = "https://github.com/deepspeedai/DeepSpeed/issues/3624"
NEOX671 = "https://github.com/EleutherAI/gpt-neox/pull/671"
GUIDEDDIFF22 = "https://github.com/openai/guided-diffusion/issues/22"
HOROVOD1401 = "https://github.com/horovod/horovod/issues/1401"
HOROVOD1068 = "https://github.com/horovod/horovod/issues/1068"
VERL548 = "https://github.com/verl-project/verl/issues/548"
FAIRSEQ2385 = "https://github.com/facebookresearch/fairseq/issues/2385"
CHATGLM3800 = "https://github.com/zai-org/ChatGLM3/issues/800"
DETERMINED2354 = "https://github.com/determined-ai/determined/issues/2354"
LIGHTNING18760 = "https://github.com/Lightning-AI/pytorch-lightning/issues/18760"
ACCELERATE609 = "https://github.com/huggingface/accelerate/issues/609"
MEGATRON1202 = "https://github.com/NVIDIA/Megatron-LM/issues/1202"
SWIFT2458 = "https://github.com/modelscope/ms-swift/issues/2458"

CASES: list[Case] = []


case = case_maker(CASES, SPLIT)


def build() -> None:
    build_torch_launchers()
    build_deepspeed()
    build_mpi_and_horovod()
    build_orchestrated()


# ---- torchrun / torch.distributed.launch / Lightning --------------------------------------------
def build_torch_launchers() -> None:
    # ---- latent-diffusion on several nodes: 'connection reset by peer' --------------------------
    n0, n1 = "ldm-node-0", "ldm-node-1"
    c = case("b117-latent-diffusion-multi-node-connection-reset", "ambiguous", "network", [],
             [n0, n1],
             "latent-diffusion training on several nodes fails with 'Runtime error: connection "
             "reset by peer', although the other node can ping MASTER_ADDR; nothing says which "
             "side dropped the connection or why. The error as the poster quoted it (node names, "
             "GPU counts and the node it is filed under ours), ISO time ours.",
             start="2023-01-13T09:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.log(n1, "rank-8", LDM219, "Runtime error: connection reset by peer", t=30.0)
    c.job(35.0, "FAILED", exit_code=1)

    # ---- fairseq on two nodes: each node saves checkpoints (training runs) ----------------------
    n0, n1 = "master-node", "2nd-node-server"
    c = case("b117-fairseq-two-node-checkpoint-on-each-node", "no_failure", "unknown", [],
             [n0, n1],
             "fairseq distributed training on two nodes of eight GPUs (tcp://master_ip:9000): "
             "the second node's processes initialise, NCCL picks the socket transport (no "
             "libibverbs), and training runs; the poster asks why a checkpoint file is saved on "
             "each node. The second node's lines as posted ('<2nd node server>' is the poster's "
             "redaction; node names and the stream ours; the line cut in the excerpt left out), "
             "ISO times and step metrics ours.",
             start="2020-07-17T08:00:00+00:00", scheduler="static", ranks_per_node=8)
    for r in (4, 7, 3, 0, 5, 6, 2, 1):
        c.log(n1, "train", FAIRSEQ2329,
              f"| distributed init (rank {r}): tcp://master_ip:9000",
              f"| initialized host <2nd node server> as rank {r}", t=5.0)
    c.log(n1, "train", FAIRSEQ2329,
          "<2nd node server>:5359:5359 [0] NCCL INFO Bootstrap : Using [0]eth0:node2_ip<0> "
          "[1]docker0:172.17.0.1<0>",
          "<2nd node server>:5359:5359 [0] NCCL INFO NET/Plugin : No plugin found "
          "(libnccl-net.so).",
          "<2nd node server>:5359:5359 [0] misc/ibvwrap.cc:63 NCCL WARN Failed to open "
          "libibverbs.so[.1]",
          "<2nd node server>:5359:5359 [0] NCCL INFO NET/Socket : Using [0]eth0:node2_ip<0> "
          "[1]docker0:172.17.0.1<0>",
          "NCCL version 2.4.8+cuda10.1", t=8.0)
    c.steps(1, 50, every=4.0, t0=30.0)

    # ---- pysot on two nodes: 'Address already in use' ------------------------------------------
    n0, n1 = "node-1", "node-2"
    c = case("b117-pysot-two-node-address-already-in-use", "attributed", "user_code", [],
             [n0, n1],
             "pysot training launched with torch.distributed.launch on two nodes of eight GPUs "
             "(master 192.168.1.1, port 2333); the poster, unsure in which order to start the "
             "nodes, gets 'RuntimeError: Address already in use' from the process group setup. "
             "The launch (a port already bound), not a machine. The line as posted (the node it "
             "is filed under ours), ISO time ours.",
             start="2019-07-04T09:00:00+00:00", scheduler="static", ranks_per_node=8,
             addresses={n0: "192.168.1.1"})
    c.log(n0, "rank-0", PYSOT88,
          "RuntimeError: Address already in use at /pytorch/torch/lib/THD/process_group/"
          "General.cpp:17", t=15.0)
    c.job(20.0, "FAILED", exit_code=1)

    # ---- accelerate on two servers: hangs at accelerator.prepare(model) -------------------------
    n0, n1 = "main-server", "second-server"
    c = case("b117-accelerate-multi-node-hang-at-prepare", "ambiguous", "hang", [], [n0, n1],
             "Multi-node training with accelerate hangs at accelerator.prepare(model): the main "
             "server's last debug message is the NCCL version, which the second server never "
             "prints; no error anywhere. The line as the poster quoted it (node names and GPU "
             "counts ours), ISO time ours; no step was ever completed.",
             start="2022-06-04T10:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.log(n0, "rank-0", ACCELERATE412, "NCCL version 2.10.3+cuda11.3", t=60.0)

    # ---- guided-diffusion with mpirun over 2 nodes x 8 GPUs: an NCCL error ---------------------
    n0, n1 = "gd-node-0", "gd-node-1"
    c = case("b117-guided-diffusion-two-node-mpirun-nccl-error", "ambiguous", "unknown", [],
             [n0, n1],
             "guided-diffusion image_train.py run with mpirun on two Slurm nodes of eight GPUs "
             "fails with what the poster calls an NCCL error; the excerpt shows only the first "
             "frame of the traceback (the next line, cut, left out). Nothing says what failed. "
             "The line as posted (node names, rank and stream ours), ISO time ours.",
             start="2022-10-02T11:00:00+00:00", scheduler="slurm", ranks_per_node=8)
    c.log(n0, "rank-0", GUIDEDDIFF22, ' File "scripts/image_train.py", line 59, in main',
          t=40.0)
    c.job(45.0, "FAILED")

    # ---- fairseq: the worker node keeps its GPUs busy after the master node is killed ----------
    n0, n1 = "fairseq-master", "fairseq-worker"
    c = case("b117-fairseq-worker-keeps-gpus-after-master-killed", "ambiguous", "hang", [],
             [n0, n1],
             "fairseq training on two nodes of four V100 (8 workers): after the poster kills the "
             "master node's processes, the worker node does not stop and holds its GPUs at "
             "nearly 100 % (and the other way round); the master's log looked normal. No error "
             "line, no further progress. The master's lines as posted, their own times (the "
             "line cut in the excerpt left out); node names and step metrics ours.",
             start="2020-07-28T06:30:00+00:00", scheduler="static", ranks_per_node=4)
    c.own(n0, "train", FAIRSEQ2385, "2020-07-28 06:31:03",
          "2020-07-28 06:31:03 | INFO | fairseq.utils | ***********************CUDA enviroments "
          "for all 8 workers***********************")
    for r in range(7):
        c.own(n0, "train", FAIRSEQ2385, "2020-07-28 06:31:03",
              f"2020-07-28 06:31:03 | INFO | fairseq.utils | rank   {r}: capabilities =  7.0  ; "
              "total memory = 15.782 GB ; name = Tesla V100-PCIE-16GB")
    c.steps(1, 40, every=15.0, t0=90.0)

    # ---- ChatGLM3 fine-tuning on several machines: both local ranks exit with code 1 ----------
    n0, n1 = "c3682775e033", "chatglm-node-1"
    c = case("b117-chatglm3-multi-machine-finetune-exit-1", "ambiguous", "unknown", [],
             [n0, n1],
             "ChatGLM3 finetune_hf.py on several machines with several cards: torchrun reports "
             "ranks 0 and 1 of host c3682775e033 exiting with code 1 at the same second, no "
             "traceback recorded; a maintainer suspects the data set. The cause is not in the "
             "lines. Lines as posted (the second machine's name and the rank split ours), ISO "
             "times ours from the summary's own time.",
             start="2024-01-30T09:34:00+00:00", scheduler="static", ranks_per_node=2)
    c.log(n0, "launcher", CHATGLM3800,
          "============================================================",
          "finetune_hf.py FAILED",
          "------------------------------------------------------------",
          "Failures:",
          "[1]:",
          "  time      : 2024-01-30_09:35:17",
          "  host      : c3682775e033",
          "  rank      : 1 (local_rank: 1)",
          "  exitcode  : 1 (pid: 282)",
          "  error_file: <N/A>",
          "  traceback : To enable traceback see: https://pytorch.org/docs/stable/elastic/"
          "errors.html",
          "------------------------------------------------------------",
          "Root Cause (first observed failure):",
          "[0]:",
          "  time      : 2024-01-30_09:35:17",
          "  host      : c3682775e033",
          "  rank      : 0 (local_rank: 0)",
          "  exitcode  : 1 (pid: 281)",
          "  error_file: <N/A>",
          "  traceback : To enable traceback see: https://pytorch.org/docs/stable/elastic/"
          "errors.html",
          "============================================================", t=77.5)
    c.job(78.0, "FAILED", exit_code=1)

    # ---- Lightning on 48 processes: worker-2's start-up before an NCCL internal error ----------
    pod = "t65239c8810264be35dd36d461696832660195"
    nodes = [f"{pod}-worker-{i}" for i in range(1, 13)]
    w2 = f"{pod}-worker-2"
    c = case("b117-lightning-48-process-nccl-internal-error", "ambiguous", "unknown", [], nodes,
             "PyTorch Lightning 1.9 training on 48 processes across several worker pods fails "
             "with 'NCCL error ... internal error, NCCL version 2.14.3 ncclInternalError: "
             "Internal check failed' (the report's title); the excerpt of worker-2's log shows "
             "only the start: all 48 processes registered, NCCL bootstrap on eth0, NCCL_IB_HCA "
             "set (the line cut in the excerpt left out). Nothing in the lines says what failed. "
             "Lines as posted (the other pods' names, 4 ranks per pod and the date ours), ISO "
             "times ours.",
             start="2023-10-10T09:00:00+00:00", scheduler="kubernetes", ranks_per_node=4)
    for gr, member in ((7, 8), (4, 5), (6, 7)):
        c.log(w2, "train", LIGHTNING18760, "[rank: 3] Global seed set to 66",
              f"Initializing distributed: GLOBAL_RANK: {gr}, MEMBER: {member}/48", t=20.0)
    c.log(w2, "train", LIGHTNING18760,
          "-" * 100,
          "distributed_backend=nccl",
          "All distributed processes registered. Starting with 48 processes",
          "-" * 100, t=25.0)
    c.log(w2, "train", LIGHTNING18760,
          f"{pod}-worker-2:135:135 [0] NCCL INFO Bootstrap : Using eth0:10.20.36.96<0>",
          f"{pod}-worker-2:135:135 [0] NCCL INFO NET/Plugin : No plugin found (libnccl-net.so), "
          "using internal implementation",
          f"{pod}-worker-2:135:135 [0] NCCL INFO cudaDriverVersion 11060",
          "NCCL version 2.14.3+cuda11.6",
          f"{pod}-worker-2:135:135 [0] NCCL INFO init.cc:1147 Cuda Host Alloc Size 4 pointer "
          "0x7f8480600000",
          f"{pod}-worker-2:135:1715 [0] NCCL INFO NCCL_IB_HCA set to mlx5", t=28.0)
    c.job(60.0, "FAILED", exit_code=1)


    # ---- accelerate on two A100 VMs (RoCE): NCCL recv reset by peer, the process taken down ----
    n0, n1 = "Genc-A100-VM", "a100-vm-2"
    c = case("b117-accelerate-two-a100-vms-nccl-recv-reset", "ambiguous", "network", [],
             [n0, n1],
             "accelerate launch on two A100 machines with NCCL_IB_GID_INDEX=3: on the first "
             "machine two processes' NCCL proxy threads fail 'Call to recv failed : Connection "
             "reset by peer' in the IB transport and ProcessGroupNCCL takes the process down. "
             "One side's report of a reset connection; nothing from the second machine. Lines "
             "as posted (the second machine's name, rank counts and the stream ours; the line "
             "cut in the excerpt left out), ISO times ours.",
             start="2022-08-09T10:00:00+00:00", scheduler="static", ranks_per_node=2)
    for pid, tid in (("36759", "36970"), ("36755", "36969")):
        lines = [f"Genc-A100-VM:{pid}:{tid} [0] include/socket.h:421 NCCL WARN Call to recv "
                 "failed : Connection reset by peer"]
        lines += [f"Genc-A100-VM:{pid}:{tid} [0] NCCL INFO {where} -> 2"
                  for where in ("transport/net_ib.cc:593", "transport/net_ib.cc:734",
                                "include/net.h:26", "transport/net.cc:348")]
        lines.append(f"Genc-A100-VM:{pid}:{tid} [0] NCCL INFO proxy.cc:198 -> 2 [Proxy Thread]")
        c.log(n0, "train", ACCELERATE609, *lines, t=20.0)
        if pid == "36759":
            c.log(n0, "train", ACCELERATE609,
                  "[E ProcessGroupNCCL.cpp:325] Some NCCL operations have failed or timed out. "
                  "Due to the asynchronous nature of CUDA kernels, subsequent GPU operations "
                  "might run on corrupted/incomplete data. To avoid this inconsistency, we are "
                  "taking the entire process down.", t=20.0)
    c.job(25.0, "FAILED")

    # ---- Megatron GPT on two machines: torchrun's traceback at start ---------------------------
    n0, n1 = "machine1", "machine2"
    c = case("b117-megatron-gpt-two-machines-torchrun-traceback", "ambiguous", "unknown", [],
             [n0, n1],
             "Megatron-LM gpt3.sh on two machines of eight GPUs (MASTER_ADDR 192.168.2.111, "
             "NODE_RANK 0 and 1): the poster 'fails to build communication between machines'; "
             "torchrun prints its banner and a traceback whose frames the excerpt cuts (left "
             "out), so the error is not shown. Lines as posted (a line the terminal wrapped "
             "stays so; node names and the machine they are filed under ours), ISO times ours.",
             start="2024-10-08T09:00:00+00:00", scheduler="static", ranks_per_node=8,
             addresses={n0: "192.168.2.111"})
    c.log(n0, "launcher", MEGATRON1202,
          "WARNING:torch.distributed.run:",
          "*" * 41,
          "Setting OMP_NUM_THREADS environment variable for each process to be 1 in default, to "
          "avoid your system being overloaded, ple     ase further tune the variable for optimal "
          "performance in your application as needed.",
          "*" * 41,
          "Traceback (most recent call last):", t=10.0)
    c.job(12.0, "FAILED", exit_code=1)

    # ---- ms-swift GOT-OCR2 LoRA across two servers: nothing runs, then a timeout --------------
    n0, n1 = "192.118.2.11", "swift-server-2"
    c = case("b117-ms-swift-two-servers-nothing-runs-then-timeout", "ambiguous", "hang", [],
             [n0, n1],
             "ms-swift LoRA fine-tuning of GOT-OCR2 across two servers of two GPUs (NNODES=2, "
             "MASTER_ADDR 192.118.2.11, DeepSpeed ZeRO): once both start, the GPUs show no "
             "activity, the ports are open, nothing runs, and the process eventually ends in a "
             "timeout. The only complete line of the posted output (the launch line, cut in the "
             "excerpt, left out; the second server's name ours), ISO time ours; no step "
             "completed.",
             start="2024-11-15T09:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.log(n0, "launcher", SWIFT2458, "nohup: ignoring input", t=1.0)

# ---- DeepSpeed launcher with a hostfile -------------------------------------------------------
def build_deepspeed() -> None:
    # ---- DeepSpeed-Chat 30B on 2 x 8 A100: training runs (slower than one node) ---------------
    n0, n1 = "ds-node-0", "ds-node-1"
    c = case("b117-deepspeed-chat-two-node-training-runs-slower", "no_failure", "unknown", [],
             [n0, n1],
             "Step-1 supervised fine-tuning of a 30B LLaMA with DeepSpeed-Chat on two nodes of "
             "eight A100, launched as the transformers docs show: the run trains (global step "
             "13120) but more slowly than one node of eight. Rank 0's lines as posted, their own "
             "times (node names ours); the one-node run the poster compares with is left out. "
             "Step metrics ours.",
             start="2023-04-21T19:35:50+00:00", scheduler="static", ranks_per_node=8)
    c.steps(13110, 13120, every=6.0)
    c.own(n0, "rank-0", DSEXAMPLES381, "2023-04-21 19:36:50.423",
          "[2023-04-21 19:36:50,423] [INFO] [logging.py:96:log_dist] [Rank 0] step=13120, "
          "skipped=223, lr=[1.9668084143292992e-05], mom=[(0.9, 0.95)]")
    c.own(n0, "rank-0", DSEXAMPLES381, "2023-04-21 19:36:50.424",
          "[2023-04-21 19:36:50,424] [INFO] [timer.py:199:stop] epoch=0/micro_step=52480/"
          "global_step=13120, RunningAvgSamplesPerSec=4.5431656108358975, "
          "CurrSamplesPerSec=4.584817867742811, MemAllocated=31.36GB, MaxMemAllocated=36.97GB")

    # ---- DeepSpeed-Chat with a two-host hostfile: the launcher falls back to local only -------
    n0, n1 = "192.168.1.10", "192.168.1.7"
    c = case("b117-deepspeed-chat-hostfile-not-found-local-only", "attributed", "user_code", [],
             [n0, n1],
             "DeepSpeed-Chat step 1 meant for two hosts (hostfile: amd00@192.168.1.10 slots=2, "
             "root@192.168.1.7 slots=1): the runner cannot find the hostfile (the path ends up "
             "as an argument of the training script), proceeds with local resources only and "
             "starts two local processes, nnodes=1; the second host never joins. A launch "
             "mistake, not a machine. Launcher lines as posted, their own times (the line cut "
             "in the excerpt left out); the rank split ours.",
             start="2023-06-06T02:43:50+00:00", scheduler="static", ranks_per_node=1)
    c.ranks = {"0": n0, "1": n0, "2": n1}
    c.own(n0, "launcher", DSEXAMPLES575, "2023-06-06 02:44:00.164",
          "[2023-06-06 02:44:00,164] [WARNING] [runner.py:191:fetch_hostfile] Unable to find "
          "hostfile, will proceed with training with local resources only.")
    c.own(n0, "launcher", DSEXAMPLES575, "2023-06-06 02:44:00.195",
          "[2023-06-06 02:44:00,195] [INFO] [runner.py:541:main] cmd = /home/amd00/anaconda3/"
          "envs/gh_DeepSpeed-Chat/bin/python3.10 -u -m deepspeed.launcher.launch "
          "--world_info=eyJsb2NhbGhvc3QiOiBbMCwgMV19 --master_addr=127.0.0.1 --master_port=29500 "
          "--enable_each_rank_log=None /hostfile main.py --data_path Dahoas/rm-static "
          "Dahoas/full-hh-rlhf Dahoas/synthetic-instruct-gptj-pairwise "
          "yitingxie/rlhf-reward-datasets --data_split 2,4,4 --model_name_or_path "
          "facebook/opt-125m --per_device_train_batch_size 2 --per_device_eval_batch_size 2 "
          "--max_seq_len 128 --learning_rate 1e-4 --weight_decay 0.1 --num_train_epochs 2 "
          "--gradient_accumulation_steps 1 --lr_scheduler_type cosine --num_warmup_steps 0 "
          "--seed 1234 --gradient_checkpointing --zero_stage 3 --lora_dim 128 "
          "--lora_module_name decoder.layers. --deepspeed --output_dir /home/amd00/llm_dev/"
          "DeepSpeedExamples/applications/DeepSpeed-Chat/output/actor-models/125m")
    c.own(n0, "launcher", DSEXAMPLES575, "2023-06-06 02:44:01.210",
          "[2023-06-06 02:44:01,210] [INFO] [launch.py:229:main] WORLD INFO DICT: "
          "{'localhost': [0, 1]}")
    c.own(n0, "launcher", DSEXAMPLES575, "2023-06-06 02:44:01.210",
          "[2023-06-06 02:44:01,210] [INFO] [launch.py:235:main] nnodes=1, num_local_procs=2, "
          "node_rank=0")

    # ---- BingBertSquad on 2 nodes x 2 GPUs: --include names a slot the hostfile lacks ----------
    n0, n1 = "work1", "work2"
    c = case("b117-deepspeed-include-slot-not-in-hostfile", "attributed", "user_code", [],
             [n0, n1],
             "BingBertSquad with the DeepSpeed launcher on two nodes of two GPUs (hostfile: work1 "
             "slots=2, work2 slots=2) and --include=work1:2,3: the runner refuses, 'No slot 2 "
             "specificied on host work1'. The launch command, not a machine. The line as posted "
             "(the stream ours), ISO time ours.",
             start="2023-05-29T10:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.log(n0, "launcher", DEEPSPEED3624, "No slot 2 specificied on host work1", t=3.0)
    c.job(4.0, "FAILED", exit_code=1)

    # ---- gpt-neox multinode: the hostfile not set, init_process_group's rendezvous fails -------
    n0, n1 = "neox-node-0", "neox-node-1"
    c = case("b117-gpt-neox-hostfile-unset-init-traceback", "attributed", "user_code", [],
             [n0, n1],
             "Multinode gpt-neox (Pythia) training launched through DeepSpeed: the hostfile was "
             "sometimes not set, the runner proceeds with local resources only and the training "
             "fails in init_process_group's rendezvous; the pull request sets the hostfile in the "
             "launcher arguments. A launcher bug, not a machine. Lines as posted in the pull "
             "request (node names and the split of streams ours; the second traceback, cut, left "
             "out), ISO times ours.",
             start="2022-09-13T12:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.log(n0, "launcher", NEOX671,
          "[WARNING] [runner.py:178:fetch_hostfile] Unable to find hostfile, will proceed with "
          "training with local resources only.", t=2.0)
    c.log(n0, "rank-0", NEOX671,
          "Traceback (most recent call last):",
          '  File "/fsx/hailey/pythia/gpt-neox/train.py", line 30, in <module>',
          "    pretrain(neox_args=neox_args)",
          '  File "/fsx/hailey/pythia/gpt-neox/megatron/training.py", line 81, in pretrain',
          "    initialize_megatron(neox_args=neox_args)",
          '  File "/fsx/hailey/pythia/gpt-neox/megatron/initialize.py", line 75, in '
          "initialize_megatron",
          "    finish_mpu_init()",
          '  File "/fsx/hailey/pythia/gpt-neox/megatron/initialize.py", line 51, in '
          "finish_mpu_init",
          "    _initialize_distributed(neox_args=neox_args)",
          '  File "/fsx/hailey/pythia/gpt-neox/megatron/initialize.py", line 151, in '
          "_initialize_distributed",
          "    distributed.init_distributed(",
          '  File "/fsx/gpt-neox/conda/envs/neox-env-zphang/lib/python3.9/site-packages/deepspeed/'
          'utils/distributed.py", line 49, in init_distributed',
          "    torch.distributed.init_process_group(backend=dist_backend,",
          '  File "/fsx/gpt-neox/conda/envs/neox-env-zphang/lib/python3.9/site-packages/torch/'
          'distributed/distributed_c10d.py", line 595, in init_process_group',
          "    store, rank, world_size = next(rendezvous_iterator)", t=20.0)
    c.job(25.0, "FAILED", exit_code=1)


# ---- mpirun / Horovod -------------------------------------------------------------------------
HOROVODRUN_CHECKS = (
    "Checking ssh on all remote hosts.",
    "SSH was successful into all the remote hosts.",
    "Testing interfaces on all the hosts.",
    "Launched horovodrun server.",
    "Attempted to launch horovod task servers.",
    "Waiting for the hosts to acknowledge.",
    "Notified all the hosts that the registration is complete.",
    "Waiting for hosts to perform host-to-host interface checking.",
    "Host-to-host interface checking successful.",
    "Interfaces on all the hosts were successfully checked.",
)


def build_mpi_and_horovod() -> None:
    # ---- tf_cnn_benchmarks with Horovod over mpirun: hangs at start on 2 nodes x 2 GPUs -------
    n0, n1, n2 = "tfmpi0hip", "tfmpi11hip", "tfmpi1hip"
    c = case("b117-horovod-2-nodes-2-gpus-hangs-at-start", "ambiguous", "hang", [],
             [n0, n1, n2],
             "tf_cnn_benchmarks ResNet-50 with Horovod launched by mpirun (-H tfmpi0hip:1,"
             "tfmpi11hip:1,tfmpi1hip:2) hangs and never starts; the last line NCCL prints is "
             "'Launch mode Parallel', as the poster shows it (the start of the line as posted). "
             "No error; the poster later solved it with another thread's advice. The line as "
             "posted (the host it is filed under ours), ISO time ours; no step completed.",
             start="2018-03-13T06:00:00+00:00", scheduler="mpi")
    c.ranks = {"0": n0, "1": n1, "2": n2, "3": n2}
    c.log(n0, "rank-0", HOROVOD208, "...15421:15488 [0] INFO Launch mode Parallel", t=40.0)

    # ---- horovodrun over two servers stops after its checks; the printed mpirun works ---------
    n0, n1 = "server1", "server2"
    c = case("b117-horovodrun-two-servers-stops-after-checks", "ambiguous", "unknown", [],
             [n0, n1],
             "horovodrun --verbose with 4 processes on server1 and a second server "
             "(10.21.102.16) for keras_mnist_advanced.py: ssh and the interface checks pass, "
             "it finds eno1 and that TensorFlow was built with MPI, and then 'it is not "
             "working'; running the mpirun command it prints works. What went wrong is not in "
             "the lines. Lines as posted (the mpirun line, cut in the excerpt, left out; the "
             "node names from the prompt and -H), ISO times ours.",
             start="2019-09-18T10:00:00+00:00", scheduler="mpi", ranks_per_node=2,
             addresses={n1: "10.21.102.16"})
    c.log(n0, "horovodrun", HOROVOD1401, "Filtering local host names.",
          "Remote host found: 10.21.102.16", *HOROVODRUN_CHECKS,
          "Common interface found: eno1",
          "Checking whether extension tensorflow was built with MPI.",
          "Extension tensorflow was built with MPI.", t=5.0)

    # ---- horovodrun on master + slave0: the run reports a missing file --------------------------
    n0, n1 = "master", "slave0"
    c = case("b117-horovodrun-master-slave0-launch-then-fails", "ambiguous", "unknown", [],
             [n0, n1],
             "A Horovod example on two nodes (horovodrun, -H master:1,slave0:1): ssh and the "
             "interface checks pass and mpirun is started, then, the poster says, the run "
             "reports there is no such file, although it runs on one node from the same "
             "directory. The error itself is not in the excerpt (the mpirun line, cut, left "
             "out). Lines as posted, ISO times ours.",
             start="2019-05-15T08:00:00+00:00", scheduler="mpi")
    c.log(n0, "horovodrun", HOROVOD1068, "Filtering local host names.", *HOROVODRUN_CHECKS,
          t=5.0)
    c.job(12.0, "FAILED")


# ---- Ray on Slurm, Kubernetes, Determined ----------------------------------------------------
def build_orchestrated() -> None:
    # ---- verl's Ray-on-Slurm example: srun cannot create the head node's step ------------------
    n0, n1 = "slurm-node-0", "slurm-node-1"
    c = case("b117-verl-ray-on-slurm-unable-to-create-step", "attributed", "user_code", [],
             [n0, n1],
             "verl's ray_on_slurm.slurm example on a two-node allocation: the script puts both "
             "host names into the head node's name, so 'srun --nodes=1 --ntasks=1 -w "
             "$head_node' fails, 'Requested node configuration is not available'. A script bug "
             "(the report gives the fix), not a machine. The line as posted (job id redacted by "
             "the poster; node names ours), ISO time ours.",
             start="2025-03-11T09:00:00+00:00", scheduler="slurm", ranks_per_node=8)
    c.log(n0, "srun", VERL548,
          "srun: error: Unable to create step for job xxxxx: Requested node configuration is not "
          "available", t=5.0)
    c.job(6.0, "FAILED", exit_code=1)

    # ---- Determined distributed trial over five hosts: WorkerError ----------------------------
    hosts = ["100.122.176.216", "100.82.21.9", "100.122.176.226", "100.82.21.8",
             "100.122.176.232"]
    c = case("b117-determined-five-host-trial-worker-error", "ambiguous", "unknown", [], hosts,
             "A Determined distributed trial (CUDA 11.1 image) over five hosts ends in "
             "WorkerError; the excerpt shows container 86c9d22a connecting to the master at "
             "192.168.245.182 and receiving the rendezvous addresses of the five hosts (that "
             "line, wrapped and cut in the excerpt, left out), nothing about the error. Lines "
             "as posted, their own times (the host the container is filed under ours).",
             start="2021-05-10T07:35:00+00:00", scheduler="determined")
    for text in (
        "INFO: Connecting to master at ws://192.168.245.182:8080/ws/trial/11/26/"
        "86c9d22a-d207-4d66-abbb-5ae6165c16a4",
        "INFO: Connected to master",
        "INFO: Established WebSocket session with master",
    ):
        c.own(hosts[0], "rank-0", DETERMINED2354, "2021-05-10 07:35:05",
              f"[2021-05-10T07:35:05Z] 86c9d22a || {text}")
    c.job(60.0, "FAILED")


# ---- writing -----------------------------------------------------------------------------------
def main() -> None:
    build()
    remove_stale(ROOT, "b117-", CASES)
    write_split(CASES, SPLIT, ROOT)


if __name__ == "__main__":
    main()
