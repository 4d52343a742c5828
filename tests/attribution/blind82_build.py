"""Build the eighty-second blind corpus (tests/attribution/blind82/): a sixth unbiased sample.

    python tests/attribution/blind82_build.py

A held-out proxy for issue 43's question ("stacks and failures described nowhere"), drawn as an
unbiased sample: failure reports of multi-GPU or multi-node training and fine-tuning runs of any
year and any stack, found with plain symptom words, in Chinese ("多机多卡 训练 报错", "分布式训练
卡住", "训练 中断 NCCL", ...), Japanese, Korean and English ("my training run died", "training
crashed at step", ...), with the `search` tool over stored GitHub issue and pull-request threads,
and taken in the order the searches returned them. Skipped were only reports without a copyable
log line (screenshots, prose), reports cited anywhere else in the repository or in the other
builder's worktree, single-GPU runs, and reports not about a training run. It was assembled by
one helper who read neither the engine nor its catalogs; the labels were written before any
engine ran on these bundles, and no report cited here is cited anywhere else in the repository
(test_attribution_heldout.py checks it).

Every log line is copied from the public report given next to it (host names, paths, pids and
times as posted; a line the stored excerpt cuts short is left out). Ours is only the assembly,
as in stacks_build.py: which node and stream a line is filed under (and the node names where the
report gives none), an ISO-8601 time in front of every line (taken from the line's own stamp
where it has one), job.json, the scheduler events and the per-rank step metrics. The labels
follow DESIGN's taxonomy and the rules of the spent corpora's READMEs (see blind82/README.md).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from stacks_build import Case, case_maker, remove_stale, write_split  # noqa: E402

ROOT = HERE / "blind82"
SPLIT = "blind82"

# ---- sources (one public report per incident), in the order the searches returned them --------
YOLODET9 = "https://github.com/wuzhihao7788/yolodet-pytorch/issues/9"
PYSOT582 = "https://github.com/STVIR/pysot/issues/582"
LLAMAFACTORY5976 = "https://github.com/hiyouga/LlamaFactory/issues/5976"
PADDLE51246 = "https://github.com/PaddlePaddle/Paddle/issues/51246"
RSPROMPTER106 = "https://github.com/KyanChen/RSPrompter/issues/106"
OPENRLHF368 = "https://github.com/OpenRLHF/OpenRLHF/issues/368"
VOLTA17 = "https://github.com/e-bug/volta/issues/17"
YOLOX955 = "https://github.com/Megvii-BaseDetection/YOLOX/issues/955"
FENGSHENBANG123 = "https://github.com/IDEA-CCNL/Fengshenbang-LM/issues/123"
PADDLE55617 = "https://github.com/PaddlePaddle/Paddle/issues/55617"
PADDLE57220 = "https://github.com/PaddlePaddle/Paddle/issues/57220"
FIREFLY55 = "https://github.com/yangjianxin1/Firefly/issues/55"
SWIFT2698 = "https://github.com/modelscope/ms-swift/issues/2698"
LLAMAFACTORY6136 = "https://github.com/hiyouga/LlamaFactory/issues/6136"
SWIFT6260 = "https://github.com/modelscope/ms-swift/issues/6260"
SWIFT1188 = "https://github.com/modelscope/ms-swift/issues/1188"
DISTTUTORIAL4 = "https://github.com/yangkky/distributed_tutorial/issues/4"
AREAL3 = "https://github.com/areal-project/AReaL/issues/3"
HIGHERHRNET47 = "https://github.com/HRNet/HigherHRNet-Human-Pose-Estimation/issues/47"
YOLOV5_851 = "https://github.com/ultralytics/yolov5/issues/851"
FEWX29 = "https://github.com/fanq15/FewX/issues/29"
PYSOT574 = "https://github.com/STVIR/pysot/issues/574"
FIXMATCH2 = "https://github.com/LeeDoYup/FixMatch-pytorch/issues/2"

CASES: list[Case] = []


case = case_maker(CASES, SPLIT)


def build() -> None:
    build_chinese_queries()
    build_japanese_korean_english_queries()
    build_later_chinese_queries()


# ---- "多机多卡 训练 报错", "分布式训练 卡住", "训练 中断 NCCL" ----------------------------
def build_chinese_queries() -> None:
    # ---- yolodet: fine on one GPU, a DataParallel traceback on several ------------------------
    n = "yolodet-host"
    c = case("b82-yolodet-dataparallel-multi-gpu-traceback-cut", "ambiguous", "unknown", [], [n],
             "yolodet-pytorch training with DataParallel (2020): one GPU trains, several GPUs "
             "fail; the traceback runs from tools/train.py through the runner into "
             "DataParallel.parallel_apply, and the stored excerpt ends there, before the "
             "exception. Lines as posted (host name, times and the FAILED state ours).",
             start="2020-11-09T08:00:00+00:00", scheduler="local", ranks_per_node=1)
    c.job(0.0, "RUNNING")
    tp = "/data4/xieyangyang/anaconda3/lib/python3.7/site-packages/torch/nn"
    yd = "/data1/xieyangyang/yolodet-pytorch/yolodet/apis"
    c.log(n, "train", YOLODET9,
          "Traceback (most recent call last):",
          '  File "tools/train.py", line 144, in <module>',
          "    main()",
          '  File "tools/train.py", line 140, in main',
          "    train_detector(model,datasets,cfg,validate=args.validate,timestamp=timestamp,"
          "meta=meta)",
          f'  File "{yd}/train.py", line 161, in train_detector',
          "    runner.run(data_loaders, cfg.workflow, cfg.total_epochs)",
          f'  File "{yd}/runner.py", line 331, in run',
          "    epoch_runner(data_loaders[i], **kwargs)",
          f'  File "{yd}/runner.py", line 220, in train',
          "    self.model, data_batch, train_mode=True, **kwargs)",
          f'  File "{yd}/train.py", line 116, in batch_processor',
          "    losses = model(**data)",
          f'  File "{tp}/modules/module.py", line 550, in __call__',
          "    result = self.forward(*input, **kwargs)",
          f'  File "{tp}/parallel/data_parallel.py", line 155, in forward',
          "    outputs = self.parallel_apply(replicas, inputs, kwargs)",
          f'  File "{tp}/parallel/data_parallel.py", line 165, in parallel_apply',
          "    return parallel_apply(replicas, inputs, kwargs, self.device_ids[:len(replicas)])",
          t=95.0)
    c.job(96.0, "FAILED")

    # ---- pysot on two GPUs: the log stops after "VID loaded" ---------------------------------
    n = "pysot-host"
    c = case("b82-pysot-two-gpus-stuck-after-vid-loaded", "ambiguous", "hang", [], [n],
             "pysot SiamRPN training on one machine with two GPUs under "
             "torch.distributed.launch (2022): the log stops after the VID dataset is loaded and "
             "nothing more is printed (a later comment blames the prepared data). Lines as "
             "posted (times from their own stamps; host name and the CANCELLED state ours).",
             start="2022-08-31T16:55:30+00:00", scheduler="torchrun", ranks_per_node=2)
    c.job(0.0, "RUNNING")
    for stamp, text in (
            ("16:56:10.107", "[2022-08-31 16:56:10,107-rk0-model_load.py# 42] remove prefix "
                             "'module.'"),
            ("16:56:10.108", "[2022-08-31 16:56:10,108-rk0-model_load.py# 33] used keys:265"),
            ("16:56:10.116", "[2022-08-31 16:56:10,116-rk0-train.py# 58] build train dataset"),
            ("16:56:10.117", "[2022-08-31 16:56:10,117-rk0-dataset.py# 39] loading VID"),
            ("16:56:10.117", "[2022-08-31 16:56:10,117-rk0-dataset.py# 64] VID loaded")):
        c.own(n, "train", PYSOT582, f"2022-08-31 {stamp}", text)
    c.job(3700.0, "CANCELLED")

    # ---- LLaMA-Factory reward-model LoRA on two A800: always stuck ---------------------------
    n = "ai10"
    c = case("b82-llamafactory-two-a800-rm-lora-stuck", "ambiguous", "hang", [], [n],
             "LLaMA-Factory reward-model LoRA training of Llama-2-7b on one machine with two A800 "
             "PCIe cards (2024): the distributed run always gets stuck (shown only in a "
             "screenshot). The copyable lines are the poster's `llamafactory-cli env` output. "
             "Lines as posted (the env line's time from its own stamp, the others ours; the "
             "CANCELLED state ours).",
             start="2024-11-09T16:16:50+00:00", scheduler="torchrun", ranks_per_node=2)
    c.job(0.0, "RUNNING")
    c.log(n, "shell", LLAMAFACTORY5976,
          "(llama_factory) ccnu-train@ai10:~/lty/framework/LLaMA-Factory$ llamafactory-cli env",
          t=4.0)
    c.own(n, "shell", LLAMAFACTORY5976, "2024-11-09 16:16:55.090",
          "[2024-11-09 16:16:55,090] [INFO] [real_accelerator.py:219:get_accelerator] Setting "
          "ds_accelerator to cuda (auto detect)")
    c.log(n, "shell", LLAMAFACTORY5976,
          "- `llamafactory` version: 0.9.1.dev0",
          "- Platform: Linux-5.4.0-169-generic-x86_64-with-glibc2.17",
          "- Python version: 3.8.20",
          "- PyTorch version: 2.4.1+cu121 (GPU)",
          "- Transformers version: 4.46.1",
          "- Datasets version: 3.1.0",
          "- Accelerate version: 1.0.1",
          "- PEFT version: 0.12.0",
          "- TRL version: 0.9.6",
          "- GPU type: NVIDIA A800 80GB PCIe",
          "- DeepSpeed version: 0.15.3",
          "- Bitsandbytes version: 0.44.1", t=6.0)
    c.job(3600.0, "CANCELLED")

    # ---- PaddlePaddle collective launch: stuck, no error at all ------------------------------
    n = "paddle-launch-host"
    c = case("b82-paddle-collective-launch-stuck-no-error", "ambiguous", "hang", [], [n],
             "PaddlePaddle distributed (collective) training with paddle.distributed.launch "
             "(2023, title: 'distributed training stuck, no error message at all'): the launcher "
             "prints its configuration and then nothing more. Lines as posted (times from their "
             "own stamps, the grep warning's ours; host name, the GPU count and the CANCELLED "
             "state ours).",
             start="2023-03-02T02:01:30+00:00", scheduler="paddle-launch", ranks_per_node=2)
    c.job(0.0, "RUNNING")
    c.log(n, "launch", PADDLE51246,
          "grep: warning: GREP_OPTIONS is deprecated; please use an alias or script", t=2.0)
    for stamp, text in (
            ("02:01:33.781", "-----------  Configuration  ----------------------"),
            ("02:01:33.782", "devices: None"),
            ("02:01:33.782", "elastic_level: -1"),
            ("02:01:33.782", "elastic_timeout: 30"),
            ("02:01:33.782", "gloo_port: 6767"),
            ("02:01:33.782", "host: None"),
            ("02:01:33.782", "job_id: default"),
            ("02:01:33.782", "legacy: False"),
            ("02:01:33.782", "log_dir: log"),
            ("02:01:33.782", "log_level: INFO"),
            ("02:01:33.782", "master: None"),
            ("02:01:33.783", "max_restart: 3"),
            ("02:01:33.783", "nnodes: 1"),
            ("02:01:33.783", "nproc_per_node: None"),
            ("02:01:33.783", "rank: -1"),
            ("02:01:33.783", "run_mode: collective"),
            ("02:01:33.783", "server_num: None"),
            ("02:01:33.783", "servers: "),
            ("02:01:33.783", "trainer_num: None"),
            ("02:01:33.783", "trainers: "),
            ("02:01:33.784", "training_script: train_with_fleet.py"),
            ("02:01:33.784", "training_script_args: []"),
            ("02:01:33.784", "with_gloo: 0")):
        ms = stamp.replace(".", ",")
        c.own(n, "launch", PADDLE51246, f"2023-03-02 {stamp}",
              f"LAUNCH INFO 2023-03-02 {ms} {text}")
    c.job(3600.0, "CANCELLED")

    # ---- RSPrompter: distributed training stuck after wandb starts, fine on one GPU ---------
    n = "rsprompter-host"
    c = case("b82-rsprompter-ddp-stuck-after-wandb-sync", "ambiguous", "hang", [], [n],
             "RSPrompter training under distributed launch (2024): after wandb starts syncing "
             "the run, nothing more happens; on one GPU it trains. Lines as posted (host name, "
             "times, the GPU count and the CANCELLED state ours).",
             start="2024-07-11T09:00:00+00:00", scheduler="torchrun", ranks_per_node=2)
    c.job(0.0, "RUNNING")
    c.log(n, "train", RSPROMPTER106,
          "wandb: Run `wandb offline` to turn off syncing.",
          "wandb: Syncing run rsprompter_anchor-nwpu-peft-512",
          "wandb: ⭐️ View project at https://wandb.ai/xxxxx/rsprompter-nwpu",
          "wandb: 🚀 View run at https://wandb.ai/xxxx/rsprompter-nwpu/runs/xxxxx", t=60.0)
    c.job(3660.0, "CANCELLED")

    # ---- OpenRLHF: a vLLM actor's GATHER times out after 600 s, training interrupted --------
    head, vnode = "openrlhf-head", "172.26.45.42"
    c = case("b82-openrlhf-vllm-actor-gather-watchdog", "ambiguous", "hang", [], [head, vnode],
             "OpenRLHF training with vLLM rollout actors on Ray (2024): 'training is often "
             "interrupted due to inexplicable vllm issues'; the LLMRayActor on 172.26.45.42 "
             "reports its watchdog catching a GATHER (SeqNum 2110164) that ran 600 s, with stack "
             "frames of the watchdog. Nothing shows which rank stopped first. Lines as posted "
             "(the leading '[36m' is the colour code left in the posted text; the head node's "
             "name, times, step metrics and the FAILED state ours).",
             start="2024-07-18T02:00:00+00:00", scheduler="ray", ranks_per_node=8)
    c.job(0.0, "RUNNING")
    c.steps(1, 30, every=120.0, t0=300.0)
    c.log(vnode, "vllm", OPENRLHF368,
          "[36m(LLMRayActor pid=685, ip=172.26.45.42) [rank0]:[E ProcessGroupNCCL.cpp:563] "
          "[Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=2110164, "
          "OpType=GATHER, NumelIn=673344, NumelOut=673344, Timeout(ms)=600000) ran for 600042 "
          "milliseconds before timing out.", t=4380.0)
    c.log(head, "driver", OPENRLHF368,
          "    values, debugger_breakpoint = worker.get_objects(object_refs, timeout=timeout)",
          t=4381.0)
    c.log(vnode, "vllm", OPENRLHF368,
          "(LLMRayActor pid=685, ip=172.26.45.42) frame #6: <unknown function> + 0x126850 "
          "(0x7f9ec4896850 in /usr/lib/x86_64-linux-gnu/libc.so.6)",
          "(LLMRayActor pid=685, ip=172.26.45.42) frame #3: c10d::ProcessGroupNCCL::"
          "ncclCommWatchdog() + 0x10c (0x7f80bfa8131c in /usr/local/lib/python3.10/dist-packages/"
          "torch/lib/libtorch_cuda.so)", t=4381.0)
    c.job(4390.0, "FAILED")


# ---- Japanese, Korean and English symptom words ----------------------------------------------
def build_japanese_korean_english_queries() -> None:
    # ---- ViLBERT-family (volta) on several GPUs: StopIteration in replica 0 ------------------
    n = "volta-host"
    c = case("b82-volta-multi-gpu-stopiteration-in-replica-0", "attributed", "user_code", [],
             [n],
             "volta (vision-and-language BERTs) on several GPUs with DataParallel (2022): "
             "'Caught StopIteration in replica 0 on device 0.'; the maintainer suggests "
             "--drop_last so every GPU gets the same batch size. Line as posted (host name, time "
             "and the FAILED state ours).",
             start="2022-03-02T10:00:00+00:00", scheduler="local", ranks_per_node=1)
    c.job(0.0, "RUNNING")
    c.log(n, "train", VOLTA17, "Caught StopIteration in replica 0 on device 0.", t=1800.0)
    c.job(1801.0, "FAILED")

    # ---- YOLOX on two RTX A6000: both ranks initialise, then the machine freezes -------------
    n = "yolox-amd-host"
    c = case("b82-yolox-two-gpus-freeze-after-rank-init", "ambiguous", "hang", [], [n],
             "YOLOX training on several GPUs of an AMD-CPU workstation (Quadro RTX 6000 / RTX "
             "A6000, 2021): both ranks report their initialisation finished, then training "
             "stops and the computer starts to freeze; the same code runs on an Intel machine. "
             "Lines as posted (the poster's bold markers dropped; host name, times and the "
             "CANCELLED state ours).",
             start="2021-11-30T07:00:00+00:00", scheduler="torchrun", ranks_per_node=2)
    c.job(0.0, "RUNNING")
    c.log(n, "train", YOLOX955,
          "yolox.core.launch:_distributed_worker:119 - Rank 0 initialization finished.",
          "yolox.core.launch:_distributed_worker:119 - Rank 1 initialization finished.", t=40.0)
    c.job(1840.0, "CANCELLED")

    # ---- Fengshenbang-LM on two machines (16 GPUs): stuck at the start, then a timeout -------
    n0, n1 = "fengshen-node-0", "office5"
    c = case("b82-fengshenbang-two-machines-stuck-before-epoch-0", "ambiguous", "hang", [],
             [n0, n1],
             "Fengshenbang-LM DeepSpeed ZeRO-3 training on two machines of eight GPUs (2022; "
             "title: 'distributed multi-machine multi-GPU training stuck, error after the "
             "timeout'): memory is allocated and GPUs show 100% but epoch 0 never starts. The "
             "copyable lines are office5's NCCL setup (ranks 8-15, sockets between the "
             "machines); the timeout error itself is not in the stored excerpt. Lines as posted "
             "(the first machine's name, times and the FAILED state ours).",
             start="2022-09-01T03:00:00+00:00", scheduler="deepspeed", ranks_per_node=8)
    c.job(0.0, "RUNNING")
    c.log(n1, "train", FENGSHENBANG123,
          "office5:197404:198057 [2] NCCL INFO Trees [0] 11/-1/-1->10->9 [1] 11/-1/-1->10->9",
          "office5:197405:198059 [3] NCCL INFO Trees [0] 12/-1/-1->11->10 [1] 12/-1/-1->11->10",
          "office5:197402:198060 [0] NCCL INFO Trees [0] 9/-1/-1->8->0 [1] 9/0/-1->8->-1",
          "office5:197406:198055 [4] NCCL INFO Trees [0] 13/-1/-1->12->11 [1] 13/-1/-1->12->11",
          "office5:197405:198059 [3] NCCL INFO Setting affinity for GPU 3 to 0f,ff000fff",
          "office5:197404:198057 [2] NCCL INFO Setting affinity for GPU 2 to 0f,ff000fff",
          "office5:197402:198060 [0] NCCL INFO Setting affinity for GPU 0 to 0f,ff000fff",
          "office5:197406:198055 [4] NCCL INFO Setting affinity for GPU 4 to fff0,00fff000",
          "office5:197407:198061 [5] NCCL INFO Trees [0] 14/-1/-1->13->12 [1] 14/-1/-1->13->12",
          "office5:197407:198061 [5] NCCL INFO Setting affinity for GPU 5 to fff0,00fff000",
          "office5:197403:198056 [1] NCCL INFO Channel 00 : 9[5000] -> 10[8000] via direct "
          "shared memory",
          "office5:197403:198056 [1] NCCL INFO Channel 01 : 9[5000] -> 10[8000] via direct "
          "shared memory",
          "office5:197405:198059 [3] NCCL INFO Channel 00 : 11[9000] -> 12[84000] via direct "
          "shared memory",
          "office5:197407:198061 [5] NCCL INFO Channel 00 : 13[85000] -> 14[88000] via direct "
          "shared memory",
          "office5:197409:198054 [7] NCCL INFO Channel 00 : 15[89000] -> 0[4000] [send] via "
          "NET/Socket/0",
          "office5:197405:198059 [3] NCCL INFO Channel 01 : 11[9000] -> 12[84000] via direct "
          "shared memory", t=240.0)
    c.job(2050.0, "FAILED")


# ---- later Chinese, Japanese and Korean queries ------------------------------------------------
def build_later_chinese_queries() -> None:
    # ---- Paddle, one machine, 2080 Ti cards: one card busy with memory, the others at 100% ---
    n = "paddle-2080ti-host"
    c = case("b82-paddle-multi-2080ti-stuck-no-error", "ambiguous", "hang", [], [n],
             "PaddlePaddle single-machine multi-GPU training on GeForce RTX 2080 Ti cards "
             "(2023): training gets stuck without any error; nvidia-smi shows GPU 0 holding "
             "9.5 GiB at 29% while GPUs 1 and 2 hold 719 MiB at 100%. Lines as posted (host "
             "name, times, the GPU count and the CANCELLED state ours; the cut-short fourth row "
             "left out).",
             start="2023-07-21T06:00:00+00:00", scheduler="paddle-launch", ranks_per_node=3)
    c.job(0.0, "RUNNING")
    c.log(n, "nvidia-smi", PADDLE55617,
          "+-----------------------------------------------------------------------------+",
          "| NVIDIA-SMI 460.106.00   Driver Version: 460.106.00   CUDA Version: 11.2     |",
          "|-------------------------------+----------------------+----------------------+",
          "| GPU  Name        Persistence-M| Bus-Id        Disp.A | Volatile Uncorr. ECC |",
          "| Fan  Temp  Perf  Pwr:Usage/Cap|         Memory-Usage | GPU-Util  Compute M. |",
          "|                               |                      |               MIG M. |",
          "|===============================+======================+======================|",
          "|   0  GeForce RTX 208...  On   | 00000000:18:00.0 Off |                  N/A |",
          "| 40%   61C    P2   103W / 250W |   9498MiB / 11019MiB |     29%      Default |",
          "|                               |                      |                  N/A |",
          "+-------------------------------+----------------------+----------------------+",
          "|   1  GeForce RTX 208...  On   | 00000000:3B:00.0 Off |                  N/A |",
          "| 39%   63C    P2   104W / 250W |    719MiB / 11019MiB |    100%      Default |",
          "|                               |                      |                  N/A |",
          "+-------------------------------+----------------------+----------------------+",
          "|   2  GeForce RTX 208...  On   | 00000000:86:00.0 Off |                  N/A |",
          t=1800.0)
    c.job(3600.0, "CANCELLED")

    # ---- Paddle on RTX 4090s: some batch sizes stick at the start, logs unchanged ----------
    n = "paddle-4090-host"
    c = case("b82-paddle-4090-batchsize-stuck-at-start", "ambiguous", "hang", [], [n],
             "PaddlePaddle single-machine multi-GPU training on RTX 4090s (2023): with some batch "
             "sizes training sticks at the start with nothing logged or printed; six minutes "
             "later the logs are unchanged and nvidia-smi shows the cards idle at 740 MiB. "
             "Lines as posted (times from the nvidia-smi stamp; host name, the GPU count and "
             "the CANCELLED state ours; the cut-short rows left out).",
             start="2023-09-12T19:15:00+00:00", scheduler="paddle-launch", ranks_per_node=2)
    c.job(0.0, "RUNNING")
    for text in (
            "Tue Sep 12 19:25:09 2023",
            "+---------------------------------------------------------------------------------"
            "------+",
            "| NVIDIA-SMI 535.86.05              Driver Version: 535.86.05    CUDA Version: "
            "12.2     |",
            "|-----------------------------------------+----------------------+------------------"
            "----+",
            "| GPU  Name                 Persistence-M | Bus-Id        Disp.A | Volatile Uncorr. "
            "ECC |",
            "| Fan  Temp   Perf          Pwr:Usage/Cap |         Memory-Usage | GPU-Util  Compute "
            "M. |",
            "|                                         |                      |               MIG "
            "M. |",
            "|=========================================+======================+=================="
            "====|",
            "|   0  NVIDIA GeForce RTX 4090        Off | 00000000:17:00.0 Off |                  "
            "Off |",
            "| 43%   26C    P8              14W / 450W |    740MiB / 24564MiB |      0%      "
            "Default |",
            "|                                         |                      |                  "
            "N/A |",
            "+-----------------------------------------+----------------------+------------------"
            "----+",
            "|   1  NVIDIA GeForce RTX 4090        Off | 00000000:31:00.0 Off |                  "
            "Off |",
            "| 46%   28C    P8              26W / 450W |    740MiB / 24564MiB |      0%      "
            "Default |"):
        c.own(n, "nvidia-smi", PADDLE57220, "2023-09-12 19:25:09", text)
    c.job(1200.0, "CANCELLED")

    # ---- Firefly QLoRA on V100s: the multi-GPU run dies after a while -------------------------
    n = "firefly-v100-host"
    c = case("b82-firefly-qlora-v100-multi-gpu-dies-after-a-while", "ambiguous", "unknown", [],
             [n],
             "Firefly QLoRA fine-tuning on one machine with several V100s (2023): after running "
             "for a while the job dies by itself (shown in a screenshot; a later comment asks "
             "whether it ran under nohup). The copyable lines are bitsandbytes' CUDA setup. "
             "Lines as posted (host name, times, step metrics, the GPU count and the FAILED "
             "state ours).",
             start="2023-07-13T02:00:00+00:00", scheduler="torchrun", ranks_per_node=2)
    c.job(0.0, "RUNNING")
    c.log(n, "train", FIREFLY55,
          "CUDA SETUP: CUDA runtime path found: /home/tiger/miniconda3/envs/qlora/lib/"
          "libcudart.so",
          "CUDA SETUP: Highest compute capability among GPUs detected: 7.0",
          "CUDA SETUP: Detected CUDA version 116", t=20.0)
    c.steps(1, 200, every=30.0, t0=120.0)
    c.job(6200.0, "FAILED")

    # ---- ms-swift 2.6 on four machines via hostfile: DeepSpeed is not compatible with MP ------
    nodes = ["worker-0", "worker-1", "worker-2", "worker-3"]
    c = case("b82-msswift-four-machines-hostfile-deepspeed-not-compatible-with-mp",
             "attributed", "user_code", [], nodes,
             "ms-swift 2.6 SFT on four machines of eight GPUs launched with deepspeed "
             "--hostfile (2024): worker-0 raises ValueError('DeepSpeed is not compatible with "
             "MP. ...') (title: n_gpu: 8, local_world_size: 1); each machine started alone "
             "works, and the maintainer points to ms-swift 3.0. Line as posted (the other "
             "workers' names, times and the FAILED state ours).",
             start="2024-12-18T08:00:00+00:00", scheduler="deepspeed", ranks_per_node=8)
    c.job(0.0, "RUNNING")
    c.log(nodes[0], "deepspeed", SWIFT2698,
          "worker-0:     raise ValueError('DeepSpeed is not compatible with MP. '", t=45.0)
    c.job(47.0, "FAILED")

    # ---- LLaMA-Factory SFT: fine on one card, several cards fail in deepspeed_init -----------
    n = "llamafactory-host"
    c = case("b82-llamafactory-multi-gpu-sft-deepspeed-init-traceback", "ambiguous", "unknown",
             [], [n],
             "LLaMA-Factory SFT with DeepSpeed (2024): one card trains, several cards fail; "
             "rank 0's traceback runs from trainer.train into deepspeed_init and the stored "
             "excerpt ends there, before the exception. Lines as posted (host name, times, the "
             "GPU count and the FAILED state ours).",
             start="2024-11-25T06:00:00+00:00", scheduler="torchrun", ranks_per_node=2)
    c.job(0.0, "RUNNING")
    lf = "/userhome/home/tsx/LLaMa-Factory/src/llamafactory"
    tr = "/userhome/home/tsx/anaconda3/envs/llama_factory/lib/python3.11/site-packages/transformers"
    c.log(n, "train", LLAMAFACTORY6136,
          "[rank0]: Traceback (most recent call last):",
          f'[rank0]:   File "{lf}/launcher.py", line 23, in <module>',
          "[rank0]:     launch()",
          f'[rank0]:   File "{lf}/launcher.py", line 19, in launch',
          "[rank0]:     run_exp()",
          f'[rank0]:   File "{lf}/train/tuner.py", line 50, in run_exp',
          "[rank0]:     run_sft(model_args, data_args, training_args, finetuning_args, "
          "generating_args, callbacks)",
          f'[rank0]:   File "{lf}/train/sft/workflow.py", line 101, in run_sft',
          "[rank0]:     train_result = trainer.train(resume_from_checkpoint=training_args."
          "resume_from_checkpoint)",
          "[rank0]:                    " + "^" * 74,
          f'[rank0]:   File "{tr}/trainer.py", line 2052, in train',
          "[rank0]:     return inner_training_loop(",
          "[rank0]:            ^^^^^^^^^^^^^^^^^^^^",
          f'[rank0]:   File "{tr}/trainer.py", line 2150, in _inner_training_loop',
          "[rank0]:     self.optimizer, self.lr_scheduler = deepspeed_init(self, "
          "num_training_steps=max_steps)", t=150.0)
    c.job(152.0, "FAILED")

    # ---- ms-swift DeepSeek-OCR on two A800 machines: step 1 logged, then rank 13 raises -------
    n0, n1 = "mlsys-lj-job-deepseek-ocr-v5-0", "mlsys-lj-job-deepseek-ocr-v5-1"
    c = case("b82-msswift-deepseek-ocr-two-machines-rank13-traceback-after-step-1",
             "ambiguous", "unknown", [], [n0, n1],
             "ms-swift full SFT of DeepSeek-OCR with torchrun on two machines of A800 40G "
             "(2025): step 1 of 300 is logged after 1m16s, then rank 13 on the second machine "
             "prints a traceback that the stored excerpt cuts before the exception. Lines as "
             "posted (the first machine's name, times, step metrics and the FAILED state ours).",
             start="2025-10-22T09:00:00+00:00", scheduler="torchrun", ranks_per_node=8)
    c.job(0.0, "RUNNING")
    c.steps(1, 1, t0=76.0)
    c.log(n0, "train", SWIFT6260,
          "{'loss': 1.62733507, 'grad_norm': 26.5, 'learning_rate': 6.67e-06, 'token_acc': "
          "0.69919528, 'epoch': 0.06, 'global_step/max_steps': '1/300', 'percentage': '0.33%', "
          "'elapsed_time': '1m 16s', 'remaining_time': '6h 21m 53s', 'memory(GiB)': 35.95, "
          "'train_speed(iter/s)': 0.013049}", t=76.5)
    c.log(n1, "train", SWIFT6260,
          "mlsys-lj-job-deepseek-ocr-v5-1: [rank13]: Traceback (most recent call last):",
          t=140.0)
    c.job(145.0, "FAILED")

    # ---- ms-swift via the deepspeed launcher on two GPUs: not compatible with MP -------------
    n = "swift-host"
    c = case("b82-msswift-deepspeed-launcher-two-gpus-not-compatible-with-mp", "attributed",
             "user_code", [], [n],
             "ms-swift llm_sft.py started with the deepspeed launcher instead of torchrun on one "
             "machine with two GPUs (2024): argument parsing raises ValueError('DeepSpeed is not "
             "compatible with MP. n_gpu: 2, local_world_size: 1.'); the same run under torchrun "
             "works. Lines as posted (host name, times and the FAILED state ours).",
             start="2024-06-20T03:00:00+00:00", scheduler="deepspeed", ranks_per_node=2)
    c.job(0.0, "RUNNING")
    c.log(n, "train", SWIFT1188,
          ' File "/mnt/swift/examples/pytorch/llm/llm_sft.py", line 7, in <module>',
          "    output = sft_main()",
          '  File "/mnt/swift/swift/utils/run_utils.py", line 21, in x_main',
          "    args, remaining_argv = parse_args(args_class, argv)",
          '  File "/mnt/swift/swift/utils/utils.py", line 114, in parse_args',
          "    args, remaining_args = parser.parse_args_into_dataclasses(argv, "
          "return_remaining_strings=True)",
          '  File "/opt/conda/lib/python3.10/site-packages/transformers/hf_argparser.py", line '
          "338, in parse_args_into_dataclasses",
          "    obj = dtype(**inputs)",
          '  File "<string>", line 172, in __init__',
          '  File "/mnt/swift/swift/llm/utils/argument.py", line 883, in __post_init__',
          "    raise ValueError('DeepSpeed is not compatible with MP. '",
          "ValueError: DeepSpeed is not compatible with MP. n_gpu: 2, local_world_size: 1.",
          "[INFO:swift] Using DDP + MP(device_map)",
          "[INFO:swift] Using DDP + MP(device_map)",
          "[INFO:swift] Successfully registered `/mnt/swift/swift/llm/data/dataset_info.json`",
          t=12.0)
    c.job(14.0, "FAILED")

    # ---- a DDP tutorial on two nodes of two GPUs: process 0 fails in DDP's constructor --------
    n0, n1 = "tutorial-node-0", "tutorial-node-1"
    c = case("b82-ddp-tutorial-two-nodes-process-0-fails-in-ddp-init", "ambiguous", "unknown",
             [], [n0, n1],
             "The distributed_tutorial's conv_dist.py (mp.spawn + DDP) on two nodes with two GPUs "
             "each (2020): it works on one multi-GPU machine; across nodes, process 0 fails "
             "while DDP broadcasts its buckets in __init__, and the stored excerpt ends before "
             "the exception. Lines as posted (node names, times and the FAILED state ours).",
             start="2020-06-30T10:00:00+00:00", scheduler="manual", ranks_per_node=2)
    c.job(0.0, "RUNNING")
    sp = "/dine2/lib/python3.6/site-packages/torch"
    c.log(n0, "train", DISTTUTORIAL4,
          "Traceback (most recent call last):",
          '  File "conv_dist.py", line 117, in <module>',
          "    main()",
          '  File "conv_dist.py", line 51, in main',
          "    mp.spawn(train, nprocs=args.gpus, args=(args,), join=True)",
          f'  File "{sp}/multiprocessing/spawn.py", line 200, in spawn',
          "    return start_processes(fn, args, nprocs, join, daemon, start_method='spawn')",
          '  File "dine2/lib/python3.6/site-packages/torch/multiprocessing/spawn.py", line 158, '
          "in start_processes",
          "    while not context.join():",
          f'  File "{sp}/multiprocessing/spawn.py", line 119, in join',
          "    raise Exception(msg)",
          "Exception:",
          "-- Process 0 terminated with the following error:",
          "Traceback (most recent call last):",
          f'  File "{sp}/multiprocessing/spawn.py", line 20, in _wrap',
          "    fn(i, *args)",
          '  File "/work/codebase/torch_dist/conv_dist.py", line 74, in train',
          "    model = DDP(model, device_ids=[gpu])",
          f'  File "{sp}/nn/parallel/distributed.py", line 285, in __init__',
          "    self.broadcast_bucket_size)", t=30.0)
    c.job(32.0, "FAILED")

    # ---- AReaL on several nodes: an NCCL error on the second node (screenshot) ---------------
    n0, n1 = "jo-dat3a2cb6qyanq6n-master-0", "jo-dat3a2cb6qyanq6n-worker-1"
    c = case("b82-areal-multi-node-nccl-error-second-node-topology-only", "ambiguous", "unknown",
             [], [n0, n1],
             "AReaL RL training (train_batch_7b_n4.sh) on several nodes with vLLM generation "
             "(2025): an NCCL error on the second node, shown only in screenshots; the "
             "machines' all-reduce test passes and verl trains on the same four machines. The "
             "copyable lines are the poster's `nvidia-smi topo -m` on that worker. Lines as "
             "posted (the first node's name, times and the FAILED state ours; the table's "
             "cut-short rows left out).",
             start="2025-02-27T08:00:00+00:00", scheduler="ray", ranks_per_node=8)
    c.job(0.0, "RUNNING")
    c.job(600.0, "FAILED")
    c.log(n1, "shell", AREAL3,
          "root@jo-dat3a2cb6qyanq6n-worker-1:~# nvidia-smi topo -m",
          "        GPU0    GPU1    GPU2    GPU3    GPU4    GPU5    GPU6    GPU7    NIC0    NIC1  "
          "  NIC2    NIC3    NIC4    NIC5    NIC6    NIC7    NIC8    NIC9    CPU Affinity    "
          "NUMA Affinity   GPU NUMA ID",
          "GPU0     X      NV8     NV8     NV8     NV8     NV8     NV8     NV8     PIX     SYS   "
          "  SYS     SYS     SYS     SYS     SYS     SYS     SYS     SYS     0-55,112-167    0   "
          "            N/A", t=439200.0)

    # ---- HigherHRNet dist_train on several GPUs: process 1 terminated with SIGKILL -----------
    n = "hiperdyne-host"
    c = case("b82-higherhrnet-dist-train-process-1-sigkill-epoch-19", "ambiguous", "unknown",
             [], [n],
             "HigherHRNet (w32_512) training with tools/dist_train.py (mp.spawn, one process per "
             "GPU, 2020): in epoch 19, iteration 300 of 7922, process 1 is terminated with "
             "SIGKILL and the spawn raises; nothing says who sent the signal. Lines as posted "
             "(host name, times, step metrics, the GPU count and the FAILED state ours).",
             start="2020-06-18T00:00:00+00:00", scheduler="local", ranks_per_node=2)
    c.job(0.0, "RUNNING")
    c.steps(1, 19, every=3000.0, t0=3000.0)
    hp = "/home/hiperdyne/.local/lib/python3.6/site-packages/torch/multiprocessing/spawn.py"
    c.log(n, "train", HIGHERHRNET47,
          "Epoch: [19][300/7922]\tTime: 0.630s (0.682s)\tSpeed: 12.7 samples/s\tData: 0.000s "
          "(0.173s)\tStage0-heatmaps: 1.333e-04 (2.700e-04)\tStage1-heatmaps: 5.821e-05 "
          "(1.006e-04)\tStage0-push: 1.250e-04 (2.166e-04)\tStage1-push: 0.000e+00 (0.000e+00)"
          "\tStage0-pull: 5.478e-10 (1.137e-09)\tStage1-pull: 0.000e+00 (0.000e+00)\t",
          t=57200.0)
    c.log(n, "train", HIGHERHRNET47,
          "Traceback (most recent call last):",
          '  File "tools/dist_train.py", line 425, in <module>',
          "    main()",
          '  File "tools/dist_train.py", line 114, in main',
          "    args=(ngpus_per_node, args, final_output_dir, tb_log_dir)",
          f'  File "{hp}", line 171, in spawn',
          "    while not spawn_context.join():",
          f'  File "{hp}", line 107, in join',
          "    (error_index, name)",
          "Exception: process 1 terminated with signal SIGKILL",
          "/usr/lib/python3.6/multiprocessing/semaphore_tracker.py:143: UserWarning: "
          "semaphore_tracker: There appear to be 20 leaked semaphores to clean up at shutdown",
          "  len(cache))", t=57400.0)
    c.job(57401.0, "FAILED")

    # ---- YOLOv5 on two GPUs: --resume under DDP prints "Using DDP" twice, then hangs ---------
    n = "yolov5-host"
    c = case("b82-yolov5-ddp-resume-two-gpus-hangs-after-using-ddp", "ambiguous", "hang", [],
             [n],
             "YOLOv5 training on two GPUs with torch.distributed.launch (2020), killed by its "
             "user and restarted with --resume: the weights transfer, 'Using DDP' is printed "
             "twice and the run hangs (three processes on the GPUs, two on GPU 0); resume works "
             "on one GPU. Lines as posted (host name, times and the CANCELLED state ours).",
             start="2020-08-26T14:00:00+00:00", scheduler="torchrun", ranks_per_node=2)
    c.job(0.0, "RUNNING")
    c.log(n, "train", YOLOV5_851,
          "Transferred 370/370 items from ./runs/exp1/weights/last.pt",
          "Using DDP", t=15.0)
    c.log(n, "train", YOLOV5_851, "Using DDP", t=19.0)
    c.job(1800.0, "CANCELLED")

    # ---- FewX on two GPUs: NCCL unhandled cuda error ----------------------------------------
    n = "fewx-host"
    c = case("b82-fewx-two-gpus-nccl-unhandled-cuda-error", "ambiguous", "unknown", [], [n],
             "FewX few-shot detection training (sh all.sh) on two GPUs (2021): RuntimeError: NCCL "
             "error in ProcessGroupNCCL.cpp:32, unhandled cuda error, NCCL 2.4.8; the poster "
             "changed the learning rate for two GPUs and does not know where the problem is. "
             "Line as posted (host name, time and the FAILED state ours).",
             start="2021-01-10T05:00:00+00:00", scheduler="local", ranks_per_node=2)
    c.job(0.0, "RUNNING")
    c.log(n, "train", FEWX29,
          "RuntimeError: NCCL error in: /opt/conda/conda-bld/pytorch_1591914742272/work/torch/"
          "lib/c10d/ProcessGroupNCCL.cpp:32, unhandled cuda error, NCCL version 2.4.8", t=40.0)
    c.job(41.0, "FAILED")

    # ---- pysot on two GPUs: the first broadcast fails with an unhandled cuda error ----------
    n = "pysot-linux-server"
    c = case("b82-pysot-two-gpus-dist-broadcast-nccl-unhandled-cuda-error", "ambiguous",
             "unknown", [], [n],
             "pysot training on a Linux server with two GPUs (GPUs 1 and 2) under "
             "torch.distributed.launch (2022): DistModule's broadcast raises NCCL's 'unhandled "
             "cuda error' (THD DataChannelNccl.cpp:600) from both processes, their lines "
             "interleaved; a comment a year later suggests installing cudatoolkit 10.2. Lines "
             "as posted (host name, times and the FAILED state ours).",
             start="2022-06-12T03:00:00+00:00", scheduler="torchrun", ranks_per_node=2)
    c.job(0.0, "RUNNING")
    thd = ("/opt/conda/conda-bld/pytorch_1535493744281/work/torch/lib/THD/base/data_channels/"
           "DataChannelNccl.cpp:600")
    c.log(n, "train", PYSOT574,
          "return torch._C._dist_broadcast(tensor, src, group)",
          "    RuntimeErrorreturn torch._C._dist_broadcast(tensor, src, group): ",
          f"NCCL error in: {thd}, unhandled cuda error",
          f"RuntimeError: NCCL error in: {thd}, unhandled cuda error", t=25.0)
    c.job(26.0, "FAILED")

    # ---- FixMatch on one node with several GPUs: process 0 fails in DDP's constructor --------
    n = "fixmatch-host"
    c = case("b82-fixmatch-one-node-multi-gpu-process-0-fails-in-ddp-init", "ambiguous",
             "unknown", [], [n],
             "FixMatch-pytorch with --multiprocessing-distributed on one node with several GPUs "
             "(2020, title: 'NCCL error when train with single node & multi gpus'): process 0 "
             "fails while wrapping the model in DistributedDataParallel, and the stored excerpt "
             "ends before the exception. Lines as posted (host name, times, the GPU count and "
             "the FAILED state ours).",
             start="2020-10-09T07:00:00+00:00", scheduler="local", ranks_per_node=2)
    c.job(0.0, "RUNNING")
    ys = "/home/yuansong/.local/lib/python3.6/site-packages/torch"
    c.log(n, "train", FIXMATCH2,
          "Traceback (most recent call last):",
          '  File "train.py", line 316, in <module>',
          "    main(args)",
          '  File "train.py", line 62, in main',
          "    mp.spawn(main_worker, nprocs=ngpus_per_node, args=(ngpus_per_node, args))",
          f'  File "{ys}/multiprocessing/spawn.py", line 200, in spawn',
          "    return start_processes(fn, args, nprocs, join, daemon, start_method='spawn')",
          f'  File "{ys}/multiprocessing/spawn.py", line 158, in start_processes',
          "    while not context.join():",
          f'  File "{ys}/multiprocessing/spawn.py", line 119, in join',
          "    raise Exception(msg)",
          "Exception:",
          "-- Process 0 terminated with the following error:",
          "Traceback (most recent call last):",
          f'  File "{ys}/multiprocessing/spawn.py", line 20, in _wrap',
          "    fn(i, *args)",
          '  File "/data/FixMatch-pytorch/train.py", line 155, in main_worker',
          "    device_ids=[args.gpu])",
          f'  File "{ys}/nn/parallel/distributed.py", line 333, in __init__', t=35.0)
    c.job(37.0, "FAILED")


# ---- writing -----------------------------------------------------------------------------------
def main() -> None:
    build()
    remove_stale(ROOT, "b82-", CASES)
    write_split(CASES, SPLIT, ROOT)


if __name__ == "__main__":
    main()
