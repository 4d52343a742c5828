"""The paths a workflow input names, checked on the worker before anything acts on them.

The workflow cannot look at files (its door checks only what the JSON says), so a path through
a symlink loop, a FIFO or device where a directory or file belongs, or a file the worker may
not read used to pass and fail later in an activity that retried it, or in a job that then
failed as an incident. Each check names the field; nothing of a file is read (a stat only).
"""

from __future__ import annotations

import errno
import os
import stat
from typing import Literal

Want = Literal["directory", "file"]
_WHY = {
    errno.ELOOP: "runs through a symlink loop",
    errno.ENOTDIR: "a part of it is not a directory",
    errno.EACCES: "permission denied",
    errno.EPERM: "permission denied",
    errno.ENAMETOOLONG: "too long for the filesystem",
}
_KINDS = (
    (stat.S_ISFIFO, "a FIFO"),
    (stat.S_ISCHR, "a character device"),
    (stat.S_ISBLK, "a block device"),
    (stat.S_ISSOCK, "a socket"),
    (stat.S_ISDIR, "a directory"),
    (stat.S_ISREG, "a regular file"),
)


def path_problem(path: str, want: Want, must_exist: bool) -> str | None:
    """What makes ``path`` unusable as a ``want`` (None: usable, or absent and allowed to be;
    an absent one is created by whoever writes it, so its parents are checked instead)."""
    full = os.path.abspath(os.path.expanduser(path))
    try:
        mode = os.stat(full).st_mode
    except FileNotFoundError:
        if must_exist:
            return f"{path!r} does not exist on the worker"
        parent = os.path.dirname(full)
        if parent == full:
            return None
        return path_problem(parent, "directory", False)
    except OSError as err:
        return f"{path!r}: {_WHY.get(err.errno or 0, err.strerror or type(err).__name__)}"
    if (want == "directory" and stat.S_ISDIR(mode)) or (want == "file" and stat.S_ISREG(mode)):
        return None
    kind = next((name for test, name in _KINDS if test(mode)), "not a regular file")
    return f"{path!r} is {kind}, not a {'regular file' if want == 'file' else want}"


Check = tuple[str, str | None, Want, bool]
"""(field, path or None, what it must be, whether it must exist)."""


def first_path_problem(checks: list[Check]) -> tuple[str, str] | None:
    """(field, problem) of the first unusable path among ``checks`` (None paths skipped)."""
    for field, path, want, must_exist in checks:
        problem = path_problem(path, want, must_exist) if path else None
        if problem is not None:
            return field, problem
    return None


def cluster_path_problem(cluster_dir: str | None, slurm_conf: str | None) -> tuple[str, str] | None:
    """(field, problem) of the first unusable path of the cluster a NodeHealth workflow serves
    (its input's ``cluster``); a job's paths: activities/job_paths.py."""
    return first_path_problem(
        [
            ("cluster.cluster_dir", cluster_dir, "directory", False),
            ("cluster.slurm_conf", slurm_conf, "file", True),
        ]
    )
