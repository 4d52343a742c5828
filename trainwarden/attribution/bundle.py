"""Evidence bundles (docs/evidence-bundle.md): reading one as a stream of signature hits, and
the one writer every backend uses (BundleWriter, at the end).

Log files are read in fixed-size blocks and never held whole. A multi-pattern automaton over
the catalog's keywords finds the few lines worth a regex; everything else is only counted.
Unreadable required files raise BundleError; bad lines are skipped with a warning.
"""

from __future__ import annotations

import json
import math
import re
from collections import deque
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from pydantic import AwareDatetime, BaseModel, ConfigDict, Field, ValidationError

from trainwarden.attribution import flight_recorder
from trainwarden.attribution.catalog import Catalog, Signature
from trainwarden.attribution.timestamps import (
    TimeContext,
    parse_line,
    parse_ts,
    timestamped,
    zone,
)
from trainwarden.paths import safe_part
from trainwarden.validation import first_error

try:  # accelerator: Aho-Corasick (Rust) over all keywords at once, ~0.5 GB/s
    from ahocorasick_rs import BytesAhoCorasick
except ImportError:  # pragma: no cover - fallback where the wheel is missing: one find per keyword
    BytesAhoCorasick = None

BLOCK_BYTES = 8 << 20
MAX_LINE_BYTES = 1 << 20
MAX_WARNINGS_PER_FILE = 3
STEP_SAMPLES_KEPT = 4096
FIRST_TIME_LINES = 200  # a stream's first time is looked for this far
HITS_KEPT_PER_SIGNATURE_AND_FILE = 50  # later ones are only counted: memory stays bounded
_RANK_STREAM = re.compile(r"^rank-(\d+)$")
_ELASTIC_RANK = re.compile(r"\brank\s+:\s*(\d+)\s*\(local_rank")
_LOCAL_RANK = re.compile(r"\blocal_rank:\s*(\d+)")
_PREFIX = re.compile(r"^\[(?:rank|default)\d+\]:")


class BundleError(Exception):
    """The bundle cannot be attributed; `file` is the offending path, str(exc) one line."""

    def __init__(self, file: str | Path, message: str):
        self.file = str(file)
        self.message = message
        super().__init__(f"{self.file}: {message}")


class JobInfo(BaseModel):
    """job.json: the job's shape. Unknown fields are ignored (docs/evidence-bundle.md)."""

    model_config = ConfigDict(extra="ignore")

    job_id: str
    scheduler: str
    nodes: list[str]
    ranks: dict[str, str]
    expected_step_seconds: float | None = None
    collected_at: AwareDatetime | None = Field(
        default=None, description="when the bundle was taken (lets a stall be measured)"
    )
    window_start: AwareDatetime | None = Field(
        default=None, description="evidence before this instant is not of this incident's run"
    )
    window_end: AwareDatetime | None = Field(
        default=None, description="the latest instant the bundle covers"
    )
    timezone: str | None = Field(
        default=None, description="zone of zone-less times in the logs (IANA name or +HH:MM); "
        "UTC when absent"
    )
    node_timezones: dict[str, str] = Field(
        default_factory=dict, description="per-node zone, overriding `timezone`"
    )
    boot_times: dict[str, AwareDatetime] = Field(
        default_factory=dict, description="per-node boot time: dates monotonic dmesg lines"
    )
    addresses: dict[str, str] = Field(
        default_factory=dict, description="address or host name -> node, for lines that name "
        "a peer (learned from the logs too)"
    )

    def time_context(self, node: str) -> TimeContext:
        """How the times of `node`'s lines are read when they lack zone, year or date."""
        tz = zone(self.node_timezones.get(node)) or zone(self.timezone) or UTC
        reference = self.collected_at or self.window_end
        return TimeContext(tz=tz, reference=reference, boot=self.boot_times.get(node))

    def rank_node(self, rank: int) -> str | None:
        return self.ranks.get(str(rank))


@dataclass(slots=True)
class Hit:
    """One line of evidence that matched a signature."""

    signature: Signature
    at: datetime
    node: str | None
    rank: int | None
    file: str
    line: int
    text: str
    peer: str | None = None  # the address the line names, resolved to `node` after reading


@dataclass
class StreamInfo:
    """What a log file showed besides hits: its extent in time and size."""

    file: str
    node: str
    stream: str
    rank: int | None
    lines: int = 0
    first_at: datetime | None = None
    last_at: datetime | None = None


@dataclass
class RankProgress:
    """Per-rank training progress from metrics.jsonl."""

    node: str | None
    max_step: float | None = None
    max_step_at: datetime | None = None
    max_step_line: int = 0
    max_step_text: str = ""
    last_at: datetime | None = None
    step_seconds: deque[tuple[datetime, float]] = field(
        default_factory=lambda: deque(maxlen=STEP_SAMPLES_KEPT)
    )


@dataclass
class SchedulerEvent:
    at: datetime
    line: int
    job_state: str | None
    node: str | None
    node_state: str | None
    exit_code: int | None
    reason: str | None


@dataclass
class BundleEvidence:
    """Everything correlation needs, extracted in one pass over the bundle."""

    job: JobInfo
    hits: list[Hit] = field(default_factory=list)
    overflow: dict[tuple[str, str, str | None, int | None], int] = field(default_factory=dict)
    streams: list[StreamInfo] = field(default_factory=list)
    progress: dict[int, RankProgress] = field(default_factory=dict)
    scheduler: list[SchedulerEvent] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    lines_read: int = 0
    bytes_read: int = 0
    addresses: dict[str, str] = field(default_factory=dict)  # learned: address -> node
    flight: flight_recorder.Finding | None = None  # from PyTorch Flight Recorder dumps
    _kept: dict[tuple[str, str], int] = field(default_factory=dict)

    def add(self, hit: Hit) -> None:
        """Keep the first hits of each signature in each file; count the rest by origin."""
        key = (hit.signature.id, hit.file)
        kept = self._kept.get(key, 0)
        if kept < HITS_KEPT_PER_SIGNATURE_AND_FILE:
            self._kept[key] = kept + 1
            self.hits.append(hit)
        elif hit.signature.role != "warning":
            origin = (hit.signature.id, hit.signature.category, hit.node, hit.rank)
            self.overflow[origin] = self.overflow.get(origin, 0) + 1


def load_job(bundle: Path) -> JobInfo:
    path = bundle / "job.json"
    if not bundle.is_dir():
        raise BundleError(bundle, "not a directory")
    if not path.is_file():
        raise BundleError(path, "missing (every bundle needs job.json)")
    try:
        raw = path.read_bytes()
        data = json.loads(raw.decode("utf-8"))
    except OSError as exc:
        raise BundleError(path, f"cannot read: {exc.strerror or exc}") from exc
    except UnicodeDecodeError as exc:
        raise BundleError(path, "not UTF-8 text (binary file?)") from exc
    except json.JSONDecodeError as exc:
        raise BundleError(path, f"invalid JSON at line {exc.lineno}: {exc.msg}") from exc
    if not isinstance(data, dict):
        raise BundleError(path, "must be a JSON object")
    try:
        return JobInfo.model_validate(data)
    except ValidationError as exc:
        raise BundleError(path, f"field {first_error(exc, '(root)')}") from exc


class _Matcher:
    """Finds candidate lines of one stream kind and the best signature of each."""

    def __init__(self, signatures: list[Signature]):
        self.signatures = signatures
        self.triggers = Catalog.triggers_for(signatures)
        self.automaton = None
        if BytesAhoCorasick is not None and self.triggers:
            self.automaton = BytesAhoCorasick(list(self.triggers))

    def candidate_starts(self, low: bytes) -> list[int]:
        """Start offsets of lines in `low` (lower-cased block) holding any trigger."""
        starts: set[int] = set()
        if self.automaton is not None:
            line_end = -1
            for _, pos, _ in self.automaton.find_matches_as_indexes(low):
                if pos <= line_end:
                    continue  # this line is already a candidate
                starts.add(low.rfind(b"\n", 0, pos) + 1)
                nl = low.find(b"\n", pos)
                line_end = len(low) if nl == -1 else nl
        else:
            for trig in self.triggers:
                pos = low.find(trig)
                while pos != -1:
                    starts.add(low.rfind(b"\n", 0, pos) + 1)
                    nl = low.find(b"\n", pos)
                    if nl == -1:
                        break
                    pos = low.find(trig, nl)
        return sorted(starts)

    def best(self, text: str, low: str) -> tuple[Signature, re.Match[str]] | None:
        if self.automaton is not None and not self.automaton.find_matches_as_indexes(
            low.encode()
        ):
            return None  # no trigger, so no keyword of any signature: nothing can match
        for sig in self.signatures:  # sorted best first
            if any(k in low for k in sig.keywords):
                match = sig.regex.search(text)
                if match:
                    return sig, match
        return None


class _StreamScan:
    """Scans the blocks of one log file in order, remembering the last time seen so that a
    line without its own time (a traceback frame) takes the time of the line before it."""

    def __init__(self, info: StreamInfo, matcher: _Matcher, ctx: TimeContext,
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

    def block(self, ev: BundleEvidence, block: bytes, base_line: int) -> None:
        info, ctx = self.info, self.ctx
        if info.first_at is None:
            info.first_at = self._first_time(block)
        body_end = len(block)  # the last line's end, without copying the block to strip it
        while body_end and block[body_end - 1] == 10:
            body_end -= 1
        last_nl = block.rfind(b"\n", 0, body_end)
        last_at, _ = parse_line(_decode(block[last_nl + 1:body_end]), ctx)
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
            at, text = parse_line(raw, ctx)
            if at is None:
                at = self._time_before(block, start, known_pos, known_at)
            known_pos, known_at = end, at if at is not None else known_at
            if at is None:
                self.skipped.append(line_no + 1)
                continue
            if self.since is not None and at < self.since:
                continue
            self._match(ev, block, start, at, text, line_no + 1)
        self.carried = last_at or self.carried
        if last_at is not None:
            info.last_at = last_at

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
        body = _PREFIX.sub("", text, count=1).lstrip() if text.startswith("[") else text
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
        ev.add(Hit(sig, at, node, rank, info.file, line, text.strip(), groups.get("peer")))


class BundleReader:
    """One pass over a bundle producing BundleEvidence."""

    def __init__(self, bundle: Path, catalog: Catalog, since: datetime | None):
        self.bundle = bundle
        self.catalog = catalog
        self.since = since
    def _matcher(self, stream: str) -> _Matcher:
        """One matcher per distinct signature set, kept with the (cached) catalog."""
        sigs = self.catalog.for_stream(stream)
        key = ("matcher", BytesAhoCorasick is not None, tuple(s.id for s in sigs))
        if key not in self.catalog.cache:
            self.catalog.cache[key] = _Matcher(sigs)
        return self.catalog.cache[key]

    def read(self) -> BundleEvidence:
        ev = BundleEvidence(job=load_job(self.bundle))
        if ev.job.window_start is not None and (self.since is None
                                                or ev.job.window_start > self.since):
            self.since = ev.job.window_start  # the bundle says where this run's evidence starts
        for path, node, stream in self._log_files():
            self._scan_log(ev, path, node, stream)
        self._read_scheduler(ev)
        self._read_metrics(ev)
        _resolve_peers(ev)
        ev.flight = flight_recorder.find_missing(flight_recorder.read_bundle_dumps(self.bundle))
        ev.hits.sort(key=lambda h: (h.at, h.file, h.line))
        return ev

    def _rel(self, path: Path) -> str:
        return path.relative_to(self.bundle).as_posix()

    def _log_files(self) -> Iterator[tuple[Path, str, str]]:
        logs = self.bundle / "logs"
        if not logs.is_dir():
            return
        for node_dir in sorted(p for p in logs.iterdir() if p.is_dir()):
            for path in sorted(node_dir.glob("*.log")):
                if path.is_file():
                    yield path, node_dir.name, path.stem

    # ---- logs ---------------------------------------------------------------------------
    def _scan_log(self, ev: BundleEvidence, path: Path, node: str, stream: str) -> None:
        rel = self._rel(path)
        rank_match = _RANK_STREAM.match(stream)
        info = StreamInfo(rel, node, stream, int(rank_match.group(1)) if rank_match else None)
        scan = _StreamScan(info, self._matcher(stream), ev.job.time_context(node), self.since)
        try:
            with path.open("rb") as fh:
                carry = b""
                base_line = 0
                first = True
                while True:
                    data = fh.read(BLOCK_BYTES)
                    if first and b"\x00" in data[:65536]:
                        ev.warnings.append(f"{rel}: binary file, skipped")
                        return
                    if not data:
                        block, carry = carry, b""
                    else:
                        block = carry + data
                        cut = block.rfind(b"\n") + 1
                        if cut == 0 and len(block) < MAX_LINE_BYTES:
                            carry = block
                            continue
                        if cut == 0:
                            cut = len(block)
                        block, carry = block[:cut], block[cut:]
                    if block:
                        ev.bytes_read += len(block)
                        scan.block(ev, block, base_line)
                        base_line += block.count(b"\n") + (0 if block.endswith(b"\n") else 1)
                        first = False
                    if not data:
                        break
        except OSError as exc:
            ev.warnings.append(f"{rel}: cannot read ({exc.strerror or exc}), skipped")
            return
        info.lines = base_line
        ev.lines_read += base_line
        if scan.skipped:
            shown = ", ".join(str(n) for n in scan.skipped[:MAX_WARNINGS_PER_FILE])
            more = len(scan.skipped) - MAX_WARNINGS_PER_FILE
            tail = f" and {more} more" if more > 0 else ""
            ev.warnings.append(
                f"{rel}: line {shown}{tail} skipped: no timestamp on it or before it"
            )
        ev.streams.append(info)

    # ---- scheduler.jsonl ----------------------------------------------------------------
    def _jsonl(
        self, ev: BundleEvidence, name: str
    ) -> Iterator[tuple[int, dict, datetime, str]]:
        """(line number, object, ts, raw line) of each valid line of a JSONL stream."""
        path = self.bundle / name
        if not path.is_file():
            return
        bad: list[int] = []
        try:
            with path.open("rb") as fh:
                for number, raw in enumerate(fh, start=1):
                    if not raw.strip():
                        continue
                    try:
                        obj = json.loads(raw.decode("utf-8"))
                    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError):
                        bad.append(number)
                        continue
                    raw_ts = obj.get("ts") if isinstance(obj, dict) else None
                    at = parse_ts(raw_ts) if isinstance(raw_ts, str) else None
                    if at is None:
                        bad.append(number)
                        continue
                    if self.since is not None and at < self.since:
                        continue
                    yield number, obj, at, raw.decode("utf-8").strip()
        except OSError as exc:
            ev.warnings.append(f"{name}: cannot read ({exc.strerror or exc}), skipped")
        if bad:
            shown = ", ".join(str(n) for n in bad[:MAX_WARNINGS_PER_FILE])
            more = len(bad) - MAX_WARNINGS_PER_FILE
            tail = f" and {more} more" if more > 0 else ""
            ev.warnings.append(f"{name}: line {shown}{tail} skipped: not a JSON object with ts")

    def _read_scheduler(self, ev: BundleEvidence) -> None:
        matcher = self._matcher("scheduler")
        for number, obj, at, raw in self._jsonl(ev, "scheduler.jsonl"):
            event = SchedulerEvent(
                at=at,
                line=number,
                job_state=_opt_str(obj.get("job_state")),
                node=_opt_str(obj.get("node")),
                node_state=_opt_str(obj.get("node_state")),
                exit_code=obj["exit_code"] if type(obj.get("exit_code")) is int else None,
                reason=_opt_str(obj.get("reason")),
            )
            ev.scheduler.append(event)
            text = _render_scheduler(event)
            found = matcher.best(text, text.lower()) if text else None
            if found:
                node = event.node if event.node in ev.job.nodes else None
                ev.add(Hit(found[0], at, node, None, "scheduler.jsonl", number, raw))

    # ---- metrics.jsonl ------------------------------------------------------------------
    def _read_metrics(self, ev: BundleEvidence) -> None:
        matcher = self._matcher("metrics")
        for number, obj, at, raw in self._jsonl(ev, "metrics.jsonl"):
            name, value = obj.get("name"), obj.get("value")
            if not isinstance(name, str) or type(value) not in (int, float):
                continue
            rank = obj.get("rank") if type(obj.get("rank")) is int else None
            node = _opt_str(obj.get("node"))
            if rank is not None and name in ("step", "step_seconds"):
                prog = ev.progress.get(rank)
                if prog is None:
                    prog = ev.progress[rank] = RankProgress(node or ev.job.rank_node(rank))
                prog.last_at = at if prog.last_at is None else max(prog.last_at, at)
                if name == "step" and math.isfinite(value):
                    if prog.max_step is None or value > prog.max_step:
                        prog.max_step, prog.max_step_at = value, at
                        prog.max_step_line, prog.max_step_text = number, raw
                    elif value == prog.max_step and prog.max_step_at and at < prog.max_step_at:
                        prog.max_step_at = at
                elif name == "step_seconds" and math.isfinite(value) and value >= 0:
                    prog.step_seconds.append((at, float(value)))
                continue
            if name in ("step", "step_seconds"):
                continue
            text = f"metric {name}={_fmt_value(value)}"
            found = matcher.best(text, text.lower())
            if found:
                node_ok = node if node in ev.job.nodes else None
                ev.add(Hit(found[0], at, node_ok, rank, "metrics.jsonl", number, raw))


def _resolve_peers(ev: BundleEvidence) -> None:
    """A line naming a peer is about the peer's node: by job.json's `addresses`, a learned
    address, or the peer's own name; an address no node has is about no node."""
    known = {**ev.addresses, **ev.job.addresses}
    for hit in ev.hits:
        if hit.peer is not None:
            node = known.get(hit.peer) or (hit.peer if hit.peer in ev.job.nodes else None)
            hit.node = node if node in ev.job.nodes else None


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


def _opt_str(value: object) -> str | None:
    return value if isinstance(value, str) else None


def _fmt_value(value: float) -> str:
    if isinstance(value, float) and math.isnan(value):
        return "nan"
    if isinstance(value, float) and math.isinf(value):
        return "inf" if value > 0 else "-inf"
    return repr(value)


def _render_scheduler(event: SchedulerEvent) -> str:
    parts: list[str] = []
    if event.node is not None:
        parts.append(f"node={event.node}")
    if event.node_state is not None:
        parts.append(f"node_state={event.node_state}")
    if event.job_state is not None:
        parts.append(f"job_state={event.job_state}")
    if event.exit_code is not None:
        parts.append(f"exit_code={event.exit_code}")
    if event.reason:
        parts.append(f"reason={event.reason}")
    return " ".join(parts)




# ---- writing ------------------------------------------------------------------------------
class BundleWriter:
    """Writes a bundle (docs/evidence-bundle.md), the one writer every backend uses: a backend only
    supplies streams (raw log lines, scheduler events, metric records) and the job's shape.

    Every log line is written as `ISO-8601-with-zone SPACE text`, its time read from the line
    itself (trainwarden.attribution.timestamps); evidence before `window_start` (the start of
    this run, or of the incident's window) is dropped; a stream keeps at most `max_lines` of
    its newest lines. job.json records the window the bundle covers and when it was taken.
    """

    def __init__(self, dest: str | Path, window_start: datetime | None = None,
                 ctx: TimeContext | None = None, max_lines: int | None = None):
        self.dest = Path(dest)
        self.window_start = window_start
        self.ctx = ctx or TimeContext()
        self.max_lines = max_lines
        self.dest.mkdir(parents=True, exist_ok=True)

    def log(self, node: str, stream: str, entries: Iterable[tuple[datetime, str]]) -> int:
        """Append (time, text) entries to logs/NODE/STREAM.log; returns lines written."""
        since = self.window_start
        kept: Iterable[tuple[datetime, str]] = (
            (at, text) for at, text in entries if since is None or at >= since)
        if self.max_lines is not None:
            kept = deque(kept, maxlen=self.max_lines)
        rendered = [f"{_iso_z(at)} {text.rstrip(chr(10))}\n" for at, text in kept]
        # names from a scheduler or a log never leave the bundle (trainwarden/paths.py)
        path = self.dest / "logs" / safe_part(node) / f"{safe_part(stream)}.log"
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("a") as handle:  # an empty file says: looked, nothing in the window
            handle.writelines(rendered)
        return len(rendered)

    def log_lines(self, node: str, stream: str, lines: Iterable[str],
                  default: datetime) -> int:
        """Raw lines as a program wrote them (times in any known format, or none)."""
        return self.log(node, stream, timestamped(lines, default, self.ctx))

    def jsonl(self, name: str, records: Iterable[dict[str, Any]], windowed: bool = True) -> int:
        """scheduler.jsonl or metrics.jsonl: records (in the window unless `windowed` is
        False: a run's own scheduler events all belong to it), in time order."""
        since = self.window_start if windowed else None
        kept = [r for r in records
                if since is None or (_record_at(r) or since) >= since]
        kept.sort(key=lambda r: _record_at(r) or datetime.min.replace(tzinfo=UTC))
        return self.jsonl_lines(name, (json.dumps(r, sort_keys=True) for r in kept))

    def jsonl_lines(self, name: str, lines: Iterable[str]) -> int:
        """Serialised records a backend already filtered and ordered (its own files, copied
        without a parse on the detection-to-action path)."""
        tail = deque((line.rstrip("\n") for line in lines), maxlen=self.max_lines)
        with (self.dest / name).open("w") as handle:
            handle.writelines(line + "\n" for line in tail if line)
        return len(tail)

    def flight_recorder(self, rank: int, dump: dict[str, Any]) -> None:
        """A rank's Flight Recorder dump (trainwarden.attribution.flight_recorder.load_dump),
        kept as JSON lines so that evidence can cite an entry."""
        directory = self.dest / "flight_recorder"
        directory.mkdir(exist_ok=True)
        lines = flight_recorder.to_jsonl(dump)
        (directory / f"rank-{rank}.jsonl").write_text("".join(line + "\n" for line in lines))

    def flight_recorder_dir(self, directory: Path) -> list[str]:
        """Every Flight Recorder dump in `directory` (files named prefix + rank, as torch
        writes them); returns notes on files that are not readable dumps."""
        notes: list[str] = []
        if not directory.is_dir():
            return notes
        for path in sorted(p for p in directory.iterdir() if p.is_file()):
            rank = flight_recorder.rank_of(path)
            if rank is None:
                continue
            try:
                self.flight_recorder(rank, flight_recorder.load_dump(path))
            except (OSError, flight_recorder.DumpError) as exc:
                notes.append(f"flight recorder {path.name}: {exc}")
        return notes

    def finish(self, job: dict[str, Any], collected_at: datetime | None = None) -> Path:
        """Write job.json (validated against the reader's model) and return the bundle."""
        collected = collected_at or datetime.now(UTC)
        record = {"collected_at": _iso_z(collected), "window_end": _iso_z(collected), **job}
        if self.window_start is not None:
            record.setdefault("window_start", _iso_z(self.window_start))
        JobInfo.model_validate(record)  # a writer bug must not produce an unreadable bundle
        tmp = self.dest / "job.json.tmp"
        tmp.write_text(json.dumps(record, indent=2))
        tmp.replace(self.dest / "job.json")
        return self.dest


def _iso_z(at: datetime) -> str:
    return at.astimezone(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def _record_at(record: dict[str, Any]) -> datetime | None:
    raw = record.get("ts")
    return parse_ts(raw) if isinstance(raw, str) else None
