# ruff: noqa: E501  (verbatim log lines people posted are kept unwrapped)
"""The catalogs of other stacks (issue 43): Ray, JAX/XLA, fairseq, name resolution, Slurm
credentials, XFS, kubelet and containerd. Every signature is held to lines people posted in
public issues (the URL beside each line), healthy lines from the same reports must not match,
and a few bundles show what a signature means for the verdict and for the machine implicated.
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest
from two_nodes import at as _at
from two_nodes import log as _log

from trainwarden.attribution import Catalog, attribute_bundle
from trainwarden.attribution.bundle.matcher import matcher_for

NEW_CATALOGS = ("ray.yaml", "xla.yaml", "numerical.yaml", "name-resolution.yaml",
                "kubernetes.yaml", "tensorflow.yaml")
# entries tested here that live in other catalogs: this additions to slurm.yaml and
# system.yaml, and memory.yaml's pod OOMKilled status
ELSEWHERE = {"srun-credential-rejected", "slurmd-credential-expired", "xfs-shutdown-local",
             "k8s-oomkilled"}


def _best(catalog: Catalog, text: str, stream: str = "rank-0") -> tuple[str, str, str] | None:
    """(id, category, role) of the signature the scanner gives the line, or None."""
    found = matcher_for(catalog, stream).best(text, text.lower())
    return (found[0].id, found[0].category, found[0].role) if found else None


# (stream, line, signature id, category); the comment above each line is where it was posted
POSTED = [
    # -- Ray: the raylet's memory monitor -------------------------------------------------
    # https://github.com/real-stanford/flingbot/issues/11
    ("rank-0", "ray.exceptions.OutOfMemoryError: Task was killed due to the node running low on memory.", "ray-memory-monitor-kill", "oom"),
    # https://github.com/ray-project/ray/issues/28776
    ("rank-0", "ray.exceptions.OutOfMemoryError: Task was killed due to the node running low on memory.", "ray-memory-monitor-kill", "oom"),
    # Ray's own docs (doc/source/ray-observability/user-guides/debug-apps/debug-memory.rst): https://docs.ray.io/en/latest/ray-observability/user-guides/debug-apps/debug-memory.html
    ("rank-0", "(raylet) [2023-04-09 07:23:59,445 E 395 395] (raylet) node_manager.cc:3049: 10 Workers (tasks / actors) killed due to memory pressure (OOM), 0 Workers crashed due to other reasons at node (ID: e5d953ef03e55e26f13973ea1b5a0fd0ecc729cd820bc89e4aa50451, IP: 10.0.62.231) over the last time period. To see more information about the Workers killed on this node, use `ray logs raylet.out -ip 10.0.62.231`", "ray-memory-monitor-kill", "oom"),
    # https://github.com/WM-PO/WMPO/issues/3 (the line as the terminal wrapped it)
    ("rank-0", "(raylet) [2025-12-07 09:57:19,206 E 393463 393463] (raylet) node_manager.cc:3277: 2 Workers (tasks / actors) killed due to memory pressure (OOM), 0 Workers crashed due to other reasons at ", "ray-memory-monitor-kill", "oom"),
    # https://github.com/WM-PO/WMPO/issues/3: the advice Ray prints only with an OOM kill, alone
    # when the log kept no more of the kill's message
    ("rank-0", "(raylet) Refer to the documentation on how to address the out of memory issue: https://docs.ray.io/en/latest/ray-core/scheduling/ray-oom-prevention.html. Consider provisioning more memory ", "ray-memory-monitor-kill", "oom"),
    # https://github.com/real-stanford/flingbot/issues/11: the kill's own message, the line after
    # the exception's (a log that kept this line alone still shows the kill)
    ("rank-0", "Memory on the node (IP: 192.168.0.107, ID: fc2befb2867ce88e73a8a45572c43a640751ae1f2b5e15bd8315f293) where the task (actor ID: f9cc340f5aef7b479d86345001000000, name=SimEnv.__init__, pid=4331, memory used=2.22GB) was running was 59.49GB / 62.58GB (0.950744), which exceeds the memory usage threshold of 0.95. Ray killed this worker (ID: d98ac96cdd66ea8c0a2604609381c3256c8285b87822896c767f7714) because it was the most recently scheduled task; to see more information about memory usage on this node, use `ray logs raylet.out -ip 192.168.0.107`. To see the logs of the worker, use `ray logs worker-d98ac96cdd66ea8c0a2604609381c3256c8285b87822896c767f7714*out -ip 192.168.0.107. Top 10 memory users:", "ray-memory-monitor-kill", "oom"),
    # https://github.com/ray-project/ray/issues/28776: the same, as an older Ray worded it
    ("rank-0", "Memory on the node (IP: 172.31.69.247, ID: 5bf8d24f68a4b2f966b34cb94a41d1a312f406dc9081063ea7dd661b) where the task was running was 54.86GB / 57.60GB (0.952354), which exceeds the memory usage threshold of 0.95. Ray killed this worker (ID: 0c7d1ce94eefa4e408894a6d04511faca3d30bad46c775ba7961b38b) because it was the most recently scheduled task; to see more information about memory usage on this node, use `ray logs raylet.out -ip 172.31.69.247`. To see the logs of the worker, use `ray logs worker-0c7d1ce94eefa4e408894a6d04511faca3d30bad46c775ba7961b38b*out -ip 172.31.69.247`.", "ray-memory-monitor-kill", "oom"),
    # -- Ray: a node declared dead ----------------------------------------------------------
    # https://github.com/ray-project/ray/issues/22425 (the raylet's own log on the dead node)
    ("raylet", "[2022-02-16 12:46:52,789 C 149 149] node_manager.cc:170: This node has beem marked as dead.", "ray-raylet-marked-dead", "node_failure"),
    # https://github.com/ray-project/ray/issues/21445 (the title: the raylet's fatal line)
    ("raylet", "[Core] [Bug] Exiting because this node manager has mistakenly been marked as dead by the GCS: GCS didn't receive heartbeats from this node for 30000 ms. This is likely because the machine or raylet ha", "ray-raylet-marked-dead", "node_failure"),
    # -- Ray: a worker that died, relayed to its callers (cascades) --------------------------
    # https://github.com/RUC-NLPIR/Tool-Star/issues/10 (SIGSEGV in the text is Ray listing causes, not a crash of this line's process)
    ("rank-0", "The actor is dead because its worker process has died. Worker exit type: SYSTEM_ERROR Worker exit detail: Worker unexpectedly exits with a connection error code 2. End of file. There are some potential root causes. (1) The process is killed by SIGKILL by OOM killer due to high memory usage. (2) ray stop --force is called. (3) The worker is crashed unexpectedly due to SIGSEGV or other unexpected errors.", "ray-actor-died", "unknown"),
    # https://github.com/werner-duvaud/muzero-general/issues/182
    ("rank-0", "2021-12-31 01:53:03,200\tWARNING worker.py:1245 -- A worker died or was killed while executing a task by an unexpected system error. To troubleshoot the problem, check the logs for the dead worker. RayTask ID: ffffffffffffffff5c4f8fe95fa608ecc2d8b86b01000000 Worker ID: dea6505859cd12046772c48e3964b3de7cf585148696c1226c9b42bb Node ID: 9287903437a2cae5bac8e5a217534c9754a749ce7832fbb054cf0b16 Worker IP address: 10.138.0.2 Worker port: 42079 Worker PID: 8537", "ray-worker-died", "unknown"),
    # https://github.com/hkust-nlp/simpleRL-reason/issues/25
    ("rank-0", "ray.exceptions.ActorDiedError: The actor died unexpectedly before finishing this task.", "ray-actor-died", "unknown"),
    # the raylet's word for a worker process that died before it registered, as
    # src/ray/raylet/worker_pool.cc's RAY_LOG(ERROR) composes it ("Some workers of the worker
    # process(" << pid << ") have not registered within the timeout. " then "The process is
    # dead, probably it crashed during start."), behind the driver's `(raylet) ` prefix and
    # the raylet's own log header; the pid and time are ours
    ("rank-0", "(raylet) [2025-03-02 10:00:05,120 E 4121 4121] (raylet) worker_pool.cc:586: Some workers of the worker process(4377) have not registered within the timeout. The process is dead, probably it crashed during start.", "ray-worker-died", "unknown"),
    # https://github.com/werner-duvaud/muzero-general/issues/182
    ("rank-0", "ray.exceptions.RayActorError: The actor died unexpectedly before finishing this task.", "ray-actor-died", "unknown"),
    # https://github.com/Jiayi-Pan/TinyZero/issues/58
    ("rank-0", "ray.exceptions.RayTaskError(ActorDiedError): ray::main_task() (pid=1042684, ip=147.8.181.248)", "ray-actor-died", "unknown"),
    # https://github.com/hiyouga/EasyR1/issues/324
    ("rank-0", "The actor is dead because its owner has died. Owner Id: 01000000ffffffffffffffffffffffffffffffffffffffffffffffff Owner Ip address: 172.21.160.9 Owner worker exit type: SYSTEM_ERROR Worker exit detail: Owner's node has crashed.", "ray-actor-died", "unknown"),
    # https://github.com/ray-project/tutorial/issues/171 (Tune relays the trial's own error)
    ("rank-0", "ray.exceptions.RayTaskError(TuneError): ray_WrappedTrackFunc:train() (pid=1561, ip=172.28.0.2)", "ray-train-relay", "unknown"),
    # https://github.com/ray-project/ray/issues/39380 (the trainer's relay names OOM as an example cause)
    ("rank-0", "ray.train.base_trainer.TrainingFailedError: The Ray Train run failed. Please inspect the previous error messages for a cause. After fixing the issue (assuming that the error is not caused by your own application logic, but rather an error such as OOM), you can restart the run from scratch or continue this run.", "ray-train-relay", "unknown"),
    # https://github.com/ray-project/ray/issues/16926 (tune.run's own `raise TuneError("Trials did
    # not complete", incomplete_trials)` after an RLlib trial errored)
    ("rank-0", "ray.tune.error.TuneError: ('Trials did not complete', [SAC_MountainCarCountinuous-v0_5ad25_00000])", "ray-train-relay", "unknown"),
    # https://github.com/intel/analytics-zoo/issues/52 (the same relay from AutoML's search)
    ("rank-0", "ray.tune.error.TuneError: ('Trials did not complete', [train_func_373ad_00000])", "ray-train-relay", "unknown"),
    # -- Ray: the program's own exception, re-raised by the caller --------------------------
    # https://github.com/ray-project/ray/issues/43137
    ("rank-0", "ray.exceptions.RayTaskError(AttributeError): ray::TrainALL.train() (pid=35968, ip=127.0.0.1, actor_id=a40ed1244b3633a795d5b82f01000000, repr=<__main__.TrainALL object at 0x000001E6F5BBE4F0>)", "ray-task-error", "user_code"),
    # https://github.com/ray-project/ray/issues/27851
    ("rank-0", "RayTaskError(ValueError): ray::TrainTrainable.train() (pid=7746, ip=172.22.169.255, repr=HuggingFaceTrainer)", "ray-task-error", "user_code"),
    # -- XLA: device memory -------------------------------------------------------------------
    # https://github.com/jax-ml/jax/issues/13428
    ("rank-0", "jaxlib.xla_extension.XlaRuntimeError: RESOURCE_EXHAUSTED: Out of memory while trying to allocate 6291456 bytes.", "xla-device-oom", "oom"),
    # https://github.com/erfanzar/EasyDeL/issues/78
    ("rank-0", "jaxlib.xla_extension.XlaRuntimeError: RESOURCE_EXHAUSTED: XLA:TPU compile permanent error. Ran out of memory in memory space hbm. Used 21.90G of 7.48G hbm. Exceeded hbm capacity by 14.42G.", "xla-device-oom", "oom"),
    # https://github.com/onpix/LLNeRF/issues/9
    ("rank-0", "jaxlib.xla_extension.XlaRuntimeError: RESOURCE_EXHAUSTED: Out of memory allocating 20029400304 bytes.", "xla-device-oom", "oom"),
    # https://github.com/jax-ml/jax/issues/4994
    ("rank-0", "FAILED tests/core_test.py::CoreTest::test_jit_42 - RuntimeError: Resource exhausted: Out of memory while trying to allocate 24 bytes.", "xla-device-oom", "oom"),
    # https://github.com/sokrypton/ColabFold/issues/65
    ("rank-0", "RuntimeError: RESOURCE_EXHAUSTED: Out of memory while trying to allocate 14285187448 bytes.", "xla-device-oom", "oom"),
    # https://github.com/kingoflolz/mesh-transformer-jax/issues/209
    ("rank-0", "2022-03-07 18:41:42.980600: E external/org_tensorflow/tensorflow/compiler/xla/pjrt/pjrt_stream_executor_client.cc:2124] Execution of replica 0 failed: RESOURCE_EXHAUSTED: Failed to allocate request for 256.00MiB (268435456B) on device ordinal 0", "xla-device-oom", "oom"),
    # https://github.com/pytorch/xla/issues/3470 (PyTorch/XLA on a TPU)
    ("rank-0", "2022-04-04 00:27:49.642380: E tensorflow/compiler/xla/xla_client/xla_util.cc:88]   (1) RESOURCE_EXHAUSTED: Attempting to reserve 6.48G at the bottom of memory. That was not possible. There are 6.78G free, 0B reserved, and 3.33G reservable.", "xla-device-oom", "oom"),
    # -- TensorFlow: device memory -----------------------------------------------------------
    # https://github.com/keras-team/keras/issues/9643
    ("rank-0", "ResourceExhaustedError: OOM when allocating tensor with shape[128,128,109,109] and type float on /job:localhost/replica:0/task:0/device:GPU:1 by allocator GPU_1_bfc", "tf-device-oom", "oom"),
    # https://github.com/zzw922cn/Automatic_Speech_Recognition/issues/78
    ("rank-0", "2018-06-08 17:26:00.908130: W tensorflow/core/framework/op_kernel.cc:1202] OP_REQUIRES failed at tile_ops.cc:123 : Resource exhausted: OOM when allocating tensor with shape[16,1,892800,8,4,2,2] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc", "tf-device-oom", "oom"),
    # not a posted line (the report of it is a held-out corpus's source): Python's exception line
    # for TensorFlow's UnavailableError (tensorflow/python/framework/errors_impl.py) whose message
    # autograph built (tensorflow/python/autograph/pyct/error_utils.py starts it `in user code:`)
    ("rank-0", "tensorflow.python.framework.errors_impl.UnavailableError: in user code:", "tf-unavailable-in-traced-function", "unknown"),
    # https://github.com/tensorflow/tensorflow/issues/33747 (TF 2.0 on a Cloud TPU: a dataset the
    # client built could not be sent to the TPU worker that runs it; eager/execute.cc's message)
    ("rank-0", "Failed copying input tensor from /job:localhost/replica:0/task:0/device:CPU:0 to /job:worker/replica:0/task:0/device:CPU:0 in order to run AutoShardDataset: Unable to parse tensor proto", "tf-dataset-copy-to-worker-failed", "user_code"),
    # https://github.com/Azure/MachineLearningNotebooks/issues/880
    ("rank-0", "  (0) Resource exhausted: OOM when allocating tensor with shape[16,112,112,147] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc", "tf-device-oom", "oom"),
    # -- XLA: the coordination service ----------------------------------------------------------
    # https://github.com/jax-ml/jax/issues/23599
    ("rank-0", "2024-10-09 15:47:38.568412: E external/xla/xla/tsl/distributed_runtime/coordination/coordination_service.cc:1170] /job:jax_worker/replica:0/task:0 has been set to ERROR in coordination service: UNAVAILABLE: Task /job:jax_worker/replica:0/task:0 heartbeat timeout. This indicates that the remote task has failed, got preempted, or crashed unexpectedly. Check the task logs for an earlier error to debug further. [type.googleapis.com/tensorflow.CoordinationServiceError='']", "xla-coordination-task-dead", "unknown"),
    # https://github.com/jax-ml/jax/pull/39095 (JAX's fault-tolerance docs)
    ("rank-0", "E0929 17:42:48.594192 1044529 coordination_service_agent.cc:332] Polled an error from coordination service (this can be an error from this or another task).", "xla-coordination-error-relay", "unknown"),
    ("rank-0", "F0929 17:42:48.594200 1044529 client.h:77] Terminating process because the JAX distributed service detected fatal errors. This most likely indicates that another task died; see the other task logs for more details. Disable Python buffering, i.e. `python -u`, to be sure to see all the previous output. absl::Status: UNAVAILABLE: Failed to send RPC to coordination service. Either the leader task was preempted/died/restarted unexpectedly or this task is experiencing network issues.", "xla-coordination-error-relay", "unknown"),
    # https://github.com/google/paxml/issues/77
    ("rank-0", "2024-04-12 23:39:41.656900: E external/xla/xla/pjrt/distributed/client.cc:96] Coordination service agent in error status: DEADLINE_EXCEEDED: Deadline Exceeded", "xla-coordination-error-relay", "unknown"),
    ("rank-0", "Additional GRPC error information from remote target unknown_target_for_coordination_leader while calling /tensorflow.CoordinationService/RegisterTask:", "xla-barrier-timeout", "unknown"),
    # https://github.com/ayaka14732/llama-2-jax/issues/20
    ("rank-0", "jaxlib.xla_extension.XlaRuntimeError: DEADLINE_EXCEEDED: Barrier timed out. Barrier_id: PjRT_Client_Connect. Timed out task names:", "xla-barrier-timeout", "unknown"),
    # https://github.com/AI-Hypercomputer/gpu-recipes/issues/2
    ("rank-0", "Stopping coordination service as cluster registration failed. This may be due to 1) some tasks crashed earlier before connecting, 2) some tasks were never scheduled, or 3) scheduling delays. Consider setting a longer initialization timeout if such delays are expected, the timeout is currently set to: 1h.", "xla-barrier-timeout", "unknown"),
    ("rank-0", "Original error: DEADLINE_EXCEEDED: Barrier timed out. Id: [Init]Wait_for_all_tasks_to_register::0. This usually happens because a task triggered the barrier too early or too slowly. Please look at the task logs (both timed out and first task) to debug further.", "xla-barrier-timeout", "unknown"),
    # https://github.com/pytorch/xla/issues/4831 (PyTorch/XLA's cross-host rendezvous)
    ("rank-0", "2023-03-29 13:52:59 172.16.96.171 [1] RuntimeError: tensorflow/compiler/xla/xla_client/mesh_service.cc:364 : Failed to meet rendezvous 'torch_xla.core.xla_model.save': Connection reset by peer (14)", "torch-xla-rendezvous-failed", "unknown"),
    # -- JAX: jax_debug_nans ---------------------------------------------------------------------
    # https://github.com/jax-ml/jax/issues/25701
    ("rank-0", "FloatingPointError: invalid value (nan) encountered in log", "jax-debug-nans", "numerical"),
    ("rank-0", "Invalid nan value encountered in the output of a jax.jit function. Calling the de-optimized version.", "jax-debug-nans", "numerical"),
    # https://github.com/jax-ml/jax/issues/7634
    ("rank-0", "FloatingPointError: invalid value (nan) encountered in convert_element_type", "jax-debug-nans", "numerical"),
    # https://github.com/jax-ml/jax/pull/25519
    ("rank-0", "jax._src.source_info_util.JaxStackTraceBeforeTransformation: FloatingPointError: invalid value (nan) encountered in mul", "jax-debug-nans", "numerical"),
    # -- fairseq's loss scaler ----------------------------------------------------------------
    # https://github.com/facebookresearch/fairseq/issues/3185
    ("rank-0", "FloatingPointError: Minimum loss scale reached (0.0001). Your loss is probably exploding. Try lowering the learning rate, using gradient clipping or increasing the batch size.", "fairseq-min-loss-scale", "numerical"),
    # https://github.com/facebookresearch/fairseq/issues/1529 (the title)
    ("rank-0", "FloatingPointError: Minimum loss scale reached (0.0001).", "fairseq-min-loss-scale", "numerical"),
    # -- GPT-NeoX's overflow monitor ------------------------------------------------------------
    # the program's own format string (megatron/utils.py, OverflowMonitor.check, added in
    # https://github.com/EleutherAI/gpt-neox/pull/300) with its default n=50
    ("rank-0", "Exception: Skipped 50 iterations in a row due to Overflow - Exiting training.", "gptneox-overflow-iterations", "numerical"),
    # -- a node that cannot resolve the rendezvous host -------------------------------------
    # https://github.com/meta-pytorch/torchx/issues/540
    ("rank-0", "(CommandActor pid=369, ip=10.131.6.134) [0]:[W socket.cpp:558] [c10d] The IPv4 network addresses of (codeflare-ray-jiajie-csqcn-head-sjvwx, 50176) cannot be retrieved (gai error: -2 - Name or service not known).", "c10d-name-resolution-failed", "network"),
    # https://github.com/meta-pytorch/monarch/pull/1571 (the IPv6 attempt comes first and says nothing alone)
    ("rank-0", "[24 similar log lines] [W1008 23:40:22.781961348 socket.cpp:767] [c10d] The IPv6 network addresses of (job-01k72wn5f8waqw7d81mfggagn4.internal, 50745) cannot be retrieved (gai error: -2 - Name or service not known).", "c10d-ipv6-name-resolution", "network"),
    # https://github.com/pytorch/examples/issues/540
    ("rank-0", "ValueError: host not found: Name or service not known", "c10d-name-resolution-failed", "network"),
    # https://github.com/msr-fiddle/pipedream/issues/32
    ("rank-0", "RuntimeError: [enforce fail at ../third_party/gloo/gloo/transport/tcp/device.cc:127] rp != nullptr. Unable to find address for: dgx-1.ai", "c10d-name-resolution-failed", "network"),
    # -- Slurm: a node whose clock is off -----------------------------------------------------
    # https://github.com/JuliaParallel/ClusterManagers.jl/issues/91
    ("rank-0", "srun: error: Task launch for 14774.0 failed on node magi70: Job credential expired", "srun-credential-rejected", "node_failure"),
    # https://github.com/c3nl-neuraldynamics/c3nl_cluster/issues/62
    ("rank-0", "srun: error: Task launch for 1466614.0 failed on node compute-0-1: Job credential expired", "srun-credential-rejected", "node_failure"),
    # https://github.com/omnivector-solutions/snap-slurm/issues/78
    ("rank-0", "srun: error: Task launch for 47.0 failed on node n-c122: Invalid job credential", "srun-credential-rejected", "node_failure"),
    # https://github.com/clustervision/trinity/issues/424 (the node's slurmd.log)
    ("slurmd", "2015-09-14T06:44:37.084] error: Munge decode failed: Expired credential", "slurmd-credential-expired", "node_failure"),
    # -- XFS on a node's own disk --------------------------------------------------------------
    # https://github.com/stratis-storage/stratisd/issues/812
    ("kernel", "[257265.559738] XFS (dm-11): Corruption of in-memory data detected.  Shutting down filesystem", "xfs-shutdown-local", "storage"),
    ("kernel", "[257265.468411] XFS (dm-11): xfs_do_force_shutdown(0x8) called from line 3486 of file fs/xfs/xfs_inode.c.  Return address = 00000000cc36f40e", "xfs-shutdown-local", "storage"),
    # https://github.com/kubernetes/node-problem-detector/pull/845
    ("kernel", "kernel: XFS (dm-4): I/O Error Detected. Shutting down filesystem", "xfs-shutdown-local", "storage"),
    ("kernel", "kernel: XFS (dm-4): Corruption detected. Unmount and run xfs_repair", "xfs-shutdown-local", "storage"),
    # https://github.com/coreos/bugs/issues/1396
    ("kernel", "Jun 08 11:45:16 ip-10-8-4-150.eu-west-1.compute.internal kernel: XFS (xvdb): Log I/O Error Detected.  Shutting down filesystem", "xfs-shutdown-local", "storage"),
    # https://github.com/siderolabs/talos/pull/8733
    ("kernel", "109.200.197.196: kern:   alert: [2024-05-13T15:13:11.99477118Z]: XFS (sdb6): Filesystem has been shut down due to log error (0x2).", "xfs-shutdown-local", "storage"),
    # -- Ray: an actor whose constructor raised (the program's) -------------------------------
    # https://github.com/ray-project/ray/issues/28284 (a Tune trainable's setup raising)
    ("rank-0", "ray.exceptions.RayActorError: The actor died because of an error raised in its creation task, ray::ResourceTrainable.__init__() (pid=961282, ip=10.33.0.28, repr=<ray.tune.trainable.util.BroadModel object at 0x7f27be02db80>)", "ray-actor-creation-failed", "user_code"),
    # https://github.com/ray-project/ray/pull/14211 (the worker's own log of it, relayed)
    ("rank-0", "(pid=73260) The actor died because of an error raised in its creation task, ray::A.__init__() (pid=73260, ip=100.88.61.91)", "ray-actor-creation-failed", "user_code"),
    # -- Ray Tune: Trainer.fit re-raising a trial's error file (a relay) ----------------------
    # no posted line outside the held-out corpora: TuneError's class before the header Tune
    # writes at each entry of a trial's error file, "Failure # {} (occurred at {})" with
    # date_str() (python/ray/tune/trial.py, write_error_log); ray-project/ray#28284 quotes the header
    ("rank-0", "ray.tune.error.TuneError: Failure # 1 (occurred at 2022-09-04_06-21-49)", "ray-train-relay", "unknown"),
    # -- XLA's PjRt client refusing an argument of another shape (the program's) -------------
    # https://github.com/zml/zml/issues/170
    ("rank-0", "E0125 15:22:55.460935 1310419 pjrt_stream_executor_client.cc:3086] Execution of replica 0 failed: INVALID_ARGUMENT: Executable expected shape u32[1,256]{1,0} for argument 291 but got incompatible shape u32[256]{0}", "pjrt-argument-shape-mismatch", "user_code"),
    # https://github.com/alpa-projects/alpa/issues/506 (the maintainer quoting the error)
    ("rank-0", "The problem `Execution of replica 0 failed: INVALID_ARGUMENT: Executable expected shape f32[512,512]{1,0} for argument 9 but got incompatible shape f32[512,256]{1,0}` occurs when the input tensor's shape does not match", "pjrt-argument-shape-mismatch", "user_code"),
    # -- kubelet and containerd on the node -----------------------------------------------------
    # https://github.com/kubernetes/kubernetes/issues/45419
    ("kubelet", "May 05 13:59:56 ip-10-50-20-208.ec2.internal kubelet[2858]: I0505 13:59:56.872908    2858 kubelet_node_status.go:682] Node became not ready: {Type:Ready Status:False LastHeartbeatTime:2017-05-05 13:59:56.872865742 +0000 UTC LastTransitionTime:2017-05-05 13:59:56.872865742 +0000 UTC Reason:KubeletNotReady Message:PLEG is not healthy: pleg was last seen active 3m7.629592089s ago; threshold is 3m0s}", "kubelet-node-not-ready", "node_failure"),
    # https://github.com/prabhatsharma/kubernetes-the-hard-way-aws/issues/12
    ("kubelet", "Jan 31 15:46:40 ip-10-240-0-20 kubelet[3072]: I0131 15:46:40.357340    3072 kubelet_node_status.go:446] Recording NodeNotReady event message for node ip-10-240-0-20", "kubelet-node-not-ready", "node_failure"),
    # https://github.com/aws-samples/eks-workshop-v2/issues/447
    ("kubelet", "Apr 13 10:53:52 ip-10-42-10-121 kubelet: E0413 10:53:52.844381    3263 kubelet.go:2055] \"Skipping pod synchronization\" err=\"PLEG is not healthy: pleg was last seen active 2h33m12.704970756s ago; threshold is 3m0s\"", "kubelet-pleg-unhealthy", "node_failure"),
    # https://github.com/kubernetes/kubernetes/issues/61117
    ("kubelet", "Mar 13 16:02:43 vk-prod4-node-v18-w3fz kubelet[1450]: I0313 16:02:43.934473    1450 kubelet.go:1778] skipping pod synchronization - [PLEG is not healthy: pleg was last seen active 3m5.30015447s ago; threshold is 3m0s]", "kubelet-pleg-unhealthy", "node_failure"),
    # https://github.com/kubernetes/minikube/issues/4084
    ("kubelet", "Apr 12 09:28:14 Ahmadreza kubelet[14260]: I0412 09:28:14.769517   14260 eviction_manager.go:344] eviction manager: must evict pod(s) to reclaim ephemeral-storage", "kubelet-eviction-disk", "storage"),
    # no posted kubelet log of a memory eviction was found: the same kubelet line with its
    # other resource name (pkg/kubelet/eviction/eviction_manager.go prints both)
    ("kubelet", "Apr 12 09:28:14 Ahmadreza kubelet[14260]: I0412 09:28:14.769517   14260 eviction_manager.go:344] eviction manager: must evict pod(s) to reclaim memory", "kubelet-eviction-memory", "oom"),
    # https://github.com/gimlet-io/gimlet/issues/649: the container status `kubectl describe pod` shows (memory.yaml's entry)
    ("pod-describe", "  Reason:       OOMKilled", "k8s-oomkilled", "oom"),
    # https://github.com/containerd/containerd/issues/8893
    ("containerd", "Sep 01 19:12:33 tmp-node-e2e-b9a730eb-ubuntu-gke-2204-1-24-v20220623 containerd[1472]: time=\"2023-09-01T19:12:33.012922721Z\" level=info msg=\"TaskOOM event container_id:\\\"4bcba7fc4369fee4d7d2e6263b58fce52cfc928c6a31cfac4d43c838708991ce\\\"\"", "containerd-task-oom", "oom"),
]


@pytest.mark.parametrize(("stream", "line", "signature", "category"), POSTED,
                         ids=[f"{i}-{p[2]}" for i, p in enumerate(POSTED)])
def test_posted_lines_get_their_signature(catalog, stream, line, signature, category) -> None:
    found = _best(catalog, line, stream)
    assert found is not None, line
    assert (found[0], found[1]) == (signature, category)


def test_a_nodes_death_declared_by_rays_gcs_is_a_node_failure(catalog) -> None:
    """The GCS line is orchestrator-events.yaml's (it names the dead node); read as what it is."""
    # https://github.com/ray-project/ray/issues/15128
    line = "The node with node id: 75b2eec8a61cdafd37cc8072b1caf9abdeef9c4e74a4f24d5dfce28d and ip: 10.4.4.107 has been marked dead because the detector has missed too many heartbeats from it. This can happen when a raylet crashes unexpectedly or has lagging heartbeats."
    found = _best(catalog, line)
    assert found is not None and found[1:] == ("node_failure", "initiating")


# Lines from the same reports that are not failures, or not these failures.
NOT_THESE = [
    # https://github.com/ray-project/ray/issues/21445: the raylet's routine GC notice
    ("rank-0", "[2021-12-21 11:57:49,879 I 87 87] node_manager.cc:620: Sending Python GC request to 5 local workers to clean up Python cyclic references.", None),
    # https://github.com/ray-project/ray/issues/46548: a driver that exited is "dead", not a node
    ("raylet", "[2024-07-10 19:44:49,290 I 173 173] (raylet) node_manager.cc:610: New job has started. Job id 02000000 Driver pid 500 is dead: 0 driver address: 172.21.0.3", None),
    # https://github.com/ray-project/ray/issues/22425: a lagging heartbeat is a warning, the node is alive
    ("raylet", "[2022-02-16 12:45:07,907 W 149 199] node_manager.cc:157: Last heartbeat was sent 6901 ms ago. There might be resource pressure on this node. If heartbeat keeps lagging, this node can be marked as dead mistakenly.", None),
    # https://github.com/tensorflow/models/issues/5527: the executor's hint after an OOM is appended only to an op's
    # RESOURCE_EXHAUSTED failure (tensorflow/core/common_runtime/executor.cc): an OOM even where an excerpt cut the
    # message before it (tf-oom-hint, yielding to a full disk's storage reading, which ENOSPC also makes RESOURCE_EXHAUSTED)
    ("rank-0", "Hint: If you want to see a list of allocated tensors when OOM happens, add report_tensor_allocations_upon_oom to RunOptions for current allocation info.", ("tf-oom-hint", "oom", "initiating")),
    # TensorFlow's ResourceExhaustedError with its message not among the lines: IPython's header
    # (https://github.com/keras-team/keras-io/issues/1593, a Colab fit; also
    # https://github.com/minimaxir/gpt-2-simple/issues/282) and TF 2's summary line before the op's
    # message (https://github.com/google-research/deeplab2/issues/142): most often the device's memory
    ("rank-0", "ResourceExhaustedError                    Traceback (most recent call last)", ("tf-resource-exhausted-bare", "oom", "initiating")),
    ("rank-0", "ResourceExhaustedError: Graph execution error:", ("tf-resource-exhausted-bare", "oom", "initiating")),
    # https://github.com/rohanrao619/Social_Distancing_with_AI/issues/7: with its message, the message's reading
    ("rank-0", "ResourceExhaustedError:  OOM when allocating tensor with shape[16,64,112,112] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc", ("tf-device-oom", "oom", "initiating")),
    # https://github.com/ray-project/ray/pull/29343: the memory monitor starting on each node
    ("raylet", "(raylet) memory_monitor.cc:45: MemoryMonitor initialized with usage threshold at 32164429824 bytes (0.90 system memory), total system memory bytes: 35738255360", None),
    # https://github.com/ray-project/ray/pull/23475: Tune's status table
    ("rank-0", "Memory usage on this node: 34.5/64.0 GiB", None),
    # Ray's docs: starting a cluster
    ("rank-0", "2022-11-17 09:16:40,792 INFO worker.py:1534 -- Started a local Ray instance. View the dashboard at http://127.0.0.1:8265", None),
    # https://github.com/facebookresearch/fairseq/issues/1895: the loss scaler at work
    ("rank-0", "2020-03-23 11:41:18 | INFO | fairseq.trainer | NOTE: overflow detected, setting loss scale to: 0.00048828125", None),
    # https://github.com/facebookresearch/fairseq/issues/512
    ("rank-0", "| WARNING: overflow detected, setting loss scale to: 0.0001220703125", None),
    # https://github.com/facebookresearch/fairseq/issues/1529: a progress line with oom and loss_scale fields
    ("rank-0", "| epoch 028 | loss 3.976 | nll_loss 2.204 | ppl 4.61 | wps 279460 | ups 3 | wpb 110529.673 | bsz 3780.211 | num_updates 9165 | lr 0.000330319 | gnorm 0.635 | clip 0.000 | oom 0.000 | loss_scale 0.000 | wall 4043 | train_wall 3606", None),
    # https://github.com/kubernetes/kubernetes/issues/107024: the eviction manager's observations
    ("kubelet", "I1215 19:22:59.485628   77158 helpers.go:814] eviction manager: observations after resource reclaim: signal=memory.available, available: 60687100Ki, capacity: 65973468Ki, time: 2021-12-15 19:22:59.462702674 +0800 CST m=+78880.835736331", None),
    # https://github.com/prabhatsharma/kubernetes-the-hard-way-aws/issues/12: a pod lifecycle event
    ("kubelet", "Jan 31 15:43:35 ip-10-240-0-20 kubelet[3072]: I0131 15:43:35.414429    3072 kubelet.go:1953] SyncLoop (PLEG): \"untrusted3_default(70a6b852-4440-11ea-9a3e-0624b25d9900)\", event: &pleg.PodLifecycleEvent{ID:\"70a6b852-4440-11ea-9a3e-0624b25d9900\", Type:\"ContainerStarted\", Data:\"8dcbaa8a513e8cd85b2c26e14b09f8204383b77cb4b603308fcd98af5dc0a76d\"}", None),
    # https://github.com/containerd/containerd/issues/8893: the sandbox stopped after the OOM
    ("containerd", "Sep 01 19:12:34 tmp-node-e2e-b9a730eb-ubuntu-gke-2204-1-24-v20220623 containerd[1472]: time=\"2023-09-01T19:12:34.733787645Z\" level=info msg=\"StopPodSandbox for \\\"4bcba7fc4369fee4d7d2e6263b58fce52cfc928c6a31cfac4d43c838708991ce\\\"\"", None),
    # https://github.com/dm-vdo/kvdo/issues/25 and https://github.com/siderolabs/talos/pull/8733: mounts
    ("kernel", "Jul 26 05:55:54 hdp-datanode-1 kernel: XFS (dm-1): Mounting V5 Filesystem", None),
    ("kernel", "109.200.197.196: kern:    info: [2024-04-16T18:19:30.92421418Z]: XFS (sdb5): Ending clean mount", None),
    # https://github.com/clustervision/trinity/issues/759: a munge key mismatch, not a clock
    ("slurmd", "May 24 07:06:46 login slurmctld[15918]: error: Munge decode failed: Invalid credential", None),
]


@pytest.mark.parametrize(("stream", "line", "expected"), NOT_THESE,
                         ids=[str(i) for i in range(len(NOT_THESE))])
def test_healthy_lines_of_the_same_reports_match_nothing(catalog, stream, line, expected) -> None:
    assert _best(catalog, line, stream) == expected


# Lines that hold a new signature's words but are not its failure: whatever the scanner gives
# them, it is not that signature (nor its category, where that would mislead).
NOT_THAT = [
    # https://github.com/pytorch/xla/issues/9524: vmem is the TPU compiler's scratch memory, not HBM
    ("rank-0", "RuntimeError: Bad StatusOr access: RESOURCE_EXHAUSTED: XLA:TPU compile permanent error. Ran out of memory in memory space vmem.", "xla-device-oom", "oom"),
    # https://github.com/jax-ml/jax/issues/30: numpy's own floating point error, not jax_debug_nans
    ("rank-0", "np.divide(0, 0)  # FloatingPointError: divide by zero encountered in divide", "jax-debug-nans", "numerical"),
    # https://github.com/gpustack/gpustack/issues/3343: a model hub download failing to resolve
    # its host says nothing about the rendezvous or the node's part in the job
    ("rank-0", "server-1    | '(MaxRetryError('HTTPSConnectionPool(host=\\'huggingface.co\\', port=443): Max retries exceeded with url: /Qwen/Qwen3-0.6B/resolve/main/config.json (Caused by NameResolutionError(\"<urllib3.connection.HTTPSConnection object at 0x72e2e7ca0f10>: Failed to resolve \\'huggingface.co\\' ([Errno -3] Temporary failure in name resolution)\"))'), '(Request ID: 2e3fb3cb-79a7-40a2-b518-4b11e967a69a)')' thrown while requesting HEAD https://huggingface.co/Qwen/Qwen3-0.6B/resolve/main/config.json", "c10d-name-resolution-failed", "network"),
    # https://github.com/medialab/minet/issues/636
    ("rank-0", "urllib3.exceptions.NewConnectionError: <urllib3.connection.HTTPSConnection object at 0x7f83a84a45d0>: Failed to establish a new connection: [Errno -3] Temporary failure in name resolution", "c10d-name-resolution-failed", "network"),
    # https://github.com/pytorch/pytorch/issues/85300: a refused connection is not a resolver failure
    ("rank-0", "[E socket.cpp:610] [c10d] The client socket has failed to connect to any network address of (192.168.1.99, 1234).", "c10d-name-resolution-failed", "network"),
    # https://github.com/c3nl-neuraldynamics/c3nl_cluster/issues/62: srun's summary names no node
    ("rank-0", "srun: error: Application launch failed: Job credential expired", "srun-credential-rejected", "node_failure"),
    # https://github.com/ray-project/ray/issues/24070: a worker the raylet finds still alive
    # is hanging during start, not dead
    ("rank-0", "(raylet) [2022-04-18 19:37:33,425 E 234 234] (raylet) worker_pool.cc:502: Some workers of the worker process(2654) have not registered within the timeout. The process is still alive, probably it's hanging during start.", "ray-worker-died", "unknown"),
    # https://github.com/dm-vdo/kvdo/issues/25: a warning at mount, the filesystem stays up
    ("kernel", "Jul 26 05:55:54 hdp-datanode-1 kernel: XFS (dm-2): Corruption warning: Metadata has LSN (1:2736) ahead of current LSN (1:120). Please unmount and run xfs", "xfs-shutdown-local", "storage"),
]


@pytest.mark.parametrize(("stream", "line", "signature", "category"), NOT_THAT,
                         ids=[str(i) for i in range(len(NOT_THAT))])
def test_near_misses_are_not_that_failure(catalog, stream, line, signature, category) -> None:
    found = _best(catalog, line, stream)
    assert found is None or (found[0] != signature and found[1] != category), found


def _progress_lines() -> list[str]:
    """Training progress lines as the tools print them (Megatron, torchtitan, HF, ...), from
    public issues: tests/progress/real_lines.py."""
    path = Path(__file__).resolve().parents[1] / "progress" / "real_lines.py"
    spec = importlib.util.spec_from_file_location("real_progress_lines", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return [entry[2] for entry in module.STEP_LINES]


def test_healthy_progress_lines_hold_no_keyword_of_the_new_catalogs(catalog) -> None:
    """A keyword on every healthy line makes every line a candidate (docs/attribution.md, scan
    speed): the new catalogs' keywords are on none of the real progress lines."""
    lines = [line.lower() for line in _progress_lines()]
    assert len(lines) >= 10
    mine = [s for s in catalog.signatures
            if any(f"/{name}:" in s.source for name in NEW_CATALOGS)
            or s.id in ELSEWHERE - {"k8s-oomkilled"}]
    for sig in mine:
        for keyword in sig.keywords:
            assert not any(keyword in line for line in lines), (sig.id, keyword)


def test_the_new_catalogs_are_loaded_and_every_entry_cites_a_source(catalog) -> None:
    loaded = {Path(p).name for p in catalog.sources}
    assert set(NEW_CATALOGS) <= loaded
    mine = [s for s in catalog.signatures
            if any(f"/{name}:" in s.source for name in NEW_CATALOGS)]
    assert {s.id for s in mine} >= {p[2] for p in POSTED if p[2] not in ELSEWHERE}
    for sig in mine:
        assert sig.spec.source.startswith("https://"), sig.id


def test_relays_never_implicate_and_program_errors_never_implicate(catalog) -> None:
    """What a cascade or a program error means for recovery: no machine to take out."""
    for sig_id in ("ray-worker-died", "ray-actor-died", "ray-train-relay",
                   "xla-coordination-error-relay", "torch-xla-rendezvous-failed",
                   "xla-barrier-timeout"):
        sig = catalog.by_id(sig_id)
        assert sig.role == "cascade" and not sig.spec.implicates_node, sig_id
    for sig_id in ("ray-task-error", "ray-memory-monitor-kill",
                   "xla-device-oom", "tf-device-oom", "jax-debug-nans", "fairseq-min-loss-scale",
                   "kubelet-eviction-memory", "kubelet-eviction-disk", "containerd-task-oom"):
        assert not catalog.by_id(sig_id).spec.implicates_node, sig_id


# ---- what the lines mean for a bundle ------------------------------------------------------
def test_tunes_trials_did_not_complete_alone_is_no_program_error(bundle) -> None:
    """tune.run's TuneError names the trials that errored, not why (as posted in
    https://github.com/intel/analytics-zoo/issues/52, its traceback through tune.py): alone it
    is a relay, `ambiguous unknown`, nobody implicated, not the program's own exception."""
    result = attribute_bundle(bundle({"logs/node-1/rank-0.log": _log(
        (5, "Traceback (most recent call last):"),
        (5, '  File "/opt/work/conda/envs/py37/lib/python3.7/site-packages/ray/tune/tune.py", line 444, in run'),
        (5, '    raise TuneError("Trials did not complete", incomplete_trials)'),
        (5, "ray.tune.error.TuneError: ('Trials did not complete', [train_func_373ad_00000])"),
    )}))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "ambiguous", "unknown", []), result.explanation


def test_ray_memory_monitor_kill_is_oom_whatever_the_driver_relays(bundle) -> None:
    # the driver's view (https://github.com/real-stanford/flingbot/issues/11,
    # https://github.com/RUC-NLPIR/Tool-Star/issues/10)
    result = attribute_bundle(bundle({"logs/node-1/rank-0.log": _log(
        (5, "ray.exceptions.OutOfMemoryError: Task was killed due to the node running low on memory."),
        (6, "ray.exceptions.ActorDiedError: The actor died unexpectedly before finishing this task."),
        (6, "The actor is dead because its worker process has died. Worker exit type: SYSTEM_ERROR Worker exit detail: Worker unexpectedly exits with a connection error code 2. End of file."),
    )}))
    assert (result.verdict, result.category, result.signature) == (
        "attributed", "oom", "ray-memory-monitor-kill")
    assert result.implicated_nodes == []


def test_an_actor_that_died_is_not_a_program_error(bundle) -> None:
    """Alone, a relayed actor death says nothing of the cause: ambiguous, nobody implicated
    (the exception line would otherwise read as a program's exception)."""
    result = attribute_bundle(bundle({"logs/node-1/rank-0.log": _log(
        (6, "ray.exceptions.ActorDiedError: The actor died unexpectedly before finishing this task."),
        (6, "ray.exceptions.RayTaskError(ActorDiedError): ray::main_task() (pid=1042684, ip=147.8.181.248)"),
    )}))
    assert result.verdict == "ambiguous"
    assert result.category != "user_code" and result.implicated_nodes == []


def test_worker_processes_the_raylet_finds_dead_at_start_are_no_silent_hang(bundle) -> None:
    """The raylet saying its workers died before registering is a death (the cause unshown),
    so the run that never trained is not read as a hang: ambiguous unknown, nobody."""
    dead = next(p[1] for p in POSTED if "The process is dead" in p[1])
    result = attribute_bundle(bundle({"logs/node-1/raylet.log": _log((5, dead), (5, dead.replace("4377", "4378")))},
                                     [{"ts": _at(0), "job_state": "RUNNING"}]))
    assert result.signature != "never-got-going", result.explanation
    assert (result.verdict, result.category, result.implicated_nodes) == ("ambiguous", "unknown", [])


def test_a_raylet_marked_dead_implicates_its_own_node_not_the_driver(bundle) -> None:
    result = attribute_bundle(bundle({
        "logs/node-2/raylet.log": _log(
            (3, "[2022-02-16 12:46:52,789 C 149 149] node_manager.cc:170: This node has beem marked as dead.")),
        "logs/node-1/rank-0.log": _log(
            (8, "ray.exceptions.ActorDiedError: The actor died unexpectedly before finishing this task.")),
    }))
    assert (result.category, result.implicated_nodes) == ("node_failure", ["node-2"])


def test_a_ray_task_exception_is_the_programs(bundle) -> None:
    # https://github.com/ray-project/ray/issues/27851
    result = attribute_bundle(bundle({"logs/node-1/rank-0.log": _log(
        (4, "RayTaskError(ValueError): ray::TrainTrainable.train() (pid=7746, ip=172.22.169.255, repr=HuggingFaceTrainer)"),
    )}))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "attributed", "user_code", [])


def test_tpu_hbm_exhausted_on_one_worker_is_oom_and_implicates_nobody(bundle) -> None:
    result = attribute_bundle(bundle({
        "logs/node-2/rank-1.log": _log(
            (4, "jaxlib.xla_extension.XlaRuntimeError: RESOURCE_EXHAUSTED: XLA:TPU compile permanent error. Ran out of memory in memory space hbm. Used 21.90G of 7.48G hbm. Exceeded hbm capacity by 14.42G.")),
        "logs/node-1/rank-0.log": _log(
            (30, "E0929 17:42:48.594192 1044529 coordination_service_agent.cc:332] Polled an error from coordination service (this can be an error from this or another task).")),
    }))
    assert (result.verdict, result.category, result.implicated_nodes) == ("attributed", "oom", [])


def test_jax_debug_nans_is_numerical_not_the_programs(bundle) -> None:
    result = attribute_bundle(bundle({"logs/node-1/rank-0.log": _log(
        (4, "Invalid nan value encountered in the output of a jax.jit function. Calling the de-optimized version."),
        (5, "FloatingPointError: invalid value (nan) encountered in log"),
    )}))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "attributed", "numerical", [])


def test_fairseq_minimum_loss_scale_is_numerical(bundle) -> None:
    result = attribute_bundle(bundle({"logs/node-2/rank-1.log": _log(
        (2, "2020-03-23 11:41:18 | INFO | fairseq.trainer | NOTE: overflow detected, setting loss scale to: 0.00048828125"),
        (9, "FloatingPointError: Minimum loss scale reached (0.0001). Your loss is probably exploding. Try lowering the learning rate, using gradient clipping or increasing the batch size."),
    )}))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "attributed", "numerical", [])


HEARTBEAT = "E external/xla/xla/tsl/distributed_runtime/coordination/coordination_service.cc:1170] /job:jax_worker/replica:0/task:1 has been set to ERROR in coordination service: UNAVAILABLE: Task /job:jax_worker/replica:0/task:1 heartbeat timeout. This indicates that the remote task has failed, got preempted, or crashed unexpectedly. Check the task logs for an earlier error to debug further."


def test_a_task_the_coordination_service_declared_dead_is_about_its_node(bundle) -> None:
    """The leader (rank 0, node-1) names task 1: the line is about node-2, never the leader's
    node. Alone it says nothing of why (ambiguous, nobody implicated); what node-2's own lines
    say explains it, even when node-2's clock puts them after it."""
    files = {"logs/node-1/rank-0.log": _log((40, HEARTBEAT))}
    alone = attribute_bundle(bundle(files))
    assert (alone.verdict, alone.implicated_nodes) == ("ambiguous", [])
    assert alone.initiating.node == "node-2"
    down = attribute_bundle(bundle(files, scheduler=[
        {"ts": _at(45), "node": "node-2", "node_state": "DOWN", "reason": "Not responding"}],
        name="down"))
    assert (down.category, down.implicated_nodes) == ("node_failure", ["node-2"])
    killed = attribute_bundle(bundle({**files, "logs/node-2/kernel.log": _log(
        (55, "Out of memory: Killed process 4121 (python3) total-vm:81254996kB, anon-rss:62854328kB"))},
        name="killed"))
    assert (killed.category, killed.implicated_nodes) == ("oom", [])


def test_a_registration_barrier_timeout_is_not_the_programs(bundle) -> None:
    """Some task never arrived; the line does not say which nor why: ambiguous, unknown."""
    # https://github.com/ayaka14732/llama-2-jax/issues/20
    result = attribute_bundle(bundle({"logs/node-1/rank-0.log": _log(
        (50, "jaxlib.xla_extension.XlaRuntimeError: DEADLINE_EXCEEDED: Barrier timed out. Barrier_id: PjRT_Client_Connect. Timed out task names:"),
        (50, "/job:jax_worker/replica:0/task:1"),
    )}))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "ambiguous", "unknown", [])


def test_the_one_node_that_cannot_resolve_the_rendezvous_host_is_implicated(bundle) -> None:
    result = attribute_bundle(bundle({
        "logs/node-2/rank-1.log": _log(
            (3, "[W socket.cpp:558] [c10d] The IPv6 network addresses of (head-0, 29500) cannot be retrieved (gai error: -2 - Name or service not known)."),
            (3, "[W socket.cpp:558] [c10d] The IPv4 network addresses of (head-0, 29500) cannot be retrieved (gai error: -2 - Name or service not known).")),
        "logs/node-1/rank-0.log": _log((4, "Starting training on 2 nodes")),
    }))
    assert (result.category, result.implicated_nodes) == ("network", ["node-2"])


def test_nodes_that_all_fail_to_resolve_it_share_the_cause(write_bundle) -> None:
    """Two nodes that cannot resolve the same host: the name or the cluster's DNS, not a
    machine. The earliest of them is not singled out."""
    line = "[W socket.cpp:558] [c10d] The IPv4 network addresses of (head-0, 29500) cannot be retrieved (gai error: -2 - Name or service not known)."
    result = attribute_bundle(write_bundle({
        "logs/node-2/rank-1.log": _log((3, line)),
        "logs/node-3/rank-2.log": _log((5, line)),
    }, nodes=["node-1", "node-2", "node-3"], ranks={"0": "node-1", "1": "node-2", "2": "node-3"}))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "ambiguous", "network", [])
    assert "a cause they share" in result.explanation


# https://github.com/pytorch/elastic/issues/31 (torchelastic's TCPStore set up on a pod's own
# host name, which the job's pods could not resolve)
ELASTIC_HOST_NOT_FOUND = "Error: Rank -1 received an Exception. Detailed message: host not found: Name or service not known"


@pytest.mark.parametrize(("node", "expected"), [
    ("node-1", ("attributed", "user_code", [])),  # the master (rank 0's node): its own name
    ("node-2", ("attributed", "network", ["node-2"])),  # a worker: its resolver
])
def test_the_master_that_cannot_resolve_the_master_name_is_the_jobs_configuration(
        bundle, node, expected) -> None:
    result = attribute_bundle(bundle({
        f"logs/{node}/launcher.log": _log((3, ELASTIC_HOST_NOT_FOUND))},
        scheduler=[{"ts": _at(5), "job_state": "FAILED", "exit_code": 1}]))
    assert (result.verdict, result.category, result.implicated_nodes) == expected


RAY_JOB = {"job_id": "j1", "scheduler": "ray", "nodes": ["node-1", "node-2"],
           "ranks": {"0": "node-1", "1": "node-2"},
           "addresses": {"10.131.6.133": "node-1", "10.131.6.134": "node-2"}}


@pytest.mark.parametrize(("ip", "implicated"), [("10.131.6.134", ["node-2"]), ("10.9.9.9", [])])
def test_a_line_rays_driver_relays_is_the_workers_node_not_the_drivers(
    write_bundle, ip: str, implicated: list[str],
) -> None:
    """Ray prints a remote worker's output in the driver's log behind `(Name pid=N, ip=ADDR)`
    (https://github.com/meta-pytorch/torchx/issues/540): the line is that worker's node's, and
    no node's when the address is none of the job's, never the driver's node."""
    line = f"(CommandActor pid=369, ip={ip}) [0]:[W socket.cpp:558] [c10d] The IPv4 network addresses of (codeflare-ray-jiajie-csqcn-head-sjvwx, 50176) cannot be retrieved (gai error: -2 - Name or service not known)."
    result = attribute_bundle(write_bundle({"logs/node-1/rank-0.log": _log((3, line))},
                                           job=RAY_JOB))
    assert (result.category, result.implicated_nodes) == ("network", implicated)
    assert result.initiating.node == (implicated[0] if implicated else None)


def test_a_relayed_exception_is_the_programs(write_bundle) -> None:
    """Behind the relay prefix, a traceback's last line reads as it does in the worker's own log."""
    result = attribute_bundle(write_bundle({"logs/node-1/rank-0.log": _log(
        (3, "(RayTrainWorker pid=2913, ip=10.131.6.134) ValueError: Expected input batch_size (32) to match target batch_size (16)."),
    )}, job=RAY_JOB))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "attributed", "user_code", [])
    assert result.initiating.node == "node-2"


def test_a_credential_rejected_by_one_node_implicates_that_node(bundle) -> None:
    """srun on node-1 names node-2 (the clock that is off; by its full name), never itself."""
    result = attribute_bundle(bundle({"logs/node-1/rank-0.log": _log(
        (1, "srun: error: Task launch for 14774.0 failed on node node-2.cluster.org: Job credential expired"),
        (1, "srun: error: Application launch failed: Job credential expired"),
    )}))
    assert (result.category, result.implicated_nodes) == ("node_failure", ["node-2"])


def test_a_local_xfs_shutdown_implicates_the_node_of_the_disk(bundle) -> None:
    result = attribute_bundle(bundle({
        "logs/node-2/kernel.log": _log(
            (10, "XFS (nvme0n1p1): Corruption of in-memory data detected.  Shutting down filesystem"),
            (10, "XFS (nvme0n1p1): Please umount the filesystem and rectify the problem(s)")),
        "logs/node-2/rank-1.log": _log((11, "OSError: [Errno 5] Input/output error: '/scratch/ckpt/step_100'")),
    }))
    assert (result.category, result.signature, result.implicated_nodes) == (
        "storage", "xfs-shutdown-local", ["node-2"])


def test_a_kubelet_that_marks_its_node_not_ready_implicates_it(bundle) -> None:
    result = attribute_bundle(bundle({
        "logs/node-2/kubelet.log": _log(
            (5, "I0505 13:59:56.872908    2858 kubelet_node_status.go:682] Node became not ready: {Type:Ready Status:False Reason:KubeletNotReady Message:PLEG is not healthy: pleg was last seen active 3m7.629592089s ago; threshold is 3m0s}")),
        "logs/node-1/rank-0.log": _log(
            (50, "[Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=42, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=600000) ran for 600031 milliseconds before timing out.")),
    }))
    assert (result.category, result.implicated_nodes) == ("node_failure", ["node-2"])


def test_a_pleg_hiccup_the_job_survives_is_not_a_failure(bundle, write_bundle) -> None:
    """PLEG flaps and recovers: without the node going down or training stopping, no cause."""
    steps = "".join(json.dumps({"ts": _at(s), "node": n, "rank": r, "name": "step", "value": s})
                    + "\n" for s in range(1, 59) for r, n in ((0, "node-1"), (1, "node-2")))
    result = attribute_bundle(bundle({
        "logs/node-2/kubelet.log": _log(
            (5, "E0413 10:53:52.844381    3263 kubelet.go:2055] \"Skipping pod synchronization\" err=\"PLEG is not healthy: pleg was last seen active 3m2.704970756s ago; threshold is 3m0s\"")),
        "metrics.jsonl": steps,
    }))
    assert result.verdict == "no_failure"


@pytest.mark.parametrize("scheduler", ["kubernetes", "volcano"])
@pytest.mark.parametrize("node", ["node-1", "node-2"])
def test_a_pod_that_cannot_resolve_the_master_service_implicates_no_machine(
    write_bundle, scheduler: str, node: str,
) -> None:
    """Under Kubernetes the master's name is a Service the cluster's DNS publishes once the
    master pod is ready (the training operator's init container waits on `nslookup` of it,
    kubeflow/training-operator pkg/controller.v1/pytorch/initcontainer.go): a pod that cannot
    resolve it met the cluster's DNS or a master not yet up, on the master's pod as on a
    worker's. pytorch/elastic#31's pods, which could not resolve a pod's own host name."""
    job = {"job_id": "j1", "scheduler": scheduler, "nodes": ["node-1", "node-2"],
           "ranks": {"0": "node-1", "1": "node-2"}}
    result = attribute_bundle(write_bundle({
        f"logs/{node}/launcher.log": _log((3, ELASTIC_HOST_NOT_FOUND)),
        "scheduler.jsonl": json.dumps({"ts": _at(5), "job_state": "FAILED", "exit_code": 1}) + "\n",
    }, job=job, name=f"{scheduler}-{node}"))
    assert (result.category, result.implicated_nodes) == ("network", []), result.explanation
    assert "under Kubernetes" in result.explanation, result.explanation
