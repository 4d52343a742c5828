"""Render a Scene as PNG (Pillow) or as a self-contained HTML page (inline SVG, no scripts or
external assets), and write the per-incident and per-job timelines of a report."""

from __future__ import annotations

from html import escape
from pathlib import Path

from PIL import Image, ImageDraw

from trainwarden.reporting.report import JobReport
from trainwarden.reporting.scene import Scene, font
from trainwarden.reporting.timeline import incident_scene, job_scene
from trainwarden.untrusted.paths import ensure_under, safe_part


def render_png(scene: Scene, path: Path) -> Path:
    img = Image.new("RGB", (scene.width, scene.height), "white")
    draw = ImageDraw.Draw(img)
    for r in scene.rects:
        draw.rectangle([r.x, r.y, r.x + max(r.w, 1), r.y + r.h], fill=r.fill)
    for ln in scene.lines:
        if ln.dashed:
            _dashed(draw, ln.x1, ln.y1, ln.x2, ln.y2, ln.color, ln.width)
        else:
            draw.line([ln.x1, ln.y1, ln.x2, ln.y2], fill=ln.color, width=round(ln.width))
    for t in scene.texts:
        anchor = {"start": "la", "middle": "ma", "end": "ra"}[t.anchor]
        draw.text((t.x, t.y), t.text, fill=t.color, font=font(t.size), anchor=anchor)
        if t.bold:  # the bundled font has no bold face: overstrike by one pixel
            draw.text((t.x + 1, t.y), t.text, fill=t.color, font=font(t.size), anchor=anchor)
    path.parent.mkdir(parents=True, exist_ok=True)
    img.save(path, "PNG")
    return path


def _dashed(
    draw: ImageDraw.ImageDraw, x1: float, y1: float, x2: float, y2: float, color: str, width: float
) -> None:
    length = max(abs(x2 - x1), abs(y2 - y1))
    steps = int(length // 6)
    for i in range(0, steps, 2):
        a, b = i / max(steps, 1), min(1.0, (i + 1) / max(steps, 1))
        draw.line(
            [x1 + (x2 - x1) * a, y1 + (y2 - y1) * a, x1 + (x2 - x1) * b, y1 + (y2 - y1) * b],
            fill=color,
            width=round(width),
        )


def render_svg(scene: Scene) -> str:
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{scene.width}" height="{scene.height}" '
        f'viewBox="0 0 {scene.width} {scene.height}" font-family="DejaVu Sans, Arial, sans-serif">',
        f'<rect width="{scene.width}" height="{scene.height}" fill="white"/>',
    ]
    for r in scene.rects:
        tip = f"<title>{escape(r.title)}</title>" if r.title else ""
        parts.append(
            f'<rect x="{r.x:.1f}" y="{r.y:.1f}" width="{max(r.w, 1):.1f}" height="{r.h:.1f}" '
            f'fill="{r.fill}">{tip}</rect>'
        )
    for ln in scene.lines:
        dash = ' stroke-dasharray="6,6"' if ln.dashed else ""
        parts.append(
            f'<line x1="{ln.x1:.1f}" y1="{ln.y1:.1f}" x2="{ln.x2:.1f}" y2="{ln.y2:.1f}" '
            f'stroke="{ln.color}" stroke-width="{ln.width}"{dash}/>'
        )
    for t in scene.texts:
        weight = ' font-weight="bold"' if t.bold else ""
        parts.append(
            f'<text x="{t.x:.1f}" y="{t.y + t.size * 0.85:.1f}" font-size="{t.size}" '
            f'fill="{t.color}" text-anchor="{t.anchor}"{weight}>{escape(t.text)}</text>'
        )
    parts.append("</svg>")
    return "\n".join(parts)


def render_html(scenes: list[Scene], title: str, path: Path) -> Path:
    body = "\n".join(
        f"<section><h2>{escape(s.title)}</h2>\n{render_svg(s)}</section>" for s in scenes
    )
    html = (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        f"<title>{escape(title)}</title><style>body{{font-family:sans-serif;margin:24px}}"
        "h2{font-size:16px}</style></head><body>"
        f"<h1>{escape(title)}</h1>\n{body}\n</body></html>\n"
    )
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(html, encoding="utf-8")
    return path


def write_timelines(report: JobReport, out_dir: Path) -> list[Path]:
    """<wf>.png (the job), <wf>-i<N>.png per incident, and <wf>.html with all of them."""
    safe = safe_part(report.workflow_id)

    def inside(name: str) -> Path:
        return ensure_under(out_dir, out_dir / name)

    scenes = [job_scene(report)] + [incident_scene(inc) for inc in report.incidents]
    paths = [render_png(scenes[0], inside(f"{safe}.png"))]
    for inc, scene in zip(report.incidents, scenes[1:], strict=True):
        paths.append(render_png(scene, inside(f"{safe}-i{inc.number}.png")))
    paths.append(
        render_html(scenes, f"trainwarden timeline: {report.workflow_id}", inside(f"{safe}.html"))
    )
    return paths
