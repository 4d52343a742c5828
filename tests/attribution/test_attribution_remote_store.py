# ruff: noqa: E501  (verbatim log lines people posted are kept unwrapped)
"""Input-pipeline readings, on lines as posted publicly: a remote object store or dataset hub
failing a request mid-run is `storage` (the service timed out, dropped the connection or
answered 429/5xx); a gRPC peer on the loopback is no network fault; DALI stopping on an
operator's error is the program's input pipeline."""

from __future__ import annotations

import pytest

from trainwarden.attribution import Catalog
from trainwarden.attribution.bundle.matcher import matcher_for

STORE_FAILED = [
    # https://github.com/huggingface/datasets/issues/7440 (streaming a Hub dataset)
    "[2025-03-10 18:07:37 WARNING] '(ReadTimeoutError(\"HTTPSConnectionPool(host='huggingface.co', port=443): Read timed out. (read timeout=10)\"), '(Request ID: c7b0d366-db86-4d0c-a4e0-be251d26519e)')' thrown while requesting GET https://huggingface.co/datasets/cerebras/SlimPajama-627B/resolve/2d0accdd58c5d5511943ca1f5ff0e3eb5e293543/validation/chunk3/example_holdout_2250.jsonl.zst",
    # https://github.com/datalab-to/marker/issues/308 (the Hub's CDN host)
    "ReadTimeout: (ReadTimeoutError(\"HTTPSConnectionPool(host='cdn-lfs-us-1.hf.co', port=443): Read timed out.",
]

NOT_THE_STORE = [
    # https://github.com/kubeflow/website/pull/346 (curl could not resolve the endpoint's name:
    # the job's endpoint setting, no answer from the store)
    "2018-12-10 05:52:56.744106: E external/org_tensorflow/tensorflow/core/platform/s3/aws_logging.cc:60] Curl returned error code 6",
]


def _best(catalog: Catalog, text: str) -> tuple[str, str] | None:
    found = matcher_for(catalog, "rank-0").best(text, text.lower())
    return (found[0].id, found[0].category) if found else None


@pytest.mark.parametrize("line", STORE_FAILED, ids=["hub-read-timeout", "hub-cdn-read-timeout"])
def test_a_store_that_failed_a_request_is_storage(catalog: Catalog, line: str) -> None:
    assert _best(catalog, line) == ("remote-store-request-failed", "storage")


@pytest.mark.parametrize("line", NOT_THE_STORE)
def test_a_name_that_did_not_resolve_is_no_store_failure(catalog: Catalog, line: str) -> None:
    found = _best(catalog, line)
    assert found is None or found[0] != "remote-store-request-failed"


# gRPC's UNAVAILABLE (status 14) from a peer on the same machine crossed no network (a TPU VM's
# local runtime ended); from another machine's address it stays the network's.
LOOPBACK_GRPC = (
    # https://github.com/pytorch/xla/issues/1963
    '2022-03-28 11:57:22.529565: W tensorflow/core/distributed_runtime/rpc/grpc_remote_master.cc:157] RPC failed with status = "UNAVAILABLE: Socket closed" and grpc_error_string = "{"created":"@1648468642.529380655","description":"Error received from peer ipv4:127.0.0.1:51011","file":"external/com_github_grpc_grpc/src/core/lib/surface/call.cc","file_line":1056,"grpc_message":"Socket closed","grpc_status":14}", maybe retrying the RPC'
)
REMOTE_GRPC = (
    # https://github.com/pytorch/xla/issues/3975
    '2022-09-07 07:32:12.549446: W tensorflow/core/distributed_runtime/rpc/grpc_remote_master.cc:157] RPC failed with status = "UNAVAILABLE: Socket closed" and grpc_error_string = "{"created":"@1662535932.549287619","description":"Error received from peer ipv4:10.115.174.50:8470","file":"external/com_github_grpc_grpc/src/core/lib/surface/call.cc","file_line":1056,"grpc_message":"Socket closed","grpc_status":14}", maybe retrying the RPC'
)


def test_a_grpc_peer_on_the_same_machine_is_no_network_fault(catalog: Catalog) -> None:
    assert _best(catalog, LOOPBACK_GRPC) == ("loopback-peer-closed", "unknown")
    assert _best(catalog, REMOTE_GRPC) == ("grpc-unavailable-from-peer", "network")


DALI_PIPELINE = [
    # https://github.com/NVIDIA/DALI/issues/6149 (newer releases: the operator on the next line)
    "Critical error in pipeline:",
    # https://github.com/NVIDIA/DALI/issues/2836
    "RuntimeError: Critical error in pipeline:",
]


@pytest.mark.parametrize("line", DALI_PIPELINE)
def test_dali_stopping_on_an_operator_error_is_the_input_pipeline(catalog: Catalog, line: str) -> None:
    assert _best(catalog, line) == ("dali-pipeline-error", "user_code")


# An object store's own internal server error, in the words S3 documents for InternalError
# (HTTP 500): the store failed the request, `storage`, nobody implicated.
STORE_INTERNAL_ERROR = [
    # https://github.com/aws/aws-sdk-js-v3/issues/6459 (PutObject to S3, the SDK's error)
    "InternalError: We encountered an internal error. Please try again.",
    # https://github.com/onnela-lab/beiwe-backend/issues/36 (boto3 during an S3 incident)
    "ClientError: An error occurred (InternalError) when calling the PutObject operation (reached max retries: 4): We encountered an internal error. Please try again.",
]


@pytest.mark.parametrize("line", STORE_INTERNAL_ERROR, ids=["sdk", "botocore"])
def test_an_object_stores_internal_error_is_storage(catalog: Catalog, line: str) -> None:
    assert _best(catalog, line) == ("object-store-internal-error", "storage")


# ECOMM (errno 70, `Communication error on send`) on a file: a network filesystem's client
# could not send the operation to its server, `storage`. A send on a socket or a device (I2C)
# names no file and is not read so.
ECOMM_ON_A_FILE = [
    # https://github.com/yadayada/acd_cli/issues/110 (cp onto a FUSE-mounted cloud drive)
    "cp: cannot create directory ‘acd/test serie’: Communication error on send",
    # Python's OSError with a filename, in CPython's own format (Objects/exceptions.c,
    # OSError_str: "[Errno %S] %S: %R"), for strerror(ECOMM) on a shared-filesystem path
    "OSError: [Errno 70] Communication error on send: '/mnt/shared/datasets/train'",
]
# https://github.com/adafruit/Adafruit_Python_SSD1306/issues/37 (an I2C write, no file)
ECOMM_ON_A_DEVICE = "IOError: [Errno 70] Communication error on send"


@pytest.mark.parametrize("line", ECOMM_ON_A_FILE, ids=["cp", "python-oserror"])
def test_ecomm_on_a_file_is_storage(catalog: Catalog, line: str) -> None:
    assert _best(catalog, line) == ("storage-ecomm", "storage")


def test_ecomm_on_a_device_is_no_filesystem_error(catalog: Catalog) -> None:
    found = _best(catalog, ECOMM_ON_A_DEVICE)
    assert found is None or found[0] != "storage-ecomm"
