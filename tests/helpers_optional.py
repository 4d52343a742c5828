"""Skip a test module when an optional package is not installed, without importing it: a
module-level `pytest.importorskip("torch")` imports torch (about 3 s of CPU) in every collection,
once per xdist worker, even when no test of the module runs there."""

from __future__ import annotations

from importlib.util import find_spec

import pytest


def skip_without(*modules: str) -> None:
    """Skip the calling test module unless every one of ``modules`` is installed."""
    missing = [name for name in modules if find_spec(name) is None]
    if missing:
        pytest.skip(f"not installed: {', '.join(missing)}", allow_module_level=True)
