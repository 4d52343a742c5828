"""Reading one log file of a bundle: fixed-size blocks, never the whole file, into hits.

Only the lines the matcher's prefilter picks are decoded and timed; every other line is only
counted. A line without its own time (a traceback frame) takes the time of the line before it.
"""

from __future__ import annotations

import os
import re
from datetime import datetime
from pathlib import Path

from trainwarden import linear_re
from trainwarden.attribution.bundle.evidence import BundleEvidence, Hit, StreamInfo
from trainwarden.attribution.bundle.job import JobInfo
from trainwarden.attribution.bundle.matcher import Matcher
from trainwarden.attribution.timestamps import TimeContext, parse_line
from trainwarden.safeio import open_regular_sized

BLOCK_BYTES = 8 << 20
MAX_LINE_BYTES = 1 << 20
FIRST_TIME_LINES = 200  # a stream's first time is looked for this far
_RANK_STREAM = re.compile(r"^rank-(\d+)$")
_ELASTIC_RANK = re.compile(r"\brank\s+:\s*(\d+)\s*\(local_rank")
_LOCAL_RANK = re.compile(r"\blocal_rank:\s*(\d+)")
_PREFIX = re.compile(r"^\[(?:rank|default)\d+\]:")
_PREFIXES = ("[rank", "[default")


def scan_log(
    ev: BundleEvidence,
    path: str | Path,
    rel: str,
    node: str,
    matcher: Matcher,
    since: datetime | None,
    ctx: TimeContext | None = None,
) -> None:
    """Add the hits and the extent of log file `path` (`rel` in the bundle) of `node` to `ev`;
    an unreadable or binary file is a warning, not an error. `ctx`: the node's time context
    when the caller has it (one per node, not one per file of a 16,384-rank bundle)."""
    stream = os.path.basename(path).rsplit(".", 1)[0]
    rank_match = _RANK_STREAM.match(stream)
    info = StreamInfo(rel, node, stream, int(rank_match.group(1)) if rank_match else None)
    scan = _StreamScan(info, matcher, ctx or ev.job.time_context(node), since)
    try:
        fd, size = open_regular_sized(path)  # never a FIFO or device
    except OSError as exc:
        ev.warnings.append(f"{rel}: cannot read ({exc.strerror or exc}), skipped")
        return
    try:
        base_line = _read_blocks(ev, fd, size, rel, scan)
    except OSError as exc:
        ev.warnings.append(f"{rel}: cannot read ({exc.strerror or exc}), skipped")
        return
    finally:
        os.close(fd)
    if base_line is None:
        return  # binary
    info.lines = base_line
    ev.lines_read += base_line
    ev.skipped_lines(rel, scan.skipped, "no timestamp on it or before it")
    ev.streams.append(info)


def _read_blocks(ev: BundleEvidence, fd: int, size: int, rel: str,
                 scan: _StreamScan) -> int | None:
    """Feed the file's blocks, cut at line ends, to `scan`; its line count (None: binary).
    Plain reads on the fd, the first sized to the file: a rank log of a big job is a few KB,
    read in one call, and a short read is the end of a regular file."""
    want = min(BLOCK_BYTES, size + 1)
    carry = b""
    lines = 0
    first = True
    while True:
        data = os.read(fd, want)
        at_end = len(data) < want
        want = BLOCK_BYTES
        if first and data.find(b"\x00", 0, 65536) != -1:
            ev.warnings.append(f"{rel}: binary file, skipped")
            return None
        block = carry + data if carry else data
        carry = b""
        if not at_end:  # more to come: the last (partial) line waits for the next block
            cut = block.rfind(b"\n") + 1
            if cut == 0 and len(block) < MAX_LINE_BYTES:
                carry = block
                continue
            if 0 < cut < len(block):
                block, carry = block[:cut], block[cut:]
        if block:
            ev.bytes_read += len(block)
            lines += scan.block(ev, block, lines)
            first = False
        if at_end:
            return lines


class _StreamScan:
    """Scans the blocks of one log file in order, remembering the last time seen so that a
    line without its own time (a traceback frame) takes the time of the line before it."""

    def __init__(self, info: StreamInfo, matcher: Matcher, ctx: TimeContext,
                 since: datetime | None):
        self.info = info
        self.matcher = matcher
        self.ctx = ctx
        self.since = since
        self.skipped: list[int] = []
        self.carried: datetime | None = None  # the last time of the blocks already scanned

    def _time_before(self, block: bytes, pos: int, floor: int,
                     fallback: datetime | None) -> datetime | None:
        """The time of the nearest line before offset `pos` (back to `floor`) that has one."""
        end = pos - 1
        while end > floor:
            start = block.rfind(b"\n", floor, end) + 1
            if start == 0 and floor > 0:
                start = floor
            at, _ = parse_line(block[start:end].decode("utf-8", errors="replace"), self.ctx)
            if at is not None:
                return at
            end = start - 1
        return fallback

    def block(self, ev: BundleEvidence, block: bytes, base_line: int) -> int:
        """Scan one block (whole lines but perhaps the file's last); its number of lines."""
        info, ctx = self.info, self.ctx
        if info.first_at is None:
            info.first_at = self._first_time(block)
        body_end = len(block)  # the last line's end, without copying the block to strip it
        while body_end and block[body_end - 1] == 10:
            body_end -= 1
        last_nl = block.rfind(b"\n", 0, body_end)
        last_raw = _decode(block[last_nl + 1:body_end])
        last_parsed = parse_line(last_raw, ctx)  # a candidate itself, often (a final error)
        last_at = last_parsed[0]
        if last_at is None:
            last_at = self._time_before(block, last_nl + 1, 0, self.carried)
        low = block.lower()
        counted_to, line_no = 0, base_line
        known_pos, known_at = 0, self.carried  # the latest resolved line: bounds look-backs
        for start in self.matcher.candidate_starts(low):
            line_no += block.count(b"\n", counted_to, start)
            counted_to = start
            end = block.find(b"\n", start)
            end = len(block) if end == -1 else end
            raw = block[start:end].decode("utf-8", errors="replace").rstrip("\r")
            at, text = last_parsed if raw == last_raw else parse_line(raw, ctx)
            if at is None:
                at = self._time_before(block, start, known_pos, known_at)
            known_pos, known_at = end, at if at is not None else known_at
            if at is None:
                if self.matcher.has_keyword(raw.lower()):  # not a mere trigger substring
                    self.skipped.append(line_no + 1)
                continue
            if self.since is not None and at < self.since:
                continue
            self._match(ev, block, start, at, text, line_no + 1)
        self.carried = last_at or self.carried
        if last_at is not None:
            info.last_at = last_at
        newlines = line_no - base_line + block.count(b"\n", counted_to)
        return newlines + (0 if block.endswith(b"\n") else 1)

    def _first_time(self, block: bytes) -> datetime | None:
        pos = 0
        for _ in range(FIRST_TIME_LINES):
            end = block.find(b"\n", pos)
            end = len(block) if end == -1 else end
            at, _ = parse_line(_decode(block[pos:end]), self.ctx)
            if at is not None or end >= len(block):
                return at
            pos = end + 1
        return None

    def _match(self, ev: BundleEvidence, block: bytes, start: int, at: datetime,
               text: str, line: int) -> None:
        info = self.info
        body = _PREFIX.sub("", text, count=1).lstrip() if text.startswith(_PREFIXES) else text
        body = linear_re.clip(body)  # what a pattern may see of a line: bounded time
        found = self.matcher.best(body, body.lower())
        if found is None:
            return
        sig, match = found
        groups = match.groupdict()
        if sig.role == "address":
            if groups.get("address"):
                ev.addresses.setdefault(groups["address"], info.node)
            return
        rank = info.rank
        node: str | None = info.node
        if groups.get("rank"):
            rank = int(groups["rank"])
        elif rank is None and sig.id == "torch-elastic-sigkill":
            rank = _elastic_rank(block, start, body)
            if rank is None:
                rank = _local_rank(ev.job, info.node, body)
        if groups.get("peer"):
            node = None  # resolved to the peer's node once every address is known
        elif groups.get("node"):
            named = groups["node"]
            node = named if named in ev.job.nodes else None
        elif rank is not None and info.rank is None and ev.job.rank_node(rank):
            node = ev.job.rank_node(rank)
        shown = linear_re.shown(text.strip())
        ev.add(Hit(sig, at, node, rank, info.file, line, shown, groups.get("peer"), info.node))


def _decode(raw: bytes) -> str:
    return raw.decode("utf-8", errors="replace").rstrip("\r")


def _elastic_rank(block: bytes, start: int, body: str) -> int | None:
    """The `rank : N (local_rank: M)` field of the elastic error report just above a line."""
    if "exitcode" not in body or "failed (exitcode" in body:
        return None  # only report fields follow a rank field
    window = block[max(0, start - 512) : start].decode("utf-8", errors="replace")
    found = _ELASTIC_RANK.findall(window)
    return int(found[-1]) if found else None


def _local_rank(job: JobInfo, node: str, body: str) -> int | None:
    """Global rank of `local_rank: L` in a launcher line of `node` (L-th rank of that node)."""
    found = _LOCAL_RANK.search(body)
    if not found:
        return None
    on_node = sorted(int(r) for r, n in job.ranks.items() if n == node and r.isdigit())
    local = int(found.group(1))
    return on_node[local] if local < len(on_node) else None
