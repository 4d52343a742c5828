"""The job model is strict and bounded: any unknown or out-of-range field is an error that
names it; each backend takes only its own options; older input still decodes."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from trainwarden.activities.registry import FACTORIES
from trainwarden.models import BACKENDS, JobSpec, LocalJobOptions
from trainwarden.supervision import SuperviseInput


def error_of(raw: dict) -> str:
    with pytest.raises(ValidationError) as err:
        JobSpec.model_validate(raw)
    return str(err.value)


@pytest.mark.parametrize(
    "raw, names",
    [
        ({"name": "j", "nodse": 3}, "nodse"),
        ({"name": "j", "local": {"step_secs": 1}}, "local.step_secs"),
        ({"name": "j", "backend": "slurm", "slurm": {"scrpt": "a.sh"}}, "slurm.scrpt"),
        ({"name": "j", "nodes": 100_000}, "nodes"),
        ({"name": "j", "local": {"collective_timeout": 1e9}}, "local.collective_timeout"),
        ({"name": "j", "local": {"checkpoint_every": 10**9}}, "local.checkpoint_every"),
        ({"name": "j", "local": {"total_steps": 10**12}}, "local.total_steps"),
        ({"name": "j", "expected_step_seconds": 10**7}, "expected_step_seconds"),
        ({"name": "j", "backend": "slurm", "slurm": {"sbatch_args": ["-N1"] * 999}}, "sbatch_args"),
        ({"name": "j", "backend": "slurm", "slurm": {"job_id": "12; rm"}}, "slurm.job_id"),
        ({"name": "j", "backend": "kubernetes"}, "backend"),
        ({"name": "j", "slurm": {"script": "a.sh"}}, "slurm: not an option of backend 'local'"),
        ({"name": "j", "backend": "slurm", "command": "x"}, "command: not used by backend"),
        ({"name": "j", "backend": "virtual", "env": {"A": "1"}}, "env: not used by backend"),
        ({"name": "j", "backend": "slurm", "local": {"step_seconds": 1}}, "local: not an option"),
    ],
)
def test_invalid_job_fields_are_named(raw: dict, names: str) -> None:
    assert names in error_of(raw)


def test_each_backend_gets_its_own_options_and_older_input_decodes() -> None:
    assert JobSpec(name="j").local == LocalJobOptions()
    slurm = JobSpec.model_validate(
        # what earlier versions serialised for a Slurm job: a default local block included
        {"name": "j", "backend": "slurm", "local": LocalJobOptions().model_dump(), "slurm": {}}
    )
    assert slurm.local is None and slurm.slurm is not None
    assert JobSpec.model_validate_json(slurm.model_dump_json()) == slurm
    readme = SuperviseInput.model_validate(
        {
            "job": {"name": "llm7b", "backend": "local", "nodes": 3, "ranks_per_node": 2},
            "playbook": "default",
            "params": {"hang_threshold": "5m"},
        }
    )
    assert readme.job.local == LocalJobOptions() and readme.job.command is None


def test_one_table_of_backends() -> None:
    assert set(FACTORIES) == set(BACKENDS) == {"local", "slurm", "virtual"}
    assert JobSpec.model_fields["backend"].annotation.__args__ == tuple(BACKENDS)  # type: ignore[union-attr]


def test_the_examples_input_is_valid() -> None:
    import json
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "examples" / "local-torchrun.json"
    inp = SuperviseInput.model_validate(json.loads(path.read_text()))
    assert inp.job.command and "$TRAINWARDEN_NODE_RANK" in inp.job.command
    # the default layout (auto) recognises the program's DCP checkpoints: nothing to set
    assert "checkpoint_layout" not in inp.params


JOB_FIELDS = [*JobSpec.model_fields, "nodse", "comand"]
VALUES = [
    None,
    0,
    -1,
    3,
    10**12,
    0.5,
    1e300,
    "",
    "x",
    "local",
    "slurm",
    [],
    ["python", "train.py"],
    {},
    {"A": "1"},
    {"step_seconds": 0.1},
    {"bogus": 1},
    {"script": "a.sh"},
]


@settings(max_examples=300, deadline=None)
@given(
    st.dictionaries(st.sampled_from(JOB_FIELDS), st.sampled_from(VALUES), max_size=6),
    st.sampled_from(["local", "slurm", "virtual", "k8s"]),
)
def test_any_job_input_validates_or_names_a_field(raw: dict, backend: str) -> None:
    data = {"name": "job", "backend": backend, **raw}
    try:
        JobSpec.model_validate(data)
    except ValidationError as err:
        known = set(JobSpec.model_fields) | {"nodse", "comand"}
        for error in err.errors():
            where = [str(part) for part in error["loc"]]
            named = where[0] if where else error["msg"].removeprefix("Value error, ").split(":")[0]
            assert named in known, error
