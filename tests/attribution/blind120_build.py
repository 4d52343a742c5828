"""Build the hundred-and-twentieth blind corpus (tests/attribution/blind120/): plain words.

    python tests/attribution/blind120_build.py

A sixteenth unbiased sample of how attribution generalises: multi-device and multi-node training
failures of 2018-2022 (and runs that went on), found with the plain words a user would type
("training hangs", "multi gpu training stuck", "distributed training error", "RuntimeError during
training", "training crashes randomly", "process terminated during training", "GPU training
killed", ...) in the search tool's issue corpus (queries listed in blind120/README.md), on any
stack, and taken strictly in the order the searches returned them. Skipped were only reports
without a copyable log line, reports not about a multi-device or multi-node training run, reports
outside 2018-2022, and reports any other corpus or file of the repository (or another builder of
this round) cites. It was assembled by one helper who read neither the engine nor its catalogs;
the labels were written before any engine ran on these bundles, and no report cited here is cited
anywhere else in the repository (test_attribution_heldout.py checks it).

Every log line is copied from the public report given next to it (host names, addresses, ids and
times as posted; a line the report wrapped stays wrapped; lines the search excerpt cut short left
out; trailing blanks and blank lines dropped; a markdown backtick or quotation prefix in front of
a line dropped, with a note). Ours is only the assembly, as in stacks_build.py: which node and
stream a line is filed under (and node names where the report gives none), an ISO-8601 time in
front of every line (taken from the line's own stamp where it has one), job.json, the scheduler
events and the per-rank step metrics. The labels follow DESIGN's taxonomy and the rules of the
realworld, stacks, frontier and blind READMEs (see blind120/README.md).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from stacks_build import Case, case_maker, remove_stale, write_split  # noqa: E402

ROOT = HERE / "blind120"
SPLIT = "blind120"

# ---- sources (one public report per incident) --------------------------------------------------
DETECTRON219 = "https://github.com/facebookresearch/Detectron/issues/219"
GPT2_4 = "https://github.com/affjljoo3581/GPT2/issues/4"
HOROVOD1442 = "https://github.com/horovod/horovod/issues/1442"
HOROVOD215 = "https://github.com/horovod/horovod/issues/215"
HOROVOD878 = "https://github.com/horovod/horovod/issues/878"
PYTORCH22834 = "https://github.com/pytorch/pytorch/issues/22834"
YOLACT54 = "https://github.com/dbolya/yolact/issues/54"
DARKNET4119 = "https://github.com/AlexeyAB/darknet/issues/4119"
KERASRETINANET1285 = "https://github.com/fizyr/keras-retinanet/issues/1285"
YOLOV3_891 = "https://github.com/ultralytics/yolov3/issues/891"
PYTORCH32584 = "https://github.com/pytorch/pytorch/issues/32584"
PYTORCH54823 = "https://github.com/pytorch/pytorch/issues/54823"
TF21786 = "https://github.com/tensorflow/tensorflow/issues/21786"
TF41523 = "https://github.com/tensorflow/tensorflow/issues/41523"
TFRS138 = "https://github.com/tensorflow/recommenders/issues/138"
TF22399 = "https://github.com/tensorflow/tensorflow/issues/22399"
DETECTRON2_1439 = "https://github.com/facebookresearch/detectron2/issues/1439"
ERASENET7 = "https://github.com/lcy0604/EraseNet/issues/7"
MMDET234 = "https://github.com/open-mmlab/mmdetection/issues/234"
TFPOSE86 = "https://github.com/ildoonet/tf-pose-estimation/issues/86"

BACKTICK = "a markdown backtick in front of the line, as posted, dropped"
QUOTED = "the '> ' quotation prefix of the comment dropped"
INLINE = "quoted inside the report's prose"

CASES: list[Case] = []


case = case_maker(CASES, SPLIT)


def marks(c: Case, steps: list[int], t0: float, every: float) -> None:
    """Step metrics for every rank at the given steps only (ours), `every` seconds apart."""
    for i, step in enumerate(steps):
        c.steps(step, step, t0=t0 + i * every)


def build() -> None:
    build_hangs()
    build_crashes()
    build_tensorflow()
    build_runs_that_go_on()


# ---- hangs -------------------------------------------------------------------------------------
def build_hangs() -> None:
    # ---- Detectron RetinaNet on several GPUs: stuck after iteration 11020 ----------------------
    node = "detectron-host"
    c = case("b120-detectron-retinanet-multi-gpu-stuck-after-iter-11020", "ambiguous", "hang", [],
             [node],
             "Detectron (Caffe2) trains RetinaNet R-50 with a softmax focal loss on several GPUs "
             "of one machine (one process drives them); after iteration 11020 the process stops "
             "progressing, one or more GPUs at 100% utilisation with low power, and no error is "
             "printed. Nothing says which GPU or why. Lines as posted (node name ours; the "
             "'......' before them left out), ISO times ours; step metrics ours, counted in "
             "iterations at the log interval of 20.",
             start="2018-03-02T06:00:00+00:00", scheduler="static", ranks_per_node=1)
    marks(c, list(range(10900, 11021, 20)), t0=5390.0, every=9.9)
    c.log(node, "rank-0", DETECTRON219,
          'json_stats: {"eta": "10:51:09", "fl_fpn3": 0.106909, "fl_fpn4": 0.110105, "fl_fpn5": '
          '0.127377, "fl_fpn6": 0.102251, "fl_fpn7": 0.056136, "iter": 11000, "loss": 0.737872, '
          '"lr": 0.002000, "mb_qsize": 0, "mem": 6962, "retnet_bg_num": 59366331.000000, '
          '"retnet_fg_num": 327.125000, "retnet_loss_bbox_fpn3": 0.032386, '
          '"retnet_loss_bbox_fpn4": 0.035563, "retnet_loss_bbox_fpn5": 0.042428, '
          '"retnet_loss_bbox_fpn6": 0.041779, "retnet_loss_bbox_fpn7": 0.022579, "time": '
          '0.494551}', t=5440.0)
    c.log(node, "rank-0", DETECTRON219,
          'json_stats: {"eta": "10:49:23", "fl_fpn3": 0.111536, "fl_fpn4": 0.131841, "fl_fpn5": '
          '0.120292, "fl_fpn6": 0.097731, "fl_fpn7": 0.044005, "iter": 11020, "loss": 0.683587, '
          '"lr": 0.002000, "mb_qsize": 0, "mem": 6962, "retnet_bg_num": 59366757.000000, '
          '"retnet_fg_num": 342.500000, "retnet_loss_bbox_fpn3": 0.038253, '
          '"retnet_loss_bbox_fpn4": 0.049801, "retnet_loss_bbox_fpn5": 0.041532, '
          '"retnet_loss_bbox_fpn6": 0.036760, "retnet_loss_bbox_fpn7": 0.017812, "time": '
          '0.493332}', t=5449.9)
    c.job(0.0, "RUNNING")

    # ---- GPT-2 training with --gpus 4: the progress bar never leaves 0/3000 --------------------
    node = "gpu02"
    c = case("b120-gpt2-four-gpus-stuck-at-zero-of-3000", "ambiguous", "hang", [], [node],
             "Training a GPT-2 model with the affjljoo3581/GPT2 package and --gpus 4 on one "
             "machine (gpu02, from the poster's prompt) shows its progress bar at 0/3000 and goes "
             "no further; without --gpus, on the first GPU only, it trains. The maintainer points "
             "at a missing backslash in the command. No error is printed and nothing says which "
             "process waits. The line as posted (the command left out; rank count from --gpus), "
             "ISO time ours.",
             start="2020-11-11T08:00:00+00:00", scheduler="static", ranks_per_node=4)
    c.log(node, "rank-0", GPT2_4,
          "Train GPT-2 model:   0%|" + " " * 118 + "| 0/3000 [00:00<?, ?it/s]",
          t=40.0)
    c.job(0.0, "RUNNING")

    # ---- Horovod + Keras ResNet-50 on 8 nodes x 4 GPUs: one rank missing from the allreduce ----
    nodes = [f"s{i}" for i in range(1, 9)]
    c = case("b120-horovod-keras-resnet50-8-nodes-stall-warning", "ambiguous", "hang", [], nodes,
             "Horovod's Keras ImageNet ResNet-50 example over mpirun on eight nodes (s1...s8, as "
             "in the posted command) with 4 GPUs each: in epoch 1, at batch 228 of 625, the "
             "coordinator starts warning that two allreduces wait for the remaining ranks for "
             "more than 60 seconds (the ready list lacks rank 16) and training makes no more "
             "progress. One report from the coordinator, nothing from the missing rank. Lines as "
             "posted (filed under rank 0 on s1; the warning repeats, copied once), ISO times ours; "
             "step metrics ours.",
             start="2018-03-16T09:00:00+00:00", scheduler="mpi", ranks_per_node=4)
    c.steps(1, 228, every=0.63)
    c.log("s1", "rank-0", HOROVOD215, "Epoch 1/90", t=1.0)
    c.log("s1", "rank-0", HOROVOD215,
          "228/625 [=========>....................] - ETA: 6:32 - loss: 7.6713 - acc: 0.0073 - "
          "top_k_categorical_accuracy: 0.0276---------------------",
          "WARNING: One or more tensors were submitted to be reduced, gathered or broadcasted by "
          "subset of ranks and are waiting for remainder of ranks for more than 60 seconds. This "
          "may indicate that different ranks are trying to submit different tensors or that only "
          "subset of ranks is submitting tensors, which will cause deadlock. Stalled ops: "
          "training/SGD/DistributedSGD_Allreduce/HorovodAllreduce_training_SGD_gradients_conv1_1_"
          "BiasAdd_grad_BiasAddGrad_0 [ready ranks: 21, 25, 26, 27, 28, 29, 4, 5, 6, 7, 9, 10, 11, "
          "12, 13, 14, 1, 3, 0, 15, 17, 18, 20, 22, 23, 24, 31, 8, 19, 2, 30], training/SGD/"
          "DistributedSGD_Allreduce/HorovodAllreduce_training_SGD_gradients_AddN_335_0 [ready "
          "ranks: 21, 25, 26, 27, 28, 29, 4, 5, 6, 7, 9, 10, 11, 12, 13, 14, 1, 3, 0, 15, 17, 18, "
          "20, 22, 23, 24, 31, 8, 19, 2, 30]", t=205.0)
    c.job(0.0, "RUNNING")

    # ---- Horovod + TensorFlow ImageNet: hangs when switching to the next dataset ---------------
    node = "horovod-host"
    c = case("b120-horovod-tf-imagenet-hang-switching-dataset", "ambiguous", "hang", [], [node],
             "A Horovod (0.15.2) TensorFlow 1.8 ImageNet training job hangs at step 1150, where "
             "TensorFlow logs that it switches to the next dataset; the poster adds a Python "
             "thread dump of the hung process (a queue get waiting, the main thread inside the "
             "training loop). No error, and nothing says which rank stopped first. The four step "
             "lines (one per process, as they differ) and the dump as posted; the cut 'Switching "
             "to' line and the dump's cut last frame left out. Node name, rank count and the rank "
             "each line is filed under ours, ISO times ours; step metrics ours.",
             start="2019-03-04T02:00:00+00:00", scheduler="mpi", ranks_per_node=4)
    marks(c, list(range(50, 1151, 50)), t0=20.0, every=85.0)
    for rank, (rate, ent, top1, top5, total) in enumerate((
            ("603.605", "2.475", "0.645", "0.863", "3.121"),
            ("604.816", "2.525", "0.641", "0.863", "3.172"),
            ("603.083", "2.512", "0.691", "0.855", "3.156"),
            ("603.302", "2.479", "0.629", "0.863", "3.125"))):
        c.log(node, f"rank-{rank}", HOROVOD878,
              f"INFO:tensorflow:step: 1150(global step: 1150)\tsample/sec: {rate}\tent_loss: "
              f"{ent}\ttop-1: {top1}\ttop-5: {top5}\treg_loss: 0.646\ttotal_loss: {total}",
              t=1890.0 + rank * 0.01)
    c.log(node, "rank-0", HOROVOD878,
          "    event = self._queue.get()",
          '  File "/home/work/anaconda3/lib/python3.6/queue.py", line 164, in get',
          "    self.not_empty.wait()",
          '  File "/home/work/anaconda3/lib/python3.6/threading.py", line 295, in wait',
          "    waiter.acquire()",
          "Thread 0x7fc508cf8700",
          '  File "imagenet-in-4min/train_optimizer_v2_fl3_wm_16_horovod.py", line 1118, in '
          "<module>",
          "    tf.app.run(main=main)",
          '  File "/home/work/anaconda3/lib/python3.6/site-packages/tensorflow/python/platform/'
          'app.py", line 126, in run',
          "    _sys.exit(main(argv))",
          '  File "imagenet-in-4min/train_optimizer_v2_fl3_wm_16_horovod.py", line 1110, in main',
          "    save_model_secs=flags.save_model_secs)",
          '  File "/home/work/user-job-dir/imagenet-in-4min/moxing/tensorflow/executor/'
          'learning_builder.py", line 473, in run',
          "    save_model_secs, export_model, use_trt, fetch_strategy_fn, save_model_steps)",
          '  File "/home/work/user-job-dir/imagenet-in-4min/moxing/tensorflow/executor/'
          'learning_wrapper.py", line 270, in run',
          "    self._run()",
          '  File "/home/work/user-job-dir/imagenet-in-4min/moxing/tensorflow/executor/'
          'learning_wrapper.py", line 540, in _run',
          "    self._save_model_steps)",
          '  File "/home/work/user-job-dir/imagenet-in-4min/moxing/tensorflow/executor/'
          'learning.py", line 878, in run',
          "    self.training()", t=3700.0)
    c.job(0.0, "RUNNING")

    # ---- DDP stuck in loss.backward() the day the NVIDIA kernel modules were upgraded ----------
    node = "ai03"
    c = case("b120-ddp-stuck-in-backward-after-nvidia-module-upgrade", "ambiguous", "hang", [],
             [node],
             "PyTorch DDP training in a Docker container on ai03 ran the day before; today it "
             "sticks in loss.backward() with CPU and GPU at 100%, with no change to code or "
             "container - but unattended-upgrade installed new NVIDIA kernel modules on the host "
             "that morning (the apt history lines, as quoted in a 2022 comment of the thread, "
             "the '> ' prefix dropped; the command line before them left out). No error is "
             "printed and nothing says which process waits. Times of the apt lines from their "
             "own stamps; rank count, step metrics and the training's times ours.",
             start="2020-09-03T06:40:00+00:00", scheduler="static", ranks_per_node=2)
    for when, text in (("2020-09-03 06:44:01", "Start-Date: 2020-09-03  06:44:01"),
                       ("2020-09-03 06:44:01.001", "Commandline: /usr/bin/unattended-upgrade"),
                       ("2020-09-03 06:44:01.002",
                        "Install: linux-modules-nvidia-440-5.4.0-45-generic:amd64 (5.4.0-45.49, "
                        "automatic)"),
                       ("2020-09-03 06:44:01.003",
                        "Upgrade: linux-modules-nvidia-440-generic-hwe-20.04:amd64 (5.4.0-42.46, "
                        "5.4.0-45.49)"),
                       ("2020-09-03 06:44:33", "End-Date: 2020-09-03  06:44:33")):
        c.own(node, "apt-history", PYTORCH22834, when, text, note=QUOTED)
    marks(c, [0, 1, 2], t0=7200.0, every=3.0)
    c.job(7100.0, "RUNNING")


# ---- crashes -----------------------------------------------------------------------------------
def build_crashes() -> None:
    # ---- YOLACT with DataParallel: a replica's forward raises after long training --------------
    node = "yolact-host"
    c = case("b120-yolact-dataparallel-replica-raises-after-long-training", "ambiguous", "unknown",
             [], [node],
             "YOLACT training with DataParallel on several GPUs (PyTorch 1.1) stops, not often, "
             "after training for a long time; single-GPU training never does. The poster calls it "
             "a segmentation fault; the traceback posted runs through DataParallel's "
             "parallel_apply re-raising what a replica's forward raised, and its last frame and "
             "the exception itself are cut in the excerpt (left out). Lines as posted (node "
             "name and GPU count ours), ISO times ours; step metrics ours.",
             start="2019-05-30T20:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.steps(1, 120, every=300.0)
    c.log(node, "rank-0", YOLACT54, "Traceback (most recent call last):", t=35905.0,
          note=BACKTICK)
    c.log(node, "rank-0", YOLACT54,
          '  File "train.py", line 342, in <module>',
          "    train()",
          '  File "train.py", line 244, in train',
          "    out = net(images)",
          '  File "/home/wzt/anaconda3/envs/pytorch1.1/lib/python3.6/site-packages/torch/nn/'
          'modules/module.py", line 493, in __call__',
          "    result = self.forward(*input, **kwargs)",
          '  File "/home/wzt/anaconda3/envs/pytorch1.1/lib/python3.6/site-packages/torch/nn/'
          'parallel/data_parallel.py", line 152, in forward',
          "    outputs = self.parallel_apply(replicas, inputs, kwargs)",
          '  File "/home/wzt/anaconda3/envs/pytorch1.1/lib/python3.6/site-packages/torch/nn/'
          'parallel/data_parallel.py", line 162, in parallel_apply',
          "    return parallel_apply(replicas, inputs, kwargs, self.device_ids[:len(replicas)])",
          '  File "/home/wzt/anaconda3/envs/pytorch1.1/lib/python3.6/site-packages/torch/nn/'
          'parallel/parallel_apply.py", line 83, in parallel_apply',
          "    raise output",
          '  File "/home/wzt/anaconda3/envs/pytorch1.1/lib/python3.6/site-packages/torch/nn/'
          'parallel/parallel_apply.py", line 59, in _worker',
          "    output = module(*input, **kwargs)", t=35905.0)
    c.job(35910.0, "FAILED", exit_code=1)

    # ---- darknet on two RTX Titan: SIGSEGV in get_next_batch (gdb) ------------------------------
    node = "darknet-2x-titan"
    c = case("b120-darknet-two-rtx-titan-segfault-in-get-next-batch", "attributed", "user_code",
             [], [node],
             "AlexeyAB darknet training YOLOv3 (5 layers) with -gpus 0,1 on two RTX Titan crashes "
             "with a segmentation fault; one GPU trains fine. Run under gdb, the thread that "
             "receives SIGSEGV is in memmove called from darknet's own get_next_batch (under "
             "cuda-memcheck: 'corrupted size vs. prev_size'): memory the program corrupts while "
             "loading batches. The gdb output as posted (its last, cut frame left out; node name "
             "ours), ISO times ours.",
             start="2019-10-18T09:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.steps(1, 30, every=4.0)
    c.log(node, "rank-0", DARKNET4119,
          'Thread 1439 "darknet" received signal SIGSEGV, Segmentation fault.',
          "[Switching to Thread 0x7ffdf0e79700 (LWP 4710)]",
          "__memmove_avx_unaligned_erms ()",
          "    at ../sysdeps/x86_64/multiarch/memmove-vec-unaligned-erms.S:249",
          "249\t../sysdeps/x86_64/multiarch/memmove-vec-unaligned-erms.S: No such file or "
          "directory.",
          "#0  __memmove_avx_unaligned_erms ()",
          "    at ../sysdeps/x86_64/multiarch/memmove-vec-unaligned-erms.S:249",
          "#1  0x000055555559709a in get_next_batch ()",
          "#2  0x00005555555e07e6 in train_network_waitkey ()", t=122.0)
    c.job(125.0, "FAILED", exit_code=139)

    # ---- keras-retinanet --multi-gpu 2 on TF 2.1: a segmentation fault --------------------------
    node = "rtx2080-x2"
    c = case("b120-keras-retinanet-multi-gpu-force-segfault", "ambiguous", "unknown", [], [node],
             "keras-retinanet training with --multi-gpu 2 --multi-gpu-force on two RTX 2080 "
             "(TensorFlow 2.1, Keras 2.3.1): after the poster patched Keras' backend to get past "
             "an AttributeError (an earlier attempt, not in the bundle), the run ends in a "
             "segmentation fault; the maintainers suspect a library (OpenCV or TensorFlow). The "
             "shell's line as posted (trailing blank dropped; node name ours), ISO time ours.",
             start="2020-02-23T10:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(node, "rank-0", KERASRETINANET1285, "28819 segmentation fault (core dumped)", t=95.0)
    c.job(95.0, "FAILED", exit_code=139)

    # ---- ultralytics yolov3 on eight RTX 2080 Ti: segmentation faults before epoch 1 ends ------
    node = "yolov3-8x2080ti"
    c = case("b120-yolov3-eight-2080ti-segfault-before-first-epoch", "ambiguous", "unknown", [],
             [node],
             "ultralytics/yolov3 (PyTorch 1.4, Apex) training on eight RTX 2080 Ti "
             "(device='0,1,2,3,4,5,6,7') always ends in a segmentation fault, mostly before the "
             "first epoch ends. The posted output shows the arguments and the devices; the fault "
             "itself is not in the excerpt (the device6 line and what follows are cut, left out). "
             "Lines as posted (node name ours), ISO times ours; step metrics ours.",
             start="2020-03-04T01:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(node, "rank-0", YOLOV3_891,
          "     Namespace(accumulate=1, adam=False, arc='default', batch_size=64, bucket='', "
          "cache_images=False, cfg='/home/phj8498/darknet/cfg/yolov3-spp3-mid-mask.cfg', data=   "
          "'/home/phj8498/darknet/data/3class_mid.data', device='0,1,2,3,4,5,6,7', epochs=5, "
          "evolve=False, img_size=[608], multi_scale=False, name='', nosave=False, notest   "
          "='True', rect='True', resume='True', single_cls=False, var=None, "
          "weights='weights/last.pt')",
          "Using CUDA Apex device0 _CudaDeviceProperties(name='GeForce RTX 2080 Ti', "
          "total_memory=11019MB)", t=5.0)
    for dev in range(1, 6):
        c.log(node, "rank-0", YOLOV3_891,
              f"                device{dev} _CudaDeviceProperties(name='GeForce RTX 2080 Ti', "
              "total_memory=11019MB)", t=5.0 + dev * 0.001)
    c.steps(1, 400, every=2.5, t0=30.0)
    c.job(1035.0, "FAILED", exit_code=139)

    # ---- PyTorch 1.4 on three TITAN RTX: segmentation fault (two GPUs train fine) --------------
    node = "centos-titan-rtx"
    c = case("b120-pytorch14-three-titan-rtx-segfault", "ambiguous", "unknown", [], [node],
             "A commenter on a PyTorch 1.4 segmentation fault report: training on two GPUs is "
             "fine, on three it ends in 'Segmentation fault (core dumped)' (quoted in the "
             "comment's prose); the comment posts collect_env's output (CentOS 7.6, CUDA 10.0, "
             "TITAN RTX GPUs; the line for GPU 1 and what follows are cut, left out; trailing "
             "blanks dropped). Nothing says where the fault is. Node name and rank count ours, "
             "ISO times ours.",
             start="2020-04-03T08:00:00+00:00", scheduler="static", ranks_per_node=3)
    c.log(node, "collect-env", PYTORCH32584,
          "Collecting environment information...",
          "PyTorch version: 1.4.0",
          "Is debug build: No",
          "CUDA used to build PyTorch: 10.0",
          "OS: CentOS Linux release 7.6.1810 (Core)",
          "GCC version: (GCC) 5.4.0",
          "CMake version: version 2.8.12.2",
          "Python version: 3.6",
          "Is CUDA available: Yes",
          "CUDA runtime version: 10.0.130",
          "GPU models and configuration:",
          "GPU 0: TITAN RTX", t=1.0)
    c.log(node, "rank-0", PYTORCH32584, "Segmentation fault (core dumped)", t=90.0, note=INLINE)
    c.job(90.0, "FAILED", exit_code=139)

    # ---- DDP on two TITAN X: the processes are killed by SIGKILL "on their own" ----------------
    node = "titanx-x2"
    c = case("b120-ddp-two-titan-x-random-sigkill", "ambiguous", "unknown", [], [node],
             "A DDP training script spawned with mp.spawn on two GeForce GTX TITAN X (NCCL, "
             "PyTorch 1.6-1.7.1, CUDA 10.2-11.1) is killed by SIGKILL at random, without "
             "explanation, on every version the poster tried. The posted output shows the "
             "options and both ranks setting up; the SIGKILL lines are cut in the excerpt (left "
             "out), and nothing says who sent the signal. Lines as posted (the parent's under "
             "'launcher', each rank's under its own stream; blank lines dropped; node name ours), "
             "ISO times ours from the run's current_time; the FAILED state with SIGKILL's 137 "
             "from the report's words.",
             start="2021-03-26T19:44:40+00:00", scheduler="static", ranks_per_node=2)
    c.log(node, "launcher", PYTORCH54823,
          "('lr_reduce_steps', 3)",
          "('validation', True)",
          "('rank', -1)",
          "('master_port', '46209')",
          "('device', device(type='cuda'))",
          "('jobid', '-1_pid_22342')",
          "('slurm_jobid', -1)",
          "('slurm_array_task_id', -1)",
          "('condor_jobid', -1)",
          "('current_time', 'Mar26_19-44-40')",
          "('tb_dir', PosixPath('/home/miranda9/data/logs/logs_Mar26_19-44-40_jobid_-1_pid_22342/"
          "tb'))",
          "('gpu_name', 'GeForce GTX TITAN X')",
          "('PID', '22342')",
          "torch.cuda.device_count()=2",
          "opts.world_size=2",
          "ABOUT TO SPAWN WORKERS",
          "done setting sharing strategy...next mp.spawn", t=1.0)
    for rank, pid, t in ((0, 22426, 3.0), (1, 22427, 3.1)):
        c.log(node, f"rank-{rank}", PYTORCH54823,
              f"rank={rank}",
              f"mp.current_process()=<SpawnProcess name='SpawnProcess-{rank + 1}' parent=22342 "
              "started>",
              f"os.getpid()={pid}",
              f"setting up rank={rank} (with world_size=2)",
              "MASTER_ADDR='127.0.0.1'",
              "46209",
              "backend='nccl'", t=t)
    c.steps(1, 50, every=6.0, t0=10.0)
    c.job(320.0, "FAILED", exit_code=137)

    # ---- detectron2 on several GPUs: process 1 terminated (illegal memory access, per title) ---
    node = "det2-host"
    c = case("b120-detectron2-multi-gpu-process-1-terminated", "ambiguous", "unknown", [], [node],
             "detectron2 training with train_net.py on several GPUs (launch, mp.spawn; the title "
             "says 'an illegal memory access was encountered'): the excerpt shows the end of a "
             "C++ frame dump (frames 35-40) and the main process's traceback raising that process "
             "1 terminated; the error message itself and the text after 'terminated with the' "
             "are cut (left out). Frames filed under rank 1, the spawn traceback under rank 0 "
             "(trailing blank dropped); node name and GPU count ours, ISO times ours; step "
             "metrics ours.",
             start="2020-05-20T10:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.steps(1, 200, every=0.8)
    c.log(node, "rank-1", DETECTRON2_1439,
          "frame #35: PyRun_StringFlags + 0x7d (0x5602cb4f0f2d in /home/user/.conda/envs/det2/bin/"
          "python)",
          "frame #36: PyRun_SimpleStringFlags + 0x3f (0x5602cb3b74fb in /home/user/.conda/envs/"
          "det2/bin/python)",
          "frame #37: <unknown function> + 0x1159ce (0x5602cb3b79ce in /home/user/.conda/envs/det2/"
          "bin/python)",
          "frame #38: Py_BytesMain + 0x39 (0x5602cb4f11d9 in /home/user/.conda/envs/det2/bin/"
          "python)",
          "frame #39: __libc_start_main + 0xf0 (0x7f4995f02830 in /lib/x86_64-linux-gnu/libc.so.6)",
          "frame #40: <unknown function> + 0x1ded73 (0x5602cb480d73 in /home/user/.conda/envs/det2/"
          "bin/python)", t=161.0)
    c.log(node, "rank-0", DETECTRON2_1439,
          "Traceback (most recent call last):",
          '  File "train_net.py", line 126, in <module>',
          "    launch(",
          '  File "/home/user/.conda/envs/det2/lib/python3.8/site-packages/detectron2/engine/'
          'launch.py", line 50, in launch',
          "    mp.spawn(",
          '  File "/home/user/.conda/envs/det2/lib/python3.8/site-packages/torch/multiprocessing/'
          'spawn.py", line 200, in spawn',
          "    return start_processes(fn, args, nprocs, join, daemon, start_method='spawn')",
          '  File "/home/user/.conda/envs/det2/lib/python3.8/site-packages/torch/multiprocessing/'
          'spawn.py", line 158, in start_processes',
          "    while not context.join():",
          '  File "/home/user/.conda/envs/det2/lib/python3.8/site-packages/torch/multiprocessing/'
          'spawn.py", line 119, in join',
          "    raise Exception(msg)",
          "Exception:", t=162.0)
    c.job(163.0, "FAILED", exit_code=1)

    # ---- EraseNet with DataParallel: THCudaCheck FAIL, illegal memory access -------------------
    node = "lustre-gpu-node"
    c = case("b120-erasenet-dataparallel-illegal-memory-access", "attributed", "user_code", [],
             [node],
             "EraseNet training (train_STE.py) with DataParallel on several GPUs fails at once - "
             "one GPU runs: THCudaCheck reports error 77, an illegal memory access, in the "
             "LeakyReLU kernel, and the traceback re-raises it from a replica through "
             "parallel_apply (the final RuntimeError line cut, left out). A memory access fault "
             "the program's kernels cause, as CUDA's illegal address is. Lines as posted (node "
             "name and GPU count ours), ISO times ours.",
             start="2021-10-22T03:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(node, "rank-0", ERASENET7,
          "THCudaCheck FAIL file=/tmp/pip-req-build-4baxydiv/aten/src/THCUNN/generic/LeakyReLU.cu "
          "line=56 error=77 : an illegal memory access was encountered",
          "Traceback (most recent call last):",
          '  File "/lustre/home/phe/windows_pycharmProjects/EraseNet-master/train_STE.py", line '
          "106, in <module>",
          "    G_loss = criterion(imgs, masks, x_o1, x_o2, x_o3, fake_images, mm, gt, count, i)",
          '  File "/lustre/home/phe/miniconda3/envs/erasenet/lib/python3.7/site-packages/torch/nn/'
          'modules/module.py", line 541, in __call__',
          "    result = self.forward(*input, **kwargs)",
          '  File "/lustre/home/phe/miniconda3/envs/erasenet/lib/python3.7/site-packages/torch/nn/'
          'parallel/data_parallel.py", line 152, in forward',
          "    outputs = self.parallel_apply(replicas, inputs, kwargs)",
          '  File "/lustre/home/phe/miniconda3/envs/erasenet/lib/python3.7/site-packages/torch/nn/'
          'parallel/data_parallel.py", line 162, in parallel_apply',
          "    return parallel_apply(replicas, inputs, kwargs, self.device_ids[:len(replicas)])",
          '  File "/lustre/home/phe/miniconda3/envs/erasenet/lib/python3.7/site-packages/torch/nn/'
          'parallel/parallel_apply.py", line 85, in parallel_apply',
          "    output.reraise()",
          '  File "/lustre/home/phe/miniconda3/envs/erasenet/lib/python3.7/site-packages/torch/'
          '_utils.py", line 385, in reraise',
          "    raise self.exc_type(msg)", t=48.0)
    c.job(50.0, "FAILED", exit_code=1)

    # ---- mmdetection on four TITAN X: a DataLoader connection refused mid-training -------------
    node = "pengjk-4x-titanx"
    c = case("b120-mmdet-four-titanx-resource-sharer-connection-refused", "attributed",
             "user_code", [], [node],
             "Distributed mmdetection training of cascade_rcnn_r101 on four TITAN X is suddenly "
             "interrupted: a process's multiprocessing resource_sharer (how DataLoader workers "
             "hand over tensors' file descriptors) gets ConnectionRefusedError. An exception in "
             "the training program's data loading on one machine. Lines as posted (the first "
             "frames cut in the excerpt left out; node name ours), ISO times ours; step metrics "
             "ours.",
             start="2019-01-07T02:00:00+00:00", scheduler="static", ranks_per_node=4)
    c.steps(1, 900, every=1.2)
    c.log(node, "rank-0", MMDET234,
          ' File "/media/pengjk/30213d25-fae8-4100-9d8b-9aed2bb5a8df/mmdetection/anaconda3/envs/'
          'mmdetection/lib/python3.6/multiprocessing/resource_sharer.py", line 87, in '
          "get_connection", t=1081.0, note=BACKTICK)
    c.log(node, "rank-0", MMDET234,
          "    c = Client(address, authkey=process.current_process().authkey)",
          '  File "/media/pengjk/30213d25-fae8-4100-9d8b-9aed2bb5a8df/mmdetection/anaconda3/envs/'
          'mmdetection/lib/python3.6/multiprocessing/connection.py", line 487, in Client',
          "    c = SocketClient(address)",
          '  File "/media/pengjk/30213d25-fae8-4100-9d8b-9aed2bb5a8df/mmdetection/anaconda3/envs/'
          'mmdetection/lib/python3.6/multiprocessing/connection.py", line 614, in SocketClient',
          "    s.connect(address)",
          "ConnectionRefusedError: [Errno 111] Connection refused", t=1081.0)
    c.job(1090.0, "FAILED", exit_code=1)


# ---- TensorFlow distribution strategies --------------------------------------------------------
def build_tensorflow() -> None:
    # ---- TF MirroredStrategy on two GRID K520: the report's output shows device discovery ------
    node = "ubuntu-grid-k520"
    c = case("b120-tf-mirroredstrategy-two-grid-k520-devices-found", "ambiguous", "unknown", [],
             [node],
             "A report titled 'MirroredStrategy' (TensorFlow 1.x on a host with two GRID K520, "
             "Anaconda): the posted output of tf_env_collect.sh shows an h5py FutureWarning and "
             "TensorFlow finding both GPUs; the rest is cut in the excerpt (left out; the command "
             "line before it and a trailing blank dropped). What failed, if anything, is not in "
             "the bundle. Lines as posted (node name ours), times of the TensorFlow lines from "
             "their own stamps, a device's property lines at its stamp, the first three ours.",
             start="2018-08-22T06:54:30+00:00", scheduler="static", ranks_per_node=2)
    c.log(node, "rank-0", TF21786,
          "Collecting system information...",
          "/home/ubuntu/anaconda3/lib/python3.6/site-packages/h5py/__init__.py:36: FutureWarning: "
          "Conversion of the second argument of issubdtype from `float` to `np.floating` is "
          "deprecated. In future, it will be treated as `np.float64 == np.dtype(float).type`.",
          "  from ._conv import register_converters as _register_converters", t=5.0)
    for dev, (numa, found, bus) in enumerate((("919033", "919644", "0000:00:03.0"),
                                              ("948734", "949481", "0000:00:04.0"))):
        c.own(node, "rank-0", TF21786, f"2018-08-22 06:54:38.{numa}",
              f"2018-08-22 06:54:38.{numa}: I tensorflow/stream_executor/cuda/"
              "cuda_gpu_executor.cc:897] successful NUMA node read from SysFS had negative value "
              "(-1), but there must be at least one NUMA node, so returning NUMA node zero")
        c.own(node, "rank-0", TF21786, f"2018-08-22 06:54:38.{found}",
              f"2018-08-22 06:54:38.{found}: I tensorflow/core/common_runtime/gpu/"
              f"gpu_device.cc:1392] Found device {dev} with properties:")
        c.log(node, "rank-0", TF21786,
              "name: GRID K520 major: 3 minor: 0 memoryClockRate(GHz): 0.797",
              f"pciBusID: {bus}",
              "totalMemory: 3.94GiB freeMemory: 3.90GiB", t=8.0 + int(found) / 1e6)

    # ---- TF 2.2 MirroredStrategy on Tesla T4: version and device list --------------------------
    node = "t4-host"
    c = case("b120-tf22-mirroredstrategy-t4-dataset-issue-env-only", "ambiguous", "unknown", [],
             [node],
             "A report of multi-GPU training with MirroredStrategy failing over its dataset "
             "(TensorFlow 2.2.0 built from source, Tesla T4, CUDA 10.2): the posted text holds "
             "the version line and the beginning of the physical device list (the rest cut, left "
             "out); the error is not in the excerpt. Lines as posted (node name and GPU count "
             "ours), ISO times ours.",
             start="2020-07-18T05:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.log(node, "rank-0", TF41523,
          "v2.2.0-rc4-8-g2b96f3662b 2.2.0",
          "[PhysicalDevice(name='/physical_device:CPU:0', device_type='CPU'),",
          " PhysicalDevice(name='/physical_device:XLA_CPU:0', device_type='XLA_CPU'),",
          " PhysicalDevice(name='/physical_device:XLA_GPU:0', device_type='XLA_GPU'),", t=3.0)

    # ---- TensorFlow Recommenders tutorial with MirroredStrategy on four GPUs fails -------------
    node = "tfrs-4gpu"
    c = case("b120-tfrs-tutorial-mirroredstrategy-four-gpus-fails", "ambiguous", "unknown", [],
             [node],
             "The TensorFlow Recommenders tutorial run under MirroredStrategy on four GPUs of one "
             "machine fails: the posted log shows allreduce warnings about IndexedSlices and the "
             "reduce-to-GPU:0 lines, then a notebook traceback whose exception ('Invalid...') is "
             "cut in the excerpt (left out). Lines as posted (node name ours), ISO times ours.",
             start="2020-10-10T09:00:00+00:00", scheduler="static", ranks_per_node=4)
    c.log(node, "rank-0", TFRS138,
          "WARNING:tensorflow:Efficient allreduce is not supported for 2 IndexedSlices",
          "WARNING:tensorflow:Efficient allreduce is not supported for 2 IndexedSlices", t=21.0)
    for i in range(4):
        c.log(node, "rank-0", TFRS138,
              "INFO:tensorflow:Reduce to /job:localhost/replica:0/task:0/device:GPU:0 then "
              "broadcast to ('/job:localhost/replica:0/task:0/device:GPU:0', "
              "'/job:localhost/replica:0/task:0/device:GPU:1', "
              "'/job:localhost/replica:0/task:0/device:GPU:2', "
              "'/job:localhost/replica:0/task:0/device:GPU:3').", t=21.5 + i * 0.01)
    c.log(node, "rank-0", TFRS138,
          "---------------------------------------------------------------------------", t=23.0)
    c.job(24.0, "FAILED", exit_code=1)

    # ---- TF 1.11 object detection on four GPUs: MirroredStrategy AssertionError ----------------
    node = "gtx1070ti-x4"
    c = case("b120-tf111-object-detection-four-gpus-mirrored-assertionerror", "attributed",
             "user_code", [], [node],
             "The TensorFlow Object Detection API's model_main.py with --num_gpus=4 on four GTX "
             "1070 Ti (TensorFlow 1.11.0-rc0 built from source) fails before training with an "
             "AssertionError in the distribution strategy's mirrored-value conversion. An "
             "exception in the program's stack. Lines as posted (node name ours), ISO times ours.",
             start="2018-09-20T07:00:00+00:00", scheduler="static", ranks_per_node=4)
    c.log(node, "rank-0", TF22399,
          'File "/home/soft/lib/python2.7/site-packages/tensorflow/contrib/distribute/python/'
          'values.py", line 414, in _tensor_conversion_mirrored',
          "    assert not as_ref",
          "AssertionError", t=64.0)
    c.job(65.0, "FAILED", exit_code=1)


# ---- runs that go on ---------------------------------------------------------------------------
def build_runs_that_go_on() -> None:
    # ---- Horovod + MXNet BERT on one node: intermittent stalls, training goes on ---------------
    node = "mxnet-bert-node"
    c = case("b120-horovod-mxnet-bert-intermittent-hang-goes-on", "no_failure", "unknown", [],
             [node],
             "BERT pre-training with MXNet 1.5 and Horovod 0.18.1 on the GPUs of one node: the "
             "poster sees Horovod hang now and then, after which training goes on with a jump in "
             "the training loss. The two complete log lines of the excerpt (steps 19999 and "
             "20999) as posted; the third is cut (left out). The run goes on: node name, GPU "
             "count, the step metrics (after 20999 too) ours, ISO times ours.",
             start="2019-10-10T08:00:00+00:00", scheduler="mpi", ranks_per_node=8)
    marks(c, [19999, 20999, 21999, 22999, 23999], t0=0.0, every=13.3)
    c.log(node, "rank-0", HOROVOD1442,
          "INFO:root:[step 19999]  mlm_loss=1.45137  nsp_loss= 0.03   throughput=16.6K tks/s  "
          "lr=0.0010228 time=13299.37, latency=13299.4 ms/batch", t=0.1)
    c.log(node, "rank-0", HOROVOD1442,
          "INFO:root:[step 20999]  mlm_loss=1.41680  nsp_loss= 0.02   throughput=16.2K tks/s  "
          "lr=0.0008969 time=13229.55, latency=13229.6 ms/batch", t=13.4)
    c.job(0.0, "RUNNING")

    # ---- tf-pose-estimation on three 1080 Ti: trains, only slower than one GPU ----------------
    node = "tfpose-3x1080ti"
    c = case("b120-tf-pose-three-1080ti-trains-slower-than-one", "no_failure", "unknown", [],
             [node],
             "tf-pose-estimation's train.py with --gpus=3 on three GTX 1080 Ti of one machine "
             "creates its three TensorFlow devices and trains, only more slowly per step than "
             "the single-GPU script (28.6 s for 50 steps against 23 s). Nothing fails. The "
             "multi-GPU run's lines as posted (its step-50 line, cut in the excerpt, left out; "
             "node name ours), times from their own stamps; step metrics after step 0 ours, from "
             "the report's timings.",
             start="2018-02-07T11:26:30+00:00", scheduler="static", ranks_per_node=1)
    for dev, (micro, bus) in enumerate((("297792", "0000:02:00.0"), ("297853", "0000:03:00.0"),
                                        ("297870", "0000:82:00.0"))):
        c.own(node, "rank-0", TFPOSE86, f"2018-02-07 11:26:42.{micro}",
              f"2018-02-07 11:26:42.{micro}: I tensorflow/core/common_runtime/gpu/"
              f"gpu_device.cc:1120] Creating TensorFlow device (/device:GPU:{dev}) -> (device: "
              f"{dev}, name: GeForce GTX 1080 Ti, pci bus id: {bus}, compute capability: 6.1)")
    c.own(node, "rank-0", TFPOSE86, "2018-02-07 11:26:54.213",
          "[lmdb_dataset] 2018-02-07 11:26:54,213 INFO step 0 loss:0.018750")
    marks(c, [0, 50, 100, 150, 200], t0=24.2, every=28.6)
    c.job(0.0, "RUNNING")


# ---- writing -----------------------------------------------------------------------------------
def main() -> None:
    build()
    remove_stale(ROOT, "b120-", CASES)
    write_split(CASES, SPLIT, ROOT)


if __name__ == "__main__":
    main()
