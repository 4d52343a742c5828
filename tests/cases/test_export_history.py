"""Export from recorded histories (tests/histories). Replaying a history recorded before
decisions were kept recomputes the decision with the same function; an incident without one
(the result of a workflow run by an older worker) gives a case whose `expect:` is what the
workflow executed; both then match the playbook that handled them."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
import yaml
from helpers_cases import CASES, STICKY_XID_EXPECT, warden
from helpers_e2e import HISTORY_DIR
from temporalio.client import WorkflowHistory

from trainwarden.cases.case import case_document
from trainwarden.workers.export import (
    ExportError,
    build_case,
    outcome_of,
    pick_incident,
    write_bundle,
)
from trainwarden.workers.report import status_from_history


async def _status(name: str):
    data = json.loads((HISTORY_DIR / f"{name}.json").read_text())
    return await status_from_history(WorkflowHistory.from_json(f"supervise-{name}", data))


async def test_an_old_history_expects_what_was_executed(tmp_path: Path) -> None:
    status = await _status("node_health_already_out")  # a sticky Xid 79 on node-2
    inc = pick_incident(status, None)
    # recorded before the evidence store: no archive, and the worker's copy is long gone
    assert inc.evidence is not None and inc.evidence.stored_at is None
    with pytest.raises(ExportError, match="evidence bundle was not kept"):
        write_bundle(inc, tmp_path / "bundle")
    # replay decided with today's code: the same as what was executed then
    assert inc.decision is not None and inc.decision.rule == inc.rule
    assert inc.decision.exclude == inc.excluded_nodes
    executed = build_case(status, 3, inc.model_copy(update={"decision": None}), tmp_path / "b")
    case = build_case(status, 3, inc, tmp_path / "bundle")
    assert executed.expect == case.expect
    assert case.expect.model_dump(exclude_unset=True) == STICKY_XID_EXPECT
    assert case.decided["outcome"] == "restart" and case.context.checkpoint == inc.checkpoint
    # with the bundle of a real sticky Xid incident it is a case the default playbook passes
    dest = tmp_path / "case"
    dest.mkdir()
    shutil.copytree(CASES / "default" / "local-sticky-xid79" / "bundle", dest / "bundle")
    (dest / "case.yaml").write_text(case_document(case))
    code, out = warden("playbook", "test", "default", str(dest))
    assert code == 0, out


async def test_a_history_with_decisions_expects_the_decision() -> None:
    status = await _status("shadow_playbook")
    inc = pick_incident(status, 1)
    assert inc.decision is not None and inc.evidence is not None and inc.evidence.sha256
    case = build_case(status, 3, inc, Path("/nonexistent"))
    assert case.expect.model_dump(exclude_unset=True) == inc.decision.essentials()
    assert case.source["sha256"] == inc.evidence.sha256
    doc = yaml.safe_load(case_document(case))
    assert list(doc)[-1] == "expect"
    with pytest.raises(ExportError, match="no incident 9"):
        pick_incident(status, 9)


# Where a person or the cluster stepped in after the decision, so the execution differs.
INTERVENED = {
    "recommend_only": "recommend mode: an operator resumed and the steps ran",
    "refused_action": "the cluster refused the restart: handed to an operator",
    "stop_resume": "an operator stopped the job mid-recovery, then resumed",
}


@pytest.mark.parametrize("path", sorted(HISTORY_DIR.glob("*.json")), ids=lambda p: p.stem)
async def test_the_decision_is_what_the_recorded_workflow_executed(path: Path) -> None:
    """Replaying each committed history decides every incident again with `decide`; where
    nobody intervened, that is exactly what the workflow did to the cluster then."""
    status = await _status(path.stem)
    decided = [i for i in status.incidents if i.decision is not None]
    assert decided
    for inc in decided:
        assert inc.decision.rule == inc.rule and inc.decision.steps == inc.planned_steps
        if path.stem in INTERVENED:
            continue
        assert inc.decision.exclude == inc.excluded_nodes, inc.id
        assert inc.decision.outcome == outcome_of(inc), inc.id
