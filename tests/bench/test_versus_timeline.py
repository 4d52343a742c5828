"""bench/versus_floor.py's timeline summary: medians per cell, never across cells (a kill's
milestones are under a second from the fault, a hang's minutes)."""

from __future__ import annotations

from helpers_bench import bench_module

versus_floor = bench_module("versus_floor")


def test_timeline_medians_are_per_cell_and_skip_runs_without_the_mark() -> None:
    text = versus_floor.timeline_text(
        {
            "kill": [
                {"failed_at": 0.2, "detected_at": 0.3, "productive_at": 9.0},
                {"failed_at": 0.1, "detected_at": 0.5, "productive_at": None},
                {"failed_at": 0.3, "detected_at": 0.4, "productive_at": 13.0},
            ],
            "hang @600s": [{"failed_at": -0.2, "detected_at": 121.0, "productive_at": 128.0}],
        }
    )
    kill, hang = text.split("\n\n")
    assert kill == (
        "trainwarden's incident timeline, kill (median s from the fault, 3 runs): "
        "failed_at 0.20, detected_at 0.40, productive_at 11.00."
    )
    assert hang.startswith("trainwarden's incident timeline, hang @600s (median s from the fault")
    assert "failed_at -0.20, detected_at 121.00, productive_at 128.00." in hang


def test_no_timeline_no_text() -> None:
    assert versus_floor.timeline_text({}) == ""
    assert versus_floor.timeline_text({"kill": [{"failed_at": None}]}) == ""
