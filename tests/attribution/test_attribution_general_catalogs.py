# ruff: noqa: E501  (verbatim log lines people posted are kept unwrapped)
"""Failures every scheduler, cloud and runtime states in general words (issue 43, generalisation):
a scheduler's time limit, preemption or eviction, a cloud reclaiming an instance, memory
exhausted on any accelerator or host, a full or failing disk.

Every line below was posted publicly (the URL beside it) and is read as the entry its
scheduler's, cloud's or runtime's own documentation or source gives it (schedulers.yaml,
cloud.yaml, memory.yaml, storage.yaml). Healthy lines from the same reports (a scheduler's
resource summary, a notice handler starting, an allocator's statistics) match none of them. The
bundle tests hold what each means for recovery: preemption and oom implicate nobody; a disk
implicates its node only when the path is the node's own disk; and a scheduler's text in a log
is enough to read the failure when no scheduler events were collected.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
from two_nodes import at as _at
from two_nodes import log as _log
from two_nodes import steps as _steps

from trainwarden.attribution import Catalog, attribute_bundle
from trainwarden.attribution.bundle.matcher import matcher_for

GENERAL_CATALOGS = ("schedulers.yaml", "cloud.yaml")
# this round's entries in catalogs other helpers also extend
ELSEWHERE = {"device-allocator-oom", "runtime-status-oom", "device-allocation-failed",
             "slurm-memory-limit-kill", "slurm-memory-limit-warning", "userspace-oom-killer",
             "out-of-memory-general", "torch-shm-file-failed", "node-local-disk-full",
             "local-block-device-failed", "cuda-error-2-oom", "cuda-allocation-refused"}


def _best(catalog: Catalog, text: str, stream: str = "rank-0") -> tuple[str, str] | None:
    """(id, category) of the signature the scanner gives the line, or None."""
    found = matcher_for(catalog, stream).best(text, text.lower())
    return (found[0].id, found[0].category) if found else None


# (stream, line as posted, signature id, category); the URL above each is where it was posted
POSTED = [
    # -- LSF: the job report's termination reason --------------------------------------------
    # https://github.com/marbl/canu/issues/444
    ("lsf", "TERM_RUNLIMIT: job killed after reaching LSF run time limit.", "lsf-time-limit", "preemption"),
    ("lsf", "Exited with exit code 140.", "lsf-job-exited", "unknown"),
    # https://github.com/wheaton5/souporcell/issues/20
    ("lsf", "TERM_MEMLIMIT: job killed after reaching LSF memory usage limit.", "lsf-memory-limit", "oom"),
    ("lsf", "Exited with exit code 143.", "lsf-job-exited", "unknown"),
    # https://github.com/BEFH/snakemake-executor-plugin-lsf/pull/5
    ("lsf", "TERM_MEMLIMIT: job killed after reaching LSF memory usage limit.", "lsf-memory-limit", "oom"),
    # -- PBS / Torque, Moab ------------------------------------------------------------------
    # https://github.com/marbl/canu/issues/1214
    ("rank-0", "=>> PBS: job killed: walltime 86415 exceeded limit 86400", "pbs-time-limit", "preemption"),
    # https://github.com/NOAA-EMC/EVS/pull/78
    ("rank-0", "jevs_global_det_atmos_grid2grid_means_plots_31days_00.o52401091:=>> PBS: job killed: walltime 906 exceeded limit 900", "pbs-time-limit", "preemption"),
    # https://github.com/CoBrALab/MAGeTbrain/issues/20
    ("mail", "MOAB_INFO:  job exceeded wallclock limit", "moab-wallclock-limit", "preemption"),
    # -- a time limit in general words ------------------------------------------------------
    # https://github.com/zxspec/edu-slurm/blob/HEAD/lecture11/readme.md (kubectl describe job)
    ("k8s", "#   Warning  DeadlineExceeded  12m (x2 over 12m)  job-controller  Job was active longer than specified deadline", "time-limit-general", "preemption"),
    # https://github.com/cBio/cbio-cluster/issues/403 (Torque's server log)
    ("pbs", "04/18/2016 22:55:25;0008;PBS_Server.12149;Job;7082041.hal-sched1.local;Job deleted at request of root@hal-sched1", "pbs-deleted", "preemption"),
    # -- YARN ------------------------------------------------------------------------------
    # https://github.com/yahoo/TensorFlowOnSpark/issues/134
    ("driver", "17/11/25 18:23:24 ERROR YarnClusterScheduler: Lost executor 9 on harrisburg.cs.colostate.edu: Container killed by YARN for exceeding memory limits. 7.2 GB of 4.2 GB virtual memory used. Consider boosting spark.yarn.executor.memoryOverhead.", "yarn-memory-limit", "oom"),
    # https://github.com/alibaba/EasyRec/issues/21
    ("am", "2020-09-04 11:43:51,536 INFO  [AMRM Callback Handler Thread] master.RMCommunicator (RMCommunicator.java:onContainersCompleted(40)) - got container status for containerID=container_1598507699008_0094_01_000010, state=COMPLETE, exitStatus=-104, diagnostics=Container [pid=8788,containerID=container_1598507699008_0094_01_000010] is running beyond physical memory limits. Current usage: 9.8 GB of 9.8 GB physical memory used; 43.0 GB of 47.6 TB virtual memory used. Killing container.", "yarn-memory-limit", "oom"),
    # -- Grid Engine's execd messages --------------------------------------------------------
    # no report of a posted execd log could be cited: the line as execd's messages file holds
    # it, with the text of MSG_EXECD_EXCEEDHWALLCLOCK_UU and MSG_JOB_EXCEEDHLIM
    # (https://github.com/daimh/sge/blob/master/source/daemons/execd/msg_execd.h)
    ("sge", "05/04/2011 03:36:38|  main|node001|W|job 48.1 exceeded hard wallclock time - initiate terminate method", "sge-time-limit", "preemption"),
    ("sge", "05/04/2011 03:36:38|  main|node001|W|job 48.1 exceeded soft wallclock time - initiate soft notify method", "sge-time-limit", "preemption"),
    ("sge", '05/04/2011 03:36:38|  main|node001|W|job 3264830 exceeds job hard limit "h_vmem" of queue "all.q@node001" (8589934592.00000 > limit:4294967296.00000) - sending SIGKILL', "sge-memory-limit", "oom"),
    # -- HTCondor: job event log and hold reasons --------------------------------------------
    # https://github.com/galaxyproject/tpv-shared-database/issues/30
    ("condor", "        Error from slot1_8@vgcnbwc-worker-xxxxxxx: Job has gone over memory limit of 16384 megabytes. Peak usage: 16328 megabytes.", "htcondor-memory-limit", "oom"),
    # https://github.com/gwastro/1-ogc/pull/2
    ("condor", "1050981.0   dbrown         11/7  23:48 Job in status 2 put on hold by SYSTEM_PERIODIC_HOLD due to memory usage 3000000.", "htcondor-memory-limit", "oom"),
    # https://github.com/dmwm/WMCore/issues/5673 (the event's XML form)
    ("condor", '    <a n="MyType"><s>JobEvictedEvent</s></a>', "htcondor-evicted", "preemption"),
    # -- Kueue ------------------------------------------------------------------------------
    # (the preemptee's condition, posted in a report the blind corpus holds: not cited here)
    # -- Flux -------------------------------------------------------------------------------
    # https://github.com/flux-framework/flux-sched/issues/1084
    ("rank-0", "1.029s: job.exception type=timeout severity=0 resource allocation expired", "flux-time-limit", "preemption"),
    # https://github.com/flux-framework/flux-core/issues/6713
    ("flux", '[Mar16 08:11] exception type="timeout" severity=0 userid=1001 note="resource allocation expired"', "flux-time-limit", "preemption"),
    # -- clouds ------------------------------------------------------------------------------
    # https://github.com/aws/aws-node-termination-handler/issues/701
    ("nth", '2022/10/07 04:14:38 INF Adding new event to the event store event={"AutoScalingGroupName":"","Description":"Spot ITN received. Instance will be interrupted at 2022-10-07T04:16:37Z \\n","EndTime":"0001-01-01T00:00:00Z","EventID":"spot-itn-c375f2bb4fa7984f3455aef01a1717bf6a7d7689850d31a68f324ba46ba7ae52","InProgress":false,"InstanceID":"","IsManaged":false,"Kind":"SPOT_ITN","NodeLabels":null,"NodeName":"ip-10-128-37-128.ec2.internal","NodeProcessed":false,"Pods":null,"ProviderID":"","StartTime":"2022-10-07T04:16:37Z","State":""}', "aws-spot-interruption", "preemption"),
    # https://github.com/kubernetes/kubernetes/pull/104798 (kubectl describe pod)
    ("pod-describe", "Message:      Pod was terminated in response to imminent node shutdown.", "termination-imminent", "preemption"),
    # https://github.com/systemd/systemd/issues/23425 (the power button, as a cloud's stop presses it)
    ("journal", "systemd-logind[378]: Power key pressed short.", "acpi-power-off-request", "preemption"),
    # https://github.com/MicrosoftDocs/azure-docs/issues/70276
    ("imds", '{"DocumentIncarnation":1,"Events":[{"EventId":"C37355DB-2C23-4195-90CA-1A712A85650C","EventStatus":"Scheduled","EventType":"Terminate","ResourceType":"VirtualMachine","Resources":["aks-tompool-39923754-vmss_13"],"NotBefore":"Tue, 09 Feb 2021 07:44:30 GMT"}]}', "azure-scheduled-stop", "preemption"),
    # https://github.com/microsoft/pai/issues/3806 (the event types, as the maintainers quote IMDS)
    ("imds", '            "EventType": "Reboot" | "Redeploy" | "Freeze" | "Preempt",', "azure-scheduled-stop", "preemption"),
    # -- memory exhausted on a device --------------------------------------------------------
    # https://github.com/intel/torch-xpu-ops/issues/3011
    ("rank-0", "torch.OutOfMemoryError: XPU out of memory. Tried to allocate 4.66 GiB. GPU 0 has a total capacity of 5.65 GiB of which 5.65 GiB is free. Of the allocated memory 195.50 KiB is allocated by PyTorch, and 1.81 MiB is reserved by PyTorch but unallocated. Please use `empty_cache` to release all unoccupied cached memory.", "device-allocator-oom", "oom"),
    # https://github.com/lllyasviel/Fooocus/issues/1139
    ("rank-0", "RuntimeError: MPS backend out of memory (MPS allocated: 8.89 GB, other allocations: 172.98 MB, max allowed: 9.07 GB). Tried to allocate 6.25 MB on private pool. Use PYTORCH_MPS_HIGH_WATERMARK_RATIO=0.0 to disable upper limit for memory allocations (may cause system failure).", "device-allocator-oom", "oom"),
    # https://github.com/vllm-project/vllm-omni/issues/1199
    ("rank-0", "RuntimeError: NPU out of memory. Tried to allocate 52.00 MiB (NPU 0; 60.96 GiB total capacity; 59.36 GiB already allocated;", "device-allocator-oom", "oom"),
    # https://github.com/ROCm/hip/issues/2132
    ("rank-0", "System freezes after error: 'hipErrorOutOfMemory'(2) at square.cpp:76", "runtime-status-oom", "oom"),
    # https://github.com/keras-team/keras/issues/13889
    ("rank-0", "2023-11-01 16:19:17.812101: E tensorflow/compiler/xla/stream_executor/rocm/rocm_driver.cc:606] failed to allocate 127.99TiB (140729850295296 bytes) from device: HIP_ERROR_OutOfMemory", "runtime-status-oom", "oom"),
    # https://github.com/hw-native-sys/PTOAS/pull/341 (Ascend CANN)
    ("rank-0", "[ERROR] RecentErrMsg: [PID: 1613532] 2026-03-24-12:14:45.885.234 Memory_Allocation_Failure(EL0004): Failed to allocate memory.", "runtime-status-oom", "oom"),
    # https://github.com/aws-neuron/aws-neuron-sdk/issues/1014 (Neuron runtime)
    ("rank-0", "2024-Oct-15 18:01:17.728750  3882:3882  ERROR  TDRV:dmem_alloc_internal                     Failed to alloc DEVICE memory: 180355072", "device-allocation-failed", "oom"),
    ("rank-0", "2024-Oct-15 18:01:18.347720  3882:3882  ERROR  TDRV:log_dev_mem                             Failed to allocate 172.000MB (usage: tensors) on ND 0:NC 0, current utilization:", "device-allocation-failed", "oom"),
    ("rank-0", "2024-Oct-15 18:01:18.356933  3882:3882  ERROR  TDRV:tensor_allocate                         Failed to allocate 180355072 bytes on DEVICE for tensor UNKNOWN.", "device-allocation-failed", "oom"),
    # https://github.com/ROCm/tensorflow-upstream/issues/82
    ("rank-0", "2019-01-08 19:06:11.303639: E tensorflow/stream_executor/rocm/rocm_driver.cc:601] failed to allocate 7.35G (7889485824 bytes) from device: hipError_t(1002)", "device-allocation-failed", "oom"),
    # https://github.com/microsoft/onnxruntime/issues/9939 (ONNX Runtime's arena)
    ("rank-0", "`[ONNXRuntimeError] : 6 : RUNTIME_EXCEPTION : Non-zero status code returned while running FusedMatMul node. Name:'MatMul_92_FusedMatMulAndScale' Status Message: /onnxruntime_src/onnxruntime/core/framework/bfc_arena.cc:331 void* onnxruntime::BFCArena::AllocateRawInternal(size_t, bool) Failed to allocate memory for requested buffer of size 8388608000`", "device-allocation-failed", "oom"),
    # CubeCL's memory pool (burn's GPU backends), no other public report found: the line its
    # format string prints, `panic!("failed to reserve {size} bytes of device memory: {err}")`
    # (https://github.com/tracel-ai/cubecl/blob/main/crates/cubecl-wgpu/src/compute/server.rs)
    ("rank-0", "failed to reserve 1073741824 bytes of device memory: can't allocate buffer of size: 1073741824", "device-allocation-failed", "oom"),
    # https://github.com/marian-nmt/marian-dev/issues/439 (Marian's CUDA_CHECK on cudaMalloc: error 2)
    ("rank-0", "[2019-04-15 08:34:14] Error: CUDA error 2 'out of memory' - /data/home/mt/tools/marian/src/tensors/gpu/device.cu:32: cudaMalloc(&data_, size)", "cuda-error-2-oom", "oom"),
    # https://github.com/talmolab/sleap/issues/2001 (TensorFlow's pinned host allocation the
    # driver refused for lack of memory: still an out-of-memory)
    ("rank-0", "2024-10-22 09:22:17.233972: E tensorflow/stream_executor/cuda/cuda_driver.cc:802] failed to alloc 34359738368 bytes on host: CUDA_ERROR_OUT_OF_MEMORY: out of memory", "runtime-status-oom", "oom"),
    # the same TensorFlow line with the driver's other result, built from its format string
    # (tensorflow/stream_executor/cuda/cuda_driver.cc, HostAllocate: `"failed to alloc " << bytes
    # << " bytes on host: " << ToString(res)`; ToString gives `CUDA_ERROR_INVALID_VALUE: invalid
    # argument`): the call refused, not memory exhausted
    ("rank-0", "E tensorflow/stream_executor/cuda/cuda_driver.cc:868] failed to alloc 4294967296 bytes on host: CUDA_ERROR_INVALID_VALUE: invalid argument", "cuda-allocation-refused", "unknown"),
    # https://github.com/logicalclocks/hopsworks/issues/1557 (a DataLoader worker's shared-memory file)
    ("rank-0", "RuntimeError: unable to write to file </torch_739_144252761_4>: No space left on device (28)", "torch-shm-file-failed", "oom"),
    # -- memory limits on the host -----------------------------------------------------------
    # https://github.com/bcbio/bcbio-nextgen/issues/2393
    ("rank-0", "slurmstepd-dback-c11-n01: error: Job 848444 exceeded memory limit (33715636 > 32757760), being killed", "slurm-memory-limit-kill", "oom"),
    ("rank-0", "slurmstepd-dback-c11-n01: error: Exceeded job memory limit", "slurm-memory-limit-kill", "oom"),
    # https://github.com/pepkit/geofetch/issues/13
    ("rank-0", "srun: error: udc-ba26-19: task 0: Out Of Memory", "slurm-memory-limit-kill", "oom"),
    # https://github.com/chaos/slurm/issues/54
    ("rank-0", "slurmstepd: Exceeded step memory limit at some point.", "slurm-memory-limit-warning", "oom"),
    # https://github.com/systemd/systemd/pull/20690
    ("journal", "Sep 10 14:59:49 image systemd-oomd[34]: Killed /testsuite.slice/testsuite-55.slice/testsuite-55-workload.slice/testsuite-55-testbloat.service due to memory pressure for /testsuite.slice/testsuite-55.slice/testsuite-55-workload.slice be>", "userspace-oom-killer", "oom"),
    # https://github.com/systemd/systemd/pull/42321
    ("journal", "[   77.749670] systemd-oomd[659]: Marked /system.slice/systemd-journald.service for killing due to memory pressure for /system.slice being 85.03% > 80.00% for > 2s with reclaim activity", "userspace-oom-killer", "oom"),
    # -- out of memory in a process's own words ------------------------------------------------
    # https://github.com/mozilla/tls-observatory/issues/377 (Go's runtime)
    # https://github.com/tensorflow/tensorflow/issues/60401 (the BFC allocator's failed allocation, its first line)
    ("rank-0", "2023-04-23 01:00:16.820335: W tensorflow/core/common_runtime/bfc_allocator.cc:479] Allocator (GPU_0_bfc) ran out of memory trying to allocate 560.44MiB (rounded to 587661312)requested by op _EagerConst", "out-of-memory-general", "oom"),
    # https://github.com/knaw-huc/loghi/issues/55 (XLA's copy of the allocator)
    ("rank-0", "9:07:50.044545: W external/local_xla/xla/tsl/framework/bfc_allocator.cc:501] Allocator (GPU_0_bfc) ran out of memory trying to allocate 34.10MiB (rounded to 35758080)requested by op StatefulPartitionedCall/model_new14_1/batch_normalization_36_1/moments/SquaredDifference", "out-of-memory-general", "oom"),
    ("rank-0", "fatal error: runtime: out of memory", "out-of-memory-general", "oom"),
    # https://github.com/golang/go/issues/13728
    ("rank-0", "fatal error: out of memory", "out-of-memory-general", "oom"),
    # https://github.com/facebookresearch/Detectron/issues/560 (caffe2)
    ("rank-0", "RuntimeError: [enforce fail at event_gpu.cc:17] error == cudaSuccess. 2 vs 0. Error at: /home/sd/pytorch/caffe2/core/event_gpu.cc:17: out of memory ", "out-of-memory-general", "oom"),
    # https://github.com/meijieru/crnn.pytorch/issues/37 (PyTorch before the caching allocator's message)
    ("rank-0", "RuntimeError: cuda runtime error (2) : out of memory at /py/conda-bld/pytorch_1493676237139/work/torch/lib/THC/generic/THCStorage.cu:66", "out-of-memory-general", "oom"),
    # https://github.com/open-mmlab/mmhuman3d/issues/331, https://github.com/MIC-DKFZ/nnUNet/issues/2213 (NumPy)
    ("rank-0", "numpy.core._exceptions.MemoryError: Unable to allocate 7.91 GiB for an array with shape (1396913, 190, 4) and data type float64", "out-of-memory-general", "oom"),
    ("rank-0", "numpy.core._exceptions._ArrayMemoryError: Unable to allocate 1.61 GiB for an array with shape (753, 536, 536) and data type float64", "out-of-memory-general", "oom"),
    # https://github.com/nicholas-leonard/dp/issues/77, https://github.com/torch/distro/issues/218 (Lua Torch's TH allocator)
    ("rank-0", "/usr/local/bin/luajit: /usr/local/share/lua/5.1/dp/data/mnist.lua:104: $ Torch: not enough memory: you tried to allocate 0GB. Buy new RAM!", "out-of-memory-general", "oom"),
    ("rank-0", "$ Torch: not enough memory: you tried to allocate 845GB. Buy new RAM! at /home/users/distro/pkg/torch/lib/TH/THGeneral.c:270", "out-of-memory-general", "oom"),
    # https://github.com/tensorflow/tensorflow/issues/3304 (TensorFlow's BFC allocator failing, not its retried warning)
    ("rank-0", "W tensorflow/core/common_runtime/bfc_allocator.cc:271] Ran out of memory trying to allocate 220.5KiB.  See logs for memory state.", "out-of-memory-general", "oom"),
    # -- preempted, in plain words -----------------------------------------------------------
    # https://github.com/skypilot-org/skypilot/pull/1500
    ("controller", "(sky-de99-weichiang, pid=734143) I 12-10 21:39:39 controller.py:118] Cluster is preempted (status: INIT). Recovering...", "preempted-general", "preemption"),
    # -- disks -------------------------------------------------------------------------------
    # https://github.com/GNS3/gns3-server/issues/801
    ("rank-0", "OSError: [Errno 28] No space left on device: '/tmp/tmpiwzz57z4'", "node-local-disk-full", "storage"),
    # https://github.com/casualsnek/waydroid_script/issues/39
    ("rank-0", "question:OSError: [Errno 28] No space left on device: '/tmp/waydroidimage/system/priv-app/Phonesky'", "node-local-disk-full", "storage"),
    # https://github.com/engintron/engintron/issues/469
    ("nginx", '2017/03/07 14:41:17 [crit] 19513#19513: *11601 open() "/tmp/engintron_temp/0045438890" failed (28: No space left on device) while reading upstream, client: 66.102.8.141, server: localhost', "node-local-disk-full", "storage"),
    # https://github.com/Joshua-Riek/ubuntu-rockchip/issues/970 (dmesg)
    ("kernel", "[  279.665875] Aborting journal on device nvme0n1p1-8.", "local-block-device-failed", "storage"),
    ("kernel", "[  279.665893] Buffer I/O error on dev nvme0n1p1, logical block 121667584, lost sync page write", "local-block-device-failed", "storage"),
    ("kernel", "[  279.665960] EXT4-fs (nvme0n1p1): Remounting filesystem read-only", "local-block-device-failed", "storage"),
    # https://github.com/oxidecomputer/crucible/issues/1844
    ("kernel", "[ 4730.850402] Buffer I/O error on device nvme0n1p1, logical block 1066386", "local-block-device-failed", "storage"),
    # a path that is not the node's own disk: the errno entry, nobody implicated
    # https://github.com/ChHarding/TouchTerrain_for_CAGEO/issues/9
    ("rank-0", "[Errno 28] No space left on device: '/var/www/html/touchterrain/server/tmp/596314982299_dem.tif'", "storage-enospc", "storage"),
    # https://github.com/hpcaitech/Open-Sora/issues/663 (no path at all)
    ("rank-0", "OSError: [Errno 28] No space left on device", "storage-enospc", "storage"),
]


@pytest.mark.parametrize(("stream", "line", "signature", "category"), POSTED,
                         ids=[f"{i}-{p[2]}" for i, p in enumerate(POSTED)])
def test_posted_lines_get_their_signature(catalog, stream, line, signature, category) -> None:
    assert _best(catalog, line, stream) == (signature, category), line


# a JVM task's own programming-error exception as Spark's driver relays it (jvm-tasks.yaml):
# https://github.com/intel/ipex-llm/issues/2701 (Spark 2's format), https://github.com/intel/ipex-llm/issues/2619
# (its duplicate form)
SPARK_TASK_LINES = [
    ("driver", "18/12/05 16:06:59 WARN scheduler.TaskSetManager: Lost task 1.2 in stage 100.0 (TID 3618, bigdata.node8, executor 2): java.lang.NullPointerException", ("spark-task-program-exception", "user_code")),
    ("driver", "2018-09-05 12:53:32 INFO  TaskSetManager:54 - Lost task 1.0 in stage 3.0 (TID 11) on bdpnode3.com, executor 2: java.lang.NullPointerException (null) [duplicate 1]", ("spark-task-program-exception", "user_code")),
]


@pytest.mark.parametrize(("stream", "line", "expected"), SPARK_TASK_LINES)
def test_a_spark_tasks_own_exception_is_the_programs(catalog, stream, line, expected) -> None:
    assert _best(catalog, line, stream) == expected, line


# Lines of healthy runs from the same reports and tools: none is a failure of these catalogs.
HEALTHY = [
    # LSF's summary of a job that completed (https://github.com/ncbi/fcs/issues/81)
    ("lsf", "Successfully completed."),
    ("lsf", "    Max Memory :                                 49 MB"),
    ("lsf", "    Total Requested Memory :                     512000.00 MB"),
    ("lsf", "The output (if any) is above this job summary."),
    # the notice handlers starting (https://github.com/aws/aws-node-termination-handler/pull/252,
    # https://github.com/aws/aws-node-termination-handler/issues/207)
    ("nth", "2020/09/09 16:06:44 Kubernetes AWS Node Termination Handler has started successfully!"),
    ("nth", "2020/09/09 16:06:44 Started monitoring for SPOT_ITN events"),
    ("nth", "2020/07/16 17:31:46 Started watching for interruption events"),
    # an Azure Freeze event: the VM pauses and stays (https://github.com/Azure/AKS/issues/3719)
    ("imds", '2023-06-05T19:26:59+03:00\t{"@timestamp":"2023-06-05T16:26:59.748Z","log.level":"info","message":"Received new VM event","Event":{"Description":"Host server is undergoing maintenance.","DurationInSeconds":30,"EventId":"B2BC520E-BDA2-44A0-BF75-0C320524BB47","EventSource":"Platform","EventStatus":"Started","EventType":"Freeze","NotBefore":"","ResourceType":"VirtualMachine","Resources":["aks-testspot-38041100-vmss_25"]},"log":{"logger":"app"}}'),
    # allocator and runtime statistics
    # (https://github.com/ROCm/tensorflow-upstream/issues/82, https://github.com/aws-neuron/aws-neuron-sdk/issues/1014)
    ("rank-0", "2019-01-08 19:06:10.822532: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1189] Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 7524 MB memory) -> physical GPU (device: 0, name: Vega 10 XL/XT [Radeon RX Vega 56/64], pci bus id: 0000:03:00.0)"),
    ("rank-0", "\t* total: 15.855GB"),
    ("rank-0", "\t* tensors: 15.855GB"),
    # HTCondor's log of a running job (https://github.com/gwastro/pycbc/pull/2596)
    ("condor", "006 (6509789.000.000) 03/27 15:09:50 Image size of job updated: 733396"),
    ("condor", "\t717  -  MemoryUsage of job (MB)"),
    # Flux's eventlog of a job before its limit (https://github.com/flux-framework/flux-core/issues/6713)
    ("flux", "[  +8.786304] jobspec-update attributes.system.duration=45.0"),
    ("flux", "[  +0.006045] finish status=36352"),
    # systemd-oomd looking, not killing (https://github.com/systemd/systemd/issues/32304)
    ("journal", "avril 16 21:08:50 systemd-oomd[93234]: Considered 97 cgroups for killing, top candidates were:"),
    ("journal", "avril 16 21:08:50 systemd-oomd[93234]:                 Current Memory Usage: 388.4M"),
    # the program's own time limit, a normal end (Lightning's Timer callback,
    # https://github.com/Lightning-AI/pytorch-lightning/blob/master/src/lightning/pytorch/callbacks/timer.py)
    ("rank-0", "Time limit reached. Elapsed time is 1:00:41. Signaling Trainer to stop."),
    # TensorFlow's BFC allocator declining an allocation its caller can do without (bfc_allocator.cc:
    # "The caller indicates that this is not a failure"; https://github.com/tensorflow/tensorflow/issues/43546)
    ("rank-0", "2020-09-24 21:35:23.363348: W tensorflow/core/common_runtime/bfc_allocator.cc:246] Allocator (GPU_0_bfc) ran out of memory trying to allocate 1.02GiB with freed_by_count=0. The caller indicates that this is not a failure, but may mean that there could be performance gains if more memory were available."),
    # SkyPilot's controller when it cannot tell a preemption from a failure
    # (https://github.com/skypilot-org/skypilot/issues/7168)
    ("controller", "I 09-12 22:49:49 controller.py:545] Cluster is preempted or failed. Recovering..."),
    # Kueue's event on the preemptor, about another workload it preempted
    # (https://github.com/kubernetes-sigs/kueue/issues/12173)
    ("k8s", "          message: 'Preempted workload preemption-69hpb/low-priority-wl-5 (UID: 7acfd8b7-be8e-4280-a86f-0574a4717198)"),
    # systemd-logind watching the button at boot (https://github.com/systemd/systemd/issues/6419)
    ("journal", "> Aug 19 18:40:26 menzoberranzan systemd-logind[960]: Watching system buttons on /dev/input/event3 (Power Button)"),
    # a full /tmp in a df listing is not an error (https://github.com/DIYBookScanner/spreads/issues/185)
    ("rank-0", "tmpfs           100M  100M     0 100% /tmp"),
]


@pytest.mark.parametrize(("stream", "line"), HEALTHY, ids=[str(i) for i in range(len(HEALTHY))])
def test_healthy_lines_of_the_same_tools_are_not_failures(catalog, stream, line) -> None:
    found = _best(catalog, line, stream)
    assert found is None or found[1] not in ("oom", "preemption", "storage"), (found, line)


def _progress_lines() -> list[str]:
    """Training progress lines as the tools print them, from public issues
    (tests/progress/real_lines.py)."""
    path = Path(__file__).resolve().parents[1] / "progress" / "real_lines.py"
    spec = importlib.util.spec_from_file_location("real_progress_lines", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return [entry[2] for entry in module.STEP_LINES]


def _mine(catalog: Catalog) -> list:
    return [s for s in catalog.signatures
            if any(f"/{name}:" in s.source for name in GENERAL_CATALOGS) or s.id in ELSEWHERE]


def test_no_keyword_of_the_general_entries_is_on_a_progress_line(catalog) -> None:
    """A keyword on every healthy line makes every line a candidate: none of these entries'
    keywords is on a real training progress line."""
    lines = [line.lower() for line in _progress_lines()]
    assert len(lines) >= 10
    for sig in _mine(catalog):
        for keyword in sig.keywords:
            assert not any(keyword in line for line in lines), (sig.id, keyword)


def test_every_entry_cites_a_source_and_implicates_no_machine_but_a_local_disk(catalog) -> None:
    loaded = {Path(p).name for p in catalog.sources}
    assert set(GENERAL_CATALOGS) <= loaded
    mine = _mine(catalog)
    assert {s.id for s in mine} >= {p[2] for p in POSTED if p[2] != "storage-enospc"}
    for sig in mine:
        assert sig.spec.source.startswith("https://"), sig.id
        assert sig.spec.implicates_node == (sig.category == "storage"), sig.id
        assert sig.category in ("preemption", "oom", "storage", "unknown"), sig.id


# ---- what the lines mean for a bundle ------------------------------------------------------
def test_a_walltime_kill_in_the_output_alone_is_a_preemption(bundle) -> None:
    """No scheduler events were collected: PBS's line in the rank's output says the job ended
    and why (https://github.com/marbl/canu/issues/1214)."""
    result = attribute_bundle(bundle({
        "metrics.jsonl": _steps(100),
        "logs/node-1/rank-0.log": _log((100, "step 10 loss 2.31"),
                                       (130, "=>> PBS: job killed: walltime 86415 exceeded limit 86400")),
    }))
    assert (result.verdict, result.category, result.signature) == (
        "attributed", "preemption", "pbs-time-limit")
    assert result.implicated_nodes == [] and result.retryable


def test_an_lsf_memory_kill_is_oom_whatever_the_shell_reports(bundle) -> None:
    """LSF's report (https://github.com/wheaton5/souporcell/issues/20) and the shell's
    `Killed` of the same moment: the memory limit, nobody implicated."""
    result = attribute_bundle(bundle({
        "logs/node-1/lsf.log": _log(
            (50, "TERM_MEMLIMIT: job killed after reaching LSF memory usage limit."),
            (50, "Exited with exit code 143.")),
        "logs/node-1/rank-0.log": _log((50, "line 14: 94460 Killed                  python main.py")),
    }))
    assert (result.verdict, result.category, result.signature) == (
        "attributed", "oom", "lsf-memory-limit")
    assert result.implicated_nodes == []


def test_an_lsf_exit_with_no_reason_is_a_failure_of_unknown_cause(bundle) -> None:
    result = attribute_bundle(bundle({
        "logs/node-1/lsf.log": _log((50, "Exited with exit code 1.")),
    }))
    assert result.verdict == "ambiguous" and result.category == "unknown"
    assert result.implicated_nodes == []


def test_a_spot_notice_explains_what_the_other_node_reports_after(bundle) -> None:
    """The reclaimed node's notice (https://github.com/aws/aws-node-termination-handler/issues/701)
    comes first; the survivor's errors are its consequence. Nobody is implicated."""
    result = attribute_bundle(bundle({
        "metrics.jsonl": _steps(60),
        "logs/node-2/nth.log": _log((62, 'INF Adding new event to the event store event={"Description":"Spot ITN received. Instance will be interrupted at 2022-10-07T04:16:37Z \\n","Kind":"SPOT_ITN"}')),
        "logs/node-1/rank-0.log": _log(
            (185, "torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1970, remote process exited or there was a network error, NCCL version 2.20.5"),
            (186, "torch.distributed.elastic.multiprocessing.errors.ChildFailedError:")),
    }, scheduler=[{"ts": _at(190), "job_state": "FAILED", "exit_code": 1}]))
    assert (result.verdict, result.category, result.signature) == (
        "attributed", "preemption", "aws-spot-interruption")
    assert result.implicated_nodes == []


def test_a_full_tmp_implicates_its_node_and_a_shared_path_nobody(bundle) -> None:
    local = attribute_bundle(bundle({
        "logs/node-2/rank-1.log": _log(
            (40, "OSError: [Errno 28] No space left on device: '/tmp/tmpiwzz57z4'")),
    }, scheduler=[{"ts": _at(45), "job_state": "FAILED", "exit_code": 1}], name="local"))
    assert (local.verdict, local.category, local.signature) == (
        "attributed", "storage", "node-local-disk-full")
    assert local.implicated_nodes == ["node-2"]
    assert "node-local" in local.explanation
    shared = attribute_bundle(bundle({
        "logs/node-2/rank-1.log": _log(
            (40, "[Errno 28] No space left on device: '/var/www/html/touchterrain/server/tmp/596314982299_dem.tif'")),
    }, scheduler=[{"ts": _at(45), "job_state": "FAILED", "exit_code": 1}], name="shared"))
    assert (shared.verdict, shared.category) == ("attributed", "storage")
    assert shared.implicated_nodes == []


# joblib's warning at import that the OS gave it no semaphore (joblib/_multiprocessing_helpers.py:
# `warnings.warn("%s.  joblib will operate in serial mode" % (e,))`), as posted in
# https://github.com/SigProfilerSuite/SigProfilerExtractor/issues/95: the errno is the
# semaphore's (a small /dev/shm), the program goes on in serial mode
JOBLIB_SERIAL = ("/home/hannan/anaconda3/lib/python3.7/site-packages/joblib/_multiprocessing_helpers.py:53: UserWarning: [Errno 28] No space left on device.  joblib will operate in serial mode")


def test_joblibs_fallback_to_serial_mode_is_a_warning_not_a_full_disk(catalog, bundle) -> None:
    assert _best(catalog, JOBLIB_SERIAL) == ("joblib-serial-mode", "unknown")
    assert _best(catalog, "  warnings.warn('%s.  joblib will operate in serial mode' % (e,))") == (
        "joblib-serial-mode", "unknown")
    result = attribute_bundle(bundle({
        "logs/node-1/rank-0.log": _log((12, JOBLIB_SERIAL)),
        "logs/node-2/rank-1.log": _log((12, JOBLIB_SERIAL)),
    }, scheduler=[{"ts": _at(60), "job_state": "FAILED", "exit_code": 1}]))
    assert (result.verdict, result.category) == ("ambiguous", "unknown")
    assert result.implicated_nodes == []
    # an OSError of its own after it is still the errno's
    full = attribute_bundle(bundle({
        "logs/node-2/rank-1.log": _log((12, JOBLIB_SERIAL),
                                       (40, "OSError: [Errno 28] No space left on device")),
    }, scheduler=[{"ts": _at(45), "job_state": "FAILED", "exit_code": 1}], name="full"))
    assert (full.verdict, full.category) == ("attributed", "storage")


def test_a_device_allocation_failure_is_oom_on_any_runtime(bundle) -> None:
    """Neuron's runtime (https://github.com/aws-neuron/aws-neuron-sdk/issues/1014): the job's
    tensors did not fit; the node is not at fault."""
    result = attribute_bundle(bundle({
        "logs/node-2/rank-1.log": _log(
            (30, "2024-Oct-15 18:01:17.728750  3882:3882  ERROR  TDRV:dmem_alloc_internal                     Failed to alloc DEVICE memory: 180355072"),
            (31, "RuntimeError: nrt_load failed")),
    }, scheduler=[{"ts": _at(35), "job_state": "FAILED", "exit_code": 1}]))
    assert (result.verdict, result.category) == ("attributed", "oom")
    assert result.implicated_nodes == []


def test_slurms_at_some_point_warning_on_a_completed_job_is_no_failure(bundle) -> None:
    """Printed for steps that completed too (https://github.com/chaos/slurm/issues/54)."""
    result = attribute_bundle(bundle({
        "logs/node-1/rank-0.log": _log((20, "slurmstepd: Exceeded step memory limit at some point.")),
    }, scheduler=[{"ts": _at(25), "job_state": "COMPLETED", "exit_code": 0}]))
    assert result.verdict == "no_failure"
    failed = attribute_bundle(bundle({
        "logs/node-1/rank-0.log": _log((20, "slurmstepd: Exceeded step memory limit at some point.")),
    }, scheduler=[{"ts": _at(25), "job_state": "FAILED", "exit_code": 1}], name="failed"))
    assert (failed.verdict, failed.category) == ("attributed", "oom")


def test_a_notice_is_the_cause_though_training_runs_on_until_the_reclaim(bundle) -> None:
    """AWS gives two minutes' notice (https://docs.aws.amazon.com/AWSEC2/latest/UserGuide/spot-instance-termination-notices.html):
    the ranks train on until the instance goes. Training after the notice does not make it a
    survived error; the reclaim it announced stopped the job."""
    result = attribute_bundle(bundle({
        "metrics.jsonl": _steps(160),
        "logs/node-2/nth.log": _log((40, 'INF Adding new event to the event store event={"Description":"Spot ITN received. Instance will be interrupted at 2022-10-07T04:16:37Z \\n","Kind":"SPOT_ITN"}')),
        "logs/node-1/rank-0.log": _log(
            (190, "torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1970, remote process exited or there was a network error, NCCL version 2.20.5"),
            (191, "torch.distributed.elastic.multiprocessing.errors.ChildFailedError:")),
    }, scheduler=[{"ts": _at(195), "job_state": "FAILED", "exit_code": 1}]))
    assert (result.verdict, result.category, result.signature) == (
        "attributed", "preemption", "aws-spot-interruption")
    assert result.implicated_nodes == []


def test_a_notice_the_job_outlived_long_after_is_not_a_cause(bundle) -> None:
    """A notice later cancelled (or a rebalance the job rode out): training went on well past
    any provider's notice period, then the job completed."""
    result = attribute_bundle(bundle({
        "metrics.jsonl": _steps(900),
        "logs/node-2/nth.log": _log((40, 'INF Adding new event to the event store event={"Description":"Spot ITN received. Instance will be interrupted at 2022-10-07T04:16:37Z \\n","Kind":"SPOT_ITN"}')),
    }, scheduler=[{"ts": _at(905), "job_state": "COMPLETED", "exit_code": 0}]))
    assert result.verdict == "no_failure"


def test_a_notice_near_the_end_of_a_run_the_scheduler_completed_is_not_a_cause(bundle) -> None:
    """The reclaim announced at 40 s never came: the run finished at 60 s and the scheduler
    reports it COMPLETED with exit code 0."""
    result = attribute_bundle(bundle({
        "metrics.jsonl": _steps(60),
        "logs/node-2/nth.log": _log((40, 'INF Adding new event to the event store event={"Description":"Spot ITN received. Instance will be interrupted at 2022-10-07T04:16:37Z \\n","Kind":"SPOT_ITN"}')),
    }, scheduler=[{"ts": _at(65), "job_state": "COMPLETED", "exit_code": 0}]))
    assert result.verdict == "no_failure"
    failed = attribute_bundle(bundle({
        "metrics.jsonl": _steps(60),
        "logs/node-2/nth.log": _log((40, 'INF Adding new event to the event store event={"Description":"Spot ITN received. Instance will be interrupted at 2022-10-07T04:16:37Z \\n","Kind":"SPOT_ITN"}')),
    }, scheduler=[{"ts": _at(65), "job_state": "FAILED", "exit_code": 1}], name="failed"))
    assert (failed.verdict, failed.category) == ("attributed", "preemption")


# https://github.com/JiaquanYe/TableMASTER-mmocr/issues/32 (mmcv's logger; the maintainer: "grad_norm
# nan is cause by mixed precision training", normal while the loss converges)
GRAD_NORM_NAN = ("Epoch [1][100/62598]\tlr: 1.000e-03, eta: 6 days, 15:22:46, time: 0.539, "
                 "data_time: 0.051, memory: 7239, loss_ce: 1.2757, horizon_bbox_loss: 0.2828, "
                 "vertical_bbox_loss: 0.3507, loss: 1.9091, grad_norm: nan")


def test_a_loss_printed_nan_in_a_zero_padded_field_is_numerical(catalog: Catalog) -> None:
    """printf's and Python's `%07.5f` of NaN is `0000nan`: a loss field padded with zeros."""
    line = f"Step      80 (23.64%): loss = {float('nan'):07.5f} EER=0.00000"
    assert _best(catalog, line) == ("torch-nan-loss", "numerical")
    assert _best(catalog, line.replace("0000nan", "3.09014")) is None


def test_a_grad_norm_of_nan_beside_a_finite_loss_is_no_failure(bundle) -> None:
    """A skipped step of mixed-precision training: the run goes on."""
    result = attribute_bundle(bundle({"logs/node-1/rank-0.log": _log((50, GRAD_NORM_NAN)),
                                      "metrics.jsonl": _steps(300)},
                                     [{"ts": _at(310), "job_state": "COMPLETED", "exit_code": 0}]))
    assert result.verdict == "no_failure"
