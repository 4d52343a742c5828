"""Least privilege on Slurm: a documented export list instead of --export=ALL, and adopting
an existing job (slurm.job_id) only when it belongs to the configured user or account."""

from __future__ import annotations

import os
import subprocess
import time
from pathlib import Path

import pytest
from slurm_helpers import SlurmTestEnv

from trainwarden.activities.backends.base import BackendError
from trainwarden.activities.backends.slurm import DEFAULT_EXPORT, export_list
from trainwarden.activities.backends.slurm_parse import job_from_scontrol
from trainwarden.activities.backends.slurm_text import JOB_FIELDS, SEP, decode_jobs
from trainwarden.models import JobSpec, SlurmJobOptions

WORKER_SECRETS = {
    "TEMPORAL_API_KEY": "worker-temporal-key-do-not-leak",
    "AWS_SECRET_ACCESS_KEY": "worker-aws-secret-do-not-leak",
}

ENV_DUMP_SCRIPT = """#!/bin/bash
env > "$DUMP_DIR/batch-$SLURM_JOB_ID.env"
export SLURM_EXPORT_ENV=ALL
srun bash -c 'env > "$DUMP_DIR/step-$SLURM_JOB_ID-$SLURM_PROCID.env"'
"""


def test_export_list_defaults_names_and_refuses_all() -> None:
    assert export_list([]) == list(DEFAULT_EXPORT)
    assert export_list(["--nodes=2", "--export=FOO,BAR=1"]) == [*DEFAULT_EXPORT, "FOO", "BAR=1"]
    assert export_list(["--export=NONE,ONLY=1"]) == ["ONLY=1"]
    for bad in ("--export=ALL", "--export=ALL,FOO=1"):
        with pytest.raises(BackendError) as denied:
            export_list([bad])
        assert denied.value.kind == "invalid_request" and not denied.value.retryable
        assert "name the variables" in denied.value.message


def test_owner_is_parsed_from_scontrol_and_squeue_text() -> None:
    line = "JobId=42 JobName=x UserId=alice(1001) GroupId=alice(1001) Account=ml JobState=RUNNING"
    job = job_from_scontrol(line)
    assert (job.user, job.account) == ("alice", "ml")
    assert job_from_scontrol("JobId=43 UserId=bob(7) Account=(null)").account is None
    row = dict.fromkeys(JOB_FIELDS, "") | {
        "JobID": "44", "UserName": "carol", "Account": "research", "State": "PENDING"
    }
    job = decode_jobs(SEP.join(row[f] for f in JOB_FIELDS) + SEP).jobs["44"]
    assert (job.user, job.account) == ("carol", "research")


def _wait_for_files(pattern: str, directory: Path, count: int, timeout: float = 30) -> list[Path]:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = sorted(directory.glob(pattern))
        if len(found) >= count and all(p.stat().st_size for p in found):
            return found
        time.sleep(0.2)
    raise AssertionError(f"no {count} {pattern} in {directory} within {timeout}s")


@pytest.mark.slurm
def test_job_sees_its_exports_not_the_workers_secrets(
    slurm_env: SlurmTestEnv, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for name, value in WORKER_SECRETS.items():
        monkeypatch.setenv(name, value)
    dump = tmp_path / "dump"
    dump.mkdir()
    script = tmp_path / "env_job.sh"
    script.write_text(ENV_DUMP_SCRIPT)
    job = JobSpec(
        name="envdump",
        backend="slurm",
        nodes=2,
        ranks_per_node=1,
        slurm=SlurmJobOptions(
            script=str(script),
            sbatch_args=[f"--output={tmp_path}/slurm-%j.out", f"--export=DUMP_DIR={dump}"],
            slurm_conf=slurm_env.conf,
        ),
    )
    backend = slurm_env.backend()
    handle, commands = backend.start(job, key="envdump/start")
    sbatch = commands[0].command
    assert "--export=ALL" not in sbatch and "--export=PATH,HOME," in sbatch
    files = _wait_for_files("*.env", dump, 3)
    for path in files:
        text = path.read_text()
        env = dict(line.split("=", 1) for line in text.splitlines() if "=" in line)
        for secret in WORKER_SECRETS.values():
            assert secret not in text, path.name
        assert env["DUMP_DIR"] == str(dump)
        assert env["TRAINWARDEN_RUN_ROOT"] == str(slurm_env.run_root)
        assert env.get("PATH") == os.environ["PATH"]
        assert env["SLURM_JOB_ID"] == handle.job_id
    backend.stop(handle, "test over", key="envdump/stop")


def _sbatch_as(user: str, env: SlurmTestEnv) -> str:
    result = subprocess.run(
        ["runuser", "-u", user, "--", "sbatch", "--parsable", "--output=/dev/null",
         "--nodes=1", "--wrap=sleep 300"],
        env=env.cluster.env, capture_output=True, text=True, check=True,
    )  # fmt: skip
    return result.stdout.strip().split(";")[0]


@pytest.mark.slurm
def test_adopting_someone_elses_job_is_refused(slurm_env: SlurmTestEnv) -> None:
    foreign = _sbatch_as("nobody", slurm_env)
    adopt = JobSpec(
        name="adopt",
        backend="slurm",
        nodes=1,
        ranks_per_node=1,
        slurm=SlurmJobOptions(job_id=foreign, slurm_conf=slurm_env.conf),
    )
    backend = slurm_env.backend()
    with pytest.raises(BackendError) as denied:
        backend.start(adopt, key="adopt/start")
    assert denied.value.kind == "permission_denied" and not denied.value.retryable
    assert f"will not adopt Slurm job {foreign}: it belongs to user nobody" in denied.value.message
    state = subprocess.run(
        ["squeue", "-h", "-j", foreign, "-o", "%T"],
        env=slurm_env.cluster.env, capture_output=True, text=True,
    ).stdout.strip()  # fmt: skip
    assert state in {"PENDING", "RUNNING"}  # untouched

    # configured to accept that user: adopted
    trusting = slurm_env.backend(adopt_users=["nobody"])
    handle, _ = trusting.start(adopt, key="adopt/start")
    assert handle.job_id == foreign

    # the worker's own user (the default) may adopt its own jobs
    own = _sbatch_as("root", slurm_env)
    options = SlurmJobOptions(job_id=own, slurm_conf=slurm_env.conf)
    mine = adopt.model_copy(update={"slurm": options})
    assert backend.start(mine, key="adopt-own/start")[0].job_id == own
