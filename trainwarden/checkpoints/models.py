"""Result and configuration models of checkpoint verification (pydantic, JSON-ready)."""

from __future__ import annotations

import re
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

AUTO_LAYOUT = "auto"
CONCRETE_LAYOUTS: tuple[str, ...] = ("manifest", "dcp", "megatron")
"""The built-in layouts `auto` tells apart by their content."""
BUILTIN_LAYOUTS: tuple[str, ...] = (AUTO_LAYOUT, *CONCRETE_LAYOUTS)
UNRECOGNISED = "unrecognised"
"""`LayoutFound.layout` of step-named directories that hold no known layout's files."""
MAX_LISTED_DIRECTORIES = 10
"""`LayoutFound.directories` names at most this many (a root can hold thousands)."""
LayoutKind = Literal["auto", "manifest", "dcp", "megatron", "custom"]
VerificationLevel = Literal["presence", "checksums"]


class CustomLayout(BaseModel):
    """A "marker file written last" layout: a step directory is complete once its marker exists.

    The one definition used by the playbook (`checkpoint.custom_layouts`), the activities and
    `warden checkpoint verify --layouts-file`. `step_dir_regex` is matched in full against
    directory paths relative to the checkpoint root, at any depth; the step number is its group
    named `step`, or else its only group. `marker` is a path inside the step directory.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str = Field(pattern=r"^[A-Za-z0-9][A-Za-z0-9._-]*$", max_length=100)
    step_dir_regex: str = Field(
        max_length=1000,
        description="matches a step directory's path in full; group `step` (or the only group) "
        "is the step number",
    )
    marker: str = Field(
        min_length=1,
        max_length=1000,
        description="file written last, as a path inside the step directory: present = complete",
    )

    @field_validator("name")
    @classmethod
    def _not_builtin(cls, name: str) -> str:
        if name in BUILTIN_LAYOUTS:
            raise ValueError(
                f"custom layout name {name!r} clashes with a built-in layout; give it another name"
            )
        return name

    @field_validator("step_dir_regex")
    @classmethod
    def _step_group(cls, pattern: str) -> str:
        try:
            compiled = re.compile(pattern)
        except re.error as exc:
            raise ValueError(f"not a valid regular expression: {exc}") from None
        if "step" not in compiled.groupindex and compiled.groups != 1:
            raise ValueError(
                "needs a group named `step` or exactly one capture group (the step number), "
                f"found {compiled.groups} unnamed"
            )
        return pattern

    @field_validator("marker")
    @classmethod
    def _inside_step_dir(cls, marker: str) -> str:
        parts = marker.split("/")
        if marker.startswith("/") or any(part in ("", ".", "..") for part in parts):
            raise ValueError("marker must be a relative path inside the step directory")
        return marker

    @property
    def pattern(self) -> re.Pattern[str]:
        return re.compile(self.step_dir_regex)


class LayoutSpec(BaseModel):
    """Which layout to verify: a built-in one by name, or a custom one with its definition."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    kind: LayoutKind
    custom: CustomLayout | None = None

    @property
    def name(self) -> str:
        return self.custom.name if self.custom else self.kind


class RejectedCheckpoint(BaseModel):
    """A checkpoint newer than the chosen one, and why it cannot be used.

    `reason` names the checkpoint itself ("step 30: shard rank-1.pt missing"): print it as is.
    """

    step: int
    location: str
    reason: str


class LayoutFound(BaseModel):
    """Checkpoint directories of one layout, recognised by their content in the listing."""

    layout: str = Field(description="manifest, dcp, megatron, or unrecognised")
    count: int = Field(description="how many directories hold it")
    directories: list[str] = Field(
        default_factory=list,
        description=f"the newest {MAX_LISTED_DIRECTORIES}, newest first, relative to the root "
        "('.' for the root itself)",
    )
    newest: str = Field(description="URI of the newest such directory")


class CheckpointVerdict(BaseModel):
    """What verification found: the checkpoint to restart from (if any) and the evidence."""

    usable: bool
    step: int | None = None
    location: str | None = Field(default=None, description="URI of the chosen checkpoint dir")
    layout: str
    level: VerificationLevel
    uri: str | None = Field(default=None, description="the checkpoint root that was verified")
    checked: list[str] = Field(default_factory=list, description="what was checked, for people")
    rejected: list[RejectedCheckpoint] = Field(default_factory=list)
    candidates: int = 0
    listing_calls: int = 0
    bytes_read: int = 0
    seconds: float = 0.0
    throughput_mb_s: float | None = None
    chosen_layout: str | None = Field(
        default=None, description="layout of the chosen checkpoint (`auto` picks per directory)"
    )
    layouts_found: list[LayoutFound] = Field(
        default_factory=list,
        description="which layout was found where, whatever layout was asked for",
    )

    def other_layouts(self) -> list[LayoutFound]:
        """Built-in layouts found that this verification did not look for (the usual reason
        an explicitly set layout finds nothing)."""
        if self.layout == AUTO_LAYOUT:
            return []
        return [
            found
            for found in self.layouts_found
            if found.layout in CONCRETE_LAYOUTS and found.layout != self.layout
        ]

    def unrecognised(self) -> LayoutFound | None:
        return next((f for f in self.layouts_found if f.layout == UNRECOGNISED), None)
