"""Build the frontier corpus (tests/attribution/frontier/): stacks and failures nobody tuned on.

    python tests/attribution/frontier_build.py

A held-out proxy for issue 43's fourth corpus ("stacks and failures not described anywhere"):
AMD ROCm (amdgpu RAS, a GPU memory access fault, HIP out of memory), Intel Gaudi (graph
compiler, device memory, habanalabs driver), AWS Trainium / Neuron (runtime load failure, device
memory), Huawei Ascend HCCL, Lustre client noise, a NIC link lost, PBS and LSF limits, EC2 and GCE
spot terminations, CPU machine checks and thermal throttling, TensorFlow's parameter-server gRPC,
DeepSpeed's pdsh launcher, Volcano and Kubeflow controllers, Lightning, a TCPStore at shutdown
and a full local cache disk. None of these stacks or failure classes is named in issue 43, and no
report cited here is cited anywhere else in the repository (test_attribution_heldout.py checks
it).

Every log line and orchestrator event is copied from the public report given next to it (host
names, addresses, ids and times as posted). Ours is only the assembly, as in stacks_build.py:
which node a line is filed under, an ISO-8601 time in front of a line shown without one (or with
its own time inside the text, `OWN_TIME`), job.json, the scheduler events and the step metrics
that give the incident its context. The labels follow docs/attribution.md and the rules of the
realworld and stacks READMEs, and were written before any engine ran on these bundles:

- a device or host out-of-memory is `oom` and implicates nobody (HIP, Gaudi and Neuron device
  memory, an LSF memory limit);
- a node's own failed accelerator health implicates that node (an amdgpu uncorrectable RAS
  error with a GPU reset, habanalabs devices that fail to initialise);
- a program or software-stack exception is `user_code` (a Gaudi graph-compile failure, a GPU
  page fault reported by the ROCm runtime, like CUDA's illegal address);
- a scheduler's or cloud's stop is `preemption` and implicates nobody (PBS walltime, LSF run
  limit, EC2 and GCE spot terminations);
- a single report about a peer implicates nobody: `ambiguous` (a parameter server's socket
  closed, an HCCL peer that sent nothing in time); a cause that is not in the bundle is
  `ambiguous`, `unknown` (a Neuron core that failed to load with "Non specific failure", a pod
  evicted for no stated reason, a worker or a pdsh remote command exiting with code 1);
- a full disk of the node itself (a cache on the node's root disk) is `storage` on that node;
  a node's own NIC losing its link for good is `network` on that node;
- a job that completes is `no_failure` whatever the kernel or the program printed on the way
  (corrected memory errors, thermal throttling, Lustre timeouts, wandb retries, a TCPStore
  broken pipe at shutdown).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from stacks_build import Case, case_maker, remove_stale, write_split  # noqa: E402

ROOT = HERE / "frontier"
SPLIT = "frontier"

# ---- sources -----------------------------------------------------------------------------------
ROCM1886 = "https://github.com/ROCm/legacy-rocm-build/issues/1886"
ROCM1535 = "https://github.com/ROCm/legacy-rocm-build/issues/1535"
HABANA1426 = "https://github.com/huggingface/optimum-habana/issues/1426"
HABANASETUP1 = "https://github.com/HabanaAI/Setup_and_Install/issues/1"
NEURON779 = "https://github.com/aws-neuron/aws-neuron-sdk/issues/779"
NEURONX92 = "https://github.com/aws-neuron/transformers-neuronx/issues/92"
ASCEND486 = "https://github.com/vllm-project/vllm-ascend/issues/486"
JADE14 = "https://github.com/jade-hpc-gpu/jade-hpc-gpu.github.io/issues/14"
QIIME1048 = "https://github.com/biocore/qiime/issues/1048"
LSF_RUNLIMIT = ("https://github.com/FredslundMagnus/DeepLearningProject/blob/"
                "173062f953611e545e54546bc9c1f85adb1daf80/outputs/test_4/Markdown/test_4_1.md")
LSF_MEMLIMIT = ("https://github.com/FredslundMagnus/DeepLearningProject/blob/"
                "e05d563f26c38d968a41f949958d74d462415417/outputs/Discount_0.70/Markdown/"
                "Discount_0.70_0.md")
RUNSON277 = "https://github.com/runs-on/runs-on/issues/277"
RADIASOFT134 = "https://github.com/radiasoft/devops/issues/134"
THROTTLED239 = "https://github.com/erpalma/throttled/issues/239"
TF57760 = "https://github.com/tensorflow/tensorflow/issues/57760"
VOLCANO4814 = "https://github.com/volcano-sh/volcano/issues/4814"
KUBEFLOW2008 = "https://github.com/kubeflow/trainer/issues/2008"
RVT40 = "https://github.com/uzh-rpg/RVT/issues/40"
XINFERENCE4421 = "https://github.com/xorbitsai/inference/issues/4421"
SWIFT3551 = "https://github.com/modelscope/ms-swift/issues/3551"
TRANSLATIONS964 = "https://github.com/mozilla/translations/issues/964"
DEEPSPEED4100 = "https://github.com/deepspeedai/DeepSpeed/issues/4100"
AUTOTRAIN737 = "https://github.com/huggingface/autotrain-advanced/issues/737"
MILABENCH301 = "https://github.com/mila-iqia/milabench/issues/301"
LEDE11302 = "https://github.com/coolsnowwolf/lede/issues/11302"

CASES: list[Case] = []


case = case_maker(CASES, SPLIT)


def build() -> None:
    build_accelerators()
    build_schedulers_and_clouds()
    build_hosts_and_filesystems()
    build_frameworks_and_orchestrators()


# ---- accelerators beyond NVIDIA ----------------------------------------------------------------
def build_accelerators() -> None:
    # ---- amdgpu: an uncorrectable RAS error and a GPU reset on one node: that node -----------
    c = case("fr-rocm-amdgpu-ras-uncorrectable", "attributed", "gpu_hardware", ["mi50-b"],
             ["mi50-a", "mi50-b"],
             "A two-node ROCm job on MI50s: the amdgpu driver on mi50-b reports an uncorrectable "
             "hardware error (ERREVENT_ATHUB_INTERRUPT), begins a GPU reset and then fails to "
             "talk to the SMU. mi50-b's rank stops there; the job fails. Kernel lines as posted "
             "(dmesg -T).", start="2023-01-07T14:00:00+00:00", scheduler="slurm")
    c.steps(1, 156, every=10.0, stop={"mi50-b": 155})
    c.log("mi50-b", "kernel", ROCM1886,
          "[Sat Jan  7 14:25:56 2023] amdgpu 0000:e3:00.0: amdgpu: MEM ECC is active.",
          "[Sat Jan  7 14:25:56 2023] amdgpu 0000:e3:00.0: amdgpu: SRAM ECC is active.",
          "[Sat Jan  7 14:25:56 2023] amdgpu 0000:e3:00.0: amdgpu: uncorrectable hardware "
          "error(ERREVENT_ATHUB_INTERRUPT) detected!",
          "[Sat Jan  7 14:25:56 2023] amdgpu 0000:e3:00.0: amdgpu: GPU reset begin!",
          "[Sat Jan  7 14:25:56 2023] [drm] UVD VCPU state may lost due to RAS "
          "ERREVENT_ATHUB_INTERRUPT",
          "[Sat Jan  7 14:25:59 2023] amdgpu 0000:e3:00.0: amdgpu: Failed to send message 0x26, "
          "response 0x0",
          "[Sat Jan  7 14:25:59 2023] amdgpu: [powerplay] Failed to set soft min gfxclk !",
          "[Sat Jan  7 14:25:59 2023] amdgpu: [powerplay] Failed to upload DPM Bootup Levels!",
          "[Sat Jan  7 14:26:04 2023] amdgpu 0000:e3:00.0: amdgpu: Failed to send message 0x7, "
          "response 0x0",
          "[Sat Jan  7 14:26:04 2023] amdgpu: [powerplay] [DisableAllSMUFeatures] Failed to "
          "disable all smu features!",
          "[Sat Jan  7 14:26:04 2023] amdgpu: [powerplay] [DisableDpmTasks] Failed to disable "
          "all smu features!",
          "[Sat Jan  7 14:26:04 2023] amdgpu: [powerplay] [PowerOffAsic] Failed to disable DPM!")
    c.job(1800.0, "FAILED", exit_code=1)

    # ---- ROCm runtime: a GPU page fault in the training process: the program's ------------
    c = case("fr-rocm-memory-access-fault", "attributed", "user_code", [], ["rocm-ws"],
             "PyTorch on ROCm 4.2 aborts mid-training: the HSA runtime reports a memory access "
             "fault by the GPU (page not present), the process aborts and dumps core. The "
             "lines as posted (the post's quotation marks dropped), ISO time ours.",
             start="2021-07-27T09:00:00+00:00", scheduler="local")
    c.steps(1, 240, every=5.0)
    c.log("rocm-ws", "rank-0", ROCM1535,
          "Memory access fault by GPU node-2 (Agent handle: 0x55fea5592860) on address "
          "0x7fc133800000. Reason: Page not present or supervisor privilege.",
          "Aborted (core dumped)", t=1201.0,
          note="(the post's quotation marks around the two lines dropped)")
    c.job(1202.0, "FAILED", exit_code=134)

    # ---- ROCm: HIP out of memory in the training step: oom, nobody ------------------------
    c = case("fr-rocm-hip-out-of-memory", "attributed", "oom", [], ["rx7900-ws"],
             "AutoTrain fine-tuning on a 20 GB Radeon: PyTorch's HIP caching allocator cannot "
             "find 124 MiB and the trainer logs the error. A device out-of-memory. Lines as "
             "posted, ISO time ours (the trainer's own stamp for its line).",
             start="2024-08-21T22:40:00+00:00", scheduler="local")
    c.steps(1, 150, every=6.0)
    c.log("rx7900-ws", "rank-0", AUTOTRAIN737,
          "torch.OutOfMemoryError: HIP out of memory. Tried to allocate 124.00 MiB. GPU 0 has a "
          "total capacity of 19.94 GiB of which 554.47 MiB is free. Of the allocated memory "
          "15.87 GiB is allocated by PyTorch, and 165.29 MiB is reserved by PyTorch but "
          "unallocated. If reserved but unallocated memory is large try setting "
          "PYTORCH_HIP_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See "
          "documentation for Memory Management  "
          "(https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)", t=903.9)
    c.own("rx7900-ws", "rank-0", AUTOTRAIN737, "2024-08-21 22:56:04",
          "ERROR    | 2024-08-21 22:56:04 | autotrain.trainers.common:wrapper:121 - HIP out of "
          "memory. Tried to allocate 124.00 MiB. GPU 0 has a total capacity of 19.94 GiB of "
          "which 554.47 MiB is free. Of the allocated memory 15.87 GiB is allocated by "
          "PyTorch, and 165.29 MiB is reserved by PyTorch but unallocated. If reserved but "
          "unallocated memory is large try setting PYTORCH_HIP_ALLOC_CONF=expandable_segments:"
          "True to avoid fragmentation.  See documentation for Memory Management  "
          "(https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)")
    c.job(910.0, "FAILED", exit_code=1)

    # ---- Gaudi: device memory allocation failed: oom, nobody -------------------------------
    c = case("fr-gaudi-devmem-allocation-failed", "attributed", "oom", [], ["hpu-node"],
             "A Hugging Face benchmark (reformer) on Gaudi in lazy mode: rank 0 fails to "
             "allocate 256 MB of device memory (PT_DEVMEM); both processes exit with code 1 and "
             "no training rate is reported. The benchmark runner's summary lines as posted, "
             "ISO time ours.", start="2024-10-04T14:00:00+00:00", scheduler="local",
             ranks_per_node=2)
    c.log("hpu-node", "rank-0", MILABENCH301,
          "  * Error codes = 1, 1",
          "  * 1 exceptions found",
          "\t* 1 x RuntimeError: [Rank:0] FATAL ERROR :: MODULE:PT_DEVMEM Allocation failed for "
          "size::268435456 (256)MB", t=95.0)
    c.job(96.0, "FAILED", exit_code=1)

    # ---- Gaudi: the graph compiler fails on one rank, its peer's all_gather fails too ------
    c = case("fr-gaudi-graph-compile-failed", "attributed", "user_code", [], ["gaudi2-node"],
             "Fine-tuning bloomz-7b1 on eight Gaudi2 cards: the Synapse graph compiler fails "
             "(synStatus 26) in rank 6's launch thread and in rank 2's all_gather. A software-"
             "stack exception, not a device or a node. Lines as posted, ISO time ours.",
             start="2024-10-15T08:00:00+00:00", scheduler="local", ranks_per_node=8)
    c.steps(1, 12, every=20.0)
    c.log("gaudi2-node", "rank-6", HABANA1426,
          "[rank6]:     formatter = _Formatter(get_summarized_data(self) if summarize else self)",
          "[rank6]:   File \"/usr/local/lib/python3.10/dist-packages/torch/_tensor_str.py\", "
          "line 138, in __init__",
          "[rank6]:     nonzero_finite_vals = torch.masked_select(",
          "[rank6]: RuntimeError: [Rank:6] FATAL ERROR :: MODULE:PT_BRIDGE Exception in Launch "
          "thread...",
          "[rank6]: Check $HABANA_LOGS/ for detailsGraph compile failed. synStatus=synStatus 26 "
          "[Generic failure].",
          "[rank6]: [Rank:6] Habana exception raised from compile at graph.cpp:599", t=255.0)
    c.log("gaudi2-node", "rank-2", HABANA1426,
          "[rank2]: Traceback (most recent call last):",
          "[rank2]:   File \"/usr/local/lib/python3.10/dist-packages/torch/distributed/"
          "c10d_logger.py\", line 79, in wrapper",
          "[rank2]:     return func(*args, **kwargs)",
          "[rank2]:   File \"/usr/local/lib/python3.10/dist-packages/torch/distributed/"
          "distributed_c10d.py\", line 3208, in all_gather_into_tensor",
          "[rank2]:     work = group._allgather_base(output_tensor, input_tensor, opts)",
          "[rank2]: RuntimeError: Graph compile failed. synStatus=synStatus 26 [Generic failure].",
          t=255.4)
    c.job(260.0, "FAILED", exit_code=1)

    # ---- habanalabs: devices of one node fail to initialise: that node ----------------------
    c = case("fr-gaudi-devices-not-usable", "attributed", "gpu_hardware", ["gaudi-b"],
             ["gaudi-a", "gaudi-b"],
             "A two-node Gaudi job starts right after gaudi-b rebooted: three of gaudi-b's "
             "devices never come up (CPU-CP timeout, 'Device is NOT usable'); the job fails at "
             "initialisation on that node. Kernel lines as posted (seconds since boot), the ISO "
             "time ours from a boot at 06:00:00.",
             start="2020-12-10T06:00:00+00:00", scheduler="slurm", ranks_per_node=8)
    boot = {"43.051361": "habanalabs hl1: Successfully loaded firmware to device",
            "44.196227": "habanalabs hl3: Successfully loaded firmware to device",
            "44.263378": "habanalabs hl0: Successfully loaded firmware to device",
            "72.993087": "habanalabs hl2: Failed to communicate with Device CPU (CPU-CP timeout)",
            "72.993088": "habanalabs hl2: failed to initialize CPU H/W queues -5",
            "72.993204": "habanalabs hl2: failed to initialize the H/W",
            "72.993269": "habanalabs 0000:1a:00.0: Failed to initialize hl2. Device is NOT "
                         "usable !",
            "73.023132": "habanalabs hl6: Failed to communicate with Device CPU (CPU-CP timeout)",
            "73.023133": "habanalabs hl6: failed to initialize CPU H/W queues -5",
            "73.023238": "habanalabs hl6: failed to initialize the H/W",
            "73.023276": "habanalabs 0000:34:00.0: Failed to initialize hl6. Device is NOT "
                         "usable !",
            "73.035069": "habanalabs hl4: Failed to communicate with Device CPU (CPU-CP timeout)",
            "73.035070": "habanalabs hl4: failed to initialize CPU H/W queues -5",
            "73.035171": "habanalabs hl4: failed to initialize the H/W"}
    for uptime, text in boot.items():
        c.log("gaudi-b", "kernel", HABANASETUP1, f"[{uptime:>12}] {text}", t=float(uptime))
    c.job(180.0, "RUNNING")
    c.job(420.0, "FAILED", exit_code=1)

    # ---- Neuron: a NeuronCore load failure with no cause given: ambiguous -------------------
    c = case("fr-neuron-nrt-load-failed", "ambiguous", "unknown", [],
             ["trn1-head", "trn1-worker"],
             "Ray Train DDP on two trn1 nodes: the driver reports that a worker on 10.1.161.26 "
             "(trn1-worker) failed to load its compiled graph on NeuronCores 0-0, "
             "nrt_load status=1, 'Non specific failure'. Nothing says why (device, runtime, "
             "the compiled NEFF). Lines as posted, ISO time ours.",
             start="2023-10-27T12:00:00+00:00", scheduler="ray",
             addresses={"trn1-head": "10.1.161.10", "trn1-worker": "10.1.161.26"})
    c.steps(1, 3, every=30.0)
    c.log("trn1-head", "driver", NEURON779,
          "ray.exceptions.RayTaskError(RuntimeError): ray::_RayTrainWorker__execute.get_next() "
          "(pid=12769, ip=10.1.161.26, actor_id=5712cc6b027323366a2b484b06000000, "
          "repr=<ray.train._internal.worker_group.RayTrainWorker object at 0x7f0294243a00>)",
          "  File \"/tmp/ray/session_2023-10-27_11-59-10_730715_155/runtime_resources/"
          "py_modules_files/_ray_pkg_af0222669bc6e932/ray/train/_internal/worker_group.py\", "
          "line 33, in __execute",
          "    raise skipped from exception_cause(skipped)",
          "  File \"/tmp/ray/session_2023-10-27_11-59-10_730715_155/runtime_resources/"
          "py_modules_files/_ray_pkg_af0222669bc6e932/ray/train/_internal/utils.py\", line 118, "
          "in discard_return_wrapper",
          "    train_func(*args, **kwargs)",
          "  File \"release/train_tests/trainium/test_trainium.py\", line 52, in train_func",
          "    print(f\"Loss after step {step}: {loss.cpu()}\")",
          "RuntimeError: INTERNAL: From /job:c_localservice/replica:0/task:0:",
          "2 root error(s) found.",
          "  (0) INTERNAL: Nrt::Load failed on NeuronCores 0-0(2): nrt_load status=1, error "
          "message=\"Non specific failure\".",
          "         [[{{node XRTExecute}}]]",
          "         [[XRTExecute_G12]]",
          "  (1) INTERNAL: Nrt::Load failed on NeuronCores 0-0(2): nrt_load status=1, error "
          "message=\"Non specific failure\".",
          "         [[{{node XRTExecute}}]]",
          "0 successful operations.",
          "0 derived errors ignored.", t=95.0)
    c.job(100.0, "FAILED", exit_code=1)

    # ---- Neuron: device memory exhausted while loading: oom, nobody -------------------------
    c = case("fr-neuron-device-memory-exhausted", "attributed", "oom", [], ["trn1-a", "trn1-b"],
             "Loading a sharded model onto NeuronCores, the Neuron runtime on trn1-a fails to "
             "allocate 43 MB for DMA rings on ND 3 and prints the device's memory breakdown "
             "(16 GB in use). A device out-of-memory. Lines as posted; the time in front from "
             "the runtime's own stamp.", start="2024-07-10T09:00:00+00:00", scheduler="slurm")
    c.own("trn1-a", "rank-0", NEURONX92, "2024-07-10 09:14:35.120533",
          "2024-Jul-10 09:14:35.120533 12878:14362 ERROR  TDRV:dml_dump                        "
          "        Wrote nrt memory alloc debug info to /tmp/nrt_mem_log_device_3_668e50fb.csv")
    c.own("trn1-a", "rank-0", NEURONX92, "2024-07-10 09:14:35.150819",
          "2024-Jul-10 09:14:35.150819 12878:14360 ERROR   NRT:nrt_infodump                    "
          "        -------------8<-----------[ cut to here ]-----------8<------------")
    c.own("trn1-a", "rank-0", NEURONX92, "2024-07-10 09:14:35.191118",
          "2024-Jul-10 09:14:35.191118 12878:14362 ERROR  TDRV:log_dev_mem                     "
          "        Failed to allocate 43.325MB (usage: dma rings) on ND 3:NC 0, current "
          "utilization:")
    c.log("trn1-a", "rank-0", NEURONX92,
          "\t* total: 15.972GB", "\t* model code: 482.430MB", "\t* model constants: 1.518MB",
          "\t* tensors: 13.170GB", "\t* shared scratchpad: 512.000MB", "\t* runtime: 7.352KB",
          "\t* dma rings: 1.471GB", "\t* collectives: 367.002MB", t=875.191118)
    c.job(880.0, "FAILED", exit_code=1)

    # ---- Ascend HCCL: one rank's all_reduce times out on a silent peer: ambiguous hang ------
    c = case("fr-ascend-hccl-socket-timeout", "ambiguous", "hang", [],
             ["npu-node-1", "npu-node-2"],
             "GRPO training on Ascend NPUs: rank 1's HcclAllreduce fails with EI0006, 'Remote "
             "Rank did not send the data in time' - which rank, and why it was stuck, is not "
             "said, and no other rank reports anything. Lines as posted, ISO time ours from the "
             "error's own stamp.", start="2025-04-08T17:40:00+08:00", scheduler="slurm")
    c.steps(1, 80, every=20.0)
    c.log("npu-node-2", "rank-1", ASCEND486,
          "[rank1]:   File \"/workspace/user_code/yuanjun_ws/r1_requirements/vllm/vllm/"
          "distributed/device_communicators/base_device_communicator.py\", line 35, in "
          "all_reduce",
          "[rank1]:     dist.all_reduce(input_, group=self.device_group)",
          "[rank1]:   File \"/data/miniconda3/envs/env-3.10.14/lib/python3.10/site-packages/"
          "torch/distributed/c10d_logger.py\", line 83, in wrapper",
          "[rank1]:     return func(*args, **kwargs)",
          "[rank1]:   File \"/data/miniconda3/envs/env-3.10.14/lib/python3.10/site-packages/"
          "torch/distributed/distributed_c10d.py\", line 2501, in all_reduce",
          "[rank1]:     work = group.allreduce([tensor], opts)",
          "[rank1]: RuntimeError: InnerRunOpApi:torch_npu/csrc/framework/OpParamMaker.cpp:281 "
          "OPS function error: HcclAllreduce, error code is 6",
          "[rank1]: [ERROR] 2025-04-08-18:07:20 (PID:1292363, Device:1, RankID:1) ERR01100 OPS "
          "call acl api failed.",
          "[rank1]: EI0006: [PID: 1292363] 2025-04-08-18:07:20.444.436 Getting socket times out. "
          "Reason: Remote Rank did not send the data in time. Please check the reason for the "
          "rank being stuck", t=1640.444)
    c.job(1660.0, "FAILED", exit_code=1)


# ---- schedulers and clouds ---------------------------------------------------------------------
def build_schedulers_and_clouds() -> None:
    # ---- PBS: walltime exceeded: preemption -------------------------------------------------
    c = case("fr-pbs-walltime-exceeded", "attributed", "preemption", [], ["cn042", "cn043"],
             "A three-day job under Torque/PBS (walltime 72 h): PBS kills it 17 s past the "
             "limit. The line as PBS wrote it into the job's stderr, ISO time ours.",
             start="2013-07-01T00:00:00+00:00", scheduler="pbs")
    c.steps(1, 432, every=600.0)
    c.log("cn042", "rank-0", QIIME1048,
          "=>> PBS: job killed: walltime 259217 exceeded limit 259200", t=259217.0)

    # ---- LSF: run limit reached: preemption -------------------------------------------------
    c = case("fr-lsf-runlimit", "attributed", "preemption", [], ["n-62-20-2"],
             "A one-GPU training job on an LSF cluster (queue gpuv100, -W 1000): LSF signals it "
             "(SIGUSR2, 'User defined signal 2') and kills it at its run limit. The program's "
             "last line and LSF's job report as posted, ISO time ours (the report's "
             "'Terminated at', cluster time +01:00).",
             start="2020-11-03T02:06:59+01:00", scheduler="lsf")
    c.steps(1, 999, every=60.0)
    c.log("n-62-20-2", "rank-0", LSF_RUNLIMIT, "User defined signal 2", t=60130.0)
    c.log("n-62-20-2", "lsf", LSF_RUNLIMIT,
          "Subject: Job 8254049: <test_4_1> in cluster <dcc> Exited",
          "Started at Tue Nov  3 02:06:59 2020",
          "Terminated at Tue Nov  3 18:49:09 2020",
          "TERM_RUNLIMIT: job killed after reaching LSF run time limit.",
          "Exited with exit code 140.",
          "    Run time :                                   60130 sec.", t=60130.0)

    # ---- LSF: memory limit reached, the process killed: oom ---------------------------------
    c = case("fr-lsf-memlimit", "attributed", "oom", [], ["n-62-11-15"],
             "A GPU job on the same LSF cluster asking for 1 GB of host memory: LSF kills the "
             "Python process at its memory limit (exit 137, max memory 1024 MB). The job "
             "shell's line and LSF's report as posted, ISO time ours.",
             start="2020-11-02T17:41:19+01:00", scheduler="lsf")
    c.steps(1, 4, every=4.0)
    c.log("n-62-11-15", "rank-0", LSF_MEMLIMIT,
          "/zhome/ee/d/137643/.lsbatch/1604335277.8253410.shell: line 14: 94460 Killed         "
          "         python main.py $LSB_PROJECT_NAME", t=24.0)
    c.log("n-62-11-15", "lsf", LSF_MEMLIMIT,
          "Subject: Job 8253410: <Discount_0.70_0> in cluster <dcc> Exited",
          "Terminated at Mon Nov  2 17:41:43 2020",
          "TERM_MEMLIMIT: job killed after reaching LSF memory usage limit.",
          "Exited with exit code 137.",
          "    Max Memory :                                 1024 MB",
          "    Total Requested Memory :                     1024.00 MB", t=24.0)

    # ---- EC2: a spot interruption notice, then the instance is gone: preemption -------------
    spot = "i-01f7ddd103dc478c0"
    c = case("fr-aws-spot-interruption", "attributed", "preemption", [],
             ["i-0a3c52e9d1b7f4e21", spot],
             "A two-instance job on EC2 spot capacity: the agent on i-01f7ddd103dc478c0 "
             "receives the spot interruption notice (terminate at 16:34:24) and exits; the "
             "instance is gone, no step completes after it and the job fails. The agent's lines "
             "as posted (its log viewer's local time in front), the ISO time ours from the "
             "lines' own UTC time.",
             start="2025-03-31T15:00:00+00:00", scheduler="kubernetes")
    c.steps(1, 186, every=30.0)
    c.own(spot, "spot-agent", RUNSON277, "2025-03-31 16:32:36",
          r'18:32:36.273 [i-01f7ddd103dc478c0/cloud-init-output] {"level":"warn",'
          r'"time":"2025-03-31T16:32:36Z","message":"Spot interruption payload received: '
          r'{\"action\":\"terminate\",\"time\":\"2025-03-31T16:34:24Z\"}"}')
    c.own(spot, "spot-agent", RUNSON277, "2025-03-31 16:32:36",
          r'18:32:36.273 [i-01f7ddd103dc478c0/cloud-init-output] {"level":"warn",'
          r'"time":"2025-03-31T16:32:36Z","message":"Instance is going to be interrupted in 2 '
          r'minutes. Exiting..."}')
    c.job(5720.0, "FAILED", exit_code=1)

    # ---- GCE: the metadata service announces the preemption, then the power key: preemption -
    vm = "translations-1-b-linux-v100-gpu-4-1tb-vvppjagzspgzcf58mfvmzw-1"
    c = case("fr-gce-spot-termination", "attributed", "preemption", [], [vm],
             "A teacher model training on a four-V100 GCP spot VM: the worker hears from the "
             "metadata service that termination is imminent, and eleven seconds later systemd "
             "sees the power key (the hard power-off). The worker's journal lines as posted, "
             "the ISO time ours from their own UTC stamp.",
             start="2024-12-17T12:00:00+00:00", scheduler="taskcluster", ranks_per_node=4)
    c.steps(1, 1464, every=10.0)
    c.own(vm, "worker-journal", TRANSLATIONS964, "2024-12-17 16:03:58",
          f"Dec 17 16:03:58Z {vm} start-worker 2024/12/17 16:03:58 GCP Metadata Service says "
          "termination is imminent")
    c.own(vm, "worker-journal", TRANSLATIONS964, "2024-12-17 16:04:09",
          f"Dec 17 16:04:09Z {vm} systemd-logind Power key pressed.")


# ---- hosts and filesystems ---------------------------------------------------------------------
def build_hosts_and_filesystems() -> None:
    # ---- corrected memory errors, the job completes: no failure -----------------------------
    c = case("fr-edac-corrected-job-completes", "no_failure", "unknown", [],
             ["fnl226a", "fnl226b"],
             "A machine check on fnl226b is a corrected (CE) memory scrubbing error on one DIMM; "
             "training goes on at the same pace and the job completes. Syslog lines as posted "
             "(no host name), the year from the job.", start="2018-02-23T02:00:00+00:00",
             scheduler="slurm")
    c.steps(1, 200, every=60.0)
    c.log("fnl226b", "kernel", RADIASOFT134,
          "Feb 23 03:28:16 kernel: mce: [Hardware Error]: Machine check events logged",
          "Feb 23 03:28:16 kernel: EDAC sbridge MC1: HANDLING MCE MEMORY ERROR",
          "Feb 23 03:28:16 kernel: EDAC sbridge MC1: CPU 1: Machine Check Event: 0 Bank 11: "
          "8c00004f000800c2",
          "Feb 23 03:28:16 kernel: EDAC sbridge MC1: TSC 0",
          "Feb 23 03:28:16 kernel: EDAC sbridge MC1: ADDR ee30a0000",
          "Feb 23 03:28:16 kernel: EDAC sbridge MC1: MISC 900040004001e8c",
          "Feb 23 03:28:16 kernel: EDAC sbridge MC1: PROCESSOR 0:306e4 TIME 1519356496 SOCKET 1 "
          "APIC 20",
          "Feb 23 03:28:16  kernel: EDAC MC1: 1 CE memory scrubbing error on "
          "CPU_SrcID#1_Ha#0_Chan#0_DIMM#0 (channel:0 slot:0 page:0xee30a0 offset:0x0 grain:32 "
          "syndrome:0x0 -  area:DRAM err_code:0008:00c2 socket:1 ha:0 channel_mask:1 rank:0)")
    c.job(12030.0, "COMPLETED", exit_code=0)

    # ---- CPU thermal throttling, the job completes: no failure ------------------------------
    c = case("fr-cpu-thermal-throttle-job-completes", "no_failure", "unknown", [],
             ["train-1", "train-2"],
             "train-2's CPUs hit their temperature threshold and are throttled (the kernel's "
             "mce lines as posted, ISO time ours); the data loader keeps up, both nodes keep "
             "the same step time and the job completes.", start="2021-02-15T10:00:00+00:00",
             scheduler="slurm")
    c.steps(1, 300, every=12.0)
    c.log("train-2", "kernel", THROTTLED239,
          "mce: CPU1: Core temperature above threshold, cpu clock throttled (total events = "
          "2311)",
          *[f"mce: CPU{n}: Package temperature above threshold, cpu clock throttled (total "
            "events = 12705)" for n in (1, 5, 3, 0, 4, 7, 6, 2)], t=1800.0)
    c.job(3620.0, "COMPLETED", exit_code=0)

    # ---- Lustre client timeouts for days, the job completes: no failure ---------------------
    c = case("fr-lustre-lnet-timeouts-job-completes", "no_failure", "unknown", [],
             ["jade-dgx-1", "jade-dgx-2"],
             "jade-dgx-2's Lustre client keeps timing out towards one MGS address (for 403055 s "
             "already) and one obd_ping to the MDT fails; the filesystem stays usable, training "
             "goes on and the job completes. Kernel lines as posted (dmesg -T, the host's "
             "clock on British summer time: the request's own epoch stamps are an hour behind "
             "its dmesg time).", start="2017-10-16T08:30:00+00:00", scheduler="slurm",
             timezone="+01:00")
    c.steps(1, 300, every=15.0)
    c.log("jade-dgx-2", "kernel", JADE14,
          "[Mon Oct 16 09:50:06 2017] Lustre: 2449:0:(client.c:2141:ptlrpc_expire_one_request())"
          " Skipped 24 previous similar messages",
          "[Mon Oct 16 09:54:43 2017] LNet: 2431:0:(o2iblnd_cb.c:3174:kiblnd_check_conns()) "
          "Timed out tx for 172.31.126.87@o2ib: 403055 seconds",
          "[Mon Oct 16 09:54:43 2017] LNet: 2431:0:(o2iblnd_cb.c:3174:kiblnd_check_conns()) "
          "Skipped 24 previous similar messages",
          "[Mon Oct 16 10:00:12 2017] Lustre: 2449:0:(client.c:2141:ptlrpc_expire_one_request())"
          " @@@ Request sent has failed due to network error: [sent 1508144508/real 1508144518] "
          " req@ffff880eb14da700 x1570198182041824/t0(0) o250->MGC172.31.126.87@o2ib@172.31.126."
          "87@o2ib:26/25 lens 520/544 e 0 to 1 dl 1508144563 ref 1 fl Rpc:eXN/0/ffffffff rc 0/-1",
          "[Mon Oct 16 10:00:12 2017] Lustre: 2449:0:(client.c:2141:ptlrpc_expire_one_request())"
          " Skipped 23 previous similar messages",
          "[Mon Oct 16 10:04:49 2017] LNet: 2431:0:(o2iblnd_cb.c:3174:kiblnd_check_conns()) "
          "Timed out tx for 172.31.126.87@o2ib: 403661 seconds",
          "[Mon Oct 16 10:04:49 2017] LNet: 2431:0:(o2iblnd_cb.c:3174:kiblnd_check_conns()) "
          "Skipped 23 previous similar messages",
          "[Mon Oct 16 10:06:17 2017] LustreError: 11-0: jmain01-MDT0000-mdc-ffff88203810d800: "
          "operation obd_ping to node 172.31.126.88@o2ib failed: rc = -107")
    c.job(4520.0, "COMPLETED", exit_code=0)

    # ---- the node's own cache disk is full: storage, that node ------------------------------
    c = case("fr-swift-enospc-local-cache", "attributed", "storage", ["swift-node-2"],
             ["swift-node-1", "swift-node-2"],
             "Fine-tuning Qwen2.5 with ms-swift on two nodes of four ranks: while mapping the "
             "dataset, rank 4 (swift-node-2) fails writing the cache through fsspec's local "
             "filesystem with ENOSPC; the cache lives under /root/.cache on the node's own root "
             "disk (the maintainers' reply). Lines as posted, ISO time ours.",
             start="2025-03-18T08:00:00+00:00", scheduler="slurm", ranks_per_node=4)
    c.log("swift-node-2", "rank-4", SWIFT3551,
          "[rank4]:   File \"pyarrow/error.pxi\", line 89, in pyarrow.lib.check_status",
          "[rank4]:   File \"/workdir/conda_envs/swift_conda_env/lib/python3.10/site-packages/"
          "fsspec/implementations/local.py\", line 426, in write",
          "[rank4]:     return self.f.write(*args, **kwargs)",
          "[rank4]: OSError: [Errno 28] No space left on device", t=2710.0)
    c.job(2740.0, "FAILED", exit_code=1)

    # ---- a node's NIC link goes down and stays down: network, that node -------------------
    c = case("fr-nic-link-down-one-node", "attributed", "network", ["eth-node-2"],
             ["eth-node-1", "eth-node-2"],
             "A two-node job over Ethernet (sockets): eth-node-2's igc NIC loses its link "
             "(netifd and the kernel, logread lines as posted, the ISO time ours from their own "
             "stamp) and does not come back; no step completes after it and the job fails "
             "ten minutes later.", start="2023-06-11T22:30:00+00:00", scheduler="slurm")
    c.steps(1, 197, every=10.0)
    c.own("eth-node-2", "syslog", LEDE11302, "2023-06-11 23:02:41",
          "Sun Jun 11 23:02:41 2023 daemon.notice netifd: Network device 'eth5' link is down")
    c.own("eth-node-2", "kernel", LEDE11302, "2023-06-11 23:02:41",
          "Sun Jun 11 23:02:41 2023 kern.info kernel: [39210.778735] igc 0000:05:00.0 eth5: NIC "
          "Link is Down")
    c.job(3170.0, "FAILED", exit_code=1)


# ---- frameworks and orchestrators --------------------------------------------------------------
def build_frameworks_and_orchestrators() -> None:
    # ---- TensorFlow PS strategy: one report that a parameter server closed: ambiguous -------
    c = case("fr-tf-ps-socket-closed", "ambiguous", "network", [],
             ["coordinator", "ps-0", "worker-0", "worker-1", "worker-2"],
             "ParameterServerStrategy on Kubernetes: the coordinator reports that worker 2's "
             "closure failed because the gRPC socket to parameter server 0 (10.244.14.61) was "
             "closed. Only that one report names ps-0; nothing from ps-0 itself. Lines as "
             "posted (the blank line after the first dropped), the ISO time ours from gRPC's "
             "'created' stamp.", start="2022-09-20T01:30:00+00:00", scheduler="kubernetes",
             addresses={"ps-0": "10.244.14.61", "worker-2": "10.244.5.120"})
    c.ranks = {"0": "coordinator", "1": "worker-0", "2": "worker-1", "3": "worker-2"}
    c.steps(1, 130, every=10.0)
    c.log("coordinator", "rank-0", TF57760,
          "ERROR:tensorflow:/job:worker/task:2 encountered the following error when processing "
          "closure: UnavailableError():Graph execution error:",
          "Socket closed",
          "Additional GRPC error information from remote target "
          "/job:ps/replica:0/task:0/device:CPU:0:",
          r':{"created":"@1663638747.953042461","description":"Error received from peer '
          r'ipv4:10.244.14.61:2222","file":"external/com_github_grpc_grpc/src/core/lib/surface/'
          r'call.cc","file_line":1056,"grpc_message":"Socket closed","grpc_status":14}',
          "Additional GRPC error information from remote target /job:worker/replica:0/task:2:",
          r':{"created":"@1663638747.953651467","description":"Error received from peer '
          r'ipv4:10.244.5.120:2222","file":"external/com_github_grpc_grpc/src/core/lib/surface/'
          r'call.cc","file_line":1056,"grpc_message":" Socket closed\nAdditional GRPC error '
          r'information from remote target /job:ps/replica:0/task:0/device:CPU:0:\n:{"created":'
          r'"@1663638747.953042461","description":"Error received from peer ipv4:10.244.14.61:'
          r'2222","file":"external/com_github_grpc_grpc/src/core/lib/surface/call.cc","file_line"'
          r':1056,"grpc_message":"Socket closed","grpc_status":14}","grpc_status":14} '
          r'[Op:__inference_train_step_fn_459862]', t=1347.953)
    c.job(1380.0, "FAILED", exit_code=1)

    # ---- Volcano: a pod evicted for no stated reason, the task restarted: ambiguous ---------
    c = case("fr-volcano-pod-evicted-restart", "ambiguous", "unknown", [],
             ["vc-node-0", "vc-node-1"],
             "A Volcano job (policy PodEvicted -> RestartTask): the job controller handles a "
             "PodEvicted event for vjtest-task0-1 and kills the whole task 15 s into the run. "
             "Who evicted the pod and why is not in the bundle. The controller's glog lines as "
             "posted (year ours), filed under the first node.",
             start="2025-12-15T12:28:03+00:00", scheduler="kubernetes")
    c.steps(1, 14, every=1.0)
    c.log("vc-node-0", "volcano-controllers", VOLCANO4814,
          "I1215 12:28:18.432174       1 job_controller.go:356] Try to handle request <Queue: , "
          "Job: default/vjtest, Task:task0, Pod:vjtest-task0-1, Event:PodEvicted, ExitCode:0, "
          "Action:, JobVersion: 0>",
          "I1215 12:28:18.432203       1 job_controller.go:385] Execute <RestartTask> on Job "
          "<default/vjtest> in <Running> by <*state.runningState>.",
          "I1215 12:28:18.432265       1 job_controller_actions.go:69] Killing task <task0> of "
          "Job <default/vjtest>, current version 0",
          "I1215 12:28:18.432592       1 event.go:377] Event(v1.ObjectReference{Kind:\"Job\", "
          "Namespace:\"default\", Name:\"vjtest\", UID:\"d95e4746-3074-47ce-856f-34d314a0bda1\", "
          "APIVersion:\"batch.volcano.sh/v1alpha1\", ResourceVersion:\"21658\", FieldPath:\"\"}):"
          " type: 'Normal' reason: 'ExecuteAction' Start to execute action RestartTask",
          "I1215 12:28:18.451478       1 job_controller_actions.go:224] Running duration is "
          "15.451465998s",
          "I1215 12:28:18.472913       1 garbagecollector.go:128] Updating job default/vjtest",
          "I1215 12:28:18.478254       1 job_controller_actions.go:79] Finished task <task0> of "
          "Job <default/vjtest> killing, current version 0")
    c.job(60.0, "FAILED", exit_code=1)

    # ---- Kubeflow: a worker exits with code 1 and crash-loops, no reason given: ambiguous ---
    c = case("fr-kubeflow-worker-exit-code-1", "ambiguous", "unknown", [],
             ["k8s-node-a", "k8s-node-b"],
             "A PyTorchJob (master on k8s-node-a, worker on k8s-node-b): the training operator "
             "sees the worker pod exit with code 1 and back off in CrashLoopBackOff (events.jsonl "
             "and the operator's lines as posted; the time in front from each line's own). The "
             "worker's own output is not in the bundle: why it exited is not known.",
             start="2024-02-21T09:30:00+00:00", scheduler="kubernetes")
    c.event(KUBEFLOW2008, "2024-02-21T09:31:59.323319+00:00", kind="PyTorchJob",
            name="pytorch-simple", reason="CrashLoopBackOff", type_="Warning",
            message="Error pod pytorch-simple-worker-0 container pytorch waiting message: "
                    "back-off 40s restarting failed container=pytorch "
                    "pod=pytorch-simple-worker-0_kubeflow(2e06a4e3-bceb-42b4-b0fd-a32cb53d0d00)")
    c.own("k8s-node-a", "training-operator", KUBEFLOW2008, "2024-02-21 09:31:59",
          "time=\"2024-02-21T09:31:59Z\" level=info msg=\"PyTorchJob=pytorch-simple, "
          "ReplicaType=Master expected=1, running=1, succeeded=0, failed=0, Replicas=1\"")
    c.own("k8s-node-a", "training-operator", KUBEFLOW2008, "2024-02-21 09:31:59.323319",
          "1.708507919323319e+09\tDEBUG\tevents\tError pod pytorch-simple-worker-0 container "
          "pytorch waiting message: back-off 40s restarting failed container=pytorch "
          "pod=pytorch-simple-worker-0_kubeflow(2e06a4e3-bceb-42b4-b0fd-a32cb53d0d00)      "
          "{\"type\": \"Warning\", \"object\": {\"kind\":\"PyTorchJob\",\"namespace\":\"kubeflow\","
          "\"name\":\"pytorch-simple\",\"uid\":\"10bd2912-0996-4fcf-a95a-bb84135861f1\","
          "\"apiVersion\":\"kubeflow.org/v1\",\"resourceVersion\":\"730855\"}, \"reason\": "
          "\"CrashLoopBackOff\"}")
    c.own("k8s-node-a", "training-operator", KUBEFLOW2008, "2024-02-21 09:32:29",
          "time=\"2024-02-21T09:32:29Z\" level=info msg=\"Reconciling for job pytorch-simple\"")
    c.own("k8s-node-a", "training-operator", KUBEFLOW2008, "2024-02-21 09:32:29",
          "time=\"2024-02-21T09:32:29Z\" level=info msg=\"Pod: kubeflow.pytorch-simple-worker-0 "
          "exited with code 1\" job=kubeflow.pytorch-simple replica-type=worker "
          "uid=10bd2912-0996-4fcf-a95a-bb84135861f1")
    c.job(300.0, "FAILED", exit_code=1)

    # ---- DeepSpeed's pdsh launcher: the remote command on one worker exits 1: ambiguous -----
    c = case("fr-deepspeed-pdsh-remote-exit-1", "ambiguous", "unknown", [],
             ["neox-autotune-worker-0", "neox-autotune-worker-1"],
             "DeepSpeed autotuning launches an experiment over pdsh on two workers; pdsh reports "
             "that the command on neox-autotune-worker-1 exited with code 1, and the scheduler "
             "cleans up. The remote process's own output is not in the bundle: why it exited "
             "is not known, and an exit code is not the node's health. The launcher's lines as "
             "posted, the ISO time ours (from the time inside a line where it has one).",
             start="2023-08-07T03:20:00+00:00", scheduler="deepspeed-pdsh", ranks_per_node=4,
             addresses={"neox-autotune-worker-0": "10.233.72.138",
                        "neox-autotune-worker-1": "10.233.71.222"})
    head = "neox-autotune-worker-0"
    c.own(head, "launcher", DEEPSPEED4100, "2023-08-07 03:21:10.869",
          "[2023-08-07 03:21:10,869] [INFO] [scheduler.py:378:run_experiment] Launching exp_id = "
          "2, exp_name = z1_gas1_tmbspg121, with resource = neox-autotune-worker-0:0,1,2,3@"
          "neox-autotune-worker-1:0,1,2,3, and ds_config = /mnt/4_2/autotune_results/"
          "z1_gas1_tmbspg121/ds_config.json")
    c.log(head, "launcher", DEEPSPEED4100,
          "  0%|          | 0/1 [00:00<?, ?it/s]neox-autotune-worker-1: Warning: Permanently "
          "added 'neox-autotune-worker-1,10.233.71.222' (ECDSA) to the list of known hosts.",
          "neox-autotune-worker-0: Warning: Permanently added 'neox-autotune-worker-0,"
          "10.233.72.138' (ECDSA) to the list of known hosts.", t=71.2)
    c.log(head, "launcher", DEEPSPEED4100,
          "pdsh@neox-autotune-worker-0: neox-autotune-worker-1: ssh exited with exit code 1",
          t=177.9)
    c.own(head, "launcher", DEEPSPEED4100, "2023-08-07 03:22:58.028",
          "[2023-08-07 03:22:58,028] [INFO] [scheduler.py:430:clean_up] Done cleaning up "
          "exp_id = 2 on the following workers: neox-autotune-worker-0,neox-autotune-worker-1")

    # ---- Lightning reaches max_steps with wandb network retries on the way: no failure ------
    c = case("fr-lightning-max-steps-wandb-retries", "no_failure", "unknown", [], ["rvt-gpu"],
             "A Lightning run to max_steps=400000: wandb twice hits a transient network error "
             "and retries, the trainer stops at max_steps, wandb finishes with success. Lines "
             "as posted (progress bar and wandb on one line), ISO time ours.",
             start="2024-02-07T10:00:00+00:00", scheduler="slurm")
    c.steps(399901, 400000, every=0.22, t0=25340.0)
    c.log("rvt-gpu", "rank-0", RVT40,
          "Epoch 2: : 17671it [1:05:34,  4.49it/s, loss=2.15, v_num=3hqp]wandb: Network error "
          "(TransientError), entering retry loop.", t=3934.0)
    c.log("rvt-gpu", "rank-0", RVT40,
          "Epoch 2: : 25832it [1:35:47,  4.49it/s, loss=2.23, v_num=3hqp]wandb: Network error "
          "(TransientError), entering retry loop.", t=5747.0)
    c.log("rvt-gpu", "rank-0", RVT40,
          "Epoch 2: : 115816it [7:02:37,  4.57it/s, loss=2.1, v_num=3hqp]Epoch 2, global step "
          "400000: 'val/AP' was not in top 1",
          "self._num_logged_artifact() = 1",
          "num_ckpt_logged_before = 1",
          "num_new_cktps = 1",
          "`Trainer.fit` stopped: `max_steps=400000` reached.", t=25357.0)
    c.log("rvt-gpu", "rank-0", RVT40,
          "Epoch 2: : 115816it [7:03:13,  4.56it/s, loss=2.1, v_num=3hqp]",
          "wandb: Waiting for W&B process to finish... (success).", t=25393.0)
    c.job(25400.0, "COMPLETED", exit_code=0)

    # ---- TCPStore broken pipe after rank 0 finished and exited: no failure ------------------
    c = case("fr-tcpstore-broken-pipe-at-shutdown", "no_failure", "unknown", [],
             ["node-a", "node-b"],
             "A two-node run finishes its last step on both ranks; rank 0 (hosting the "
             "TCPStore) exits first, and rank 1's NCCL heartbeat monitor then fails to reach "
             "the store: 'Broken pipe', with a C++ stack. The job completes. Lines as posted, "
             "the time in front from the glog stamp inside them.",
             start="2025-12-29T20:00:00+00:00", scheduler="slurm")
    c.steps(1, 630, every=12.0)
    c.own("node-b", "rank-1", XINFERENCE4421, "2025-12-29 22:06:38.480071",
          "[rank1]:[W1229 22:06:38.480071392 ProcessGroupNCCL.cpp:1662] [PG ID 0 PG GUID 0 Rank "
          "1] Failed to check the \"should dump\" flag on TCPStore, (maybe TCPStore server has "
          "shut down too early), with error: Broken pipe")
    c.own("node-b", "rank-1", XINFERENCE4421, "2025-12-29 22:06:38.558655",
          "[rank1]:[W1229 22:06:38.558655037 TCPStore.cpp:106] [c10d] sendBytes failed on "
          "SocketImpl(fd=67, addr=[bogon]:36214, remote=[bogon]:43145): Broken pipe")
    c.log("node-b", "rank-1", XINFERENCE4421,
          "Exception raised from sendBytes at /pytorch/torch/csrc/distributed/c10d/Utils.hpp:653 "
          "(most recent call first):",
          "frame #0: c10::Error::Error(c10::SourceLocation, std::__cxx11::basic_string<char, "
          "std::char_traits<char>, std::allocator<char> >) + 0x98 (0x758a06b785e8 in "
          "/usr/local/lib/python3.10/dist-packages/torch/lib/libc10.so)",
          "frame #1: <unknown function> + 0x5ba8bfe (0x7589f02d5bfe in "
          "/usr/local/lib/python3.10/dist-packages/torch/lib/libtorch_cpu.so)",
          "frame #2: <unknown function> + 0x5baa458 (0x7589f02d7458 in "
          "/usr/local/lib/python3.10/dist-packages/torch/lib/libtorch_cpu.so)",
          "frame #3: <unknown function> + 0x5babc3e (0x7589f02d8c3e in "
          "/usr/local/lib/python3.10/dist-packages/torch/lib/libtorch_cpu.so)", t=7598.6)
    c.job(7610.0, "COMPLETED", exit_code=0)


# ---- writing -----------------------------------------------------------------------------------
def main() -> None:
    build()
    remove_stale(ROOT, "fr-", CASES)
    write_split(CASES, SPLIT, ROOT)


if __name__ == "__main__":
    main()
