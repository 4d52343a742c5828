# ruff: noqa: E501  (messages are kept as their programs print them)
"""The fatal messages widely used training stacks print when a distributed run fails, taken from
each project's own source, and what the engine must make of each in a two-node job.

Before these catalogs the engine read most of them as the program's own exception (`user_code`:
Ray's NodeDiedError and ObjectLostError, TensorFlow's aborted collectives, Lightning's SIGTERM and
reconciliation exceptions, Gaudi's device acquisition) or as nothing at all (a Job's backoff
limit, JobSet's failure, Kueue's PodsReady timeout, slurmstepd's banners, Flux's doom, the
fault-tolerance rank monitor). Each is now read by what it means for recovery: a survivor's
relay of another process's failure is a cascade that names nobody; a scheduler stopping the job
is a preemption; a node's own device or link is that node's only with that node's own witness.
"""

from __future__ import annotations

import json

import pytest
from two_nodes import at as _at
from two_nodes import log as _log
from two_nodes import steps as _steps

from trainwarden.attribution import Catalog, attribute_bundle
from trainwarden.attribution.bundle.matcher import matcher_for

FAILED = [{"ts": _at(200), "job_state": "FAILED", "exit_code": 1}]

# (stream on node-2, message as printed, signature, (verdict, category, implicated nodes))
# The URL above each is the source that prints it.
MESSAGES = [
    # -- Ray Core: what a driver re-raises when the cluster under it failed ---------------------
    # https://github.com/ray-project/ray/blob/master/src/ray/core_worker/task_submission/normal_task_submitter.cc
    ("rank-1", "ray.exceptions.NodeDiedError: Task failed due to the node (where this task was running)  was dead or unavailable.", "ray-node-died-error", ("ambiguous", "unknown", [])),
    # https://github.com/ray-project/ray/blob/master/src/ray/gcs/gcs_health_check_manager.cc (the node named by its id only)
    ("ray-head", "[2026-01-01 00:02:10,000 W 123 456] gcs_health_check_manager.cc:86: Node 3a9bc0e3f0e4a1f2b3c4 is dead because the health check failed.", "ray-gcs-health-check-failed", ("ambiguous", "node_failure", [])),
    # https://github.com/ray-project/ray/blob/master/python/ray/exceptions.py (ObjectLostError)
    ("rank-1", "All copies of 00ffffffffffffffffffffffffffffffffffffff0100000001000000 have been lost due to node failure. Check cluster logs (`/tmp/ray/session_latest/logs`) for more information about the failure.", "ray-object-lost", ("ambiguous", "unknown", [])),
    # https://github.com/ray-project/ray/blob/master/python/ray/exceptions.py (OwnerDiedError)
    ("rank-1", "ray.exceptions.OwnerDiedError: Failed to retrieve object 00ffffffffffffffffffffffffffffffffffffff0100000001000000. The object's owner has exited. This is the Python worker that first created the ObjectRef via `.remote()` or `ray.put()`.", "ray-relayed-system-failure", ("ambiguous", "unknown", [])),
    # https://github.com/ray-project/ray/blob/master/python/ray/exceptions.py (RaySystemError)
    ("rank-1", "ray.exceptions.RaySystemError: System error: Failed to get the GCS client address", "ray-relayed-system-failure", ("ambiguous", "unknown", [])),
    # https://github.com/ray-project/ray/blob/8dedef061a18a29465f3eb6d27d832c0521d6a38/src/ray/rpc/gcs/gcs_rpc_client.h
    ("rank-1", "[2026-01-01 00:02:10,521 E 3044 30260] gcs_rpc_client.h:552: Failed to connect to GCS within 60 seconds. GCS may have been killed. It's either GCS is terminated by `ray stop` or is killed unexpectedly.", "ray-gcs-lost", ("ambiguous", "unknown", [])),
    # the format string of CoreWorker::CheckForRayletFailure (RAY_LOG(ERROR) << "Raylet failed. Shutting down."):
    # https://github.com/ray-project/ray/blob/master/src/ray/core_worker/core_worker.cc
    ("rank-1", "[2026-01-01 00:02:10,521 E 3044 30260] core_worker.cc:382: Raylet failed. Shutting down.", "ray-core-worker-raylet-failed", ("ambiguous", "node_failure", [])),
    # the cluster launcher's kill_node (logger.info("kill_node: Shutdown worker {}".format(node))) in Ray's
    # LOGGER_FORMAT ("%(asctime)s\t%(levelname)s %(filename)s:%(lineno)s -- %(message)s", ray_constants.py):
    # https://github.com/ray-project/ray/blob/master/python/ray/autoscaler/_private/commands.py
    ("rank-1", "2024-01-01 00:02:10,521\tINFO commands.py:136 -- kill_node: Shutdown worker i-0123456789abcdef0", "ray-kill-node", ("attributed", "preemption", [])),
    # the autoscaler's summary of BaseNodeLauncher._launch_node's error ("Failed to launch {} node(s) of type
    # {node_type}.") as the driver prints it: https://github.com/ray-project/ray/blob/master/python/ray/autoscaler/_private/node_launcher.py
    ("rank-1", "(autoscaler +15m51s) Failed to launch 2 node(s) of type gpu_worker.", "ray-autoscaler-launch-failed", ("ambiguous", "unknown", [])),
    # https://github.com/ray-project/ray/blob/master/python/ray/exceptions.py (ObjectStoreFullError, OutOfDiskError)
    ("rank-1", "The local object store is full of objects that are still in scope and cannot be evicted. Tip: Use the `ray memory` command to list active objects in the cluster.", "ray-object-store-full", ("attributed", "oom", [])),
    ("rank-1", "The object cannot be created because the local object store is full and the local disk's utilization is over capacity (95% by default).Tip: Use `df` on this node to check disk usage and `ray memory` to check object store memory usage.", "ray-out-of-disk", ("attributed", "storage", [])),
    # https://github.com/ray-project/ray/blob/master/python/ray/train/v2/api/exceptions.py
    ("rank-1", "ray.train.v2.api.exceptions.TrainingFailedError: Training failed due to worker errors:", "ray-train-v2-relay", ("ambiguous", "unknown", [])),
    # -- PyTorch Lightning -------------------------------------------------------------------------
    # https://github.com/Lightning-AI/pytorch-lightning/blob/master/src/lightning/fabric/strategies/launchers/subprocess_script.py
    ("rank-1", "[rank: 1] Child process with PID 8126 terminated with code 1. Forcefully terminating all other processes to avoid zombies 🧟", "lightning-child-process-terminated", ("ambiguous", "unknown", [])),
    # https://github.com/Lightning-AI/pytorch-lightning/blob/master/src/lightning/pytorch/utilities/exceptions.py
    ("rank-1", "lightning.pytorch.utilities.exceptions.SIGTERMException", "lightning-sigterm-exception", ("ambiguous", "unknown", [])),
    # https://github.com/Lightning-AI/pytorch-lightning/blob/1.9.0/src/pytorch_lightning/strategies/ddp.py
    ("rank-1", "pytorch_lightning.utilities.exceptions.DeadlockDetectedException: DeadLock detected from rank: 1 ", "lightning-deadlock-detected", ("ambiguous", "unknown", [])),
    # https://github.com/Lightning-AI/pytorch-lightning/blob/master/src/lightning/pytorch/trainer/connectors/signal_connector.py
    ("rank-1", "Handling auto-requeue signal: 10", "lightning-slurm-requeue", ("attributed", "preemption", [])),
    # -- Accelerate's simple launcher: Python's CalledProcessError for a child a signal killed ------
    # https://github.com/python/cpython/blob/main/Lib/subprocess.py
    ("rank-1", "subprocess.CalledProcessError: Command '['/usr/bin/python3', 'train.py', '--config', 'fsdp.yaml']' died with <Signals.SIGKILL: 9>.", "launcher-child-died-sigkill", ("ambiguous", "unknown", [])),
    # -- DeepSpeed's launcher, and the ssh its multi-node runner uses ------------------------------
    # https://github.com/deepspeedai/DeepSpeed/blob/v0.18.9/deepspeed/launcher/launch.py
    ("rank-1", "[2026-01-01 00:02:10,000] [INFO] [launch.py:335:sigkill_handler] Killing subprocess 12345", "deepspeed-launcher-teardown", ("ambiguous", "unknown", [])),
    # https://github.com/openssh/openssh-portable/blob/master/sshconnect.c
    ("pdsh", "ssh: connect to host node-1 port 22: No route to host", "ssh-connect-failed", ("ambiguous", "network", [])),
    # https://github.com/deepspeedai/DeepSpeed/blob/v0.18.9/deepspeed/launcher/runner.py (parse_resource_filter's
    # f-string `No slot '{slot}' specified on host '{hostname}'`, as DeepSpeed's own tests/unit/launcher/test_run.py matches it)
    ("launcher", "ValueError: No slot '2' specified on host 'localhost'", "deepspeed-resource-filter-refused", ("attributed", "user_code", [])),
    # -- horovodrun ------------------------------------------------------------------------------
    # https://github.com/horovod/horovod/blob/v0.28.1/horovod/runner/gloo_run.py
    ("horovodrun", "Terminating remaining workers after failure of Process 1.", "horovod-gloo-process-exited", ("ambiguous", "unknown", [])),
    # https://github.com/horovod/horovod/blob/v0.28.1/horovod/runner/elastic/registration.py
    ("horovodrun", "ERROR:root:reset count 3 has exceeded limit 3 -> stop running", "horovod-elastic-stopped", ("ambiguous", "unknown", [])),
    # -- TensorFlow MultiWorkerMirroredStrategy ----------------------------------------------------
    # https://github.com/tensorflow/tensorflow/blob/master/tensorflow/core/common_runtime/base_collective_executor.cc
    ("rank-1", "tensorflow.python.framework.errors_impl.UnavailableError: Collective ops is aborted by: failed to connect to all addresses", "tf-collective-ops-aborted", ("ambiguous", "unknown", [])),
    ("rank-1", "tensorflow.python.framework.errors_impl.ResourceExhaustedError: Collective ops is aborted by: OOM when allocating tensor with shape[8192,8192]", "tf-device-oom", ("attributed", "oom", [])),
    # https://github.com/tensorflow/tensorflow/blob/master/tensorflow/core/common_runtime/executor.cc (appended to a
    # RESOURCE_EXHAUSTED op failure only), as posted in https://github.com/tensorflow/tensorflow/issues/52232
    ("rank-1", "Hint: If you want to see a list of allocated tensors when OOM happens, add report_tensor_allocations_upon_oom to RunOptions for current allocation info. This isn't available when running in Eager mode.", "tf-oom-hint", ("attributed", "oom", [])),
    # -- apex amp's dynamic loss scaler --------------------------------------------------------------
    # https://github.com/NVIDIA/apex/blob/master/apex/amp/handle.py, as posted in https://github.com/NVIDIA/apex/issues/318
    ("rank-1", "Gradient overflow.  Skipping step, loss scaler 0 reducing loss scale to 8.165126103939127e-202", "apex-loss-scale-underflow", ("attributed", "numerical", [])),
    # -- the failure signal handler of libtpu and Google-built wheels -------------------------------
    # as posted in https://github.com/huggingface/transformers/issues/29322 (after `*** SIGSEGV ... received by PID 209`)
    ("rank-1", "https://symbolize.stripped_domain/r/?trace=7f68745ea524,7f6b4909ed5f,7f68744cc07e,7f68744bba2d,7f6b493b66ad,7f6b49565fff&map=bdcf1f91b8790c8a971d2904a194674945111543:7f686fdab000-7f687e3adac0", "tpu-failure-signal-trace", ("ambiguous", "unknown", [])),
    # https://github.com/tensorflow/tensorflow/blob/master/tensorflow/python/distribute/collective_all_reduce_strategy.py
    ("rank-1", "ERROR:tensorflow:Cluster check alive failed, /job:worker/replica:0/task:0 is down, aborting collectives: Deadline Exceeded", "tf-cluster-check-alive-failed", ("ambiguous", "unknown", [])),
    # https://github.com/tensorflow/tensorflow/blob/master/tensorflow/python/distribute/failure_handling/failure_handling.py
    ("rank-1", "INFO:tensorflow:Member 1 has received termination notice.", "tf-termination-notice", ("attributed", "preemption", [])),
    # -- JAX's coordination service ------------------------------------------------------------------
    # https://github.com/openxla/xla/blob/main/xla/tsl/distributed_runtime/coordination/coordination_service.cc
    ("rank-1", "jaxlib.xla_extension.XlaRuntimeError: INTERNAL: Shutdown barrier has failed.", "xla-shutdown-barrier-failed", ("ambiguous", "unknown", [])),
    # -- Kubernetes Job, JobSet, Kueue, the kubelet --------------------------------------------------
    # https://github.com/kubernetes/kubernetes/blob/master/pkg/controller/job/job_controller.go
    ("kubectl", "  Warning  BackoffLimitExceeded  job/trainer  Job has reached the specified backoff limit", "k8s-job-failed", ("ambiguous", "unknown", [])),
    # https://github.com/kubernetes-sigs/jobset/blob/main/pkg/controllers/jobset_controller.go
    ("kubectl", "  Warning  FailedJobs  jobset/trainer  jobset failed due to one or more job failures (first failed job: trainer-workers-0)", "jobset-failed", ("ambiguous", "unknown", [])),
    # https://github.com/kubernetes-sigs/kueue/blob/main/pkg/controller/core/workload_controller.go
    ("kubectl", "  Warning  EvictedDueToPodsReadyTimeout  workload/job-trainer-1a2b3  Exceeded the PodsReady timeout default/job-trainer-1a2b3", "kueue-pods-ready-timeout", ("ambiguous", "hang", [])),
    # https://kubernetes.io/docs/concepts/workloads/pods/disruptions/#pod-disruption-conditions
    ("kubectl", "    Reason:  PreemptionByScheduler", "k8s-disruption-preempted", ("attributed", "preemption", [])),
    # https://github.com/kubernetes/kubernetes/blob/master/pkg/kubelet/active_deadline.go
    ("kubectl", "  Warning  DeadlineExceeded  pod/trainer-w1  Pod was active on the node longer than the specified deadline", "k8s-pod-active-deadline", ("attributed", "preemption", [])),
    # a person's `kubectl delete pod NAME` in an operator's shell transcript: no posted line
    # found outside a held-out corpus's report; written in kubectl delete's TYPE NAME form
    # (https://kubernetes.io/docs/reference/kubectl/generated/kubectl_delete/); what follows for
    # a fixed-size DDP run: https://github.com/kubeflow/pytorch-operator/issues/359
    ("kubectl", "$ kubectl delete pod trainer-worker-1", "k8s-pod-deleted-by-user", ("ambiguous", "hang", [])),
    # https://github.com/volcano-sh/apis/blob/master/pkg/apis/bus/v1alpha1/events.go
    ("volcano-controller", "I0101 00:02:10.000000       1 job_controller.go:295] Try to handle request <Queue: , Job: default/trainer, Task:worker, Event:PodFailed, ExitCode:1, Action:RestartJob, JobVersion: 0>", "volcano-pod-failed", ("ambiguous", "unknown", [])),
    # https://github.com/kubernetes/kubernetes/blob/master/pkg/kubelet/kubelet_pods.go
    ("kubectl", "      Reason:       ContainerStatusUnknown", "k8s-container-status-unknown", ("ambiguous", "unknown", [])),
    # -- Slurm 23.02+: slurmstepd and srun ---------------------------------------------------------
    # https://github.com/SchedMD/slurm/blob/master/src/slurmd/slurmstepd/req.c
    ("slurm", "slurmstepd: error: *** STEP 123.0 ON node-2 FAILED (non-zero exit code or other failure mode) ***", "slurmstepd-step-failed", ("ambiguous", "unknown", [])),
    ("slurm", "slurmstepd: error: *** JOB 123 ON node-2 CANCELLED AT 2026-01-01T00:02:10 DUE to SIGNAL Terminated ***", "slurmstepd-step-failed", ("ambiguous", "unknown", [])),
    # https://github.com/SchedMD/slurm/blob/master/src/api/step_launch.c
    ("slurm", "srun: error: Task launch for StepId=123.0 failed on node node-1: Communication connection failure", "srun-task-launch-unreachable", ("ambiguous", "network", [])),
    # https://github.com/SchedMD/slurm/blob/master/src/srun/launch.c
    ("slurm", "srun: error: node-2: task 1: Aborted (core dumped)", "srun-task-signalled", ("ambiguous", "unknown", [])),
    # -- PBS Pro / OpenPBS: the server's verdict names the node (read on node-2, about node-1) -------
    # https://github.com/openpbs/openpbs/blob/master/src/server/node_manager.c
    ("pbs", "Job deleted, execution node node-1 down", "pbs-execution-node-down", ("attributed", "node_failure", ["node-1"])),
    # https://github.com/openpbs/openpbs/blob/master/src/resmom/mom_main.c
    ("pbs", "=>> PBS: job killed: ncpus 12.04 exceeded limit 8 (sum)", "pbs-ncpus-limit", ("attributed", "user_code", [])),
    # -- Flux's job shell ----------------------------------------------------------------------------
    # https://github.com/flux-framework/flux-core/blob/master/src/shell/doom.c
    ("flux", "flux-shell[0]: FATAL: doom: python: task rank 1 on host node-2 failed (Exit 1) and exit-on-error is set", "flux-doom-task-failed", ("ambiguous", "unknown", [])),
    # -- NVIDIA Resiliency Extension (Megatron-LM, NeMo) ---------------------------------------------
    # https://github.com/NVIDIA/nvidia-resiliency-ext/blob/v0.7.0-main/src/nvidia_resiliency_ext/fault_tolerance/rank_monitor_server.py
    ("rank-1", "[Cycle 0] Did not get subsequent heartbeat. Waited 1800.00 seconds.", "nvrx-rank-timeout", ("ambiguous", "hang", [])),
    # https://github.com/NVIDIA/Megatron-LM/blob/main/megatron/training/training.py (--exit-signal-handler)
    ("rank-1", "[default0]:[exiting program after receiving SIGTERM.] datetime: 2026-01-01 00:02:10 ", "training-stopped-on-sigterm", ("ambiguous", "unknown", [])),
    # -- Levanter (Marin's JAX trainer) --------------------------------------------------------------
    # https://github.com/marin-community/marin/blob/main/lib/levanter/src/levanter/callbacks/progress_watchdog.py
    # (ProgressWatchdog._terminate's `No progress after %s for %.1f seconds (timeout %.1f);
    # terminating with exit code %d`, rendered here with a step deadline of 900 s; the deadlines
    # as https://github.com/marin-community/marin/pull/8006 describes them)
    ("rank-1", "No progress after train_step_started for 912.4 seconds (timeout 900.0); terminating with exit code 124", "levanter-progress-watchdog", ("ambiguous", "hang", [])),
    # -- AWS Neuron runtime, Intel Gaudi -------------------------------------------------------------
    # https://awsdocs-neuron.readthedocs-hosted.com/en/latest/neuron-runtime/api/nrt_status.html
    ("rank-1", 'nrt_execute: status=5, error message="Timeout"', "neuron-exec-timeout", ("ambiguous", "hang", [])),
    ("rank-1", "ERROR  NRT:nrt_load  NRT_LOAD_NOT_ENOUGH_NC", "neuron-cores-unavailable", ("attributed", "user_code", [])),
    # https://github.com/HabanaAI/SynapseAI_Core/blob/5fe9e240f60f650c7df9d3d2dddde85c4b18d3bc/external_includes/synapse_common_types.h
    ("rank-1", "RuntimeError: synStatus=8 [Device not found] Device acquire failed.", "habana-device-acquire-failed", ("ambiguous", "unknown", [])),
]


def _best(catalog: Catalog, stream: str, text: str) -> str | None:
    found = matcher_for(catalog, stream).best(text, text.lower())
    return found[0].id if found else None


@pytest.mark.parametrize(("stream", "line", "signature", "expected"), MESSAGES,
                         ids=[f"{i}-{m[2]}" for i, m in enumerate(MESSAGES)])
def test_a_stacks_fatal_message_means_what_its_source_says(catalog, bundle, stream, line, signature, expected) -> None:
    """The message on node-2 after both nodes trained, and no job state: the line alone says
    that the run failed (before, most of them left it `no_failure` or made it the program's)."""
    assert _best(catalog, stream, line) == signature, line
    result = attribute_bundle(bundle({
        "metrics.jsonl": _steps(100),
        "logs/node-1/rank-0.log": _log((100, "step 10 loss 2.31")),
        f"logs/node-2/{stream}.log": _log((100, "step 10 loss 2.30"), (130, line)),
    }))
    assert (result.verdict, result.category, result.implicated_nodes) == expected, result.explanation


# Lines the same programs print on a healthy run (or on the way to recovering): none is read as
# one of the failures above.
HEALTHY = [
    ("rank-0", "SLURM auto-requeueing enabled. Setting signal handlers."),  # Lightning at start
    ("rank-0", "INFO:root:success count == 2 -> stop running"),  # Horovod's elastic driver, done
    ("horovodrun", "Process 1 exit with status code 0."),  # a launcher's words for a clean exit
    ("rank-0", "[2026-01-01 00:02:10,000] [INFO] [launch.py:367:main] Process 4242 exits successfully."),  # DeepSpeed
    ("rank-0", "[2026-03-01 22:48:01,851 W 6578 6578] gcs_rpc_client.h:151: Failed to connect to GCS at address 10.0.0.1:6379 within 5 seconds."),  # Ray, retrying
    ("slurm", "slurmstepd: error: *** STEP 123.0 ON node-1 CANCELLED AT 2026-01-01T00:02:10 ***"),  # a user's scancel
    ("kubectl", "  Normal  Completed  jobset/trainer  jobset completed successfully"),
    ("rank-0", "Job has reached the specified backoff limit"),  # a controller's words in a rank's output
    ("volcano-controller", "Try to handle request <Queue: , Job: default/trainer, Task:worker, Event:TaskCompleted, ExitCode:0, Action:CompleteJob, JobVersion: 0>"),
    ("rank-0", "[default0]:[exiting program after 690.0159624854724 minutes] datetime: 2026-01-01 00:02:10 "),  # Megatron's --exit-duration-in-mins
    # apex's scaler at work (https://github.com/LEEYOONHYUNG/BVAE-TTS/issues/3, the title)
    ("rank-0", "Gradient overflow. Skipping step, loss scaler 0 reducing loss scale to 32768.0"),
    ("rank-0", "Gradient overflow.  Skipping step, loss scaler 0 reducing loss scale to 6.103515625e-05"),  # apex/amp/handle.py's format: a scale still within float32
]
FAILURES = {m[2] for m in MESSAGES}


@pytest.mark.parametrize(("stream", "line"), HEALTHY, ids=[str(i) for i in range(len(HEALTHY))])
def test_healthy_lines_of_the_same_programs_are_none_of_these(catalog, stream, line) -> None:
    assert _best(catalog, stream, line) not in FAILURES, line


# Lightning refusing its configuration (MisconfigurationException, lightning/fabric/utilities/
# exceptions.py; the device message is device_parser.py's)
MISCONFIGURATION = [
    # https://github.com/AntixK/PyTorch-VAE/issues/81
    "pytorch_lightning.utilities.exceptions.MisconfigurationException: You requested GPUs: [1]",
    # https://github.com/NVIDIA-NeMo/Speech/issues/1653 (the message on the lines after it)
    "MisconfigurationException: ",
    # https://github.com/ray-project/ray_lightning/issues/32 (behind Ray's worker prefix)
    "(pid=1521966) pytorch_lightning.utilities.exceptions.MisconfigurationException: ",
    # the exception's repr, as a wrapper logs it (the message device_parser.py formats)
    "MisconfigurationException('You requested gpu: [0, 1, 2, 3]\\n But your machine only has: [0, 1]')",
]


@pytest.mark.parametrize("line", MISCONFIGURATION)
def test_lightning_refusing_its_configuration_is_the_jobs_own_error(catalog, bundle, line) -> None:
    assert _best(catalog, "rank-0", line) == "lightning-misconfiguration", line
    result = attribute_bundle(bundle({"logs/node-1/rank-0.log": _log((5, line))}, FAILED))
    assert (result.verdict, result.category, result.implicated_nodes) == ("attributed", "user_code", [])


# DeepSpeed's runner without a hostfile, as posted in https://github.com/deepspeedai/DeepSpeed/issues/3299
# (there a one-GPU run, where it is the normal start)
NO_HOSTFILE = [
    "[2023-04-19 10:49:12,862] [WARNING] [runner.py:190:fetch_hostfile] Unable to find hostfile, will proceed with training with local resources only.",
    "[2023-04-19 10:49:15,093] [INFO] [launch.py:229:main] WORLD INFO DICT: {'localhost': [0]}",
    "[2023-04-19 10:49:15,093] [INFO] [launch.py:235:main] nnodes=1, num_local_procs=1, node_rank=0",
]


def test_a_deepspeed_runner_without_a_hostfile_leaves_a_multi_node_jobs_other_nodes_out(
        write_bundle) -> None:
    """On a job given two nodes the runner's fallback to its own host is the launch's mistake
    (user_code, nobody implicated); on a one-node job it is the normal start, no cause."""
    lines = _log(*((5, text) for text in NO_HOSTFILE))
    two = attribute_bundle(write_bundle({"logs/node-1/launcher.log": lines}, name="two"))
    assert (two.verdict, two.category, two.implicated_nodes, two.signature) == (
        "attributed", "user_code", [], "deepspeed-no-hostfile-multinode"), two.explanation
    one = attribute_bundle(write_bundle(
        {"logs/node-1/launcher.log": lines,
         "scheduler.jsonl": json.dumps(FAILED[0]) + "\n"},
        nodes=["node-1"], ranks={"0": "node-1"}, name="one"))
    assert one.signature != "deepspeed-no-hostfile-multinode", one.explanation


def test_the_raise_line_a_traceback_shows_is_not_the_exception(catalog) -> None:
    assert _best(catalog, "rank-0", "    raise MisconfigurationException(") != "lightning-misconfiguration"


def test_a_health_check_verdict_about_a_peer_names_it_only_with_the_peers_own_witness(bundle) -> None:
    """TensorFlow's `Cluster check alive failed, /job:worker/replica:0/task:0 is down` on node-2
    is node-2's report about task 0 (node-1), never about node-2; alone it names nobody, and
    node-1's own kernel saying the OOM killer took its process explains it."""
    verdict = "ERROR:tensorflow:Cluster check alive failed, /job:worker/replica:0/task:0 is down, aborting collectives: Deadline Exceeded"
    alone = attribute_bundle(bundle({"logs/node-2/rank-1.log": _log((130, verdict))}, FAILED))
    assert alone.implicated_nodes == [] and alone.verdict == "ambiguous"
    explained = attribute_bundle(bundle({
        "logs/node-1/kernel.log": _log((120, "Out of memory: Killed process 4242 (python3) total-vm:98765432kB, anon-rss:87654321kB, file-rss:0kB, shmem-rss:0kB, UID:0 pgtables:170000kB oom_score_adj:0")),
        "logs/node-2/rank-1.log": _log((130, verdict)),
    }, FAILED, name="explained"))
    assert (explained.category, "node-2" in explained.implicated_nodes) == ("oom", False)


def test_a_step_that_would_not_die_names_no_node_even_when_another_nodes_output_holds_it(bundle) -> None:
    """slurmstepd's `STEPD TERMINATED ON node-2 ... DUE TO JOB NOT ENDING WITH SIGNALS` comes at
    teardown, after whatever stopped the job (src/slurmd/slurmstepd/step_terminate_monitor.c); in
    the batch output on node-1 it is neither node-1's fault nor proof of node-2's."""
    line = "slurmstepd: error: *** STEP 123.0 STEPD TERMINATED ON node-2 AT 2026-01-01T00:02:10 DUE TO JOB NOT ENDING WITH SIGNALS ***"
    result = attribute_bundle(bundle({
        "metrics.jsonl": _steps(100),
        "logs/node-1/slurm.log": _log((130, line)),
    }, FAILED))
    assert result.implicated_nodes == []


def test_a_gpu_the_driver_says_needs_a_reset_names_its_node_only_with_the_nodes_own_logs(bundle) -> None:
    """The fault-tolerance health check's `GPU 3: Requires a reset to recover` (NVML's recovery
    action) is often gathered into one job output file: alone it implicates nobody."""
    line = "GPU 3: Requires a reset to recover. Terminate GPU processes and reset the GPU."
    result = attribute_bundle(bundle({
        "metrics.jsonl": _steps(100),
        "logs/node-2/rank-1.log": _log((130, line)),
    }, FAILED))
    assert result.implicated_nodes == []


def test_a_node_problem_detector_event_is_about_the_node_it_names_not_the_listings(bundle) -> None:
    """node-problem-detector relays node-2's own kernel line as an event about Node node-2
    (config/kernel-monitor.json); `kubectl get events` run on node-1 lists it. Before, the kernel
    catalogs read the message and named node-1, a healthy node, the node whose log held the
    listing."""
    for row, category in (
        ("  Warning  CperHardwareErrorFatal  node/node-2  {1}[Hardware Error]: event severity: fatal", "node_failure"),
        ("  Warning  Ext4Error  node/node-2  EXT4-fs error (device nvme0n1p1): ext4_find_entry:1455: inode #2: comm python: reading directory lblock 0", "storage"),
    ):
        result = attribute_bundle(bundle({
            "metrics.jsonl": _steps(100),
            "logs/node-1/kubectl-events.log": _log((130, row)),
        }, FAILED, name=category))
        assert (result.category, result.implicated_nodes) == (category, ["node-2"]), result.explanation


def test_a_pod_deleted_while_the_run_trains_on_is_no_failure(bundle) -> None:
    """The same `kubectl delete pod` on an elastic run whose ranks go on stepping after it (the
    restarted pod rejoined): the deletion stopped nothing, so it is no hang (program_stopped)."""
    result = attribute_bundle(bundle({
        "metrics.jsonl": _steps(200),
        "logs/node-1/rank-0.log": _log((100, "step 10 loss 2.31")),
        "logs/node-2/kubectl.log": _log((100, "$ kubectl delete pod trainer-worker-1")),
    }))
    assert result.verdict == "no_failure", result.explanation


def test_a_node_the_autoscaler_could_not_launch_is_no_failure_of_a_run_that_trains_on(bundle) -> None:
    """The autoscaler retries: a launch that failed while the job trained on with the nodes it
    had is no failure (node_launcher.py's message, as the driver prints it)."""
    line = "(autoscaler +15m51s) Failed to launch 2 node(s) of type gpu_worker."
    result = attribute_bundle(bundle({
        "metrics.jsonl": _steps(300),
        "logs/node-1/rank-0.log": _log((20, line), (300, "step 30 loss 2.01")),
    }, [{"ts": _at(310), "job_state": "COMPLETED", "exit_code": 0}]))
    assert result.verdict == "no_failure", result.explanation
