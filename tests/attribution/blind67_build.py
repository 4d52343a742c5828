"""Build the sixty-seventh blind corpus (tests/attribution/blind67/): an unbiased sample.

    python tests/attribution/blind67_build.py

A held-out proxy for issue 43's question ("stacks and failures described nowhere") with no theme:
the reports a site would really see when a training run breaks. Reports were found with the
`search` tool (GitHub issue threads) using plain, generic words ("training crashed error log",
"distributed training fails", "training hangs stuck at", "multi gpu training error", "process
killed during training", "error after epoch training stopped", "training job crashed segmentation
fault", "multi node training error NCCL", "training job failed cluster log", "training freezes
after some iterations no error", "crash during training CUDA error", "training job killed exit
code", "training stopped suddenly error message", "job failed during training", "training is stuck
at the beginning no output"), across any stack, and taken in the order the searches returned them,
skipping only reports without a copyable log line, reports that are not training runs, and reports
any other corpus or file of the repository cites. It was assembled by one helper who read neither
the engine nor its catalogs; the labels were written before any engine ran on these bundles, and no
report cited here is cited anywhere else in the repository (test_attribution_heldout.py checks it).

Every log line is copied from the public report given next to it (host names, addresses, pids and
times as posted; a code block's indent dropped). Ours is only the assembly, as in stacks_build.py:
which node and stream a line is filed under, node names where the report gives none, an ISO-8601
time in front of every line (taken from the line's own stamp where it has one), job.json, the
scheduler states and the per-rank step metrics. The labels follow DESIGN's taxonomy and the rules
of the spent corpora's READMEs (see blind67/README.md).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from stacks_build import Case, case_maker, remove_stale, write_split  # noqa: E402

ROOT = HERE / "blind67"
SPLIT = "blind67"

# ---- sources (one public report per incident), in the order the searches returned them --------
MEMOTR1 = "https://github.com/MCG-NJU/MeMOTR/issues/1"
ILAB2666 = "https://github.com/instructlab/instructlab/issues/2666"
ANIMATE108 = "https://github.com/guoqincode/Open-AnimateAnyone/issues/108"
PADDLE6136 = "https://github.com/PaddlePaddle/Paddle/issues/6136"
DARKNET4529 = "https://github.com/AlexeyAB/darknet/issues/4529"
MMACTION421 = "https://github.com/open-mmlab/mmaction2/issues/421"
PIX2SEQ9 = "https://github.com/google-research/pix2seq/issues/9"
MARIN7344 = "https://github.com/marin-community/marin/issues/7344"
BKSDM10 = "https://github.com/Nota-NetsPresso/BK-SDM/issues/10"
RVC41 = "https://github.com/ddPn08/rvc-webui/issues/41"
STGAN35 = "https://github.com/chenhsuanlin/spatial-transformer-GAN/issues/35"
LTE22 = "https://github.com/jaewon-lee-b/lte/issues/22"
AUGUSTUS12 = "https://github.com/nextgenusfs/augustus/issues/12"
CRFSEG9 = "https://github.com/hiroshi-manabe/CRFSegmenter/issues/9"
NGPPL127 = "https://github.com/kwea123/ngp_pl/issues/127"
GFPGAN154 = "https://github.com/TencentARC/GFPGAN/issues/154"
SWAPAE30 = "https://github.com/taesungp/swapping-autoencoder-pytorch/issues/30"
EDJE461 = ("https://github.com/EdjeElectronics/"
           "TensorFlow-Object-Detection-API-Tutorial-Train-Multiple-Objects-Windows-10/issues/461")
FACESEG4 = "https://github.com/Sanjana7395/Face_segmentation/issues/4"
CRYOSBI66 = "https://github.com/flatironinstitute/cryoSBI/issues/66"
GEOSEG20 = "https://github.com/WangLibo1995/GeoSeg/issues/20"
STYLETTS42 = "https://github.com/JarodMica/StyleTTS-WebUI/issues/42"
KYOLO3_658 = "https://github.com/qqwweee/keras-yolo3/issues/658"
AIMBOT48 = "https://github.com/Trombov/FutureNNAimbot/issues/48"
NENHANCE96 = "https://github.com/alexjc/neural-enhance/issues/96"

CASES: list[Case] = []

case = case_maker(CASES, SPLIT)
STATIC = "static"


def build() -> None:
    build_launcher_exits()
    build_hangs()
    build_program_errors()
    build_kills_and_crashes()
    build_late_hangs()


# ---- torchrun / launcher exits with no cause shown, a refused connection -----------------------
def build_launcher_exits() -> None:
    node = "memotr-host"
    c = case("b67-memotr-distributed-childfailederror-only", "ambiguous", "unknown", [], [node],
             "MeMOTR trained in distributed mode ends with the launcher's ChildFailedError; the "
             "report shows nothing before it. Line as posted, node name and times ours.",
             start="2023-10-13T08:00:00+00:00", scheduler=STATIC, ranks_per_node=2)
    c.steps(1, 20, every=10.0)
    c.log(node, "torchrun", MEMOTR1,
          "torch.distributed.elastic.multiprocessing.errors.childFailedError: main.py FAILED",
          t=205.0)
    c.job(210.0, "FAILED", exit_code=1)

    node = "ce-sg-gpu-l40-vpc-24x120-ubuntu22"
    c = case("b67-instructlab-train-rank0-exitcode-1", "ambiguous", "unknown", [], [node],
             "`ilab model train` on an L40 host: torchrun reports rank 0 failed with exit code 1 "
             "and no traceback, and the training subprocess is sent SIGTERM. Lines as posted "
             "(the block's tail), ISO times ours, set at the failure time the block prints.",
             start="2024-12-08T14:00:00+00:00", scheduler=STATIC, ranks_per_node=1)
    c.steps(1, 60, every=10.0)
    c.log(node, "ilab-train", ILAB2666,
          "torch.distributed.elastic.multiprocessing.errors.ChildFailedError: ",
          "============================================================",
          "/home/ibmuser/pyenv/lib/python3.11/site-packages/instructlab/training/main_ds.py FAILED",
          "------------------------------------------------------------",
          "Failures:",
          "  <NO_OTHER_FAILURES>",
          "------------------------------------------------------------",
          "Root Cause (first observed failure):",
          "[0]:",
          "  time      : 2024-12-08_14:10:43",
          "  host      : ce-sg-gpu-l40-vpc-24x120-ubuntu22",
          "  rank      : 0 (local_rank: 0)",
          "  exitcode  : 1 (pid: 2134572)",
          "  error_file: <N/A>",
          "  traceback : To enable traceback see: https://pytorch.org/docs/stable/elastic/errors.html",
          "============================================================",
          "Training subprocess has not exited yet. Sending SIGTERM.", t=643.0)
    c.job(650.0, "FAILED", exit_code=1)

    node = "5038d4aa163f"
    c = case("b67-animateanyone-torchrun-local-rank-exitcode-1", "ambiguous", "unknown", [],
             [node],
             "Open-AnimateAnyone distributed training in a container: torchrun reports local "
             "rank 0 (and rank 1) failed with exit code 1; the report shows no exception of the "
             "program. Lines as posted, ISO times ours, set at the failure time printed.",
             start="2024-01-24T20:10:00+00:00", scheduler=STATIC, ranks_per_node=2)
    c.steps(1, 30, every=20.0)
    c.log(node, "torchrun", ANIMATE108,
          "ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: 1) local_rank: 0 "
          "(pid: 44522) of binary: /usr/bin/python",
          "torch.distributed.elastic.multiprocessing.errors.ChildFailedError: ",
          "============================================================",
          "train_hack.py FAILED",
          "------------------------------------------------------------",
          "Failures:",
          "[1]:",
          "  time      : 2024-01-24_20:20:12",
          "  host      : 5038d4aa163f",
          "  rank      : 1 (local_rank: 1)", t=612.0)
    c.job(615.0, "FAILED", exit_code=1)

    node = "paddle-trainer"
    c = case("b67-paddle-mpi-trainer-connection-refused", "ambiguous", "network", [], [node],
             "A PaddlePaddle distributed job under MPI: the trainer fails a check connecting to "
             "10.87.101.33 (connection refused) and the MPI job does not end. One refused "
             "connection, no peer shown at fault. Line as posted, node name and times ours.",
             start="2017-12-01T02:00:00+00:00", scheduler="mpi")
    c.steps(1, 20, every=10.0)
    c.log(node, "trainer", PADDLE6136,
          "LightNetwork.cpp:397] Check failed: error >= 0 ERROR connecting to 10.87.101.33: "
          "Connection refused [111]", t=205.0)
    c.job(210.0, "RUNNING")


# ---- hangs: no progress, no rank shown stopping first ------------------------------------------
def build_hangs() -> None:
    node = "darknet-host"
    c = case("b67-darknet-four-gpu-train-hang", "ambiguous", "hang", [], [node],
             "darknet detector training on four GPUs stops making progress and stays so for "
             "days (ps shows the process still running). No error, no rank shown stopping first. "
             "Lines as posted, node name and ISO times ours; the step metrics ours.",
             start="2019-12-13T00:00:00+00:00", scheduler=STATIC, ranks_per_node=4)
    c.job(0.0, "RUNNING")
    c.steps(1, 30, every=60.0)
    c.log(node, "ps", DARKNET4529,
          "root         31      8  0 Dec13 pts/1    00:00:00 /bin/sh ./custom_train.sh",
          "root         32     31 99 Dec13 pts/1    17-19:10:16 ./darknet detector train "
          "custom.data yolov3_custom.cfg yolov3_custom_540000.weights -gpus 0,1,2,3",
          t=259200.0)

    node = "user-ubuntu"
    c = case("b67-mmaction2-tsn-single-gpu-hang-at-start", "ambiguous", "hang", [], [node],
             "mmaction2 TSN training on one GPU prints 'Start running' and the workflow and then "
             "makes no progress. No error. Lines as posted (their own times), the step metrics "
             "none (no step ever logged).",
             start="2020-12-06T03:47:00+00:00", scheduler=STATIC)
    c.job(0.0, "RUNNING")
    c.own(node, "train", MMACTION421, "2020-12-06T03:47:12.059000",
          "2020-12-06 03:47:12,059 - mmaction - INFO - These parameters in pretrained checkpoint "
          "are not loaded: {'fc.bias', 'fc.weight'}")
    c.own(node, "train", MMACTION421, "2020-12-06T03:47:14.590000",
          "2020-12-06 03:47:14,590 - mmaction - INFO - Start running, host: root@user-ubuntu, "
          "work_dir: /data6/sky/acd/mmaction2/tools/work_dirs/tsn_r50_1x1x3_75e_ucf101_split_1_rgb")
    c.own(node, "train", MMACTION421, "2020-12-06T03:47:14.590000",
          "2020-12-06 03:47:14,590 - mmaction - INFO - workflow: [('train', 1)], max: 15 epochs")

    node = "pix2seq-host"
    c = case("b67-pix2seq-tf-train-hangs-after-all-reduce-setup", "ambiguous", "hang", [],
             [node],
             "pix2seq (TensorFlow MirroredStrategy, NCCL all-reduce) logs its train steps "
             "beginning and then hangs forever. No error, no rank shown stopping first. Lines as "
             "posted (own times; the year from the report's date), node name ours.",
             start="2022-05-06T17:39:00+00:00", scheduler=STATIC, ranks_per_node=2)
    c.job(0.0, "RUNNING")
    for when, text in [
        ("17:39:05.239289", "I0506 17:39:05.239289 140137971300096 model.py:94] train_step "
         "begins..."),
        ("17:39:05.620428", "2022-05-06 17:39:05.620428: I tensorflow/stream_executor/cuda/"
         "cuda_dnn.cc:368] Loaded cuDNN version 8100"),
        ("17:39:09.248277", "I0506 17:39:09.248277 140137962907392 model.py:94] train_step "
         "begins..."),
        ("17:39:09.626419", "2022-05-06 17:39:09.626419: I tensorflow/stream_executor/cuda/"
         "cuda_dnn.cc:368] Loaded cuDNN version 8100"),
        ("17:39:13.215021", "I0506 17:39:13.215021 140137954514688 model.py:94] train_step "
         "begins..."),
        ("17:39:13.615836", "2022-05-06 17:39:13.615836: I tensorflow/stream_executor/cuda/"
         "cuda_dnn.cc:368] Loaded cuDNN version 8100"),
        ("17:39:17.282191", "I0506 17:39:17.282191 140303732664128 cross_device_ops.py:897] "
         "batch_all_reduce: 369 all-reduces with algorithm = nccl, num_packs = 1`"),
    ]:
        c.own(node, "train", PIX2SEQ9, f"2022-05-06T{when}", text)

    nodes = ["task-0", "task-16"]
    c = case("b67-marin-512-gpu-silent-hang-step-189", "ambiguous", "hang", [], nodes,
             "A 512-GPU (GB200) JAX run reaches step 189 and stops without any error; every "
             "task stays RUNNING and every stack shows the main thread in the train step call; "
             "it is killed after 16.5 minutes. No rank shown stopping first. Lines as posted "
             "(the progress line's time as the report gives it), two of the tasks shown, other "
             "times and the step metrics ours.",
             start="2026-08-04T16:30:00+00:00", scheduler="kubernetes", ranks_per_node=4)
    c.job(0.0, "RUNNING")
    c.steps(1, 189, every=5.0)
    c.log(nodes[0], "train", MARIN7344, "Progress on:train 189it", t=1072.0)
    for node in nodes:
        c.log(node, "py-spy", MARIN7344, 'Thread 1 (idle): "MainThread"',
              "    _run_grug_local (experiments/grug/moe_hero_fsdp/train.py:585)",
              "    <module> (_callable_runner.py:40)", t=2000.0)
    c.job(2062.0, "CANCELLED")

    node = "church-host"
    c = case("b67-swapping-ae-freezes-at-iter-888000", "ambiguous", "hang", [], [node],
             "Swapping Autoencoder training on four GPUs freezes at the same iteration every "
             "time, with no error; no checkpoint after it. Line as posted, node name, times and "
             "the step metrics ours.", start="2022-05-20T00:00:00+00:00", scheduler=STATIC,
             ranks_per_node=4)
    c.job(0.0, "RUNNING")
    c.steps(1, 30, every=60.0)
    c.log(node, "train", SWAPAE30,
          "(iters: 888000, data: 0.000, train: 0.050, maintenance: 0.000) D_R1: 0.089 D_mix: "
          "0.292 D_real: 0.597 D_rec: 0.290 D_total: 2.495 G_GAN_mix: 0.934 G_GAN_rec: 0.467 "
          "G_L1: 0.211 G_mix: 0.805 L1_dist: 0.211 PatchD_mix: 0.652 PatchD_real: 0.659",
          t=1740.0)

    node = "windows-pc"
    c = case("b67-tf-object-detection-stops-after-few-steps", "ambiguous", "hang", [], [node],
             "TensorFlow Object Detection API training on Windows logs its global steps and then "
             "freezes. No error. Lines as posted (own times; the year and the node name ours).",
             start="2020-03-19T04:47:50+00:00", scheduler=STATIC)
    c.job(0.0, "RUNNING")
    for step, when, loss, sec in [(53, "04:47:53.970621", "1.2564", "1.819"),
                                  (54, "04:47:55.604393", "0.0982", "1.627"),
                                  (55, "04:47:57.361774", "0.0674", "1.750"),
                                  (56, "04:47:58.554425", "0.3438", "1.190"),
                                  (57, "04:47:59.995890", "0.2610", "1.431"),
                                  (58, "04:48:01.745375", "1.0766", "1.746"),
                                  (59, "04:48:03.158226", "0.1328", "1.408"),
                                  (60, "04:48:04.501183", "0.1345", "1.338")]:
        c.own(node, "train", EDJE461, f"2020-03-19T{when}",
              f"I0319 {when}   364 learning.py:507] global step {step}: loss = {loss} "
              f"({sec} sec/step)")

    node = "faceseg-host"
    c = case("b67-face-segmentation-keras-pauses-after-steps", "ambiguous", "hang", [], [node],
             "A Keras face segmentation model's train.py prints its first steps and then pauses "
             "and prints nothing more. No error. Lines as posted (indent dropped; the first "
             "line's own time), node name and the other times ours.",
             start="2020-11-04T11:56:30+00:00", scheduler=STATIC)
    c.job(0.0, "RUNNING")
    c.own(node, "train", FACESEG4, "2020-11-04T11:56:42.866834",
          "1/Unknown - 13s 13s/step - loss: 3.1658 - acc: 0.0616 - mIoU: 0.01282020-11-04 "
          "11:56:42.866834: I tensorflow/core/platform/default/device_tracer.cc:641] Collecting "
          "1278 kernel records, 234 memcpy records.")
    c.log(node, "train", FACESEG4,
          "2/Unknown - 13s 7s/step - loss: 3.1030 - acc: 0.0730 - mIoU: 0.0139",
          "3/Unknown - 14s 5s/step - loss: 3.0520 - acc: 0.0800 - mIoU: 0.0149",
          "4/Unknown - 14s 4s/step - loss: 3.0151 - acc: 0.0868 - mIoU: 0.0158",
          "5/Unknown - 15s 3s/step - loss: 2.9743 - acc: 0.0991 - mIoU: 0.0177", t=15.0)


# ---- exceptions of the program ------------------------------------------------------------------
def build_program_errors() -> None:
    node = "a6000-host"
    c = case("b67-bksdm-multi-gpu-keyerror-up-blocks", "attributed", "user_code", [], [node],
             "BK-SDM distillation training on eight A6000 GPUs fails with a KeyError in the "
             "training script. Lines as posted, node name and times ours.",
             start="2023-08-12T01:00:00+00:00", scheduler=STATIC, ranks_per_node=8)
    c.log(node, "train", BKSDM10, "Traceback (most recent call last):",
          '  File "/home/user01/BK-SDM/src/kd_train_text_to_image.py", line 891, in <module>',
          "    main()",
          '  File "/home/user01/BK-SDM/src/kd_train_text_to_image.py", line 766, in main',
          "    a_stu = acts_stu[m_stu]", "KeyError: 'up_blocks.0'", t=60.0)
    c.job(65.0, "FAILED", exit_code=1)

    node = "rvc-windows-pc"
    c = case("b67-rvc-webui-multi-gpu-traceback-first-step", "attributed", "user_code", [],
             [node],
             "RVC v2 training on two GPUs (Windows, web UI) raises a traceback after its first "
             "step and stops. Lines as posted (the stored copy cuts the traceback before its "
             "last line; the two own times), node name and the other times ours.",
             start="2023-05-23T11:39:00+00:00", scheduler=STATIC, ranks_per_node=2)
    c.steps(1, 1, every=10.0)
    for _ in range(2):
        c.own(node, "train", RVC41, "2023-05-23T11:39:50",
              "2023-05-23 11:39:50 | INFO | torch.nn.parallel.distributed | Reducer buckets "
              "have been rebuilt in this iteration.")
    c.log(node, "train", RVC41, "Traceback (most recent call last):",
          '  File "F:\\ai\\vc\\rvc-webui\\venv\\lib\\site-packages\\gradio\\routes.py", line 412, '
          "in run_predict",
          "    output = await app.get_blocks().process_api(",
          '  File "F:\\ai\\vc\\rvc-webui\\venv\\lib\\site-packages\\gradio\\blocks.py", line 1299, '
          "in process_api",
          "    result = await self.call_function(",
          '  File "F:\\ai\\vc\\rvc-webui\\venv\\lib\\site-packages\\gradio\\blocks.py", line 1035, '
          "in call_function",
          "    prediction = await anyio.to_thread.run_sync(", t=75.0)
    c.job(80.0, "FAILED", exit_code=1)

    node = "gfpgan-host"
    c = case("b67-gfpgan-nccl-invalid-usage-at-start", "attributed", "user_code", [], [node],
             "GFPGAN training cannot start: every process raises NCCL invalid usage (the "
             "answer: the GPU count in the options is wrong). Lines as posted, node name and "
             "times ours.", start="2022-02-03T09:00:00+00:00", scheduler=STATIC,
             ranks_per_node=2)
    c.log(node, "train", GFPGAN154,
          "RuntimeError: RuntimeErrorRuntimeErrorNCCL error in: ../torch/csrc/distributed/c10d/"
          "ProcessGroupNCCL.cpp:957, invalid usage, NCCL version 21.0.3",
          "ncclInvalidUsage: This usually reflects invalid usage of NCCL library (such as too "
          "many async ops, too many collectives at once, mixing streams in a group, etc).: "
          "RuntimeError: ", t=30.0)
    c.job(35.0, "FAILED", exit_code=1)

    node = "potsdam-host"
    c = case("b67-geoseg-device-side-assert", "attributed", "user_code", [], [node],
             "GeoSeg training on the Potsdam data fails with a CUDA device-side assert. Lines as "
             "posted, node name and times ours.", start="2022-10-02T06:00:00+00:00",
             scheduler=STATIC)
    c.steps(1, 20, every=10.0)
    c.log(node, "train", GEOSEG20, "RuntimeError: CUDA error: device-side assert triggered",
          "CUDA kernel errors might be asynchronously reported at some other API call,so the "
          "stacktrace below might be incorrect.",
          "For debugging consider passing CUDA_LAUNCH_BLOCKING=1.", t=195.0)
    c.job(200.0, "FAILED", exit_code=1)

    node = "rtx4090-pc"
    c = case("b67-styletts-illegal-memory-access-first-epoch", "attributed", "user_code", [],
             [node],
             "StyleTTS2 fine-tuning on a 4090 (web UI) crashes after about 80 steps of the first "
             "epoch with a CUDA illegal memory access. Lines as posted, node name and times ours.",
             start="2024-10-04T10:00:00+00:00", scheduler=STATIC)
    c.steps(1, 80, every=3.0)
    c.log(node, "train", STYLETTS42,
          "RuntimeError: CUDA error: an illegal memory access was encountered",
          "CUDA kernel errors might be asynchronously reported at some other API call, so the "
          "stacktrace below might be incorrect.",
          "For debugging consider passing CUDA_LAUNCH_BLOCKING=1.",
          "Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.", t=240.0)
    c.job(245.0, "FAILED", exit_code=1)


# ---- processes killed or crashing with no cause given ------------------------------------------
def build_kills_and_crashes() -> None:
    node = "stgan-host"
    c = case("b67-stgan-train-sh-killed", "ambiguous", "unknown", [], [node],
             "ST-GAN training with the CelebA sample: the shell reports the python process "
             "Killed. Nothing says by whom or why. Line as posted, node name and times ours.",
             start="2021-04-13T05:00:00+00:00", scheduler=STATIC)
    c.steps(1, 20, every=10.0)
    c.log(node, "train", STGAN35,
          "./train.sh: line 1:  7364 Killed                  python3 train_Donly.py --name=D0 "
          "--warpN=0 --pertFG=0.2", t=200.0)
    c.job(200.0, "FAILED", exit_code=137)

    node = "401240707274117120-taskrole1-0"
    c = case("b67-lte-train-killed-after-config-loaded", "ambiguous", "unknown", [], [node],
             "LTE training in a task-role container prints 'config loaded.' and then 'Killed'. "
             "Nothing says why. Lines as posted, times ours.",
             start="2024-01-13T03:00:00+00:00", scheduler=STATIC)
    c.log(node, "train", LTE22,
          "(lte) root@401240707274117120-taskrole1-0:/gemini/code/lte-main# python train.py "
          "--config configs/train-div2k/train_edsr-baseline-lte.yaml --gpu 0",
          "config loaded.", t=5.0)
    c.log(node, "train", LTE22, "Killed", t=90.0)
    c.job(90.0, "FAILED", exit_code=137)

    node = "augustus-host"
    c = case("b67-augustus-etraining-crf-segfault", "ambiguous", "unknown", [], [node],
             "AUGUSTUS etraining with CRF training ends in a segmentation fault in its first "
             "round. Nothing says why. Lines as posted, node name and times ours.",
             start="2023-06-26T09:00:00+00:00", scheduler=STATIC)
    c.log(node, "etraining", AUGUSTUS12, "*** CRF training round 1 of 2 ***",
          "using training sequence Scf0000001_363817-366096 (length=2280).",
          "Segmentation fault", t=20.0)
    c.job(21.0, "FAILED", exit_code=139)

    node = "crf-host"
    c = case("b67-crfsegmenter-train-segfault-lbfgs", "ambiguous", "unknown", [], [node],
             "HighOrderCRF training for a segmenter ends in a segmentation fault at L-BFGS "
             "optimization (the poster later finds newlines in the training data). Lines as "
             "posted, node name and times ours.", start="2020-05-06T09:00:00+00:00",
             scheduler=STATIC)
    c.log(node, "train", CRFSEG9, "L-BFGS optimization",
          "zsh: segmentation fault  CRFSegmenter-master/build/bin/HighOrderCRFMain --train "
          "tempFile --model  --c1", t=30.0)
    c.job(31.0, "FAILED", exit_code=139)

    node = "psdz"
    c = case("b67-ngp-pl-train-segfault-core-dumped", "ambiguous", "unknown", [], [node],
             "ngp_pl training on the Lego data ends at once in a segmentation fault (core "
             "dumped). Nothing says why. Lines as posted, times ours.",
             start="2023-04-06T08:00:00+00:00", scheduler=STATIC)
    c.log(node, "train", NGPPL127,
          "(ngp_pl) psdz@psdz:~/ngp_pl$ python train.py --root_dir "
          "/home/psdz/ngp_pl/Synthetic_NeRF/Lego --exp_name Lego",
          "Segmentation fault (core dumped)", t=10.0)
    c.job(12.0, "FAILED", exit_code=139)

    node = "cryosbi-host"
    c = case("b67-cryosbi-unspecified-launch-failure-epoch-98", "ambiguous", "unknown", [],
             [node],
             "cryoSBI's train_npe_model runs for 98 of 150 epochs (about 19 hours) and then "
             "raises CUDA error: unspecified launch failure. Nothing shows a GPU fault or a "
             "program bug. Lines as posted, node name and times ours.",
             start="2025-02-24T12:00:00+00:00", scheduler=STATIC)
    c.steps(1, 98, every=690.0)
    c.log(node, "train", CRYOSBI66, "Training neural netowrk:", t=0.0)
    c.log(node, "train", CRYOSBI66, "Traceback (most recent call last):",
          '  File "/home/paq/programs/micromamba/envs/cryoSBI/bin/train_npe_model", line 8, in '
          "<module>",
          "    sys.exit(cl_npe_train_no_saving())",
          '  File "/home/paq/programs/micromamba/envs/cryoSBI/lib/python3.10/site-packages/'
          'cryo_sbi/inference/command_line_tools.py", line 50, in cl_npe_train_no_saving',
          "    npe_train_no_saving(",
          '  File "/home/paq/programs/micromamba/envs/cryoSBI/lib/python3.10/site-packages/'
          'cryo_sbi/inference/train_npe_model.py", line 159, in npe_train_no_saving',
          "    step(",
          '  File "/home/paq/programs/micromamba/envs/cryoSBI/lib/python3.10/site-packages/'
          'lampe/utils.py", line 36, in __call__',
          "    if loss.isfinite().all():",
          "RuntimeError: CUDA error: unspecified launch failure", t=67654.0)
    c.job(67660.0, "FAILED", exit_code=1)


    node = "yolo3-pc"
    c = case("b67-keras-yolo3-exit-code-minus-1-epoch-10", "ambiguous", "unknown", [], [node],
             "keras-yolo3 training: epoch 9 ends with val_loss nan, and near the end of epoch 10 "
             "the process finishes with exit code -1. Nothing says why it stopped. Lines as "
             "posted, node name, times and the step metrics (one per epoch) ours.",
             start="2020-04-20T01:00:00+00:00", scheduler=STATIC)
    c.steps(1, 9, every=386.0)
    c.log(node, "train", KYOLO3_658, "Epoch 9/50",
          "252/252 [==============================] - 386s 2s/step - loss: 346.2141 - val_loss: "
          "nan", t=3474.0)
    c.log(node, "train", KYOLO3_658, "Epoch 10/50",
          "251/252 [============================>.] - ETA: 1s - loss: 286.6874",
          "Process finished with exit code -1", t=3858.0)
    c.job(3860.0, "FAILED", exit_code=255)


# ---- two more hangs, from the later searches -----------------------------------------------------
def build_late_hangs() -> None:
    node = "aimbot-pc"
    c = case("b67-futurenn-darknet-train-stuck-at-layer-0", "ambiguous", "hang", [], [node],
             "FutureNNAimbot's darknet training is started and stays at layer 0 with no error. "
             "No rank shown stopping first. Lines as posted, node name and times ours.",
             start="2021-11-23T10:00:00+00:00", scheduler=STATIC)
    c.job(0.0, "RUNNING")
    c.log(node, "train", AIMBOT48, "compute_capability = 860, cudnn_half = 1",
          "layer     filters    size              input                output", "0", t=5.0)

    node = "neural-enhance-gpu0"
    c = case("b67-neural-enhance-train-waits-forever", "ambiguous", "hang", [], [node],
             "neural-enhance training on gpu0 loads its model and then makes no progress for 30 "
             "hours. No error. Lines as posted (indent dropped), node name and times ours.",
             start="2016-11-20T00:00:00+00:00", scheduler=STATIC)
    c.job(0.0, "RUNNING")
    c.log(node, "train", NENHANCE96, "- Using the device `gpu0` for neural computation.",
          "Training 100 epochs on random image sections with batch size 15.",
          "- Loaded file `ne2x-photo-face-0.3.pkl.bz2` with trained model.",
          "- 38 tensors learned for generator.", "- 21 tensors learned for discriminator.",
          t=20.0)


# ---- writing -----------------------------------------------------------------------------------
def main() -> None:
    build()
    remove_stale(ROOT, "b67-", CASES)
    write_split(CASES, SPLIT, ROOT)


if __name__ == "__main__":
    main()
