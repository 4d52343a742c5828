"""Build the hundred-and-twenty-ninth blind corpus (tests/attribution/blind129/): runs that stopped.

    python tests/attribution/blind129_build.py

A held-out proxy for how attribution generalises, a nineteenth unbiased sample of multi-GPU and
multi-node training runs that stopped making progress, 2019-2026: reports found by the plain
words of a stall (hangs, stuck, freezes, no progress, stops at, deadlock, does not continue,
watchdog) on any framework or stack (PyTorch DDP and mp.spawn, Lightning, DeepSpeed, Megatron,
InternLM, AllenNLP, fairseq's XLM, detectron2, mmgeneration, Horovod under TensorFlow and
RETURNN, TensorFlow's SuperPoint, PyTorch/XLA and JAX/Flax on TPUs, accelerate + FSDP), as GitHub
issue threads show them, with what each report shows happened (a watchdog that fired, a
traceback dumped, the owner's Ctrl-C, nothing at all). They were found with the search tool's
issue corpus (queries listed in blind129/README.md) and taken in the order the searches returned
them, skipping only reports without a copyable log line, reports not about a multi-device
training run, reports before 2019 and reports any other corpus or file of the repository cites
(or that tell an incident a cited report already tells). It was assembled by one helper who read
neither the engine nor its catalogs; the labels were written before any engine ran on these
bundles, and no report cited here is cited anywhere else in the repository
(test_attribution_heldout.py checks it).

Every log line is copied from the public report given next to it (host names, addresses, ids and
times as posted; a line the report wrapped stays wrapped; lines the search excerpt cut short left
out; trailing blanks dropped; a quotation prefix `> ` or a markdown backtick in front of a line
dropped, noted in sources.json). Ours is only the assembly, as in stacks_build.py: which node and
stream a line is filed under (and node names where the report gives none), an ISO-8601 time in
front of every line (taken from the line's own stamp where it has one), job.json, the scheduler
events and the per-rank step metrics. The labels follow DESIGN's taxonomy and the rules of the
realworld, stacks, frontier and blind READMEs (see blind129/README.md).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from stacks_build import Case, case_maker, remove_stale, write_split  # noqa: E402

ROOT = HERE / "blind129"
SPLIT = "blind129"

# ---- sources (one public report per incident) --------------------------------------------------
SUPERPOINT92 = "https://github.com/rpautrat/SuperPoint/issues/92"
ALLENNLP4892 = "https://github.com/allenai/allennlp/issues/4892"
INTERNLM290 = "https://github.com/InternLM/InternLM/issues/290"
AUTOCAST381 = "https://github.com/alan-turing-institute/autocast/issues/381"
MMGEN315 = "https://github.com/open-mmlab/mmgeneration/issues/315"
DETECTRON2_840 = "https://github.com/facebookresearch/detectron2/issues/840"
PYTORCH20630 = "https://github.com/pytorch/pytorch/issues/20630"
PYTORCH49733 = "https://github.com/pytorch/pytorch/issues/49733"
DEEPSPEED942 = "https://github.com/deepspeedai/DeepSpeed/issues/942"
XLM80 = "https://github.com/facebookresearch/XLM/issues/80"
MEGATRON1142 = "https://github.com/NVIDIA/Megatron-LM/issues/1142"
RETURNN323 = "https://github.com/rwth-i6/returnn/issues/323"
AUTOML563 = "https://github.com/google/automl/issues/563"
TRANSFORMERS13956 = "https://github.com/huggingface/transformers/issues/13956"
XLA2937 = "https://github.com/pytorch/xla/issues/2937"
RUTRANSFORMERS21 = "https://github.com/mgrankin/ru_transformers/issues/21"
LIGHTNING11267 = "https://github.com/Lightning-AI/pytorch-lightning/issues/11267"
LIGHTNING11361 = "https://github.com/Lightning-AI/pytorch-lightning/issues/11361"
DMD2_41 = "https://github.com/tianweiy/DMD2/issues/41"
FLAX2453 = "https://github.com/google/flax/issues/2453"

QUOTE = "a quotation prefix '> ' in front of the line as posted dropped"
BACKTICK = "a markdown backtick in front of the line as posted dropped"

CASES: list[Case] = []


case = case_maker(CASES, SPLIT)


def build() -> None:
    build_startup_stalls()
    build_mid_run_stalls()
    build_watchdogs_and_tracebacks()
    build_horovod_and_tpus()


# ---- stalls before or at the first step ----------------------------------------------------------
def build_startup_stalls() -> None:
    # ---- SuperPoint (TensorFlow) on 4 GPUs: nothing after the deprecation warnings -------------
    node = "node001"
    c = case("b129-superpoint-tf-4-gpus-hangs-after-startup", "ambiguous", "hang", [], [node],
             "SuperPoint's MagicPoint training on MS-COCO (TensorFlow 1.x) with 4 GPUs and a "
             "larger validation size: the run prints its start-up lines (one of them 'Number of "
             "GPUs detected: 1') and its deprecation warnings, then does not proceed; the same "
             "config trains to the end on one GPU. No error, no step. Lines as posted (node name "
             "from the poster's prompt; the line the excerpt cut short left out), ISO times from "
             "their own stamps, the first two ours.",
             start="2019-08-01T11:19:55+00:00", scheduler="static", ranks_per_node=4)
    c.job(0.0, "RUNNING")
    c.log(node, "rank-0", SUPERPOINT92,
          "experiment.py:141: YAMLLoadWarning: calling yaml.load() without Loader=... is "
          "deprecated, as the default Loader is unsafe. Please read "
          "https://msg.pyyaml.org/load for full details.",
          "  config = yaml.load(f)", t=2.0)
    c.log(node, "rank-0", SUPERPOINT92,
          "[08/01/2019 11:19:58 INFO] Running command TRAIN",
          "[08/01/2019 11:19:58 INFO] Number of GPUs detected: 1", t=3.0)
    c.log(node, "rank-0", SUPERPOINT92,
          "[08/01/2019 11:20:01 WARNING] From /data/userdata/u.rajkumar/software/anaconda3/envs/"
          "SP/lib/python3.6/site-packages/tensorflow/contrib/learn/python/learn/datasets/base.py:"
          "198: retry (from tensorflow.contrib.learn.python.learn.datasets.base) is deprecated and "
          "will be removed in a future version.",
          "Instructions for updating:",
          "Use the retry module or similar alternatives.", t=6.0)

    # ---- AllenNLP on 2 x 1080 Ti: the main log stops while reading its parameters --------------
    node = "ryzen-2x1080ti"
    c = case("b129-allennlp-2-gpus-stuck-at-the-beginning", "ambiguous", "hang", [], [node],
             "AllenNLP 1.3.0 distributed training on two GTX 1080 Ti (PyTorch 1.7.1): the "
             "configuration trains on one GPU, but with two the run gets stuck at the beginning; "
             "the main log (out.log) ends in the parameter dump, and nothing says why. Lines as "
             "posted (node name ours; the line the excerpt cut short left out), ISO times from "
             "their own stamps.",
             start="2020-12-25T14:54:00+00:00", scheduler="static", ranks_per_node=2)
    c.job(0.0, "RUNNING")
    for when, text in (
            ("14:54:22.558", "datasets_for_vocab_creation = None"),
            ("14:54:22.558", "dataset_reader.type = my_simple_reader"),
            ("14:54:22.559", "dataset_reader.lazy = False"),
            ("14:54:22.559", "dataset_reader.cache_directory = None"),
            ("14:54:22.559", "dataset_reader.max_instances = None"),
            ("14:54:22.559", "dataset_reader.manual_distributed_sharding = False"),
            ("14:54:22.559", "dataset_reader.manual_multi_process_sharding = False")):
        c.own(node, "out", ALLENNLP4892, f"2020-12-25 {when}",
              f"2020-12-25 {when.replace('.', ',')} - INFO - allennlp.common.params - {text}")

    # ---- InternLM 7B SFT on 4 GPUs: the ranks stop in different states -------------------------
    node = "f363ff97a009"
    c = case("b129-internlm-7b-sft-4-gpus-stuck-different-status", "ambiguous", "hang", [], [node],
             "InternLM 7B SFT launched with torchrun on four GPUs of one container: the ranks "
             "bind their devices and set their seeds, then training gets stuck with the GPUs in "
             "different states (the poster's title); no error line. Lines as posted (the line "
             "the excerpt cut short left out), ISO times from their own stamps, the launcher's "
             "banner ours.",
             start="2023-09-07T08:43:00+00:00", scheduler="static", ranks_per_node=4)
    c.job(0.0, "RUNNING")
    c.log(node, "launcher", INTERNLM290,
          "WARNING:torch.distributed.run:",
          "*****************************************",
          "Setting OMP_NUM_THREADS environment variable for each process to be 1 in default, to "
          "avoid your system being overloaded, please further tune the variable for optimal "
          "performance in your application as needed.",
          "*****************************************", t=8.0)
    for rank, when in enumerate(("08:43:09.863", "08:43:09.905", "08:43:09.909", "08:43:09.911")):
        c.own(node, f"rank-{rank}", INTERNLM290, f"2023-09-07 {when}",
              f"2023-09-07 {when.replace('.', ',')} INFO parallel_context.py:508 in set_device "
              f"-- process rank {rank} is bound to host:f363ff97a009 device: {rank}")
    c.own(node, "rank-2", INTERNLM290, "2023-09-07 08:43:11.759",
          "2023-09-07 08:43:11,759 INFO parallel_context.py:540 in set_seed -- initialized seed "
          "on rank 2, numpy: 1024, python random: 1024, ParallelMode.DATA: 1024, "
          "ParallelMode.TENSOR: 1024,the default parallel seed is ParallelMode.DATA.")

    # ---- detectron2 TridentNet on 2 GPUs: stuck in mp.spawn, the owner's Ctrl-C -----------------
    node = "detectron2-box"
    c = case("b129-detectron2-tridentnet-2-gpus-spawn-deadlock-ctrl-c", "ambiguous", "hang", [],
             [node],
             "detectron2's TridentNet training with --num-gpus 2 (CUDA_VISIBLE_DEVICES=2,3) "
             "deadlocks; the owner interrupts it and posts the KeyboardInterrupt traceback of the "
             "launching process, which waits in torch.multiprocessing.spawn for its workers. The "
             "maintainer: stuck in spawn, the environment or PyTorch. Lines as posted (node name "
             "ours), ISO times ours.",
             start="2020-02-11T09:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.job(0.0, "RUNNING")
    c.log(node, "launcher", DETECTRON2_840,
          "Traceback (most recent call last):",
          '  File "projects/TridentNet/train_net.py", line 64, in <module>',
          "    args=(args,),",
          '  File "/data/mostertrij/scrap/detectron2/detectron2/engine/launch.py", line 49, in '
          "launch",
          "    daemon=False,",
          '  File "/home/mostertrij/anaconda3/envs/tridentclone/lib/python3.7/site-packages/torch/'
          'multiprocessing/spawn.py", line 171, in spawn',
          "    while not spawn_context.join():",
          '  File "/home/mostertrij/anaconda3/envs/tridentclone/lib/python3.7/site-packages/torch/'
          'multiprocessing/spawn.py", line 77, in join',
          "    timeout=timeout,",
          '  File "/home/mostertrij/anaconda3/envs/tridentclone/lib/python3.7/multiprocessing/'
          'connection.py", line 920, in wait',
          "    ready = selector.select(timeout)",
          '  File "/home/mostertrij/anaconda3/envs/tridentclone/lib/python3.7/selectors.py", line '
          "415, in select",
          "    fd_event_list = self._selector.poll(timeout)",
          "KeyboardInterrupt", t=1800.0)
    c.job(1801.0, "CANCELLED", reason="interrupted by the owner (Ctrl-C)")

    # ---- XLM on 4 GPUs: stuck right after "Starting epoch 0" ------------------------------------
    node = "xlm-4gpu"
    c = case("b129-xlm-4-gpus-ddp-stuck-at-epoch-0", "ambiguous", "hang", [], [node],
             "XLM (fairseq's cross-lingual LM) training with DistributedDataParallel on four GPUs: "
             "the data summary, the four model builds and 'Starting epoch 0' are logged, then "
             "training gets stuck. No error. Lines as posted (node name ours; the rank each "
             "per-process line is filed under ours; the line the excerpt cut short left out), ISO "
             "times from their own stamps (year from the report's date).",
             start="2019-05-15T14:07:05+00:00", scheduler="static", ranks_per_node=4)
    c.job(0.0, "RUNNING")
    for when, text in (
            ("14:07:09", "0:00:04 - ============ Data summary"),
            ("14:07:09", "0:00:04 - Monolingual data   - train -           en:   5000000"),
            ("14:07:09", "0:00:04 - Monolingual data   - valid -           en:      3000"),
            ("14:07:09", "0:00:04 - Monolingual data   -  test -           en:      3003"),
            ("14:07:09", "0:00:04 - Monolingual data   - train -           fr:   5000000"),
            ("14:07:09", "0:00:04 - Monolingual data   - valid -           fr:      3000"),
            ("14:07:09", "0:00:04 - Monolingual data   -  test -           fr:      3003")):
        c.own(node, "rank-0", XLM80, f"2019-05-15 {when}", f"INFO - 05/15/19 {when} - {text}")
    for rank, when, elapsed in ((0, "14:07:11", "0:00:06"), (1, "14:07:11", "0:00:06"),
                                (2, "14:07:12", "0:00:07"), (3, "14:07:12", "0:00:07")):
        c.own(node, f"rank-{rank}", XLM80, f"2019-05-15 {when}",
              f"INFO - 05/15/19 {when} - {elapsed} - Number of parameters (model): 141848203")
    for rank in range(4):
        c.own(node, f"rank-{rank}", XLM80, "2019-05-15 14:07:14",
              "INFO - 05/15/19 14:07:14 - 0:00:09 - Using nn.parallel.DistributedDataParallel ...")
    c.own(node, "rank-0", XLM80, "2019-05-15 14:07:15",
          "INFO - 05/15/19 14:07:15 - 0:00:10 - ============ Starting epoch 0 ... ============")

    # ---- Flax on a Cloud TPU (8 cores): training stays at 0% for an hour ------------------------
    node = "tpu-vm"
    c = case("b129-flax-cloud-tpu-8-cores-stuck-at-0-percent", "ambiguous", "hang", [], [node],
             "A Flax image-classification training (after the ImageNet example) on a Cloud TPU "
             "with eight local TPU cores: JAX lists its devices, epoch 1 starts and the progress "
             "bar stays at 0/937 for an hour; the same script starts at once on CPU and GPU. No "
             "error. Lines as posted (node name ours), ISO times from the epoch line's own time "
             "(date from the report), the others ours.",
             start="2022-09-10T15:59:00+00:00", scheduler="static", ranks_per_node=1)
    c.job(0.0, "RUNNING")
    c.log(node, "rank-0", FLAX2453,
          "JAX Process: 0 / 1",
          "JAX Local Devices: [TpuDevice(id=0, process_index=0, coords=(0,0,0), core_on_chip=0), "
          "TpuDevice(id=1, process_index=0, coords=(0,0,0), core_on_chip=1), TpuDevice(id=2, "
          "process_index=0, coords=(1,0,0), core_on_chip=0), TpuDevice(id=3, process_index=0, "
          "coords=(1,0,0), core_on_chip=1), TpuDevice(id=4, process_index=0, coords=(0,1,0), "
          "core_on_chip=0), TpuDevice(id=5, process_index=0, coords=(0,1,0), core_on_chip=1), "
          "TpuDevice(id=6, process_index=0, coords=(1,1,0), core_on_chip=0), TpuDevice(id=7, "
          "process_index=0, coords=(1,1,0), core_on_chip=1)]", t=20.0)
    c.own(node, "rank-0", FLAX2453, "2022-09-10 15:59:22", "[15:59:22] Epoch: 1")
    c.log(node, "rank-0", FLAX2453,
          "           Training:   0%|                              | 0/937 [00:00<?, ?it/s]",
          t=22.1)


# ---- stalls after training ran a while -----------------------------------------------------------
def build_mid_run_stalls() -> None:
    # ---- PyTorch mp.spawn on 4 GPUs: always stuck at step 1047, the owner's Ctrl-C -------------
    node = "spawn-4gpu"
    c = case("b129-pytorch-spawn-4-gpus-deadlock-at-step-1047", "ambiguous", "hang", [], [node],
             "A training (frames and masks per sample) with torch.multiprocessing.spawn and DDP "
             "always deadlocks at the same step: 1047 with four GPUs, 2095 with two (the data "
             "loader alone runs through). The owner exits with Ctrl-C and posts the launcher's "
             "traceback, waiting in spawn; the frames after the excerpt's cut left out. Step "
             "metrics ours (stopping at 1047 as the report says); lines as posted (node name "
             "ours), ISO times ours.",
             start="2020-12-22T06:00:00+00:00", scheduler="static", ranks_per_node=4)
    c.job(0.0, "RUNNING")
    for step in (*range(1, 1047, 50), 1047):
        c.steps(step, step, t0=10.0 + step * 0.8)
    c.log(node, "launcher", PYTORCH49733,
          'File "train.py", line 203, in <module>', t=3000.0, note=QUOTE)
    c.log(node, "launcher", PYTORCH49733,
          "    mp.spawn(main_worker, nprocs=args.gpu_num, args=(args,))",
          '  File "/opt/conda/lib/python3.7/site-packages/torch/multiprocessing/spawn.py", line '
          "200, in spawn",
          "    return start_processes(fn, args, nprocs, join, daemon, start_method='spawn')",
          t=3000.0)
    c.job(3001.0, "CANCELLED", reason="interrupted by the owner (Ctrl-C)")

    # ---- DeepSpeed on several GPUs: the progress bar stops at 96 %, no checkpoint --------------
    node = "deepspeed-host"
    c = case("b129-deepspeed-progress-stops-at-96-percent", "ambiguous", "hang", [], [node],
             "A DeepSpeed fine-tuning on several GPUs of one machine runs for four and a half "
             "hours; the progress bar reaches 61439/64146 and the run stops there with GPU "
             "utilisation at 100 %, logging nothing more and saving no checkpoint. No error. "
             "Lines as posted (node name, GPU count and the date ours), ISO times ours, from the "
             "bar's elapsed time.",
             start="2021-04-08T08:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.job(0.0, "RUNNING")
    for step in range(1000, 61001, 4000):
        c.steps(step, step, t0=step * 0.2674)
    c.steps(61439, 61439, t0=16438.0)
    for text, at in (
            (" 96%|█████████▌| 61423/64146 [4:33:54<19:03,  2.38it/s]", 16434.0),
            (" 96%|█████████▌| 61424/64146 [4:33:54<15:35,  2.91it/s]", 16434.3),
            (" 96%|█████████▌| 61425/64146 [4:33:54<21:24,  2.12it/s]", 16434.7),
            (" 96%|█████████▌| 61426/64146 [4:33:55<16:53,  2.68it/s]", 16435.0),
            (" 96%|█████████▌| 61427/64146 [4:33:55<13:33,  3.34it/s]", 16435.3),
            (" 96%|█████████▌| 61428/64146 [4:33:55<14:24,  3.15it/s]", 16435.6),
            (" 96%|█████████▌| 61429/64146 [4:33:56<09:24,  4.81it/s]", 16436.0),
            (" 96%|█████████▌| 61430/64146 [4:33:56<13:51,  3.27it/s]", 16436.3),
            (" 96%|█████████▌| 61431/64146 [4:33:56<15:47,  2.86it/s]", 16436.6),
            (" 96%|█████████▌| 61432/64146 [4:33:57<14:01,  3.23it/s]", 16437.0),
            (" 96%|█████████▌| 61433/64146 [4:33:57<10:29,  4.31it/s]", 16437.2),
            (" 96%|█████████▌| 61434/64146 [4:33:57<10:59,  4.11it/s]", 16437.4),
            (" 96%|█████████▌| 61435/64146 [4:33:57<10:29,  4.31it/s]", 16437.6),
            (" 96%|█████████▌| 61436/64146 [4:33:57<05:40,  7.95it/s]", 16437.8),
            (" 96%|█████████▌| 61438/64146 [4:33:58<06:02,  7.46it/s]", 16438.0),
            (" 96%|█████████▌| 61439/64146 [4:33:58<09:36,  4.69it/s]", 16438.2)):
        c.log(node, "rank-0", DEEPSPEED942, text, t=at)

    # ---- RETURNN + Horovod over four SGE hosts: a hang with a stalled rank after many epochs ----
    hosts = ["cluster-cn-224", "cluster-cn-220", "cluster-cn-238", "cluster-cn-275"]
    c = case("b129-returnn-horovod-4-hosts-hang-after-many-epochs", "ambiguous", "hang", [], hosts,
             "RETURNN (TensorFlow 1.14) trained with Horovod over four hosts of an SGE cluster "
             "(one GPU each, mpirun): it starts fine and trains for many epochs, then hangs with "
             "a stalled rank (the report's title; its stall lines are not in the excerpt). The "
             "bundle holds the start-up lines. Lines as posted (the rank each line is filed under "
             "from the hostname and pid it names; the RSS line's host ours), ISO times from the "
             "start-up line's own stamp (UTC+0200), the others ours; step metrics ours.",
             start="2020-07-12T09:57:02+02:00", scheduler="sge", ranks_per_node=1)
    c.job(0.0, "RUNNING")
    c.log("cluster-cn-275", "rank-3", RETURNN323,
          "RETURNN starting up, version 20200706.123141--git-1bbf93a4, date/time "
          "2020-07-12-09-57-02 (UTC+0200), pid 1594, cwd /work/asr4/zeyer/setups-data/switchboard/"
          "2020-06-09--e2e-multi-gpu/data-train/base2.conv2l.specaug4a.wdrop03.adrop01.l2a_1e_4."
          "ctc.devtrain.lrwa.lrt_0005.mgpu4.htd100, Python /work/tools/asr/python/"
          "3.7.1_tf_1.14-generic+cuda10.1/bin/python3", t=0.0, note=QUOTE)
    for host, rank, text, at in (
            ("cluster-cn-275", 3, "cluster-cn-275-pid1594: use_horovod, CUDA_VISIBLE_DEVICES: 1",
             5.0),
            ("cluster-cn-220", 1, "cluster-cn-220-pid5101: use_horovod, CUDA_VISIBLE_DEVICES: 1",
             5.1),
            ("cluster-cn-238", 2, "cluster-cn-238-pid14531: use_horovod, CUDA_VISIBLE_DEVICES: 1",
             5.2),
            ("cluster-cn-224", 0, "cluster-cn-224-pid12931: use_horovod, CUDA_VISIBLE_DEVICES: 3",
             5.3),
            ("cluster-cn-275", 3, "New maximum RSS usage: 4.5 GB", 5.4),
            ("cluster-cn-238", 2, "Horovod initialized. Hostname cluster-cn-238, pid 14531, rank 2 "
             "/ size 4, local rank 0 / local size 1.", 8.0),
            ("cluster-cn-275", 3, "Horovod initialized. Hostname cluster-cn-275, pid 1594, rank 3 "
             "/ size 4, local rank 0 / local size 1.", 8.1),
            ("cluster-cn-238", 2, "cluster-cn-238-pid14531: Local rank/size: 0 1", 8.2),
            ("cluster-cn-275", 3, "cluster-cn-275-pid1594: Local rank/size: 0 1", 8.3),
            ("cluster-cn-224", 0, "Horovod initialized. Hostname cluster-cn-224, pid 12931, rank 0 "
             "/ size 4, local rank 0 / local size 1.", 8.4),
            ("cluster-cn-224", 0, "cluster-cn-224-pid12931: Local rank/size: 0 1", 8.5),
            ("cluster-cn-220", 1, "Horovod initialized. Hostname cluster-cn-220, pid 5101, rank 1 "
             "/ size 4, local rank 0 / local size 1.", 8.6),
            ("cluster-cn-220", 1, "cluster-cn-220-pid5101: Local rank/size: 0 1", 8.7)):
        c.log(host, f"rank-{rank}", RETURNN323, text, t=at)
    for step in range(1, 200001, 10000):
        c.steps(step, step, t0=30.0 + step * 1.2)

    # ---- Lightning DDP: rank 0 waits in a broadcast inside ModelCheckpoint ----------------------
    node = "ddp-host"
    c = case("b129-lightning-ddp-rank0-hangs-in-checkpoint-broadcast", "ambiguous", "hang", [],
             [node],
             "Lightning DDP training hangs when ModelCheckpoint saves at the end of a training "
             "epoch (even with monitor=None); the stack of the rank 0 process, taken with "
             "pystack, waits in a broadcast. Which rank did not join is not shown. Frames as "
             "posted (the one the excerpt cut short left out; node name, GPU count and step "
             "metrics ours), ISO times ours.",
             start="2021-12-27T02:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.job(0.0, "RUNNING")
    for step in range(10, 401, 10):
        c.steps(step, step, t0=step * 5.0)
    c.log(node, "rank-0", LIGHTNING11267,
          'File "/opt/conda/lib/python3.8/site-packages/pytorch_lightning/loops/base.py", '
          "line 151, in run",
          "    output = self.on_run_end()",
          '  File "/opt/conda/lib/python3.8/site-packages/pytorch_lightning/loops/epoch/'
          'training_epoch_loop.py", line 298, in on_run_end',
          '    self.trainer.call_hook("on_train_epoch_end")',
          '  File "/opt/conda/lib/python3.8/site-packages/pytorch_lightning/trainer/trainer.py", '
          "line 1490, in call_hook",
          "    callback_fx(*args, **kwargs)",
          '  File "/opt/conda/lib/python3.8/site-packages/pytorch_lightning/trainer/'
          'callback_hook.py", line 93, in on_train_epoch_end',
          "    callback.on_train_epoch_end(self, self.lightning_module)",
          '  File "/opt/conda/lib/python3.8/site-packages/pytorch_lightning/callbacks/'
          'model_checkpoint.py", line 321, in on_train_epoch_end',
          "    self.save_checkpoint(trainer)",
          '  File "/opt/conda/lib/python3.8/site-packages/pytorch_lightning/callbacks/'
          'model_checkpoint.py", line 390, in save_checkpoint',
          "    self._save_none_monitor_checkpoint(trainer, monitor_candidates)", t=5400.0)

    # ---- torch DDP + accelerate: a traceback through DDP forward, posted under 'deadlocks' -----
    node = "logo-refiner-host"
    c = case("b129-pytorch-ddp-accelerate-deadlock-traceback", "ambiguous", "hang", [], [node],
             "A later comment on 'distributed all_reduce deadlocks' posts the stack of a "
             "training script (DDP through accelerate) whose step hangs: from the line that "
             "calls .item() on a loss through DDP's forward into accelerate (the frames the "
             "excerpt cut short left out). Nothing says which rank stopped or why. Frames as "
             "posted (paths as the poster masked them; node name, process count, the year and "
             "step metrics ours), ISO times ours.",
             start="2024-06-01T09:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.job(0.0, "RUNNING")
    c.steps(1, 120, every=4.0)
    c.log(node, "rank-0", PYTORCH20630,
          '  File "/path/to/train_logo_refiner.py", line 1273, in <module>',
          "    logs['Loss/logo_ssim_loss'] = (loss_logo_ssim / loss_factor).detach().item()",
          '  File "/path/to/train_logo_refiner.py", line 1099, in main',
          '  File "/path/to/conda/envs/fitdit/lib/python3.11/site-packages/torch/nn/modules/'
          'module.py", line 1532, in _wrapped_call_impl',
          "    return self._call_impl(*args, **kwargs)",
          '  File "/path/to/conda/envs/fitdit/lib/python3.11/site-packages/torch/nn/modules/'
          'module.py", line 1541, in _call_impl',
          "    return forward_call(*args, **kwargs)",
          '  File "/path/to/conda/envs/fitdit/lib/python3.11/site-packages/torch/nn/parallel/'
          'distributed.py", line 1593, in forward',
          "    else self._run_ddp_forward(*inputs, **kwargs)",
          '  File "/path/to/conda/envs/fitdit/lib/python3.11/site-packages/torch/nn/parallel/'
          'distributed.py", line 1411, in _run_ddp_forward',
          "    return self.module(*inputs, **kwargs)  # type: ignore[index]",
          '  File "/path/to/conda/envs/fitdit/lib/python3.11/site-packages/torch/nn/modules/'
          'module.py", line 1532, in _wrapped_call_impl',
          "    return self._call_impl(*args, **kwargs)",
          '  File "/path/to/conda/envs/fitdit/lib/python3.11/site-packages/torch/nn/modules/'
          'module.py", line 1541, in _call_impl',
          "    return forward_call(*args, **kwargs)", t=2400.0)


# ---- watchdogs that fired, tracebacks dumped ----------------------------------------------------
def build_watchdogs_and_tracebacks() -> None:
    # ---- autocast: Lightning DDP finishes fit, then a one-element ALLREDUCE times out ----------
    node = "gpu-node"
    c = case("b129-autocast-lightning-post-fit-allreduce-watchdog", "ambiguous", "hang", [],
             [node],
             "Large Lightning DDP runs of autocast on four GPUs of one Slurm node: Trainer.fit "
             "stops at max_epochs (every checkpoint and metric saved), then a one-element "
             "ALLREDUCE hangs for exactly the NCCL watchdog's 30 minutes, the process aborts "
             "with a core dump and Slurm marks the job FAILED. The poster suspects the code path "
             "after fit. Lines as posted in the report's symptom block (its '...' line left out; "
             "node name, step metrics and the job states ours), ISO times ours.",
             start="2026-05-20T08:00:00+00:00", scheduler="slurm", ranks_per_node=4)
    c.job(0.0, "RUNNING")
    for step in range(1000, 30001, 1000):
        c.steps(step, step, t0=step * 1.2)
    c.log(node, "rank-0", AUTOCAST381,
          "`Trainer.fit` stopped: `max_epochs=N` reached.", t=36010.0)
    c.log(node, "rank-0", AUTOCAST381,
          "[Rank 0] Watchdog caught collective operation timeout:",
          "  WorkNCCL(..., OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=1800000)",
          "  ran for 1800090 milliseconds before timing out.", t=37810.0)
    c.log(node, "srun", AUTOCAST381, "srun: error: ... Aborted (core dumped)", t=37812.0)
    c.job(37815.0, "FAILED", exit_code=134)

    # ---- mmgeneration improved DDPM on 8 x 2080 Ti: the run stops in dist.all_reduce -----------
    node = "8x2080ti"
    c = case("b129-mmgen-ddpm-8-gpus-stops-in-all-reduce", "ambiguous", "unknown", [], [node],
             "mmgeneration's improved DDPM trained on an own dataset with eight RTX 2080 Ti "
             "(batch 18 per GPU) stops after running for a while; the owner asks whether NCCL is "
             "to blame (first shown as a screenshot) and, when it happens again, posts the "
             "traceback flattened into one wrapped line: train_step through _parse_losses into "
             "dist.all_reduce. Its second half, which the excerpt cut short, and so the error "
             "itself, left out. Line as posted (node name and step metrics ours), ISO time ours.",
             start="2022-06-12T00:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.job(0.0, "RUNNING")
    for step in range(1000, 200001, 10000):
        c.steps(step, step, t0=step * 1.3)
    c.log(node, "rank-0", MMGEN315,
          'Traceback (most recent call last): File "tools/train.py", line 228, in main() File '
          '"tools/train.py", line 224, in main meta=meta) File "/home/chenwen08/mmgeneration/mmgen/'
          'apis/train.py", line 207, in train_model runner.run(data_loaders, cfg.workflow, '
          'cfg.total_iters) File "/home/chenwen08/mmgeneration/mmgen/core/runners/'
          'dynamic_iterbased_runner.py", line 285, in run iter_runner(iter_loaders[i], **kwargs) '
          'File "/home/chenwen08/mmgeneration/mmgen/core/runners/dynamic_iterbased_runner.py", '
          "line 215, in train outputs = self.model.train_step(data_batch, self.optimizer, "
          '**kwargs) File "/home/chenwen08/mmgeneration/mmgen/core/ddp_wrapper.py", line 123, in '
          "train_step output = self.module.train_step(*inputs[0], **kwargs[0]) File "
          '"/home/chenwen08/mmgeneration/mmgen/models/diffusions/base_diffusion.py", line 235, in '
          "train_step loss, log_vars = self._get_loss(denoising_dict_) File "
          '"/home/chenwen08/mmgeneration/mmgen/models/diffusions/base_diffusion.py", line 145, in '
          "_get_loss loss, log_vars = se", t=260000.0, note=QUOTE)
    c.job(260010.0, "FAILED", exit_code=1)

    # ---- Megatron GPT-3 on 4 GPUs: the second iteration never completes, watchdog fires --------
    node = "megatron-4gpu"
    c = case("b129-megatron-gpt3-4-gpus-second-iteration-watchdog", "ambiguous", "hang", [],
             [node],
             "Megatron-LM GPT-3 pretraining on one machine with four GPUs: the first iteration "
             "runs, the second gets stuck, and ten minutes later the NCCL watchdog of ranks 3 "
             "and 0 reports ALLREDUCE timeouts (several process groups) and takes the process "
             "down. No error before the timeouts. Lines as posted (node name ours; the rank each "
             "line is filed under from the rank it names, the two unranked lines under rank 0; "
             "trailing blanks dropped; the line the excerpt cut short left out), ISO times from "
             "the iteration's own stamp, the rest ours.",
             start="2024-09-13T07:03:00+00:00", scheduler="static", ranks_per_node=4)
    c.job(0.0, "RUNNING")
    c.steps(1, 1, t0=90.0)
    c.own(node, "rank-0", MEGATRON1142, "2024-09-13 07:04:42",
          "[iteration] datetime: 2024-09-13 07:04:42")
    c.log(node, "rank-3", MEGATRON1142,
          "[E ProcessGroupNCCL.cpp:828] [Rank 3] Watchdog caught collective operation timeout: "
          "WorkNCCL(SeqNum=33, OpType=ALLREDUCE, Timeout(ms)=600000) ran for 607565 milliseconds "
          "before timing out.", t=710.0)
    c.log(node, "rank-0", MEGATRON1142,
          "[E ProcessGroupNCCL.cpp:828] [Rank 0] Watchdog caught collective operation timeout: "
          "WorkNCCL(SeqNum=257, OpType=ALLREDUCE, Timeout(ms)=600000) ran for 608700 milliseconds "
          "before timing out.",
          "[E ProcessGroupNCCL.cpp:828] [Rank 0] Watchdog caught collective operation timeout: "
          "WorkNCCL(SeqNum=1032, OpType=ALLREDUCE, Timeout(ms)=600000) ran for 608832 "
          "milliseconds before timing out.",
          "[E ProcessGroupNCCL.cpp:828] [Rank 0] Watchdog caught collective operation timeout: "
          "WorkNCCL(SeqNum=1796, OpType=ALLREDUCE, Timeout(ms)=600000) ran for 608843 "
          "milliseconds before timing out.",
          "[E ProcessGroupNCCL.cpp:455] Some NCCL operations have failed or timed out. Due to the "
          "asynchronous nature of CUDA kernels, subsequent GPU operations might run on "
          "corrupted/incomplete data.",
          "[E ProcessGroupNCCL.cpp:460] To avoid data inconsistency, we are taking the entire "
          "process down.", t=711.0)
    c.job(715.0, "FAILED", exit_code=-6)

    # ---- Lightning DDPSharded: a traceback while saving the optimizer state --------------------
    node = "sharded-host"
    c = case("b129-lightning-sharded-checkpoint-save-traceback", "ambiguous", "unknown", [],
             [node],
             "Lightning training with the DDPShardedPlugin (fairscale OSS) on several GPUs fails "
             "while saving a checkpoint after validation: the traceback runs from the validation "
             "loop into dump_checkpoint and the sharded plugin's optimizer_state (the report's "
             "title speaks of CUDA out of memory; the error line itself is not in the excerpts). "
             "Frames as posted in two excerpts of the report (trailing blanks dropped; the last "
             "frame, possibly cut, left out; node name, GPU count, the date and step metrics "
             "ours), ISO times ours.",
             start="2022-01-06T10:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.job(0.0, "RUNNING")
    for step in range(10, 501, 10):
        c.steps(step, step, t0=step * 3.0)
    c.log(node, "rank-0", LIGHTNING11361,
          "    self.on_advance_end()",
          '  File "/miniconda3/envs/cenv-39/lib/python3.9/site-packages/pytorch_lightning/loops/'
          'epoch/training_epoch_loop.py", line 242, in on_advance_end',
          "    self._run_validation()",
          '  File "/miniconda3/envs/cenv-39/lib/python3.9/site-packages/pytorch_lightning/loops/'
          'epoch/training_epoch_loop.py", line 337, in _run_validation',
          "    self.val_loop.run()",
          '  File "/miniconda3/envs/cenv-39/lib/python3.9/site-packages/pytorch_lightning/loops/'
          'base.py", line 151, in run',
          "    output = self.on_run_end()", t=1560.0)
    c.log(node, "rank-0", LIGHTNING11361,
          '  File "/miniconda3/envs/cenv-39/lib/python3.9/site-packages/pytorch_lightning/trainer/'
          'connectors/checkpoint_connector.py", line 385, in dump_checkpoint',
          "    optimizer_state = self.trainer.accelerator.optimizer_state(optimizer)",
          '  File "/miniconda3/envs/cenv-39/lib/python3.9/site-packages/pytorch_lightning/'
          'accelerators/accelerator.py", line 390, in optimizer_state',
          '    return getattr(self.training_type_plugin, "optimizer_state", lambda x: '
          "x.state_dict())(optimizer)", t=1560.1)
    c.job(1565.0, "FAILED", exit_code=1)

    # ---- DMD2 SDXL on 2 nodes x 8 GPUs: rank 2's traceback in backward --------------------------
    n0, n1 = "dmd2-node-0", "dmd2-node-1"
    c = case("b129-dmd2-sdxl-2-nodes-rank2-backward-traceback", "attributed", "user_code", [],
             [n0, n1],
             "Training a 4-step SDXL model with DMD2 (accelerate + FSDP) on two nodes of eight "
             "GPUs: rank 2 raises in the generator's backward pass (the report's title: "
             "AssertionError, Invalid: _post_backward_hook_state; the frames after the excerpt's "
             "cut, with the assertion line, left out). An exception in the program's training "
             "step. Frames as posted (node names, the node of rank 2 and the date's time ours), "
             "ISO times ours.",
             start="2024-08-09T06:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.job(0.0, "RUNNING")
    c.log(n0, "rank-2", DMD2_41, "[rank2]: Traceback (most recent call last):", t=180.0,
          note=BACKTICK)
    c.log(n0, "rank-2", DMD2_41,
          '[rank2]:   File "/mnt/nas/gaohl/project/DMD2-main/main/train_sd.py", line 739, in '
          "<module>",
          "[rank2]:     trainer.train()",
          '[rank2]:   File "/mnt/nas/gaohl/project/DMD2-main/main/train_sd.py", line 633, in train',
          "[rank2]:     self.train_one_step()",
          '[rank2]:   File "/mnt/nas/gaohl/project/DMD2-main/main/train_sd.py", line 390, in '
          "train_one_step",
          "[rank2]:     self.accelerator.backward(generator_loss)",
          '[rank2]:   File "/usr/local/lib/python3.10/site-packages/accelerate/accelerator.py", '
          "line 2159, in backward",
          "[rank2]:     loss.backward(**kwargs)",
          '[rank2]:   File "/usr/local/lib/python3.10/site-packages/torch/_tensor.py", line 525, '
          "in backward",
          "[rank2]:     torch.autograd.backward(",
          '[rank2]:   File "/usr/local/lib/python3.10/site-packages/torch/autograd/__init__.py", '
          "line 267, in backward",
          "[rank2]:     _engine_run_backward(",
          '[rank2]:   File "/usr/local/lib/python3.10/site-packages/torch/autograd/graph.py", line '
          "744, in _engine_run_backward",
          "[rank2]:     return Variable._execution_engine.run_backward(  # Calls into the C++ "
          "engine to run the backward pass",
          '[rank2]:   File "/usr/local/lib/python3.10/site-packages/torch/utils/_contextlib.py", '
          "line 115, in decorate_context", t=180.0)
    c.job(200.0, "FAILED", exit_code=1)


# ---- Horovod stall warnings, TPUs ---------------------------------------------------------------
def build_horovod_and_tpus() -> None:
    # ---- EfficientDet with Horovod on 2 GPUs: the stall inspector, both GPUs idle ---------------
    node = "effdet-2gpu"
    c = case("b129-automl-effdet-horovod-2-gpus-stalled-ranks", "ambiguous", "hang", [], [node],
             "google/automl EfficientDet training with Horovod on two GPUs: a minute in, "
             "Horovod's stall inspector reports that rank 0 has not submitted the initial "
             "broadcasts and rank 1 has not submitted the gradient allreduces; GPU utilisation "
             "on both cards is 0 %. No error. Lines as posted (trailing blank dropped; node name "
             "ours; the rank-prefixed lines all come from rank 0's stderr), ISO times from the "
             "stall line's own stamp.",
             start="2020-07-04T19:22:30+00:00", scheduler="mpi", ranks_per_node=2)
    c.job(0.0, "RUNNING")
    c.own(node, "rank-0", AUTOML563, "2020-07-04 19:23:57.817885",
          "[1,0]<stderr>:[2020-07-04 19:23:57.817885: W horovod/common/stall_inspector.cc:105] "
          "One or more tensors were submitted to be reduced, gathered or broadcasted by subset "
          "of ranks and are waiting for remainder of ranks for more than 60 seconds. This may "
          "indicate that different ranks are trying to submit different tensors or that only "
          "subset of ranks is submitting tensors, which will cause deadlock.")
    c.log(node, "rank-0", AUTOML563,
          "[1,0]<stderr>:Stalled ranks:",
          "[1,0]<stderr>:0: [HorovodBroadcast_box_net_box_0_bias_0, "
          "HorovodBroadcast_box_net_box_0_bias_Momentum_0, HorovodBroadcast_box_net_box_0_bn_3_"
          "beta_0, HorovodBroadcast_box_net_box_0_bn_3_beta_Momentum_0, HorovodBroadcast_box_net_"
          "box_0_bn_3_gamma_0, HorovodBroadcast_box_net_box_0_bn_3_gamma_Momentum_0 ...]",
          "[1,0]<stderr>:1: [DistributedMomentumOptimizer_Allreduce/HorovodAllreduce_gradients_"
          "AddN_100_0, DistributedMomentumOptimizer_Allreduce/HorovodAllreduce_gradients_AddN_101_"
          "0, DistributedMomentumOptimizer_Allreduce/HorovodAllreduce_gradients_AddN_102_0, "
          "DistributedMomentumOptimizer_Allreduce/HorovodAllreduce_gradients_AddN_103_0, "
          "DistributedMomentumOptimizer_Allreduce/HorovodAllreduce_gradients_AddN_124_0, "
          "DistributedMomentumOptimizer_Allreduce/HorovodAllreduce_gradients_AddN_125_0 ...]",
          t=87.818)

    # ---- T5 MLM with Flax on a Colab TPU (8 cores): stuck at 0 % for over an hour ---------------
    node = "colab-tpu"
    c = case("b129-flax-t5-mlm-colab-tpu-stuck-at-0-percent", "ambiguous", "hang", [], [node],
             "Transformers' run_t5_mlm_flax.py on a Colab Pro TPU (eight cores through JAX) for "
             "a Persian T5: after more than an hour both progress bars are still at 0 "
             "(0/3 epochs, 0/161270 steps); the poster cannot tell whether it hangs. Lines as "
             "posted (node name ours), ISO times ours.",
             start="2021-10-10T08:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.job(0.0, "RUNNING")
    c.log(node, "rank-0", TRANSFORMERS13956,
          "Epoch ... :   0% 0/3 [00:00<?, ?it/s]",
          "Training...:   0% 0/161270 [00:00<?, ?it/s]", t=600.0)

    # ---- PyTorch/XLA with nprocs=8: the trace stops after the first backward -------------------
    node = "tpu-v3-8-host"
    c = case("b129-torch-xla-nprocs-8-stops-after-first-step", "ambiguous", "hang", [], [node],
             "PyTorch/XLA training that works with nprocs=1 but not with nprocs=8 on a TPU v3-8: "
             "with debug logging, process 0 compiles and runs its first graph, prints its first "
             "loss, starts the backward, passes the device barrier and logs the next graph's "
             "hash; the posted trace ends there. No error. Lines as posted (node name ours; the "
             "line the excerpt cut short left out), ISO times from their own stamps.",
             start="2021-05-17T23:25:00+00:00", scheduler="static", ranks_per_node=8)
    c.job(0.0, "RUNNING")
    for when, text in (
            ("23:31:24.959115", "I    3559 torch_xla/csrc/tensor.cpp:1561] Compiling IR graph "
             "hash 8e5c6ca6d938cff3d4dcb32fbcffb22e on device TPU:0 done!"),
            ("23:31:24.961928", "I    3559 torch_xla/csrc/tensor.cpp:1563] Graph hash "
             "8e5c6ca6d938cff3d4dcb32fbcffb22e is computation hash "
             "986ddacef03810dea5d00e9ec233f56"),
            ("23:31:24.962524", "I    3559 torch_xla/csrc/tensor.cpp:1602] "
             "TensorsGraphSize=2273"),
            ("23:31:24.962581", "I    3693 torch_xla/csrc/tensor.cpp:1298] Executing IR graph "
             "hash 8e5c6ca6d938cff3d4dcb32fbcffb22e on device TPU:0 ..."),
            ("23:31:25.021284", "I    3693 torch_xla/csrc/tensor.cpp:1303] Executing IR graph "
             "hash 8e5c6ca6d938cff3d4dcb32fbcffb22e on device TPU:0 done!")):
        c.own(node, "rank-0", XLA2937, f"2021-05-17 {when}", f"2021-05-17 {when}: {text}")
    c.own(node, "rank-0", XLA2937, "2021-05-17 23:31:25",
          "[xla:0](0) Loss=1.28125 Rate=0.00 GlobalRate=0.00 Time=Mon May 17 23:31:25 2021")
    c.log(node, "rank-0", XLA2937, "Backward", t=385.03)
    for when, text in (
            ("23:31:25.059904", "I    3559 torch_xla/csrc/tensor.cpp:1373] 439 live tensors: "
             "devices=()"),
            ("23:31:25.059993", "I    3559 torch_xla/csrc/tensor.cpp:1122] Waiting on device "
             "barrier for device TPU:0 ..."),
            ("23:31:25.060011", "I    3559 torch_xla/csrc/tensor.cpp:1128] Waiting on device "
             "barrier for device TPU:0 done!"),
            ("23:31:25.061081", "I    3559 torch_xla/csrc/tensor.cpp:1168] Tensors graph hash "
             "bd01710a26633b903f90743d92f0327d on device TPU:0")):
        c.own(node, "rank-0", XLA2937, f"2021-05-17 {when}", f"2021-05-17 {when}: {text}")

    # ---- ru_transformers on a TPU (PyTorch/XLA): stuck after an evaluation, Ctrl-C ---------------
    node = "tpu-client-vm"
    c = case("b129-ru-transformers-tpu-stuck-after-evaluation", "ambiguous", "hang", [], [node],
             "GPT-2 fine-tuning of ru_transformers on a Cloud TPU through PyTorch/XLA runs its "
             "iterations and an evaluation, then gets stuck; with Ctrl-C it shows a socket poll "
             "and, per the title, 'Waiting to connect to client mesh master (300 seconds)' "
             "(that line is not in the excerpt). Afterwards even the MNIST example fails the same "
             "way. Progress lines as posted (node name ours; the line the excerpt cut short left "
             "out), ISO times ours.",
             start="2020-03-08T10:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.job(0.0, "RUNNING")
    c.log(node, "rank-0", RUTRANSFORMERS21,
          "Iteration: 100%|" + "#" * 156 + "| 32/32 [01:47<00:00,  3.37s/it]", t=110.0)
    c.log(node, "rank-0", RUTRANSFORMERS21,
          "100%|" + "#" * 169 + "| 1/1 [00:00<00:00, 39.03it/s]", t=111.0)
    c.log(node, "rank-0", RUTRANSFORMERS21,
          "Evaluating: 36it [00:23,  1.55it/s]" + " " * 147 + "| 0/1 [00:00<?, ?it/s]", t=135.0)
    c.log(node, "rank-0", RUTRANSFORMERS21,
          "100%|" + "#" * 169 + "| 1/1 [00:00<00:00,  4.96it/s]", t=136.0)


# ---- writing -----------------------------------------------------------------------------------
def main() -> None:
    build()
    remove_stale(ROOT, "b129-", CASES)
    write_split(CASES, SPLIT, ROOT)


if __name__ == "__main__":
    main()
