"""Catalogs of the launchers and fabrics beyond NVIDIA + PyTorch + Slurm (issue 43, item 1):
Horovod, Open MPI / PRRTE, UCX, libfabric / EFA, ibstat, the NVLink fabric (fabric manager,
CUDA error 802, Xid 137/145), the Kubernetes device plugin's Xids, mismatched collectives.

Every line below was posted publicly (the URL beside it); each is read as the signature its
project's own source or documentation gives it, and lines around it that mean something else
are not. The bundle tests then hold what each means for recovery: who is implicated, and when.
"""

from __future__ import annotations

import importlib.util
import itertools
import json
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from line_reading import best_id as _best

from trainwarden.attribution import Catalog, attribute_bundle
from trainwarden.attribution.bundle import BundleReader

FABRIC_FILES = ("horovod", "mpi", "ucx")

# (stream, the line as posted, the signature it is read as, where it was posted)
REAL_LINES = [
    # Horovod's stall inspector
    ("rank-0", "[2020-12-30 16:35:15.181832: W /tmp/pip-req-build-12flcl_u/horovod/common/"
     "stall_inspector.cc:105] One or more tensors were submitted to be reduced, gathered or "
     "broadcasted by subset of ranks and are waiting for remainder of ranks for more than 60 "
     "seconds. This may indicate that different ranks are trying to submit different tensors or "
     "that only subset of ranks is submitting tensors, which will cause deadlock.",
     "horovod-stall-warning", "https://github.com/horovod/horovod/issues/2564"),
    ("rank-0", "1: [DistributedGradientTape_Allreduce/cond_163/then/_1304/DistributedGradientTape"
     "_Allreduce/cond_163/HorovodAllreduce_AddN_103_0, DistributedGradientTape_Allreduce/cond_164"
     "/then/_1312/DistributedGradientTape_Allreduce/cond_164/HorovodAllreduce_gradient_tape_"
     "retinanet_post_hoc_d5_BiasAdd_BiasAddGrad_0]",
     "horovod-stall-missing-rank", "https://github.com/horovod/horovod/issues/2564"),
    ("rank-0", "[0] 1: [broadcast.assign_conv_block_modules.0.0.bias, broadcast.assign_conv_block_"
     "modules.0.0.weight, broadcast.assign_conv_first_modules.0.bias, broadcast.assign_conv_first"
     "_modules.0.weight, broadcast.assign_conv_last_modules.0.bias, broadcast.assign_conv_last_"
     "modules.0.weight ...]",
     "horovod-stall-missing-rank", "https://github.com/horovod/horovod/issues/3950"),
    ("rank-0", "[1,0]<stderr>:[2019-04-13 13:53:31.851506: W horovod/common/operations.cc:588] "
     "HorovodBroadcast_dense_1_bias_Momentum_0 [missing ranks: 1]",
     "horovod-stall-missing-rank-legacy", "https://github.com/horovod/horovod/issues/1012"),
    ("rank-0", "MetricAverageCallback/HorovodAllreduce_MetricAverageCallback_acc_0 [missing ranks: "
     "0, 1, 3, 4]", "horovod-stall-missing-ranks-legacy",
     "https://github.com/horovod/horovod/issues/457"),
    ("rank-1", "tensorflow.python.framework.errors_impl.UnknownError:  Horovod has been shut down. "
     "This was caused by an exception on one of the ranks or an attempt to allreduce, allgather "
     "or broadcast a tensor after one of the ranks finished execution. If the shutdown was caused "
     "by an exception, you should see the exception in the log before the first shutdown "
     "message.", "horovod-shut-down", "https://github.com/horovod/horovod/issues/534"),
    # Open MPI / PRRTE
    ("mpirun", "ORTE has lost communication with a remote daemon.", "mpi-lost-daemon",
     "https://github.com/open-mpi/ompi/issues/11830"),
    ("mpirun", "  Remote daemon: [[32679,0],1] on node queue-g4dn12xlarge-st-g4dn12xlarge-1",
     "mpi-lost-daemon-node", "https://github.com/open-mpi/ompi/issues/11830"),
    ("mpirun", " ORTE has lost communication with its daemon located on node:",
     "mpi-lost-daemon", "https://github.com/aws/aws-parallelcluster/issues/301"),
    ("mpirun", "mpirun noticed that process rank 0 with PID 21183 on node host01 exited on signal "
     "9 (Killed).", "mpi-rank-killed", "https://github.com/open-mpi/ompi/issues/2661"),
    ("mpirun", "mpiexec noticed that process rank 0 with PID 10313 on node proton exited on ",
     None, "https://github.com/adda-team/adda/issues/151"),  # cut by the paste: no signal
    ("mpirun", "[[1176,1],0][btl_openib_component.c:2905:handle_wc] from tango092.vpac.org to: "
     "tango090 error polling LP CQ with status RETRY EXCEEDED ERROR status number 12 for wr_id "
     "38996224 opcode 0 qp_idx 0", "openib-retry-exceeded-to-peer",
     "https://www.open-mpi.org/community/lists/users/2009/02/8223.php"),
    ("mpirun", "The InfiniBand retry count between two MPI processes has been",
     "openib-completion-error",
     "https://www.open-mpi.org/community/lists/users/2009/02/8223.php"),
    ("mpirun", "A process or daemon was unable to complete a TCP connection",
     "mpi-tcp-connect-failed",
     "https://www.open-mpi.org/community/lists/users/2015/03/26555.php"),
    ("mpirun", "  Remote host:   10.104.5.40", "mpi-tcp-remote-host",
     "https://www.open-mpi.org/community/lists/users/2015/03/26555.php"),
    # UCX
    ("rank-0", "[master:19546:0:19546] ib_mlx5_log.c:139  Transport retry count exceeded on "
     "mlx5_0:1/IB (synd 0x15 vend 0x81 hw_synd 0/0)", "ucx-remote-syndrome",
     "https://github.com/openucx/ucx/issues/5199"),
    ("rank-0", "[ast1815:6807 :0:6807] ib_mlx5_log.c:115  FATAL: Error on mlx5_3:1 QP 0xe6d7 "
     "wqe[7821]: Transport retry count exceeded (synd 0x15 vend 0x81) opcode SEND",
     "ucx-remote-syndrome", "https://github.com/openucx/ucx/issues/2973"),
    ("rank-0", "[1610610433.688325] [DN-10:623133:0]    ib_mlx5_log.c:143  UCX  ERROR Remote "
     "access on mlx5_1:1/RoCE (synd 0x13 vend 0x88 hw_synd 0/0)", "ucx-remote-syndrome",
     "https://github.com/openucx/ucx/issues/6132"),
    ("rank-0", "08:56:26 [hpc-test-node3:6196 :0:6196] ib_mlx5_log.c:139  Local protection on "
     "mlx5_1:1/IB (synd 0x4 vend 0x56 hw_synd 0/0)", "ucx-local-syndrome",
     "https://github.com/openucx/ucx/issues/3453"),
    ("rank-0", "Mon Dec 10 08:18:05 2018[1,8]<stderr>:[hpc-polar-01-vm001:13210:0:13210]    "
     "ud_iface.c:732  UCX Fatal: transport error: Endpoint timeout", "ucx-endpoint-timeout",
     "https://github.com/openucx/ucx/issues/3087"),
    ("rank-0", "[1661938336.553723] [vhost-node1:1499693:6]           flush.c:26   UCX  ERROR req "
     "0x7fc2d40b3c00: error during flush: Endpoint timeout, flush comp 0x7fc2d40b3c90 count "
     "reduced to 2", "ucx-endpoint-timeout", "https://github.com/openucx/ucx/issues/8487"),
    ("rank-0", "[1692032992.421228] [xm066:789921:1]          ucp_ep.c:1504 UCX  DIAG  ep "
     "0x7ffff4be46c0: error 'Connection reset by remote peer' on rc_mlx5/mlx5_0:1 will not be "
     "handled since no error callback is installed", "ucx-connection-reset",
     "https://github.com/openucx/ucx/issues/9306"),
    ("rank-0", "1737742661.094513] [cn0244:260472:0]      ib_mlx5_dv.c:430  UCX  ERROR   "
     "mlx5dv_devx_obj_create(QP) failed on mlx5_0, syndrome 0x2c4154: Remote I/O error",
     "ucx-device-io-error", "https://github.com/openucx/ucx/issues/10451"),
    ("rank-0", "[cn0244:260472] pml_ucx.c:421  Error: ucp_ep_create(proc=47) failed: Input/output "
     "error", "ucx-device-io-error", "https://github.com/openucx/ucx/issues/10451"),
    ("rank-45", "[c-16-1-worker0006][[11356,1],45][btl_tcp.c:559:mca_btl_tcp_recv_blocking] "
     "recv(36) failed: Connection reset by peer (104)", "mpi-peer-disconnected",
     "https://github.com/open-mpi/ompi/issues/9218"),
    ("rank-0", "An MPI communication peer process has unexpectedly disconnected.  This",
     "mpi-peer-process-hung-up", "https://github.com/open-mpi/ompi/pull/7735"),
    ("rank-0", "  Peer host:  ip-172-31-1-32", "mpi-peer-host",
     "https://github.com/open-mpi/ompi/pull/7735"),
    ("rank-0", "  Local host: ip-172-31-6-3", None, "https://github.com/open-mpi/ompi/pull/7735"),
    ("mpirun", "mpirun noticed that process rank 2 with PID 31203 on node subbaiah10 exited on "
     "signal 11 (Segmentation fault).", "mpi-rank-segfault",
     "https://github.com/HiFiLES/HiFiLES-solver/issues/135"),
    ("mpirun", "prterun noticed that process rank 48 with PID 613162 on node gpu-node07 exited on "
     "signal 11 (Segmentation fault).", "mpi-rank-segfault",
     "https://github.com/NVIDIA/nccl/issues/1419"),
    ("mpirun", "mpiexec noticed that process rank 0 with PID 10313 on node proton exited on "
     "signal 6 (Aborted).", "mpi-rank-signal", "https://github.com/adda-team/adda/issues/151"),
    ("mpirun", "Primary job  terminated normally, but 1 process returned", "mpi-job-aborted",
     "https://github.com/open-mpi/ompi/issues/1620"),
    ("mpirun", "MPI_ABORT was invoked on rank 30 in communicator MPI_COMM_WORLD",
     "mpi-job-aborted", "https://github.com/openucx/ucx/issues/9306"),
    ("mpirun", "=   BAD TERMINATION OF ONE OF YOUR APPLICATION PROCESSES", "hydra-bad-termination",
     "https://github.com/bsc-performance-tools/extrae/issues/101"),
    ("mpirun", "=   RANK 6 PID 2447372 RUNNING AT node0009", "hydra-rank-running-at",
     "https://github.com/bsc-performance-tools/extrae/issues/101"),
    ("mpirun", "=   KILLED BY SIGNAL: 9 (Killed)", "hydra-rank-killed",
     "https://github.com/bsc-performance-tools/extrae/issues/101"),
    ("mpirun", "=   EXIT CODE: 9", "hydra-rank-killed", "https://github.com/openai/jukebox/issues/155"),
    ("mpirun", "YOUR APPLICATION TERMINATED WITH THE EXIT STRING: Killed (signal 9)",
     "hydra-rank-killed", "https://github.com/openai/jukebox/issues/155"),
    ("mpirun", "=   EXIT CODE: 15", None, "https://github.com/pyiron/executorlib/issues/192"),
    ("mpirun", "mpiexec has exited due to process rank 1 with PID 23471 on", "mpi-job-aborted",
     "https://github.com/firedrakeproject/firedrake/issues/296"),
    ("mpirun", "=   CLEANING UP REMAINING PROCESSES", None,
     "https://github.com/openai/jukebox/issues/155"),
    ("rank-0", "[1716594409.541480] [gpu1:1581047:0] sock.c:323 UCX ERROR connect(fd=87, dest_addr="
     "172.17.0.1:47133) failed: Connection refused", "ucx-connect-failed-to-peer",
     "https://github.com/openucx/ucx/issues/9908"),
    ("rank-0", "[gpu1:1581048] pml_ucx.c:419 Error: ucp_ep_create(proc=9) failed: Destination is "
     "unreachable", "ucx-destination-unreachable", "https://github.com/openucx/ucx/issues/9908"),
    ("rank-0", "[gpu1:1581048] pml_ucx.c:472 Error: Failed to resolve UCX endpoint for rank 9",
     "ucx-destination-unreachable", "https://github.com/openucx/ucx/issues/9908"),
    # libfabric / EFA (aws-ofi-nccl)
    ("rank-0", "libfabric:451707:1708520807::efa:cq:efa_rdm_txe_handle_error():737<warn> err: 5, "
     "message: Invalid address My EFA addr: fi_addr_efa://[fe80::13:c2ff:fe6f:f03d]:0:1072483550 "
     "My host id: i-0db7083f3fcbebb65 Peer EFA addr: fi_addr_efa://[fe80::b8:aff:fe44:425]:0:"
     "947699476 Peer host id: i-0ce6d3d57139f053c (7)", "ofi-completion-error",
     "https://github.com/aws/aws-ofi-nccl/issues/346"),
    # InfiniBand tools
    ("ibstat", "\t\tState: Down", "ib-port-down-tool", "https://github.com/leptonai/gpud/pull/99"),
    ("ibstat", "\t\tPhysical state: Disabled", "ib-port-down-tool",
     "https://github.com/leptonai/gpud/pull/99"),
    ("ibstat", "                State: Down", "ib-port-down-tool",
     "https://github.com/Azure/azhpc-diagnostics/issues/76"),
    ("ibstat", "                Physical state: Polling", "ib-port-down-tool",
     "https://github.com/Azure/azhpc-diagnostics/issues/76"),
    ("ibstat", "LinkState:.......................Down", None,
     "https://github.com/linux-rdma/rdma-core/pull/847"),  # ibportstate: a switch port, not ibstat
    ("ibstat", "\t\tState: Active", None, "https://github.com/leptonai/gpud/pull/752"),
    ("ibstat", "\t\tPhysical state: LinkUp", None, "https://github.com/leptonai/gpud/pull/752"),
    ("ibstat", "                        state:                  PORT_ACTIVE (4)", None,
     "https://github.com/openucx/ucx/issues/6000"),
    # NVLink fabric: fabric manager, CUDA error 802, Xid 137 / 145
    ("rank-0", "UserWarning: CUDA initialization: Unexpected error from cudaGetDeviceCount(). Did "
     "you run some cuda functions before calling NumCudaDevices() that might have already set an "
     "error? Error 802: system not yet initialized (Triggered internally at  ../c10/cuda/"
     "CUDAFunctions.cpp:112.)", "fabric-manager-down", "https://github.com/microsoft/lisa/issues/2823"),
    ("rank-0", "RuntimeError: cuda runtime error (802) : system not yet initialized at /opt/conda/"
     "conda-bld/pytorch_1579022034529/work/aten/src/THC/THCGeneral.cpp:50", "fabric-manager-down",
     "https://github.com/pytorch/pytorch/issues/35710"),
    ("rank-0", "ggml_cuda_init: failed to initialize CUDA: system not yet initialized",
     "fabric-manager-down", "https://github.com/ollama/ollama/issues/12136"),
    ("fabricmanager", "Sep 18 03:19:01 ubuntu2404 systemd[1]: nvidia-fabricmanager.service: "
     "Control process exited, code=exited, status=1/FAILURE", "fabric-manager-service-failed",
     "https://github.com/data-infra/cube-studio/issues/29"),
    ("fabricmanager", "× nvidia-fabricmanager.service - NVIDIA fabric manager service",
     "fabric-manager-service-failed", "https://github.com/NVIDIA/NVSentinel/issues/883"),
    ("fabricmanager", "     Active: active (running) since Thu 2024-05-16 23:22:02 UTC; 7s ago",
     None, "https://github.com/bottlerocket-os/bottlerocket/pull/3873"),
    ("fabricmanager", "Jan 05 14:45:28 TENCENT64 systemd[1]: Started nvidia-fabricmanager.service"
     " - NVIDIA fabric manager service.", None, "https://github.com/NVIDIA/nvtrust/issues/128"),
    ("kernel", "NVRM: Xid (PCI:0018:01:00): 145, RLW_RXPIPE Nonfatal XC0 i0 Link 13 (0x0409a0c2 "
     "0x00000008 0x00000001 0x00000000 0x00100000 0x00000004)", "xid-nvlink-nonfatal",
     "https://github.com/leptonai/gpud/pull/1174"),
    ("kernel", "NVRM: Xid (PCI:0000:ed:00): 45, pid=1818992, name=python3, Ch 0000000c caused by "
     "previous Xid 145", "xid-45", "https://github.com/NVIDIA/open-gpu-kernel-modules/issues/1150"),
    # the Kubernetes device plugin
    ("device-plugin", "2020/08/10 19:09:42 XidCriticalError: Xid=69 on Device=GPU-7540a9b3-eeb9-"
     "1214-1526-f93c9ea826a8, the device will go unhealthy.", "xid-69-reported",
     "https://github.com/NVIDIA/k8s-device-plugin/issues/189"),
    ("device-plugin", "2020/08/10 19:09:42 'nvidia.com/gpu' device marked unhealthy: GPU-7540a9b3-"
     "eeb9-1214-1526-f93c9ea826a8", "k8s-device-marked-unhealthy",
     "https://github.com/NVIDIA/k8s-device-plugin/issues/189"),
    ("rank-0", "horovod.common.exceptions.HorovodInternalError: ncclAllReduce failed: unhandled "
     "cuda error", "horovod-internal-error", "https://github.com/horovod/horovod/issues/3618"),
    # Open MPI's fatal handler outside MPI_INIT..MPI_FINALIZE; MPICH's is quoted from its
    # format string in src/mpi/errhan/errutil.c (MPIR_Err_Uninit), with an example routine
    ("rank-0", "*** The MPI_Comm_f2c() function was called before MPI_INIT was invoked.",
     "mpi-called-outside-init",
     "https://www.open-mpi.org/community/lists/users/2012/05/19261.php"),
    ("rank-0", "*** The MPI_Comm_free() function was called after MPI_FINALIZE was invoked.",
     "mpi-called-outside-init",
     "https://github.com/open-mpi/ompi/blob/v4.1.6/ompi/errhandler/errhandler_predefined.c"),
    ("rank-0", "Attempting to use an MPI routine (internal_Comm_dup) before initializing or after "
     "finalizing MPICH", "mpi-called-outside-init",
     "https://github.com/pmodels/mpich/blob/main/src/mpi/errhan/errutil.c"),
    # MPI_Init failing in Open MPI's handler, bare and host-prefixed, and the help text after it
    ("rank-0", "*** An error occurred in MPI_Init_thread", "mpi-init-failed",
     "https://github.com/open-mpi/ompi/issues/6533"),
    ("rank-0", "[bcn1664:430817] *** An error occurred in MPI_Init_thread", "mpi-init-failed",
     "https://github.com/geoschem/GCHP/issues/94"),
    ("rank-0", "It looks like MPI_INIT failed for some reason; your parallel process is",
     "mpi-init-failed", "https://github.com/open-mpi/ompi/issues/3144"),
    # a UCX worker without multi-thread support: Open MPI's pml/ucx and HCOLL's UCX p2p
    ("rank-0", "[a1:14245] pml_ucx.c:285  Error: UCP worker does not support MPI_THREAD_MULTIPLE",
     "ucx-thread-multiple-unsupported", "https://github.com/open-mpi/ompi/issues/7768"),
    ("rank-0", " 91: [LOG_CAT_P2P] UCP worker does not support MPI_THREAD_MULTIPLE",
     "ucx-thread-multiple-unsupported", "https://github.com/JCSDA/spack-stack/issues/1681"),
    # Cray's GNI library on a process its launcher did not start
    ("rank-0", "Unidentified node: Error detected by libibgni.so.  Subsequent operation may be "
     "unreliable.  IAA failed to recognized this as an MPI process", "cray-gni-not-an-mpi-process",
     "https://github.com/radical-cybertools/radical.pilot/issues/580"),
    # NCCL invalid usage
    ("rank-0", "torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/"
     "NCCLUtils.hpp:275, invalid usage (run with NCCL_DEBUG=WARN for details), NCCL version "
     "2.20.5", "nccl-invalid-usage", "https://github.com/verl-project/verl/issues/161"),
    ("rank-0", "ncclInvalidUsage: This usually reflects invalid usage of NCCL library.",
     "nccl-invalid-usage", "https://github.com/NVIDIA/nccl/issues/1241"),
    ("rank-2", "[1,2]<stdout>:smc-gpu-03:29880:30398 [0] init.cc:497 NCCL WARN Duplicate GPU "
     "detected : rank 2 and rank 0 both on CUDA device 1000", "nccl-invalid-usage",
     "https://github.com/horovod/horovod/issues/3929"),
    # a rank outside the world size it was given (ncclCommInitRank's check, ncclInvalidArgument)
    ("rank-7", "ued37c44e4ea65b:6861:6861 [7] init.cc:981 NCCL WARN Invalid rank requested : 7/4",
     "nccl-invalid-usage", "https://github.com/jeffffffli/HybrIK/issues/47"),
    # mismatched collectives
    ("rank-1", "RuntimeError: Detected mismatch between collectives on ranks. Rank 1 is running "
     "collective: CollectiveFingerPrint(SequenceNumber=1OpType=BARRIER), but Rank 2 is running "
     "collective: CollectiveFingerPrint(SequenceNumber=0OpType=BARRIER).Collectives differ in the "
     "following aspects: \t Sequence number: 1vs 0", "collective-mismatch",
     "https://github.com/pytorch/pytorch/issues/148976"),
    ("rank-39", "init.cc:1247 NCCL WARN Mismatched collective detected, please check your "
     "collective calls at and around rank 39. You can use NCCL_DEBUG=INFO and "
     "NCCL_DEBUG_SUBSYS=COLL to see the collective logs", "collective-mismatch",
     "https://github.com/NVIDIA/nccl/issues/296"),
]


def _posted(signature: str, nth: int = 0) -> str:
    """The nth posted line above that is read as `signature`."""
    return [text for _, text, sig, _ in REAL_LINES if sig == signature][nth]


@pytest.mark.parametrize(("stream", "text", "expected", "url"), REAL_LINES,
                         ids=[f"{i}-{e}" for i, (_, _, e, _) in enumerate(REAL_LINES)])
def test_a_posted_line_is_read_as_its_projects_source_says(
    catalog: Catalog, stream: str, text: str, expected: str | None, url: str,
) -> None:
    assert url.startswith("https://")
    assert _best(catalog, stream, text) == expected


# Lines of healthy runs (and lines near the failures) that hold a keyword of the new catalogs:
# candidates the scanner looks at, never a match.
HEALTHY_LINES = [
    # NCCL's channel set-up names AllReduce; nccl-tests' banner names all_reduce_perf
    "ip-172-31-69-127:451707:453373 [4] NCCL INFO Channel 00/0 : 0[4] -> 8[4] [send] via NET/AWS "
    "Libfabric/4/GDRDMA",  # https://github.com/aws/aws-ofi-nccl/issues/346
    "MetricAverageCallback/HorovodAllreduce_MetricAverageCallback_acc_0 [ready ranks: 2]",
    # Horovod's stall warning without a rank list (horovod/horovod#134): the warning, not a rank
    "Missing ranks:",
    "[0] Missing ranks:",
    "  HNP daemon   : [[64112,0],0] on node wmaster-desktop",  # garyexplains/examples#13
    "This is usually due to either a failure of the TCP network",
    "  Local host:    fehg-node-0",  # open-mpi.org users list 2015/03/26555
    "#       error handling: buffer (zcopy), remote access, peer failure",  # openucx/ucx#6669
    "[jazz17:157468:0:157468] ib_mlx5_log.c:139  RC QP 0x14819 wqe[0]: SEND s-- [inl len 18]",
    "Jan 05 14:45:28 TENCENT64 nv-fabricmanager[1120]: Successfully configured all the available "
    "NVSwitches to route GPU NVLink traffic.",  # NVIDIA/nvtrust#128
]


@pytest.mark.parametrize("text", HEALTHY_LINES)
def test_healthy_lines_are_not_read_as_failures(catalog: Catalog, text: str) -> None:
    found = _best(catalog, "rank-0", text)
    assert found is None or not any(
        found.startswith(p) for p in ("horovod-", "mpi-", "ucx-", "openib-", "efa-", "ib-port",
                                      "fabric-manager", "collective-", "nccl-invalid")), found


def test_every_new_entry_cites_its_projects_source(catalog: Catalog) -> None:
    new = [s for s in catalog.signatures
           if any(f"/{name}.yaml:" in s.source for name in FABRIC_FILES)]
    assert len(new) >= 20
    for sig in new:
        assert re.match(r"^https://\S+(?: https://\S+)*$", sig.spec.source), sig.id


# entries this issue added to the catalogs that existed before (rdma, nccl, nvswitch, nvidia-xid)
ADDED_ELSEWHERE = {"efa-peer-unresponsive", "ib-port-down-tool", "collective-mismatch",
                   "nccl-invalid-usage", "fabric-manager-service-failed",
                   "k8s-device-marked-unhealthy"}


def _progress_lines() -> list[str]:
    """Training progress lines as the tools print them (Megatron, torchtitan, HF, ...), from
    public issues: tests/progress/real_lines.py."""
    path = Path(__file__).resolve().parents[1] / "progress" / "real_lines.py"
    spec = importlib.util.spec_from_file_location("real_progress_lines_fabric", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return [entry[2] for entry in module.STEP_LINES]


def test_healthy_progress_lines_hold_no_keyword_of_the_fabric_entries(catalog: Catalog) -> None:
    """A keyword on every healthy line makes every line a candidate (docs/attribution.md, scan
    speed): none of these entries' keywords is on a real training progress line."""
    lines = [line.lower() for line in _progress_lines()]
    assert len(lines) >= 10
    mine = [s for s in catalog.signatures
            if any(f"/{name}.yaml:" in s.source for name in FABRIC_FILES)
            or s.id in ADDED_ELSEWHERE]
    assert len(mine) >= 30
    for sig in mine:
        for keyword in sig.keywords:
            assert not any(keyword in line for line in lines), (sig.id, keyword)


# ---- what the lines mean for recovery, on bundles -------------------------------------------
NODES = ["node-1", "node-2", "node-3"]
RANKS = {"0": "node-1", "1": "node-2", "2": "node-3"}
Write = Callable[..., Path]
_NAMES = itertools.count()


def _lines(*entries: tuple[str, str]) -> str:
    return "".join(f"{ts} {text}\n" for ts, text in entries)


def _bundle(write_bundle: Write, files: dict[str, str], *, job_state: str | None = "FAILED",
            events: list[dict[str, object]] | None = None, last_step: int = 10) -> Path:
    steps = [{"ts": f"2026-01-01T00:00:{s:02d}Z", "node": node, "rank": int(rank),
              "name": "step", "value": s}
             for rank, node in RANKS.items() for s in range(1, last_step + 1)]
    files = {"metrics.jsonl": "".join(json.dumps(m) + "\n" for m in steps), **files}
    sched = list(events or [])
    if job_state:
        sched.append({"ts": "2026-01-01T00:30:00Z", "job_state": job_state,
                      "exit_code": 0 if job_state == "COMPLETED" else 1})
    if sched:
        files["scheduler.jsonl"] = "".join(json.dumps(e) + "\n" for e in sched)
    job = {"job_id": "j", "scheduler": "slurm", "nodes": NODES, "ranks": RANKS}
    return write_bundle(files, job=job, name=f"bundle-{next(_NAMES)}")


def _verdict(path: Path) -> tuple[str, str, list[str]]:
    result = attribute_bundle(path)
    return result.verdict, result.category, result.implicated_nodes


WATCHDOG = ("[Rank {r}] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=42, "
            "OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=600000) ran for 600031 "
            "milliseconds before timing out.")


def test_horovods_stall_warning_names_the_missing_rank_and_is_a_hang(
    write_bundle: Write, catalog: Catalog,
) -> None:
    """horovod/horovod#2564: rank 0 (node-1) reports rank 1 missing; the rank line carries
    rank 1, the warning never starts an incident itself."""
    path = _bundle(write_bundle, {"logs/node-1/rank-0.log": _lines(
        ("2026-01-01T00:01:11Z", _posted("horovod-stall-warning")),
        ("2026-01-01T00:01:11Z", "Missing ranks:"),
        ("2026-01-01T00:01:11Z", _posted("horovod-stall-missing-rank")))})
    ev = BundleReader(path, catalog, None).read()
    missing = [h for h in ev.hits if h.signature.id == "horovod-stall-missing-rank"]
    assert [(h.rank, h.reporter) for h in missing] == [(1, "node-1")]
    assert {h.signature.role for h in ev.hits} == {"cascade"}
    verdict, category, _ = _verdict(path)
    assert (verdict, category) != ("attributed", "user_code")


def test_horovods_shut_down_error_on_survivors_is_a_cascade_not_a_bug(write_bundle: Write) -> None:
    """horovod/horovod#534: the shut-down error (a TensorFlow UnknownError) on the surviving
    rank follows the rank that raised first; the python-exception reading (user_code) must not
    win on the survivor."""
    path = _bundle(write_bundle, {
        # printed before the raising rank's own traceback reached its log
        "logs/node-2/rank-1.log": _lines(("2026-01-01T00:01:05Z", _posted("horovod-shut-down"))),
        "logs/node-3/rank-2.log": _lines(
            ("2026-01-01T00:01:10Z", "ValueError: could not broadcast input array from shape "
             "(3,) into shape (4,)"))})
    result = attribute_bundle(path)
    assert (result.category, result.initiating.node) == ("user_code", "node-3")


def _lost_daemon(at: str = "2026-01-01T00:01:10Z") -> str:
    """The help message of open-mpi/ompi#6618 with the job's host names."""
    return _lines((at, "ORTE has lost communication with a remote daemon."),
                  (at, ""),
                  (at, "  HNP daemon   : [[11377,0],0] on node node-1"),
                  (at, "  Remote daemon: [[11377,0],1] on node node-3"))


def test_a_lost_daemon_alone_names_its_node_but_implicates_nobody(write_bundle: Write) -> None:
    path = _bundle(write_bundle, {"logs/node-1/mpirun.log": _lost_daemon()})
    assert _verdict(path) == ("ambiguous", "node_failure", [])


def test_a_lost_daemon_whose_node_went_down_implicates_that_node(write_bundle: Write) -> None:
    down = {"ts": "2026-01-01T00:01:40Z", "node": "node-3", "node_state": "DOWN",
            "reason": "Not responding"}
    path = _bundle(write_bundle, {"logs/node-1/mpirun.log": _lost_daemon()}, events=[down])
    verdict, category, implicated = _verdict(path)
    assert (category, implicated) == ("node_failure", ["node-3"])
    assert "node-1" not in implicated


def test_ucx_retry_exceeded_is_network_and_blames_neither_end(write_bundle: Write) -> None:
    """openucx/ucx#5199: the reporter names its own device; the peer is only a LID."""
    path = _bundle(write_bundle, {"logs/node-1/rank-0.log": _lines(
        ("2026-01-01T00:01:10Z", _posted("ucx-remote-syndrome")),
        ("2026-01-01T00:01:10Z", "[master:19546:0:19546] ib_mlx5_log.c:139  DCI QP 0xa9f wqe[0]: "
         "SEND s-e [rqpn 0xa66 rlid 703] [inl len 18]"))})
    assert _verdict(path) == ("ambiguous", "network", [])


def test_openib_retry_errors_from_two_reporters_naming_one_peer_implicate_it(
    write_bundle: Write,
) -> None:
    """The openib line names the peer after `to:` (open-mpi.org users list 2009/02/8223); two
    independent reporters agreeing on node-2 implicate it, one alone does not."""
    line = ("[[1176,1],{r}][btl_openib_component.c:2905:handle_wc] from node-{n} to: node-2 error "
            "polling LP CQ with status RETRY EXCEEDED ERROR status number 12 for wr_id 38996224 "
            "opcode 0 qp_idx 0")
    one = _bundle(write_bundle, {"logs/node-1/rank-0.log": _lines(
        ("2026-01-01T00:01:10Z", line.format(r=0, n=1)))})
    assert _verdict(one) == ("ambiguous", "network", [])
    two = _bundle(write_bundle, {
        "logs/node-1/rank-0.log": _lines(("2026-01-01T00:01:10Z", line.format(r=0, n=1))),
        "logs/node-3/rank-2.log": _lines(("2026-01-01T00:01:10.2Z", line.format(r=2, n=3))),
    })
    assert _verdict(two) == ("attributed", "network", ["node-2"])


def test_an_efa_completion_error_is_network_with_nobody_implicated(write_bundle: Write) -> None:
    path = _bundle(write_bundle, {"logs/node-1/rank-0.log": _lines(
        ("2026-01-01T00:01:10Z", _posted("ofi-completion-error")))})
    assert _verdict(path) == ("ambiguous", "network", [])


def test_an_ib_port_down_in_ibstat_implicates_its_node_only_if_the_job_failed(
    write_bundle: Write,
) -> None:
    ibstat = _lines(("2026-01-01T00:01:30Z", "CA 'mlx5_8'"),
                    ("2026-01-01T00:01:30Z", "\tPort 1:"),
                    ("2026-01-01T00:01:30Z", "\t\tState: Down"),
                    ("2026-01-01T00:01:30Z", "\t\tPhysical state: Disabled"))
    failed = _bundle(write_bundle, {"logs/node-2/ibstat.log": ibstat})
    assert _verdict(failed) == ("attributed", "network", ["node-2"])
    healthy = _bundle(write_bundle, {"logs/node-2/ibstat.log": ibstat},
                      job_state="COMPLETED", last_step=200)
    assert _verdict(healthy)[2] == []


def test_cuda_error_802_is_the_nodes_nvlink_fabric(write_bundle: Write) -> None:
    """microsoft/lisa#2823: the fabric manager is not running, so CUDA cannot start."""
    path = _bundle(write_bundle, {"logs/node-3/rank-2.log": _lines(
        ("2026-01-01T00:00:11Z", _posted("fabric-manager-down")))})
    assert _verdict(path) == ("attributed", "gpu_hardware", ["node-3"])


def test_a_fabric_manager_that_failed_on_a_job_that_ran_is_not_a_cause(
    write_bundle: Write,
) -> None:
    """data-infra/cube-studio#29: a host without NVSwitches whose fabric manager fails to start
    runs its GPUs anyway; on a failed job the same line is that node's fabric."""
    fm = _lines(("2026-01-01T00:00:05Z", _posted("fabric-manager-service-failed")))
    ran = _bundle(write_bundle, {"logs/node-2/fabricmanager.log": fm},
                  job_state="COMPLETED", last_step=200)
    assert _verdict(ran)[2] == []
    failed = _bundle(write_bundle, {"logs/node-2/fabricmanager.log": fm})
    assert _verdict(failed) == ("attributed", "gpu_hardware", ["node-2"])


@pytest.mark.parametrize(("xid", "expected"), [
    (79, ("attributed", "gpu_hardware", ["node-2"])),  # RESTART_BM
    (13, ("attributed", "user_code", [])),  # the application's
])
def test_an_xid_from_the_device_plugin_means_what_nvidia_says_on_that_node(
    write_bundle: Write, xid: int, expected: tuple[str, str, list[str]],
) -> None:
    """NVIDIA/k8s-device-plugin#189's two lines, with the Xid of the case."""
    plugin = _lines(
        ("2026-01-01T00:01:10Z", f"XidCriticalError: Xid={xid} on Device=GPU-7540a9b3-eeb9-1214-"
         "1526-f93c9ea826a8, the device will go unhealthy."),
        ("2026-01-01T00:01:10Z", "'nvidia.com/gpu' device marked unhealthy: GPU-7540a9b3-eeb9-"
         "1214-1526-f93c9ea826a8"))
    path = _bundle(write_bundle, {"logs/node-2/device-plugin.log": plugin})
    assert _verdict(path) == expected


def test_a_nonfatal_xid_145_is_a_warning_not_a_cause(write_bundle: Write) -> None:
    path = _bundle(write_bundle, {"logs/node-2/kernel.log": _lines(
        ("2026-01-01T00:00:05Z", _posted("xid-nvlink-nonfatal")))},
        job_state="COMPLETED", last_step=200)
    assert _verdict(path)[0] == "no_failure"


@pytest.mark.parametrize("nth", [0, 1])
def test_a_mismatched_collective_is_the_programs_bug_not_a_hang(
    write_bundle: Write, nth: int,
) -> None:
    """pytorch/pytorch#148976 (TORCH_DISTRIBUTED_DEBUG=DETAIL), NVIDIA/nccl#296 (NCCL's own
    check): the collective timeouts that follow are its cascade."""
    path = _bundle(write_bundle, {
        "logs/node-2/rank-1.log": _lines(
            ("2026-01-01T00:00:11Z", _posted("collective-mismatch", nth))),
        "logs/node-1/rank-0.log": _lines(("2026-01-01T00:10:11Z", WATCHDOG.format(r=0))),
        "logs/node-3/rank-2.log": _lines(("2026-01-01T00:10:11Z", WATCHDOG.format(r=2))),
    })
    assert _verdict(path) == ("attributed", "user_code", [])


def test_ucx_retries_yield_to_the_reporters_own_port_down(write_bundle: Write) -> None:
    """openucx/ucx#9590's retries on node-1, then node-1's own ibstat (leptonai/gpud#99) shows
    its port down: the reporter's own fault explains them (`defers_to: [network]`). The same
    port down on another node leaves the retries unexplained: nobody is implicated."""
    retry = ("[lxbk1127:2330856:0:2330856] ib_mlx5_log.c:177  Transport retry count exceeded on "
             "mlx5_0:1/IB (synd 0x15 vend 0x81 hw_synd 0/0)")
    ibstat = _lines(("2026-01-01T00:02:20Z", "\tPort 1:"),
                    ("2026-01-01T00:02:20Z", "\t\tState: Down"),
                    ("2026-01-01T00:02:20Z", "\t\tPhysical state: Polling"))
    own = _bundle(write_bundle, {
        "logs/node-1/rank-0.log": _lines(("2026-01-01T00:01:10Z", retry)),
        "logs/node-1/ibstat.log": ibstat})
    assert _verdict(own) == ("attributed", "network", ["node-1"])
    other = _bundle(write_bundle, {
        "logs/node-1/rank-0.log": _lines(("2026-01-01T00:01:10Z", retry)),
        "logs/node-3/ibstat.log": ibstat})
    assert _verdict(other) == ("ambiguous", "network", [])


def test_a_rank_killed_under_hydra_is_weak_and_yields_to_the_oom_killer(
    write_bundle: Write,
) -> None:
    """je-santos/MPLBM-UT#92 (`EXIT CODE: 9`, "caused by a lack of memory"): alone the kill is
    ambiguous; the node's OOM killer beside it (pcyin/tranX#41's line) is the cause, and blames
    no machine."""
    banner = _lines(("2026-01-01T00:01:10Z", "=   BAD TERMINATION OF ONE OF YOUR APPLICATION "
                     "PROCESSES"),
                    ("2026-01-01T00:01:10Z", "=   PID 92248 RUNNING AT node-2"),
                    ("2026-01-01T00:01:10Z", "=   EXIT CODE: 9"))
    alone = _bundle(write_bundle, {"logs/node-1/mpirun.log": banner})
    assert _verdict(alone)[0] == "ambiguous" and _verdict(alone)[2] == []
    oom = _bundle(write_bundle, {
        "logs/node-1/mpirun.log": banner,
        "logs/node-2/kernel.log": _lines(
            ("2026-01-01T00:01:09Z", "Out of memory: Killed process 25315 (python3) total-vm:"
             "53312244kB, anon-rss:31451456kB, file-rss:74816kB, shmem-rss:12296kB, UID:0 "
             "pgtables:69068kB oom_score_adj:0"))})
    assert _verdict(oom) == ("attributed", "oom", [])




def test_peers_that_two_processes_saw_hang_up_implicate_nobody(write_bundle: Write) -> None:
    """open-mpi/ompi#7735: two processes on two nodes report the same peer host gone (the
    `Peer host:` line of the TCP BTL's help message). Open MPI's help text says what that is:
    the peer *process* failed (a crash, an exit without MPI_Finalize, "frequently ... application
    bugs"), not the network and not its machine, so however many report it, the cause is
    unknown and no node is blamed until that node's own lines say why."""
    def gone(n: int) -> str:
        return _lines(("2026-01-01T00:01:10Z", "An MPI communication peer process has unexpectedly "
                       "disconnected.  This"),
                      ("2026-01-01T00:01:10Z", f"  Local host: node-{n}"),
                      ("2026-01-01T00:01:10Z", "  Peer host:  node-2"))
    one = _bundle(write_bundle, {"logs/node-1/rank-0.log": gone(1)})
    assert _verdict(one) == ("ambiguous", "unknown", [])
    two = _bundle(write_bundle, {"logs/node-1/rank-0.log": gone(1),
                                 "logs/node-3/rank-2.log": gone(3)})
    assert _verdict(two) == ("ambiguous", "unknown", [])



# CNTK's NCCL wrapper (Source/Math/NcclComm.cpp): `RuntimeError("NcclComm ncclAllReduce failed: %s",
# ncclGetErrorString(res))`, with NCCL 1.x's strings (src/core.cu). The lines below are that
# format string filled with NCCL 1's words, not copied from a report.
CNTK_NCCL_LINES = [
    ("NcclComm ncclAllReduce failed: invalid device pointer", "cntk-nccl-invalid-call"),
    ("NcclComm ncclBcast failed: parameter mismatch between ranks", "cntk-nccl-invalid-call"),
]


@pytest.mark.parametrize(("text", "expected"), CNTK_NCCL_LINES,
                         ids=["device-pointer", "rank-mismatch"])
def test_cntks_nccl_wrapper_refused_for_its_arguments_is_the_programs(
        catalog: Catalog, text: str, expected: str) -> None:
    assert _best(catalog, "rank-0", text) == expected
    # NCCL's own failures under the same wrapper are not the caller's arguments
    for words in ("unhandled cuda error", "system error"):
        assert _best(catalog, "rank-0", f"NcclComm ncclAllReduce failed: {words}") != expected


def test_cntks_nccl_allreduce_on_an_invalid_device_pointer_is_user_code(
    write_bundle: Callable[..., Path],
) -> None:
    lines = [
        "NcclComm ncclAllReduce failed: invalid device pointer",
        "[CALL STACK]",
        "[0x8b53cc]          Microsoft::MSR::CNTK::SimpleDistGradAggregator<float>::  "
        "AggregateGradientsImpl  () + 0xd8c",
    ]
    files = {"logs/node-1/rank-0.log": "".join(
        f"2024-01-01T00:01:{40 + i:02d}.000000+00:00 {t}\n" for i, t in enumerate(lines))}
    files["scheduler.jsonl"] = json.dumps({"ts": "2024-01-01T00:01:50.000000+00:00",
                                           "job_state": "FAILED", "exit_code": 1}) + "\n"
    one_node = {"0": "node-1", "1": "node-1"}
    result = attribute_bundle(write_bundle(files, nodes=["node-1"], ranks=one_node))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "attributed", "user_code", []), result.explanation
    assert result.signature == "cntk-nccl-invalid-call"
