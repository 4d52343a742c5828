"""Build the fifty-sixth blind corpus (tests/attribution/blind56/): edge and unified memory.

    python tests/attribution/blind56_build.py

A held-out proxy for issue 43's question ("stacks and failures described nowhere"), aimed at
training on edge, embedded and unified-memory machines and on small home clusters: NVIDIA Jetson
boards (Nano, TX1, Xavier, Orin), DGX Spark / GB10, Apple Silicon with PyTorch's MPS backend and
MLX, AMD APUs (Strix Halo) with ROCm, and two-machine homelab clusters over Ethernet. The reports
were found with symptom searches of public GitHub issue threads ("Jetson ... Cannot allocate
memory", "MPS backend out of memory", "kIOGPUCommandBufferCallbackErrorImpactingInteractivity",
"Strix Halo gfx1151 crash", "GB10 training", "two machines gloo connection refused", ...) and taken
in the order the searches returned them, skipping only reports without a copyable log line (or
whose decisive line could not be read), reports not about training or its setup, and reports any
other corpus or file of the repository cites. It was assembled by one helper who read neither the
engine nor its catalogs; the labels were written before any engine ran on these bundles, and no
report cited here is cited anywhere else in the repository (test_attribution_heldout.py checks it).

Every log line is copied from the public report given next to it (host names, addresses, ids and
times as posted). Ours is only the assembly, as in stacks_build.py: which node and stream a line is
filed under (node names where the report gives none), an ISO-8601 time in front of every line
(taken from the line's own stamp where it has one), job.json, the scheduler events and the
per-rank step metrics. The labels follow DESIGN's taxonomy and the rules of the spent corpora's
READMEs (see blind56/README.md).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from stacks_build import Case, case_maker, remove_stale, write_split  # noqa: E402

ROOT = HERE / "blind56"
SPLIT = "blind56"

# ---- sources (one public report per incident) --------------------------------------------------
JETSON1026 = "https://github.com/dusty-nv/jetson-inference/issues/1026"
PT130112 = "https://github.com/pytorch/pytorch/issues/130112"
FACESWAP973 = "https://github.com/deepfakes/faceswap/issues/973"
TF47820 = "https://github.com/tensorflow/tensorflow/issues/47820"
CARREC24 = "https://github.com/foamliu/Car-Recognition/issues/24"
DONKEY1093 = "https://github.com/autorope/donkeycar/issues/1093"
TFMACOS202 = "https://github.com/apple/tensorflow_macos/issues/202"
RASBT20 = "https://github.com/rasbt/machine-learning-notes/issues/20"
NEURALLAM163 = "https://github.com/mllam/neural-lam/issues/163"
T0PR197 = "https://github.com/alan-turing-institute/t0-1/pull/197"
OPENSPLAT198 = "https://github.com/WebODM/OpenSplat/issues/198"
TPROG6 = "https://github.com/princeton-nlp/TransformerPrograms/issues/6"
COURTYARD8 = "https://github.com/Mcourtyard/m-courtyard/issues/8"
CUBECL1523 = "https://github.com/tracel-ai/cubecl/issues/1523"
ROCM5824 = "https://github.com/ROCm/legacy-rocm-build/issues/5824"
PT87953 = "https://github.com/pytorch/pytorch/issues/87953"
PL18090 = "https://github.com/Lightning-AI/pytorch-lightning/issues/18090"
RAY24305 = "https://github.com/ray-project/ray/issues/24305"
ADMD3 = "https://github.com/kijai/ComfyUI-ADMotionDirector/issues/3"
MLXEX866 = "https://github.com/ml-explore/mlx-examples/issues/866"
SMOLGPT12 = "https://github.com/Om-Alve/smolGPT/issues/12"

TITLE = "(the error as the report's title gives it)"
CMDBUF = "Error: command buffer exited with error status."
MPS_ENC = "\tThe Metal Performance Shaders operations encoded on it may not have completed."

CASES: list[Case] = []


case = case_maker(CASES, SPLIT)


def build() -> None:
    build_jetson()
    build_apple()
    build_grace_amd_homelab()


# ---- NVIDIA Jetson boards ----------------------------------------------------------------------
def build_jetson() -> None:
    # ---- jetson-inference train_ssd: DataLoader worker fork fails with ENOMEM: oom ------------
    node = "jetson-nano"
    c = case("b56-jetson-ssd-dataloader-fork-enomem", "attributed", "oom", [], [node],
             "train_ssd.py (jetson-inference) on a Jetson: starting the DataLoader's worker "
             "process fails in os.fork() with OSError [Errno 12] Cannot allocate memory; the "
             "maintainer answers that the board is running out of memory (swap, GUI off, batch "
             "size 1). Lines as posted (the node name ours), ISO times ours.",
             start="2021-04-25T10:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.steps(1, 20, every=15.0)
    c.log(node, "train", JETSON1026,
          '  File "/home/user/.local/lib/python3.6/site-packages/torch/utils/data/dataloader.py", '
          'line 737, in __init__',
          "    w.start()",
          '  File "/usr/lib/python3.6/multiprocessing/process.py", line 105, in start',
          "    self._popen = self._Popen(self)",
          '  File "/usr/lib/python3.6/multiprocessing/context.py", line 223, in _Popen',
          "    return _default_context.get_context().Process._Popen(process_obj)",
          '  File "/usr/lib/python3.6/multiprocessing/context.py", line 277, in _Popen',
          "    return Popen(process_obj)",
          '  File "/usr/lib/python3.6/multiprocessing/popen_fork.py", line 19, in __init__',
          "    self._launch(process_obj)",
          '  File "/usr/lib/python3.6/multiprocessing/popen_fork.py", line 66, in _launch',
          "    self.pid = os.fork()",
          "OSError: [Errno 12] Cannot allocate memory", t=300.0)
    c.job(302.0, "FAILED", exit_code=1)

    # ---- faceswap on a Jetson Nano: not enough GPU memory to train the model: oom --------------
    node = "jetson-nano-4gb"
    c = case("b56-faceswap-jetson-nano-not-enough-gpu-memory", "attributed", "oom", [], [node],
             "faceswap training on a Jetson Nano (4 GB shared by CPU and GPU): the training "
             "thread stops with 'You do not have enough GPU memory available to train the "
             "selected model at the selected settings' and the trainer ends the training thread. "
             "Lines as posted with their own times (the node name ours).",
             start="2020-02-15T15:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.steps(1, 3, every=120.0)
    c.own(node, "train", FACESWAP973, "2020-02-15 15:06:51",
          "02/15/2020 15:06:51 MainProcess     _training_0     memory_saving_gradients "
          "debug_print               DEBUG    with boundary backprop substitutions "
          "[<tf.Tensor 'training/Adam/gradients_3/training/Adam/encoder/dense_1/MatMul_grad/"
          "MatMul:0' shape=(?, 32768) dtype=float32>]: []")
    c.own(node, "train", FACESWAP973, "2020-02-15 15:10:09",
          "02/15/2020 15:10:09 MainProcess     _training_0     multithreading  run           "
          "            DEBUG    Error in thread (_training_0): You do not have enough GPU memory "
          "available to train the selected model at the selected settings. You can try a number "
          "of things:\\n1) Close any other application that is using your GPU (web browsers are "
          "particularly bad for this).\\n2) Lower the batchsize (the amount of images fed into "
          "the model each iteration).\\n3) Try 'Memory Saving Gradients' and/or 'Optimizer "
          "Savings' and/or 'Ping Pong Training'.\\n4) Use a more lightweight model, or select "
          "the model's 'LowMem' option (in config) if it has one.")
    c.own(node, "train", FACESWAP973, "2020-02-15 15:10:09",
          "02/15/2020 15:10:09 MainProcess     MainThread      train           _monitor      "
          "            DEBUG    Thread error detected")
    c.own(node, "train", FACESWAP973, "2020-02-15 15:10:09",
          "02/15/2020 15:10:09 MainProcess     MainThread      train           _monitor      "
          "            DEBUG    Closed Monitor")
    c.own(node, "train", FACESWAP973, "2020-02-15 15:10:09",
          "02/15/2020 15:10:09 MainProcess     MainThread      train           _end_thread   "
          "            DEBUG    Ending Training thread")
    c.job(612.0, "FAILED", exit_code=1)

    # ---- TensorFlow on a Jetson Nano: OOM allocating a tensor, exit code 1: oom ----------------
    node = "jetson-nano-cones"
    c = case("b56-tf-jetson-nano-oom-allocating-tensor", "attributed", "oom", [], [node],
             "A TensorFlow 2 cone-detection training script on a Jetson Nano (128 CUDA cores, "
             "memory shared with the CPU) stops with ResourceExhaustedError: OOM when allocating "
             "a [3,3,512,1024] tensor on GPU:0 and the process finishes with exit code 1. Lines "
             "as posted (the node name ours), ISO times ours.",
             start="2021-03-13T09:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(node, "train", TF47820,
          "tensorflow.python.framework.errors_impl.ResourceExhaustedError: OOM when allocating "
          "tensor with shape[3,3,512,1024] and type float on /job:localhost/replica:0/task:0/"
          "device:GPU:0 by allocator GPU_0_bfc [Op:Mul]",
          "Process finished with exit code 1", t=45.0)
    c.job(46.0, "FAILED", exit_code=1)

    # ---- Car-Recognition train.py on a Jetson Nano: BFC allocator exhausted: oom ---------------
    node = "jetson-nano-car"
    c = case("b56-car-recognition-jetson-nano-bfc-oom", "attributed", "oom", [], [node],
             "Car-Recognition's train.py (Keras/TensorFlow) on a Jetson Nano, batch size lowered "
             "from 16 to 2: the GPU BFC allocator has its whole 226 MB region in use and an "
             "assign op fails with Resource exhausted: OOM when allocating a tensor. Lines as "
             "posted with their own times (the node name ours).",
             start="2020-07-30T01:08:00+00:00", scheduler="static", ranks_per_node=1)
    c.own(node, "train", CARREC24, "2020-07-30 01:09:20.116067",
          "2020-07-30 01:09:20.116067: I tensorflow/core/common_runtime/bfc_allocator.cc:923] "
          "total_region_allocated_bytes_: 226148352 memory_limit_: 226148352 available bytes: 0 "
          "curr_region_allocation_bytes_: 452296704")
    c.own(node, "train", CARREC24, "2020-07-30 01:09:20.116269",
          "2020-07-30 01:09:20.116269: W tensorflow/core/framework/op_kernel.cc:1651] "
          "OP_REQUIRES failed at assign_op.h:117 : Resource exhausted: OOM when allocating "
          "tensor with shape[512] and type float on /job:localhost/replica:0/task:0/device:GPU:0 "
          "by allocator GPU_0_bfc")
    c.job(82.0, "FAILED", exit_code=1)

    # ---- donkeycar on a Jetson Nano: cannot allocate a batch: oom ------------------------------
    node = "jetson-nano-b01"
    c = case("b56-donkeycar-jetson-nano-batch-resource-exhausted", "attributed", "oom", [],
             [node],
             "`donkey train` (donkeycar 4.4.0, TensorFlow 2.3.1) on a Jetson Nano B01 with about "
             "3k images: the input pipeline fails with 'Resource exhausted: Failed to allocate "
             "memory for the batch of component 0'. Lines as posted (the node name ours), ISO "
             "times ours.",
             start="2023-02-11T12:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(node, "train", DONKEY1093,
          "  (1) Resource exhausted:  Failed to allocate memory for the batch of component 0",
          "         [[node IteratorGetNext (defined at /projects/donkeycar/donkeycar/parts/"
          "keras.py:183) ]]",
          "Hint: If you want to see a list of allocated tensors when OOM happens, add "
          "report_tensor_allocations_upon_oom to RunOptions for current allocation info.",
          t=60.0)
    c.job(61.0, "FAILED", exit_code=1)


# ---- Apple Silicon: MPS and MLX ----------------------------------------------------------------
def build_apple() -> None:
    # ---- PyTorch MPS: backend out of memory in backward: oom -----------------------------------
    node = "macbook-pro"
    c = case("b56-mps-backend-oom-in-backward", "attributed", "oom", [], [node],
             "Training a model with PyTorch 2.3.1 on macOS 14.5 (arm64) with the MPS backend, "
             "PYTORCH_MPS_HIGH_WATERMARK_RATIO already set: the backward pass fails with "
             "'MPS backend out of memory (MPS allocated: 5.50 GB, other allocations: 14.76 GB, "
             "max allowed: 20.40 GB)'. Lines as posted (the node name ours), ISO times ours.",
             start="2024-07-04T10:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.steps(1, 10, every=30.0)
    c.log(node, "train", PT130112,
          " return Variable._execution_engine.run_backward(  # Calls into the C++ engine to run "
          "the backward pass",
          "RuntimeError: MPS backend out of memory (MPS allocated: 5.50 GB, other allocations: "
          "14.76 GB, max allowed: 20.40 GB). Tried to allocate 147.24 MB on private pool. Use "
          "PYTORCH_MPS_HIGH_WATERMARK_RATIO=0.0 to disable upper limit for memory allocations "
          "(may cause system failure).", t=310.0)
    c.job(311.0, "FAILED", exit_code=1)

    # ---- TF on an M1 GPU: command buffer errors, the process does not crash: no failure --------
    node = "mac-m1"
    c = case("b56-tf-macos-m1-command-buffer-errors-run-continues", "no_failure", "unknown", [],
             [node],
             "tensorflow_macos training on an Apple M1 GPU repeatedly prints Metal 'command "
             "buffer exited with error status ... Ignored (for causing prior/excessive GPU "
             "errors)'; as the reporter says, the Python process does not crash and training "
             "runs to its end (with poor results). Lines as posted (the node name ours), ISO "
             "times ours; the COMPLETED state ours.",
             start="2021-03-16T10:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.steps(1, 30, every=20.0)
    c.log(node, "train", TFMACOS202, CMDBUF, MPS_ENC, "\tError: ", "\t(null)",
          "\tIgnored (for causing prior/excessive GPU errors) (IOAF code 4)",
          "\t<AGXM1FamilyCommandBuffer: 0x3e0728f80>", t=200.0)
    c.job(600.0, "COMPLETED", exit_code=0)

    # ---- M1 Pro benchmark: Metal internal error printed, training completes: no failure --------
    node = "mac-m1-pro"
    c = case("b56-m1-pro-metal-internal-error-training-completes", "no_failure", "unknown", [],
             [node],
             "A PyTorch MPS training benchmark on an Apple M1 Pro prints a Metal 'command buffer "
             "exited with error status ... Internal Error (0000000e:Internal Error)' but does not "
             "stop: after 46 minutes the training completed. Lines as posted (the node name "
             "ours), ISO times ours; the COMPLETED state ours.",
             start="2022-07-09T10:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.steps(1, 46, every=60.0)
    c.log(node, "train", RASBT20, CMDBUF, MPS_ENC, "\tError: ", "\t(null)",
          "\tInternal Error (0000000e:Internal Error)",
          "\t<AGXG13XFamilyCommandBuffer: 0x3c48bf500>", t=400.0)
    c.job(2760.0, "COMPLETED", exit_code=0)

    # ---- OpenSplat on an M1 Max: command buffer aborted, the step's loss is nan: numerical -----
    node = "mac-studio-m1-max"
    c = case("b56-opensplat-m1-max-command-buffer-abort-nan-step", "attributed", "numerical", [],
             [node],
             "OpenSplat training with its MPS implementation on an M1 Max Mac Studio: a command "
             "buffer is aborted with Internal Error (0000000e), and the step printed next has a "
             "nan loss ('Step 101: nan (20%)'); training continues, with bad data left in the "
             "result. Lines as posted (the node name ours), ISO times ours.",
             start="2025-07-07T10:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.steps(1, 100, every=2.0)
    c.log(node, "train", OPENSPLAT198,
          "Execution of the command buffer was aborted due to an error during execution. "
          "Internal Error (0000000e:Internal Error)",
          CMDBUF, MPS_ENC, "\tError: ", "\t(null)", "\tInternal Error (0000000e:Internal Error)",
          "\t<AGXG13XFamilyCommandBuffer: 0x14c689290>", "Step 101: nan (20%)", t=200.0)
    c.steps(102, 120, every=2.0, t0=202.0)

    # ---- TransformerPrograms on an M3 MPS device: loss is nan: numerical -----------------------
    node = "macbook-m3"
    c = case("b56-transformer-programs-m3-mps-loss-nan", "attributed", "numerical", [], [node],
             "Reproducing TransformerPrograms' table 1 on a MacBook M3: on the CPU it trains, "
             "with device 'mps:0' it stops with 'ValueError: loss is nan', whatever the "
             "parameters. Line as posted (the node name ours), ISO time ours.",
             start="2024-03-21T10:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.steps(1, 5, every=10.0)
    c.log(node, "train", TPROG6, "ValueError: loss is nan", t=55.0)
    c.job(56.0, "FAILED", exit_code=1)

    # ---- m-courtyard (MLX) LoRA: macOS GPU watchdog kills the step: user_code ------------------
    node = "mac-mlx"
    c = case("b56-mlx-lora-metal-impacting-interactivity", "attributed", "user_code", [], [node],
             "A LoRA fine-tune of a small model through m-courtyard (MLX) fails every time: MLX "
             "terminates on '[METAL] Command buffer execution failed: Impacting Interactivity "
             "(kIOGPUCommandBufferCallbackErrorImpactingInteractivity)'; the maintainer explains "
             "macOS's watchdog killed a step too heavy for the GPU while the display was in use "
             "and advises a smaller batch and sequence length. Lines as posted (the node name "
             "ours), ISO times ours.",
             start="2026-04-23T10:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(node, "train", COURTYARD8,
          "libc++abi: terminating due to uncaught exception of type std::runtime_error: [METAL] "
          "Command buffer execution failed: Impacting Interactivity "
          "(0000000e:kIOGPUCommandBufferCallbackErrorImpactingInteractivity)",
          "/opt/homebrew/Cellar/python@3.12/3.12.13/Frameworks/Python.framework/Versions/3.12/"
          "lib/python3.12/multiprocessing/resource_tracker.py:279: UserWarning: "
          "resource_tracker: There appear to be 1 leaked semaphore objects to clean up at "
          "shutdown", t=90.0)
    c.job(91.0, "FAILED", exit_code=134)

    # ---- cubecl-metal: 8B LoRA step killed by the macOS GPU watchdog, 0 steps: user_code -------
    node = "mac-m1-max-display"
    c = case("b56-cubecl-metal-lora-watchdog-zero-steps", "attributed", "user_code", [], [node],
             "An 8B LoRA fine-tune step (burn on the native cubecl-metal runtime) on a "
             "display-attached M1 Max: macOS's GPU watchdog kills the command buffers "
             "(Impacting Interactivity) and the server enters an invalid state; 0 steps are "
             "done, while the wgpu-Metal path runs the same workload. Lines as posted (the node "
             "name ours), ISO times ours.",
             start="2026-08-14T10:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(node, "train", CUBECL1523,
          'bytes: host access failed: Read("The server is in an invalid state',
          "Caused by: An error happened during execution",
          "Caused by: Metal command buffer failed: Impacting Interactivity "
          "(0000000e:kIOGPUCommandBufferCallbackErrorImpactingInteractivity)", t=120.0)
    c.job(121.0, "FAILED", exit_code=101)

    # ---- PyTorch on an M1: an op not implemented for MPS in backprop: user_code ---------------
    node = "mac-m1-notebook"
    c = case("b56-mps-index-add-not-implemented-in-training", "attributed", "user_code", [],
             [node],
             "A tracking model trained from a notebook on an M1 Mac ran fine until PyTorch and "
             "torchvision were updated; then the training loop (trainer.run -> self._train) "
             "fails with NotImplementedError: 'aten::index_add.out' is not implemented for the "
             "MPS device, even with PYTORCH_ENABLE_MPS_FALLBACK=1. Lines as posted (the node name "
             "ours), ISO times ours.",
             start="2022-10-28T10:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(node, "train", PT87953,
          "NotImplementedError                       Traceback (most recent call last)",
          "Cell In [1], line 59",
          "---> 59     trainer.run()",
          "File ~/PolyU/Codes/US/notebook/../HBTracking/trainer.py:278, in Trainer.run(self)",
          "    276 for epoch in range(self.cfg.train.start_epoch, self.cfg.train.end_epoch):",
          "    277     last_epoch = time.time()",
          "--> 278     self._train(epoch)", t=20.0)
    c.log(node, "train", PT87953,
          "NotImplementedError: The operator 'aten::index_add.out' is not current implemented "
          "for the MPS device.", t=20.0, note=TITLE)
    c.job(21.0, "FAILED", exit_code=1)

    # ---- Lightning on MPS: placeholder storage not allocated on the MPS device: user_code -----
    node = "mac-lightning"
    c = case("b56-lightning-mps-placeholder-storage", "attributed", "user_code", [], [node],
             "A Lightning 2.0 demo trains on the mps accelerator ('GPU available: True (mps), "
             "used: True') and fails with 'RuntimeError: Placeholder storage has not been "
             "allocated on MPS device!' (a tensor the program left on the CPU). Lines as posted "
             "(the node name ours), ISO times ours.",
             start="2023-07-14T10:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(node, "train", PL18090,
          "GPU available: True (mps), used: True",
          "TPU available: False, using: 0 TPU cores",
          "IPU available: False, using: 0 IPUs",
          "HPU available: False, using: 0 HPUs", t=5.0)
    c.log(node, "train", PL18090,
          "RuntimeError: Placeholder storage has not been allocated on MPS device!", t=12.0,
          note=TITLE)
    c.job(13.0, "FAILED", exit_code=1)

    # ---- AnimateDiff motion LoRA training on an M2 Mac Studio: MPS assertion, abort: user_code -
    node = "mac-studio-m2"
    c = case("b56-admotiondirector-m2-mps-ndarray-assertion-abort", "attributed", "user_code",
             [], [node],
             "ADMotionDirector LoRA training in ComfyUI on an M2 Mac Studio: about a minute "
             "after training starts, Metal Performance Shaders fails an assertion in "
             "MPSNDArray.mm (subRange.start (16) is not less than length of dimension[2] (16)) "
             "and python aborts (Abort trap: 6). Lines as posted (the node name ours), ISO times "
             "ours.",
             start="2024-03-04T10:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(node, "train", ADMD3,
          "Using Lion optimizer for training",
          "initialize scaler",
          "global_step: 0", t=10.0)
    c.log(node, "train", ADMD3,
          "/AppleInternal/Library/BuildRoots/4e1473ee-9f66-11ee-8daf-cedaeb4cabe2/Library/"
          "Caches/com.apple.xbs/Sources/MetalPerformanceShaders/MPSCore/Types/MPSNDArray.mm:120: "
          "failed assertion `[MPSNDArrayDescriptor sliceDimension:withSubrange:] error: "
          "subRange.start (16) is not less than length of dimension[2] (16)'", t=60.0,
          note="(the progress bar printed before it on the posted line left out)")
    c.log(node, "train", ADMD3,
          "/Users/gabrie/Desktop/Comfy.command: line 12:  1674 Abort trap: 6           python "
          "main.py --force-fp16", t=60.0)
    c.job(61.0, "FAILED", exit_code=134)

    # ---- mlx_lm.lora on an M2 Ultra: Metal internal error aborts at iter ~1000: ambiguous ------
    node = "mac-studio-m2-ultra"
    c = case("b56-mlx-lora-m2-ultra-metal-internal-error-abort", "ambiguous", "unknown", [],
             [node],
             "mlx_lm.lora fine-tuning Qwen1.5-32B-Chat (fp16) on an M2 Ultra 192 GB Mac Studio "
             "runs to iteration 990 (peak memory 127.7 GB), then libc++abi terminates on "
             "'[METAL] Command buffer execution failed: Internal Error (0000000e:Internal "
             "Error)' and zsh reports the abort; the same run completes on an M3 Max. Nothing "
             "in the bundle says why the command buffer failed. Lines as posted (the node name "
             "ours), ISO times ours.",
             start="2024-07-04T00:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(node, "train", MLXEX866,
          "Iter 980: Train loss 1.169, Learning Rate 1.000e-05, It/sec 0.124, Tokens/sec "
          "178.563, Trained Tokens 1740144, Peak mem 127.703 GB", t=7900.0)
    c.log(node, "train", MLXEX866,
          "Iter 990: Train loss 1.390, Learning Rate 1.000e-05, It/sec 0.109, Tokens/sec "
          "175.406, Trained Tokens 1756298, Peak mem 127.703 GB", t=7990.0)
    c.log(node, "train", MLXEX866,
          "libc++abi: terminating due to uncaught exception of type std::runtime_error: [METAL] "
          "Command buffer execution failed: Internal Error (0000000e:Internal Error)",
          "zsh: abort      mlx_lm.lora --model Qwen/Qwen1.5-32B-Chat --train --data "
          "dataset/chat --iters", t=8070.0)
    for it in range(10, 1000, 10):
        c.metrics.append({"ts": c.at(it * 8.0), "node": node, "rank": 0, "name": "step",
                          "value": it})
    c.job(8071.0, "FAILED", exit_code=134)

    # ---- smolGPT train.py on a Mac: the process dies with SIGSEGV: ambiguous unknown -----------
    node = "mac-smolgpt"
    c = case("b56-smolgpt-mac-train-sigsegv", "ambiguous", "unknown", [], [node],
             "smolGPT's train.py on a Mac crashes; macOS's crash report shows EXC_BAD_ACCESS "
             "(SIGSEGV, KERN_INVALID_ADDRESS at 0x540) and termination 'Segmentation fault: 11'. "
             "The native crash comes without the error that caused it. Lines as posted (the "
             "node name ours), ISO times ours.",
             start="2025-02-01T10:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.steps(1, 5, every=10.0)
    c.log(node, "crash-report", SMOLGPT12,
          '  "exception" : {"codes":"0x0000000000000001, 0x0000000000000540","rawCodes":[1,1344],'
          '"type":"EXC_BAD_ACCESS","signal":"SIGSEGV","subtype":"KERN_INVALID_ADDRESS at '
          '0x0000000000000540"},',
          '  "termination" : {"flags":0,"code":11,"namespace":"SIGNAL","indicator":"Segmentation '
          'fault: 11","byProc":"exc handler","byPid":22823},', t=52.0)
    c.job(52.0, "FAILED", exit_code=139)


# ---- Grace / GB10, AMD APUs, homelab clusters --------------------------------------------------
def build_grace_amd_homelab() -> None:
    # ---- neural-lam on a DGX Spark: GB10 capability warning, training tests pass: no failure ---
    node = "dgx-spark"
    c = case("b56-neural-lam-gb10-capability-warning-tests-pass", "no_failure", "unknown", [],
             [node],
             "neural-lam's training tests on a DGX Spark with PyTorch 2.9.0+cu130: torch warns "
             "that the GB10 (cuda capability 12.1) is outside the supported range (8.0)-(12.0), "
             "and the training tests run on one device and complete, if slowly. Lines as posted "
             "(the node name ours), ISO times ours; the step metrics and COMPLETED state ours.",
             start="2025-10-31T10:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(node, "pytest", NEURALLAM163,
          "    Found GPU0 NVIDIA GB10 which is of cuda capability 12.1.",
          "    Minimum and Maximum cuda capability supported by this version of PyTorch is",
          "    (8.0) - (12.0)", t=5.0)
    c.steps(1, 20, every=15.0, t0=10.0)
    c.job(320.0, "COMPLETED", exit_code=0)

    # ---- t0 fine-tuning on a GB10: one epoch completes, slowly: no failure ---------------------
    node = "spark-gb10"
    c = case("b56-t0-gb10-finetune-epoch-completes", "no_failure", "unknown", [], [node],
             "Fine-tuning the 270m t0 model (gemma-3-270m-it base) for one epoch on one GB10 "
             "(DGX Spark): the Trainer reports train_runtime 10553 s and train_loss 1.79 at epoch "
             "1.0, about seven times slower than one GPU of a larger system, but the run "
             "completes. Line as posted (the node name ours), ISO time ours.",
             start="2026-02-17T06:00:00+00:00", scheduler="static", ranks_per_node=1)
    for step in range(100, 1800, 100):
        c.metrics.append({"ts": c.at(step * 5.9), "node": node, "rank": 0, "name": "step",
                          "value": step})
    c.log(node, "train", T0PR197,
          "{'train_runtime': 10553.2166, 'train_samples_per_second': 0.17, "
          "'train_steps_per_second': 0.17, 'train_loss': 1.7856215738481092, 'epoch': 1.0}",
          t=10554.0)
    c.job(10560.0, "COMPLETED", exit_code=0)

    # ---- Strix Halo (gfx1151): memory access fault moving a tensor to the GPU: user_code -------
    node = "strix-halo"
    c = case("b56-strix-halo-memory-access-fault-first-tensor", "attributed", "user_code", [],
             [node],
             "PyTorch on an AMD Ryzen AI Max+ 395 (Radeon 8060S, gfx1151, 96 GB of unified "
             "memory for the GPU) with Fedora's ROCm 6.3 and HSA_OVERRIDE_GFX_VERSION=11.0.0: "
             "the first tensor moved to the GPU crashes with 'Memory access fault by GPU node-1 "
             "... Page not present or supervisor privilege' and the process aborts. Lines as "
             "posted (the node name ours), ISO times ours.",
             start="2025-12-29T10:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(node, "train", ROCM5824,
          "/opt/amdgpu/share/libdrm/amdgpu.ids: No such file or directory",
          "CUDA available: True",
          "Device: AMD Radeon 8060S",
          "Memory access fault by GPU node-1 (Agent handle: 0x1b376c50) on address "
          "0x7f762a667000. Reason: Page not present or supervisor privilege.",
          "Aborted (core dumped)", t=8.0)
    c.job(9.0, "FAILED", exit_code=134)

    # ---- Ray Train on two home machines: gloo connects to 127.0.0.1 and is refused: user_code --
    head, worker = "PC103686", "PC834"
    c = case("b56-ray-two-machines-gloo-loopback-refused", "attributed", "user_code", [],
             [head, worker],
             "A Ray cluster of two Ubuntu machines with one GPU each (10.0.84.63 head, "
             "10.0.84.80 worker): Ray Train with more workers than the head's CPUs fails with "
             "gloo's 'connect [127.0.0.1]:14221: Connection refused' - the head's hostname "
             "resolves to 127.0.0.1 (as the reporter's getent shows), so the peer is told to "
             "dial the loopback address. Line as posted (filed under the head), ISO time ours.",
             start="2022-04-28T10:00:00+00:00", scheduler="ray", ranks_per_node=1)
    c.log(head, "driver", RAY24305,
          "RuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.cc:799] connect "
          "[127.0.0.1]:14221: Connection refused", t=30.0)
    c.job(31.0, "FAILED", exit_code=1)


# ---- writing -----------------------------------------------------------------------------------
def main() -> None:
    build()
    remove_stale(ROOT, "b56-", CASES)
    write_split(CASES, SPLIT, ROOT)


if __name__ == "__main__":
    main()
