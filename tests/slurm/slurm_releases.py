"""Which Slurm releases the Slurm tests run against (``--slurm-release``, docs/testing.md).

``installed`` (the default): every release found on this host (localslurm.installed_releases:
the one on PATH, Debian's under /usr, each build under /opt/slurm-*). Otherwise a
comma-separated list of release series (``22.05``: one of the installed) and installation
prefixes (``/opt/slurm-25.11``: a release held out of the default, e.g. one built from
SchedMD's source). A series or prefix that is not installed is an error, never a silent skip.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from slurm_helpers import localslurm


def chosen_releases(option: str) -> list[Any]:
    installed = localslurm.installed_releases()
    if option in {"", "installed"}:
        return list(installed)
    chosen: list[Any] = []
    for item in (i.strip() for i in option.split(",") if i.strip()):
        if item.startswith("/"):
            found = localslurm.release_of(Path(item))
        else:
            found = next((r for r in installed if r.series == item), None)
        if found is None:
            raise ValueError(
                f"--slurm-release {item}: no Slurm release {item} on this host (installed: "
                f"{', '.join(f'{r.series} ({r.prefix})' for r in installed) or 'none'}; "
                f"install with `{localslurm.INSTALL_COMMAND}`)"
            )
        if found not in chosen:
            chosen.append(found)
    return chosen


def release_id(install: Any) -> str:
    """A test's id part for its release: ``slurm-24.11`` (tests/scheduling.py reads it)."""
    return f"slurm-{install.series}" if install is not None else "slurm-missing"
