"""Where a Python traceback a stream ends inside was cut off, and what that says.

A posted excerpt, or a process that stopped while it printed, often ends inside a traceback's
frames with its exception line lost. These readings find the frames a stream (or its file's
end, which the kept tail passes over) ends inside, and tell whose code was running in the
deepest one: a communication layer's (torch.distributed, a collective library, gRPC, Ray's
`ray.get`, a TensorFlow session's `run`, a collective set-up or call), an object store's, a
launcher's, a pass-through wrapper's (read through to its caller), or the program's own; and
IPython's traceback forms, whose header names the exception's class. The program-ending rules
(program_endings.py) decide what a cut traceback means for the verdict.
"""

from __future__ import annotations

from collections.abc import Sequence

from trainwarden.attribution.bundle import StreamInfo
from trainwarden.attribution.endings import TRACEBACK_HEADER, is_program_error
from trainwarden.untrusted import linear_re
from trainwarden.untrusted.safeio import read_regular_end

# a Python traceback's frame (`File "x.py", line 12, in f`; faulthandler's dump of a live
# process's stacks writes `line 12 in f`, no comma, and is no exception) and the lines a frame
# shows under it (its source line, the carets of 3.11+); behind torch elastic's tee prefix,
# TailLog's `[{name}{local_rank}]:`: `[rank0]:`, `[default0]:`, or `[0]:` for an unnamed role;
# behind pdsh's `host: ` (DeepSpeed's and GPT-NeoX's multi-node runner prefixes each line with
# the host that printed it); behind Ray's prefix of a worker's or an actor's line relayed to
# its driver, `(pid=N)`, `(EmbodiedFSDPActor pid=N)`, `(Actor pid=N, ip=A)` (Ray's logging
# guide; endings.py reads a program's last words behind it too); behind a log collector's own
# RFC 3339 time in front of each line (`kubectl logs --timestamps`: `2025-03-10T13:52:10.316Z
# ` and the line; a job log's stamps, kept after the bundle's own ISO time)
TRACEBACK_FRAME = linear_re.compile(
    r'^(?:\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|[+-]\d\d:\d\d) +)?'
    r'(?:\([\w=., -]{0,80}?\bpid=\d+(?:, ip=[\d.]+)?\) +)?'
    r'(?:\[(?:rank|default)?\d+\]: *|[\w.-]+: +)?\s*File "[^"\n]+", line \d+, in \S')


def open_frames(tail: tuple[str, ...]) -> list[int]:
    """Indexes of the traceback frames the stream ends inside (none when it goes on past
    its last frame by more than the frame's own source line and carets)."""
    frames = [i for i, line in enumerate(tail) if TRACEBACK_FRAME.search(line) is not None]
    if not frames or len(tail) - frames[-1] > 3:
        return []
    return frames


# the deepest frame of a cut-off traceback inside a communication layer (torch.distributed,
# a collective library's bindings, gRPC's channel; Ray's own package, RAY_FRAME below): the
# exception it lost is most likely the communication's (a timeout, a peer gone), so the cut-off
# traceback is not counted as the program's.
# Ray's code (`ray.get` in ray/_private/worker.py, Tune's trial executor, Train's backend
# set-up, RLlib's trainer driving its rollout workers) waits on remote tasks and actors, and
# what it raises there is their failure relayed: `ray.get` re-raises a task's exception as
# RayTaskError and a worker that died as RayActorError or WorkerCrashedError (Ray's
# fault-tolerance guide, ray/exceptions.py), so a driver's traceback cut off inside it lost a
# remote process's error, as one cut off in torch.distributed lost a peer's.
# DistributedDataParallel's constructor is one too: its work is collectives across the
# process group (verifying parameter shapes, broadcasting the module's state; PyTorch's
# torch/nn/parallel/distributed.py), unlike its forward, which runs the program's module; so
# are the methods it broadcasts the module's state with, which a traceback shows under it
# (`_sync_params_and_buffers`, `_sync_module_states`, and `_distributed_broadcast_coalesced`,
# the coalesced broadcast itself, which forward's buffer sync also calls; pytorch/pytorch#63455
# posts one that raised `RuntimeError: Socket Timeout` there).
# Horovod's framework bindings are too (horovod/torch, tensorflow, keras, _keras, mxnet: its
# allreduce, allgather, broadcast, the DistributedOptimizer's reductions and `synchronize`,
# which raises HorovodInternalError when a collective failed; horovod/torch/mpi_ops.py,
# horovod/tensorflow/__init__.py), a function's frame there: a `<module>` frame is the import
# (its extension's check, horovod/common/util.py), which stays the program's environment.
COMMUNICATION_FRAME = linear_re.compile(
    r'(?i:File "[^"\n]*(?:[/\\]distributed[/\\]|distributed_c10d|nccl|gloo|collective'
    r'|[/\\]grpc[/\\])[^"\n]*"'
    r'|File "[^"\n]*[/\\]nn[/\\]parallel[/\\]distributed\.py", line \d+, in (?:__init__'
    r'|_sync_module_states|_sync_params_and_buffers|_distributed_broadcast_coalesced)\b'
    # nn.DataParallel's copies between its GPUs: replicating the module (replicate.py's
    # broadcast_coalesced of its parameters), scattering inputs and gathering outputs
    # (_functions.py, comm.py); torch/nn/parallel/replicate.py, its forward stays the program's
    r'|File "[^"\n]*[/\\]nn[/\\]parallel[/\\](?:replicate|_functions|comm)\.py", line \d+, in '
    r'|File "[^"\n]*[/\\]horovod[/\\](?:torch|tensorflow|keras|_keras|mxnet)[/\\][^"\n]*", '
    r'line \d+, in [A-Za-z_])')


# torch.distributed.checkpoint's own frames (DCP's save and load, their planners and storage
# readers): a distributed package, but not a communication layer. Its `_DistWrapper` runs each
# step on every rank, gathers what they raised and raises it on all of them as one
# CheckpointException (torch/distributed/checkpoint/utils.py, `reduce_scatter`: "raise
# CheckpointException(step, node_failures)"), so a traceback cut in its frames lost the
# checkpoint's own failure (a key or a shard the plan could not find), not a collective's;
# a cut deeper, in c10d's own frames, stays the communication's
CHECKPOINT_FRAME = linear_re.compile(
    r'File "[^"\n]*[/\\]distributed[/\\]checkpoint[/\\][^"\n]*"')


def _communication(frame: str) -> bool:
    """The frame is a communication layer's, those under `distributed` that run no collective
    excepted (NO_COLLECTIVE_FRAMES)."""
    return (COMMUNICATION_FRAME.search(frame) is not None
            and not any(layer.search(frame) is not None for layer in NO_COLLECTIVE_FRAMES))


# the deepest frame of a cut-off traceback inside an object-store client's transfer code
# (boto3's S3 transfer and s3transfer, google-cloud-storage's blob transfers, gcsfs, s3fs,
# azure-storage-blob): the exception it lost was the store's, raised by the upload or
# download of the job's data, as a failed transfer command is (storage.yaml)
OBJECT_STORE_FRAME = linear_re.compile(
    r'File "[^"\n]*[/\\](?:s3transfer|boto3[/\\]s3|google[/\\]cloud[/\\]storage|gcsfs|s3fs'
    r'|azure[/\\]storage[/\\]blob)[/\\][^"\n]*"')


# the deepest frame of a cut-off traceback in PaddlePaddle's launcher's own set-up (paddle/
# distributed/fleet/launch.py and launch_utils.py: the arguments, the selected devices, the
# cluster and its ports, starting the trainers), under `distributed` but no communication
# layer: the launcher runs no collective. Its entry `launch` is left out (it may call the
# elastic launch, which waits on etcd), as is resolving the host's name. Its relay of a
# trainer's death is its watch loop (`watch_local_trainers` logs `ABORT!!! Out of all {}
# trainers, the trainer process with rank={} was aborted`, launch_utils.py, and
# launch_collective exits with 1: no traceback), which is not a set-up frame
PADDLE_LAUNCH_SETUP_FRAME = linear_re.compile(
    r'File "[^"\n]*[/\\]paddle[/\\]distributed[/\\]fleet[/\\]launch(?:_utils)?\.py", '
    r'line \d+, in (?:launch_collective|get_cluster_from_args|get_gpus|get_cluster'
    r'|get_device_proc_info|start_local_trainers|_parse_args|find_free_ports)\b')
# frames under `distributed` that are no communication layer's: a traceback cut in one lost
# that code's own failure (the checkpoint's, gathered from the ranks; the launcher's set-up,
# before any collective), not a collective's
NO_COLLECTIVE_FRAMES = (CHECKPOINT_FRAME, PADDLE_LAUNCH_SETUP_FRAME)


# the deepest frame of a cut-off traceback inside a launcher's own code: Accelerate's launch
# command raises `CalledProcessError` for a child that exited non-zero (accelerate/commands/
# launch.py, simple_launcher; huggingface/accelerate#4277), DeepSpeed's runner exits with its
# child's code (deepspeed/launcher/runner.py): the launcher relaying a failure, not the program
LAUNCHER_FRAME = linear_re.compile(
    r'File "[^"\n]*[/\\](?:accelerate[/\\]commands|deepspeed[/\\]launcher)[/\\][^"\n]*"')
# the deepest frame of a cut-off traceback inside Ray's own package (a site's `/home/ray/` is no
# such frame): its code waits on remote tasks and actors (COMMUNICATION_FRAME's note above)
RAY_FRAME = linear_re.compile(r'File "[^"\n]*[/\\](?:site|dist)-packages[/\\]ray[/\\][^"\n]*"')
# a frame of torch.distributed's `init_process_group` (distributed_c10d.py): everything it calls
# is the rendezvous with the group's other ranks (the init_method's handler: the c10d store's
# TCP connection, an env:// master, a plugin's own, torch_xla's `xla://` discovering the master
# worker's IP from the TPU's peers) and the backend's set-up across them, so a traceback cut
# anywhere below it lost the set-up's failure (a peer not there, the fabric), as one cut in
# DistributedDataParallel's constructor did
INIT_PROCESS_GROUP_FRAME = linear_re.compile(
    r'File "[^"\n]*distributed_c10d\.py", line \d+, in init_process_group\b')
# CPython's multiprocessing running a child: Process._bootstrap calls `self.run()`, which calls
# the target (`self._target(*self._args, **self._kwargs)`, Lib/multiprocessing/process.py),
# under the `Process SpawnProcess-1:` line _bootstrap prints; a child's traceback cut while still
# in these two frames (the target's own frames and the exception lost) shows that a child process
# raised, and nothing of whose code or what
PROCESS_BOOTSTRAP_FRAME = linear_re.compile(
    r'File "[^"\n]*[/\\]multiprocessing[/\\]process\.py", line \d+, in (?:_bootstrap|run)\b')
# Ray's worker process running a task: the Cython frames of python/ray/_raylet.pyx
# (`task_execution_handler`, `execute_task` and its `function_executor`, which calls the task's
# or actor method's function), as Ray forwards a worker's output to the driver under
# `(pid=N)`; a worker's traceback cut while still in them (an actor exiting, `SystemExit was
# raised from the worker`, worker.py) shows that a worker process raised or exited, and nothing
# of the program's code or what
RAY_WORKER_TASK_FRAME = linear_re.compile(
    r'File "[^"\n]*_raylet\.pyx", line \d+, in ray\._raylet\.\w+')
# a parent's wait on a process pool's result: concurrent.futures' Future.result re-raises the
# exception the worker process raised, sent back to the parent (`raise self._exception`,
# Lib/concurrent/futures/_base.py; result_iterator and ProcessPoolExecutor.map's
# _chain_from_iterable_of_lists, Lib/concurrent/futures/process.py, call it), and so does
# multiprocessing.pool's AsyncResult.get (`raise self._value`, Lib/multiprocessing/pool.py):
# a traceback cut there lost another process's failure, as one cut at `ray.get` did (torch_xla's
# xmp.spawn runs its replicas so: pjrt.run_multiprocess over a ProcessPoolExecutor)
POOL_RESULT_FRAME = linear_re.compile(
    r'File "[^"\n]*[/\\](?:concurrent[/\\]futures[/\\](?:_base|process)\.py", line \d+, in '
    r'(?:result_iterator|result|__get_result|_result_or_cancel|_chain_from_iterable_of_lists)'
    r'|multiprocessing[/\\]pool\.py", line \d+, in (?:get|map|starmap))\b')
# a frame of a pool of processes (not threads: a thread pool's future re-raises the program's
# own exception, in its own process): ProcessPoolExecutor's module, multiprocessing.pool's
PROCESS_POOL_FRAME = linear_re.compile(
    r'File "[^"\n]*[/\\](?:concurrent[/\\]futures[/\\]process|multiprocessing[/\\]pool)\.py"')
# the source line a frame shows calling Ray's `ray.get`: the program's own frame waiting on a
# remote task's or actor's result, which the call re-raises (above)
_RAY_GET_CALL = linear_re.compile(r"(?:^|\s)(?:[\w.]+(?:, [\w.]+)* = )?ray\.get\(")
# the source line a frame shows calling a TensorFlow 1.x session's `run` (`sess.run(train_op)`,
# a MonitoredSession's `mon_sess.run(...)`): the graph runs in TensorFlow's runtime, and what
# the call raises is the OpError an op there raised (tf.compat.v1.Session.run's docs: `OpError:
# If this op fails to run`), the collectives' too (Horovod's ops: `Horovod has been shut down`
# when a peer's process left), so a traceback cut there lost the runtime's error, as one cut at
# `ray.get` lost a remote's
_SESSION_RUN_CALL = linear_re.compile(r"(?:^|[\s=(])[\w.]*sess(?:ion)?\.run\(")
# the source line a frame shows calling DeepSpeed's engine's distributed set-up: DeepSpeedEngine's
# constructor calls `self._configure_distributed_model(model)`, which broadcasts the module's
# parameters from the group's first rank (`self._broadcast_model()`, deepspeed/runtime/
# engine.py): collectives across the data-parallel group, as DistributedDataParallel's
# constructor's are (above), so what a traceback cut off there lost is most likely a
# collective's failure (a peer gone, the fabric), not the program's; and Lightning's DDP
# strategy's `self.configure_ddp()` (its setup wrapping the module in DistributedDataParallel,
# whose constructor broadcasts it: src/lightning/pytorch/strategies/ddp.py)
# The program's own call of torch.distributed's `init_process_group(...)` is such a set-up too:
# the rendezvous of every rank at the store and the process group's creation
# (torch/distributed/distributed_c10d.py: `rendezvous(...)`, the store's connect, the backend's
# init), so what a traceback cut at that call lost is most likely the rendezvous's failure (a
# store's connection reset or refused, a timeout: the store's creation raises
# `DistNetworkError`, torch/distributed/rendezvous.py's `_create_c10d_store`), as one cut in
# its frames under it would be
_COLLECTIVE_SETUP_CALL = linear_re.compile(
    r"(?:^|[\s.])(?:_configure_distributed_model|_broadcast_model|configure_ddp"
    r"|init_process_group)\(")
# the source line a frame shows calling ZeRO-3's reduce-scatter of a gradient bucket: its
# `self.__reduce_and_partition_ipg_grads()` averages and scatters the bucket's gradients
# across the data-parallel group (`__avg_scatter_grads`, `reduce_scatter_coalesced`;
# deepspeed/runtime/zero/stage3.py), a collective in the backward pass, so what a traceback cut
# there lost is most likely the collective's failure, as at DeepSpeed's set-up broadcast above
# (and the engine's `self.allreduce_gradients()`, deepspeed/runtime/engine.py's backward: the
# gradients' allreduce across the data-parallel group, or ZeRO's reduce epilogue)
_COLLECTIVE_CALL = linear_re.compile(
    r"(?:^|[\s.])(?:__reduce_and_partition_ipg_grads|allreduce_gradients)\(")
# the source line a frame shows entering a wait for the group's other ranks: YOLOv5's and
# Ultralytics' `torch_distributed_zero_first(local_rank)` context makes every rank but each
# node's first wait at `dist.barrier()` and that first rank wait at its exit
# (ultralytics/utils/torch_utils.py, utils/torch_utils.py in YOLOv5), so a traceback whose
# deepest frame is its `with` line lost what the barrier raised (a peer gone, a timeout), as
# one cut at a collective's call did; the body's own errors show the body's line instead
# Hugging Face's `main_process_first` contexts are the same wait: TrainingArguments'
# (`with training_args.main_process_first(desc="load dataset"):`, transformers/training_args.py:
# every process but the main one calls `dist.barrier()` before the body, the main one after it)
# and Accelerate's PartialState's `main_process_first()` / `local_main_process_first()`
# (accelerate/state.py, `wait_for_everyone()` on both sides)
_BARRIER_CALL = linear_re.compile(
    r"(?:^|[\s.(])(?:torch_distributed_zero_first|(?:local_)?main_process_first)\(")
# a pass-through wrapper's frame: DeepSpeed's `instrument_w_nvtx` decorator, whose `wrapped_fn`
# only pushes a profiler range and calls the function it wraps (`ret_val = func(*args,
# **kwargs)`, deepspeed/utils/nvtx.py); a traceback's deepest frame that is one is no frame of
# the program's own, so the frame above it, whose source line called the wrapped function,
# is read as the deepest
# CPython's contextlib running a generator-based context manager is one too: its
# `_GeneratorContextManager.__enter__` / `__exit__` only advance the generator (`next(self.gen)`,
# Lib/contextlib.py), so what raised there was the manager's own code, entered by the caller's
# `with` line (a body's exception shows the body's frames instead)
PASS_THROUGH_FRAME = linear_re.compile(
    r'File "[^"\n]*[/\\]deepspeed[/\\]utils[/\\]nvtx\.py", line \d+, in wrapped_fn\b'
    r'|File "[^"\n]*[/\\]contextlib\.py", line \d+, in __(?:enter|exit)__\b')


def calls_a_collective(source: Sequence[str]) -> bool:
    """The deepest frame's source line calls `ray.get`, a TensorFlow session's `run`, a
    collective set-up or a collective: what was raised there was most likely that layer's."""
    return any(_RAY_GET_CALL.search(line) is not None or _SESSION_RUN_CALL.search(line) is not None
               or _COLLECTIVE_SETUP_CALL.search(line) is not None
               or _COLLECTIVE_CALL.search(line) is not None
               or _BARRIER_CALL.search(line) is not None for line in source)


# the deepest frame of a cut-off traceback in Accelerate's `prepare` itself, before it reached
# the object it was preparing: `prepare` (and the generator expression over its arguments)
# hands each object to `_prepare_one`, the model to `prepare_model`, which wraps it in
# DistributedDataParallel or FSDP (their constructors broadcast the module's state across the
# group), and with DeepSpeed all of them to `_prepare_deepspeed`, which checks the config and
# calls `deepspeed.initialize` (the engine's broadcast of the model; accelerate/accelerator.py):
# a traceback cut there lost which object failed and whether a collective did, as one cut at
# DeepSpeed's set-up broadcast did. The frames it calls show which (a cut in `prepare_model` or
# `_prepare_deepspeed` keeps the reading of what its source line shows)
ACCELERATE_PREPARE_FRAME = linear_re.compile(
    r'File "[^"\n]*[/\\]accelerate[/\\]accelerator\.py", line \d+, in (?:prepare\b|<genexpr>)')


def cut_off_in_communication(stream: StreamInfo, text: str = "") -> bool:
    """The stream ends inside a traceback (its exception line cut off) whose deepest frame
    is a communication layer's, or whose deepest frame's source line calls `ray.get` (the
    remote's failure it re-raises was cut off) or DeepSpeed's engine's distributed set-up (its
    broadcast of the model). The tail passes over indented frames, so the
    deepest one is read from the end of the file itself (only for a stream that ends the run
    this way)."""
    if any(cut_off_in(stream, layer) for layer in NO_COLLECTIVE_FRAMES):
        return False  # that code's own failure was cut off, no collective's
    frames = open_frames(stream.tail)
    if len(frames) > 1 and PASS_THROUGH_FRAME.search(stream.tail[frames[-1]]) is not None:
        frames = frames[:-1]  # the wrapper's frame: its caller's source line is the call
    if frames:
        source = stream.tail[frames[-1] + 1:frames[-1] + 2]
    elif stream.tail and TRACEBACK_HEADER.search(stream.tail[-1]) is not None:
        source = last_frame_source_in_file(stream)
    else:
        source = ()
    if calls_a_collective(source):
        return True
    if RAY_FRAME.search(text) is not None and file_ends_in_frames(stream) == text:
        return True  # the file's deepest frame, its header fallen out, is Ray's
    if ACCELERATE_PREPARE_FRAME.search(text) is not None and file_ends_in_frames(stream) == text:
        return True  # the file's deepest frame, its header fallen out, is Accelerate's prepare
    if any(INIT_PROCESS_GROUP_FRAME.search(frame) is not None for frame in cut_frames(stream)):
        return True  # cut below the process group's set-up: its rendezvous's failure was lost
    return (cut_off_in(stream, COMMUNICATION_FRAME) or cut_off_in(stream, RAY_FRAME)
            or cut_off_in(stream, ACCELERATE_PREPARE_FRAME))


def cut_off_in_another_process(stream: StreamInfo, text: str = "") -> bool:
    """The stream ends inside a traceback cut where only another process's failure was to
    follow: a child's traceback cut in multiprocessing's bootstrap frames (before any frame of
    its target), or a parent's wait on a process pool's result, which re-raises the worker
    process's exception. `text`: the stream's ending line (the file's deepest frame when the
    kept lines did not show it as one)."""
    def deepest_is(layer: linear_re.Regex) -> bool:
        return cut_off_in(stream, layer) or (
            layer.search(text) is not None and file_ends_in_frames(stream) == text)
    if deepest_is(PROCESS_BOOTSTRAP_FRAME) or deepest_is(RAY_WORKER_TASK_FRAME):
        return True
    return deepest_is(POOL_RESULT_FRAME) and any(
        PROCESS_POOL_FRAME.search(frame) is not None for frame in cut_frames(stream))


# the frames of a program's entry and nothing below it: a script's `<module>` frame, runpy's
# running a module as `__main__` above it (`python -m`: `_run_module_as_main` and `_run_code`,
# which only exec the module's code; Lib/runpy.py; runpy's frames alone do not show which
# module ran, a launcher's own as well), and a command-line wrapper that only calls the
# function it decorates (fastcore's `call_parse`, whose wrapper `_f` parses the arguments and
# calls it, `return _f()`: fastcore/script.py; python-fire's `Fire`, `_Fire` and
# `_CallAndUpdateTrace`, which call the component the command line names: fire/core.py). A
# traceback cut while still in them lost where the program was and what it raised: nothing of
# its code after its entry was shown
_RUNPY = (r'File "[^"\n]*(?:<frozen runpy>|[/\\]runpy\.py)", line \d+, in '
          r'(?:_run_module_as_main|_run_code)\b')
_RUNPY_FRAME = linear_re.compile(_RUNPY)
ENTRY_FRAME = linear_re.compile(
    r'File "[^"\n]+", line \d+, in <module>|' + _RUNPY +
    r'|File "[^"\n]*[/\\]fastcore[/\\]script\.py", line \d+, in (?:call_parse|_f)\b'
    r'|File "[^"\n]*[/\\]fire[/\\]core\.py", line \d+, in (?:Fire|_Fire|_CallAndUpdateTrace)\b')
# the source line a script's `<module>` frame shows when it is the entry's call of the
# program's function and no more (`main()`, `sys.exit(main())`, python-fire's `fire.Fire(main)`;
# `def main(`, the line CPython before 3.11 reports for a decorated function's call): no
# statement of the program's own
_ENTRY_CALL = linear_re.compile(
    r"^(?:\[(?:rank|default)?\d+\]: *|[\w.-]+: +)?\s*"
    r"(?:(?:sys\.exit\()?[A-Za-z_][\w.]*\(\)\)?|fire\.Fire\([A-Za-z_]\w*\)"
    r"|def [A-Za-z_]\w*\(.*)\s*$")


def cut_at_entry(stream: StreamInfo) -> bool:
    """The stream ends inside a traceback cut off while its frames were still the program's
    entry (ENTRY_FRAME: a script's `<module>` frame calling its main function, a command-line
    wrapper calling it): neither where the program was nor what it raised was kept."""
    frames = cut_frames(stream)
    if not frames or not all(ENTRY_FRAME.search(frame) is not None for frame in frames):
        return False
    if not _header_kept(stream):
        return False  # frames alone, their header cut too: the excerpt began mid-traceback
    if all(_RUNPY_FRAME.search(frame) is not None for frame in frames):
        return False  # runpy's alone: which module it ran (a launcher's own, too) is not shown
    if "<module>" not in frames[-1]:
        return True  # a wrapper's call of the program's function
    source = last_frame_source_in_file(stream)
    if not source:
        return False  # the file ends at the frame: its statement is not known
    return _ENTRY_CALL.search(stream.text_of(source[0])) is not None


def _header_kept(stream: StreamInfo, window: int = 8192) -> bool:
    """The traceback the stream ends in kept its header (`Traceback (most recent call last):`)
    above its frames, no exception line after it: the excerpt shows it from its start."""
    for text in reversed(stream.end_texts(window) or []):
        if TRACEBACK_HEADER.search(text) is not None:
            return True
        if is_program_error(text.strip()):
            return False  # an earlier traceback's exception: this one's header was cut
    return False


def cut_frames(stream: StreamInfo, window: int = 8192) -> tuple[str, ...]:
    """The frames (`File "..."`, from their path on) of the traceback the stream ends inside,
    cut off before its exception line, outermost first, read from the file's end (the tail
    passes over indented frames) back to the traceback's header; () when the stream does not
    end inside one (an exception line after its last frame: the traceback was whole)."""
    if not open_frames(stream.tail) and not (
            stream.tail and TRACEBACK_HEADER.search(stream.tail[-1]) is not None) and (
            file_ends_in_frames(stream) is None):
        return ()
    lines = stream.end_texts(window)
    if lines is None:
        lines = list(stream.tail)
    frames: list[str] = []
    for line in reversed(lines):
        if TRACEBACK_HEADER.search(line) is not None:
            break
        at = line.find('File "')
        if at >= 0 and TRACEBACK_FRAME.search(line[at:]) is not None:
            frames.append(line[at:])
        elif not frames and is_program_error(line.strip()):
            return ()  # the exception line was kept after the frames
    return tuple(reversed(frames))


def cut_off_in(stream: StreamInfo, layer: linear_re.Regex) -> bool:
    """The stream ends inside a traceback whose deepest frame is the given layer's."""
    frames = open_frames(stream.tail)
    if frames:
        return layer.search(stream.tail[frames[-1]]) is not None
    if not stream.tail or TRACEBACK_HEADER.search(stream.tail[-1]) is None:
        return False  # the stream went on past its traceback's header: not cut off
    last = last_frame_in_file(stream)
    return last is not None and layer.search(last) is not None


def last_frame_in_file(stream: StreamInfo, window: int = 8192) -> str | None:
    found = _last_frame_lines(stream, window)
    return found[0] if found else None


def last_frame_source_in_file(stream: StreamInfo, window: int = 8192) -> tuple[str, ...]:
    """The source line the file's deepest frame shows under it, if the file kept one."""
    found = _last_frame_lines(stream, window)
    return found[1:] if found else ()


def _last_frame_lines(stream: StreamInfo, window: int) -> tuple[str, ...]:
    """The file's last traceback frame (from its `File "`) and the line after it, if any."""
    if stream.path is None:
        return ()
    try:
        block = read_regular_end(stream.path, window).decode("utf-8", "replace")
    except OSError:
        return ()
    lines = block.splitlines()
    wrapper: tuple[str, ...] = ()
    for i in range(len(lines) - 1, -1, -1):
        line = lines[i]
        at = line.find('File "')
        if at >= 0 and TRACEBACK_FRAME.search(line[at:]) is not None:
            if not wrapper and PASS_THROUGH_FRAME.search(line[at:]) is not None:
                wrapper = (line[at:], *lines[i + 1:i + 2])
                continue  # a pass-through wrapper's frame: its caller made the call
            return (line[at:], *lines[i + 1:i + 2])
    return wrapper


# IPython's (and Jupyter's) verbose traceback (IPython/core/ultratb.py, VerboseTB): a header
# that names the exception's class, `RuntimeError      Traceback (most recent call last)` (no
# colon; the padding may be lost in a post), then its frames, each `PATH in FUNC(ARGS)`
# (`<ipython-input-19-92384a3569c2> in <module>`; IPython 8 writes `File PATH:LINE, in FUNC`
# and `Cell In[3], line 2`) over the numbered lines of its source, the current one marked
# by an arrow (`----> 2 stuff = ...`, `-> 1120 tr_loss += ...`), and last the exception line
IPYTHON_HEADER = linear_re.compile(
    r"^(?:[A-Za-z_]\w*\.)*[A-Za-z_]\w* *Traceback \(most recent call last\)\s*$")
IPYTHON_FRAME = linear_re.compile(
    r"^(?:\S[^\n]*? in [\w<>.]+(?:\([^\n]*)?|Cell In ?\[\d*\], line \d+[^\n]*"
    r"|File [^\"\s][^\n]*:\d+, in \S[^\n]*)\s*$")
_IPYTHON_SOURCE = linear_re.compile(r"^(?:-*> ?\d+\b|\s+\d+\b|\s*\.\.\.\s*$)")


# an IPython header naming py4j's relay of a JVM call's exception (py4j/protocol.py,
# get_return_value raises Py4JJavaError; data-platforms.yaml reads its line as a relay): the
# exception of a Spark job's remote tasks, not the notebook's own code
RELAYED_IN_HEADER = linear_re.compile(r"^Py4JJavaError\b")


def ipython_traceback_header(stream: StreamInfo, window: int = 8192) -> str | None:
    """The header of an IPython traceback the rank's file ends inside, cut off before its
    exception line: the header names the exception's class (as the exception line would,
    its message lost), so the stream ends in the program's own error as it does when the
    header is among its last lines. The tail keeps only the last frames (their source lines
    are not indented), so the file's own end is read back to the header; None when anything
    but the traceback's frames and source lines follows the header. A stream with no rank (a
    notebook's own output, the one log a report posts) is read so too: a notebook's cell
    runs the program in the kernel's process, so its traceback is the program's; and a file
    of nothing but such frames and their source lines (the header cut from a post, IPython
    8's `File PATH:LINE, in FUNC`) ending on a source line is frames alone, its deepest
    frame returned (a cut traceback: the program's only with exit status 1)."""
    if stream.path is None or not stream.tail:
        return None
    if IPYTHON_FRAME.search(stream.tail[-1]) is None and _IPYTHON_SOURCE.search(
            stream.tail[-1]) is None:
        return None
    try:
        read = read_regular_end(stream.path, window)
    except OSError:
        return None
    lines = read.decode("utf-8", "replace").splitlines()
    frames = 0
    deepest: str | None = None
    for raw in reversed(lines[1:] if len(read) >= window else lines):  # a cut first line
        text = stream.text_of(raw)
        if not text.strip():
            continue
        if IPYTHON_HEADER.search(text.strip()) is not None:
            return text.strip() if frames else None
        if IPYTHON_FRAME.search(text) is not None:
            frames += 1
            deepest = deepest or text.strip()
        elif _IPYTHON_SOURCE.search(text) is None:
            return None
    if len(read) < window and _IPYTHON_SOURCE.search(stream.tail[-1]) is not None:
        return deepest  # the whole file is frames and source lines, its header cut
    return None

# rich's traceback (rich/traceback.py: a Panel titled `Traceback (most recent call last)`,
# each frame's `PATH:LINE in FUNC`, or `in FUNC:LINE` for a file it cannot read, and its source
# inside the box's `│` borders, the exception line under the box's `╰` bottom edge), as
# `rich.traceback.install()` prints an uncaught exception (Composer, LLM Foundry, scripts that
# install it): its header, a frame line (a long path wraps, so the location may start a line or
# the function name fall to the next) and any line inside the box, behind a `[rank24]: ` tag
RICH_HEADER = linear_re.compile(r"╭─+ Traceback \(most recent call last\)")
_RICH_BOX_LINE = linear_re.compile(r"^(?:\[(?:rank)?\d+\]:? *)?│")
_RICH_FRAME = linear_re.compile(r"│ *(?:\S*:\d+ in|in \S+:\d+)(?:\s|$)")


def rich_traceback_header(stream: StreamInfo, window: int = 8192) -> str | None:
    """The header of a rich traceback the stream's file ends inside, cut off before its box
    closed (no exception line after it): the program's own call chain as a plain traceback's
    frames are, read so (a cut traceback: the program's only with exit status 1). None unless
    at least one frame's location is inside the box and nothing but the box's lines follows
    its header."""
    if stream.path is None or not stream.tail or _RICH_BOX_LINE.search(stream.tail[-1]) is None:
        return None
    lines = stream.end_texts(window)
    if lines is None:
        return None
    frames = 0
    for text in reversed(lines):
        text = text.strip()
        if not text:
            continue
        if RICH_HEADER.search(text) is not None:
            return text if frames else None
        if _RICH_BOX_LINE.search(text) is None:
            return None
        if _RICH_FRAME.search(text) is not None:
            frames += 1
    return None

# glog's ERROR or FATAL line (`E1113 02:34:53.065978 3280271 file.cc:258] ...`, its
# `[IWEF]mmdd hh:mm:ss.uuuuuu threadid file:line]` prefix, behind a launcher's `[-]` tag):
# a native layer under the program logging its own failure
_NATIVE_ERROR_LOG = linear_re.compile(
    r"(?:^|\]|\s)[EF]\d{4} \d\d:\d\d:\d\d\.\d+ +\d+ [^\s\]]+:\d+\]")

# a logging record below error level (`[WARNING]:`, ` - INFO - `, `W1113 ...`): the run
# logging on, not an exception's message printed above its frames
_LOG_RECORD_BELOW_ERROR = linear_re.compile(
    r"(?:\[|\b)(?:DEBUG|INFO|WARN|WARNING|NOTICE)(?:\]|\b)|^[IW]\d{4} \d\d:\d\d:\d\d")


def file_ends_in_frames(stream: StreamInfo, window: int = 8192) -> str | None:
    """The deepest frame of a Python traceback the rank's file ends inside when its header
    and message fell out of the kept lines (a posted excerpt of frames only, a message
    printed above its frames): the tail passes over indented frames, so the file's own end
    is read. None when the file goes on past its last frame by more than the frame's source
    line and carets, or when that frame is a communication layer's (rule 5's cut-off).
    With a line kept above the frames (the message a posted excerpt puts first), only when no
    native runtime's own error is among the kept lines (glog's `E1113 02:34:53.065978 pid
    file.rs:258]`): frames under a native layer's failure stay of unknown cause. A file of
    frames alone is a traceback cut at both ends (`file_is_frames_only`)."""
    if stream.path is None:
        return None
    if not stream.tail:  # the tail passes over indented lines: nothing but frames, if any
        return file_is_frames_only(stream, window)
    if any(_NATIVE_ERROR_LOG.search(line) is not None for line in stream.tail):
        return None
    if _LOG_RECORD_BELOW_ERROR.search(stream.tail[-1]) is not None:
        return None  # the line above is the run's own logging going on, not the message
    try:
        block = read_regular_end(stream.path, window).decode("utf-8", "replace")
    except OSError:
        return None
    lines = [line for line in block.splitlines() if line.strip()]
    for line in reversed(lines[-3:]):
        at = line.find('File "')
        if at >= 0 and TRACEBACK_FRAME.search(line[at:]) is not None:
            frame = line[at:]
            return None if _communication(frame) else frame
    return None


# a frame of a method dataclasses generates with exec, `File "<string>", line 129, in __init__`
# (the `__init__` that calls `__post_init__`, where a configuration's dataclass validates its
# fields; a frozen one's `__setattr__`; Lib/dataclasses.py, _create_fn): CPython's traceback
# prints no source line under code compiled from a string, linecache having none
# (Lib/traceback.py, FrameSummary.line), so the frame alone is whole, as another frame is with
# its source line. six's `raise_from`, also exec'd (`<string>`), only re-raises the exception
# the frame above made (a runtime's status turned exception): not such a frame
_NO_SOURCE_FRAME = linear_re.compile(
    r'File "<string>", line \d+, in (?:__init__|__setattr__|__delattr__)\s*$')


def file_is_frames_only(stream: StreamInfo, window: int) -> str | None:
    """The deepest frame of a rank's file that is nothing but a Python traceback's frames and
    the source lines under them (a posted excerpt that kept neither the header nor the
    exception line): a traceback cut at both ends, read as one cut before its exception is
    (the program's only with the exit status an uncaught exception leaves, rule 5's
    communication layers excepted, as `cut_off_in_communication` reads a cut one). None when
    any line is not indented (a log line, a message), or the file is longer than `window`."""
    if stream.path is None or stream.rank is None:
        return None
    try:
        read = read_regular_end(stream.path, window)
    except OSError:
        return None
    if len(read) >= window:
        return None
    lines = [stream.text_of(raw) for raw in read.decode("utf-8", "replace").splitlines()]
    lines = [line for line in lines if line.strip()]
    frames = [i for i, line in enumerate(lines) if TRACEBACK_FRAME.search(line) is not None]
    below = (1, 2, 3) if frames and _NO_SOURCE_FRAME.search(lines[frames[-1]]) else (2, 3)
    if len(frames) < 2 or frames[0] != 0 or len(lines) - frames[-1] not in below:
        return None  # the deepest frame's source line kept: cut where the exception follows
    if any(not line.startswith(("  ", "\t")) for line in lines):
        return None
    frame = lines[frames[-1]].strip()
    deepest = frames[-2] if PASS_THROUGH_FRAME.search(frame) is not None else frames[-1]
    source = lines[deepest + 1:deepest + 2]  # a wrapper's frame read through to its caller's
    if _communication(frame) or RAY_FRAME.search(frame) is not None:
        return None
    if calls_a_collective(source):
        return None
    return frame
