# ruff: noqa: E501  (verbatim log lines people posted are kept unwrapped)
"""Training on data platforms (data-platforms.yaml, and horovod.yaml's Gloo HTTP store): the
relays of XGBoost's distributed front ends, PySpark's py4j bridge and Horovod's rendezvous
store say that training failed elsewhere, not why. Each is a cascade of unknown cause,
never the program's own exception its `...Error:` reads like; a run whose bundle holds
nothing more is `ambiguous unknown`, nobody implicated, while the program's own exception
beside them still decides. A Dask worker near its memory limit is `oom` only when the job
then failed or stopped, and not an established cause (`ambiguous`).

Every line is one posted publicly (the URL above it) or, where named, the program's own
format string quoted from its source.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from two_nodes import TWO_NODES, log, steps
from two_nodes import job_state as _state

from trainwarden.attribution import Catalog, attribute_bundle
from trainwarden.attribution.bundle.matcher import matcher_for


def _best(catalog: Catalog, text: str, stream: str = "rank-0") -> tuple[str, str, str] | None:
    """(id, category, role) of the signature the scanner gives the line, or None."""
    found = matcher_for(catalog, stream).best(text, text.lower())
    return (found[0].id, found[0].category, found[0].role) if found else None


# (line as posted, signature id, category, role)
POSTED = [
    # -- py4j: the JVM's exception relayed to PySpark --------------------------------------
    # https://github.com/dmlc/xgboost/issues/5883 (the call's line, then the Java exception)
    ("Py4JJavaError: An error occurred while calling o3818.fit.", "py4j-java-error-relay", "unknown", "cascade"),
    # https://github.com/sllynn/spark-xgboost/issues/11 (its title: the traceback's last line)
    ("py4j.protocol.Py4JJavaError: An error occurred while calling o839.fit.", "py4j-java-error-relay", "unknown", "cascade"),
    # -- xgboost4j-spark's driver after a failed worker or tracker --------------------------
    # https://github.com/dmlc/xgboost/issues/5883 (the Java exception py4j carried)
    (": ml.dmlc.xgboost4j.java.XGBoostError: XGBoostModel training failed", "xgboost4j-spark-training-failed", "unknown", "cascade"),
    # https://github.com/dmlc/xgboost/issues/3561
    ("ml.dmlc.xgboost4j.java.XGBoostError: XGBoostModel training failed", "xgboost4j-spark-training-failed", "unknown", "cascade"),
    # https://github.com/dmlc/xgboost/issues/4440
    ("19/08/09 11:06:47 ERROR Uncaught throwable from user code: ml.dmlc.xgboost4j.java.XGBoostError: XGBoostModel training failed", "xgboost4j-spark-training-failed", "unknown", "cascade"),
    # -- XGBoost's communicator ---------------------------------------------------------------
    # https://github.com/dmlc/xgboost/issues/7868 (its title)
    ("XGBoostError: [20:37:45] /workspace/rabit/include/rabit/internal/utils.h:90: Allreduce failed", "xgboost-communicator-error", "unknown", "cascade"),
    # rabit's worker (rabit/src/allreduce_base.cc, ConnectTracker: xgboost::collective::Fail(
    # "Failed to connect to the tracker.", ...) and Fail("Failed to recieve the verification
    # number."), each printed as a `- ` item of the result's report); the source's own words
    ("- Failed to connect to the tracker.", "rabit-tracker-connect-failed", "unknown", "cascade"),
    ("- Failed to recieve the verification number.", "rabit-tracker-connect-failed", "unknown", "cascade"),
    # -- xgboost_ray's actor --------------------------------------------------------------------
    # xgboost_ray/main.py's RayXGBoostActor.train(): `raise RayXGBoostTrainingError("Training
    # failed.")` (the class's module path as Python prints it) and the driver's RayTaskError
    # around it (ray/exceptions.py: `RayTaskError(CauseClass)`); the source's own words
    ("xgboost_ray.main.RayXGBoostTrainingError: Training failed.", "xgboost-ray-training-failed", "unknown", "cascade"),
    ("ray.exceptions.RayTaskError(RayXGBoostTrainingError): ray::RayXGBoostActor.train() (pid=4121, ip=10.0.0.7)", "xgboost-ray-training-failed", "unknown", "cascade"),
    # -- Horovod's Gloo rendezvous through the HTTP store ------------------------------------
    # https://github.com/horovod/horovod/issues/2746 (Horovod on Ray, behind Ray's prefix)
    ("(pid=11118) [2021-03-26 08:37:42.910981: E /tmp/pip-install-1br0pr96/horovod_284c8b944a414cd09d36e9484ace2798/horovod/common/gloo/http_store.cc:96] HTTP GET request failed too many times, aborting. See exception message above.", "horovod-gloo-http-store-failed", "unknown", "cascade"),
    # -- Dask's worker memory monitor ---------------------------------------------------------
    # https://github.com/equinor/ert/issues/2831
    ("distributed.worker - WARNING - Memory use is high but worker has no data to store to disk.  Perhaps some other process is leaking memory?  Process memory: 3.41 GB -- Worker memory limit: 4.00 GB", "dask-worker-memory-high", "oom", "initiating"),
    # https://github.com/PSLmodels/OG-Core/issues/562
    ("distributed.worker - WARNING - Memory use is high but worker has no data to store to disk.  Perhaps some other process is leaking memory?  Process memory: 3.42 GB -- Worker memory limit: 4.29 GB", "dask-worker-memory-high", "oom", "initiating"),
]


@pytest.mark.parametrize(("line", "signature", "category", "role"), POSTED,
                         ids=[f"{i}-{p[1]}" for i, p in enumerate(POSTED)])
def test_posted_lines_get_their_signature(catalog, line, signature, category, role) -> None:
    assert _best(catalog, line) == (signature, category, role), line


# Lines of the same tools that are no failure: the tracker's and the driver's progress, a
# py4j call that returned, Dask's worker starting.
HEALTHY = [
    # https://github.com/dmlc/xgboost/issues/4399 (the tracker starting)
    "Tracker started, with env={DMLC_NUM_SERVER=0, DMLC_TRACKER_URI=10.205.254.245, DMLC_TRACKER_PORT=9091, DMLC_NUM_WORKER=1}",
    # https://github.com/dmlc/xgboost/issues/6551 (the program's own print before training)
    "Xy npartitions: 19 19",
]


@pytest.mark.parametrize("line", HEALTHY)
def test_healthy_lines_of_the_same_tools_are_not_failures(catalog, line) -> None:
    assert _best(catalog, line) is None, line


def test_the_entries_cite_a_source_and_implicate_nobody(catalog) -> None:
    ids = {"py4j-java-error-relay", "py4j-java-exception", "xgboost4j-spark-training-failed",
           "xgboost-ray-training-failed", "rabit-tracker-connect-failed",
           "xgboost-communicator-error", "dask-worker-memory-high",
           "horovod-gloo-http-store-failed"}
    found = {s.id: s for s in catalog.signatures if s.id in ids}
    assert set(found) == ids
    for sig in found.values():
        assert sig.spec.source.startswith("https://"), sig.id
        assert not sig.spec.implicates_node, sig.id


def _failed(write_bundle: Callable[..., Path], lines: list[str], name: str) -> Path:
    return write_bundle({
        "logs/node-1/rank-0.log": log(*((101 + i, text) for i, text in enumerate(lines))),
        "metrics.jsonl": steps(100),
        "scheduler.jsonl": _state(0, "RUNNING") + _state(110, "FAILED"),
    }, ranks=TWO_NODES, name=name)


def test_a_py4j_call_whose_java_exception_is_cut_names_no_cause(write_bundle) -> None:
    # https://github.com/sllynn/spark-xgboost/issues/11: the traceback's last line, the Java
    # exception below it not kept
    result = attribute_bundle(_failed(write_bundle, [
        "Traceback (most recent call last):",
        "py4j.protocol.Py4JJavaError: An error occurred while calling o839.fit."], "cut"))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "ambiguous", "unknown", []), result.explanation


def test_the_java_exception_py4j_carries_is_still_read(write_bundle) -> None:
    # https://github.com/sllynn/spark-xgboost/issues/8: the Java side's own exception (a
    # program the tracker needs is missing), on py4j's `: ` line after the call's
    result = attribute_bundle(_failed(write_bundle, [
        "py4j.protocol.Py4JJavaError: An error occurred while calling o204.fit.",
        ': java.io.IOException: Cannot run program "python": error=2, No such file or directory'],
        "carried"))
    assert (result.verdict, result.category) == ("attributed", "user_code"), result.explanation
    assert result.signature == "py4j-java-exception"


def test_xgboost4j_sparks_training_failed_alone_is_no_programs_error(write_bundle) -> None:
    # https://github.com/dmlc/xgboost/issues/5883
    result = attribute_bundle(_failed(write_bundle, [
        "Py4JJavaError: An error occurred while calling o3818.fit.",
        ": ml.dmlc.xgboost4j.java.XGBoostError: XGBoostModel training failed",
        "\tat ml.dmlc.xgboost4j.scala.spark.XGBoost$.ml$dmlc$xgboost4j$scala$spark$XGBoost$$postTrackerReturnProcessing(XGBoost.scala:582)"],
        "spark"))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "ambiguous", "unknown", []), result.explanation


def test_a_communicators_error_relayed_by_xgboost_is_no_programs_error(write_bundle) -> None:
    # rabit's report (allreduce_base.cc's Fail() items under XGBoostError's header, the
    # source's own words; the header's path and time are ours)
    result = attribute_bundle(_failed(write_bundle, [
        "xgboost.core.XGBoostError: [10:01:55] /workspace/rabit/src/allreduce_base.cc:127:",
        "- Failed to connect to the tracker.",
        "- Failed to recieve the verification number."], "rabit"))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "ambiguous", "unknown", []), result.explanation


def test_horovods_http_store_giving_up_is_no_programs_error(write_bundle) -> None:
    # https://github.com/horovod/horovod/issues/2746: the store's error and the uncaught
    # runtime_error it throws (libstdc++'s terminate report)
    result = attribute_bundle(_failed(write_bundle, [
        "(pid=11118) [2021-03-26 08:37:42.910981: E /tmp/pip-install-1br0pr96/horovod_284c8b944a414cd09d36e9484ace2798/horovod/common/gloo/http_store.cc:96] HTTP GET request failed too many times, aborting. See exception message above.",
        "(pid=11118) terminate called after throwing an instance of 'std::runtime_error'"],
        "horovod"))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "ambiguous", "unknown", []), result.explanation


def test_the_xgboost_error_behind_xgboost_rays_relay_decides(write_bundle) -> None:
    # xgboost_ray raises its error `from` the XGBoostError it caught: the cause is printed
    # first, the relay after it. The cause here is a program's own data error, in the words of
    # XGBoost's logistic objective (src/objective/regression_loss.h, LabelErrorMsg(): "label
    # must be in [0,1] for logistic regression"; the header's path and time are ours)
    result = attribute_bundle(_failed(write_bundle, [
        "xgboost.core.XGBoostError: [09:51:43] ../src/objective/regression_obj.cu:101: label must be in [0,1] for logistic regression",
        "The above exception was the direct cause of the following exception:",
        "xgboost_ray.main.RayXGBoostTrainingError: Training failed."], "ray"))
    assert (result.verdict, result.category) == ("attributed", "user_code"), result.explanation


def _memory(write_bundle: Callable[..., Path], state: str, name: str) -> Path:
    # https://github.com/equinor/ert/issues/2831
    warning = "distributed.worker - WARNING - Memory use is high but worker has no data to store to disk.  Perhaps some other process is leaking memory?  Process memory: 3.41 GB -- Worker memory limit: 4.00 GB"
    return write_bundle({
        "logs/node-1/dask-worker.log": log((101, warning), (103, warning)),
        "metrics.jsonl": steps(300 if state == "RUNNING" else 100),
        "scheduler.jsonl": _state(0, "RUNNING") + (_state(400, state) if state != "RUNNING" else ""),
    }, ranks=TWO_NODES, name=name)


def test_a_dask_worker_near_its_memory_limit_before_the_failure_is_likely_oom(write_bundle) -> None:
    result = attribute_bundle(_memory(write_bundle, "FAILED", "failed"))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "ambiguous", "oom", []), result.explanation
    assert result.signature == "dask-worker-memory-high"


def test_a_dask_worker_near_its_memory_limit_while_training_goes_on_is_no_failure(
    write_bundle,
) -> None:
    result = attribute_bundle(_memory(write_bundle, "RUNNING", "running"))
    assert result.verdict == "no_failure", result.explanation
