"""Timestamps of log lines: the normalised ISO-8601 prefix and the programs' own formats.

A bundle written by trainwarden starts every line with ISO-8601 and a zone
(docs/evidence-bundle.md).
Lines saved by hand, and the raw files live collection reads, carry whatever the program wrote:

    2026-12-03T10:41:49.123456+00:00 ...   ISO-8601 / journald short-iso(-precise), zone or not
    2023-06-07 22:16:00,018 ...             Python logging (also bracketed: [2023-06-07 ...])
    2019-06-02T16:13:44.884Z: ...           mpirun --timestamp-output
    2020-08-10 19:09:42,123 ...             Java / log4j (the ISO form with a comma)
    2020/08/10 19:09:42 ...                 Go's standard `log` (LstdFlags; .123456 with
                                            Lmicroseconds), as Kubernetes device plugins print
    Dec  3 10:41:49 node2 kernel: ...       syslog / kern.log (no year, no zone)
    E1203 10:40:58.213000 1359 file.cc:12]  glog, as torch's C++ and torchrun print it (E504 too),
                                            and klog (I0810 19:09:42.123456), Kubernetes' glog
    I 05-04 00:52:46 controller.py:100] ... SkyPilot's and vLLM's logging (INFO 05-04 ... too)
    (worker pid=12, ip=10.0.0.5) <line>     a line Ray or SkyPilot relays: the relayed line's time
    {"log":"...\n","time":"2021-..."}       a container runtime's json-file line: its `time`, and
                                            the text it wraps (after the program's own time)
    [Tue Dec  3 10:41:49 2024] ...          dmesg -T
    Sun Jun 11 23:02:41 2023 kern.info ...  ctime() at the line's start (busybox logread, LSF)
    <34>1 2003-10-11T22:14:15.003Z host ... a raw syslog message (RFC 5424; <13>Feb  5 ... RFC 3164)
    [12345.678901] ...                      dmesg (seconds since the node booted)

A time without a zone is in the node's zone (TimeContext.tz); one without a year takes the
bundle's year and rolls back a year when that would put it after the bundle's reference time.
Monotonic dmesg needs the node's boot time; without it the line has no time. Callers give a
line without any time the time of the line before it in the same stream.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta, timezone, tzinfo
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

_LONG_FRACTION = re.compile(r"(\.\d{6})\d+")
_MONTHS = {m: i for i, m in enumerate(
    ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"), 1)}
_ISO = re.compile(
    r"(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(?:[.,](\d+))?"
    r"(Z|[+-]\d{2}(?::?\d{2})?)?(?=[\s\]|:]|$)"
)
# Go's log package: `2009/01/23 01:23:23` (LstdFlags), `.123123` with Lmicroseconds
_GO_LOG = re.compile(r"(\d{4})/(\d{2})/(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?= |$)")
_SYSLOG = re.compile(r"([A-Z][a-z]{2}) {1,2}(\d{1,2}) (\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?= |$)")
# glog pads the month (E0504); torch's c10 logger does not (E504, E1206): 1-2 digits, then 2
_GLOG = re.compile(r"[EWIF](\d{1,2})(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?= |$)")
_DMESG_T = re.compile(
    r"\[[A-Z][a-z]{2} ([A-Z][a-z]{2}) {1,2}(\d{1,2}) (\d{2}):(\d{2}):(\d{2}) (\d{4})\]"
)
# C's ctime()/asctime() at the start of a line, as busybox's logread and LSF print it:
# `Sun Jun 11 23:02:41 2023 kern.info kernel: ...`
_CTIME = re.compile(
    r"[A-Z][a-z]{2} ([A-Z][a-z]{2}) {1,2}(\d{1,2}) (\d{2}):(\d{2}):(\d{2}) (\d{4})(?= |$)"
)
# a syslog message as sent on the wire: `<PRI>` (RFC 3164), then `1 ` for RFC 5424's version
_SYSLOG_PRI = re.compile(r"<\d{1,3}>(?:1 )?")
_DMESG_MONO = re.compile(r"\[\s*(\d+)\.(\d+)\]")
_RANK_PREFIX = re.compile(r"\[(?:rank|default)\d+\]:\s?")
# the process a launcher relays a line from, before the line: Ray's and SkyPilot's
# `(RayTrainWorker pid=2913, ip=10.0.0.5) `, `(bert-qa pid=920210) `
_RELAYED_BY = re.compile(r"\([^()]{0,200}\bpid=\d+[^()]{0,200}\) ")
_RUNTIME_JSON = '{"log":'
# a level, then month-day and time without a year: SkyPilot's and vLLM's logging format
# (`%(levelname).1s %(asctime)s` / `%(levelname)s %(asctime)s`, datefmt `%m-%d %H:%M:%S`):
# `I 05-04 00:52:46 controller.py:100] ...`, `INFO 05-04 00:52:46 llm_engine.py:72] ...`
_LEVEL_MONTH_DAY = re.compile(
    r"(?:[DIWEC]|DEBUG|INFO|WARNING|WARN|ERROR|CRITICAL) (\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})"
    r"(?:[.,](\d+))?(?= |$)")
# the source location that format puts after the time, `%(filename)s:%(lineno)d] ` (vLLM's
# vllm/logger.py, `[core.py:1094] ` in its later releases; SkyPilot's sky/sky_logging.py): the
# logger's, not the message's; the message is what follows it
_LEVEL_MONTH_DAY_SOURCE = re.compile(r" *\[?[\w.-]{1,128}:\d{1,6}\] +")
_MAX_WRAPPED = 1 << 20


def parse_ts(value: str) -> datetime | None:
    """An aware datetime, or None when `value` is not ISO-8601 with a zone.

    Accepts `Z`, `+HH:MM`, `+HHMM` and fractions longer than microseconds (journald and
    Go-style nanoseconds are truncated, not rejected).
    """
    if len(value) < 16 or not value[:4].isdigit():
        return None
    try:
        parsed = datetime.fromisoformat(value)
    except ValueError:
        trimmed = _LONG_FRACTION.sub(r"\1", value, count=1)
        if trimmed == value:
            return None
        try:
            parsed = datetime.fromisoformat(trimmed)
        except ValueError:
            return None
    return parsed if parsed.tzinfo is not None else None


def zone(name: str | None) -> tzinfo | None:
    """`UTC`, `+05:30` / `-0800`, or an IANA name such as `Europe/Berlin`; None if unknown."""
    if not name:
        return None
    if name in ("Z", "UTC", "utc"):
        return UTC
    offset = re.fullmatch(r"([+-])(\d{2}):?(\d{2})", name)
    if offset:
        sign = 1 if offset.group(1) == "+" else -1
        return timezone(sign * timedelta(hours=int(offset.group(2)), minutes=int(offset.group(3))))
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        return None


@dataclass(frozen=True, slots=True)
class TimeContext:
    """What a line's own time may lack: zone, year (and its reference instant), boot time."""

    tz: tzinfo = UTC
    reference: datetime | None = None  # the bundle's "now": a year-less time is not after it
    boot: datetime | None = None  # for monotonic dmesg

    @property
    def year(self) -> int:
        return (self.reference or datetime.now(UTC)).astimezone(self.tz).year


def _fraction(digits: str | None) -> int:
    return int((digits or "0")[:6].ljust(6, "0"))


def _yearless(ctx: TimeContext, month: int, day: int, h: str, m: str, s: str,
              frac: str | None) -> datetime | None:
    year = ctx.year
    try:
        at = datetime(year, month, day, int(h), int(m), int(s), _fraction(frac), tzinfo=ctx.tz)
        if ctx.reference is not None and at > ctx.reference + timedelta(days=2):
            at = at.replace(year=year - 1)  # a December line read in January
    except ValueError:
        return None
    return at


def parse_line(raw: str, ctx: TimeContext) -> tuple[datetime | None, str]:
    """(time, text after the time) of one log line; (None, raw) when it carries no time."""
    at, text, _ = _read_line(raw, ctx)
    return at, text


def _read_line(raw: str, ctx: TimeContext) -> tuple[datetime | None, str, bool]:
    """parse_line, and whether the time was the normalised ISO-8601 prefix (the fast path)."""
    head, sep, rest = raw.partition(" ")
    if head[:1].isdigit():
        at = parse_ts(head)  # the normalised form: the fast path
        if at is not None:
            if rest.startswith(_RUNTIME_JSON):
                rest = _unwrapped(rest, ctx)[1]
            return at, rest, True
    at, text = _parse_other(raw, ctx, allow_prefix=True)
    return (at, text, False) if at is not None else (None, raw, False)


def _unwrapped(raw: str, ctx: TimeContext) -> tuple[datetime | None, str]:
    """A container runtime's json-file line (`{"log":"text\\n","stream":"stderr","time":
    "2021-09-01T00:25:09.3Z"}`, as Docker's json-file driver writes /var/lib/docker/containers
    and Kubernetes nodes link from /var/log/containers): its time and the text it wraps, after
    the program's own time; (None, raw) when the line is not one."""
    if len(raw) > _MAX_WRAPPED:
        return None, raw
    try:
        obj = json.loads(raw)
    except ValueError:
        return None, raw
    log = obj.get("log") if isinstance(obj, dict) else None
    if not isinstance(log, str):
        return None, raw
    log = log.rstrip("\r\n")
    stamp = obj.get("time")
    at = parse_ts(stamp) if isinstance(stamp, str) else None
    own, text = _parse_other(log, ctx, allow_prefix=True)
    return at or own, text if own is not None else log


def _parse_other(raw: str, ctx: TimeContext, allow_prefix: bool) -> tuple[datetime | None, str]:
    first = raw[:1]
    if first.isdigit():
        match = _ISO.match(raw) or _GO_LOG.match(raw)
        if match:
            return _iso(match, ctx), _after(raw, match.end())
        return None, raw
    if first == "[":
        match = _DMESG_MONO.match(raw)
        if match:
            if ctx.boot is None:
                return None, raw
            secs = timedelta(seconds=int(match.group(1)),
                             microseconds=_fraction(match.group(2)))
            return ctx.boot + secs, _after(raw, match.end())
        match = _DMESG_T.match(raw)
        if match:
            month = _MONTHS.get(match.group(1))
            if month is None:
                return None, raw
            try:
                stamp = datetime(int(match.group(6)), month, int(match.group(2)),
                                 int(match.group(3)), int(match.group(4)), int(match.group(5)),
                                 tzinfo=ctx.tz)
            except ValueError:
                return None, raw
            return stamp, _after(raw, match.end())
        match = _ISO.match(raw, 1) or _GLOG.match(raw, 1)
        if match:
            at = _iso(match, ctx) if match.re is _ISO else _glog(match, ctx)
            return at, _after(raw, match.end())
        if allow_prefix:
            prefix = _RANK_PREFIX.match(raw)
            if prefix:
                at, _ = _parse_other(raw[prefix.end():], ctx, allow_prefix=False)
                return at, raw
        return None, raw
    if first in "EWIF":
        match = _GLOG.match(raw)
        if match:
            return _glog(match, ctx), _after(raw, match.end())
    if first.isupper():
        match = _SYSLOG.match(raw)
        if match and match.group(1) in _MONTHS:
            at = _yearless(ctx, _MONTHS[match.group(1)], int(match.group(2)), match.group(3),
                           match.group(4), match.group(5), match.group(6))
            return at, _after(raw, match.end())
        match = _CTIME.match(raw)
        if match and match.group(1) in _MONTHS:
            return _ctime(match, ctx), _after(raw, match.end())
        match = _LEVEL_MONTH_DAY.match(raw)
        if match:
            at = _yearless(ctx, int(match.group(1)), int(match.group(2)), match.group(3),
                           match.group(4), match.group(5), match.group(6))
            source = _LEVEL_MONTH_DAY_SOURCE.match(raw, match.end())
            return at, raw[source.end() if source else match.end():].lstrip(" ")
    if first == "{" and allow_prefix and raw.startswith(_RUNTIME_JSON):
        at, text = _unwrapped(raw, ctx)
        if at is not None:
            return at, text
    if first == "(" and allow_prefix:
        prefix = _RELAYED_BY.match(raw)  # `(worker pid=12) ...`: a launcher relays its output
        if prefix:
            at, _ = _parse_other(raw[prefix.end():], ctx, allow_prefix=False)
            return at, raw
    if first == "<" and allow_prefix:
        prefix = _SYSLOG_PRI.match(raw)  # a raw syslog message: <PRI>, RFC 5424's version
        if prefix:
            at, text = _parse_other(raw[prefix.end():], ctx, allow_prefix=False)
            if at is not None:
                return at, text
    return None, raw


def _ctime(match: re.Match[str], ctx: TimeContext) -> datetime | None:
    month, day, h, mi, sec, year = match.groups()
    try:
        return datetime(int(year), _MONTHS[month], int(day), int(h), int(mi), int(sec),
                        tzinfo=ctx.tz)
    except ValueError:
        return None


def _after(raw: str, end: int) -> str:
    if raw[end:end + 1] in ("]", ":"):  # [time] text, or mpirun's "time: text"
        end += 1
    return raw[end:].lstrip(" ")


def _iso(match: re.Match[str], ctx: TimeContext) -> datetime | None:
    """An ISO-8601 (or Go `log`) time; without a zone, in the node's."""
    y, mo, d, h, mi, s, frac, *zone_part = match.groups()
    tz = zone_part[0] if zone_part else None
    zone_of = ctx.tz
    if tz is not None:
        zone_of = zone(tz if tz == "Z" or len(tz) > 3 else tz + ":00") or ctx.tz
    try:
        return datetime(int(y), int(mo), int(d), int(h), int(mi), int(s), _fraction(frac),
                        tzinfo=zone_of)
    except ValueError:
        return None


def _glog(match: re.Match[str], ctx: TimeContext) -> datetime | None:
    mo, d, h, mi, s, frac = match.groups()
    return _yearless(ctx, int(mo), int(d), h, mi, s, frac)


FIRST_TIME_LINES = 200
"""How far into a stream its first time is looked for."""


def first_time(head: bytes, ctx: TimeContext) -> datetime | None:
    """The time of the first of the first FIRST_TIME_LINES lines of `head` that has one."""
    pos = 0
    for _ in range(FIRST_TIME_LINES):
        end = head.find(b"\n", pos)
        end = len(head) if end == -1 else end
        at, _ = parse_line(head[pos:end].decode("utf-8", errors="replace").rstrip("\r"), ctx)
        if at is not None or end >= len(head):
            return at
        pos = end + 1
    return None


def timestamped(
    lines: Iterable[str], default: datetime, ctx: TimeContext | None = None
) -> list[tuple[datetime, str]]:
    """(time, text) per raw line, the time read from the line itself in any format above.

    A line without one takes the time of the line before it; lines before the first time in
    the stream take that first time (so the head of an output file that an earlier run appended
    to stays with that run), and `default` only when no line has a time. A normalised ISO-8601
    prefix is dropped from the text; the program's own timestamp in any other format stays in
    it, as the program wrote it.
    """
    ctx = ctx or TimeContext()
    parsed: list[tuple[datetime | None, str]] = []
    for line in lines:
        at, rest, normalised = _read_line(line, ctx)
        parsed.append((at, rest if normalised else line))
    current = next((at for at, _ in parsed if at is not None), default)
    out: list[tuple[datetime, str]] = []
    for at, text in parsed:
        current = at or current
        out.append((current, text))
    return out
