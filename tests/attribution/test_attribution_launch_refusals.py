"""A job's launch or request refused by the program that must carry it out: a required SPANK
plugin failing the step, Ray's autoscaler finding no node type that can ever hold a request, an
HTTP server with nothing at the URL asked for, and a native CHECK_OK's glog-form abort
(docs/attribution.md, the failure classes table; a launcher's getopt refusing an option is in
test_attribution_environment_catalog.py).

Every line is as posted in the issue beside it; the bundles around them are ours."""

from __future__ import annotations

import json

import pytest
from line_reading import best_id

from trainwarden.attribution import Catalog, attribute_bundle

T0 = "2026-03-02T10:00:"

# (the line as posted, the signature it is read as, where it was posted)
POSTED = [
    ("slurmstepd: error: spank: required plugin spank_pyxis.so: task_init() failed with rc=-1",
     "spank-required-plugin-failed", "https://github.com/NVIDIA/pyxis/issues/6"),
    ("(autoscaler +34s) Error: No available node types can fulfill resource request "
     "defaultdict(<class 'float'>, {'CPU': 8.0, 'GPU': 8.0}). Add suitable node types to this "
     "cluster to resolve this issue.",
     "ray-request-infeasible", "https://github.com/rllm-org/rllm/issues/35"),
    ("urllib.error.HTTPError: HTTP Error 404: Not Found", "http-not-found",
     "https://github.com/facebookresearch/pycls/issues/187"),
    ("requests.exceptions.HTTPError: 404 Client Error: Not Found for url: https://community-tc."
     "services.mozilla.com/api/queue/v1/task/YgYPOpayT4GGhoxqhsBluQ/artifacts/public%2F"
     "fenixcomponentmodel.tar.zst", "http-not-found",
     "https://github.com/mozilla/bugbug/issues/4219"),
    ("F20210524 20:22:12.422282 79132864 calculator_graph.cc:125] Non-OK-status: "
     "Initialize(config) status: NOT_FOUND: ValidatedGraphConfig Initialization failed.",
     "native-fatal-check", "https://github.com/homuler/MediaPipeUnityPlugin/issues/181"),
]
# lines of the same programs that refuse nothing
HEALTHY = [
    'Try "srun --help" for more information',
    "srun: job 34262460 has been allocated resources",
    "(autoscaler +1m2s) Resized to 16 CPUs, 2 GPUs.",
    'INFO:     127.0.0.1:56516 - "POST /update_named_param/ HTTP/1.1" 200 OK',
]


@pytest.mark.parametrize(("text", "expected", "url"), POSTED, ids=[p[1] for p in POSTED])
def test_a_refused_launch_or_request_is_the_jobs_own(
        catalog: Catalog, text: str, expected: str, url: str) -> None:
    assert best_id(catalog, "rank-0", text) == expected, url
    found = [s for s in catalog.signatures if s.spec.id == expected]
    assert found and found[0].spec.category == "user_code"


@pytest.mark.parametrize("text", HEALTHY)
def test_the_same_programs_ordinary_lines_are_none_of_these(catalog: Catalog, text: str) -> None:
    assert best_id(catalog, "rank-0", text) not in {p[1] for p in POSTED}


def _steps(until: int) -> str:
    return "".join(
        json.dumps({"ts": f"{T0}{s:02d}Z", "node": node, "rank": rank, "name": "step",
                    "value": s}) + "\n"
        for s in range(1, until) for rank, node in ((0, "node-1"), (1, "node-2")))


@pytest.mark.parametrize("after", [False, True], ids=["waits-on-it", "trains-after-it"])
def test_an_infeasible_request_is_the_cause_only_when_nothing_ran_after_it(
        write_bundle, after: bool) -> None:
    text, _, url = POSTED[1]
    log = f"{T0}05Z {text}\n" + (f"{T0}50Z step 40/100 loss 1.25\n" if after else "")
    files = {"logs/node-1/rank-0.log": log,
             "scheduler.jsonl": json.dumps({"ts": f"{T0}00Z", "job_state": "RUNNING"}) + "\n"}
    if after:
        files["metrics.jsonl"] = _steps(55)
    result = attribute_bundle(write_bundle(files, ranks={"0": "node-1", "1": "node-2"}))
    read = (result.verdict, result.category, result.signature)
    if after:
        assert read[2] != "ray-request-infeasible", url
    else:
        assert read == ("attributed", "user_code", "ray-request-infeasible"), url
    assert result.implicated_nodes == []


def test_a_glog_non_ok_status_abort_ends_the_run_as_the_programs_own(write_bundle) -> None:
    text, _, url = POSTED[-1]
    log = (f"{T0}40Z WARNING: Logging before InitGoogleLogging() is written to STDERR\n"
           f"{T0}41Z {text}\n{T0}41Z *** Check failure stack trace: ***\n")
    result = attribute_bundle(write_bundle({
        "logs/node-1/rank-0.log": log,
        "metrics.jsonl": _steps(30),
        "scheduler.jsonl": json.dumps({"ts": f"{T0}59Z", "job_state": "FAILED",
                                       "exit_code": 134}) + "\n",
    }, ranks={"0": "node-1", "1": "node-2"}))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "attributed", "user_code", []), url
