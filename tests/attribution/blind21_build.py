"""Build the twenty-first blind corpus (tests/attribution/blind21/): hardware and system failures.

    python tests/attribution/blind21_build.py

A held-out proxy for issue 43's question ("stacks and failures described nowhere"), aimed at
hardware and system failures during multi-GPU or multi-node training as users report them: GPU
ECC errors and lost GPUs, NVLink and fabric-manager trouble, kernel soft lockups, filesystems and
object stores failing under a checkpoint. The reports come from the stored GitHub issue threads,
found with symptom searches ("Xid 79 GPU has fallen off the bus during distributed training",
"uncorrectable ECC error encountered multi-GPU training", "NCCL WARN NET/IB completion error",
"watchdog: BUG: soft lockup", "Input/output error saving checkpoint", "GPU is lost. Reboot the
system", ...), taken in the order the searches returned them, skipping only reports without a
copyable log line, reports not about training, and reports any other corpus or file of the
repository cites. It was assembled by one helper who read neither the engine nor its catalogs;
the labels were written before any engine ran on these bundles, and no report cited here is
cited anywhere else in the repository (test_attribution_heldout.py checks it).

Every log line is copied from the public report given next to it (host names, addresses, ids and
times as posted; a line the report wrapped stays wrapped). Ours is only the assembly, as in
stacks_build.py: which node and stream a line is filed under, an ISO-8601 time in front of every
line (taken from the line's own stamp where it has one), job.json, the scheduler events and the
per-rank step metrics. The labels follow DESIGN's taxonomy and the rules of the realworld, stacks,
frontier and blind READMEs (see blind21/README.md).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from stacks_build import Case, case_maker, remove_stale, write_split  # noqa: E402

ROOT = HERE / "blind21"
SPLIT = "blind21"

# ---- sources (one public report per incident) --------------------------------------------------
LLAMAFACTORY9170 = "https://github.com/hiyouga/LlamaFactory/issues/9170"
TRL4149 = "https://github.com/huggingface/trl/issues/4149"
OWOD81 = "https://github.com/JosephKJ/OWOD/issues/81"
MONAI831 = "https://github.com/Project-MONAI/tutorials/issues/831"
LLAMAFACTORY1355 = "https://github.com/hiyouga/LlamaFactory/issues/1355"
FLEXFLOW261 = "https://github.com/flexflow/flexflow-train/issues/261"
NCCL1562 = "https://github.com/NVIDIA/nccl/issues/1562"
TF20090 = "https://github.com/tensorflow/tensorflow/issues/20090"
NEMOALIGNER502 = "https://github.com/NVIDIA/NeMo-Aligner/issues/502"
T5_280 = "https://github.com/google-research/text-to-text-transfer-transformer/issues/280"
LLMC807 = "https://github.com/karpathy/llm.c/issues/807"
MMDET12069 = "https://github.com/open-mmlab/mmdetection/issues/12069"
NCCL426 = "https://github.com/NVIDIA/nccl/issues/426"
XPUOPS5164 = "https://github.com/intel/torch-xpu-ops/issues/5164"
RETURNN1520 = "https://github.com/rwth-i6/returnn/issues/1520"
DEEPSPEED5482 = "https://github.com/deepspeedai/DeepSpeed/issues/5482"
TACOTRON205 = "https://github.com/NVIDIA/tacotron2/issues/205"
ESPNET144 = "https://github.com/espnet/espnet/pull/144"
MARIAN251 = "https://github.com/marian-nmt/marian/issues/251"
PIPEDREAM28 = "https://github.com/msr-fiddle/pipedream/issues/28"

ECC = "RuntimeError: CUDA error: uncorrectable ECC error encountered"

CASES: list[Case] = []


case = case_maker(CASES, SPLIT)


def build() -> None:
    build_gpu_faults()
    build_kernel_and_fabric()
    build_storage()
    build_device_errors()
    build_fabric_and_host()


# ---- GPU faults --------------------------------------------------------------------------------
def build_gpu_faults() -> None:
    # ---- LLaMA-Factory on eight H200: an uncorrectable ECC error in ZeRO-2 training -----------
    node = "h200x8"
    c = case("b21-llamafactory-h200-zero2-uncorrectable-ecc", "attributed", "gpu_hardware",
             [node], [node],
             "DeepSpeed ZeRO-2 fine-tuning of Qwen3-30B-A3B with LLaMA-Factory on one machine of "
             "eight H200 fails in training with 'CUDA error: uncorrectable ECC error "
             "encountered' (the issue's title); rank 1 reports the failed collective and rank 5 "
             "a traceback out of trainer.train. A GPU's own memory fault on the one node. Lines "
             "as posted (the node name ours; the ECC line as the title gives it), ISO times ours "
             "from rank 1's stamp.",
             start="2025-09-20T21:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.steps(1, 30, every=55.0)
    c.log(node, "rank-5", LLAMAFACTORY9170, ECC, t=1852.0)
    c.own(node, "rank-1", LLAMAFACTORY9170, "2025-09-20 21:30:53.728190",
          "[rank1]:[E920 21:30:53.728190653 ProcessGroupNCCL.cpp:670] Stack trace of the failed "
          "collective not found, potentially because FlightRecorder is disabled. You can enable "
          "it by setting TORCH_NCCL_TRACE_BUFFER_SIZE to a non-zero value.")
    c.log(node, "rank-5", LLAMAFACTORY9170,
          "[rank5]: Traceback (most recent call last):",
          '[rank5]:   File "/data/ai_projects/LLaMA-Factory/src/llamafactory/launcher.py", line '
          "23, in <module>",
          "[rank5]:     launch()",
          '[rank5]:   File "/data/ai_projects/LLaMA-Factory/src/llamafactory/launcher.py", line '
          "19, in launch",
          "[rank5]:     run_exp()",
          '[rank5]:   File "/data/ai_projects/LLaMA-Factory/src/llamafactory/train/tuner.py", '
          "line 110, in run_exp",
          '[rank5]:     _training_function(config={"args": args, "callbacks": callbacks})',
          '[rank5]:   File "/data/ai_projects/LLaMA-Factory/src/llamafactory/train/tuner.py", '
          "line 72, in _training_function",
          "[rank5]:     run_sft(model_args, data_args, training_args, finetuning_args, "
          "generating_args, callbacks)",
          '[rank5]:   File "/data/ai_projects/LLaMA-Factory/src/llamafactory/train/sft/'
          'workflow.py", line 96, in run_sft', t=1854.0)
    c.job(1860.0, "FAILED", exit_code=1)

    # ---- TRL PPO on two A100: the ECC error while the process group is set up -----------------
    node = "a100x2-hpc"
    c = case("b21-trl-ppo-two-a100-ecc-at-setup", "attributed", "gpu_hardware", [node], [node],
             "PPO on Llama-8B with TRL, accelerate and DeepSpeed ZeRO-2 on two 80GB A100 fails "
             "before training: rank 1's traceback runs from PPOConfig into accelerate's "
             "PartialState while the devices are set up, and the error is 'CUDA error: "
             "uncorrectable ECC error encountered' (the issue's title). A GPU's own memory "
             "fault. Lines as posted (the node name ours; the traceback cut where the report's "
             "stored text ends), ISO times ours.",
             start="2025-09-26T09:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.log(node, "rank-1", TRL4149,
          "[rank1]: Traceback (most recent call last):",
          '[rank1]:   File "/home/whan/projects/LMCPO_hpc/train_ppo.py", line 68, in <module>',
          "[rank1]:     training_args = PPOConfig(",
          '[rank1]:   File "<string>", line 163, in __init__',
          '[rank1]:   File "/home/whan/miniconda3/envs/lmc/lib/python3.9/site-packages/'
          'transformers/training_args.py", line 1738, in __post_init__',
          "[rank1]:     self.device",
          '[rank1]:   File "/home/whan/miniconda3/envs/lmc/lib/python3.9/site-packages/'
          'transformers/training_args.py", line 2268, in device',
          "[rank1]:     return self._setup_devices",
          '[rank1]:   File "/home/whan/miniconda3/envs/lmc/lib/python3.9/site-packages/'
          'transformers/training_args.py", line 2195, in _setup_devices',
          "[rank1]:     self.distributed_state = PartialState(**accelerator_state_kwargs)",
          t=14.0)
    c.log(node, "rank-1", TRL4149, "CUDA error: uncorrectable ECC error encountered", t=14.5)
    c.job(20.0, "FAILED", exit_code=1)

    # ---- OWOD (detectron2) on four GPUs: nvidia-smi says a GPU is lost ------------------------
    node = "owod-4gpu"
    c = case("b21-owod-four-gpus-gpu-is-lost", "attributed", "gpu_hardware", [node], [node],
             "Open-world object detection (detectron2 train_net.py, --num-gpus 4) stops with an "
             "error the poster shows as a screenshot; nvidia-smi then reports that GPU "
             "0000:02:00.0 is lost and the system must be rebooted to recover it. The node's own "
             "GPU gone. The nvidia-smi line as posted (the node name and stream ours), ISO times "
             "ours; the step metrics ours.",
             start="2021-12-18T08:00:00+00:00", scheduler="static", ranks_per_node=4)
    c.steps(1, 40, every=15.0)
    c.log(node, "nvidia-smi", OWOD81,
          "Unable to determine the device handle for GPU 0000:02:00.0: GPU is lost. Reboot the "
          "system to recover this GPU", t=640.0)
    c.job(630.0, "FAILED", exit_code=1)

    # ---- llm.c on a DGX H100: four MPI ranks hit an illegal memory access ---------------------
    node = "dgx05"
    c = case("b21-llmc-dgx-h100-four-ranks-illegal-memory-access", "attributed", "user_code", [],
             [node],
             "llm.c's train_gpt2cu runs with one and two MPI ranks on a DGX H100 (and with four "
             "on a server of four L40s), but 'mpirun -np 4' on the DGX stops with an illegal "
             "memory access at train_gpt2.cu:961. A fault in the program's own kernels as the "
             "bundle shows it. Lines as posted (host from the prompt), ISO times ours.",
             start="2025-04-17T10:00:00+00:00", scheduler="mpi", ranks_per_node=4)
    c.log(node, "launcher", LLMC807, "(base) webel@dgx05:~/new-llm.c$ mpirun -np 4 ./train_gpt2cu",
          t=0.0)
    c.log(node, "rank-0", LLMC807,
          "[CUDA ERROR] at file train_gpt2.cu:961: an illegal memory access was encountered",
          t=25.0)
    c.job(27.0, "FAILED", exit_code=1)


# ---- kernel lockups and the NVLink fabric ------------------------------------------------------
def build_kernel_and_fabric() -> None:
    # ---- MONAI pathology tutorial: output stops in the second epoch; soft lockups on kill -----
    node = "monai-dgx"
    c = case("b21-monai-second-epoch-hang-soft-lockup", "ambiguous", "hang", [], [node],
             "The MONAI pathology tutorial in the MONAI container runs its first epoch and "
             "validation on several GPUs, then its output stops in the second epoch for hours "
             "with no error; killing it prints soft lockups in a CUDA event-handler thread and "
             "the machine must be rebooted. No rank is shown stopping first. The kernel line as "
             "posted (the node name ours), ISO times ours; the step metrics ours.",
             start="2022-07-27T09:00:00+00:00", scheduler="static", ranks_per_node=4)
    c.steps(1, 20, every=12.0)
    c.log(node, "kernel", MONAI831,
          "kernel:[ 5508.496754] watchdog: BUG: soft lockup - CPU#72 stuck for 23s! "
          "[cuda-EvtHandlr:4856]", t=5400.0)
    c.job(5500.0, "CANCELLED", exit_code=137)

    # ---- LLaMA-Factory pre-training on four GPUs: soft lockups while the model is saved -------
    node = "baichuan-4gpu"
    c = case("b21-llamafactory-pretrain-save-soft-lockups", "no_failure", "unknown", [], [node],
             "Full-parameter pre-training of Baichuan2-7B with DeepSpeed ZeRO-3 on four GPUs: "
             "after training, saving the model takes 20 to 30 minutes, during which the kernel "
             "keeps printing soft lockups (on other users' terminals too). The poster reports "
             "the slow save, not a failed run. The line as posted (the node name ours), ISO "
             "times ours; the step metrics and COMPLETED state ours.",
             start="2023-11-02T08:00:00+00:00", scheduler="static", ranks_per_node=4)
    c.steps(1, 40, every=30.0)
    c.log(node, "kernel", LLAMAFACTORY1355, "watchdog: BUG: soft lockup - CPU#98 stuck for 22s!",
          t=1300.0)
    c.job(2800.0, "COMPLETED", exit_code=0)

    # ---- FlexFlow InceptionV3 on two GPUs: a soft lockup once training has finished -----------
    node = "flexflow-host"
    c = case("b21-flexflow-two-gpus-soft-lockup-after-training", "no_failure", "unknown", [],
             [node],
             "FlexFlow's C++ InceptionV3 example on two GPUs (-ll:gpu 2, ten epochs) finishes "
             "training, and then the kernel reports a soft lockup in the example's process. "
             "The run itself completed. The line as posted (the node name ours), ISO times "
             "ours; the step metrics and COMPLETED state ours.",
             start="2022-03-07T10:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.steps(1, 10, every=60.0)
    c.job(560.0, "COMPLETED", exit_code=0)
    c.log(node, "kernel", FLEXFLOW261,
          "kernel:[256610.941256] watchdog: BUG: soft lockup - CPU#29 stuck for 22s! "
          "[inception:274704]", t=580.0)

    # ---- TensorFlow with NCCL on an H200 node whose fabric manager failed: a segfault ---------
    node = "gpu46"
    c = case("b21-nccl-h200-tensorflow-segfault-in-ncclgroupend", "ambiguous", "unknown", [],
             [node],
             "On a cluster of eight-H200 NVLink-4 nodes whose fabric manager failed three times "
             "in a month, a TensorFlow job with the NCCL backend dies with a segmentation fault "
             "whose backtrace runs through ncclGroupEnd. The bundle shows only the segfault, "
             "not the fabric manager. Lines as posted (the node is the one the report names for "
             "its other symptoms), ISO times ours.",
             start="2025-01-03T06:00:00+00:00", scheduler="slurm", ranks_per_node=8)
    c.steps(1, 10, every=30.0)
    c.log(node, "rank-0", NCCL1562,
          "==== backtrace (tid:  57187) ====",
          " 0 0x0000000000042520 __sigaction()  ???:0",
          " 1 0x000000000007e6d1 ncclGroupEnd()  ???:0",
          " 2 0x0000000000094b43 pthread_condattr_setpshared()  ???:0",
          " 3 0x0000000000125bb4 clone()  ???:0",
          "=================================",
          "Fatal Python error: Segmentation fault", t=301.0)
    c.job(305.0, "FAILED", exit_code=139)


# ---- filesystems and object stores -------------------------------------------------------------
def build_storage() -> None:
    # ---- TensorFlowOnSpark on Databricks: writing the checkpoint to DBFS fails -----------------
    node = "databricks-executor"
    c = case("b21-tfos-dbfs-checkpoint-input-output-error", "attributed", "storage", [], [node],
             "TensorFlowOnSpark training on Databricks logs steps 76 to 83, then the coordinator "
             "reports an Input/output error on the temporary checkpoint file under /dbfs (the "
             "shared Databricks filesystem, not a node's own disk). Lines as posted (the node "
             "name ours), ISO times from their own stamps.",
             start="2018-06-12T14:50:00+00:00", scheduler="static", ranks_per_node=1)
    for when, text in (
            ("2018-06-12 14:59:35.636", "2018-06-12 14:59:35,636 INFO (MainThread-2183) global "
             "step 76: loss = 1.3862 (6.978 sec/step)"),
            ("2018-06-12 14:59:43.038", "2018-06-12 14:59:43,038 INFO (MainThread-2183) global "
             "step 77: loss = 3.2210 (7.398 sec/step)"),
            ("2018-06-12 14:59:50.353", "2018-06-12 14:59:50,353 INFO (MainThread-2183) global "
             "step 78: loss = 1.3114 (7.311 sec/step)"),
            ("2018-06-12 14:59:57.775", "2018-06-12 14:59:57,775 INFO (MainThread-2183) global "
             "step 79: loss = 1.3847 (7.417 sec/step)"),
            ("2018-06-12 15:00:05.181", "2018-06-12 15:00:05,181 INFO (MainThread-2183) global "
             "step 80: loss = 1.3856 (7.402 sec/step)"),
            ("2018-06-12 15:00:12.513", "2018-06-12 15:00:12,513 INFO (MainThread-2183) global "
             "step 81: loss = 1.2985 (7.327 sec/step)"),
            ("2018-06-12 15:00:20.160", "2018-06-12 15:00:20,160 INFO (MainThread-2183) global "
             "step 82: loss = 1.2625 (7.643 sec/step)"),
            ("2018-06-12 15:00:27.564", "2018-06-12 15:00:27,564 INFO (MainThread-2183) global "
             "step 83: loss = 1.2674 (7.400 sec/step)"),
            ("2018-06-12 15:00:32.553", "2018-06-12 15:00:32,553 INFO (Thread-4-2183) Error "
             "reported to Coordinator: /dbfs/FileStore/tables/TFOS/trainData/checkpoint."
             "tmpb97208e81436466b80430829067e21d8; Input/output error")):
        c.own(node, "executor", TF20090, when, text)
    c.log(node, "executor", TF20090, "Traceback (most recent call last):", t=633.0)
    c.steps(1, 83, every=7.4, t0=21.0)
    c.job(640.0, "FAILED", exit_code=1)

    # ---- NeMo-Aligner SFT: the last checkpoint cannot be written (EIO) ------------------------
    node = "nemo-sft-node"
    c = case("b21-nemo-aligner-sft-save-input-output-error", "attributed", "storage", [], [node],
             "Supervised fine-tuning with NeMo-Aligner's train_gpt_sft.py fails while saving the "
             "last checkpoint: Lightning's save_checkpoint ends in OSError: [Errno 5] "
             "Input/output error. The filesystem under the checkpoint failed. Lines as posted "
             "(the node name ours), ISO times ours.",
             start="2025-02-07T03:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.steps(1, 50, every=20.0)
    c.log(node, "rank-0", NEMOALIGNER502,
          "OSError: [Errno 5] Input/output error",
          "The above exception was the direct cause of the following exception:",
          "Traceback (most recent call last):",
          '  File "/opt/NeMo-Aligner/examples/nlp/gpt/train_gpt_sft.py", line 173, in main',
          "    sft_trainer.fit()",
          '  File "/opt/NeMo-Aligner/nemo_aligner/algorithms/supervised.py", line 249, in fit',
          "    self.save(metrics, is_train_end=is_train_end)",
          '  File "/opt/NeMo-Aligner/nemo_aligner/algorithms/supervised.py", line 269, in save',
          "    self.ckpt_callback.custom_save(monitor_candidates=monitor_candidates, "
          "is_train_end=is_train_end)",
          '  File "/opt/NeMo-Aligner/nemo_aligner/utils/utils.py", line 73, in '
          "custom_save_ckpt_func",
          "    super(NeMoModelCheckpoint, self)._save_last_checkpoint(trainer, "
          "monitor_candidates)",
          '  File "/usr/local/lib/python3.12/dist-packages/lightning/pytorch/callbacks/'
          'model_checkpoint.py", line 696, in _save_last_checkpoint',
          "    self._save_checkpoint(trainer, filepath)", t=1001.0)
    c.job(1010.0, "FAILED", exit_code=1)

    # ---- T5 on a TPU v3-512: the checkpoint upload to GCS fails with HTTP 503 ------------------
    node = "tpu-v3-512-worker-1"
    c = case("b21-t5-tpu-v3-512-checkpoint-upload-503", "attributed", "storage", [], [node],
             "Training T5 (Large and 11B) with Mesh TensorFlow on a TPU v3-512 crashes while "
             "saving a checkpoint: worker task 1 fails all 10 retries of resuming the upload to "
             "a gs:// bucket with HTTP 503 in the SaveV2 node, and TensorFlow's session wrapper "
             "says the error may be a preemption or a gRPC failure. The object store failed "
             "the write. Lines as posted (wrapped as posted; the node name ours), ISO times "
             "ours.",
             start="2020-06-26T05:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.steps(1, 60, every=30.0)
    c.log(node, "worker", T5_280,
          "INFO:tensorflow:An error was raised. This may be due to a preemption in a connected "
          "worker or parameter server. The current session will be closed and a new session "
          "will be created. This error may also",
          "occur due to a gRPC failure caused by high memory or network bandwidth usage in the "
          "parameter servers. If this error occurs repeatedly, try increasing the number of "
          "parameter servers assigned to the job",
          ". Error: From /job:worker/replica:0/task:1:",
          "All 10 retry attempts failed. The last failure: Unavailable: Error executing an HTTP "
          "request: HTTP response code 503",
          "         when resuming upload gs://prot-transformers-eu/t5/models/uniref100/large/"
          "model.ckpt-60_temp_838179b3efeb4ecb90a79af73c170014/",
          "         [[node save/SaveV2_1 (defined at /site-packages/mesh_tensorflow/transformer/"
          "utils.py:720) ]]", t=1801.0)
    c.job(1900.0, "FAILED", exit_code=1)


# ---- CUDA and device errors --------------------------------------------------------------------
def build_device_errors() -> None:
    # ---- RETURNN on four GTX 1080 Ti: a CUDA unknown error ------------------------------------
    node = "cn-229"
    c = case("b21-returnn-four-gpus-cuda-unknown-error", "ambiguous", "unknown", [], [node],
             "RETURNN's PyTorch distributed training on four GTX 1080 Ti of host cn-229 starts "
             "its four ranks and later ends in 'RuntimeError: CUDA error: unknown error' (the "
             "issue's title; the reporter thinks it likely a hardware issue). The bundle names "
             "no GPU fault. Lines as posted (a line the report wrapped stays wrapped), ISO times "
             "from the start-up stamp, the rest ours.",
             start="2024-05-26T15:40:48+00:00", scheduler="slurm", ranks_per_node=4)
    c.log(node, "rank-3", RETURNN1520,
          "RETURNN starting up, version 1.20240522.175941+git.36de1fe4, date/time "
          "2024-05-26-15-40-48 (UTC+0000), pid 116430, cwd /work/asr4/zeyer/setups-data/combined/"
          "2021-05-31/",
          "work/i6_core/returnn/training/ReturnnTrainingJob.Hh9Pv7JpsMlW/work, Python "
          "/work/tools/users/zeyer/py-envs/py3.11-torch2.1/bin/python3.11",
          "Torch: Hostname cn-229, pid 116430, using GPU 3.", t=0.0)
    c.log(node, "rank-2", RETURNN1520, "Torch: Hostname cn-229, pid 116429, using GPU 2.",
          "Start running torch distributed training on local rank 2.",
          "Using gpu device 2: NVIDIA GeForce GTX 1080 Ti", t=1.0)
    c.log(node, "rank-0", RETURNN1520, "Torch: Hostname cn-229, pid 116427, using GPU 0.",
          "Start running torch distributed training on local rank 0.",
          "Using gpu device 0: NVIDIA GeForce GTX 1080 Ti", t=1.0)
    c.log(node, "rank-1", RETURNN1520, "Torch: Hostname cn-229, pid 116428, using GPU 1.",
          "Start running torch distributed training on local rank 1.",
          "Using gpu device 1: NVIDIA GeForce GTX 1080 Ti", t=1.0)
    c.steps(1, 60, every=60.0, t0=30.0)
    c.log(node, "rank-2", RETURNN1520, "RuntimeError: CUDA error: unknown error", t=3600.0)
    c.job(3610.0, "FAILED", exit_code=1)

    # ---- DeepSpeed fine-tuning on eight A100: CUDA unknown error, then a GPU unreachable -------
    node = "a100x8-gllava"
    c = case("b21-deepspeed-eight-a100-gpu-handle-unknown-error", "attributed", "gpu_hardware",
             [node], [node],
             "Second-stage fine-tuning of G-LLaVA with DeepSpeed on eight A100 fails several "
             "times with 'CUDA error: unknown error' (the issue's title); afterwards nvidia-smi "
             "cannot get a handle for GPU 0000:4F:00.0 until the machine is power-cycled. The "
             "node's own GPU gone. Lines as posted (the node name and streams ours), ISO times "
             "ours; the step metrics ours.",
             start="2024-04-30T02:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.steps(1, 30, every=40.0)
    c.log(node, "rank-0", DEEPSPEED5482, "CUDA error: unknown error", t=1190.0)
    c.job(1200.0, "FAILED", exit_code=1)
    c.log(node, "nvidia-smi", DEEPSPEED5482,
          "Unable to determine the device handle for GPU 0000:4F:00.0: Unknown Error", t=1300.0)

    # ---- Tacotron2 distributed: the first broadcast hits a CUDA unknown error -----------------
    node = "tacotron-multigpu"
    c = case("b21-tacotron2-first-broadcast-cuda-unknown-error", "ambiguous", "unknown", [],
             [node],
             "NVIDIA's Tacotron2 trained on several GPUs of one machine fails before training: "
             "broadcasting the parameters from rank 0 raises 'CUDA error: unknown error' in a "
             "CUDA event (one GPU works). Nothing says which GPU or why. Lines as posted (the "
             "node name ours), ISO times ours.",
             start="2019-05-21T08:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.log(node, "rank-1", TACOTRON205,
          "Traceback (most recent call last):",
          '  File "train.py", line 292, in <module>',
          "    args.warm_start, args.n_gpus, args.rank, args.group_name, hparams)",
          '  File "train.py", line 179, in train',
          "    model = apply_gradient_allreduce(model)",
          '  File "/home/chengt1/workspace/tacotron2/distributed.py", line 135, in '
          "apply_gradient_allreduce",
          "    dist.broadcast(p, 0)",
          '  File "/home/chengt1/anaconda3/lib/python3.6/site-packages/torch/distributed/'
          'distributed_c10d.py", line 737, in broadcast',
          "    work = _default_pg.broadcast([tensor], opts)",
          "RuntimeError: CUDA error: unknown error (record at /opt/conda/conda-bld/"
          "pytorch_1544174967633/work/aten/src/ATen/cuda/CUDAEvent.h:87)", t=20.0)
    c.job(22.0, "FAILED", exit_code=1)

    # ---- ESPnet on two GPUs: THCudaCheck error 30 (unknown error) at model.cuda() -------------
    node = "clsp-a08"
    c = case("b21-espnet-two-gpus-thcudacheck-unknown-error", "ambiguous", "unknown", [], [node],
             "ESPnet's multi-GPU PyTorch branch, LibriSpeech on two GPUs of the CLSP grid: "
             "moving the model to the GPU fails with THCudaCheck error 30 (unknown error) "
             "before training. Nothing shows a cause. Lines as posted (the node name ours), ISO "
             "times ours.",
             start="2018-04-30T12:00:00+00:00", scheduler="sge", ranks_per_node=2)
    c.log(node, "rank-0", ESPNET144,
          "THCudaCheck FAIL file=/pytorch/torch/lib/THC/THCGeneral.c line=70 error=30 : "
          "unknown error",
          "Traceback (most recent call last):",
          '  File "/export/a08/shinji/201707e2e/espnet_dev2/egs/librispeech/asr1/../../../src/'
          'bin/asr_train.py", line 196, in <module>',
          "    main()",
          '  File "/export/a08/shinji/201707e2e/espnet_dev2/egs/librispeech/asr1/../../../src/'
          'bin/asr_train.py", line 190, in main',
          "    train(args)",
          '  File "/export/a08/shinji/201707e2e/espnet_dev2/src/asr/asr_pytorch.py", line 189, '
          "in train",
          "    model.cuda()", t=45.0)
    c.job(47.0, "FAILED", exit_code=1)

    # ---- Marian NMT: training stops responding; nvidia-smi says the GPU is lost ---------------
    node = "DLSY"
    c = case("b21-marian-no-response-gpu-is-lost", "attributed", "gpu_hardware", [node], [node],
             "Marian NMT training stops responding; nvidia-smi on the machine then reports GPU "
             "0000:03:00.0 lost and asks for a reboot (the poster later found that regenerating "
             "the training data with a smaller vocabulary avoided it). The bundle shows the "
             "node's GPU gone. Lines as posted (host from the prompt), ISO times ours; the step "
             "metrics ours.",
             start="2019-02-27T06:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.steps(1, 20, every=30.0)
    c.log(node, "nvidia-smi", MARIAN251, "nvidia-smi",
          "Unable to determine the device handle for GPU 0000:03:00.0: GPU is lost.  Reboot the "
          "system to recover this GPU", t=1500.0)
    c.job(1600.0, "CANCELLED", exit_code=137)

    # ---- Intel Arc Pro B60: the device is lost and both GPUs' engines reset in backward -------
    node = "b60x8"
    c = case("b21-xpu-ddp-device-lost-engine-reset", "ambiguous", "unknown", [], [node],
             "A two-rank DistributedDataParallel job on an eight-GPU Intel Arc Pro B60 machine "
             "dies in the first one or two iterations inside backward with "
             "UR_RESULT_ERROR_DEVICE_LOST while the kernel resets the compute engine on both "
             "GPUs the job uses; a minimal script reproduces it. Nothing shows a faulty device "
             "rather than the runtime. Lines as posted (the node name ours), ISO times ours.",
             start="2026-09-01T07:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.log(node, "launcher", XPUOPS5164,
          "ZE_AFFINITY_MASK=0,1 torchrun --nproc_per_node=2 min_repro.py", t=0.0)
    c.steps(1, 1, every=5.0, t0=8.0)
    c.log(node, "kernel", XPUOPS5164,
          "xe 0000:2c:00.0: [drm] GT0: Engine reset: engine_class=ccs, logical_mask: 0x1, "
          "guc_id=3",
          "xe 0000:17:00.0: [drm] GT0: Engine reset: engine_class=ccs, logical_mask: 0x1, "
          "guc_id=4",
          "xe 0000:17:00.0: [drm] Xe device coredump has been created", t=12.0)
    c.log(node, "rank-0", XPUOPS5164,
          "RuntimeError: level_zero backend failed with error: 20 (UR_RESULT_ERROR_DEVICE_LOST)",
          t=12.5)
    c.job(14.0, "FAILED", exit_code=1)


# ---- the fabric, disk quotas and host shared memory --------------------------------------------
def build_fabric_and_host() -> None:
    # ---- a RoCE worker: completion error 12 with no peer named ---------------------------------
    node = "worker-1"
    c = case("b21-nccl-roce-worker-completion-error-12", "ambiguous", "network", [], [node],
             "Distributed training over RoCE: a worker's NCCL reports a completion with error "
             "12 (a transport timeout) and vendor error 129, naming no peer; the poster later "
             "fixed it by setting NCCL_IB_GID_INDEX=3. Nothing shows which side or link is at "
             "fault. The line as posted (the host prefix as cut in the report), ISO times ours.",
             start="2020-12-03T03:00:00+00:00", scheduler="kubernetes", ranks_per_node=1)
    c.log(node, "rank-1", NCCL426,
          "-worker-1:946:988 [0] transport/net_ib.cc:839 NCCL WARN NET/IB : Got completion with "
          "error 12, opcode 1, len 0, vendor err 129", t=40.0)
    c.job(60.0, "FAILED", exit_code=1)

    # ---- MMDetection YOLOv3: saving the epoch-14 checkpoint exceeds the disk quota ------------
    node = "mmdet-gpu"
    c = case("b21-mmdet-yolov3-checkpoint-disk-quota-exceeded", "attributed", "storage", [],
             [node],
             "MMDetection YOLOv3 (8xb8 config) trains 14 epochs and then fails saving the "
             "checkpoint with 'OSError: [Errno 122] Disk quota exceeded' (the issue's title), "
             "though the directory still has space. A filesystem limit, not a node's disk "
             "failing. Lines as posted (the node name ours; the OSError as the title gives it), "
             "ISO times from their own stamps (the year from the post).",
             start="2024-12-08T23:39:48+00:00", scheduler="static",
             ranks_per_node=1)
    c.steps(1, 14, every=1815.0, t0=1815.0)
    for text in ("12/09 06:49:23 - mmengine - INFO - Exp name: "
                 "yolov3_d53_8xb8-ms-608-273e_coco_20241208_233948",
                 "12/09 06:49:23 - mmengine - INFO - Saving checkpoint at 14 epochs"):
        c.own(node, "rank-0", MMDET12069, "2024-12-09 06:49:23", text)
    c.log(node, "rank-0", MMDET12069,
          "Traceback (most recent call last):",
          '  File "tools/train.py", line 122, in <module>',
          "    main()",
          '  File "tools/train.py", line 118, in main',
          "    runner.train()",
          '  File "/mnt/wzh/miniconda3/envs/openmmlab/lib/python3.8/site-packages/mmengine/'
          'runner/runner.py", line 1777, in train',
          "    model = self.train_loop.run()  # type: ignore",
          '  File "/mnt/wzh/miniconda3/envs/openmmlab/lib/python3.8/site-packages/mmengine/'
          'runner/loops.py", line 98, in run',
          "    self.run_epoch()",
          '  File "/mnt/wzh/miniconda3/envs/openmmlab/lib/python3.8/site-packages/mmengine/'
          'runner/loops.py", line 117, in run_epoch',
          "    self.runner.call_hook('after_train_epoch')",
          '  File "/mnt/wzh/miniconda3/envs/openmmlab/lib/python3.8/site-packages/mmengine/'
          'hooks/checkpoint_hook.py", line 345, in after_train_epoch',
          "    self._save_checkpoint(runner)",
          "OSError: [Errno 122] Disk quota exceeded", t=25776.0)
    c.job(25780.0, "FAILED", exit_code=1)

    # ---- PipeDream: DataLoader workers die of a bus error (shared memory) in epoch 1 ----------
    node = "pipedream-host"
    c = case("b21-pipedream-dataloader-bus-error-shm", "attributed", "user_code", [], [node],
             "PipeDream pipeline-parallel training finishes epoch 0 (6843 s) and, as epoch 1 "
             "begins, DataLoader workers die of a bus error that PyTorch attributes to "
             "insufficient shared memory (/dev/shm), killing the run. The job's environment "
             "(its shared-memory size), not a machine fault. Lines as posted (the node name "
             "ours), ISO times from the epoch stamps.",
             start="2019-12-23T01:32:22+00:00", scheduler="static", ranks_per_node=4)
    c.steps(1, 60, every=114.0, t0=0.0)
    c.log(node, "rank-0", PIPEDREAM28, "Epoch 0: 6843.771 seconds",
          "Epoch start time: 1577064742.170, epoch end time: 1577071585.941", t=6843.771)
    c.log(node, "rank-0", PIPEDREAM28,
          "ERROR: Unexpected bus error encountered in worker. This might be caused by "
          "insufficient shared memory (shm).",
          "ERROR: Unexpected bus error encountered in worker. This might be caused by "
          "insufficient shared memory (shm).",
          "ERROR: Unexpected bus error encountered in worker. This might be caused by "
          "insufficient shared memory (shm).",
          "Traceback (most recent call last):",
          '  File "/opt/conda/lib/python3.6/site-packages/torch/utils/data/dataloader.py", '
          "line 480, in _try_get_batch",
          "    data = self.data_queue.get(timeout=timeout)",
          '  File "/opt/conda/lib/python3.6/queue.py", line 173, in get',
          "    self.not_empty.wait(remaining)",
          '  File "/opt/conda/lib/python3.6/threading.py", line 299, in wait',
          "    gotit = waiter.acquire(True, timeout)",
          '  File "/opt/conda/lib/python3.6/site-packages/torch/utils/data/_utils/'
          'signal_handling.py", line 63, in handler',
          "    _error_if_any_worker_fails()",
          "RuntimeError: DataLoader worker (pid 325) is killed by signal: Bus error.",
          t=6900.0)
    c.job(6910.0, "FAILED", exit_code=1)


# ---- writing -----------------------------------------------------------------------------------
def main() -> None:
    build()
    remove_stale(ROOT, "b21-", CASES)
    write_split(CASES, SPLIT, ROOT)


if __name__ == "__main__":
    main()
