# ruff: noqa: E501  (verbatim log lines people posted are kept unwrapped)
"""The runtime's, driver's or orchestrator's own words, read in their general form (issue 43,
third round): a runtime's memory status token inside a program's generic error wrapper, XLA's
allocation statuses, the kubelet's OOM and volume events, NCCL's transports' size mismatch,
CUDA 802's text alone, a NIC driver that failed its probe, and corrupt input data.

Every line below was posted publicly (the URL above it) and gets the entry its runtime's own
documentation or source gives it. The bundle tests hold what each means for recovery: memory
implicates nobody even where a program-error entry also matches the line; a volume that did not
mount implicates nobody; a NIC that failed its probe is its node's network fault only when the
job failed; a corrupt input file is the program's, unless the node's disk failed the read.
"""

from __future__ import annotations

import json

import pytest
from two_nodes import at as _at
from two_nodes import log as _log
from two_nodes import steps as _steps

from trainwarden.attribution import Catalog, attribute_bundle
from trainwarden.attribution.bundle.matcher import matcher_for

THIS_ROUND = {"runtime-status-oom", "poplar-memory-allocation-error", "xla-device-oom",
              "k8s-event-system-oom", "k8s-event-node-memory-pressure",
              "k8s-event-volume-mount-failed", "nccl-net-size-mismatch", "fabric-manager-down",
              "nic-probe-failed", "corrupt-input-data", "jpeg-corrupt-data-warning",
              "pcie-aer-unrecovered-gpu", "pcie-aer-unrecovered-nic"}


def _best(catalog: Catalog, text: str, stream: str = "rank-0") -> tuple[str, str] | None:
    """(id, category) of the signature the scanner gives the line, or None."""
    found = matcher_for(catalog, stream).best(text, text.lower())
    return (found[0].id, found[0].category) if found else None


# (stream, line as posted, signature id, category); the URL above each is where it was posted
POSTED = [
    # -- a runtime's memory status token, whatever wraps it ----------------------------------
    # https://github.com/intel/torch-xpu-ops/issues/5432
    ("rank-0", "RuntimeError: level_zero backend failed with error: 39 (UR_RESULT_ERROR_OUT_OF_DEVICE_MEMORY)", "runtime-status-oom", "oom"),
    # https://github.com/ggml-org/llama.cpp/issues/25286
    ("rank-0", "level_zero backend failed with error: 39 [UR_RESULT_ERROR_OUT_OF_DEVICE_MEMORY]", "runtime-status-oom", "oom"),
    # https://github.com/CHIP-SPV/chipStar/issues/612
    ("rank-0", "CHIP error [TID 152291] [1693481190.609691528] : hipErrorTbd (ZE_RESULT_ERROR_OUT_OF_DEVICE_MEMORY ) in /home/pjaaskel/src/chip-spv/src/backend/Level0/CHIPBackendLevel0.cc:1374:enqueueBarrierImpl", "runtime-status-oom", "oom"),
    # -- XLA: an allocation its allocator could not satisfy ---------------------------------
    # https://github.com/google-deepmind/alphafold/issues/1023
    ("rank-0", "jaxlib.xla_extension.XlaRuntimeError: RESOURCE_EXHAUSTED: Out of memory while trying to allocate 7406166528 bytes.", "xla-device-oom", "oom"),
    # https://github.com/NovaSky-AI/SkyRL/issues/624
    ("rank-0", "E1103 18:23:55.103160 3413767 gpu_cudamallocasync_allocator.cc:361] gpu_async_1 cuMemAllocAsync failed to allocate 1225195446464 bytes: RESOURCE_EXHAUSTED: : CUDA_ERROR_OUT_OF_MEMORY: out of memory", "xla-device-oom", "oom"),
    # -- the kubelet's events ---------------------------------------------------------------
    # https://github.com/AliyunContainerService/kube-eventer/issues/131
    ("k8s-events", "Reason:OOMKilling ", "k8s-event-system-oom", "oom"),
    # https://github.com/StatCan/aaw/issues/354
    ("k8s-events", "  Warning  FailedMount  27m                 kubelet            Unable to attach or mount volumes: unmounted volumes=[standard-minio-tenant-1-shared standard-minio-tenant-1-private], unattached volumes=[input-artifacts minimal-minio-tenant1-private podmetadata premium-minio-tenant-1-shared standard-minio-tenant-1-shared minimal-minio-tenant1-shared premium-minio-tenant1-private premium-minio-tenant1-shared mlpipeline-minio-artifact docker-sock vault-secrets default-editor-token-59zcf standard-minio-tenant-1-private premium-minio-tenant-1-private]: timed out waiting for the condition", "k8s-event-volume-mount-failed", "storage"),
    # https://github.com/ctrox/csi-s3/issues/68
    ("k8s-events", '  Warning  FailedAttachVolume  39s (x25 over 83m)   attachdetach-controller  AttachVolume.Attach failed for volume "pvc-31957412-93b7-4f17-8ed7-0ae547c3e9b1" : Attach timeout for volume pvc-31957412-93b7-4f17-8ed7-0ae547c3e9b1', "k8s-event-volume-mount-failed", "storage"),
    # https://github.com/kubernetes/kubernetes/issues/64653
    ("k8s-events", 'Warning FailedMount 17s (x13 over 10m) kubelet, ip-10-0-195-58.sa-east-1.compute.internal MountVolume.WaitForAttach failed for volume "pvc-af51f553-bc4b-11e8-bc24-0a1601da344c" : WaitForAttach failed for AWS Volume "aws://sa-east-1c/vol-0e55e05bcb20b4926": devicePath is empty.', "k8s-event-volume-mount-failed", "storage"),
    # https://github.com/falldamagestudio/UE-Jenkins-BuildSystem/issues/23 (Jenkins' relay)
    ("jenkins", "2021-01-24 18:29:38  [Warning][default/build-game-windows-4-98x8l-nm6jn-fshw5][FailedMount] Unable to attach or mount volumes: unmounted volumes=[workspace-volume], unattached volumes=[default-token-8rgbw workspace-volume]: timed out waiting for the condition", "k8s-event-volume-mount-failed", "storage"),
    # -- NCCL's transports: ranks disagree on a collective's size ----------------------------
    # https://github.com/NVIDIA/nccl/issues/615
    ("rank-0", "train-run-env3-list2-parallel-0:15483:15645 [0] transport/net_ib.cc:665 NCCL WARN NET/IB : collective mismatch error local size 546816 remote 524288 addr 7ff7d1530000 rkey 2553d seq 14/1c", "nccl-net-size-mismatch", "user_code"),
    # https://github.com/NVIDIA/nccl/issues/969 (NCCL 2.14's wording)
    ("rank-0", "10.10.23.10: so-ucloud-10-10-23-10:1307367:1307586 [0] transport/net_ib.cc:1038 NCCL WARN NET/IB : req 0/1 tag 0 peer 10.10.23.6<58683> collective mismatch error, local size 496640 remote size 65536", "nccl-net-size-mismatch", "user_code"),
    # -- a NIC driver that could not bind its adapter ------------------------------------------
    # https://github.com/PeterSuh-Q3/tinycore-redpill/issues/9
    ("kernel", "[   14.059052] mlx5_core 0000:03:00.0: mlx5_load_one failed with error code -22", "nic-probe-failed", "network"),
    ("kernel", "[   14.059582] mlx5_core: probe of 0000:03:00.0 failed with error -22", "nic-probe-failed", "network"),
    # https://github.com/linuxboot/heads/issues/700
    ("kernel", "e1000e: probe of 0000:00:19:0 failed with error -3", "nic-probe-failed", "network"),
    # -- a GPU the kernel could not recover after a PCIe error -------------------------------
    # https://github.com/NVIDIA/open-gpu-kernel-modules/issues/1229
    ("kernel", "nvidia 0000:63:00.0: AER: can't recover (no error_detected callback)", "pcie-aer-unrecovered-gpu", "gpu_hardware"),
    # -- corrupt input data: the program's input -------------------------------------------
    # https://github.com/yu4u/age-gender-estimation/issues/107
    ("rank-0", "zlib.error: Error -3 while decompressing data: invalid code lengths set", "corrupt-input-data", "user_code"),
    # https://github.com/allenai/allennlp/issues/3536
    ("rank-0", "zlib.error: Error -3 while decompressing data: invalid block type", "corrupt-input-data", "user_code"),
    # https://github.com/eg4000/SKU110K_CVPR19/issues/28
    ("rank-0", "OSError: image file is truncated (23 bytes not processed)", "corrupt-input-data", "user_code"),
    # https://github.com/pytorch/vision/issues/138
    ("rank-0", "OSError: image file is truncated (54 bytes not processed)", "corrupt-input-data", "user_code"),
    # https://github.com/apcode/tensorflow_fasttext/issues/9
    ("rank-0", "tensorflow.python.framework.errors_impl.DataLossError: corrupted record at 0", "corrupt-input-data", "user_code"),
    # https://github.com/chenchao15/2D_projection_matching/issues/4
    ("rank-0", "tensorflow.python.framework.errors_impl.DataLossError: corrupted record at 2585605691", "corrupt-input-data", "user_code"),
]


@pytest.mark.parametrize(("stream", "line", "signature", "category"), POSTED,
                         ids=[f"{i}-{p[2]}" for i, p in enumerate(POSTED)])
def test_posted_lines_get_their_signature(catalog, stream, line, signature, category) -> None:
    assert _best(catalog, line, stream) == (signature, category), line


# Lines whose words resemble these entries' but which are no such failure.
NOT_THESE = [
    # a Level Zero status about resources, not memory
    # (https://github.com/pytorch/pytorch/issues/190972): not oom
    ("rank-0", "RuntimeError: level_zero backend failed with error: 40 (UR_RESULT_ERROR_OUT_OF_RESOURCES)", "oom"),
    # gRPC's message-size limit is RESOURCE_EXHAUSTED too, but no allocation
    # (grpc's status text, https://grpc.github.io/grpc/core/md_doc_statuscodes.html)
    ("rank-0", "RESOURCE_EXHAUSTED: Received message larger than max (5242880 vs. 4194304)", "oom"),
    # an attach that succeeded (https://github.com/falldamagestudio/UE-Jenkins-BuildSystem/issues/23)
    ("jenkins", '2021-01-24 18:27:46  [Normal][default/build-game-windows-4-98x8l-nm6jn-fshw5][SuccessfulAttachVolume] AttachVolume.Attach succeeded for volume "pvc-23e11cd9-e8bb-496c-86ac-4c0f624a67dc" ', "storage"),
    # a probe of a Wi-Fi dongle is no fabric link (https://github.com/openwrt/mt76/issues/382)
    ("kernel", "mt76x2u: probe of 2-1:1.0 failed with error -5", "network"),
    # the GPU's audio function, unrecovered in the same report, is no GPU
    # (https://github.com/NVIDIA/open-gpu-kernel-modules/issues/1229)
    ("kernel", "snd_hda_intel 0000:63:00.1: AER: can't recover (no error_detected callback)", "gpu_hardware"),
    # mlx5's capability notice before the failure (https://github.com/PeterSuh-Q3/tinycore-redpill/issues/9)
    ("kernel", "[   12.926115] mlx5_core 0000:03:00.0: firmware version: 14.32.1010", "network"),
]


@pytest.mark.parametrize(("stream", "line", "category"), NOT_THESE,
                         ids=[str(i) for i in range(len(NOT_THESE))])
def test_similar_lines_are_not_these_failures(catalog, stream, line, category) -> None:
    found = _best(catalog, line, stream)
    assert found is None or found[1] != category, (found, line)


def test_a_jpeg_decoder_that_skipped_bytes_is_a_warning_only(catalog) -> None:
    """libjpeg's `Corrupt JPEG data` (JWRN_EXTRANEOUS_DATA) decodes on: never a cause."""
    line = "Corrupt JPEG data: 1 extraneous bytes before marker 0xd9"
    found = matcher_for(catalog, "rank-0").best(line, line.lower())
    assert found is not None and found[0].spec.role == "warning"


def test_every_entry_of_this_round_cites_a_source(catalog) -> None:
    ours = [s for s in catalog.signatures if s.id in THIS_ROUND]
    assert {s.id for s in ours} == THIS_ROUND
    for sig in ours:
        assert sig.spec.source.startswith("https://"), sig.id
        assert sig.spec.implicates_node == (sig.category in ("network", "gpu_hardware")), sig.id


# ---- what the lines mean for a bundle ------------------------------------------------------
def _jsonl(*events: dict) -> str:
    return "".join(json.dumps(e) + "\n" for e in events)


FAILED = {"ts": _at(200), "job_state": "FAILED", "exit_code": 1}


def test_a_memory_status_inside_a_programs_runtime_error_is_oom(bundle) -> None:
    """PyTorch XPU raises the Unified Runtime's status as a plain RuntimeError
    (https://github.com/intel/torch-xpu-ops/issues/5432): the memory token, not the exception
    class, says what failed."""
    result = attribute_bundle(bundle({
        "metrics.jsonl": _steps(100),
        "logs/node-2/rank-1.log": _log(
            (120, "    b_xpu.copy_(a_xpu)"),
            (120, "RuntimeError: level_zero backend failed with error: 39 (UR_RESULT_ERROR_OUT_OF_DEVICE_MEMORY)")),
    }, scheduler=[FAILED]))
    assert (result.verdict, result.category, result.signature) == (
        "attributed", "oom", "runtime-status-oom")
    assert result.implicated_nodes == [] and not result.retryable


def test_poplar_memory_error_beats_the_generic_error_prefix(bundle) -> None:
    """PopTorch prints `Error: In FILE:LINE: 'TYPE': MESSAGE` (its ExceptionHandling.cpp); with
    Poplar's memory type the line is oom though `Error:` starts it. No posted report of this
    line outside the corpora could be cited: the type is Poplar's, the frame PopTorch's."""
    line = ("Error: In poptorch/source/LowerToPopart.cpp:1416: 'poplar_graph_memory_allocation_error': "
            "Out of memory on tile 1213: 700416 bytes used but tiles only have 638976 bytes of memory")
    result = attribute_bundle(bundle({"logs/node-1/rank-0.log": _log((60, line))},
                                     scheduler=[FAILED]))
    assert (result.category, result.signature) == ("oom", "poplar-memory-allocation-error")
    assert result.implicated_nodes == []


def test_a_volume_that_never_mounted_is_storage_of_nobody(bundle) -> None:
    """FailedMount events about a worker's pod (the kubelet retries; the job then failed): the
    shared volume is nobody's machine."""
    message = ("Unable to attach or mount volumes: unmounted volumes=[workdir], unattached "
               "volumes=[workdir kube-api-access-x]: timed out waiting for the condition")
    events = _jsonl(*({"ts": _at(t), "source": "kubernetes", "kind": "Pod", "name": "worker-1",
                       "node": "node-2", "reason": "FailedMount", "type": "Warning",
                       "message": message} for t in (30, 150)))
    result = attribute_bundle(bundle({"events.jsonl": events}, scheduler=[FAILED]))
    assert (result.verdict, result.category, result.signature) == (
        "attributed", "storage", "k8s-event-volume-mount-failed")
    assert result.implicated_nodes == []


def test_a_volume_that_mounted_late_on_a_job_that_completed_is_no_failure(bundle) -> None:
    events = _jsonl({"ts": _at(5), "source": "kubernetes", "kind": "Pod", "name": "worker-1",
                     "node": "node-2", "reason": "FailedMount", "type": "Warning",
                     "message": "Unable to attach or mount volumes: unmounted volumes=[data]: "
                                "timed out waiting for the condition"})
    result = attribute_bundle(bundle({"events.jsonl": events, "metrics.jsonl": _steps(200)},
                                     scheduler=[{"ts": _at(210), "job_state": "COMPLETED",
                                                 "exit_code": 0}]))
    assert result.category != "storage"


def test_a_nic_that_failed_its_probe_is_its_nodes_network_when_the_job_failed(bundle) -> None:
    """mlx5_core could not bind the adapter after a reboot: that node has no fabric link."""
    kernel = _log((10, "[    5.502207] mlx5_core 0000:01:00.0: handle_hca_cap failed"),
                  (10, "[    5.662202] mlx5_core 0000:01:00.0: mlx5_load_one failed with error code -22"),
                  (10, "[    5.663152] mlx5_core: probe of 0000:01:00.0 failed with error -22"))
    failed = attribute_bundle(bundle({"logs/node-2/kernel.log": kernel}, scheduler=[FAILED]))
    assert (failed.verdict, failed.category, failed.implicated_nodes) == (
        "attributed", "network", ["node-2"])
    fine = attribute_bundle(bundle({"logs/node-2/kernel.log": kernel, "metrics.jsonl": _steps(200)},
                                   scheduler=[{"ts": _at(210), "job_state": "COMPLETED",
                                               "exit_code": 0}], name="fine"))
    assert fine.category != "network" and fine.implicated_nodes == []


def test_ranks_that_disagree_on_a_size_are_the_programs_bug(bundle) -> None:
    line = ("n1:15483:15645 [0] transport/net_ib.cc:665 NCCL WARN NET/IB : collective mismatch "
            "error local size 546816 remote 524288 addr 7ff7d1530000 rkey 2553d seq 14/1c")
    result = attribute_bundle(bundle({
        "metrics.jsonl": _steps(100),
        "logs/node-2/rank-1.log": _log((110, line)),
    }, scheduler=[FAILED]))
    assert (result.category, result.signature) == ("user_code", "nccl-net-size-mismatch")
    assert result.implicated_nodes == []


def test_corrupt_input_is_the_programs_unless_the_disk_failed_the_read(bundle) -> None:
    """A zlib stream that does not inflate is the dataset's fault (user_code, not retried); the
    same error after the node's own disk reported an I/O error is the disk's."""
    rank = _log((120, "zlib.error: Error -3 while decompressing data: invalid stored block lengths"))
    corrupt = attribute_bundle(bundle({"metrics.jsonl": _steps(100),
                                       "logs/node-1/rank-0.log": rank}, scheduler=[FAILED]))
    assert (corrupt.verdict, corrupt.category, corrupt.signature) == (
        "attributed", "user_code", "corrupt-input-data")
    assert corrupt.implicated_nodes == [] and not corrupt.retryable
    disk = attribute_bundle(bundle({
        "metrics.jsonl": _steps(100),
        "logs/node-1/rank-0.log": rank,
        "logs/node-1/kernel.log": _log(
            (118, "[ 4730.850402] Buffer I/O error on device nvme0n1p1, logical block 1066386")),
    }, scheduler=[FAILED], name="disk"))
    assert disk.category == "storage" and disk.implicated_nodes == ["node-1"]


def test_a_gpu_left_unrecovered_behind_a_fatal_root_port_error_is_the_gpus(bundle) -> None:
    """The root port reports the fatal error (node_failure alone); the GPU's driver line says
    which device it took down: gpu_hardware of that node."""
    kernel = _log(
        (100, "nvidia 0000:63:00.0: AER: can't recover (no error_detected callback)"),
        (100, "pcieport 0000:00:03.0: AER: Multiple Uncorrected (Fatal) error received: 0000:00:03.0"),
        (100, "pcieport 0000:00:03.0: PCIe Bus Error: severity=Uncorrected (Fatal), type=Transaction Layer, (Requester ID)"),
        (101, "pcieport 0000:00:03.0: AER: device recovery failed"))
    result = attribute_bundle(bundle({"metrics.jsonl": _steps(90),
                                      "logs/node-2/kernel.log": kernel}, scheduler=[FAILED]))
    assert (result.category, result.implicated_nodes) == ("gpu_hardware", ["node-2"])
