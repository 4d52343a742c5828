"""Heartbeats for activities that block in a thread, so a worker that dies mid-action is noticed
within the heartbeat timeout (and the action retried elsewhere) instead of at start-to-close."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import TypeVar

from temporalio import activity

T = TypeVar("T")


async def in_thread_with_heartbeat(fn: Callable[..., T], *args: object, every: float = 2.0) -> T:
    task = asyncio.ensure_future(asyncio.to_thread(fn, *args))
    while True:
        done, _ = await asyncio.wait({task}, timeout=every)
        if done:
            return task.result()
        activity.heartbeat()
