"""Build the tenth blind corpus (tests/attribution/blind10/): failures in the middle of a run.

    python tests/attribution/blind10_build.py

A held-out proxy for issue 43's question ("stacks and failures described nowhere"), aimed at runs
that fail, stall or end oddly AFTER training has made progress: each report shows a step,
iteration or epoch counter, or a loss, printed before the failure. Multi-GPU or multi-node runs on
any stack (DeepSpeed, Megatron-DeepSpeed, NeMo, LLaMA-Factory, ms-swift, Lightning, fairseq,
TensorFlow with Horovod, JAX on a TPU pod, torchrun and torch.distributed.launch, Open MPI, Slurm).
The reports are GitHub issue threads found with the search tool's `issues` corpus (the stored
forum pages held no post with copyable lines for these symptoms) with mid-run symptom searches
("training crashes after several hours at step NCCL", "iteration loss then watchdog timeout",
"CUDA out of memory after many iterations", "loss becomes nan after steps megatron", "DeepSpeed
step loss then killed -9", "Segmentation fault during training after iterations", ...). Reports
were taken in the order the searches returned them, skipping only reports without a copyable log
line (screenshots, prose, the failure line cut off in the stored copy), reports where no progress
was shown before the failure, single-GPU runs, and reports any other corpus or file of the
repository cites. It was assembled by one helper who read neither the engine nor its catalogs; the
labels were written before any engine ran on these bundles, and no report cited here is cited
anywhere else in the repository (test_attribution_heldout.py checks it).

Every log line is copied from the public report given next to it (host names, addresses, ids and
times as posted; a line the report joined stays joined; markdown quoting around a line dropped).
Ours is only the assembly, as in stacks_build.py: which node and stream a line is filed under, an
ISO-8601 time in front of every line (taken from the line's own stamp where it has one), job.json,
the scheduler events and the per-rank step metrics (only the last steps before the failure, to
keep the corpus small). The labels follow DESIGN's taxonomy and the rules of the realworld, stacks,
frontier and blind READMEs (see blind10/README.md).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from stacks_build import Case, case_maker, remove_stale, write_split  # noqa: E402

ROOT = HERE / "blind10"
SPLIT = "blind10"

# ---- sources (one public report per incident) --------------------------------------------------
LLAMAFACTORY2902 = "https://github.com/hiyouga/LlamaFactory/issues/2902"
DEEPSPEED4890 = "https://github.com/deepspeedai/DeepSpeed/issues/4890"
DEEPSPEED4510 = "https://github.com/deepspeedai/DeepSpeed/issues/4510"
MEGATRONDS396 = "https://github.com/bigscience-workshop/Megatron-DeepSpeed/issues/396"
FAIRSEQ5032 = "https://github.com/facebookresearch/fairseq/issues/5032"
JAX19118 = "https://github.com/jax-ml/jax/issues/19118"
DLE529 = "https://github.com/NVIDIA/DeepLearningExamples/issues/529"
DLE549 = "https://github.com/NVIDIA/DeepLearningExamples/issues/549"
DLE78 = "https://github.com/NVIDIA/DeepLearningExamples/issues/78"
PYTORCH72034 = "https://github.com/pytorch/pytorch/issues/72034"
MSSWIFT7992 = "https://github.com/modelscope/ms-swift/issues/7992"
NEMO15108 = "https://github.com/NVIDIA-NeMo/Speech/issues/15108"
PYTORCH29889 = "https://github.com/pytorch/pytorch/issues/29889"
PYTORCH10344 = "https://github.com/pytorch/pytorch/issues/10344"
LIGHTNING5604 = "https://github.com/Lightning-AI/pytorch-lightning/issues/5604"
FASTVIDEO1008 = "https://github.com/hao-ai-lab/FastVideo/issues/1008"
MMDET291 = "https://github.com/open-mmlab/mmdetection/issues/291"
PYTORCH76287 = "https://github.com/pytorch/pytorch/issues/76287"
OPENGAIT89 = "https://github.com/ShiqiYu/OpenGait/issues/89"
HOROVOD469 = "https://github.com/horovod/horovod/issues/469"
IVADOMED53 = "https://github.com/ivadomed/seg-sc-ms-lesion-multicontrast/issues/53"
SEARCHR1_142 = "https://github.com/PeterGriffinJin/Search-R1/issues/142"
DFINE197 = "https://github.com/Peterande/D-FINE/issues/197"
MSSWIFT1817 = "https://github.com/modelscope/ms-swift/issues/1817"

DIVERGED = "ERROR:tensorflow:Model diverged with loss = NaN."

CASES: list[Case] = []


case = case_maker(CASES, SPLIT)


def build() -> None:
    build_collective_stalls()
    build_killed_and_crashed()
    build_numerics()
    build_storage_and_endings()


# ---- collective timeouts and stalls ------------------------------------------------------------
def build_collective_stalls() -> None:
    # ---- LLaMA-Factory: 13 steps, then both ranks' watchdogs time out on all-reduces: hang -----
    node = "lf-train-host"
    c = case("b10-llamafactory-allreduce-watchdog-after-13-steps", "ambiguous", "hang", [],
             [node],
             "LLaMA-Factory fine-tuning (use_fast_tokenizer on) logs a loss at step 10 and reaches "
             "step 13 of 620; ten minutes later rank 0's watchdog reports all-reduce 1516 timed "
             "out (last completed 1515) and rank 1's reports all-reduce 1517. No rank is shown "
             "stopping first. Lines as posted (the node name ours; rank 1's cut-short line left "
             "out), ISO times ours from the glog stamps (the year from the post).",
             start="2024-11-23T00:41:45+00:00", scheduler="static", ranks_per_node=2)
    c.steps(1, 13, every=5.0)
    c.log(node, "rank-0", LLAMAFACTORY2902,
          "{'loss': 0.8533, 'grad_norm': 4.869833469390869, 'learning_rate': "
          "1.4516129032258065e-05, 'epoch': 0.16}", t=45.2)
    for step, (when, eta, rate) in enumerate((("00:52", "50:17", "4.95"),
                                              ("00:57", "49:56", "4.92"),
                                              ("01:02", "49:53", "4.92")), start=10):
        c.log(node, "rank-0", LLAMAFACTORY2902,
              f"  2%|▏         | {step}/620 [{when}<{eta},  {rate}s/it]", t=45.5 + (step - 10) * 5)
    c.own(node, "rank-0", LLAMAFACTORY2902, "2024-11-23 00:52:57.664949",
          "  2%|▏         | 13/620 [01:07<50:20,  4.98s/it][rank0]:[E1123 00:52:57.664949121 "
          "ProcessGroupNCCL.cpp:607] [Rank 0] Watchdog caught collective operation timeout: "
          "WorkNCCL(SeqNum=1516, OpType=ALLREDUCE, NumelIn=25427968, NumelOut=25427968, "
          "Timeout(ms)=600000) ran for 600017 milliseconds before timing out.")
    c.own(node, "rank-0", LLAMAFACTORY2902, "2024-11-23 00:52:57.665427",
          "[rank0]:[E1123 00:52:57.665427695 ProcessGroupNCCL.cpp:1664] [PG 1 Rank 0] Exception "
          "(either an error or timeout) detected by watchdog at work: 1516, last enqueued NCCL "
          "work: 1516, last completed NCCL work: 1515.")
    c.own(node, "rank-1", LLAMAFACTORY2902, "2024-11-23 00:52:57.704703",
          "[rank1]:[E1123 00:52:57.704703955 ProcessGroupNCCL.cpp:607] [Rank 1] Watchdog caught "
          "collective operation timeout: WorkNCCL(SeqNum=1517, OpType=ALLREDUCE, NumelIn=1, "
          "NumelOut=1, Timeout(ms)=600000) ran for 600026 milliseconds before timing out.")
    c.job(690.0, "FAILED", exit_code=1)

    # ---- OpenGait DDP on eight GPUs: iteration 32700, then a timed-out collective: hang -------
    node = "opengait-8gpu-host"
    c = case("b10-opengait-8-gpus-sampler-collective-timeout", "ambiguous", "hang", [], [node],
             "OpenGait DDP training on eight GPUs runs well until iteration 32700, warns that the "
             "loss sum is below 1e-9, and then (the report's title: rank 6's all-reduce watchdog "
             "timing out) every rank's traceback runs through the data loader into the gait "
             "sampler. No rank is shown stopping first. Lines as posted (interleaved ranks as "
             "posted; the node name ours; cut-short lines left out), ISO times ours from the "
             "logger's stamps, the traceback's time ours.",
             start="2022-10-12T12:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.steps(32691, 32700, every=0.18, t0=2491.38)
    c.own(node, "rank-0", OPENGAIT89, "2022-10-12 12:41:33",
          "[2022-10-12 12:41:33] [INFO]: Iteration 32700, Cost 17.76s, triplet_loss=0.1912, "
          "triplet_hard_loss=0.9691, triplet_loss_num=1641.7500, triplet_mean_dist=6.7157")
    for second in ("34", "34", "35", "35", "36", "36"):
        c.own(node, "rank-0", OPENGAIT89, f"2022-10-12 12:41:{second}",
              f"[2022-10-12 12:41:{second}] [WARNING]: Find the loss sum less than 1e-9 but the "
              "training process will continue!")
    lib = "/home/fuyang/anaconda3/envs/opengait/lib/python3.7/site-packages/torch/utils/data"
    c.log(node, "rank-0", OPENGAIT89,
          f'  File "{lib}/dataloader.py", line 652, in __next__',
          "    data = self._next_data()",
          f'  File "{lib}/dataloader.py", line 1347, in _next_data',
          "    self._try_put_index()",
          f'  File "{lib}/dataloader.py", line 1353, in _try_put_index',
          "    return self._process_data(data)",
          f'  File "{lib}/dataloader.py", line 1371, in _process_data',
          "    index = self._next_index()",
          f'  File "{lib}/dataloader.py", line 642, in _next_index',
          "    return next(self._sampler_iter)  # may raise StopIteration",
          '  File "/home/fuyang/OUMVLP/PoseOpenGait/opengait/data/sampler.py", line 28, in '
          "__iter__",
          "    self._try_put_index()",
          f'  File "{lib}/dataloader.py", line 1353, in _try_put_index',
          "    self.dataset.label_set, self.batch_size[0])", t=4303.0)
    c.job(4320.0, "FAILED", exit_code=1)

    # ---- nnU-Net DDP: epoch 453 starts, 33 minutes later rank 1's all-gather times out -------
    node = "nnunet-ddp-host"
    c = case("b10-nnunet-epoch-453-allgather-watchdog", "ambiguous", "hang", [], [node],
             "A multi-talent nnU-Net model trained with DDP starts epoch 453; half an hour later "
             "rank 1's watchdog reports all-gather 4128661 timed out after ten minutes (last "
             "enqueued 4128690, last completed 4128660) and takes the process down. Only rank 1 "
             "speaks; no rank is shown stopping first. Lines as posted (the node name ours; the "
             "cut-short last line left out), ISO times ours from the lines' own stamps (epoch "
             "numbers as steps ours).",
             start="2025-04-12T03:20:00+00:00", scheduler="static", ranks_per_node=2)
    c.steps(444, 452, every=200.0, t0=84.0)
    c.log(node, "rank-0", IVADOMED53, "Epoch 453", "Current learning rate: 0.00581", t=1683.9)
    c.own(node, "rank-0", IVADOMED53, "2025-04-12 03:48:04.017921", "2025-04-12 03:48:04.017921:")
    c.own(node, "rank-0", IVADOMED53, "2025-04-12 03:48:04.077450",
          "2025-04-12 03:48:04.077450: Epoch 453")
    c.own(node, "rank-0", IVADOMED53, "2025-04-12 03:48:04.078914",
          "2025-04-12 03:48:04.078914: Current learning rate: 0.00581")
    work = "last enqueued NCCL work: 4128690, last completed NCCL work: 4128660."
    for when, nanos, text in (
            ("04:21:24.254321", "04:21:24.254321149", "ProcessGroupNCCL.cpp:616] [Rank 1] Watchdog "
             "caught collective operation timeout: WorkNCCL(SeqNum=4128661, OpType=ALLGATHER, "
             "NumelIn=3, NumelOut=6, Timeout(ms)=600000) ran for 600060 milliseconds before "
             "timing out."),
            ("04:21:25.573289", "04:21:25.573289685", "ProcessGroupNCCL.cpp:1785] [PG ID 0 PG GUID "
             "0(default_pg) Rank 1] Exception (either an error or timeout) detected by watchdog "
             f"at work: 4128661, {work}"),
            ("04:21:25.573431", "04:21:25.573431017", "ProcessGroupNCCL.cpp:1834] [PG ID 0 PG GUID "
             f"0(default_pg) Rank 1] Timeout at NCCL work: 4128661, {work}"),
            ("04:21:25.573459", "04:21:25.573459227", "ProcessGroupNCCL.cpp:630] [Rank 1] Some "
             "NCCL operations have failed or timed out. Due to the asynchronous nature of CUDA "
             "kernels, subsequent GPU operations might run on corrupted/incomplete data."),
            ("04:21:25.573475", "04:21:25.573475777", "ProcessGroupNCCL.cpp:636] [Rank 1] To avoid "
             "data inconsistency, we are taking the entire process down.")):
        c.own(node, "rank-1", IVADOMED53, f"2025-04-12 {when}", f"[rank1]:[E412 {nanos} {text}")
    c.job(3700.0, "FAILED", exit_code=1)

    # ---- ms-swift LoRA on eight GPUs: midway through training, rank 3's all-reduce times out --
    node = "swift-8gpu-host"
    c = case("b10-msswift-minicpm-midway-allreduce-watchdog", "ambiguous", "hang", [], [node],
             "LoRA fine-tuning of MiniCPM-V-2.6 with ms-swift and DeepSpeed ZeRO-2 on eight GPUs "
             "fails midway through training: rank 3's watchdog reports all-reduce 1250 running "
             "for 30 minutes and the process terminates. No rank is shown stopping first (the "
             "poster suspects one GPU never finished its computation). Lines as posted (the "
             "node name ours), steps and ISO times ours.",
             start="2024-08-26T02:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.steps(1, 60, every=20.0)
    c.log(node, "rank-3", MSSWIFT1817,
          "Some NCCL operations have failed or timed out. Due to the asynchronous nature of CUDA "
          "kernels, subsequent GPU operations might run on corrupted/incomplete data.",
          "[E ProcessGroupNCCL.cpp:916] [Rank 3] NCCL watchdog thread terminated with exception: "
          "[Rank 3] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1250, "
          "OpType=ALLREDUCE, NumelIn=20280320, NumelOut=20280320, Timeout(ms)=1800000) ran for "
          "1800782 milliseconds before timing out.",
          "terminate called after throwing an instance of 'std::runtime_error'", t=3005.0)
    c.job(3020.0, "FAILED", exit_code=1)

    # ---- D-FINE on ROCm GPUs: training stops around epoch 190, a watchdog timeout -----------
    node = "dfine-rocm-host"
    c = case("b10-dfine-rocm-epoch-190-watchdog-timeout", "ambiguous", "hang", [], [node],
             "D-FINE detection training on several GPUs under ROCm (libtorch_hip) is interrupted "
             "consistently around epoch 190: a process group watchdog's checkTimeout raises, and "
             "the elastic agent sends SIGTERM to a worker. No rank is shown stopping first. Lines "
             "as posted (the watchdog's own message cut off in the stored copy; the node name and "
             "GPU count ours), ISO times ours from the agent's glog stamp (the year ours); epoch "
             "numbers as steps ours.",
             start="2025-03-08T19:00:00+00:00", scheduler="static", ranks_per_node=4)
    c.steps(181, 190, every=300.0, t0=3000.0)
    lib = "/opt/conda/lib/python3.10/site-packages/torch/lib"
    c.log(node, "rank-0", DFINE197,
          "Exception raised from checkTimeout at /data/jenkins_workspace/workspace/pytorch@4/torch/"
          "csrc/distributed/c10d/ProcessGroupNCCL.cpp:565 (most recent call first):",
          "frame #0: c10::Error::Error(c10::SourceLocation, std::__cxx11::basic_string<char, "
          "std::char_traits<char>, std::allocator<char> >) + 0x55 (0x7f8c4a5805a5 in "
          f"{lib}/libc10.so)",
          "frame #1: c10d::ProcessGroupNCCL::WorkNCCL::checkTimeout(std::optional<std::chrono::"
          "duration<long, std::ratio<1l, 1000l> > >) + 0x1f3 (0x7f8c197996d3 in "
          f"{lib}/libtorch_hip.so)",
          "frame #2: c10d::ProcessGroupNCCL::watchdogHandler() + 0x1a7 (0x7f8c1979fb77 in "
          f"{lib}/libtorch_hip.so)",
          "frame #3: c10d::ProcessGroupNCCL::ncclCommWatchdog() + 0x137 (0x7f8c197a0a87 in "
          f"{lib}/libtorch_hip.so)",
          "frame #4: <unknown function> + 0xdbbf4 (0x7f8bfaa3abf4 in "
          "/opt/conda/bin/../lib/libstdc++.so.6)",
          "frame #5: <unknown function> + 0x94ac3 (0x7f8c52fb9ac3 in "
          "/lib/x86_64-linux-gnu/libc.so.6)",
          "frame #6: clone + 0x44 (0x7f8c5304aa04 in /lib/x86_64-linux-gnu/libc.so.6)",
          t=6327.0)
    c.own(node, "launcher", DFINE197, "2025-03-08 20:45:28.241",
          "W0308 20:45:28.241000 139974302275392 torch/distributed/elastic/multiprocessing/"
          "api.py:851] Sending process 5627 closing signal SIGTERM")
    c.job(6340.0, "FAILED", exit_code=1)

    # ---- torch elastic: a node's workers crash mid-run, its agent keeps failing heartbeats -----
    n0, n1 = "jean-zay-iam37", "jean-zay-node-b"
    c = case("b10-elastic-node-heartbeat-failed-after-crash", "ambiguous", "unknown", [],
             [n0, n1],
             "DDP training under Slurm with torch elastic: one node's training crashed mid-run; "
             "elastic killed most workers, but the crashed node's workers kept hanging and its "
             "agent kept logging that it failed to send keep-alive heartbeats to the rendezvous, "
             "for eight hours, until the Slurm job was cancelled by hand. Why the node's training "
             "crashed is not shown. Lines as posted (the second node's name ours), ISO times ours; "
             "the step metrics and the CANCELLED state ours.",
             start="2022-04-24T00:00:00+00:00", scheduler="slurm", ranks_per_node=8)
    c.steps(1, 20, every=60.0)
    for t in (1260.0, 1290.0, 1320.0):
        c.log(n0, "launcher", PYTORCH76287,
              "WARNING:torch.distributed.elastic.rendezvous.dynamic_rendezvous:The node "
              "'jean-zay-iam37-ib0_187281_0' has failed to send a keep-alive heartbeat to the "
              "rendezvous 'none' due to an error of type RendezvousConnectionError.", t=t)
    c.job(30000.0, "CANCELLED")


# ---- processes killed or crashed mid-run -------------------------------------------------------
def build_killed_and_crashed() -> None:
    # ---- DeepSpeed MoE layers: ranks' collective fingerprints differ, then -9 after 5 steps ---
    node = "moe-llama-host"
    c = case("b10-deepspeed-moe-desync-killed-9-after-5-steps", "ambiguous", "unknown", [],
             [node],
             "A Hugging Face llama whose MLP is replaced by DeepSpeed MoE layers trains 5 or 6 "
             "steps; with collective fingerprinting on, rank 0 runs all-reduce 1277 while rank 1 "
             "runs 1275, and the DeepSpeed launcher reports a process exiting with return code "
             "-9. What killed it is not shown. Lines as posted (the node name ours; a cut-short "
             "fingerprint line left out), ISO times ours.",
             start="2024-01-03T09:00:00+00:00", scheduler="deepspeed", ranks_per_node=2)
    c.steps(1, 5, every=20.0)
    options = ("TensorDeviceTypes=TensorOptions(dtype=float (default), device=cuda, layout=Strided "
               "(default), requires_grad=false (default), pinned_memory=false (default), "
               "memory_format=(nullopt)))")
    for rank, seq, t in ((0, 1277, 101.0), (1, 1275, 101.5)):
        c.log(node, f"rank-{rank}", DEEPSPEED4890,
              f"[I ProcessGroupWrapper.cpp:562] [Rank {rank}] Running collective: "
              f"CollectiveFingerPrint(SequenceNumber={seq}, OpType=ALLREDUCE, TensorShape=[], "
              f"TensorDtypes=Float, {options}", t=t)
    c.log(node, "launcher", DEEPSPEED4890,
          "[ERROR] [launch.py:321:sigkill_handler [xxx] exits with return code = -9", t=160.0)
    c.job(165.0, "FAILED", exit_code=1)

    # ---- DeepSpeed llama2-70b on 16 A800 servers: one node exits -6 after ~800 steps ----------
    ip = "192.169.83.120"
    nodes = [ip] + [f"a800-node-{i:02d}" for i in range(1, 16)]
    c = case("b10-deepspeed-16-nodes-exit-6-after-800-steps", "ambiguous", "unknown", [], nodes,
             "llama2-70b training with DeepSpeed (bf16, ZeRO-1, flash attention) on 16 A800 "
             "servers runs about 800 steps with a normally falling loss; then the processes of "
             "one node exit with code -6, and half an hour later every other node's launcher "
             "kills its subprocesses. The abort's cause is not shown. Lines as posted (pdsh host "
             "prefix as posted; the other nodes' names ours; the cut-short last line left out), "
             "ISO times ours from the lines' own stamps; only the last steps' metrics ours.",
             start="2023-10-13T09:00:00+00:00", scheduler="deepspeed", ranks_per_node=8)
    c.steps(795, 800, every=9.0, t0=7035.0)
    for when, pid in (("11:31:28,593", 249), ("11:31:58,630", 250), ("11:31:58,641", 251),
                      ("11:32:28,663", 252), ("11:32:28,663", 253), ("11:32:58,685", 254),
                      ("11:33:28,706", 255), ("11:33:58,758", 256)):
        c.own(ip, "launcher", DEEPSPEED4510, "2023-10-13 " + when.replace(",", "."),
              f"{ip}: [2023-10-13 {when}] [INFO] [launch.py:315:sigkill_handler] Killing "
              f"subprocess {pid}")
    c.job(9270.0, "FAILED", exit_code=1)

    # ---- MAE pre-training on eight GPUs: a DataLoader worker is killed mid-epoch --------------
    node = "mae-8gpu-host"
    c = case("b10-mae-8-gpus-dataloader-worker-killed", "ambiguous", "unknown", [], [node],
             "MAE pre-training with torch.distributed.launch on eight GPUs fails inside "
             "train_one_epoch: a DataLoader worker is killed by signal Killed and the launcher "
             "raises CalledProcessError for local rank 7. What sent the kill is not shown. Lines "
             "as posted (which rank printed the first traceback is ours; the node name ours; the "
             "launcher's cut-short last line left out), ISO times ours.",
             start="2022-02-13T20:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.steps(1, 40, every=30.0)
    c.log(node, "rank-7", PYTORCH72034,
          "Traceback (most recent call last):",
          '  File "run_mae_pretraining.py", line 266, in <module>',
          "    main(opts)",
          '  File "run_mae_pretraining.py", line 232, in main',
          "    train_stats = train_one_epoch(",
          '  File "/work/MAE-pytorch/engine_for_pretraining.py", line 102, in train_one_epoch',
          "    metric_logger.update(grad_norm=grad_norm)",
          '  File "/work/MAE-pytorch/utils.py", line 102, in update',
          "    v = v.item()",
          '  File "/opt/conda/lib/python3.8/site-packages/torch/utils/data/_utils/'
          'signal_handling.py", line 66, in handler',
          "    _error_if_any_worker_fails()",
          "RuntimeError: DataLoader worker (pid 29001) is killed by signal: Killed.", t=1185.0)
    c.log(node, "launcher", PYTORCH72034,
          "Traceback (most recent call last):",
          '  File "/opt/conda/lib/python3.8/runpy.py", line 194, in _run_module_as_main',
          "    return _run_code(code, main_globals, None,",
          '  File "/opt/conda/lib/python3.8/runpy.py", line 87, in _run_code',
          "    exec(code, run_globals)",
          '  File "/opt/conda/lib/python3.8/site-packages/torch/distributed/launch.py", line 260, '
          "in <module>",
          "    main()",
          '  File "/opt/conda/lib/python3.8/site-packages/torch/distributed/launch.py", line 255, '
          "in main",
          "    raise subprocess.CalledProcessError(returncode=process.returncode,", t=1190.0)
    c.job(1195.0, "FAILED", exit_code=1)

    # ---- torch.distributed.launch: a child dies with SIGSEGV after some epochs -----------------
    node = "xddz-gpu-host"
    c = case("b10-ddp-launch-child-sigsegv-after-epochs", "ambiguous", "unknown", [], [node],
             "Training launched with torch.distributed.launch runs for some epochs, then the "
             "launcher reports that a child process died with SIGSEGV; no stack of the crash is "
             "shown. Lines as posted (the script's parameters redacted by the poster), the node "
             "name and GPU count ours, ISO times ours.",
             start="2019-11-15T01:00:00+00:00", scheduler="static", ranks_per_node=4)
    c.steps(1, 50, every=60.0)
    pyenv = "/home/xddz/.conda/envs/pytorch/lib/python3.7"
    c.log(node, "launcher", PYTORCH29889,
          "Traceback (most recent call last):",
          f'  File "{pyenv}/runpy.py", line 193, in _run_module_as_main',
          '    "__main__", mod_spec)',
          f'  File "{pyenv}/runpy.py", line 85, in _run_code',
          "    exec(code, run_globals)",
          f'  File "{pyenv}/site-packages/torch/distributed/launch.py", line 253, in <module>',
          "    main()",
          f'  File "{pyenv}/site-packages/torch/distributed/launch.py", line 249, in main',
          "    cmd=cmd)",
          "subprocess.CalledProcessError: Command XXXXX (my script params) died with "
          "<Signals.SIGSEGV: 11>.", t=2990.0)
    c.job(3000.0, "FAILED", exit_code=1)

    # ---- Open MPI job on AWS: a segfault inside PyTorch's tensor free at a random point -------
    node = "ip-172-31-77-112"
    c = case("b10-mpi-torch-segfault-in-storage-free", "attributed", "user_code", [], [node],
             "Distributed training under Open MPI crashes at random points (a restart from the "
             "checkpoint runs on for a while): Open MPI's handler prints a segmentation fault "
             "(address not mapped, 0x8) whose stack is inside PyTorch's own storage and tensor "
             "release (THStorage_free, Variable::Impl destructor). Lines as posted, the rank "
             "count and ISO times ours.",
             start="2018-08-08T03:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.steps(1, 40, every=45.0)
    site = "/home/ubuntu/.local/lib/python3.5/site-packages/torch"
    prefix = "[ip-172-31-77-112:61444]"
    c.log(node, "mpirun", PYTORCH10344,
          f"{prefix} Signal: Segmentation fault (11)",
          f"{prefix} Signal code: Address not mapped (1)",
          f"{prefix} Failing at address: 0x8",
          f"{prefix} [ 0] /lib/x86_64-linux-gnu/libpthread.so.0(+0x11390)[0x7f10b1ef9390]",
          f"{prefix} [ 1] python3[0x5810f8]",
          f"{prefix} [ 2] {site}/_C.cpython-35m-x86_64-linux-gnu.so"
          "(_ZN5torch17PyObjectFinalizerD0Ev+0x32)[0x7f10a6fc1202]",
          f"{prefix} [ 3] {site}/lib/libcaffe2.so(THStorage_free+0x38)[0x7f109f2320c8]",
          f"{prefix} [ 4] {site}/lib/libcaffe2.so(THTensor_free+0x2f)[0x7f109f2d17df]",
          f"{prefix} [ 5] {site}/lib/libcaffe2.so(_ZN2at14CPUFloatTensorD0Ev+0x9)"
          "[0x7f109f114679]",
          f"{prefix} [ 6] {site}/_C.cpython-35m-x86_64-linux-gnu.so"
          "(_ZN5torch8autograd8Variable4ImplD1Ev+0x291)[0x7f10a733e411]", t=1790.0)
    c.job(1800.0, "FAILED", exit_code=1)

    # ---- Lightning DDP: 'Terminated' in the middle of epoch 1 after three and a half hours ----
    node = "imagegpt-host"
    c = case("b10-lightning-multigpu-terminated-mid-epoch", "ambiguous", "unknown", [], [node],
             "ImageGPT training with PyTorch Lightning on several GPUs is interrupted in the "
             "middle of epoch 1 (step 9413 of 32393, loss 3.23, after 3h28m of the epoch): the "
             "console only says 'Terminated', and python processes keep holding the GPUs. Who "
             "sent the signal is not shown. Line as posted (the progress bar and the shell's "
             "message joined as posted); the node name, GPU count, the global steps and ISO times "
             "ours.",
             start="2021-01-20T12:00:00+00:00", scheduler="static", ranks_per_node=4)
    c.steps(41797, 41806, every=1.33, t0=55560.0)
    c.log(node, "rank-0", LIGHTNING5604,
          "Epoch 1:  29%|█▍   | 9413/32393 [3:28:18<8:28:33,  1.33s/it, loss=3.23, "
          "v_num=9]Terminated", t=55572.5)
    c.job(55575.0, "FAILED", exit_code=143)

    # ---- FastVideo Wan-14B on two nodes: step 382, then 'unspecified launch failure' ----------
    n0, n1 = "wan-node-0", "wan-node-1"
    c = case("b10-fastvideo-wan14b-unspecified-launch-failure", "ambiguous", "unknown", [],
             [n0, n1],
             "Fast-Wan-14B training runs 382 of 1500 steps over five and a half hours (loss "
             "0.0841, no out-of-memory before), then rank 9's process-group watchdog terminates "
             "with 'CUDA error: unspecified launch failure'. No Xid or other device report is in "
             "the bundle. Lines as posted (node names ours; the cut-short frame line left out), "
             "ISO times ours from the glog stamp (the year from the post).",
             start="2026-01-13T06:13:35+00:00", scheduler="static", ranks_per_node=8)
    c.steps(373, 382, every=50.9, t0=19308.9)
    c.log(n0, "rank-0", FASTVIDEO1008,
          "Steps:  25%|██▌       | 382/1500 [5:29:27<15:48:09, 50.89s/it, loss=0.0841, "
          "step_time=50.94s, grad_norm=0.378]", t=19767.1)
    c.own(n1, "rank-9", FASTVIDEO1008, "2026-01-13 11:43:02.241131",
          "[rank9]:[E113 11:43:02.241131296 ProcessGroupNCCL.cpp:1899] [PG ID 5 PG GUID "
          "55(mesh_replicate) Rank 1] Process group watchdog thread terminated with exception: "
          "CUDA error: unspecified launch failure")
    c.log(n1, "rank-9", FASTVIDEO1008,
          "CUDA kernel errors might be asynchronously reported at some other API call, so the "
          "stacktrace below might be incorrect.",
          "For debugging consider passing CUDA_LAUNCH_BLOCKING=1",
          "Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.",
          "Exception raised from c10_cuda_check_implementation at "
          "/pytorch/c10/cuda/CUDAException.cpp:43 (most recent call first):",
          "frame #0: c10::Error::Error(c10::SourceLocation, std::__cxx11::basic_string<char, "
          "std::char_traits<char>, std::allocator<char> >) + 0x98 (0x7f7dbc3785e8 in "
          "miniconda3/envs/fastvideo/lib/python3.12/site-packages/torch/lib/libc10.so)",
          t=19767.3)
    c.job(19800.0, "FAILED", exit_code=1)

    # ---- mmdetection under Slurm: a DataLoader worker dies of a bus error every ~800 steps ----
    node = "lustre-gpu-node"
    c = case("b10-mmdet-slurm-dataloader-bus-error", "ambiguous", "unknown", [], [node],
             "mmdetection trained on a Slurm cluster fails every time after 600 to 1000 steps, "
             "the data-loading processes' memory share growing until then: a DataLoader worker "
             "is killed by signal Bus error. The bundle does not show what ran out. Lines as "
             "posted (markdown quoting dropped), the node name, GPU count, steps and ISO times "
             "ours.",
             start="2019-01-25T02:00:00+00:00", scheduler="slurm", ranks_per_node=8)
    c.steps(791, 800, every=1.2, t0=950.0)
    env = "/mnt/lustre/liudonghui/anaconda3/envs/venv_mmdet/lib/python3.6"
    c.log(node, "rank-0", MMDET291,
          "    return self.data_queue.get()",
          f'  File "{env}/multiprocessing/queues.py", line 342, in get',
          "    res = self._reader.recv_bytes()",
          f'  File "{env}/multiprocessing/connection.py", line 216, in recv_bytes',
          "    buf = self._recv_bytes(maxlength)",
          f'  File "{env}/multiprocessing/connection.py", line 407, in _recv_bytes',
          "    buf = self._recv(4)",
          f'  File "{env}/multiprocessing/connection.py", line 379, in _recv',
          "    chunk = read(handle, remaining)",
          f'  File "{env}/site-packages/torch/utils/data/dataloader.py", line 227, in handler',
          "    _error_if_any_worker_fails()",
          "RuntimeError: DataLoader worker (pid 34569) is killed by signal: Bus error. Details "
          "are lost due to multiprocessing. Rerunning with num_workers=0 may give better error "
          "trace.", t=962.0)
    c.job(970.0, "FAILED", exit_code=1)

    # ---- Horovod Keras on eight GPUs: epoch output, then rank 7 exits on signal 9 -------------
    node = "HOSTNAME"
    c = case("b10-horovod-keras-rank7-signal-9", "ambiguous", "unknown", [], [node],
             "Keras with Horovod under mpirun on one host of eight GPUs (NCCL tests pass) reaches "
             "Keras' epoch output on every rank, then mpirun reports that rank 7 exited on signal "
             "9 (Killed) with no other error. Lines as posted (the host name as the poster "
             "redacted it; markdown rules kept as posted; the blank line left out), ISO times "
             "ours.",
             start="2018-08-30T10:00:00+00:00", scheduler="mpi", ranks_per_node=8)
    c.log(node, "mpirun", HOROVOD469, *(["Epoch 1/1"] * 8), t=60.0)
    c.log(node, "mpirun", HOROVOD469,
          "/-------------------------------------------------------",
          "Primary job  terminated normally, but 1 process returned",
          "a non-zero exit code. Per user-direction, the job has been aborted.",
          "/-------------------------------------------------------",
          "/--------------------------------------------------------------------------",
          "mpirun noticed that process rank 7 with PID 0 on node HOSTNAME exited on signal 9 "
          "(Killed).",
          "/--------------------------------------------------------------------------", t=95.0)
    c.job(96.0, "FAILED", exit_code=1)

    # ---- Search-R1 PPO (verl, Ray) on four A6000: a Ray worker dies after 50-100 steps --------
    node = "192.168.152.111"
    c = case("b10-search-r1-ppo-ray-worker-died-after-steps", "ambiguous", "unknown", [], [node],
             "Search-R1 PPO training (verl on Ray, four A6000 48GB, longer prompts and five turns) "
             "runs well for 50 to 100 steps, then one Ray actor dies: the raylet reports a worker "
             "exiting with SYSTEM_ERROR (connection error code 2) and lists OOM killer, ray stop "
             "and a crash as possible causes; the job fails. Which it was is not shown. Line as "
             "posted (the driver's cut-short line left out), the node named by the worker's "
             "address, step metrics and ISO times ours.",
             start="2025-07-25T08:00:00+00:00", scheduler="ray", ranks_per_node=4)
    c.steps(1, 75, every=60.0)
    c.log(node, "raylet", SEARCHR1_142,
          "(raylet) A worker died or was killed while executing a task by an unexpected system "
          "error. To troubleshoot the problem, check the logs for the dead worker. RayTask ID: "
          "ffffffffffffffff9c8d9d06fa8619b3f9565a5901000000 Worker ID: "
          "0f595954403c283009378716c2417dc2e02f50d32264e4855b792e0f Node ID: "
          "4fcc2114a8faaea8c7243a8b7b75371f4940843f75f7ddaec2387d85 Worker IP address: "
          "192.168.152.111 Worker port: 46209 Worker PID: 4018933 Worker exit type: SYSTEM_ERROR "
          "Worker exit detail: Worker unexpectedly exits with a connection error code 2. End of "
          "file. There are some potential root causes. (1) The process is killed by SIGKILL by "
          "OOM killer due to high memory usage. (2) ray stop --force is called. (3) The worker "
          "is crashed unexpectedly due to SIGSEGV or other unexpected errors.", t=4470.0)
    c.job(4480.0, "FAILED", exit_code=1)

    # ---- JAX on a TPU v4-128 pod: the eval loop stops at step 32 on an unexpected halt --------
    nodes = [f"tpu-v4-worker-{i}" for i in range(16)]
    c = case("b10-jax-tpu-v4-pod-unexpected-halt-in-eval", "attributed", "user_code", [], nodes,
             "A JAX program on a TPU v4-128 pod (multi-worker only; a single VM is fine) exits "
             "with nothing on stdout or stderr when its eval loop reaches exactly step 32; worker "
             "0's TPU runtime log has one line: the core halted unexpectedly, 'likely an XLA "
             "compiler bug'. Line as posted, worker names ours, ISO time ours from its glog stamp "
             "(the year from the post); the step metrics (the 32 steps) ours.",
             start="2023-12-24T22:30:00+00:00", scheduler="tpu", ranks_per_node=1)
    c.steps(1, 32, every=9.0)
    c.own("tpu-v4-worker-0", "tpu_driver", JAX19118, "2023-12-24 22:35:53.165575",
          "E1224 22:35:53.165575   26868 real_program_continuator.cc:1331] 0x0x0_TC0: *** Halt is "
          "unexpected, all pending programs will fail. This is likely an XLA compiler bug, please "
          "file a bug to xla-tpu@ and CC tfrt-devs@.")
    c.job(360.0, "FAILED", exit_code=1)


# ---- numerics ----------------------------------------------------------------------------------
def build_numerics() -> None:
    # ---- Megatron-DeepSpeed: iterations run on with grad norm NaN --------------------------
    node = "mds-gpu-node"
    c = case("b10-megatron-deepspeed-grad-norm-nan-iteration-5426", "attributed", "numerical",
             [], [node],
             "Megatron-DeepSpeed pre-training at iteration 5426 of 250000 logs no loss and 'grad "
             "norm: nan' on every iteration while counting no skipped and no NaN iterations; the "
             "run goes on. Lines as posted (the cut-short first line left out), the node name and "
             "GPU count ours, ISO times ours; the run not shown ending.",
             start="2023-08-27T08:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.steps(5419, 5428, every=4.23)
    for i, (it, samples, tokens, ms, sps, tflops) in enumerate((
            (5426, 43408, 88899584, "4247.9", "1.883", "78.36"),
            (5427, 43416, 88915968, "4225.8", "1.893", "78.77"),
            (5428, 43424, 88932352, "4229.2", "1.892", "78.71"))):
        c.log(node, "rank-0", MEGATRONDS396,
              f" iteration     {it}/  250000 | consumed samples:        {samples} | consumed "
              f"tokens:     {tokens} | elapsed time per iteration (ms): {ms} | learning rate: "
              "2.999E-04 | global batch size:     8 | loss scale: 1.0 | grad norm: nan | actual "
              "seqlen:  2048 | number of skipped iterations:   0 | number of nan iterations:   0 "
              f"| samples per second: {sps} | TFLOPs: {tflops} |", t=29.62 + i * 4.23)

    # ---- BERT-large TF pre-training on eight V100: the model diverges after three days --------
    node = "bert-8xv100"
    c = case("b10-bert-tf-8-v100-diverged-nan-after-3-days", "attributed", "numerical", [],
             [node],
             "NVIDIA's BERT-large TensorFlow pre-training (LAMB, fp16) on eight V100 16GB runs "
             "for three days to step 2505, then every Horovod rank reports 'Model diverged with "
             "loss = NaN'. Lines as posted (markdown quoting dropped; the ranks' interleaved "
             "output filed as one stream), the node name ours, ISO times ours from the glog "
             "stamps (the year from the post); only the last steps' metrics ours.",
             start="2020-05-26T12:00:00+00:00", scheduler="mpi", ranks_per_node=8)
    c.steps(2496, 2505, every=100.0, t0=11880.0)
    skip = "Skipping time record for  2505  due to checkpoint-saving/warmup overhead"
    c.log(node, "mpirun", DLE529, skip, skip, t=12790.0)
    for kind, value in (("tf", "011"), ("glog", "15:34:12.011717 140569525946176"),
                        ("tf", "012"), ("glog", "15:34:12.012056 139992964126528"),
                        ("tf", "016"), ("tf", "016"),
                        ("glog", "15:34:12.016564 139828350265152"),
                        ("glog", "15:34:12.016430 140295853721408"),
                        ("tf", "017"), ("glog", "15:34:12.017801 139712623675200")):
        if kind == "tf":
            c.log(node, "mpirun", DLE529, DIVERGED, t=12852.0 + int(value) / 1000)
        else:
            stamp, thread = value.split()
            c.own(node, "mpirun", DLE529, f"2020-05-26 {stamp}",
                  f"E0526 {stamp} {thread} basic_session_run_hooks.py:760] Model diverged with "
                  "loss = NaN.")
    c.job(12870.0, "FAILED", exit_code=1)

    # ---- BERT-large TF 1.15 with Horovod on several nodes: NaN right after step 1 -------------
    n0, n1 = "bert-node-0", "bert-node-1"
    c = case("b10-bert-horovod-multinode-nan-after-step-1", "attributed", "numerical", [],
             [n0, n1],
             "BERT-large TF 1.15 pre-training with Horovod across nodes, stock software: four "
             "ranks log their step-1 losses (about 11.2), and eight minutes later the model "
             "diverges with loss NaN. Lines as posted (the ranks' output filed as one stream), "
             "node names and rank count ours, ISO times ours from the glog stamps (the year from "
             "the post).",
             start="2020-06-06T09:20:00+00:00", scheduler="mpi", ranks_per_node=8)
    c.steps(1, 1, t0=370.0)
    c.log(n0, "mpirun", DLE549,
          "Skipping time record for  1  due to checkpoint-saving/warmup overhead", t=369.0)
    thread = "46912496659904"
    for loss, stamp in (("11.222988", "09:26:10.654364"), ("11.166957", "09:26:13.364254"),
                        ("11.153452", "09:26:13.499738"), ("11.164111", "09:26:13.518184")):
        seconds = int(stamp[3:5]) * 60 + float(stamp[6:]) - 20 * 60
        c.log(n0, "mpirun", DLE549, f"INFO:tensorflow:loss = {loss}, step = 1", t=seconds)
        c.own(n0, "mpirun", DLE549, f"2020-06-06 {stamp}",
              f"I0606 {stamp} {thread} basic_session_run_hooks.py:262] loss = {loss}, step = 1")
    c.log(n0, "mpirun", DLE549, DIVERGED, t=866.659)
    c.own(n0, "mpirun", DLE549, "2020-06-06 09:34:26.659411",
          f"E0606 09:34:26.659411 {thread} basic_session_run_hooks.py:760] Model diverged with "
          "loss = NaN.")
    c.log(n0, "mpirun", DLE549,
          "Skipping time record for  2  due to checkpoint-saving/warmup overhead", DIVERGED,
          t=866.7)
    c.own(n0, "mpirun", DLE549, "2020-06-06 09:34:26.717127",
          f"E0606 09:34:26.717127 {thread} basic_session_run_hooks.py:760] Model diverged with "
          "loss = NaN.")
    c.job(880.0, "FAILED", exit_code=1)

    # ---- BERT-large FP16+XLA: NanLossDuringTrainingError around step 344k --------------------
    node = "bert-large-node"
    c = case("b10-bert-large-xla-nan-loss-at-344k-steps", "attributed", "numerical", [], [node],
             "NVIDIA's BERT TensorFlow implementation with FP16 and XLA, which trains the BASE "
             "model well for weeks, trains the LARGE model until about step 344k and then stops "
             "with 'Model diverged with loss = NaN' and a reraised NaN-loss error. Lines as "
             "posted (the cut-short last line left out), the node name, GPU count, steps and ISO "
             "times ours.",
             start="2019-06-09T00:00:00+00:00", scheduler="mpi", ranks_per_node=8)
    c.steps(343991, 344000, every=1.0)
    c.log(node, "rank-0", DLE78,
          "Model diverged with loss = NaN.",
          "Error recorded from training_loop: NaN loss during training.",
          "training_loop marked as finished",
          "WARNING: Reraising captured error",
          "Traceback (most recent call last):",
          '  File "run_pretraining.py", line 610, in ',
          '  File "/usr/lib/python2.7/site-packages/tensorflow/python/platform/app.py", line 125, '
          "in run",
          "    _sys.exit(main(argv))",
          '  File "run_pretraining.py", line 582, in main',
          '  File "/usr/lib/python2.7/site-packages/tensorflow/contrib/tpu/python/tpu/'
          'tpu_estimator.py", line 2457, in train',
          "    rendezvous.raise_errors()",
          '  File "/usr/lib/python2.7/site-packages/tensorflow/contrib/tpu/python/tpu/'
          'error_handling.py", line 128, in raise_errors',
          "    six.reraise(typ, value, traceback)",
          '  File "/usr/lib/python2.7/site-packages/tensorflow/contrib/tpu/python/tpu/'
          'tpu_estimator.py", line 2452, in train',
          "    saving_listeners=saving_listeners)", t=10.0)
    c.job(20.0, "FAILED", exit_code=1)

    # ---- NeMo 2 Qwen3 pre-training: NaN in the local grad norm after ~1700 steps ---------------
    node = "f0f511ad6b95"
    c = case("b10-nemo-qwen3-nan-grad-norm-after-1700-steps", "attributed", "numerical", [],
             [node],
             "Qwen3-600M pre-training from scratch with NeMo 2: the train loss worsens from step "
             "1200 and at about step 1700 the run crashes with 'found NaN in local grad norm' "
             "before the data-parallel collective. Line as posted (the node name is the "
             "container's, as in the line), rank count, steps and ISO times ours.",
             start="2025-11-21T06:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.steps(1691, 1700, every=6.0)
    c.log(node, "rank-0", NEMO15108,
          "RuntimeError: Rank 0, node f0f511ad6b95, device 0, iteration -1: Unexpected result "
          "nan (message='found NaN in local grad norm for bucket #0 in backward pass before "
          "data-parallel communication collective')", t=60.0)
    c.job(70.0, "FAILED", exit_code=1)


# ---- storage and endings -----------------------------------------------------------------------
def build_storage_and_endings() -> None:
    # ---- fairseq DDP: shared memory runs out after five epochs ---------------------------------
    node = "mixbert-node"
    c = case("b10-fairseq-ddp-shm-no-space-after-5-epochs", "attributed", "storage", [], [node],
             "RoBERTa training with fairseq (DDP on several GPUs) and a custom criterion fails "
             "after five epochs: a multiprocessing feeder cannot write a torch shared-memory file "
             "(No space left on device, 28). Lines as posted (markdown quoting dropped), the node "
             "name, GPU count, steps and ISO times ours.",
             start="2023-03-20T02:00:00+00:00", scheduler="slurm", ranks_per_node=4)
    c.steps(1, 50, every=60.0)
    env = "/mnt/cache/wangzhijun2/anaconda3/envs/mixbert/lib/python3.9"
    c.log(node, "rank-0", FAIRSEQ5032,
          "Traceback (most recent call last):",
          f'  File "{env}/multiprocessing/queues.py", line 245, in _feed',
          "    obj = _ForkingPickler.dumps(obj)",
          f'  File "{env}/multiprocessing/reduction.py", line 51, in dumps',
          "    cls(buf, protocol).dump(obj)",
          f'  File "{env}/site-packages/torch/multiprocessing/reductions.py", line 358, in '
          "reduce_storage",
          "    fd, size = storage._share_fd_cpu_()",
          "RuntimeError: unable to write to file </torch_4740_2273530805_10039>: No space left on "
          "device (28)", t=3010.0)
    c.job(3020.0, "FAILED", exit_code=1)

    # ---- ms-swift Megatron: training ends, then exit warnings on every rank --------------------
    node = "swift-megatron-node"
    c = case("b10-msswift-training-ended-exit-warnings", "no_failure", "unknown", [], [node],
             "ms-swift Megatron training starts epoch 2, and 94 minutes later main ends ('End "
             "time of running main'); then every rank warns that destroy_process_group() was not "
             "called before exit (the report: an error while releasing resources after training "
             "ended). Lines as posted (each with the poster's own time in front; the node name "
             "ours; the cut-short last line left out), ISO times ours from those times; the step "
             "metrics ours, no scheduler end.",
             start="2026-02-05T14:50:00+00:00", scheduler="static", ranks_per_node=8)
    c.steps(1, 37, every=300.0)
    c.own(node, "rank-0", MSSWIFT7992, "2026-02-05 16:26:52.052",
          "16:26:52.052 [INFO:swift] The training of Epoch 2 starts...")
    c.own(node, "rank-0", MSSWIFT7992, "2026-02-05 18:00:31.711",
          "18:00:31.711 [INFO:swift] End time of running main: 2026-02-05 18:00:31.710947")
    for rank, when, nanos in ((0, "18:00:34.257", "18:00:34.953145631"),
                              (2, "18:00:35.575", "18:00:35.271546125"),
                              (3, "18:00:35.851", "18:00:35.547004564"),
                              (5, "18:00:35.854", "18:00:35.550070085")):
        c.own(node, f"rank-{rank}", MSSWIFT7992, f"2026-02-05 {when}",
              f"{when} [rank{rank}]:[W205 {nanos} ProcessGroupNCCL.cpp:1538] Warning: WARNING: "
              "destroy_process_group() was not called before program exit, which can leak "
              "resources. For more info, please see "
              "https://pytorch.org/docs/stable/distributed.html#shutdown (function operator())")


# ---- writing -----------------------------------------------------------------------------------
def main() -> None:
    build()
    remove_stale(ROOT, "b10-", CASES)
    write_split(CASES, SPLIT, ROOT)


if __name__ == "__main__":
    main()
