"""What Open MPI and torch.multiprocessing print around a rank's failure, read for what it is
(blind19's and blind20's round), and a failure reported long after a silent stall.

- `mpirun --tag-output` puts `[1,2]<stderr>:` before each line a rank writes: the exception
  behind it is the rank's own (https://github.com/ChenRocks/UNITER/issues/42).
- Open MPI's signal handler prints `Signal: Segmentation fault (11)` and a backtrace: the
  program's crash when a frame names its code
  (https://github.com/horovod/horovod/issues/937: TensorFlow's thread pool), not when the
  named frames are the communication stack's (https://github.com/open-mpi/ompi/issues/2228:
  the openib transport and MPI_Barrier).
- torch.multiprocessing's `Exception: process 1 terminated with exit code 17` relays a
  child's death (https://github.com/pytorch/xla/issues/2604).
- CPython's `Exception ignored in: <function StorageWeakRef.__del__ ...>` reports an exception
  a destructor raised and the interpreter could not raise (PyErr_WriteUnraisable): the program
  went on, so it is never the initiating error; the program's own exception above it is
  (https://github.com/ultralytics/yolov5/issues/7127).
- A child of multiprocessing's spawn start method failing to read what its parent sends it
  (`reduction.pickle.load(from_parent)` under `spawn_main`, `EOFError: Ran out of input`) is
  the parent's failure seen from the child: the parent's own exception is the cause
  (https://github.com/jfzhang95/pytorch-deeplab-xception/issues/220: the parent's `can't pickle
  module objects`), and with only the parent's death (`process 3 terminated with signal
  SIGKILL`, https://github.com/jeffffffli/HybrIK/issues/198) and the child's EOFError
  (https://github.com/QianChen113/RD3D/issues/9) nothing says why.
Node names, times and steps are ours.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from two_nodes import TWO_NODES, job_state, log, steps

from trainwarden.attribution import attribute_bundle

TAGGED = (
    "[1,1]<stderr>:Traceback (most recent call last):",
    '[1,1]<stderr>:  File "train_itm.py", line 410, in <module>',
    "[1,1]<stderr>:    main(args)",
    "[1,1]<stderr>:KeyError: 'img_r1'",
)
SEGFAULT_HEAD = (
    "[anode91:19541] *** Process received signal ***",
    "[anode91:19541] Signal: Segmentation fault (11)",
    "[anode91:19541] Signal code: Invalid permissions (2)",
    "[anode91:19541] Failing at address: 0x2ad8983a7288",
)
TENSORFLOW_FRAMES = (
    "[anode91:19541] [ 0] /lib64/libpthread.so.0(+0xf130)[0x2ad6eeef7130]",
    "[anode91:19541] [ 1] /lib64/libc.so.6(+0x7cfd1)[0x2ad6ef89cfd1]",
    "[anode91:19541] [ 2] /usr/local/python3/lib/python3.6/site-packages/tensorflow/python/../"
    "libtensorflow_framework.so(_ZN5Eigen26NonBlockingThreadPoolTemplIN10tensorflow6thread16"
    "EigenEnvironmentEE10WorkerLoopEi+0x245)[0x2ad74b970555]",
)
TRANSPORT_FRAMES = (
    "[jason0:15469] [ 0] /lib64/libpthread.so.0(+0x10d70)[0x7f40652b2d70]",
    "[jason0:15469] [ 1] /usr/lib64/openmpi/mca_btl_openib.so(mca_btl_openib_sendi+0x66b)"
    "[0x7f405a46cceb]",
    "[jason0:15469] [ 2] /usr/lib64/openmpi/mca_pml_ob1.so(+0xae18)[0x7f4059e2ae18]",
    "[jason0:15469] [ 4] /usr/lib/libmpi.so.20(ompi_coll_base_barrier_intra_two_procs+0xb5)"
    "[0x7f406555b0f5]",
    "[jason0:15469] [ 5] /usr/lib/libmpi.so.20(MPI_Barrier+0xb6)[0x7f4065518576]",
    "[jason0:15469] [ 6] ./pingtest[0x4013a3]",
    "[jason0:15469] [ 7] /lib64/libc.so.6(__libc_start_main+0xf0)[0x7f4064f26620]",
)
SPAWN_RELAY = (
    "Traceback (most recent call last):",
    '  File "xla_spawn.py", line 69, in main',
    "    xmp.spawn(mod._mp_fn, args=(), nprocs=args.num_cores, start_method='fork')",
    "  File \"/root/anaconda3/envs/pytorch/lib/python3.6/site-packages/torch/multiprocessing/"
    "spawn.py\", line 112, in join",
    "    (error_index, exitcode)",
    "Exception: process 1 terminated with exit code 17",
)

# https://github.com/ultralytics/yolov5/issues/7127 (frames of the first traceback shortened)
UNRAISABLE_AFTER = (
    "Traceback (most recent call last):",
    '  File "train.py", line 360, in train',
    "    if callbacks.stop_training:",
    "AttributeError: 'Callbacks' object has no attribute 'stop_training'",
    "Exception ignored in: <function StorageWeakRef.__del__ at 0x00000196E83EAD30>",
    "Traceback (most recent call last):",
    '  File "E:\\condaaa\\lib\\site-packages\\torch\\multiprocessing\\reductions.py", line 36,'
    ' in __del__',
    '  File "E:\\condaaa\\lib\\site-packages\\torch\\storage.py", line 520, in _free_weak_ref',
    "AttributeError: 'NoneType' object has no attribute '_free_weak_ref'",
)
# https://github.com/jfzhang95/pytorch-deeplab-xception/issues/220
PARENT_PICKLE_FAILED = (
    '  File "E:\\ProgramData\\Anaconda3\\envs\\yolov5-master\\lib\\multiprocessing\\reduction.py",'
    ' line 60, in dump',
    "    ForkingPickler(file, protocol).dump(obj)",
    "TypeError: can't pickle module objects",
)
# https://github.com/QianChen113/RD3D/issues/9
CHILD_PIPE_CUT = (
    "Traceback (most recent call last):",
    '  File "<string>", line 1, in <module>',
    '  File "C:\\Users\\Asus\\anaconda3\\lib\\multiprocessing\\spawn.py", line 116, in spawn_main',
    "    exitcode = _main(fd, parent_sentinel)",
    '  File "C:\\Users\\Asus\\anaconda3\\lib\\multiprocessing\\spawn.py", line 126, in _main',
    "    self = reduction.pickle.load(from_parent)",
    "EOFError: Ran out of input",
)
# https://github.com/jeffffffli/HybrIK/issues/198 (its frames left out)
PARENT_SAW_SIGKILL = (
    "Traceback (most recent call last):",
    '  File "./scripts/train_smpl_cam.py", line 213, in main',
    "    mp.spawn(main_worker, nprocs=ngpus_per_node, args=(opt, cfg))",
    "Exception: process 3 terminated with signal SIGKILL",
)


def _rank_log(lines: tuple[str, ...], start: int = 30) -> str:
    return log(*((start, text) for text in lines))


def test_an_exception_behind_open_mpis_tag_is_the_ranks_own(
        write_bundle: Callable[..., Path]) -> None:
    bundle = write_bundle({"logs/node-2/rank-1.log": _rank_log(TAGGED),
                           "scheduler.jsonl": job_state(40, "FAILED")},
                          nodes=["node-1", "node-2"], ranks=TWO_NODES, name="tagged")
    result = attribute_bundle(bundle)
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "attributed", "user_code", [])
    assert "KeyError" in result.initiating.evidence[0].text


@pytest.mark.parametrize(("frames", "want"), [
    (TENSORFLOW_FRAMES, ("attributed", "user_code")),
    (TRANSPORT_FRAMES, ("ambiguous", "unknown")),
])
def test_open_mpis_segfault_report_is_the_programs_only_when_a_frame_names_its_code(
        write_bundle: Callable[..., Path], frames: tuple[str, ...],
        want: tuple[str, str]) -> None:
    bundle = write_bundle({"logs/node-1/rank-0.log": _rank_log(SEGFAULT_HEAD + frames),
                           "scheduler.jsonl": job_state(40, "FAILED")},
                          nodes=["node-1", "node-2"], ranks=TWO_NODES, name="segfault")
    result = attribute_bundle(bundle)
    assert (result.verdict, result.category, result.implicated_nodes) == (*want, [])


def test_spawns_report_of_a_childs_exit_is_a_relay_not_the_programs_exception(
        write_bundle: Callable[..., Path]) -> None:
    bundle = write_bundle({"logs/node-1/launcher.log": _rank_log(SPAWN_RELAY),
                           "scheduler.jsonl": job_state(40, "FAILED")},
                          nodes=["node-1", "node-2"], ranks=TWO_NODES, name="spawn")
    result = attribute_bundle(bundle)
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "ambiguous", "unknown", [])
    assert result.signature != "python-exception"


@pytest.mark.parametrize(("failed_at", "want"), [
    (300 + 900, "hang"),  # 15 minutes of silence: a watchdog's failure
    (300 + 30, "unknown"),  # half a minute: a crash's prompt report, its cause not shown
])
def test_a_failure_long_after_a_silent_stall_is_a_hang(
        write_bundle: Callable[..., Path], failed_at: int, want: str) -> None:
    bundle = write_bundle({"metrics.jsonl": steps(300),
                           "scheduler.jsonl": job_state(failed_at, "FAILED")},
                          nodes=["node-1", "node-2"], ranks=TWO_NODES, name=f"quiet-{want}")
    result = attribute_bundle(bundle)
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "ambiguous", want, [])



@pytest.mark.parametrize("after", [
    UNRAISABLE_AFTER[4:],  # a destructor's exception Python reports ignored
    CHILD_PIPE_CUT,  # a spawned child finding its parent's pipe cut
])
def test_what_follows_a_childs_death_is_not_the_programs_error(
        write_bundle: Callable[..., Path], after: tuple[str, ...]) -> None:
    bundle = write_bundle({"logs/node-1/launcher.log": _rank_log(PARENT_SAW_SIGKILL + after),
                           "scheduler.jsonl": job_state(40, "FAILED")},
                          nodes=["node-1", "node-2"], ranks=TWO_NODES, name="after-kill")
    result = attribute_bundle(bundle)
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "ambiguous", "unknown", [])
    assert result.signature != "python-exception"


def test_the_programs_exception_above_an_ignored_one_stays_the_cause(
        write_bundle: Callable[..., Path]) -> None:
    bundle = write_bundle({"logs/node-1/rank-0.log": _rank_log(UNRAISABLE_AFTER),
                           "scheduler.jsonl": job_state(40, "FAILED")},
                          nodes=["node-1", "node-2"], ranks=TWO_NODES, name="unraisable")
    result = attribute_bundle(bundle)
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "attributed", "user_code", [])
    assert all("stop_training" in e.text for e in result.initiating.evidence)


def test_a_parents_own_exception_stays_the_cause_of_its_childs_cut_pipe(
        write_bundle: Callable[..., Path]) -> None:
    bundle = write_bundle(
        {"logs/node-1/launcher.log": _rank_log(PARENT_PICKLE_FAILED + CHILD_PIPE_CUT),
         "scheduler.jsonl": job_state(40, "FAILED")},
        nodes=["node-1", "node-2"], ranks=TWO_NODES, name="pipe-cut")
    result = attribute_bundle(bundle)
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "attributed", "user_code", [])
    assert all("pickle module" in e.text for e in result.initiating.evidence)
