"""Live check against the project's local simulated cluster: its fault text, our verdicts.

Catches drift between the simulator's wording (written by another part of the project) and the
signature catalogs; the recorded sim-* bundles in the corpus are the static counterpart.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from trainwarden.attribution import attribute_bundle

GENERATOR = Path(__file__).resolve().parent / "fixtures_gen" / "generate_sim_bundles.py"


def _generator():
    spec = importlib.util.spec_from_file_location("tw_sim_generator", GENERATOR)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("case", ["xid79", "node-loss", "user-code"])
def test_simulated_fault_is_attributed_as_injected(case: str, tmp_path: Path) -> None:
    generator = _generator()
    bundle = generator.record(case, tmp_path)
    label = generator.CASES[case][2]
    result = attribute_bundle(bundle)
    assert (result.verdict, result.category, result.implicated_nodes) == (
        label["verdict"], label["category"], label["implicated_nodes"]), result.explanation
