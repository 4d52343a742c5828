"""Build the stacks corpus (tests/attribution/stacks/), tuned split, from lines people posted.

    python tests/attribution/stacks_build.py

Issue 43: failures on the stacks beyond NVIDIA + PyTorch + Slurm (Kubernetes, Ray, JAX/XLA and
PyTorch/XLA, Horovod / Open MPI / UCX / libfabric, NVLink fabric, fairseq and JAX numerics, DNS,
Slurm credentials, node-local XFS, NCCL collective mismatches). Every log line and every
orchestrator event below is copied from the public report given next to it (host names,
addresses, ids and times as posted). Ours is only the assembly, as in realworld_build.py: which
node a line is filed under, an ISO-8601 time in front of a line the report showed without one
(or with its own time inside the text, `OWN_TIME`), job.json, scheduler events and step metrics
that give the incident its context, and the label, written from docs/attribution.md and the
issue's rules before the engine ran on the case:

- a device or host out-of-memory (XLA `RESOURCE_EXHAUSTED`, TPU HBM, an OOMKilled pod, an
  eviction under node memory pressure, Ray's memory monitor) is `oom` and implicates nobody;
- a node's own failed health (NodeNotReady, a Ray node marked dead, a fatal NVLink error, the
  NVLink fabric not up, its resolver failing, its clock rejecting Slurm's credential, its local
  XFS shutting down) implicates that node;
- a single uncorroborated report about a peer (a lost daemon, a peer that closed the
  connection, a stall warning naming a rank, a task the coordination service lost) implicates
  nobody: `ambiguous`; a cause not established (a worker that died with SYSTEM_ERROR and
  nothing saying why) is `ambiguous`, `unknown`;
- NaN and loss-scale failures are `numerical`; a collective mismatch is a program bug,
  `user_code`.

The untouched split (`u-*`) is written by a separate builder from other reports; this one
keeps its labels in labels.json and never reads its bundles.
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from realworld_build import Case

ROOT = Path(__file__).resolve().parent / "stacks"

# ---- sources (tuned split) -------------------------------------------------------------------
FLOWER2157 = "https://github.com/flwrlabs/flower/issues/2157"
KUBEFATE64 = "https://github.com/FederatedAI/KubeFATE/issues/64"
RAY31828 = "https://github.com/ray-project/ray/issues/31828"
KUBERAY3827 = "https://github.com/ray-project/kuberay/issues/3827"
MTJ209 = "https://github.com/kingoflolz/mesh-transformer-jax/issues/209"
LWM60 = "https://github.com/LargeWorldModel/LWM/issues/60"
XLA3470 = "https://github.com/pytorch/xla/issues/3470"
UCX6000 = "https://github.com/openucx/ucx/issues/6000"
OMPI6618 = "https://github.com/open-mpi/ompi/issues/6618"
MINIKUBE6822 = "https://github.com/kubernetes/minikube/issues/6822"
FAIRSEQ1895 = "https://github.com/facebookresearch/fairseq/issues/1895"
FAIRSEQ3185 = "https://github.com/facebookresearch/fairseq/issues/3185"
JAX25299 = "https://github.com/jax-ml/jax/issues/25299"
PTEX540 = "https://github.com/pytorch/examples/issues/540"
CMJL91 = "https://github.com/JuliaParallel/ClusterManagers.jl/issues/91"
NPD845 = "https://github.com/kubernetes/node-problem-detector/pull/845"
NCCL296 = "https://github.com/NVIDIA/nccl/issues/296"
HOROVOD1012 = "https://github.com/horovod/horovod/issues/1012"
HOROVOD1364 = "https://github.com/horovod/horovod/issues/1364"
PT35710 = "https://github.com/pytorch/pytorch/issues/35710"
OFI346 = "https://github.com/aws/aws-ofi-nccl/issues/346"
NPD766 = "https://github.com/kubernetes/node-problem-detector/issues/766"
GIMLET649 = "https://github.com/gimlet-io/gimlet/issues/649"
K8S21485 = "https://github.com/kubernetes/kubernetes/issues/21485"
RAY22425 = "https://github.com/ray-project/ray/issues/22425"
T5X26 = "https://github.com/EleutherAI/architecture-objective/issues/26"
GPURECIPES2 = "https://github.com/AI-Hypercomputer/gpu-recipes/issues/2"
UCX9590 = "https://github.com/openucx/ucx/issues/9590"
AZHPC76 = "https://github.com/Azure/azhpc-diagnostics/issues/76"
VLLM40652 = "https://github.com/vllm-project/vllm/issues/40652"
FAIRSEQ2404 = "https://github.com/facebookresearch/fairseq/issues/2404"
# first assembled for the untouched split (see build_moved_from_untouched)
EASYDEL78 = "https://github.com/erfanzar/EasyDeL/issues/78"
FAIRSEQ2640 = "https://github.com/facebookresearch/fairseq/issues/2640"
FAIRSEQ512 = "https://github.com/facebookresearch/fairseq/issues/512"
HOROVOD534 = "https://github.com/horovod/horovod/issues/534"
JAX25701 = "https://github.com/jax-ml/jax/issues/25701"
PCLUSTER301 = "https://github.com/aws/aws-parallelcluster/issues/301"
UCX6669 = "https://github.com/openucx/ucx/issues/6669"


CASES: list[Case] = []


def case(name: str, verdict: str, category: str, implicated: list[str], nodes: list[str],
         story: str, ranks_per_node: int = 1, start: str = "2024-06-01T10:00:00+00:00",
         scheduler: str = "kubernetes", **job_extra: object) -> Case:
    ranks = {str(i * ranks_per_node + r): n for i, n in enumerate(nodes)
             for r in range(ranks_per_node)}
    c = Case(name, verdict, category, implicated, nodes, ranks, datetime.fromisoformat(start),
             story, {"scheduler": scheduler, **job_extra})
    CASES.append(c)
    return c


def build_tuned() -> None:
    build_kubernetes()
    build_ray()
    build_xla()
    build_mpi_fabric()
    build_numerics_and_config()
    build_moved_from_untouched()


def build_kubernetes() -> None:
    # ---- pods evicted under node memory pressure: oom, nobody -------------------------------
    c = case("st-k8s-evicted-memory-pressure", "attributed", "oom", [],
             ["aks-nodepool1-a", "aks-nodepool1-b"],
             "A training pod on one AKS node is evicted because the node ran low on memory; "
             "its replacement is evicted again under MemoryPressure. `kubectl get events` lines "
             "as posted (relative ages), ISO time ours.", start="2019-12-11T03:00:00+00:00")
    c.steps(1, 30, every=20.0)
    c.log("aks-nodepool1-a", "k8s-events", KUBEFATE64,
          "4m11s       Warning   Evicted               pod/egg-<id here>    The node was low on "
          "resource: memory. Container egg was using 5053216Ki, which exceeds its request of 0.",
          "4m11s       Normal    Killing               pod/egg-<id here>    Stopping container egg",
          t=605.0)
    c.log("aks-nodepool1-a", "k8s-events", KUBEFATE64,
          "4m          Warning   ExceededGracePeriod   pod/egg-<id here>    Container runtime did "
          "not kill the pod within specified grace period.", t=616.0)
    c.log("aks-nodepool1-a", "k8s-events", KUBEFATE64,
          "4m7s        Warning   Evicted               pod/egg-<id2 here>    The node had "
          "condition: [MemoryPressure].", t=609.0)
    c.job(700.0, "FAILED", exit_code=1)

    # ---- node-problem-detector reports an OOM kill on a node: oom, nobody -------------------
    c = case("st-k8s-oomkilling-event", "attributed", "oom", [], ["gpu-node-1", "gpu-node-2"],
             "node-problem-detector reports a memory-cgroup OOM kill on one node (events.jsonl, "
             "reason and message as posted) and the job fails right after.",
             start="2023-06-13T14:20:00+00:00")
    c.steps(1, 40, every=20.0)
    c.event(NPD766, "2023-06-13T14:35:38Z", kind="Node", name="gpu-node-2", node="gpu-node-2",
            reason="OOMKilling", type_="Warning",
            message="Memory cgroup out of memory: Killed process 3504804 (kubectl) "
                    "total-vm:753508kB, anon-rss:58776kB, file-rss:29400kB, shmem-rss:0kB, "
                    "UID:0 pgtables:288kB oom_score_adj:999")
    c.job(940.0, "FAILED", exit_code=137)

    # ---- the pod's container last terminated OOMKilled (kubectl describe): oom --------------
    c = case("st-k8s-pod-oomkilled-describe", "attributed", "oom", [], ["gpu-node-3"],
             "`kubectl describe pod` of the training pod shows its container's last state: "
             "Terminated, OOMKilled, exit code 137 (as posted; the time in front ours, from the "
             "Finished field).", start="2023-09-15T07:50:00+00:00")
    c.steps(1, 17, every=20.0)
    c.log("gpu-node-3", "pod-describe", GIMLET649,
          "Last State:     Terminated", "  Reason:       OOMKilled", "  Exit Code:    137",
          "  Started:      Fri, 15 Sep 2023 09:56:14 +0200",
          "  Finished:     Fri, 15 Sep 2023 09:56:17 +0200", t=377.0)
    c.job(380.0, "FAILED", exit_code=137)

    # ---- a node the controller marks NotReady: node_failure, that node ----------------------
    c = case("st-k8s-node-not-ready", "attributed", "node_failure", ["docker2"],
             ["docker1", "docker2"],
             "The node lifecycle controller records NodeNotReady for docker2 while a two-node "
             "job runs; docker2's ranks stop reporting steps, docker1's stop one step later. "
             "The controller-manager line as posted (glog time, year ours).",
             start="2020-02-17T14:30:00+00:00")
    c.steps(1, 70, every=10.0, stop={"docker2": 65})
    c.log("docker2", "kube-controller-manager", MINIKUBE6822,
          "I0217 14:41:37.439852       1 event.go:281] Event(v1.ObjectReference{Kind:\"Node\", "
          "Namespace:\"\", Name:\"docker2\", UID:\"c9105832-6226-4027-8250-447fab204fe7\", "
          "APIVersion:\"\", ResourceVersion:\"\", FieldPath:\"\"}): type: 'Normal' reason: "
          "'NodeNotReady' Node docker2 status is now: NodeNotReady")
    c.job(1300.0, "FAILED", exit_code=1)

    # ---- the kubelet stopped posting node status: node_failure, that node ------------------
    kb53 = "e2e-gce-builder-2-3-minion-kb53"
    c = case("st-k8s-kubelet-stopped-posting", "attributed", "node_failure", [kb53],
             ["e2e-gce-builder-2-3-minion-7x2f", kb53],
             "The node controller sets one node's Ready condition to Unknown: its kubelet "
             "stopped posting node status (events.jsonl, and the condition as the e2e framework "
             "printed it every two seconds, the year ours). That node's ranks stopped first.",
             start="2016-02-17T13:40:00+00:00")
    c.steps(1, 100, every=10.0, stop={kb53: 97})
    c.event(K8S21485, "2016-02-17T13:58:47.304000+00:00", kind="Node", name=kb53, node=kb53,
            reason="NodeStatusUnknown", type_="Warning",
            message="Kubelet stopped posting node status.")
    for at in ("13:58:47.304", "13:58:49.312", "13:58:51.312", "13:58:53.311", "13:58:55.312"):
        c.own(kb53, "node-conditions", K8S21485, f"2016-02-17 {at}",
              f"Feb 17 {at}: INFO: Condition Ready of node {kb53} is false instead of true. "
              "Reason: NodeStatusUnknown, message: Kubelet stopped posting node status.")
    c.job(1300.0, "FAILED", exit_code=1)


def build_ray() -> None:
    # ---- the raylet's memory monitor kills workers: oom, nobody -----------------------------
    c = case("st-ray-memory-monitor-kills", "attributed", "oom", [], ["ray-head", "ray-worker-1"],
             "The raylet on the worker node kills four workers for memory pressure. The "
             "(raylet) line as the driver printed it, its own time inside the text.",
             start="2023-07-23T15:00:00+00:00", scheduler="ray",
             addresses={"ray-head": "172.28.0.11", "ray-worker-1": "172.28.0.12"})
    c.steps(1, 60, every=20.0)
    c.own("ray-worker-1", "raylet", FLOWER2157, "2023-07-23 15:21:29.851",
          "(raylet) [2023-07-23 15:21:29,851 E 9751 9751] (raylet) node_manager.cc:3084: 4 Workers "
          "(tasks / actors) killed due to memory pressure (OOM), 0 Workers crashed due to other "
          "reasons at node (ID: b287aac2de42bef55d13e884c4bdb6cffb2d81d1dc96aa08c4633a43, IP: "
          "172.28.0.12) over the last time period. To see more information about the Workers "
          "killed on this node, use `ray logs raylet.out -ip 172.28.0.12`")
    c.log("ray-worker-1", "raylet", FLOWER2157,
          "(raylet) Refer to the documentation on how to address the out of memory issue: "
          "https://docs.ray.io/en/latest/ray-core/scheduling/ray-oom-prevention.html. Consider "
          "provisioning more memory on this node or reducing task parallelism by requesting "
          "more CPUs per task. To adjust the kill threshold, set the environment variable "
          "`RAY_memory_usage_threshold` when starting Ray. To disable worker killing, set the "
          "environment variable `RAY_memory_monitor_refresh_ms` to zero.", t=1289.9)

    # ---- a worker died with SYSTEM_ERROR, nothing says why: ambiguous, unknown -------------
    c = case("st-ray-worker-system-error", "ambiguous", "unknown", [],
             ["ray-head", "ray-worker-1"],
             "A RayTrainWorker dies with SYSTEM_ERROR (connection error code 2, end of file); "
             "Ray lists OOM killer, ray stop and SIGSEGV as possible causes and nothing in the "
             "bundle says which.", start="2023-01-17T17:00:00+00:00", scheduler="ray",
             addresses={"ray-head": "100.97.252.1", "ray-worker-1": "100.97.252.234"})
    c.steps(1, 60, every=20.0)
    c.log("ray-head", "driver", RAY31828,
          "2023-01-17 17:21:35,472\tWARNING worker.py:1829 -- A worker died or was killed while "
          "executing a task by an unexpected system error. To troubleshoot the problem, check "
          "the logs for the dead worker. RayTask ID: ffffffffffffffff686c4586a18aa58bf9747eb5040"
          "00000 Worker ID: 0c62b78d30f3642bc1fc9a6f3cb257202e1230b03d988031722bc993 Node ID: "
          "38300cefdc3b42caebdba478cc1da1adbba154304cecb24fd8ba1a7e Worker IP address: "
          "100.97.252.234 Worker port: 10016 Worker PID: 1942 Worker exit type: SYSTEM_ERROR "
          "Worker exit detail: Worker unexpectedly exits with a connection error code 2. End of "
          "file. There are some potential root causes. (1) The process is killed by SIGKILL by "
          "OOM killer due to high memory usage. (2) ray stop --force is called. (3) The worker is "
          "crashed unexpectedly due to SIGSEGV or other unexpected errors.",
          "2023-01-17 17:21:35,509\tERROR trial_runner.py:980 -- Trial TorchTrainer_b13e7_00000: "
          "Error processing event.")

    # ---- the GCS marks a node dead (missed heartbeats): node_failure, that node -------------
    c = case("st-ray-node-marked-dead", "attributed", "node_failure", ["156.176.0.154"],
             ["paas-controller-1", "156.176.0.154"],
             "The GCS on the head node marks a worker node dead after missing too many of its "
             "heartbeats (the GCS event log line as posted; its epoch time in front, ours); the "
             "worker's ranks stop there.", start="2025-06-23T08:30:00+00:00", scheduler="ray",
             addresses={"paas-controller-1": "156.176.0.10", "156.176.0.154": "156.176.0.154"})
    c.steps(1, 40, every=60.0, stop={"156.176.0.154": 28})
    c.own("paas-controller-1", "gcs_events", KUBERAY3827, "2025-06-23 08:58:28",
          "{\"custom_fields\":{\"ip\":\"156.176.0.154\",\"node_id\":\"ada3a3771fac751bd7c6b674e3b5"
          "e2df045b93550e6d31a410cad0be\"},\"event_id\":\"1820787c7179bb878444735ecb267c1bea04\","
          "\"host_name\":\"paas-controller-1\",\"label\":\"RAY_NODE_REMOVED\",\"message\":\"The "
          "node with node id: ada3a3771fac751bd7c6b674e3b5e2df045b93550e6d31a410cad0be and "
          "address: 156.176.0.154 and node name: 156.176.0.154 has been marked dead because the "
          "detector has missed too many heartbeats from it. This can happen when a \\t(1) raylet "
          "crashes unexpectedly (OOM, etc.) \\\\n\\t(2) raylet has lagging heartbeats due to slow "
          "network or busy workload.\",\"pid\":\"65\",\"severity\":\"ERROR\",\"source_type\":"
          "\"GCS\",\"timestamp\":1750669108}")

    # ---- the raylet learns it was marked dead and exits: node_failure, that node ------------
    c = case("st-ray-raylet-marked-dead", "attributed", "node_failure", ["ray-worker-3"],
             ["ray-head", "ray-worker-3"],
             "The raylet of one worker node sends its heartbeats late (resource pressure), is "
             "marked dead and exits; its raylet.out as posted, the time inside each line (ISO in "
             "front ours). Its ranks stop there.", start="2022-02-16T12:20:00+00:00",
             scheduler="ray")
    c.steps(1, 50, every=30.0, stop={"ray-worker-3": 48})
    c.own("ray-worker-3", "raylet", RAY22425, "2022-02-16 12:45:07.907",
          "[2022-02-16 12:45:07,907 W 149 199] node_manager.cc:157: Last heartbeat was sent 6901 "
          "ms ago. There might be resource pressure on this node. If heartbeat keeps lagging, "
          "this node can be marked as dead mistakenly.")
    c.own("ray-worker-3", "raylet", RAY22425, "2022-02-16 12:45:44.562",
          "[2022-02-16 12:45:44,562 I 149 149] node_manager.cc:620: Sending Python GC request to "
          "5 local workers to clean up Python cyclic references.")
    c.own("ray-worker-3", "raylet", RAY22425, "2022-02-16 12:46:52.789",
          "[2022-02-16 12:46:52,789 C 149 149] node_manager.cc:170: This node has beem marked as "
          "dead.")
    c.log("ray-worker-3", "raylet", RAY22425, "*** StackTrace Information ***",
          "    ray::SpdLogMessage::Flush()", "    ray::RayLog::~RayLog()", t=1612.8)


def build_xla() -> None:
    # ---- XLA on the device: RESOURCE_EXHAUSTED is an out-of-memory ---------------------------
    c = case("st-jax-pjrt-resource-exhausted", "attributed", "oom", [], ["tpu-vm-0"],
             "A JAX program on a TPU VM fails to allocate 256 MiB on device ordinal 0.",
             start="2022-03-07T18:30:00+00:00", scheduler="tpu")
    c.steps(1, 20, every=30.0)
    c.log("tpu-vm-0", "rank-0", MTJ209,
          "2022-03-07 18:41:42.980600: E external/org_tensorflow/tensorflow/compiler/xla/pjrt/"
          "pjrt_stream_executor_client.cc:2124] Execution of replica 0 failed: "
          "RESOURCE_EXHAUSTED: Failed to allocate request for 256.00MiB (268435456B) on device "
          "ordinal 0")
    c.log("tpu-vm-0", "rank-0", MTJ209, "Traceback (most recent call last):")

    c = case("st-jax-tpu-hbm-compile", "attributed", "oom", [], ["tpu-v3-8"],
             "XLA:TPU refuses to compile a program that needs 21.95G of the 15.48G HBM.",
             start="2024-03-12T09:00:00+00:00", scheduler="tpu")
    c.log("tpu-v3-8", "rank-0", LWM60,
          "Traceback (most recent call last):",
          "  File \"/home/deep_c/workspace/LWM/lwm/vision_chat.py\", line 254, in <module>",
          "    run(main)",
          "jaxlib.xla_extension.XlaRuntimeError: RESOURCE_EXHAUSTED: XLA:TPU compile permanent "
          "error. Ran out of memory in memory space hbm. Used 21.95G of 15.48G hbm.",
          " Exceeded hbm capacity by 6.47G.", t=95.0)

    c = case("st-torch-xla-tpu-reserve", "attributed", "oom", [], ["tpu-vm-1"],
             "PyTorch/XLA on a TPU: after a few epochs the executor cannot reserve 6.48G of HBM "
             "(XRTExecute).", start="2022-04-03T20:00:00+00:00", scheduler="tpu", ranks_per_node=8)
    c.steps(1, 40, every=400.0)
    for line in ("2022-04-04 00:27:49.642380: E tensorflow/compiler/xla/xla_client/xla_util.cc:88]"
                 "   (1) RESOURCE_EXHAUSTED: Attempting to reserve 6.48G at the bottom of memory. "
                 "That was not possible. There are 6.78G free, 0B reserved, and 3.33G reservable.",
                 "2022-04-04 00:27:49.642385: E tensorflow/compiler/xla/xla_client/xla_util.cc:88]"
                 " \t [[{{node XRTExecute}}]]",
                 "2022-04-04 00:27:49.642414: E tensorflow/compiler/xla/xla_client/xla_util.cc:88]"
                 "   OP_REQUIRES failed at tpu_execute_op.cc:266 : RESOURCE_EXHAUSTED: Attempting "
                 "to reserve 6.48G at the bottom of memory. That was not possible. There are "
                 "6.78G free, 0B reserved, and 3.33G reservable."):
        c.log("tpu-vm-1", "rank-4", XLA3470, line)

    # ---- the coordination service loses one task (heartbeat timeout): ambiguous -------------
    hosts = [f"t5x-host-{i:02d}" for i in range(40)]
    c = case("st-jax-coordination-heartbeat-timeout", "ambiguous", "unknown", [], hosts,
             "T5X on 40 hosts: training runs at step 198, then the coordination service sets "
             "task 37 to ERROR after its heartbeats time out ('failed, got preempted, or "
             "crashed'). One witness about a task, no word from its host: the cause is not "
             "established.",
             start="2022-11-15T15:50:00+00:00", scheduler="tpu")
    c.steps(1, 198, every=3.0)
    for host, (tid, micro) in zip(hosts[1:6], (("140641718562816", "451247"),
                                                ("140427877240832", "451110"),
                                                ("140473028468736", "451253"),
                                                ("140403691364352", "451272"),
                                                ("140065933160448", "451283")), strict=True):
        rank = hosts.index(host)
        c.log(host, f"rank-{rank}", T5X26,
              f"I1115 16:00:39.{micro} {tid} trainer.py:501] Training: step 198")
    c.log("t5x-host-00", "rank-0", T5X26,
          "2022-11-15 16:03:15.140058: E external/org_tensorflow/tensorflow/core/"
          "distributed_runtime/coordination/coordination_service.cc:954] "
          "/job:jax_worker/replica:0/task:37 has been set to ERROR in coordination service: "
          "UNAVAILABLE: Task /job:jax_worker/replica:0/task:37 heartbeat timeout. This indicates "
          "that the remote task has failed, got preempted, or crashed unexpectedly. "
          "[type.googleapis.com/tensorflow.CoordinationServiceError='']")

    # ---- cluster registration gave up: ambiguous (which task never came is not said) -------
    nodes = [f"a3mega-{i:02d}" for i in range(32)]
    c = case("st-jax-registration-gave-up", "ambiguous", "unknown", [], nodes,
             "MaxText on 32 A3 Mega nodes (GKE): the coordination service stops because not "
             "every task registered within the initialization timeout; the error does not say "
             "which task, nor whether it crashed, was never scheduled or was late.",
             start="2025-02-20T08:00:00+00:00", ranks_per_node=1)
    c.log("a3mega-00", "rank-0", GPURECIPES2,
          "Stopping coordination service as cluster registration failed. This may be due to 1) "
          "some tasks crashed earlier before connecting, 2) some tasks were never scheduled, or "
          "3) scheduling delays. Consider setting a longer initialization timeout if such delays "
          "are expected, the timeout is currently set to: 1h.", "",
          "Original error: DEADLINE_EXCEEDED: Barrier timed out. Id: "
          "[Init]Wait_for_all_tasks_to_register::0. This usually happens because a task "
          "triggered the barrier too early or too slowly. Please look at the task logs (both "
          "timed out and first task) to debug further.", t=3605.0)
    c.job(3610.0, "FAILED", exit_code=1)


def build_mpi_fabric() -> None:
    # ---- UCX transport retries naming no peer: network, ambiguous ---------------------------
    c = case("st-ucx-transport-retry-no-peer", "ambiguous", "network", [],
             ["master", "compute001"],
             "Open MPI over UCX: several ranks on compute001 report `Transport retry count "
             "exceeded` on their RoCE port; the lines name a remote MAC and GID, no host of the "
             "job.", start="2020-10-20T12:00:00+00:00", scheduler="slurm", ranks_per_node=4)
    c.steps(1, 10, every=5.0)
    for rank, pid, qp, rqpn in ((4, 31180, "0x14e4", "0x2248a"), (5, 31175, "0x156d", "0x2246f")):
        c.log("compute001", f"rank-{rank}", UCX6000,
              f"[compute001:{pid}:0:{pid}] ib_mlx5_log.c:143  Transport retry count exceeded on "
              "mlx5_0:1/RoCE (synd 0x15 vend 0x81 hw_synd 0/0)",
              f"[compute001:{pid}:0:{pid}] ib_mlx5_log.c:143  DCI QP {qp} wqe[0]: SEND s-e "
              f"[rqpn {rqpn} rmac 50:6b:4b:cb:be:ce sgix 0 dgid fe80::526b:4bff:fecb:bece tc 0] "
              "[inl len 18]", t=52.0)
    c.job(60.0, "FAILED", exit_code=134)

    # ---- ORTE lost a remote daemon, one witness: ambiguous, node_failure --------------------
    launcher = "i39030a4a38d4a3abcb17e488a3141ef-mpijob-0-launcher-ksczd"
    worker = "i39030a4a38d4a3abcb17e488a3141ef-mpijob-0-worker-0"
    c = case("st-orte-lost-remote-daemon", "ambiguous", "node_failure", [], [launcher, worker],
             "An MPIJob on Kubernetes: mpirun's HNP on the launcher pod loses its daemon on "
             "worker-0 (kubexec returns 137) and terminates the job. Nothing else in the bundle "
             "says what happened to worker-0.", start="2019-05-05T06:00:00+00:00",
             launcher_node=launcher)
    c.steps(1, 30, every=30.0)
    c.log(launcher, "mpirun", OMPI6618,
          "command terminated with exit code 137",
          "--------------------------------------------------------------------------",
          "ORTE has lost communication with a remote daemon.", "",
          f"HNP daemon : [[11377,0],0] on node {launcher}",
          f"Remote daemon: [[11377,0],1] on node {worker}", "",
          "This is usually due to either a failure of the TCP network",
          "connection to the node, or possibly an internal failure of",
          "the daemon itself. We cannot recover from this failure, and",
          "therefore will terminate the job.", t=905.0)
    c.job(906.0, "FAILED", exit_code=1)

    # ---- gloo: two ranks name two different peers: ambiguous, network -----------------------
    c = case("st-gloo-peer-closed-two-peers", "ambiguous", "network", [],
             ["gce-a", "gce-b", "gce-c"],
             "Horovod with the gloo controller across machines: rank 0 reports its connection "
             "closed by one peer, rank 4 a reset by another; no report is corroborated. The "
             "lines' own time is in their prefix (ISO ours).", start="2019-08-29T16:40:00+00:00",
             ranks_per_node=2, scheduler="ssh",
             addresses={"gce-a": "10.128.15.204", "gce-b": "10.128.15.205", "gce-c": "10.128.0.5"})
    c.log("gce-a", "rank-0", HOROVOD1364,
          "Thu Aug 29 16:41:02 2019[0]<stderr>:terminate called after throwing an instance of "
          "'gloo::IoException'",
          "Thu Aug 29 16:41:02 2019[0]<stderr>:  what():  [/tmp/pip-req-build-5w870gio/third_party"
          "/gloo/gloo/transport/tcp/pair.cc:572] Connection closed by peer [10.128.15.205]:53666",
          "Thu Aug 29 16:41:02 2019[0]<stderr>:Fatal Python error: Aborted", t=62.0)
    c.log("gce-c", "rank-4", HOROVOD1364,
          "Thu Aug 29 16:41:02 2019[4]<stderr>:terminate called after throwing an instance of "
          "'gloo::IoException'",
          "Thu Aug 29 16:41:02 2019[4]<stderr>:  what():  [/tmp/pip-req-build-p31znpnj/third_party"
          "/gloo/gloo/transport/tcp/pair.cc:563] Read error [10.128.0.5]:19855: Connection reset "
          "by peer",
          "Thu Aug 29 16:41:02 2019[4]<stderr>:Fatal Python error: Aborted", t=62.0)

    # ---- Horovod stall naming the missing rank, one witness: ambiguous, hang ----------------
    c = case("st-horovod-stall-missing-rank", "ambiguous", "hang", [], ["docker-0", "docker-1"],
             "Horovod's coordinator (rank 0) warns that broadcasts wait for rank 1 for more than "
             "60 seconds; nothing from rank 1 corroborates that it stopped. The lines' own time "
             "is inside their text (ISO in front ours).", start="2019-04-13T13:50:00+00:00",
             scheduler="ssh")
    c.own("docker-0", "rank-0", HOROVOD1012, "2019-04-13 13:55:31.858119",
          "[1,0]<stderr>:[2019-04-13 13:55:31.858119: W horovod/common/operations.cc:588] "
          "HorovodBroadcast_dense_kernel_Momentum_0 [missing ranks: 1]")
    c.own("docker-0", "rank-0", HOROVOD1012, "2019-04-13 13:55:31.858146",
          "[1,0]<stderr>:[2019-04-13 13:55:31.858146: W horovod/common/operations.cc[1,0]<stderr>"
          "::588] HorovodBroadcast_conv2d_1_kernel_0 [missing ranks: 1]")
    c.own("docker-0", "rank-0", HOROVOD1012, "2019-04-13 13:56:31.861697",
          "[1,0]<stderr>:[2019-04-13 13:56:31.861697: W horovod/common/operations.cc:588] One or "
          "more tensors were submitted to be reduced, gathered or broadcasted by subset of ranks "
          "and are waiting for remainder of ranks for more than 60 seconds. This may indicate "
          "that different ranks are trying to submit different tensors or that only subset of "
          "ranks is submitting tensors, which will cause deadlock.")
    c.own("docker-0", "rank-0", HOROVOD1012, "2019-04-13 13:56:31.861697",
          "[1,0]<stderr>:Stalled ops:HorovodBroadcast_dense_1_bias_0 [missing ranks: 1]")

    # ---- EFA: invalid address naming one peer host, no corroboration: ambiguous -------------
    c = case("st-efa-invalid-address-peer", "ambiguous", "network", [],
             ["ip-172-31-69-127", "ip-172-31-70-12"],
             "aws-ofi-nccl over EFA: libfabric on one instance reports `Invalid address` for a "
             "peer it names by EFA address and instance id; no other report about that peer. The "
             "libfabric lines carry an epoch time inside (ISO in front ours).",
             start="2024-02-21T12:00:00+00:00", scheduler="slurm", ranks_per_node=8,
             instance_ids={"ip-172-31-69-127": "i-0db7083f3fcbebb65",
                           "ip-172-31-70-12": "i-0ce6d3d57139f053c"})
    c.steps(1, 60, every=60.0)
    for _ in range(2):
        c.own("ip-172-31-69-127", "rank-4", OFI346, "2024-02-21 13:06:47",
              "libfabric:451707:1708520807::efa:cq:efa_rdm_txe_handle_error():737<warn> err: 5, "
              "message: Invalid address My EFA addr: fi_addr_efa://[fe80::13:c2ff:fe6f:f03d]:0:"
              "1072483550 My host id: i-0db7083f3fcbebb65 Peer EFA addr: fi_addr_efa://[fe80::b8:"
              "aff:fe44:425]:0:947699476 Peer host id: i-0ce6d3d57139f053c (7)")

    # ---- the NVLink fabric not up on one node (CUDA 802): gpu_hardware, that node ----------
    c = case("st-cuda-802-fabric-not-up", "attributed", "gpu_hardware", ["dgx-02"],
             ["dgx-01", "dgx-02"],
             "On one node of two the CUDA runtime answers 802 `system not yet initialized` (the "
             "NVSwitch fabric is not up: fabric manager not running); its ranks die at start.",
             start="2021-08-18T09:00:00+00:00", scheduler="slurm", ranks_per_node=2)
    c.log("dgx-02", "rank-2", PT35710,
          "RuntimeError: cuda runtime error (802) : system not yet initialized at /opt/conda/"
          "conda-bld/pytorch_1579022034529/work/aten/src/THC/THCGeneral.cpp:50", t=14.0)
    c.job(40.0, "FAILED", exit_code=1)

    # ---- NCCL: mismatched collective: user_code, nobody (not the rank it names) -------------
    c = case("st-nccl-mismatched-collective", "attributed", "user_code", [],
             [f"node-{i}" for i in range(1, 6)],
             "NCCL detects a mismatched collective and points at rank 39: ranks called different "
             "collectives, a program bug. The rank named is not a machine fault.",
             start="2020-03-02T10:00:00+00:00", scheduler="slurm", ranks_per_node=8)
    c.steps(1, 12, every=10.0)
    c.log("node-5", "rank-39", NCCL296,
          "init.cc:1247 NCCL WARN Mismatched collective detected, please check your collective "
          "calls at and around rank 39. You can use NCCL_DEBUG=INFO and NCCL_DEBUG_SUBSYS=COLL "
          "to see the collective logs", t=125.0)
    c.job(140.0, "FAILED", exit_code=1)

    # ---- the reporter's own IB port is down: network, that node -----------------------------
    c = case("st-ucx-retry-own-port-down", "attributed", "network", ["lxbk1127"],
             ["lxbk1127", "lxbk1128"],
             "Open MPI 5 over UCX: ranks on lxbk1127 exceed the transport retry count; ibstat on "
             "lxbk1127 shows its HCA port Down (Polling). The fault is that node's own link.",
             start="2024-01-11T09:00:00+00:00", scheduler="slurm", ranks_per_node=4)
    c.steps(1, 100, every=20.0, stop={"lxbk1127": 95})
    c.log("lxbk1127", "rank-0", UCX9590,
          "lxbk1127:2330856:0:2330856] ib_mlx5_log.c:177  Transport retry count exceeded on "
          "mlx5_0:1/IB (synd 0x15 vend 0x81 hw_synd 0/0)",
          "[lxbk1127:2330856:0:2330856] ib_mlx5_log.c:177  DCI QP 0xd16 wqe[6168]: SEND s-e "
          "[rqpn 0x17de rlid 1037] [va 0x7f9f745cea80 len 5770 lkey 0x15de4] ", t=1912.0)
    c.log("lxbk1127", "rank-3", UCX9590,
          "[lxbk1127:2330859:0:2330859] ib_mlx5_log.c:177  Transport retry count exceeded on "
          "mlx5_0:1/IB (synd 0x15 vend 0x81 hw_synd 0/0)",
          "[lxbk1127:2330859:0:2330859] ib_mlx5_log.c:177  DCI QP 0xd1e wqe[47519]: SEND s-e "
          "[rqpn 0x17db rlid 1037] [inl len 61] ", t=1912.0)
    c.log("lxbk1127", "ibstat", AZHPC76,
          "Port 1:", "                State: Down", "                Physical state: Polling",
          t=1980.0)
    c.job(1990.0, "FAILED", exit_code=1)

    # ---- a fatal NVLink error, then GPU reset required: gpu_hardware, that node -------------
    c = case("st-nvlink-xid74-reset-required", "attributed", "gpu_hardware", ["192.168.11.119"],
             ["192.168.11.119", "192.168.11.120"],
             "On an 8x A100 SXM4 node (Talos) an NVSwitch reports SXid 24007, a GPU then reports "
             "a fatal NVLink error (Xid 74) and the driver changes its recovery action to GPU "
             "Reset Required (Xid 154). Lines as posted; the ISO time in front ours, from the "
             "time inside.", start="2026-04-22T21:00:00+00:00", scheduler="kubernetes",
             ranks_per_node=8)
    c.steps(1, 50, every=30.0)
    c.own("192.168.11.119", "kernel", VLLM40652, "2026-04-22 21:25:20.466440",
          "192.168.11.119: kern:     err: [2026-04-22T21:25:20.466440686Z]: nvidia-nvswitch1: "
          "SXid (PCI:0000:aa:00.0): 24007, Severity 1 Engine instance 12 Sub-engine instance 00")
    c.own("192.168.11.119", "kernel", VLLM40652, "2026-04-22 21:26:20.599716",
          "192.168.11.119: kern: warning: [2026-04-22T21:26:20.599716692Z]: NVRM: Xid "
          "(PCI:0000:48:00): 74, pid=22884, name=VLLM::Worker_TP, NVLink: fatal error detected "
          "on link 8(0x0, 0x0, 0x10000, 0x0, 0x0, 0x0, 0x0)")
    c.own("192.168.11.119", "kernel", VLLM40652, "2026-04-22 21:26:20.695845",
          "192.168.11.119: kern: warning: [2026-04-22T21:26:20.695845708Z]: NVRM: Xid "
          "(PCI:0000:48:00): 154, GPU recovery action changed from 0x0 (None) to 0x1 (GPU Reset "
          "Required)")
    c.job(1700.0, "FAILED", exit_code=1)


def build_numerics_and_config() -> None:
    # ---- fairseq: minimum loss scale reached: numerical -------------------------------------
    c = case("st-fairseq-min-loss-scale", "attributed", "numerical", [], ["gpu-a", "gpu-b"],
             "fairseq fp16 training: overflow after overflow halves the loss scale until the "
             "minimum is reached and training stops (log lines of one report, the final error "
             "of another run reporting the same).", start="2020-03-23T09:00:00+00:00",
             scheduler="slurm", ranks_per_node=4)
    c.steps(1, 700, every=14.0)
    for line in ("2020-03-23 11:38:13 | INFO | train | epoch 002 | loss 9.803 | nll_loss 8.89 | "
                 "ppl 474.37 | wps 31194.9 | ups 0.07 | wpb 430468 | bsz 14485.4 | num_updates "
                 "695 | lr 0.00017375 | gnorm 55.005 | loss_scale 0 | train_wall 4512 | wall 9786",
                 "2020-03-23 11:41:18 | INFO | fairseq.trainer | NOTE: overflow detected, setting "
                 "loss scale to: 0.00048828125",
                 "2020-03-23 11:48:04 | INFO | fairseq.trainer | NOTE: overflow detected, setting "
                 "loss scale to: 0.000244140625"):
        c.log("gpu-a", "rank-0", FAIRSEQ1895, line)
    c.log("gpu-a", "rank-0", FAIRSEQ3185,
          "FloatingPointError: Minimum loss scale reached (0.0001). Your loss is probably "
          "exploding. Try lowering the learning rate, using gradient clipping or increasing the "
          "batch size.", t=10260.0)
    c.job(10270.0, "FAILED", exit_code=1)

    # ---- JAX debug_nans: numerical ----------------------------------------------------------
    c = case("st-jax-debug-nans", "attributed", "numerical", [], ["gpu-host-0"],
             "With jax_debug_nans on, a jitted function produces a NaN and JAX raises "
             "FloatingPointError.", start="2024-12-06T10:00:00+00:00", scheduler="slurm")
    c.steps(1, 30, every=2.0)
    c.log("gpu-host-0", "rank-0", JAX25299,
          "Traceback (most recent call last):",
          "  File \"/usr/local/google/home/emilyaf/jax-fork/jax/jax/_src/dispatch.py\", line 321, "
          "in _check_special",
          "    raise FloatingPointError(f\"invalid value (nan) encountered in {name}\")",
          "FloatingPointError: invalid value (nan) encountered in jit(f)", t=61.0)

    # ---- one node cannot resolve the rendezvous host: network, that node -------------------
    c = case("st-dns-rendezvous-one-node", "attributed", "network", ["gpu-s2-02"],
             ["gpu-s2-01", "gpu-s2-02"],
             "env:// rendezvous on two nodes: the ranks of one node fail to resolve MASTER_ADDR "
             "(`host not found: Name or service not known`); the other node's resolver works and "
             "its ranks wait in the rendezvous.", start="2019-04-09T08:00:00+00:00",
             scheduler="pbs", ranks_per_node=2)
    c.log("gpu-s2-02", "rank-2", PTEX540,
          "File \"/apps/pytorch/1.1.0a0-py36/lib/python3.6/site-packages/torch/distributed/"
          "rendezvous.py\", line 143, in _env_rendezvous_handler",
          "store = TCPStore(master_addr, master_port, world_size, start_daemon)",
          "ValueError: host not found: Name or service not known", t=9.0)
    c.job(30.0, "FAILED", exit_code=1)

    # ---- Slurm: job credential expired on one node (clock skew): node_failure ---------------
    c = case("st-slurm-credential-expired", "attributed", "node_failure", ["magi70"],
             ["magi69", "magi70"],
             "srun cannot launch the step on magi70: its slurmd rejects the job credential as "
             "expired (that node's clock is off); the step is aborted.",
             start="2018-04-17T10:00:00+00:00", scheduler="slurm")
    c.log("magi69", "srun", CMJL91,
          "srun: job 14774 queued and waiting for resources",
          "srun: job 14774 has been allocated resources", t=0.0)
    c.log("magi69", "srun", CMJL91,
          "srun: error: Task launch for 14774.0 failed on node magi70: Job credential expired",
          "srun: error: Application launch failed: Job credential expired",
          "srun: Job step aborted: Waiting up to 32 seconds for job step to finish.", t=2.0)
    c.log("magi69", "srun", CMJL91, "srun: error: Timed out waiting for job step to complete",
          t=34.0)
    c.job(35.0, "FAILED", exit_code=1)

    # ---- node-local XFS shuts down: storage, that node -------------------------------------
    c = case("st-xfs-shutdown-node-local", "attributed", "storage", ["node-b"],
             ["node-a", "node-b"],
             "The kernel of one node finds corruption in its local XFS (dm-4) and shuts the "
             "filesystem down; the ranks writing to it there die. Syslog lines as posted, the "
             "time in front ours.", start="2024-01-11T02:00:00+00:00", scheduler="slurm",
             ranks_per_node=4)
    c.steps(1, 80, every=30.0, stop={"node-b": 70})
    c.log("node-b", "kernel", NPD845,
          "kernel: XFS (dm-4): Internal error xfs_iunlink_remove at line 2038 of file "
          "fs/xfs/xfs_inode.c.  Caller xfs_ifree+0x33/0x130 [xfs]",
          "kernel: XFS (dm-4): Corruption detected. Unmount and run xfs_repair",
          "kernel: XFS (dm-4): xfs_inactive_ifree: xfs_ifree returned error -117",
          "kernel: XFS (dm-4): xfs_do_force_shutdown(0x1) called from line 1788 of file "
          "fs/xfs/xfs_inode.c.  Return address = 000000009d022bf1",
          "kernel: XFS (dm-4): I/O Error Detected. Shutting down filesystem",
          "kernel: XFS (dm-4): Please umount the filesystem and rectify the problem(s)",
          t=2085.0)
    c.job(2400.0, "FAILED", exit_code=1)

    # ---- fairseq: an overflow halves the loss scale and training goes on: no_failure --------
    c = case("st-fairseq-overflow-job-completes", "no_failure", "unknown", [], ["gpu-c"],
             "RoBERTa fine-tuning with fp16: fairseq notes an overflow and lowers the loss scale, "
             "then keeps training; the job completes.", start="2020-08-01T12:28:49+00:00",
             scheduler="slurm")
    c.steps(3500, 3700, every=6.5)
    c.log("gpu-c", "rank-0", FAIRSEQ2404,
          "2020-08-01 12:39:16 | INFO | fairseq.trainer | NOTE: overflow detected, setting loss "
          "scale to: 1024.0",
          "2020-08-01 12:39:39 | INFO | train_inner | epoch 001:   3615 / 6547 loss=0.439, "
          "nll_loss=0.001, accuracy=87.9, wps=82565, ups=2.66, wpb=31075.5, bsz=64, "
          "num_updates=3600, lr=9e-06, gnorm=3.952, loss_scale=1399, train_wall=38, wall=1353")
    c.job(1320.0, "COMPLETED", exit_code=0)


def build_moved_from_untouched() -> None:
    """Assembled for the untouched split and labelled before the engine ever ran on them;
    their reports were meanwhile cited by catalog work (found independently), so they can no
    longer be held out and belong to the tuned split."""
    c = (case("st-jax-tpu-compile-hbm-easydel", "attributed", "oom", [], ["tpu-v2-8"],
                      "EasyDeL training on a TPU v2-8: XLA:TPU cannot compile the sharded train "
                      "step within HBM (21.90G of 7.48G).", start="2024-01-16T09:00:00+00:00",
                      scheduler="tpu"))
    c.log("tpu-v2-8", "rank-0", EASYDEL78,
          "Traceback (most recent call last):",
          "  File \"/home/***/research/EasyDeL/1.py\", line 101, in <module>",
          "    output = trainer.train(flax.core.FrozenDict({\"params\": params}))",
          "jaxlib.xla_extension.XlaRuntimeError: RESOURCE_EXHAUSTED: XLA:TPU compile permanent "
          "error. Ran out of memory in memory space hbm. Used 21.90G of 7.48G hbm. Exceeded hbm "
          "capacity by 14.42G.", t=44.0)

    # ---- two hosts exceed retries to the same remote LID, no host of the job has it --------
    c = (case("st-ucx-retry-same-rlid-two-hosts", "ambiguous", "network", [],
                      ["g07r1n14", "i12r2n04", "g07r1n15"],
                      "UCX on two hosts exceeds the transport retry count towards the same remote "
                      "LID; the bundle maps no host of the job to that LID.",
                      start="2021-04-15T08:00:00+00:00", scheduler="slurm"))
    c.steps(1, 30, every=10.0)
    c.log("g07r1n14", "rank-0", UCX6669,
          "[g07r1n14:27251:0:27251] ib_mlx5_log.c:143  Transport retry count exceeded on "
          "mlx5_0:1/IB (synd 0x15 vend 0x81 hw_synd 0/0)",
          "[g07r1n14:27251:0:27251] ib_mlx5_log.c:143  DCI QP 0x10f3a wqe[446]: SEND s-e "
          "[rqpn 0x32ca rlid 19352] [inl len 20]", t=301.0)
    c.log("i12r2n04", "rank-1", UCX6669,
          "[i12r2n04:30536:0:30536] ib_mlx5_log.c:143  Transport retry count exceeded on "
          "mlx5_0:1/IB (synd 0x15 vend 0x81 hw_synd 0/0)",
          "[i12r2n04:30536:0:30536] ib_mlx5_log.c:143  DCI QP 0x17c58 wqe[384]: SEND s-e "
          "[rqpn 0x32ca rlid 19352] [inl len 20]", t=301.2)
    c.job(320.0, "FAILED", exit_code=134)

    # ---- two independent daemons lose the same host: node_failure, that host ----------------
    lost = "ip-10-15-20-17.ec2.internal"
    c = (case("st-sge-orte-lost-host", "attributed", "node_failure", [lost],
                      ["ip-10-15-20-11.ec2.internal", lost, "ip-10-15-20-19.ec2.internal"],
                      "Open MPI under SGE on EC2: SGE's commlib loses its shepherd connection to "
                      "one host and ORTE loses its daemon on the same host; the job terminates. "
                      "Two independent witnesses of one host.", start="2018-01-19T02:00:00+00:00",
                      scheduler="sge", ranks_per_node=4))
    c.steps(1, 200, every=29.0, stop={lost: 190})
    c.log("ip-10-15-20-11.ec2.internal", "mpirun", PCLUSTER301,
          "error: commlib error: got read error (closing "
          "\"ip-10-15-20-17.ec2.internal/shepherd_ijs/1\")",
          " --------------------------------------------------------------------------",
          " ORTE has lost communication with its daemon located on node:", "",
          "   hostname:  ip-10-15-20-17.ec2.internal", "",
          " This is usually due to either a failure of the TCP network",
          " connection to the node, or possibly an internal failure of",
          " the daemon itself. We cannot recover from this failure, and",
          " therefore will terminate the job.", t=5900.0)
    c.job(5905.0, "FAILED", exit_code=1)

    # ---- Horovod stall naming rank 0, one witness: ambiguous, hang -------------------------
    c = (case("st-horovod-stall-missing-rank-0", "ambiguous", "hang", [],
                      ["host-a", "host-b"],
                      "Horovod's stall check reports broadcasts waiting on rank 0 for more than "
                      "60 seconds; nothing else in the bundle. Lines as posted, the time in "
                      "front ours.", start="2018-09-20T07:00:00+00:00", scheduler="ssh"))
    c.log("host-a", "rank-0", HOROVOD534,
          " WARNING: One or more tensors were submitted to be reduced, gathered or broadcasted by "
          "subset of ranks and are waiting for remainder of ranks for more than 60 seconds. This "
          "may indicate that different ranks are trying to submit different tensors or that only "
          "subset of ranks is submitting tensors, which will cause deadlock. ",
          "Stalled ops:",
          "HorovodBroadcast_fully_connected_weights_0 [missing ranks: 0]",
          "HorovodBroadcast_fully_connected_1_weights_0 [missing ranks: 0]",
          "HorovodBroadcast_fully_connected_1_biases_RMSProp_0 [missing ranks: 0]", t=75.0)

    # ---- fairseq: loss scale down to the minimum: numerical ---------------------------------
    c = (case("st-fairseq-loss-scale-collapse", "attributed", "numerical", [],
                      ["nmt-1", "nmt-2"],
                      "fairseq scaling_nmt in fp16: a run of overflows halves the loss scale "
                      "twelve times and the trainer stops at the minimum (warnings of one report, "
                      "the final error as another run printed it).",
                      start="2019-02-19T00:00:00+00:00", scheduler="slurm", ranks_per_node=8))
    c.steps(10150, 10198, every=60.0, t0=20000.0)
    c.log("nmt-1", "rank-0", FAIRSEQ512,
          *[f"| WARNING: overflow detected, setting loss scale to: {scale}"
            for scale in ("0.25", "0.125", "0.0625", "0.03125", "0.015625", "0.0078125",
                          "0.00390625", "0.001953125", "0.0009765625", "0.00048828125",
                          "0.000244140625", "0.0001220703125")],
          "Traceback (most recent call last):", t=23085.0)
    c.log("nmt-1", "rank-0", FAIRSEQ2640,
          "FloatingPointError: Minimum loss scale reached (0.0001). Your loss is probably "
          "exploding. Try lowering the learning rate, using gradient clipping or increasing the "
          "batch size.", t=23085.5)
    c.job(23100.0, "FAILED", exit_code=1)

    # ---- JAX debug_nans in a log: numerical -------------------------------------------------
    c = (case("st-jax-debug-nans-log", "attributed", "numerical", [], ["gpu-host-7"],
                      "With debug_nans, JAX re-runs a jitted function de-optimized and raises "
                      "FloatingPointError at the log of a negative number.",
                      start="2025-01-01T09:00:00+00:00", scheduler="slurm"))
    c.steps(1, 10, every=3.0)
    c.log("gpu-host-7", "rank-0", JAX25701,
          "Invalid nan value encountered in the output of a jax.jit function. Calling the "
          "de-optimized version.",
          "Traceback (most recent call last):",
          "  File \"/usr/local/google/home/mattjj/packages/jax/25701.py\", line 6, in <module>",
          "    jnp.log(-10)",
          "  File \"/usr/local/google/home/mattjj/packages/jax/jax/_src/lax/lax.py\", line 342, "
          "in log",
          "    return log_p.bind(x)",
          "           ^^^^^^^^^^^^^",
          "FloatingPointError: invalid value (nan) encountered in log", t=31.0)


# ---- writing -----------------------------------------------------------------------------------
def write(c: Case, root: Path = ROOT) -> None:
    path = root / c.name
    if path.exists():
        shutil.rmtree(path)
    path.mkdir(parents=True)
    job = {"job_id": c.name, "nodes": c.nodes, "ranks": c.ranks, **c.job_extra}
    (path / "job.json").write_text(json.dumps(job, indent=1) + "\n")
    for rel, lines in c.files.items():
        target = path / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text("".join(line + "\n" for line in lines))
    if c.scheduler:
        (path / "scheduler.jsonl").write_text(
            "".join(json.dumps(e) + "\n" for e in sorted(c.scheduler, key=lambda e: e["ts"])))
    if c.metrics:
        (path / "metrics.jsonl").write_text("".join(json.dumps(m) + "\n" for m in c.metrics))
    if c.events:
        (path / "events.jsonl").write_text("".join(json.dumps(e) + "\n" for e in c.events))
    (path / "sources.json").write_text(json.dumps(
        {"story": c.story, "lines": c.sources}, indent=1) + "\n")


def write_split(cases: list[Case], split: str, root: Path = ROOT) -> None:
    """Write the bundles of one split and merge their labels into labels.json, keeping the other
    split's labels as they are (each builder owns its own split only)."""
    root.mkdir(parents=True, exist_ok=True)
    labels_path = root / "labels.json"
    labels = json.loads(labels_path.read_text()) if labels_path.exists() else {}
    labels = {name: label for name, label in labels.items() if label.get("split") != split}
    for c in cases:
        c.split = split
        write(c, root)
        labels[c.name] = {"verdict": c.verdict, "category": c.category,
                          "implicated_nodes": c.implicated, "split": split}
    labels_path.write_text(json.dumps(dict(sorted(labels.items())), indent=1) + "\n")
    print(f"wrote {len(cases)} {split} bundles to {root}")


def remove_stale(root: Path, prefix: str, cases: list[Case]) -> None:
    """Bundles of `prefix` under `root` that no case writes any more."""
    for stale in root.glob(f"{prefix}*"):
        if stale.is_dir() and stale.name not in {c.name for c in cases}:
            shutil.rmtree(stale)


def case_maker(cases: list[Case], split: str) -> Callable[..., Case]:
    """The `case(...)` of a held-out corpus's builder (frontier_build.py, blind*_build.py): a
    Case of `split`, `ranks_per_node` ranks on each node, appended to `cases`."""

    def case(name: str, verdict: str, category: str, implicated: list[str], nodes: list[str],
             story: str, start: str, scheduler: str, ranks_per_node: int = 1,
             **job_extra: object) -> Case:
        ranks = {str(i * ranks_per_node + r): n for i, n in enumerate(nodes)
                 for r in range(ranks_per_node)}
        c = Case(name, verdict, category, implicated, nodes, ranks,
                 datetime.fromisoformat(start), story, {"scheduler": scheduler, **job_extra},
                 split=split)
        cases.append(c)
        return c

    return case


def main() -> None:
    build_tuned()
    remove_stale(ROOT, "st-", CASES)
    write_split(CASES, "tuned")


if __name__ == "__main__":
    main()
