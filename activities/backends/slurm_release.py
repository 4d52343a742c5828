"""Which Slurm release a cluster runs, read once per cluster, and what that release offers.

The poll's text queries read the same on every release (slurm_text.py); what differs is what a
release can do: ``--requeue=expedite`` from 25.11, ``squeue -O ExcNodes`` from 24.11, squeue's
``exit_code`` as ``code:signal`` from 23.02. Features are taken from the release the client
reports (``scontrol --version``), never assumed from the newest one (docs/slurm.md).
"""

from __future__ import annotations

import re

from pydantic import BaseModel

_VERSION = re.compile(r"slurm(?:-wlm)?\s+(\d+)\.(\d+)(?:\.(\d+))?", re.IGNORECASE)


class SlurmRelease(BaseModel):
    """A release as ``scontrol --version`` prints it (``slurm 24.11.5``)."""

    major: int
    minor: int
    micro: int = 0

    @classmethod
    def parse(cls, text: str) -> SlurmRelease | None:
        found = _VERSION.search(text)
        if found is None:
            return None
        return cls(major=int(found[1]), minor=int(found[2]), micro=int(found[3] or 0))

    @property
    def series(self) -> tuple[int, int]:
        return self.major, self.minor

    def __str__(self) -> str:
        return f"{self.major}.{self.minor:02d}.{self.micro}"

    @property
    def has_expedite(self) -> bool:
        """``sbatch --requeue=expedite`` / ``scontrol requeue expedite`` (25.11)."""
        return self.series >= (25, 11)
