"""`warden playbook test` and `warden playbook diff` on the shipped cases (playbooks/tests) and on
broken or edited inputs."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import yaml
from helpers_cases import CASES, REPO, stop_on_gpu, warden

SHIPPED = {
    "default": "default",
    "recommend-only": "recommend-only",
    "stop-on-any-failure": str(REPO / "playbooks" / "examples" / "stop-on-any-failure.yaml"),
}


def test_every_case_dir_names_a_shipped_playbook() -> None:
    assert sorted(p.name for p in CASES.iterdir() if p.is_dir()) == sorted(SHIPPED)


@pytest.mark.parametrize("name", sorted(SHIPPED))
def test_shipped_cases_match_their_playbook(name: str) -> None:
    code, out = warden("playbook", "test", SHIPPED[name], str(CASES / name))
    assert code == 0, out
    cases = sorted(p.parent.name for p in (CASES / name).rglob("case.yaml"))
    assert cases and all(f"ok    {c}:" in out for c in cases), out
    assert f"{len(cases)} case(s), {len(cases)} match, 0 mismatch, 0 unusable" in out


def gpu_cases() -> list[str]:
    """The shipped default cases whose cause is a GPU fault (from their expect: blocks)."""
    cases = sorted((CASES / "default").rglob("case.yaml"))
    return [
        c.parent.name
        for c in cases
        if yaml.safe_load(c.read_text())["expect"]["category"] == "gpu_hardware"
    ]


def test_a_playbook_that_stops_on_gpu_faults_fails_the_gpu_cases(tmp_path: Path) -> None:
    edited = stop_on_gpu(tmp_path)
    code, out = warden("playbook", "test", str(edited), str(CASES / "default"))
    assert code == 1, out
    failed = [line.split()[1].rstrip(":") for line in out.splitlines() if line.startswith("FAIL")]
    assert failed == gpu_cases() and "rw-xid79-syslog-kern-log" in failed, out
    (line,) = [x for x in out.splitlines() if x.startswith("FAIL  rw-xid79-syslog-kern-log")]
    assert "rule: expected 'faulty-machine', got 'gpu-stop'" in line
    assert "outcome: expected 'restart', got 'stop'" in line
    assert "exclude: expected ['000-000-00000-1-gpu-1'], got []" in line
    total = len(list((CASES / "default").rglob("case.yaml")))
    assert f"{total} case(s), {total - len(failed)} match, {len(failed)} mismatch" in out


def test_a_broken_bundle_is_unusable_input_naming_the_file(tmp_path: Path) -> None:
    case = tmp_path / "broken"
    shutil.copytree(CASES / "default" / "rw-cuda-oom-rank", case)
    (case / "bundle" / "job.json").write_text('{"job_id": "x", "nodes": [')
    code, out = warden("playbook", "test", "default", str(case))
    assert code == 2, out
    assert str(case / "bundle" / "job.json") in out and "invalid JSON" in out


def test_a_case_without_case_yaml_or_with_a_bad_field_is_unusable(tmp_path: Path) -> None:
    empty = tmp_path / "empty"
    empty.mkdir()
    code, out = warden("playbook", "test", "default", str(empty))
    assert code == 2 and f"{empty / 'case.yaml'}: missing" in out, out
    bad = tmp_path / "bad"
    shutil.copytree(CASES / "default" / "rw-cuda-oom-rank", bad)
    text = (bad / "case.yaml").read_text().replace("outcome: stop", "outcome: explode")
    (bad / "case.yaml").write_text(text)
    code, out = warden("playbook", "test", "default", str(bad))
    assert code == 2 and f"{bad / 'case.yaml'}: expect.outcome" in out, out


def test_an_unloadable_playbook_is_unusable_input(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("apiVersion: trainwarden/v1\nkind: Playbook\nname: x\nrules: 3\n")
    code, out = warden("playbook", "test", str(bad), str(CASES / "default"))
    assert code == 2 and "bad.yaml" in out, out


def test_diff_lists_exactly_the_cases_whose_decision_changes(tmp_path: Path) -> None:
    edited = stop_on_gpu(tmp_path)
    code, out = warden(
        "playbook", "diff", "default", str(edited), "--cases", str(CASES / "default")
    )
    assert code == 0, out
    # the edited rule changes exactly the cases whose cause is a GPU fault
    gpu = gpu_cases()
    listed = [
        line.split()[1].rstrip(":") for line in out.splitlines() if line.startswith("changed")
    ]
    assert listed == gpu, out
    total = len(list((CASES / "default").rglob("case.yaml")))
    assert f"{len(gpu)} of {total} case(s) change" in out
    assert "gpu-stop" in out and "faulty-machine" in out


def test_diff_of_a_playbook_with_itself_changes_nothing() -> None:
    code, out = warden("playbook", "diff", "default", "default", "--cases", str(CASES))
    assert code == 0 and " 0 of " in f" {out}", out


def test_a_param_override_changes_the_decisions_it_governs() -> None:
    cases = sorted((CASES / "default").rglob("case.yaml"))
    restarting = [
        c.parent.name
        for c in cases
        if yaml.safe_load(c.read_text())["expect"]["outcome"] == "restart"
    ]
    code, out = warden(
        "playbook", "test", "default", str(CASES / "default"), "--set", "max_restarts=0"
    )
    assert code == 1, out
    failed = [line.split()[1].rstrip(":") for line in out.splitlines() if line.startswith("FAIL")]
    assert failed == restarting, out
    assert all(
        "outcome: expected 'restart', got 'stop'" in x
        for x in out.splitlines()
        if x.startswith("FAIL")
    )
