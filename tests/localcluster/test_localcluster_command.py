"""A user's own command on the local cluster: once per node, its environment, its output split
per global rank, faults carried out on its process groups, and every process stopped."""

from __future__ import annotations

import json
import os
import re
import signal
import sys
from pathlib import Path

import pytest

from trainwarden.localcluster import LocalCluster
from trainwarden.localcluster.procs import run_processes
from trainwarden.models import JobProgram, JobSpec
from trainwarden.progresslog.rankprefix import split_rank

# One node's program: records its environment, prints lines in the launchers' prefix styles,
# then (optionally) starts a grandchild and sleeps, so there is something to kill or stop.
NODE_PROGRAM = r"""
import json, os, subprocess, sys, time
run = os.environ["TRAINWARDEN_RUN_DIR"]
node = os.environ["TRAINWARDEN_NODE"]
with open(os.path.join(run, f"env-{node}.json"), "w") as out:
    json.dump(dict(os.environ), out)
base = int(os.environ["TRAINWARDEN_NODE_RANK"]) * 2
print(f"[default1]: tee line of local rank 1 on {node}")
print(f"[default0]:[rank{base}]: Traceback (most recent call last):")
print(f"{base + 1}: srun label line")
print("a line of no rank from the node agent")
if len(sys.argv) > 1 and sys.argv[1] == "linger":
    subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)"])
    time.sleep(120)
"""


def program(tmp_path: Path, *args: str, env: dict[str, str] | None = None) -> JobProgram:
    script = tmp_path / "node_program.py"
    script.write_text(NODE_PROGRAM)
    return JobProgram(command=[sys.executable, str(script), *args], env=env or {})


def run_dir(cluster: LocalCluster, run: int = 1) -> Path:
    return cluster.layout.run_dir("job", run)


def node_env(cluster: LocalCluster, node: str, run: int = 1) -> dict[str, str]:
    return json.loads((run_dir(cluster, run) / f"env-{node}.json").read_text())


def test_split_rank_prefixes():
    assert split_rank("[rank5]: boom", 1, 2) == (5, "boom")
    assert split_rank("[default1]: hello", 2, 4) == (9, "hello")
    assert split_rank("[trainer0]:[rank4]: x", 2, 2) == (4, "x")
    assert split_rank("  3: label", 0, 4) == (3, "label")
    assert split_rank("step 3: loss", 0, 1) == (None, "step 3: loss")
    # srun --label around torchrun --tee around torch's own prefix: the innermost rank wins
    assert split_rank("1: [default1]: step 4", 1, 2) == (3, "step 4")
    assert split_rank("0: [default0]:[rank2]: boom", 1, 2) == (2, "boom")


def test_command_runs_once_per_node_with_its_own_environment(
    cluster: LocalCluster, submit, lc, tmp_path, monkeypatch
):
    monkeypatch.setenv("TEMPORAL_API_KEY", "worker-secret-1")
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "worker-secret-2")
    monkeypatch.setenv("LC_TIME", "C")
    prog = program(tmp_path, env={"FOO": "bar", "AWS_PROFILE": "training"})
    handle, commands = submit(nodes=2, program=prog)
    done = lc.wait_for(lambda: lc.terminal(cluster, handle.job_id))
    assert done.state == "COMPLETED" and done.exit_code == 0
    assert "--command" in commands[0].command

    envs = {node: node_env(cluster, node) for node in handle.nodes}
    assert set(envs) == {"node-1", "node-2"}
    ports = {e["MASTER_PORT"] for e in envs.values()}
    assert len(ports) == 1 and int(ports.pop()) > 0
    for index, (node, env) in enumerate(sorted(envs.items())):
        assert env["TRAINWARDEN_NODE"] == node
        assert env["TRAINWARDEN_NODE_RANK"] == str(index)
        assert env["TRAINWARDEN_NNODES"] == "2"
        assert env["TRAINWARDEN_RUN"] == "1"
        assert env["TRAINWARDEN_RUN_DIR"] == str(run_dir(cluster))
        assert env["TRAINWARDEN_CHECKPOINT_URI"] == handle.checkpoint_uri
        assert env["MASTER_ADDR"] == "127.0.0.1"
        assert "TRAINWARDEN_RESUME_STEP" not in env and "TRAINWARDEN_RESUME_PATH" not in env
        assert env["FOO"] == "bar" and env["AWS_PROFILE"] == "training"
        assert env["PATH"] and env["LC_TIME"] == "C"
        # the worker's credentials never reach a job that does not name them
        assert "TEMPORAL_API_KEY" not in env and "AWS_SECRET_ACCESS_KEY" not in env
        assert "worker-secret" not in json.dumps(env)


def test_output_is_split_by_global_rank(cluster: LocalCluster, submit, lc, tmp_path):
    handle, _ = submit(nodes=2, program=program(tmp_path))
    lc.wait_for(lambda: lc.terminal(cluster, handle.job_id))
    text = {r: lc.run_log(cluster, handle.job_id, r) for r in range(4)}
    stamp = r"^\d{4}-\d\d-\d\dT\S+ "
    for node_rank in (0, 1):
        node = f"node-{node_rank + 1}"
        first, second = 2 * node_rank, 2 * node_rank + 1
        assert re.search(stamp + r"Traceback \(most recent call last\):$", text[first], re.M)
        assert re.search(stamp + f"tee line of local rank 1 on {node}$", text[second], re.M)
        assert re.search(stamp + "srun label line$", text[second], re.M)
        whole = (run_dir(cluster) / "logs" / node / "node.log").read_text()
        assert "a line of no rank from the node agent" in whole
        assert "[default1]: tee line" in whole  # the node log keeps lines as written
    assert all("no rank" not in t for t in text.values())

    bundle = cluster.write_bundle(handle.job_id, tmp_path / "bundle")
    for node in ("node-1", "node-2"):
        kept = (bundle / "logs" / node / "node.log").read_text()
        assert "a line of no rank from the node agent" in kept
        assert "tee line" not in kept and "srun label" not in kept  # in the rank logs already
    assert "Traceback" in (bundle / "logs" / "node-2" / "rank-2.log").read_text()


def test_bundle_of_a_command_run_has_step_metrics_from_status_files(
    cluster: LocalCluster, submit, lc, tmp_path
):
    handle, _ = submit(nodes=2, program=program(tmp_path))
    lc.wait_for(lambda: lc.terminal(cluster, handle.job_id))
    status = run_dir(cluster) / "status" / "rank-3.json"
    status.parent.mkdir(exist_ok=True)
    recent = [[7, "2026-01-01T00:00:07.000+00:00"], [8, "2026-01-01T00:00:08.000+00:00"]]
    status.write_text(json.dumps({"step": 8, "recent": recent}))
    bundle = cluster.write_bundle(handle.job_id, tmp_path / "bundle")
    metrics = [json.loads(line) for line in (bundle / "metrics.jsonl").read_text().splitlines()]
    assert metrics == [
        {"ts": at, "node": "node-2", "rank": 3, "name": "step", "value": step}
        for step, at in recent
    ]


def test_restart_gives_resume_variables_and_a_fresh_port(
    cluster: LocalCluster, submit, lc, tmp_path
):
    handle, _ = submit(nodes=2, program=program(tmp_path))
    lc.wait_for(lambda: lc.terminal(cluster, handle.job_id))
    ckpt = str(Path(handle.checkpoint_uri) / "step_00000040")
    new, _ = cluster.restart(
        handle.job_id, exclude=["node-1"], resume_step=40, resume_path=ckpt, key="restart-1"
    )
    assert new.run == 2 and new.nodes == ["node-2", "node-3"]
    lc.wait_for(lambda: lc.terminal(cluster, handle.job_id))
    env = node_env(cluster, "node-3", run=2)
    assert env["TRAINWARDEN_RUN"] == "2" and env["TRAINWARDEN_NODE_RANK"] == "1"
    assert env["TRAINWARDEN_RESUME_STEP"] == "40" and env["TRAINWARDEN_RESUME_PATH"] == ckpt
    assert env["MASTER_PORT"] != node_env(cluster, "node-1")["MASTER_PORT"]


def test_xid_on_a_command_job_writes_the_kernel_line_and_kills_that_node(
    cluster: LocalCluster, submit, lc, tmp_path
):
    handle, _ = submit(nodes=2, program=program(tmp_path, "linger"))
    rdir = str(run_dir(cluster))
    lc.wait_for(lambda: len(run_processes(rdir, "node-2")) >= 2)  # program and grandchild
    cluster.inject_fault("node-2", "xid", after_steps=0, xid=79)
    lc.wait_for(lambda: not run_processes(rdir, "node-2"))
    kernel = cluster.layout.kernel_log("node-2").read_text()
    assert re.search(
        r"^\S+ NVRM: Xid \(PCI:\S+\): 79, pid=\d+, name=python, GPU has fallen", kernel
    )
    assert run_processes(rdir, "node-1")  # the healthy node is not touched by the fault
    done = lc.wait_for(lambda: lc.terminal(cluster, handle.job_id))
    assert done.state == "FAILED" and done.exit_code == 128 + signal.SIGKILL
    assert "node-2" in done.reason
    assert not run_processes(rdir)


def test_hang_stops_the_nodes_processes_and_stop_kills_every_process(
    cluster: LocalCluster, submit, lc, tmp_path
):
    handle, _ = submit(nodes=2, program=program(tmp_path, "linger"))
    rdir = str(run_dir(cluster))
    lc.wait_for(lambda: len(run_processes(rdir)) >= 4)
    cluster.inject_fault("node-1", "hang", after_steps=0)

    def states(node: str) -> set[str]:
        found = set()
        for pid in run_processes(rdir, node):
            stat = Path(f"/proc/{pid}/stat").read_text()
            found.add(stat.rsplit(")", 1)[1].split()[0])
        return found

    lc.wait_for(lambda: states("node-1") == {"T"})
    assert "T" not in states("node-2")
    assert cluster.observe(handle.job_id).state == "RUNNING"
    cluster.stop(handle.job_id, "test over", "stop-1")
    lc.wait_for(lambda: not run_processes(rdir))
    assert cluster.observe(handle.job_id).state == "CANCELLED"


@pytest.mark.parametrize(
    "field, value, message",
    [
        ("command", [], "command"),
        ("env", {"TRAINWARDEN_RUN": "7"}, "env"),
        ("env", {"not a name": "x"}, "env"),
        ("workdir", "x" * 5000, "workdir"),
        ("comand", ["python"], "comand"),
    ],
)
def test_invalid_program_fields_are_named(field, value, message):
    with pytest.raises(ValueError, match=message):
        JobSpec.model_validate({"name": "job", field: value})


def test_carriage_returns_end_lines_and_long_lines_are_cut(tmp_path: Path):
    import os as _os

    from trainwarden.localcluster.command_launcher import output_lines

    read, write = _os.pipe()
    bar = " 3/10 [00:01<00:02]\r 4/10 [00:01<00:02]\r"
    _os.write(write, (bar + "done\r\n" + "x" * 250 + "\nnaïve ").encode())
    _os.write(write, "é".encode()[:1])  # a character split across two reads
    _os.write(write, "é".encode()[1:] + b"\n")
    _os.close(write)
    with _os.fdopen(read, "rb") as stream:
        lines = list(output_lines(stream, max_chars=100))
    assert lines[:3] == [" 3/10 [00:01<00:02]", " 4/10 [00:01<00:02]", "done"]
    assert lines[3:6] == ["x" * 100, "x" * 100, "x" * 50]
    assert lines[6] == "naïve é"


def test_a_command_that_cannot_start_fails_its_run(cluster: LocalCluster, submit, lc):
    missing = JobProgram(command=["/nonexistent/trainer", "--steps", "3"])
    handle, _ = submit(nodes=2, program=missing)
    done = lc.wait_for(lambda: lc.terminal(cluster, handle.job_id))
    assert done.state == "FAILED" and done.exit_code == 127
    node_log = (run_dir(cluster) / "logs" / "node-1" / "node.log").read_text()
    assert "cannot start '/nonexistent/trainer' on node-1" in node_log


def test_a_missing_workdir_is_refused_at_submission(cluster: LocalCluster, submit, tmp_path):
    from trainwarden.localcluster import LocalClusterError

    program = JobProgram(command="true", workdir=str(tmp_path / "nowhere"))
    with pytest.raises(LocalClusterError, match="nowhere"):
        submit(nodes=1, program=program)


def test_node_loss_on_a_command_job_kills_the_node_and_fails_the_run(
    cluster: LocalCluster, submit, lc, tmp_path
):
    handle, _ = submit(nodes=2, program=program(tmp_path, "linger"))
    rdir = str(run_dir(cluster))
    lc.wait_for(lambda: len(run_processes(rdir)) >= 4)
    cluster.inject_fault("node-2", "node_loss", after_steps=0)
    done = lc.wait_for(lambda: lc.terminal(cluster, handle.job_id))
    assert done.state == "NODE_FAIL" and done.down_nodes == ["node-2"]
    assert "node-2" in cluster.down()
    assert not run_processes(rdir)


# One rank per node: the node's process starts its rank's process (RANK set, as torchrun does).
RANKED_PROGRAM = r"""
import os, subprocess, sys, time
env = {**os.environ, "RANK": os.environ["TRAINWARDEN_NODE_RANK"]}
subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)"], env=env)
time.sleep(120)
"""


def test_process_states_at_a_first_sign_outlive_the_stop_into_the_bundle(
    cluster: LocalCluster, submit, lc, tmp_path
):
    """The stop that follows a first sign kills a SIGSTOPped rank before evidence is
    collected; the states recorded at the first sign still show it stopped."""
    from trainwarden.localcluster.procs import processes_with_env

    script = tmp_path / "ranked.py"
    script.write_text(RANKED_PROGRAM)
    handle, _ = submit(
        nodes=2, ranks_per_node=1, program=JobProgram(command=[sys.executable, str(script)])
    )
    rdir = str(run_dir(cluster))
    [pid] = lc.wait_for(lambda: processes_with_env({"TRAINWARDEN_RUN_DIR": rdir, "RANK": "1"}))
    lc.wait_for(lambda: processes_with_env({"TRAINWARDEN_RUN_DIR": rdir, "RANK": "0"}))
    os.kill(pid, signal.SIGSTOP)
    lc.wait_for(lambda: Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] == "T")
    assert cluster.snapshot_processes(handle.job_id) is True
    assert cluster.snapshot_processes(handle.job_id) is False  # once per run: the first sign's
    cluster.stop(handle.job_id, "first sign", "stop-1")
    lc.wait_for(lambda: not run_processes(rdir))

    bundle = cluster.write_bundle(handle.job_id, tmp_path / "bundle")
    records = [json.loads(x) for x in (bundle / "processes.jsonl").read_text().splitlines()]
    states = {(r["rank"], r["node"], r["pid"]): r["state"] for r in records}
    assert states.pop((1, "node-2", pid)) == "T", records
    assert [(rank, node) for rank, node, _ in states] == [(0, "node-1")], records
    assert "T" not in states.values(), records
