"""The direction of imports, checked by import-linter's contracts (pyproject.toml) on the package
as installed: one order for the whole package, top down, from the command line through workers,
workflows, activities and the tools beside the domain to the domain's own layers. The contracts
run on the unpacked wheel because the checkout's folders become trainwarden.workflows, ... only
in an install."""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

from helpers_install import REPO


def _mapped_packages() -> set[str]:
    """The packages setup.py maps top-level folders to (workflows, activities, ...), as
    scripts/typecheck.py reads them."""
    spec = importlib.util.spec_from_file_location("typecheck", REPO / "scripts" / "typecheck.py")
    assert spec is not None and spec.loader is not None
    typecheck = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(typecheck)
    return {name.removeprefix("trainwarden.") for name in typecheck.mapped_folders().values()}


def test_every_module_of_the_package_has_its_layer() -> None:
    """A new module of trainwarden/ (or a newly mapped folder) is refused until the package's
    layers give it a place: the contract is exhaustive, and this says so without a wheel."""
    config = tomllib.loads((REPO / "pyproject.toml").read_text())["tool"]["importlinter"]
    (package,) = [c for c in config["contracts"] if c["id"] == "package"]
    assert package["type"] == "layers" and package["exhaustive"] is True
    placed = {
        name.strip().strip("()")
        for layer in package["layers"]
        for name in layer.replace(":", "|").split("|")
    }
    present = _mapped_packages() | {
        p.stem if p.suffix == ".py" else p.name
        for p in (REPO / "trainwarden").iterdir()
        if (p.suffix == ".py" and p.stem != "__init__") or (p / "__init__.py").is_file()
    }
    ignored = set(package.get("exhaustive_ignores", []))
    assert present - placed - ignored == set(), "give these a layer in pyproject.toml"
    assert placed - present == set(), "the layers name modules that do not exist"


def test_the_architecture_page_shows_the_contracts_rows() -> None:
    """docs/architecture.md's "One order, top down" table is the contract's layers, row by row."""
    config = tomllib.loads((REPO / "pyproject.toml").read_text())["tool"]["importlinter"]
    (package,) = [c for c in config["contracts"] if c["id"] == "package"]
    layers = [{name.strip() for name in layer.split("|")} for layer in package["layers"]]
    page = (REPO / "docs" / "architecture.md").read_text()
    table = page.split("### One order, top down", 1)[1].split("\n\n")[2]
    rows = [
        set(re.findall(r"`([a-z_]+)`", line.split("|")[2]))
        for line in table.splitlines()
        if re.match(r"\| \d+ \|", line)
    ]
    assert rows == layers


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


def test_the_checkout_script_runs_the_same_contracts() -> None:
    """scripts/lint_imports.py (what a contributor runs in the checkout, where a bare
    `lint-imports` cannot find the mapped packages) checks every contract on the laid-out tree."""
    script = REPO / "scripts" / "lint_imports.py"
    ok = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=300)
    assert ok.returncode == 0, ok.stdout[-4000:] + ok.stderr[-2000:]
    contracts = tomllib.loads((REPO / "pyproject.toml").read_text())["tool"]["importlinter"]
    kept = f"Contracts: {len(contracts['contracts'])} kept, 0 broken."
    assert kept in ok.stdout, ok.stdout[-2000:]
