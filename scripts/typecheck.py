"""mypy on the product code, laid out as the package installs.

setup.py maps the top-level workflows/, activities/ and workers/ folders to trainwarden.workflows,
... ; a type checker cannot follow that map in the checkout (the editable install resolves it
with an import hook at run time). So this lays a tree of symbolic links, trainwarden/ holding the
checkout's trainwarden/* beside links named after the mapped packages, runs ``mypy -p
trainwarden`` on it with the checkout's pyproject.toml, and prints mypy's findings with the
checkout's own paths (``workflows/supervise/core.py:12``, not ``trainwarden/workflows/...``).

    .venv/bin/python scripts/typecheck.py [--cache-dir DIR]

The tree and mypy's cache live in DIR, outside the checkout (default: a folder per checkout
under ``$XDG_CACHE_HOME`` or ``~/.cache``), so a second run is incremental. The exit code is
mypy's (0: clean). Run by tests/deploy/test_types.py."""

from __future__ import annotations

import argparse
import ast
import hashlib
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def mapped_folders() -> dict[str, str]:
    """setup.py's MAPPED_FOLDERS (folder -> package), read without running setup()."""
    for node in ast.parse((REPO / "setup.py").read_text()).body:
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "MAPPED_FOLDERS" for t in node.targets
        ):
            folders: dict[str, str] = ast.literal_eval(node.value)
            return folders
    raise SystemExit("setup.py has no MAPPED_FOLDERS")


def lay_tree(root: Path) -> dict[str, str]:
    """``root/trainwarden``: links to the checkout's trainwarden/* and to each mapped folder that
    holds Python code; the map from a tree path prefix back to the checkout's."""
    package = root / "trainwarden"
    if package.exists():
        shutil.rmtree(package)
    package.mkdir(parents=True)
    back = {}
    for entry in (REPO / "trainwarden").iterdir():
        if entry.name != "__pycache__":
            (package / entry.name).symlink_to(entry)
    for folder, name in mapped_folders().items():
        sub = name.removeprefix("trainwarden.")
        if "." in sub or (package / sub).exists():
            raise SystemExit(f"setup.py maps {folder}/ to {name}: not laid out by this script")
        if any(p.name != "__init__.py" for p in (REPO / folder).rglob("*.py")):
            (package / sub).symlink_to(REPO / folder)
            back[f"trainwarden/{sub}/"] = f"{folder}/"
    return back


def default_cache_dir() -> Path:
    base = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    return base / "trainwarden-mypy" / hashlib.sha256(str(REPO).encode()).hexdigest()[:12]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cache-dir", type=Path, default=default_cache_dir())
    args = parser.parse_args(argv)
    cache: Path = args.cache_dir.resolve()
    back = lay_tree(cache / "tree")
    proc = subprocess.run(
        [
            sys.executable, "-m", "mypy", "--config-file", str(REPO / "pyproject.toml"),
            "--cache-dir", str(cache / "mypy"), "-p", "trainwarden",
        ],
        cwd=cache / "tree",
        env={k: v for k, v in os.environ.items() if k not in ("MYPYPATH", "PYTHONPATH")},
        capture_output=True,
        text=True,
    )  # fmt: skip
    pattern = re.compile("^(" + "|".join(re.escape(p) for p in back) + ")", re.MULTILINE)
    sys.stdout.write(pattern.sub(lambda m: back[m.group(1)], proc.stdout))
    sys.stderr.write(proc.stderr)
    return proc.returncode


if __name__ == "__main__":
    sys.exit(main())
