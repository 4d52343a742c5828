"""The trainer on its own, configured the way Slurm's srun would start it (SLURM_* env)."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

REPO = str(Path(__file__).resolve().parents[2])
TIMESTAMPED = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d) ")


def srun(tmp_path: Path, ntasks: int, extra_env: dict[str, str], *args: str) -> list[str]:
    """Start one trainer per task with Slurm's variables and return each task's output."""
    procs = []
    for rank in range(ntasks):
        env = {
            **os.environ,
            "PYTHONPATH": REPO,
            "SLURM_PROCID": str(rank),
            "SLURM_NTASKS": str(ntasks),
            "SLURM_LOCALID": "0",
            "SLURMD_NODENAME": f"sim-{rank}",
            "SLURM_JOB_ID": "4242",
            **extra_env,
        }
        procs.append(
            subprocess.Popen(
                [
                    sys.executable,
                    "-m",
                    "trainwarden.localcluster.trainer",
                    "--run-dir",
                    str(tmp_path / "run"),
                    "--checkpoint-uri",
                    str(tmp_path / "ckpt"),
                    "--step-seconds",
                    "0.02",
                    "--checkpoint-every",
                    "3",
                    "--collective-timeout",
                    "5",
                    *args,
                ],
                env=env,
                stdout=subprocess.PIPE,
                stderr=subprocess.STDOUT,
                text=True,
            )
        )
    outputs = []
    for proc in procs:
        out, _ = proc.communicate(timeout=60)
        assert proc.returncode == 0, out
        outputs.append(out)
    return outputs


def test_trainer_runs_under_slurm_variables_and_resumes_from_env(tmp_path: Path):
    first = srun(tmp_path, 2, {}, "--total-steps", "6")
    assert all(TIMESTAMPED.match(line) for out in first for line in out.splitlines())
    assert "rank 1/2 on sim-1" in first[1] and "training finished at step 6" in first[1]
    manifest = json.loads((tmp_path / "ckpt" / "step_00000006" / "manifest.json").read_text())
    assert [f["path"] for f in manifest["files"]] == ["rank-0.pt", "rank-1.pt"]
    status = json.loads((tmp_path / "run" / "status" / "rank-1.json").read_text())
    assert status["step"] == 6 and status["node"] == "sim-1"

    step3 = str(tmp_path / "ckpt" / "step_00000003")
    resumed = srun(
        tmp_path,
        2,
        {
            "TRAINWARDEN_RESUME_STEP": "3",
            "TRAINWARDEN_RESUME_PATH": step3,
            "SLURM_RESTART_COUNT": "1",
        },
        "--total-steps",
        "5",
    )
    for out in resumed:
        assert f"resumed from checkpoint step 3 at {step3}" in out
        assert "step 4 loss" in out and "training finished at step 5" in out


def test_trainer_refuses_a_shard_of_another_step(tmp_path: Path):
    srun(tmp_path, 1, {}, "--total-steps", "3")
    wrong = tmp_path / "ckpt" / "step_00000003"
    env = {**os.environ, "PYTHONPATH": REPO, "RANK": "0", "WORLD_SIZE": "1"}
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "trainwarden.localcluster.trainer",
            "--run-dir",
            str(tmp_path / "run2"),
            "--checkpoint-uri",
            str(tmp_path / "ckpt"),
            "--resume-step",
            "2",
            "--resume-path",
            str(wrong),
        ],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 1
    last = proc.stderr.strip().splitlines()[-1]
    assert TIMESTAMPED.match(last) and "holds step 3, expected 2" in last
