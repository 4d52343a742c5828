"""The product code's annotations, checked by mypy (configured in pyproject.toml's [tool.mypy])
through scripts/typecheck.py, which lays the checkout out as the package installs: the mapped
folders are trainwarden.workflows, ... only there. mypy's cache goes in the test's tmp dir, so
this is a cold run."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from helpers_install import REPO

PRODUCT = ("trainwarden", "workflows", "activities", "workers")


def test_mypy_is_clean_on_the_product_code(tmp_path: Path) -> None:
    proc = subprocess.run(
        [sys.executable, str(REPO / "scripts" / "typecheck.py"), "--cache-dir", str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert proc.returncode == 0, proc.stdout[-8000:] + proc.stderr[-2000:]
    # Every module of the product is checked, the mapped folders' too (a tree that lost a
    # folder would pass with nothing to check).
    sources = sum(1 for top in PRODUCT for _ in (REPO / top).rglob("*.py"))
    checked = re.search(r"no issues found in (\d+) source files", proc.stdout)
    assert checked is not None, proc.stdout
    assert int(checked.group(1)) == sources, proc.stdout
