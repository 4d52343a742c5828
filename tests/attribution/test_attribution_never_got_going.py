# ruff: noqa: E501  (verbatim log lines people posted are kept unwrapped)
"""A run that never got going: its output holds start-up lines, then nothing; no step was ever
recorded, nothing failed in words, nothing ended. Line by line that is no failure; as a whole
it is a hang before training began, with nobody to blame (docs/attribution.md, rule 5).

What must stay `no_failure` is held here too: a run that completed, a run whose metrics or
whose own lines show training under way (also when start-up-like lines follow them), a stream
that is another thing's account (a BMC's error), and a bundle the supervisor took while the job was still
starting. The start-up lines are DeepSpeed's launcher as users posted it
(https://github.com/deepspeedai/DeepSpeed/issues/6565,
https://github.com/deepspeedai/DeepSpeed/issues/1481); the progress lines are ours.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

import pytest

from trainwarden.attribution import attribute_bundle
from trainwarden.attribution.endings import is_startup, shows_progress

TWO_NODES = {"0": "node-1", "1": "node-1", "2": "node-2", "3": "node-2"}
# https://github.com/deepspeedai/DeepSpeed/issues/6565
STARTUP = [
    "[2024-09-24 17:19:03,498] [INFO] [launch.py:146:main] WORLD INFO DICT: {'localhost': [0, 1, 2, 3]}",
    "[2024-09-24 17:19:03,498] [INFO] [launch.py:152:main] nnodes=1, num_local_procs=4, node_rank=0",
    "[2024-09-24 17:19:03,498] [INFO] [launch.py:164:main] dist_world_size=4",
]
# https://github.com/deepspeedai/DeepSpeed/issues/1481
NCCL_VERSION = "[2021-10-29 14:41:43,625] [INFO] [launch.py:73:main] 0 NCCL_VERSION 2.7.8"


def _at(second: int) -> str:
    return f"2026-01-01T{second // 3600:02d}:{second % 3600 // 60:02d}:{second % 60:02d}Z"


def _log(lines: list[str], start: int = 0, every: int = 1) -> str:
    return "".join(f"{_at(start + i * every)} {text}\n" for i, text in enumerate(lines))


def _scheduler(*states: tuple[int, str]) -> str:
    return "".join(json.dumps({"ts": _at(t), "job_state": s}) + "\n" for t, s in states)


@pytest.fixture
def bundle(write_bundle: Callable[..., Path]) -> Callable[..., Path]:
    def write(files: dict[str, str], collected_at: str | None = None,
              name: str = "bundle") -> Path:
        job = {"job_id": "j1", "scheduler": "slurm", "nodes": ["node-1", "node-2"],
               "ranks": TWO_NODES}
        if collected_at is not None:
            job["collected_at"] = collected_at
        return write_bundle(files, job=job, name=name)
    return write


def _startup_only(extra: dict[str, str] | None = None) -> dict[str, str]:
    files = {"logs/node-1/rank-0.log": _log([*STARTUP, NCCL_VERSION]),
             "scheduler.jsonl": _scheduler((0, "RUNNING"))}
    return {**files, **(extra or {})}


def test_start_up_then_silence_is_an_ambiguous_hang_naming_what_each_node_printed_last(bundle) -> None:
    result = attribute_bundle(bundle(_startup_only()))
    assert (result.verdict, result.category, result.implicated_nodes) == ("ambiguous", "hang", [])
    assert result.signature == "never-got-going"
    assert result.confidence <= 0.5 and result.retryable
    assert "no step was ever recorded" in result.explanation
    assert "NCCL_VERSION 2.7.8" in result.explanation and "node-2 printed nothing" in result.explanation
    assert "RUNNING [scheduler.jsonl:1]" in result.explanation
    assert result.initiating.evidence[0].file == "logs/node-1/rank-0.log"
    assert result.initiating.evidence[0].line == 4


def test_without_any_job_state_the_same_silence_is_a_hang(bundle) -> None:
    files = _startup_only()
    del files["scheduler.jsonl"]
    result = attribute_bundle(bundle(files))
    assert (result.verdict, result.category) == ("ambiguous", "hang")
    assert "no job state was recorded" in result.explanation


def test_a_run_the_scheduler_reports_completed_stays_no_failure(bundle) -> None:
    result = attribute_bundle(bundle(_startup_only(
        {"scheduler.jsonl": _scheduler((0, "RUNNING"), (60, "COMPLETED"))})))
    assert result.verdict == "no_failure"


def test_a_stream_that_ends_normally_stays_no_failure(bundle) -> None:
    result = attribute_bundle(bundle(_startup_only(
        {"logs/node-1/rank-0.log": _log([*STARTUP, "Training completed."])})))
    assert result.verdict == "no_failure"


def test_step_metrics_up_to_the_end_stay_no_failure(bundle) -> None:
    steps = "".join(json.dumps({"ts": _at(t), "rank": r, "node": TWO_NODES[str(r)],
                                "name": "step", "value": t // 10}) + "\n"
                    for t in range(10, 60, 10) for r in range(4))
    result = attribute_bundle(bundle(_startup_only({"metrics.jsonl": steps})))
    assert result.verdict == "no_failure"


@pytest.mark.parametrize("progress", [
    "[rank0] step 12/500 | loss 2.3411 | lr 3.0e-04",
    "{'loss': 2.3012, 'learning_rate': 4e-05, 'epoch': 0.1}",
    " 10%|#         | 50/500 [00:25<03:45,  2.00it/s]",
    "iteration       10/     100 | consumed samples: 640 | lm loss: 1.012E+01",
    "Saving model checkpoint to out/checkpoint-500",
    "Epoch 3/10 - train acc: 0.912",
])
def test_training_under_way_in_the_programs_own_lines_stays_no_failure(bundle, progress: str) -> None:
    """A program that reports progress only in its log (no step metric) trained: its warnings
    and start-up lines before that are not a run that never got going."""
    assert shows_progress(progress)
    result = attribute_bundle(bundle(_startup_only(
        {"logs/node-1/rank-0.log": _log([*STARTUP, "UserWarning: something deprecated", progress])})))
    assert result.verdict == "no_failure"


def test_a_posted_training_line_counts_as_progress(bundle) -> None:
    # https://github.com/tensorflow/tensorflow/issues/12090
    line = "INFO:tensorflow:Worker 0: 2017-08-04 06:46:08.510727: step 2340, loss = 11.22(2.0 examples/sec; 15.788  sec/batch)"
    assert shows_progress(line)
    result = attribute_bundle(bundle(_startup_only(
        {"logs/node-1/rank-0.log": _log([*STARTUP, line])})))
    assert result.verdict == "no_failure"


def test_a_start_up_progress_bar_is_not_training(bundle) -> None:
    """Loading a model's shards shows a bar with a rate; a run stuck after it never trained."""
    # https://github.com/modelscope/ms-swift/issues/417
    shards = "Loading checkpoint shards: 32%|███▏ | 6/19 [01:40<03:41, 17.01s/it]"
    assert not shows_progress(shards)
    result = attribute_bundle(bundle(_startup_only(
        {"logs/node-1/rank-0.log": _log([*STARTUP, shards])})))
    assert (result.verdict, result.category, result.signature) == (
        "ambiguous", "hang", "never-got-going")


def test_progress_further_back_than_the_kept_tail_still_counts(bundle) -> None:
    """A run that trained and then printed a burst of set-up lines (a new communicator, an
    evaluation loader) is read to its progress lines, not only to its last five lines."""
    lines = [*STARTUP, *[f"[rank0] step {i} | loss {2.0 + i / 100:.4f}" for i in range(1, 40)],
             *[NCCL_VERSION] * 12]
    result = attribute_bundle(bundle(_startup_only({"logs/node-1/rank-0.log": _log(lines)})))
    assert result.verdict == "no_failure"


def test_a_bar_still_at_zero_and_a_config_dump_are_not_progress() -> None:
    assert not shows_progress("  0%|          | 0/1000 [00:00<?, ?it/s]")
    assert not shows_progress("  loss_scale ................... 0")
    assert not shows_progress("  Total optimization steps = 300")
    assert not shows_progress("  max_grad_norm ................ 1.0")
    assert not shows_progress("Epoch 1/10")  # Keras's header, printed before the first step
    assert is_startup(STARTUP[2]) and is_startup(NCCL_VERSION)
    assert not is_startup("PSU 2 input lost")


# a server initialising its threads and saying it is ready, then waiting for workers that never
# came: ps-lite's own messages (src/customer.cc, LOG(INFO) "Server inits Push Thread-" ...), as
# BytePS servers print them (https://github.com/bytedance/byteps/issues/353: all waiting)
@pytest.mark.parametrize("lines", [
    ["[08:26:36] src/customer.cc:93: Server inits Pull Thread-0",
     "[08:26:36] src/customer.cc:137: Server inits Push Thread-0"],
    ["[08:26:36] src/customer.cc:258: All threads inited, ready to process message"],
])
def test_threads_initialised_and_ready_then_silence_is_a_hang(bundle, lines: list[str]) -> None:
    assert all(is_startup(line) for line in lines)
    result = attribute_bundle(bundle({"logs/node-1/server.log": _log(lines)}))
    assert (result.verdict, result.category) == ("ambiguous", "hang")


# https://github.com/huggingface/open-r1/issues/543 (a GRPO trainer waiting for a vLLM server
# that never came up: no start-up line, no error, no step)
WAITING = [
    "2025-03-26 05:53:13 - INFO - trl.extras.vllm_client - Server is not up yet. Retrying in 2.0 seconds...",
    "2025-03-26 05:53:15 - INFO - trl.extras.vllm_client - Server is not up yet. Retrying in 2.0 seconds...",
    "2025-03-26 05:53:17 - INFO - trl.extras.vllm_client - Server is not up yet. Retrying in 2.0 seconds...",
]


def test_a_program_that_never_showed_training_is_a_hang_without_start_up_lines(bundle) -> None:
    """No step, no progress line, no ending, nothing abnormal: lines that are not start-up
    (a client polling for its server) say no more of training than start-up lines do."""
    assert not any(is_startup(line) or shows_progress(line) for line in WAITING)
    files = {"logs/node-1/rank-0.log": _log(WAITING, every=2),
             "scheduler.jsonl": _scheduler((0, "RUNNING"))}
    result = attribute_bundle(bundle(files))
    assert (result.verdict, result.category, result.signature) == (
        "ambiguous", "hang", "never-got-going")
    assert result.implicated_nodes == []
    # taken two minutes on by the supervisor, the same run is one still starting
    quick = attribute_bundle(bundle(files, collected_at=_at(120), name="quick"))
    assert quick.verdict == "no_failure"


def test_a_stream_that_is_not_a_program_starting_stays_no_failure(bundle) -> None:
    result = attribute_bundle(bundle({"logs/node-2/bmc.log": _log(["PSU 2 input lost"]),
                                      "scheduler.jsonl": _scheduler((0, "RUNNING"))}))
    assert result.verdict == "no_failure"


# NeMo-Run's status of an experiment's tasks, its execution guide's sample output
# (https://github.com/NVIDIA/NeMo-Run/blob/main/docs/source/guides/execution.md)
NEMO_RUN_STATUS = [
    "Experiment Status for experiment_with_scripts_1730761155",
    "",
    "Task 2: simple.add.add_object",
    "- Status: RUNNING",
    "- Executor: LocalExecutor",
    "- Job id: simple.add.add_object-s1543tt3f7dcm",
    "- Local Directory: /home/your_user/.nemo_run/experiments/experiment_with_scripts/experiment_with_scripts_1730761155/simple.add.add_object",
]


def test_a_launchers_status_of_the_jobs_tasks_is_a_listing_not_a_run_that_stopped(bundle) -> None:
    # the launcher polled and listed the task RUNNING: no program's output stopped
    result = attribute_bundle(bundle({"logs/node-1/nemo-experiment.log": _log(NEMO_RUN_STATUS, 600),
                                      "scheduler.jsonl": _scheduler((0, "RUNNING"))}))
    assert (result.verdict, result.category) == ("no_failure", "unknown")
    # blank lines alone are no listing: the same bundle with a rank's start-up stays a hang
    hung = attribute_bundle(bundle(_startup_only({"logs/node-2/blank.log": _log(["", ""])}),
                                   name="blank"))
    assert (hung.verdict, hung.category) == ("ambiguous", "hang")


def test_a_failure_line_keeps_its_own_reading(bundle) -> None:
    result = attribute_bundle(bundle(_startup_only({"logs/node-1/rank-0.log": _log(
        [*STARTUP, "Traceback (most recent call last):", "ValueError: bad config value"])})))
    assert result.signature != "never-got-going"
    assert result.verdict != "no_failure"


# https://github.com/NVIDIA/nccl-tests/issues/320 (NCCL's trace of the result code it returns:
# 2 is ncclSystemError, "unhandled system error", here NVML missing; the test's own failure
# line cut off)
SYSTEM_ERROR_TRACE = [
    "gpu0301:842624:842643 [0] misc/nvmlwrap.cc:74 NCCL WARN Failed to open libnvidia-ml.so.1",
    "gpu0301:842624:842643 [0] NCCL INFO misc/nvmlwrap.cc:200 -> 2",
    "gpu0301:842624:842643 [0] NCCL INFO init.cc:355 -> 2",
    "gpu0301:842624:842643 [0] NCCL INFO init.cc:1397 -> 2",
]


def test_nccls_system_error_trace_is_a_failure_not_a_run_that_never_got_going(bundle) -> None:
    """The communicator's init returned NCCL's system error: a failure of a call, not a hang;
    alone it is the convention's `ambiguous unknown` (not the network: no socket is shown)."""
    result = attribute_bundle(bundle({"logs/node-1/rank-0.log": _log([*STARTUP, *SYSTEM_ERROR_TRACE])}))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "ambiguous", "unknown", [])


def test_a_live_bundle_counts_only_a_silence_as_long_as_a_stall(bundle) -> None:
    """The supervisor's bundle says how long the silence lasted: two minutes after start-up
    the job may still be loading; forty minutes is a stall (rule 4's 30 minutes without a step
    interval), and so is the monitor's own hang threshold when it declared the hang."""
    starting = attribute_bundle(bundle(_startup_only(), collected_at="2026-01-01T00:02:03Z"))
    assert starting.verdict == "no_failure"
    stalled = attribute_bundle(bundle(_startup_only(), collected_at="2026-01-01T00:40:03Z",
                                      name="later"))
    assert (stalled.verdict, stalled.category, stalled.signature) == (
        "ambiguous", "hang", "never-got-going")


def test_the_monitors_threshold_shortens_the_silence_needed(write_bundle) -> None:
    job = {"job_id": "j1", "scheduler": "slurm", "nodes": ["node-1", "node-2"],
           "ranks": TWO_NODES, "collected_at": "2026-01-01T00:03:03Z"}
    root = write_bundle(_startup_only(), job=job)
    assert attribute_bundle(root).verdict == "no_failure"
    declared = attribute_bundle(root, stall_seen_seconds=120.0)
    assert (declared.verdict, declared.category) == ("ambiguous", "hang")


@pytest.mark.parametrize("state", ["CANCELLED", "TIMEOUT", "FAILED"])
def test_a_scheduler_stop_long_after_start_up_is_the_hang_it_ended(bundle, state: str) -> None:
    """The user cancelled, the time limit ended, or a watchdog failed a run that had printed
    its start-up and nothing for an hour: the stop is the consequence, the hang the finding."""
    result = attribute_bundle(bundle(_startup_only(
        {"scheduler.jsonl": _scheduler((0, "RUNNING"), (3600, state))})))
    assert (result.verdict, result.category, result.signature) == (
        "ambiguous", "hang", "never-got-going")
    assert f"{state} [scheduler.jsonl:2]" in result.explanation


# DeepSpeed's runner without a hostfile, as posted in
# https://github.com/deepspeedai/DeepSpeed/issues/3299 (the normal start of a one-node run)
NO_HOSTFILE = "[2023-04-19 10:49:12,862] [WARNING] [runner.py:190:fetch_hostfile] Unable to find hostfile, will proceed with training with local resources only."


def test_a_one_node_runner_without_a_hostfile_then_an_hour_of_nothing_is_the_hang(
        write_bundle) -> None:
    """`Unable to find hostfile` is a cause only on a job given several nodes
    (deepspeed-no-hostfile-multinode's corroboration); on a one-node job, set aside, it says
    nothing more than the start-up lines around it, and a cancel an hour later ended a hang."""
    job = {"job_id": "j1", "scheduler": "local", "nodes": ["node-1"],
           "ranks": {"0": "node-1", "1": "node-1"}}
    root = write_bundle({
        "logs/node-1/launcher.log": _log([NO_HOSTFILE, *STARTUP]),
        "scheduler.jsonl": _scheduler((0, "RUNNING"), (3600, "CANCELLED")),
    }, job=job)
    result = attribute_bundle(root)
    assert (result.verdict, result.category, result.signature) == (
        "ambiguous", "hang", "never-got-going"), result.explanation
    assert result.implicated_nodes == []


@pytest.mark.parametrize("state", ["CANCELLED", "FAILED"])
def test_a_job_cancelled_while_still_starting_keeps_its_reading(bundle, state: str) -> None:
    """Two minutes after start-up is no stall: a cancel then, or a failure then (a crash
    whose words were not kept), is not read as a hang."""
    result = attribute_bundle(bundle(_startup_only(
        {"scheduler.jsonl": _scheduler((0, "RUNNING"), (120, state))})))
    assert result.signature != "never-got-going"


def test_a_failure_a_watchdogs_wait_after_start_up_is_the_hang_it_ended(bundle) -> None:
    """A FAILED that is all that says so, eleven minutes after the last start-up line: longer
    than ProcessGroupNCCL's shortest default collective timeout (10 min), so a watchdog's end
    of a run that hung, not a crash's prompt report (as stalled-then-failed reads a failure
    that long after the last step); a CANCELLED then still needs the stall of rule 4."""
    failed = attribute_bundle(bundle(_startup_only(
        {"scheduler.jsonl": _scheduler((0, "RUNNING"), (663, "FAILED"))}), name="failed"))
    assert (failed.verdict, failed.category, failed.signature) == (
        "ambiguous", "hang", "never-got-going")
    sooner = attribute_bundle(bundle(_startup_only(
        {"scheduler.jsonl": _scheduler((0, "RUNNING"), (400, "FAILED"))}), name="sooner"))
    assert sooner.signature != "never-got-going"


@pytest.mark.parametrize("state", ["NODE_FAIL", "PREEMPTED"])
def test_a_failed_or_preempted_job_keeps_its_reading(bundle, state: str) -> None:
    result = attribute_bundle(bundle(_startup_only(
        {"scheduler.jsonl": _scheduler((0, "RUNNING"), (3600, state))})))
    assert result.signature != "never-got-going"


def test_a_death_in_the_output_keeps_its_reading(bundle) -> None:
    """A process the shell reports killed is a death the reading already weighed (rule 5):
    not a silence."""
    result = attribute_bundle(bundle(_startup_only({
        "logs/node-1/rank-0.log": _log([*STARTUP, "/var/spool/slurmd/job01/slurm_script: line 12: 4121 Killed                  python train.py"]),
        "scheduler.jsonl": _scheduler((0, "RUNNING"), (3600, "CANCELLED"))})))
    assert result.signature != "never-got-going"


# Slurm's fatal(): src/common/log.c logs `PROG: fatal: MSG` (its "fatal: " prefix after the
# program's name) and exits 1; read_config.c's `fatal("Could not establish a configuration
# source")` when a command finds neither slurm.conf nor a configless controller (the line as the
# format string and the prefix print it, the program sbatch)
SBATCH_FATAL = "sbatch: fatal: Could not establish a configuration source"


def test_a_slurm_commands_fatal_exit_is_an_end_not_a_silence(bundle) -> None:
    """sbatch's fatal() exited: nothing waits on it, so the job never hung (ambiguous, as no
    signature reads the words), though no job state was recorded at all."""
    result = attribute_bundle(bundle({"logs/login/sbatch.log": _log([SBATCH_FATAL])}))
    assert result.signature != "never-got-going", result.explanation
    assert (result.verdict, result.category, result.implicated_nodes) == ("ambiguous", "unknown", [])


def test_slurms_own_line_of_the_cancel_is_the_same_stop(bundle) -> None:
    """slurmstepd's line of the cancel in the output says what the scheduler said: the run
    still never got going."""
    result = attribute_bundle(bundle(_startup_only({
        "logs/node-1/rank-0.log": _log([*STARTUP, "slurmstepd: error: *** STEP 6053.0 ON node-1 CANCELLED AT 2026-01-01T01:00:00 ***"]),
        "scheduler.jsonl": _scheduler((0, "RUNNING"), (3600, "CANCELLED"))})))
    assert (result.verdict, result.category, result.signature) == (
        "ambiguous", "hang", "never-got-going")


def test_the_earlier_runs_training_before_the_window_says_nothing_of_this_run(bundle) -> None:
    """A restarted job appends to the same log: the first run's progress lines are before the
    incident's evidence window (`since`), the second run printed its start-up and nothing."""
    first_run = [f"[rank0] step {i} | loss {2.0 + i / 100:.4f}" for i in range(1, 30)]
    root = bundle(_startup_only({"logs/node-1/rank-0.log": _log(first_run, start=0)
                                 + _log([*STARTUP, NCCL_VERSION], start=1800)}))
    assert attribute_bundle(root).verdict == "no_failure"
    restarted = attribute_bundle(root, since=datetime(2026, 1, 1, 0, 29, 0, tzinfo=UTC))
    assert (restarted.verdict, restarted.category, restarted.signature) == (
        "ambiguous", "hang", "never-got-going")


def test_a_node_the_scheduler_took_down_keeps_its_reading(bundle) -> None:
    """A node DOWN before the cancel is evidence about a machine, not a silence."""
    scheduler = (_scheduler((0, "RUNNING"))
                 + json.dumps({"ts": _at(600), "node": "node-2", "node_state": "DOWN"}) + "\n"
                 + _scheduler((3600, "CANCELLED")))
    result = attribute_bundle(bundle(_startup_only({"scheduler.jsonl": scheduler})))
    assert result.signature != "never-got-going"


def test_the_explanation_says_the_scheduler_stopped_it(bundle) -> None:
    result = attribute_bundle(bundle(_startup_only(
        {"scheduler.jsonl": _scheduler((0, "RUNNING"), (3600, "TIMEOUT"))})))
    assert "did not end by itself (the scheduler stopped it: TIMEOUT" in result.explanation
    assert "3597s after the last line" in result.explanation


# https://github.com/young-geng/EasyLM/issues/109: Abseil's non-fatal usage error for a flag
# libtpu retired (absl/flags/reflection.cc, `Accessing retired flag '`; ReportUsageError prints
# `ERROR: ` and exits only for a fatal one, absl/flags/usage_config.cc)
RETIRED_FLAG = "ERROR: Accessing retired flag 'jax_enable_async_collective_offload'"


def test_abseils_retired_flag_notice_is_no_end_of_the_program(bundle) -> None:
    """The program goes on past the notice: start-up, the notice, then silence is the same run
    that never got going, not the program's own error."""
    result = attribute_bundle(bundle({"logs/node-1/rank-0.log": _log([*STARTUP, RETIRED_FLAG]),
                                      "scheduler.jsonl": _scheduler((0, "RUNNING"))}))
    assert (result.verdict, result.category, result.implicated_nodes) == ("ambiguous", "hang", [])
    assert result.signature == "never-got-going"


def test_julias_uncaught_error_is_still_the_programs_end() -> None:
    from trainwarden.attribution.endings import is_program_error
    assert not is_program_error(RETIRED_FLAG)
    # Julia's uncaught exception (base/client.jl), which the same `ERROR: ` begins
    assert is_program_error("ERROR: LoadError: UndefVarError: x not defined")


# Sacred's print of the run's configuration (sacred/commands.py, _format_config and
# _format_entry: every entry behind `2 + 2 * path.count(".")` spaces as `key = value`,
# https://github.com/IDSIA/sacred/blob/master/sacred/commands.py), rendered with a detection
# model's entries: every line of the stream's end is indented, yet none is a stack's frame
SACRED_CONFIG = [f"  {key} = {value}" for key, value in [
    ("batch_size", "2"), ("dec_layers", "6"), ("dist_url", "'env://'"), ("dropout", "0.1"),
    ("enc_layers", "6"), ("epochs", "80"), ("hidden_dim", "288"), ("lr", "0.0002"),
    ("lr_backbone", "2e-05"), ("nheads", "8"), ("num_queries", "500"), ("num_workers", "2")]]


def test_an_indented_configuration_dump_then_silence_is_a_hang(bundle) -> None:
    """The dump is the program's own last output (its header not kept, as an excerpt that
    begins inside it holds it); a run that printed it and then nothing for an hour never got
    going. Before, its indented entries were passed over like a stack's frames, the stream
    kept no ending and the run read `no_failure`."""
    result = attribute_bundle(bundle({
        "logs/node-1/rank-0.log": _log(SACRED_CONFIG),
        "scheduler.jsonl": _scheduler((0, "RUNNING"), (3600, "CANCELLED"))}))
    assert (result.verdict, result.category, result.signature) == (
        "ambiguous", "hang", "never-got-going"), result.explanation
    assert "num_workers = 2" in result.explanation, result.explanation


def test_a_traceback_s_indented_frames_are_not_a_configuration_dump(bundle) -> None:
    """Indented lines that are a stack's frames stay passed over (the stream keeps no
    ending, as before)."""
    frames = ['  File "train.py", line 241, in train', "    batch = next(self.dl)"] * 40
    result = attribute_bundle(bundle({
        "logs/node-1/rank-0.log": _log(frames),
        "scheduler.jsonl": _scheduler((0, "RUNNING"), (3600, "CANCELLED"))}))
    assert result.signature != "never-got-going", result.explanation
