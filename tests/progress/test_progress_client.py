"""The stdlib-only client: no-op outside supervision, atomic status files in the format the
backends' readers accept, phases, importable without the supervisor's dependencies."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from trainwarden import progress
from trainwarden.activities.backends.slurm_progress import read_progress

ROOT = Path(__file__).resolve().parents[2]


def run_client(code: str, env: dict[str, str], cwd: Path) -> subprocess.CompletedProcess:
    base = {k: v for k, v in os.environ.items() if not k.startswith(("TRAINWARDEN_", "RANK"))}
    base["PYTHONPATH"] = str(ROOT)
    return subprocess.run(
        [sys.executable, "-c", code], env={**base, **env}, cwd=cwd, capture_output=True,
        text=True, check=True,
    )  # fmt: skip


def test_importable_without_pydantic_or_temporal(tmp_path):
    code = (
        "import sys\n"
        "for name in ('pydantic', 'pydantic_core', 'temporalio', 'yaml', 'jinja2', 'boto3'):\n"
        "    sys.modules[name] = None  # any import of them now fails\n"
        "from trainwarden import progress\n"
        "progress.step(1)\n"
        "with progress.phase('checkpoint'):\n"
        "    progress.step(2)\n"
        "print(sorted(m.split('.')[0] for m in sys.modules if m.startswith('trainwarden')))\n"
    )
    done = run_client(code, {"TRAINWARDEN_RUN_DIR": str(tmp_path)}, tmp_path)
    assert done.stdout.strip() == "['trainwarden', 'trainwarden']"
    assert json.loads((tmp_path / "status" / "rank-0.json").read_text())["step"] == 2


def test_outside_supervision_nothing_is_written(tmp_path):
    code = "from trainwarden import progress\nprogress.step(3)\nprogress.flush()\n"
    run_client(code, {}, tmp_path)
    assert list(tmp_path.iterdir()) == []


def test_status_file_is_what_the_reader_accepts(tmp_path):
    code = (
        "import time\nfrom trainwarden import progress\n"
        "for n in range(10, 15):\n    progress.step(n)\n    time.sleep(0.01)\n"
    )
    env = {
        "TRAINWARDEN_RUN_DIR": str(tmp_path),
        "RANK": "3",
        "TRAINWARDEN_NODE": "node-1",
        "TRAINWARDEN_PROGRESS_INTERVAL": "0",
    }
    run_client(code, env, tmp_path)
    run = read_progress(tmp_path)
    (rank,) = run.ranks
    assert (rank.rank, rank.node, rank.step, rank.phase) == (3, "node-1", 14, None)
    assert rank.at is not None and len(rank.step_seconds) == 4
    assert run.run_first_step == 10 and [s for s, _ in run.recent_steps] == [10, 11, 12, 13, 14]


def test_rank_from_slurm_when_torchrun_did_not_set_one(tmp_path):
    run_client(
        "from trainwarden import progress\nprogress.step(0)\n",
        {"TRAINWARDEN_RUN_DIR": str(tmp_path), "SLURM_PROCID": "5"},
        tmp_path,
    )
    assert (tmp_path / "status" / "rank-5.json").is_file()


@pytest.fixture
def reporter(tmp_path, monkeypatch):
    monkeypatch.setenv("TRAINWARDEN_RUN_DIR", str(tmp_path))
    monkeypatch.setenv("RANK", "1")
    monkeypatch.setenv("TRAINWARDEN_PROGRESS_INTERVAL", "3600")
    fresh = progress._Reporter()
    monkeypatch.setattr(progress, "_reporter", fresh)
    return fresh


def test_phases_are_written_at_once_and_nest(tmp_path, reporter):
    progress.step(7)
    with progress.phase("checkpoint"):
        (rank,) = read_progress(tmp_path).ranks
        assert rank.phase == "checkpoint" and rank.phase_since is not None and rank.step == 7
        with progress.phase("upload"):
            assert read_progress(tmp_path).ranks[0].phase == "upload"
        assert read_progress(tmp_path).ranks[0].phase == "checkpoint"
    assert read_progress(tmp_path).ranks[0].phase is None


def test_steps_are_written_at_most_once_per_interval(tmp_path, reporter):
    progress.step(1)  # the first step is written at once
    progress.step(2)
    assert read_progress(tmp_path).ranks[0].step == 1
    progress.flush()
    assert read_progress(tmp_path).ranks[0].step == 2


def test_readers_never_see_a_half_written_file(tmp_path, reporter, monkeypatch):
    monkeypatch.setenv("TRAINWARDEN_PROGRESS_INTERVAL", "0")
    progress.step(0)
    path = tmp_path / "status" / "rank-1.json"
    stop = threading.Event()
    seen: list[int] = []

    def read() -> None:
        while not stop.is_set():
            seen.append(json.loads(path.read_bytes())["step"])  # raises on a torn file

    reader = threading.Thread(target=read)
    reader.start()
    for n in range(1, 3000):
        progress.step(n)
    stop.set()
    reader.join()
    assert seen and seen == sorted(seen)


def test_bad_step_numbers_are_refused():
    for bad in (-1, 1.5, "3", True):
        with pytest.raises(ValueError):
            progress.step(bad)



def test_load_phase_is_reported_as_the_checkpoint_load(tmp_path, reporter):
    progress.step(3)
    assert read_progress(tmp_path).ranks[0].load_seconds is None  # no load yet: unknown
    with progress.phase("load"):
        with progress.phase("read"):  # a nested phase is not the load; the `load` phase is
            time.sleep(0.05)  # the restore's own work, which the figure must include
    progress.step(4)
    (rank,) = read_progress(tmp_path).ranks
    assert rank.load_seconds is not None and 0.05 <= rank.load_seconds < 5
    status = json.loads(next((tmp_path / "status").glob("rank-*.json")).read_text())
    assert status["load"]["seconds"] == rank.load_seconds and status["load"]["since"]
