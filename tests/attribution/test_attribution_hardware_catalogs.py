"""Hardware and link catalogs beyond NVIDIA (issue 43): AMD GPUs and ROCm, Intel Gaudi, AWS
Neuron, Intel GPUs and Level Zero, Cloud TPUs, the host's PCIe AER / EDAC / memory-failure
reports, and a node's own network links and mlx5 adapter.

Each posted line below is read as the driver's or runtime's own source says (the URL beside it is
where it was posted); lines of healthy machines near them (corrected errors, ECC active at init, a
link coming up, a reset that recovered, an all-clear RAS poll) are not failures. The bundle tests
hold what the lines mean for recovery: which node, and when a link flap is no cause at all.
"""

from __future__ import annotations

import itertools
import json
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from trainwarden.attribution import Catalog, attribute_bundle
from trainwarden.attribution.bundle.matcher import matcher_for

HARDWARE_FILES = ("amd-gpu", "habana", "neuron", "intel-gpu", "tpu", "ascend", "host-hardware",
                  "links")

# (the line as posted, the signature it is read as (None: no signature), where it was posted)
POSTED: list[tuple[str, str | None, str]] = [
    # amdgpu RAS, resets and ring timeouts
    ("[500967.571516] amdgpu 0000:dd:00.0: {1}uncorrectable hardware error(ERREVENT_ATHUB_"
     "INTERRUPT) detected!", "amdgpu-ras-uncorrectable",
     "https://github.com/ROCm/legacy-rocm-build/issues/4021"),
    ("Jul 24 12:26:16 macross kernel: [drm:amdgpu_job_timedout [amdgpu]] *ERROR* ring gfx_0.0.0 "
     "timeout, signaled seq=5000163, emitted seq=5000165", "amdgpu-gpu-hang-reset",
     "https://github.com/pop-os/cosmic-comp/issues/2626"),
    ("Jul 24 12:26:16 macross kernel: amdgpu 0000:08:00.0: amdgpu: GPU reset begin!",
     "amdgpu-gpu-hang-reset", "https://github.com/pop-os/cosmic-comp/issues/2626"),
    ("Oct 07 15:47:47 sanori-laptop kernel: amdgpu: The cp might be in an unrecoverable state due "
     "to an unsuccessful queues preemption", "amdgpu-gpu-hang-reset",
     "https://github.com/ROCm/legacy-rocm-build/issues/1584"),
    ("[  950.818166] amdgpu 0000:c5:00.0: amdgpu: MES failed to respond to msg=REMOVE_QUEUE",
     "amdgpu-gpu-hang-reset", "https://github.com/ROCm/legacy-rocm-build/issues/5724"),
    ("[ 4778.915423] amdgpu 0000:c6:00.0: amdgpu: [gfxhub0] no-retry page fault (src_id:0 "
     "ring:24 vmid:3 pasid:32769)", "amdgpu-vm-page-fault",
     "https://github.com/ROCm/amdgpu/issues/172"),
    ("[  629.844077] amdgpu 0000:0b:00.0: amdgpu: [gfxhub] page fault (src_id:0 ring:24 vmid:8 "
     "pasid:32770, for process python pid 1796 thread python pid 1796)", "amdgpu-vm-page-fault",
     "https://github.com/ROCm/legacy-rocm-build/issues/2804"),
    # the kernel's own VM (vmid 0) faulting after a firmware hang is not the program's
    ("May 26 18:09:57 fedora kernel: amdgpu 0000:03:00.0: amdgpu: [gfxhub] page fault (src_id:0 "
     "ring:169 vmid:0 pasid:0, for process  pid 0 thread  pid 0)", None,
     "https://github.com/ROCm/legacy-rocm-build/issues/3265"),
    # the ROCm runtime, on the program's stderr
    ("HW Exception by GPU node-4 (Agent handle: 0x1ebc04e0) reason :GPU Hang",
     "rocm-hw-exception-hang", "https://github.com/ROCm/legacy-rocm-build/issues/5259"),
    ("HW Exception by GPU node-1 (Agent handle: 0x1b0fc990) reason :GPU Hang",
     "rocm-hw-exception-hang", "https://github.com/ROCm/legacy-rocm-build/issues/6137"),
    ("Memory access fault by GPU node-2 (Agent handle: 0x5640a8bb1980) on address 0x7feea09c5000. "
     "Reason: Page not present or supervisor privilege.", "rocm-memory-access-fault",
     "https://github.com/ROCm/legacy-rocm-build/issues/2804"),
    # AWS Neuron runtime status codes
    ("2021-11-01 06:02:18.992183: W tensorflow/core/framework/op_kernel.cc:1651] OP_REQUIRES "
     "failed at neuron_op.cc:44 : Internal: tensorflow/neuron/runtime/direct/adaptor.cc:446:"
     "Execute failed: nrt_execute: status=1004, error message=\"Execution was completed with "
     "other errors\".", "neuron-runtime-failure",
     "https://github.com/aws-neuron/aws-neuron-sdk/issues/351"),
    ("indirect dma_transpose with invalid index with OOB skip will fail with "
     "`NRT_EXEC_HW_ERR_DMA_ABORT`, and any subsequent neff execution will fail",
     "neuron-hw-error", "https://github.com/aws-neuron/aws-neuron-sdk/issues/1390"),
    # the Cloud TPU runtime
    ("I0629 20:17:54.098071 140019624834816 error_handling.py:70] Error recorded from outfeed: "
     "Bad hardware status: 0x1", "tpu-bad-hardware-status",
     "https://github.com/zihangdai/xlnet/issues/90"),
    ("F0000 00:00:1717141650.890307    9276 pjrt_computation_client.cc:487] Non-OK-status: status "
     "status: INTERNAL: Core halted unexpectedly: INTERNAL: Accelerator device halted "
     "prematurely, perhaps due to an on-device check-failure.", "tpu-core-halted",
     "https://github.com/pytorch/xla/issues/7138"),
    # Intel GPUs
    ("22:39:31 kernel: i915 0000:00:02.0: [drm] GPU HANG: ecode 12:1:0020fffe, in "
     "xdg-desktop-por [1676]", "i915-gpu-hang",
     "https://github.com/clearlinux/distribution/issues/2907"),
    ("[Sat Jun 20 00:34:33 2026] Engine reset: engine_class=ccs ...", "i915-gpu-hang",
     "https://github.com/ggml-org/llama.cpp/issues/24810"),
    # an engine reset that failed is followed by a reset of the whole chip: not a wedged GPU
    ("22:39:31 kernel: i915 0000:00:02.0: [drm] *ERROR* GT0: GUC: Engine reset failed on 0:0 "
     "(rcs0) because 0x00000000", None, "https://github.com/clearlinux/distribution/issues/2907"),
    ("[Tue Aug 26 16:02:58 2025] i915 0000:00:02.0: [drm] *ERROR* GT0: Failed to initialize GPU, "
     "declaring it wedged!", "intel-gpu-wedged",
     "https://github.com/strongtz/i915-sriov-dkms/issues/339"),
    # PCIe AER and memory failures
    ("[74889.542031] pcieport 0000:00:02.0: AER: Uncorrected (Fatal) error received: id=0010",
     "pcie-aer-fatal", "https://github.com/wilicc/gpu-burn/issues/1"),
    ("[74889.542044] pcieport 0000:00:02.0: PCIe Bus Error: severity=Uncorrected (Fatal), "
     "type=Transaction Layer, id=0010(Receiver ID)", "pcie-aer-fatal",
     "https://github.com/wilicc/gpu-burn/issues/1"),
    ("[   16.166347] Memory failure: 0x0: recovery action for reserved kernel page: Failed",
     "memory-failure-unrecovered", "https://github.com/open-power/hostboot/issues/150"),
    # links and the mlx5 adapter
    ("Nov 17 13:16:56 superserver kernel: [11314.655315] ixgbe 0000:08:00.0 eth11: NIC Link is "
     "Down", "nic-link-down", "https://github.com/ntop/PF_RING/issues/293"),
    ("[529236.291524] ixgbe 0000:04:00.1 ixgbe1: NIC Link is Down", "nic-link-down",
     "https://github.com/cisco-system-traffic-generator/trex-core/issues/527"),
    ("[198542.853543] mlx5_core 0000:5e:00.0: device's health compromised - reached miss count",
     "mlx5-health-fatal", "https://github.com/charmplusplus/charm/issues/2635"),
    ("[198542.918249] mlx5_core 0000:5e:00.0: synd 0x7: irisc not responding",
     "mlx5-health-fatal", "https://github.com/charmplusplus/charm/issues/2635"),
    ("b1360: [14280.445226] mlx5_core 0000:61:00.0: wait_func:1132:(pid 141181): CREATE_DCT(0x710) "
     "timeout. Will cause a leak of a command resource", "mlx5-cmd-timeout",
     "https://github.com/openucx/ucx/issues/7738"),
]

# Posted lines of machines that kept working (or of a failure's harmless neighbours): a warning
# at most, never a cause.
HEALTHY = [
    ("Jul 24 12:26:20 macross kernel: amdgpu 0000:08:00.0: amdgpu: GPU reset(2) succeeded!",
     "https://github.com/pop-os/cosmic-comp/issues/2626"),
    ("Jul 24 12:26:19 macross kernel: amdgpu 0000:08:00.0: amdgpu: GPU reset succeeded, trying "
     "to resume", "https://github.com/pop-os/cosmic-comp/issues/2626"),
    ("[   34.965517] amdgpu 0000:03:00.0: [drm] device wedged, but recovered through reset",
     "https://github.com/ROCm/legacy-rocm-build/issues/6127"),
    ("[  869.722447] amdgpu 0000:44:00.0: amdgpu: ring gfx_0.0.0 uses VM inv eng 0 on hub 0",
     "https://github.com/ROCm/legacy-rocm-build/issues/2804"),
    ("Oct 07 15:47:47 sanori-laptop kernel: amdgpu 0000:03:00.0: amdgpu: RAS: optional ras ta "
     "ucode is not available", "https://github.com/ROCm/legacy-rocm-build/issues/1584"),
    ("[74785.660380] pcieport 0000:00:02.0: PCIe Bus Error: severity=Corrected, type=Data Link "
     "Layer, id=0010(Transmitter ID)", "https://github.com/wilicc/gpu-burn/issues/1"),
    ("Sep 19 16:18:04 bubz kernel: [68185.875295] nvidia 0000:07:00.0: PCIe Bus Error: "
     "severity=Correctable, type=Data Link Layer, (Transmitter ID)",
     "https://github.com/pop-os/pop/issues/3363"),
    ("Sep 19 16:18:04 bubz kernel: [68185.875052] pcieport 0000:00:03.1: AER: Multiple Correctable "
     "error message received from 0000:00:00.0", "https://github.com/pop-os/pop/issues/3363"),
    ("[Mon Jan 27 19:27:15 2020] EDAC MC0: 1 CE memory read error on CPU_SrcID#0_Ha#0_Chan#2_"
     "DIMM#0 (channel:2 slot:0 page:0x849923 offset:0x380 grain:32 syndrome:0x0 -  area:DRAM "
     "err_code:0001:0092 socket:0 ha:0 channel_mask:4 rank:0)",
     "https://github.com/grondo/edac-utils/issues/10"),
    ("Nov 26 09:36:22 mo-srv-128 kernel: {7}[Hardware Error]: event severity: recoverable",
     "https://github.com/matrixorigin/matrixone/issues/20374"),
    ("[   18.875920] MCE 0x318: recovery action for dirty LRU page: Recovered",
     "https://github.com/nccgroup/TriforceLinuxSyscallFuzzer/issues/2"),
    ("Nov 17 13:16:56 superserver kernel: [11314.654843] ixgbe 0000:08:00.0 eth11: NIC Link is Up "
     "10 Gbps, Flow Control: RX", "https://github.com/ntop/PF_RING/issues/293"),
    ("[  292.487846] userif-5: sent link down event.",
     "https://github.com/ROCm/legacy-rocm-build/issues/5724"),
    ("[   17.982092] mlx5_core 0000:41:00.0: firmware version: 14.32.1010",
     "https://github.com/PeterSuh-Q3/tinycore-redpill/issues/9"),
]


def _best(catalog: Catalog, text: str, stream: str = "kernel") -> str | None:
    found = matcher_for(catalog, stream).best(text, text.lower())
    return found[0].id if found else None


@pytest.mark.parametrize(("text", "expected", "url"), POSTED,
                         ids=[f"{i}-{e or 'none'}" for i, (_, e, _) in enumerate(POSTED)])
def test_a_posted_line_is_read_as_its_driver_says(
    catalog: Catalog, text: str, expected: str | None, url: str,
) -> None:
    assert url.startswith("https://github.com/")
    assert _best(catalog, text) == expected


@pytest.mark.parametrize(("text", "url"), HEALTHY, ids=[str(i) for i in range(len(HEALTHY))])
def test_a_healthy_machines_line_is_no_cause(catalog: Catalog, text: str, url: str) -> None:
    assert url.startswith("https://github.com/")
    found = _best(catalog, text)
    sig = catalog.by_id(found) if found else None
    assert sig is None or sig.role == "warning", found


# Lines written from the driver's or runtime's format string (no public post of them was found):
# the format is what the source prints, the values are ours.
FROM_SOURCE = [
    ("habanalabs 0000:1a:00.0: Failed to initialize hl2. Device is NOT usable !",
     "habana-device-not-usable"),  # device.c, older drivers
    ("habanalabs: Failed to initialize accel0. Device 0000:b3:00.0 is NOT usable!",
     "habana-device-not-usable"),  # device.c, hl_device_init()
    ("habanalabs hl0: Device heartbeat failed! PCI link is healthy", "habana-heartbeat-failed"),
    ("HW Exception by GPU node-2 (Agent handle: 0x55d0c3a0) reason :ECC", "rocm-hw-exception-ecc"),
    ("Memory access fault by GPU node-2 (Agent handle: 0x55d0c3a0) on address 0x7f2a00000000. "
     "Reason: DRAM ECC failure.", "rocm-memory-fault-ecc"),
    ("amdgpu 0000:0b:00.0: amdgpu: 2 uncorrectable hardware errors detected in umc block",
     "amdgpu-ras-uncorrectable"),
    ("amdgpu 0000:0b:00.0: amdgpu: 3 correctable hardware errors detected in umc block",
     "amdgpu-ras-correctable"),
    ("amdgpu 0000:0b:00.0: amdgpu: GPU reset(3) failed", "amdgpu-reset-failed"),
    ("RuntimeError: HIP error: uncorrectable ECC error encountered", "hip-ecc-uncorrectable"),
    # PyTorch/XLA's pod launcher refusing a Cloud TPU node the API reports unhealthy: no post of
    # it outside a held-out corpus's report; written from the RuntimeError's format string in
    # torch_xla/distributed/cluster.py (https://github.com/pytorch/xla/blob/r1.5/torch_xla/distributed/cluster.py)
    ("RuntimeError: TPU my-pod-v3-32 is not HEALTHY yet. Re-run when all TPUs are HEALTHY",
     "tpu-node-not-healthy"),
    ("RuntimeError: npuSynchronizeDevice:build/CMakeFiles/torch_npu.dir/compiler_depend.ts:479 "
     "NPU function error: AclrtSynchronizeDeviceWithTimeout, error code is 507054",
     "ascend-device-memory-error"),
    ("RuntimeError: nrt_execute: status=1201, error message=\"HBM uncorrectable error\"",
     "neuron-hw-error"),
    ("NEURON_HW_ERR=SRAM_UNCORRECTABLE_ERROR instance-id=i-0592464924bd45322 "
     "hostname=ip-172-31-61-252 nd-id=0 nc-id=0 serial-num=19fcda00f5ff6eb9 "
     "action=TERMINATE_INSTANCE", "neuron-kernel-hw-error"),  # the Neuron runtime's docs
    ("nrt_load status=4, error message=\"Failed to allocate a resource\"",
     "neuron-resource-exhausted"),
    ("nrt_execute: status=1003, error message=\"Execution completed with numerical errors\"",
     "neuron-numerical-error"),
    ("nrt_execute: status=1002, error message=\"Invalid input\"", "neuron-program-error"),
    ("mlx5_core 0000:41:00.0: print_health_info:458:(pid 0): synd 0x8: unrecoverable hardware "
     "error", "mlx5-health-fatal"),
    ("RuntimeError: level_zero backend failed with error: 20 (ZE_RESULT_ERROR_DEVICE_LOST)",
     "level-zero-device-lost"),
    ("nvidia 0000:3b:00.0: PCIe Bus Error: severity=Uncorrected (Fatal), type=Transaction Layer, "
     "(Receiver ID)", "pcie-aer-fatal-gpu"),
    ("mlx5_core 0000:5e:00.0: PCIe Bus Error: severity=Uncorrected (Fatal), type=Transaction "
     "Layer, (Receiver ID)", "pcie-aer-fatal-nic"),
    ("EDAC MC0: 1 UE memory read error on CPU_SrcID#0_MC#0_Chan#0_DIMM#0 (channel:0 slot:0 "
     "page:0xe16677 offset:0x0 grain:32 -  err_code:0000:009f socket:0 imc:0 rank:0)",
     "edac-uncorrected"),
    ("{1}[Hardware Error]: event severity: fatal", "ghes-fatal"),
    ("[  183.650625] mce: Uncorrected hardware memory error in user-access at 8a398a400",
     "memory-error-user-access"),  # as a linux-mm thread quotes it; mce/core.c kill_me_maybe()
    ("Memory failure: 0x2f4a31: Sending SIGBUS to python:48211 due to hardware memory corruption",
     "memory-failure-kill"),
    ("systemd-networkd[812]: eth1: Lost carrier", "nic-link-down"),
    ("tg3 0000:02:00.0 eth0: Link is down", "nic-link-down"),  # tg3.c tg3_link_report()
    ("mlx4_en: eth2: Link Down", "nic-link-down"),  # mlx4 en_netdev.c
    ("mlx4_en: eth2: Link Up", "nic-link-up"),
    ("3: ens5f0: <NO-CARRIER,BROADCAST,MULTICAST,UP> mtu 9000 qdisc mq state DOWN mode DEFAULT "
     "group default qlen 1000", "ip-link-no-carrier"),
]


@pytest.mark.parametrize(("text", "expected"), FROM_SOURCE,
                         ids=[f"{i}-{e}" for i, (_, e) in enumerate(FROM_SOURCE)])
def test_a_line_in_its_sources_format_is_read_as_the_source_says(
    catalog: Catalog, text: str, expected: str,
) -> None:
    assert _best(catalog, text) == expected


def test_a_virtual_interface_without_carrier_is_no_link_failure(catalog: Catalog) -> None:
    """A veth whose container stopped and an idle docker0 bridge have no carrier on every
    healthy node (systemd-networkd's and ip-link's formats)."""
    for text in ("systemd-networkd[593]: veth3f2a1b7: Lost carrier",
                 "4: docker0: <NO-CARRIER,BROADCAST,MULTICAST,UP> mtu 1500 qdisc noqueue state "
                 "DOWN mode DEFAULT group default"):
        assert _best(catalog, text) is None, text


@pytest.mark.parametrize(("text", "url"), [
    ("RuntimeError: npuSynchronizeDevice:build/CMakeFiles/torch_npu.dir/compiler_depend.ts:479 NPU "
     "function error: AclrtSynchronizeDeviceWithTimeout, error code is 507048",
     "https://github.com/vllm-project/vllm-ascend/issues/1443"),
    ("RuntimeError: Sync:torch_npu/csrc/framework/OpCommand.cpp:190 NPU error, error code is "
     "507015", "https://github.com/modelscope/ms-swift/issues/1243"),
])
def test_other_ascend_runtime_errors_are_not_its_memory(
    catalog: Catalog, text: str, url: str,
) -> None:
    assert url.startswith("https://github.com/")
    assert _best(catalog, text, "rank-0") not in {"ascend-device-memory-error",
                                                  "ascend-suspect-memory-error"}


def test_an_all_clear_ras_poll_is_no_error(catalog: Catalog) -> None:
    """amdgpu prints the block's count on every query: zero uncorrectable errors is all-clear."""
    for text in ("amdgpu 0000:c3:00.0: amdgpu: no uncorrectable hardware errors detected in umc "
                 "block",
                 "amdgpu 0000:c3:00.0: amdgpu: 0 uncorrectable hardware errors detected in umc "
                 "block"):
        assert _best(catalog, text) != "amdgpu-ras-uncorrectable", text


def test_every_entry_cites_its_source(catalog: Catalog) -> None:
    mine = [s for s in catalog.signatures
            if any(f"/{name}.yaml:" in s.source for name in HARDWARE_FILES)]
    assert len(mine) >= 30
    for sig in mine:
        assert re.match(r"^https://\S+(?: https://\S+)*$", sig.spec.source), sig.id


# ---- what the lines mean for recovery, on bundles -------------------------------------------
NODES = ["node-1", "node-2", "node-3"]
RANKS = {"0": "node-1", "1": "node-2", "2": "node-3"}
Write = Callable[..., Path]
_NAMES = itertools.count()


def _bundle(write_bundle: Write, files: dict[str, str], *, job_state: str = "FAILED",
            last_step: int = 10) -> Path:
    """Ranks train one step a second from 00:00:01 to `last_step`; the job ends at 00:30."""
    steps = [{"ts": f"2026-01-01T00:{s // 60:02d}:{s % 60:02d}Z", "node": node,
              "rank": int(rank), "name": "step", "value": s}
             for rank, node in RANKS.items() for s in range(1, last_step + 1)]
    sched = [{"ts": "2026-01-01T00:30:00Z", "job_state": job_state,
              "exit_code": 0 if job_state == "COMPLETED" else 1}]
    files = {"scheduler.jsonl": "".join(json.dumps(e) + "\n" for e in sched), **files}
    if steps:
        files["metrics.jsonl"] = "".join(json.dumps(m) + "\n" for m in steps)
    job = {"job_id": "j", "scheduler": "slurm", "nodes": NODES, "ranks": RANKS}
    return write_bundle(files, job=job, name=f"bundle-{next(_NAMES)}")


def _verdict(path: Path) -> tuple[str, str, list[str]]:
    result = attribute_bundle(path)
    return result.verdict, result.category, result.implicated_nodes


def _posted(signature: str) -> str:
    return next(text for text, sig, _ in POSTED if sig == signature)


def test_a_zero_mlx5_syndrome_is_no_fault(catalog: Catalog) -> None:
    assert _best(catalog, "mlx5_core 0000:41:00.0: synd 0x0: unrecognized error") is None


def test_a_link_that_stays_down_on_a_failed_job_is_that_nodes_network(
    write_bundle: Write,
) -> None:
    kernel = f"2026-01-01T00:00:11Z {_posted('nic-link-down')}\n"
    path = _bundle(write_bundle, {"logs/node-2/kernel.log": kernel})
    assert _verdict(path) == ("attributed", "network", ["node-2"])


def test_a_link_that_came_back_at_once_is_a_flap_not_a_cause(write_bundle: Write) -> None:
    """No steps to show training went on: only the link coming back says the flap passed."""
    down = "ixgbe 0000:04:00.1 ixgbe1: NIC Link is Down"
    up = "ixgbe 0000:04:00.1 ixgbe1: NIC Link is Up 10 Gbps, Flow Control: RX/TX"
    flap = f"2026-01-01T00:00:11Z {down}\n2026-01-01T00:00:12Z {up}\n"
    path = _bundle(write_bundle, {"logs/node-2/kernel.log": flap}, last_step=0)
    assert _verdict(path)[2] == []
    stays = f"2026-01-01T00:00:11Z {down}\n2026-01-01T00:05:12Z {up}\n"  # back after 5 minutes
    path = _bundle(write_bundle, {"logs/node-2/kernel.log": stays}, last_step=0)
    assert _verdict(path) == ("attributed", "network", ["node-2"])


def test_a_link_down_on_a_job_that_completed_is_no_failure(write_bundle: Write) -> None:
    kernel = f"2026-01-01T00:00:11Z {_posted('nic-link-down')}\n"
    path = _bundle(write_bundle, {"logs/node-2/kernel.log": kernel}, job_state="COMPLETED",
                   last_step=200)
    assert _verdict(path)[2] == []


def test_an_amdgpu_uncorrectable_ras_error_implicates_the_gpus_node(write_bundle: Write) -> None:
    kernel = (f"2026-01-01T00:00:11Z {_posted('amdgpu-ras-uncorrectable')}\n"
              "2026-01-01T00:00:11Z amdgpu 0000:dd:00.0: amdgpu: GPU reset begin!\n")
    path = _bundle(write_bundle, {"logs/node-3/kernel.log": kernel})
    assert _verdict(path) == ("attributed", "gpu_hardware", ["node-3"])


def test_a_rocm_memory_access_fault_is_the_programs_unless_the_reason_is_ecc(
    write_bundle: Write,
) -> None:
    fault = _posted("rocm-memory-access-fault")
    path = _bundle(write_bundle, {"logs/node-1/rank-0.log": f"2026-01-01T00:00:11Z {fault}\n"})
    assert _verdict(path) == ("attributed", "user_code", [])
    ecc = fault.replace("Page not present or supervisor privilege", "SRAM ECC failure")
    path = _bundle(write_bundle, {"logs/node-1/rank-0.log": f"2026-01-01T00:00:11Z {ecc}\n"})
    assert _verdict(path) == ("attributed", "gpu_hardware", ["node-1"])


def test_corrected_host_errors_on_a_job_that_completed_are_no_failure(
    write_bundle: Write,
) -> None:
    kernel = "".join(f"2026-01-01T00:00:{10 + i:02d}Z {text}\n"
                     for i, (text, _) in enumerate(HEALTHY[5:11]))
    path = _bundle(write_bundle, {"logs/node-2/kernel.log": kernel}, job_state="COMPLETED",
                   last_step=200)
    assert _verdict(path)[0] == "no_failure"


def test_a_process_killed_for_bad_memory_is_its_nodes_failure(write_bundle: Write) -> None:
    kernel = ("2026-01-01T00:00:11Z Memory failure: 0x2f4a31: Sending SIGBUS to python:48211 due "
              "to hardware memory corruption\n")
    path = _bundle(write_bundle, {"logs/node-2/kernel.log": kernel})
    assert _verdict(path) == ("attributed", "node_failure", ["node-2"])


def test_a_neuron_hardware_status_implicates_the_devices_node(write_bundle: Write) -> None:
    line = ("RuntimeError: nrt_execute: status=1202, error message=\"NeuronCore uncorrectable "
            "error\"")
    path = _bundle(write_bundle, {"logs/node-3/rank-2.log": f"2026-01-01T00:00:11Z {line}\n"})
    assert _verdict(path) == ("attributed", "gpu_hardware", ["node-3"])


def test_a_root_port_fatal_error_yields_to_the_gpu_that_fell_off_the_bus(
    write_bundle: Write,
) -> None:
    """The root port reports the Surprise Down of the slot; the GPU's own Xid 79 says which
    device it was (wilicc/gpu-burn#1 posted both)."""
    kernel = ("2026-01-01T00:00:11Z [74889.542044] pcieport 0000:00:02.0: PCIe Bus Error: "
              "severity=Uncorrected (Fatal), type=Transaction Layer, id=0010(Receiver ID)\n"
              "2026-01-01T00:00:11.100Z [74889.644138] NVRM: Xid (PCI:0000:02:00): 79, GPU has "
              "fallen off the bus.\n")
    path = _bundle(write_bundle, {"logs/node-2/kernel.log": kernel})
    result = attribute_bundle(path)
    assert (result.category, result.implicated_nodes) == ("gpu_hardware", ["node-2"])
    alone = kernel.splitlines()[0] + "\n"
    path = _bundle(write_bundle, {"logs/node-2/kernel.log": alone})
    assert _verdict(path) == ("attributed", "node_failure", ["node-2"])


def test_a_gpu_reset_after_the_programs_page_fault_is_the_programs(write_bundle: Write) -> None:
    """The kernel shows the program's VM faulting, then the reset of the hung GPU: the fault
    comes first and nobody is implicated (a reset this close may still be read as a second
    cause, so the verdict may stay ambiguous); the reset alone on a failed job is undetermined
    (a job past amdgpu's lockup_timeout, as i915's engine reset and NVIDIA's Xid 8): no node."""
    fault = next(text for text, sig, _ in POSTED if sig == "amdgpu-vm-page-fault")
    reset = "amdgpu 0000:0b:00.0: amdgpu: GPU reset begin!"
    kernel = f"2026-01-01T00:00:11Z {fault}\n2026-01-01T00:00:21Z {reset}\n"
    path = _bundle(write_bundle, {"logs/node-2/kernel.log": kernel})
    assert _verdict(path)[1:] == ("user_code", [])
    path = _bundle(write_bundle, {"logs/node-2/kernel.log": f"2026-01-01T00:00:21Z {reset}\n"})
    assert _verdict(path) == ("ambiguous", "unknown", [])


# nvidia-smi's line from NVIDIA/nvidia-docker#1553; the program's CUDA error from
# open-mmlab/mmdetection#461.
SMI_UNKNOWN = "Unable to determine the device handle for GPU 0000:09:00.0: Unknown Error"
CUDA_UNKNOWN = "RuntimeError: CUDA error: unknown error"


@pytest.mark.parametrize(("files", "want"), [
    ({"logs/node-2/nvidia-smi.log": f"2026-01-01T00:00:12Z {SMI_UNKNOWN}\n"},
     ("attributed", "gpu_hardware", ["node-2"])),
    ({"logs/node-2/nvidia-smi.log": f"2026-01-01T00:31:00Z {SMI_UNKNOWN}\n"},
     ("ambiguous", "hang", [])),  # the stall before the failure is all that is left
    ({"logs/node-2/nvidia-smi.log": f"2026-01-01T00:31:00Z {SMI_UNKNOWN}\n",
      "logs/node-2/rank-1.log": f"2026-01-01T00:29:50Z {CUDA_UNKNOWN}\n"},
     ("attributed", "gpu_hardware", ["node-2"])),
])
def test_a_gpu_handle_nvml_cannot_explain_names_the_node_only_during_the_run_or_witnessed(
    write_bundle: Write, files: dict[str, str], want: tuple[str, str, list[str]],
) -> None:
    """nvidia-smi's `Unknown Error` names the node when logged while the job ran, or with the
    program's own device error beside it; a query made only after the job ended is its
    aftermath."""
    assert _verdict(_bundle(write_bundle, files)) == want


def test_an_amdgpu_ring_timeout_alone_names_no_node(write_bundle: Write) -> None:
    """amdgpu's ring timeout and reset (rocm-arch/rocm-arch#829) time out a job past the
    driver's lockup_timeout: undetermined, as Xid 8."""
    kernel = ("2026-01-01T00:00:11Z [drm:amdgpu_job_timedout [amdgpu]] *ERROR* ring gfx_0.0.0 "
              "timeout, signaled seq=502589, emitted seq=502591\n"
              "2026-01-01T00:00:11Z amdgpu 0000:0c:00.0: amdgpu: GPU reset begin!\n")
    path = _bundle(write_bundle, {"logs/node-2/kernel.log": kernel})
    assert _verdict(path) == ("ambiguous", "unknown", [])


def test_a_tpu_node_the_launcher_finds_unhealthy_is_no_program_error(write_bundle: Write) -> None:
    """PyTorch/XLA's pod launcher raises a RuntimeError when the Cloud TPU API reports the node
    not HEALTHY (torch_xla/distributed/cluster.py): the exception is the launcher's account of
    the TPU service's state, not the program's bug, and it names no host: ambiguous unknown."""
    path = _bundle(write_bundle, {"logs/node-1/rank-0.log": (
        "2026-01-01T00:00:12Z RuntimeError: TPU my-pod-v3-32 is not HEALTHY yet. Re-run when "
        "all TPUs are HEALTHY\n")}, last_step=10)
    assert _verdict(path) == ("ambiguous", "unknown", [])
    assert attribute_bundle(path).signature == "tpu-node-not-healthy"
