"""Build the thirtieth blind corpus (tests/attribution/blind30/): the orchestrator's own account.

    python tests/attribution/blind30_build.py

A held-out proxy for issue 43's question ("stacks and failures described nowhere"), aimed at
training jobs on Kubernetes where the reporter posted what the orchestrator said beside (or
instead of) what the program said: `kubectl get pods` listings (Evicted, CrashLoopBackOff,
Pending, Error, OOMKilled, CreateContainerError), `kubectl describe pod` fields and Events tables,
operator and controller lines (Kubeflow's TFJob/PyTorchJob/MPIJob operators and Katib, Kubeflow
Pipelines, Determined's Kubernetes resource manager, KubeRay, SkyPilot's Ray on Kubernetes, FfDL,
OpenPAI) and the node's own kernel lines (NVRM) on GPU nodes of Kubernetes providers. The reports
were found with symptom searches of the stored issue threads ("PyTorchJob pod OOMKilled kubectl
describe pod", "training pod Evicted The node was low on resource", "MPIJob launcher
CrashLoopBackOff worker pod Error", "PyTorchJob ErrImagePull ImagePullBackOff", "kubernetes node
Xid 79 GPU has fallen off the bus", ... see blind30/README.md), taken in the order the searches
returned them, skipping reports without a copyable log line (screenshots, prose, lines cut off),
reports not about a training job or its platform, and reports any other corpus or file of the
repository cites. It was assembled by one helper who read neither the engine nor its catalogs; the
labels were written before any engine ran on these bundles, and no report cited here is cited
anywhere else in the repository (test_attribution_heldout.py checks it).

Every log line and event is copied from the public report given next to it (pod and node names,
addresses, ids and times as posted; the padding of `kubectl` columns kept; markdown emphasis
around a line dropped). Ours is only the assembly, as in stacks_build.py: which node and stream a
line is filed under (logs/<node>/kubectl.log for what `kubectl` printed, a `kubernetes`-source
event in events.jsonl for a row of an Events table), an ISO-8601 time in front of every line
(taken from the line's own stamp where it has one), job.json, the scheduler events and the
per-rank step metrics. The labels follow DESIGN's taxonomy and the rules of the realworld, stacks,
frontier and blind READMEs (see blind30/README.md).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from stacks_build import Case, case_maker, remove_stale, write_split  # noqa: E402

ROOT = HERE / "blind30"
SPLIT = "blind30"

# ---- sources (one public report per incident) --------------------------------------------------
TRAINER301 = "https://github.com/kubeflow/trainer/issues/301"
TRAINER2220 = "https://github.com/kubeflow/trainer/issues/2220"
KUBERAY4287 = "https://github.com/ray-project/kuberay/issues/4287"
PTOP319 = "https://github.com/kubeflow/pytorch-operator/issues/319"
PTOP264 = "https://github.com/kubeflow/pytorch-operator/issues/264"
FFDL74 = "https://github.com/IBM/FfDL/issues/74"
DET2343 = "https://github.com/determined-ai/determined/issues/2343"
TRAINER944 = "https://github.com/kubeflow/trainer/issues/944"
KUBEFLOW2529 = "https://github.com/kubeflow/kubeflow/issues/2529"
KATIB1091 = "https://github.com/kubeflow/katib/issues/1091"
MPIOP279 = "https://github.com/kubeflow/mpi-operator/issues/279"
TRAINER2034 = "https://github.com/kubeflow/trainer/issues/2034"
PAI4344 = "https://github.com/microsoft/pai/issues/4344"
KFP4275 = "https://github.com/kubeflow/pipelines/issues/4275"
MPIOP470 = "https://github.com/kubeflow/mpi-operator/issues/470"
SKY4695 = "https://github.com/skypilot-org/skypilot/issues/4695"
TRAINER1661 = "https://github.com/kubeflow/trainer/issues/1661"
MPIOP40 = "https://github.com/kubeflow/mpi-operator/issues/40"
ALAUDA45 = "https://github.com/alauda/kubeflow-chart/issues/45"
TRAINER1158 = "https://github.com/kubeflow/trainer/issues/1158"
KFP686 = "https://github.com/kubeflow/pipelines/issues/686"
SUNGSOO17 = "https://github.com/sungsoo/sungsoo.github.io/issues/17"
SUBSTRATUS92 = "https://github.com/substratusai/runbooks/issues/92"

DET_TRIAL = ('experiment-id="4" id="b9b4e788-0d16-463d-988e-732645112365" system="master" '
             'trial-id="4" type="trial"')

CASES: list[Case] = []


case = case_maker(CASES, SPLIT)


def build() -> None:
    build_evictions()
    build_memory()
    build_images_and_config()
    build_exits_without_reason()
    build_gpu_nodes()
    build_storage()
    build_recovered()


# ---- evictions for node pressure ---------------------------------------------------------------
def build_evictions() -> None:
    # ---- TFJob (agents PPO) masters evicted: the node was low on memory: preemption ----------
    node = "rl-gpu-node"
    c = case("b30-tfjob-master-evicted-node-low-on-memory", "attributed", "preemption", [],
             [node],
             "TFJobs of the agents PPO example in namespace rl: `kubectl get pods` lists three of "
             "a job's master pods Evicted and a fourth Running, and `kubectl describe pod` of an "
             "evicted master gives Status Failed, Reason Evicted, 'The node was low on resource: "
             "memory.' (the kubelet's eviction for node memory pressure). Lines as posted (the "
             "node name and stream ours), ISO times ours.",
             start="2018-01-11T15:00:00+00:00", scheduler="kubernetes")
    c.steps(1, 20, every=1800.0)
    c.log(node, "kubectl", TRAINER301,
          "agents-ppo-ant-feedforward-93168c9e-master-...           0/1       Evicted   0          "
          "19h",
          "agents-ppo-ant-feedforward-93168c9e-master-...           0/1       Evicted   0          "
          "18h",
          "agents-ppo-ant-feedforward-93168c9e-master-...           1/1       Running   0          "
          "9h",
          "agents-ppo-ant-feedforward-93168c9e-master-...           0/1       Evicted   0          "
          "18h",
          "Status:         Failed",
          "Reason:         Evicted",
          "Message:        The node was low on resource: memory.", t=36100.0)
    c.job(36000.0, "FAILED", reason="Evicted")

    # ---- Kubeflow Pipelines training step failed: the node was low on memory: preemption -----
    node = "kfp-gke-node"
    c = case("b30-kfp-training-step-node-low-on-memory", "attributed", "preemption", [], [node],
             "A Kubeflow Pipelines 0.5.1 pipeline on GKE whose step trains a TensorFlow object "
             "detection model (the image runs fine on a VM): when training starts the step fails, "
             "and the pod's message is the kubelet's eviction for node memory pressure, 'The node "
             "was low on resource: memory. Container main was using 1783932Ki, which exceeds its "
             "request of 0.' Line as posted (bold markers dropped; the node name and stream ours), "
             "ISO time ours.",
             start="2020-07-24T08:00:00+00:00", scheduler="kubernetes")
    c.steps(1, 5, every=60.0)
    c.log(node, "kubectl", KFP4275,
          "This step is in Failed state with this message: The node was low on resource: memory. "
          "Container main was using 1783932Ki, which exceeds its request of 0. Container wait was "
          "using 13296Ki, which exceeds its request of 0.", t=300.0)
    c.job(305.0, "FAILED", reason="Evicted")


# ---- memory: OOMKilled containers --------------------------------------------------------------
def build_memory() -> None:
    # ---- KubeRay sample RayCluster: the head pod OOMKilled at start: oom ----------------------
    node = "ack-node"
    c = case("b30-kuberay-sample-head-oomkilled", "attributed", "oom", [], [node],
             "The sample autoscaling RayCluster of KubeRay's getting-started guide on Alibaba "
             "Cloud's Kubernetes: the Ray head pod is OOMKilled while starting; the container's "
             "last state (`kubectl get pod -o yaml | yq ...lastState.terminated`) reads exit code "
             "137, reason OOMKilled, nine seconds after it started. Lines as posted (the node name "
             "and stream ours), ISO times ours (from the posted startedAt/finishedAt).",
             start="2025-12-17T10:56:35+00:00", scheduler="kubernetes")
    c.log(node, "kubectl", KUBERAY4287,
          "containerID: containerd://0f30d47b321c9d9482bc6b78f2292196f7156194f5d2ea02b12eaeb2b395a1b3",
          "exitCode: 137",
          'finishedAt: "2025-12-17T10:56:44Z"',
          "reason: OOMKilled",
          'startedAt: "2025-12-17T10:56:35Z"', t=9.0)
    c.job(9.0, "FAILED", exit_code=137, reason="OOMKilled")

    # ---- training-operator on OpenShift (DGX A100): container init OOM-killed: oom -------------
    node = "dgx-a100-worker"
    c = case("b30-training-operator-container-init-oom-killed", "attributed", "oom", [], [node],
             "Kubeflow's training operator (the controller of PyTorchJobs/TFJobs) fails to start "
             "on OpenShift 4.10.30 with an NVIDIA DGX A100 worker: the pod stays in "
             "CreateContainerError and the kubelet's event says runc's container init was "
             "OOM-killed (memory limit too low?); raising the memory limit fixes it. Lines as "
             "posted (the node name and stream ours), ISO times ours (the event's from its own "
             "stamp).",
             start="2022-09-14T11:33:00+00:00", scheduler="kubernetes")
    c.own(node, "kubectl", TRAINER1661, "2022-09-14 11:35:13",
          'Warning  Failed  113s   kubelet  Error: container create failed: '
          'time="2022-09-14T11:35:13Z" level=error msg="runc create failed: unable to start '
          'container process: container init was OOM-killed (memory limit too low?)"')
    c.log(node, "kubectl", TRAINER1661,
          "NAME                                 READY   STATUS                 RESTARTS   AGE",
          "training-operator-5cc8cdfdd6-fpthk   0/1     CreateContainerError   0          2m29s",
          t=150.0)
    c.job(150.0, "FAILED", reason="CreateContainerError")

    # ---- Kubeflow chart: training-operator pod OOMKilled at install: oom ----------------------
    node = "kubeflow-node"
    c = case("b30-kubeflow-chart-training-operator-oomkilled", "attributed", "oom", [], [node],
             "Installing a Kubeflow chart: the training-operator pod (which runs the cluster's "
             "training jobs) is listed OOMKilled; the poster raised its memory limit to 40Mi and "
             "it ran (Chinese prose around the line). Line as posted (the node name and stream "
             "ours), ISO time ours.",
             start="2023-09-17T09:00:00+00:00", scheduler="kubernetes")
    c.log(node, "kubectl", ALAUDA45,
          "kubeflow                    training-operator-8569f97489-zkxbt                  "
          "          0/1     OOMKilled", t=60.0)
    c.job(60.0, "FAILED", reason="OOMKilled")

    # ---- TFJob on a GTX 1050 node: TensorFlow's kernel launch out of GPU memory: oom ---------
    node = "k8s-node1"
    c = case("b30-tfjob-gtx1050-gpu-out-of-memory", "attributed", "oom", [], [node],
             "A TFJob (tfjob-rice, TensorFlow 2.1) on a three-node Kubeflow 1.0.2 cluster with "
             "GTX 1050/1060 cards: the code that trains on the host fails in the TFJob; TensorFlow "
             "creates its GPU device with 40 MB of memory and aborts on a random-number kernel "
             "launch, 'status: Internal: out of memory', even with a batch of 10 per replica. "
             "Lines as posted (the node name and stream ours), ISO times ours (from their own "
             "stamps).",
             start="2020-05-04T13:43:00+00:00", scheduler="kubernetes")
    c.own(node, "rank-0", TRAINER1158, "2020-05-04 13:43:27.244999",
          "2020-05-04 13:43:27.244999: I tensorflow/stream_executor/platform/default/"
          "dso_loader.cc:44] Successfully opened dynamic library libcudart.so.10.1")
    c.own(node, "rank-0", TRAINER1158, "2020-05-04 13:43:27.518051",
          "2020-05-04 13:43:27.518051: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1241] "
          "Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 40 MB "
          "memory) -> physical GPU (device: 0, name: GeForce GTX 1050, pci bus id: "
          "0000:01:00.0, compute capability: 6.1)")
    c.log(node, "rank-0", TRAINER1158,
          "Non-OK-status: GpuLaunchKernel (FillPhiloxRandomKernelLaunch <Distribution>, "
          "num_blocks, block_size, 0, d.stream (), gen, data, size, dist) status: Internal: out "
          "of memory", t=28.0)
    c.job(30.0, "FAILED")


# ---- images and configuration ------------------------------------------------------------------
def build_images_and_config() -> None:
    # ---- PyTorchJob on EKS: workers' init image alpine:3.10 not in the private ECR: user_code --
    node = "eks-gpu-node"
    c = case("b30-pytorchjob-worker-init-image-pull-backoff", "attributed", "user_code", [],
             [node],
             "A PyTorchJob (pytorch-dist-mnist-nccl, one GPU per replica) from Kubeflow 1.3 "
             "manifests on EKS: the worker pods fail with ImagePullBackOff because the operator's "
             "init image alpine:3.10 is pulled from the account's ECR, where no such repository "
             "exists. Line as posted (the node name and stream ours), ISO time ours.",
             start="2021-06-16T10:00:00+00:00", scheduler="kubernetes")
    c.log(node, "kubectl", PTOP319,
          'Failed to pull image "alpine:3.10": rpc error: code = Unknown desc = Error reading '
          "manifest 3.10 in OUR_AWS_ACCOUNT.dkr.ecr.us-west-2.amazonaws.com/alpine: name unknown: "
          "The repository with name 'alpine' does not exist in the registry with id "
          "'OUR_AWS_ACCOUNT'", t=40.0)
    c.job(0.0, "RUNNING")

    # ---- PyTorchJob gloo example on microk8s: master cannot pull its image: user_code ---------
    node = "microk8s"
    c = case("b30-pytorchjob-gloo-master-failing-to-pull-image", "attributed", "user_code", [],
             [node],
             "The PyTorchJob gloo MNIST example on Kubeflow 1.0.1 with microk8s (the image edited "
             "to gcr.io/kubeflow-ci/pytorch_dist_mnist:latest, GPU commented out): master and "
             "worker stay Pending for 27 minutes; `kubectl logs` of the master says its container "
             "is waiting to start, 'trying and failing to pull image', the worker's is still "
             "initializing. Lines as posted (the node name and stream ours), ISO times ours.",
             start="2020-04-20T09:00:00+00:00", scheduler="kubernetes", ranks_per_node=2)
    c.log(node, "kubectl", PTOP264,
          "NAME                               READY   STATUS    RESTARTS   AGE",
          "pytorch-dist-mnist-gloo-master-0   0/1     Pending   0          27m",
          "pytorch-dist-mnist-gloo-worker-0   0/1     Pending   0          27m",
          'Error from server (BadRequest): container "pytorch" in pod '
          '"pytorch-dist-mnist-gloo-master-0" is waiting to start: trying and failing to pull '
          "image",
          'Error from server (BadRequest): container "pytorch" in pod '
          '"pytorch-dist-mnist-gloo-worker-0" is waiting to start: PodInitializing', t=1620.0)
    c.job(0.0, "RUNNING")

    # ---- FfDL multi-learner training on minikube: parameter server ImagePullBackOff: user_code -
    node = "minikube"
    c = case("b30-ffdl-parameter-server-image-pull-backoff", "attributed", "user_code", [],
             [node],
             "A training job with several learners on IBM's FfDL (Fabric for Deep Learning) on "
             "minikube fails: `kubectl describe pod` of the job's parameter-server pod shows it "
             "Pending, its container (image docker.io/ffdl/parameter-server:master-97) Waiting in "
             "ImagePullBackOff. Lines as posted (the stream ours), ISO times ours (the pod's start "
             "time from its own field).",
             start="2018-04-27T22:45:33+00:00", scheduler="kubernetes")
    c.log(node, "kubectl", FFDL74,
          "Name:           grpc-ps-3be3332c-e2f4-4a2b-4775-3069398a12ba-75bd6c4ccd-h4bs9",
          "Node:           minikube/192.168.99.100",
          "Start Time:     Fri, 27 Apr 2018 15:45:33 -0700",
          "Status:         Pending",
          "    Image:          docker.io/ffdl/parameter-server:master-97",
          "    State:          Waiting",
          "      Reason:       ImagePullBackOff", t=120.0)
    c.job(180.0, "FAILED")

    # ---- TFJob worker CrashLoopBackOff: the script path does not exist: user_code -------------
    node = "k8s-node-1"
    c = case("b30-tfjob-worker-crashloop-script-not-found", "attributed", "user_code", [], [node],
             "A TFJob (mnist with summaries, image cschen/tf-mnist-with-summaries from Docker Hub, "
             "command python /root/kubeflow/mnist-with-summaries.py): the worker pod goes into "
             "CrashLoopBackOff and its logs say python cannot open the file. Lines as posted "
             "(markdown bold dropped; the node name and stream ours), ISO times ours.",
             start="2019-02-21T08:00:00+00:00", scheduler="kubernetes")
    c.log(node, "rank-0", TRAINER944,
          "python: can't open file '/root/kubeflow/mnist-with-summaries.py': [Errno 2] No such "
          "file or directory", t=5.0)
    c.log(node, "kubectl", TRAINER944,
          "mnist-worker-0                                            0/1       CrashLoopBackOff"
          "   2          1m", t=60.0)
    c.job(60.0, "FAILED", reason="CrashLoopBackOff")

    # ---- TFJob master on NFS CrashLoopBackOff: the script is not found: user_code ------------
    node = "k8s-node-vm8o4o-ev15h9pjqd"
    c = case("b30-tfjob-master-crashloop-nfs-script-not-found", "attributed", "user_code", [],
             [node],
             "A TFJob whose script sits on a shared NFS volume (tfevent-volume): the master pod is "
             "scheduled, its volumes mount, and it keeps restarting in CrashLoopBackOff; its logs "
             "say python cannot open '/home/mnist-with-summary/[image]mnist-with-summaries.py'. "
             "The describe Events rows as events (ages and the From column dropped), the log "
             "line as posted (the stream ours), ISO times ours.",
             start="2019-02-22T03:00:00+00:00", scheduler="kubernetes")
    for ts, reason, _from, message in (
            (0.0, "Scheduled", "default-scheduler",
             "Successfully assigned mnist-master-0 to k8s-node-vm8o4o-ev15h9pjqd"),
            (1.0, "SuccessfulMountVolume", "kubelet, k8s-node-vm8o4o-ev15h9pjqd",
             'MountVolume.SetUp succeeded for volume "default-token-pt7pz"'),
            (1.0, "SuccessfulMountVolume", "kubelet, k8s-node-vm8o4o-ev15h9pjqd",
             'MountVolume.SetUp succeeded for volume "tfevent-volume"')):
        c.event(KUBEFLOW2529, c.at(ts), kind="Pod", name="mnist-master-0", node=node,
                reason=reason, type_="Normal", message=message, source="kubernetes")
    c.log(node, "rank-0", KUBEFLOW2529,
          "python: can't open file '/home/mnist-with-summary/[image]mnist-with-summaries.py': [ "
          "Errno 2] No such file or directory", t=44.0)
    c.job(48.0, "FAILED", reason="CrashLoopBackOff")


# ---- pods that exit or restart for a reason the report does not give ---------------------------
def build_exits_without_reason() -> None:
    # ---- TFJob: the operator's event says worker-0 exited with code 1: ambiguous unknown -------
    node = "iem-trs-training-node"
    c = case("b30-tfjob-operator-event-worker-exited-code-1", "ambiguous", "unknown", [], [node],
             "A TFJob (android-consume-v2-update) in namespace iem-trs-training: the tf-job "
             "operator v1.0 logs its event 'ExitedWithCode', worker-0 exited with code 1; the "
             "poster asks for metrics to locate the failing training node. Nothing says why the "
             "worker exited. Line as posted (the node name and stream ours), ISO time ours from "
             "its own stamp.",
             start="2024-08-20T21:00:00+00:00", scheduler="kubernetes")
    c.steps(1, 30, every=180.0)
    c.own(node, "operator", TRAINER2220, "2024-08-20 22:35:42",
          "content=\"{'filename':'record/event.go:221','level':'info','msg':'Event(v1.ObjectReference"
          "{Kind:\\'TFJob\\', Namespace:\\'iem-trs-training\\', Name:\\'android-consume-v2-update-"
          "2024-08-20-053447\\', UID:\\'803a4aca-561b-4609-9ee3-8953f075b66c\\', APIVersion:\\'"
          "kubeflow.org/v1\\', ResourceVersion:\\'860397344\\', FieldPath:\\'\\'}): type: 'Normal' "
          "reason: 'ExitedWithCode' Pod: iem-trs-training.android-consume-v2-update-2024-08-20-"
          "053447-worker-0 exited with code 1','time':'2024-08-20T22:35:42Z'}\"")
    c.job(5745.0, "FAILED", exit_code=1)

    # ---- Determined on Kubernetes: trial pod exits 1, trial restarted: ambiguous unknown -------
    node = "kubernetes-worker-1"
    c = case("b30-determined-k8s-trial-pod-exit-code-1", "ambiguous", "unknown", [], [node],
             "Determined's master with the Kubernetes resource manager: the pod of trial 4 "
             "(experiment 4) fails with exit code 1, the master forcibly terminates the trial "
             "('unexpected failure of trial after restart 0/5: container failed with non-zero exit "
             "code') and restarts it in a new pod. The posted master log gives no reason for the "
             "exit (the issue's title names a CUDA error the posted lines do not show). Lines as "
             "posted (the node name and stream ours), ISO times ours from their own stamps.",
             start="2021-05-06T11:25:30+00:00", scheduler="kubernetes")
    for text in (
            '<info>    [2021-05-06, 11:26:26] pod failed with exit code: 1   '
            'id="pod-eac146c4-1b8d-402b-a533-6ed3c3ff0845" '
            'pod="exp-4-trial-4-rank-0-bcccb550-1c39-423b-8353-304fc5dccf72-tight-sailfish" '
            'system="master" type="pod"',
            "<info>    [2021-05-06, 11:26:26] found container terminated: "
            f"eac146c4-1b8d-402b-a533-6ed3c3ff0845  {DET_TRIAL}",
            f"<info>    [2021-05-06, 11:26:26] forcibly terminating trial  {DET_TRIAL}",
            "<error>   [2021-05-06, 11:26:26] unexpected failure of trial after restart 0/5: "
            f"container failed with non-zero exit code:  (exit code 1)  {DET_TRIAL}",
            f"<info>    [2021-05-06, 11:26:26] resetting trial 4  {DET_TRIAL}"):
        c.own(node, "master", DET2343, "2021-05-06 11:26:26", text)
    for when, text in (
            ("2021-05-06 11:28:20",
             "<info>    [2021-05-06, 11:28:20] transitioning pod state from PULLING to STARTING  "
             'id="pod-c1b0d268-193b-4591-97bb-a2b44befa968" '
             'pod="exp-4-trial-4-rank-0-c824a795-d349-4383-82df-599f3737820c-apt-swan" '
             'system="master" type="pod"'),
            ("2021-05-06 11:28:25",
             "<info>    [2021-05-06, 11:28:25] transitioning pod state from STARTING to RUNNING  "
             'id="pod-c1b0d268-193b-4591-97bb-a2b44befa968" '
             'pod="exp-4-trial-4-rank-0-c824a795-d349-4383-82df-599f3737820c-apt-swan" '
             'system="master" type="pod"')):
        c.own(node, "master", DET2343, when, text)
    c.job(0.0, "RUNNING")

    # ---- Katib keras trials with the file metrics collector: CrashLoopBackOff: ambiguous -------
    node = "minikf"
    c = case("b30-katib-keras-trial-workers-crashloop", "ambiguous", "unknown", [], [node],
             "Katib on MiniKF: a keras example experiment saving its metrics to a file for the "
             "file metrics collector; all three trials' worker pods (training container plus "
             "collector) are in CrashLoopBackOff after 14 restarts while the trials still read "
             "Running. The posted lines give no reason. Lines as posted (the stream ours), ISO "
             "times ours.",
             start="2020-03-16T05:00:00+00:00", scheduler="kubernetes")
    c.log(node, "kubectl", KATIB1091,
          "keras-example-2dfmhlcm-worker-0         0/2     CrashLoopBackOff   14         15m",
          "keras-example-2vzmffv8-worker-0         0/2     CrashLoopBackOff   14         15m",
          "keras-example-jc9sn4nw-worker-0         0/2     CrashLoopBackOff   14         15m",
          "keras-example-random-7cf48d4bf7-dmbtb   1/1     Running            0          15m",
          t=900.0)
    c.job(900.0, "RUNNING")

    # ---- MPIJob tensorflow-benchmarks on EKS: launcher's init container restarts: ambiguous ----
    node = "ip-192-168-189-39.us-west-2.compute.internal"
    c = case("b30-mpijob-launcher-kubectl-delivery-restarts", "ambiguous", "unknown", [], [node],
             "The v1alpha1 tensorflow-benchmarks MPIJob (four replicas of four GPUs) on EKS: the "
             "launcher pod loops in CrashLoopBackOff, its init container kubectl-delivery created "
             "four times in four minutes. The error the poster mentions is not in the posted rows. "
             "The describe Events rows as events (ages and the From column dropped), ISO times "
             "ours.",
             start="2020-07-07T16:00:00+00:00", scheduler="kubernetes")
    pod = "tensorflow-benchmarks-16-custom-launcher-kqnpd"
    c.event(MPIOP279, c.at(0.0), kind="Pod", name=pod, node=node, reason="Scheduled",
            type_="Normal",
            message="Successfully assigned default/tensorflow-benchmarks-16-custom-launcher-kqnpd "
                    "to ip-192-168-189-39.us-west-2.compute.internal")
    c.event(MPIOP279, c.at(52.0), kind="Pod", name=pod, node=node, reason="Created",
            type_="Normal",
            message="Created container kubectl-delivery")
    c.job(244.0, "RUNNING")

    # ---- PyTorchJob from Katib on OpenShift: worker's init container backs off: ambiguous -----
    node = "acorvin-hpo-poc-jfrlm-worker-0-twvtz"
    c = case("b30-pytorchjob-worker-init-backoff-master-not-started", "ambiguous", "unknown", [],
             [node],
             "A PyTorchJob created by a Katib experiment with the standalone training operator on "
             "OpenShift: the worker pod's init container init-pytorch (waiting for the master) "
             "restarts and backs off, while the master pods are never started. No posted line "
             "says why. The describe Events rows as events (ages and the From column dropped), "
             "ISO times ours.",
             start="2024-03-25T09:00:00+00:00", scheduler="kubernetes")
    pod = "random-exp-jw6qxmrm-worker-0"
    for ts, type_, reason, _from, message in (
            (0.0, "Normal", "Scheduled", "default-scheduler",
             "Successfully assigned sampler/random-exp-jw6qxmrm-worker-0 to "
             "acorvin-hpo-poc-jfrlm-worker-0-twvtz"),
            (2.0, "Normal", "AddedInterface", "multus",
             "Add eth0 [10.131.5.61/23] from openshift-sdn"),
            (2.0, "Normal", "Pulling", "kubelet",
             'Pulling image "quay.io/bharathappali/alpine:3.10"'),
            (3.0, "Normal", "Pulled", "kubelet",
             'Successfully pulled image "quay.io/bharathappali/alpine:3.10" in 1.065165424s '
             "(1.065174057s including waiting)"),
            (406.0, "Warning", "BackOff", "kubelet",
             "Back-off restarting failed container init-pytorch in pod "
             "random-exp-jw6qxmrm-worker-0_sampler(8d6860a7-204d-45c8-bb57-8d84a6cf8e66)"),
            (421.0, "Normal", "Created", "kubelet", "Created container init-pytorch")):
        c.event(TRAINER2034, c.at(ts), kind="Pod", name=pod, node=node, reason=reason,
                type_=type_, source="kubernetes", message=message)
    c.job(575.0, "RUNNING")

    # ---- MPIJob horovod: the launcher restarts three times: ambiguous unknown -----------------
    n0, n1 = "mpijob-horovod-launcher-dfczv", "mpijob-horovod-worker-0"
    n2 = "mpijob-horovod-worker-1"
    c = case("b30-mpijob-horovod-launcher-restarts", "ambiguous", "unknown", [], [n0, n1, n2],
             "A horovod MPIJob (tensorflow_mnist, one GPU per worker) on the MPI operator: the "
             "launcher pod restarts three times; its log shows it starting orted on worker-0 and "
             "worker-1 through kubectl exec and nothing after (the poster guesses a connection "
             "error). Lines as posted (pod names as node names, the stream ours), ISO times ours.",
             start="2018-08-20T06:00:00+00:00", scheduler="kubernetes")
    c.log(n0, "launcher", MPIOP40,
          "+ POD_NAME=mpijob-horovod-worker-0",
          "+ shift",
          "+ /opt/kube/kubectl exec mpijob-horovod-worker-0 -- /bin/sh -c     "
          "PATH=/usr/local/bin:$PATH ; export PATH ; LD_LIBRARY_PATH=/usr/local/lib:"
          "$LD_LIBRARY_PATH ; export LD_LIBRARY_PATH ; DYLD_LIBRARY_PATH=/usr/local/lib:"
          "$DYLD_LIBRARY_PATH ; export DYLD_LIBRARY_PATH ;   /usr/local/bin/orted -mca ess \"env\" "
          "-mca ess_base_jobid \"697106432\" -mca ess_base_vpid 1 -mca ess_base_num_procs \"3\" "
          "-mca orte_node_regex \"mpijob-horovod-launcher-dfczv,mpijob-horovod-worker-0,"
          "mpijob-horovod-worker-1@0(3)\" -mca orte_hnp_uri \"697106432.0;tcp://172.16.216.225:"
          "56858\" -mca plm \"rsh\" -mca plm_rsh_agent \"/etc/mpi/kubexec.sh\" -mca "
          "orte_default_hostfile \"/etc/mpi/hostfile\" -mca pmix \"^s1,s2,cray,isolated\"",
          "+ POD_NAME=mpijob-horovod-worker-1",
          "+ shift", t=5.0)
    c.job(120.0, "FAILED")

    # ---- Kubeflow Pipelines TF/Keras training on GPUs: exit code 139, no error: ambiguous -----
    node = "kf-gpu-pool-node"
    c = case("b30-kfp-tf-gpu-training-exit-139-no-error", "ambiguous", "unknown", [], [node],
             "A TF/Keras training step on Kubeflow 0.3.5 with a GPU node pool (the container runs "
             "on a Deep Learning VM): the step prints the CUDA compiler version, downloads VGG16 "
             "weights, TensorFlow starts, and the job dies without an error; the KF job says "
             "failed with exit code 139. The poster suspects a CUDA driver mismatch; no line "
             "shows a cause. Lines as posted (the leading markdown backtick dropped; the node name "
             "and stream ours), ISO times ours (from their own stamps where they have one).",
             start="2019-01-15T05:48:00+00:00", scheduler="kubernetes")
    c.log(node, "rank-0", KFP686,
          "nvcc: NVIDIA (R) Cuda compiler driver",
          "Copyright (c) 2005-2017 NVIDIA Corporation",
          "Built on Fri_Sep__1_21:08:03_CDT_2017",
          "Cuda compilation tools, release 9.0, V9.0.176", t=60.0)
    c.own(node, "rank-0", KFP686, "2019-01-15 05:49:31.189450",
          "2019-01-15 05:49:31.189450: I tensorflow/core/platform/cpu_feature_guard.cc:141] Your "
          "CPU supports instructions that this TensorFlow binary was not compiled to use: AVX2 FMA")
    c.own(node, "rank-0", KFP686, "2019-01-15 05:49:31.297537",
          "2019-01-15 05:49:31.297537: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:964] "
          "successful NUMA node read from SysFS had negative value (-1), but there must be at "
          "least one NUMA node, so returning NUMA node zero")
    c.job(100.0, "FAILED", exit_code=139)

    # ---- Ray Train on Kubernetes (SkyPilot): the worker's raylet gets SIGTERM: ambiguous ------
    n0, n1 = "ray-head-pod", "ray-worker-pod"
    c = case("b30-skypilot-ray-train-k8s-worker-raylet-sigterm", "ambiguous", "unknown", [],
             [n0, n1],
             "SkyPilot's Ray Train example, broken on AWS and Kubernetes: the worker's raylet "
             "receives SIGTERM 'without reason' (the maintainer), shuts down gracefully, "
             "unregisters its node and kills its agents, and the training fails. Nothing shows "
             "who sent the signal. Lines as posted from the worker's raylet.err (the pod names "
             "ours), ISO times ours from their own stamps.",
             start="2025-02-11T20:05:00+00:00", scheduler="kubernetes")
    c.steps(1, 10, every=10.0)
    for when, text in (
            ("2025-02-11 20:07:58.410",
             "[2025-02-11 20:07:58,410 I 4121 4121] accessor.cc:776: Received notification for "
             "node, IsAlive = 1 node_id=14ce9f2c728f8777f13c05ccdae781b0d8338da11a67f0f5bd042592"),
            ("2025-02-11 20:07:58.410",
             "[2025-02-11 20:07:58,410 I 4121 4121] accessor.cc:776: Received notification for "
             "node, IsAlive = 1 node_id=0e12c8582429b74d6cda1d8b48c32e7f66e61a5b7a73db33be08c676"),
            ("2025-02-11 20:08:00.117",
             "[2025-02-11 20:08:00,117 I 4121 4121] main.cc:483: received SIGTERM. Existing local "
             "drain request = None"),
            ("2025-02-11 20:08:00.117",
             "[2025-02-11 20:08:00,117 I 4121 4121] main.cc:284: Raylet graceful shutdown "
             "triggered, reason = EXPECTED_TERMINATION, reason message = received SIGTERM"),
            ("2025-02-11 20:08:00.117",
             "[2025-02-11 20:08:00,117 I 4121 4121] main.cc:287: Shutting down..."),
            ("2025-02-11 20:08:00.117",
             "[2025-02-11 20:08:00,117 I 4121 4121] accessor.cc:510: Unregistering node "
             "node_id=14ce9f2c728f8777f13c05ccdae781b0d8338da11a67f0f5bd042592"),
            ("2025-02-11 20:08:00.120",
             "[2025-02-11 20:08:00,120 I 4121 4121] accessor.cc:523: Finished unregistering node "
             "info, status = OK node_id=14ce9f2c728f8777f13c05ccdae781b0d8338da11a67f0f5bd042592"),
            ("2025-02-11 20:08:00.122",
             "[2025-02-11 20:08:00,122 I 4121 4121] agent_manager.cc:113: Killing agent "
             "dashboard_agent/424238335, pid 4183."),
            ("2025-02-11 20:08:00.125",
             "[2025-02-11 20:08:00,125 I 4121 4184] agent_manager.cc:80: Agent process with name "
             "dashboard_agent/424238335 exited, exit code 0.")):
        c.own(n1, "raylet", SKY4695, when, text)
    c.job(190.0, "FAILED")


# ---- GPU nodes of Kubernetes providers ---------------------------------------------------------
def build_gpu_nodes() -> None:
    # ---- OpenPAI on Kubernetes: a GPU missing, RmInitAdapter failed: gpu_hardware -------------
    node = "pai-gpu-node-4"
    c = case("b30-openpai-gpu-missing-rminitadapter-failed", "attributed", "gpu_hardware",
             [node], [node],
             "OpenPAI (on Kubernetes), a production bed: containers fail because the GPU "
             "allocated to them is not found on the node; the node has four GPUs but nvidia-smi "
             "reports three, and the kernel log repeats NVRM RmInitAdapter failed for minor number "
             "0 (the mitigation: cordon the node). Lines as posted (the first cut at its start as "
             "posted; the node name ours), ISO times ours.",
             start="2020-03-31T02:00:00+00:00", scheduler="kubernetes")
    c.log(node, "kernel", PAI4344,
          "38.773115] NVRM: RmInitAdapter failed! (0x26:0xffff:1127)",
          "[   38.773764] NVRM: rm_init_adapter failed for device bearing minor number 0",
          "[   39.147720] NVRM: RmInitAdapter failed! (0x26:0xffff:1127)",
          "[   39.148462] NVRM: rm_init_adapter failed for device bearing minor number 0",
          "[   40.281049] NVRM: RmInitAdapter failed! (0x26:0xffff:1127)",
          "[   40.281606] NVRM: rm_init_adapter failed for device bearing minor number 0",
          "[   50.708290] NVRM: RmInitAdapter failed! (0x26:0xffff:1127)",
          "[   50.708951] NVRM: rm_init_adapter failed for device bearing minor number 0", t=50.0)
    c.job(120.0, "FAILED")


# ---- storage -----------------------------------------------------------------------------------
def build_storage() -> None:
    # ---- Substratus training on GKE: pod evicted over its ephemeral-storage limit: storage ----
    node = "gke-gpu-node"
    c = case("b30-substratus-training-ephemeral-storage-limit-evicted", "attributed", "storage",
             [], [node],
             "Model training with Substratus on GKE (the bucket mounted through the GCS FUSE CSI "
             "driver's sidecar): the training pod is evicted because its ephemeral local storage "
             "use exceeds the containers' total limit of 5Gi (the sidecar's default limit), the "
             "model and sidecar containers are stopped. Writing the trained model to the mounted "
             "path instead avoided it. The describe Events rows as events (ages and the From "
             "column dropped), ISO times ours.",
             start="2023-07-13T18:00:00+00:00", scheduler="kubernetes")
    c.steps(1, 20, every=60.0)
    pod = "training-pod"
    for ts, type_, reason, message in (
            (1200.0, "Warning", "Evicted",
             "Pod ephemeral local storage usage exceeds the total limit of containers 5Gi."),
            (1200.0, "Normal", "Killing", "Stopping container gke-gcsfuse-sidecar"),
            (1200.0, "Normal", "Killing", "Stopping container model"),
            (1210.0, "Warning", "ExceededGracePeriod",
             "Container runtime did not kill the pod within specified grace period.")):
        c.event(SUBSTRATUS92, c.at(ts), kind="Pod", name=pod, node=node, reason=reason,
                type_=type_, message=message)
    c.job(1210.0, "FAILED", reason="Evicted")


# ---- a job that recovered on its own -----------------------------------------------------------
def build_recovered() -> None:
    # ---- MPIJob v2beta1 nccl-tests on EFA: launcher errors once, then runs: no failure --------
    n0, n1 = "nccl-tests-efa-16-launcher-mkjgm", "nccl-tests-efa-16-worker-0"
    c = case("b30-mpijob-launcher-error-then-runs", "no_failure", "unknown", [], [n0, n1],
             "An MPIJob v2beta1 (nccl-tests over EFA, one worker): the launcher's first run ends "
             "in Error five seconds in, it goes to CrashLoopBackOff, and on the next restart it "
             "runs normally (the poster: pod networking was not up yet; an init container that "
             "sleeps 5s avoids it). The job goes on running. Lines as posted (pod names as node "
             "names, the stream ours), ISO times ours.",
             start="2022-07-29T10:00:00+00:00", scheduler="kubernetes")
    c.log(n0, "kubectl", MPIOP470,
          "NAME                               READY   STATUS    RESTARTS   AGE",
          "nccl-tests-efa-16-launcher-mkjgm   0/1     Error     0          5s",
          "nccl-tests-efa-16-worker-0         1/1     Running   0          6s", t=5.0)
    c.log(n0, "kubectl", MPIOP470,
          "NAME                               READY   STATUS             RESTARTS      AGE",
          "nccl-tests-efa-16-launcher-mkjgm   0/1     CrashLoopBackOff   1 (15s ago)   22s",
          "nccl-tests-efa-16-worker-0         1/1     Running            0             22s",
          t=22.0)
    c.log(n0, "kubectl", MPIOP470,
          "NAME                               READY   STATUS    RESTARTS      AGE",
          "nccl-tests-efa-16-launcher-mkjgm   1/1     Running   2 (21s ago)   28s",
          "nccl-tests-efa-16-worker-0         1/1     Running   0             28s", t=28.0)
    c.steps(1, 10, every=5.0, t0=30.0)
    c.job(0.0, "RUNNING")

    # ---- PyTorchJob gloo MNIST via the Python SDK: Running, then Succeeded: no failure --------
    n0, n1 = "pytorch-dist-mnist-gloo-master-0", "pytorch-dist-mnist-gloo-worker-0"
    c = case("b30-pytorchjob-sdk-gloo-mnist-succeeded", "no_failure", "unknown", [], [n0, n1],
             "The Kubeflow training operator's Python SDK walk-through: the PyTorchJob "
             "pytorch-dist-mnist-gloo is watched Running and then Succeeded five minutes later; "
             "is_job_succeeded returns True and the master's log shows the epochs. The job "
             "completed. Lines as posted (the notebook's indentation dropped, trailing padding "
             "dropped; pod names as node names, the stream ours), ISO times ours (the watch "
             "rows' from their own TIME column).",
             start="2022-06-20T23:23:36+00:00", scheduler="kubernetes")
    c.steps(1, 10, every=29.0)
    c.log(n0, "kubectl", SUNGSOO17,
          "NAME                           STATE                TIME",
          *("pytorch-dist-mnist-gloo        Running              2022-06-20T23:23:36Z",) * 4,
          t=0.0)
    c.own(n0, "kubectl", SUNGSOO17, "2022-06-20 23:28:35",
          "pytorch-dist-mnist-gloo        Succeeded            2022-06-20T23:28:35Z")
    c.log(n0, "kubectl", SUNGSOO17, "True", t=300.0)
    c.job(299.0, "COMPLETED")


# ---- writing -----------------------------------------------------------------------------------
def main() -> None:
    build()
    remove_stale(ROOT, "b30-", CASES)
    write_split(CASES, SPLIT, ROOT)


if __name__ == "__main__":
    main()
