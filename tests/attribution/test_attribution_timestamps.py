"""Times read from the lines themselves: every common format, zones, years, boot times."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone

import pytest

from trainwarden.attribution import attribute_bundle
from trainwarden.attribution.timestamps import TimeContext, parse_line, zone

BERLIN = zone("Europe/Berlin")
REF = datetime(2024, 12, 4, 12, 0, tzinfo=UTC)
JOB = {"job_id": "j1", "scheduler": "local", "nodes": ["node-1", "node-2"],
       "ranks": {"0": "node-1", "1": "node-1", "2": "node-2", "3": "node-2"}}
CTX = TimeContext(tz=UTC, reference=REF, boot=datetime(2024, 12, 3, 10, 0, tzinfo=UTC))


@pytest.mark.parametrize(("line", "expected", "text"), [
    ("2024-12-03T10:41:49.123456Z NVRM: Xid", datetime(2024, 12, 3, 10, 41, 49, 123456, UTC),
     "NVRM: Xid"),
    ("2024-12-03T10:41:49.123456789+01:00 x", datetime(2024, 12, 3, 9, 41, 49, 123456, UTC), "x"),
    # journald short-iso-precise: +HHMM offset, host and unit follow
    ("2024-12-03T10:41:49.123456+0100 node2 kernel: NVRM: Xid",
     datetime(2024, 12, 3, 9, 41, 49, 123456, UTC), "node2 kernel: NVRM: Xid"),
    # ISO without zone: the node's zone (UTC here)
    ("2024-12-03T10:41:49 boom", datetime(2024, 12, 3, 10, 41, 49, tzinfo=UTC), "boom"),
    # python logging, plain and bracketed (torch.distributed.elastic 2.1-2.3)
    ("2023-06-07 22:16:00,018 - INFO - x", datetime(2023, 6, 7, 22, 16, 0, 18000, UTC),
     "- INFO - x"),
    ("[2024-03-21 06:39:52,512] torch.distributed.elastic: [ERROR] failed",
     datetime(2024, 3, 21, 6, 39, 52, 512000, UTC), "torch.distributed.elastic: [ERROR] failed"),
    # slurmd's own log: bracketed ISO without zone
    ("[2024-12-02T13:35:40.123] error: x", datetime(2024, 12, 2, 13, 35, 40, 123000, UTC),
     "error: x"),
    # syslog / kern.log: year from the bundle
    ("Dec  3 10:41:49 node2 kernel: NVRM: Xid", datetime(2024, 12, 3, 10, 41, 49, tzinfo=UTC),
     "node2 kernel: NVRM: Xid"),
    ("Nov 28 01:02:03 n1 kernel: x", datetime(2024, 11, 28, 1, 2, 3, tzinfo=UTC), "n1 kernel: x"),
    # glog as torch prints it, bare and bracketed behind the rank prefix
    ("E1203 10:40:58.213000 1359 torch/distributed/elastic/api.py:869] failed",
     datetime(2024, 12, 3, 10, 40, 58, 213000, UTC),
     "1359 torch/distributed/elastic/api.py:869] failed"),
    ("[rank0]:[E1203 10:40:58.213897 1359 ProcessGroupNCCL.cpp:616] [Rank 0] Watchdog",
     datetime(2024, 12, 3, 10, 40, 58, 213897, UTC),
     "[rank0]:[E1203 10:40:58.213897 1359 ProcessGroupNCCL.cpp:616] [Rank 0] Watchdog"),
    # torch's c10 logger does not pad the month: E504 is May 4
    ("[rank0]:[E504 22:44:08.389636235 ProcessGroupNCCL.cpp:1896] [PG ID 0] x",
     datetime(2024, 5, 4, 22, 44, 8, 389636, UTC),
     "[rank0]:[E504 22:44:08.389636235 ProcessGroupNCCL.cpp:1896] [PG ID 0] x"),
    ("W0504 01:02:03.5 7 f.cc:1] glog pads it", datetime(2024, 5, 4, 1, 2, 3, 500000, UTC),
     "7 f.cc:1] glog pads it"),
    # vLLM's logger (vllm/logger.py): level, month-day and time, then the logger's own source
    # location, which is not the message; both shapes, `file:line] ` and (later releases)
    # `[file:line] `. The line as posted in vllm-project/vllm#25928 (behind its process's
    # prefix there): https://github.com/vllm-project/vllm/issues/25928
    ("ERROR 09-30 14:00:26 [core.py:712] RuntimeError: Worker failed with error '', please "
     "check the stack trace above for the root cause",
     datetime(2024, 9, 30, 14, 0, 26, tzinfo=UTC),
     "RuntimeError: Worker failed with error '', please check the stack trace above for the "
     "root cause"),
    ("INFO 05-04 00:52:46 llm_engine.py:72] Initializing an LLM engine",
     datetime(2024, 5, 4, 0, 52, 46, tzinfo=UTC), "Initializing an LLM engine"),
    # dmesg -T and monotonic dmesg (boot time 2024-12-03T10:00Z)
    ("[Tue Dec  3 10:41:49 2024] NVRM: Xid", datetime(2024, 12, 3, 10, 41, 49, tzinfo=UTC),
     "NVRM: Xid"),
    ("[ 2509.123456] NVRM: Xid", datetime(2024, 12, 3, 10, 41, 49, 123456, UTC), "NVRM: Xid"),
])
def test_formats(line: str, expected: datetime, text: str) -> None:
    at, rest = parse_line(line, CTX)
    assert at == expected
    assert rest == text


@pytest.mark.parametrize("line", [
    '  File "train.py", line 12, in <module>',
    "ValueError: bad",
    "[ 12.5] dmesg without boot time",  # checked with a context without boot below
    "Dec 32 10:00:00 host x",
    "2024-13-01T00:00:00Z month 13",
    "E1340 10:00:00.1 bad date",
])
def test_lines_without_a_usable_time(line: str) -> None:
    at, rest = parse_line(line, TimeContext(tz=UTC, reference=REF))
    assert at is None and rest == line


def test_yearless_december_read_in_january_is_last_year() -> None:
    ctx = TimeContext(tz=UTC, reference=datetime(2025, 1, 2, tzinfo=UTC))
    at, _ = parse_line("Dec 31 23:59:00 host kernel: x", ctx)
    assert at == datetime(2024, 12, 31, 23, 59, tzinfo=UTC)


def test_zoneless_times_take_the_node_zone() -> None:
    at, _ = parse_line("Jul  3 10:00:00 host kernel: x", TimeContext(tz=BERLIN, reference=REF))
    assert at == datetime(2024, 7, 3, 8, 0, tzinfo=UTC)  # CEST is +02:00
    at, _ = parse_line("2024-01-03 10:00:00,5 x", TimeContext(tz=zone("-05:00")))
    assert at == datetime(2024, 1, 3, 10, 0, 0, 500000, tzinfo=timezone(timedelta(hours=-5)))


def test_bundle_orders_mixed_formats_by_real_time(write_bundle) -> None:
    """A syslog-format Xid on node-2 (CET node) precedes a glog watchdog timeout on node-1 and
    an ISO traceback; the traceback frames inherit their exception line's preceding time."""
    bundle = write_bundle({
        "logs/node-2/kernel.log": (
            "Dec  3 11:41:49 node-2 kernel: NVRM: Xid (PCI:0000:3b:00): 79, pid=1, name=python, "
            "GPU has fallen off the bus.\n"
        ),
        "logs/node-1/rank-0.log": (
            "[rank0]:[E1203 10:41:50.100000 77 ProcessGroupNCCL.cpp:616] [Rank 0] Watchdog caught "
            "collective operation timeout: WorkNCCL(SeqNum=5, OpType=ALLREDUCE) ran for 600000 "
            "milliseconds before timing out.\n"
        ),
        "logs/node-1/rank-1.log": (
            "2024-12-03 10:41:49,500 INFO step 10\n"
            "Traceback (most recent call last):\n"
            '  File "train.py", line 3, in <module>\n'
            "ValueError: later than the Xid in real time, earlier on the wall clock of node-2\n"
        ),
    }, job={**JOB, "collected_at": "2024-12-03T10:45:00Z", "node_timezones": {"node-2": "+01:00"}})
    result = attribute_bundle(bundle)
    assert (result.category, result.signature, result.implicated_nodes) == (
        "gpu_hardware", "xid-79", ["node-2"])
    assert result.initiating.at == datetime(2024, 12, 3, 10, 41, 49, tzinfo=UTC)


def test_traceback_line_takes_the_preceding_time(write_bundle) -> None:
    bundle = write_bundle({
        "logs/node-1/rank-0.log": (
            "2024-12-03T10:00:00Z step 1\n"
            "2024-12-03T10:00:07Z Traceback (most recent call last):\n"
            '  File "train.py", line 3, in <module>\n'
            "KeyError: 'labels'\n"
        ),
    })
    result = attribute_bundle(bundle)
    assert result.category == "user_code"
    assert result.initiating.at == datetime(2024, 12, 3, 10, 0, 7, tzinfo=UTC)
    assert result.initiating.evidence[0].line == 4


def test_monotonic_dmesg_uses_the_boot_time(write_bundle) -> None:
    bundle = write_bundle({
        "logs/node-2/kernel.log": "[ 3600.5] Kernel panic - not syncing: Fatal exception\n",
        "logs/node-1/rank-0.log": "2024-12-03T11:00:10Z ValueError: after the panic\n",
    }, job={**JOB, "boot_times": {"node-2": "2024-12-03T10:00:00Z"}})
    result = attribute_bundle(bundle)
    assert (result.category, result.implicated_nodes) == ("node_failure", ["node-2"])
    assert result.initiating.at == datetime(2024, 12, 3, 11, 0, 0, 500000, tzinfo=UTC)


def test_window_start_drops_older_evidence(write_bundle) -> None:
    bundle = write_bundle({
        "logs/node-2/kernel.log": (
            "2024-12-03T09:00:00Z NVRM: Xid (PCI:0000:3b:00): 79, pid=1, name=python, "
            "GPU has fallen off the bus.\n"
        ),
        "logs/node-1/rank-0.log": "2024-12-03T10:00:10Z ValueError: this run's own bug\n",
    }, job={**JOB, "window_start": "2024-12-03T10:00:00Z"})
    result = attribute_bundle(bundle)
    assert (result.category, result.implicated_nodes) == ("user_code", [])


def test_an_exception_logged_by_vllms_worker_is_read_behind_the_loggers_location(
        write_bundle) -> None:
    """A worker's bare exception class, as vLLM's multiproc executor logs the traceback it
    caught (`(Worker pid=N) ERROR MM-DD HH:MM:SS [file:line] ` before each line): the logger's
    location is not the message, so the exception line ends the traceback as it would bare.
    Lines as posted in vllm-project/vllm#25928
    (https://github.com/vllm-project/vllm/issues/25928)."""
    bundle = write_bundle({
        "logs/node-1/serve.log": (
            "2025-09-30T14:00:26Z (EngineCore_DP0 pid=2936) ERROR 09-30 14:00:26 [core.py:712] "
            "Traceback (most recent call last):\n"
            "2025-09-30T14:00:26Z (EngineCore_DP0 pid=2936) ERROR 09-30 14:00:26 [core.py:712] "
            "RuntimeError: Worker failed with error '', please check the stack trace above for "
            "the root cause\n"
        ),
    }, job={**JOB, "nodes": ["node-1"], "ranks": {"0": "node-1"}})
    result = attribute_bundle(bundle)
    assert (result.category, result.signature) == ("user_code", "python-exception")
