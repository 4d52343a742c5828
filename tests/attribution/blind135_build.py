"""Build the hundred-and-thirty-fifth blind corpus (tests/attribution/blind135/): machine side.

    python tests/attribution/blind135_build.py

A held-out proxy for how attribution reads a failure when the posted output includes lines from
below the program: `nvidia-smi` tables taken during or after the incident, kernel (`dmesg`)
lines, NCCL's view of the node's InfiniBand/RoCE devices (`mlx5_*`), CUDA's P2P diagnostics
(`simpleP2P`, `p2pBandwidthLatencyTest`), a launcher's failing GPU-log watcher, `libibverbs`
warnings - whether or not the machine turned out to be at fault. Multi-device training runs of
2019-2026, as GitHub issue threads show them. They were found with the search tool's issue
corpus (queries listed in blind135/README.md) and taken in the order the searches returned them,
skipping only reports without a copyable log line, reports not about a multi-device or multi-node
training run and reports any other corpus or file of the repository cites (most of this theme's
hits were already cited). It was assembled by one helper who read neither the engine nor its
catalogs; the labels were written before any engine ran on these bundles, and no report cited
here is cited anywhere else in the repository (test_attribution_heldout.py checks it).

Every log line is copied from the public report given next to it (host names, addresses, ids and
times as posted; a line the report wrapped stays wrapped; lines the search excerpt cut short left
out; trailing blanks dropped). Ours is only the assembly, as in stacks_build.py: which node and
stream a line is filed under (and node names where the report gives none), an ISO-8601 time in
front of every line (taken from the line's own stamp where it has one, the zone ours), job.json,
the scheduler events and the per-rank step metrics. The labels follow DESIGN's taxonomy and the
rules of the realworld, stacks, frontier and blind READMEs (see blind135/README.md).
"""

from __future__ import annotations

import sys
from datetime import datetime
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from stacks_build import Case, case_maker, remove_stale, write_split  # noqa: E402

ROOT = HERE / "blind135"
SPLIT = "blind135"

# ---- sources (one public report per incident) --------------------------------------------------
CATALYST15 = "https://github.com/arrival-ltd/catalyst-rl-tutorial/issues/15"
DLRM70 = "https://github.com/facebookresearch/dlrm/issues/70"
PYTORCH30998 = "https://github.com/pytorch/pytorch/issues/30998"
PEFT194 = "https://github.com/huggingface/peft/issues/194"
MLENGINEERING1 = "https://github.com/stas00/ml-engineering/issues/1"
IMAGEREWARD65 = "https://github.com/zai-org/ImageReward/issues/65"
PADDLE56095 = "https://github.com/PaddlePaddle/Paddle/issues/56095"
LAMBDAEXAMPLES59 = "https://github.com/LambdaLabsML/examples/issues/59"
PYTORCH18431 = "https://github.com/pytorch/pytorch/issues/18431"
PYTORCH43258 = "https://github.com/pytorch/pytorch/issues/43258"
WESPEAKER277 = "https://github.com/wenet-e2e/wespeaker/issues/277"
NCCL676 = "https://github.com/NVIDIA/nccl/issues/676"
PYTORCH22671 = "https://github.com/pytorch/pytorch/issues/22671"
INSTRUCTLAB2341 = "https://github.com/instructlab/instructlab/issues/2341"
LLMTUNING9 = "https://github.com/jiangxinyang227/LLM-tuning/issues/9"
PADDLESEG3767 = "https://github.com/PaddlePaddle/PaddleSeg/issues/3767"
TINYLLAVA112 = "https://github.com/TinyLLaVA/TinyLLaVA_Factory/issues/112"
GDRCOPY306 = "https://github.com/NVIDIA/gdrcopy/issues/306"
MLPERF18 = "https://github.com/mlcommons/training_results_v0.6/issues/18"
SEESR78 = "https://github.com/cswry/SeeSR/issues/78"

# ---- nvidia-smi tables as posted (module level: their lines are wider than the code's) --------
SMI_CATALYST = """\
Tue Jan 30 21:14:05 2024
+---------------------------------------------------------------------------------------+
| NVIDIA-SMI 535.104.12             Driver Version: 535.104.12   CUDA Version: 12.2     |
|-----------------------------------------+----------------------+----------------------+
| GPU  Name                 Persistence-M | Bus-Id        Disp.A | Volatile Uncorr. ECC |
| Fan  Temp   Perf          Pwr:Usage/Cap |         Memory-Usage | GPU-Util  Compute M. |
|                                         |                      |               MIG M. |
|=========================================+======================+======================|
|   0  NVIDIA A100-SXM4-40GB          On  | 00000000:10:1C.0 Off |                    0 |
| N/A   29C    P0              72W / 400W |   2589MiB / 40960MiB |      0%      Default |
|                                         |                      |             Disabled |
+-----------------------------------------+----------------------+----------------------+
|   1  NVIDIA A100-SXM4-40GB          On  | 00000000:10:1D.0 Off |                    0 |
| N/A   28C    P0              78W / 400W |   2245MiB / 40960MiB |    100%      Default |
"""

SMI_DLRM = """\
| NVIDIA-SMI 418.87.01    Driver Version: 418.87.01    CUDA Version: 10.1     |
|-------------------------------+----------------------+----------------------+
| GPU  Name        Persistence-M| Bus-Id        Disp.A | Volatile Uncorr. ECC |
| Fan  Temp  Perf  Pwr:Usage/Cap|         Memory-Usage | GPU-Util  Compute M. |
|===============================+======================+======================|
|   0  Tesla V100-SXM2...  On   | 00000000:00:17.0 Off |                    0 |
| N/A   47C    P0    62W / 300W |   2172MiB / 16130MiB |      0%      Default |
+-------------------------------+----------------------+----------------------+
|   1  Tesla V100-SXM2...  On   | 00000000:00:18.0 Off |                    0 |
"""

SMI_PEFT = """\
+-----------------------------------------------------------------------------+
| NVIDIA-SMI 470.161.03   Driver Version: 470.161.03   CUDA Version: 11.4     |
|-------------------------------+----------------------+----------------------+
| GPU  Name        Persistence-M| Bus-Id        Disp.A | Volatile Uncorr. ECC |
| Fan  Temp  Perf  Pwr:Usage/Cap|         Memory-Usage | GPU-Util  Compute M. |
|                               |                      |               MIG M. |
|===============================+======================+======================|
|   0  Tesla V100-SXM2...  On   | 00000000:1B:00.0 Off |                    0 |
| N/A   30C    P0    70W / 300W |  27016MiB / 32510MiB |     99%      Default |
|                               |                      |                  N/A |
+-------------------------------+----------------------+----------------------+
|   1  Tesla V100-SXM2...  On   | 00000000:1C:00.0 Off |                    0 |
| N/A   28C    P0    71W / 300W |  30508MiB / 32510MiB |    100%      Default |
|                               |                      |                  N/A |
+-------------------------------+----------------------+----------------------+
|   2  Tesla V100-SXM2...  On   | 00000000:3D:00.0 Off |                    0 |
| N/A   28C    P0    67W / 300W |  32426MiB / 32510MiB |     99%      Default |
"""

SMI_1080TI = """\
+-----------------------------------------------------------------------------+
| NVIDIA-SMI 390.116                Driver Version: 390.116                   |
|-------------------------------+----------------------+----------------------+
| GPU  Name        Persistence-M| Bus-Id        Disp.A | Volatile Uncorr. ECC |
| Fan  Temp  Perf  Pwr:Usage/Cap|         Memory-Usage | GPU-Util  Compute M. |
|===============================+======================+======================|
|   0  GeForce GTX 108...  Off  | 00000000:1A:00.0  On |                  N/A |
| 23%   33C    P8    10W / 250W |    207MiB / 11178MiB |      2%      Default |
+-------------------------------+----------------------+----------------------+
|   1  GeForce GTX 108...  Off  | 00000000:1B:00.0 Off |                  N/A |
"""

SMI_V100_FREEZE = """\
Thu Jul 11 00:28:48 2019
+-----------------------------------------------------------------------------+
| NVIDIA-SMI 410.104      Driver Version: 410.104      CUDA Version: 10.0     |
|-------------------------------+----------------------+----------------------+
| GPU  Name        Persistence-M| Bus-Id        Disp.A | Volatile Uncorr. ECC |
| Fan  Temp  Perf  Pwr:Usage/Cap|         Memory-Usage | GPU-Util  Compute M. |
|===============================+======================+======================|
|   0  Tesla V100-SXM2...  On   | 00000000:8A:00.0 Off |                    0 |
| N/A   44C    P0    76W / 300W |  11304MiB / 16130MiB |    100%      Default |
+-------------------------------+----------------------+----------------------+
|   1  Tesla V100-SXM2...  On   | 00000000:8B:00.0 Off |                    0 |
| N/A   42C    P0    65W / 300W |  11312MiB / 16130MiB |    100%      Default |
+-------------------------------+----------------------+----------------------+
|   2  Tesla V100-SXM2...  On   | 00000000:8C:00.0 Off |                    0 |
| N/A   46C    P0    66W / 300W |  11314MiB / 16130MiB |    100%      Default |
+-------------------------------+----------------------+----------------------+
"""

SMI_INSTRUCTLAB = """\
Fri Sep 27 20:41:52 2024
+-----------------------------------------------------------------------------------------+
| NVIDIA-SMI 550.90.07              Driver Version: 550.90.07      CUDA Version: 12.4     |
|-----------------------------------------+------------------------+----------------------+
| GPU  Name                 Persistence-M | Bus-Id          Disp.A | Volatile Uncorr. ECC |
| Fan  Temp   Perf          Pwr:Usage/Cap |           Memory-Usage | GPU-Util  Compute M. |
|                                         |                        |               MIG M. |
|=========================================+========================+======================|
|   0  NVIDIA A100-SXM4-40GB          On  |   00000001:00:00.0 Off |                    0 |
| N/A   37C    P0             56W /  400W |       1MiB /  40960MiB |      0%      Default |
|                                         |                        |             Disabled |
+-----------------------------------------+------------------------+----------------------+
|   1  NVIDIA A100-SXM4-40GB          On  |   00000002:00:00.0 Off |                    0 |
| N/A   36C    P0             60W /  400W |       1MiB /  40960MiB |      0%      Default |
"""

SMI_LLMTUNING = """\
+-----------------------------------------------------------------------------------------+
| NVIDIA-SMI 550.54.15              Driver Version: 550.54.15      CUDA Version: 12.4     |
|-----------------------------------------+------------------------+----------------------+
| GPU  Name                 Persistence-M | Bus-Id          Disp.A | Volatile Uncorr. ECC |
| Fan  Temp   Perf          Pwr:Usage/Cap |           Memory-Usage | GPU-Util  Compute M. |
|                                         |                        |               MIG M. |
|=========================================+========================+======================|
|   0  Tesla V100-PCIE-32GB           Off |   00000000:5A:00.0 Off |                    0 |
| N/A   39C    P0             38W /  250W |    6404MiB /  32768MiB |      0%      Default |
|                                         |                        |                  N/A |
+-----------------------------------------+------------------------+----------------------+
|   1  Tesla V100-PCIE-32GB           Off |   00000000:5E:00.0 Off |                    0 |
| N/A   50C    P0             47W /  250W |   13882MiB /  32768MiB |      0%      Default |
|                                         |                        |                  N/A |
"""

MLPERF_RESULTS = """\
200609191540237787829_10.log:RESULT,RNN_TRANSLATOR,,3,nvidia,2020-06-09 07:19:23 PM
200609191540237787829_1.log:RESULT,RNN_TRANSLATOR,,4,nvidia,2020-06-09 07:17:57 PM
200609191540237787829_2.log:RESULT,RNN_TRANSLATOR,,3,nvidia,2020-06-09 07:18:07 PM
200609191540237787829_3.log:RESULT,RNN_TRANSLATOR,,4,nvidia,2020-06-09 07:18:16 PM
200609191540237787829_4.log:RESULT,RNN_TRANSLATOR,,3,nvidia,2020-06-09 07:18:26 PM
200609191540237787829_5.log:RESULT,RNN_TRANSLATOR,,4,nvidia,2020-06-09 07:18:35 PM
200609191540237787829_6.log:RESULT,RNN_TRANSLATOR,,3,nvidia,2020-06-09 07:18:45 PM
200609191540237787829_7.log:RESULT,RNN_TRANSLATOR,,4,nvidia,2020-06-09 07:18:54 PM
200609191540237787829_8.log:RESULT,RNN_TRANSLATOR,,3,nvidia,2020-06-09 07:19:04 PM
200609191540237787829_9.log:RESULT,RNN_TRANSLATOR,,4,nvidia,2020-06-09 07:19:13 PM
"""

CASES: list[Case] = []


case = case_maker(CASES, SPLIT)


def sec(c: Case, when: str) -> float:
    """Seconds from the case's start to a line's own stamp (ISO, read as UTC like the start)."""
    return (datetime.fromisoformat(when).replace(tzinfo=c.start.tzinfo) - c.start).total_seconds()


def build() -> None:
    build_nvidia_smi()
    build_interconnect()
    build_kernel_and_launchers()


# ---- nvidia-smi taken during or after the incident ---------------------------------------------
def build_nvidia_smi() -> None:
    # ---- Open-Assistant training on A100s: terminate on c10::DistBackendError ------------------
    node = "ip-172-31-43-52"
    c = case("b135-open-assistant-a100-distbackenderror-nvidia-smi", "ambiguous", "unknown", [],
             [node],
             "Open-Assistant model training on an AWS host with A100-SXM4-40GB GPUs ends in "
             "'terminate called after throwing an instance of c10::DistBackendError' (the line "
             "as the report's title gives it); the poster's nvidia-smi afterwards shows GPU 1 "
             "at 100% and GPU 0 idle, both still holding memory. The backend error is what a "
             "collective reports, its cause is not in the lines. nvidia-smi as posted (its own "
             "time, zone ours), the title line's time ours; the rank count (the two GPUs shown) "
             "ours.",
             start="2024-01-30T21:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.log(node, "rank-0", CATALYST15,
          "terminate called after throwing an instance of 'c10::DistBackendError'", t=780.0,
          note="the line as the report's title gives it")
    c.log(node, "nvidia-smi", CATALYST15,
          *SMI_CATALYST.splitlines(), t=845.0)
    c.job(850.0, "FAILED")

    # ---- DLRM (Caffe2) on 8 V100: nvidia-smi just before the crash -----------------------------
    node = "v100-8gpu-host"
    c = case("b135-dlrm-caffe2-8x-v100-nvidia-smi-before-crash", "ambiguous", "unknown", [],
             [node],
             "dlrm_s_caffe2.py on eight V100-SXM2 (one process driving all eight, "
             "CUDA_VISIBLE_DEVICES=0..7) crashes; the poster shows nvidia-smi 'just before the "
             "crash' (GPU 0 at 0% with 2172MiB used). The crash's own message is not in the "
             "lines. Table as posted (node name ours, rows after GPU 1's first cut short), ISO "
             "times ours.",
             start="2020-04-17T10:00:00+00:00", scheduler="static")
    c.log(node, "nvidia-smi", DLRM70,
          *SMI_DLRM.splitlines(), t=600.0)
    c.job(660.0, "FAILED")

    # ---- BLOOMZ 176B with PEFT on 64 V100: poor utilisation, the run goes on -------------------
    nodes = [f"v100-node-{i}" for i in range(8)]
    c = case("b135-peft-bloomz-176b-64-v100-utilization-nvidia-smi", "no_failure", "unknown", [],
             nodes,
             "Tuning BLOOMZ 176B with PEFT on 64 V100s: the poster asks about poor GPU "
             "utilisation efficiency and shows nvidia-smi of one node (99-100% util at about "
             "70W of 300W, memory nearly full). A question about speed; the run goes on. Table "
             "as posted (node names, the 8x8 layout and the steps ours; rows after GPU 2's "
             "first cut short), ISO times ours.",
             start="2023-03-21T08:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.steps(1, 20, every=60.0)
    c.log(nodes[0], "nvidia-smi", PEFT194,
          *SMI_PEFT.splitlines(), t=900.0)
    c.job(0.0, "RUNNING")

    # ---- multi-GPU training on ten 1080 Ti: GPU 0 with one of GPUs 1-4 hangs -------------------
    node = "ten-1080ti-box"
    c = case("b135-pytorch-1080ti-card-pairs-hang-nvidia-smi", "ambiguous", "hang", [], [node],
             "PyTorch 0.4.1 training in docker on a box with ten GTX 1080 Ti: GPU 0 with any of "
             "GPUs 5-9 trains, GPU 0 with any of GPUs 1-4 hangs (MXNet on the same GPUs works). "
             "No error; the poster's nvidia-smi shows GPU 0 nearly idle. Table as posted (node "
             "name, the two ranks ours; rows after GPU 1's first cut short), ISO times ours.",
             start="2019-03-25T09:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.log(node, "nvidia-smi", PYTORCH18431,
          *SMI_1080TI.splitlines(), t=900.0)

    # ---- training freezes after some epochs on V100: GPUs pinned at 100% -----------------------
    node = "v100-sxm2-host"
    c = case("b135-pytorch-v100-freeze-after-epochs-nvidia-smi", "ambiguous", "hang", [], [node],
             "PyTorch 1.1 training on V100-SXM2 freezes after some epochs: GPU usage stays at "
             "100%, the data loader stops, no error (the poster links it to another report). "
             "nvidia-smi as posted (its own time, zone ours; the three GPUs shown taken as the "
             "ranks, node name and steps ours).",
             start="2019-07-10T20:00:00+00:00", scheduler="static", ranks_per_node=3)
    c.steps(1, 40, every=300.0)
    c.log(node, "nvidia-smi", PYTORCH22671,
          *SMI_V100_FREEZE.splitlines(), t=sec(c, "2019-07-11T00:28:48"))

    # ---- InstructLab training on two A100: errors and exceptions printed -----------------------
    node = "u4wex9cm"
    c = case("b135-instructlab-2x-a100-exception-prints-nvidia-smi", "ambiguous", "unknown", [],
             [node],
             "ilab training (instructlab 0.18.4) on an Azure VM with A100-SXM4-40GB GPUs prints "
             "errors and exceptions during training; the report shows the host's nvidia-smi "
             "(both GPUs idle, 1MiB used). The printed errors themselves are not in the lines. "
             "nvidia-smi as posted (its own time, zone ours; rows after GPU 1's second cut "
             "short), the rank count (the two GPUs shown) ours.",
             start="2024-09-27T20:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.log(node, "nvidia-smi", INSTRUCTLAB2341,
          *SMI_INSTRUCTLAB.splitlines(), t=sec(c, "2024-09-27T20:41:52"))

    # ---- LoRA on an 8 x V100 box: GPU memory grows until the run errors ------------------------
    node = "v100-pcie-8card"
    c = case("b135-peft-llama2-8x-v100-memory-grows-nvidia-smi", "ambiguous", "unknown", [],
             [node],
             "Fine-tuning Llama 2 with PEFT/TRL's SFTTrainer on an eight V100-PCIE-32GB machine: "
             "GPU memory keeps growing until the run errors, only one card at a time is busy; "
             "the report's nvidia-smi shows uneven memory and idle cards. The error itself is "
             "not in the lines. Table as posted (node name ours, one process over the cards "
             "ours; rows after GPU 1's cut short), ISO times ours.",
             start="2024-10-10T02:00:00+00:00", scheduler="static")
    c.steps(1, 30, every=60.0)
    c.log(node, "nvidia-smi", LLMTUNING9,
          *SMI_LLMTUNING.splitlines(), t=1500.0)
    c.job(1900.0, "FAILED")


# ---- the interconnect: P2P diagnostics, IB/RoCE devices as NCCL sees them ----------------------
def build_interconnect() -> None:
    # ---- DataParallel on two 1080 Ti crashes the system; simpleP2P afterwards ------------------
    node = "dual-1080ti-ws"
    c = case("b135-dataparallel-2x-1080ti-system-crash-simplep2p", "ambiguous", "unknown", [],
             [node],
             "Training with nn.DataParallel on two GTX 1080 Ti crashes the system (black screen) "
             "or leaves a GPU listed as lost in nvidia-smi, at batch size 32 (10 and 64 work; "
             "each GPU alone works). The poster's simpleP2P run afterwards starts normally (its "
             "later lines cut short in the excerpt). The crash itself leaves no line. Lines as "
             "posted (node name, the one process ours), ISO times ours.",
             start="2019-12-09T10:00:00+00:00", scheduler="static")
    c.steps(1, 5, every=20.0)
    c.job(100.0, "FAILED")
    c.log(node, "simpleP2P", PYTORCH30998,
          "./simpleP2P",
          "[./simpleP2P] - Starting...",
          "Checking for multiple GPUs...",
          "CUDA-capable device count: 2",
          "Checking GPU(s) for support of peer to peer memory access...", t=3600.0)

    # ---- three RTX A6000: parallel training hangs; P2P bandwidth test --------------------------
    node = "a6000-workstation"
    c = case("b135-3x-a6000-parallel-training-hang-p2p-bandwidth", "ambiguous", "hang", [], [node],
             "Parallel training on three RTX A6000 hangs. The poster's p2pBandwidthLatencyTest "
             "reports peer access possible between all three, yet P2P-enabled writes run at "
             "1.6-2.6 GB/s against 13-22 GB/s with P2P disabled. No error line; which rank "
             "stopped is not shown. Test output as posted (tabs kept; node name, ranks and "
             "steps ours; lines after the cut left out), ISO times ours.",
             start="2022-03-23T08:00:00+00:00", scheduler="static", ranks_per_node=3)
    c.steps(1, 3, every=30.0)
    c.log(node, "p2pBandwidthLatencyTest", MLENGINEERING1,
          "[P2P (Peer-to-Peer) GPU Bandwidth Latency Test]",
          "Device: 0, NVIDIA RTX A6000, pciBusID: 3, pciDeviceID: 0, pciDomainID:0",
          "Device: 1, NVIDIA RTX A6000, pciBusID: 21, pciDeviceID: 0, pciDomainID:0",
          "Device: 2, NVIDIA RTX A6000, pciBusID: 49, pciDeviceID: 0, pciDomainID:0",
          "Device=0 CAN Access Peer Device=1",
          "Device=0 CAN Access Peer Device=2",
          "Device=1 CAN Access Peer Device=0",
          "Device=1 CAN Access Peer Device=2",
          "Device=2 CAN Access Peer Device=0",
          "Device=2 CAN Access Peer Device=1",
          "***NOTE: In case a device doesn't have P2P access to other one, it falls back to normal "
          "memcopy procedure.",
          "So you can see lesser Bandwidth (GB/s) and unstable Latency (us) in those cases.",
          "P2P Connectivity Matrix",
          r"     D\D     0     1     2",
          "     0\t     1     1     1",
          "     1\t     1     1     1",
          "     2\t     1     1     1",
          "Unidirectional P2P=Disabled Bandwidth Matrix (GB/s)",
          r"   D\D     0      1      2",
          "     0 673.20  13.15  13.15",
          "     1  12.99 673.20  22.20",
          "     2  13.00  21.98 673.78",
          "Unidirectional P2P=Enabled Bandwidth (P2P Writes) Matrix (GB/s)",
          r"   D\D     0      1      2",
          "     0 673.49   2.60   1.58",
          "     1   2.12 672.33   1.70",
          "     2   2.12   1.60 673.78",
          "Bidirectional P2P=Disabled Bandwidth Matrix (GB/s)",
          r"   D\D     0      1      2",
          "     0 677.73  18.01  18.02", t=3600.0)

    # ---- reward-model training in a pod: NCCL cannot open two mlx5 devices ---------------------
    node = "65826-86bd789679-2dxbs"
    c = case("b135-imagereward-pod-nccl-ibv-open-device-failed", "ambiguous", "unknown", [],
             [node],
             "Training the ImageReward reward model in a Kubernetes pod: NCCL warns that "
             "ibv_open_device failed and it cannot open mlx5_58/mlx5_59, then uses mlx5_1 and "
             "mlx5_18 over RoCE ('Using network IB'). The poster calls these errors met for the "
             "first time; whether training went on or failed is not in the lines. Lines as "
             "posted (blank lines dropped; four ranks and the streams ours), ISO times ours.",
             start="2023-10-16T09:00:00+00:00", scheduler="kubernetes", ranks_per_node=4)
    c.log(node, "rank-1", IMAGEREWARD65,
          "65826-86bd789679-2dxbs:80744:80744 [1] misc/ibvwrap.cc:212 NCCL WARN Call to "
          "ibv_open_device failed", t=20.0)
    c.log(node, "rank-3", IMAGEREWARD65,
          "65826-86bd789679-2dxbs:80746:80746 [3] transport/net_ib.cc:149 NCCL WARN NET/IB : "
          "Unable to open device mlx5_59", t=20.1)
    c.log(node, "rank-1", IMAGEREWARD65,
          "65826-86bd789679-2dxbs:80744:80744 [1] transport/net_ib.cc:149 NCCL WARN NET/IB : "
          "Unable to open device mlx5_58", t=20.2)
    c.log(node, "rank-3", IMAGEREWARD65,
          "65826-86bd789679-2dxbs:80746:80746 [3] NCCL INFO NET/IB : Using [0]mlx5_1:1/RoCE "
          "[1]mlx5_18:1/RoCE ; OOB eth0:33.117.221.247<0>", t=20.3)
    c.log(node, "rank-1", IMAGEREWARD65,
          "65826-86bd789679-2dxbs:80744:80744 [1] misc/ibvwrap.cc:212 NCCL WARN Call to "
          "ibv_open_device failed",
          "65826-86bd789679-2dxbs:80744:80744 [1] transport/net_ib.cc:149 NCCL WARN NET/IB : "
          "Unable to open device mlx5_59", t=20.4)
    c.log(node, "rank-3", IMAGEREWARD65,
          "65826-86bd789679-2dxbs:80746:80746 [3] NCCL INFO Using network IB", t=20.5)
    c.log(node, "rank-1", IMAGEREWARD65,
          "65826-86bd789679-2dxbs:80744:80744 [1] NCCL INFO NET/IB : Using [0]mlx5_1:1/RoCE "
          "[1]mlx5_18:1/RoCE ; OOB eth0:33.117.221.247<0>",
          "65826-86bd789679-2dxbs:80744:80744 [1] NCCL INFO Using network IB", t=20.6)

    # ---- two A100 after two A6000 hung: DDP goes on, libibverbs warns --------------------------
    node = "a100-pair-host"
    c = case("b135-lambda-2x-a100-ddp-libibverbs-warnings-trains", "no_failure", "unknown", [],
             [node],
             "Fine-tuning with Lightning DDP: on two RTX A6000 the poster's run stays after 'All "
             "DDP processes registered'; on two A100 it goes on. This bundle is the A100 run: "
             "libibverbs warns it cannot open /etc/libibverbs.d on both ranks, Lightning warns, "
             "both ranks start training the full UNet and set up the scheduler. Lines as posted "
             "(node name, the split of the doubled lines over the two ranks and the steps ours), "
             "ISO times ours.",
             start="2023-03-26T10:00:00+00:00", scheduler="static", ranks_per_node=2)
    for rank in ("rank-0", "rank-1"):
        c.log(node, rank, LAMBDAEXAMPLES59,
              "libibverbs: Warning: couldn't open config directory '/etc/libibverbs.d'.", t=30.0)
    c.log(node, "rank-0", LAMBDAEXAMPLES59,
          "/usr/local/lib/python3.8/dist-packages/pytorch_lightning/core/datamodule.py:423: "
          "LightningDeprecationWarning: DataModule.setup has already been called, so it will not "
          "be called again. In v1.6 this behavior will change to always call DataModule.setup.",
          "  rank_zero_deprecation(", t=40.0)
    c.log(node, "rank-1", LAMBDAEXAMPLES59, "LOCAL_RANK: 1 - CUDA_VISIBLE_DEVICES: [0,1]", t=41.0)
    c.log(node, "rank-0", LAMBDAEXAMPLES59, "LOCAL_RANK: 0 - CUDA_VISIBLE_DEVICES: [0,1]", t=41.0)
    for rank in ("rank-0", "rank-1"):
        c.log(node, rank, LAMBDAEXAMPLES59, "Training the full unet", t=50.0)
    for rank in ("rank-0", "rank-1"):
        c.log(node, rank, LAMBDAEXAMPLES59, "Setting up LambdaLR scheduler...", t=55.0)
    c.steps(1, 20, every=10.0, t0=120.0)
    c.job(0.0, "RUNNING")

    # ---- DGX-1 with IB: connection reset by peer; NCCL's list of mlx5 devices ------------------
    n0, n1 = "dgx1-1", "dgx1-2"
    c = case("b135-dgx1-infiniband-connection-reset-mlx5-list", "ambiguous", "unknown", [],
             [n0, n1],
             "Distributed training over InfiniBand on DGX-1 machines fails with 'connection "
             "reset by peer' (the report's title); with NCCL_IB_DISABLE=0 NCCL on dgx1-1 lists "
             "ib0 for sideband and a long run of mlx5 devices. The failing call and which peer "
             "reset are not in the lines. NCCL lines as posted (the second node name, one rank "
             "a node, the date (the issue's month) ours; lines after the cut left out), ISO "
             "times ours.",
             start="2020-08-19T09:00:00+00:00", scheduler="static")
    c.log(n0, "rank-0", PYTORCH43258,
          "dgx1-1:13617:13617 [0] NCCL INFO NCCL_IB_DISABLE set by environment to 0.",
          "dgx1-1:13617:13617 [0] NCCL INFO NET : Using interface ib0:172.168.206.131<0>",
          "dgx1-1:13617:13617 [0] NCCL INFO NET/IB : Using interface ib0 for sideband "
          "communication",
          *[f"dgx1-1:13617:13617 [0] NCCL INFO NET/IB: [{i}] {dev}:1/IB"
            for i, dev in enumerate(("mlx5_64", "mlx5_128", "mlx5_36", "mlx5_74", "mlx5_46",
                                     "mlx5_18", "mlx5_84", "mlx5_6", "mlx5_56", "mlx5_28",
                                     "mlx5_94", "mlx5_66", "mlx5_38", "mlx5_101", "mlx5_76",
                                     "mlx5_48", "mlx5_111", "mlx5_86"))], t=15.0)
    c.job(40.0, "FAILED")

    # ---- NeMo on DGX-A100: NCCL_IB_DISABLE ignored, IB not connected ---------------------------
    n0, n1 = "gpu01", "gpu02"
    c = case("b135-dgx-a100-nccl-ib-disable-ignored-ibext", "ambiguous", "unknown", [], [n0, n1],
             "Debugging multi-node NeMo training on DGX-A100 whose IB interfaces are not "
             "connected, so communication over IB fails: NCCL 2.12 with HPC-X's RDMA/SHARP "
             "plugin uses IBext over mlx5_9 (RoCE) whatever NCCL_IB_DISABLE and "
             "NCCL_SOCKET_IFNAME say. The failing collective is not in the lines. Lines as "
             "posted (the second node name, eight ranks a node ours), ISO times ours.",
             start="2022-04-21T09:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.log(n0, "rank-0", NCCL676,
          "gpu01:138879:138879 [0] NCCL INFO NCCL_SOCKET_IFNAME set by environment to en",
          "gpu01:138879:138879 [0] NCCL INFO NCCL_SOCKET_IFNAME set to en",
          "gpu01:138879:138879 [0] NCCL INFO Bootstrap : Using enp225s0f1:10.10.10.2<0>",
          "gpu01:138879:138879 [0] NCCL INFO NET/Plugin: Failed to find ncclNetPlugin_v5 symbol.",
          "gpu01:138879:138879 [0] NCCL INFO NET/Plugin: Failed to find ncclCollNetPlugin_v5 "
          "symbol.",
          "gpu01:138879:138879 [0] NCCL INFO Plugin Path : /opt/hpcx/nccl_rdma_sharp_plugin/lib/"
          "libnccl-net.so",
          "gpu01:138879:138879 [0] NCCL INFO P2P plugin IBext",
          "gpu01:138879:138879 [0] NCCL INFO NCCL_SOCKET_IFNAME set by environment to en",
          "gpu01:138879:138879 [0] NCCL INFO NCCL_SOCKET_IFNAME set to en",
          "gpu01:138879:138879 [0] NCCL INFO NET/IB : Using [0]mlx5_9:1/RoCE ; OOB "
          "enp225s0f1:88.200.23.102<0>",
          "gpu01:138879:138879 [0] NCCL INFO Using network IBext", t=12.0)

    # ---- H100, GPUs 4-7 only: NCCL cannot find the CPU node's arch -----------------------------
    node = "h100-8gpu-host"
    c = case("b135-tinyllava-h100-gpus-4-7-nccl-cpu-arch-not-found", "attributed", "user_code",
             [], [node],
             "TinyLLaVA training on an H100 machine restricted to GPUs 4-7 fails at NCCL "
             "initialisation: internal error, 'Attribute arch of node cpu not found' (NCCL "
             "2.18.1's view of the node's topology); all eight GPUs work, and GPUs 4-7 work on "
             "an A100 machine. An exception in the job's libraries and environment, before any "
             "step. Lines as posted (the wrapped line kept wrapped, trailing blanks dropped; node "
             "name and the four ranks ours), ISO times ours.",
             start="2024-08-27T09:00:00+00:00", scheduler="static", ranks_per_node=4)
    c.log(node, "rank-0", TINYLLAVA112,
          "torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/"
          "ProcessGroupNCCL.cpp",
          ":1331, internal error - please report this issue to the NCCL developers, NCCL version "
          "2.18.1",
          "ncclInternalError: Internal check failed.",
          "Last error:",
          "Attribute arch of node cpu not found", t=40.0)
    c.job(45.0, "FAILED", exit_code=1)


# ---- the kernel, the launcher, the filesystem, the run's end -----------------------------------
def build_kernel_and_launchers() -> None:
    # ---- HGX cluster: nvidia-peermem errors in dmesg as trainings start ------------------------
    node = "hgx-node-1"
    c = case("b135-hgx-training-nvidia-peermem-invalid-context-dmesg", "no_failure", "unknown",
             [], [node],
             "On an HGX GPU cluster the kernel log fills with 'nvidia-peermem "
             "nv_get_p2p_free_callback:127 ERROR detected invalid context, skipping further "
             "processing' when trainings start to run; the poster worries about the models' "
             "reliability. No step fails in the report. dmesg lines as posted (its seconds "
             "since boot inside the text; node name, the ISO times, eight ranks and the steps "
             "ours; the line the excerpt cut left out).",
             start="2024-10-11T08:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.steps(1, 20, every=30.0)
    for i, stamp in enumerate(("25033.266922", "25033.280589", "25033.300821", "25033.320988",
                               "25033.342081", "25033.360507", "25033.380740", "25033.400553")):
        c.log(node, "kernel", GDRCOPY306,
              f"[{stamp}] nvidia-peermem nv_get_p2p_free_callback:127 ERROR detected invalid "
              "context, skipping further processing", t=60.0 + 0.02 * i)
    c.job(0.0, "RUNNING")

    # ---- PaddleOCR on several cards: the launcher cannot save its GPU log ----------------------
    node = "paddleocr-host"
    c = case("b135-paddleocr-multicard-launcher-save-gpu-log-failed", "ambiguous", "unknown", [],
             [node],
             "PaddleOCR recognition training on several GPUs with paddle.distributed.launch "
             "(the first run worked): after the data loaders and the pretrained weights, the "
             "launcher's watcher warns four times that it cannot save its GPU log, then a cuDNN "
             "version warning; the poster says an error follows (a screenshot, not in the "
             "lines). Lines as posted (their own stamps, zone ours; the wrapped warning kept "
             "wrapped; node name and two ranks ours).",
             start="2023-08-08T20:30:00+00:00", scheduler="static", ranks_per_node=2)
    c.log(node, "rank-0", PADDLE56095,
          "[2023/08/08 20:33:26] ppocr INFO: train dataloader has 92 iters",
          "[2023/08/08 20:33:26] ppocr INFO: valid dataloader has 42 iters",
          t=sec(c, "2023-08-08T20:33:26"))
    c.log(node, "rank-0", PADDLE56095,
          "[2023/08/08 20:33:27] ppocr INFO: load pretrain successful from "
          "./pretrain_models/ch_PP-OCRv3_rec_train/best_accuracy",
          "[2023/08/08 20:33:27] ppocr INFO: During the training process, after the 0th "
          "iteration, an evaluation is run every 2000 iterations",
          t=sec(c, "2023-08-08T20:33:27"))
    for stamp in ("20:34:19,551", "20:34:52,981", "20:35:26,398", "20:35:59,897"):
        c.log(node, "launcher", PADDLE56095,
              f"LAUNCH WARNING 2023-08-08 {stamp} save gpu log failed",
              t=sec(c, "2023-08-08T" + stamp.replace(",", ".")))
    c.log(node, "rank-0", PADDLE56095,
          "W0808 20:36:32.951223 14459 gpu_resources.cc:217] WARNING: device: . The installed "
          "Paddle is compiled with CUDNN 8.2, but CUDNN version in your machine is 8.0, which "
          "may cause serious incompatible bug. Please recompile or rein",
          "stall Paddle with compatible CUDNN version.",
          t=sec(c, "2023-08-08T20:36:32.951223"))

    # ---- PaddleSeg: the launcher's GPU-log warnings, nothing else ------------------------------
    node = "paddleseg-host"
    c = case("b135-paddleseg-launcher-save-gpu-log-failed-only", "ambiguous", "unknown", [],
             [node],
             "A PaddleSeg bug report whose whole content is the distributed launcher's watcher "
             "warning, twice, that it could not save its GPU log (LAUNCH WARNING and the "
             "watcher.py:92 line each time). Whether the training stopped is not said. Lines as "
             "posted (their own stamps, zone ours; node name and two ranks ours).",
             start="2024-08-01T00:40:00+00:00", scheduler="static", ranks_per_node=2)
    for stamp in ("00:44:29,461", "00:45:02,626"):
        c.log(node, "launcher", PADDLESEG3767,
              f"LAUNCH WARNING 2024-08-01 {stamp} save gpu log failed",
              f"[2024-08-01 {stamp}] [ WARNING] watcher.py:92 - save gpu log failed",
              t=sec(c, "2024-08-01T" + stamp.replace(",", ".")))

    # ---- WeSpeaker on 8 x A100 in docker: No space left on device ------------------------------
    node = "e7bcf3a85e2c"
    c = case("b135-wespeaker-8x-a100-docker-no-space-left-warnings", "ambiguous", "unknown", [],
             [node],
             "WeSpeaker VoxCeleb v2 training (run.sh) on one A100 80G x 8 node in a Docker "
             "container: right after 'Start training ...' joblib warns on each rank '[Errno 28] "
             "No space left on device' and falls back to serial mode; the poster then gets "
             "'[error] checkpoint is null !' (not in the lines) although the local volumes have "
             "room. Lines as posted (the container's host name as the node; the split over "
             "ranks ours; the third warning, cut short, left out), ISO times ours.",
             start="2024-02-16T09:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.log(node, "launcher", WESPEAKER277, "Start training ...", t=5.0)
    for i, rank in enumerate(("rank-0", "rank-1")):
        c.log(node, rank, WESPEAKER277,
              "/home/asr/miniconda3/envs/wespeaker/lib/python3.9/site-packages/joblib/"
              "_multiprocessing_helpers.py:46: UserWarning: [Errno 28] No space left on device.  "
              "joblib will operate in serial mode",
              "  warnings.warn('%s.  joblib will operate in serial mode' % (e,))",
              t=12.0 + 0.1 * i)
    c.job(60.0, "FAILED")

    # ---- MLPerf v0.6 GNMT: ten runs of 3-4 seconds, GPUs idle ----------------------------------
    node = "SUT"
    c = case("b135-mlperf-v0.6-gnmt-runs-end-in-seconds", "ambiguous", "unknown", [], [node],
             "NVIDIA's MLPerf v0.6 GNMT submission run with run.sub (DGXSYSTEM=SUT): each of ten "
             "runs ends after 3-4 seconds with a RESULT line, and nvidia-smi during the runs "
             "shows no GPU in use (the table is cut in the excerpt). Why the runs end is not "
             "in the lines. RESULT lines as posted, in the posted order (their own stamps, zone "
             "ours; eight ranks ours).",
             start="2020-06-09T19:17:00+00:00", scheduler="static", ranks_per_node=8)
    for line in MLPERF_RESULTS.splitlines():
        clock = datetime.strptime(line.rsplit(",", 1)[1], "%Y-%m-%d %I:%M:%S %p")
        c.log(node, "results", MLPERF18, line, t=sec(c, clock.isoformat()))

    # ---- SeeSR on two H800: training starts, then the GPUs drop out ----------------------------
    node = "h800-host"
    c = case("b135-seesr-2x-h800-crash-gpus-lost", "ambiguous", "unknown", [], [node],
             "SeeSR training with accelerate on two H800: both processes load RAM and LoRA "
             "weights and the optimizer, training starts, then it crashes; the poster's "
             "nvidia-smi then shows one or both GPUs lost until a reboot, every time, also "
             "after reinstalling the driver (prose, not in the lines). Lines as posted (the "
             "terminal's '^[[B' kept; the doubled lines split over the two ranks ours; the line "
             "after the cut left out; node name ours), ISO times ours, the last from its own "
             "stamp (zone ours).",
             start="2025-05-13T08:04:00+00:00", scheduler="static", ranks_per_node=2)
    for rank in ("rank-0", "rank-1"):
        c.log(node, rank, SEESR78,
              "load checkpoint from /home/hdd-sdb/SR_Code/SeeSR/preset/models/"
              "ram_swin_large_14m.pth", t=60.0)
    for rank in ("rank-0", "rank-1"):
        c.log(node, rank, SEESR78, "vit: swin_l", t=70.0)
    for rank in ("rank-0", "rank-1"):
        c.log(node, rank, SEESR78,
              "load lora weights from /home/hdd-sdb/SR_Code/SeeSR/preset/models/"
              "DAPE_ir_ft_32000.pth", t=80.0)
    for rank in ("rank-0", "rank-1"):
        c.log(node, rank, SEESR78,
              "=================Optimize ControlNet and Unet ======================",
              "start to load optimizer...", t=90.0)
    c.log(node, "rank-0", SEESR78,
          "^[[B05/13/2025 08:05:41 - INFO - __main__ - ***** Running training *****",
          t=sec(c, "2025-05-13T08:05:41"))
    c.job(sec(c, "2025-05-13T08:06:30"), "FAILED")


# ---- writing -----------------------------------------------------------------------------------
def main() -> None:
    build()
    remove_stale(ROOT, "b135-", CASES)
    write_split(CASES, SPLIT, ROOT)


if __name__ == "__main__":
    main()
