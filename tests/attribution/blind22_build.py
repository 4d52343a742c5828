"""Build the twenty-second blind corpus (tests/attribution/blind22/): training at HPC sites.

    python tests/attribution/blind22_build.py

A held-out proxy for issue 43's question ("stacks and failures described nowhere"), aimed at AI
training jobs at HPC supercomputer sites and other Slurm/PBS/LSF clusters as their users
reported them publicly: Summit and Summitdev (LSF, jsrun), Perlmutter, Sunspot (PBS, Intel
GPUs), LUMI and Setonix (MI250X, RCCL over Slingshot), GH200 nodes with the CXI provider, the UK
JADE/JADE2 service, university clusters (Yggdrasil, Arjuna, SJTU), and lab clusters. The reports
come from the stored GitHub issue threads, found with site and symptom searches ("Frontier RCCL
training hang cxi libfabric error", "LUMI srun error training torch distributed MI250X",
"Perlmutter torch distributed training crash log nid", "Summit OLCF jsrun training pytorch error
horovod", "srun task Out Of Memory oom_kill training pytorch dataloader", "jade-hpc-gpu JADE2 node
job failed training error", "Couldn't open a fabric access domain RC -38 cxi rgroup vni torch",
...), taken in the order the searches returned them, skipping only reports without a copyable
log line, reports not about training, and reports any other corpus or file of the repository
cites. It was assembled by one helper who read neither the engine nor its catalogs; the labels
were written before any engine ran on these bundles, and no report cited here is cited anywhere
else in the repository (test_attribution_heldout.py checks it).

Every log line is copied from the public report given next to it (host names, addresses, ids and
times as posted; a line the report wrapped stays wrapped). Ours is only the assembly, as in
stacks_build.py: which node and stream a line is filed under, an ISO-8601 time in front of every
line (taken from the line's own stamp where it has one), job.json, the scheduler events and the
per-rank step metrics. The labels follow DESIGN's taxonomy and the rules of the realworld, stacks,
frontier and blind READMEs (see blind22/README.md).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from stacks_build import Case, case_maker, remove_stale, write_split  # noqa: E402

ROOT = HERE / "blind22"
SPLIT = "blind22"

# ---- sources (one public report per incident) --------------------------------------------------
JADE168 = "https://github.com/jade-hpc-gpu/jade-hpc-gpu.github.io/issues/168"
JADE136 = "https://github.com/jade-hpc-gpu/jade-hpc-gpu.github.io/issues/136"
LHT229 = "https://github.com/ashleve/lightning-hydra-template/issues/229"
FONDUE5 = "https://github.com/FoNDUE-HTR/Documentation/issues/5"
SJTU20 = "https://github.com/chenxie95/deeplearning_course_sjtu/issues/20"
EZPZ210 = "https://github.com/saforem2/ezpz/issues/210"
ACE504 = "https://github.com/ai2cm/ace/issues/504"
HOROVOD1453 = "https://github.com/horovod/horovod/issues/1453"
HOROVOD308 = "https://github.com/horovod/horovod/issues/308"
MILABENCH335 = "https://github.com/mila-iqia/milabench/issues/335"
NEOX1310 = "https://github.com/EleutherAI/gpt-neox/issues/1310"
CELLPOSE450 = "https://github.com/MouseLand/cellpose/issues/450"
ARJUNA137 = "https://github.com/ArjunaCluster/ArjunaUsers/issues/137"
OFINCCL179 = "https://github.com/aws/aws-ofi-nccl/issues/179"
OFINCCL801 = "https://github.com/aws/aws-ofi-nccl/issues/801"
OFIRCCL16 = "https://github.com/ROCm/aws-ofi-rccl/issues/16"
NCCL1842 = "https://github.com/NVIDIA/nccl/issues/1842"
TFROCM1419 = "https://github.com/ROCm/tensorflow-upstream/issues/1419"
OPENPVSG17 = "https://github.com/LilyDaytoy/OpenPVSG/issues/17"
TRIXIE52 = "https://github.com/ai4d-iasc/trixie/issues/52"

CASES: list[Case] = []


case = case_maker(CASES, SPLIT)


def build() -> None:
    build_program_and_environment()
    build_unexplained_ends()
    build_memory_time_and_storage()
    build_fabric_and_hangs()


# ---- the program and its environment -----------------------------------------------------------
def build_program_and_environment() -> None:
    # ---- Perlmutter: ACE training stops on a CUDA driver-API assertion ------------------------
    node = "nid-pm-gpu"
    c = case("b22-perlmutter-ace-cuda-driver-api-internal-assert", "attributed", "user_code", [],
             [node],
             "Training the ACE climate emulator on Perlmutter with a recent container image fails "
             "with an internal assertion in PyTorch's CUDA driver-API wrapper (the issue title: "
             "'Cuda driver error in training on perlmutter'). An exception in the program's "
             "software stack, nothing showing a faulty device. The line as posted (the node name "
             "ours), ISO times ours; the step metrics ours.",
             start="2024-11-25T08:00:00+00:00", scheduler="slurm", ranks_per_node=4)
    c.steps(1, 40, every=20.0)
    c.log(node, "rank-0", ACE504,
          'RuntimeError: handle_0 INTERNAL ASSERT FAILED at "/opt/pytorch/pytorch/c10/cuda/'
          'driver_api.cpp":15, please report a bug to PyTorch', t=815.0)
    c.job(820.0, "FAILED", exit_code=1)

    # ---- Mila's milabench on ROCm: brax training aborts on an aperture violation --------------
    node = "rocm-bench-node"
    c = case("b22-milabench-rocm-brax-memory-aperture-violation", "attributed", "user_code", [],
             [node],
             "milabench's brax benchmark (JAX reinforcement-learning training) on a ROCm 6.2.4 "
             "node aborts within seconds: the HIP runtime's queue callback reports "
             "HSA_STATUS_ERROR_MEMORY_APERTURE_VIOLATION and the run ends with -6. A kernel "
             "touching memory it should not (the Xid 13/31 class), not a device fault. Lines as "
             "posted (the node name ours), ISO times from the [at ...] stamps.",
             start="2025-02-25T17:16:40.478362+00:00", scheduler="slurm", ranks_per_node=1)
    c.log(node, "rank-0", MILABENCH335,
          "brax.0 [stderr] :0:rocdevice.cpp            :2984: 159730272363 us: [pid:403868 "
          "tid:0x7f37b81ff640] Callback: Queue 0x7ef728200000 aborting with error : "
          "HSA_STATUS_ERROR_MEMORY_APERTURE_VIOLATION: The agent attempted to access memory "
          "beyond the largest legal address. code: 0x29", t=15.0)
    c.own(node, "rank-0", MILABENCH335, "2025-02-25 17:16:56.320569",
          "brax.0 [end (-6)] /home/testroot/rocm/results/venv/torch/bin/voir --config "
          "/home/testroot/rocm/results/extra/brax/voirconf-brax.0-"
          "0efae956f1553a76c1e03985181900f5.json /home/testroot/milabench/benchmarks/brax/"
          "main.py --episode-length 20 --batch-size 1024 --num-minibatches 32 --num-envs 8192 "
          "[at 2025-02-25 17:16:56.320569]")
    c.job(16.5, "FAILED", exit_code=134)

    # ---- LUMI: gpt-neox in a Singularity container, GPU memory access faults in training ------
    node = "nid-lumi-g"
    c = case("b22-lumi-gpt-neox-gpu-memory-access-faults", "attributed", "user_code", [], [node],
             "gpt-neox (DeepSpeed, Slurm launcher, Singularity container) on a LUMI MI250X node: "
             "during the training step every GCD reports a 'Memory access fault by GPU ... "
             "Reason: Unknown' and the GPU core dumps fail. Faults on all eight GCDs at once "
             "are the program's (the Xid 13/31 class), not one device. Lines as posted (the node "
             "name ours), ISO times ours; the step metrics ours.",
             start="2024-10-23T09:00:00+00:00", scheduler="slurm", ranks_per_node=8)
    c.steps(1, 3, every=12.0, t0=300.0)
    c.log(node, "rank-0", NEOX1310,
          "GPU core dump failed",
          "Memory access fault by GPU node-9 (Agent handle: 0x7d5f990) on address "
          "0x14a1cfe01000. Reason: Unknown.",
          "Memory access fault by GPU node-6 (Agent handle: 0x7d5b060) on address "
          "0x14c2c7e01000. Reason: Unknown.",
          "GPU core dump failed",
          "Memory access fault by GPU node-11 (Agent handle: 0x810fd10) on address "
          "0x152be7e01000. Reason: Unknown.",
          "GPU core dump failed",
          "Memory access fault by GPU node-8 (Agent handle: 0x7d5c290) on address "
          "0x15098be01000. Reason: Unknown.",
          "Memory access fault by GPU node-4 (Agent handle: 0x7d581a0) on address "
          "0x153d9fe01000. Reason: Unknown.",
          "Memory access fault by GPU node-7 (Agent handle: 0x7d5c100) on address "
          "0x153e07e01000. Reason: Unknown.", t=335.0)
    c.job(340.0, "FAILED", exit_code=1)

    # ---- GH200 with the CXI provider: no VNI, the fabric domain cannot be opened --------------
    nodes = ["gh200-a", "gh200-b"]
    c = case("b22-gh200-cxi-no-vni-fabric-domain-not-opened", "attributed", "user_code", [],
             nodes,
             "PyTorch with NCCL and aws-ofi-nccl 1.6 on two GH200 nodes over Slingshot (the "
             "cxi provider, eight NICs): libfabric finds no valid default rgroup and VNI for "
             "cxi0, and NCCL cannot open a fabric access domain (RC -38, 'Function not "
             "implemented', the issue's title) while the communicator is initialised. The "
             "process was started without a fabric service/VNI (its environment), not a NIC "
             "fault. Lines as posted (node names ours; the WARN line as the title gives it), "
             "ISO times ours.",
             start="2025-03-05T03:40:00+00:00", scheduler="slurm", ranks_per_node=1)
    c.log(nodes[0], "rank-0", OFINCCL801,
          " libfabric:507357:1741146011::cxi:fabric:cxip_nic_get_rgroup_vni():253<warn> : "
          "Failed to find valid default rgroup and vni for cxi0 ",
          "NCCL INFO NET/OFI Selected Provider is cxi (found 8 nics)",
          "[0] NCCL INFO Using non-device net plugin version 0",
          "[0] NCCL INFO Using network AWS Libfabric",
          "[0] NCCL INFO DMA-BUF is available on GPU device 0",
          "[0] NCCL INFO NET/OFI Using aws-ofi-nccl 1.6.0",
          "[0] NCCL INFO comm 0xaaaaf6b29030 rank 0 nranks 2 cudaDev 0 nvmlDev 0 busId 2901000 "
          "commId 0x8e6ef3d51f699a17 - Init START", t=11.0)
    c.log(nodes[1], "rank-1", OFINCCL801,
          "[0] NCCL INFO comm 0xaaaaf6798e60 rank 1 nranks 2 cudaDev 0 nvmlDev 0 busId 2901000 "
          "commId 0x8e6ef3d51f699a17 - Init START", t=11.0)
    c.log(nodes[0], "rank-0", OFINCCL801,
          "[0] NCCL INFO comm 0xaaaaf6b29030 rank 0 nRanks 2 nNodes 2 localRanks 1 localRank 0 "
          "MNNVL 0",
          "NCCL WARN NET/OFI Couldn't open a fabric access domain. RC: -38, ERROR: Function not "
          "implemented", t=11.5)
    c.job(13.0, "FAILED", exit_code=1)

    # ---- srun on a host whose munge daemon is not running: the job is never allocated ---------
    node = "lustre-login"
    c = case("b22-slurm-srun-munge-socket-missing", "attributed", "user_code", [], [node],
             "OpenPVSG's Mask2Former training is started with srun on a Slurm partition "
             "(super_priority) from a host where munge is not reachable: every srun attempt "
             "fails to encode a credential and the allocation request is rejected with an "
             "authentication error, so training never starts. The submitting environment, not a "
             "node of the job. Lines as posted (the node name ours), ISO times ours.",
             start="2024-10-07T06:00:00+00:00", scheduler="slurm", ranks_per_node=1)
    c.log(node, "launcher", OPENPVSG17,
          "+ srun -p super_priority --job-name=psg --gres=gpu:1 --ntasks-per-node=1 "
          "--cpus-per-task=5 --kill-on-bad-exit=1 python -u tools/train.py configs/mask2former/"
          "mask2former_r50_lsj_8x2_50e_coco-panoptic.py --work-dir=work_dirs/mask2former_r50_ips "
          "--launcher=slurm",
          "srun: error: If munged is up, restart with --num-threads=10",
          'srun: error: Munge encode failed: Failed to access "/var/run/munge/munge.socket.2": '
          "No such file or directory",
          "srun: error: slurm_send_node_msg: auth_g_create: REQUEST_RESOURCE_ALLOCATION has "
          "authentication error",
          "srun: error: Srun communication socket apparently being written to by something "
          "other than Slurm", t=1.0)
    c.job(2.0, "FAILED", exit_code=1)

    # ---- Trixie: two srun launches of torch.distributed.launch collide on the port ------------
    nodes = ["trixie-cn1", "trixie-cn2"]
    c = case("b22-trixie-two-nodes-address-already-in-use", "attributed", "user_code", [], nodes,
             "Two-node training on the NRC Trixie cluster (TrixieMain, four GPUs a node): the "
             "batch script runs two srun commands, each starting torch.distributed.launch on "
             "every node (node_rank 0 and 1), and the run fails with 'RuntimeError: Address "
             "already in use'. The launch script's mistake (the site's wiki gives the fix). The "
             "line as posted in the report's prose (node names ours), ISO times ours.",
             start="2021-02-19T15:00:00+00:00", scheduler="slurm", ranks_per_node=4)
    c.log(nodes[0], "rank-0", TRIXIE52, "RuntimeError: Address already in use", t=20.0)
    c.job(25.0, "FAILED", exit_code=1)


# ---- crashes and kills with nothing naming a cause ----------------------------------------------
def build_unexplained_ends() -> None:
    # ---- JADE2: an intermittent NCCL Error 2 in loss.backward ---------------------------------
    node = "jade2-dgk"
    c = case("b22-jade2-nccl-error-2-in-backward", "ambiguous", "unknown", [], [node],
             "Semi-supervised training on the UK JADE2 service (Slurm, one DGX node): some runs "
             "of unchanged code end with 'RuntimeError: NCCL Error 2: unhandled system error' "
             "raised from loss.backward(), others run through. Nothing in the bundle says which "
             "system call failed or where. Lines as posted (the code block's indentation "
             "removed; the error line as the report's prose quotes it; the node name ours), ISO "
             "times ours; the step metrics ours.",
             start="2022-04-06T09:00:00+00:00", scheduler="slurm", ranks_per_node=4)
    c.steps(1, 40, every=20.0)
    c.log(node, "rank-0", JADE168,
          "Traceback (most recent call last):",
          '  File "/jmain02/home/J2AD009/ttl04/mxs63-ttl04/pycharm_sync/LogicGuidedSSL/main.py",'
          " line 362, in <module>",
          "    main()",
          '  File "/jmain02/home/J2AD009/ttl04/mxs63-ttl04/pycharm_sync/LogicGuidedSSL/main.py",'
          " line 328, in main",
          "    train_SSL_fixed(args, net, train_dataset, ulb_train_dataset, val_dataset)",
          '  File "/jmain02/home/J2AD009/ttl04/mxs63-ttl04/pycharm_sync/LogicGuidedSSL/'
          'train_SSL_fixed.py", line 411, in train_SSL_fixed',
          "    return train(args, net, mixed_train_dataset, val_dataset)",
          '  File "/jmain02/home/J2AD009/ttl04/mxs63-ttl04/pycharm_sync/LogicGuidedSSL/train.py",'
          " line 86, in train",
          "    iteration = run_train(args, train_data_loader, net, optimizer, epoch, iteration)",
          '  File "/jmain02/home/J2AD009/ttl04/mxs63-ttl04/pycharm_sync/LogicGuidedSSL/train.py",'
          " line 201, in run_train",
          "    loss.backward()",
          "RuntimeError: NCCL Error 2: unhandled system error", t=805.0)
    c.job(810.0, "FAILED", exit_code=1)

    # ---- JADE: a Singularity training job is Killed after hours, sacct says FAILED ------------
    node = "jade-dgj"
    c = case("b22-jade-singularity-train-killed-after-hours", "ambiguous", "unknown", [], [node],
             "PyTorch training in a Singularity container on JADE (Slurm) runs for hours (5 h to "
             "two days) and then the batch script reports the python process Killed; sacct only "
             "says FAILED, and another user sees the same. Nothing in the bundle gives the "
             "reason for the kill. Lines as posted (the node name ours), ISO times ours; the "
             "step metrics ours.",
             start="2020-04-10T02:00:00+00:00", scheduler="slurm", ranks_per_node=1)
    c.steps(1, 60, every=300.0)
    c.log(node, "batch", JADE136,
          "var/spool/slurm/job474687/slurm_script: line 31:  6521 Killed singularity exec --nv "
          "../singularity/pytorch.sif python -u -W ignore ./train.py", t=18010.0)
    c.log(node, "sacct", JADE136,
          'sacct --format="JobId, state"',
          "       JobID      State",
          "------------ ----------",
          "474680_4        RUNNING",
          "474687_4         FAILED",
          "474687_4.ba+     FAILED", t=19000.0)
    c.job(18012.0, "FAILED", exit_code=137)

    # ---- A100 nodes under Slurm: unhandled cuda error from ProcessGroupNCCL --------------------
    node = "a100-slurm"
    c = case("b22-slurm-a100-ddp-nccl-unhandled-cuda-error", "ambiguous", "unknown", [], [node],
             "The lightning-hydra-template trained with DDP under Slurm: on Titan RTX nodes it "
             "is slow, on A100 nodes it crashes with 'NCCL error in: "
             "../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:45, unhandled cuda error, "
             "NCCL version 21.0.3'. The bundle shows no CUDA error behind it and no faulty "
             "device. The line as posted (the node name ours), ISO times ours.",
             start="2021-12-17T10:00:00+00:00", scheduler="slurm", ranks_per_node=4)
    c.log(node, "rank-0", LHT229,
          "RuntimeError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:45, "
          "unhandled cuda error, NCCL version 21.0.3", t=40.0)
    c.job(45.0, "FAILED", exit_code=1)

    # ---- Sunspot: FSDP+TP with tp=2 dies with SIGSEGV at the first training step --------------
    node = "sunspot-x1921"
    c = case("b22-sunspot-xpu-fsdp-tp2-sigsegv-first-step", "ambiguous", "unknown", [], [node],
             "ezpz's FSDP+TP example on one Sunspot node (twelve Intel GPU tiles, PBS, "
             "torch 2.13 xpu, xccl): with --tp 2 the run dies at the first training step, rank 0 "
             "of signal 11 with a core dump and rank 4 of signal 9 (rc=139), with no Python "
             "traceback; tp=1 passes. A segfault below Python with nothing showing a faulty "
             "device or the code that faulted. Lines as posted (the node name ours), ISO times "
             "ours.",
             start="2026-08-10T14:00:00+00:00", scheduler="pbs", ranks_per_node=12)
    c.log(node, "launcher", EZPZ210,
          "python3 -m ezpz.launch --np 12 -- python3 -m ezpz.examples.fsdp_tp \\",
          "    --model agpt-2b --tp 2 --dataset random \\",
          "    --train-iters 6 --batch-size 1 --seq-len 512", t=0.0)
    c.log(node, "launcher", EZPZ210,
          "rank 0 died from signal 11 and dumped core",
          "rank 4 died from signal 9", t=95.0)
    c.job(97.0, "FAILED", exit_code=139)

    # ---- Summit: Horovod ResNet-50 segfaults in MPI_File_open under jsrun ---------------------
    node = "b21n16"
    c = case("b22-summit-horovod-segfault-in-mpi-file-open", "ambiguous", "unknown", [], [node],
             "Horovod's PyTorch ImageNet ResNet-50 example launched with jsrun on a Summit node "
             "(two ranks, conda environment with its own Spectrum MPI libraries): both ranks "
             "segfault inside ROMIO's MPI_File_open right after a license-file warning. A "
             "segfault in the MPI library with nothing showing a faulty node. Lines as posted, "
             "ISO times ours.",
             start="2019-10-15T14:00:00+00:00", scheduler="lsf", ranks_per_node=2)
    c.log(node, "launcher", HOROVOD1453,
          "bash-4.2$ jsrun -n 1 -a2 -c4 -g2 -d packed python pytorch_imagenet_resnet50.py ",
          t=0.0)
    c.log(node, "rank-0", HOROVOD1453,
          "Warning: OMP_NUM_THREADS=16 is greater than available PU's",
          "Warning: OMP_NUM_THREADS=16 is greater than available PU's",
          "/ccs/home/amalik/.conda/envs/hvdpy36PyTorch/lap_se/license/status.dat: No such file "
          "or directory",
          "[b21n16:03136] *** Process received signal ***",
          "[b21n16:03136] Signal: Segmentation fault (11)",
          "[b21n16:03136] Signal code:  (3)",
          "[b21n16:03136] Failing at address: 0x454c49465f49504d",
          "[b21n16:03136] [ 0] [0x2000000504d8]",
          "[b21n16:03136] [ 1] /ccs/home/amalik/.conda/envs/hvdpy36PyTorch/lib/spectrum_mpi/"
          "mca_io_romio321.so(mca_io_romio_dist_MPI_File_open+0x574)[0x2000c7e0794c]",
          "[b21n16:03136] [ 2] /ccs/home/amalik/.conda/envs/hvdpy36PyTorch/lib/spectrum_mpi/"
          "mca_io_romio321.so(mca_io_romio321_file_open+0x118)[0x2000c7dffef8]", t=9.0)
    c.log(node, "rank-1", HOROVOD1453,
          "[b21n16:03137] *** Process received signal ***",
          "[b21n16:03137] Signal: Segmentation fault (11)",
          "[b21n16:03137] Signal code:  (3)",
          "[b21n16:03137] Failing at address: 0x454c49465f49504d",
          "[b21n16:03137] [ 0] [0x2000000504d8]",
          "[b21n16:03137] [ 1] /ccs/home/amalik/.conda/envs/hvdpy36PyTorch/lib/spectrum_mpi/"
          "mca_io_romio321.so(mca_io_romio_dist_MPI_File_open+0x574)[0x2000c7d9794c]", t=9.0)
    c.job(12.0, "FAILED", exit_code=139)

    # ---- Summitdev: Horovod on more than eight nodes segfaults in PAMI at finalize ------------
    nodes = ["summitdev-r0c2n05"] + [f"summitdev-n{i:02d}" for i in range(2, 10)]
    c = case("b22-summitdev-horovod-segfault-at-pami-finalize", "ambiguous", "unknown", [], nodes,
             "Horovod PyTorch training on Summitdev (POWER8, four P100 a node, Spectrum MPI, "
             "NCCL 2) segfaults whenever it runs on more than eight nodes: 'pure virtual method "
             "called', then a segmentation fault in PAMI_Client_destroy while MPI finalises. A "
             "crash in the MPI library's teardown with nothing showing a faulty node. Lines as "
             "posted (the report names one host; the other node names ours; the PAMI frames the "
             "report wrapped left out), ISO times ours; the step metrics ours.",
             start="2018-06-21T16:00:00+00:00", scheduler="lsf", ranks_per_node=1)
    c.steps(1, 50, every=10.0)
    c.log(nodes[0], "rank-0", HOROVOD308,
          "terminate called without an active exception",
          "pure virtual method called",
          "terminate called without an active exception",
          "[summitdev-r0c2n05:116876] *** Process received signal ***",
          "[summitdev-r0c2n05:116876] Signal: Segmentation fault (11)",
          "[summitdev-r0c2n05:116876] Signal code: Invalid permissions (2)",
          "[summitdev-r0c2n05:116876] Failing at address: 0x1000601cde90",
          "[summitdev-r0c2n05:116876] [ 0] [0x100000050478]",
          "[summitdev-r0c2n05:116876] [ 1] /lib64/ld64.so.2(+0x14eb4)[0x100000014eb4]", t=505.0)
    c.job(510.0, "FAILED", exit_code=139)

    # ---- Arjuna: jobs on c014 die silently, slurmctld records WTERMSIG 9 ----------------------
    node = "c014"
    c = case("b22-arjuna-c014-job-killed-wtermsig-9", "ambiguous", "unknown", [], [node],
             "A GPU-partition job on CMU's Arjuna cluster dies after about an hour with empty "
             "output and error files; the controller's log shows the job allocated on c014 and "
             "completed with WTERMSIG 9, and jobs on other nodes avoid it (the admins' fix is not "
             "described). Nothing in the bundle says what sent the kill. Lines as posted (ISO "
             "times from their own stamps); the step metrics ours.",
             start="2022-05-27T10:42:30.155000+00:00", scheduler="slurm", ranks_per_node=1)
    c.own(node, "slurmctld", ARJUNA137, "2022-05-27 10:42:30.155",
          "[2022-05-27T10:42:30.155] _slurm_rpc_submit_batch_job: JobId=127441 InitPrio=5772 "
          "usec=1032")
    c.own(node, "slurmctld", ARJUNA137, "2022-05-27 10:42:30.509",
          "[2022-05-27T10:42:30.509] sched: Allocate JobId=127441 NodeList=c014 #CPUs=2 "
          "Partition=gpu")
    c.steps(1, 50, every=60.0, t0=60.0)
    c.own(node, "slurmctld", ARJUNA137, "2022-05-27 11:37:57.377",
          "[2022-05-27T11:37:57.377] _job_complete: JobId=127441 WTERMSIG 9")
    c.own(node, "slurmctld", ARJUNA137, "2022-05-27 11:37:57.377",
          "[2022-05-27T11:37:57.377] _job_complete: JobId=127441 done")
    c.job(3327.3, "FAILED", exit_code=137)


# ---- memory, time limits and the filesystem --------------------------------------------------
def build_memory_time_and_storage() -> None:
    # ---- Yggdrasil: kraken segmentation training, srun reports task 0 Out Of Memory -----------
    node = "gpu001"
    c = case("b22-yggdrasil-kraken-segtrain-srun-out-of-memory", "attributed", "oom", [], [node],
             "kraken's ketos segtrain on a Pascal GPU of the University of Geneva's Yggdrasil "
             "cluster (Slurm, --mem=0): training starts stage 1/50, a DataLoader traceback "
             "follows and srun reports task 0 Out Of Memory (the issue's title). A host memory "
             "OOM. Lines as posted (the srun line as the title gives it), ISO times ours.",
             start="2021-12-13T13:00:00+00:00", scheduler="slurm", ranks_per_node=1)
    c.log(node, "stdout", FONDUE5,
          "(kraken-env) [gabays@gpu001.yggdrasil Documentation]$ bash "
          "submission_scripts/submission-seg.sh",
          "KETOS training",
          "WARNING:root:Torch version 1.10.0+cu102 has not been tested with coremltools. You "
          "may run into unexpected errors. Torch 1.9.1 is the most recent version that has been "
          "tested.", t=0.0)
    c.log(node, "stdout", FONDUE5, "stage 1/50", t=40.0)
    c.steps(1, 10, every=6.0, t0=42.0)
    c.log(node, "stdout", FONDUE5,
          "Traceback (most recent call last):",
          '  File "/home/users/g/gabays/kraken-env/lib/python3.8/site-packages/torch/utils/data/'
          'dataloader.py", line 990, in _try_get_data', t=100.0)
    c.log(node, "srun", FONDUE5, "srun: error: gpu001: task 0: Out Of Memory", t=101.0)
    c.job(102.0, "FAILED", exit_code=1)

    # ---- SJTU's A100 partition: a DataLoader worker dies, the cgroup OOM handler killed it ----
    node = "sjtu-a100"
    c = case("b22-sjtu-a100-dataloader-worker-cgroup-oom-kill", "attributed", "oom", [], [node],
             "An image-captioning training (a deep-learning course assignment) on the SJTU "
             "supercomputer's A100 queue stops after five to ten minutes: a DataLoader worker "
             "exits unexpectedly and slurmstepd reports an oom-kill event in the batch step "
             "(the CPU queue runs fine; loading images into memory was the cause). A host "
             "memory OOM. Lines as posted (the node name ours), ISO times ours; the step metrics "
             "ours.",
             start="2022-05-20T08:00:00+00:00", scheduler="slurm", ranks_per_node=1)
    c.steps(1, 30, every=15.0)
    c.log(node, "rank-0", SJTU20,
          "RuntimeError: DataLoader worker (pid(s) 2150614) exited unexpectedly", t=455.0)
    c.log(node, "slurmstepd", SJTU20,
          "slurmstepd: error: Detected 1 oom-kill event(s) in StepId=15043231.batch. Some of "
          "your processes may have been killed by the cgroup out-of-memory handler.", t=460.0)
    c.job(461.0, "FAILED", exit_code=1)

    # ---- cellpose: a 200-epoch run stopped by the server's time limit -------------------------
    node = "gpu-server"
    c = case("b22-cellpose-training-stopped-by-time-limit", "attributed", "preemption", [],
             [node],
             "cellpose training logs an epoch line every ten epochs for more than a day; the "
             "poster reports the training was terminated at epoch 200 by the server's training "
             "time limit and asks how to resume. A scheduler stop, nothing failing. Lines as "
             "posted (ISO times from their own stamps; the log as the report's stored text "
             "gives it, to epoch 110); the TIMEOUT state and the step metrics ours.",
             start="2022-02-17T23:15:28.906000+00:00", scheduler="slurm", ranks_per_node=1)
    c.steps(1, 200, every=868.0, t0=0.0)
    for when, text in (
            ("2022-02-18 00:38:30.706", "2022-02-18 00:38:30,706 [INFO] Epoch 5, Time 4981.4s, "
             "Loss 0.5731, LR 0.1111"),
            ("2022-02-18 01:46:44.126", "2022-02-18 01:46:44,126 [INFO] Epoch 10, Time 9074.8s, "
             "Loss 0.5035, LR 0.2000"),
            ("2022-02-18 07:02:39.069", "2022-02-18 07:02:39,069 [INFO] Epoch 20, Time "
             "28029.8s, Loss 0.4754, LR 0.2000"),
            ("2022-02-18 09:17:43.068", "2022-02-18 09:17:43,068 [INFO] Epoch 30, Time "
             "36133.8s, Loss 0.4614, LR 0.2000"),
            ("2022-02-18 11:33:53.086", "2022-02-18 11:33:53,086 [INFO] Epoch 40, Time "
             "44303.8s, Loss 0.4555, LR 0.2000"),
            ("2022-02-18 13:50:18.865", "2022-02-18 13:50:18,865 [INFO] Epoch 50, Time "
             "52489.6s, Loss 0.4517, LR 0.2000"),
            ("2022-02-18 16:07:27.867", "2022-02-18 16:07:27,867 [INFO] Epoch 60, Time "
             "60718.6s, Loss 0.4492, LR 0.2000"),
            ("2022-02-18 18:24:40.832", "2022-02-18 18:24:40,832 [INFO] Epoch 70, Time "
             "68951.5s, Loss 0.4469, LR 0.2000"),
            ("2022-02-18 20:38:58.425", "2022-02-18 20:38:58,425 [INFO] Epoch 80, Time "
             "77009.1s, Loss 0.4453, LR 0.2000"),
            ("2022-02-18 22:53:14.748", "2022-02-18 22:53:14,748 [INFO] Epoch 90, Time "
             "85065.4s, Loss 0.4434, LR 0.2000"),
            ("2022-02-19 01:07:37.048", "2022-02-19 01:07:37,048 [INFO] Epoch 100, Time "
             "93127.7s, Loss 0.4425, LR 0.2000"),
            ("2022-02-19 03:21:51.037", "2022-02-19 03:21:51,037 [INFO] Epoch 110, Time "
             "101181.7s, Loss 0.4417, LR 0.2000")):
        c.own(node, "rank-0", CELLPOSE450, when, text)
    c.job(173800.0, "TIMEOUT")

    # ---- Metaseq OPT on four p4d nodes under Slurm: DataLoader hits ENOMEM -------------------
    nodes = ["p4d-1", "p4d-2", "p4d-3", "p4d-4"]
    c = case("b22-slurm-metaseq-opt-four-nodes-dataloader-enomem", "attributed", "oom", [], nodes,
             "Benchmarking Metaseq OPT training on four p4d.24xlarge nodes of a Slurm cluster "
             "(the opt-baselines launcher, code snapshot on /fsx): the training processes fail "
             "with 'OSError: [Errno 12] Cannot allocate memory' in the PyTorch DataLoader (the "
             "poster suspects a known libfabric/EFA fork issue). Host memory exhausted as the "
             "bundle shows it, nobody's node. Lines as posted (the OSError as the report's prose "
             "quotes it; node names ours), ISO times ours; the step metrics ours.",
             start="2023-02-27T06:40:00+00:00", scheduler="slurm", ranks_per_node=8)
    c.steps(1, 20, every=30.0, t0=120.0)
    c.log(nodes[0], "rank-0", OFINCCL179,
          "Traceback (most recent call last):",
          '  File "./slurm_snapshot_code_oss/2023-02-27T06_32_55.055719/metaseq/cli/train.py", '
          "line 793, in <module>",
          "    cli_main()",
          '  File "./slurm_snapshot_code_oss/2023-02-27T06_32_55.055719/metaseq/cli/train.py", '
          "line 789, in cli_main",
          "    distributed_utils.call_main(cfg, main)",
          '  File "/fsx/aws-conda-benchmark-cluster-controller/jobs/4200_opt_4node_pt-1.13.1-'
          "cu117-py3.9_aws/aws-conda-benchmarks/autobench/opt/slurm_snapshot_code_oss/"
          '2023-02-27T06_32_55.055719/metaseq/distributed/utils.py", line 289, in call_main',
          "    return distributed_main(",
          '  File "/fsx/aws-conda-benchmark-cluster-controller/jobs/4200_opt_4node_pt-1.13.1-'
          "cu117-py3.9_aws/aws-conda-benchmarks/autobench/opt/slurm_snapshot_code_oss/"
          '2023-02-27T06_32_55.055719/metaseq/distributed/utils.py", line 227, in '
          "distributed_main",
          "    retval = main(cfg, **kwargs)",
          '  File "./slurm_snapshot_code_oss/2023-02-27T06_32_55.055719/metaseq/cli/train.py", '
          "line 190, in main",
          "OSError: [Errno 12] Cannot allocate memory", t=712.0)
    c.job(720.0, "FAILED", exit_code=1)

    # ---- Pawsey, gfx908 in Singularity: MIOpen's SQLite database reports disk I/O errors ------
    node = "gfx908-node"
    c = case("b22-singularity-gfx908-miopen-sqlite-disk-io-warnings", "no_failure", "unknown", [],
             [node],
             "The TensorFlow beginner MNIST tutorial in a ROCm TensorFlow Singularity container "
             "on a SLES 15 SP2 system with gfx908 GPUs prints MIOpen warnings that its SQLite "
             "performance database hits a disk I/O error, and TensorFlow carries on. The report "
             "shows warnings, not a failed run. Lines as posted (the node name ours), ISO times "
             "ours; the step metrics and the COMPLETED state ours.",
             start="2021-08-10T15:20:00+00:00", scheduler="slurm", ranks_per_node=1)
    c.log(node, "stderr", TFROCM1419,
          "MIOpen(HIP): Warning [FindWinogradSolutions] /root/driver/MLOpen/src/sqlite_db.cpp:212:"
          " Internal error while accessing SQLite database: disk I/O error",
          "MIOpen(HIP): Warning [FindDataDirectSolutions] /root/driver/MLOpen/src/"
          "sqlite_db.cpp:212: Internal error while accessing SQLite database: disk I/O error",
          "MIOpen(HIP): Warning [FindDataImplicitGemmSolutions] /root/driver/MLOpen/src/"
          "sqlite_db.cpp:212: Internal error while accessing SQLite database: disk I/O error",
          "MIOpen(HIP): Warning [FindFftSolutions] /root/driver/MLOpen/src/sqlite_db.cpp:212: "
          "Internal error while accessing SQLite database: disk I/O error", t=110.0)
    c.steps(1, 5, every=20.0, t0=115.0)
    c.job(220.0, "COMPLETED", exit_code=0)


# ---- the fabric and hangs -----------------------------------------------------------------------
def build_fabric_and_hangs() -> None:
    # ---- Setonix: DDP over the aws-ofi-rccl plugin hangs at start, then a traceback -----------
    nodes = ["setonix-g1", "setonix-g2"]
    c = case("b22-setonix-ddp-rccl-plugin-hang-at-ddp-init", "ambiguous", "hang", [], nodes,
             "Pawsey's MNIST DDP example on two Setonix MI250X nodes (eight GCDs each) with the "
             "aws-ofi-rccl plugin and the site's newer libfabric: the run hangs right at the "
             "start, and after some time rank 14 prints a traceback out of "
             "DistributedDataParallel's parameter-shape check across processes. No rank is shown "
             "stopping first; the poster suspects the plugin and libfabric versions. Lines as "
             "posted (node names ours; the traceback cut where the stored text ends), ISO times "
             "ours.",
             start="2025-09-16T03:00:00+00:00", scheduler="slurm", ranks_per_node=8)
    c.log(nodes[1], "rank-14", OFIRCCL16,
          "[rank14]: Traceback (most recent call last):",
          '[rank14]:   File "/software/projects/pawsey0001/cdipietrantonio/machine-learning-'
          'examples/pytorch/mnist_ddp/mnist.py", line 100, in <module>',
          "[rank14]:     main()",
          '[rank14]:   File "/software/projects/pawsey0001/cdipietrantonio/machine-learning-'
          'examples/pytorch/mnist_ddp/mnist.py", line 97, in main',
          "[rank14]:     train(args.epochs)",
          '[rank14]:   File "/software/projects/pawsey0001/cdipietrantonio/machine-learning-'
          'examples/pytorch/mnist_ddp/mnist.py", line 55, in train',
          "[rank14]:     model = DistributedDataParallel(model, device_ids=[local_rank])",
          "[rank14]:             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
          '[rank14]:   File "/usr/local/lib/python3.12/dist-packages/torch/nn/parallel/'
          'distributed.py", line 835, in __init__',
          "[rank14]:     _verify_param_shape_across_processes(self.process_group, parameters)",
          t=1820.0)
    c.job(1830.0, "FAILED", exit_code=1)

    # ---- Megatron on two A100 nodes: ibv_reg_mr_iova2 fails in a coalesced all-gather ---------
    nodes = ["a100-n1", "a100-n2"]
    c = case("b22-megatron-two-a100-nodes-ibv-reg-mr-invalid-argument", "ambiguous", "network",
             [], nodes,
             "Megatron training with torch 2.8 and NCCL 2.27.3 on two A100 nodes (eight GPUs, "
             "four ConnectX-6 each, RoCE with GID index 3, an old 470 driver): NCCL crashes when "
             "registering memory, 'Call to ibv_reg_mr_iova2 failed with error Invalid argument', "
             "inside the data-parallel group's coalesced all-gather. An RDMA registration error "
             "naming no peer or port; the driver/NIC setup is suspected, nothing shows which "
             "side. Lines as posted (node names ours), ISO times ours; the step metrics ours.",
             start="2025-09-15T06:00:00+00:00", scheduler="slurm", ranks_per_node=8)
    c.log(nodes[0], "rank-3", NCCL1842,
          "misc/ibvwrap.cc:182 NCCL WARN Call to ibv_reg_mr_iova2 failed with error Invalid "
          "argument ", t=64.0)
    c.log(nodes[0], "rank-3", NCCL1842,
          "[rank3]:     with _coalescing_manager(self.data_parallel_group, async_ops=async_op) "
          "as cm:",
          '[rank3]:   File "/usr/lib/python3.12/contextlib.py", line 144, in __exit__',
          "[rank3]:     next(self.gen)",
          '[rank3]:   File "/usr/local/lib/python3.12/dist-packages/torch/distributed/'
          'distributed_c10d.py", line 2624, in _coalescing_manager',
          "[rank3]:     work = group.allgather_into_tensor_coalesced(outputs, inputs)",
          "[rank3]:            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^", t=64.5)
    c.job(70.0, "FAILED", exit_code=1)


# ---- writing -----------------------------------------------------------------------------------
def main() -> None:
    build()
    remove_stale(ROOT, "b22-", CASES)
    write_split(CASES, SPLIT, ROOT)


if __name__ == "__main__":
    main()
