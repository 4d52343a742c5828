"""Timeline pictures as Scenes: one per incident (badput buckets, actions, milestones and the two
clocks, every bar labelled directly) and one per job (each incident's buckets side by side).

Labels that do not fit inside their bar go to lanes below it with a leader line, so nothing needs
a legend.
"""

from __future__ import annotations

from datetime import datetime

from trainwarden.reporting.badput import BUCKET_BY_NAME
from trainwarden.reporting.floor import floor_summary
from trainwarden.reporting.report import IncidentReport, JobReport
from trainwarden.reporting.scene import Line, Rect, Scene, Text, text_width

WIDTH = 1200
LEFT = 190
RIGHT = WIDTH - 40
MILESTONES = (
    ("failed_at", "failed"),
    ("detected_at", "detected"),
    ("attributed_at", "attributed"),
    ("action_at", "first action"),
    ("requeued_at", "requeued"),
    ("running_at", "job running"),
    ("resumed_at", "first step"),
    ("productive_at", "productive again"),
)
ACTION_COLORS = {
    "exclude": "#8c564b",
    "verify_checkpoint": "#9467bd",
    "restart": "#e377c2",
    "stop": "#d62728",
}


class _Lanes:
    """Greedy placement of labels in horizontal lanes so they never overlap."""

    def __init__(self) -> None:
        self.ends: list[float] = []

    def place(self, start: float, end: float) -> int:
        for lane, last in enumerate(self.ends):
            if start > last + 8:
                self.ends[lane] = end
                return lane
        self.ends.append(end)
        return len(self.ends) - 1


def _secs(a: datetime, b: datetime) -> float:
    return (b - a).total_seconds()


def _fmt(seconds: float) -> str:
    return f"{seconds:.2f}s" if seconds < 100 else f"{seconds:.0f}s"


def incident_scene(inc: IncidentReport) -> Scene:
    t = inc.timings
    cause = f"{inc.category} ({inc.signature})" if inc.category else inc.trigger
    title = f"incident {inc.number}: {cause} -> {inc.outcome}"
    if t.failed_at is None:
        scene = Scene(width=WIDTH, height=80, title=title)
        scene.texts.append(Text(x=20, y=20, text=f"{title}: no failure time recorded", size=16))
        return scene
    origin = t.failed_at
    ends = [getattr(t, f) for f, _ in MILESTONES if getattr(t, f) is not None]
    ends += [a.finished_at or a.started_at for a in inc.actions]
    total = max(0.001, max(_secs(origin, e) for e in ends))
    scale = (RIGHT - LEFT) / total

    def x(at: datetime) -> float:
        return LEFT + max(0.0, _secs(origin, at)) * scale

    texts: list[Text] = [Text(x=20, y=12, text=title, size=18, bold=True)]
    sub = []
    if inc.evidence:
        sub.append(f"evidence: {inc.evidence[:150]}")
    sub.append(
        f"restored checkpoint step {inc.checkpoint_step}, lost steps {inc.lost_steps}"
        if inc.checkpoint_step is not None
        else f"no checkpoint restored; lost steps {inc.lost_steps}"
    )
    if inc.floor is not None:
        sub.append(floor_summary(inc.floor))
    for n, line in enumerate(sub):
        texts.append(Text(x=20, y=38 + 17 * n, text=line, size=13, color="#444444"))
    rects: list[Rect] = []
    lines: list[Line] = []

    # milestones: labels in lanes at the top, dashed lines down through the rows
    y_ms = 48 + 17 * len(sub)
    lanes = _Lanes()
    placed: list[tuple[float, int, str]] = []
    for field, label in MILESTONES:
        at = getattr(t, field)
        if at is None:
            continue
        text = f"{label} +{_fmt(_secs(origin, at))}" if field != "failed_at" else "failed"
        w = text_width(text, 12)
        xm = x(at)
        start = min(max(xm - w / 2, 10), WIDTH - 10 - w)
        lane = lanes.place(start, start + w)
        placed.append((xm, lane, text))
        texts.append(
            Text(
                x=start + w / 2,
                y=y_ms + 16 * lane,
                text=text,
                size=12,
                anchor="middle",
                color="#222222",
            )
        )
    y_rows = y_ms + 16 * max(1, len(lanes.ends)) + 12

    # row 1: badput buckets
    y_bucket = y_rows
    bar_h = 34
    texts.append(Text(x=20, y=y_bucket + 9, text="where the time went", size=13, bold=True))
    callouts = _Lanes()
    callout_y = y_bucket + bar_h + 6
    callout_max = 0
    for bucket in inc.badput:
        spec = BUCKET_BY_NAME[bucket.name]
        for iv in bucket.intervals:
            x0, x1 = x(iv.start), x(iv.end)
            rects.append(
                Rect(
                    x=x0,
                    y=y_bucket,
                    w=max(x1 - x0, 2),
                    h=bar_h,
                    fill=spec.color,
                    title=f"{spec.label}: {iv.seconds:.3f}s",
                )
            )
        if not bucket.intervals or bucket.seconds <= 0:
            continue
        label = f"{spec.label} {_fmt(bucket.seconds)}"
        first = bucket.intervals[0]
        x0, x1 = x(first.start), x(bucket.intervals[-1].end)
        w = text_width(label, 12)
        if len(bucket.intervals) == 1 and w + 8 <= x1 - x0:
            texts.append(
                Text(
                    x=(x0 + x1) / 2,
                    y=y_bucket + 10,
                    text=label,
                    size=12,
                    anchor="middle",
                    color="white",
                    bold=True,
                )
            )
            continue
        mid = (x0 + x1) / 2
        # text ends at its leader line: later (further right) leaders never cross it
        right_aligned = mid - w - 4 >= 10
        start = mid - w - 4 if right_aligned else mid + 4
        lane = callouts.place(start, start + w + 4)
        ly = callout_y + 8 + 18 * lane
        lines.append(
            Line(x1=mid, y1=y_bucket + bar_h, x2=mid, y2=ly + 14, color=spec.color, width=2)
        )
        texts.append(
            Text(
                x=mid - 4 if right_aligned else mid + 4,
                y=ly + 1,
                text=label,
                size=12,
                anchor="end" if right_aligned else "start",
                color=spec.color,
                bold=True,
            )
        )
        callout_max = max(callout_max, lane + 1)
    y_actions = callout_y + 18 * callout_max + 20

    # row 2: actions
    texts.append(Text(x=20, y=y_actions + 4, text="actions", size=13, bold=True))
    act_lanes = _Lanes()
    act_h = 18
    for act in inc.actions:
        end = act.finished_at or act.started_at
        x0, x1 = x(act.started_at), x(end)
        label = f"{act.step} {_fmt(act.seconds or 0.0)}" + ("" if act.ok else " (failed)")
        w = max(x1 - x0, 3)
        lw = text_width(label, 12)
        lane = act_lanes.place(x0, max(x0 + w, x0 + w + 6 + lw))
        y = y_actions + (act_h + 6) * lane
        color = ACTION_COLORS.get(act.step, "#555555")
        rects.append(Rect(x=x0, y=y, w=w, h=act_h, fill=color, title=act.summary[:200]))
        if lw + 8 <= w:
            texts.append(
                Text(
                    x=x0 + w / 2,
                    y=y + 3,
                    text=label,
                    size=12,
                    anchor="middle",
                    color="white",
                    bold=True,
                )
            )
        else:
            texts.append(Text(x=x0 + w + 6, y=y + 3, text=label, size=12, color=color, bold=True))
    y_clocks = y_actions + (act_h + 6) * max(1, len(act_lanes.ends)) + 16

    # row 3: the two clocks as brackets from the failure
    texts.append(Text(x=20, y=y_clocks + 4, text="clocks", size=13, bold=True))
    clocks = [
        ("time-to-action", t.action_at, t.time_to_action, "#1f77b4"),
        ("time-to-productive-training", t.productive_at, t.time_to_productive_training, "#2ca02c"),
    ]
    for n, (label, at, secs, color) in enumerate(clocks):
        y = y_clocks + 22 + 32 * n
        if at is None or secs is None:
            texts.append(
                Text(x=LEFT, y=y - 7, text=f"{label}: not reached", size=12, color=color, bold=True)
            )
            continue
        x1 = x(at)
        lines.append(Line(x1=LEFT, y1=y, x2=x1, y2=y, color=color, width=3))
        lines.append(Line(x1=LEFT, y1=y - 6, x2=LEFT, y2=y + 6, color=color, width=2))
        lines.append(Line(x1=x1, y1=y - 6, x2=x1, y2=y + 6, color=color, width=2))
        text = f"{label} {_fmt(secs)}"
        texts.append(Text(x=LEFT + 6, y=y - 17, text=text, size=12, color=color, bold=True))
    y_axis = y_clocks + 22 + 32 * len(clocks)

    # axis: seconds since the failure
    lines.append(Line(x1=LEFT, y1=y_axis, x2=RIGHT, y2=y_axis, color="#555555"))
    for tick in _ticks(total):
        xt = LEFT + tick * scale
        lines.append(Line(x1=xt, y1=y_axis, x2=xt, y2=y_axis + 5, color="#555555"))
        texts.append(
            Text(x=xt, y=y_axis + 7, text=f"{tick:g}s", size=11, anchor="middle", color="#555555")
        )
    texts.append(Text(x=20, y=y_axis + 7, text="seconds since failure", size=11, color="#555555"))
    height = int(y_axis + 30)
    for xm, _lane, _ in placed:
        lines.append(
            Line(
                x1=xm,
                y1=y_ms + 16 * len(lanes.ends),
                x2=xm,
                y2=y_axis,
                color="#999999",
                dashed=True,
            )
        )
    return Scene(width=WIDTH, height=height, title=title, rects=rects, lines=lines, texts=texts)


def _ticks(total: float) -> list[float]:
    for step in (0.1, 0.2, 0.5, 1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 1800, 3600):
        if total / step <= 12:
            break
    n = int(total / step) + 1
    return [round(i * step, 6) for i in range(n) if i * step <= total + 1e-9]


def job_scene(report: JobReport) -> Scene:
    """Each incident as one stacked bar of its buckets, aligned at its failure, labelled."""
    title = f"{report.workflow_id}: {len(report.incidents)} incident(s), state {report.state}"
    texts = [Text(x=20, y=12, text=title, size=18, bold=True)]
    t = report.totals
    texts.append(
        Text(
            x=20,
            y=38,
            size=13,
            color="#444444",
            text=f"restarts {t.restarts}, excluded {', '.join(t.excluded_nodes) or 'none'}, "
            f"lost steps {t.lost_steps}, median time-to-productive-training "
            + (
                f"{t.median_time_to_productive_training:.2f}s"
                if t.median_time_to_productive_training is not None
                else "-"
            )
            + (
                f", goodput {report.goodput.goodput * 100:.1f}%"
                if report.goodput and report.goodput.goodput is not None
                else ""
            ),
        )
    )
    rects: list[Rect] = []
    lines: list[Line] = []
    totals = [sum(i.badput_seconds.values()) for i in report.incidents]
    longest = max([*totals, 0.001])
    scale = (RIGHT - LEFT - 240) / longest
    y = 70
    for inc, total in zip(report.incidents, totals, strict=True):
        cause = inc.category or inc.trigger
        texts.append(
            Text(x=20, y=y + 3, text=f"incident {inc.number}: {cause}", size=13, bold=True)
        )
        texts.append(Text(x=20, y=y + 20, text=inc.outcome, size=11, color="#555555"))
        x: float = LEFT
        lanes = _Lanes()
        below = 0
        for name, secs in inc.badput_seconds.items():
            if secs <= 0:
                continue
            spec = BUCKET_BY_NAME[name]
            w = secs * scale
            rects.append(
                Rect(
                    x=x, y=y, w=max(w, 2), h=30, fill=spec.color, title=f"{spec.label}: {secs:.3f}s"
                )
            )
            label = f"{spec.label} {_fmt(secs)}"
            lw = text_width(label, 11)
            if lw + 6 <= w:
                texts.append(
                    Text(
                        x=x + w / 2,
                        y=y + 9,
                        text=label,
                        size=11,
                        anchor="middle",
                        color="white",
                        bold=True,
                    )
                )
            else:
                mid = x + w / 2
                start = max(mid - lw / 2, LEFT)
                lane = lanes.place(start, start + lw)
                ly = y + 36 + 16 * lane
                lines.append(Line(x1=mid, y1=y + 30, x2=mid, y2=ly, color=spec.color, width=2))
                texts.append(Text(x=start, y=ly, text=label, size=11, color=spec.color, bold=True))
                below = max(below, lane + 1)
            x += w
        suffix = "" if inc.badput_complete else " so far (not productive)"
        texts.append(
            Text(x=x + 8, y=y + 8, text=f"total {_fmt(total)}{suffix}", size=12, bold=True)
        )
        y += 46 + 16 * below + 14
    return Scene(
        width=WIDTH, height=int(y + 10), title=title, rects=rects, lines=lines, texts=texts
    )
