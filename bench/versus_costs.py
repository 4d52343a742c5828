"""bench/versus.py's measured clocks as a costs file for `warden goodput project --costs`.

    .venv/bin/python bench/versus_costs.py bench-out/versus/versus.json > versus-costs.yaml

(bench/versus.py writes the same file, ``versus-costs.yaml``, beside versus.json at the end of a
run.) Per launcher measured and per fault kind of the projection, the median over the runs of:

- ``detect`` = noticed;
- ``decide`` = action - noticed (until the launcher's first action);
- ``act`` = 0: what a launcher does after its first action (stopping, attributing, excluding,
  the restart call) has no clock of its own in the bench and is inside ``schedule``;
- ``schedule`` = back - action: the first action until the restarted workers print their start
  line, which they do at process start, before the program's own start-up. So it holds no cold
  start, checkpoint load or recomputation: the projection takes those from the fleet at scale;
- ``stuck`` = the fraction of runs never productive (within the bench's cap).

Which bench fault stands for which fault kind is MAPPINGS, in order of preference; a kind the
bench did not measure is not written, so the projection keeps its default. A clock no run
measured keeps the launcher's default for that kind. Seconds below zero (the bench's stamping
jitter around the fault) are written as 0.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ConfigDict, Field

REPO = Path(__file__).resolve().parents[1]
for _path in (REPO, REPO / "bench"):
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))

from versus_report import cell_name  # noqa: E402

from trainwarden.projection.defaults import PROFILES  # noqa: E402
from trainwarden.projection.model import FaultCost, LauncherProfile, Response  # noqa: E402


class BenchRun(BaseModel):
    """One run of versus.json (bench/versus_report.py RunResult); clocks are s from the fault."""

    model_config = ConfigDict(extra="ignore")

    fault: str
    launcher: str
    pg_timeout: float = 0.0
    clocks: dict[str, float | None] = Field(default_factory=dict)
    productive: bool = False

    @property
    def injected(self) -> bool:
        """A run that never reached the fault (no rank to signal, no step 50) has no clocks."""
        return bool(self.clocks)

    def clock(self, name: str) -> float | None:
        return self.clocks.get(name)


class FaultMapping(BaseModel):
    """A bench fault and the projection's fault kinds it measures."""

    fault: str
    kinds: tuple[str, ...]
    sticky: bool = Field(description="the fault stays with a node: only moving off it helps")
    response_measured: bool = Field(
        description="the bench's fault is the kind's fault as the launcher sees it (same "
        "stickiness, same evidence), so what the launcher did is its response to the kind"
    )
    why: str


# In order of preference: a kind two faults measure takes the first one's runs.
MAPPINGS: tuple[FaultMapping, ...] = (
    FaultMapping(
        fault="badnode",
        kinds=("gpu", "network"),
        sticky=True,
        response_measured=True,
        why="the node's ranks die at every start (a sticky Xid): a sticky process death",
    ),
    FaultMapping(
        fault="hang",
        kinds=("nccl_timeout",),
        sticky=False,
        response_measured=True,
        why="a stopped rank hangs the job until the process-group timeout; the runs at the "
        "largest timeout measured (600 s, the NCCL default, unless --quick)",
    ),
    FaultMapping(
        fault="kill",
        kinds=("gpu", "network", "software_bug"),
        sticky=False,
        response_measured=False,
        why="one rank's process dies, not sticky: the clocks of a process death (the defaults "
        "treat these three kinds as one); the response stays the launcher's own, a SIGKILL is "
        "neither a sticky fault nor an exception the playbook attributes to the program",
    ),
)


def load_runs(doc: Any) -> list[BenchRun]:
    """versus.json (or versus.partial.json): a list of runs."""
    if not isinstance(doc, list):
        raise ValueError("expected versus.json: a list of runs")
    return [BenchRun.model_validate(r) for r in doc]


def _median(values: list[float]) -> float | None:
    return round(max(0.0, statistics.median(values)), 3) if values else None


def _between(runs: list[BenchRun], start: str, end: str) -> list[float]:
    return [
        b - a
        for r in runs
        if (a := r.clock(start)) is not None and (b := r.clock(end)) is not None
    ]


def measured_response(runs: list[BenchRun], sticky: bool) -> Response:
    """human: never productive. Productive again on a sticky fault means the launcher moved off
    the node whose ranks die at every start: exclude. Otherwise: restart."""
    if not any(r.productive for r in runs):
        return "human"
    return "exclude" if sticky else "restart"


def fault_cost(
    runs: list[BenchRun], mapping: FaultMapping, base: FaultCost | None, cell: str
) -> FaultCost:
    """One kind's cost from one launcher's runs of one bench fault. base: the launcher's
    default for the kind (None: a launcher the projection does not know, such as the peer)."""
    measured = {
        "detect": _median([n for r in runs if (n := r.clock("noticed")) is not None]),
        "decide": _median(_between(runs, "noticed", "action")),
        "schedule": _median(_between(runs, "action", "back")),
    }
    if measured["schedule"] is not None:
        measured["act"] = 0.0  # inside schedule: no clock between the first action and back
    kept = [k for k in ("detect", "decide", "act", "schedule") if measured.get(k) is None]
    take_response = mapping.response_measured or base is None
    never = sum(not r.productive for r in runs)
    source = (
        f"bench/versus.py {cell}: median of {len(runs)} run(s), {never} never productive; "
        f"response {'measured' if take_response else 'kept (the launcher default)'}"
        + (f"; not measured (default kept): {', '.join(kept)}" if kept else "")
    )
    base = base or FaultCost()
    return base.model_copy(
        update={
            **{k: v for k, v in measured.items() if v is not None},
            "response": measured_response(runs, mapping.sticky) if take_response else base.response,
            "stuck": round(never / len(runs), 3),
            "source": source,
        }
    )


def bench_costs(
    runs: list[BenchRun], profiles: dict[str, LauncherProfile] = PROFILES
) -> dict[str, dict[str, FaultCost]]:
    """launcher -> fault kind -> cost, for every launcher and kind the runs measured. Runs that
    never reached the fault are left out; hang runs count only at the largest timeout."""
    injected = [r for r in runs if r.injected]
    hang_pg = max((r.pg_timeout for r in injected if r.fault == "hang"), default=None)
    out: dict[str, dict[str, FaultCost]] = {}
    for launcher in dict.fromkeys(r.launcher for r in injected):
        profile = profiles.get(launcher)
        faults: dict[str, FaultCost] = {}
        for mapping in MAPPINGS:
            mine = [
                r
                for r in injected
                if r.launcher == launcher
                and r.fault == mapping.fault
                and (r.fault != "hang" or r.pg_timeout == hang_pg)
            ]
            if not mine:
                continue
            cell = cell_name(mapping.fault, mine[0].pg_timeout)
            for kind in mapping.kinds:
                if kind not in faults:
                    base = profile.faults.get(kind) if profile else None
                    faults[kind] = fault_cost(mine, mapping, base, cell)
        if faults:
            out[launcher] = faults
    return out


PEER_DESCRIPTION = "bench/versus.py --peer-command: the launcher run in torchrun's place"


def costs_document(runs: list[BenchRun]) -> dict[str, Any]:
    """The costs file (docs/goodput.md, "Inputs"): a launcher the projection does not know (the
    peer) comes with a description; the kinds it was not measured on wait for a person."""
    launchers: dict[str, Any] = {}
    for name, faults in bench_costs(runs).items():
        entry: dict[str, Any] = {} if name in PROFILES else {"description": PEER_DESCRIPTION}
        entry["faults"] = {
            kind: cost.model_dump(mode="json")
            for kind, cost in faults.items()
        }
        launchers[name] = entry
    return {"launchers": launchers}


def costs_yaml(runs: list[BenchRun], label: str) -> str:
    """The costs file as YAML, with a header saying where it comes from."""
    header = [
        f"# Per-fault clocks measured by bench/versus.py ({label}, {len(runs)} run(s)), in s.",
        "# warden goodput project --costs THIS_FILE   (docs/goodput.md: the mapping)",
        "# detect = noticed, decide = action - noticed, schedule = back - action (workers",
        "# started, before the program's start-up), stuck = runs never productive / runs.",
        "# Cold start, checkpoint load and recomputation are the fleet's, not the bench's.",
    ]
    header.append("# Bench fault -> fault kinds (a kind takes the first fault that measured it):")
    header += [f"#   {m.fault} -> {', '.join(m.kinds)}" for m in MAPPINGS]
    body = yaml.safe_dump(costs_document(runs), sort_keys=False, width=100)
    return "\n".join(header) + "\n" + body


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description="versus.json -> a costs file, on stdout")
    p.add_argument("versus_json", type=Path, help="bench/versus.py's versus.json")
    args = p.parse_args(argv)
    try:
        runs = load_runs(json.loads(args.versus_json.read_text(encoding="utf-8")))
    except (OSError, ValueError) as exc:  # json and pydantic errors are ValueErrors
        sys.stderr.write(f"versus_costs: {args.versus_json}: {str(exc).splitlines()[0]}\n")
        return 2
    sys.stdout.write(costs_yaml(runs, args.versus_json.name))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
