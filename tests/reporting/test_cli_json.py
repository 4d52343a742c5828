"""The command line for scripts (docs/cli.md): `--json` on the commands that report (one JSON
document on stdout, failures included), the exit-status table against what the commands
return, `python -m trainwarden`, shell completion, the missing `temporal` CLI naming its extra.

`start` and `incident export` open a Temporal client and leave through os._exit: they run in a
process of their own, against the session's dev server."""

from __future__ import annotations

import asyncio
import io
import json
import os
import re
import shutil
import subprocess
import sys
import uuid
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path
from typing import Any

import pytest
from helpers_cases import CASES, REPO, stop_on_gpu
from temporalio.client import Client

import trainwarden
from trainwarden import config
from trainwarden.cli import main as warden_main
from trainwarden.workers import start_cli

DOC = REPO / "docs" / "cli.md"
VALID_INPUT = '{"job": {"name": "cli-json", "command": ["true"]}}'
BAD_PLAYBOOK = (
    "apiVersion: trainwarden/v1\nkind: Playbook\nname: b\n"
    "rules:\n  - name: a\n    match: {categories: [oom]}\n    steps: [stopp]\n"
    "  - name: b\n    steps: [restart]\n"
)


def warden(*args: str) -> tuple[int, str, str]:
    """`warden ARGS` in this process: (exit status, stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        try:
            code = warden_main(list(args))
        except SystemExit as exc:
            code = int(exc.code or 0)
    return code, out.getvalue(), err.getvalue()


def warden_process(*args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    """`python -m trainwarden ARGS` in a process of its own."""
    return subprocess.run(
        [sys.executable, "-m", "trainwarden", *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
        cwd=REPO,
    )


def document(stdout: str, command: str, code: int) -> dict[str, Any]:
    """stdout as the one JSON document of `command` that exited `code`."""
    doc = json.loads(stdout)  # one document, nothing around it
    assert isinstance(doc, dict), stdout
    assert doc["command"] == command and doc["exit_code"] == code and doc["ok"] is (code == 0)
    return doc


def failed(stdout: str, stderr: str, command: str, code: int) -> dict[str, Any]:
    """A failure in JSON mode: the document with the error, and the same line on stderr."""
    doc = document(stdout, command, code)
    assert doc["error"] and f"warden: error: {doc['error']}" in stderr.replace("start: ", "")
    return doc


@pytest.fixture
def bad_playbook(tmp_path: Path) -> Path:
    path = tmp_path / "bad.yaml"
    path.write_text(BAD_PLAYBOOK)
    return path


# -- playbook lint / test / diff --------------------------------------------------------------


def test_lint_json_reports_every_file(bad_playbook: Path) -> None:
    code, out, _ = warden("playbook", "lint", "default", "--json")
    doc = document(out, "playbook lint", 0)
    assert doc["files"] == [
        {"file": "default", "ok": True, "errors": 0, "warnings": 0, "problems": []}
    ]
    assert code == 0

    code, out, _ = warden("playbook", "lint", str(bad_playbook), "default", "--json")
    doc = document(out, "playbook lint", 2)
    bad, default = doc["files"]
    assert (bad["ok"], bad["errors"], bad["warnings"]) == (False, 1, 1) and default["ok"]
    (error,) = [p for p in bad["problems"] if p["severity"] == "error"]
    assert (error["line"], error["field"]) == (7, "rules[0].steps[0]")
    assert "unknown step 'stopp'" in error["message"]
    assert code == 2


def test_lint_without_json_is_unchanged() -> None:
    code, out, _ = warden("playbook", "lint", "default")
    assert (code, out) == (0, "default: OK\n")


def test_a_usage_error_in_json_mode_is_a_document_too() -> None:
    code, out, err = warden("playbook", "lint", "default", "--set", "nonsense", "--json")
    failed(out, err, "playbook lint", 2)
    code, out, err = warden("playbook", "lint", "--json")  # refused by argparse
    doc = failed(out, err, "warden", 2)
    assert "FILE" in doc["error"] and code == 2
    code, out, err = warden("playbook", "lint")  # without --json: stderr only
    assert (code, out) == (2, "") and err.startswith("warden: error: ")


def test_playbook_test_json_names_each_case_and_its_decision(tmp_path: Path) -> None:
    code, out, _ = warden("playbook", "test", "default", str(CASES / "default"), "--json")
    doc = document(out, "playbook test", 0)
    names = sorted(p.parent.name for p in (CASES / "default").rglob("case.yaml"))
    assert sorted(c["case"] for c in doc["cases"]) == names
    assert doc["total"] == doc["match"] == len(names) and doc["mismatch"] == doc["unusable"] == 0
    assert doc["playbook"]["name"] == "default" and len(doc["playbook"]["content_hash"]) == 64
    assert all(c["status"] == "match" and c["decision"]["outcome"] for c in doc["cases"])

    edited = stop_on_gpu(tmp_path)
    code, out, _ = warden("playbook", "test", str(edited), str(CASES / "default"), "--json")
    doc = document(out, "playbook test", 1)
    (xid,) = [c for c in doc["cases"] if c["case"] == "rw-xid79-syslog-kern-log"]
    assert xid["status"] == "mismatch" and xid["decision"]["rule"] == "gpu-stop"
    assert "rule: expected 'faulty-machine', got 'gpu-stop'" in xid["differences"]


def test_playbook_diff_json_lists_the_changed_fields(tmp_path: Path) -> None:
    edited = stop_on_gpu(tmp_path)
    code, out, _ = warden(
        "playbook", "diff", "default", str(edited), "--cases", str(CASES / "default"), "--json"
    )
    doc = document(out, "playbook diff", 0)
    (xid,) = [c for c in doc["changed"] if c["case"] == "rw-xid79-syslog-kern-log"]
    assert xid["fields"]["rule"] == {"old": "faulty-machine", "new": "gpu-stop"}
    assert xid["plan"]["old"] != xid["plan"]["new"]
    assert doc["cases"] == len(list((CASES / "default").rglob("case.yaml")))
    code, out, _ = warden("playbook", "diff", "default", "default", "--cases", str(CASES),
                          "--json")  # fmt: skip
    assert document(out, "playbook diff", 0)["changed"] == []


def test_unusable_input_in_json_mode(tmp_path: Path, bad_playbook: Path) -> None:
    code, out, err = warden("playbook", "test", str(bad_playbook), str(CASES), "--json")
    doc = document(out, "playbook test", 2)
    assert "unknown step 'stopp'" in doc["error"] and doc["problems"]
    broken = tmp_path / "broken"
    broken.mkdir()
    code, out, _ = warden("playbook", "test", "default", str(broken), "--json")
    (case,) = document(out, "playbook test", 2)["cases"]
    assert case["status"] == "unusable" and "case.yaml" in case["error"]
    code, out, err = warden("playbook", "diff", "default", "default", "--cases", str(broken),
                            "--json")  # fmt: skip
    failed(out, err, "playbook diff", 2)


# -- start / incident export against the session's Temporal server ---------------------------


async def _process(*args: str) -> subprocess.CompletedProcess[str]:
    return await asyncio.to_thread(warden_process, *args)


async def test_start_json_prints_the_run_and_a_taken_id_as_a_json_error(
    temporal_client: Client, temporal_address: str
) -> None:
    wid = f"cli-json-{uuid.uuid4().hex[:8]}"
    queue = f"tw-nobody-{uuid.uuid4().hex[:8]}"
    common = ["--address", temporal_address, "--task-queue", queue, "--input", VALID_INPUT]
    try:
        done = await _process("start", wid, *common, "--json")
        assert done.returncode == 0, done.stderr
        doc = document(done.stdout, "start", 0)
        assert (doc["workflow_id"], doc["task_queue"], doc["replaced"]) == (wid, queue, False)
        desc = await temporal_client.get_workflow_handle(wid).describe()
        assert doc["run_id"] == desc.run_id

        done = await _process("start", wid, *common, "--json")  # the id is taken
        assert done.returncode == start_cli.EXIT_ID_TAKEN == 3
        doc = failed(done.stdout, done.stderr, "start", 3)
        assert "already running" in doc["error"] and "--replace" in doc["error"]

        done = await _process("start", wid, *common, "--replace", "--json")
        doc = document(done.stdout, "start", 0)
        assert doc["replaced"] is True and doc["run_id"] != desc.run_id

        done = await _process("start", wid, *common)  # human text unchanged
        assert done.returncode == 3 and done.stdout == ""
        assert done.stderr.startswith(f"warden: error: start: supervision {wid} is already")

        done = await _process(
            "start", f"{wid}-x", *common[:-1], '{"job": {"name": "j", "command": [""]}}',
            "--json",
        )
        assert done.returncode == 2
        assert "--input: job.command" in failed(done.stdout, done.stderr, "start", 2)["error"]

        done = await _process(
            "start", f"{wid}-y", *common, "--namespace", f"nowhere-{wid}", "--json"
        )  # the server refuses: no such namespace
        assert done.returncode == 1, done.stderr
        assert "nowhere-" in failed(done.stdout, done.stderr, "start", 1)["error"]
    finally:
        for run in (wid, f"{wid}-x", f"{wid}-y"):
            try:
                await temporal_client.get_workflow_handle(run).terminate("test over")
            except Exception:  # never started, or already closed
                pass


async def test_incident_export_json_error_of_an_unknown_workflow(
    temporal_address: str, tmp_path: Path
) -> None:
    wid = f"cli-json-none-{uuid.uuid4().hex[:8]}"
    done = await _process(
        "incident", "export", wid, "-o", str(tmp_path / "case"), "--address", temporal_address,
        "--json",
    )
    assert done.returncode == 2, done.stderr
    assert wid in failed(done.stdout, done.stderr, "incident export", 2)["error"]


def test_an_unreachable_server_in_json_mode_is_a_document(tmp_path: Path) -> None:
    done = warden_process(
        "start", "wf", "--input", VALID_INPUT, "--address", "127.0.0.1:1", "--json"
    )
    assert done.returncode == 2
    doc = failed(done.stdout, done.stderr, "start", 2)
    assert doc["error"].startswith("cannot reach Temporal at 127.0.0.1:1")
    assert "Traceback" not in done.stderr


# -- the exit-status table of docs/cli.md ------------------------------------------------------


def doc_table() -> set[tuple[str, int]]:
    rows = re.findall(r"^\| (`[^|]*`|any[^|]*?) \| (\d+) \|", DOC.read_text(), re.M)
    return {(name.strip("`"), int(code)) for name, code in rows}


# (command, exit) of the table -> how this test file produces it
PRODUCED_BY = {
    ("playbook lint", 0): "test_lint_json_reports_every_file",
    ("playbook lint", 2): "test_lint_json_reports_every_file",
    ("playbook test", 0): "test_playbook_test_json_names_each_case_and_its_decision",
    ("playbook test", 1): "test_playbook_test_json_names_each_case_and_its_decision",
    ("playbook test", 2): "test_unusable_input_in_json_mode",
    ("playbook diff", 0): "test_playbook_diff_json_lists_the_changed_fields",
    ("playbook diff", 2): "test_unusable_input_in_json_mode",
    ("incident export", 0): "tests/cases/test_export_history.py (an incident to export)",
    ("incident export", 2): "test_incident_export_json_error_of_an_unknown_workflow",
    ("start", 0): "test_start_json_prints_the_run_and_a_taken_id_as_a_json_error",
    ("start", 1): "test_start_json_prints_the_run_and_a_taken_id_as_a_json_error",
    ("start", 2): "test_start_json_prints_the_run_and_a_taken_id_as_a_json_error",
    ("start", 3): "test_start_json_prints_the_run_and_a_taken_id_as_a_json_error",
    ("any", 2): "test_the_table_matches_what_the_commands_return",
    ("any command that opens a Temporal client", 1): "trainwarden/cli.py main()",
    ("any", 130): "trainwarden/cli.py main() (KeyboardInterrupt)",
}


def test_the_table_matches_what_the_commands_return(bad_playbook: Path) -> None:
    assert doc_table() == set(PRODUCED_BY)
    # the statuses as the modules name them
    from trainwarden.cases import commands as cases_commands
    from trainwarden.playbook import commands as playbook_commands
    from trainwarden.workers import export

    assert (start_cli.EXIT_FAILED, start_cli.EXIT_INVALID, start_cli.EXIT_ID_TAKEN) == (1, 2, 3)
    assert (cases_commands.EXIT_OK, cases_commands.EXIT_MISMATCH, cases_commands.EXIT_INPUT) == (
        0, 1, 2,
    )  # fmt: skip
    assert (playbook_commands.EXIT_OK, playbook_commands.EXIT_INPUT_ERROR) == (0, 2)
    assert (export.EXIT_OK, export.EXIT_INPUT) == (0, 2)
    # `any`, 2: usage errors of every command, with and without --json
    for argv in (["nosuch"], ["start"], ["incident", "export", "wf"], ["completion", "fish"]):
        assert warden(*argv)[0] == 2
        code, out, _ = warden(*argv, "--json")
        assert code == 2 and document(out, "warden", 2)["error"]
    # the table's other rows, each without --json as well (the status is the same)
    assert warden("playbook", "lint", "default")[0] == 0
    assert warden("playbook", "lint", str(bad_playbook))[0] == 2
    assert warden("playbook", "test", str(bad_playbook), str(CASES))[0] == 2


# -- python -m trainwarden, completion, the devserver extra -----------------------------------


def test_python_m_trainwarden_runs_the_same_cli(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "trainwarden", "--help"],
        capture_output=True, text=True, timeout=60, cwd=tmp_path, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("usage: warden ") and "playbook" in done.stdout
    done = subprocess.run(
        [sys.executable, "-m", "trainwarden", "playbook", "lint", "default", "--json"],
        capture_output=True, text=True, timeout=60, cwd=tmp_path, check=False,
    )  # fmt: skip
    assert done.returncode == 0 and document(done.stdout, "playbook lint", 0)["files"]


@pytest.mark.parametrize("shell", ["bash", "zsh"])
def test_completion_names_the_commands_and_their_options(shell: str) -> None:
    code, out, _ = warden("completion", shell)
    assert code == 0
    for word in ("playbook", "lint", "diff", "incident", "export", "start", "--json",
                 "node-agent", "completion", "--replace"):  # fmt: skip
        assert word in out, word
    if shell == "bash" and shutil.which("bash"):
        check = subprocess.run(["bash", "-n"], input=out, text=True, capture_output=True)
        assert check.returncode == 0, check.stderr


@pytest.mark.parametrize(("shell", "name"), [("bash", "warden.bash"), ("zsh", "_warden")])
def test_shipped_completion_is_what_the_parser_generates(shell: str, name: str) -> None:
    """The completion files the wheel ships (trainwarden/completions/) are the parser's own:
    regenerate with `warden completion SHELL > trainwarden/completions/NAME` after a CLI change."""
    code, out, _ = warden("completion", shell)
    shipped = Path(trainwarden.__file__).parent / "completions" / name
    assert code == 0 and shipped.read_text() == out, f"regenerate {shipped}"


def test_a_missing_temporal_cli_is_one_line_naming_the_extra(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    python = sys.executable
    monkeypatch.setattr(sys, "executable", str(tmp_path / "python"))
    monkeypatch.setenv("PATH", str(tmp_path))
    with pytest.raises(config.ConfigError) as missing:
        config.temporal_binary()
    message = str(missing.value)
    assert "\n" not in message and "trainwarden[devserver]" in message
    assert isinstance(missing.value, FileNotFoundError)  # as before, for callers catching it
    # and `warden demo` says so as one line, exit 2
    env = {**os.environ, "PATH": str(tmp_path)}
    env.pop("TEMPORAL_ADDRESS", None)
    done = subprocess.run(
        [python, "-c", "import sys; sys.executable = '/nonexistent/python'\n"
         "from trainwarden.cli import main; sys.exit(main(['demo']))"],
        capture_output=True, text=True, timeout=120, env=env, cwd=REPO, check=False,
    )  # fmt: skip
    assert done.returncode == 2, done.stderr
    (line,) = done.stderr.splitlines()
    assert line.startswith("warden: error: ") and "devserver" in line
