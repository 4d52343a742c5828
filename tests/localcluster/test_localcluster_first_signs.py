"""First signs on the local backend: seen while the job is still RUNNING, with the collective
timeout at 60 s, so each test passes only if the sign came before any watchdog."""

from __future__ import annotations

import os
import signal
import time
from datetime import UTC, datetime

import pytest

from trainwarden.activities.backends.local import LocalBackend
from trainwarden.localcluster import LocalCluster
from trainwarden.localcluster.firing import xid_kernel_line
from trainwarden.localcluster.fsutil import append_line, iso, read_json
from trainwarden.localcluster.layout import RunLayout
from trainwarden.models import JobSpec, LocalJobOptions

PATIENT = LocalJobOptions(step_seconds=0.05, checkpoint_every=5, collective_timeout=60.0)


@pytest.fixture
def backend(cluster_root) -> LocalBackend:
    LocalCluster(cluster_root, nodes=4)
    return LocalBackend(cluster_root)


def start(backend: LocalBackend, name: str = "job"):
    spec = JobSpec(name=name, nodes=3, ranks_per_node=2, backend="local", local=PATIENT)
    handle, _ = backend.start(spec, key=f"{name}-start")
    return handle


def signs_of(backend: LocalBackend, handle):
    obs = backend.observe(handle)
    return obs if obs.first_signs else None


def progressing(backend: LocalBackend, handle, steps: int = 3):
    obs = backend.observe(handle)
    return obs if obs.state == "RUNNING" and (obs.step or 0) >= steps else None


def test_sigkilled_rank_is_a_first_sign_with_its_exit_time(backend, lc):
    handle = start(backend)
    lc.wait_for(lambda: progressing(backend, handle))
    run = RunLayout(backend.cluster(handle).layout.run_dir("job", handle.run))
    pid = int(read_json(run.pids)["3"])
    killed_at = datetime.now(UTC)
    os.kill(pid, signal.SIGKILL)
    obs = lc.wait_for(lambda: signs_of(backend, handle))
    assert obs.state == "RUNNING"  # the peers still wait in their collective (60 s)
    (sign,) = obs.first_signs
    assert sign.kind == "process_exit" and sign.rank == 3 and sign.node == "node-2"
    assert sign.signal == "SIGKILL" and sign.exit_status == 137
    assert abs((sign.at - killed_at).total_seconds()) < 1.0  # the outside clock


def test_fatal_kernel_line_is_a_first_sign_at_its_own_time(backend, lc):
    handle = start(backend)
    lc.wait_for(lambda: progressing(backend, handle))
    assert backend.observe(handle).first_signs == []
    layout = backend.cluster(handle).layout
    written = iso()
    append_line(layout.kernel_log("node-3"), f"{written} {xid_kernel_line(79, 0, 4242)}")
    obs = lc.wait_for(lambda: signs_of(backend, handle))
    (sign,) = obs.first_signs
    assert sign.kind == "fatal_line" and sign.signature == "xid-79" and sign.node == "node-3"
    assert sign.at.isoformat() == datetime.fromisoformat(written).isoformat()
    assert not sign.bound


@pytest.mark.parametrize("xid", [63, 13])
def test_warning_and_application_xids_are_no_first_sign(backend, lc, xid):
    handle = start(backend)
    lc.wait_for(lambda: progressing(backend, handle))
    layout = backend.cluster(handle).layout
    append_line(layout.kernel_log("node-1"), f"{iso()} {xid_kernel_line(xid, 0, 4242)}")
    time.sleep(0.3)
    first = backend.observe(handle).step or 0
    lc.wait_for(lambda: (backend.observe(handle).step or 0) > first + 3)
    assert backend.observe(handle).first_signs == []
    # and the same follower does see a fatal one written after it (the test can fail)
    append_line(layout.kernel_log("node-1"), f"{iso()} {xid_kernel_line(48, 0, 4242)}")
    obs = lc.wait_for(lambda: signs_of(backend, handle))
    assert [s.signature for s in obs.first_signs] == ["xid-48"]


def test_kernel_line_of_an_earlier_run_is_not_a_sign(backend, lc):
    layout = backend.cluster().layout
    append_line(layout.kernel_log("node-1"), f"{iso()} {xid_kernel_line(79, 0, 4242)}")
    time.sleep(0.05)
    handle = start(backend)
    lc.wait_for(lambda: progressing(backend, handle))
    assert backend.observe(handle).first_signs == []


def test_injected_xid_is_seen_while_running(backend, lc):
    handle = start(backend)
    backend.cluster(handle).inject_fault("node-2", "xid", after_steps=3, xid=79)
    obs = lc.wait_for(lambda: signs_of(backend, handle))
    assert obs.state == "RUNNING"
    kinds = {s.kind for s in obs.first_signs}
    assert kinds <= {"fatal_line", "process_exit"} and obs.first_signs
    assert all(s.node == "node-2" for s in obs.first_signs)


def test_node_loss_is_seen_while_running(backend, lc):
    handle = start(backend)
    backend.cluster(handle).inject_fault("node-1", "node_loss", after_steps=3)
    obs = lc.wait_for(lambda: signs_of(backend, handle))
    assert obs.state == "RUNNING"
    assert {s.node for s in obs.first_signs} == {"node-1"}
    assert {s.signal for s in obs.first_signs if s.kind == "process_exit"} == {"SIGKILL"}


def test_operator_drain_of_a_running_node_is_a_first_sign(backend, lc):
    handle = start(backend)
    lc.wait_for(lambda: progressing(backend, handle))
    backend.cluster(handle).exclude("node-4", "not in this job", key="drain-4")
    backend.cluster(handle).exclude("node-1", "maintenance", key="drain-1")
    obs = lc.wait_for(lambda: signs_of(backend, handle))
    (sign,) = obs.first_signs  # node-4 runs nothing of this job
    assert sign.kind == "node_down" and sign.node == "node-1"
    assert "DRAIN" in sign.detail and "maintenance" in sign.detail
