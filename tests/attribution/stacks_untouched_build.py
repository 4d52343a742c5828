"""Build the stacks corpus's untouched split (tests/attribution/stacks/u-*).

    python tests/attribution/stacks_untouched_build.py

Held out (issue 43): incidents from public reports that no other part of the repository cites
(not the tuned split, not the catalogs, not the other corpora: test_attribution_stacks checks),
assembled and labelled the same way as stacks_build.py, before the engine ever ran on them.
Nobody tunes against these bundles: only the final scoring opens them. Labels follow the rules
in stacks_build.py's docstring.
"""

from __future__ import annotations

import shutil

from stacks_build import ROOT, Case, case, write_split

# ---- sources (untouched split) ---------------------------------------------------------------
PLANTF28 = "https://github.com/jchengai/planTF/issues/28"
KUBERNIKUS321 = "https://github.com/sapcc/kubernikus/pull/321"
K8S100487 = "https://github.com/kubernetes/kubernetes/pull/100487"
K8S63415 = "https://github.com/kubernetes/kubernetes/pull/63415"
KIND46 = "https://github.com/bsycorp/kind/issues/46"
RAY34971 = "https://github.com/ray-project/ray/issues/34971"
SIMPLERL98 = "https://github.com/hkust-nlp/simpleRL-reason/issues/98"
TRAX431 = "https://github.com/google/trax/issues/431"
HF22328 = "https://github.com/huggingface/transformers/issues/22328"
PT78022 = "https://github.com/pytorch/pytorch/issues/78022"
TRIXIE58 = "https://github.com/ai4d-iasc/trixie/issues/58"
QUBES7242 = "https://github.com/QubesOS/qubes-issues/issues/7242"
GPUBURN92 = "https://github.com/wilicc/gpu-burn/issues/92"
NCCL531 = "https://github.com/NVIDIA/nccl/issues/531"
MARIN1933 = "https://github.com/marin-community/marin/issues/1933"
HMCTS28772 = "https://github.com/hmcts/cnp-flux-config/pull/28772"

UNTOUCHED: list[Case] = []


def held_out(c: Case) -> Case:
    UNTOUCHED.append(c)
    return c


def build_orchestrators() -> None:
    # ---- Ray's memory monitor: oom ----------------------------------------------------------
    c = held_out(case("u-ray-memory-monitor-kills", "attributed", "oom", [],
                      ["ray-head", "ray-worker-218"],
                      "Feature caching on Ray: the raylet kills twelve workers for memory "
                      "pressure on one node. The (raylet) line carries its own time inside.",
                      start="2024-08-25T19:00:00+00:00", scheduler="ray",
                      addresses={"ray-head": "172.31.105.2", "ray-worker-218": "172.31.105.218"}))
    c.steps(1, 60, every=20.0)
    c.own("ray-worker-218", "raylet", PLANTF28, "2024-08-25 19:21:02.241",
          "(raylet) [2024-08-25 19:21:02,241 E 1111013 1111013] (raylet) node_manager.cc:3064: 12 "
          "Workers (tasks / actors) killed due to memory pressure (OOM), 0 Workers crashed due "
          "to other reasons at node (ID: b8aad7ac53c083fcae4851424e0362cec4a21916876b69bb1722ed29,"
          " IP: 172.31.105.218) over the last time period. To see more information about the "
          "Workers killed on this node, use `ray logs raylet.out -ip 172.31.105.218`")

    # ---- node-problem-detector PodOOMKilling on the node (describe node): oom ---------------
    c = held_out(case("u-k8s-pod-oom-killing-node-events", "attributed", "oom", [],
                      ["kube-node-1", "kube-node-2"],
                      "`kubectl describe node` shows node-problem-detector's PodOOMKilling event "
                      "for a process of the job's pod; the job fails. Lines as posted (relative "
                      "age), the time in front ours.", start="2018-09-25T09:00:00+00:00"))
    c.steps(1, 30, every=20.0)
    c.log("kube-node-2", "node-describe", KUBERNIKUS321,
          "Events:",
          "  Type     Reason         Age   From                                     Message",
          "  ----     ------         ----  ----                                     -------",
          "  Warning  PodOOMKilling  2m    kernel-monitor, <node>  Memory cgroup out of memory: "
          "Kill process 25169 (hyperkube) score 2109 or sacrifice child", t=610.0)
    c.job(620.0, "FAILED", exit_code=137)

    # ---- kubelet's CgroupOOM event on the pod: oom ------------------------------------------
    c = held_out(case("u-k8s-cgroup-oom-pod-event", "attributed", "oom", [], ["127.0.0.1"],
                      "`kubectl describe pod` shows the kubelet's CgroupOOM event: the "
                      "container's process was killed by the cgroup OOM killer.",
                      start="2021-03-23T10:00:00+00:00"))
    c.log("127.0.0.1", "pod-describe", K8S100487,
          "Events:",
          "  Type     Reason     Age                From               Message",
          "  ----     ------     ----               ----               -------",
          "  Normal   Scheduled  30s                default-scheduler  Successfully assigned "
          "default/memory-demo-2 to 127.0.0.1",
          "  Normal   Pulled     28s                kubelet            Successfully pulled image "
          "\"polinux/stress\" in 1.145060952s",
          "  Warning  CgroupOOM  28s                kubelet            Cgroup OOM encountered, "
          "victim process: stress, pid: 470521", t=32.0)
    c.job(33.0, "FAILED", exit_code=137)

    # ---- eviction under memory pressure (events.jsonl): oom ---------------------------------
    c = held_out(case("u-k8s-evicted-memory-hog", "attributed", "oom", [], ["node-a", "node-b"],
                      "The kubelet evicts the job's pod under node memory pressure; the event "
                      "names the container that exceeded its request (events.jsonl, reason and "
                      "message as posted).", start="2018-05-03T12:00:00+00:00"))
    c.steps(1, 40, every=15.0)
    c.event(K8S63415, "2018-05-03T12:10:12+00:00", kind="Pod", name="high-priority-memory-hog",
            node="node-b", reason="Evicted", type_="Warning",
            message="The node was low on resource: memory. Container high-priority-memory-hog "
                    "was using 166088Ki, which exceeds its request of 10Mi.")
    c.job(615.0, "FAILED", exit_code=1)

    # ---- the controller marks the pods NotReady: the node is not ready ----------------------
    c = held_out(case("u-k8s-pods-node-not-ready", "attributed", "node_failure", ["minikube"],
                      ["minikube"],
                      "The controller-manager records NodeNotReady events for the pods on the "
                      "node ('Node is not ready'); lines as the container runtime wrote them "
                      "(JSON, own time inside; ISO in front ours). The job on it stops.",
                      start="2021-09-01T00:10:00+00:00"))
    c.steps(1, 40, every=20.0, stop={"minikube": 40})
    for micro, obj, stamp in (("311469", "coredns-f9fd979d6-w9lb9", "311544102"),
                              ("317360", "etcd-minikube", "317460194"),
                              ("320589", "kube-apiserver-minikube", "32067275")):
        c.own("minikube", "kube-controller-manager", KIND46, f"2021-09-01 00:25:09.{micro}",
              f"{{\"log\":\"I0901 00:25:09.{micro}       1 event.go:291] \\\"Event occurred\\\" "
              f"object=\\\"kube-system/{obj}\\\" kind=\\\"Pod\\\" apiVersion=\\\"v1\\\" "
              "type=\\\"Warning\\\" reason=\\\"NodeNotReady\\\" message=\\\"Node is not ready\\\""
              f"\\n\",\"stream\":\"stderr\",\"time\":\"2021-09-01T00:25:09.{stamp}Z\"}}")
    c.job(960.0, "FAILED", exit_code=1)

    # ---- the pod's status is OOMKilled (kubectl get pods / describe): oom -------------------
    c = held_out(case("u-k8s-pod-status-oomkilled", "attributed", "oom", [],
                      ["aks-user-1", "aks-user-2"],
                      "`kubectl get pods` lists the job's pod as OOMKilled after four restarts "
                      "and `kubectl describe` gives its last state; lines as posted, the time "
                      "in front ours.", start="2024-01-22T10:00:00+00:00"))
    c.steps(1, 8, every=15.0)
    c.log("aks-user-2", "kubectl", HMCTS28772,
          "NAME                                                 READY   STATUS      RESTARTS      "
          "AGE",
          "tax-tribunals-application-base-74464f6b98-2kj6g      0/1     OOMKilled   4 (57s ago)   "
          "2m40s", t=160.0)
    c.log("aks-user-2", "pod-describe", HMCTS28772,
          "    Last State:     Terminated", "      Reason:       OOMKilled", t=161.0)
    c.job(170.0, "FAILED", exit_code=137)

    # ---- Ray: the actor's node died: node_failure, that node --------------------------------
    c = held_out(case("u-ray-actor-node-died", "attributed", "node_failure", ["ip-10-0-22-142"],
                      ["ip-10-0-0-10", "ip-10-0-22-142"],
                      "A Ray stress test dies: the actor is dead because its node died (Ray "
                      "names the node id and the actor's ip). Driver lines as posted, the time "
                      "in front ours where none was printed.", start="2023-05-01T15:50:00+00:00",
                      scheduler="ray",
                      addresses={"ip-10-0-0-10": "10.0.0.10", "ip-10-0-22-142": "10.0.22.142"}))
    c.steps(1, 60, every=30.0, stop={"ip-10-0-22-142": 57})
    c.log("ip-10-0-0-10", "driver", RAY34971,
          "Traceback (most recent call last):",
          "  File \"stress_tests/test_many_tasks.py\", line 217, in <module>",
          "    total_num_remote_cpus, smoke=is_smoke_test",
          "  File \"stress_tests/test_many_tasks.py\", line 123, in stage3",
          "    ray.get(x_ids)",
          "ray.exceptions.RayActorError: The actor died unexpectedly before finishing this task.",
          "        class_name: Actor",
          "        actor_id: c6b718fb0215a1e6db8ac14403000000",
          "        pid: 248",
          "        namespace: 75ce5879-c33a-49ca-a9ae-92461cfb3064",
          "        ip: 10.0.22.142",
          "The actor is dead because its node has died. Node Id: "
          "2eea4cfb179ce7951c4bbdd5ba3029c3a4dcf7cb66db376084f7c270",
          "Subprocess return code: 1", t=3317.0)
    c.log("ip-10-0-0-10", "driver", RAY34971,
          "[INFO 2023-05-01 16:45:18,295] anyscale_job_wrapper.py: 190  Process 11264 exited with "
          "return code 1.", t=3318.3)

    # ---- Ray: a worker died with SYSTEM_ERROR, no reason given: ambiguous -------------------
    c = held_out(case("u-ray-actor-system-error", "ambiguous", "unknown", [], ["autodl-gpu"],
                      "A verl GRPO job on one vGPU machine: a colocated worker's process dies "
                      "(SYSTEM_ERROR, connection error code 2) and the Ray job fails; nothing "
                      "says which of the listed causes it was.",
                      start="2025-12-10T22:17:00+00:00", scheduler="ray", ranks_per_node=2))
    c.steps(1, 30, every=40.0)
    c.log("autodl-gpu", "driver", SIMPLERL98,
          "The actor is dead because its worker process has died. Worker exit type: SYSTEM_ERROR "
          "Worker exit detail: Worker unexpectedly exits with a connection error code 2. End of "
          "file. There are some potential root causes. (1) The process is killed by SIGKILL by "
          "OOM killer due to high memory usage. (2) ray stop --force is called. (3) The worker is "
          "crashed unexpectedly due to SIGSEGV or other unexpected errors.", "",
          "---------------------------------------",
          "Job 'raysubmit_7wNNGHdVi92R8wt2' failed",
          "---------------------------------------", "",
          "Status message: Job entrypoint command failed with exit code 1, last available logs "
          "(truncated to 20,000 chars):", t=1230.0)


def build_xla() -> None:
    c = held_out(case("u-jax-hbm-fragmentation", "attributed", "oom", [], ["colab-tpu"],
                      "Trax on a Colab TPU: an allocation of 31.06M fails on HBM for "
                      "fragmentation.", start="2021-11-28T10:00:00+00:00", scheduler="tpu"))
    c.steps(1, 20, every=10.0)
    c.log("colab-tpu", "rank-0", TRAX431,
          "UnfilteredStackTrace: RuntimeError: RESOURCE_EXHAUSTED: Attempting to allocate 31.06M. "
          "That was not possible. There are 58.64M free. Due to fragmentation, the largest "
          "contiguous region of free memory is 30.56M.; (0x0x0_HBM0)", "",
          "The stack trace below excludes JAX-internal frames.",
          "The preceding is the original exception that occurred, unmodified.", t=205.0)

    c = held_out(case("u-torch-xla-fsdp-reserve", "attributed", "oom", [], ["tpu-v3-8-vm"],
                      "PyTorch/XLA FSDP on a TPU v3-8 VM: the executor cannot reserve 10.51G; "
                      "the process on TPU:6 raises RESOURCE_EXHAUSTED.",
                      start="2023-03-23T01:50:00+00:00", scheduler="tpu", ranks_per_node=8))
    c.steps(1, 10, every=60.0)
    for micro in ("057202", "057209"):
        c.log("tpu-v3-8-vm", "rank-6", HF22328,
              f"2023-03-23 02:02:25.{micro}: E tensorflow/compiler/xla/xla_client/xla_util.cc:90]"
              "   OP_REQUIRES failed at tpu_execute_op.cc:266 : RESOURCE_EXHAUSTED: Attempting to "
              "reserve 10.51G at the bottom of memory. That was not possible. There are 8.97G "
              "free, 0B reserved, and 8.97G reservable.")
    c.log("tpu-v3-8-vm", "rank-6", HF22328,
          "Exception in device=TPU:6: RESOURCE_EXHAUSTED: From /job:localservice/replica:0/task:0:",
          "2 root error(s) found.",
          "  (0) RESOURCE_EXHAUSTED: Attempting to reserve 10.51G at the bottom of memory. That "
          "was not possible. There are 8.97G free, 0B reserved, and 8.97G reservable.", t=746.0)


def build_mpi_and_numerics() -> None:
    # ---- torch: collectives mismatch between ranks: user_code ------------------------------
    c = held_out(case("u-torch-collective-fingerprint-mismatch", "attributed", "user_code", [],
                      ["gpu-x", "gpu-y"],
                      "With TORCH_DISTRIBUTED_DEBUG=DETAIL the process-group wrapper finds rank 0 "
                      "running an inconsistent collective (a broadcast the others do not run).",
                      start="2022-05-20T10:00:00+00:00", scheduler="slurm", ranks_per_node=2))
    c.log("gpu-x", "rank-0", PT78022,
          "RuntimeError: Detected mismatch between collectives on ranks. Rank 0 is running "
          "inconsistent collective: CollectiveFingerPrint(OpType=BROADCAST, TensorShape=[34112], "
          "TensorDtypes=Float, TensorDeviceTypes=TensorOptions(dtype=float (default), "
          "device=cuda, layout=Strided (default), requires_grad=false (default), "
          "pinned_memory=false (default), memory_format=(nullopt))", t=48.0)
    c.job(60.0, "FAILED", exit_code=1)

    # ---- NCCL over IB: sizes differ between the two sides of a collective: user_code -------
    c = held_out(case("u-nccl-ib-collective-mismatch", "attributed", "user_code", [],
                      ["n136-081-019", "n136-081-017"],
                      "reduce_scatter and allgather on two nodes: on the first iteration NCCL's "
                      "IB transport finds the local and remote sizes of a collective differ and "
                      "the program hangs. Mismatched collectives are the program's.",
                      start="2021-07-03T08:00:00+00:00", scheduler="slurm", ranks_per_node=8))
    c.log("n136-081-017", "rank-8", NCCL531,
          "n136-081-017:201805:201927 [0] transport/net_ib.cc:667 NCCL WARN NET/IB : collective "
          "mismatch error local size 32768 remote 1048576 addr 0 rkey 3beac3 seq adf/adf",
          t=41.0)
    c.job(1900.0, "CANCELLED")

    # ---- a JAX barrier times out naming two tasks: ambiguous ---------------------------------
    hosts = [f"tpu-vm-w{i}" for i in range(4)]
    c = held_out(case("u-jax-barrier-timed-out-tasks", "ambiguous", "unknown", [], hosts,
                      "Levanter on a TPU pod: a broadcast barrier through the coordination "
                      "service times out naming tasks 3 and 0; nothing says whether a worker "
                      "crashed or was never launched. The gRPC detail carries the time (epoch, "
                      "ISO in front ours).", start="2024-01-25T19:20:00+00:00", scheduler="tpu"))
    c.log("tpu-vm-w1", "rank-1", MARIN1933,
          "  File \"/home/virginiaadams/levanter/src/levanter/logging.py\", line 232, in init",
          "    metadata_to_share = jax_utils.multihost_broadcast_sync(",
          "  File \"/home/virginiaadams/levanter/src/levanter/utils/jax_utils.py\", line 75, in "
          "multihost_broadcast_sync",
          "    client.wait_at_barrier(f\"multihost_broadcast_sync{_sync_counter}\", "
          "timeout_in_ms=int(timeout * 1000.0))",
          "jaxlib.xla_extension.XlaRuntimeError: DEADLINE_EXCEEDED: Barrier timed out. "
          "Barrier_id: multihost_broadcast_sync0. Timed out task names:",
          "/job:jax_worker/replica:0/task:3",
          "/job:jax_worker/replica:0/task:0", "",
          "Additional GRPC error information from remote target "
          "unknown_target_for_coordination_leader while calling "
          "/tensorflow.CoordinationService/Barrier:",
          ":{\"created\":\"@1706211255.371885374\",\"description\":\"Error received from peer "
          "ipv4:10.142.0.55:8476\",\"file\":\"external/com_github_grpc_grpc/src/core/lib/"
          "surface/call.cc\",\"file_line\":1056,\"grpc_message\":\"Barrier timed out. "
          "Barrier_id: multihost_broadcast_sync0. Timed out task names:\\n/job:jax_worker/"
          "replica:0/task:3\\n/job:jax_worker/replica:0/task:0\\n\",\"grpc_status\":4}",
          t=855.371885)


def build_nodes() -> None:
    # ---- Slurm: credential expired on one node after a reboot: node_failure ----------------
    c = held_out(case("u-slurm-credential-expired-after-reboot", "attributed", "node_failure",
                      ["cn131"], ["cn130", "cn131"],
                      "After a reboot, a two-node job's step cannot launch on cn131: its slurmd "
                      "rejects the job credential as expired (that node's clock).",
                      start="2021-05-17T14:00:00+00:00", scheduler="slurm"))
    c.log("cn130", "batch", TRIXIE58,
          "srun: error: Task launch for 36.0 failed on node cn131: Job credential expired", t=3.0)
    c.job(40.0, "FAILED", exit_code=1)

    # ---- node-local XFS forced shutdown: storage, that node --------------------------------
    c = held_out(case("u-xfs-forced-shutdown-recovery", "attributed", "storage", ["dom0"],
                      ["dom0", "dom1"],
                      "On one node the local XFS volume (dm-2) shuts itself down during log "
                      "recovery; the job's ranks there cannot use it. Journal lines as posted "
                      "(syslog time, year ours).", start="2022-02-06T19:30:00+00:00",
                      scheduler="slurm", ranks_per_node=2))
    c.steps(1, 20, every=30.0)
    c.log("dom0", "kernel", QUBES7242,
          "Feb 06 19:41:48 dom0 kernel: XFS (dm-2): Mounting V5 Filesystem",
          "Feb 06 19:41:48 dom0 kernel: XFS (dm-2): Starting recovery (logdev: internal)",
          "Feb 06 19:41:49 dom0 kernel: XFS (dm-2): xfs_do_force_shutdown(0x8) called from line "
          "370 of file fs/xfs/xfs_trans.c. Return address = 00000000d2b250f5")
    c.job(760.0, "FAILED", exit_code=1)

    # ---- CUDA 802 on one node of two (NVSwitch fabric not up): gpu_hardware ---------------
    c = held_out(case("u-cuda-802-one-node", "attributed", "gpu_hardware", ["h100-sxm-2"],
                      ["h100-sxm-1", "h100-sxm-2"],
                      "On one H100 HGX node the CUDA runtime answers `system not yet "
                      "initialized` (the NVSwitch fabric is not up) and the processes there "
                      "abort; the other node is fine.", start="2023-11-21T10:00:00+00:00",
                      scheduler="slurm", ranks_per_node=2))
    c.log("h100-sxm-2", "rank-2", GPUBURN92,
          "terminate called after throwing an instance of 'std::runtime_error'",
          "  what():  Error (gpu_burn-drv.cpp:298): system not yet initialized", t=6.0)
    c.job(30.0, "FAILED", exit_code=134)


def main() -> None:
    build_orchestrators()
    build_xla()
    build_mpi_and_numerics()
    build_nodes()
    for stale in ROOT.glob("u-*"):
        if stale.is_dir() and stale.name not in {c.name for c in UNTOUCHED}:
            shutil.rmtree(stale)
    write_split(UNTOUCHED, "untouched")


if __name__ == "__main__":
    main()
