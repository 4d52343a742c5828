"""Goodput at scale (`warden goodput project`): the simulation against the closed form, the
responses that decide a launcher's fate, the inputs, and the CLI's table and JSON."""

from __future__ import annotations

import json
import math
import random

import pytest
from helpers_reporting import HISTORIES, report_of_history

from trainwarden.cli import main
from trainwarden.projection.defaults import LLAMA3_MIX, PROFILES, TORCHRUN, TRAINWARDEN
from trainwarden.projection.inputs import load_fleet, load_profiles, measured_costs
from trainwarden.projection.model import FaultCost, FaultKind, Fleet, LauncherProfile
from trainwarden.projection.simulate import (
    LOSS_BUCKETS,
    closed_form_ettr,
    project,
    simulate_run,
)


def _single_kind_fleet(**kw) -> Fleet:
    return Fleet(mix=[FaultKind(name="crash", share=1.0, sticky=False)], **kw)


def _fixed(
    detect: float, decide: float, act: float, schedule: float, stuck: float = 0.0
) -> LauncherProfile:
    return LauncherProfile(
        name="fixed",
        faults={
            "crash": FaultCost(
                detect=detect,
                decide=decide,
                act=act,
                schedule=schedule,
                response="restart",
                stuck=stuck,
            )
        },
    )


def _closed_form_by_hand(c: float, s: float, lam: float, r: float) -> float:
    """A segment of C training + s save succeeds with probability e^(-lam L); a failed attempt
    costs its running time, on average 1/lam - L/(e^(lam L) - 1), plus R. Expected attempts
    e^(lam L): E[wall] = L + (e^(lam L) - 1)(1/lam - L/(e^(lam L) - 1) + R)
                        = (e^(lam L) - 1)(1/lam + R); ETTR = C / E[wall]."""
    seg = c + s
    failures = math.exp(lam * seg) - 1
    mean_lost = 1 / lam - seg / failures
    return c / (seg + failures * (mean_lost + r))


@pytest.mark.parametrize(
    ("gpus", "interval", "save", "costs"),
    [
        (16384, 900.0, 30.0, (3.0, 5.0, 2.0, 30.0)),  # MTTF 1.8 h, recovery 460 s
        (4096, 3600.0, 120.0, (600.0, 0.0, 0.0, 5.0)),  # MTTF 7.2 h, hour-long segments
    ],
)
def test_single_fixed_cost_fault_matches_the_closed_form(gpus, interval, save, costs) -> None:
    fleet = _single_kind_fleet(
        gpus=gpus, checkpoint_interval=interval, checkpoint_save=save, cold_start=300.0,
        checkpoint_load=120.0,
    )  # fmt: skip
    profile = _fixed(*costs)
    r = sum(costs) + fleet.cold_start + fleet.checkpoint_load
    expected = _closed_form_by_hand(interval, save, fleet.failure_rate, r)
    assert closed_form_ettr(fleet, r) == pytest.approx(expected, rel=1e-9)
    result = project(fleet, profile, runs=60, seed=7)
    assert result.ettr == pytest.approx(expected, rel=0.01)
    assert result.closed_form_ettr == pytest.approx(expected, rel=1e-6)
    # the first-order approximation people use: lose about L/2 + R per failure
    approx = interval / (interval + save) / (1 + fleet.failure_rate * (r + (interval + save) / 2))
    assert result.ettr == pytest.approx(approx, rel=0.03)


def test_random_recovery_cost_matches_the_closed_form_with_its_mean() -> None:
    """Half the restarts hang and wait an hour for a person: R is random, independent of when
    the failure struck, so the closed form holds with the mean R (Wald's identity)."""
    fleet = _single_kind_fleet(gpus=8192, human_response=3600.0)
    profile = _fixed(1.0, 0.0, 0.0, 5.0, stuck=0.5)
    mean_r = 1.0 + 5.0 + fleet.cold_start + fleet.checkpoint_load + 0.5 * 3600.0
    expected = _closed_form_by_hand(
        fleet.checkpoint_interval, fleet.checkpoint_save, fleet.failure_rate, mean_r
    )
    result = project(fleet, profile, runs=200, seed=11)
    assert result.closed_form_ettr == pytest.approx(expected, rel=1e-6)
    assert result.ettr == pytest.approx(expected, rel=0.01)
    assert result.loss_share["human_response"] > 0.05


def test_every_second_of_a_run_is_accounted_for() -> None:
    fleet = Fleet(mix=list(LLAMA3_MIX), spare_nodes=2, repair=86400.0)
    for profile in (TRAINWARDEN, TORCHRUN):
        tally = simulate_run(fleet, profile, random.Random(3))
        assert tally.failures > 50
        assert tally.productive + sum(tally.loss.values()) == pytest.approx(tally.wall, rel=1e-9)
        # every loss but the saves is caused by a failure of some kind
        caused = sum(v for b, v in tally.loss.items() if b != "checkpoint_saves")
        assert sum(tally.by_kind.values()) == pytest.approx(caused, rel=1e-9)
        assert sum(tally.failures_by_kind.values()) == tally.failures
        assert tally.loss["spare_wait"] > 0  # two spares, a day of repair: nodes run out


def test_the_queue_wait_costs_a_requeue_and_not_a_restart_inside_the_allocation() -> None:
    """The fleet's queue_wait per restart path: a requeue waits it (closed form with it in R),
    a restart on a spare inside the allocation does not."""
    fleet = _single_kind_fleet(gpus=16384, queue_wait={"requeue": 1200.0})
    requeue = _fixed(3.0, 5.0, 2.0, 30.0)
    inside = LauncherProfile(
        name="inside",
        faults={
            "crash": requeue.faults["crash"].model_copy(update={"restart_path": "in_allocation"})
        },
    )
    r = 3.0 + 5.0 + 2.0 + 30.0 + fleet.cold_start + fleet.checkpoint_load
    waited = project(fleet, requeue, runs=60, seed=5)
    assert waited.closed_form_ettr == pytest.approx(
        _closed_form_by_hand(900.0, 30.0, fleet.failure_rate, r + 1200.0), rel=1e-6
    )
    assert waited.loss_share["queue_wait"] > 0.1
    spared = project(fleet, inside, runs=60, seed=5)
    assert spared.loss_share["queue_wait"] == 0.0
    assert spared.ettr > waited.ettr + 0.1
    assert PROFILES["trainwarden-spares"].faults["gpu"].restart_path == "in_allocation"


def test_a_launcher_that_cannot_exclude_waits_for_a_person_on_sticky_faults() -> None:
    sticky = Fleet(mix=[FaultKind(name="gpu", share=1, sticky=True)], human_response=1800.0)
    plain = LauncherProfile(
        name="plain", faults={"gpu": FaultCost(detect=1, schedule=5, response="restart")}
    )
    assert plain.cost(sticky.mix[0]).response == "human"
    excluding = LauncherProfile(
        name="excl", faults={"gpu": FaultCost(detect=1, schedule=5, response="exclude")}
    )
    a = project(sticky, excluding, runs=5, seed=1)
    b = project(sticky, plain, runs=5, seed=1)
    assert a.loss_share["human_response"] == 0 and b.loss_share["human_response"] > 0.05
    assert a.ettr > b.ettr
    # a longer human response costs the plain launcher more
    slower = project(sticky.model_copy(update={"human_response": 7200.0}), plain, runs=5, seed=1)
    assert slower.ettr < b.ettr


def test_same_seed_same_projection_and_defaults_rank_trainwarden_first() -> None:
    fleet = load_fleet(None, {})
    assert fleet.nodes == 2048 and fleet.mttf_hours == pytest.approx(1.8, abs=0.01)
    assert [k.name for k in fleet.mix][:5] == [
        "gpu",
        "software_bug",
        "network",
        "host_maintenance",
        "nccl_timeout",
    ]
    assert sum(k.share for k in fleet.mix) == pytest.approx(100.0)
    one = project(fleet, TRAINWARDEN, runs=3, seed=5)
    assert one == project(fleet, TRAINWARDEN, runs=3, seed=5)
    other = project(fleet, TORCHRUN, runs=3, seed=5)
    assert one.ettr > other.ettr
    assert one.overhead_points < 0.5


def test_costs_file_updates_a_launcher_and_adds_another(tmp_path) -> None:
    costs = tmp_path / "costs.yaml"
    costs.write_text(
        "launchers:\n"
        "  trainwarden:\n"
        "    faults:\n"
        "      software_bug: {detect: 3s, decide: 5s, schedule: 30s, response: restart}\n"
        "  ft_launcher:\n"
        "    description: NVIDIA ft_launcher, heartbeat timeout 10 s\n"
        "    default: {detect: 10.3s, schedule: 10s, response: restart}\n"
    )
    profiles = load_profiles([costs], [])
    assert profiles["trainwarden"].faults["software_bug"].response == "restart"
    assert profiles["trainwarden"].faults["gpu"] == PROFILES["trainwarden"].faults["gpu"]
    ft = profiles["ft_launcher"]
    gpu = next(k for k in LLAMA3_MIX if k.name == "gpu")
    assert ft.cost(gpu).response == "human" and ft.cost(gpu).detect == pytest.approx(10.3)
    bad = tmp_path / "bad.yaml"
    bad.write_text("launchers:\n  x:\n    fautls: {}\n")
    with pytest.raises(ValueError, match="fautls"):
        load_profiles([bad], [])


async def test_recorded_incidents_give_measured_clocks(tmp_path) -> None:
    report = await report_of_history(next(p for p in HISTORIES if p.stem == "sticky_xid"))
    doc = report.model_dump(mode="json")
    measured = measured_costs(doc, "sticky_xid.json")
    inc = report.incidents[0]
    gpu = measured["gpu"]
    assert gpu.response == "exclude" and gpu.source.startswith("measured")
    assert gpu.detect == inc.timings.time_to_detect
    assert gpu.decide == pytest.approx(inc.badput_seconds["diagnosis"])
    assert gpu.schedule == pytest.approx(inc.badput_seconds["scheduler_wait"])
    assert gpu.act == pytest.approx(
        inc.badput_seconds["exclusion"]
        + inc.badput_seconds["checkpoint_verification"]
        + inc.badput_seconds["other"]
    )
    path = tmp_path / "report.json"
    path.write_text(json.dumps({"jobs": [doc], "fleet": None}))
    profiles = load_profiles([], [path])
    from_file = profiles["trainwarden"].faults["gpu"]
    assert from_file.model_dump(exclude={"source"}) == gpu.model_dump(exclude={"source"})
    assert from_file.source == "measured: median of 1 incident(s) in report.json"
    # a stopped user_code incident: the program's own error waits for a person
    user = await report_of_history(next(p for p in HISTORIES if p.stem == "user_code"))
    assert measured_costs(user.model_dump(mode="json"), "u")["software_bug"].response == "human"


def test_cli_table_and_json(capsys) -> None:
    assert main(["goodput", "project", "--runs", "2", "--days", "5", "--gpus", "4096"]) == 0
    text = capsys.readouterr().out
    for expected in ("trainwarden", "torchrun", "ETTR (mean)", "4096 GPUs", "own overhead"):
        assert expected in text, expected
    argv = ["goodput", "project", "--runs", "2", "--json", "--checkpoint-interval", "30m"]
    assert main(argv) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["fleet"]["checkpoint_interval"] == 1800.0
    assert [lp["launcher"] for lp in out["launchers"]] == ["trainwarden", "torchrun"]
    for lp in out["launchers"]:
        assert set(lp["loss_share"]) == set(LOSS_BUCKETS)
        assert 0 < lp["ettr"] < 1
        assert lp["ettr"] + sum(lp["loss_share"].values()) == pytest.approx(1.0, abs=1e-4)


def test_cli_input_errors_are_one_line_exit_2(tmp_path, capsys) -> None:
    assert main(["goodput", "project", "--compare", "nope"]) == 2
    assert "unknown launcher 'nope'" in capsys.readouterr().err
    fleet = tmp_path / "fleet.yaml"
    fleet.write_text("gpus: -3\n")
    assert main(["goodput", "project", "--fleet", str(fleet)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("warden: error: gpus") and err.count("\n") == 1
    with pytest.raises(SystemExit) as exc:
        main(["goodput", "project", "--checkpoint-save", "5 minutes"])
    assert exc.value.code == 2
