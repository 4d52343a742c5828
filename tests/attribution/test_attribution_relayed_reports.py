# ruff: noqa: E501  (verbatim log lines people posted are kept unwrapped)
"""Reports in the shapes a launcher, a container runtime or a recorder gives them (issue 43):
the controller manager's klog line of a Kubernetes event (read as the event, placed on the
node its pod runs on), a container runtime's json-file wrapper, a line SkyPilot's or Ray's
driver relays behind `(name pid=N)` with its own year-less time, an exception's field lines
naming the node a report is about, and an exception a wrapper re-raises as a program's last
words. Each line is one posted publicly (the URL beside it) or printed by the source cited.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

from trainwarden.attribution import attribute_bundle
from trainwarden.attribution.bundle.eventtext import logged_event
from trainwarden.attribution.endings import is_program_error
from trainwarden.attribution.timestamps import TimeContext, parse_line

# https://github.com/kubernetes/minikube/issues/11513 (kube-controller-manager's log)
NOT_READY = 'I0526 16:40:28.879863       1 event.go:291] "Event occurred" object="kube-system/kube-scheduler-minikube" kind="Pod" apiVersion="v1" type="Warning" reason="NodeNotReady" message="Node is not ready"'
SCALED = 'I0526 16:40:28.804729       1 event.go:291] "Event occurred" object="kube-system/coredns" kind="Deployment" apiVersion="v1" type="Normal" reason="ScalingReplicaSet" message="Scaled up replica set coredns-74ff55c5b to 1"'
# https://github.com/skypilot-org/skypilot/issues/1142 (the spot controller's log)
SKY = "(zongheng-20 pid=59855) E 09-02 16:25:01 controller.py:138] sky.exceptions.ClusterStatusFetchingError: Failed to query GCP cluster 'zongheng-20-21' status: ERROR: (gcloud.compute.instances.list) You do not currently have an active account selected."
# Ray's ActorDiedError (python/ray/exceptions.py: the actor's fields, then the GCS's death
# cause) for an actor whose node died (src/ray/gcs/gcs_server/gcs_actor_manager.cc,
# GenNodeDiedCause): https://github.com/ray-project/ray/blob/master/python/ray/exceptions.py
RAY_REPORT = [
    "ray.exceptions.ActorDiedError: The actor died unexpectedly before finishing this task.",
    "        class_name: Runner",
    "        actor_id: 28507c63735529c3265367b501000000",
    "        pid: 159258",
    "        namespace: b9b0f765-f39a-441b-95d6-fe12e866f264",
    "        ip: 10.1.0.7",
    "The actor is dead because its node has died. Node Id: 56b97436e67393f15565e024278867700c2bd0ec6ca9e0dac7261fd1",
]


def _wrapped(line: str, at: str) -> str:
    """The line as Docker's json-file driver writes it (/var/lib/docker/containers/*-json.log)."""
    return json.dumps({"log": line + "\n", "stream": "stderr", "time": at})


def test_a_recorders_log_of_an_event_reads_as_the_event() -> None:
    event = logged_event(NOT_READY)
    assert event is not None
    assert event.text == "Warning NodeNotReady pod/kube-scheduler-minikube Node is not ready"
    assert (event.kind, event.name) == ("Pod", "kube-scheduler-minikube")
    assert logged_event("I0526 16:40:28.777829 1 shared_informer.go:247] Caches are synced") is None


def test_a_recorders_log_of_an_event_before_structured_logging_reads_as_the_event() -> None:
    # client-go's recorder log before 1.19, as its test expects it:
    # https://github.com/kubernetes/kubernetes/blob/master/staging/src/k8s.io/client-go/tools/record/event_test.go
    line = """Event(v1.ObjectReference{Kind:"Pod", Namespace:"baz", Name:"foo", UID:"bar", APIVersion:"version", ResourceVersion:"", FieldPath:"spec.containers[2]"}): type: 'Normal' reason: 'Started' some verbose message: 1"""
    event = logged_event(line)
    assert event is not None
    assert event.text == "Normal Started pod/foo some verbose message: 1"
    assert logged_event("Event(v1.ObjectReference{Kind:") is None


def test_a_runtime_wrapped_line_carries_its_time_and_text() -> None:
    ctx = TimeContext(reference=datetime(2021, 6, 1, tzinfo=UTC))
    at, text = parse_line(_wrapped(NOT_READY, "2021-05-26T16:40:28.88Z"), ctx)
    assert at == datetime(2021, 5, 26, 16, 40, 28, 880000, tzinfo=UTC)
    assert text.startswith('1 event.go:291] "Event occurred"')
    # behind the bundle's own time, the wrapper is still taken off
    at, text = parse_line("2021-05-26T16:40:29+00:00 " + _wrapped(NOT_READY, "2021-05-26T16:40:28.88Z"), ctx)
    assert at == datetime(2021, 5, 26, 16, 40, 29, tzinfo=UTC) and "NodeNotReady" in text
    assert parse_line('{"level": "info"}', ctx) == (None, '{"level": "info"}')


def test_a_relayed_line_takes_its_own_time_without_a_year() -> None:
    ctx = TimeContext(reference=datetime(2022, 9, 3, tzinfo=UTC))
    at, text = parse_line(SKY, ctx)
    assert at == datetime(2022, 9, 2, 16, 25, 1, tzinfo=UTC)
    assert text == SKY  # the relay's prefix stays: it says which process wrote the line
    # a December line read in January is last year's
    at, _ = parse_line("(a pid=1) I 12-31 23:59:00 controller.py:1] x", TimeContext(reference=datetime(2023, 1, 2, tzinfo=UTC)))
    assert at == datetime(2022, 12, 31, 23, 59, tzinfo=UTC)
    assert parse_line("(a pid=1) no time here", ctx)[0] is None


def test_a_static_pods_not_ready_event_in_the_controller_log_names_its_node(write_bundle: Callable[..., Path]) -> None:
    steps = "".join(json.dumps({"ts": f"2021-05-26T16:{m:02d}:00+00:00", "node": n, "rank": r,
                                "name": "step", "value": m})
                    + "\n" for m in range(20, 40) for r, n in enumerate(["minikube", "m02"]))
    log = "".join(_wrapped(line, "2021-05-26T16:40:28.88Z") + "\n" for line in (SCALED, NOT_READY))
    bundle = write_bundle({
        "logs/minikube/kube-controller-manager.log": log,
        "metrics.jsonl": steps,
        "scheduler.jsonl": json.dumps({"ts": "2021-05-26T16:42:00+00:00", "job_state": "FAILED", "exit_code": 1}) + "\n",
    }, nodes=["minikube", "m02"], ranks={"0": "minikube", "1": "m02"})
    result = attribute_bundle(bundle)
    assert (result.verdict, result.category) == ("attributed", "node_failure")
    assert result.implicated_nodes == ["minikube"]
    assert result.signature == "k8s-event-pod-node-not-ready"


def test_an_event_about_a_pod_nobody_placed_names_no_node(write_bundle: Callable[..., Path]) -> None:
    line = NOT_READY.replace("kube-scheduler-minikube", "coredns-74ff55c5b-sdwgf")
    bundle = write_bundle({
        "logs/m02/kube-controller-manager.log": "2021-05-26T16:40:28.879863+00:00 " + line + "\n",
        "scheduler.jsonl": json.dumps({"ts": "2021-05-26T16:42:00+00:00", "job_state": "FAILED", "exit_code": 1}) + "\n",
    }, nodes=["minikube", "m02"], ranks={"0": "minikube", "1": "m02"})
    result = attribute_bundle(bundle)
    assert result.implicated_nodes == []  # never the node whose log holds the recorder's line


def _ray_bundle(write_bundle: Callable[..., Path], lines: list[str], addresses: dict[str, str],
                name: str) -> Path:
    return write_bundle({
        "logs/head/driver.log": "".join(f"2024-03-01T10:00:05+00:00 {line}\n" for line in lines),
        "scheduler.jsonl": json.dumps({"ts": "2024-03-01T10:00:06+00:00", "job_state": "FAILED", "exit_code": 1}) + "\n",
    }, nodes=["head", "worker-7"], ranks={"0": "head", "1": "worker-7"},
        job={"job_id": "j", "scheduler": "ray", "nodes": ["head", "worker-7"],
             "ranks": {"0": "head", "1": "worker-7"}, "addresses": addresses}, name=name)


def test_an_actor_whose_node_died_names_the_node_at_its_address(write_bundle: Callable[..., Path]) -> None:
    # job.json's addresses either way round: address -> node, or node -> address
    for n, addresses in enumerate(({"10.1.0.7": "worker-7", "10.1.0.2": "head"},
                                   {"worker-7": "10.1.0.7", "head": "10.1.0.2"})):
        result = attribute_bundle(_ray_bundle(write_bundle, RAY_REPORT, addresses, f"b{n}"))
        assert (result.verdict, result.category, result.signature) == ("attributed", "node_failure", "ray-actor-node-died")
        assert result.implicated_nodes == ["worker-7"]


def test_an_actor_whose_node_was_drained_as_preempted_is_a_preemption(write_bundle: Callable[..., Path]) -> None:
    # The GCS's death cause for a node the autoscaler drained as preempted, as its format string
    # writes it (src/ray/gcs/gcs_server/gcs_actor_manager.cc, GenNodeDiedCause: "\tthe actor's
    # node was preempted: " then the drain's reason message) and as Ray's own test asserts it
    # (python/ray/tests/test_draining.py, drain_reason_message "preemption"):
    # https://github.com/ray-project/ray/blob/master/src/ray/gcs/gcs_server/gcs_actor_manager.cc
    lines = [*RAY_REPORT, "\tthe actor's node was preempted: preemption"]
    result = attribute_bundle(_ray_bundle(write_bundle, lines, {"10.1.0.7": "worker-7"}, "drained"))
    assert (result.verdict, result.category, result.signature) == ("attributed", "preemption", "ray-actor-node-preempted")
    assert result.implicated_nodes == []  # taken on purpose: no machine at fault
    # any other death reason leaves the node's death as it was
    lines = [*RAY_REPORT, "\tthe actor's node was terminated unexpectedly: health check failed"]
    result = attribute_bundle(_ray_bundle(write_bundle, lines, {"10.1.0.7": "worker-7"}, "died"))
    assert (result.category, result.implicated_nodes) == ("node_failure", ["worker-7"])


def test_a_report_whose_fields_name_no_address_of_the_job_names_nobody(write_bundle: Callable[..., Path]) -> None:
    lines = [line.replace("10.1.0.7", "10.9.9.9") for line in RAY_REPORT]
    result = attribute_bundle(_ray_bundle(write_bundle, lines, {"10.1.0.7": "worker-7"}, "far"))
    assert result.implicated_nodes == []
    # the field lines must be the report's own, right above: a blank line ends the block
    lines = RAY_REPORT[:-1] + ["", RAY_REPORT[-1]]
    result = attribute_bundle(_ray_bundle(write_bundle, lines, {"10.1.0.7": "worker-7"}, "gap"))
    assert result.implicated_nodes == []


def test_an_exception_a_wrapper_re_raises_is_a_programs_last_word() -> None:
    # JAX's traceback filter re-raises behind its own type (jax/_src/traceback_util.py)
    assert is_program_error("UnfilteredStackTrace: RuntimeError: RESOURCE_EXHAUSTED: Out of memory")
    assert is_program_error("jax._src.traceback_util.UnfilteredStackTrace: ValueError: bad shape")
    assert not is_program_error("INFO: training step 5 done")


# Level Zero's DEVICE_LOST ("device hung, reset, was removed, or driver update occurred":
# https://oneapi-src.github.io/level-zero-spec/level-zero/latest/core/api.html#ze-result-t), in
# the shape the hardware catalog test reads; the i915 hang report as posted in
# https://github.com/clearlinux/distribution/issues/2907; a GPU the driver declared wedged as
# posted in https://github.com/strongtz/i915-sriov-dkms/issues/339
DEVICE_LOST = "RuntimeError: level_zero backend failed with error: 20 (ZE_RESULT_ERROR_DEVICE_LOST)"
I915_HANG = "kernel: i915 0000:00:02.0: [drm] GPU HANG: ecode 12:1:0020fffe, in python [1676]"
I915_WEDGED = "i915 0000:00:02.0: [drm] *ERROR* GT0: Failed to initialize GPU, declaring it wedged!"


def _xpu_bundle(write_bundle: Callable[..., Path], kernel: str | None, name: str) -> Path:
    files = {
        "logs/xpu-1/rank-0.log": f"2025-04-01T20:01:11+00:00 {DEVICE_LOST}\n",
        "scheduler.jsonl": json.dumps({"ts": "2025-04-01T20:01:12+00:00", "job_state": "FAILED", "exit_code": 1}) + "\n",
    }
    if kernel is not None:
        files["logs/xpu-1/kernel.log"] = f"2025-04-01T20:01:09+00:00 {kernel}\n"
    return write_bundle(files, nodes=["xpu-1"], ranks={"0": "xpu-1"}, name=name)


def test_a_device_the_runtime_lost_names_its_node_only_with_the_nodes_own_account_of_a_fault(
        write_bundle: Callable[..., Path]) -> None:
    alone = attribute_bundle(_xpu_bundle(write_bundle, None, "alone"))
    assert (alone.verdict, alone.implicated_nodes) == ("ambiguous", [])
    told = attribute_bundle(_xpu_bundle(write_bundle, I915_WEDGED, "told"))
    assert (told.verdict, told.category, told.implicated_nodes) == ("attributed", "gpu_hardware", ["xpu-1"])
    # a hang the driver reset is the driver ending a batch that ran past its hang check (a
    # program's long kernel as often as the device: Intel's HPC cluster guide): no fault of the
    # machine, so the device lost it explains names no node
    reset = attribute_bundle(_xpu_bundle(write_bundle, I915_HANG, "reset"))
    assert (reset.verdict, reset.category, reset.implicated_nodes) == ("ambiguous", "unknown", [])
    assert "i915-gpu-hang" in reset.explanation
