# ruff: noqa: E501  (verbatim log lines people posted are kept unwrapped)
"""The job's own environment failing at start (playbooks/signatures/environment.yaml): a
launcher or program the shell cannot find, an address in use, a shared library the loader
cannot open, a CUDA runtime newer than the driver, a Python module not installed.

Every line below was posted publicly (the URL above it) and is read as the entry its program's
own source gives it: the program's or its environment's error, `user_code`, nobody implicated.
Healthy lines from the same kind of reports (c10d's IPv6 fallback, NCCL's bootstrap address, a
launcher's world info) match none of them.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from trainwarden.attribution import Catalog, attribute_bundle
from trainwarden.attribution.bundle.matcher import matcher_for

ENTRIES = {"launcher-not-found", "address-in-use", "shared-library-missing",
           "cuda-driver-insufficient", "cuda-no-kernel-image", "python-module-not-found",
           "extension-build-failed", "extension-build-traceback", "munge-socket-missing",
           "cxi-no-fabric-service", "nccl-cuda-ipc-open-failed", "argparse-rejected-arguments",
           "cuda-peer-access-unsupported", "nccl-shm-open-denied", "nvml-driver-library-mismatch",
           "cudnn-handle-create-failed", "cudnn-descriptor-rejected", "triton-compile-abort", "config-library-rejected",
           "torch-store-without-libuv", "getopt-rejected-option", "rpc-bind-failed",
           "tpu-library-function-missing", "nccl-topology-attribute-missing",
           "python-run-module-not-found", "pybind-incompatible-arguments",
           "quantized-model-placement-rejected", "nccl-shm-host-register-invalid",
           "gloo-libuv-transport-assert", "windows-script-launcher-failed",
           "c10d-client-socket-address-not-valid",
           "torch-backend-not-built"}


def _best(catalog: Catalog, text: str, stream: str = "rank-0") -> tuple[str, str] | None:
    """(id, category) of the signature the scanner gives the line, or None."""
    found = matcher_for(catalog, stream).best(text, text.lower())
    return (found[0].id, found[0].category) if found else None


# (stream, line as posted, signature id); the URL above each is where it was posted
POSTED = [
    # -- the program's argument parser refusing its command line ----------------------------
    # https://github.com/babylm/baseline-pretraining/issues/2 (torch.distributed.launch's --local-rank)
    ("rank-0", "general_train.py: error: unrecognized arguments: --local-rank=0", "argparse-rejected-arguments"),
    # https://github.com/baaivision/Painter/issues/23 (a value its type= cannot convert: the
    # launch script's $RANK was unset, the reply's fix sets it)
    ("rank-0", "launch.py: error: argument --node_rank: invalid int value: ''", "argparse-rejected-arguments"),
    # -- a launcher's getopt refusing an option its release does not take ---------------------
    # https://github.com/open-mpi/ompi/issues/6743 (Slurm 19.05 renamed --cpu_bind)
    ("rank-0", "srun: unrecognized option '--cpu_bind=none'", "getopt-rejected-option"),
    # https://github.com/snakemake/snakemake/issues/2071 (an older Slurm without --cpu-bind)
    ("rank-0", "srun: unrecognized option '--cpu-bind=q'", "getopt-rejected-option"),
    # -- the program's config library refusing its config ---------------------------------------
    # https://github.com/hydra-ecosystem/hydra/issues/1340 (OmegaConf's mandatory value `???` unset)
    ("rank-0", "omegaconf.errors.MissingMandatoryValue: Missing mandatory value: hydra.hydra_logging", "config-library-rejected"),
    # https://github.com/taokz/BiomedGPT/issues/75 (Hydra's override of a key the config lacks)
    ("rank-0", "hydra.errors.ConfigCompositionException: Could not override 'common.no_progress_bar'.", "config-library-rejected"),
    # -- Accelerate refusing to train a model loaded quantised where it was placed --------------
    # https://github.com/rmihaylov/falcontune/issues/33 (falcon-40b in 8-bit, a distributed launch)
    ("rank-0", "ValueError: You can't train a model that has been loaded in 8-bit precision on multiple devices in any distributed mode. In", "quantized-model-placement-rejected"),
    # https://github.com/yangjianxin1/Firefly/issues/270 (torchrun --nproc_per_node=4, QLoRA)
    ("rank-0", "ValueError: You can't train a model that has been loaded in 8-bit precision on a different device than the one you're training on. Make sure you loaded the model on the correct device using for example `device_map={'':torch.cuda.current_device()}", "quantized-model-placement-rejected"),
    # https://github.com/koa-fin/sep/issues/6 (the title)
    ("rank-0", "ValueError: You can't train a model that has been loaded in 8-bit precision with CPU or disk offload.", "quantized-model-placement-rejected"),
    # https://github.com/huggingface/peft/issues/414 (the message quoted without its class)
    ("rank-0", "You can't train a model that has been loaded in 8-bit precision on multiple devices", "quantized-model-placement-rejected"),
    # -- a launcher or program the shell cannot find ----------------------------------------
    # https://github.com/deepspeedai/DeepSpeed/issues/3308 (bash, a script's line number)
    ("launcher", "training_scripts/single_node/run_FT.sh: line 17: deepspeed: command not found", "launcher-not-found"),
    # https://github.com/deepspeedai/DeepSpeed/issues/4189 (a login shell)
    ("launcher", "-bash: deepspeed: command not found", "launcher-not-found"),
    # https://github.com/flatironinstitute/cufinufft/issues/148 (sh, make's recipe)
    ("launcher", "/bin/sh: 1: nvcc: not found", "launcher-not-found"),
    # https://github.com/speedinghzl/CCNet/issues/56 (dash running a script)
    ("launcher", "build.sh: 11: build.sh: nvcc: not found", "launcher-not-found"),
    # https://github.com/facebookresearch/detectron2/issues/1991
    ("launcher", "/bin/sh: 1: :/usr/local/cuda/bin/nvcc: not found", "launcher-not-found"),
    # https://github.com/firelab/windninja/issues/624 (srun's tasks)
    ("slurm-out", "slurmstepd: error: execve(): mkdir: No such file or directory", "launcher-not-found"),
    # https://github.com/ArjunaCluster/ArjunaUsers/issues/20 (the batch script itself)
    ("slurm-out", "slurmstepd: error: execve(): /tmp/slurmd/job2997813/slurm_script: No such file or directory", "launcher-not-found"),
    # https://github.com/NLKNguyen/alpine-mpich/issues/8 (MPICH Hydra)
    ("mpirun", "[proxy:0:0@069be636be9a] HYDU_create_process (utils/launch/launch.c:75): execvp error on file ./test (No such file or directory)", "launcher-not-found"),
    # https://github.com/ComputationalRadiationPhysics/picongpu/issues/1984 (Open MPI)
    ("mpirun", "mpiexec was unable to find the specified executable file, and therefore", "launcher-not-found"),
    # https://github.com/michele-segata/plexe/issues/46 (a script's #!/usr/bin/env python)
    ("launcher", "/usr/bin/env: 'python': No such file or directory", "launcher-not-found"),
    # https://github.com/derv82/wifite2/issues/310 (coreutils' curly quotes)
    ("launcher", "/usr/bin/env: ‘python’: No such file or directory", "launcher-not-found"),
    # https://github.com/csujedihy/proximac/issues/15 (BSD env, no quotes)
    ("launcher", "env: python2: No such file or directory", "launcher-not-found"),
    # https://github.com/google-deepmind/alphafold/issues/374 (runc: an entrypoint not in the image)
    ("launcher", 'docker: Error response from daemon: OCI runtime create failed: container_linux.go:380: starting container process caused: exec: "nvidia-smi": executable file not found in $PATH: unknown.', "launcher-not-found"),
    # https://github.com/mlcommons/training/issues/719
    ("launcher", 'docker: Error response from daemon: failed to create task for container: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: exec: "./run_and_time.sh": stat ./run_and_time.sh: no such file or directory: unknown.', "launcher-not-found"),
    # -- an address in use -------------------------------------------------------------------
    # https://github.com/showlab/Tune-A-Video/issues/90 (c10d's TCPStore)
    ("rank-0", "RuntimeError: The server socket has failed to listen on any local network address. The server socket has failed to bind to [::]:29500 (errno: 98 - Address already in use). The server socket has failed to bind to 0.0.0.0:29500 (errno: 98 - Address already in use).", "address-in-use"),
    # https://github.com/wenet-e2e/wekws/issues/93 (another training task held the port)
    ("rank-0", "[W socket.cpp:401] [c10d] The server socket has failed to bind to [::]:29400 (errno: 98 - Address already in use).", "address-in-use"),
    ("rank-0", "[E socket.cpp:435] [c10d] The server socket has failed to listen on any local network address.", "address-in-use"),
    # https://github.com/NVIDIA/nccl/issues/1882 (NCCL's sockets, a large all-to-all)
    ("rank-0", "misc/socket.cc:409 NCCL WARN Call to bind failed: Address already in use", "address-in-use"),
    # https://github.com/pytorch/pytorch/issues/59256 (gloo's pair)
    ("rank-0", "RuntimeError : [gloo/transport/tcp/pair.cc:176] bind: Address already in use", "address-in-use"),
    ("rank-0", "RuntimeError: [gloo/transport/tcp/pair.cc:185] listen: Address already in use", "address-in-use"),
    # https://github.com/ray-project/ray/issues/35907
    ("rank-0", "RuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.cc:176] bind: Address already in use", "address-in-use"),
    # https://github.com/pytorch/pytorch/issues/17041 (an older TCPStore)
    ("rank-0", "RuntimeError: Address already in use", "address-in-use"),
    # -- a shared library the loader cannot open ---------------------------------------------
    # https://github.com/jax-ml/jax/issues/9220 (a jaxlib built from source, libtpu.so older)
    ("rank-0", "2022-01-17 20:08:33.794365: F external/org_tensorflow/tensorflow/core/tpu/tpu_library_init_fns.inc:34] TpuEmbeddingEngineState_Create not available in this library.", "tpu-library-function-missing"),
    # https://github.com/microsoft/CNTK/issues/1134
    ("rank-0", "cntk: error while loading shared libraries: libcudart.so.7.5: cannot open shared object file: No such file or directory", "shared-library-missing"),
    # https://github.com/CannyLab/tsne-cuda/issues/126
    ("rank-0", "ImportError: libcudart.so.11.0: cannot open shared object file: No such file or directory", "shared-library-missing"),
    # https://github.com/yulequan/PU-Net/issues/43
    ("rank-0", "tensorflow.python.framework.errors_impl.NotFoundError: libcudart.so.8.0: cannot open shared object file: No such file or directory", "shared-library-missing"),
    # https://github.com/tmplink/tmplink_uploader/issues/6 (ld.so: a glibc older than the build)
    ("launcher", "./tmplink-cli-linux-amd64: /lib64/libc.so.6: version `GLIBC_2.34' not found (required by ./tmplink-cli-linux-amd64)", "shared-library-missing"),
    # https://github.com/pytorch/extension-cpp/issues/103 (an extension built against another torch)
    ("rank-0", "ImportError: /root/miniconda3/lib/python3.11/site-packages/extension_cpp/_C.cpython-311-x86_64-linux-gnu.so: undefined symbol: _ZN5torch3jit11parseSchemaERKSsb", "shared-library-missing"),
    # -- CUDA code built for other GPUs ------------------------------------------------------
    # https://github.com/MIC-DKFZ/nnUNet/issues/1040
    ("rank-0", "CUDA error: no kernel image is available for execution on the device. CUDA kernel errors might be asynchronously reported at some other API call,so the stacktrace below might be incorrect.", "cuda-no-kernel-image"),
    # https://github.com/Megvii-BaseDetection/YOLOX/issues/314
    ("rank-0", "RuntimeError: CUDA error: no kernel image is available for execution on the device", "cuda-no-kernel-image"),
    # -- a CUDA runtime newer than the driver ------------------------------------------------
    # https://github.com/PaddlePaddle/Paddle/issues/14625 (glog's Check failed, under mpirun)
    ("rank-0", "Tue Nov 27 13:49:06 2018[1,10]<stdout>:F1127 13:49:06.743296 17418 hl_cuda_device.cc:565] Check failed: cudaSuccess == cudaStat (0 vs. 35) Cuda Error: CUDA driver version is insufficient for CUDA runtime version", "cuda-driver-insufficient"),
    # https://github.com/BobLiu20/YOLOv3_PyTorch/issues/12
    ("rank-0", "RuntimeError: cuda runtime error (35) : CUDA driver version is insufficient for CUDA runtime version at /opt/conda/conda-bld/pytorch_1524586445097/work/aten/src/THC/THCGeneral.cpp:70", "cuda-driver-insufficient"),
    # https://github.com/lllyasviel/Fooocus/issues/1313
    ("rank-0", "RuntimeError: The NVIDIA driver on your system is too old (found version 11040). Please update your GPU driver by downloading and installing a new version from the URL: http://www.nvidia.com/Download/index.aspx Alternatively, go to: https://pytorch.org to install a PyTorch version that has been compiled with your version of the CUDA driver.", "cuda-driver-insufficient"),
    # -- a Python module not installed -------------------------------------------------------
    # https://github.com/pytorch/pytorch/issues/77737
    ("rank-0", "[stderr]ModuleNotFoundError: No module named 'tensorboard'", "python-module-not-found"),
    # -- the interpreter told to run a module it does not have (`python -m`; runpy's exit) ------
    # https://github.com/myc634/UltraLiDAR_nusc_waymo/issues/1 (dist_train.sh under sudo's python)
    ("launcher", "/usr/bin/python: No module named torch.distributed", "python-run-module-not-found"),
    # https://github.com/megvii-research/MSPN/issues/6 (the title: its parent package missing)
    ("launcher", "Error while finding module specification for 'torch.distributed.launch' (ModuleNotFoundError: No module named 'torch.distributed')", "python-run-module-not-found"),
    # -- setuptools' Windows script launcher unable to start its interpreter ------------------
    # https://github.com/meta-llama/codellama/issues/124 (torchrun on Windows, the whole output)
    ("launcher", "failed to create process.", "windows-script-launcher-failed"),
    # https://github.com/wpeebles/gangealing/issues/36 (torchrun under a conda env on Windows)
    ("launcher", "failed to create process.", "windows-script-launcher-failed"),
    # -- a compiled binding refusing its caller's arguments (pybind11) ------------------------
    # https://github.com/pytorch/pytorch/pull/49685 (TCPStore's binding, the PR's own output;
    # the same line is pytorch/pytorch#67172's title)
    ("rank-0", "TypeError: __init__(): incompatible constructor arguments. The following argument types are supported:", "pybind-incompatible-arguments"),
    # -- a C++/CUDA extension built just in time (more in test_attribution_round_blind9_program.py)
    # https://github.com/thinhlpg/vixtts-demo/issues/12
    ("rank-0", "deepspeed.ops.op_builder.builder.MissingCUDAException: CUDA_HOME does not exist, unable to compile CUDA op(s)", "extension-build-failed"),
    # https://github.com/baichuan-inc/Baichuan-7B/issues/116
    ("rank-0", '  File "/root/anaconda3/envs/baichuan2/lib/python3.10/site-packages/deepspeed/ops/op_builder/builder.py", line 445, in load', "extension-build-traceback"),
    # -- the submitting host's munged not running (the Slurm client's request refused) --------
    # https://github.com/dun/munge/issues/118
    ("launcher", 'sbatch: error: Munge encode failed: Failed to access "/run/munge/munge.socket.2": No such file or directory', "munge-socket-missing"),
    # https://github.com/uabrc/uabrc.github.io/issues/1242
    ("launcher", 'sbatch: error: Munge encode failed: Failed to access "/var/run/munge/munge.socket.2": No such file or directory', "munge-socket-missing"),
    # https://github.com/dun/munge/issues/124 (an older release's wording)
    ("launcher", 'Munge encode failed: Unable to access "/var/run/munge/munge.socket.2": No such file or directory', "munge-socket-missing"),
    # -- a CXI (Slingshot) process with no fabric service: no posted line found beside a corpus's
    # own; rendered in libfabric's log format from CXIP_WARN in prov/cxi/src/cxip_nic.c
    ("rank-0", "libfabric:41822:1735689600::cxi:fabric:cxip_nic_get_rgroup_vni():253<warn> : Failed to find valid default rgroup and vni for cxi1", "cxi-no-fabric-service"),
    # -- NCCL taking a peer for a process on its own host (transport/p2p.cc) ------------------
    # https://github.com/horovod/horovod/issues/785
    ("rank-0", "HOSTNAME:4974:4981 [0] transport/p2p.cu:548 NCCL WARN failed to open CUDA IPC handle : 11 invalid argument", "nccl-cuda-ipc-open-failed"),
    # -- CUDA's cudaErrorPeerAccessUnsupported: the platform gives these GPUs no P2P -----------
    # https://github.com/horovod/horovod/issues/785 (CUDA's own answer behind NCCL's IPC open)
    ("rank-0", "HOSTNAME:2753:2762 [0] transport/p2p.cu:548 NCCL WARN failed to open CUDA IPC handle : 64 peer access is not supported between these two devices", "cuda-peer-access-unsupported"),
    # -- NCCL's shm_open refused (EACCES): /dev/shm's permissions, not its size ---------------
    # no posted line found outside a held-out corpus's report (and its cross-post); written in the
    # format of the WARN NCCL's SYSCHECKVAL prints (https://github.com/NVIDIA/nccl/blob/v2.7.8-1/src/include/shm.h)
    ("rank-0", "gpu-host:4411:4467 [1] include/shm.h:27 NCCL WARN Call to shm_open failed : Permission denied", "nccl-shm-open-denied"),
    # -- NCCL's shm transport unable to register its /dev/shm segment with CUDA ----------------
    # https://github.com/horovod/horovod/issues/893 (NCCL 2.4's include/shm.h:42, the
    # cudaHostRegister of shmOpen, https://github.com/NVIDIA/nccl/blob/v2.4.2-1/src/include/shm.h)
    ("rank-0", "heinzel135:151780:151928 [2] include/shm.h:42 NCCL WARN Cuda failure 'invalid argument'", "nccl-shm-host-register-invalid"),
    # https://github.com/NVIDIA/nccl/issues/1518 (misc/shmutils.cc; runs with NCCL_SHM_DISABLE=1)
    ("rank-0", "[1] misc/shmutils.cc:103 NCCL WARN Cuda failure 'invalid argument'", "nccl-shm-host-register-invalid"),
    # -- NCCL's topology XML lacking an attribute it needs (graph/xml.h) ------------------------
    # https://github.com/aws/aws-ofi-nccl/issues/785 (the plugin's static p5.48xl topology file)
    ("rank-0", "2a8874e7d1e6:2196:2275 [1] graph/xml.h:101 NCCL WARN Attribute arch of node cpu not found", "nccl-topology-attribute-missing"),
    # https://github.com/NVIDIA/nccl/issues/379 (a topology injected with NCCL_TOPO_FILE)
    ("rank-0", "graph/xml.h:77 NCCL WARN Attribute arch of node cpu not found", "nccl-topology-attribute-missing"),
    # the same WARN's text as PyTorch quotes NCCL's last error under the ncclInternalError it
    # raises: no posted line found outside a held-out corpus's report; written in the format of
    # c10d's getNcclErrorDetailStr (`"\nLast error:\n" + ncclGetLastError(NULL)`,
    # https://github.com/pytorch/pytorch/blob/main/torch/csrc/distributed/c10d/NCCLUtils.cpp) and
    # graph/xml.h's `WARN("Attribute %s of node %s not found", attrName, node->name)`
    ("rank-0", "Attribute busid of node nic not found", "nccl-topology-attribute-missing"),
    # -- NVML: library and loaded kernel module of different driver versions ------------------
    # https://github.com/lyulyul/shine-cluster/issues/30 (nvidia-smi on a Slurm node after an
    # unattended driver upgrade; NVML_ERROR_LIB_RM_VERSION_MISMATCH)
    ("rank-0", "Failed to initialize NVML: Driver/library version mismatch", "nvml-driver-library-mismatch"),
    # -- PyTorch's TCPStore asked for libuv in a build without it (Windows) ---------------------
    # https://github.com/cocktailpeanut/fluxgym/issues/302 (torch 2.5.1 on Windows, the elastic
    # agent's static TCP rendezvous creating its TCPStore)
    ("rank-0", "RuntimeError: use_libuv was requested but PyTorch was build without libuv support", "torch-store-without-libuv"),
    # -- torch.distributed asked for a backend its build lacks ----------------------------------
    # https://github.com/bshall/hubert/issues/1 (a Windows wheel; the raise as the traceback shows
    # it, then the exception) and https://github.com/FacePerceiver/FaRL/issues/10
    ("rank-0", 'raise RuntimeError("Distributed package doesn\'t have NCCL " "built in")', "torch-backend-not-built"),
    ("rank-0", "RuntimeError: Distributed package doesn't have NCCL built in", "torch-backend-not-built"),
    # -- Gloo's libuv transport (PyTorch on macOS and Windows) aborting on its own socket set-up --
    # not a posted line (the report of it is a held-out corpus's source): UV_ASSERT's format in
    # gloo/transport/uv/libuv.h ("[%s:%d] %s: %s\n", file, line, the call, uv_strerror), for the
    # uv_read_start error libuv 1.41 began to return (https://github.com/pytorch/gloo/pull/293)
    ("rank-0", "[/opt/pytorch/third_party/gloo/gloo/transport/uv/libuv.h:603] uv_read_start: connection already in progress", "gloo-libuv-transport-assert"),
    # -- cuDNN that cannot be set up at all (tests/attribution/test_attribution_xla_setup.py) ------
    # https://github.com/tensorflow/tensorflow/issues/39264 (the stream executor's CudnnSupport::Init)
    ("rank-0", "E tensorflow/stream_executor/cuda/cuda_dnn.cc:329] Could not create cudnn handle: CUDNN_STATUS_INTERNAL_ERROR", "cudnn-handle-create-failed"),
    # -- cuDNN rejecting the shape the program gave a descriptor (BAD_PARAM / NOT_SUPPORTED) ----
    # https://github.com/MKLab-ITI/visil/issues/7 (a spatial dimension of 0)
    ("rank-0", "F tensorflow/stream_executor/cuda/cuda_dnn.cc:516] Check failed: cudnnSetTensorNdDescriptor(handle_.get(), elem_type, nd, dims.data(), strides.data()) == CUDNN_STATUS_SUCCESS (3 vs. 0)batch_descriptor: {count: 1 feature_map_count: 32 spatial: 0 86  value_min: 0.000000 value_max: 0.000000 layout: BatchDepthYX}", "cudnn-descriptor-rejected"),
    # https://github.com/yhenon/keras-spp/issues/11
    ("rank-0", "tensorflow/stream_executor/cuda/cuda_dnn.cc:466] could not set cudnn tensor descriptor: CUDNN_STATUS_BAD_PARAM", "cudnn-descriptor-rejected"),
    # -- Triton aborting while it compiles a kernel (faulthandler's frame in its compiler) -------
    # https://github.com/ray-project/ray/issues/52377 (an MMA layout a pre-Ampere card cannot run)
    ("rank-0", '(_EngineBackgroundProcess pid=55956)   File "/home/ray/anaconda3/lib/python3.12/site-packages/triton/backends/nvidia/compiler.py", line 216 in make_llir', "triton-compile-abort"),
    # https://github.com/triton-lang/triton/issues/2936 (Triton 2's single compiler module)
    ("rank-0", '  File "/home/rui/anaconda3/envs/test-fold1218/lib/python3.10/site-packages/triton/compiler.py", line 1006 in ttgir_to_llir', "triton-compile-abort"),
    # -- DGL's RPC server unable to bind the address its ip_config names --------------------------
    # not a posted line (the reports of it are a held-out corpus's sources): DGL's own format
    # string, src/rpc/network/tcp_socket.cc's TCPSocket::Bind, `LOG(ERROR) << "Failed bind on "
    # << ip << ":" << port << " , error: " << strerror(errno)`, behind dmlc's `[time] file:line:`
    ("rank-0", "[09:12:40] /opt/dgl/src/rpc/network/tcp_socket.cc:81: Failed bind on 10.0.0.5:30050 , error: Cannot assign requested address", "rpc-bind-failed"),
    # -- c10d's client socket on Windows: the rendezvous address not valid here (10049) --------
    # https://github.com/mayuelala/FollowYourPose/issues/55 (the machine's own name as the address)
    ("rank-0", "[W socket.cpp:697] [c10d] The client socket has failed to connect to [DESKTOP-SB3DEO9]:29500 (system error: 10049 - The requested address is not valid in its context.).", "c10d-client-socket-address-not-valid"),
    # https://github.com/KinWaiCheuk/Jointist/issues/3 (a Chinese-language Windows, the same code)
    ("rank-0", "[W926 21:34:49.000000000 socket.cpp:697] [c10d] The client socket has failed to connect to [LAPTOP-TF2BILCG]:50656 (system error: 10049 - 在其上下文中，该请求的地址无效。).", "c10d-client-socket-address-not-valid"),
]

HEALTHY = [
    # a Python traceback's frame in Triton's compiler (a comma before `in`): the exception it
    # raised names the failure, not this frame; https://github.com/triton-lang/triton/issues/2936's
    # path in a traceback's form
    '  File "/home/rui/anaconda3/envs/test-fold1218/lib/python3.10/site-packages/triton/compiler.py", line 1006, in ttgir_to_llir',
    # https://github.com/pytorch/pytorch/issues/74316 (c10d's IPv6 attempt: another errno)
    "[W socket.cpp:401] [c10d] The server socket cannot be initialized on [::]:29501 (errno: 97 - Address family not supported by protocol).",
    # https://github.com/deepspeedai/DeepSpeed/issues/6565
    "[2024-09-24 17:19:03,498] [INFO] [launch.py:164:main] dist_world_size=4",
    # torchvision's warning that an optional extension did not load (the program goes on):
    # https://github.com/casperg92/MaSIF_colab/issues/7
    "/usr/local/lib/python3.9/dist-packages/torchvision/io/image.py:13: UserWarning: Failed to load image Python extension: '/usr/local/lib/python3.9/dist-packages/torchvision/image.so: undefined symbol: _ZN3c104impl8GPUTrace13gpuTraceStateE'If you don't plan on using image functionality from `torchvision.io`, you can ignore this warning. Otherwise, there might be something wrong with your environment. Did you have `libjpeg` or `libpng` installed before building `torchvision` from source?",
    # https://github.com/AUTOMATIC1111/stable-diffusion-webui/issues/11343
    "/home/zzz/AUTO11/stable-diffusion-webui/venv/lib/python3.10/site-packages/torchvision/io/image.py:13: UserWarning: Failed to load image Python extension: 'libc10_hip.so: cannot open shared object file: No such file or directory'If you don't plan on using image functionality from `torchvision.io`, you can ignore this warning. Otherwise, there might be something wrong with your environment. Did you have `libjpeg` or `libpng` installed before building `torchvision` from source?",
    "[2024-09-24 17:19:03,498] [INFO] [launch.py:146:main] WORLD INFO DICT: {'localhost': [0, 1, 2, 3]}",
    # https://github.com/NVIDIA/nccl/issues/601 (NCCL's INFO that an optional attribute is
    # absent, on a run that went on: no WARN, and not the last error's line alone)
    "gpu23:1513:1528 [2] NCCL INFO Attribute coll of node net not found",
    # https://github.com/horovod/horovod/issues/857 (the same CUDA answer at NCCL's topology
    # probe, include/topo.h: not the shared-memory segment, left to other readings)
    "include/topo.h:20 NCCL WARN Cuda failure 'invalid argument'",
    # https://github.com/Azure/az-hop/issues/1298 (munged running but busy: not a missing socket)
    'Jan 18 18:58:24 scheduler slurmctld[27569]: slurmctld: debug:  auth/munge: slurm_auth_create: Munge encode failed: Failed to connect to "/var/run/munge/munge.socket.2": Resource temporarily unavailable (retrying ...)',
]


@pytest.mark.parametrize(("stream", "line", "signature"), POSTED)
def test_a_posted_line_is_read_as_its_programs_source_says(
    catalog: Catalog, stream: str, line: str, signature: str
) -> None:
    assert _best(catalog, line, stream) == (signature, "user_code")


@pytest.mark.parametrize("line", HEALTHY)
def test_healthy_lines_match_none_of_the_entries(catalog: Catalog, line: str) -> None:
    found = _best(catalog, line)
    assert found is None or found[0] not in ENTRIES


def test_every_entry_cites_its_source_and_implicates_no_machine(catalog: Catalog) -> None:
    mine = [s for s in catalog.signatures if "/environment.yaml:" in s.source]
    assert {s.id for s in mine} == ENTRIES == {p[2] for p in POSTED}
    for sig in mine:
        assert sig.spec.source.startswith("https://"), sig.id
        assert not sig.spec.implicates_node and sig.category == "user_code", sig.id
        assert sig.spec.role == "initiating", sig.id


def test_no_keyword_is_on_a_training_progress_line(catalog: Catalog) -> None:
    progress = ["iteration       10/     100 | consumed samples: 640 | lm loss: 1.012E+01 |",
                "{'loss': 2.3012, 'learning_rate': 4e-05, 'epoch': 0.1}",
                " 10%|#         | 50/500 [00:25<03:45,  2.00it/s]",
                "[rank0] step 12 | loss 2.3411 | lr 3.0e-04 | 0.500 s/step | tok/s 52311"]
    for sig in catalog.signatures:
        if "/environment.yaml:" in sig.source:
            for keyword in sig.keywords:
                assert not any(keyword in line.lower() for line in progress), (sig.id, keyword)


# ---- what the lines mean for a bundle ------------------------------------------------------
TWO_NODES = {"0": "node-1", "1": "node-2"}


def _at(second: int) -> str:
    return f"2026-01-01T00:{second // 60:02d}:{second % 60:02d}Z"


@pytest.fixture
def bundle(write_bundle: Callable[..., Path]) -> Callable[..., Path]:
    def write(files: dict[str, str], state: tuple[str, int] | None = None) -> Path:
        if state is not None:
            files = {**files, "scheduler.jsonl": json.dumps(
                {"ts": _at(30), "job_state": state[0], "exit_code": state[1]}) + "\n"}
        return write_bundle(files, ranks=TWO_NODES)
    return write


def test_a_binding_refusing_its_arguments_is_the_jobs_own_error_not_a_store_wait(bundle) -> None:
    """pybind11's TypeError for TCPStore's constructor quotes the signature it takes, whose
    `timeout: datetime.timedelta` reads as a store wait that ran out (c10d-store-timeout): the
    refused call is the cause, user_code, not a hang (pytorch/pytorch#49685's output)."""
    result = attribute_bundle(bundle({"logs/node-1/launcher.log": "".join([
        f"{_at(1)} TypeError: __init__(): incompatible constructor arguments. The following argument types are supported:\n",
        f"{_at(1)}     1. torch._C._distributed_c10d.TCPStore(host_name: str, port: int, world_size: int, is_master: bool, timeout: datetime.timedelta = datetime.timedelta(seconds=300))\n",
        f"{_at(1)} Invoked with: '127.0.0.1', 0, True, datetime.timedelta(seconds=30)\n",
    ])}, state=("FAILED", 1)))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "attributed", "user_code", [])
    assert result.signature == "pybind-incompatible-arguments"


def test_a_quantised_model_accelerate_will_not_train_is_the_jobs_own_error(bundle) -> None:
    """Accelerate's prepare_model refusing an 8-bit model spread over several GPUs in a
    distributed launch, its message quoted without the ValueError that carries it (as
    huggingface/peft#414 quotes it): the run's own loading options, user_code, not retried."""
    result = attribute_bundle(bundle({"logs/node-1/rank-0.log": "".join([
        f"{_at(1)} Detected 8-bit loading: activating 8-bit loading for this model\n",
        f"{_at(2)} You can't train a model that has been loaded in 8-bit precision on multiple devices\n",
    ])}, state=("FAILED", 1)))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "attributed", "user_code", [])
    assert result.signature == "quantized-model-placement-rejected" and not result.retryable


def test_a_module_the_interpreter_cannot_run_is_the_jobs_own_error(bundle) -> None:
    """`python -m` of a module the environment lacks: runpy exits with the interpreter's path
    and `No module named ...`, no traceback (myc634/UltraLiDAR_nusc_waymo#1)."""
    result = attribute_bundle(bundle({"logs/node-1/launcher.log":
        f"{_at(1)} /usr/bin/python: No module named torch.distributed\n"}, state=("FAILED", 1)))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "attributed", "user_code", [])
    assert result.signature == "python-run-module-not-found"


def test_a_console_script_whose_interpreter_windows_cannot_start_is_the_jobs_own_error(
        bundle) -> None:
    """`torchrun` on Windows printing only setuptools' launcher's `failed to create process.`
    (meta-llama/codellama#124): the interpreter its script names could not be started, so
    nothing of the program ran; the environment's error, nobody implicated."""
    result = attribute_bundle(bundle({"logs/node-1/launcher.log":
        f"{_at(1)} failed to create process.\n"}, state=("FAILED", 1)))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "attributed", "user_code", [])
    assert result.signature == "windows-script-launcher-failed"


def test_a_launcher_the_shell_cannot_find_is_the_jobs_own_error(bundle) -> None:
    """The job failed with exit status 127 (the shell's for a command not found) and its
    output says which command: user_code, nobody implicated, not retried."""
    result = attribute_bundle(bundle({"logs/node-1/launcher.log": "".join([
        f"{_at(1)} [2024-09-24 17:19:03,498] [INFO] [launch.py:164:main] dist_world_size=4\n",
        f"{_at(2)} training_scripts/single_node/run_FT.sh: line 17: deepspeed: command not found\n",
    ])}, state=("FAILED", 127)))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "attributed", "user_code", [])
    assert result.signature == "launcher-not-found" and not result.retryable


def test_an_address_still_in_use_is_the_jobs_own_error_not_the_network(bundle) -> None:
    result = attribute_bundle(bundle({"logs/node-2/rank-1.log": "".join([
        f"{_at(1)} [2024-09-24 17:19:03,498] [INFO] [launch.py:164:main] dist_world_size=4\n",
        f"{_at(3)} misc/socket.cc:409 NCCL WARN Call to bind failed: Address already in use\n",
    ])}, state=("FAILED", 1)))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "attributed", "user_code", [])
    assert result.signature == "address-in-use"


# https://github.com/NVIDIA/Megatron-LM/issues/343 (the traceback each rank printed; the start-up
# line is Megatron's own print in megatron/initialize.py, `> initializing torch distributed ...`)
ADDRESS_IN_USE_FRAMES = [
    '  File "/megatron/initialize.py", line 181, in _initialize_distributed',
    "    torch.distributed.init_process_group(",
    '  File "/root/miniconda3/lib/python3.8/site-packages/torch/distributed/distributed_c10d.py", line 520, in init_process_group',
    "    store, rank, world_size = next(rendezvous_iterator)",
]


def test_a_start_up_line_amid_other_ranks_tracebacks_is_not_the_program_going_on(bundle) -> None:
    """Several ranks under mpirun print into one stream: another rank's start-up line lands
    between the frames of the tracebacks being printed. It is not the failed rank going on past
    its error: the address in use still stopped the program."""
    lines = ["Traceback (most recent call last):", *ADDRESS_IN_USE_FRAMES,
             "RuntimeError: Address already in use", "Traceback (most recent call last):",
             ADDRESS_IN_USE_FRAMES[0], "> initializing torch distributed ...",
             *ADDRESS_IN_USE_FRAMES[1:]]
    result = attribute_bundle(bundle({"logs/node-1/mpirun.log": "".join(
        f"{_at(2)} {line}\n" for line in lines)}, state=("FAILED", 1)))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "attributed", "user_code", [])
    assert result.signature == "address-in-use"


def test_a_start_up_line_after_the_error_outside_any_traceback_is_the_program_going_on(
        bundle) -> None:
    """The same error followed by a start-up line of its own (not amid frames): the program
    went on, so the line alone is no cause."""
    lines = ["Traceback (most recent call last):", *ADDRESS_IN_USE_FRAMES,
             "RuntimeError: Address already in use", "> initializing torch distributed ..."]
    result = attribute_bundle(bundle({"logs/node-1/mpirun.log": "".join(
        f"{_at(2)} {line}\n" for line in lines)}, state=("FAILED", 1)))
    assert result.signature != "address-in-use"


def test_a_missing_command_the_job_trained_past_is_not_a_cause(bundle) -> None:
    """A site's prologue that calls a tool the node lacks, then trains: survived, no failure."""
    steps = "".join(json.dumps({"ts": _at(t), "rank": r, "node": TWO_NODES[str(r)],
                                "name": "step", "value": t}) + "\n"
                    for t in range(10, 400, 10) for r in range(2))
    result = attribute_bundle(bundle({
        "logs/node-1/launcher.log": f"{_at(1)} -bash: deepspeed: command not found\n",
        "metrics.jsonl": steps}, state=("COMPLETED", 0)))
    assert result.verdict == "no_failure"


# https://github.com/envmodules/modules/issues/339 (a batch script calling `ml` where the module
# command is not set up; the script goes on: `python -V` ran)
PROLOGUE = "/var/spool/slurmd/job00156/slurm_script: line 4: ml: command not found"
# https://github.com/CSCfi/pytorch-ddp-examples/issues/1 (the launcher missing: srun's task exits)
MISSING_LAUNCHER = ["slurmstepd: error: execve(): torchrun: No such file or directory",
                    "srun: error: g1301: task 0: Exited with exit code 2"]


def test_a_prologues_missing_command_yields_to_the_later_cause_with_no_steps(bundle) -> None:
    """No step metrics, so the evidence window reaches back to the prologue: its complaint is
    followed by the run starting and so is no cause; the GPU lost later is."""
    result = attribute_bundle(bundle({
        "logs/node-1/rank-0.log": "".join([
            f"{_at(1)} {PROLOGUE}\n",
            f"{_at(2)} [2024-09-24 17:19:03,498] [INFO] [launch.py:164:main] dist_world_size=4\n",
            f"{_at(3)} Initializing distributed: GLOBAL_RANK: 0, MEMBER: 1/2\n"]),
        "logs/node-2/kernel.log":
            f"{_at(20)} NVRM: Xid (PCI:0000:3b:00): 79, pid=1234, GPU has fallen off the bus.\n",
    }, state=("FAILED", 1)))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "attributed", "gpu_hardware", ["node-2"])


def test_a_launcher_missing_and_the_task_exiting_is_the_cause(bundle) -> None:
    result = attribute_bundle(bundle({"logs/node-1/slurm-out.log": "".join(
        f"{_at(1 + n)} {line}\n" for n, line in enumerate(MISSING_LAUNCHER))}, state=("FAILED", 2)))
    assert (result.verdict, result.category, result.signature) == (
        "attributed", "user_code", "launcher-not-found")


CXI_NO_SERVICE = ("libfabric:41822:1735689600::cxi:fabric:cxip_nic_get_rgroup_vni():253<warn> : "
                  "Failed to find valid default rgroup and vni for cxi0")


def test_a_cxi_process_with_no_fabric_service_is_its_launch_environment(bundle) -> None:
    """The provider goes on with VNI 0 and the domain open then fails: the failed job is the
    launch environment's (user_code), not the NIC's `network`."""
    failed = attribute_bundle(bundle({"logs/node-1/rank-0.log": "".join([
        f"{_at(1)} {CXI_NO_SERVICE}\n",
        f"{_at(2)} NCCL WARN NET/OFI Couldn't open a fabric access domain. RC: -38, ERROR: Function not implemented\n",
    ])}, state=("FAILED", 1)))
    assert (failed.verdict, failed.category, failed.implicated_nodes) == (
        "attributed", "user_code", [])
    assert failed.signature == "cxi-no-fabric-service"


def test_a_cxi_warning_in_a_run_that_trained_on_is_no_failure(bundle) -> None:
    steps = "".join(json.dumps({"ts": _at(t), "rank": r, "node": TWO_NODES[str(r)],
                                "name": "step", "value": t}) + "\n"
                    for t in range(10, 400, 10) for r in range(2))
    trained = attribute_bundle(bundle({"logs/node-1/rank-0.log": f"{_at(1)} {CXI_NO_SERVICE}\n",
                                       "metrics.jsonl": steps}, state=("COMPLETED", 0)))
    assert trained.verdict == "no_failure"


def test_a_full_dev_shm_stays_memory_not_permissions(catalog: Catalog) -> None:
    """Only shm_open's EACCES is the environment's; the same header's posix_fallocate ENOSPC is
    /dev/shm full (memory.yaml's shm-exhausted, `oom`)."""
    line = "gpu-host:4411:4467 [1] include/shm.h:28 NCCL WARN Call to posix_fallocate failed : No space left on device"
    assert _best(catalog, line) == ("shm-exhausted", "oom")


# https://github.com/hiyouga/LlamaFactory/issues/3715 (c10d's warning-level line for one failed
# attempt of a client's connect; socket.cpp retries until its timeout). The start-up line is the
# Hugging Face Trainer's banner (transformers' trainer.py, `***** Running training *****`).
CONNECT_ATTEMPT = "[W socket.cpp:663] [c10d] The client socket has failed to connect to [::ffff:255.255.0.0]:29500 (errno: 110 - Connection timed out)."


def test_a_connect_attempt_the_process_went_on_past_is_no_network_failure(bundle) -> None:
    """The rank's connect was retried and the rank went on to train: the warning is not the
    network's failure of the run, which failed with no line saying why."""
    result = attribute_bundle(bundle({"logs/node-2/rank-1.log": "".join([
        f"{_at(1)} {CONNECT_ATTEMPT}\n",
        f"{_at(3)} ***** Running training *****\n"])}, state=("FAILED", 1)))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "ambiguous", "unknown", [])


def test_a_connect_attempt_the_process_went_no_further_past_stays_a_network_sign(bundle) -> None:
    result = attribute_bundle(bundle({"logs/node-2/rank-1.log": "".join([
        f"{_at(1)} ***** Running training *****\n",
        f"{_at(3)} {CONNECT_ATTEMPT}\n"])}, state=("FAILED", 1)))
    assert (result.verdict, result.category) == ("ambiguous", "network")


def test_a_shm_segment_cuda_will_not_register_is_the_jobs_environment_not_a_full_shm(bundle) -> None:
    """NCCL's shm transport: cudaHostRegister of its mapped /dev/shm segment refused ('invalid
    argument', misc/shmutils.cc), then NCCL's generic `Error while creating shared memory
    segment` in the same second (as NVIDIA/nccl#1518 posts them). The refused registration is
    the cause: the job's environment, user_code, nobody implicated; not a full /dev/shm (oom)."""
    result = attribute_bundle(bundle({"logs/node-2/rank-1.log": "".join([
        f"{_at(1)} [1] NCCL INFO 2 coll channels, 2 p2p channels, 2 p2p channels per peer\n",
        f"{_at(2)} [1] misc/shmutils.cc:103 NCCL WARN Cuda failure 'invalid argument'\n",
        f"{_at(2)} [1] misc/shmutils.cc:114 NCCL WARN Error while creating shared memory segment /dev/shm/nccl-NzwJ7O (size 9637888)\n",
    ])}, state=("FAILED", 1)))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "attributed", "user_code", [])
    assert result.signature == "nccl-shm-host-register-invalid" and not result.retryable


# https://github.com/lmy98129/VLPD/issues/6 (torch.distributed.launch on PyTorch 2 passing
# `--local-rank` to a script whose parser takes `--local_rank`: both ranks' usage and refusal in
# one stream, then the elastic launcher's report of the worker that exited with status 2)
LOCAL_RANK_REFUSED = [
    "usage: trainval_distributed.py [-h] [--work-dir WORK_DIR] [--local_rank LOCAL_RANK]",
    "trainval_distributed.py: error: unrecognized arguments: --local-rank=1",
    "usage: trainval_distributed.py [-h] [--work-dir WORK_DIR] [--local_rank LOCAL_RANK]",
    "trainval_distributed.py: error: unrecognized arguments: --local-rank=0",
    "[2023-12-08 01:40:46,962] torch.distributed.elastic.multiprocessing.api: [ERROR] failed (exitcode: 2) local_rank: 0 (pid: 53342) of binary: /home/ashitha/miniconda3/envs/Ashenv/bin/python",
]


def test_other_ranks_refusals_and_the_launchers_report_are_not_the_program_going_on(
        bundle) -> None:
    """argparse's usage line naming `[--local_rank LOCAL_RANK]`, another rank's `error:` and
    torch elastic's `failed (exitcode: 2) local_rank: 0` all hold a start-up word (`rank`), but
    they are the refusal and the launcher's report of it: the parser stopped the program."""
    result = attribute_bundle(bundle({"logs/node-1/launcher.log": "".join(
        f"{_at(2)} {line}\n" for line in LOCAL_RANK_REFUSED)}, state=("FAILED", 1)))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "attributed", "user_code", [])
    assert result.signature == "argparse-rejected-arguments"


# https://github.com/mayuelala/FollowYourPose/issues/55 (the machine's own name as the address)
ADDRESS_NOT_VALID = ("[W socket.cpp:697] [c10d] The client socket has failed to connect to "
                     "[DESKTOP-SB3DEO9]:29500 (system error: 10049 - The requested address is "
                     "not valid in its context.).")
# https://github.com/HRNet/HigherHRNet-Human-Pose-Estimation/issues/114 (a Windows run's
# traceback through init_process_group, here cut before its exception)
INIT_PROCESS_GROUP_CUT = [
    "Traceback (most recent call last):",
    '  File "D:\\kinect\\HigherHRNet-Human-Pose-Estimation-master\\HigherHRNet-Human-Pose-Estimation-master\\tools\\dist_train.py", line 156, in main_worker',
    "    dist.init_process_group(",
    '  File "D:\\anaconda\\envs\\HHRnet\\lib\\site-packages\\torch\\distributed\\distributed_c10d.py", line 433, in init_process_group',
    "    rendezvous_iterator = rendezvous(",
]


def test_an_address_windows_will_not_connect_to_ending_the_run_is_the_jobs_launch(bundle) -> None:
    result = attribute_bundle(bundle({"logs/node-1/rank-0.log": "".join([
        f"{_at(1)} Initializing distributed: GLOBAL_RANK: 0, MEMBER: 1/2\n",
        f"{_at(2)} {ADDRESS_NOT_VALID}\n"])}, state=("FAILED", 1)))
    assert (result.verdict, result.category, result.signature, result.implicated_nodes) == (
        "attributed", "user_code", "c10d-client-socket-address-not-valid", [])


def test_the_same_warning_before_a_traceback_cut_off_leaves_the_cause_unknown(bundle) -> None:
    """c10d warns and retries; the exception that then ended the run was cut from the lines."""
    result = attribute_bundle(bundle({"logs/node-1/rank-0.log": "".join(
        [f"{_at(1)} {ADDRESS_NOT_VALID}\n"]
        + [f"{_at(2)} {line}\n" for line in INIT_PROCESS_GROUP_CUT])}, state=("FAILED", 1)))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "ambiguous", "unknown", [])
