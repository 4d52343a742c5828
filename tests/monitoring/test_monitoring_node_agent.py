"""`warden node-agent` end to end on this machine: the real CLI process follows a kernel log
file and publishes fatal events to the run root; the backends' reader picks them up from an
offset. Xid text as the NVIDIA driver writes it (trainwarden.localcluster.faults)."""

from __future__ import annotations

import subprocess
import sys
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

from trainwarden.activities.backends.node_events import NodeEventReader
from trainwarden.localcluster.firing import xid_kernel_line
from trainwarden.localcluster.fsutil import append_line, iso
from trainwarden.nodeagent import GpuHealth, NodeAgent, events_path


def _wait(predicate, timeout: float = 20.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(0.05)
    raise AssertionError("condition not met")


def test_agent_process_publishes_fatal_lines_only(tmp_path: Path):
    kernel = tmp_path / "node1" / "kernel.log"
    old = (datetime.now(UTC) - timedelta(seconds=3)).isoformat()
    append_line(kernel, f"{old} {xid_kernel_line(79, 0, 1)}")  # before the agent: not new
    root = tmp_path / "runs"
    agent = subprocess.Popen(
        [sys.executable, "-m", "trainwarden.cli", "node-agent", "--node", "node1",
         "--run-root", str(root), "--kernel-log", str(kernel), "--interval", "0.1",
         "--gpu-interval", "0"],
        stderr=subprocess.PIPE,  # it logs to stderr
        text=True,
    )
    try:
        assert agent.stderr is not None
        assert "node-events" in agent.stderr.readline()  # following from now on
        reader = NodeEventReader()
        since = datetime.now(UTC) - timedelta(seconds=5)
        append_line(kernel, f"{iso()} {xid_kernel_line(63, 0, 1)}")  # a warning: no event
        written = iso()
        append_line(kernel, f"{written} {xid_kernel_line(79, 1, 2)}")
        signs = _wait(lambda: reader.signs(root, ["node1", "node2"], since))
        (sign,) = signs
        assert sign.signature == "xid-79" and sign.node == "node1"
        assert sign.at == datetime.fromisoformat(written)
        # later polls read only new lines and keep what was seen
        append_line(kernel, f"{iso()} {xid_kernel_line(48, 0, 3)}")
        signs = _wait(lambda: len(reader.signs(root, ["node1"], since)) == 2 and
                      reader.signs(root, ["node1"], since))
        assert [s.signature for s in signs] == ["xid-79", "xid-48"]
        # events before the job's start are other jobs'
        assert reader.signs(root, ["node1"], datetime.now(UTC)) == []
    finally:
        agent.terminate()
        agent.wait(timeout=10)


def test_gpu_health_off_cleanly_without_nvidia_smi(tmp_path: Path):
    gpu = GpuHealth(["no-such-nvidia-smi-here"])
    assert not gpu.available and gpu.lines() == []
    agent = NodeAgent("n1", tmp_path, str(tmp_path / "kern.log"), gpu)
    assert agent.poll(check_gpu=True) == 0
    assert not events_path(tmp_path, "n1").exists()


def test_gpu_health_lines_become_events(tmp_path: Path):
    """A stand-in for nvidia-smi printing what it prints for a lost GPU (its signature
    nvml-device-handle-unknown;
    text as in tests/attribution/realworld/rw-nvidia-smi-device-handle-lost, from
    https://github.com/rwth-i6/returnn/issues/1484)."""
    fake = tmp_path / "nvidia-smi"
    fake.write_text("#!/bin/sh\necho 'Unable to determine the device handle for GPU"
                    "0000:03:00.0: Unknown Error'\nexit 15\n")
    fake.chmod(0o755)
    agent = NodeAgent("n1", tmp_path, "", GpuHealth([str(fake)]))
    assert agent.poll(check_gpu=True) == 1
    (line,) = events_path(tmp_path, "n1").read_text().splitlines()
    assert '"signature":"nvml-device-handle-unknown"' in line and '"bound":true' in line
