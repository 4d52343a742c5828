"""``warden slurm nodes|resume`` against the real private cluster."""

from __future__ import annotations

import argparse
import json

import pytest
from slurm_helpers import SlurmTestEnv

from trainwarden.activities.backends.slurm_cli import register_cli

pytestmark = pytest.mark.slurm


def run_cli(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="warden")
    register_cli(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(argv)
    return args.func(args)


def test_nodes_lists_states_and_who_drained(
    slurm_env: SlurmTestEnv, capsys: pytest.CaptureFixture[str]
) -> None:
    slurm_env.scontrol(
        "update", "nodename=node2", "state=drain", "reason=trainwarden: inc-4 xid-79"
    )
    assert run_cli(["slurm", "nodes", "--slurm-conf", slurm_env.conf, "--json"]) == 0
    rows = {r["node"]: r for r in json.loads(capsys.readouterr().out)}
    assert rows["node2"]["state"] == "DRAIN" and rows["node2"]["by_trainwarden"]
    assert rows["node1"]["state"] in {"IDLE", "MIXED", "ALLOCATED"}
    assert run_cli(["slurm", "nodes", "--slurm-conf", slurm_env.conf]) == 0
    assert "inc-4 xid-79" in capsys.readouterr().out


def test_resume_needs_force_for_someone_elses_drain(
    slurm_env: SlurmTestEnv, capsys: pytest.CaptureFixture[str]
) -> None:
    slurm_env.scontrol("update", "nodename=node3", "state=drain", "reason=cable swap (ops)")
    conf = ["--slurm-conf", slurm_env.conf]
    assert run_cli(["slurm", "resume", "node3", "--reason", "looks fine", *conf]) == 1
    captured = capsys.readouterr()
    assert "cable swap (ops)" in captured.out and "still out of service: node3" in captured.err
    assert run_cli(["slurm", "resume", "node3", "--reason", "ops agreed", "--force", *conf]) == 0
    assert "DRAIN" not in slurm_env.scontrol("-o", "show", "node", "node3").stdout


def test_resume_runs_the_health_check_first(
    slurm_env: SlurmTestEnv, capsys: pytest.CaptureFixture[str]
) -> None:
    slurm_env.scontrol("update", "nodename=node1", "state=drain", "reason=trainwarden: inc-5 x")
    conf = ["--slurm-conf", slurm_env.conf]
    failing = ["--health-check", "test {node} = healthy-node"]
    assert run_cli(["slurm", "resume", "node1", "--reason", "r", *failing, *conf]) == 1
    assert "health check" in capsys.readouterr().out
    passing = ["--health-check", "test {node} = node1"]
    assert run_cli(["slurm", "resume", "node1", "--reason", "r", *passing, *conf]) == 0
    assert "DRAIN" not in slurm_env.scontrol("-o", "show", "node", "node1").stdout


def test_bogus_node_is_an_input_error(
    slurm_env: SlurmTestEnv, capsys: pytest.CaptureFixture[str]
) -> None:
    status = run_cli(["slurm", "resume", "nodeX", "--reason", "r", "--slurm-conf", slurm_env.conf])
    assert status == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "nodeX" in err[0]
