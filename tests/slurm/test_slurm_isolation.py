"""job.env and job.workdir on Slurm: the job's own variables are exported with it (to the batch
script and its srun steps) and its working directory becomes --chdir."""

from __future__ import annotations

import time
from pathlib import Path

from slurm_helpers import SlurmTestEnv

from trainwarden.models import JobSpec, SlurmJobOptions

ENV_SCRIPT = """#!/bin/bash
srun --ntasks=1 env > "$1.step"
env | sort > "$1"
"""


def read_env(path: Path) -> dict[str, str]:
    return dict(line.split("=", 1) for line in path.read_text().splitlines() if "=" in line)


def test_job_env_and_workdir_reach_the_job_and_its_steps(
    slurm_env: SlurmTestEnv, tmp_path: Path
) -> None:
    script = tmp_path / "dump_env.sh"
    out = tmp_path / "env.txt"
    script.write_text(ENV_SCRIPT.replace("$1", str(out)))
    script.chmod(0o755)
    spec = JobSpec(
        name="jobenv",
        backend="slurm",
        nodes=1,
        ranks_per_node=1,
        env={"FOO": "bar", "TRAINWARDEN_EXAMPLES": "/opt/examples"},
        workdir=str(tmp_path),
        slurm=SlurmJobOptions(
            script=str(script),
            sbatch_args=[f"--output={tmp_path}/slurm-%j.out"],
            slurm_conf=slurm_env.conf,
        ),
    )
    backend = slurm_env.backend()
    handle, commands = backend.start(spec, key="jobenv/start")
    sbatch = next(c.command for c in commands if c.command.startswith("sbatch"))
    assert "FOO=bar" in sbatch and f"--chdir={tmp_path}" in sbatch
    deadline = time.monotonic() + 60
    while not out.exists() and time.monotonic() < deadline:
        time.sleep(0.2)
    env = read_env(out)
    assert env["FOO"] == "bar" and env["TRAINWARDEN_EXAMPLES"] == "/opt/examples"
    assert env["SLURM_JOB_ID"] == handle.job_id and env["PWD"] == str(tmp_path)
    step = read_env(Path(f"{out}.step"))  # an srun step inherits the batch environment
    assert step["FOO"] == "bar" and step["TRAINWARDEN_RUN_DIR"] == env["TRAINWARDEN_RUN_DIR"]
