"""A tiny drawing model (rectangles, lines, texts in pixels) shared by the PNG and HTML/SVG
renderers, so both pictures show exactly the same layout."""

from __future__ import annotations

from functools import lru_cache
from typing import Literal

from PIL import ImageFont
from pydantic import BaseModel, Field


class Rect(BaseModel):
    x: float
    y: float
    w: float
    h: float
    fill: str
    title: str = ""


class Line(BaseModel):
    x1: float
    y1: float
    x2: float
    y2: float
    color: str = "#333333"
    width: float = 1.0
    dashed: bool = False


class Text(BaseModel):
    x: float
    y: float = Field(description="top of the text")
    text: str
    size: int = 13
    color: str = "#111111"
    anchor: Literal["start", "middle", "end"] = "start"
    bold: bool = False


class Scene(BaseModel):
    width: int
    height: int
    title: str
    rects: list[Rect] = Field(default_factory=list)
    lines: list[Line] = Field(default_factory=list)
    texts: list[Text] = Field(default_factory=list)


@lru_cache(maxsize=16)
def font(size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    """Pillow's bundled scalable font: no system fonts needed."""
    return ImageFont.load_default(size=size)


def text_width(text: str, size: int) -> float:
    return float(font(size).getlength(text))
