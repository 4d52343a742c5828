# ruff: noqa: E501  (verbatim log lines people posted are kept unwrapped)
"""What a machine logs after training had already stopped did not stop it, and a run its owner
cancelled after a long silent stall was a hung run (blind21's round). A kernel soft lockup is
a node's failure only with corroboration, and "training stopped" corroborates it only when the
steps stopped near the line: a lockup printed while the owner kills a run that had hung for an
hour is the aftermath (Project MONAI's tutorial report, scored blind, read that way).

The lockup line is one posted in https://github.com/FMInference/FlexLLMGen/issues/86 (a
comment's syslog lines, the host name cut there); the node, its times and the steps are ours.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from two_nodes import TWO_NODES, job_state, log, steps

from trainwarden.attribution import attribute_bundle

SOFT_LOCKUP = "kernel:watchdog: BUG: soft lockup - CPU#202 stuck for 22s! [python:7565]"
LAST_STEP = 300  # both ranks step every 10 s until here: a hang takes 20 steps, 200 s


def _bundle(write_bundle: Callable[..., Path], name: str, end: str,
            lockup_at: int | None) -> Path:
    files = {"metrics.jsonl": steps(LAST_STEP), "scheduler.jsonl": end}
    if lockup_at is not None:
        files["logs/node-1/kernel.log"] = log((lockup_at, SOFT_LOCKUP))
    return write_bundle(files, nodes=["node-1", "node-2"], ranks=TWO_NODES, name=name)


def test_a_soft_lockup_logged_long_after_every_rank_stopped_is_not_the_cause(
        write_bundle: Callable[..., Path]) -> None:
    late = attribute_bundle(_bundle(write_bundle, "late", job_state(2500, "CANCELLED"), 2400))
    assert (late.verdict, late.category, late.implicated_nodes) == ("ambiguous", "hang", [])
    assert "kernel-soft-lockup" in late.explanation
    assert "stalled long before the line" in late.explanation


def test_the_same_lockup_as_the_steps_stopped_is_the_nodes_failure(
        write_bundle: Callable[..., Path]) -> None:
    at_stop = attribute_bundle(_bundle(write_bundle, "at-stop", job_state(2500, "CANCELLED"),
                                       LAST_STEP + 5))
    assert (at_stop.verdict, at_stop.category, at_stop.implicated_nodes) == (
        "attributed", "node_failure", ["node-1"])


def test_an_owners_cancel_after_a_silent_stall_is_a_hang_and_during_training_is_no_failure(
        write_bundle: Callable[..., Path]) -> None:
    hung = attribute_bundle(_bundle(write_bundle, "hung", job_state(2500, "CANCELLED"), None))
    assert (hung.verdict, hung.category, hung.implicated_nodes) == ("ambiguous", "hang", [])
    assert "no rank completed a step" in hung.explanation
    training = attribute_bundle(_bundle(write_bundle, "training",
                                        job_state(LAST_STEP + 2, "CANCELLED"), None))
    assert (training.verdict, training.implicated_nodes) == ("no_failure", [])


# https://github.com/GuHuangAI/ADM-Public/issues/6 ("The training process is not moving"; the
# traceback as posted when its owner interrupted the stuck run, a blank line dropped), cut
# here before its exception as a stored log may be
HUNG_TEARDOWN = (
    "Traceback (most recent call last):",
    '  File "train_vae.py", line 241, in train',
    "    batch = next(self.dl)",
    '  File "/home/spai/code/SD/DDM-Public/ddm/utils.py", line 43, in cycle',
    "    for data in dl:",
)


def _teardown(write_bundle: Callable[..., Path], name: str, at: int) -> Path:
    return write_bundle({
        "logs/node-1/rank-0.log": log(*((at, text) for text in HUNG_TEARDOWN)),
        "metrics.jsonl": steps(LAST_STEP), "scheduler.jsonl": job_state(at + 5, "FAILED"),
    }, nodes=["node-1", "node-2"], ranks=TWO_NODES, name=name)


def test_a_traceback_cut_before_its_exception_long_after_the_last_step_is_a_hangs_teardown(
        write_bundle: Callable[..., Path]) -> None:
    """Begun a collective watchdog's wait (10 min) after every rank stopped: what was raised
    was not kept, and the run had stopped long before it: a hang, nobody implicated."""
    late = attribute_bundle(_teardown(write_bundle, "late", LAST_STEP + 700))
    assert (late.verdict, late.category, late.implicated_nodes) == ("ambiguous", "hang", []), (
        late.explanation)
    assert "cut before its exception" in late.explanation


def test_the_same_cut_traceback_as_the_steps_stopped_stays_the_programs(
        write_bundle: Callable[..., Path]) -> None:
    soon = attribute_bundle(_teardown(write_bundle, "soon", LAST_STEP + 30))
    assert (soon.verdict, soon.category, soon.signature) == (
        "attributed", "user_code", "program-error-ending"), soon.explanation


# https://github.com/pytorch/pytorch/pull/54531 (faulthandler's dump of a process's threads as
# its description posts it): the stack a stopped process prints when a watchdog or its owner
# ends it, its frames in faulthandler's form (`line 4634 in <lambda>`, no comma)
FAULTHANDLER_DUMP = (
    "Current thread 0x00007f04d36bb740 (most recent call first):",
    '  File "test/distributed/test_c10d.py", line 4634 in <lambda>',
    '  File "test/distributed/test_c10d.py", line 4610 in _test_nccl_errors_blocking',
    '  File "test/distributed/test_c10d.py", line 4634 in test_nccl_errors_blocking_abort',
)


def _dumped(write_bundle: Callable[..., Path], name: str, at: int,
            between: tuple[int, str] | None = None) -> Path:
    lines = ([between] if between else []) + [(at, text) for text in FAULTHANDLER_DUMP]
    return write_bundle({
        "logs/node-1/rank-0.log": log(*lines),
        "metrics.jsonl": steps(LAST_STEP), "scheduler.jsonl": job_state(at + 10, "FAILED"),
    }, nodes=["node-1", "node-2"], ranks=TWO_NODES, name=name)


def test_a_stack_dump_a_watchdogs_wait_after_the_last_step_is_the_stalled_runs_teardown(
        write_bundle: Callable[..., Path]) -> None:
    """Nothing logged after the last step but the stacks the stopped process printed, begun
    10 minutes or more after it (the shortest default collective timeout): the stall is what
    the bundle shows, as when nothing at all was logged before the failure."""
    late = attribute_bundle(_dumped(write_bundle, "late", LAST_STEP + 700))
    assert (late.verdict, late.category, late.implicated_nodes) == ("ambiguous", "hang", []), (
        late.explanation)
    assert late.signature == "stalled-then-failed"


def test_a_stack_dump_soon_after_the_last_step_or_after_other_lines_is_no_stall(
        write_bundle: Callable[..., Path]) -> None:
    soon = attribute_bundle(_dumped(write_bundle, "soon", LAST_STEP + 30))
    assert soon.signature != "stalled-then-failed", soon.explanation
    went_on = attribute_bundle(_dumped(write_bundle, "went-on", LAST_STEP + 700,
                                       (LAST_STEP + 300, "NCCL version 2.21.5+cuda12.4")))
    assert went_on.signature != "stalled-then-failed", went_on.explanation


# https://github.com/deepspeedai/DeepSpeed/issues/2069 ("After the script gets frozen, this is my
# GPU status with `nvidia-smi`", as posted, its first GPU's rows): a node's own snapshot of a run
# its owner found stuck, the only later line of a bundle kept without a scheduler's record
FROZEN_NVIDIA_SMI = (
    "Tue Jul  5 16:37:34 2022",
    "+-----------------------------------------------------------------------------+",
    "| NVIDIA-SMI 450.102.04   Driver Version: 450.102.04   CUDA Version: 11.1     |",
    "|-------------------------------+----------------------+----------------------+",
    "|   0  Tesla V100-SXM2...  On   | 00000000:1A:00.0 Off |                    0 |",
    "| N/A   44C    P0    71W / 300W |   4890MiB / 32510MiB |    100%      Default |",
)


def _snapshot(write_bundle: Callable[..., Path], name: str, at: int,
              scheduler: str | None = None) -> Path:
    files = {"logs/node-1/nvidia-smi.log": log(*((at, text) for text in FROZEN_NVIDIA_SMI)),
             "metrics.jsonl": steps(LAST_STEP)}
    if scheduler is not None:
        files["scheduler.jsonl"] = scheduler
    return write_bundle(files, nodes=["node-1", "node-2"], ranks=TWO_NODES, name=name)


def test_a_snapshot_a_watchdogs_wait_after_the_last_step_without_a_scheduler_shows_a_hang(
        write_bundle: Callable[..., Path]) -> None:
    """No scheduler's word, nothing read: a line logged 20 minutes after every rank's last
    step (10 s steps) shows the run had stopped making progress when someone looked."""
    late = attribute_bundle(_snapshot(write_bundle, "late", LAST_STEP + 1200))
    assert (late.verdict, late.category, late.implicated_nodes) == ("ambiguous", "hang", []), (
        late.explanation)
    assert late.signature == "stalled-before-later-line"


def test_a_snapshot_soon_after_the_last_step_or_after_a_completed_run_is_no_failure(
        write_bundle: Callable[..., Path]) -> None:
    soon = attribute_bundle(_snapshot(write_bundle, "soon", LAST_STEP + 120))
    assert (soon.verdict, soon.implicated_nodes) == ("no_failure", []), soon.explanation
    done = attribute_bundle(_snapshot(write_bundle, "done", LAST_STEP + 1200,
                                      job_state(LAST_STEP + 5, "COMPLETED")))
    assert (done.verdict, done.implicated_nodes) == ("no_failure", []), done.explanation


# Steps of a minute (a 6-billion-parameter shard's): a hang's 20 steps would take 20 minutes,
# longer than a collective watchdog's shortest default wait (ProcessGroupNCCL's 10 minutes)
# that ends a hung run first. NCCL's own start-up line (init.cc's `NCCL version %s`).
SLOW_LAST_STEP = 240


def _slow(write_bundle: Callable[..., Path], name: str, failed_at: int) -> Path:
    return write_bundle({
        "metrics.jsonl": steps(SLOW_LAST_STEP, every=60),
        "logs/node-1/rank-0.log": log((5, "NCCL version 2.21.5+cuda12.4")),
        "scheduler.jsonl": job_state(failed_at, "FAILED"),
    }, nodes=["node-1", "node-2"], ranks=TWO_NODES, name=name)


def test_slow_steps_stalled_for_a_watchdogs_wait_before_the_failure_are_a_hang(
        write_bundle: Callable[..., Path]) -> None:
    hung = attribute_bundle(_slow(write_bundle, "watchdog", SLOW_LAST_STEP + 610))
    assert (hung.verdict, hung.category, hung.implicated_nodes) == ("ambiguous", "hang", [])
    assert hung.signature == "stalled-then-failed"


def test_slow_steps_stopped_shorter_than_a_watchdogs_wait_before_the_failure_are_no_hang(
        write_bundle: Callable[..., Path]) -> None:
    soon = attribute_bundle(_slow(write_bundle, "soon", SLOW_LAST_STEP + 300))
    assert soon.category != "hang"


# https://github.com/mlcommons/training/issues/546 ("[SSD] Training fails due to NCCL timeout":
# torchvision's reference MetricLogger line, as posted): the ranks' own progress within an
# epoch, logged after the metrics' last step (one step per ten minutes here: a step per epoch)
EPOCH_PROGRESS = "Epoch: [0]  [ 260/9143]  eta: 1:27:06  lr: 0.000003  loss: 1.6425 (2.0424)  bbox_regression: 0.6106 (0.6751)  classification: 1.0362 (1.3673)  time: 0.5645  data: 0.0003  max mem: 26787"
EPOCH_LAST_STEP = 1200
EPOCH_PROGRESS_AT = 1500


def _mid_epoch(write_bundle: Callable[..., Path], name: str, failed_at: int) -> Path:
    return write_bundle({
        "metrics.jsonl": steps(EPOCH_LAST_STEP, every=600),
        "logs/node-1/rank-0.log": log((EPOCH_PROGRESS_AT, EPOCH_PROGRESS)),
        "scheduler.jsonl": job_state(failed_at, "FAILED"),
    }, nodes=["node-1", "node-2"], ranks=TWO_NODES, name=name)


def test_a_failure_a_pg_timeout_after_the_last_progress_line_is_a_hang(
        write_bundle: Callable[..., Path]) -> None:
    """The progress line after the metrics' last step is where the stall is measured from;
    a FAILED more than torch's default_pg_timeout (30 min) after it, nothing in between, is
    the watchdog's end of a run that hung mid-epoch."""
    hung = attribute_bundle(_mid_epoch(write_bundle, "pg-timeout", EPOCH_PROGRESS_AT + 1850))
    assert (hung.verdict, hung.category, hung.implicated_nodes) == ("ambiguous", "hang", [])
    assert hung.signature == "stalled-then-failed"
    assert "last showed training" in hung.explanation


def test_a_failure_sooner_after_the_last_progress_line_is_no_hang(
        write_bundle: Callable[..., Path]) -> None:
    soon = attribute_bundle(_mid_epoch(write_bundle, "sooner", EPOCH_PROGRESS_AT + 900))
    assert soon.category != "hang"


# https://github.com/facebookresearch/detectron2/issues/1286 ("program stucked when training on
# multi-gpus": nothing after its start line, then its owner's control+c; the traceback as
# posted, the `^` of the terminal's `^C` lost in the post): the parent waiting on its children
# when the interrupt came, KeyboardInterrupt its only exception
DETECTRON2_STARTED = "[04/24 01:01:49 detectron2]: Starting training from iteration 0"
DETECTRON2_CTRL_C = [
    "CTraceback (most recent call last):",
    '  File "plain_train_net.py", line 233, in <module>',
    "    args=(args,),",
    '  File "/ssd1/yulu/PS/detectron2/detectron2/engine/launch.py", line 49, in launch',
    "    daemon=False,",
    '  File "/home/yulu/anaconda3/envs/detectron2/lib/python3.6/site-packages/torch/multiprocessing/spawn.py", line 171, in spawn',
    "    while not spawn_context.join():",
    '  File "/home/yulu/anaconda3/envs/detectron2/lib/python3.6/site-packages/torch/multiprocessing/spawn.py", line 77, in join',
    "    timeout=timeout,",
    '  File "/home/yulu/anaconda3/envs/detectron2/lib/python3.6/multiprocessing/connection.py", line 911, in wait',
    "    ready = selector.select(timeout)",
    '  File "/home/yulu/anaconda3/envs/detectron2/lib/python3.6/selectors.py", line 376, in select',
    "    fd_event_list = self._poll.poll(timeout)",
    "KeyboardInterrupt",
]


def _interrupted(write_bundle: Callable[..., Path], name: str, interrupted_at: int) -> Path:
    return write_bundle({
        "logs/node-1/rank-0.log": log((5, DETECTRON2_STARTED)),
        "logs/node-1/launcher.log": log(*((interrupted_at, line) for line in DETECTRON2_CTRL_C)),
        "scheduler.jsonl": job_state(interrupted_at + 1, "CANCELLED"),
    }, nodes=["node-1", "node-2"], ranks=TWO_NODES, name=name)


def test_an_owners_interrupt_a_watchdogs_wait_after_the_last_line_is_a_hang(
        write_bundle: Callable[..., Path]) -> None:
    """KeyboardInterrupt is the owner stopping the run, its frames where the run waited: an
    hour of silence before it is a run that had hung, not the program's error."""
    hung = attribute_bundle(_interrupted(write_bundle, "interrupted-late", 3000))
    assert (hung.verdict, hung.category, hung.implicated_nodes) == ("ambiguous", "hang", [])
    assert hung.signature == "interrupted-after-stall"


def test_an_owners_interrupt_soon_after_the_last_line_is_no_hang(
        write_bundle: Callable[..., Path]) -> None:
    soon = attribute_bundle(_interrupted(write_bundle, "interrupted-soon", 60))
    assert soon.signature != "interrupted-after-stall"
    assert soon.implicated_nodes == []


def _interrupted_alone(write_bundle: Callable[..., Path], name: str,
                       interrupted_at: int) -> Path:
    """The launcher's interrupt traceback is all the program kept (its lines printed at the
    instant of the interrupt); the scheduler reported the job running at second 0."""
    return write_bundle({
        "logs/node-1/launcher.log": log(*((interrupted_at, line) for line in DETECTRON2_CTRL_C)),
        "scheduler.jsonl": job_state(0, "RUNNING") + job_state(interrupted_at + 1, "CANCELLED"),
    }, nodes=["node-1"], ranks={"0": "node-1", "1": "node-1"}, name=name)


def test_an_interrupt_that_is_all_the_program_kept_is_measured_from_the_schedulers_running(
        write_bundle: Callable[..., Path]) -> None:
    """With no line of its own before the interrupt's traceback (whose frames are printed at
    the interrupt), the run's last sign of life is the scheduler's RUNNING, as for a cancelled
    program that wrote nothing: half an hour in, the owner stopped a run that had hung."""
    hung = attribute_bundle(_interrupted_alone(write_bundle, "interrupt-alone-late", 1800))
    assert (hung.verdict, hung.category, hung.implicated_nodes) == ("ambiguous", "hang", [])
    assert hung.signature == "interrupted-after-stall"
    soon = attribute_bundle(_interrupted_alone(write_bundle, "interrupt-alone-soon", 120))
    assert soon.signature != "interrupted-after-stall"
    assert soon.category != "hang"
    assert soon.implicated_nodes == []


# https://github.com/LLMServe/DistServe/issues/52 ("the task is stuck on that waiting stage, so
# I stop it manually with ctrl+C"): the run's last line before the interrupt and the head of
# the traceback the interrupt raised, the terminal's `^C` echoed before its header, as posted
# (the post's scroll marker after the header dropped); the frames under them and the
# KeyboardInterrupt line are cut here, as an excerpt that leaves out its last lines cuts them.
# The times are ours.
DISTSERVE_LAST = "INFO 05:29:36 (decoding) 0 unaccepted, 0 waiting, 0 processing"
DISTSERVE_CTRL_C = [
    "^CTraceback (most recent call last):",
    '  File "/workspace/CXL/DistServe/examples/offline.py", line 67, in <module>',
    "    outputs = llm.generate(prompts=prompts, sampling_params=sampling_params)",
    '  File "/workspace/CXL/DistServe/distserve/llm.py", line 97, in generate',
    "    return asyncio.run(generate_main())",
]


def _echoed_interrupt(write_bundle: Callable[..., Path], name: str,
                      interrupted_at: int) -> Path:
    lines = [(5, DISTSERVE_LAST), *((interrupted_at, line) for line in DISTSERVE_CTRL_C)]
    return write_bundle({
        "logs/node-1/rank-0.log": log(*lines),
        "scheduler.jsonl": job_state(interrupted_at + 1, "CANCELLED"),
    }, nodes=["node-1"], ranks={"0": "node-1"}, name=name)


def test_a_traceback_the_echoed_ctrl_c_heads_long_after_the_runs_own_last_line_is_a_hang(
        write_bundle: Callable[..., Path]) -> None:
    """`^CTraceback` is the owner's interrupt even when the KeyboardInterrupt line was cut; the
    one stream's own last line before it is the run's last sign of life: 50 minutes of silence
    before the interrupt is a run that had hung."""
    hung = attribute_bundle(_echoed_interrupt(write_bundle, "echoed-late", 3000))
    assert (hung.verdict, hung.category, hung.implicated_nodes) == ("ambiguous", "hang", [])
    assert hung.signature == "interrupted-after-stall"


def test_the_echoed_ctrl_c_soon_after_the_runs_own_last_line_is_no_hang(
        write_bundle: Callable[..., Path]) -> None:
    soon = attribute_bundle(_echoed_interrupt(write_bundle, "echoed-soon", 60))
    assert soon.signature != "interrupted-after-stall"
    assert soon.category != "hang"
    assert soon.implicated_nodes == []


# torch elastic's summary of a rank that died on SIGABRT, as posted in
# https://github.com/czp16/Bridge-LLM-reasoning/issues/1 ("sft training error"; its Root Cause
# block, the host as posted); a SIGABRT is what ProcessGroupNCCL's watchdog ends a process with
# after a collective's timeout (https://github.com/pytorch/torchtitan/pull/1811: "SIGABRT e.g.
# when Process Group watchdog aborts the process"). The node, the times and the steps are ours.
ABORTED_RANK = (
    "  <NO_OTHER_FAILURES>",
    "--------------------------------------------------------",
    "Root Cause (first observed failure):",
    "[0]:",
    "  time      : 2025-11-24_17:05:40",
    "  host      : user-Rack-Server",
    "  rank      : 1 (local_rank: 1)",
    "  exitcode  : -6 (pid: 2195196)",
    "  error_file: <N/A>",
    "  traceback : Signal 6 (SIGABRT) received by PID 2195196",
    "========================================================",
)


def _aborted(write_bundle: Callable[..., Path], name: str, at: int) -> Path:
    return write_bundle({
        "logs/node-1/launcher.log": log(*((at, text) for text in ABORTED_RANK)),
        "metrics.jsonl": steps(LAST_STEP), "scheduler.jsonl": job_state(at + 5, "FAILED"),
    }, nodes=["node-1", "node-2"], ranks=TWO_NODES, name=name)


def test_an_abort_with_no_error_a_watchdogs_wait_after_the_last_step_is_a_hang(
        write_bundle: Callable[..., Path]) -> None:
    """A rank ended on SIGABRT with nothing else logged, 30 minutes after every rank stopped:
    the teardown of a run that had hung, nobody implicated."""
    late = attribute_bundle(_aborted(write_bundle, "late", LAST_STEP + 1800))
    assert (late.verdict, late.category, late.implicated_nodes) == ("ambiguous", "hang", []), (
        late.explanation)
    assert "no error of its own shown" in late.explanation


def test_the_same_abort_as_the_steps_stopped_is_no_hang(
        write_bundle: Callable[..., Path]) -> None:
    soon = attribute_bundle(_aborted(write_bundle, "soon", LAST_STEP + 30))
    assert (soon.verdict, soon.category) == ("ambiguous", "unknown"), soon.explanation


def test_an_abort_after_the_program_went_on_past_its_last_step_is_no_hang(
        write_bundle: Callable[..., Path]) -> None:
    """The program logged (an evaluation) after its last step: it had not stopped."""
    went_on = write_bundle({
        "logs/node-1/launcher.log": log((LAST_STEP + 200, "***** Running Evaluation *****"),
                                        *((LAST_STEP + 1800, text) for text in ABORTED_RANK)),
        "metrics.jsonl": steps(LAST_STEP), "scheduler.jsonl": job_state(LAST_STEP + 1805, "FAILED"),
    }, nodes=["node-1", "node-2"], ranks=TWO_NODES, name="went-on")
    result = attribute_bundle(went_on)
    assert (result.verdict, result.category) == ("ambiguous", "unknown"), result.explanation


# A driver's progress line with no time of its own, the last line of its stream: its time is
# the stream's last. NeMo RL's SFT loop prints it before each save (the source's format string,
# nemo_rl/algorithms/sft.py: `print(f"Saving checkpoint for step {step + 1}...")`,
# https://github.com/NVIDIA-NeMo/RL/blob/main/nemo_rl/algorithms/sft.py); the process listing
# read later on another node is procps' `ps -eo pid,stat,wchan:32,etime,cmd` header (its leading
# blanks taken off; column names, procps' ps/output.c). Read under the scheduler's first RUNNING, the listing is
# the bundle's clock: a run silent for 25 minutes after its last step (a hang takes 200 s here)
# hung; one read a minute after it is still training.
DRIVER_SAVING = "Saving checkpoint for step 30..."
PS_HEADER = "PID STAT WCHAN                            ELAPSED CMD"


def _driver_then_listing(write_bundle: Callable[..., Path], name: str, listed_at: int) -> Path:
    return write_bundle({"metrics.jsonl": steps(LAST_STEP),
                         "scheduler.jsonl": job_state(0, "RUNNING"),
                         "logs/node-1/driver.log": log((LAST_STEP + 5, DRIVER_SAVING)),
                         "logs/node-2/ps.log": log((listed_at, PS_HEADER))},
                        nodes=["node-1", "node-2"], ranks=TWO_NODES, name=name)


def test_a_drivers_last_progress_line_then_a_later_listing_is_a_silent_hang(
        write_bundle: Callable[..., Path]) -> None:
    hung = attribute_bundle(_driver_then_listing(write_bundle, "hung", LAST_STEP + 1500))
    assert (hung.verdict, hung.category, hung.implicated_nodes) == ("ambiguous", "hang", [])
    assert "no rank completed a step" in hung.explanation
    training = attribute_bundle(_driver_then_listing(write_bundle, "training", LAST_STEP + 60))
    assert (training.verdict, training.implicated_nodes) == ("no_failure", [])


# https://github.com/isekai-portal/Link-Context-Learning/issues/11 (the end of torch elastic's
# failure summary as posted, the leading blanks of its lines as posted): the launcher's account
# of a death it saw, printed as the job ends (torch/distributed/elastic/multiprocessing/errors/
# __init__.py, ChildFailedError's `error_file:` and `traceback :` rows; "To enable traceback
# see" when the worker left no error file). Printed within the death's span of the failure, it
# is not the program going on after its last step.
ELASTIC_FOOTER = (
    "  rank      : 1 (local_rank: 1)",
    "  exitcode  : 1 (pid: 8181)",
    "  error_file: <N/A>",
    "  traceback : To enable traceback see: https://pytorch.org/docs/stable/elastic/errors.html",
    "============================================================",
)


def _footer(write_bundle: Callable[..., Path], name: str, at: int) -> Path:
    return write_bundle({
        "logs/node-1/launcher.log": log(*((at, text) for text in ELASTIC_FOOTER)),
        "metrics.jsonl": steps(LAST_STEP), "scheduler.jsonl": job_state(at + 1, "FAILED"),
    }, nodes=["node-1", "node-2"], ranks=TWO_NODES, name=name)


def test_a_launchers_failure_summary_a_watchdogs_wait_after_the_last_step_is_a_hang(
        write_bundle: Callable[..., Path]) -> None:
    """Steps stopped, then half an hour later (torch's default_pg_timeout) the launcher's
    summary of the failure and the FAILED state: the summary is the death's report, the
    stall before it all there is: a hang, nobody implicated."""
    hung = attribute_bundle(_footer(write_bundle, "footer-late", LAST_STEP + 1800))
    assert (hung.verdict, hung.category, hung.implicated_nodes) == ("ambiguous", "hang", []), (
        hung.explanation)
    assert hung.signature == "stalled-then-failed"


def test_the_same_summary_soon_after_the_last_step_is_no_hang(
        write_bundle: Callable[..., Path]) -> None:
    soon = attribute_bundle(_footer(write_bundle, "footer-soon", LAST_STEP + 60))
    assert soon.category != "hang", soon.explanation


def test_a_line_logged_before_the_summary_after_the_last_step_is_no_silent_stall(
        write_bundle: Callable[..., Path]) -> None:
    """The program logged (an evaluation) well before the summary: it had not stopped."""
    went_on = write_bundle({
        "logs/node-1/launcher.log": log((LAST_STEP + 200, "***** Running Evaluation *****"),
                                        *((LAST_STEP + 1800, text) for text in ELASTIC_FOOTER)),
        "metrics.jsonl": steps(LAST_STEP), "scheduler.jsonl": job_state(LAST_STEP + 1801, "FAILED"),
    }, nodes=["node-1", "node-2"], ranks=TWO_NODES, name="footer-went-on")
    result = attribute_bundle(went_on)
    assert result.category != "hang", result.explanation
