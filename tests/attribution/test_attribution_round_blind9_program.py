# ruff: noqa: E501  (verbatim log lines people posted are kept unwrapped)
"""The program's own failures and its environment, read the way each project documents them, on
lines people posted in other reports than the corpora's:

- a gradient norm of NaN the training did not recover from (the program went no further after
  it) is numerical; the same norm followed by finite ones is a skipped mixed-precision step;
- a C++/CUDA extension the program builds just in time (DeepSpeed's ops, torch's
  cpp_extension) that fails to build is the job's environment, user_code, in the builders' own
  words or as a traceback through the builder the program stopped at (its exception cut off);
- a libfabric provider's error written to its event queue (`err: Input/output error (5)
  prov_errno: ...`) is the fabric's, network with nobody implicated, not a disk's EIO;
- a framework's NaN guard that stops training (Keras' TerminateOnNaN, PaddlePaddle's
  check_nan_inf) is numerical, and the CUDA context it takes down with it is no GPU fault;
- Cloud Storage's per-object rate limit and HDFS's missing block are the storage's, nobody
  implicated;
- an Ascend NPU whose task scheduler lost its heartbeat (507010) is that node's device fault.
- activation checkpointing that recomputes tensors unlike the forward pass's (torch.utils.checkpoint's
  CheckpointError) is the program's forward, user_code.
- DistributedDataParallel's reducer finding the prior iteration's reduction unfinished
  (parameters that took no part in the loss) is the program's model and loss, user_code, also
  from the message's own lines without the exception's class before them.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from line_reading import best_id as _best
from two_nodes import TWO_NODES, log, steps
from two_nodes import job_state as _state

from trainwarden.attribution import Catalog, attribute_bundle

# https://github.com/PaddlePaddle/Paddle/issues/57955: the NaN check's device assert under
# mpirun, then the CUDA context lost with it
PADDLE_NAN_CHECK = "Mon Oct  9 16:22:00 2023[1,0]<stdout>:Error: /paddle/paddle/fluid/framework/details/nan_inf_utils_detail.cu:105 Assertion `false` failed. ===ERROR: in [op=divide] [tensor=] find nan or inf==="
PADDLE_AFTER = [
    "Mon Oct  9 16:22:00 2023[1,0]<stdout>:terminate called after throwing an instance of 'thrust::system::system_error'",
    "Mon Oct  9 16:22:00 2023[1,0]<stdout>:  what():  transform: failed to synchronize: cudaErrorLaunchFailure: unspecified launch failure",
]

# https://github.com/vllm-project/vllm-ascend/issues/8186: the runtime's report of an NPU gone silent
ASCEND_LOST = [
    "        Device[1] lost heartbeat.[FUNC:SyncTask][FILE:direct_hwts_engine.cc][LINE:407]",
    "        rtDeviceSynchronizeWithTimeout execution failed, reason=lost heartbeat[FUNC:FuncErrorReason][FILE:error_message_manage.cc][LINE:65]",
    "        wait for compute device to finish failed, runtime result = 507010.[FUNC:ReportCallError][FILE:log_inner.cpp][LINE:148]",
]

# https://github.com/deepspeedai/DeepSpeed/pull/8148: activation checkpointing's mismatch under
# ZeRO-3 as posted from its pairs on (the exception line above them left off)
RECOMPUTED = [
    "[rank1]: saved metadata: {'shape': torch.Size([128]), 'dtype': torch.bfloat16, 'device': device(type='cuda', index=1)}",
    "[rank1]: recomputed metadata: {'shape': torch.Size([0]), 'dtype': torch.bfloat16, 'device': device(type='cuda', index=1)}",
    "[rank1]: tensor at position 20:",
    "[rank1]: saved metadata: {'shape': torch.Size([128]), 'dtype': torch.bfloat16, 'device': device(type='cuda', index=1)}",
    "[rank1]: recomputed metadata: {'shape': torch.Size([0]), 'dtype': torch.bfloat16, 'device': device(type='cuda', index=1)}",
]

# https://github.com/hkchengrex/Cutie/issues/125: DDP's reducer on a parameter left out of the
# loss, its multi-line RuntimeError's first line and the lines naming what got no gradient
DDP_UNUSED = [
    "RuntimeError: Expected to have finished reduction in the prior iteration before starting a new one. This error indicates that your module has parameters that were not used in producing loss. You can enable unused parameter detection by passing the keyword argument find_unused_parameters=True to torch.nn.parallel.DistributedDataParallel, and by ",
    "Parameters which did not receive grad for rank 3: mask_encoder.sensory_update.transform.bias, mask_encoder.sensory_update.transform.weight",
    "Parameter indices which did not receive grad for rank 3: 282 283 ",
]

# (stream, posted line, the signature it reads as, where it was posted)
REAL_LINES = [
    ("rank-0", "{'loss': 0.0, 'grad_norm': nan, 'learning_rate': 9.773696745450087e-06, 'epoch': 0.53}",
     "grad-norm-nan-unrecovered", "https://github.com/AnswerDotAI/ModernBERT/issues/233"),
    ("rank-0", "10/30 22:19:57 - mmengine - INFO - Epoch(train) [1][240/735]  lr: 1.9813e-04  eta: 2:44:49  time: 2.8874  data_time: 0.0042  memory: 10762  loss: 2.5128  grad_norm: nan",
     "grad-norm-nan-unrecovered", "https://github.com/InternLM/xtuner/issues/187"),
    ("rank-0", "OSError: CUDA_HOME environment variable is not set. Please set it to your CUDA install root.",
     "extension-build-failed", "https://github.com/sp-uhh/storm/issues/14"),
    ("rank-0", "RuntimeError: Error building extension 'cpu_adam'",
     "extension-build-failed", "https://github.com/dredwardhyde/gpt-neo-fine-tuning-example/issues/12"),
    ("rank-0", '  File "/home/axe/VirtualEnvs/dspeed/lib/python3.6/site-packages/torch/utils/cpp_extension.py", line 1539, in _run_ninja_build',
     "extension-build-traceback", "https://github.com/deepspeedai/DeepSpeed/issues/694"),
    ("rank-0", "Unable to write to EQ: Missing or unavailable event queue. err: Input/output error (5) prov_errno: Unknown error -12 (-12) prov/efa/src/rxr/rxr.h:1343",
     "ofi-provider-eq-error", "https://github.com/ofiwg/libfabric/issues/6249"),
    ("rank-0", "Unable to write to EQ: Missing or unavailable event queue. err: Input/output error (5) prov_errno: Unknown error -11 (-11) prov/efa/src/rxr/rxr.h:1343",
     "ofi-provider-eq-error", "https://github.com/ofiwg/libfabric/issues/5716"),
    ("rank-0", "Batch 38: Invalid loss, terminating training",
     "terminate-on-nan", "https://github.com/pierluigiferrari/ssd_keras/issues/136"),
    ("rank-0", "Batch 6: Invalid loss, terminating training",
     "terminate-on-nan", "https://github.com/keras-team/keras/issues/6747"),
    ("launcher", PADDLE_NAN_CHECK, "paddle-check-nan-inf", "https://github.com/PaddlePaddle/Paddle/issues/57955"),
    ("rank-0", "gcsfs.utils.HtmlError: The total number of changes to the object dpe-sandbox/test.ipynb exceeds the rate limit. Please reduce the rate of create, update, and delete requests.",
     "gcs-rate-limited", "https://github.com/fsspec/gcsfs/issues/130"),
    ("rank-0", "gcsfs.retry.HttpError: The object zetta_utils_runs/nkem/hissing-piquant-bear-of-honeydew.json exceeded the rate limit for object mutation operations (create, update, and delete). Please reduce your request rate. See https://cloud.google.com/storage/docs/gcs429., 429",
     "gcs-rate-limited", "https://github.com/ZettaAI/zetta_utils/issues/636"),
    ("rank-0", "org.apache.hadoop.hdfs.BlockMissingException: Could not obtain block: BP-381122457-10.xx.xxx.xx-1645669748740:blk_2547725467_1475400647 file=/tmp/logs/jd-dw/logs/application_1710319269926_593099/xxx-xxxxxx.baidu.internal_8041 No live nodes contain current block Block locations: DatanodeInfoWithStorage[10.xx.xxx.xx:10040,DS-d1d6d359-3b9a-46a8-83d4-cae4d17c94fb,DISK]",
     "hdfs-block-missing", "https://github.com/cubefs/compass/issues/215"),
    ("rank-0", ASCEND_LOST[0], "ascend-device-lost-heartbeat", "https://github.com/vllm-project/vllm-ascend/issues/8186"),
    ("rank-0", "StopIteration: Caught StopIteration in replica 0 on device 0.",
     "dataparallel-replica-raised", "https://github.com/quynhneo/detm-arxiv/issues/3"),
    ("rank-0", "StopIteration: Caught StopIteration in replica 1 on device 1.",
     "dataparallel-replica-raised", "https://github.com/soobinseo/Transformer-TTS/issues/39"),
    ("rank-0", "Bootstrap : no socket interface found",
     "nccl-no-socket-interface", "https://github.com/EasonXiao-888/MambaTree/issues/14"),
    ("rank-0", ASCEND_LOST[1], "ascend-device-lost-heartbeat", "https://github.com/vllm-project/vllm-ascend/issues/8186"),
    ("rank-0", ASCEND_LOST[2], "ascend-device-lost-heartbeat", "https://github.com/vllm-project/vllm-ascend/issues/8186"),
    ("rank-0", "[rank11]: torch.utils.checkpoint.CheckpointError: torch.utils.checkpoint: Recomputed values for the following tensors have different metadata than during the forward pass.",
     "activation-checkpoint-recompute-mismatch", "https://github.com/pytorch/torchtitan/issues/1117"),
    ("rank-0", RECOMPUTED[1], "activation-checkpoint-recompute-mismatch", "https://github.com/deepspeedai/DeepSpeed/pull/8148"),
    *(("rank-0", line, "ddp-unfinished-reduction", "https://github.com/hkchengrex/Cutie/issues/125") for line in DDP_UNUSED),
]

# https://github.com/baichuan-inc/Baichuan-7B/issues/116: FusedAdam's JIT build, the traceback
# as posted up to the builder (the rest of it, and its exception, left off)
BUILD_TRACEBACK = [
    "Traceback (most recent call last):",
    '  File "/mordisk/models/baichuan/baichuan-7B/train.py", line 138, in <module>',
    "    model_engine = prepare_model()",
    '  File "/root/anaconda3/envs/baichuan2/lib/python3.10/site-packages/deepspeed/ops/adam/fused_adam.py", line 71, in __init__',
    "    fused_adam_cuda = FusedAdamBuilder().load()",
    '  File "/root/anaconda3/envs/baichuan2/lib/python3.10/site-packages/deepspeed/ops/op_builder/builder.py", line 445, in load',
    "    return self.jit_load(verbose)",
]

# https://github.com/InternLM/xtuner/issues/187: the norms before the NaN (finite: no failure)
FINITE_NORM = "10/30 22:19:28 - mmengine - INFO - Epoch(train) [1][230/735]  lr: 1.9828e-04  eta: 2:45:16  time: 2.8833  data_time: 0.0040  memory: 10762  loss: 2.7682  grad_norm: 2.5099"


@pytest.mark.parametrize(("stream", "text", "expected", "url"), REAL_LINES,
                         ids=[f"{i}-{e}" for i, (_, _, e, _) in enumerate(REAL_LINES)])
def test_a_posted_line_reads_as_its_projects_docs_say(
    catalog: Catalog, stream: str, text: str, expected: str, url: str,
) -> None:
    assert url.startswith("https://")
    assert _best(catalog, stream, text) == expected


def test_a_finite_grad_norm_is_no_failure_line(catalog: Catalog) -> None:
    assert _best(catalog, "rank-0", FINITE_NORM) is None


@pytest.mark.parametrize("line", [text for _, text, e, _ in REAL_LINES if e.startswith("grad-norm")])
def test_a_nan_grad_norm_training_stopped_at_is_numerical(
    write_bundle: Callable[..., Path], line: str,
) -> None:
    path = write_bundle({
        "logs/node-1/rank-0.log": log((20, FINITE_NORM), (40, line)),
        "logs/node-2/rank-1.log": log((20, FINITE_NORM)),
        "metrics.jsonl": steps(40), "scheduler.jsonl": _state(300, "FAILED"),
    }, ranks=TWO_NODES)
    result = attribute_bundle(path)
    assert (result.verdict, result.category, result.implicated_nodes) == ("attributed", "numerical", [])
    assert result.signature == "grad-norm-nan-unrecovered"


def test_a_nan_grad_norm_followed_by_finite_ones_is_a_skipped_step(
    write_bundle: Callable[..., Path],
) -> None:
    # the same NaN, then training logs finite norms again: the scaler skipped one step
    path = write_bundle({
        "logs/node-1/rank-0.log": log((40, REAL_LINES[1][1]), (70, FINITE_NORM), (100, FINITE_NORM)),
        "logs/node-2/rank-1.log": log((100, FINITE_NORM)),
        "metrics.jsonl": steps(100), "scheduler.jsonl": _state(100, "RUNNING"),
    }, ranks=TWO_NODES)
    result = attribute_bundle(path)
    assert result.verdict == "no_failure", result.explanation


# verl's trainers skip the update on a non-finite norm and say so (`print(f"WARN: grad_norm is
# not finite: {grad_norm}")`, fsdp_sft_trainer.py as quoted in verl-project/verl#1506)
VERL_NAN_NORM = "(WorkerDict pid=9092) WARN: grad_norm is not finite: nan"


def test_verls_non_finite_norm_warning_reads_as_a_nan_grad_norm(catalog: Catalog) -> None:
    assert _best(catalog, "rank-0", VERL_NAN_NORM) == "grad-norm-nan-unrecovered"


@pytest.mark.parametrize("line", [REAL_LINES[0][1], VERL_NAN_NORM])
def test_a_nan_grad_norm_with_no_finite_norm_after_it_is_numerical_while_steps_go_on(
    write_bundle: Callable[..., Path], line: str,
) -> None:
    # the run goes on recording steps, but no norm after the NaN is finite: not a skipped step
    path = write_bundle({
        "logs/node-1/rank-0.log": log((20, FINITE_NORM), (40, line)),
        "logs/node-2/rank-1.log": log((20, FINITE_NORM)),
        "metrics.jsonl": steps(100), "scheduler.jsonl": _state(100, "RUNNING"),
    }, ranks=TWO_NODES)
    result = attribute_bundle(path)
    assert (result.verdict, result.category, result.implicated_nodes) == ("attributed", "numerical", [])


def test_a_traceback_cut_off_in_the_extension_builder_is_the_environment(
    write_bundle: Callable[..., Path],
) -> None:
    path = write_bundle({
        "logs/node-1/rank-0.log": log(*((30, line) for line in BUILD_TRACEBACK)),
        "logs/node-2/rank-1.log": log((25, "Loading extension module fused_adam...")),
        "scheduler.jsonl": _state(60, "FAILED"),
    }, ranks=TWO_NODES)
    result = attribute_bundle(path)
    assert (result.verdict, result.category, result.implicated_nodes) == ("attributed", "user_code", [])
    assert result.signature == "extension-build-traceback"


def test_a_builder_traceback_the_program_trained_after_is_no_failure(
    write_bundle: Callable[..., Path],
) -> None:
    # an optional op that failed to build and the run went on without it
    path = write_bundle({
        "logs/node-1/rank-0.log": log(*((30, line) for line in BUILD_TRACEBACK),
                                      *((t, FINITE_NORM) for t in range(60, 301, 30))),
        "logs/node-2/rank-1.log": log((300, FINITE_NORM)),
        "metrics.jsonl": steps(300), "scheduler.jsonl": _state(300, "RUNNING"),
    }, ranks=TWO_NODES)
    assert attribute_bundle(path).verdict == "no_failure"


def test_a_fabric_providers_io_error_is_the_networks_not_a_disks(
    write_bundle: Callable[..., Path],
) -> None:
    eq_error = next(text for _, text, e, _ in REAL_LINES if e == "ofi-provider-eq-error")
    path = write_bundle({
        "logs/node-1/rank-0.log": log((40, eq_error)),
        "logs/node-2/rank-1.log": log((30, FINITE_NORM)),
        "metrics.jsonl": steps(30), "scheduler.jsonl": _state(60, "FAILED"),
    }, ranks=TWO_NODES)
    result = attribute_bundle(path)
    assert (result.verdict, result.category, result.implicated_nodes) == ("ambiguous", "network", [])


def test_a_nan_check_that_takes_the_cuda_context_down_is_numerical(
    write_bundle: Callable[..., Path],
) -> None:
    path = write_bundle({
        "logs/node-1/mpirun.log": log((40, PADDLE_NAN_CHECK), *((40, line) for line in PADDLE_AFTER)),
        "logs/node-2/rank-1.log": log((30, FINITE_NORM)),
        "metrics.jsonl": steps(30), "scheduler.jsonl": _state(60, "FAILED"),
    }, ranks=TWO_NODES)
    result = attribute_bundle(path)
    assert (result.verdict, result.category, result.implicated_nodes) == ("attributed", "numerical", [])
    assert result.signature == "paddle-check-nan-inf"


@pytest.mark.parametrize("expected", ["gcs-rate-limited", "hdfs-block-missing"])
def test_a_stores_refusal_is_storage_nobody_implicated(
    write_bundle: Callable[..., Path], expected: str,
) -> None:
    line = next(text for _, text, e, _ in REAL_LINES if e == expected)
    path = write_bundle({
        "logs/node-1/rank-0.log": log((40, line)),
        "logs/node-2/rank-1.log": log((30, FINITE_NORM)),
        "metrics.jsonl": steps(30), "scheduler.jsonl": _state(60, "FAILED"),
    }, ranks=TWO_NODES)
    result = attribute_bundle(path)
    assert (result.category, result.implicated_nodes) == ("storage", [])
    assert result.signature == expected


def test_an_npu_that_lost_its_heartbeat_is_its_nodes_device(
    write_bundle: Callable[..., Path],
) -> None:
    path = write_bundle({
        "logs/node-2/rank-1.log": log(*((40, line) for line in ASCEND_LOST)),
        "logs/node-1/rank-0.log": log((30, FINITE_NORM)),
        "metrics.jsonl": steps(30), "scheduler.jsonl": _state(60, "FAILED"),
    }, ranks=TWO_NODES)
    result = attribute_bundle(path)
    assert (result.verdict, result.category, result.implicated_nodes) == ("attributed", "gpu_hardware", ["node-2"])
    assert result.signature == "ascend-device-lost-heartbeat"


# https://github.com/marbl/canu/issues/1052: Slurm's time limit, printed into the job's output
SLURM_TIME_LIMIT = "slurmstepd: error: *** JOB 3884617 ON node023 CANCELLED AT 2018-08-19T16:30:21 DUE TO TIME LIMIT ***"


def test_a_nan_grad_norm_before_a_stated_stop_is_the_stop(
    write_bundle: Callable[..., Path],
) -> None:
    # the last norm logged before Slurm's time limit was NaN: the scheduler's stop says why
    # the run went no further, not the norm
    path = write_bundle({
        "logs/node-1/rank-0.log": log((20, FINITE_NORM), (40, REAL_LINES[1][1]), (60, SLURM_TIME_LIMIT)),
        "logs/node-2/rank-1.log": log((20, FINITE_NORM)),
        "metrics.jsonl": steps(40), "scheduler.jsonl": _state(90, "TIMEOUT"),
    }, ranks=TWO_NODES)
    result = attribute_bundle(path)
    assert (result.category, result.implicated_nodes) == ("preemption", []), result.explanation


def test_activation_checkpointings_recompute_mismatch_is_the_programs(
    write_bundle: Callable[..., Path],
) -> None:
    # only the saved/recomputed pairs were posted: the program's forward, whatever the node
    path = write_bundle({
        "logs/node-1/rank-0.log": log((20, FINITE_NORM)),
        "logs/node-2/rank-1.log": log(*((41, line) for line in RECOMPUTED)),
        "metrics.jsonl": steps(40), "scheduler.jsonl": _state(60, "FAILED"),
    }, ranks=TWO_NODES)
    result = attribute_bundle(path)
    assert (result.verdict, result.category, result.implicated_nodes) == ("attributed", "user_code", [])
    assert result.signature == "activation-checkpoint-recompute-mismatch"


def test_ddps_unfinished_reduction_is_the_programs_without_its_class(
    write_bundle: Callable[..., Path],
) -> None:
    # only the lines naming the parameters kept (the RuntimeError line above them left off):
    # the program's model and loss, on every rank alike, no node's
    path = write_bundle({
        "logs/node-1/rank-0.log": log((20, FINITE_NORM), *((41, line) for line in DDP_UNUSED[1:])),
        "logs/node-2/rank-1.log": log((20, FINITE_NORM)),
        "metrics.jsonl": steps(40), "scheduler.jsonl": _state(60, "FAILED"),
    }, ranks=TWO_NODES)
    result = attribute_bundle(path)
    assert (result.verdict, result.category, result.implicated_nodes) == ("attributed", "user_code", []), result.explanation
    assert result.signature == "ddp-unfinished-reduction"
