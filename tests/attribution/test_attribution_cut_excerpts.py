# ruff: noqa: E501  (verbatim log lines people posted are kept unwrapped)
"""Endings an excerpt leaves half-shown: Hydra's short report of a configured target's
exception (its class left out), a traceback whose message was printed above its frames and
whose header fell out, a traceback's frames alone, and a line that keeps one space after its
time was taken off.

Every line below was posted publicly (the URL above it).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from trainwarden.attribution import attribute_bundle
from trainwarden.attribution.endings import is_program_error

# https://github.com/SeanNaren/deepspeech.pytorch/issues/694 (Hydra, HYDRA_FULL_ERROR unset)
HYDRA = [
    "Error executing job with overrides: ['+configs=commonvoice']",
    "Error in call to target 'pytorch_lightning.trainer.trainer.Trainer':",
    "TypeError(\"__init__() got an unexpected keyword argument 'num_processes'\")",
    "full_key: trainer",
]
# https://github.com/SeanNaren/deepspeech.pytorch/issues/647 (the frames of the same kind of
# error, its message printed first as a posted excerpt does)
MESSAGE = "__init__() got an unexpected keyword argument 'prefix'"
FRAMES = [
    '  File "train.py", line 21, in hydra_main',
    "    train(cfg=cfg)",
    '  File "/home/aims/deepspeech2_v2/deepspeech.pytorch/deepspeech_pytorch/training.py", line 25, in train',
    "    checkpoint_callback = FileCheckpointHandler(",
    '  File "/home/aims/deepspeech2_v2/deepspeech.pytorch/deepspeech_pytorch/checkpoint.py", line 16, in __init__',
    "    super().__init__(",
]


def _at(second: int) -> str:
    return f"2026-01-01T00:00:{second:02d}Z"


@pytest.fixture
def bundle(write_bundle: Callable[..., Path]) -> Callable[[list[str]], Path]:
    def write(lines: list[str]) -> Path:
        text = "".join(f"{_at(1)} {line}\n" for line in lines)
        return write_bundle({
            "logs/node-1/rank-0.log": text,
            "scheduler.jsonl": json.dumps({"ts": _at(9), "job_state": "FAILED", "exit_code": 1}) + "\n",
        }, ranks={"0": "node-1"})
    return write


def test_hydras_call_to_target_line_is_the_programs_exception() -> None:
    assert is_program_error(HYDRA[1])
    assert not is_program_error(HYDRA[0])  # the job's header alone names no exception


@pytest.mark.parametrize("indent", ["", " "])
def test_a_rank_ending_in_hydras_report_is_user_code(bundle, indent: str) -> None:
    """One space left before a line (what remains when its own time was cut off) is no
    frame's indentation: the report stays the stream's last word."""
    result = attribute_bundle(bundle([indent + line for line in HYDRA]))
    assert (result.verdict, result.category, result.signature) == (
        "attributed", "user_code", "program-error-ending")
    assert result.implicated_nodes == []


def test_frames_under_their_message_end_in_the_programs_error(bundle) -> None:
    result = attribute_bundle(bundle([MESSAGE, *FRAMES]))
    assert (result.verdict, result.category, result.signature) == (
        "attributed", "user_code", "program-error-ending")


@pytest.mark.parametrize("above", [
    # the run's own logging going on above them, in the logging module's default format
    # (https://docs.python.org/3/howto/logging.html, its first example)
    ["WARNING:root:Watch out!"],
])
def test_frames_without_a_bare_message_stay_unexplained(bundle, above: list[str]) -> None:
    result = attribute_bundle(bundle([*above, *FRAMES]))
    assert result.category != "user_code"
    assert result.implicated_nodes == []


def test_frames_alone_with_an_uncaught_exceptions_exit_status_are_the_programs(ended) -> None:
    """A file of nothing but frames is a traceback cut at both ends: with exit status 1 it is
    read as one cut only before its exception is, the program's."""
    result = attribute_bundle(ended("rank-0", FRAMES, {"job_state": "FAILED", "exit_code": 1}))
    assert (result.verdict, result.category, result.signature) == (
        "attributed", "user_code", "program-error-ending")
    assert result.implicated_nodes == []


@pytest.mark.parametrize("state", [{"job_state": "FAILED"},
                                   {"job_state": "FAILED", "exit_code": 143}],
                         ids=["no-exit-status", "sigterm"])
def test_frames_alone_without_that_exit_status_stay_unexplained(ended, state) -> None:
    result = attribute_bundle(ended("rank-0", FRAMES, state))
    assert result.category != "user_code"
    assert result.implicated_nodes == []


# https://github.com/pytorch/pytorch/issues/63455 (DistributedDataParallel's constructor
# broadcasting the module's state; its exception, here cut off, was `RuntimeError: Socket
# Timeout`; the post's Markdown lost the indentation, restored as CPython prints it)
DDP_BROADCAST_FRAMES = [
    '  File "/opt/conda/lib/python3.6/site-packages/torch/nn/parallel/distributed.py", line 410, in __init__',
    "    self._sync_params_and_buffers(authoritative_rank=0)",
    '  File "/opt/conda/lib/python3.6/site-packages/torch/nn/parallel/distributed.py", line 420, in _sync_params_and_buffers',
    "    authoritative_rank)",
    '  File "/opt/conda/lib/python3.6/site-packages/torch/nn/parallel/distributed.py", line 979, in _distributed_broadcast_coalesced',
    "    self.process_group, tensors, buffer_size, authoritative_rank",
]
# https://github.com/aimagelab/meshed-memory-transformer/issues/10 (nn.DataParallel replicating
# the module to its GPUs, the parameters' coalesced broadcast between devices; cut here, in
# replicate.py's broadcast, before what it raised)
DP_REPLICATE_FRAMES = [
    '  File "/opt/conda/envs/m2release/lib/python3.6/site-packages/torch/nn/parallel/data_parallel.py", line 156, in replicate',
    "    return replicate(module, device_ids, not torch.is_grad_enabled())",
    '  File "/opt/conda/envs/m2release/lib/python3.6/site-packages/torch/nn/parallel/replicate.py", line 111, in replicate',
    "    buffer_copies_not_rg = _broadcast_coalesced_reshape(buffers_not_rg, devices, detach=True)",
]
# https://github.com/deepspeedai/DeepSpeed/issues/7629 (rank 2's frames of the engine's backward
# entering its gradient allreduce across the data-parallel group, through nvtx's pass-through
# wrapper; cut here, before what the allreduce raised)
DS_ALLREDUCE_GRADIENTS_FRAMES = [
    '  File "/mnt/data/anaconda3/envs/optimizer/lib/python3.13/site-packages/deepspeed/runtime/engine.py", line 2260, in _backward_epilogue',
    "    self.allreduce_gradients()",
    '  File "/mnt/data/anaconda3/envs/optimizer/lib/python3.13/site-packages/deepspeed/utils/nvtx.py", line 20, in wrapped_fn',
    "    ret_val = func(*args, **kwargs)",
]
# https://github.com/IntelLabs/matsciml/issues/106 (Lightning's DDP strategy wrapping the module
# in DistributedDataParallel; one process's frames of the interleaved tracebacks, cut here)
LIGHTNING_CONFIGURE_DDP_FRAMES = [
    '  File "/scratch/snx3000/jschmidt/envs/dgl_113/lib/python3.11/site-packages/pytorch_lightning/strategies/ddp.py", line 169, in setup',
    "    self.configure_ddp()",
]

# DeepSpeed's torch backend creating the process group, its frame as CPython prints it from
# DeepSpeed's source (deepspeed/comm/torch.py, TorchBackend.__init__ calls
# `self.init_process_group(backend, timeout, init_method, rank, world_size)`; no posted run
# quoted): the rendezvous under it raises the store's error (torch/distributed/rendezvous.py)
INIT_PROCESS_GROUP_FRAMES = [
    '  File "/usr/lib/python3/site-packages/deepspeed/comm/torch.py", line 120, in __init__',
    "    self.init_process_group(backend, timeout, init_method, rank, world_size)",
]

# https://github.com/ultralytics/yolov5/issues/12213 (YOLOv5's train entering
# torch_distributed_zero_first, whose dist.barrier raised `RuntimeError: [1] is setting up NCCL
# communicator ... got error: Socket Timeout`; cut here at the `with` line, the contextlib and
# barrier frames and the exception lost)
ZERO_FIRST_FRAMES = [
    '  File "train.py", line 647, in <module>',
    "    main(opt)",
    '  File "train.py", line 536, in main',
    "    train(opt.hyp, opt, device, callbacks)",
    '  File "train.py", line 116, in train',
    "    with torch_distributed_zero_first(LOCAL_RANK):",
]

# A TensorFlow 1.x training loop as Horovod's TensorFlow guide writes it (docs/tensorflow.rst:
# `with tf.train.MonitoredTrainingSession(...) as mon_sess: ... mon_sess.run(train_op)`), its
# frames as CPython prints them (the program's source quoted, no posted run): the session runs
# the graph, Horovod's collectives too, in TensorFlow's runtime
SESSION_RUN_FRAMES = [
    '  File "train.py", line 52, in <module>',
    "    main()",
    '  File "train.py", line 48, in main',
    "    mon_sess.run(train_op)",
]


# ZeRO-3's backward reducing a gradient bucket, its frames as CPython prints them from
# DeepSpeed's source (no posted run quoted): deepspeed/runtime/zero/stage3.py's
# `reduce_independent_p_g_buckets_and_remove_grads` calls `self.__reduce_and_partition_ipg_grads()`,
# which deepspeed/utils/nvtx.py's `instrument_w_nvtx` wraps (`wrapped_fn`: `ret_val =
# func(*args, **kwargs)`), the deepest frame being the wrapper passing the call through
ZERO3_REDUCE_THROUGH_NVTX_FRAMES = [
    '  File "/usr/lib/python3/site-packages/deepspeed/runtime/zero/stage3.py", line 1286, in reduce_ready_partitions_and_remove_grads',
    "    self.reduce_independent_p_g_buckets_and_remove_grads(param, i)",
    '  File "/usr/lib/python3/site-packages/deepspeed/runtime/zero/stage3.py", line 1041, in reduce_independent_p_g_buckets_and_remove_grads',
    "    self.__reduce_and_partition_ipg_grads()",
    '  File "/usr/lib/python3/site-packages/deepspeed/utils/nvtx.py", line 15, in wrapped_fn',
    "    ret_val = func(*args, **kwargs)",
]
# https://github.com/NVIDIA/nccl/issues/1235 (one process's frames of the interleaved
# tracebacks): the same wrapper under autograd's backward, which runs the program's own graph
BACKWARD_THROUGH_NVTX_FRAMES = [
    '  File "/lustre06/project/6000242/irtaza11/RLHF/openrlhf2/lib/python3.11/site-packages/torch/_tensor.py", line 522, in backward',
    "    torch.autograd.backward(",
    '  File "/lustre06/project/6000242/irtaza11/RLHF/openrlhf2/lib/python3.11/site-packages/torch/autograd/__init__.py", line 266, in backward',
    "    Variable._execution_engine.run_backward(  # Calls into the C++ engine to run the backward pass",
    '  File "/lustre06/project/6000242/irtaza11/RLHF/openrlhf2/lib/python3.11/site-packages/deepspeed/utils/nvtx.py", line 15, in wrapped_fn',
    "    ret_val = func(*args, **kwargs)",
]


@pytest.mark.parametrize("header", [[], ["Traceback (most recent call last):"]],
                         ids=["frames-alone", "with-header"])
def test_a_pass_through_wrapper_is_read_through_to_the_call_it_passes(
        ended, header: list[str]) -> None:
    """DeepSpeed's nvtx decorator only passes the call on: the frame above it called ZeRO-3's
    gradient reduce-scatter, a collective (rule 5), so the cut traceback is of unknown cause."""
    result = attribute_bundle(ended("rank-0", [*header, *ZERO3_REDUCE_THROUGH_NVTX_FRAMES],
                                    {"job_state": "FAILED", "exit_code": 1}))
    assert result.category != "user_code"
    assert result.implicated_nodes == []


def test_a_pass_through_wrapper_under_the_programs_backward_stays_the_programs(ended) -> None:
    result = attribute_bundle(ended("rank-0", BACKWARD_THROUGH_NVTX_FRAMES,
                                    {"job_state": "FAILED", "exit_code": 1}))
    assert (result.verdict, result.category, result.signature) == (
        "attributed", "user_code", "program-error-ending")


def test_frames_alone_cut_after_their_source_line_only(ended) -> None:
    """Frames alone whose deepest frame lost its source line were cut inside a frame, not
    where the exception line follows: they stay unexplained."""
    result = attribute_bundle(ended("rank-0", FRAMES[:-1], {"job_state": "FAILED", "exit_code": 1}))
    assert result.category != "user_code"


# https://github.com/johnson7788/RLDecisionAgent/blob/main/docs/ms-swift/doc/Error.md (ms-swift's
# argument parsing: HfArgumentParser builds the arguments' dataclass, whose generated __init__
# runs __post_init__'s checks), here cut after the generated __init__'s frame, which CPython
# prints with no source line (code compiled from a string)
DATACLASS_INIT_FRAMES = [
    '  File "/usr/local/lib/python3.11/site-packages/swift/utils/utils.py", line 152, in parse_args',
    "    args, remaining_args = parser.parse_args_into_dataclasses(argv, return_remaining_strings=True)",
    '  File "/usr/local/lib/python3.11/site-packages/transformers/hf_argparser.py", line 358, in parse_args_into_dataclasses',
    "    obj = dtype(**inputs)",
    "          ^^^^^^^^^^^^^^^",
    '  File "<string>", line 435, in __init__',
]
# six's raise_from, exec'd from a string (six.py: `exec_("""def raise_from(value, from_value):
# try: raise value ...`), under TensorFlow's turning a runtime status into its exception
# (tensorflow/python/framework/ops.py's `_numpy`, its source quoted): the re-raise of the
# runtime's error, no frame of the program's, and no source line either
STATUS_RERAISED_FRAMES = [
    '  File "/usr/lib/python3.6/site-packages/tensorflow_core/python/framework/ops.py", line 942, in numpy',
    "    maybe_arr = self._numpy()  # pylint: disable=protected-access",
    '  File "/usr/lib/python3.6/site-packages/tensorflow_core/python/framework/ops.py", line 910, in _numpy',
    "    six.raise_from(core._status_to_exception(e.code, e.message), None)",
    '  File "<string>", line 3, in raise_from',
]


def test_frames_alone_cut_after_a_generated_dataclass_init_are_the_programs(ended) -> None:
    """A dataclass's generated __init__ has no source line to lose: the frames are whole, the
    exception (its __post_init__'s check of the arguments) follows them."""
    result = attribute_bundle(ended("rank-0", DATACLASS_INIT_FRAMES,
                                    {"job_state": "FAILED", "exit_code": 1}))
    assert (result.verdict, result.category, result.signature) == (
        "attributed", "user_code", "program-error-ending")


def test_frames_alone_cut_after_six_re_raising_stay_unexplained(ended) -> None:
    result = attribute_bundle(ended("rank-0", STATUS_RERAISED_FRAMES,
                                    {"job_state": "FAILED", "exit_code": 1}))
    assert result.category != "user_code"


@pytest.mark.parametrize("frames", [DDP_BROADCAST_FRAMES, LIGHTNING_CONFIGURE_DDP_FRAMES,
                                    SESSION_RUN_FRAMES, INIT_PROCESS_GROUP_FRAMES,
                                    ZERO_FIRST_FRAMES, DP_REPLICATE_FRAMES,
                                    DS_ALLREDUCE_GRADIENTS_FRAMES],
                         ids=["ddp-broadcast", "lightning-configure-ddp", "tf-session-run",
                              "init-process-group", "zero-first-barrier", "dp-replicate",
                              "ds-allreduce-gradients"])
@pytest.mark.parametrize("header", [[], ["Traceback (most recent call last):"]],
                         ids=["frames-alone", "with-header"])
def test_a_traceback_cut_in_a_collective_or_a_runtimes_call_is_of_unknown_cause(
        ended, frames: list[str], header: list[str]) -> None:
    """DistributedDataParallel's set-up is collectives across the group, and a TensorFlow
    session's run raises what an op in its runtime raised (rule 5): what a traceback cut there
    lost is most likely that layer's failure, exit status 1 or not."""
    result = attribute_bundle(ended("rank-0", [*header, *frames],
                                    {"job_state": "FAILED", "exit_code": 1}))
    assert result.category != "user_code"
    assert result.implicated_nodes == []



# https://github.com/horovod/horovod/issues/2967 (rank 3's lines of the interleaved tracebacks,
# the time the post put in front of each taken off; cut where the post's excerpt of that rank
# ends, in Horovod's PyTorch binding broadcasting the parameters)
HOROVOD_BROADCAST = [
    "[3]<stderr>:Traceback (most recent call last):",
    '[3]<stderr>:  File "pretrain.py", line 634, in <module>',
    "[3]<stderr>:    main(args)",
    '[3]<stderr>:  File "pretrain.py", line 244, in main',
    "[3]<stderr>:    hvd.broadcast_parameters(model.state_dict(), root_rank=0)",
    '[3]<stderr>:  File "/anacond3/envs/LightningDOT/lib/python3.6/site-packages/horovod/torch/__init__.py", line 476, in broadcast_parameters',
]


def test_a_traceback_cut_in_horovods_bindings_is_of_unknown_cause(ended) -> None:
    """Horovod's framework bindings are its collectives (allreduce, broadcast, their
    synchronize): what a traceback cut there lost is most likely the collective's failure, as
    in torch.distributed, exit status 1 or not."""
    result = attribute_bundle(ended("rank-3", HOROVOD_BROADCAST,
                                    {"job_state": "FAILED", "exit_code": 1}))
    assert (result.verdict, result.category) == ("ambiguous", "unknown")
    assert result.implicated_nodes == []


# https://github.com/tlkh/ai-lab/issues/27 (the second traceback, importing horovod.torch; cut
# here in the binding's module frame, the extension check's `ImportError: Extension
# horovod.torch has not been built` lost): the import is no collective
HOROVOD_IMPORT = [
    "Traceback (most recent call last):",
    '  File "pytorch_mnist.py", line 8, in <module>',
    "    import horovod.torch as hvd",
    '  File "/opt/conda/lib/python3.6/site-packages/horovod/torch/__init__.py", line 30, in <module>',
    "    __file__, 'mpi_lib', '_mpi_lib')",
]


def test_a_traceback_cut_importing_horovods_bindings_stays_the_programs(ended) -> None:
    result = attribute_bundle(ended("rank-0", HOROVOD_IMPORT,
                                    {"job_state": "FAILED", "exit_code": 1}))
    assert (result.verdict, result.category, result.signature) == (
        "attributed", "user_code", "program-error-ending")


# torch.multiprocessing.spawn's wrapper before PyTorch 1.9: `Exception:` with an empty line, its
# message the child's traceback. https://github.com/pytorch/pytorch/issues/14390 (the excerpt
# as stored ends in the child's frames, inside DataLoader's iterator)
SPAWN_WRAPPER = [
    "Traceback (most recent call last):",
    '  File "/private/home/tengli/pytorch_fork_example/examples/imagenet/main.py", line 133, in main',
    "    args=(ngpus_per_node, args)",
    '  File "/private/home/tengli/pytorch/torch/multiprocessing/spawn.py", line 103, in join',
    "    raise Exception(msg)",
    "Exception:",
    "",
    "-- Process 5 terminated with the following error:",
    "Traceback (most recent call last):",
    '  File "/private/home/tengli/pytorch/torch/multiprocessing/spawn.py", line 11, in _wrap',
    "    fn(i, *args)",
    '  File "/private/home/tengli/pytorch_fork_example/examples/imagenet/main.py", line 301, in train',
    "    for i, (input, target) in enumerate(train_loader):",
    '  File "/private/home/tengli/pytorch/torch/utils/data/dataloader.py", line 827, in __iter__',
    "    return _DataLoaderIter(self)",
    '  File "/private/home/tengli/pytorch/torch/utils/data/dataloader.py", line 561, in __init__',
]


def test_spawns_empty_exception_line_is_no_cause_the_childs_traceback_is_read(bundle) -> None:
    """The wrapper's line names no error; the child's frames, cut off in the program's data
    loading here, are what the program's error is read from (as a rank's cut-off traceback)."""
    result = attribute_bundle(bundle(SPAWN_WRAPPER))
    assert (result.verdict, result.category, result.signature) == (
        "attributed", "user_code", "program-error-ending")
    assert "spawn-process-raised" in result.explanation  # named as a warning, not a cause


# https://github.com/flwrlabs/flower/issues/756 (a client's traceback, cut here before its
# exception line, as posted excerpts often are)
CUT_TRACEBACK = [
    "Traceback (most recent call last):",
    '  File "client.py", line 98, in <module>',
    "    main()",
    '  File "client.py", line 94, in main',
    '    fl.client.start_numpy_client("[::]:8080", client)',
    '  File "C:\\Users\\HP\\anaconda3\\lib\\site-packages\\flwr\\client\\app.py", line 112, in start_numpy_client',
    "    start_client(",
]


@pytest.fixture
def ended(write_bundle: Callable[..., Path]) -> Callable[[str, list[str], dict], Path]:
    """One stream (a rank's or one with no rank) and the scheduler's final state as given."""
    def write(stream: str, lines: list[str], state: dict) -> Path:
        text = "".join(f"{_at(1)} {line}\n" for line in lines)
        return write_bundle({
            f"logs/node-1/{stream}.log": text,
            "scheduler.jsonl": json.dumps({"ts": _at(9), **state}) + "\n",
        }, ranks={"0": "node-1"})
    return write


@pytest.mark.parametrize("stream", ["rank-0", "client"])
def test_a_cut_traceback_with_an_uncaught_exceptions_exit_status_is_the_programs(ended, stream) -> None:
    """Exit status 1 is what CPython leaves after an uncaught exception (Py_Main: `1 if the
    interpreter exits due to an exception`): the frames show where the program raised."""
    result = attribute_bundle(ended(stream, CUT_TRACEBACK, {"job_state": "FAILED", "exit_code": 1}))
    assert (result.verdict, result.category, result.signature) == (
        "attributed", "user_code", "program-error-ending")


@pytest.mark.parametrize("stream", ["rank-0", "client"])
@pytest.mark.parametrize("state", [{"job_state": "FAILED"},
                                   {"job_state": "FAILED", "exit_code": 143},
                                   {"job_state": "FAILED", "exit_code": 134}],
                         ids=["no-exit-status", "sigterm", "sigabrt"])
def test_a_cut_traceback_without_that_exit_status_is_of_unknown_cause(ended, stream, state) -> None:
    """The exception line lost and no status saying an uncaught exception ended the process
    (none recorded, or a signal's: a kill while or after it printed): what raised, and whether
    it ended the run, are both unknown."""
    result = attribute_bundle(ended(stream, CUT_TRACEBACK, state))
    assert (result.verdict, result.category) == ("ambiguous", "unknown")
    assert result.signature != "program-error-ending"
    assert result.implicated_nodes == []


def test_an_exception_line_kept_is_the_programs_whatever_the_exit_status(ended) -> None:
    """A traceback a post flattened onto one line, its exception at the end (#647's frames and
    message above, joined as a post that lost its line breaks shows them): the exception was
    kept, so it is the program's error with no exit status too."""
    flat = " ".join(["Traceback (most recent call last):", *(f.strip() for f in FRAMES),
                     f"TypeError: {MESSAGE}"])
    result = attribute_bundle(ended("launcher", [flat], {"job_state": "FAILED"}))
    assert (result.verdict, result.category) == ("attributed", "user_code")


# https://github.com/jofpin/trape/issues/315: a child's traceback under the line multiprocessing's
# Process._bootstrap prints (`Process Process-1:`), cut here before the target's own frames
CHILD_BOOTSTRAP_ONLY = [
    "Process Process-1:",
    "Traceback (most recent call last):",
    '  File "/usr/local/Cellar/python@3.9/3.9.5/Frameworks/Python.framework/Versions/3.9/lib/python3.9/multiprocessing/process.py", line 315, in _bootstrap',
    "    self.run()",
    '  File "/usr/local/Cellar/python@3.9/3.9.5/Frameworks/Python.framework/Versions/3.9/lib/python3.9/multiprocessing/process.py", line 108, in run',
    "    self._target(*self._args, **self._kwargs)",
]
# the same child's traceback with its target's first frame kept (#315's next frame): the
# program's own code shown, the cut traceback the program's as any other
CHILD_WITH_TARGET = [
    *CHILD_BOOTSTRAP_ONLY,
    '  File "/Users/maulabs/trape1/core/ngrok.py", line 81, in start_ngrok',
]
# torch_xla's xmp.spawn running its replicas in a ProcessPoolExecutor (pjrt.run_multiprocess),
# the parent waiting on their results: the frames https://github.com/pytorch/xla/issues/8234
# posts (IPython's form there, written as CPython prints them), then CPython's own
# Lib/concurrent/futures/process.py and _base.py frames of the wait (their source quoted, 3.10)
POOL_WAIT_FRAMES = [
    "Traceback (most recent call last):",
    '  File "/usr/local/lib/python3.10/site-packages/torch_xla/distributed/xla_multiprocessing.py", line 38, in spawn',
    "    return pjrt.spawn(fn, nprocs, start_method, args)",
    '  File "/usr/local/lib/python3.10/site-packages/torch_xla/_internal/pjrt.py", line 214, in spawn',
    "    run_multiprocess(spawn_fn, start_method=start_method)",
    '  File "/usr/local/lib/python3.10/site-packages/torch_xla/_internal/pjrt.py", line 174, in run_multiprocess',
    "    replica_results = list(",
    '  File "/usr/lib/python3.10/concurrent/futures/process.py", line 570, in _chain_from_iterable_of_lists',
    "    for element in iterable:",
    '  File "/usr/lib/python3.10/concurrent/futures/_base.py", line 621, in result_iterator',
    "    yield _result_or_cancel(fs.pop())",
]
# https://github.com/ray-project/ray/issues/15230: a Ray worker's traceback as the driver shows
# it (`(pid=N, ip=...)`), under worker.py's `SystemExit was raised from the worker`, here cut
# while still in _raylet.pyx's task execution, before the actor method's own frames
RAY_WORKER_TASK_ONLY = [
    "(pid=2157, ip=172.31.5.129) 2021-04-09 12:48:56,504     ERROR worker.py:395 -- SystemExit was raised from the worker",
    "(pid=2157, ip=172.31.5.129) Traceback (most recent call last):",
    '(pid=2157, ip=172.31.5.129)   File "python/ray/_raylet.pyx", line 599, in ray._raylet.task_execution_handler',
    '(pid=2157, ip=172.31.5.129)   File "python/ray/_raylet.pyx", line 451, in ray._raylet.execute_task',
    '(pid=2157, ip=172.31.5.129)   File "python/ray/_raylet.pyx", line 488, in ray._raylet.execute_task',
    '(pid=2157, ip=172.31.5.129)   File "python/ray/_raylet.pyx", line 495, in ray._raylet.execute_task',
    '(pid=2157, ip=172.31.5.129)   File "python/ray/_raylet.pyx", line 505, in ray._raylet.execute_task',
    '(pid=2157, ip=172.31.5.129)   File "python/ray/_raylet.pyx", line 449, in ray._raylet.execute_task.function_executor',
]
# the same traceback with the actor's own method kept (#15230's last frames): the program's code
RAY_WORKER_WITH_TASK = [
    *RAY_WORKER_TASK_ONLY,
    '(pid=2157, ip=172.31.5.129)   File "/home/ray/anaconda3/lib/python3.7/site-packages/ray/_private/function_manager.py", line 556, in actor_method_executor',
    "(pid=2157, ip=172.31.5.129)     return method(__ray_actor, *args, **kwargs)",
    '(pid=2157, ip=172.31.5.129)   File "workloads/test_dead_actors.py", line 43, in ping',
    "(pid=2157, ip=172.31.5.129)     sys.exit(-1)",
]
# a thread pool's wait (no process pool's frame): the exception it re-raises is the program's own,
# raised in one of its threads (CPython's Lib/concurrent/futures/_base.py frames, 3.10)
THREAD_POOL_WAIT_FRAMES = [
    "Traceback (most recent call last):",
    '  File "train.py", line 40, in <module>',
    "    results = list(executor.map(load_shard, shards))",
    '  File "/usr/lib/python3.10/concurrent/futures/_base.py", line 621, in result_iterator',
    "    yield _result_or_cancel(fs.pop())",
]
# https://github.com/HRNet/HigherHRNet-Human-Pose-Estimation/issues/114: init_process_group
# calling its rendezvous (here cut below it, in the init_method's handler)
INIT_PROCESS_GROUP_FRAMES = [
    "Traceback (most recent call last):",
    '  File "D:\\kinect\\HigherHRNet-Human-Pose-Estimation-master\\HigherHRNet-Human-Pose-Estimation-master\\tools\\dist_train.py", line 156, in main_worker',
    "    dist.init_process_group(",
    '  File "D:\\anaconda\\envs\\HHRnet\\lib\\site-packages\\torch\\distributed\\distributed_c10d.py", line 433, in init_process_group',
    "    rendezvous_iterator = rendezvous(",
    # a plugin's handler below it (torch_xla's `xla://`, torch_xla/_internal/rendezvous.py's
    # source quoted): no frame of torch.distributed's own at the cut
    '  File "D:\\anaconda\\envs\\HHRnet\\lib\\site-packages\\torch_xla\\_internal\\rendezvous.py", line 36, in pjrt_rendezvous_handler',
    "    master_ip = tpu.discover_master_worker_ip() if xr.device_type(",
]


@pytest.mark.parametrize("frames", [CHILD_BOOTSTRAP_ONLY, POOL_WAIT_FRAMES, INIT_PROCESS_GROUP_FRAMES,
                                    RAY_WORKER_TASK_ONLY],
                         ids=["child-bootstrap", "process-pool-wait", "init-process-group",
                              "ray-worker-task-execution"])
def test_a_traceback_cut_where_another_process_or_the_rendezvous_raised_is_of_unknown_cause(
        ended, frames: list[str]) -> None:
    """Cut in a child's bootstrap (before its target) or a Ray worker's task execution
    (before the task's function), at a parent's wait on a process pool's
    result (which re-raises the worker's exception), or below init_process_group (the
    rendezvous with the other ranks): what was lost is another process's failure or the
    set-up's, exit status 1 or not."""
    result = attribute_bundle(ended("rank-0", frames, {"job_state": "FAILED", "exit_code": 1}))
    assert (result.verdict, result.category) == ("ambiguous", "unknown")
    assert result.implicated_nodes == []


@pytest.mark.parametrize("frames", [CHILD_WITH_TARGET, THREAD_POOL_WAIT_FRAMES, RAY_WORKER_WITH_TASK],
                         ids=["child-target-shown", "thread-pool-wait", "ray-actor-method-shown"])
def test_a_traceback_cut_in_the_programs_own_child_or_thread_stays_the_programs(
        ended, frames: list[str]) -> None:
    result = attribute_bundle(ended("rank-0", frames, {"job_state": "FAILED", "exit_code": 1}))
    assert (result.verdict, result.category, result.signature) == (
        "attributed", "user_code", "program-error-ending")


# rich's traceback (rich.traceback.install(), as Composer prints an uncaught exception): the
# header is rich's Panel title as rich/traceback.py renders it at 80 columns (`title="[traceback.
# title]Traceback [dim](most recent call last)"`); the lines inside the box are posted in
# https://github.com/mosaicml/llm-foundry/issues/412 ("Cant start train from ckpt": a frame in
# Composer's load_checkpoint, the excerpt cut before the box closes and before its exception)
RICH_HEADER_LINE = "╭───────────────────── Traceback (most recent call last) ──────────────────────╮"
RICH_FRAMES = [
    "│                                                                              │",
    "│   1349 │   │   │   │   if wandb.run is None:                                 │",
    "│   1350 │   │   │   │   │   load_object_store.init(self.state, self.logger)   │",
    "│   1351 │   │   │   _, _, parsed_load_path = parse_uri(load_path)             │",
    "│ ❱ 1352 │   │   │   self._rng_state = checkpoint.load_checkpoint(             │",
    "│   1353 │   │   │   │   state=self.state,                                     │",
    "│   1354 │   │   │   │   logger=self.logger,                                   │",
    "│   1355 │   │   │   │   path=parsed_load_path,                                │",
    "│                                                                              │",
    "│ /usr/lib/python3/dist-packages/composer/utils/checkpoint.py:225 in           │",
    "│ load_checkpoint                                                              │",
    "│                                                                              │",
    "│   222 │   │   │   │   fsdp_sharded_state_dict_enabled=state.fsdp_sharded_sta │",
    "│   223 │   │   │   │   deepspeed_sharded_checkpoint=is_model_deepspeed(state. │",
    "│   224 │   │   │   )                                                          │",
]


@pytest.mark.parametrize("prefix", ["", "[rank24]: "], ids=["plain", "rank-tagged"])
def test_a_rich_traceback_cut_inside_its_box_with_an_uncaught_exceptions_exit_status_is_the_programs(
        ended, prefix: str) -> None:
    """rich's box is a Python traceback drawn differently: cut before it closes, with exit
    status 1, it is the program's as a plain cut traceback is."""
    lines = [prefix + line for line in [RICH_HEADER_LINE, *RICH_FRAMES]]
    result = attribute_bundle(ended("rank-0", lines, {"job_state": "FAILED", "exit_code": 1}))
    assert (result.verdict, result.category, result.signature) == (
        "attributed", "user_code", "program-error-ending"), result.explanation


def test_a_rich_traceback_cut_without_that_exit_status_stays_unexplained(ended) -> None:
    killed = attribute_bundle(ended("rank-0", [RICH_HEADER_LINE, *RICH_FRAMES],
                                    {"job_state": "FAILED", "exit_code": 143}))
    assert (killed.verdict, killed.category) == ("ambiguous", "unknown"), killed.explanation


def test_a_rich_traceback_header_over_no_frames_location_stays_unexplained(ended) -> None:
    """The header and source lines, no frame's location: nothing says where it raised."""
    no_frame = attribute_bundle(ended("rank-0", [RICH_HEADER_LINE, *RICH_FRAMES[:9]],
                                      {"job_state": "FAILED", "exit_code": 1}))
    assert no_frame.signature != "program-error-ending", no_frame.explanation


# A traceback cut in torch.distributed.checkpoint's load, as CPython prints its frames over
# PyTorch 2.13's own source (torch/distributed/checkpoint/state_dict_loader.py lines 183 and
# 295, `load` calling `_load_state_dict`, which plans the load with `distW.reduce_scatter`;
# torch/distributed/checkpoint/utils.py lines 197 and 135, `reduce_scatter` gathering what each
# rank raised; torch/distributed/distributed_c10d.py line 3631, `gather_object`'s all_gather),
# so quoted from the source, not a post. DCP gathers the ranks' own failures and raises them
# as one CheckpointException (utils.py: `raise CheckpointException(step, node_failures)`): a
# traceback cut in DCP's frames lost the checkpoint's failure, one cut in c10d's a collective's.
# Ray's prefix on an actor's relayed line, `(RayTrainWorker pid=2913, ip=10.0.0.5) `, is the
# format of Ray's logging guide (a worker's output relayed to its driver).
SITE = "/usr/local/lib/python3.11/site-packages/torch/distributed"
DCP_LOAD = [
    "Traceback (most recent call last):",
    f'  File "{SITE}/checkpoint/state_dict_loader.py", line 183, in load',
    "    _load_state_dict(",
    f'  File "{SITE}/checkpoint/state_dict_loader.py", line 295, in _load_state_dict',
    '    central_plan = distW.reduce_scatter("plan", local_step, global_step)',
]
DCP_INTO_C10D = [
    *DCP_LOAD,
    f'  File "{SITE}/checkpoint/utils.py", line 197, in reduce_scatter',
    "    all_data = self.gather_object(local_data)",
    f'  File "{SITE}/checkpoint/utils.py", line 135, in gather_object',
    "    dist.gather_object(",
    f'  File "{SITE}/distributed_c10d.py", line 3631, in gather_object',
    "    all_gather(object_size_list, local_size, group=group)",
]
RAY_ACTOR = "(RayTrainWorker pid=2913, ip=10.0.0.5) "


@pytest.mark.parametrize("prefix", ["", "[rank0]: ", RAY_ACTOR], ids=["plain", "rank", "ray-actor"])
def test_a_traceback_cut_in_a_distributed_checkpoints_load_is_the_programs(ended, prefix) -> None:
    """Cut in DCP's own frames, with exit status 1: the checkpoint's failure the ranks raised
    was lost, not a collective's; read as any cut traceback of the program, also behind Ray's
    prefix on an actor's lines (its header above the kept last lines, the frames are read)."""
    lines = [prefix + line for line in DCP_LOAD[1:]]
    result = attribute_bundle(ended("rank-0", lines, {"job_state": "FAILED", "exit_code": 1}))
    assert (result.verdict, result.category, result.signature) == (
        "attributed", "user_code", "program-error-ending"), result.explanation


@pytest.mark.parametrize("prefix", ["", RAY_ACTOR], ids=["plain", "ray-actor"])
def test_the_same_load_cut_in_c10ds_gather_stays_of_unknown_cause(ended, prefix) -> None:
    lines = [prefix + line for line in DCP_INTO_C10D[1:]]
    result = attribute_bundle(ended("rank-0", lines, {"job_state": "FAILED", "exit_code": 1}))
    assert (result.verdict, result.category) == ("ambiguous", "unknown"), result.explanation


# A traceback cut in PaddlePaddle's launcher's own set-up, as CPython prints its frames over
# Paddle 2's source (python/paddle/distributed/fleet/launch.py: `launch` calling
# `launch_collective(args)`, which calls `get_cluster_from_args(args, device_mode,
# devices_per_proc)` to assign the trainers' ports), so quoted from the source, not a post.
# The launcher runs no collective: its set-up raised (its arguments, devices, ports). It
# relays a trainer's death in its watch loop, with `ABORT!!! ...` and exit(1), no traceback.
PADDLE = "/opt/conda/lib/python3.7/site-packages/paddle/distributed"
PADDLE_LAUNCH_SETUP = [
    "Traceback (most recent call last):",
    f'  File "{PADDLE}/fleet/launch.py", line 369, in launch',
    "    launch_collective(args)",
    f'  File "{PADDLE}/fleet/launch.py", line 241, in launch_collective',
    "    devices_per_proc)",
]
# the same kind of cut in Paddle's collective API (python/paddle/distributed/collective.py,
# `all_reduce`): a collective's failure was lost
PADDLE_ALL_REDUCE = [
    "Traceback (most recent call last):",
    '  File "train.py", line 40, in <module>',
    "    dist.all_reduce(loss)",
    f'  File "{PADDLE}/collective.py", line 425, in all_reduce',
    "    return _C_ops.c_allreduce_sum_(tensor, 'use_calc_stream', True, 'ring_id', ring_id)",
]


@pytest.mark.parametrize("stream", ["launcher", "rank-0"])
def test_a_traceback_cut_in_paddles_launcher_set_up_is_the_jobs_own(ended, stream) -> None:
    """Under `paddle/distributed/` but no communication layer: with exit status 1, the
    launcher's own error, as any cut traceback of the program is."""
    result = attribute_bundle(ended(stream, PADDLE_LAUNCH_SETUP,
                                    {"job_state": "FAILED", "exit_code": 1}))
    assert (result.verdict, result.category, result.signature) == (
        "attributed", "user_code", "program-error-ending"), result.explanation


def test_a_traceback_cut_in_paddles_collective_stays_of_unknown_cause(ended) -> None:
    result = attribute_bundle(ended("rank-0", PADDLE_ALL_REDUCE,
                                    {"job_state": "FAILED", "exit_code": 1}))
    assert (result.verdict, result.category) == ("ambiguous", "unknown"), result.explanation


# https://github.com/jquesnelle/yarn/issues/35 (accelerate with DeepSpeed: prepare handing the
# model to `_prepare_deepspeed`, which raised there a ValueError about its config; cut here at
# `prepare`, as excerpts often stop before the frames that say which)
ACCELERATE_PREPARE = [
    '  File "/workspace/long/yarn/finetune.py", line 143, in main',
    "    model = accelerator.prepare(model)",
    '  File "/root/miniconda3/envs/yarn/lib/python3.10/site-packages/accelerate/accelerator.py", line 1280, in prepare',
    "    result = self._prepare_deepspeed(*args)",
]
ACCELERATE_PREPARE_RAISED = [
    '  File "/root/miniconda3/envs/yarn/lib/python3.10/site-packages/accelerate/accelerator.py", line 1515, in _prepare_deepspeed',
    "    raise ValueError(",
    "ValueError: When using DeepSpeed `accelerate.prepare()` requires you to pass at least one of training or evaluation dataloaders or alternatively set an integer value in `train_micro_batch_size_per_gpu` in the deepspeed config fileor assign integer value to `AcceleratorState().deepspeed_plugin.deepspeed_config['train_micro_batch_size_per_gpu']`.",
]


@pytest.mark.parametrize("header", [[], ["Traceback (most recent call last):"]],
                         ids=["frames-alone", "with-header"])
def test_a_traceback_cut_in_accelerates_prepare_is_of_unknown_cause(ended, header) -> None:
    """Accelerate's `prepare` hands the model on to be wrapped for distributed training (DDP's
    or FSDP's constructor, DeepSpeed's initialize: collectives) and checks the config: cut
    there, neither which nor whether a collective failed was kept, exit status 1 or not."""
    result = attribute_bundle(ended("rank-0", [*header, *ACCELERATE_PREPARE],
                                    {"job_state": "FAILED", "exit_code": 1}))
    assert (result.verdict, result.category, result.implicated_nodes) == ("ambiguous", "unknown", [])


def test_the_same_traceback_with_its_exception_is_the_programs(ended) -> None:
    result = attribute_bundle(ended("rank-0", [*ACCELERATE_PREPARE, *ACCELERATE_PREPARE_RAISED],
                                    {"job_state": "FAILED", "exit_code": 1}))
    assert (result.verdict, result.category) == ("attributed", "user_code")


# a traceback kept only as its header (`Traceback (most recent call last):` the file's last line)
# https://github.com/awslabs/dgl-ke/issues/273 (dglke_train's DGL warnings, and the header the
# traceback began with; the excerpt is cut there, as a post or a process ended mid-print leaves it)
DGL_WARNINGS = [
    "/somevenv/lib/python3.7/site-packages/dgl/heterograph.py:72: DGLWarning: Recommend creating graphs by `dgl.graph(data)` instead of `dgl.DGLGraph(data)`.",
    "  dgl_warning('Recommend creating graphs by `dgl.graph(data)`'",
    "/somevenv/lib/python3.7/site-packages/dgl/heterograph.py:84: DGLWarning: Keyword arguments ['readonly', 'multigraph', 'sort_csr'] are deprecated in v0.5, and can be safely removed in all cases.",
    "  ' removed in all cases.'.format(list(deprecate_kwargs.keys())))",
]
HEADER = "Traceback (most recent call last):"
# https://github.com/NVIDIA/nccl/issues/846 (the WARN the poster quotes: NCCL's own report of a
# CUDA call that failed under it); then NCCL's trace of that error's return up the stack, in
# the format its NCCLCHECK macro prints (src/include/checks.h: INFO(NCCL_ALL,"%s:%d -> %d",
# __FILE__, __LINE__, res)), the lines RCCL and NCCL print before the program's traceback
NCCL_FAULT_ABOVE = [
    "transport.cc:154 NCCL WARN Cuda failure 'invalid argument'",
    "node-1:4242:4242 [0] NCCL INFO transport.cc:154 -> 1",
    "node-1:4242:4242 [0] NCCL INFO init.cc:1585 -> 1",
    "node-1:4242:4242 [0] NCCL INFO init.cc:1902 -> 1",
    "node-1:4242:4242 [0] NCCL INFO group.cc:68 -> 1 [Async thread]",
    "node-1:4242:4242 [0] NCCL INFO group.cc:437 -> 1",
    "node-1:4242:4242 [0] NCCL INFO init.cc:2278 -> 1",
]


@pytest.mark.parametrize("above", [
    [],
    DGL_WARNINGS,
    # two processes' tracebacks cut at their header, the first's only frame the script's top
    # level (flower#756's), which names none of the program's calls
    [HEADER, CUT_TRACEBACK[1]],
], ids=["header-alone", "under-warnings", "under-a-top-level-frame"])
def test_a_traceback_kept_only_as_its_header_names_nobodys_code(ended, above) -> None:
    """No frame and no exception were kept, and nothing above the header states a cause: the
    program, a library under it or a peer's failure it relayed could have raised, so the exit
    status of an uncaught exception does not make it the program's."""
    result = attribute_bundle(ended("rank-0", [*above, HEADER],
                                    {"job_state": "FAILED", "exit_code": 1}))
    assert (result.verdict, result.category, result.signature) == (
        "ambiguous", "unknown", "traceback-header-only")
    assert result.implicated_nodes == []


@pytest.mark.parametrize("above", [
    # another traceback cut inside the program's calls (flower#756's, into its client's main)
    CUT_TRACEBACK,
    # mp.spawn's relay of a child's exception (pytorch#14390's), the child's header cut
    SPAWN_WRAPPER[:13],
    # a communication library's own failure report, a few of its lines above the header
    NCCL_FAULT_ABOVE,
], ids=["under-the-programs-frames", "under-spawns-relay", "under-nccls-warn"])
def test_what_the_lines_above_a_bare_header_state_still_decides(ended, above) -> None:
    result = attribute_bundle(ended("rank-0", [*above, HEADER],
                                    {"job_state": "FAILED", "exit_code": 1}))
    assert result.signature != "traceback-header-only"
    assert (result.verdict, result.category, result.signature) == (
        "attributed", "user_code", "program-error-ending")
