"""Least privilege on Slurm: a submitted job gets the pass-through list and ``job.env``, never
the worker's credentials; only the configured user's jobs are adopted."""

from __future__ import annotations

import os
import subprocess
import time
from pathlib import Path

import pytest
from slurm_helpers import SlurmTestEnv

from activities.backends.base import BackendError
from trainwarden.models import JobSpec, SlurmJobOptions

ENV_SCRIPT = """#!/bin/bash
srun --ntasks=1 env > "$1.step"
env | sort > "$1"
"""


def test_submitted_job_does_not_see_the_workers_secrets(
    slurm_env: SlurmTestEnv, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TEMPORAL_API_KEY", "worker-secret-1")
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "worker-secret-2")
    script = tmp_path / "dump_env.sh"
    out = tmp_path / "env.txt"
    script.write_text(ENV_SCRIPT.replace("$1", str(out)))
    script.chmod(0o755)
    spec = JobSpec(
        name="isolation",
        backend="slurm",
        nodes=1,
        ranks_per_node=1,
        env={"FOO": "bar"},
        slurm=SlurmJobOptions(
            script=str(script),
            sbatch_args=[f"--output={tmp_path}/slurm-%j.out", f"--chdir={tmp_path}"],
            slurm_conf=slurm_env.conf,
        ),
    )
    backend = slurm_env.backend()
    handle, commands = backend.start(spec, key="isolation/start")
    sbatch = next(c.command for c in commands if c.command.startswith("sbatch"))
    assert "--export=PATH,HOME," in sbatch and "FOO=bar" in sbatch and "ALL" not in sbatch
    deadline = time.monotonic() + 60
    while not out.exists() and time.monotonic() < deadline:
        time.sleep(0.2)
    env = dict(line.split("=", 1) for line in out.read_text().splitlines() if "=" in line)
    assert env["FOO"] == "bar" and env["TRAINWARDEN_JOB_NAME"] == "isolation"
    assert env["SLURM_JOB_ID"] == handle.job_id
    assert "TEMPORAL_API_KEY" not in env and "AWS_SECRET_ACCESS_KEY" not in env
    assert "worker-secret" not in out.read_text()
    # a job step (srun) inherits the batch environment, the wrapper's variables included
    step = dict(
        line.split("=", 1) for line in Path(f"{out}.step").read_text().splitlines() if "=" in line
    )
    assert step["FOO"] == "bar" and step["TRAINWARDEN_RUN_DIR"] == env["TRAINWARDEN_RUN_DIR"]
    assert "TEMPORAL_API_KEY" not in step


def test_adopting_a_job_of_another_user_is_refused(
    slurm_env: SlurmTestEnv, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    script = tmp_path / "sleep.sh"
    script.write_text("#!/bin/bash\nsleep 60\n")
    job_id = subprocess.run(
        ["sbatch", "--parsable", f"--output={tmp_path}/o-%j.out", str(script)],
        env=slurm_env.cluster.env,
        check=True,
        capture_output=True,
        text=True,
    ).stdout.strip()
    try:
        attach = SlurmJobOptions(job_id=job_id, slurm_conf=slurm_env.conf)
        spec = JobSpec(name="adopt", backend="slurm", nodes=1, ranks_per_node=1, slurm=attach)
        monkeypatch.setenv("TRAINWARDEN_SLURM_USER", "someone-else")
        with pytest.raises(BackendError) as refused:
            slurm_env.backend(options=attach).start(spec, key="adopt/1")
        assert refused.value.kind == "permission_denied"
        assert "someone-else" in refused.value.message
        monkeypatch.delenv("TRAINWARDEN_SLURM_USER")
        handle, _ = slurm_env.backend(options=attach).start(spec, key="adopt/2")
        assert handle.job_id == job_id  # the worker's own user's job is adopted
        monkeypatch.setenv("TRAINWARDEN_SLURM_ACCOUNT", "no-such-account")
        with pytest.raises(BackendError) as wrong_account:
            slurm_env.backend(options=attach).start(spec, key="adopt/3")
        assert wrong_account.value.kind == "permission_denied"
    finally:
        subprocess.run(["scancel", job_id], env=slurm_env.cluster.env, check=False)
    assert os.environ.get("TRAINWARDEN_SLURM_USER") is None
