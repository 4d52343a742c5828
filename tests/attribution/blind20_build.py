"""Build the twentieth blind corpus (tests/attribution/blind20/): incidents taken as they came.

    python tests/attribution/blind20_build.py

A held-out proxy for issue 43's question ("stacks and failures described nowhere"), aimed at
multi-GPU and multi-node training runs that failed, hung or behaved oddly, as people describe them
in Q&A-style threads. The stored forum pages held no thread with copyable lines about such a run,
so the reports are GitHub issue threads found with plain user wording ("distributed training
hangs multi-node", "training stuck multi node one node fails all ranks exit", "random crash after
hours distributed training process died", "Horovod has been shut down", "multinode and multi gpu
training gets stuck", "multi-node training failed ChildFailedError", "Process received signal
Segmentation fault horovod"). Reports were taken in the order the searches returned them,
skipping only reports without a copyable log line (screenshots, prose), reports not about a
training run, and reports any other corpus, builder or file of the repository cites. It was
assembled by one helper who read neither the engine nor its catalogs; the labels were written
before any engine ran on these bundles, and no report cited here is cited anywhere else in the
repository (test_attribution_heldout.py checks it).

Every log line is copied from the public report given next to it (host names, addresses, ids and
times as posted; a line the report wrapped stays wrapped). Ours is only the assembly, as in
stacks_build.py: which node and stream a line is filed under, an ISO-8601 time in front of every
line (taken from the line's own stamp where it has one), job.json, the scheduler events and the
per-rank step metrics. The labels follow DESIGN's taxonomy and the rules of the realworld, stacks,
frontier and blind READMEs (see blind20/README.md).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from stacks_build import Case, case_maker, remove_stale, write_split  # noqa: E402

ROOT = HERE / "blind20"
SPLIT = "blind20"

# ---- sources (one public report per incident) --------------------------------------------------
PRINCETON3 = "https://github.com/PrincetonUniversity/multi_gpu_training/issues/3"
HOROVOD243 = "https://github.com/horovod/horovod/issues/243"
HOROVOD3412 = "https://github.com/horovod/horovod/issues/3412"
HOROVOD410 = "https://github.com/horovod/horovod/issues/410"
HOROVOD585 = "https://github.com/horovod/horovod/issues/585"
HOROVOD1261 = "https://github.com/horovod/horovod/issues/1261"
HOROVOD2208 = "https://github.com/horovod/horovod/issues/2208"
HOROVOD2097 = "https://github.com/horovod/horovod/issues/2097"
MOTR63 = "https://github.com/megvii-research/MOTR/issues/63"
THREESTUDIO81 = "https://github.com/threestudio-project/threestudio/issues/81"
THREESTUDIO324 = "https://github.com/threestudio-project/threestudio/issues/324"
MASKRCNN931 = "https://github.com/facebookresearch/maskrcnn-benchmark/issues/931"
VICUNA113 = "https://github.com/Facico/Chinese-Vicuna/issues/113"
FACECHAIN13 = "https://github.com/modelscope/facechain/issues/13"
PYTORCH91278 = "https://github.com/pytorch/pytorch/issues/91278"
TF6780 = "https://github.com/tensorflow/tensorflow/issues/6780"
DLE972 = "https://github.com/NVIDIA/DeepLearningExamples/issues/972"
APEX28 = "https://github.com/NVIDIA/apex/issues/28"
HOROVOD1020 = "https://github.com/horovod/horovod/issues/1020"
MMDET7834 = "https://github.com/open-mmlab/mmdetection/issues/7834"
LLAMAFACTORY6849 = "https://github.com/hiyouga/LlamaFactory/issues/6849"
STOKE31 = "https://github.com/fidelity/stoke/issues/31"
PYTORCH103954 = "https://github.com/pytorch/pytorch/issues/103954"
MSSWIFT64 = "https://github.com/modelscope/ms-swift/issues/64"

SHUTDOWN = ("Horovod has been shut down. This was caused by an exception on one of the ranks or an "
            "attempt to allreduce, allgather or broadcast a tensor after one of the ranks finished "
            "execution. If the shutdown was caused by an exception, you should see the exception "
            "in the log before the first shutdown message.")
OMP = ("Setting OMP_NUM_THREADS environment variable for each process to be 1 in default, to "
       "avoid your system being overloaded, please further tune the variable for optimal "
       "performance in your application as needed.")

CASES: list[Case] = []


case = case_maker(CASES, SPLIT)


def build() -> None:
    build_hangs()
    build_horovod()
    build_exits()
    build_signals()


# ---- runs that stop making progress ------------------------------------------------------------
def build_hangs() -> None:
    # ---- Princeton FSDP example on two Slurm nodes of two GPUs: stuck, no update: hang --------
    n0, n1 = "princeton-node-0", "princeton-node-1"
    c = case("b20-princeton-fsdp-two-nodes-stuck-at-start", "ambiguous", "hang", [], [n0, n1],
             "The FSDP chess fine-tuning example on two Slurm nodes of two GPUs each: torchrun "
             "prints its OMP_NUM_THREADS warning and the training then seems to start but is "
             "stuck without any update. No rank is shown stopping first. Lines as posted (node "
             "names ours), ISO times from their own stamps; the run never exits.",
             start="2024-04-11T15:18:00+00:00", scheduler="slurm", ranks_per_node=2)
    c.job(0.0, "RUNNING")
    for text in ("[2024-04-11 15:18:25,356] torch.distributed.run: [WARNING] ",
                 "[2024-04-11 15:18:25,356] torch.distributed.run: [WARNING] "
                 "*****************************************",
                 f"[2024-04-11 15:18:25,356] torch.distributed.run: [WARNING] {OMP} "):
        c.own(n0, "launcher", PRINCETON3, "2024-04-11 15:18:25.356", text)

    # ---- MOTR on two GPUs: both ranks' watchdogs time out on the first all-reduce: hang -------
    node = "motr-host"
    c = case("b20-motr-two-gpus-first-allreduce-watchdog", "ambiguous", "hang", [], [node],
             "MOTR training launched with torch.distributed.launch on two GPUs of one machine: "
             "both ranks initialise, then the NCCL watchdog of each rank reports that the first "
             "all-reduce (SeqNum=1) timed out after 30 minutes. No rank is shown stopping first. "
             "Lines as posted (the node name ours), ISO times ours.",
             start="2022-12-26T09:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.log(node, "launcher", MOTR63,
          "WARNING:torch.distributed.run:",
          "*****************************************", f"{OMP} ",
          "*****************************************", t=2.0)
    c.log(node, "rank-0", MOTR63, "| distributed init (rank 0): env://", t=5.0)
    c.log(node, "rank-1", MOTR63, "| distributed init (rank 1): env://", t=5.001)
    c.log(node, "rank-0", MOTR63,
          "[E ProcessGroupNCCL.cpp:821] [Rank 0] Watchdog caught collective operation timeout: "
          "WorkNCCL(SeqNum=1, OpType=ALLREDUCE, Timeout(ms)=1800000) ran for 1809347 "
          "milliseconds before timing out.", t=1815.0)

    # ---- threestudio on four V100: every rank initialises distributed, then nothing: hang -----
    node = "threestudio-v100x4"
    c = case("b20-threestudio-four-v100-stuck-after-init", "ambiguous", "hang", [], [node],
             "threestudio (PyTorch Lightning, 16-bit AMP) on four V100 of one machine: the four "
             "ranks set their seeds and print 'Initializing distributed', and the program then "
             "gets stuck. No rank is shown stopping first. Lines as posted (the node name "
             "ours), ISO times ours; the run never exits.",
             start="2023-05-30T08:00:00+00:00", scheduler="static", ranks_per_node=4)
    c.job(0.0, "RUNNING")
    c.log(node, "rank-0", THREESTUDIO81,
          "[WARNING] Timestamp is disabled when using multiple GPUs, please make sure you have a "
          "unique tag.",
          "Global seed set to 0",
          "[INFO] ModelCheckpoint(save_last=True, save_top_k=-1, monitor=None) will duplicate the "
          "last checkpoint saved.",
          "[INFO] Using 16bit Automatic Mixed Precision (AMP)",
          "[INFO] GPU available: True (cuda), used: True",
          "[INFO] TPU available: False, using: 0 TPU cores",
          "[INFO] IPU available: False, using: 0 IPUs",
          "[INFO] HPU available: False, using: 0 HPUs",
          "[rank: 0] Global seed set to 0",
          "Initializing distributed: GLOBAL_RANK: 0, MEMBER: 1/4", t=10.0)
    c.log(node, "rank-3", THREESTUDIO81, "Initializing distributed: GLOBAL_RANK: 3, MEMBER: 4/4",
          t=12.0)
    c.log(node, "rank-2", THREESTUDIO81, "Initializing distributed: GLOBAL_RANK: 2, MEMBER: 3/4",
          t=12.1)
    c.log(node, "rank-1", THREESTUDIO81, "Initializing distributed: GLOBAL_RANK: 1, MEMBER: 2/4",
          t=12.2)

    # ---- threestudio again, after a killed run: every process registers, then stuck: hang -----
    node = "threestudio-host"
    c = case("b20-threestudio-stuck-after-all-processes-registered", "ambiguous", "hang", [],
             [node],
             "threestudio on four GPUs of one machine, started again after a previous training "
             "had been killed: the DDP strategy sets up, 'All distributed processes registered. "
             "Starting with 4 processes', then the run freezes. No rank is shown stopping "
             "first. Lines as posted (the node name ours), ISO times ours; the run never exits.",
             start="2023-10-17T06:00:00+00:00", scheduler="static", ranks_per_node=4)
    c.job(0.0, "RUNNING")
    c.log(node, "rank-1", THREESTUDIO324,
          "Initializing distributed: GLOBAL_RANK: 1, MEMBER: 2/4",
          "[DEBUG] DDPStrategy: initializing DDP plugin",
          "[DEBUG] Trainer: trainer fit stage",
          "[DEBUG] Trainer: preparing data",
          "[DEBUG] Trainer: setting up strategy environment",
          "[DEBUG] DDPStrategy: setting up distributed...", t=8.0)
    c.log(node, "rank-2", THREESTUDIO324,
          "[rank: 2] Global seed set to 2",
          "Initializing distributed: GLOBAL_RANK: 2, MEMBER: 3/4", t=8.5)
    c.log(node, "rank-3", THREESTUDIO324,
          "[rank: 3] Global seed set to 3",
          "Initializing distributed: GLOBAL_RANK: 3, MEMBER: 4/4", t=8.7)
    c.log(node, "rank-0", THREESTUDIO324,
          "distributed_backend=nccl",
          "All distributed processes registered. Starting with 4 processes", t=9.0)

    # ---- mmdetection on eight GPUs of one machine: output stuck after the launcher banner ----
    node = "gpu05"
    c = case("b20-mmdet-eight-gpus-stuck-after-launch", "ambiguous", "hang", [], [node],
             "Faster R-CNN with mmdetection's dist_train.sh on the eight GPUs of one machine "
             "(gpu05): the launcher prints its deprecation and OMP_NUM_THREADS warnings and the "
             "output then stays stuck. No rank is shown stopping first. Lines as posted, ISO "
             "times ours; the run never exits.",
             start="2022-04-26T02:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.job(0.0, "RUNNING")
    c.log(node, "launcher", MMDET7834,
          "/share/apps/anaconda3/envs/ltp_py3.7/lib/python3.7/site-packages/torch/distributed/"
          "launch.py:186: FutureWarning: The module torch.distributed.launch is deprecated",
          "and will be removed in future. Use torchrun.",
          "Note that --use_env is set by default in torchrun.",
          "  FutureWarning,",
          "WARNING:torch.distributed.run:", t=3.0)

    # ---- maskrcnn-benchmark on two nodes: the slave fails in DDP's broadcast, master stuck ----
    n0, n1 = "172.17.62.8", "maskrcnn-slave"
    c = case("b20-maskrcnn-two-nodes-ddp-broadcast-resource-unavailable", "ambiguous",
             "network", [], [n0, n1],
             "Mask R-CNN on two nodes of one GPU each (master 172.17.62.8): both get stuck while "
             "building the data-parallel model; after a few minutes the slave fails in DDP's "
             "broadcast of the parameters with 'RuntimeError: Resource temporarily unavailable' "
             "and the master never prints anything. Lines as posted (the slave's name ours), ISO "
             "times ours.",
             start="2019-06-26T07:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(n1, "rank-1", MASKRCNN931,
          "Traceback (most recent call last):",
          '  File "tools/train_net.py", line 194, in <module>',
          "    main()",
          '  File "tools/train_net.py", line 187, in main',
          "    model = train(cfg, args.local_rank, args.distributed)",
          '  File "tools/train_net.py", line 53, in train',
          "    broadcast_buffers=False,",
          '  File "/opt/conda/lib/python3.6/site-packages/torch/nn/parallel/distributed.py", line '
          "220, in __init__",
          "    self.broadcast_bucket_size)",
          '  File "/opt/conda/lib/python3.6/site-packages/torch/nn/parallel/distributed.py", line '
          "386, in _dist_broadcast_coalesced",
          "    dist._dist_broadcast_coalesced(self.process_group, tensors, buffer_size, False)",
          "RuntimeError: Resource temporarily unavailable", t=300.0)


# ---- Horovod / MPI -----------------------------------------------------------------------------
def build_horovod() -> None:
    # ---- Horovod on three K80 with mpirun: the broadcast fails, Horovod shut down: unknown ----
    node = "k80-host"
    c = case("b20-horovod-k80-three-procs-broadcast-shut-down", "ambiguous", "unknown", [],
             [node],
             "A TensorFlow script run with 'mpirun -np 3' on a K80 machine (fine on two 1080): "
             "the broadcast of the global variables fails with AbortedError 'Horovod has been "
             "shut down', which names an exception on one of the ranks it does not show. Lines "
             "as posted (wrapped as posted; the node name ours), ISO times ours.",
             start="2018-04-13T10:00:00+00:00", scheduler="static", ranks_per_node=3)
    c.log(node, "rank-0", HOROVOD243,
          "Caused by op 'HorovodBroadcast_is_train_0', defined at:",
          '  File "run.py", line 429, in <module>',
          "    run()",
          '  File "run.py", line 421, in run',
          "    train(args)",
          '  File "run.py", line 240, in train',
          "    dropout_keep_prob=args.dropout_keep_prob)",
          '  File "/models/multi_rc_model.py", line 596, in train',
          "    bcast = hvd.broadcast_global_variables(0)",
          "AbortedError (see above for traceback): Horovod has been shut down. This has been ca",
          "used by an exception on one of the rank or an attempt to allreduce, allgather or bro",
          "adcast a tensor after one of the ranks has finished execution.", t=40.0)
    c.job(45.0, "FAILED", exit_code=1)

    # ---- Horovod + Keras: the gradient all-reduce fails after the shutdown; mpirun aborts -----
    node = "hvd-keras-host"
    c = case("b20-horovod-keras-allreduce-shut-down-mpirun-aborts", "ambiguous", "unknown", [],
             [node],
             "A Keras model trained with Horovod's DistributedAdam under mpirun: rank 0's "
             "gradient all-reduce fails with 'Horovod has been shut down' and mpirun aborts the "
             "job because one process returned a non-zero exit code. The exception that shut "
             "Horovod down is not shown. Lines as posted (the node name ours), ISO times ours.",
             start="2022-02-14T10:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.steps(1, 20, every=5.0)
    c.log(node, "rank-0", HOROVOD3412,
          '[1,0]<stderr>:    File "/usr/local/lib/python3.8/dist-packages/horovod/tensorflow/'
          '__init__.py", line 125, in allreduce',
          "[1,0]<stderr>:      summed_tensor_compressed = _allreduce(tensor_compressed, op=op,",
          '[1,0]<stderr>:    File "/usr/local/lib/python3.8/dist-packages/horovod/tensorflow/'
          'mpi_ops.py", line 123, in _allreduce',
          "[1,0]<stderr>:      return MPI_LIB.horovod_allreduce(tensor, name=name, reduce_op=op,",
          '[1,0]<stderr>:    File "<string>", line 107, in horovod_allreduce',
          "[1,0]<stderr>:Node: 'DistributedAdam_Allreduce/cond/HorovodAllreduce_grads_0'",
          f"[1,0]<stderr>:{SHUTDOWN}",
          "[1,0]<stderr>:\t [[{{node DistributedAdam_Allreduce/cond/HorovodAllreduce_grads_0}}]] "
          "[Op:__inference_train_function_3470]", t=101.0)
    c.log(node, "launcher", HOROVOD3412,
          "-------------------------------------------------------",
          "Primary job  terminated normally, but 1 process returned",
          "a non-zero exit code. Per user-direction, the job has been aborted.",
          "-------------------------------------------------------", t=102.0)
    c.job(103.0, "FAILED", exit_code=1)

    # ---- distributed Horovod stopped by mpirun.real: every op fails after the shutdown --------
    node = "hvd-node"
    c = case("b20-horovod-mpirun-real-aborted-shut-down", "ambiguous", "unknown", [], [node],
             "Distributed Horovod training with TensorFlow stops: mpirun reports that one "
             "process returned a non-zero exit code and aborts the job, and the remaining ops "
             "fail with 'Horovod has been shut down'. Which process failed, and why, is not "
             "shown. Lines as posted (the node name ours), ISO times from their own stamps.",
             start="2018-07-30T06:30:00+00:00", scheduler="static", ranks_per_node=1)
    c.steps(1, 30, every=20.0)
    c.log(node, "launcher", HOROVOD410,
          "---------------------------------------------------------------------------------------",
          "Primary job  terminated normally, but 1 process returned",
          "a non-zero exit code. Per user-direction, the job has been aborted.",
          "---------------------------------------------------------------------------------------",
          t=711.0)
    for stamp in ("2018-07-30 06:41:52.525932", "2018-07-30 06:41:52.525934"):
        c.own(node, "rank-0", HOROVOD410, stamp,
              f"{stamp}: W tensorflow/core/framework/op_kernel.cc:1318] OP_REQUIRES failed at "
              f"mpi_ops.cc:422 : Aborted: {SHUTDOWN}")
    c.job(720.0, "FAILED", exit_code=1)

    # ---- Horovod 0.15.1: a segmentation fault in mpi_lib.so after about 20 hours --------------
    node = "HOST"
    c = case("b20-horovod-segfault-in-mpi-lib-after-20-hours", "attributed", "user_code", [],
             [node],
             "TensorFlow 1.8 training with Horovod 0.15.1 crashes after about 20 hours: process "
             "12252 receives a segmentation fault (address not mapped) inside Horovod's "
             "mpi_lib.so, and mpirun aborts the job. A crash in the training program's library. "
             "Lines as posted (the host as posted, 'HOST'), ISO times ours.",
             start="2018-11-08T10:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.steps(1, 70, every=1000.0)
    c.log(node, "rank-0", HOROVOD585,
          "[HOST:12252] *** Process received signal ***",
          "[HOST:12252] Signal: Segmentation fault (11)",
          "[HOST:12252] Signal code: Address not mapped (1)",
          "[HOST:12252] Failing at address: (nil)",
          "[HOST:12252] [ 0] /lib/x86_64-linux-gnu/libpthread.so.0(+0x11390)[0x7f94ff5b6390]",
          "[HOST:12252] [ 1] ..../virtualenv/tf1.8_horovod0.15.1_new_ofed/local/lib/python2.7/"
          "site-packages/horovod/tensorflow/mpi_lib.so(+0x35b87)[0x7f9447585b87]",
          "[HOST:12252] [ 2] ..../virtualenv/tf1.8_horovod0.15.1_new_ofed/local/lib/python2.7/"
          "site-packages/horovod/tensorflow/mpi_lib.so(+0x37b2b)[0x7f9447587b2b]",
          "[HOST:12252] [ 3] /usr/lib/x86_64-linux-gnu/libstdc++.so.6(+0xb8c80)[0x7f947cf4dc80]",
          "[HOST:12252] [ 4] /lib/x86_64-linux-gnu/libpthread.so.0(+0x76ba)[0x7f94ff5ac6ba]",
          "[HOST:12252] [ 5] /lib/x86_64-linux-gnu/libc.so.6(clone+0x6d)[0x7f94ff2e23dd]",
          "[HOST:12252] *** End of error message ***", t=70010.0)
    c.log(node, "launcher", HOROVOD585,
          "-------------------------------------------------------",
          "Primary job  terminated normally, but 1 process returned",
          "a non-zero exit code. Per user-direction, the job has been aborted.",
          "-------------------------------------------------------", t=70011.0)
    c.job(70015.0, "FAILED", exit_code=139)

    # ---- TF benchmarks in distributed mode with Horovod + MOFED: segfault in mpi_lib.so -------
    n0, n1 = "primary_node", "secondary_node"
    c = case("b20-horovod-benchmarks-segfault-primary-node", "attributed", "user_code", [],
             [n0, n1],
             "The TensorFlow benchmarks run in distributed mode with a Horovod 0.16.4 image built "
             "with Mellanox OFED 4.6.1 support: the primary node's process receives a "
             "segmentation fault inside Horovod's mpi_lib.so, called from TensorFlow's shape "
             "inference. A crash in the training program's libraries. Lines as posted (the "
             "second node's name ours), ISO times ours.",
             start="2019-07-29T10:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(n0, "rank-0", HOROVOD1261,
          "[primary_node] *** Process received signal ***",
          "[primary_node] Signal: Segmentation fault (11)",
          "[primary_node] Signal code: Address not mapped (1)",
          "[primary_node] Failing at address: 0x88",
          "[primary_node] [ 0] /lib/x86_64-linux-gnu/libpthread.so.0(+0x11390)[0x7fe68648e390]",
          "[primary_node] [ 1] /usr/local/lib/python2.7/dist-packages/horovod/tensorflow/"
          "mpi_lib.so(+0x7cf30)[0x7fe59c1b5f30]",
          "[primary_node] [ 2] /usr/local/lib/python2.7/dist-packages/horovod/tensorflow/"
          "mpi_lib.so(+0x7e600)[0x7fe59c1b7600]", t=30.0)
    c.job(35.0, "FAILED", exit_code=139)

    # ---- eight workers with hvd.join(): a segfault in tcmalloc at the end of training ---------
    nodes = [f"hvd-worker-{i}" for i in range(8)]
    c = case("b20-horovod-join-segfault-at-end-of-training", "attributed", "user_code", [],
             nodes,
             "TensorFlow 1.15 on eight workers of one GPU, with a session hook that runs "
             "hvd.join() at the end: at the end of the training a worker occasionally gets a "
             "segmentation fault in tcmalloc's ReleaseToCentralCache. A crash in the program's "
             "libraries after the last step. Lines as posted (node names and the worker ours), "
             "ISO times ours.",
             start="2020-08-26T10:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.steps(1, 50, every=10.0)
    c.log("hvd-worker-3", "rank-3", HOROVOD2208,
          "*** Process received signal ***",
          "Signal: Segmentation fault (11)",
          "Signal code: Address not mapped (1)",
          "Failing at address: 0x55b000000000",
          "[ 0] /lib/x86_64-linux-gnu/libc.so.6(+0x3ef20)[0x7f3769d60f20]",
          "[ 1] /usr/lib/x86_64-linux-gnu/libtcmalloc.so.4(_ZN8tcmalloc11ThreadCache21Release"
          "ToCentralCacheEPNS0_8FreeListEmi+0xdb)[0x7f376a137bcb]", t=495.0)
    c.job(500.0, "FAILED", exit_code=139)

    # ---- horovod.run under Slurm on several nodes: every rank fails after the shutdown -------
    n0, n1 = "slurm-node-0", "slurm-node-1"
    c = case("b20-horovod-slurm-run-ranks-shut-down", "ambiguous", "unknown", [], [n0, n1],
             "horovod.run.run.run called inside a Slurm job spanning several nodes: rank 0's "
             "ops fail with 'Horovod has been shut down' and rank 1's user function raises the "
             "same error. The exception that shut Horovod down is not shown. Lines as posted "
             "(wrapped as posted; node names ours), ISO times from their own stamps.",
             start="2020-09-25T16:40:00+00:00", scheduler="slurm", ranks_per_node=1)
    c.own(n0, "rank-0", HOROVOD2097, "2020-09-25 16:52:53.640992",
          "Fri Sep 25 16:52:53 2020[0]<stderr>:2020-09-25 16:52:53.640992: W tensorflow/core/"
          "framework/op_kernel.cc:1651] OP_REQUIRES failed at mpi_ops.cc:402 : Unknown: Horovod "
          "has b")
    c.log(n0, "rank-0", HOROVOD2097,
          "een shut down. This was caused by an exception on one of the ranks or an attempt to "
          "allreduce, allgather or broadcast a tensor after one of the ranks finished "
          "execution. If", t=773.0)
    c.own(n0, "rank-0", HOROVOD2097, "2020-09-25 16:52:53.641003",
          "Fri Sep 25 16:52:53 2020[0]<stderr>:2020-09-25 16:52:53.641003: W tensorflow/core/"
          "framework/op_kernel.cc:1651] OP_REQUIRES failed at mpi_ops.cc:402 : Unknown: Horovod "
          "has b")
    c.own(n1, "rank-1", HOROVOD2097, "2020-09-25 16:52:57",
          "Fri Sep 25 16:52:57 2020[1]<stderr>:User function raise error: 2 root error(s) "
          "found.")
    c.own(n1, "rank-1", HOROVOD2097, "2020-09-25 16:52:57",
          "Fri Sep 25 16:52:57 2020[1]<stderr>:  (0) Unknown: Horovod has been shut down. This "
          "was caused by an exception on one of the ranks or an attempt to allreduce, allgather "
          "or")
    c.job(780.0, "FAILED", exit_code=1)

    # ---- NVIDIA NCF with Horovod: ops fail after the shutdown at start: unknown ---------------
    node = "ncf-host"
    c = case("b20-ncf-horovod-shut-down-at-start", "ambiguous", "unknown", [], [node],
             "NVIDIA's NCF example trained with Horovod: right after the libraries load, three "
             "ops fail with 'Horovod has been shut down', whose initiating exception the report "
             "does not show. Lines as posted (the node name ours), ISO times from their own "
             "stamps.",
             start="2021-07-22T05:04:00+00:00", scheduler="static", ranks_per_node=1)
    c.own(node, "rank-0", DLE972, "2021-07-22 05:04:29.383019",
          "2021-07-22 05:04:29.383019: I tensorflow/stream_executor/platform/default/"
          "dso_loader.cc:48] Successfully opened dynamic library libcublas.so.11")
    for stamp in ("2021-07-22 05:04:29.589233", "2021-07-22 05:04:29.589354",
                  "2021-07-22 05:04:29.589578"):
        c.own(node, "rank-0", DLE972, stamp,
              f"{stamp}: W tensorflow/core/framework/op_kernel.cc:1651] OP_REQUIRES failed at "
              f"mpi_ops.cc:316 : Unknown: {SHUTDOWN}")
    c.job(40.0, "FAILED", exit_code=1)

    # ---- mpirun on several hosts: the monitored session's run fails; single host is fine -----
    n0, n1 = "hvd-host-0", "hvd-host-1"
    c = case("b20-horovod-multi-host-monitored-session-fails", "ambiguous", "unknown", [],
             [n0, n1],
             "TensorFlow 1.13 training with Horovod 0.16.1 under mpirun on several hosts (fine "
             "on one instance): the monitored session's run raises, with the error the title "
             "names, 'Horovod has been shut down'; the initiating exception is not shown. Lines "
             "as posted (node names ours), ISO times ours.",
             start="2019-04-19T10:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(n0, "rank-0", HOROVOD1020,
          '  File "train.py", line 145, in <module>',
          "    tf.app.run()",
          '  File "train.py", line 141, in main',
          "    mon_sess.run(train_op, feed_dict={image: image_, label: label_})", t=60.0)
    c.job(65.0, "FAILED", exit_code=1)


# ---- processes that exit -----------------------------------------------------------------------
def build_exits() -> None:
    # ---- Chinese-Vicuna with torchrun: local rank 0 exits with code 1, no reason shown -------
    node = "vicuna-host"
    c = case("b20-vicuna-torchrun-rank0-exit-1", "ambiguous", "unknown", [], [node],
             "Chinese-Vicuna fine-tuning launched with torchrun on the GPUs of one machine: the "
             "elastic agent reports that local rank 0 (pid 1622990) failed with exit code 1 and "
             "raises ChildFailedError. The poster wonders about memory; nothing in the bundle "
             "shows why the rank exited. Lines as posted (the node name ours), ISO times ours.",
             start="2023-04-26T10:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.steps(1, 10, every=30.0)
    c.log(node, "launcher", VICUNA113,
          "ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: 1) local_rank: 0 "
          "(pid: 1622990) of binary: /home/changquan/anaconda3/envs/lang/bin/python",
          "Traceback (most recent call last):", t=320.0)
    c.job(325.0, "FAILED", exit_code=1)

    # ---- facechain LoRA training under accelerate: local rank 1 exits with code 1 -------------
    node = "disk01-host"
    c = case("b20-facechain-accelerate-rank1-exit-1", "ambiguous", "unknown", [], [node],
             "facechain's train_lora.sh launched through accelerate's multi-GPU launcher: the "
             "elastic agent reports that local rank 1 (pid 399410) failed with exit code 1. No "
             "traceback of the rank is shown. Lines as posted (the node name ours), ISO times "
             "ours.",
             start="2023-08-14T10:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.log(node, "launcher", FACECHAIN13,
          "ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: 1) local_rank: 1 "
          "(pid: 399410) of binary: /home/disk01/wyw/.conda/envs/facechain/bin/python",
          "Traceback (most recent call last):",
          '  File "/home/disk01/wyw/.conda/envs/facechain/bin/accelerate", line 8, in <module>',
          "    sys.exit(main())", t=60.0)
    c.job(62.0, "FAILED", exit_code=1)

    # ---- run_clm on A100s: evaluation reaches 100%, then the agent SIGTERMs the workers ------
    node = "a100-host"
    c = case("b20-gpt2-clm-sigterm-after-evaluation-ends", "ambiguous", "unknown", [], [node],
             "GPT-2 run_clm.py with torchrun on five A100 of one node: right after the "
             "training/evaluation reaches 2209/2209 the elastic agent sends SIGTERM to the "
             "workers and the launch ends in ChildFailedError. Which worker failed first, and "
             "why, is not shown. Lines as posted (the node name ours), ISO times ours.",
             start="2022-12-21T10:00:00+00:00", scheduler="static", ranks_per_node=5)
    c.steps(1, 40, every=58.0)
    c.log(node, "launcher", PYTORCH91278,
          "100%|██████████| 2209/2209 [39:03<00:00,  1.06s/it]WARNING:torch.distributed.elastic."
          "multiprocessing.api:Sending process 4041 closing signal SIGTERM", t=2343.0)
    c.job(2350.0, "FAILED", exit_code=1)

    # ---- TensorFlow between-graph training on YARN: a partition's cleanup gets Unavailable ---
    node = "container_e04_1477026424983_244601_01_000123"
    c = case("b20-tf-yarn-cleanup-partition-unavailable-eof", "ambiguous", "unknown", [], [node],
             "Distributed TensorFlow (gRPC) trained on YARN runs past step 1431908, then the "
             "master session's cleanup of a partition fails with 'Unavailable' (EOF from the "
             "gRPC TCP layer) and the worker's program raises. What went away, and why, is not "
             "shown. Lines as posted (the container id as the node name), ISO times ours.",
             start="2017-01-11T00:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(node, "rank-0", TF6780, "INFO:tensorflow:loss = 5.55723, step = 1431908", t=36000.0)
    c.log(node, "rank-0", TF6780,
          'E tensorflow/core/distributed_runtime/master_session.cc:1372] Cleanup partition '
          'error: Unavailable: {"created":"@1484095048.299027908","description":"EOF","file":'
          '"external/grpc/src/core/lib/iomgr/tcp_posix.c","file_line":235,"grpc_status":14}',
          "Traceback (most recent call last):", t=36030.0)
    c.job(36040.0, "FAILED", exit_code=1)

    # ---- apex multiproc on eight V100: init_process_group finds two nodes with one rank ------
    node = "58777ab95e8a"
    c = case("b20-apex-multiproc-same-rank-assigned-twice", "attributed", "user_code", [], [node],
             "ResNet-50 ImageNet training launched with apex.parallel.multiproc on the eight "
             "V100 of one container: init_process_group fails with 'more than one node have "
             "assigned same rank'. A launch/configuration error of the program. Lines as posted "
             "(the container id as the node name), ISO times ours.",
             start="2018-07-10T10:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.log(node, "rank-0", APEX28,
          "Traceback (most recent call last):",
          '  File "main.py", line 466, in <module>',
          "    main()",
          '  File "main.py", line 117, in main',
          "    rank=args.rank)",
          '  File "/opt/conda/envs/pytorch-py3.6/lib/python3.6/site-packages/torch/distributed/'
          '__init__.py", line 94, in init_process_group',
          "    group_name, rank)",
          "RuntimeError: more than one node have assigned same rank at /opt/pytorch/pytorch/"
          "torch/lib/THD/process_group/General.cpp:17", t=15.0)
    c.job(20.0, "FAILED", exit_code=1)


# ---- connections and signals -------------------------------------------------------------------
def build_signals() -> None:
    # ---- LLaMA-Factory in a pod: rank 5's recv from a peer fails with a broken pipe ----------
    node = "pt-gbcg65vy-worker-0"
    c = case("b20-llamafactory-worker-recv-broken-pipe", "ambiguous", "network", [],
             ["pt-gbcg65vy-master-0", node],
             "LLaMA-Factory training on two pods of four GPUs: on worker-0, NCCL's proxy fails "
             "with code 6, the service threads close their connections, and rank 5's watchdog "
             "takes the process down on 'remote process exited or there was a network error' "
             "(last error: a recv from 10.119.24.53 failed with a broken pipe). No peer is shown "
             "at fault. Lines as posted (the master pod's name ours; rank 5 is local rank 1 of "
             "the second pod), ISO times from their own stamps where they have one.",
             start="2025-02-07T19:00:00+00:00", scheduler="kubernetes", ranks_per_node=4)
    c.steps(1, 30, every=70.0)
    c.log(node, "rank-5", LLAMAFACTORY6849,
          "pt-gbcg65vy-worker-0:4288:4521 [1] NCCL INFO proxy.cc:878 -> 6 [Progress Thread]",
          "pt-gbcg65vy-worker-0:4287:4512 [0] NCCL INFO [Service thread] Connection closed by "
          "localRank 0",
          "pt-gbcg65vy-worker-0:4288:4516 [1] NCCL INFO [Service thread] Connection closed by "
          "localRank 1",
          "pt-gbcg65vy-worker-0:4288:4421 [1] NCCL INFO comm 0x5649149de2c0 rank 5 nranks 8 "
          "cudaDev 1 busId a7000 - Abort COMPLETE", t=2228.0)
    for stamp, text in (
            ("2025-02-07 19:37:09.983540", "[rank5]:[E207 19:37:09.983540349 "
             "ProcessGroupNCCL.cpp:681] [Rank 5] Some NCCL operations have failed or timed out. "
             "Due to the asynchronous nature of CUDA kernels, subsequent GPU operations might run "
             "on corrupted/incomplete data."),
            ("2025-02-07 19:37:09.983555", "[rank5]:[E207 19:37:09.983555114 "
             "ProcessGroupNCCL.cpp:695] [Rank 5] To avoid data inconsistency, we are taking the "
             "entire process down."),
            ("2025-02-07 19:37:09.983600", "[rank5]:[E207 19:37:09.983600771 "
             "ProcessGroupNCCL.cpp:1895] [PG ID 0 PG GUID 0(default_pg) Rank 5] Process group "
             "watchdog thread terminated with exception: NCCL error: remote process exited or "
             "there was a network error, NCCL version 2.21.5")):
        c.own(node, "rank-5", LLAMAFACTORY6849, stamp, text)
    c.log(node, "rank-5", LLAMAFACTORY6849,
          "ncclRemoteError: A call failed possibly due to a network error or a remote process "
          "exiting prematurely.",
          "Last error:",
          "socketProgressOpt: Call to recv from 10.119.24.53<49901> failed : Broken pipe",
          t=2229.5)
    c.job(2235.0, "FAILED", exit_code=1)

    # ---- stoke DDP: local rank 0 gets SIGKILL in the middle of training ---------------------
    node = "stoke-vm"
    c = case("b20-stoke-ddp-rank0-sigkill-mid-training", "ambiguous", "unknown", [], [node],
             "DDP training with stoke under torch.distributed.launch: in the middle of the "
             "training local rank 0 (pid 10398) receives signal 9, the agent SIGTERMs the other "
             "workers and fails with exit code -9. What sent the SIGKILL is not shown. Lines as "
             "posted (the node name ours), ISO times ours.",
             start="2021-11-11T08:00:00+00:00", scheduler="static", ranks_per_node=4)
    c.steps(1, 60, every=30.0)
    c.log(node, "launcher", STOKE31,
          "WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 10401 closing "
          "signal SIGTERM",
          "ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: -9) local_rank: "
          "0 (pid: 10398) of binary: /anaconda/envs/py37_default/bin/python",
          "Traceback (most recent call last):", t=1805.0)
    c.job(1810.0, "FAILED", exit_code=1)

    # ---- two GPUs with torch.distributed.launch: local rank 1 killed (-9) after a while -------
    node = "paddle-env-host"
    c = case("b20-two-gpus-rank1-exit-minus-9-after-a-while", "ambiguous", "unknown", [],
             [node],
             "Training on two GPUs with torch.distributed.launch: after training for a while the "
             "agent SIGTERMs process 25236 and reports local rank 1 (pid 25237) failed with "
             "exit code -9. Nothing shows what killed it. Lines as posted (the first line's "
             "first letter cut as posted; the node name ours), ISO times ours.",
             start="2023-06-21T09:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.steps(1, 50, every=40.0)
    c.log(node, "launcher", PYTORCH103954,
          "ARNING:torch.distributed.elastic.multiprocessing.api:Sending process 25236 closing "
          "signal SIGTERM",
          "ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: -9) local_rank: "
          "1 (pid: 25237) of binary: /anaconda3/envs/paddle_env/bin/python",
          "Traceback (most recent call last):", t=2005.0)
    c.job(2010.0, "FAILED", exit_code=1)

    # ---- ms-swift LoRA DDP: the agent receives death signal 1 and shuts the workers down -----
    node = "swift-host"
    c = case("b20-msswift-lora-ddp-death-signal-sighup", "ambiguous", "unknown", [], [node],
             "Qwen-7B LoRA fine-tuning with ms-swift's DDP script: after 2905 of 25120 steps "
             "(2 h 12 min) the elastic agent receives death signal 1 and sends SIGHUP to every "
             "worker. Who sent the hang-up is not shown (the thread suspects a closed terminal). "
             "Lines as posted (the node name ours), ISO times ours.",
             start="2023-09-10T08:00:00+00:00", scheduler="static", ranks_per_node=4)
    c.steps(1, 29, every=275.0)
    c.log(node, "rank-0", MSSWIFT64,
          "{'loss': 2.011, 'learning_rate': 9.81e-05, 'epoch': 1.85, 'global_step': 2900}",
          t=7943.0)
    c.log(node, "launcher", MSSWIFT64,
          " 12%|█▏        | 2905/25120 [2:12:37<17:37:09,  2.86s/it]WARNING:torch.distributed."
          "elastic.agent.server.api:Received 1 death signal, shutting down workers",
          "WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 2919043 closing "
          "signal SIGHUP",
          "WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 2919044 closing "
          "signal SIGHUP",
          "WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 2919045 closing "
          "signal SIGHUP",
          "WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 2919046 closing "
          "signal SIGHUP", t=7957.0)
    c.job(7960.0, "FAILED", exit_code=1)


# ---- writing -----------------------------------------------------------------------------------
def main() -> None:
    build()
    remove_stale(ROOT, "b20-", CASES)
    write_split(CASES, SPLIT, ROOT)


if __name__ == "__main__":
    main()
