"""Build the hundred-and-twenty-fourth blind corpus (tests/attribution/blind124/): MPI launchers.

    python tests/attribution/blind124_build.py

A held-out proxy for how attribution generalises to training under HPC schedulers other than
Slurm and to jobs launched the MPI way: `mpirun` / `mpiexec` (Open MPI, MPICH, Intel MPI),
`horovodrun`, DeepSpeed's MPI launchers and its MPI discovery, SageMaker's and Azure ML's
mpirun-based distributions, torchpack (which wraps mpirun), MindSpore's mpirun start, and jobs
run inside an SGE parallel environment, as GitHub issue and pull-request threads show them. They
were found with the search tool's issue corpus (queries listed in blind124/README.md) and taken
in the order the searches returned them, skipping only reports without a copyable log line,
reports not about a (multi-device or multi-node) training run, reports before 2021, reports
launched neither by a non-Slurm scheduler nor by an MPI-style launcher, and reports any other
corpus or file of the repository cites. It was assembled by one helper who read neither the
engine nor its catalogs; the labels were written before any engine ran on these bundles, and no
report cited here is cited anywhere else in the repository (test_attribution_heldout.py checks
it).

Every log line is copied from the public report given next to it (host names, addresses, ids and
times as posted; a line the report wrapped stays wrapped; lines the search excerpt cut short left
out; trailing blanks dropped). Ours is only the assembly, as in stacks_build.py: which node and
stream a line is filed under (and node names where the report gives none), an ISO-8601 time in
front of every line (taken from the line's own stamp where it has one), job.json, the scheduler
events and the per-rank step metrics. The labels follow DESIGN's taxonomy and the rules of the
realworld, stacks, frontier and blind READMEs (see blind124/README.md).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from stacks_build import Case, case_maker, remove_stale, write_split  # noqa: E402

ROOT = HERE / "blind124"
SPLIT = "blind124"

# ---- sources (one public report per incident) --------------------------------------------------
HOROVOD3871 = "https://github.com/horovod/horovod/issues/3871"
DEEPSPEED5313 = "https://github.com/deepspeedai/DeepSpeed/issues/5313"
HOROVOD3989 = "https://github.com/horovod/horovod/issues/3989"
HOROVOD2656 = "https://github.com/horovod/horovod/issues/2656"
DEEPMD892 = "https://github.com/deepmodeling/deepmd-kit/pull/892"
DEEPMD1090 = "https://github.com/deepmodeling/deepmd-kit/issues/1090"
I6CORE444 = "https://github.com/rwth-i6/i6_core/issues/444"
MMDET8940 = "https://github.com/open-mmlab/mmdetection/issues/8940"
IMPROVEDDIFFUSION21 = "https://github.com/openai/improved-diffusion/issues/21"
DEEPSPEED763 = "https://github.com/deepspeedai/DeepSpeed/pull/763"
DEEPSPEED3660 = "https://github.com/deepspeedai/DeepSpeed/issues/3660"
LIGHTNING13567 = "https://github.com/Lightning-AI/pytorch-lightning/issues/13567"
SMTOOLKIT185 = "https://github.com/aws/sagemaker-training-toolkit/pull/185"
DLC1968 = "https://github.com/aws/deep-learning-containers/issues/1968"
HOROVOD2652 = "https://github.com/horovod/horovod/issues/2652"
RETURNN314 = "https://github.com/rwth-i6/returnn/issues/314"
RETURNN1195 = "https://github.com/rwth-i6/returnn/issues/1195"
BEVFUSION277 = "https://github.com/mit-han-lab/bevfusion/issues/277"
FEDNLP33 = "https://github.com/FedML-AI/FedNLP/issues/33"
MINDCV480 = "https://github.com/mindspore-lab/mindcv/issues/480"
DETERMINED5418 = "https://github.com/determined-ai/determined/issues/5418"

CASES: list[Case] = []


case = case_maker(CASES, SPLIT)


def build() -> None:
    build_horovod()
    build_deepspeed_and_torch_over_mpi()
    build_managed_mpi_platforms()
    build_sge_and_other_launchers()


# ---- Horovod (mpirun / horovodrun) -------------------------------------------------------------
def build_horovod() -> None:
    # ---- horovodrun on two GPUs under WSL2: ncclBroadcast fails with an unhandled CUDA error ----
    node = "wsl2-desktop"
    c = case("b124-horovod-wsl2-ncclbroadcast-unhandled-cuda-error", "attributed", "user_code",
             [], [node],
             "The Horovod PyTorch example run with horovodrun on two GPUs of one Windows machine "
             "under WSL2 fails in its first step: hvd.broadcast_parameters raises 'ncclBroadcast "
             "failed: unhandled cuda error' on both ranks; the poster asks whether Horovod "
             "supports WSL2. The job's environment (NCCL under WSL2), not a machine. Lines as "
             "posted, each rank's under its own stream by its [1,N] tag (node name ours; the "
             "last line, cut in the excerpt, left out), ISO times ours.",
             start="2023-03-20T10:00:00+00:00", scheduler="mpi", ranks_per_node=2)
    c.log(node, "rank-0", HOROVOD3871,
          "[1,0]<stderr>:RuntimeError: ncclBroadcast failed: unhandled cuda error",
          "[1,0]<stderr>:",
          "[1,0]<stderr>:During handling of the above exception, another exception occurred:",
          "[1,0]<stderr>:",
          "[1,0]<stderr>:Traceback (most recent call last):",
          '[1,0]<stderr>:  File "horovod_pytorch.py", line 149, in <module>',
          "[1,0]<stderr>:    hvd.broadcast_parameters(model.state_dict(), root_rank=0)",
          '[1,0]<stderr>:  File "/home/ryu/.virtualenvs/horovodPytorch/lib/python3.8/'
          'site-packages/horovod/torch/functions.py", line 59, in broadcast_parameters',
          "[1,0]<stderr>:    synchronize(handle)",
          '[1,0]<stderr>:  File "/home/ryu/.virtualenvs/horovodPytorch/lib/python3.8/'
          'site-packages/horovod/torch/mpi_ops.py", line 1290, in synchronize',
          "[1,0]<stderr>:    raise HorovodInternalError(e)",
          "[1,0]<stderr>:horovod.common.exceptions.HorovodInternalError: ncclBroadcast failed: "
          "unhandled cuda error", t=14.0)
    c.log(node, "rank-1", HOROVOD3871,
          "[1,1]<stderr>:Traceback (most recent call last):",
          '[1,1]<stderr>:  File "/home/ryu/.virtualenvs/horovodPytorch/lib/python3.8/'
          'site-packages/horovod/torch/mpi_ops.py", line 1285, in synchronize',
          "[1,1]<stderr>:    mpi_lib.horovod_torch_wait_and_clear(handle)",
          "[1,1]<stderr>:RuntimeError: ncclBroadcast failed: unhandled cuda error",
          "[1,1]<stderr>:",
          "[1,1]<stderr>:During handling of the above exception, another exception occurred:",
          "[1,1]<stderr>:",
          "[1,1]<stderr>:Traceback (most recent call last):", t=14.1)
    c.job(16.0, "FAILED", exit_code=1)

    # ---- horovodrun on two H100 servers, host install: a traceback through allreduce_grads -----
    n0, n1 = "h100-server-1", "h100-server-2"
    c = case("b124-horovod-two-h100-servers-host-install-allreduce-traceback", "ambiguous",
             "unknown", [], [n0, n1],
             "Keras training with Horovod across two H100 servers works in NVIDIA's TF 23.02 "
             "container (Horovod 0.26.1) but fails when run on the hosts with Horovod 0.28.1 and "
             "tf-nightly 2.14: rank 6 prints a traceback from model.fit through Horovod's "
             "allreduce_grads. The exception line itself is not in the posted text (the excerpt "
             "cuts it), so nothing in the bundle says what failed. Lines as posted (node names, "
             "eight ranks a server and the placement of rank 6 ours; the lines the excerpt cut "
             "left out), ISO times ours.",
             start="2023-10-02T09:00:00+00:00", scheduler="mpi", ranks_per_node=8)
    c.log(n0, "rank-6", HOROVOD3989,
          '[6]<stderr>:  File "/home/idps/.local/lib/python3.8/site-packages/keras/src/utils/'
          'traceback_utils.py", line 65, in error_handler',
          "[6]<stderr>:    return fn(*args, **kwargs)",
          "[6]<stderr>:",
          '[6]<stderr>:  File "/home/idps/.local/lib/python3.8/site-packages/keras/src/engine/'
          'training.py", line 1742, in fit',
          "[6]<stderr>:    tmp_logs = self.train_function(iterator)",
          "[6]<stderr>:",
          '[6]<stderr>:  File "/home/idps/.local/lib/python3.8/site-packages/keras/src/engine/'
          'training.py", line 1338, in train_function',
          "[6]<stderr>:    return step_function(self, iterator)",
          "[6]<stderr>:", t=40.0)
    c.log(n0, "rank-6", HOROVOD3989,
          "[6]<stderr>:    grads_and_vars = self._compute_gradients(",
          "[6]<stderr>:",
          '[6]<stderr>:  File "/home/idps/.local/lib/python3.8/site-packages/horovod/_keras/'
          '__init__.py", line 136, in _compute_gradients',
          "[6]<stderr>:    allreduced_grads = self._allreduce(grads, weights)",
          "[6]<stderr>:",
          '[6]<stderr>:  File "/home/idps/.local/lib/python3.8/site-packages/horovod/_keras/'
          '__init__.py", line 218, in _allreduce',
          "[6]<stderr>:    return __filtered_reduce_grads(grads, vars)",
          "[6]<stderr>:",
          '[6]<stderr>:  File "/home/idps/.local/lib/python3.8/site-packages/horovod/_keras/'
          '__init__.py", line 184, in __filtered_reduce_grads',
          "[6]<stderr>:    rg = self._allreduce_grads(rg, rv)",
          "[6]<stderr>:",
          '[6]<stderr>:  File "/home/idps/.local/lib/python3.8/site-packages/horovod/tensorflow/'
          '__init__.py", line 573, in allreduce_grads',
          "[6]<stderr>:    if groups is not None:",
          "[6]<stderr>:",
          '[6]<stderr>:  File "/home/idps/.local/lib/python3.8/site-packages/horovod/tensorflow/'
          '__init__.py", line 616, in allreduce_grads',
          "[6]<stderr>:    op=op,",
          "[6]<stderr>:",
          '[6]<stderr>:  File "/home/idps/.local/lib/python3.8/site-packages/horovod/tensorflow/'
          '__init__.py", line 616, in allreduce_grads',
          "[6]<stderr>:    op=op,",
          "[6]<stderr>:",
          '[6]<stderr>:  File "/home/idps/.local/lib/python3.8/site-packages/horovod/tensorflow/'
          '__init__.py", line 616, in allreduce_grads', t=40.1)
    c.job(45.0, "FAILED", exit_code=1)

    # ---- mpirun with 8 GPUs: one process exits, Open MPI aborts the job ------------------------
    node = "horovod-8gpu-host"
    c = case("b124-horovod-mpirun-8gpu-one-process-exits-nonzero", "ambiguous", "unknown", [],
             [node],
             "An 8-GPU Horovod PyTorch training fails and Open MPI aborts the job because one "
             "process returned a non-zero exit code; the poster says one GPU's memory was not "
             "enough and asks how Horovod notices a process exit. Only mpirun's own summary is in "
             "the posted text (its last line, cut in the excerpt, left out): nothing in the "
             "bundle says why the process exited. Lines as posted (node name, step metrics and "
             "the stream ours), ISO times ours.",
             start="2021-02-09T08:00:00+00:00", scheduler="mpi", ranks_per_node=8)
    c.steps(1, 20, every=15.0)
    c.log(node, "mpirun", HOROVOD2656,
          "Primary job  terminated normally, but 1 process returned",
          "a non-zero exit code. Per user-direction, the job has been aborted.",
          "--------------------------------------------------------------------------",
          "--------------------------------------------------------------------------", t=310.0)
    c.job(312.0, "FAILED", exit_code=1)

    # ---- elastic Horovod: a worker removed, the two others keep training -----------------------
    n0, n1, gone = "elastic-host-a", "elastic-host-b", "10.0.1.246"
    c = case("b124-horovod-elastic-worker-removed-training-continues", "no_failure", "unknown",
             [], [n0, n1, gone],
             "Elastic Horovod (TensorFlow/Keras, gloo) on three systems: the poster removes one "
             "worker on purpose (stopping its machine or killing its process) and training goes "
             "on with the two remaining workers as advertised, while rank 0 logs a background "
             "loop exception, 'Read error [10.0.1.246]:63386: Connection reset by peer'. The "
             "poster asks whether that message is expected. A deliberate scale-down the job "
             "survives. The line as posted (the other two node names, the step metrics - the "
             "removed worker's stopping, the others' going on - and the stream ours), ISO time "
             "from its own stamp.",
             start="2021-02-08T09:10:00+00:00", scheduler="mpi", ranks_per_node=1)
    c.job(0.0, "RUNNING")
    c.steps(1, 140, every=10.0, stop={gone: 89})
    c.own(n0, "rank-0", HOROVOD2652, "2021-02-08 09:24:59.555830",
          "[0]<stderr>:[2021-02-08 09:24:59.555830: E /tmp/pip-install-7tlcippf/"
          "horovod_015e4deaf97a4b33908ab119077a4f9c/horovod/common/operations.cc:548] Horovod "
          "background loop uncaught exception: [/tmp/pip-install-7tlcippf/"
          "horovod_015e4deaf97a4b33908ab119077a4f9c/third_party/compatible_gloo/gloo/transport/"
          "tcp/pair.cc:566] Read error [10.0.1.246]:63386: Connection reset by peer")

    # ---- horovodrun with deepmd-kit's new multi-worker mode: the error after start is cut ------
    node = "ludh-2gpu"
    c = case("b124-deepmd-horovodrun-two-gpus-multi-worker-mode", "ambiguous", "unknown", [],
             [node],
             "While DeePMD-kit's parameter-server mode is being replaced by a Horovod "
             "multi-worker one, its author trains the se_e2_a water example with 'horovodrun -np "
             "2 dp train input.json' on two GPUs and reports that an error occurs (serial "
             "training works). The posted output shows the two ranks starting, TensorFlow "
             "loading its libraries and its deprecation warnings; the error itself is past the "
             "end of the excerpt. Nothing in the bundle says what failed. Lines as posted (node "
             "name ours; the shell prompt line and horovodrun's own first line filed under a "
             "'launcher' stream, the [1,N] lines under rank N; the last line, cut, left out), "
             "ISO times from their own stamps where they have one.",
             start="2021-07-30T08:57:00+00:00", scheduler="mpi", ranks_per_node=2)
    c.log(node, "launcher", DEEPMD892,
          "(tensorflow_venv) LuDh se_e2_a $ horovodrun -np 2 dp train input.json", t=5.0)
    c.own(node, "launcher", DEEPMD892, "2021-07-30 08:57:06.104608",
          "2021-07-30 08:57:06.104608: I tensorflow/stream_executor/platform/default/"
          "dso_loader.cc:49] Successfully opened dynamic library libcudart.so.11.0")
    c.own(node, "rank-0", DEEPMD892, "2021-07-30 08:57:08.735608",
          "[1,0]<stderr>:2021-07-30 08:57:08.735608: I tensorflow/stream_executor/platform/"
          "default/dso_loader.cc:49] Successfully opened dynamic library libcudart.so.11.0")
    c.own(node, "rank-1", DEEPMD892, "2021-07-30 08:57:08.809397",
          "[1,1]<stderr>:2021-07-30 08:57:08.809397: I tensorflow/stream_executor/platform/"
          "default/dso_loader.cc:49] Successfully opened dynamic library libcudart.so.11.0")
    c.log(node, "rank-0", DEEPMD892,
          "[1,0]<stderr>:WARNING:tensorflow:From /home/LuDh/dp-devel/tensorflow_venv/lib/"
          "python3.7/site-packages/tensorflow/python/compat/v2_compat.py:96: "
          "disable_resource_variables (from tensorflow.python.ops.variable_scope) is deprecated "
          "and will be removed in a future version.",
          "[1,0]<stderr>:Instructions for updating:",
          "[1,0]<stderr>:non-resource variables are not supported in the long term", t=9.0)
    c.log(node, "rank-1", DEEPMD892,
          "[1,1]<stderr>:WARNING:tensorflow:From /home/LuDh/dp-devel/tensorflow_venv/lib/"
          "python3.7/site-packages/tensorflow/python/compat/v2_compat.py:96: "
          "disable_resource_variables (from tensorflow.python.ops.variable_scope) is deprecated "
          "and will be removed in a future version.",
          "[1,1]<stderr>:Instructions for updating:", t=9.1)
    c.job(30.0, "FAILED", exit_code=1)

    # ---- deepmd-kit's conda release (MPICH) with horovod: the run's start, then nothing --------
    node = "gpu-node"
    c = case("b124-deepmd-conda-mpich-horovod-parallel-training-start", "ambiguous", "unknown",
             [], [node],
             "Parallel DeePMD-kit 2.0.0 training with Horovod from the prebuilt conda release: "
             "the poster reports that its MPICH does not fit Horovod and an external Open MPI, so "
             "every process lands on the same GPU and the run dies with CUDA_ERROR_OUT_OF_MEMORY "
             "(in prose). The posted output holds only rank 0's TensorFlow device lines and rank "
             "1's DeePMD banner; the failure is not in it. Lines as posted (node name ours; the "
             "banner's last line, cut, left out), ISO times from their own stamps where they "
             "have one.",
             start="2021-09-03T12:25:00+00:00", scheduler="mpi", ranks_per_node=2)
    c.own(node, "rank-0", DEEPMD1090, "2021-09-03 12:25:08.343280",
          "[0]<stderr>:2021-09-03 12:25:08.343280: I tensorflow/core/common_runtime/gpu/"
          "gpu_device.cc:1258] Device interconnect StreamExecutor with strength 1 edge matrix:")
    c.own(node, "rank-0", DEEPMD1090, "2021-09-03 12:25:08.343297",
          "[0]<stderr>:2021-09-03 12:25:08.343297: I tensorflow/core/common_runtime/gpu/"
          "gpu_device.cc:1264]")
    c.log(node, "rank-1", DEEPMD1090,
          r"[1]<stderr>:DEEPMD INFO     _____               _____   __  __  _____           _"
          r"     _  _",
          r"[1]<stderr>:DEEPMD INFO    |  __ \             |  __ \ |  \/  ||  __ \         | |"
          r"   (_)| |",
          r"[1]<stderr>:DEEPMD INFO    | |  | |  ___   ___ | |__) || \  / || |  | | ______ | |"
          r" __ _ | |_",
          r"[1]<stderr>:DEEPMD INFO    | |  | | / _ \ / _ \|  ___/ | |\/| || |  | ||______|| |/"
          r" /| || __|",
          r"[1]<stderr>:DEEPMD INFO    | |__| ||  __/|  __/| |     | |  | || |__| |        |   <"
          r" | || |_",
          r"[1]<stderr>:DEEPMD INFO    |_____/  \___| \___||_|     |_|  |_||_____/         |_|\_"
          r"\|_| \__|",
          "[1]<stderr>:DEEPMD INFO    Please read and cite:",
          "[1]<stderr>:DEEPMD INFO    Wang, Zhang, Han and E, Comput.Phys.Comm. 228, 178-184 "
          "(2018)",
          "[1]<stderr>:DEEPMD INFO    installed to:         /tmp/pip-req-build-m0vk2rxi/_skbuild/"
          "linux-x86_64-3.9/cmake-install",
          "[1]<stderr>:DEEPMD INFO    source :              v2.0.0",
          "[1]<stderr>:DEEPMD INFO    source brach:         HEAD",
          "[1]<stderr>:DEEPMD INFO    source commit:        1a25414", t=8.5)
    c.job(60.0, "FAILED", exit_code=1)


# ---- DeepSpeed's MPI launchers and discovery, torch.distributed started by mpirun / mpiexec ----
def build_deepspeed_and_torch_over_mpi() -> None:
    # ---- DeepSpeed --launcher impi: CPU pipeline training on two machines ----------------------
    n0, n1 = "worker-alienbook-wl", "worker-3090ti-wl"
    c = case("b124-deepspeed-impi-launcher-cpu-pipeline-two-machines", "ambiguous", "unknown",
             [], [n0, n1],
             "minGPT pipeline-parallel training on CPUs across two machines with DeepSpeed's "
             "Intel MPI launcher ('deepspeed --launcher impi', which builds an mpirun command for "
             "the two hosts); after dropping --num_nodes and 'a few trivial fixes' the poster "
             "gets errors that the posted excerpt does not reach. The bundle holds the launch "
             "only. Lines as posted (host names as in the mpirun command; the launcher's lines "
             "filed under the first host; the next line, cut, left out), ISO times from their "
             "own stamps where they have one.",
             start="2024-03-27T22:21:40+00:00", scheduler="mpi", ranks_per_node=1)
    c.log(n0, "launcher", DEEPSPEED5313,
          "cd /home/axu/proj/minGPT ; /usr/bin/env /home/axu/anaconda3/bin/python "
          "/home/axu/.vscode-server/extensions/ms-python.debugpy-2024.0.0-linux-x64/bundled/libs/"
          "debugpy/adapter/../../debugpy/launcher 56327 -- /home/axu/anaconda3/bin/deepspeed "
          "--launcher impi --master_addr=192.168.23.110 --hostfile=./hostfile_linux "
          "--master_port=29555 pipeline_model.py", t=8.0)
    c.own(n0, "launcher", DEEPSPEED5313, "2024-03-27 22:21:49.113",
          "[2024-03-27 22:21:49,113] [INFO] [real_accelerator.py:191:get_accelerator] Setting "
          "ds_accelerator to cpu (override)")
    c.log(n0, "launcher", DEEPSPEED5313,
          "['mpirun', '-ppn', '1', '-genv', 'PYTHONIOENCODING', 'UTF-8', '-genv', "
          "'PYTHONUNBUFFERED', '1', '-genv', 'PYTHONPATH', '/home/axu/proj/minGPT', '-genv', "
          "'MASTER_ADDR', '192.168.23.110', '-genv', 'MASTER_PORT', '29555', '-genv', "
          "'WORLD_SIZE', '2', '-genv', 'LOCAL_SIZE', '1', '-genv', 'I_MPI_PIN', '0', '-hosts', "
          "'worker-alienbook-wl,worker-3090ti-wl', '-n', '1', '-env', 'RANK', '0', '-env', "
          "'LOCAL_RANK', '0', '/home/axu/anaconda3/bin/python', '-u', 'pipeline_model.py', ':', "
          "'-n', '1', '-env', 'RANK', '1', '-env', 'LOCAL_RANK', '0', "
          "'/home/axu/anaconda3/bin/python', '-u', 'pipeline_model.py']", t=9.2)
    c.job(40.0, "FAILED", exit_code=1)

    # ---- DeepSpeed's MPI discovery: its own assertion message raises NameError -----------------
    node = "makino-gpu-host"
    c = case("b124-deepspeed-mpi-discovery-nameerror-dist", "attributed", "user_code", [],
             [node],
             "A training engine calling deepspeed.initialize in a job started without "
             "DeepSpeed's launcher goes through DeepSpeed's MPI discovery, whose rank check "
             "fails and whose assertion message then raises \"NameError: name 'dist' is not "
             "defined\"; the pull request fixes the name. A bug in the job's software stack "
             "before any step. Lines as posted (node name and rank count ours), ISO times ours.",
             start="2021-02-17T09:00:00+00:00", scheduler="mpi", ranks_per_node=2)
    c.log(node, "rank-0", DEEPSPEED763,
          '  File "/opt/work/train_engine.py", line 273, in set_model',
          "    self.criterion, self.optimizer, _, self.scheduler = deepspeed.initialize(",
          '  File "/home/makino/.local/lib/python3.8/site-packages/deepspeed/__init__.py", line '
          "110, in initialize",
          "    engine = DeepSpeedEngine(args=args,",
          '  File "/home/makino/.local/lib/python3.8/site-packages/deepspeed/runtime/engine.py", '
          "line 134, in __init__",
          "    init_distributed(dist_backend=self.dist_backend)",
          '  File "/home/makino/.local/lib/python3.8/site-packages/deepspeed/utils/'
          'distributed.py", line 35, in init_distributed',
          "    mpi_discovery(distributed_port=distributed_port, verbose=verbose)",
          '  File "/home/makino/.local/lib/python3.8/site-packages/deepspeed/utils/'
          'distributed.py", line 82, in mpi_discovery',
          '    assert torch.distributed.get_rank() == rank, "MPI rank {} does not match torch '
          'rank {}".format(rank, dist.get_rank())',
          "NameError: name 'dist' is not defined", t=25.0)
    c.job(27.0, "FAILED", exit_code=1)

    # ---- DeepSpeed with HF run_mlm: KeyError 'RANK' before MPI discovery sets it ---------------
    node = "bert-mlm-host"
    c = case("b124-deepspeed-run-mlm-keyerror-rank-before-mpi-discovery", "attributed",
             "user_code", [], [node],
             "DeepSpeed Hugging Face BERT workloads (transformers' run_mlm.py) fail at start "
             "after a DeepSpeed commit reads RANK and WORLD_SIZE before mpi_discovery() defines "
             "them: KeyError 'RANK' in deepspeed/comm/comm.py. A bug in the job's software stack "
             "before any step. Lines as posted (rich's traceback box; its next line, cut, left "
             "out; node name and rank count ours), ISO times ours.",
             start="2023-06-01T10:00:00+00:00", scheduler="mpi", ranks_per_node=8)
    c.log(node, "rank-0", DEEPSPEED3660,
          "╭" + "─" * 21 + " Traceback (most recent call last) " + "─" * 22 + "╮",
          *(f"│{text:<78}│" for text in (
              " /workspace/transformers/examples/pytorch/language-modeling/run_mlm.py:618 in ",
              " <module>", "", "   615", "   616", '   617 if __name__ == "__main__":',
              " ❱ 618 │   main()", "   619")), t=20.0)
    c.job(22.0, "FAILED", exit_code=1)

    # ---- Lightning + DeepSpeed over Azure ML's MPI configuration: NCCL's invalid rank 2/2 ------
    n0, n1, n2 = ("aml-node-0", "e26f1f7c0b3e461f994bc6a9bca5374e000004", "aml-node-2")
    c = case("b124-lightning-deepspeed-mpi-config-invalid-rank", "attributed", "user_code", [],
             [n0, n1, n2],
             "PyTorch Lightning with its DeepSpeed strategy on three two-GPU nodes (Azure ML host "
             "names; the poster's cross-post to DeepSpeed says the job ran with an MPI "
             "configuration and was fixed by adjusting its environment variables): the second "
             "node's process initialises as GLOBAL_RANK 2 of MEMBER 3/2 and NCCL refuses it "
             "('Invalid rank requested : 2/2'); the world size the ranks were given is wrong. "
             "The job's launch configuration. Lines as posted (the other two node names and the "
             "placement of two ranks a node ours; a blank line and the cut last line left out), "
             "ISO times ours.",
             start="2022-07-12T08:00:00+00:00", scheduler="mpi", ranks_per_node=2)
    h = n1
    c.log(n1, "rank-2", LIGHTNING13567,
          "Auto select gpus: [0, 1]",
          "Global seed set to 42",
          "initializing deepspeed distributed: GLOBAL_RANK: 2, MEMBER: 3/2",
          f"{h}:146:146 [0] NCCL INFO Bootstrap : Using eth0:10.0.0.8<0>",
          f"{h}:146:146 [0] NCCL INFO NET/Plugin: Failed to find ncclCollNetPlugin_v4 symbol.",
          f"{h}:146:146 [0] NCCL INFO Plugin Path : /usr/local/nccl-rdma-sharp-plugins/lib/"
          "libnccl-net.so",
          f"{h}:146:146 [0] NCCL INFO P2P plugin IBext",
          f"{h}:146:146 [0] NCCL INFO NET/IB : No device found.",
          f"{h}:146:146 [0] NCCL INFO NCCL_IB_DISABLE set by environment to 1.",
          f"{h}:146:146 [0] NCCL INFO NET/Socket : Using [0]eth0:10.0.0.8<0>",
          f"{h}:146:146 [0] NCCL INFO Using network Socket",
          f"{h}:146:146 [0] init.cc:932 NCCL WARN Invalid rank requested : 2/2", t=35.0)
    c.job(40.0, "FAILED", exit_code=1)

    # ---- RETURNN PyTorch DDP started by i6_core's mpirun: RANK not set -------------------------
    node = "i6-gpu-node"
    c = case("b124-returnn-torch-ddp-under-mpirun-rank-not-set", "attributed", "user_code", [],
             [node],
             "RETURNN's PyTorch backend trained with DDP through i6_core's ReturnnTrainingJob, "
             "which starts multi-GPU training with mpirun: torch.distributed's env:// rendezvous "
             "finds no RANK ('environment variable RANK expected, but not set'); the fix moves "
             "the job to torchrun. The job's launch setup, before any step. The line as posted "
             "(node name and rank count ours), ISO time ours.",
             start="2023-08-18T09:00:00+00:00", scheduler="mpi", ranks_per_node=4)
    for rank in range(4):
        c.log(node, f"rank-{rank}", I6CORE444,
              "ValueError: Error initializing torch.distributed using env:// rendezvous: "
              "environment variable RANK expected, but not set", t=12.0 + rank * 0.01)
    c.job(14.0, "FAILED", exit_code=1)

    # ---- mmdetection with --launcher mpi under mpirun: LOCAL_RANK wrong, tensors on cuda:0 -----
    node = "mmdet-4gpu"
    c = case("b124-mmdet-mpirun-launcher-mpi-local-rank-devices-mismatch", "attributed",
             "user_code", [], [node],
             "YOLOX training with mmdetection 3.0.0rc1 started as 'mpirun -np 4 ... "
             "tools/train.py ... --launcher mpi': three of the four processes raise 'Expected all "
             "tensors to be on the same device' (cuda:0 and cuda:1/2/3) in the first "
             "convolution, because LOCAL_RANK is wrong under mpirun (torchrun works). The job's "
             "launcher integration, before any step. Lines as posted (node name and the rank "
             "each line is filed under ours), ISO times ours.",
             start="2022-10-04T09:00:00+00:00", scheduler="mpi", ranks_per_node=4)
    for rank in (1, 2, 3):
        c.log(node, f"rank-{rank}", MMDET8940,
              "RuntimeError: Expected all tensors to be on the same device, but found at least "
              f"two devices, cuda:0 and cuda:{rank}! (when checking argument for argument weight "
              "in method wrapper__cudnn_convolution)", t=60.0 + rank * 0.01)
    c.job(62.0, "FAILED", exit_code=1)

    # ---- improved-diffusion with mpiexec -n 2: NCCL error at the first parameter broadcast -----
    node = "two-3090-host"
    c = case("b124-improved-diffusion-mpiexec-two-gpus-broadcast-nccl-error", "ambiguous",
             "unknown", [], [node],
             "Training improved-diffusion on CelebA-HQ with 'mpiexec -n 2' on two GTX 3090s "
             "(torch 1.10, cu113) fails while the trainer syncs parameters: dist.broadcast raises "
             "a RuntimeError whose NCCL message the excerpt cuts, so the bundle does not say "
             "which NCCL error it was. Lines as posted (the quotation mark in front of each "
             "dropped; the cut last line left out; node name and the rank ours), ISO times ours.",
             start="2022-07-07T09:00:00+00:00", scheduler="mpi", ranks_per_node=2)
    c.log(node, "rank-0", IMPROVEDDIFFUSION21,
          "Traceback (most recent call last):",
          '  File "scripts/image_train.py", line 84, in <module>',
          "    main()",
          '  File "scripts/image_train.py", line 56, in main',
          "    lr_anneal_steps=args.lr_anneal_steps,",
          '  File "/projects/guided-diffusion/guided_diffusion/train_util.py", line 68, in '
          "__init__",
          "    self._load_and_sync_parameters()",
          '  File "/projects/guided-diffusion/guided_diffusion/train_util.py", line 123, in '
          "_load_and_sync_parameters",
          "    dist_util.sync_params(self.model.parameters())",
          '  File "/projects/guided-diffusion/guided_diffusion/dist_util.py", line 101, in '
          "sync_params",
          "    dist.broadcast(p, 0)",
          '  File "/miniconda3/envs/tensorflow/lib/python3.7/site-packages/torch/distributed/'
          'distributed_c10d.py", line 1187, in broadcast',
          "    work = default_pg.broadcast([tensor], opts)", t=45.0)
    c.job(47.0, "FAILED", exit_code=1)


# ---- managed platforms that launch with mpirun: SageMaker, Determined (Horovod) ---------------
def build_managed_mpi_platforms() -> None:
    # ---- SageMaker FSDP over smddp (mpi4py under mpirun): SMDDPError, exit 134 -----------------
    n0, n1 = "algo-1", "algo-2"
    c = case("b124-sagemaker-smddp-fsdp-vit-smddperror-exit-134", "ambiguous", "unknown", [],
             [n0, n1],
             "A SageMaker training job (vit-fsdp) running FSDP over the smddp backend in the "
             "toolkit's MPI distribution (mpi4py under mpirun) fails: AlgorithmError SMDDPError, "
             "ExitCode 134, and the traceback shows only mpi4py running the user script and "
             "smdistributed raising SMDDPError('Error'). Nothing says what went wrong; the pull "
             "request only starts tracking this error class. Lines as posted (the SDK's "
             "exception filed on the first host; host names the SageMaker convention, ours; the "
             "cut last line left out), ISO times ours, from the job name's time.",
             start="2023-06-14T22:27:25+00:00", scheduler="sagemaker", ranks_per_node=8)
    c.steps(1, 30, every=20.0)
    c.log(n0, "sagemaker-sdk", SMTOOLKIT185,
          "UnexpectedStatusException: Error for Training job vit-fsdp-2023-06-14-22-27-25-988: "
          "Failed. Reason: AlgorithmError: SMDDPError:",
          "ExitCode 134",
          "ErrorMessage \"raise exceptions.SMDDPError('Error')",
          " smdistributed.dataparallel.exceptions.SMDDPError: Error",
          " Traceback (most recent call last)",
          ' File "/opt/conda/lib/python3.9/runpy.py", line 197, in _run_module_as_main',
          " return _run_code(code, main_globals, None,",
          ' File "/opt/conda/lib/python3.9/runpy.py", line 87, in _run_code',
          " exec(code, run_globals)",
          ' File "/opt/conda/lib/python3.9/site-packages/mpi4py/__main__.py", line 7, in <module>',
          " main()",
          ' File "/opt/conda/lib/python3.9/site-packages/mpi4py/run.py", line 198, in main',
          " run_command_line(args)",
          ' File "/opt/conda/lib/python3.9/site-packages/mpi4py/run.py", line 47, in '
          "run_command_line",
          " run_path(sys.argv[0], run_name='__main__')",
          ' File "/opt/conda/lib/python3.9/runpy.py", line 288, in run_path',
          " return _run_module_code(code, init_globals, run_name,", t=640.0)
    c.job(645.0, "FAILED", exit_code=134)

    # ---- SageMaker PyTorch CPU container: mpirun over two hosts with the gloo backend ----------
    n0, n1 = "algo-1", "algo-2"
    c = case("b124-sagemaker-pytorch-cpu-mpirun-two-hosts-gloo-mnist", "ambiguous", "unknown",
             [], [n0, n1],
             "An MNIST training job on two SageMaker hosts with the PyTorch CPU training "
             "container and the MPI distribution (gloo backend): the toolkit invokes mpirun "
             "over algo-1 and algo-2, Open MPI prints its job map, and the job fails; the title "
             "says 'No module named mpi4py' (the CPU image lacks it), but that line is not in "
             "the posted excerpt. Nothing in the bundle says why the job failed. Lines as posted "
             "(the wrapped command line stays wrapped; the cut last line left out; all filed on "
             "algo-1), ISO times ours.",
             start="2022-05-10T10:00:00+00:00", scheduler="sagemaker", ranks_per_node=1)
    c.log(n0, "mpirun", DLC1968,
          "Invoking script with the following command:",
          "mpirun --host algo-1,algo-2 -np 2 --allow-run-as-root --display-map --tag-output -mca "
          "btl_tcp_if_include eth0 -mca oob_tcp_if_include eth0 -mca plm_rsh_no_tree_spawn 1 "
          "-bind-to none -map-by slot -mca pml ob1 -mca btl ^openib -mca "
          "orte_abort_on_non_zero_status 1 -mca btl_vader_single_copy_mechanism none -x "
          "NCCL_MIN_NRINGS=4 -x NCCL_SOCKET_IFNAME=eth0 -x NCCL_DEBUG=INFO -x LD_LIBRARY_PATH -x "
          "PATH -x LD_PRELOAD=/opt/conda/lib/python3.8/site-packages/"
          "gethostname.cpython-38-x86_64-linux-gnu.so -x SM_HOSTS -x SM_NETWORK_INTERFACE_NAME "
          "-x SM_HPS -x SM_USER_ENTRY_POINT -x SM_FRAMEWORK_PARAMS -x SM_RESOURCE_CONFIG -x "
          "SM_INPUT_DATA_CONFIG -x SM_OUTPUT_DATA_DIR -x SM_CHANNELS -x SM_CURRENT_HOST -x "
          "SM_MODULE_NAME -x SM_LOG_LEVEL -x SM_FRAMEWORK_MODULE -x SM_INPUT_DIR -x "
          "SM_INPUT_CONFIG_DIR -x SM_OUTPUT_DIR -x SM_NUM_CPUS -x SM_NUM_GPUS -x SM_MODEL_DIR -x "
          "SM_MODULE_DIR -x SM_TRAINING_ENV -x SM_USER_ARGS -x SM_OUTPUT_INTERMEDIATE_DIR -x "
          "SM_CHANNEL_TRAINING -x SM_HP_BACKEND -x SM_HP_EPOCHS -x PYTHONP",
          "ATH /opt/conda/bin/python3.8 -m mpi4py mnist.py --backend gloo --epochs 1",
          "Warning: Permanently added 'algo-2,10.x.xxx.182' (ECDSA) to the list of known hosts.",
          "Data for JOB [41164,1] offset 0 Total slots allocated 2",
          " ========================   JOB MAP   ========================", t=20.0)
    c.job(30.0, "FAILED", exit_code=1)

    # ---- Determined, two slots on two machines: CUDA out of memory on rank 0 -------------------
    n0, n1 = "det-agent-1", "det-agent-2"
    c = case("b124-determined-two-slots-lightning-cuda-oom", "attributed", "oom", [], [n0, n1],
             "A PyTorch Lightning trial on Determined with slots_per_trial 2 (one 8 GB GPU on "
             "each of two machines, global batch 16) fails with CUDA out of memory on rank 0; "
             "the same per-slot batch of 8 trains without error on one slot. A device "
             "out-of-memory. The line as posted (the quotation mark in front of it dropped; "
             "node names, one slot a machine and the step metrics ours), ISO time ours.",
             start="2022-11-14T09:00:00+00:00", scheduler="determined", ranks_per_node=1)
    c.steps(1, 3, every=20.0)
    c.log(n0, "rank-0", DETERMINED5418,
          "[] [rank=0] RuntimeError: CUDA out of memory. Tried to allocate 824.00 MiB (GPU 0; "
          "7.93 GiB total capacity; 4.71 GiB already allocated; 362.38 MiB free; 5.77 GiB "
          "reserved in total by PyTorch) If reserved memory is >> allocated memory try setting "
          "max_split_size_mb to avoid fragmentation. See documentation for Memory Management "
          "and PYTORCH_CUDA_ALLOC_CONF", t=75.0)
    c.job(80.0, "FAILED", exit_code=1)


# ---- SGE parallel environments and other MPI-style launchers ----------------------------------
def build_sge_and_other_launchers() -> None:
    # ---- RETURNN Horovod under SGE -pe mpi 2: the job hangs at Horovod init --------------------
    node = "cluster-cn-286"
    c = case("b124-returnn-horovod-sge-pe-mpi-hangs-at-init", "ambiguous", "hang", [], [node],
             "RETURNN training with Horovod in an SGE parallel environment ('-pe mpi 2', i.e. "
             "multi-node): the job's stdout shows SGE's prologue (job 7138626 on cluster-cn-286, "
             "queue 8-GPU-2080, the GPU allocation and the host's running jobs) and then nothing: "
             "Horovod hangs at init, no step is ever taken. No error says why. Lines as posted "
             "(trailing blanks dropped; the wrapped command line stays wrapped; the cut last "
             "line left out; both slots on this host and the stream ours), ISO times ours, from "
             "the prologue's start time.",
             start="2022-11-01T12:36:53+01:00", scheduler="sge", ranks_per_node=2)
    c.log(node, "sge-prologue", RETURNN1195,
          "+------- PROLOGUE SCRIPT -----------------------------------------------",
          "|",
          "| Job ID ...........: 7138626",
          "| Started at .......: Tue Nov  1 12:36:53 CET 2022",
          "| Execution host ...: cluster-cn-286",
          "| Cluster queue ....: 8-GPU-2080",
          "| Script ...........: /var/spool/sge/cluster-cn-286/job_scripts/7138626",
          "| > /u/zeyer/tools/bin/python3 /u/zeyer/setups/combined/2021-05-31/tools/sisyphus/sis "
          "worker --engine long work/",
          "i6_core/returnn/training/ReturnnTrainingJob.Hqniupwf69PX run",
          "| GPU allocation:",
          "| {'gpus': {0: b'7138620.1',",
          "|           1: b'7138626.1',",
          "|           3: b'7138520.1',",
          "|           5: b'7137686.1',",
          "|           6: b'7138626.1',",
          "|           7: b'7137191.1'},",
          "|  'total_gpus': 8}",
          "| Running jobs:",
          "| HOSTNAME                ARCH         NCPU NSOC NCOR NTHR  LOAD  MEMTOT  MEMUSE  "
          "SWAPTO  SWAPUS",
          "| " + "-" * 94,
          "| global                  -               -    -    -    -     -       -       -  "
          "     -       -",
          "| cluster-cn-286          lx-amd64       64    2   32   64  6.52  251.8G   17.4G    "
          "3.8G     0.0",
          "|    8-GPU-2080           BIP   0/6/8",
          "|    7137191 0.31343 qsubmit_fu schuemann    r     10/31/2022 17:08:22 MASTER",
          t=0.5)
    c.job(0.0, "RUNNING")

    # ---- RETURNN multi-GPU: steps stop after one process's crash, gloo waits 1800 s -----------
    node = "returnn-4gpu"
    c = case("b124-returnn-multi-gpu-steps-stop-one-rank-behind", "ambiguous", "hang", [],
             [node],
             "RETURNN multi-GPU training on four GPUs of one node (the thread is titled "
             "'Horovod single-node multi-GPU training, hangs on crash'; this 2024 comment runs "
             "the PyTorch backend): epoch 33 logs steps 10 to 12, the process on cuda:3 last at "
             "step 11, then nothing until a gloo operation times out after 1800 s; that last "
             "line is cut in the excerpt and left out, and no crash line of the missing process "
             "is shown. Lines as posted (the '...' elision left out; the rank each line is filed "
             "under from its cuda index, ours; node name, step metrics and the FAILED state "
             "ours), ISO times ours.",
             start="2024-06-28T08:00:00+00:00", scheduler="static", ranks_per_node=4)
    for step in range(1, 12):
        c.steps(step, step, t0=(step - 1) * 0.65)
    for rank, t, text in (
            (1, 6.0, "ep 33 train, step 10, ctc_4 2.259, ctc_8 1.880, ctc 1.840, num_seqs 10, "
             "max_size:time 237360, max_size:out-spatial 52, mem_usage:cuda:1 6.6GB, 0.600 "
             "sec/step"),
            (3, 6.6, "ep 33 train, step 11, ctc_4 2.163, ctc_8 1.883, ctc 1.840, num_seqs 9, "
             "max_size:time 263648, max_size:out-spatial 57, mem_usage:cuda:3 6.6GB, 0.604 "
             "sec/step"),
            (2, 6.61, "ep 33 train, step 11, ctc_4 2.344, ctc_8 1.988, ctc 1.912, num_seqs 9, "
             "max_size:time 261801, max_size:out-spatial 55, mem_usage:cuda:2 6.5GB, 0.633 "
             "sec/step"),
            (0, 6.62, "ep 33 train, step 11, ctc_4 2.879, ctc_8 2.534, ctc 2.524, num_seqs 9, "
             "max_size:time 263648, max_size:out-spatial 54, mem_usage:cuda:0 6.7GB, 0.690 "
             "sec/step"),
            (1, 6.63, "ep 33 train, step 11, ctc_4 2.072, ctc_8 1.608, ctc 1.537, num_seqs 9, "
             "max_size:time 262065, max_size:out-spatial 55, mem_usage:cuda:1 6.6GB, 0.667 "
             "sec/step"),
            (1, 7.2, "ep 33 train, step 12, ctc_4 2.517, ctc_8 2.150, ctc 2.065, num_seqs 10, "
             "max_size:time 238480, max_size:out-spatial 55, mem_usage:cuda:1 6.6GB, 0.601 "
             "sec/step"),
            (0, 7.3, "ep 33 train, step 12, ctc_4 2.652, ctc_8 2.407, ctc 2.361, num_seqs 10, "
             "max_size:time 240000, max_size:out-spatial 59, mem_usage:cuda:0 6.7GB, 0.679 "
             "sec/step"),
            (2, 7.35, "ep 33 train, step 12, ctc_4 2.592, ctc_8 2.339, ctc 2.295, num_seqs "
             "11, max_size:time 214632, max_size:out-spatial 59, mem_usage:cuda:2 6.5GB, 0.711 "
             "sec/step")):
        c.log(node, f"rank-{rank}", RETURNN314, text, t=t)
    c.job(1810.0, "FAILED", exit_code=1)

    # ---- torchpack dist-run (mpirun) -np 6 on a Slurm node: not enough slots -----------------
    node = "slurm-gpu-node"
    c = case("b124-bevfusion-torchpack-mpirun-not-enough-slots", "attributed", "user_code", [],
             [node],
             "BEVFusion detection training on a Slurm-based cluster with 'torchpack dist-run -np "
             "6' (torchpack wraps Open MPI's mpirun) fails before any process starts: there are "
             "not enough slots to satisfy the 6 requested (np > 1 fails, np 1 works). The job's "
             "launch configuration, not a machine. Lines as posted (blank lines and the cut last "
             "line left out; node name and the stream ours), ISO times ours.",
             start="2022-12-30T09:00:00+00:00", scheduler="slurm", ranks_per_node=6)
    c.log(node, "launcher", BEVFUSION277,
          "+ torchpack dist-run -np 6 python3 tools/train.py configs/nuscenes/det/transfusion/"
          "secfpn/camera+lidar/swint_v0p075/convfuser.yaml "
          "--model.encoders.camera.backbone.init_cfg.checkpoint "
          "pretrained/swint-nuimages-pretrained.pth --load_from pretrained/lidar-only-det.pth",
          "--------------------------------------------------------------------------",
          "There are not enough slots available in the system to satisfy the 6",
          "slots that were requested by the application:",
          "  /usr/bin/python3",
          "Either request fewer slots for your application, or make more slots",
          "available for use.",
          'A "slot" is the Open MPI term for an allocatable unit where we can',
          "launch a process.  The number of slots available are defined by the",
          "environment in which Open MPI processes are run:",
          '  1. Hostfile, via "slots=N" clauses (N defaults to number of',
          "     processor cores if not provided)",
          "  2. The --host command line parameter, via a \":N\" suffix on the",
          "     hostname (N defaults to 1 if not provided)",
          "  3. Resource manager (e.g., SLURM, PBS/Torque, LSF, etc.)",
          "  4. If none of a hostfile, the --host command line parameter, or an",
          "     RM is present, Open MPI defaults to the number of processor cores",
          "In all the above cases, if you want Open MPI to default to the number", t=3.0)
    c.job(4.0, "FAILED", exit_code=1)

    # ---- FedNLP FedAvg with mpirun over 11 processes: the output stops at X11's complaint ------
    node = "fednlp-4gpu"
    c = case("b124-fednlp-mpirun-fedavg-distilbert-no-protocol", "ambiguous", "unknown", [],
             [node],
             "FedNLP's distributed FedAvg text classification (DistilBERT on 20news, 10 workers "
             "and a server: 'mpirun -np 11 -hostfile ...' on one host with a GPU mapping of four "
             "GPUs) always fails; the posted output shows the process count the script echoes "
             "and X11's 'No protocol specified', then the error message, which the excerpt cuts. "
             "Nothing in the bundle says what failed. Lines as posted (node name and the stream "
             "ours), ISO times ours.",
             start="2022-06-11T09:00:00+00:00", scheduler="mpi", ranks_per_node=11)
    c.log(node, "launcher", FEDNLP33, "11", "No protocol specified", t=2.0)
    c.job(10.0, "FAILED", exit_code=1)

    # ---- MindCV distributed training meant for mpirun: 'Role name' invalid on Ascend ----------
    node = "modelarts-ascend-8p"
    c = case("b124-mindcv-distributed-role-name-invalid-without-mpirun", "attributed",
             "user_code", [], [node],
             "MindCV ViT distributed training on Ascend cards in a ModelArts instance, with the "
             "README's command, fails in mindspore.communication.init(): \"Role name '' is "
             "invalid\" - MindSpore's message says the processes were not started through "
             "mpirun, which sets the variables it checks. The job's launch, before any step. The "
             "line as posted (its '报错：' prefix, prose, dropped; node name and card count ours), "
             "ISO time ours.",
             start="2023-03-02T09:00:00+00:00", scheduler="mpi", ranks_per_node=8)
    c.log(node, "rank-0", MINDCV480,
          "RuntimeError: Role name '' is invalid. Maybe you are trying to call "
          "'mindspore.communication.init()' without using 'mpirun', which will make MindSpore "
          "load several environment variables and check their validation. Please use 'mpirun' "
          "to launch this process to fix this issue, or refer to this link if you want to run "
          "distributed training without using 'mpirun': https://www.mindspore.cn/docs/"
          "programming_guide/zh-CN/r1.6/distributed_training_gpu.html#openmpi.", t=15.0)
    c.job(16.0, "FAILED", exit_code=1)


# ---- writing -----------------------------------------------------------------------------------
def main() -> None:
    build()
    remove_stale(ROOT, "b124-", CASES)
    write_split(CASES, SPLIT, ROOT)


if __name__ == "__main__":
    main()
