"""Build the sixty-sixth blind corpus (tests/attribution/blind66/): DeepSpeed on many GPUs.

    python tests/attribution/blind66_build.py

A held-out proxy for issue 43's question ("stacks and failures described nowhere"), aimed at
DeepSpeed in multi-GPU and multi-node training: its launcher (runner.py, launch.py, the pdsh
runner, the hostfile, its ssh check, elastic training), ZeRO stages 2-3 with CPU and NVMe offload
(the aio swapper, pinned memory, DeepSpeedCPUAdam), DeepSpeed-Chat and its hybrid engine,
Megatron-DeepSpeed, and programs built on it (OpenRLHF, LLaMA-Factory based tuners, Online-RLHF)
when the failing lines are DeepSpeed's or its launcher's. Reports were found with the `search`
tool (GitHub issue threads) and taken in the order the searches returned them, skipping only
reports without a copyable log line and reports any other corpus or file of the repository cites.
It was assembled by one helper who read neither the engine nor its catalogs; the labels were
written before any engine ran on these bundles, and no report cited here is cited anywhere else in
the repository (test_attribution_heldout.py checks it).

Every log line is copied from the public report given next to it (host names, addresses, pids and
times as posted). Ours is only the assembly, as in stacks_build.py: which node and stream a line
is filed under, an ISO-8601 time in front of every line (taken from the line's own stamp where it
has one), job.json, the scheduler events and the per-rank step metrics. The labels follow
DESIGN's taxonomy and the rules of the spent corpora's READMEs (see blind66/README.md).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from stacks_build import Case, case_maker, remove_stale, write_split  # noqa: E402

ROOT = HERE / "blind66"
SPLIT = "blind66"

# ---- sources (one public report per incident) --------------------------------------------------
DS618 = "https://github.com/deepspeedai/DeepSpeed/issues/618"
DS3160 = "https://github.com/deepspeedai/DeepSpeed/issues/3160"
DS3581 = "https://github.com/deepspeedai/DeepSpeed/issues/3581"
DS4907 = "https://github.com/deepspeedai/DeepSpeed/issues/4907"
DSEX845 = "https://github.com/deepspeedai/DeepSpeedExamples/issues/845"
DS1070 = "https://github.com/deepspeedai/DeepSpeed/issues/1070"
DS1627 = "https://github.com/deepspeedai/DeepSpeed/issues/1627"
DS2006 = "https://github.com/deepspeedai/DeepSpeed/issues/2006"
DSEX279 = "https://github.com/deepspeedai/DeepSpeedExamples/issues/279"
DS6454 = "https://github.com/deepspeedai/DeepSpeed/issues/6454"
DS7844 = "https://github.com/deepspeedai/DeepSpeed/issues/7844"
ORLHF11 = "https://github.com/RLHFlow/Online-RLHF/issues/11"
OPENRLHF670 = "https://github.com/OpenRLHF/OpenRLHF/issues/670"
DS3669 = "https://github.com/deepspeedai/DeepSpeed/issues/3669"
MEGDS178 = "https://github.com/deepspeedai/Megatron-DeepSpeed/issues/178"
BSMEGDS341 = "https://github.com/bigscience-workshop/Megatron-DeepSpeed/issues/341"
DSEX456 = "https://github.com/deepspeedai/DeepSpeedExamples/issues/456"
DS4459 = "https://github.com/deepspeedai/DeepSpeed/issues/4459"
DS7150 = "https://github.com/deepspeedai/DeepSpeed/issues/7150"
LLAMACN364 = "https://github.com/LlamaChinese/Llama-Chinese/issues/364"
LF6058 = "https://github.com/hiyouga/LlamaFactory/issues/6058"

CASES: list[Case] = []

case = case_maker(CASES, SPLIT)
DS = "deepspeed"
PDSH = "deepspeed-pdsh"

# "[2023-04-07 13:08:55,468] ..." (DeepSpeed's logger) or "... 2024-10-27 16:31:32,759 >> ..."
STAMP = re.compile(r"(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}),(\d{3})")


def lines(c: Case, node: str, stream: str, url: str, t: float, *texts: str) -> Case:
    """Each line under NODE/STREAM: its own DeepSpeed stamp in front where it has one (UTC),
    else the time `t` (ours: the report shows none for it)."""
    for text in texts:
        m = STAMP.search(text)
        if m:
            c.own(node, stream, url, f"{m.group(1)}T{m.group(2)}.{m.group(3)}", text)
        else:
            c.log(node, stream, url, text, t=t)
    return c


def build() -> None:
    build_launcher()
    build_offload()
    build_memory()
    build_hangs()
    build_programs()


# ---- the launcher: runner.py, launch.py, pdsh, hostfile, ssh check, elastic agent --------------
def build_launcher() -> None:
    node = "ds-workstation"
    c = case("b66-ds-launcher-nameerror-returns-zero", "attributed", "user_code", [], [node],
             "Two local ranks of a program that is a NameError: both print the traceback, the "
             "launcher itself returns 0 (the report's complaint). Lines as posted, own stamps.",
             start="2020-12-24T16:25:13+00:00", scheduler=DS, ranks_per_node=2)
    lines(c, node, "launcher", DS618, 0.0,
          "[2020-12-24 16:25:13,160] [WARNING] [runner.py:117:fetch_hostfile] Unable to find "
          "hostfile, will proceed with training with local resources only.",
          "[2020-12-24 16:25:13,185] [INFO] [runner.py:355:main] cmd = /home/stas/anaconda3/envs/"
          "main-38/bin/python -u -m deepspeed.launcher.launch --world_info=eyJsb2NhbGhvc3QiOiBb"
          "MCwgMV19 --master_addr=127.0.0.1 --master_port=29500 fail.py",
          "[2020-12-24 16:25:13,902] [INFO] [launch.py:78:main] WORLD INFO DICT: {'localhost': "
          "[0, 1]}",
          "[2020-12-24 16:25:13,902] [INFO] [launch.py:84:main] nnodes=1, num_local_procs=2, "
          "node_rank=0",
          "[2020-12-24 16:25:13,902] [INFO] [launch.py:99:main] global_rank_mapping=defaultdict("
          "<class 'list'>, {'localhost': [0, 1]})",
          "[2020-12-24 16:25:13,902] [INFO] [launch.py:100:main] dist_world_size=2",
          "[2020-12-24 16:25:13,902] [INFO] [launch.py:102:main] Setting CUDA_VISIBLE_DEVICES=0,1")
    for _ in range(2):
        lines(c, node, "stderr", DS618, 1.5, "Traceback (most recent call last):",
              '  File "fail.py", line 1, in <module>', "    garbageeeeee",
              "NameError: name 'garbageeeeee' is not defined")
    c.job(2.0, "FAILED", exit_code=0)

    n0, n1 = "192.168.3.100", "192.168.3.101"
    c = case("b66-ds-hostfile-ssh-check-exit-255", "attributed", "user_code", [], [n0, n1],
             "`deepspeed --hostfile` on two LAN nodes (hostfile as posted): the runner's "
             "passwordless-ssh check to the first node exits 255 and the launch stops. Lines as "
             "posted, own stamp where shown.",
             start="2024-01-06T11:41:34+00:00", scheduler=PDSH, ranks_per_node=2)
    lines(c, n0, "launcher", DS4907, 1.0,
          "[2024-01-06 11:41:34,489] [INFO] [real_accelerator.py:161:get_accelerator] Setting "
          "ds_accelerator to cuda (auto detect)",
          "Traceback (most recent call last):",
          '  File "/root/anaconda3/envs/DS/lib/python3.9/site-packages/deepspeed/launcher/'
          'runner.py", line 437, in main',
          "    subprocess.check_call(ssh_check_cmd, stderr=subprocess.DEVNULL, stdout=subprocess."
          "DEVNULL, shell=True)",
          '  File "/root/anaconda3/envs/DS/lib/python3.9/subprocess.py", line 373, in check_call',
          "    raise CalledProcessError(retcode, cmd)",
          "subprocess.CalledProcessError: Command 'ssh -o PasswordAuthentication=no 192.168.3.100 "
          "hostname' returned non-zero exit status 255.")
    c.job(2.0, "FAILED", exit_code=1)

    c = case("b66-ds-pdsh-two-nodes-remote-exited-or-network", "ambiguous", "network", [],
             [n0, n1],
             "The same two nodes launched through pdsh with NCCL over sockets (IB and P2P "
             "disabled): the run stops with NCCL's 'remote process exited or there was a network "
             "error'; no peer is shown dying. Lines as posted, own stamps where shown.",
             start="2024-01-08T16:13:55+00:00", scheduler=PDSH, ranks_per_node=2)
    lines(c, n0, "launcher", DSEX845, 0.0,
          "[2024-01-08 16:13:55,768] [INFO] [real_accelerator.py:161:get_accelerator] Setting "
          "ds_accelerator to cuda (auto detect)",
          "[2024-01-08 16:13:56,462] [INFO] [multinode_runner.py:80:get_cmd] Running on the "
          "following workers: 192.168.3.100,192.168.3.101")
    lines(c, n0, "stderr", DSEX845, 40.0,
          "torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/"
          "ProcessGroupNCCL.cpp:1333, remote process exited or there was a network error, NCCL "
          "version 2.18.6")
    c.job(45.0, "FAILED", exit_code=1)

    node = "ds-launch-host"
    c = case("b66-ds-hostfile-bad-entry", "attributed", "user_code", [], [node],
             "A hostfile with a misspelt second line ('lots=8'): the runner refuses to launch. "
             "Line as posted, times ours.",
             start="2023-06-02T08:00:00+00:00", scheduler=PDSH)
    lines(c, node, "launcher", DS3669, 2.0,
          "ValueError: Hostfile contains a bad entry: {line}, unable to proceed with launching")
    c.job(3.0, "FAILED", exit_code=1)

    node = "elastic-host-0"
    c = case("b66-ds-elastic-agent-torch2-typeerror", "attributed", "user_code", [], [node],
             "`deepspeed --elastic_training` under torch 2.0: DeepSpeed's elastic agent calls "
             "torch's _set_master_addr_port with the old signature and dies before any worker "
             "starts. Lines as posted, times ours.",
             start="2023-10-05T09:00:00+00:00", scheduler=DS, ranks_per_node=2)
    lines(c, node, "launcher", DS4459, 5.0, "Traceback (most recent call last):",
          '  File "./lib/python3.9/site-packages/deepspeed/elasticity/elastic_agent.py", line 126, '
          "in _invoke_run", "    self._initialize_workers(self._worker_group)",
          '  File "./lib/python3.9/site-packages/torch/distributed/elastic/agent/server/api.py", '
          "line 556, in _rendezvous", "    self._set_master_addr_port(",
          "TypeError: _set_master_addr_port() takes 3 positional arguments but 4 were given")
    c.job(6.0, "FAILED", exit_code=1)


# ---- ZeRO-3 NVMe offload (aio swapper) and pinned memory ---------------------------------------
def build_offload() -> None:
    nodes = [f"p3dn-{i}" for i in range(4)]
    c = case("b66-zero3-nvme-aio-short-write-assert", "attributed", "user_code", [], nodes,
             "ZeRO-3 with NVMe parameter offload on four 8-GPU nodes: the aio handle's pread "
             "asserts because a swap file is shorter than its buffer (rank 24); the run dies. "
             "Lines as posted, node names and times ours.",
             start="2021-05-13T10:00:00+00:00", scheduler=PDSH, ranks_per_node=8)
    c.steps(1, 30, every=20.0, stop={n: 24 for n in nodes})
    lines(c, nodes[3], "stderr", DS1070, 495.0,
          "/nvme/zero_stage_3/fp16params/rank24/0_param.tensor.swp: buffer nbytes != file bytes "
          "28824000 != 28311552",
          "python: /usr/local/lib/python3.6/dist-packages/deepspeed/ops/csrc/aio/py_lib/"
          "deepspeed_py_aio_handle.cpp:223: int deepspeed_aio_handle_t::pread(const at::Tensor&, "
          "const char*, bool, bool): \\",
          "Assertion `static_cast<long long int>(buffer.nbytes()) == num_file_bytes' failed.")
    c.job(520.0, "FAILED", exit_code=134)

    node = "nvme-ws"
    c = case("b66-zero3-nvme-optimizer-swap-file-empty", "attributed", "user_code", [], [node],
             "ZeRO-3 with optimizer offload to NVMe: the gradient swap files are written empty "
             "and the aio pread asserts (file bytes 0). Lines as posted, times ours.",
             start="2021-12-09T07:00:00+00:00", scheduler=DS, ranks_per_node=2)
    lines(c, node, "stderr", DS1627, 60.0,
          "/zero_stage_3/optimizer/rank1/140302004385408_gradient_988164096_75497472.tensor.swp: "
          "buffer nbytes != file bytes 301989888 != 0",
          "python: /home/jkkim/anaconda3/envs/transformers/lib/python3.9/site-packages/deepspeed/"
          "ops/csrc/aio/py_lib/deepspeed_py_aio_handle.cpp:223: int deepspeed_aio_handle_t::"
          "pread(const at::Tensor&, const char*, bool, bool): Assertion `static_cast<long long "
          "int>(buffer.nbytes()) == num_file_bytes' failed.")
    c.job(65.0, "FAILED", exit_code=134)

    node = "nvme-docker"
    c = case("b66-zero3-nvme-param-swap-half-size-four-ranks", "attributed", "user_code", [],
             [node],
             "ZeRO-3 NVMe parameter offload on four GPUs: ranks 3 and 1 read param swap files of "
             "half their buffer's size and the aio pread asserts. Lines as posted, times ours.",
             start="2022-06-09T12:00:00+00:00", scheduler=DS, ranks_per_node=4)
    for rank in ("3", "1"):
        lines(c, node, "stderr", DS2006, 50.0,
              f"../../workspace/zero_stage_3/fp16params/rank{rank}/1_param.tensor.swp: buffer "
              "nbytes != file bytes 16777216 != 8388608",
              "python3: /usr/local/lib/python3.6/dist-packages/deepspeed/ops/csrc/aio/py_lib/"
              "deepspeed_py_aio_handle.cpp:223: int deepspeed_aio_handle_t::pread(const at::"
              "Tensor&, const char*, bool, bool): Assertion `static_cast<long long int>(buffer."
              "nbytes()) == num_file_bytes' failed.")
    c.job(55.0, "FAILED", exit_code=134)

    node = "cu128-ws"
    c = case("b66-ds-pin-memory-cuda-invalid-argument", "attributed", "user_code", [], [node],
             "DeepSpeed 0.16.4 with torch 2.7 / CUDA 12.8: pinning a 1.7 G-element CPU tensor "
             "through DeepSpeed's accelerator fails with CUDA 'invalid argument' (the reporter's "
             "reduction of the training failure). Lines as posted, own stamp where shown.",
             start="2025-03-23T11:54:40+00:00", scheduler=DS)
    lines(c, node, "stderr", DS7150, 8.0,
          "[2025-03-23 11:54:42,621] [INFO] [real_accelerator.py:222:get_accelerator] Setting "
          "ds_accelerator to cuda (auto detect)",
          "tensor.dtype:  torch.float32", "tensor.shape:  torch.Size([1776255488])",
          "tensor.device:  cpu", "Traceback (most recent call last):",
          '  File "/home/xxxxxxxx/lib/python3.12/site-packages/deepspeed/accelerator/'
          'cuda_accelerator.py", line 296, in pin_memory',
          "    return tensor.cpu().pin_memory()", "RuntimeError: CUDA error: invalid argument")
    c.job(9.0, "FAILED", exit_code=1)


# ---- memory: device OOM, processes killed by a signal ------------------------------------------
def build_memory() -> None:
    node = "a100-40g"
    c = case("b66-dschat-step1-cuda-oom-single-a100", "attributed", "oom", [], [node],
             "DeepSpeed-Chat step 1 (OPT-1.3b) on one A100 40G: training.log ends in a CUDA "
             "out-of-memory error. Line as posted, times ours.",
             start="2023-04-13T08:38:00+00:00", scheduler=DS)
    c.steps(1, 6, every=10.0)
    lines(c, node, "training", DSEX279, 70.0,
          "OutOfMemoryError: CUDA out of memory. Tried to allocate 786.00 MiB (GPU 0; 39.56 GiB "
          "total capacity; 38.49 GiB already allocated; 96.56 MiB free; 38.78 GiB reserved in "
          "total by PyTorch) If reserved memory is allocated memory try setting "
          "max_split_size_mb to avoid fragmentation.  See documentation for Memory Management and "
          "PYTORCH_CUDA_ALLOC_CONF")
    c.job(76.0, "FAILED", exit_code=1)

    w0, w1 = "etuning-worker-0", "etuning-worker-1"
    c = case("b66-ds-multinode-sft-cuda-oom-gpu3", "attributed", "oom", [], [w0, w1],
             "A two-worker llmtuner (LLaMA-Factory) SFT under the DeepSpeed launcher runs out "
             "of GPU memory on GPU 3; the report gives no worker for the OOM line, filed under "
             "worker 0 by us. Line as posted, times ours.",
             start="2024-08-28T10:47:00+00:00", scheduler=PDSH, ranks_per_node=8)
    c.steps(1, 5, every=30.0, t0=200.0)
    lines(c, w0, "stderr", DS6454, 345.0,
          "CUDA out of memory.  Tried to allocate 3.74 GiB (GPU 3;  79.35 GiB total capacity;  "
          "55.83 GiB already allocated;  3.50 GiB free;  74.51 GiB reserved in total by PyTorch) "
          "If reserved memory is >> allocated memory try setting max_split_size_mb to avoid "
          "fragmentation.   See documentation for Memory Management and PYTORCH_CUDA_ALLOC_CONF")
    c.job(350.0, "FAILED", exit_code=1)

    node = "gptj-box"
    c = case("b66-ds-zero2-gptj-killed-9-optimizer-init", "ambiguous", "unknown", [], [node],
             "GPT-J-6B under ZeRO-2: right after the memory report before optimizer states are "
             "initialised (CPU memory at 22.6%), the launcher kills its subprocess; the launcher "
             "exits -9 and nothing says why. Lines as posted, own stamps where shown.",
             start="2023-04-07T13:08:30+00:00", scheduler=DS)
    lines(c, node, "launcher", DS3160, 20.0,
          "[2/2] c++ flatten_unflatten.o -shared -L/usr/local/lib/python3.8/dist-packages/torch/"
          "lib -lc10 -ltorch_cpu -ltorch -ltorch_python -o utils.so",
          "Loading extension module utils...",
          "Time to load utils op: 16.887123346328735 seconds",
          "Rank: 0 partition count [1] and sizes[(6049711186, False)]",
          "[2023-04-07 13:08:55,468] [INFO] [utils.py:829:see_memory_usage] Before initializing "
          "optimizer states",
          "[2023-04-07 13:08:55,469] [INFO] [utils.py:830:see_memory_usage] MA 11.76 GB         "
          "Max_MA 11.76 GB         CA 11.77 GB         Max_CA 12 GB",
          "[2023-04-07 13:08:55,469] [INFO] [utils.py:838:see_memory_usage] CPU Virtual Memory:  "
          "used = 28.43 GB, percent = 22.6%",
          "[2023-04-07 13:09:33,201] [INFO] [launch.py:318:sigkill_handler] Killing subprocess 80")
    c.job(64.0, "FAILED", exit_code=-9)

    node = "ljy-server"
    c = case("b66-ds-chatllama-killed-11-after-utils-op", "ambiguous", "unknown", [], [node],
             "A ChatLLaMA run: the utils op builds and loads, then the launcher kills its "
             "subprocess and exits -11; no error is printed. Lines as posted, own stamp where "
             "shown.", start="2023-05-20T12:09:00+00:00", scheduler=DS)
    lines(c, node, "launcher", DS3581, 14.0,
          "[2/2] c++ flatten_unflatten.o -shared -L/data/anaconda3/envs/ljy_chatllama/lib/"
          "python3.9/site-packages/torch/lib -lc10 -ltorch_cpu -ltorch -ltorch_python -o utils.so",
          "Loading extension module utils...",
          "Time to load utils op: 13.977582454681396 seconds",
          "[2023-05-20 12:09:28,633] [INFO] [launch.py:428:sigkill_handler] Killing subprocess "
          "51386")
    c.job(29.0, "FAILED", exit_code=-11)

    node = "sankuai-gpu"
    c = case("b66-llama3-cpu-adam-offload-killed-9", "ambiguous", "unknown", [], [node],
             "Llama3-Chinese-8B SFT with DeepSpeedCPUAdam (optimizer offload): the CPU Adam op "
             "loads and the optimizer is created, then the run exits with return code -9 (the "
             "report's title) with no error line. Lines as posted, own stamps where shown.",
             start="2024-10-27T16:31:30+00:00", scheduler=DS)
    lines(c, node, "stdout", LLAMACN364, 9.0,
          "[INFO|trainer.py:607] 2024-10-27 16:31:32,759 >> Using auto half precision backend",
          "[2024-10-27 16:31:33,323] [INFO] [logging.py:96:log_dist] [Rank 0] DeepSpeed info: "
          "version=0.14.0, git-hash=unknown, git-branch=unknown",
          "[2024-10-27 16:31:33,754] [INFO] [logging.py:96:log_dist] [Rank 0] DeepSpeed Flops "
          "Profiler Enabled: False",
          "Loading extension module cpu_adam...",
          "Time to load cpu_adam op: 1.8009004592895508 seconds",
          "Adam Optimizer #0 is created with AVX2 arithmetic capability.",
          "Config: alpha=0.000100, betas=(0.900000, 0.999000), weight_decay=0.000000, adam_w=1",
          "[2024-10-27 16:31:40,566] [INFO] [logging.py:96:log_dist] [Rank 0] Using DeepSpeed "
          "Optimizer param name adamw as basic optimizer")
    c.job(60.0, "FAILED", exit_code=-9)

    node = "lf-cpu-adam-host"
    c = case("b66-llamafactory-cpu-adam-killed-without-cause", "ambiguous", "unknown", [],
             [node],
             "A LLaMA-Factory run with CPU Adam on three ranks: each builds and loads the "
             "cpu_adam op (about a minute), then the run is killed 'for no reason' (the report's "
             "title); no line gives a cause. Lines as posted, times ours.",
             start="2024-11-18T03:00:00+00:00", scheduler=DS, ranks_per_node=3)
    lines(c, node, "stdout", LF6058, 70.0,
          "Loading extension module cpu_adam...",
          "Time to load cpu_adam op: 60.97907280921936 seconds",
          "Loading extension module cpu_adam...",
          "Time to load cpu_adam op: 60.99071788787842 seconds")
    c.job(130.0, "FAILED", exit_code=-9)


# ---- hangs -------------------------------------------------------------------------------------
def build_hangs() -> None:
    node = "rtx3090-pair"
    c = case("b66-zero3-two-3090-step0-deadlock", "ambiguous", "hang", [], [node],
             "A minimal ZeRO-3 script on two 3090s: both ranks reach step_begin of step 0 and "
             "make no progress after (heartbeats only). Lines as posted, times ours.",
             start="2026-02-11T09:00:00+00:00", scheduler=DS, ranks_per_node=2)
    c.job(0.0, "RUNNING")
    lines(c, node, "stdout", DS7844, 10.0, "- R0 STEP0 route=0 -> forward",
          "- R1 STEP0 route=0 -> forward")
    lines(c, node, "stdout", DS7844, 11.0, "- R0 STEP0 route=0 -> step_begin",
          "- R1 STEP0 route=0 -> step_begin")

    node = "rlhflow-node"
    c = case("b66-online-rlhf-stuck-init-distributed", "ambiguous", "hang", [], [node],
             "Online-RLHF stage 3.3 under accelerate with DEEPSPEED: the ranks print DeepSpeed's "
             "init_distributed lines and nothing more. Lines as posted, own stamps.",
             start="2024-06-11T00:23:30+00:00", scheduler=DS, ranks_per_node=2)
    c.job(0.0, "RUNNING")
    lines(c, node, "stdout", ORLHF11, 6.0,
          "[2024-06-11 00:23:36,254] [INFO] [comm.py:637:init_distributed] cdb=None",
          "[2024-06-11 00:23:36,254] [INFO] [comm.py:668:init_distributed] Initializing "
          "TorchBackend in DeepSpeed with backend nccl",
          "[2024-06-11 00:23:36,296] [INFO] [comm.py:637:init_distributed] cdb=None")

    node = "dpo-80g-node"
    c = case("b66-openrlhf-dpo-zero3-hang-step0", "ambiguous", "hang", [], [node],
             "OpenRLHF DPO with ZeRO-3 on DeepSeek-Coder-V2-Lite: the DeepSpeed config prints, "
             "the progress bars appear at 0 and training never advances. Lines as posted, own "
             "stamp where shown.",
             start="2025-01-12T09:24:00+00:00", scheduler=DS, ranks_per_node=4)
    c.job(0.0, "RUNNING")
    lines(c, node, "stdout", OPENRLHF670, 25.0,
          "[2025-01-12 09:24:19,964] [INFO] [config.py:989:print_user_config]   json = {",
          "Train epoch:   0%|                                        | 0/1 [00:00<?, ?it/s]",
          "Train step of epoch 0:   0%|                           | 0/4887 [00:00<?, ?it/s]")


# ---- programs on DeepSpeed: Megatron-DeepSpeed, DeepSpeed-Chat -----------------------------------
def build_programs() -> None:
    node = "a100-pair"
    c = case("b66-megatron-ds-unrecognized-local-rank", "attributed", "user_code", [], [node],
             "Megatron-DeepSpeed's MoE example under the deepspeed launcher: pretrain_gpt.py "
             "rejects the launcher's --local_rank argument. Line as posted, times ours.",
             start="2023-07-22T10:00:00+00:00", scheduler=DS, ranks_per_node=2)
    lines(c, node, "stderr", MEGDS178, 12.0,
          "pretrain_gpt.py: error: unrecognized arguments: --local_rank=1")
    c.job(13.0, "FAILED", exit_code=2)

    node = "610867610e4b"
    c = case("b66-bigscience-megds-bus-error-nccl-barrier", "ambiguous", "unknown", [], [node],
             "bigscience Megatron-DeepSpeed's pretrain_gpt_distributed.sh in a container: while "
             "the first barrier sets up NCCL, a rank dies of a bus error (signal 7) inside "
             "libnccl; nothing says why. Lines as posted, times ours.",
             start="2022-09-02T06:00:00+00:00", scheduler=DS, ranks_per_node=2)
    lines(c, node, "stderr", BSMEGDS341, 40.0,
          "Loading extension module fused_mix_prec_layer_norm_cuda...",
          "[610867610e4b:2498 :0:2599] Caught signal 7 (Bus error: nonexistent physical address)",
          " 0 0x0000000000014420 __funlockfile()  ???:0",
          " 1 0x000000000018bb41 __nss_database_lookup()  ???:0",
          " 2 0x000000000006929c ncclGroupEnd()  ???:0",
          " 3 0x000000000006b9ae ncclGroupEnd()  ???:0",
          " 4 0x0000000000050853 ncclGetUniqueId()  ???:0",
          " 5 0x00000000000417b4 ???()  /lib/x86_64-linux-gnu/libnccl.so.2:0",
          " 6 0x0000000000042c4d ???()  /lib/x86_64-linux-gnu/libnccl.so.2:0",
          " 7 0x0000000000058b37 ncclRedOpDestroy()  ???:0",
          " 8 0x0000000000008609 start_thread()  ???:0",
          " 9 0x000000000011f133 clone()  ???:0",
          "Fatal Python error: Bus error",
          "Thread 0x00007f8bf451b740 (most recent call first):",
          '  File "/opt/conda/lib/python3.8/site-packages/torch/distributed/distributed_c10d.py", '
          "line 2792 in barrier",
          '  File "/workspace/Megatron-DeepSpeed/megatron/initialize.py", line 217 in '
          "_compile_dependencies",
          '  File "/workspace/Megatron-DeepSpeed/megatron/initialize.py", line 164 in '
          "initialize_megatron",
          '  File "/workspace/Megatron-DeepSpeed/megatron/training.py", line 99 in pretrain',
          '  File "pretrain_gpt.py", line 231 in main')
    c.job(45.0, "FAILED", exit_code=-7)

    node = "rlhf-a100x8"
    c = case("b66-dschat-step3-hybrid-engine-indexerror", "attributed", "user_code", [], [node],
             "DeepSpeed-Chat step 3 (PPO) with the hybrid engine on a LLaMA actor: the actor's "
             "step() fails in hybrid_engine.py with an IndexError on every rank (interleaved "
             "output as posted). Lines as posted, times ours.",
             start="2023-04-28T08:00:00+00:00", scheduler=DS, ranks_per_node=2)
    c.steps(1, 3, every=30.0)
    lines(c, node, "stderr", DSEX456, 100.0,
          'File "/data/rooter_use/conda/envs/llama-env39/lib/python3.9/site-packages/deepspeed/'
          'runtime/hybrid_engine.py", line 398, in step',
          "self.actor_model.step()",
          '  File "/data/rooter_use/conda/envs/llama-env39/lib/python3.9/site-packages/deepspeed/'
          'runtime/hybrid_engine.py", line 398, in step',
          "IndexError: list index out of range")
    c.job(105.0, "FAILED", exit_code=1)


# ---- writing -----------------------------------------------------------------------------------
def main() -> None:
    build()
    remove_stale(ROOT, "b66-", CASES)
    write_split(CASES, SPLIT, ROOT)


if __name__ == "__main__":
    main()
