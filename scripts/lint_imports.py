"""import-linter's contracts on the checkout, laid out as the package installs.

`lint-imports` run in the checkout cannot find `trainwarden.workflows`, `.activities` or
`.workers` (setup.py maps those folders only in an install), so it stops on the contracts that
name them. This lays the same tree of symbolic links as scripts/typecheck.py and runs
`lint-imports` on it with the checkout's pyproject.toml: the contracts of the wheel, without
building one.

    .venv/bin/python scripts/lint_imports.py

The exit code is lint-imports' (0: every contract kept). tests/deploy/test_import_layers.py
checks the built wheel the same way."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from typecheck import REPO, lay_tree


def main() -> int:
    with tempfile.TemporaryDirectory(prefix="trainwarden-imports-") as tmp:
        tree = Path(tmp)
        lay_tree(tree)
        env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
        env["PYTHONPATH"] = str(tree)
        lint_imports = Path(sys.executable).parent / "lint-imports"
        return subprocess.run(
            [str(lint_imports), "--config", str(REPO / "pyproject.toml"), "--no-cache"],
            cwd=tree,
            env=env,
        ).returncode


if __name__ == "__main__":
    sys.exit(main())
