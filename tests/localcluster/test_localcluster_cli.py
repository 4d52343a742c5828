"""``warden cluster ...`` commands, through a real argparse parser."""

from __future__ import annotations

import argparse
import json
import re
from pathlib import Path

import pytest

from trainwarden.localcluster import LocalCluster
from trainwarden.localcluster.commands import register_cli


def warden(*argv: str) -> int:
    parser = argparse.ArgumentParser(prog="warden")
    register_cli(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(list(argv))
    return args.func(args)


def test_inject_status_clear_return(cluster: LocalCluster, submit, lc, capsys):
    root = str(cluster.root)
    assert (
        warden(
            "cluster",
            "inject",
            "node-3",
            "--kind",
            "xid",
            "--sticky",
            "--after-steps",
            "50",
            "--xid",
            "74",
            "--root",
            root,
        )
        == 0
    )
    assert cluster.faults()["node-3"][0]["xid"] == 74
    cluster.exclude("node-4", "xid-48", key="ex")
    handle, _ = submit(nodes=2)
    lc.wait_for(lambda: cluster.observe(handle.job_id).step)
    capsys.readouterr()

    assert warden("cluster", "status", "--root", root, "--json") == 0
    status = json.loads(capsys.readouterr().out)
    assert status["excluded"] == {"node-4": "xid-48"}
    assert status["jobs"][0]["job_id"] == "local-job" and status["jobs"][0]["state"] == "RUNNING"
    assert warden("cluster", "status", "--root", root) == 0
    human = capsys.readouterr().out
    assert "node-4" in human and "excluded" in human and "local-job" in human

    assert warden("cluster", "clear", "node-3", "--root", root) == 0
    assert cluster.faults() == {}
    assert warden("cluster", "return", "node-4", "--reason", "swapped GPU", "--root", root) == 0
    assert cluster.excluded() == {}


def test_input_errors_are_one_line_and_exit_2(cluster: LocalCluster, capsys):
    assert (
        warden("cluster", "inject", "node-77", "--kind", "hang", "--root", str(cluster.root)) == 2
    )
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "node-77" in err
    with pytest.raises(SystemExit) as exit_info:
        warden("cluster", "inject", "node-1", "--kind", "meteor", "--root", str(cluster.root))
    assert exit_info.value.code == 2


def test_the_readme_lists_every_cluster_command_with_a_line_of_its_own():
    parser = argparse.ArgumentParser(prog="warden")
    register_cli(parser.add_subparsers(dest="command", required=True))
    group = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    cluster = group.choices["cluster"]
    commands = next(a for a in cluster._actions if isinstance(a, argparse._SubParsersAction))
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text()
    listed = re.findall(r"^\s*- `warden cluster ([a-z-]+)", readme, re.M)
    assert sorted(listed) == sorted(commands.choices)
