"""Build the fourteenth blind corpus (tests/attribution/blind14/): other vendors' stacks.

    python tests/attribution/blind14_build.py

A held-out proxy for issue 43's question ("stacks and failures described nowhere"), aimed at
multi-device and multi-node training on accelerators and software stacks from vendors other than
NVIDIA, AMD and Google (Huawei Ascend with CANN/HCCL/torch_npu and MindSpore, Baidu Kunlun XPU with
BKCL, Intel GPUs with oneCCL, Intel Gaudi, Graphcore IPUs) and on the domestic frameworks
PaddlePaddle, MindSpore, OneFlow and Colossal-AI on any hardware, with reports written in Chinese
as well as English. The reports are GitHub issue threads found with the searches listed in
blind14/README.md; they were taken in the order the searches returned them, skipping only reports
without a copyable log line (screenshots), reports not about training, and reports any other corpus
or file of the repository cites. It was assembled by one helper who read neither the engine nor its
catalogs; the labels were written before any engine ran on these bundles, and no report cited here
is cited anywhere else in the repository (test_attribution_heldout.py checks it).

Every log line is copied from the public report given next to it (host names, addresses, ids and
times as posted). Ours is only the assembly, as in stacks_build.py: which node and stream a line is
filed under, an ISO-8601 time in front of every line (taken from the line's own stamp where it has
one), job.json, the scheduler events and the per-rank step metrics. The labels follow DESIGN's
taxonomy and the rules of the realworld, stacks, frontier and blind READMEs (see
blind14/README.md).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from stacks_build import Case, case_maker, remove_stale, write_split  # noqa: E402

ROOT = HERE / "blind14"
SPLIT = "blind14"

# ---- sources (one public report per incident) --------------------------------------------------
LF5071 = "https://github.com/hiyouga/LlamaFactory/issues/5071"
VERL849 = "https://github.com/verl-project/verl/issues/849"
ASCENDPT62 = "https://github.com/Ascend/pytorch/issues/62"
PADDLE75925 = "https://github.com/PaddlePaddle/Paddle/issues/75925"
PADDLE56800 = "https://github.com/PaddlePaddle/Paddle/issues/56800"
OHABANA505 = "https://github.com/huggingface/optimum-habana/issues/505"
MINDACT1893 = "https://github.com/candle-org/MindAct/issues/1893"
CAI3556 = "https://github.com/hpcaitech/ColossalAI/issues/3556"
CAI3701 = "https://github.com/hpcaitech/ColossalAI/issues/3701"
CAI2500 = "https://github.com/hpcaitech/ColossalAI/issues/2500"
TORCHCCL48 = "https://github.com/intel/torch-ccl/issues/48"
TORCHCCL65 = "https://github.com/intel/torch-ccl/issues/65"
PDET7380 = "https://github.com/PaddlePaddle/PaddleDetection/issues/7380"
MINDYOLO238 = "https://github.com/mindspore-lab/mindyolo/issues/238"
ONEFLOW6746 = "https://github.com/Oneflow-Inc/oneflow/issues/6746"
OFBENCH103 = "https://github.com/Oneflow-Inc/OneFlow-Benchmark/issues/103"
CAI2872 = "https://github.com/hpcaitech/ColossalAI/issues/2872"
CAI4009 = "https://github.com/hpcaitech/ColossalAI/issues/4009"
CAI4076 = "https://github.com/hpcaitech/ColossalAI/issues/4076"
CAI2992 = "https://github.com/hpcaitech/ColossalAI/issues/2992"
POPTORCH1 = "https://github.com/graphcore/poptorch/issues/1"
POPTORCH3 = "https://github.com/graphcore/poptorch/issues/3"
PDET4139 = "https://github.com/PaddlePaddle/PaddleDetection/issues/4139"
PSPEECH3171 = "https://github.com/PaddlePaddle/PaddleSpeech/issues/3171"
PADDLE18576 = "https://github.com/PaddlePaddle/Paddle/issues/18576"

TRACEBACK = "Traceback (most recent call last):"
OMP = ("Setting OMP_NUM_THREADS environment variable for each process to be 1 in default, to "
       "avoid your system being overloaded, please further tune the variable for optimal "
       "performance in your application as needed.")
STARS = "*****************************************"

CASES: list[Case] = []


case = case_maker(CASES, SPLIT)


def build() -> None:
    build_ascend_and_mindspore()
    build_kunlun_intel_gaudi_graphcore()
    build_paddle_and_oneflow()
    build_colossalai()


# ---- Huawei Ascend (torch_npu, HCCL) and MindSpore ---------------------------------------------
def build_ascend_and_mindspore() -> None:
    # ---- LLaMA-Factory PPO on an Ascend 800T A2: EI0006 socket timeout: hang -------------------
    node = "ascend-800t-a2"
    c = case("b14-ascend-ppo-ei0006-remote-rank-socket-timeout", "ambiguous", "hang", [], [node],
             "PPO training with LLaMA-Factory on an Ascend 800T A2 server (Ascend910B3, CANN "
             "8.0.RC2, torch_npu 2.1.0): after a CPU-fallback warning, HCCL reports EI0006 "
             "'Getting socket times out. Reason: Remote Rank did not send the data in time'. No "
             "rank is shown stopping first. Lines as posted (node and stream ours; the Solution "
             "line that follows, cut short where we read it, left out), ISO times ours, the "
             "EI0006 one from its own stamp.",
             start="2024-08-05T17:40:00+00:00", scheduler="static", ranks_per_node=8)
    c.steps(1, 10, every=60.0)
    c.log(node, "rank-0", LF5071,
          "[W VariableFallbackKernel.cpp:51] Warning: CAUTION: The operator "
          "'aten::isin.Tensor_Tensor_out' is not currently supported on the NPU backend and will "
          "fall back to run on the CPU. This may have performance implications. (function "
          "npu_cpu_fallback)", t=600.0)
    c.own(node, "rank-0", LF5071, "2024-08-05 18:15:21.270506",
          "EI0006: 2024-08-05-18:15:21.270.506 Getting socket times out. Reason: Remote Rank did "
          "not send the data in time. Please check the reason for the rank being stuck")
    c.job(2130.0, "FAILED", exit_code=1)

    # ---- verl quickstart on Ascend 910B: the TCPStore client cannot connect: network? ---------
    node = "ascend-910b-modelarts"
    c = case("b14-verl-ascend910b-tcpstore-client-timeout", "ambiguous", "network", [], [node],
             "verl's GSM8K quickstart on Ascend 910B (Ray, torch_npu, CANN 8.0.RC2): the task "
             "runner reports its dataset and 435 training steps, then after 30 minutes a worker's "
             "c10d client socket times out connecting to the store at 10.123.132.218:38321. "
             "Nothing shows why the store could not be reached. Lines as posted (the node name "
             "ours; the retry line, cut short where we read it, left out), ISO times ours, the "
             "socket line's from its glog stamp (the year ours).",
             start="2025-03-31T20:19:00+00:00", scheduler="ray", ranks_per_node=8)
    c.log(node, "driver", VERL849,
          "(TaskRunner pid=904050) dataset len: 1319",
          "(TaskRunner pid=904050) Size of train dataloader: 29",
          "(TaskRunner pid=904050) Test~Total training steps: 435", t=60.0)
    c.own(node, "worker", VERL849, "2025-03-31 20:50:12.688969",
          "(WorkerDict pid=904548) [E331 20:50:12.688969421 socket.cpp:1011] [c10d] The client "
          "socket has timed out after 1800000ms while trying to connect to (10.123.132.218, "
          "38321).")

    # ---- LLaMA-Factory SFT on Ascend: rank 7 waits in main_process_first, 507046: hang --------
    node = "ascend-npu-host"
    c = case("b14-ascend-main-process-first-sync-device-507046", "ambiguous", "hang", [], [node],
             "LLaMA-Factory SFT on eight Ascend NPUs: while rank 0 pre-processes the dataset, "
             "rank 7 waits in main_process_first and its device synchronize fails with error "
             "code 507046 (aclrtSynchronizeDevice). Nothing shows why the wait ran out. Lines as "
             "posted (the last one as the report's title gives it; node name ours), ISO times "
             "ours.",
             start="2025-03-08T09:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.log(node, "rank-7", ASCENDPT62,
          "[rank7]: Traceback (most recent call last):",
          '[rank7]:   File "/home/wepsdl/conda/lib/python3.10/site-packages/llamafactory/'
          'launcher.py", line 23, in <module>',
          "[rank7]:     launch()",
          '[rank7]:   File "/home/wepsdl/conda/lib/python3.10/site-packages/llamafactory/train/'
          'sft/workflow.py", line 51, in run_sft',
          '[rank7]:     dataset_module = get_dataset(template, model_args, data_args, '
          'training_args, stage="sft", **tokenizer_module)',
          '[rank7]:   File "/home/wepsdl/conda/lib/python3.10/site-packages/llamafactory/data/'
          'loader.py", line 324, in get_dataset',
          '[rank7]:     with training_args.main_process_first(desc="pre-process dataset"):',
          "RuntimeError: npuSynchronizeDevice:torch_npu/csrc/core/npu/NPUStream.cpp:435 NPU "
          "function error: aclrtSynchronizeDevice, error code is 507046", t=1850.0)
    c.job(1860.0, "FAILED", exit_code=1)

    # ---- mindnlp BERT data-parallel on NPUs: msrun's worker exits with exception: unknown -----
    node = "ascend-mindnlp-host"
    c = case("b14-mindspore-msrun-worker-exit-with-exception", "ambiguous", "unknown", [], [node],
             "mindnlp's bert_imdb_finetune_dp data-parallel fine-tuning on Ascend NPUs with "
             "MindSpore: the launcher keeps showing task distribution for about eight minutes, "
             "then MindSpore's cluster process manager logs that worker process 130673 exited "
             "with an exception. The exception itself is only in screenshots. Line as posted "
             "(node name ours), ISO time ours from its own stamp.",
             start="2024-12-26T14:14:00+00:00", scheduler="static", ranks_per_node=2)
    c.own(node, "launcher", MINDACT1893, "2024-12-26 14:22:26.839923",
          "[ERROR] ME(130371:281473296949264,MainProcess):2024-12-26-14:22:26.839.923 "
          "[mindspore/parallel/cluster/process_entity/_api.py:268] Worker process 130673 exit "
          "with exception.")
    c.job(510.0, "FAILED", exit_code=1)

    # ---- mindyolo with mpirun on Ascend: a segfault in the HCCL graph adaptor: unknown --------
    node = "notebook-2a7fcf5e-9744-41c7-9c1c-5e37eeafdf60"
    c = case("b14-mindyolo-mpirun-segfault-hcom-unload-task", "ambiguous", "unknown", [], [node],
             "mindyolo multi-card training with mpirun on an Ascend notebook (MindSpore): one "
             "process receives a segmentation fault at address 0xb8 inside libhcom_graph_adaptor "
             "(HcomOpsKernelInfoStore::GetCommFromTaskInfo, from UnloadTask) and the run fails "
             "with EOFError. Nothing in the bundle says why. Lines as posted, ISO times ours.",
             start="2023-12-01T10:00:00+00:00", scheduler="static", ranks_per_node=8)
    prefix = "[notebook-2a7fcf5e-9744-41c7-9c1c-5e37eeafdf60:3436928] "
    c.log(node, "rank-0", MINDYOLO238,
          prefix + "Failing at address: 0xb8",
          prefix + "[ 0] linux-vdso.so.1(__kernel_rt_sigreturn+0x0)[0xffff97f657c0]",
          prefix + "[ 1] /usr/local/Ascend/ascend-toolkit/latest/lib64/libhcom_graph_adaptor.so("
          "_ZN4hccl22HcomOpsKernelInfoStore19GetCommFromTaskInfoERKN2ge10GETaskInfoERl+0x40)"
          "[0xffff552c55b4]",
          prefix + "[ 2] /usr/local/Ascend/ascend-toolkit/latest/lib64/libhcom_graph_adaptor.so("
          "_ZN4hccl22HcomOpsKernelInfoStore10UnloadTaskERN2ge10GETaskInfoE+0x474)"
          "[0xffff55311fa8]",
          prefix + "[ 3] /home/ma-user/anaconda3/envs/MindSpore/lib/python3.9/site-packages/"
          "mindspore/lib/plugin/libmindspore_ascend.so.1(+0x30fde90)[0xffff7accfe90]", t=300.0)
    c.job(305.0, "FAILED", exit_code=1)


# ---- Baidu Kunlun XPU, Intel GPU (oneCCL), Intel Gaudi, Graphcore IPU --------------------------
def build_kunlun_intel_gaudi_graphcore() -> None:
    # ---- Kunlun P800 pipeline-parallel LoRA: BKCL refuses repeated sends in a group: user_code -
    node = "tjdm-p800-vd-xhl-node13.tjdm"
    c = case("b14-kunlun-p800-bkcl-send-one-peer-multi-times", "attributed", "user_code", [],
             [node],
             "PaddleNLP pipeline-parallel LoRA fine-tuning of ChatGLM2 on four Kunlun P800 XPUs "
             "(paddlepaddle-xpu 3.0.0): BKCL reports it does not support sending to one peer "
             "several times in one group, group_enqueue fails with error code 2 and the program "
             "raises; the maintainers' fix is a pipeline option (disable_batch_p2p_comm). Lines "
             "as posted, ISO times ours from their own stamps (the date ours).",
             start="2025-10-17T23:30:00+00:00", scheduler="static", ranks_per_node=4)
    for text in (
            "[ERR][BKCL][init.cpp:1485] BKCL dont support send to one peer multi times in one "
            "group",
            "[WARN][BKCL][bkcl.cpp:534] group_enqueue call failed, expected 0, error code=2",
            "[DBG][BKCL][bkcl.cpp:597] group mode 1",
            "[DBG][BKCL][init.cpp:1356] preconnect done",
            "[DBG][BKCL][init.cpp:1394] myrank 0, recv 0 from 0, send 0 to 0",
            "[DBG][BKCL][init.cpp:1394] myrank 0, recv 0 from 1, send 16777216 to 1",
            "[DBG][BKCL][kl3_sendrecv.cpp:662] inner_args size 1",
            "[DBG][BKCL][kl3_sendrecv.cpp:736] myrank 0 recv buf:(nil) recv 0 bytes from 1, "
            "ring num = 0, send buf 0x42a4c80000 send 16777216 bytes to 1, ring num = 1",
            "[DBG][BKCL][init.cpp:1469] group end done"):
        c.own(node, "rank-0", PADDLE75925, "2025-10-17 23:35:17",
              "[23:35:17][tjdm-p800-vd-xhl-node13.tjdm][4288]" + text)
    c.log(node, "rank-0", PADDLE75925, TRACEBACK, t=317.5)
    c.job(320.0, "FAILED", exit_code=1)

    # ---- Kunlun XPU two cards: BKCL cannot allocate its device param at init: unknown ----------
    node = "localhost.localdomain"
    c = case("b14-kunlun-xpu-bkcl-init-param-alloc-failed", "ambiguous", "unknown", [], [node],
             "PaddleClas ResNet50 on two Kunlun XPUs with paddle.distributed.launch: BKCL's "
             "context init warns 'param 0 data alloc failed', 'init device param failed', "
             "'init_bkcl_context failed', init_parallel_env raises and the launcher reports the "
             "container failed with code 1. Nothing says why the allocation failed. Lines as "
             "posted, ISO times ours from the glog and launcher stamps.",
             start="2023-08-30T15:51:00+00:00", scheduler="static", ranks_per_node=2)
    c.own(node, "rank-0", PADDLE56800, "2023-08-30 15:51:15.667363",
          "I0830 15:51:15.667363 1142052 bkcl_context.cc:104] init BKCL context nranks: 2 local "
          "rank: 0 xpu id: 0 ring id: 0")
    c.log(node, "rank-0", PADDLE56800,
          "[WARN][BKCL][/workspace/kmis_release/kmis_2/kmis/source/bkcl/src/kl2/kl2_init.cpp:108] "
          "param 0 data alloc failed",
          "[WARN][BKCL][/workspace/kmis_release/kmis_2/kmis/source/bkcl/src/init.cpp:600] init "
          "device param failed",
          "[WARN][BKCL][/workspace/kmis_release/kmis_2/kmis/source/bkcl/src/init.cpp:714] "
          "init_bkcl_context failed",
          TRACEBACK,
          '  File "PaddleClas/tools/train.py", line 52, in <module>',
          "    p_train(args.config)",
          '  File "PaddleClas/tools/train.py", line 46, in p_train',
          '    engine = Engine(p_config, mode="train")',
          '  File "/media/didaima/user_base/PaddleClas/ppcls/engine/engine.py", line 304, in '
          "__init__",
          "    dist.init_parallel_env()", t=15.7)
    c.own(node, "launcher", PADDLE56800, "2023-08-30 15:51:16.725",
          "LAUNCH INFO 2023-08-30 15:51:16,725 Pod failed")
    c.own(node, "launcher", PADDLE56800, "2023-08-30 15:51:16.726",
          "LAUNCH ERROR 2023-08-30 15:51:16,726 Container failed !!!")
    c.log(node, "launcher", PADDLE56800,
          "Container rank 0 status failed cmd ['/root/dengwenbo/workplace/miniconda/bin/"
          "python3.7', '-u', 'PaddleClas/tools/train.py', '-c', '/media/didaima/user_base/"
          "PaddleClas/ResNet50.yaml'] code 1 log /media/didaima/user_base/PaddleClas/output/"
          "workerlog.0", t=16.8)
    c.job(17.0, "FAILED", exit_code=1)

    # ---- oneCCL across two nodes: both hang after the ATL/OFI warning: hang -------------------
    n0, n1 = "ccl-node-0", "ccl-node-1"
    c = case("b14-oneccl-two-nodes-hang-after-atl-ofi-warning", "ambiguous", "hang", [], [n0, n1],
             "A oneCCL demo trained across two nodes with torch.distributed.launch (one process "
             "per node, backend ccl): the store-based barrier completes, the program prints its "
             "progress points, oneCCL warns it found no MPI launcher and switches to ATL/OFI, and "
             "then both nodes hang. Nothing shows which side stopped. Lines as posted (node "
             "names ours), ISO times ours from their own stamps.",
             start="2023-06-23T03:36:40+00:00", scheduler="static", ranks_per_node=1)
    c.own(n0, "rank-0", TORCHCCL48, "2023-06-23 03:36:46.458",
          "2023-06-23 03:36:46,458 - torch.distributed.distributed_c10d - INFO - Added key: "
          "store_based_barrier_key:1 to store for rank: 0")
    c.own(n0, "rank-0", TORCHCCL48, "2023-06-23 03:36:46.520",
          "2023-06-23 03:36:46,520 - torch.distributed.distributed_c10d - INFO - Rank 0: "
          "Completed store-based barrier for key:store_based_barrier_key:1 with 2 nodes.")
    c.log(n0, "rank-0", TORCHCCL48, "point 0", "point 1", "point 2", "point 2.1", "point 2.2",
          t=6.6)
    c.log(n0, "rank-0", TORCHCCL48,
          "2023:06:23-03:36:46:(3742406) |CCL_WARN| did not find MPI-launcher specific "
          "variables, switch to ATL/OFI, to force enable ATL/MPI set CCL_ATL_TRANSPORT=mpi",
          t=6.9, note="(the time in front ours, inside the line's own second)")
    c.job(0.0, "RUNNING")

    # ---- oneCCL on Intel Max GPUs, two nodes: reduce_scatter runs out of device memory: oom ---
    nodes = ["pvc-node-0", "pvc-node-1"]
    c = case("b14-oneccl-reduce-scatter-ze-out-of-device-memory", "attributed", "oom", [], nodes,
             "Repeated reduce_scatter_tensor calls with oneCCL on Intel Data Center GPU Max "
             "across two nodes (24 ranks): every rank reports a flat 2.08 GiB peak at step 29, "
             "then a oneCCL worker catches ZE_RESULT_ERROR_OUT_OF_DEVICE_MEMORY at "
             "zeCommandQueueExecuteCommandLists and the process terminates. Lines as posted "
             "(node names ours; the what() line, cut short where we read it, left out), ISO "
             "times ours, the CCL_ERROR one from its own stamp.",
             start="2024-05-29T19:15:00+00:00", scheduler="static", ranks_per_node=12)
    c.steps(1, 29, every=2.5)
    for rank in (23, 22, 12, 18, 15, 14, 16, 21, 13, 19, 17):
        c.log("pvc-node-1", f"rank-{rank}", TORCHCCL65,
              f"[rank={rank}]: step=29 memory peak_mem_gib=2.083984375, "
              "current_mem_gib=2.083984375", t=72.0)
    c.own("pvc-node-1", "rank-12", TORCHCCL65, "2024-05-29 19:16:18",
          "2024:05:29-19:16:18:(202165) |CCL_ERROR| worker.cpp:338 ccl_worker_func: worker 0 "
          "caught internal exception: oneCCL: ze_call.cpp:28 do_call: EXCEPTION: ze error at "
          "zeCommandQueueExecuteCommandLists, code: ZE_RESULT_ERROR_OUT_OF_DEVICE_MEMORY")
    c.log("pvc-node-1", "rank-12", TORCHCCL65,
          "terminate called after throwing an instance of 'ccl::v1::exception'", t=78.1)
    c.job(80.0, "FAILED", exit_code=134)

    # ---- Gaudi with Ray TorchTrainer on two nodes: collective call returned error: unknown -----
    n0, n1 = "gaudi-node-0", "gaudi-node-1"
    c = case("b14-gaudi-ray-two-nodes-collective-call-error", "ambiguous", "unknown", [],
             [n0, n1],
             "optimum-habana's GaudiTrainer run by Ray's TorchTrainer on two Gaudi nodes "
             "(SynapseAI 1.12.1; single-node multi-card works): a Ray train worker dies on an "
             "unhandled c10::Error 'Collective call returned error' raised from the HCCL "
             "process group. Nothing shows what failed first. Lines as posted (node names "
             "ours), ISO times ours from the worker's own stamp.",
             start="2023-11-02T13:10:00+00:00", scheduler="ray", ranks_per_node=8)
    c.own(n1, "worker", OHABANA505, "2023-11-02 13:17:59.227",
          "(RayTrainWorker pid=19045) [2023-11-02 13:17:59,227 E 19045 21937] logging.cc:97: "
          "Unhandled exception: N3c105ErrorE. what(): Collective call returned error")
    c.log(n1, "worker", OHABANA505,
          "(RayTrainWorker pid=19045) Exception raised from operator() at /npu-stack/"
          "pytorch-integration/python_packages/habana_frameworks/torch/distributed/hccl/"
          "process_group_hccl_base.cpp:286 (most recent call first):", t=479.3)
    c.job(485.0, "FAILED", exit_code=1)

    # ---- poptorch pipelined over four IPUs: waiting for host sync after 300 s: hang ------------
    node = "dell-dss8840"
    c = case("b14-poptorch-four-ipu-pipeline-host-sync-timeout", "ambiguous", "hang", [], [node],
             "A CNN trained with PopTorch pipelining across four IPUs of a DELL DSS8840 (fine on "
             "two): the first training step fails with 'IPUDevice: still waiting for host sync "
             "after: 300 seconds'; raising target.hostSyncTimeout does not help. Nothing shows "
             "which IPU stalled. Lines as posted (node name ours), ISO times ours from the "
             "poptorch stamp (the date ours).",
             start="2021-06-22T06:50:00+00:00", scheduler="static", ranks_per_node=1)
    c.own(node, "rank-0", POPTORCH1, "2021-06-22 06:58:00.549",
          "[06:58:00.549] [poptorch::python] [critical] RuntimeError: ERROR in poptorch/python/"
          "poptorch.cpp:722: 'std::exception' exception: IPUDevice: still waiting for host sync "
          "after: 300 seconds. Use the engine option target.hostSyncTimeout to increase the "
          "timeout.")
    c.log(node, "rank-0", POPTORCH1,
          TRACEBACK,
          '  File "reproducible_example.py", line 132, in <module>',
          "    main()",
          '  File "reproducible_example.py", line 128, in main',
          "    train()",
          '  File "reproducible_example.py", line 119, in train',
          "    loss = training_model(image)",
          "RuntimeError: ERROR in poptorch/python/poptorch.cpp:722: 'std::exception' exception: "
          "IPUDevice: still waiting for host sync after: 300 seconds. Use the engine option "
          "target.hostSyncTimeout to increase the timeout.", t=480.6)
    c.job(482.0, "FAILED", exit_code=1)

    # ---- poptorch MNIST on four replicas: training done, testing cannot acquire an IPU ---------
    node = "ipu-m2000"
    c = case("b14-poptorch-mnist-test-cannot-acquire-ipu", "attributed", "user_code", [], [node],
             "PopTorch's MNIST example on an IPU-M2000 (Poplar SDK 2.4.0, four replicas): "
             "training finishes, then the testing phase fails to acquire an IPU while the "
             "training model still holds them, an error of the program's own use of the "
             "devices. Lines as posted (node name ours), ISO times ours from their own stamps.",
             start="2022-01-18T21:17:00+00:00", scheduler="static", ranks_per_node=1)
    c.own(node, "rank-0", POPTORCH3, "2022-01-18 21:18:39.062713",
          "2022-01-18T21:18:39.062713Z popart:session 51249.51249 W: Trying to set the random "
          "seed, but this session has no random behaviour. Doing nothing.")
    c.log(node, "rank-0", POPTORCH3,
          "PoptorchIPU loss at batch: 0 is tensor([2.2745, 2.3198, 2.2587, 2.3063])",
          "Training accuracy: 11.25% from batch of size 80",
          "PoptorchIPU loss at batch: 10 is tensor([0.5195, 0.3766, 0.4090, 0.4410])",
          "Training accuracy: 87.5% from batch of size 80",
          "PoptorchIPU loss at batch: 20 is tensor([0.3463, 0.7661, 0.6643, 0.3699])",
          "Training accuracy: 76.25% from batch of size 80",
          "PoptorchIPU loss at batch: 30 is tensor([0.1408, 0.4287, 0.4940, 0.1002])",
          "Training accuracy: 90.0% from batch of size 80",
          "Done training", t=102.0)
    c.own(node, "rank-0", POPTORCH3, "2022-01-18 21:18:46.542",
          "[16:18:46.542] [poptorch::python] [critical] poptorch.poptorch_core.Error: In "
          "poptorch/popart_compiler/source/CompilerImpl.cpp:627: 'poptorch_cpp_error': Failed "
          "to acquire 1 IPU(s)")
    c.log(node, "rank-0", POPTORCH3, "Error raised in:", "  [0] Compiler::initSession",
          "  [1] LowerToPopart::compile", t=106.6)
    c.job(108.0, "FAILED", exit_code=1)


# ---- PaddlePaddle and OneFlow ------------------------------------------------------------------
def build_paddle_and_oneflow() -> None:
    # ---- PaddleDetection tiny_pose: the launcher says container failed, code 1: unknown -------
    node = "fd9af94f4692"
    c = case("b14-paddledetection-container-failed-code-1", "ambiguous", "unknown", [], [node],
             "PaddleDetection tiny_pose keypoint training with paddle.distributed.launch in a "
             "Docker container (reported as an NCCL error): the TCP store's master daemon gets "
             "a shutdown event and the launcher reports the pod and container rank 0 failed "
             "with code 1, pointing at workerlog.0, whose error the report does not show. Lines "
             "as posted, ISO times ours from their own stamps.",
             start="2022-11-21T02:30:00+00:00", scheduler="static", ranks_per_node=4)
    c.steps(1, 20, every=12.0)
    c.own(node, "launcher", PDET7380, "2022-11-21 02:35:53.560647",
          "I1121 02:35:53.560647 3004662 tcp_store.cc:257] receive shutdown event and so quit "
          "from MasterDaemon run loop")
    c.own(node, "launcher", PDET7380, "2022-11-21 02:35:54.384",
          "LAUNCH INFO 2022-11-21 02:35:54,384 Pod failed")
    c.own(node, "launcher", PDET7380, "2022-11-21 02:35:54.385",
          "LAUNCH ERROR 2022-11-21 02:35:54,385 Container failed !!!")
    c.log(node, "launcher", PDET7380,
          "Container rank 0 status failed cmd ['/usr/bin/python3', '-u', 'tools/train.py', "
          "'-c', 'configs/keypoint/tiny_pose/tinypose_256x192_wholebody-v2-0921-1021-1108-"
          "1121.yml', '--eval'] code 1 log log/workerlog.0", t=354.4)
    c.job(356.0, "FAILED", exit_code=1)

    # ---- PaddleDetection on eight cards: NCCL unhandled cuda error, a library mismatch ---------
    node = "paddle-8card-host"
    c = case("b14-paddledetection-eight-cards-nccl-unhandled-cuda-error", "attributed",
             "user_code", [], [node],
             "PaddleDetection training on eight GPUs (Ubuntu 16.04, CUDA 10.1) fails at start "
             "with '(External) Nccl error, unhandled cuda error' from collective_helper.cc; the "
             "poster fixed it by installing a matching libnccl and reinstalling Paddle, an "
             "environment error. Line as posted (node name ours), ISO time ours.",
             start="2021-09-07T10:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.log(node, "rank-0", PDET4139,
          "OSError: (External)  Nccl error, unhandled cuda error  (at /paddle/paddle/fluid/"
          "platform/collective_helper.cc:100)", t=20.0)
    c.job(22.0, "FAILED", exit_code=1)

    # ---- PaddleSpeech: init_parallel_env raises NCCL error(1) in a docker image: user_code ----
    node = "paddlespeech-docker"
    c = case("b14-paddlespeech-init-parallel-env-nccl-error-1", "attributed", "user_code", [],
             [node],
             "PaddleSpeech's trainer in the paddlecloud develop-gpu image: "
             "dist.init_parallel_env() raises '(External) NCCL error(1), unhandled cuda error'; "
             "the maintainer answers it is the environment. Lines as posted (node name ours; the "
             "report starts inside the traceback), ISO times ours.",
             start="2023-04-19T08:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.log(node, "rank-0", PSPEECH3171,
          'File "/home/PaddleSpeech/paddlespeech/s2t/training/trainer.py", line 24, in '
          "<module>",
          "    dist.init_parallel_env()",
          '  File "/usr/local/python3.7.0/lib/python3.7/site-packages/paddle/distributed/'
          'parallel.py", line 315, in init_parallel_env',
          "    parallel_helper._init_parallel_ctx()",
          '  File "/usr/local/python3.7.0/lib/python3.7/site-packages/paddle/fluid/dygraph/'
          'parallel_helper.py", line 42, in _init_parallel_ctx',
          "    __parallel_ctx__clz__.init()",
          "OSError: (External) NCCL error(1), unhandled cuda error.",
          "  [Hint: 'ncclUnhandledCudaError'. A call to a CUDA function failed.] (at /paddle/"
          "paddle/fluid/platform/collective_helper.cc:100)", t=12.0)
    c.job(14.0, "FAILED", exit_code=1)

    # ---- Paddle 1.5 YOLOv3 on P40s: after days, unhandled cuda error in all-reduce: unknown ---
    node = "p40-host"
    c = case("b14-paddle-yolov3-days-in-nccl-unhandled-cuda-error", "ambiguous", "unknown", [],
             [node],
             "PaddleDetection YOLOv3 (Paddle 1.5) on several P40 GPUs of one machine runs for "
             "many days, then at iteration 346094 aborts with 'unhandled cuda error' from "
             "nccl_helper.h inside AllReduceOpHandle. Nothing says which device or why. Lines as "
             "posted (node name ours), ISO times ours from the iteration line's stamp.",
             start="2019-07-09T17:00:00+00:00", scheduler="static", ranks_per_node=4)
    c.steps(346085, 346094, every=1.7, t0=4080.7)
    c.own(node, "rank-0", PADDLE18576, "2019-07-09 18:08:16.698352",
          "2019-07-09 18:08:16.698352, iter: 346094, lr: 0.001000, 'loss': 78.400635, time: 1.747")
    c.log(node, "rank-0", PADDLE18576,
          "terminate called after throwing an instance of 'paddle::platform::EnforceNotMet'",
          "  what():  unhandled cuda error at [/ssd1/xiege/paddle_wheel/Paddle_2.7/Paddle/paddle/"
          "fluid/platform/nccl_helper.h:70]",
          "PaddlePaddle Call Stacks:",
          "0       0x7fa2e3830eb0p void paddle::platform::EnforceNotMet::Init<char const*>(char "
          "const*, char const*, int) + 352",
          "11      0x7fa2e53a0244p paddle::framework::details::OpHandleBase::RunAndRecordEvent("
          "std::function<void ()()> const&) + 116", t=4098.0)
    c.job(4100.0, "FAILED", exit_code=134)

    # ---- OneFlow on two machines with different nproc_per_node: Check failed: user_code -------
    n0, n1 = "oneflow-node-0", "oneflow-node-1"
    c = case("b14-oneflow-two-nodes-uneven-nproc-check-failed", "attributed", "user_code", [],
             [n0, n1],
             "OneFlow data parallel with pipelining launched by oneflow.distributed.launch on "
             "two machines with a different --nproc_per_node on each (the maintainers: OneFlow "
             "needs the same count on every machine): two processes on node rank 1 abort on "
             "'Check failed: it != arg2tensor_desc_.end() Cannot find input_arg_name : out'. A "
             "launch misconfiguration. Lines as posted (node names ours), ISO times ours from "
             "their glog stamps (the year ours).",
             start="2021-11-18T14:22:00+00:00", scheduler="static", ranks_per_node=2)
    c.log(n1, "rank-2", ONEFLOW6746, "loaded library: /lib64/libibverbs.so.1", t=50.0)
    c.own(n1, "rank-3", ONEFLOW6746, "2021-11-18 14:22:53.124660",
          "F1118 14:22:53.124660 161025 user_op.cpp:299] Check failed: it != "
          "arg2tensor_desc_.end() Cannot find input_arg_name : out input_arg")
    c.own(n1, "rank-2", ONEFLOW6746, "2021-11-18 14:22:53.124629",
          "F1118 14:22:53.124629 161024 user_op.cpp:299] Check failed: it != "
          "arg2tensor_desc_.end() Cannot find input_arg_name : out input_arg")
    c.log(n1, "rank-2", ONEFLOW6746, "*** Check failure stack trace: ***",
          "@ 0x2b6dbb6e416d google::LogMessage::Fail()", t=53.2)
    c.job(55.0, "FAILED", exit_code=1)

    # ---- OneFlow-Benchmark ResNet50 on two nodes: CUDNN_STATUS_NOT_SUPPORTED: user_code -------
    n0, n1 = "192.168.1.1", "192.168.1.2"
    c = case("b14-oneflow-benchmark-two-nodes-cudnn-not-supported", "attributed", "user_code",
             [], [n0, n1],
             "OneFlow-Benchmark's ResNet50 on two nodes of eight GPUs with 256 images per "
             "device (one node works): right after loading data the job aborts on 'Check "
             "failed: error == CUDNN_STATUS_SUCCESS (9 vs. 0) CUDNN_STATUS_NOT_SUPPORTED' while "
             "building a cuDNN convolution descriptor, a configuration the library refuses, not "
             "a machine fault. Lines as posted (which node printed them ours), ISO times ours "
             "from their glog stamps (the year ours).",
             start="2020-08-08T23:07:00+00:00", scheduler="static", ranks_per_node=8)
    c.own(n0, "rank-0", OFBENCH103, "2020-08-08 23:07:26.393823",
          "I0808 23:07:26.393823888 969 ev_epoll_linux.c:82] Use of signals is disabled. Epoll "
          "engine will not be used")
    c.log(n0, "rank-0", OFBENCH103, "Loading data from data/imagenet/ofrecord/train", t=27.0)
    c.own(n0, "rank-0", OFBENCH103, "2020-08-08 23:07:36.525328",
          "F0808 23:07:36.525328 969 cuda_util.cpp:97] Check failed: error == "
          "CUDNN_STATUS_SUCCESS (9 vs. 0) CUDNN_STATUS_NOT_SUPPORTED")
    c.log(n0, "rank-0", OFBENCH103,
          "*** Check failure stack trace: ***",
          "@ 0x7fb72c00420d google::LogMessage::Fail()",
          "@ 0x7fb72ad4a31e oneflow::CudaCheck<>()",
          "@ 0x7fb72ad517e2 oneflow::CudnnTensorDesc::CudnnTensorDesc()",
          "@ 0x7fb72ad4c975 oneflow::CudnnConvArgs::CudnnConvArgs()", t=36.6)
    c.job(38.0, "FAILED", exit_code=134)


# ---- Colossal-AI --------------------------------------------------------------------------------
def build_colossalai() -> None:
    # ---- Colossal-AI on eight GPUs: every rank's broadcast times out together: hang -----------
    node = "colossal-8gpu"
    c = case("b14-colossalai-eight-ranks-broadcast-watchdog", "ambiguous", "hang", [], [node],
             "Colossal-AI training on eight GPUs of one machine: the watchdogs of ranks 0, 1, 6, "
             "7 and 3 all report the same broadcast (SeqNum 27962) timed out after 30 minutes "
             "and the launcher reports local rank 0 failed with exit code -6. No rank is shown "
             "stopping first. Lines as posted (node name ours), ISO times ours.",
             start="2023-04-14T08:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.steps(1, 20, every=60.0)
    for rank, ran in ((0, 1807582), (1, 1809346), (6, 1805522), (7, 1804789), (3, 1807703)):
        c.log(node, f"rank-{rank}", CAI3556,
              f"[E ProcessGroupNCCL.cpp:821] [Rank {rank}] Watchdog caught collective operation "
              "timeout: WorkNCCL(SeqNum=27962, OpType=BROADCAST, Timeout(ms)=1800000) ran for "
              f"{ran} milliseconds before timing out.", t=3000.0 + rank * 0.1)
    c.log(node, "launcher", CAI3556,
          "ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: -6) local_rank: "
          "0 (pid: 514946) of binary:", t=3010.0)
    c.job(3012.0, "FAILED", exit_code=1)

    # ---- ColossalChat SFT on two GPUs: the very first all-gather times out in launch: hang -----
    node = "jovyan-2gpu"
    c = case("b14-colossalchat-two-gpus-first-allgather-timeout", "ambiguous", "hang", [], [node],
             "ColossalChat's train_sft.py with the colossalai strategy (stage 2) on two GPUs "
             "(fine on one): both ranks' watchdogs report the first collective, an all-gather "
             "in colossalai.launch_from_torch, timed out after 30 minutes. Nothing shows which "
             "rank stopped. Lines as posted (node name ours), ISO times ours.",
             start="2023-05-09T09:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.log(node, "rank-1", CAI3701,
          "[E ProcessGroupNCCL.cpp:821] [Rank 1] Watchdog caught collective operation timeout: "
          "WorkNCCL(SeqNum=1, OpType=ALLGATHER, Timeout(ms)=1800000) ran for 1808940 "
          "milliseconds before timing out.", t=1830.0)
    c.log(node, "rank-0", CAI3701,
          "[E ProcessGroupNCCL.cpp:821] [Rank 0] Watchdog caught collective operation timeout: "
          "WorkNCCL(SeqNum=1, OpType=ALLGATHER, Timeout(ms)=1800000) ran for 1808948 "
          "milliseconds before timing out.",
          TRACEBACK,
          '  File "/home/jovyan/work/ColossalAI/applications/Chat/examples/train_sft.py", line '
          "196, in <module>",
          "    train(args)",
          '  File "/home/jovyan/work/ColossalAI/applications/Chat/examples/train_sft.py", line '
          "39, in train",
          "    strategy = ColossalAIStrategy(stage=2, placement_policy='cuda')",
          '  File "/opt/conda/lib/python3.10/site-packages/coati/trainer/strategies/'
          'colossalai.py", line 122, in setup_distributed',
          "    colossalai.launch_from_torch({}, seed=self.seed)", t=1830.1)
    c.job(1835.0, "FAILED", exit_code=1)

    # ---- Gemini on 64 GPUs: the gloo group cannot connect at launch: network? -----------------
    nodes = [f"gemini-node-{i}" for i in range(8)]
    c = case("b14-colossalai-64-gpus-gloo-new-group-timeout", "ambiguous", "network", [], nodes,
             "Colossal-AI Gemini on 64 GPUs (eight machines; fine on 16 or fewer on one machine): "
             "colossalai.launch_from_torch creates its gloo CPU group and ProcessGroupGloo "
             "raises a connection timeout. No peer or link is named. Lines as posted (node and "
             "rank ours; the RuntimeError line, cut short where we read it, left out), ISO times "
             "ours.",
             start="2023-01-19T06:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.log("gemini-node-3", "rank-24", CAI2500,
          TRACEBACK,
          '  File "train.py", line 169, in main',
          "    colossalai.launch_from_torch(config=args.gpc_config)",
          '  File "/data/miniconda3/envs/env-3.8.8/lib/python3.8/site-packages/colossalai/'
          'context/parallel_context.py", line 378, in init_global_dist',
          "    cpu_group = dist.new_group(ranks, backend='gloo') if dist.get_backend() != 'gloo' "
          "else None",
          '  File "/data/miniconda3/envs/env-3.8.8/lib/python3.8/site-packages/torch/distributed/'
          'distributed_c10d.py", line 703, in _new_process_group_helper',
          "    pg = ProcessGroupGloo(prefix_store, rank, world_size, timeout=timeout)",
          t=1810.0)
    c.job(1815.0, "FAILED", exit_code=1)

    # ---- Gemini example on a 3090 machine: the c10d client cannot connect (errno 110) ---------
    node = "bj-zjy-64c768g-049102-24g-3090-002.zxy"
    c = case("b14-colossalai-gemini-client-socket-connect-timed-out", "ambiguous", "network", [],
             [node],
             "Colossal-AI's Gemini GPT example on a multi-GPU machine: the c10d client sockets "
             "fail to connect to 10.19.49.102:35027 (errno 110, connection timed out) and to "
             "any address of the host itself, and the ranks' tracebacks start. Nothing shows "
             "why the address could not be reached. Lines as posted, ISO times ours.",
             start="2023-02-22T09:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.log(node, "rank-0", CAI2872,
          "[W socket.cpp:601] [c10d] The client socket has failed to connect to "
          "[::ffff:10.19.49.102]:35027 (errno: 110 - Connection timed out).",
          "[W socket.cpp:601] [c10d] The client socket has failed to connect to 10.19.49.102:35027"
          " (errno: 110 - Connection timed out).",
          "[E socket.cpp:657] [c10d] The client socket has failed to connect to any network "
          "address of (bj-zjy-64c768g-049102-24g-3090-002.zxy, 35027).",
          TRACEBACK,
          '  File "train_gpt.py", line 114, in <module>', t=130.0)
    c.job(132.0, "FAILED", exit_code=1)

    # ---- ColossalChat SFT across GPU03 and GPU01: the client times out after 60 s: network? ---
    n0, n1 = "GPU03", "GPU01"
    c = case("b14-colossalchat-two-hosts-client-socket-60s-timeout", "ambiguous", "network", [],
             [n0, n1],
             "ColossalChat SFT of LLaMA-7B launched with 'colossalai run' on hosts GPU03 and "
             "GPU01 (three processes each): torch.distributed.run starts on both, then a client "
             "times out after 60 s connecting to GPU03:29500. Nothing shows why the master's "
             "port could not be reached. Lines as posted, ISO times ours.",
             start="2023-06-16T10:00:00+00:00", scheduler="static", ranks_per_node=3)
    for node in (n0, n1):
        c.log(node, "launcher", CAI4009, "WARNING:torch.distributed.run:", STARS, OMP, STARS,
              t=1.0)
    c.log(n1, "launcher", CAI4009,
          "[E socket.cpp:860] [c10d] The client socket has timed out after 60s while trying to "
          "connect to (GPU03, 29500).", TRACEBACK, t=61.0)
    c.job(62.0, "FAILED", exit_code=1)

    # ---- DreamBooth with Colossal-AI: gloo cannot bind, address already in use: user_code -----
    node = "dreambooth-host"
    c = case("b14-colossalai-gloo-bind-address-in-use", "attributed", "user_code", [], [node],
             "DreamBooth inpainting training with Colossal-AI: colossalai.launch_from_torch "
             "creates its gloo CPU group and gloo's TCP pair cannot bind, 'Address already in "
             "use'. The job's own environment (its ports), not a machine. Lines as posted "
             "(node name ours), ISO times ours.",
             start="2023-06-24T12:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.log(node, "rank-0", CAI4076,
          TRACEBACK,
          'File "train_dreambooth_inpaint_unet_colossalaiv3.py", line 745, in',
          "main()",
          'File "train_dreambooth_inpaint_unet_colossalaiv3.py", line 407, in main',
          "colossalai.launch_from_torch(config={})",
          'File "/tmp/py-userbase/lib/python3.7/site-packages/colossalai/context/'
          'parallel_context.py", line 378, in init_global_dist',
          "cpu_group = dist.new_group(ranks, backend='gloo') if dist.get_backend() != 'gloo' "
          "else None",
          'File "/opt/conda/lib/python3.7/site-packages/torch/distributed/distributed_c10d.py", '
          "line 684, in _new_process_group_helper",
          "pg = ProcessGroupGloo(prefix_store, rank, world_size, timeout=timeout)",
          "RuntimeError: [/opt/conda/conda-bld/pytorch_1634272178570/work/third_party/gloo/gloo/"
          "transport/tcp/pair.cc:176] bind: Address already in use", t=20.0)
    c.job(22.0, "FAILED", exit_code=1)

    # ---- Gemini GPT demo: torchrun's summary, rank 0 exit code 1 and no traceback: unknown ----
    node = "zztf-gpu02"
    c = case("b14-colossalai-gemini-demo-rank0-exitcode-1", "ambiguous", "unknown", [], [node],
             "Colossal-AI's Gemini GPT demo with torchrun on one multi-GPU host: the launcher's "
             "summary names rank 0 as root cause with exit code 1 and no other failures; the "
             "rank's own error is not in the report. Lines as posted, ISO times ours from the "
             "summary's time.",
             start="2023-03-07T06:05:00+00:00", scheduler="static", ranks_per_node=2)
    for text in ("torch.distributed.elastic.multiprocessing.errors.ChildFailedError:",
                 "============================================================",
                 "./train_gpt_demo.py FAILED",
                 "------------------------------------------------------------",
                 "Failures:", "  <NO_OTHER_FAILURES>",
                 "------------------------------------------------------------",
                 "Root Cause (first observed failure):", "[0]:",
                 "  time      : 2023-03-07_06:11:16", "  host      : zztf-gpu02",
                 "  rank      : 0 (local_rank: 0)", "  exitcode  : 1"):
        c.own(node, "launcher", CAI2992, "2023-03-07 06:11:16", text)
    c.job(377.0, "FAILED", exit_code=1)


# ---- writing -----------------------------------------------------------------------------------
def main() -> None:
    build()
    remove_stale(ROOT, "b14-", CASES)
    write_split(CASES, SPLIT, ROOT)


if __name__ == "__main__":
    main()
