"""Build the fifty-first blind corpus (tests/attribution/blind51/): accelerators beyond NVIDIA.

    python tests/attribution/blind51_build.py

A held-out proxy for issue 43's question ("stacks and failures described nowhere"), aimed at
multi-card and multi-node training on accelerators other than NVIDIA's, AWS Trainium and Google
TPU: Intel Gaudi (habana_frameworks, HCCL, optimum-habana, hccl_demo), Intel Data Center GPU Max
(XPU, oneCCL), Huawei Ascend NPUs (torch_npu, HCCL, CANN error codes), Kunlun XPU, Moore Threads
MUSA and Graphcore IPUs, with failures of every class (device out of memory, device and driver
errors, collective library errors, program and environment errors, hangs, and completed runs that
printed alarming lines). Reports were found with symptom searches of stored public GitHub issue
and pull-request threads (and one stored web page that reposts a report) and taken in the order
the searches returned them, skipping only reports without a copyable log line, reports not about
training or its collective library, and reports any other corpus or file of the repository
cites. It was assembled by one helper who read neither the engine nor its catalogs; the labels
were written before any engine ran on these bundles, and no report cited here is cited anywhere
else in the repository (test_attribution_heldout.py checks it).

Every log line is copied from the public report given next to it (host names, addresses, ids and
times as posted; a line the report wrapped stays wrapped). Ours is only the assembly, as in
stacks_build.py: which node and stream a line is filed under, an ISO-8601 time in front of every
line (taken from the line's own stamp where it has one, read as UTC), job.json, the scheduler
events and the per-rank step metrics. The labels follow DESIGN's taxonomy and the rules of the
realworld, stacks, frontier and blind READMEs (see blind51/README.md).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from stacks_build import Case, case_maker, remove_stale, write_split  # noqa: E402

ROOT = HERE / "blind51"
SPLIT = "blind51"

# ---- sources (one public report per incident) --------------------------------------------------
OH1038 = "https://github.com/huggingface/optimum-habana/pull/1038"
HCCLDEMO44 = "https://github.com/HabanaAI/hccl_demo/issues/44"
HCCLDEMO46 = "https://github.com/HabanaAI/hccl_demo/issues/46"
HCCLDEMO47 = "https://github.com/HabanaAI/hccl_demo/issues/47"
OH1779 = "https://github.com/huggingface/optimum-habana/pull/1779"
OGC482 = "https://github.com/huggingface/optimum-graphcore/issues/482"
POPTORCH8 = "https://github.com/graphcore/poptorch/issues/8"
TOUCHNET100 = "https://github.com/xingchensong/TouchNet/issues/100"
VLLMASCEND3413 = "https://github.com/vllm-project/vllm-ascend/issues/3413"
LF4277 = "https://github.com/hiyouga/LlamaFactory/issues/4277"
LF8439 = "https://github.com/hiyouga/LlamaFactory/issues/8439"
SWIFT9403 = "https://github.com/modelscope/ms-swift/issues/9403"
VERL3947 = "https://github.com/verl-project/verl/issues/3947"
SPEC1115 = "https://github.com/vllm-project/speculators/issues/1115"
TF24879 = "https://github.com/huggingface/transformers/pull/24879"
TORCHTUNE2646 = "https://github.com/meta-pytorch/torchtune/pull/2646"
XPUOPS1328 = "https://github.com/intel/torch-xpu-ops/issues/1328"
BRAINREVIEW = "https://brainreview.org/blog/intel-gpu-xpu-slow-ddp"
PDET4179 = "https://github.com/PaddlePaddle/PaddleDetection/issues/4179"
MUSA75 = "https://github.com/MooreThreads/torch_musa/issues/75"
MILABENCH356 = "https://github.com/mila-iqia/milabench/issues/356"
MILABENCH298 = "https://github.com/mila-iqia/milabench/issues/298"
MILABENCH299 = "https://github.com/mila-iqia/milabench/issues/299"
LF5638 = "https://github.com/hiyouga/LlamaFactory/issues/5638"
MILABENCH300 = "https://github.com/mila-iqia/milabench/issues/300"

CASES: list[Case] = []


case = case_maker(CASES, SPLIT)


def coarse_steps(c: Case, last: int, every: int, seconds_per_step: float, t0: float = 0.0) -> None:
    """One `step` point per rank every `every` steps up to `last` (ours, kept short)."""
    for step in range(every, last + 1, every):
        for rank, node in c.ranks.items():
            c.metrics.append({"ts": c.at(t0 + step * seconds_per_step), "node": node,
                              "rank": int(rank), "name": "step", "value": step})


def build() -> None:
    build_gaudi()
    build_ipu()
    build_ascend()
    build_intel_gpu()
    build_other_accelerators()


# ---- Intel Gaudi -------------------------------------------------------------------------------
def build_gaudi() -> None:
    # ---- optimum-habana SDXL training on Gaudi1: HPU graph capture on another stream: user_code -
    node = "gaudi1-host"
    c = case("b51-gaudi1-sdxl-training-hpu-graph-capture-stream", "attributed", "user_code", [],
             [node],
             "The Gaudi1 command of optimum-habana's SDXL training README fails on SynapseAI 1.16: "
             "the bridge throws a c10::Error, 'Capture must end on the same stream it began on', "
             "raised from mark_step in HPUGraph.cpp, and the process terminates. An error of the "
             "program and its framework, not of a device. Lines as posted in the pull-request "
             "thread (the node name ours), ISO times ours; the exit code ours (an abort).",
             start="2024-06-11T09:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(node, "rank-0", OH1038,
          "terminate called after throwing an instance of 'c10::Error'",
          "  what():  [Rank:0] FATAL ERROR :: MODULE:PT_DEVICE GRAPH:: Capture must end on the "
          "same stream it began on.",
          "[Rank:0] Habana exception raised from mark_step at HPUGraph.cpp:138", t=95.0)
    c.job(96.0, "FAILED", exit_code=134)

    # ---- hccl_demo on an AWS Gaudi host: invalid server type, device acquire fails: user_code --
    node = "aws-gaudi-dl1"
    c = case("b51-hccl-demo-aws-gaudi-invalid-server-type", "attributed", "user_code", [], [node],
             "HabanaAI's hccl_demo run on one AWS Gaudi server (8 devices, without MPI) inside the "
             "habanalabs-base 1.19.1 container: every process reports that HCL was asked for an "
             "invalid server type (4[OCP1]) and synDeviceAcquire fails with synapse error 20, "
             "before any collective. The environment the job runs in, not a faulty device. Three "
             "of the repeated pairs as posted (the fourth is cut short in the stored report; the "
             "node name and which process printed which pair ours), ISO times ours.",
             start="2025-01-20T08:00:00+00:00", scheduler="static", ranks_per_node=8)
    for rank in range(3):
        if rank == 0:
            c.log(node, "rank-0", HCCLDEMO44,
                  "Running HCCL Demo :: A simple program demonstrating HCCL usage from C++",
                  t=2.0)
        c.log(node, f"rank-{rank}", HCCLDEMO44,
              "/qigeng/HCL/hcl/src/platform/gaudi_common/hcl_device_control_factory.cpp::71"
              "(initDevice): The condition [ false ] failed. Invalid server type (4[OCP1]) "
              "requested to generate controller.",
              "HCCL demo error: In function initDevice(): synDeviceAcquire(&resources."
              "deviceHandle, nullptr) failed with synapse error: 20", t=3.0 + rank * 0.01)
    c.job(4.0, "FAILED", exit_code=1)

    # ---- hccl_demo on one Gaudi node: no intermediate buffer, all_reduce fails: ambiguous -------
    node = "gaudi-single-node"
    c = case("b51-hccl-demo-single-node-no-intermediate-buffer", "ambiguous", "unknown", [],
             [node],
             "HabanaAI's hccl_demo all_reduce on one Gaudi server crashes: HCL's credit manager "
             "finds no available intermediate buffer, hcclAllReduce fails with 'A device is busy "
             "or an internal check failed', and processes terminate without an active exception. "
             "An internal check of the collective library; nothing in the bundle says whether "
             "the device, the library or the run's configuration is at fault. The interleaved "
             "output as posted, filed under one stream (the node and stream names ours; the last "
             "line, cut short in the stored report, left out), ISO times ours.",
             start="2024-12-02T10:00:00+00:00", scheduler="static", ranks_per_node=8)
    credit = ("/home/jenkins/workspace/cdsoftwarebuilder/create-binaries-from-sw-sources---bp-dt/"
              "repos/hcl/src/platform/gen2_arch_common/credit_manager.cpp:31(allocNextCredit): "
              "The condition [ prevTargetValue != targetValue ] failed. No available "
              "intermediate buffer")
    failed = ("HCCL demo error: In function hcclAllReduceWrapper(): hcclAllReduce(sendbuff, "
              "recvbuff, recvcount, getDataType(envData), getReductionOp(envData), resources."
              "comm, resources.collectiveStream) failed: A device is busy or an internal check "
              "failed")
    terminate = "terminate called without an active exception"
    c.log(node, "hccl-demo", HCCLDEMO46, credit, failed, terminate, terminate, credit, failed,
          credit, t=41.0)
    c.job(42.0, "FAILED", exit_code=134)

    # ---- hccl_demo on eight Gaudi3 PCIe cards: no scale-out interfaces detected: ambiguous ------
    node = "gnr-gaudi3-pcie"
    c = case("b51-hccl-demo-gaudi3-pcie-no-network-interfaces", "ambiguous", "network", [], [node],
             "hccl_demo all_reduce on a server with eight Gaudi3 PCIe cards (HL-338) fails with "
             "eight ranks (its result posted as a screenshot); the poster's status check of the "
             "cards' network interfaces finds none on any of the eight accelerators and bringing "
             "them up warns that no habanalabs network interfaces were detected. No link or "
             "device is shown faulty; it may as well be how the cards are set up. Lines as "
             "posted (the node name ours), ISO times ours.",
             start="2025-05-24T09:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.job(30.0, "FAILED", exit_code=1)
    status = ["# /opt/habanalabs/qual/gaudi3/bin/manage_network_ifs.sh --status"]
    for accel in range(8):
        status += [f"accel{accel}", "no interfaces were detected"]
    status += ["# /opt/habanalabs/qual/gaudi3/bin/manage_network_ifs.sh --up",
               "Warning: no habanalabs network interfaces were detected"]
    c.log(node, "network-check", HCCLDEMO47, *status, t=25.0)

    # ---- optimum-habana LoRA on several Gaudi2 nodes: graph compile fails in broadcast ---------
    n0, n1 = "gaudi2-node-0", "100.83.191.29"
    c = case("b51-gaudi2-multinode-lora-broadcast-graph-compile-failed", "attributed",
             "user_code", [], [n0, n1],
             "Qwen2-7B LoRA fine-tuning with optimum-habana's gaudi_spawn.py and DeepSpeed across "
             "Gaudi2 nodes from a hostfile: rank 14 on 100.83.191.29 fails in its first broadcast "
             "with 'Graph compile failed. synStatus 26 [Generic failure]'. The maintainers' fix "
             "is the multi-node environment (a .deepspeed_env file), so the job's own setup. "
             "Lines as posted (the first node's name ours), ISO times ours.",
             start="2025-02-13T07:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.log(n1, "rank-14", OH1779,
          "100.83.191.29: [rank14]: Traceback (most recent call last):",
          '100.83.191.29: [rank14]:   File "/usr/local/lib/python3.10/dist-packages/torch/'
          'distributed/c10d_logger.py", line 83, in wrapper',
          "100.83.191.29: [rank14]:     return func(*args, **kwargs)",
          '100.83.191.29: [rank14]:   File "/usr/local/lib/python3.10/dist-packages/torch/'
          'distributed/distributed_c10d.py", line 2425, in broadcast',
          "100.83.191.29: [rank14]:     work = default_pg.broadcast([tensor], opts)",
          "100.83.191.29: [rank14]: RuntimeError: Graph compile failed. synStatus=synStatus 26 "
          "[Generic failure].", t=210.0)
    c.job(215.0, "FAILED", exit_code=1)


    # ---- milabench resnet50 on device 5 of a Gaudi node: device critical error: gpu_hardware --
    node = "gaudi-bench-node"
    c = case("b51-milabench-gaudi-resnet50-device-critical-error", "attributed", "gpu_hardware",
             [node], [node],
             "milabench's resnet50 training benchmark in lazy mode on a Gaudi node, one run per "
             "device: on device 5 Synapse detects a device critical error that requires a "
             "restart, kills the process in 5 seconds and asks for the log files of the device "
             "failure analysis; the bridge then fails with synStatus 31 (Synapse being "
             "terminated due to fatality). The device's own report. Lines as posted (the last "
             "data line, cut short in the stored report, left out; the node name, and device 5 "
             "as rank 5, ours), ISO times ours, the kill's from its own clock time.",
             start="2025-03-31T16:40:00+00:00", scheduler="static", ranks_per_node=8)
    c.log(node, "rank-5", MILABENCH356,
          "resnet50.D5 [stderr] Synapse detected a device critical error that requires a "
          "restart. Killing process in",
          "resnet50.D5 [stderr]  5 seconds (hl: 2) 16:44:43 [please check log files for dfa "
          "cause]", t=283.0)
    c.log(node, "rank-5", MILABENCH356,
          "resnet50.D5 RuntimeError: [Rank:0] FATAL ERROR :: MODULE:PT_SYNHELPER synStatus 31 "
          "[Synapse is being terminated due to fatality]. Event creation failed", t=288.0)
    c.job(290.0, "FAILED", exit_code=1)

    # ---- milabench LoRA DDP on eight HPUs: device and device_id disagree: user_code -----------
    node = "gaudi-bench-node"
    c = case("b51-milabench-gaudi-lora-ddp-inconsistent-device-id", "attributed", "user_code", [],
             [node],
             "milabench's llm-lora-ddp-gpus benchmark (torchtune LoRA with DDP) on the eight HPUs "
             "of a Gaudi node in eager mode, the process group initialised through torchcompat: "
             "rank 0 raises ValueError 'Inconsistent compute device and `device_id` on rank 0: "
             "hpu:0 vs hpu' before training. A program error. Lines as posted in milabench's "
             "exception summary (the rest of the traceback, cut short in the stored report, left "
             "out; the node name ours), ISO times ours.",
             start="2024-10-04T10:00:00+00:00", scheduler="static", ranks_per_node=8)
    recipe = "/homes/delaunap/milabench/benchmarks/llm/recipes"
    venv = "/homes/delaunap/hpu/results/venv/torch/lib/python3.10/site-packages"
    c.log(node, "rank-0", MILABENCH298,
          "    * 1 x [rank0]: ValueError: Inconsistent compute device and `device_id` on rank 0: "
          "hpu:0 vs hpu",
          "        | [rank0]: Traceback (most recent call last):",
          f'        | [rank0]:   File "{recipe}/lora_finetune_distributed.py", line 796, in '
          "<module>",
          "        | [rank0]:     sys.exit(recipe_main())",
          f'        | [rank0]:   File "{venv}/torchtune/config/_parse.py", line 50, in wrapper',
          "        | [rank0]:     sys.exit(recipe_main(conf))", t=48.0)
    c.job(50.0, "FAILED", exit_code=1)

    # ---- milabench full fine-tune on eight HPUs: fused optimizer on CPU refused: user_code -----
    node = "gaudi-bench-node"
    c = case("b51-milabench-gaudi-full-finetune-fused-optimizer-cpu", "attributed", "user_code",
             [], [node],
             "milabench's llm-full-mp-gpus benchmark (torchtune full fine-tune, distributed) on a "
             "Gaudi node: rank 0's recipe refuses to start, 'Using fused optimizer on CPU is only "
             "supported in PyTorch nightly' (the model's parameters not being on the HPU). A "
             "configuration error of the program. Lines as posted (the node name ours), ISO "
             "times ours.",
             start="2024-10-04T11:00:00+00:00", scheduler="static", ranks_per_node=8)
    pre = "llm-full-mp-gpus.0 [stderr] [rank0]:"
    c.log(node, "rank-0", MILABENCH299,
          f"{pre} Traceback (most recent call last):",
          f'{pre}   File "{recipe}/full_finetune_distributed.py", line 645, in <module>',
          f"{pre}     sys.exit(recipe_main())",
          f'{pre}   File "{venv}/torchtune/config/_parse.py", line 50, in wrapper',
          f"{pre}     sys.exit(recipe_main(conf))",
          f'{pre}   File "{recipe}/full_finetune_distributed.py", line 632, in recipe_main',
          f"{pre}     recipe = FullFinetuneRecipeDistributed(cfg=cfg)",
          f'{pre}   File "{recipe}/full_finetune_distributed.py", line 116, in __init__',
          f"{pre}     raise RuntimeError(",
          f"{pre} RuntimeError: Using fused optimizer on CPU is only supported in PyTorch "
          "nightly.", t=75.0)
    c.job(77.0, "FAILED", exit_code=1)

    # ---- milabench llava on device 6 (eager + compile): Habana exception in LaunchRecipe -------
    node = "gaudi-bench-node"
    c = case("b51-milabench-gaudi-llava-launch-recipe-exception", "attributed", "user_code", [],
             [node],
             "milabench's llava-single training benchmark on device 6 of a Gaudi node, in eager "
             "mode with torch.compile: the run ends with error code 1 and one exception, a "
             "Habana exception raised from LaunchRecipe at graph_exec.cpp:440 in the model's "
             "forward. A framework exception on one device, with no device fault reported. "
             "Lines as posted in milabench's summary (the node name, and device 6 as rank 6, "
             "ours), ISO times ours.",
             start="2024-10-04T12:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.log(node, "rank-6", MILABENCH300,
          "llava-single.D6",
          "===============",
          "  * Error codes = 1",
          "  * 1 exceptions found",
          "    * 1 x [Rank:0] Habana exception raised from LaunchRecipe at graph_exec.cpp:440",
          "        | Traceback (most recent call last):",
          '        |   File "/homes/delaunap/milabench/benchmarks/llava/main.py", line 147, in '
          "<module>",
          "        |     main()",
          '        |   File "/homes/delaunap/milabench/benchmarks/llava/main.py", line 121, in '
          "main",
          "        |     outputs = model(**inputs)", t=130.0)
    c.job(131.0, "FAILED", exit_code=1)


# ---- Graphcore IPUs ----------------------------------------------------------------------------
def build_ipu() -> None:
    # ---- optimum-graphcore T5 translation: replication_factor 0 refused: user_code -------------
    node = "ipu-pod-host"
    c = case("b51-optimum-graphcore-t5-replication-factor-zero", "attributed", "user_code", [],
             [node],
             "optimum-graphcore's T5 translation example on IPUs fails while building the "
             "trainer: the number of IPUs divided by IPUs per replica gives a replication factor "
             "of 0, which IPUConfig refuses with a ValueError. A configuration error of the run. "
             "Lines as posted (the node name ours), ISO times ours from the first line's own "
             "stamp.",
             start="2024-09-16T09:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.own(node, "rank-0", OGC482, "2024-09-16 09:02:53",
          "09/16/2024 09:02:53 - critical - poptorch::python - ValueError: `IPUConfig` attribute "
          "`replication_factor` must be >= 1. You provided value=0")
    lib = "/localdata/u.do100367/poptorch/lib/python3.8/site-packages/optimum/graphcore"
    c.log(node, "rank-0", OGC482,
          "Traceback (most recent call last):",
          '  File "run_translation.py", line 671, in <module>',
          "    main()",
          '  File "run_translation.py", line 568, in main',
          "    trainer = IPUSeq2SeqTrainer(",
          f'  File "{lib}/trainer_seq2seq.py", line 64, in __init__',
          "    super().__init__(",
          f'  File "{lib}/trainer.py", line 282, in __init__',
          "    self.ipu_config.replication_factor = n_ipu // self.ipu_config.ipus_per_replica",
          f'  File "{lib}/ipu_configuration.py", line 485, in __setattr__',
          "    vfunc(name, value)",
          f'  File "{lib}/ipu_configuration.py", line 238, in _contents_geq_value_validator',
          '    raise ValueError(f"`IPUConfig` attribute `{name}` must be >= {floor_value}. You '
          'provided {value=}")',
          "ValueError: `IPUConfig` attribute `replication_factor` must be >= 1. You provided "
          "value=0", t=173.1)
    c.job(174.0, "FAILED", exit_code=1)

    # ---- poptorch training model compile stops at 84/100 for good: hang -----------------------
    node = "paperspace-ipu"
    c = case("b51-poptorch-training-graph-compile-stalls-at-84", "ambiguous", "hang", [], [node],
             "Compiling a stable-diffusion training model with PopTorch (SDK 3.0 container on "
             "Paperspace) prints deprecation warnings and 'No device set ... forcing to IPU', "
             "then graph compilation slows and stops at 84/100 after 1 h 10 min, CPU use falling "
             "to zero, with no error message. No initiating error and no device fault shown. "
             "Lines as posted (the node name ours), ISO times ours from the warnings' own stamps "
             "(the date ours) and, for the progress line, the elapsed time it shows.",
             start="2022-11-27T12:12:00+00:00", scheduler="static", ranks_per_node=1)
    cfg = "/usr/local/lib/python3.8/dist-packages/optimum/graphcore/ipu_configuration.py"
    c.log(node, "rank-0", POPTORCH8,
          f'{cfg}:148: UserWarning: The "enable_half_first_order_momentum" parameter is '
          "deprecated",
          "  warnings.warn('The \"enable_half_first_order_momentum\" parameter is deprecated')",
          f'{cfg}:140: UserWarning: The "sharded_execution_for_inference" parameter is '
          "deprecated, sharded execution is always used during inference",
          "  warnings.warn(", t=60.0)
    for stamp, what in (("12:13:07.892", "torch.randn()"), ("12:13:07.896", "torch.randn()"),
                        ("12:13:07.897", "torch.randint()")):
        c.own(node, "rank-0", POPTORCH8, f"2022-11-27 {stamp}",
              f"[{stamp}] [poptorch::python] [warning] No device set in {what}: forcing to IPU")
    c.log(node, "rank-0", POPTORCH8,
          "Graph compilation:  84%|████████▍ | 84/100 [1:09:59<20:26]  ", t=4267.0)
    c.job(0.0, "RUNNING")


# ---- Huawei Ascend -----------------------------------------------------------------------------
def build_ascend() -> None:
    # ---- TouchNet ASR fine-tuning on four NPUs: NPU out of memory: oom ------------------------
    node = "ascend-4npu"
    c = case("b51-touchnet-four-npus-npu-out-of-memory", "attributed", "oom", [], [node],
             "Qwen2-Audio ASR fine-tuning with TouchNet, torchrun on one node with four Ascend "
             "NPUs: a RuntimeError 'NPU out of memory' trying to allocate 5.03 GiB on NPU 3. "
             "The line as posted (the node name, and the rank that printed it as NPU 3's, ours), "
             "ISO time ours.",
             start="2025-08-04T06:00:00+00:00", scheduler="static", ranks_per_node=4)
    c.log(node, "rank-3", TOUCHNET100,
          "RuntimeError: NPU out of memory. Tried to allocate 5.03 GiB (NPU 3; 60.96 GiB total "
          "capacity; 49.47 GiB already allocated; 49.47 GiB current active; 1.32 GiB free; "
          "57.55 GiB reserved in total by PyTorch) If reserved memory is >> allocated memory try "
          "setting max_split_size_mb to avoid fragmentation.", t=140.0)
    c.job(145.0, "FAILED", exit_code=1)

    # ---- Qwen3 235B RL on Ascend: rank 101's notify wait times out on remote rank 24: hang ------
    nodes = [f"ascend-a2-{i:02d}" for i in range(16)]
    c = case("b51-ascend-qwen3-235b-rl-ei0002-notify-wait-remote-rank", "ambiguous", "hang", [],
             nodes,
             "Qwen3 235B RL training on Ascend NPUs (vllm-ascend, full-graph mode) hangs in "
             "multi-level graph compilation; rank 101 then reports that a PTA call to ACL "
             "failed and EI0002: its notify wait in an all-reduce of a 32-rank group timed out, "
             "the record from remote rank 24 never arriving. One rank's report about a peer, "
             "nothing showing why that peer stopped. Lines as posted (the cut-short 'Solution' "
             "line left out; node names and 8 ranks per node ours), ISO times ours from their "
             "own stamps.",
             start="2025-10-11T13:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.job(0.0, "RUNNING")
    node = nodes[101 // 8]
    c.own(node, "rank-101", VLLMASCEND3413, "2025-10-11 15:09:34",
          "[ERROR] 2025-10-11-15:09:34 (PID:2969, Device:0, RankID:101) ERR00100 PTA call acl "
          "api failed.")
    c.own(node, "rank-101", VLLMASCEND3413, "2025-10-11 15:09:34.713335",
          "EI0002: [PID: 2969] 2025-10-11-15:09:34.713.335 The wait execution of the Notify "
          "register times out. Reason: The Notify register has not received the Notify record "
          "from remote rank: [24]. base information: [streamID:[109], taskID[38], "
          "taskType[Notify Wait], tag[AllReduce_group_name_1654NHRAllReduceComm_device], "
          "AlgType(level 0-1-2):[ring-NHR-NHR].]. task information: [notify id:"
          "[0x0000000000000213], stage:[0], remote rank:[24]]. group information: "
          "[group:[group_name_1654], user define information[Unspecified], rankSize[32], "
          "rankId[25 24]]")
    c.log(node, "rank-101", VLLMASCEND3413,
          "        Possible Cause: 1. An exception occurs during the execution on some NPUs in "
          "the cluster. As a result, collective communication operation failed.2. The execution "
          "speed on some NPU in the cluster is too slow to complete a communication operation "
          "within the timeout interval. (default 1800s, You can set the interval by using "
          "HCCL_EXEC_TIMEOUT.)3. The number of training samples of each NPU is inconsistent.4. "
          "Packet loss or other connectivity problems occur on the communication link.",
          t=7774.714)

    # ---- LLaMA-Factory LoRA of Qwen-72B on 910B across hosts: NPU out of memory: oom -----------
    n0, n1 = "ma-worker-0", "ma-worker-1"
    c = case("b51-llamafactory-910b-multihost-qwen72b-lora-npu-oom", "attributed", "oom", [],
             [n0, n1],
             "LoRA fine-tuning of Qwen-72B with LLaMA-Factory on Ascend 910B 32 GB cards, "
             "launched across hosts (MA_NUM_HOSTS, VC_WORKER_HOSTS): loading the weights, "
             "new_value = value.to(device) raises 'NPU out of memory' allocating 130 MiB on "
             "NPU 0 with 28.45 GiB of 29.50 GiB already allocated. The line as posted (the "
             "other ranks' copies, posted with a log viewer's line numbers, left out; node names "
             "and which rank printed it ours), ISO time ours.",
             start="2024-06-14T02:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.log(n0, "rank-0", LF4277,
          "RuntimeError:     NPU out of memory. Tried to allocate 130.00 MiB (NPU 0; 29.50 GiB "
          "total capacity; 28.45 GiB already allocated; 28.45 GiB current active; 31.40 MiB "
          "free; 28.67 GiB reserved in total by PyTorch) If reserved memory is >> allocated "
          "memory try setting max_split_size_mb to avoid fragmentation.    new_value = "
          "value.to(device)", t=600.0)
    c.job(620.0, "FAILED", exit_code=1)

    # ---- ms-swift Megatron SFT of Qwen3-235B on 4 x 8 910B4: one worker NPU out of memory ------
    nodes = [f"npu-worker-{i}" for i in range(4)]
    c = case("b51-msswift-megatron-four-machines-qwen3-235b-npu-oom", "attributed", "oom", [],
             nodes,
             "Megatron LoRA SFT of Qwen3-235B-A22B with ms-swift on four machines of eight "
             "Ascend 910B4 (64 GB): one worker raises 'NPU out of memory' trying to allocate "
             "26.44 GiB on NPU 2. The line as posted (it ends where the report's text ends; "
             "which node and rank printed it ours), ISO time ours.",
             start="2026-05-22T03:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.log("npu-worker-1", "rank-10", SWIFT9403,
          "RuntimeError: NPU out of memory. Tried to allocate 26.44 GiB (NPU 2; 60.96 GiB total "
          "capacity; 30.23 GiB already allocated; 30.23 GiB current active; 25.36 GiB free; "
          "33.08 GiB reserved in total by PyTorch", t=900.0)
    c.job(930.0, "FAILED", exit_code=1)

    # ---- LLaMA-Factory LoRA on several 910B3 NPUs: TBE module missing, HCCL error: user_code ---
    node = "ascend-910b3"
    c = case("b51-llamafactory-910b3-multicard-hccl-tbe-module-missing", "attributed",
             "user_code", [], [node],
             "LLaMA-Factory LoRA fine-tuning on several Ascend 910B3 NPUs (CANN 7.0.1.1; one "
             "card works): rank 1's HCCL call fails (ProcessGroupHCCL.cpp:64, ERR02200) because "
             "CANN cannot import a Python module of its TBE operator compiler (EC0010), so the "
             "operator adapter fails to initialise. The installation the job runs in. Lines as "
             "posted (the rest, cut short in the stored report, left out; the node name ours), "
             "ISO times ours from the error's own stamp.",
             start="2024-10-09T10:05:00+00:00", scheduler="static", ranks_per_node=4)
    c.log(node, "rank-1", LF5638,
          "RuntimeError: [ERROR] HCCL error in: torch_npu/csrc/distributed/ProcessGroupHCCL.cpp:64",
          t=89.9)
    c.own(node, "rank-1", LF5638, "2024-10-09 10:06:30",
          "[ERROR] 2024-10-09-10:06:30 (PID:1506967, Device:1, RankID:1) ERR02200 DIST call hccl "
          "api failed.")
    c.log(node, "rank-1", LF5638,
          "EC0010: Failed to import Python module [ModuleNotFoundError: No module named "
          "'tbe.common.repository_manager.utils.repository_manager_log'.].",
          "        Solution: Check that all required components are properly installed and the "
          "specified Python path matches the Python installation directory. (If the path does "
          "not match the directory, run set_env.sh in the installation package.)",
          "        TraceBack (most recent call last):",
          "        [GraphOpt][InitializeInner][InitTbeFunc] Failed to init tbe.[FUNC:"
          "InitializeInner][FILE:tbe_op_store_adapter.cc][LINE:1623]",
          "        [SubGraphOpt][PreCompileOp][InitAdapter] InitializeAdapter adapter "
          "[tbe_op_adapter] failed! Ret [4294967295][FUNC:InitializeAdapter][FILE:"
          "op_store_adapter_manager.cc][LINE:85]", t=90.001)
    c.job(92.0, "FAILED", exit_code=1)

    # ---- LLaMA-Factory on 910B: loss 0.0 and grad_norm NaN from step 60: numerical --------------
    node = "ascend-910b"
    c = case("b51-llamafactory-910b-loss-zero-grad-norm-nan", "attributed", "numerical", [],
             [node],
             "LLaMA-Factory training on Ascend 910B NPUs (13080 steps planned): at step 60 the "
             "logged loss is 0.0 and grad_norm NaN while the run goes on at about 8 s a step. "
             "Lines as posted (the node name and 8 ranks ours), ISO times ours from the elapsed "
             "times the progress lines show; the step metrics ours.",
             start="2025-06-20T08:00:00+00:00", scheduler="static", ranks_per_node=8)
    coarse_steps(c, 70, 10, 8.3)
    for line, elapsed in (
            ("  0%|          | 57/13080 [08:13<28:44:51,  7.95s/it]", 493.0),
            ("  0%|          | 58/13080 [08:22<29:02:45,  8.03s/it]", 502.0),
            ("  0%|          | 59/13080 [08:29<28:42:03,  7.94s/it]", 509.0),
            ("  0%|          | 60/13080 [08:37<28:23:24,  7.85s/it]", 517.0),
            ("{'loss': 0.0, 'grad_norm': nan, 'learning_rate': 4.510703363914373e-06, "
             "'epoch': 0.02}", 517.001),
            ("  0%|          | 60/13080 [08:37<28:23:24,  7.85s/it]", 517.002),
            ("  0%|          | 61/13080 [08:46<29:39:21,  8.20s/it]", 526.0),
            ("  0%|          | 62/13080 [08:53<28:50:12,  7.97s/it]", 533.0)):
        c.log(node, "rank-0", LF8439, line, t=elapsed)

    # ---- verl on two Ascend machines: HCCL communicator init fails with error code 4 ----------
    head, worker = "177.24.9.3", "177.24.9.2"
    c = case("b51-verl-ascend-two-machines-hccl-comm-init-error-code-4", "ambiguous", "unknown",
             [], [head, worker],
             "verl RL training (MindSpeed backend) on two Ascend machines under Ray: the "
             "reference model's initialisation fails, hcclCommInitRootInfoConfig returning "
             "error code 4 (DIST call hccl api failed) for rank 0, relayed by the TaskRunner on "
             "the head as an unhandled error of the worker on 177.24.9.2. Nothing in the bundle "
             "says whether the network between the machines, their configuration or the library "
             "is at fault. Lines as posted (node names from the addresses the lines give), ISO "
             "times ours from the error's own stamp.",
             start="2025-10-29T02:09:11+00:00", scheduler="ray", ranks_per_node=8)
    ray = ("/tmp/ray/session_2025-10-29_02-09-11_523140_5848/runtime_resources/"
           "working_dir_files/_ray_pkg_77de7d4d8db91f6e/verl/single_controller")
    c.log(head, "driver", VERL3947,
          "(TaskRunner pid=30188) RuntimeError: create_config:build/CMakeFiles/torch_npu.dir/"
          "compiler_depend.ts:102 HCCL function error: hcclCommInitRootInfoConfig(numRanks, "
          "&rootInfo, rank, config, &(comm->hcclComm_)), error code is 4", t=471.9)
    c.own(head, "driver", VERL3947, "2025-10-29 02:17:03",
          "(TaskRunner pid=30188) [ERROR] 2025-10-29-02:17:03 (PID:144556, Device:0, RankID:0) "
          "ERR02200 DIST call hccl api failed.")
    c.log(head, "driver", VERL3947,
          "(TaskRunner pid=30188) Unhandled error (suppress with 'RAY_IGNORE_UNHANDLED_ERRORS=1'"
          "): ray::WorkerDict.ref_init_model() (pid=144557, ip=177.24.9.2, actor_id="
          "aed996589d97559c4d71a0dd03000000, repr=<verl.single_controller.ray.base.WorkerDict "
          "object at 0xffcfccbcd750>)",
          f'(TaskRunner pid=30188)   File "{ray}/ray/base.py", line 701, in func',
          "(TaskRunner pid=30188)     return getattr(self.worker_dict[key], name)(*args, "
          "**kwargs)",
          f'(TaskRunner pid=30188)   File "{ray}/base/decorator.py", line 430, in inner',
          "(TaskRunner pid=30188)     return func(*args, **kwargs)", t=472.1)
    c.job(480.0, "FAILED", exit_code=1)

    # ---- speculators training on four NPUs: rank 1 exits 1 first, rank 0 SIGKILLed: ambiguous ---
    node = "localhost"
    c = case("b51-speculators-four-npus-launch-rank1-exit-rank0-sigkill", "ambiguous", "unknown",
             [], [node],
             "Training launch of vllm-project/speculators on four Ascend NPUs, which the poster "
             "ties to an HcclReduce error (a regression): torchrun's summary names rank 1 (exit "
             "code 1) as the first failure, rank 3 also exiting with 1 at the same second and, "
             "31 s later, rank 0 killed by SIGKILL and rank 2 by SIGTERM. The error itself is "
             "not in the stored report, so the bundle shows only exit codes. Lines as posted "
             "(the root-cause block is cut short in the stored report after its rank line), ISO "
             "times ours (the summary's, printed once the last rank had ended).",
             start="2026-09-07T13:00:00+00:00", scheduler="static", ranks_per_node=4)
    tb = "  traceback : To enable traceback see: https://pytorch.org/docs/stable/elastic/errors.html"
    eq, dash = "=" * 60, "-" * 60
    summary = ["torch.distributed.elastic.multiprocessing.errors.ChildFailedError: ", eq,
               "/root/speculators/scripts/train.py FAILED", dash, "Failures:"]
    for idx, when, rank, pid, code, trace in (
            (1, "13:02:58", 3, 14692, "1", tb),
            (2, "13:03:29", 0, 14689, "-9", "  traceback : Signal 9 (SIGKILL) received by PID "
             "14689"),
            (3, "13:03:29", 2, 14691, "-15", "  traceback : Signal 15 (SIGTERM) received by PID "
             "14691")):
        summary += [f"[{idx}]:", f"  time      : 2026-09-07_{when}", "  host      : localhost",
                    f"  rank      : {rank} (local_rank: {rank})",
                    f"  exitcode  : {code} (pid: {pid})", "  error_file: <N/A>", trace]
    summary += [dash, "Root Cause (first observed failure):", "[0]:",
                "  time      : 2026-09-07_13:02:58", "  host      : localhost",
                "  rank      : 1 (local_rank: 1)"]
    c.log(node, "launcher", SPEC1115, *summary, t=210.0)
    c.job(211.0, "FAILED", exit_code=1)

    # ---- transformers run_glue on eight NPUs: warnings, checkpoints, the run completes ----------
    node = "ascend-8npu"
    c = case("b51-transformers-eight-npus-run-glue-completed", "no_failure", "unknown", [], [node],
             "The run_glue SST-2 example of transformers on eight Ascend NPUs, shown in the "
             "pull request adding NPU support: per-process warnings, a reducer warning that "
             "find_unused_parameters=True found no unused parameters, checkpoint 500 saved, and "
             "the 792-step run finishing. Nothing failed. Lines as posted (the node name and "
             "which rank printed which line ours), ISO times ours from their own stamps; the "
             "step metrics and COMPLETED state ours.",
             start="2023-07-18T22:09:50+00:00", scheduler="static", ranks_per_node=8)
    for rank in (2, 1):
        c.own(node, f"rank-{rank}", TF24879, "2023-07-18 22:10:00",
              f"07/18/2023 22:10:00 - WARNING - __main__ - Process rank: {rank}, device: "
              f"npu:{rank}, n_gpu: 1distributed training: True, 16-bits training: False")
    coarse_steps(c, 790, 50, 0.3, t0=30.0)
    c.log(node, "rank-0", TF24879,
          "[W reducer.cpp:1278] Warning: find_unused_parameters=True was specified in DDP "
          "constructor, but did not find any unused parameters in the forward pass. This flag "
          "results in an extra traversal of the autograd graph every iteration,  which can "
          "adversely affect performance. If your model indeed never has any unused parameters "
          "in the forward pass, consider turning this flag off. Note that this warning may be a "
          "false positive if your model has flow control causing later iterations to have "
          "unused parameters. (function operator())", t=36.0)
    for when, text in (
            ("2023-07-18 22:13:00.287", "[INFO|trainer.py:2807] 2023-07-18 22:13:00,287 >> "
             "Saving model checkpoint to ./output/checkpoint-500"),
            ("2023-07-18 22:13:00.289", "[INFO|configuration_utils.py:458] 2023-07-18 "
             "22:13:00,289 >> Configuration saved in ./output/checkpoint-500/config.json"),
            ("2023-07-18 22:13:01.488", "[INFO|modeling_utils.py:1851] 2023-07-18 22:13:01,488 "
             ">> Model weights saved in ./output/checkpoint-500/pytorch_model.bin")):
        c.own(node, "rank-0", TF24879, when, text)
    c.job(290.0, "COMPLETED", exit_code=0)

    # ---- torchtune full fine-tune on four NPUs: 'import error: No module named triton' ---------
    node = "localhost"
    c = case("b51-torchtune-four-npus-triton-import-error-completed", "no_failure", "unknown", [],
             [node],
             "torchtune's full_finetune_distributed recipe run with four Ascend NPUs (Atlas 900 "
             "A2) in the pull request adding NPU support for distributed recipes: the launch "
             "prints 'import error: No module named 'triton'' and torchrun's warning banner, and "
             "the recipe runs as the pull request's basic usage test. Nothing failed. Lines as "
             "posted (the host name from the prompt; the banner's starred line, cut short in the "
             "stored report, left out), ISO times ours, the warning's from its glog stamp (the "
             "year ours); the COMPLETED state ours.",
             start="2025-04-28T14:52:40+00:00", scheduler="static", ranks_per_node=4)
    c.log(node, "launcher", TORCHTUNE2646,
          "(torchtune_npu) [root@localhost torchtune]# tune run --nproc_per_node 4 "
          "full_finetune_distributed --config llama3_2/1B_full",
          "import error: No module named 'triton'",
          "Running with torchrun...", t=5.0)
    c.own(node, "launcher", TORCHTUNE2646, "2025-04-28 14:52:48.102",
          "W0428 14:52:48.102000 1613890 site-packages/torch/distributed/run.py:792]")
    c.job(600.0, "COMPLETED", exit_code=0)


# ---- Intel GPUs (XPU, oneCCL) ------------------------------------------------------------------
def build_intel_gpu() -> None:
    # ---- torchtune on Aurora's XPUs: no backend type associated with xpu: user_code -----------
    node = "aurora-node"
    c = case("b51-torchtune-aurora-xpu-no-backend-for-device-type", "attributed", "user_code", [],
             [node],
             "torchtune full_finetune_distributed on Aurora's Intel GPUs (XPU, with "
             "PYTORCH_ENABLE_XPU_FALLBACK=1) fails at the first FSDP all-gather: 'No backend "
             "type associated with device type xpu', the process group having no XPU backend; "
             "the shell reports exit 1 after 5 min 13 s. The job's environment and setup. Lines "
             "as posted (the node name and 12 ranks ours; the progress bar line left out), ISO "
             "times ours.",
             start="2025-01-28T15:00:00+00:00", scheduler="pbs", ranks_per_node=12)
    c.log(node, "rank-0", XPUOPS1328,
          '[rank0]:   File "/lus/flare/projects/Aurora_deployment/foremans/projects/pytorch/'
          'torchtune/venvs/anl_2024_12_release_2/lib/python3.10/site-packages/torch/distributed/'
          'distributed_c10d.py", line 3798, in all_gather_into_tensor',
          "[rank0]:     work = group._allgather_base(output_tensor, input_tensor, opts)",
          "[rank0]: RuntimeError: No backend type associated with device type xpu", t=310.0)
    c.log(node, "launcher", XPUOPS1328,
          "[1]    143628 exit 1     PYTORCH_ENABLE_XPU_FALLBACK=1 tune run "
          "full_finetune_distributed --config",
          "took: 0h:05m:13s", t=313.0)
    c.job(313.0, "FAILED", exit_code=1)

    # ---- DDP on 8 x Max 1550 with oneCCL: operator-override warnings every epoch, trains -------
    node = "max1550-node"
    c = case("b51-max1550-ddp-operator-override-warnings-completed", "no_failure", "unknown", [],
             [node],
             "DDP training with the oneCCL backend on eight Intel Data Center GPU Max 1550: "
             "epoch performance is strong, but each epoch is preceded by a warning that a "
             "previously registered kernel of aten::geometric_ for the XPU dispatch key is "
             "overridden; the poster's complaint is the slowdown the logging causes. Nothing "
             "failed. Lines as posted on a stored web page reposting the report (the node name "
             "ours), ISO times ours from the warning's glog stamp (the year ours); the step "
             "metrics and COMPLETED state ours.",
             start="2025-05-13T00:20:00+00:00", scheduler="static", ranks_per_node=8)
    coarse_steps(c, 400, 50, 1.2)
    c.own(node, "rank-0", BRAINREVIEW, "2025-05-13 00:22:03.632630",
          "[W513 00:22:03.632630396 OperatorEntry.cpp:154] Warning: Warning only once for all "
          "operators,  other operators may also be overridden.")
    c.log(node, "rank-0", BRAINREVIEW,
          "  Overriding a previously registered kernel for the same operator and the same "
          "dispatch key",
          "  operator: aten::geometric_(Tensor(a!) self, float p, *, Generator? generator=None) "
          "-> Tensor(a!)",
          "    registered at /pytorch/build/aten/src/ATen/RegisterSchema.cpp:6",
          "  dispatch key: XPU",
          "  previous kernel: registered at /pytorch/aten/src/ATen/VmapModeRegistrations.cpp:37",
          "       new kernel: registered at /build/intel-pytorch-extension/build/Release/csrc/gpu/"
          "csrc/gpu/xpu/ATen/RegisterXPU_0.cpp:186 (function operator())", t=123.633)
    c.job(600.0, "COMPLETED", exit_code=0)


# ---- Kunlun XPU and Moore Threads --------------------------------------------------------------
def build_other_accelerators() -> None:
    # ---- PaddleDetection on a Kunlun XPU: device memory not enough after a few steps: oom ------
    node = "kylin-xpu-host"
    c = case("b51-paddledetection-kunlun-xpu-device-memory-not-enough", "attributed", "oom", [],
             [node],
             "YOLOv3-MobileNetV1 training with PaddleDetection on a Kunlun XPU (Kylin V10, "
             "aarch64) stops after a few steps: ioctl() fails with (705) 'Device memory not "
             "enough' and the conv kernel returns 'xpu api no enough workspace', even with batch "
             "size 1. Lines as posted (the node name ours), ISO times ours; the step metrics "
             "ours.",
             start="2021-09-14T08:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.steps(1, 5, every=3.0)
    c.log(node, "rank-0", PDET4179,
          "ioctl() fail, (705) Device memory not enough",
          "ExternalError: XPU conv kernel return wrong value[3 xpu api no enough workspace]",
          t=16.0)
    c.job(17.0, "FAILED", exit_code=1)

    # ---- torch_musa on an MTT S80: the driver resets a 'guilty' context: ambiguous ------------
    node = "mtt-s80-host"
    c = case("b51-torch-musa-mtt-s80-guilty-lockup-reset", "ambiguous", "unknown", [], [node],
             "A PyTorch image-classification training script on a Moore Threads MTT S80 "
             "(torch_musa container) keeps failing with 'MUSA error: unknown error' when moving "
             "labels to the device; the MTGPU driver logs that PID 1747 experienced a 'Guilty "
             "Lockup' three times, then 'Innocent Lockup' for it and for PID 115094, resetting "
             "the contexts. Whether the program, the driver or the card caused the lockup is not "
             "shown. Lines as posted (the traceback's last line, cut short in the stored report, "
             "left out; the node name ours), ISO times ours from the kernel's seconds since "
             "boot.",
             start="2024-12-21T02:00:00+00:00", scheduler="static", ranks_per_node=1)
    for stamp, pid, kind in (("24078.925037", 1747, "Guilty Lockup (0x1)"),
                             ("24082.310090", 1747, "Guilty Lockup (0x1)"),
                             ("24082.376608", 1747, "Guilty Lockup (0x1)"),
                             ("24082.378837", 115094, "Innocent Lockup (0x2)"),
                             ("24082.378858", 1747, "Innocent Lockup (0x2)")):
        c.log(node, "kernel", MUSA75,
              f"[{stamp}] MTGPU:(Error): 56377:  PID {pid} experienced error {kind} "
              "caller[CheckFWCCB CTX Reset Noticication] [188]", t=float(stamp))
    c.log(node, "rank-0", MUSA75,
          "Traceback (most recent call last):",
          '  File "/img/Ai-Learn-master/深度学习-PyTorch框架/PyTorch框架实战/'
          '第四章：图像识别核心模块实战解读/test.py", line 71, in <module>',
          "    loss = criterion(outputs, labels.to(device))",
          '  File "/opt/conda/envs/py310/lib/python3.10/site-packages/torch_musa/core/'
          'tensor_attrs.py", line 41, in _to',
          "    return self.orig_to(*args, **kwargs)", t=24082.5)
    c.job(24083.0, "FAILED", exit_code=1)


# ---- writing -----------------------------------------------------------------------------------
def main() -> None:
    build()
    remove_stale(ROOT, "b51-", CASES)
    write_split(CASES, SPLIT, ROOT)


if __name__ == "__main__":
    main()
