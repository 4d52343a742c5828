"""Build the sixty-fourth blind corpus (tests/attribution/blind64/): the node under GPU pods.

    python tests/attribution/blind64_build.py

A held-out proxy for issue 43's question ("stacks and failures described nowhere"), aimed at the
Kubernetes node under GPU training pods, seen from the node's side: the NVIDIA GPU operator and its
validators, DCGM and its exporter, the device plugin, kubelet eviction under node pressure
(memory, disk, ephemeral storage), NodeNotReady and a kubelet that stopped posting status,
Karpenter consolidation evicting or deleting nodes under running pods, and the pods' own lines.
Reports were found with the `search` tool (GitHub issue threads) and taken in the order the
searches returned them, skipping only reports without a copyable log line and reports any other
corpus or file of the repository cites. It was assembled by one helper who read neither the engine
nor its catalogs; the labels were written before any engine ran on these bundles, and no report
cited here is cited anywhere else in the repository (test_attribution_heldout.py checks it).

Every log line and event is copied from the public report given next to it (host names,
addresses, ids and times as posted). Ours is only the assembly, as in stacks_build.py: which node
and stream a line is filed under, an ISO-8601 time in front of every line (taken from the line's
own stamp where it has one), job.json, the scheduler events and the per-rank step metrics. The
labels follow DESIGN's taxonomy and the rules of the spent corpora's READMEs (see
blind64/README.md).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from stacks_build import Case, case_maker, remove_stale, write_split  # noqa: E402

ROOT = HERE / "blind64"
SPLIT = "blind64"

# ---- sources (one public report per incident) --------------------------------------------------
DCGMEXP348 = "https://github.com/NVIDIA/dcgm-exporter/issues/348"
DCGM235 = "https://github.com/NVIDIA/DCGM/issues/235"
K8S91600 = "https://github.com/kubernetes/kubernetes/issues/91600"
KUBEPLUS1382 = "https://github.com/cloud-ark/kubeplus/issues/1382"
GOLEARN55 = "https://github.com/caoyingjunz/go-learning/issues/55"
K8S70618 = "https://github.com/kubernetes/kubernetes/issues/70618"
HUSH8 = "https://github.com/concourse/hush-house/issues/8"
SUSQL140 = "https://github.com/sustainable-computing-io/susql-operator/issues/140"
ELASTISYS1173 = "https://github.com/elastisys/compliantkubernetes-apps/issues/1173"
OPFIRST1352 = "https://github.com/operate-first/apps/issues/1352"
GPUOP1043 = "https://github.com/NVIDIA/gpu-operator/issues/1043"
GPUOP528 = "https://github.com/NVIDIA/gpu-operator/issues/528"
GPUOP1947 = "https://github.com/NVIDIA/gpu-operator/issues/1947"
KARPAWS3594 = "https://github.com/aws/karpenter-provider-aws/issues/3594"
KARP651 = "https://github.com/kubernetes-sigs/karpenter/issues/651"
KARPAWS4341 = "https://github.com/aws/karpenter-provider-aws/issues/4341"
KARP3185 = "https://github.com/kubernetes-sigs/karpenter/issues/3185"
EKSAMI79 = "https://github.com/awslabs/amazon-eks-ami/issues/79"
PAI4589 = "https://github.com/microsoft/pai/issues/4589"
K8S43516 = "https://github.com/kubernetes/kubernetes/issues/43516"
K8S50127 = "https://github.com/kubernetes/kubernetes/issues/50127"
ACS4236 = "https://github.com/Azure/acs-engine/issues/4236"
MMSEG3288 = "https://github.com/open-mmlab/mmsegmentation/issues/3288"
DRIVOR35 = "https://github.com/valeoai/DrivoR/issues/35"
DLWS1128 = "https://github.com/microsoft/DLWorkspace/pull/1128"
NCTK223 = "https://github.com/NVIDIA/nvidia-container-toolkit/issues/223"
GPUOP2168 = "https://github.com/NVIDIA/gpu-operator/pull/2168"
SKYNET39 = "https://github.com/go-skynet/helm-charts/issues/39"
GPUOP350 = "https://github.com/NVIDIA/gpu-operator/issues/350"
K8S57442 = "https://github.com/kubernetes/kubernetes/issues/57442"

CASES: list[Case] = []

case = case_maker(CASES, SPLIT)
K8S = "kubernetes"


def build() -> None:
    build_gpu_stack()
    build_pressure_evictions()
    build_autoscaler()
    build_node_status()
    build_pods()
    build_runtime()


# ---- GPU operator, DCGM, validators ------------------------------------------------------------
def build_gpu_stack() -> None:
    n0, n1 = "gpu-node-a", "gpu-node-b"
    c = case("b64-dcgmexp-gpu-fallen-off-bus", "attributed", "gpu_hardware", [n1], [n0, n1],
             "A GPU of one Kubernetes node falls off the bus (the NVRM line as posted; node names "
             "and ISO time ours); that node's ranks stop, the run fails.",
             start="2024-06-27T09:00:00+00:00", scheduler=K8S)
    c.steps(1, 40, every=10.0, stop={n1: 38})
    c.log(n1, "kernel", DCGMEXP348, "NVRM: GPU 0000:a1:00.0: GPU has fallen off the bus",
          t=385.0)
    c.job(700.0, "FAILED", exit_code=1)

    node = "dcgm-host"
    c = case("b64-dcgm-xid45-metric-run-completes", "no_failure", "unknown", [], [node],
             "dcgm-exporter exports an Xid 45 (preemptive cleanup) metric for a GPU of the node "
             "while the job runs; the job completes. Metric line as posted, times ours.",
             start="2025-06-05T08:00:00+00:00", scheduler=K8S)
    c.steps(1, 60, every=10.0)
    c.log(node, "dcgm-exporter", DCGM235,
          'DCGM_FI_DEV_XID_ERRORS{err_code="45", err_msg="Preemptive cleanup, due to previous '
          'errors -- Most likely to see when running multiple cuda", job="dcgm-exporter"}',
          t=300.0)
    c.job(610.0, "COMPLETED", exit_code=0)

    node = "poc01"
    c = case("b64-gpuop-cuda-validator-system-not-initialized", "attributed", "user_code", [],
             [node],
             "On a fresh GPU operator install the cuda-validation init container cannot allocate "
             "device memory ('system not yet initialized') and the validators crash-loop; CUDA "
             "work on the node fails the same way. Line as posted, times ours.",
             start="2024-10-15T06:00:00+00:00", scheduler=K8S)
    c.log(node, "cuda-validation", GPUOP1043,
          'Failed to allocate device vector A (error code system not yet initialized)! '
          '[Vector addition of 5000 elements]', t=30.0)
    c.job(60.0, "FAILED", exit_code=1)

    node = "gpu-worker"
    c = case("b64-gpuop-validators-crashloop", "ambiguous", "unknown", [], [node],
             "The device-plugin validator and the operator validator sit in Init:CrashLoopBackOff "
             "on the node; the report gives no cause. Lines as posted, times ours.",
             start="2023-05-18T07:00:00+00:00", scheduler=K8S)
    c.log(node, "kubectl-get-pods", GPUOP528,
          "nvidia-device-plugin-validator-whr6m             0/1     Init:CrashLoopBackOff   5 "
          "(2m18s ago)   5m25s",
          "nvidia-operator-validator-d5c26                  0/1     Init:CrashLoopBackOff   4 "
          "(24s ago)     25m", t=1500.0)
    c.job(1510.0, "FAILED", exit_code=1)

    node = "rtxpro-node"
    c = case("b64-gpuop-cuda-driver-insufficient", "attributed", "user_code", [], [node],
             "The cuda-validation container fails: the CUDA runtime needs a newer driver than "
             "the node's. Lines as posted (OpenShift), times ours.",
             start="2025-11-29T09:00:00+00:00", scheduler=K8S)
    c.log(node, "cuda-validation", GPUOP1947, "[Vector addition of 50000 elements]",
          "Failed to allocate device vector A (error code CUDA driver version is insufficient "
          "for CUDA runtime version)!", t=20.0)
    c.job(30.0, "FAILED", exit_code=1)


# ---- kubelet eviction under node pressure ------------------------------------------------------
def build_pressure_evictions() -> None:
    node = "xen15-142"
    c = case("b64-k8s-evicted-ephemeral-storage-describe", "attributed", "storage", [], [node],
             "`kubectl describe pod` of the workload: Failed, Evicted, the node was low on "
             "ephemeral-storage. Lines as posted, times ours.",
             start="2020-07-09T02:20:00+00:00", scheduler=K8S)
    c.steps(1, 30, every=10.0)
    c.log(node, "pod-describe", K8S91600, "Status:         Failed", "Reason:         Evicted",
          "Message:        The node was low on resource: ephemeral-storage. Container "
          "ebaogi-report-app was using 108488Ki, which exceeds its request of 0.", t=305.0)
    c.job(310.0, "FAILED", exit_code=1)

    node = "kubeplus-node"
    c = case("b64-kubeplus-evicted-ephemeral-threshold", "attributed", "storage", [], [node],
             "The pod is evicted: the node fell below the ephemeral-storage threshold. Lines as "
             "posted, times ours.", start="2025-01-06T10:00:00+00:00", scheduler=K8S)
    c.steps(1, 20, every=10.0)
    c.log(node, "pod-describe", KUBEPLUS1382, "Status:       Failed", "Reason:       Evicted",
          "Message:      The node was low on resource: ephemeral-storage. Threshold quantity: "
          "2146223340, available: 1883424Ki. Container helmer was using 10304Ki, request is "
          "10Mi, has larger consumption of ephemeral-storage. Container consumerui was using "
          "52676Ki, request is 10Mi, has larger consumption of ephemeral-storage.", t=205.0)
    c.job(210.0, "FAILED", exit_code=1)

    node = "harbor-node"
    c = case("b64-golearn-evicted-event-ephemeral", "attributed", "storage", [], [node],
             "A kubelet Evicted event: the node was low on ephemeral-storage. Line as posted, "
             "times ours.", start="2022-03-28T08:00:00+00:00", scheduler=K8S)
    c.steps(1, 20, every=10.0)
    c.log(node, "pod-describe", GOLEARN55,
          "Warning  Evicted           6m5s   kubelet            The node was low on resource: "
          "ephemeral-storage. Container harbor-chart-rsync-client was using 76Ki, which exceeds "
          "its request of 0. Container chartmuseum was using 856Ki, which exceeds its request "
          "of 0.", t=195.0)
    c.job(200.0, "FAILED", exit_code=1)

    node = "kube10"
    c = case("b64-k8s-kubelet-restart-outof-ephemeral", "ambiguous", "unknown", [], [node],
             "After a kubelet restart every pod on the node is rejected with OutOfephemeral-"
             "storage (capacity 0) although the disk has space. Event fields as posted, times "
             "ours.", start="2018-11-03T10:00:00+00:00", scheduler=K8S)
    c.steps(1, 30, every=10.0)
    c.log(node, "k8s-events", K8S70618, '"reason":"OutOfephemeral-storage",',
          '"message":"Node didn\'t have enough resource: ephemeral-storage, requested: '
          '10485760, used: 0, capacity: 0",',
          '"source":{"component":"kubelet","host":"kube10"}', t=300.0)
    c.job(310.0, "FAILED", exit_code=1)

    node = "gke-hush-house-worker"
    c = case("b64-hushhouse-gke-evicted-ephemeral", "attributed", "storage", [], [node],
             "GKE evicts the worker pod: the node was low on ephemeral-storage. Status as "
             "posted (its startTime), other times ours.",
             start="2019-02-15T20:18:59+00:00", scheduler=K8S)
    c.steps(1, 30, every=10.0)
    c.log(node, "pod-status", HUSH8, "status:",
          "  message: 'The node was low on resource: ephemeral-storage. Container "
          "hush-house-worker", "    was using 73712Ki, which exceeds its request of 0. '",
          "  phase: Failed", "  reason: Evicted", '  startTime: "2019-02-15T20:18:59Z"',
          t=305.0)
    c.job(310.0, "FAILED", exit_code=1)

    node = "susql-node"
    c = case("b64-susql-evicted-ephemeral-threshold", "attributed", "storage", [], [node],
             "The operator's pod is evicted: ephemeral-storage below threshold. Line as "
             "posted, times ours.", start="2024-10-28T10:00:00+00:00", scheduler=K8S)
    c.steps(1, 20, every=10.0)
    c.log(node, "pod-describe", SUSQL140,
          "The node was low on resource: ephemeral-storage. Threshold quantity: 24068434671, "
          "available: 23201836Ki. Container kube-rbac-proxy was using 8Ki, request is 0, has "
          "larger consumption of ephemeral-storage. Container manager was using 106848Ki, "
          "request is 0, has larger consumption of ephemeral-storage.", t=195.0)
    c.job(200.0, "FAILED", exit_code=1)

    node = "ck8s-worker"
    c = case("b64-elastisys-evicted-ephemeral-event", "attributed", "storage", [], [node],
             "A kubelet Evicted event for low ephemeral-storage; the pod is left "
             "ContainerStatusUnknown. Line as posted, times ours.",
             start="2022-09-16T09:00:00+00:00", scheduler=K8S)
    c.steps(1, 20, every=10.0)
    c.log(node, "pod-describe", ELASTISYS1173,
          "Warning  Evicted  37m   kubelet  The node was low on resource: ephemeral-storage. "
          "Container X was using 2596Ki, which exceeds its request of 0.", t=195.0)
    c.job(200.0, "FAILED", exit_code=1)

    n0, n1 = "oct-03-03-compute", "oct-03-09-compute"
    c = case("b64-opfirst-diskpressure-evictions", "attributed", "storage", [], [n0, n1],
             "Two nodes of a cluster evict ML-workflow pods under DiskPressure. `kubectl get "
             "pods` lines as posted, times ours.", start="2021-10-05T10:00:00+00:00",
             scheduler=K8S)
    c.steps(1, 30, every=10.0)
    c.log(n1, "kubectl-get-pods", OPFIRST1352,
          "build-log-clustering-sklearn-default-0-classifier-56b4b9d9cqz7f   ds-ml-workflows-ws"
          "                                 Evicted   oct-03-09-compute   Pod The node had "
          "condition: [DiskPressure]. ",
          "build-log-clustering-sklearn-default-0-classifier-56b4b9d9ctvvv   ds-ml-workflows-ws"
          "                                 Evicted   oct-03-09-compute   Pod The node had "
          "condition: [DiskPressure]. ", t=300.0)
    c.log(n0, "kubectl-get-pods", OPFIRST1352,
          "csi-rbdplugin-qtr59                                               openshift-storage"
          "                                  Evicted   oct-03-03-compute   Pod The node had "
          "condition: [DiskPressure]. ", t=300.0)
    c.job(310.0, "FAILED", exit_code=1)

    node = "dlws-worker"
    c = case("b64-dlws-evicted-diskpressure", "attributed", "storage", [], [node],
             "A job pod of a deep-learning workspace is evicted: the node had DiskPressure. "
             "Line as posted, times ours.", start="2020-05-21T10:00:00+00:00", scheduler=K8S)
    c.steps(1, 30, every=10.0)
    c.log(node, "pod-describe", DLWS1128,
          "  Warning  Evicted    <invalid>  kubelet  The node had condition: [DiskPressure].",
          t=295.0)
    c.job(300.0, "FAILED", exit_code=1)


# ---- Karpenter consolidation -------------------------------------------------------------------
def build_autoscaler() -> None:
    node = "ip-10-20-27-64.us-west-2.compute.internal"
    c = case("b64-karpenter-evicts-pod-consolidation", "attributed", "preemption", [], [node],
             "Karpenter evicts the worker pod for consolidation ten seconds after it starts. "
             "Pod events as posted (their own first-seen times).",
             start="2023-03-16T20:25:40+00:00", scheduler=K8S)
    c.steps(1, 2, every=4.0, t0=2.0)
    for when, text in (
        ("20:25:41", "1       default-scheduler   Normal   Scheduled   Successfully assigned "
                     "workers/64137b45d8d110a557009079-7vb77-wg6jg to "
                     "ip-10-20-27-64.us-west-2.compute.internal"),
        ("20:25:42", "1       kubelet             Normal   Started     Started container "
                     "config-template-copy"),
        ("20:25:52", "1       karpenter           Normal   Evicted     Evicted pod"),
        ("20:25:52", "1       kubelet             Normal   Killing     Stopping container "
                     "config-template-copy"),
    ):
        c.own(node, "k8s-events", KARPAWS3594, f"2023-03-16 {when}",
              f"2023-03-16T{when}Z   2023-03-16T{when}Z   {text}")
    c.job(13.0, "FAILED", exit_code=143)

    node = "ip-172-31-6-136.eu-central-1.compute.internal"
    c = case("b64-karpenter-disruption-blocked-run-completes", "no_failure", "unknown", [],
             [node],
             "Karpenter wants to disrupt the node but is blocked by the pod's do-not-disrupt "
             "annotation; the job runs on and completes. Event as posted (its own time).",
             start="2024-02-26T16:30:00+00:00", scheduler=K8S)
    c.steps(1, 60, every=20.0)
    c.own(node, "k8s-events", KARP651, "2024-02-26 16:41:54",
          '{"eventNamespace":"default","involvedObject":{"kind":"Node","name":'
          '"ip-172-31-6-136.eu-central-1.compute.internal","uid":'
          '"473d160c-783a-427e-a75f-5c57c57e29df","apiVersion":"v1"},"reason":'
          '"DisruptionBlocked","eventMessage":"Cannot disrupt Node: Pod '
          '\\"default/cdp-default-2ekrbha7wakskum3uuw492ts4y\\" has '
          '\\"karpenter.sh/do-not-disrupt\\" annotation","source":{"component":"karpenter"},'
          '"firstTimestamp":"2024-02-26T16:41:54Z","lastTimestamp":"2024-02-26T16:41:54Z",'
          '"count":1,"type":"Normal","reportingComponent":"karpenter"}')
    c.job(1250.0, "COMPLETED", exit_code=0)

    node = "ip-10-3-50-83.ec2.internal"
    c = case("b64-karpenter-consolidation-delete-node", "attributed", "preemption", [], [node],
             "Karpenter deprovisions the node by consolidation (delete): cordons it, deletes "
             "it; the pod's run ends. Controller lines as posted (their own times).",
             start="2023-07-26T08:14:00+00:00", scheduler=K8S)
    c.steps(1, 9, every=10.0)
    for when, text in (
        ("08:15:37.403", "INFO\tcontroller.deprovisioning\tdeprovisioning via consolidation "
                         "delete, terminating 1 machines ip-10-3-50-83.ec2.internal/r7g.xlarge/"
                         'spot\t{"commit": "34d50bf-dirty"}'),
        ("08:15:37.468", "INFO\tcontroller.termination\tcordoned node\t{\"commit\": "
                         "\"34d50bf-dirty\", \"node\": \"ip-10-3-50-83.ec2.internal\"}"),
        ("08:15:37.773", "INFO\tcontroller.termination\tdeleted node\t{\"commit\": "
                         "\"34d50bf-dirty\", \"node\": \"ip-10-3-50-83.ec2.internal\"}"),
    ):
        local = f"11:{when[3:8]}"
        c.own("karpenter", "controller", KARPAWS4341, f"2023-07-26 {when}",
              f"2023-07-26T{local}+03:00\t2023-07-26T{when}Z\t{text}")
    c.job(100.0, "FAILED", exit_code=143)

    node = "batch-94cmv"
    c = case("b64-karpenter-empty-consolidation-nonempty-node", "attributed", "preemption", [],
             [node],
             "Karpenter's Empty consolidation deletes a node that had become non-empty: it "
             "fails to drain, the instance disappears under the running pods. Timeline rows as "
             "posted (UTC, date ours).", start="2026-07-30T07:40:00+00:00", scheduler=K8S)
    c.steps(1, 7, every=10.0, t0=56.0)
    c.own(node, "karpenter-timeline", KARP3185, "2026-07-30 07:41:08",
          "| 07:41:08 | log: `disrupting node(s)` `controller: disruption` `decision: delete` |")
    c.own(node, "karpenter-timeline", KARP3185, "2026-07-30 07:41:09",
          "| 07:41:09 | event: `DisruptionTerminating: Disrupting Node: Empty` |")
    c.own(node, "karpenter-timeline", KARP3185, "2026-07-30 07:41:09",
          "| 07:41:09 | event: `FailedDraining: Failed to drain node, 2 pods are waiting to be "
          "evicted` |")
    c.own(node, "karpenter-timeline", KARP3185, "2026-07-30 07:41:55",
          "| 07:41:55 | `cloud-node-lifecycle-controller`: `DeletingNode … does not exist in the "
          "cloud provider` |")
    c.job(200.0, "FAILED", exit_code=1)


# ---- node status: NotReady, lease, kubelet stopped posting -------------------------------------
def build_node_status() -> None:
    n0, n1 = "ip-192-168-145-118.ec2.internal", "ip-192-168-145-119.ec2.internal"
    c = case("b64-eks-node-conditions-unknown-kubelet-stopped", "attributed", "node_failure",
             [n1], [n0, n1],
             "`kubectl describe node` of an EKS worker: its conditions went Unknown, the kubelet "
             "stopped posting node status. The condition header and rows as posted; times ours "
             "from their own stamps; the other node ours.",
             start="2018-11-13T22:10:00+00:00", scheduler=K8S)
    c.steps(1, 100, every=10.0, stop={n1: 98})
    c.log(n1, "node-describe", EKSAMI79,
          "  Type             Status    LastHeartbeatTime                 LastTransitionTime     "
          "           Reason                    Message",
          "  OutOfDisk        Unknown   Tue, 13 Nov 2018 17:26:36 -0500   Tue, 13 Nov 2018 "
          "17:27:20 -0500   NodeStatusUnknown         Kubelet stopped posting node status.",
          "  MemoryPressure   Unknown   Tue, 13 Nov 2018 17:26:36 -0500   Tue, 13 Nov 2018 "
          "17:27:20 -0500   NodeStatusUnknown         Kubelet stopped posting node status.",
          t=1040.0)
    c.job(1100.0, "FAILED", exit_code=1)

    n0, n1 = "ubuntu", "p100"
    c = case("b64-pai-p100-notready-unreachable", "attributed", "node_failure", [n1], [n0, n1],
             "The GPU node p100 is NotReady and tainted unreachable; its lease was last renewed "
             "ten seconds after it joined. Lines as posted, times ours.",
             start="2020-05-31T11:50:00+00:00", scheduler=K8S)
    c.steps(1, 60, every=10.0, stop={n1: 55})
    c.log(n1, "node-describe", PAI4589, "p100     NotReady   <none>   17h   v1.15.11",
          "Taints:             node.kubernetes.io/unreachable:NoExecute",
          "                    node.kubernetes.io/unreachable:NoSchedule",
          "  RenewTime:       Sun, 31 May 2020 19:50:30 +0800", t=600.0)
    c.job(700.0, "FAILED", exit_code=1)

    n0, n1 = "gke-dev-default-pool-efca0068-aaaa", "gke-dev-default-pool-efca0068-6srl"
    c = case("b64-gke-kubelet-stopped-posting", "attributed", "node_failure", [n1], [n0, n1],
             "A GKE node's conditions turn Unknown: Kubelet stopped posting node status. Row as "
             "posted, one node name ours, times ours from "
             "their stamps.", start="2017-04-23T04:30:00+00:00", scheduler=K8S)
    c.steps(1, 100, every=10.0, stop={n1: 95})
    c.log(n1, "node-describe", K8S43516,
          "  OutOfDisk     Unknown   Sun, 23 Apr 2017 07:47:26 +0300   Sun, 23 Apr 2017 07:48:07 "
          "+0300   NodeStatusUnknown   Kubelet stopped posting node status.",
          t=1087.0)
    c.job(1200.0, "FAILED", exit_code=1)

    n0, n1 = "10.6.0.187", "10.6.0.188"
    c = case("b64-k8s-node-reboot-notready-nodelost", "attributed", "node_failure", [n1],
             [n0, n1],
             "A node is rebooted and stays NotReady; its pod goes Unknown while the other "
             "node's pods run. Lines as posted, times ours.",
             start="2017-08-04T08:00:00+00:00", scheduler=K8S)
    c.steps(1, 60, every=10.0, stop={n1: 50})
    c.log(n1, "kubectl-get", K8S50127, "10.6.0.188   NotReady   10d       v1.7.2",
          "nginx-dm-2214564181-677db   1/1       Unknown   1          1h        10.233.109.89   "
          "10.6.0.188", t=560.0)
    c.job(600.0, "FAILED", exit_code=1)

    n0, n1 = "k8s-agentpool-39580029-vmss000001", "k8s-agentpool-39580029-vmss000000"
    c = case("b64-acs-gpu-agent-notready-restart", "attributed", "node_failure", [n1], [n0, n1],
             "A GPU agent node goes NodeNotReady and its kubelet restarts a minute later. Node "
             "events as posted (relative ages), one node name ours, times ours.",
             start="2018-11-20T10:00:00+00:00", scheduler=K8S)
    c.steps(1, 40, every=10.0, stop={n1: 36})
    c.log(n1, "node-events", ACS4236,
          "  Normal  NodeNotReady             23m                kubelet, "
          "k8s-agentpool-39580029-vmss000000     Node k8s-agentpool-39580029-vmss000000 status "
          "is now: NodeNotReady", t=365.0)
    c.log(n1, "node-events", ACS4236,
          "  Normal  Starting                 22m                kubelet, "
          "k8s-agentpool-39580029-vmss000000     Starting kubelet.", t=425.0)
    c.job(430.0, "FAILED", exit_code=1)


# ---- the pods' own lines -----------------------------------------------------------------------
def build_pods() -> None:
    node = "k8s-3090-pod"
    c = case("b64-mmseg-k8s-pod-local-rank-exitcode-7", "ambiguous", "unknown", [], [node],
             "Multi-GPU mmsegmentation training in a k8s pod: local rank 0 dies with exit code "
             "-7 (a signal) and the launcher stops the other. Nothing says why. Lines as posted, "
             "times ours.", start="2023-08-25T03:00:00+00:00", scheduler=K8S, ranks_per_node=2)
    c.steps(1, 20, every=10.0)
    c.log(node, "rank-0", MMSEG3288,
          "WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 139 closing "
          "signal SIGTERM",
          "ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: -7) local_rank: "
          "0 (pid: 138) of binary: /usr/bin/python3", t=205.0)
    c.job(210.0, "FAILED", exit_code=1)

    node = "h20-node"
    c = case("b64-drivor-pod-oomkill-137", "attributed", "oom", [], [node],
             "A Ray + PyTorch training pod on 8x H20 is OOMKilled (exit 137) after about 24 "
             "hours. The cluster's diagnostic lines as posted, times ours from its runtime line.",
             start="2026-03-20T11:11:41+00:00", scheduler=K8S, ranks_per_node=8)
    c.steps(1, 86, every=1000.0)
    c.log(node, "pod-diagnostic", DRIVOR35,
          "Restart Reason: OOMKill (memory exceeded limit, SIGKILL)",
          "Exit Code: 137 (= 128 + 9, i.e., SIGKILL)",
          "Runtime: ~24 hours (from 2026-03-20 11:11:41 to 2026-03-21 11:36:26)",
          t=87885.0)
    c.job(87890.0, "FAILED", exit_code=137)


# ---- container runtime (containerd / CRI / NVIDIA hook) and one more disk eviction -------------
def build_runtime() -> None:
    node = "vgpu-node"
    c = case("b64-nctk-hook-no-gpu-has-128mib", "attributed", "user_code", [], [node],
             "With nvidia as the default runtime (for GPU sharing) the pod's container cannot "
             "start: the NVIDIA hook finds no GPU with the requested memory. Line as posted, "
             "times ours.", start="2023-02-10T02:00:00+00:00", scheduler=K8S)
    c.log(node, "kubelet", NCTK223,
          'Failed: Error: failed to start container "binpack-2": Error response from daemon: '
          "failed to create shim task: OCI runtime create failed: runc create failed: unable to "
          "start container process: error during container init: error running hook #0: error "
          "running hook: exit status 1, stdout: , stderr: Auto-detected mode as 'legacy' "
          "nvidia-container-cli: device error: no-gpu-has-128MiB-to-run: unknown device: "
          "unknown", t=20.0)
    c.job(30.0, "FAILED", exit_code=128)

    node = "gpu-node-sandbox"
    c = case("b64-gpuop-no-runtime-nvidia-sandbox", "attributed", "user_code", [], [node],
             "The GPU operator's pods cannot get a sandbox: no runtime named nvidia is configured "
             "in the node's container runtime. `kubectl get events` lines as posted, times ours.",
             start="2026-03-01T10:00:00+00:00", scheduler=K8S)
    c.log(node, "k8s-events", GPUOP2168,
          "2m55s       Warning   FailedCreatePodSandBox   pod/nvidia-dcgm-exporter-qd6vj         "
          "        Failed to create pod sandbox: rpc error: code = Unknown desc = unable to get "
          'OCI runtime for sandbox "a5b1e58fbff7a57c494bf8d022252ba7d195fe4cb86134584bdf8045198d0'
          '3ad": no runtime for "nvidia" is configured', t=5.0)
    c.log(node, "k8s-events", GPUOP2168,
          "2m52s       Warning   FailedCreatePodSandBox   pod/nvidia-operator-validator-l4754    "
          "        Failed to create pod sandbox: rpc error: code = Unknown desc = unable to get "
          'OCI runtime for sandbox "643fcb4a00d2aace8b59daaec3e2a618e685adc6bb0d19303ff3dfe7b2071'
          'af2": no runtime for "nvidia" is configured', t=8.0)
    c.job(60.0, "FAILED", exit_code=1)

    node = "localai-node"
    c = case("b64-skynet-containerd-task-hook-invalid-expression", "attributed", "user_code", [],
             [node],
             "A GPU pod on a node with the GPU operator cannot start: containerd's task fails in "
             "the NVIDIA hook with a requirement error (invalid expression), though a CUDA "
             "sample pod runs. Lines as posted, times ours.",
             start="2024-02-18T10:00:00+00:00", scheduler=K8S)
    c.log(node, "pod-describe", SKYNET39,
          " Warning  Failed            49m (x5 over 51m)     kubelet            Error: failed "
          "to create containerd task: failed to create shim task: OCI runtime create failed: "
          "runc create failed: unable to start container process: error during container init: "
          "error running hook #0: error running hook: exit status 1, stdout: , stderr: "
          "nvidia-container-cli.real: requirement error: invalid expression: unknown", t=120.0)
    c.job(130.0, "FAILED", exit_code=128)

    node = "containerd-gpu-node"
    c = case("b64-gpuop-containerd-upgrade-change-root-failed", "attributed", "user_code", [],
             [node],
             "After the node moved from dockershim to containerd, every GPU operator pod fails "
             "to start: the NVIDIA hook's change root fails. Kubelet line as posted, times ours.",
             start="2022-05-05T20:00:00+00:00", scheduler=K8S)
    c.log(node, "pod-describe", GPUOP350,
          "Warning  Failed     42m (x5 over 43m)      kubelet            Error: failed to create "
          "containerd task: failed to create shim: OCI runtime create failed: "
          "container_linux.go:380: starting container process caused: process_linux.go:545: "
          "container init caused: Running hook #0:: error running hook: exit status 1, stdout: , "
          "stderr: nvidia-container-cli: initialization error: change root failed: no such file "
          "or directory: unknown", t=60.0)
    c.job(70.0, "FAILED", exit_code=128)

    node = "k8s-node-nodefs"
    c = case("b64-k8s-evicted-nodefs-diskpressure", "attributed", "storage", [], [node],
             "A pod is evicted because the node's disk (nodefs) ran low; it comes back on "
             "another node and is evicted again. Lines as posted, times ours.",
             start="2017-12-20T08:00:00+00:00", scheduler=K8S)
    c.steps(1, 30, every=10.0)
    c.log(node, "pod-status", K8S57442, "The node was low on resource: nodefs",
          "The node was low on resource: [DiskPressure].", t=305.0)
    c.job(310.0, "FAILED", exit_code=1)


# ---- writing -----------------------------------------------------------------------------------
def main() -> None:
    build()
    remove_stale(ROOT, "b64-", CASES)
    write_split(CASES, SPLIT, ROOT)


if __name__ == "__main__":
    main()
