"""Evidence on real Slurm scoped to the incident: a silent hang is attributed `hang` (the bundle
carries collected_at), kernel logs come from a configured file source in syslog format, and
evidence from before this run (another job's Xid on the same node) is left out; Flight Recorder
dumps in the run directory name the rank that never entered the collective, and so does the
rank's process state read on its node (srun --overlap) when it is stopped."""

from __future__ import annotations

import contextlib
import json
import os
import pickle
import shutil
import signal
import time
from datetime import datetime, timedelta
from pathlib import Path

import pytest
from slurm_helpers import SlurmTestEnv, wait_for

from trainwarden.attribution.engine import attribute_bundle

pytestmark = pytest.mark.slurm


def syslog(at: datetime, host: str, text: str) -> str:
    """A kern.log line as rsyslog writes it: local time, no year, no zone."""
    local = at.astimezone()
    return f"{local:%b} {local.day:2d} {local:%H:%M:%S} {host} kernel: {text}\n"


def test_silent_hang_is_attributed_with_this_runs_evidence_only(
    slurm_env: SlurmTestEnv, tmp_path: Path
) -> None:
    kern = tmp_path / "kern"
    backend = slurm_env.backend(kernel_log=str(kern / "{node}" / "kern.log"))
    job = slurm_env.trainer_job(
        "silenthang", nodes=2, ranks_per_node=1,
        trainer_args="--step-seconds 0.2 --checkpoint-every 5 --collective-timeout 600",
    )
    handle, _ = backend.start(job.spec, key="silenthang/start")
    stopped_pid: int | None = None
    try:
        obs = wait_for(backend, handle, lambda o: (o.step or 0) >= 3, 30, "step 3")
        hung = obs.nodes[-1]
        now = datetime.now().astimezone()
        for node in obs.nodes:  # an hour-old Xid of another job, then this run's own line
            (kern / node).mkdir(parents=True)
            (kern / node / "kern.log").write_text(
                syslog(now - timedelta(hours=1), node, "NVRM: Xid (PCI:0000:3b:00): 79, "
                       "pid=99, name=python, GPU has fallen off the bus.")
                + syslog(now, node, "mlx5_core 0000:ab:00.0 mlx5_5: Port: 1 Link ACTIVE"))
        job.arm_fault(hung, kind="hang", fire_after=0)
        job.arm_in_run(slurm_env.run_root / handle.job_id / "0")
        stalled_at = wait_for(backend, handle, _stopped(), 30, "progress to stop").step
        time.sleep(7)  # silence: longer than the stall rule's 5 s and 20 typical steps
        assert backend.observe(handle).state == "RUNNING"

        bundle = backend.collect_evidence(handle, tmp_path / "bundle", since=None)
        meta = json.loads((bundle / "job.json").read_text())
        assert meta["collected_at"] and meta["window_start"] <= meta["collected_at"]
        kernel = {n: (bundle / "logs" / n / "kernel.log").read_text() for n in obs.nodes}
        assert all("Link ACTIVE" in text and "Xid" not in text for text in kernel.values())

        verdict = attribute_bundle(bundle)
        assert verdict.category == "hang", verdict.explanation
        assert verdict.verdict in ("attributed", "ambiguous")
        assert set(verdict.implicated_nodes) <= {hung}, verdict.explanation
        assert stalled_at is not None
        # each rank's process, read on its node while the job runs: none stopped (the trainer's
        # hang fault keeps its process running), so no rank is named from process states
        states = [json.loads(x) for x in (bundle / "processes.jsonl").read_text().splitlines()]
        assert {(str(p["rank"]), p["node"]) for p in states} == set(meta["ranks"].items())
        assert all(p["state"] not in ("T", "t") for p in states), states
        assert verdict.signature != "stopped-process"

        # the job's Flight Recorder dumps (TORCH_NCCL_DEBUG_INFO_TEMP_FILE under its run dir)
        # name the rank that never entered the collective: now the hung node is implicated
        ranks = meta["ranks"]
        dumps = slurm_env.run_root / handle.job_id / "0" / "flight_recorder"
        dumps.mkdir()
        for rank, node in ranks.items():
            seq, state = (7, "completed") if node == hung else (8, "started")
            entries = [{"process_group": ("0", "default_pg"), "collective_seq_id": seq,
                        "p2p_seq_id": 0, "record_id": seq, "profiling_name": "nccl:all_reduce",
                        "state": state, "input_sizes": [[1]], "output_sizes": [[1]]}]
            (dumps / f"nccl_trace_rank_{rank}").write_bytes(
                pickle.dumps({"version": "2.4", "pg_config": {}, "entries": entries}))
        again = backend.collect_evidence(handle, tmp_path / "bundle2", since=None)
        verdict = attribute_bundle(again)
        assert (verdict.signature, verdict.implicated_nodes) == (
            "flight-recorder-missing-rank", [hung]), verdict.explanation

        # without the dumps, the hung rank's process stopped (SIGSTOP): named by its state
        shutil.rmtree(dumps)
        (hung_rank,) = [p for p in states if p["node"] == hung]
        os.kill(hung_rank["pid"], signal.SIGSTOP)
        stopped_pid = hung_rank["pid"]
        third = backend.collect_evidence(handle, tmp_path / "bundle3", since=None)
        verdict = attribute_bundle(third)
        assert (verdict.signature, verdict.implicated_nodes, verdict.initiating.rank) == (
            "stopped-process", [hung], hung_rank["rank"]), verdict.explanation
    finally:
        if stopped_pid is not None:
            with contextlib.suppress(OSError):
                os.kill(stopped_pid, signal.SIGCONT)
        backend.stop(handle, "test done", key="silenthang/stop")


def _stopped():
    """True once the step has not advanced for 2 s."""
    seen: dict[str, float] = {}

    def check(obs) -> bool:
        step = obs.step or 0
        if seen.get("step") != step:
            seen.update(step=step, since=time.monotonic())
            return False
        return time.monotonic() - seen["since"] >= 2.0

    return check
