"""Which rank wrote a line of a node's output, from the prefixes launchers put on lines.

Recognised (the rank returned is always the job's global rank):

- ``[rank3]: ...``: PyTorch's own prefix on uncaught exceptions and c10d messages of a
  process-group member; the number is the global rank.
- ``[default1]: ...`` (``[ROLE N]:``): torchrun's ``--tee`` / ``--redirect`` prefix; the number
  is the node-local rank by default, so the global rank is ``node_rank * ranks_per_node + N``.
  A line can carry both (``[default1]:[rank3]: ...``); the global one wins.
- ``3: ...``: ``srun --label``; the number is the task id, taken as the global rank when no
  torch prefix follows (one task per rank).
"""

from __future__ import annotations

import re

_LOCAL = re.compile(r"^\[(?P<role>[A-Za-z_][A-Za-z0-9_]*?)(?P<n>\d+)\]:")
_GLOBAL = re.compile(r"^\[rank(?P<n>\d+)\]:")
_SRUN = re.compile(r"^\s*(?P<n>\d+): ")


def split_rank(line: str, node_rank: int, ranks_per_node: int) -> tuple[int | None, str]:
    """(global rank or None, the line without the launcher prefixes).

    Prefixes nest in the order launchers add them: ``srun --label`` outermost, then torchrun's
    ``[defaultN]:``, then torch's ``[rankN]:`` (``0: [default1]:[rank1]: Traceback ...``); the
    innermost one that names a rank wins.
    """
    text = line
    label: int | None = None
    srun = _SRUN.match(text)
    if srun:
        label, text = int(srun.group("n")), text[srun.end() :]
    rank: int | None = None
    local = _LOCAL.match(text)
    if local and local.group("role") != "rank":
        rank = node_rank * ranks_per_node + int(local.group("n"))
        text = text[local.end() :]
    glob = _GLOBAL.match(text)
    if glob:
        rank, text = int(glob.group("n")), text[glob.end() :]
    if rank is not None:
        return rank, text.removeprefix(" ")
    if label is not None:
        return label, text
    return None, line
