"""Playbooks as tested code, end to end: a sticky Xid on the local cluster, supervised by the
default playbook with a shadow that would stop on GPU faults; the incident is exported as a case
(bundle from the evidence store, its sha256 checked against history) and tested against the
playbook that handled it (match) and the edited one (mismatch, named)."""

from __future__ import annotations

import os
import re
import shutil
import uuid
from pathlib import Path

import pytest
import yaml
from helpers_cases import CASES, REPO, STICKY_XID_EXPECT, stop_on_gpu
from helpers_e2e import (
    FAST_PARAMS,
    actions_of,
    job_spec,
    record_history,
    wait_recovered_once,
    wait_status,
    warden,
)
from temporalio.client import Client

from trainwarden.cases.archive import pack, sha256
from trainwarden.localcluster.cluster import LocalCluster
from trainwarden.reporting.report import job_report
from trainwarden.supervision import SuperviseInput


def save_case(case: Path, name: str) -> None:
    """With TRAINWARDEN_RECORD_CASES=1, ship the exported case under playbooks/tests/default
    (as histories are recorded for the replay test)."""
    if os.environ.get("TRAINWARDEN_RECORD_CASES"):
        dest = CASES / "default" / name
        shutil.rmtree(dest, ignore_errors=True)
        shutil.copytree(case, dest)
        text = (dest / "case.yaml").read_text()
        (dest / "case.yaml").write_text(re.sub(r"(?m)^name: .*$", f"name: {name}", text, count=1))


async def test_export_a_real_incident_and_test_playbooks_on_it(
    temporal_client: Client,
    temporal_address: str,
    worker: str,
    cluster: LocalCluster,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    store = tmp_path / "evidence-store"
    monkeypatch.setenv("TRAINWARDEN_EVIDENCE_STORE", str(store))  # the in-process worker's
    shadow = stop_on_gpu(tmp_path)
    cluster.inject_fault("node-2", "xid", sticky=True, after_steps=12, xid=79)
    inp = SuperviseInput(
        job=job_spec(cluster, "cases"),
        playbook="default",
        shadow_playbook=str(shadow),
        params=FAST_PARAMS,
    )
    handle = await temporal_client.start_workflow(
        "SuperviseTrainingJob", inp, id=f"supervise-cases-{uuid.uuid4().hex[:6]}", task_queue=worker
    )
    status = await wait_recovered_once(handle, cluster, "node-2")

    # the shadow would have stopped the job; the cluster saw only the acting playbook's actions
    inc = status.incidents[0]
    assert inc.shadow is not None and not inc.shadow.agrees
    assert (inc.shadow.decision.rule, inc.shadow.decision.outcome) == ("gpu-stop", "stop")
    # the acting playbook's first-sign step cancels the failed run's remaining ranks; nothing
    # stopped the job itself (it was restarted, which the shadow's "stop" would not have done)
    stops = actions_of(cluster, "stop")
    assert all("first sign:" in c["command"] for c in stops), stops
    report = job_report(status)
    assert report.shadow is not None and report.shadow.disagreements == 1

    # the bundle is in the store, with its hash in history
    ev = inc.evidence
    assert ev is not None and ev.stored_at and Path(ev.stored_at).is_relative_to(store)
    assert ev.sha256 == sha256(Path(ev.stored_at).read_bytes())
    assert ev.sha256 == sha256(pack(Path(ev.path)))

    await handle.signal("stop", {"reason": "test over"})
    env = {"TEMPORAL_ADDRESS": temporal_address}
    case = tmp_path / "case"
    code, out = await warden(
        "incident", "export", handle.id, "--incident", "1", "-o", str(case), env=env
    )
    assert code == 0, out
    doc = yaml.safe_load((case / "case.yaml").read_text())
    assert doc["expect"] == STICKY_XID_EXPECT
    assert doc["context"]["nodes"] == ["node-1", "node-2", "node-3"]
    assert doc["context"]["checkpoint"]["step"] == inc.checkpoint.step
    assert [a["step"] for a in doc["decided"]["actions"]][-1] == "restart"
    assert doc["source"]["sha256"] == ev.sha256

    code, out = await warden("playbook", "test", "default", str(case))
    assert code == 0, out
    save_case(case, "local-sticky-xid79")
    code, out = await warden("playbook", "test", str(shadow), str(case))
    assert code == 1, out
    assert "rule: expected 'faulty-machine', got 'gpu-stop'" in out
    assert "outcome: expected 'restart', got 'stop'" in out

    # the report names the shadow's decision and counts the disagreement
    code, out = await warden("report", handle.id, env=env)
    assert code == 0, out
    assert "shadow default: rule gpu-stop: stop => stop (not executed); DISAGREES" in out
    assert "1 disagreement(s)" in out
    code, out = await warden(
        "incident", "export", handle.id, "--incident", "7", "-o", str(tmp_path / "x"), env=env
    )
    assert code == 2 and "no incident 7" in out, out
    await wait_status(handle, lambda s: s.state == "stopped", what="stopped")
    await record_history(handle, "shadow_playbook")  # the shadow's local activity, for replay


async def test_export_a_training_code_crash_that_the_playbook_stopped(
    temporal_client: Client,
    temporal_address: str,
    worker: str,
    cluster: LocalCluster,
    tmp_path: Path,
) -> None:
    cluster.inject_fault("node-3", "user_code", after_steps=6)
    inp = SuperviseInput(job=job_spec(cluster, "casesuser"), playbook="default", params=FAST_PARAMS)
    handle = await temporal_client.start_workflow(
        "SuperviseTrainingJob", inp, id=f"supervise-cases-{uuid.uuid4().hex[:6]}", task_queue=worker
    )
    status = await wait_status(handle, lambda s: s.state == "stopped", timeout=60, what="stop")
    assert status.incidents[0].shadow is None  # no shadow playbook, no shadow decision
    case = tmp_path / "case"
    env = {"TEMPORAL_ADDRESS": temporal_address}
    code, out = await warden("incident", "export", handle.id, "-o", str(case), env=env)
    assert code == 0, out
    doc = yaml.safe_load((case / "case.yaml").read_text())
    assert doc["expect"]["rule"] == "training-code-error"
    assert (doc["expect"]["outcome"], doc["decided"]["outcome"]) == ("stop", "stop")
    code, out = await warden("playbook", "test", "default", str(case))
    assert code == 0, out
    save_case(case, "local-user-code-crash")
    code, out = await warden(
        "playbook",
        "test",
        str(REPO / "playbooks" / "examples" / "stop-on-any-failure.yaml"),
        str(case),
    )
    assert code == 1 and "rule: expected 'training-code-error', got 'stop'" in out, out
