"""On a real private Slurm: a batch script that only prints progress lines is seen progressing
and is not hung over several hang thresholds; one that prints nothing has no progress source
and is never declared hung; one whose lines stop is hung after the threshold."""

from __future__ import annotations

import time
from datetime import UTC, datetime

import pytest
from slurm_helpers import SlurmTestEnv, wait_for

from trainwarden.activities.models import MonitorInput
from trainwarden.activities.monitoring import _healthy, evaluate
from trainwarden.detection import NO_PROGRESS_SOURCE
from trainwarden.models import JobSpec, SlurmJobOptions

pytestmark = pytest.mark.slurm

# Megatron's progress line as it prints it (source: https://github.com/epfLLM/Megatron-LLM/issues/11)
LINE = (
    " iteration %6d/  250000 | consumed samples:       205824 | elapsed time per iteration "
    "(ms): 139113.4 | learning rate: 1.507E-05 | global batch size:  1024 | lm loss: "
    "2.373574E+00 | loss scale: 1.0 | grad norm: 0.811 |"
)
HANG_THRESHOLD = 2.0


def script_job(env: SlurmTestEnv, name: str, body: str) -> JobSpec:
    work = env.root / "jobs" / name
    work.mkdir(parents=True)
    script = work / "train.sh"
    script.write_text("#!/bin/bash\n" + body)
    script.chmod(0o755)
    return JobSpec(
        name=name,
        backend="slurm",
        nodes=1,
        ranks_per_node=1,
        checkpoint_uri=str(work / "checkpoints"),
        slurm=SlurmJobOptions(
            script=str(script),
            sbatch_args=["--nodes=1", "--ntasks=1", f"--output={work}/out-%j.log",
                         f"--chdir={work}"],  # fmt: skip
            slurm_conf=env.conf,
        ),
    )


def watch(backend, inp: MonitorInput, seconds: float) -> list:
    """Observe and evaluate as the monitor does, for `seconds`; return what evaluate said."""
    events, end = [], time.monotonic() + seconds
    while time.monotonic() < end:
        obs = backend.observe(inp.handle)
        events.append((obs, evaluate(inp, obs, datetime.now(UTC))))
        time.sleep(0.25)
    return events


def test_log_lines_alone_are_progress_and_no_hang(slurm_env: SlurmTestEnv) -> None:
    backend = slurm_env.backend()
    body = f"for i in $(seq 1 400); do printf '{LINE}\\n' $i; sleep 0.3; done\n"
    spec = script_job(slurm_env, "logsonly", body)
    handle, _ = backend.start(spec, key="logsonly/start")
    first = wait_for(backend, handle, lambda o: o.state == "RUNNING" and (o.step or 0) >= 3,
                     60, "steps from the output file")  # fmt: skip
    assert first.progress_source == "logs"
    inp = MonitorInput(job=spec, handle=handle, hang_threshold=HANG_THRESHOLD)
    events = watch(backend, inp, 4 * HANG_THRESHOLD)
    assert [e for _, e in events if e is not None] == []
    assert events[-1][0].step > first.step  # still advancing, read from the log


def test_no_progress_source_is_never_hung(slurm_env: SlurmTestEnv) -> None:
    backend = slurm_env.backend()
    spec = script_job(slurm_env, "silent", "echo starting up\nsleep 120\n")
    handle, _ = backend.start(spec, key="silent/start")
    wait_for(backend, handle, lambda o: o.state == "RUNNING", 60, "RUNNING")
    inp = MonitorInput(job=spec, handle=handle, hang_threshold=HANG_THRESHOLD)
    events = watch(backend, inp, 3 * HANG_THRESHOLD)
    assert all(obs.progress_source == "none" for obs, _ in events)
    assert [e for _, e in events if e is not None] == []
    last = events[-1][0]
    assert _healthy(last, False) == f"healthy; {NO_PROGRESS_SOURCE}"
    # the same observation from a backend that reported no source kind is a hang: the
    # difference is the progress source, not the clock
    legacy = evaluate(inp, last.model_copy(update={"progress_source": "unknown"}),
                      datetime.now(UTC))  # fmt: skip
    assert legacy is not None and legacy.kind == "hang"


def test_output_that_stops_is_a_hang_after_the_threshold(slurm_env: SlurmTestEnv) -> None:
    backend = slurm_env.backend()
    body = f"for i in $(seq 1 12); do printf '{LINE}\\n' $i; sleep 0.3; done\nsleep 120\n"
    spec = script_job(slurm_env, "stalls", body)
    handle, _ = backend.start(spec, key="stalls/start")
    wait_for(backend, handle, lambda o: (o.step or 0) >= 12, 60, "step 12")
    inp = MonitorInput(job=spec, handle=handle, hang_threshold=HANG_THRESHOLD)
    def hung(obs) -> bool:
        return evaluate(inp, obs, datetime.now(UTC)) is not None

    seen = wait_for(backend, handle, hung, 30, "a hang")
    event = evaluate(inp, seen, datetime.now(UTC))
    assert event.kind == "hang" and "at step 12" in event.detail
    assert (event.detected_at - event.at).total_seconds() > HANG_THRESHOLD
