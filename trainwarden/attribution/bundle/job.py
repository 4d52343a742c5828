"""job.json, the shape of the job a bundle is about, and the error for an unusable bundle."""

from __future__ import annotations

import json
from datetime import UTC
from pathlib import Path

from pydantic import AwareDatetime, BaseModel, ConfigDict, Field, ValidationError

from trainwarden.attribution.timestamps import TimeContext, zone
from trainwarden.untrusted.bounded_data import DataError, loads_json
from trainwarden.untrusted.safeio import read_regular_file
from trainwarden.untrusted.validation import first_error


class BundleError(Exception):
    """The bundle cannot be attributed; `file` is the offending path, str(exc) one line."""

    def __init__(self, file: str | Path, message: str):
        self.file = str(file)
        self.message = message
        super().__init__(f"{self.file}: {message}")


class JobInfo(BaseModel):
    """job.json: the job's shape. Unknown fields are ignored (docs/evidence-bundle.md)."""

    model_config = ConfigDict(extra="ignore")

    job_id: str
    scheduler: str
    nodes: list[str]
    ranks: dict[str, str]
    expected_step_seconds: float | None = None
    collected_at: AwareDatetime | None = Field(
        default=None, description="when the bundle was taken (lets a stall be measured)"
    )
    window_start: AwareDatetime | None = Field(
        default=None, description="evidence before this instant is not of this incident's run"
    )
    window_end: AwareDatetime | None = Field(
        default=None, description="the latest instant the bundle covers"
    )
    timezone: str | None = Field(
        default=None, description="zone of zone-less times in the logs (IANA name or +HH:MM); "
        "UTC when absent"
    )
    node_timezones: dict[str, str] = Field(
        default_factory=dict, description="per-node zone, overriding `timezone`"
    )
    boot_times: dict[str, AwareDatetime] = Field(
        default_factory=dict, description="per-node boot time: dates monotonic dmesg lines"
    )
    addresses: dict[str, str] = Field(
        default_factory=dict, description="address or host name -> node, for lines that name "
        "a peer (learned from the logs too)"
    )
    collection_notes: list[str] = Field(
        default_factory=list, description="what the collector could not read or cut (the rank "
        "log budget): the verdict's warnings repeat them"
    )

    def time_context(self, node: str) -> TimeContext:
        """How the times of `node`'s lines are read when they lack zone, year or date."""
        tz = zone(self.node_timezones.get(node)) or zone(self.timezone) or UTC
        reference = self.collected_at or self.window_end
        return TimeContext(tz=tz, reference=reference, boot=self.boot_times.get(node))

    def rank_node(self, rank: int) -> str | None:
        return self.ranks.get(str(rank))


MAX_JOB_BYTES = 16 << 20
"""job.json lists nodes, ranks and addresses: megabytes for the largest jobs."""


def load_job(bundle: Path) -> JobInfo:
    """The bundle's job.json, validated (BundleError naming the file when unusable)."""
    path = bundle / "job.json"
    if not bundle.is_dir():
        raise BundleError(bundle, "not a directory")
    if not path.is_file():
        raise BundleError(path, "missing (every bundle needs job.json)")
    try:
        raw = read_regular_file(path, MAX_JOB_BYTES)
        data = loads_json(raw.decode("utf-8"))
    except DataError as exc:
        raise BundleError(path, str(exc)) from exc
    except OSError as exc:  # UnsafeFileError: a FIFO, a device, over MAX_JOB_BYTES
        raise BundleError(path, f"cannot read: {exc.strerror or exc}") from exc
    except UnicodeDecodeError as exc:
        raise BundleError(path, "not UTF-8 text (binary file?)") from exc
    except json.JSONDecodeError as exc:
        raise BundleError(path, f"invalid JSON at line {exc.lineno}: {exc.msg}") from exc
    if not isinstance(data, dict):
        raise BundleError(path, "must be a JSON object")
    try:
        return JobInfo.model_validate(data)
    except ValidationError as exc:
        raise BundleError(path, f"field {first_error(exc, '(root)')}") from exc
