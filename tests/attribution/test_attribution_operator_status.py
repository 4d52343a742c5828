# ruff: noqa: E501  (kubectl's and the controllers' lines are kept as posted)
"""Kubernetes' and the training operators' status text in a log stream: a pod's STATUS in a
`kubectl get pods` listing, a container's state in `kubectl describe pod`, the API server's
refusal of an invalid object, a pod the scheduler cannot place, a ConfigMap volume whose object
is missing. Each is the orchestrator's account of what happened to the job's pods: a failure of
unknown cause (not `no_failure`), the job's own spec (user_code), a run that never got going
(hang); never a machine's fault, so nobody is implicated.

Posted lines, each from the public report named beside it.
"""

from __future__ import annotations

import json

from trainwarden.attribution import attribute_bundle

NODES = ["node-1", "node-2"]
RANKS = {"0": "node-1", "1": "node-2"}
T0 = "2026-01-01T00:00:00Z"


def job(**extra) -> dict:
    return {"job_id": "j", "scheduler": "kubernetes", "nodes": NODES, "ranks": RANKS, **extra}


def stream(*lines: str, second: int = 0) -> str:
    return "".join(f"2026-01-01T00:{(second + i) // 60:02d}:{(second + i) % 60:02d}Z {t}\n"
                   for i, t in enumerate(lines))


def scheduler(state: str) -> str:
    return json.dumps({"ts": T0, "job_state": state}) + "\n"


def verdict(result) -> tuple:
    return result.verdict, result.category, result.implicated_nodes


def signatures(result) -> set[str]:
    return {result.signature} | {c.signature for c in result.cascading}


# https://github.com/kubernetes/kubernetes/issues/22795 (`kubectl get pods -a`)
ERROR_LISTING = ("NAME         READY     STATUS    RESTARTS   AGE",
                 "abcd-xnfv0   0/1       Error     0          23s")


def test_a_pod_listed_in_error_is_a_failure_of_unknown_cause(write_bundle) -> None:
    bundle = write_bundle({"scheduler.jsonl": scheduler("RUNNING"),
                           "logs/node-1/kubectl-get-pods.log": stream(*ERROR_LISTING)}, job=job())
    result = attribute_bundle(bundle)
    assert verdict(result) == ("ambiguous", "unknown", [])
    assert "k8s-pod-status-failed" in signatures(result)


def test_running_and_completed_pods_are_no_failure(write_bundle) -> None:
    # the same listing's shape with the pod still running, and one that completed
    listing = ("NAME         READY     STATUS      RESTARTS   AGE",
               "abcd-xnfv0   1/1       Running     0          23s",
               "abcd-q8k2p   0/1       Completed   0          23s")
    bundle = write_bundle({"scheduler.jsonl": scheduler("RUNNING"),
                           "logs/node-1/kubectl-get-pods.log": stream(*listing)}, job=job())
    assert attribute_bundle(bundle).verdict == "no_failure"


def test_the_listing_is_about_the_pod_never_the_node_whose_log_holds_it(write_bundle) -> None:
    """The pod was scheduled on node-2 (its Scheduled event): the failure of unknown cause
    implicates nobody, neither node-2 nor node-1 whose log holds the listing."""
    events = json.dumps({"ts": T0, "source": "kubernetes", "kind": "Pod", "name": "abcd-xnfv0",
                         "reason": "Scheduled", "type": "Normal",
                         "message": "Successfully assigned default/abcd-xnfv0 to node-2"}) + "\n"
    bundle = write_bundle({"scheduler.jsonl": scheduler("FAILED"), "events.jsonl": events,
                           "logs/node-1/kubectl-get-pods.log": stream(*ERROR_LISTING, second=30)},
                          job=job())
    result = attribute_bundle(bundle)
    assert result.category == "unknown" and result.implicated_nodes == []


# https://github.com/pachyderm/pachyderm/issues/2213 (`kubectl describe pod`, a worker's container)
DESCRIBE = ("    State:              Waiting",
            "      Reason:           CrashLoopBackOff",
            "    Last State:         Terminated",
            "      Reason:           Error",
            "      Exit Code:        2",
            "      Started:          Tue, 29 Aug 2017 12:43:03 -0400",
            "      Finished:         Tue, 29 Aug 2017 12:43:03 -0400",
            "    Ready:              False",
            "    Restart Count:      4")


def test_a_described_container_in_crash_loop_is_a_failure_of_unknown_cause(write_bundle) -> None:
    bundle = write_bundle({"scheduler.jsonl": scheduler("RUNNING"),
                           "logs/node-1/describe-pod.log": stream(*DESCRIBE)}, job=job())
    result = attribute_bundle(bundle)
    assert verdict(result) == ("ambiguous", "unknown", [])
    assert "k8s-container-state-failed" in signatures(result)


def test_a_container_state_with_its_cause_keeps_the_cause(write_bundle) -> None:
    """`Reason: OOMKilled` says why (memory.yaml's k8s-oomkilled), whatever else the block says."""
    lines = [line.replace("Reason:           Error", "Reason:           OOMKilled")
             .replace("Exit Code:        2", "Exit Code:        137") for line in DESCRIBE]
    bundle = write_bundle({"scheduler.jsonl": scheduler("FAILED"),
                           "logs/node-1/describe-pod.log": stream(*lines)}, job=job())
    result = attribute_bundle(bundle)
    assert (result.category, result.implicated_nodes) == ("oom", [])


# https://github.com/kubeflow/trainer/issues/707 (the TFJob operator creating a worker pod)
INVALID = ('E0629 17:28:23.237802       1 controller.go:318] Error syncing tfjob: Pod "tensor2tensor-v1alpha2-worker-0" is invalid: spec.containers[0].image: Required value',
           'time="2018-06-29T17:28:23Z" level=info msg="reconcilePods error Pod \\"tensor2tensor-v1alpha2-worker-0\\" is invalid: spec.containers[0].image: Required value" filename="controller.v2/controller.go:399"')


def test_the_api_refusing_the_jobs_pod_spec_is_the_users(write_bundle) -> None:
    for line in INVALID:
        bundle = write_bundle({"scheduler.jsonl": scheduler("RUNNING"),
                               "logs/node-1/tf-operator.log": stream(line)},
                              job=job(), name=f"b{INVALID.index(line)}")
        result = attribute_bundle(bundle)
        assert verdict(result) == ("attributed", "user_code", [])
        assert result.signature == "k8s-api-object-invalid"


# https://github.com/NVIDIA/k8s-device-plugin/issues/119 (`kubectl describe pod`, Events)
UNSCHEDULABLE = "Warning FailedScheduling  40s (x2 over 40s)  default-scheduler  0/2 nodes are available: 1 Insufficient nvidia.com/gpu, 1 node(s) were unschedulable."


def test_pods_the_scheduler_cannot_place_are_a_run_that_never_got_going(write_bundle) -> None:
    bundle = write_bundle({"scheduler.jsonl": scheduler("RUNNING"),
                           "logs/node-1/pod-events.log": stream(UNSCHEDULABLE)},
                          job=job(collected_at="2026-01-01T05:00:00Z"))
    result = attribute_bundle(bundle)
    assert verdict(result) == ("ambiguous", "hang", [])


def test_a_pod_placed_late_that_then_trained_is_no_failure(write_bundle) -> None:
    metrics = "".join(json.dumps({"ts": f"2026-01-01T00:0{m}:00Z", "node": "node-1", "rank": 0,
                                  "name": "step", "value": m}) + "\n" for m in range(1, 6))
    bundle = write_bundle({"scheduler.jsonl": scheduler("COMPLETED"), "metrics.jsonl": metrics,
                           "logs/node-1/pod-events.log": stream(UNSCHEDULABLE)}, job=job())
    assert attribute_bundle(bundle).verdict == "no_failure"


# https://github.com/kubeflow/spark-operator/issues/784 (`kubectl describe pod`, Events)
CONFIGMAP = 'Warning  FailedMount  38m   kubelet, vagrant   MountVolume.SetUp failed for volume "spark-conf-volume" : configmap "spark-pi-1580336050874-driver-conf-map" not found'


def test_a_configmap_volume_whose_object_is_missing_is_no_storage_fault(write_bundle) -> None:
    bundle = write_bundle({"scheduler.jsonl": scheduler("FAILED"),
                           "logs/node-1/pod-events.log": stream(CONFIGMAP)}, job=job())
    result = attribute_bundle(bundle)
    assert result.category != "storage"
    assert (result.verdict, result.implicated_nodes) == ("ambiguous", [])
    assert "k8s-event-volume-object-missing" in signatures(result)
