"""Each preset recognises its tool's real progress lines; `auto` recognises all of them."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from trainwarden.progresslog import PRESETS, LineMatcher, ProgressSettings

sys.path.insert(0, str(Path(__file__).parent))
from real_lines import NOT_STEPS, STEP_LINES

IDS = [f"{preset}-{i}" for i, (_, preset, *_) in enumerate(STEP_LINES)]


@pytest.mark.parametrize(("source", "preset", "line", "step", "total"), STEP_LINES, ids=IDS)
def test_preset_reads_its_tools_line(source, preset, line, step, total):
    found = LineMatcher(preset).match(line)
    assert found is not None, source
    assert (found.step, found.preset) == (step, preset)
    if preset != "lightning":
        assert found.total == total


@pytest.mark.parametrize(("source", "preset", "line", "step", "total"), STEP_LINES, ids=IDS)
def test_auto_recognises_every_presets_line(source, preset, line, step, total):
    found = LineMatcher("auto").match(line)
    assert found is not None and found.step == step and found.preset == preset, source


def test_specific_presets_ignore_other_tools_lines():
    for _, preset, line, _, _ in STEP_LINES:
        for other in PRESETS:
            if other in (preset, "generic") or (other, preset) == ("hf-trainer", "lightning"):
                continue  # generic is meant to be broad; a Lightning bar is a tqdm bar
            assert LineMatcher(other).match(line) is None, (other, line)


def test_the_deepspeed_step_inside_a_tqdm_line_is_generic():
    _, _, line, _, _ = STEP_LINES[5]
    assert LineMatcher("generic").match(line).step == 2000


@pytest.mark.parametrize(("source", "line"), NOT_STEPS, ids=[s for s, _ in NOT_STEPS])
def test_lines_without_a_step_do_not_count(source, line):
    assert LineMatcher("auto").match(line) is None


def test_user_pattern_replaces_presets():
    matcher = LineMatcher(pattern=r"it=(?P<step>\d+)/(?P<total>\d+)")
    assert matcher.match("train it=12/50 loss 1.0").step == 12
    assert matcher.match("train it=12/50 loss 1.0").total == 50
    assert matcher.match(STEP_LINES[0][2]) is None


def test_settings_validate_the_pattern_and_phases():
    with pytest.raises(ValueError, match="named group `step`"):
        ProgressSettings(pattern=r"it=(\d+)")
    with pytest.raises(ValueError, match="not both"):
        ProgressSettings(preset="megatron", pattern=r"(?P<step>\d+)")
    with pytest.raises(ValueError, match="at most 30d"):
        ProgressSettings(phase_limits={"checkpoint": "31d"})
    with pytest.raises(ValueError):
        ProgressSettings(preset="keras")
    settings = ProgressSettings(hang_threshold_initial="10m", phase_limits={"save": "1h"})
    assert settings.hang_threshold_initial == 600 and settings.phase_limits == {"save": 3600}
