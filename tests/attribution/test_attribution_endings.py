"""The engine's general behaviour where no catalog knows the stack: whether the job failed at
all (how its streams end, a launcher's report of a remote exit), what a completed run's later
noise is, when a generic program error is the program's, and when a node's own system logs
going abnormal first singles it out. Every log line is as posted in the issue it cites; the
bundles around them (nodes, times, scheduler states, step metrics) are ours."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest

from trainwarden.attribution import Catalog, attribute_bundle, load_catalogs
from trainwarden.attribution.catalog import default_signature_dir
from trainwarden.attribution.endings import ending_of, is_abnormal
from trainwarden.attribution.timestamps import TimeContext, parse_line, zone

T0 = "2026-03-02T10:00:"
TWO_NODES = {"0": "node-1", "1": "node-2"}

# https://github.com/ildoonet/tf-pose-estimation/issues/674 (the process killed, nothing else)
TRAINING_STARTED = "[2021-02-12 03:31:37,319] [train] [INFO] Training Started."
KILLED = "Killed"
# https://github.com/ArjunaCluster/ArjunaUsers/issues/52 (bash's job-control report in a
# Slurm batch script)
SLURM_SCRIPT_KILLED = ("/var/spool/slurmd/job00191/slurm_script: line 28:  8156 Killed          "
                       "        python3 main.py --prop hform --epochs 400 --lr_milestones 50 100 "
                       "200 --gamma 0.25 --normalizing_const_AO 10000.0 --lr_generator 0.001 "
                       "--lr_conv 0.001")
# https://github.com/clustershell/clustershell/issues/224 (a parallel shell's remote exit)
CLUSH_EXIT_255 = "clush: localhost: exited with exit code 255"
# https://github.com/tdrussell/diffusion-pipe/issues/333 (TCPStore gone as the job shut down)
SHOULD_DUMP_BROKEN_PIPE = (
    '[rank5]:[W729 10:15:18.584991368 ProcessGroupNCCL.cpp:1662] [PG ID 0 PG GUID 0(default_pg) '
    'Rank 5] Failed to check the "should dump" flag on TCPStore, (maybe TCPStore server has shut '
    "down too early), with error: Broken pipe")
# https://github.com/kwea123/ngp_pl/issues/147 and
# https://github.com/open-edge-platform/anomalib/issues/2141 (Lightning's normal end)
FIT_STOPPED_EPOCHS = "`Trainer.fit` stopped: `max_epochs=30` reached."
FIT_STOPPED_ONE = "`Trainer.fit` stopped: `max_epochs=1` reached."
# https://github.com/jax-ml/jax/issues/9642 (the runtime's own INTERNAL status)
CORE_HALTED = ("RuntimeError: INTERNAL: Core halted unexpectedly: No error message available as "
               "no compiler metadata was provided.")
# https://github.com/pytorch/xla/issues/2960 (a CPU tensor given to an XLA op: the program's bug)
PLAIN_EXCEPTION = "RuntimeError: torch_xla/csrc/aten_xla_bridge.cpp:69 : Check failed: xtensor"
# https://github.com/PartialVolume/shredos.x86_64/issues/212 (a NIC's link going down)
E1000E_LINK_DOWN = "[28432.122502] e1000e 0000:00:1f.6 eth0: NIC Link is Down"
# https://github.com/acassen/keepalived/issues/2173 (NetworkManager seeing the carrier go)
NM_CARRIER_LOST = ("Jul 31 07:54:09 localhost NetworkManager[768]: <info>  [1659225249.2236] "
                   "device (eth0): state change: activated -> unavailable (reason "
                   "'carrier-changed', sys-iface-state: 'managed')")
# https://github.com/NVIDIA/k8s-device-plugin/issues/189 (Go's log time, the device plugin)
PLUGIN_XID = ("2020/08/10 19:09:42 XidCriticalError: Xid=69 on Device=GPU-7540a9b3-eeb9-1214-"
              "1526-f93c9ea826a8, the device will go unhealthy.")

# https://github.com/rdkr/oniongen-go/issues/7 (Go's runtime: the panic, the goroutine's stack,
# `go run`'s exit status)
GO_PANIC = (("41", "panic: runtime error: index out of range [1] with length 1"), ("41", ""),
            ("41", "goroutine 1 [running]:"), ("41", "main.main()"),
            ("41", "\t/hidden/hidden/hidden/oniongen-go/main.go:92 +0x153"),
            ("41", "exit status 2"))


def python_only() -> Catalog:
    """A stack whose catalogs know Python's exceptions and nothing of its runtime, devices or
    kernel: what the engine does with lines no signature matches does not depend on the
    shipped vocabulary of the day."""
    return load_catalogs([default_signature_dir() / "pytorch.yaml"])


def log(*entries: tuple[str, str]) -> str:
    return "".join(f"{T0}{sec}Z {text}\n" for sec, text in entries)


def steps(nodes: dict[str, str], last: int, first_second: int = 0) -> str:
    """Each rank completes steps 1..last, one a second from T0 + first_second."""
    out = []
    for step in range(1, last + 1):
        for rank, node in nodes.items():
            out.append(json.dumps({"ts": f"{T0}{first_second + step:02d}Z", "node": node,
                                   "rank": int(rank), "name": "step", "value": step}))
    return "\n".join(out) + "\n"


def scheduler(state: str, second: str = "59", exit_code: int | None = None) -> str:
    event: dict[str, object] = {"ts": f"{T0}{second}Z", "job_state": state}
    if exit_code is not None:
        event["exit_code"] = exit_code
    return json.dumps(event) + "\n"


def outcome(result) -> tuple[str, str, list[str]]:
    return result.verdict, result.category, result.implicated_nodes


# ---- is it a failure at all ---------------------------------------------------------------
@pytest.mark.parametrize("ending", [KILLED, SLURM_SCRIPT_KILLED])
def test_a_rank_killed_with_no_job_state_is_a_failure_not_no_failure(write_bundle,
                                                                     ending: str) -> None:
    result = attribute_bundle(write_bundle({
        "logs/node-1/rank-0.log": log(("10", TRAINING_STARTED), ("40", ending)),
        "metrics.jsonl": steps({"0": "node-1"}, 20),
    }, nodes=["node-1"], ranks={"0": "node-1"}))
    assert outcome(result) == ("ambiguous", "unknown", [])
    assert "end abnormally" in result.explanation and "rank-0.log" in result.explanation


def test_the_same_run_without_the_kill_is_no_failure(write_bundle) -> None:
    result = attribute_bundle(write_bundle({
        "logs/node-1/rank-0.log": log(("10", TRAINING_STARTED)),
        "metrics.jsonl": steps({"0": "node-1"}, 20),
    }, nodes=["node-1"], ranks={"0": "node-1"}))
    assert result.verdict == "no_failure"


def test_a_launchers_report_of_a_remote_non_zero_exit_is_ambiguous(write_bundle) -> None:
    result = attribute_bundle(write_bundle({
        "logs/node-1/launcher.log": log(("50", CLUSH_EXIT_255), ("51", "cleaning up")),
        "metrics.jsonl": steps(TWO_NODES, 20),
    }, ranks=TWO_NODES))
    assert outcome(result) == ("ambiguous", "unknown", [])
    cited = result.initiating.evidence[0]  # the report's own line, not the stream's last
    assert (cited.file, cited.line) == ("logs/node-1/launcher.log", 1)


def test_a_launchers_report_the_job_trained_well_past_did_not_end_it(write_bundle) -> None:
    result = attribute_bundle(write_bundle({
        "logs/node-1/launcher.log": log(("05", CLUSH_EXIT_255)),
        "metrics.jsonl": steps(TWO_NODES, 45),
    }, ranks=TWO_NODES))
    assert result.verdict == "no_failure"


def test_a_monitors_error_line_does_not_end_a_job(write_bundle) -> None:
    """A daemon stream (not a rank's output) ends fatally only with a process's death: a
    monitor that logs an exception-shaped line is about something else."""
    result = attribute_bundle(write_bundle({
        "logs/node-2/health.log": log(("05", "XidCriticalError: Xid=63 on Device=GPU-8a5b6c1d")),
        "metrics.jsonl": steps(TWO_NODES, 20),
    }, ranks=TWO_NODES))
    assert result.verdict == "no_failure"


# ---- a completed run's later noise --------------------------------------------------------
def test_shutdown_noise_after_the_scheduler_completed_is_no_failure(write_bundle) -> None:
    result = attribute_bundle(write_bundle({
        "logs/node-2/rank-1.log": log(("45", SHOULD_DUMP_BROKEN_PIPE)),
        "metrics.jsonl": steps(TWO_NODES, 40),
        "scheduler.jsonl": scheduler("COMPLETED", exit_code=0),
    }, ranks=TWO_NODES))
    assert outcome(result) == ("no_failure", "unknown", [])
    assert "shutdown noise" in result.explanation


def test_the_same_noise_in_a_failed_job_is_still_a_failure(write_bundle) -> None:
    result = attribute_bundle(write_bundle({
        "logs/node-2/rank-1.log": log(("45", SHOULD_DUMP_BROKEN_PIPE)),
        "metrics.jsonl": steps(TWO_NODES, 40),
        "scheduler.jsonl": scheduler("FAILED", exit_code=1),
    }, ranks=TWO_NODES))
    assert result.verdict == "ambiguous"


# https://github.com/MLOPTPSU/FedTorch/issues/4 ("After all, I still can get a result")
FEEDER_BROKEN_PIPE = ("Traceback (most recent call last):",
                      '  File "/usr/lib/python3.8/multiprocessing/queues.py", line 245, in _feed',
                      "    send_bytes(obj)",
                      "BrokenPipeError: [Errno 32] Broken pipe")


@pytest.mark.parametrize(("state", "failure"), [("COMPLETED", False), ("FAILED", True)])
def test_errors_a_completed_run_outlived_are_not_causes(write_bundle, state: str,
                                                        failure: bool) -> None:
    result = attribute_bundle(write_bundle({
        "logs/node-1/rank-0.log": log(*((f"4{i}", text)
                                        for i, text in enumerate(FEEDER_BROKEN_PIPE))),
        "metrics.jsonl": steps(TWO_NODES, 40),
        "scheduler.jsonl": scheduler(state, exit_code=0 if state == "COMPLETED" else 1),
    }, ranks=TWO_NODES), python_only())  # the exception line, not a network cascade, matches
    assert (result.verdict != "no_failure") is failure
    if not failure:
        assert "outlived" in result.explanation


def test_a_rank_whose_last_line_is_an_error_it_trained_past_did_not_end(write_bundle) -> None:
    """The same traceback, the rank's last output line, while its steps go on for 30 s: the
    rank lived (no job state says otherwise), so its stream did not end in it."""
    result = attribute_bundle(write_bundle({
        "logs/node-1/rank-0.log": log(*((f"1{i}", text)
                                        for i, text in enumerate(FEEDER_BROKEN_PIPE))),
        "metrics.jsonl": steps(TWO_NODES, 45),
    }, ranks=TWO_NODES), python_only())
    assert result.verdict == "no_failure"


def test_every_rank_ending_normally_makes_later_noise_no_failure(write_bundle) -> None:
    result = attribute_bundle(write_bundle({
        "logs/node-1/rank-0.log": log(("41", FIT_STOPPED_EPOCHS)),
        "logs/node-2/rank-1.log": log(("40", SHOULD_DUMP_BROKEN_PIPE), ("41", FIT_STOPPED_ONE)),
        "metrics.jsonl": steps(TWO_NODES, 40),
    }, ranks=TWO_NODES))
    assert outcome(result) == ("no_failure", "unknown", [])
    assert "normal end" in result.explanation


def test_one_rank_ending_normally_is_not_enough(write_bundle) -> None:
    result = attribute_bundle(write_bundle({
        "logs/node-1/rank-0.log": log(("41", FIT_STOPPED_EPOCHS)),
        "logs/node-2/rank-1.log": log(("40", SHOULD_DUMP_BROKEN_PIPE)),
        "metrics.jsonl": steps(TWO_NODES, 40),
    }, ranks=TWO_NODES))
    assert result.verdict == "ambiguous"


# ---- generic program errors ----------------------------------------------------------------
def test_the_runtimes_internal_status_is_not_the_programs_fault(write_bundle) -> None:
    result = attribute_bundle(write_bundle({
        "logs/node-1/rank-0.log": log(("41", CORE_HALTED)),
        "metrics.jsonl": steps(TWO_NODES, 40),
        "scheduler.jsonl": scheduler("FAILED", exit_code=1),
    }, ranks=TWO_NODES), python_only())
    assert outcome(result) == ("ambiguous", "unknown", [])
    assert "relay" in result.explanation


def test_a_plain_program_exception_stays_user_code(write_bundle) -> None:
    result = attribute_bundle(write_bundle({
        "logs/node-1/rank-0.log": log(("41", PLAIN_EXCEPTION)),
        "metrics.jsonl": steps(TWO_NODES, 40),
        "scheduler.jsonl": scheduler("FAILED", exit_code=1),
    }, ranks=TWO_NODES), python_only())
    assert outcome(result) == ("attributed", "user_code", [])


def test_a_program_error_beside_its_nodes_link_going_down_is_not_established(
        write_bundle) -> None:
    """The same plain exception, with its node's kernel reporting its NIC's link down a few
    seconds before (a line no signature of this stack reads): the program's words cannot be
    told from that cause's consequence."""
    result = attribute_bundle(write_bundle({
        "logs/node-1/rank-0.log": log(("41", PLAIN_EXCEPTION)),
        "logs/node-1/kernel.log": log(("38", E1000E_LINK_DOWN)),
        "metrics.jsonl": steps(TWO_NODES, 40),
        "scheduler.jsonl": scheduler("FAILED", exit_code=1),
    }, ranks=TWO_NODES), python_only())
    assert outcome(result) == ("ambiguous", "unknown", [])
    assert "kernel.log:1" in result.explanation


def test_a_program_error_whose_report_says_a_wait_timed_out_is_a_hang(write_bundle) -> None:
    # https://github.com/zai-org/ChatGLM-6B/issues/1232 (the store's timeout, as Python raised it)
    result = attribute_bundle(write_bundle({
        "logs/node-1/rank-0.log": log(
            ("41", "RuntimeError: [1] is setting up NCCL communicator and retreiving ncclUniqueId "
                   "from [0] via c10d key-value store by key '0', but store->get('0') got error: "
                   "Socket Timeout"),
            ("41", "Exception raised from recvBytes at /opt/conda/conda-bld/pytorch_1670525552843"
                   "/work/torch/csrc/distributed/c10d/Utils.hpp:594 (most recent call first):")),
        "metrics.jsonl": steps(TWO_NODES, 40),
        "scheduler.jsonl": scheduler("FAILED", exit_code=1),
    }, ranks=TWO_NODES), python_only())
    assert (result.verdict, result.category, result.implicated_nodes) == ("ambiguous", "hang", [])


def test_a_go_panic_ending_a_rank_with_nothing_else_is_user_code(write_bundle) -> None:
    result = attribute_bundle(write_bundle({
        "logs/node-1/rank-0.log": log(*GO_PANIC),
        "metrics.jsonl": steps(TWO_NODES, 40),
    }, ranks=TWO_NODES), python_only())
    assert outcome(result) == ("attributed", "user_code", [])
    assert "program-error-ending" == result.signature


def test_a_rust_panic_ending_a_rank_with_nothing_else_is_user_code(write_bundle) -> None:
    # https://github.com/keyvank/femtoGPT/issues/23 ("this happens at the start of training")
    result = attribute_bundle(write_bundle({
        "logs/node-1/rank-0.log": log(
            ("41", "thread 'main' panicked at src/tokenizer/simple.rs:43:47:"),
            ("41", "called `Option::unwrap()` on a `None` value"),
            ("41", "note: run with `RUST_BACKTRACE=1` environment variable to display a "
                   "backtrace")),
        "metrics.jsonl": steps(TWO_NODES, 40),
    }, ranks=TWO_NODES), python_only())
    assert outcome(result) == ("attributed", "user_code", [])
    assert result.initiating.evidence[0].line == 1


# other runtimes' uncaught errors, as their users posted them
OTHER_RUNTIMES_ERRORS = [
    # https://github.com/mlverse/torch/issues/457 (R's top-level error, torch for R)
    ("Error in parent.env(x)[[\"batch\"]][[name]] : object of type 'symbol' is not "
     "subsettable",),
    # https://github.com/jcjohnson/torch-rnn/issues/208 (Lua's uncaught error under Torch's th)
    ("/home/[username removed]/torch/install/bin/luajit: train.lua:187: attempt to call field "
     "'adam' (a nil value)", "stack traceback:", "\ttrain.lua:187: in main chunk"),
    # https://github.com/FluxML/Flux.jl/issues/626 (Julia's uncaught exception in a script)
    ("ERROR: LoadError: StackOverflowError:", "Stacktrace:"),
    # https://github.com/state-spaces/mamba/issues/375 (a native assert() failing, glibc's
    # report, before the shell's report of the abort)
    ("python: /project/lib/Dialect/TritonGPU/IR/Dialect.cpp:52: llvm::SmallVector<unsigned int> "
     "mlir::triton::gpu::getElemsPerThread(mlir::Attribute, llvm::ArrayRef<long int>, mlir::Type): "
     "Assertion `0 && \"getElemsPerThread not implemented\"' failed.", "Aborted (core dumped)"),
    # https://github.com/CompFUSE/DCA/pull/218 (a native assert() failing under Open MPI, whose
    # signal handler then prints the stack as `[host:pid] [ N] ...` frames, not indented, two
    # ranks' reports interleaved; ctest's `1: ` prefix taken off): the frames are passed over
    # like any stack's, so the assertion stays among the stream's last lines
    ("ringG_tp_accumulator_gpu_test: /__SMPI_build_dir_______________________________________/"
     "ibmsrc/pami/ibm-pami/buildtools/pami_build_port/../pami/components/devices/shmem/shaddr/"
     "CMAShaddr.h:164: size_t PAMI::Device::Shmem::CMAShaddr::read_impl(PAMI::Memregion*, size_t, "
     "PAMI::Memregion*, size_t, size_t, bool*): Assertion `cbytes > 0' failed.",
     "[h35n04:89558] *** Process received signal ***",
     "[h35n04:89557] *** Process received signal ***",
     "[h35n04:89557] Signal: Aborted (6)",
     "[h35n04:89557] Signal code:  (-6)",
     "[h35n04:89557] [ 0] [0x2000000504d8]",
     "[h35n04:89557] [ 1] /lib64/libc.so.6(abort+0x2b4)[0x200014c42094]"),
    # https://github.com/cerlymarco/MEDIUM_NoteBook/issues/8 (IPython's traceback header in a
    # notebook: the exception's name, then `Traceback (most recent call last)`, no colon)
    ("NotFoundError                             Traceback (most recent call last)",
     "<ipython-input-54-d5c9353e9609> in <module>()",
     "      4 nnT2V.compile(loss='mse', optimizer='adam')",
     "----> 6 nnT2V.fit(X_train, y_train, epochs=10)"),
]


@pytest.mark.parametrize("lines", OTHER_RUNTIMES_ERRORS)
def test_another_runtimes_uncaught_error_ending_a_rank_is_user_code(
        write_bundle, lines: tuple[str, ...]) -> None:
    result = attribute_bundle(write_bundle({
        "logs/node-1/rank-0.log": log(*((str(41 + i), line) for i, line in enumerate(lines))),
        "metrics.jsonl": steps(TWO_NODES, 40),
        "scheduler.jsonl": scheduler("FAILED", exit_code=1),
    }, ranks=TWO_NODES), python_only())
    assert outcome(result) == ("attributed", "user_code", [])
    assert result.initiating.evidence[0].line == 1


# https://github.com/huggingface/transformers/issues/36723 (IPython 8's traceback of
# trainer.train() in a notebook, as posted; the lines stop where a cut-off excerpt would, deep in
# the frames, the header that names the exception's class beyond the stream's last lines)
IPYTHON_CUT = (
    "ValueError                                Traceback (most recent call last)",
    "Cell In[90], line 9",
    "      7 )",
    "----> 9 trainer.train()",
    "File ~\\anaconda3\\Lib\\site-packages\\transformers\\trainer.py:2241, in Trainer.train(self, "
    "resume_from_checkpoint, trial, ignore_keys_for_eval, **kwargs)",
    "   2239         hf_hub_utils.enable_progress_bars()",
    "   2240 else:",
    "-> 2241     return inner_training_loop(",
    "   2242         args=args,",
    "   2243         resume_from_checkpoint=resume_from_checkpoint,",
    "   2244         trial=trial,",
    "   2245         ignore_keys_for_eval=ignore_keys_for_eval,",
    "   2246     )",
    "File ~\\anaconda3\\Lib\\site-packages\\transformers\\trainer.py:2548, in "
    "Trainer._inner_training_loop(self, batch_size, args, resume_from_checkpoint, trial, "
    "ignore_keys_for_eval)",
    "   2541 context = (",
    "   2542     functools.partial(self.accelerator.no_sync, model=model)",
)


@pytest.mark.parametrize("exit_code", [None, 1])
def test_an_ipython_traceback_cut_in_its_frames_is_the_programs_named_exception(
        write_bundle, exit_code: int | None) -> None:
    """The header names the exception's class as its exception line would: the program's own
    error whatever the exit status, read from the file above the stream's last frames."""
    def lines(kept: tuple[str, ...]) -> str:
        return log(*((str(41 + i // 10), line) for i, line in enumerate(kept)))

    result = attribute_bundle(write_bundle({
        "logs/node-1/rank-0.log": lines(IPYTHON_CUT),
        "scheduler.jsonl": scheduler("FAILED", exit_code=exit_code),
    }, ranks=TWO_NODES), python_only())
    assert outcome(result) == ("attributed", "user_code", [])
    assert result.initiating.evidence[0].line == 1
    # the frames alone, their header not kept, name nothing
    headless = attribute_bundle(write_bundle({
        "logs/node-1/rank-0.log": lines(IPYTHON_CUT[1:]),
        "scheduler.jsonl": scheduler("FAILED", exit_code=exit_code),
    }, ranks=TWO_NODES, name="headless"), python_only())
    assert outcome(headless) != ("attributed", "user_code", [])
    # a notebook's own output with no rank (the one log a report posts) reads the same
    notebook = attribute_bundle(write_bundle({
        "logs/node-1/notebook.log": lines(IPYTHON_CUT),
        "scheduler.jsonl": scheduler("FAILED", exit_code=exit_code),
    }, ranks=TWO_NODES, name="notebook"), python_only())
    assert outcome(notebook) == ("attributed", "user_code", [])
    # ... but not a header naming py4j's relay of the JVM's exception (a Spark job's tasks)
    relayed = attribute_bundle(write_bundle({
        "logs/node-1/notebook.log": lines(("Py4JJavaError" + IPYTHON_CUT[0][10:],
                                           *IPYTHON_CUT[1:])),
        "scheduler.jsonl": scheduler("FAILED", exit_code=exit_code),
    }, ranks=TWO_NODES, name="relayed"), python_only())
    assert outcome(relayed) != ("attributed", "user_code", [])

# https://github.com/NVlabs/stylegan2-ada-pytorch/issues/132 (CPython's unraisable-exception
# report of a DataLoader iterator's destructor, as posted) and
# https://github.com/JDAI-CV/fast-reid/issues/555 (the same report, then the program's own
# traceback, cut off in its launch)
IGNORED = (
    "Exception ignored in: <function _MultiProcessingDataLoaderIter.__del__ at 0x00000250FF90A950>",
    "Traceback (most recent call last):",
    '  File "C:\\Users\\Lynne\\AppData\\Local\\Programs\\Python\\Python37\\lib\\site-packages'
    '\\torch\\utils\\data\\dataloader.py", line 1203, in __del__',
    "    self._shutdown_workers()",
    '  File "C:\\Users\\Lynne\\AppData\\Local\\Programs\\Python\\Python37\\lib\\site-packages'
    '\\torch\\utils\\data\\dataloader.py", line 1174, in _shutdown_workers',
    "    if self._persistent_workers or self._workers_status[worker_id]:",
    "AttributeError: '_MultiProcessingDataLoaderIter' object has no attribute '_workers_status'",
)
THEN_RAISED = (
    "Traceback (most recent call last):",
    '  File "projects/LargeFoodAI/train_net.py", line 64, in <module>',
    "    launch(",
    '  File "/data/zzg/Classificaction/Fast_Reid/fastreid/engine/launch.py", line 62, in launch',
    "    mp.spawn(",
)


def test_an_exception_cpython_ignored_ends_nothing(write_bundle) -> None:
    """A destructor's exception the interpreter printed under `Exception ignored in:` and went
    on past is not the program's failure: the failed job's cause is not in its lines."""
    result = attribute_bundle(write_bundle({
        "logs/node-1/rank-0.log": log(*((str(41 + i), line) for i, line in enumerate(IGNORED))),
        "scheduler.jsonl": scheduler("FAILED", exit_code=1),
    }, ranks=TWO_NODES))
    assert outcome(result) == ("ambiguous", "unknown", [])
    # the program's own traceback after it is its end again
    result = attribute_bundle(write_bundle({
        "logs/node-1/rank-0.log": log(*((str(41 + i), line)
                                        for i, line in enumerate(IGNORED + THEN_RAISED))),
        "scheduler.jsonl": scheduler("FAILED", exit_code=1),
    }, ranks=TWO_NODES, name="then-raised"))
    assert outcome(result) == ("attributed", "user_code", [])


# https://github.com/ray-project/ray/issues/11020: Ray Tune's experiment-state checkpoint failing,
# the traceback then Tune's own line (TrialRunner.step's `logger.exception("Trial Runner
# checkpointing failed.")`, python/ray/tune/trial_runner.py): the trial runner went on
TUNE_CHECKPOINT_CAUGHT = (
    "Traceback (most recent call last):",
    '  File "/n/home02/sshuang/.local/lib/python3.7/site-packages/ray/tune/trial_runner.py"'
    ', line 347, in step',
    "    self.checkpoint()",
    '  File "/n/home02/sshuang/.local/lib/python3.7/site-packages/ray/tune/trial_runner.py"'
    ', line 279, in checkpoint',
    "    os.replace(tmp_file_name, self.checkpoint_file)",
    "FileNotFoundError: [Errno 2] No such file or directory: "
    "'/n/home02/sshuang/ray_results/asm_no_planner/.tmp_checkpoint' -> "
    "'/n/home02/sshuang/ray_results/asm_no_planner/experiment_state-2020-09-24_19-09-29.json'",
    "2020-09-24 19:09:51,308 ERROR trial_runner.py:349 -- Trial Runner checkpointing failed.",
)


@pytest.mark.parametrize("message_first", [False, True], ids=["as-posted", "as-logged"])
def test_an_exception_a_library_logged_as_caught_ends_nothing(write_bundle,
                                                              message_first: bool) -> None:
    """Tune caught the checkpoint's exception and logged it (logging.exception writes its
    message, then the traceback; the report shows it after): the failed job's cause is not in
    its lines."""
    lines = TUNE_CHECKPOINT_CAUGHT
    if message_first:
        lines = (lines[-1], *lines[:-1])
    result = attribute_bundle(write_bundle({
        "logs/node-1/driver.log": log(*((str(41 + i), line) for i, line in enumerate(lines))),
        "scheduler.jsonl": scheduler("FAILED", exit_code=1),
    }, ranks=TWO_NODES))
    assert outcome(result) == ("ambiguous", "unknown", []), result.explanation


def test_a_go_panic_beside_a_kernel_line_is_not_established(write_bundle) -> None:
    result = attribute_bundle(write_bundle({
        "logs/node-1/rank-0.log": log(*GO_PANIC),
        "logs/node-1/kernel.log": log(("40", E1000E_LINK_DOWN)),
        "metrics.jsonl": steps(TWO_NODES, 40),
    }, ranks=TWO_NODES), python_only())
    assert result.verdict == "ambiguous" and result.implicated_nodes == []


# ---- a node's own system logs went abnormal first -----------------------------------------
@pytest.mark.parametrize("daemon", ["syslog", "NetworkManager"])
def test_kernel_and_daemon_both_abnormal_first_implicate_their_node(write_bundle,
                                                                     daemon: str) -> None:
    result = attribute_bundle(write_bundle({
        "logs/node-2/kernel.log": log(("30", E1000E_LINK_DOWN)),
        f"logs/node-2/{daemon}.log": log(("30", NM_CARRIER_LOST)),
        "metrics.jsonl": steps(TWO_NODES, 29),
        "scheduler.jsonl": scheduler("FAILED", exit_code=1),
    }, ranks=TWO_NODES), python_only())
    assert outcome(result) == ("attributed", "network", ["node-2"])
    assert "independent witnesses" in result.explanation


def test_one_abnormal_system_line_alone_implicates_nobody(write_bundle) -> None:
    result = attribute_bundle(write_bundle({
        "logs/node-2/kernel.log": log(("30", E1000E_LINK_DOWN)),
        "metrics.jsonl": steps(TWO_NODES, 29),
        "scheduler.jsonl": scheduler("FAILED", exit_code=1),
    }, ranks=TWO_NODES), python_only())
    assert result.verdict == "ambiguous" and result.implicated_nodes == []


def test_abnormal_lines_on_both_nodes_at_once_single_out_nobody(write_bundle) -> None:
    result = attribute_bundle(write_bundle({
        "logs/node-1/kernel.log": log(("30", E1000E_LINK_DOWN)),
        "logs/node-1/syslog.log": log(("30", NM_CARRIER_LOST)),
        "logs/node-2/kernel.log": log(("30", E1000E_LINK_DOWN)),
        "logs/node-2/syslog.log": log(("30", NM_CARRIER_LOST)),
        "metrics.jsonl": steps(TWO_NODES, 29),
        "scheduler.jsonl": scheduler("FAILED", exit_code=1),
    }, ranks=TWO_NODES), python_only())
    assert result.implicated_nodes == []


# https://github.com/NVIDIA/nccl/issues/1610 (every rank's watchdog: a hang)
WATCHDOG = ("[rank{r}]:[E218 04:54:22.864467604 ProcessGroupNCCL.cpp:616] [Rank 1] Watchdog caught "
            "collective operation timeout: WorkNCCL(SeqNum=216, OpType=ALLTOALL_BASE, "
            "NumelIn=1379328, NumelOut=1572864, Timeout(ms)=600000) ran for 600045 milliseconds "
            "before timing out.")
# https://github.com/ublue-os/bazzite/issues/1608 and https://github.com/rapido-linux/rapido/
# issues/87: routine errors of a kernel and of systemd, naming no link, disk or device
ACPI_ERROR = ("kernel: ACPI Error: Aborting method \\_SB.PC00.PEG0.PCRP._ON due to previous "
              "error (AE_NOT_FOUND) (20230628/psparse-529)")
SYSTEMD_FAILED = "rapido1 systemd[1]: Failed to start Load Kernel Modules."


def test_a_hang_after_a_nodes_link_went_down_is_that_nodes_network(write_bundle) -> None:
    """Every rank times out; before that, node-2's kernel and NetworkManager both saw its link
    go (lines no signature of this stack reads): two witnesses of one node, and what they
    name is the category."""
    result = attribute_bundle(write_bundle({
        "logs/node-1/rank-0.log": log(("50", WATCHDOG.format(r=0))),
        "logs/node-2/rank-1.log": log(("50", WATCHDOG.format(r=1))),
        "logs/node-2/kernel.log": log(("20", E1000E_LINK_DOWN)),
        "logs/node-2/syslog.log": log(("20", NM_CARRIER_LOST)),
        "metrics.jsonl": steps(TWO_NODES, 19),
        "scheduler.jsonl": scheduler("FAILED", exit_code=1),
    }, ranks=TWO_NODES), load_catalogs([default_signature_dir() / "pytorch.yaml",
                                        default_signature_dir() / "nccl.yaml"]))
    assert outcome(result) == ("attributed", "network", ["node-2"])
    assert result.signature == "structural-witnesses"


def test_routine_errors_of_two_programs_do_not_name_a_node_in_a_hang(write_bundle) -> None:
    """Error-level lines no signature knows are a witness only when they name what failed: a
    kernel's ACPI notice and a unit that failed to start, on the node that happened to log
    them as the job hung, are not two witnesses against it."""
    result = attribute_bundle(write_bundle({
        "logs/node-1/rank-0.log": log(("50", WATCHDOG.format(r=0))),
        "logs/node-2/rank-1.log": log(("50", WATCHDOG.format(r=1))),
        "logs/node-2/kernel.log": log(("20", ACPI_ERROR)),
        "logs/node-2/syslog.log": log(("21", SYSTEMD_FAILED)),
        "metrics.jsonl": steps(TWO_NODES, 19),
        "scheduler.jsonl": scheduler("FAILED", exit_code=1),
    }, ranks=TWO_NODES))
    assert (result.category, result.implicated_nodes) == ("hang", [])


# ---- the words themselves ------------------------------------------------------------------
@pytest.mark.parametrize(("tail", "kind"), [
    ((TRAINING_STARTED, KILLED), "fatal"),
    ((SLURM_SCRIPT_KILLED,), "fatal"),
    ((CLUSH_EXIT_255, "cleaning up"), "fatal"),
    (("Aborted (core dumped)",), "fatal"),
    (("User defined signal 2",), "fatal"),
    ((FIT_STOPPED_EPOCHS,), "normal"),
    (("Epoch 3 loss=2.1", FIT_STOPPED_ONE), "normal"),
    (("Terminated at Mon Nov  2 17:41:43 2020", "Successfully completed."), "normal"),
    ((TRAINING_STARTED,), None),
    # https://github.com/SPECFEM/specfem2d/issues/1210 (mpirun's summary, cut over two lines)
    (("Primary job  terminated normally, but 1 process returned",
      "a non-zero exit code. Per user-direction, the job has been aborted."), "fatal"),
    # https://github.com/deepspeedai/DeepSpeed/issues/5267 (pdsh's `host: ` before each line)
    (("11.215.50.158: Traceback (most recent call last):",), "fatal"),
    # https://github.com/philip-mueller/wsrpn/issues/2 (a class outside builtins, `module.Name:`)
    (("omegaconf.errors.MissingMandatoryValue: Missing mandatory value: $FULL_KEY",), "fatal"),
    # https://github.com/vllm-project/vllm/issues/7046 (docker compose's `NAME  | `, Ray's
    # `(Actor pid=N)`, vLLM's logger's `ERROR MM-DD hh:mm:ss file.py:LINE] `, in that order)
    (("vllm-1  | (RayWorkerWrapper pid=14379) ERROR 08-01 20:15:29 worker_base.py:382] "
      "Traceback (most recent call last):",), "fatal"),
    # https://github.com/vllm-project/vllm/issues/15469 (vLLM's own worker-process prefix)
    (("(VllmWorker rank=1 pid=12231) ERROR 03-25 21:13:53 multiproc_executor.py:374] "
      "Traceback (most recent call last):",), "fatal"),
    # https://github.com/vllm-project/vllm/issues/29636 (the engine process's exception line)
    (("(EngineCore_DP0 pid=185173) RuntimeError: Worker failed with error",), "fatal"),
    # https://github.com/horovod/horovod/issues/3387 (horovodrun's `[rank]<stream>:`, behind
    # its --prefix-output-with-timestamp time)
    (("Sat Jan 29 12:27:02 2022[5]<stderr>:Traceback (most recent call last):",), "fatal"),
    # https://github.com/intel/analytics-zoo/issues/614 (Ray's `(pid=N, ip=A)` on a worker's line)
    (("(pid=118283, ip=172.16.0.160) terminate called after throwing an instance of "
      "'gloo::EnforceNotMet'",), "fatal"),
])
def test_how_a_stream_ends(tail: tuple[str, ...], kind: str | None) -> None:
    assert ending_of(tail)[0] == kind


@pytest.mark.parametrize("line", [
    # Slurm's fatal() (src/common/log.c: the program's name, its "fatal: " prefix, then exit
    # 1), as read_config.c's `fatal("Could not establish a configuration source")` prints it
    "sbatch: fatal: Could not establish a configuration source",
    # srun's allocation request (src/srun/allocate.c's `fatal("--relative option invalid for
    # job allocation request")`)
    "srun: fatal: --relative option invalid for job allocation request",
])
def test_a_slurm_commands_fatal_is_its_death_on_any_stream(line: str) -> None:
    assert ending_of((line,), program=False)[0] == "fatal"
    # an error() it goes on after is no death (fetch_config.c's `error("%s: DNS SRV lookup
    # failed", __func__)`)
    went_on = "sbatch: error: fetch_config: DNS SRV lookup failed"
    assert ending_of((went_on,), program=False)[0] is None


@pytest.mark.parametrize(("line", "abnormal"), [
    (E1000E_LINK_DOWN, True),
    (NM_CARRIER_LOST, True),
    ("EDAC MC0: 1 CE memory read error on CPU_SrcID#0_Ha#0 (corrected)", False),
    ("e1000e 0000:00:1f.6 eth0: NIC Link is Up 1000 Mbps Full Duplex", False),
])
def test_abnormal_system_lines(line: str, abnormal: bool) -> None:
    assert is_abnormal(line) is abnormal


# ---- times in the programs' own formats ----------------------------------------------------
@pytest.mark.parametrize(("line", "expected", "text"), [
    (PLUGIN_XID, datetime(2020, 8, 10, 17, 9, 42, tzinfo=UTC),
     PLUGIN_XID.split(" ", 2)[2]),
    ("2020/08/10 19:09:42.123456 'nvidia.com/gpu' device marked unhealthy",
     datetime(2020, 8, 10, 17, 9, 42, 123456, tzinfo=UTC),
     "'nvidia.com/gpu' device marked unhealthy"),
    # klog, Kubernetes' glog (year from the bundle)
    ("I0810 19:09:42.123456   12345 main.go:12] Starting", datetime(
        2020, 8, 10, 17, 9, 42, 123456, tzinfo=UTC), "12345 main.go:12] Starting"),
    # Java / log4j
    ("2020-08-10 19:09:42,123 ERROR worker lost", datetime(2020, 8, 10, 17, 9, 42, 123000,
                                                           tzinfo=UTC), "ERROR worker lost"),
    # RFC 3339 without a zone: the job's zone
    ("2020-08-10T19:09:42 boom", datetime(2020, 8, 10, 17, 9, 42, tzinfo=UTC), "boom"),
    # ctime() at the line's start, as busybox logread prints the kernel's lines (e1000e's line
    # from https://github.com/PartialVolume/shredos.x86_64/issues/212)
    ("Mon Aug 10 19:09:42 2020 kern.info kernel: " + E1000E_LINK_DOWN,
     datetime(2020, 8, 10, 17, 9, 42, tzinfo=UTC), "kern.info kernel: " + E1000E_LINK_DOWN),
    # raw syslog messages: the examples of RFC 5424 section 6.5 and RFC 3164 section 5.4
    ("<34>1 2003-10-11T22:14:15.003Z mymachine.example.com su - ID47 - 'su root' failed for "
     "lonvick on /dev/pts/8", datetime(2003, 10, 11, 22, 14, 15, 3000, tzinfo=UTC),
     "mymachine.example.com su - ID47 - 'su root' failed for lonvick on /dev/pts/8"),
    ("<13>Aug  5 17:32:18 10.0.0.99 Use the BFG!", datetime(2020, 8, 5, 15, 32, 18, tzinfo=UTC),
     "10.0.0.99 Use the BFG!"),
])
def test_program_timestamps_in_the_jobs_zone(line: str, expected: datetime, text: str) -> None:
    ctx = TimeContext(tz=zone("Europe/Berlin") or UTC,
                      reference=datetime(2020, 8, 12, tzinfo=UTC))
    at, rest = parse_line(line, ctx)
    assert at == expected and rest == text


def test_a_device_plugin_xid_in_go_log_time_is_read(write_bundle) -> None:
    """The Kubernetes device plugin's Xid line was skipped as undated; it is now read."""
    bundle = write_bundle({"logs/node-2/device-plugin.log": PLUGIN_XID + "\n"},
                          job={"job_id": "j", "scheduler": "k8s", "nodes": ["node-1", "node-2"],
                               "ranks": {"0": "node-1", "1": "node-2"},
                               "collected_at": "2020-08-10T20:00:00Z"})
    result = attribute_bundle(bundle)
    assert not any("skipped" in w for w in result.warnings)
