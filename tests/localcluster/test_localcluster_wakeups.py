"""The local backend wakes its monitor on a rank's exit (activities/wakeups.py): with the shared
loop's interval at an hour, only the run's changed exits.json can bring the look that finds the
dead rank, while the peers still wait in their collective (60 s)."""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from datetime import UTC, datetime

import pytest

from trainwarden.activities import polling
from trainwarden.activities.backends.local import LocalBackend
from trainwarden.activities.models import MonitorInput, MonitorResult
from trainwarden.activities.monitoring import evaluate
from trainwarden.localcluster import LocalCluster
from trainwarden.localcluster.fsutil import read_json
from trainwarden.localcluster.layout import RunLayout
from trainwarden.models import JobSpec, LocalJobOptions
from trainwarden.playbook.schema import Detection

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="inotify is Linux's")
PATIENT = LocalJobOptions(step_seconds=0.05, checkpoint_every=5, collective_timeout=60.0)


async def test_a_killed_rank_wakes_the_monitor_between_passes(cluster_root, lc) -> None:
    LocalCluster(cluster_root, nodes=2)
    backend = LocalBackend(cluster_root)
    spec = JobSpec(name="wake", nodes=2, ranks_per_node=1, backend="local", local=PATIENT)
    handle, _ = backend.start(spec, key="wake-start")
    (run_dir, names), = backend.wake_paths(handle)
    assert run_dir == backend.cluster(handle).layout.run_dir("wake", handle.run)
    assert names == {"exits.json", "state.json"}

    def progressing():
        obs = backend.observe(handle)
        return obs.state == "RUNNING" and (obs.step or 0) >= 3

    await asyncio.to_thread(lc.wait_for, progressing)
    inp = MonitorInput(job=spec, handle=handle, detection=Detection(poll_interval=2))
    w = polling.watch(backend, 3600.0, handle, lambda o: evaluate(inp, o, datetime.now(UTC)))
    try:
        await asyncio.to_thread(lc.wait_for, lambda: w.polls >= 1)  # the first pass
        assert not w.future.done()
        pid = int(read_json(RunLayout(run_dir).pids)["1"])
        os.kill(pid, signal.SIGKILL)
        event: MonitorResult = await asyncio.wait_for(w.future, timeout=60)
    finally:
        polling.unwatch(w)
    assert event.kind == "failed" and event.observation.state == "RUNNING"
    (sign,) = event.first_signs
    assert sign.kind == "process_exit" and sign.rank == 1 and sign.signal == "SIGKILL"
    assert w.polls >= 2  # the first pass, then the look the wake-up brought
