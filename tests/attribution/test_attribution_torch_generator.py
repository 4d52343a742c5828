"""The torch fixture generator still produces bundles the engine attributes as labelled.

Runs real torch.distributed jobs (gloo, CPU, 4 ranks on 2 virtual nodes), so it needs torch:
it runs when torch imports here, or when TRAINWARDEN_TORCH_PYTHON names an interpreter that
has torch (e.g. a separate venv); otherwise it is skipped. The committed torch-* bundles in the
corpus were produced by this generator and are checked by the corpus test without torch.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from trainwarden.attribution import attribute_bundle

GENERATOR = Path(__file__).resolve().parent / "fixtures_gen" / "generate_torch_bundles.py"
# Two of its scenarios: a rank's exception and a rank stopped inside a collective (the one whose
# attribution reads the most: timeouts on the others, which rank stopped). A SIGKILLed rank under
# real torchrun is seen by the end-to-end tests (tests/e2e/test_e2e_torch.py) and the versus
# benchmark's cell; each scenario here costs six torch processes (about 15 s of CPU).
QUICK = ["torch-raise-valueerror", "torch-hang-in-collective"]


def _torch_python() -> str:
    override = os.environ.get("TRAINWARDEN_TORCH_PYTHON")
    if override:
        return override
    import torch  # noqa: F401  (scripts/install.sh installs it: a missing torch fails, not skips)

    return sys.executable


@pytest.mark.torch
def test_generated_torch_bundles_attribute_as_labelled(tmp_path: Path) -> None:
    python = _torch_python()
    env = dict(os.environ, PATH=f"{Path(python).parent}{os.pathsep}{os.environ.get('PATH', '')}")
    subprocess.run([python, str(GENERATOR), str(tmp_path), *QUICK], check=True, env=env,
                   timeout=600)
    labels = json.loads((tmp_path / "labels.json").read_text())
    assert set(labels) == set(QUICK)
    for name, label in labels.items():
        result = attribute_bundle(tmp_path / name)
        assert (result.verdict, result.category, result.implicated_nodes) == (
            label["verdict"], label["category"], label["implicated_nodes"]), (name, result)
        assert (tmp_path / name / "logs" / "node-2" / "launcher.log").is_file()
