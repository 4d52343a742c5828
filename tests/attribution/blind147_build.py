"""Build the 147th blind corpus (tests/attribution/blind147/): consumer and workstation rigs.

    python tests/attribution/blind147_build.py

A held-out proxy for how attribution generalises to training on consumer or workstation GPUs (RTX
2070/3090/4090/5090, two Radeon RX 7900 XTX, two V100 in a Windows desktop, a GTX 1070 Ti next to
an RTX 2070): Windows runs through gloo and libuv, WSL2, PCIe peer-to-peer limits of GeForce
cards, two machines on one LAN, DeepSpeed, accelerate, kohya, LLaMA-Factory, Lightning and verl on
two to seven cards, as GitHub issue and pull-request threads show them. They were found with the
search tool's issue corpus (queries listed in blind147/README.md) and taken in the order the
searches returned them, skipping only reports without a copyable log line, reports not about a
multi-device training run (inference servers, collective benchmarks, single-GPU runs) and reports
any other corpus or file of the repository cites. It was assembled by one helper who read neither
the engine nor its catalogs; the labels were written before any engine ran on these bundles, and
no report cited here is cited anywhere else in the repository (test_attribution_heldout.py checks
it).

Every log line is copied from the public report given next to it (host names, addresses, ids and
times as posted; a line the report wrapped stays wrapped; lines the search excerpt cut short left
out; trailing blanks dropped). Ours is only the assembly, as in stacks_build.py: which node and
stream a line is filed under (and node names where the report gives none), an ISO-8601 time in
front of every line (taken from the line's own stamp where it has one), job.json, the scheduler
events and the per-rank step metrics. The labels follow DESIGN's taxonomy and the rules of the
realworld, stacks, frontier and blind READMEs (see blind147/README.md).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from stacks_build import Case, case_maker, remove_stale, write_split  # noqa: E402

ROOT = HERE / "blind147"
SPLIT = "blind147"

# ---- sources (one public report per incident) --------------------------------------------------
SPIRIT7 = "https://github.com/datastone-spirit/spirit-lora-trainer/issues/7"
PYTORCH49095 = "https://github.com/pytorch/pytorch/issues/49095"
MINICPMV325 = "https://github.com/OpenBMB/MiniCPM-V/issues/325"
LLAMAFACTORY3107 = "https://github.com/hiyouga/LlamaFactory/issues/3107"
MINIMIND48 = "https://github.com/jingyaogong/minimind/issues/48"
KOHYASS2163 = "https://github.com/bmaltais/kohya_ss/issues/2163"
SDSCRIPTS1047 = "https://github.com/kohya-ss/sd-scripts/issues/1047"
SDSCRIPTS1686 = "https://github.com/kohya-ss/sd-scripts/pull/1686"
YOLOV51469 = "https://github.com/ultralytics/yolov5/issues/1469"
LLAMAFACTORY8036 = "https://github.com/hiyouga/LlamaFactory/issues/8036"
ONETRAINER1122 = "https://github.com/Nerogar/OneTrainer/issues/1122"
TORCHGEO1198 = "https://github.com/torchgeo/torchgeo/issues/1198"
INSIGHTFACE1905 = "https://github.com/deepinsight/insightface/issues/1905"
UNIFOLM22 = "https://github.com/unitreerobotics/unifolm-world-model-action/issues/22"
GOLDYOLO90 = "https://github.com/huawei-noah/Efficient-Computing/issues/90"
INSIGHTFACE1813 = "https://github.com/deepinsight/insightface/issues/1813"
BAICHUAN2370 = "https://github.com/baichuan-inc/Baichuan2/issues/370"
VERL2803 = "https://github.com/verl-project/verl/issues/2803"
PYTORCH54822 = "https://github.com/pytorch/pytorch/issues/54822"
RCCL1055 = "https://github.com/ROCm/rccl/issues/1055"

CASES: list[Case] = []


case = case_maker(CASES, SPLIT)


def build() -> None:
    build_windows()
    build_linux_and_wsl()


# ---- Windows: gloo, libuv, c10d stores ---------------------------------------------------------
def build_windows() -> None:
    # ---- spirit-lora-trainer on Windows: accelerate multi-GPU launch, libuv not built ----------
    node = "windows-admin-pc"
    c = case("b147-spirit-lora-windows-accelerate-libuv-store", "attributed", "user_code", [],
             [node],
             "A LoRA trainer on Windows launches training with accelerate's multi-GPU launcher; "
             "torch.distributed's TCPStore asks for libuv, which the Windows PyTorch build lacks "
             "(DistStoreError: use_libuv was requested, in the title). A setup error before any "
             "step. The launcher lines as posted (node name, GPU count and stream ours), time of "
             "the W line from its own glog stamp (year ours), the rest ours.",
             start="2025-05-08T11:07:58+00:00", scheduler="static", ranks_per_node=2)
    c.own(node, "launcher", SPIRIT7, "2025-05-08 11:07:59.289",
          r"W0508 11:07:59.289000 15868 site-packages\torch\distributed\elastic\multiprocessing"
          r"\redirects.py:29] NOTE: Redirects are currently not supported in Windows or MacOs.")
    c.log(node, "launcher", SPIRIT7,
          "Traceback (most recent call last):",
          r'  File "C:\Users\admin\anaconda3\envs\lora_flux\lib\runpy.py", line 196, in '
          "_run_module_as_main",
          "    return _run_code(code, main_globals, None,",
          r'  File "C:\Users\admin\anaconda3\envs\lora_flux\lib\runpy.py", line 86, in _run_code',
          "    exec(code, run_globals)",
          r'  File "C:\Users\admin\anaconda3\envs\lora_flux\lib\site-packages\accelerate\commands'
          r'\launch.py", line 1116, in ',
          "    main()",
          r'  File "C:\Users\admin\anaconda3\envs\lora_flux\lib\site-packages\accelerate\commands'
          r'\launch.py", line 1112, in main',
          "    launch_command(args)",
          r'  File "C:\Users\admin\anaconda3\envs\lora_flux\lib\site-packages\accelerate\commands'
          r'\launch.py", line 1097, in launch_command',
          "    multi_gpu_launcher(args)",
          r'  File "C:\Users\admin\anaconda3\envs\lora_flux\lib\site-packages\accelerate\commands'
          r'\launch.py", line 734, in multi_gpu_launcher',
          "    distrib_run.run(args)",
          r'  File "C:\Users\admin\anaconda3\envs\lora_flux\lib\site-packages\torch\distributed'
          r'\run.py", line 883, in run', t=1.5)
    c.job(3.0, "FAILED", exit_code=1)

    # ---- kohya_ss on Windows, two V100 16G: the c10d client cannot reach a foreign host --------
    node = "kohya-windows-box"
    c = case("b147-kohya-windows-two-v100-c10d-socket-10049", "attributed", "user_code", [],
             [node],
             "kohya_ss SDXL LoRA training with two V100 16G on Windows: the c10d client socket "
             "fails to connect to the master address, which resolves to an unrelated public host "
             "name (system error 10049, address not valid in its context), and the traceback "
             "ends in init_process_group (its last line cut by the excerpt). The machine's "
             "setup, before any step; no machine at fault. Lines as posted (node name ours), ISO "
             "times ours.",
             start="2024-03-29T21:18:00+00:00", scheduler="static", ranks_per_node=2)
    c.log(node, "rank-0", KOHYASS2163,
          "[W socket.cpp:663] [c10d] The client socket has failed to connect to "
          "[api2.enscape3d.com]:29500 (system error: 10049 - 在其上下文中，该 请求的地址无效。).",
          "Traceback (most recent call last):",
          r'  File "C:\AI\kohya_ss\sd-scripts\sdxl_train_network.py", line 184, in <module>',
          "    trainer.train(args)",
          r'  File "C:\AI\kohya_ss\sd-scripts\train_network.py", line 227, in train',
          "    accelerator = train_util.prepare_accelerator(args)",
          r'  File "C:\AI\kohya_ss\sd-scripts\library\train_util.py", line 4031, in '
          "prepare_accelerator",
          "    accelerator = Accelerator(",
          r'  File "C:\AI\kohya_ss\venv\lib\site-packages\accelerate\accelerator.py", line 371, '
          "in __init__",
          "    self.state = AcceleratorState(",
          r'  File "C:\AI\kohya_ss\venv\lib\site-packages\accelerate\state.py", line 758, in '
          "__init__",
          "    PartialState(cpu, **kwargs)",
          r'  File "C:\AI\kohya_ss\venv\lib\site-packages\accelerate\state.py", line 217, in '
          "__init__",
          "    torch.distributed.init_process_group(backend=self.backend, **kwargs)", t=40.0)
    c.job(45.0, "FAILED", exit_code=1)

    # ---- sd-scripts SDXL full training on Windows, two GPUs: both ranks exit 1 -----------------
    node = "pc"
    c = case("b147-sd-scripts-windows-sdxl-two-ranks-exit-1", "ambiguous", "unknown", [],
             [node],
             "sd-scripts sdxl_train.py on Windows with two GPUs fails: the launcher's "
             "ChildFailedError lists rank 0 and rank 1 both exiting with code 1 at the same "
             "second, with no traceback. The report's title names an 'Invalid scalar type' in "
             "DDP's _broadcast_coalesced, but no such line is in the excerpt. Lines as posted, "
             "times from the failure records' own stamps (zone ours), the frames' time ours.",
             start="2024-01-13T00:34:00+00:00", scheduler="static", ranks_per_node=2)
    c.log(node, "launcher", SDSCRIPTS1047,
          r'  File "C:\Users\user\kohya_ss\venv\lib\site-packages\torch\distributed\launcher'
          r'\api.py", line 134, in __call__',
          "    return launch_agent(self._config, self._entrypoint, list(args))",
          r'  File "C:\Users\user\kohya_ss\venv\lib\site-packages\torch\distributed\launcher'
          r'\api.py", line 250, in launch_agent',
          "    raise ChildFailedError(",
          "torch.distributed.elastic.multiprocessing.errors.ChildFailedError:",
          "============================================================",
          "./sdxl_train.py FAILED",
          "------------------------------------------------------------",
          "Failures:",
          "[1]:",
          "  time      : 2024-01-13_00:35:21",
          "  host      : pc",
          "  rank      : 1 (local_rank: 1)",
          "  exitcode  : 1 (pid: 2948)",
          "  error_file: <N/A>",
          "  traceback : To enable traceback see: https://pytorch.org/docs/stable/elastic/"
          "errors.html",
          "------------------------------------------------------------",
          "Root Cause (first observed failure):",
          "[0]:",
          "  time      : 2024-01-13_00:35:21",
          "  host      : pc",
          "  rank      : 0 (local_rank: 0)",
          "  exitcode  : 1 (pid: 8908)",
          "  error_file: <N/A>",
          "  traceback : To enable traceback see: https://pytorch.org/docs/stable/elastic/"
          "errors.html",
          "============================================================", t=81.5)
    c.job(82.0, "FAILED", exit_code=1)

    # ---- sd-scripts gloo PR thread: Win10 + X299 + 4x3090, a negative tensor dimension ---------
    node = "x299-4x3090"
    c = case("b147-sd-scripts-win10-4x3090-gloo-negative-dimension", "attributed", "user_code",
             [], [node],
             "In the thread of a pull request making sd-scripts train on Windows through gloo, a "
             "user on Win10 with an X299 board and four RTX 3090 gets the multi-GPU run going "
             "(gloo, libuv off, matched bitsandbytes/torch) until it hits 'RuntimeError: Trying "
             "to create tensor with negative dimension'. An exception in the program's stack, no "
             "machine at fault. The line as posted (node name, rank and stream ours), ISO time "
             "ours.",
             start="2024-12-09T01:00:00+00:00", scheduler="static", ranks_per_node=4)
    c.steps(1, 3, every=20.0)
    c.log(node, "rank-0", SDSCRIPTS1686,
          "RuntimeError: Trying to create tensor with negative dimension -1727503612: "
          "[-1727503612]", t=70.0)
    c.job(75.0, "FAILED", exit_code=1)

    # ---- OneTrainer multi-GPU on Windows: unsupported gloo device -----------------------------
    node = "onetrainer-win"
    c = case("b147-onetrainer-windows-multi-gpu-init-process-group", "attributed", "user_code",
             [], [node],
             "OneTrainer with multi-GPU activated on Windows stops before training: the "
             "traceback goes through MultiTrainer into torch.distributed.init_process_group with "
             "a device_id; the title gives the error as 'unsupported gloo device' (the excerpt "
             "cuts the last line). A setup/program error, no machine at fault. Lines as posted "
             "(node name and GPU count ours), ISO times ours.",
             start="2025-11-13T09:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.log(node, "rank-0", ONETRAINER1122,
          r"activating venv C:\OneTrainer\OneTrainer\venv",
          r'Using Python "C:\OneTrainer\OneTrainer\venv\Scripts\python.exe" -X utf8',
          "HF_HUB_DISABLE_XET=1",
          "NOTE: Xet disabled, to enable it set as 0 before launch",
          "Checking Python version...",
          "Python 3.12.10",
          "Starting UI...", t=1.0)
    c.log(node, "rank-0", ONETRAINER1122,
          "Warning: If 'Samples To Tensorboard' is enabled, only one GPU is used for sampling!",
          "Traceback (most recent call last):",
          r'  File "C:\OneTrainer\OneTrainer\modules\ui\TrainUI.py", line 758, in '
          "__training_thread_function",
          "    trainer.train()",
          r'  File "C:\OneTrainer\OneTrainer\modules\trainer\MultiTrainer.py", line 90, in train',
          "    MultiTrainer._train_process(-1, world_size, config_dict, devices, "
          "callbacks=self.callbacks) #main process is rank #0",
          "    " + "^" * 91,
          r'  File "C:\OneTrainer\OneTrainer\modules\trainer\MultiTrainer.py", line 49, in '
          "_train_process",
          "    torch.distributed.init_process_group(rank=rank, world_size=world_size, "
          "device_id=device, timeout=timeout,", t=60.0)
    c.job(62.0, "FAILED", exit_code=1)

    # ---- Gold-YOLO DDP on a Windows PC: gloo refuses device_ids --------------------------------
    node = "windows-goldyolo-pc"
    c = case("b147-goldyolo-windows-ddp-gloo-device-ids", "attributed", "user_code", [], [node],
             "Gold-YOLO trained with DDP on the poster's own Windows computer: gloo rejects DDP's "
             "device_ids argument ('Function argument device_ids not supported for the selected "
             "backend gloo') and the elastic agent reports local rank 0 failed. The program's "
             "DDP set-up on Windows, no machine at fault. Lines as posted (node name, GPU count "
             "and streams ours), ISO times ours.",
             start="2023-10-19T10:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.log(node, "rank-0", GOLDYOLO90,
          "RuntimeError: Function argument device_ids not supported for the selected backend "
          "gloo", t=30.0)
    c.log(node, "launcher", GOLDYOLO90,
          "ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: 1) local_rank: 0 "
          r"(pid: 23812) of binary: E:\Conda\envs\GoldYolo\python.exe", t=32.0)
    c.job(33.0, "FAILED", exit_code=1)

    # ---- arcface_torch on Windows 10 with gloo: reduce_scatter not supported --------------------
    node = "win10-arcface"
    c = case("b147-arcface-windows10-gloo-reduce-scatter", "attributed", "user_code", [], [node],
             "insightface's arcface_torch train.py on Windows 10, switched from nccl to gloo "
             "because Windows has no NCCL, fails with 'ProcessGroupGloo does not support "
             "reduce_scatter'. A collective the program needs that the backend lacks, no machine "
             "at fault. The line as posted (node name, GPU count and stream ours), ISO time "
             "ours.",
             start="2021-11-04T09:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.log(node, "rank-0", INSIGHTFACE1813,
          "RuntimeError: ProcessGroupGloo does not support reduce_scatter", t=45.0)
    c.job(47.0, "FAILED", exit_code=1)

    # ---- torchgeo on Windows, Lightning with two devices: c10d socket 10049 --------------------
    node = "t2"
    c = case("b147-torchgeo-windows-lightning-two-gpus-c10d-socket", "attributed", "user_code",
             [], [node],
             "torchgeo's train.py with Lightning on two GPUs under Windows: both ranks start "
             "initialising, the c10d client cannot connect to [t2]:58152 (system error 10049), "
             "and the run fails with 'Distributed package doesn't have NCCL built in' (the "
             "poster's words; setting the gloo backend did not help). Windows' distributed "
             "support, not a machine. Lines as posted (ranks' streams ours), ISO times ours.",
             start="2023-03-27T15:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.log(node, "rank-0", TORCHGEO1198,
          "Global seed set to 0",
          "GPU available: True (cuda), used: True",
          "TPU available: False, using: 0 TPU cores",
          "IPU available: False, using: 0 IPUs",
          "HPU available: False, using: 0 HPUs",
          "Initializing distributed: GLOBAL_RANK: 0, MEMBER: 1/2",
          r"[W C:\actions-runner\_work\pytorch\pytorch\builder\windows\pytorch\torch\csrc"
          r"\distributed\c10d\socket.cpp:601] [c10d] The client socket has failed to connect to "
          "[t2]:58152 (system error: 10049 - The requested address is not valid in its "
          "context.).", t=5.0)
    c.log(node, "rank-1", TORCHGEO1198,
          "Initializing distributed: GLOBAL_RANK: 1, MEMBER: 2/2", t=6.0)
    c.job(10.0, "FAILED", exit_code=1)


# ---- Linux desktops and WSL2 -------------------------------------------------------------------
def build_linux_and_wsl() -> None:
    # ---- 2x RTX 3090 DataParallel: NCCL connect timing out inside one box ----------------------
    node = "dual-3090-box"
    c = case("b147-pytorch-2x3090-dataparallel-nccl-connect-timeout", "ambiguous", "unknown", [],
             [node],
             "A model trained with torch.nn.DataParallel on two RTX 3090 (driver 455.32, CUDA "
             "11.1, NCCL 2.7.8, no NVLink) fails in the forward pass with an NCCL error; NCCL "
             "reports 'Call to connect returned Connection timed out, retrying'. Others in the "
             "thread (an AMD X570 desktop among them) see the same; downgrading PyTorch to 1.6 "
             "helped one of them; no cause found. Lines as posted (node name, stream and GPU "
             "layout ours; the NCCL line as quoted in the thread), ISO times ours.",
             start="2020-12-09T10:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(node, "rank-0", PYTORCH49095,
          "NCCL INFO Call to connect returned Connection timed out, retrying", t=30.0)
    c.log(node, "rank-0", PYTORCH49095,
          'File "nn.py", line 641, in _iter_fit',
          "    outputs = self.net(inputs)",
          '  File "torch/nn/modules/module.py", line 727, in _call_impl',
          "    result = self.forward(*input, **kwargs)", t=95.0)
    c.job(96.0, "FAILED", exit_code=1)

    # ---- MiniCPM-V full fine-tune on 3x RTX 4090: accelerate refuses P2P/IB ---------------------
    node = "three-4090-box"
    c = case("b147-minicpmv-3x4090-rtx4000-p2p-ib-notimplemented", "attributed", "user_code",
             [], [node],
             "MiniCPM-V full fine-tuning (finetune_ds.sh, DeepSpeed) on three RTX 4090 stops "
             "at start-up: accelerate raises NotImplementedError because RTX 4000-series cards do "
             "not support P2P or IB and NCCL_P2P_DISABLE / NCCL_IB_DISABLE are not set. A "
             "configuration check of the stack, no machine at fault. Lines as posted (node name "
             "ours), ISO times ours.",
             start="2024-07-07T18:30:00+00:00", scheduler="static", ranks_per_node=3)
    c.log(node, "rank-1", MINICPMV325,
          "[rank1]:     raise NotImplementedError(",
          "[rank1]: NotImplementedError: Using RTX 4000 series doesn't support faster "
          "communication broadband via P2P or IB. Please set `NCCL_P2P_DISABLE=\"1\"` and "
          "`NCCL_IB_DISABLE=\"1\" or use `accelerate launch` which will do this automatically.",
          t=230.0)
    c.job(232.0, "FAILED", exit_code=1)

    # ---- Baichuan2-13B LoRA on five RTX 3090 with DeepSpeed: CUDA out of memory ---------------
    node = "raid5-3090x5"
    c = case("b147-baichuan2-13b-lora-5x3090-cuda-oom", "attributed", "oom", [], [node],
             "Baichuan2-13B-Chat LoRA fine-tuning with DeepSpeed on five RTX 3090 (P2P and IB "
             "disabled, batch 16 per device) runs out of GPU memory (tried to allocate 1.92 GiB "
             "on a 23.70 GiB card); the same command fits on one 48 GB A6000. Lines as posted "
             "(node name, rank and stream ours), ISO times ours.",
             start="2024-01-29T17:45:00+00:00", scheduler="static", ranks_per_node=5)
    c.log(node, "rank-0", BAICHUAN2370,
          "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.92 GiB (GPU 0; "
          "23.70 GiB total capacity; 16.28 GiB already allocated; 1.74 GiB free; 20.85 GiB "
          "reserved in total by PyTorch) If reserved memory is >> allocated memory try setting "
          "max_split_size_mb to avoid fragmentation.  See documentation for Memory Management "
          "and PYTORCH_CUDA_ALLOC_CONF",
          "    return forward_call(*args, **kwargs)", t=300.0)
    c.job(305.0, "FAILED", exit_code=1)

    # ---- LLaMA-Factory full SFT of Qwen1.5-14B on seven RTX 4090: argument parsing -------------
    node = "hy-4090x7"
    c = case("b147-llamafactory-7x4090-full-sft-argument-parsing", "attributed", "user_code", [],
             [node],
             "LLaMA-Factory full fine-tuning of Qwen1.5-14B-Chat with DeepSpeed on seven RTX "
             "4090 ('用4090多卡full微调报错') fails in argument parsing: the traceback goes "
             "through parse_args_into_dataclasses into a dataclass __init__ (the exception line "
             "cut by the excerpt; the maintainers marked it solved). The program's "
             "configuration, before any step. Lines as posted (node name ours), ISO times ours.",
             start="2024-04-02T23:01:00+00:00", scheduler="static", ranks_per_node=7)
    c.log(node, "rank-0", LLAMAFACTORY3107,
          '  File "/root/autodl-tmp/LLM/LLaMA-Factory/src/llmtuner/hparams/parser.py", line 47, '
          "in _parse_args",
          "    (*parsed_args, unknown_args) = parser.parse_args_into_dataclasses("
          "return_remaining_strings=True)",
          '  File "/root/miniconda3/envs/llm/lib/python3.9/site-packages/transformers/'
          'hf_argparser.py", line 338, in parse_args_into_dataclasses',
          "    obj = dtype(**inputs)",
          '  File "<string>", line 129, in __init__', t=20.0)
    c.job(25.0, "FAILED", exit_code=1)

    # ---- minimind pretraining with DeepSpeed on two local GPUs: stops after the model summary --
    node = "bill-desktop"
    c = case("b147-minimind-deepspeed-two-gpus-stops-after-launch", "ambiguous", "unknown", [],
             [node],
             "minimind pretraining launched with deepspeed --num_gpus=2 on a desktop: after "
             "setting CUDA_VISIBLE_DEVICES the launcher starts both processes and the model "
             "prints its parameter count, then the run stops 'with another similar issue' (the "
             "title: CUDA_HOME does not exist, unable to compile CUDA ops); the excerpt shows no "
             "error line. Lines as posted (node name ours), times from their own stamps (zone "
             "ours).",
             start="2024-09-28T15:38:30+00:00", scheduler="static", ranks_per_node=2)
    c.own(node, "launcher", MINIMIND48, "2024-09-28 15:38:32.551",
          "[2024-09-28 15:38:32,551] [INFO] [real_accelerator.py:203:get_accelerator] Setting "
          "ds_accelerator to cuda (auto detect)")
    c.own(node, "launcher", MINIMIND48, "2024-09-28 15:38:34.404",
          "[2024-09-28 15:38:34,404] [WARNING] [runner.py:212:fetch_hostfile] Unable to find "
          "hostfile, will proceed with training with local resources only.")
    c.log(node, "launcher", MINIMIND48,
          "Detected VISIBLE_DEVICES=0,1 but ignoring it because one or several of "
          "--include/--exclude/--num_gpus/--num_nodes cl args were used. If you want to use "
          "CUDA_VISIBLE_DEVICES don't pass any of these arguments to deepspeed.", t=4.404)
    c.own(node, "launcher", MINIMIND48, "2024-09-28 15:38:34.404",
          "[2024-09-28 15:38:34,404] [INFO] [runner.py:585:main] cmd = /home/bill/study/github/"
          "jingyaogong/minimind/venv/bin/python -u -m deepspeed.launcher.launch "
          "--world_info=eyJsb2NhbGhvc3QiOiBbMCwgMV19 --master_addr=127.0.0.1 --master_port=29500 "
          "--enable_each_rank_log=None 1-pretrain.py")
    c.own(node, "launcher", MINIMIND48, "2024-09-28 15:38:36.744",
          "[2024-09-28 15:38:36,744] [INFO] [real_accelerator.py:203:get_accelerator] Setting "
          "ds_accelerator to cuda (auto detect)")
    c.own(node, "launcher", MINIMIND48, "2024-09-28 15:38:38.635",
          "[2024-09-28 15:38:38,635] [INFO] [launch.py:146:main] WORLD INFO DICT: {'localhost': "
          "[0, 1]}")
    c.own(node, "launcher", MINIMIND48, "2024-09-28 15:38:38.635",
          "[2024-09-28 15:38:38,635] [INFO] [launch.py:152:main] nnodes=1, num_local_procs=2, "
          "node_rank=0")
    c.log(node, "rank-0", MINIMIND48, "LLM总参数量：26.878 百万", t=15.0)
    c.job(20.0, "FAILED", exit_code=1)

    # ---- YOLOv5 DataParallel over an RTX 2070 and a GTX 1070 Ti: traceback in the forward ------
    node = "blake-desktop"
    c = case("b147-yolov5-rtx2070-gtx1070ti-dataparallel-forward", "attributed", "user_code", [],
             [node],
             "YOLOv5's train.py with --device 0,1 on a desktop with two different cards (RTX 2070 "
             "and GTX 1070 Ti, torch 1.7.1+cu110) fails in the first forward pass: "
             "DataParallel's parallel_apply re-raises a replica's exception (the title: cuDNN "
             "error CUDNN_STATUS_BAD_PARAM; the excerpt cuts the last lines). An error of the "
             "software stack on mixed cards, no machine at fault. Lines as posted (node name "
             "ours), ISO times ours.",
             start="2021-01-10T12:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(node, "rank-0", YOLOV51469,
          "$ python train.py --device 0,1 --img 640 --batch 16 --epochs 5 --data coco128.yaml "
          "--weights yolov5s.pt",
          "Using torch 1.7.1+cu110 CUDA:0 (GeForce RTX 2070, 7982MB)",
          "CUDA:1 (GeForce GTX 1070 Ti, 8118MB)", t=1.0)
    c.log(node, "rank-0", YOLOV51469,
          "Traceback (most recent call last):",
          '  File "/home/blake/cv/yolo/yolov5/train.py", line 490, in <module>',
          "    train(hyp, opt, device, tb_writer, wandb)",
          '  File "/home/blake/cv/yolo/yolov5/train.py", line 286, in train',
          "    pred = model(imgs)  # forward",
          '  File "/home/blake/anaconda3/envs/torch/lib/python3.7/site-packages/torch/nn/modules/'
          'module.py", line 727, in _call_impl',
          "    result = self.forward(*input, **kwargs)",
          '  File "/home/blake/anaconda3/envs/torch/lib/python3.7/site-packages/torch/nn/'
          'parallel/data_parallel.py", line 161, in forward',
          "    outputs = self.parallel_apply(replicas, inputs, kwargs)",
          '  File "/home/blake/anaconda3/envs/torch/lib/python3.7/site-packages/torch/nn/'
          'parallel/data_parallel.py", line 171, in parallel_apply',
          "    return parallel_apply(replicas, inputs, kwargs, self.device_ids[:len(replicas)])",
          '  File "/home/blake/anaconda3/envs/torch/lib/python3.7/site-packages/torch/nn/'
          'parallel/parallel_apply.py", line 86, in parallel_apply',
          "    output.reraise()", t=40.0)
    c.job(41.0, "FAILED", exit_code=1)

    # ---- LLaMA-Factory on WSL2 Ubuntu, two GPUs: NCCL sets up without P2P --------------------
    node = "AIS"
    c = case("b147-llamafactory-wsl2-dual-gpu-nccl-setup-no-p2p", "ambiguous", "unknown", [],
             [node],
             "LLaMA-Factory fine-tuning on two GPUs in WSL2 Ubuntu: NCCL sets up its two ranks "
             "without intra-node P2P (no path for pattern 1, 'intraNodeP2pSupport 0'); the "
             "title says the run then reports insufficient GPU memory although memory is "
             "sufficient, but no such line is in the excerpt. Lines as posted (trailing blanks "
             "dropped), time of the WARN line from its own stamp (zone ours), the others ours.",
             start="2025-05-12T17:31:00+00:00", scheduler="static", ranks_per_node=2)
    c.own(node, "rank-0", LLAMAFACTORY8036, "2025-05-12 17:31:38",
          "[2025-05-12 17:31:38] AIS:2374:2645 [0] graph/search.cc:1127 NCCL WARN Could not find "
          "a path for pattern 1, falling back to simple order")
    c.log(node, "rank-0", LLAMAFACTORY8036,
          "AIS:2374:2645 [0] NCCL INFO comm 0x418b7ae0 rank 0 nRanks 2 nNodes 1 localRanks 2 "
          "localRank 0 MNNVL 0", t=38.1)
    c.log(node, "rank-1", LLAMAFACTORY8036,
          "AIS:2375:2646 [1] NCCL INFO comm 0x30935b90 rank 1 nRanks 2 nNodes 1 localRanks 2 "
          "localRank 1 MNNVL 0",
          "AIS:2375:2646 [1] NCCL INFO Trees [0] -1/-1/-1->1->0 [1] -1/-1/-1->1->0", t=38.1)
    c.log(node, "rank-0", LLAMAFACTORY8036,
          "AIS:2374:2645 [0] NCCL INFO Channel 00/02 : 0 1", t=38.2)
    c.log(node, "rank-1", LLAMAFACTORY8036,
          "AIS:2375:2646 [1] NCCL INFO P2P Chunksize set to 131072", t=38.2)
    c.log(node, "rank-0", LLAMAFACTORY8036,
          "AIS:2374:2645 [0] NCCL INFO Channel 01/02 : 0 1",
          "AIS:2374:2645 [0] NCCL INFO Trees [0] 1/-1/-1->0->-1 [1] 1/-1/-1->0->-1",
          "AIS:2374:2645 [0] NCCL INFO P2P Chunksize set to 131072",
          "AIS:2374:2645 [0] NCCL INFO Check P2P Type intraNodeP2pSupport 0 directMode 0",
          t=38.3)
    c.log(node, "rank-1", LLAMAFACTORY8036,
          "AIS:2375:2649 [1] NCCL INFO [Proxy Service] Device 1 CPU core 9",
          "AIS:2375:2650 [1] NCCL INFO [Proxy Service UDS] Device 1 CPU core 14", t=38.4)
    c.log(node, "rank-0", LLAMAFACTORY8036,
          "AIS:2374:2651 [0] NCCL INFO [Proxy Service] Device 0 CPU core 17",
          "AIS:2374:2652 [0] NCCL INFO [Proxy Service UDS] Device 0 CPU core 19",
          "AIS:2374:2645 [0] NCCL INFO threadThresholds 8/8/64 | 16/8/64 | 512 | 512",
          "AIS:2374:2645 [0] NCCL INFO 2 coll channels, 2 collnet channels, 0 nvls channels, 2 "
          "p2p channels, 2 p2p channels per peer", t=38.5)
    c.job(120.0, "FAILED", exit_code=1)

    # ---- arcface_torch over two machines on one LAN, one RTX 3090 each: both freeze ----------
    n0, n1 = "master-3090", "worker-3090"
    c = case("b147-arcface-two-machines-lan-3090-freeze", "ambiguous", "hang", [], [n0, n1],
             "insightface's arcface_torch trained over two machines on the same network, one RTX "
             "3090 each, launched with torch.distributed.launch: a process starts on each machine "
             "and the master prints that training started, then both freeze (GPU power decays) "
             "and later an error is raised on the master (its lines cut by the excerpt). No "
             "initiating error shown and nothing says which side stopped. The launcher's lines "
             "as posted (trailing blanks dropped; node names ours), ISO times ours; the job's "
             "end ours.",
             start="2022-02-07T14:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(n0, "launcher", INSIGHTFACE1905,
          "python_env/lib64/python3.6/site-packages/torch/distributed/launch.py:186: "
          "FutureWarning: The module torch.distributed.launch is deprecated and will be removed "
          "in future. Use torchrun.",
          "Note that --use_env is set by default in torchrun.",
          "If your script expects `--local_rank` argument to be set, please",
          "change it to read from `os.environ['LOCAL_RANK']` instead. See", t=1.0)
    c.job(1900.0, "FAILED", exit_code=1)

    # ---- unifolm world model on two RTX 5090, Lightning DDPSharded: no line after set-up -------
    node = "ubuntu-2x5090"
    c = case("b147-unifolm-2x5090-lightning-ddp-sharded-start", "ambiguous", "unknown", [],
             [node],
             "A world-model training run (pytorch_lightning, DDPSharded, NCCL) on two RTX 5090: "
             "the model summary prints, both processes register, the RTX 5090 is picked up; the "
             "report asks whether the 5090 is supported, but the excerpt shows no error line. "
             "Lines as posted (blank line dropped; node name ours), ISO times ours; the FAILED "
             "state ours, from the report's question.",
             start="2025-09-12T08:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.log(node, "rank-0", UNIFOLM22,
          "        Model Name  Params",
          "0      World Model  2.51 B",
          "1      Action Head   0.5 B",
          "2       State Head   0.5 B",
          "3  Total Trainable  2.56 B",
          "4            Total  4.18 B",
          "***** Running the Loop *****",
          "INFO:mainlogger:***** Running the Loop *****",
          "<Training in DDPSharded Mode>",
          "INFO:mainlogger:<Training in DDPSharded Mode>",
          "/home/ubuntu/miniconda3/envs/unifolm-wma/lib/python3.10/site-packages/"
          "pytorch_lightning/trainer/configuration_validator.py:108: PossibleUserWarning: You "
          "defined a `validation_step` but have no `val_dataloader`. Skipping val loop.",
          "  rank_zero_warn(",
          "[rank: 0] Global seed set to 20250912",
          "Initializing distributed: GLOBAL_RANK: 0, MEMBER: 1/2",
          "-" * 100,
          "distributed_backend=nccl",
          "All distributed processes registered. Starting with 2 processes",
          "-" * 100,
          "You are using a CUDA device ('NVIDIA GeForce RTX 5090') that has Tensor Cores. To "
          "properly utilize them, you should set `torch.set_float32_matmul_precision('medium' | "
          "'high')` which will trade-off precision for performance. For more details, read "
          "https://pytorch.org/docs/stable/generated/torch.set_float32_matmul_precision.html"
          "#torch.set_float32_matmul_precision", t=90.0)
    c.job(400.0, "FAILED", exit_code=1)

    # ---- verl RL training with FSDP2 on two RTX 5090: the reference model's init fails ---------
    node = "dual-5090-box"
    tr = "(TaskRunner pid=516914)"
    c = case("b147-verl-fsdp2-2x5090-ref-init-model-error", "attributed", "user_code", [],
             [node],
             "verl training with FSDP2 (fully_shard) on a machine with two RTX 5090: the Ray "
             "task runner reports an unhandled error from WorkerDict.ref_init_model; the poster "
             "gives it as 'CUDA failure 217 peer access is not supported between these two "
             "devices' in set_model_state_dict (the excerpt cuts the traceback before it). The "
             "stack's use of P2P on cards without it, no machine at fault. Lines as posted (node "
             "name and stream ours), ISO times ours.",
             start="2025-07-29T09:00:00+00:00", scheduler="ray", ranks_per_node=2)
    c.log(node, "taskrunner", VERL2803,
          f"{tr} Unhandled error (suppress with 'RAY_IGNORE_UNHANDLED_ERRORS=1'): "
          "ray::WorkerDict.ref_init_model() (pid=523350, ip=172.17.0.4, "
          "actor_id=4d79e98096779388a81fc38201000000, repr=<verl.single_controller.ray.base."
          "WorkerDict object at 0x7c5d46a985c0>)",
          tr + " " * 12 + "^" * 36,
          tr + " " * 12 + "^" * 31,
          f'{tr}   File "/home/chenweilong/r1_household_chara/verl/single_controller/ray/'
          'base.py", line 720, in func',
          f"{tr}     return getattr(self.worker_dict[key], name)(*args, **kwargs)",
          tr + " " * 12 + "^" * 53,
          f'{tr}   File "/home/chenweilong/r1_household_chara/verl/single_controller/base/'
          'decorator.py", line 514, in inner',
          f"{tr}     return func(*args, **kwargs)", t=120.0)
    c.job(125.0, "FAILED", exit_code=1)

    # ---- Lightning DDP on four RTX 3090 in the official PyTorch container: fit fails at start --
    node = "docker-4x3090"
    c = case("b147-lightning-4x3090-docker-ddp-fit-fails-at-start", "ambiguous", "unknown", [],
             [node],
             "A Lightning (hydra) super-resolution training in the pytorch/pytorch:1.8.0-cuda11.1 "
             "container on four RTX 3090: the four DDP ranks initialise, then trainer.fit fails "
             "in start_training; the title gives the error as NCCL 2.7.8 ncclSystemError "
             "(system call failed), but the excerpt cuts the traceback before it. Lines as "
             "posted (the markdown backtick before the first line dropped; node name and the "
             "ranks' streams ours), ISO times ours.",
             start="2021-03-27T08:00:00+00:00", scheduler="static", ranks_per_node=4)
    c.log(node, "rank-0", PYTORCH54822,
          "/opt/conda/lib/python3.8/site-packages/pytorch_lightning/utilities/distributed.py:52: "
          "UserWarning: MASTER_ADDR environment variable is not defined. Set as localhost",
          "  warnings.warn(*args, **kwargs)",
          "initializing ddp: GLOBAL_RANK: 0, MEMBER: 1/4", t=20.0)
    for rank in (1, 2, 3):
        c.log(node, f"rank-{rank}", PYTORCH54822,
              f"initializing ddp: GLOBAL_RANK: {rank}, MEMBER: {rank + 1}/4", t=20.0 + rank)
    c.log(node, "rank-0", PYTORCH54822,
          "Traceback (most recent call last):",
          '  File "/ghome/luoxin/projects/liif-lightning-hydra/run.py", line 34, in main',
          "    return train(config)",
          '  File "/ghome/luoxin/projects/liif-lightning-hydra/src/train.py", line 78, in train',
          "    trainer.fit(model=model, datamodule=datamodule)",
          '  File "/opt/conda/lib/python3.8/site-packages/pytorch_lightning/trainer/trainer.py", '
          "line 499, in fit",
          "    self.dispatch()",
          '  File "/opt/conda/lib/python3.8/site-packages/pytorch_lightning/trainer/trainer.py", '
          "line 546, in dispatch",
          "    self.accelerator.start_training(self)",
          '  File "/opt/conda/lib/python3.8/site-packages/pytorch_lightning/accelerators/'
          'accelerator.py", line 73, in start_training', t=40.0)
    c.job(42.0, "FAILED", exit_code=1)

    # ---- two Radeon RX 7900 XTX in a ROCm container: RCCL set-up, then no error line -----------
    node = "b1cc0f529b57"
    c = case("b147-rccl-2x7900xtx-docker-multi-gpu-setup", "ambiguous", "unknown", [], [node],
             "Multi-GPU training on two AMD Radeon RX 7900 XTX in a ROCm 6.0 container: RCCL "
             "2.18.3 bootstraps both ranks over the container's eth0 and sets its HIP stack "
             "limit; the title names an 'invalid device pointer', but no such line is in the "
             "excerpt. Lines as posted (ranks' streams from the pids, ours), ISO times ours.",
             start="2024-01-20T10:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.log(node, "rank-0", RCCL1055,
          "b1cc0f529b57:525:525 [0] NCCL INFO Bootstrap : Using eth0:172.17.0.3<0>",
          "b1cc0f529b57:525:525 [0] NCCL INFO NET/Plugin : Plugin load (librccl-net.so) returned "
          "2 : librccl-net.so: cannot open shared object file: No such file or directory",
          "b1cc0f529b57:525:525 [0] NCCL INFO NET/Plugin : No plugin found, using internal "
          "implementation",
          "b1cc0f529b57:525:525 [0] NCCL INFO Kernel version: 6.5.0-14-generic",
          "b1cc0f529b57:525:525 [0] NCCL INFO ROCr version 1.1",
          "b1cc0f529b57:525:525 [0] NCCL INFO Dmabuf feature disabled without "
          "NCCL_ENABLE_DMABUF_SUPPORT=1",
          "RCCL version 2.18.3+hip6.0 HEAD:2f6d59e+", t=10.0)
    c.log(node, "rank-1", RCCL1055,
          "b1cc0f529b57:526:526 [1] NCCL INFO ROCr version 1.1",
          "b1cc0f529b57:526:526 [1] NCCL INFO Dmabuf feature disabled without "
          "NCCL_ENABLE_DMABUF_SUPPORT=1",
          "b1cc0f529b57:526:526 [1] NCCL INFO Bootstrap : Using eth0:172.17.0.3<0>",
          "b1cc0f529b57:526:526 [1] NCCL INFO NET/Plugin : Plugin load (librccl-net.so) returned "
          "2 : librccl-net.so: cannot open shared object file: No such file or directory",
          "b1cc0f529b57:526:526 [1] NCCL INFO NET/Plugin : No plugin found, using internal "
          "implementation",
          "b1cc0f529b57:526:526 [1] NCCL INFO Kernel version: 6.5.0-14-generic",
          "b1cc0f529b57:526:680 [1] NCCL INFO Setting hipLimitStackSize to 512 maxLocalSizeBytes "
          "0", t=10.1)
    c.log(node, "rank-0", RCCL1055,
          "b1cc0f529b57:525:679 [0] NCCL INFO Setting hipLimitStackSize to 512 maxLocalSizeBytes "
          "0", t=10.2)
    c.job(60.0, "FAILED", exit_code=1)


# ---- writing -----------------------------------------------------------------------------------
def main() -> None:
    build()
    remove_stale(ROOT, "b147-", CASES)
    write_split(CASES, SPLIT, ROOT)


if __name__ == "__main__":
    main()
