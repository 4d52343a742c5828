"""Fault-injection points for the reliability tests (issue: chaos tests).

`TRAINWARDEN_CHAOS_PAUSE="exclude_nodes.after=30,restart_job.after=30"` makes a worker stop at
those points for that many seconds (heartbeating, as real work would), after writing
`$TRAINWARDEN_HOME/chaos/<point>.reached`, so a test can SIGKILL the worker exactly there (or
end the pause early by creating `<point>.release` beside it).
Unset (the default), a point costs one dict lookup.
"""

from __future__ import annotations

import asyncio
import os
from functools import cache

from temporalio import activity

from trainwarden.activities.registry import trainwarden_home


@cache
def _pauses(spec: str) -> dict[str, float]:
    out: dict[str, float] = {}
    for item in filter(None, (part.strip() for part in spec.split(","))):
        name, _, seconds = item.partition("=")
        out[name] = float(seconds or 60)
    return out


async def chaos_point(name: str) -> None:
    seconds = _pauses(os.environ.get("TRAINWARDEN_CHAOS_PAUSE", "")).get(name)
    if not seconds:
        return
    marker = trainwarden_home() / "chaos" / f"{name}.reached"
    marker.parent.mkdir(parents=True, exist_ok=True)
    marker.write_text(str(os.getpid()))
    release = marker.with_suffix(".release")  # a test ends the pause early by creating it
    loop = asyncio.get_running_loop()
    end = loop.time() + seconds
    while loop.time() < end and not release.exists():
        activity.heartbeat({"chaos": name})
        await asyncio.sleep(0.5)
