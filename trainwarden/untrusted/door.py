"""What no field of a workflow input may hold, checked on the raw JSON before the models see it.

A NUL byte cannot be part of a path, an argument or an environment value, and an integer of
hundreds of digits is no count or duration; both used to pass the door and fail later, in an
activity that retried them for minutes. The walk names the field (``job.command.0``), is
iterative and stops at a depth no real input reaches.
"""

from __future__ import annotations

from typing import Any

MAX_DEPTH = 32
# JSON numbers beyond this are not exact in most clients; no field of ours needs more
MAX_INTEGER = 2**53


def input_problem(value: dict[str, Any], carried: tuple[str, ...] = ("carried",)) -> str | None:
    """``"where: what"`` for the first NUL byte, oversized integer or over-deep nesting. The
    state a run carries across continue-as-new (the top-level fields named in ``carried``) is
    the workflow's own (log excerpts may hold any byte) and is not walked."""
    stack: list[tuple[tuple[str, ...], Any]] = [
        ((str(k)[:100],), v) for k, v in value.items() if k not in carried
    ]
    while stack:
        path, item = stack.pop()
        where = ".".join(path) or "(input)"
        if len(path) > MAX_DEPTH:
            return f"{where}: nested deeper than {MAX_DEPTH} levels"
        if isinstance(item, str):
            if "\0" in item:
                return f"{where}: contains a NUL byte"
        elif isinstance(item, bool):
            continue
        elif isinstance(item, int):
            if abs(item) > MAX_INTEGER:
                return f"{where}: an integer of {len(str(abs(item)))} digits is out of range"
        elif isinstance(item, dict):
            for key, sub in item.items():
                name = str(key)
                if "\0" in name:
                    return f"{where}: a key contains a NUL byte"
                stack.append(((*path, name[:100]), sub))
        elif isinstance(item, list):
            stack.extend(((*path, str(i)), sub) for i, sub in enumerate(item))
    return None
