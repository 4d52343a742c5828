"""A user's own batch script, unchanged, under trainwarden on real Slurm: the wrapper gives every
run the job environment, and a requeued run the verified checkpoint (docs/slurm.md)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from slurm_helpers import SlurmTestEnv, wait_for

from trainwarden.activities.backends.base import CheckpointRef
from trainwarden.activities.backends.slurm_wrapper import leading_directives
from trainwarden.models import JobSpec, SlurmJobOptions

pytestmark = pytest.mark.slurm

# Knows nothing of trainwarden's files: it only reads its environment, as a torchrun script does.
USER_SCRIPT = """#!/bin/bash
#SBATCH --time=5
#SBATCH --requeue
# a comment between directives
set -eu
out="{out}/run-${{SLURM_RESTART_COUNT:-0}}.json"
srun --ntasks=1 --nodes=1 python3 - "$out" <<'PY'
import json, os, sys
keys = ["TRAINWARDEN_RUN", "TRAINWARDEN_RUN_DIR", "TRAINWARDEN_NNODES", "MASTER_ADDR",
        "MASTER_PORT", "TRAINWARDEN_CHECKPOINT_URI", "TRAINWARDEN_RESUME_STEP",
        "TRAINWARDEN_RESUME_PATH"]
json.dump({{k: os.environ.get(k) for k in keys}}, open(sys.argv[1], "w"))
PY
sleep 600
"""


def test_directives_are_copied_up_to_the_first_command() -> None:
    text = "#!/bin/bash\n#SBATCH -N 2\n# note\n\n#SBATCH --time=5\necho hi\n#SBATCH --late\n"
    assert leading_directives(text) == ["#SBATCH -N 2", "#SBATCH --time=5"]


def test_requeued_user_script_gets_the_verified_checkpoint(
    slurm_env: SlurmTestEnv, tmp_path: Path
) -> None:
    out = tmp_path / "seen"
    out.mkdir()
    out.chmod(0o777)
    script = tmp_path / "train.sbatch"
    script.write_text(USER_SCRIPT.format(out=out))
    spec = JobSpec(
        name="userscript",
        backend="slurm",
        nodes=2,
        ranks_per_node=1,
        checkpoint_uri=str(tmp_path / "ckpt"),
        slurm=SlurmJobOptions(script=str(script), sbatch_args=[f"--chdir={tmp_path}"]),
    )
    backend = slurm_env.backend()
    handle, _ = backend.start(spec, key="userscript/start")
    wait_for(backend, handle, lambda o: (out / "run-0.json").exists(), 30, "first run")
    first = json.loads((out / "run-0.json").read_text())
    assert first["TRAINWARDEN_RUN"] == "1"
    assert first["TRAINWARDEN_NNODES"] == "2"
    assert first["TRAINWARDEN_CHECKPOINT_URI"] == str(tmp_path / "ckpt")
    assert first["TRAINWARDEN_RUN_DIR"] == str(slurm_env.run_root / handle.job_id / "0")
    assert first["MASTER_ADDR"] and first["MASTER_PORT"]
    assert first["TRAINWARDEN_RESUME_STEP"] is None  # a first run resumes nothing

    checkpoint = CheckpointRef(step=40, location=str(tmp_path / "ckpt" / "step 40"))
    restarted, commands = backend.restart(handle, [], checkpoint, key="userscript/restart")
    assert f"scontrol requeuehold {handle.job_id}" in [c.command for c in commands]
    wait_for(backend, restarted, lambda o: (out / "run-1.json").exists(), 60, "requeued run")
    second = json.loads((out / "run-1.json").read_text())
    assert second["TRAINWARDEN_RUN"] == "2"
    assert second["TRAINWARDEN_RESUME_STEP"] == "40"
    assert second["TRAINWARDEN_RESUME_PATH"] == str(tmp_path / "ckpt" / "step 40")
    assert second["MASTER_PORT"] != first["MASTER_PORT"]  # fresh rendezvous for every run
    assert second["TRAINWARDEN_RUN_DIR"] == str(slurm_env.run_root / handle.job_id / "1")
    # the user's own directive (--time=5 minutes) reached Slurm through the wrapper
    assert "TimeLimit=00:05:00" in slurm_env.scontrol("-o", "show", "job", handle.job_id).stdout
