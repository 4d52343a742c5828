"""Spare nodes without a cluster: the options at the door, the next step's nodes, the step files
and the check of a batch script's srun lines (activities/backends/slurm_spares.py)."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest
from pydantic import ValidationError

from trainwarden.activities.backends.base import BackendError, CheckpointRef
from trainwarden.activities.backends.slurm_spares import (
    check_step_script,
    pick_nodes,
    read_step,
    write_go,
)
from trainwarden.models import SlurmJobOptions


@pytest.mark.parametrize(
    ("options", "needle"),
    [
        ({"spare_nodes": -1}, "greater than or equal to 0"),
        ({"spare_nodes": 1, "job_id": "12"}, "an adopted job (job_id)"),
        ({"spare_nodes": 1, "script": "a.sh", "sbatch_args": ["--nodes=5"]}, "'--nodes=5'"),
        ({"spare_nodes": 1, "script": "a.sh", "sbatch_args": ["-N5"]}, "'-N5'"),
        ({"spare_nodes": 2, "script": "a.sh", "sbatch_args": ["--ntasks=8"]}, "job.nodes"),
    ],
)
def test_bad_spare_options_are_refused_naming_the_field(options: dict, needle: str) -> None:
    with pytest.raises(ValidationError) as caught:
        SlurmJobOptions.model_validate(options)
    assert needle in str(caught.value)


def test_next_step_keeps_healthy_nodes_in_place_and_takes_a_spare() -> None:
    alloc = ["n1", "n2", "n3", "n4", "n5"]
    assert pick_nodes(alloc, ["n1", "n2", "n3", "n4"], {"n2"}, 4) == ["n1", "n3", "n4", "n5"]
    assert pick_nodes(alloc, ["n1", "n3", "n4", "n5"], {"n2", "n4"}, 4) is None  # none left
    assert pick_nodes(alloc, [], {"n1"}, 2) == ["n2", "n3"]


def test_step_files_round_trip(tmp_path: Path) -> None:
    assert read_step(tmp_path) is None
    (tmp_path / "started-0.json").write_text('{"at": "2026-01-01T00:00:00.250Z", "nodes": "a,b"}')
    step = read_step(tmp_path)
    assert step is not None and (step.step, step.nodes, step.ended_at) == (0, ["a", "b"], None)
    (tmp_path / "ended-0.json").write_text('{"at": "2026-01-01T00:00:09.000Z", "exit_code": 137}')
    write_go(tmp_path, 1, ["a", "c"], CheckpointRef(step=20, location="/ck/step 20"))
    step = read_step(tmp_path)
    assert step is not None and step.exit_code == 137 and step.next_ordered
    assert step.ended_at == datetime(2026, 1, 1, 0, 0, 9, tzinfo=UTC)
    go = (tmp_path / "go-1.env").read_text()
    assert "TRAINWARDEN_NODELIST=a,c\n" in go and "TRAINWARDEN_RESUME_PATH='/ck/step 20'" in go


@pytest.mark.parametrize(
    "text",
    [
        'srun --nodelist="$TRAINWARDEN_NODELIST" python3 t.py\n',
        'srun --label \\\n  -w "${TRAINWARDEN_NODELIST}" torchrun t.py\n',
        '# srun hostname  (a comment)\nsrun --nodelist="$TRAINWARDEN_NODELIST" x\n',
    ],
)
def test_sruns_with_the_node_list_pass(text: str) -> None:
    check_step_script("#!/bin/bash\n" + text, "t.sbatch")


@pytest.mark.parametrize(
    ("text", "where"),
    [
        ("set -e\ntorchrun --nnodes 2 t.py\n", "t.sbatch: job.slurm.spare_nodes needs"),
        ('srun --nodelist="$TRAINWARDEN_NODELIST" a\nsrun b\n', "t.sbatch:3: this srun"),
        ("x=1; srun -N 2 \\\n  b\n", "t.sbatch:2: this srun"),
    ],
)
def test_sruns_without_it_are_refused_with_the_fix(text: str, where: str) -> None:
    with pytest.raises(BackendError) as caught:
        check_step_script("#!/bin/bash\n" + text, "t.sbatch")
    assert caught.value.kind == "invalid_request"
    assert where in str(caught.value)
    assert '--nodelist="$TRAINWARDEN_NODELIST"' in str(caught.value)
