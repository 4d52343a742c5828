"""Reading one log file of a bundle: fixed-size blocks, never the whole file, into hits.

Only the lines the matcher's prefilter picks are decoded and timed; every other line is only
counted. A line without its own time (a traceback frame) takes the time of the line before it.

A stream that is no rank's own (a launcher's output, a driver's or a kernel log) may hold many
ranks' and nodes' lines: each matched line counts for the rank or node its own prefix names
(bundle/provenance.py), and is dated by the time behind that prefix when it has no other.

A big job's bundle is thousands of small rank logs, so the work per file is kept to what a
file needs: one open, one sized read, the last line's time (shared with the candidate that is
often that line), and the candidates; its first time is read only when asked (StreamInfo).
"""

from __future__ import annotations

import os
import re
from datetime import datetime
from pathlib import Path

from trainwarden.attribution import endings
from trainwarden.attribution.bundle.eventtext import logged_event
from trainwarden.attribution.bundle.evidence import BundleEvidence, Hit, StreamInfo
from trainwarden.attribution.bundle.kubectl import event_age
from trainwarden.attribution.bundle.matcher import Matcher
from trainwarden.attribution.bundle.provenance import JobHosts, Origin, StreamLabels
from trainwarden.attribution.bundle.provenance import read as read_origin
from trainwarden.attribution.catalog import Signature
from trainwarden.attribution.timestamps import TimeContext, parse_line
from trainwarden.untrusted import linear_re
from trainwarden.untrusted.safeio import open_regular_sized

BLOCK_BYTES = 8 << 20
MAX_LINE_BYTES = 1 << 20
_RANK_STREAM = re.compile(r"^rank-(\d+)$")
_ELASTIC_RANK = re.compile(r"\brank\s+:\s*(\d+)\s*\(local_rank")
_LOCAL_RANK = re.compile(r"\blocal_rank:\s*(\d+)")
_PREFIX = re.compile(r"^\[(?:rank|default)\d+\]:")
# a progress bar drawn without a description: tqdm pads its percentage (`  0%|    | 0/N [...]`),
# so the line is indented like a stack frame, yet it is the stream's own last word
_BARE_BAR = re.compile(r"^\s{1,2}\d{1,2}%\|")
# Open MPI's signal handler prints the dying process's stack as frames behind its own prefix,
# not indented (opal/util/stacktrace.c, opal_backtrace_print: `[host:pid] [ 4] lib(+0x2871b)
# [0x7fd0d602871b]`, between `*** Process received signal ***` and `*** End of error message
# ***`): a stack's frames like any other, passed over so that the error above them stays in view
_MPI_FRAME = re.compile(r"^\[[\w.-]{1,253}:\d+\] \[ ?\d+\] ")
# an indented entry of a configuration dump, `  key = value` (Sacred's print_config,
# sacred/commands.py _format_entry: `indent + key + " = " + pformat(value)`, indented 2 + 2 per
# level of nesting): a program printing its settings, no stack's frame
_CONFIG_ENTRY = re.compile(r"^(?: {2})+[A-Za-z_][\w.-]{0,80} = \S")
_PREFIXES = ("[rank", "[default")
# Ray's driver relays its workers' and daemons' output behind the process that wrote it and,
# for another node, that node's address: `(RayTrainWorker pid=2913, ip=10.0.0.5) ...`,
# `(raylet, ip=10.0.0.5) ...`, `(pid=123) ...` (a process of the driver's own node)
_RELAYED = re.compile(r"^\((?P<who>[^()]{1,200}?)\) ")
# an error report's field line: indented `key: value` (Ray's exceptions print the actor's
# `ip:` among `class_name:`, `actor_id:`, `pid:`, `namespace:`)
_REPORT_FIELD = re.compile(r"^[ \t]+(?P<key>[A-Za-z_][\w ]{0,31}?)\s*:\s*(?P<value>\S{1,256})\s*$")
_ADDRESS_KEYS = frozenset({"ip", "node_ip", "node ip", "ip address", "address", "host", "hostname"})
MAX_REPORT_FIELDS = 16
MAX_LABELLED = 4096  # lines of a stream waiting for its `srun --label` tasks to be read
_RELAYED_IP = re.compile(r"(?:^|[ ,])ip=(?P<ip>[0-9A-Fa-f.:]+)(?:,|$)")
# Ray's driver folds the same line from several workers into one and says so after it (its log
# deduplicator, python/ray/_private/ray_logging/__init__.py: ` [repeated 4x across cluster]`,
# dimmed by an ANSI escape on a terminal): a count of writers, not the line's own text, so a
# line read to its end (a glibc abort's `free(): corrupted unsorted chunks`) is read without it
_RAY_DEDUP = re.compile(r"\[repeated \d+x across cluster\](?:\x1b\[[\d;]*m)?\s*$")
_ANSI_TAIL = re.compile(r"\x1b\[[\d;]*m$")
_TRACEBACK_HEADER = re.compile(r"^Traceback \(most recent call last\):\s*$")
# a child of multiprocessing's spawn (or forkserver) start method reading the process object its
# parent pickled to it (Lib/multiprocessing/spawn.py: spawn_main -> _main ->
# `reduction.pickle.load(from_parent)`) and finding the pipe cut short: the parent exited (was
# killed) while it wrote, so the child's EOFError or truncated pickle is the parent's death seen
# from the child, before any of the program's code ran in it
_SPAWN_MAIN_FRAME = re.compile(r'multiprocessing[/\\]spawn\.py", line \d+, in spawn_main\b')
_PARENT_PIPE_CUT = re.compile(
    r"\b(?:EOFError: Ran out of input|UnpicklingError: pickle data was truncated)\b")
MAX_TRACEBACK_LINES = 200


def scan_log(
    ev: BundleEvidence,
    path: str | Path,
    rel: str,
    node: str,
    matcher: Matcher,
    since: datetime | None,
    ctx: TimeContext | None = None,
    stream: str | None = None,
) -> None:
    """Add the hits and the extent of log file `path` (`rel` in the bundle) of `node` to `ev`;
    an unreadable or binary file is a warning, not an error. `ctx`: the node's time context
    when the caller has it (one per node, not one per file of a 16,384-rank bundle); `stream`:
    the file's name without `.log`, when the caller has it."""
    if stream is None:
        stream = os.path.basename(path).rsplit(".", 1)[0]
    rank_match = _RANK_STREAM.match(stream) if stream.startswith("rank-") else None
    ctx = ctx or ev.job.time_context(node)
    info = StreamInfo(rel, node, stream, int(rank_match.group(1)) if rank_match else None,
                      path=str(path), ctx=ctx)
    scan = _StreamScan(info, matcher, ctx, since)
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
    scan.place_labels(ev)
    info.lines = base_line
    ev.lines_read += base_line
    if scan.skipped:
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
        # a stream of many ranks' or nodes' lines (not a rank's own): lines are placed by
        # their prefixes (bundle/provenance.py)
        self.shared = info.rank is None
        self.system = endings.is_system_stream(info.stream)
        self.labels = StreamLabels()
        # hits whose only origin is an `srun --label` task number, and whether their node was
        # the holder's by default: placed once the stream shows its tasks are ranks
        self.labelled: list[tuple[Hit, int, bool]] = []

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
        ctx = self.ctx
        body_end = len(block)  # the last line's end, without copying the block to strip it
        while body_end and block[body_end - 1] == 10:
            body_end -= 1
        last_start = block.rfind(b"\n", 0, body_end) + 1
        last_at: datetime | None = None
        last_timed = False  # the last line's own time is known (it was a candidate)
        counted_to, line_no = 0, base_line
        known_pos, known_at = 0, self.carried  # the latest resolved line: bounds look-backs
        since, matcher = self.since, self.matcher
        for start in matcher.candidate_starts(block.lower()):
            line_no += block.count(b"\n", counted_to, start)
            counted_to = start
            end = block.find(b"\n", start)
            end = len(block) if end == -1 else end
            raw = block[start:end].decode("utf-8", errors="replace").rstrip("\r")
            at, text = parse_line(raw, ctx)
            if at is None and self.shared:
                at = self._time_behind_prefix(ev, raw)
            if start == last_start:
                last_at, last_timed = at, True
            if at is None:
                at = self._time_before(block, start, known_pos, known_at)
            known_pos, known_at = end, at if at is not None else known_at
            if at is None:
                if matcher.has_keyword(raw.lower()):  # not a mere trigger substring
                    self.skipped.append(line_no + 1)
                continue
            if since is not None and at < since:
                continue
            self._match(ev, block, start, at, text, line_no + 1)
        if not last_timed:
            last_at = parse_line(_decode(block[last_start:body_end]), ctx)[0]
        if last_at is None:
            last_at = self._time_before(block, last_start, 0, self.carried)
        if last_at is not None:
            self.carried = self.info.last_at = last_at
        before_last = line_no - base_line + block.count(b"\n", counted_to, last_start)
        self._tail(block, body_end, base_line + before_last + 1)
        if self.info.abnormal is None and endings.is_system_stream(self.info.stream):
            self._first_abnormal(block, base_line)
        newlines = line_no - base_line + block.count(b"\n", counted_to)
        return newlines + (0 if block.endswith(b"\n") else 1)

    def _tail(self, block: bytes, body_end: int, last_line: int) -> None:
        """Keep the stream's last lines (endings.TAIL_LINES), text after their time, and their
        numbers (`last_line`: the block's last line's); indented lines (a stack's frames:
        Python's `  File`, Java's `\tat`, Go's `\t/app/main.go:69`) are passed over, up to
        endings.TAIL_SCAN lines, so that the error above them stays in view; a bare progress
        bar (tqdm's padded `  0%|`) is kept, and so is a line after one space (a frame is
        indented by two spaces or a tab: CPython's traceback module, the JVM, Go's runtime;
        one space is what is left of a log line whose own time was taken off its front)."""
        lines: list[str] = []
        numbers: list[int] = []
        entries: list[tuple[str, int]] = []  # a configuration dump's, kept if nothing else is
        dump = True
        end, scanned = body_end, 0
        while end > 0 and len(lines) < endings.TAIL_LINES and scanned < endings.TAIL_SCAN:
            start = block.rfind(b"\n", 0, end) + 1
            raw = _decode(block[start:end][:4 * endings.TAIL_CHARS])
            text = parse_line(raw, self.ctx)[1]
            if text.strip() and (not text.startswith(("  ", "\t")) or _BARE_BAR.match(text)) \
                    and not _MPI_FRAME.match(text):
                lines.append(text.strip()[:endings.TAIL_CHARS])
                numbers.append(last_line - scanned)
            elif text.strip():
                dump = dump and _CONFIG_ENTRY.match(text) is not None
                if len(entries) < endings.TAIL_LINES:
                    entries.append((text.strip()[:endings.TAIL_CHARS], last_line - scanned))
            scanned += 1
            end = start - 1
        if not lines and not self.info.tail and entries and dump:
            # every line looked at is an indented configuration entry: the program's own dump
            # of its settings is its last output, not a stack's frames to pass over
            lines = [text for text, _ in entries]
            numbers = [number for _, number in entries]
        kept, kept_numbers = tuple(reversed(lines)), tuple(reversed(numbers))
        if len(kept) < endings.TAIL_LINES:
            kept = (self.info.tail + kept)[-endings.TAIL_LINES:]
            kept_numbers = (self.info.tail_numbers + kept_numbers)[-endings.TAIL_LINES:]
        self.info.tail, self.info.tail_numbers = kept, kept_numbers

    def _first_abnormal(self, block: bytes, base_line: int) -> None:
        """A kernel or daemon stream's first abnormal line (endings.is_abnormal), dated."""
        pos = 0
        while True:
            span = endings.ABNORMAL.span_from(block, pos)
            if span is None:
                return
            start = block.rfind(b"\n", 0, span[0]) + 1
            stop = block.find(b"\n", span[1])
            stop = len(block) if stop == -1 else stop
            raw = _decode(block[start:stop])
            at, text = parse_line(raw, self.ctx)
            if at is None:
                at = self._time_before(block, start, 0, self.carried)
            if (at is not None and (self.since is None or at >= self.since)
                    and endings.is_abnormal(text)):
                line = base_line + block.count(b"\n", 0, start) + 1
                self.info.abnormal = (line, at, linear_re.shown(text.strip()))
                return
            pos = stop + 1

    def _match(self, ev: BundleEvidence, block: bytes, start: int, at: datetime,
               text: str, line: int) -> None:
        info = self.info
        body = text
        relayed, origin = False, None
        if text.startswith("("):
            relayed, origin, body = _relayed(text)
            if relayed:
                body = parse_line(body, self.ctx)[1]  # the relayed line's own time
        written: Origin | None = None  # what the line's prefixes say of its writer
        if self.shared and not relayed:
            written, body = read_origin(body, ev.hosts, ev.addresses, self.system)
            if written is not None:
                self.labels.see(written)
                if body is not text:
                    body = parse_line(body, self.ctx)[1]  # the line's own time, if any
                if written.conflict:
                    written = None  # its prefixes name two nodes: it stays where it is
        elif body.startswith(_PREFIXES):
            prefix = _PREFIX.match(body)
            if prefix:
                body = body[prefix.end():].lstrip()
        event = logged_event(body) if "Event" in body else None
        if event is not None:  # a recorder's log of an event: read as the event
            body = event.text
        body = linear_re.clip(body)  # what a pattern may see of a line: bounded time
        found = self.matcher.best(body, body.lower())
        if found is None:
            return
        sig, match = found
        if sig.id == "python-exception" and _not_the_programs_exception(
                block, start, body, self.ctx):
            return
        writer = info.node if written is None or written.node is None else written.node
        if sig.role == "address":
            if origin is None:  # a relayed line's address is another node's, not this log's
                learn_place(ev, writer, match)
            return
        rank = None if relayed else info.rank  # the stream's rank did not write it
        if written is not None and written.rank is not None:
            rank = written.rank
        node: str | None = None if origin else info.node  # placed by its address after reading
        named_rank = match.named("rank")
        if named_rank:
            rank = int(named_rank)
        elif rank is None and sig.id == "torch-elastic-sigkill":
            rank = _elastic_rank(block, start, body)
            if rank is None:
                rank = _local_rank(ev.hosts, writer, body)
        peer = match.named("peer")
        named_node = match.named("node")
        host, pod = match.named("host"), match.named("pod")
        if not (peer or host or pod) and "host" in sig.regex.groupindex:
            host = _field_address(block, start, self.ctx)  # a report's `ip:` field above
        peer_rank = match.named("peer_rank")
        if peer_rank and peer is None and peer_rank.isdigit():
            peer = f"rank {int(peer_rank)}"  # a report naming a rank: placed on its node
        if event is not None and not (peer or host or pod):
            # an event is about its object, never the node whose log holds the recorder's line
            host = event.name if event.kind.lower() == "node" else None
            pod = event.name if event.kind.lower() == "pod" else None
        by_default = False  # the line is about whoever wrote it
        age = event_age(body) if sig.role != "warning" else None
        if (event is not None or peer or host or pod or _names_its_subject(sig)
                or (age is not None and named_node is None)):
            # resolved once every address and pod placement is known; a line of a signature
            # that names what it is about (a `host` or `pod` group) and names nothing is about
            # no node, never the node of the log that holds it; so is a kubectl listing's row
            # (an `Age` or `LAST SEEN` column): it is about the listing's object, which a
            # `describe` row does not name
            node = None
        elif named_node:
            node = named_node if named_node in ev.job.nodes else None
        elif written is not None and written.node is not None:
            node = written.node  # the writer its prefix names, not the stream's holder
        elif rank is not None and info.rank is None and ev.job.rank_node(rank):
            node = ev.job.rank_node(rank)
        else:
            by_default = origin is None
        if age and self._listed_at_once(block, start, at):
            at -= age  # a row of a kubectl listing printed at `at`: when its event happened
        shown = linear_re.shown(text.strip())
        hit = Hit(sig, at, node, rank, info.file, line, shown, peer, writer,
                  host=host or None, pod=pod_name(pod), origin=origin,
                  provenance=written.form if written is not None and written.node else None)
        ev.add(hit)
        if (written is not None and written.label is not None and named_rank is None
                and len(self.labelled) < MAX_LABELLED):
            self.labelled.append((hit, written.label, by_default))

    def _time_behind_prefix(self, ev: BundleEvidence, raw: str) -> datetime | None:
        """The time of a line behind the prefixes a launcher put before it (`worker-1: `,
        `[1,3]<stderr>:`, `3: `): the line's own, in any form timestamps reads."""
        origin, body = read_origin(raw, ev.hosts, ev.addresses, self.system)
        if origin is None or body is raw:
            return None
        return parse_line(body, self.ctx)[0]

    def place_labels(self, ev: BundleEvidence) -> None:
        """Place the lines whose only origin is an `srun --label` task number, once the whole
        stream shows whether its tasks are ranks (StreamLabels)."""
        if not self.labelled:
            return
        for text in self.info.tail:
            self.labels.see_text(text)
        if not self.labels.are_ranks(ev.hosts):
            return
        for hit, label, by_default in self.labelled:
            node = ev.hosts.rank_node(label)
            if node is None:
                continue
            hit.rank = label if hit.rank is None else hit.rank
            hit.reporter = node
            hit.provenance = "srun --label"
            if by_default:
                hit.node = node
        self.labelled.clear()

    def _listed_at_once(self, block: bytes, start: int, at: datetime) -> bool:
        """The line above carries the same time: the rows of one listing, printed at once
        (their times say when it was taken, each row's age when its event happened). Rows
        dated one by one (a bundle saved by hand) already carry their events' times."""
        if start == 0:
            return False
        above = block.rfind(b"\n", 0, start - 1) + 1
        before, _ = parse_line(_decode(block[above:start - 1]), self.ctx)
        return before == at


def _relayed(text: str) -> tuple[bool, str | None, str]:
    """Whether a line is another process's output relayed by Ray's driver, the address of the
    node that process ran on (None: the driver's own node), and the line without the prefix."""
    found = _RELAYED.match(text)
    if found is None:
        return False, None, text
    who = found.group("who")
    if "pid=" not in who and not who.startswith(("raylet", "gcs_server")):
        return False, None, text
    ip = _RELAYED_IP.search(who)
    body = text[found.end():].lstrip()
    folded = _RAY_DEDUP.search(body) if "across cluster]" in body else None
    if folded is not None:
        body = body[:folded.start()].rstrip()
        body = _ANSI_TAIL.sub("", body).rstrip()
    return True, ip.group("ip") if ip else None, body


def _not_the_programs_exception(block: bytes, start: int, text: str, ctx: TimeContext) -> bool:
    """The exception line at `start` ends a spawned child's failure to read the process object
    its parent was sending (EOFError, a truncated pickle, under multiprocessing's spawn_main):
    the parent's death seen from the child, not an error of the program's own code. Read upwards
    over the traceback's indented frames. (An exception CPython printed under `Exception ignored
    in:` is set aside later, from the stream's kept tail: endings.in_ignored_traceback.)"""
    if _PARENT_PIPE_CUT.search(text) is None:
        return False
    end = start - 1
    spawn_frame = False
    for _ in range(MAX_TRACEBACK_LINES):
        if end <= 0:
            return False
        above = block.rfind(b"\n", 0, end) + 1
        line = parse_line(_decode(block[above:end]), ctx)[1]
        end = above - 1
        if line.startswith(("  ", "\t")):
            spawn_frame = spawn_frame or _SPAWN_MAIN_FRAME.search(line) is not None
            continue
        return spawn_frame and _TRACEBACK_HEADER.match(line.strip()) is not None
    return False


def _field_address(block: bytes, start: int, ctx: TimeContext) -> str | None:
    """The address an error report gives in its field lines just above the line at `start`:
    indented `key: value` lines (Ray's exception: `class_name: Actor`, `pid: 248`, `ip:
    10.0.22.142`), read upwards until a line that is not one; None when none is an address."""
    end = start - 1
    for _ in range(MAX_REPORT_FIELDS):
        if end <= 0:
            return None
        above = block.rfind(b"\n", 0, end) + 1
        text = parse_line(_decode(block[above:end]), ctx)[1]
        field = _REPORT_FIELD.match(text)
        if field is None:
            return None
        if field.group("key").lower() in _ADDRESS_KEYS:
            return field.group("value")
        end = above - 1
    return None


def _names_its_subject(sig: Signature) -> bool:
    groups = sig.regex.groupindex
    return "host" in groups or "pod" in groups


def learn_place(ev: BundleEvidence, node: str | None, match: linear_re.Match) -> None:
    """An `address` line: the address of the node that logged it (`address` group), or where
    the orchestrator placed a pod (`pod` and `host` groups, e.g. `Successfully assigned ns/pod
    to host`). `node`: the node whose log holds the line (None: an orchestrator's event)."""
    address = match.named("address")
    if address and node is not None:
        ev.addresses.setdefault(address, node)
    pod, host = pod_name(match.named("pod")), match.named("host")
    if pod and host:
        ev.pods.setdefault(pod, host)


def pod_name(pod: str | None) -> str | None:
    """A pod named with its namespace (`ns/pod`) or kind (`pod/x`) is the pod's own name."""
    return pod.rsplit("/", 1)[-1] or None if pod else None


def _decode(raw: bytes) -> str:
    return raw.decode("utf-8", errors="replace").rstrip("\r")


def _elastic_rank(block: bytes, start: int, body: str) -> int | None:
    """The `rank : N (local_rank: M)` field of the elastic error report just above a line."""
    if "exitcode" not in body or "failed (exitcode" in body:
        return None  # only report fields follow a rank field
    window = block[max(0, start - 512) : start].decode("utf-8", errors="replace")
    found = _ELASTIC_RANK.findall(window)
    return int(found[-1]) if found else None


def _local_rank(hosts: JobHosts, node: str, body: str) -> int | None:
    """Global rank of `local_rank: L` in a launcher line of `node` (L-th rank of that node)."""
    found = _LOCAL_RANK.search(body)
    return hosts.local_rank(node, int(found.group(1))) if found else None
