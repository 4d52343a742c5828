"""The direction of imports, checked by import-linter's contracts (pyproject.toml) on the package
as installed: workers -> workflows/activities -> domain, and the simulated cluster and the node
agent beside the domain. The contracts run on the unpacked wheel because the checkout's folders
become trainwarden.workflows, ... only in an install."""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

from helpers_install import REPO

NOT_DOMAIN = {
    "cli", "__main__", "workflows", "activities", "workers", "playbooks", "localcluster",
    "nodeagent",
}


def test_every_domain_module_is_under_the_domain_contract() -> None:
    """A new module of trainwarden/ is domain unless said otherwise: it must be in the contract."""
    config = tomllib.loads((REPO / "pyproject.toml").read_text())["tool"]["importlinter"]
    (domain,) = [c for c in config["contracts"] if c["id"] == "domain"]
    listed = {m.removeprefix("trainwarden.") for m in domain["source_modules"]}
    present = {
        p.stem if p.suffix == ".py" else p.name
        for p in (REPO / "trainwarden").iterdir()
        if (p.suffix == ".py" and p.stem != "__init__") or (p / "__init__.py").is_file()
    }
    assert present - NOT_DOMAIN - listed == set(), "add these to the domain contract"
    assert listed - present == set(), "the domain contract names modules that do not exist"


def test_import_contracts_hold_on_the_installed_package(
    built_wheel: Path, tmp_path: Path
) -> None:
    zipfile.ZipFile(built_wheel).extractall(tmp_path)
    lint_imports = Path(sys.executable).parent / "lint-imports"
    proc = subprocess.run(
        [str(lint_imports), "--config", str(REPO / "pyproject.toml"), "--no-cache"],
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": str(tmp_path)},
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-2000:]
    contracts = tomllib.loads((REPO / "pyproject.toml").read_text())["tool"]["importlinter"]
    assert f"Contracts: {len(contracts['contracts'])} kept, 0 broken." in proc.stdout, proc.stdout
