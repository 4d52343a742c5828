"""bench/versus_costs.py: versus.json's runs -> a costs file for `warden goodput project --costs`.
The runs are written here in versus.json's shape (bench/versus_report.py RunResult); every
expected figure is computed from them, none is a wall-clock time."""

from __future__ import annotations

import json
import statistics
from pathlib import Path

import pytest
import yaml
from helpers_bench import bench_module

from trainwarden.cli import main as warden
from trainwarden.projection.defaults import PROFILES
from trainwarden.projection.inputs import load_fleet, load_profiles
from trainwarden.projection.simulate import project

versus_costs = bench_module("versus_costs")
RunResult = bench_module("versus_report").RunResult


def _run(
    fault: str,
    launcher: str,
    clocks: tuple[float | None, float | None, float | None] | None,
    productive: bool = True,
    pg: float = 60.0,
) -> dict:
    """One run as versus.py writes it (a RunResult's fields); clocks = (noticed, action, back),
    None: never reached the fault (the bench leaves such a run's clocks empty)."""
    run = RunResult(fault=fault, launcher=launcher, rep=0, pg_timeout=pg, pre_step=50)
    if clocks is not None:
        noticed, action, back = clocks
        run.productive = productive
        run.clocks = {"noticed": noticed, "action": action, "back": back, "productive": None}
        if productive and back is not None:
            run.clocks["productive"] = back + 5.0
    return json.loads(json.dumps(run.__dict__, default=str))  # as versus.py writes it


# torchrun: the killed rank's restarted workers hang in 2 of 5 runs; the bad node is never
# productive again. trainwarden: every run productive, the bad node excluded.
KILL_TORCHRUN = [
    _run("kill", "torchrun", (0.2, 0.3, 2.9)),
    _run("kill", "torchrun", (0.3, 0.3, 3.4), productive=False),
    _run("kill", "torchrun", (0.7, 0.7, 2.1)),
    _run("kill", "torchrun", (0.25, 0.4, 3.6), productive=False),
    _run("kill", "torchrun", (0.2, 0.25, 2.5)),
]
KILL_WARDEN = [
    _run("kill", "trainwarden", (0.3, 0.4, 3.3)),
    _run("kill", "trainwarden", (1.3, 1.5, 6.0)),
    _run("kill", "trainwarden", (0.9, 1.0, 4.1)),
    _run("kill", "trainwarden", None),  # never reached the fault: not a run of the launcher
]
BADNODE = [
    _run("badnode", "torchrun", (0.3, 0.3, 2.8), productive=False),
    _run("badnode", "torchrun", (0.1, 0.2, 4.0), productive=False),
    _run("badnode", "trainwarden", (-0.02, 1.6, 5.4)),
    _run("badnode", "trainwarden", (1.9, 2.0, 8.8)),
]
HANG = [
    _run("hang", "torchrun", (61.1, 61.1, 93.8), pg=60.0),
    _run("hang", "torchrun", (601.3, 601.3, 633.8), pg=600.0),
    _run("hang", "torchrun", (604.1, 604.1, 636.8), pg=600.0, productive=False),
    _run("hang", "trainwarden", (63.7, 63.8, 66.7), pg=60.0),
    _run("hang", "trainwarden", (120.0, 120.1, 123.1), pg=600.0),
    _run("hang", "trainwarden", (121.4, 121.6, 127.7), pg=600.0),
]


def _costs(tmp_path: Path, runs: list[dict], capsys: pytest.CaptureFixture[str]) -> Path:
    """versus.json written, then `bench/versus_costs.py versus.json > costs.yaml`."""
    src = tmp_path / "versus.json"
    src.write_text(json.dumps(runs))
    assert versus_costs.main([str(src)]) == 0
    out = tmp_path / f"costs-{len(list(tmp_path.glob('costs-*')))}.yaml"
    out.write_text(capsys.readouterr().out)
    return out


def _clocks(runs: list[dict]) -> dict[str, float]:
    """The expected medians, from the runs: detect, decide, schedule, stuck."""
    done = [r for r in runs if r["clocks"]]
    c = [r["clocks"] for r in done]
    return {
        "detect": max(0.0, statistics.median(x["noticed"] for x in c)),
        "decide": statistics.median(x["action"] - x["noticed"] for x in c),
        "schedule": statistics.median(x["back"] - x["action"] for x in c),
        "stuck": sum(not r["productive"] for r in done) / len(done),
    }


def test_medians_stuck_and_the_mapping(tmp_path, capsys) -> None:
    runs = KILL_TORCHRUN + KILL_WARDEN + BADNODE + HANG
    doc = yaml.safe_load(_costs(tmp_path, runs, capsys).read_text())
    torchrun = doc["launchers"]["torchrun"]["faults"]
    warden = doc["launchers"]["trainwarden"]["faults"]
    # kinds the bench measured nothing like are not written: the projection keeps its defaults
    for faults in (torchrun, warden):
        assert set(faults) == {"gpu", "network", "software_bug", "nccl_timeout"}
    # a killed rank: the clocks of a process death, the launcher's own response kept
    kills = ((torchrun, KILL_TORCHRUN, "torchrun"), (warden, KILL_WARDEN, "trainwarden"))
    for faults, kill, launcher in kills:
        bug = faults["software_bug"]
        for clock, value in _clocks(kill).items():
            assert bug[clock] == pytest.approx(value, abs=1e-3), (launcher, clock)
        assert bug["act"] == 0  # after the first action: inside schedule
        assert bug["response"] == PROFILES[launcher].faults["software_bug"].response
    assert torchrun["software_bug"]["stuck"] == pytest.approx(2 / 5)
    assert "of 3 run(s)" in warden["software_bug"]["source"]  # the run without a fault left out
    # the bad node (sticky) wins over the kill for gpu and network, with the response measured:
    # productive again on a node whose ranks die at every start is moving off it, an exclusion
    for kind in ("gpu", "network"):
        for faults, launcher in ((torchrun, "torchrun"), (warden, "trainwarden")):
            mine = [r for r in BADNODE if r["launcher"] == launcher]
            for clock, value in _clocks(mine).items():
                assert faults[kind][clock] == pytest.approx(value, abs=1e-3), (launcher, clock)
        assert torchrun[kind]["response"] == "human" and torchrun[kind]["stuck"] == 1.0
        assert warden[kind]["response"] == "exclude" and warden[kind]["stuck"] == 0.0
    # the hang: only the runs at the largest process-group timeout
    for faults, launcher in ((torchrun, "torchrun"), (warden, "trainwarden")):
        at_600 = [r for r in HANG if r["launcher"] == launcher and r["pg_timeout"] == 600.0]
        for clock, value in _clocks(at_600).items():
            assert faults["nccl_timeout"][clock] == pytest.approx(value, abs=1e-3), launcher
        assert faults["nccl_timeout"]["response"] == "restart"
    assert torchrun["nccl_timeout"]["stuck"] == pytest.approx(1 / 2)
    # a negative median (stamping jitter around the fault) is written as 0
    assert warden["gpu"]["detect"] >= 0


def test_a_fault_the_bench_did_not_run_is_absent(tmp_path, capsys) -> None:
    doc = yaml.safe_load(_costs(tmp_path, KILL_TORCHRUN, capsys).read_text())
    assert list(doc["launchers"]) == ["torchrun"]
    faults = doc["launchers"]["torchrun"]["faults"]
    assert set(faults) == {"gpu", "network", "software_bug"}
    # no bad node: gpu and network take the kill's clocks, and keep torchrun's own response
    for kind in ("gpu", "network"):
        assert faults[kind]["response"] == PROFILES["torchrun"].faults[kind].response
        assert faults[kind]["detect"] == faults["software_bug"]["detect"]
    empty = yaml.safe_load(_costs(tmp_path, [_run("kill", "torchrun", None)], capsys).read_text())
    assert empty == {"launchers": {}}


def test_the_costs_file_loads_and_its_stuck_lowers_torchruns_ettr(tmp_path, capsys) -> None:
    runs = KILL_TORCHRUN + KILL_WARDEN + BADNODE + HANG
    path = _costs(tmp_path, runs, capsys)
    profiles = load_profiles([path], [])
    bug = profiles["torchrun"].faults["software_bug"]
    assert bug.stuck == pytest.approx(2 / 5) and bug.source.startswith("bench/versus.py kill")
    host = "host_maintenance"
    assert profiles["torchrun"].faults[host] == PROFILES["torchrun"].faults[host]
    # the same runs, every torchrun kill productive: only the stuck fraction differs
    healed = [{**r, "productive": True} if r in KILL_TORCHRUN else r for r in runs]
    no_stuck = load_profiles([_costs(tmp_path, healed, capsys)], [])
    assert no_stuck["torchrun"].faults["software_bug"].stuck == 0.0
    fleet = load_fleet(None, {"days": 20.0})

    def ettr(profiles, closed: bool) -> float:
        p = project(fleet, profiles["torchrun"], runs=30, seed=3)
        return p.closed_form_ettr if closed else p.ettr

    for closed in (True, False):  # the file against its own runs healed and against none
        assert ettr(profiles, closed) < ettr(no_stuck, closed)
        assert ettr(profiles, closed) < ettr(PROFILES, closed)
    # the CLI reads it as it reads a hand-written costs file
    assert warden(["goodput", "project", "--costs", str(path), "--runs", "2", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    [tr] = [lp for lp in report["launchers"] if lp["launcher"] == "torchrun"]
    assert tr["responses"]["software_bug"]["stuck"] == pytest.approx(2 / 5)


def test_a_peer_launcher_is_a_new_launcher_with_its_measured_responses(tmp_path, capsys) -> None:
    runs = [{**r, "launcher": "peer"} for r in KILL_TORCHRUN + HANG if r["launcher"] == "torchrun"]
    path = _costs(tmp_path, runs, capsys)
    entry = yaml.safe_load(path.read_text())["launchers"]["peer"]
    assert entry["description"] == versus_costs.PEER_DESCRIPTION
    # no default to keep: what it did is its response
    assert entry["faults"]["software_bug"]["response"] == "restart"
    peer = load_profiles([path], [])["peer"]
    fleet = load_fleet(None, {})
    host = next(k for k in fleet.mix if k.name == "host_maintenance")
    assert peer.cost(host).response == "human"  # not measured: a person, as for any new launcher
    argv = ["goodput", "project", "--costs", str(path), "--compare", "peer", "--runs", "1"]
    assert warden(argv) == 0
    capsys.readouterr()


def test_not_a_versus_json_is_one_line_exit_2(tmp_path, capsys) -> None:
    bad = tmp_path / "versus.json"
    bad.write_text(json.dumps({"runs": []}))
    assert versus_costs.main([str(bad)]) == 2
    err = capsys.readouterr().err
    assert "expected versus.json" in err and len(err.strip().splitlines()) == 1
