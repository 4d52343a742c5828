"""Timeline pictures of recorded incidents: PNG of the laid-out size with real content, and a
self-contained HTML page with the same labels."""

from __future__ import annotations

from pathlib import Path

from helpers_reporting import HISTORIES, report_of_history
from PIL import Image

from trainwarden.reporting.badput import BUCKET_BY_NAME
from trainwarden.reporting.render import write_timelines
from trainwarden.reporting.timeline import incident_scene, job_scene


def _rgb(hex_color: str) -> tuple[int, int, int]:
    return tuple(int(hex_color[i : i + 2], 16) for i in (1, 3, 5))  # type: ignore[return-value]


async def test_incident_png_renders_with_expected_size_and_content(tmp_path: Path) -> None:
    # an incident with every badput bucket, checkpoint verification among them
    report = await report_of_history(next(p for p in HISTORIES if p.stem == "stop_resume"))
    paths = write_timelines(report, tmp_path)
    names = sorted(p.name for p in paths)
    assert names == ["stop_resume-i1.png", "stop_resume.html", "stop_resume.png"]
    scene = incident_scene(report.incidents[0])
    with Image.open(tmp_path / "stop_resume-i1.png") as img:
        assert img.format == "PNG"
        assert img.size == (scene.width, scene.height)
        assert scene.width == 1200 and 300 < scene.height < 900
        rgb = img.convert("RGB")
        colors = {c for _n, c in rgb.getcolors(maxcolors=1 << 20)}
        non_white = sum(n for n, c in rgb.getcolors(maxcolors=1 << 20) if c != (255, 255, 255))
    assert non_white > 0.05 * scene.width * scene.height
    for name in ("detection", "startup", "scheduler_wait"):
        assert _rgb(BUCKET_BY_NAME[name].color) in colors, name
    labels = " ".join(t.text for t in scene.texts)
    for expected in (
        "detection",
        "diagnosis",
        "exclusion",
        "checkpoint verification",
        "scheduler wait",
        "start-up + checkpoint load",
        "recomputation",
        "time-to-action",
        "time-to-productive-training",
        "productive again",
        "floor 1.21s",
        "time-to-productive 4.59x",
    ):
        assert expected in labels, expected


async def test_job_picture_and_html_are_self_contained(tmp_path: Path) -> None:
    report = await report_of_history(next(p for p in HISTORIES if p.stem == "budget"))
    write_timelines(report, tmp_path)
    scene = job_scene(report)
    with Image.open(tmp_path / "budget.png") as img:
        assert img.size == (scene.width, scene.height)
    html = (tmp_path / "budget.html").read_text()
    assert html.count("<svg") == 1 + len(report.incidents)
    assert "<script" not in html and "src=" not in html and "href=" not in html
    assert "incident 3: numerical" in html and "not productive" in html
