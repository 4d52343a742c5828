"""The first cell of bench/versus.py (a rank SIGKILLed, one run, torchrun and trainwarden) end
to end, so the benchmark keeps working. Asserts that it completes and that its table carries
every clock for both launchers; no figure is asserted (the benchmark prints figures)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from helpers_optional import skip_without

from trainwarden.projection.inputs import load_profiles

skip_without("torch", "numpy", "PIL")
pytestmark = pytest.mark.torch

REPO = Path(__file__).resolve().parents[2]


def test_the_rank_sigkill_cell_runs_under_both_launchers(tmp_path: Path) -> None:
    out = tmp_path / "out"
    done = subprocess.run(
        [sys.executable, str(REPO / "bench" / "versus.py"), "--quick", "--faults", "kill"]
        + ["--out", str(out)],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    runs = json.loads((out / "versus.json").read_text())
    assert sorted(r["launcher"] for r in runs) == ["torchrun", "trainwarden"]
    for r in runs:
        assert r["fault"] == "kill" and r["pre_step"] is not None and r["pre_step"] >= 50, r
        # noticed, first action and workers back: every launcher restarts a killed rank
        for clock in ("noticed", "action", "back"):
            assert r["clocks"][clock] is not None and r["clocks"][clock] >= 0, (clock, r)
        # productive: a number, or the run is counted as never productive (torchrun's restarted
        # workers can hang in init_process_group; that is a finding, not a broken benchmark)
        assert (r["clocks"]["productive"] is not None) == r["productive"], r
    [warden] = [r for r in runs if r["launcher"] == "trainwarden"]
    assert warden["productive"], warden
    assert set(warden["honest"]) == {
        "failed_at - fault",
        "detected_at - first seen in a query",
        "productive_at - productive line",
        "cold start - outside",
        "step time - outside pace",
    }
    # the example torch program: the floor's cold start and step time were recorded and agree
    # with the outside clock within 1 s, and the incident's floor is complete
    for check in ("cold start - outside", "step time - outside pace"):
        assert warden["honest"][check] is not None and abs(warden["honest"][check]) <= 1.0
    floor = warden["floor"]
    assert floor["floor"] is not None and floor["ratio"] is not None, floor
    assert set(floor["parts"]) == {"cold_start", "checkpoint_load", "recomputation"}
    table = (out / "versus.md").read_text()
    for clock in ("noticed", "action", "back", "productive", "never productive"):
        assert f"| kill | {clock} |" in table
    assert "ratio trainwarden / torchrun" in table and "Honest clocks:" in table
    assert "Floor (trainwarden's `warden report`, 1 of 1 runs complete)" in table
    assert (out / "versus-kill.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert "| kill | productive |" in done.stdout  # the table is printed as well
    # the measured clocks as a costs file for `warden goodput project` (bench/versus_costs.py)
    profiles = load_profiles([out / "versus-costs.yaml"], [])
    for launcher in ("torchrun", "trainwarden"):
        assert profiles[launcher].faults["software_bug"].source.startswith("bench/versus.py kill")
