"""The built distribution, as a site gets it: one wheel built from the checkout, installed into a
fresh virtual environment outside it by the site's install script (deploy/slurm-host/install.sh,
the pinned versions of scripts/constraints.txt), so a test that runs its `warden` proves the
package, not the checkout. Shared by the deploy and Slurm tests."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from importlib import metadata
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
CONSTRAINTS = REPO / "scripts" / "constraints.txt"
SITE_INSTALL = REPO / "deploy" / "slurm-host" / "install.sh"


SOURCES = (
    "pyproject.toml",
    "setup.py",
    "README.md",
    "LICENSE",
    "trainwarden",
    "workflows",
    "activities",
    "workers",
    "playbooks",
)


def copy_sources(dest: Path, extra: tuple[str, ...] = ()) -> Path:
    """A copy of the checkout's sources (and ``extra`` paths) at ``dest``: building or installing
    from it keeps setuptools' build/ and *.egg-info out of the checkout."""
    for name in (*SOURCES, *extra):
        if (REPO / name).is_dir():
            shutil.copytree(
                REPO / name, dest / name, ignore=shutil.ignore_patterns("__pycache__", "*.pyc")
            )
        else:
            (dest / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(REPO / name, dest / name)
    return dest


def _has_build_backend() -> bool:
    """This interpreter has setuptools >= 77 (pyproject.toml's build-system.requires)."""
    try:
        major = int(metadata.version("setuptools").split(".")[0])
    except (metadata.PackageNotFoundError, ValueError):
        return False
    return major >= 77


def build_wheel(out_dir: Path) -> Path:
    """``pip wheel`` (no dependencies) of a copy of the checkout's sources into ``out_dir``; the
    wheel's path. Built with the test venv's setuptools when it has the version pyproject.toml
    asks for (no isolated build env: 2 s of CPU instead of 5.5, the same files); the image
    test's `pip install .` builds in isolation."""
    source = copy_sources(out_dir / "source")
    isolation = ["--no-build-isolation"] if _has_build_backend() else []
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "-q",
            "--no-deps",
            *isolation,
            "--disable-pip-version-check",
            "-w",
            str(out_dir),
            str(source),
        ],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    (wheel,) = out_dir.glob("trainwarden-*.whl")
    return wheel


def install_wheel(wheel: Path, venv: Path) -> Path:
    """A fresh venv at ``venv`` with ``wheel`` and its pinned dependencies, installed as a site
    does (deploy/slurm-host/install.sh with scripts/constraints.txt); its bin directory."""
    proc = subprocess.run(
        ["bash", str(SITE_INSTALL), "-n", "-c", str(CONSTRAINTS), "-p", sys.executable,
         str(wheel), str(venv)],  # -n: no service user on the test machine
        cwd=venv.parent,
        capture_output=True,
        text=True,
        timeout=600,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr[-3000:]
    return venv / "bin"


def outside_env(bin_dir: Path, home: Path, **extra: str) -> dict[str, str]:
    """An environment in which only the installed copy can be imported: no PYTHONPATH, no
    checkout on the path, a HOME of the test's own, the venv's bin first on PATH."""
    env = {
        "PATH": f"{bin_dir}:/usr/bin:/bin",
        "HOME": str(home),
        "LANG": os.environ.get("LANG", "C.UTF-8"),
        "TMPDIR": os.environ.get("TMPDIR", "/tmp"),
    }
    env.update(extra)
    return env
