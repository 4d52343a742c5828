# ruff: noqa: E501  (verbatim log lines people posted are kept unwrapped)
"""Rendezvous and connection evidence read the way the programs' own sources say, on lines
people posted in other reports than the corpora's:

- a connect the kernel answers with no route to the host (EHOSTUNREACH, errno(3)) failed like a
  refused or timed-out one: NCCL's socketPollConnect reporting it is a failed connection,
  `network`, and alone it names no machine (`ambiguous`);
- the Ascend runtime's `event wait timeout occurred during task execution` (an EVENT_WAIT task
  waiting for an event another stream records, past its timeout) is a wait that ran out, a
  `hang` cascade like HCCL's other timeouts;
- horovodrun's elastic gloo launcher raising `Horovod detected that one or more processes exited
  with non-zero status` relays a worker's exit, as mpirun's same words do: a cascade of whatever
  the worker said, not the launcher's (or the program's) own error;
- DeepSpeed's fp16 loss scaler reducing the scale to zero is a numerical failure; reducing it to
  any finite scale (the scaler at work) is none;
- Python's argparse refusing the command line (`error: unrecognized arguments: --local-rank=0`,
  exit status 2) is the job's launch, `user_code`.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from line_reading import best_id as _best
from two_nodes import TWO_NODES, at, log

from trainwarden.attribution import attribute_bundle
from trainwarden.attribution.engine import default_catalog

# as posted: https://github.com/sgl-project/sglang/issues/3820
NO_ROUTE = "node5:240:240 [6] misc/socket.cc:533 NCCL WARN socketPollConnect: Connect to 10.0.0.4<56849> returned 113(No route to host) errno 115(Operation now in progress)"

# as posted: https://github.com/vllm-project/vllm-ascend/issues/14214
EVENT_WAIT = "(Worker_DP0_TP5_EP5 pid=818) ERROR 08-13 15:31:21 [multiproc_executor.py:945] EE9999[PID: 818] 2026-08-13-15:31:21.888.208 (EE9999):  The error from device(chipId:5, dieId:0), serial number is 1, event wait timeout occurred during task execution, stream_id:44, sq_id:5, task_id:61293, event_id=55, timeout=234s.[FUNC:ProcessStarsWaitTimeoutErrorInfo][FILE:device_error_proc.cc][LINE:1593]"


def test_an_ascend_event_wait_that_ran_out_is_a_collective_timeout() -> None:
    assert _best(default_catalog(), "rank-0.log", EVENT_WAIT) == "hccl-exec-timeout"


def test_a_connect_with_no_route_to_the_host_is_a_failed_connection() -> None:
    assert _best(default_catalog(), "rank-0.log", NO_ROUTE) == "connection-reset"


def test_no_route_to_a_peer_alone_is_the_network_naming_nobody(
        write_bundle: Callable[..., Path]) -> None:
    result = attribute_bundle(write_bundle({
        "logs/node-2/rank-1.log": log((3, "NCCL INFO Bootstrap : Using eth0:10.0.0.5<0>"),
                                      (9, NO_ROUTE)),
        "scheduler.jsonl": f'{{"ts": "{at(12)}", "job_state": "FAILED", "exit_code": 1}}\n',
    }, ranks=TWO_NODES))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "ambiguous", "network", [])


# as posted (the title): https://github.com/horovod/horovod/issues/3647
HVD_EXITED = "RuntimeError: Horovod detected that one or more processes exited with non-zero status"


def test_horovods_launcher_relaying_a_workers_exit_is_no_program_error(
        write_bundle: Callable[..., Path]) -> None:
    assert _best(default_catalog(), "launcher.log", HVD_EXITED) == "horovod-gloo-process-exited"
    result = attribute_bundle(write_bundle({
        "logs/node-1/launcher.log": log(
            (5, "Traceback (most recent call last):"),
            (5, '  File "/usr/local/lib/python3.8/dist-packages/horovod/runner/gloo_run.py", line 318, in launch_gloo_elastic'),
            (5, HVD_EXITED)),
        "scheduler.jsonl": f'{{"ts": "{at(12)}", "job_state": "FAILED", "exit_code": 1}}\n',
    }, ranks=TWO_NODES))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "ambiguous", "unknown", [])



# as posted: https://github.com/CarperAI/trlx/issues/342,
# https://github.com/huggingface/transformers/issues/9996 (the scaler at work, training on)
SCALER_AT_WORK = [
    "[2023-02-28 20:08:24,113] [INFO] [stage_1_and_2.py:1769:step] [deepspeed] OVERFLOW! Rank 0 Skipping step. Attempted loss scale: 128.0, reducing to 64.0",
    "[2021-02-04 15:06:19,825] [INFO] [stage2.py:1357:step] [deepscale] OVERFLOW! Rank 0 Skipping step. Attempted loss scale: 134217728.0, reducing to 67108864.0",
]


def test_a_loss_scale_reduced_to_zero_is_numerical_and_a_finite_one_is_not() -> None:
    catalog = default_catalog()
    for line in SCALER_AT_WORK:
        assert _best(catalog, "rank-0.log", line) is None
        zero = line.rsplit("reducing to ", 1)[0] + "reducing to 0"
        assert _best(catalog, "rank-0.log", zero) == "deepspeed-loss-scale-zero"



# as posted: https://github.com/skycrapers/TecoGAN-PyTorch/issues/31
ARGPARSE_REFUSED = [
    "main.py: error: unrecognized arguments: --local-rank=0",
    "main.py: error: unrecognized arguments: --local-rank=1",
    "ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: 2) local_rank: 0 (pid: 622423) of binary: /home/rong/anaconda3/envs/tecogan/bin/python",
]


def test_a_command_line_the_programs_parser_refuses_is_the_jobs_launch(
        write_bundle: Callable[..., Path]) -> None:
    result = attribute_bundle(write_bundle({
        "logs/node-1/rank-0.log": log((4, ARGPARSE_REFUSED[0])),
        "logs/node-1/rank-1.log": log((4, ARGPARSE_REFUSED[1])),
        "logs/node-1/launcher.log": log((5, ARGPARSE_REFUSED[2])),
        "scheduler.jsonl": f'{{"ts": "{at(8)}", "job_state": "FAILED", "exit_code": 2}}\n',
    }, nodes=["node-1"], ranks={"0": "node-1", "1": "node-1"}))
    assert (result.verdict, result.category, result.signature, result.implicated_nodes) == (
        "attributed", "user_code", "argparse-rejected-arguments", [])
