"""Build the hundred-and-eleventh blind corpus (tests/attribution/blind111/): machines failing.

    python tests/attribution/blind111_build.py

A held-out proxy for how attribution generalises to training jobs on failing machines - GPUs
lost from the bus or reporting uncorrectable ECC errors, hosts that powered off, fabric
completion errors - and to the look-alikes that were not the machine at all (illegal memory
accesses, launch failures fixed by a CUDA upgrade, hangs fixed in the program, a deleted pod, a
worker group restarted by elastic scale-up), as users and operators of frameworks, NCCL, MPI,
Horovod, TPU pods and Kubernetes training operators report them in GitHub issues. They were
found with the search tool's issue corpus (queries listed in blind111/README.md) and taken in
the order the searches returned them, skipping only reports without a copyable log line,
reports not about a multi-device or multi-node training run and reports any other corpus or
file of the repository (or another builder of this round) cites. It was assembled by one helper
who read neither the engine nor its catalogs; the labels were written before any engine ran on
these bundles, and no report cited here is cited anywhere else in the repository
(test_attribution_heldout.py checks it).

Every log line is copied from the public report given next to it (host names, addresses, ids and
times as posted; a line the report wrapped stays wrapped; lines the search excerpt cut short left
out; trailing blanks dropped). Ours is only the assembly, as in stacks_build.py: which node and
stream a line is filed under (and node names where the report gives none), an ISO-8601 time in
front of every line (taken from the line's own stamp where it has one), job.json, the scheduler
events the reports describe and the per-rank step metrics. The labels follow DESIGN's taxonomy
and the rules of the realworld, stacks, frontier and blind READMEs (see blind111/README.md).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from stacks_build import Case, case_maker, remove_stale, write_split  # noqa: E402

ROOT = HERE / "blind111"
SPLIT = "blind111"

# ---- sources (one public report per incident) --------------------------------------------------
CS336A4D1 = "https://github.com/stanford-cs336/assignment4-data/issues/1"
DETECTRON29 = "https://github.com/facebookresearch/Detectron/issues/29"
GALVATRON3 = "https://github.com/PKU-DAIR/Hetu-Galvatron/issues/3"
ALPACA3_89 = "https://github.com/ymcui/Chinese-LLaMA-Alpaca-3/issues/89"
PYTORCH40420 = "https://github.com/pytorch/pytorch/issues/40420"
YOLOV3_727 = "https://github.com/ultralytics/yolov3/issues/727"
CAFFEMPI9 = "https://github.com/Caffe-MPI/Caffe-MPI.github.io/issues/9"
PAI2959 = "https://github.com/microsoft/pai/issues/2959"
MMCV1234 = "https://github.com/open-mmlab/mmcv/issues/1234"
XLA2142 = "https://github.com/pytorch/xla/issues/2142"
MXNET3691 = "https://github.com/apache/mxnet/issues/3691"
NANOGPT192 = "https://github.com/karpathy/nanoGPT/issues/192"
RRPN42 = "https://github.com/mjq11302010044/RRPN_pytorch/issues/42"
HOROVOD1122 = "https://github.com/horovod/horovod/issues/1122"
MASKRCNN208 = "https://github.com/facebookresearch/maskrcnn-benchmark/issues/208"
ELASTIC97 = "https://github.com/pytorch/elastic/issues/97"
TRAINER1478 = "https://github.com/kubeflow/trainer/issues/1478"
PYTORCH43685 = "https://github.com/pytorch/pytorch/issues/43685"
MMDET1979 = "https://github.com/open-mmlab/mmdetection/issues/1979"
PADDLEMODELS4064 = "https://github.com/PaddlePaddle/models/issues/4064"

CASES: list[Case] = []


case = case_maker(CASES, SPLIT)


def build() -> None:
    build_gpu_faults()
    build_hosts_and_fabric()
    build_lookalikes()
    build_hangs_and_runs()


# ---- GPU faults ---------------------------------------------------------------------------------
def build_gpu_faults() -> None:
    # ---- cs336 leaderboard run on 4 x RTX 4090: hangs, then nvidia-smi cannot reach a GPU -------
    node = "lab-4090-box"
    c = case("b111-cs336-4x4090-torchrun-hang-gpu-unknown-error", "attributed", "gpu_hardware",
             [node], [node],
             "A torchrun --standalone --nproc_per_node=4 training run on a lab machine with four "
             "RTX 4090 hangs after 40-140 steps; afterwards nvidia-smi cannot determine the "
             "device handle of one GPU ('Unknown Error'), the way a GPU lost from the bus shows. "
             "The same script runs fine in the course's cloud environment. The nvidia-smi line "
             "as posted (node name, stream and the step count ours), ISO times ours.",
             start="2025-06-27T09:00:00+00:00", scheduler="static", ranks_per_node=4)
    c.steps(1, 90, every=2.0)
    c.log(node, "nvidia-smi", CS336A4D1,
          "Unable to determine the device handle for GPU0000:62:00.0: Unknown Error", t=2400.0)

    # ---- Galvatron on 8 GPUs: an uncorrectable ECC error, the launcher's ChildFailedError -------
    node = "galvatron-8gpu"
    c = case("b111-galvatron-8gpu-uncorrectable-ecc-child-failed", "attributed", "gpu_hardware",
             [node], [node],
             "Hetu-Galvatron training in global mode on one 8-GPU machine fails with 'CUDA error: "
             "uncorrectable ECC error encountered' (the error as the issue title gives it) and "
             "torch.distributed.launch ends in ChildFailedError; the poster later says it is "
             "likely a hardware failure. The error text from the title, the launcher's lines as "
             "posted (node name, streams and rank ours), ISO times ours.",
             start="2024-07-09T10:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.steps(1, 40, every=3.0)
    c.log(node, "rank-3", GALVATRON3, "CUDA error: uncorrectable ECC error encountered", t=121.0,
          note="the error text as the issue title gives it")
    c.log(node, "launcher", GALVATRON3,
          "    main()",
          '  File "/home/wyr/anaconda3/envs/galvatron/lib/python3.8/site-packages/torch/'
          'distributed/launch.py", line 192, in main',
          "    launch(args)",
          '  File "/home/wyr/anaconda3/envs/galvatron/lib/python3.8/site-packages/torch/'
          'distributed/launch.py", line 177, in launch',
          "    run(args)",
          '  File "/home/wyr/anaconda3/envs/galvatron/lib/python3.8/site-packages/torch/'
          'distributed/run.py", line 785, in run',
          "    elastic_launch(",
          '  File "/home/wyr/anaconda3/envs/galvatron/lib/python3.8/site-packages/torch/'
          'distributed/launcher/api.py", line 134, in __call__',
          "    return launch_agent(self._config, self._entrypoint, list(args))",
          '  File "/home/wyr/anaconda3/envs/galvatron/lib/python3.8/site-packages/torch/'
          'distributed/launcher/api.py", line 250, in launch_agent',
          "    raise ChildFailedError(",
          "torch.distributed.elastic.multiprocessing.errors.ChildFailedError:", t=130.0)
    c.job(131.0, "FAILED", exit_code=1)

    # ---- DDP with SyncBatchNorm on ailcm-ai1: a GPU is lost and needs a reboot ------------------
    node = "ailcm-ai1"
    c = case("b111-ddp-syncbatchnorm-gpu-lost-ailcm-ai1", "attributed", "gpu_hardware", [node],
             [node],
             "DDP training (gloo process group, SyncBatchNorm) on host ailcm-ai1: a GPU goes off "
             "the board - nvidia-smi says the GPU at 0000:17:00.0 is lost and the system must be "
             "rebooted, and the kernel log shows NVRM lines for that GPU. The poster suspects "
             "SyncBatchNorm. Lines as posted (the kernel lines cut short in the excerpt left "
             "out; streams and rank count ours), ISO times from the journal stamps (2020), the "
             "nvidia-smi line's ours.",
             start="2020-08-26T15:20:00+00:00", scheduler="static", ranks_per_node=2)
    c.steps(1, 25, every=10.0, t0=480.0)
    c.own(node, "kernel", PYTORCH43685, "2020-08-26 15:27:32",
          "Aug 26 15:27:32 ailcm-ai1 kernel: [87430.975714] nvidia-uvm: Loaded the UVM driver, "
          "major device number 511.")
    c.own(node, "kernel", PYTORCH43685, "2020-08-26 15:28:16",
          "Aug 26 15:28:16 ailcm-ai1 kernel: [87474.832707] NVRM: GPU at PCI:0000:17:00: "
          "GPU-f114b259-1fd6-a53b-8882-7d59735e0271")
    c.own(node, "kernel", PYTORCH43685, "2020-08-26 15:28:16.000001",
          "Aug 26 15:28:16 ailcm-ai1 kernel: [87474.832733] NVRM: GPU Board Serial Number:")
    c.log(node, "nvidia-smi", PYTORCH43685,
          "Unable to determine the device handle for GPU 0000:17:00.0: GPU is lost.  Reboot the "
          "system to recover this GPU", t=900.0)


# ---- hosts and fabric ---------------------------------------------------------------------------
def build_hosts_and_fabric() -> None:
    # ---- Detectron Mask R-CNN on eight Titan X: the server powers off, ssh finds no route -------
    node = "cdcgwb.ie.cuhk.edu.hk"
    c = case("b111-detectron-8gpu-server-powers-off-no-route", "attributed", "node_failure",
             [node], [node],
             "Training an 8-GPU Mask R-CNN with Detectron: right at the beginning the server "
             "powers off (it does not reboot) and ssh to it finds no route to host; a maintainer "
             "suspects cooling or power. The ssh line as posted (filed under the user's own "
             "machine, 'workstation', ours), the node DOWN state is the power-off the report "
             "describes (ours), step metrics and ISO times ours.",
             start="2018-01-25T08:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.steps(1, 20, every=1.5)
    c.node_state(40.0, node, "DOWN", "server powered off during training (as the report says)")
    c.log("workstation", "ssh", DETECTRON29,
          "ssh: connect to host cdcgwb.ie.cuhk.edu.hk port 2180: No route to host", t=300.0)

    # ---- Caffe-MPI 2.0 on NVLink machines: mlx5 completion error at the first iteration --------
    n0, n1 = "nvlink-node-0", "nvlink-node-1"
    c = case("b111-caffe-mpi-multinode-mlx5-completion-error", "attributed", "network", [n0],
             [n0, n1],
             "Caffe-MPI 2.0 AlexNet training across NVLink GPU machines (NCCL 2.0.5 and 2.1.4) "
             "fails at the start of the iterations with an mlx5 'got completion with error'; one "
             "machine alone works, PCIe-GPU machines work. The line as the report gives it "
             "(host placeholder as posted; node names, the node it is filed under and the rank "
             "counts ours), ISO times ours.",
             start="2018-01-29T09:00:00+00:00", scheduler="mpi", ranks_per_node=4)
    c.log(n0, "rank-0", CAFFEMPI9, "mlx5: ${hostname}: got completion with error", t=35.0)
    c.job(40.0, "FAILED", exit_code=1)


# ---- look-alikes: errors that name the GPU or the fabric ----------------------------------------
def build_lookalikes() -> None:
    # ---- Chinese-LLaMA-Alpaca-3 on two H800: unspecified launch failure ------------------------
    node = "h800-8gpu"
    c = case("b111-llama3-chinese-2gpu-unspecified-launch-failure", "ambiguous", "unknown", [],
             [node],
             "Pre-training with torchrun --nnodes 1 --nproc_per_node 2 on an 8 x H800 machine "
             "(NCCL and nvidia-fabricmanager running) fails with c10::Error 'CUDA error: "
             "unspecified launch failure'; one process trains fine. The line as the issue "
             "title gives it (node name, stream and rank ours), ISO time ours.",
             start="2024-07-15T09:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.steps(1, 12, every=5.0)
    c.log(node, "rank-1", ALPACA3_89,
          "terminate called after throwing an instance of 'c10::Error' what(): CUDA error: "
          "unspecified launch failure", t=65.0, note="the line as the issue title gives it")
    c.job(70.0, "FAILED", exit_code=-6)

    # ---- Multi-GPU loss.backward(): cuDNN execution failed --------------------------------------
    node = "multigpu-box"
    c = case("b111-pytorch-multigpu-backward-cudnn-execution-failed", "ambiguous", "unknown", [],
             [node],
             "Multi-GPU training fails in loss.backward() with 'cuDNN error: "
             "CUDNN_STATUS_EXECUTION_FAILED'; the poster later trains on another machine with "
             "the same environment and the error is gone ('the hardware question'). The line "
             "as the issue title gives it (node name, rank count and stream ours), ISO time ours.",
             start="2020-06-22T09:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.steps(1, 30, every=4.0)
    c.log(node, "rank-0", PYTORCH40420,
          "RuntimeError: cuDNN error: CUDNN_STATUS_EXECUTION_FAILED", t=122.0,
          note="the line as the issue title gives it")
    c.job(125.0, "FAILED", exit_code=1)

    # ---- yolov3 on 8 GPUs: unspecified launch failure after a couple of epochs -----------------
    node = "yolo-8gpu"
    c = case("b111-yolov3-8gpu-unspecified-launch-failure", "ambiguous", "unknown", [], [node],
             "ultralytics yolov3 training (yolov3.cfg) on 8 GPUs stops after a couple of epochs "
             "with 'CUDA error: unspecified launch failure' and a c10::Error; the same poster "
             "trains yolov3-spp on 4 GPUs without it, a contributor points at distributed "
             "synchronisation problems. The line as posted (node name, stream, rank count and "
             "steps ours), ISO time ours.",
             start="2019-12-18T08:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.steps(1, 60, every=60.0)
    c.log(node, "rank-0", YOLOV3_727,
          "RuntimeError: CUDA error: unspecified launch failure, terminate called after "
          "throwing an instance of 'c10::Error", t=3570.0)
    c.job(3575.0, "FAILED", exit_code=-6)

    # ---- MXNet distributed on one 4-card machine: illegal memory access on a random worker -----
    node = "tiger-4gpu"
    c = case("b111-mxnet-4-workers-illegal-memory-access-random-worker", "attributed",
             "user_code", [], [node],
             "MXNet distributed training on one 4-card machine (workers, a server and a "
             "scheduler as processes): with 3 workers it works, with 4 a random worker fails "
             "with 'CUDA: an illegal memory access was encountered' in the engine and "
             "terminates. Lines as posted (wrapped as posted; the line cut short in the excerpt "
             "left out; node name, stream and worker ours), ISO times from their own stamps on "
             "the issue's date.",
             start="2016-11-02T13:30:00+00:00", scheduler="static", ranks_per_node=4)
    c.steps(1, 40, every=5.0)
    for when, text in (
            ("2016-11-02 13:34:50", "[13:34:50] /data00/tiger/mxnet_build/dmlc-core/include/dmlc/"
             "logging.h:235: [13:34:50] /data00/tiger/mxnet_build/mshadow/mshadow/./str"),
            ("2016-11-02 13:34:50", "eam_gpu-inl.h:45: Check failed: e == cudaSuccess CUDA: an "
             "illegal memory access was encountered"),
            ("2016-11-02 13:34:50", "[13:34:50] /data00/tiger/mxnet_build/dmlc-core/include/dmlc/"
             "logging.h:235: [13:34:50] src/engine/./threaded_engine.h:306: [13:34:50]"),
            ("2016-11-02 13:34:50", "/data00/tiger/mxnet_build/mshadow/mshadow/./stream_gpu-inl.h"
             ":45: Check failed: e == cudaSuccess CUDA: an illegal memory access was en"),
            ("2016-11-02 13:34:50", "countered"),
            ("2016-11-02 13:34:50", "An fatal error occurred in asynchronous engine operation. If "
             "you do not know what caused this error, you can try set environment vari"),
            ("2016-11-02 13:34:50", "able MXNET_ENGINE_TYPE to NaiveEngine and run with debugger "
             "(i.e. gdb). This will force all operations to be synchronous and backtrac"),
            ("2016-11-02 13:34:50", "e will give you the series of calls that lead to this error. "
             "Remember to set MXNET_ENGINE_TYPE back to empty after debugging."),
            ("2016-11-02 13:34:50", "terminate called after throwing an instance of "
             "'dmlc::Error'"),
            ("2016-11-02 13:34:50", "  what():  [13:34:50] src/engine/./threaded_engine.h:306: "
             "[13:34:50] /data00/tiger/mxnet_build/mshadow/mshadow/./stream_gpu-inl.h:45:")):
        c.own(node, "rank-3", MXNET3691, when, text)
    c.job(295.0, "FAILED", exit_code=134)

    # ---- nanoGPT GPT-2 small with DDP on 8 x H100: illegal memory access at the first backward -
    node = "h100-8gpu"
    c = case("b111-nanogpt-ddp-8xh100-compiled-backward-traceback", "attributed", "user_code",
             [], [node],
             "Training GPT-2 small with nanoGPT's DDP on 8 x 80GB H100 always fails at the start "
             "of training, whatever the PyTorch nightly: the traceback runs from "
             "scaler.scale(loss).backward() into the compiled (aot_autograd) backward; the issue "
             "title names an illegal memory access. The final error line is cut in the excerpt. "
             "Lines as posted (node name, stream and rank ours), ISO times ours.",
             start="2023-03-05T10:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.log(node, "rank-0", NANOGPT192,
          "Traceback (most recent call last):",
          '  File "/mnt/code/nanoGPT/train.py", line 297, in <module>',
          "    scaler.scale(loss).backward()",
          '  File "/root/miniconda3/envs/train/lib/python3.10/site-packages/torch/_tensor.py", '
          "line 488, in backward",
          "    torch.autograd.backward(",
          '  File "/root/miniconda3/envs/train/lib/python3.10/site-packages/torch/autograd/'
          '__init__.py", line 199, in backward',
          "    Variable._execution_engine.run_backward(  # Calls into the C++ engine to run the "
          "backward pass",
          '  File "/root/miniconda3/envs/train/lib/python3.10/site-packages/torch/autograd/'
          'function.py", line 275, in apply',
          "    return user_fn(self, *args)",
          '  File "/root/miniconda3/envs/train/lib/python3.10/site-packages/torch/_functorch/'
          'aot_autograd.py", line 1906, in backward',
          "    out = call_compiled_backward()",
          '  File "/root/miniconda3/envs/train/lib/python3.10/site-packages/torch/_functorch/'
          'aot_autograd.py", line 1882, in call_compiled_backward',
          "    out = call_func_with_args(",
          '  File "/root/miniconda3/envs/train/lib/python3.10/site-packages/torch/_functorch/'
          'aot_autograd.py", line 1021, in call_func_with_args', t=95.0)
    c.job(100.0, "FAILED", exit_code=1)

    # ---- RRPN on two GPUs with torch.distributed.launch: illegal memory access -----------------
    node = "rrpn-box"
    c = case("b111-rrpn-2gpu-distributed-illegal-memory-access", "attributed", "user_code", [],
             [node],
             "RRPN (rotated region proposal network) training with python -m "
             "torch.distributed.launch --nproc_per_node 2 on GPUs 3 and 4 fails with 'CUDA "
             "error: an illegal memory access was encountered'. An error the program or its "
             "CUDA extensions caused. Lines as posted (node name, stream and rank ours), ISO "
             "times ours.",
             start="2019-10-30T09:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.log(node, "rank-0", RRPN42,
          "RuntimeError: CUDA error: an illegal memory access was encountered",
          "terminate called without an active exception", t=48.0)
    c.job(50.0, "FAILED", exit_code=-6)

    # ---- Horovod across mlc-cluster-22/23: NCCL's shm transport hits 'invalid argument' --------
    n0, n1 = "mlc-cluster-22", "mlc-cluster-23"
    c = case("b111-horovod-two-nodes-nccl-shm-cuda-invalid-argument", "attributed", "user_code",
             [], [n0, n1],
             "Horovod multi-node training over two machines (three GPUs each, NCCL over sockets): "
             "the communicators complete init, then rank 3 on mlc-cluster-23 hits 'Cuda failure "
             "invalid argument' in NCCL's shared-memory transport (include/shm.h) while the "
             "rings connect. The job's environment, not a machine. Lines as posted (the line cut "
             "short in the excerpt left out; streams ours), ISO times ours.",
             start="2019-06-03T09:00:00+00:00", scheduler="mpi", ranks_per_node=3)
    c.log(n0, "rank-2", HOROVOD1122,
          "[1,2]<stdout>:mlc-cluster-22:7619:7637 [2] NCCL INFO Ring 00 : 2 -> 3 [send] via "
          "NET/Socket/0",
          "[1,2]<stdout>:mlc-cluster-22:7619:7637 [2] NCCL INFO Ring 00 : 2[2] -> 1[1] via direct "
          "shared memory", t=20.0)
    c.log(n0, "rank-0", HOROVOD1122,
          "[1,0]<stdout>:mlc-cluster-22:7617:7635 [0] NCCL INFO Ring 00 : 3 -> 0 [receive] via "
          "NET/Socket/0", t=20.1)
    c.log(n0, "rank-1", HOROVOD1122,
          "[1,1]<stdout>:mlc-cluster-22:7618:7632 [1] NCCL INFO Ring 00 : 1[1] -> 0[0] via direct "
          "shared memory", t=20.2)
    c.log(n0, "rank-2", HOROVOD1122,
          "[1,2]<stdout>:mlc-cluster-22:7619:7637 [2] NCCL INFO Trees [0] 1->2->-1/-1/-1", t=20.3)
    c.log(n1, "rank-4", HOROVOD1122,
          "[1,4]<stdout>:mlc-cluster-23:3071:3088 [1] NCCL INFO Trees [0] 3->4->5/-1/-1", t=20.4)
    c.log(n1, "rank-5", HOROVOD1122,
          "[1,5]<stdout>:mlc-cluster-23:3072:3085 [2] NCCL INFO comm 0x7f102434d0c0 rank 5 nranks "
          "6 cudaDev 2 nvmlDev 2 - Init COMPLETE", t=20.5)
    c.log(n0, "rank-1", HOROVOD1122,
          "[1,1]<stdout>:mlc-cluster-22:7618:7632 [1] NCCL INFO Trees [0] 0->1->2/-1/-1", t=20.6)
    c.log(n0, "rank-2", HOROVOD1122,
          "[1,2]<stdout>:mlc-cluster-22:7619:7637 [2] NCCL INFO comm 0x7f875432e890 rank 2 nranks "
          "6 cudaDev 2 nvmlDev 2 - Init COMPLETE", t=20.7)
    c.log(n0, "rank-1", HOROVOD1122,
          "[1,1]<stdout>:mlc-cluster-22:7618:7632 [1] NCCL INFO comm 0x7fdc783393c0 rank 1 nranks "
          "6 cudaDev 1 nvmlDev 1 - Init COMPLETE", t=20.8)
    c.log(n1, "rank-4", HOROVOD1122,
          "[1,4]<stdout>:mlc-cluster-23:3071:3088 [1] NCCL INFO comm 0x7f705838a9c0 rank 4 nranks "
          "6 cudaDev 1 nvmlDev 1 - Init COMPLETE", t=20.9)
    c.log(n1, "rank-3", HOROVOD1122,
          "[1,3]<stdout>:mlc-cluster-23:3070:3090 [0] NCCL INFO Ring 00 : 3 -> 0 [send] via "
          "NET/Socket/0",
          "[1,3]<stdout>:",
          "[1,3]<stdout>:mlc-cluster-23:3070:3090 [0] include/shm.h:42 NCCL WARN Cuda failure "
          "'invalid argument'", t=21.0)
    c.job(25.0, "FAILED", exit_code=1)

    # ---- mmdetection on two containers sharing storage: started together, train.py fails -------
    n0, n1 = "10.38.160.71", "10.38.160.70"
    c = case("b111-mmdet-two-containers-shared-storage-cfg-dump-traceback", "attributed",
             "user_code", [], [n0, n1],
             "FCOS training with mmdetection over two docker containers (4 x V100 each) whose "
             "work_dirs lie on the same mounted storage: started ten seconds apart it trains, "
             "started at the same moment train.py fails in cfg.dump with an Input/output error "
             "and a broken pipe (the issue title); a maintainer says many processes were writing "
             "the same file. The traceback's end is cut in the excerpt. Lines as posted (the "
             "rank they are filed under ours), ISO times ours.",
             start="2021-08-02T09:00:00+00:00", scheduler="static", ranks_per_node=4)
    c.log(n0, "rank-0", MMCV1234,
          "Setting OMP_NUM_THREADS environment variable for each process to be 1 in default, to "
          "avoid your system being overloaded, please further tune the variable for optimal "
          "performance in your application as needed.",
          "Traceback (most recent call last):",
          'File "tools/train.py", line 188, in',
          "main()",
          'File "tools/train.py", line 128, in main', t=6.0)
    c.job(9.0, "FAILED", exit_code=1)

    # ---- PyTorch/XLA on a v3-32 pod: the TPU node is not HEALTHY after an interrupted run -------
    n0, n1, n2, n3 = "v3-32-vm-0", "v3-32-vm-1", "v3-32-vm-2", "v3-32-vm-3"
    c = case("b111-torch-xla-v3-32-pod-not-healthy-after-interrupt", "ambiguous", "unknown", [],
             [n0, n1, n2, n3],
             "Multi-node PyTorch/XLA training on a TPU v3-32 pod: after a run is interrupted on "
             "one VM, the next start fails with 'TPU node-v3-32 is not HEALTHY yet'; only "
             "recreating the pod helped, and later the poster no longer sees it ('maybe just a "
             "broken worker VM'). Nothing singles out a machine. The line as the issue title "
             "gives it (VM names, stream and rank counts ours), ISO time ours.",
             start="2020-05-29T09:00:00+00:00", scheduler="tpu", ranks_per_node=8)
    c.log(n0, "rank-0", XLA2142,
          "RuntimeError: TPU node-v3-32 is not HEALTHY yet. Re-run when all TPUs are HEALTHY",
          t=15.0, note="the line as the issue title gives it")
    c.job(16.0, "FAILED", exit_code=1)

    # ---- PaddlePaddle models on 4 trainers: ranks 0 and 2 aborted --------------------------------
    node = "paddle-4gpu"
    c = case("b111-paddle-launch-4-trainers-ranks-0-2-aborted", "ambiguous", "unknown", [],
             [node],
             "A PaddlePaddle models training run (Paddle 1.6.1, CUDA 10, the models develop "
             "branch) on four trainers launched with paddle.distributed.launch aborts: the "
             "launcher says trainers 0 and 2 were aborted and to check their logs; the logs are "
             "not posted. The line as the issue title gives it (node name and stream ours), ISO "
             "time from its own stamp.",
             start="2019-12-12T03:55:00+00:00", scheduler="static", ranks_per_node=4)
    c.own(node, "launcher", PADDLEMODELS4064, "2019-12-12 04:02:41.061",
          "ERROR 2019-12-12 04:02:41,061 launch.py:269] ABORT!!! Out of all 4 trainers, the "
          "trainer process with rank=[0, 2] was aborted. Please check its log.",
          note="the line as the issue title gives it")
    c.job(422.0, "FAILED", exit_code=1)


# ---- hangs and runs that went on ----------------------------------------------------------------
def build_hangs_and_runs() -> None:
    # ---- a training on OpenPAI stops logging at iteration ~100459 of 120000 ---------------------
    n0, n1 = "pai-worker-0", "pai-worker-1"
    c = case("b111-openpai-training-stuck-after-iter-100459", "ambiguous", "hang", [], [n0, n1],
             "A detection training job (hm/wh/off losses) on an OpenPAI cluster, linked to "
             "fairseq's 'training stuck' issue, logs an iteration every ~20 s and then gets "
             "stuck after iteration 100459 of 120000 with no error; the PAI team marks it not a "
             "PAI issue. Lines as posted (the line cut short in the excerpt left out; trailing "
             "blanks dropped; node names, streams and the cancel ours), ISO times from the "
             "elapsed time each line prints.",
             start="2019-05-20T00:00:00+00:00", scheduler="openpai", ranks_per_node=1)
    c.steps(100319, 100459, every=0.98, t0=99765.0)
    rows = (
        (99745.0, "[27:42:45 < 05:26:11] Iter. 100319/120000 | train/total_loss: 0.7356 "
         "train/hm_loss: 0.429 train/wh_loss: 1.071 train/off_loss: 0.1995"),
        (99784.0, "[27:43:04 < 05:25:51] Iter. 100339/120000 | train/total_loss: 0.7295 "
         "train/hm_loss: 0.4082 train/wh_loss: 1.231 train/off_loss: 0.1982"),
        (99804.0, "[27:43:24 < 05:25:31] Iter. 100359/120000 | train/total_loss: 0.7593 "
         "train/hm_loss: 0.4655 train/wh_loss: 0.9546 train/off_loss: 0.1983"),
        (99823.0, "[27:43:43 < 05:25:11] Iter. 100379/120000 | train/total_loss: 0.7134 "
         "train/hm_loss: 0.4065 train/wh_loss: 1.06 train/off_loss: 0.2009"),
        (99842.0, "[27:44:02 < 05:24:51] Iter. 100399/120000 | train/total_loss: 0.731 "
         "train/hm_loss: 0.4336 train/wh_loss: 1.013 train/off_loss: 0.1961"),
        (99862.0, "[27:44:22 < 05:24:31] Iter. 100419/120000 | train/total_loss: 0.7411 "
         "train/hm_loss: 0.4427 train/wh_loss: 1.049 train/off_loss: 0.1934"),
        (99881.0, "[27:44:41 < 05:24:11] Iter. 100439/120000 | train/total_loss: 0.7231 "
         "train/hm_loss: 0.4176 train/wh_loss: 1.088 train/off_loss: 0.1966"),
        (99906.0, "[27:45:06 < 05:23:52] Iter. 100459/120000 | train/total_loss: 0.7119 "
         "train/hm_loss: 0.4143 train/wh_loss: 0.985 train/off_loss: 0.1991"))
    c.log(n0, "rank-0", PAI2959, "lr: 2.5e-06", t=99745.0)
    for at, text in rows:
        c.log(n0, "rank-0", PAI2959, text, t=at + 20.0)
        c.log(n0, "rank-0", PAI2959, "lr: 2.5e-06", t=at + 20.5)
    c.job(107100.0, "CANCELLED", reason="stopped by the user after the run hung (ours)")

    # ---- maskrcnn-benchmark on 4 x P100: stuck before the first iteration ----------------------
    node = "p100-4gpu"
    c = case("b111-maskrcnn-benchmark-4xp100-stuck-after-start-training", "ambiguous", "hang",
             [], [node],
             "maskrcnn-benchmark training on a 4 x P100 machine: in six of eight tries the GPUs "
             "sit at 100% utilisation with memory held and nothing is done after 'Start "
             "training' - no iteration log, no checkpoint; two tries trained normally. No error "
             "anywhere. Lines of a stuck try as posted (the line cut short in the excerpt left "
             "out; node name, stream and the cancel ours), ISO times from the trainer line's own "
             "stamp, the others ours.",
             start="2018-11-24T07:41:30+00:00", scheduler="static", ranks_per_node=4)
    c.log(node, "rank-0", MASKRCNN208,
          "loading annotations into memory...",
          "loading annotations into memory...",
          "Done (t=3.61s)",
          "creating index...",
          "Done (t=3.59s)",
          "creating index...",
          "index created!",
          "index created!", t=50.0)
    c.own(node, "rank-0", MASKRCNN208, "2018-11-24 07:42:22.458",
          "2018-11-24 07:42:22,458 maskrcnn_benchmark.trainer INFO: **Start training**")
    c.job(3700.0, "CANCELLED", reason="stopped by the user after an hour without an iteration "
          "(ours)")

    # ---- mmdetection dist_train on 4 GPUs: stuck after the workflow line ------------------------
    node = "mmdet-4gpu"
    c = case("b111-mmdet-dist-train-4gpu-stuck-after-workflow", "ambiguous", "hang", [], [node],
             "mmdetection Mask R-CNN training with ./tools/dist_train.sh on 4 GPUs prints its "
             "workflow line and stays there for hours (GPUs at 100%); commenters later fix it "
             "in bbox_head by always defining loss_bbox. The line as posted (node name, stream "
             "and the cancel ours), ISO time from its own stamp.",
             start="2020-01-14T08:58:00+00:00", scheduler="static", ranks_per_node=4)
    c.own(node, "rank-0", MMDET1979, "2020-01-14 09:01:53.683",
          "2020-01-14 09:01:53,683 - INFO - workflow: [('train', 1)], max: 12 epochs")
    c.job(11000.0, "CANCELLED", reason="stopped by the user after hours without progress (ours)")

    # ---- PyTorchJob mnist DDP: a deleted worker restarts but never rejoins ----------------------
    n0, n1, n2 = "11.71.1.160", "11.71.1.161", "11.71.1.162"
    c = case("b111-pytorchjob-ddp-deleted-worker-never-rejoins", "ambiguous", "hang", [],
             [n0, n1, n2],
             "A PyTorchJob (1 master, 3 workers, restartPolicy OnFailure) training the PyTorch "
             "mnist DDP demo: the operator deletes worker-1 to test fault tolerance; the pod "
             "restarts with the same name but does not join the DDP training, which stops. The "
             "script is not fault tolerant. kubectl lines as posted (filed under the master's "
             "node as an operator stream; the step metrics and rank layout ours), ISO times "
             "ours.",
             start="2021-11-22T08:00:00+00:00", scheduler="kubernetes", ranks_per_node=1)
    c.ranks = {"0": n0, "1": n1, "2": n1, "3": n2}
    c.steps(1, 178, every=1.0)
    c.log(n0, "operator", TRAINER1478,
          "$ kubectl get pods -o wide",
          "NAME                 READY   STATUS    RESTARTS   AGE     IP           NODE",
          "mnist-ddp-master-0   1/1     Running   0          2m55s   10.10.10.1   11.71.1.160",
          "mnist-ddp-worker-0   1/1     Running   0          2m55s   10.10.10.2   11.71.1.161",
          "mnist-ddp-worker-1   1/1     Running   0          2m55s   10.10.10.3   11.71.1.161",
          "mnist-ddp-worker-2   1/1     Running   0          2m55s   10.10.10.4   11.71.1.162",
          t=175.0)
    c.log(n0, "operator", TRAINER1478, "$ kubectl delete pod mnist-ddp-worker-1", t=180.0)
    c.job(0.0, "RUNNING")

    # ---- torchelastic on Kubernetes: a second node joins, the worker group restarts -------------
    n0, n1 = "i-015067026ed8f10a3", "elastic-node-2"
    c = case("b111-torchelastic-k8s-scale-up-restarts-and-trains", "no_failure", "unknown", [],
             [n0, n1],
             "torchelastic ImageNet training on Kubernetes with min 1 / max 2 replicas: it "
             "starts on the one available node and the second joins when it can; the join "
             "restarts the worker group and progress since the last checkpoint is redone, "
             "which the poster asks about. Nothing failed; training goes on. The progress line "
             "as posted (the second node's name, stream, steps and RUNNING state ours), ISO "
             "time ours.",
             start="2020-04-27T10:00:00+00:00", scheduler="kubernetes", ranks_per_node=1)
    c.steps(1, 40, every=6.0)
    c.log(n0, "rank-0", ELASTIC97,
          "Instance: [i-015067026ed8f10a3] Epoch: [0][1830/3125]   Time  0.139 ( 0.137)    Data  "
          "0.034 ( 0.034)    Loss 4.8472e+00 (5.0661e+00)    Acc@1   3.12 (  3.16)   Acc@5   9.38 "
          "( 11.34)", t=240.0)
    c.job(0.0, "RUNNING")


# ---- writing -----------------------------------------------------------------------------------
def main() -> None:
    build()
    remove_stale(ROOT, "b111-", CASES)
    write_split(CASES, SPLIT, ROOT)


if __name__ == "__main__":
    main()
