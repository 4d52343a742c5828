"""Names from outside (workflow ids, job names, node names) as path parts, safely.

A workflow id is whatever a client typed: ``../../escape`` must not become a directory two
levels up. ``safe_part`` turns any string into one harmless path component, and
``ensure_under`` checks that a path the product is about to write or remove lies under the
root it belongs to.
"""

from __future__ import annotations

import hashlib
import os
import re
from pathlib import Path

_SAFE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$")
_UNSAFE_CHAR = re.compile(r"[^A-Za-z0-9._-]")


class PathEscapeError(ValueError):
    """A path would land outside the directory it must stay in."""


def safe_part(name: str) -> str:
    """One path component for ``name``: unchanged when it is already a plain name
    (letters, digits, ``.``, ``_``, ``-``; not starting with ``.``; at most 100 characters),
    otherwise the unsafe characters replaced by ``_`` plus a short hash of the original, so
    different names never share a directory (``../../escape`` -> ``______escape-efbf103bcec5``)."""
    if _SAFE.match(name) and ".." not in name:
        return name
    cleaned = _UNSAFE_CHAR.sub("_", name).replace("..", "__").lstrip(".-")[:80] or "_"
    digest = hashlib.sha256(name.encode("utf-8", "surrogatepass")).hexdigest()[:12]
    return f"{cleaned}-{digest}"


def ensure_under(root: str | os.PathLike[str], path: str | os.PathLike[str]) -> Path:
    """``path`` made absolute (symlinks resolved); PathEscapeError unless it is ``root`` or
    lies inside it."""
    real_root = Path(os.path.realpath(root))
    real = Path(os.path.realpath(path))
    if real != real_root and real_root not in real.parents:
        raise PathEscapeError(f"{path} resolves to {real}, outside {real_root}")
    return real
