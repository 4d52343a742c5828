"""The poll asks for what is supervised and nothing else, and one odd record fails one job only.

Against the session's real cluster (each installed release): other users' jobs in the queue are
never asked for; a job whose record Slurm prints in a shape the decoder cannot read (a name
holding the field separator, which sbatch accepts) is that job's error, while the other
supervised job on the cluster is observed as before.
"""

from __future__ import annotations

import subprocess

import pytest
from slurm_helpers import SlurmTestEnv

from trainwarden.activities.backends.base import BackendError
from trainwarden.activities.backends.slurm_text import SEP

pytestmark = pytest.mark.slurm


def _sbatch(env: SlurmTestEnv, *args: str) -> str:
    return subprocess.run(
        ["sbatch", "--parsable", "-o", "/dev/null", f"--chdir={env.root}", *args],
        env=env.cluster.env, capture_output=True, text=True, check=True,
    ).stdout.strip()  # fmt: skip


def test_poll_asks_for_the_supervised_jobs_and_their_nodes_only(slurm_env: SlurmTestEnv) -> None:
    foreign = [_sbatch(slurm_env, "--hold", "-J", f"someone-else-{i}", "--wrap", "true")
               for i in range(5)]  # fmt: skip
    backend = slurm_env.backend()
    job = slurm_env.trainer_job("poll-only", nodes=1, ranks_per_node=1)
    handle, _ = backend.start(job.spec, key="poll-only/start")
    found, _ = backend.find_job(handle.job_id, fresh=True)
    snapshot = backend.watcher.snapshot(max_age=0)
    # the cluster's one watcher per process serves every supervised job (other tests' too):
    # this one is in it, no foreign job is, nor asked for
    assert handle.job_id in snapshot.jobs
    assert not set(foreign) & set(snapshot.jobs)
    squeue, *sinfo = snapshot.commands
    asked = squeue.command.split("--jobs=", 1)[1].split()[0].split(",")
    assert handle.job_id in asked and not set(foreign) & set(asked)
    if found.nodes:  # running: its node is asked for by name, not every node
        assert set(found.nodes) <= set(snapshot.nodes)
        assert sinfo and "--nodes=" in sinfo[0].command
    assert snapshot.release is not None
    assert slurm_env.cluster.install.version.startswith(f"{snapshot.release.major}.")
    subprocess.run(["scancel", *foreign], env=slurm_env.cluster.env, check=False)


def test_an_undecodable_record_fails_its_own_job_only(slurm_env: SlurmTestEnv) -> None:
    backend = slurm_env.backend()
    job = slurm_env.trainer_job("poll-sane", nodes=1, ranks_per_node=1)
    sane, _ = backend.start(job.spec, key="poll-sane/start")
    # a real record that does not decode: Slurm prints the name as given, separator included
    odd = _sbatch(slurm_env, "--hold", "-J", f"odd{SEP}name", "--wrap", "true")
    backend.watcher.watch_job(odd)
    snapshot = backend.watcher.snapshot(max_age=0)
    assert odd in snapshot.skipped and "expected" in snapshot.skipped[odd]
    with pytest.raises(BackendError) as failed:
        backend.find_job(odd)
    assert failed.value.kind == "undecodable" and not failed.value.retryable
    assert odd in failed.value.message
    assert backend.observe(sane).state in {"PENDING", "RUNNING"}  # the other job: as before
    subprocess.run(["scancel", odd], env=slurm_env.cluster.env, check=False)
