"""Input errors are told as the first pydantic problem, `where: msg`, by every reader."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
import yaml
from pydantic import BaseModel, ValidationError, model_validator

from trainwarden.attribution.bundle import BundleError, load_job
from trainwarden.cases.case import CASE_FILE, CaseError, load_case
from trainwarden.untrusted.validation import first_error

REPO = Path(__file__).resolve().parents[2]
A_CASE = REPO / "playbooks/tests/stop-on-any-failure/rw-loss-was-nan-stopped"


class Inner(BaseModel):
    steps: list[str]


class Outer(BaseModel):
    inner: Inner

    @model_validator(mode="after")
    def _not_empty(self) -> Outer:
        if not self.inner.steps:
            raise ValueError("needs a step")
        return self


def test_first_error_names_the_dotted_path_of_the_first_problem() -> None:
    with pytest.raises(ValidationError) as excinfo:
        Outer.model_validate({"inner": {"steps": ["a", 3, None]}})
    assert first_error(excinfo.value, "(top)") == "inner.steps.1: Input should be a valid string"


def test_first_error_names_the_whole_input_when_pydantic_gives_no_location() -> None:
    with pytest.raises(ValidationError) as excinfo:
        Outer.model_validate({"inner": {"steps": []}})
    assert first_error(excinfo.value, "(top)") == "(top): Value error, needs a step"


def test_a_bad_case_field_is_named_with_its_path(tmp_path: Path) -> None:
    shutil.copytree(A_CASE, tmp_path / "case")
    path = tmp_path / "case" / CASE_FILE
    data = yaml.safe_load(path.read_text())
    data["expect"]["steps"] = ["stop", 7]
    path.write_text(yaml.safe_dump(data))
    with pytest.raises(CaseError) as excinfo:
        load_case(tmp_path / "case")
    assert str(excinfo.value) == f"{path}: expect.steps.1: Input should be a valid string"


def test_a_bad_job_json_field_is_named_with_its_path(tmp_path: Path) -> None:
    job = {"job_id": "j", "scheduler": "slurm", "nodes": ["h-1", 2], "ranks": {}}
    (tmp_path / "job.json").write_text(json.dumps(job))
    with pytest.raises(BundleError) as excinfo:
        load_job(tmp_path)
    assert excinfo.value.message == "field nodes.1: Input should be a valid string"
