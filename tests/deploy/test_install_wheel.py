"""The distribution a site installs: one wheel that installs only the ``trainwarden`` namespace,
carries every shipped playbook, catalog, template and test case, and gives a complete `warden`
in a fresh venv outside the checkout (version, playbook render/lint/test, attribute, demo)."""

from __future__ import annotations

import re
import subprocess
import zipfile
from pathlib import Path

import pytest
from helpers_install import REPO, outside_env


def _shipped_files() -> set[str]:
    """Every file under playbooks/ that git tracks (what a user copies from the checkout)."""
    out = subprocess.run(
        ["git", "ls-files", "playbooks"], cwd=REPO, capture_output=True, text=True, check=True
    ).stdout.split()
    return {name.removeprefix("playbooks/") for name in out}


def test_wheel_installs_only_the_trainwarden_namespace_with_its_data(built_wheel: Path) -> None:
    names = zipfile.ZipFile(built_wheel).namelist()
    top = {name.split("/")[0] for name in names}
    assert top == {"trainwarden", built_wheel.name.split("-py3")[0] + ".dist-info"}, top
    top_level = [n for n in names if n.endswith("top_level.txt")]
    if top_level:
        text = zipfile.ZipFile(built_wheel).read(top_level[0]).decode()
        assert text.split() == ["trainwarden"]
    for package in ("workflows", "activities", "workers"):
        assert f"trainwarden/{package}/__init__.py" in names, package
    packaged = {
        n.removeprefix("trainwarden/playbooks/")
        for n in names
        if n.startswith("trainwarden/playbooks/")
    }
    missing = _shipped_files() - packaged
    assert not missing, f"shipped files missing from the wheel: {sorted(missing)}"
    for completion in ("warden.bash", "_warden"):  # shell completion (docs/cli.md)
        assert f"trainwarden/completions/{completion}" in names, completion
    assert "default.yaml" in packaged and "signatures/nvidia-xid.yaml" in packaged


def _warden(
    bin_dir: Path, home: Path, *args: str, timeout: float = 120
) -> subprocess.CompletedProcess:
    return subprocess.run(
        [str(bin_dir / "warden"), *args],
        cwd=home,
        env=outside_env(bin_dir, home),
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def test_installed_warden_works_outside_the_checkout(site_venv_bin: Path, tmp_path: Path) -> None:
    version = _warden(site_venv_bin, tmp_path, "--version")
    assert version.returncode == 0 and version.stdout.startswith("warden 0."), version
    imported = subprocess.run(
        [
            str(site_venv_bin / "python"),
            "-c",
            "import trainwarden.workflows, trainwarden.shipped as s; print(s.playbook_dir())",
        ],
        cwd=tmp_path,
        env=outside_env(site_venv_bin, tmp_path),
        capture_output=True,
        text=True,
    )
    assert imported.returncode == 0, imported.stderr
    assert str(site_venv_bin.parent) in imported.stdout and str(REPO) not in imported.stdout
    for generic in ("activities", "workers", "workflows", "playbooks"):
        probe = subprocess.run(
            [str(site_venv_bin / "python"), "-c", f"import {generic}"],
            cwd=tmp_path,
            env=outside_env(site_venv_bin, tmp_path),
            capture_output=True,
        )
        assert probe.returncode != 0, f"the wheel installed a top-level `{generic}`"

    render = _warden(site_venv_bin, tmp_path, "playbook", "render", "default")
    assert render.returncode == 0, render.stderr
    assert (
        "kind: Playbook" in render.stdout and "site-packages/trainwarden/playbooks" in render.stdout
    )
    lint = _warden(site_venv_bin, tmp_path, "playbook", "lint", "default")
    assert lint.returncode == 0 and "default: OK" in lint.stdout, lint.stdout + lint.stderr
    # the shipped test cases are package data too: `playbook test` runs them from the install
    cases = sorted(
        (site_venv_bin.parent / "lib").glob(
            "python3*/site-packages/trainwarden/playbooks/tests/default/*/"
        )
    )
    assert cases, "no shipped test case in the installed package"
    tested = _warden(site_venv_bin, tmp_path, "playbook", "test", "default", *map(str, cases))
    assert tested.returncode == 0, tested.stdout[-2000:] + tested.stderr[-2000:]


@pytest.mark.timeout(400)
def test_installed_warden_demo_recovers_outside_the_checkout(
    site_venv_bin: Path, tmp_path: Path
) -> None:
    demo = _warden(site_venv_bin, tmp_path, "demo", timeout=360)
    assert demo.returncode == 0, demo.stdout[-3000:] + demo.stderr[-3000:]
    assert "excluded: node-" in demo.stdout
    # productive: past the step seen before the failure or, when a loaded machine's poll saw
    # the failure before any step, past the restored checkpoint's step
    assert re.search(r"passed (pre-failure|restored checkpoint) step \d+", demo.stdout)
