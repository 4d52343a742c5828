"""`warden incident export WORKFLOW_ID [--incident N] -o DIR`: one incident as a test case.

Reads the incident from the workflow (status query, result or replayed history, as `warden
report` does), fetches its bundle from the evidence store and checks its sha256 against history,
and writes DIR/case.yaml (job context, what the workflow decided, `expect:` pre-filled from the
decision) and DIR/bundle/. `--json`: one JSON document on stdout, failures included
(docs/cli.md).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import shutil
import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

from temporalio.service import RPCError

from trainwarden.activities import evidence_store
from trainwarden.attribution.bundle.job import MAX_JOB_BYTES
from trainwarden.attribution.recurrence import MAX_RECENT, FailureContext
from trainwarden.cases.archive import sha256, unpack
from trainwarden.cases.case import (
    BUNDLE_DIR,
    CASE_FILE,
    Case,
    CaseRecurrence,
    Expect,
    case_document,
)
from trainwarden.policy.decide import JobContext
from trainwarden.supervision import Incident, SupervisorStatus
from trainwarden.untrusted.bounded_data import loads_json
from trainwarden.untrusted.safeio import read_regular_file
from trainwarden.workers.client import connect, settings_of
from trainwarden.workers.report import NotSupervised, fetch_job, fetch_status


class ExportError(Exception):
    pass


def pick_incident(status: SupervisorStatus, number: int | None) -> Incident:
    attributed = [i for i in status.incidents if i.attribution is not None]
    if number is None:
        if not attributed:
            raise ExportError(f"{status.workflow_id}: no attributed incident to export")
        return attributed[-1]
    for inc in status.incidents:
        if inc.number == number:
            if inc.attribution is None:
                raise ExportError(f"incident {number} was not attributed (no bundle)")
            return inc
    known = ", ".join(str(i.number) for i in status.incidents) or "none"
    raise ExportError(f"{status.workflow_id}: no incident {number} (kept: {known})")


def write_bundle(inc: Incident, dest: Path) -> None:
    """The stored archive (hash checked) or, for an incident stored nowhere, the worker's copy."""
    ev = inc.evidence
    if ev is not None and ev.stored_at:
        try:
            data = evidence_store.get(ev.stored_at)
        except Exception as err:
            raise ExportError(f"{ev.stored_at}: cannot read the stored bundle: {err}") from err
        if ev.sha256 and sha256(data) != ev.sha256:
            raise ExportError(f"{ev.stored_at}: sha256 differs from the one in history")
        unpack(data, dest)
        return
    if ev is not None and Path(ev.path).is_dir():
        shutil.copytree(ev.path, dest)
        return
    raise ExportError(f"incident {inc.number}: its evidence bundle was not kept")


def _bundle_job(bundle: Path) -> dict[str, Any]:
    try:
        data = loads_json(read_regular_file(bundle / "job.json", MAX_JOB_BYTES))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def outcome_of(inc: Incident) -> Literal["restart", "stop", "operator", "continue"]:
    """Where the incident's steps ended, from what was executed."""
    steps = {a.step for a in inc.actions if a.ok}
    if "restart" in steps:
        return "restart"
    if "stop" in steps or inc.outcome == "stopped":
        return "stop"
    if inc.outcome in ("awaiting_operator", "deadline_missed"):
        return "operator"
    return "continue"


def build_case(status: SupervisorStatus, job_nodes: int, inc: Incident, bundle: Path) -> Case:
    a = inc.attribution
    assert a is not None  # pick_incident exports attributed incidents only
    job = _bundle_job(bundle)
    ctx = inc.context or JobContext(
        job_nodes=job_nodes,
        excluded_nodes={},
        now=inc.timings.attributed_at or datetime.now(UTC),
    )
    ctx = ctx.model_copy(
        update={
            "nodes": [str(n) for n in job.get("nodes", [])],
            "ranks": {str(k): str(v) for k, v in dict(job.get("ranks", {})).items()},
            "checkpoint": inc.checkpoint,
        }
    )
    outcome = outcome_of(inc)
    decided = {
        "rule": inc.rule,
        "steps": list(inc.planned_steps),
        "actions": [{"step": x.step, "ok": x.ok, "summary": x.summary} for x in inc.actions],
        "excluded": list(inc.excluded_nodes),
        "outcome": outcome,
        "incident_outcome": inc.outcome,
        "outcome_reason": inc.outcome_reason,
    }
    if inc.decision is not None:
        expect = Expect.model_validate(inc.decision.essentials())
        if inc.decision.outcome == "restart" and inc.checkpoint and not inc.checkpoint.usable:
            # decided before verification (a usable checkpoint assumed); the case holds the
            # verdict, so it expects what that verdict led to (stop, or restart from scratch)
            expect.outcome = outcome
    else:  # recorded before decisions were: what was executed
        expect = Expect(
            verdict=a.verdict,
            category=a.category,
            rule=inc.rule,
            steps=list(inc.planned_steps),
            exclude=list(inc.excluded_nodes),
            outcome=outcome,
        )
    ev = inc.evidence
    return Case(
        name=inc.id,
        description=f"incident {inc.number} of {status.workflow_id}: {inc.trigger}, "
        f"{a.category} ({a.signature})",
        source={
            "workflow_id": status.workflow_id,
            "incident": inc.number,
            "playbook": status.playbook,
            "playbook_hash": status.playbook_hash,
            "stored_at": ev.stored_at if ev else None,
            "sha256": ev.sha256 if ev else None,
            "exported_at": datetime.now(UTC).isoformat(),
        },
        detected_at=inc.timings.detected_at,
        stall_seen_seconds=inc.stall_seen_seconds,
        context=ctx,
        recurrence=case_recurrence(status, inc, ctx.nodes),
        decided=decided,
        expect=expect,
    )


def case_recurrence(
    status: SupervisorStatus, inc: Incident, nodes: list[str]
) -> CaseRecurrence | None:
    """The earlier incidents attribution saw (only for incidents that kept their summary)."""
    f = inc.failure
    if f is None:
        return None
    current = FailureContext(
        incident=f.incident, run=f.run, trigger=f.trigger, phase=f.phase, node=f.node,
        rank=f.rank, alone=f.alone, nodes=nodes,
    )
    earlier = [i.failure for i in status.incidents if i.number < inc.number and i.failure]
    return CaseRecurrence(current=current, recent=earlier[-MAX_RECENT:])


async def export(client: Any, workflow_id: str, number: int | None, out: Path) -> Path:
    path, _, _ = await export_case(client, workflow_id, number, out)
    return path


async def export_case(
    client: Any, workflow_id: str, number: int | None, out: Path
) -> tuple[Path, Incident, Case]:
    """Write the case to `out`: (out, the incident exported, its case)."""
    status, _, _ = await fetch_status(client, workflow_id)
    inc = pick_incident(status, number)
    if (out / CASE_FILE).exists() or (out / BUNDLE_DIR).exists():
        raise ExportError(f"{out}: already holds a case")
    bundle = out / BUNDLE_DIR
    write_bundle(inc, bundle)
    spec = await fetch_job(client, workflow_id)
    job_nodes = spec.nodes if spec else max(1, len(_bundle_job(bundle).get("nodes", [])))
    case = build_case(status, job_nodes, inc, bundle)
    (out / CASE_FILE).write_text(case_document(case), encoding="utf-8")
    return out, inc, case


def main(args: argparse.Namespace) -> int:
    """`warden incident export`, from its parsed command line (trainwarden/cli.py)."""
    workflow_id: str = args.workflow_id
    as_json: bool = args.json
    settings = settings_of(args)

    async def run() -> tuple[Path, Incident, Case]:
        client = await connect(settings)
        return await export_case(client, workflow_id, args.incident, Path(args.out))

    try:
        path, inc, case = asyncio.run(run())
    except (ExportError, NotSupervised) as err:
        return _fail(str(err), workflow_id, as_json)
    except RPCError as err:
        return _fail(f"{workflow_id}: {err.message}", workflow_id, as_json)
    if as_json:
        _write_json(
            EXIT_OK,
            workflow_id=workflow_id,
            incident=inc.number,
            case=case.name,
            dir=str(path),
            case_file=str(path / CASE_FILE),
            bundle=str(path / BUNDLE_DIR),
            expect=case.expect.model_dump(mode="json"),
        )
        return EXIT_OK
    print(f"case written to {path} ({path / CASE_FILE}, {path / BUNDLE_DIR}/)")
    return EXIT_OK


EXIT_OK, EXIT_INPUT = 0, 2


def _fail(message: str, workflow_id: str, as_json: bool) -> int:
    sys.stderr.write(f"warden: error: {message}\n")
    if as_json:
        _write_json(EXIT_INPUT, workflow_id=workflow_id, error=message)
    return EXIT_INPUT


def _write_json(code: int, **fields: object) -> None:
    document = {"command": "incident export", "ok": code == 0, "exit_code": code, **fields}
    sys.stdout.write(json.dumps(document, indent=2) + "\n")
