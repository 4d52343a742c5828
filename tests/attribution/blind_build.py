"""Build the blind corpus (tests/attribution/blind/): stacks and failures nobody tuned on.

    python tests/attribution/blind_build.py

A second held-out proxy for issue 43's fourth corpus ("stacks and failures not described
anywhere"), assembled after the frontier corpus and kept apart from it: Intel GPUs through Level
Zero, Graphcore IPUs, Tenstorrent, PCIe AER, NVMe controllers, Mellanox ConnectX probing,
machine checks, Ceph clients, Slurm cgroup and memory limits, Slurm steps that will not die and
prologs that fail, node health checks, systemd-oomd, NCCL's shared memory, SageMaker,
Kubernetes volume mounts and image pulls, Kueue and SkyPilot preemptions, SYN cookies and perf
throttling, a CUDA driver older than its runtime, a corrupt dataset and a NaN stop. None
of these stacks or failure kinds is named in issue 43 or in the other corpora, and no report
cited here is cited anywhere else in the repository (test_attribution_heldout.py checks it).

Every log line and orchestrator event is copied from the public report given next to it (host
names, addresses, ids and times as posted). Ours is only the assembly, as in stacks_build.py:
which node a line is filed under, an ISO-8601 time in front of a line shown without one (or with
its own time inside the text, `OWN_TIME`), job.json, the scheduler events and the step metrics
that give the incident its context. The labels follow docs/attribution.md and the rules of the
realworld, stacks and frontier READMEs, and were written before any engine ran on these bundles:

- a device or host out-of-memory is `oom` and implicates nobody (Level Zero device memory, a
  Tenstorrent DRAM buffer, a Poplar stream buffer, a Slurm cgroup or job memory limit,
  systemd-oomd, NCCL unable to grow its /dev/shm segment);
- a node's own failed health implicates that node (a fatal PCIe error under its GPU, its local
  NVMe drives dropping out, its ConnectX NIC failing to probe, a machine check that took it
  down);
- a program or software-stack exception is `user_code` (a CUDA runtime newer than the node's
  driver, a dataset that fails to decompress); a NaN stop is `numerical`;
- a scheduler's or cloud's stop is `preemption` and implicates nobody (a Kueue workload preempted
  for a higher-priority one, a SkyPilot spot cluster preempted);
- a cause that is not in the bundle is `ambiguous`, `unknown` (a Level Zero device lost, a
  SageMaker user script that exited with no trace, an image that cannot be pulled, a step that
  was cancelled and would not die, a prolog that failed for no stated reason); a shared
  volume that never mounts is `storage` and implicates nobody;
- a job that completes is `no_failure` whatever the kernel or a daemon printed on the way
  (SYN cookies, perf lowering its sample rate, Ceph OSDs flapping, a health check that
  drained a node and let it go).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from realworld_build import OWN_TIME  # noqa: E402
from stacks_build import Case, case_maker, remove_stale, write_split  # noqa: E402

ROOT = HERE / "blind"
SPLIT = "blind"
UPTIME = re.compile(r"^\[\s*(\d+\.\d+)\]")

# ---- sources -----------------------------------------------------------------------------------
XPU_OOM_STUDIO = "https://github.com/open-edge-platform/physical-ai-studio/issues/440"
XPU_OOM_GETI = "https://github.com/open-edge-platform/geti_v2/issues/1075"
XPU_DEVICE_LOST = "https://github.com/intel/intel-extension-for-pytorch/issues/780"
AER_FATAL = "https://github.com/rwth-i6/returnn/issues/1500"
SYN_FLOOD = "https://github.com/cuberite/cuberite/issues/4596"
PERF_THROTTLE = "https://github.com/clearlinux/distribution/issues/529"
NVME_REMOVED = "https://github.com/linux-nvme/nvme-cli/issues/151"
MLX5_PROBE = "https://github.com/pocopico/rp-ext/issues/129"
MCE_BOOT = "https://github.com/andikleen/mcelog/issues/70"
CEPH_FLAP = "https://github.com/ceph/ceph-csi/issues/4050"
SLURM_CGROUP_OOM = "https://github.com/ZwwWayne/K-Net/issues/30"
SLURM_MEMLIMIT = "https://github.com/coqui-ai/STT/issues/2238"
SLURM_NOT_ENDING = "https://github.com/ai4d-iasc/trixie/issues/45"
SLURM_PROLOG = "https://github.com/AMDResearch/hpcfund/issues/69"
NHC_TIMEOUT = "https://github.com/mej/nhc/issues/95"
OOMD_KILL = "https://github.com/systemd/systemd/issues/23606"
NCCL_SHM_FULL = "https://github.com/pytorch/ci-infra/pull/490"
TT_DRAM_OOM = "https://github.com/tenstorrent/tt-metal/issues/33307"
POPLAR_STREAM = "https://github.com/graphcore/poptorch/issues/9"
CUDA_DRIVER_OLD = "https://github.com/microsoft/human-pose-estimation.pytorch/issues/23"
ZLIB_DATASET = "https://github.com/DeepGraphLearning/ProtST/issues/12"
NAN_STOP = "https://github.com/LTH14/mar/issues/69"
SAGEMAKER_SCRIPT = "https://github.com/aws/sagemaker-python-sdk/issues/658"
K8S_FAILEDMOUNT = "https://github.com/kubernetes/kubeadm/issues/2257"
K8S_IMAGEPULL = "https://github.com/kubeflow/kubeflow/issues/2698"
KUEUE_PREEMPT = "https://github.com/kubernetes-sigs/kueue/issues/7350"
SKY_PREEMPT = "https://github.com/skypilot-org/skypilot/pull/804"

QUOTE_DROPPED = "(the post's '> ' quotation prefix dropped)"
COMMENT_DROPPED = "(the post's '# ' prefix dropped)"

CASES: list[Case] = []


case = case_maker(CASES, SPLIT)


def uptime_log(c: Case, node: str, url: str, boot: float, *lines: str) -> None:
    """Kernel lines stamped with seconds since boot: the ISO time in front is ours, the boot
    `boot` seconds after the bundle's start."""
    for line in lines:
        match = UPTIME.match(line)
        assert match, line
        c.log(node, "kernel", url, line, t=boot + float(match[1]))


def build() -> None:
    build_accelerators()
    build_hosts_and_devices()
    build_schedulers()
    build_programs()
    build_orchestrators_and_clouds()


# ---- accelerators beyond CUDA ------------------------------------------------------------------
def build_accelerators() -> None:
    # ---- Intel GPU, Level Zero: device memory exhausted, the process aborts: oom ------------
    c = case("bl-xpu-level-zero-out-of-device-memory", "attributed", "oom", [], ["xpu-ws"],
             "A robot-policy training worker on an Intel GPU (PyTorch XPU): the SYCL runtime "
             "throws, Level Zero reports UR_RESULT_ERROR_OUT_OF_DEVICE_MEMORY and Python aborts. "
             "A device out-of-memory. The worker's start-up lines keep their own time; the ISO "
             "time of the error lines is ours.",
             start="2026-04-02T17:27:00+00:00", scheduler="local")
    c.own("xpu-ws", "rank-0", XPU_OOM_STUDIO, "2026-04-02 17:27:08.365",
          "2026-04-02 17:27:08.365 | INFO     | workers.base:run:143 - Starting "
          "TrainingWorker-14-60...")
    c.own("xpu-ws", "rank-0", XPU_OOM_STUDIO, "2026-04-02 17:27:08.393",
          "2026-04-02 17:27:08.393 | INFO     | workers.training_worker:run_loop:56 - Training "
          "Worker is running")
    c.own("xpu-ws", "rank-0", XPU_OOM_STUDIO, "2026-04-02 17:27:08.400",
          "2026-04-02 17:27:08.400 | INFO     | core.logging.utils:job_logging_ctx:108 - Started "
          "logging to /app/storage/logs/jobs/7e63bca9-808f-491d-bd61-83eccaa59729.log")
    c.steps(1, 60, every=4.0, t0=20.0)
    c.log("xpu-ws", "rank-0", XPU_OOM_STUDIO,
          "terminate called after throwing an instance of 'sycl::_V1::exception'",
          "  what():  Enqueue process failed.",
          "level_zero backend failed with error: 39 (UR_RESULT_ERROR_OUT_OF_DEVICE_MEMORY)",
          "Fatal Python error: Aborted", t=261.0)
    c.job(262.0, "FAILED", exit_code=134)

    # ---- Intel GPU: the same Level Zero status through the native API, moving a batch ------
    c = case("bl-xpu-native-api-oom-batch-to", "attributed", "oom", [], ["bmg-node"],
             "Instance-segmentation training (Lightning Fabric) on an Intel Arc B-series card "
             "with 12 GB: moving a batch to the device fails with Native API status 39, "
             "UR_RESULT_ERROR_OUT_OF_DEVICE_MEMORY. A device out-of-memory. Lines as posted, "
             "ISO time ours.", start="2025-08-11T09:00:00+00:00", scheduler="local")
    c.steps(1, 3, every=30.0)
    c.log("bmg-node", "rank-0", XPU_OOM_GETI,
          "  File \"/interactive_ai/workflows/train/trainer/.venv/lib/python3.10/site-packages/"
          "lightning/fabric/utilities/apply_func.py\", line 104, in batch_to",
          "    data_output = data.to(device, **kwargs)",
          "RuntimeError: Native API failed. Native API returns: 39 "
          "(UR_RESULT_ERROR_OUT_OF_DEVICE_MEMORY)", t=95.0)
    c.job(96.0, "FAILED", exit_code=1)

    # ---- Intel iGPU: Level Zero reports the device lost; why is not said: ambiguous ---------
    c = case("bl-xpu-device-lost-empty-cache", "ambiguous", "unknown", [], ["lnl-laptop"],
             "A diffusion workload on a Lunar Lake iGPU through intel_extension_for_pytorch: "
             "emptying the XPU cache fails with UR_RESULT_ERROR_DEVICE_LOST. The report's "
             "maintainers suspect host memory pressure, the reporter a driver fault; the bundle "
             "says neither. Lines as posted, ISO time ours.",
             start="2025-04-01T20:00:00+00:00", scheduler="local")
    c.steps(1, 20, every=3.5)
    c.log("lnl-laptop", "rank-0", XPU_DEVICE_LOST,
          "  File \"D:\\comfy\\ComfyUI\\comfy\\model_management.py\", line 1235, in "
          "soft_empty_cache",
          "    torch.xpu.empty_cache()",
          "  File \"D:\\comfy\\ipex\\Lib\\site-packages\\intel_extension_for_pytorch\\xpu\\"
          "memory.py\", line 22, in empty_cache",
          "    intel_extension_for_pytorch._C._emptyCache()",
          "RuntimeError: Native API failed. Native API returns: 20 (UR_RESULT_ERROR_DEVICE_LOST)",
          t=71.0)
    c.job(72.0, "FAILED", exit_code=1)

    # ---- Tenstorrent Wormhole Galaxy: a DRAM buffer that does not fit: oom ------------------
    c = case("bl-tenstorrent-dram-out-of-memory", "attributed", "oom", [], ["wh-galaxy"],
             "TT-Train DDP of TinyLlama on a Wormhole Galaxy: the first gradient all-reduce "
             "needs a 125 MB DRAM buffer that does not fit its banks and tt-metal raises "
             "TT_FATAL: Out of Memory. A device out-of-memory. The TT_FATAL line keeps its own "
             "time; the ISO time of the others is ours.",
             start="2025-11-26T19:48:00+00:00", scheduler="local")
    c.log("wh-galaxy", "rank-0", TT_DRAM_OOM, "all_reduce_async called on:", t=21.5)
    c.own("wh-galaxy", "rank-0", TT_DRAM_OOM, "2025-11-26 19:48:22.915",
          "2025-11-26 19:48:22.915 | critical |          Always | TT_FATAL: Out of Memory: Not "
          "enough space to allocate 131072000 B DRAM buffer across 12 banks, where each bank "
          "needs to store 10924032 B, but bank size is only 1073741792 B (assert.hpp:103)")
    c.job(24.0, "FAILED", exit_code=1)

    # ---- Graphcore IPU: a Poplar stream buffer that cannot be allocated: oom ----------------
    c = case("bl-graphcore-stream-memory-allocation", "attributed", "oom", [], ["ipu-pod4"],
             "PopTorch compiling a model for IPUs: Poplar cannot allocate a 150 MB stream buffer "
             "('poplar_stream_memory_allocation_error ... Out of memory'), outputs too large to "
             "stream back to the host in the maintainers' reading. Memory exhausted at "
             "compile time, as XLA's compile-time HBM exhaustion. Lines as posted, ISO time ours.",
             start="2022-12-07T10:00:00+00:00", scheduler="local")
    c.log("ipu-pod4", "rank-0", POPLAR_STREAM,
          "Error: In include/poptorch_err/ExceptionHandling.hpp:76: "
          "'poplar_stream_memory_allocation_error': /opt/jenkins/workspace/poplar/"
          "poplar_ci_ubuntu_20_04_unprivileged/popart/willow/src/popx/irlowering.cpp:3516 Out "
          "of memory. Single stream of length 149766584 in bufferIndex 1",
          "Error raised in:",
          "  [0] popart::Session::prepareDevice: Poplar compilation",
          "  [1] Compiler::compileAndPrepareDevice",
          "  [2] LowerToPopart::compile",
          "  [3] compileWithManualTracing", t=412.0)
    c.job(413.0, "FAILED", exit_code=1)


# ---- hosts, buses and devices -----------------------------------------------------------------
def build_hosts_and_devices() -> None:
    # ---- PCIe AER: fatal uncorrected errors under one node's GPU, recovery fails: that node -
    c = case("bl-pcie-aer-fatal-gpu-link", "attributed", "gpu_hardware", ["gpu-node-2"],
             ["gpu-node-1", "gpu-node-2"],
             "A two-node PyTorch job hangs: on gpu-node-2 the root port above the GPU reports "
             "multiple uncorrected fatal PCIe errors (completion timeout), the nvidia driver "
             "cannot recover and the link reset fails. Both nodes' ranks stop at the same step "
             "(they wait on gpu-node-2); the job is killed later. Kernel lines as posted "
             "(dmesg -H deltas); the ISO time in front is ours.",
             start="2024-01-21T08:00:00+00:00", scheduler="slurm")
    c.steps(1, 540, every=5.0)
    c.log("gpu-node-2", "kernel", AER_FATAL,
          "[  +0.000844] nvidia 0000:03:00.0: AER: can't recover (no error_detected callback)",
          "[  +0.000001] snd_hda_intel 0000:03:00.1: AER: can't recover (no error_detected "
          "callback)",
          "[  +0.000008] pcieport 0000:00:03.0: AER: device recovery failed",
          "[  +0.000001] pcieport 0000:00:03.0: AER: Multiple Uncorrected (Fatal) error "
          "received: 0000:00:03.0",
          "[  +0.000004] pcieport 0000:00:03.0: PCIe Bus Error: severity=Uncorrected (Fatal), "
          "type=Transaction Layer, (Requester ID)",
          "[  +0.000898] pcieport 0000:00:03.0:   device [8086:6f08] error status/mask="
          "00004020/00000000",
          "[  +0.000889] pcieport 0000:00:03.0:    [ 5] " + f"{'SDES':<22}",
          "[  +0.000894] pcieport 0000:00:03.0:    [14] " + f"{'CmpltTO':<22}" + " (First)",
          "[  +0.000921] nvidia 0000:03:00.0: AER: can't recover (no error_detected callback)",
          "[  +0.000002] snd_hda_intel 0000:03:00.1: AER: can't recover (no error_detected "
          "callback)", t=2701.0)
    c.log("gpu-node-2", "kernel", AER_FATAL,
          "[  +1.050439] pcieport 0000:00:03.0: AER: Root Port link has been reset (0)",
          "[  +0.000041] pcieport 0000:00:03.0: AER: device recovery failed", t=2702.1)
    c.job(4500.0, "FAILED", exit_code=1)

    # ---- the kernel answers a burst of connections with SYN cookies: no failure -----------
    c = case("bl-syn-flooding-job-completes", "no_failure", "unknown", [],
             ["head-node", "worker-node"],
             "A two-node run whose head node serves many short TCP connections (a dashboard and "
             "a data service beside the training): for days its kernel warns of possible SYN "
             "flooding and sends cookies. The run completes. Kernel lines as posted (seconds "
             "since boot); the ISO time ours from a boot 375000 s before the job.",
             start="2020-04-01T00:00:00+00:00", scheduler="slurm")
    c.steps(1, 640, every=100.0)
    uptime_log(c, "head-node", SYN_FLOOD, -375000.0,
               "[375852.589465] TCP: request_sock_TCP: Possible SYN flooding on port 8080. "
               "Sending cookies.  Check SNMP counters.",
               "[376429.759274] TCP: request_sock_TCP: Possible SYN flooding on port 25565. "
               "Sending cookies.  Check SNMP counters.",
               "[376614.858572] TCP: request_sock_TCP: Possible SYN flooding on port 25565. "
               "Sending cookies.  Check SNMP counters.",
               "[377620.224287] TCP: request_sock_TCP: Possible SYN flooding on port 25565. "
               "Sending cookies.  Check SNMP counters.",
               "[377818.862788] TCP: request_sock_TCP: Possible SYN flooding on port 25565. "
               "Sending cookies.  Check SNMP counters.",
               "[380227.792813] TCP: request_sock_TCP: Possible SYN flooding on port 25565. "
               "Sending cookies.  Check SNMP counters.",
               "[380273.463743] TCP: request_sock_TCP: Possible SYN flooding on port 25565. "
               "Sending cookies.  Check SNMP counters.",
               "[380570.750592] TCP: request_sock_TCP: Possible SYN flooding on port 25565. "
               "Sending cookies.  Check SNMP counters.",
               "[388071.524754] TCP: request_sock_TCP: Possible SYN flooding on port 25565. "
               "Sending cookies.  Check SNMP counters.")
    c.job(64100.0, "COMPLETED", exit_code=0)

    # ---- perf lowers its sample rate twice while a run completes: no failure ---------------
    c = case("bl-perf-interrupt-throttled-job-completes", "no_failure", "unknown", [],
             ["clr-node"],
             "A single-node run on Clear Linux: the kernel twice finds a perf interrupt too long "
             "and lowers kernel.perf_event_max_sample_rate. The run completes. Kernel lines as "
             "posted (seconds since boot); the ISO time ours from a boot 300 s before the job.",
             start="2019-03-22T09:00:00+00:00", scheduler="local")
    c.steps(1, 400, every=9.0)
    uptime_log(c, "clr-node", PERF_THROTTLE, -300.0,
               "[ 1724.568737] perf: interrupt took too long (2510 > 2500), lowering "
               "kernel.perf_event_max_sample_rate to 79000",
               "[ 2540.962936] perf: interrupt took too long (3200 > 3137), lowering "
               "kernel.perf_event_max_sample_rate to 62000")
    c.job(3605.0, "COMPLETED", exit_code=0)

    # ---- NVMe: one node's local drives time out and are removed: storage, that node --------
    c = case("bl-nvme-controller-removed-local-scratch", "attributed", "storage",
             ["nvme-node-2"], ["nvme-node-1", "nvme-node-2"],
             "A two-node job staging its dataset on each node's local NVMe drives: on "
             "nvme-node-2 an admin command times out, the controller reset is aborted (device "
             "not ready) and the kernel removes nvme2, then nvme3, the same way; the drives' "
             "capacity drops to 0. nvme-node-2's rank stops; the job fails. Kernel lines as "
             "posted (seconds since boot); the ISO time ours, the boot 11000 s before the job.",
             start="2016-12-21T12:00:00+00:00", scheduler="slurm")
    c.steps(1, 140, every=5.0, stop={"nvme-node-2": 91})
    uptime_log(c, "nvme-node-2", NVME_REMOVED, -11000.0,
               "[11457.533097] nvme nvme2: I/O 0 QID 0 timeout, reset controller",
               "[11483.115530] nvme nvme2: Device not ready; aborting reset",
               "[11508.697971] nvme nvme2: Device not ready; aborting reset",
               "[11508.697977] nvme nvme2: Removing after probe failure status: -19",
               "[11508.698359] nvme2n1: detected capacity change from 800166076416 to 0",
               "[11626.482776] nvme nvme3: I/O 0 QID 0 timeout, reset controller",
               "[11652.065242] nvme nvme3: Device not ready; aborting reset",
               "[11677.647674] nvme nvme3: Device not ready; aborting reset",
               "[11677.647717] nvme nvme3: Removing after probe failure status: -19",
               "[11677.648065] nvme3n1: detected capacity change from 800166076416 to 0")
    c.job(760.0, "FAILED", exit_code=1)

    # ---- ConnectX: one node's NIC fails to probe after a reboot: network, that node --------
    c = case("bl-mlx5-probe-failed-after-reboot", "attributed", "network", ["cx-node-2"],
             ["cx-node-1", "cx-node-2"],
             "A two-node job starts just after cx-node-2 rebooted: its ConnectX card's mlx5_core "
             "probe fails (handle_hca_cap failed, mlx5_load_one error -22), so the node has no "
             "RDMA device; the job fails at start-up on that node. Kernel lines as posted "
             "(seconds since boot), the ISO time ours from a boot 60 s before the job.",
             start="2022-07-06T09:00:00+00:00", scheduler="slurm")
    uptime_log(c, "cx-node-2", MLX5_PROBE, -60.0,
               "[    5.376443] mlx5_core 0000:01:00.0: firmware version: 14.32.1010",
               "[    5.502207] mlx5_core 0000:01:00.0: handle_hca_cap failed",
               "[    5.662202] mlx5_core 0000:01:00.0: mlx5_load_one failed with error code -22",
               "[    5.663152] mlx5_core: probe of 0000:01:00.0 failed with error -22")
    c.job(30.0, "RUNNING")
    c.job(150.0, "FAILED", exit_code=1)

    # ---- a machine check takes one node down; it logs the MCE when it boots: that node -----
    c = case("bl-mce-node-down-logged-at-boot", "attributed", "node_failure", ["mce-node-2"],
             ["mce-node-1", "mce-node-2"],
             "mce-node-2 stops answering mid-run: its ranks stop, Slurm marks it DOWN and the job "
             "NODE_FAIL. When it boots again its kernel logs the machine check that was pending "
             "(Bank 4, 'Machine check events logged'). Syslog lines as posted (local time, "
             "UTC-7, no year; the line's host field is empty as posted).",
             start="2018-09-17T01:00:00+00:00", scheduler="slurm",
             node_timezones={"mce-node-2": "-07:00"},
             collected_at="2018-09-17T03:30:00+00:00")
    c.steps(1, 600, every=10.0, stop={"mce-node-2": 420})
    c.node_state(4500.0, "mce-node-2", "DOWN", "Not responding")
    c.job(4500.0, "NODE_FAIL")
    c.log("mce-node-2", "kernel", MCE_BOOT,
          "Sep 16 19:51:15 kernel: [    0.043437] mce: CPU supports 7 MCE banks",
          "Sep 16 19:51:15 kernel: [    0.064261] mce: [Hardware Error]: Machine check events "
          "logged",
          "Sep 16 19:51:15 kernel: [    0.064265] mce: [Hardware Error]: CPU 0: Machine Check: 0 "
          "Bank 4: a600000000020408",
          "Sep 16 19:51:15 kernel: [    0.064270] mce: [Hardware Error]: TSC 0 ADDR fef4c9e0 ",
          "Sep 16 19:51:15 kernel: [    0.064277] mce: [Hardware Error]: PROCESSOR 0:706a1 TIME "
          "1537152664 SOCKET 0 APIC 0 microcode 28")
    c.log("mce-node-2", "mcelog", MCE_BOOT,
          "Sep 16 19:51:15 mcelog[987]: mcelog: Family 6 Model 122 CPU: only decoding "
          "architectural errors",
          "Sep 16 19:51:15 mcelog[987]: mcelog: Cannot open /dev/mem for DMI decoding: Operation "
          "not permitted")

    # ---- Ceph: OSDs and a monitor flap for a day while the run completes: no failure -------
    c = case("bl-ceph-osd-flap-job-completes", "no_failure", "unknown", [],
             ["apollo", "artemis"],
             "A two-node run reading from CephFS for most of a day: apollo's kernel client sees "
             "osd2's socket close and the OSD go down and come back, later its monitor session "
             "drop and move to another monitor, then osd0 down and up. The run completes. Kernel "
             "lines as posted (seconds since boot); the ISO time ours from a boot 200 s before "
             "the job.", start="2023-07-10T00:00:00+00:00", scheduler="kubernetes")
    c.steps(1, 550, every=120.0)
    uptime_log(c, "apollo", CEPH_FLAP, -200.0,
               "[  164.191591] libceph: loaded (mon/osd proto 15/24)",
               "[  164.209024] libceph: mon2 (1)10.0.0.247:6789 session established",
               "[  164.209798] libceph: client27315342 fsid fb30d64e-7a8c-46d3-bbd7-77a3b1f080d1",
               "[ 9856.985876] libceph: osd2 (1)10.0.0.249:6801 socket closed (con state OPEN)",
               "[ 9856.986218] libceph: osd2 (1)10.0.0.249:6801 socket closed (con state "
               "V1_BANNER)",
               "[ 9857.236771] libceph: osd2 (1)10.0.0.249:6801 socket closed (con state "
               "V1_BANNER)",
               "[ 9857.740835] libceph: osd2 (1)10.0.0.249:6801 socket closed (con state "
               "V1_BANNER)",
               "[ 9858.764865] libceph: osd2 (1)10.0.0.249:6801 socket closed (con state "
               "V1_BANNER)",
               "[ 9866.176484] libceph (fb30d64e-7a8c-46d3-bbd7-77a3b1f080d1 e857): osd2 down",
               "[10205.084527] libceph (fb30d64e-7a8c-46d3-bbd7-77a3b1f080d1 e859): osd2 up",
               "[65324.056525] libceph: mon2 (1)10.0.0.247:6789 socket closed (con state OPEN)",
               "[65324.056564] libceph: mon2 (1)10.0.0.247:6789 session lost, hunting for new "
               "mon",
               "[65324.058645] libceph: mon1 (1)10.0.0.249:6789 session established",
               "[65343.725503] libceph (fb30d64e-7a8c-46d3-bbd7-77a3b1f080d1 e867): osd0 down",
               "[65519.045871] libceph (fb30d64e-7a8c-46d3-bbd7-77a3b1f080d1 e872): osd0 up")
    c.job(66000.0, "COMPLETED", exit_code=0)


# ---- batch schedulers and node daemons ---------------------------------------------------------
def build_schedulers() -> None:
    # ---- Slurm: the cgroup OOM handler kills a task of the step: oom ------------------------
    c = case("bl-slurm-cgroup-oom-srun-step", "attributed", "oom", [], ["gpu20-15"],
             "K-Net panoptic training on four GPUs of gpu20-15 under sbatch/srun: after several "
             "epochs slurmstepd detects an oom-kill event in the step's cgroup, srun reports "
             "task 0 Out Of Memory and the step is cancelled. A host memory limit. Lines as "
             "posted; the ISO time ours (the CANCELLED line's own time, the others around it).",
             start="2022-05-17T12:00:00+00:00", scheduler="slurm", ranks_per_node=4)
    c.steps(1, 355, every=60.0)
    c.log("gpu20-15", "rank-0", SLURM_CGROUP_OOM,
          "slurmstepd-gpu20-15: error: Detected 1 oom-kill event(s) in StepId=9411285.0. Some of "
          "your processes may have been killed by the cgroup out-of-memory handler.",
          "srun: error: gpu20-15: task 0: Out Of Memory",
          "srun: launch/slurm: _step_signal: Terminating StepId=9411285.0", t=21489.0)
    c.log("gpu20-15", "rank-0", SLURM_CGROUP_OOM,
          "slurmstepd-gpu20-15: error: *** STEP 9411285.0 ON gpu20-15 CANCELLED AT "
          "2022-05-17T17:58:10 ***", t=21490.0, note=OWN_TIME)
    c.log("gpu20-15", "rank-0", SLURM_CGROUP_OOM,
          "/home/krumo/work/utils/anaconda3/envs/knet/lib/python3.7/multiprocessing/"
          "semaphore_tracker.py:144: UserWarning: semaphore_tracker: There appear to be 56 "
          "leaked semaphores to clean up at shutdown",
          "  len(cache))",
          "slurmstepd-gpu20-15: error: Detected 1 oom-kill event(s) in StepId=9411285.batch. "
          "Some of your processes may have been killed by the cgroup out-of-memory handler.",
          t=21491.0)
    c.job(21492.0, "FAILED", exit_code=1)

    # ---- Slurm: the job exceeds its memory limit and is killed: oom -------------------------
    c = case("bl-slurm-exceeded-job-memory-limit", "attributed", "oom", [], ["xantipa"],
             "Coqui STT training in a Singularity container under Slurm: 15 s in, slurmstepd "
             "finds the job over its 512 MB memory limit and kills it. A host memory limit. "
             "Lines as posted; the ISO time ours (the trainer's elapsed time, the CANCELLED "
             "line's own time).", start="2022-06-10T17:11:20+00:00", scheduler="slurm")
    c.steps(1, 93, every=0.15)
    c.log("xantipa", "rank-0", SLURM_MEMLIMIT,
          "Epoch 0 |   Training | Elapsed Time: 0:00:14 | Steps: 89 | Loss: 25.274169", t=14.0)
    c.log("xantipa", "rank-0", SLURM_MEMLIMIT,
          "Epoch 0 |   Training | Elapsed Time: 0:00:15 | Steps: 91 | Loss: 24.980746",
          "Epoch 0 |   Training | Elapsed Time: 0:00:15 | Steps: 93 | Loss: 24.580695",
          "slurmstepd: error: Job 7518 exceeded memory limit (626359956 > 512000000), being "
          "killed",
          "slurmstepd: error: Exceeded job memory limit", t=15.0)
    c.log("xantipa", "rank-0", SLURM_MEMLIMIT,
          "slurmstepd: error: *** JOB 7518 ON xantipa CANCELLED AT 2022-06-10T17:11:35 ***",
          t=15.0, note=OWN_TIME)
    c.log("xantipa", "rank-0", SLURM_MEMLIMIT,
          "Epoch 0 |   Training | Elapsed Time: 0:00:15 | Steps: 95 | Loss: 24.186966", t=15.5)
    c.job(16.0, "FAILED", exit_code=1)

    # ---- Slurm: a step cancelled (by whom is not said) that will not die: ambiguous ---------
    c = case("bl-slurm-step-not-ending-kill-task-failed", "ambiguous", "unknown", [],
             ["cn105", "cn106"],
             "A two-node job: cn106's slurmd log shows the step cancelled at 09:43:55 (who "
             "cancelled it is not said) and, a minute later, slurmstepd giving up because the "
             "step's processes do not end with signals; Slurm drains cn106 ('Kill task failed'). "
             "Why the job was cancelled, and why its processes would not die, is not in the "
             "bundle. slurmd lines as posted (their own time, UID and address masked as "
             "posted); the drain and the job's state are ours, from the report's account.",
             start="2020-12-14T08:59:00+00:00", scheduler="slurm")
    c.steps(1, 260, every=10.0)
    c.own("cn106", "slurmd", SLURM_NOT_ENDING, "2020-12-14 08:59:01.890",
          "[2020-12-14T08:59:01.890] launch task 63532.0 request from UID:xxxxxxxxx  "
          "GID:xxxxxxxxx HOST:10.xxx.xxx.xxx PORT:63195")
    c.own("cn106", "slurmd", SLURM_NOT_ENDING, "2020-12-14 09:43:55.500",
          "[2020-12-14T09:43:55.500] [63532.0] error: *** STEP 63532.0 ON cn106 CANCELLED AT "
          "2020-12-14T09:43:55 ***")
    c.own("cn106", "slurmd", SLURM_NOT_ENDING, "2020-12-14 09:43:55.502",
          "[2020-12-14T09:43:55.502] [63532.extern] done with job")
    c.own("cn106", "slurmd", SLURM_NOT_ENDING, "2020-12-14 09:44:56.002",
          "[2020-12-14T09:44:56.002] [63532.0] error: *** STEP 63532.0 STEPD TERMINATED ON cn106 "
          "AT 2020-12-14T09:44:56 DUE TO JOB NOT ENDING WITH SIGNALS ***")
    c.own("cn106", "slurmd", SLURM_NOT_ENDING, "2020-12-14 09:44:58.306",
          "[2020-12-14T09:44:58.306] [63532.0] done with job")
    c.job(2695.0, "CANCELLED")
    c.node_state(2756.0, "cn106", "DRAIN", "Kill task failed")

    # ---- Slurm: the prolog fails on the allocated node; why is not said: ambiguous ----------
    c = case("bl-slurm-prolog-failure-drain", "ambiguous", "unknown", [], ["k003-006"],
             "An salloc for one node: Slurm reports a prolog failure on k003-006, revokes the "
             "allocation and drains the node. The reporter saw this on every node type (the "
             "site fixed it the next day); what failed in the prolog is not in the bundle. "
             "salloc lines as posted, ISO time ours; the drain is ours, from the report.",
             start="2025-10-13T22:00:00+00:00", scheduler="slurm")
    c.log("k003-006", "salloc", SLURM_PROLOG,
          "salloc: Prolog failure on node k003-006",
          "salloc: Job allocation 235454 has been revoked.",
          "salloc: error: Job allocation 235454 has been revoked", t=4.0)
    c.node_state(4.0, "k003-006", "DRAIN", "Prolog error")
    c.job(4.0, "FAILED", exit_code=1)

    # ---- NHC: a health check times out and drains a node; the run completes: no failure ----
    c = case("bl-nhc-drain-job-completes", "no_failure", "unknown", [], ["hpc-n01", "hpc-n02"],
             "A two-node run during which LBNL NHC's check of sshd on hpc-n02 times out: Slurm "
             "drains the node (no new jobs) and the next check resumes it. Running jobs are not "
             "touched; the run completes. NHC's line as posted, ISO time ours; the drain and "
             "resume are ours, from the report's account.",
             start="2020-12-11T06:00:00+00:00", scheduler="slurm")
    c.steps(1, 720, every=10.0)
    c.log("hpc-n02", "nhc", NHC_TIMEOUT,
          "Health check failed:  Script timed out while executing \"check_ps_daemon sshd root\"",
          t=3000.0)
    c.node_state(3000.0, "hpc-n02", "DRAIN",
                 "NHC: Script timed out while executing \"check_ps_daemon sshd root\"")
    c.node_state(3300.0, "hpc-n02", "ALLOCATED", "")
    c.job(7215.0, "COMPLETED", exit_code=0)

    # ---- systemd-oomd kills the training scope under memory pressure: oom ------------------
    c = case("bl-systemd-oomd-kill", "attributed", "oom", [], ["user-desktop"],
             "A long run launched from a terminal on a workstation: systemd-oomd kills the "
             "terminal's scope (12 processes, 5 h of CPU) because memory pressure on the user's "
             "service stayed over 50 % for 20 s. A host memory kill. journald lines as posted "
             "(their own time, no year).", start="2023-12-18T14:16:00+00:00", scheduler="local",
             collected_at="2023-12-18T20:00:00+00:00")
    c.steps(1, 380, every=50.0)
    c.log("user-desktop", "journal", OOMD_KILL,
          "Dec 18 19:34:56 user-desktop systemd-oomd[840]: Killed /user.slice/user-1001.slice/"
          "user@1001.service/app.slice/app-org.gnome.Terminal.slice/"
          "vte-spawn-dbb4a75e-031f-480d-924b-5de5af7579d2.scope due to memory pressure for "
          "/user.slice/user-1001.slice/user@1001.service being 51.07% > 50.00% for > 20s with "
          "reclaim activity",
          "Dec 18 19:34:56 user-desktop systemd[1837]: "
          "vte-spawn-dbb4a75e-031f-480d-924b-5de5af7579d2.scope: systemd-oomd killed 12 "
          "process(es) in this unit.",
          "Dec 18 19:34:57 user-desktop systemd[1837]: "
          "vte-spawn-dbb4a75e-031f-480d-924b-5de5af7579d2.scope: Consumed 5h 17min 34.893s CPU "
          "time.")
    c.job(19137.0, "FAILED", exit_code=137)

    # ---- NCCL: /dev/shm full, its segment cannot grow at communicator init: oom ------------
    node = "mt-l-x86iavx512-45-172-t4-4-csmpw-runner-g4sfw-workflow"
    c = case("bl-nccl-shm-no-space-left", "attributed", "oom", [], [node],
             "A multi-GPU PyTorch test in a Kubernetes runner pod: at communicator init NCCL "
             "cannot extend its /dev/shm segment (No space left on device, the pod's small "
             "default /dev/shm), and the failure spreads to the proxy sockets. Shared memory "
             "exhausted. Lines as posted; the ISO time ours (the lines' own bracketed time).",
             start="2026-04-22T21:30:00+00:00", scheduler="kubernetes")
    c.log(node, "rank-0", NCCL_SHM_FULL,
          f"[2026-04-22 21:34:20] {node}:202016:202235 [0] misc/shmutils.cc:88 NCCL WARN Error: "
          "failed to extend /dev/shm/nccl-WU88OE to 9637892 bytes, error: No space left on "
          "device (28)",
          f"[2026-04-22 21:34:20] {node}:202016:202235 [0] misc/shmutils.cc:132 NCCL WARN Error "
          "while creating shared memory segment /dev/shm/nccl-WU88OE (size 9637888), error: No "
          "space left on device (28)", t=260.0, note=OWN_TIME)
    c.log(node, "rank-0", NCCL_SHM_FULL,
          f"{node}:202016:202235 [0] NCCL INFO transport/shm.cc:551 -> 2",
          f"{node}:202016:202235 [0] NCCL INFO transport/shm.cc:493 -> 2",
          f"{node}:202016:202240 [0] NCCL INFO misc/socket.cc:28 -> 3",
          f"{node}:202016:202240 [0] NCCL INFO misc/socket.cc:561 -> 3",
          f"{node}:202016:202235 [0] NCCL INFO misc/socket.cc:28 -> 3",
          f"{node}:202016:202238 [2] NCCL INFO misc/socket.cc:28 -> 3",
          f"{node}:202016:202238 [2] NCCL INFO misc/socket.cc:561 -> 3", t=260.0)
    c.job(262.0, "FAILED", exit_code=1)


# ---- the program and its data ------------------------------------------------------------------
def build_programs() -> None:
    # ---- a CUDA runtime newer than the node's driver: the software stack's -----------------
    c = case("bl-cuda-driver-insufficient", "attributed", "user_code", [], ["pose-ws"],
             "Pose-estimation training: moving the model to the GPUs fails with CUDA error 35, "
             "'CUDA driver version is insufficient for CUDA runtime version' - the installed "
             "PyTorch was built for a newer CUDA than the node's driver. A software-stack "
             "mismatch, not a device. Lines as posted, ISO time ours.",
             start="2018-09-13T08:00:00+00:00", scheduler="local")
    c.log("pose-ws", "rank-0", CUDA_DRIVER_OLD,
          "THCudaCheck FAIL file=/pytorch/aten/src/THC/THCGeneral.cpp line=74 error=35 : CUDA "
          "driver version is insufficient for CUDA runtime version",
          "Traceback (most recent call last):",
          "  File \"pose_estimation/train.py\", line 206, in <module>",
          "    main()",
          "  File \"pose_estimation/train.py\", line 115, in main",
          "    model = torch.nn.DataParallel(model, device_ids=gpus).cuda()",
          "  File \"/home/zhouzhou/.local/lib/python3.5/site-packages/torch/nn/modules/"
          "module.py\", line 258, in cuda",
          "    return self._apply(lambda t: t.cuda(device))",
          "  File \"/home/zhouzhou/.local/lib/python3.5/site-packages/torch/nn/modules/"
          "module.py\", line 185, in _apply",
          "    module._apply(fn)",
          "  File \"/home/zhouzhou/.local/lib/python3.5/site-packages/torch/nn/modules/"
          "module.py\", line 185, in _apply",
          "    module._apply(fn)",
          "  File \"/home/zhouzhou/.local/lib/python3.5/site-packages/torch/nn/modules/"
          "module.py\", line 191, in _apply",
          "    param.data = fn(param.data)",
          "  File \"/home/zhouzhou/.local/lib/python3.5/site-packages/torch/nn/modules/"
          "module.py\", line 258, in <lambda>",
          "    return self._apply(lambda t: t.cuda(device))",
          "RuntimeError: cuda runtime error (35) : CUDA driver version is insufficient for CUDA "
          "runtime version at /pytorch/aten/src/THC/THCGeneral.cpp:74", t=12.0)
    c.job(13.0, "FAILED", exit_code=1)

    # ---- a dataset that fails to decompress, every time at the same place: user_code -------
    c = case("bl-zlib-corrupt-dataset", "attributed", "user_code", [], ["protst-node"],
             "ProtST fine-tuning on two GPUs (torch.distributed.launch): loading the Enzyme "
             "Commission dataset stops at 92 % every time with zlib's 'invalid stored block "
             "lengths', even after re-extracting the archive. The program's data, not a device "
             "or a filesystem. The line as posted, ISO time ours.",
             start="2024-02-29T10:00:00+00:00", scheduler="local", ranks_per_node=2)
    c.log("protst-node", "rank-0", ZLIB_DATASET,
          "zlib.error: Error -3 while decompressing data: invalid stored block lengths",
          t=1630.0)
    c.job(1640.0, "FAILED", exit_code=1)

    # ---- the trainer's own NaN check stops the run: numerical ------------------------------
    c = case("bl-loss-nan-stopping-training", "attributed", "numerical", [], ["mar-node"],
             "Fine-tuning MAR as a video generator under torchrun with autocast: in epoch 8 the "
             "trainer's own check prints 'Loss is nan, stopping training' and exits; the elastic "
             "agent reports local rank 0 failed. Lines as posted (the trainer's time of day, the "
             "agent's glog stamp); the ISO time ours from them.",
             start="2024-10-30T08:00:00+00:00", scheduler="local")
    c.steps(1, 1000, every=13.28)
    c.log("mar-node", "rank-0", NAN_STOP,
          "[11:41:33.534863] Epoch: [8]  [ 200/2293]  eta: 1:52:52  lr: 0.000004  loss: 0.2606 "
          "(0.2654)  time: 3.0808  data: 0.0002  max mem: 32637", t=13293.534863, note=OWN_TIME)
    c.log("mar-node", "rank-0", NAN_STOP, "[11:41:59.064379] Loss is nan, stopping training",
          t=13319.064379, note=OWN_TIME)
    c.log("mar-node", "torchrun", NAN_STOP,
          "E1030 11:42:16.325000 140014536193856 torch/distributed/elastic/multiprocessing/"
          "api.py:833] failed (exitcode: 1) local_rank: 0 (pid: 155690) of binary: "
          "/data/taohu/anaconda3/envs/vae/bin/python3.10", t=13336.325, note=OWN_TIME)
    c.job(13337.0, "FAILED", exit_code=1)


# ---- orchestrators, platforms and clouds -------------------------------------------------------
def build_orchestrators_and_clouds() -> None:
    # ---- SageMaker: the user script exits with an error and no trace: ambiguous -------------
    c = case("bl-sagemaker-user-script-error", "ambiguous", "unknown", [], ["algo-1"],
             "A SageMaker PyTorch training job (k-fold RNN) fails: sagemaker-containers reports "
             "ExecuteUserScriptError for the training command and the job is marked failed, with "
             "no traceback or exit reason in the logs. Lines as posted (the status lines keep "
             "their own time); the ISO time of the error lines ours.",
             start="2019-02-25T14:00:00+00:00", scheduler="sagemaker")
    c.steps(1, 30, every=20.0)
    c.log("algo-1", "rank-0", SAGEMAKER_SCRIPT,
          "sagemaker-containers ERROR    ExecuteUserScriptError:",
          "Command \"/usr/bin/python -m rnn --batch-size 256 --dropout 0 --epochs 2 --hidden "
          "500, 500 --job-type simple_fold_valid --l2 0 --lr 0.001 --num-hidden-rnn 2 "
          "--num-neuron-rnn 180 --optimizer Adam\"", t=670.0)
    c.own("algo-1", "sagemaker", SAGEMAKER_SCRIPT, "2019-02-25 14:11:16",
          "2019-02-25 14:11:16 Uploading - Uploading generated training model")
    c.own("algo-1", "sagemaker", SAGEMAKER_SCRIPT, "2019-02-25 14:11:16",
          "2019-02-25 14:11:16 Failed - Training job failed")
    c.job(676.0, "FAILED", exit_code=1)

    # ---- Kubernetes: a worker's volume never mounts, the job cannot start: storage ---------
    c = case("bl-k8s-failedmount-worker-volume", "attributed", "storage", [],
             ["ca1md-k8w03-01", "ca1md-k8w03-02"],
             "A two-worker job whose pods share a persistent volume (workdir): worker-1's pod on "
             "ca1md-k8w03-02 stays in ContainerCreating for 45 minutes, the kubelet timing out "
             "attaching/mounting workdir again and again; the job gives up before training "
             "starts. The volume is shared storage, not the node's own disk. Events as posted "
             "(reason and message), their times ours from the counts and ages shown.",
             start="2020-08-20T10:00:00+00:00", scheduler="kubernetes")
    messages = [
        ("2020-08-20T10:29:00+00:00", "Unable to attach or mount volumes: unmounted volumes="
         "[workdir], unattached volumes=[default-token-pwvpc podmetadata docker-sock workdir]: "
         "timed out waiting for the condition"),
        ("2020-08-20T10:37:28+00:00", "Unable to attach or mount volumes: unmounted volumes="
         "[workdir], unattached volumes=[docker-sock workdir default-token-pwvpc podmetadata]: "
         "timed out waiting for the condition"),
        ("2020-08-20T10:41:58+00:00", "Unable to attach or mount volumes: unmounted volumes="
         "[workdir], unattached volumes=[podmetadata docker-sock workdir default-token-pwvpc]: "
         "timed out waiting for the condition"),
        ("2020-08-20T10:44:15+00:00", "Unable to attach or mount volumes: unmounted volumes="
         "[workdir], unattached volumes=[workdir default-token-pwvpc podmetadata docker-sock]: "
         "timed out waiting for the condition"),
    ]
    for ts, message in messages:
        c.event(K8S_FAILEDMOUNT, ts, kind="Pod", name="train-worker-1", reason="FailedMount",
                node="ca1md-k8w03-02", type_="Warning", message=message)
    c.job(2760.0, "FAILED", exit_code=1)

    # ---- Kubernetes: the container image cannot be pulled; why is not said: ambiguous ------
    c = case("bl-k8s-imagepullbackoff", "ambiguous", "unknown", [], ["minikube"],
             "A Kubeflow deployment's backend pod on minikube never starts: the kubelet keeps "
             "backing off pulling its image (ImagePullBackOff). Whether the image name, the "
             "registry or the node's network is at fault is not said. kubelet journal lines as "
             "posted (their own time, no year).",
             start="2019-03-14T19:00:00+00:00", scheduler="kubernetes",
             collected_at="2019-03-14T20:00:00+00:00")
    c.log("minikube", "kubelet", K8S_IMAGEPULL,
          "Mar 14 19:34:13 minikube kubelet[3244]: E0314 19:34:13.520901    3244 "
          "pod_workers.go:190] Error syncing pod 4b4728cd-4620-11e9-9bf4-d409029b649b "
          "(\"modeldb-backend-54f88cf869-xbnz4_kubeflow(4b4728cd-4620-11e9-9bf4-d409029b649b)\"),"
          " skipping: failed to \"StartContainer\" for \"modeldb-backend\" with "
          "ImagePullBackOff: \"Back-off pulling image \\\"mitdbg/modeldb-backend:kf0.4\\\"\"",
          "Mar 14 19:34:26 minikube kubelet[3244]: E0314 19:34:26.518798    3244 "
          "pod_workers.go:190] Error syncing pod 4b4728cd-4620-11e9-9bf4-d409029b649b "
          "(\"modeldb-backend-54f88cf869-xbnz4_kubeflow(4b4728cd-4620-11e9-9bf4-d409029b649b)\"),"
          " skipping: failed to \"StartContainer\" for \"modeldb-backend\" with "
          "ImagePullBackOff: \"Back-off pulling image \\\"mitdbg/modeldb-backend:kf0.4\\\"\"",
          note=QUOTE_DROPPED)
    c.job(2400.0, "FAILED", exit_code=1)

    # ---- Kueue: the workload is preempted for a higher-priority one: preemption ------------
    c = case("bl-kueue-workload-preempted", "attributed", "preemption", [],
             ["kind-worker", "kind-worker2"],
             "A two-pod training Job admitted by Kueue: a higher-priority workload arrives in "
             "the same ClusterQueue and Kueue evicts this one ('Preempted to accommodate a "
             "workload ... due to prioritization in the ClusterQueue'); its pods stop. The "
             "workload's Evicted condition (reason and message as posted, the YAML's folded "
             "message joined) as an event; the step metrics are ours.",
             start="2025-10-23T06:00:00+00:00", scheduler="kubernetes")
    c.steps(1, 198, every=10.0)
    c.event(KUEUE_PREEMPT, "2025-10-23T06:33:18+00:00", kind="Workload",
            name="job-sample-job-low", reason="Preempted", source="kueue",
            message="Preempted to accommodate a workload (UID: "
                    "9f542104-a9e2-4344-ad2e-9c136204da18, JobUID: "
                    "a20d0a6a-64a3-46ce-9b95-8cfb3bf6e675) due to prioritization in the "
                    "ClusterQueue")

    # ---- SkyPilot: the managed spot cluster is preempted; recovery starts: preemption ------
    c = case("bl-skypilot-spot-cluster-preempted", "attributed", "preemption", [],
             ["bert-qa-39"],
             "BERT QA fine-tuning as a SkyPilot managed spot job: the controller finds the cluster "
             "preempted and starts recovering; cancelling the old job on the vanished cluster "
             "fails (ssh exit 255) and a new cluster is provisioned. The controller's log, filed "
             "with the job's node; lines as posted (their own time, no year).",
             start="2022-05-03T22:00:00+00:00", scheduler="skypilot",
             collected_at="2022-05-04T01:00:00+00:00")
    c.steps(1, 1000, every=10.0)
    c.log("bert-qa-39", "sky-spot-controller", SKY_PREEMPT,
          "(bert-qa pid=920210) I 05-04 00:52:46 controller.py:100] The cluster is preempted.",
          "(bert-qa pid=920210) I 05-04 00:52:46 spot_state.py:99] === Recovering... ===",
          "(bert-qa pid=920210) E 05-04 00:53:16 backend_utils.py:993]",
          "(bert-qa pid=920210) E 05-04 00:53:16 backend_utils.py:998] Command failed with code "
          "255: python3 -u -c 'from sky.skylet import job_lib, log_lib;job_lib.cancel_jobs(None)'",
          "(bert-qa pid=920210) E 05-04 00:53:16 backend_utils.py:999] Failed to cancel jobs on "
          "cluster bert-qa-39.",
          "(bert-qa pid=920210) I 05-04 00:53:16 cloud_vm_ray_backend.py:761] To view detailed "
          "progress: tail -n100 -f /home/ubuntu/sky_logs/sky-2022-05-04-00-53-16-572851/"
          "provision.log", note=COMMENT_DROPPED)

# ---- writing -----------------------------------------------------------------------------------
def main() -> None:
    build()
    remove_stale(ROOT, "bl-", CASES)
    write_split(CASES, SPLIT, ROOT)


if __name__ == "__main__":
    main()
