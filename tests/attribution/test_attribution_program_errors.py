# ruff: noqa: E501  (verbatim log lines people posted are kept unwrapped)
"""A native program's own fatal assertion or heap corruption (pytorch.yaml's
`native-fatal-check`): glog's and dmlc-core's `Check failed:` and glibc's abort on a corrupted
heap are an exception in the training program or its framework (user_code), nobody implicated,
once the process went no further; a check that wraps a device's or a link's fault keeps that
fault's own signature.

Every line below was posted publicly (the URL above it).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from trainwarden.attribution import Catalog, attribute_bundle
from trainwarden.attribution.bundle.matcher import matcher_for


def _best(catalog: Catalog, text: str, stream: str = "rank-0") -> tuple[str, str] | None:
    found = matcher_for(catalog, stream).best(text, text.lower())
    return (found[0].id, found[0].category) if found else None


POSTED = [
    # https://github.com/apache/mxnet/issues/7837 (dmlc-core's CHECK in MXNet's engine, distributed)
    "[04:22:48] src/engine/threaded_engine.cc:87: Check failed: (num_pending_reads_) > (0) ",
    # https://github.com/chwilms/AttentionMask/issues/7 (glog's FATAL in Caffe, training)
    "F0304 23:27:40.473143  4767 syncedmem.hpp:31] Check failed: error == cudaSuccess (29 vs. 0)  driver shutting down",
    # https://github.com/MendelXu/SAN/issues/6 (glibc, a detectron2 training's first iteration)
    "*** Error in `/home/anaconda3/envs/guangrui_cuda11/bin/python': double free or corruption (!prev): 0x000055bbaca66830 ***",
    # https://github.com/bindog/pytorch-model-parallel/issues/1 (glibc, in torch's autograd thread)
    "*** Error in `/opt/conda/bin/python': double free or corruption (fasttop): 0x00007f0018011960 ***",
    # https://github.com/PaddlePaddle/PaddleOCR/issues/1958 (a newer glibc: no `*** Error in`)
    "double free or corruption (fasttop)",
    # https://github.com/apache/mxnet/issues/16326 (glibc under Horovod's mpirun, Mask R-CNN
    # training: the text after mpirun's `[1,4]<stderr>:` tag, which a bundle's scan reads past)
    "free(): corrupted unsorted chunks",
    # https://github.com/datalab-to/marker/issues/824
    "malloc(): unsorted double linked list corrupted",
    # https://github.com/yxlijun/Pelee.Pytorch/issues/20 (a newer glibc: no `*** Error in`)
    "free(): invalid pointer",
]


@pytest.mark.parametrize("line", POSTED)
def test_a_posted_native_abort_is_the_programs_own(catalog: Catalog, line: str) -> None:
    assert _best(catalog, line) == ("native-fatal-check", "user_code")


# https://github.com/PaddlePaddle/PaddleOCR/issues/1958: Paddle's signal handler's warning lines
# and glog INFO/WARNING lines name no failed check
HEALTHY = [
    "W0206 01:38:26.893338 27807 init.cc:226] Warning: PaddlePaddle catches a failure signal, it may not work properly",
    # a program's own words about freeing memory, not glibc's abort (not at the line's start)
    "INFO: free(): corrupted unsorted chunks were reported by the previous run, retrying",
    "I0304 23:27:38.113571  4767 sgd_solver.cpp:273] Snapshotting solver state to binary proto file params/attentionMask-8-128_iter_50.solverstate",
]


@pytest.mark.parametrize("line", HEALTHY)
def test_lines_around_it_are_no_failed_check(catalog: Catalog, line: str) -> None:
    found = _best(catalog, line)
    assert found is None or found[0] != "native-fatal-check"


def _at(second: int) -> str:
    return f"2026-01-01T00:{second // 60:02d}:{second % 60:02d}Z"


@pytest.fixture
def bundle(write_bundle: Callable[..., Path]) -> Callable[..., Path]:
    def write(files: dict[str, str], exit_code: int = 134) -> Path:
        files = {**files, "scheduler.jsonl": json.dumps(
            {"ts": _at(40), "job_state": "FAILED", "exit_code": exit_code}) + "\n"}
        return write_bundle(files, ranks={"0": "node-1", "1": "node-2"})
    return write


def test_a_rank_that_stopped_on_a_failed_check_is_user_code(bundle) -> None:
    """The rank's last lines are the check and glog's stack header: the program's own
    assertion, nobody implicated, not retried; the peer's timeout is its cascade."""
    result = attribute_bundle(bundle({
        "logs/node-1/rank-0.log": "".join([
            f"{_at(1)} I0304 23:27:38.113571  4767 sgd_solver.cpp:273] Snapshotting solver state to binary proto file params/attentionMask-8-128_iter_50.solverstate\n",
            f"{_at(3)} F0304 23:27:40.473143  4767 syncedmem.hpp:31] Check failed: error == cudaSuccess (29 vs. 0)  driver shutting down\n",
            f"{_at(3)} *** Check failure stack trace: ***\n"]),
        "logs/node-2/rank-1.log": f"{_at(1)} I0304 23:27:38.113571  4801 solver.cpp:218] Iteration 50, lr = 0.001\n",
    }))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "attributed", "user_code", [])
    assert result.signature == "native-fatal-check" and not result.retryable


def test_a_failed_check_the_rank_trained_past_is_no_cause(bundle) -> None:
    """A check logged early, then the rank kept training: not what ended the run."""
    result = attribute_bundle(bundle({
        "logs/node-1/rank-0.log": "".join(
            [f"{_at(1)} F0304 23:27:40.473143  4767 syncedmem.hpp:31] Check failed: error == cudaSuccess (29 vs. 0)  driver shutting down\n"]
            + [f"{_at(t)} step {t} | loss 2.31 | lr 3.0e-04 | 0.500 s/step\n" for t in range(5, 30)]),
    }))
    assert result.signature != "native-fatal-check"


# A LOG(FATAL) refusing an invalid value it was given, in glog's FATAL format (`F<yyyymmdd>
# <time> <tid> <file>:<line>] <message>`, as glog's own report shows it: google/glog#1110).
# Quoted from the program's source format string, not a posted log: alibaba/graph-learn's
# graphlearn/service/dist/coordinator.cc, `LOG(FATAL) << "Invalid tracker path: " << tracker_;`
# when the file system of its --tracker flag cannot be opened (then it aborts).
INVALID_VALUE = "F20240621 18:12:44.710584  2256 coordinator.cc:42] Invalid tracker path: hdfs://graphlearn/"


def test_a_fatal_log_of_an_invalid_value_is_the_programs_own(catalog: Catalog) -> None:
    assert _best(catalog, INVALID_VALUE) == ("native-fatal-check", "user_code")
    # the same words at another severity are no abort
    assert _best(catalog, INVALID_VALUE.replace("F2024", "W2024", 1)) != ("native-fatal-check", "user_code")


def test_a_rank_that_aborted_on_an_invalid_value_is_user_code(bundle) -> None:
    result = attribute_bundle(bundle({"logs/node-1/rank-0.log": "".join([
        f"{_at(3)} {INVALID_VALUE}\n", f"{_at(3)} *** Check failure stack trace: ***\n"])}))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "attributed", "user_code", [])
    assert result.signature == "native-fatal-check"


# TensorFlow's logger writes `<yyyy-mm-dd> <hh:mm:ss.uuuuuu>: F <file>:<line>] <message>`
# (tsl/platform/default/logging.cc). Posted in https://github.com/NVIDIA/tensorflow/issues/67
# with its date; below also as a progress bar's carriage return leaves it, the date wrapped onto
# the line before (constructed from the posted line, its date cut): the fatal check either way.
TF_FATAL = "2022-08-24 14:56:40.254546: F external/org_tensorflow/tensorflow/core/kernels/batched_non_max_suppression_op.cu.cc:825] Non-OK-status: GpuLaunchKernel(SetZero<int>, config.block_count, config.thread_per_block,"
TF_FATAL_DATE_WRAPPED = TF_FATAL.removeprefix("2022-08-24 ")


@pytest.mark.parametrize("line", [TF_FATAL, TF_FATAL_DATE_WRAPPED])
def test_tensorflows_fatal_check_reads_with_or_without_its_date(catalog: Catalog, line: str) -> None:
    assert _best(catalog, line) == ("native-fatal-check", "user_code")
    # the same line at error severity is no abort
    assert _best(catalog, line.replace(": F ", ": E ", 1)) != ("native-fatal-check", "user_code")


def test_a_rank_aborted_by_a_date_wrapped_fatal_check_is_user_code(bundle) -> None:
    result = attribute_bundle(bundle({"logs/node-1/rank-0.log": "".join([
        f"{_at(2)} [train]:   0%|          | 857/250000 [06:56<11:03:22,  6.26it/s]2022-08-24\n",
        f"{_at(3)} {TF_FATAL_DATE_WRAPPED}\n"])}))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "attributed", "user_code", []), result.explanation
    assert result.signature == "native-fatal-check"


# ---- a traceback cut off before its exception (rule 5) -------------------------------------
# https://github.com/pytorch/pytorch/issues/29115 (a spawned rank's traceback, as posted; the
# lines below stop where a cut-off stream would: inside the program's frames, or inside
# torch.distributed's)
CAT_TRACEBACK = [
    "Traceback (most recent call last):",
    '  File "/opt/conda/lib/python3.6/site-packages/torch/multiprocessing/spawn.py", line 19, in _wrap',
    "    fn(i, *args)",
    '  File "/opt/CAT/egs/swbd/swbd_recog_h_adpsgd.py", line 249, in speech_recognition_wsj',
    "    local_group = dist.new_group(ranks=local_ranks, backend='gloo')",
    '  File "/opt/conda/lib/python3.6/site-packages/torch/distributed/distributed_c10d.py", line 1490, in new_group',
    "    timeout=timeout)",
    '  File "/opt/conda/lib/python3.6/site-packages/torch/distributed/distributed_c10d.py", line 478, in _new_process_group_helper',
    "    timeout=timeout)",
]


def _rank_output(lines: list[str], prefix: str = "") -> str:
    return "".join(f"{_at(5)} {prefix}{line}\n" for line in lines)


@pytest.mark.parametrize("prefix", ["", "[rank0]:", "10.141.0.7: "])  # pdsh's `host: `
def test_a_traceback_cut_off_in_the_programs_own_frames_is_user_code(bundle, prefix: str) -> None:
    """The rank stopped inside its own code and the scheduler's FAILED with exit status 1 is
    what an uncaught exception makes: the program's exception, nobody implicated (rule 5, by
    the labels' majority; a signal's status, 134 here for the aborts above, would not be)."""
    result = attribute_bundle(bundle({"logs/node-1/rank-0.log": _rank_output(CAT_TRACEBACK[:5], prefix)},
                                     exit_code=1))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "attributed", "user_code", [])
    assert result.signature == "program-error-ending"


@pytest.mark.parametrize("prefix", ["", "[rank0]:", "10.141.0.7: "])  # pdsh's `host: `
def test_a_traceback_cut_off_inside_torch_distributed_stays_unclassified(bundle, prefix: str) -> None:
    """Its lost exception is most likely the communication's (a peer gone, a timeout)."""
    result = attribute_bundle(bundle({"logs/node-1/rank-0.log": _rank_output(CAT_TRACEBACK, prefix)}))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "ambiguous", "unknown", [])


# https://github.com/pytorch/examples/issues/1154 (a spawned rank's traceback as posted, stopped
# where a cut-off stream would: in DistributedDataParallel's constructor, whose work is the
# collectives that verify and broadcast the model across the process group)
DDP_INIT_TRACEBACK = [
    "Traceback (most recent call last):",
    '  File "/home/xxx/.local/lib/python3.9/site-packages/torch/multiprocessing/spawn.py", line 74, in _wrap',
    "    fn(i, *args)",
    '  File "/home/xxx/work/xxx/xxx-main/src/multigpu.py", line 50, in __init__',
    "    self.model = DDP(model, device_ids=[gpu_id])",
    '  File "/home/xxx/.local/lib/python3.9/site-packages/torch/nn/parallel/distributed.py", line 795, in __init__',
    "    _verify_param_shape_across_processes(self.process_group, parameters)",
]


@pytest.mark.parametrize("prefix", ["", "[rank1]:"])
def test_a_traceback_cut_off_in_the_ddp_constructor_stays_unclassified(bundle, prefix: str) -> None:
    """DDP's constructor is communication, as torch.distributed's frames are; one line less
    (the program's own `DDP(...)` call) is the program's (rule 5)."""
    result = attribute_bundle(bundle({"logs/node-1/rank-0.log": _rank_output(DDP_INIT_TRACEBACK, prefix)}))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "ambiguous", "unknown", [])


# https://github.com/NVIDIA/DeepLearningExamples/issues/1386 (a rank's traceback through
# deepspeed.initialize, as posted; the lines below stop where a cut-off stream would: at the
# engine's call of its distributed set-up, or one frame deeper at its broadcast of the model;
# https://github.com/deepspeedai/DeepSpeed/issues/2632 traces the same calls to dist.broadcast)
DEEPSPEED_SETUP_TRACEBACK = [
    "[rank6]: Traceback (most recent call last):",
    '[rank6]:   File "/usr/local/lib/python3.10/dist-packages/deepspeed/runtime/engine.py", line 262, in __init__',
    "[rank6]:     self._configure_distributed_model(model)",
    '[rank6]:   File "/usr/local/lib/python3.10/dist-packages/deepspeed/runtime/engine.py", line 1157, in _configure_distributed_model',
    "[rank6]:     self._broadcast_model()",
]


@pytest.mark.parametrize("cut", [3, 5])
def test_a_traceback_cut_off_in_deepspeeds_distributed_setup_stays_unclassified(bundle, cut: int) -> None:
    """DeepSpeed's engine broadcasting the model across its group is communication, as DDP's
    constructor is: even with exit status 1 its lost exception is not read as the program's."""
    result = attribute_bundle(bundle({"logs/node-1/rank-0.log": _rank_output(DEEPSPEED_SETUP_TRACEBACK[:cut])},
                                     exit_code=1))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "ambiguous", "unknown", [])


def test_a_traceback_cut_off_in_deepspeeds_constructor_elsewhere_is_the_programs(bundle) -> None:
    """The engine's constructor calling anything else (its optimizer's set-up) is not it."""
    other = [*DEEPSPEED_SETUP_TRACEBACK[:2], "[rank6]:     self._configure_optimizer(optimizer, model_parameters)"]
    result = attribute_bundle(bundle({"logs/node-1/rank-0.log": _rank_output(other)}, exit_code=1))
    assert (result.verdict, result.category) == ("attributed", "user_code")

# A traceback cut in Hugging Face's `main_process_first` wait, built (not a posted excerpt: the
# public ones are held-out corpora's) from CPython's frame format (`  File "%s", line %d, in %s`,
# Lib/traceback.py) and the source lines the frames show: LLaMA-Factory's
# src/llamafactory/train/sft/workflow.py (`dataset_module = get_dataset(...)`) and
# src/llamafactory/data/loader.py (`with training_args.main_process_first(desc="load dataset",
# local=(not data_args.data_shared_file_system)):`), then CPython 3.10's Lib/contextlib.py,
# `_GeneratorContextManager.__enter__` (line 135, `return next(self.gen)`) and `__exit__` (line
# 142, `next(self.gen)`), which run transformers' training_args.py `main_process_first`, whose
# `dist.barrier()` every process but the main one waits at before the body and the main one
# after it (huggingface/transformers#12351 added it)
MAIN_PROCESS_FIRST = [
    "[rank8]: Traceback (most recent call last):",
    '[rank8]:   File "/opt/LLaMA-Factory/src/llamafactory/train/sft/workflow.py", line 51, in run_sft',
    '[rank8]:     dataset_module = get_dataset(template, model_args, data_args, training_args, stage="sft", **tokenizer_module)',
    '[rank8]:   File "/opt/LLaMA-Factory/src/llamafactory/data/loader.py", line 303, in get_dataset',
    '[rank8]:     with training_args.main_process_first(desc="load dataset", local=(not data_args.data_shared_file_system)):',
]
CONTEXTLIB_EXIT = '[rank8]:   File "/usr/local/lib/python3.10/contextlib.py", line 142, in __exit__'
CONTEXTLIB_ENTER = ['[rank8]:   File "/usr/local/lib/python3.10/contextlib.py", line 135, in __enter__',
                    "[rank8]:     return next(self.gen)"]


@pytest.mark.parametrize("deepest", [[CONTEXTLIB_EXIT], CONTEXTLIB_ENTER, []])
def test_a_traceback_cut_in_main_process_first_stays_unclassified(bundle, deepest: list[str]) -> None:
    """Cut at the `with` line entering the main-process-first wait, or in contextlib's frames
    running it (a pass-through: the manager's own code raised, entered by that line): what
    was lost is the barrier's failure, not the program's, even with exit status 1."""
    result = attribute_bundle(bundle({"logs/node-1/rank-0.log": _rank_output(MAIN_PROCESS_FIRST + deepest)},
                                     exit_code=1))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "ambiguous", "unknown", [])


def test_a_traceback_cut_before_main_process_first_is_the_programs(bundle) -> None:
    """Cut one frame higher, at the program's own call of its dataset loading: rule 5's
    reading of a cut traceback with exit status 1, the program's."""
    result = attribute_bundle(bundle({"logs/node-1/rank-0.log": _rank_output(MAIN_PROCESS_FIRST[:3])},
                                     exit_code=1))
    assert (result.verdict, result.category) == ("attributed", "user_code")


# A log collector's own time in front of every line: Kubernetes' PodLogOptions `timestamps`
# ("If true, add an RFC3339 or RFC3339Nano timestamp at the beginning of every line of log
# output", k8s.io/api/core/v1, as `kubectl logs --timestamps` asks for it; quoted in
# https://github.com/iterative/terraform-provider-iterative/pull/516), kept after the bundle's
# own ISO time. The frames are DEEPSPEED_SETUP_TRACEBACK's and CAT_TRACEBACK's, as posted, with
# that stamp put before each (the format Kubernetes documents, not a posted line).
COLLECTOR_STAMP = "2024-02-07T09:14:03.512Z "


def test_a_traceback_behind_a_collectors_stamps_is_read_as_frames(bundle) -> None:
    """Cut at DeepSpeed's broadcast of the model, each line behind the collector's RFC 3339
    time: its frames are still frames, so rule 5's set-up call is seen and the lost exception
    is not read as the program's, even with exit status 1."""
    lines = [line.removeprefix("[rank6]:") for line in DEEPSPEED_SETUP_TRACEBACK]
    result = attribute_bundle(bundle({"logs/node-1/rank-0.log": _rank_output(lines, COLLECTOR_STAMP)},
                                     exit_code=1))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "ambiguous", "unknown", [])


def test_a_traceback_behind_a_collectors_stamps_cut_in_the_programs_frames_is_user_code(bundle) -> None:
    """The same stamps over a traceback cut in the program's own frames keep rule 5's reading
    of a cut traceback with exit status 1: the program's."""
    result = attribute_bundle(bundle({"logs/node-1/rank-0.log": _rank_output(CAT_TRACEBACK[:5], COLLECTOR_STAMP)},
                                     exit_code=1))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "attributed", "user_code", [])


# glibc's report of a failed assert() in DeepSpeed's async-I/O extension, as posted: it is the
# process's own check (then abort()), whatever stream caught its stderr
ASSERT_FAIL = [
    # https://github.com/deepspeedai/DeepSpeed/issues/3376 (ZeRO-3 NVMe offload, optimizer swap)
    "python: /usr/local/lib/python3.8/dist-packages/deepspeed/ops/csrc/aio/py_lib/deepspeed_py_aio_handle.cpp:228: int deepspeed_aio_handle_t::pread(const at::Tensor&, const char*, bool, bool): Assertion `static_cast<long long int>(buffer.nbytes()) == num_file_bytes' failed.",
    # https://github.com/deepspeedai/DeepSpeed/issues/4888 (ZeRO-Infinity, parameter offload)
    "python: /opt/conda/lib/python3.10/site-packages/deepspeed/ops/csrc/aio/common/deepspeed_aio_common.cpp:125: int _do_io_complete(long long int, long long int, std::unique_ptr<aio_context>&, std::vector<std::chrono::duration<double> >&): Assertion `n_completes >= min_completes' failed.",
]


@pytest.mark.parametrize("line", ASSERT_FAIL)
def test_a_failed_assert_on_a_plain_stderr_stream_is_user_code(bundle, line: str) -> None:
    """A node's `stderr` stream (no rank named) ends with glibc's failed-assert report: the
    program's own check aborted it, nobody implicated."""
    result = attribute_bundle(bundle({
        "logs/node-1/stderr.log": f"{_at(30)} {line}\n",
    }))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "attributed", "user_code", [])


def test_a_plain_stderr_stream_without_an_assert_stays_unexplained(bundle) -> None:
    """The same stream ending with the size mismatch alone names no failed check."""
    result = attribute_bundle(bundle({
        "logs/node-1/stderr.log": f"{_at(30)} /nvme/zero_stage_3/optimizer/rank2/139929715382368.tensor.swp: buffer nbytes != file bytes 4001366016 != 3599761408\n",
    }))
    assert result.category != "user_code"


# ---- a program refusing the run's setting in words, no exception class ----------------------
# Not posted lines: the messages as the programs' sources raise them, quoted without the class
# a report's excerpt often cuts: ms-swift's Megatron arguments check
# (swift/megatron/argument/megatron_args.py, `raise ValueError('`freeze_parameters_ratio` is not
# supported when `pipeline_model_parallel_size` > 1')`), xformers' operator's reason
# (xformers/ops/fmha/common.py, `f"unsupported embed per head: {K}"`).
REFUSED = [
    "`freeze_parameters_ratio` is not supported when `pipeline_model_parallel_size` > 1",
    "unsupported embed per head: 128",
]


@pytest.mark.parametrize("text", REFUSED, ids=["ms-swift-check", "xformers-reason"])
def test_a_failed_run_ending_in_its_refusal_of_a_setting_is_the_program(
    write_bundle: Callable[..., Path], text: str,
) -> None:
    from two_nodes import TWO_NODES, job_state, log

    path = write_bundle({"logs/node-1/rank-0.log": log((5, "loading model"), (6, text)),
                         "scheduler.jsonl": job_state(8, "FAILED")}, ranks=TWO_NODES)
    result = attribute_bundle(path)
    assert (result.verdict, result.category, result.implicated_nodes) == ("attributed", "user_code", [])
    assert result.signature == "program-refused-setting"


def test_a_refusal_the_run_went_past_or_a_refused_system_call_is_not_it(
    write_bundle: Callable[..., Path],
) -> None:
    from two_nodes import TWO_NODES, job_state, log

    # the run did not fail: the message is no cause
    running = write_bundle({"logs/node-1/rank-0.log": log((6, REFUSED[0])),
                            "scheduler.jsonl": job_state(8, "RUNNING")}, ranks=TWO_NODES, name="running")
    assert attribute_bundle(running).signature != "program-refused-setting"
    # a warning, and a system call's EOPNOTSUPP, are no refusal of the run's setting
    for i, text in enumerate(("UserWarning: flash attention is not supported on this GPU, falling back",
                              "fallocate: Operation not supported")):
        path = write_bundle({"logs/node-1/rank-0.log": log((6, text)),
                             "scheduler.jsonl": job_state(8, "FAILED")}, ranks=TWO_NODES, name=f"not-{i}")
        assert attribute_bundle(path).signature != "program-refused-setting"


# https://github.com/tensorflow/tensorflow/issues/56689 (TensorFlow's deprecation warning for
# disable_resource_variables, as posted): its advice line is no refusal of the run's setting
DEPRECATION = [
    "WARNING:tensorflow:From /home/mdee/.local/lib/python3.8/site-packages/tensorflow/python/compat/v2_compat.py:101: disable_resource_variables (from tensorflow.python.ops.variable_scope) is deprecated and will be removed in a future version.",
    "Instructions for updating:",
    "non-resource variables are not supported in the long term",
]


def test_a_deprecation_warnings_advice_is_no_refusal(write_bundle: Callable[..., Path]) -> None:
    from two_nodes import TWO_NODES, job_state, log

    path = write_bundle({"logs/node-1/rank-0.log": log(*((6, line) for line in DEPRECATION)),
                         "scheduler.jsonl": job_state(8, "FAILED")}, ranks=TWO_NODES)
    result = attribute_bundle(path)
    assert result.signature != "program-refused-setting"
    assert (result.verdict, result.category) == ("ambiguous", "unknown")


# https://github.com/rosinality/ocr-pytorch/issues/1 (a rank's argparse usage under
# torch.distributed.launch, as posted, the `train.py: error:` line after it not kept); the exit
# status is argparse's on refusing a command line (Lib/argparse.py, ArgumentParser.error:
# `self.exit(2, ...)`), not a posted line
USAGE = [
    "usage: train.py [-h] [--epoch EPOCH] [--batch BATCH] [--size SIZE]",
    "                [--arch ARCH] [--aux_weight AUX_WEIGHT] [--n_class N_CLASS]",
    "                [--lr LR] [--l2 L2] [--local_rank LOCAL_RANK]",
]


def test_a_run_failed_with_status_2_ending_in_its_usage_line_is_the_program(
    write_bundle: Callable[..., Path],
) -> None:
    from two_nodes import TWO_NODES, log

    def run(exit_code: int, name: str):
        return attribute_bundle(write_bundle({
            "logs/node-1/rank-0.log": log(*((5, line) for line in USAGE)),
            "scheduler.jsonl": json.dumps({"ts": "2024-05-01T10:00:08Z", "job_state": "FAILED",
                                           "exit_code": exit_code}) + "\n"}, ranks=TWO_NODES, name=name))

    result = run(2, "status-2")
    assert (result.verdict, result.category, result.implicated_nodes) == ("attributed", "user_code", [])
    assert result.signature == "argparse-usage-exit"
    # another status (a kill, an exception after printing its usage) is not argparse's refusal
    assert run(137, "status-137").signature != "argparse-usage-exit"

# ---- NumPy asked for an array of a negative size (numpy-negative-dimensions) ----------------
# https://github.com/mikedh/trimesh/issues/480 and https://github.com/Fei-Long121/DeepBDC/issues/32
# (the exception line); the bare message is what `print(e)` of the same exception writes
# (str() of a ValueError is its message; numpy/_core/src/multiarray/ctors.c)
NEGATIVE_DIMENSIONS = ["ValueError: negative dimensions are not allowed",
                       "negative dimensions are not allowed"]


@pytest.mark.parametrize("line", NEGATIVE_DIMENSIONS)
def test_numpys_negative_dimensions_are_the_programs_own(catalog: Catalog, bundle, line: str) -> None:
    assert _best(catalog, line) == ("numpy-negative-dimensions", "user_code")
    result = attribute_bundle(bundle({"logs/node-1/rank-0.log": f"{_at(3)} {line}\n"}))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "attributed", "user_code", [])


# ---- PyTorch asked to chunk a 0-dimensional tensor (torch-split-zero-dim) ---------------------
# https://github.com/huggingface/trl/issues/2338 (the exception line, DataParallel's scatter);
# the bare message is its title in https://github.com/ouening/torchvision-FasterRCNN/issues/1
# (multi-GPU training), as `print(e)` of the same exception writes it
# (aten/src/ATen/native/TensorShape.cpp)
ZERO_DIM_CHUNK = ["RuntimeError: chunk expects at least a 1-dimensional tensor",
                  "chunk expects at least a 1-dimensional tensor"]


@pytest.mark.parametrize("line", ZERO_DIM_CHUNK)
def test_chunking_a_zero_dim_tensor_is_the_programs_own(catalog: Catalog, bundle, line: str) -> None:
    assert _best(catalog, line) == ("torch-split-zero-dim", "user_code")
    result = attribute_bundle(bundle({"logs/node-1/rank-0.log": f"{_at(3)} {line}\n"}))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "attributed", "user_code", [])


def test_a_heap_abort_ray_relayed_and_folded_is_still_the_programs(
        write_bundle: Callable[..., Path]) -> None:
    """Ray's driver folds the same line from several actors into one and appends ` [repeated 4x
    across cluster]` (its log deduplication,
    https://docs.ray.io/en/master/ray-observability/user-guides/configure-logging.html#log-deduplication):
    a count of writers, not the line's text, so glibc's abort is read to its end without it. The
    glibc line as apache/mxnet#16326 posted it, behind a relayed line's prefix and that count."""
    bundle = write_bundle({
        "logs/node-1/driver.log": (
            f"{_at(5)} (TrainActor pid=2913, ip=10.0.0.1) free(): corrupted unsorted chunks [repeated 4x across cluster]\n"
            f"{_at(6)} (TrainActor pid=2913, ip=10.0.0.1) *** SIGABRT received at time=1700000000 on cpu 11 *** [repeated 4x across cluster]\n"),
        "scheduler.jsonl": json.dumps({"ts": _at(30), "job_state": "FAILED"}) + "\n",
    }, job={"job_id": "j1", "scheduler": "ray", "nodes": ["node-1"], "ranks": {"0": "node-1"},
            "addresses": {"node-1": "10.0.0.1"}})
    result = attribute_bundle(bundle)
    assert (result.verdict, result.category, result.signature, result.implicated_nodes) == (
        "attributed", "user_code", "native-fatal-check", [])
