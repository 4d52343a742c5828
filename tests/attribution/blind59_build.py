"""Build the fifty-ninth blind corpus (tests/attribution/blind59/): GPUs shared between jobs.

    python tests/attribution/blind59_build.py

A held-out proxy for issue 43's question ("stacks and failures described nowhere"), aimed at GPUs
shared between jobs or tenants under training, as the job and the machine report it: Kubernetes
CUDA MPS replicas and the MPS control daemon, MIG slices, HAMi vGPU memory limits, Ray's
fractional GPUs, GPUs in exclusive-process or exclusive-thread mode that another job or an old
kernel still holds ("all CUDA-capable devices are busy or unavailable"), several trainings landing
on the same GPU and running it out of memory, and a container whose training goes on. Reports were
found with symptom searches of stored public GitHub issue threads and taken in the order the
searches returned them, skipping only reports without a copyable log line, reports not about a
GPU job, and reports any other corpus or file of the repository cites. It was assembled by one
helper who read neither the engine nor its catalogs; the labels were written before any engine
ran on these bundles, and no report cited here is cited anywhere else in the repository
(test_attribution_heldout.py checks it).

Every log line is copied from the public report given next to it (host names, addresses, ids and
times as posted). Ours is only the assembly, as in stacks_build.py: which node and stream a line
is filed under, an ISO-8601 time in front of every line (taken from the line's own stamp where it
has one), job.json, the scheduler events and the per-rank step metrics. The labels follow
DESIGN's taxonomy and the rules of the realworld, stacks, frontier and blind READMEs (see
blind59/README.md).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from stacks_build import Case, case_maker, remove_stale, write_split  # noqa: E402

ROOT = HERE / "blind59"
SPLIT = "blind59"
OWN_TIME = "(the time in front ours: the line's own, printed inside its text)"

# ---- sources (one public report per incident) --------------------------------------------------
K8SDP1118 = "https://github.com/NVIDIA/k8s-device-plugin/issues/1118"
DIGITS2005 = "https://github.com/NVIDIA/DIGITS/issues/2005"
PKWRAP10 = "https://github.com/idiap/pkwrap/issues/10"
UNSLOTH2435 = "https://github.com/unslothai/unsloth/issues/2435"
CBIO144 = "https://github.com/cBio/cbio-cluster/issues/144"
SG3_217 = "https://github.com/NVlabs/stylegan3/issues/217"
KALDI2624 = "https://github.com/kaldi-asr/kaldi/issues/2624"
PT112377 = "https://github.com/pytorch/pytorch/issues/112377"
PT130181 = "https://github.com/pytorch/pytorch/issues/130181"
HAMI662 = "https://github.com/Project-HAMi/HAMi/issues/662"
K8SDP679 = "https://github.com/NVIDIA/k8s-device-plugin/issues/679"
PT2704 = "https://github.com/pytorch/pytorch/issues/2704"
ULTRA19744 = "https://github.com/ultralytics/ultralytics/issues/19744"
PT2614 = "https://github.com/pytorch/pytorch/issues/2614"
LOTCLASS9 = "https://github.com/yumeng5/LOTClass/issues/9"
RAY13680 = "https://github.com/ray-project/ray/issues/13680"
SG3_92 = "https://github.com/NVlabs/stylegan3/issues/92"
FSGEC40 = "https://github.com/kanyun-inc/fairseq-gec/issues/40"
CUTORCH441 = "https://github.com/torch/cutorch/issues/441"
CENTERNET759 = "https://github.com/xingyizhou/CenterNet/issues/759"
NVDOCKER459 = "https://github.com/NVIDIA/nvidia-docker/issues/459"

CASES: list[Case] = []


case = case_maker(CASES, SPLIT)


def stamped(c: Case, node: str, stream: str, url: str, iso: str, text: str) -> None:
    """A line whose own time (with its zone) is inside its text: that time goes in front."""
    c.log(node, stream, url, f"{iso} {text}", note=OWN_TIME)


def build() -> None:
    build_mps()
    build_mig_and_vgpu()
    build_busy_devices()
    build_neighbours()


# ---- CUDA MPS: replicas, the control daemon ----------------------------------------------------
def build_mps() -> None:
    # ---- k8s device plugin MPS on an A16: six replicas, the training pod cannot get a device --
    node = "a16-mps-node"
    c = case("b59-k8s-mps-a16-six-replicas-resnet-busy", "attributed", "user_code", [], [node],
             "Kubernetes with the NVIDIA device plugin 0.17 sharing an A16 through MPS: with the "
             "number of MPS replicas set to 6 a PyTorch 2.4 ResNet training pod fails moving its "
             "model to the GPU (the CUDA sample pod reports all CUDA-capable devices busy or "
             "unavailable); with 5 replicas it runs. The sharing configuration asks more of MPS "
             "than it gives. Lines as posted (the traceback is cut where the post shows it; the "
             "node name ours), ISO times ours.",
             start="2025-01-13T08:00:00+00:00", scheduler="kubernetes", ranks_per_node=1)
    c.log(node, "rank-0", K8SDP1118,
          "using cuda:0 device.",
          "Using 8 dataloader workers every process",
          "using 60000 images for training, 10000 images for validation.",
          "Traceback (most recent call last):",
          '  File "/workspace/code/pt-examples/resnet/train.py", line 133, in <module>',
          "\tmain()",
          '  File "/workspace/code/pt-examples/resnet/train.py", line 74, in main',
          "\tnet.to(device)",
          '  File "/root/.conda/envs/ptcuda124/lib/python3.10/site-packages/torch/nn/modules/'
          'module.py", line 1174, in to',
          "\treturn self._apply(convert)", t=12.0)
    c.log(node, "cuda-sample", K8SDP1118,
          "Failed to allocate device vector A (error code all CUDA-capable devices are busy or "
          "unavailable)!", t=14.0)
    c.job(16.0, "FAILED", exit_code=1)

    # ---- MPS on two V100 in exclusive-process mode: the workloads hang, the daemon log ---------
    node = "v100-mps-node"
    c = case("b59-k8s-mps-v100-workloads-hang-daemon-log", "ambiguous", "hang", [], [node],
             "Kubernetes device plugin in MPS mode on two Tesla V100 (E. Process): every workload "
             "except the CUDA vectoradd sample stays hanging, printing nothing; the MPS control "
             "daemon's log shows clients accepted, some pushed to the pending list and 'User did "
             "not send valid credentials'. No error from the job and no rank shown stopping "
             "first. Lines as posted (the node name ours), ISO times ours from their own stamps "
             "(zone assumed UTC); the running state ours.",
             start="2024-04-25T02:10:00+00:00", scheduler="kubernetes", ranks_per_node=1)
    c.job(0.0, "RUNNING")
    for stamp, text in (
            ("02:10:31.040", "NEW CLIENT 0 from user 0: Server already exists"),
            ("02:10:31.153", "Accepting connection..."),
            ("02:10:31.153", "NEW CLIENT 0 from user 0: Server already exists"),
            ("02:10:31.335", "Accepting connection..."),
            ("02:10:31.336", "User did not send valid credentials"),
            ("02:10:31.336", "Accepting connection..."),
            ("02:10:31.336", "NEW CLIENT 0 from user 0: Server already exists"),
            ("02:10:31.344", "Accepting connection..."),
            ("02:10:31.344", "NEW CLIENT 0 from user 0: Server already exists"),
            ("02:10:31.389", "Accepting connection..."),
            ("02:10:31.389", "User did not send valid credentials"),
            ("02:10:31.389", "Accepting connection..."),
            ("02:10:31.389", "NEW CLIENT 0 from user 1000: Server is not ready, push client to "
                             "pending list"),
            ("02:10:31.535", "Accepting connection..."),
            ("02:10:31.535", "User did not send valid credentials")):
        stamped(c, node, "mps-control-daemon", K8SDP679, f"2024-04-25T{stamp}000+00:00",
                f"[2024-04-25 {stamp} Control    74] {text}")
    c.log(node, "nvidia-smi", K8SDP679,
          "| NVIDIA-SMI 535.86.10              Driver Version: 535.86.10    CUDA Version: N/A"
          "      |",
          "|   0  Tesla V100-PCIE-16GB           Off | 00000000:3B:00.0 Off |                 "
          "   0 |",
          "| N/A   30C    P0              25W / 250W |     34MiB / 16384MiB |      0%   E. "
          "Process |", t=600.0)


# ---- MIG slices, HAMi vGPU limits, Ray fractional GPUs ------------------------------------------
def build_mig_and_vgpu() -> None:
    # ---- Llama2-13B on a MIG slice: the caching allocator's NVML assert instead of an OOM ------
    node = "a100-mig-host"
    c = case("b59-mig-slice-llama2-13b-nvml-assert", "attributed", "oom", [], [node],
             "Loading Llama2-13B for fine-tuning on a MIG slice of an 80 GB GPU fails with the "
             "CUDA caching allocator's NVML_SUCCESS == r internal assert; smaller models (BERT) "
             "run. The thread finds the assert is what the allocator raises on a MIG slice when "
             "the model does not fit (gemma2-2b on an H100 MIG 2g.20gb the same), i.e. an out of "
             "memory. The line as posted (the node name ours), ISO time ours.",
             start="2023-10-29T09:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(node, "rank-0", PT112377,
          'RuntimeError: NVML_SUCCESS == r INTERNAL ASSERT FAILED at "/opt/conda/conda-bld/'
          'pytorch_1695392020201/work/c10/cuda/CUDACachingAllocator.cpp":1154, please report a '
          "bug to PyTorch.", t=95.0)
    c.job(97.0, "FAILED", exit_code=1)

    # ---- two MIG 3g.40gb slices given to one process: lazy CUDA init asserts ------------------
    node = "a100-mig-3g40gb"
    c = case("b59-mig-two-3g40gb-slices-deferred-cuda-assert", "attributed", "user_code", [],
             [node],
             "A Hydra-launched job on a node handing it two NVIDIA-A100-SXM4-80GB-MIG-3g.40gb "
             "slices, meant for distributed training over both: CUDA's lazy initialisation "
             "fails with 'device >= 0 && device < num_gpus INTERNAL ASSERT FAILED'. The "
             "maintainer: a CUDA process can enumerate only one MIG device, training across MIG "
             "slices is not possible; setting CUDA_VISIBLE_DEVICES to one slice works. Lines as "
             "posted (the traceback is cut where the post shows it; the node name ours), ISO "
             "times ours.",
             start="2024-07-05T10:00:00+00:00", scheduler="kubernetes", ranks_per_node=1)
    c.log(node, "rank-0", PT130181,
          "Collecting environment information...",
          "Error executing job with overrides: []",
          "Traceback (most recent call last):",
          'File "/opt/venv/lib/python3.10/site-packages/torch/cuda/__init__.py", line 327, in '
          "_lazy_init",
          "queued_call()",
          'File "/opt/venv/lib/python3.10/site-packages/torch/cuda/__init__.py", line 195, in '
          "_check_capability",
          "capability = get_device_capability(d)",
          "torch.cuda.DeferredCudaCallError: CUDA call failed lazily at initialization with "
          "error: device >= 0 && device < num_gpus INTERNAL ASSERT FAILED", t=8.0)
    c.job(9.0, "FAILED", exit_code=1)

    # ---- HAMi vGPU with a 3000 MB limit: HAMi-core reports Device 0 OOM in backward ----------
    node = "hami-vgpu-node"
    c = case("b59-hami-vgpu-3000mb-limit-backward-oom", "attributed", "oom", [], [node],
             "A PyTorch training stress test in a pod given a HAMi vGPU slice with a 3000 MB "
             "memory limit: HAMi-core initialises, then refuses an allocation past the limit "
             "(Device 0 OOM 3171158016 / 3145728000) during loss.backward(), which PyTorch "
             "surfaces as 'CUDA error: unrecognized error code'. Lines as posted (the node name "
             "ours), ISO times ours.",
             start="2024-11-30T16:00:00+00:00", scheduler="kubernetes", ranks_per_node=1)
    c.steps(1, 30, every=2.0)
    c.log(node, "rank-0", HAMI662,
          "[HAMI-core Msg(30:140387636202368:libvgpu.c:836)]: Initializing.....",
          "[HAMI-core Msg(30:140387636202368:libvgpu.c:855)]: Initialized", t=0.5)
    c.log(node, "rank-0", HAMI662,
          "[HAMI-core ERROR (pid:30 thread=140382094939712 allocator.c:53)]: Device 0 OOM "
          "3171158016 / 3145728000",
          "Traceback (most recent call last):",
          '  File "/data/test_pytorch.py", line 69, in <module>',
          "    run_gpu_stress_test()  # 启动 GPU 持续计算任务",
          '  File "/data/test_pytorch.py", line 61, in run_gpu_stress_test',
          "    loss = train_one_epoch()  # 每次训练都执行一次",
          '  File "/data/test_pytorch.py", line 51, in train_one_epoch',
          "    loss.backward()  # 反向传播",
          '  File "/opt/conda/lib/python3.11/site-packages/torch/_tensor.py", line 581, in '
          "backward",
          "    torch.autograd.backward(",
          '  File "/opt/conda/lib/python3.11/site-packages/torch/autograd/__init__.py", line '
          "347, in backward",
          "    _engine_run_backward(",
          '  File "/opt/conda/lib/python3.11/site-packages/torch/autograd/graph.py", line 825, '
          "in _engine_run_backward",
          "    return Variable._execution_engine.run_backward(  # Calls into the C++ engine to "
          "run the backward pass",
          "RuntimeError: CUDA error: unrecognized error code",
          "Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.", t=61.0)
    c.job(62.0, "FAILED", exit_code=1)

    # ---- Ray fractional GPUs: TensorFlow trials on one GPU run out of its memory --------------
    node = "ray-gpu-node"
    c = case("b59-ray-fractional-gpu-tf-trials-oom", "attributed", "oom", [], [node],
             "Ray trials of a TensorFlow training each given a fraction of one GPU: the trial "
             "processes (pids 4241, 4224, 4242) each try to take several GB of the shared "
             "device and fail with CUDA_ERROR_OUT_OF_MEMORY; fractional GPUs 'do not seem to "
             "work with tensorflow'. Lines as posted (the node name ours; trailing blanks "
             "dropped), ISO times ours from their own stamps (zone assumed UTC).",
             start="2021-01-25T03:36:00+00:00", scheduler="static", ranks_per_node=1)
    for stamp, pid, size, nbytes in (("03:36:41.436526", 4241, "3.88G", 4162022400),
                                     ("03:36:41.465043", 4224, "4.30G", 4620226048),
                                     ("03:36:41.498397", 4224, "3.87G", 4158203392),
                                     ("03:36:41.459196", 4242, "2.83G", 3035505664),
                                     ("03:36:41.492853", 4242, "2.54G", 2731954944)):
        stamped(c, node, "ray-worker", RAY13680, f"2021-01-25T{stamp}+00:00",
                f"(pid={pid}) 2021-01-25 {stamp}: I tensorflow/stream_executor/cuda/"
                f"cuda_driver.cc:775] failed to allocate {size} ({nbytes} bytes) from device: "
                "CUDA_ERROR_OUT_OF_MEMORY: out of memory")
    c.job(50.0, "FAILED")


# ---- a GPU another process or job holds: busy or unavailable -----------------------------------
def build_busy_devices() -> None:
    # ---- DIGITS/Caffe on an HPC node: GPU 0 in exclusive-process mode held by DIGITS ----------
    node = "hpc-k40-node"
    c = case("b59-digits-k40-exclusive-process-gpu0-busy", "attributed", "user_code", [],
             [node],
             "DIGITS training on an HPC node with two Tesla K40m in exclusive-process mode: "
             "training on the first GPU fails at once with cudaSuccess check 46, all "
             "CUDA-capable devices busy or unavailable; on the second GPU it runs. The poster "
             "suspects the DIGITS process itself holds GPU 0. Lines as posted (the node name "
             "ours), ISO times ours.",
             start="2018-03-26T09:00:00+00:00", scheduler="pbs", ranks_per_node=1)
    c.log(node, "rank-0", DIGITS2005,
          "Check failed: error == cudaSuccess (46 vs. 0)  all CUDA-capable devices are busy or "
          "unavailable", t=6.0)
    c.log(node, "nvidia-smi", DIGITS2005,
          "| NVIDIA-SMI 375.26                 Driver Version: 375.26                    |",
          "|   0  Tesla K40m          On   | 0000:04:00.0     Off |                    0 |",
          "| N/A   35C    P0    63W / 235W |     74MiB / 11439MiB |      0%   E. Process |",
          t=30.0)
    c.job(7.0, "FAILED")

    # ---- pkwrap (Kaldi) on two GTX 1080 Ti: iteration 25 asks for three jobs -----------------
    node = "gtx1080ti-x2"
    c = case("b59-pkwrap-iter25-three-jobs-two-gpus", "attributed", "user_code", [], [node],
             "pkwrap chain training on a node with two GTX 1080 Ti: iterations 0 to 24 run with "
             "2 jobs; iteration 25 starts 3 jobs, the third finds no free GPU (Kaldi's "
             "SelectGpuId waits for one) and run.pl reports the job failed. More jobs than the "
             "node's GPUs, a setting of the recipe. Lines as posted (the node name ours), ISO "
             "times ours from their own stamps (CET, as the training log's header says).",
             start="2021-02-19T01:38:00+01:00", scheduler="static", ranks_per_node=1)
    c.steps(0, 25, every=74.0, t0=19.0)
    c.log(node, "driver", PKWRAP10,
          "pkwrap INFO: Reading config",
          "pkwrap INFO: Initializing model",
          "pkwrap INFO: Starting training from stage=0", t=18.0)
    for iso, text in (
            ("2021-02-19T01:38:19.000000+01:00",
             "pkwrap INFO: 2021-02-19 01:38:19 Running iter=0 of 150 with 2 jobs and "
             "lr=0.002000"),
            ("2021-02-19T02:09:12.000000+01:00",
             "pkwrap INFO: 2021-02-19 02:09:12 Running iter=24 of 150 with 2 jobs and "
             "lr=0.001313"),
            ("2021-02-19T02:10:28.000000+01:00",
             "pkwrap INFO: 2021-02-19 02:10:28 Running iter=25 of 150 with 3 jobs and "
             "lr=0.001935")):
        stamped(c, node, "driver", PKWRAP10, iso, text)
    stamped(c, node, "train.25.2", PKWRAP10, "2021-02-19T02:10:28.000000+01:00",
            "# Started at Fri Feb 19 02:10:28 CET 2021")
    c.log(node, "train.25.2", PKWRAP10,
          "WARNING ([5.5.888~1-d619]:SelectGpuId():cu-device.cc:197) Will try again to get a GPU "
          "after 20 seconds.", t=1948.5)
    stamped(c, node, "train.25.2", PKWRAP10, "2021-02-19T02:10:49.000000+01:00",
            "Fri Feb 19 02:10:49 2021       ")
    c.log(node, "driver", PKWRAP10,
          "run.pl: job failed, log is in exp/chain/e2e_tdnnf/log/train.25.2.log", t=2000.0)
    c.job(2001.0, "FAILED", exit_code=1)

    # ---- unsloth on several GPUs: a device busy or unavailable when buffers are placed --------
    node = "unsloth-multi-gpu"
    c = case("b59-unsloth-gpu-buffers-device-busy", "attributed", "user_code", [], [node],
             "unsloth fine-tuning on a multi-GPU machine: creating its gradient-checkpointing "
             "buffers on every visible GPU fails with 'CUDA-capable device(s) is/are busy or "
             "unavailable'. Lines as posted (the tail of the posted traceback; trailing blanks "
             "dropped; the node name ours), ISO times ours.",
             start="2025-06-10T09:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(node, "rank-0", UNSLOTH2435,
          '  File "/home/sr5/nate.tuvshin/2024/venvPy311/lib/python3.11/site-packages/'
          'unsloth_zoo/gradient_checkpointing.py", line 339, in <listcomp>',
          "    GPU_BUFFERS = tuple([torch.empty(2*256*2048, dtype = dtype, device = "
          'f"{DEVICE_TYPE}:{i}") for i in range(n_gpus)])',
          "torch.AcceleratorError: CUDA error: CUDA-capable device(s) is/are busy or unavailable",
          "CUDA kernel errors might be asynchronously reported at some other API call, so the "
          "stacktrace below might be incorrect.", t=40.0)
    c.job(41.0, "FAILED", exit_code=1)

    # ---- a Torque GPU job: the GPU is exclusive-thread and another job's; the job is dropped --
    node = "gpu-2-16"
    c = case("b59-torque-exclusive-thread-titan-busy", "attributed", "user_code", [], [node],
             "A GPU job on a shared Torque cluster whose GTX TITAN cards run in exclusive-thread "
             "mode: with CUDA_VISIBLE_DEVICES taken from $PBS_GPUFILE the job either starts or "
             "ends with 'Error selecting compatible GPU all CUDA-capable devices are busy or "
             "unavailable' and leaves the queue. The GPU it was handed is already in use. Lines "
             "as posted (the node name from the post), ISO times ours from the nvidia-smi stamp "
             "(zone assumed UTC).",
             start="2014-10-16T23:48:00+00:00", scheduler="pbs", ranks_per_node=1)
    c.log(node, "job-output", CBIO144, "gpu-2-16-gpu1", "1", "gpu-2-16.local", t=2.0)
    stamped(c, node, "job-output", CBIO144, "2014-10-16T23:48:03.000000+00:00",
            "Thu Oct 16 23:48:03 2014       ")
    c.log(node, "job-output", CBIO144,
          "| NVIDIA-SMI 340.29     Driver Version: 340.29         |                       ",
          "|   0  GeForce GTX TITAN   Off  | 0000:03:00.0     N/A |                  N/A |",
          "| 57%   79C    P0    N/A /  N/A |    362MiB /  6143MiB |     N/A    E. Thread |",
          t=3.5)
    c.log(node, "job-output", CBIO144,
          "Error selecting compatible GPU all CUDA-capable devices are busy or unavailable",
          t=5.0)
    c.job(6.0, "FAILED")

    # ---- StyleGAN2 FFHQ512: spawning the GPU workers, the device is busy ----------------------
    node = "stylegan-host"
    c = case("b59-stylegan3-ffhq512-spawn-device-busy", "attributed", "user_code", [], [node],
             "StyleGAN2 training (stylegan3 repository) on FFHQ512 with standard settings: "
             "earlier runs worked, now every run fails while spawning its GPU processes with "
             "'CUDA-capable device(s) is/are busy or unavailable'. Lines as posted (the "
             "traceback is cut where the post shows it, the error line is the report's title; "
             "the node name ours), ISO times ours.",
             start="2023-01-31T10:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(node, "rank-0", SG3_217,
          "Constructing networks...",
          "Traceback (most recent call last):",
          '  File "train.py", line 286, in <module>',
          "    main() # pylint: disable=no-value-for-parameter",
          '  File "~/stylegan3/venv/lib/python3.8/site-packages/click/core.py", line 1130, in '
          "__call__",
          "    return self.main(*args, **kwargs)",
          '  File "~/stylegan3/venv/lib/python3.8/site-packages/click/core.py", line 1055, in '
          "main",
          "    rv = self.invoke(ctx)",
          '  File "~/stylegan3/venv/lib/python3.8/site-packages/click/core.py", line 1404, in '
          "invoke",
          "    return ctx.invoke(self.callback, **ctx.params)",
          '  File "~/stylegan3/venv/lib/python3.8/site-packages/click/core.py", line 760, in '
          "invoke",
          "    return __callback(*args, **kwargs)",
          '  File "train.py", line 281, in main',
          "    launch_training(c=c, desc=desc, outdir=opts.outdir, dry_run=opts.dry_run)",
          '  File "train.py", line 98, in launch_training',
          "    torch.multiprocessing.spawn(fn=subprocess_fn, args=(c, temp_dir), "
          "nprocs=c.num_gpus)",
          '  File "~/stylegan3/venv/lib/python3.8/site-packages/torch/multiprocessing/spawn.py", '
          "line 240, in spawn",
          "RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable", t=25.0)
    c.job(26.0, "FAILED", exit_code=1)

    # ---- Kaldi nnet3 chain training: both GPUs busy, no unused GPU for the new job ------------
    node = "kaldi-2gpu"
    c = case("b59-kaldi-chain-tdnn-no-unused-gpus", "attributed", "user_code", [], [node],
             "Kaldi chain TDNN training on a node with two GPUs in exclusive mode: a new "
             "nnet3-chain-train job finds both devices busy and fails to create a CUDA context; "
             "the answer is the recipe's --use-gpu=wait option, which makes jobs queue for a "
             "GPU. Lines as posted (the node name ours), ISO times ours.",
             start="2018-08-15T07:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(node, "nnet3-chain-train", KALDI2624,
          "LOG (nnet3-chain-train[5.4]:SelectGpuId():cu-device.cc:159) num-gpus=2. Device 0: all "
          "CUDA-capable devices are busy or unavailable.  Device 1: all CUDA-capable devices are "
          "busy or unavailable.",
          "ERROR (nnet3-chain-train[5.4]:SelectGpuId():cu-device.cc:160) Failed to create CUDA "
          "context, no more unused GPUs?", t=4.0)
    c.job(5.0, "FAILED", exit_code=1)

    # ---- DrQA reader training: model.cuda() fails, cuda runtime error (46) --------------------
    node = "drqa-gpu-server"
    c = case("b59-drqa-reader-train-runtime-error-46", "attributed", "user_code", [], [node],
             "DrQA reader training (PyTorch 0.2) fails moving the model to the GPU: "
             "THCudaCheck error 46, all CUDA-capable devices are busy or unavailable. Lines as "
             "posted (the traceback is cut where the post shows it, the error line is the "
             "report's title; the node name ours), ISO times ours.",
             start="2017-09-12T10:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(node, "rank-0", PT2704,
          "THCudaCheck FAIL file=/opt/conda/conda-bld/pytorch_1502004572321/work/torch/lib/THC/"
          "generic/THCStorage.cu line=66 error=46 : all CUDA-capable devices are busy or "
          "unavailable",
          "Traceback (most recent call last):",
          '  File "scripts/reader/train.py", line 544, in <module>',
          "    main(args)",
          '  File "scripts/reader/train.py", line 426, in main',
          "    model.cuda()",
          '  File "/people/sanjay/DrQA/drqa/reader/model.py", line 460, in cuda',
          "    self.netowork = self.network.cuda()",
          '  File "/people/sanjay/anaconda2/envs/drqa/lib/python3.6/site-packages/torch/nn/'
          'modules/module.py", line 147, in cuda',
          "    return self._apply(lambda t: t.cuda(device_id))",
          "RuntimeError: cuda runtime error (46) : all CUDA-capable devices are busy or "
          "unavailable at /opt/conda/conda-bld/pytorch_1502004572321/work/torch/lib/THC/generic/"
          "THCStorage.cu:66", t=30.0)
    c.job(31.0, "FAILED", exit_code=1)

    # ---- Ultralytics segmentation training in Docker on an RTX A6000: device busy -------------
    node = "a6000-docker-host"
    c = case("b59-ultralytics-docker-a6000-train-device-busy", "attributed", "user_code", [],
             [node],
             "Ultralytics YOLO11 segmentation training inside a Docker container on an RTX "
             "A6000 fails with 'CUDA-capable device(s) is/are busy or unavailable'. Lines as "
             "posted (the error line is the report's title; the node name ours), ISO times "
             "ours.",
             start="2025-03-17T09:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(node, "rank-0", ULTRA19744,
          "Ultralytics 8.3.58 🚀 Python-3.11.10 torch-2.5.0+cu124 CUDA:0 (NVIDIA RTX A6000, "
          "48677MiB)",
          "RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable", t=5.0)
    c.job(6.0, "FAILED", exit_code=1)

    # ---- Jupyter: after stopping a training, net.cuda() in the notebook fails (46) ------------
    node = "jupyter-gpu-box"
    c = case("b59-jupyter-after-stopped-training-cuda-busy", "attributed", "user_code", [],
             [node],
             "Training from a Jupyter notebook: after stopping a training run, starting again "
             "fails at net.cuda() with cuda runtime error (46), all CUDA-capable devices busy or "
             "unavailable, while the GPU works outside PyTorch. Lines as posted (the error line "
             "is the report's title; the node name ours), ISO times ours.",
             start="2017-09-04T10:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(node, "rank-0", PT2614,
          "RuntimeErrorTraceback (most recent call last)",
          "<ipython-input-19-56b1ce2851dc> in <module>()",
          "     14 if use_cuda:",
          '     15     lgr.info ("Using the GPU")',
          "---> 16     net.cuda()",
          "     17     loss_func.cuda()",
          "RuntimeError: cuda runtime error (46) : all CUDA-capable devices are busy or "
          "unavailable at /home/gpu/dev/rt/pytorch/torch/lib/THC/generic/THCStorage.cu:66",
          t=3.0)
    c.job(4.0, "FAILED")

    # ---- LOTClass BERT training: device busy after loading the model -------------------------
    node = "lotclass-gpu"
    c = case("b59-lotclass-bert-train-device-busy", "attributed", "user_code", [], [node],
             "LOTClass training on bert-base-cased: TensorFlow's CUDA runtime loads, the model is "
             "initialised from the checkpoint, then the run fails with 'all CUDA-capable devices "
             "are busy or unavailable'. Lines as posted (the error line is the report's title; "
             "the node name ours), ISO times ours from their own stamps (zone assumed UTC).",
             start="2021-01-29T11:43:40+00:00", scheduler="static", ranks_per_node=1)
    stamped(c, node, "rank-0", LOTCLASS9, "2021-01-29T11:43:51.382337+00:00",
            "2021-01-29 11:43:51.382337: I tensorflow/stream_executor/platform/default/"
            "dso_loader.cc:48] Successfully opened dynamic library libcudart.so.10.1")
    c.log(node, "rank-0", LOTCLASS9,
          "Some weights of the model checkpoint at bert-base-cased/ were not used when "
          "initializing LOTClassModel: ['bert.pooler.dense.weight', 'bert.pooler.dense.bias', "
          "'cls.seq_relationship.weight', 'cls.seq_relationship.bias']", t=20.0)
    stamped(c, node, "rank-0", LOTCLASS9, "2021-01-29T11:44:04.598968+00:00",
            "2021-01-29 11:44:04.598968: I tensorflow/stream_executor/platform/default/"
            "dso_loader.cc:48] Successfully opened dynamic library libcudart.so.10.1")
    c.log(node, "rank-0", LOTCLASS9,
          "RuntimeError: CUDA error: all CUDA-capable devices are busy or unavailable", t=30.0)
    c.job(31.0, "FAILED", exit_code=1)

    # ---- StyleGAN3 on 2-4 GPUs with a larger dataset: pinned host allocation, error 46 --------
    node = "stylegan3-4gpu"
    c = case("b59-stylegan3-multi-gpu-larger-dataset-error-46", "attributed", "user_code", [],
             [node],
             "StyleGAN3 training on a custom 64x64 dataset: 1000 images train on 1, 2 or 4 GPUs; "
             "with 2000 images on 2 or 4 GPUs the run fails while constructing the networks, "
             "THCudaCheck error 46 in the caching host allocator, all CUDA-capable devices busy "
             "or unavailable. Lines as posted (the traceback is cut where the post shows it; the "
             "node name ours), ISO times ours.",
             start="2021-12-29T10:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(node, "rank-0", SG3_92,
          "Constructing networks...",
          "THCudaCheck FAIL file=/opt/conda/conda-bld/pytorch_1631630839582/work/aten/src/THC/"
          "THCCachingHostAllocator.cpp line=278 error=46 : all CUDA-capable devices are busy or "
          "unavailable",
          "Traceback (most recent call last):",
          '  File "train.py", line 286, in <module>',
          "    main() # pylint: disable=no-value-for-parameter",
          '  File "...python3.8/site-packages/click/core.py", line 1128, in __call__',
          "    return self.main(*args, **kwargs)",
          '  File "...python3.8/site-packages/click/core.py", line 1053, in main',
          "    rv = self.invoke(ctx)",
          '  File "...python3.8/site-packages/click/core.py", line 1395, in invoke',
          "    return ctx.invoke(self.callback, **ctx.params)",
          '  File "...python3.8/site-packages/click/core.py", line 754, in invoke',
          "    return __callback(*args, **kwargs)",
          '  File "train.py", line 281, in main',
          "    launch_training(c=c, desc=desc, outdir=opts.outdir, dry_run=opts.dry_run)",
          '  File "train.py", line 98, in launch_training',
          "    torch.multiprocessing.spawn(fn=subprocess_fn, args=(c, temp_dir), "
          "nprocs=c.num_gpus)",
          '  File "...python3.8/site-packages/torch/multiprocessing/spawn.py", line 230, in '
          "spawn", t=40.0)
    c.job(41.0, "FAILED", exit_code=1)

    # ---- fairseq-gec on one node with several GPUs: torch.load fails, device busy -------------
    node = "gec-multi-gpu"
    c = case("b59-fairseq-gec-multi-gpu-load-device-busy", "attributed", "user_code", [],
             [node],
             "fairseq-gec training on a single node with several GPUs does not run: loading the "
             "pretrained model (torch.load) fails with 'all CUDA-capable devices are busy or "
             "unavailable'. The line as posted (the node name ours), ISO time ours.",
             start="2020-11-12T09:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(node, "rank-0", FSGEC40,
          "RuntimeError: CUDA error: all CUDA-capable devices are busy or unavailable", t=15.0)
    c.job(16.0, "FAILED", exit_code=1)

    # ---- CenterNet training: the caching allocator's malloc, device busy ----------------------
    node = "centernet-gpu"
    c = case("b59-centernet-train-malloc-device-busy", "attributed", "user_code", [], [node],
             "CenterNet (PyTorch 1.0) training stops with a CUDA error from the caching "
             "allocator's malloc: all CUDA-capable devices are busy or unavailable. The error "
             "as posted in the text (the rest of the post is screenshots; the node name ours), "
             "ISO time ours.",
             start="2020-06-22T08:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(node, "rank-0", CENTERNET759,
          "cuda error: all cuda-capable devices are busy or unavailable(malloc at "
          "/opt/conda/conda-bld/pytorch_1544199946412/work/aten/src/THC/THCCachingALLocator.cpp"
          ":233)", t=20.0)
    c.job(21.0, "FAILED", exit_code=1)


# ---- neighbours on the same GPU: memory taken, a training that goes on -------------------------
def build_neighbours() -> None:
    # ---- a fourth training on the 4th GPU while three run: cutorch out of memory --------------
    node = "four-gpu-box"
    c = case("b59-cutorch-fourth-training-out-of-memory", "attributed", "oom", [], [node],
             "A Torch training script (neural_style.lua) started on the fourth GPU of four "
             "while three training processes already run fails at start with THCudaCheck "
             "error 2, out of memory. Lines as posted (the node name ours), ISO times ours.",
             start="2016-07-01T10:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(node, "rank-0", CUTORCH441,
          "THCudaCheck FAIL file=/tmp/luarocks_cutorch-scm-1-3218/cutorch/lib/THC/THCGeneral.c "
          "line=176 error=2 : out of memory",
          "/home/user/torch/install/bin/luajit: /home/user/torch/install/share/lua/5.1/trepl/"
          "init.lua:384: cuda runtime error (2) : out of memory at /tmp/luarocks_cutorch-scm-1-"
          "3218/cutorch/lib/THC/THCGeneral.c:176",
          "stack traceback:",
          "        [C]: in function 'error'",
          "        /home/user/torch/install/share/lua/5.1/trepl/init.lua:384: in function "
          "'require'",
          "        neural_style.lua:2: in main chunk",
          "        [C]: in function 'docile'",
          "        ...user/torch/install/lib/luarocks/rocks/trepl/scm-1/bin/th:145: in main "
          "chunk",
          "        [C]: at 0x00405ea0", t=4.0)
    c.log(node, "nvidia-smi", CUTORCH441,
          "| NVIDIA-SMI 352.93     Driver Version: 352.93         |", t=30.0)
    c.job(5.0, "FAILED", exit_code=1)

    # ---- TensorFlow training in an nvidia-docker container: one GPU loaded, training goes on --
    node = "titanx-docker-host"
    c = case("b59-nvidia-docker-tf-two-titanx-one-loaded-runs", "no_failure", "unknown", [],
             [node],
             "TensorFlow training in an nvidia-docker container on a host with two GTX TITAN X: "
             "both devices are found (the second with 11.21 of 11.92 GiB free, another context "
             "already active), but only one GPU shows load. The poster asks why; nothing "
             "fails and training goes on. Lines as posted (the node name ours), ISO times "
             "ours; the step metrics and the running state ours.",
             start="2017-09-04T12:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.job(0.0, "RUNNING")
    c.log(node, "rank-0", NVDOCKER459,
          "I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:910] successful NUMA node read "
          "from SysFS had negative value (-1), but there must be at least one NUMA node, so "
          "returning NUMA node zero",
          "I tensorflow/core/common_runtime/gpu/gpu_device.cc:885] Found device 0 with "
          "properties: ",
          "name: GeForce GTX TITAN X",
          "major: 5 minor: 2 memoryClockRate (GHz) 1.076",
          "pciBusID 0000:04:00.0",
          "Total memory: 11.92GiB",
          "Free memory: 11.80GiB",
          "W tensorflow/stream_executor/cuda/cuda_driver.cc:590] creating context when one is "
          "currently active; existing: 0x4df7740",
          "I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:910] successful NUMA node read "
          "from SysFS had negative value (-1), but there must be at least one NUMA node, so "
          "returning NUMA node zero",
          "I tensorflow/core/common_runtime/gpu/gpu_device.cc:885] Found device 1 with "
          "properties: ",
          "name: GeForce GTX TITAN X",
          "major: 5 minor: 2 memoryClockRate (GHz) 1.076",
          "pciBusID 0000:05:00.0",
          "Total memory: 11.92GiB",
          "Free memory: 11.21GiB",
          "I tensorflow/core/common_runtime/gpu/gpu_device.cc:906] DMA: 0 1 ",
          "I tensorflow/core/common_runtime/gpu/gpu_device.cc:916] 0:   Y Y ",
          "I tensorflow/core/common_runtime/gpu/gpu_device.cc:916] 1:   Y Y ", t=5.0)
    c.steps(1, 40, every=15.0, t0=20.0)


# ---- writing -----------------------------------------------------------------------------------
def main() -> None:
    build()
    remove_stale(ROOT, "b59-", CASES)
    write_split(CASES, SPLIT, ROOT)


if __name__ == "__main__":
    main()
