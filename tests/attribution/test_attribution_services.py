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
]


@pytest.mark.parametrize(("text", "url", "signature", "category"), POSTED,
                         ids=["no-credentials", "init-timeout", "upload-404", "eai-again", "eai-noname"])
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
