"""A test case: one incident, as `warden incident export` writes it (or a person does).

```
CASE/
  case.yaml   the job context the workflow had, what it decided, and `expect:`
  bundle/     the evidence bundle (DESIGN section 2)
```
Running a case attributes its bundle with the playbook's signature catalogs and evidence window,
then plans with `trainwarden.policy.plan_incident`, the step interpreter the workflow follows: no
cluster, no Temporal.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path
from typing import Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from trainwarden.attribution.catalog import load_catalogs
from trainwarden.attribution.engine import BundleError, attribute_bundle
from trainwarden.attribution.recurrence import (
    MAX_RECENT,
    FailureContext,
    FailureSummary,
    RecurrenceInput,
    apply_recurrence,
)
from trainwarden.attribution.result import AttributionResult
from trainwarden.playbook.loader import LoadedPlaybook
from trainwarden.playbook.schema import Playbook
from trainwarden.policy.decide import (
    Decision,
    JobContext,
    decision_of,
    differences,
    plan_incident,
)
from trainwarden.policy.plan import Plan
from trainwarden.untrusted.bounded_data import DataError, safe_load_yaml
from trainwarden.untrusted.safeio import read_regular_file
from trainwarden.untrusted.validation import first_error

CASE_FILE = "case.yaml"
BUNDLE_DIR = "bundle"
MAX_CASE_BYTES = 1_000_000


class CaseError(Exception):
    """An unusable case; `file` names the offending file."""

    def __init__(self, file: str | Path, message: str) -> None:
        self.file = str(file)
        super().__init__(f"{self.file}: {message}")


class Expect(BaseModel):
    """What the playbook must decide; a field left out is not checked."""

    model_config = ConfigDict(extra="forbid")

    verdict: str | None = None
    category: str | None = None
    rule: str | None = None
    steps: list[str] | None = None
    exclude: list[str] | None = None
    outcome: Literal["restart", "stop", "operator", "continue"] | None = None

    def checked(self) -> dict[str, Any]:
        return self.model_dump(exclude_unset=True)


class CaseRecurrence(BaseModel):
    """What the workflow knew of the job's earlier incidents (evidence across restarts); the
    rule's settings come from the playbook under test."""

    model_config = ConfigDict(extra="forbid")

    current: FailureContext
    recent: list[FailureSummary] = Field(default_factory=list, max_length=MAX_RECENT)

    def input_for(self, pb: Playbook) -> RecurrenceInput:
        return RecurrenceInput(
            runs=pb.attribution.recurrence_runs,
            min_confidence=pb.attribution.min_confidence,
            current=self.current,
            recent=self.recent,
        )


class Case(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    api_version: Literal["trainwarden/v1"] = Field(default="trainwarden/v1", alias="apiVersion")
    kind: Literal["Case"] = "Case"
    name: str = Field(min_length=1)
    description: str | None = None
    source: dict[str, Any] = Field(
        default_factory=dict, description="where the incident comes from (workflow, URLs)"
    )
    detected_at: datetime | None = Field(
        default=None, description="the evidence window ends here (None: the whole bundle)"
    )
    stall_seen_seconds: float | None = Field(
        default=None, ge=0, description="a hang: the monitor saw no progress this long"
    )
    context: JobContext
    recurrence: CaseRecurrence | None = Field(
        default=None, description="the job's earlier incidents, as attribution saw them"
    )
    decided: dict[str, Any] = Field(
        default_factory=dict, description="what the workflow did (rule, steps, outcomes)"
    )
    expect: Expect


class CaseResult(BaseModel):
    case: str
    path: str
    decision: Decision
    plan: Plan = Field(description="the step decisions the workflow would carry out, in order")
    attribution: AttributionResult
    differences: list[str]

    @property
    def matches(self) -> bool:
        return not self.differences


def load_case(case_dir: str | Path) -> Case:
    """The case.yaml of a case directory (CaseError naming the file when unusable)."""
    path = Path(case_dir) / CASE_FILE
    if not Path(case_dir).is_dir():
        raise CaseError(case_dir, "not a case directory")
    try:  # at most MAX_CASE_BYTES read: a FIFO, /dev/zero or a sparse file is refused
        data = safe_load_yaml(read_regular_file(path, MAX_CASE_BYTES).decode("utf-8"))
    except FileNotFoundError as exc:
        raise CaseError(path, "missing (every case needs case.yaml)") from exc
    except (OSError, UnicodeDecodeError, yaml.YAMLError, DataError) as exc:
        raise CaseError(path, f"cannot read: {str(exc).splitlines()[0]}") from exc
    if not isinstance(data, dict):
        raise CaseError(path, "must be a mapping")
    try:
        return Case.model_validate(data)
    except ValidationError as exc:
        raise CaseError(path, first_error(exc, "(top)")) from exc


def run_case(loaded: LoadedPlaybook, case_dir: str | Path) -> CaseResult:
    """Attribute the case's bundle and decide, exactly as the workflow would."""
    case = load_case(case_dir)
    bundle = Path(case_dir) / BUNDLE_DIR
    pb = loaded.playbook
    since = (
        case.detected_at - timedelta(seconds=pb.attribution.evidence_window)
        if case.detected_at is not None
        else None
    )
    try:
        catalog = load_catalogs(list(loaded.signature_catalogs) or None)
        attribution = attribute_bundle(
            bundle, catalog, since=since, stall_seen_seconds=case.stall_seen_seconds
        )
    except BundleError as exc:
        raise CaseError(exc.file, exc.message) from exc
    if case.recurrence is not None:
        attribution = apply_recurrence(attribution, case.recurrence.input_for(pb))
    plan = plan_incident(pb, attribution, case.context, params=loaded.params, ref=loaded.ref)
    decision = decision_of(pb, attribution, plan, playbook_hash=loaded.content_hash)
    return CaseResult(
        case=case.name,
        path=str(case_dir),
        decision=decision,
        plan=plan,
        attribution=attribution,
        differences=differences(case.expect.checked(), decision),
    )


def find_cases(paths: list[str | Path]) -> list[Path]:
    """Case directories: each path is one (has case.yaml) or holds some, searched below."""
    found: list[Path] = []
    for p in map(Path, paths):
        if (p / CASE_FILE).exists() or not p.is_dir():
            found.append(p)
            continue
        below = sorted(c.parent for c in p.rglob(CASE_FILE))
        found.extend(below or [p])
    return found


def case_document(case: Case) -> str:
    """case.yaml text (the `expect:` block last, where a person edits it)."""
    data = case.model_dump(mode="json", by_alias=True, exclude_none=True)
    data["expect"] = case.expect.model_dump(mode="json", exclude_unset=True)
    head = (
        "# A trainwarden test case: `warden playbook test PLAYBOOK CASE_DIR` attributes bundle/\n"
        "# and decides with the playbook as the workflow would, then compares with `expect`.\n"
    )
    return head + yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=100)
