"""Build the third blind corpus (tests/attribution/blind3/): failures chosen by class, held out.

    python tests/attribution/blind3_build.py

A held-out proxy for issue 43's fourth corpus ("stacks and failures not described anywhere"),
chosen by failure CLASS rather than by stack: host and device out-of-memory, accelerator faults,
storage errors, nodes lost, fabric faults and scheduler stops, from whatever framework, launcher,
scheduler or cloud the public reports happened to use (PyTorch DDP and Gloo, DeepSpeed, NVIDIA
DALI, Accelerate, Ray Train, Horovod/Open MPI, nnU-Net, LLaMA-Factory, H2O LLM Studio, Lightning
Fabric, RCCL, Slurm, Torque/PBS). It was assembled by one helper who read neither the engine nor
its catalogs; the labels were written before any engine ran on these bundles, and no report
cited here is cited anywhere else in the repository (test_attribution_heldout.py checks it).

Every log line is copied from the public report given next to it (host names, addresses, ids and
times as posted). Ours is only the assembly, as in stacks_build.py: which node and stream a line
is filed under, an ISO-8601 time in front of a line shown without one (or with its own time inside
the text, `OWN_TIME`), job.json, the scheduler events and the per-rank step metrics. The labels
follow DESIGN's taxonomy and the rules of the realworld, stacks and frontier READMEs:

- a device or host out-of-memory is `oom` and implicates nobody;
- a node's own failed accelerator implicates that node (`gpu_hardware`); so does its own fabric
  port (`network`) and a node the cluster itself lost (`node_failure`);
- a storage error implicates nobody unless the bundle shows the disk is the node's own;
- a single uncorroborated report naming a peer implicates nobody (`ambiguous`); a process killed
  or terminated for a reason the bundle does not give is `ambiguous`, `unknown`;
- a scheduler's stop (time limit, preemption) is `preemption` and implicates nobody.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from stacks_build import Case, case_maker, remove_stale, write_split  # noqa: E402

ROOT = HERE / "blind3"
SPLIT = "blind3"

# ---- sources (one public report per incident) --------------------------------------------------
RETURNN1482 = "https://github.com/rwth-i6/returnn/issues/1482"
DSEXAMPLES321 = "https://github.com/deepspeedai/DeepSpeedExamples/issues/321"
DALI585 = "https://github.com/NVIDIA/DALI/issues/585"
GLUEFACTORY19 = "https://github.com/cvg/glue-factory/issues/19"
SEMSEG33 = "https://github.com/NVIDIA/semantic-segmentation/issues/33"
ACCELERATE1192 = "https://github.com/huggingface/accelerate/issues/1192"
RETURNN1486 = "https://github.com/rwth-i6/returnn/issues/1486"
AKASH244 = "https://github.com/akash-network/support/issues/244"
LLAMAFACTORY3243 = "https://github.com/hiyouga/LlamaFactory/issues/3243"
H2OLLMSTUDIO214 = "https://github.com/h2oai/h2o-llmstudio/issues/214"
NNUNET1784 = "https://github.com/MIC-DKFZ/nnUNet/issues/1784"
EAGLE121 = "https://github.com/NOAA-EPIC/EAGLE/issues/121"
RAY22349 = "https://github.com/ray-project/ray/issues/22349"
RAY29412 = "https://github.com/ray-project/ray/issues/29412"
CBIO187 = "https://github.com/cBio/cbio-cluster/issues/187"
HOROVOD1950 = "https://github.com/horovod/horovod/issues/1950"
LITLLAMA380 = "https://github.com/Lightning-AI/lit-llama/issues/380"
NCCL2076 = "https://github.com/NVIDIA/nccl/issues/2076"
RCCL1423 = "https://github.com/ROCm/rccl/issues/1423"
DEEPSPEED6875 = "https://github.com/deepspeedai/DeepSpeed/issues/6875"
EVERYVOICE183 = "https://github.com/EveryVoiceTTS/EveryVoice/issues/183"
DESITARGET628 = "https://github.com/desihub/desitarget/issues/628"

CASES: list[Case] = []


case = case_maker(CASES, SPLIT)


def build() -> None:
    build_out_of_memory()
    build_accelerators()
    build_storage()
    build_nodes_lost()
    build_fabric()
    build_scheduler_stops()


# ---- out of memory (host or device) ------------------------------------------------------------
def build_out_of_memory() -> None:
    # ---- PyTorch DDP (Gloo), four GPUs: CUDA out of memory at the first param sync: oom ---------
    c = case("b3-returnn-cuda-oom-param-sync", "attributed", "oom", [], ["returnn-gpu-1"],
             "RETURNN training with PyTorch distributed (Gloo backend) on four GPUs of one node: "
             "right after step 98, at the first parameter synchronisation, a worker aborts with "
             "CUDA error: out of memory (c10::Error, terminate). Lines as posted, ISO time ours.",
             start="2024-01-02T10:00:00+00:00", scheduler="slurm", ranks_per_node=4)
    c.steps(1, 98, every=0.85)
    c.log("returnn-gpu-1", "rank-2", RETURNN1482,
          "ep 1 train, step 98, acc 0.003, loss 8.459, loss_att 8.575, loss_ctc 8.190, total "
          "8.459, mem_usage:cuda:2 8.8GB, 0.834 sec/step", t=83.3)
    c.log("returnn-gpu-1", "rank-2", RETURNN1482,
          "terminate called after throwing an instance of 'c10::Error'",
          "  what():  CUDA error: out of memory",
          "CUDA kernel errors might be asynchronously reported at some other API call, so the "
          "stacktrace below might be incorrect.",
          "For debugging consider passing CUDA_LAUNCH_BLOCKING=1.",
          "Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.", t=84.1)
    c.job(120.0, "FAILED", exit_code=134)

    # ---- DeepSpeed-Chat step 2 on eight GPUs: host allocations fail, launcher kills all: oom ----
    node = "dschat-node"
    c = case("b3-deepspeed-host-alloc-failed", "attributed", "oom", [], [node],
             "DeepSpeed-Chat step 2 (reward model) launched by the deepspeed launcher on eight "
             "GPUs of one node: eighteen minutes in, the workers print 'memory allocation of "
             "2097152 bytes failed' (host memory exhausted) and the launcher kills every "
             "subprocess. The launcher's console as posted (interleaved lines kept as printed), "
             "the ISO time ours from each line's own stamp; the allocation failures, shown "
             "without a time, just before the kills.",
             start="2023-04-16T21:36:00+00:00", scheduler="deepspeed", ranks_per_node=8)
    c.steps(1, 100, every=10.0, t0=30.0)
    c.own(node, "launcher", DSEXAMPLES321, "2023-04-16 21:36:09.031",
          "[2023-04-16 21:36:09,031] [INFO] [launch.py:235:main] nnodes=1, num_local_procs=8, "
          "node_rank=0")
    c.own(node, "launcher", DSEXAMPLES321, "2023-04-16 21:36:09.031",
          "[2023-04-16 21:36:09,031] [INFO] [launch.py:247:main] dist_world_size=8")
    c.own(node, "launcher", DSEXAMPLES321, "2023-04-16 21:36:16.042",
          "[2023-04-16 21:36:16,042] [INFO] [comm.py:586:init_distributed] Initializing "
          "TorchBackend in DeepSpeed with backend nccl")
    c.log(node, "launcher", DSEXAMPLES321,
          "memory allocation of memory allocation of 20971522097152 bytes failed",
          " bytes failed",
          "memory allocation of 2097152 bytes failed", t=1092.0)
    for when, pid in (("21:54:13.235", 62215), ("21:54:16.017", 62216), ("21:54:16.029", 62217),
                      ("21:54:18.477", 62218), ("21:54:21.046", 62219)):
        stamp = when.replace(".", ",")
        c.own(node, "launcher", DSEXAMPLES321, f"2023-04-16 {when}",
              f"[2023-04-16 {stamp}] [INFO] [launch.py:428:sigkill_handler] Killing subprocess "
              f"{pid}")
    c.job(1125.0, "FAILED", exit_code=1)

    # ---- DALI multi-GPU training hangs: the kernel's memory-cgroup OOM killer hit python: oom ---
    node = "g291-gpu"
    c = case("b3-dali-memcg-oom-killer", "attributed", "oom", [], [node],
             "Multi-GPU training with a DALI pipeline on a GIGABYTE G291 server hangs without an "
             "error message; the node's dmesg shows python invoking the OOM killer inside its "
             "memory cgroup (mem_cgroup_out_of_memory). Kernel lines as posted (uptime stamps), "
             "the ISO time ours; the job is then failed.",
             start="2019-03-04T08:00:00+00:00", scheduler="kubernetes", ranks_per_node=4)
    c.steps(1, 300, every=2.0)
    c.log(node, "kernel", DALI585,
          "[2612362.231458] python invoked oom-killer: gfp_mask=0x14000c0(GFP_KERNEL), "
          "nodemask=(null), order=0, oom_score_adj=829",
          "[2612362.231460] python cpuset=157d3ac310d314abd88b69c5f503b662a4076dae74f12c53e9a99617"
          "6f1c53d2 mems_allowed=0-1",
          "[2612362.231466] Hardware name: GIGABYTE G291-001-W6/MG51-G21-00, BIOS F08 01/08/2018",
          "[2612362.231467] Call Trace:",
          "[2612362.231475]  dump_stack+0x63/0x88",
          "[2612362.231478]  dump_header+0x78/0x294",
          "[2612362.231482]  ? mem_cgroup_scan_tasks+0x9c/0xf0",
          "[2612362.231483]  oom_kill_process+0x21c/0x430",
          "[2612362.231485]  out_of_memory+0x114/0x4a0",
          "[2612362.231487]  mem_cgroup_out_of_memory+0x4b/0x80",
          "[2612362.231489]  mem_cgroup_oom_synchronize+0x2f9/0x330", t=601.0)
    c.job(2400.0, "FAILED", exit_code=1)

    # ---- glue-factory --distributed: a spawned process SIGKILLed, no reason shown: ambiguous ----
    node = "gf-train"
    c = case("b3-spawn-process-sigkill", "ambiguous", "unknown", [], [node],
             "LightGlue training with glue-factory --distributed (torch.multiprocessing.spawn, "
             "four processes): after iteration 1000 of epoch 4, process 3 is terminated with "
             "SIGKILL. Nothing in the bundle says who killed it or why (the reporter saw host RAM "
             "at about half of 125 GB earlier). The training log line as posted, the exception "
             "line as posted in the report's title; ISO times ours.",
             start="2023-10-17T00:00:00+00:00", scheduler="slurm", ranks_per_node=4)
    c.steps(1, 160, every=100.0)
    c.own(node, "rank-0", GLUEFACTORY19, "2023-10-17 04:26:12",
          "[10/17/2023 04:26:12 gluefactory INFO] [E 4 | it 1000] loss {total 1.731E+00, last "
          "7.856E-01, assignment_nll 7.856E-01, nll_pos 1.262E+00, nll_neg 3.087E-01, "
          "num_matchable 4.165E+02, num_unmatchable 7.160E+02, confidence 2.601E-01, row_norm "
          "8.259E-01} .")
    c.log(node, "rank-0", GLUEFACTORY19,
          "torch.multiprocessing.spawn.ProcessExitedException: process 3 terminated with signal "
          "SIGKILL", t=16000.0)
    c.job(16010.0, "FAILED", exit_code=1)


# ---- accelerator faults ------------------------------------------------------------------------
def build_accelerators() -> None:
    # ---- eight-GPU training: CUDA's uncorrectable ECC error on one rank: that node --------------
    node = "seg-train-01"
    c = case("b3-cuda-uncorrectable-ecc-8gpu", "attributed", "gpu_hardware", [node], [node],
             "Semantic-segmentation training on eight GPUs of one node, eighteen epochs in: one "
             "rank raises CUDA runtime error 39, uncorrectable ECC error encountered, and "
             "terminates. Lines as posted (which rank printed them is ours), ISO time ours.",
             start="2019-10-07T20:00:00+00:00", scheduler="slurm", ranks_per_node=8)
    c.steps(1, 180, every=300.0)
    c.log(node, "rank-5", SEMSEG33,
          "RuntimeError: cuda runtime error (39) : uncorrectable ECC error encountered at "
          "/pytorch/aten/src/THC/THCCachingHostAllocator.cpp:265",
          "terminate called without an active exception", t=54020.0)
    c.job(54100.0, "FAILED", exit_code=134)

    # ---- accelerate launch on two nodes: uncorrectable ECC while moving the model: that node ---
    c = case("b3-accelerate-uncorrectable-ecc", "attributed", "gpu_hardware", ["acc-node-1"],
             ["acc-node-0", "acc-node-1"],
             "A training script under accelerate launch (torchrun) on two nodes of four GPUs: "
             "while the model is moved to its device, a rank on acc-node-1 raises CUDA error: "
             "uncorrectable ECC error encountered, and the launcher tears the job down. The "
             "error lines as posted (the node and rank they are filed under ours), ISO time ours.",
             start="2023-03-16T15:55:00+00:00", scheduler="kubernetes", ranks_per_node=4)
    c.log("acc-node-1", "rank-5", ACCELERATE1192,
          "RuntimeError: CUDA error: uncorrectable ECC error encountered",
          "CUDA kernel errors might be asynchronously reported at some other API call,so the "
          "stacktrace below might be incorrect.",
          "For debugging consider passing CUDA_LAUNCH_BLOCKING=1.", t=208.0)
    c.job(240.0, "FAILED", exit_code=1)

    # ---- PyTorch training hangs; nvidia-smi cannot reach a GPU, PCIe AER timeouts: cn-234 ------
    c = case("b3-gpu-device-handle-lost", "attributed", "gpu_hardware", ["cn-234"], ["cn-234"],
             "RETURNN PyTorch training on four GPUs of cn-234 hangs. On the node, nvidia-smi "
             "cannot get a handle for GPU 0000:03:00.0 (Unknown Error) and dmesg shows repeated "
             "PCIe AER data-link-layer timeouts on the root port above it. nvidia-smi's and "
             "dmesg's lines as posted (dmesg's relative stamps), ISO times ours.",
             start="2024-01-02T08:00:00+00:00", scheduler="slurm", ranks_per_node=4)
    c.steps(1, 240, every=15.0)
    c.log("cn-234", "kernel", RETURNN1486,
          "[  +0.000316] pcieport 0000:00:03.0: AER: Corrected error received: 0000:00:03.0",
          "[  +0.000005] pcieport 0000:00:03.0: PCIe Bus Error: severity=Corrected, type=Data Link "
          "Layer, (Transmitter ID)",
          "[  +0.000003] pcieport 0000:00:03.0:   device [8086:6f08] error status/mask=00001000/"
          "00002000",
          "[  +0.000004] pcieport 0000:00:03.0:    [12] Timeout               ",
          "[  +0.000213] pcieport 0000:00:03.0: AER: Corrected error received: 0000:00:03.0",
          "[  +0.000006] pcieport 0000:00:03.0: PCIe Bus Error: severity=Corrected, type=Data Link "
          "Layer, (Transmitter ID)",
          "[  +0.000003] pcieport 0000:00:03.0:   device [8086:6f08] error status/mask=00001000/"
          "00002000",
          "[  +0.000003] pcieport 0000:00:03.0:    [12] Timeout               ", t=3601.0)
    c.log("cn-234", "nvidia-smi", RETURNN1486,
          "Unable to determine the device handle for GPU0000:03:00.0: Unknown Error", t=5400.0)
    c.job(5700.0, "FAILED", exit_code=1)

    # ---- PyTorch training on a GPU provider node: Xid 94, contained ECC error: node4 ------------
    c = case("b3-xid94-contained-ecc", "attributed", "gpu_hardware", ["node4"],
             ["node3", "node4"],
             "A PyTorch training job on two GPU nodes of a provider cluster: node4's kernel "
             "logs Xid 94 (contained ECC error) on GPU 0000:00:08 and node4's ranks stop; the "
             "job fails. Kernel lines as posted (dmesg -T), the ISO time ours from their own "
             "stamp.", start="2024-08-09T10:00:00+00:00", scheduler="kubernetes",
             ranks_per_node=4)
    c.steps(1, 130, every=100.0, stop={"node4": 127})
    for text in ("[Fri Aug  9 13:32:56 2024] NVRM: GPU at PCI:0000:00:08: "
                 "GPU-c24840ec-8de1-83d5-b126-08000173ae32",
                 "[Fri Aug  9 13:32:56 2024] NVRM: GPU Board Serial Number: 1652923018111",
                 "[Fri Aug  9 13:32:56 2024] NVRM: Xid (PCI:0000:00:08): 94, pid='<unknown>', "
                 "name=<unknown>, Contained: SM (0x1). RST: No, D-RST: No"):
        c.own("node4", "kernel", AKASH244, "2024-08-09 13:32:56", text)
    c.job(13000.0, "FAILED", exit_code=1)


# ---- storage -----------------------------------------------------------------------------------
def build_storage() -> None:
    # ---- LLaMA-Factory full multi-GPU fine-tune: a stale NFS-style file handle: storage ---------
    node = "lf-node"
    c = case("b3-stale-file-handle-finetune", "attributed", "storage", [], [node],
             "A full-parameter fine-tune with LLaMA-Factory's multi-GPU single-node script: the "
             "training fails with OSError: [Errno 116] Stale file handle (the file system under "
             "the run went away beneath it; nothing says it is the node's own disk). The line as "
             "posted, ISO time ours.", start="2024-04-12T06:00:00+00:00", scheduler="slurm",
             ranks_per_node=4)
    c.steps(1, 40, every=15.0)
    c.log(node, "rank-0", LLAMAFACTORY3243, "OSError: [Errno 116] Stale file handle:", t=610.0)
    c.job(640.0, "FAILED", exit_code=1)

    # ---- H2O LLM Studio: the checkpoint write fails on the full output volume: storage ----------
    node = "runpod-gpu"
    c = case("b3-checkpoint-write-failed", "attributed", "storage", [], [node],
             "H2O LLM Studio fine-tuning on a cloud GPU pod with two ranks: saving the checkpoint "
             "fails inside torch.save, PytorchStreamWriter failed writing file data/228: file "
             "write failed (the output volume was already full). Lines as posted, the ISO time "
             "ours from the first line's own stamp.", start="2023-07-01T15:30:00+00:00",
             scheduler="kubernetes", ranks_per_node=2)
    c.steps(1, 420, every=10.0)
    c.own(node, "rank-0", H2OLLMSTUDIO214, "2023-07-01 16:41:05.669",
          "2023-07-01 16:41:05,669 - ERROR: Exception occurred during H2O LLM Studio run:")
    c.log(node, "rank-0", H2OLLMSTUDIO214,
          "Traceback (most recent call last):",
          "File \"/root/.local/share/virtualenvs/workspace-dqq3IVyd/lib/python3.10/site-packages/"
          "torch/serialization.py\", line 441, in save",
          "_save(obj, opened_zipfile, pickle_module, pickle_protocol)",
          "File \"/root/.local/share/virtualenvs/workspace-dqq3IVyd/lib/python3.10/site-packages/"
          "torch/serialization.py\", line 668, in _save",
          "zip_file.write_record(name, storage.data_ptr(), num_bytes)",
          "RuntimeError: [enforce fail at inline_container.cc:471] . PytorchStreamWriter failed "
          "writing file data/228: file write failed", t=4265.67)
    c.job(4300.0, "FAILED", exit_code=1)

    # ---- nnU-Net: the data loader's workers get EIO reading preprocessed cases: storage ---------
    node = "nnunet-ws"
    c = case("b3-dataloader-input-output-error", "attributed", "storage", [], [node],
             "nnU-Net v2 3d_fullres training, its background data-loader workers reading "
             "preprocessed cases from /media/project: every read fails with OSError: [Errno 5] "
             "Input/output error and the producer thread's traceback follows. Lines as posted "
             "(from the first frame shown), ISO time ours.", start="2023-11-20T09:00:00+00:00",
             scheduler="none", ranks_per_node=1)
    c.steps(1, 250, every=2.0)
    c.log(node, "rank-0", NNUNET1784,
          "    with open(file, mode) as f:",
          "OSError: [Errno 5] Input/output error: '/media/project/nnUNet/nnUNet_preprocessed/"
          "Dataset002_CCTA_3D/nnUNetPlans_3d_fullres/L0550_RCA_sagital.pkl'",
          "OSError: [Errno 5] Input/output error: '/media/project/nnUNet/nnUNet_preprocessed/"
          "Dataset002_CCTA_3D/nnUNetPlans_3d_fullres/FA1791_LAD_axial.pkl'",
          "OSError: [Errno 5] Input/output error: '/media/project/nnUNet/nnUNet_preprocessed/"
          "Dataset002_CCTA_3D/nnUNetPlans_3d_fullres/FA2766_RCA_2_axial.pkl'",
          "OSError: [Errno 5] Input/output error: '/media/project/nnUNet/nnUNet_preprocessed/"
          "Dataset002_CCTA_3D/nnUNetPlans_3d_fullres/D0195_RCA_axial.pkl'",
          "Traceback (most recent call last):",
          "  File \"/home/nicvi/anaconda3/envs/nnUNet/lib/python3.10/site-packages/batchgenerators/"
          "dataloading/nondet_multi_threaded_augmenter.py\", line 53, in producer",
          "    item = next(data_loader)",
          "  File \"/home/nicvi/anaconda3/envs/nnUNet/lib/python3.10/site-packages/batchgenerators/"
          "dataloading/data_loader.py\", line 126, in __next__",
          "    return self.generate_train_batch()",
          "  File \"/home/nicvi/nnUNet/nnunetv2/training/dataloading/data_loader_3d.py\", line 19, "
          "in generate_train_batch",
          "    data, seg, properties = self._data.load_case(i)",
          "  File \"/home/nicvi/nnUNet/nnunetv2/training/dataloading/nnunet_dataset.py\", line 86, "
          "in load_case",
          "    data = np.load(entry['data_file'][:-4] + \".npy\", 'r')", t=501.0)
    c.job(560.0, "FAILED", exit_code=1)

    # ---- EAGLE (anemoi) training step on an HPC system: Triton's cache hits a quota: storage ----
    nodes = ["ursa-g001", "ursa-g002"]
    c = case("b3-triton-cache-disk-quota", "attributed", "storage", [], nodes,
             "The training step of NOAA's EAGLE workflow (anemoi, PyTorch with Triton-compiled "
             "kernels) on two GPU nodes of an HPC system: compiling a kernel, Triton's cache "
             "write on the shared /scratch5 file system fails with OSError: [Errno 122] Disk "
             "quota exceeded. The traceback's last frames as posted (its caret lines dropped), "
             "ISO time ours; the node names ours.", start="2026-03-26T14:00:00+00:00",
             scheduler="slurm", ranks_per_node=4)
    c.log(nodes[0], "rank-0", EAGLE121,
          "  File \"/scratch5/NCEPDEV/rstprod/Jun.Wang/mlwp/20260325/EAGLE/src/conda/envs/training/"
          "lib/python3.12/site-packages/triton/compiler/compiler.py\", line 314, in compile",
          "    metadata_group[ir_filename] = fn_cache_manager.put(module, ir_filename)",
          "  File \"/scratch5/NCEPDEV/rstprod/Jun.Wang/mlwp/20260325/EAGLE/src/conda/envs/training/"
          "lib/python3.12/site-packages/triton/runtime/cache.py\", line 116, in put",
          "    with open(temp_path, mode) as f:",
          "OSError: [Errno 122] Disk quota exceeded", t=240.0)
    c.job(300.0, "FAILED", exit_code=1)


# ---- nodes lost --------------------------------------------------------------------------------
def build_nodes_lost() -> None:
    # ---- Ray Train: the GCS marks the worker node dead (missed heartbeats): that node -----------
    head, worker = "10.128.0.32", "10.128.0.103"
    c = case("b3-ray-node-marked-dead", "attributed", "node_failure", [worker], [head, worker],
             "Ray Train (PyTorch) on two GCE nodes, one worker each: the worker node 10.128.0.103 "
             "goes away; the driver's log says the node was marked dead because too many "
             "heartbeats were missed, and the BackendExecutor reports the worker actor on it "
             "died. The driver's lines as posted (the loss lines without a time: ISO time ours; "
             "the others from their own stamp).", start="2022-02-15T16:50:00+00:00",
             scheduler="ray")
    c.steps(1, 20, every=10.0)
    c.log(head, "driver", RAY22349,
          "(BaseWorkerMixin pid=5172, ip=10.128.0.32) loss: 2.093296  [    0/30000]", t=150.0)
    c.log(head, "driver", RAY22349,
          "(BaseWorkerMixin pid=5137, ip=10.128.0.103) loss: 1.876175  [ 3200/30000]",
          "(BaseWorkerMixin pid=5172, ip=10.128.0.32) loss: 1.995140  [ 3200/30000]", t=170.0)
    c.log(head, "driver", RAY22349,
          "(BaseWorkerMixin pid=5137, ip=10.128.0.103) loss: 2.019226  [ 6400/30000]",
          "(BaseWorkerMixin pid=5172, ip=10.128.0.32) loss: 1.813242  [ 6400/30000]", t=190.0)
    c.own(head, "driver", RAY22349, "2022-02-15 16:53:52.096",
          "2022-02-15 16:53:52,096\tWARNING worker.py:1462 -- The node with node id: "
          "8f205b12643d25d8c1ce57c45527a6c912f3479765096718ad2bf0d3 and ip: 10.128.0.103 has "
          "been marked dead because the detector has missed too many heartbeats from it. This "
          "can happen when a raylet crashes unexpectedly or has lagging heartbeats.")
    c.own(head, "driver", RAY22349, "2022-02-15 16:53:52.097",
          "(BackendExecutor pid=5126, ip=10.128.0.32) 2022-02-15 16:53:52,097\tERROR utils.py:42 "
          "-- The actor died unexpectedly before finishing this task.")
    c.log(head, "driver", RAY22349,
          "(BackendExecutor pid=5126, ip=10.128.0.32) \tclass_name: BaseWorkerMixin",
          "(BackendExecutor pid=5126, ip=10.128.0.32) \tactor_id: ad32ee6f9964d162b63e02c601000000",
          "(BackendExecutor pid=5126, ip=10.128.0.32) \tpid: 5137",
          "(BackendExecutor pid=5126, ip=10.128.0.32) \tnamespace: "
          "eab8b056-4b60-4176-8070-5f404f6de75c",
          "(BackendExecutor pid=5126, ip=10.128.0.32) \tip: 10.128.0.103", t=232.1)
    c.job(300.0, "FAILED", exit_code=1)

    # ---- Ray data-parallel training: one raylet terminated, cause listed as possible: ambiguous -
    nodes = ["172.29.58.175", "172.29.58.176", "172.29.58.177"]
    c = case("b3-ray-raylet-terminated", "ambiguous", "unknown", [], nodes,
             "Data-parallel training with Ray (Gloo through pygloo) across nodes: the driver "
             "reports that the raylet on 172.29.58.176 is terminated, unexpectedly, and lists "
             "the possible reasons (SIGKILL by a user or the OOM killer, invalid memory access, "
             "other signals). Which one is not in the bundle. The warning as posted (its line "
             "break kept), the ISO time ours from its own stamp; the other node names ours.",
             start="2022-10-17T14:00:00+00:00", scheduler="ray")
    c.steps(1, 140, every=10.0, stop={"172.29.58.176": 139})
    c.own(nodes[0], "driver", RAY29412, "2022-10-17 14:23:59.720",
          "2022-10-17 14:23:59,720 WARNING worker.py:1839 -- Raylet is terminated: "
          "ip=172.29.58.176, id=c28cee44b5cd67e730b3a9f729ca772f9bfd3f4b936ae1999d38cf36. "
          "Termination is unexpected. Possible reasons include: (1) SIGKILL by the user or system")
    c.log(nodes[0], "driver", RAY29412,
          "OOM killer, (2) Invalid memory access from Raylet causing SIGSEGV or SIGBUS, (3) Other "
          "termination signals. Last 20 lines of the Raylet logs:", t=1439.72)
    c.job(1500.0, "FAILED", exit_code=1)

    # ---- Torque/PBS: the job on gpu-2-17 deleted by root, "job preempted (node failure)" -------
    c = case("b3-pbs-job-lost-node-failure", "attributed", "node_failure", ["gpu-2-17"],
             ["gpu-2-17"],
             "A GPU job under Torque/Moab running on gpu-2-17: the scheduler's mail says the job "
             "was deleted at the request of root and 'job preempted (node failure)'. The mail's "
             "lines as posted, filed under the node, ISO time ours.",
             start="2014-11-25T06:00:00+00:00", scheduler="pbs")
    c.steps(1, 60, every=60.0)
    c.log("gpu-2-17", "pbs-mail", CBIO187,
          "PBS Job Id: 2600365.mskcc-fe1.local",
          "Job Name:   STDIN",
          "Exec host:  gpu-2-17/5",
          "job deleted",
          "Job deleted at request of root@mskcc-fe1.local",
          "job preempted (node failure)", t=3650.0)
    c.job(3650.0, "FAILED")

    # ---- Horovod over Open MPI, many nodes: one report that a peer process disconnected --------
    nodes = ["reco-zl-c4-reco313", "reco-zl-c4-reco314", "reco-zl-c4-reco315",
             "reco-zl-c4-reco316"]
    c = case("b3-mpi-peer-process-disconnected", "ambiguous", "unknown", [], nodes,
             "Horovod (TensorFlow) over Open MPI across several machines: a rank on "
             "reco-zl-c4-reco313 reports that an MPI communication peer process on "
             "reco-zl-c4-reco316 disconnected unexpectedly, and every process exits. Nothing "
             "from reco316 itself says why. Open MPI's message as posted (the blank line "
             "dropped), ISO time ours; reco314 and reco315 ours.",
             start="2020-05-14T02:00:00+00:00", scheduler="mpirun", ranks_per_node=2)
    c.steps(1, 500, every=5.0)
    c.log("reco-zl-c4-reco313", "rank-1", HOROVOD1950,
          "An MPI communication peer process has unexpectedly disconnected.  This",
          "usually indicates a failure in the peer process (e.g., a crash or",
          "otherwise exiting without calling MPI_FINALIZE first).",
          "Although this local MPI process will likely now behave unpredictably",
          "(it may even hang or crash), the root cause of this problem is the",
          "failure of the peer -- that is what you need to investigate.  For",
          "example, there may be a core file that you can examine.  More",
          "generally: such peer hangups are frequently caused by application bugs",
          "or other external events.",
          "  Local host: reco-zl-c4-reco313",
          "  Local PID:  7720",
          "  Peer host:  reco-zl-c4-reco316",
          "--------------------------------------------------------------------------", t=2503.0)
    c.job(2560.0, "FAILED", exit_code=1)


# ---- fabric ------------------------------------------------------------------------------------
def build_fabric() -> None:
    # ---- lit-llama on four Slurm nodes: node-48's eight ranks all see IB port errors: node-48 --
    nodes = ["node-45", "node-48", "node-50", "node-51"]
    c = case("b3-ib-async-port-error", "attributed", "network", ["node-48"], nodes,
             "LLaMA pretraining (lit-llama) on four Slurm nodes of eight GPUs: after iteration "
             "83594 the training stops while the job keeps running; every one of the eight NCCL "
             "processes on the node whose host name ends in -48 logs 'NET/IB : Got async event : "
             "port error'. Lines as posted (host names were elided in the report: the node names "
             "and which rank printed each line are ours; blank lines dropped), ISO times ours.",
             start="2023-06-10T00:00:00+00:00", scheduler="slurm", ranks_per_node=8)
    c.steps(83500, 83594, every=6.0)
    c.log("node-45", "rank-0", LITLLAMA380,
          "iter 83592: loss 1.5455, time: 4401.19ms, speed: - toks/s/device", t=553.0)
    c.log("node-45", "rank-0", LITLLAMA380,
          "iter 83593: loss 2.6294, time: 6669.64ms, speed: - toks/s/device", t=559.0)
    c.log("node-45", "rank-0", LITLLAMA380,
          "iter 83594: loss 1.9491, time: 6235.95ms, speed: 1771 toks/s/device", t=565.0)
    for i, (pid, tid) in enumerate(((34050, 34121), (34052, 34141), (34055, 34140),
                                    (34051, 34143), (34054, 34130), (34057, 34142),
                                    (34053, 34129), (34056, 34135))):
        c.log("node-48", f"rank-{8 + i}", LITLLAMA380,
              f"...-48:{pid}:{tid} [0] transport/net_ib.cc:93 NCCL WARN NET/IB : Got async event "
              ": port error", t=566.0 + 0.01 * i)

    # ---- DDP on two V100 nodes: one report of a reset connection, ncclRemoteError: ambiguous ---
    c = case("b3-nccl-remote-error-connection-reset", "ambiguous", "network", [],
             ["v100-a", "v100-b"],
             "DDP training on two nodes of V100s: a rank on v100-a fails with NCCL's "
             "ncclRemoteError, 'remote process exited or there was a network error', its "
             "socket's recv from a peer reset by that peer. Only this one report, naming an "
             "address the report elided; nothing from the other side. Lines as posted, ISO time "
             "ours.", start="2026-03-28T12:00:00+00:00", scheduler="slurm", ranks_per_node=4)
    c.steps(1, 90, every=20.0)
    c.log("v100-a", "rank-0", NCCL2076,
          "torch.distributed.DistBackendError: NCCL error in: /pytorch/torch/csrc/distributed/"
          "c10d/NCCLUtils.hpp:268, remote process exited or there was a network error, NCCL "
          "version 2.21.5",
          "ncclRemoteError: A call failed possibly due to a network error or a remote process "
          "exiting prematurely.",
          "Last error:",
          "socketProgressOpt: Call to recv from 172....<33759> failed : Connection reset by peer",
          t=1812.0)
    c.job(1850.0, "FAILED", exit_code=1)

    # ---- RCCL between two VMs hangs at init; one VM's mlx5_7 port is down and flapping: that VM -
    c = case("b3-rdma-link-down-flapping", "attributed", "network", ["mi-vm-2"],
             ["mi-vm-1", "mi-vm-2"],
             "A two-VM job on AMD GPUs hangs while RCCL initialises; on one VM, `rdma link` shows "
             "its mlx5_7 port DOWN and POLLING, then DOWN with the physical link up, then ACTIVE "
             "again: an unstable link on that VM only. The command's lines as posted, filed "
             "under the VM (which VM is ours), ISO times ours.",
             start="2024-11-14T09:00:00+00:00", scheduler="slurm", ranks_per_node=8)
    c.log("mi-vm-2", "rdma-link", RCCL1423,
          "link mlx5_7/1 subnet_prefix fe80:0000:0000:0000 lid 3403 sm_lid 1 lmc 0 state DOWN "
          "physical_state POLLING", t=900.0)
    c.log("mi-vm-2", "rdma-link", RCCL1423,
          "link mlx5_7/1 subnet_prefix fe80:0000:0000:0000 lid 3403 sm_lid 1 lmc 0 state DOWN "
          "physical_state LINK_UP", t=960.0)
    c.log("mi-vm-2", "rdma-link", RCCL1423,
          "link mlx5_7/1 subnet_prefix fe80:0000:0000:0000 lid 3403 sm_lid 1 lmc 0 state ACTIVE "
          "physical_state LINK_UP", t=1020.0)
    c.job(1800.0, "FAILED", exit_code=1)

    # ---- DeepSpeed across two nodes: one rank's IB completion error from a named peer: ambiguous
    host = "50428e4af543"
    c = case("b3-ib-completion-error-one-peer", "ambiguous", "network", [],
             [host, "ds-worker-1"],
             "DeepSpeed training launched with a hostfile across two nodes of eight GPUs (in "
             "Docker): rank 4 on 50428e4af543 gets an IB completion error (status 5, vendor err "
             "249) from peer 10.0.1.23 and ProcessGroupNCCL reports ncclRemoteError, 'remote "
             "process exited or there was a network error'. Only this one report names the peer; "
             "nothing from 10.0.1.23 itself. Lines as posted, ISO time ours (ProcessGroupNCCL's "
             "from its own glog stamp, year ours); the second node's name ours.",
             start="2024-12-29T16:30:00+00:00", scheduler="deepspeed", ranks_per_node=8,
             addresses={"ds-worker-1": "10.0.1.23"})
    c.steps(1, 100, every=10.0)
    c.log(host, "rank-4", DEEPSPEED6875,
          "50428e4af543:34610:36821 [4] ib_plugin.c:1673 NCCL WARN NET/IB: Got completion from "
          "peer 10.0.1.23<34696> with status=5 opcode=0 len=0 vendor err 249 (Recv) hca ibp152s0",
          "50428e4af543:34610:36821 [4] NCCL INFO transport/net.cc:1314 -> 6",
          "50428e4af543:34610:36821 [4] NCCL INFO proxy.cc:638 -> 6",
          "50428e4af543:34610:36821 [4] NCCL INFO proxy.cc:819 -> 6 [Progress Thread]", t=1045.0)
    c.own(host, "rank-4", DEEPSPEED6875, "2024-12-29 16:47:25.333820",
          "[rank4]:[E1229 16:47:25.333820755 ProcessGroupNCCL.cpp:541] [Rank 4] found async "
          "exception when checking for NCCL errors: NCCL error: remote process exited or there "
          "was a network error, NCCL version 2.22.3")
    c.log(host, "rank-4", DEEPSPEED6875,
          "ncclRemoteError: A call failed possibly due to a network error or a remote process "
          "exiting prematurely.",
          "Last error:",
          "NET/IB: Got completion from peer 10.0.1.23<34696> with status=5 opcode=0 len=0 vendor "
          "err 249 (Recv) hca ibp152s0", t=1045.34)
    c.job(1100.0, "FAILED", exit_code=1)


# ---- scheduler stops ---------------------------------------------------------------------------
def build_scheduler_stops() -> None:
    # ---- EveryVoice (Lightning) on a Slurm partition with preemption: the step cancelled -------
    node = "ib12gpu-001"
    c = case("b3-slurm-step-cancelled-preempted", "attributed", "preemption", [], [node],
             "EveryVoice feature-prediction training (Lightning, four ranks) on a preemptible "
             "Slurm partition: slurmstepd cancels the step; the job was preempted (the report's "
             "own word) and requeued. slurmstepd's line as posted (the report's quote marker "
             "dropped), the ISO time ours from its own stamp; the PREEMPTED state ours.",
             start="2023-11-29T10:47:00+00:00", scheduler="slurm", ranks_per_node=4)
    c.steps(1, 1790, every=10.0)
    c.own(node, "slurmstepd", EVERYVOICE183, "2023-11-29 15:47:21",
          "slurmstepd: error: *** STEP 4714782.0 ON ib12gpu-001 CANCELLED AT 2023-11-29T15:47:21 "
          "***")
    c.job(18021.0, "PREEMPTED")

    # ---- an MPI job on two Cray nodes reaches the debug queue's time limit: preemption ---------
    c = case("b3-srun-step-time-limit", "attributed", "preemption", [], ["nid01934", "nid01935"],
             "A 16-task MPI job (srun -N 2 -n 16) on two Cray nodes of a debug queue with a "
             "ten-minute limit: Slurm cancels the step DUE TO TIME LIMIT and srun reports the "
             "tasks on both nodes terminated. srun's and slurmstepd's lines as posted, ISO "
             "times ours (slurmstepd's from its own stamp); the TIMEOUT state ours.",
             start="2020-07-03T02:49:56+00:00", scheduler="slurm", ranks_per_node=8)
    c.steps(1, 59, every=10.0)
    c.log("nid01934", "srun", DESITARGET628,
          "srun: Force Terminated job 32233190",
          "srun: Job step aborted: Waiting up to 32 seconds for job step to finish.", t=599.5)
    c.own("nid01934", "srun", DESITARGET628, "2020-07-03 02:59:56",
          "slurmstepd: error: *** STEP 32233190.0 ON nid01934 CANCELLED AT 2020-07-03T02:59:56 "
          "DUE TO TIME LIMIT ***")
    c.log("nid01934", "srun", DESITARGET628,
          "srun: error: nid01934: tasks 2,4-5,7: Terminated",
          "srun: Terminating job step 32233190.0",
          "srun: error: nid01935: tasks 8-15: Terminated",
          "srun: error: nid01934: tasks 0-1,3,6: Terminated", t=600.5)
    c.job(632.0, "TIMEOUT")


# ---- writing -----------------------------------------------------------------------------------
def main() -> None:
    build()
    remove_stale(ROOT, "b3-", CASES)
    write_split(CASES, SPLIT, ROOT)


if __name__ == "__main__":
    main()
