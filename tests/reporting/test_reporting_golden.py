"""Reports built from the histories the e2e suite recorded: numbers pinned in golden JSON, and
the badput buckets always partition the interruption exactly."""

from __future__ import annotations

import json
import os

import pytest
from helpers_reporting import GOLDEN_DIR, HISTORIES, report_of_history

from trainwarden.reporting.badput import BUCKET_NAMES


def _numbers(report) -> dict:
    """The numbers a report promises (not the free text, which may be reworded)."""
    return {
        "state": report.state,
        "totals": report.totals.model_dump(mode="json"),
        "goodput": report.goodput.model_dump(mode="json") if report.goodput else None,
        "incidents": [
            {
                "number": i.number,
                "outcome": i.outcome,
                "category": i.category,
                "signature": i.signature,
                "excluded_nodes": i.excluded_nodes,
                "checkpoint_step": i.checkpoint_step,
                "lost_steps": i.lost_steps,
                "actions": [a.step for a in i.actions],
                "timings": i.timings.model_dump(mode="json"),
                "badput_seconds": i.badput_seconds,
                "floor": (
                    i.floor.model_dump(mode="json", exclude={"parts": {"__all__": {"source"}}})
                    if i.floor
                    else None
                ),
            }
            for i in report.incidents
        ],
    }


@pytest.mark.parametrize("path", HISTORIES, ids=[p.stem for p in HISTORIES])
async def test_report_numbers_match_golden(path) -> None:
    numbers = _numbers(await report_of_history(path))
    golden = GOLDEN_DIR / f"{path.stem}.json"
    if os.environ.get("TRAINWARDEN_UPDATE_GOLDEN"):
        golden.write_text(json.dumps(numbers, indent=1, sort_keys=True) + "\n")
    assert golden.exists(), (
        f"no golden file {golden}: write it with TRAINWARDEN_UPDATE_GOLDEN=1, check it, commit it"
    )
    assert numbers == json.loads(golden.read_text())


@pytest.mark.parametrize("path", HISTORIES, ids=[p.stem for p in HISTORIES])
async def test_buckets_add_up_to_time_to_productive_training(path) -> None:
    report = await report_of_history(path)
    assert report.incidents
    for inc in report.incidents:
        assert set(inc.badput_seconds) == set(BUCKET_NAMES)
        assert all(v >= 0 for v in inc.badput_seconds.values())
        total = sum(inc.badput_seconds.values())
        if inc.timings.time_to_productive_training is not None:
            assert inc.badput_complete
            # DESIGN durations are rounded to milliseconds; the buckets keep microseconds
            assert total == pytest.approx(inc.timings.time_to_productive_training, abs=5e-4)
            assert inc.badput_seconds["detection"] == pytest.approx(
                inc.timings.time_to_detect, abs=5e-4
            )
        else:
            assert not inc.badput_complete


async def test_sticky_xid_report_reads_like_the_incident() -> None:
    report = await report_of_history(next(p for p in HISTORIES if p.stem == "sticky_xid"))
    inc = report.incidents[0]
    assert inc.category == "gpu_hardware" and inc.signature == "xid-79"
    assert "Xid" in (inc.evidence or "")
    assert inc.excluded_nodes == ["node-2"]
    # the Xid line is a first sign: the healthy ranks are stopped before the exclusion
    assert [a.step for a in inc.actions] == [
        "stop_remaining_ranks",
        "exclude",
        "verify_checkpoint",
        "restart",
    ]
    assert any(cmd.command for a in inc.actions for cmd in a.commands)
    assert inc.badput_seconds["exclusion"] > 0 and inc.badput_seconds["scheduler_wait"] > 0
    g = report.goodput
    assert g is not None and 0 < g.goodput < 1
    bad = sum(g.badput_seconds.values())
    assert g.productive_seconds + bad == pytest.approx(g.wall_seconds, abs=1e-5)


async def test_text_report_names_cause_actions_commands_and_clocks() -> None:
    from rich.console import Console

    from trainwarden.workers.report import print_report

    # a sticky Xid recorded before the floor clocks: the floor is incomplete, bounded above
    report = await report_of_history(next(p for p in HISTORIES if p.stem == "shadow_playbook"))
    console = Console(record=True, width=160)
    print_report(console, report)
    text = console.export_text()
    for expected in (
        "incident 1 (failed) -> recovered",
        "cause: attributed gpu_hardware (xid-79)",
        "evidence: logs/node-2/kernel.log:1",
        "action exclude",
        "$ local-cluster exclude node-2",
        "checkpoint restored: step 10",
        "lost steps: 2",
        "time_to_productive_training",
        "badput: detection 4.41s",
        "floor: cold start unknown + checkpoint load unknown + recomputation 0.20s",
        "cold start: not recorded",
        "time-to-productive 6.08s >= 4.67x the floor",
        "beyond the floor: detection 4.41s, attribution 0.07s",
        "goodput",
    ):
        assert expected in text, expected
