# ruff: noqa: E501  (verbatim log lines people posted are kept unwrapped)
"""Vocabulary read from the programs' own sources, held to lines posted in other reports than
any corpus's:

- c10d's client socket that `has timed out after ... while trying to connect to (host, port)`
  (socket.cpp's SocketConnectOp::throwTimeoutError) never reached the store's host: a failed
  connection, the network's, nobody implicated; a store reached and then waited on
  (`store->get(...) got error: Socket Timeout`) stays a wait that ran out (a peer late);
- torch.nn.Module.load_state_dict's `Error(s) in loading state_dict for X:` and its
  `While copying the parameter named ..., an exception occurred` lines: the checkpoint the
  program loads does not fit the model it built, the program's error.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from line_reading import best_id as _best
from two_nodes import TWO_NODES, at, log, steps

from trainwarden.attribution import Catalog, attribute_bundle

# c10d's connect timeout: https://github.com/lllyasviel/ControlNet/issues/382,
# https://github.com/pytorch/pytorch/issues/105782, https://github.com/lzhxmu/CPPO/issues/6
CONNECT_TIMEOUT = [
    "TimeoutError: The client socket has timed out after 1800s while trying to connect to (127.0.0.1, 48391).",
    "[E108 20:04:34.467642512 socket.cpp:957] [c10d] The client socket has timed out after 900s while trying to connect to (33.145.124.128, 29500).",
    "[E521 15:43:02.707888867 TCPStore.cpp:318] [c10d] TCP client failed to connect/validate to host 172.18.21.4:37907 - timed out (try=1, timeout=600000ms): The client socket has timed out after 600000ms while trying to connect to (172.18.21.4, 37907).",
]
# a store reached, rank 0's key not set in time: https://github.com/bytedance/HLLM/issues/20 (the
# maintainers: the dataset's construction may take too long, i.e. rank 0 late)
STORE_GET_TIMEOUT = "torch.distributed.DistBackendError: [3] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Socket Timeout"
# load_state_dict: https://github.com/pytorch/rl/issues/529, https://github.com/12wang3/rrl/issues/17,
# https://github.com/Anjok07/ultimatevocalremovergui/issues/1175
STATE_DICT_COPY = [
    "RuntimeError: Error(s) in loading state_dict for Compose:",
    '        While copying the parameter named "transforms.2.loc", whose dimensions in the model are torch.Size([17]) and whose dimensions in the checkpoint are torch.Size([17]), an exception occurred : (\'Inplace update to inference tensor outside InferenceMode is not allowed.',
]
STATE_DICT_KEYS = [
    "RuntimeError: Error(s) in loading state_dict for Net:",
    '        Missing key(s) in state_dict: "t", "layer_list.0.cl", "layer_list.1.con_layer.W", "layer_list.1.dis_layer.W", "layer_list.2.fc1.weight", "layer_list.2.fc1.bias", "binary1.cl", "union2.con_layer.W", "union2.dis_layer.W", "lr3.fc1.weight", "lr3.fc1.bias". ',
]
STATE_DICT_SIZE = [
    'RuntimeError: "Error(s) in loading state_dict for CascadedNet:',
    "\tsize mismatch for stg1_low_band_net.0.lstm_dec2.lstm.weight_ih_l0: copying a param with shape torch.Size([256, 168]) from checkpoint, the shape in current model is torch.Size([256, 320]).",
]
# the SageMaker SDK relaying a Failed job: https://github.com/aws-samples/amazon-sagemaker-bert-classify-pytorch/issues/2,
# https://github.com/huggingface/notebooks/issues/136
SAGEMAKER_FAILED = [
    [
        "UnexpectedStatusException: Error for Training job pytorch-training-2020-10-26-17-35-06-746: Failed. Reason: AlgorithmError: ExecuteUserScriptError:",
        'Command "/opt/conda/bin/python train_deploy.py --backend gloo --epochs 1 --num_labels 2"',
    ],
    [
        "Error:- Error for Training job huggingface-pytorch-training-2022-01-25-19-23-38-888: Failed. Reason: AlgorithmError: ExecuteUserScriptError:",
        "ExitCode 1",
    ],
]


def _failed() -> str:
    return json.dumps({"ts": at(59), "job_state": "FAILED", "exit_code": 1}) + "\n"


def _attribute(write_bundle: Callable[..., Path], files: dict[str, str]) -> tuple[str, str, list[str]]:
    root = write_bundle({"logs/node-2/rank-1.log": log((30, "step 3")), **files,
                         "metrics.jsonl": steps(30), "scheduler.jsonl": _failed()},
                        ranks=TWO_NODES)
    result = attribute_bundle(root)
    return result.verdict, result.category, result.implicated_nodes


@pytest.mark.parametrize("line", CONNECT_TIMEOUT, ids=["python-timeouterror", "c10d-log", "tcpstore-retry"])
def test_a_store_connect_that_timed_out_is_the_networks_nobody_implicated(
        catalog: Catalog, write_bundle: Callable[..., Path], line: str) -> None:
    assert _best(catalog, "rank-0.log", line) == "connection-reset"
    assert _attribute(write_bundle, {"logs/node-1/rank-0.log": log((40, line))}) == (
        "ambiguous", "network", [])


def test_a_store_reached_and_waited_on_is_still_a_wait(
        catalog: Catalog, write_bundle: Callable[..., Path]) -> None:
    assert _best(catalog, "rank-0.log", STORE_GET_TIMEOUT) == "c10d-store-timeout"
    assert _attribute(write_bundle, {"logs/node-1/rank-0.log": log((40, STORE_GET_TIMEOUT))})[1] == "hang"


@pytest.mark.parametrize("lines", [STATE_DICT_COPY, STATE_DICT_KEYS, STATE_DICT_SIZE],
                         ids=["copy-raised", "missing-keys", "size-mismatch"])
def test_a_checkpoint_that_does_not_fit_the_model_is_the_programs(
        catalog: Catalog, write_bundle: Callable[..., Path], lines: list[str]) -> None:
    assert _best(catalog, "rank-0.log", lines[0]) == "torch-load-state-dict-mismatch"
    rank0 = log(*((40, text) for text in lines))
    assert _attribute(write_bundle, {"logs/node-1/rank-0.log": rank0}) == (
        "attributed", "user_code", [])


def test_the_copy_line_alone_says_it_when_the_header_was_lost(
        catalog: Catalog, write_bundle: Callable[..., Path]) -> None:
    line = STATE_DICT_COPY[1]
    assert _best(catalog, "rank-0.log", line) == "torch-load-state-dict-mismatch"
    assert _attribute(write_bundle, {"logs/node-1/rank-0.log": log((40, line))}) == (
        "attributed", "user_code", [])


@pytest.mark.parametrize("lines", SAGEMAKER_FAILED, ids=["sdk-exception", "message-alone"])
def test_the_sagemaker_sdk_relaying_a_failed_job_is_of_unknown_cause(
        catalog: Catalog, write_bundle: Callable[..., Path], lines: list[str]) -> None:
    assert _best(catalog, "launcher.log", lines[0]) == "sagemaker-job-status-failed"
    assert _attribute(write_bundle, {"logs/node-1/rank-0.log": log(*((40, text) for text in lines))}) == (
        "ambiguous", "unknown", [])


# The service's FailureReason quoting the user script's exception: sagemaker-training-toolkit's
# _CalledProcessError.__str__ formats `'%s:\nExitCode %s\nErrorMessage "%s"\nCommand "%s"'`
# (https://github.com/aws/sagemaker-training-toolkit/blob/master/src/sagemaker_training/errors.py);
# the line below is that format string filled in with a builtin exception's message, not a posted
# line. The posted ErrorMessage of https://github.com/huggingface/notebooks/issues/136 quotes a
# source line (`raise EnvironmentError(msg)`), no exception: it stays of unknown cause.
SAGEMAKER_ERROR_MESSAGE = [
    "UnexpectedStatusException: Error for Training job train-2024-01-01-00-00-00-000: Failed. Reason: AlgorithmError: ExecuteUserScriptError:",
    "ExitCode 1",
    'ErrorMessage "RuntimeError: backend does not support: ReduceOp',
]


def test_the_sagemaker_failure_reason_quoting_the_scripts_exception_is_the_program(
        catalog: Catalog, write_bundle: Callable[..., Path]) -> None:
    assert _best(catalog, "launcher.log", SAGEMAKER_ERROR_MESSAGE[2]) == "sagemaker-error-message-exception"
    assert _best(catalog, "launcher.log", 'ErrorMessage "raise EnvironmentError(msg)') != (
        "sagemaker-error-message-exception")
    assert _attribute(write_bundle, {"logs/node-1/rank-0.log": log(
        *((40, text) for text in SAGEMAKER_ERROR_MESSAGE))}) == ("attributed", "user_code", [])
