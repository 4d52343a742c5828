"""Parsing and classification of Slurm output, as real releases print it.

The poll's text answers are recorded from real releases (tests/slurm/recorded/<version>/, made by
tests/slurm/record_outputs.py on a private cluster of that release): 22.05 (Debian 12), 24.11
(Debian 13's source), 25.11 (SchedMD's). Each is checked against what ``scontrol show`` said of
the same jobs and nodes at recording time (expected.json), an independent reading; 23.11 and
26.05 (SchedMD's source) too.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest

from trainwarden.activities.backends.slurm_evidence import split_job_output, timestamped, written_at
from trainwarden.activities.backends.slurm_parse import (
    job_from_scontrol,
    job_state,
    node_state,
    parse_scontrol_record,
)
from trainwarden.activities.backends.slurm_processes import process_records
from trainwarden.activities.backends.slurm_progress import block_rank_layout, ranks_per_task
from trainwarden.activities.backends.slurm_release import SlurmRelease
from trainwarden.activities.backends.slurm_runner import classify_failure, trim_output
from trainwarden.activities.backends.slurm_submit import has_flag, script_directives
from trainwarden.activities.backends.slurm_text import (
    JOB_FIELDS,
    SEP,
    decode_exit,
    decode_jobs,
    decode_nodes,
)
from trainwarden.attribution.timestamps import TimeContext

pytestmark = pytest.mark.slurm

SCONTROL_JOB = (
    "JobId=7 JobName=job.sh UserId=root(0) GroupId=root(0) JobState=FAILED Reason=NonZeroExitCode "
    "Requeue=1 Restarts=2 BatchFlag=1 ExitCode=1:0 RunTime=00:00:21 "
    "SubmitTime=2026-12-02T13:35:46 StartTime=2026-12-02T13:35:47 EndTime=2026-12-02T13:36:08 "
    "Partition=debug ReqNodeList=(null) ExcNodeList=node[3-4] NodeList=node[1-2] BatchHost=node1 "
    "NumNodes=2 NumCPUs=4 NumTasks=4 CPUs/Task=1 TRES=cpu=4,node=2,billing=4 "
    "NtasksPerN:B:S:C=2:0:*:* Comment=trainwarden-key=demo/start WorkDir=/tmp/w "
    "StdErr=/tmp/w/slurm-7.out StdIn=/dev/null StdOut=/tmp/w/slurm-7.out Power= "
)


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("RUNNING", "RUNNING"),
        ("COMPLETING", "PENDING"),
        ("CANCELLED by 0", "CANCELLED"),
        ("PREEMPTED", "PREEMPTED"),
        ("TIMEOUT", "TIMEOUT"),
        ("DEADLINE", "TIMEOUT"),
        ("NODE_FAIL", "NODE_FAIL"),
        ("OUT_OF_MEMORY", "FAILED"),
        ("REQUEUE_HOLD", "PENDING"),
        ("PENDING", "PENDING"),
    ],
)
def test_job_states_map_onto_trainwarden_states(raw: str, expected: str) -> None:
    assert job_state(raw) == expected


def test_scontrol_job_record_keeps_values_with_spaces_and_equals() -> None:
    rec = parse_scontrol_record("JobId=1 Comment=two words TRES=cpu=4,node=2 Reason=None")
    assert rec == {"JobId": "1", "Comment": "two words", "TRES": "cpu=4,node=2", "Reason": "None"}
    job = job_from_scontrol(SCONTROL_JOB)
    assert (job.job_id, job.state, job.exit_code, job.signal) == ("7", "FAILED", 1, 0)
    assert job.nodes == ["node1", "node2"] and job.excluded_nodes == ["node3", "node4"]
    assert (job.tasks, job.tasks_per_node, job.restart_count) == (4, 2, 2)
    assert job.comment == "trainwarden-key=demo/start"
    assert job.start_time is not None and job.start_time.tzinfo is not None


RECORDED = sorted((Path(__file__).parent / "recorded").iterdir())


@pytest.mark.parametrize("recorded", RECORDED, ids=[p.name for p in RECORDED])
def test_recorded_squeue_of_each_release_reads_as_scontrol_says(recorded: Path) -> None:
    expected = json.loads((recorded / "expected.json").read_text())["jobs"]
    decoded = decode_jobs((recorded / "squeue.txt").read_text())
    assert decoded.skipped == {}
    assert sorted(decoded.jobs) == sorted(expected)
    for job_id, want in expected.items():
        job = decoded.jobs[job_id]
        got = {"state": job.state, "name": job.name, "comment": job.comment,
               "exit_code": job.exit_code, "signal": job.signal, "nodes": job.nodes,
               "user": job.user}  # fmt: skip
        assert got == {k: want[k] for k in got}, (want["what"], job_id)
        assert job.excluded_nodes is None  # squeue's record: asked of scontrol before a change
        assert job.std_out is not None and job.std_out.startswith("/")  # 25.11: relative
        assert "%j" not in job.std_out
    running = next(decoded.jobs[j] for j, w in expected.items() if w["what"] == "running")
    assert running.start_time is not None and running.batch_host == "node1"
    assert running.tasks == 2 and running.requeue and running.restart_count == 0
    held = next(decoded.jobs[j] for j, w in expected.items() if w["what"] == "held")
    assert held.start_time is None and held.batch_host is None and held.reason == "JobHeldUser"
    assert held.std_out and held.std_out.endswith(f"out-{held.job_id}-%N.log")


@pytest.mark.parametrize("recorded", RECORDED, ids=[p.name for p in RECORDED])
def test_recorded_sinfo_of_each_release_reads_as_scontrol_says(recorded: Path) -> None:
    expected = json.loads((recorded / "expected.json").read_text())["nodes"]
    decoded = decode_nodes((recorded / "sinfo.txt").read_text())
    assert decoded.skipped == {}
    assert sorted(decoded.nodes) == sorted(expected)  # one per node, not one per partition
    for name, want in expected.items():
        node = decoded.nodes[name]
        base, *flags = want["state"].split("+")
        assert node.state == node_state(base, flags), name
        assert node.reason == ((want["reason"] or "").split(" [")[0] or None)
    drained = decoded.nodes["node3"]
    assert drained.state == "DRAIN" and drained.reason_user == "root"
    assert drained.reason_at is not None and drained.reason_at.tzinfo is not None
    release = SlurmRelease.parse((recorded / "version.txt").read_text())
    assert release is not None and str(release) == recorded.name


def test_one_odd_record_is_skipped_and_reported_never_the_answer() -> None:
    text = (RECORDED[0] / "squeue.txt").read_text()
    lines = text.splitlines()
    first_id = lines[0].split(SEP)[0]
    broken = [
        SEP.join(lines[0].split(SEP)[:-4]) + SEP,  # fields missing
        SEP.join(["77", "x", "RUN NING?", *["" for _ in JOB_FIELDS[3:]]]) + SEP,  # a state?
        *lines[1:],
    ]
    decoded = decode_jobs("\n".join(broken) + "\n")
    assert set(decoded.skipped) == {first_id, "77"}
    assert len(decoded.jobs) == len(lines) - 1


@pytest.mark.parametrize(
    ("text", "expected"),
    [("768", (3, 0)), ("9", (0, 9)), ("3:0", (3, 0)), ("0:15", (0, 15)), ("", (None, None))],
)
def test_exit_code_as_each_release_prints_it(text: str, expected: tuple[int, int]) -> None:
    """22.05: the raw wait status; 23.02 on: ``code:signal``; empty while Slurm has none."""
    assert decode_exit(text) == expected


def test_node_states_map_onto_design_states() -> None:
    assert node_state("idle", []) == "IDLE"
    assert node_state("allocated", []) == "ALLOCATED"
    assert node_state("mixed", ["DRAIN"]) == "DRAIN"  # draining while the job still runs
    assert node_state("idle", ["DRAIN"]) == "DRAIN"
    assert node_state("down", ["NOT_RESPONDING"]) == "DOWN"
    assert node_state("idle", ["NOT_RESPONDING"]) == "IDLE"  # being pinged, not down
    assert node_state("idle", ["FAIL"]) == "FAIL"
    line = f"n1{SEP}unknown{SEP}none{SEP}Unknown{SEP}Unknown{SEP}\n"
    unknown = decode_nodes(line).nodes["n1"]
    assert not unknown.is_down  # re-registering after a controller restart is not a failure


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("slurm_load_jobs error: Unable to contact slurm controller (connect failure)",
         "unreachable"),
        ("slurm_load_jobs error: Invalid job id specified", "unknown_job"),
        ("slurm_update error: Invalid node name specified", "invalid_node"),
        ("slurm_update error: Invalid user id", "permission_denied"),
        ("scancel: error: Kill job error on job id 5: Access/permission denied",
         "permission_denied"),
        ("sbatch: error: Batch job submission failed: Requested node configuration is not "
         "available", "invalid_request"),
    ],
)  # fmt: skip
def test_failures_are_classified_from_slurm_messages(text: str, kind: str) -> None:
    assert classify_failure(text) == kind


def test_long_output_is_trimmed_keeping_head_and_tail() -> None:
    text = "head\n" + "x" * 10_000 + "\ntail"
    trimmed = trim_output(text, limit=200)
    assert trimmed.startswith("head") and trimmed.endswith("tail") and len(trimmed) < 300


def test_labelled_job_output_is_split_per_rank_and_untimestamped_lines_inherit() -> None:
    start = datetime(2026, 12, 2, 13, 0, tzinfo=UTC)
    lines = [
        "job 7 run 0 on node[1-2]",
        "0: 2026-12-02T13:00:01.000+00:00 step 1 loss 2.9",
        "2: 2026-12-02T13:00:01.100+00:00 step 1 loss 2.9",
        "2: Traceback (most recent call last):",
        "srun: error: node2: task 2: Exited with exit code 1",
    ]
    streams = split_job_output(lines, {"0": "node1", "1": "node1", "2": "node2"}, "node1", start)
    assert [t for _, t in streams[("node1", "rank-0")]] == ["step 1 loss 2.9"]
    rank2 = streams[("node2", "rank-2")]
    assert rank2[1] == (datetime(2026, 12, 2, 13, 0, 1, 100000, tzinfo=UTC),
                        "Traceback (most recent call last):")  # fmt: skip
    batch = [t for _, t in streams[("node1", "batch")]]
    assert batch == [lines[0], lines[-1]]
    # the head of the file takes the first time in it (not the run's start: see below)
    assert streams[("node1", "batch")][0][0] == datetime(2026, 12, 2, 13, 0, 1, tzinfo=UTC)
    assert timestamped(["2026-12-02T13:00:02Z x"], start)[0][1] == "x"
    assert timestamped(["no time anywhere"], start) == [(start, "no time anywhere")]


def test_output_appended_across_requeues_keeps_old_lines_in_their_run() -> None:
    """Slurm appends a requeued job's output to the same file: the first run's traceback (no
    time of its own) must date from the first run, so a window at the second run's start
    drops it."""
    run2 = datetime(2026, 12, 2, 14, 0, tzinfo=UTC)
    lines = [
        "job 7 run 1",
        "1: 2026-12-02T13:00:01Z step 1",
        "1: Traceback (most recent call last):",
        "1: KeyError: 'old run'",
        "job 7 run 2",
        "1: E1202 14:00:05.000000 1 train.cc:1] glog line of the second run",
        "1: ValueError: this run",
    ]
    ctx = TimeContext(tz=UTC, reference=run2)
    streams = split_job_output(lines, {"1": "node1"}, "node1", run2, ctx)
    kept = [text for at, text in streams[("node1", "rank-1")] if at >= run2]
    assert kept == ["E1202 14:00:05.000000 1 train.cc:1] glog line of the second run",
                    "ValueError: this run"]


def test_program_timestamps_in_any_format_are_read() -> None:
    ctx = TimeContext(tz=UTC, reference=datetime(2026, 12, 3, tzinfo=UTC))
    got = timestamped(["Dec  2 10:41:49 node2 kernel: NVRM: Xid (PCI:0000:3b:00): 79",
                       "[2026-12-02T10:41:50.5] slurmd: error: x"],
                      datetime(2026, 12, 2, tzinfo=UTC), ctx)
    assert got == [
        (datetime(2026, 12, 2, 10, 41, 49, tzinfo=UTC),
         "Dec  2 10:41:49 node2 kernel: NVRM: Xid (PCI:0000:3b:00): 79"),
        (datetime(2026, 12, 2, 10, 41, 50, 500000, tzinfo=UTC),
         "[2026-12-02T10:41:50.5] slurmd: error: x"),
    ]


def test_block_rank_layout_follows_slurm_default_distribution() -> None:
    assert block_rank_layout(["a", "b"], 4, 2) == {"0": "a", "1": "a", "2": "b", "3": "b"}
    assert block_rank_layout(["a", "b", "c"], 3, None) == {"0": "a", "1": "b", "2": "c"}
    assert block_rank_layout([], 4, 2) == {}
    # one torchrun per node (2 tasks) starting 2 ranks each: ranks numbered task by task
    assert block_rank_layout(["a", "b"], 2, 1, per_task=2) == {
        "0": "a", "1": "a", "2": "b", "3": "b"
    }
    assert ranks_per_task((2, 2), 2, 2) == 2  # 2 nodes x 2 ranks, 2 srun tasks
    assert ranks_per_task((2, 2), 2, 4) == 1  # a task per rank
    assert ranks_per_task((3, 2), 2, 2) == 1  # the spec is not this job's shape
    assert ranks_per_task((2, 3), 2, 4) == 1 and ranks_per_task(None, 2, 2) == 1


# torchrun's own line: https://github.com/OEvortex/unsloth/issues/10 (local rank and pid changed)
TORCHRUN_FAILED = (
    "E0801 13:23:20.000000 32974 torch/distributed/elastic/multiprocessing/api.py:874] failed "
    "(exitcode: 1) local_rank: 1 (pid: 33054) of binary: /home/ubuntu/pythonn3.11/bin/python3"
)


def test_one_torchrun_per_node_output_goes_to_global_ranks_not_srun_task_ids() -> None:
    """srun --label's `N:` is the task (here the node's torchrun), torchrun's `[defaultL]:` the
    node-local rank: task 1's `[default1]` is global rank 3, on node2."""
    start = datetime(2026, 12, 2, 13, 0, tzinfo=UTC)
    lines = [
        "0: [default0]:step 5/1000 | loss 0.1234 | rank 0/4",
        "1: [default1]:step 5/1000 | loss 0.1200 | rank 3/4",
        "1: [default1]:ValueError: bad batch at step 8: loss is 0.1200",
        "0: [default1]:[rank1]: Traceback (most recent call last):",
        f"1: {TORCHRUN_FAILED}",
        "srun: error: node2: task 1: Exited with exit code 1",
    ]
    ranks = block_rank_layout(["node1", "node2"], 2, 1, per_task=2)
    streams = split_job_output(lines, ranks, "node1", start, per_task=2)
    texts = {key: [t for _, t in entries] for key, entries in streams.items()}
    assert texts == {
        ("node1", "rank-0"): [lines[0][3:]],
        ("node2", "rank-3"): [lines[1][3:], lines[2][3:]],
        ("node1", "rank-1"): [lines[3][3:]],
        ("node2", "launcher"): [TORCHRUN_FAILED],  # the launcher's own, on its node
        ("node1", "batch"): [lines[-1]],
    }
    # one task per rank: the label is the rank, as before
    one = split_job_output(["3: step 1"], {"3": "node2"}, "node1", start)
    assert {k: [t for _, t in v] for k, v in one.items()} == {("node2", "rank-3"): ["step 1"]}


def test_script_directives_and_flags_decide_which_resources_trainwarden_adds(
    tmp_path: Path,
) -> None:
    script = tmp_path / "job.sh"
    script.write_text(
        "#!/bin/bash\n#SBATCH -N 2  # two nodes\n#SBATCH --time=10\n\n"
        "echo hi\n#SBATCH --ntasks-per-node=8\n"
    )
    directives = script_directives(script)
    assert directives == ["-N", "2", "--time=10"]  # sbatch ignores #SBATCH after a command
    assert has_flag(directives, "--nodes", "-N")
    assert not has_flag(directives, "--ntasks-per-node", "--ntasks", "-n")
    assert has_flag(["-n4"], "--ntasks", "-n") and has_flag(["--ntasks=4"], "--ntasks", "-n")
    assert not has_flag(["--ntasks-per-node=2"], "--ntasks", "-n")


def test_untimed_output_is_dated_when_it_was_written(tmp_path) -> None:
    """A program that prints no times at all: its lines take the file's last write time, so a
    crash at the end is not dated at the run's start (and not discounted as survived)."""
    out = tmp_path / "slurm-7.out"
    out.write_text("0: Traceback (most recent call last):\n0: KeyError: 'labels'\n")
    start = datetime(2026, 12, 2, 13, 0, tzinfo=UTC)
    written = written_at(out, start)
    assert written > start
    streams = split_job_output(out.read_text().splitlines(), {"0": "node1"}, "node1", written)
    assert [at for at, _ in streams[("node1", "rank-0")]] == [written, written]
    assert written_at(tmp_path / "missing", start) == start


# ---- process states read on the nodes (activities/backends/slurm_processes.py) -------------
def _probe_line(node: str, pid: int, state: str, task: int, rank: int | None = None) -> str:
    return json.dumps({"node": node, "pid": pid, "state": state, "step": "0",
                       "rank": None if rank is None else str(rank), "task": str(task)})  # fmt: skip


def test_process_states_take_a_launchers_rank_and_leave_the_launcher_out() -> None:
    """One torchrun per node (task 0 on node1, task 1 on node2), two workers each with RANK: the
    workers are the ranks; the agents (no RANK) and a process on a node of no rank are not."""
    at = datetime(2026, 1, 1, tzinfo=UTC)
    ranks = {"0": "node1", "1": "node1", "2": "node2", "3": "node2"}
    output = "\n".join([
        _probe_line("node1", 10, "S", 0), _probe_line("node1", 11, "S", 0, 0),
        _probe_line("node1", 12, "R", 0, 1), _probe_line("node2", 20, "S", 1),
        _probe_line("node2", 21, "T", 1, 2), _probe_line("node2", 22, "S", 1, 3),
        _probe_line("node3", 30, "T", 2, 3), "not json", "",
    ])  # fmt: skip
    records = process_records(output, ranks, 2, at)
    assert [(r["rank"], r["node"], r["pid"], r["state"]) for r in records] == [
        (0, "node1", 11, "S"), (1, "node1", 12, "R"), (2, "node2", 21, "T"), (3, "node2", 22, "S")
    ]
    assert all(r["ts"] == at.isoformat() for r in records)


def test_process_states_of_one_rank_per_task_use_the_task() -> None:
    at = datetime(2026, 1, 1, tzinfo=UTC)
    output = "\n".join([_probe_line("node1", 10, "S", 0), _probe_line("node2", 20, "T", 1)])
    records = process_records(output, {"0": "node1", "1": "node2"}, 1, at)
    assert [(r["rank"], r["state"]) for r in records] == [(0, "S"), (1, "T")]
    # several ranks per task and no RANK: a task is not a rank, nothing is claimed
    assert process_records(output, {"0": "node1", "1": "node2"}, 2, at) == []
