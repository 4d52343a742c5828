"""Build the fifty-third blind corpus (tests/attribution/blind53/): hardware that fails quietly.

    python tests/attribution/blind53_build.py

A held-out proxy for issue 43's question ("stacks and failures described nowhere"), aimed at
hardware that fails quietly or slowly under training, as the job and the machine report it: NaNs
appearing on one GPU or replica, uncorrectable ECC errors, a GPU lost from the bus, GPU memory
access faults, over-temperature warnings, epochs that turn slow, CUDA launch failures and unknown
errors deep into a run, an I/O error from the disk under the data loader, a run that stalls after
evaluation. Reports were found with symptom searches of stored public GitHub issue threads (and a
few searches of stored forum pages, which returned nothing usable that no other corpus cites) and
taken in the order the searches returned them, skipping only reports without a copyable log line,
reports not about training, and reports any other corpus or file of the repository cites. It was
assembled by one helper who read neither the engine nor its catalogs; the labels were written
before any engine ran on these bundles, and no report cited here is cited anywhere else in the
repository (test_attribution_heldout.py checks it).

Every log line is copied from the public report given next to it (host names, addresses, ids and
times as posted). Ours is only the assembly, as in stacks_build.py: which node and stream a line
is filed under, an ISO-8601 time in front of every line (taken from the line's own stamp where it
has one), job.json, the scheduler events and the per-rank step metrics. The labels follow
DESIGN's taxonomy and the rules of the realworld, stacks, frontier and blind READMEs (see
blind53/README.md).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from stacks_build import Case, case_maker, remove_stale, write_split  # noqa: E402

ROOT = HERE / "blind53"
SPLIT = "blind53"

# ---- sources (one public report per incident) --------------------------------------------------
DARKNET3496 = "https://github.com/AlexeyAB/darknet/issues/3496"
ONMT918 = "https://github.com/OpenNMT/OpenNMT-tf/issues/918"
PADDLEDET7831 = "https://github.com/PaddlePaddle/PaddleDetection/issues/7831"
TF57893 = "https://github.com/tensorflow/tensorflow/issues/57893"
ROCM1402 = "https://github.com/ROCm/legacy-rocm-build/issues/1402"
TFUP534 = "https://github.com/ROCm/tensorflow-upstream/issues/534"
TFUP300 = "https://github.com/ROCm/tensorflow-upstream/issues/300"
ROCM385 = "https://github.com/ROCm/legacy-rocm-build/issues/385"
CNNSENT7 = "https://github.com/alexander-rakhlin/CNN-for-Sentence-Classification-in-Keras/issues/7"
CONVMESH8 = "https://github.com/dariopavllo/convmesh/issues/8"
SSDKERAS74 = "https://github.com/pierluigiferrari/ssd_keras/issues/74"
MMDET3959 = "https://github.com/open-mmlab/mmdetection/issues/3959"
CUTORCH197 = "https://github.com/torch/cutorch/issues/197"
PTSSD77 = "https://github.com/qfgaohao/pytorch-ssd/issues/77"
RETURNN1485 = "https://github.com/rwth-i6/returnn/issues/1485"
PYTORCH74235 = "https://github.com/pytorch/pytorch/issues/74235"
TF25866 = "https://github.com/tensorflow/tensorflow/issues/25866"
KALDI2636 = "https://github.com/kaldi-asr/kaldi/issues/2636"
GRUT191 = "https://github.com/nv-tlabs/3dgrut/issues/191"
NEURALTALK127 = "https://github.com/karpathy/neuraltalk2/issues/127"
T2T106 = "https://github.com/tensorflow/tensor2tensor/issues/106"

CASES: list[Case] = []


case = case_maker(CASES, SPLIT)


def build() -> None:
    build_device_faults()
    build_numerics()
    build_launch_failures()
    build_slow_and_stalled()


# ---- the device itself: ECC, a lost GPU, memory access faults, temperature ---------------------
def build_device_faults() -> None:
    # ---- darknet on two cloud Tesla K80: uncorrectable ECC error, both threads assert ----------
    node = "k80-cloud-vm"
    c = case("b53-darknet-two-k80-uncorrectable-ecc", "attributed", "gpu_hardware", [node],
             [node],
             "Training the spp-scale YOLO model with darknet on two Tesla K80 GPUs of a cloud "
             "machine: after some iterations of the first epoch both GPU threads report CUDA "
             "status errors, 'CUDA Error: uncorrectable ECC error encountered', and darknet's "
             "assertion fails. The node's GPU memory. Lines as posted (the first of the poster's "
             "three outputs; the node name ours), ISO times ours.",
             start="2019-06-24T09:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.steps(1, 40, every=15.0)
    cuda_status = ("CUDA status Error: file: ./src/dark_cuda.c : () : line: 309 : build time: "
                   "Jun 22 2019 - 11:13:30")
    c.log(node, "rank-0", DARKNET3496, cuda_status, cuda_status,
          "CUDA Error: uncorrectable ECC error encountered",
          "CUDA Error: uncorrectable ECC error encountered",
          "CUDA Error: uncorrectable ECC error encountered: Success",
          "CUDA Error: uncorrectable ECC error encountered: Cannot allocate memory",
          "darknet: ./src/utils.c:293: error: Assertion `0' failed.",
          "darknet: ./src/utils.c:293: error: Assertion `0' failed.", t=601.0)
    c.job(605.0, "FAILED", exit_code=134)

    # ---- pytorch-ssd on an RTX 2080: batch size 32, nvidia-smi says the GPU is lost ------------
    node = "rtx2080-host"
    c = case("b53-pytorch-ssd-rtx2080-batch32-gpu-is-lost", "attributed", "gpu_hardware", [node],
             [node],
             "Training pytorch-ssd (torch 1.2, CUDA 10.0) on one RTX 2080 8 GB: with the batch "
             "size raised to 32 the GPU errors and nvidia-smi reports GPU 0000:02:00.0 lost, "
             "asking for a reboot. The node's GPU gone. The line as posted (the node name ours), "
             "ISO time ours; the step metrics ours, the run not shown ending.",
             start="2019-09-16T08:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.steps(1, 20, every=6.0)
    c.log(node, "nvidia-smi", PTSSD77,
          "Unable to determine the device handle for GPU 0000:02:00.0: GPU is lost.  Reboot the "
          "system to recover this GPU", t=130.0)

    # ---- ROCm TensorFlow BERT fine-tuning on a Radeon VII: GPU memory access fault -------------
    node = "radeonvii-host"
    c = case("b53-rocm-radeonvii-bert-finetune-memory-access-fault", "attributed", "user_code",
             [], [node],
             "Fine-tuning BERT with tensorflow-rocm 1.13.1 (ROCm 2.5) on a Radeon VII for a task "
             "with 2000 labels crashes in most runs with a GPU memory access fault (page not "
             "present) and the process aborts; the poster notes temperature is not the cause "
             "this time. A fault of the program's kernels on this stack. Lines as posted (the "
             "first of the two runs shown; the node name ours), ISO times ours.",
             start="2019-07-02T10:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.steps(1, 30, every=20.0)
    c.log(node, "rank-0", TFUP534,
          "Memory access fault by GPU node-1 (Agent handle: 0x55b34b19c5b0) on address "
          "0x7f0cc7dff000. Reason: Page not present or supervisor privilege.",
          "Aborted (core dumped)", t=611.0)
    c.job(612.0, "FAILED", exit_code=134)

    # ---- ROCm TensorFlow cifar10 tutorial on an RX 460: GPU memory access fault ----------------
    node = "rx460-host"
    c = case("b53-rocm-rx460-cifar10-memory-access-fault", "attributed", "user_code", [], [node],
             "The TensorFlow models cifar10 tutorial (cifar10_train.py) with tensorflow-rocm "
             "1.12 on ROCm 2.0 and a Radeon RX 460 2 GB terminates early with a GPU memory "
             "access fault (page not present); the thread traces it to the ROCm toolchain for "
             "this GPU family. The line as posted (the node name ours), ISO time ours; the step "
             "metrics ours.",
             start="2019-01-26T12:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.steps(1, 20, every=10.0)
    c.log(node, "rank-0", TFUP300,
          "Memory access fault by GPU node-2 (Agent handle: 0x2a6c3e0) on address 0x120606e000. "
          "Reason: Page not present or supervisor privilege.", t=201.0)
    c.job(203.0, "FAILED", exit_code=134)

    # ---- amdgpu over-temperature warnings while TensorFlow trains: run goes on ------------------
    node = "vega-tf-host"
    c = case("b53-rocm-vega-over-temperature-warnings-run-continues", "no_failure", "unknown", [],
             [node],
             "Running ROCm TensorFlow workloads on a Vega card, the kernel log fills with "
             "'GPU over temperature range detected' warnings (about 400 in a couple of minutes) "
             "while rocm-smi shows 85C at 40% fan; the poster asks why the fans do not ramp up. "
             "Nothing fails. The warning as posted (three of its repeats; the node name ours), "
             "ISO times ours; the step metrics and the running state ours.",
             start="2018-04-12T14:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.job(0.0, "RUNNING")
    c.steps(1, 30, every=20.0)
    for t in (300.0, 300.4, 301.1):
        c.log(node, "kernel", ROCM385,
              "amdgpu: [powerplay] GPU over temperature range detected on PCIe 0:0.0!", t=t)


# ---- numbers that go wrong ---------------------------------------------------------------------
def build_numerics() -> None:
    # ---- OpenNMT-tf on four A100: the model diverges to NaN as training starts -----------------
    node = "a100x4-ngc"
    c = case("b53-opennmt-four-a100-model-diverged-nan", "attributed", "numerical", [], [node],
             "OpenNMT-tf Transformer training in NVIDIA's NGC TensorFlow container: fine on one "
             "or two A100, but with three or four GPUs the run stops as soon as training starts "
             "with 'Model diverged with loss = NaN'. Lines as posted (the node name ours), ISO "
             "times ours.",
             start="2022-01-25T09:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(node, "rank-0", ONMT918,
          "Traceback (most recent call last):",
          '  File "opennmt/bin/main.py", line 350, in <module>',
          "    main()",
          '  File "opennmt/bin/main.py", line 308, in main',
          "    runner.train(",
          '  File "/ai/onmt/onmt-2240/OpenNMT-tf/opennmt/runner.py", line 276, in train',
          "    summary = trainer(",
          '  File "/ai/onmt/onmt-2240/OpenNMT-tf/opennmt/training.py", line 109, in __call__',
          "    for i, loss in enumerate(",
          '  File "/ai/onmt/onmt-2240/OpenNMT-tf/opennmt/training.py", line 258, in _steps',
          '    raise RuntimeError("Model diverged with loss = NaN.")',
          "RuntimeError: Model diverged with loss = NaN.", t=95.0)
    c.job(97.0, "FAILED", exit_code=1)

    # ---- TensorFlow MirroredStrategy on two RTX A5000: NaN appears on replica 1 ----------------
    node = "a5000x2-server"
    c = case("b53-tf-mirrored-a5000-nan-on-second-replica", "attributed", "numerical", [], [node],
             "A custom MirroredStrategy training loop on a new server with two RTX A5000 "
             "(PCIe 4.0): from the second iteration the averaged loss is NaN, with NaNs in the "
             "images on replica 1 although the dataset's images have none; on one GPU there is "
             "no NaN. Lines as posted (the node name ours), ISO times ours; the run not shown "
             "ending.",
             start="2022-09-29T10:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.steps(0, 3, every=2.0, t0=30.0)
    rows = [(0, "2.320328712463379", "{0: False, 1: False}", "{0: False, 1: False}"),
            (1, "nan", "{0: False, 1: True}", "{0: False, 1: False}"),
            (2, "nan", "{0: False, 1: True}", "{0: True, 1: False}"),
            (3, "nan", "{0: False, 1: True}", "{0: True, 1: False}")]
    for i, loss, images, losses in rows:
        c.log(node, "rank-0", TF57893,
              f"iteration={i}",
              "\t nan in per_replica_images from dataset :  {0: False, 1: False}",
              f"\t averaged_loss = {loss}",
              f"\t nan in per_replica_images              :  {images}",
              f"\t nan in per_replica_per_sample_losses   :  {losses}", t=31.0 + 2.0 * i)

    # ---- tensorflow-rocm on an RX Vega 64: loss NaN from epoch 1, then a memory access fault ---
    node = "kulich-PC-GPU"
    c = case("b53-rocm-vega64-nan-loss-then-memory-access-fault", "attributed", "numerical", [],
             [node],
             "Training a CNN with tensorflow-rocm 2.4.0 on an RX Vega 64: the first epoch ends "
             "with loss and val_loss NaN, and 30 batches into the second epoch the process "
             "aborts on a GPU memory access fault. Lines as posted (the host from the poster's "
             "uname line; the markdown italics around the log left out), ISO times ours from "
             "their own stamps where they have one.",
             start="2021-03-07T17:54:00+00:00", scheduler="static", ranks_per_node=1)
    c.own(node, "rank-0", ROCM1402, "2021-03-07 17:54:13.140698",
          "2021-03-07 17:54:13.140698: I tensorflow/compiler/mlir/mlir_graph_optimization_pass.cc"
          ":116] None of the MLIR optimization passes are enabled (registered 2)")
    c.log(node, "rank-0", ROCM1402, "Epoch 1/200", t=13.5)
    c.own(node, "rank-0", ROCM1402, "2021-03-07 17:54:14.742459",
          "2021-03-07 17:54:14.742459: I tensorflow/stream_executor/platform/default/"
          "dso_loader.cc:49] Successfully opened dynamic library libMIOpen.so")
    c.own(node, "rank-0", ROCM1402, "2021-03-07 17:54:14.889237",
          "2021-03-07 17:54:14.889237: I tensorflow/stream_executor/platform/default/"
          "dso_loader.cc:49] Successfully opened dynamic library librocblas.so")
    c.steps(1, 89, every=1.58, t0=15.0)
    c.log(node, "rank-0", ROCM1402,
          "89/89 [==============================] - 141s 2s/step - loss: nan - accuracy: 0.5137 "
          "- val_loss: nan - val_accuracy: 0.6555",
          "Epoch 2/200", t=156.0)
    c.log(node, "rank-0", ROCM1402,
          "30/89 [=========>....................] - ETA: 24s - loss: nan - accuracy: "
          "0.6652Memory access fault by GPU node-1 (Agent handle: 0x5f6d730) on address "
          "0x7fb5d8712000. Reason: Page not present or supervisor privilege.",
          "Aborted (core dumped)", t=204.0)
    c.job(205.0, "FAILED", exit_code=134)

    # ---- Keras sentence CNN on a GPU: loss NaN from epoch 2 on -------------------------------
    node = "keras-gpu-box"
    c = case("b53-keras-cnn-sentence-loss-nan-from-epoch2", "attributed", "numerical", [],
             [node],
             "The CNN-for-Sentence-Classification-in-Keras example run unchanged on the poster's "
             "GPU machine: epoch 1 trains, and from epoch 2 on loss and val_loss are NaN and the "
             "accuracy falls to zero. Lines as posted (the node name ours), ISO times ours; the "
             "run not shown ending.",
             start="2016-12-20T10:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.steps(1, 7, every=1.0)
    nan_row = ("9595/9595 [==============================] - 1s - loss: nan - acc: 0.0000e+00 - "
               "val_loss: nan - val_acc: 0.0000e+00")
    rows2 = [("Epoch 1/10", "9595/9595 [==============================] - 1s - loss: 0.6242 - "
              "acc: 0.6295 - val_loss: 0.5265 - val_acc: 0.7470"),
             ("Epoch 2/10", "9595/9595 [==============================] - 1s - loss: nan - "
              "acc: 0.4117 - val_loss: nan - val_acc: 0.0000e+00")]
    rows2 += [(f"Epoch {e}/10", nan_row) for e in range(3, 8)]
    for i, (head, row) in enumerate(rows2):
        c.log(node, "rank-0", CNNSENT7, head, row, t=0.5 + i)

    # ---- convmesh GAN on three GPUs: g_loss NaN after the first update -------------------------
    node = "convmesh-3gpu"
    c = case("b53-convmesh-three-gpus-g-loss-nan", "attributed", "numerical", [], [node],
             "convmesh GAN training on the CUB dataset with three GPUs instead of four (PyTorch "
             "1.7, CUDA 10.1): g_loss is NaN from the first log line and every loss is NaN by "
             "iteration 10 (fixed by going back to PyTorch 1.6). Lines as posted (the node name "
             "ours), ISO times ours.",
             start="2021-10-24T09:00:00+00:00", scheduler="static", ranks_per_node=3)
    c.steps(0, 10, every=1.5)
    c.log(node, "rank-0", CONVMESH8,
          "[0] epoch 0, 0/186, g_loss nan d_fake_loss 0.00000 d_real_loss 0.00000 flat 0.24812",
          t=0.5)
    c.log(node, "rank-0", CONVMESH8,
          "[10] epoch 0, 10/186, g_loss nan d_fake_loss nan d_real_loss nan flat nan", t=15.5)

    # ---- ssd_keras SSD300 on a new machine: loss NaN at every step ------------------------------
    node = "ssd-keras-box"
    c = case("b53-ssd-keras-loss-nan-every-step", "attributed", "numerical", [], [node],
             "SSD300 training on PASCAL VOC with ssd_keras (Keras 2.1.4, tensorflow-gpu 1.5) on "
             "a different computer than before: the loss is NaN at every step. Lines as posted "
             "(the markdown quote marker left out; the node name ours), ISO times ours; the run "
             "not shown ending.",
             start="2018-02-27T10:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.steps(39, 43, every=1.0)
    for i, (step, eta) in enumerate(((39, "8:37"), (40, "8:33"), (41, "8:28"), (42, "8:25"),
                                     (43, "8:21"))):
        c.log(node, "rank-0", SSDKERAS74,
              f"{step}/518 [=>............................] - ETA: {eta} - loss: nan",
              t=0.5 + i)


    # ---- tensor2tensor transformer_big: the model diverges to NaN after ~31k steps -------------
    node = "t2t-gpu-host"
    c = case("b53-t2t-transformer-big-nan-after-31k-steps", "attributed", "numerical", [], [node],
             "tensor2tensor transformer_big training on a Korean-English token dataset saves a "
             "checkpoint at step 31622 and then stops: 'Model diverged with loss = NaN', again "
             "after about 31k steps. Lines as posted (the markdown quote markers left out; the "
             "node name ours), ISO times ours.",
             start="2017-07-09T08:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.steps(31_591, 31_622, every=1.8, t0=7_000.0)
    site = "/home/minjoong/tf1_2/local/lib/python2.7/site-packages"
    c.log(node, "rank-0", T2T106,
          "INFO:tensorflow:loss = 1.8717, step = 31601 (182.200 sec)", t=7_018.0)
    c.log(node, "rank-0", T2T106,
          "INFO:tensorflow:Saving checkpoints for 31622 into /home/minjoong/t2t_train/"
          "koen_tokens_32k/transformer-transformer_big/margin/model.ckpt.", t=7_056.0)
    c.log(node, "rank-0", T2T106,
          "ERROR:tensorflow:Model diverged with loss = NaN.",
          "Traceback (most recent call last):",
          '  File "/home/minjoong/tf1_2/bin/t2t-trainer", line 82, in <module>',
          "    tf.app.run()",
          f'  File "{site}/tensorflow/python/platform/app.py", line 48, in run',
          "    _sys.exit(main(_sys.argv[:1] + flags_passthrough))",
          '  File "/home/minjoong/tf1_2/bin/t2t-trainer", line 79, in main',
          "    schedule=FLAGS.schedule)",
          f'  File "{site}/tensor2tensor/utils/trainer_utils.py", line 242, in run',
          "    run_locally(exp_fn(output_dir))",
          f'  File "{site}/tensor2tensor/utils/trainer_utils.py", line 534, in run_locally',
          "    exp.train()",
          f'  File "{site}/tensorflow/contrib/learn/python/learn/experiment.py", line 275, in '
          "train",
          "    hooks=self._train_monitors + extra_hooks)",
          f'  File "{site}/tensorflow/contrib/learn/python/learn/experiment.py", line 665, in '
          "_call_train",
          "    monitors=hooks)", t=7_060.0)
    c.job(7_062.0, "FAILED", exit_code=1)


# ---- CUDA failures deep into a run -------------------------------------------------------------
def build_launch_failures() -> None:
    # ---- DeepMind Atari DQN on cutorch: cuda runtime error 30 after ~300k steps ----------------
    node = "gtx570-box"
    c = case("b53-cutorch-atari-runtime-error-30-after-300k", "ambiguous", "unknown", [], [node],
             "DeepMind's Atari DQN on cutorch and a GeForce GTX 570: training runs well for about "
             "300,000 steps, then the program crashes with 'cuda runtime error (30) : unknown "
             "error'. A maintainer suspects the driver, overheating or a bad GPU, but nothing in "
             "the bundle says which. The line as posted (the node name ours), ISO time ours; "
             "the step metrics ours.",
             start="2015-07-08T08:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.steps(299_991, 300_000, every=0.5, t0=86_000.0)
    c.log(node, "rank-0", CUTORCH197,
          "luajit: cuda runtime error (30) : unknown error at /tmp/luarocks_cutorch-scm-1-9927/"
          "cutorch/lib/THC/THCStorage.c:113", t=86_005.0)
    c.job(86_006.0, "FAILED", exit_code=1)

    # ---- PyTorch on an RTX 4090: unspecified launch failures, the kernel logs Xid 109 ----------
    node = "rtx4090-box"
    c = case("b53-pytorch-rtx4090-training-xid109-ctx-switch-timeout", "ambiguous", "unknown", [],
             [node],
             "PyTorch training on a new RTX 4090 fails at random between 20 minutes and 20 hours "
             "in ('unspecified launch failure' or CUBLAS_STATUS_EXECUTION_FAILED); dmesg shows "
             "Xid 109, CTX SWITCH TIMEOUT, for the python process. gpu-burn passes, and the "
             "poster later stops seeing it after disabling pinned memory. The kernel line as "
             "posted (the node name ours), ISO time ours; the step metrics and the failed state "
             "ours.",
             start="2023-02-27T08:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.steps(1, 40, every=60.0)
    c.log(node, "kernel", PYTORCH74235,
          "NVRM: Xid (PCI:0000:01:00): 109, pid=4124, name=python, Ch 00000028, errorString CTX "
          "SWITCH TIMEOUT, Info 0x2c014", t=2401.0)
    c.job(2405.0, "FAILED", exit_code=1)

    # ---- TensorFlow on a GTX 1080 Ti after a driver upgrade: CUDA_ERROR_LAUNCH_FAILED ----------
    node = "gtx1080ti-box"
    c = case("b53-tf-1080ti-launch-failed-after-driver-upgrade", "ambiguous", "unknown", [],
             [node],
             "A custom TensorFlow 1.13 model (built from source, CUDA 10, driver 418.43) on a GTX "
             "1080 Ti that had trained for months on the older stack now crashes during "
             "training: the stream executor cannot wait a stream on an event, "
             "CUDA_ERROR_LAUNCH_FAILED. Nothing says why. The line as posted (the lines the "
             "report cut short left out; the node name ours), ISO time ours from its own "
             "stamp; the step metrics ours.",
             start="2019-03-19T23:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.steps(1, 30, every=60.0)
    c.own(node, "rank-0", TF25866, "2019-03-19 23:31:22.049885",
          "2019-03-19 23:31:22.049885: E tensorflow/stream_executor/cuda/cuda_driver.cc:1000] "
          "could not wait stream on event: CUDA_ERROR_LAUNCH_FAILED: unspecified launch failure")
    c.job(1890.0, "FAILED", exit_code=134)

    # ---- Kaldi nnet3 TDNN: unspecified launch failure in the last iteration --------------------
    node = "kaldi-gpu-host"
    c = case("b53-kaldi-tdnn-last-iter-unspecified-launch-failure", "ambiguous", "unknown", [],
             [node],
             "Kaldi nnet3 TDNN training fails in the last iteration of the last epoch: "
             "nnet3-train's cudaMemcpy returns cudaError_t 4, 'unspecified launch failure', "
             "with Kaldi's stack trace. The cause is not shown. Lines as posted (the node name "
             "ours), ISO times ours.",
             start="2018-08-23T06:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.steps(1, 30, every=120.0)
    c.log(node, "rank-0", KALDI2636,
          "ERROR (nnet3-train[5.4]:CopyToVec():cu-vector.cc:899) cudaError_t 4 : \"unspecified "
          "launch failure\" returned from 'cudaMemcpy(dst->Data(), this->data_, sizeof(Real) * "
          "dim_, cudaMemcpyDeviceToHost)'",
          "[ Stack-Trace: ]",
          "kaldi::MessageLogger::HandleMessage(kaldi::LogMessageEnvelope const&, char const*)",
          "kaldi::MessageLogger::~MessageLogger()",
          "void kaldi::CuVectorBase<float>::CopyToVec<float>(kaldi::VectorBase<float>*) const",
          "kaldi::Vector<float>::Vector<float>(kaldi::CuVectorBase<float> const&)",
          "float kaldi::TraceMatMat<float>(kaldi::CuMatrixBase<float> const&, "
          "kaldi::CuMatrixBase<float> const&, kaldi::MatrixTransposeType)",
          "kaldi::nnet3::OnlineNaturalGradient::PreconditionDirections(kaldi::CuMatrixBase<float>*"
          ", float*)", t=3601.0)
    c.job(3605.0, "FAILED", exit_code=1)

    # ---- 3DGRUT training: CUDA unknown error at 19%, c10::Error terminate ----------------------
    node = "edwu-workstation"
    c = case("b53-3dgrut-training-cuda-unknown-error-at-19pct", "ambiguous", "unknown", [],
             [node],
             "3DGRUT training reaches 19% (step 5700, loss 0.028, 21 minutes in) and the process "
             "terminates on a c10::Error, 'CUDA error: unknown error', raised from the CUDA "
             "check. No cause is shown. Lines as posted (the frame the report cut short left "
             "out; the node name ours), ISO times ours.",
             start="2026-02-13T10:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.steps(1, 57, every=22.2)
    c.log(node, "rank-0", GRUT191,
          "Set the environment variable HYDRA_FULL_ERROR=1 for a complete stack trace.",
          "Training ━━━━━━━╸━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━  19% step: 5700 loss: 0.028 :: "
          "🚗💨 Speed: 0.18it/s :: 🕒 Elapsed: 0:21:08terminate called after throwing an instance "
          "of 'c10::Error'",
          "  what():  CUDA error: unknown error",
          "CUDA kernel errors might be asynchronously reported at some other API call, so the "
          "stacktrace below might be incorrect.",
          "For debugging consider passing CUDA_LAUNCH_BLOCKING=1.",
          "Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.",
          "Exception raised from c10_cuda_check_implementation at /opt/conda/conda-bld/"
          "pytorch_1702400440653/work/c10/cuda/CUDAException.cpp:44 (most recent call first):",
          "frame #0: c10::Error::Error(c10::SourceLocation, std::string) + 0x57 "
          "(0x75b35c4f6617 in /home/edwu/miniconda3/envs/3dgrut/lib/python3.11/site-packages/"
          "torch/lib/libc10.so)",
          "frame #1: c10::detail::torchCheckFail(char const*, char const*, unsigned int, "
          "std::string const&) + 0x64 (0x75b35c4b198d in /home/edwu/miniconda3/envs/3dgrut/lib/"
          "python3.11/site-packages/torch/lib/libc10.so)",
          "frame #2: c10::cuda::c10_cuda_check_implementation(int, char const*, char const*, "
          "int, bool) + 0x118 (0x75b35c5b3128 in /home/edwu/miniconda3/envs/3dgrut/lib/"
          "python3.11/site-packages/torch/lib/libc10_cuda.so)", t=1268.0)
    c.job(1270.0, "FAILED", exit_code=134)

    # ---- neuraltalk2 on a GPU that also drives the display: unspecified launch failure ---------
    node = "neuraltalk-desktop"
    c = case("b53-neuraltalk2-unspecified-launch-failure-display-gpu", "attributed", "user_code",
             [], [node],
             "neuraltalk2's train.lua on COCO fails at random (after 8,000 or 50,000 iterations) "
             "with THCudaCheck FAIL error=4, 'unspecified launch failure'; the poster finds the "
             "GPU was driving the display as well as computing, which caused it. The machine's "
             "set-up as the job meets it, not a faulty device. The line as posted (the markdown "
             "heading marks and quotes around it left out; the node name ours), ISO time ours; "
             "the step metrics ours.",
             start="2016-08-02T09:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.steps(7_991, 8_000, every=0.4, t0=3_200.0)
    c.log(node, "rank-0", NEURALTALK127,
          "THCudaCheck FAIL file=/tmp/luarocks_cutorch-scm-1-6961/cutorch/lib/THC/generic/"
          "THCStorage.c line=147 error=4 : unspecified launch failure", t=3_204.0)
    c.job(3_205.0, "FAILED", exit_code=1)


# ---- slow, stalled, and the disk under the loader ----------------------------------------------
def build_slow_and_stalled() -> None:
    # ---- PaddleDetection: the reader's image decode hits EIO in epoch 78 -----------------------
    node = "paddle-gpu-container"
    c = case("b53-paddledet-reader-eio-epoch78", "attributed", "storage", [], [node],
             "PaddleDetection 2.4 training in the PaddlePaddle 2.3.1 GPU image, with a config "
             "that had trained before, fails mid-run in epoch 78: the reader cannot decode a "
             "sample, f.read() raising OSError [Errno 5] Input/output error, and the training "
             "thread dies. The disk or filesystem under the data, not shown to be node-local. "
             "Lines as posted (the last frame the report cut short left out; the node name "
             "ours), ISO times ours from their own stamps where they have one (the year from "
             "the report's date).",
             start="2023-02-25T04:50:00+00:00", scheduler="static", ranks_per_node=1)
    c.steps(1, 10, every=60.0)
    c.own(node, "rank-0", PADDLEDET7831, "2023-02-25 05:00:27",
          "[02/25 05:00:27] ppdet.engine INFO: Epoch: [78] [110/578] learning_rate: 0.074239 "
          "loss_vfl: 0.706303 loss_bbox: 0.331251 loss_dfl: 0.353399 loss: 1.375721 eta: 1 day, "
          "10:56:23 batch_cost: 0.5464 data_cost: 0.0004 ips: 51.2463 images/s")
    c.own(node, "rank-0", PADDLEDET7831, "2023-02-25 05:00:33",
          "[02/25 05:00:33] reader WARNING: fail to map sample transform [Decode_17c63a] with "
          "error: [Errno 5] Input/output error and stack:")
    c.log(node, "rank-0", PADDLEDET7831,
          "Traceback (most recent call last):",
          '  File "/work/QinW/0_Train/PaddleDetection-2.4.0/ppdet/data/reader.py", line 54, in '
          "__call__",
          "    data = f(data)",
          '  File "/work/QinW/0_Train/PaddleDetection-2.4.0/ppdet/data/transform/operators.py", '
          "line 105, in __call__",
          "    sample = self.apply(sample, context)",
          '  File "/work/QinW/0_Train/PaddleDetection-2.4.0/ppdet/data/transform/operators.py", '
          "line 123, in apply",
          "    sample['image'] = f.read()",
          "OSError: [Errno 5] Input/output error",
          "Traceback (most recent call last):",
          '  File "tools/train.py", line 177, in <module>',
          "    main()",
          '  File "tools/train.py", line 173, in main',
          "Exception in thread Thread-1:",
          "Traceback (most recent call last):", t=633.1)
    c.job(640.0, "FAILED", exit_code=1)

    # ---- mmdetection cascade model: evaluation finishes and nothing runs after -----------------
    node = "mmdet-gpu-host"
    c = case("b53-mmdet-stalls-after-first-epoch-evaluation", "ambiguous", "hang", [], [node],
             "mmdetection training of a cascade model finishes its first epoch (4500 of 4502 "
             "iterations logged), runs the evaluation over 458 images, and then nothing more "
             "happens: 'the code no longer runs'. No error, no rank shown stopping first. Lines "
             "as posted (the node name ours), ISO times ours from their own stamps where they "
             "have one; the step metrics ours.",
             start="2020-10-19T22:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.job(0.0, "RUNNING")
    c.steps(4_350, 4_500, every=0.88, t0=328.0)
    for stamp, it, eta, time_, l0c, l0b, l1c, l1b, l2c, l2b, loss in (
            ("22:05:28,760", 4350, "1:25:27", "0.878", "0.4002", "0.5765", "0.3215", "0.4856",
             "0.4673", "0.4131", "2.6642"),
            ("22:06:12,688", 4400, "1:24:38", "0.879", "0.4703", "0.5323", "0.3091", "0.4284",
             "0.4456", "0.3651", "2.5508"),
            ("22:06:56,962", 4450, "1:23:57", "0.885", "0.4628", "0.5366", "0.3102", "0.4151",
             "0.3911", "0.3452", "2.4611"),
            ("22:07:41,018", 4500, "1:23:11", "0.881", "0.4717", "0.5756", "0.3644", "0.4828",
             "0.4877", "0.4105", "2.7926")):
        lr = {4350: "0.00353", 4400: "0.00357", 4450: "0.00360", 4500: "0.00364"}[it]
        c.own(node, "rank-0", MMDET3959, f"2020-10-19 {stamp.replace(',', '.')}",
              f"2020-10-19 {stamp} - mmdet - INFO - Epoch [1][{it}/4502]   lr: {lr}, eta: 1 day, "
              f"{eta}, time: {time_}, data_time: 0.006, memory: 6930, s0.loss_cls: {l0c}, "
              f"s0.loss_bbox: {l0b}, sr0.loss_cls: {l1c}, sr0.loss_bbox: {l1b}, sr1.loss_cls: "
              f"{l2c}, sr1.loss_bbox: {l2b}, loss: {loss}")
    c.log(node, "rank-0", MMDET3959,
          "[>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>] 458/458, 0.5 task/s, elapsed: "
          "952s, ETA:     0s15", t=1413.0)

    # ---- RETURNN PyTorch DDP on four GPUs: some epochs run at a third of the speed -------------
    node = "returnn-4gpu"
    c = case("b53-returnn-ddp-some-epochs-slow-all-ranks", "no_failure", "unknown", [], [node],
             "RETURNN PyTorch distributed training on four GPUs of one node: some epochs run "
             "several times slower than others, each rank's seconds per step roughly constant "
             "within a mode and all four ranks slow together (epoch 29 shown). Training goes on. "
             "Lines as posted (each rank's lines filed under its own stream; the node name "
             "ours), ISO times ours; the step metrics and the running state ours.",
             start="2024-01-02T10:00:00+00:00", scheduler="static", ranks_per_node=4)
    c.job(0.0, "RUNNING")
    c.log(node, "rank-0", RETURNN1485,
          "start epoch 29 global train step 49983 with effective learning rate 0.0005048416 ...",
          t=1.0)
    for gpu, alloc in ((0, "2.6GB"), (3, "2.3GB"), (2, "2.3GB"), (1, "2.3GB")):
        reserved = "8.0GB" if gpu == 3 else "7.9GB"
        c.log(node, f"rank-{gpu}", RETURNN1485,
              f"Memory usage (cuda:{gpu}): alloc cur {alloc} alloc peak {alloc} reserved cur "
              f"{reserved} reserved peak {reserved}", t=1.5)
    for step, rows3 in (
            (0, ((0, "5.274", "6.704", "0.844", "6.5GB", "1.209"),
                 (3, "5.327", "6.773", "0.853", "6.2GB", "0.917"),
                 (2, "5.034", "6.311", "0.835", "6.1GB", "1.396"),
                 (1, "5.506", "6.769", "0.835", "6.0GB", "2.771"))),
            (1, ((2, "5.511", "6.852", "0.848", "6.1GB", "2.100"),
                 (3, "5.264", "6.642", "0.874", "6.2GB", "2.155"),
                 (0, "5.476", "6.839", "0.836", "6.5GB", "2.238"),
                 (1, "5.396", "6.655", "0.832", "6.2GB", "3.249")))):
        for gpu, ce, ctc, fer, mem, sec in rows3:
            c.log(node, f"rank-{gpu}", RETURNN1485,
                  f"ep 29 train, step {step}, ce {ce}, ctc_17 {ctc}, fer {fer}, "
                  f"mem_usage:cuda:{gpu} {mem}, {sec} sec/step", t=4.0 + 3.5 * step)
    c.steps(0, 30, every=3.3, t0=4.0)


# ---- writing -----------------------------------------------------------------------------------
def main() -> None:
    build()
    remove_stale(ROOT, "b53-", CASES)
    write_split(CASES, SPLIT, ROOT)


if __name__ == "__main__":
    main()
