"""Node and rank lists written compactly: Slurm hostlists (``gpu[0001-2048]``) and rank ranges.

A job of 2,048 nodes x 8 ranks names 2,048 machines and 16,384 ranks; written out in full they
make exclusion commands, history payloads and reports hundreds of KiB long. Slurm's own
syntax says the same in a few bytes. ``compress`` keeps the order it is given (the order of a
job's nodes is its node ranks), so ``expand(compress(nodes)) == nodes`` always; expansion is
python-hostlist's parser of Slurm's syntax (zero padding, several ranges and prefixes), the
same rules `scontrol show hostnames` follows (tests/slurm/test_slurm_hostlists.py).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

import hostlist

# a name ending in digits: prefix and number (``rack1-n0003``). A name with anything after its
# last digits (``n3-ib``) is written as it is: Slurm 22.05 refuses a suffix after a bracket
# (``n[3-4]-ib``: "Invalid hostlist"), as its own `scontrol show hostlist` leaves such names.
_NAME = re.compile(r"^(.*?)(\d+)$")
MAX_EXPANDED = 1_000_000  # a hostlist naming more is refused (a typo such as [1-99999999])


class BadHostlist(ValueError):
    """A hostlist or rank range that does not parse; the message names the text."""


def compress(nodes: Sequence[str]) -> str:
    """``nodes`` as one Slurm hostlist, in the order given: neighbours that differ only in a
    number one apart (same prefix and zero padding) share a bracket range."""
    parts: list[str] = []
    group: str | None = None  # the prefix of the open bracket
    ranges: list[list[str]] = []  # [low, high] digit strings of the open bracket

    def close() -> None:
        if group is None:
            return
        inner = ",".join(lo if lo == hi else f"{lo}-{hi}" for lo, hi in ranges)
        single = len(ranges) == 1 and ranges[0][0] == ranges[0][1]
        parts.append(f"{group}{inner if single else f'[{inner}]'}")

    for name in nodes:
        found = _NAME.match(name)
        if found is None:
            close()
            group, ranges = None, []
            parts.append(name)
            continue
        prefix, digits = found.groups()
        if group == prefix:
            last = ranges[-1]
            width = len(last[0])
            if int(digits) == int(last[1]) + 1 and digits == f"{int(digits):0{width}d}":
                last[1] = digits
            else:
                ranges.append([digits, digits])
            continue
        close()
        group, ranges = prefix, [[digits, digits]]
    close()
    return ",".join(parts)


def expand(text: str) -> list[str]:
    """The names a Slurm hostlist stands for, in its order (duplicates kept)."""
    if not text:
        return []
    try:
        names: list[str] = hostlist.expand_hostlist(text, allow_duplicates=True)
        return names
    except hostlist.BadHostlist as err:
        raise BadHostlist(f"bad hostlist {text[:200]!r}: {err}") from None


def compress_ranks(ranks: Iterable[int]) -> str:
    """Rank numbers as ranges in the order given: ``0-7,16-23``."""
    out: list[list[int]] = []
    for rank in ranks:
        if out and rank == out[-1][1] + 1:
            out[-1][1] = rank
        else:
            out.append([rank, rank])
    return ",".join(str(lo) if lo == hi else f"{lo}-{hi}" for lo, hi in out)


def expand_ranks(text: str) -> list[int]:
    """The ranks of ``compress_ranks``'s text."""
    ranks: list[int] = []
    for part in filter(None, text.split(",")):
        lo, sep, hi = part.partition("-")
        if not lo.isdigit() or (sep and not hi.isdigit()) or (sep and int(hi) < int(lo)):
            raise BadHostlist(f"bad rank range {part[:50]!r} in {text[:200]!r}")
        ranks.extend(range(int(lo), int(hi if sep else lo) + 1))
        if len(ranks) > MAX_EXPANDED:
            raise BadHostlist(f"rank ranges {text[:200]!r} name more than {MAX_EXPANDED:,}")
    return ranks


def brief(nodes: Sequence[str], limit: int = 8) -> str:
    """For a person (summaries, reasons, reports): names joined by ", " when few, else the
    hostlist and the count (``gpu[0001-2048] (2048 nodes)``)."""
    if len(nodes) <= limit:
        return ", ".join(nodes)
    return f"{compress(nodes)} ({len(nodes)} nodes)"
