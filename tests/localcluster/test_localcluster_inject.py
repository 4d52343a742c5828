"""`warden cluster inject` on a user's command: a fault counts the job's progress from any
source it has (any rank's output lines, any rank's status files) or waits a given time, and a
fault that can never fire as asked is refused at once with the reason."""

from __future__ import annotations

import argparse
import json
import re
import sys
from datetime import datetime
from pathlib import Path

import pytest

from trainwarden.localcluster import LocalCluster
from trainwarden.localcluster.commands import register_cli
from trainwarden.localcluster.faults import Fault
from trainwarden.localcluster.layout import RunLayout
from trainwarden.localcluster.procs import run_processes
from trainwarden.localcluster.state import claim_faults, save_fault_table
from trainwarden.models import JobProgram

# Rank 0 (node-1) alone reports its steps, by printing them or through the progress client;
# every other rank says nothing (as most programs' ranks do). Each node then waits.
PROGRAM = r"""
import os, sys, time
how = sys.argv[1]
if os.environ["TRAINWARDEN_NODE_RANK"] == "0" and how != "silent":
    from trainwarden import progress
    for step in range(1, 10_000):
        time.sleep(0.1)
        if how == "lines":
            print(f"step {step}/10000 | loss 2.5")
        else:
            progress.step(step)
time.sleep(300)
"""


def warden(*argv: str) -> int:
    parser = argparse.ArgumentParser(prog="warden")
    register_cli(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(list(argv))
    return args.func(args)


def command(how: str) -> JobProgram:
    return JobProgram(
        command=[sys.executable, "-c", PROGRAM, how], env={"TRAINWARDEN_PROGRESS_INTERVAL": "0"}
    )


def counts(cluster: LocalCluster) -> dict:
    path = cluster.layout.run_dir("job", 1) / "fault-counts.json"
    return json.loads(path.read_text()) if path.exists() else {}


def fired(cluster: LocalCluster) -> dict | None:
    return next((c for c in counts(cluster).values() if c["fired_at"]), None)


def rank0_steps_before(cluster: LocalCluster, moment: datetime) -> list[int]:
    """The steps rank 0 printed before ``moment`` (each line timestamped as it arrived)."""
    log = cluster.layout.run_dir("job", 1) / "logs" / "node-1" / "rank-0.log"
    steps = []
    for line in log.read_text().splitlines():
        stamp, _, text = line.partition(" ")
        found = re.match(r"step (\d+)/", text)
        if found and datetime.fromisoformat(stamp) < moment:
            steps.append(int(found.group(1)))
    return steps


@pytest.mark.parametrize("how", ["lines", "status"])
def test_xid_on_a_silent_node_fires_after_steps_reported_by_rank_0_alone(
    cluster: LocalCluster, submit, lc, how, capsys
):
    handle, _ = submit(nodes=2, ranks_per_node=1, program=command(how))
    rdir = str(cluster.layout.run_dir("job", 1))
    lc.wait_for(lambda: run_processes(rdir, "node-2"), timeout=60)
    root = str(cluster.root)
    assert (
        warden(
            "cluster",
            "inject",
            "node-2",
            "--kind",
            "xid",
            "--after-steps",
            "3",
            "--job",
            handle.job_id,
            "--root",
            root,
        )
        == 0
    )
    assert "fires after 3 steps of a run of local-job" in capsys.readouterr().out

    done = lc.wait_for(lambda: fired(cluster), timeout=60)
    assert done["node"] == "node-2" and done["steps"] >= done["fire_after"] >= 3
    lc.wait_for(lambda: not run_processes(rdir, "node-2"), timeout=60)
    kernel = cluster.layout.kernel_log("node-2").read_text()
    stamp = re.match(r"(\S+) NVRM: Xid \(PCI:\S+\): 79, pid=\d+, name=python, ", kernel)
    assert stamp
    if how == "lines":  # a baseline step line, then three more: all before the Xid
        assert len(rank0_steps_before(cluster, datetime.fromisoformat(stamp.group(1)))) >= 4
    else:
        status = json.loads((Path(rdir) / "status" / "rank-0.json").read_text())
        assert status["step"] >= 3
    assert run_processes(rdir, "node-1")  # the node that reported is not the one hit
    ended = lc.wait_for(lambda: lc.terminal(cluster, handle.job_id), timeout=60)
    assert ended.state == "FAILED" and "node-2" in ended.reason


def test_a_fault_on_time_fires_on_a_command_that_reports_nothing(
    cluster: LocalCluster, submit, lc, capsys
):
    handle, _ = submit(nodes=2, ranks_per_node=1, program=command("silent"))
    rdir = str(cluster.layout.run_dir("job", 1))
    lc.wait_for(lambda: run_processes(rdir, "node-2"), timeout=60)
    root = str(cluster.root)
    assert (
        warden(
            "cluster", "inject", "node-2", "--kind", "hang", "--after-seconds", "1", "--root", root
        )
        == 0
    )
    assert "fires 1s after a run using it arms it" in capsys.readouterr().out

    done = lc.wait_for(lambda: fired(cluster), timeout=60)
    armed, at = (datetime.fromisoformat(done[k]) for k in ("armed_at", "fired_at"))
    assert (at - armed).total_seconds() >= 1.0
    assert done["steps"] is None and done["after_seconds"] == 1.0

    def states(node: str) -> set[str]:
        return {
            Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
            for pid in run_processes(rdir, node)
        }

    lc.wait_for(lambda: states("node-2") == {"T"}, timeout=60)
    assert "T" not in states("node-1")
    assert warden("cluster", "status", "--root", root, "--json") == 0
    [job] = json.loads(capsys.readouterr().out)["jobs"]
    assert [(f["kind"], f["node"], bool(f["fired_at"])) for f in job["armed_faults"]] == [
        ("hang", "node-2", True)
    ]


def test_a_command_that_has_shown_no_progress_gets_a_note_not_silence(
    cluster: LocalCluster, submit, lc, capsys
):
    submit(nodes=2, ranks_per_node=1, program=command("silent"))
    rdir = str(cluster.layout.run_dir("job", 1))
    lc.wait_for(lambda: run_processes(rdir, "node-2"), timeout=60)
    assert warden("cluster", "inject", "node-2", "--kind", "xid", "--root", str(cluster.root)) == 0
    out = capsys.readouterr().out
    assert "fires after 3 steps" in out
    assert "note: local-job has shown no progress in run 1 yet" in out
    assert "--after-seconds fires on time" in out
    lc.wait_for(lambda: counts(cluster), timeout=60)  # armed, counting nothing
    [count] = counts(cluster).values()
    assert count["steps"] == 0 and count["fired_at"] is None


REFUSALS = [
    (["node-4", "--kind", "xid", "--job", "local-job"], "node-4 is not in local-job"),
    (["node-2", "--kind", "nan"], "a nan fault needs the simulated trainer"),
    (["node-1", "--kind", "user_code", "--job", "job"], "local-job on node-1 runs its own command"),
    (["node-2", "--kind", "xid", "--job", "other"], "no job 'local-other'"),
    (["node-2", "--kind", "xid", "--progress-pattern", "it=(\\d+)"], "named group `step`"),
    (["node-2", "--kind", "xid", "--after-seconds", "0"], "after_seconds"),
    (["node-2", "--kind", "xid", "--after-steps", "-1"], "after_steps"),
]


@pytest.mark.parametrize("argv, reason", REFUSALS)
def test_a_fault_that_can_never_fire_as_asked_is_refused_with_the_reason(
    cluster: LocalCluster, submit, capsys, argv, reason
):
    submit(nodes=2, ranks_per_node=1, program=command("silent"))
    assert warden("cluster", "inject", *argv, "--root", str(cluster.root)) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("warden cluster: ") and reason in err
    assert cluster.faults() == {}


def test_after_steps_and_after_seconds_together_are_a_usage_error(cluster: LocalCluster):
    with pytest.raises(SystemExit) as exit_info:
        warden(
            "cluster",
            "inject",
            "node-1",
            "--kind",
            "xid",
            "--after-steps",
            "2",
            "--after-seconds",
            "5",
            "--root",
            str(cluster.root),
        )
    assert exit_info.value.code == 2


def test_a_trainer_only_fault_waits_in_the_table_while_a_command_runs_on_the_node(
    cluster: LocalCluster, submit, lc
):
    cluster.inject_fault("node-1", "slow", after_steps=0)  # nothing runs there yet: accepted
    submit(nodes=1, ranks_per_node=1, program=command("silent"))
    rdir = cluster.layout.run_dir("job", 1)
    lc.wait_for(lambda: run_processes(str(rdir), "node-1"), timeout=60)
    cluster.inject_fault("node-1", "hang", after_seconds=30)  # a kind it does carry out
    armed = lc.wait_for(lambda: cluster.armed_faults("local-job"), timeout=60)
    assert [f["kind"] for f in armed] == ["hang"]
    assert [f["kind"] for f in cluster.faults()["node-1"]] == ["slow"]  # not consumed


def test_a_fault_on_time_fires_in_the_simulated_trainer_too(cluster: LocalCluster, submit, lc):
    cluster.inject_fault("node-2", "user_code", after_seconds=1.0)
    handle, _ = submit(nodes=2, ranks_per_node=1)
    done = lc.wait_for(lambda: lc.terminal(cluster, handle.job_id), timeout=60)
    assert done.state == "FAILED" and "rank 1 on node-2" in done.reason
    [armed] = cluster.armed_faults(handle.job_id)
    error = next(
        line for line in lc.run_log(cluster, handle.job_id, 1).splitlines() if "ValueError" in line
    )
    raised = datetime.fromisoformat(error.split(" ", 1)[0])
    assert (raised - datetime.fromisoformat(armed["armed_at"])).total_seconds() >= 1.0


def test_a_fault_for_one_job_is_left_in_the_table_by_another_jobs_runs(tmp_path):
    cluster = LocalCluster(tmp_path / "cluster", nodes=2)
    save_fault_table(cluster.layout, {"node-1": [Fault(node="node-1", kind="xid", job="local-a")]})
    other, mine = RunLayout(tmp_path / "b"), RunLayout(tmp_path / "a")
    for run in (other, mine):
        run.dir.mkdir()
    assert not claim_faults(cluster.layout, other, ["node-1"], lambda f: 5, job_id="local-b")
    assert [f["job"] for f in cluster.faults()["node-1"]] == ["local-a"]
    assert claim_faults(cluster.layout, mine, ["node-1"], lambda f: 5, job_id="local-a")
    [armed] = json.loads(mine.armed_faults.read_text())
    assert armed["fire_after"] == 8 and cluster.faults() == {}  # 5 done + 3: used up
