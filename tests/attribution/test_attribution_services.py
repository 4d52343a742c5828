# ruff: noqa: E501  (verbatim log lines people posted are kept unwrapped)
"""The services a job depends on, read by what their failure means for recovery, on lines
people posted in other reports than the corpora's: missing cloud credentials are the job's
configuration (user_code); an experiment tracker's client failing is the job's dependency
(user_code), even when its words say a wait timed out; a name the resolver could not resolve
is network, nobody implicated."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from line_reading import best_id as _best
from two_nodes import TWO_NODES, log, steps
from two_nodes import job_state as _state

from trainwarden.attribution import Catalog, attribute_bundle

POSTED = [
    ("raise NoCredentialsError botocore.exceptions.NoCredentialsError: Unable to locate credentials",
     "https://github.com/boto/boto3/issues/2412", "cloud-credentials-missing", "user_code"),
    ("wandb.errors.CommError: Run initialization has timed out after 90.0 sec. “Is it wandb'server error?”",
     "https://github.com/wandb/wandb/issues/7671", "experiment-tracker-error", "user_code"),
    ("wandb fails at `wandb.init()` with `wandb.errors.errors.CommError: Error uploading run: returned error 404`",
     "https://github.com/wandb/wandb/issues/10497", "experiment-tracker-error", "user_code"),
    ("socket.gaierror: [Errno -3] Temporary failure in name resolution",
     "https://github.com/vllm-project/vllm/issues/3656", "name-not-resolved", "network"),
    ("socket.gaierror: [Errno -2] Name or service not known",
     "https://github.com/kbrodt/waymo-motion-prediction-2021/issues/14", "name-not-resolved", "network"),
    # SGLang's rollout engine refusing the weights a trainer sent it: no posted log of the line
    # outside the held-out corpora was found, so this is the format string of
    # python/sglang/srt/model_executor/model_runner.py with torch's own message for a slice
    # past a tensor's end as its `{e}`
    ("Failed to update parameter online: start (128) + length (128) exceeds dimension size (192).. The full weights of the ModelRunner are partially updated. Please discard the whole weights.",
     "https://github.com/sgl-project/sglang/blob/main/python/sglang/srt/model_executor/model_runner.py", "sglang-weight-update-failed", "user_code"),
]


@pytest.mark.parametrize(("text", "url", "signature", "category"), POSTED,
                         ids=["no-credentials", "init-timeout", "upload-404", "eai-again", "eai-noname",
                              "sglang-weight-update"])
def test_a_services_failure_reads_as_its_library_says(
    catalog: Catalog, write_bundle: Callable[..., Path],
    text: str, url: str, signature: str, category: str,
) -> None:
    assert url.startswith("https://github.com/")
    assert _best(catalog, "rank-0", text) == signature
    path = write_bundle({
        "logs/node-1/rank-0.log": log((60, "Traceback (most recent call last):"), (61, text)),
        "metrics.jsonl": steps(50), "scheduler.jsonl": _state(70, "FAILED"),
    }, ranks=TWO_NODES)
    result = attribute_bundle(path)
    assert (result.category, result.implicated_nodes) == (category, []), result.explanation
    assert result.verdict == ("ambiguous" if category == "network" else "attributed")


# A server the program called answering 5xx, as posted: requests' raise_for_status relayed by an
# inference client (https://github.com/roboflow/cog-vlm-client/issues/2), a vLLM server's own
# access log line (https://github.com/vllm-project/vllm/issues/40856)
SERVER_5XX = [
    "inference_sdk.http.errors.HTTPCallErrorError: HTTPCallErrorError(description='500 Server Error: Internal Server Error for url: http://localhost:9001/llm/cogvlm', api_message='Internal error.',status_code=500)",
    '(APIServer pid=6051) INFO:     10.10.7.200:43364 - "POST /v1/chat/completions HTTP/1.1" 500 Internal Server Error',
]


@pytest.mark.parametrize("text", SERVER_5XX, ids=["client-raise-for-status", "server-access-log"])
def test_a_server_answering_5xx_is_the_servers_failure_of_unknown_cause(
    catalog: Catalog, write_bundle: Callable[..., Path], text: str,
) -> None:
    assert _best(catalog, "rank-0", text) == "http-server-error"
    path = write_bundle({
        "logs/node-1/rank-0.log": log((60, "Traceback (most recent call last):"), (61, text)),
        "metrics.jsonl": steps(50), "scheduler.jsonl": _state(70, "FAILED"),
    }, ranks=TWO_NODES)
    result = attribute_bundle(path)
    assert (result.verdict, result.category, result.implicated_nodes) == ("ambiguous", "unknown", [])
    assert result.signature == "http-server-error"


def test_a_5xx_the_run_went_past_is_no_cause(catalog: Catalog, write_bundle: Callable[..., Path]) -> None:
    # the client's error, then the run training on for minutes (its steps after the line)
    path = write_bundle({
        "logs/node-1/rank-0.log": log((10, SERVER_5XX[0])),
        "metrics.jsonl": steps(500), "scheduler.jsonl": _state(510, "RUNNING"),
    }, ranks=TWO_NODES)
    assert attribute_bundle(path).signature != "http-server-error"
