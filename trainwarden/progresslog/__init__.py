"""Progress from what a training program already prints: presets for common tools' step
lines, and followers that read ranks' output incrementally. Pure (file reads only)."""

from trainwarden.progresslog.follower import LogProgress, RankStep, RunStart, StreamFollower
from trainwarden.progresslog.presets import PRESETS, LineMatcher, StepMatch
from trainwarden.progresslog.settings import ProgressSettings

__all__ = [
    "PRESETS",
    "LineMatcher",
    "LogProgress",
    "ProgressSettings",
    "RankStep",
    "RunStart",
    "StepMatch",
    "StreamFollower",
]
