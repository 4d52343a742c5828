"""The example torchrun DDP program under the example batch script, unchanged, on the private
Slurm cluster with real torch 2.13 (gloo): it trains across two nodes, writes DCP checkpoints,
reports progress, and a requeued run resumes from exactly the verified checkpoint. The job's
environment is the export list plus job.env (not the worker's)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from helpers_optional import skip_without
from slurm_helpers import REPO, SlurmTestEnv, wait_for

from trainwarden.activities.backends.base import CheckpointRef
from trainwarden.activities.checkpoint_stores import open_store
from trainwarden.checkpoints.verify import verify_checkpoints
from trainwarden.models import JobSpec, SlurmJobOptions

skip_without("torch", "numpy")
pytestmark = [pytest.mark.slurm, pytest.mark.torch]


# On one release (slot 1, the newest of two): with two releases each runs this batch script with
# real torch through the workflow, requeue included (test_slurm_torch_workflow's two jobs).
@pytest.mark.release_slot(1)
def test_example_batch_script_trains_checkpoints_and_resumes_after_requeue(
    slurm_env: SlurmTestEnv, tmp_path: Path
) -> None:
    ckpt = tmp_path / "ckpt"
    spec = JobSpec(
        name="ddp-slurm",
        backend="slurm",
        nodes=2,
        ranks_per_node=1,
        checkpoint_uri=str(ckpt),
        env={
            "PYTHON": str(Path(sys.executable).absolute()),
            "TRAINWARDEN_EXAMPLES": str(REPO / "examples"),
            "PROCS_PER_NODE": "1",
            "OMP_NUM_THREADS": "1",
        },
        workdir=str(tmp_path),
        slurm=SlurmJobOptions(
            script=str(REPO / "examples" / "slurm" / "torchrun.sbatch"),
            sbatch_args=[f"--output={tmp_path}/slurm-%j.out"],
        ),
    )
    backend = slurm_env.backend()
    handle, commands = backend.start(spec, key="ddp-slurm/start")
    sbatch = next(c.command for c in commands if c.command.startswith("sbatch"))
    assert "--export=PATH,HOME," in sbatch and f"--chdir={tmp_path}" in sbatch
    obs = wait_for(backend, handle, lambda o: (o.step or 0) >= 12, 180, "step 12")
    assert {r.rank for r in obs.ranks} == {0, 1} and obs.state == "RUNNING"

    verdict = verify_checkpoints(open_store(str(ckpt)), "dcp")
    assert verdict.usable and verdict.step is not None and verdict.step >= 10
    assert verdict.location and (Path(verdict.location) / ".metadata").exists()
    checkpoint = CheckpointRef(step=verdict.step, location=verdict.location)
    restarted, _ = backend.restart(handle, [], checkpoint, key="ddp-slurm/restart")
    # the ranks' status files of the new run (they take precedence over output lines)
    back = wait_for(
        backend,
        restarted,
        lambda o: o.state == "RUNNING" and o.progress_source == "status" and o.step is not None,
        180,
        "requeued run training",
    )
    assert back.run_first_step == verdict.step + 1

    def output() -> str:  # srun forwards the ranks' output with some delay
        return "\n".join(p.read_text() for p in tmp_path.glob("slurm-*.out"))

    resumed = f"resumed from {verdict.location} at step {verdict.step}"
    wait_for(backend, restarted, lambda o: resumed in output(), 60, "the resume line")
    # its next line, the first step after the checkpoint (forwarded with the same delay)
    wait_for(
        backend, restarted, lambda o: f"step {verdict.step + 1}/" in output().split(resumed, 1)[1],
        60, "the first step after the resume line",
    )  # fmt: skip
