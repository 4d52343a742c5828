"""Where a projection's numbers come from besides the defaults: a fleet file, a costs file (per
launcher and fault kind, the shape a benchmark writes) and recorded incidents (the output of
`warden report --json`), which give trainwarden's measured per-fault clocks.
"""

from __future__ import annotations

import statistics
from collections import Counter
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, Field

from trainwarden.projection.defaults import LLAMA3_MIX, PROFILES
from trainwarden.projection.model import FaultCost, Fleet, LauncherProfile

# Attribution categories (docs/attribution.md) -> the fault kinds of the default mix they stand for.
CATEGORY_KINDS: dict[str, tuple[str, ...]] = {
    "gpu_hardware": ("gpu",),
    "network": ("network",),
    "node_failure": ("host_maintenance", "other"),
    "hang": ("nccl_timeout",),
    "user_code": ("software_bug",),
}


class CostsFile(BaseModel):
    """{"launchers": {name: {"description"?, "faults": {kind: cost}, "default"?}}}."""

    launchers: dict[str, dict[str, Any]] = Field(default_factory=dict)


def read_document(path: Path) -> Any:
    """YAML or JSON (JSON is YAML); OSError / yaml.YAMLError propagate to the caller."""
    return yaml.safe_load(path.read_text(encoding="utf-8"))


def load_fleet(path: Path | None, overrides: dict[str, Any]) -> Fleet:
    """The fleet file (any Fleet field; no mix: the Llama 3 mix), then overrides on top."""
    data: dict[str, Any] = {}
    if path is not None:
        doc = read_document(path)
        if not isinstance(doc, dict):
            raise ValueError(f"{path}: expected a mapping of fleet fields")
        data.update(doc)
    data.update({k: v for k, v in overrides.items() if v is not None})
    data.setdefault("mix", [k.model_dump() for k in LLAMA3_MIX])
    return Fleet.model_validate(data)


def merge_costs(profiles: dict[str, LauncherProfile], doc: Any) -> dict[str, LauncherProfile]:
    """Launchers of a costs file: a known name updates that profile kind by kind; a new name is
    a new launcher (kinds it does not describe need a person unless it gives a default)."""
    costs = CostsFile.model_validate(doc)
    out = dict(profiles)
    for name, entry in costs.launchers.items():
        base = out.get(name, LauncherProfile(name=name))
        faults = dict(base.faults)
        for kind, cost in (entry.get("faults") or {}).items():
            faults[kind] = FaultCost.model_validate({"source": "costs file", **cost})
        update: dict[str, Any] = {"faults": faults}
        if "default" in entry:
            update["default"] = FaultCost.model_validate(
                {"source": "costs file", **entry["default"]}
            )
        if "description" in entry:
            update["description"] = str(entry["description"])
        extra = set(entry) - {"faults", "default", "description"}
        if extra:
            raise ValueError(f"launcher {name}: unknown field(s) {sorted(extra)}")
        out[name] = base.model_copy(update=update)
    return out


def _incidents(doc: Any) -> list[dict[str, Any]]:
    """Incidents of `warden report --json`: one job, a list of jobs, or {"jobs": [...]}."""
    jobs = doc.get("jobs", [doc]) if isinstance(doc, dict) else doc
    if not isinstance(jobs, list):
        raise ValueError("expected the output of `warden report --json`")
    out: list[dict[str, Any]] = []
    for job in jobs:
        if not isinstance(job, dict) or not isinstance(job.get("incidents"), list):
            raise ValueError("expected the output of `warden report --json` (no 'incidents')")
        out.extend(i for i in job["incidents"] if isinstance(i, dict))
    return out


def _response(inc: dict[str, Any]) -> str:
    steps = {a.get("step") for a in inc.get("actions", [])}
    if inc.get("outcome") in ("stopped", "awaiting_operator", "deadline_missed"):
        return "human"
    if "exclude" in steps:
        return "exclude"
    return "restart" if "restart" in steps else "human"


IN_ALLOCATION_NOTE = "same job, no requeue"  # a Slurm restart on a spare (docs/slurm.md)


def _path(inc: dict[str, Any]) -> str:
    """in_allocation when the restart started a new step on a spare inside the allocation;
    else requeue (the queue's wait is then the fleet's queue_wait.requeue)."""
    restarts = [a for a in inc.get("actions", []) if a.get("step") == "restart"]
    inside = any(IN_ALLOCATION_NOTE in (a.get("summary") or "") for a in restarts)
    return "in_allocation" if inside else "requeue"


def measured_costs(doc: Any, label: str) -> dict[str, FaultCost]:
    """Per fault kind, the median clocks of the recorded incidents of its categories:
    detect = time_to_detect, decide = diagnosis, act = exclusion + checkpoint verification +
    other/orchestration, schedule = scheduler wait; response = what was done most often.
    Start-up and recomputation are not taken: at scale they are the fleet's."""
    by_kind: dict[str, list[dict[str, Any]]] = {}
    for inc in _incidents(doc):
        timings = inc.get("timings") or {}
        if timings.get("time_to_detect") is None or not inc.get("badput_seconds"):
            continue
        for kind in CATEGORY_KINDS.get(inc.get("category") or "", ()):
            by_kind.setdefault(kind, []).append(inc)
    out: dict[str, FaultCost] = {}
    for kind, incs in by_kind.items():
        b = [i["badput_seconds"] for i in incs]
        out[kind] = FaultCost(
            detect=statistics.median(i["timings"]["time_to_detect"] for i in incs),
            decide=statistics.median(x.get("diagnosis", 0.0) for x in b),
            act=statistics.median(
                x.get("exclusion", 0.0)
                + x.get("checkpoint_verification", 0.0)
                + x.get("other", 0.0)
                for x in b
            ),
            schedule=statistics.median(
                max(
                    0.0,
                    x.get("scheduler_wait", 0.0)
                    - ((i.get("timings") or {}).get("time_in_queue") or 0.0),
                )
                for i, x in zip(incs, b, strict=True)
            ),  # the queue's wait is the fleet's (queue_wait), not the launcher's
            restart_path=Counter(_path(i) for i in incs).most_common(1)[0][0],  # type: ignore[arg-type]
            response=Counter(_response(i) for i in incs).most_common(1)[0][0],  # type: ignore[arg-type]
            source=f"measured: median of {len(incs)} incident(s) in {label}",
        )
    return out


def load_profiles(
    costs: list[Path], incidents: list[Path], launcher: str = "trainwarden"
) -> dict[str, LauncherProfile]:
    """Built-in profiles, updated by costs files, then by measured incidents (for launcher)."""
    profiles = dict(PROFILES)
    for path in costs:
        profiles = merge_costs(profiles, read_document(path))
    for path in incidents:
        measured = measured_costs(read_document(path), path.name)
        base = profiles.get(launcher, LauncherProfile(name=launcher))
        profiles[launcher] = base.model_copy(update={"faults": {**base.faults, **measured}})
    return profiles
