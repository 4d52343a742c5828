"""Build the twenty-ninth blind corpus (tests/attribution/blind29/): Chinese-language reports.

    python tests/attribution/blind29_build.py

A held-out proxy for issue 43's question ("stacks and failures described nowhere"), aimed at
distributed-training failures reported in Chinese, or by Chinese-speaking teams with Chinese prose
around the logs: LLaMA-Factory, ModelScope (FunASR, the KWS suite), SwissArmyTransformer,
PaddleOCR, CodeGeeX (Megatron), Chinese-LLaMA-Alpaca, Chinese-CLIP, OpenR, MindSpore and research
code, on NVIDIA GPUs in Chinese clusters and clouds (AutoDL, an MPI job on Kubernetes) and on
Ascend NPUs. The reports were found with Chinese and English symptom searches of the stored issue
threads and pages (one MindSpore forum case): "多机训练 报错 NCCL timeout",
"昇腾 NPU 多机训练 HCCL 报错 超时", "多卡 训练 显存不足 OOM", "grad_norm nan",
"No space left on device 磁盘空间不足", "进程被杀 Killed", ... The reports were taken in
the order the searches returned them, skipping reports without a copyable log line
(screenshots, prose, error lines cut off), reports not about training, and reports any other
corpus or file of the repository cites. It was
assembled by one helper who read neither the engine nor its catalogs; the labels were written
before any engine ran on these bundles, and no report cited here is cited anywhere else in the
repository (test_attribution_heldout.py checks it).

Every log line is copied from the public report given next to it (host names, addresses, ids and
times as posted, Chinese text included where it is part of a line; a line the report wrapped
stays wrapped; trailing padding spaces dropped). Ours is only the assembly, as in stacks_build.py:
which node and stream a line is filed under, an ISO-8601 time in front of every line (taken from
the line's own stamp where it has one), job.json, the scheduler events and the per-rank step
metrics. The labels follow DESIGN's taxonomy and the rules of the realworld, stacks, frontier and
blind READMEs (see blind29/README.md).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from stacks_build import Case, case_maker, remove_stale, write_split  # noqa: E402

ROOT = HERE / "blind29"
SPLIT = "blind29"

# ---- sources (one public report per incident) --------------------------------------------------
LF74 = "https://github.com/hiyouga/LlamaFactory/issues/74"
LF5450 = "https://github.com/hiyouga/LlamaFactory/issues/5450"
LF5558 = "https://github.com/hiyouga/LlamaFactory/issues/5558"
FUNASR2317 = "https://github.com/modelscope/FunASR/issues/2317"
LF5627 = "https://github.com/hiyouga/LlamaFactory/issues/5627"
SAT161 = "https://github.com/THUDM/SwissArmyTransformer/issues/161"
LF3670 = "https://github.com/hiyouga/LlamaFactory/issues/3670"
LF5347 = "https://github.com/hiyouga/LlamaFactory/issues/5347"
DEEPFAKEBENCH141 = "https://github.com/SCLBD/DeepfakeBench/issues/141"
CNCLIP279 = "https://github.com/OFA-Sys/Chinese-CLIP/issues/279"
CODEGEEX160 = "https://github.com/zai-org/CodeGeeX/issues/160"
LF275 = "https://github.com/hiyouga/LlamaFactory/issues/275"
PADDLEOCR3817 = "https://github.com/PaddlePaddle/PaddleOCR/issues/3817"
LF9510 = "https://github.com/hiyouga/LlamaFactory/issues/9510"
OPENR11 = "https://github.com/openreasoner/openr/issues/11"
KWS10 = "https://github.com/modelscope/kws-training-suite/issues/10"
ALPACA319 = "https://github.com/ymcui/Chinese-LLaMA-Alpaca/issues/319"
CUT4 = "https://github.com/wwxu21/CUT/issues/4"
STEERER20 = "https://github.com/taohan10200/STEERER/issues/20"
ALPACA2_547 = "https://github.com/ymcui/Chinese-LLaMA-Alpaca-2/issues/547"
MSFORUM1156 = "https://discuss.mindspore.cn/t/topic/1156"
FUNASR2774 = "https://github.com/modelscope/FunASR/issues/2774"
FUNASR1110 = "https://github.com/modelscope/FunASR/issues/1110"
LF8045 = "https://github.com/hiyouga/LlamaFactory/issues/8045"

SOME_FAILED = ("Some NCCL operations have failed or timed out. Due to the asynchronous nature of "
               "CUDA kernels, subsequent GPU operations might run on corrupted/incomplete data.")
TAKING_DOWN = "To avoid data inconsistency, we are taking the entire process down."

CASES: list[Case] = []


case = case_maker(CASES, SPLIT)


def build() -> None:
    build_collective_timeouts()
    build_ascend()
    build_program_errors()
    build_memory_and_storage()
    build_numerics()
    build_killed_and_exits()
    build_completed()


# ---- collective timeouts (NVIDIA) --------------------------------------------------------------
def build_collective_timeouts() -> None:
    # ---- LLaMA-Factory LoRA on V100s: rank 1 in an all-gather, rank 0 in a broadcast: hang ----
    node = "v100-host"
    c = case("b29-llamafactory-v100-lora-allgather-broadcast-timeout", "ambiguous", "hang", [],
             [node],
             "LLaMA-Factory LoRA fine-tuning with accelerate on V100s (the poster: 4 and 2 cards "
             "both fail, one card works but is slow): rank 1's watchdog reports an all-gather and "
             "rank 0's a broadcast, both SeqNum 80, timed out after 30 minutes, and both processes "
             "are taken down. No rank is shown stopping first. Lines as posted (the node name and "
             "streams ours), ISO times ours.",
             start="2023-06-25T09:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.steps(1, 20, every=30.0)
    c.log(node, "rank-1", LF74,
          "[E ProcessGroupNCCL.cpp:828] [Rank 1] Watchdog caught collective operation timeout: "
          "WorkNCCL(SeqNum=80, OpType=ALLGATHER, Timeout(ms)=1800000) ran for 1805926 "
          "milliseconds before timing out.", t=2420.0)
    c.log(node, "rank-0", LF74,
          "[E ProcessGroupNCCL.cpp:828] [Rank 0] Watchdog caught collective operation timeout: "
          "WorkNCCL(SeqNum=80, OpType=BROADCAST, Timeout(ms)=1800000) ran for 1805991 "
          "milliseconds before timing out.", t=2420.1)
    for rank in (1, 0):
        c.log(node, f"rank-{rank}", LF74, f"[E ProcessGroupNCCL.cpp:455] {SOME_FAILED}",
              f"[E ProcessGroupNCCL.cpp:460] {TAKING_DOWN}", t=2420.2)
    c.job(2425.0, "FAILED", exit_code=1)

    # ---- LLaMA-Factory on two machines: the worker's rank 1 times out in an all-reduce: hang ---
    n0, n1 = "aifs3-master", "aifs3-worker-1"
    c = case("b29-llamafactory-two-machines-worker-allreduce-timeout", "ambiguous", "hang", [],
             [n0, n1],
             "LLaMA-Factory LoRA SFT across two machines (FORCE_TORCHRUN, NNODES=2, master "
             "192.168.175.4): the worker starts, then rank 1's watchdog reports all-reduce "
             "SeqNum 616 timed out after 10 minutes. Nothing shows which rank stopped. Lines as "
             "posted from the worker (the master's node name ours), ISO times ours from their own "
             "stamps (glog's year ours).",
             start="2024-09-16T17:39:00+00:00", scheduler="static", ranks_per_node=1)
    c.own(n1, "launcher", LF5450, "2024-09-16 17:39:19.896",
          "[2024-09-16 17:39:19,896] [INFO] [real_accelerator.py:203:get_accelerator] Setting "
          "ds_accelerator to cuda (auto detect)")
    c.own(n1, "launcher", LF5450, "2024-09-16 17:39:23",
          "09/16/2024 17:39:23 - INFO - llamafactory.cli - Initializing distributed tasks at: "
          "192.168.175.4:29500")
    c.own(n1, "launcher", LF5450, "2024-09-16 17:39:24.555",
          "W0916 17:39:24.555000 139914969891776 torch/distributed/run.py:779] Setting "
          "OMP_NUM_THREADS environment variable for each process to be 1 in default, to avoid "
          "your system being overloaded, please further tune the variable for optimal "
          "performance in your application as needed.")
    c.own(n1, "rank-1", LF5450, "2024-09-16 17:44:13.419",
          "[rank1]:[E916 17:44:13.419203922 ProcessGroupNCCL.cpp:607] [Rank 1] Watchdog caught "
          "collective operation timeout: WorkNCCL(SeqNum=616, OpType=ALLREDUCE, "
          "NumelIn=17891328, NumelOut=17891328, Timeout(ms)=600000) ran for 600079 milliseconds "
          "before timing out.")
    c.job(320.0, "FAILED", exit_code=1)

    # ---- LLaMA-Factory under an MPI operator: rank 1's all-reduce times out: hang --------------
    n0, n1 = "mpi-rc1ou1aw-launcher", "mpi-rc1ou1aw-worker-0"
    c = case("b29-llamafactory-mpijob-rank1-allreduce-timeout", "ambiguous", "hang", [],
             [n0, n1],
             "Multi-machine LLaMA-Factory training launched by an MPI job on Kubernetes (lines "
             "prefixed by the launcher pod): rank 1's watchdog reports all-reduce SeqNum 635 "
             "(576M elements) timed out after 10 minutes and takes the process down. No rank is "
             "shown stopping first. Lines as posted (the worker pod's name ours), ISO times ours.",
             start="2024-09-23T08:00:00+00:00", scheduler="kubernetes", ranks_per_node=2)
    c.steps(1, 40, every=15.0)
    c.log(n0, "rank-1", LF5558,
          "mpi-rc1ou1aw-launcher: [rank1]:[E ProcessGroupNCCL.cpp:577] [Rank 1] " + SOME_FAILED,
          "mpi-rc1ou1aw-launcher: [rank1]:[E ProcessGroupNCCL.cpp:583] [Rank 1] " + TAKING_DOWN,
          "mpi-rc1ou1aw-launcher: [rank1]:[E ProcessGroupNCCL.cpp:1414] [PG 1 Rank 1] Process "
          "group watchdog thread terminated with exception: [Rank 1] Watchdog caught collective "
          "operation timeout: WorkNCCL(SeqNum=635, OpType=ALLREDUCE, NumelIn=576156928, "
          "NumelOut=576156928, Timeout(ms)=600000) ran for 600085 milliseconds before timing out.",
          "mpi-rc1ou1aw-launcher: Exception raised from checkTimeout at "
          "../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:565 (most recent call first):",
          "mpi-rc1ou1aw-launcher: frame #0: c10::Error::Error(c10::SourceLocation, std::string) "
          "+ 0x57 (0x7f1364e2d897 in /mnt/afs2/yaohaishen/my_conda_env/llm_mul/lib/python3.10/"
          "site-packages/torch/lib/libc10.so)",
          "mpi-rc1ou1aw-launcher: frame #1: c10d::ProcessGroupNCCL::WorkNCCL::checkTimeout("
          "std::optional<std::chrono::duration<long, std::ratio<1l, 1000l> > >) + 0x1d2 "
          "(0x7f1366106c62 in /mnt/afs2/yaohaishen/my_conda_env/llm_mul/lib/python3.10/"
          "site-packages/torch/lib/libtorch_cuda.so)", t=1200.0)
    c.job(1210.0, "FAILED", exit_code=1)

    # ---- FunASR on several GPUs: rank 1 enters validation, both ranks time out: hang -----------
    node = "funasr-gpu-host"
    c = case("b29-funasr-multigpu-allreduce-3437-timeout", "ambiguous", "hang", [], [node],
             "FunASR training on several GPUs of one machine (one GPU trains fine on the same "
             "data): rank 0 times out in an all-reduce of 4311252 elements and rank 1 in one of 1 "
             "element, both SeqNum 3437, after 10 minutes; rank 1 logs 'Validate epoch: 1' and "
             "takes its process down. No rank is shown stopping first. Lines as posted (the node "
             "name ours), ISO times ours (from the logging stamp where there is one).",
             start="2024-12-18T15:50:00+00:00", scheduler="static", ranks_per_node=2)
    c.steps(1, 30, every=80.0)
    c.log(node, "rank-0", FUNASR2317,
          "[rank0]:[E ProcessGroupNCCL.cpp:563] [Rank 0] Watchdog caught collective operation "
          "timeout: WorkNCCL(SeqNum=3437, OpType=ALLREDUCE, NumelIn=4311252, NumelOut=4311252, "
          "Timeout(ms)=600000) ran for 600057 milliseconds before timing out.", t=3255.0)
    c.log(node, "rank-1", FUNASR2317,
          "[rank1]:[E ProcessGroupNCCL.cpp:563] [Rank 1] Watchdog caught collective operation "
          "timeout: WorkNCCL(SeqNum=3437, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, "
          "Timeout(ms)=600000) ran for 600076 milliseconds before timing out.", t=3255.1)
    c.own(node, "rank-1", FUNASR2317, "2024-12-18 16:44:15.305",
          "[2024-12-18 16:44:15,305][root][INFO] - Validate epoch: 1, rank: 1")
    c.log(node, "rank-1", FUNASR2317,
          "[rank1]:[E ProcessGroupNCCL.cpp:1537] [PG 0 Rank 1] Timeout at NCCL work: 3437, last "
          "enqueued NCCL work: 3437, last completed NCCL work: 3436.",
          "[rank1]:[E ProcessGroupNCCL.cpp:577] [Rank 1] " + SOME_FAILED,
          "[rank1]:[E ProcessGroupNCCL.cpp:583] [Rank 1] " + TAKING_DOWN,
          "[rank1]:[E ProcessGroupNCCL.cpp:1414] [PG 0 Rank 1] Process group watchdog thread "
          "terminated with exception: [Rank 1] Watchdog caught collective operation timeout: "
          "WorkNCCL(SeqNum=3437, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=600000) "
          "ran for 600076 milliseconds before timing out.", t=3256.0)
    c.job(3260.0, "FAILED", exit_code=1)

    # ---- CUT on eight GPUs: stuck after the first sample, three ranks time out: hang ----------
    node = "ai-node-i-ycwg2tzshsqc6il45qda"
    c = case("b29-cut-eight-gpus-first-allreduce-timeout", "ambiguous", "hang", [], [node],
             "CUT (LLM alignment) training on eight GPUs of one cloud node hangs after the first "
             "sample: ranks 2 and 4 report all-reduce SeqNum 37 timed out after 30 minutes and "
             "NCCL's service thread sees local rank 4's connection closed. Nothing shows which "
             "rank stopped first. Lines as posted (the last, cut short, left out), ISO times ours.",
             start="2024-04-12T08:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.log(node, "rank-0", CUT4,
          "  return _VF.meshgrid(tensors, **kwargs)  # type: ignore[attr-defined]",
          "{'loss': 0.6894, 'learning_rate': 4.000000000000001e-06, 'epoch': 0.0}", t=5.0)
    c.steps(1, 1, t0=5.0)
    c.log(node, "rank-2", CUT4,
          "[E ProcessGroupNCCL.cpp:828] [Rank 2] Watchdog caught collective operation timeout: "
          "WorkNCCL(SeqNum=37, OpType=ALLREDUCE, Timeout(ms)=1800000) ran for 1802339 "
          "milliseconds before timing out.", t=1810.0)
    c.log(node, "rank-4", CUT4,
          "[E ProcessGroupNCCL.cpp:828] [Rank 4] Watchdog caught collective operation timeout: "
          "WorkNCCL(SeqNum=37, OpType=ALLREDUCE, Timeout(ms)=1800000) ran for 1802220 "
          "milliseconds before timing out.",
          "ai-node-i-ycwg2tzshsqc6il45qda:22094:23204 [4] NCCL INFO [Service thread] Connection "
          "closed by localRank 4", t=1810.1)
    c.job(1815.0, "FAILED", exit_code=1)

    # ---- STEERER on four 3090s: stalls at a random epoch, three ranks time out: hang ----------
    node = "steerer-3090x4"
    c = case("b29-steerer-four-3090-allreduce-timeout-random-epoch", "ambiguous", "hang", [],
             [node],
             "STEERER crowd-counting training on four RTX 3090 of one machine stalls at a random "
             "epoch (the poster: somewhere in loss.backward()'s all-reduce); ranks 1, 3 and 0 "
             "report an all-reduce timed out after an hour. No rank is shown stopping first. "
             "Lines as posted, wrapped as in the report (rank 2's, cut short, left out; the node "
             "name ours), ISO times ours.",
             start="2024-07-25T02:00:00+00:00", scheduler="static", ranks_per_node=4)
    c.steps(1, 50, every=120.0)
    c.log(node, "rank-0", STEERER20,
          "Loss: 0.004, MAE:  120.83, Best_MAE:  120.8300 MSE:  357.8124,Best_MSE:  357.8124",
          t=5900.0)
    for rank, tail in ((1, "6109"), (3, "6191"), (0, "6274")):
        c.log(node, f"rank-{rank}", STEERER20,
              f"[E ProcessGroupNCCL.cpp:587] [Rank {rank}] Watchdog caught collective operation "
              "timeout: WorkNCCL(OpType=ALLREDUCE, Timeout(ms)=3600000) ran for 360",
              f"{tail} milliseconds before timing out.", t=9610.0 + rank * 0.01)
    c.job(9620.0, "FAILED", exit_code=1)

    # ---- LLaMA-Factory pre-training on two machines: the worker gets no route to the master ---
    n0, n1 = "lf-pretrain-master", "zgiot"
    c = case("b29-llamafactory-worker-no-route-to-master", "ambiguous", "network", [],
             [n0, n1],
             "Multi-machine LLaMA-Factory pre-training: the worker machine (zgiot) cannot connect "
             "to the master (the thread's title); NCCL's socket connect keeps returning 'No route "
             "to host' and retries to its last attempt (34/34). No peer is shown at fault. Lines "
             "as posted (the master's node name ours), ISO times ours, spaced by the retry "
             "sleeps they print.",
             start="2025-05-13T03:00:00+00:00", scheduler="static", ranks_per_node=8)
    t = 60.0
    for attempt in range(26, 35):
        c.log(n1, "rank-8", LF8045,
              f"zgiot:1183664:1184669 [0] NCCL INFO socketPollConnect: connect returned No route "
              f"to host, retrying ({attempt}/34) after sleep for {attempt * 100} msec", t=t)
        t += attempt / 10.0
    c.job(t + 5.0, "FAILED", exit_code=1)


# ---- Ascend NPUs --------------------------------------------------------------------------------
def build_ascend() -> None:
    # ---- LLaMA-Factory on Ascend 910B: an aicore exception in every multi-card task: user_code --
    node = "ascend910b-host"
    c = case("b29-llamafactory-ascend910b-aicore-exception-dpo", "attributed", "user_code", [],
             [node],
             "LLaMA-Factory 0.7.0 on Ascend 910B NPUs: only single-card LoRA pre-training runs; "
             "every other task (here DPO) fails the same way, the device reporting an aicore "
             "exception (error code 0x26) and the trainer raising 'The Inner error is reported as "
             "above'. An operator fault of the program's own task, not a machine. Lines as posted "
             "(the continuation of the last line, cut short, left out; the node name ours), ISO "
             "times ours from the exception's own time.",
             start="2024-05-10T10:40:00+00:00", scheduler="static", ranks_per_node=8)
    for text in (
            "DEVICE[0] PID[358]:",
            "EXCEPTION STREAM:",
            "  Exception info:TGID=196191, model id=65535, stream id=3, stream phase=3",
            "  Message info[0]:RTS_HWTS: aicore exception, slot_id=31, stream_id=3",
            "    Other info[0]:time=2024-05-10-10:44:52.267.860, "
            "function=int_process_hwts_task_exception, line=296, error code=0x26"):
        c.own(node, "rank-0", LF3670, "2024-05-10 10:44:52.267", text)
    c.log(node, "rank-0", LF3670,
          "Traceback (most recent call last):",
          '  File "/usr/local/bin/llamafactory-cli", line 8, in <module>',
          "    sys.exit(main())",
          '  File "/data/mlops/training/LLaMA-Factory-0.7.0/src/llmtuner/cli.py", line 49, in main',
          "    run_exp()",
          '  File "/data/mlops/training/LLaMA-Factory-0.7.0/src/llmtuner/train/tuner.py", line '
          "39, in run_exp",
          "    run_dpo(model_args, data_args, training_args, finetuning_args, callbacks)",
          '  File "/data/mlops/training/LLaMA-Factory-0.7.0/src/llmtuner/train/dpo/workflow.py", '
          "line 61, in run_dpo",
          "    train_result = trainer.train(resume_from_checkpoint=training_args."
          "resume_from_checkpoint)",
          '  File "/usr/local/lib/python3.9/dist-packages/transformers/trainer.py", line 1624, in '
          "train",
          "    return inner_training_loop(",
          '  File "/usr/local/lib/python3.9/dist-packages/transformers/trainer.py", line 1963, in '
          "_inner_training_loop",
          "    if (",
          "RuntimeError: The Inner error is reported as above.", t=293.0)
    c.job(300.0, "FAILED", exit_code=1)

    # ---- LLaMA-Factory with DeepSpeed ZeRO-3 on NPUs: device synchronisation times out: hang ---
    node = "npu-zero3-host"
    c = case("b29-llamafactory-npu-zero3-device-sync-task-timeout", "ambiguous", "hang", [],
             [node],
             "LLaMA-Factory with DeepSpeed ZeRO-3 on Ascend NPUs: the runtime repeatedly reports "
             "rtDeviceSynchronize failed on a task timeout (107020) while waiting for the compute "
             "device. No rank or device is shown stopping first. Lines as posted (the node name "
             "ours), ISO times ours.",
             start="2024-09-02T06:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.steps(1, 10, every=40.0)
    block = ("        rtDeviceSynchronize execute failed, reason=[task timeout]"
             "[FUNC:FuncErrorReason][FILE:error_message_manage.cc][LINE:53]",
             "EH9999  wait for compute device to finish failed, runtime result = 107020."
             "[FUNC:ReportCallError][FILE:log_inner.cpp][LINE:161]",
             "        TraceBack (most recent call last):",
             " (function npuSynchronizeDevice)",
             "[W NPUStream.cpp:365] Warning: NPU warning, error code is 107020[Error]: .",
             "EH9999: Inner Error!")
    c.log(node, "rank-0", LF5347, *block, *block, t=2200.0)
    c.log(node, "rank-0", LF5347, block[0], t=2200.1)
    c.job(2210.0, "FAILED", exit_code=1)

    # ---- MindSpore on four Ascend machines (32 ranks): an event wait times out: hang ---------
    nodes = [f"ms-ascend-{i}" for i in range(4)]
    c = case("b29-mindspore-32-ranks-event-wait-timeout", "ambiguous", "hang", [], nodes,
             "MindSpore 2.3.0rc1 training on four Ascend machines (32 ranks) is interrupted: the "
             "screen log reports aclrtSynchronizeStreamWithTimeout failing on an event wait "
             "timeout (timeout=1980, device 3), and the plog of the other ranks shows the same "
             "event wait timeout. The forum's analysis puts it down to a weight evaluation "
             "taking longer than HCCL_EXEC_TIMEOUT; the bundle shows only the timeouts, no rank "
             "stopping first. Lines as posted on the MindSpore forum (the markdown separator "
             "lines and the last plog line, cut short, left out; node names ours), ISO times "
             "ours (from the screen log's own stamp).",
             start="2025-03-18T19:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.steps(1, 40, every=60.0)
    c.own(nodes[0], "rank-3", MSFORUM1156, "2025-03-18 20:50:24.716",
          "[ERROR] DEVICE(192563,ffff90722010,python):2025-03-18-20:50:24.716.326 "
          "[mindspore/ccsrc/plugin/device/ascend/hal/device/ascend_stream_manager.cc:241] "
          "SyncStream] Call runtime aclrtSynchronizeStreamWithTimeout error.")
    c.log(nodes[0], "rank-3", MSFORUM1156,
          "EE9999: Inner Error!",
          "EE9999 The error from device(chipId:3, dieId:0), serial number is 1, event wait "
          "timeout occurred during task execution, stream_id:122, sq_id:122, task_id:790, "
          "event_id=73, timeout=1980.[FUNC:ProcessStarsWaitTimeoutErrorInfo]"
          "[FILE:device_error_proc.cc][LINE:1314]",
          "TraceBack (most recent call last):",
          "Task execute failed, device_id=3, stream_id=122, task_id=790, flip_num=0, "
          "task_type=3(EVENT_WAIT).[FUNC:GetError][FILE:stream.cc][LINE:1483]",
          "rtStreamSynchronizeWithTimeout execute failed, reason=[the model stream execute "
          "failed][FUNC:FuncErrorReason][FILE:error_message_manage.cc][LINE:50]",
          "synchronize stream failed, runtime result = 507011[FUNC:ReportCallError]"
          "[FILE:log_inner.cpp][LINE:161]", t=6624.8)
    c.log(nodes[0], "plog", MSFORUM1156,
          "ReportErrorInfoForModelExecuteTask:model execute error, retCode=0x91, [the model "
          "stream execute failed].",
          "ProcessStarsWaitTimeoutErrorInfo:The error from device(chipId:2, dieId:0), serial "
          "number is 1, event wait timeout occurred during task execution, stream_id:122, "
          "sq_id:122, task_id:790, event_id=73, timeout=1980.", t=6624.9)
    c.job(6640.0, "FAILED", exit_code=1)


# ---- exceptions in the program or its environment -----------------------------------------------
def build_program_errors() -> None:
    # ---- DeepfakeBench with torchrun on two GPUs: DDP's parameter check, ncclInvalidUsage ------
    node = "autodl-container"
    c = case("b29-deepfakebench-ddp-init-nccl-invalid-usage", "attributed", "user_code", [],
             [node],
             "DeepfakeBench started with torchrun --nproc_per_node=2 --ddp on a rented GPU "
             "container: both processes fail wrapping the model in DDP, NCCL reporting invalid "
             "usage during the parameter check, before any step. A usage error of the job, not a "
             "machine. Lines as posted, the two processes' tracebacks interleaved as in the "
             "report (the node name ours), ISO times ours.",
             start="2025-01-24T12:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.log(node, "launcher", DEEPFAKEBENCH141,
          "Traceback (most recent call last):",
          '  File "train.py", line 327, in <module>',
          "    main()",
          '  File "train.py", line 301, in main',
          "    trainer = Trainer(config, model, optimizer, scheduler, logger, metric_scoring, "
          "time_now=timenow)",
          '  File "/root/autodl-tmp/DeepfakeBench-main/training/trainer/trainer.py", line 67, in '
          "__init__",
          "Traceback (most recent call last):",
          "    self.speed_up()  # move model to GPU",
          '  File "/root/autodl-tmp/DeepfakeBench-main/training/trainer/trainer.py", line 109, in '
          "speed_up",
          '  File "train.py", line 327, in <module>',
          "    self.model = DDP(self.model, device_ids=[self.config['local_rank']],"
          "find_unused_parameters=False, output_device=self.config['local_rank'])",
          '  File "/root/miniconda3/lib/python3.8/site-packages/torch/nn/parallel/distributed.py",'
          " line 641, in __init__",
          "    dist._verify_params_across_processes(self.process_group, parameters)",
          "RuntimeError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1169, "
          "invalid usage, NCCL version 21.0.3",
          "ncclInvalidUsage: This usually reflects invalid usage of NCCL library (such as too "
          "many async ops, too many collectives at once, mixing streams in a group, etc).",
          t=20.0)
    c.job(25.0, "FAILED", exit_code=1)

    # ---- Chinese-CLIP on Windows: torch without NCCL, the launcher reports exit code 1 --------
    node = "windows-pc"
    c = case("b29-chinese-clip-windows-no-nccl-backend", "attributed", "user_code", [], [node],
             "Chinese-CLIP fine-tuning started through torch.distributed on a Windows machine with "
             "one GPU: PyTorch's distributed package has no NCCL, the worker fails ('Ran out of "
             "input' follows) and the elastic launcher reports local rank 0 failed with exit code "
             "1, before any step. The job's environment, not a machine. Lines as posted in the "
             "report and the poster's follow-up (the node name ours), ISO times ours.",
             start="2024-03-26T08:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(node, "rank-0", CNCLIP279,
          "RuntimeError: Distributed package doesn't have NCCL built in",
          "EOFError: Ran out of input", t=15.0)
    c.log(node, "launcher", CNCLIP279,
          "ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: 1) local_rank: 0 "
          "(pid: 27316) of binary: C:\\anaconda\\envs\\clip\\python.exe", t=16.0)
    c.job(18.0, "FAILED", exit_code=1)

    # ---- CodeGeeX (Megatron) pre-training: an illegal memory access at setup: user_code --------
    node = "codegeex-gpu-host"
    c = case("b29-codegeex-megatron-illegal-memory-access-at-setup", "attributed", "user_code",
             [], [node],
             "CodeGeeX pre-training with its Megatron code: initialization and the parallel setup "
             "finish, then torch.cuda.synchronize() after model-and-optimizer setup raises 'CUDA "
             "error: an illegal memory access was encountered' (a maintainer answers that the 13B "
             "model needs at least four A100/V100 machines). An exception in the program; no "
             "device fault is shown. Lines as posted (the node name ours), ISO times ours.",
             start="2023-06-01T03:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.log(node, "rank-0", CODEGEEX160,
          "Time to load utils op: 0.0002510547637939453 seconds",
          "FinishInitialization.",
          "Finishparallel.", t=120.0)
    c.log(node, "rank-0", CODEGEEX160,
          "Traceback (most recent call last):",
          '  File "/data1/yushoujie/python_projects/2023_0531_hll_codegeex_train/codegeex/'
          'megatron/tools/pretrain_codegeex.py", line 209, in <module>',
          "    pretrain(",
          '  File "/data1/yushoujie/python_projects/2023_0531_hll_codegeex_train/codegeex/'
          'megatron/training.py", line 143, in pretrain',
          '    timers("model-and-optimizer-setup").stop()',
          '  File "/data1/yushoujie/python_projects/2023_0531_hll_codegeex_train/codegeex/'
          'megatron/global_vars.py", line 211, in stop',
          "    torch.cuda.synchronize()",
          '  File "/data1/anaconda/env/ysj_llm/lib/python3.10/site-packages/torch/cuda/'
          '__init__.py", line 566, in synchronize',
          "    return torch._C._cuda_synchronize()",
          "RuntimeError: CUDA error: an illegal memory access was encountered", t=185.0)
    c.job(190.0, "FAILED", exit_code=1)

    # ---- FunASR fine-tuning via torch.distributed.launch on two GPUs: argparse rejects ---------
    node = "modelscope-gpu-host"
    c = case("b29-funasr-launch-two-gpus-unrecognized-local-rank", "attributed", "user_code", [],
             [node],
             "Fine-tuning a Paraformer model with ModelScope/FunASR's finetune.py, started with "
             "python -m torch.distributed.launch --nproc_per_node 2 (one GPU works): the task "
             "config's argument parser rejects the launcher's --local-rank=0 and the elastic "
             "launcher reports local rank 0 failed with exit code 2, before any step. A "
             "launch/argument mismatch of the job, not a machine. Lines as posted in a comment "
             "of the thread (the node name ours), ISO times ours.",
             start="2024-03-21T02:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.log(node, "rank-0", FUNASR1110,
          "Task related config: error: unrecognized arguments: --local-rank=0", t=12.0)
    c.log(node, "launcher", FUNASR1110,
          "ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: 2) local_rank: 0 "
          "(pid: 185479) of binary: /opt/conda/envs/modelscope/bin/python", t=13.0)
    c.job(15.0, "FAILED", exit_code=1)


# ---- memory and storage -------------------------------------------------------------------------
def build_memory_and_storage() -> None:
    # ---- LLaMA-Factory, DeepSeek-R1 BF16 on one multi-GPU machine: rank 6 out of memory -------
    node = "r1-finetune-host"
    c = case("b29-llamafactory-deepseek-r1-rank6-cuda-oom", "attributed", "oom", [], [node],
             "Fine-tuning DeepSeek-R1-0528-BF16 with LLaMA-Factory on one multi-GPU machine: rank "
             "6 runs out of GPU memory (79.27 of 79.33 GiB in use) and the elastic agent sends "
             "SIGTERM to the other workers. Lines as posted (the node name ours), ISO times ours "
             "from the agent's glog stamps (the year ours).",
             start="2025-11-18T17:40:00+00:00", scheduler="static", ranks_per_node=8)
    c.log(node, "rank-6", LF9510,
          "[rank6]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 56.00 MiB. GPU "
          "6 has a total capacity of 79.33 GiB of which 49.81 MiB is free. Process 415558 has "
          "79.27 GiB memory in use. Of the allocated memory 77.92 GiB is allocated by PyTorch, and "
          "150.18 MiB is reserved by PyTorch but unallocated. If reserved but unallocated memory "
          "is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid "
          "fragmentation.  See documentation for Memory Management  "
          "(https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)", t=754.0)
    for stamp, pid in (("055", 143995), ("057", 143996), ("057", 143997), ("058", 143998),
                       ("058", 143999)):
        c.own(node, "launcher", LF9510, f"2025-11-18 17:52:35.{stamp}",
              f"W1118 17:52:35.{stamp}000 139823151372096 torch/distributed/elastic/"
              f"multiprocessing/api.py:858] Sending process {pid} closing signal SIGTERM")
    c.job(760.0, "FAILED", exit_code=1)

    # ---- OpenR PRM training with torchrun on four GPUs: out of memory loading the model -------
    node = "openr-a100-host"
    c = case("b29-openr-torchrun-four-gpus-cuda-oom", "attributed", "oom", [], [node],
             "OpenR's LLM training with a process reward model started with torchrun "
             "--nproc_per_node=4: each process loads onto GPU 0's memory and the run fails with "
             "CUDA out of memory (GPU 0 with 29.69 MiB free, four processes holding it). The "
             "line as posted, two processes' output interleaved (the node name ours), ISO time "
             "ours.",
             start="2024-10-17T06:00:00+00:00", scheduler="static", ranks_per_node=4)
    c.log(node, "rank-0", OPENR11,
          "torchtorch.OutOfMemoryError.: OutOfMemoryErrorCUDA out of memory. Tried to allocate "
          "50.00 MiB. GPU 0 has a total capacity of 79.33 GiB of which 29.69 MiB is free. Process "
          "60879 has 25.18 GiB memory in use. Process 60901 has 18.75 GiB memory in use. Process "
          "60898 has 18.11 GiB memory in use. Process 60883 has 17.23 GiB memory in use. Of the "
          "allocated memory 24.70 GiB is allocated by PyTorch, and 2.29 MiB is reserved by "
          "PyTorch but unallocated. If reserved but unallocated memory is large try setting "
          "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation. See "
          "documentation for Memory Management "
          "(https://pytorch.org/docs/stable/notes/cuda.html#environment-variables):", t=95.0)
    c.job(100.0, "FAILED", exit_code=1)

    # ---- LLaMA-Factory, Baichuan-13B pre-training: the datasets cache fills the disk: storage -
    node = "autodl-a40x4"
    c = case("b29-llamafactory-baichuan13b-dataset-cache-no-space", "attributed", "storage", [],
             [node],
             "Baichuan-13B pre-training with LLaMA-Factory on four 48G A40 (a rented AutoDL "
             "machine): while the 5.5 GB corpus is prepared, the datasets library's Arrow writer "
             "fails with 'No space left on device' (the poster later finds the cache on a 10 GB "
             "system disk). A full filesystem, nobody implicated. Lines as posted (the node name "
             "ours), ISO times ours.",
             start="2023-07-30T10:00:00+00:00", scheduler="static", ranks_per_node=4)
    c.log(node, "rank-0", LF275,
          "Traceback (most recent call last):",
          '  File "/root/miniconda3/lib/python3.8/site-packages/datasets/builder.py", line 1894, '
          "in _prepare_split_single",
          "    writer.write_table(table)",
          '  File "/root/miniconda3/lib/python3.8/site-packages/datasets/arrow_writer.py", line '
          "575, in write_table",
          "    self.pa_writer.write_table(pa_table, writer_batch_size)",
          '  File "pyarrow/ipc.pxi", line 525, in pyarrow.lib._CRecordBatchWriter.write_table',
          '  File "/root/miniconda3/lib/python3.8/site-packages/fsspec/implementations/local.py",'
          " line 382, in write",
          "    return self.f.write(*args, **kwargs)",
          "OSError: [Errno 28] No space left on device", t=640.0)
    c.job(650.0, "FAILED", exit_code=1)


# ---- numerics ----------------------------------------------------------------------------------
def build_numerics() -> None:
    # ---- LLaMA-Factory on Ascend 910B2C: grad_norm NaN, then the loss stays at 0: numerical ----
    node = "ascend910b2c-host"
    c = case("b29-llamafactory-ascend910b-grad-norm-nan-loss-zero", "attributed", "numerical",
             [], [node],
             "LLaMA-Factory SFT with DeepSpeed on Ascend 910B2C NPUs (CANN 8.0.RC2): after a "
             "while the log shows grad_norm NaN and from then on loss 0.0 with grad_norm NaN at "
             "epoch 0.66. Lines as posted (the node name ours), ISO times ours; the run is not "
             "shown ending.",
             start="2024-10-08T01:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.steps(1, 60, every=30.0)
    c.log(node, "rank-0", LF5627,
          "{'loss': 1.4596, 'grad_norm': nan, 'learning_rate': 4.552255167404752e-06, 'epoch': "
          "0.66}", t=1801.0)
    for i in range(3):
        c.log(node, "rank-0", LF5627,
              "{'loss': 0.0, 'grad_norm': nan, 'learning_rate': 4.549912997495027e-06, 'epoch': "
              "0.66}", t=1831.0 + 30.0 * i)

    # ---- SwissArmyTransformer on several machines: steps skipped for NaN/Inf loss: numerical ---
    n0, n1 = "sat-node-0", "sat-node-1"
    c = case("b29-sat-deepspeed-multinode-skipping-nan-inf-loss", "attributed", "numerical", [],
             [n0, n1],
             "SwissArmyTransformer training with DeepSpeed: fine on one machine with several "
             "GPUs, on several machines it reports skipping backward and the optimizer step for a "
             "NaN or Inf loss (a maintainer suggests bf16). The line as posted (node names "
             "ours), ISO time ours; the run is not shown ending.",
             start="2024-01-19T02:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.steps(1, 20, every=10.0)
    c.log(n0, "rank-0", SAT161,
          "Skipping backward and optimizer step for nan or inf in forwarding metrics/loss!",
          t=201.0)

    # ---- Chinese-LLaMA-Alpaca with DeepSpeed fp16: the loss scale falls to 0: numerical -------
    node = "alpaca-finetune-host"
    c = case("b29-chinese-alpaca-deepspeed-overflow-loss-scale-zero", "attributed", "numerical",
             [], [node],
             "Fine-tuning Chinese-LLaMA/Alpaca with DeepSpeed fp16 (a commenter's run in the "
             "thread): loss and learning rate stay at 0 and DeepSpeed keeps skipping steps on "
             "overflow until the loss scale is reduced to 0. The line as posted (the node name "
             "ours), ISO time ours; the run is not shown ending.",
             start="2023-05-24T09:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.steps(1, 30, every=20.0)
    c.log(node, "rank-0", ALPACA319,
          "[deepspeed] OVERFLOW! Rank 0 Skipping step. Attempted loss scale: 1, reducing to 0",
          t=601.0)


# ---- processes killed or exiting for reasons not shown -------------------------------------------
def build_killed_and_exits() -> None:
    # ---- PaddleOCR on two 2080 Ti: after a save, trainer rank 1 aborts: ambiguous ------------
    node = "paddle-2080ti-host"
    c = case("b29-paddleocr-two-gpus-trainer-rank1-aborted", "ambiguous", "unknown", [], [node],
             "PaddleOCR table (RARE) training with paddle.distributed.launch on two 8G 2080 Ti: "
             "in epoch 3, after saving the model and re-initialising the dataset, the launcher "
             "terminates all processes because trainer rank 1 aborted. Nothing in the bundle "
             "says why it aborted. Lines as posted (the node name ours), ISO times ours from "
             "their own stamps.",
             start="2021-08-26T06:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.steps(1, 40, every=140.0)
    for when, text in (
            ("2021-08-26 07:33:26", "[2021/08/26 07:33:26] root INFO: epoch: [3/50], iter: 46946, "
             "lr: 0.000250, loss: 0.666961, structure_loss: 0.369128, loc_loss: 0.285297, acc: "
             "0.656250, reader_cost: 0.00023 s, batch_cost: 1.29184 s, samples: 16, ips: "
             "12.38540"),
            ("2021-08-26 07:33:27", "[2021/08/26 07:33:27] root INFO: save model in "
             "outputs/table_rare/latest"),
            ("2021-08-26 07:33:27", "[2021/08/26 07:33:27] root INFO: save model in "
             "outputs/table_rare/iter_epoch_3"),
            ("2021-08-26 07:33:27", "[2021/08/26 07:33:27] root INFO: Initialize indexs of "
             "datasets:/home/allen/paddle/etop_data/pubtabnet/PubTabNet_2.0.0_train.jsonl")):
        c.own(node, "rank-0", PADDLEOCR3817, when, text)
    for when, text in (
            ("2021-08-26 07:33:44.620", "INFO 2021-08-26 07:33:44,620 launch_utils.py:327] "
             "terminate all the procs"),
            ("2021-08-26 07:33:44.620", "ERROR 2021-08-26 07:33:44,620 launch_utils.py:584] "
             "ABORT!!! Out of all 2 trainers, the trainer process with rank=[1] was aborted. "
             "Please check its log."),
            ("2021-08-26 07:33:47.624", "INFO 2021-08-26 07:33:47,624 launch_utils.py:327] "
             "terminate all the procs")):
        c.own(node, "launcher", PADDLEOCR3817, when, text)
    c.job(5630.0, "FAILED", exit_code=1)

    # ---- ModelScope KWS training: 'Killed' after batch 30 of epoch 1: ambiguous --------------
    node = "kws-train-host"
    c = case("b29-modelscope-kws-killed-mid-epoch", "ambiguous", "unknown", [], [node],
             "ModelScope's keyword-spotting training suite logs batches 24-30 of epoch 1 with a "
             "falling loss, then the shell prints 'Killed' and training stops with no error (as "
             "the poster says). Nothing in the bundle says what killed it. Lines as posted (the "
             "node name ours), ISO times ours from their own stamps.",
             start="2024-05-09T23:55:00+00:00", scheduler="static", ranks_per_node=1)
    for when, batch, loss in (
            ("2024-05-09 23:59:29.749", "0024", "0.6884"),
            ("2024-05-09 23:59:37.052", "0025", "0.6956"),
            ("2024-05-09 23:59:42.912", "0026", "0.6516"),
            ("2024-05-09 23:59:49.405", "0027", "0.6415"),
            ("2024-05-09 23:59:56.251", "0028", "0.5618"),
            ("2024-05-10 00:00:05.053", "0029", "0.5162"),
            ("2024-05-10 00:00:10.203", "0030", "0.4696")):
        stamp = when.replace(".", ",")
        c.own(node, "rank-0", KWS10, when,
              f"{stamp} - modelscope - INFO - Epoch: 0001/0005, batch: {batch}/0300, loss: "
              f"{loss}")
    c.own(node, "rank-0", KWS10, "2024-05-10 00:00:12", "Killed")
    c.job(315.0, "FAILED", exit_code=137)

    # ---- Chinese-LLaMA-Alpaca-2 instruction tuning on six GPUs: rank 0 exits with code 1 -----
    node = "alpaca2-6gpu-host"
    c = case("b29-chinese-alpaca2-six-gpus-rank0-exit-1", "ambiguous", "unknown", [], [node],
             "Instruction fine-tuning of Chinese-LLaMA-Alpaca-2 with torchrun on six GPUs (the "
             "thread's title says OOM): the elastic agent sends SIGTERM to two workers and "
             "reports local rank 0 failed with exit code 1, then the launcher raises "
             "ChildFailedError. No rank's own error is in the bundle, so why rank 0 exited is not "
             "shown. Lines as posted (the node name ours), ISO times ours from their own stamps.",
             start="2024-03-21T07:20:00+00:00", scheduler="static", ranks_per_node=6)
    for when, text in (
            ("2024-03-21 07:29:23.630", "[2024-03-21 07:29:23,630] torch.distributed.elastic."
             "multiprocessing.api: [WARNING] Sending process 1562214 closing signal SIGTERM"),
            ("2024-03-21 07:29:23.630", "[2024-03-21 07:29:23,630] torch.distributed.elastic."
             "multiprocessing.api: [WARNING] Sending process 1562215 closing signal SIGTERM"),
            ("2024-03-21 07:29:25.362", "[2024-03-21 07:29:25,362] torch.distributed.elastic."
             "multiprocessing.api: [ERROR] failed (exitcode: 1) local_rank: 0 (pid: 1562210) of "
             "binary: /root/miniconda3/bin/python")):
        c.own(node, "launcher", ALPACA2_547, when, text)
    c.log(node, "launcher", ALPACA2_547,
          "Traceback (most recent call last):",
          '  File "/root/miniconda3/bin/torchrun", line 8, in <module>',
          "    sys.exit(main())",
          '  File "/root/miniconda3/lib/python3.9/site-packages/torch/distributed/elastic/'
          'multiprocessing/errors/__init__.py", line 347, in wrapper',
          "    return f(*args, **kwargs)",
          '  File "/root/miniconda3/lib/python3.9/site-packages/torch/distributed/run.py", line '
          "812, in main",
          "    run(args)",
          '  File "/root/miniconda3/lib/python3.9/site-packages/torch/distributed/run.py", line '
          "803, in run",
          "    elastic_launch(",
          '  File "/root/miniconda3/lib/python3.9/site-packages/torch/distributed/launcher/'
          'api.py", line 135, in __call__',
          "    return launch_agent(self._config, self._entrypoint, list(args))",
          '  File "/root/miniconda3/lib/python3.9/site-packages/torch/distributed/launcher/'
          'api.py", line 268, in launch_agent',
          "    raise ChildFailedError(",
          "torch.distributed.elastic.multiprocessing.errors.ChildFailedError:", t=566.0)
    c.job(570.0, "FAILED", exit_code=1)


# ---- runs that completed ----------------------------------------------------------------------
def build_completed() -> None:
    # ---- FunASR: training finishes, then averaging finds no epoch checkpoints: no failure -----
    node = "funasr-train-host"
    c = case("b29-funasr-training-finished-average-checkpoints-missing", "no_failure", "unknown",
             [], [node],
             "FunASR training runs to the end of its epochs; every time, the end-of-training "
             "model averaging then lists checkpoints ep1-ep20 and reports them not found (the "
             "poster also sees warnings and an error at interpreter shutdown in the clean-up). "
             "The training itself finished. Lines as posted (the last, cut short, left out; the "
             "node name ours), ISO times ours; the step metrics and COMPLETED state ours.",
             start="2026-01-06T12:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.steps(1, 40, every=600.0)
    c.log(node, "rank-0", FUNASR2774,
          "average_checkpoints: [" + ", ".join(f"'./outputs2/model.pt.ep{i}'" for i in
                                                range(1, 21)) + "]",
          *(f"Checkpoint file ./outputs2/model.pt.ep{i} not found." for i in range(1, 8)),
          t=23500.0)
    c.job(23520.0, "COMPLETED")

# ---- writing -----------------------------------------------------------------------------------
def main() -> None:
    build()
    remove_stale(ROOT, "b29-", CASES)
    write_split(CASES, SPLIT, ROOT)


if __name__ == "__main__":
    main()
