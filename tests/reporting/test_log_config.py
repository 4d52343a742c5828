"""TRAINWARDEN_LOG_FORMAT / TRAINWARDEN_LOG_LEVEL (docs/operations.md): text stays the default,
json is one object per line, a bad value is one clear line and exit 2; the node agent logs
through logging to stderr and its usage error goes there too."""

from __future__ import annotations

import io
import json
import logging
import os
import subprocess
import sys
from pathlib import Path

import pytest

from trainwarden.logconfig import JsonFormatter, LogConfigError, configure_logging, log_context


def warden(*args: str, **env: str) -> subprocess.CompletedProcess[str]:
    full = {k: v for k, v in os.environ.items() if not k.startswith("TRAINWARDEN_LOG_")}
    return subprocess.run(
        [sys.executable, "-m", "trainwarden.cli", *args],
        capture_output=True,
        text=True,
        timeout=120,
        env={**full, **env},
    )


def agent_once(tmp_path: Path, **env: str) -> subprocess.CompletedProcess[str]:
    kernel = tmp_path / "kernel.log"
    kernel.touch()
    return warden(
        "node-agent", "--node", "n1", "--run-root", str(tmp_path / "runs"),
        "--kernel-log", str(kernel), "--gpu-interval", "0", "--once", **env,
    )  # fmt: skip


def test_node_agent_logs_text_to_stderr_by_default(tmp_path: Path) -> None:
    done = agent_once(tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout == ""
    (line,) = done.stderr.splitlines()
    assert " INFO trainwarden.nodeagent node-agent n1: following " in line
    assert line.endswith("node-events/n1.jsonl")
    with pytest.raises(json.JSONDecodeError):
        json.loads(line)


def test_node_agent_logs_json_lines_when_asked(tmp_path: Path) -> None:
    done = agent_once(tmp_path, TRAINWARDEN_LOG_FORMAT="json")
    assert done.returncode == 0, done.stderr
    assert done.stdout == ""
    (record,) = [json.loads(line) for line in done.stderr.splitlines()]
    assert record["level"] == "INFO" and record["logger"] == "trainwarden.nodeagent"
    assert record["message"].startswith("node-agent n1: following ")
    assert record["time"].endswith("Z") and "T" in record["time"]
    # a level above INFO: nothing
    quiet = agent_once(tmp_path, TRAINWARDEN_LOG_FORMAT="json", TRAINWARDEN_LOG_LEVEL="warning")
    assert quiet.returncode == 0 and quiet.stderr == "", quiet.stderr


def test_node_agent_usage_error_is_one_line_on_stderr() -> None:
    env = {k: v for k, v in os.environ.items() if k != "TRAINWARDEN_RUN_ROOT"}
    done = subprocess.run(
        [sys.executable, "-m", "trainwarden.cli", "node-agent", "--once"],
        capture_output=True, text=True, timeout=60, env=env,
    )  # fmt: skip
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr == (
        "warden: error: node-agent: --run-root or TRAINWARDEN_RUN_ROOT is required\n"
    )


@pytest.mark.parametrize(
    ("env", "wanted"),
    [
        ({"TRAINWARDEN_LOG_FORMAT": "yaml"}, "TRAINWARDEN_LOG_FORMAT='yaml' is not a log format"),
        ({"TRAINWARDEN_LOG_LEVEL": "chatty"}, "TRAINWARDEN_LOG_LEVEL='chatty' is not a log level"),
    ],
)
def test_a_bad_setting_is_one_line_and_exit_2(env: dict[str, str], wanted: str) -> None:
    done = warden("worker", "--address", "127.0.0.1:1", **env)
    assert done.returncode == 2
    assert done.stderr == f"warden: error: {wanted}: use one of " + (
        "text, json\n" if "FORMAT" in wanted else "DEBUG, INFO, WARNING, ERROR, CRITICAL\n"
    )
    assert done.stdout == ""


def test_json_record_fields_extras_and_exception_on_one_line() -> None:
    stream = io.StringIO()
    root = logging.getLogger()
    before = (root.level, list(root.handlers))
    try:
        assert configure_logging(stream=stream, env={"TRAINWARDEN_LOG_FORMAT": "json"}) == "json"
        log = logging.getLogger("trainwarden.test")
        sdk_extra = {
            "workflow_id": "supervise-a", "workflow_run_id": "r1", "activity_type": "restart_job",
            "activity_id": "7", "attempt": 2, "task_queue": "q", "workflow_type": "Supervise",
        }  # fmt: skip
        with log_context(job="llm", incident="supervise-a-i1"):
            log.info("restarting %s", "x", extra={"temporal_activity": sdk_extra, "rank": 3})
        try:
            raise RuntimeError("boom\nsecond line")
        except RuntimeError:
            log.exception("failed")
        log.debug("not at INFO")
    finally:
        root.handlers[:] = before[1]
        root.setLevel(before[0])
    lines = stream.getvalue().splitlines()
    assert len(lines) == 2, lines
    first, second = (json.loads(line) for line in lines)
    assert first["message"] == "restarting x" and first["rank"] == 3
    assert {k: first[k] for k in ("workflow_id", "run_id", "activity", "attempt", "job")} == {
        "workflow_id": "supervise-a", "run_id": "r1", "activity": "restart_job", "attempt": 2,
        "job": "llm",
    }  # fmt: skip
    assert first["incident"] == "supervise-a-i1" and "temporal_activity" not in first
    assert second["level"] == "ERROR" and "job" not in second
    assert second["exception"].startswith("Traceback")
    assert "RuntimeError: boom\nsecond line" in second["exception"]  # one field, one line


def test_text_is_the_default_and_settings_are_checked() -> None:
    stream = io.StringIO()
    root = logging.getLogger()
    before = (root.level, list(root.handlers))
    try:
        assert configure_logging(stream=stream, env={}) == "text"
        assert root.level == logging.INFO
        logging.getLogger("trainwarden.test").info("plain %d", 1)
        assert configure_logging(stream=stream, env={}, service=False) == "text"
        assert root.level == logging.WARNING  # one-shot commands stay as quiet as before
        assert configure_logging(stream=stream, env={"TRAINWARDEN_LOG_LEVEL": "debug"})
        assert root.level == logging.DEBUG
    finally:
        root.handlers[:] = before[1]
        root.setLevel(before[0])
    (line,) = stream.getvalue().splitlines()
    assert line.endswith(" INFO trainwarden.test plain 1")
    with pytest.raises(LogConfigError):
        configure_logging(env={"TRAINWARDEN_LOG_FORMAT": "JSONL"})
    assert isinstance(JsonFormatter(), logging.Formatter)
