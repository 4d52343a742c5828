"""`warden attribute` as the lead's CLI wires it: argparse subparsers + register_cli."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from trainwarden.attribution.commands import register_cli


def run(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="warden")
    register_cli(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(argv)
    return args.func(args)


def test_json_output_has_the_design_shape(corpus_dir: Path, capsys) -> None:
    assert run(["attribute", str(corpus_dir / "syn-xid79-fallen-off-bus"), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["verdict"] == "attributed" and data["signature"] == "xid-79"
    assert data["implicated_nodes"] == ["node-2"]
    assert {"verdict", "category", "signature", "implicated_nodes", "initiating", "cascading",
            "confidence", "retryable", "explanation"} <= set(data)


def test_human_output_cites_evidence(corpus_dir: Path, capsys) -> None:
    assert run(["attribute", str(corpus_dir / "syn-healthy-completed")]) == 0
    assert "no_failure" in capsys.readouterr().out
    assert run(["attribute", str(corpus_dir / "syn-kernel-panic")]) == 0
    out = capsys.readouterr().out
    assert "node_failure" in out and "logs/node-2/kernel.log:5" in out


def test_unreadable_bundle_is_one_line_exit_2(tmp_path: Path, capsys) -> None:
    assert run(["attribute", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and str(tmp_path / "job.json") in err


def test_bad_since_and_bad_catalog_exit_2(corpus_dir: Path, tmp_path: Path, capsys) -> None:
    bundle = str(corpus_dir / "syn-kernel-panic")
    assert run(["attribute", bundle, "--since", "yesterday"]) == 2
    assert "--since" in capsys.readouterr().err
    bad = tmp_path / "bad.yaml"
    bad.write_text("signatures:\n  - id: x\n    pattern: '(('\n    category: oom\n")
    assert run(["attribute", bundle, "--catalog", str(bad)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and f"{bad}:3" in err


def test_since_narrows_the_window(corpus_dir: Path, capsys) -> None:
    bundle = str(corpus_dir / "syn-xid63-then-user-bug")
    assert run(["attribute", bundle, "--json", "--since", "2026-11-30T10:00:21Z"]) == 0
    assert json.loads(capsys.readouterr().out)["category"] != "user_code"
