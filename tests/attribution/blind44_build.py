"""Build the forty-fourth blind corpus (tests/attribution/blind44/): AWS Trainium, Inferentia
and the AWS ML stack around them.

    python tests/attribution/blind44_build.py

A held-out proxy for issue 43's question ("stacks and failures described nowhere"), aimed at AWS
Trainium and Inferentia and the AWS ML stack as users reported it in public GitHub threads:
torch-neuronx, neuronx-distributed, neuronx-nemo-megatron, optimum-neuron, the Neuron runtime
(NRT) and its collectives (CCOM/ENC), the neuronx-cc compiler, EFA on trn1 under ParallelCluster
and EKS, Ray Train's Neuron backend, and AWS's GPU images and EFA plugin (aws-ofi-nccl) on
p4d/p5/SageMaker. Reports were found with symptom searches of the stored issue threads
("neuronx-distributed training error NRT failed", "torch-neuronx trn1 out of memory device HBM
allocation failed", "neuronx-cc compilation failed error trn1 training", "nccom EFA trn1
multi-node collective timeout slurm", "neuron runtime hardware error NeuronCore DMA error trn1
training", "trn1 multi-node training hang EFA neuronx-distributed", "AWS deep learning container
p4d EFA NCCL error aws-ofi-nccl training", ...) and taken in the order the searches returned
them, skipping only reports without a complete copyable log line and reports any other corpus or
file of the repository cites. It was assembled by one helper who read neither the engine nor its
catalogs; the labels were written before any engine ran on these bundles, and no report cited
here is cited anywhere else in the repository (test_attribution_heldout.py checks it).

Every log line is copied from the public report given next to it (host names, paths, ids and
times as posted; trailing blanks and markdown backticks dropped; a line the report wrapped stays
wrapped as posted). Ours is only the assembly, as in stacks_build.py: which node and stream a
line is filed under, an ISO-8601 time in front of every line (taken from the line's own stamp
where it has one, read as UTC), job.json, the scheduler events and the per-rank step metrics. The
labels follow DESIGN's taxonomy and the rules of the realworld, stacks, frontier and blind READMEs
(see blind44/README.md).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from stacks_build import Case, case_maker, remove_stale, write_split  # noqa: E402

ROOT = HERE / "blind44"
SPLIT = "blind44"

# ---- sources (one public report per incident) --------------------------------------------------
SAMPLES96 = "https://github.com/aws-neuron/aws-neuron-samples/issues/96"
VLLM12443 = "https://github.com/vllm-project/vllm/issues/12443"
SDK947 = "https://github.com/aws-neuron/aws-neuron-sdk/issues/947"
SDK948 = "https://github.com/aws-neuron/aws-neuron-sdk/issues/948"
SDK1118 = "https://github.com/aws-neuron/aws-neuron-sdk/issues/1118"
SDK1122 = "https://github.com/aws-neuron/aws-neuron-sdk/issues/1122"
SAMPLES94 = "https://github.com/aws-neuron/aws-neuron-samples/issues/94"
OPTIMUM303 = "https://github.com/huggingface/optimum-neuron/pull/303"
NKI24 = "https://github.com/aws-neuron/nki-samples/issues/24"
SDK711 = "https://github.com/aws-neuron/aws-neuron-sdk/issues/711"
RAY65071 = "https://github.com/ray-project/ray/pull/65071"
SDK1189 = "https://github.com/aws-neuron/aws-neuron-sdk/issues/1189"
SAMPLES44 = "https://github.com/aws-neuron/aws-neuron-samples/issues/44"
SDK851 = "https://github.com/aws-neuron/aws-neuron-sdk/issues/851"
OFI67 = "https://github.com/aws/aws-ofi-nccl/issues/67"
BASEAMI2 = "https://github.com/aws-samples/aws-efa-nccl-baseami-pipeline/issues/2"
OFI476 = "https://github.com/aws/aws-ofi-nccl/issues/476"
SDK713 = "https://github.com/aws-neuron/aws-neuron-sdk/issues/713"
OFI174 = "https://github.com/aws/aws-ofi-nccl/issues/174"
K8STESTER559 = "https://github.com/aws/aws-k8s-tester/pull/559"
PCSAMPLES25 = "https://github.com/aws-neuron/aws-neuron-parallelcluster-samples/issues/25"
SDK1078 = "https://github.com/aws-neuron/aws-neuron-sdk/issues/1078"
NEMO28 = "https://github.com/aws-neuron/neuronx-nemo-megatron/pull/28"
OPTIMUM668 = "https://github.com/huggingface/optimum-neuron/pull/668"
EKSML93 = ("https://github.com/aws-samples/amazon-eks-machine-learning-with-terraform-and-"
           "kubeflow/issues/93")

CASES: list[Case] = []


case = case_maker(CASES, SPLIT)

MONTHS = {"Jan": "01", "Feb": "02", "Mar": "03", "Apr": "04", "May": "05", "Jun": "06",
          "Jul": "07", "Aug": "08", "Sep": "09", "Oct": "10", "Nov": "11", "Dec": "12"}


def nrt_when(line: str) -> str:
    """The own time of a Neuron runtime line ('2024-May-21 16:08:34.354646 ...'), as ISO."""
    date, clock = line.split()[:2]
    year, month, day = date.split("-")
    whole, frac = clock.split(".")
    return f"{year}-{MONTHS[month]}-{day} {whole}.{frac.ljust(6, '0')[:6]}"


def nrt(c: Case, node: str, stream: str, url: str, *lines: str) -> None:
    for text in lines:
        c.own(node, stream, url, nrt_when(text), text)


def build() -> None:
    build_out_of_memory()
    build_compiler()
    build_runtime_and_setup()
    build_program()
    build_unexplained()
    build_completed()


# ---- device memory exhausted -------------------------------------------------------------------
def build_out_of_memory() -> None:
    # ---- transformers-neuronx Llama 3.1 on inf2.24xlarge: nrt_load_collectives allocation ------
    node = "ml-inf2-24xlarge"
    c = case("b44-inf2-llama31-16k-nrt-load-collectives-allocation-failure", "attributed", "oom",
             [], [node],
             "transformers-neuronx Llama 3.1 8B (16k positions, tp_degree 8) on an "
             "ml.inf2.24xlarge: to_neuron() fails with RuntimeError: nrt_load_collectives "
             "status=4 message=\"Allocation Failure\". The Neuron device memory ran out; nobody "
             "implicated. The line as posted (the node name ours), ISO time ours.",
             start="2025-01-27T15:00:00+00:00", scheduler="sagemaker", ranks_per_node=1)
    c.log(node, "rank-0", SAMPLES96,
          'RuntimeError: nrt_load_collectives status=4 message="Allocation Failure"', t=240.0)
    c.job(245.0, "FAILED", exit_code=1)

    # ---- vLLM on Neuron: nrt_tensor_allocate Allocation Failure while building KV caches -------
    node = "neuron-vllm-host"
    c = case("b44-vllm-neuron-init-caches-nrt-tensor-allocate-failure", "attributed", "oom", [],
             [node],
             "vLLM's Neuron backend (transformers-neuronx) loading a model: while sharding the "
             "KV caches onto the NeuronCores, torch.ops.neuron._parallel_to_neuron raises "
             "RuntimeError: nrt_tensor_allocate status=4 message=\"Allocation Failure\" and the "
             "engine process dies. Device memory exhausted, nobody implicated. Lines as posted "
             "(the node name ours), ISO times ours.",
             start="2025-02-11T14:18:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(node, "rank-0", VLLM12443,
          "ERROR 02-11 14:20:32 engine.py:389]     return ops.parallel_to_nc(self.shard_along_on_"
          "cpu(tensor, dim))",
          'ERROR 02-11 14:20:32 engine.py:389]   File "/opt/conda/lib/python3.10/site-packages/'
          'transformers_neuronx/ops.py", line 49, in parallel_to_nc',
          "ERROR 02-11 14:20:32 engine.py:389]     return torch.ops.neuron._parallel_to_neuron("
          "tensors)",
          'ERROR 02-11 14:20:32 engine.py:389]   File "/opt/conda/lib/python3.10/site-packages/'
          'torch/_ops.py", line 1116, in __call__',
          "ERROR 02-11 14:20:32 engine.py:389]     return self._op(*args, **(kwargs or {}))",
          'ERROR 02-11 14:20:32 engine.py:389] RuntimeError: nrt_tensor_allocate status=4 '
          'message="Allocation Failure"',
          "Process SpawnProcess-1:",
          "Traceback (most recent call last):", t=152.0)
    c.job(160.0, "FAILED", exit_code=1)


    # ---- optimum-neuron non-inlined SDXL: NRT_RESOURCE in nrt_load() ---------------------------
    node = "ip-172-31-33-90"
    c = case("b44-optimum-neuron-sdxl-nrt-resource-in-nrt-load", "attributed", "oom", [], [node],
             "optimum-neuron's tests of a non-inlined SDXL on a Neuron host (Neuron SDK 2.21 "
             "runtime, cores 0 and 1 visible): loading the model fails and the runtime dumps "
             "its info with Failure: NRT_RESOURCE in nrt_load(), the runtime's status for an "
             "allocation it could not make on the device. Device resources exhausted, nobody "
             "implicated. Lines as posted, ISO times from their stamps.",
             start="2024-07-30T14:10:00+00:00", scheduler="static", ranks_per_node=1)
    for when, text in zip(
        ("244396", "252148", "262696", "269348", "275927", "281969", "291438", "297781",
         "305961", "312726"),
        ("------------->8------------[ cut here ]------------>8-------------",
         "NRT version: 2.21.41.0 (fb1705f5f26a084084cc75d6f4201472a1aa8ff1)",
         "CCOM version: 2.0.0.0- (compat 41)",
         "Instance ID: i-0975663b229a10fd1",
         "Cluster ID: N/A",
         "Kernel: Linux 5.15.0-1065-aws #71~20.04.1-Ubuntu SMP Fri Jun 28 19:58:04 UTC 2024",
         "Nodename: ip-172-31-33-90",
         "Driver version: 2.17.17.0",
         "Failure: NRT_RESOURCE in nrt_load()",
         "Visible cores: 0, 1"),
        strict=True,
    ):
        nrt(c, node, "rank-0", OPTIMUM668,
            f"2024-Jul-30 14:22:31.{when} 65191:69012 ERROR   NRT:nrt_infodump{' ' * 28}{text}")
    c.job(760.0, "FAILED", exit_code=1)


# ---- neuronx-cc and its wrappers -------------------------------------------------------------
def build_compiler() -> None:
    # ---- parallel compile on trn1.2xlarge: TEN404 internal tensorizer error --------------------
    node = "trn1-2xlarge-a"
    c = case("b44-trn1-parallel-compile-ten404-tensorizer-error", "attributed", "user_code", [],
             [node],
             "neuronx-distributed 0.8 model compiled with the parallel compile utility on a "
             "trn1.2xlarge: NEURON_CC_WRAPPER reports Failed compilation of a module (neuronx-cc "
             "2.14, TEN404 internal tensorizer error). A compiler error on the program's graph, "
             "nobody implicated. Lines as posted (wrapped as posted), ISO time from the stamp.",
             start="2024-08-15T13:50:00+00:00", scheduler="static", ranks_per_node=1)
    c.own(node, "rank-0", SDK947, "2024-08-15 14:01:20.000062",
          "2024-08-15 14:01:20.000062:  1320  ERROR ||NEURON_CC_WRAPPER||: Failed compilation "
          "with ['neuronx-cc', 'compile', '--target=trn1', '--framework=XLA', '/tmp/no-user/"
          "neuroncc_compile_workdir/174522cf-1aca-4452-8226-518f45fb1498/model.MODULE_")
    c.own(node, "rank-0", SDK947, "2024-08-15 14:01:20.000062",
          "12338015013531573548+00875417.hlo_module.pb', '--output', '/tmp/no-user/neuroncc_"
          "compile_workdir/174522cf-1aca-4452-8226-518f45fb1498/model.MODULE_12338015013531573548"
          "+00875417.neff', '--auto-cast', 'none', '--verbose=35']: 2024-08-15T14:0")
    c.job(680.0, "FAILED", exit_code=1)

    # ---- parallel compile on trn1.2xlarge: NLA001 tensor size must be more than 0 ---------------
    node = "trn1-2xlarge-b"
    c = case("b44-trn1-parallel-compile-nla001-tensor-size-zero", "attributed", "user_code", [],
             [node],
             "The same trn1.2xlarge setup, another module: NEURON_CC_WRAPPER reports Failed "
             "compilation, neuronx-cc's [NLA001] Unhandled exception 'tensor size must be more "
             "than 0, input1_set'. A compiler error, nobody implicated. Lines as posted (wrapped "
             "as posted), ISO times from the stamp.",
             start="2024-08-15T14:45:00+00:00", scheduler="static", ranks_per_node=1)
    for text in (
        "2024-08-15 14:51:41.000622:  2216  ERROR ||NEURON_CC_WRAPPER||: Failed compilation with "
        "['neuronx-cc', 'compile', '--target=trn1', '--framework=XLA', '/tmp/no-user/neuroncc_"
        "compile_workdir/0cb63090-59f2-41e2-80ba-ced4166fa096/model.MODULE_",
        "272695416573893802+00875417.hlo_module.pb', '--output', '/tmp/no-user/neuroncc_compile_"
        "workdir/0cb63090-59f2-41e2-80ba-ced4166fa096/model.MODULE_272695416573893802+00875417."
        "neff', '--auto-cast', 'none', '--verbose=35']: 2024-08-15T14:51:41",
        "Z [NLA001]  Unhandled exception with message: tensor size must be more than 0, "
        "input1_set - Please open a support ticket at https://github.com/aws-neuron/aws-neuron-"
        "sdk/issues/new. You may also be able to obtain more information using the",
    ):
        c.own(node, "rank-0", SDK948, "2024-08-15 14:51:41.000622", text)
    c.job(405.0, "FAILED", exit_code=1)

    # ---- ResNet training on trn1: internal compiler error, allocated memory out of bound -------
    node = "trn1-resnet-host"
    c = case("b44-trn1-resnet-compiler-allocated-memory-out-of-bound", "attributed", "user_code",
             [], [node],
             "ResNet training on a Trainium instance: neuronx-cc stops with An Internal Compiler "
             "Error has occurred, [NLA001] Unhandled exception 'Allocated memory out of bound' "
             "(a state-buffer allocation inside the compiler), CompilerInternalError. A compiler "
             "error on the program's graph, not device memory at run time; nobody implicated. "
             "Lines as posted (the node name ours), ISO times from the stamps.",
             start="2025-02-23T23:40:00+00:00", scheduler="static", ranks_per_node=1)
    star = "*" * 63
    for text in (
        f"2025-02-24T00:04:00Z ERROR 5521 [neuronxcc.driver.CommandDriver]: {star}",
        "2025-02-24T00:04:00Z ERROR 5521 [neuronxcc.driver.CommandDriver]:  An Internal Compiler "
        "Error has occurred",
        f"2025-02-24T00:04:00Z ERROR 5521 [neuronxcc.driver.CommandDriver]: {star}",
        "2025-02-24T00:04:00Z ERROR 5521 [neuronxcc.driver.CommandDriver]:",
        "2025-02-24T00:04:00Z USER 5521 [neuronxcc.driver.CommandDriver]: [NLA001]  Unhandled "
        "exception with message: Allocated memory out of bound {maximum.11_VN_0_ReloadStore6898_"
        "ShrinkedCopy_partial}@SB<0,185856>(756257x10376)#Internal DebugInfo: <maximum.11_VN_0_"
        "ReloadStore6898_ShrinkedCopy_partial||UNDEF||[756257, 10376]> - Please open a support "
        "ticket at https://github.com/aws-neuron/aws-neuron-sdk/issues/new. You may also be able "
        "to obtain more information using the 'XLA_IR_DEBUG' and 'XLA_HLO_DEBUG' environment "
        "variables.",
        "2025-02-24T00:04:00Z ERROR 5521 [neuronxcc.driver.CommandDriver]:",
        "2025-02-24T00:04:00Z ERROR 5521 [neuronxcc.driver.CommandDriver]: Internal details:",
        "2025-02-24T00:04:00Z ERROR 5521 [neuronxcc.driver.CommandDriver]: Type: <class "
        "'neuronxcc.driver.Exceptions.CompilerInternalError'>",
    ):
        c.own(node, "rank-0", SDK1118, "2025-02-24 00:04:00", text)
    c.job(1450.0, "FAILED", exit_code=1)

    # ---- ResNet50 training with --optlevel=1: BIR error, access pattern out of bound ------------
    node = "trn2-resnet50-host"
    c = case("b44-resnet50-optlevel1-bir-access-pattern-out-of-bound", "attributed",
             "user_code", [], [node],
             "ResNet50 training on Trainium compiled with --target=trn1 --optlevel=1: neuronx-cc "
             "reports an Internal Compiler Error, [NLA001] === BIR error === Access pattern out "
             "of bound on a Memset instruction. A compiler error, nobody implicated. Lines as "
             "posted (the node name ours), ISO times from the stamps (the continuation lines "
             "take the stamp before them).",
             start="2025-03-26T03:20:00+00:00", scheduler="static", ranks_per_node=1)
    for text in (
        f"2025-03-26T03:43:31Z ERROR 42759 [neuronxcc.driver.CommandDriver]: {star}",
        "2025-03-26T03:43:31Z ERROR 42759 [neuronxcc.driver.CommandDriver]:  An Internal "
        "Compiler Error has occurred",
        f"2025-03-26T03:43:31Z ERROR 42759 [neuronxcc.driver.CommandDriver]: {star}",
        "2025-03-26T03:43:31Z ERROR 42759 [neuronxcc.driver.CommandDriver]:",
        "2025-03-26T03:43:31Z USER 42759 [neuronxcc.driver.CommandDriver]: Warning: Non-output "
        "memory location with no reader: {bias_memset.719}@SB<0,0>(128x2)#Internal DebugInfo: "
        "<bias_memset.719||UNDEF||[128, 1, 1]>",
        "[NLA001]  Unhandled exception with message: === BIR error ===",
        "Reason: Access pattern out of bound.",
        "Instruction: I-6012-337-accel_sg0000",
        "Opcode: Memset",
    ):
        c.own(node, "rank-0", SDK1122, "2025-03-26 03:43:31", text)
    c.job(1420.0, "FAILED", exit_code=1)

    # ---- Stable Diffusion training, neuron_parallel_compile: neuronx-cc exit status 70 ----------
    node = "trn1-sd-train-host"
    c = case("b44-sd-training-parallel-compile-neuronx-cc-exit-70", "attributed", "user_code",
             [], [node],
             "Stable Diffusion training graphs pre-compiled with neuron_parallel_compile on trn1 "
             "(torch-neuronx, PyTorch 2.1 venv): the neuronx-cc subprocess returns non-zero exit "
             "status 70 (cnn-training, -O1) and the parallel compile task raises. A compiler "
             "failure on the program's graph, nobody implicated. Lines as posted (the node name "
             "ours), ISO times from the stamp (the others ours).",
             start="2024-12-24T10:40:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(node, "rank-0", SAMPLES94,
          "subprocess.CalledProcessError: Command '['neuronx-cc', 'compile', '--framework=XLA', "
          "'/tmp/ubuntu/neuroncc_compile_workdir/cf1c760d-c8e8-4d30-926f-47a09e0e84a0/model."
          "MODULE_13795660956479274162+d505a3f8.hlo_module.pb', '--output', '/tmp/ubuntu/"
          "neuroncc_compile_workdir/cf1c760d-c8e8-4d30-926f-47a09e0e84a0/model.MODULE_"
          "13795660956479274162+d505a3f8.neff', '--target=trn1', '--model-type=cnn-training', "
          "'-O1', '--enable-saturate-infinity', '--verbose=35']' returned non-zero exit status "
          "70.", t=1832.0)
    c.own(node, "rank-0", SAMPLES94, "2024-12-24 11:10:32.000606",
          "2024-12-24 11:10:32.000606:  788421  INFO ||NEURON_PARALLEL_COMPILE||: sub-process 1 "
          "got exception: None")
    c.log(node, "rank-0", SAMPLES94,
          "concurrent.futures.process._RemoteTraceback: ",
          '"""',
          "Traceback (most recent call last):",
          '  File "/usr/lib/python3.10/concurrent/futures/process.py", line 246, in '
          "_process_worker",
          "    r = call_item.fn(*call_item.args, **call_item.kwargs)", t=1832.5)
    c.job(1840.0, "FAILED", exit_code=1)

    # ---- optimum-neuron Mistral TP CI: neuronx-cc fails on a numpy ABI mismatch ----------------
    node = "optimum-neuron-ci-trn1"
    c = case("b44-optimum-neuron-mistral-tp-compile-numpy-api-mismatch", "attributed",
             "user_code", [], [node],
             "optimum-neuron's tests of tensor-parallel Mistral training on trn1: compilation "
             "fails because neuronx-cc was 'compiled against API version 0xf but this version of "
             "numpy is 0xe'. An environment (package) error, nobody implicated. The line as "
             "posted (the node name ours), ISO time ours.",
             start="2023-11-23T09:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(node, "rank-0", OPTIMUM303,
          "RuntimeError: Failed compilation with ['neuronx-cc', '--target=trn1', 'compile', "
          "'--framework', 'XLA', '/tmp/ubuntu/neuroncc_compile_workdir/3240483d-9e28-412f-94d4-"
          "a780ee2d02f4/model.MODULE_10323388975015170861+abb26765.hlo.pb', '--output', '/tmp/"
          "ubuntu/neuroncc_compile_workdir/3240483d-9e28-412f-94d4-a780ee2d02f4/model.MODULE_"
          "10323388975015170861+abb26765.neff', '--model-type=transformer', '--verbose=35']: "
          "RuntimeError: module compiled against API version 0xf but this version of numpy is "
          "0xe", t=75.0)
    c.job(80.0, "FAILED", exit_code=1)

    # ---- NKI LoRA kernel: [F134] neuronx-cc terminated abnormally ----------------------------
    node = "trn1-nki-dev"
    c = case("b44-nki-lora-kernel-neuronx-cc-terminated-abnormally", "attributed", "user_code",
             [], [node],
             "An NKI LoRA kernel run baremetal on a Trainium host: neuronx-cc terminates "
             "abnormally ([F134]) and the kernel call raises Compilation failed. A compiler "
             "crash on the program's kernel, nobody implicated. Lines as posted (the node name "
             "ours), ISO times ours.",
             start="2024-10-02T18:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(node, "rank-0", NKI24,
          "[F134] neuronx-cc terminated abnormally - Please open a support ticket at "
          "https://github.com/aws-neuron/aws-neuron-sdk/issues/new",
          "Traceback (most recent call last):",
          '  File "/home/ubuntu/nki-kernels/out/../src/lora/nki_first_pass.py", line 130, in '
          "<module>",
          "    main()",
          '  File "/home/ubuntu/nki-kernels/out/../src/lora/nki_first_pass.py", line 126, in '
          "main",
          "    I, PW, A, SB, O = launch()", t=48.0)
    c.job(50.0, "FAILED", exit_code=1)

    # ---- Stable Diffusion 2.1 build on Ubuntu 22.04: neuronx-cc SEGFAULT ------------------------
    node = "sd21-ci-ubuntu22"
    c = case("b44-sd21-ubuntu22-neuronx-cc-segfault", "attributed", "user_code", [], [node],
             "A containerized Stable Diffusion 2.1 build (Ubuntu 22.04, Python 3.10, neuronx-cc "
             "2.8): the compiler crashes with SEGFAULT; the same build works on Ubuntu 20.04. A "
             "crash of the toolchain in the program's environment, nobody implicated. The line "
             "as posted (the node name ours), ISO time ours.",
             start="2023-07-21T16:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(node, "rank-0", SDK711,
          "Neuron: The neuronx-cc (neuron compiler) crashed (SEGFAULT). This is likely due to a "
          "bug in the compiler. Please lodge an issue at 'https://github.com/aws/aws-neuron-sdk/"
          "issues'", t=610.0)
    c.job(612.0, "FAILED", exit_code=1)


# ---- the Neuron runtime, its collectives and the EFA/NCCL setup -------------------------------
def build_runtime_and_setup() -> None:
    # ---- Ray Train on two trn1.32xlarge: Nrt::BuildGlobalComm fails (no root comm id) ----------
    n0, n1 = "trn1-32xl-head", "trn1-32xl-worker"
    c = case("b44-ray-train-two-trn1-buildglobalcomm-non-specific-failure", "attributed",
             "user_code", [], [n0, n1],
             "Ray Train's Neuron XLA backend on two trn1.32xlarge hosts (64 workers, one "
             "NeuronCore each): backend startup fails in _setup_xla_torch_process_group with "
             "Nrt::BuildGlobalComm failed ... Non specific failure, because nothing set "
             "NEURON_RT_ROOT_COMM_ID for the cross-instance rendezvous. A configuration error of "
             "the training setup, nobody implicated. The line as posted (node names ours), ISO "
             "time ours.",
             start="2026-07-28T10:00:00+00:00", scheduler="ray", ranks_per_node=1)
    c.log(n0, "rank-0", RAY65071,
          'Nrt::BuildGlobalComm failed on NeuronCores 0-1(2):  nrt_status=1, message="Non '
          'specific failure".', t=95.0)
    c.job(100.0, "FAILED", exit_code=1)

    # ---- torch-neuronx point-to-point send/recv: NRT_INVALID in nrt_load() ---------------------
    node = "ip-172-31-62-160.us-west-2.compute.internal"
    c = case("b44-neuronx-p2p-send-recv-nrt-invalid-nrt-load", "attributed", "user_code", [],
             [node],
             "A torch-neuronx point-to-point send/receive test on one Trainium host: two "
             "processes' runtimes dump their info and fail with NRT_INVALID in nrt_load(). The "
             "loaded program is invalid for the runtime, an error of the program, nobody "
             "implicated. Lines as posted, ISO times from their stamps.",
             start="2025-06-28T22:18:30+00:00", scheduler="static", ranks_per_node=2)
    nrt(c, node, "rank-1", SDK1189,
        "2025-Jun-28 22:19:15.499043  8649:8757  ERROR   NRT:nrt_infodump                       "
        "     Cluster ID: N/A")
    nrt(c, node, "rank-0", SDK1189,
        "2025-Jun-28 22:19:15.499807  8652:8728  ERROR   NRT:nrt_infodump                       "
        "     Kernel: Linux 6.1.115-126.197.amzn2023.x86_64 #1 SMP PREEMPT_DYNAMIC Tue Nov  5 "
        "17:36:57 UTC 2024")
    nrt(c, node, "rank-1", SDK1189,
        "2025-Jun-28 22:19:15.500598  8649:8757  ERROR   NRT:nrt_infodump                       "
        "     Kernel: Linux 6.1.115-126.197.amzn2023.x86_64 #1 SMP PREEMPT_DYNAMIC Tue Nov  5 "
        "17:36:57 UTC 2024")
    nrt(c, node, "rank-0", SDK1189,
        "2025-Jun-28 22:19:15.502016  8652:8728  ERROR   NRT:nrt_infodump                       "
        "     Nodename: ip-172-31-62-160.us-west-2.compute.internal")
    nrt(c, node, "rank-1", SDK1189,
        "2025-Jun-28 22:19:15.503437  8649:8757  ERROR   NRT:nrt_infodump                       "
        "     Nodename: ip-172-31-62-160.us-west-2.compute.internal")
    nrt(c, node, "rank-0", SDK1189,
        "2025-Jun-28 22:19:15.504560  8652:8728  ERROR   NRT:nrt_infodump                       "
        "     Driver version: 2.19.64.0")
    nrt(c, node, "rank-1", SDK1189,
        "2025-Jun-28 22:19:15.505628  8649:8757  ERROR   NRT:nrt_infodump                       "
        "     Driver version: 2.19.64.0")
    nrt(c, node, "rank-0", SDK1189,
        "2025-Jun-28 22:19:15.506590  8652:8728  ERROR   NRT:nrt_infodump                       "
        "     Failure: NRT_INVALID in nrt_load()")
    nrt(c, node, "rank-1", SDK1189,
        "2025-Jun-28 22:19:15.507588  8649:8757  ERROR   NRT:nrt_infodump                       "
        "     Failure: NRT_INVALID in nrt_load()")
    c.job(50.0, "FAILED", exit_code=1)

    # ---- inf2.8xlarge SD2 notebook: runtime cannot be initialized (cores held by others) -------
    node = "inf2-8xlarge-notebook"
    c = case("b44-inf2-sd2-neuron-runtime-cannot-be-initialized", "attributed", "user_code", [],
             [node],
             "The Stable Diffusion 2 inference notebook on an inf2.8xlarge: loading the compiled "
             "UNet onto the NeuronCores raises 'Neuron runtime cannot be initialized; cannot "
             "determine the number of available NeuronCores' (earlier notebook processes still "
             "held the cores). An error of the program's environment, nobody implicated. The "
             "line as posted (the node name ours), ISO time ours.",
             start="2023-09-24T08:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(node, "rank-0", SAMPLES44,
          "RuntimeError: Neuron runtime cannot be initialized; cannot determine the number of "
          "available NeuronCores", t=300.0)
    c.job(302.0, "FAILED", exit_code=1)

    # ---- optimum-neuron T5 tensor-parallel example: nrt_init failed to initialize devices ------
    node = "ip-172-31-33-90"
    c = case("b44-optimum-neuron-t5-tp-nrt-init-failed-to-initialize-devices", "attributed",
             "user_code", [], [node],
             "optimum-neuron's tensor-parallel T5 example on a Trainium host: the runtimes of "
             "the worker processes dump their info; one fails in nrt_init (Failed to initialize "
             "devices, error:1) with TDRV not initialized. The example's processes could not "
             "get the devices; no hardware fault is shown, nobody implicated. Lines as posted, "
             "ISO times from their stamps.",
             start="2024-05-21T16:07:00+00:00", scheduler="static", ranks_per_node=2)
    nrt(c, node, "rank-1", SDK851,
        "2024-May-21 16:08:34.354646 58102:58102 ERROR  TDRV:notification_destroy              "
        "      Notifications not initialized!")
    nrt(c, node, "rank-0", SDK851,
        "2024-May-21 16:08:34.360930 58098:58098 ERROR   NRT:nrt_infodump                      "
        "      Instance ID: i-0975663b229a10fd1")
    nrt(c, node, "rank-1", SDK851,
        "2024-May-21 16:08:34.367652 58102:58102 ERROR  TDRV:notification_destroy              "
        "      Notifications not initialized!")
    nrt(c, node, "rank-0", SDK851,
        "2024-May-21 16:08:34.375127 58098:58098 ERROR   NRT:nrt_infodump                      "
        "      Cluster ID: N/A")
    nrt(c, node, "rank-1", SDK851,
        "2024-May-21 16:08:34.385789 58102:58102 ERROR  TDRV:notification_destroy              "
        "      Notifications not initialized!")
    nrt(c, node, "rank-0", SDK851,
        "2024-May-21 16:08:34.392177 58098:58098 ERROR   NRT:nrt_infodump                      "
        "      Kernel: Linux 5.15.0-1058-aws #64~20.04.1-Ubuntu SMP Tue Apr 9 11:12:27 UTC 2024")
    nrt(c, node, "rank-1", SDK851,
        "2024-May-21 16:08:34.398998 58102:58102 ERROR  TDRV:tdrv_destroy                      "
        "      TDRV not initialized")
    nrt(c, node, "rank-0", SDK851,
        "2024-May-21 16:08:34.406910 58098:58098 ERROR   NRT:nrt_infodump                      "
        "      Nodename: ip-172-31-33-90")
    nrt(c, node, "rank-1", SDK851,
        "2024-May-21 16:08:34.413221 58102:58102 ERROR   NRT:nrt_init                          "
        "      Failed to initialize devices, error:1")
    nrt(c, node, "rank-0", SDK851,
        "2024-May-21 16:08:34.419577 58098:58098 ERROR   NRT:nrt_infodump                      "
        "      Driver version: 2.16.7.0")
    c.job(100.0, "FAILED", exit_code=1)

    # ---- DeepSpeed image on two p4d: aws-ofi-nccl finds no EFA provider ------------------------
    n0, n1 = "10.3.35.83", "10.3.60.130"
    c = case("b44-p4d-deepspeed-image-ofi-no-optimal-provider", "attributed", "user_code", [],
             [n0, n1],
             "aws-ofi-nccl's message-transfer test under mpirun on two p4d hosts, in a DeepSpeed "
             "image after upgrading NCCL 2.10.3 and PyTorch 1.10: NET/OFI cannot find any "
             "optimal provider (FI_PROVIDER=efa) and the test fails with OFI NCCL failure: 2. "
             "EFA was not usable in the image's setup; no link or device fault is shown, nobody "
             "implicated. Lines as posted (the filing under 10.3.35.83 as posted), ISO times "
             "ours.",
             start="2021-09-01T12:00:00+00:00", scheduler="mpi", ranks_per_node=1)
    c.log(n0, "rank-0", OFI67,
          "10.3.35.83: Warning: Permanently added '[10.3.60.130]:2022' (RSA) to the list of "
          "known hosts.",
          "10.3.35.83: INFO: Function: ofi_init Line: 1076: NET/OFI Running on P4d platform, "
          "Setting NCCL_TOPO_FILE environment variable to /home/deepspeed/aws-ofi-nccl/install/"
          "share/aws-ofi-nccl/xml/p4d-24xl-topo.xml",
          "10.3.35.83: INFO: Function: ofi_init Line: 1102: NET/OFI Setting RDMAV_FORK_SAFE "
          "environment variable to 1.",
          "10.3.35.83: WARN: Function: find_ofi_provider Line: 543: NET/OFI Couldn't find any "
          "optimal provider",
          "10.3.35.83: WARN: Function: main Line: 66: NET/OFI OFI NCCL failure: 2", t=6.0)
    c.job(8.0, "FAILED", exit_code=1)

    # ---- MLPerf BERT in a container on p4d: NET/OFI no optimal provider -----------------------
    node = "p4d-24xlarge-mlperf"
    c = case("b44-p4d-container-mlperf-bert-ofi-no-optimal-provider", "attributed",
             "user_code", [], [node],
             "MLPerf BERT in a Docker image with EFA installed from the base-AMI pipeline's "
             "Dockerfile, on a p4d.24xlarge: NCCL warns NET/OFI Couldn't find any optimal "
             "provider (fi_info finds no efa provider inside the container, while the host "
             "has one). A container setup error, nobody implicated. The line as posted (the "
             "node name ours), ISO time ours.",
             start="2021-08-19T09:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(node, "rank-0", BASEAMI2,
          "find_ofi_provider:543 NCCL WARN NET/OFI Couldn't find any optimal provider", t=40.0)
    c.job(45.0, "FAILED", exit_code=1)

    # ---- nccl-tests on two p5 pods (EKS, MPIJob): NCCL topology internal error -----------------
    node = "test-nccl-p5-2-worker-0"
    c = case("b44-eks-p5-nccl-tests-topology-cpu-arch-internal-error", "attributed",
             "user_code", [], [node, "test-nccl-p5-2-worker-1"],
             "nccl-tests from the AWS distributed-training samples on two p5 nodes (4 GPUs "
             "each, Kubernetes MPIJob), working on p4/p4de: NCCL warns 'Attribute arch of node "
             "cpu not found' while reading its topology and the test stops with an internal "
             "error. A topology/configuration error of the setup, nobody implicated. Lines as "
             "posted, ISO times ours.",
             start="2024-07-25T18:00:00+00:00", scheduler="kubernetes", ranks_per_node=4)
    c.log(node, "rank-2", OFI476,
          "[1,2]<stdout>:test-nccl-p5-2-worker-0:75:95 [2] graph/xml.h:101 NCCL WARN Attribute "
          "arch of node cpu not found",
          "[1,2]<stdout>:test-nccl-p5-2-worker-0:75:95 [2] NCCL INFO graph/topo.cc:493 -> 3",
          "[1,2]<stdout>:test-nccl-p5-2-worker-0:75:95 [2] NCCL INFO graph/topo.cc:623 -> 3",
          "[1,2]<stdout>:test-nccl-p5-2-worker-0:75:95 [2] NCCL INFO graph/topo.cc:773 -> 3",
          "[1,2]<stdout>:test-nccl-p5-2-worker-0:75:95 [2] NCCL INFO init.cc:1012 -> 3",
          "[1,2]<stdout>:test-nccl-p5-2-worker-0:75:95 [2] NCCL INFO init.cc:1548 -> 3",
          "[1,2]<stdout>:test-nccl-p5-2-worker-0:75:95 [2] NCCL INFO group.cc:64 -> 3 [Async "
          "thread]",
          "[1,2]<stdout>:test-nccl-p5-2-worker-0:75:75 [2] NCCL INFO group.cc:418 -> 3",
          "[1,2]<stdout>:test-nccl-p5-2-worker-0:75:75 [2] NCCL INFO group.cc:95 -> 3",
          "[1,2]<stdout>:test-nccl-p5-2-worker-0: Test NCCL failure common.cu:961 'internal "
          "error - please report this issue to the NCCL developers / '",
          "[1,2]<stdout>: .. test-nccl-p5-2-worker-0 pid 75: Test failure common.cu:844",
          t=12.0)
    c.job(15.0, "FAILED", exit_code=1)


# ---- the program's own exceptions --------------------------------------------------------------
def build_program() -> None:
    # ---- NxD Llama2 7B PyTorch Lightning on EKS: fatal error saving the step-100 checkpoint -----
    node = "trn1-eks-llama2-ptl"
    c = case("b44-nxd-llama2-ptl-eks-checkpoint-save-traceback", "attributed", "user_code", [],
             [node],
             "The neuronx-distributed Llama2 7B PyTorch Lightning example on EKS (trn1): "
             "training runs (steps 96-97 logged at about 41 s each), then saving the checkpoint "
             "after 100 global steps fails; the ranks' tracebacks run through Lightning's "
             "save_checkpoint into neuronx_distributed's strategy and checkpoint_io. An "
             "exception of the program's checkpointing, nobody implicated. Lines as posted (two "
             "ranks' tracebacks interleaved as posted; the node name ours), ISO times ours.",
             start="2024-04-10T08:00:00+00:00", scheduler="kubernetes", ranks_per_node=1)
    c.steps(90, 98, every=41.0)
    c.log(node, "rank-0", EKSML93,
          "Epoch 0:  41%|████▏     | 6144/14876 [1:06:58<1:35:10,  1.53it/s, v_num=0, "
          "loss=6.000, lr=0.000285, input_ids=5.21e+7, throughput=24.60, global_step_step=95.00]"
          "step 96 loss is 6.002302169799805, lr is 0.00028799999999999995, throughput "
          "24.631530041674928 seq/s,  input_ids 35873595, norm tensor([3.2969], "
          "device='xla:0'), global rank 0", t=246.0)
    c.log(node, "rank-0", EKSML93,
          "Epoch 0:  42%|████▏     | 6208/14876 [1:07:39<1:34:28,  1.53it/s, v_num=0, "
          "loss=6.000, lr=0.000288, input_ids=3.59e+7, throughput=24.60, global_step_step=96.00]"
          "step 97 loss is 5.956272125244141, lr is 0.00029099999999999997, throughput "
          "24.63089836600094 seq/s,  input_ids 37864961, norm tensor([3.1562], "
          "device='xla:0'), global rank 0", t=287.0)
    c.log(node, "rank-0", EKSML93,
          '  File "/usr/local/lib/python3.10/site-packages/pytorch_lightning/trainer/trainer.py",'
          " line 1384, in save_checkpoint",
          '  File "/usr/local/lib/python3.10/site-packages/pytorch_lightning/trainer/trainer.py",'
          " line 1384, in save_checkpoint",
          "    self._save_checkpoint(trainer, filepath)",
          '  File "/usr/local/lib/python3.10/site-packages/pytorch_lightning/callbacks/model_'
          'checkpoint.py", line 373, in _save_checkpoint',
          "    trainer.save_checkpoint(filepath, self.save_weights_only)",
          '  File "/usr/local/lib/python3.10/site-packages/pytorch_lightning/trainer/trainer.py",'
          " line 1384, in save_checkpoint",
          "        self.strategy.save_checkpoint(checkpoint, filepath, storage_options=storage_"
          "options)",
          "self.strategy.save_checkpoint(checkpoint, filepath, storage_options=storage_options)",
          '  File "/usr/local/lib/python3.10/site-packages/neuronx_distributed/lightning/'
          'strategy.py", line 195, in save_checkpoint',
          '  File "/usr/local/lib/python3.10/site-packages/neuronx_distributed/lightning/'
          'strategy.py", line 195, in save_checkpoint',
          "        self.checkpoint_io.save_checkpoint(self.checkpoint_io.save_checkpoint(",
          '  File "/usr/local/lib/python3.10/site-packages/neuronx_distributed/lightning/'
          'checkpoint_io.py", line 67, in save_checkpoint', t=420.0)
    c.job(430.0, "FAILED", exit_code=1)


# ---- nothing in the bundle says why ------------------------------------------------------------
def build_unexplained() -> None:
    # ---- HF trainer on trn1.32xlarge, 32 processes: CCOM bootstrap timeouts --------------------
    node = "trn1-32xlarge"
    c = case("b44-trn1-32xl-nproc32-ccom-timeout-waiting-for-rx", "ambiguous", "hang", [],
             [node],
             "The HF trainer fine-tuning tutorial on one trn1.32xlarge with --nproc_per_node=32 "
             "(2 and 8 work): the collectives' bootstrap of many ranks waits 120 s for incoming "
             "connections and data and keeps retrying. No rank is shown stopping first and no "
             "initiating error: a hang, nobody implicated. Lines as posted (the node name ours), "
             "ISO times from their stamps.",
             start="2023-08-01T16:10:00+00:00", scheduler="static", ranks_per_node=32)
    for rank, text in (
        (31, "2023-Aug-01 16:14:43.0210 332066:332508 [31] bootstrap.cc:89 CCOM WARN Timeout "
             "waiting for incoming connection (waited 120 sec)"),
        (29, "2023-Aug-01 16:14:43.0241 332066:332494 [29] include/socket.h:579 CCOM WARN "
             "Timeout waiting for RX (waited 120 sec) - retrying"),
        (1, "2023-Aug-01 16:14:43.0256 332066:332298 [1] include/socket.h:579 CCOM WARN Timeout "
            "waiting for RX (waited 120 sec) - retrying"),
        (27, "2023-Aug-01 16:14:43.0263 332066:332480 [27] bootstrap.cc:89 CCOM WARN Timeout "
             "waiting for incoming connection (waited 120 sec)"),
        (8, "2023-Aug-01 16:14:43.0267 332066:332347 [8] include/socket.h:579 CCOM WARN Timeout "
            "waiting for RX (waited 120 sec) - retrying"),
        (28, "2023-Aug-01 16:14:43.0302 332066:332487 [28] include/socket.h:579 CCOM WARN "
             "Timeout waiting for RX (waited 120 sec) - retrying"),
        (26, "2023-Aug-01 16:14:43.0303 332066:332473 [26] bootstrap.cc:89 CCOM WARN Timeout "
             "waiting for incoming connection (waited 120 sec)"),
    ):
        c.own(node, f"rank-{rank}", SDK713, nrt_when(text), text)
    c.job(900.0, "CANCELLED")

    # ---- SageMaker DLC on ml.p3.16xlarge: OFI init fails, the job seems to hang ---------------
    node = "algo-1"
    c = case("b44-sagemaker-p3-dlc-ofi-only-efa-provider-then-hang", "ambiguous", "hang", [],
             [node],
             "PyTorch DDP (NCCL) in an image based on the SageMaker PyTorch 1.13.1 training DLC "
             "on one ml.p3.16xlarge (no EFA on that instance): aws-ofi-nccl warns that only the "
             "EFA provider is supported and its initialization failed (NCCL then uses its own "
             "transports), and the job seems to hang. The warnings are not a cause, no rank is "
             "shown stopping first: a hang, nobody implicated. Lines as posted, ISO times ours.",
             start="2023-02-05T10:00:00+00:00", scheduler="sagemaker", ranks_per_node=8)
    c.log(node, "rank-0", OFI174,
          "algo-1:249:249 [0] ofi_init:1288 NCCL WARN NET/OFI Only EFA provider is supported",
          "algo-1:249:249 [0] ofi_init:1339 NCCL WARN NET/OFI aws-ofi-nccl initialization "
          "failed", t=60.0)
    c.job(3660.0, "CANCELLED")

    # ---- aws-k8s-tester Neuron test on two trn1.32xlarge EKS nodes: job never completes --------
    n0 = "ip-172-31-56-35.us-west-2.compute.internal"
    n1 = "ip-172-31-59-221.us-west-2.compute.internal"
    c = case("b44-eks-trn1-neuron-single-node-job-never-completes", "ambiguous", "hang", [],
             [n0, n1],
             "aws-k8s-tester's Neuron e2e test on two trn1.32xlarge EKS nodes (Neuron SDK "
             "2.21.0 image): the single-node test job is applied and the tester waits for it to "
             "complete for about half an hour until interrupted by hand. Nothing shows a rank "
             "stopping or an error: a hang, nobody implicated. Lines as posted (filed under the "
             "first node), ISO times from their stamps (the others ours).",
             start="2025-01-13T17:33:00+00:00", scheduler="kubernetes", ranks_per_node=1)
    for text in (
        "2025/01/13 17:33:28 [INFO] Processing node ip-172-31-56-35.us-west-2.compute.internal",
        "2025/01/13 17:33:28 [INFO] Processing node ip-172-31-59-221.us-west-2.compute.internal",
        "2025/01/13 17:33:28 [INFO] Total Nodes: 2",
        "2025/01/13 17:33:28 [INFO] Total Neuron Count: 32, Neuron Per Node: 16",
        "2025/01/13 17:33:28 [INFO] Total Neuron Core Count: 64, Neuron Core Per Node: 32",
        "2025/01/13 17:33:28 [INFO] Total EFA Count: 16, EFA Per Node: 8",
    ):
        c.own(n0, "tester", K8STESTER559, "2025-01-13 17:33:28", text)
    c.log(n0, "tester", K8STESTER559,
          "=== RUN   TestNeuronNodes",
          "=== RUN   TestNeuronNodes/single-node",
          "    neuron_test.go:60: Applying single node manifest",
          "    neuron_test.go:65: Manifest applied successfully",
          "=== RUN   TestNeuronNodes/single-node/Single_node_test_Job_succeeds",
          "    neuron_test.go:72: Waiting for single node job to complete", t=29.0)
    c.log(n0, "tester", K8STESTER559,
          "^Csignal: interrupt",
          "FAIL    github.com/aws/aws-k8s-tester/test/cases/neuron 1735.234s", t=1764.0)
    c.job(1765.0, "CANCELLED")

    # ---- neuronx-nemo-megatron GPT-3 on 4 trn1 nodes, Ubuntu 22.04: neuronNetRegMr fails -------
    nodes = ["trn1-pcluster-st-1", "trn1-pcluster-st-2", "trn1-pcluster-st-3",
             "trn1-pcluster-st-4"]
    c = case("b44-nemo-megatron-gpt3-ubuntu22-neuronnetregmr-failed", "ambiguous", "unknown",
             [], nodes,
             "The neuronx-nemo-megatron GPT-3 pre-training tutorial on a 4-node trn1 "
             "ParallelCluster (Slurm, EFA), Ubuntu 22.04 only (20.04 works): after 12-18 hours "
             "one or more processes, on any node, fail to register their channel buffers with "
             "the network (failed neuronNetRegMr request to NCCL, failed to configure network "
             "connector for RING). The failure follows the OS stack, not a machine, and the "
             "bundle does not say why registration failed: ambiguous, nobody implicated. Lines "
             "as posted (filed under the first node), ISO times from their stamps.",
             start="2024-01-11T01:00:00+00:00", scheduler="slurm", ranks_per_node=1)
    c.steps(1, 4, every=14400.0)
    nrt(c, nodes[0], "rank-0", PCSAMPLES25,
        "2024-Jan-11 19:01:15.502423 18506:21252 ERROR   ENC:ncclNetRegMr                      "
        "      failed neuronNetRegMr request to NCCL",
        "2024-Jan-11 19:01:15.502435 18506:21252 ERROR   ENC:configure_net_connector           "
        "      [rank 0, channel 0] failed to register channel buffer, addr: 0x0x7fd881000000, "
        "len: 50331648",
        "2024-Jan-11 19:01:15.503417 18506:21252 ERROR   ENC:alg_ring_init                     "
        "      [nec_dev 13] failed to configure network connector for RING",
        "2024-Jan-11 19:01:15.499989 18506:21240 ERROR   ENC:ncclNetRegMr                      "
        "      failed neuronNetRegMr request to NCCL",
        "2024-Jan-11 19:01:15.503432 18506:21240 ERROR   ENC:configure_net_connector           "
        "      [rank 0, channel 0] failed to register channel buffer, addr: 0x0x7fd895000000, "
        "len: 50331648")
    c.job(64900.0, "FAILED", exit_code=1)


# ---- runs that completed ---------------------------------------------------------------------
def build_completed() -> None:
    # ---- optimum-neuron LCM compilation ends with NRT:nrt_close error line ---------------------
    node = "optimum-neuron-inf2-ci"
    c = case("b44-optimum-neuron-lcm-compile-ends-nrt-close-unexpected-state", "no_failure",
             "unknown", [], [node],
             "optimum-neuron bumping to Neuron SDK 2.21.0: the compilation of an LCM model "
             "finishes and, by its end, the runtime prints ERROR NRT:nrt_close Unexpected "
             "runtime state: NRT_STATE_START. The compilation completed; a scary line of a "
             "finished run. The line as posted (the node name ours), ISO time from its stamp.",
             start="2025-01-03T20:40:00+00:00", scheduler="static", ranks_per_node=1)
    nrt(c, node, "rank-0", SDK1078,
        "2025-Jan-03 21:00:33.247541 13423:13423 ERROR   NRT:nrt_close                         "
        "      Unexpected runtime state: NRT_STATE_START")
    c.job(1240.0, "COMPLETED", exit_code=0)

    # ---- neuronx-nemo-megatron on EKS (the nodelist fix): loss=nan shown, training goes on -----
    nodes = ["trn1-eks-worker-0", "trn1-eks-worker-1"]
    c = case("b44-nemo-megatron-eks-loss-nan-display-training-goes-on", "no_failure", "unknown",
             [], nodes,
             "neuronx-nemo-megatron on Kubernetes (the nodelist helper fix): the progress bar "
             "shows loss=nan next to reduced_train_loss 3.9-4.0 and finite gradient norms while "
             "global steps 563-565 go by at about 14 s each; the run was reported working with "
             "the fix. A running job with a scary field, nothing failed. The progress line as "
             "posted, split where the bar redrew (node names ours), ISO times ours.",
             start="2024-04-26T08:00:00+00:00", scheduler="kubernetes", ranks_per_node=1)
    c.steps(556, 566, every=14.0)
    c.log(nodes[0], "rank-0", NEMO28,
          "Loss=3.920, gradient_norm=1.070, parameter_norm=1536.0, global_step=563.0, "
          "consumed_samples=1.44e+5, throughput=19.00,", t=112.0)
    c.log(nodes[0], "rank-0", NEMO28,
          "Epoch 0:   3%|▎         | 565/20101 [2:12:19<76:15:08, 14.05s/it, loss=nan, v_num=, "
          "val_loss_step=11.30, reduced_train_loss=3.910, gradient_norm=1.010, parameter_norm="
          "1552.0, global_step=564.0, consumed_samples=1.45e+5, throughput=19.00,", t=126.0)
    c.log(nodes[0], "rank-0", NEMO28,
          "Epoch 0:   3%|▎         | 566/20101 [2:12:32<76:14:33, 14.05s/it, loss=nan, v_num=, "
          "val_loss_step=11.30, reduced_train_loss=3.910, gradient_norm=1.010, parameter_norm="
          "1552.0, global_step=564.0, consumed_samples=1.45e+5, throughput=19.00,", t=139.0)
    c.log(nodes[0], "rank-0", NEMO28,
          "Epoch 0:   3%|▎         | 566/20101 [2:12:32<76:14:33, 14.05s/it, loss=nan, v_num=, "
          "val_loss_step=11.30, reduced_train_loss=4.000, gradient_norm=1.010, parameter_norm="
          "1544.0, global_step=565.0, consumed_samples=1.45e+5, throughput=19.00,", t=140.0)
    c.job(0.0, "RUNNING")


# ---- writing -----------------------------------------------------------------------------------
def main() -> None:
    build()
    remove_stale(ROOT, "b44-", CASES)
    write_split(CASES, SPLIT, ROOT)


if __name__ == "__main__":
    main()
