"""Build the hundred-and-fourteenth blind corpus (tests/attribution/blind114/): rented GPUs.

    python tests/attribution/blind114_build.py

A held-out proxy for how attribution generalises to multi-GPU training on rented and shared
machines: Kaggle's two-T4 and TPU kernels, notebook launchers (accelerate's notebook_launcher,
Lightning's ddp_notebook and ddp_spawn, torch.multiprocessing from Jupyter), containers on
rented or shared hosts (NCCL P2P and shared-memory trouble, container images), shared servers
and university cluster nodes, as GitHub issue threads show them. They were found with the search
tool's issue corpus (queries listed in blind114/README.md) and taken in the order the searches
returned them, skipping only reports without a copyable log line, reports not about a
(multi-device) training run and reports any other corpus or file of the repository cites. It was
assembled by one helper who read neither the engine nor its catalogs; the labels were written
before any engine ran on these bundles, and no report cited here is cited anywhere else in the
repository (test_attribution_heldout.py checks it).

Every log line is copied from the public report given next to it (host names, addresses, ids and
times as posted; a line the report wrapped stays wrapped; lines the search excerpt cut short left
out; trailing blanks dropped). Ours is only the assembly, as in stacks_build.py: which node and
stream a line is filed under (and node names where the report gives none), an ISO-8601 time in
front of every line (taken from the line's own stamp where it has one), job.json, the scheduler
events and the per-rank step metrics. The labels follow DESIGN's taxonomy and the rules of the
realworld, stacks, frontier and blind READMEs (see blind114/README.md).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from stacks_build import Case, case_maker, remove_stale, write_split  # noqa: E402

ROOT = HERE / "blind114"
SPLIT = "blind114"

# ---- sources (one public report per incident) --------------------------------------------------
ACCELERATE2893 = "https://github.com/huggingface/accelerate/issues/2893"
LIGHTNING18130 = "https://github.com/Lightning-AI/pytorch-lightning/issues/18130"
PYTORCH73775 = "https://github.com/pytorch/pytorch/issues/73775"
PADDLESEG939 = "https://github.com/PaddlePaddle/PaddleSeg/issues/939"
PYTORCH122301 = "https://github.com/pytorch/pytorch/issues/122301"
LLAMAFACTORY4026 = "https://github.com/hiyouga/LlamaFactory/issues/4026"
INSIGHTFACE2182 = "https://github.com/deepinsight/insightface/issues/2182"
RAY30063 = "https://github.com/ray-project/ray/issues/30063"
LIGHTNING2883 = "https://github.com/Lightning-AI/pytorch-lightning/issues/2883"
LIGHTNING4705 = "https://github.com/Lightning-AI/pytorch-lightning/issues/4705"
DETECTRON2_1846 = "https://github.com/facebookresearch/detectron2/issues/1846"
NONLOCAL14 = "https://github.com/facebookresearch/video-nonlocal-net/issues/14"
CAFFEWIN184 = "https://github.com/happynear/caffe-windows/issues/184"
ACCELERATE940 = "https://github.com/huggingface/accelerate/issues/940"
ACCELERATE182 = "https://github.com/huggingface/accelerate/issues/182"
GEMMA54 = "https://github.com/google-deepmind/gemma/issues/54"
LITGPT901 = "https://github.com/Lightning-AI/litgpt/issues/901"
TRL1164 = "https://github.com/huggingface/trl/issues/1164"
MICRODL227 = "https://github.com/mehta-lab/microDL/issues/227"
OPENSLOTH5 = "https://github.com/anhvth/opensloth/issues/5"

CASES: list[Case] = []


case = case_maker(CASES, SPLIT)


def build() -> None:
    build_notebooks()
    build_containers_and_rented_hosts()
    build_shared_servers_and_clusters()


# ---- notebooks: Kaggle, Jupyter, notebook launchers --------------------------------------------
def build_notebooks() -> None:
    # ---- Kaggle TPU kernel: notebook_launcher starts 8 processes as if on GPUs; process 5 fails --
    node = "kaggle-tpu-v3-8"
    c = case("b114-kaggle-tpu-notebook-launcher-process-5-set-seed", "attributed", "user_code",
             [], [node],
             "accelerate's notebook_launcher(training_loop, args, num_processes=8) in a Kaggle TPU "
             "kernel does not detect the TPU environment, prints 'Launching training on 8 GPUs.', "
             "and process 5 fails in set_seed while torch_xla looks up its default device; the "
             "final exception line, cut in the excerpt (TPU initialization failed), left out. The "
             "launcher's environment handling, before any step. Lines as posted (node name, the "
             "notebook stream and rank count ours), ISO times ours.",
             start="2024-06-26T09:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.log(node, "notebook", ACCELERATE2893,
          "Launching training on 8 GPUs.", t=20.0)
    c.log(node, "notebook", ACCELERATE2893,
          "RuntimeError: An issue was found when launching the training:",
          "-- Process 5 terminated with the following error:",
          "Traceback (most recent call last):",
          '  File "/usr/local/lib/python3.10/site-packages/torch/multiprocessing/spawn.py", line '
          "75, in _wrap",
          "    fn(i, *args)",
          '  File "/usr/local/lib/python3.10/site-packages/accelerate/utils/launch.py", line 626, '
          "in __call__",
          "    self.launcher(*args)",
          '  File "/tmp/ipykernel_13/1582854104.py", line 2, in training_loop',
          "    set_seed(seed)",
          '  File "/usr/local/lib/python3.10/site-packages/accelerate/utils/random.py", line 58, '
          "in set_seed",
          "    xm.set_rng_state(seed)",
          '  File "/usr/local/lib/python3.10/site-packages/torch_xla/core/xla_model.py", line '
          "1396, in set_rng_state",
          "    device = torch_xla._XLAC._xla_get_default_device()", t=31.0)
    c.job(35.0, "FAILED", exit_code=1)

    # ---- Lightning ddp_notebook on two GPUs: hangs long, then ProcessExitedException -----------
    node = "gnode22"
    c = case("b114-lightning-ddp-notebook-two-gpus-process-exited", "ambiguous", "unknown", [],
             [node],
             "A Lightning Trainer with devices=[0,1] (ddp_notebook) in a Jupyter notebook on a "
             "remote GPU node hangs for a long time, then the cell ends in "
             "ProcessExitedException; the title says SIGSEGV, the lines do not show which "
             "process died or why. Lines as posted (the node name from the report's "
             "remote-ssh path; the notebook stream ours), ISO times ours.",
             start="2023-07-21T10:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.log(node, "notebook", LIGHTNING18130,
          "---------------------------------------------------------------------------",
          "ProcessExitedException                    Traceback (most recent call last)",
          "Cell In[4], line 7",
          "      4 # works on single GPU",
          "      5 # trainer = L.Trainer(max_epochs=5, accelerator='gpu', devices=[0])",
          "      6 trainer = L.Trainer(max_epochs=5, accelerator='gpu', devices=[0,1])",
          "----> 7 trainer.fit(model, DataLoader(training_data, batch_size=batch_size), "
          "DataLoader(test_data, batch_size=batch_size))", t=1800.0)
    c.job(1805.0, "FAILED")

    # ---- detectron2 launch() with 4 GPUs from Jupyter: TypeError in mp.spawn (pickling) --------
    node = "jupyter-4gpu-vm"
    c = case("b114-detectron2-jupyter-four-gpu-launch-pickling", "attributed", "user_code", [],
             [node],
             "detectron2's launch(maintrainer, num_gpus_per_machine=4, ...) called from a Jupyter "
             "notebook with a trainer object as argument fails in torch.multiprocessing.spawn "
             "with a TypeError (the title: a pickling error with more than one GPU). The "
             "program's arguments cannot be sent to spawned processes, before any step. Lines as "
             "posted (blank lines dropped; node name, notebook stream ours), ISO times ours.",
             start="2020-08-06T10:00:00+00:00", scheduler="static", ranks_per_node=4)
    c.log(node, "notebook", DETECTRON2_1846,
          "---------------------------------------------------------------------------",
          "TypeError                                 Traceback (most recent call last)",
          "<ipython-input-27-03904d221969> in <module>",
          "      4",
          "      5 args = (trainer,)",
          "----> 6 launch(maintrainer, num_gpus_per_machine=4, num_machines=1, machine_rank=0, "
          "dist_url=None,args=args)",
          "      7 #trainer.train()",
          "      8 #Last time:",
          "/anaconda/envs/trident/lib/python3.8/site-packages/detectron2/engine/launch.py in "
          "launch(main_func, num_gpus_per_machine, num_machines, machine_rank, dist_url, args)",
          "     53             )",
          "     54",
          "---> 55         mp.spawn(",
          "     56             _distributed_worker,",
          "     57             nprocs=num_gpus_per_machine,",
          "/anaconda/envs/trident/lib/python3.8/site-packages/torch/multiprocessing/spawn.py in "
          "spawn(fn, args, nprocs, join, daemon, start_method)",
          "    198                ' torch.multiprocessing.start_process(...)' % start_method)",
          "    199         warnings.warn(msg)",
          "--> 200     return start_processes(fn, args, nprocs, join, daemon, "
          "start_method='spawn')", t=15.0)
    c.job(16.0, "FAILED", exit_code=1)

    # ---- accelerate notebook_launcher, 2 GPUs: the fork start fails (cannot re-initialize CUDA) --
    node = "jupyter-2gpu-host"
    c = case("b114-accelerate-notebook-launcher-two-gpus-fork-traceback", "attributed",
             "user_code", [], [node],
             "accelerate's notebook_launcher(training_loop, args, num_processes=2) from a "
             "notebook: the fork start of the two processes fails with 'Cannot re-initialize "
             "CUDA in forked subprocess' (the title; the poster checked "
             "torch.cuda.is_initialized() in every cell). CUDA touched in the notebook "
             "before the fork: the program, before any step. Lines as posted (node name, "
             "notebook stream ours), ISO times ours.",
             start="2022-12-28T10:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.log(node, "notebook", ACCELERATE940,
          "File ~/python3.8/site-packages/accelerate/launchers.py:122, in notebook_launcher("
          "function, args, num_processes, use_fp16, mixed_precision, use_port)",
          '    119         launcher = PrepareForLaunch(function, distributed_type="MULTI_GPU")',
          '    121         print(f"Launching training on {num_processes} GPUs.")',
          "--> 122         start_processes(launcher, args=args, nprocs=num_processes, "
          'start_method="fork")',
          "    124 else:",
          "    125     # No need for a distributed launch otherwise as it's either CPU, GPU or "
          "MPS.",
          '    126     use_mps_device = "false"',
          "File ~python3.8/site-packages/torch/multiprocessing/spawn.py:198, in start_processes("
          "fn, args, nprocs, join, daemon, start_method)",
          "    195     return context",
          "    197 # Loop on join until it returns True or raises an exception.",
          "--> 198 while not context.join():",
          "    199     pass", t=12.0)
    c.job(13.0, "FAILED", exit_code=1)

    # ---- accelerate notebook_launcher, 7 processes: process 1 fails in torch.cuda.set_device ----
    node = "nethome-jupyter-gpu"
    c = case("b114-accelerate-notebook-launcher-seven-processes-set-device", "attributed",
             "user_code", [], [node],
             "notebook_launcher(train_loop, num_processes=7, use_fp16=True) from a Jupyter kernel "
             "on a shared GPU server: process 1 fails creating its Accelerator, in "
             "torch.cuda.set_device -> _lazy_init (the title: fails with num_processes>=2; the "
             "message, cut in the excerpt, is 'Cannot re-initialize CUDA in forked subprocess', "
             "left out). The program's use of CUDA before the fork, before any step. Lines as "
             "posted (node name, notebook stream ours), ISO times ours.",
             start="2021-12-11T10:00:00+00:00", scheduler="static", ranks_per_node=7)
    c.log(node, "notebook", ACCELERATE182,
          "-- Process 1 terminated with the following error:",
          "Traceback (most recent call last):",
          '  File "/nethome/hshah310/miniconda3/envs/cups/lib/python3.7/site-packages/torch/'
          'multiprocessing/spawn.py", line 59, in _wrap',
          "    fn(i, *args)",
          '  File "/nethome/hshah310/miniconda3/envs/cups/lib/python3.7/site-packages/accelerate/'
          'utils.py", line 571, in __call__',
          "    self.launcher(*args)",
          '  File "/tmp/ipykernel_33040/2138999366.py", line 24, in train_loop',
          "    accelerator = Accelerator()",
          '  File "/nethome/hshah310/miniconda3/envs/cups/lib/python3.7/site-packages/accelerate/'
          'accelerator.py", line 117, in __init__',
          "    self.state = AcceleratorState(fp16=fp16, cpu=cpu, "
          "deepspeed_plugin=deepspeed_plugin, _from_accelerator=True)",
          '  File "/nethome/hshah310/miniconda3/envs/cups/lib/python3.7/site-packages/accelerate/'
          'state.py", line 184, in __init__',
          "    torch.cuda.set_device(self.device)",
          '  File "/nethome/hshah310/miniconda3/envs/cups/lib/python3.7/site-packages/torch/cuda/'
          '__init__.py", line 261, in set_device',
          "    torch._C._cuda_setDevice(device)",
          '  File "/nethome/hshah310/miniconda3/envs/cups/lib/python3.7/site-packages/torch/cuda/'
          '__init__.py", line 161, in _lazy_init', t=18.0)
    c.job(20.0, "FAILED", exit_code=1)

    # ---- Kaggle two T4: Gemma 2B fine-tuning tutorial runs out of device memory ---------------
    node = "kaggle-t4x2"
    c = case("b114-kaggle-t4x2-gemma-finetune-resource-exhausted", "attributed", "oom", [],
             [node],
             "The Gemma 2B JAX fine-tuning tutorial on a Kaggle T4 x2 kernel runs out of device "
             "memory loading and formatting the parameters: replica 0 fails with "
             "RESOURCE_EXHAUSTED (one GPU's memory fully occupied; the same code runs on a "
             "larger Colab runtime). A device out-of-memory. Lines as posted (node name, rank "
             "count and stream ours), ISO times from the first line's own stamp.",
             start="2024-10-23T00:09:00+00:00", scheduler="static", ranks_per_node=2)
    c.own(node, "rank-0", GEMMA54, "2024-10-23 00:10:32.928098",
          "E1023 00:10:32.928098      30 pjrt_stream_executor_client.cc:2809] Execution of "
          "replica 0 failed: RESOURCE_EXHAUSTED: Out of memory while trying to allocate "
          "1049100288 bytes.")
    c.log(node, "rank-0", GEMMA54,
          "BufferAssignment OOM Debugging.",
          "BufferAssignment stats:",
          "             parameter allocation: 1000.50MiB",
          "              constant allocation:         0B",
          "        maybe_live_out allocation: 1000.50MiB",
          "     preallocated temp allocation:         0B",
          "                 total allocation:    1.95GiB",
          "              total fragmentation:         0B (0.00%)",
          "Peak buffers:",
          "\tBuffer 1:",
          "\t\tSize: 1000.50MiB",
          "\t\tEntry Parameter Subshape: bf16[256128,2048]",
          "\t\t==========================",
          "\tBuffer 2:",
          "\t\tSize: 1000.50MiB",
          "\t\tXLA Label: fusion",
          "\t\tShape: bf16[256128,2048]",
          "\t\t==========================", t=92.93)
    c.job(100.0, "FAILED", exit_code=1)

    # ---- opensloth Qwen3 SFT on Kaggle T4 x2: both processes fail in accelerator.prepare ------
    node = "kaggle-t4x2-opensloth"
    c = case("b114-opensloth-kaggle-t4x2-accelerator-prepare-traceback", "ambiguous", "unknown",
             [], [node],
             "opensloth's 'Qwen3 OpenSloth 2GPUs' Kaggle example on a T4 x2 kernel (bf16 off): "
             "'[MP] Running on 2 GPUs', the usual cuFFT/cuDNN registration warnings from both "
             "processes, then both processes' tracebacks (interleaved as posted) end in "
             "accelerate's prepare of the model; the poster saw both models loaded on GPU 0. The "
             "exception line is not in the copied part. Lines as posted (the last, cut line left "
             "out; node name ours), ISO times from their own stamps where they have one.",
             start="2025-06-20T20:30:40+00:00", scheduler="static", ranks_per_node=2)
    c.log(node, "notebook", OPENSLOTH5,
          "Global batch size: 32",
          "Gradient accumulation steps: 16",
          "Global batch size: 32",
          "[MP] Running on 2 GPUs", t=25.0)
    c.own(node, "notebook", OPENSLOTH5, "2025-06-20 20:31:10.323429",
          "2025-06-20 20:31:10.323429: E external/local_xla/xla/stream_executor/cuda/"
          "cuda_fft.cc:477] Unable to register cuFFT factory: Attempting to register factory for "
          "plugin cuFFT when one has already been registered")
    c.own(node, "notebook", OPENSLOTH5, "2025-06-20 20:31:10.323546",
          "2025-06-20 20:31:10.323546: E external/local_xla/xla/stream_executor/cuda/"
          "cuda_fft.cc:477] Unable to register cuFFT factory: Attempting to register factory for "
          "plugin cuFFT when one has already been registered")
    c.log(node, "notebook", OPENSLOTH5,
          "WARNING: All log messages before absl::InitializeLog() is called are written to STDERR",
          t=30.34)
    c.own(node, "notebook", OPENSLOTH5, "2025-06-20 20:31:10.346097",
          "E0000 00:00:1750451470.346097     413 cuda_dnn.cc:8310] Unable to register cuDNN "
          "factory: Attempting to register factory for plugin cuDNN when one has already been "
          "registered")
    c.log(node, "notebook", OPENSLOTH5,
          "WARNING: All log messages before absl::InitializeLog() is called are written to STDERR",
          t=30.3462)
    c.own(node, "notebook", OPENSLOTH5, "2025-06-20 20:31:10.346327",
          "E0000 00:00:1750451470.346327     414 cuda_dnn.cc:8310] Unable to register cuDNN "
          "factory: Attempting to register factory for plugin cuDNN when one has already been "
          "registered")
    c.log(node, "notebook", OPENSLOTH5,
          '  File "/usr/local/lib/python3.11/dist-packages/transformers/trainer.py", line 2245, '
          "in train",
          "    return inner_training_loop(",
          "           ^^^^^^^^^^^^^^^^^^^^",
          '  File "/usr/lib/python3.11/multiprocessing/process.py", line 108, in run',
          "    self._target(*self._args, **self._kwargs)",
          '  File "/usr/local/lib/python3.11/dist-packages/opensloth/patching/'
          'inner_training_loop.py", line 171, in _inner_training_loop',
          "    model, self.optimizer = self.accelerator.prepare(",
          "                            ^^^^^^^^^^^^^^^^^^^^^^^^^",
          '  File "/usr/local/lib/python3.11/dist-packages/opensloth/scripts/'
          'opensloth_sft_trainer.py", line 73, in train_on_single_gpu',
          "    trainer.train()",
          '  File "/usr/local/lib/python3.11/dist-packages/accelerate/accelerator.py", line 1432, '
          "in prepare",
          "    result = tuple(",
          "             ^^^^^^",
          '  File "/usr/local/lib/python3.11/dist-packages/transformers/trainer.py", line 2245, '
          "in train",
          "    return inner_training_loop(",
          "           ^^^^^^^^^^^^^^^^^^^^",
          '  File "/usr/local/lib/python3.11/dist-packages/opensloth/patching/'
          'inner_training_loop.py", line 171, in _inner_training_loop',
          "    model, self.optimizer = self.accelerator.prepare(",
          "                            ^^^^^^^^^^^^^^^^^^^^^^^^^",
          '  File "/usr/local/lib/python3.11/dist-packages/accelerate/accelerator.py", line 1433, '
          "in <genexpr>", t=75.0)
    c.job(80.0, "FAILED", exit_code=1)


# ---- containers and rented hosts ---------------------------------------------------------------
def build_containers_and_rented_hosts() -> None:
    # ---- DataParallel over two GPUs in a container: P2P not enabled, NCCL Error 2 -------------
    node = "198b6766dc7e"
    c = case("b114-dataparallel-container-nccl-error-2-no-p2p", "ambiguous", "unknown", [],
             [node],
             "nn.DataParallel over GPUs 0 and 1 inside a container (host name 198b6766dc7e) "
             "trains for a while, then fails with 'NCCL Error 2: unhandled system error'; with "
             "NCCL_DEBUG=INFO NCCL reports it could not enable P2P between the two devices. "
             "Nothing in the lines says which system call failed (container shared memory, "
             "P2P). Lines as posted (the last, cut line left out), ISO times ours; step metrics "
             "ours.",
             start="2022-03-04T10:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.steps(1, 40, every=15.0)
    c.log(node, "rank-0", PYTORCH73775,
          "198b6766dc7e:305:395 [0] NCCL INFO Could not enable P2P between dev 1(=1b000) and dev "
          "0(=1a000)",
          "198b6766dc7e:305:395 [0] NCCL INFO Could not enable P2P between dev 0(=1a000) and dev "
          "1(=1b000)",
          "198b6766dc7e:305:395 [0] NCCL INFO Could not enable P2P between dev 1(=1b000) and dev "
          "0(=1a000)",
          "198b6766dc7e:305:395 [0] NCCL INFO Could not enable P2P between dev 0(=1a000) and dev "
          "1(=1b000)",
          "198b6766dc7e:305:396 [1] NCCL INFO Could not enable P2P between dev 1(=1b000) and dev "
          "0(=1a000)",
          "198b6766dc7e:305:396 [1] NCCL INFO Could not enable P2P between dev 0(=1a000) and dev "
          "1(=1b000)",
          "198b6766dc7e:305:396 [1] NCCL INFO Could not enable P2P between dev 1(=1b000) and dev "
          "0(=1a000)", t=601.0)
    c.log(node, "rank-0", PYTORCH73775,
          "RuntimeError: NCCL Error 2: unhandled system error", t=602.0)
    c.job(605.0, "FAILED", exit_code=1)

    # ---- PaddleSeg, two GPUs in docker: NCCL broadcast fails, SIGABRT -------------------------
    node = "paddle-docker-2gpu"
    c = case("b114-paddleseg-docker-two-gpus-nccl-resource-unavailable", "ambiguous", "unknown",
             [], [node],
             "PaddleSeg training with paddle.distributed.launch on GPUs 0,1 inside docker (the "
             "poster had set --shm-size to the machine's memory) aborts at the first broadcast: "
             "'Nccl error, invalid data type, detail: Resource temporarily unavailable', with "
             "Paddle's generic advice about shared memory, then SIGABRT. What was unavailable is "
             "not shown. Lines as posted (node name, rank ours), ISO times ours, the abort's "
             "from its unix time.",
             start="2021-04-02T12:31:30+00:00", scheduler="static", ranks_per_node=2)
    c.log(node, "rank-0", PADDLESEG939,
          "OSError: (External)  Nccl error, invalid data type, detail: Resource temporarily "
          "unavailable",
          "Please try one of the following solutions:",
          "1. export NCCL_SHM_DISABLE=1;",
          "2. export NCCL_P2P_LEVEL=SYS;",
          "3. Increase shared memory by setting the -shm-size option when starting docker "
          "container, e.g., setting  -shm-size=2g.",
          "  (at /paddle/paddle/fluid/operators/collective/broadcast_op.cu.cc:65)",
          "  [operator < broadcast > error]",
          "terminate called without an active exception",
          "--------------------------------------",
          "C++ Traceback (most recent call last):",
          "--------------------------------------",
          "0   paddle::framework::SignalHandle(char const*, int)",
          "1   paddle::platform::GetCurrentTraceBackString[abi:cxx11]()",
          "----------------------",
          "Error Message Summary:",
          "----------------------",
          "FatalError: `Process abort signal` is detected by the operating system.",
          '  [TimeInfo: *** Aborted at 1617366731 (unix time) try "date -d @1617366731" if you '
          "are using GNU date ***]",
          "  [SignalInfo: *** SIGABRT (@0x6941) received by PID 26945 (TID 0x7fbd52c03700) from "
          "PID 26945 ***]", t=41.0)
    c.job(45.0, "FAILED", exit_code=134)

    # ---- DeepSpeed on 4 x 8 A800 with a pytorch/pytorch image: NET/IB completion error 5 ------
    nodes = ["a800-node-0", "a800-node-1", "a800-node-2", "a800-node-3"]
    c = case("b114-a800-docker-image-nccl-ib-completion-error-5", "ambiguous", "network", [],
             nodes,
             "LLaVA training with DeepSpeed on four nodes of eight A800 inside the official "
             "pytorch/pytorch:2.2.1-cuda11.8 image: rank 21 reports failed NCCL operations and a "
             "NET/IB completion with error 5 (a flushed work request) from a peer; the same "
             "training works with other images. One rank's report of its peer, and the poster "
             "ties it to the image's NCCL 2.19.3, not to one node. Lines as posted (node names "
             "and the rank-to-node mapping ours), ISO times ours.",
             start="2024-03-20T08:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.steps(1, 30, every=20.0)
    c.log("a800-node-2", "rank-21", PYTORCH122301,
          "[rank21]: [E ProcessGroupNCCL.cpp:537] Some NCCL operations have failed or time out. "
          "Due to the asynchronous nature of CUDA kernels, subsequent GPU operations might run on "
          "corrupted/incomplete data",
          "NCCL version 2.19.3",
          "ncclRemoteERror: A call failed possibly due to a network error or a remote process "
          "exting prematurely",
          "NET/IB : Got completion from peer 192.168.xxx.xxx<40846> with error 5, opcode 0, len "
          "5, vendor err 249 (Recv) localGid", t=640.0)
    c.job(700.0, "FAILED", exit_code=1)

    # ---- LLaMA-Factory SFT on 8 x A100 in /workspace: the first step fails (OOM per title) -----
    node = "a100x8-workspace"
    c = case("b114-llamafactory-8xa100-sft-first-step-traceback", "ambiguous", "oom", [],
             [node],
             "LLaMA-Factory LoRA SFT on eight A100 (a /workspace container): the trainer prints "
             "its setup (30 optimization steps) and the first step fails with a traceback from "
             "trainer.train; the title says OOM, the exception line itself is not in the copied "
             "part. Lines as posted (node name, rank ours), ISO times from their own stamps.",
             start="2024-06-01T16:20:00+00:00", scheduler="static", ranks_per_node=8)
    for text in (
            "[INFO|trainer.py:2078] 2024-06-01 16:22:16,125 >> ***** Running training *****",
            "[INFO|trainer.py:2079] 2024-06-01 16:22:16,125 >>   Num examples = 1,000",
            "[INFO|trainer.py:2080] 2024-06-01 16:22:16,125 >>   Num Epochs = 2",
            "[INFO|trainer.py:2081] 2024-06-01 16:22:16,125 >>   Instantaneous batch size per "
            "device = 2",
            "[INFO|trainer.py:2084] 2024-06-01 16:22:16,125 >>   Total train batch size (w. "
            "parallel, distributed & accumulation) = 64",
            "[INFO|trainer.py:2085] 2024-06-01 16:22:16,125 >>   Gradient Accumulation steps = 4",
            "[INFO|trainer.py:2086] 2024-06-01 16:22:16,125 >>   Total optimization steps = 30"):
        c.own(node, "rank-0", LLAMAFACTORY4026, "2024-06-01 16:22:16.125", text)
    c.own(node, "rank-0", LLAMAFACTORY4026, "2024-06-01 16:22:16.129",
          "[INFO|trainer.py:2087] 2024-06-01 16:22:16,129 >>   Number of trainable parameters = "
          "20,971,520")
    c.log(node, "rank-0", LLAMAFACTORY4026,
          "  0%|          | 0/30 [00:00<?, ?it/s]Traceback (most recent call last):",
          '  File "/workspace/LLaMA-Factory/src/llamafactory/launcher.py", line 9, in <module>',
          "    launch()",
          '  File "/workspace/LLaMA-Factory/src/llamafactory/launcher.py", line 5, in launch',
          "    run_exp()",
          '  File "/workspace/LLaMA-Factory/src/llamafactory/train/tuner.py", line 33, in run_exp',
          "    run_sft(model_args, data_args, training_args, finetuning_args, generating_args, "
          "callbacks)",
          '  File "/workspace/LLaMA-Factory/src/llamafactory/train/sft/workflow.py", line 73, in '
          "run_sft",
          "    train_result = trainer.train(resume_from_checkpoint=training_args."
          "resume_from_checkpoint)", t=140.0)
    c.job(150.0, "FAILED", exit_code=1)

    # ---- litgpt tiny-llama pretraining on a rented 8-GPU server: two GPUs hang after NCCL init --
    node = "g3-xlarge-x86-dal-1"
    c = case("b114-litgpt-two-gpu-pretrain-hang-after-nccl-init", "ambiguous", "hang", [], [node],
             "litgpt tiny-llama pretraining on an 8-GPU cloud server runs on one GPU but hangs "
             "with two: the NCCL log shows both ranks bootstrapping over eno1, no net plugin, no "
             "libibverbs, the socket transport, and then nothing. No initiating error and no "
             "sign of which rank stopped. Lines as posted (the rank each line is filed under "
             "from its [N]), ISO times ours.",
             start="2024-01-26T10:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.log(node, "rank-0", LITGPT901,
          "The error msg is Estimated TFLOPs: 84.51",
          "g3-xlarge-x86-dal-1:3263:3263 [0] NCCL INFO Bootstrap : Using eno1:160.202.129.119<0>",
          "g3-xlarge-x86-dal-1:3263:3263 [0] NCCL INFO NET/Plugin : Plugin load (libnccl-net.so) "
          "returned 2 : libnccl-net.so: cannot open shared object file: No such file or directory",
          "g3-xlarge-x86-dal-1:3263:3263 [0] NCCL INFO NET/Plugin : No plugin found, using "
          "internal implementation",
          "g3-xlarge-x86-dal-1:3263:3263 [0] NCCL INFO cudaDriverVersion 12010",
          "NCCL version 2.18.1+cuda12.1", t=30.0)
    c.log(node, "rank-1", LITGPT901,
          "g3-xlarge-x86-dal-1:3419:3419 [1] NCCL INFO cudaDriverVersion 12010",
          "g3-xlarge-x86-dal-1:3419:3419 [1] NCCL INFO Bootstrap : Using eno1:160.202.129.119<0>",
          "g3-xlarge-x86-dal-1:3419:3419 [1] NCCL INFO NET/Plugin : Plugin load (libnccl-net.so) "
          "returned 2 : libnccl-net.so: cannot open shared object file: No such file or directory",
          "g3-xlarge-x86-dal-1:3419:3419 [1] NCCL INFO NET/Plugin : No plugin found, using "
          "internal implementation",
          "g3-xlarge-x86-dal-1:3419:3812 [1] NCCL INFO Failed to open libibverbs.so[.1]",
          "g3-xlarge-x86-dal-1:3419:3812 [1] NCCL INFO NET/Socket : Using [0]eno1:"
          "160.202.129.119<0> [1]eno2:10.87.1.117<0>",
          "g3-xlarge-x86-dal-1:3419:3812 [1] NCCL INFO Using network Socket", t=31.0)
    c.job(3600.0, "CANCELLED")

    # ---- TRL SFT with FSDP and PEFT prompt tuning: stuck in epoch 1, watchdog on rank 2 -------
    node = "fsdp-4gpu-host"
    c = case("b114-trl-sft-fsdp-prompt-tuning-allgather-watchdog", "ambiguous", "hang", [],
             [node],
             "TRL's SFTTrainer with FSDP gets stuck in the first epoch when PEFT prompt tuning is "
             "on; after 30 minutes rank 2's watchdog reports an _ALLGATHER_BASE (SeqNum 1341) "
             "timed out. The timeout is the symptom; what the ranks disagreed on is not shown. "
             "Lines as posted (node name, rank count ours; frame #6, cut, left out), ISO times "
             "ours.",
             start="2023-12-27T10:00:00+00:00", scheduler="static", ranks_per_node=4)
    c.steps(1, 60, every=6.0)
    c.log(node, "rank-2", TRL1164,
          "[rank2]:[E ProcessGroupNCCL.cpp:1454] [Rank 2] NCCL watchdog thread terminated with "
          "exception: [Rank 2] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1341, "
          "OpType=_ALLGATHER_BASE, NumelIn=65539072, NumelOut=262156288, Timeout(ms)=1800000) ran "
          "for 1800766 milliseconds before timing out.",
          "Exception raised from checkTimeout at ../torch/csrc/distributed/c10d/"
          "ProcessGroupNCCL.cpp:781 (most recent call first):",
          "frame #0: c10::Error::Error(c10::SourceLocation, std::string) + 0x57 (0x7fd66d657bc7 in "
          "/opt/conda/lib/python3.11/site-packages/torch/lib/libc10.so)",
          "frame #1: c10d::ProcessGroupNCCL::WorkNCCL::checkTimeout(c10::optional<std::chrono::"
          "duration<long, std::ratio<1l, 1000l> > >) + 0x1d6 (0x7fd66ec9ec26 in /opt/conda/lib/"
          "python3.11/site-packages/torch/lib/libtorch_cuda.so)",
          "frame #2: c10d::ProcessGroupNCCL::workCleanupLoop() + 0x176 (0x7fd66eca1fb6 in "
          "/opt/conda/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so)",
          "frame #3: c10d::ProcessGroupNCCL::ncclCommWatchdog() + 0x119 (0x7fd66eca27a9 in "
          "/opt/conda/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so)",
          "frame #4: <unknown function> + 0xdbbf4 (0x7fd6e1a0ebf4 in /opt/conda/lib/python3.11/"
          "site-packages/../../libstdc++.so.6)",
          "frame #5: <unknown function> + 0x7ea7 (0x7fd6e2ce3ea7 in /lib/x86_64-linux-gnu/"
          "libpthread.so.0)", t=2160.0)
    c.job(2170.0, "FAILED", exit_code=-6)


# ---- shared servers and clusters ---------------------------------------------------------------
def build_shared_servers_and_clusters() -> None:
    # ---- insightface on four GPUs (host GPU236): every rank exits 1, no traceback --------------
    node = "GPU236"
    c = case("b114-insightface-four-gpus-childfailederror-ranks-exit-1", "ambiguous", "unknown",
             [], [node],
             "insightface arcface_torch train.py with torchrun on four GPUs of host GPU236: the "
             "launcher's summary lists ranks 1-3 and the root cause rank 0, all exit code 1 at "
             "the same second, with no traceback (the poster's other comment is a screenshot). "
             "Why the ranks exited is not shown. Lines as posted (the root cause's cut lines "
             "left out; trailing blank dropped), ISO times ours, from the summary's time.",
             start="2022-11-29T09:13:00+00:00", scheduler="static", ranks_per_node=4)
    lines = ["torch.distributed.elastic.multiprocessing.errors.ChildFailedError:",
             "============================================================",
             "train.py FAILED",
             "------------------------------------------------------------",
             "Failures:"]
    for rank, pid in ((1, 49149), (2, 49150), (3, 49151)):
        lines += [f"[{rank}]:",
                  "  time      : 2022-11-29_17:14:20",
                  "  host      : GPU236",
                  f"  rank      : {rank} (local_rank: {rank})",
                  f"  exitcode  : 1 (pid: {pid})",
                  "  error_file: <N/A>",
                  "  traceback : To enable traceback see: https://pytorch.org/docs/stable/"
                  "elastic/errors.html"]
    lines += ["------------------------------------------------------------",
              "Root Cause (first observed failure):",
              "[0]:",
              "  time      : 2022-11-29_17:14:20",
              "  host      : GPU236"]
    c.log(node, "launcher", INSIGHTFACE2182, *lines, t=80.0)
    c.job(81.0, "FAILED", exit_code=1)

    # ---- Ray Train on three A100 workers x 4 GPUs: tensors on different devices in addmm -------
    nodes = ["a100-worker-0", "a100-worker-1", "a100-worker-2"]
    c = case("b114-ray-train-three-a100-workers-device-mismatch", "attributed", "user_code", [],
             nodes,
             "Ray 2.0 TorchTrainer (backend torch) on three A100 workers with four GPUs each "
             "fails: the BackendExecutor reports addmm's tensors on different devices (device 1 "
             "vs 3). The program's device placement, not a machine. The line as posted (node "
             "names, the driver stream ours), ISO time ours.",
             start="2022-11-07T10:00:00+00:00", scheduler="ray", ranks_per_node=4)
    c.log("a100-worker-0", "ray-driver", RAY30063,
          "(BackendExecutor pid=5631) RuntimeError: Expected tensor for 'out' to have the same "
          "device as tensor for argument #2 'mat1'; but device 1 does not equal 3 (while "
          "checking arguments for addmm)", t=70.0)
    c.job(75.0, "FAILED", exit_code=1)

    # ---- Lightning ddp_spawn with gpus=2 on a 4-GPU server: the spawn fails (PicklingError) ----
    node = "mingjian-4gpu"
    c = case("b114-lightning-ddp-spawn-gpus-2-pickling-error", "attributed", "user_code", [],
             [node],
             "A PyTorch Geometric model under Lightning on a 4-GPU, 40-core server runs with "
             "gpus=1; with gpus=2 the ddp_spawn start fails in process.start() (the title: "
             "_pickle.PicklingError). Something in the model cannot be pickled for the spawned "
             "processes: the program, before any step. Lines as posted (the exception line, not "
             "in the excerpt, left out; node name ours), ISO times ours.",
             start="2020-08-08T10:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.log(node, "rank-0", LIGHTNING2883,
          "Traceback (most recent call last):",
          '  File "/home/mingjian/pythoncode/GNNPyg/test/testskorch.py", line 51, in <module>',
          "    trainer.fit(model, train_loader)",
          '  File "/home/mingjian/anaconda3/envs/python36/lib/python3.6/site-packages/'
          'pytorch_lightning/trainer/trainer.py", line 988, in fit',
          "    results = self.__run_ddp_spawn(model, nprocs=self.num_processes)",
          '  File "/home/mingjian/anaconda3/envs/python36/lib/python3.6/site-packages/'
          'pytorch_lightning/trainer/trainer.py", line 1068, in __run_ddp_spawn',
          "    mp.spawn(self.ddp_train, nprocs=nprocs, args=(q, model, ))",
          '  File "/home/mingjian/anaconda3/envs/python36/lib/python3.6/site-packages/torch/'
          'multiprocessing/spawn.py", line 200, in spawn',
          "    return start_processes(fn, args, nprocs, join, daemon, start_method='spawn')",
          '  File "/home/mingjian/anaconda3/envs/python36/lib/python3.6/site-packages/torch/'
          'multiprocessing/spawn.py", line 149, in start_processes',
          "    process.start()", t=10.0)
    c.job(11.0, "FAILED", exit_code=1)

    # ---- Lightning ddp_spawn on a shared 10-GPU server: CUDA OOM when initializing DDP --------
    node = "shared-10gpu-server"
    c = case("b114-lightning-ten-gpu-server-ddp-spawn-oom-at-init", "ambiguous", "oom", [],
             [node],
             "Lightning's bug-report model with ddp_spawn on a shared server exposing ten GPUs "
             "(CUDA_VISIBLE_DEVICES 0-9): the report is 'CUDA OOM when initializing DDP', but "
             "the copied traceback stops in process.start() of the spawn; the out-of-memory line "
             "itself is not in it. Lines as posted (node name ours), ISO times ours.",
             start="2020-11-17T10:00:00+00:00", scheduler="static", ranks_per_node=10)
    c.log(node, "rank-0", LIGHTNING4705,
          "GPU available: True, used: True",
          "TPU available: False, using: 0 TPU cores",
          "LOCAL_RANK: 0 - CUDA_VISIBLE_DEVICES: [0,1,2,3,4,5,6,7,8,9]",
          "Traceback (most recent call last):",
          '  File "boring_model.py", line 143, in <module>',
          "    run_test()",
          '  File "boring_model.py", line 135, in run_test',
          "    trainer.fit(model, train_data, val_data)",
          '  File "/home/edoardo.debenedetti/miniconda3/envs/pytorch/lib/python3.8/site-packages/'
          'pytorch_lightning/trainer/trainer.py", line 444, in fit',
          "    results = self.accelerator_backend.train()",
          '  File "/home/edoardo.debenedetti/miniconda3/envs/pytorch/lib/python3.8/site-packages/'
          'pytorch_lightning/accelerators/ddp_spawn_accelerator.py", line 74, in train',
          "    mp.spawn(self.ddp_train, nprocs=self.nprocs, args=(self.mp_queue, model,))",
          '  File "/home/edoardo.debenedetti/miniconda3/envs/pytorch/lib/python3.8/site-packages/'
          'torch/multiprocessing/spawn.py", line 199, in spawn',
          "    return start_processes(fn, args, nprocs, join, daemon, start_method='spawn')",
          '  File "/home/edoardo.debenedetti/miniconda3/envs/pytorch/lib/python3.8/site-packages/'
          'torch/multiprocessing/spawn.py", line 148, in start_processes',
          "    process.start()", t=14.0)
    c.job(15.0, "FAILED", exit_code=1)

    # ---- Caffe2 non-local net on 4 GPUs: NCCLAllreduce 'system error' (NCCL not installed) -----
    node = "centos-4gpu"
    c = case("b114-caffe2-nonlocal-four-gpus-ncclallreduce-system-error", "attributed",
             "user_code", [], [node],
             "The video-nonlocal-net I3D baseline on four GPUs (run_i3d_baseline_300k_4gpu.sh, "
             "Caffe2 on CentOS) fails in the NCCLAllreduce operator: 'status == ncclSuccess. 2 "
             "vs 0 ... system error'. The maintainer's answer: install NCCL and rebuild, or turn "
             "NCCL off. The job's build, not a machine. Lines as posted (trailing blank dropped; "
             "node name ours), ISO times ours.",
             start="2018-04-28T10:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(node, "rank-0", NONLOCAL14,
          "[E net_dag.cc:188] Exception from operator chain starting at '' (type "
          "'NCCLAllreduce'): caffe2::EnforceNotMet: [enforce fail at cuda_nccl_gpu.cc:24] status "
          "== ncclSuccess. 2 vs 0.  Error at: /root/code/official_caffe2/caffe2/caffe2/contrib/"
          "nccl/cuda_nccl_gpu.cc24: system error Error from operator:",
          'input: "gpu_0/pred_b_grad" input: "gpu_1/pred_b_grad" input: "gpu_2/pred_b_grad" '
          'input: "gpu_3/pred_b_grad" output: "gpu_0/pred_b_grad" output: "gpu_1/pred_b_grad" '
          'output: "gpu_2/pred_b_grad" output: "gpu_3/pred_b_grad" name: "" type: '
          '"NCCLAllreduce" device_option { device_type: 1 cuda_gpu_id: 0 }', t=120.0)
    c.job(125.0, "FAILED", exit_code=1)

    # ---- Caffe (Windows) on two GTX 1080 with NCCL: cudaErrorUnknown at the first test ---------
    node = "win10-2x1080"
    c = case("b114-caffe-windows-two-gtx1080-cuda-unknown-error", "ambiguous", "unknown", [],
             [node],
             "caffe-windows (ms branch, NCCL merged) training on two GTX 1080 under Windows 10: "
             "single-GPU training is fine; on two GPUs a check fails with CUDA error 30 "
             "('unknown error'), or 4 on other runs, at iteration 0's test. The maintainer's "
             "four-GPU machine runs it; he suspects NCCL. No cause established. Lines as posted "
             "(the markdown backtick around them dropped; node name ours), ISO times from their "
             "glog stamps, the year from the report.",
             start="2017-02-04T18:10:00+00:00", scheduler="static", ranks_per_node=1)
    for when, text in (
            ("2017-02-04 18:10:17.783272",
             "I0204 18:10:17.783272 15144 solver.cpp:280] Learning Rate Policy: fixed"),
            ("2017-02-04 18:10:17.783272",
             "I0204 18:10:17.783272 15144 solver.cpp:337] Iteration 0, Testing net (#0)"),
            ("2017-02-04 18:10:17.783272",
             "I0204 18:10:17.783272 15144 net.cpp:678] Ignoring source layer hdf5_train_data"),
            ("2017-02-04 18:10:50.435636",
             "I0204 18:10:50.435636 15144 net.cpp:678] Ignoring source layer BBox_loss"),
            ("2017-02-04 18:10:50.435636",
             "F0204 18:10:50.435636 15168 math_functions.hpp:176] Check failed: error == "
             "cudaSuccess (30 vs. 0)  unknown error")):
        c.own(node, "rank-0", CAFFEWIN184, when, text)
    c.job(51.0, "FAILED")

    # ---- microDL Lightning on a cluster GPU node: DDP finds unused parameters -----------------
    node = "gpu-c-1"
    c = case("b114-microdl-lightning-ddp-unused-parameters", "attributed", "user_code", [],
             [node],
             "microDL's Lightning pipeline on a Slurm GPU node (gpu-c-1) with several GPUs "
             "visible fails a while into training: DDP finds parameters that did not contribute "
             "to the loss. The pipeline did not support several GPUs yet; on one GPU it runs. "
             "The program. The line as posted (the rank count ours), ISO time ours.",
             start="2023-04-26T10:00:00+00:00", scheduler="slurm", ranks_per_node=2)
    c.steps(1, 20, every=10.0)
    c.log(node, "rank-0", MICRODL227,
          "RuntimeError: It looks like your LightningModule has parameters that were not used in "
          "producing the loss returned by training_step. If this is intentional, you must enable "
          "the detection of unused parameters in DDP, either by setting the string value "
          "`strategy='ddp_find_unused_parameters_true'` or by setting the flag in the strategy "
          "with `strategy=DDPStrategy(find_unused_parameters=True)`.", t=215.0)
    c.job(220.0, "FAILED", exit_code=1)


# ---- writing -----------------------------------------------------------------------------------
def main() -> None:
    build()
    remove_stale(ROOT, "b114-", CASES)
    write_split(CASES, SPLIT, ROOT)


if __name__ == "__main__":
    main()
