"""Which rank wrote a line of a node's output, from the prefixes launchers put on lines.

Recognised (the rank returned is always the job's global rank):

- ``[rank3]: ...``: PyTorch's own prefix on uncaught exceptions and c10d messages of a
  process-group member; the number is the global rank.
- ``[default1]: ...`` (``[ROLE N]:``): torchrun's ``--tee`` / ``--redirect`` prefix; the number
  is the node-local rank by default, so the global rank is ``node_rank * ranks_per_node + N``.
  A line can carry both (``[default1]:[rank3]: ...``); the global one wins.
- ``3: ...``: ``srun --label``; the number is the global task id.
"""

from __future__ import annotations

import re

_LOCAL = re.compile(r"^\[(?P<role>[A-Za-z_][A-Za-z0-9_]*?)(?P<n>\d+)\]:")
_GLOBAL = re.compile(r"^\[rank(?P<n>\d+)\]:")
_SRUN = re.compile(r"^\s*(?P<n>\d+): ")


def split_rank(line: str, node_rank: int, ranks_per_node: int) -> tuple[int | None, str]:
    """(global rank or None, the line without the launcher prefixes)."""
    rank: int | None = None
    text = line
    local = _LOCAL.match(text)
    if local and local.group("role") != "rank":
        rank = node_rank * ranks_per_node + int(local.group("n"))
        text = text[local.end() :]
    glob = _GLOBAL.match(text)
    if glob:
        return int(glob.group("n")), text[glob.end() :].removeprefix(" ")
    if rank is not None:
        return rank, text.removeprefix(" ")
    srun = _SRUN.match(text)
    if srun:
        return int(srun.group("n")), text[srun.end() :]
    return None, line
