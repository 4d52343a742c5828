"""Build the fourth blind corpus (tests/attribution/blind4/): incidents taken as they came.

    python tests/attribution/blind4_build.py

A held-out proxy for issue 43's fourth corpus ("stacks and failures not described anywhere"). The
reports were found with searches on project, launcher and setting names ("torchrun multi-node job
exited", "Megatron-LM multi-node", "axolotl deepspeed multi-gpu", "Ray Train multi-node", "LLaMA-
Factory multi-node", "verl multi-node", ...) rather than on failure classes, and taken in the order
they came, skipping only reports without a copyable log line and reports any other corpus cites.
It was assembled by one helper who read neither the engine nor its catalogs; the labels were
written before any engine ran on these bundles, and no report cited here is cited anywhere else in
the repository (test_attribution_heldout.py checks it).

Every log line is copied from the public report given next to it (host names, addresses, ids and
times as posted). Ours is only the assembly, as in stacks_build.py: which node and stream a line
is filed under, an ISO-8601 time in front of every line (taken from the line's own stamp where it
has one), job.json, the scheduler events and the per-rank step metrics. The labels follow DESIGN's
taxonomy and the rules of the realworld, stacks and frontier READMEs (see blind4/README.md).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from stacks_build import Case, case_maker, remove_stale, write_split  # noqa: E402

ROOT = HERE / "blind4"
SPLIT = "blind4"

# ---- sources (one public report per incident) --------------------------------------------------
PYTORCH63174 = "https://github.com/pytorch/pytorch/issues/63174"
AXOLOTL891 = "https://github.com/axolotl-ai-cloud/axolotl/issues/891"
AXOLOTL1041 = "https://github.com/axolotl-ai-cloud/axolotl/issues/1041"
SIMPLERL8 = "https://github.com/hkust-nlp/simpleRL-reason/issues/8"
LLAMAFACTORY665 = "https://github.com/hiyouga/LlamaFactory/issues/665"
MAPANYTHING89 = "https://github.com/facebookresearch/map-anything/issues/89"
MSSWIFT3934 = "https://github.com/modelscope/ms-swift/issues/3934"
LMMR1_46 = "https://github.com/TideDra/lmm-r1/issues/46"
NANOTRON115 = "https://github.com/huggingface/nanotron/issues/115"
QWENVL204 = "https://github.com/QwenLM/Qwen-VL/issues/204"
LLAMAFACTORY5216 = "https://github.com/hiyouga/LlamaFactory/issues/5216"
WESPEAKER171 = "https://github.com/wenet-e2e/wespeaker/issues/171"
TORCHX492 = "https://github.com/meta-pytorch/torchx/pull/492"
PYTORCH60716 = "https://github.com/pytorch/pytorch/issues/60716"
TORCHTUNE2301 = "https://github.com/meta-pytorch/torchtune/pull/2301"
HOROVOD2691 = "https://github.com/horovod/horovod/issues/2691"
GNNFLOW67 = "https://github.com/jasperzhong/GNNFlow/issues/67"
LLMC426 = "https://github.com/karpathy/llm.c/pull/426"
OPTIMUMNEURON638 = "https://github.com/huggingface/optimum-neuron/issues/638"
XTUNER238 = "https://github.com/InternLM/xtuner/issues/238"
PADDLEDET4496 = "https://github.com/PaddlePaddle/PaddleDetection/issues/4496"
MMDET7047 = "https://github.com/open-mmlab/mmdetection/issues/7047"
GPTNEOX965 = "https://github.com/EleutherAI/gpt-neox/issues/965"
LIGHTNING6206 = "https://github.com/Lightning-AI/pytorch-lightning/issues/6206"
KUBEFLOW2124 = "https://github.com/kubeflow/trainer/issues/2124"

SIGTERM = ("WARNING:torch.distributed.elastic.multiprocessing.api:Sending process {} closing "
           "signal SIGTERM")

CASES: list[Case] = []


case = case_maker(CASES, SPLIT)


def build() -> None:
    build_failures()
    build_silences()
    build_completed_runs()


# ---- failures with a cause or an exit in the log -----------------------------------------------
def build_failures() -> None:
    # ---- a 13B run on two nodes: uncorrectable ECC error on one rank: that node ----------------
    c = case("b4-multinode-backward-ecc-uncorrectable", "attributed", "gpu_hardware",
             ["jz-gpu-2"], ["jz-gpu-1", "jz-gpu-2"],
             "A multi-node Megatron-DeepSpeed training run (tr1-13B) crashes: in backward, one "
             "rank raises cudaErrorECCUncorrectable (uncorrectable ECC error encountered) and "
             "terminates on c10::Error. Which node and rank printed it is ours (the reporter asks "
             "for the hostname to be logged precisely because it is not); lines as posted, ISO "
             "time ours.",
             start="2021-08-12T06:00:00+00:00", scheduler="slurm", ranks_per_node=4)
    c.steps(1, 400, every=20.0, stop={"jz-gpu-2": 399})
    c.log("jz-gpu-2", "rank-6", PYTORCH63174,
          "    torch.autograd.backward(tensors=(outputs, ), grad_tensors=(grad_tensors, ))",
          '  File "/gpfswork/rech/six/commun/conda/tr1-13B/lib/python3.8/site-packages/torch/'
          'autograd/__init__.py", line 145, in backward',
          "    Variable._execution_engine.run_backward(",
          "RuntimeError: transform: failed to synchronize: cudaErrorECCUncorrectable: "
          "uncorrectable ECC error encountered",
          "terminate called after throwing an instance of 'c10::Error'",
          "  what():  CUDA error: uncorrectable ECC error encountered",
          "Exception raised from create_event_internal at /opt/conda/conda-bld/pytorch_"
          "1616554793803/work/c10/cuda/CUDACachingAllocator.cpp:733 (most recent call first):",
          t=7990.0)
    c.job(8100.0, "FAILED", exit_code=1)

    # ---- axolotl + DeepSpeed ZeRO on 8 A100: local rank 2 dies with exit code -7: ambiguous ----
    node = "axo-a100x8"
    c = case("b4-axolotl-rank-exitcode-minus7", "ambiguous", "unknown", [], [node],
             "Mistral full fine-tuning with axolotl (accelerate launch, DeepSpeed ZeRO) on eight "
             "A100 of one node: the elastic agent reports local rank 2 failed with exit code -7 "
             "(a signal) and sends SIGTERM to the seven others. Nothing in the bundle says what "
             "signalled the process. The launcher's lines as posted, ISO times ours (the first "
             "from its own stamp).",
             start="2023-11-24T06:23:08+00:00", scheduler="kubernetes", ranks_per_node=8)
    c.own(node, "launcher", AXOLOTL891, "2023-11-24 06:23:08.281",
          "[2023-11-24 06:23:08,281] [INFO] [real_accelerator.py:158:get_accelerator] Setting "
          "ds_accelerator to cuda (auto detect)")
    c.steps(1, 3, every=20.0, t0=30.0)
    c.log(node, "launcher", AXOLOTL891, *(SIGTERM.format(pid) for pid in (92, 93, 95, 96, 97, 98,
                                                                          99)), t=95.0)
    c.log(node, "launcher", AXOLOTL891,
          "ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: -7) local_rank: 2 "
          "(pid: 94) of binary: /root/miniconda3/envs/py3.10/bin/python3", t=96.0)
    c.job(100.0, "FAILED", exit_code=1)

    # ---- axolotl on three machines of two GPUs: one process dies with -7 at startup: ambiguous -
    c = case("b4-axolotl-three-machines-exitcode-minus7", "ambiguous", "unknown", [],
             ["axo-m0", "axo-m1", "host"],
             "Full fine-tuning with axolotl and DeepSpeed ZeRO-2 on three machines of two GPUs "
             "(accelerate launch): right after the store barrier and NCCL setup, the agent on the "
             "machine called 'host' reports its local rank 1 (global rank 5) failed with exit code "
             "-7 and kills rank 4. Nothing says why. Lines as posted (the other two machines' "
             "names ours), ISO times ours.",
             start="2024-01-04T09:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.log("host", "launcher", AXOLOTL1041,
          "Completed store-based barrier for key:store_based_barrier_key:2 with 6 nodes.",
          "host:729:768 [0] NCCL INFO Using network Socket",
          "host:730:767 [1] NCCL INFO Trees [0] 2/-1/-1->5->4 [1] -1/-1/-1->5->4",
          "host:729:768 [0] NCCL INFO Trees [0] 5/-1/-1->4->0 [1] 5/-1/-1->4->1", t=60.0)
    c.log("host", "launcher", AXOLOTL1041,
          SIGTERM.format(729),
          "WARNING:torch.distributed.elastic.multiprocessing.api:Unable to shutdown process 729 "
          "via 15, forcefully exiting via 9",
          "ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: -7) local_rank: 1 "
          "(pid: 730) of binary: /opt/conda/bin/python3", t=75.0)
    c.job(90.0, "FAILED", exit_code=1)

    # ---- simpleRL (OpenRLHF on Ray) PPO: a worker dies with a connection error: ambiguous ------
    node = "ubuntu-gpu"
    c = case("b4-ray-ppo-worker-system-error", "ambiguous", "unknown", [], [node],
             "PPO training with simpleRL-reason (OpenRLHF on Ray) on an eight-GPU machine: the "
             "raylet reports that a worker died or was killed by an unexpected system error (exit "
             "type SYSTEM_ERROR, connection error code 2, End of file) and lists possible causes "
             "without naming one; the driver's traceback follows. Lines as posted, ISO times ours.",
             start="2025-02-10T12:00:00+00:00", scheduler="ray", ranks_per_node=8)
    c.steps(1, 12, every=120.0)
    c.log(node, "driver", SIMPLERL8,
          "(raylet) A worker died or was killed while executing a task by an unexpected system "
          "error. To troubleshoot the problem, check the logs for the dead worker. RayTask ID: "
          "ffffffffffffffffd64cd47551eaad41428b1a6802000000 Worker ID: 2d351643de6ea3af66643b3952c6"
          "f84ad105d265d6241b25db742f1f Node ID: 1cc1783f3910ea44d820adb039cd7b37b4787bb614621e4dd2"
          "a5eb9c Worker IP address: 0.0.0.0 Worker port: 10393 Worker PID: 66408 Worker exit "
          "type: "
          "SYSTEM_ERROR Worker exit detail: Worker unexpectedly exits with a connection error code "
          "2. End of file. There are some potential root causes. (1) The process is killed by "
          "SIGKILL by OOM killer due to high memory usage. (2) ray stop --force is called. (3) The "
          "worker is crashed unexpectedly due to SIGSEGV or other unexpected errors.",
          "Traceback (most recent call last):",
          '  File "/home/ubuntu/ds-utah/simpleRL-reason/train/openrlhf/cli/train_ppo_ray_box.py", '
          'line 395, in <module>',
          "    train(args)", t=1500.0)
    c.job(1510.0, "FAILED", exit_code=1)

    # ---- LLaMA-Factory multi-GPU: local rank 3 exits with -9 (SIGKILL), no reason: ambiguous ---
    node = "llama-etuning"
    c = case("b4-llamafactory-rank-exitcode-minus9", "ambiguous", "unknown", [], [node],
             "Multi-GPU fine-tuning with LLaMA-Efficient-Tuning (torchrun, four ranks): after the "
             "tokenised examples are printed, the elastic agent reports local rank 3 failed with "
             "exit code -9 (SIGKILL). Who killed it is not in the bundle. The stdout lines as "
             "posted, the agent's line as posted in the report's title; ISO times ours.",
             start="2023-08-27T10:00:00+00:00", scheduler="static", ranks_per_node=4)
    c.log(node, "rank-0", LLAMAFACTORY665,
          "stdout:         112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125,",
          "stdout:         126, 127, 128, 129, 130, 131, 132, 133, 134, 135, 136, 137, 138, 139,",
          "stdout:         140, 141, 142, 143, 144, 145, 146, 147, 148, 149, 150, 151, 152, 153,",
          t=40.0)
    c.log(node, "launcher", LLAMAFACTORY665,
          "ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: -9) local_rank: 3 "
          "(pid: 7163) of binary: /root/anaconda3/envs/llama_etuning/bin/python", t=95.0)
    c.job(100.0, "FAILED", exit_code=1)

    # ---- map-anything on two GPUs: Hydra's "Error executing job", no traceback: ambiguous ------
    node = "hpc-gpu"
    c = case("b4-hydra-job-exits-without-traceback", "ambiguous", "unknown", [], [node],
             "MapAnything training on two GPUs of an HPC node stops in epoch 7: after an ordinary "
             "progress line, Hydra logs 'Error executing job with overrides' and the process "
             "exits, with no traceback, no out-of-memory and no crash message (as the reporter "
             "says). Lines as posted, ISO times ours from their own stamps.",
             start="2025-10-31T01:00:00+00:00", scheduler="slurm", ranks_per_node=2)
    c.steps(1, 21013, every=0.7)
    c.own(node, "rank-0", MAPANYTHING89, "2025-10-31 05:07:02.550",
          "[2025-10-31 05:07:02,550][__main__][INFO] - Epoch: [7]  [ 600/2916]  eta: 0:54:53  lr: "
          "0.000072  epoch: 7.2023 (7.1029)  loss: ..... time: 1.3483  data: 0.0002  max mem: "
          "137223")
    c.own(node, "rank-0", MAPANYTHING89, "2025-10-31 05:07:11.062",
          "[2025-10-31 05:07:11,062][__main__][ERROR] - Error executing job with overrides: "
          "['machine=hpc_train', 'dataset=scannetpp_518_many_ar_48ipg_8g', "
          "'dataset.num_workers=12', 'dataset.num_views=4', 'loss=gs_loss', 'model=mapanything', "
          "'model/task=aug_training', 'model.encoder.uses_torch_hub=true', "
          "'model.encoder.gradient_checkpointing=true', "
          "'model.info_sharing.module_args.gradient_checkpointing=false', "
          "'model.pred_head.gradient_checkpointing=true', "
          "'model.pretrained=/nfs/stak/users/jiangmi/hpc-share/foundation_slam/checkpoints/"
          "facebook_map-anything.pth', 'train_params=gs_freeze_encoder', "
          "'train_params.find_unused_parameters=false', 'train_params.use_wandb=true', "
          "'train_params.epochs=100', 'train_params.warmup_epochs=10', "
          "'train_params.keep_freq=200', 'train_params.max_num_of_imgs_per_gpu=48']")
    c.job(14800.0, "FAILED", exit_code=1)

    # ---- LLaMA-Factory on two machines: torchrun is not installed for root: user_code --------
    node = "cyber-sec-003"
    c = case("b4-llamafactory-launcher-not-found", "attributed", "user_code", [],
             [node, "cyber-sec-004"],
             "LLaMA-Factory supervised fine-tuning across two machines (FORCE_TORCHRUN=1, "
             "NNODES=2), "
             "started with sudo: the CLI initialises the distributed tasks and the shell then "
             "cannot find torchrun. The job's own environment, not a machine. Lines as posted "
             "(the second machine's name ours), ISO times ours from their own stamps.",
             start="2024-08-20T19:04:40+00:00", scheduler="static", ranks_per_node=8)
    c.own(node, "launcher", LLAMAFACTORY5216, "2024-08-20 19:04:42.886",
          "[2024-08-20 19:04:42,886] [INFO] [real_accelerator.py:191:get_accelerator] Setting "
          "ds_accelerator to cuda (auto detect)")
    c.own(node, "launcher", LLAMAFACTORY5216, "2024-08-20 19:04:44",
          "08/20/2024 19:04:44 - INFO - llamafactory.cli - Initializing distributed tasks at: "
          "10.188.240.13:2951")
    c.log(node, "launcher", LLAMAFACTORY5216, "/bin/sh: 1: torchrun: not found", t=4.5)
    c.job(5.0, "FAILED", exit_code=127)

    # ---- two wespeaker jobs on one node: the other finished, rendezvous store gone: ambiguous --
    node = "node04.localdomain"
    c = case("b4-rendezvous-store-broken-pipe", "ambiguous", "network", [], [node],
             "Two wespeaker training jobs run on the same compute node; when one finishes, the "
             "remaining job's torchrun agent fails to shut down its c10d rendezvous with "
             "RendezvousConnectionError: Broken pipe on the store. A single report of a closed "
             "connection, no machine at fault. Lines as posted, ISO times ours.",
             start="2023-06-21T08:00:00+00:00", scheduler="slurm", ranks_per_node=2)
    c.steps(1, 500, every=10.0)
    c.log(node, "launcher", WESPEAKER171,
          "WARNING:torch.distributed.elastic.rendezvous.dynamic_rendezvous:The node "
          "'node04.localdomain_3882442_0' has failed to shutdown the rendezvous "
          "'9987b766-350c-48bf-aa45-cfc2da182f33' due to an error of type "
          "RendezvousConnectionError.",
          "Traceback (most recent call last):",
          '  File "/home/tuantruong001/miniconda3/envs/wespeaker/lib/python3.9/site-packages/torch/'
          'distributed/elastic/rendezvous/c10d_rendezvous_backend.py", line 113, in _call_store',
          "    return getattr(self._store, store_op)(*args, **kwargs)",
          "RuntimeError: Broken pipe", t=5005.0)
    c.job(5010.0, "FAILED", exit_code=1)

    # ---- 32 ranks on 16 LSF hosts (ddlrun, Horovod): CUDA out of memory: oom --------------------
    hosts = ["t029", "t035", "t043", "t044", "t049", "t052", "t055", "t058", "t066", "t069",
             "t071", "t073", "t074", "t081", "t088", "t089"]
    c = case("b4-ddlrun-horovod-cuda-oom", "attributed", "oom", [], hosts,
             "Horovod training launched with IBM's ddlrun (mpirun, 32 ranks on 16 LSF hosts, two "
             "GPUs each): ddlrun warns it skips its hardware checks, and the run fails with a "
             "CUDA out-of-memory error. ddlrun's lines as posted; the error line as the reporter "
             "quoted it (which rank printed it is ours); ISO times ours.",
             start="2021-03-05T14:00:00+00:00", scheduler="lsf", ranks_per_node=2)
    c.log("t029", "ddlrun", HOROVOD2691,
          "WARN DDL-2-39] Running on more than 10 nodes. Skipping checks for performance.",
          "Please see /tmp/DDLRUN/DDLRUN.lnbyibXp5Jv9/ddlrun.log for detailed log.",
          "[WARN DDL-2-28] The SKIPCHECKS flag is set. This removes the ability for 'ddlrun' to "
          "detect remote hardware configurations and can cause errors in non-homogenous cluster "
          "environments - i.e., machines with varying core or GPU counts.",
          "Please see /tmp/DDLRUN/DDLRUN.lnbyibXp5Jv9/ddlrun.log for detailed log.", t=1.0)
    c.log("t029", "rank-0", HOROVOD2691, "Runtime Error: CUDA error: out of memory", t=70.0)
    c.job(80.0, "FAILED", exit_code=1)

    # ---- GNNFlow TGN on four machines: two ranks crash in sampling, cause not shown: ambiguous -
    c = case("b4-gnnflow-ranks-crash-in-sampling", "ambiguous", "unknown", [],
             ["gnn-m0", "gnn-m1", "gnn-m2", "gnn-m3"],
             "Distributed TGN training with GNNFlow on four machines: after three epochs, ranks 1 "
             "and 3 crash during sampling (the reporter's words; their error is a screenshot, not "
             "in the bundle). Rank 0's progress lines as posted (machine names ours), ISO times "
             "ours.",
             start="2022-10-21T09:00:00+00:00", scheduler="static")
    c.steps(1, 700, every=0.13)
    c.log("gnn-m0", "rank-0", GNNFLOW67,
          "INFO:root:Start training...",
          "INFO:torch.nn.parallel.distributed:Reducer buckets have been rebuilt in this iteration.",
          t=1.0)
    c.log("gnn-m0", "rank-0", GNNFLOW67,
          "INFO:root:Epoch 1/100 | Iter 100/196 | Throughput 54889.16 samples/s | Loss 1761.0231 "
          "| Cache node ratio 0.0000 | Cache edge ratio 0.8370", t=14.0)
    c.log("gnn-m0", "rank-0", GNNFLOW67,
          "INFO:root:Epoch 1/100 | Validation ap 0.9322 | Validation auc 0.9334 | Train time "
          "25.95 s | Validation time 4.94 s | Train Throughput 54419.25 samples/s | Cache node "
          "ratio 0.0000 | Cache edge ratio 0.7388", t=31.0)
    c.log("gnn-m0", "rank-0", GNNFLOW67,
          "INFO:root:Epoch 2/100 | Iter 100/196 | Throughput 63050.01 samples/s | Loss 1191.9175 "
          "| Cache node ratio 0.0000 | Cache edge ratio 0.8392", t=43.0)
    c.log("gnn-m0", "rank-0", GNNFLOW67,
          "INFO:root:Epoch 2/100 | Validation ap 0.9572 | Validation auc 0.9588 | Train time "
          "23.20 s | Validation time 4.39 s | Train Throughput 60872.94 samples/s | Cache node "
          "ratio 0.0000 | Cache edge ratio 0.7647", t=59.0)
    c.log("gnn-m0", "rank-0", GNNFLOW67,
          "INFO:root:Epoch 3/100 | Iter 100/196 | Throughput 61008.39 samples/s | Loss 1002.1672 "
          "| Cache node ratio 0.0000 | Cache edge ratio 0.8479", t=71.0)
    c.job(120.0, "FAILED", exit_code=1)

    # ---- optimum-neuron Llama 3 fine-tuning on Trainium: local rank 1 exits with 1: ambiguous --
    node = "trn1-32xl"
    c = case("b4-neuron-finetune-rank-exitcode-1", "ambiguous", "unknown", [], [node],
             "Llama 3 fine-tuning with optimum-neuron (torchrun over 32 NeuronCores of a trn1 "
             "instance): the elastic agent sends SIGTERM to the other workers and reports local "
             "rank 1 failed with exit code 1; the worker's own error is not in the bundle. The "
             "agent's lines as posted, ISO times ours from their own stamps.",
             start="2024-06-20T06:00:00+00:00", scheduler="static", ranks_per_node=32)
    c.steps(1, 30, every=15.0)
    for pid, when in ((66053, "06:08:13.694"), (66055, "06:08:13.695"), (66058, "06:08:13.695"),
                      (66060, "06:08:13.695"), (66061, "06:08:13.695"), (66064, "06:08:13.695"),
                      (66072, "06:08:13.695"), (66086, "06:08:13.695"), (66093, "06:08:13.695")):
        stamp = when.replace(".", ",")
        c.own(node, "launcher", OPTIMUMNEURON638, f"2024-06-20 {when}",
              f"[2024-06-20 {stamp}] torch.distributed.elastic.multiprocessing.api: [WARNING] "
              f"Sending process {pid} closing signal SIGTERM")
    c.own(node, "launcher", OPTIMUMNEURON638, "2024-06-20 06:08:19.432",
          "[2024-06-20 06:08:19,432] torch.distributed.elastic.multiprocessing.api: [ERROR] failed "
          "(exitcode: 1) local_rank: 1 (pid: 66040) of binary: /opt/aws_neuron_venv_pytorch/bin/"
          "python3.8")
    c.job(500.0, "FAILED", exit_code=1)

    # ---- xtuner over pdsh: native frames from a remote host, no error text: ambiguous ----------
    c = case("b4-xtuner-remote-frames-only", "ambiguous", "unknown", [],
             ["10.110.3.65", "10.110.3.66"],
             "Multi-GPU fine-tuning with xtuner (DeepSpeed, pdsh across two hosts): the launcher "
             "relays a native stack from host 10.110.3.66, frames of libtorch_cpu and "
             "libtorch_python, without the error text above them. Lines as posted (the other "
             "host's address ours), ISO times ours.",
             start="2023-11-20T10:00:00+00:00", scheduler="deepspeed", ranks_per_node=4)
    c.log("10.110.3.66", "launcher", XTUNER238,
          "10.110.3.66: frame #16: <unknown function> + 0x5498f30 (0x2b8393f72f30 in /public/home/"
          "lvshuhang/miniconda3/envs/xtuner/lib/python3.9/site-packages/torch/lib/libtorch_cpu.so)",
          "10.110.3.66: frame #17: <unknown function> + 0xb744ce (0x2b838e4ee4ce in /public/home/"
          "lvshuhang/miniconda3/envs/xtuner/lib/python3.9/site-packages/torch/lib/"
          "libtorch_python.so)",
          "10.110.3.66: frame #18: <unknown function> + 0x3bfdf0 (0x2b838dd39df0 in /public/home/"
          "lvshuhang/miniconda3/envs/xtuner/lib/python3.9/site-packages/torch/lib/"
          "libtorch_python.so)",
          "10.110.3.66: frame #19: <unknown function> + 0x1887e6 (0x55e36a7347e6 in /public/home/"
          "lvshuhang/miniconda3/envs/xtuner/bin/python)",
          "10.110.3.66: frame #20: _PyObject_MakeTpCall + 0x37f (0x55e36a6f5b3f in /public/home/"
          "lvshuhang/miniconda3/envs/xtuner/bin/python)", t=50.0)
    c.job(60.0, "FAILED", exit_code=1)

    # ---- PaddleDetection, paddle.distributed.launch on 4 GPUs: trainer rank 2 aborted: ambiguous
    node = "ppdet-gpu"
    c = case("b4-paddle-launch-trainer-aborted", "ambiguous", "unknown", [], [node],
             "YOLOv3 (MobileNetV1) training with PaddleDetection under paddle.distributed.launch "
             "on four GPUs: right after a checkpoint is saved, the launcher reports that the "
             "trainer with rank 2 was aborted and terminates all the processes. The trainer's own "
             "error is not in the bundle. Lines as posted, ISO times ours from their own stamps.",
             start="2021-11-06T12:00:00+00:00", scheduler="static", ranks_per_node=4)
    c.steps(1, 1000, every=14.0)
    c.own(node, "launcher", PADDLEDET4496, "2021-11-06 16:03:07",
          "[11/06 16:03:07] ppdet.utils.checkpoint INFO: Save checkpoint: "
          "output/yolov3_mobilenet_v1_270e_coco_ppk")
    c.own(node, "launcher", PADDLEDET4496, "2021-11-06 16:03:27.655",
          "INFO 2021-11-06 16:03:27,655 launch_utils.py:327] terminate all the procs")
    c.own(node, "launcher", PADDLEDET4496, "2021-11-06 16:03:27.656",
          "ERROR 2021-11-06 16:03:27,656 launch_utils.py:584] ABORT!!! Out of all 4 trainers, the "
          "trainer process with rank=[2] was aborted. Please check its log.")
    c.own(node, "launcher", PADDLEDET4496, "2021-11-06 16:03:30.659",
          "INFO 2021-11-06 16:03:30,659 launch_utils.py:327] terminate all the procs")
    c.job(14440.0, "FAILED", exit_code=1)

    # ---- mmdetection on two machines, restarted after Ctrl+C: NCCL cannot bind: user_code -----
    c = case("b4-nccl-bind-address-in-use-after-restart", "attributed", "user_code", [],
             ["gpu2", "gpu1"],
             "YOLOX training with mmdetection across two machines of one GPU "
             "(torch.distributed.launch, node_rank 0 on gpu2): after the previous run was killed "
             "with Ctrl+C, the restarted run's NCCL bootstrap fails to bind, address already in "
             "use (a leftover of the job's own previous run, even with another port). Lines as "
             "posted (the second machine's name ours), ISO times ours.",
             start="2022-02-08T09:00:00+00:00", scheduler="static")
    c.log("gpu2", "rank-0", MMDET7047,
          "gpu2:1653:1653 [0] NCCL INFO NCCL_SOCKET_IFNAME set by environment to en,eth,em,bond",
          "gpu2:1653:1653 [0] NCCL INFO NCCL_SOCKET_IFNAME set to en,eth,em,bond",
          "gpu2:1653:1653 [0] NCCL INFO Bootstrap : Using eno2:172.16.30.2<0>",
          "gpu2:1653:1653 [0] NCCL INFO NET/Plugin : No plugin found (libnccl-net.so), using "
          "internal implementation",
          "gpu2:1653:1653 [0] NCCL INFO NCCL_SOCKET_IFNAME set by environment to en,eth,em,bond",
          "gpu2:1653:1653 [0] NCCL INFO NCCL_SOCKET_IFNAME set to en,eth,em,bond",
          "gpu2:1653:1653 [0] NCCL INFO NET/IB : No device found.",
          "gpu2:1653:1653 [0] NCCL INFO NCCL_SOCKET_IFNAME set by environment to en,eth,em,bond",
          "gpu2:1653:1653 [0] NCCL INFO NCCL_SOCKET_IFNAME set to en,eth,em,bond",
          "gpu2:1653:1653 [0] NCCL INFO NET/Socket : Using [0]eno2:172.16.30.2<0>",
          "gpu2:1653:1653 [0] NCCL INFO Using network Socket",
          "NCCL version 2.8.2+cuda11.1", t=10.0)
    c.log("gpu2", "rank-0", MMDET7047,
          "gpu2:1653:1695 [0] include/socket.h:347 NCCL WARN Call to bind failed : Address "
          "already in use", t=11.0)
    c.job(20.0, "FAILED", exit_code=1)

    # ---- a 70-worker TFJob: one worker pod gets a deletion time nobody set: ambiguous ----------
    c = case("b4-tfjob-worker-pod-deleted", "ambiguous", "unknown", [],
             ["tf-pool-a", "tf-pool-b"],
             "A TFJob of 70 workers under the Kubeflow training operator: hours in, the operator "
             "ignores worker-54 as inactive, a pod still Running but with a deletion time, and "
             "counts one worker failed; nobody known deleted it (the reporter did not). The "
             "operator's log fragments as the reporter quoted them (node names ours), ISO times "
             "ours.",
             start="2024-05-20T15:00:00+00:00", scheduler="kubernetes", ranks_per_node=35)
    c.steps(1, 400, every=50.0)
    c.log("tf-pool-a", "training-operator", KUBEFLOW2124,
          "Ignoring inactive pod kubeflow/tfjob-0a9ddb52-192a-4186-83de-ee90153c26d8-worker-54 in "
          "state Running, deletion time 2024-05-20 21:10:28 +0000 UTC", t=22228.0)
    c.log("tf-pool-a", "training-operator", KUBEFLOW2124,
          'TFJob=kubeflow/tfjob-0a9ddb52-192a-4186-83de-ee90153c26d8, ReplicaType=Worker '
          'expected=70, running=69, failed=1" job=kubeflow.tfjob-0a9ddb52-192a-4186-83de-'
          'ee90153c26d8 uid=0e8f6d8e-9db0-4658-9064-dd1c3de246e0', t=22230.0)
    c.job(22300.0, "FAILED")


# ---- silences: multi-node runs that stop making progress, no rank singled out ------------------
def build_silences() -> None:
    # ---- ms-swift GRPO on several nodes: NCCL set up, then nothing: ambiguous hang -------------
    c = case("b4-swift-grpo-multinode-silent", "ambiguous", "hang", [], ["g183", "g184"],
             "GRPO training with ms-swift across nodes: node g183's ranks print their NCCL "
             "channel setup and the run then makes no progress. No rank is shown stopping before "
             "the others. NCCL lines as posted (interleaved as printed; the second node's name "
             "ours), ISO times ours.",
             start="2025-04-20T10:00:00+00:00", scheduler="slurm", ranks_per_node=8,
             expected_step_seconds=60.0)
    c.log("g183", "rank-3", MSSWIFT3934,
          "g183:161260:163309 [3] NCCL INFO g183:161258:163308 [1] NCCL INFO Channel 00/0 : 1[1] "
          "-> 2[2] via P2P/CUMEM", t=120.0)
    c.log("g183", "rank-7", MSSWIFT3934,
          "g183:161264:163305 [7] NCCL INFO Channel 00/0 : 7[7] -> 0[0] via P2P/CUMEM",
          "g183:161264:163305 [7] NCCL INFO Channel 01/0 : 7[7] -> 0[0] via P2P/CUMEM",
          "g183:161264:163305 [7] NCCL INFO Channel 02/0 : 7[7] -> 0[0] via P2P/CUMEM",
          "g183:161264:163305 [7] NCCL INFO Channel 03/0 : 7[7] -> 0[0] via P2P/CUMEM",
          "g183:161264:163305 [7] NCCL INFO Channel 04/0 : 7[7] -> 0[0] via P2P/CUMEM",
          "g183:161264:163305 [7] NCCL INFO Channel 05/0 : 7[7] -> 0[0] via P2P/CUMEM",
          "g183:161264:163305 [7] NCCL INFO Channel 06/0 : 7[7] -> 0[0] via P2P/CUMEM", t=120.0)
    c.job(0.0, "RUNNING")

    # ---- lmm-r1 (OpenRLHF) on two nodes: 15 GPUs busy, log stops at config print: ambiguous ----
    c = case("b4-lmmr1-two-nodes-stuck-after-config", "ambiguous", "hang", [],
             ["lmm-head", "lmm-worker"],
             "LMM-R1 (OpenRLHF on Ray) fine-tuning of Qwen2.5-VL on two nodes of eight A800: the "
             "reference model's DeepSpeed config is printed and the log then stops; the reporter "
             "sees fifteen GPUs at 100 % and one at 0 %, none named as failed. Lines as posted "
             "(node names ours), ISO times ours from their own stamps.",
             start="2025-03-19T16:30:00+00:00", scheduler="ray", ranks_per_node=8,
             expected_step_seconds=120.0)
    c.own("lmm-head", "driver", LMMR1_46, "2025-03-19 16:33:41.399",
          "(ReferenceModelRayActor pid=53591) [2025-03-19 16:33:41,399] [INFO] "
          "[config.py:1005:print]   optimizer_legacy_fusion ...... False")
    c.own("lmm-head", "driver", LMMR1_46, "2025-03-19 16:33:41.399",
          "(ReferenceModelRayActor pid=53591) [2025-03-19 16:33:41,399] [INFO] "
          "[config.py:1005:print]   optimizer_name ............... None")
    c.own("lmm-head", "driver", LMMR1_46, "2025-03-19 16:33:41.399",
          "(ReferenceModelRayActor pid=53591) [2025-03-19 16:33:41,399] [INFO] "
          "[config.py:1005:print]   optimizer_params ............. None")
    c.job(0.0, "RUNNING")

    # ---- nanotron multi-node: "[Start training]" and then nothing: ambiguous hang --------------
    c = case("b4-nanotron-multinode-start-then-silent", "ambiguous", "hang", [],
             ["nt-node-0", "nt-node-1"],
             "Nanotron LLaMA example under torchrun on two Slurm nodes: the run prints its "
             "'[Start training]' line and never completes a step; on one node it trains. No rank "
             "is singled out. The line as posted (node names ours), ISO time ours from its own "
             "stamp.",
             start="2024-03-22T19:40:00+00:00", scheduler="slurm", ranks_per_node=8,
             expected_step_seconds=30.0)
    c.own("nt-node-0", "rank-0", NANOTRON115, "2024-03-22 19:46:52.930585",
          "[Start training] datetime: 2024-03-22 19:46:52.930585 | mbs: 1 | grad_accum: 8 | "
          "global_batch_size: 8 | sequence_length: 4096 | train_steps: 5 | start_iteration_step: "
          "0 | consumed_train_samples: 0")
    c.job(0.0, "RUNNING")

    # ---- Qwen-VL LoRA on two Slurm nodes: only torchrun's banner, then stuck: ambiguous hang ---
    c = case("b4-qwenvl-two-nodes-banner-only", "ambiguous", "hang", [], ["qv-node-0", "qv-node-1"],
             "Qwen-VL LoRA fine-tuning (finetune_lora_ds.sh) submitted through Slurm as two jobs "
             "of one node with four GPUs each (NNODES=2, NODE_RANK 0 and 1): only torchrun's "
             "OMP_NUM_THREADS banner is printed and the run stays stuck (the reporter later found "
             "MASTER_ADDR unset, which the bundle does not show). Lines as posted, ISO times ours.",
             start="2023-12-19T09:00:00+00:00", scheduler="slurm", ranks_per_node=4,
             expected_step_seconds=20.0)
    c.log("qv-node-0", "launcher", QWENVL204,
          "WARNING:torch.distributed.run:",
          "*****************************************",
          "Setting OMP_NUM_THREADS environment variable for each process to be 1 in default, to "
          "avoid your system being overloaded, please further tune the variable for optimal "
          "performance in your application as needed. ",
          "*****************************************", t=5.0)
    c.job(0.0, "RUNNING")

    # ---- Lightning DDP on two Slurm nodes of two GPUs: ranks 0 and 1 twice, then nothing ------
    c = case("b4-lightning-two-nodes-ddp-init-silent", "ambiguous", "hang", [],
             ["pl-node-0", "pl-node-1"],
             "A Lightning model trained with accelerator='ddp', gpus=2, num_nodes=2 under sbatch "
             "-N 2 (srun python): the job's output shows each line twice, global ranks 0 and 1 "
             "initialising twice out of 4, and nothing after. No rank is shown stopping first. "
             "The slurm output as posted (node names ours), ISO times ours.",
             start="2021-02-25T10:00:00+00:00", scheduler="slurm", ranks_per_node=2,
             expected_step_seconds=5.0)
    c.log("pl-node-0", "slurm-out", LIGHTNING6206,
          "GPU available: True, used: True",
          "TPU available: None, using: 0 TPU cores",
          "GPU available: True, used: True",
          "TPU available: None, using: 0 TPU cores",
          "initializing ddp: GLOBAL_RANK: 1, MEMBER: 2/4",
          "initializing ddp: GLOBAL_RANK: 1, MEMBER: 2/4",
          "initializing ddp: GLOBAL_RANK: 0, MEMBER: 1/4",
          "initializing ddp: GLOBAL_RANK: 0, MEMBER: 1/4", t=15.0)
    c.job(0.0, "RUNNING")


# ---- runs that completed ----------------------------------------------------------------------
def build_completed_runs() -> None:
    # ---- torchx on Ray: two CommandActors rendezvous and run the worker group: no failure ------
    node = "tristanr-arch2"
    c = case("b4-torchx-ray-elastic-run-completes", "no_failure", "unknown", [], [node],
             "A torchx app (compute_world_size) on the Ray scheduler: two CommandActors run "
             "torchelastic agents that rendezvous (group_world_size=2) and start their worker "
             "groups; the job completes. The actors' lines as posted, ISO times ours; the "
             "COMPLETED state ours.",
             start="2022-05-20T18:00:00+00:00", scheduler="ray", ranks_per_node=2)
    c.log(node, "driver", TORCHX492,
          "ray/0 (CommandActor pid=494377) INFO:torch.distributed.elastic.multiprocessing:Setting "
          "worker0 reply file to: /tmp/torchelastic_vyq136c_/compute_world_size-mpr03nzqvvg3td_"
          "nu4r0f6t/attempt_0/0/error.json",
          "ray/0 (CommandActor pid=494406) INFO:torch.distributed.elastic.agent.server.api:[] "
          "Rendezvous complete for workers. Result:",
          "ray/0 (CommandActor pid=494406)   restart_count=0",
          "ray/0 (CommandActor pid=494406)   master_addr=tristanr-arch2",
          "ray/0 (CommandActor pid=494406)   master_port=48089",
          "ray/0 (CommandActor pid=494406)   group_rank=0",
          "ray/0 (CommandActor pid=494406)   group_world_size=2",
          "ray/0 (CommandActor pid=494406)   local_ranks=[0]",
          "ray/0 (CommandActor pid=494406)   role_ranks=[0]",
          "ray/0 (CommandActor pid=494406)   global_ranks=[0]",
          "ray/0 (CommandActor pid=494406)   role_world_sizes=[2]",
          "ray/0 (CommandActor pid=494406)   global_world_sizes=[2]",
          "ray/0 (CommandActor pid=494406)",
          "ray/0 (CommandActor pid=494406) INFO:torch.distributed.elastic.agent.server.api:[] "
          "Starting worker group",
          "ray/0 (CommandActor pid=494406) INFO:torch.distributed.elastic.multiprocessing:Setting "
          "worker0 reply file to: /tmp/torchelastic_t38mo11i/compute_world_size-mpr03nzqvvg3td_"
          "ehvp80_p/attempt_0/0/error.json", t=3.0)
    c.steps(1, 1, every=1.0, t0=5.0)
    c.job(8.0, "COMPLETED", exit_code=0)

    # ---- torchrun on one 64-worker host: the agent logs every worker SUCCEEDED: no failure -----
    node = "marvel.amem.cs.cmu.edu"
    c = case("b4-torchelastic-workers-succeeded", "no_failure", "unknown", [], [node],
             "A torchrun job of 64 workers on one host under PyTorch 1.9, whose elastic agent "
             "logs at INFO level: it records each worker's status event, state SUCCEEDED. Two of "
             "the posted events as posted, ISO times ours; the COMPLETED state ours.",
             start="2021-06-25T10:00:00+00:00", scheduler="static", ranks_per_node=64)
    c.steps(1, 1, every=1.0, t0=2.0)
    c.log(node, "launcher", PYTORCH60716,
          '{"name": "torchelastic.worker.status.SUCCEEDED", "source": "WORKER", "timestamp": 0, '
          '"metadata": {"run_id": "none", "global_rank": 11, "group_rank": 0, "worker_id": '
          '"34615", "role": "default", "hostname": "marvel.amem.cs.cmu.edu", "state": '
          '"SUCCEEDED", "total_run_time": 5, "rdzv_backend": "static", "raw_error": null, '
          '"metadata": "{\\"group_world_size\\": 1, \\"entry_point\\": \\"true\\", '
          '\\"local_rank\\": [11], \\"role_rank\\": [11], \\"role_world_size\\": [64]}", '
          '"agent_restarts": 0}}',
          '{"name": "torchelastic.worker.status.SUCCEEDED", "source": "WORKER", "timestamp": 0, '
          '"metadata": {"run_id": "none", "global_rank": 12, "group_rank": 0, "worker_id": '
          '"34616", "role": "default", "hostname": "marvel.amem.cs.cmu.edu", "state": '
          '"SUCCEEDED", "total_run_time": 5, "rdzv_backend": "static", "raw_error": null, '
          '"metadata": "{\\"group_world_size\\": 1, \\"entry_point\\": \\"true\\", '
          '\\"local_rank\\": [12], \\"role_rank\\": [12], \\"role_world_size\\": [64]}", '
          '"agent_restarts": 0}}', t=5.0)
    c.job(6.0, "COMPLETED", exit_code=0)

    # ---- torchtune full fine-tune on two Slurm workers (H100, IB): startup warnings, completes --
    c = case("b4-torchtune-two-node-run-completes", "no_failure", "unknown", [],
             ["slurm-worker-1", "slurm-worker-2"],
             "torchtune's full_finetune_distributed on two Slurm worker nodes of eight H100 "
             "(Nebius): torchrun's W-level OMP_NUM_THREADS banner, the agent's rendezvous result "
             "for group_rank 1 and the worker groups starting; the test run completes. Lines as "
             "posted, ISO times ours from their glog stamps (the year ours); the step metrics and "
             "COMPLETED state ours.",
             start="2025-01-29T19:29:59+00:00", scheduler="slurm", ranks_per_node=8)
    c.log("slurm-worker-1", "launcher", TORCHTUNE2301, "Node IP: slurm-worker-1", t=0.0)
    c.own("slurm-worker-1", "launcher", TORCHTUNE2301, "2025-01-29 19:29:59.590",
          "I0129 19:29:59.590000 8654 torch/distributed/run.py:675] Using nproc_per_node=8.")
    c.own("slurm-worker-1", "launcher", TORCHTUNE2301, "2025-01-29 19:29:59.591",
          "W0129 19:29:59.591000 8654 torch/distributed/run.py:792]")
    c.own("slurm-worker-1", "launcher", TORCHTUNE2301, "2025-01-29 19:29:59.591",
          "W0129 19:29:59.591000 8654 torch/distributed/run.py:792] "
          "*****************************************")
    for text in ("  master_port=37069", "  group_rank=1", "  group_world_size=2",
                 "  local_ranks=[0, 1, 2, 3, 4, 5, 6, 7]",
                 "  role_ranks=[8, 9, 10, 11, 12, 13, 14, 15]",
                 "  global_ranks=[8, 9, 10, 11, 12, 13, 14, 15]",
                 "  role_world_sizes=[16, 16, 16, 16, 16, 16, 16, 16]",
                 "  global_world_sizes=[16, 16, 16, 16, 16, 16, 16, 16]", ""):
        c.own("slurm-worker-2", "launcher", TORCHTUNE2301, "2025-01-29 19:30:00.934",
              f"I0129 19:30:00.934000 8689 torch/distributed/elastic/agent/server/api.py:525] "
              f"{text}".rstrip())
    c.own("slurm-worker-2", "launcher", TORCHTUNE2301, "2025-01-29 19:30:00.934",
          "I0129 19:30:00.934000 8689 torch/distributed/elastic/agent/server/api.py:685] "
          "[default] Starting worker group")
    c.own("slurm-worker-2", "launcher", TORCHTUNE2301, "2025-01-29 19:30:00.934",
          "I0129 19:30:00.934000 8689 torch/distributed/elastic/agent/server/"
          "local_elastic_agent.py:298] use_agent_store: True")
    c.own("slurm-worker-1", "launcher", TORCHTUNE2301, "2025-01-29 19:30:00.934",
          "I0129 19:30:00.934000 8654 torch/distributed/elastic/agent/server/api.py:525] "
          "[default] Rendezvous complete for workers. Result")
    c.steps(1, 200, every=3.0, t0=60.0)
    c.job(700.0, "COMPLETED", exit_code=0)

    # ---- llm.c GPT-2 on two Slurm nodes: PMIX ERROR lines at start, training runs: no failure --
    c = case("b4-llmc-pmix-error-lines-run-completes", "no_failure", "unknown", [],
             ["qbd487", "qbd488"],
             "llm.c GPT-2 training with NCCL only, four processes on two Slurm nodes (qbd487, "
             "qbd488): each task prints a PMIX ERROR from the gds_ds12 lock at startup, then "
             "multi-node training starts and runs (the contributor shows it working). Lines as "
             "posted, ISO times ours; the step metrics and COMPLETED state ours.",
             start="2024-05-20T12:00:00+00:00", scheduler="slurm", ranks_per_node=2)
    c.log("qbd487", "batch", LLMC426,
          "Allocated nodes: ",
          "qbd487",
          "qbd488",
          "srun: lua: Submitted job 12168",
          "[qbd487:400139] PMIX ERROR: ERROR in file ../../../../../../src/mca/gds/ds12/"
          "gds_ds12_lock_pthread.c at line 169",
          "[qbd488:616078] PMIX ERROR: ERROR in file ../../../../../../src/mca/gds/ds12/"
          "gds_ds12_lock_pthread.c at line 169",
          "[qbd488:616077] PMIX ERROR: ERROR in file ../../../../../../src/mca/gds/ds12/"
          "gds_ds12_lock_pthread.c at line 169",
          "[qbd487:400138] PMIX ERROR: ERROR in file ../../../../../../src/mca/gds/ds12/"
          "gds_ds12_lock_pthread.c at line 169",
          "Started Multi Node training managed by Slurm: ProcessID:0, NumProcess::4, DeviceId:0",
          t=2.0)
    c.steps(1, 100, every=1.5, t0=20.0)
    c.job(200.0, "COMPLETED", exit_code=0)

    # ---- GPT-NeoX on several nodes: DeepSpeed's per-microstep timings, slower but running -----
    c = case("b4-neox-multinode-timings-run-completes", "no_failure", "unknown", [],
             ["neox-node-0", "neox-node-1"],
             "GPT-NeoX training across nodes, with DeepSpeed's wall-clock breakdown on: rank 0 "
             "logs forward, backward and allreduce microstep times every six seconds (the reporter "
             "finds FLOPs per GPU lower than on one node, on every node alike). Lines as posted "
             "(node names ours), ISO times ours from their own stamps; the step metrics and "
             "COMPLETED state ours.",
             start="2023-06-03T00:00:00+00:00", scheduler="slurm", ranks_per_node=8)
    c.steps(1, 200, every=6.0)
    for when, fwd, bwd, inner, allreduce in (
            ("00:10:23.345", "1330.05", "4766.88", "4410.89", "355.95"),
            ("00:10:29.406", "1286.00", "4702.61", "4215.88", "486.68"),
            ("00:10:35.412", "1321.77", "4611.19", "4192.22", "418.93"),
            ("00:10:41.313", "1326.97", "4484.17", "4066.87", "417.27"),
            ("00:10:47.338", "1347.74", "4575.24", "4292.91", "282.29")):
        stamp = when.replace(".", ",")
        c.own("neox-node-0", "rank-0", GPTNEOX965, f"2023-06-03 {when}",
              f"[2023-06-03 {stamp}] [INFO] [logging.py:96:log_dist] [Rank 0] rank=0 time (ms) | "
              f"forward_microstep: {fwd} | backward_microstep: {bwd} | backward_inner_microstep: "
              f"{inner} | backward_allreduce_microstep: {allreduce} | step_microstep: 0.05")
    c.job(1210.0, "COMPLETED", exit_code=0)


# ---- writing -----------------------------------------------------------------------------------
def main() -> None:
    build()
    remove_stale(ROOT, "b4-", CASES)
    write_split(CASES, SPLIT, ROOT)


if __name__ == "__main__":
    main()
