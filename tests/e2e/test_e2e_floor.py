"""The floor's clocks, end to end: the workflow records the job's cold start (first run, process
start -> first step), the step time before the failure and the restarted program's checkpoint
load, and `warden report` shows each incident's complete floor. The cold start and step time
are compared with an outside clock within 1 s: the kernel's start time of the rank processes
(/proc) and the moment each training line appeared in the ranks' logs, read by this test."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import re
import signal
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

from helpers_e2e import job_spec, record_history, start_supervision, wait_status, warden
from temporalio.client import Client

from trainwarden.localcluster.cluster import LocalCluster
from trainwarden.localcluster.fsutil import read_json
from trainwarden.localcluster.layout import RunLayout

STEP_LINE = re.compile(r"\bstep (\d+) loss ")


class LineClock:
    """Tails every rank log of a run and stamps each complete line when it appears."""

    def __init__(self, logs: Path) -> None:
        self.logs = logs
        self.offsets: dict[Path, int] = {}
        self.lines: list[tuple[datetime, str, str]] = []  # (seen, rank log, text)

    async def run(self) -> None:
        while True:
            for path in sorted(self.logs.glob("*/rank-*.log")):
                with path.open("rb") as f:
                    f.seek(self.offsets.get(path, 0))
                    data = f.read()
                end = data.rfind(b"\n") + 1
                if end:
                    self.offsets[path] = self.offsets.get(path, 0) + end
                    now = datetime.now(UTC)
                    for line in data[:end].decode(errors="replace").splitlines():
                        self.lines.append((now, path.stem, line))
            await asyncio.sleep(0.05)

    def steps(self, rank: str | None = None) -> list[tuple[int, datetime]]:
        """(step, first seen) of the step lines, of one rank log or of any."""
        seen: dict[int, datetime] = {}
        for at, log, text in self.lines:
            m = STEP_LINE.search(text)
            if m and (rank is None or log == rank):
                seen.setdefault(int(m.group(1)), at)
        return sorted(seen.items())


def process_start(pid: int) -> datetime:
    """The kernel's start time of a process (clock ticks since boot, /proc/PID/stat field 22),
    as wall time: now minus the process's age."""
    stat = Path(f"/proc/{pid}/stat").read_text()
    ticks = int(stat.rsplit(")", 1)[1].split()[19])
    uptime = float(Path("/proc/uptime").read_text().split()[0])
    age = uptime - ticks / os.sysconf("SC_CLK_TCK")
    return datetime.now(UTC) - timedelta(seconds=age)


def _close(a: float, b: float) -> bool:
    return abs(a - b) <= 1.0


async def test_cold_start_step_time_and_load_recorded_and_reported_as_the_floor(
    temporal_client: Client, temporal_address: str, worker: str, cluster: LocalCluster
) -> None:
    name = "floorclk"
    run1 = RunLayout(cluster.layout.run_dir(name, 1))
    clock = LineClock(run1.dir / "logs")
    tail = asyncio.create_task(clock.run())
    try:
        handle = await start_supervision(temporal_client, worker, job_spec(cluster, name))
        deadline = time.monotonic() + 120
        while len(clock.steps("rank-0")) < 12:
            assert time.monotonic() < deadline, "the job never made 12 steps"
            await asyncio.sleep(0.1)
        pids = {int(r): int(p) for r, p in read_json(run1.pids).items()}
        started = min(process_start(pid) for pid in pids.values())
        os.kill(pids[1], signal.SIGKILL)
        status = await wait_status(
            handle,
            lambda s: bool(s.incidents) and s.incidents[0].outcome == "recovered",
            timeout=120,
            what="recovery",
        )
    finally:
        tail.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await tail
    inc = status.incidents[0]

    # cold start: the ranks' process start (kernel) -> the first step line (any rank)
    cold = status.cold_start
    assert cold is not None and cold.run == 1
    first_step, first_seen = clock.steps()[0]
    assert cold.first_step == first_step
    outside_cold = (first_seen - started).total_seconds()
    assert _close(cold.seconds, outside_cold), (cold, outside_cold)
    assert abs((cold.started_at - started).total_seconds()) <= 1.0, (cold, started)

    # step time before the failure: rank 0's pace between its step lines up to the kill (the
    # average, not the median gap: the lines are seen at this test's 50 ms polls)
    step_time = inc.step_time
    assert step_time is not None and step_time.run == 1
    assert step_time.until_step <= (inc.timings.high_water_step or 0)
    lines = [(s, t) for s, t in clock.steps("rank-0") if s <= step_time.until_step]
    assert len(lines) >= 6
    (s1, t1), (s2, t2) = lines[0], lines[-1]
    outside_step = (t2 - t1).total_seconds() / (s2 - s1)
    assert _close(step_time.seconds, outside_step), (step_time, outside_step)

    # checkpoint load: the restarted trainer's own figure, within its restart's start-up
    t = inc.timings
    assert inc.checkpoint_load_seconds is not None and t.running_at and t.resumed_at
    assert 0 <= inc.checkpoint_load_seconds <= (t.resumed_at - t.running_at).total_seconds()

    # the report: a complete floor, its ratio, the rest by part adding up to time-to-productive
    env = {"TEMPORAL_ADDRESS": temporal_address}
    code, out = await warden("report", handle.id, "--json", env=env)
    assert code == 0, out
    doc = json.loads(out)
    floor = (doc[0] if isinstance(doc, list) else doc)["incidents"][0]["floor"]
    parts = {p["name"]: p for p in floor["parts"]}
    assert parts["cold_start"]["seconds"] == cold.seconds
    assert parts["checkpoint_load"]["seconds"] == round(inc.checkpoint_load_seconds, 6)
    assert parts["checkpoint_load"]["source"].startswith("measured")
    lost = t.lost_steps
    assert lost is not None and lost > 0
    assert parts["recomputation"]["seconds"] == round(lost * step_time.seconds, 6)
    assert floor["floor_seconds"] is not None and floor["ratio"] is not None
    ttp = t.time_to_productive_training
    assert floor["ratio"] == round(ttp / floor["floor_seconds"], 3)
    overhead = sum(v for v in floor["overhead"].values())
    assert abs(overhead + floor["floor_seconds"] - ttp) < 1e-3
    code, text = await warden("report", handle.id, env=env, columns=400)
    assert code == 0, text
    assert "x the floor" in text and "beyond the floor: detection" in text
    assert f"cold start {cold.seconds:.2f}s + checkpoint load" in text

    await handle.signal("stop", {"reason": "test over"})
    await wait_status(handle, lambda s: s.state == "stopped", what="stopped")
    await record_history(handle, "floor_clocks")  # the floor-clocks patch, for replay
