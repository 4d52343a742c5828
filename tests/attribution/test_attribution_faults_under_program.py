# ruff: noqa: E501  (verbatim log lines people posted are kept unwrapped)
"""What ends a rank without being the program's own exception: a CUDA error in PyTorch's
legacy THC words (`THCudaCheck FAIL ... error=30 : unknown error`, `cuda runtime error (30)`)
keeps the ending `unknown`, as `CUDA error:` does; CPython's faulthandler reporting a
segmentation fault whose stack names no code is the segfault convention's `ambiguous unknown`,
not the program's error; a traceback cut off after gRPC reported its call failed
(`"grpc_status":14`) is not the program's either; a connection on the same machine (loopback) that its peer
closed or reset crossed no network (`loopback-peer-closed`, unknown); and Cloud Storage answering a request with a server error is
`storage` (storage.yaml's `gcs-http-server-error`).

Every log line below was posted publicly (the URL above it).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from trainwarden.attribution import Catalog, attribute_bundle
from trainwarden.attribution.bundle.matcher import matcher_for

THC_ENDINGS = [
    # https://github.com/pytorch/pytorch/issues/14660 (the check, then the exception it raised)
    [
        "THCudaCheck FAIL file=..\\aten\\src\\THC\\THCGeneral.cpp line=74 error=30 : unknown error",
        "Traceback (most recent call last):",
        '  File "<stdin>", line 1, in <module>',
        "RuntimeError: cuda runtime error (30) : unknown error at ..\\aten\\src\\THC\\THCGeneral.cpp:74",
    ],
    # https://github.com/pytorch/pytorch/issues/1154 (the check, then a traceback cut off)
    [
        "THCudaCheck FAIL file=torch/csrc/autograd/engine.cpp line=359 error=30 : unknown error",
        "Traceback (most recent call last):",
        '  File "autograd_tutorial.py", line 81, in <module>',
        "    out.backward()",
    ],
    # https://github.com/pytorch/pytorch/issues/3912 (another CUDA error; the excerpt ends in
    # the program's frames, its exception line not kept)
    [
        "THCudaCheck FAIL file=/opt/conda/conda-bld/pytorch_1502009910772/work/torch/lib/THC/generic/THCStorage.c line=32 error=4 : unspecified launch failure",
        "Traceback (most recent call last):",
        '  File "resnet50_avg.py", line 133, in <module>',
        "    model = train_model(model, criterion, optimizer_ft, exp_lr_scheduler, n_epochs=70)",
        '  File "resnet50_avg.py", line 87, in train_model',
        "    running_loss += loss.data[0]",
    ],
]

CAFFE_CUDA_CHECK = [
    # https://github.com/BVLC/caffe/issues/2541 (Caffe's CUDA_CHECK, glog's fatal check of the
    # CUDA call's status: cudaErrorUnknown, 30)
    "F0601 10:27:47.313387  4577 math_functions.cpp:91] Check failed: error == cudaSuccess (30 vs. 0)  unknown error",
    "*** Check failure stack trace: ***",
    "    @     0x7f71dc511bbd  google::LogMessage::Fail()",
    "Aborted (core dumped)",
]


SEGFAULT_UNNAMED = [
    # https://github.com/NVIDIA/TensorRT-LLM/issues/752 (UCX's handler, no frame of code shown)
    "[Instance-1891:140515:0:140515] Caught signal 11 (Segmentation fault: address not mapped to object at address 0x54000009)",
    "==== backtrace (tid: 140515) ====",
    " 0 0x0000000000042520 __sigaction()  ???:0",
    # https://github.com/sgl-project/sglang/issues/3573 (faulthandler's own line)
    "Fatal Python error: Segmentation fault",
]


def _at(second: int) -> str:
    return f"2026-01-01T00:{second // 60:02d}:{second % 60:02d}Z"


@pytest.fixture
def one_rank(write_bundle: Callable[..., Path]) -> Callable[[list[str]], Path]:
    def write(lines: list[str]) -> Path:
        text = "".join(f"{_at(5 + i)} {line}\n" for i, line in enumerate(lines))
        return write_bundle({
            "logs/node-1/rank-0.log": text,
            "scheduler.jsonl": json.dumps(
                {"ts": _at(40), "job_state": "FAILED", "exit_code": 1}) + "\n",
        }, nodes=["node-1"], ranks={"0": "node-1"})
    return write


@pytest.mark.parametrize("lines", THC_ENDINGS, ids=["exception", "cut-off", "other-error-cut-off"])
def test_a_thc_cuda_error_under_the_program_is_not_its_own(one_rank, lines) -> None:
    result = attribute_bundle(one_rank(lines))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "ambiguous", "unknown", [])
    assert result.signature != "program-error-ending"


def test_caffes_check_of_a_cuda_unknown_error_is_the_cuda_error(one_rank) -> None:
    """glog's fatal check of a CUDA call's status is the CUDA error it names (cuda-unknown-
    error), not the program's own assertion (native-fatal-check)."""
    result = attribute_bundle(one_rank(CAFFE_CUDA_CHECK))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "ambiguous", "unknown", [])
    assert result.signature == "cuda-unknown-error"


def test_a_segfault_naming_no_code_is_not_the_programs_error(one_rank) -> None:
    result = attribute_bundle(one_rank(SEGFAULT_UNNAMED))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "ambiguous", "unknown", [])
    assert result.signature != "program-error-ending"


GRPC_FAILED_THEN_CUT_OFF = [
    # https://github.com/tensorflow/tensorflow/issues/31214 (gRPC's status of the failed call,
    # the second line of the wrapped warning as posted)
    '"description":"Error received from peer","file":"external/grpc/src/core/lib/surface/call.cc","file_line":1039,"grpc_message":"Socket closed","grpc_status":14}", maybe retrying the RPC',
    # https://github.com/pytorch/pytorch/issues/14660 (a traceback, cut off here)
    "Traceback (most recent call last):",
    '  File "<stdin>", line 1, in <module>',
]


def test_a_traceback_cut_off_after_grpc_failed_is_not_the_programs(one_rank) -> None:
    result = attribute_bundle(one_rank(GRPC_FAILED_THEN_CUT_OFF))
    assert result.verdict == "ambiguous"
    assert result.signature != "program-error-ending"


def _best(catalog: Catalog, text: str) -> tuple[str, str] | None:
    found = matcher_for(catalog, "rank-0").best(text, text.lower())
    return (found[0].id, found[0].category) if found else None


def test_cloud_storage_answering_with_a_server_error_is_storage(catalog: Catalog) -> None:
    # https://github.com/GoogleCloudPlatform/gcsfuse/issues/410 (a bucket mounted by gcsfuse)
    line = "fuseops.CreateFileOp error: CreateChildFile: googleapi: got HTTP response code 503 with body: [empty]"
    assert _best(catalog, line) == ("gcs-http-server-error", "storage")


NOT_THE_STORE = [
    # https://github.com/kubeflow/kubeflow/issues/815 (curl could not resolve the host: code 0)
    "external/org_tensorflow/tensorflow/core/platform/cloud/retrying_utils.cc:77] The operation failed and will be automatically retried in 1.54867 seconds (attempt 1 out of 10), caused by: Unavailable: Error executing an HTTP request (HTTP response code 0, error code 6, error message 'Couldn't resolve host 'www.googleapis.com'') when reading gs://kubeflow-models/inception",
    # https://github.com/tensorflow/serving/issues/1489 (libcurl's own failure, no answer)
    "2019-11-13 18:47:24.078795: I external/org_tensorflow/tensorflow/core/platform/cloud/retrying_utils.cc:73] The operation failed and will be automatically retried in 32.7159 seconds (attempt 10 out of 10), caused by: Unavailable: Error executing an HTTP request: libcurl code 6 meaning 'Couldn't resolve host name', error details: Couldn't resolve host 'www.googleapis.com'",
]


@pytest.mark.parametrize("line", NOT_THE_STORE)
def test_a_request_the_store_never_answered_is_no_server_error(catalog: Catalog, line: str) -> None:
    found = _best(catalog, line)
    assert found is None or found[0] != "gcs-http-server-error"


LOOPBACK_CLOSED = [
    # https://github.com/RVC-Project/Retrieval-based-Voice-Conversion-WebUI/issues/1882
    "RuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.cc:534] Connection closed by peer [127.0.0.1]:10895",
    # https://github.com/Megvii-BaseDetection/YOLOX/issues/702 (127.0.1.1: a host's own name)
    "RuntimeError: [/pytorch/third_party/gloo/gloo/transport/tcp/pair.cc:575] Connection closed by peer [127.0.1.1]:39827",
]


@pytest.mark.parametrize("line", LOOPBACK_CLOSED)
def test_a_peer_on_the_same_machine_closing_is_no_network_fault(catalog: Catalog, line: str) -> None:
    assert _best(catalog, line) == ("loopback-peer-closed", "unknown")


ANOTHER_MACHINE_CLOSED = [
    # https://github.com/RVC-Project/Retrieval-based-Voice-Conversion-WebUI/issues/1882 (a comment)
    "RuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.cc:589] Read error [192.168.70.92]:25266: Connection reset by peer",
    # https://github.com/meta-pytorch/torchcomms/pull/2358 (the store on a host named, not loopback)
    "[W506 00:43:56.240378877 TCPStore.cpp:125] [c10d] recvValue failed on SocketImpl(fd=3, addr=[x1001c2s1b0n0.hostmgmt2001.cm.jf.intel.com]:47466, remote=[x1001c2s1b0n0.hostmgmt2001.cm.jf.intel.com]:29500): Connection reset by peer",
]


@pytest.mark.parametrize("line", ANOTHER_MACHINE_CLOSED)
def test_a_peer_on_another_machine_closing_stays_the_networks(catalog: Catalog, line: str) -> None:
    found = _best(catalog, line)
    assert found is not None and found[1] == "network"
