"""Slurm first signs that need no cluster: srun's task-exit and node-failure lines (which are
first signs and which are Slurm ending the step), the run they belong to, the fresh-query
check, a node agent's silence, and a lost node's category. The live behaviour on the private
Slurm cluster is in tests/slurm/test_slurm_first_signs.py."""

from __future__ import annotations

import os
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from trainwarden.activities.backends.fatal_lines import FatalLineTracker
from trainwarden.activities.backends.node_events import NodeEventReader
from trainwarden.attribution.result import AttributionResult
from trainwarden.firstsign import node_down, process_exit
from trainwarden.models import FirstSign
from trainwarden.nodeagent import events_path
from trainwarden.progresslog import RunStart
from trainwarden.srunlines import is_ending, parse
from trainwarden.timekeeping.clocks import node_lost

T0 = datetime(2026, 3, 1, 12, 0, 0, tzinfo=UTC)

# Real srun/slurmstepd lines, from public reports:
KILLED = "srun: error: node25: task 11: Killed"
# https://github.com/tonyyxliu/CUHKSZ-CSC4005/issues/51
KILLED_INTERACTIVE = "srun: error: c002: task 0: Killed"
FORCE_TERMINATED = "srun: Force Terminated StepId=120.0"
# https://github.com/ArjunaCluster/ArjunaUsers/issues/48
OOM = "srun: error: sdumont6156: task 0: Out Of Memory"
# https://github.com/nextflow-io/nextflow/issues/5932
PREEMPTED = "slurmstepd: error: *** JOB 32391783 ON cn119 CANCELLED AT 2021-06-18T13:05:36 DUE TO PREEMPTION ***"  # noqa: E501
# https://github.com/SystemsGenetics/GEMmaker/pull/242
TIME_LIMIT = [
    "srun: Job step aborted: Waiting up to 47 seconds for job step to finish.",
    "slurmstepd: error: *** JOB 494583 ON ... CANCELLED AT 2024-04-20T09:09:37 DUE TO TIME LIMIT ***",  # noqa: E501
    "slurmstepd: error: *** STEP 494583.0 ON ... CANCELLED AT 2024-04-20T09:09:37 DUE TO TIME LIMIT ***",  # noqa: E501
]
# https://github.com/ZettaAI/zetta_utils/issues/671
NODE_FAILURE = "salloc: error: Node failure on worker-1"
# https://github.com/nebius/soperator/issues/854 (salloc's wording; srun prints "srun: error:")


def test_task_exit_lines_are_process_exits_timed_as_bounds() -> None:
    (sign,) = parse(KILLED, T0)
    assert (sign.kind, sign.node, sign.rank) == ("process_exit", "node25", 11)
    assert sign.signal == "SIGKILL"
    assert sign.bound and sign.at == T0 and "srun: Killed" in sign.detail
    assert parse(KILLED_INTERACTIVE, T0)[0].node == "c002"
    assert parse(OOM, T0)[0].exit_status == 137  # the OOM killer's SIGKILL
    two = parse("srun: error: node1: tasks 0-1: Exited with exit code 2", T0)
    assert [(s.rank, s.exit_status) for s in two] == [(0, 2), (1, 2)]
    # one torchrun per node (several ranks per srun task): the task is the node's launcher
    (launcher,) = parse(KILLED, T0, per_task=8)
    assert launcher.rank is None and "node launcher (srun task 11)" in launcher.detail


def test_slurm_ending_lines_and_sigterm_are_not_first_signs() -> None:
    assert parse("srun: error: node2: tasks 2-3: Terminated", T0) == []  # scancel, preemption
    assert parse(FORCE_TERMINATED, T0) == []
    assert all(is_ending(line) for line in [PREEMPTED, FORCE_TERMINATED, *TIME_LIMIT])
    assert not is_ending(KILLED)


def test_node_failure_line_is_a_node_leaving_service() -> None:
    (sign,) = parse(NODE_FAILURE.replace("salloc:", "srun:"), T0)
    assert (sign.kind, sign.node, sign.bound) == ("node_down", "worker-1", True)


def _tracker_signs(
    tracker: FatalLineTracker, out: Path, start: RunStart, confirm: bool = True, run: int = 1
) -> list[FirstSign]:
    return tracker.srun_signs("7", run, [out], start, lambda: confirm)


def test_only_the_runs_own_lines_before_slurm_ends_the_step(tmp_path: Path) -> None:
    out = tmp_path / "slurm-7.out"
    # an earlier run of the same job (--open-mode=append) died of a SIGKILL
    out.write_text(f"trainwarden: job 7 run 0 begins\n{KILLED}\n")
    start = RunStart(at=T0, first_line="trainwarden: job 7 run 1 begins")
    tracker = FatalLineTracker()
    assert _tracker_signs(tracker, out, start) == []
    with out.open("a") as f:
        f.write("trainwarden: job 7 run 1 begins\n0: step 3\n")
    assert _tracker_signs(tracker, out, start) == []
    with out.open("a") as f:  # a preemption: the banner first, then every task's end
        f.write(f"{PREEMPTED}\n{KILLED}\n")
    assert _tracker_signs(tracker, out, start) == []


def test_srun_ending_the_step_itself_leaves_the_failure_to_the_scheduler(tmp_path: Path) -> None:
    """--kill-on-bad-exit: srun answers the death at once, the job fails within a second."""
    out = tmp_path / "slurm-7.out"
    start = RunStart(at=T0, first_line="run 1 begins")
    out.write_text("run 1 begins\n")
    tracker = FatalLineTracker()
    assert _tracker_signs(tracker, out, start) == []
    with out.open("a") as f:
        f.write(f"{KILLED}\nsrun: launch/slurm: _step_signal: Terminating StepId=7.0\n")
    assert _tracker_signs(tracker, out, start) == []


def test_a_task_exit_counts_only_when_slurm_was_not_ending_the_job(tmp_path: Path) -> None:
    out = tmp_path / "slurm-7.out"
    start = RunStart(at=T0, first_line="run 1 begins")
    out.write_text(f"run 1 begins\n{KILLED}\n{NODE_FAILURE.replace('salloc:', 'srun:')}\n")
    asked = []

    def cancelled() -> bool:
        asked.append(1)
        return False

    tracker = FatalLineTracker()
    signs = tracker.srun_signs("7", 1, [out], start, cancelled)
    assert [s.kind for s in signs] == ["node_down"]  # Slurm was ending it: no process exit
    tracker.srun_signs("7", 1, [out], start, cancelled)
    assert asked == [1]  # asked once per run
    signs = _tracker_signs(FatalLineTracker(), out, start, confirm=True)
    assert [s.kind for s in signs] == ["process_exit", "node_down"]


def test_agent_silence_is_read_from_the_events_file_time(tmp_path: Path) -> None:
    reader = NodeEventReader()
    path = events_path(tmp_path, "node1")
    path.parent.mkdir(parents=True)
    path.touch()
    now = datetime.now(UTC)
    reader.signs(tmp_path, ["node1", "node2"], now - timedelta(seconds=60))
    assert reader.silent(tmp_path, ["node1", "node2"], now - timedelta(seconds=60), now, 3) == {}
    beat = time.time() - 10
    os.utime(path, (beat, beat))
    reader.signs(tmp_path, ["node1"], None)
    silent = reader.silent(tmp_path, ["node1"], now - timedelta(seconds=60), now, 3)
    assert list(silent) == ["node1"]
    # an agent already silent before the job started says nothing about this job
    assert reader.silent(tmp_path, ["node1"], now - timedelta(seconds=5), now, 3) == {}


def _result(category: str) -> AttributionResult:
    return AttributionResult(
        verdict="no_failure", category=category, signature="none", confidence=0.2,
        retryable=False, explanation="nothing found",
    )  # fmt: skip


@pytest.mark.parametrize("category", ["unknown", "hang"])
def test_a_lost_node_with_nothing_else_is_a_node_failure_of_that_node(category: str) -> None:
    signs = [node_down(T0, "node2", "lost", "its node agent silent"),
             process_exit(T0 + timedelta(seconds=1), "node1", 0, 143)]  # fmt: skip
    found = node_lost(_result(category), signs)
    assert found is not None and found.category == "node_failure"
    assert found.implicated_nodes == ["node2"] and found.verdict == "attributed"
    assert found.initiating.at == T0


def test_other_causes_keep_their_attribution() -> None:
    lost = node_down(T0, "node2", "lost")
    assert node_lost(_result("user_code"), [lost]) is None
    xid = FirstSign(kind="fatal_line", at=T0, node="node1", signature="xid-79")
    assert node_lost(_result("unknown"), [lost, xid]) is None
    assert node_lost(_result("unknown"), [process_exit(T0, "node1", 1, 137)]) is None
